//! x86-64 SIMD kernels for DXT rows, chosen at run time.
//!
//! Each 4x4 block's colour and alpha palettes are computed in 16-bit SIMD
//! lanes (the same integer formulas as `bc.rs`), and the kernels replace the
//! per-pixel table lookups with SSSE3 `pshufb`: the four
//! palette colours sit in one 128-bit register, and a shuffle mask built from
//! a row's four 2-bit indices (a 256-entry table, 4 KiB) selects all four
//! pixels of that row at once. Alpha works the same way with the DXT3 ramp
//! (`n * 17`, a constant register) or the DXT5 palette (eight bytes), placing
//! each pixel's alpha in its top byte. The masks are tables because SSSE3 has
//! no per-lane variable shift to derive them as cheaply.
//!
//! The 16-bit conversions (`R5G6B5`, `A4R4G4B4`) have SSE2 row kernels (SSE2
//! is part of the x86-64 baseline, so they need no detection): eight pixels
//! per step, channels expanded in 16-bit lanes and interleaved into BGRA8.
//!
//! Block kernels handle complete rows of complete blocks; `bc.rs` does the cropped
//! edges and is the fallback on CPUs without SSSE3 (and on other
//! architectures). Tests hold every kernel against the portable path.

use super::bc::RowKernel;

/// The DXT row kernels this CPU can run.
#[derive(Clone, Copy)]
pub(super) struct BcKernels {
    pub dxt1: RowKernel,
    pub dxt3: RowKernel,
    pub dxt5: RowKernel,
}

/// The SIMD kernels, if the CPU supports them.
pub(super) fn bc_kernels() -> Option<BcKernels> {
    #[cfg(target_arch = "x86_64")]
    {
        if std::is_x86_feature_detected!("ssse3") {
            return Some(BcKernels {
                dxt1: x86::dxt1,
                dxt3: x86::dxt3,
                dxt5: x86::dxt5,
            });
        }
    }
    None
}

/// Converts as many leading `R5G6B5` pixels of a row as the SIMD kernel
/// handles (a multiple of 8); returns the pixel count (0 without SIMD).
pub(super) fn r5g6b5_row(src: &[u8], dst: &mut [u8]) -> usize {
    #[cfg(target_arch = "x86_64")]
    {
        sse2::r5g6b5_row(src, dst)
    }
    #[cfg(not(target_arch = "x86_64"))]
    {
        let _ = (src, dst);
        0
    }
}

/// As [`r5g6b5_row`] for `A4R4G4B4`.
pub(super) fn a4r4g4b4_row(src: &[u8], dst: &mut [u8]) -> usize {
    #[cfg(target_arch = "x86_64")]
    {
        sse2::a4r4g4b4_row(src, dst)
    }
    #[cfg(not(target_arch = "x86_64"))]
    {
        let _ = (src, dst);
        0
    }
}

#[cfg(target_arch = "x86_64")]
mod sse2 {
    use std::arch::x86_64::{
        __m128i, _mm_and_si128, _mm_loadu_si128, _mm_mullo_epi16, _mm_or_si128, _mm_set1_epi16,
        _mm_slli_epi16, _mm_srli_epi16, _mm_storeu_si128, _mm_unpackhi_epi16, _mm_unpacklo_epi16,
    };

    /// Loads 8 source pixels (`s` must hold 16 bytes).
    #[inline]
    #[target_feature(enable = "sse2")]
    fn load8(s: &[u8]) -> Option<__m128i> {
        let s = s.get(..16)?;
        // SAFETY: `s` is exactly 16 readable bytes; the load is unaligned.
        Some(unsafe { _mm_loadu_si128(s.as_ptr().cast()) })
    }

    /// Stores 8 BGRA8 pixels from `lo` (B | G << 8 per pixel) and `hi`
    /// (R | A << 8): interleaving the 16-bit lanes gives little-endian BGRA8.
    #[inline]
    #[target_feature(enable = "sse2")]
    fn store8(d: &mut [u8], lo: __m128i, hi: __m128i) {
        let (Some(d0), Some(d1)) = (
            d.get_mut(..16).map(|d| d.as_mut_ptr()),
            d.get_mut(16..32).map(|d| d.as_mut_ptr()),
        ) else {
            return;
        };
        // SAFETY: `d0` and `d1` point at 16 writable bytes each; unaligned stores.
        unsafe {
            _mm_storeu_si128(d0.cast(), _mm_unpacklo_epi16(lo, hi));
            _mm_storeu_si128(d1.cast(), _mm_unpackhi_epi16(lo, hi));
        }
    }

