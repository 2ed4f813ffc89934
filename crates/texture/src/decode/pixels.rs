//! Uncompressed formats: one row at a time, one pixel in and one `u32` out.
//!
//! The per-pixel conversions are small pure functions so the row loops (over
//! `chunks_exact`, which the compiler vectorises) stay free of bounds checks.

use super::DecodePlan;
use crate::format::Format;

const OPAQUE: u32 = 0xff00_0000;

/// Expands a 5-bit channel to 8 bits by bit replication.
#[inline(always)]
const fn x5(v: u32) -> u32 {
    (v << 3) | (v >> 2)
}

/// Expands a 6-bit channel to 8 bits by bit replication.
#[inline(always)]
const fn x6(v: u32) -> u32 {
    (v << 2) | (v >> 4)
}

/// `R5G6B5` to a BGRA8 pixel (alpha 255).
#[inline(always)]
pub(crate) const fn r5g6b5(p: u16) -> u32 {
    let p = p as u32;
    x5(p & 31) | x6((p >> 5) & 63) << 8 | x5(p >> 11) << 16 | OPAQUE
}

/// `A1R5G5B5` to a BGRA8 pixel (alpha 0 or 255).
#[inline(always)]
const fn a1r5g5b5(p: u16) -> u32 {
    let p = p as u32;
    let a = 0u32.wrapping_sub(p >> 15) & OPAQUE;
    x5(p & 31) | x5((p >> 5) & 31) << 8 | x5((p >> 10) & 31) << 16 | a
}

/// `A4R4G4B4` to a BGRA8 pixel: each nibble `n` becomes `n << 4 | n`.
#[inline(always)]
const fn a4r4g4b4(p: u16) -> u32 {
    let p = p as u32;
    // Spread the four nibbles to the low nibble of four bytes, then copy
    // each into its high nibble: B, G, R, A keep their order.
    let spread = (p & 0xf) | (p & 0xf0) << 4 | (p & 0xf00) << 8 | (p & 0xf000) << 12;
    spread | spread << 4
}

/// A BGRA8 pixel from its four 8-bit channels.
#[inline(always)]
const fn bgra(r: u32, g: u32, b: u32, a: u32) -> u32 {
    b | g << 8 | r << 16 | a << 24
}

/// An unsigned-normalised channel of `bits` bits (2..=16) to 8 bits,
/// rounded to the nearest value: `round(v * 255 / (2^bits - 1))`.
#[inline(always)]
const fn unorm8(v: u32, bits: u32) -> u32 {
    let max = (1 << bits) - 1;
    (v * 255 + max / 2) / max
}

/// The float tone rule: NaN reads as 0, everything else is clamped to
/// [0, 1] and `v * 255` rounded to the nearest integer (halves up).
#[inline(always)]
fn float8(v: f32) -> u32 {
    if v.is_nan() {
        0
    } else {
        // Exact in f64 (a 24-bit mantissa times 255), so halves are true halves.
        (f64::from(v.clamp(0.0, 1.0)) * 255.0).round() as u32
    }
}

/// A little-endian half float as `f32`.
#[inline(always)]
fn half(lo: u8, hi: u8) -> f32 {
    half::f16::from_le_bytes([lo, hi]).to_f32()
}

/// A little-endian `f32`.
#[inline(always)]
fn single(b: &[u8]) -> f32 {
    f32::from_le_bytes([b[0], b[1], b[2], b[3]])
}

/// Applies `f` to every `N`-byte source pixel of a row.
#[inline(always)]
fn row_n<const N: usize>(src: &[u8], dst: &mut [u8], f: impl Fn(&[u8]) -> u32) {
    for (s, d) in src.chunks_exact(N).zip(dst.chunks_exact_mut(4)) {
        d.copy_from_slice(&f(s).to_le_bytes());
    }
}

/// `A2R10G10B10` (blue in the low bits) to a BGRA8 pixel.
#[inline(always)]
const fn a2r10g10b10(p: u32) -> u32 {
    bgra(
        unorm8((p >> 20) & 0x3ff, 10),
        unorm8((p >> 10) & 0x3ff, 10),
        unorm8(p & 0x3ff, 10),
        unorm8(p >> 30, 2),
    )
}

/// `A2B10G10R10` (red in the low bits) to a BGRA8 pixel.
#[inline(always)]
const fn a2b10g10r10(p: u32) -> u32 {
    bgra(
        unorm8(p & 0x3ff, 10),
        unorm8((p >> 10) & 0x3ff, 10),
        unorm8((p >> 20) & 0x3ff, 10),
        unorm8(p >> 30, 2),
    )
}

