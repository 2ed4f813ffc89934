//! A texture bound to a sampler declared as another type: D3D9 (Windows)
//! samples the texture as what it is, with as many coordinates as its
//! type takes (Wine's `test_mismatched_sample_types`: a volume bound to a
//! `dcl_2d` sampler reads the volume, a 2D texture bound to `dcl_volume`
//! reads the 2D texture).

use crate::common;

use common::{argb_texture, bytecode_device, bytes, float_bytes, pixels};
use ninebridge_d3d9::*;

/// A 2x2 2D texture of `c` and a 2x2x2 volume whose slices are `front`
/// and `back`, all A8R8G8B8.
fn textures(d: &mut Device, c: u32, front: u32, back: u32) -> (TextureId, TextureId) {
    let flat = argb_texture(d, 2, 2, &[c; 4]);
    let volume = d
        .create_volume_texture(2, 2, 2, 1, Usage::empty(), Format::A8R8G8B8, Pool::Managed)
        .unwrap();
    let texels: Vec<u8> = [front, back]
        .iter()
        .flat_map(|s| (0..4).flat_map(move |_| s.to_le_bytes()))
        .collect();
    d.lock_box(volume, 0, LockFlags::empty())
        .unwrap()
        .bits
        .copy_from_slice(&texels);
    d.unlock_box(volume, 0).unwrap();
    (flat, volume)
}

/// Draws a full-target quad with texture coordinates (0.5, 0.5, `w`)
/// through `ps` sampling `texture` at stage 0; returns pixel (1, 1).
fn draw(d: &mut Device, rt: SurfaceId, ps: PixelShaderId, texture: TextureId, w: f32) -> [f32; 4] {
    d.set_pixel_shader(Some(ps)).unwrap();
    d.set_texture(0, Some(texture)).unwrap();
    let v: Vec<f32> = [[-1.0, 1.0], [1.0, 1.0], [-1.0, -1.0], [1.0, -1.0]]
        .iter()
        .flat_map(|&[x, y]| [x, y, 0.5, 0.5, w, 1.0])
        .collect();
    d.draw_primitive_up(PrimitiveType::TriangleStrip, 2, &float_bytes(&v), 24)
        .unwrap();
    pixels(d, rt)[5]
}

#[test]
fn the_bound_texture_type_wins_over_the_declaration() {
    let mut d = bytecode_device();
    let rt = d
        .create_render_target(4, 4, Format::A32B32G32R32F, MultiSampleType::None, 0, false)
        .unwrap();
    d.set_render_target(0, Some(rt)).unwrap();
    let vs = d
        .create_vertex_shader(&bytes(
            "vs_2_0\ndcl_position v0\ndcl_texcoord v1\nmov oPos, v0\nmov oT0, v1\n",
        ))
        .unwrap();
    d.set_vertex_shader(Some(vs)).unwrap();
    let decl = d
        .create_vertex_declaration(&[
            VertexElement::new(0, 0, DeclType::Float2, DeclUsage::Position, 0),
            VertexElement::new(0, 8, DeclType::Float4, DeclUsage::TexCoord, 0),
        ])
        .unwrap();
    d.set_vertex_declaration(Some(decl)).unwrap();
    d.set_render_state(RenderState::CullMode, 1);
    let (flat, volume) = textures(&mut d, 0xff70_7070, 0xff30_3030, 0xffa0_a0a0);
    let as_2d = d
        .create_pixel_shader(&bytes(
            "ps_2_0\ndcl t0\ndcl_2d s0\ntexld r0, t0, s0\nmov oC0, r0\n",
        ))
        .unwrap();
    let as_volume = d
        .create_pixel_shader(&bytes(
            "ps_2_0\ndcl t0\ndcl_volume s0\ntexld r0, t0, s0\nmov oC0, r0\n",
        ))
        .unwrap();
    let close = |a: [f32; 4], b: [f32; 4]| a.iter().zip(b).all(|(x, y)| (x - y).abs() < 0.01);
    // Declarations that match.
    assert!(close(
        draw(&mut d, rt, as_2d, flat, 0.25),
        d3dcolor_to_rgba(0xff70_7070)
    ));
    assert!(close(
        draw(&mut d, rt, as_volume, volume, 0.25),
        d3dcolor_to_rgba(0xff30_3030)
    ));
    assert!(close(
        draw(&mut d, rt, as_volume, volume, 0.75),
        d3dcolor_to_rgba(0xffa0_a0a0)
    ));
    // A volume behind dcl_2d: read as a volume, w picks the slice.
    assert!(close(
        draw(&mut d, rt, as_2d, volume, 0.25),
        d3dcolor_to_rgba(0xff30_3030)
    ));
    assert!(close(
        draw(&mut d, rt, as_2d, volume, 0.75),
        d3dcolor_to_rgba(0xffa0_a0a0)
    ));
    // A 2D texture behind dcl_volume: read as 2D.
    assert!(close(
        draw(&mut d, rt, as_volume, flat, 0.75),
        d3dcolor_to_rgba(0xff70_7070)
    ));
}