    #[target_feature(enable = "sse2")]
    fn r5g6b5_impl(src: &[u8], dst: &mut [u8]) -> usize {
        let mut n = 0;
        for (s, d) in src.chunks_exact(16).zip(dst.chunks_exact_mut(32)) {
            let Some(v) = load8(s) else { break };
            let m5 = _mm_set1_epi16(0x1f);
            let b = _mm_and_si128(v, m5);
            let b = _mm_or_si128(_mm_slli_epi16(b, 3), _mm_srli_epi16(b, 2));
            let g = _mm_and_si128(_mm_srli_epi16(v, 5), _mm_set1_epi16(0x3f));
            let g = _mm_or_si128(_mm_slli_epi16(g, 2), _mm_srli_epi16(g, 4));
            let r = _mm_srli_epi16(v, 11);
            let r = _mm_or_si128(_mm_slli_epi16(r, 3), _mm_srli_epi16(r, 2));
            let lo = _mm_or_si128(b, _mm_slli_epi16(g, 8));
            let hi = _mm_or_si128(r, _mm_set1_epi16(0xff00_u16 as i16));
            store8(d, lo, hi);
            n += 8;
        }
        n
    }

    #[target_feature(enable = "sse2")]
    fn a4r4g4b4_impl(src: &[u8], dst: &mut [u8]) -> usize {
        let mut n = 0;
        for (s, d) in src.chunks_exact(16).zip(dst.chunks_exact_mut(32)) {
            let Some(v) = load8(s) else { break };
            // Nibbles to the low nibble of each byte, then n * 17 per byte
            // (at most 255, so no carry crosses a byte).
            let low = _mm_set1_epi16(0x000f);
            let high = _mm_set1_epi16(0x0f00);
            let bg = _mm_or_si128(
                _mm_and_si128(v, low),
                _mm_and_si128(_mm_slli_epi16(v, 4), high),
            );
            let ra = _mm_or_si128(
                _mm_and_si128(_mm_srli_epi16(v, 8), low),
                _mm_and_si128(_mm_srli_epi16(v, 4), high),
            );
            let x17 = _mm_set1_epi16(17);
            store8(d, _mm_mullo_epi16(bg, x17), _mm_mullo_epi16(ra, x17));
            n += 8;
        }
        n
    }

    pub(super) fn r5g6b5_row(src: &[u8], dst: &mut [u8]) -> usize {
        // SAFETY: SSE2 is part of the x86-64 baseline.
        unsafe { r5g6b5_impl(src, dst) }
    }

    pub(super) fn a4r4g4b4_row(src: &[u8], dst: &mut [u8]) -> usize {
        // SAFETY: SSE2 is part of the x86-64 baseline.
        unsafe { a4r4g4b4_impl(src, dst) }
    }
}

#[cfg(target_arch = "x86_64")]
mod x86 {
    use std::arch::x86_64::{
        __m128i, _mm_add_epi16, _mm_and_si128, _mm_andnot_si128, _mm_loadu_si128, _mm_mulhi_epu16,
        _mm_mullo_epi16, _mm_or_si128, _mm_packus_epi16, _mm_set_epi64x, _mm_set1_epi16,
        _mm_set1_epi32, _mm_setr_epi8, _mm_setr_epi16, _mm_shuffle_epi8, _mm_shuffle_epi32,
        _mm_srli_epi16, _mm_storeu_si128,
    };

    /// For each index byte (four 2-bit indices, pixel 0 lowest), the shuffle
    /// that copies palette entry `i` (bytes `4i..4i+4`) to each pixel.
    static COLOR_MASKS: [[u8; 16]; 256] = {
        let mut t = [[0u8; 16]; 256];
        let mut v = 0;
        while v < 256 {
            let mut px = 0;
            while px < 4 {
                let i = ((v >> (2 * px)) & 3) as u8;
                let mut c = 0;
                while c < 4 {
                    t[v][px * 4 + c] = i * 4 + c as u8;
                    c += 1;
                }
                px += 1;
            }
            v += 1;
        }
        t
    };