/// Decodes a palette level (`P8` or `A8P8`): `palette` holds 256 entries of
/// R, G, B, A bytes (D3D9's `PALETTEENTRY`, whose `peFlags` is alpha). `P8`
/// takes alpha from the entry, `A8P8` from its own high byte.
pub(super) fn decode_paletted(plan: &DecodePlan, src: &[u8], out: &mut [u8], palette: &[u8]) {
    let entry = |i: u8| {
        let at = i as usize * 4;
        palette.get(at..at + 4).map_or(0, |e| {
            bgra(e[0] as u32, e[1] as u32, e[2] as u32, e[3] as u32)
        })
    };
    let out_pitch = plan.width * 4;
    let rows = src
        .chunks(plan.src_pitch)
        .map(|r| r.get(..plan.row_bytes).unwrap_or(r))
        .zip(out.chunks_exact_mut(out_pitch));
    match plan.format {
        Format::P8 => rows.for_each(|(s, d)| row8(s, d, entry)),
        Format::A8P8 => rows.for_each(|(s, d)| {
            row_n::<2>(s, d, |p| (entry(p[0]) & 0x00ff_ffff) | (p[1] as u32) << 24)
        }),
        _ => {}
    }
}

/// Applies `f` to every 2-byte source pixel of a row.
#[inline(always)]
fn row16(src: &[u8], dst: &mut [u8], f: impl Fn(u16) -> u32) {
    for (s, d) in src.chunks_exact(2).zip(dst.chunks_exact_mut(4)) {
        d.copy_from_slice(&f(u16::from_le_bytes([s[0], s[1]])).to_le_bytes());
    }
}

/// Applies `f` to every 1-byte source pixel of a row.
#[inline(always)]
fn row8(src: &[u8], dst: &mut [u8], f: impl Fn(u8) -> u32) {
    for (&s, d) in src.iter().zip(dst.chunks_exact_mut(4)) {
        d.copy_from_slice(&f(s).to_le_bytes());
    }
}

