//! `D3DRENDERSTATETYPE`: every render state, with D3D9's documented default.

use crate::macros::d3d_enum;
use crate::pipeline::ZBufferType;

d3d_enum! {
    /// `D3DRENDERSTATETYPE`: the states `SetRenderState` sets, each a raw
    /// `DWORD` (float-valued ones hold the float's bits, see [`RenderState::is_float`]).
    ///
    /// Defaults ([`RenderState::default_value`]) are those of Microsoft's
    /// `D3DRENDERSTATETYPE` reference. Two need a choice:
    /// - `ZENABLE` is `D3DZB_TRUE` with an automatic depth-stencil surface and
    ///   `D3DZB_FALSE` without; `default_value` gives the latter (this device
    ///   creates none), [`RenderState::zenable_default`] either.
    /// - `POINTSIZE`: the reference says both "the value a driver returns (64
    ///   if it returns 0 or 1)" and, under `POINTSPRITEENABLE`, that 1.0 is the
    ///   default; 1.0 is what runtimes report, and is used.
    RenderState {
        /// `D3DRS_ZENABLE`: A [`ZBufferType`](crate::ZBufferType). Default: see [`RenderState::zenable_default`].
        ZEnable = 7,
        /// `D3DRS_FILLMODE`: A [`FillMode`](crate::FillMode); default `D3DFILL_SOLID`.
        FillMode = 8,
        /// `D3DRS_SHADEMODE`: A [`ShadeMode`](crate::ShadeMode); default `D3DSHADE_GOURAUD`.
        ShadeMode = 9,
        /// `D3DRS_ZWRITEENABLE`: Depth writes; default TRUE.
        ZWriteEnable = 14,
        /// `D3DRS_ALPHATESTENABLE`: Alpha test; default FALSE.
        AlphaTestEnable = 15,
        /// `D3DRS_LASTPIXEL`: Draw the last pixel of lines; default TRUE.
        LastPixel = 16,
        /// `D3DRS_SRCBLEND`: A [`Blend`](crate::Blend); default `D3DBLEND_ONE`.
        SrcBlend = 19,
        /// `D3DRS_DESTBLEND`: A [`Blend`](crate::Blend); default `D3DBLEND_ZERO`.
        DestBlend = 20,
        /// `D3DRS_CULLMODE`: A [`Cull`](crate::Cull); default `D3DCULL_CCW`.
        CullMode = 22,
        /// `D3DRS_ZFUNC`: A [`CmpFunc`](crate::CmpFunc); default `D3DCMP_LESSEQUAL`.
        ZFunc = 23,
        /// `D3DRS_ALPHAREF`: Alpha reference in the low 8 bits; default 0.
        AlphaRef = 24,
        /// `D3DRS_ALPHAFUNC`: A [`CmpFunc`](crate::CmpFunc); default `D3DCMP_ALWAYS`.
        AlphaFunc = 25,
        /// `D3DRS_DITHERENABLE`: Dithering; default FALSE.
        DitherEnable = 26,
        /// `D3DRS_ALPHABLENDENABLE`: Blending; default FALSE.
        AlphaBlendEnable = 27,
        /// `D3DRS_FOGENABLE`: Fog; default FALSE.
        FogEnable = 28,
        /// `D3DRS_SPECULARENABLE`: Specular highlights; default FALSE.
        SpecularEnable = 29,
        /// `D3DRS_FOGCOLOR`: A `D3DCOLOR`; default 0.
        FogColor = 34,
        /// `D3DRS_FOGTABLEMODE`: Pixel fog [`FogMode`](crate::FogMode); default `D3DFOG_NONE`.
        FogTableMode = 35,
        /// `D3DRS_FOGSTART`: Linear fog start (float bits); default 0.0.
        FogStart = 36,
        /// `D3DRS_FOGEND`: Linear fog end (float bits); default 1.0.
        FogEnd = 37,
        /// `D3DRS_FOGDENSITY`: Exponential fog density (float bits); default 1.0.
        FogDensity = 38,
        /// `D3DRS_RANGEFOGENABLE`: Range-based vertex fog; default FALSE.
        RangeFogEnable = 48,
        /// `D3DRS_STENCILENABLE`: Stencil test; default FALSE.
        StencilEnable = 52,
        /// `D3DRS_STENCILFAIL`: A [`StencilOp`](crate::StencilOp); default `D3DSTENCILOP_KEEP`.
        StencilFail = 53,
        /// `D3DRS_STENCILZFAIL`: A [`StencilOp`](crate::StencilOp); default `D3DSTENCILOP_KEEP`.
        StencilZFail = 54,
        /// `D3DRS_STENCILPASS`: A [`StencilOp`](crate::StencilOp); default `D3DSTENCILOP_KEEP`.
        StencilPass = 55,
        /// `D3DRS_STENCILFUNC`: A [`CmpFunc`](crate::CmpFunc); default `D3DCMP_ALWAYS`.
        StencilFunc = 56,
        /// `D3DRS_STENCILREF`: Stencil reference; default 0.
        StencilRef = 57,
        /// `D3DRS_STENCILMASK`: Stencil read mask; default 0xFFFFFFFF.
        StencilMask = 58,
        /// `D3DRS_STENCILWRITEMASK`: Stencil write mask; default 0xFFFFFFFF.
        StencilWriteMask = 59,
        /// `D3DRS_TEXTUREFACTOR`: `D3DTA_TFACTOR` colour; default opaque white.
        TextureFactor = 60,
        /// `D3DRS_WRAP0`: Coordinate wrapping of set 0 (`D3DWRAPCOORD_*`); default 0.
        Wrap0 = 128,
        /// `D3DRS_WRAP1`: Wrapping of coordinate set 1; default 0.
        Wrap1 = 129,
        /// `D3DRS_WRAP2`: Wrapping of coordinate set 2; default 0.
        Wrap2 = 130,
        /// `D3DRS_WRAP3`: Wrapping of coordinate set 3; default 0.
        Wrap3 = 131,
        /// `D3DRS_WRAP4`: Wrapping of coordinate set 4; default 0.
        Wrap4 = 132,
        /// `D3DRS_WRAP5`: Wrapping of coordinate set 5; default 0.
        Wrap5 = 133,
        /// `D3DRS_WRAP6`: Wrapping of coordinate set 6; default 0.
        Wrap6 = 134,
        /// `D3DRS_WRAP7`: Wrapping of coordinate set 7; default 0.
        Wrap7 = 135,
        /// `D3DRS_CLIPPING`: Primitive clipping; default TRUE.
        Clipping = 136,
        /// `D3DRS_LIGHTING`: Fixed-function lighting; default TRUE.
        Lighting = 137,
        /// `D3DRS_AMBIENT`: Ambient light `D3DCOLOR`; default 0.
        Ambient = 139,
        /// `D3DRS_FOGVERTEXMODE`: Vertex fog [`FogMode`](crate::FogMode); default `D3DFOG_NONE`.
        FogVertexMode = 140,
        /// `D3DRS_COLORVERTEX`: Per-vertex colour in lighting; default TRUE.
        ColorVertex = 141,
        /// `D3DRS_LOCALVIEWER`: Camera-relative specular; default TRUE.
        LocalViewer = 142,
        /// `D3DRS_NORMALIZENORMALS`: Normalise normals; default FALSE.
        NormalizeNormals = 143,
        /// `D3DRS_DIFFUSEMATERIALSOURCE`: A [`MaterialColorSource`](crate::MaterialColorSource); default `D3DMCS_COLOR1`.
        DiffuseMaterialSource = 145,
        /// `D3DRS_SPECULARMATERIALSOURCE`: A [`MaterialColorSource`](crate::MaterialColorSource); default `D3DMCS_COLOR2`.
        SpecularMaterialSource = 146,
        /// `D3DRS_AMBIENTMATERIALSOURCE`: A [`MaterialColorSource`](crate::MaterialColorSource); default `D3DMCS_MATERIAL`.
        AmbientMaterialSource = 147,
        /// `D3DRS_EMISSIVEMATERIALSOURCE`: A [`MaterialColorSource`](crate::MaterialColorSource); default `D3DMCS_MATERIAL`.
        EmissiveMaterialSource = 148,
        /// `D3DRS_VERTEXBLEND`: A [`VertexBlendFlags`](crate::VertexBlendFlags); default `D3DVBF_DISABLE`.
        VertexBlend = 151,
        /// `D3DRS_CLIPPLANEENABLE`: Bit n enables user clip plane n; default 0.
        ClipPlaneEnable = 152,
        /// `D3DRS_POINTSIZE`: Point size (float bits); default 1.0, see the type's notes.
        PointSize = 154,
        /// `D3DRS_POINTSIZE_MIN`: Minimum point size (float bits); default 1.0.
        PointSizeMin = 155,
        /// `D3DRS_POINTSPRITEENABLE`: Point sprite texture coordinates; default FALSE.
        PointSpriteEnable = 156,
        /// `D3DRS_POINTSCALEENABLE`: Distance-scaled point size; default FALSE.
        PointScaleEnable = 157,
        /// `D3DRS_POINTSCALE_A`: Point scale constant term (float bits); default 1.0.
        PointScaleA = 158,
        /// `D3DRS_POINTSCALE_B`: Point scale linear term (float bits); default 0.0.
        PointScaleB = 159,
        /// `D3DRS_POINTSCALE_C`: Point scale quadratic term (float bits); default 0.0.
        PointScaleC = 160,
        /// `D3DRS_MULTISAMPLEANTIALIAS`: Multisample antialiasing; default TRUE.
        MultisampleAntialias = 161,
        /// `D3DRS_MULTISAMPLEMASK`: Sample write mask; default 0xFFFFFFFF.
        MultisampleMask = 162,
        /// `D3DRS_PATCHEDGESTYLE`: A [`PatchEdgeStyle`](crate::PatchEdgeStyle); default `D3DPATCHEDGE_DISCRETE`.
        PatchEdgeStyle = 163,
        /// `D3DRS_DEBUGMONITORTOKEN`: A [`DebugMonitorTokens`](crate::DebugMonitorTokens); default `D3DDMT_ENABLE`.
        DebugMonitorToken = 165,
        /// `D3DRS_POINTSIZE_MAX`: Maximum point size (float bits); default 64.0.
        PointSizeMax = 166,
        /// `D3DRS_INDEXEDVERTEXBLENDENABLE`: Indexed vertex blending; default FALSE.
        IndexedVertexBlendEnable = 167,
        /// `D3DRS_COLORWRITEENABLE`: [`ColorWriteEnable`](crate::ColorWriteEnable) of target 0; default 0xF.
        ColorWriteEnable = 168,
        /// `D3DRS_TWEENFACTOR`: Tween factor (float bits); default 0.0.
        TweenFactor = 170,
        /// `D3DRS_BLENDOP`: A [`BlendOp`](crate::BlendOp); default `D3DBLENDOP_ADD`.
        BlendOp = 171,
        /// `D3DRS_POSITIONDEGREE`: N-patch position [`DegreeType`](crate::DegreeType); default `D3DDEGREE_CUBIC`.
        PositionDegree = 172,
        /// `D3DRS_NORMALDEGREE`: N-patch normal [`DegreeType`](crate::DegreeType); default `D3DDEGREE_LINEAR`.
        NormalDegree = 173,
        /// `D3DRS_SCISSORTESTENABLE`: Scissor test; default FALSE.
        ScissorTestEnable = 174,
        /// `D3DRS_SLOPESCALEDEPTHBIAS`: Slope-scaled depth bias (float bits); default 0.
        SlopeScaleDepthBias = 175,
        /// `D3DRS_ANTIALIASEDLINEENABLE`: Line antialiasing; default FALSE.
        AntialiasedLineEnable = 176,
        /// `D3DRS_MINTESSELLATIONLEVEL`: Minimum tessellation level (float bits); default 1.0.
        MinTessellationLevel = 178,
        /// `D3DRS_MAXTESSELLATIONLEVEL`: Maximum tessellation level (float bits); default 1.0.
        MaxTessellationLevel = 179,
        /// `D3DRS_ADAPTIVETESS_X`: Adaptive tessellation x (float bits); default 0.0.
        AdaptiveTessX = 180,
        /// `D3DRS_ADAPTIVETESS_Y`: Adaptive tessellation y (float bits); default 0.0.
        AdaptiveTessY = 181,
        /// `D3DRS_ADAPTIVETESS_Z`: Adaptive tessellation z (float bits); default 1.0.
        AdaptiveTessZ = 182,
        /// `D3DRS_ADAPTIVETESS_W`: Adaptive tessellation w (float bits); default 0.0.
        AdaptiveTessW = 183,
        /// `D3DRS_ENABLEADAPTIVETESSELLATION`: Adaptive tessellation; default FALSE.
        EnableAdaptiveTessellation = 184,
        /// `D3DRS_TWOSIDEDSTENCILMODE`: Two-sided stencil; default FALSE.
        TwoSidedStencilMode = 185,
        /// `D3DRS_CCW_STENCILFAIL`: Counter-clockwise [`StencilOp`](crate::StencilOp); default KEEP.
        CcwStencilFail = 186,
        /// `D3DRS_CCW_STENCILZFAIL`: Counter-clockwise [`StencilOp`](crate::StencilOp); default KEEP.
        CcwStencilZFail = 187,
        /// `D3DRS_CCW_STENCILPASS`: Counter-clockwise [`StencilOp`](crate::StencilOp); default KEEP.
        CcwStencilPass = 188,
        /// `D3DRS_CCW_STENCILFUNC`: Counter-clockwise [`CmpFunc`](crate::CmpFunc); default ALWAYS.
        CcwStencilFunc = 189,
        /// `D3DRS_COLORWRITEENABLE1`: [`ColorWriteEnable`](crate::ColorWriteEnable) of target 1; default 0xF.
        ColorWriteEnable1 = 190,
        /// `D3DRS_COLORWRITEENABLE2`: [`ColorWriteEnable`](crate::ColorWriteEnable) of target 2; default 0xF.
        ColorWriteEnable2 = 191,
        /// `D3DRS_COLORWRITEENABLE3`: [`ColorWriteEnable`](crate::ColorWriteEnable) of target 3; default 0xF.
        ColorWriteEnable3 = 192,
        /// `D3DRS_BLENDFACTOR`: `D3DBLEND_BLENDFACTOR` colour; default 0xFFFFFFFF.
        BlendFactor = 193,
        /// `D3DRS_SRGBWRITEENABLE`: sRGB render-target writes; default 0.
        SrgbWriteEnable = 194,
        /// `D3DRS_DEPTHBIAS`: Constant depth bias (float bits); default 0.
        DepthBias = 195,
        /// `D3DRS_WRAP8`: Wrapping of coordinate set 8; default 0.
        Wrap8 = 198,
        /// `D3DRS_WRAP9`: Wrapping of coordinate set 9; default 0.
        Wrap9 = 199,
        /// `D3DRS_WRAP10`: Wrapping of coordinate set 10; default 0.
        Wrap10 = 200,
        /// `D3DRS_WRAP11`: Wrapping of coordinate set 11; default 0.
        Wrap11 = 201,
        /// `D3DRS_WRAP12`: Wrapping of coordinate set 12; default 0.
        Wrap12 = 202,
        /// `D3DRS_WRAP13`: Wrapping of coordinate set 13; default 0.
        Wrap13 = 203,
        /// `D3DRS_WRAP14`: Wrapping of coordinate set 14; default 0.
        Wrap14 = 204,
        /// `D3DRS_WRAP15`: Wrapping of coordinate set 15; default 0.
        Wrap15 = 205,
        /// `D3DRS_SEPARATEALPHABLENDENABLE`: Separate alpha blending; default FALSE.
        SeparateAlphaBlendEnable = 206,
        /// `D3DRS_SRCBLENDALPHA`: Alpha [`Blend`](crate::Blend); default `D3DBLEND_ONE`.
        SrcBlendAlpha = 207,
        /// `D3DRS_DESTBLENDALPHA`: Alpha [`Blend`](crate::Blend); default `D3DBLEND_ZERO`.
        DestBlendAlpha = 208,
        /// `D3DRS_BLENDOPALPHA`: Alpha [`BlendOp`](crate::BlendOp); default `D3DBLENDOP_ADD`.
        BlendOpAlpha = 209,
    }
}

