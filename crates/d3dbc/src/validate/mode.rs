//! What the creating runtime and device allow beyond a Direct3D 9 device
//! with hardware vertex processing: Direct3D 8 vertex shaders and software
//! vertex processing.
//!
//! Design: both only widen what [`validate_with`](super::validate_with)
//! accepts, never narrow it, so a shader D3D9 takes on a hardware device
//! passes in every mode.
//!
//! * **Direct3D 8 vertex shaders** (`vs.1.0`/`vs.1.1` from D3D8) carry no
//!   `dcl`: the D3D8 vertex declaration (`D3DVSD_REG(n, type)`) binds stream
//!   data to `v<n>` outside the shader. A vs_1_x shader without a single
//!   `dcl` can only be such a shader (D3D9 requires a `dcl` for every input
//!   it reads), so it is detected; [`ValidateOptions::d3d8`] forces it.
//! * **Software vertex processing** (`D3DCREATE_SOFTWARE_VERTEXPROCESSING`,
//!   or a mixed device in software mode): `MaxVertexShaderConst` is 8192,
//!   and vs_2_0/vs_3_0 get the integer and boolean files of the `*_sw`
//!   models (2048 each).

use crate::ir::Program;
use crate::model::ShaderModel;
use crate::opcode::Opcode;
use crate::register::RegisterType;

/// Float constants a vertex shader may use under software vertex
/// processing (`D3DCAPS9.MaxVertexShaderConst` of a software device; the
/// `c#` count of `vs_2_sw`/`vs_3_sw`).
pub const SOFTWARE_VP_FLOAT_CONSTANTS: u32 = 8192;
/// Integer constants (`i#`) of vs_2_0+ under software vertex processing
/// (the `i#` count of `vs_2_sw`/`vs_3_sw`).
pub const SOFTWARE_VP_INT_CONSTANTS: u32 = 2048;
/// Boolean constants (`b#`) of vs_2_0+ under software vertex processing
/// (the `b#` count of `vs_2_sw`/`vs_3_sw`).
pub const SOFTWARE_VP_BOOL_CONSTANTS: u32 = 2048;

/// How the shader was created, beyond its version token.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct ValidateOptions {
    /// Treat a vs_1_x shader as Direct3D 8 bytecode (inputs bound by the
    /// D3D8 declaration) even if it has `dcl`s. Without it, a vs_1_x shader
    /// with no `dcl` at all is taken as D3D8 bytecode.
    pub d3d8: bool,
    /// The device processes vertices in software: the vertex constant files
    /// are [`SOFTWARE_VP_FLOAT_CONSTANTS`], [`SOFTWARE_VP_INT_CONSTANTS`]
    /// and [`SOFTWARE_VP_BOOL_CONSTANTS`] long.
    pub software_vp: bool,
}

/// Whether `program`'s vertex inputs are bound the Direct3D 8 way (`v<n>`
/// by register number, no `dcl`): a vs_1_x shader with `force`, or with no
/// `dcl` instruction at all.
pub fn d3d8_vertex_inputs(program: &Program, force: bool) -> bool {
    program.model.is_vs_1x()
        && (force || !program.instructions.iter().any(|i| i.opcode == Opcode::Dcl))
}

/// The number of registers of a constant file under software vertex
/// processing (`None`: as on a hardware device).
pub(super) fn software_vp_count(model: ShaderModel, kind: RegisterType) -> Option<u32> {
    if !model.is_vertex() {
        return None;
    }
    match kind {
        // The register number has 11 bits: c0-c2047 are `Const`, c2048-c8191
        // the files `Const2`..`Const4`, 2048 each.
        RegisterType::Const
        | RegisterType::Const2
        | RegisterType::Const3
        | RegisterType::Const4 => Some(SOFTWARE_VP_FLOAT_CONSTANTS / 4),
        RegisterType::ConstInt if model.major >= 2 => Some(SOFTWARE_VP_INT_CONSTANTS),
        RegisterType::ConstBool if model.major >= 2 => Some(SOFTWARE_VP_BOOL_CONSTANTS),
        _ => None,
    }
}
