//! The binding interface between translated shaders and the renderer.
//!
//! Everything a renderer needs to bind resources for a translated module is
//! fixed here and described by [`ShaderInterface`]; `docs/binding-interface.md`
//! explains it in prose. In short:
//!
//! * `@group(0)` holds vertex-stage resources, `@group(1)` pixel-stage ones.
//! * binding 0: the stage's D3D constants ([`constants_layout`]: `c` float4
//!   x 256 for vertex, 224 for pixel shaders, then `i` int4 x 16, then `b`
//!   uint4 x 16 with one bool in each `.x`), std140.
//! * binding 1: the renderer's uniforms ([`VERTEX_RENDERER_FIELDS`],
//!   [`PIXEL_RENDERER_FIELDS`]).
//! * sampler stage `k`: texture at `2 + 2k`, sampler at `3 + 2k`.
//! * varyings use one location per D3D (usage, usage index), see
//!   [`varying_location`], so a vertex and a pixel shader translated
//!   separately always link; pixel colour outputs `oC0..oC3` are locations
//!   0..3 and `oDepth` is the depth builtin.
//! * a pixel shader reads the semantics whose location is 16 or more at
//!   free locations below 16 instead ([`pixel_input_locations`]), so no
//!   pipeline needs more inter-stage variables than wgpu's default; linking
//!   (`link`) moves the vertex outputs of those semantics there.

use naga::ShaderStage;

/// Binding of the D3D constant block (`c`, `i`, `b` registers) in each group.
pub const CONSTANTS_BINDING: u32 = 0;
/// Binding of the renderer uniform block in each group.
pub const RENDERER_BINDING: u32 = 1;
/// Float constant registers of a vertex shader (`c0..c255`).
pub const VERTEX_FLOAT_CONSTANTS: u32 = 256;
/// Float constant registers of a pixel shader (`c0..c223`).
pub const PIXEL_FLOAT_CONSTANTS: u32 = 224;
/// Integer constant registers (`i0..i15`), both stages.
pub const INT_CONSTANTS: u32 = 16;
/// Boolean constant registers (`b0..b15`), both stages.
pub const BOOL_CONSTANTS: u32 = 16;
/// Pixel sampler stages.
pub const PIXEL_SAMPLERS: u32 = 16;
/// Vertex texture sampler stages (`D3DVERTEXTEXTURESAMPLER0..3`).
pub const VERTEX_SAMPLERS: u32 = 4;
/// Bump-environment matrices in the first part of the pixel renderer block
/// (`bumpenv_mat`, `bumpenv_lum`: stages 0..3), the part translated shaders
/// declare.
pub const BUMPENV_STAGES: u32 = 4;
/// Fixed-function texture stages (`D3DTSS_*` of stages 0..7).
pub const FF_STAGES: u32 = 8;

/// The bind group of a stage's resources: 0 for vertex, 1 for fragment.
pub fn bind_group(stage: ShaderStage) -> u32 {
    match stage {
        ShaderStage::Fragment => 1,
        _ => 0,
    }
}

/// Binding of the texture of sampler stage `k`.
pub fn texture_binding(stage_index: u32) -> u32 {
    2 + 2 * stage_index
}

/// Binding of the sampler of sampler stage `k`.
pub fn sampler_binding(stage_index: u32) -> u32 {
    3 + 2 * stage_index
}

/// Number of float constant registers of a stage.
pub fn float_constants(stage: ShaderStage) -> u32 {
    match stage {
        ShaderStage::Fragment => PIXEL_FLOAT_CONSTANTS,
        _ => VERTEX_FLOAT_CONSTANTS,
    }
}

pub use ninebridge_types::DeclUsage;

