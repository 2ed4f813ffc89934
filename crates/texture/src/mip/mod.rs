//! Mip generation: the exact rounded box filter on BGRA8 levels.
//!
//! A level of `w x h` halves to `max(1, w/2) x max(1, h/2)`. Destination pixel
//! `(x, y)` averages the source rectangle `[x*w/nw, (x+1)*w/nw) x
//! [y*h/nh, (y+1)*h/nh)` per channel as `(sum + count/2) / count`, which
//! handles odd and non-power-of-two sizes (a 5-wide row halves into a 2- and a
//! 3-pixel span). When both dimensions are even and greater than one every
//! span is exactly 2x2, and a fast path sums the four pixels in two `u32`s
//! holding independent 16-bit lanes (B/R and G/A), so no carry crosses a
//! channel; it produces the same bytes as the general filter. On x86-64 an
//! SSE2 kernel (`simd.rs`) runs the fast path four destination pixels at a
//! time and the portable loop finishes each row.

mod simd;

use thiserror::Error;

use crate::format::MAX_DIMENSION;

/// Why a mip level could not be built.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum MipError {
    /// A width or height outside 1..=8192.
    #[error("dimension {width}x{height} is outside 1..={max}", max = MAX_DIMENSION)]
    Dimension {
        /// Source width.
        width: u32,
        /// Source height.
        height: u32,
    },
    /// A non-zero pitch shorter than a row of `width * 4` bytes.
    #[error("source pitch {pitch} is shorter than a row of {row_bytes} bytes")]
    Pitch {
        /// The pitch given.
        pitch: usize,
        /// `width * 4`.
        row_bytes: usize,
    },
    /// The source ends before the last row's bytes.
    #[error("source has {actual} bytes, the level needs {needed}")]
    SourceSize {
        /// Bytes needed (the last row only its own).
        needed: usize,
        /// Bytes given.
        actual: usize,
    },
    /// The output is shorter than the halved level.
    #[error("output has {actual} bytes, {needed} are needed")]
    OutputSize {
        /// `nw * nh * 4`.
        needed: usize,
        /// Bytes given.
        actual: usize,
    },
}

/// One generated mip level: tight BGRA8 rows.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MipLevel {
    /// Width in pixels.
    pub width: u32,
    /// Height in pixels.
    pub height: u32,
    /// `width * height * 4` bytes of BGRA8.
    pub data: Vec<u8>,
}

/// The size of the next level: each dimension halved, minimum 1.
pub const fn next_size(width: u32, height: u32) -> (u32, u32) {
    let nw = if width > 1 { width / 2 } else { 1 };
    let nh = if height > 1 { height / 2 } else { 1 };
    (nw, nh)
}

/// Checked sizes of one halving: `(pitch, nw, nh, src_needed, out_needed)`.
fn plan(
    width: u32,
    height: u32,
    pitch: usize,
    src_len: usize,
) -> Result<(usize, u32, u32, usize, usize), MipError> {
    if !(1..=MAX_DIMENSION).contains(&width) || !(1..=MAX_DIMENSION).contains(&height) {
        return Err(MipError::Dimension { width, height });
    }
    let row_bytes = width as usize * 4;
    let pitch = match pitch {
        0 => row_bytes,
        p if p < row_bytes => {
            return Err(MipError::Pitch {
                pitch: p,
                row_bytes,
            });
        }
        p => p,
    };
    let needed = pitch
        .checked_mul(height as usize - 1)
        .and_then(|n| n.checked_add(row_bytes))
        .unwrap_or(usize::MAX);
    if src_len < needed {
        return Err(MipError::SourceSize {
            needed,
            actual: src_len,
        });
    }
    let (nw, nh) = next_size(width, height);
    Ok((pitch, nw, nh, needed, nw as usize * nh as usize * 4))
}

