//! Loading the device's manifest of 8192 pipeline recipes (issue 13's
//! target: at most 5 ms), beside the physical limit: reading the file's
//! bytes. `open` is what the thread making the service pays (read, check,
//! deduplicate); `open + decode` adds decoding every recipe, which the
//! service does on a worker.

use criterion::{Criterion, criterion_group, criterion_main};
use ninebridge_d3d9::__bench_recipes as recipes;

fn manifest(c: &mut Criterion) {
    let dir = tempfile::tempdir().expect("temporary directory");
    recipes::write_manifest(dir.path(), 8192).expect("manifest written");
    assert_eq!(recipes::load_manifest(dir.path()), 8192);
    let file = dir.path().join("manifest-v1.bin");
    let mut g = c.benchmark_group("recipes_8192");
    g.bench_function("reference: std::fs::read", |b| {
        b.iter(|| std::fs::read(&file).map(|v| v.len()))
    });
    g.bench_function("open", |b| b.iter(|| recipes::open_manifest(dir.path())));
    g.bench_function("open + decode", |b| {
        b.iter(|| recipes::load_manifest(dir.path()))
    });
    g.finish();
}

criterion_group!(benches, manifest);
criterion_main!(benches);