/// The location of the varying with D3D meaning (`usage`, `index`), the same
/// in every vertex and pixel shader:
///
/// | varying | location |
/// | --- | --- |
/// | texcoord 0..7 (`oT0..oT7`, `t0..t7`) | 0..7 |
/// | color 0..1 (`oD0`, `oD1`, `v0`, `v1`) | 8, 9 |
/// | fog 0 (`oFog`, a scalar; a `vec4` in SM3) | 10 |
/// | normal 0, tangent 0, binormal 0, psize 0, blendweight 0 | 11..15 |
/// | anything else | 16 + 16 * usage + index |
///
/// Vertex shaders write every varying there. Locations from 16 up exceed
/// wgpu's default inter-stage limit (and every adapter's limit for most of
/// them), so pixel shaders read those semantics at the locations
/// [`pixel_input_locations`] gives, and linking moves the vertex outputs
/// there or drops them when the pixel shader does not read them.
pub fn varying_location(usage: DeclUsage, index: u32) -> u32 {
    match (usage, index) {
        (DeclUsage::TexCoord, 0..=7) => index,
        (DeclUsage::Color, 0..=1) => 8 + index,
        (DeclUsage::Fog, 0) => 10,
        (DeclUsage::Normal, 0) => 11,
        (DeclUsage::Tangent, 0) => 12,
        (DeclUsage::Binormal, 0) => 13,
        (DeclUsage::PointSize, 0) => 14,
        (DeclUsage::BlendWeight, 0) => 15,
        _ => 16 + 16 * usage.to_d3d() + index.min(15),
    }
}

/// The locations a pixel shader reads all its inputs at: every varying
/// has one below this (a ps_3_0 shader has at most 10 input registers).
pub const PIXEL_INPUT_LOCATIONS: u32 = 16;

/// The location of each of a pixel shader's input semantics (`usage`,
/// `index`), in the order given. Semantics whose [`varying_location`] is
/// below [`PIXEL_INPUT_LOCATIONS`] keep it; the others, in the order of
/// their `varying_location`, take the lowest locations none of the shader's
/// other inputs use. A semantic given twice gets the same location both
/// times. D3D9 matches a vertex output to a pixel input by (usage, index)
/// whatever the registers, so the location of a semantic only has to agree
/// between the two stages of one pipeline: linking moves the vertex output
/// of each moved semantic to the location chosen here.
///
/// A shader that packs more than 16 semantics into its ten registers
/// (`dcl_texcoord0 v0.xy`, `dcl_blendindices v0.zw`, ...) can run out of
/// free locations below 16; its last moved semantics then take the lowest
/// free locations above.
///
/// ```
/// use ninebridge_translate::interface::{DeclUsage, pixel_input_locations};
///
/// // TEXCOORD0, COLOR0, BLENDINDICES0 (48), DEPTH0 (208), TEXCOORD8 (104).
/// let semantics = [
///     (DeclUsage::TexCoord, 0),
///     (DeclUsage::Color, 0),
///     (DeclUsage::BlendIndices, 0),
///     (DeclUsage::Depth, 0),
///     (DeclUsage::TexCoord, 8),
/// ];
/// assert_eq!(pixel_input_locations(&semantics), vec![0, 8, 1, 3, 2]);
/// ```
pub fn pixel_input_locations(semantics: &[(DeclUsage, u32)]) -> Vec<u32> {
    let mut out: Vec<u32> = semantics
        .iter()
        .map(|&(usage, index)| varying_location(usage, index))
        .collect();
    let mut taken: Vec<u32> = out
        .iter()
        .copied()
        .filter(|&l| l < PIXEL_INPUT_LOCATIONS)
        .collect();
    let mut high: Vec<(u32, usize)> = out
        .iter()
        .enumerate()
        .filter(|&(_, &l)| l >= PIXEL_INPUT_LOCATIONS)
        .map(|(k, &l)| (l, k))
        .collect();
    high.sort_unstable();
    let mut previous: Option<(u32, u32)> = None;
    let mut next = 0;
    for (semantic, k) in high {
        if let Some((s, location)) = previous
            && s == semantic
        {
            out[k] = location;
            continue;
        }
        while taken.contains(&next) {
            next += 1;
        }
        taken.push(next);
        out[k] = next;
        previous = Some((semantic, next));
    }
    out
}

/// The dimension of the texture bound to a sampler stage.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum TextureDim {
    /// `texture_2d<f32>`.
    D2,
    /// `texture_cube<f32>`.
    Cube,
    /// `texture_3d<f32>` (a D3D volume texture).
    D3,
}

