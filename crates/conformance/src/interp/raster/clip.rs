//! Clipping of the primitives with a vertex at w <= 0, against the clip
//! volume's near (z >= 0) and far (z <= w) planes: a triangle becomes the
//! convex polygon inside both, drawn as a fan of triangles whose new
//! vertices interpolate clip position and varyings linearly in clip space
//! (where they are linear). A point with w <= 0 is dropped. Primitives
//! whose every w is positive are left alone: the rasteriser clips their
//! depth per pixel (`raster`), which is exact and cheaper.

use super::{Prim, VertexOut};

/// A vertex on the segment a -> b at parameter `t`.
fn lerp(a: &VertexOut, b: &VertexOut, t: f32) -> VertexOut {
    let mix = |x: [f32; 4], y: [f32; 4]| [0, 1, 2, 3].map(|k| x[k] + t * (y[k] - x[k]));
    VertexOut {
        clip: mix(a.clip, b.clip),
        screen: [0.0; 3],
        varyings: a
            .varyings
            .iter()
            .map(|(u, i, v)| (*u, *i, mix(*v, b.get(*u, *i).unwrap_or(*v))))
            .collect(),
        psize: a.psize,
    }
}

/// Signed distances to the near (z) and far (w - z) planes.
const PLANES: [fn(&[f32; 4]) -> f32; 2] = [|c| c[2], |c| c[3] - c[2]];

/// One Sutherland-Hodgman pass of `poly` against `plane`.
fn clip_polygon(poly: Vec<VertexOut>, plane: fn(&[f32; 4]) -> f32) -> Vec<VertexOut> {
    let mut out = Vec::new();
    for i in 0..poly.len() {
        let (a, b) = (&poly[i], &poly[(i + 1) % poly.len()]);
        let (da, db) = (plane(&a.clip), plane(&b.clip));
        if da >= 0.0 {
            out.push(a.clone());
        }
        if (da >= 0.0) != (db >= 0.0) {
            out.push(lerp(a, b, da / (da - db)));
        }
    }
    out
}

/// Whether a vertex needs the polygon clipper.
fn behind(v: &VertexOut) -> bool {
    v.clip[3].is_nan() || v.clip[3] <= 0.0
}

/// Clips `prims` whose vertices include one at w <= 0 (or NaN), appending
/// the new vertices to `verts`; `to_screen` maps a clip position to the
/// window. The flat-shading vertex stays the original one.
pub(super) fn clip(
    verts: &mut Vec<VertexOut>,
    prims: Vec<Prim>,
    to_screen: &dyn Fn([f32; 4]) -> [f32; 3],
) -> Vec<Prim> {
    let mut out = Vec::with_capacity(prims.len());
    for p in prims {
        match p {
            Prim::Point(v) if behind(&verts[v]) => {}
            Prim::Triangle(idx, provoking) if idx.iter().any(|&i| behind(&verts[i])) => {
                if idx
                    .iter()
                    .any(|&i| verts[i].clip.iter().any(|c| c.is_nan()))
                {
                    continue;
                }
                let mut poly: Vec<VertexOut> = idx.iter().map(|&i| verts[i].clone()).collect();
                for plane in PLANES {
                    poly = clip_polygon(poly, plane);
                }
                if poly.len() < 3 || poly.iter().any(behind) {
                    continue;
                }
                let base = verts.len();
                for mut v in poly {
                    v.screen = to_screen(v.clip);
                    verts.push(v);
                }
                for k in base + 1..verts.len() - 1 {
                    out.push(Prim::Triangle([base, k, k + 1], provoking));
                }
            }
            p => out.push(p),
        }
    }
    out
}
