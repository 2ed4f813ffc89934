//! The load rules on bytes: header check, torn tail, invalid records,
//! migration, newest record per key, the cap. No I/O here.

use std::collections::HashSet;

use super::error::InvalidFile;
use super::{FormatVersion, HEADER_SIZE, MAGIC, RecordCodec, header};

/// The records a manifest held after load, in file order (oldest first),
/// each [`record_size`](Self::record_size) bytes.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Records {
    /// The current header followed by the records (the file's bytes after
    /// repair, compacted in place).
    bytes: Vec<u8>,
    record_size: usize,
}

impl Records {
    /// No records, with the current header.
    pub(super) fn empty<C: RecordCodec>() -> Self {
        Self {
            bytes: header(C::VERSION, record_size_u32::<C>()).to_vec(),
            record_size: C::RECORD_SIZE,
        }
    }

    /// The number of records.
    pub fn len(&self) -> usize {
        (self.bytes.len() - HEADER_SIZE) / self.record_size
    }

    /// Whether there are no records.
    pub fn is_empty(&self) -> bool {
        self.bytes.len() == HEADER_SIZE
    }

    /// The size of each record in bytes.
    pub fn record_size(&self) -> usize {
        self.record_size
    }

    /// Record `index` (0 = oldest), if there is one.
    pub fn get(&self, index: usize) -> Option<&[u8]> {
        let start = index
            .checked_mul(self.record_size)?
            .checked_add(HEADER_SIZE)?;
        self.bytes.get(start..start.checked_add(self.record_size)?)
    }

    /// The records, oldest first.
    pub fn iter(&self) -> std::slice::ChunksExact<'_, u8> {
        self.as_bytes().chunks_exact(self.record_size)
    }

    /// All records back to back, oldest first.
    pub fn as_bytes(&self) -> &[u8] {
        &self.bytes[HEADER_SIZE..]
    }

    /// The whole file these records make: header and records.
    pub(super) fn file_bytes(&self) -> &[u8] {
        &self.bytes
    }
}

impl<'a> IntoIterator for &'a Records {
    type Item = &'a [u8];
    type IntoIter = std::slice::ChunksExact<'a, u8>;

    fn into_iter(self) -> Self::IntoIter {
        self.iter()
    }
}

/// What loading a manifest found and did.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct LoadReport {
    /// Records returned (and left in the file).
    pub loaded: usize,
    /// Partial records at the end of the file: 0 or 1.
    pub dropped_torn: usize,
    /// Records the codec rejects, or whose migration failed.
    pub dropped_invalid: usize,
    /// Valid records superseded by a newer one with the same key.
    pub dropped_duplicate: usize,
    /// Valid, newest-of-their-key records beyond the cap (the oldest ones).
    pub dropped_over_cap: usize,
    /// Records converted from the previous version (before the newest-per-key
    /// rule and the cap).
    pub migrated: usize,
    /// The previous version, when its file was read because no current file
    /// existed.
    pub migrated_from: Option<u32>,
    /// Why the file read was discarded whole, if it was.
    pub discarded: Option<InvalidFile>,
    /// Whether load wrote the current file (created, repaired or migrated).
    pub rewritten: bool,
}

impl LoadReport {
    /// Records dropped for any reason (torn, invalid, duplicate, over cap).
    pub fn dropped(&self) -> usize {
        self.dropped_torn + self.dropped_invalid + self.dropped_duplicate + self.dropped_over_cap
    }

    /// Whether the file read was damaged: discarded whole, a torn tail or
    /// invalid records (duplicates and the cap are ordinary).
    pub fn damaged(&self) -> bool {
        self.discarded.is_some() || self.dropped_torn > 0 || self.dropped_invalid > 0
    }
}

/// The codec's record size as the header's u32, checked at compile time.
pub(super) const fn record_size_u32<C: RecordCodec>() -> u32 {
    const {
        assert!(C::RECORD_SIZE > 0, "RecordCodec::RECORD_SIZE must not be 0");
        assert!(
            C::RECORD_SIZE <= u32::MAX as usize,
            "RecordCodec::RECORD_SIZE must fit the header's u32"
        );
        if let Some(previous) = C::PREVIOUS {
            assert!(
                previous.version != C::VERSION,
                "RecordCodec::PREVIOUS must name another version"
            );
            assert!(previous.record_size > 0);
            assert!(previous.record_size <= u32::MAX as usize);
        }
    }
    C::RECORD_SIZE as u32
}

fn u32_at(bytes: &[u8], offset: usize) -> u32 {
    let mut word = [0; 4];
    word.copy_from_slice(&bytes[offset..offset + 4]);
    u32::from_le_bytes(word)
}

