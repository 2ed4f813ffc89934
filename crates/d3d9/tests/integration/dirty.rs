//! Dirty tracking: a draw reuses what the previous one resolved until a
//! setter changes something it depends on. Each test draws, changes one
//! thing only, draws again, and checks that the change reached the pixels
//! (a stale pipeline, bind group, buffer or uniform would keep the old
//! picture), and that setting a value equal to the held one rebuilds
//! nothing.

use crate::common;

use common::{bytecode_device, bytes, float_bytes, pixels};
use ninebridge_d3d9::*;

/// A 4x4 float target; the VS passes position (FLOAT2) and colour (FLOAT4)
/// through, the PS outputs the colour times c0 plus texture stage 0.
fn setup() -> (Device, SurfaceId) {
    let mut d = bytecode_device();
    let rt = d
        .create_render_target(4, 4, Format::A32B32G32R32F, MultiSampleType::None, 0, false)
        .unwrap();
    d.set_render_target(0, Some(rt)).unwrap();
    let vs = d
        .create_vertex_shader(&bytes(
            "vs_2_0\ndcl_position v0\ndcl_color v1\nmov oPos, v0\nmov oD0, v1\nmov oT0, c0\n",
        ))
        .unwrap();
    let ps = d
        .create_pixel_shader(&bytes(
            "ps_2_0\ndcl v0\ndcl t0.xy\ndcl_2d s0\ntexld r0, t0, s0\nmad r0, v0, c0, r0\nmov oC0, r0\n",
        ))
        .unwrap();
    d.set_vertex_shader(Some(vs)).unwrap();
    d.set_pixel_shader(Some(ps)).unwrap();
    let decl = d
        .create_vertex_declaration(&[
            VertexElement::new(0, 0, DeclType::Float2, DeclUsage::Position, 0),
            VertexElement::new(0, 8, DeclType::Float4, DeclUsage::Color, 0),
        ])
        .unwrap();
    d.set_vertex_declaration(Some(decl)).unwrap();
    d.set_render_state(RenderState::CullMode, 1);
    d.set_pixel_shader_constant_f(0, &[[1.0; 4]]).unwrap();
    // Stage 0 adds nothing unless a test binds another texture.
    let zero = texture(&mut d, [0.0; 4]);
    d.set_texture(0, Some(zero)).unwrap();
    (d, rt)
}

/// A triangle over the whole target in one colour.
fn triangle(color: [f32; 4]) -> Vec<u8> {
    let pos = [[-1.0f32, 1.0], [3.0, 1.0], [-1.0, -3.0]];
    let mut out = Vec::new();
    for p in pos {
        out.extend(float_bytes(&p));
        out.extend(float_bytes(&color));
    }
    out
}

/// A 1x1 A32B32G32R32F texture of `texel` (bytes in R, G, B, A order).
fn texture(d: &mut Device, texel: [f32; 4]) -> TextureId {
    let t = d
        .create_texture(
            1,
            1,
            1,
            Usage::empty(),
            Format::A32B32G32R32F,
            Pool::Managed,
        )
        .unwrap();
    d.lock_rect(t, 0, None, LockFlags::empty())
        .unwrap()
        .bits
        .copy_from_slice(&float_bytes(&texel));
    d.unlock_rect(t, 0).unwrap();
    t
}

fn pixel(d: &Device, rt: SurfaceId) -> [f32; 4] {
    let p = pixels(d, rt);
    assert!(p.iter().all(|q| *q == p[0]), "uniform picture");
    p[0]
}

#[test]
fn each_user_pointer_draw_uses_its_own_vertices() {
    let (mut d, rt) = setup();
    let red = triangle([1.0, 0.0, 0.0, 1.0]);
    let green = triangle([0.0, 1.0, 0.0, 1.0]);
    d.draw_primitive_up(PrimitiveType::TriangleList, 1, &red, 24)
        .unwrap();
    assert_eq!(pixel(&d, rt), [1.0, 0.0, 0.0, 1.0]);
    d.draw_primitive_up(PrimitiveType::TriangleList, 1, &green, 24)
        .unwrap();
    assert_eq!(pixel(&d, rt), [0.0, 1.0, 0.0, 1.0]);
}

