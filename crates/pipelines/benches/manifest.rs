//! Manifest benchmarks, each beside the physical limit measured in the same
//! run (issue 13's target: load of 8192 recipes at most 5 ms; the spec's
//! prototype took 2.0 ms):
//!
//! * `manifest_load`: `Manifest::open` of a clean file of 8192 recipes of
//!   1088 bytes (the spec's record size): read, header check, validity and
//!   key of every record, newest per key, the append handle. Reference:
//!   `std::fs::read` of the same file.
//! * `manifest_repair`: the same open after one superseding record was
//!   appended, so that load drops it and rewrites the file atomically
//!   (write, fsync, rename, folder fsync). Reference: `std::fs::write` of
//!   the same bytes plus `sync_all`.
//! * `manifest_append`: one 1088-byte record appended. Reference: one
//!   `write_all` of 1088 bytes on a plain file.

use std::fs::File;
use std::hint::black_box;
use std::io::Write;
use std::path::Path;
use std::time::{Duration, Instant};

use criterion::{BatchSize, Criterion, Throughput, criterion_group, criterion_main};
use ninebridge_pipelines::manifest::{DEVICE_MAX_RECORDS, Manifest, RecordCodec};

/// A recipe shaped like the spec's: kind byte, key, a declaration size
/// (at most 520 bytes), a radial-fog mode (0-3), the rest opaque.
struct Recipe;

const SIZE: usize = 1088;

impl RecordCodec for Recipe {
    const VERSION: u32 = 2;
    const RECORD_SIZE: usize = SIZE;
    fn key(record: &[u8]) -> u64 {
        u64::from_le_bytes(record[8..16].try_into().unwrap_or_default())
    }
    fn is_valid(record: &[u8]) -> bool {
        let declaration = u16::from_le_bytes([record[40], record[41]]);
        record[0] <= 1 && declaration <= 520 && record[SIZE - 1] <= 3
    }
}

fn recipe(index: u64) -> Vec<u8> {
    let mut bytes: Vec<u8> = (0..SIZE).map(|i| (i as u64 ^ index) as u8).collect();
    bytes[0] = (index % 2) as u8;
    // Keys spread like content hashes.
    bytes[8..16].copy_from_slice(&index.wrapping_mul(0x9E37_79B9_7F4A_7C15).to_le_bytes());
    bytes[40..42].copy_from_slice(&((index % 65) as u16 * 8).to_le_bytes());
    bytes[SIZE - 1] = (index % 4) as u8;
    bytes
}

/// A clean manifest of 8192 recipes in `dir`.
fn write_full(dir: &Path) {
    let mut manifest = Manifest::<Recipe>::open(dir, DEVICE_MAX_RECORDS)
        .unwrap()
        .manifest;
    for index in 0..DEVICE_MAX_RECORDS as u64 {
        assert!(manifest.append(&recipe(index)).unwrap());
    }
    manifest.flush().unwrap();
}

fn load(c: &mut Criterion) {
    let dir = tempfile::tempdir().unwrap();
    write_full(dir.path());
    let path = Manifest::<Recipe>::path_in(dir.path());
    let bytes = std::fs::metadata(&path).unwrap().len();

    let mut group = c.benchmark_group("manifest_load");
    group.throughput(Throughput::Bytes(bytes));
    group.bench_function("Manifest::open (8192 recipes of 1088 bytes)", |b| {
        b.iter(|| {
            let opened =
                Manifest::<Recipe>::open(black_box(dir.path()), DEVICE_MAX_RECORDS).unwrap();
            assert!(!opened.report.rewritten);
            opened.records.len()
        })
    });
    group.bench_function("reference: std::fs::read of the same file", |b| {
        b.iter(|| std::fs::read(black_box(&path)).unwrap().len())
    });
    group.finish();
}

fn repair(c: &mut Criterion) {
    let dir = tempfile::tempdir().unwrap();
    let mut manifest = Manifest::<Recipe>::open(dir.path(), DEVICE_MAX_RECORDS)
        .unwrap()
        .manifest;
    // One short of the cap: every round's superseding recipe is written.
    for index in 0..DEVICE_MAX_RECORDS as u64 - 1 {
        manifest.append(&recipe(index)).unwrap();
    }
    drop(manifest);
    let path = Manifest::<Recipe>::path_in(dir.path());
    let contents = std::fs::read(&path).unwrap();
    let copy = dir.path().join("copy.bin");

    let mut group = c.benchmark_group("manifest_repair");
    group.sample_size(10);
    group.bench_function(
        "Manifest::open dropping one superseded recipe (atomic rewrite)",
        |b| {
            b.iter_batched(
                || {
                    let mut manifest = Manifest::<Recipe>::open(dir.path(), DEVICE_MAX_RECORDS)
                        .unwrap()
                        .manifest;
                    assert!(manifest.append(&recipe(5)).unwrap());
                },
                |()| {
                    let opened = Manifest::<Recipe>::open(dir.path(), DEVICE_MAX_RECORDS).unwrap();
                    assert_eq!(opened.report.dropped_duplicate, 1);
                    opened.records.len()
                },
                BatchSize::PerIteration,
            )
        },
    );
    group.bench_function(
        "reference: std::fs::write + sync_all of the same bytes",
        |b| {
            b.iter(|| {
                let mut file = File::create(&copy).unwrap();
                file.write_all(black_box(&contents)).unwrap();
                file.sync_all().unwrap();
            })
        },
    );
    group.finish();
}

fn append(c: &mut Criterion) {
    let record = recipe(1);
    let mut group = c.benchmark_group("manifest_append");
    group.throughput(Throughput::Elements(1));
    group.bench_function("Manifest::append (1088 bytes)", |b| {
        b.iter_custom(|iters| {
            let mut total = Duration::ZERO;
            let mut left = iters;
            while left > 0 {
                let dir = tempfile::tempdir().unwrap();
                let mut manifest = Manifest::<Recipe>::open(dir.path(), DEVICE_MAX_RECORDS)
                    .unwrap()
                    .manifest;
                let batch = left.min(DEVICE_MAX_RECORDS as u64);
                let start = Instant::now();
                for _ in 0..batch {
                    assert!(manifest.append(black_box(&record)).unwrap());
                }
                total += start.elapsed();
                left -= batch;
            }
            total
        })
    });
    group.bench_function("reference: File::write_all (1088 bytes)", |b| {
        b.iter_custom(|iters| {
            let mut total = Duration::ZERO;
            let mut left = iters;
            while left > 0 {
                let dir = tempfile::tempdir().unwrap();
                let mut file = File::create(dir.path().join("plain.bin")).unwrap();
                let batch = left.min(DEVICE_MAX_RECORDS as u64);
                let start = Instant::now();
                for _ in 0..batch {
                    file.write_all(black_box(&record)).unwrap();
                }
                total += start.elapsed();
                left -= batch;
            }
            total
        })
    });
    group.finish();
}

criterion_group!(benches, load, repair, append);
criterion_main!(benches);
