//! Sampling and fixed-function texture-stage enumerations: address modes,
//! filters, texture operations, their arguments (`D3DTA`) and texture
//! coordinate transform flags.

use crate::macros::{d3d_enum, d3d_flags};

d3d_enum! {
    /// `D3DTEXTUREADDRESS`: how coordinates outside [0, 1] address a texture.
    TextureAddress {
        /// `D3DTADDRESS_WRAP`.
        Wrap = 1,
        /// `D3DTADDRESS_MIRROR`.
        Mirror = 2,
        /// `D3DTADDRESS_CLAMP`.
        Clamp = 3,
        /// `D3DTADDRESS_BORDER`: `D3DSAMP_BORDERCOLOR`.
        Border = 4,
        /// `D3DTADDRESS_MIRRORONCE`.
        MirrorOnce = 5,
    }
}

d3d_enum! {
    /// `D3DTEXTUREFILTERTYPE`: magnification, minification and mip filters.
    TextureFilterType {
        /// `D3DTEXF_NONE` (as a mip filter: no mipmapping).
        None = 0,
        /// `D3DTEXF_POINT`.
        Point = 1,
        /// `D3DTEXF_LINEAR`.
        Linear = 2,
        /// `D3DTEXF_ANISOTROPIC`.
        Anisotropic = 3,
        /// `D3DTEXF_FLATCUBIC`.
        FlatCubic = 4,
        /// `D3DTEXF_GAUSSIANCUBIC`.
        GaussianCubic = 5,
        /// `D3DTEXF_PYRAMIDALQUAD`.
        PyramidalQuad = 6,
        /// `D3DTEXF_GAUSSIANQUAD`.
        GaussianQuad = 7,
        /// `D3DTEXF_CONVOLUTIONMONO`: for monochrome textures (Direct3D 9Ex).
        ConvolutionMono = 8,
    }
}

d3d_enum! {
    /// `D3DTEXTUREOP`: a texture stage's colour or alpha operation.
    TextureOp {
        /// `D3DTOP_DISABLE`: this stage and all later ones are off.
        Disable = 1,
        /// `D3DTOP_SELECTARG1`.
        SelectArg1 = 2,
        /// `D3DTOP_SELECTARG2`.
        SelectArg2 = 3,
        /// `D3DTOP_MODULATE`: arg1 * arg2.
        Modulate = 4,
        /// `D3DTOP_MODULATE2X`.
        Modulate2x = 5,
        /// `D3DTOP_MODULATE4X`.
        Modulate4x = 6,
        /// `D3DTOP_ADD`.
        Add = 7,
        /// `D3DTOP_ADDSIGNED`: arg1 + arg2 - 0.5.
        AddSigned = 8,
        /// `D3DTOP_ADDSIGNED2X`.
        AddSigned2x = 9,
        /// `D3DTOP_SUBTRACT`: arg1 - arg2.
        Subtract = 10,
        /// `D3DTOP_ADDSMOOTH`.
        AddSmooth = 11,
        /// `D3DTOP_BLENDDIFFUSEALPHA`.
        BlendDiffuseAlpha = 12,
        /// `D3DTOP_BLENDTEXTUREALPHA`.
        BlendTextureAlpha = 13,
        /// `D3DTOP_BLENDFACTORALPHA`.
        BlendFactorAlpha = 14,
        /// `D3DTOP_BLENDTEXTUREALPHAPM`.
        BlendTextureAlphaPm = 15,
        /// `D3DTOP_BLENDCURRENTALPHA`.
        BlendCurrentAlpha = 16,
        /// `D3DTOP_PREMODULATE`.
        PreModulate = 17,
        /// `D3DTOP_MODULATEALPHA_ADDCOLOR`.
        ModulateAlphaAddColor = 18,
        /// `D3DTOP_MODULATECOLOR_ADDALPHA`.
        ModulateColorAddAlpha = 19,
        /// `D3DTOP_MODULATEINVALPHA_ADDCOLOR`.
        ModulateInvAlphaAddColor = 20,
        /// `D3DTOP_MODULATEINVCOLOR_ADDALPHA`.
        ModulateInvColorAddAlpha = 21,
        /// `D3DTOP_BUMPENVMAP`.
        BumpEnvMap = 22,
        /// `D3DTOP_BUMPENVMAPLUMINANCE`.
        BumpEnvMapLuminance = 23,
        /// `D3DTOP_DOTPRODUCT3`.
        DotProduct3 = 24,
        /// `D3DTOP_MULTIPLYADD`: arg0 + arg1 * arg2.
        MultiplyAdd = 25,
        /// `D3DTOP_LERP`.
        Lerp = 26,
    }
}

