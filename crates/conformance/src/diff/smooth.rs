//! Smooth textures for `shader diff` (the default texture mode): per
//! channel a linear function of the coordinate (2D, volume) or of the
//! direction (cube), different per sampler, with a mip chain whose level
//! `L` holds the same function at its own texel centres plus
//! `L * LEVEL_STEP`. Under linear filtering a level reproduces its function
//! exactly inside [0.5 / n, 1 - 0.5 / n] on each axis; mirror addressing
//! keeps it continuous everywhere (a triangle wave of slope +-1 per unit),
//! so a sample moves by at most the function's slope times its
//! coordinate's error (`texerr`). Under linear mip filtering a sample is
//! the function plus `LEVEL_STEP` times its level of detail: a level of
//! detail off by one (a lost `texldb` bias, a `texldl` level ignored) moves
//! it by `LEVEL_STEP`, well outside the allowance.

use ninebridge_d3dbc::SamplerTextureType;

use super::random::{Rng, SMOOTH_EDGE, SMOOTH_LEVELS};
use crate::inputs::TextureInput;

/// How far a cube texture's channel swings around its centre (the dot
/// product of the direction with a unit vector, times this).
pub const CUBE_AMPLITUDE: f32 = 0.3;

/// What each mip level adds to the one before.
pub const LEVEL_STEP: f32 = 0.1;

/// The range level 0 spans: [0.05, 0.05 + SPAN] (the levels above add up to
/// `(SMOOTH_LEVELS - 1) * LEVEL_STEP`, to 0.95 at most).
const SPAN: f32 = 0.7;

/// Per channel: (value at the origin, slope along each axis); level-0
/// values stay in [0.05, 0.75] on the unit square or cube.
fn linear(rng: &mut Rng, axes: usize) -> [(f32, [f32; 3]); 4] {
    [0; 4].map(|_| {
        let limit = SPAN / axes as f32;
        let mut slope = [0.0f32; 3];
        for s in slope.iter_mut().take(axes) {
            *s = rng.range(-limit, limit);
        }
        let low: f32 = slope.iter().map(|s| s.min(0.0)).sum();
        let span: f32 = slope.iter().map(|s| s.abs()).sum();
        let base = 0.05 + rng.range(0.0, (SPAN - span).max(0.0)) - low;
        (base, slope)
    })
}

/// The direction of the centre of texel (i, j) of `face` on an `n`-texel
/// face (D3D9's face table, as `ninebridge_interp::sample` inverts it).
fn cube_direction(face: usize, i: u32, j: u32, n: u32) -> [f32; 3] {
    let s = 2.0 * (i as f32 + 0.5) / n as f32 - 1.0;
    let t = 2.0 * (j as f32 + 0.5) / n as f32 - 1.0;
    match face {
        0 => [1.0, -t, -s],
        1 => [-1.0, -t, s],
        2 => [s, 1.0, t],
        3 => [s, -1.0, -t],
        4 => [s, -t, 1.0],
        _ => [-s, -t, -1.0],
    }
}

/// A smooth texture of `kind` for one sampler (see the module notes).
pub fn texture(rng: &mut Rng, kind: SamplerTextureType) -> TextureInput {
    let (name, edge, dims) = match kind {
        SamplerTextureType::Cube => ("cube", SMOOTH_EDGE / 2, 2),
        SamplerTextureType::Volume => ("volume", SMOOTH_EDGE / 2, 3),
        _ => ("2d", SMOOTH_EDGE, 2),
    };
    let mut levels: Vec<Vec<[f32; 4]>> = Vec::new();
    if name == "cube" {
        let normals = [0; 4].map(|_| rng.unit());
        for level in 0..SMOOTH_LEVELS {
            let n = edge >> level;
            let mut texels = Vec::new();
            for face in 0..6 {
                for j in 0..n {
                    for i in 0..n {
                        let d = cube_direction(face, i, j, n);
                        let len = (d[0] * d[0] + d[1] * d[1] + d[2] * d[2]).sqrt();
                        texels.push(normals.map(|a| {
                            let dot = (a[0] * d[0] + a[1] * d[1] + a[2] * d[2]) / len;
                            0.05 + CUBE_AMPLITUDE + CUBE_AMPLITUDE * dot + level as f32 * LEVEL_STEP
                        }));
                    }
                }
            }
            levels.push(texels);
        }
    } else {
        let f = linear(rng, dims);
        for level in 0..SMOOTH_LEVELS {
            let n = edge >> level;
            let depth = if dims == 3 { n } else { 1 };
            let mut texels = Vec::new();
            for k in 0..depth {
                for j in 0..n {
                    for i in 0..n {
                        let p = [i, j, k].map(|x| (x as f32 + 0.5) / n as f32);
                        texels.push(f.map(|(base, slope)| {
                            base + (0..dims).map(|a| slope[a] * p[a]).sum::<f32>()
                                + level as f32 * LEVEL_STEP
                        }));
                    }
                }
            }
            levels.push(texels);
        }
    }
    let texels = levels.remove(0);
    TextureInput {
        kind: name.to_string(),
        width: edge,
        height: edge,
        depth: if dims == 3 { edge } else { 1 },
        texels,
        mips: levels,
        filter: "linear".into(),
        mip_filter: "linear".into(),
        address: "mirror".into(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn levels_hold_the_function_plus_their_step_in_range() {
        let mut rng = Rng::new(9);
        for kind in [
            SamplerTextureType::Texture2d,
            SamplerTextureType::Volume,
            SamplerTextureType::Cube,
        ] {
            let t = texture(&mut rng, kind);
            assert_eq!(t.mips.len() as u32, SMOOTH_LEVELS - 1);
            if kind == SamplerTextureType::Texture2d {
                // Level 1's texel (0, 0) covers level 0's (0..2, 0..2): the
                // function at the centre of those four, plus one step.
                let n = t.width as usize;
                let l0 = [0, 1, n, n + 1].map(|i| t.texels[i][0]);
                let mean = l0.iter().sum::<f32>() / 4.0;
                assert!((t.mips[0][0][0] - mean - LEVEL_STEP).abs() < 1e-5);
            }
            for texel in t.texels.iter().chain(t.mips.iter().flatten()) {
                assert!(texel.iter().all(|c| (0.04..=0.96).contains(c)), "{texel:?}");
            }
            let set = crate::inputs::InputSet {
                textures: [(0, t)].into(),
                ..Default::default()
            };
            assert!(set.textures(false).is_ok());
        }
    }

    #[test]
    fn cube_directions_round_trip_through_the_face_table() {
        // Texel (0, 0) of +x looks along +x, up (-t) and to +z (-s).
        let d = cube_direction(0, 0, 0, 4);
        assert_eq!(d, [1.0, 0.75, 0.75]);
        let d = cube_direction(4, 3, 3, 4);
        assert_eq!(d, [0.75, -0.75, 1.0]);
    }
}
