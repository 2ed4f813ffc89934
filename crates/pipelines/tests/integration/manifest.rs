//! The manifest of recipes (spec 001, "Manifest of recipes"; issue 13's
//! targets): the file layout, the load rules (torn tail, invalid records,
//! newest per key, the cap), atomic rewrites under SIGKILL, migration from
//! the previous version's checked-in file, and bad files of every kind.
//!
//! `tests/data/manifest-v1.bin` is produced by `v1_file_is_the_generators_output`;
//! `NINEBRIDGE_BLESS=1` rewrites it.

use std::io::{BufRead, BufReader};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};

use ninebridge_pipelines::manifest::{
    self, DEVICE_MAX_RECORDS, FormatVersion, HEADER_SIZE, InvalidFile, LoadReport, MAGIC, Manifest,
    ManifestError, Opened, RecordCodec,
};
use proptest::prelude::*;

// ---------------------------------------------------------------------------
// Test codecs

/// The key: the first 8 bytes.
fn key_of(record: &[u8]) -> u64 {
    u64::from_le_bytes(record[0..8].try_into().unwrap())
}

/// Version 1 as an older build wrote it: 24-byte records, key at 0, kind at
/// 8 (0 or 1 valid), payload after.
struct V1;

impl RecordCodec for V1 {
    const VERSION: u32 = 1;
    const RECORD_SIZE: usize = 24;
    fn key(record: &[u8]) -> u64 {
        key_of(record)
    }
    fn is_valid(record: &[u8]) -> bool {
        record[8] <= 1
    }
}

/// Version 2: the v1 prefix plus a mode byte at 24 (0-2 valid, 0 for a
/// migrated record) and 7 payload bytes; 32 bytes.
struct V2;

