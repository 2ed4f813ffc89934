//! D3D9-style linking done by the device: pixel inputs the vertex shader
//! does not write, fog from the specular alpha, user clip planes, and
//! vs_3_0/ps_3_0 varyings paired by semantic whatever their usage.

use crate::common;

use common::{bytecode_device, bytes, float_bytes, pixels, wgsl_device};
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

/// An 8x8 float target cleared to 0 on a device with the real translator,
/// culling and depth off, with the pixel shader `ps`.
fn bytecode_setup(ps: &str) -> (Device, SurfaceId) {
    let mut d = bytecode_device();
    let rt = d
        .create_render_target(8, 8, Format::A32B32G32R32F, MultiSampleType::None, 0, false)
        .unwrap();
    d.set_render_target(0, Some(rt)).unwrap();
    let ps = d.create_pixel_shader(&bytes(ps)).unwrap();
    d.set_pixel_shader(Some(ps)).unwrap();
    d.set_render_state(RenderState::CullMode, 1);
    d.set_render_state(RenderState::ZEnable, 0);
    d.color_fill(rt, 0).unwrap();
    (d, rt)
}

/// FLOAT2 positions, the declaration of the vs_3_0 tests.
fn position_declaration(d: &mut Device) {
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
}

/// A ps_3_0 shader outputting `sum_k v_k * select_k`, the selectors in
/// `c0.xyzw`, `c1.xy`, reading the six `dcl`s given, in register order.
fn selecting_ps(dcls: [&str; 6]) -> String {
    let mut asm = String::from("ps_3_0\n");
    for (reg, dcl) in dcls.iter().enumerate() {
        asm += &format!("dcl_{dcl} v{reg}\n");
    }
    asm += "mul r0, v0, c0.x\nmad r0, v1, c0.y, r0\nmad r0, v2, c0.z, r0\n\
            mad r0, v3, c0.w, r0\nmad r0, v4, c1.x, r0\nmad r0, v5, c1.y, r0\nmov oC0, r0\n";
    asm
}

/// What the pixel shader of [`selecting_ps`] reads from input `k` over the
/// whole target (each input must be the same everywhere).
fn read_input(d: &mut Device, rt: SurfaceId, k: usize, draw: &dyn Fn(&mut Device)) -> [f32; 4] {
    let mut select = [[0.0f32; 4]; 2];
    select[k / 4][k % 4] = 1.0;
    d.set_pixel_shader_constant_f(0, &select).unwrap();
    d.color_fill(rt, 0).unwrap();
    draw(d);
    let px = pixels(d, rt);
    assert!(px.iter().all(|p| *p == px[0]), "input {k}: {px:?}");
    px[0]
}

