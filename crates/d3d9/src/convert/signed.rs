//! Signed (bump-map) formats converted for upload, with D3D9's values for
//! the channels a format lacks.
//!
//! D3D9 samples the signed formats as (U, V, W, Q) in red, green, blue,
//! alpha; a format without W or Q reads 1.0 there, and the luminance of the
//! mixed formats lands in blue:
//!
//! | format | bits (low to high) | sampled (r, g, b, a) | GPU format |
//! | --- | --- | --- | --- |
//! | `V8U8` | U8 V8 signed | (U, V, 1, 1) | `Rgba8Snorm` |
//! | `Q8W8V8U8` | U8 V8 W8 Q8 signed | (U, V, W, Q) | `Rgba8Snorm` |
//! | `V16U16` | U16 V16 signed | (U, V, 1, 1) | `Rgba16Float` |
//! | `L6V5U5` | U5 V5 signed, L6 unsigned | (U, V, L, 1) | `Rgba16Float` |
//! | `X8L8V8U8` | U8 V8 signed, L8 unsigned, X8 | (U, V, L, 1) | `Rgba16Float` |
//!
//! A signed n-bit value v reads as `max(v / (2^(n-1) - 1), -1)` (the most
//! negative value and the one above it both give -1), an unsigned one as
//! `v / (2^n - 1)`.

use ninebridge_types::Format;

/// A signed `bits`-bit two's-complement field as a float in -1..=1.
pub fn snorm(value: u32, bits: u32) -> f32 {
    let shift = 32 - bits;
    let v = ((value << shift) as i32) >> shift;
    let max = ((1i32 << (bits - 1)) - 1) as f32;
    (v as f32 / max).max(-1.0)
}

/// An unsigned `bits`-bit field as a float in 0..=1.
pub fn unorm(value: u32, bits: u32) -> f32 {
    value as f32 / ((1u32 << bits) - 1) as f32
}

/// The (r, g, b, a) D3D9 samples from one texel of a signed format
/// (`None` for other formats).
pub fn signed_texel(format: Format, texel: &[u8]) -> Option<[f32; 4]> {
    let word = |i: usize| u32::from(*texel.get(i).unwrap_or(&0));
    let u16le = |i: usize| word(i) | (word(i + 1) << 8);
    Some(match format {
        Format::V8U8 => [snorm(word(0), 8), snorm(word(1), 8), 1.0, 1.0],
        Format::Q8W8V8U8 => [
            snorm(word(0), 8),
            snorm(word(1), 8),
            snorm(word(2), 8),
            snorm(word(3), 8),
        ],
        Format::V16U16 => [snorm(u16le(0), 16), snorm(u16le(2), 16), 1.0, 1.0],
        Format::L6V5U5 => {
            let p = u16le(0);
            [
                snorm(p & 0x1f, 5),
                snorm((p >> 5) & 0x1f, 5),
                unorm(p >> 10, 6),
                1.0,
            ]
        }
        Format::X8L8V8U8 => [snorm(word(0), 8), snorm(word(1), 8), unorm(word(2), 8), 1.0],
        _ => return None,
    })
}

/// Converts tightly packed texels of a signed format into its GPU format's
/// bytes (`Rgba8Snorm` for `V8U8`/`Q8W8V8U8`, else `Rgba16Float`).
pub fn convert_signed(format: Format, src: &[u8]) -> Vec<u8> {
    let texel = match format {
        Format::V8U8 | Format::L6V5U5 => 2,
        _ => 4,
    };
    let eight = matches!(format, Format::V8U8 | Format::Q8W8V8U8);
    let mut out = Vec::with_capacity(src.len() / texel * if eight { 4 } else { 8 });
    for t in src.chunks_exact(texel) {
        let Some(rgba) = signed_texel(format, t) else {
            continue;
        };
        if eight && format == Format::Q8W8V8U8 {
            out.extend_from_slice(t);
        } else if eight {
            out.extend_from_slice(&[t[0], t[1], 0x7f, 0x7f]);
        } else {
            for c in rgba {
                out.extend_from_slice(&half::f16::from_f32(c).to_le_bytes());
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn signed_fields_read_as_d3d9_scales_them() {
        assert_eq!(snorm(0x7f, 8), 1.0);
        assert_eq!(snorm(0x81, 8), -1.0);
        assert_eq!(snorm(0x80, 8), -1.0);
        assert_eq!(snorm(0, 8), 0.0);
        assert_eq!(snorm(0x0f, 5), 1.0);
        assert_eq!(snorm(0x10, 5), -1.0);
        assert_eq!(snorm(0x7fff, 16), 1.0);
        assert_eq!(unorm(0x3f, 6), 1.0);
    }

    #[test]
    fn missing_channels_read_one_and_luminance_lands_in_blue() {
        assert_eq!(
            signed_texel(Format::V8U8, &[0x7f, 0x81]),
            Some([1.0, -1.0, 1.0, 1.0])
        );
        assert_eq!(
            signed_texel(Format::V16U16, &[0, 0, 0xff, 0x7f]),
            Some([0.0, 1.0, 1.0, 1.0])
        );
        // L6V5U5: U = 0x0f (1.0), V = 0x10 (-1.0), L = 0x3f (1.0).
        let p: u16 = 0x0f | (0x10 << 5) | (0x3f << 10);
        assert_eq!(
            signed_texel(Format::L6V5U5, &p.to_le_bytes()),
            Some([1.0, -1.0, 1.0, 1.0])
        );
        assert_eq!(
            signed_texel(Format::X8L8V8U8, &[0, 0x7f, 0xff, 0x12]),
            Some([0.0, 1.0, 1.0, 1.0])
        );
        assert_eq!(
            signed_texel(Format::Q8W8V8U8, &[0x7f, 0, 0x81, 0x7f]),
            Some([1.0, 0.0, -1.0, 1.0])
        );
        assert_eq!(signed_texel(Format::A8R8G8B8, &[0; 4]), None);
    }

    #[test]
    fn v8u8_uploads_as_snorm_with_blue_and_alpha_one() {
        assert_eq!(
            convert_signed(Format::V8U8, &[0x10, 0xf0]),
            [0x10, 0xf0, 0x7f, 0x7f]
        );
        assert_eq!(
            convert_signed(Format::Q8W8V8U8, &[1, 2, 3, 4]),
            [1, 2, 3, 4]
        );
        let x = convert_signed(Format::X8L8V8U8, &[0, 0, 0xff, 0]);
        let halves: Vec<f32> = x
            .chunks_exact(2)
            .map(|h| half::f16::from_le_bytes([h[0], h[1]]).to_f32())
            .collect();
        assert_eq!(halves, [0.0, 0.0, 1.0, 1.0]);
    }
}
