//! The scene's textures: procedural 256x256 DXT1 images with full mip
//! chains (each level the box average of the pattern over its texels), so
//! that mip and anisotropic filtering have high-frequency detail to work on.

/// Edge of level 0.
pub const SIZE: u32 = 256;

/// The patterns of the scene's four surface textures.
#[derive(Clone, Copy, Debug)]
pub enum Pattern {
    /// Bricks with light mortar lines.
    Bricks,
    /// Thin diagonal stripes (aliases badly without mips).
    Stripes,
    /// A fine checkerboard.
    Checker,
    /// Tiles with a grid of dots.
    Tiles,
}

/// The colour (0xRRGGBB) of `pattern` at texel (`x`, `y`) of level 0.
fn texel(pattern: Pattern, x: u32, y: u32) -> u32 {
    match pattern {
        Pattern::Bricks => {
            let row = y / 16;
            let shift = if row % 2 == 1 { 16 } else { 0 };
            if y % 16 < 2 || (x + shift) % 32 < 2 {
                0x00c8_c0b0
            } else {
                let shade = ((x + shift) / 32 * 37 + row * 11) % 48;
                ((0x90 + shade) << 16) | ((0x38 + shade / 2) << 8) | 0x28
            }
        }
        Pattern::Stripes => {
            if (x + y) % 8 < 3 {
                0x00f0_f0e0
            } else {
                0x0020_3040
            }
        }
        Pattern::Checker => {
            if (x / 4 + y / 4) % 2 == 0 {
                0x00e0_e0e0
            } else {
                0x0030_6030
            }
        }
        Pattern::Tiles => {
            let (tx, ty) = (x % 32, y % 32);
            if tx < 1 || ty < 1 {
                0x0010_1010
            } else if (tx as i32 - 16).pow(2) + (ty as i32 - 16).pow(2) < 20 {
                0x00ff_c040
            } else {
                0x0040_70a0
            }
        }
    }
}

fn channels(c: u32) -> [u32; 3] {
    [(c >> 16) & 0xff, (c >> 8) & 0xff, c & 0xff]
}

/// The colour of texel (`x`, `y`) of level `level`: the average of the
/// level-0 texels it covers (at most 8x8 of them, evenly spread).
fn level_texel(pattern: Pattern, level: u32, x: u32, y: u32) -> [u32; 3] {
    let span = 1u32 << level;
    let step = (span / 8).max(1);
    let mut sum = [0u32; 3];
    let mut n = 0;
    for sy in (0..span).step_by(step as usize) {
        for sx in (0..span).step_by(step as usize) {
            let c = channels(texel(pattern, x * span + sx, y * span + sy));
            for (s, v) in sum.iter_mut().zip(c) {
                *s += v;
            }
            n += 1;
        }
    }
    sum.map(|s| s / n)
}

fn rgb565([r, g, b]: [u32; 3]) -> u16 {
    (((r >> 3) << 11) | ((g >> 2) << 5) | (b >> 3)) as u16
}

fn from565(c: u16) -> [i32; 3] {
    let c = u32::from(c);
    let (r, g, b) = ((c >> 11) & 31, (c >> 5) & 63, c & 31);
    [
        (r * 255 / 31) as i32,
        (g * 255 / 63) as i32,
        (b * 255 / 31) as i32,
    ]
}

/// One DXT1 block (four-colour mode) of 16 colours: the darkest and
/// brightest as endpoints, each texel the nearest of the four palette
/// entries.
fn block(texels: &[[u32; 3]; 16]) -> [u8; 8] {
    let luma = |c: &[u32; 3]| c[0] * 3 + c[1] * 6 + c[2];
    let lo = texels
        .iter()
        .min_by_key(|c| luma(c))
        .copied()
        .unwrap_or_default();
    let hi = texels
        .iter()
        .max_by_key(|c| luma(c))
        .copied()
        .unwrap_or_default();
    let (mut e0, mut e1) = (rgb565(hi), rgb565(lo));
    if e0 < e1 {
        std::mem::swap(&mut e0, &mut e1);
    }
    let mut out = [0u8; 8];
    out[..2].copy_from_slice(&e0.to_le_bytes());
    out[2..4].copy_from_slice(&e1.to_le_bytes());
    if e0 == e1 {
        // Every index 0: the one colour (index 3 would be black here).
        return out;
    }
    let (c0, c1) = (from565(e0), from565(e1));
    let palette = [
        c0,
        c1,
        [0, 1, 2].map(|i| (2 * c0[i] + c1[i]) / 3),
        [0, 1, 2].map(|i| (c0[i] + 2 * c1[i]) / 3),
    ];
    let mut bits = 0u32;
    for (i, t) in texels.iter().enumerate() {
        let dist =
            |p: &[i32; 3]| -> i32 { (0..3).map(|k| (p[k] - t[k] as i32).pow(2)).sum::<i32>() };
        let best = (0..4u32)
            .min_by_key(|&p| dist(&palette[p as usize]))
            .unwrap_or(0);
        bits |= best << (2 * i);
    }
    out[4..].copy_from_slice(&bits.to_le_bytes());
    out
}

/// The DXT1 bytes of every level of `pattern` (levels 0 to 8: 256 down to
/// 1 texel; levels under 4x4 are one block).
pub fn mip_chain(pattern: Pattern) -> Vec<Vec<u8>> {
    (0..levels())
        .map(|level| {
            let edge = (SIZE >> level).max(1);
            let blocks = edge.div_ceil(4);
            let mut out = Vec::with_capacity((blocks * blocks * 8) as usize);
            for by in 0..blocks {
                for bx in 0..blocks {
                    let mut texels = [[0u32; 3]; 16];
                    for (i, t) in texels.iter_mut().enumerate() {
                        let (x, y) = (bx * 4 + i as u32 % 4, by * 4 + i as u32 / 4);
                        *t = level_texel(pattern, level, x.min(edge - 1), y.min(edge - 1));
                    }
                    out.extend_from_slice(&block(&texels));
                }
            }
            out
        })
        .collect()
}

/// Levels of a full chain of [`SIZE`].
pub fn levels() -> u32 {
    SIZE.ilog2() + 1
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn chains_have_one_block_per_4x4_texels_down_to_one_texel() {
        let chain = mip_chain(Pattern::Checker);
        assert_eq!(chain.len(), 9);
        // DXT1: 8 bytes per 4x4 block; levels under 4x4 still take a block.
        assert_eq!(chain[0].len(), 64 * 64 * 8);
        assert_eq!(chain[6].len(), 8);
        assert_eq!(chain[8].len(), 8);
    }

    #[test]
    fn a_block_of_one_colour_uses_that_colour_only() {
        let b = block(&[[0xff, 0, 0]; 16]);
        assert_eq!(u16::from_le_bytes([b[0], b[1]]), 0xf800);
        assert_eq!(&b[4..], &[0, 0, 0, 0]);
    }
}
