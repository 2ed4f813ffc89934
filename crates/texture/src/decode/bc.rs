//! DXT1-5 (BC1-3) block decoding, one row of 4x4 blocks at a time.
//!
//! Each block decodes to sixteen BGRA8 pixels held as `u32`s (a palette
//! lookup per pixel), which are then stored as whole 16-byte block rows into
//! the four output rows; blocks cut by the right or bottom edge are cropped.
//!
//! Colour: the two 565 endpoints are expanded by bit replication. DXT1 uses
//! the 4-colour palette (`(2a+b)/3`, `(a+2b)/3`) when `c0 > c1` and otherwise
//! 3 colours (`(a+b)/2`) plus transparent black. DXT2-5 colour blocks are
//! always 4-colour. Alpha: DXT2/3 store 4 bits per pixel (`n * 17`), DXT4/5
//! interpolate two endpoints with integer `/7` or `/5` ramps. DXT2 and DXT4
//! keep their stored (premultiplied) colour.

use super::DecodePlan;
use crate::format::Format;

/// Expands a 565 colour to a BGRA8 pixel's three channels `(r, g, b)`.
#[inline(always)]
fn rgb565(c: u32) -> (u32, u32, u32) {
    let r = (c >> 11) & 31;
    let g = (c >> 5) & 63;
    let b = c & 31;
    (
        (r << 3) | (r >> 2),
        (g << 2) | (g >> 4),
        (b << 3) | (b >> 2),
    )
}

#[inline(always)]
const fn bgra(r: u32, g: u32, b: u32, a: u32) -> u32 {
    b | g << 8 | r << 16 | a << 24
}

/// The four palette entries of a colour block (alpha 255, or 0 for DXT1's
/// transparent black).
#[inline(always)]
fn palette(block: &[u8; 8], allow_three: bool) -> [u32; 4] {
    let c0 = u16::from_le_bytes([block[0], block[1]]) as u32;
    let c1 = u16::from_le_bytes([block[2], block[3]]) as u32;
    let (r0, g0, b0) = rgb565(c0);
    let (r1, g1, b1) = rgb565(c1);
    let p0 = bgra(r0, g0, b0, 255);
    let p1 = bgra(r1, g1, b1, 255);
    // Both palettes are computed and one is selected without a branch: the
    // mode flips from block to block and would defeat branch prediction.
    // x / 3 for x <= 765 is exactly (x * 683) >> 11.
    let third = |a: u32, b: u32| ((2 * a + b) * 683) >> 11;
    let four = bgra(third(r0, r1), third(g0, g1), third(b0, b1), 255);
    let four_b = bgra(third(r1, r0), third(g1, g0), third(b1, b0), 255);
    let half = bgra((r0 + r1) >> 1, (g0 + g1) >> 1, (b0 + b1) >> 1, 255);
    let four_mode = 0u32.wrapping_sub(u32::from(c0 > c1 || !allow_three));
    [
        p0,
        p1,
        (four & four_mode) | (half & !four_mode),
        four_b & four_mode,
    ]
}

/// Decodes a colour block to sixteen pixels in row-major order.
#[inline(always)]
fn color_block(block: &[u8; 8], allow_three: bool) -> [u32; 16] {
    let pal = palette(block, allow_three);
    let idx = u32::from_le_bytes([block[4], block[5], block[6], block[7]]);
    std::array::from_fn(|i| pal[((idx >> (2 * i)) & 3) as usize])
}

#[inline(always)]
fn dxt1(block: &[u8; 8]) -> [u32; 16] {
    color_block(block, true)
}

#[inline(always)]
fn split16(block: &[u8; 16]) -> (&[u8; 8], &[u8; 8]) {
    let (a, c) = block.split_at(8);
    // Both halves are exactly 8 bytes of a 16-byte array.
    match (a.try_into(), c.try_into()) {
        (Ok(a), Ok(c)) => (a, c),
        _ => unreachable!("a 16-byte block splits into two 8-byte halves"),
    }
}

