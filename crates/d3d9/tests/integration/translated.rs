//! The device with the real translator (`BytecodeTranslator`), on shaders
//! from the project's assembler: flat shading, the alpha test and vertex
//! fog, as D3D9 applies them around the shaders.

use crate::common;

use common::{bytecode_device, bytes, float_bytes, pixels};
use ninebridge_d3d9::*;

/// Position (FLOAT2) and colour (FLOAT4) per vertex; the VS writes oD0 and
/// oFog = c0.x; the PS outputs v0.
fn setup() -> (Device, SurfaceId) {
    setup_on(bytecode_device())
}

/// [`setup`] on the device `d`.
fn setup_on(mut d: Device) -> (Device, SurfaceId) {
    let rt = d
        .create_render_target(8, 8, Format::A32B32G32R32F, MultiSampleType::None, 0, false)
        .unwrap();
    d.set_render_target(0, Some(rt)).unwrap();
    let vs = d
        .create_vertex_shader(&bytes(
            "vs_2_0\ndcl_position v0\ndcl_color v1\nmov oPos, v0\nmov oD0, v1\nmov oFog, c0.x\n",
        ))
        .unwrap();
    let ps = d
        .create_pixel_shader(&bytes("ps_2_0\ndcl v0\nmov oC0, v0\n"))
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
    d.set_vertex_shader_constant_f(0, &[[1.0, 0.0, 0.0, 0.0]])
        .unwrap();
    d.color_fill(rt, 0).unwrap();
    (d, rt)
}

/// A triangle over the target: red, green, blue corners (alpha 0.25, 0.5, 1).
fn triangle() -> Vec<u8> {
    let v: [[f32; 6]; 3] = [
        [-1.0, 1.0, 1.0, 0.0, 0.0, 0.25],
        [3.0, 1.0, 0.0, 1.0, 0.0, 0.5],
        [-1.0, -3.0, 0.0, 0.0, 1.0, 1.0],
    ];
    float_bytes(v.iter().flatten())
}

#[test]
fn flat_shading_takes_the_first_vertex() {
    let (mut d, rt) = setup();
    d.draw_primitive_up(PrimitiveType::TriangleList, 1, &triangle(), 24)
        .unwrap();
    let smooth = pixels(&d, rt);
    assert_ne!(smooth[7 * 8 + 7], smooth[0], "Gouraud interpolates");
    d.set_render_state(RenderState::ShadeMode, 1);
    d.draw_primitive_up(PrimitiveType::TriangleList, 1, &triangle(), 24)
        .unwrap();
    assert!(
        pixels(&d, rt).iter().all(|p| *p == [1.0, 0.0, 0.0, 0.25]),
        "{:?}",
        pixels(&d, rt)[63]
    );
}

#[test]
fn alpha_test_compares_with_alpharef() {
    let (mut d, rt) = setup();
    d.set_render_state(RenderState::ShadeMode, 1);
    d.set_render_state(RenderState::AlphaTestEnable, 1);
    d.set_render_state(RenderState::AlphaFunc, CmpFunc::Greater.to_d3d());
    d.set_render_state(RenderState::AlphaRef, 0x80);
    // Alpha 0.25 is not greater than 128/255: nothing is written.
    d.draw_primitive_up(PrimitiveType::TriangleList, 1, &triangle(), 24)
        .unwrap();
    assert!(pixels(&d, rt).iter().all(|p| *p == [0.0; 4]));
    d.set_render_state(RenderState::AlphaRef, 0x20);
    d.draw_primitive_up(PrimitiveType::TriangleList, 1, &triangle(), 24)
        .unwrap();
    assert!(pixels(&d, rt).iter().all(|p| *p == [1.0, 0.0, 0.0, 0.25]));
}

