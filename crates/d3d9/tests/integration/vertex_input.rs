//! Vertex input as D3D9 documents it: `SetFVF` layouts, pre-transformed
//! (`D3DFVF_XYZRHW`) vertices drawn with a pixel shader and no vertex
//! shader, and the declaration and FVF replacing each other.

use crate::common;

use common::{bytecode_device, bytes, pixels};
use ninebridge_d3d9::*;

const SIZE: u32 = 8;

/// An 8x8 float target cleared to 0, with a pixel shader writing `ps`.
fn setup(ps: &str) -> (Device, SurfaceId) {
    let mut d = bytecode_device();
    let rt = d
        .create_render_target(
            SIZE,
            SIZE,
            Format::A32B32G32R32F,
            MultiSampleType::None,
            0,
            false,
        )
        .unwrap();
    d.set_render_target(0, Some(rt)).unwrap();
    let ps = d.create_pixel_shader(&bytes(ps)).unwrap();
    d.set_pixel_shader(Some(ps)).unwrap();
    d.set_render_state(RenderState::CullMode, 1);
    d.set_render_state(RenderState::ZEnable, 0);
    d.color_fill(rt, 0).unwrap();
    (d, rt)
}

/// `XYZRHW | DIFFUSE` vertices (x, y, z, rhw, colour) of the rectangle
/// `x0..x1` x `y0..y1` in screen pixels, as a triangle strip.
fn rhw_quad(x0: f32, y0: f32, x1: f32, y1: f32, color: u32) -> Vec<u8> {
    let mut out = Vec::new();
    for (x, y) in [(x0, y0), (x1, y0), (x0, y1), (x1, y1)] {
        for f in [x, y, 0.5, 1.0] {
            out.extend_from_slice(&f32::to_le_bytes(f));
        }
        out.extend_from_slice(&color.to_le_bytes());
    }
    out
}

/// The pixels whose red channel is 1.
fn lit(p: &[[f32; 4]]) -> Vec<(u32, u32)> {
    (0..SIZE * SIZE)
        .filter(|&i| p[i as usize][0] == 1.0)
        .map(|i| (i % SIZE, i / SIZE))
        .collect()
}

fn rect(x0: u32, y0: u32, x1: u32, y1: u32) -> Vec<(u32, u32)> {
    (y0..y1)
        .flat_map(|y| (x0..x1).map(move |x| (x, y)))
        .collect()
}

#[test]
fn pretransformed_vertices_are_screen_pixels_with_integer_centres() {
    let (mut d, rt) = setup("ps_2_0\ndcl v0\nmov oC0, v0\n");
    d.set_fvf(Fvf::XYZRHW | Fvf::DIFFUSE).unwrap();
    // Edges half-way between D3D9 pixel centres: pixel centres 2..5 in x
    // and 1..4 in y are inside.
    d.draw_primitive_up(
        PrimitiveType::TriangleStrip,
        2,
        &rhw_quad(1.5, 0.5, 5.5, 4.5, 0xffff_0000),
        20,
    )
    .unwrap();
    let p = pixels(&d, rt);
    assert_eq!(lit(&p), rect(2, 1, 6, 5));
    // D3DCOLOR 0xAARRGGBB reaches v0 as (r, g, b, a).
    assert_eq!(p[(SIZE + 2) as usize], [1.0, 0.0, 0.0, 1.0]);
}

#[test]
fn pretransformed_positions_ignore_the_viewport_origin() {
    let (mut d, rt) = setup("ps_2_0\ndcl v0\nmov oC0, v0\n");
    d.set_fvf(Fvf::XYZRHW | Fvf::DIFFUSE).unwrap();
    d.set_viewport(Viewport {
        x: 2,
        y: 2,
        width: 6,
        height: 6,
        min_z: 0.0,
        max_z: 1.0,
    })
    .unwrap();
    // Screen pixel (3, 3) whatever the viewport: x and y are not
    // viewport-relative.
    d.draw_primitive_up(
        PrimitiveType::TriangleStrip,
        2,
        &rhw_quad(2.5, 2.5, 3.5, 3.5, 0xffff_0000),
        20,
    )
    .unwrap();
    assert_eq!(lit(&pixels(&d, rt)), vec![(3, 3)]);
}

