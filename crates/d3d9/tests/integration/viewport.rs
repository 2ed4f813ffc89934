//! D3D9's viewport (`D3DVIEWPORT9`, `SetViewport`) on the real translator:
//! clip space maps to window coordinates with the whole viewport,
//!
//! ```text
//! X = x_ndc * Width / 2 + X + Width / 2     Y = -y_ndc * Height / 2 + Y + Height / 2
//! ```
//!
//! and what falls outside the render target is clipped, so a viewport larger
//! than the target, or reaching past it, keeps that mapping; and a viewport
//! whose `MaxZ` is not above its `MinZ` maps depth to `[MinZ, MinZ + 0.001]`
//! (what Windows draws in Wine's `test_viewport`). Every vertex path is
//! checked: fixed function, a vertex shader, pre-transformed vertices (which
//! name their pixels whatever the viewport), points (sized in pixels) and
//! user clip planes (in clip space).

use crate::common;

use common::{bytecode_device, bytes, float_bytes, pixels};
use ninebridge_d3d9::*;

/// The render target's size.
const W: u32 = 64;
const H: u32 = 48;

/// A 64x48 float target, lighting off, no culling, `D3DFVF_XYZ` (so the
/// diffuse colour is D3D9's default white) with identity transforms.
fn setup() -> (Device, SurfaceId) {
    let mut d = bytecode_device();
    let rt = d
        .create_render_target(W, H, Format::A32B32G32R32F, MultiSampleType::None, 0, false)
        .unwrap();
    d.set_render_target(0, Some(rt)).unwrap();
    d.set_render_state(RenderState::Lighting, 0);
    d.set_render_state(RenderState::CullMode, 1);
    d.set_fvf(Fvf::from_d3d(0x002)).unwrap();
    (d, rt)
}

/// A vertex shader passing the position through and a pixel shader writing
/// white, with a FLOAT3 position declaration.
fn use_shaders(d: &mut Device) {
    let vs = d
        .create_vertex_shader(&bytes("vs_2_0\ndcl_position v0\nmov oPos, v0\n"))
        .unwrap();
    let ps = d
        .create_pixel_shader(&bytes("ps_2_0\nmov oC0, c0\n"))
        .unwrap();
    d.set_vertex_shader(Some(vs)).unwrap();
    d.set_pixel_shader(Some(ps)).unwrap();
    d.set_pixel_shader_constant_f(0, &[[1.0; 4]]).unwrap();
    let decl = d
        .create_vertex_declaration(&[VertexElement::new(
            0,
            0,
            DeclType::Float3,
            DeclUsage::Position,
            0,
        )])
        .unwrap();
    d.set_vertex_declaration(Some(decl)).unwrap();
}

fn viewport(x: u32, y: u32, width: u32, height: u32) -> Viewport {
    Viewport {
        x,
        y,
        width,
        height,
        min_z: 0.0,
        max_z: 1.0,
    }
}

/// A rectangle in clip space (w = 1): left, top, right, bottom.
type ClipRect = [f32; 4];

/// `r` at depth `z` as a strip of `D3DFVF_XYZ` vertices.
fn quad(r: ClipRect, z: f32) -> Vec<u8> {
    let [l, t, rt, b] = r;
    float_bytes(&[l, t, z, rt, t, z, l, b, z, rt, b, z])
}

/// D3D9's window rectangle (left, top, right, bottom) of `r` under `vp`.
fn window(vp: &Viewport, r: ClipRect) -> [f32; 4] {
    let (x0, y0) = (vp.x as f32, vp.y as f32);
    let (w, h) = (vp.width as f32, vp.height as f32);
    let x = |ndc: f32| ndc * w / 2.0 + x0 + w / 2.0;
    let y = |ndc: f32| -ndc * h / 2.0 + y0 + h / 2.0;
    [x(r[0]), y(r[1]), x(r[2]), y(r[3])]
}

