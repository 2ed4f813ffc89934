//! The scene's geometry and cameras: a terrain of four textured grids, a
//! field of boxes, and D3D9's left-handed look-at and perspective matrices
//! (depth 0..1), given as the rows `m4x4` reads from `c0..c3`.

/// A vertex of the lit-free textured meshes (`D3DFVF_XYZ | D3DFVF_TEX1`).
pub type Vertex = ([f32; 3], [f32; 2]);

/// Bytes of one [`Vertex`].
pub const STRIDE: u32 = 20;

/// Quads along each edge of one terrain grid (four grids: 4 x 2 x 24 x 24
/// = 4608 triangles).
pub const GRID: u32 = 24;
/// Half the terrain's edge, in world units.
pub const TERRAIN: f32 = 40.0;
/// Boxes in the field.
pub const BOXES: u32 = 48;
/// Where the reflective (cube-mapped) box stands.
pub const CUBE_CENTRE: [f32; 3] = [0.0, 2.5, 0.0];

pub fn sub(a: [f32; 3], b: [f32; 3]) -> [f32; 3] {
    [a[0] - b[0], a[1] - b[1], a[2] - b[2]]
}

fn dot(a: [f32; 3], b: [f32; 3]) -> f32 {
    a[0] * b[0] + a[1] * b[1] + a[2] * b[2]
}

fn cross(a: [f32; 3], b: [f32; 3]) -> [f32; 3] {
    [
        a[1] * b[2] - a[2] * b[1],
        a[2] * b[0] - a[0] * b[2],
        a[0] * b[1] - a[1] * b[0],
    ]
}

fn normalize(a: [f32; 3]) -> [f32; 3] {
    let l = dot(a, a).sqrt().max(1e-6);
    [a[0] / l, a[1] / l, a[2] / l]
}

/// The rows of view x projection for an eye at `eye` looking at `at` with
/// `up`, a vertical field of view of `fov_deg` and `aspect` (width /
/// height): D3DXMatrixLookAtLH and D3DXMatrixPerspectiveFovLH's definitions
/// (near 0.5, far 200), multiplied and transposed for `m4x4`.
pub fn view_projection(
    eye: [f32; 3],
    at: [f32; 3],
    up: [f32; 3],
    fov_deg: f32,
    aspect: f32,
) -> [[f32; 4]; 4] {
    let z = normalize(sub(at, eye));
    let x = normalize(cross(up, z));
    let y = cross(z, x);
    let (near, far) = (0.5f32, 200.0f32);
    let ys = 1.0 / (fov_deg.to_radians() / 2.0).tan();
    let xs = ys / aspect;
    let a = far / (far - near);
    let b = -near * a;
    let row = |v: [f32; 3], s: f32| [v[0] * s, v[1] * s, v[2] * s, -dot(v, eye) * s];
    let mut r2 = row(z, a);
    r2[3] += b;
    [row(x, xs), row(y, ys), r2, row(z, 1.0)]
}

/// The six cube-face cameras at [`CUBE_CENTRE`], in D3DCUBEMAP_FACES order
/// (+X, -X, +Y, -Y, +Z, -Z) with the up vectors D3D9's cube maps use.
pub fn cube_faces() -> [[[f32; 4]; 4]; 6] {
    let c = CUBE_CENTRE;
    let face = |dir: [f32; 3], up: [f32; 3]| {
        let at = [c[0] + dir[0], c[1] + dir[1], c[2] + dir[2]];
        view_projection(c, at, up, 90.0, 1.0)
    };
    [
        face([1.0, 0.0, 0.0], [0.0, 1.0, 0.0]),
        face([-1.0, 0.0, 0.0], [0.0, 1.0, 0.0]),
        face([0.0, 1.0, 0.0], [0.0, 0.0, -1.0]),
        face([0.0, -1.0, 0.0], [0.0, 0.0, 1.0]),
        face([0.0, 0.0, 1.0], [0.0, 1.0, 0.0]),
        face([0.0, 0.0, -1.0], [0.0, 1.0, 0.0]),
    ]
}

fn height(x: f32, z: f32) -> f32 {
    0.6 * (x * 0.21).sin() * (z * 0.17).cos()
}

/// The terrain's vertices: four grids of `(GRID + 1)^2` vertices, one per
/// quadrant, texture coordinates repeating every 5 units.
pub fn terrain_vertices() -> Vec<Vertex> {
    let mut out = Vec::new();
    for q in 0..4u32 {
        let (x0, z0) = (
            if q % 2 == 0 { -TERRAIN } else { 0.0 },
            if q / 2 == 0 { -TERRAIN } else { 0.0 },
        );
        let step = TERRAIN / GRID as f32;
        for j in 0..=GRID {
            for i in 0..=GRID {
                let (x, z) = (x0 + i as f32 * step, z0 + j as f32 * step);
                out.push(([x, height(x, z), z], [x / 5.0, z / 5.0]));
            }
        }
    }
    out
}

