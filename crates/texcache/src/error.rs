//! Why a texture could not be made ready for a draw.

use ninebridge_texture::mip::MipError;
use ninebridge_texture::{DecodeError, Format, FormatExt, SizeError};
use thiserror::Error;

use crate::backend::BackendError;
use crate::cache::CacheError;

/// A texture upload failed; the draw that sampled it must fail too, rather
/// than draw with a wrong or recycled texture.
#[derive(Debug, Error)]
pub enum UploadError {
    /// Reading back a GPU-dirty surface that aliases level 0 failed.
    #[error("texture upload: readback of an aliasing render surface failed: {message}")]
    Readback {
        /// The reader's reason.
        message: String,
    },
    /// The texture's size is outside the texture core's limits.
    #[error("texture upload: {0}")]
    Size(#[from] SizeError),
    /// The format cannot be decoded to BGRA8.
    #[error("texture upload: format {} cannot be decoded", .format.display())]
    Format {
        /// The texture's format.
        format: Format,
    },
    /// A level's bytes are shorter than the level.
    #[error("texture upload: face {face} level {level} has {actual} bytes, {needed} needed")]
    Source {
        /// Cube face (0 otherwise).
        face: u32,
        /// Mip level.
        level: u32,
        /// Bytes the level occupies.
        needed: usize,
        /// Bytes given.
        actual: usize,
    },
    /// Decoding a level failed.
    #[error("texture upload: {0}")]
    Decode(#[from] DecodeError),
    /// Building a mip level failed.
    #[error("texture upload: {0}")]
    Mip(#[from] MipError),
    /// A volume texture above 2048 per side.
    #[error("texture upload: volume {width}x{height}x{depth} exceeds {max} per side")]
    VolumeTooLarge {
        /// Width.
        width: u32,
        /// Height.
        height: u32,
        /// Depth.
        depth: u32,
        /// The limit (2048).
        max: u32,
    },
    /// The cache could not make room.
    #[error("texture upload: {0}")]
    Cache(#[from] CacheError),
    /// The GPU refused the texture.
    #[error("texture upload: {0}")]
    Backend(#[from] BackendError),
}