/// D3D9 pairs vs_3_0 outputs with ps_3_0 inputs by (usage, usage index)
/// for every usage, and an input no output feeds reads 0. Here the vertex
/// shader writes TEXCOORD0 (not read), TEXCOORD1, BLENDINDICES0,
/// TEXCOORD9, COLOR2 and DEPTH0, each a distinct constant; the pixel
/// shader reads TEXCOORD1, TEXCOORD2 (not written), BLENDINDICES0,
/// TEXCOORD9, COLOR2 and DEPTH0, so four of its six inputs are semantics
/// outside the common set.
#[test]
fn vs_3_0_outputs_reach_ps_3_0_inputs_of_the_same_semantic() {
    let first_ps = selecting_ps([
        "texcoord1",
        "texcoord2",
        "blendindices",
        "texcoord9",
        "color2",
        "depth",
    ]);
    let (mut d, rt) = bytecode_setup(&first_ps);
    let vs = d
        .create_vertex_shader(&bytes(
            "vs_3_0\ndcl_position v0\ndcl_position o0\ndcl_texcoord0 o1\ndcl_texcoord1 o2\n\
             dcl_blendindices o3\ndcl_texcoord9 o4\ndcl_color2 o5\ndcl_depth o6\n\
             def c1, 9.0, 9.5, 10.0, 10.5\ndef c2, 0.125, 0.25, 0.375, 0.5\n\
             def c3, 0.625, 0.75, 0.875, 1.0\ndef c4, 1.5, 1.75, 2.0, 2.25\n\
             def c5, 2.5, 2.75, 3.0, 3.25\ndef c6, 4.5, 4.75, 5.0, 5.25\n\
             mov o0, v0\nmov o1, c1\nmov o2, c2\nmov o3, c3\nmov o4, c4\nmov o5, c5\nmov o6, c6\n",
        ))
        .unwrap();
    d.set_vertex_shader(Some(vs)).unwrap();
    position_declaration(&mut d);
    let draw = |d: &mut Device| {
        d.draw_primitive_up(PrimitiveType::TriangleList, 1, &quad(), 8)
            .unwrap()
    };
    let read: Vec<[f32; 4]> = (0..6).map(|k| read_input(&mut d, rt, k, &draw)).collect();
    assert_eq!(
        read,
        vec![
            [0.125, 0.25, 0.375, 0.5], // TEXCOORD1
            [0.0; 4],                  // TEXCOORD2: no output, reads 0
            [0.625, 0.75, 0.875, 1.0], // BLENDINDICES0
            [1.5, 1.75, 2.0, 2.25],    // TEXCOORD9
            [2.5, 2.75, 3.0, 3.25],    // COLOR2
            [4.5, 4.75, 5.0, 5.25],    // DEPTH0
        ]
    );
    // Another pixel shader reads DEPTH0 where the first read BLENDINDICES0
    // (location 0): the same vertex shader links differently for it, and
    // again as before for the first one.
    let first = d.create_pixel_shader(&bytes(&first_ps)).unwrap();
    let depth_only = d
        .create_pixel_shader(&bytes("ps_3_0\ndcl_depth v0\nmov oC0, v0\n"))
        .unwrap();
    d.set_pixel_shader(Some(depth_only)).unwrap();
    assert_eq!(read_input(&mut d, rt, 0, &draw), [4.5, 4.75, 5.0, 5.25]);
    d.set_pixel_shader(Some(first)).unwrap();
    assert_eq!(read_input(&mut d, rt, 2, &draw), [0.625, 0.75, 0.875, 1.0]);
}

/// D3D9 drops the vertex outputs the pixel shader does not read, whatever
/// their semantic: a vs_3_0 shader writing BLENDINDICES0, COLOR2 and
/// DEPTH0 draws with pixel shaders reading only TEXCOORD0 (ps_3_0 and
/// ps_2_0).
#[test]
fn unread_outputs_of_any_semantic_are_dropped() {
    for ps in [
        "ps_3_0\ndcl_texcoord0 v0\nmov oC0, v0\n",
        "ps_2_0\ndcl t0\nmov oC0, t0\n",
    ] {
        let (mut d, rt) = bytecode_setup(ps);
        let vs = d
            .create_vertex_shader(&bytes(
                "vs_3_0\ndcl_position v0\ndcl_position o0\ndcl_blendindices o1\n\
                 dcl_texcoord0 o2\ndcl_color2 o3\ndcl_depth o4\n\
                 def c1, 0.25, 0.5, 0.75, 1.0\ndef c2, 2.0, 3.0, 4.0, 5.0\n\
                 mov o0, v0\nmov o1, c2\nmov o2, c1\nmov o3, c2\nmov o4, c2\n",
            ))
            .unwrap();
        d.set_vertex_shader(Some(vs)).unwrap();
        position_declaration(&mut d);
        d.draw_primitive_up(PrimitiveType::TriangleList, 1, &quad(), 8)
            .unwrap();
        let px = pixels(&d, rt);
        assert!(
            px.iter().all(|p| *p == [0.25, 0.5, 0.75, 1.0]),
            "{ps}: {px:?}"
        );
    }
}

