//! The `.hvt` byte layout (spec 000, "Texture packs (.hvt)"). All integers are
//! little-endian.
//!
//! ```text
//! header (32 bytes)
//!   0  8  magic            "HVTEX001"
//!   8  4  entry count      1..=65536
//!  12  4  entry size       32
//!  16  8  directory offset 32
//!  24  8  file size        the real file size
//! directory (32 bytes per entry, sorted by key, no duplicates)
//!   0  4  CRC32 key        strictly increasing
//!   4  4  width            1..=8192
//!   8  4  height           1..=8192
//!  12  4  format           1 (BGRA8)
//!  16  8  data offset      >= previous entry's data end (or the directory end), inside the file
//!  24  8  data bytes       width * height * 4
//! pixel data
//! ```

use crate::le::{u32_at, u64_at};

/// The eight magic bytes at offset 0.
pub const MAGIC: [u8; 8] = *b"HVTEX001";
/// Size of the fixed header, which is also the only valid directory offset.
pub const HEADER_SIZE: usize = 32;
/// Size of one directory entry.
pub const ENTRY_SIZE: usize = 32;
/// The largest entry count a pack may declare.
pub const MAX_ENTRIES: u32 = 65536;
/// The largest width or height of a replacement texture.
pub const MAX_DIMENSION: u32 = 8192;
/// The only pixel format: BGRA8, four bytes per pixel.
pub const FORMAT_BGRA8: u32 = 1;
/// The largest pack file: 4 GiB (full-game artwork exceeds 2 GiB).
pub const MAX_FILE_SIZE: u64 = 4 << 30;
/// High word of the texture-cache key of a replacement: `"HVTX"`.
pub const CACHE_KEY_TAG: u64 = 0x4856_5458_0000_0000;

/// The texture-cache key of the replacement for `crc`:
/// `0x4856545800000000 | crc` ("HVTX" in the high word).
pub const fn cache_key(crc: u32) -> u64 {
    CACHE_KEY_TAG | crc as u64
}

/// The byte size of a `width` x `height` BGRA8 image.
pub const fn bgra_bytes(width: u32, height: u32) -> u64 {
    width as u64 * height as u64 * 4
}

/// The decoded fixed header. Fields are raw; [`super::validate`] checks them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Header {
    /// Bytes 0..8.
    pub magic: [u8; 8],
    /// Declared number of directory entries.
    pub entry_count: u32,
    /// Declared directory entry size.
    pub entry_size: u32,
    /// Declared directory offset.
    pub directory_offset: u64,
    /// Declared total file size.
    pub file_size: u64,
}

impl Header {
    /// Reads the header, or `None` when `bytes` is shorter than 32 bytes.
    pub fn read(bytes: &[u8]) -> Option<Self> {
        let magic: [u8; 8] = bytes.get(0..8)?.try_into().ok()?;
        Some(Self {
            magic,
            entry_count: u32_at(bytes, 8)?,
            entry_size: u32_at(bytes, 12)?,
            directory_offset: u64_at(bytes, 16)?,
            file_size: u64_at(bytes, 24)?,
        })
    }

    /// The header bytes of a pack with `entry_count` entries and `file_size` bytes.
    pub fn encode(entry_count: u32, file_size: u64) -> [u8; HEADER_SIZE] {
        let mut out = [0u8; HEADER_SIZE];
        out[0..8].copy_from_slice(&MAGIC);
        out[8..12].copy_from_slice(&entry_count.to_le_bytes());
        out[12..16].copy_from_slice(&(ENTRY_SIZE as u32).to_le_bytes());
        out[16..24].copy_from_slice(&(HEADER_SIZE as u64).to_le_bytes());
        out[24..32].copy_from_slice(&file_size.to_le_bytes());
        out
    }
}

/// One decoded directory entry. Fields are raw; [`super::validate`] checks them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DirEntry {
    /// TexMod CRC32 of the original texture's level 0.
    pub crc: u32,
    /// Replacement width in pixels.
    pub width: u32,
    /// Replacement height in pixels.
    pub height: u32,
    /// Pixel format code (1 = BGRA8).
    pub format: u32,
    /// Offset of the pixel bytes from the start of the file.
    pub data_offset: u64,
    /// Length of the pixel bytes.
    pub data_bytes: u64,
}

impl DirEntry {
    /// Reads directory entry `index`, or `None` when it lies outside `bytes`.
    pub fn read(bytes: &[u8], index: usize) -> Option<Self> {
        let base = index.checked_mul(ENTRY_SIZE)?.checked_add(HEADER_SIZE)?;
        Some(Self {
            crc: u32_at(bytes, base)?,
            width: u32_at(bytes, base.checked_add(4)?)?,
            height: u32_at(bytes, base.checked_add(8)?)?,
            format: u32_at(bytes, base.checked_add(12)?)?,
            data_offset: u64_at(bytes, base.checked_add(16)?)?,
            data_bytes: u64_at(bytes, base.checked_add(24)?)?,
        })
    }

    /// The 32 directory bytes of this entry.
    pub fn encode(&self) -> [u8; ENTRY_SIZE] {
        let mut out = [0u8; ENTRY_SIZE];
        out[0..4].copy_from_slice(&self.crc.to_le_bytes());
        out[4..8].copy_from_slice(&self.width.to_le_bytes());
        out[8..12].copy_from_slice(&self.height.to_le_bytes());
        out[12..16].copy_from_slice(&self.format.to_le_bytes());
        out[16..24].copy_from_slice(&self.data_offset.to_le_bytes());
        out[24..32].copy_from_slice(&self.data_bytes.to_le_bytes());
        out
    }
}

/// The CRC key of directory entry `index`, read without decoding the rest of
/// the entry (the binary search's inner loop).
pub(crate) fn key_at(bytes: &[u8], index: usize) -> Option<u32> {
    let base = index.checked_mul(ENTRY_SIZE)?.checked_add(HEADER_SIZE)?;
    u32_at(bytes, base)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn header_and_entry_round_trip() {
        let header = Header::encode(3, 1234);
        assert_eq!(
            Header::read(&header),
            Some(Header {
                magic: MAGIC,
                entry_count: 3,
                entry_size: 32,
                directory_offset: 32,
                file_size: 1234
            })
        );
        let entry = DirEntry {
            crc: 0xDEAD_BEEF,
            width: 2,
            height: 3,
            format: 1,
            data_offset: 64,
            data_bytes: 24,
        };
        let mut bytes = header.to_vec();
        bytes.extend_from_slice(&entry.encode());
        assert_eq!(DirEntry::read(&bytes, 0), Some(entry));
        assert_eq!(DirEntry::read(&bytes, 1), None);
        assert_eq!(key_at(&bytes, 0), Some(0xDEAD_BEEF));
        assert_eq!(Header::read(&bytes[..31]), None);
    }

    #[test]
    fn cache_key_tags_the_high_word() {
        assert_eq!(cache_key(0x1234_5678), 0x4856_5458_1234_5678);
        assert_eq!(bgra_bytes(8192, 8192), 256 << 20);
    }
}
