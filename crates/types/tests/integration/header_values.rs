//! Every enum against the values `d3d9types.h` documents: each table below
//! lists the header's constants (name, value); every variant must match one
//! entry by name and value, and every entry must have a variant.
//! FOURCC values are written as the header writes them, `'ABCD'`.

use ninebridge_types::*;

/// Parses `NAME value` lines; `'ABCD'` is `MAKEFOURCC('A','B','C','D')`.
fn table(text: &str) -> Vec<(String, u32)> {
    text.lines()
        .map(str::trim)
        .filter(|l| !l.is_empty())
        .map(|l| {
            let (name, value) = l.split_once(' ').unwrap();
            let value = value.trim();
            let value = if let Some(code) = value.strip_prefix('\'') {
                let b = code.trim_end_matches('\'').as_bytes();
                u32::from_le_bytes([b[0], b[1], b[2], b[3]])
            } else if let Some(hex) = value.strip_prefix("0x") {
                u32::from_str_radix(hex, 16).unwrap()
            } else {
                value.parse().unwrap()
            };
            (name.to_string(), value)
        })
        .collect()
}

/// Header name without its prefix, lower case, underscores dropped.
fn key(header: &str, prefix: &str) -> String {
    header
        .strip_prefix(prefix)
        .unwrap()
        .replace('_', "")
        .to_lowercase()
}

/// Checks `all` (variant, Debug name) against the header table; `aliases`
/// maps Rust names to header keys where the spelling differs.
fn check<T: Copy + std::fmt::Debug>(
    all: &[T],
    to_d3d: impl Fn(T) -> u32,
    from_d3d: impl Fn(u32) -> Option<T>,
    prefix: &str,
    text: &str,
    aliases: &[(&str, &str)],
) {
    let entries = table(text);
    assert_eq!(
        all.len(),
        entries.len(),
        "{prefix}: variant count against the header"
    );
    for &v in all {
        let rust = format!("{v:?}").to_lowercase();
        let wanted = aliases
            .iter()
            .find(|(r, _)| r.to_lowercase() == rust)
            .map(|(_, h)| h.to_lowercase())
            .unwrap_or(rust.clone());
        let (name, value) = entries
            .iter()
            .find(|(n, _)| key(n, prefix) == wanted)
            .unwrap_or_else(|| panic!("{prefix}: no header entry for {v:?}"));
        assert_eq!(to_d3d(v), *value, "{name}");
        assert_eq!(
            from_d3d(*value).map(&to_d3d),
            Some(*value),
            "{name} round trip"
        );
    }
}

macro_rules! check {
    ($t:ty, $prefix:literal, $text:expr) => {
        check!($t, $prefix, $text, &[])
    };
    ($t:ty, $prefix:literal, $text:expr, $aliases:expr) => {
        check(
            <$t>::ALL,
            <$t>::to_d3d,
            <$t>::from_d3d,
            $prefix,
            $text,
            $aliases,
        )
    };
}

