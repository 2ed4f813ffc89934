//! Arbitrary bytes as a manifest file (the current version's, or the
//! previous version's to be migrated, chosen by the first byte) ->
//! `Manifest::open`: it never panics and never fails on content, keeps at
//! most one valid record per key within the cap, and leaves a file that the
//! next open loads unchanged without rewriting.
#![no_main]

use std::path::PathBuf;
use std::sync::OnceLock;

use libfuzzer_sys::fuzz_target;
use ninebridge_pipelines::manifest::{FormatVersion, Manifest, RecordCodec};

/// Version 2: 32-byte records, key at 0, kind at 8 (0-1), mode at 24 (0-2);
/// version 1's 24-byte records migrate with mode 0.
struct Codec;

impl RecordCodec for Codec {
    const VERSION: u32 = 2;
    const RECORD_SIZE: usize = 32;
    const PREVIOUS: Option<FormatVersion> = Some(FormatVersion {
        version: 1,
        record_size: 24,
    });
    fn key(record: &[u8]) -> u64 {
        u64::from_le_bytes(record[0..8].try_into().unwrap())
    }
    fn is_valid(record: &[u8]) -> bool {
        record[8] <= 1 && record[24] <= 2
    }
    fn migrate(old: &[u8]) -> Option<Vec<u8>> {
        let mut new = old.to_vec();
        new.resize(32, 0);
        Some(new)
    }
}

/// One folder per fuzzing process, reused by every input.
fn folder() -> &'static PathBuf {
    static FOLDER: OnceLock<PathBuf> = OnceLock::new();
    FOLDER.get_or_init(|| {
        let dir =
            std::env::temp_dir().join(format!("ninebridge-fuzz-manifest-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        dir
    })
}

fuzz_target!(|data: &[u8]| {
    let Some((&select, file)) = data.split_first() else {
        return;
    };
    let dir = folder();
    let current = dir.join("manifest-v2.bin");
    let previous = dir.join("manifest-v1.bin");
    let _ = std::fs::remove_file(&current);
    let _ = std::fs::remove_file(&previous);
    let migrating = select & 1 == 1;
    std::fs::write(if migrating { &previous } else { &current }, file).unwrap();
    let max = usize::from(select >> 1) % 16;

    let opened = Manifest::<Codec>::open(dir, max).expect("content is never an error");
    let records: Vec<Vec<u8>> = opened.records.iter().map(<[u8]>::to_vec).collect();
    assert!(records.len() <= max);
    assert!(records.iter().all(|r| Codec::is_valid(r)));
    let mut keys: Vec<u64> = records.iter().map(|r| Codec::key(r)).collect();
    keys.sort_unstable();
    keys.dedup();
    assert_eq!(keys.len(), records.len());
    if migrating {
        assert_eq!(
            std::fs::read(&previous).unwrap(),
            file,
            "previous file intact"
        );
    }
    drop(opened);

    let again = Manifest::<Codec>::open(dir, max).unwrap();
    assert!(!again.report.rewritten);
    assert!(again.records.iter().eq(records.iter().map(Vec::as_slice)));
});