/// One texture + sampler pair the module uses.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TextureBinding {
    /// The D3D sampler stage (`s#`; vertex textures 0..3).
    pub stage: u32,
    /// Binding of the texture (`2 + 2 * stage`).
    pub texture_binding: u32,
    /// Binding of the sampler (`3 + 2 * stage`).
    pub sampler_binding: u32,
    /// What the texture must be.
    pub dim: TextureDim,
}

/// A vertex attribute the vertex shader reads.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct VertexInput {
    /// D3D usage from the `dcl` (vs_1_1 without `dcl`: by register).
    pub usage: DeclUsage,
    /// Usage index.
    pub usage_index: u32,
    /// The input register `v#`, which is also the `@location`.
    pub location: u32,
}

/// A value passed from the vertex to the pixel stage.
#[derive(Clone, Debug, PartialEq)]
pub struct Varying {
    /// D3D usage.
    pub usage: DeclUsage,
    /// Usage index.
    pub usage_index: u32,
    /// Vertex outputs: `varying_location(usage, usage_index)`; pixel
    /// inputs: the location [`pixel_input_locations`] gives the semantic
    /// (the same below 16).
    pub location: u32,
    /// Components: 1 for the SM1/2 fog factor (an `f32`), otherwise 4
    /// (`vec4<f32>`).
    pub components: u32,
    /// Pixel shader inputs: what D3D9 reads when no vertex shader output
    /// feeds this input ([`unwritten_input`]); vertex outputs: 0.
    pub unwritten: [f32; 4],
}

/// What a pixel shader of major version `ps_major` reads from an input no
/// vertex shader output feeds. Below ps_3_0 the diffuse colour (`v0`,
/// colour 0) reads opaque white, the default of the diffuse vertex colour
/// (Windows drivers agree on it); every other input (texture coordinates,
/// specular, fog and all ps_3_0 inputs) reads 0.
pub fn unwritten_input(ps_major: u8, usage: DeclUsage, usage_index: u32) -> [f32; 4] {
    if ps_major < 3 && usage == DeclUsage::Color && usage_index == 0 {
        [1.0; 4]
    } else {
        [0.0; 4]
    }
}

/// The value a vertex shader output register holds before the shader writes
/// it: below vs_3_0 the diffuse output `oD0` starts as opaque white (so a
/// partly written one keeps 1 in the components it does not write); every
/// other output starts at 0.
pub fn output_register_default(vs_major: u8, usage: DeclUsage, usage_index: u32) -> [f32; 4] {
    unwritten_input(vs_major, usage, usage_index)
}

/// A member of a uniform block: name, byte offset and size (std140).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct UniformField {
    /// Member name in the generated code.
    pub name: &'static str,
    /// Byte offset in the block.
    pub offset: u32,
    /// Byte size (arrays: the whole array).
    pub size: u32,
}

/// The byte layout of a uniform block.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UniformLayout {
    /// Binding in the stage's group.
    pub binding: u32,
    /// Total size in bytes (a multiple of 16).
    pub size: u32,
    /// The members in order.
    pub fields: Vec<UniformField>,
}

impl UniformLayout {
    /// The field called `name`.
    pub fn field(&self, name: &str) -> Option<&UniformField> {
        self.fields.iter().find(|f| f.name == name)
    }
}

/// The register counts of a stage's constants block.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ConstantCounts {
    /// `c#` registers (float4).
    pub float: u32,
    /// `i#` registers (int4).
    pub int: u32,
    /// `b#` registers (one bool in each uint4's `.x`).
    pub bool: u32,
}

/// The counts of [`constants_layout_for`]: 256/224 float, 16 int, 16 bool;
/// a vertex shader under software vertex processing gets the `vs_3_sw`
/// files (8192 float, 2048 int, 2048 bool).
pub fn constant_counts(stage: ShaderStage, software_vp: bool) -> ConstantCounts {
    if software_vp && stage == ShaderStage::Vertex {
        use ninebridge_d3dbc::validate::mode as sw;
        ConstantCounts {
            float: sw::SOFTWARE_VP_FLOAT_CONSTANTS,
            int: sw::SOFTWARE_VP_INT_CONSTANTS,
            bool: sw::SOFTWARE_VP_BOOL_CONSTANTS,
        }
    } else {
        ConstantCounts {
            float: float_constants(stage),
            int: INT_CONSTANTS,
            bool: BOOL_CONSTANTS,
        }
    }
}