#[test]
fn formats() {
    check!(
        Format,
        "D3DFMT_",
        "D3DFMT_UNKNOWN 0
         D3DFMT_R8G8B8 20
         D3DFMT_A8R8G8B8 21
         D3DFMT_X8R8G8B8 22
         D3DFMT_R5G6B5 23
         D3DFMT_X1R5G5B5 24
         D3DFMT_A1R5G5B5 25
         D3DFMT_A4R4G4B4 26
         D3DFMT_R3G3B2 27
         D3DFMT_A8 28
         D3DFMT_A8R3G3B2 29
         D3DFMT_X4R4G4B4 30
         D3DFMT_A2B10G10R10 31
         D3DFMT_A8B8G8R8 32
         D3DFMT_X8B8G8R8 33
         D3DFMT_G16R16 34
         D3DFMT_A2R10G10B10 35
         D3DFMT_A16B16G16R16 36
         D3DFMT_A8P8 40
         D3DFMT_P8 41
         D3DFMT_L8 50
         D3DFMT_A8L8 51
         D3DFMT_A4L4 52
         D3DFMT_V8U8 60
         D3DFMT_L6V5U5 61
         D3DFMT_X8L8V8U8 62
         D3DFMT_Q8W8V8U8 63
         D3DFMT_V16U16 64
         D3DFMT_A2W10V10U10 67
         D3DFMT_UYVY 'UYVY'
         D3DFMT_R8G8_B8G8 'RGBG'
         D3DFMT_YUY2 'YUY2'
         D3DFMT_G8R8_G8B8 'GRGB'
         D3DFMT_DXT1 'DXT1'
         D3DFMT_DXT2 'DXT2'
         D3DFMT_DXT3 'DXT3'
         D3DFMT_DXT4 'DXT4'
         D3DFMT_DXT5 'DXT5'
         D3DFMT_D16_LOCKABLE 70
         D3DFMT_D32 71
         D3DFMT_D15S1 73
         D3DFMT_D24S8 75
         D3DFMT_D24X8 77
         D3DFMT_D24X4S4 79
         D3DFMT_D16 80
         D3DFMT_D32F_LOCKABLE 82
         D3DFMT_D24FS8 83
         D3DFMT_D32_LOCKABLE 84
         D3DFMT_S8_LOCKABLE 85
         D3DFMT_L16 81
         D3DFMT_VERTEXDATA 100
         D3DFMT_INDEX16 101
         D3DFMT_INDEX32 102
         D3DFMT_Q16W16V16U16 110
         D3DFMT_MULTI2_ARGB8 'MET1'
         D3DFMT_R16F 111
         D3DFMT_G16R16F 112
         D3DFMT_A16B16G16R16F 113
         D3DFMT_R32F 114
         D3DFMT_G32R32F 115
         D3DFMT_A32B32G32R32F 116
         D3DFMT_CxV8U8 117
         D3DFMT_A1 118
         D3DFMT_A2B10G10R10_XR_BIAS 119
         D3DFMT_BINARYBUFFER 199
         D3DFMT_INTZ 'INTZ'
         D3DFMT_DF16 'DF16'
         D3DFMT_DF24 'DF24'
         D3DFMT_RAWZ 'RAWZ'
         D3DFMT_NULL 'NULL'
         D3DFMT_ATI1 'ATI1'
         D3DFMT_ATI2 'ATI2'
         D3DFMT_NV12 'NV12'
         D3DFMT_YV12 'YV12'"
    );
}

