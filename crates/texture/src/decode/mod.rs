//! Decoding one level of a D3D surface to tightly packed BGRA8.
//!
//! The output is `width * height * 4` bytes in B, G, R, A order (a
//! little-endian `A8R8G8B8` pixel) with a pitch of exactly `width * 4`. The
//! input pitch may be larger than a row of blocks (0 means tight) and the last
//! row needs only its own bytes. Compressed edge blocks are cropped.
//!
//! Channel rules (D3D9's sampled values, then 8 bits per channel):
//!
//! - channels a format lacks read as D3D9 samples them: 1.0 (255) for
//!   missing blue and alpha of `G16R16`, green, blue and alpha of `R16F`/`R32F`,
//!   blue and alpha of `G16R16F`/`G32R32F`; `X` bits read as alpha 255;
//! - unsigned-normalised channels wider than 8 bits (10 and 16 bits, and the
//!   2-bit alpha) are rounded to the nearest 8-bit value,
//!   `round(v * 255 / (2^bits - 1))`; 5- and 6-bit channels are expanded by
//!   bit replication as spec 000 states;
//! - **float tone rule** (`R16F`, `G16R16F`, `A16B16G16R16F`, `R32F`,
//!   `G32R32F`, `A32B32G32R32F`): NaN reads as 0, any other value is clamped
//!   to [0, 1] (so HDR values above 1 saturate, negatives become 0) and
//!   `v * 255` is rounded to the nearest integer, halves up; no tone mapping
//!   or sRGB curve is applied;
//! - palette formats (`P8`, `A8P8`) need their palette, 256 entries of R, G,
//!   B, A bytes ([`decode_paletted`]); `P8` takes alpha from the entry,
//!   `A8P8` from its own high byte.
//!
//! [`decode_into`] is the heap-free core: it validates everything up front
//! ([`DecodePlan`]) and then runs a per-format row loop that cannot fail.
//! [`decode()`] allocates the output for convenience.
//!
//! - `pixels.rs`: the uncompressed formats, one row at a time.
//! - `bc.rs`: DXT1-5 (BC1-3) block decoding, one row of blocks at a time.

mod bc;
mod error;
mod pixels;
mod simd;

pub use error::DecodeError;

use crate::format::{self, Format, FormatExt, MAX_DIMENSION};

/// A validated decode: sizes that are known to fit the buffers.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DecodePlan {
    /// The format being decoded.
    pub format: Format,
    /// Width in pixels.
    pub width: usize,
    /// Height in pixels.
    pub height: usize,
    /// Source bytes between the starts of two rows of blocks.
    pub src_pitch: usize,
    /// Bytes of one row of blocks.
    pub row_bytes: usize,
    /// Rows of blocks.
    pub block_rows: usize,
    /// Source bytes needed (the last row only its own bytes).
    pub src_needed: usize,
    /// Output bytes written: `width * height * 4`.
    pub out_bytes: usize,
}

impl DecodePlan {
    /// Validates a decode, checking the spec's errors in order: format,
    /// dimension, null, pitch, source size, output size.
    pub fn new(
        format: Format,
        width: u32,
        height: u32,
        src_len: usize,
        src_pitch: usize,
        out_len: usize,
    ) -> Result<Self, DecodeError> {
        if !format.is_decodable() {
            return Err(DecodeError::Format { format });
        }
        Self::sized(format, width, height, src_len, src_pitch, out_len)
    }