/// The layout of the constants block for a stage: `c` (float4 x 256 or 224),
/// `i` (int4 x 16), `b` (uint4 x 16, the bool in `.x`, nonzero = true).
pub fn constants_layout(stage: ShaderStage) -> UniformLayout {
    constants_layout_for(stage, false)
}

/// [`constants_layout`] with the counts of [`constant_counts`]. Under
/// software vertex processing the vertex block (192 KiB) is larger than a
/// uniform binding may be, so it is a read-only storage buffer at the same
/// binding, with the same layout rules (every member is 16-byte strided).
pub fn constants_layout_for(stage: ShaderStage, software_vp: bool) -> UniformLayout {
    let n = constant_counts(stage, software_vp);
    let c = n.float * 16;
    let (i, b) = (n.int * 16, n.bool * 16);
    UniformLayout {
        binding: CONSTANTS_BINDING,
        size: c + i + b,
        fields: vec![
            UniformField {
                name: "c",
                offset: 0,
                size: c,
            },
            UniformField {
                name: "i",
                offset: c,
                size: i,
            },
            UniformField {
                name: "b",
                offset: c + i,
                size: b,
            },
        ],
    }
}

/// Vertex renderer block:
/// * `half_pixel`: the adjustment every vertex module applies to its
///   output position, from the clip space of the D3D9 viewport to the
///   rasteriser's: `xy = xy * (1 + half_pixel.zw) + half_pixel.xy * w`
///   (zero: unchanged). Its `xy` moves the geometry (for a `w` x `h`
///   viewport, `(1/w, -1/h)` moves it half a pixel right and down onto
///   wgpu's pixel centres, for a renderer that does not move its viewport
///   instead); its `zw` scales it, for a rasteriser viewport other than
///   D3D9's (one clamped to the render target): for D3D9's `(X, Y, W, H)`
///   and the rasteriser's `(x, y, w, h)`, `zw = (W / w - 1, H / h - 1)` and
///   `xy = ((2 (X - x) + W - w) / w, -(2 (Y - y) + H - h) / h)`;
/// * `clip_planes`: the planes a linked module's clip distances take the
///   dot product of with the output position (after the adjustment);
/// * `point`: (`POINTSIZE`, `POINTSIZE_MIN`, `POINTSIZE_MAX`, 0);
/// * `viewport`: D3D9's viewport (width, height, x, y) in pixels, which
///   pre-transformed positions are placed with and expanded points sized
///   by (before the adjustment).
pub const VERTEX_RENDERER_FIELDS: &[UniformField] = &[
    UniformField {
        name: "half_pixel",
        offset: 0,
        size: 16,
    },
    UniformField {
        name: "clip_planes",
        offset: 16,
        size: 96,
    },
    UniformField {
        name: "point",
        offset: 112,
        size: 16,
    },
    UniformField {
        name: "viewport",
        offset: 128,
        size: 16,
    },
];

