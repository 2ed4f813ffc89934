//! Shaders: the translator seam, translated programs, and the variant key.
//!
//! The device never parses bytecode itself. A [`ShaderTranslator`] turns
//! bytecode plus the fixed-function state that changes generated code (a
//! [`ShaderVariant`]) into a [`ShaderProgram`]: a naga module and the few
//! facts of its interface the device needs (which vertex input location
//! carries which D3D usage). Resources follow the binding contract of
//! `docs/binding-interface.md` and are discovered from the module itself.
//!
//! - `translator.rs`: the [`BytecodeTranslator`] (ninebridge-translate);
//! - `compile.rs`: variants compiled into wgpu modules, named by stable
//!   content keys;
//! - `builder.rs`: the [`ModuleBuilder`] the draw thread and the pipeline
//!   workers share, making each module once; `recipe.rs`: how a module is
//!   made, as data (what pipeline recipes record);
//! - `fixed_pixel.rs`, `fixed_vertex.rs`: the fixed-function stages of
//!   draws without a pixel or vertex shader, by key, and the vertex
//!   stage's constants;
//! - `select.rs`: at draw time, the variant the state selects, the vertex
//!   shader linked to the pixel shader, and points expanded to quads.
//! - [`ShaderCache`] (here) owns the shader objects and what is derived
//!   from them.

mod builder;
mod compile;
pub mod creation;
mod fixed_pixel;
mod fixed_vertex;
pub(crate) mod recipe;
mod select;
mod translator;

pub(crate) use builder::ModuleBuilder;
pub(crate) use compile::{compile_program, stable_key};
pub use creation::ShaderCreation;
pub(crate) use fixed_vertex::{FF_VERTEX_CONSTANTS_LEN, ff_vertex_constants_len};
pub use translator::{BytecodeTranslator, FloatEmulation};

use std::sync::Arc;

use crate::FastMap;
use crate::pipeline::CompiledShader;
use crate::resource::Table;

use naga::valid::{Capabilities, ValidationFlags, Validator};

use ninebridge_types::{CmpFunc, DeclUsage};

/// The state outside a shader that changes its generated code.
#[derive(
    Clone, Copy, Debug, Default, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize,
)]
pub struct ShaderVariant {
    /// Pixel shaders: the alpha test function when `ALPHATESTENABLE` is on
    /// and the function is not `ALWAYS`.
    pub alpha_test: Option<CmpFunc>,
    /// Apply fog after the pixel shader: fog on and a pixel shader below
    /// ps_3_0 or none (a ps_3_0 shader replaces D3D9's fog stage).
    pub fog: bool,
    /// `D3DRS_SHADEMODE` is `D3DSHADE_FLAT`: colour varyings take the first
    /// vertex's value (both stages).
    pub flat: bool,
    /// ps_1_x (which declare no sampler types): the kind of texture bound
    /// to each stage; later models: the bound kind of the stages in
    /// `kind_overrides`; 2D otherwise.
    pub sampler_kinds: [crate::resource::TextureKind; 16],
    /// Vertex shaders: how the attribute at each location is fetched (the
    /// declaration's integer types are unpacked in the shader).
    pub vertex_fetch: [ninebridge_translate::VertexFetch; 16],
    /// Vertex shaders: software vertex processing (the `vs_3_sw` constant
    /// files in a storage buffer).
    pub software_vp: bool,
    /// Pixel shaders: how each stage's texels read (render targets of
    /// formats whose GPU format stores channels D3D9 reads as 1).
    pub texture_swizzles: [ninebridge_translate::TextureSwizzle; 16],
    /// ps_1_x: the `D3DTSS_TEXTURETRANSFORMFLAGS` count of each stage with
    /// `D3DTTFF_PROJECTED` (0: not projected).
    pub projected: [u8; 8],
    /// Pixel shaders (2.0 and later): the stages whose bound texture is of
    /// another type than the shader declares; `sampler_kinds` gives the
    /// bound type, which D3D9 samples (Wine's
    /// `test_mismatched_sample_types`: Windows samples a volume bound to a
    /// `dcl_2d` sampler as a volume).
    pub kind_overrides: u16,
    /// Pixel shaders: the stages whose `D3DSAMP_MIPMAPLODBIAS` is not 0
    /// (their sampling adds the renderer block's bias).
    pub lod_bias: u16,
    /// Pixel shaders: `D3DRS_SRGBWRITEENABLE` with render target 0 of a
    /// format without an sRGB view: the shader converts the colour.
    pub srgb_write: bool,
    /// Vertex shaders: the viewport reaches past the render target, so the
    /// position takes the renderer block's adjustment (`draw/viewport.rs`).
    pub viewport_adjust: bool,
    /// Pixel shaders: the sampler stages whose `D3DTADDRESS_BORDER` the
    /// shader emulates (bit k = stage k; `convert/border.rs`). The colour
    /// is a renderer uniform.
    pub border: u16,
    /// Pixel shaders: the stages whose bound texture is a hardware shadow
    /// map (a depth comparison, `ninebridge_translate::DepthSampling`).
    #[serde(default)]
    pub depth_compare: u16,
    /// Pixel shaders: the stages whose bound depth texture reads its
    /// depth values (`INTZ`, `DF16`, `DF24`).
    #[serde(default)]
    pub depth_value: u16,
}

