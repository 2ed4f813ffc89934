//! Render targets of formats whose GPU format differs from D3D9's: the
//! 16-bit RGB formats (drawn into BGRA8), `L8` (R8), `G16R16` (RGBA16F),
//! and formats whose GPU format stores or lacks channels D3D9 reads as 1
//! (`X8R8G8B8` alpha, `R16F` green and blue). Each is drawn into with one
//! colour, read back with `GetRenderTargetData` in its own layout, and
//! sampled: D3D9 reads missing channels as 1 and luminance in r, g and b.

use crate::common;

use common::{bytecode_device, bytes, float_bytes, pixels};
use ninebridge_d3d9::*;

const COLOUR: [f32; 4] = [0.8, 0.4, 0.2, 0.6];

fn quad() -> Vec<u8> {
    let v: [f32; 16] = [
        -1.0, 1.0, 0.0, 0.0, 1.0, 1.0, 1.0, 0.0, -1.0, -1.0, 0.0, 1.0, 1.0, -1.0, 1.0, 1.0,
    ];
    float_bytes(&v)
}

/// Draws COLOUR into a 4x4 render-target texture of `format`, returns the
/// bytes `GetRenderTargetData` gives for texel (1, 1) and the texel
/// sampled by a pixel shader (into an A32B32G32R32F target).
fn draw_and_sample(format: Format) -> (Vec<u8>, [f32; 4]) {
    let mut d = bytecode_device();
    let vs = d
        .create_vertex_shader(&bytes(
            "vs_2_0\ndcl_position v0\ndcl_texcoord v1\nmov oPos, v0\nmov oT0, v1\n",
        ))
        .unwrap();
    let fill = d
        .create_pixel_shader(&bytes("ps_2_0\nmov oC0, c0\n"))
        .unwrap();
    let sample = d
        .create_pixel_shader(&bytes(
            "ps_2_0\ndcl t0\ndcl_2d s0\ntexld r0, t0, s0\nmov oC0, r0\n",
        ))
        .unwrap();
    d.set_vertex_shader(Some(vs)).unwrap();
    let decl = d
        .create_vertex_declaration(&[
            VertexElement::new(0, 0, DeclType::Float2, DeclUsage::Position, 0),
            VertexElement::new(0, 8, DeclType::Float2, DeclUsage::TexCoord, 0),
        ])
        .unwrap();
    d.set_vertex_declaration(Some(decl)).unwrap();
    d.set_render_state(RenderState::CullMode, 1);

    let t = d
        .create_texture(4, 4, 1, Usage::RENDERTARGET, format, Pool::Default)
        .unwrap_or_else(|e| panic!("{format:?} render target: {e}"));
    let level = d.get_surface_level(t, 0).unwrap();
    d.set_render_target(0, Some(level)).unwrap();
    d.set_pixel_shader(Some(fill)).unwrap();
    d.set_pixel_shader_constant_f(0, &[COLOUR]).unwrap();
    d.draw_primitive_up(PrimitiveType::TriangleStrip, 2, &quad(), 16)
        .unwrap();

    let sys = d
        .create_offscreen_plain_surface(4, 4, format, Pool::SystemMem)
        .unwrap();
    d.get_render_target_data_into(level, sys).unwrap();
    let lock = d.lock_surface_rect(sys, None, LockFlags::READONLY).unwrap();
    let texel = lock.bits.len() / 16;
    let pitch = lock.pitch as usize;
    let host = lock.bits[pitch + texel..pitch + 2 * texel].to_vec();
    d.unlock_surface_rect(sys).unwrap();

    let rt = d
        .create_render_target(4, 4, Format::A32B32G32R32F, MultiSampleType::None, 0, false)
        .unwrap();
    d.set_render_target(0, Some(rt)).unwrap();
    d.set_pixel_shader(Some(sample)).unwrap();
    d.set_texture(0, Some(t)).unwrap();
    d.draw_primitive_up(PrimitiveType::TriangleStrip, 2, &quad(), 16)
        .unwrap();
    (host, pixels(&d, rt)[5])
}

fn near(got: [f32; 4], want: [f32; 4], tolerance: f32) -> bool {
    got.iter()
        .zip(want)
        .all(|(g, w)| (g - w).abs() <= tolerance)
}

#[test]
fn sixteen_bit_rgb_targets_read_back_packed_and_sample_opaque() {
    let (host, sampled) = draw_and_sample(Format::R5G6B5);
    // round(0.8 * 31) = 25, round(0.4 * 63) = 25, round(0.2 * 31) = 6.
    assert_eq!(host, (25u16 << 11 | 25 << 5 | 6).to_le_bytes());
    // Stored in 8 bits here, not 5/6: within 2/255 of D3D9's 25/31, ...
    assert!(
        near(
            sampled,
            [25.0 / 31.0, 25.0 / 63.0, 6.0 / 31.0, 1.0],
            2.0 / 255.0
        ),
        "{sampled:?}"
    );

    let (host, sampled) = draw_and_sample(Format::X1R5G5B5);
    assert_eq!(host, (0x8000u16 | 25 << 10 | 12 << 5 | 6).to_le_bytes());
    assert!(
        near(sampled, [0.8, 0.4, 0.2, 1.0], 2.0 / 255.0),
        "{sampled:?}"
    );
}

#[test]
fn luminance_targets_take_red_and_sample_grey() {
    let (host, sampled) = draw_and_sample(Format::L8);
    assert_eq!(host, [204]);
    assert!(
        near(sampled, [0.8, 0.8, 0.8, 1.0], 1.0 / 255.0),
        "{sampled:?}"
    );
}

#[test]
fn g16r16_targets_read_back_16_bit_and_sample_blue_and_alpha_one() {
    let (host, sampled) = draw_and_sample(Format::G16R16);
    let r = u16::from_le_bytes([host[0], host[1]]);
    let g = u16::from_le_bytes([host[2], host[3]]);
    // 0.8 * 65535 = 52428, 0.4 * 65535 = 26214, to the 11 bits of the
    // RGBA16F storage.
    assert!(
        r.abs_diff(52428) <= 32 && g.abs_diff(26214) <= 16,
        "{r} {g}"
    );
    assert!(near(sampled, [0.8, 0.4, 1.0, 1.0], 1e-3), "{sampled:?}");
}

#[test]
fn formats_without_alpha_or_with_fewer_channels_sample_ones() {
    let (host, sampled) = draw_and_sample(Format::X8R8G8B8);
    assert_eq!(&host[..3], [51, 102, 204], "B, G, R");
    assert!(
        near(sampled, [0.8, 0.4, 0.2, 1.0], 1.0 / 255.0),
        "{sampled:?}"
    );

    let (host, sampled) = draw_and_sample(Format::R16F);
    assert_eq!(host.len(), 2);
    assert!(near(sampled, [0.8, 1.0, 1.0, 1.0], 1e-3), "{sampled:?}");

    let (_, sampled) = draw_and_sample(Format::A8R8G8B8);
    assert!(
        near(sampled, COLOUR, 1.0 / 255.0),
        "alpha kept: {sampled:?}"
    );
}