/// Builds the next level of a BGRA8 level into `out` (at least `nw * nh * 4`
/// bytes), taking the 2x2 fast path when both dimensions are even and above
/// one. `pitch` is the source row pitch in bytes (0 = tight). Returns the new
/// size.
pub fn mip_into(
    src: &[u8],
    width: u32,
    height: u32,
    pitch: usize,
    out: &mut [u8],
) -> Result<(u32, u32), MipError> {
    let (pitch, nw, nh, src_needed, out_needed) = plan(width, height, pitch, src.len())?;
    let Some(out) = out.get_mut(..out_needed) else {
        return Err(MipError::OutputSize {
            needed: out_needed,
            actual: out.len(),
        });
    };
    let src = &src[..src_needed];
    if width > 1 && height > 1 && width % 2 == 0 && height % 2 == 0 {
        halve_2x2(src, width as usize, pitch, out);
    } else {
        box_filter(src, width as usize, height as usize, pitch, out);
    }
    Ok((nw, nh))
}

/// The general exact box filter for any size, without the fast path. Same
/// contract and result as [`mip_into`]; public so tests can hold the fast path
/// against it.
pub fn mip_box_into(
    src: &[u8],
    width: u32,
    height: u32,
    pitch: usize,
    out: &mut [u8],
) -> Result<(u32, u32), MipError> {
    let (pitch, nw, nh, src_needed, out_needed) = plan(width, height, pitch, src.len())?;
    let Some(out) = out.get_mut(..out_needed) else {
        return Err(MipError::OutputSize {
            needed: out_needed,
            actual: out.len(),
        });
    };
    box_filter(
        &src[..src_needed],
        width as usize,
        height as usize,
        pitch,
        out,
    );
    Ok((nw, nh))
}

/// Builds the next level of a BGRA8 level: `(nw, nh, bytes)`.
///
/// ```
/// use ninebridge_texture::mip::mip;
/// // 2x2 -> 1x1: (0 + 1 + 2 + 4 + 2) / 4 = 2 in the blue channel.
/// let src = [0, 0, 0, 0, 1, 0, 0, 0, 2, 0, 0, 0, 4, 0, 0, 0];
/// assert_eq!(mip(&src, 2, 2, 0).unwrap(), (1, 1, vec![2, 0, 0, 0]));
/// ```
pub fn mip(
    src: &[u8],
    width: u32,
    height: u32,
    pitch: usize,
) -> Result<(u32, u32, Vec<u8>), MipError> {
    let (_, nw, nh, _, out_needed) = plan(width, height, pitch, src.len())?;
    let mut out = vec![0u8; out_needed];
    mip_into(src, width, height, pitch, &mut out)?;
    Ok((nw, nh, out))
}

/// Builds every level below level 0 down to 1x1 (none when level 0 is 1x1).
pub fn mip_chain(
    src: &[u8],
    width: u32,
    height: u32,
    pitch: usize,
) -> Result<Vec<MipLevel>, MipError> {
    plan(width, height, pitch, src.len())?;
    let mut levels: Vec<MipLevel> = Vec::new();
    let (mut w, mut h) = (width, height);
    while w > 1 || h > 1 {
        let (source, p) = match levels.last() {
            Some(prev) => (prev.data.as_slice(), 0),
            None => (src, pitch),
        };
        let (nw, nh, data) = mip(source, w, h, p)?;
        levels.push(MipLevel {
            width: nw,
            height: nh,
            data,
        });
        (w, h) = (nw, nh);
    }
    Ok(levels)
}

/// Bytes a BGRA8 texture accounts with its whole chain down to 1x1 (about
/// 4/3 of level 0).
///
/// ```
/// assert_eq!(ninebridge_texture::mip::mip_chain_bytes(256, 256), 349_524);
/// ```
pub fn mip_chain_bytes(width: u32, height: u32) -> u64 {
    let (mut w, mut h) = (width.max(1), height.max(1));
    let mut total = 0u64;
    loop {
        total += w as u64 * h as u64 * 4;
        if w == 1 && h == 1 {
            return total;
        }
        (w, h) = next_size(w, h);
    }
}

const LANES: u32 = 0x00ff_00ff;