impl RecordCodec for V2 {
    const VERSION: u32 = 2;
    const RECORD_SIZE: usize = 32;
    const PREVIOUS: Option<FormatVersion> = Some(FormatVersion {
        version: 1,
        record_size: 24,
    });
    fn key(record: &[u8]) -> u64 {
        key_of(record)
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

/// The spec's record size (1088 bytes), for the SIGKILL test: big files make
/// the rewrite take long enough to be interrupted.
struct Big;

impl RecordCodec for Big {
    const VERSION: u32 = 5;
    const RECORD_SIZE: usize = 1088;
    fn key(record: &[u8]) -> u64 {
        key_of(record)
    }
    fn is_valid(record: &[u8]) -> bool {
        record[8] <= 1
    }
}

/// A record of `size` bytes: `key`, `kind`, then `fill` (mode byte 0).
fn record(size: usize, key: u64, kind: u8, fill: u8) -> Vec<u8> {
    let mut bytes = vec![fill; size];
    bytes[0..8].copy_from_slice(&key.to_le_bytes());
    bytes[8] = kind;
    if size > 24 {
        bytes[24] = 0;
    }
    bytes
}

fn v2(key: u64, fill: u8) -> Vec<u8> {
    record(32, key, 0, fill)
}

/// The header bytes as the spec lays them out, written out by hand.
fn spec_header(version: u32, record_size: u32) -> Vec<u8> {
    let mut bytes = b"HVPM".to_vec();
    bytes.extend_from_slice(&version.to_le_bytes());
    bytes.extend_from_slice(&record_size.to_le_bytes());
    bytes.extend_from_slice(&0u32.to_le_bytes());
    bytes
}

/// A file: the spec's header and the records back to back.
fn file_of(version: u32, record_size: u32, records: &[Vec<u8>]) -> Vec<u8> {
    let mut bytes = spec_header(version, record_size);
    for record in records {
        bytes.extend_from_slice(record);
    }
    bytes
}

fn v2_path(dir: &Path) -> PathBuf {
    dir.join("manifest-v2.bin")
}

fn open_v2(dir: &Path, max: usize) -> Opened<V2> {
    Manifest::<V2>::open(dir, max).unwrap()
}

fn records_of<C: RecordCodec>(opened: &Opened<C>) -> Vec<Vec<u8>> {
    opened.records.iter().map(<[u8]>::to_vec).collect()
}

/// Reopening finds the file clean: same records, nothing dropped, no
/// rewrite.
fn assert_clean_reopen(dir: &Path, expected: &[Vec<u8>]) {
    let again = open_v2(dir, DEVICE_MAX_RECORDS);
    assert_eq!(records_of(&again), expected);
    assert_eq!(
        again.report,
        LoadReport {
            loaded: expected.len(),
            ..LoadReport::default()
        }
    );
    assert_eq!(
        std::fs::read(v2_path(dir)).unwrap(),
        file_of(2, 32, expected)
    );
}

// ---------------------------------------------------------------------------
// Log capture

/// Every tracing event's level and message on this thread.
#[derive(Clone, Default)]
struct Logs(Arc<Mutex<Vec<(tracing::Level, String)>>>);

struct Message(String);

impl tracing::field::Visit for Message {
    fn record_debug(&mut self, field: &tracing::field::Field, value: &dyn std::fmt::Debug) {
        self.0.push_str(&format!("{}={value:?} ", field.name()));
    }
}

impl tracing::Subscriber for Logs {
    fn enabled(&self, _: &tracing::Metadata<'_>) -> bool {
        true
    }
    fn new_span(&self, _: &tracing::span::Attributes<'_>) -> tracing::span::Id {
        tracing::span::Id::from_u64(1)
    }
    fn record(&self, _: &tracing::span::Id, _: &tracing::span::Record<'_>) {}
    fn record_follows_from(&self, _: &tracing::span::Id, _: &tracing::span::Id) {}
    fn event(&self, event: &tracing::Event<'_>) {
        let mut message = Message(String::new());
        event.record(&mut message);
        let level = *event.metadata().level();
        self.0.lock().unwrap().push((level, message.0));
    }
    fn enter(&self, _: &tracing::span::Id) {}
    fn exit(&self, _: &tracing::span::Id) {}
}

/// Runs `f`, returning its result and the warnings and errors it logged.
fn warnings<T>(f: impl FnOnce() -> T) -> (T, Vec<String>) {
    let logs = Logs::default();
    let result = tracing::subscriber::with_default(logs.clone(), f);
    let lines = logs.0.lock().unwrap();
    let warnings = lines
        .iter()
        .filter(|(level, _)| *level <= tracing::Level::WARN)
        .map(|(_, line)| line.clone())
        .collect();
    (result, warnings)
}

// ---------------------------------------------------------------------------
// Layout and round trip

/// "magic 0x4D505648 ("HVPM" read little-endian), version, record size,
/// reserved (0), records appended one at a time".
#[test]
fn new_file_has_the_spec_header_and_records_follow_it() {
    assert_eq!(MAGIC.to_le_bytes(), *b"HVPM");
    assert_eq!(manifest::header(2, 32).to_vec(), spec_header(2, 32));
    let dir = tempfile::tempdir().unwrap();
    let opened = open_v2(dir.path(), DEVICE_MAX_RECORDS);
    assert!(opened.records.is_empty());
    assert!(opened.report.rewritten, "the file is created");
    assert_eq!(opened.report.migrated_from, None);
    assert_eq!(opened.manifest.path(), v2_path(dir.path()));
    assert_eq!(
        std::fs::read(v2_path(dir.path())).unwrap(),
        spec_header(2, 32)
    );
    assert!(!dir.path().join("manifest-v1.bin").exists());

    let mut manifest = opened.manifest;
    let first = v2(7, 0xA1);
    assert!(manifest.append(&first).unwrap());
    assert_eq!(
        std::fs::read(v2_path(dir.path())).unwrap(),
        file_of(2, 32, std::slice::from_ref(&first)),
        "an append writes the whole record right away"
    );
}

#[test]
fn round_trip() {
    let dir = tempfile::tempdir().unwrap();
    let written: Vec<Vec<u8>> = (0..5).map(|key| v2(key * 1000 + 3, key as u8)).collect();
    let mut manifest = open_v2(dir.path(), DEVICE_MAX_RECORDS).manifest;
    for record in &written {
        assert!(manifest.append(record).unwrap());
    }
    manifest.flush().unwrap();
    assert_eq!(manifest.len(), 5);
    drop(manifest);

    let opened = open_v2(dir.path(), DEVICE_MAX_RECORDS);
    assert_eq!(records_of(&opened), written);
    assert_eq!(opened.records.len(), 5);
    assert_eq!(opened.records.get(4), Some(&written[4][..]));
    assert_eq!(opened.records.get(5), None);
    assert_eq!(opened.records.as_bytes(), written.concat());
    assert!(!opened.report.rewritten, "{:?}", opened.report);
    assert_eq!(opened.manifest.len(), 5);
    assert_clean_reopen(dir.path(), &written);
}

#[test]
fn newest_record_per_key_is_kept_in_file_order() {
    let dir = tempfile::tempdir().unwrap();
    let mut manifest = open_v2(dir.path(), DEVICE_MAX_RECORDS).manifest;
    for record in [
        v2(1, 0x10),
        v2(2, 0x20),
        v2(1, 0x11),
        v2(3, 0x30),
        v2(1, 0x12),
    ] {
        assert!(manifest.append(&record).unwrap());
    }
    drop(manifest);
    let (opened, warned) = warnings(|| open_v2(dir.path(), DEVICE_MAX_RECORDS));
    let expected = vec![v2(2, 0x20), v2(3, 0x30), v2(1, 0x12)];
    assert_eq!(records_of(&opened), expected);
    assert_eq!(opened.report.dropped_duplicate, 2);
    assert_eq!(opened.report.loaded, 3);
    assert!(
        opened.report.rewritten,
        "duplicates dropped: file rewritten"
    );
    assert!(warned.is_empty(), "duplicates are no damage: {warned:?}");
    assert_clean_reopen(dir.path(), &expected);
}

#[test]
fn invalid_records_are_dropped() {
    let dir = tempfile::tempdir().unwrap();
    let bad_kind = record(32, 2, 7, 0x22);
    let mut bad_mode = v2(3, 0x33);
    bad_mode[24] = 3;
    let body = [v2(1, 0x11), bad_kind, bad_mode, v2(4, 0x44)];
    std::fs::write(v2_path(dir.path()), file_of(2, 32, &body)).unwrap();
    let (opened, warned) = warnings(|| open_v2(dir.path(), DEVICE_MAX_RECORDS));
    let expected = vec![v2(1, 0x11), v2(4, 0x44)];
    assert_eq!(records_of(&opened), expected);
    assert_eq!(opened.report.dropped_invalid, 2);
    assert!(opened.report.rewritten);
    assert_eq!(warned.len(), 1, "{warned:?}");
    assert!(warned[0].contains("2 dropped (invalid)"), "{warned:?}");
    assert_clean_reopen(dir.path(), &expected);
}

/// An invalid record with the same key as an older valid one: the invalid
/// one is not "the newest record" of that key, the valid one survives.
#[test]
fn an_invalid_record_does_not_supersede_a_valid_one() {
    let dir = tempfile::tempdir().unwrap();
    let body = [v2(1, 0x11), record(32, 1, 9, 0x12)];
    std::fs::write(v2_path(dir.path()), file_of(2, 32, &body)).unwrap();
    let opened = open_v2(dir.path(), DEVICE_MAX_RECORDS);
    assert_eq!(records_of(&opened), vec![v2(1, 0x11)]);
    assert_eq!(
        (
            opened.report.dropped_invalid,
            opened.report.dropped_duplicate
        ),
        (1, 0)
    );
}

#[test]
fn wrong_records_are_refused_by_append_with_their_numbers() {
    let dir = tempfile::tempdir().unwrap();
    let mut manifest = open_v2(dir.path(), DEVICE_MAX_RECORDS).manifest;
    for size in [0, 31, 33, 1088] {
        match manifest.append(&vec![0; size]) {
            Err(ManifestError::RecordSize {
                expected,
                found,
                version,
            }) => assert_eq!((expected, found, version), (32, size, 2)),
            other => panic!("{size}-byte record: {other:?}"),
        }
    }
    match manifest.append(&record(32, 0x55, 4, 0)) {
        Err(ManifestError::InvalidRecord { key, version }) => assert_eq!((key, version), (0x55, 2)),
        other => panic!("invalid record: {other:?}"),
    }
    assert!(manifest.is_empty());
    assert_eq!(
        std::fs::read(v2_path(dir.path())).unwrap(),
        spec_header(2, 32),
        "nothing written"
    );
}

// ---------------------------------------------------------------------------
// The cap

/// "at most 8192": the newest 8192 distinct recipes are kept.
#[test]
fn cap_keeps_the_newest_8192_records() {
    let dir = tempfile::tempdir().unwrap();
    let total = DEVICE_MAX_RECORDS + 100;
    let body: Vec<Vec<u8>> = (0..total as u64).map(|key| v2(key, key as u8)).collect();
    std::fs::write(v2_path(dir.path()), file_of(2, 32, &body)).unwrap();
    let opened = open_v2(dir.path(), DEVICE_MAX_RECORDS);
    assert_eq!(opened.records.len(), DEVICE_MAX_RECORDS);
    assert_eq!(records_of(&opened), body[100..]);
    assert_eq!(opened.report.dropped_over_cap, 100);
    assert_eq!(opened.report.loaded, DEVICE_MAX_RECORDS);
    assert!(opened.report.rewritten);

    // Full: the device stops recording.
    let mut manifest = opened.manifest;
    assert!(manifest.is_full());
    assert!(!manifest.append(&v2(u64::MAX, 1)).unwrap());
    drop(manifest);
    assert_clean_reopen(dir.path(), &body[100..]);
}

/// Superseded records take no place under the cap; appends stop at it.
#[test]
fn cap_counts_distinct_keys_and_stops_appends() {
    let dir = tempfile::tempdir().unwrap();
    let body = [v2(1, 1), v2(2, 2), v2(3, 3), v2(3, 4), v2(4, 5)];
    std::fs::write(v2_path(dir.path()), file_of(2, 32, &body)).unwrap();
    let opened = open_v2(dir.path(), 3);
    assert_eq!(records_of(&opened), vec![v2(2, 2), v2(3, 4), v2(4, 5)]);
    assert_eq!(
        (
            opened.report.dropped_duplicate,
            opened.report.dropped_over_cap
        ),
        (1, 1)
    );

    let fresh = tempfile::tempdir().unwrap();
    let mut manifest = open_v2(fresh.path(), 2).manifest;
    assert!(manifest.append(&v2(1, 1)).unwrap());
    assert!(manifest.append(&v2(2, 2)).unwrap());
    assert!(!manifest.append(&v2(3, 3)).unwrap());
    assert_eq!(manifest.len(), 2);
    assert_eq!(manifest.max_records(), 2);
    drop(manifest);
    assert_clean_reopen(fresh.path(), &[v2(1, 1), v2(2, 2)]);
}

/// `usize::MAX` is no cap at all, not an overflow.
#[test]
fn an_unbounded_cap_keeps_everything() {
    let dir = tempfile::tempdir().unwrap();
    let body: Vec<Vec<u8>> = (0..20).map(|key| v2(key, 1)).collect();
    std::fs::write(v2_path(dir.path()), file_of(2, 32, &body)).unwrap();
    let opened = open_v2(dir.path(), usize::MAX);
    assert_eq!(records_of(&opened), body);
    assert!(!opened.manifest.is_full());
}

// ---------------------------------------------------------------------------
// Truncation at every byte

/// "The manifest truncated at every byte offset loses at most the record
/// that offset cuts": each prefix of a 5-record file loads every whole
/// record, drops a partial one as a torn tail, and a cut header gives an
/// empty, rewritten file. The repaired file takes appends where they belong.
#[test]
fn truncated_at_every_byte_loses_at_most_the_cut_record() {
    let written: Vec<Vec<u8>> = (0..5).map(|key| v2(key + 10, 0x40 + key as u8)).collect();
    let source = tempfile::tempdir().unwrap();
    let mut manifest = open_v2(source.path(), DEVICE_MAX_RECORDS).manifest;
    for record in &written {
        manifest.append(record).unwrap();
    }
    drop(manifest);
    let full = std::fs::read(v2_path(source.path())).unwrap();
    assert_eq!(full.len(), HEADER_SIZE + 5 * 32);

    for cut in 0..=full.len() {
        let dir = tempfile::tempdir().unwrap();
        std::fs::write(v2_path(dir.path()), &full[..cut]).unwrap();
        let (opened, warned) = warnings(|| open_v2(dir.path(), DEVICE_MAX_RECORDS));
        let report = &opened.report;
        if cut < HEADER_SIZE {
            assert!(opened.records.is_empty(), "cut {cut}");
            assert_eq!(
                report.discarded,
                Some(InvalidFile::Truncated { len: cut as u64 }),
                "cut {cut}"
            );
            assert!(report.rewritten, "cut {cut}");
            assert_eq!(warned.len(), 1, "cut {cut}: {warned:?}");
        } else {
            let whole = (cut - HEADER_SIZE) / 32;
            let torn = (cut - HEADER_SIZE) % 32 != 0;
            assert_eq!(records_of(&opened), written[..whole], "cut {cut}");
            assert_eq!(report.dropped_torn, usize::from(torn), "cut {cut}");
            assert_eq!(report.dropped(), usize::from(torn), "cut {cut}");
            assert_eq!(report.rewritten, torn, "cut {cut}");
            assert_eq!(warned.len(), usize::from(torn), "cut {cut}: {warned:?}");
        }
        let kept = records_of(&opened);
        let mut manifest = opened.manifest;
        let extra = v2(99, 0x99);
        assert!(manifest.append(&extra).unwrap());
        drop(manifest);
        let mut expected = kept;
        expected.push(extra);
        assert_clean_reopen(dir.path(), &expected);
    }
}

// ---------------------------------------------------------------------------
// SIGKILL during the rewrite

/// The child's folder (internal to this test, not a user setting).
const CHILD_ENV: &str = "MANIFEST_TEST_CHILD_DIR";
/// Replays a run's kill moments: the seed it printed.
const SEED_ENV: &str = "MANIFEST_TEST_SEED";
/// Just under the cap, so that every round's append is written.
const RECORDS_UNDER_KILL: u64 = DEVICE_MAX_RECORDS as u64 - 192;

/// The record of `key` in the SIGKILL test: unique content per key.
fn big(key: u64) -> Vec<u8> {
    let mut bytes = record(1088, key, (key % 2) as u8, 0);
    for (i, byte) in bytes[9..].iter_mut().enumerate() {
        *byte = (key as usize * 31 + i) as u8;
    }
    bytes
}

/// The child process of `sigkill_during_rewrite_loses_nothing`: forever,
/// open the manifest (which rewrites it, since the last round appended a
/// record that supersedes another) and append a copy of one record.
#[test]
#[ignore = "child process of sigkill_during_rewrite_loses_nothing"]
fn sigkill_child() {
    let Some(dir) = std::env::var_os(CHILD_ENV) else {
        return;
    };
    let mut round = 0u64;
    loop {
        let mut manifest = Manifest::<Big>::open(&dir, DEVICE_MAX_RECORDS)
            .unwrap()
            .manifest;
        if round == 0 {
            println!("child ready");
        }
        let copy = big(round * 7919 % RECORDS_UNDER_KILL);
        assert!(manifest.append(&copy).unwrap());
        round += 1;
    }
}

/// "A process killed (SIGKILL) during the rewrite loses nothing": a child
/// rewriting an 8000-record manifest of 1088-byte records in a loop is
/// killed at random moments; each time the file loads with every record
/// (the old complete file or the new one: the rename is atomic).
#[test]
fn sigkill_during_rewrite_loses_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let mut body: Vec<Vec<u8>> = (0..RECORDS_UNDER_KILL).map(big).collect();
    body.push(big(3)); // a superseding copy: the child's first open rewrites
    std::fs::write(
        Manifest::<Big>::path_in(dir.path()),
        file_of(5, 1088, &body),
    )
    .unwrap();

    let mut seed = std::env::var(SEED_ENV)
        .ok()
        .and_then(|seed| seed.parse().ok())
        .unwrap_or_else(|| {
            SystemTime::now()
                .duration_since(UNIX_EPOCH)
                .unwrap()
                .as_nanos() as u64
        })
        | 1;
    println!("seed {seed} ({SEED_ENV} replays it)");
    let mut temp_left = 0;
    const KILLS: usize = 12;
    for kill in 0..KILLS {
        let mut child = Command::new(std::env::current_exe().unwrap())
            .args([
                "--exact",
                &ninebridge_testutil::child_test_name(module_path!(), "sigkill_child"),
                "--ignored",
                "--nocapture",
            ])
            .args(["--test-threads", "1"])
            .env(CHILD_ENV, dir.path())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .unwrap();
        let stdout = BufReader::new(child.stdout.take().unwrap());
        let ready = stdout
            .lines()
            .map_while(Result::ok)
            .any(|line| line.contains("child ready"));
        assert!(ready, "the child never got ready");
        // xorshift: a kill 0-60 ms after the child's first open.
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        let delay = Duration::from_micros(seed % 60_000);
        let start = Instant::now();
        while start.elapsed() < delay {
            std::thread::sleep(Duration::from_micros(500));
        }
        child.kill().unwrap();
        child.wait().unwrap();

        let temp = dir.path().join("manifest-v5.bin.tmp");
        temp_left += usize::from(temp.exists());
        let opened = Manifest::<Big>::open(dir.path(), DEVICE_MAX_RECORDS).unwrap();
        let report = &opened.report;
        assert_eq!(report.discarded, None, "kill {kill}: {report:?}");
        assert_eq!(report.dropped_invalid, 0, "kill {kill}: {report:?}");
        assert!(report.dropped_torn <= 1, "kill {kill}: {report:?}");
        assert_eq!(
            opened.records.len(),
            RECORDS_UNDER_KILL as usize,
            "kill {kill} after {delay:?}: {report:?}"
        );
        let mut found: Vec<&[u8]> = opened.records.iter().collect();
        found.sort_by_key(|record| key_of(record));
        for (key, record) in found.iter().enumerate() {
            assert!(
                *record == big(key as u64),
                "kill {kill}: record {key} differs"
            );
        }
        assert!(!temp.exists(), "a clean open removes a stale temporary");
        // Leave a superseding copy so that the next child rewrites at once.
        let mut manifest = opened.manifest;
        assert!(manifest.append(&big(kill as u64)).unwrap());
    }
    println!("{temp_left} of {KILLS} kills interrupted a rewrite before its rename");
}

// ---------------------------------------------------------------------------
// Migration from version 1

fn v1(key: u64, kind: u8, fill: u8) -> Vec<u8> {
    record(24, key, kind, fill)
}

fn v1_data_path() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/manifest-v1.bin")
}

/// The checked-in v1 file: the spec's header for version 1 and 24-byte
/// records (written out by hand, as an older build laid them out): a
/// superseded record, an invalid one and a torn tail of 10 bytes.
fn v1_file() -> Vec<u8> {
    let records = [
        v1(0x1111, 0, 0xA0),
        v1(0x2222, 1, 0xB0),
        v1(0x1111, 1, 0xA1), // supersedes the first
        v1(0x3333, 6, 0xC0), // invalid kind
        v1(0x4444, 0, 0xD0),
    ];
    let mut bytes = file_of(1, 24, &records);
    bytes.extend_from_slice(&v1(0x5555, 0, 0xE0)[..10]);
    bytes
}

/// The v2 records the v1 file migrates to: the v1 prefix, mode 0.
fn migrated() -> Vec<Vec<u8>> {
    [
        v1(0x2222, 1, 0xB0),
        v1(0x1111, 1, 0xA1),
        v1(0x4444, 0, 0xD0),
    ]
    .into_iter()
    .map(|mut record| {
        record.resize(32, 0);
        record
    })
    .collect()
}

#[test]
fn v1_file_is_the_generators_output() {
    let path = v1_data_path();
    if std::env::var_os("NINEBRIDGE_BLESS").is_some_and(|v| v == "1") {
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        std::fs::write(&path, v1_file()).unwrap();
    }
    assert_eq!(
        std::fs::read(&path).expect("tests/data/manifest-v1.bin (NINEBRIDGE_BLESS=1 writes it)"),
        v1_file()
    );
    // An older build's own reader takes it: same rules, version 1.
    let dir = tempfile::tempdir().unwrap();
    std::fs::copy(&path, dir.path().join("manifest-v1.bin")).unwrap();
    let opened = Manifest::<V1>::open(dir.path(), DEVICE_MAX_RECORDS).unwrap();
    let expected: Vec<Vec<u8>> = migrated().iter().map(|r| r[..24].to_vec()).collect();
    assert_eq!(records_of(&opened), expected);
}

/// "falls back to manifest-v1.bin (...) if no v2 file exists, leaving the
/// v1 file intact so an older app can still use it", with the load rules
/// applied to the migrated records and the v2 file written.
#[test]
fn v1_file_is_migrated_and_left_intact() {
    let dir = tempfile::tempdir().unwrap();
    let v1_path = dir.path().join("manifest-v1.bin");
    std::fs::copy(v1_data_path(), &v1_path).unwrap();
    let original = std::fs::read(&v1_path).unwrap();

    let (opened, warned) = warnings(|| open_v2(dir.path(), DEVICE_MAX_RECORDS));
    assert_eq!(records_of(&opened), migrated());
    assert_eq!(
        opened.report,
        LoadReport {
            loaded: 3,
            dropped_torn: 1,
            dropped_invalid: 1,
            dropped_duplicate: 1,
            dropped_over_cap: 0,
            migrated: 4,
            migrated_from: Some(1),
            discarded: None,
            rewritten: true,
        }
    );
    assert_eq!(warned.len(), 1, "{warned:?}");
    assert_eq!(std::fs::read(&v1_path).unwrap(), original, "v1 file intact");
    assert_eq!(
        std::fs::read(v2_path(dir.path())).unwrap(),
        file_of(2, 32, &migrated())
    );
    let mut manifest = opened.manifest;
    assert!(manifest.append(&v2(0x6666, 6)).unwrap());
    drop(manifest);

    // The next session reads v2 only.
    let mut expected = migrated();
    expected.push(v2(0x6666, 6));
    assert_clean_reopen(dir.path(), &expected);
    assert_eq!(std::fs::read(&v1_path).unwrap(), original, "v1 file intact");
}

#[test]
fn migration_obeys_the_cap_and_the_migrate_function() {
    /// Drops odd keys in migration.
    struct EvenOnly;
    impl RecordCodec for EvenOnly {
        const VERSION: u32 = 2;
        const RECORD_SIZE: usize = 32;
        const PREVIOUS: Option<FormatVersion> = V2::PREVIOUS;
        fn key(record: &[u8]) -> u64 {
            key_of(record)
        }
        fn is_valid(record: &[u8]) -> bool {
            V2::is_valid(record)
        }
        fn migrate(old: &[u8]) -> Option<Vec<u8>> {
            (key_of(old) % 2 == 0).then(|| V2::migrate(old)).flatten()
        }
    }
    let dir = tempfile::tempdir().unwrap();
    let old: Vec<Vec<u8>> = (0..10).map(|key| v1(key, 0, key as u8)).collect();
    std::fs::write(dir.path().join("manifest-v1.bin"), file_of(1, 24, &old)).unwrap();
    let opened = Manifest::<EvenOnly>::open(dir.path(), 3).unwrap();
    let keys: Vec<u64> = opened.records.iter().map(key_of).collect();
    assert_eq!(keys, [4, 6, 8]);
    assert_eq!(
        (
            opened.report.migrated,
            opened.report.dropped_invalid,
            opened.report.dropped_over_cap
        ),
        (5, 5, 2)
    );
}

/// A migration result of the wrong size is dropped, never trusted.
#[test]
fn migration_of_the_wrong_size_is_dropped() {
    struct Short;
    impl RecordCodec for Short {
        const VERSION: u32 = 2;
        const RECORD_SIZE: usize = 32;
        const PREVIOUS: Option<FormatVersion> = V2::PREVIOUS;
        fn key(record: &[u8]) -> u64 {
            key_of(record)
        }
        fn is_valid(_: &[u8]) -> bool {
            true
        }
        fn migrate(old: &[u8]) -> Option<Vec<u8>> {
            Some(old.to_vec())
        }
    }
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(
        dir.path().join("manifest-v1.bin"),
        file_of(1, 24, &[v1(1, 0, 0)]),
    )
    .unwrap();
    let opened = Manifest::<Short>::open(dir.path(), 10).unwrap();
    assert!(opened.records.is_empty());
    assert_eq!(
        (opened.report.migrated, opened.report.dropped_invalid),
        (0, 1)
    );
}

#[test]
fn an_existing_v2_file_is_read_and_v1_ignored() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::copy(v1_data_path(), dir.path().join("manifest-v1.bin")).unwrap();
    std::fs::write(v2_path(dir.path()), file_of(2, 32, &[v2(9, 9)])).unwrap();
    let opened = open_v2(dir.path(), DEVICE_MAX_RECORDS);
    assert_eq!(records_of(&opened), vec![v2(9, 9)]);
    assert_eq!(opened.report.migrated_from, None);
    assert!(!opened.report.rewritten);
}