d3d_enum! {
    /// The register selected by a `D3DTA` value's low four bits (`D3DTA_SELECTMASK`).
    TextureArgSource {
        /// `D3DTA_DIFFUSE`.
        Diffuse = 0,
        /// `D3DTA_CURRENT`: the previous stage's result.
        Current = 1,
        /// `D3DTA_TEXTURE`.
        Texture = 2,
        /// `D3DTA_TFACTOR`: `D3DRS_TEXTUREFACTOR`.
        TFactor = 3,
        /// `D3DTA_SPECULAR`.
        Specular = 4,
        /// `D3DTA_TEMP`: the temporary register.
        Temp = 5,
        /// `D3DTA_CONSTANT`: `D3DTSS_CONSTANT`.
        Constant = 6,
    }
}

d3d_flags! {
    /// `D3DTA`: a texture-stage argument, a [`TextureArgSource`] in the low
    /// four bits plus the `COMPLEMENT` and `ALPHAREPLICATE` modifiers.
    TextureArg {
        /// `D3DTA_DIFFUSE`.
        DIFFUSE = 0,
        /// `D3DTA_CURRENT`.
        CURRENT = 1,
        /// `D3DTA_TEXTURE`.
        TEXTURE = 2,
        /// `D3DTA_TFACTOR`.
        TFACTOR = 3,
        /// `D3DTA_SPECULAR`.
        SPECULAR = 4,
        /// `D3DTA_TEMP`.
        TEMP = 5,
        /// `D3DTA_CONSTANT`.
        CONSTANT = 6,
        /// `D3DTA_SELECTMASK`: the bits holding the source.
        SELECTMASK = 0xf,
        /// `D3DTA_COMPLEMENT`: use 1 - value.
        COMPLEMENT = 0x10,
        /// `D3DTA_ALPHAREPLICATE`: replicate alpha to all channels.
        ALPHAREPLICATE = 0x20,
    }
}

impl TextureArg {
    /// The selected register, `None` for an undefined selector.
    pub const fn source(self) -> Option<TextureArgSource> {
        TextureArgSource::from_d3d(self.0 & Self::SELECTMASK.0)
    }

    /// Whether `D3DTA_COMPLEMENT` is set.
    pub const fn is_complement(self) -> bool {
        self.0 & Self::COMPLEMENT.0 != 0
    }

    /// Whether `D3DTA_ALPHAREPLICATE` is set.
    pub const fn is_alpha_replicate(self) -> bool {
        self.0 & Self::ALPHAREPLICATE.0 != 0
    }
}

d3d_flags! {
    /// `D3DTEXTURETRANSFORMFLAGS`: a coordinate count (0 = disabled, 1-4)
    /// that `PROJECTED` may be or-ed into, hence a bit set, not an enum.
    TextureTransformFlags {
        /// `D3DTTFF_DISABLE`.
        DISABLE = 0,
        /// `D3DTTFF_COUNT1`.
        COUNT1 = 1,
        /// `D3DTTFF_COUNT2`.
        COUNT2 = 2,
        /// `D3DTTFF_COUNT3`.
        COUNT3 = 3,
        /// `D3DTTFF_COUNT4`.
        COUNT4 = 4,
        /// `D3DTTFF_PROJECTED`: divide by the last coordinate.
        PROJECTED = 256,
    }
}

impl TextureTransformFlags {
    /// The number of coordinates the transform outputs (0 when disabled).
    pub const fn count(self) -> u32 {
        self.0 & 0xff
    }

    /// Whether `D3DTTFF_PROJECTED` is set.
    pub const fn is_projected(self) -> bool {
        self.0 & Self::PROJECTED.0 != 0
    }
}

d3d_flags! {
    /// `D3DTSS_TCI_*`: texture coordinate generation, or-ed into
    /// `D3DTSS_TEXCOORDINDEX` above the coordinate set index.
    TexCoordIndexFlags {
        /// `D3DTSS_TCI_PASSTHRU`: use the vertex's coordinate set.
        PASSTHRU = 0x0,
        /// `D3DTSS_TCI_CAMERASPACENORMAL`.
        CAMERASPACENORMAL = 0x1_0000,
        /// `D3DTSS_TCI_CAMERASPACEPOSITION`.
        CAMERASPACEPOSITION = 0x2_0000,
        /// `D3DTSS_TCI_CAMERASPACEREFLECTIONVECTOR`.
        CAMERASPACEREFLECTIONVECTOR = 0x3_0000,
        /// `D3DTSS_TCI_SPHEREMAP`.
        SPHEREMAP = 0x4_0000,
    }
}

impl TexCoordIndexFlags {
    /// The coordinate set index (low 16 bits).
    pub const fn index(self) -> u32 {
        self.0 & 0xffff
    }

    /// The generation mode (high 16 bits), `PASSTHRU` when none.
    pub const fn generation(self) -> Self {
        Self(self.0 & 0xffff_0000)
    }
}
