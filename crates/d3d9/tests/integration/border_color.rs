//! `D3DTADDRESS_BORDER` with any `D3DSAMP_BORDERCOLOR`: the three colours
//! wgpu's samplers have come from the sampler, any other is emulated in
//! the pixel shader (fixed function and shader models alike) from a
//! renderer uniform, so a colour change compiles nothing
//! (`crates/d3d9/src/convert/border.rs`).

use crate::common;

use common::{argb_texture, bytecode_device, bytes, float_bytes, pixels};
use ninebridge_d3d9::*;
use ninebridge_gpu::wgpu;
use ninebridge_types::{TextureAddress, TextureArg, TextureOp, TextureStageState as T};

const GREEN: u32 = 0xff00_ff00;

/// A 4x4 float target, `XYZRHW | TEX1`, stage 0 `SELECTARG1(TEXTURE)`
/// in colour and alpha, a 2x2 texture of `GREEN` with `BORDER` on u and v.
fn setup() -> (Device, SurfaceId) {
    let mut d = bytecode_device();
    let rt = d
        .create_render_target(4, 4, Format::A32B32G32R32F, MultiSampleType::None, 0, false)
        .unwrap();
    d.set_render_target(0, Some(rt)).unwrap();
    d.set_fvf(Fvf::from_d3d(0x004 | 0x100)).unwrap();
    let t = argb_texture(&mut d, 2, 2, &[GREEN; 4]);
    d.set_texture(0, Some(t)).unwrap();
    let tex = TextureArg::TEXTURE.to_d3d();
    for (s, v) in [
        (T::ColorOp, TextureOp::SelectArg1 as u32),
        (T::ColorArg1, tex),
        (T::AlphaOp, TextureOp::SelectArg1 as u32),
        (T::AlphaArg1, tex),
    ] {
        d.set_texture_stage_state(0, s, v).unwrap();
    }
    let border = TextureAddress::Border.to_d3d();
    d.set_sampler_state(0, SamplerState::AddressU, border)
        .unwrap();
    d.set_sampler_state(0, SamplerState::AddressV, border)
        .unwrap();
    (d, rt)
}

/// A quad over the target with texture coordinates from `uv0` at the
/// top-left corner to `uv1` at the bottom-right one; all pixels.
fn draw(d: &mut Device, rt: SurfaceId, uv0: [f32; 2], uv1: [f32; 2]) -> Vec<[f32; 4]> {
    let v: Vec<f32> = [[0.0, 0.0], [4.0, 0.0], [0.0, 4.0], [4.0, 4.0]]
        .iter()
        .flat_map(|&[x, y]| {
            let (fx, fy) = (x / 4.0, y / 4.0);
            [
                x,
                y,
                0.5,
                1.0,
                uv0[0] + (uv1[0] - uv0[0]) * fx,
                uv0[1] + (uv1[1] - uv0[1]) * fy,
            ]
        })
        .collect();
    d.draw_primitive_up(PrimitiveType::TriangleStrip, 2, &float_bytes(&v), 24)
        .unwrap();
    pixels(d, rt)
}

fn close(a: [f32; 4], b: [f32; 4]) -> bool {
    a.iter().zip(b).all(|(x, y)| (x - y).abs() < 0.01)
}

/// Texture coordinates -0.25..1.75 over the 4 pixels: D3D9 samples pixel
/// i at window coordinate i, so columns and rows sample at -0.25, 0.25,
/// 0.75 and 1.25: 0 and 3 are outside.
fn check_border(px: &[[f32; 4]], border: [f32; 4], inside: [f32; 4]) {
    for y in 0..4 {
        for x in 0..4 {
            let outside = x == 0 || x == 3 || y == 0 || y == 3;
            let want = if outside { border } else { inside };
            let got = px[y * 4 + x];
            assert!(close(got, want), "({x}, {y}): {got:?} vs {want:?}");
        }
    }
}

#[test]
fn border_color_emulated_for_arbitrary_colour() {
    let (mut d, rt) = setup();
    d.set_sampler_state(0, SamplerState::BorderColor, 0x80ff_4020)
        .unwrap();
    let px = draw(&mut d, rt, [-0.25, -0.25], [1.75, 1.75]);
    check_border(&px, d3dcolor_to_rgba(0x80ff_4020), d3dcolor_to_rgba(GREEN));
    // The sampler clamps to the edge; the shader blends the colour in.
    let desc = d.resolved_sampler(0).unwrap().descriptor();
    assert_eq!(desc.address_mode_u, wgpu::AddressMode::ClampToEdge);
    assert_eq!(desc.border_color, None);
}

