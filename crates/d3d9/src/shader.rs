//! Shaders: the translator seam, translated programs, and the variant key.
//!
//! The device never parses bytecode itself. A [`ShaderTranslator`] turns
//! bytecode plus the fixed-function state that changes generated code (a
//! [`ShaderVariant`]) into a [`ShaderProgram`]: a naga module and the few
//! facts of its interface the device needs (which vertex input location
//! carries which D3D usage). Resources follow the binding contract of
//! `docs/binding-interface.md` and are discovered from the module itself.

use naga::valid::{Capabilities, ValidationFlags, Validator};

use ninebridge_types::{CmpFunc, DeclUsage};

/// The state outside a shader that changes its generated code.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct ShaderVariant {
    /// Pixel shaders: the alpha test function when `ALPHATESTENABLE` is on
    /// and the function is not `ALWAYS`.
    pub alpha_test: Option<CmpFunc>,
    /// Apply fog after the pixel shader (every model, as D3D9).
    pub fog: bool,
    /// `D3DRS_SHADEMODE` is `D3DSHADE_FLAT`: colour varyings take the first
    /// vertex's value (both stages).
    pub flat: bool,
    /// ps_1_x only (which declare no sampler types): the kind of texture
    /// bound to each stage; all 2D for every other shader.
    pub sampler_kinds: [crate::resource::TextureKind; 16],
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
}

/// Turns D3D9 bytecode into a [`ShaderProgram`] for one variant.
pub trait ShaderTranslator {
    /// Translates `bytecode` (little-endian tokens) for `variant`; the error is
    /// a one-line reason.
    fn translate(
        &self,
        bytecode: &[u8],
        variant: &ShaderVariant,
    ) -> Result<ShaderProgram, crate::ShaderError>;

    /// Checks at creation that `bytecode` is a shader of `stage`, as D3D9's
    /// `Create*Shader` does; the error is a one-line reason. The default
    /// accepts everything (the translator checks when it translates).
    fn check_stage(
        &self,
        bytecode: &[u8],
        stage: naga::ShaderStage,
    ) -> Result<(), crate::ShaderError> {
        let _ = (bytecode, stage);
        Ok(())
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
