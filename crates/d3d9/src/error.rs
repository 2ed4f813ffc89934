//! The device's error type: D3D9's `D3DERR_*` results, with the numbers
//! that explain them.

use ninebridge_gpu::GpuError;
use ninebridge_types::HResult;
use thiserror::Error;

/// An error of a D3D9 device call.
#[derive(Debug, Error)]
pub enum D3dError {
    /// `D3DERR_INVALIDCALL`: the arguments or the current state are invalid.
    #[error("D3DERR_INVALIDCALL: {0}")]
    InvalidCall(String),
    /// `D3DERR_NOTAVAILABLE`: valid in D3D9 but not expressible on this
    /// device (a format, a declaration type, a render state value).
    #[error("D3DERR_NOTAVAILABLE: {0}")]
    NotAvailable(String),
    /// `E_FAIL`: a call D3D9's runtime fails without a D3D error code (a
    /// vertex declaration with a misaligned or `UNUSED` element).
    #[error("E_FAIL: {0}")]
    Fail(String),
    /// `D3DERR_DEVICELOST`: the device is lost (a `Reset` failed) and
    /// cannot present until a `Reset` succeeds.
    #[error("D3DERR_DEVICELOST: {0}")]
    DeviceLost(String),
    /// `D3DERR_DEVICENOTRESET`: the device can be reset and must be
    /// (`TestCooperativeLevel` after a failed `Reset`).
    #[error("D3DERR_DEVICENOTRESET: {0}")]
    DeviceNotReset(String),
    /// A handle that names no live object of its kind: never created,
    /// released, or of another kind.
    #[error(
        "D3DERR_INVALIDCALL: {kind} handle (slot {index}, generation {generation}) is not a live object"
    )]
    BadHandle {
        /// The kind of object (`texture`, `vertex buffer`, ...).
        kind: &'static str,
        /// The handle's slot.
        index: u32,
        /// The handle's generation.
        generation: u32,
    },
    /// The shader could not be translated, linked or compiled.
    #[error("shader {stage} rejected: {error}")]
    Shader {
        /// `vertex` or `pixel`.
        stage: &'static str,
        /// Why.
        error: ShaderError,
    },
    /// wgpu rejected an operation.
    #[error(transparent)]
    Gpu(#[from] GpuError),
}

impl D3dError {
    /// The HRESULT a D3D9 device returns for this error: invalid calls, dead
    /// handles and shaders the device cannot use are `D3DERR_INVALIDCALL`;
    /// what is valid D3D9 but not available here `D3DERR_NOTAVAILABLE`; wgpu
    /// running out of memory `D3DERR_OUTOFVIDEOMEMORY`; a lost device
    /// `D3DERR_DEVICELOST`, one waiting for `Reset`
    /// `D3DERR_DEVICENOTRESET`; a window the adapter cannot present to
    /// `D3DERR_NOTAVAILABLE`, window handles or a surface size wgpu refuses
    /// `D3DERR_INVALIDCALL`; any other wgpu failure
    /// `D3DERR_DRIVERINTERNALERROR`.
    pub fn hresult(&self) -> HResult {
        match self {
            D3dError::InvalidCall(_) | D3dError::BadHandle { .. } | D3dError::Shader { .. } => {
                HResult::D3DERR_INVALIDCALL
            }
            D3dError::NotAvailable(_) => HResult::D3DERR_NOTAVAILABLE,
            D3dError::Fail(_) => HResult::E_FAIL,
            D3dError::DeviceLost(_) => HResult::D3DERR_DEVICELOST,
            D3dError::DeviceNotReset(_) => HResult::D3DERR_DEVICENOTRESET,
            D3dError::Gpu(GpuError::OutOfMemory { .. }) => HResult::D3DERR_OUTOFVIDEOMEMORY,
            D3dError::Gpu(GpuError::NoAdapter { .. } | GpuError::RequestDevice { .. }) => {
                HResult::D3DERR_DEVICELOST
            }
            // A window the adapter cannot present to; handles wgpu cannot
            // use, or a size no surface can have.
            D3dError::Gpu(GpuError::SurfaceUnsupported { .. }) => HResult::D3DERR_NOTAVAILABLE,
            D3dError::Gpu(GpuError::CreateSurface(_) | GpuError::SurfaceSize { .. }) => {
                HResult::D3DERR_INVALIDCALL
            }
            D3dError::Gpu(_) => HResult::D3DERR_DRIVERINTERNALERROR,
        }
    }
}