#[test]
fn border_color_change_is_a_uniform() {
    let (mut d, rt) = setup();
    d.set_sampler_state(0, SamplerState::BorderColor, 0x80ff_4020)
        .unwrap();
    draw(&mut d, rt, [-0.25, -0.25], [1.75, 1.75]);
    let modules = d.ff_pixel_module_count();
    for color in [0x2040_6080u32, 0xff12_3456, 0x00ff_00ff] {
        d.set_sampler_state(0, SamplerState::BorderColor, color)
            .unwrap();
        let px = draw(&mut d, rt, [-0.25, -0.25], [1.75, 1.75]);
        check_border(&px, d3dcolor_to_rgba(color), d3dcolor_to_rgba(GREEN));
    }
    assert_eq!(
        d.ff_pixel_module_count(),
        modules,
        "colours compile nothing"
    );
}

/// Transparent black, opaque black and opaque white are wgpu's border
/// colours: with `ADDRESS_MODE_CLAMP_TO_BORDER` the sampler gives them.
#[test]
fn border_color_named_colours_match_either_way() {
    let (mut d, rt) = setup();
    let hardware = d
        .gpu()
        .features()
        .contains(wgpu::Features::ADDRESS_MODE_CLAMP_TO_BORDER);
    for color in [0x0000_0000u32, 0xff00_0000, 0xffff_ffff] {
        d.set_sampler_state(0, SamplerState::BorderColor, color)
            .unwrap();
        let px = draw(&mut d, rt, [-0.25, -0.25], [1.75, 1.75]);
        check_border(&px, d3dcolor_to_rgba(color), d3dcolor_to_rgba(GREEN));
        let desc = d.resolved_sampler(0).unwrap().descriptor();
        assert_eq!(desc.border_color.is_some(), hardware, "{color:#x}");
    }
}

/// Only the bordered axis takes the border: u wraps, v is `BORDER`.
#[test]
fn border_color_only_on_bordered_axes() {
    let (mut d, rt) = setup();
    d.set_sampler_state(0, SamplerState::AddressU, TextureAddress::Wrap.to_d3d())
        .unwrap();
    d.set_sampler_state(0, SamplerState::BorderColor, 0xff20_4080)
        .unwrap();
    let px = draw(&mut d, rt, [-0.25, -0.25], [1.75, 1.75]);
    let (b, g) = (d3dcolor_to_rgba(0xff20_4080), d3dcolor_to_rgba(GREEN));
    for y in 0..4 {
        for x in 0..4 {
            let want = if y == 0 || y == 3 { b } else { g };
            assert!(
                close(px[y * 4 + x], want),
                "({x}, {y}): {:?}",
                px[y * 4 + x]
            );
        }
    }
}

/// Linear filtering blends the border like texels: at u = -0.125 on a
/// 2-texel texture (x = -0.25 texels) the taps are the border (weight
/// 0.75) and texel 0 (0.25).
#[test]
fn border_color_blends_by_the_linear_footprint() {
    let (mut d, rt) = setup();
    let linear = TextureFilterType::Linear.to_d3d();
    d.set_sampler_state(0, SamplerState::MagFilter, linear)
        .unwrap();
    d.set_sampler_state(0, SamplerState::MinFilter, linear)
        .unwrap();
    d.set_sampler_state(0, SamplerState::BorderColor, 0xffff_0000)
        .unwrap();
    let px = draw(&mut d, rt, [-0.125, 0.5], [-0.125, 0.5]);
    let want = [0.75, 0.25, 0.0, 1.0];
    assert!(close(px[5], want), "{:?} vs {want:?}", px[5]);
}