#[test]
fn vertex_fog_blends_the_fog_colour() {
    let (mut d, rt) = setup();
    d.set_render_state(RenderState::ShadeMode, 1);
    d.set_render_state(RenderState::FogEnable, 1);
    d.set_render_state(RenderState::FogColor, 0xff00_ff00);
    // oFog = 0.25: a quarter of the shader colour, three quarters fog.
    d.set_vertex_shader_constant_f(0, &[[0.25, 0.0, 0.0, 0.0]])
        .unwrap();
    d.draw_primitive_up(PrimitiveType::TriangleList, 1, &triangle(), 24)
        .unwrap();
    let p = pixels(&d, rt)[9];
    assert_eq!(p, [0.25, 0.75, 0.0, 0.25]);
}

/// A one-colour triangle over an 8x8 target of `format`, alpha `alpha`,
/// drawn with the alpha test `func` against ALPHAREF `reference`; whether
/// the pixels were written.
fn alpha_test_writes(format: Format, alpha: f32, func: CmpFunc, reference: u32) -> bool {
    let (mut d, _) = setup();
    let rt = d
        .create_render_target(8, 8, format, MultiSampleType::None, 0, false)
        .unwrap();
    d.set_render_target(0, Some(rt)).unwrap();
    d.color_fill(rt, 0).unwrap();
    d.set_render_state(RenderState::AlphaTestEnable, 1);
    d.set_render_state(RenderState::AlphaFunc, func.to_d3d());
    d.set_render_state(RenderState::AlphaRef, reference);
    let v: [[f32; 6]; 3] = [
        [-1.0, 1.0, 0.0, 1.0, 0.0, alpha],
        [3.0, 1.0, 0.0, 1.0, 0.0, alpha],
        [-1.0, -3.0, 0.0, 1.0, 0.0, alpha],
    ];
    let bytes: Vec<u8> = float_bytes(v.iter().flatten());
    d.draw_primitive_up(PrimitiveType::TriangleList, 1, &bytes, 24)
        .unwrap();
    let data = d.get_render_target_data(rt).unwrap();
    // Green is written by the draw and nowhere else.
    match format {
        Format::A8R8G8B8 => data[1] == 0xff,
        _ => f32::from_le_bytes(data[4..8].try_into().unwrap()) == 1.0,
    }
}

/// On an 8-bit target D3D9 compares the alpha the target stores: 0.499
/// and 0.4985 are both stored as 127 and equal ALPHAREF 127, 0.5 is stored
/// as 128. On a float target the shader's alpha is compared as it is.
#[test]
fn alpha_test_compares_the_stored_8_bit_alpha_on_8_bit_targets() {
    let eq = CmpFunc::Equal;
    assert!(alpha_test_writes(Format::A8R8G8B8, 0.499, eq, 127));
    assert!(alpha_test_writes(Format::A8R8G8B8, 0.4985, eq, 127));
    assert!(!alpha_test_writes(Format::A8R8G8B8, 0.5, eq, 127));
    assert!(!alpha_test_writes(Format::A32B32G32R32F, 0.499, eq, 127));
    assert!(alpha_test_writes(
        Format::A32B32G32R32F,
        127.0 / 255.0,
        eq,
        127
    ));
}

/// ALPHAREF is an 8-bit value in the low 8 bits of the DWORD (D3D9's
/// documentation of D3DRS_ALPHAREF): 0x180 compares as 0x80.
#[test]
fn alpha_reference_uses_the_low_8_bits() {
    assert!(alpha_test_writes(
        Format::A8R8G8B8,
        128.0 / 255.0,
        CmpFunc::Equal,
        0x180
    ));
    assert!(!alpha_test_writes(
        Format::A8R8G8B8,
        128.0 / 255.0,
        CmpFunc::Greater,
        0x180
    ));
}