#[test]
fn a_new_buffer_on_a_stream_of_the_same_stride_is_drawn() {
    let (mut d, rt) = setup();
    let mut buffers = Vec::new();
    for color in [[1.0, 0.0, 0.0, 1.0], [0.0, 0.0, 1.0, 1.0]] {
        let data = triangle(color);
        let vb = d
            .create_vertex_buffer(data.len() as u32, Usage::WRITEONLY, 0, Pool::Default)
            .unwrap();
        d.lock_vertex_buffer(vb, 0, 0, LockFlags::empty())
            .unwrap()
            .copy_from_slice(&data);
        d.unlock_vertex_buffer(vb).unwrap();
        buffers.push(vb);
    }
    d.set_stream_source(0, Some(buffers[0]), 0, 24).unwrap();
    d.draw_primitive(PrimitiveType::TriangleList, 0, 1).unwrap();
    assert_eq!(pixel(&d, rt), [1.0, 0.0, 0.0, 1.0]);
    d.set_stream_source(0, Some(buffers[1]), 0, 24).unwrap();
    d.draw_primitive(PrimitiveType::TriangleList, 0, 1).unwrap();
    assert_eq!(pixel(&d, rt), [0.0, 0.0, 1.0, 1.0]);
}

#[test]
fn only_the_declaration_changes() {
    // The same bytes read through two declarations: colour from offset 8,
    // then from offset 24 (another colour in the same vertex).
    let (mut d, rt) = setup();
    let mut data = Vec::new();
    for p in [[-1.0f32, 1.0], [3.0, 1.0], [-1.0, -3.0]] {
        data.extend(float_bytes(&p));
        data.extend(float_bytes(&[1.0, 0.0, 0.0, 0.0]));
        data.extend(float_bytes(&[0.0, 0.0, 1.0, 0.0]));
    }
    let other = d
        .create_vertex_declaration(&[
            VertexElement::new(0, 0, DeclType::Float2, DeclUsage::Position, 0),
            VertexElement::new(0, 24, DeclType::Float4, DeclUsage::Color, 0),
        ])
        .unwrap();
    d.draw_primitive_up(PrimitiveType::TriangleList, 1, &data, 40)
        .unwrap();
    assert_eq!(pixel(&d, rt), [1.0, 0.0, 0.0, 0.0]);
    d.set_vertex_declaration(Some(other)).unwrap();
    d.draw_primitive_up(PrimitiveType::TriangleList, 1, &data, 40)
        .unwrap();
    assert_eq!(pixel(&d, rt), [0.0, 0.0, 1.0, 0.0]);
}

#[test]
fn only_the_texture_changes() {
    let (mut d, rt) = setup();
    let a = texture(&mut d, [0.25, 0.0, 0.0, 0.0]);
    let b = texture(&mut d, [0.0, 0.5, 0.0, 0.0]);
    let black = triangle([0.0; 4]);
    d.set_texture(0, Some(a)).unwrap();
    d.draw_primitive_up(PrimitiveType::TriangleList, 1, &black, 24)
        .unwrap();
    assert_eq!(pixel(&d, rt), [0.25, 0.0, 0.0, 0.0]);
    d.set_texture(0, Some(b)).unwrap();
    d.draw_primitive_up(PrimitiveType::TriangleList, 1, &black, 24)
        .unwrap();
    assert_eq!(pixel(&d, rt), [0.0, 0.5, 0.0, 0.0]);
    d.set_texture(0, None).unwrap();
    d.draw_primitive_up(PrimitiveType::TriangleList, 1, &black, 24)
        .unwrap();
    assert_eq!(
        pixel(&d, rt),
        [0.0, 0.0, 0.0, 1.0],
        "an unbound stage reads (0, 0, 0, 1)"
    );
}

#[test]
fn only_constants_change() {
    let (mut d, rt) = setup();
    let white = triangle([1.0; 4]);
    d.set_pixel_shader_constant_f(0, &[[0.5, 0.25, 0.0, 1.0]])
        .unwrap();
    d.draw_primitive_up(PrimitiveType::TriangleList, 1, &white, 24)
        .unwrap();
    assert_eq!(pixel(&d, rt), [0.5, 0.25, 0.0, 1.0]);
    d.set_pixel_shader_constant_f(0, &[[0.0, 0.75, 1.0, 0.5]])
        .unwrap();
    d.draw_primitive_up(PrimitiveType::TriangleList, 1, &white, 24)
        .unwrap();
    assert_eq!(pixel(&d, rt), [0.0, 0.75, 1.0, 0.5]);
}