/// The pixels D3D9 covers drawing `r` with `vp`: those whose centre (at
/// integer window coordinates) lies inside the window rectangle, inside the
/// viewport and inside the target. The rectangle's edges inside the target
/// must not fall on pixel centres (so no fill rule decides).
fn expected(vp: &Viewport, r: ClipRect) -> Vec<bool> {
    let [l, t, right, b] = window(vp, r);
    for e in [l, right] {
        assert!(e < 0.0 || e > W as f32 || e.fract() != 0.0, "edge {e}");
    }
    for e in [t, b] {
        assert!(e < 0.0 || e > H as f32 || e.fract() != 0.0, "edge {e}");
    }
    let inside =
        |v: u32, lo: u32, size: u32| v >= lo && u64::from(v) < u64::from(lo) + u64::from(size);
    (0..H)
        .flat_map(|y| (0..W).map(move |x| (x, y)))
        .map(|(x, y)| {
            let (fx, fy) = (x as f32, y as f32);
            fx > l
                && fx < right
                && fy > t
                && fy < b
                && inside(x, vp.x, vp.width)
                && inside(y, vp.y, vp.height)
        })
        .collect()
}

/// Which pixels of the target are white.
fn covered(d: &Device, rt: SurfaceId) -> Vec<bool> {
    pixels(d, rt).iter().map(|p| p[0] > 0.5).collect()
}

/// Fills the target black, draws `r` at z = 0.5 with `vp` and checks the
/// pixels against D3D9's mapping; `what` names the case.
fn check_mapping(d: &mut Device, rt: SurfaceId, vp: Viewport, r: ClipRect, what: &str) {
    d.color_fill(rt, 0xff00_0000).unwrap();
    d.set_viewport(vp).unwrap();
    d.draw_primitive_up(PrimitiveType::TriangleStrip, 2, &quad(r, 0.5), 12)
        .unwrap();
    assert_pixels(&covered(d, rt), &expected(&vp, r), what);
}

/// Compares coverage pixel by pixel, naming the first difference.
fn assert_pixels(got: &[bool], want: &[bool], what: &str) {
    let count = |v: &[bool]| v.iter().filter(|c| **c).count();
    if let Some(i) = (0..want.len()).find(|&i| got[i] != want[i]) {
        panic!(
            "{what}: pixel ({}, {}) is {}, D3D9 draws it {} ({} pixels covered, {} expected)",
            i as u32 % W,
            i as u32 / W,
            if got[i] { "white" } else { "black" },
            if want[i] { "white" } else { "black" },
            count(got),
            count(want),
        );
    }
    assert!(count(want) > 0, "{what}: the case covers something");
}

/// Twice the target's size: clip space spans 128x96 pixels, of which the
/// target shows the top-left quarter. The quad's right edge lands at
/// X = -63/128 * 64 + 64 = 32.5 and its top at Y = -47/96 * 48 + 48 = 24.5
/// (a clamped viewport would put them at 16.25 and 12.25).
const LARGER: (u32, u32, u32, u32) = (0, 0, 128, 96);
const LARGER_QUAD: ClipRect = [-1.5, 47.0 / 96.0, -63.0 / 128.0, -0.5];

/// A target-sized viewport moved by (16, 8): it reaches 16 pixels past the
/// right edge and 8 past the bottom. The quad spans X = -33/64 * 32 + 48 =
/// 31.5 to 72.5 and Y = -33/48 * 24 + 32 = 15.5 to 53.5.
const OFFSET: (u32, u32, u32, u32) = (16, 8, 64, 48);
const OFFSET_QUAD: ClipRect = [-33.0 / 64.0, 33.0 / 48.0, 49.0 / 64.0, -43.0 / 48.0];

/// Past the clip volume on every side: what is drawn is the viewport's
/// part of the target.
const EVERYWHERE: ClipRect = [-1.75, 1.75, 1.75, -1.75];

fn vp((x, y, w, h): (u32, u32, u32, u32)) -> Viewport {
    viewport(x, y, w, h)
}

#[test]
fn a_viewport_larger_than_the_target_keeps_its_mapping() {
    let (mut d, rt) = setup();
    check_mapping(&mut d, rt, vp(LARGER), LARGER_QUAD, "fixed function");
    use_shaders(&mut d);
    check_mapping(&mut d, rt, vp(LARGER), LARGER_QUAD, "vertex shader");
    check_mapping(&mut d, rt, vp(LARGER), EVERYWHERE, "clipped");
}