/// A v1 file with a foreign header is not migrated, and still left as it is.
#[test]
fn an_invalid_v1_file_is_skipped_and_left_intact() {
    let dir = tempfile::tempdir().unwrap();
    let v1_path = dir.path().join("manifest-v1.bin");
    let mut bytes = v1_file();
    bytes[8] = 25; // record size 25
    std::fs::write(&v1_path, &bytes).unwrap();
    let (opened, warned) = warnings(|| open_v2(dir.path(), DEVICE_MAX_RECORDS));
    assert!(opened.records.is_empty());
    assert_eq!(opened.report.migrated_from, Some(1));
    assert_eq!(
        opened.report.discarded,
        Some(InvalidFile::RecordSize {
            expected: 24,
            found: 25
        })
    );
    assert_eq!(warned.len(), 1, "{warned:?}");
    assert_eq!(std::fs::read(&v1_path).unwrap(), bytes);
    assert_eq!(
        std::fs::read(v2_path(dir.path())).unwrap(),
        spec_header(2, 32)
    );
}

// ---------------------------------------------------------------------------
// Bad files: the session starts as if cold

/// Each file is discarded whole with one warning naming why, the file is
/// rewritten empty, and the next session finds it clean and silent.
fn assert_discarded_as_cold(bytes: &[u8], why: InvalidFile) {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(v2_path(dir.path()), bytes).unwrap();
    let (opened, warned) = warnings(|| open_v2(dir.path(), DEVICE_MAX_RECORDS));
    assert!(opened.records.is_empty(), "{why}");
    assert_eq!(opened.report.discarded.as_ref(), Some(&why));
    assert!(opened.report.rewritten);
    assert_eq!(warned.len(), 1, "{warned:?}");
    assert!(warned[0].contains(&why.to_string()), "{warned:?}");
    assert_eq!(
        std::fs::read(v2_path(dir.path())).unwrap(),
        spec_header(2, 32)
    );
    drop(opened);
    let (_, warned) = warnings(|| assert_clean_reopen(dir.path(), &[]));
    assert!(warned.is_empty(), "{warned:?}");
}