/// The 2x2 fast path: both dimensions even. Sizes were checked by `plan`.
fn halve_2x2(src: &[u8], width: usize, pitch: usize, out: &mut [u8]) {
    let row_bytes = width * 4;
    let nw = width / 2;
    for (y, dst) in out.chunks_exact_mut(nw * 4).enumerate() {
        let top = &src[2 * y * pitch..][..row_bytes];
        let bottom = &src[(2 * y + 1) * pitch..][..row_bytes];
        let done = simd::halve_row(top, bottom, dst);
        let quads = top
            .chunks_exact(8)
            .zip(bottom.chunks_exact(8))
            .zip(dst.chunks_exact_mut(4))
            .skip(done);
        for ((t, b), d) in quads {
            let p = [
                u32::from_le_bytes([t[0], t[1], t[2], t[3]]),
                u32::from_le_bytes([t[4], t[5], t[6], t[7]]),
                u32::from_le_bytes([b[0], b[1], b[2], b[3]]),
                u32::from_le_bytes([b[4], b[5], b[6], b[7]]),
            ];
            // Two channels per u32 in 16-bit lanes; 4 * 255 + 2 never carries.
            let br =
                (p[0] & LANES) + (p[1] & LANES) + (p[2] & LANES) + (p[3] & LANES) + 0x0002_0002;
            let ga = ((p[0] >> 8) & LANES)
                + ((p[1] >> 8) & LANES)
                + ((p[2] >> 8) & LANES)
                + ((p[3] >> 8) & LANES)
                + 0x0002_0002;
            let v = ((br >> 2) & LANES) | ((ga << 6) & !LANES);
            d.copy_from_slice(&v.to_le_bytes());
        }
    }
}

/// The general filter: per destination pixel, the rounded mean of its source
/// rectangle. Sizes were checked by `plan`.
fn box_filter(src: &[u8], width: usize, height: usize, pitch: usize, out: &mut [u8]) {
    let nw = if width > 1 { width / 2 } else { 1 };
    let nh = if height > 1 { height / 2 } else { 1 };
    for (y, dst) in out.chunks_exact_mut(nw * 4).enumerate() {
        let (y0, y1) = (y * height / nh, (y + 1) * height / nh);
        for (x, d) in dst.chunks_exact_mut(4).enumerate() {
            let (x0, x1) = (x * width / nw, (x + 1) * width / nw);
            let mut sum = [0u32; 4];
            for sy in y0..y1 {
                let row = &src[sy * pitch + x0 * 4..sy * pitch + x1 * 4];
                for px in row.chunks_exact(4) {
                    for (s, &c) in sum.iter_mut().zip(px) {
                        *s += c as u32;
                    }
                }
            }
            let count = ((x1 - x0) * (y1 - y0)) as u32;
            for (o, s) in d.iter_mut().zip(sum) {
                *o = ((s + count / 2) / count) as u8;
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sizes() {
        assert_eq!(next_size(5, 1), (2, 1));
        assert_eq!(next_size(1, 1), (1, 1));
        assert_eq!(mip_chain_bytes(1, 1), 4);
        assert_eq!(mip_chain_bytes(4, 1), 16 + 8 + 4);
    }

    #[test]
    fn odd_spans() {
        // 3x1 -> 1x1 averages all three pixels: (10 + 20 + 31 + 1) / 3 = 20.
        let src = [10, 0, 0, 0, 20, 0, 0, 0, 31, 0, 0, 0];
        assert_eq!(mip(&src, 3, 1, 0).unwrap(), (1, 1, vec![20, 0, 0, 0]));
    }

    #[test]
    fn errors() {
        assert_eq!(
            mip(&[0; 16], 2, 2, 4),
            Err(MipError::Pitch {
                pitch: 4,
                row_bytes: 8
            })
        );
        assert_eq!(
            mip(&[0; 15], 2, 2, 0),
            Err(MipError::SourceSize {
                needed: 16,
                actual: 15
            })
        );
        assert!(matches!(mip(&[], 0, 2, 0), Err(MipError::Dimension { .. })));
        assert_eq!(
            mip_into(&[0; 16], 2, 2, 0, &mut [0; 3]),
            Err(MipError::OutputSize {
                needed: 4,
                actual: 3
            })
        );
    }
}