#[test]
fn a_viewport_past_the_target_keeps_its_mapping() {
    let (mut d, rt) = setup();
    check_mapping(&mut d, rt, vp(OFFSET), OFFSET_QUAD, "fixed function");
    check_mapping(&mut d, rt, vp(OFFSET), EVERYWHERE, "clipped");
    use_shaders(&mut d);
    check_mapping(&mut d, rt, vp(OFFSET), OFFSET_QUAD, "vertex shader");
    check_mapping(&mut d, rt, vp(OFFSET), EVERYWHERE, "clipped, vertex shader");
}

/// Pre-transformed vertices name window pixels: the viewport does not
/// move them, however large it is.
#[test]
fn pre_transformed_vertices_land_on_their_pixels_under_any_viewport() {
    let (mut d, rt) = setup();
    d.set_fvf(Fvf::from_d3d(0x004)).unwrap(); // XYZRHW
    let (l, t, r, b) = (20.5f32, 10.5f32, 40.5f32, 30.5f32);
    let v = float_bytes(&[
        l, t, 0.5, 1.0, r, t, 0.5, 1.0, l, b, 0.5, 1.0, r, b, 0.5, 1.0,
    ]);
    let want: Vec<bool> = (0..H)
        .flat_map(|y| (0..W).map(move |x| (x as f32, y as f32)))
        .map(|(x, y)| x > l && x < r && y > t && y < b)
        .collect();
    for (name, viewport) in [
        ("target", vp((0, 0, W, H))),
        ("larger", vp(LARGER)),
        ("offset", vp(OFFSET)),
    ] {
        d.color_fill(rt, 0xff00_0000).unwrap();
        d.set_viewport(viewport).unwrap();
        d.draw_primitive_up(PrimitiveType::TriangleStrip, 2, &v, 16)
            .unwrap();
        assert_pixels(&covered(&d, rt), &want, name);
    }
}

/// Pre-transformed vertices drawn without a depth test are not clipped by
/// their z (Wine's zenable_test: an XYZRHW quad from z = -0.5 at its left
/// edge to 1.5 at its right covers the whole target with no depth-stencil
/// surface, or with D3DRS_ZENABLE off), while a vertex shader's positions
/// are (the same test: the parts of the quad outside 0..1 stay red).
#[test]
fn pre_transformed_vertices_without_a_depth_test_are_not_clipped_by_z() {
    let (mut d, rt) = setup();
    d.set_fvf(Fvf::from_d3d(0x004)).unwrap(); // XYZRHW
    let (w, h) = (W as f32, H as f32);
    let v = float_bytes(&[
        0.0, 0.0, -0.5, 1.0, w, 0.0, 1.5, 1.0, 0.0, h, -0.5, 1.0, w, h, 1.5, 1.0,
    ]);
    d.color_fill(rt, 0xff00_0000).unwrap();
    d.draw_primitive_up(PrimitiveType::TriangleStrip, 2, &v, 16)
        .unwrap();
    assert_pixels(
        &covered(&d, rt),
        &[true; (W * H) as usize],
        "no depth surface",
    );
    // The same through a vertex shader: z below 0 (the left quarter) and
    // above 1 (the right quarter) is clipped.
    use_shaders(&mut d);
    let v = float_bytes(&[
        -1.0, 1.0, -0.5, 1.0, 1.0, 1.5, -1.0, -1.0, -0.5, 1.0, -1.0, 1.5,
    ]);
    d.color_fill(rt, 0xff00_0000).unwrap();
    d.draw_primitive_up(PrimitiveType::TriangleStrip, 2, &v, 12)
        .unwrap();
    let got = covered(&d, rt);
    let row = &got[(H / 2 * W) as usize..((H / 2 + 1) * W) as usize];
    assert!(
        !row[2] && row[W as usize / 2] && !row[W as usize - 3],
        "{row:?}"
    );
}