#[test]
fn foreign_magic_is_discarded() {
    let mut bytes = file_of(2, 32, &[v2(1, 1)]);
    bytes[0..4].copy_from_slice(b"HVPN");
    let found = u32::from_le_bytes(*b"HVPN");
    assert_discarded_as_cold(
        &bytes,
        InvalidFile::Magic {
            expected: 0x4D50_5648,
            found,
        },
    );
}

#[test]
fn foreign_version_is_discarded() {
    for version in [0, 1, 3, u32::MAX] {
        let bytes = file_of(version, 32, &[v2(1, 1)]);
        assert_discarded_as_cold(
            &bytes,
            InvalidFile::Version {
                expected: 2,
                found: version,
            },
        );
    }
}

#[test]
fn foreign_record_size_is_discarded() {
    for size in [0, 16, 31, 33, 1088] {
        let bytes = file_of(2, size, &[v2(1, 1), v2(2, 2)]);
        assert_discarded_as_cold(
            &bytes,
            InvalidFile::RecordSize {
                expected: 32,
                found: size,
            },
        );
    }
}

#[test]
fn non_zero_reserved_field_is_discarded() {
    let mut bytes = file_of(2, 32, &[v2(1, 1)]);
    bytes[12] = 1;
    assert_discarded_as_cold(&bytes, InvalidFile::Reserved { found: 1 });
}

