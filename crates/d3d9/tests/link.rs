//! D3D9-style linking done by the device: pixel inputs the vertex shader
//! does not write, fog from the specular alpha, and user clip planes.

mod common;

use common::{float_bytes, pixels, wgsl_device};
use ninebridge_d3d9::*;

/// Writes position and the specular colour (location 9) only.
const VS: &str = r#"
struct Out { @builtin(position) pos: vec4<f32>, @location(9) specular: vec4<f32> }
@vertex fn main(@location(0) pos: vec4<f32>) -> Out {
    return Out(pos, vec4(0.0, 0.0, 0.0, 0.375));
}
"#;

/// Reads the fog factor (location 10) and texcoord 0 (location 0).
const PS: &str = r#"
@fragment fn main(@location(10) fog: f32, @location(0) tc: vec4<f32>) -> @location(0) vec4<f32> {
    return vec4(fog, tc.x, tc.w, 1.0);
}
"#;

fn setup() -> (Device, SurfaceId) {
    let mut d = wgsl_device();
    let rt = d
        .create_render_target(4, 2, Format::A32B32G32R32F, MultiSampleType::None, 0, false)
        .unwrap();
    d.set_render_target(0, Some(rt)).unwrap();
    let vs = d.create_vertex_shader(VS.as_bytes()).unwrap();
    let ps = d.create_pixel_shader(PS.as_bytes()).unwrap();
    d.set_vertex_shader(Some(vs)).unwrap();
    d.set_pixel_shader(Some(ps)).unwrap();
    let decl = d
        .create_vertex_declaration(&[VertexElement::new(
            0,
            0,
            DeclType::Float2,
            DeclUsage::Position,
            0,
        )])
        .unwrap();
    d.set_vertex_declaration(Some(decl)).unwrap();
    d.set_render_state(RenderState::CullMode, 1);
    d.color_fill(rt, 0).unwrap();
    (d, rt)
}

fn quad() -> Vec<u8> {
    float_bytes(&[-1.0f32, -1.0, -1.0, 3.0, 3.0, -1.0])
}

#[test]
fn unwritten_inputs_read_zero_and_fog_comes_from_specular_alpha() {
    let (mut d, rt) = setup();
    d.draw_primitive_up(PrimitiveType::TriangleList, 1, &quad(), 8)
        .unwrap();
    assert!(
        pixels(&d, rt).iter().all(|p| *p == [0.375, 0.0, 0.0, 1.0]),
        "{:?}",
        pixels(&d, rt)
    );
}

#[test]
fn clip_planes_cut_in_clip_space() {
    let (mut d, rt) = setup();
    // Keep x >= 0: the right half of the 4-pixel-wide target.
    d.set_clip_plane(0, [1.0, 0.0, 0.0, 0.0]).unwrap();
    d.set_render_state(RenderState::ClipPlaneEnable, 1);
    d.draw_primitive_up(PrimitiveType::TriangleList, 1, &quad(), 8)
        .unwrap();
    let row: Vec<f32> = pixels(&d, rt)[..4].iter().map(|p| p[0]).collect();
    assert_eq!(row, [0.0, 0.0, 0.375, 0.375]);
    // CLIPPING off ignores the planes.
    d.set_render_state(RenderState::Clipping, 0);
    d.draw_primitive_up(PrimitiveType::TriangleList, 1, &quad(), 8)
        .unwrap();
    assert!(pixels(&d, rt).iter().all(|p| p[0] == 0.375));
}

/// Writes a constant texcoord 0, with the half-pixel offset the translator
/// applies (D3D9 pixel centres).
const POINT_VS: &str = r#"
struct R { half_pixel: vec4<f32>, clip_planes: array<vec4<f32>, 6>, point: vec4<f32>, viewport: vec4<f32> }
@group(0) @binding(1) var<uniform> r: R;
struct Out { @builtin(position) pos: vec4<f32>, @location(0) tc: vec4<f32> }
@vertex fn main(@location(0) pos: vec4<f32>) -> Out {
    let p = pos + vec4(r.half_pixel.xy * pos.w, 0.0, 0.0);
    return Out(p, vec4(0.25, 0.75, 0.0, 1.0));
}
"#;

const POINT_PS: &str = r#"
@fragment fn main(@location(0) tc: vec4<f32>) -> @location(0) vec4<f32> {
    return vec4(tc.xy, 1.0, 1.0);
}
"#;

/// An 8x8 float target drawn by the point shaders, FLOAT2 positions.
fn point_setup() -> (Device, SurfaceId) {
    let mut d = wgsl_device();
    let rt = d
        .create_render_target(8, 8, Format::A32B32G32R32F, MultiSampleType::None, 0, false)
        .unwrap();
    d.set_render_target(0, Some(rt)).unwrap();
    let vs = d.create_vertex_shader(POINT_VS.as_bytes()).unwrap();
    let ps = d.create_pixel_shader(POINT_PS.as_bytes()).unwrap();
    d.set_vertex_shader(Some(vs)).unwrap();
    d.set_pixel_shader(Some(ps)).unwrap();
    let decl = d
        .create_vertex_declaration(&[VertexElement::new(
            0,
            0,
            DeclType::Float2,
            DeclUsage::Position,
            0,
        )])
        .unwrap();
    d.set_vertex_declaration(Some(decl)).unwrap();
    (d, rt)
}

