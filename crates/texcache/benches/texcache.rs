//! Texture cache benchmarks, each beside its reference in the same run:
//!
//! * `hit_path`: resolving an unchanged texture that is cached (generation
//!   check, key reuse, slot-table lookup, LRU stamp) over 1024 textures,
//!   against a bare `std::collections::HashMap<u64, u32>` lookup of the
//!   same keys; and the slot table's `Cache::find` alone.
//! * `dxt1_2048_upload`: a 2048x2048 DXT1 texture with its 12-level chain
//!   made resident on the GPU (wgpu, `NINEBRIDGE_BACKEND` or the first
//!   adapter), uploaded natively as BC1 against CPU decode of every written
//!   level + BGRA8 upload; each iteration submits and waits for the GPU. Skipped without an adapter or without BC support.

use std::collections::HashMap;
use std::hint::black_box;

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use ninebridge_gpu::Gpu;
use ninebridge_texcache::{
    Budget, Config, ContentState, FakeBackend, OwnedSource, Resolved, TextureBackend, TextureCache,
    TextureDesc, WgpuBackend,
};
use ninebridge_texture::Format;

const TEXTURES: u32 = 1024;

fn argb(guest: u32) -> OwnedSource {
    let mut desc = TextureDesc::texture_2d(Format::A8R8G8B8, 4, 4, 1);
    desc.guest = guest;
    let mut s = OwnedSource::new(desc);
    s.write(0, 0, vec![guest as u8; 64]);
    s
}

fn hit_path(c: &mut Criterion) {
    let mut cache = TextureCache::new(FakeBackend::new(false), &Config::default());
    let mut textures: Vec<(ContentState, OwnedSource)> = (0..TEXTURES)
        .map(|guest| (ContentState::new(), argb(guest)))
        .collect();
    let mut keys = Vec::new();
    for (state, source) in &mut textures {
        cache.resolve(state, source).unwrap();
        keys.push(state.stored_key().unwrap());
    }
    let map: HashMap<u64, u32> = keys
        .iter()
        .enumerate()
        .map(|(i, &k)| (k, i as u32))
        .collect();
    let mut slots: ninebridge_texcache::Cache<u32> =
        ninebridge_texcache::Cache::new(Budget::default());
    for (i, &k) in keys.iter().enumerate() {
        slots.make_room(1).unwrap();
        slots.insert(k, 1, i as u32).unwrap();
    }

    let mut group = c.benchmark_group("hit_path");
    group.throughput(Throughput::Elements(u64::from(TEXTURES)));
    group.bench_function("TextureCache::resolve (unchanged, cached)", |b| {
        b.iter(|| {
            for (state, source) in &mut textures {
                let r = cache.resolve(state, source).unwrap();
                black_box(matches!(r, Resolved::Cached(_)));
            }
        })
    });
    group.bench_function("Cache::find (slot table alone)", |b| {
        b.iter(|| {
            for &k in &keys {
                black_box(slots.find(black_box(k)));
            }
        })
    });
    group.bench_function("HashMap<u64, u32>::get (reference)", |b| {
        b.iter(|| {
            for &k in &keys {
                black_box(map.get(&black_box(k)));
            }
        })
    });
    group.finish();
}

/// A 2048x2048 DXT1 texture with every level of its chain written with
/// pseudo-random blocks.
fn dxt1_2048(guest: u32) -> OwnedSource {
    let mut desc = TextureDesc::texture_2d(Format::Dxt1, 2048, 2048, 12);
    desc.guest = guest;
    let mut s = OwnedSource::new(desc);
    let mut x = 0x2545_f491_4f6c_dd1du64 ^ u64::from(guest);
    for level in 0..12 {
        let bytes: Vec<u8> = (0..s.level_len(level))
            .map(|_| {
                x ^= x << 13;
                x ^= x >> 7;
                x ^= x << 17;
                x as u8
            })
            .collect();
        s.write(0, level, bytes);
    }
    s
}

fn upload(c: &mut Criterion) {
    let gpu = match Gpu::from_env() {
        Ok(gpu) => gpu,
        Err(e) => {
            println!("dxt1_2048_upload skipped: no wgpu adapter ({e})");
            return;
        }
    };
    let backend = WgpuBackend::new(gpu.clone());
    if !backend.supports_bc() {
        println!(
            "dxt1_2048_upload skipped: {} has no TEXTURE_COMPRESSION_BC",
            gpu.adapter_info().name
        );
        return;
    }
    println!(
        "dxt1_2048_upload on {} ({:?})",
        gpu.adapter_info().name,
        gpu.adapter_info().backend
    );
    let mut group = c.benchmark_group("dxt1_2048_upload");
    group.sample_size(20);
    for (name, native_bc) in [("native BC1", true), ("CPU decode + BGRA8 upload", false)] {
        // One texture of budget: each resolve of the other guest misses,
        // evicts and uploads.
        let config = Config {
            native_bc,
            budget: Budget {
                count: 1,
                bytes: 512 << 20,
            },
            ..Config::default()
        };
        let mut cache = TextureCache::new(WgpuBackend::new(gpu.clone()), &config);
        let mut sources = [dxt1_2048(1), dxt1_2048(2)];
        let mut states = [ContentState::new(), ContentState::new()];
        let mut turn = 0;
        group.bench_function(name, |b| {
            b.iter(|| {
                turn ^= 1;
                cache
                    .resolve(&mut states[turn], &mut sources[turn])
                    .unwrap();
                cache.backend_mut().flush().unwrap();
                gpu.wait_idle().unwrap();
            })
        });
        let bc = cache.stats().bc;
        let uploads = (bc.native_uploads + bc.cpu_decodes).max(1);
        println!(
            "{name}: {} uploads, {} bytes uploaded per texture",
            uploads,
            (bc.compressed_bytes + bc.expanded_bytes) / uploads
        );
    }
    group.finish();
}

criterion_group!(benches, hit_path, upload);
criterion_main!(benches);
