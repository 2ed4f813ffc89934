//! Texture core throughput, each measurement beside its reference in the same
//! run: DXT decode against `bcdec_rs` and `texture2ddecoder`, conversions and
//! mips against a `memcpy` of the same bytes, the TexMod CRC against a raw
//! `crc32fast` call and the content key against a raw `xxh3` call.
//!
//! `cargo bench -p ninebridge-texture --bench texture -- --warm-up-time 1 --measurement-time 3`

use std::hint::black_box;

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use ninebridge_texture::crc::texmod_crc32;
use ninebridge_texture::hash::content_key_2d;
use ninebridge_texture::mip::{mip_chain, mip_into};
use ninebridge_texture::{Format, FormatExt, decode_into};

const SIZE: usize = 2048;

/// A 2048x2048 RGBA image with realistic content: smooth gradients, rings,
/// a noisy band and hard edges, so the encoder uses varied endpoints.
fn synthetic_rgba() -> Vec<u8> {
    let mut state = 0x2545_f491_4f6c_dd1du64;
    let mut rgba = Vec::with_capacity(SIZE * SIZE * 4);
    for y in 0..SIZE {
        for x in 0..SIZE {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            let noise = (state & 31) as i32 - 16;
            let (fx, fy) = (x as f32 / SIZE as f32, y as f32 / SIZE as f32);
            let ring = ((fx - 0.5).hypot(fy - 0.5) * 90.0).sin() * 0.5 + 0.5;
            let checker = ((x / 64 + y / 64) % 2) as f32;
            let band = if (y / 256) % 3 == 1 { noise } else { 0 };
            let c = |v: f32| (v * 255.0) as i32 + band;
            let px = [
                c(fx * 0.6 + ring * 0.4),
                c(fy * 0.5 + checker * 0.3 + ring * 0.2),
                c((1.0 - fx) * 0.7 + ring * 0.3),
                c(0.3 + 0.7 * ring),
            ];
            rgba.extend(px.map(|v| v.clamp(0, 255) as u8));
        }
    }
    rgba
}

fn encode(rgba: &[u8], format: texpresso::Format) -> Vec<u8> {
    let mut blocks = vec![0u8; format.compressed_size(SIZE, SIZE)];
    let params = texpresso::Params {
        algorithm: texpresso::Algorithm::RangeFit,
        ..Default::default()
    };
    format.compress(rgba, SIZE, SIZE, params, &mut blocks);
    blocks
}

fn memcpy_bench(
    c: &mut criterion::BenchmarkGroup<'_, criterion::measurement::WallTime>,
    len: usize,
) {
    let src = vec![0x5au8; len];
    let mut dst = vec![0u8; len];
    c.bench_function("memcpy", |b| {
        b.iter(|| dst.copy_from_slice(black_box(&src)));
    });
}

fn bench_dxt(c: &mut Criterion) {
    let rgba = synthetic_rgba();
    let out_len = SIZE * SIZE * 4;
    for (name, ours, tf) in [
        ("bc1_decode_2048", Format::Dxt1, texpresso::Format::Bc1),
        ("bc3_decode_2048", Format::Dxt5, texpresso::Format::Bc3),
    ] {
        let blocks = encode(&rgba, tf);
        let block_bytes = ours.block().unwrap().bytes as usize;
        let mut out = vec![0u8; out_len];
        let mut group = c.benchmark_group(name);
        group.throughput(Throughput::Bytes(out_len as u64));
        group.bench_function("ninebridge", |b| {
            b.iter(|| {
                decode_into(
                    ours,
                    SIZE as u32,
                    SIZE as u32,
                    black_box(&blocks),
                    0,
                    &mut out,
                )
                .unwrap()
            });
        });
        group.bench_function("bcdec_rs", |b| {
            b.iter(|| {
                let pitch = SIZE * 4;
                for (i, block) in black_box(&blocks).chunks_exact(block_bytes).enumerate() {
                    let (bx, by) = (i % (SIZE / 4), i / (SIZE / 4));
                    let dst = &mut out[by * 4 * pitch + bx * 16..];
                    if ours == Format::Dxt1 {
                        bcdec_rs::bc1(block, dst, pitch);
                    } else {
                        bcdec_rs::bc3(block, dst, pitch);
                    }
                }
            });
        });
        let mut px = vec![0u32; SIZE * SIZE];
        group.bench_function("texture2ddecoder", |b| {
            b.iter(|| {
                if ours == Format::Dxt1 {
                    texture2ddecoder::decode_bc1(black_box(&blocks), SIZE, SIZE, &mut px).unwrap();
                } else {
                    texture2ddecoder::decode_bc3(black_box(&blocks), SIZE, SIZE, &mut px).unwrap();
                }
            });
        });
        memcpy_bench(&mut group, out_len);
        group.finish();
    }
}

