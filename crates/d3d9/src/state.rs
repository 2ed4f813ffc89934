//! The render and sampler state tables: D3D9 keeps every state as a raw
//! `DWORD` and only interprets it at draw time, and so does this model. The
//! tables are plain data, testable without a GPU; `convert.rs` turns them into
//! wgpu descriptors.

use crate::types::d3d_enum;

d3d_enum! {
    /// `D3DRENDERSTATETYPE`: the render states the device interprets.
    RenderState {
        /// `D3DRS_ZENABLE`.
        ZEnable = 7,
        /// `D3DRS_FILLMODE`.
        FillMode = 8,
        /// `D3DRS_SHADEMODE`.
        ShadeMode = 9,
        /// `D3DRS_ZWRITEENABLE`.
        ZWriteEnable = 14,
        /// `D3DRS_ALPHATESTENABLE`.
        AlphaTestEnable = 15,
        /// `D3DRS_SRCBLEND`.
        SrcBlend = 19,
        /// `D3DRS_DESTBLEND`.
        DestBlend = 20,
        /// `D3DRS_CULLMODE`.
        CullMode = 22,
        /// `D3DRS_ZFUNC`.
        ZFunc = 23,
        /// `D3DRS_ALPHAREF`.
        AlphaRef = 24,
        /// `D3DRS_ALPHAFUNC`.
        AlphaFunc = 25,
        /// `D3DRS_ALPHABLENDENABLE`.
        AlphaBlendEnable = 27,
        /// `D3DRS_FOGENABLE`.
        FogEnable = 28,
        /// `D3DRS_FOGCOLOR`.
        FogColor = 34,
        /// `D3DRS_FOGTABLEMODE`.
        FogTableMode = 35,
        /// `D3DRS_FOGSTART` (a float's bits).
        FogStart = 36,
        /// `D3DRS_FOGEND` (a float's bits).
        FogEnd = 37,
        /// `D3DRS_FOGDENSITY` (a float's bits).
        FogDensity = 38,
        /// `D3DRS_STENCILENABLE`.
        StencilEnable = 52,
        /// `D3DRS_STENCILFAIL`.
        StencilFail = 53,
        /// `D3DRS_STENCILZFAIL`.
        StencilZFail = 54,
        /// `D3DRS_STENCILPASS`.
        StencilPass = 55,
        /// `D3DRS_STENCILFUNC`.
        StencilFunc = 56,
        /// `D3DRS_STENCILREF`.
        StencilRef = 57,
        /// `D3DRS_STENCILMASK`.
        StencilMask = 58,
        /// `D3DRS_STENCILWRITEMASK`.
        StencilWriteMask = 59,
        /// `D3DRS_CLIPPING`.
        Clipping = 136,
        /// `D3DRS_FOGVERTEXMODE`.
        FogVertexMode = 140,
        /// `D3DRS_CLIPPLANEENABLE`.
        ClipPlaneEnable = 152,
        /// `D3DRS_POINTSIZE` (a float's bits).
        PointSize = 154,
        /// `D3DRS_POINTSIZE_MIN` (a float's bits).
        PointSizeMin = 155,
        /// `D3DRS_POINTSPRITEENABLE`.
        PointSpriteEnable = 156,
        /// `D3DRS_POINTSIZE_MAX` (a float's bits).
        PointSizeMax = 166,
        /// `D3DRS_COLORWRITEENABLE`.
        ColorWriteEnable = 168,
        /// `D3DRS_BLENDOP`.
        BlendOp = 171,
        /// `D3DRS_SCISSORTESTENABLE`.
        ScissorTestEnable = 174,
        /// `D3DRS_SLOPESCALEDEPTHBIAS` (a float's bits).
        SlopeScaleDepthBias = 175,
        /// `D3DRS_TWOSIDEDSTENCILMODE`.
        TwoSidedStencilMode = 185,
        /// `D3DRS_CCW_STENCILFAIL`.
        CcwStencilFail = 186,
        /// `D3DRS_CCW_STENCILZFAIL`.
        CcwStencilZFail = 187,
        /// `D3DRS_CCW_STENCILPASS`.
        CcwStencilPass = 188,
        /// `D3DRS_CCW_STENCILFUNC`.
        CcwStencilFunc = 189,
        /// `D3DRS_COLORWRITEENABLE1`.
        ColorWriteEnable1 = 190,
        /// `D3DRS_COLORWRITEENABLE2`.
        ColorWriteEnable2 = 191,
        /// `D3DRS_COLORWRITEENABLE3`.
        ColorWriteEnable3 = 192,
        /// `D3DRS_BLENDFACTOR` (a `D3DCOLOR`).
        BlendFactor = 193,
        /// `D3DRS_SRGBWRITEENABLE`.
        SrgbWriteEnable = 194,
        /// `D3DRS_DEPTHBIAS` (a float's bits).
        DepthBias = 195,
        /// `D3DRS_SEPARATEALPHABLENDENABLE`.
        SeparateAlphaBlendEnable = 206,
        /// `D3DRS_SRCBLENDALPHA`.
        SrcBlendAlpha = 207,
        /// `D3DRS_DESTBLENDALPHA`.
        DestBlendAlpha = 208,
        /// `D3DRS_BLENDOPALPHA`.
        BlendOpAlpha = 209,
    }
}