/// A flat-shaded triangle fan takes triangle i's colour from vertex i + 1,
/// the first vertex after the centre.
#[test]
fn flat_shaded_fans_take_the_vertex_after_the_centre() {
    let (mut d, rt) = setup();
    d.set_render_state(RenderState::ShadeMode, 1);
    // Centre (-1, -1) black; then (1, -1) red, (1, 1) green, (-1, 1) blue:
    // triangle 0 covers the lower right half, triangle 1 the upper left.
    let v: [[f32; 6]; 4] = [
        [-1.0, -1.0, 0.0, 0.0, 0.0, 1.0],
        [1.0, -1.0, 1.0, 0.0, 0.0, 1.0],
        [1.0, 1.0, 0.0, 1.0, 0.0, 1.0],
        [-1.0, 1.0, 0.0, 0.0, 1.0, 1.0],
    ];
    let bytes: Vec<u8> = float_bytes(v.iter().flatten());
    d.draw_primitive_up(PrimitiveType::TriangleFan, 2, &bytes, 24)
        .unwrap();
    let p = pixels(&d, rt);
    // Row 6, column 6 lies below the diagonal from (-1, -1) to (1, 1), in
    // triangle 0; row 1, column 1 above it, in triangle 1.
    assert_eq!(p[6 * 8 + 6], [1.0, 0.0, 0.0, 1.0], "triangle 0: vertex 1");
    assert_eq!(p[8 + 1], [0.0, 1.0, 0.0, 1.0], "triangle 1: vertex 2");
}

/// D3D9 refuses bytecode of the other stage at creation, and bytes that
/// hold no version token, with D3DERR_INVALIDCALL.
#[test]
fn shaders_of_the_other_stage_are_refused_at_creation() {
    let (mut d, _) = setup();
    let vs = bytes("vs_2_0\ndcl_position v0\nmov oPos, v0\n");
    let ps = bytes("ps_2_0\nmov oC0, c0\n");
    for result in [
        d.create_vertex_shader(&ps).map(|_| ()),
        d.create_pixel_shader(&vs).map(|_| ()),
        d.create_pixel_shader(&[0x00, 0x02]).map(|_| ()),
    ] {
        let err = result.expect_err("refused");
        assert!(matches!(err, D3dError::InvalidCall(_)), "{err}");
    }
    assert!(d.create_vertex_shader(&vs).is_ok());
}

/// Vertex fog is clamped to [0, 1] before blending: oFog 2 leaves the
/// colour, oFog -1 gives the fog colour.
#[test]
fn vertex_fog_factor_is_saturated() {
    for (fog, expect) in [(2.0, [1.0, 0.0, 0.0, 0.25]), (-1.0, [0.0, 1.0, 0.0, 0.25])] {
        let (mut d, rt) = setup();
        d.set_render_state(RenderState::ShadeMode, 1);
        d.set_render_state(RenderState::FogEnable, 1);
        d.set_render_state(RenderState::FogColor, 0xff00_ff00);
        d.set_vertex_shader_constant_f(0, &[[fog, 0.0, 0.0, 0.0]])
            .unwrap();
        d.draw_primitive_up(PrimitiveType::TriangleList, 1, &triangle(), 24)
            .unwrap();
        assert_eq!(pixels(&d, rt)[9], expect, "oFog {fog}");
    }
}

/// A sampler stage with no texture reads opaque black (0, 0, 0, 1).
#[test]
fn an_unbound_stage_reads_opaque_black() {
    let (mut d, rt) = setup();
    let ps = d
        .create_pixel_shader(&bytes(
            "ps_2_0\ndef c0, 0.5, 0.5, 0, 0\ndcl_2d s0\ntexld r0, c0, s0\nmov oC0, r0\n",
        ))
        .unwrap();
    d.set_pixel_shader(Some(ps)).unwrap();
    d.color_fill(rt, 0xffff_ffff).unwrap();
    d.draw_primitive_up(PrimitiveType::TriangleList, 1, &triangle(), 24)
        .unwrap();
    assert_eq!(pixels(&d, rt)[9], [0.0, 0.0, 0.0, 1.0]);
}