/// Pixel renderer block:
/// * `fog_color`: rgb of `D3DRS_FOGCOLOR` (alpha unused);
/// * `fog_params`: (start, end, density, 0) for table fog;
/// * `bumpenv_mat[k]`: (`D3DTSS_BUMPENVMAT00`, `01`, `10`, `11`) of stage k;
/// * `bumpenv_lum[k]`: (`D3DTSS_BUMPENVLSCALE`, `LOFFSET`, 0, 0) of stage k;
/// * `alpha_ref`: `D3DRS_ALPHAREF / 255`;
/// * `fog_mode`: 0 = vertex fog (the fog varying), 1 = exp, 2 = exp2,
///   3 = linear table fog;
/// * `fog_use_w`: table fog depth is the eye depth `1 / frag_coord.w` when
///   nonzero (perspective projections), else the depth `frag_coord.z`;
/// * `alpha_scale`: the alpha test's quantisation of the target format;
/// * `lod_bias[k / 4][k % 4]`: `D3DSAMP_MIPMAPLODBIAS` of stage k (read
///   for the stages `TranslateOptions::lod_bias` names).
///
/// Appended for the fixed-function pixel stage (`crate::ff`), which
/// declares the whole block ([`PIXEL_RENDERER_FF_SIZE`] bytes) where
/// translated shaders declare the first [`PIXEL_RENDERER_SIZE`]:
/// * `texture_factor`: `D3DRS_TEXTUREFACTOR` as floats (r, g, b, a);
/// * `tss_constant[k]`: `D3DTSS_CONSTANT` of stage k as floats (r, g, b, a);
/// * `bumpenv_mat_high[k - 4]`, `bumpenv_lum_high[k - 4]`: as `bumpenv_mat`
///   and `bumpenv_lum`, for stages 4..7.
pub const PIXEL_RENDERER_FIELDS: &[UniformField] = &[
    UniformField {
        name: "fog_color",
        offset: 0,
        size: 16,
    },
    UniformField {
        name: "fog_params",
        offset: 16,
        size: 16,
    },
    UniformField {
        name: "bumpenv_mat",
        offset: 32,
        size: 64,
    },
    UniformField {
        name: "bumpenv_lum",
        offset: 96,
        size: 64,
    },
    UniformField {
        name: "alpha_ref",
        offset: 160,
        size: 4,
    },
    UniformField {
        name: "fog_mode",
        offset: 164,
        size: 4,
    },
    UniformField {
        name: "fog_use_w",
        offset: 168,
        size: 4,
    },
    UniformField {
        name: "alpha_scale",
        offset: 172,
        size: 4,
    },
    UniformField {
        name: "lod_bias",
        offset: 176,
        size: 64,
    },
    UniformField {
        name: "texture_factor",
        offset: 240,
        size: 16,
    },
    UniformField {
        name: "tss_constant",
        offset: 256,
        size: 128,
    },
    UniformField {
        name: "bumpenv_mat_high",
        offset: 384,
        size: 64,
    },
    UniformField {
        name: "bumpenv_lum_high",
        offset: 448,
        size: 64,
    },
];

/// Bytes of the pixel renderer block translated shaders declare: the
/// fields up to `lod_bias`.
pub const PIXEL_RENDERER_SIZE: u32 = 240;
/// Bytes of the whole pixel renderer block, which fixed-function pixel
/// modules declare. A renderer that binds this many bytes serves both.
pub const PIXEL_RENDERER_FF_SIZE: u32 = 512;

/// The border-colour part of the pixel renderer block, after the whole
/// block of [`PIXEL_RENDERER_FF_SIZE`] bytes, declared only by modules that
/// emulate `D3DTADDRESS_BORDER` on a stage
/// ([`crate::TranslateOptions::border_emulation`]):
/// * `border_color[k]`: the border colour of sampler stage k as D3D9
///   samples it (the `D3DSAMP_BORDERCOLOR` in the channels of the bound
///   texture's format), (r, g, b, a);
/// * `border_params[k]`: (u, v, w, linear): 1 for each axis whose address
///   mode is `D3DTADDRESS_BORDER` (0 otherwise), and 1 in `linear` when
///   the stage filters linearly (`D3DSAMP_MAGFILTER` not `POINT`/`NONE`).
pub const PIXEL_RENDERER_BORDER_FIELDS: &[UniformField] = &[
    UniformField {
        name: "border_color",
        offset: PIXEL_RENDERER_FF_SIZE,
        size: 16 * PIXEL_SAMPLERS,
    },
    UniformField {
        name: "border_params",
        offset: PIXEL_RENDERER_FF_SIZE + 16 * PIXEL_SAMPLERS,
        size: 16 * PIXEL_SAMPLERS,
    },
];

