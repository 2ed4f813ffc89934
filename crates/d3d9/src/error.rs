//! The device's error type: D3D9's `D3DERR_*` results, with the numbers
//! that explain them.

use ninebridge_gpu::GpuError;
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
