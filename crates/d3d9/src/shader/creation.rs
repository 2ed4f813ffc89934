//! What `CreateVertexShader` / `CreatePixelShader` refuse: the rules of
//! D3D9's runtime, checked on the bytecode before the device keeps it.
//!
//! Design: the runtime validates the whole token stream at creation and
//! answers `D3DERR_INVALIDCALL` for anything its validator rejects; a
//! shader it accepts may still fail to draw on some driver, but never at
//! creation. The device asks the same, in this order:
//!
//! 1. a version token of the call's stage (`0xFFFE____` vertex, `0xFFFF____`
//!    pixel; a DXBC blob, `DXBC` first, is neither);
//! 2. a model D3D9 defines (vs_1_0 .. vs_3_0, ps_1_0 .. ps_3_0, the `2_x`
//!    models) within the version the device's caps advertise (3.0 for both
//!    stages here); of the software models only `vs_2_sw`/`vs_3_sw`, and
//!    only on a device with software or mixed vertex processing (`ps_*_sw`
//!    exist for the reference rasteriser alone);
//! 3. the tokens parse: known opcodes, register files and modifiers, no
//!    reserved bits, instruction lengths that match, an end token;
//! 4. the model's rules ([`ninebridge_d3dbc::validate_direct3d9`]):
//!    instructions and modifiers of the model, register ranges (vertex
//!    constant files of `MaxVertexShaderConst` registers: 256 on a hardware
//!    device, 8192 on a software or mixed one in either mode, as Windows
//!    answers Wine's `test_unsupported_shaders`), `dcl` for every input,
//!    balanced flow control. Direct3D 8 bytecode (a vs_1_x reading `v#`
//!    without `dcl`) is refused, unless created through the device's
//!    Direct3D 8 entry point ([`ShaderCreation::d3d8`]).

use ninebridge_d3dbc::{ShaderKind, ShaderModel, model::SW_MINOR};

use crate::ShaderError;

/// How a shader is being created: the stage of the call and what the
/// device allows beyond a hardware Direct3D 9 device.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ShaderCreation {
    /// `CreateVertexShader` (vertex) or `CreatePixelShader` (fragment).
    pub stage: naga::ShaderStage,
    /// The device was created with software or mixed vertex processing:
    /// vertex shaders get the `vs_3_sw` constant files and the `*_sw`
    /// vertex models.
    pub software_vp: bool,
    /// Direct3D 8 bytecode: a vs_1_x without `dcl` binds `v<n>` through a
    /// Direct3D 8 declaration.
    pub d3d8: bool,
}

/// The highest vertex shader version the device's caps advertise
/// (`D3DCAPS9.VertexShaderVersion`, `D3DVS_VERSION(3, 0)`).
pub const VERTEX_SHADER_VERSION: (u8, u8) = (3, 0);
/// The highest pixel shader version the device's caps advertise
/// (`D3DCAPS9.PixelShaderVersion`, `D3DPS_VERSION(3, 0)`).
pub const PIXEL_SHADER_VERSION: (u8, u8) = (3, 0);

/// Checks `bytecode` as D3D9's runtime does when `creation` creates it;
/// the error is a one-line reason (the device answers `D3DERR_INVALIDCALL`).
pub fn check(bytecode: &[u8], creation: &ShaderCreation) -> Result<(), ShaderError> {
    let invalid = |m: String| ShaderError::Invalid(m);
    let version = bytecode
        .get(..4)
        .map(|b| u32::from_le_bytes([b[0], b[1], b[2], b[3]]))
        .ok_or_else(|| {
            ShaderError::Stage(format!("{} bytes hold no version token", bytecode.len()))
        })?;
    let vertex = creation.stage == naga::ShaderStage::Vertex;
    let model = ShaderModel::from_token(version).ok_or_else(|| {
        ShaderError::Stage(format!("{version:#010x} is not a shader version token"))
    })?;
    if model.is_vertex() != vertex {
        return Err(ShaderError::Stage(format!(
            "version token {version:#010x} is a shader of the other stage"
        )));
    }
    model_allowed(model, creation.software_vp).map_err(invalid)?;
    let program = ninebridge_d3dbc::parse_bytes(bytecode).map_err(|e| invalid(e.to_string()))?;
    let d3d8 = creation.d3d8 && ninebridge_d3dbc::d3d8_vertex_inputs(&program, false);
    let errors = if d3d8 {
        let options = ninebridge_d3dbc::ValidateOptions {
            d3d8: true,
            software_vp: creation.software_vp,
        };
        ninebridge_d3dbc::validate_with(&program, &options)
    } else {
        ninebridge_d3dbc::validate_direct3d9(&program, creation.software_vp)
    };
    match errors.first() {
        None => Ok(()),
        Some(first) if errors.len() == 1 => Err(invalid(first.to_string())),
        Some(first) => Err(invalid(format!("{first} (and {} more)", errors.len() - 1))),
    }
}

/// Whether the device creates shaders of `model`: a model D3D9 defines, no
/// higher than the caps' version, `*_sw` vertex models with software
/// vertex processing only, no `*_sw` pixel model.
pub fn model_allowed(model: ShaderModel, software_vp: bool) -> Result<(), String> {
    if !model.is_known() {
        return Err(format!("{model} is not a Direct3D 9 shader model"));
    }
    let (max, kind) = match model.kind {
        ShaderKind::Vertex => (VERTEX_SHADER_VERSION, "VertexShaderVersion"),
        ShaderKind::Pixel => (PIXEL_SHADER_VERSION, "PixelShaderVersion"),
    };
    if model.minor == SW_MINOR {
        return match model.kind {
            ShaderKind::Vertex if software_vp && model.major <= max.0 => Ok(()),
            ShaderKind::Vertex => Err(format!(
                "{model} needs software vertex processing (D3DCREATE_SOFTWARE_VERTEXPROCESSING or _MIXED_)"
            )),
            ShaderKind::Pixel => Err(format!("{model} is for the reference rasteriser only")),
        };
    }
    if (model.major, model.minor) > max {
        return Err(format!(
            "{model} is above the device's {kind} {}.{}",
            max.0, max.1
        ));
    }
    Ok(())
}
