//! The `.hvt` writer: header and directory first, then the pixel blocks
//! streamed in key order into a temporary file in the destination folder,
//! which is synced and renamed over the final name only once it is complete.
//! A crash or an error never leaves a half-written pack under the final name,
//! and no more than one texture's pixels need to be in memory at a time.

use std::io::{BufWriter, Write};
use std::path::{Path, PathBuf};

use tempfile::NamedTempFile;

use super::error::HvtWriteError;
use super::format::{
    DirEntry, ENTRY_SIZE, FORMAT_BGRA8, HEADER_SIZE, Header, MAX_DIMENSION, MAX_ENTRIES,
    MAX_FILE_SIZE, bgra_bytes,
};
use crate::atomic;

/// The directory facts of one replacement: its key and dimensions.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct TextureSpec {
    /// TexMod CRC32 of the original texture's level 0.
    pub crc: u32,
    /// Width in pixels, 1..=8192.
    pub width: u32,
    /// Height in pixels, 1..=8192.
    pub height: u32,
}

/// A streaming `.hvt` writer.
///
/// Create it with every entry's key and size, then [`push`](Self::push) each
/// entry's BGRA8 pixels in ascending key order ([`next_key`](Self::next_key)
/// says which one is due), then [`finish`](Self::finish). Dropping it before
/// `finish` deletes the temporary file and leaves any existing pack untouched.
pub struct TexturePackWriter {
    path: PathBuf,
    out: BufWriter<NamedTempFile>,
    directory: Vec<DirEntry>,
    next: usize,
}

impl TexturePackWriter {
    /// Validates the entries (1..=65536 of them, unique keys, dimensions
    /// 1..=8192, at most 4 GiB in all), sorts them by key and writes the header
    /// and directory to a temporary file beside `path`.
    pub fn create(path: impl AsRef<Path>, specs: &[TextureSpec]) -> Result<Self, HvtWriteError> {
        let path = path.as_ref().to_path_buf();
        let directory = layout(specs)?;
        let file_size = directory
            .last()
            .map_or(0, |last| last.data_offset + last.data_bytes);

        let temp = atomic::temp_beside(&path).map_err(HvtWriteError::from)?;
        let mut out = BufWriter::with_capacity(1 << 20, temp);
        let io = |source| HvtWriteError::Io {
            path: path.clone(),
            source,
        };
        // `layout` proved the count fits in 1..=65536.
        let count = directory.len() as u32;
        out.write_all(&Header::encode(count, file_size))
            .map_err(io)?;
        for entry in &directory {
            out.write_all(&entry.encode()).map_err(io)?;
        }
        Ok(Self {
            path,
            out,
            directory,
            next: 0,
        })
    }

    /// The directory in key order, with the data offsets the pack will have.
    pub fn directory(&self) -> &[DirEntry] {
        &self.directory
    }

    /// The key whose pixels are due next, or `None` when all were pushed.
    pub fn next_key(&self) -> Option<u32> {
        self.directory.get(self.next).map(|entry| entry.crc)
    }

    /// Appends the BGRA8 pixels (`width * height * 4` bytes, rows top to
    /// bottom) of the entry keyed `crc`, which must be [`next_key`](Self::next_key).
    pub fn push(&mut self, crc: u32, pixels: &[u8]) -> Result<(), HvtWriteError> {
        let entry = match self.directory.get(self.next) {
            Some(entry) if entry.crc == crc => *entry,
            Some(entry) => {
                return Err(HvtWriteError::OutOfOrder {
                    expected: entry.crc,
                    got: crc,
                });
            }
            None => return Err(HvtWriteError::Extra { got: crc }),
        };
        if pixels.len() as u64 != entry.data_bytes {
            return Err(HvtWriteError::PixelBytes {
                crc,
                width: entry.width,
                height: entry.height,
                expected: entry.data_bytes,
                got: pixels.len(),
            });
        }
        self.out
            .write_all(pixels)
            .map_err(|source| HvtWriteError::Io {
                path: self.path.clone(),
                source,
            })?;
        self.next += 1;
        Ok(())
    }

    /// Flushes and syncs the temporary file, then renames it over the final
    /// path (replacing an older pack atomically). Returns the pack's size.
    pub fn finish(self) -> Result<u64, HvtWriteError> {
        if let Some(next) = self.next_key() {
            return Err(HvtWriteError::Incomplete {
                missing: self.directory.len() - self.next,
                next,
            });
        }
        let size = self
            .directory
            .last()
            .map_or(0, |last| last.data_offset + last.data_bytes);
        let temp = self.out.into_inner().map_err(|err| HvtWriteError::Io {
            path: self.path.clone(),
            source: err.into_error(),
        })?;
        atomic::persist(temp, &self.path).map_err(HvtWriteError::from)?;
        Ok(size)
    }
}

/// Convenience: writes a whole pack from in-memory replacements.
pub fn write_texture_pack(
    path: impl AsRef<Path>,
    textures: &[(TextureSpec, &[u8])],
) -> Result<u64, HvtWriteError> {
    let specs: Vec<TextureSpec> = textures.iter().map(|(spec, _)| *spec).collect();
    let mut writer = TexturePackWriter::create(path, &specs)?;
    let mut sorted: Vec<&(TextureSpec, &[u8])> = textures.iter().collect();
    sorted.sort_by_key(|(spec, _)| spec.crc);
    for (spec, pixels) in sorted {
        writer.push(spec.crc, pixels)?;
    }
    writer.finish()
}

/// Checks the entries and assigns contiguous data offsets in key order.
fn layout(specs: &[TextureSpec]) -> Result<Vec<DirEntry>, HvtWriteError> {
    if specs.is_empty() || specs.len() > MAX_ENTRIES as usize {
        return Err(HvtWriteError::EntryCount { count: specs.len() });
    }
    let mut sorted = specs.to_vec();
    sorted.sort_by_key(|spec| spec.crc);
    let mut offset = (HEADER_SIZE + sorted.len() * ENTRY_SIZE) as u64;
    let mut directory = Vec::with_capacity(sorted.len());
    for (i, spec) in sorted.iter().enumerate() {
        if i > 0 && sorted[i - 1].crc == spec.crc {
            return Err(HvtWriteError::DuplicateKey { crc: spec.crc });
        }
        let valid = 1..=MAX_DIMENSION;
        if !valid.contains(&spec.width) || !valid.contains(&spec.height) {
            return Err(HvtWriteError::Dimensions {
                crc: spec.crc,
                width: spec.width,
                height: spec.height,
            });
        }
        let data_bytes = bgra_bytes(spec.width, spec.height);
        directory.push(DirEntry {
            crc: spec.crc,
            width: spec.width,
            height: spec.height,
            format: FORMAT_BGRA8,
            data_offset: offset,
            data_bytes,
        });
        // At most 65536 * 256 MiB: no overflow in u64.
        offset += data_bytes;
    }
    if offset > MAX_FILE_SIZE {
        return Err(HvtWriteError::TooLarge {
            size: offset,
            max: MAX_FILE_SIZE,
        });
    }
    Ok(directory)
}