#[test]
fn points_are_squares_of_the_point_size_and_sprites_get_texcoords() {
    let (mut d, rt) = point_setup();
    d.color_fill(rt, 0).unwrap();
    let centre = float_bytes(&[0.0f32, 0.0]);
    // A 4-pixel point at the centre (window 4, 4) covers D3D9 pixel
    // centres 2..5.
    d.set_render_state(RenderState::PointSize, 4.0f32.to_bits());
    d.draw_primitive_up(PrimitiveType::PointList, 1, &centre, 8)
        .unwrap();
    let px = pixels(&d, rt);
    let covered: Vec<bool> = (0..8).map(|x| px[4 * 8 + x][2] == 1.0).collect();
    assert_eq!(
        covered,
        [false, false, true, true, true, true, false, false]
    );
    assert_eq!(
        px[4 * 8 + 3],
        [0.25, 0.75, 1.0, 1.0],
        "no sprite: the shader's texcoord"
    );
    // Sprites: texcoords run 0..1 over the square, (0, 0) at the top left.
    d.color_fill(rt, 0).unwrap();
    d.set_render_state(RenderState::PointSpriteEnable, 1);
    d.draw_primitive_up(PrimitiveType::PointList, 1, &centre, 8)
        .unwrap();
    let px = pixels(&d, rt);
    assert_eq!(px[2 * 8 + 2], [0.0, 0.0, 1.0, 1.0]);
    assert_eq!(px[5 * 8 + 5], [0.75, 0.75, 1.0, 1.0]);
    // POINTSIZE_MAX clamps: 1-pixel points again.
    d.color_fill(rt, 0).unwrap();
    d.set_render_state(RenderState::PointSpriteEnable, 0);
    d.set_render_state(RenderState::PointSizeMax, 1.0f32.to_bits());
    d.draw_primitive_up(PrimitiveType::PointList, 1, &centre, 8)
        .unwrap();
    assert_eq!(pixels(&d, rt).iter().filter(|p| p[2] == 1.0).count(), 1);
}

/// Values are uniforms, not key bits: moving a clip plane, resizing points
/// or changing the viewport creates no module and no pipeline (issue 10),
/// and the new values still take effect.
#[test]
fn plane_point_size_and_viewport_values_compile_nothing() {
    let (mut d, rt) = setup();
    d.set_clip_plane(0, [1.0, 0.0, 0.0, 0.0]).unwrap();
    d.set_render_state(RenderState::ClipPlaneEnable, 1);
    d.draw_primitive_up(PrimitiveType::TriangleList, 1, &quad(), 8)
        .unwrap();
    let (pipelines, modules) = (d.pipeline_count(), d.derived_shader_count());
    // Keep x <= 0 now: the left half.
    d.set_clip_plane(0, [-1.0, 0.0, 0.0, 0.0]).unwrap();
    d.color_fill(rt, 0).unwrap();
    d.draw_primitive_up(PrimitiveType::TriangleList, 1, &quad(), 8)
        .unwrap();
    let row: Vec<f32> = pixels(&d, rt)[..4].iter().map(|p| p[0]).collect();
    assert_eq!(row, [0.375, 0.375, 0.0, 0.0]);
    d.set_viewport(Viewport {
        x: 0,
        y: 0,
        width: 2,
        height: 2,
        min_z: 0.0,
        max_z: 1.0,
    })
    .unwrap();
    d.draw_primitive_up(PrimitiveType::TriangleList, 1, &quad(), 8)
        .unwrap();
    assert_eq!(d.pipeline_count(), pipelines);
    assert_eq!(d.derived_shader_count(), modules);
}

#[test]
fn point_sizes_compile_nothing() {
    let (mut d, rt) = point_setup();
    let centre = float_bytes(&[0.0f32, 0.0]);
    d.set_render_state(RenderState::PointSize, 4.0f32.to_bits());
    d.draw_primitive_up(PrimitiveType::PointList, 1, &centre, 8)
        .unwrap();
    let (pipelines, modules) = (d.pipeline_count(), d.derived_shader_count());
    // A 2-pixel point now covers D3D9 pixel centres 3..4 only.
    d.color_fill(rt, 0).unwrap();
    d.set_render_state(RenderState::PointSize, 2.0f32.to_bits());
    d.draw_primitive_up(PrimitiveType::PointList, 1, &centre, 8)
        .unwrap();
    let px = pixels(&d, rt);
    let covered: Vec<bool> = (0..8).map(|x| px[4 * 8 + x][2] == 1.0).collect();
    assert_eq!(
        covered,
        [false, false, false, true, true, false, false, false]
    );
    assert_eq!(d.pipeline_count(), pipelines);
    assert_eq!(d.derived_shader_count(), modules);
}
