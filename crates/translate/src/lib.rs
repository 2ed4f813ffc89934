//! D3D9 shader bytecode (vs_1_1 .. ps_3_0) to a [`naga::Module`], and from
//! there to SPIR-V, WGSL, MSL and GLSL through naga's back ends.
//!
//! ```text
//! tokens --ninebridge_d3dbc::parse--> Program --translate--> Translation
//!        { naga::Module, ModuleInfo (validated), ShaderInterface }
//!        --to_spirv / to_wgsl / to_msl / to_glsl--> output
//! ```
//!
//! The translation takes the fixed-function state D3D9 applies around a
//! shader as [`TranslateOptions`] (alpha test, fog, ps_1_x sampler kinds,
//! the "0 times anything is 0" multiply), so each set of options is one
//! variant. [`interface`] fixes the bindings and varyings every translated
//! module uses; [`ShaderInterface`] says which of them one module needs.
//! Lowering lives in `lower/` (see its module comment for the design).
//!
//! ```
//! use ninebridge_translate::{TranslateOptions, CmpFunc, translate, to_wgsl};
//!
//! let program = ninebridge_d3dbc::assemble_program(
//!     "ps_2_0\ndcl t0\ndcl_2d s0\ntexld r0, t0, s0\nmov oC0, r0\n",
//! )?;
//! let options = TranslateOptions {
//!     alpha_test: Some(CmpFunc::Greater),
//!     ..Default::default()
//! };
//! let t = translate(&program, &options)?;
//! assert_eq!(t.interface.group, 1); // pixel-stage resources
//! assert_eq!(t.interface.textures[0].texture_binding, 2);
//! assert!(to_wgsl(&t)?.contains("discard"));
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

mod check;
pub mod d3d8;
pub mod error;
pub mod ff;
pub mod interface;
pub mod link;
mod lower;
pub mod options;
pub mod output;
pub mod rhw;

pub use check::{Relaxation, check, findings, relaxations, validate_options};
pub use error::{ErrorKind, TranslateError};
pub use ff::{
    FfPixelKey, FfPixelState, FfStageState, FfVertexKey, FfVertexState, ff_pixel_shader,
    ff_vertex_shader,
};
pub use interface::ShaderInterface;
pub use options::{
    Channel, CmpFunc, DepthSampling, SamplerKind, TextureSwizzle, TranslateOptions, VertexFetch,
};
pub use output::{OutputKind, to_glsl, to_msl, to_spirv, to_spirv_bytes, to_wgsl};

use std::cell::RefCell;

use naga::valid::{Capabilities, ValidationFlags, Validator};

thread_local! {
    /// One validator per thread: it keeps its scratch buffers between
    /// modules, which is a good share of validation time for small shaders.
    static VALIDATOR: RefCell<Validator> =
        RefCell::new(Validator::new(ValidationFlags::all(), Capabilities::empty()));
}

/// A validated translation.
#[derive(Debug)]
pub struct Translation {
    /// The module.
    pub module: naga::Module,
    /// naga's validation result, needed by the back ends.
    pub info: naga::valid::ModuleInfo,
    /// What the module expects from the renderer.
    pub interface: ShaderInterface,
    /// Name of the entry point (`main`).
    pub entry_point: String,
    /// Vertex or fragment.
    pub stage: naga::ShaderStage,
}

/// Translates a parsed program. The module is validated with every
/// validation flag and the default capabilities (what every wgpu backend
/// supports); a failure there is a translator bug and comes back as
/// [`TranslateError::Validation`].
pub fn translate(
    program: &ninebridge_d3dbc::Program,
    options: &TranslateOptions,
) -> Result<Translation, TranslateError> {
    let ctx = lower::lower(program, options)?;
    let stage = ctx.stage;
    let interface = ctx
        .interface
        .clone()
        .ok_or_else(|| TranslateError::Program("no entry point was built".to_string()))?;
    let module = ctx.b.module;
    let info = validate(&module)?;
    Ok(Translation {
        module,
        info,
        interface,
        entry_point: "main".to_string(),
        stage,
    })
}

/// Validates a generated module with every flag and the default
/// capabilities; a failure is a generator bug ([`TranslateError::Validation`]).
pub(crate) fn validate(module: &naga::Module) -> Result<naga::valid::ModuleInfo, TranslateError> {
    VALIDATOR.with(|v| {
        v.borrow_mut()
            .validate(module)
            .map_err(|e| TranslateError::Validation(format!("{:?}", e.into_inner())))
    })
}

/// Parses D3D9 bytecode (little-endian tokens) and translates it.
pub fn translate_bytes(
    bytes: &[u8],
    options: &TranslateOptions,
) -> Result<Translation, TranslateError> {
    let program = ninebridge_d3dbc::parse_bytes(bytes)?;
    translate(&program, options)
}