    /// [`DecodePlan::new`] without the format check (palette formats too).
    fn sized(
        format: Format,
        width: u32,
        height: u32,
        src_len: usize,
        src_pitch: usize,
        out_len: usize,
    ) -> Result<Self, DecodeError> {
        if !(1..=MAX_DIMENSION).contains(&width) || !(1..=MAX_DIMENSION).contains(&height) {
            return Err(DecodeError::Dimension { width, height });
        }
        if src_len == 0 {
            return Err(DecodeError::Null { which: "source" });
        }
        if out_len == 0 {
            return Err(DecodeError::Null { which: "output" });
        }
        // Dimensions are at most 8192, so none of these products can overflow
        // even a 32-bit usize except the last row offset; check that one.
        let row_bytes = format::row_bytes(format, width).unwrap_or(usize::MAX);
        let block_rows =
            format::block_rows(format, height).ok_or(DecodeError::Format { format })? as usize;
        let pitch = match src_pitch {
            0 => row_bytes,
            p if p < row_bytes => {
                return Err(DecodeError::Pitch {
                    pitch: p,
                    row_bytes,
                });
            }
            p => p,
        };
        let src_needed = pitch
            .checked_mul(block_rows - 1)
            .and_then(|n| n.checked_add(row_bytes))
            .ok_or(DecodeError::SourceSize {
                needed: usize::MAX,
                actual: src_len,
            })?;
        if src_len < src_needed {
            return Err(DecodeError::SourceSize {
                needed: src_needed,
                actual: src_len,
            });
        }
        let out_bytes = width as usize * height as usize * 4;
        if out_len < out_bytes {
            return Err(DecodeError::OutputSize {
                needed: out_bytes,
                actual: out_len,
            });
        }
        Ok(Self {
            format,
            width: width as usize,
            height: height as usize,
            src_pitch: pitch,
            row_bytes,
            block_rows,
            src_needed,
            out_bytes,
        })
    }
}

/// Decodes one level into `out` (at least `width * height * 4` bytes; only
/// that prefix is written). Allocates nothing.
///
/// ```
/// use ninebridge_texture::{Format, decode_into};
/// // One R5G6B5 pixel of pure red.
/// let mut out = [0u8; 4];
/// decode_into(Format::R5G6B5, 1, 1, &0xf800u16.to_le_bytes(), 0, &mut out).unwrap();
/// assert_eq!(out, [0, 0, 255, 255]);
/// ```
pub fn decode_into(
    format: Format,
    width: u32,
    height: u32,
    src: &[u8],
    src_pitch: usize,
    out: &mut [u8],
) -> Result<(), DecodeError> {
    let plan = DecodePlan::new(format, width, height, src.len(), src_pitch, out.len())?;
    let src = &src[..plan.src_needed];
    let out = &mut out[..plan.out_bytes];
    if format.is_block_compressed() {
        bc::decode(&plan, src, out);
    } else {
        pixels::decode(&plan, src, out);
    }
    Ok(())
}

/// Decodes one level into a new `width * height * 4` byte BGRA8 buffer.
pub fn decode(
    format: Format,
    width: u32,
    height: u32,
    src: &[u8],
    src_pitch: usize,
) -> Result<Vec<u8>, DecodeError> {
    // Validate before allocating, so a hostile size costs nothing.
    let plan = DecodePlan::new(format, width, height, src.len(), src_pitch, usize::MAX)?;
    let mut out = vec![0u8; plan.out_bytes];
    decode_into(format, width, height, src, src_pitch, &mut out)?;
    Ok(out)
}

/// Bytes of a palette: 256 entries of R, G, B, A.
pub const PALETTE_BYTES: usize = 256 * 4;

/// Decodes one level of a palette format (`P8` or `A8P8`) into a new
/// `width * height * 4` byte BGRA8 buffer. `palette` holds 256 entries of
/// R, G, B, A bytes (D3D9's `PALETTEENTRY`, `peFlags` being alpha); only
/// its first [`PALETTE_BYTES`] bytes are read.
///
/// ```
/// use ninebridge_texture::Format;
/// use ninebridge_texture::decode::decode_paletted;
/// let mut palette = vec![0u8; 1024];
/// palette[4..8].copy_from_slice(&[10, 20, 30, 40]); // entry 1
/// let out = decode_paletted(Format::P8, 1, 1, &[1], 0, &palette).unwrap();
/// assert_eq!(out, [30, 20, 10, 40]);
/// ```
pub fn decode_paletted(
    format: Format,
    width: u32,
    height: u32,
    src: &[u8],
    src_pitch: usize,
    palette: &[u8],
) -> Result<Vec<u8>, DecodeError> {
    if !format.needs_palette() {
        return Err(DecodeError::NotPaletted { format });
    }
    let plan = DecodePlan::sized(format, width, height, src.len(), src_pitch, usize::MAX)?;
    if palette.len() < PALETTE_BYTES {
        return Err(DecodeError::PaletteSize {
            actual: palette.len(),
        });
    }
    let mut out = vec![0u8; plan.out_bytes];
    pixels::decode_paletted(&plan, &src[..plan.src_needed], &mut out, palette);
    Ok(out)
}