#[test]
fn pretransformed_texcoords_reach_the_pixel_shader() {
    let (mut d, rt) = setup("ps_2_0\ndcl t0\nmov oC0, t0\n");
    d.set_fvf(Fvf::XYZRHW | Fvf::tex(1) | Fvf::texcoord_size_bits(4, 0))
        .unwrap();
    let mut v = Vec::new();
    for (x, y) in [(-0.5f32, -0.5f32), (7.5, -0.5), (-0.5, 7.5), (7.5, 7.5)] {
        for f in [x, y, 0.0, 1.0, 0.25, 0.5, 0.75, 1.0] {
            v.extend_from_slice(&f.to_le_bytes());
        }
    }
    d.draw_primitive_up(PrimitiveType::TriangleStrip, 2, &v, 32)
        .unwrap();
    assert!(pixels(&d, rt).iter().all(|p| *p == [0.25, 0.5, 0.75, 1.0]));
}

/// A mixed draw: untransformed vertices without a vertex shader go
/// through the fixed-function vertex stage (identity matrices, lighting
/// off: the diffuse colour as given) and feed the pixel shader.
#[test]
fn untransformed_fvf_without_a_vertex_shader_feeds_the_pixel_shader() {
    let (mut d, rt) = setup("ps_2_0\ndcl v0\nmov oC0, v0\n");
    d.set_fvf(Fvf::XYZ | Fvf::DIFFUSE).unwrap();
    d.set_render_state(RenderState::Lighting, 0);
    let mut v = Vec::new();
    for (x, y) in [(-1.0f32, 1.0f32), (3.0, 1.0), (-1.0, -3.0)] {
        for f in [x, y, 0.5] {
            v.extend_from_slice(&f.to_le_bytes());
        }
        v.extend_from_slice(&0xff00_ff00u32.to_le_bytes());
    }
    d.draw_primitive_up(PrimitiveType::TriangleList, 1, &v, 16)
        .unwrap();
    assert!(pixels(&d, rt).iter().all(|p| *p == [0.0, 1.0, 0.0, 1.0]));
}

#[test]
fn set_fvf_and_set_vertex_declaration_replace_each_other() {
    let (mut d, _) = setup("ps_2_0\ndcl v0\nmov oC0, v0\n");
    assert_eq!(d.fvf(), Fvf::empty());
    let fvf = Fvf::XYZRHW | Fvf::DIFFUSE;
    d.set_fvf(fvf).unwrap();
    assert_eq!(d.fvf(), fvf);
    let decl = d
        .create_vertex_declaration(&[VertexElement::new(
            0,
            0,
            DeclType::Float4,
            DeclUsage::PositionT,
            0,
        )])
        .unwrap();
    d.set_vertex_declaration(Some(decl)).unwrap();
    assert_eq!(d.fvf(), Fvf::empty());
    d.set_fvf(fvf).unwrap();
    assert_eq!(d.fvf(), fvf);
}

#[test]
fn set_fvf_zero_changes_nothing() {
    let (mut d, _) = setup("ps_2_0\ndcl v0\nmov oC0, v0\n");
    let fvf = Fvf::XYZ | Fvf::NORMAL;
    d.set_fvf(fvf).unwrap();
    d.set_fvf(Fvf::empty()).unwrap();
    assert_eq!(d.fvf(), fvf);
}

#[test]
fn fvf_declaration_is_stream_zero() {
    let elements = fvf_declaration(Fvf::XYZ | Fvf::DIFFUSE | Fvf::tex(1)).unwrap();
    assert!(elements.iter().all(|e| e.stream == 0));
    assert_eq!(
        fvf_vertex_size(Fvf::XYZ | Fvf::DIFFUSE | Fvf::tex(1)).unwrap(),
        24
    );
}

/// What a vs_3_0 shader reads from a `TEXCOORD0` element of type `ty`
/// holding `data` (passed unsaturated through a texcoord varying).
fn fetched(ty: DeclType, data: &[u8]) -> [f32; 4] {
    let (mut d, rt) = setup("ps_3_0\ndcl_texcoord v0\nmov oC0, v0\n");
    let vs = d
        .create_vertex_shader(&bytes(
            "vs_3_0\ndcl_position v0\ndcl_texcoord v1\ndcl_position o0\ndcl_texcoord o1\n\
             mov o0, v0\nmov o1, v1\n",
        ))
        .unwrap();
    d.set_vertex_shader(Some(vs)).unwrap();
    let decl = d
        .create_vertex_declaration(&[
            VertexElement::new(0, 0, DeclType::Float2, DeclUsage::Position, 0),
            VertexElement::new(0, 8, ty, DeclUsage::TexCoord, 0),
        ])
        .unwrap();
    d.set_vertex_declaration(Some(decl)).unwrap();
    let mut v = Vec::new();
    for (x, y) in [(-1.0f32, 1.0f32), (3.0, 1.0), (-1.0, -3.0)] {
        v.extend_from_slice(&x.to_le_bytes());
        v.extend_from_slice(&y.to_le_bytes());
        let mut attr = data.to_vec();
        attr.resize(8, 0);
        v.extend_from_slice(&attr);
    }
    d.draw_primitive_up(PrimitiveType::TriangleList, 1, &v, 16)
        .unwrap();
    pixels(&d, rt)[0]
}

