//! The inputs of a translation besides the bytecode: the fixed-function state
//! D3D9 applies around a shader. Together they form the variant key, so
//! [`TranslateOptions`] is `Hash + Eq + Clone`.

/// A D3D9 comparison function (`D3DCMPFUNC`), used for the alpha test: the
/// shared D3D9 type (`Always` generates no code, `Never` discards every pixel).
pub use ninebridge_types::CmpFunc;

/// The kind of texture bound to a sampler stage (ps_1_x declares none).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum SamplerKind {
    /// A 2D texture (the default).
    #[default]
    TwoD,
    /// A cube texture.
    Cube,
    /// A volume (3D) texture.
    Volume,
}

impl SamplerKind {
    /// Parses `2d`, `cube` or `volume` (also `3d`).
    pub fn from_name(name: &str) -> Option<Self> {
        match name.trim().to_ascii_lowercase().as_str() {
            "2d" => Some(Self::TwoD),
            "cube" => Some(Self::Cube),
            "volume" | "3d" => Some(Self::Volume),
            _ => None,
        }
    }
}

/// How a stage whose bound texture holds depth is sampled (D3D9's depth
/// textures: `D3DUSAGE_DEPTHSTENCIL` textures and the vendor formats).
#[derive(
    Clone, Copy, Debug, Default, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize,
)]
pub enum DepthSampling {
    /// Not a depth texture: sampled as colour.
    #[default]
    None,
    /// A hardware shadow map (`D16`, `D24S8`, `D24X8` textures on NVIDIA
    /// and AMD): the coordinate's z (after the projection of `texldp` or
    /// `D3DTTFF_PROJECTED`), clamped to 0..1, is compared with the stored
    /// depth, 1 where `z <= stored` (D3D9 drivers compare `LESSEQUAL`),
    /// else 0; a linear filter averages the 2x2 comparisons (PCF). The
    /// result is in every channel.
    Compare,
    /// The stored depth value itself (`INTZ`, `DF16`, `DF24`), filtered as
    /// the sampler says, in every channel before the stage's swizzle.
    Value,
}

/// Where one component of a sampled value comes from.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub enum Channel {
    /// The texture's red channel.
    R,
    /// Green.
    G,
    /// Blue.
    B,
    /// Alpha.
    A,
    /// Constant 0.
    Zero,
    /// Constant 1.
    One,
}

/// A component mapping applied to every value sampled from a stage: how
/// D3D9 fills the channels a format lacks, which wgpu fills differently
/// (`D3DFMT_R32F` samples as (r, 1, 1, 1) in D3D9 but (r, 0, 0, 1) from an
/// `R32Float` texture; `L8` as (l, l, l, 1) from an `R8Unorm`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub struct TextureSwizzle(pub [Channel; 4]);

impl TextureSwizzle {
    /// (r, g, b, a): no change.
    pub const IDENTITY: TextureSwizzle =
        TextureSwizzle([Channel::R, Channel::G, Channel::B, Channel::A]);
    /// (r, g, b, 1): formats without alpha stored with one (`X8R8G8B8`,
    /// `R5G6B5` render targets in BGRA8).
    pub const RGB_ONE: TextureSwizzle =
        TextureSwizzle([Channel::R, Channel::G, Channel::B, Channel::One]);
    /// (r, 1, 1, 1): D3D9's single-channel float formats (`R16F`, `R32F`).
    pub const RED_ONE: TextureSwizzle =
        TextureSwizzle([Channel::R, Channel::One, Channel::One, Channel::One]);
    /// (r, g, 1, 1): two-channel formats (`G16R16`, `G32R32F`, ...).
    pub const RG_ONE: TextureSwizzle =
        TextureSwizzle([Channel::R, Channel::G, Channel::One, Channel::One]);
    /// (r, r, r, 1): luminance (`L8`, `L16`) stored in a red-only texture.
    pub const LUMINANCE: TextureSwizzle =
        TextureSwizzle([Channel::R, Channel::R, Channel::R, Channel::One]);
}

