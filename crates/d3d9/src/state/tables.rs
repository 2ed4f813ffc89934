//! The render, sampler and texture-stage state tables: D3D9 keeps every state as a raw
//! `DWORD` and only interprets it at draw time, and so does this model. The
//! tables are plain data, testable without a GPU; `convert.rs` turns them into
//! wgpu descriptors.

use ninebridge_types::{PIXEL_SAMPLERS, RenderState, SamplerSlot, SamplerState, TextureStageState};

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
        let mut values = [0u32; RENDER_STATE_SLOTS];
        for &state in RenderState::ALL {
            values[state as usize] = state.default_value();
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

/// The states of one sampler stage, D3D9 defaults: wrap, point, no mip.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct SamplerStates {
    values: [u32; SAMPLER_STATE_SLOTS],
}

/// Number of slots of a sampler stage's table (`D3DSAMP_*` values are < 14).
const SAMPLER_STATE_SLOTS: usize = 14;

impl Default for SamplerStates {
    fn default() -> Self {
        let mut s = SamplerStates {
            values: [0; SAMPLER_STATE_SLOTS],
        };
        for &state in SamplerState::ALL {
            s.set(state, state.default_value());
        }
        s
    }
}

impl SamplerStates {
    /// The raw value of `state`.
    pub fn get(&self, state: SamplerState) -> u32 {
        self.values[state as usize]
    }

    /// The value of a float-valued state (`MIPMAPLODBIAS`); NaN and the
    /// infinities read 0 (a bias must be finite to mean anything).
    pub fn float(&self, state: SamplerState) -> f32 {
        let v = f32::from_bits(self.get(state));
        if v.is_finite() { v } else { 0.0 }
    }

    /// Sets `state` to the raw `value`.
    pub fn set(&mut self, state: SamplerState, value: u32) {
        self.values[state as usize] = value;
    }
}

/// Number of slots of a texture stage's table (`D3DTSS_*` values are < 33).
const TEXTURE_STAGE_STATE_SLOTS: usize = 33;

/// The states of one fixed-function texture stage, with D3D9's per-stage
/// defaults (stage 0 modulates, the others are disabled).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct TextureStageStates {
    values: [u32; TEXTURE_STAGE_STATE_SLOTS],
}

impl TextureStageStates {
    /// The defaults of stage `stage` (0..8).
    pub fn new(stage: u32) -> Self {
        let mut s = TextureStageStates {
            values: [0; TEXTURE_STAGE_STATE_SLOTS],
        };
        for &state in TextureStageState::ALL {
            s.set(state, state.default_value(stage));
        }
        s
    }

    /// The raw value of `state`.
    pub fn get(&self, state: TextureStageState) -> u32 {
        self.values[state as usize]
    }

    /// The value of a float-valued state (`BUMPENV*`).
    pub fn float(&self, state: TextureStageState) -> f32 {
        f32::from_bits(self.get(state))
    }

    /// Sets `state` to the raw `value`.
    pub fn set(&mut self, state: TextureStageState, value: u32) {
        self.values[state as usize] = value;
    }
}

/// Position of a sampler slot in the device's flat table of 20 stages
/// (pixel 0..15, then vertex 0..3); `None` for `D3DDMAPSAMPLER`, which this
/// device does not have.
pub(crate) fn flat_index(slot: SamplerSlot) -> Option<usize> {
    match slot {
        SamplerSlot::Pixel(k) => Some(k as usize),
        SamplerSlot::Vertex(k) => Some((PIXEL_SAMPLERS + k) as usize),
        SamplerSlot::DisplacementMap => None,
    }
}

/// The `SetTexture`/`SetSamplerState` index of flat sampler `flat`
/// ([`flat_index`]'s inverse).
pub(crate) fn d3d_sampler(flat: usize) -> u32 {
    let pixel = PIXEL_SAMPLERS as usize;
    if flat < pixel {
        flat as u32
    } else {
        SamplerSlot::Vertex((flat - pixel) as u32).to_d3d()
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
    fn texture_stage_defaults_match_d3d9() {
        // D3DTOP_MODULATE = 4 on stage 0, D3DTOP_DISABLE = 1 elsewhere;
        // D3DTOP_SELECTARG1 = 2 for stage 0's alpha; TEXCOORDINDEX = stage.
        let s0 = TextureStageStates::new(0);
        let s3 = TextureStageStates::new(3);
        assert_eq!(s0.get(TextureStageState::ColorOp), 4);
        assert_eq!(s0.get(TextureStageState::AlphaOp), 2);
        assert_eq!(s3.get(TextureStageState::ColorOp), 1);
        assert_eq!(s3.get(TextureStageState::TexCoordIndex), 3);
        // D3DTA_TEXTURE = 2, D3DTA_CURRENT = 1.
        assert_eq!(s3.get(TextureStageState::ColorArg1), 2);
        assert_eq!(s3.get(TextureStageState::ColorArg2), 1);
        assert_eq!(s0.float(TextureStageState::BumpEnvMat00), 0.0);
    }

    #[test]
    fn sampler_indices() {
        assert_eq!(SamplerSlot::from_d3d(3), Some(SamplerSlot::Pixel(3)));
        assert_eq!(SamplerSlot::from_d3d(258), Some(SamplerSlot::Vertex(1)));
        assert_eq!(SamplerSlot::from_d3d(16), None);
        assert_eq!(flat_index(SamplerSlot::from_d3d(258).unwrap()), Some(17));
        assert_eq!(flat_index(SamplerSlot::DisplacementMap), None);
        assert_eq!(SamplerSlot::from_d3d(261), None);
        for flat in 0..20 {
            let slot = SamplerSlot::from_d3d(d3d_sampler(flat)).and_then(flat_index);
            assert_eq!(slot, Some(flat));
        }
    }
}
