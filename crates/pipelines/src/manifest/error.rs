//! Typed failures of the manifest and the reasons a file is discarded.

use std::io;
use std::path::PathBuf;

/// A failure returned by [`Manifest`](super::Manifest): an I/O error (the
/// device then runs without a manifest) or a record the caller got wrong.
/// File content is never an error: a bad file is repaired or discarded.
#[derive(Debug, thiserror::Error)]
pub enum ManifestError {
    /// Reading, writing, syncing or renaming a file failed.
    #[error("manifest {action} {path}: {source}")]
    Io {
        /// What was being done ("read", "write", "sync", "rename", ...).
        action: &'static str,
        /// The file or folder concerned.
        path: PathBuf,
        /// The operating system's error.
        #[source]
        source: io::Error,
    },
    /// A record given to `append` has the wrong size.
    #[error("manifest record of {found} bytes; version {version} records are {expected} bytes")]
    RecordSize {
        /// The codec's record size.
        expected: usize,
        /// The size of the record given.
        found: usize,
        /// The codec's version.
        version: u32,
    },
    /// A record given to `append` is one the codec itself rejects (it would
    /// be dropped on the next load).
    #[error("manifest record with key {key:#018x} is invalid for version {version}")]
    InvalidRecord {
        /// The record's key.
        key: u64,
        /// The codec's version.
        version: u32,
    },
}

/// Why a whole manifest file was discarded (and the session started cold):
/// its header differs from the one expected, or it cannot be one this
/// writer produced.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum InvalidFile {
    /// The file ends inside the 16-byte header.
    #[error("{len} bytes, shorter than the 16-byte header")]
    Truncated {
        /// The file's length.
        len: u64,
    },
    /// The first four bytes are not "HVPM".
    #[error("magic {found:#010x}, expected {expected:#010x}")]
    Magic {
        /// The magic expected ([`MAGIC`](super::MAGIC)).
        expected: u32,
        /// The magic found.
        found: u32,
    },
    /// The header names another version than the file name.
    #[error("version {found}, expected {expected}")]
    Version {
        /// The version expected.
        expected: u32,
        /// The version found.
        found: u32,
    },
    /// The header's record size is not the codec's.
    #[error("record size {found}, expected {expected}")]
    RecordSize {
        /// The record size expected.
        expected: u32,
        /// The record size found.
        found: u32,
    },
    /// The reserved field is not 0.
    #[error("reserved field {found:#010x}, expected 0")]
    Reserved {
        /// The value found.
        found: u32,
    },
    /// The file is larger than four times the cap's worth of records:
    /// appends stop at the cap, so no session wrote it; it is not read.
    #[error("{len} bytes, more than the {limit} bytes a manifest of this cap can reach")]
    TooLarge {
        /// The file's length.
        len: u64,
        /// The largest length read.
        limit: u64,
    },
}