/// Number of slots of the render state table (`D3DRS_*` values are < 256).
const RENDER_STATE_SLOTS: usize = 256;

/// The render state table, initialised to D3D9's defaults for a device
/// created without an automatic depth-stencil surface.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RenderStates {
    values: [u32; RENDER_STATE_SLOTS],
}

impl Default for RenderStates {
    fn default() -> Self {
        use RenderState::*;
        let one = 1.0f32.to_bits();
        let mut values = [0u32; RENDER_STATE_SLOTS];
        let defaults = [
            (ZEnable, 0),
            (FillMode, 3),
            (ShadeMode, 2),
            (ZWriteEnable, 1),
            (SrcBlend, 2),
            (DestBlend, 1),
            (CullMode, 3),
            (ZFunc, 4),
            (AlphaFunc, 8),
            (FogEnd, one),
            (FogDensity, one),
            (StencilFail, 1),
            (StencilZFail, 1),
            (StencilPass, 1),
            (StencilFunc, 8),
            (StencilMask, u32::MAX),
            (StencilWriteMask, u32::MAX),
            (Clipping, 1),
            (PointSize, one),
            (PointSizeMin, one),
            (PointSizeMax, 64.0f32.to_bits()),
            (ColorWriteEnable, 0xf),
            (ColorWriteEnable1, 0xf),
            (ColorWriteEnable2, 0xf),
            (ColorWriteEnable3, 0xf),
            (BlendOp, 1),
            (CcwStencilFail, 1),
            (CcwStencilZFail, 1),
            (CcwStencilPass, 1),
            (CcwStencilFunc, 8),
            (BlendFactor, u32::MAX),
            (SrcBlendAlpha, 2),
            (DestBlendAlpha, 1),
            (BlendOpAlpha, 1),
        ];
        for (state, value) in defaults {
            values[state as usize] = value;
        }
        RenderStates { values }
    }
}

impl RenderStates {
    /// The raw value of `state`.
    pub fn get(&self, state: RenderState) -> u32 {
        // Every variant's value is below RENDER_STATE_SLOTS.
        self.values[state as usize]
    }

    /// The value of `state` as a boolean (nonzero is true).
    pub fn flag(&self, state: RenderState) -> bool {
        self.get(state) != 0
    }

    /// The value of a float-valued state.
    pub fn float(&self, state: RenderState) -> f32 {
        f32::from_bits(self.get(state))
    }

    /// Sets `state` to the raw `value`.
    pub fn set(&mut self, state: RenderState, value: u32) {
        self.values[state as usize] = value;
    }
}