#[test]
fn render_states() {
    check!(
        RenderState,
        "D3DRS_",
        "D3DRS_ZENABLE 7
         D3DRS_FILLMODE 8
         D3DRS_SHADEMODE 9
         D3DRS_ZWRITEENABLE 14
         D3DRS_ALPHATESTENABLE 15
         D3DRS_LASTPIXEL 16
         D3DRS_SRCBLEND 19
         D3DRS_DESTBLEND 20
         D3DRS_CULLMODE 22
         D3DRS_ZFUNC 23
         D3DRS_ALPHAREF 24
         D3DRS_ALPHAFUNC 25
         D3DRS_DITHERENABLE 26
         D3DRS_ALPHABLENDENABLE 27
         D3DRS_FOGENABLE 28
         D3DRS_SPECULARENABLE 29
         D3DRS_FOGCOLOR 34
         D3DRS_FOGTABLEMODE 35
         D3DRS_FOGSTART 36
         D3DRS_FOGEND 37
         D3DRS_FOGDENSITY 38
         D3DRS_RANGEFOGENABLE 48
         D3DRS_STENCILENABLE 52
         D3DRS_STENCILFAIL 53
         D3DRS_STENCILZFAIL 54
         D3DRS_STENCILPASS 55
         D3DRS_STENCILFUNC 56
         D3DRS_STENCILREF 57
         D3DRS_STENCILMASK 58
         D3DRS_STENCILWRITEMASK 59
         D3DRS_TEXTUREFACTOR 60
         D3DRS_WRAP0 128
         D3DRS_WRAP1 129
         D3DRS_WRAP2 130
         D3DRS_WRAP3 131
         D3DRS_WRAP4 132
         D3DRS_WRAP5 133
         D3DRS_WRAP6 134
         D3DRS_WRAP7 135
         D3DRS_CLIPPING 136
         D3DRS_LIGHTING 137
         D3DRS_AMBIENT 139
         D3DRS_FOGVERTEXMODE 140
         D3DRS_COLORVERTEX 141
         D3DRS_LOCALVIEWER 142
         D3DRS_NORMALIZENORMALS 143
         D3DRS_DIFFUSEMATERIALSOURCE 145
         D3DRS_SPECULARMATERIALSOURCE 146
         D3DRS_AMBIENTMATERIALSOURCE 147
         D3DRS_EMISSIVEMATERIALSOURCE 148
         D3DRS_VERTEXBLEND 151
         D3DRS_CLIPPLANEENABLE 152
         D3DRS_POINTSIZE 154
         D3DRS_POINTSIZE_MIN 155
         D3DRS_POINTSPRITEENABLE 156
         D3DRS_POINTSCALEENABLE 157
         D3DRS_POINTSCALE_A 158
         D3DRS_POINTSCALE_B 159
         D3DRS_POINTSCALE_C 160
         D3DRS_MULTISAMPLEANTIALIAS 161
         D3DRS_MULTISAMPLEMASK 162
         D3DRS_PATCHEDGESTYLE 163
         D3DRS_DEBUGMONITORTOKEN 165
         D3DRS_POINTSIZE_MAX 166
         D3DRS_INDEXEDVERTEXBLENDENABLE 167
         D3DRS_COLORWRITEENABLE 168
         D3DRS_TWEENFACTOR 170
         D3DRS_BLENDOP 171
         D3DRS_POSITIONDEGREE 172
         D3DRS_NORMALDEGREE 173
         D3DRS_SCISSORTESTENABLE 174
         D3DRS_SLOPESCALEDEPTHBIAS 175
         D3DRS_ANTIALIASEDLINEENABLE 176
         D3DRS_MINTESSELLATIONLEVEL 178
         D3DRS_MAXTESSELLATIONLEVEL 179
         D3DRS_ADAPTIVETESS_X 180
         D3DRS_ADAPTIVETESS_Y 181
         D3DRS_ADAPTIVETESS_Z 182
         D3DRS_ADAPTIVETESS_W 183
         D3DRS_ENABLEADAPTIVETESSELLATION 184
         D3DRS_TWOSIDEDSTENCILMODE 185
         D3DRS_CCW_STENCILFAIL 186
         D3DRS_CCW_STENCILZFAIL 187
         D3DRS_CCW_STENCILPASS 188
         D3DRS_CCW_STENCILFUNC 189
         D3DRS_COLORWRITEENABLE1 190
         D3DRS_COLORWRITEENABLE2 191
         D3DRS_COLORWRITEENABLE3 192
         D3DRS_BLENDFACTOR 193
         D3DRS_SRGBWRITEENABLE 194
         D3DRS_DEPTHBIAS 195
         D3DRS_WRAP8 198
         D3DRS_WRAP9 199
         D3DRS_WRAP10 200
         D3DRS_WRAP11 201
         D3DRS_WRAP12 202
         D3DRS_WRAP13 203
         D3DRS_WRAP14 204
         D3DRS_WRAP15 205
         D3DRS_SEPARATEALPHABLENDENABLE 206
         D3DRS_SRCBLENDALPHA 207
         D3DRS_DESTBLENDALPHA 208
         D3DRS_BLENDOPALPHA 209"
    );
}