    /// Shuffle halves that put table byte `idx` into the top byte of two
    /// pixels and zero elsewhere (`0x80` clears a lane), for `bits`-bit
    /// indices packed low pixel first.
    const fn alpha_masks<const N: usize>(bits: u32) -> [u64; N] {
        let mut t = [0u64; N];
        let mut v = 0;
        while v < N {
            let lo = (v as u64) & ((1 << bits) - 1);
            let hi = (v as u64) >> bits;
            t[v] = 0x0080_8080_0080_8080 | (lo << 24) | (hi << 56);
            v += 1;
        }
        t
    }
    static NIBBLE_MASKS: [u64; 256] = alpha_masks::<256>(4);
    static TRIPLET_MASKS: [u64; 64] = alpha_masks::<64>(3);

    /// Writes one 16-byte block row. `dst` must hold at least 16 bytes.
    #[inline(always)]
    fn store(dst: &mut [u8], v: __m128i) {
        if let Some(d) = dst.get_mut(..16) {
            // SAFETY: `d` is exactly 16 writable bytes; the store is unaligned.
            unsafe { _mm_storeu_si128(d.as_mut_ptr().cast(), v) }
        }
    }

    /// The four BGRA8 colours of a block as one register, computed in 16-bit
    /// lanes: the endpoints are expanded by bit replication with per-lane
    /// multiplies (`x5 * 33 >> 2`, `x6 * 65 >> 4`), the thirds use
    /// `mulhi(x, 21846)`, which equals `x / 3` for every `x <= 765`, and
    /// DXT1's 3-colour mode is selected by mask rather than by branch.
    /// `alpha` is the endpoints' alpha (255, or 0 where the caller ORs in its
    /// own alpha); DXT1's transparent black is always 0.
    #[inline]
    #[target_feature(enable = "ssse3")]
    fn colors(block: &[u8; 8], allow_three: bool, alpha: i16) -> __m128i {
        let c0 = u16::from_le_bytes([block[0], block[1]]);
        let c1 = u16::from_le_bytes([block[2], block[3]]);
        let four = !allow_three || c0 > c1;
        // Lanes: [c0 x4 | c1 x4], one lane per B, G, R, A.
        let v = _mm_set_epi64x(
            (u64::from(c1) * 0x0001_0001_0001_0001) as i64,
            (u64::from(c0) * 0x0001_0001_0001_0001) as i64,
        );
        // Move blue to the top bits, mask each lane's field, then expand.
        let v = _mm_mullo_epi16(v, _mm_setr_epi16(2048, 1, 1, 0, 2048, 1, 1, 0));
        let fields = _mm_setr_epi16(
            0xf800_u16 as i16,
            0x07e0,
            0xf800_u16 as i16,
            0,
            0xf800_u16 as i16,
            0x07e0,
            0xf800_u16 as i16,
            0,
        );
        let v = _mm_and_si128(v, fields);
        let e01 = _mm_mulhi_epu16(v, _mm_setr_epi16(264, 8320, 264, 0, 264, 8320, 264, 0));
        let e01 = _mm_or_si128(e01, _mm_setr_epi16(0, 0, 0, alpha, 0, 0, 0, alpha));
        let e10 = _mm_shuffle_epi32(e01, 0x4e);
        let sum = _mm_add_epi16(e01, e10);
        let thirds = _mm_mulhi_epu16(_mm_add_epi16(sum, e01), _mm_set1_epi16(21846));
        let c23 = if allow_three {
            let half = _mm_srli_epi16(sum, 1);
            // Transparent black in the fourth entry.
            let half = _mm_and_si128(half, _mm_set_epi64x(0, -1));
            let m = _mm_set1_epi32(-i32::from(four));
            _mm_or_si128(_mm_and_si128(thirds, m), _mm_andnot_si128(m, half))
        } else {
            thirds
        };
        _mm_packus_epi16(e01, c23)
    }

