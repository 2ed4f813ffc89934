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
    /// The shader could not be translated or compiled.
    #[error("shader {stage} rejected: {reason}")]
    Shader {
        /// `vertex` or `pixel`.
        stage: &'static str,
        /// The translator's or wgpu's message.
        reason: String,
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
    /// `D3DERR_DEVICELOST`; any other wgpu failure
    /// `D3DERR_DRIVERINTERNALERROR`.
    pub fn hresult(&self) -> HResult {
        match self {
            D3dError::InvalidCall(_) | D3dError::BadHandle { .. } | D3dError::Shader { .. } => {
                HResult::D3DERR_INVALIDCALL
            }
            D3dError::NotAvailable(_) => HResult::D3DERR_NOTAVAILABLE,
            D3dError::Gpu(GpuError::OutOfMemory { .. }) => HResult::D3DERR_OUTOFVIDEOMEMORY,
            D3dError::Gpu(GpuError::NoAdapter { .. } | GpuError::RequestDevice { .. }) => {
                HResult::D3DERR_DEVICELOST
            }
            D3dError::Gpu(_) => HResult::D3DERR_DRIVERINTERNALERROR,
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
                    reason: "x".into(),
                },
                0x8876_086c,
            ),
            (D3dError::NotAvailable("x".into()), 0x8876_086a),
            (D3dError::Gpu(GpuError::Poll("lost".into())), 0x8876_0827),
        ];
        for (err, code) in cases {
            assert_eq!(err.hresult().to_d3d(), code, "{err}");
            assert!(err.hresult().is_failure());
        }
    }
}