#[test]
fn sampler_and_texture_stage_states() {
    check!(
        SamplerState,
        "D3DSAMP_",
        "D3DSAMP_ADDRESSU 1
         D3DSAMP_ADDRESSV 2
         D3DSAMP_ADDRESSW 3
         D3DSAMP_BORDERCOLOR 4
         D3DSAMP_MAGFILTER 5
         D3DSAMP_MINFILTER 6
         D3DSAMP_MIPFILTER 7
         D3DSAMP_MIPMAPLODBIAS 8
         D3DSAMP_MAXMIPLEVEL 9
         D3DSAMP_MAXANISOTROPY 10
         D3DSAMP_SRGBTEXTURE 11
         D3DSAMP_ELEMENTINDEX 12
         D3DSAMP_DMAPOFFSET 13"
    );
    check!(
        TextureStageState,
        "D3DTSS_",
        "D3DTSS_COLOROP 1
         D3DTSS_COLORARG1 2
         D3DTSS_COLORARG2 3
         D3DTSS_ALPHAOP 4
         D3DTSS_ALPHAARG1 5
         D3DTSS_ALPHAARG2 6
         D3DTSS_BUMPENVMAT00 7
         D3DTSS_BUMPENVMAT01 8
         D3DTSS_BUMPENVMAT10 9
         D3DTSS_BUMPENVMAT11 10
         D3DTSS_TEXCOORDINDEX 11
         D3DTSS_BUMPENVLSCALE 22
         D3DTSS_BUMPENVLOFFSET 23
         D3DTSS_TEXTURETRANSFORMFLAGS 24
         D3DTSS_COLORARG0 26
         D3DTSS_ALPHAARG0 27
         D3DTSS_RESULTARG 28
         D3DTSS_CONSTANT 32"
    );
}

#[test]
fn texture_enums() {
    check!(
        TextureOp,
        "D3DTOP_",
        "D3DTOP_DISABLE 1
         D3DTOP_SELECTARG1 2
         D3DTOP_SELECTARG2 3
         D3DTOP_MODULATE 4
         D3DTOP_MODULATE2X 5
         D3DTOP_MODULATE4X 6
         D3DTOP_ADD 7
         D3DTOP_ADDSIGNED 8
         D3DTOP_ADDSIGNED2X 9
         D3DTOP_SUBTRACT 10
         D3DTOP_ADDSMOOTH 11
         D3DTOP_BLENDDIFFUSEALPHA 12
         D3DTOP_BLENDTEXTUREALPHA 13
         D3DTOP_BLENDFACTORALPHA 14
         D3DTOP_BLENDTEXTUREALPHAPM 15
         D3DTOP_BLENDCURRENTALPHA 16
         D3DTOP_PREMODULATE 17
         D3DTOP_MODULATEALPHA_ADDCOLOR 18
         D3DTOP_MODULATECOLOR_ADDALPHA 19
         D3DTOP_MODULATEINVALPHA_ADDCOLOR 20
         D3DTOP_MODULATEINVCOLOR_ADDALPHA 21
         D3DTOP_BUMPENVMAP 22
         D3DTOP_BUMPENVMAPLUMINANCE 23
         D3DTOP_DOTPRODUCT3 24
         D3DTOP_MULTIPLYADD 25
         D3DTOP_LERP 26"
    );
    check!(
        TextureArgSource,
        "D3DTA_",
        "D3DTA_DIFFUSE 0
         D3DTA_CURRENT 1
         D3DTA_TEXTURE 2
         D3DTA_TFACTOR 3
         D3DTA_SPECULAR 4
         D3DTA_TEMP 5
         D3DTA_CONSTANT 6"
    );
    check!(
        TextureAddress,
        "D3DTADDRESS_",
        "D3DTADDRESS_WRAP 1
         D3DTADDRESS_MIRROR 2
         D3DTADDRESS_CLAMP 3
         D3DTADDRESS_BORDER 4
         D3DTADDRESS_MIRRORONCE 5"
    );
    check!(
        TextureFilterType,
        "D3DTEXF_",
        "D3DTEXF_NONE 0
         D3DTEXF_POINT 1
         D3DTEXF_LINEAR 2
         D3DTEXF_ANISOTROPIC 3
         D3DTEXF_FLATCUBIC 4
         D3DTEXF_GAUSSIANCUBIC 5
         D3DTEXF_PYRAMIDALQUAD 6
         D3DTEXF_GAUSSIANQUAD 7
         D3DTEXF_CONVOLUTIONMONO 8"
    );
}