/// Pipelines are named by the shaders' content, not by the objects: a
/// second device given the same bytecode (another process, a shader
/// created twice) builds pipelines under the same keys, and two shader
/// objects of the same bytecode share their pipelines.
#[test]
fn shaders_of_the_same_bytecode_share_pipelines() {
    let (mut d, _) = setup();
    d.draw_primitive_up(PrimitiveType::TriangleList, 1, &triangle(), 24)
        .unwrap();
    let after_first = d.pipeline_count();
    let ps = d
        .create_pixel_shader(&bytes("ps_2_0\ndcl v0\nmov oC0, v0\n"))
        .unwrap();
    d.set_pixel_shader(Some(ps)).unwrap();
    d.draw_primitive_up(PrimitiveType::TriangleList, 1, &triangle(), 24)
        .unwrap();
    assert_eq!(
        d.pipeline_count(),
        after_first,
        "same bytecode, same pipeline"
    );
}

/// A shader the translator refuses fails its draws with a typed error: the
/// kind of failure and the instruction, reported the same way every time.
#[test]
fn translation_failures_carry_kind_and_instruction() {
    // CreatePixelShader refuses the bytecode (tests/shader_creation.rs);
    // without its checks the draw's translation does.
    let (mut d, _) = setup_on(common::unchecked_bytecode_device());
    // ps_2_0, then opcode 0x00ff (no such instruction) as instruction 0.
    let tokens: [u32; 3] = [0xffff_0200, 0x0000_00ff, 0x0000_ffff];
    let bad: Vec<u8> = tokens.iter().flat_map(|t| t.to_le_bytes()).collect();
    let ps = d.create_pixel_shader(&bad).unwrap();
    d.set_pixel_shader(Some(ps)).unwrap();
    for _ in 0..2 {
        let err = d
            .draw_primitive_up(PrimitiveType::TriangleList, 1, &triangle(), 24)
            .unwrap_err();
        match &err {
            D3dError::Shader {
                stage: "pixel",
                error:
                    ShaderError::Translate {
                        kind: ErrorKind::Invalid,
                        instruction: Some(0),
                        ..
                    },
            } => {}
            other => panic!("unexpected {other:?}"),
        }
        assert_eq!(err.hresult().to_d3d(), 0x8876_086c);
    }
}

/// Red, then green, flat-shaded triangles over the whole target, one after
/// the other in one vertex buffer (vertices 0..3 red, 3..6 green).
fn two_triangles() -> Vec<u8> {
    let red = [1.0f32, 0.0, 0.0, 1.0];
    let green = [0.0f32, 1.0, 0.0, 1.0];
    let corners = [[-1.0f32, 1.0], [3.0, 1.0], [-1.0, -3.0]];
    let mut out = Vec::new();
    for colour in [red, green] {
        for c in corners {
            for f in c.iter().chain(&colour) {
                out.extend_from_slice(&f.to_le_bytes());
            }
        }
    }
    out
}