const F0: u32 = 0.0f32.to_bits();
const F1: u32 = 1.0f32.to_bits();
/// `D3DCAPS9::MaxPointSize` of every ninebridge device (points are drawn
/// as quads of any size; 256 is what D3D9 hardware commonly reports).
pub const MAX_POINT_SIZE: f32 = 256.0;
/// `D3DRS_POINTSIZE_MAX`'s initial value: the device's `MaxPointSize`, as
/// the D3D9 runtime sets it (Wine's `stateblock.c` records it on Windows;
/// the reference page's 64.0 is the value of devices whose cap is 64).
const POINT_SIZE_MAX_DEFAULT: u32 = MAX_POINT_SIZE.to_bits();

impl RenderState {
    /// D3D9's documented initial value (for `ZENABLE`: no automatic
    /// depth-stencil surface; see the type's notes).
    pub const fn default_value(self) -> u32 {
        match self {
            Self::ZEnable => ZBufferType::False as u32,
            Self::FillMode | Self::CullMode | Self::PositionDegree => 3,
            Self::ShadeMode
            | Self::SrcBlend
            | Self::SpecularMaterialSource
            | Self::SrcBlendAlpha => 2,
            Self::ZWriteEnable
            | Self::LastPixel
            | Self::DestBlend
            | Self::StencilFail
            | Self::StencilZFail
            | Self::StencilPass
            | Self::Clipping
            | Self::Lighting
            | Self::ColorVertex
            | Self::LocalViewer
            | Self::DiffuseMaterialSource
            | Self::MultisampleAntialias
            | Self::BlendOp
            | Self::NormalDegree
            | Self::CcwStencilFail
            | Self::CcwStencilZFail
            | Self::CcwStencilPass
            | Self::DestBlendAlpha
            | Self::BlendOpAlpha => 1,
            Self::AlphaTestEnable
            | Self::AlphaRef
            | Self::DitherEnable
            | Self::AlphaBlendEnable
            | Self::FogEnable
            | Self::SpecularEnable
            | Self::FogColor
            | Self::FogTableMode
            | Self::RangeFogEnable
            | Self::StencilEnable
            | Self::StencilRef
            | Self::Wrap0
            | Self::Wrap1
            | Self::Wrap2
            | Self::Wrap3
            | Self::Wrap4
            | Self::Wrap5
            | Self::Wrap6
            | Self::Wrap7
            | Self::Ambient
            | Self::FogVertexMode
            | Self::NormalizeNormals
            | Self::AmbientMaterialSource
            | Self::EmissiveMaterialSource
            | Self::VertexBlend
            | Self::ClipPlaneEnable
            | Self::PointSpriteEnable
            | Self::PointScaleEnable
            | Self::PatchEdgeStyle
            | Self::DebugMonitorToken
            | Self::IndexedVertexBlendEnable
            | Self::ScissorTestEnable
            | Self::AntialiasedLineEnable
            | Self::EnableAdaptiveTessellation
            | Self::TwoSidedStencilMode
            | Self::SrgbWriteEnable
            | Self::Wrap8
            | Self::Wrap9
            | Self::Wrap10
            | Self::Wrap11
            | Self::Wrap12
            | Self::Wrap13
            | Self::Wrap14
            | Self::Wrap15
            | Self::SeparateAlphaBlendEnable => 0,
            Self::ZFunc => 4,
            Self::AlphaFunc | Self::StencilFunc | Self::CcwStencilFunc => 8,
            Self::FogStart
            | Self::PointScaleB
            | Self::PointScaleC
            | Self::TweenFactor
            | Self::SlopeScaleDepthBias
            | Self::AdaptiveTessX
            | Self::AdaptiveTessY
            | Self::AdaptiveTessW
            | Self::DepthBias => F0,
            Self::FogEnd
            | Self::FogDensity
            | Self::PointSize
            | Self::PointSizeMin
            | Self::PointScaleA
            | Self::MinTessellationLevel
            | Self::MaxTessellationLevel
            | Self::AdaptiveTessZ => F1,
            Self::StencilMask
            | Self::StencilWriteMask
            | Self::TextureFactor
            | Self::MultisampleMask
            | Self::BlendFactor => u32::MAX,
            Self::PointSizeMax => POINT_SIZE_MAX_DEFAULT,
            Self::ColorWriteEnable
            | Self::ColorWriteEnable1
            | Self::ColorWriteEnable2
            | Self::ColorWriteEnable3 => 0xf,
        }
    }

