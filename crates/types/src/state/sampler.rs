//! `D3DSAMPLERSTATETYPE` with defaults, and the sampler index space
//! (pixel samplers, the displacement-map sampler, vertex texture samplers).

use crate::macros::d3d_enum;
use crate::texture::{TextureAddress, TextureFilterType};

d3d_enum! {
    /// `D3DSAMPLERSTATETYPE`: the states `SetSamplerState` sets.
    SamplerState {
        /// `D3DSAMP_ADDRESSU`: a [`TextureAddress`]; default WRAP.
        AddressU = 1,
        /// `D3DSAMP_ADDRESSV`: a [`TextureAddress`]; default WRAP.
        AddressV = 2,
        /// `D3DSAMP_ADDRESSW`: a [`TextureAddress`]; default WRAP.
        AddressW = 3,
        /// `D3DSAMP_BORDERCOLOR`: a `D3DCOLOR`; default 0.
        BorderColor = 4,
        /// `D3DSAMP_MAGFILTER`: a [`TextureFilterType`]; default POINT.
        MagFilter = 5,
        /// `D3DSAMP_MINFILTER`: a [`TextureFilterType`]; default POINT.
        MinFilter = 6,
        /// `D3DSAMP_MIPFILTER`: a [`TextureFilterType`]; default NONE.
        MipFilter = 7,
        /// `D3DSAMP_MIPMAPLODBIAS` (float bits); default 0.
        MipMapLodBias = 8,
        /// `D3DSAMP_MAXMIPLEVEL`: the largest level used; default 0.
        MaxMipLevel = 9,
        /// `D3DSAMP_MAXANISOTROPY`; default 1.
        MaxAnisotropy = 10,
        /// `D3DSAMP_SRGBTEXTURE`: decode sRGB on read; default 0.
        SrgbTexture = 11,
        /// `D3DSAMP_ELEMENTINDEX`: element of a multi-element texture; default 0.
        ElementIndex = 12,
        /// `D3DSAMP_DMAPOFFSET`: displacement map vertex offset; default 0.
        DmapOffset = 13,
    }
}

impl SamplerState {
    /// D3D9's documented initial value.
    pub const fn default_value(self) -> u32 {
        match self {
            Self::AddressU | Self::AddressV | Self::AddressW => TextureAddress::Wrap as u32,
            Self::MagFilter | Self::MinFilter => TextureFilterType::Point as u32,
            Self::MipFilter => TextureFilterType::None as u32,
            Self::MaxAnisotropy => 1,
            Self::BorderColor | Self::MipMapLodBias | Self::MaxMipLevel => 0,
            Self::SrgbTexture | Self::ElementIndex | Self::DmapOffset => 0,
        }
    }
}

/// Pixel sampler stages (`s0..s15`).
pub const PIXEL_SAMPLERS: u32 = 16;
/// `D3DDMAPSAMPLER`: the displacement-map sampler index.
pub const DMAP_SAMPLER: u32 = 256;
/// `D3DVERTEXTEXTURESAMPLER0`: the first vertex texture sampler index.
pub const VERTEX_TEXTURE_SAMPLER0: u32 = DMAP_SAMPLER + 1;
/// Vertex texture samplers (`D3DVERTEXTEXTURESAMPLER0..3`).
pub const VERTEX_TEXTURE_SAMPLERS: u32 = 4;

/// Where a D3D9 sampler index points.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum SamplerSlot {
    /// Pixel sampler 0..16 (index = stage).
    Pixel(u32),
    /// `D3DDMAPSAMPLER` (256).
    DisplacementMap,
    /// Vertex texture sampler 0..4 (index 257 + stage).
    Vertex(u32),
}

impl SamplerSlot {
    /// Decodes a D3D9 sampler index (0..=15, 256, 257..=260).
    pub const fn from_d3d(index: u32) -> Option<Self> {
        if index < PIXEL_SAMPLERS {
            Some(SamplerSlot::Pixel(index))
        } else if index == DMAP_SAMPLER {
            Some(SamplerSlot::DisplacementMap)
        } else if index >= VERTEX_TEXTURE_SAMPLER0
            && index < VERTEX_TEXTURE_SAMPLER0 + VERTEX_TEXTURE_SAMPLERS
        {
            Some(SamplerSlot::Vertex(index - VERTEX_TEXTURE_SAMPLER0))
        } else {
            None
        }
    }

    /// The D3D9 sampler index.
    pub const fn to_d3d(self) -> u32 {
        match self {
            SamplerSlot::Pixel(k) => k,
            SamplerSlot::DisplacementMap => DMAP_SAMPLER,
            SamplerSlot::Vertex(k) => VERTEX_TEXTURE_SAMPLER0 + k,
        }
    }
}