/// Why a shader variant could not be made. Cloneable: a failed variant is
/// cached with its error and reported the same way on every draw.
#[derive(Clone, Debug, Error)]
pub enum ShaderError {
    /// The translator refused the bytecode: its kind (invalid input, an
    /// unsupported form, a translator bug), the instruction when there is
    /// one, and its message.
    #[error("{message}")]
    Translate {
        /// Invalid, unsupported or internal.
        kind: ninebridge_translate::ErrorKind,
        /// The instruction, when the error is about one.
        instruction: Option<usize>,
        /// The translator's message.
        message: String,
    },
    /// Bytecode of the other stage, or no version token (`Create*Shader`).
    #[error("{0}")]
    Stage(String),
    /// Bytecode D3D9's runtime refuses at creation: a model the device
    /// does not take, tokens that do not parse, a rule of the model broken.
    #[error("{0}")]
    Invalid(String),
    /// Linking to the pixel shader or expanding points failed.
    #[error("{step}: {message}")]
    Link {
        /// `linking` or `point expansion`.
        step: &'static str,
        /// What failed.
        message: String,
    },
    /// The module failed naga's validation or wgpu's shader creation.
    #[error("{0}")]
    Module(String),
    /// A custom [`ShaderTranslator`](crate::ShaderTranslator)'s own failure.
    #[error("{0}")]
    Translator(String),
}

impl From<ninebridge_translate::TranslateError> for ShaderError {
    fn from(e: ninebridge_translate::TranslateError) -> Self {
        ShaderError::Translate {
            kind: e.kind(),
            instruction: e.instruction_index(),
            message: e.to_string(),
        }
    }
}

/// Shorthand for device results.
pub type D3dResult<T> = Result<T, D3dError>;

/// Builds an [`D3dError::InvalidCall`] from format arguments.
macro_rules! invalid {
    ($($arg:tt)*) => { $crate::error::D3dError::InvalidCall(format!($($arg)*)) };
}
pub(crate) use invalid;

/// Builds an [`D3dError::NotAvailable`] from format arguments.
macro_rules! not_available {
    ($($arg:tt)*) => { $crate::error::D3dError::NotAvailable(format!($($arg)*)) };
}
pub(crate) use not_available;

#[cfg(test)]
mod tests {
    use super::*;

    /// Each error maps to the HRESULT D3D9 documents for it.
    #[test]
    fn errors_map_to_their_hresults() {
        let cases = [
            (D3dError::InvalidCall("x".into()), 0x8876_086c_u32),
            (
                D3dError::BadHandle {
                    kind: "texture",
                    index: 1,
                    generation: 2,
                },
                0x8876_086c,
            ),
            (
                D3dError::Shader {
                    stage: "pixel",
                    error: ShaderError::Module("x".into()),
                },
                0x8876_086c,
            ),
            (D3dError::NotAvailable("x".into()), 0x8876_086a),
            (D3dError::DeviceLost("x".into()), 0x8876_0868),
            (D3dError::DeviceNotReset("x".into()), 0x8876_0869),
            (
                D3dError::Gpu(GpuError::SurfaceUnsupported {
                    adapter: "a".into(),
                    backend: "Vulkan".into(),
                }),
                0x8876_086a,
            ),
            (
                D3dError::Gpu(GpuError::CreateSurface("x".into())),
                0x8876_086c,
            ),
            (D3dError::Gpu(GpuError::Poll("lost".into())), 0x8876_0827),
        ];
        for (err, code) in cases {
            assert_eq!(err.hresult().to_d3d(), code, "{err}");
            assert!(err.hresult().is_failure());
        }
    }
}