#[test]
fn pipeline_enums() {
    check!(
        CmpFunc,
        "D3DCMP_",
        "D3DCMP_NEVER 1
         D3DCMP_LESS 2
         D3DCMP_EQUAL 3
         D3DCMP_LESSEQUAL 4
         D3DCMP_GREATER 5
         D3DCMP_NOTEQUAL 6
         D3DCMP_GREATEREQUAL 7
         D3DCMP_ALWAYS 8"
    );
    check!(
        Blend,
        "D3DBLEND_",
        "D3DBLEND_ZERO 1
         D3DBLEND_ONE 2
         D3DBLEND_SRCCOLOR 3
         D3DBLEND_INVSRCCOLOR 4
         D3DBLEND_SRCALPHA 5
         D3DBLEND_INVSRCALPHA 6
         D3DBLEND_DESTALPHA 7
         D3DBLEND_INVDESTALPHA 8
         D3DBLEND_DESTCOLOR 9
         D3DBLEND_INVDESTCOLOR 10
         D3DBLEND_SRCALPHASAT 11
         D3DBLEND_BOTHSRCALPHA 12
         D3DBLEND_BOTHINVSRCALPHA 13
         D3DBLEND_BLENDFACTOR 14
         D3DBLEND_INVBLENDFACTOR 15
         D3DBLEND_SRCCOLOR2 16
         D3DBLEND_INVSRCCOLOR2 17"
    );
    check!(
        BlendOp,
        "D3DBLENDOP_",
        "D3DBLENDOP_ADD 1
         D3DBLENDOP_SUBTRACT 2
         D3DBLENDOP_REVSUBTRACT 3
         D3DBLENDOP_MIN 4
         D3DBLENDOP_MAX 5"
    );
    check!(
        StencilOp,
        "D3DSTENCILOP_",
        "D3DSTENCILOP_KEEP 1
         D3DSTENCILOP_ZERO 2
         D3DSTENCILOP_REPLACE 3
         D3DSTENCILOP_INCRSAT 4
         D3DSTENCILOP_DECRSAT 5
         D3DSTENCILOP_INVERT 6
         D3DSTENCILOP_INCR 7
         D3DSTENCILOP_DECR 8"
    );
    check!(
        Cull,
        "D3DCULL_",
        "D3DCULL_NONE 1\n D3DCULL_CW 2\n D3DCULL_CCW 3"
    );
    check!(
        FillMode,
        "D3DFILL_",
        "D3DFILL_POINT 1\n D3DFILL_WIREFRAME 2\n D3DFILL_SOLID 3"
    );
    check!(
        ShadeMode,
        "D3DSHADE_",
        "D3DSHADE_FLAT 1\n D3DSHADE_GOURAUD 2\n D3DSHADE_PHONG 3"
    );
    check!(
        FogMode,
        "D3DFOG_",
        "D3DFOG_NONE 0\n D3DFOG_EXP 1\n D3DFOG_EXP2 2\n D3DFOG_LINEAR 3"
    );
    check!(
        ZBufferType,
        "D3DZB_",
        "D3DZB_FALSE 0\n D3DZB_TRUE 1\n D3DZB_USEW 2"
    );
}

