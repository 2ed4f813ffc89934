//! Why a `.hvs` pack or one of its shaders was refused. Each variant names the
//! spec rule and carries the numbers (and the entry) that broke it.

use std::path::PathBuf;

/// A shader token stream that fails the spec's token check.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum TokenError {
    /// The byte length is not a multiple of 4.
    #[error("{bytes} bytes is not a multiple of 4")]
    Misaligned {
        /// Byte length.
        bytes: usize,
    },
    /// The byte length is outside 8..=262144.
    #[error("{bytes} bytes outside 8..=262144")]
    Size {
        /// Byte length.
        bytes: usize,
    },
    /// The first token is not `0xFFFF0200` (ps_2_0).
    #[error("version token {found:#010x}, expected 0xffff0200 (ps_2_0)")]
    Version {
        /// The first token.
        found: u32,
    },
    /// An instruction's length field is zero.
    #[error("token {position}: instruction with opcode {opcode} has length 0")]
    ZeroLength {
        /// Token index of the instruction.
        position: usize,
        /// Its opcode.
        opcode: u32,
    },
    /// An instruction's opcode is above 96.
    #[error("token {position}: opcode {opcode} above 96")]
    Opcode {
        /// Token index of the instruction.
        position: usize,
        /// Its opcode.
        opcode: u32,
    },
    /// An instruction or comment runs past the last token.
    #[error("token {position}: {} of {length} tokens runs past the {tokens}-token stream", if *comment { "comment" } else { "instruction" })]
    OutOfBounds {
        /// Token index of the instruction or comment token.
        position: usize,
        /// Tokens that follow it according to its length field.
        length: usize,
        /// Tokens in the stream.
        tokens: usize,
        /// Whether it is a comment block.
        comment: bool,
    },
    /// The end token appears before the last token.
    #[error("end token at {position} is not the last of {tokens} tokens")]
    EndNotLast {
        /// Token index of the end token.
        position: usize,
        /// Tokens in the stream.
        tokens: usize,
    },
    /// The stream has no end token.
    #[error("no end token in {tokens} tokens")]
    MissingEnd {
        /// Tokens in the stream.
        tokens: usize,
    },
}

/// Which shader of an entry.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Side {
    /// The game's shader, matched by exact bytes.
    Original,
    /// The shader used instead.
    Replacement,
}

impl std::fmt::Display for Side {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            Self::Original => "original",
            Self::Replacement => "replacement",
        })
    }
}

/// A `.hvs` pack that cannot be used; the caller keeps the original shaders.
#[derive(Debug, thiserror::Error)]
pub enum HvsError {
    /// The file could not be read ("pack unavailable").
    #[error("pack unavailable: {path}: {source}")]
    Io {
        /// The pack's path.
        path: PathBuf,
        /// The underlying error.
        source: std::io::Error,
    },
    /// Shorter than the 16-byte header.
    #[error("{size} bytes, a pack has at least 16")]
    TooSmall {
        /// File size.
        size: u64,
    },
    /// Larger than 4 MiB.
    #[error("{size} bytes exceeds the {max}-byte limit")]
    TooLarge {
        /// File size.
        size: u64,
        /// The limit, 4 MiB.
        max: u64,
    },
    /// Bytes 0..8 are not `HVSHD001`.
    #[error("bad magic {found:02x?}, expected \"HVSHD001\"")]
    BadMagic {
        /// The bytes found.
        found: [u8; 8],
    },
    /// Entry count 0 or above 128.
    #[error("entry count {count} outside 1..=128")]
    EntryCount {
        /// Declared count.
        count: u32,
    },
    /// The reserved field is not 0.
    #[error("reserved field {value:#x}, must be 0")]
    Reserved {
        /// The value found.
        value: u32,
    },
    /// An entry's two length fields run past the end of the file.
    #[error("entry {index}: length fields at {offset} run past the file end {file_size}")]
    LengthsOutOfBounds {
        /// Entry index.
        index: usize,
        /// Offset of the entry.
        offset: u64,
        /// File size.
        file_size: u64,
    },
    /// An entry's shaders run past the end of the file.
    #[error(
        "entry {index}: {original_size}+{replacement_size} shader bytes at {offset} run past the file end {file_size}"
    )]
    ShadersOutOfBounds {
        /// Entry index.
        index: usize,
        /// Offset of the original shader's bytes.
        offset: u64,
        /// Declared original size.
        original_size: u32,
        /// Declared replacement size.
        replacement_size: u32,
        /// File size.
        file_size: u64,
    },
    /// Bytes follow the last entry.
    #[error("{trailing} trailing bytes after the last entry, which ends at {end}")]
    TrailingBytes {
        /// Where the last entry ends.
        end: u64,
        /// Bytes after it.
        trailing: u64,
    },
    /// A shader fails the token check.
    #[error("entry {index}: {side} shader: {error}")]
    Shader {
        /// Entry index.
        index: usize,
        /// Which shader of the entry.
        side: Side,
        /// The rule it broke.
        error: TokenError,
    },
    /// Two entries have the same original shader (ambiguous).
    #[error("entry {index}: original shader duplicates entry {first}'s (ambiguous)")]
    DuplicateOriginal {
        /// Entry index of the repeat.
        index: usize,
        /// Entry index of the first occurrence.
        first: usize,
    },
}

impl HvsError {
    /// The entry the error is about, when it concerns one.
    pub fn entry(&self) -> Option<usize> {
        match self {
            Self::LengthsOutOfBounds { index, .. }
            | Self::ShadersOutOfBounds { index, .. }
            | Self::Shader { index, .. }
            | Self::DuplicateOriginal { index, .. } => Some(*index),
            _ => None,
        }
    }
}

/// Why a [`super::ShaderPackWriter`] refused its input or could not write.
#[derive(Debug, thiserror::Error)]
pub enum HvsWriteError {
    /// Creating, writing, syncing or renaming the file failed.
    #[error("{path}: {source}")]
    Io {
        /// The file involved.
        path: PathBuf,
        /// The underlying error.
        source: std::io::Error,
    },
    /// The entries would not form a valid pack.
    #[error(transparent)]
    Invalid(#[from] HvsError),
}

impl From<crate::atomic::PathError> for HvsWriteError {
    fn from((path, source): crate::atomic::PathError) -> Self {
        Self::Io { path, source }
    }
}