/// Checks `bytes`' header against `format`.
pub(super) fn check_header(bytes: &[u8], format: FormatVersion) -> Result<(), InvalidFile> {
    if bytes.len() < HEADER_SIZE {
        return Err(InvalidFile::Truncated {
            len: bytes.len() as u64,
        });
    }
    let magic = u32_at(bytes, 0);
    if magic != MAGIC {
        return Err(InvalidFile::Magic {
            expected: MAGIC,
            found: magic,
        });
    }
    let version = u32_at(bytes, 4);
    if version != format.version {
        return Err(InvalidFile::Version {
            expected: format.version,
            found: version,
        });
    }
    let record_size = u32_at(bytes, 8);
    if record_size as usize != format.record_size {
        return Err(InvalidFile::RecordSize {
            expected: format.record_size as u32,
            found: record_size,
        });
    }
    let reserved = u32_at(bytes, 12);
    if reserved != 0 {
        return Err(InvalidFile::Reserved { found: reserved });
    }
    Ok(())
}

/// The largest file read for a cap: four times the cap's worth of records
/// (appends stop at the cap, so a session never writes more than one).
pub(super) fn size_limit(record_size: usize, max_records: usize) -> u64 {
    (max_records.max(1) as u64)
        .saturating_mul(4)
        .saturating_mul(record_size as u64)
        .saturating_add(HEADER_SIZE as u64)
}

/// The current version's file, `data`, repaired into its records.
pub(super) fn load_current<C: RecordCodec>(
    mut data: Vec<u8>,
    max_records: usize,
    report: &mut LoadReport,
) -> Records {
    let format = FormatVersion {
        version: C::VERSION,
        record_size: record_size_u32::<C>() as usize,
    };
    if let Err(invalid) = check_header(&data, format) {
        report.discarded = Some(invalid);
        return Records::empty::<C>();
    }
    let body = data.len() - HEADER_SIZE;
    if body % C::RECORD_SIZE != 0 {
        report.dropped_torn = 1;
        data.truncate(data.len() - body % C::RECORD_SIZE);
    }
    let mut records = Records {
        bytes: data,
        record_size: C::RECORD_SIZE,
    };
    select::<C>(&mut records, max_records, report);
    records
}

/// The previous version's file, `old`, migrated into records of the current
/// version.
pub(super) fn load_previous<C: RecordCodec>(
    old: &[u8],
    previous: FormatVersion,
    max_records: usize,
    report: &mut LoadReport,
) -> Records {
    report.migrated_from = Some(previous.version);
    let mut records = Records::empty::<C>();
    if let Err(invalid) = check_header(old, previous) {
        report.discarded = Some(invalid);
        return records;
    }
    let body = &old[HEADER_SIZE..];
    if body.len() % previous.record_size != 0 {
        report.dropped_torn = 1;
    }
    let count = body.len() / previous.record_size;
    records.bytes.reserve(count.saturating_mul(C::RECORD_SIZE));
    for old_record in body.chunks_exact(previous.record_size) {
        match C::migrate(old_record) {
            Some(new) if new.len() == C::RECORD_SIZE && C::is_valid(&new) => {
                records.bytes.extend_from_slice(&new);
                report.migrated += 1;
            }
            _ => report.dropped_invalid += 1,
        }
    }
    select::<C>(&mut records, max_records, report);
    records
}

/// Drops invalid records, all but the newest record per key and the oldest
/// records beyond `max_records`, compacting `records` in place (file order
/// kept).
fn select<C: RecordCodec>(records: &mut Records, max_records: usize, report: &mut LoadReport) {
    let size = C::RECORD_SIZE;
    let count = records.len();
    let mut keep = vec![false; count];
    let mut kept = 0;
    let mut seen = HashSet::with_capacity(count.min(max_records.saturating_add(1)));
    // Newest first: the first valid record seen of a key is the one kept.
    for (index, record) in records.as_bytes().chunks_exact(size).enumerate().rev() {
        if !C::is_valid(record) {
            report.dropped_invalid += 1;
        } else if !seen.insert(C::key(record)) {
            report.dropped_duplicate += 1;
        } else if kept == max_records {
            report.dropped_over_cap += 1;
        } else {
            keep[index] = true;
            kept += 1;
        }
    }
    report.loaded = kept;
    if kept == count {
        return;
    }
    // Kept records move towards the front only, so a forward pass never
    // overwrites a record still to be moved.
    let mut end = HEADER_SIZE;
    for index in (0..count).filter(|&index| keep[index]) {
        let start = HEADER_SIZE + index * size;
        if start != end {
            records.bytes.copy_within(start..start + size, end);
        }
        end += size;
    }
    records.bytes.truncate(end);
}