impl Default for TextureSwizzle {
    fn default() -> Self {
        Self::IDENTITY
    }
}

/// How a vertex attribute reaches the shader: as floats (every
/// `D3DDECLTYPE` wgpu converts itself), or as raw integers the shader
/// unpacks to D3D9's documented values.
#[derive(
    Clone, Copy, Debug, Default, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize,
)]
pub enum VertexFetch {
    /// Fetched as floats (`vec4<f32>`).
    #[default]
    Float,
    /// `D3DDECLTYPE_UBYTE4`: four unsigned bytes (`Uint8x4`), read as
    /// (x, y, z, w) in 0..255.
    UByte4,
    /// `D3DDECLTYPE_SHORT2`/`SHORT4`: signed shorts (`Sint16x2/x4`), read
    /// as their integer values; `SHORT2` as (x, y, 0, 1).
    Short,
    /// `D3DDECLTYPE_UDEC3`: one `u32` (`Uint32`) of three unsigned 10-bit
    /// fields, x in the low bits: (x, y, z, 1).
    UDec3,
    /// `D3DDECLTYPE_DEC3N`: one `u32` of three signed 10-bit fields:
    /// (x / 511, y / 511, z / 511, 1).
    Dec3N,
}

/// Everything besides the bytecode that changes the generated code.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct TranslateOptions {
    /// Pixel shaders: the alpha test applied after the shader (`None` or
    /// `Always` generates nothing). The reference value is the renderer
    /// uniform `alpha_ref`.
    pub alpha_test: Option<CmpFunc>,
    /// Pixel shaders (any model; D3D9 asks for it below ps_3_0 and for
    /// the fixed-function stage, which the renderer decides): blend the fog colour over
    /// `oC0.rgb` with the fog factor after the shader. The factor comes from
    /// the vertex fog varying (`.x` of the fog 0 varying for SM3) or from
    /// table fog, as the renderer uniform `fog_mode` says.
    pub fog: bool,
    /// ps_1_x: the kind of texture bound to each of the 16 stages. Where an
    /// instruction needs another kind (a cube lookup for `texm3x3tex`, say),
    /// the instruction wins.
    pub sampler_kinds: [SamplerKind; 16],
    /// D3D9's "0 times anything is 0" multiply (`0 * inf = 0`, `0 * NaN = 0`)
    /// for `mul`, `mad`, the dot products and the matrix macros.
    pub d3d9_mul_zero: bool,
    /// `D3DSHADE_FLAT`: colour varyings (`oD#`/`v#` below 3.0, `color`
    /// semantics in 3.0) are not interpolated but taken from the first
    /// vertex. Give both stages of a pipeline the same value.
    pub flat_shading: bool,
    /// Per sampler stage: the component mapping applied after sampling
    /// (identity by default), for formats whose missing channels D3D9 fills
    /// differently from wgpu.
    pub texture_swizzles: [TextureSwizzle; 16],
    /// Direct3D 8 vertex shader: `v<n>` is bound by register number (the
    /// D3D8 declaration's `D3DVSD_REG(n, type)`), at location `n` with the
    /// usage [`crate::d3d8::register_usage`] gives, even if the shader has
    /// `dcl`s. A vs_1_x shader without any `dcl` is taken so without it.
    pub d3d8_inputs: bool,
    /// Software vertex processing: the vertex constants block holds the
    /// `vs_3_sw` files (8192 float, 2048 integer, 2048 boolean registers)
    /// and, too large for a uniform binding, is a read-only storage buffer
    /// ([`crate::interface::constants_layout_for`]).
    pub software_vp: bool,
    /// Vertex shaders: leave out the renderer block's position adjustment
    /// (`half_pixel`: `pos.xy = pos.xy * (1 + half_pixel.zw) +
    /// half_pixel.xy * pos.w`), for renderers whose rasteriser viewport is
    /// always D3D9's and that move it by half a pixel instead of the
    /// geometry. Such a vertex shader reads the renderer block only for
    /// what linking adds (clip planes, point sizes), so most bind no
    /// renderer block at all. The d3d9 device leaves it out except for
    /// draws whose viewport reaches past the render target (a variant):
    /// it clamps those viewports and scales the geometry back.
    pub omit_pixel_offset: bool,
    /// Vertex shaders: how the attribute at each location (`v#`) is fetched
    /// ([`VertexFetch`]): the vertex types wgpu has no float format for
    /// arrive as raw integers and are unpacked here. Floats by default.
    pub vertex_fetch: [VertexFetch; 16],
    /// ps_1_1-ps_1_3: per stage, the `D3DTSS_TEXTURETRANSFORMFLAGS` count
    /// of a stage with `D3DTTFF_PROJECTED` (0: not projected). `tex tN`
    /// then divides the coordinate by its last element, as D3D9 does: by
    /// y for a count of 2, z for 3, w otherwise.
    pub projected: [u8; 8],
    /// Pixel shaders: `D3DRS_SRGBWRITEENABLE` on a render target whose
    /// format has no sRGB view (float formats): colour 0's rgb is converted
    /// from linear to sRGB after fog and the alpha test, as Windows does on
    /// every render target format (Wine's `srgbwrite_format_test`).
    pub srgb_write: bool,
    /// ps_2_0 and later: the stages whose `sampler_kinds` entry replaces
    /// the texture type the shader declares (bit k = stage k). D3D9
    /// samples the texture bound as what it is: Windows reads a volume
    /// bound to a `dcl_2d` sampler as a volume (Wine's
    /// `test_mismatched_sample_types`).
    pub sampler_kind_overrides: u16,
    /// Pixel shaders: stages whose sampling adds the stage's
    /// `D3DSAMP_MIPMAPLODBIAS` (bit k = stage k), read from the renderer
    /// block's `lod_bias` (so changing the bias compiles nothing). The bias
    /// is added to the level of detail of implicit sampling (`texld`,
    /// `texldp` and the ps_1_x lookups), to `texldb`'s bias and to
    /// `texldl`'s level, as a Vulkan or D3D10 sampler's bias would; `texldd`
    /// (explicit gradients) takes none (naga has no bias with gradients).
    /// Stages not named generate the same code as without it.
    pub lod_bias: u16,
    /// The sampler stages (bit k = the shader's `s#` k: a pixel stage, or
    /// `D3DVERTEXTEXTURESAMPLER0 + k` in a vertex shader) whose
    /// `D3DTADDRESS_BORDER` is emulated, for a
    /// border colour the GPU's samplers cannot give (wgpu has transparent
    /// black, opaque black and opaque white only). The renderer samples
    /// such a stage with clamp-to-edge on its bordered axes; the shader
    /// then blends the renderer block's `border_color[k]` over the sample
    /// by the part of the filter footprint outside the texture
    /// ([`crate::interface::PIXEL_RENDERER_BORDER_FIELDS`],
    /// [`crate::interface::VERTEX_RENDERER_BORDER_FIELDS`]), so changing
    /// the colour compiles nothing. With point filtering that is the
    /// colour outside [0, 1]; with linear filtering it is exact for one
    /// level (the footprint's taps outside are the border's, those inside
    /// the clamped texels), and measured on level 0's size for mipmapped
    /// minification (an approximation: a smaller level's wider texels
    /// blend over a wider band). Cube stages ignore it.
    pub border_emulation: u16,
    /// Pixel shaders: stages sampling a shadow map (bit k = stage k,
    /// [`DepthSampling::Compare`]): the texture binding is a depth texture
    /// and the sampler a comparison sampler (`LESSEQUAL`).
    pub depth_compare: u16,
    /// Pixel shaders: stages reading depth values from a depth texture
    /// (bit k = stage k, [`DepthSampling::Value`]): a depth texture binding
    /// with an ordinary sampler. A stage in both masks compares.
    pub depth_value: u16,
    /// Tools only (the device never sets it): translate what D3D9 would
    /// refuse as far as it has a meaning (see [`crate::relaxations`]); a
    /// call to an undefined label does nothing.
    pub lenient: bool,
}
