//! `D3DTTFF_PROJECTED` in `D3DTSS_TEXTURETRANSFORMFLAGS` with ps_1_1-1_3:
//! `tex tN` divides the stage's coordinate by its last element. Under a
//! vertex shader that is w whatever the count says (Windows in Wine's
//! `texture_transform_flags_test` divides by w with `D3DTTFF_COUNT3`); the
//! count matters only where the fixed-function vertex stage makes the
//! coordinates (tests/ff_vertex.rs). ps_2_0 `texld` ignores the flag.

use crate::common;

use common::{argb_texture, bytecode_device, bytes, float_bytes, pixels};
use ninebridge_d3d9::*;
use ninebridge_types::TextureStageState as T;

/// Colours of the 4x1 texture, one per column.
const COLUMNS: [u32; 4] = [0xffff_0000, 0xff00_ff00, 0xff00_00ff, 0xffff_ffff];
const PROJECTED: u32 = 256;

fn setup(ps: &str) -> (Device, SurfaceId) {
    let mut d = bytecode_device();
    let rt = d
        .create_render_target(4, 4, Format::A32B32G32R32F, MultiSampleType::None, 0, false)
        .unwrap();
    d.set_render_target(0, Some(rt)).unwrap();
    let vs = d
        .create_vertex_shader(&bytes(
            "vs_1_1\ndcl_position v0\ndcl_texcoord0 v1\nmov oPos, v0\nmov oT0, v1\n",
        ))
        .unwrap();
    let ps = d.create_pixel_shader(&bytes(ps)).unwrap();
    d.set_vertex_shader(Some(vs)).unwrap();
    d.set_pixel_shader(Some(ps)).unwrap();
    let decl = d
        .create_vertex_declaration(&[
            VertexElement::new(0, 0, DeclType::Float2, DeclUsage::Position, 0),
            VertexElement::new(0, 8, DeclType::Float4, DeclUsage::TexCoord, 0),
        ])
        .unwrap();
    d.set_vertex_declaration(Some(decl)).unwrap();
    d.set_render_state(RenderState::CullMode, 1);
    let t = argb_texture(&mut d, 4, 1, &COLUMNS);
    d.set_texture(0, Some(t)).unwrap();
    (d, rt)
}

/// The column a full-target quad with texture coordinate `tc` samples.
fn column(d: &mut Device, rt: SurfaceId, tc: [f32; 4]) -> usize {
    let v: Vec<f32> = [[-1.0, 1.0], [1.0, 1.0], [-1.0, -1.0], [1.0, -1.0]]
        .iter()
        .flat_map(|&[x, y]| [x, y, tc[0], tc[1], tc[2], tc[3]])
        .collect();
    d.draw_primitive_up(PrimitiveType::TriangleStrip, 2, &float_bytes(&v), 24)
        .unwrap();
    let p = pixels(d, rt)[5];
    COLUMNS
        .iter()
        .position(|&c| {
            d3dcolor_to_rgba(c)
                .iter()
                .zip(&p)
                .take(3)
                .all(|(a, b)| (a - b).abs() < 0.01)
        })
        .unwrap_or_else(|| panic!("{p:?} is no column's colour"))
}

#[test]
fn ps_1_1_tex_divides_by_the_last_element() {
    let (mut d, rt) = setup("ps_1_1\ntex t0\nmov r0, t0\n");
    let tc = [0.75, 1.0, 2.0, 4.0];
    assert_eq!(column(&mut d, rt, tc), 3, "not projected: u = 0.75");
    d.set_texture_stage_state(0, T::TextureTransformFlags, 4 | PROJECTED)
        .unwrap();
    assert_eq!(column(&mut d, rt, tc), 0, "u / w = 0.1875");
    d.set_texture_stage_state(0, T::TextureTransformFlags, 3 | PROJECTED)
        .unwrap();
    assert_eq!(
        column(&mut d, rt, tc),
        0,
        "COUNT3 under a vertex shader: u / w"
    );
    d.set_texture_stage_state(0, T::TextureTransformFlags, 4)
        .unwrap();
    assert_eq!(column(&mut d, rt, tc), 3, "COUNT4 alone projects nothing");
}

#[test]
fn ps_2_0_texld_ignores_the_flag() {
    let (mut d, rt) = setup("ps_2_0\ndcl t0\ndcl_2d s0\ntexld r0, t0, s0\nmov oC0, r0\n");
    d.set_texture_stage_state(0, T::TextureTransformFlags, 4 | PROJECTED)
        .unwrap();
    assert_eq!(column(&mut d, rt, [0.75, 1.0, 2.0, 4.0]), 3);
}

/// `texbem` with `D3DTTFF_PROJECTED` on its stage divides the stage's
/// coordinates before adding the bump offset (Wine's `texbem_test` on
/// Windows). With a zero bump matrix the offset is 0, so the projected
/// coordinate alone picks the column.
#[test]
fn ps_1_1_texbem_projects_before_the_bump_offset() {
    let (mut d, rt) = setup("ps_1_1\ntex t0\ntexbem t1, t0\nmov r0, t1\n");
    // Stage 0 (the bump map) samples any texel; stage 1 holds the columns.
    let columns = argb_texture(&mut d, 4, 1, &COLUMNS);
    d.set_texture(1, Some(columns)).unwrap();
    // The vertex shader writes oT0 only; oT1 is the same coordinate.
    let vs = d
        .create_vertex_shader(&bytes(
            "vs_1_1\ndcl_position v0\ndcl_texcoord0 v1\nmov oPos, v0\nmov oT0, v1\nmov oT1, v1\n",
        ))
        .unwrap();
    d.set_vertex_shader(Some(vs)).unwrap();
    let tc = [0.75, 1.0, 2.0, 4.0];
    assert_eq!(column(&mut d, rt, tc), 3, "not projected: u = 0.75");
    d.set_texture_stage_state(1, T::TextureTransformFlags, 4 | PROJECTED)
        .unwrap();
    assert_eq!(column(&mut d, rt, tc), 0, "projected: u / w = 0.1875");
}