    /// The eight DXT5 alpha values as the low 8 bytes of a register: integer
    /// `/7` and `/5` ramps through `mulhi` by 9363 and 13108 (exact for the
    /// weighted sums, at most 1785), both modes computed and one selected.
    #[inline]
    #[target_feature(enable = "ssse3")]
    fn alphas(a0: u8, a1: u8) -> __m128i {
        let x0 = _mm_set1_epi16(i16::from(a0));
        let x1 = _mm_set1_epi16(i16::from(a1));
        let sevenths = _mm_mulhi_epu16(
            _mm_add_epi16(
                _mm_mullo_epi16(x0, _mm_setr_epi16(7, 0, 6, 5, 4, 3, 2, 1)),
                _mm_mullo_epi16(x1, _mm_setr_epi16(0, 7, 1, 2, 3, 4, 5, 6)),
            ),
            _mm_set1_epi16(9363),
        );
        let fifths = _mm_mulhi_epu16(
            _mm_add_epi16(
                _mm_mullo_epi16(x0, _mm_setr_epi16(5, 0, 4, 3, 2, 1, 0, 0)),
                _mm_mullo_epi16(x1, _mm_setr_epi16(0, 5, 1, 2, 3, 4, 0, 0)),
            ),
            _mm_set1_epi16(13108),
        );
        let fifths = _mm_or_si128(fifths, _mm_setr_epi16(0, 0, 0, 0, 0, 0, 0, 255));
        let m = _mm_set1_epi32(-i32::from(a0 > a1));
        let a = _mm_or_si128(_mm_and_si128(sevenths, m), _mm_andnot_si128(m, fifths));
        _mm_packus_epi16(a, a)
    }

    #[inline(always)]
    fn color_mask(indices: u32, row: u32) -> __m128i {
        let m = &COLOR_MASKS[((indices >> (8 * row)) & 0xff) as usize];
        // SAFETY: each table entry is 16 readable bytes; the load is unaligned.
        unsafe { _mm_loadu_si128(m.as_ptr().cast()) }
    }

    fn halves(block: &[u8]) -> Option<(&[u8; 8], &[u8; 8])> {
        Some((
            block.get(..8)?.try_into().ok()?,
            block.get(8..16)?.try_into().ok()?,
        ))
    }

    #[target_feature(enable = "ssse3")]
    fn dxt1_impl(blocks: &[u8], rows: [&mut [u8]; 4]) -> usize {
        let [r0, r1, r2, r3] = rows;
        let n = (blocks.len() / 8).min(r0.len() / 16);
        for (i, block) in blocks.chunks_exact(8).take(n).enumerate() {
            let Ok(block) = <&[u8; 8]>::try_from(block) else {
                return i;
            };
            let pal = colors(block, true, 255);
            let idx = u32::from_le_bytes([block[4], block[5], block[6], block[7]]);
            let at = i * 16;
            store(&mut r0[at..], _mm_shuffle_epi8(pal, color_mask(idx, 0)));
            store(&mut r1[at..], _mm_shuffle_epi8(pal, color_mask(idx, 1)));
            store(&mut r2[at..], _mm_shuffle_epi8(pal, color_mask(idx, 2)));
            store(&mut r3[at..], _mm_shuffle_epi8(pal, color_mask(idx, 3)));
        }
        n
    }

    #[target_feature(enable = "ssse3")]
    fn dxt3_impl(blocks: &[u8], rows: [&mut [u8]; 4]) -> usize {
        let ramp = _mm_setr_epi8(
            0, 17, 34, 51, 68, 85, 102, 119, -120, -103, -86, -69, -52, -35, -18, -1,
        );
        let n = (blocks.len() / 16).min(rows[0].len() / 16);
        let [r0, r1, r2, r3] = rows;
        for (i, block) in blocks.chunks_exact(16).take(n).enumerate() {
            let Some((alpha, color)) = halves(block) else {
                return i;
            };
            let pal = colors(color, false, 0);
            let idx = u32::from_le_bytes([color[4], color[5], color[6], color[7]]);
            let at = i * 16;
            for (r, dst) in [&mut *r0, &mut *r1, &mut *r2, &mut *r3]
                .into_iter()
                .enumerate()
            {
                let m = _mm_set_epi64x(
                    NIBBLE_MASKS[alpha[2 * r + 1] as usize] as i64,
                    NIBBLE_MASKS[alpha[2 * r] as usize] as i64,
                );
                let a = _mm_shuffle_epi8(ramp, m);
                let c = _mm_shuffle_epi8(pal, color_mask(idx, r as u32));
                store(&mut dst[at..], _mm_or_si128(c, a));
            }
        }
        n
    }