#[test]
fn vertex_enums() {
    check!(
        DeclUsage,
        "D3DDECLUSAGE_",
        "D3DDECLUSAGE_POSITION 0
         D3DDECLUSAGE_BLENDWEIGHT 1
         D3DDECLUSAGE_BLENDINDICES 2
         D3DDECLUSAGE_NORMAL 3
         D3DDECLUSAGE_PSIZE 4
         D3DDECLUSAGE_TEXCOORD 5
         D3DDECLUSAGE_TANGENT 6
         D3DDECLUSAGE_BINORMAL 7
         D3DDECLUSAGE_TESSFACTOR 8
         D3DDECLUSAGE_POSITIONT 9
         D3DDECLUSAGE_COLOR 10
         D3DDECLUSAGE_FOG 11
         D3DDECLUSAGE_DEPTH 12
         D3DDECLUSAGE_SAMPLE 13",
        &[("PointSize", "psize")]
    );
    check!(
        DeclType,
        "D3DDECLTYPE_",
        "D3DDECLTYPE_FLOAT1 0
         D3DDECLTYPE_FLOAT2 1
         D3DDECLTYPE_FLOAT3 2
         D3DDECLTYPE_FLOAT4 3
         D3DDECLTYPE_D3DCOLOR 4
         D3DDECLTYPE_UBYTE4 5
         D3DDECLTYPE_SHORT2 6
         D3DDECLTYPE_SHORT4 7
         D3DDECLTYPE_UBYTE4N 8
         D3DDECLTYPE_SHORT2N 9
         D3DDECLTYPE_SHORT4N 10
         D3DDECLTYPE_USHORT2N 11
         D3DDECLTYPE_USHORT4N 12
         D3DDECLTYPE_UDEC3 13
         D3DDECLTYPE_DEC3N 14
         D3DDECLTYPE_FLOAT16_2 15
         D3DDECLTYPE_FLOAT16_4 16
         D3DDECLTYPE_UNUSED 17",
        &[("Float16x2", "float162"), ("Float16x4", "float164")]
    );
    check!(
        DeclMethod,
        "D3DDECLMETHOD_",
        "D3DDECLMETHOD_DEFAULT 0
         D3DDECLMETHOD_PARTIALU 1
         D3DDECLMETHOD_PARTIALV 2
         D3DDECLMETHOD_CROSSUV 3
         D3DDECLMETHOD_UV 4
         D3DDECLMETHOD_LOOKUP 5
         D3DDECLMETHOD_LOOKUPPRESAMPLED 6"
    );
    check!(
        PrimitiveType,
        "D3DPT_",
        "D3DPT_POINTLIST 1
         D3DPT_LINELIST 2
         D3DPT_LINESTRIP 3
         D3DPT_TRIANGLELIST 4
         D3DPT_TRIANGLESTRIP 5
         D3DPT_TRIANGLEFAN 6"
    );
    check!(
        BasisType,
        "D3DBASIS_",
        "D3DBASIS_BEZIER 0\n D3DBASIS_BSPLINE 1\n D3DBASIS_INTERPOLATE 2"
    );
    check!(
        DegreeType,
        "D3DDEGREE_",
        "D3DDEGREE_LINEAR 1\n D3DDEGREE_QUADRATIC 2\n D3DDEGREE_CUBIC 3\n D3DDEGREE_QUINTIC 5"
    );
    check!(
        PatchEdgeStyle,
        "D3DPATCHEDGE_",
        "D3DPATCHEDGE_DISCRETE 0\n D3DPATCHEDGE_CONTINUOUS 1"
    );
}

