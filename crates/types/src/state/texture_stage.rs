//! `D3DTEXTURESTAGESTATETYPE` with per-stage defaults.

use crate::macros::d3d_enum;
use crate::texture::{TextureArg, TextureOp, TextureTransformFlags};

/// Fixed-function texture blending stages.
pub const TEXTURE_STAGES: u32 = 8;

d3d_enum! {
    /// `D3DTEXTURESTAGESTATETYPE`: the states `SetTextureStageState` sets.
    TextureStageState {
        /// `D3DTSS_COLOROP`: a [`TextureOp`].
        ColorOp = 1,
        /// `D3DTSS_COLORARG1`: a [`TextureArg`].
        ColorArg1 = 2,
        /// `D3DTSS_COLORARG2`: a [`TextureArg`].
        ColorArg2 = 3,
        /// `D3DTSS_ALPHAOP`: a [`TextureOp`].
        AlphaOp = 4,
        /// `D3DTSS_ALPHAARG1`: a [`TextureArg`].
        AlphaArg1 = 5,
        /// `D3DTSS_ALPHAARG2`: a [`TextureArg`].
        AlphaArg2 = 6,
        /// `D3DTSS_BUMPENVMAT00` (float bits).
        BumpEnvMat00 = 7,
        /// `D3DTSS_BUMPENVMAT01` (float bits).
        BumpEnvMat01 = 8,
        /// `D3DTSS_BUMPENVMAT10` (float bits).
        BumpEnvMat10 = 9,
        /// `D3DTSS_BUMPENVMAT11` (float bits).
        BumpEnvMat11 = 10,
        /// `D3DTSS_TEXCOORDINDEX`: a coordinate set, or-ed with
        /// [`TexCoordIndexFlags`](crate::TexCoordIndexFlags).
        TexCoordIndex = 11,
        /// `D3DTSS_BUMPENVLSCALE` (float bits).
        BumpEnvLScale = 22,
        /// `D3DTSS_BUMPENVLOFFSET` (float bits).
        BumpEnvLOffset = 23,
        /// `D3DTSS_TEXTURETRANSFORMFLAGS`: [`TextureTransformFlags`].
        TextureTransformFlags = 24,
        /// `D3DTSS_COLORARG0`: third argument of triadic operations.
        ColorArg0 = 26,
        /// `D3DTSS_ALPHAARG0`: third alpha argument of triadic operations.
        AlphaArg0 = 27,
        /// `D3DTSS_RESULTARG`: `D3DTA_CURRENT` or `D3DTA_TEMP`.
        ResultArg = 28,
        /// `D3DTSS_CONSTANT`: the stage's `D3DTA_CONSTANT` colour.
        Constant = 32,
    }
}

impl TextureStageState {
    /// D3D9's documented initial value on `stage` (0..8).
    ///
    /// `ALPHAARG1` is `D3DTA_TEXTURE` as documented (the reference adds that
    /// a stage without a texture reads DIFFUSE instead: a draw-time rule, not
    /// a stored value). `CONSTANT` has no documented default; 0 is used.
    pub const fn default_value(self, stage: u32) -> u32 {
        match self {
            Self::ColorOp if stage == 0 => TextureOp::Modulate as u32,
            Self::AlphaOp if stage == 0 => TextureOp::SelectArg1 as u32,
            Self::ColorOp | Self::AlphaOp => TextureOp::Disable as u32,
            Self::ColorArg1 | Self::AlphaArg1 => TextureArg::TEXTURE.to_d3d(),
            Self::ColorArg2 | Self::AlphaArg2 => TextureArg::CURRENT.to_d3d(),
            Self::ColorArg0 | Self::AlphaArg0 | Self::ResultArg => TextureArg::CURRENT.to_d3d(),
            Self::TexCoordIndex => stage,
            Self::TextureTransformFlags => TextureTransformFlags::DISABLE.to_d3d(),
            Self::BumpEnvMat00 | Self::BumpEnvMat01 | Self::BumpEnvMat10 | Self::BumpEnvMat11 => 0,
            Self::BumpEnvLScale | Self::BumpEnvLOffset | Self::Constant => 0,
        }
    }

    /// Whether the state's `DWORD` holds an `f32`'s bits.
    pub const fn is_float(self) -> bool {
        matches!(
            self,
            Self::BumpEnvMat00
                | Self::BumpEnvMat01
                | Self::BumpEnvMat10
                | Self::BumpEnvMat11
                | Self::BumpEnvLScale
                | Self::BumpEnvLOffset
        )
    }
}