#[inline(always)]
fn dxt3(block: &[u8; 16]) -> [u32; 16] {
    let (alpha, color) = split16(block);
    let alpha = u64::from_le_bytes(*alpha);
    let mut px = color_block(color, false);
    for (i, p) in px.iter_mut().enumerate() {
        let a = ((alpha >> (4 * i)) & 0xf) as u32 * 17;
        *p = (*p & 0x00ff_ffff) | a << 24;
    }
    px
}

/// The eight alpha values of a DXT4/5 alpha block.
#[inline(always)]
fn alpha_palette(a0: u32, a1: u32) -> [u32; 8] {
    if a0 > a1 {
        [
            a0,
            a1,
            (6 * a0 + a1) / 7,
            (5 * a0 + 2 * a1) / 7,
            (4 * a0 + 3 * a1) / 7,
            (3 * a0 + 4 * a1) / 7,
            (2 * a0 + 5 * a1) / 7,
            (a0 + 6 * a1) / 7,
        ]
    } else {
        [
            a0,
            a1,
            (4 * a0 + a1) / 5,
            (3 * a0 + 2 * a1) / 5,
            (2 * a0 + 3 * a1) / 5,
            (a0 + 4 * a1) / 5,
            0,
            255,
        ]
    }
}

#[inline(always)]
fn dxt5(block: &[u8; 16]) -> [u32; 16] {
    let (alpha, color) = split16(block);
    let bits = u64::from_le_bytes(*alpha);
    let pal = alpha_palette(alpha[0] as u32, alpha[1] as u32);
    let idx = bits >> 16;
    let mut px = color_block(color, false);
    for (i, p) in px.iter_mut().enumerate() {
        let a = pal[((idx >> (3 * i)) & 7) as usize];
        *p = (*p & 0x00ff_ffff) | a << 24;
    }
    px
}

/// Decodes the full blocks of one row of blocks into four output rows;
/// returns how many blocks it decoded (from the left).
pub(super) type RowKernel = fn(blocks: &[u8], rows: [&mut [u8]; 4]) -> usize;

/// Runs `block_fn` over every block and stores the pixels, cropping edges.
/// Complete rows of blocks go through `kernel` first (a SIMD kernel where the
/// CPU has one); whatever it leaves, and the cropped edges, use `block_fn`.
#[inline(always)]
fn decode_blocks<const N: usize>(
    plan: &DecodePlan,
    src: &[u8],
    out: &mut [u8],
    block_fn: impl Fn(&[u8; N]) -> [u32; 16],
    kernel: Option<RowKernel>,
) {
    let out_pitch = plan.width * 4;
    let full_cols = plan.width / 4;
    let tail_cols = plan.width % 4;
    let src_rows = src
        .chunks(plan.src_pitch)
        .map(|r| r.get(..plan.row_bytes).unwrap_or(r));
    for (src_row, out_rows) in src_rows.zip(out.chunks_mut(out_pitch * 4)) {
        let rows = out_rows.len() / out_pitch;
        let mut done = 0;
        if rows == 4 {
            let (r0, rest) = out_rows.split_at_mut(out_pitch);
            let (r1, rest) = rest.split_at_mut(out_pitch);
            let (r2, r3) = rest.split_at_mut(out_pitch);
            let full_bytes = full_cols * 16;
            let rows = [
                &mut r0[..full_bytes],
                &mut r1[..full_bytes],
                &mut r2[..full_bytes],
                &mut r3[..full_bytes],
            ];
            let blocks = src_row.get(..full_cols * N).unwrap_or(&[]);
            if let Some(kernel) = kernel {
                done = kernel(blocks, rows);
            } else {
                let [r0, r1, r2, r3] = rows;
                let full = r0
                    .chunks_exact_mut(16)
                    .zip(r1.chunks_exact_mut(16))
                    .zip(r2.chunks_exact_mut(16))
                    .zip(r3.chunks_exact_mut(16));
                let blocks = blocks.chunks_exact(N).filter_map(|b| b.try_into().ok());
                for ((((d0, d1), d2), d3), block) in full.zip(blocks) {
                    let px = block_fn(block);
                    store4(d0, &px[0..4]);
                    store4(d1, &px[4..8]);
                    store4(d2, &px[8..12]);
                    store4(d3, &px[12..16]);
                    done += 1;
                }
            }
        }
        // Blocks the fast loops did not cover, cropped to the level.
        let blocks = src_row
            .chunks_exact(N)
            .filter_map(|b| b.try_into().ok())
            .enumerate()
            .take(full_cols + usize::from(tail_cols > 0))
            .skip(done);
        for (bx, block) in blocks {
            let px = block_fn(block);
            let cols = if bx < full_cols { 4 } else { tail_cols };
            for (r, row) in out_rows.chunks_exact_mut(out_pitch).enumerate() {
                if let Some(d) = row.get_mut(bx * 16..bx * 16 + cols * 4) {
                    store4(d, &px[r * 4..r * 4 + cols]);
                }
            }
        }
    }
}