d3d_enum! {
    /// `D3DSAMPLERSTATETYPE`.
    SamplerState {
        /// `D3DSAMP_ADDRESSU`.
        AddressU = 1,
        /// `D3DSAMP_ADDRESSV`.
        AddressV = 2,
        /// `D3DSAMP_ADDRESSW`.
        AddressW = 3,
        /// `D3DSAMP_BORDERCOLOR`.
        BorderColor = 4,
        /// `D3DSAMP_MAGFILTER`.
        MagFilter = 5,
        /// `D3DSAMP_MINFILTER`.
        MinFilter = 6,
        /// `D3DSAMP_MIPFILTER`.
        MipFilter = 7,
        /// `D3DSAMP_MIPMAPLODBIAS` (a float's bits).
        MipMapLodBias = 8,
        /// `D3DSAMP_MAXMIPLEVEL`.
        MaxMipLevel = 9,
        /// `D3DSAMP_MAXANISOTROPY`.
        MaxAnisotropy = 10,
        /// `D3DSAMP_SRGBTEXTURE`.
        SrgbTexture = 11,
    }
}

/// The states of one sampler stage, D3D9 defaults: wrap, point, no mip.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct SamplerStates {
    values: [u32; 12],
}

impl Default for SamplerStates {
    fn default() -> Self {
        let mut s = SamplerStates { values: [0; 12] };
        s.set(SamplerState::AddressU, 1);
        s.set(SamplerState::AddressV, 1);
        s.set(SamplerState::AddressW, 1);
        s.set(SamplerState::MagFilter, 1);
        s.set(SamplerState::MinFilter, 1);
        s.set(SamplerState::MaxAnisotropy, 1);
        s
    }
}

impl SamplerStates {
    /// The raw value of `state`.
    pub fn get(&self, state: SamplerState) -> u32 {
        self.values[state as usize]
    }

    /// Sets `state` to the raw `value`.
    pub fn set(&mut self, state: SamplerState, value: u32) {
        self.values[state as usize] = value;
    }
}

/// Pixel sampler stages (`s0..s15`).
pub const PIXEL_SAMPLER_STAGES: u32 = 16;
/// Vertex texture stages, addressed as `D3DVERTEXTEXTURESAMPLER0 + k` (257 + k).
pub const VERTEX_SAMPLER_STAGES: u32 = 4;
/// `D3DDMAPSAMPLER`-style index of the first vertex texture stage.
pub const VERTEX_SAMPLER_BASE: u32 = 257;

/// Where a D3D9 sampler index points: a pixel stage or a vertex stage.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum SamplerSlot {
    /// Pixel stage 0..15.
    Pixel(u32),
    /// Vertex texture stage 0..3.
    Vertex(u32),
}

impl SamplerSlot {
    /// Decodes a D3D9 sampler index (0..15 or 257..260).
    pub fn from_d3d(index: u32) -> Option<Self> {
        if index < PIXEL_SAMPLER_STAGES {
            Some(SamplerSlot::Pixel(index))
        } else if (VERTEX_SAMPLER_BASE..VERTEX_SAMPLER_BASE + VERTEX_SAMPLER_STAGES)
            .contains(&index)
        {
            Some(SamplerSlot::Vertex(index - VERTEX_SAMPLER_BASE))
        } else {
            None
        }
    }

    /// Position in the device's flat table of 20 stages.
    pub(crate) fn flat(self) -> usize {
        match self {
            SamplerSlot::Pixel(k) => k as usize,
            SamplerSlot::Vertex(k) => (PIXEL_SAMPLER_STAGES + k) as usize,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn defaults_match_d3d9() {
        let rs = RenderStates::default();
        assert_eq!(rs.get(RenderState::CullMode), 3);
        assert_eq!(rs.get(RenderState::AlphaFunc), 8);
        assert_eq!(rs.float(RenderState::FogEnd), 1.0);
        assert_eq!(rs.get(RenderState::ColorWriteEnable), 0xf);
        assert!(!rs.flag(RenderState::AlphaTestEnable));
        let ss = SamplerStates::default();
        assert_eq!(ss.get(SamplerState::AddressU), 1);
        assert_eq!(ss.get(SamplerState::MipFilter), 0);
    }

    #[test]
    fn sampler_indices() {
        assert_eq!(SamplerSlot::from_d3d(3), Some(SamplerSlot::Pixel(3)));
        assert_eq!(SamplerSlot::from_d3d(258), Some(SamplerSlot::Vertex(1)));
        assert_eq!(SamplerSlot::from_d3d(16), None);
        assert_eq!(SamplerSlot::from_d3d(261), None);
    }
}
