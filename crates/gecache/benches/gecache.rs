//! Samples per second on cache hits, beside a plain array read of the same
//! texels in the same order (the floor for any per-sample model), plus a
//! self-texturing sprite's pixels per second.
//!
//! `cargo bench -p ninebridge-gecache --bench gecache -- --warm-up-time 1 --measurement-time 3`

use std::hint::black_box;

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use ninebridge_gecache::{
    Blend, GeCache, Primitive, Sprite, TexFormat, Texture, TextureRegs, draw,
};

const SAMPLES: usize = 4096;

/// Texel coordinates in a `w` x `h` area, scattered (xorshift).
fn coords(w: u32, h: u32) -> Vec<(u32, u32)> {
    let mut s = 0x2545_f491u32;
    (0..SAMPLES)
        .map(|_| {
            s ^= s << 13;
            s ^= s >> 17;
            s ^= s << 5;
            (s % w, (s >> 16) % h)
        })
        .collect()
}

fn hits(c: &mut Criterion) {
    let mem: Vec<u8> = (0..1 << 16).map(|i| (i * 7) as u8).collect();
    let mut group = c.benchmark_group("sample_hits");
    group.throughput(Throughput::Elements(SAMPLES as u64));
    // 8888 32x16 (16 lines) and 4444 64x32 (32 lines): all stay cached.
    for (name, format, w, h) in [
        ("gecache_8888", TexFormat::Rgba8888, 32, 16),
        ("gecache_4444", TexFormat::Rgba4444, 64, 32),
    ] {
        let tex = Texture::new(
            TextureRegs {
                addr: 0,
                bufw: w,
                format,
                width: w,
                height: h,
                swizzled: false,
                level: 0,
            },
            mem.len(),
        )
        .unwrap();
        let mut cache = GeCache::new();
        let pts = coords(w, h);
        for &(u, v) in &pts {
            cache.sample(&mem, &tex, u, v).unwrap();
        }
        let lines = w / format.cache_bits().line_width() * h / 8;
        assert_eq!(
            cache.stats().misses,
            u64::from(lines),
            "every line loaded once"
        );
        group.bench_function(name, |b| {
            b.iter(|| {
                let mut sum = 0u32;
                for &(u, v) in &pts {
                    if let Ok(s) = cache.sample(black_box(&mem), &tex, u, v) {
                        sum = sum.wrapping_add(s.value);
                    }
                }
                sum
            })
        });
    }
    // Reference: the same texels from a plain array.
    let texels: Vec<u32> = (0..32 * 16).map(|i| i * 0x0101_0101).collect();
    let pts = coords(32, 16);
    group.bench_function("plain_array_read", |b| {
        b.iter(|| {
            let texels = black_box(&texels);
            let mut sum = 0u32;
            for &(u, v) in &pts {
                sum = sum.wrapping_add(texels[(v * 32 + u) as usize]);
            }
            sum
        })
    });
    group.finish();
}

fn sprite(c: &mut Criterion) {
    let mut mem = vec![0u8; 64 * 64 * 4];
    let tex = Texture::new(
        TextureRegs {
            addr: 0,
            bufw: 64,
            format: TexFormat::Rgba8888,
            width: 64,
            height: 64,
            swizzled: false,
            level: 0,
        },
        mem.len(),
    )
    .unwrap();
    let s = Sprite {
        fb: 0,
        fb_bufw: 64,
        x: 0,
        y: 0,
        width: 64,
        height: 64,
        u: 1,
        v: 1,
        du: 1,
        dv: 1,
        bilinear: false,
        blend: Blend::Average,
        prim: Primitive::Sprite,
    };
    let mut group = c.benchmark_group("self_texturing");
    group.throughput(Throughput::Elements(64 * 64));
    group.bench_function("sprite_64x64_8888", |b| {
        b.iter(|| {
            let mut cache = GeCache::new();
            draw(&mut mem, &mut cache, &tex, &s, |_| {}).unwrap()
        })
    });
    group.finish();
}

criterion_group!(benches, hits, sprite);
criterion_main!(benches);
