//! Why a `.hvt` pack was refused. Each variant names the spec rule that failed
//! and carries the numbers (and the entry index) that broke it.

use std::path::PathBuf;

/// A `.hvt` pack that cannot be used; the caller keeps the original textures.
#[derive(Debug, thiserror::Error)]
pub enum HvtError {
    /// The file could not be opened, measured or mapped ("pack unavailable").
    #[error("pack unavailable: {path}: {source}")]
    Io {
        /// The pack's path.
        path: PathBuf,
        /// The underlying error.
        source: std::io::Error,
    },
    /// The file is larger than the 4 GiB limit ("unsupported pack size").
    #[error("unsupported pack size: {size} bytes exceeds the {max}-byte limit")]
    FileTooLarge {
        /// Real file size.
        size: u64,
        /// The limit, 4 GiB.
        max: u64,
    },
    /// The file is shorter than the 32-byte header.
    #[error("truncated header: {size} bytes, the header needs 32")]
    TruncatedHeader {
        /// Real file size.
        size: u64,
    },
    /// Bytes 0..8 are not `HVTEX001`.
    #[error("bad magic {found:02x?}, expected \"HVTEX001\"")]
    BadMagic {
        /// The bytes found.
        found: [u8; 8],
    },
    /// The entry count is 0 or above 65536.
    #[error("entry count {count} outside 1..=65536")]
    EntryCount {
        /// Declared count.
        count: u32,
    },
    /// The entry size is not 32.
    #[error("entry size {size}, must be 32")]
    EntrySize {
        /// Declared entry size.
        size: u32,
    },
    /// The directory offset is not 32.
    #[error("directory offset {offset}, must be 32")]
    DirectoryOffset {
        /// Declared offset.
        offset: u64,
    },
    /// The header's file size field differs from the real size.
    #[error("header file size {declared} does not equal the real size {actual}")]
    FileSize {
        /// The header's value.
        declared: u64,
        /// The real size.
        actual: u64,
    },
    /// The directory runs past the end of the file.
    #[error("directory of {count} entries ends at {end}, past the file end {file_size}")]
    DirectoryOutOfBounds {
        /// Declared entry count.
        count: u32,
        /// Where the directory would end.
        end: u64,
        /// Real file size.
        file_size: u64,
    },
    /// A key equals the previous key.
    #[error("entry {index}: duplicate key {key:#010x}")]
    DuplicateKey {
        /// Entry index.
        index: usize,
        /// The repeated key.
        key: u32,
    },
    /// A key is smaller than the previous key.
    #[error(
        "entry {index}: key {key:#010x} not above the previous key {previous:#010x} (keys must be strictly increasing)"
    )]
    UnsortedKey {
        /// Entry index.
        index: usize,
        /// This entry's key.
        key: u32,
        /// The previous entry's key.
        previous: u32,
    },
    /// Width outside 1..=8192.
    #[error("entry {index}: width {width} outside 1..=8192")]
    Width {
        /// Entry index.
        index: usize,
        /// Declared width.
        width: u32,
    },
    /// Height outside 1..=8192.
    #[error("entry {index}: height {height} outside 1..=8192")]
    Height {
        /// Entry index.
        index: usize,
        /// Declared height.
        height: u32,
    },
    /// Format other than 1 (BGRA8).
    #[error("entry {index}: format {format}, must be 1 (BGRA8)")]
    Format {
        /// Entry index.
        index: usize,
        /// Declared format.
        format: u32,
    },
    /// Data bytes differ from width * height * 4.
    #[error("entry {index}: {bytes} data bytes, a {width}x{height} BGRA8 image needs {expected}")]
    DataSize {
        /// Entry index.
        index: usize,
        /// Declared data bytes.
        bytes: u64,
        /// Declared width.
        width: u32,
        /// Declared height.
        height: u32,
        /// width * height * 4.
        expected: u64,
    },
    /// The data starts before the previous entry's data (or the directory) ends.
    #[error(
        "entry {index}: data offset {offset} overlaps the previous data, which ends at {previous_end}"
    )]
    DataOverlap {
        /// Entry index.
        index: usize,
        /// Declared data offset.
        offset: u64,
        /// End of the previous entry's data, or of the directory for entry 0.
        previous_end: u64,
    },
    /// The data runs past the end of the file.
    #[error("entry {index}: data {offset}+{bytes} runs past the file end {file_size}")]
    DataOutOfBounds {
        /// Entry index.
        index: usize,
        /// Declared data offset.
        offset: u64,
        /// Declared data bytes.
        bytes: u64,
        /// Real file size.
        file_size: u64,
    },
}