/// The border-colour part of the vertex renderer block, after its 144
/// bytes, declared only by vertex shaders that emulate
/// `D3DTADDRESS_BORDER` on a vertex texture stage: `border_color[k]` and
/// `border_params[k]` of `D3DVERTEXTEXTURESAMPLER0 + k`, as in
/// [`PIXEL_RENDERER_BORDER_FIELDS`].
pub const VERTEX_RENDERER_BORDER_FIELDS: &[UniformField] = &[
    UniformField {
        name: "border_color",
        offset: VERTEX_RENDERER_SIZE,
        size: 16 * VERTEX_SAMPLERS,
    },
    UniformField {
        name: "border_params",
        offset: VERTEX_RENDERER_SIZE + 16 * VERTEX_SAMPLERS,
        size: 16 * VERTEX_SAMPLERS,
    },
];

/// Bytes of the vertex renderer block without its border part.
pub const VERTEX_RENDERER_SIZE: u32 = 144;

/// Bytes of the pixel renderer block with its border-colour part: what a
/// renderer binds to serve every module (translated, fixed-function, with
/// or without border emulation).
pub const PIXEL_RENDERER_FULL_SIZE: u32 = PIXEL_RENDERER_FF_SIZE + 32 * PIXEL_SAMPLERS;

/// `layout` (a renderer block of `stage`) with its border-colour part
/// ([`PIXEL_RENDERER_BORDER_FIELDS`], [`VERTEX_RENDERER_BORDER_FIELDS`])
/// appended.
pub fn with_border_fields(stage: ShaderStage, mut layout: UniformLayout) -> UniformLayout {
    let fields = match stage {
        ShaderStage::Fragment => PIXEL_RENDERER_BORDER_FIELDS,
        _ => VERTEX_RENDERER_BORDER_FIELDS,
    };
    layout.fields.extend_from_slice(fields);
    layout.size = fields
        .iter()
        .map(|f| f.offset + f.size)
        .max()
        .unwrap_or(layout.size);
    layout
}

/// The pixel renderer block's fields that translated shaders declare.
pub fn pixel_renderer_shader_fields() -> &'static [UniformField] {
    let n = PIXEL_RENDERER_FIELDS
        .iter()
        .take_while(|f| f.offset < PIXEL_RENDERER_SIZE)
        .count();
    &PIXEL_RENDERER_FIELDS[..n]
}

/// The whole pixel renderer block, as fixed-function pixel modules declare it.
pub fn ff_pixel_renderer_layout() -> UniformLayout {
    UniformLayout {
        binding: RENDERER_BINDING,
        size: PIXEL_RENDERER_FF_SIZE,
        fields: PIXEL_RENDERER_FIELDS.to_vec(),
    }
}

/// `vec4`s of the pixel renderer block's `lod_bias` (4 stages each).
pub const LOD_BIAS_VEC4S: u32 = PIXEL_SAMPLERS / 4;

/// The layout of the renderer block of a stage, as translated shaders
/// declare it (fixed-function pixel modules: [`ff_pixel_renderer_layout`]).
pub fn renderer_layout(stage: ShaderStage) -> UniformLayout {
    match stage {
        ShaderStage::Fragment => UniformLayout {
            binding: RENDERER_BINDING,
            size: PIXEL_RENDERER_SIZE,
            fields: pixel_renderer_shader_fields().to_vec(),
        },
        _ => UniformLayout {
            binding: RENDERER_BINDING,
            size: VERTEX_RENDERER_SIZE,
            fields: VERTEX_RENDERER_FIELDS.to_vec(),
        },
    }
}