#[test]
fn resource_enums() {
    check!(
        Pool,
        "D3DPOOL_",
        "D3DPOOL_DEFAULT 0\n D3DPOOL_MANAGED 1\n D3DPOOL_SYSTEMMEM 2\n D3DPOOL_SCRATCH 3"
    );
    check!(
        ResourceType,
        "D3DRTYPE_",
        "D3DRTYPE_SURFACE 1
         D3DRTYPE_VOLUME 2
         D3DRTYPE_TEXTURE 3
         D3DRTYPE_VOLUMETEXTURE 4
         D3DRTYPE_CUBETEXTURE 5
         D3DRTYPE_VERTEXBUFFER 6
         D3DRTYPE_INDEXBUFFER 7"
    );
    let samples: Vec<(String, String)> = (2..=16)
        .map(|n| (format!("Samples{n}"), format!("{n}samples")))
        .collect();
    let aliases: Vec<(&str, &str)> = samples
        .iter()
        .map(|(a, b)| (a.as_str(), b.as_str()))
        .collect();
    check!(
        MultiSampleType,
        "D3DMULTISAMPLE_",
        "D3DMULTISAMPLE_NONE 0
         D3DMULTISAMPLE_NONMASKABLE 1
         D3DMULTISAMPLE_2_SAMPLES 2
         D3DMULTISAMPLE_3_SAMPLES 3
         D3DMULTISAMPLE_4_SAMPLES 4
         D3DMULTISAMPLE_5_SAMPLES 5
         D3DMULTISAMPLE_6_SAMPLES 6
         D3DMULTISAMPLE_7_SAMPLES 7
         D3DMULTISAMPLE_8_SAMPLES 8
         D3DMULTISAMPLE_9_SAMPLES 9
         D3DMULTISAMPLE_10_SAMPLES 10
         D3DMULTISAMPLE_11_SAMPLES 11
         D3DMULTISAMPLE_12_SAMPLES 12
         D3DMULTISAMPLE_13_SAMPLES 13
         D3DMULTISAMPLE_14_SAMPLES 14
         D3DMULTISAMPLE_15_SAMPLES 15
         D3DMULTISAMPLE_16_SAMPLES 16",
        &aliases
    );
    check!(
        CubeFace,
        "D3DCUBEMAP_FACE_",
        "D3DCUBEMAP_FACE_POSITIVE_X 0
         D3DCUBEMAP_FACE_NEGATIVE_X 1
         D3DCUBEMAP_FACE_POSITIVE_Y 2
         D3DCUBEMAP_FACE_NEGATIVE_Y 3
         D3DCUBEMAP_FACE_POSITIVE_Z 4
         D3DCUBEMAP_FACE_NEGATIVE_Z 5"
    );
}

#[test]
fn device_and_lighting_enums() {
    check!(
        DevType,
        "D3DDEVTYPE_",
        "D3DDEVTYPE_HAL 1\n D3DDEVTYPE_REF 2\n D3DDEVTYPE_SW 3\n D3DDEVTYPE_NULLREF 4"
    );
    check!(
        BackBufferType,
        "D3DBACKBUFFER_TYPE_",
        "D3DBACKBUFFER_TYPE_MONO 0\n D3DBACKBUFFER_TYPE_LEFT 1\n D3DBACKBUFFER_TYPE_RIGHT 2"
    );
    check!(
        SwapEffect,
        "D3DSWAPEFFECT_",
        "D3DSWAPEFFECT_DISCARD 1
         D3DSWAPEFFECT_FLIP 2
         D3DSWAPEFFECT_COPY 3
         D3DSWAPEFFECT_OVERLAY 4
         D3DSWAPEFFECT_FLIPEX 5"
    );
    check!(
        QueryType,
        "D3DQUERYTYPE_",
        "D3DQUERYTYPE_VCACHE 4
         D3DQUERYTYPE_RESOURCEMANAGER 5
         D3DQUERYTYPE_VERTEXSTATS 6
         D3DQUERYTYPE_EVENT 8
         D3DQUERYTYPE_OCCLUSION 9
         D3DQUERYTYPE_TIMESTAMP 10
         D3DQUERYTYPE_TIMESTAMPDISJOINT 11
         D3DQUERYTYPE_TIMESTAMPFREQ 12
         D3DQUERYTYPE_PIPELINETIMINGS 13
         D3DQUERYTYPE_INTERFACETIMINGS 14
         D3DQUERYTYPE_VERTEXTIMINGS 15
         D3DQUERYTYPE_PIXELTIMINGS 16
         D3DQUERYTYPE_BANDWIDTHTIMINGS 17
         D3DQUERYTYPE_CACHEUTILIZATION 18
         D3DQUERYTYPE_MEMORYPRESSURE 19"
    );
    check!(
        StateBlockType,
        "D3DSBT_",
        "D3DSBT_ALL 1\n D3DSBT_PIXELSTATE 2\n D3DSBT_VERTEXSTATE 3"
    );
    check!(
        DebugMonitorTokens,
        "D3DDMT_",
        "D3DDMT_ENABLE 0\n D3DDMT_DISABLE 1"
    );
    check!(
        LightType,
        "D3DLIGHT_",
        "D3DLIGHT_POINT 1\n D3DLIGHT_SPOT 2\n D3DLIGHT_DIRECTIONAL 3"
    );
    check!(
        MaterialColorSource,
        "D3DMCS_",
        "D3DMCS_MATERIAL 0\n D3DMCS_COLOR1 1\n D3DMCS_COLOR2 2"
    );
    check!(
        VertexBlendFlags,
        "D3DVBF_",
        "D3DVBF_DISABLE 0
         D3DVBF_1WEIGHTS 1
         D3DVBF_2WEIGHTS 2
         D3DVBF_3WEIGHTS 3
         D3DVBF_TWEENING 255
         D3DVBF_0WEIGHTS 256",
        &[
            ("Weights0", "0weights"),
            ("Weights1", "1weights"),
            ("Weights2", "2weights"),
            ("Weights3", "3weights"),
        ]
    );
}