#[test]
fn only_a_blend_state_changes() {
    // An 8-bit target (float targets do not blend everywhere).
    let (mut d, _) = setup();
    let rt = d
        .create_render_target(4, 4, Format::A8R8G8B8, MultiSampleType::None, 0, false)
        .unwrap();
    d.set_render_target(0, Some(rt)).unwrap();
    let first_byte = |d: &Device| d.get_render_target_data(rt).unwrap()[0];
    let half = triangle([0.5, 0.5, 0.5, 0.5]);
    d.color_fill(rt, 0).unwrap();
    d.set_render_state(RenderState::SrcBlend, 2); // ONE
    d.set_render_state(RenderState::DestBlend, 2); // ONE
    d.draw_primitive_up(PrimitiveType::TriangleList, 1, &half, 24)
        .unwrap();
    assert!(first_byte(&d).abs_diff(128) <= 1, "blending is off");
    let pipelines = d.pipeline_count();
    d.set_render_state(RenderState::AlphaBlendEnable, 1);
    d.draw_primitive_up(PrimitiveType::TriangleList, 1, &half, 24)
        .unwrap();
    assert_eq!(first_byte(&d), 255, "ONE + ONE adds");
    assert_eq!(d.pipeline_count(), pipelines + 1);
    // Back to the first pipeline: taken from the cache.
    d.set_render_state(RenderState::AlphaBlendEnable, 0);
    d.draw_primitive_up(PrimitiveType::TriangleList, 1, &half, 24)
        .unwrap();
    assert!(first_byte(&d).abs_diff(128) <= 1);
    assert_eq!(d.pipeline_count(), pipelines + 1);
}

#[test]
fn only_a_fog_value_changes() {
    // The fog colour lives in the pixel renderer block: a new value must
    // reach the shader without any other change.
    let (mut d, rt) = setup();
    let black = triangle([0.0, 0.0, 0.0, 1.0]);
    d.set_render_state(RenderState::FogEnable, 1);
    d.set_render_state(RenderState::FogTableMode, 3); // LINEAR table fog
    d.set_render_state(RenderState::FogStart, 0.0f32.to_bits());
    d.set_render_state(RenderState::FogEnd, 0.0f32.to_bits());
    d.set_render_state(RenderState::FogColor, 0xffff_0000);
    d.draw_primitive_up(PrimitiveType::TriangleList, 1, &black, 24)
        .unwrap();
    let red = pixel(&d, rt);
    assert_eq!(red[0], 1.0, "{red:?}");
    d.set_render_state(RenderState::FogColor, 0xff00_00ff);
    d.draw_primitive_up(PrimitiveType::TriangleList, 1, &black, 24)
        .unwrap();
    let blue = pixel(&d, rt);
    assert_eq!((blue[0], blue[2]), (0.0, 1.0), "{blue:?}");
}

#[test]
fn setting_held_values_again_rebuilds_nothing() {
    let (mut d, _rt) = setup();
    let t = texture(&mut d, [0.0; 4]);
    let white = triangle([1.0; 4]);
    d.set_texture(0, Some(t)).unwrap();
    d.draw_primitive_up(PrimitiveType::TriangleList, 1, &white, 24)
        .unwrap();
    let (pipelines, derived) = (d.pipeline_count(), d.derived_shader_count());
    let uniform_bytes = d.batch_stats().uniform_bytes;
    // The same values again: no new pipeline, module, or uniform upload for
    // the pixel constants (the vertex-side upload is from the UP stream).
    d.set_texture(0, Some(t)).unwrap();
    d.set_render_state(RenderState::CullMode, 1);
    d.set_pixel_shader_constant_f(0, &[[1.0; 4]]).unwrap();
    d.set_sampler_state(0, SamplerState::MagFilter, 1).unwrap();
    d.draw_primitive_up(PrimitiveType::TriangleList, 1, &white, 24)
        .unwrap();
    assert_eq!(d.pipeline_count(), pipelines);
    assert_eq!(d.derived_shader_count(), derived);
    assert_eq!(
        d.batch_stats().uniform_bytes,
        uniform_bytes,
        "no constants were written again"
    );
}