impl HvtError {
    /// The entry the error is about, when it concerns one.
    pub fn entry(&self) -> Option<usize> {
        match self {
            Self::DuplicateKey { index, .. }
            | Self::UnsortedKey { index, .. }
            | Self::Width { index, .. }
            | Self::Height { index, .. }
            | Self::Format { index, .. }
            | Self::DataSize { index, .. }
            | Self::DataOverlap { index, .. }
            | Self::DataOutOfBounds { index, .. } => Some(*index),
            _ => None,
        }
    }
}

/// Why a [`super::TexturePackWriter`] refused its input or could not write.
#[derive(Debug, thiserror::Error)]
pub enum HvtWriteError {
    /// Creating, writing, syncing or renaming the file failed.
    #[error("{path}: {source}")]
    Io {
        /// The pack's path (also for failures on its temporary file).
        path: PathBuf,
        /// The underlying error.
        source: std::io::Error,
    },
    /// No entries: a pack needs 1..=65536.
    #[error("{count} entries, a pack holds 1..=65536")]
    EntryCount {
        /// Number of entries given.
        count: usize,
    },
    /// Two entries share a key.
    #[error("duplicate key {crc:#010x}")]
    DuplicateKey {
        /// The repeated key.
        crc: u32,
    },
    /// A dimension outside 1..=8192.
    #[error("texture {crc:#010x}: {width}x{height} outside 1..=8192")]
    Dimensions {
        /// The entry's key.
        crc: u32,
        /// Width given.
        width: u32,
        /// Height given.
        height: u32,
    },
    /// The pack would exceed 4 GiB.
    #[error("pack would be {size} bytes, over the {max}-byte limit")]
    TooLarge {
        /// Total size the pack would have.
        size: u64,
        /// The limit, 4 GiB.
        max: u64,
    },
    /// Pixels were pushed for another entry than the next one in key order.
    #[error("pixels for {got:#010x} pushed, expected {expected:#010x} next (push in key order)")]
    OutOfOrder {
        /// The key expected next.
        expected: u32,
        /// The key pushed.
        got: u32,
    },
    /// Pixels were pushed after every entry already had its pixels.
    #[error("pixels for {got:#010x} pushed after the last entry")]
    Extra {
        /// The key pushed.
        got: u32,
    },
    /// The pushed pixel buffer has the wrong length.
    #[error("texture {crc:#010x}: {got} pixel bytes, {width}x{height} BGRA8 needs {expected}")]
    PixelBytes {
        /// The entry's key.
        crc: u32,
        /// Width declared.
        width: u32,
        /// Height declared.
        height: u32,
        /// Bytes expected.
        expected: u64,
        /// Bytes given.
        got: usize,
    },
    /// `finish` was called before every entry's pixels were pushed.
    #[error("{missing} entries have no pixels yet (next {next:#010x})")]
    Incomplete {
        /// Entries still missing.
        missing: usize,
        /// The next key expected.
        next: u32,
    },
}

impl From<crate::atomic::PathError> for HvtWriteError {
    fn from((path, source): crate::atomic::PathError) -> Self {
        Self::Io { path, source }
    }
}