/// Values next to, between and far from the documented ones map to `None`.
#[test]
fn unknown_values_are_none() {
    assert_eq!(CmpFunc::from_d3d(0), None);
    assert_eq!(CmpFunc::from_d3d(9), None);
    assert_eq!(Format::from_d3d(1), None);
    assert_eq!(Format::from_d3d(72), None);
    assert_eq!(Format::from_d3d(u32::from_le_bytes(*b"DXT6")), None);
    // D3D8-only render states (LINEPATTERN, ZBIAS, SOFTWAREVERTEXPROCESSING).
    assert_eq!(RenderState::from_d3d(10), None);
    assert_eq!(RenderState::from_d3d(47), None);
    assert_eq!(RenderState::from_d3d(153), None);
    assert_eq!(RenderState::from_d3d(210), None);
    assert_eq!(SamplerState::from_d3d(0), None);
    assert_eq!(SamplerState::from_d3d(14), None);
    assert_eq!(TextureStageState::from_d3d(12), None);
    assert_eq!(DeclType::from_d3d(18), None);
    assert_eq!(DeclUsage::from_d3d(14), None);
    assert_eq!(PrimitiveType::from_d3d(0), None);
    assert_eq!(PrimitiveType::from_d3d(7), None);
    assert_eq!(QueryType::from_d3d(7), None);
    assert_eq!(Pool::from_d3d(4), None);
    assert_eq!(MultiSampleType::from_d3d(17), None);
    assert_eq!(VertexBlendFlags::from_d3d(4), None);
    for v in [u32::MAX, 0x7fff_ffff, 0xffff_fffe] {
        assert_eq!(Format::from_d3d(v), None);
        assert_eq!(RenderState::from_d3d(v), None);
        assert_eq!(Blend::from_d3d(v), None);
    }
}

/// Every value in a wide range either is unknown or round-trips exactly.
#[test]
fn from_d3d_is_exact_over_a_range() {
    for v in 0..2048u32 {
        if let Some(f) = Format::from_d3d(v) {
            assert_eq!(f.to_d3d(), v);
        }
        if let Some(s) = RenderState::from_d3d(v) {
            assert_eq!(s.to_d3d(), v);
        }
        if let Some(s) = TextureStageState::from_d3d(v) {
            assert_eq!(s.to_d3d(), v);
        }
    }
}
