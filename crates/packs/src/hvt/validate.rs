//! Complete validation of a `.hvt` image at open time.
//!
//! The checks follow the spec's table in order: header fields first, then each
//! directory entry. Only the header and the directory are read; the pixel
//! blocks are checked by their declared offsets and lengths, so validating a
//! multi-gigabyte memory-mapped pack touches a few pages, not its pixels.

use super::error::HvtError;
use super::format::{
    DirEntry, ENTRY_SIZE, FORMAT_BGRA8, HEADER_SIZE, Header, MAGIC, MAX_DIMENSION, MAX_ENTRIES,
    MAX_FILE_SIZE, bgra_bytes,
};

/// Validates a whole pack image and returns its entry count.
pub fn validate(bytes: &[u8]) -> Result<usize, HvtError> {
    let file_size = bytes.len() as u64;
    if file_size > MAX_FILE_SIZE {
        return Err(HvtError::FileTooLarge {
            size: file_size,
            max: MAX_FILE_SIZE,
        });
    }
    let header = Header::read(bytes).ok_or(HvtError::TruncatedHeader { size: file_size })?;
    if header.magic != MAGIC {
        return Err(HvtError::BadMagic {
            found: header.magic,
        });
    }
    if header.entry_count == 0 || header.entry_count > MAX_ENTRIES {
        return Err(HvtError::EntryCount {
            count: header.entry_count,
        });
    }
    if header.entry_size != ENTRY_SIZE as u32 {
        return Err(HvtError::EntrySize {
            size: header.entry_size,
        });
    }
    if header.directory_offset != HEADER_SIZE as u64 {
        return Err(HvtError::DirectoryOffset {
            offset: header.directory_offset,
        });
    }
    if header.file_size != file_size {
        return Err(HvtError::FileSize {
            declared: header.file_size,
            actual: file_size,
        });
    }
    let count = header.entry_count as usize;
    // At most 32 + 65536 * 32 bytes: no overflow in u64.
    let directory_end = HEADER_SIZE as u64 + count as u64 * ENTRY_SIZE as u64;
    if directory_end > file_size {
        return Err(HvtError::DirectoryOutOfBounds {
            count: header.entry_count,
            end: directory_end,
            file_size,
        });
    }

    let mut previous_key = None;
    let mut previous_end = directory_end;
    for index in 0..count {
        let entry = DirEntry::read(bytes, index).ok_or(HvtError::DirectoryOutOfBounds {
            count: header.entry_count,
            end: directory_end,
            file_size,
        })?;
        check_entry(index, &entry, previous_key, previous_end, file_size)?;
        previous_key = Some(entry.crc);
        // check_entry proved offset + bytes <= file_size, so no overflow.
        previous_end = entry.data_offset + entry.data_bytes;
    }
    Ok(count)
}

/// The per-entry rules of the directory table.
fn check_entry(
    index: usize,
    entry: &DirEntry,
    previous_key: Option<u32>,
    previous_end: u64,
    file_size: u64,
) -> Result<(), HvtError> {
    if let Some(previous) = previous_key {
        if entry.crc == previous {
            return Err(HvtError::DuplicateKey {
                index,
                key: entry.crc,
            });
        }
        if entry.crc < previous {
            return Err(HvtError::UnsortedKey {
                index,
                key: entry.crc,
                previous,
            });
        }
    }
    if !(1..=MAX_DIMENSION).contains(&entry.width) {
        return Err(HvtError::Width {
            index,
            width: entry.width,
        });
    }
    if !(1..=MAX_DIMENSION).contains(&entry.height) {
        return Err(HvtError::Height {
            index,
            height: entry.height,
        });
    }
    if entry.format != FORMAT_BGRA8 {
        return Err(HvtError::Format {
            index,
            format: entry.format,
        });
    }
    if entry.data_offset < previous_end {
        return Err(HvtError::DataOverlap {
            index,
            offset: entry.data_offset,
            previous_end,
        });
    }
    let in_bounds = entry
        .data_offset
        .checked_add(entry.data_bytes)
        .is_some_and(|end| end <= file_size);
    if !in_bounds {
        return Err(HvtError::DataOutOfBounds {
            index,
            offset: entry.data_offset,
            bytes: entry.data_bytes,
            file_size,
        });
    }
    let expected = bgra_bytes(entry.width, entry.height);
    if entry.data_bytes != expected {
        return Err(HvtError::DataSize {
            index,
            bytes: entry.data_bytes,
            width: entry.width,
            height: entry.height,
            expected,
        });
    }
    Ok(())
}
