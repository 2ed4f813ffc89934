//! The `.hvs` byte layout (spec 001, "Shader mod packs (.hvs)"). All integers
//! are little-endian.
//!
//! ```text
//!  0  8  magic        "HVSHD001"
//!  8  4  entry count  1..=128
//! 12  4  reserved     0
//! 16  .. entries back to back, ending exactly at the file end:
//!        u32 original_size, u32 replacement_size,
//!        original token bytes, replacement token bytes
//! ```

/// The eight magic bytes at offset 0.
pub const MAGIC: [u8; 8] = *b"HVSHD001";
/// Size of the fixed header.
pub const HEADER_SIZE: usize = 16;
/// Size of an entry's two length fields.
pub const ENTRY_HEADER_SIZE: usize = 8;
/// The largest entry count.
pub const MAX_ENTRIES: u32 = 128;
/// The largest pack file: 4 MiB.
pub const MAX_FILE_SIZE: u64 = 4 << 20;