/// What a translated module expects from the renderer.
#[derive(Clone, Debug, PartialEq)]
pub struct ShaderInterface {
    /// Vertex or fragment.
    pub stage: ShaderStage,
    /// The bind group of every resource ([`bind_group`]).
    pub group: u32,
    /// The constants block, when the shader reads any `c`, `i` or `b`.
    pub constants: Option<UniformLayout>,
    /// The renderer block, when the shader uses any of its fields.
    pub renderer: Option<UniformLayout>,
    /// Texture/sampler pairs in stage order.
    pub textures: Vec<TextureBinding>,
    /// Vertex shaders: attributes read, by location.
    pub vertex_inputs: Vec<VertexInput>,
    /// Varyings: the vertex shader's outputs or the pixel shader's inputs.
    pub varyings: Vec<Varying>,
    /// Pixel shaders: colour outputs written (locations 0..3).
    pub color_outputs: Vec<u32>,
    /// Pixel shaders: whether `oDepth` is written.
    pub writes_depth: bool,
    /// Pixel shaders: whether the alpha test was compiled in.
    pub alpha_test: bool,
    /// Pixel shaders: whether fog was compiled in (never for ps_3_0, which
    /// does its own fog in D3D9).
    pub fog: bool,
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The D3D9 usage codes (`D3DDECLUSAGE`) the expected locations are
    /// computed from: 16 + 16 * usage + index.
    fn high(usage: u32, index: u32) -> u32 {
        16 + 16 * usage + index
    }

    #[test]
    fn high_semantics_take_the_lowest_free_locations_in_semantic_order() {
        // TEXCOORD0 and COLOR0 keep 0 and 8; BLENDINDICES0 (48), TEXCOORD8
        // (104) and DEPTH0 (208) take 1, 2, 3 in that order, whatever the
        // declaration order.
        assert_eq!(varying_location(DeclUsage::BlendIndices, 0), high(2, 0));
        assert_eq!(varying_location(DeclUsage::TexCoord, 8), high(5, 8));
        assert_eq!(varying_location(DeclUsage::Depth, 0), high(12, 0));
        let semantics = [
            (DeclUsage::TexCoord, 0),
            (DeclUsage::Color, 0),
            (DeclUsage::BlendIndices, 0),
            (DeclUsage::Depth, 0),
            (DeclUsage::TexCoord, 8),
        ];
        assert_eq!(pixel_input_locations(&semantics), vec![0, 8, 1, 3, 2]);
    }

    #[test]
    fn locations_below_16_are_kept_and_skipped() {
        // TEXCOORD1, FOG0 (10) and NORMAL0 (11) stay; POSITION0 (16),
        // TEXCOORD9 (105), TESSFACTOR0 (144) and SAMPLE0 (224) take 0, 2,
        // 3 and 4, skipping TEXCOORD1's 1.
        let semantics = [
            (DeclUsage::Sample, 0),
            (DeclUsage::TexCoord, 1),
            (DeclUsage::TessFactor, 0),
            (DeclUsage::Fog, 0),
            (DeclUsage::Position, 0),
            (DeclUsage::Normal, 0),
            (DeclUsage::TexCoord, 9),
        ];
        assert_eq!(
            pixel_input_locations(&semantics),
            vec![4, 1, 3, 10, 0, 11, 2]
        );
    }

    #[test]
    fn a_shader_without_high_semantics_keeps_every_location() {
        let semantics = [
            (DeclUsage::Color, 1),
            (DeclUsage::TexCoord, 7),
            (DeclUsage::BlendWeight, 0),
            (DeclUsage::PointSize, 0),
        ];
        let expected: Vec<u32> = semantics
            .iter()
            .map(|&(u, i)| varying_location(u, i))
            .collect();
        assert_eq!(expected, vec![9, 7, 15, 14]);
        assert_eq!(pixel_input_locations(&semantics), expected);
    }

    #[test]
    fn a_semantic_given_twice_gets_one_location() {
        let semantics = [
            (DeclUsage::Depth, 0),
            (DeclUsage::Color, 3),
            (DeclUsage::Depth, 0),
        ];
        assert_eq!(pixel_input_locations(&semantics), vec![1, 0, 1]);
    }

    #[test]
    fn packed_semantics_beyond_16_locations_continue_above() {
        // 17 semantics located from 16 up (TEXCOORD 8..15 and COLOR 2..10,
        // as packed declarations could name): 0..15, then 16.
        let mut semantics: Vec<(DeclUsage, u32)> =
            (8..16).map(|i| (DeclUsage::TexCoord, i)).collect();
        semantics.extend((2..11).map(|i| (DeclUsage::Color, i)));
        let locations = pixel_input_locations(&semantics);
        assert_eq!(locations, (0..17).collect::<Vec<u32>>());
    }
}
