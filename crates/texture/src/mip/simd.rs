//! SSE2 kernel for the 2x2 fast path (SSE2 is part of the x86-64 baseline, so
//! no detection is needed). Eight source pixels from each of two rows become
//! four destination pixels: bytes widen to 16-bit lanes, the two rows and the
//! two horizontal neighbours are added, and `(sum + 2) >> 2` narrows back.
//! The result equals the portable fast path, which handles the row tails.

/// Halves as many leading destination pixels of one row pair as the kernel
/// handles (a multiple of 4); returns that count (0 without SIMD).
pub(super) fn halve_row(top: &[u8], bottom: &[u8], dst: &mut [u8]) -> usize {
    #[cfg(target_arch = "x86_64")]
    {
        // SAFETY: SSE2 is part of the x86-64 baseline.
        unsafe { x86::halve_row(top, bottom, dst) }
    }
    #[cfg(not(target_arch = "x86_64"))]
    {
        let _ = (top, bottom, dst);
        0
    }
}

#[cfg(target_arch = "x86_64")]
mod x86 {
    use std::arch::x86_64::{
        __m128i, _mm_add_epi16, _mm_loadu_si128, _mm_packus_epi16, _mm_set1_epi16,
        _mm_setzero_si128, _mm_srli_epi16, _mm_srli_si128, _mm_storeu_si128, _mm_unpackhi_epi8,
        _mm_unpacklo_epi8, _mm_unpacklo_epi64,
    };

    #[inline]
    #[target_feature(enable = "sse2")]
    fn load(s: &[u8]) -> Option<__m128i> {
        let s = s.get(..16)?;
        // SAFETY: `s` is exactly 16 readable bytes; the load is unaligned.
        Some(unsafe { _mm_loadu_si128(s.as_ptr().cast()) })
    }

    /// Per-channel sums of two horizontally adjacent 2x2 quads, from 16
    /// bytes (4 pixels) of each row: `[quad(p0, p1) | quad(p2, p3)]`.
    #[inline]
    #[target_feature(enable = "sse2")]
    fn quad_sums(t: __m128i, b: __m128i) -> __m128i {
        let z = _mm_setzero_si128();
        let lo = _mm_add_epi16(_mm_unpacklo_epi8(t, z), _mm_unpacklo_epi8(b, z));
        let hi = _mm_add_epi16(_mm_unpackhi_epi8(t, z), _mm_unpackhi_epi8(b, z));
        let lo = _mm_add_epi16(lo, _mm_srli_si128(lo, 8));
        let hi = _mm_add_epi16(hi, _mm_srli_si128(hi, 8));
        _mm_unpacklo_epi64(lo, hi)
    }

    #[target_feature(enable = "sse2")]
    pub(super) fn halve_row(top: &[u8], bottom: &[u8], dst: &mut [u8]) -> usize {
        let round = _mm_set1_epi16(2);
        let mut n = 0;
        for ((t, b), d) in top
            .chunks_exact(32)
            .zip(bottom.chunks_exact(32))
            .zip(dst.chunks_exact_mut(16))
        {
            let (Some(t0), Some(t1), Some(b0), Some(b1)) =
                (load(t), load(&t[16..]), load(b), load(&b[16..]))
            else {
                break;
            };
            let a = _mm_srli_epi16(_mm_add_epi16(quad_sums(t0, b0), round), 2);
            let c = _mm_srli_epi16(_mm_add_epi16(quad_sums(t1, b1), round), 2);
            // SAFETY: `d` is exactly 16 writable bytes; the store is unaligned.
            unsafe { _mm_storeu_si128(d.as_mut_ptr().cast(), _mm_packus_epi16(a, c)) };
            n += 4;
        }
        n
    }
}