/// D3DLOCK flags decide how an unlock meets the draws recorded before it:
/// a plain lock submits them first (they see the old vertices), DISCARD
/// gives the buffer new memory (they keep the old) and NOOVERWRITE writes
/// a range they do not use; neither of the two submits anything, and a
/// READONLY lock changes nothing on the GPU.
#[test]
fn buffer_lock_flags_keep_recorded_draws_correct() {
    let (mut d, rt) = setup();
    d.set_render_state(RenderState::ShadeMode, 1);
    let data = two_triangles();
    let vb = d
        .create_vertex_buffer(data.len() as u32, Usage::WRITEONLY, 0, Pool::Default)
        .unwrap();
    d.lock_vertex_buffer(vb, 0, 0, LockFlags::empty())
        .unwrap()
        .copy_from_slice(&data);
    d.unlock_vertex_buffer(vb).unwrap();
    d.set_stream_source(0, Some(vb), 0, 24).unwrap();
    let red = [1.0, 0.0, 0.0, 1.0];
    let green = [0.0, 1.0, 0.0, 1.0];
    let write_first_colour = |d: &mut Device, flags, colour: [f32; 4]| {
        let bytes = d.lock_vertex_buffer(vb, 0, 72, flags).unwrap();
        for (i, f) in colour.iter().enumerate() {
            bytes[8 + 4 * i..12 + 4 * i].copy_from_slice(&f.to_le_bytes());
        }
        d.unlock_vertex_buffer(vb).unwrap();
    };

    // DISCARD: the recorded draw keeps the old (red) vertices, no submission.
    d.draw_primitive(PrimitiveType::TriangleList, 0, 1).unwrap();
    let submits = d.batch_stats().submits;
    write_first_colour(&mut d, LockFlags::DISCARD, green);
    assert_eq!(d.batch_stats().submits, submits, "DISCARD submits nothing");
    assert_eq!(pixels(&d, rt)[9], red);
    d.draw_primitive(PrimitiveType::TriangleList, 0, 1).unwrap();
    assert_eq!(pixels(&d, rt)[9], green, "the next draw reads the new data");

    // NOOVERWRITE on a range the recorded draw does not read.
    write_first_colour(&mut d, LockFlags::DISCARD, red);
    d.draw_primitive(PrimitiveType::TriangleList, 0, 1).unwrap();
    let submits = d.batch_stats().submits;
    let tail = d
        .lock_vertex_buffer(vb, 72, 72, LockFlags::NOOVERWRITE)
        .unwrap();
    tail.copy_from_slice(&data[72..]);
    d.unlock_vertex_buffer(vb).unwrap();
    assert_eq!(
        d.batch_stats().submits,
        submits,
        "NOOVERWRITE submits nothing"
    );
    assert_eq!(pixels(&d, rt)[9], red);
    d.draw_primitive(PrimitiveType::TriangleList, 3, 1).unwrap();
    assert_eq!(pixels(&d, rt)[9], green);

    // A plain lock submits the recorded draw before writing.
    d.draw_primitive(PrimitiveType::TriangleList, 0, 1).unwrap();
    let submits = d.batch_stats().submits;
    write_first_colour(&mut d, LockFlags::empty(), green);
    assert_eq!(d.batch_stats().submits, submits + 1);
    assert_eq!(pixels(&d, rt)[9], red);

    // READONLY: scribbling in the returned bytes reaches nothing.
    write_first_colour(&mut d, LockFlags::READONLY, [0.5; 4]);
    d.draw_primitive(PrimitiveType::TriangleList, 0, 1).unwrap();
    assert_eq!(pixels(&d, rt)[9], green);
    // DISCARD with NOOVERWRITE locks as NOOVERWRITE (Windows XP, Wine's
    // test_vb_lock_flags): nothing is submitted.
    let submits = d.batch_stats().submits;
    d.lock_vertex_buffer(vb, 0, 0, LockFlags::from_d3d(0x3000))
        .unwrap();
    d.unlock_vertex_buffer(vb).unwrap();
    assert_eq!(d.batch_stats().submits, submits);
}

#[test]
fn a_depth_writing_pixel_shader_draws_without_a_depth_stencil_surface() {
    // D3D9 drops the depth output when no depth-stencil surface is bound;
    // the colour is written as usual.
    let mut d = bytecode_device();
    let rt = d
        .create_render_target(4, 4, Format::A32B32G32R32F, MultiSampleType::None, 0, false)
        .unwrap();
    d.set_render_target(0, Some(rt)).unwrap();
    let vs = d
        .create_vertex_shader(&bytes("vs_2_0\ndcl_position v0\nmov oPos, v0\n"))
        .unwrap();
    let ps = d
        .create_pixel_shader(&bytes(
            "ps_2_0\ndef c0, 0.5, 0.25, 0, 1\nmov oDepth, c0.x\nmov oC0, c0\n",
        ))
        .unwrap();
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
    let tri = float_bytes(&[-1.0f32, 1.0, 3.0, 1.0, -1.0, -3.0]);
    d.draw_primitive_up(PrimitiveType::TriangleList, 1, &tri, 8)
        .unwrap();
    assert!(pixels(&d, rt).iter().all(|p| *p == [0.5, 0.25, 0.0, 1.0]));
}