fn shorts(values: &[i16]) -> Vec<u8> {
    values.iter().flat_map(|v| v.to_le_bytes()).collect()
}

#[test]
fn ubyte4_reads_the_bytes_as_0_to_255() {
    assert_eq!(
        fetched(DeclType::UByte4, &[1, 2, 3, 255]),
        [1.0, 2.0, 3.0, 255.0]
    );
}

#[test]
fn short2_reads_signed_values_with_z_0_and_w_1() {
    assert_eq!(
        fetched(DeclType::Short2, &shorts(&[-3, 7])),
        [-3.0, 7.0, 0.0, 1.0]
    );
}

#[test]
fn short4_reads_signed_values_unnormalised() {
    assert_eq!(
        fetched(DeclType::Short4, &shorts(&[-32768, 32767, 0, -1])),
        [-32768.0, 32767.0, 0.0, -1.0]
    );
}

#[test]
fn udec3_reads_three_10_bit_fields_and_w_1() {
    let word: u32 = 1023 | (5 << 10) | (512 << 20);
    assert_eq!(
        fetched(DeclType::UDec3, &word.to_le_bytes()),
        [1023.0, 5.0, 512.0, 1.0]
    );
}

#[test]
fn dec3n_reads_signed_10_bit_fields_over_511_and_w_1() {
    // 511, -511 (0x201), -1 (0x3ff).
    let word: u32 = 511 | (0x201 << 10) | (0x3ff << 20);
    assert_eq!(
        fetched(DeclType::Dec3N, &word.to_le_bytes()),
        [1.0, -1.0, -1.0 / 511.0, 1.0]
    );
}

fn viewport(min_z: f32, max_z: f32) -> Viewport {
    Viewport {
        x: 0,
        y: 0,
        width: SIZE,
        height: SIZE,
        min_z,
        max_z,
    }
}

#[test]
fn viewport_depth_beyond_one_is_accepted_and_draws() {
    // D3D9 takes MaxZ 7.5 (Wine's depth_clamp_test); the depth is clamped.
    let (mut d, rt) = setup("ps_2_0\ndcl v0\nmov oC0, v0\n");
    d.set_viewport(viewport(0.0, 7.5)).unwrap();
    d.set_fvf(Fvf::XYZRHW | Fvf::DIFFUSE).unwrap();
    d.draw_primitive_up(
        PrimitiveType::TriangleStrip,
        2,
        &rhw_quad(-0.5, -0.5, 7.5, 7.5, 0xffff_0000),
        20,
    )
    .unwrap();
    assert_eq!(lit(&pixels(&d, rt)).len(), (SIZE * SIZE) as usize);
}

#[test]
fn viewport_with_a_non_finite_depth_bound_is_invalid() {
    let (mut d, _) = setup("ps_2_0\ndcl v0\nmov oC0, v0\n");
    for vp in [viewport(f32::NAN, 1.0), viewport(0.0, f32::INFINITY)] {
        assert!(matches!(d.set_viewport(vp), Err(D3dError::InvalidCall(_))));
    }
}

/// CreateVertexDeclaration fails with E_FAIL for an element at an offset
/// that is not a multiple of 4 or of type D3DDECLTYPE_UNUSED (Windows, as
/// Wine's test_vertex_declaration_alignment and
/// test_unused_declaration_type record).
#[test]
fn misaligned_and_unused_declaration_elements_fail() {
    use ninebridge_types::{DeclMethod, DeclType, DeclUsage, HResult, VertexElement};
    let mut d = common::bytecode_device();
    let el = |offset: u16, ty: DeclType, usage: DeclUsage| VertexElement {
        stream: 0,
        offset,
        ty,
        method: DeclMethod::Default,
        usage,
        usage_index: 0,
    };
    let position = el(0, DeclType::Float3, DeclUsage::Position);
    for offset in [17, 18, 19] {
        let r = d.create_vertex_declaration(&[
            position,
            el(offset, DeclType::D3dColor, DeclUsage::Color),
        ]);
        assert_eq!(r.unwrap_err().hresult(), HResult::E_FAIL, "offset {offset}");
    }
    d.create_vertex_declaration(&[position, el(16, DeclType::D3dColor, DeclUsage::Color)])
        .unwrap();
    let r = d.create_vertex_declaration(&[position, el(16, DeclType::Unused, DeclUsage::Normal)]);
    assert_eq!(r.unwrap_err().hresult(), HResult::E_FAIL);
}
