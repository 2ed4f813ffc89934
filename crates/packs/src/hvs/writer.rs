//! The `.hvs` writer: collects entries, checks them as the reader will, and
//! writes the pack through a temporary file renamed into place.

use std::io::Write;
use std::path::Path;

use super::error::{HvsError, HvsWriteError, Side};
use super::format::{ENTRY_HEADER_SIZE, HEADER_SIZE, MAGIC, MAX_ENTRIES, MAX_FILE_SIZE};
use super::reader::validate_image;
use super::tokens::check_shader;
use crate::atomic;

/// Builds a `.hvs` pack from `(original, replacement)` shader pairs.
#[derive(Clone, Debug, Default)]
pub struct ShaderPackWriter {
    entries: Vec<(Vec<u8>, Vec<u8>)>,
}

impl ShaderPackWriter {
    /// An empty pack.
    pub fn new() -> Self {
        Self::default()
    }

    /// Adds an entry after checking both shaders' tokens, the 128-entry limit
    /// and that no earlier entry has the same original.
    pub fn add(&mut self, original: Vec<u8>, replacement: Vec<u8>) -> Result<(), HvsError> {
        let index = self.entries.len();
        if index >= MAX_ENTRIES as usize {
            return Err(HvsError::EntryCount {
                count: (index + 1).try_into().unwrap_or(u32::MAX),
            });
        }
        check_shader(&original).map_err(|error| HvsError::Shader {
            index,
            side: Side::Original,
            error,
        })?;
        check_shader(&replacement).map_err(|error| HvsError::Shader {
            index,
            side: Side::Replacement,
            error,
        })?;
        if let Some(first) = self.entries.iter().position(|(o, _)| *o == original) {
            return Err(HvsError::DuplicateOriginal { index, first });
        }
        self.entries.push((original, replacement));
        Ok(())
    }

    /// Number of entries added.
    pub fn len(&self) -> usize {
        self.entries.len()
    }

    /// Whether no entry was added yet.
    pub fn is_empty(&self) -> bool {
        self.entries.is_empty()
    }

    /// The pack's bytes, validated exactly as [`super::ShaderPack`] will
    /// (so an empty or over-4-MiB pack is refused here, not at load time).
    pub fn to_bytes(&self) -> Result<Vec<u8>, HvsError> {
        let total: u64 = HEADER_SIZE as u64
            + self
                .entries
                .iter()
                .map(|(o, r)| (ENTRY_HEADER_SIZE + o.len() + r.len()) as u64)
                .sum::<u64>();
        if total > MAX_FILE_SIZE {
            return Err(HvsError::TooLarge {
                size: total,
                max: MAX_FILE_SIZE,
            });
        }
        let mut out = Vec::with_capacity(total as usize);
        out.extend_from_slice(&MAGIC);
        // At most 128 entries (checked in `add`).
        out.extend_from_slice(&(self.entries.len() as u32).to_le_bytes());
        out.extend_from_slice(&0u32.to_le_bytes());
        for (original, replacement) in &self.entries {
            // Each shader is at most 256 KiB (checked in `add`).
            out.extend_from_slice(&(original.len() as u32).to_le_bytes());
            out.extend_from_slice(&(replacement.len() as u32).to_le_bytes());
            out.extend_from_slice(original);
            out.extend_from_slice(replacement);
        }
        validate_image(&out)?;
        Ok(out)
    }

    /// Writes the pack to `path` through a temporary file in the same folder
    /// that is synced and renamed into place. Returns the pack's size.
    pub fn write(&self, path: impl AsRef<Path>) -> Result<u64, HvsWriteError> {
        let path = path.as_ref();
        let bytes = self.to_bytes()?;
        let mut temp = atomic::temp_beside(path)?;
        temp.write_all(&bytes)
            .map_err(|source| (temp.path().to_path_buf(), source))?;
        atomic::persist(temp, path)?;
        Ok(bytes.len() as u64)
    }
}
