//! Render targets smaller than the depth-stencil surface: D3D9 uses the
//! surface's top-left part (the documentation of `SetDepthStencilSurface`:
//! the depth-stencil surface must be at least as large as the render
//! target), clears only the viewport's part of it, and depth tests draws
//! against it.

use crate::common;

use common::{float_bytes, wgsl_device};
use ninebridge_d3d9::*;

const VS: &str = r#"
struct R { half_pixel: vec4<f32>, clip_planes: array<vec4<f32>, 6>, point: vec4<f32>, viewport: vec4<f32> }
@group(0) @binding(1) var<uniform> r: R;
@vertex fn main(@location(0) pos: vec4<f32>) -> @builtin(position) vec4<f32> {
    return pos + vec4(r.half_pixel.xy * pos.w, 0.0, 0.0);
}
"#;

const PS: &str = r#"
struct K { c: array<vec4<f32>, 224>, i: array<vec4<i32>, 16>, b: array<vec4<u32>, 16> }
@group(1) @binding(0) var<uniform> k: K;
@fragment fn main() -> @location(0) vec4<f32> {
    return k.c[0];
}
"#;

fn setup() -> Device {
    let mut d = wgsl_device();
    let vs = d.create_vertex_shader(VS.as_bytes()).unwrap();
    let ps = d.create_pixel_shader(PS.as_bytes()).unwrap();
    d.set_vertex_shader(Some(vs)).unwrap();
    d.set_pixel_shader(Some(ps)).unwrap();
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
    d.set_render_state(RenderState::CullMode, 1);
    d.set_render_state(RenderState::ZEnable, 1);
    d
}

/// A triangle over the whole target at depth `z`, in colour `argb`.
fn draw(d: &mut Device, z: f32, argb: u32) {
    let rgba = d3dcolor_to_rgba(argb);
    d.set_pixel_shader_constant_f(0, &[rgba]).unwrap();
    let v = [-1.0, 1.0, z, 3.0, 1.0, z, -1.0, -3.0, z];
    d.draw_primitive_up(PrimitiveType::TriangleList, 1, &float_bytes(&v), 12)
        .unwrap();
}

fn argb(d: &Device, s: SurfaceId) -> Vec<u32> {
    d.get_render_target_data(s)
        .unwrap()
        .chunks_exact(4)
        .map(|p| u32::from_le_bytes([p[0], p[1], p[2], p[3]]))
        .collect()
}

fn target(d: &mut Device, w: u32, h: u32) -> SurfaceId {
    d.create_render_target(w, h, Format::A8R8G8B8, MultiSampleType::None, 0, false)
        .unwrap()
}

/// A 2x2 target with a 4x4 depth-stencil surface: clears and draws reach
/// the target, depth tests use the surface's top-left part, and the clear
/// leaves the rest of the surface as it was.
#[test]
fn smaller_target_uses_the_top_left_of_the_depth_surface() {
    let mut d = setup();
    let ds = d
        .create_depth_stencil_surface(4, 4, Format::D24S8, MultiSampleType::None, 0, false)
        .unwrap();
    d.set_depth_stencil_surface(Some(ds)).unwrap();
    let big = target(&mut d, 4, 4);
    d.set_render_target(0, Some(big)).unwrap();
    d.clear(
        &[],
        ClearFlags::TARGET | ClearFlags::ZBUFFER,
        0xff00_0000,
        1.0,
        0,
    )
    .unwrap();

    let small = target(&mut d, 2, 2);
    d.set_render_target(0, Some(small)).unwrap();
    d.clear(
        &[],
        ClearFlags::TARGET | ClearFlags::ZBUFFER,
        0xff00_00ff,
        0.5,
        0,
    )
    .unwrap();
    assert!(argb(&d, small).iter().all(|&p| p == 0xff00_00ff));
    // Behind the cleared depth: nothing drawn; in front: drawn.
    draw(&mut d, 0.7, 0xffff_0000);
    assert!(argb(&d, small).iter().all(|&p| p == 0xff00_00ff));
    draw(&mut d, 0.3, 0xff00_ff00);
    assert!(argb(&d, small).iter().all(|&p| p == 0xff00_ff00));

    // Back on the 4x4 target: the depth surface holds 0.3 in its top-left
    // 2x2 and 1.0 elsewhere, so a draw at 0.5 reaches only the rest.
    d.set_render_target(0, Some(big)).unwrap();
    draw(&mut d, 0.5, 0xffff_ffff);
    let px = argb(&d, big);
    for y in 0..4 {
        for x in 0..4 {
            let want = if x < 2 && y < 2 {
                0xff00_0000
            } else {
                0xffff_ffff
            };
            assert_eq!(px[y * 4 + x], want, "pixel ({x}, {y})");
        }
    }
}

/// Render targets of different sizes with a larger depth-stencil surface:
/// a clear of a viewport larger than all of them covers each target whole
/// (SetRenderTarget(0) set the viewport to target 0's size; it is widened).
#[test]
fn clear_covers_each_target_of_its_own_size() {
    let mut d = setup();
    let ds = d
        .create_depth_stencil_surface(4, 4, Format::D16, MultiSampleType::None, 0, false)
        .unwrap();
    d.set_depth_stencil_surface(Some(ds)).unwrap();
    let a = target(&mut d, 1, 1);
    let b = target(&mut d, 1, 2);
    d.set_render_target(0, Some(a)).unwrap();
    d.set_render_target(1, Some(b)).unwrap();
    d.set_viewport(Viewport {
        x: 0,
        y: 0,
        width: 4,
        height: 4,
        min_z: 0.0,
        max_z: 1.0,
    })
    .unwrap();
    d.clear(
        &[],
        ClearFlags::TARGET | ClearFlags::ZBUFFER,
        0xffff_0000,
        0.5,
        0,
    )
    .unwrap();
    assert_eq!(argb(&d, a), [0xffff_0000]);
    assert_eq!(argb(&d, b), [0xffff_0000, 0xffff_0000]);
}