    /// `D3DRS_ZENABLE`'s initial value: `D3DZB_TRUE` when the device was
    /// created with `EnableAutoDepthStencil`, `D3DZB_FALSE` otherwise.
    pub const fn zenable_default(auto_depth_stencil: bool) -> u32 {
        if auto_depth_stencil {
            ZBufferType::True as u32
        } else {
            ZBufferType::False as u32
        }
    }

    /// Whether the state's `DWORD` holds an `f32`'s bits.
    pub const fn is_float(self) -> bool {
        matches!(
            self,
            Self::FogStart
                | Self::FogEnd
                | Self::FogDensity
                | Self::PointSize
                | Self::PointSizeMin
                | Self::PointScaleA
                | Self::PointScaleB
                | Self::PointScaleC
                | Self::PointSizeMax
                | Self::TweenFactor
                | Self::SlopeScaleDepthBias
                | Self::MinTessellationLevel
                | Self::MaxTessellationLevel
                | Self::AdaptiveTessX
                | Self::AdaptiveTessY
                | Self::AdaptiveTessZ
                | Self::AdaptiveTessW
                | Self::DepthBias
        )
    }

    /// `D3DRS_WRAPn` for a coordinate set in 0..16, `None` above.
    pub const fn wrap(coordinate_set: u32) -> Option<Self> {
        match coordinate_set {
            0..=7 => Self::from_d3d(128 + coordinate_set),
            8..=15 => Self::from_d3d(198 + coordinate_set - 8),
            _ => None,
        }
    }
}
