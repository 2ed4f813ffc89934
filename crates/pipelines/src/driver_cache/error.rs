//! Why a cache file was discarded or could not be written.

use std::io;
use std::path::PathBuf;

use thiserror::Error;

use super::file::FormatError;

/// A driver cache file that was not used, or a save that failed.
#[derive(Debug, Error)]
pub enum DriverCacheError {
    /// Reading, moving or writing the file failed.
    #[error("cannot {op} {}: {source}", path.display())]
    Io {
        /// What was being done ("read", "write").
        op: &'static str,
        /// The file.
        path: PathBuf,
        /// The system's error.
        source: io::Error,
    },
    /// The file is longer than any driver cache should be.
    #[error("the file is {len} bytes, more than the {max} a cache may have")]
    TooLarge {
        /// The file's length.
        len: u64,
        /// [`MAX_FILE_BYTES`](super::MAX_FILE_BYTES).
        max: u64,
    },
    /// The file is truncated, corrupt or of another format version.
    #[error(transparent)]
    Format(#[from] FormatError),
    /// The blob was produced by another adapter or driver (version).
    #[error("produced by another {field}: {file:?}, this one is {ours:?}")]
    Identity {
        /// The first field that differs.
        field: &'static str,
        /// The file's value.
        file: String,
        /// This adapter's value.
        ours: String,
    },
    /// wgpu refused the blob (it passed our checks, failed wgpu's).
    #[error("wgpu refused it: {message}")]
    Refused {
        /// wgpu's message.
        message: String,
    },
}