/// The border value is in the texture's format channels: an `L8` texture
/// reads (r, r, r, 1) of the colour, an `A8` one (0, 0, 0, a).
#[test]
fn border_color_in_the_texture_format_channels() {
    let (mut d, rt) = setup();
    d.set_sampler_state(0, SamplerState::BorderColor, 0x2080_4010)
        .unwrap();
    let [r, _, _, a] = d3dcolor_to_rgba(0x2080_4010);
    for (format, texel, inside, border) in [
        (Format::L8, 0x40u8, [0.25, 0.25, 0.25, 1.0], [r, r, r, 1.0]),
        (
            Format::A8,
            0x40u8,
            [0.0, 0.0, 0.0, 0.25],
            [0.0, 0.0, 0.0, a],
        ),
    ] {
        let t = d
            .create_texture(2, 2, 1, Usage::empty(), format, Pool::Managed)
            .unwrap();
        let lock = d.lock_rect(t, 0, None, LockFlags::empty()).unwrap();
        let pitch = lock.pitch as usize;
        for row in 0..2 {
            lock.bits[row * pitch..row * pitch + 2].fill(texel);
        }
        d.unlock_rect(t, 0).unwrap();
        d.set_texture(0, Some(t)).unwrap();
        let px = draw(&mut d, rt, [-0.25, -0.25], [1.75, 1.75]);
        let inside = inside.map(|v| if v == 0.25 { 64.0 / 255.0 } else { v });
        check_border(&px, border, inside);
    }
}

/// A ps_2_0 shader's `texld` gets the emulated border too, and a colour
/// change compiles no variant.
#[test]
fn border_color_emulated_in_pixel_shaders() {
    let (mut d, rt) = setup();
    let ps = d
        .create_pixel_shader(&bytes(
            "ps_2_0\ndcl t0\ndcl_2d s0\ntexld r0, t0, s0\nmov oC0, r0\n",
        ))
        .unwrap();
    d.set_pixel_shader(Some(ps)).unwrap();
    d.set_sampler_state(0, SamplerState::BorderColor, 0x80ff_4020)
        .unwrap();
    let px = draw(&mut d, rt, [-0.25, -0.25], [1.75, 1.75]);
    check_border(&px, d3dcolor_to_rgba(0x80ff_4020), d3dcolor_to_rgba(GREEN));
    let pipelines = d.pipeline_count();
    d.set_sampler_state(0, SamplerState::BorderColor, 0xff12_3456)
        .unwrap();
    let px = draw(&mut d, rt, [-0.25, -0.25], [1.75, 1.75]);
    check_border(&px, d3dcolor_to_rgba(0xff12_3456), d3dcolor_to_rgba(GREEN));
    assert_eq!(d.pipeline_count(), pipelines, "a colour compiles nothing");
}

/// A volume texture's w axis: `BORDER` on w alone gives the border
/// before and after the volume's depth, the texels within it.
#[test]
fn border_color_emulated_on_the_w_axis_of_a_volume() {
    let (mut d, rt) = setup();
    let clamp = TextureAddress::Clamp.to_d3d();
    d.set_sampler_state(0, SamplerState::AddressU, clamp)
        .unwrap();
    d.set_sampler_state(0, SamplerState::AddressV, clamp)
        .unwrap();
    d.set_sampler_state(0, SamplerState::AddressW, TextureAddress::Border.to_d3d())
        .unwrap();
    d.set_sampler_state(0, SamplerState::BorderColor, 0x80ff_4020)
        .unwrap();
    let volume = d
        .create_volume_texture(2, 2, 2, 1, Usage::empty(), Format::A8R8G8B8, Pool::Managed)
        .unwrap();
    let texels: Vec<u8> = (0..8).flat_map(|_| GREEN.to_le_bytes()).collect();
    d.lock_box(volume, 0, LockFlags::empty())
        .unwrap()
        .bits
        .copy_from_slice(&texels);
    d.unlock_box(volume, 0).unwrap();
    d.set_texture(0, Some(volume)).unwrap();
    // XYZRHW | TEX1 with a three-component set 0.
    d.set_fvf(Fvf::from_d3d(0x004 | 0x100 | 1 << 16)).unwrap();
    for (w, want) in [
        (-0.25f32, d3dcolor_to_rgba(0x80ff_4020)),
        (0.5, d3dcolor_to_rgba(GREEN)),
        (1.25, d3dcolor_to_rgba(0x80ff_4020)),
    ] {
        let v: Vec<f32> = [[0.0, 0.0], [4.0, 0.0], [0.0, 4.0], [4.0, 4.0]]
            .iter()
            .flat_map(|&[x, y]| [x, y, 0.5, 1.0, 0.5, 0.5, w])
            .collect();
        d.draw_primitive_up(PrimitiveType::TriangleStrip, 2, &float_bytes(&v), 28)
            .unwrap();
        let got = pixels(&d, rt)[5];
        assert!(close(got, want), "w {w}: {got:?} vs {want:?}");
    }
}