fn bench_convert(c: &mut Criterion) {
    let src: Vec<u8> = (0..SIZE * SIZE * 2)
        .map(|i| (i * 7 + (i >> 11)) as u8)
        .collect();
    let out_len = SIZE * SIZE * 4;
    let mut out = vec![0u8; out_len];
    let mut group = c.benchmark_group("convert_2048");
    group.throughput(Throughput::Bytes(out_len as u64));
    for format in [Format::R5G6B5, Format::A4R4G4B4] {
        group.bench_function(format.name().unwrap(), |b| {
            b.iter(|| {
                decode_into(
                    format,
                    SIZE as u32,
                    SIZE as u32,
                    black_box(&src),
                    0,
                    &mut out,
                )
                .unwrap()
            });
        });
    }
    memcpy_bench(&mut group, out_len);
    group.finish();
}

fn bench_mips(c: &mut Criterion) {
    let base = synthetic_rgba();
    let mut out = vec![0u8; base.len() / 4];
    let mut group = c.benchmark_group("mip_2048");
    group.throughput(Throughput::Bytes(base.len() as u64));
    group.bench_function("one_level", |b| {
        b.iter(|| mip_into(black_box(&base), SIZE as u32, SIZE as u32, 0, &mut out).unwrap());
    });
    group.bench_function("full_chain", |b| {
        b.iter(|| mip_chain(black_box(&base), SIZE as u32, SIZE as u32, 0).unwrap());
    });
    memcpy_bench(&mut group, base.len());
    group.finish();
}

fn bench_hashes(c: &mut Criterion) {
    let data: Vec<u8> = (0..16usize << 20)
        .map(|i| (i * 31 + (i >> 9)) as u8)
        .collect();
    let mut group = c.benchmark_group("crc_16mib");
    group.throughput(Throughput::Bytes(data.len() as u64));
    group.bench_function("texmod_crc32", |b| {
        b.iter(|| texmod_crc32(black_box(&data)))
    });
    group.bench_function("crc32fast", |b| {
        b.iter(|| crc32fast::hash(black_box(&data)))
    });
    group.finish();

    let level0 = &data[..2 << 20];
    let mut group = c.benchmark_group("key_2mib");
    group.throughput(Throughput::Bytes(level0.len() as u64));
    // The seed goes through black_box too: a constant seed would let the
    // compiler fold XXH3's seed-derived secret into the reference call, while
    // the key chain's seeds are only known at run time.
    group.bench_function("xxh3", |b| {
        b.iter(|| xxhash_rust::xxh3::xxh3_64_with_seed(black_box(level0), black_box(0x1000)));
    });
    group.bench_function("content_key_2d", |b| {
        b.iter(|| content_key_2d(0x1000, Format::Dxt5, 2048, 1024, black_box(level0)));
    });
    group.finish();
}

criterion_group! {
    name = benches;
    config = Criterion::default().sample_size(10);
    targets = bench_dxt, bench_convert, bench_mips, bench_hashes
}
criterion_main!(benches);
