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
    }
}