/// Whether `bytecode` is a ps_1_x shader (version token `0xFFFF01xx`).
pub(crate) fn is_ps_1x(bytecode: &[u8]) -> bool {
    matches!(bytecode.get(..4), Some(&[_, 0x01, 0xff, 0xff]))
}

/// A vertex attribute a vertex shader reads.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ProgramInput {
    /// D3D usage of the input.
    pub usage: DeclUsage,
    /// Usage index.
    pub usage_index: u32,
    /// The `@location` of the entry point argument.
    pub location: u32,
}

/// A translated shader ready for the GPU.
#[derive(Clone, Debug)]
pub struct ShaderProgram {
    /// The naga module.
    pub module: naga::Module,
    /// Its entry point.
    pub entry_point: String,
    /// Vertex or fragment.
    pub stage: naga::ShaderStage,
    /// Vertex shaders: the attributes read.
    pub inputs: Vec<ProgramInput>,
    /// Pixel shaders: (location, value) of inputs that D3D9 reads as
    /// something other than 0 when no vertex shader output feeds them
    /// (below ps_3_0, the diffuse colour reads white). Inputs not listed
    /// read 0.
    pub unwritten_inputs: Vec<(u32, [f32; 4])>,
    /// Varyings not at the location of their semantic (`ninebridge_translate::
    /// interface::varying_location`), as (location, semantic location):
    /// pixel inputs whose semantic sits from location 16 up, which the
    /// translator moves to free locations below 16. Linking moves the
    /// vertex outputs of those semantics there. Empty for vertex shaders.
    pub moved_varyings: Vec<(u32, u32)>,
}

/// Turns D3D9 bytecode into a [`ShaderProgram`] for one variant. Pipeline
/// workers translate too, so a translator is shared between threads.
pub trait ShaderTranslator: Send + Sync {
    /// Translates `bytecode` (little-endian tokens) for `variant`; the error is
    /// a one-line reason.
    fn translate(
        &self,
        bytecode: &[u8],
        variant: &ShaderVariant,
    ) -> Result<ShaderProgram, crate::ShaderError>;

    /// Checks at creation what D3D9's `Create*Shader` checks (the stage of
    /// the version token, the model, the model's rules: [`ShaderCreation`]); the
    /// error is a one-line reason. The default accepts everything (the
    /// translator checks when it translates).
    fn check_creation(
        &self,
        bytecode: &[u8],
        creation: &ShaderCreation,
    ) -> Result<(), crate::ShaderError> {
        let _ = (bytecode, creation);
        Ok(())
    }

    /// The texture type each sampler stage of `bytecode` declares
    /// (`dcl_2d`, `dcl_cube`, `dcl_volume`; `None` for stages it does not
    /// declare, and for every stage of shaders that declare none). The
    /// device binds a texture of another type by asking for a variant
    /// that samples it as what it is. The default knows of none.
    fn declared_sampler_kinds(
        &self,
        bytecode: &[u8],
    ) -> [Option<crate::resource::TextureKind>; 16] {
        let _ = bytecode;
        [None; 16]
    }

    /// A key of the translator's own settings that change what it makes of
    /// the same bytecode and variant (0: none). Module ids include it
    /// when it is not 0, so modules, pipelines and recorded pipeline
    /// recipes of two settings never stand in for each other.
    fn settings_key(&self) -> u64 {
        0
    }
}

/// The resource bindings (group, binding) the program's entry point uses,
/// from naga's validation info. The module is validated here, so an invalid
/// translation is reported before wgpu sees it.
pub(crate) fn used_bindings(
    program: &ShaderProgram,
) -> Result<Vec<(u32, u32)>, crate::ShaderError> {
    let info = Validator::new(ValidationFlags::all(), Capabilities::all())
        .validate(&program.module)
        .map_err(|e| crate::ShaderError::Module(format!("naga validation: {}", e.as_inner())))?;
    let index = program
        .module
        .entry_points
        .iter()
        .position(|ep| ep.name == program.entry_point && ep.stage == program.stage)
        .ok_or_else(|| {
            crate::ShaderError::Module(format!(
                "entry point {:?} not in module",
                program.entry_point
            ))
        })?;
    let ep_info = info.get_entry_point(index);
    let mut out = Vec::new();
    for (handle, var) in program.module.global_variables.iter() {
        if let Some(rb) = &var.binding {
            if !ep_info[handle].is_empty() {
                out.push((rb.group, rb.binding));
            }
        }
    }
    out.sort_unstable();
    Ok(out)
}