#[test]
fn garbage_is_discarded() {
    let garbage: Vec<u8> = (0..1000u32).map(|i| (i * 7 + 3) as u8).collect();
    let found = u32::from_le_bytes(garbage[0..4].try_into().unwrap());
    assert_discarded_as_cold(
        &garbage,
        InvalidFile::Magic {
            expected: MAGIC,
            found,
        },
    );
    assert_discarded_as_cold(b"HVP", InvalidFile::Truncated { len: 3 });
}

/// A file longer than four caps' worth of records cannot come from a
/// session (appends stop at the cap): it is not read.
#[test]
fn oversized_file_is_discarded_unread() {
    let dir = tempfile::tempdir().unwrap();
    let body: Vec<Vec<u8>> = (0..9).map(|key| v2(key, 0)).collect();
    std::fs::write(v2_path(dir.path()), file_of(2, 32, &body)).unwrap();
    let opened = open_v2(dir.path(), 2);
    assert!(opened.records.is_empty());
    assert_eq!(
        opened.report.discarded,
        Some(InvalidFile::TooLarge {
            len: 16 + 9 * 32,
            limit: 16 + 8 * 32
        })
    );
    // Exactly four caps' worth is read.
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(v2_path(dir.path()), file_of(2, 32, &body[..8])).unwrap();
    let opened = open_v2(dir.path(), 2);
    assert_eq!(records_of(&opened), body[6..8]);
}

