//! Per-channel arithmetic on the four framebuffer formats, for the sprite's
//! blending and bilinear filtering. Channels are `(shift, bits)` pairs with
//! red in the low bits, as the GE stores them.

use crate::format::TexFormat;

/// The channels of a framebuffer format (an empty list for the others).
fn channels(format: TexFormat) -> &'static [(u32, u32)] {
    match format {
        TexFormat::Rgba8888 => &[(0, 8), (8, 8), (16, 8), (24, 8)],
        TexFormat::Rgb565 => &[(0, 5), (5, 6), (11, 5)],
        TexFormat::Rgba5551 => &[(0, 5), (5, 5), (10, 5), (15, 1)],
        TexFormat::Rgba4444 => &[(0, 4), (4, 4), (8, 4), (12, 4)],
        _ => &[],
    }
}

/// Combines the pixels channel by channel: `(sum + round) / n`.
fn combine(format: TexFormat, pixels: &[u32], round: u32) -> u32 {
    let n = pixels.len().max(1) as u32;
    channels(format).iter().fold(0, |out, &(shift, bits)| {
        let mask = (1 << bits) - 1;
        let sum: u32 = pixels.iter().map(|p| (p >> shift) & mask).sum();
        out | (((sum + round) / n) & mask) << shift
    })
}

/// The average of two pixels, each channel rounded down.
pub(crate) fn average2(format: TexFormat, a: u32, b: u32) -> u32 {
    combine(format, &[a, b], 0)
}

/// The average of four pixels (a bilinear sample halfway between texel
/// centres), each channel rounded to nearest.
pub(crate) fn average4(format: TexFormat, p: [u32; 4]) -> u32 {
    combine(format, &p, 2)
}
