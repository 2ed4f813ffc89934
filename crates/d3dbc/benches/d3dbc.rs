//! Parse + validate throughput in shaders per second, over the Wine corpus
//! (skipped when the shared data is absent) and over the project's own
//! shaders (`tests/in/*.asm`). Side by side in the same run: copying the
//! same token streams (memcpy, the floor for any pass over the bytes) and
//! the bridge's own per-shader work (end-token scan + FNV-1a content key).

use std::hint::black_box;
use std::path::Path;

use criterion::{Criterion, Throughput, criterion_group, criterion_main};

fn own_shaders() -> Vec<Vec<u32>> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/in");
    let mut out = Vec::new();
    for entry in std::fs::read_dir(dir).expect("tests/in") {
        let path = entry.expect("entry").path();
        let text = std::fs::read_to_string(&path).expect("asm text");
        out.push(ninebridge_d3dbc::assemble(&text).expect("own shaders assemble"));
    }
    out
}

fn wine_shaders() -> Option<Vec<Vec<u32>>> {
    let dir = ninebridge_testutil::shared_subdir("d3dbc bench", "corpus/d3dbc-wine")?;
    let mut out = Vec::new();
    for entry in std::fs::read_dir(dir).ok()? {
        let path = entry.ok()?.path();
        if path.extension().is_some_and(|e| e == "bin") {
            let bytes = std::fs::read(&path).ok()?;
            out.push(ninebridge_d3dbc::token::words_from_bytes(&bytes)?);
        }
    }
    Some(out)
}

fn bench_set(c: &mut Criterion, name: &str, shaders: &[Vec<u32>]) {
    let mut group = c.benchmark_group(format!("d3dbc/{name}"));
    group.throughput(Throughput::Elements(shaders.len() as u64));
    group.bench_function("parse+validate", |b| {
        b.iter(|| {
            let mut valid = 0usize;
            for s in shaders {
                if let Ok(p) = ninebridge_d3dbc::parse(black_box(s)) {
                    valid += usize::from(ninebridge_d3dbc::validate(&p).is_empty());
                }
            }
            valid
        })
    });
    group.bench_function("disassemble", |b| {
        let programs: Vec<_> = shaders
            .iter()
            .filter_map(|s| ninebridge_d3dbc::parse(s).ok())
            .collect();
        b.iter(|| {
            programs
                .iter()
                .map(|p| ninebridge_d3dbc::disassemble(black_box(p)).len())
                .sum::<usize>()
        })
    });
    group.bench_function("memcpy (reference)", |b| {
        b.iter(|| {
            shaders
                .iter()
                .map(|s| black_box(s.clone()).len())
                .sum::<usize>()
        })
    });
    group.bench_function("end scan + content key (bridge)", |b| {
        b.iter(|| {
            shaders
                .iter()
                .map(|s| {
                    let _ = ninebridge_d3dbc::scan_tokens(black_box(s));
                    ninebridge_d3dbc::content_key(s)
                })
                .fold(0u64, |a, k| a ^ k)
        })
    });
    group.finish();
}

fn benches(c: &mut Criterion) {
    if let Some(wine) = wine_shaders() {
        bench_set(c, "wine_corpus", &wine);
    }
    bench_set(c, "own", &own_shaders());
}

criterion_group!(benches_group, benches);
criterion_main!(benches_group);