/// Where a shader comes from.
#[derive(Debug)]
pub(crate) enum ShaderSource {
    /// D3D9 bytecode, translated per variant.
    Bytecode(Vec<u8>),
    /// A program given directly (no variants).
    Program(Box<ShaderProgram>),
}

/// A shader object and its translated variants (failures are cached too so
/// a bad shader is reported on every draw without being retranslated).
#[derive(Debug)]
pub(crate) struct Shader {
    pub(crate) source: ShaderSource,
    pub(crate) variants: FastMap<ShaderVariant, Result<Arc<CompiledShader>, crate::ShaderError>>,
    /// The texture type each sampler stage declares (`None`: undeclared).
    pub(crate) declared: [Option<crate::resource::TextureKind>; 16],
    /// Bytecode: its registration in the module builder (`None` for given
    /// programs, and bytecode too long to name).
    pub(crate) code: Option<recipe::BytecodeRef>,
}

impl Shader {
    /// A shader object of `source` with no variant compiled yet.
    pub(crate) fn new(source: ShaderSource) -> Self {
        Shader {
            source,
            variants: FastMap::default(),
            declared: [None; 16],
            code: None,
        }
    }
}

/// A linked vertex shader: the vertex shader, the (location, unwritten
/// value bits) of the pixel inputs it gains, the number of clip planes, the
/// outputs moved (location, new location) and the locations of the outputs
/// dropped (`ninebridge_translate::link::LinkPlan`).
pub(crate) type LinkKey = (u64, Vec<(u32, [u32; 4])>, usize, Vec<(u32, u32)>, Vec<u32>);

/// A pre-transformed vertex stage: the (usage, index) of the elements it
/// reads, in location order, and whether colours are flat.
pub(crate) type PretransformedKey = (Vec<(DeclUsage, u32)>, bool);

/// Where a device's shader pack comes from.
#[derive(Clone)]
pub(crate) enum PackSource {
    /// The process's, from the environment (`ninebridge_packs::runtime`).
    Process(&'static ninebridge_packs::ShaderPack),
    /// One given to [`crate::Device::set_shader_pack`].
    Given(std::sync::Arc<ninebridge_packs::ShaderPack>),
}

impl PackSource {
    pub(crate) fn pack(&self) -> &ninebridge_packs::ShaderPack {
        match self {
            PackSource::Process(pack) => pack,
            PackSource::Given(pack) => pack,
        }
    }
}

/// The shader objects of a device and the fixed-function stages it drew
/// with (the modules themselves live in the shared [`ModuleBuilder`]).
pub(crate) struct ShaderCache {
    pub(crate) vertex: Table<Shader>,
    pub(crate) pixel: Table<Shader>,
    /// Vertex stages of pre-transformed vertices: (the declaration's
    /// elements that reach the pixel stage, flat colours).
    pub(crate) pretransformed: FastMap<PretransformedKey, Arc<CompiledShader>>,
    /// Fixed-function pixel stages, by key.
    pub(crate) ff_pixel: FastMap<ninebridge_translate::FfPixelKey, Arc<CompiledShader>>,
    /// Fixed-function vertex stages, by key.
    pub(crate) ff_vertex: FastMap<ninebridge_translate::FfVertexKey, Arc<CompiledShader>>,
    /// Session numbers of programs given directly (they have no bytecode
    /// to key them by).
    pub(crate) next_program_id: u64,
    /// The `.hvs` pack pixel shaders are replaced from at creation
    /// (`NINEBRIDGE_SHADER_PACK`), looked up on the first `CreatePixelShader`.
    pub(crate) pack: Option<Option<PackSource>>,
    /// Pixel shaders created from a pack's replacement.
    pub(crate) pack_replacements: u64,
}

impl ShaderCache {
    pub(crate) fn new() -> Self {
        ShaderCache {
            vertex: Table::new("vertex shader"),
            pixel: Table::new("pixel shader"),
            pretransformed: FastMap::default(),
            ff_pixel: FastMap::default(),
            ff_vertex: FastMap::default(),
            next_program_id: 0,
            pack: None,
            pack_replacements: 0,
        }
    }
}