/// Decodes an uncompressed level. The plan guarantees the buffer sizes.
pub(super) fn decode(plan: &DecodePlan, src: &[u8], out: &mut [u8]) {
    let out_pitch = plan.width * 4;
    let rows = src
        .chunks(plan.src_pitch)
        .map(|r| r.get(..plan.row_bytes).unwrap_or(r))
        .zip(out.chunks_exact_mut(out_pitch));
    match plan.format {
        Format::A8R8G8B8 => rows.for_each(|(s, d)| d.copy_from_slice(s)),
        Format::X8R8G8B8 => rows.for_each(|(s, d)| {
            for (s, d) in s.chunks_exact(4).zip(d.chunks_exact_mut(4)) {
                let p = u32::from_le_bytes([s[0], s[1], s[2], s[3]]) | OPAQUE;
                d.copy_from_slice(&p.to_le_bytes());
            }
        }),
        Format::R5G6B5 => rows.for_each(|(s, d)| {
            let done = super::simd::r5g6b5_row(s, d);
            row16(
                s.get(done * 2..).unwrap_or(&[]),
                d.get_mut(done * 4..).unwrap_or(&mut []),
                r5g6b5,
            );
        }),
        Format::A1R5G5B5 => rows.for_each(|(s, d)| row16(s, d, a1r5g5b5)),
        Format::A4R4G4B4 => rows.for_each(|(s, d)| {
            let done = super::simd::a4r4g4b4_row(s, d);
            row16(
                s.get(done * 2..).unwrap_or(&[]),
                d.get_mut(done * 4..).unwrap_or(&mut []),
                a4r4g4b4,
            );
        }),
        Format::A8 => rows.for_each(|(s, d)| row8(s, d, |a| (a as u32) << 24)),
        Format::L8 => rows.for_each(|(s, d)| row8(s, d, |l| ((l as u32) * 0x01_0101) | OPAQUE)),
        Format::A8L8 => rows.for_each(|(s, d)| {
            row16(s, d, |p| {
                let p = p as u32;
                ((p & 0xff) * 0x01_0101) | ((p >> 8) << 24)
            })
        }),
        Format::R8G8B8 => rows.for_each(|(s, d)| {
            row_n::<3>(s, d, |p| bgra(p[2] as u32, p[1] as u32, p[0] as u32, 255))
        }),
        Format::X1R5G5B5 => rows.for_each(|(s, d)| row16(s, d, |p| a1r5g5b5(p) | OPAQUE)),
        Format::A8B8G8R8 => rows.for_each(|(s, d)| {
            row_n::<4>(s, d, |p| {
                bgra(p[0] as u32, p[1] as u32, p[2] as u32, p[3] as u32)
            })
        }),
        Format::X8B8G8R8 => rows.for_each(|(s, d)| {
            row_n::<4>(s, d, |p| bgra(p[0] as u32, p[1] as u32, p[2] as u32, 255))
        }),
        Format::A2R10G10B10 => rows.for_each(|(s, d)| {
            row_n::<4>(s, d, |p| {
                a2r10g10b10(u32::from_le_bytes([p[0], p[1], p[2], p[3]]))
            })
        }),
        Format::A2B10G10R10 => rows.for_each(|(s, d)| {
            row_n::<4>(s, d, |p| {
                a2b10g10r10(u32::from_le_bytes([p[0], p[1], p[2], p[3]]))
            })
        }),
        Format::G16R16 => rows.for_each(|(s, d)| {
            row_n::<4>(s, d, |p| {
                let c = |i: usize| unorm8(u16::from_le_bytes([p[i], p[i + 1]]) as u32, 16);
                bgra(c(0), c(2), 255, 255)
            })
        }),
        Format::A16B16G16R16 => rows.for_each(|(s, d)| {
            row_n::<8>(s, d, |p| {
                let c = |i: usize| unorm8(u16::from_le_bytes([p[i], p[i + 1]]) as u32, 16);
                bgra(c(0), c(2), c(4), c(6))
            })
        }),
        Format::R16F => rows
            .for_each(|(s, d)| row_n::<2>(s, d, |p| bgra(float8(half(p[0], p[1])), 255, 255, 255))),
        Format::G16R16F => rows.for_each(|(s, d)| {
            row_n::<4>(s, d, |p| {
                let c = |i: usize| float8(half(p[i], p[i + 1]));
                bgra(c(0), c(2), 255, 255)
            })
        }),
        Format::A16B16G16R16F => rows.for_each(|(s, d)| {
            row_n::<8>(s, d, |p| {
                let c = |i: usize| float8(half(p[i], p[i + 1]));
                bgra(c(0), c(2), c(4), c(6))
            })
        }),
        Format::R32F => {
            rows.for_each(|(s, d)| row_n::<4>(s, d, |p| bgra(float8(single(p)), 255, 255, 255)))
        }
        Format::G32R32F => rows.for_each(|(s, d)| {
            row_n::<8>(s, d, |p| {
                bgra(float8(single(p)), float8(single(&p[4..])), 255, 255)
            })
        }),
        Format::A32B32G32R32F => rows.for_each(|(s, d)| {
            row_n::<16>(s, d, |p| {
                let c = |i: usize| float8(single(&p[i..]));
                bgra(c(0), c(4), c(8), c(12))
            })
        }),
        // DecodePlan only admits decodable formats and the compressed ones go
        // to `bc`; nothing else reaches here.
        _ => {}
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn conversions() {
        assert_eq!(r5g6b5(0xffff), 0xffff_ffff);
        assert_eq!(r5g6b5(0x0000), 0xff00_0000);
        assert_eq!(r5g6b5(0x07e0), 0xff00_ff00);
        assert_eq!(r5g6b5((16 << 11) | (32 << 5) | 16), 0xff84_8284);
        assert_eq!(a1r5g5b5(0x7fff), 0x00ff_ffff);
        assert_eq!(a1r5g5b5(0x8000), 0xff00_0000);
        assert_eq!(a4r4g4b4(0x1234), 0x1122_3344);
        assert_eq!(a4r4g4b4(0xf0a5), 0xff00_aa55);
        assert_eq!(unorm8(1023, 10), 255);
        assert_eq!(unorm8(512, 10), 128);
        assert_eq!(unorm8(2, 2), 170);
        assert_eq!(unorm8(0x8000, 16), 128);
        assert_eq!(float8(f32::NAN), 0);
        assert_eq!(float8(-3.0), 0);
        assert_eq!(float8(7.0), 255);
        assert_eq!(float8(0.5), 128);
        assert_eq!(a2r10g10b10(0xffff_ffff), 0xffff_ffff);
        assert_eq!(a2b10g10r10(0x3ff), 0x00ff_0000);
    }
}
