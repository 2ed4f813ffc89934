//! Texel offsets of scaled textures (resolution scaling).
//!
//! Post-process shaders place their taps with constants the game computed
//! from a target's size: `0.5 / width` to hit texel centres, `k / width`
//! for a blur's taps. When the target is drawn F times larger, those
//! offsets still step in the unscaled texels: half-texel corrections land
//! between texels and blur taps F texels apart (striped blurs, and the
//! drift of bloom that PCSX2 users see as the scale rises).
//!
//! The rule: in a draw whose *pixel* shader samples a scaled texture of
//! logical size W x H (at least 32 texels on the matched side), each
//! pixel-shader float constant component `c` equal to `k / W` (or
//! `k / H`) for a nonzero multiple k of 0.5 with |k| <= 8 (within 1e-4 of
//! k) is divided by that axis's scale, so it steps in the texels drawn.
//!
//! Limits: vertex-shader constants are left alone (they are as often the
//! clip-space half-pixel offset of the render target, which keeps its
//! meaning at any scale); offsets computed inside a shader from other
//! constants are not seen; a constant that equals such a fraction by
//! coincidence is rescaled too. `NINEBRIDGE_RT_SCALE_OFFSETS=0` turns the
//! rule off.

use crate::enhance::scale::{AxisScale, UNSCALED};

/// Smallest edge of a texture whose offsets are rescaled (below it small
/// fractions are too likely to be other values).
const MIN_EDGE: u32 = 32;
/// Largest offset recognised, in texels.
const MAX_TEXELS: f32 = 8.0;

/// The scaled textures a draw's pixel shader samples: logical size and
/// scale of each (at most 16).
pub(crate) type ScaledSamples = Vec<((u32, u32), AxisScale)>;

/// Whether `c` is k / `edge` texels for a nonzero multiple k of 0.5 up to
/// [`MAX_TEXELS`].
fn is_texel_offset(c: f32, edge: u32) -> bool {
    if edge < MIN_EDGE || c == 0.0 || !c.is_finite() {
        return false;
    }
    let texels = f64::from(c) * f64::from(edge);
    let halves = (texels * 2.0).round();
    halves != 0.0
        && halves.abs() <= f64::from(MAX_TEXELS) * 2.0
        && (texels * 2.0 - halves).abs() <= 2e-4
}

/// Rescales the texel offsets among `floats` (a constants block's float
/// registers) for the textures `sampled`; returns how many components
/// changed.
pub(crate) fn rescale_offsets(floats: &mut [f32], sampled: &ScaledSamples) -> u64 {
    let mut changed = 0;
    for c in floats.iter_mut() {
        for &((w, h), scale) in sampled {
            if scale == UNSCALED {
                continue;
            }
            if is_texel_offset(*c, w) {
                *c /= scale[0];
            } else if is_texel_offset(*c, h) {
                *c /= scale[1];
            } else {
                continue;
            }
            changed += 1;
            break;
        }
    }
    changed
}

/// A number naming `sampled` (0 for none), to tell when constants written
/// for other textures must be written again.
#[inline]
pub(crate) fn samples_key(sampled: &ScaledSamples) -> u64 {
    if sampled.is_empty() {
        return 0;
    }
    hash_samples(sampled)
}

/// [`samples_key`] of samples that are there.
fn hash_samples(sampled: &ScaledSamples) -> u64 {
    let mut bytes = Vec::with_capacity(sampled.len() * 16);
    for ((w, h), s) in sampled {
        bytes.extend_from_slice(&w.to_le_bytes());
        bytes.extend_from_slice(&h.to_le_bytes());
        bytes.extend_from_slice(&s[0].to_le_bytes());
        bytes.extend_from_slice(&s[1].to_le_bytes());
    }
    xxhash_rust::xxh3::xxh3_64(&bytes) | 1
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn half_texel_and_tap_offsets_of_the_scaled_texture_are_rescaled() {
        let sampled = vec![((640, 480), [2.0, 2.0])];
        let mut floats = [
            0.5 / 640.0,
            -1.0 / 480.0,
            3.0 / 640.0,
            8.0 / 480.0,
            // Not offsets: colours, a 1/3, an offset of another size, nine texels.
            0.25,
            1.0 / 3.0,
            1.0 / 500.0,
            9.0 / 640.0,
            0.0,
        ];
        let changed = rescale_offsets(&mut floats, &sampled);
        assert_eq!(changed, 4);
        assert_eq!(floats[0], 0.25 / 640.0);
        assert_eq!(floats[1], -0.5 / 480.0);
        assert_eq!(floats[2], 1.5 / 640.0);
        assert_eq!(floats[3], 4.0 / 480.0);
        assert_eq!(
            &floats[4..],
            &[0.25, 1.0 / 3.0, 1.0 / 500.0, 9.0 / 640.0, 0.0]
        );
    }

    #[test]
    fn small_and_unscaled_textures_change_nothing() {
        let mut floats = [0.5 / 16.0, 1.0 / 640.0];
        let small = vec![((16, 16), [2.0, 2.0])];
        assert_eq!(rescale_offsets(&mut floats, &small), 0);
        let unscaled = vec![((640, 480), UNSCALED)];
        assert_eq!(rescale_offsets(&mut floats, &unscaled), 0);
        assert_eq!(samples_key(&Vec::new()), 0);
        assert_ne!(
            samples_key(&small),
            samples_key(&vec![((16, 16), [4.0, 4.0])])
        );
    }
}
