//! The `.hvs` reader: validates the whole pack at open, then matches pixel
//! shaders by exact bytes.

use std::ops::Range;
use std::path::Path;
use std::sync::atomic::{AtomicBool, Ordering};

use super::error::{HvsError, Side};
use super::format::{ENTRY_HEADER_SIZE, HEADER_SIZE, MAGIC, MAX_ENTRIES, MAX_FILE_SIZE};
use super::tokens::check_shader;
use crate::le::u32_at;

/// One entry's shaders as byte ranges of the pack.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Span {
    original: Range<usize>,
    replacement: Range<usize>,
}

/// A validated `.hvs` shader pack (at most 4 MiB, held in memory).
pub struct ShaderPack {
    bytes: Vec<u8>,
    entries: Vec<Span>,
    seen: Box<[AtomicBool]>,
}

/// One entry of a shader pack.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ShaderEntry<'a> {
    /// Zero-based entry index in file order.
    pub index: usize,
    /// Offset of the original shader's bytes in the pack.
    pub original_offset: usize,
    /// The game's ps_2_0 token bytes.
    pub original: &'a [u8],
    /// Offset of the replacement's bytes in the pack.
    pub replacement_offset: usize,
    /// The ps_2_0 token bytes used instead.
    pub replacement: &'a [u8],
}

/// Validates a whole `.hvs` image and returns each entry's shader ranges.
pub(crate) fn validate_image(bytes: &[u8]) -> Result<Vec<Span>, HvsError> {
    let file_size = bytes.len() as u64;
    if file_size > MAX_FILE_SIZE {
        return Err(HvsError::TooLarge {
            size: file_size,
            max: MAX_FILE_SIZE,
        });
    }
    let (Some(magic), Some(count), Some(reserved)) = (
        bytes.get(0..8).and_then(|m| <[u8; 8]>::try_from(m).ok()),
        u32_at(bytes, 8),
        u32_at(bytes, 12),
    ) else {
        return Err(HvsError::TooSmall { size: file_size });
    };
    if magic != MAGIC {
        return Err(HvsError::BadMagic { found: magic });
    }
    if count == 0 || count > MAX_ENTRIES {
        return Err(HvsError::EntryCount { count });
    }
    if reserved != 0 {
        return Err(HvsError::Reserved { value: reserved });
    }
    let mut spans: Vec<Span> = Vec::with_capacity(count as usize);
    let mut at = HEADER_SIZE;
    for index in 0..count as usize {
        let lengths = u32_at(bytes, at).zip(u32_at(bytes, at + 4));
        let Some((original_size, replacement_size)) = lengths else {
            return Err(HvsError::LengthsOutOfBounds {
                index,
                offset: at as u64,
                file_size,
            });
        };
        let start = at + ENTRY_HEADER_SIZE;
        // Both sizes are u32 and start < 4 MiB: no overflow in u64.
        let end = start as u64 + u64::from(original_size) + u64::from(replacement_size);
        if end > file_size {
            return Err(HvsError::ShadersOutOfBounds {
                index,
                offset: start as u64,
                original_size,
                replacement_size,
                file_size,
            });
        }
        // end <= file_size <= 4 MiB, so every bound fits in usize.
        let middle = start + original_size as usize;
        let span = Span {
            original: start..middle,
            replacement: middle..end as usize,
        };
        for (side, range) in [
            (Side::Original, &span.original),
            (Side::Replacement, &span.replacement),
        ] {
            let shader = bytes.get(range.clone()).unwrap_or_default();
            check_shader(shader).map_err(|error| HvsError::Shader { index, side, error })?;
        }
        let original = bytes.get(span.original.clone());
        if let Some(first) = spans
            .iter()
            .position(|earlier| bytes.get(earlier.original.clone()) == original)
        {
            return Err(HvsError::DuplicateOriginal { index, first });
        }
        at = end as usize;
        spans.push(span);
    }
    if at as u64 != file_size {
        return Err(HvsError::TrailingBytes {
            end: at as u64,
            trailing: file_size - at as u64,
        });
    }
    Ok(spans)
}

impl ShaderPack {
    /// Reads and validates the pack at `path`. The size limit is checked
    /// before reading.
    pub fn open(path: impl AsRef<Path>) -> Result<Self, HvsError> {
        let path = path.as_ref();
        let io = |source| HvsError::Io {
            path: path.to_path_buf(),
            source,
        };
        let meta = std::fs::metadata(path).map_err(io)?;
        if meta.is_dir() {
            return Err(io(crate::atomic::folder_error()));
        }
        let size = meta.len();
        if size > MAX_FILE_SIZE {
            return Err(HvsError::TooLarge {
                size,
                max: MAX_FILE_SIZE,
            });
        }
        Self::from_bytes(std::fs::read(path).map_err(io)?)
    }

    /// Validates a pack held in memory.
    pub fn from_bytes(bytes: Vec<u8>) -> Result<Self, HvsError> {
        let entries = validate_image(&bytes)?;
        let seen = entries.iter().map(|_| AtomicBool::new(false)).collect();
        Ok(Self {
            bytes,
            entries,
            seen,
        })
    }

    /// The pack's bytes.
    pub fn as_bytes(&self) -> &[u8] {
        &self.bytes
    }

    /// Number of entries (1..=128).
    pub fn len(&self) -> usize {
        self.entries.len()
    }

    /// Always false: a valid pack has at least one entry.
    pub fn is_empty(&self) -> bool {
        self.entries.is_empty()
    }

    /// Entry `index` in file order.
    pub fn entry(&self, index: usize) -> Option<ShaderEntry<'_>> {
        let span = self.entries.get(index)?;
        Some(ShaderEntry {
            index,
            original_offset: span.original.start,
            original: self.bytes.get(span.original.clone())?,
            replacement_offset: span.replacement.start,
            replacement: self.bytes.get(span.replacement.clone())?,
        })
    }

    /// All entries in file order.
    pub fn entries(&self) -> impl Iterator<Item = ShaderEntry<'_>> + '_ {
        (0..self.entries.len()).filter_map(|index| self.entry(index))
    }

    /// The entry whose original shader has exactly these bytes (same length,
    /// same content); a linear comparison, as shaders are matched only when
    /// they are created.
    pub fn find(&self, original: &[u8]) -> Option<ShaderEntry<'_>> {
        let index = self
            .entries
            .iter()
            .position(|span| self.bytes.get(span.original.clone()) == Some(original))?;
        self.entry(index)
    }

    /// Marks entry `index` as applied; `true` the first time only (thread-safe).
    pub fn mark_seen(&self, index: usize) -> bool {
        self.seen
            .get(index)
            .is_some_and(|flag| !flag.swap(true, Ordering::Relaxed))
    }

    /// The replacement for a pixel shader's token bytes, logging the first
    /// application of each entry.
    pub fn replace(&self, original: &[u8]) -> Option<&[u8]> {
        let entry = self.find(original)?;
        if self.mark_seen(entry.index) {
            tracing::info!(
                "[shader-mod] entry {}: replacing a {}-byte pixel shader with {} bytes",
                entry.index,
                entry.original.len(),
                entry.replacement.len()
            );
        }
        Some(entry.replacement)
    }
}

impl std::fmt::Debug for ShaderPack {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("ShaderPack")
            .field("entries", &self.entries.len())
            .field("bytes", &self.bytes.len())
            .finish()
    }
}