#[test]
fn io_failures_are_errors() {
    let dir = tempfile::tempdir().unwrap();
    let not_a_folder = dir.path().join("file");
    std::fs::write(&not_a_folder, b"x").unwrap();
    let err = Manifest::<V2>::open(&not_a_folder, 8).unwrap_err();
    assert!(matches!(err, ManifestError::Io { .. }), "{err}");

    std::fs::create_dir(v2_path(dir.path())).unwrap();
    let err = Manifest::<V2>::open(dir.path(), 8).unwrap_err();
    match err {
        ManifestError::Io { path, .. } => assert_eq!(path, v2_path(dir.path())),
        other => panic!("{other}"),
    }
}

#[test]
fn a_stale_temporary_is_removed() {
    let dir = tempfile::tempdir().unwrap();
    drop(open_v2(dir.path(), 8));
    let temp = dir.path().join("manifest-v2.bin.tmp");
    std::fs::write(&temp, b"half a rewrite").unwrap();
    drop(open_v2(dir.path(), 8));
    assert!(!temp.exists());
}

// ---------------------------------------------------------------------------
// Any bytes

/// A valid header followed by arbitrary bytes, or arbitrary bytes alone.
fn any_file() -> impl Strategy<Value = Vec<u8>> {
    prop_oneof![
        proptest::collection::vec(any::<u8>(), 0..200),
        proptest::collection::vec(any::<u8>(), 0..400).prop_map(|body| {
            let mut bytes = spec_header(2, 32);
            bytes.extend(body);
            bytes
        }),
        // Records that are valid more often: kind and mode bytes cleared.
        proptest::collection::vec((0u64..6, any::<u8>()), 0..12).prop_map(|records| {
            file_of(
                2,
                32,
                &records
                    .into_iter()
                    .map(|(key, fill)| v2(key, fill))
                    .collect::<Vec<_>>(),
            )
        }),
    ]
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(96))]

    /// Any bytes as the file: open succeeds, never panics, and leaves a file
    /// that loads again cleanly with the same records, at most one per key.
    #[test]
    fn any_bytes_load_and_leave_a_clean_file(bytes in any_file(), max in 0usize..8) {
        let dir = tempfile::tempdir().unwrap();
        std::fs::write(v2_path(dir.path()), &bytes).unwrap();
        let opened = open_v2(dir.path(), max);
        let records = records_of(&opened);
        prop_assert!(records.len() <= max);
        prop_assert_eq!(opened.report.loaded, records.len());
        let mut keys: Vec<u64> = records.iter().map(|r| key_of(r)).collect();
        keys.sort_unstable();
        keys.dedup();
        prop_assert_eq!(keys.len(), records.len());
        prop_assert!(records.iter().all(|r| V2::is_valid(r)));
        prop_assert_eq!(opened.report.rewritten, bytes != file_of(2, 32, &records));
        drop(opened);
        let again = open_v2(dir.path(), max);
        prop_assert_eq!(records_of(&again), records.clone());
        prop_assert!(!again.report.rewritten);
        prop_assert_eq!(std::fs::read(v2_path(dir.path())).unwrap(), file_of(2, 32, &records));
    }
}