/// Pre-transformed vertices (`POSITIONT`, no vertex shader) give a ps_3_0
/// shader every element of the declaration by semantic: BLENDINDICES0,
/// DEPTH0, TEXCOORD0 and COLOR2 here; TEXCOORD9 and NORMAL0 are not in
/// the declaration and read 0.
#[test]
fn pretransformed_elements_of_any_semantic_reach_ps_3_0() {
    let (mut d, rt) = bytecode_setup(&selecting_ps([
        "blendindices",
        "texcoord9",
        "depth",
        "texcoord0",
        "normal",
        "color2",
    ]));
    let usages = [
        DeclUsage::BlendIndices,
        DeclUsage::Depth,
        DeclUsage::TexCoord,
        DeclUsage::Color,
    ];
    let mut elements = vec![VertexElement::new(
        0,
        0,
        DeclType::Float4,
        DeclUsage::PositionT,
        0,
    )];
    for (k, usage) in usages.iter().enumerate() {
        let index = if *usage == DeclUsage::Color { 2 } else { 0 };
        elements.push(VertexElement::new(
            0,
            16 + 16 * k as u16,
            DeclType::Float4,
            *usage,
            index,
        ));
    }
    let decl = d.create_vertex_declaration(&elements).unwrap();
    d.set_vertex_declaration(Some(decl)).unwrap();
    let values = [
        [0.125, 0.25, 0.375, 0.5],
        [0.625, 0.75, 0.875, 1.0],
        [1.5, 1.75, 2.0, 2.25],
        [2.5, 2.75, 3.0, 3.25],
    ];
    let mut vertices = Vec::new();
    for (x, y) in [(-0.5f32, -0.5f32), (7.5, -0.5), (-0.5, 7.5), (7.5, 7.5)] {
        vertices.extend(float_bytes(&[x, y, 0.5, 1.0]));
        for v in &values {
            vertices.extend(float_bytes(v));
        }
    }
    let draw = |d: &mut Device| {
        d.draw_primitive_up(PrimitiveType::TriangleStrip, 2, &vertices, 80)
            .unwrap()
    };
    let read: Vec<[f32; 4]> = (0..6).map(|k| read_input(&mut d, rt, k, &draw)).collect();
    assert_eq!(
        read,
        vec![
            values[0], // BLENDINDICES0
            [0.0; 4],  // TEXCOORD9: not in the declaration
            values[1], // DEPTH0
            values[2], // TEXCOORD0
            [0.0; 4],  // NORMAL0: not in the declaration
            values[3], // COLOR2
        ]
    );
}

/// A point sprite replaces the texture coordinates only: BLENDINDICES0,
/// which the pixel shader reads at the location TEXCOORD0 would have (it
/// reads no TEXCOORD0), keeps the vertex shader's value.
#[test]
fn point_sprites_replace_texcoords_but_not_other_semantics() {
    let (mut d, rt) = bytecode_setup(
        "ps_3_0\ndcl_blendindices v0\ndcl_texcoord1 v1\nmov r0.xy, v0\nmov r0.zw, v1.xyxy\n\
         mov oC0, r0\n",
    );
    let vs = d
        .create_vertex_shader(&bytes(
            "vs_3_0\ndcl_position v0\ndcl_position o0\ndcl_blendindices o1\ndcl_texcoord1 o2\n\
             def c1, 0.25, 0.75, 0.0, 0.0\ndef c2, 5.0, 5.0, 5.0, 5.0\n\
             mov o0, v0\nmov o1, c1\nmov o2, c2\n",
        ))
        .unwrap();
    d.set_vertex_shader(Some(vs)).unwrap();
    position_declaration(&mut d);
    d.set_render_state(RenderState::PointSize, 4.0f32.to_bits());
    d.set_render_state(RenderState::PointSpriteEnable, 1);
    d.draw_primitive_up(PrimitiveType::PointList, 1, &float_bytes(&[0.0f32, 0.0]), 8)
        .unwrap();
    let px = pixels(&d, rt);
    // The 4-pixel point covers D3D9 pixel centres 2..5 in both directions.
    for y in 2..6 {
        for x in 2..6 {
            let p = px[y * 8 + x];
            assert_eq!([p[0], p[1]], [0.25, 0.75], "BLENDINDICES0 at ({x}, {y})");
            assert!(
                (0.0..=1.0).contains(&p[2]) && (0.0..=1.0).contains(&p[3]),
                "TEXCOORD1 at ({x}, {y}) is the sprite's: {p:?}"
            );
        }
    }
    // Sprite coordinates grow to the right and down.
    assert!(px[2 * 8 + 2][2] < px[2 * 8 + 5][2] && px[2 * 8 + 2][3] < px[5 * 8 + 2][3]);
}