/// A point's size is in pixels: a 4-pixel point at window (32, 36) of the
/// larger viewport (clip (-0.5, 0.25)) covers pixel centres 30..33 and
/// 34..37.
#[test]
fn points_keep_their_pixel_size_in_a_larger_viewport() {
    let (mut d, rt) = setup();
    d.set_render_state(RenderState::PointSize, 4.0f32.to_bits());
    d.color_fill(rt, 0xff00_0000).unwrap();
    d.set_viewport(vp(LARGER)).unwrap();
    d.draw_primitive_up(
        PrimitiveType::PointList,
        1,
        &float_bytes(&[-0.5f32, 0.25, 0.5]),
        12,
    )
    .unwrap();
    let want: Vec<bool> = (0..H)
        .flat_map(|y| (0..W).map(move |x| (x, y)))
        .map(|(x, y)| (30..34).contains(&x) && (34..38).contains(&y))
        .collect();
    assert_pixels(&covered(&d, rt), &want, "point");
}

/// With a vertex shader, user clip planes are in clip space: x >= -97/128
/// w keeps the window from X = -97/128 * 64 + 64 = 15.5 on in the larger
/// viewport.
#[test]
fn clip_planes_cut_in_d3d9_clip_space_in_a_larger_viewport() {
    let (mut d, rt) = setup();
    use_shaders(&mut d);
    d.set_clip_plane(0, [1.0, 0.0, 0.0, 97.0 / 128.0]).unwrap();
    d.set_render_state(RenderState::ClipPlaneEnable, 1);
    d.color_fill(rt, 0xff00_0000).unwrap();
    d.set_viewport(vp(LARGER)).unwrap();
    d.draw_primitive_up(PrimitiveType::TriangleStrip, 2, &quad(EVERYWHERE, 0.5), 12)
        .unwrap();
    let want: Vec<bool> = (0..H)
        .flat_map(|y| (0..W).map(move |x| (x, y)))
        .map(|(x, _)| x >= 16)
        .collect();
    assert_pixels(&covered(&d, rt), &want, "clip plane");
}

/// A viewport with `MaxZ <= MinZ` maps depth to `[MinZ, MinZ + 0.001]`: a
/// quad at z = 1 lands at depth MinZ + 0.001, which passes `GREATER`
/// against a depth buffer cleared 0.0001 below it and `LESS` against one
/// cleared 0.0001 above, and fails the other way round.
#[test]
fn a_depth_range_not_increasing_is_a_thousandth_wide() {
    let (mut d, rt) = setup();
    let ds = d
        .create_depth_stencil_surface(W, H, Format::D24S8, MultiSampleType::None, 0, false)
        .unwrap();
    d.set_depth_stencil_surface(Some(ds)).unwrap();
    d.set_render_state(RenderState::ZEnable, 1);
    let full = [-1.0, 1.0, 1.0, -1.0];
    for (min_z, max_z) in [(0.0f32, 0.0f32), (0.5, 0.0), (0.5, 0.5)] {
        let depth = min_z + 0.001;
        for (cleared, func, drawn) in [
            (depth - 0.0001, CmpFunc::Greater, true),
            (depth + 0.0001, CmpFunc::Less, true),
            (depth + 0.0001, CmpFunc::Greater, false),
            (depth - 0.0001, CmpFunc::Less, false),
        ] {
            d.clear(
                &[],
                ClearFlags::TARGET | ClearFlags::ZBUFFER,
                0xff00_0000,
                cleared,
                0,
            )
            .unwrap();
            d.set_viewport(Viewport {
                min_z,
                max_z,
                ..viewport(0, 0, W, H)
            })
            .unwrap();
            d.set_render_state(RenderState::ZFunc, func.to_d3d());
            d.draw_primitive_up(PrimitiveType::TriangleStrip, 2, &quad(full, 1.0), 12)
                .unwrap();
            let c = covered(&d, rt);
            assert!(
                c.iter().all(|&p| p == drawn),
                "MinZ {min_z} MaxZ {max_z}, cleared {cleared}, {func:?}: {} of {} drawn",
                c.iter().filter(|p| **p).count(),
                c.len()
            );
        }
    }
}
