//! The decoder's errors: spec 000's six (`E_FORMAT`, `E_DIMENSION`, `E_NULL`,
//! `E_PITCH`, `E_SOURCE_SIZE`, `E_OUTPUT_SIZE`), each with the numbers that
//! explain it.

use thiserror::Error;

use crate::format::{Format, FormatExt, MAX_DIMENSION};

/// Why a level could not be decoded. Any failure means the texture cannot be
/// sampled; nothing is drawn with a partially decoded texture.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum DecodeError {
    /// `E_FORMAT`: the format can be sized but not decoded.
    #[error("format {} cannot be decoded to BGRA8", format.display())]
    Format {
        /// The format asked for.
        format: Format,
    },
    /// A format other than `P8`/`A8P8` given to
    /// [`decode_paletted`](super::decode_paletted).
    #[error("format {} is not a palette format", format.display())]
    NotPaletted {
        /// The format asked for.
        format: Format,
    },
    /// A palette shorter than 256 entries of 4 bytes.
    #[error("palette has {actual} bytes, 256 entries need 1024")]
    PaletteSize {
        /// Bytes given.
        actual: usize,
    },
    /// `E_DIMENSION`: width or height outside 1..=8192.
    #[error("dimension {width}x{height} is outside 1..={max}", max = MAX_DIMENSION)]
    Dimension {
        /// The width asked for.
        width: u32,
        /// The height asked for.
        height: u32,
    },
    /// `E_NULL`: an empty source or output buffer (the slice analogue of a
    /// null pointer: every valid level has at least one byte).
    #[error("empty {which} buffer")]
    Null {
        /// `"source"` or `"output"`.
        which: &'static str,
    },
    /// `E_PITCH`: a non-zero source pitch shorter than one row of blocks.
    #[error("source pitch {pitch} is shorter than a row of {row_bytes} bytes")]
    Pitch {
        /// The pitch given.
        pitch: usize,
        /// Bytes of one row of blocks.
        row_bytes: usize,
    },
    /// `E_SOURCE_SIZE`: the source ends before the last row's bytes.
    #[error("source has {actual} bytes, the level needs {needed}")]
    SourceSize {
        /// Bytes the level needs with this pitch (the last row only its own).
        needed: usize,
        /// Bytes given.
        actual: usize,
    },
    /// `E_OUTPUT_SIZE`: the output is shorter than `width * height * 4`.
    #[error("output has {actual} bytes, {needed} are needed for BGRA8")]
    OutputSize {
        /// `width * height * 4`.
        needed: usize,
        /// Bytes given.
        actual: usize,
    },
}