/// Stores up to four pixels (as many as both sides hold).
#[inline(always)]
fn store4(dst: &mut [u8], px: &[u32]) {
    for (d, p) in dst.chunks_exact_mut(4).zip(px) {
        d.copy_from_slice(&p.to_le_bytes());
    }
}

/// Decodes a DXT level. The plan guarantees the buffer sizes.
pub(super) fn decode(plan: &DecodePlan, src: &[u8], out: &mut [u8]) {
    let kernels = super::simd::bc_kernels();
    match plan.format {
        Format::Dxt1 => decode_blocks::<8>(plan, src, out, dxt1, kernels.map(|k| k.dxt1)),
        Format::Dxt2 | Format::Dxt3 => {
            decode_blocks::<16>(plan, src, out, dxt3, kernels.map(|k| k.dxt3))
        }
        Format::Dxt4 | Format::Dxt5 => {
            decode_blocks::<16>(plan, src, out, dxt5, kernels.map(|k| k.dxt5))
        }
        // Only the DXT formats are routed here.
        _ => {}
    }
}

/// Decodes a DXT level with the portable code only (tests hold the SIMD
/// kernels against it).
#[cfg(test)]
pub(super) fn decode_scalar(plan: &DecodePlan, src: &[u8], out: &mut [u8]) {
    match plan.format {
        Format::Dxt1 => decode_blocks::<8>(plan, src, out, dxt1, None),
        Format::Dxt2 | Format::Dxt3 => decode_blocks::<16>(plan, src, out, dxt3, None),
        Format::Dxt4 | Format::Dxt5 => decode_blocks::<16>(plan, src, out, dxt5, None),
        _ => {}
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn third_by_multiply_is_exact() {
        for x in 0..=765u32 {
            assert_eq!((x * 683) >> 11, x / 3, "{x}");
        }
    }

    #[test]
    fn dxt1_modes() {
        // c0 = white > c1 = black: 4-colour mode, all index 2 -> (2*255+0)/3.
        let b = [0xff, 0xff, 0, 0, 0xaa, 0xaa, 0xaa, 0xaa];
        assert!(dxt1(&b).iter().all(|&p| p == bgra(170, 170, 170, 255)));
        // c0 = black <= c1 = white: 3-colour mode, index 3 is transparent black,
        // index 2 is (0+255)/2.
        let b = [0, 0, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff];
        assert!(dxt1(&b).iter().all(|&p| p == 0));
        let b = [0, 0, 0xff, 0xff, 0xaa, 0xaa, 0xaa, 0xaa];
        assert!(dxt1(&b).iter().all(|&p| p == bgra(127, 127, 127, 255)));
    }

    #[test]
    fn dxt3_colour_is_always_four_colour() {
        let mut b = [0u8; 16];
        b[..8].fill(0xff); // alpha 15 -> 255
        b[8..].copy_from_slice(&[0, 0, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff]);
        // index 3 in 4-colour mode with c0=black, c1=white: (0+2*255)/3 = 170.
        assert!(dxt3(&b).iter().all(|&p| p == bgra(170, 170, 170, 255)));
    }

    #[test]
    fn dxt5_alpha_ramps() {
        assert_eq!(alpha_palette(255, 0)[2], (6 * 255) / 7);
        assert_eq!(alpha_palette(0, 255)[6], 0);
        assert_eq!(alpha_palette(0, 255)[7], 255);
        assert_eq!(alpha_palette(10, 200)[3], (3 * 10 + 2 * 200) / 5);
    }
}