/// Colour and address changes between draws switch between the sampler's
/// border, the emulated one and none, each draw reading its own state.
#[test]
fn border_color_switches_between_hardware_emulation_and_none() {
    let (mut d, rt) = setup();
    let green = d3dcolor_to_rgba(GREEN);
    for color in [0x80ff_4020u32, 0xffff_ffff, 0x1020_3040, 0xff00_0000] {
        d.set_sampler_state(0, SamplerState::BorderColor, color)
            .unwrap();
        let px = draw(&mut d, rt, [-0.25, -0.25], [1.75, 1.75]);
        check_border(&px, d3dcolor_to_rgba(color), green);
    }
    // Clamp on both axes: the edge texels everywhere, then the border again.
    let clamp = TextureAddress::Clamp.to_d3d();
    d.set_sampler_state(0, SamplerState::AddressU, clamp)
        .unwrap();
    d.set_sampler_state(0, SamplerState::AddressV, clamp)
        .unwrap();
    let px = draw(&mut d, rt, [-0.25, -0.25], [1.75, 1.75]);
    check_border(&px, green, green);
    let border = TextureAddress::Border.to_d3d();
    d.set_sampler_state(0, SamplerState::BorderColor, 0x1020_3040)
        .unwrap();
    d.set_sampler_state(0, SamplerState::AddressU, border)
        .unwrap();
    d.set_sampler_state(0, SamplerState::AddressV, border)
        .unwrap();
    let px = draw(&mut d, rt, [-0.25, -0.25], [1.75, 1.75]);
    check_border(&px, d3dcolor_to_rgba(0x1020_3040), green);
}

/// A vs_3_0 `texldl` from a vertex texture stage gets the emulated border
/// too, from the vertex renderer block: a colour outside the texture, the
/// texel inside, and a colour change compiles nothing.
#[test]
fn border_color_emulated_in_vertex_texture_fetch() {
    let (mut d, rt) = setup();
    let vs = d
        .create_vertex_shader(&bytes(
            "vs_3_0\ndcl_position v0\ndcl_texcoord v1\ndcl_2d s0\ndcl_position o0\ndcl_color o1\ntexldl r0, v1, s0\nmov o0, v0\nmov o1, r0\n",
        ))
        .unwrap();
    let ps = d
        .create_pixel_shader(&bytes("ps_3_0\ndcl_color v0\nmov oC0, v0\n"))
        .unwrap();
    d.set_vertex_shader(Some(vs)).unwrap();
    d.set_pixel_shader(Some(ps)).unwrap();
    let decl = d
        .create_vertex_declaration(&[
            VertexElement::new(0, 0, DeclType::Float4, DeclUsage::Position, 0),
            VertexElement::new(0, 16, DeclType::Float4, DeclUsage::TexCoord, 0),
        ])
        .unwrap();
    d.set_vertex_declaration(Some(decl)).unwrap();
    d.set_render_state(RenderState::CullMode, 1);
    let t = argb_texture(&mut d, 2, 2, &[GREEN; 4]);
    let s = VERTEX_TEXTURE_SAMPLER0;
    d.set_texture(s, Some(t)).unwrap();
    let border = TextureAddress::Border.to_d3d();
    d.set_sampler_state(s, SamplerState::AddressU, border)
        .unwrap();
    d.set_sampler_state(s, SamplerState::AddressV, border)
        .unwrap();
    let draw_at = |d: &mut Device, u: f32| {
        let v: Vec<f32> = [[-1.0, 1.0], [1.0, 1.0], [-1.0, -1.0], [1.0, -1.0]]
            .iter()
            .flat_map(|&[x, y]| [x, y, 0.5, 1.0, u, 0.5, 0.0, 0.0])
            .collect();
        d.draw_primitive_up(PrimitiveType::TriangleStrip, 2, &float_bytes(&v), 32)
            .unwrap();
        pixels(d, rt)[5]
    };
    let mut pipelines = None;
    for color in [0x80ff_4020u32, 0xff12_3456] {
        d.set_sampler_state(s, SamplerState::BorderColor, color)
            .unwrap();
        let got = draw_at(&mut d, 1.5);
        let want = d3dcolor_to_rgba(color);
        assert!(close(got, want), "{color:#x}: {got:?} vs {want:?}");
        let got = draw_at(&mut d, 0.5);
        assert!(close(got, d3dcolor_to_rgba(GREEN)), "inside: {got:?}");
        let n = d.pipeline_count();
        assert_eq!(*pipelines.get_or_insert(n), n, "a colour compiles nothing");
    }
}