/// The indices of one grid (a triangle list; the four grids share them
/// with base vertices `q * (GRID + 1)^2`), clockwise seen from above
/// (D3D9's default culling drops counter-clockwise triangles).
pub fn grid_indices() -> Vec<u16> {
    let w = GRID + 1;
    let mut out = Vec::new();
    for j in 0..GRID {
        for i in 0..GRID {
            let a = (j * w + i) as u16;
            let (b, c, d) = (a + 1, a + w as u16, a + w as u16 + 1);
            out.extend_from_slice(&[a, c, b, b, c, d]);
        }
    }
    out
}

/// A box's 36 vertices (12 triangles, clockwise seen from outside) from
/// `lo` to `hi`, each face's texture coordinates 0..`tile`.
pub fn box_vertices(lo: [f32; 3], hi: [f32; 3], tile: f32) -> Vec<Vertex> {
    let p = |i: u32| {
        [
            if i & 1 == 0 { lo[0] } else { hi[0] },
            if i & 2 == 0 { lo[1] } else { hi[1] },
            if i & 4 == 0 { lo[2] } else { hi[2] },
        ]
    };
    // Corner indices of each face, counter-clockwise seen from inside,
    // i.e. clockwise seen from outside.
    let faces = [
        [0, 2, 3, 1], // -z
        [5, 7, 6, 4], // +z
        [4, 6, 2, 0], // -x
        [1, 3, 7, 5], // +x
        [2, 6, 7, 3], // +y
        [4, 0, 1, 5], // -y
    ];
    let uv = [[0.0, tile], [0.0, 0.0], [tile, 0.0], [tile, tile]];
    let mut out = Vec::with_capacity(36);
    for f in faces {
        for k in [0, 1, 2, 0, 2, 3] {
            out.push((p(f[k]), uv[k]));
        }
    }
    out
}

/// The field of boxes (a grid of [`BOXES`] towers of varying height,
/// leaving the centre free), then the reflective box at [`CUBE_CENTRE`]
/// as the last 36 vertices.
pub fn boxes() -> Vec<Vertex> {
    let mut out = Vec::new();
    let mut n = 0;
    'rows: for j in 0..8 {
        for i in 0..8 {
            if n == BOXES {
                break 'rows;
            }
            let (x, z) = (-28.0 + i as f32 * 8.0, -28.0 + j as f32 * 8.0);
            if x.abs() < 6.0 && z.abs() < 6.0 {
                continue;
            }
            let h = 1.5 + ((i * 7 + j * 3) % 5) as f32;
            out.extend(box_vertices(
                [x - 1.5, 0.0, z - 1.5],
                [x + 1.5, h, z + 1.5],
                2.0,
            ));
            n += 1;
        }
    }
    let c = CUBE_CENTRE;
    out.extend(box_vertices(
        [c[0] - 1.5, c[1] - 1.5, c[2] - 1.5],
        [c[0] + 1.5, c[1] + 1.5, c[2] + 1.5],
        1.0,
    ));
    out
}

/// The bytes of `vertices` (position then texture coordinates).
pub fn vertex_bytes(vertices: &[Vertex]) -> Vec<u8> {
    let mut out = Vec::with_capacity(vertices.len() * STRIDE as usize);
    for (p, t) in vertices {
        for f in p.iter().chain(t) {
            out.extend_from_slice(&f.to_le_bytes());
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_camera_projects_its_target_to_the_centre_in_depth_0_to_1() {
        let m = view_projection(
            [0.0, 5.0, -20.0],
            [0.0, 1.0, 0.0],
            [0.0, 1.0, 0.0],
            60.0,
            16.0 / 9.0,
        );
        let clip =
            |p: [f32; 3]| -> [f32; 4] { m.map(|r| r[0] * p[0] + r[1] * p[1] + r[2] * p[2] + r[3]) };
        let c = clip([0.0, 1.0, 0.0]);
        assert!((c[0] / c[3]).abs() < 1e-5 && (c[1] / c[3]).abs() < 1e-5);
        let z = c[2] / c[3];
        assert!(z > 0.0 && z < 1.0, "{z}");
    }

    #[test]
    fn meshes_have_the_advertised_sizes() {
        assert_eq!(terrain_vertices().len(), 4 * 25 * 25);
        assert_eq!(grid_indices().len(), (GRID * GRID * 6) as usize);
        assert_eq!(boxes().len(), (BOXES as usize + 1) * 36);
        assert_eq!(vertex_bytes(&boxes()[..1]).len(), STRIDE as usize);
    }
}
