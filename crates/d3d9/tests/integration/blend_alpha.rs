//! Blending against targets whose format has no alpha: D3D9 reads their
//! destination alpha as 1 (`X8R8G8B8` is stored as BGRA8 on the GPU,
//! where the byte holds whatever was written), so `D3DBLEND_DESTALPHA`
//! is one, `D3DBLEND_INVDESTALPHA` zero and `D3DBLEND_SRCALPHASAT`
//! (`min(As, 1 - Ad)`) zero.

use crate::common;

use common::{bytecode_device, bytes, float_bytes};
use ninebridge_d3d9::*;
use ninebridge_types::Blend;

/// A 4x4 target of `format` cleared to alpha 0 and colour 0x404040, and a
/// full-target quad of colour `c0` drawn with `src`/`dst` blending;
/// returns pixel (1, 1) as BGRA bytes.
fn blend(format: Format, src: Blend, dst: Blend) -> [u8; 4] {
    let mut d = bytecode_device();
    let rt = d
        .create_render_target(4, 4, format, MultiSampleType::None, 0, false)
        .unwrap();
    d.set_render_target(0, Some(rt)).unwrap();
    let vs = d
        .create_vertex_shader(&bytes("vs_2_0\ndcl_position v0\nmov oPos, v0\n"))
        .unwrap();
    let ps = d
        .create_pixel_shader(&bytes("ps_2_0\nmov oC0, c0\n"))
        .unwrap();
    d.set_vertex_shader(Some(vs)).unwrap();
    d.set_pixel_shader(Some(ps)).unwrap();
    d.set_pixel_shader_constant_f(0, &[[1.0, 0.5, 0.25, 0.5]])
        .unwrap();
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
    d.clear(&[], ClearFlags::TARGET, 0x0040_4040, 1.0, 0)
        .unwrap();
    d.set_render_state(RenderState::AlphaBlendEnable, 1);
    d.set_render_state(RenderState::SrcBlend, src as u32);
    d.set_render_state(RenderState::DestBlend, dst as u32);
    let quad: [f32; 8] = [-1.0, 1.0, 1.0, 1.0, -1.0, -1.0, 1.0, -1.0];
    d.draw_primitive_up(PrimitiveType::TriangleStrip, 2, &float_bytes(&quad), 8)
        .unwrap();
    let px = d.get_render_target_data(rt).unwrap();
    let i = (4 + 1) * 4;
    [px[i], px[i + 1], px[i + 2], px[i + 3]]
}

fn close(got: [u8; 4], want: [u8; 3]) -> bool {
    got[..3].iter().zip(want).all(|(&g, w)| g.abs_diff(w) <= 1)
}

#[test]
fn destination_alpha_of_a_target_without_alpha_is_one() {
    // src * Ad + dst * 0: the source colour on X8R8G8B8 (Ad = 1), black on
    // A8R8G8B8 cleared to alpha 0.
    let x8 = blend(Format::X8R8G8B8, Blend::DestAlpha, Blend::Zero);
    assert!(close(x8, [0x40, 0x80, 0xff]), "{x8:?}");
    let a8 = blend(Format::A8R8G8B8, Blend::DestAlpha, Blend::Zero);
    assert!(close(a8, [0, 0, 0]), "{a8:?}");
    // src * (1 - Ad) + dst: the destination alone on X8R8G8B8.
    let x8 = blend(Format::X8R8G8B8, Blend::InvDestAlpha, Blend::One);
    assert!(close(x8, [0x40, 0x40, 0x40]), "{x8:?}");
    // min(As, 1 - Ad) = 0 on X8R8G8B8: the destination alone again.
    let x8 = blend(Format::X8R8G8B8, Blend::SrcAlphaSat, Blend::One);
    assert!(close(x8, [0x40, 0x40, 0x40]), "{x8:?}");
    // On A8R8G8B8 (Ad = 0): min(0.5, 1) = 0.5 of the source added.
    let a8 = blend(Format::A8R8G8B8, Blend::SrcAlphaSat, Blend::One);
    assert!(close(a8, [0x40 + 0x20, 0x40 + 0x40, 0x40 + 0x80]), "{a8:?}");
}

/// D3D9 blends 32-bit float targets (Wine's `pixelshader_blending_test`
/// on Windows); the device asks for wgpu's `FLOAT32_BLENDABLE`.
#[test]
fn a_32_bit_float_target_blends() {
    let gpu = common::gpu();
    if !gpu
        .features()
        .contains(ninebridge_gpu::wgpu::Features::FLOAT32_BLENDABLE)
    {
        eprintln!("the adapter cannot blend 32-bit float targets: skipped");
        return;
    }
    let mut d = bytecode_device();
    let rt = d
        .create_render_target(4, 4, Format::A32B32G32R32F, MultiSampleType::None, 0, false)
        .unwrap();
    d.set_render_target(0, Some(rt)).unwrap();
    let vs = d
        .create_vertex_shader(&bytes("vs_2_0\ndcl_position v0\nmov oPos, v0\n"))
        .unwrap();
    let ps = d
        .create_pixel_shader(&bytes("ps_2_0\nmov oC0, c0\n"))
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
    d.clear(&[], ClearFlags::TARGET, 0xff00_0000, 1.0, 0)
        .unwrap();
    d.set_render_state(RenderState::AlphaBlendEnable, 1);
    d.set_render_state(RenderState::SrcBlend, Blend::SrcAlpha as u32);
    d.set_render_state(RenderState::DestBlend, Blend::InvSrcAlpha as u32);
    d.set_pixel_shader_constant_f(0, &[[2.0, 0.5, 0.25, 0.5]])
        .unwrap();
    let quad: [f32; 8] = [-1.0, 1.0, 1.0, 1.0, -1.0, -1.0, 1.0, -1.0];
    d.draw_primitive_up(PrimitiveType::TriangleStrip, 2, &float_bytes(&quad), 8)
        .unwrap();
    let px = common::pixels(&d, rt)[5];
    // src * 0.5 + dst (0, 0, 0, 1) * 0.5; float targets keep 2 * 0.5 = 1.
    let want = [1.0, 0.25, 0.125, 0.75];
    assert!(
        px.iter().zip(want).all(|(g, w)| (g - w).abs() < 1e-6),
        "{px:?}"
    );
}