#[test]
fn a_sampler_change_is_not_hidden_by_groups_remembered_per_texture() {
    // Two 8-bit textures of grey 0x80: read linearly 128/255, read as sRGB
    // about 0.2158 (the sRGB curve at 0.502).
    let (mut d, rt) = setup();
    let grey = |d: &mut Device| {
        let t = d
            .create_texture(1, 1, 1, Usage::empty(), Format::A8R8G8B8, Pool::Managed)
            .unwrap();
        d.lock_rect(t, 0, None, LockFlags::empty())
            .unwrap()
            .bits
            .copy_from_slice(&[0x80, 0x80, 0x80, 0x80]);
        d.unlock_rect(t, 0).unwrap();
        t
    };
    let (a, b) = (grey(&mut d), grey(&mut d));
    let black = triangle([0.0; 4]);
    let draw_with = |d: &mut Device, t| {
        d.set_texture(0, Some(t)).unwrap();
        d.draw_primitive_up(PrimitiveType::TriangleList, 1, &black, 24)
            .unwrap();
        pixel(d, rt)[0]
    };
    let linear = 128.0 / 255.0;
    assert!((draw_with(&mut d, a) - linear).abs() < 1e-3);
    assert!((draw_with(&mut d, b) - linear).abs() < 1e-3);
    d.set_sampler_state(0, SamplerState::SrgbTexture, 1)
        .unwrap();
    for t in [a, b, a] {
        let v = draw_with(&mut d, t);
        assert!((v - 0.2158).abs() < 2e-3, "sRGB read {v}");
    }
}

#[test]
fn the_vertex_range_follows_the_bound_buffer_and_offset() {
    // Two triangles (6 vertices of 24 bytes) in a buffer of 144 bytes:
    // draws inside pass, a draw past the end fails on its own, and moving
    // the stream's offset or binding a smaller buffer moves the limit.
    let (mut d, rt) = setup();
    let mut data = triangle([1.0, 0.0, 0.0, 1.0]);
    data.extend(triangle([0.0, 1.0, 0.0, 1.0]));
    let vb = d
        .create_vertex_buffer(data.len() as u32, Usage::WRITEONLY, 0, Pool::Default)
        .unwrap();
    d.lock_vertex_buffer(vb, 0, 0, LockFlags::empty())
        .unwrap()
        .copy_from_slice(&data);
    d.unlock_vertex_buffer(vb).unwrap();
    d.set_stream_source(0, Some(vb), 0, 24).unwrap();
    d.draw_primitive(PrimitiveType::TriangleList, 3, 1).unwrap();
    assert_eq!(pixel(&d, rt), [0.0, 1.0, 0.0, 1.0]);
    let err = d
        .draw_primitive(PrimitiveType::TriangleList, 4, 1)
        .unwrap_err();
    assert_eq!(err.hresult(), HResult::D3DERR_INVALIDCALL);
    assert!(err.to_string().contains("holds 144"), "{err}");
    // The failed draw recorded nothing; the next one inside still draws.
    d.draw_primitive(PrimitiveType::TriangleList, 0, 1).unwrap();
    assert_eq!(pixel(&d, rt), [1.0, 0.0, 0.0, 1.0]);
    // From byte 72 the buffer holds three vertices: vertex 3 is past it.
    d.set_stream_source(0, Some(vb), 72, 24).unwrap();
    d.draw_primitive(PrimitiveType::TriangleList, 0, 1).unwrap();
    assert_eq!(pixel(&d, rt), [0.0, 1.0, 0.0, 1.0]);
    let err = d
        .draw_primitive(PrimitiveType::TriangleList, 1, 1)
        .unwrap_err();
    assert!(err.to_string().contains("holds 72"), "{err}");
    // A smaller buffer of the same stride: one triangle.
    let small = d
        .create_vertex_buffer(72, Usage::WRITEONLY, 0, Pool::Default)
        .unwrap();
    d.lock_vertex_buffer(small, 0, 0, LockFlags::empty())
        .unwrap()
        .copy_from_slice(&data[..72]);
    d.unlock_vertex_buffer(small).unwrap();
    d.set_stream_source(0, Some(small), 0, 24).unwrap();
    assert!(d.draw_primitive(PrimitiveType::TriangleList, 1, 1).is_err());
    d.draw_primitive(PrimitiveType::TriangleList, 0, 1).unwrap();
    assert_eq!(pixel(&d, rt), [1.0, 0.0, 0.0, 1.0]);
}
