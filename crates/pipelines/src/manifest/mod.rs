//! The manifest of pipeline recipes (spec 001, "Manifest of recipes"): a
//! versioned file of fixed-size records, appended one at a time and repaired
//! on load.
//!
//! Design notes:
//! - Records are opaque byte strings of [`RecordCodec::RECORD_SIZE`] bytes.
//!   The device's codec says which record is valid, what its key is (the
//!   newest record per key wins) and how a record of the previous version
//!   becomes one of this version.
//! - File `<dir>/manifest-v<VERSION>.bin`: a 16-byte little-endian header
//!   (magic [`MAGIC`] = "HVPM", version, record size, reserved 0), then the
//!   records back to back. A header that differs in any field makes the whole
//!   file invalid: it is discarded and rewritten empty, with one log line.
//! - [`Manifest::open`] reads the file whole (8192 recipes of 1088 bytes are
//!   8.9 MB), drops a torn tail and invalid records, keeps the newest record
//!   per key and at most `max_records` of them (the newest), compacting the
//!   buffer in place, so a clean file is returned without copying a record.
//!   When no current file exists, the previous version's file is read and
//!   migrated; it is never modified, so an older build still uses it.
//! - Whenever load dropped or migrated anything, the file is rewritten
//!   atomically: `<file>.tmp` written and synced, renamed over the file, the
//!   folder synced. A crash at any moment leaves the old or the new file.
//! - [`Manifest::append`] writes one whole record at the end of the valid
//!   bytes with a single write: a crash leaves at most a torn tail (dropped
//!   on the next load), and a failed write is overwritten by the next append.
//!   Appends stop at the cap; the device stops recording then.
//! - Nothing here panics on file content; I/O errors are returned and the
//!   device then runs without a manifest. One process owns a directory at a
//!   time (the device opens the manifest once per session).
//!
//! Modules: `error` (typed failures and the reasons a file is discarded),
//! `repair` (the pure load rules on bytes), `file` ([`Manifest`] and the
//! atomic rewrite).

mod error;
mod file;
mod repair;

pub use error::{InvalidFile, ManifestError};
pub use file::{Manifest, Opened};
pub use repair::{LoadReport, Records};

/// The header's magic number: the bytes "HVPM" read as a little-endian u32.
pub const MAGIC: u32 = 0x4D50_5648;

/// Bytes of the header before the first record: magic, version, record size,
/// reserved (0), each a little-endian u32.
pub const HEADER_SIZE: usize = 16;

/// The record cap the device uses (spec 001: `MR_RECIPE_MAX`).
pub const DEVICE_MAX_RECORDS: usize = 8192;

/// A version of the record format: what the previous version's file holds.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct FormatVersion {
    /// The version number in the file's name and header.
    pub version: u32,
    /// The size of each of its records in bytes.
    pub record_size: usize,
}

/// What a manifest's records are, defined by their owner (the device): the
/// current format, the key and validity of a record, and the migration from
/// the previous format.
///
/// Every function receives exactly one record of the matching size and must
/// not panic on any bytes (they come from a file).
pub trait RecordCodec {
    /// The current format version (in the file name and the header).
    const VERSION: u32;
    /// The size of every record of the current version, 1 to `u32::MAX`.
    const RECORD_SIZE: usize;
    /// The previous format, read and migrated when no file of the current
    /// version exists; `None` when there is nothing to migrate from. Its
    /// version must differ from [`VERSION`](Self::VERSION).
    const PREVIOUS: Option<FormatVersion> = None;

    /// The record's key: of several records with one key, the newest (last
    /// in the file) is kept.
    fn key(record: &[u8]) -> u64;

    /// Whether a record of the current version may be used; invalid ones
    /// are dropped on load.
    fn is_valid(record: &[u8]) -> bool;

    /// A record of the [previous version](Self::PREVIOUS) converted to the
    /// current one; `None` drops it. The result must be
    /// [`RECORD_SIZE`](Self::RECORD_SIZE) bytes and valid, or it is dropped.
    fn migrate(old: &[u8]) -> Option<Vec<u8>> {
        let _ = old;
        None
    }
}

/// The file name of version `version`'s manifest: `manifest-v<version>.bin`.
pub fn file_name(version: u32) -> String {
    format!("manifest-v{version}.bin")
}

/// The 16 header bytes of a file of `version` with records of `record_size`
/// bytes (`record_size` is checked to fit a u32 when the codec is used).
pub fn header(version: u32, record_size: u32) -> [u8; HEADER_SIZE] {
    let mut bytes = [0; HEADER_SIZE];
    bytes[0..4].copy_from_slice(&MAGIC.to_le_bytes());
    bytes[4..8].copy_from_slice(&version.to_le_bytes());
    bytes[8..12].copy_from_slice(&record_size.to_le_bytes());
    bytes
}
