//! Pack benchmarks, each beside a reference measured in the same run:
//!
//! * `hvt_lookup`: lookups per second on a 65536-entry memory-mapped pack,
//!   against `slice::binary_search` over the keys in a `Vec<u32>` and a
//!   `HashMap<u32, usize>` (the in-memory lower bounds).
//! * `hvt_build`: pack build throughput (MB/s of BGRA8 written) from 200
//!   256x256 PNGs, against decoding the same PNGs with the `png` crate (to BGRA8) on one
//!   thread and against `memcpy` of the output bytes.

use std::collections::HashMap;
use std::hint::black_box;
use std::path::{Path, PathBuf};

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use ninebridge_packs::build::{ImageKind, build_texture_pack, load_bgra};
use ninebridge_packs::hvt::{TexturePack, TextureSpec, write_texture_pack};

/// A spread of 32-bit keys: an odd multiplier permutes u32.
fn key(i: u32) -> u32 {
    i.wrapping_mul(0x9E37_79B1)
}

fn lookup(c: &mut Criterion) {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("lookup.hvt");
    let pixels = [0u8; 4];
    let entries: Vec<(TextureSpec, &[u8])> = (0..65536u32)
        .map(|i| {
            let spec = TextureSpec {
                crc: key(i * 2),
                width: 1,
                height: 1,
            };
            (spec, &pixels[..])
        })
        .collect();
    write_texture_pack(&path, &entries).unwrap();
    let pack = TexturePack::open(&path).unwrap();
    // Half hits (even i), half misses (odd i), in a scattered order.
    let probes: Vec<u32> = (0..4096u32)
        .map(|i| key(i.wrapping_mul(40503) % 131072))
        .collect();
    let mut sorted: Vec<u32> = entries.iter().map(|(s, _)| s.crc).collect();
    sorted.sort_unstable();
    let map: HashMap<u32, usize> = sorted.iter().enumerate().map(|(i, &k)| (k, i)).collect();

    let mut group = c.benchmark_group("hvt_lookup");
    group.throughput(Throughput::Elements(probes.len() as u64));
    group.bench_function("TexturePack::find_index (mapped pack)", |b| {
        b.iter(|| {
            probes
                .iter()
                .filter_map(|&p| pack.find_index(black_box(p)))
                .sum::<usize>()
        })
    });
    group.bench_function("reference: Vec<u32>::binary_search", |b| {
        b.iter(|| {
            probes
                .iter()
                .filter_map(|&p| sorted.binary_search(&black_box(p)).ok())
                .sum::<usize>()
        })
    });
    group.bench_function("reference: HashMap<u32, usize>::get", |b| {
        b.iter(|| {
            probes
                .iter()
                .filter_map(|&p| map.get(&black_box(p)).copied())
                .sum::<usize>()
        })
    });
    group.finish();
}

/// 200 PNGs of 256x256 RGBA with smooth gradients and noise (compresses
/// somewhat, like real artwork).
fn write_pngs(dir: &Path) -> Vec<PathBuf> {
    (0..200u32)
        .map(|n| {
            let path = dir.join(format!("{:08x}.png", key(n)));
            let mut rgba = Vec::with_capacity(256 * 256 * 4);
            let mut state = n.wrapping_mul(2_654_435_761) | 1;
            for y in 0..256u32 {
                for x in 0..256u32 {
                    state ^= state << 13;
                    state ^= state >> 17;
                    state ^= state << 5;
                    let noise = (state & 7) as u8;
                    rgba.extend_from_slice(&[
                        (x as u8).wrapping_add(noise),
                        (y as u8).wrapping_add(n as u8),
                        ((x + y) as u8) ^ noise,
                        255,
                    ]);
                }
            }
            let file = std::fs::File::create(&path).unwrap();
            let mut encoder = png::Encoder::new(std::io::BufWriter::new(file), 256, 256);
            encoder.set_color(png::ColorType::Rgba);
            encoder.set_depth(png::BitDepth::Eight);
            let mut writer = encoder.write_header().unwrap();
            writer.write_image_data(&rgba).unwrap();
            writer.finish().unwrap();
            path
        })
        .collect()
}

fn build(c: &mut Criterion) {
    let dir = tempfile::tempdir().unwrap();
    let inputs = dir.path().join("pngs");
    std::fs::create_dir(&inputs).unwrap();
    let pngs = write_pngs(&inputs);
    let out = dir.path().join("built.hvt");
    let pixel_bytes = 200 * 256 * 256 * 4;

    let mut group = c.benchmark_group("hvt_build");
    group.sample_size(10);
    group.throughput(Throughput::Bytes(pixel_bytes));
    group.bench_function("build_texture_pack (200 PNGs, rayon)", |b| {
        b.iter(|| build_texture_pack(std::slice::from_ref(&inputs), &out).unwrap())
    });
    group.bench_function("reference: png decode + BGRA, one thread", |b| {
        b.iter(|| {
            pngs.iter()
                .map(|p| load_bgra(p, ImageKind::Png).unwrap().pixels.len())
                .sum::<usize>()
        })
    });
    let src = vec![7u8; pixel_bytes as usize];
    let mut dst = vec![0u8; pixel_bytes as usize];
    group.bench_function("reference: memcpy of the pixel bytes", |b| {
        b.iter(|| {
            dst.copy_from_slice(black_box(&src));
            black_box(&dst);
        })
    });
    group.finish();
}

criterion_group!(benches, lookup, build);
criterion_main!(benches);