    #[target_feature(enable = "ssse3")]
    fn dxt5_impl(blocks: &[u8], rows: [&mut [u8]; 4]) -> usize {
        let n = (blocks.len() / 16).min(rows[0].len() / 16);
        let [r0, r1, r2, r3] = rows;
        for (i, block) in blocks.chunks_exact(16).take(n).enumerate() {
            let Some((alpha, color)) = halves(block) else {
                return i;
            };
            let apal = alphas(alpha[0], alpha[1]);
            let bits = u64::from_le_bytes(*alpha) >> 16;
            let pal = colors(color, false, 0);
            let idx = u32::from_le_bytes([color[4], color[5], color[6], color[7]]);
            let at = i * 16;
            for (r, dst) in [&mut *r0, &mut *r1, &mut *r2, &mut *r3]
                .into_iter()
                .enumerate()
            {
                let row_bits = bits >> (12 * r);
                let m = _mm_set_epi64x(
                    TRIPLET_MASKS[((row_bits >> 6) & 63) as usize] as i64,
                    TRIPLET_MASKS[(row_bits & 63) as usize] as i64,
                );
                let a = _mm_shuffle_epi8(apal, m);
                let c = _mm_shuffle_epi8(pal, color_mask(idx, r as u32));
                store(&mut dst[at..], _mm_or_si128(c, a));
            }
        }
        n
    }

    pub(super) fn dxt1(blocks: &[u8], rows: [&mut [u8]; 4]) -> usize {
        // SAFETY: `bc_kernels` hands this kernel out only after detecting SSSE3.
        unsafe { dxt1_impl(blocks, rows) }
    }

    pub(super) fn dxt3(blocks: &[u8], rows: [&mut [u8]; 4]) -> usize {
        // SAFETY: `bc_kernels` hands this kernel out only after detecting SSSE3.
        unsafe { dxt3_impl(blocks, rows) }
    }

    pub(super) fn dxt5(blocks: &[u8], rows: [&mut [u8]; 4]) -> usize {
        // SAFETY: `bc_kernels` hands this kernel out only after detecting SSSE3.
        unsafe { dxt5_impl(blocks, rows) }
    }
}

#[cfg(test)]
mod tests {
    use super::super::{DecodePlan, bc};
    use crate::{Format, FormatExt};

    #[test]
    fn kernels_match_portable_path() {
        let mut state = 0x1234_5678_9abc_def0u64;
        let mut rand = move || {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            state as u8
        };
        for format in [Format::Dxt1, Format::Dxt3, Format::Dxt5] {
            for (w, h) in [(4u32, 4u32), (64, 32), (33, 17), (7, 9), (256, 8)] {
                let bytes = format.block().unwrap().bytes as usize;
                let len = (w.div_ceil(4) * h.div_ceil(4)) as usize * bytes;
                let src: Vec<u8> = (0..len).map(|_| rand()).collect();
                let plan = DecodePlan::new(format, w, h, src.len(), 0, usize::MAX).unwrap();
                let mut simd = vec![0u8; plan.out_bytes];
                let mut portable = vec![1u8; plan.out_bytes];
                bc::decode(&plan, &src, &mut simd);
                bc::decode_scalar(&plan, &src, &mut portable);
                assert_eq!(simd, portable, "{format:?} {w}x{h}");
            }
        }
    }

    #[test]
    fn every_alpha_endpoint_pair_and_many_colour_pairs() {
        // 65536 DXT5 blocks: alpha endpoints (a0, a1) take every value pair,
        // colour endpoints and all indices are pseudo-random.
        let mut state = 0x0bad_5eed_u64;
        let src: Vec<u8> = (0..65536u32)
            .flat_map(|i| {
                state = state
                    .wrapping_mul(6_364_136_223_846_793_005)
                    .wrapping_add(1);
                let mut block = state.to_le_bytes().to_vec();
                block.extend((state ^ (state >> 29)).to_le_bytes());
                block[0] = i as u8;
                block[1] = (i >> 8) as u8;
                block
            })
            .collect();
        for format in [Format::Dxt1, Format::Dxt5] {
            let (w, h) = if format == Format::Dxt1 {
                (2048, 512)
            } else {
                (1024, 256)
            };
            let plan = DecodePlan::new(format, w, h, src.len(), 0, usize::MAX).unwrap();
            let mut simd = vec![0u8; plan.out_bytes];
            let mut portable = vec![1u8; plan.out_bytes];
            bc::decode(&plan, &src, &mut simd);
            bc::decode_scalar(&plan, &src, &mut portable);
            assert!(simd == portable, "{format:?}");
        }
    }
}
