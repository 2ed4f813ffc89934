//! A draw binds both shader stages' resources as one bind group (the pixel
//! stage's from `PIXEL_BINDING_BASE` on): every sampler stage D3D9 has
//! still draws, each stage reading its own texture.

use crate::common;

use common::{argb_texture, bytecode_device, bytes, float_bytes, pixels};
use ninebridge_d3d9::*;

/// Texels of pixel stage `k` (red k + 1, alpha 1) and of vertex stage `k`
/// (green 10 (k + 1), alpha 1), in 1/255 units.
fn pixel_texel(k: u32) -> u32 {
    0x0100_0000 | (k + 1) << 16
}
fn vertex_texel(k: u32) -> u32 {
    0x0100_0000 | (10 * (k + 1)) << 8
}

/// A vs_3_0 sampling the four vertex texture stages and a ps_3_0 sampling
/// all sixteen pixel stages draw together, through one group of 20
/// textures and 20 samplers, and every stage reads its own texture. (That
/// each stage sees only its own entries, which keeps the group within
/// WebGPU's per-stage limit of 16, is `pipeline::builder`'s unit test:
/// lavapipe's limits are far higher.)
#[test]
fn all_twenty_sampler_stages_draw_in_one_group() {
    let mut d = bytecode_device();
    let rt = d
        .create_render_target(4, 4, Format::A32B32G32R32F, MultiSampleType::None, 0, false)
        .unwrap();
    d.set_render_target(0, Some(rt)).unwrap();
    let mut vs = String::from("vs_3_0\ndef c0, 0.5, 0.5, 0, 0\ndcl_position v0\n");
    for k in 0..4 {
        vs += &format!("dcl_2d s{k}\n");
    }
    vs += "dcl_position o0\ndcl_color o1\nmov r0, c0\ntexldl r1, r0, s0\n";
    for k in 1..4 {
        vs += &format!("texldl r2, r0, s{k}\nadd r1, r1, r2\n");
    }
    vs += "mov o0, v0\nmov o1, r1\n";
    let mut ps = String::from("ps_3_0\ndef c0, 0.5, 0.5, 0, 0\ndcl_color v0\n");
    for k in 0..16 {
        ps += &format!("dcl_2d s{k}\n");
    }
    ps += "mov r0, c0\nmov r1, v0\n";
    for k in 0..16 {
        ps += &format!("texld r2, r0, s{k}\nadd r1, r1, r2\n");
    }
    ps += "mov oC0, r1\n";
    let vs = d.create_vertex_shader(&bytes(&vs)).unwrap();
    let ps = d.create_pixel_shader(&bytes(&ps)).unwrap();
    d.set_vertex_shader(Some(vs)).unwrap();
    d.set_pixel_shader(Some(ps)).unwrap();
    let decl = d
        .create_vertex_declaration(&[VertexElement::new(
            0,
            0,
            DeclType::Float4,
            DeclUsage::Position,
            0,
        )])
        .unwrap();
    d.set_vertex_declaration(Some(decl)).unwrap();
    d.set_render_state(RenderState::CullMode, 1);
    for k in 0..16 {
        let t = argb_texture(&mut d, 1, 1, &[pixel_texel(k)]);
        d.set_texture(k, Some(t)).unwrap();
    }
    for k in 0..4 {
        let t = argb_texture(&mut d, 1, 1, &[vertex_texel(k)]);
        d.set_texture(VERTEX_TEXTURE_SAMPLER0 + k, Some(t)).unwrap();
    }
    let quad: Vec<f32> = [[-1.0, 1.0], [1.0, 1.0], [-1.0, -1.0], [1.0, -1.0]]
        .iter()
        .flat_map(|&[x, y]| [x, y, 0.5, 1.0])
        .collect();
    d.draw_primitive_up(PrimitiveType::TriangleStrip, 2, &float_bytes(&quad), 16)
        .unwrap();
    // Red: 1 + 2 + ... + 16 from the pixel stages; green: 10 + 20 + 30 +
    // 40 from the vertex stages; alpha: one from each of the 20 stages.
    let want = [136.0 / 255.0, 100.0 / 255.0, 0.0, 20.0 / 255.0];
    let px = pixels(&d, rt);
    assert_eq!(px.len(), 16, "a 4x4 target");
    for (i, px) in px.iter().enumerate() {
        for c in 0..4 {
            assert!(
                (px[c] - want[c]).abs() < 1e-3,
                "pixel {i}: {px:?}, want {want:?}"
            );
        }
    }
}
