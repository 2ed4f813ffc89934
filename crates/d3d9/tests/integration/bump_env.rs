//! The bump-environment texture-stage states ps_1_x reads:
//! `D3DTSS_BUMPENVMAT00..11` turn the (du, dv) of the bump map into the
//! offset `texbem` adds to the next stage's coordinates, and
//! `D3DTSS_BUMPENVLSCALE`/`LOFFSET` scale `texbeml`'s result by
//! `lum * LSCALE + LOFFSET` (D3D9's reference pages for `texbem`,
//! `texbeml`).

use crate::common;

use common::{argb_texture, bytecode_device, bytes, float_bytes, pixels};
use ninebridge_d3d9::*;
use ninebridge_types::TextureStageState as T;

/// Colours of the 4x1 texture of stage 1, one per column.
const COLUMNS: [u32; 4] = [0xffff_0000, 0xff00_ff00, 0xff00_00ff, 0xffff_ffff];

fn setup(ps: &str) -> (Device, SurfaceId) {
    let mut d = bytecode_device();
    let rt = d
        .create_render_target(4, 4, Format::A32B32G32R32F, MultiSampleType::None, 0, false)
        .unwrap();
    d.set_render_target(0, Some(rt)).unwrap();
    let vs = d
        .create_vertex_shader(&bytes(
            "vs_1_1\ndcl_position v0\ndcl_texcoord0 v1\ndcl_texcoord1 v2\nmov oPos, v0\nmov oT0, v1\nmov oT1, v2\n",
        ))
        .unwrap();
    let ps = d.create_pixel_shader(&bytes(ps)).unwrap();
    d.set_vertex_shader(Some(vs)).unwrap();
    d.set_pixel_shader(Some(ps)).unwrap();
    let decl = d
        .create_vertex_declaration(&[
            VertexElement::new(0, 0, DeclType::Float2, DeclUsage::Position, 0),
            VertexElement::new(0, 8, DeclType::Float2, DeclUsage::TexCoord, 0),
            VertexElement::new(0, 16, DeclType::Float2, DeclUsage::TexCoord, 1),
        ])
        .unwrap();
    d.set_vertex_declaration(Some(decl)).unwrap();
    d.set_render_state(RenderState::CullMode, 1);
    // Stage 0: a V8U8 bump map of (du, dv) = (64/127, 0) everywhere.
    let bump = d
        .create_texture(2, 2, 1, Usage::empty(), Format::V8U8, Pool::Managed)
        .unwrap();
    d.lock_rect(bump, 0, None, LockFlags::empty())
        .unwrap()
        .bits
        .copy_from_slice(&[64, 0, 64, 0, 64, 0, 64, 0]);
    d.unlock_rect(bump, 0).unwrap();
    let colours = argb_texture(&mut d, 4, 1, &COLUMNS);
    d.set_texture(0, Some(bump)).unwrap();
    d.set_texture(1, Some(colours)).unwrap();
    (d, rt)
}

/// A full-target quad sampling stage 1 at u = 0.125 (column 0's centre).
fn draw(d: &mut Device, rt: SurfaceId) -> [f32; 4] {
    let v: Vec<f32> = [[-1.0, 1.0], [1.0, 1.0], [-1.0, -1.0], [1.0, -1.0]]
        .iter()
        .flat_map(|&[x, y]| [x, y, 0.5, 0.5, 0.125, 0.5])
        .collect();
    d.draw_primitive_up(PrimitiveType::TriangleStrip, 2, &float_bytes(&v), 24)
        .unwrap();
    pixels(d, rt)[5]
}

fn close(a: [f32; 4], b: [f32; 4]) -> bool {
    a.iter().zip(b).all(|(x, y)| (x - y).abs() < 0.02)
}

#[test]
fn texbem_offsets_by_the_bump_matrix() {
    let (mut d, rt) = setup("ps_1_1\ntex t0\ntexbem t1, t0\nmov r0, t1\n");
    // The default matrix is 0: no offset, column 0.
    assert!(close(draw(&mut d, rt), d3dcolor_to_rgba(COLUMNS[0])));
    // u += 0.5 * du = 0.25: column 1 (u = 0.377).
    d.set_texture_stage_state(1, T::BumpEnvMat00, 0.5f32.to_bits())
        .unwrap();
    assert!(close(draw(&mut d, rt), d3dcolor_to_rgba(COLUMNS[1])));
    // u += 1.0 * du = 0.504: column 2 (u = 0.629).
    d.set_texture_stage_state(1, T::BumpEnvMat00, 1.0f32.to_bits())
        .unwrap();
    assert!(close(draw(&mut d, rt), d3dcolor_to_rgba(COLUMNS[2])));
    // MAT10 moves u by dv, which is 0 here.
    d.set_texture_stage_state(1, T::BumpEnvMat00, 0).unwrap();
    d.set_texture_stage_state(1, T::BumpEnvMat10, 1.0f32.to_bits())
        .unwrap();
    assert!(close(draw(&mut d, rt), d3dcolor_to_rgba(COLUMNS[0])));
}

#[test]
fn texbeml_scales_by_the_luminance_terms() {
    let (mut d, rt) = setup("ps_1_1\ntex t0\ntexbeml t1, t0\nmov r0, t1\n");
    // V8U8 has no luminance: it reads 1 (D3D9's value for missing
    // channels), so the result is colour * (LSCALE + LOFFSET).
    d.set_texture_stage_state(1, T::BumpEnvLScale, 0.5f32.to_bits())
        .unwrap();
    d.set_texture_stage_state(1, T::BumpEnvLOffset, 0.25f32.to_bits())
        .unwrap();
    let got = draw(&mut d, rt);
    let want = d3dcolor_to_rgba(COLUMNS[0]).map(|c| c * 0.75);
    assert!(
        close(
            [got[0], got[1], got[2], 0.0],
            [want[0], want[1], want[2], 0.0]
        ),
        "{got:?}"
    );
}
