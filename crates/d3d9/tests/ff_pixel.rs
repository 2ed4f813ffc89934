//! Draws without a pixel shader go through the fixed-function texture
//! stages (`ninebridge_translate::ff`), here with pre-transformed vertices
//! (`D3DFVF_XYZRHW | DIFFUSE | TEX1`). Expected values follow
//! `D3DTEXTUREOP`'s documented formulas; values such as the texture factor
//! are uniforms, so changing them generates no module.

mod common;

use common::{argb_texture, bytecode_device, float_bytes, pixels};
use ninebridge_d3d9::*;
use ninebridge_types::{TextureArg, TextureOp, TextureStageState as T};

fn setup() -> (Device, SurfaceId, TextureId) {
    let mut d = bytecode_device();
    let rt = d
        .create_render_target(4, 4, Format::A32B32G32R32F, MultiSampleType::None, 0, false)
        .unwrap();
    d.set_render_target(0, Some(rt)).unwrap();
    d.set_fvf(Fvf::from_d3d(0x004 | 0x040 | 0x100)).unwrap(); // XYZRHW | DIFFUSE | TEX1
    // (r, g, b, a) = (1.0, 0.5, 0.25, 1.0) in 8 bits.
    let t = argb_texture(&mut d, 2, 2, &[0xffff_8040; 4]);
    d.set_texture(0, Some(t)).unwrap();
    (d, rt, t)
}

/// A quad over the 4x4 target, diffuse 0x80ffffff (white, alpha 0.5).
fn draw(d: &mut Device, rt: SurfaceId) -> [f32; 4] {
    let diffuse = f32::from_bits(0x80ff_ffff);
    let v: Vec<f32> = [[0.0, 0.0], [4.0, 0.0], [0.0, 4.0], [4.0, 4.0]]
        .iter()
        .flat_map(|&[x, y]| [x, y, 0.5, 1.0, diffuse, x / 4.0, y / 4.0])
        .collect();
    d.draw_primitive_up(PrimitiveType::TriangleStrip, 2, &float_bytes(&v), 28)
        .unwrap();
    pixels(d, rt)[5]
}

fn close(a: [f32; 4], b: [f32; 4]) -> bool {
    a.iter().zip(b).all(|(x, y)| (x - y).abs() < 0.01)
}

#[test]
fn the_default_stages_modulate_texture_and_diffuse() {
    let (mut d, rt, _) = setup();
    // Stage 0: MODULATE(TEXTURE, CURRENT = DIFFUSE), alpha SELECTARG1(TEXTURE).
    let got = draw(&mut d, rt);
    assert!(
        close(got, [1.0, 128.0 / 255.0, 64.0 / 255.0, 1.0]),
        "{got:?}"
    );
    assert_eq!(d.ff_pixel_module_count(), 1);
}

#[test]
fn the_texture_factor_is_a_uniform() {
    let (mut d, rt, _) = setup();
    d.set_texture_stage_state(0, T::ColorOp, TextureOp::SelectArg1 as u32)
        .unwrap();
    d.set_texture_stage_state(0, T::ColorArg1, TextureArg::TFACTOR.to_d3d())
        .unwrap();
    d.set_texture_stage_state(0, T::AlphaArg1, TextureArg::DIFFUSE.to_d3d())
        .unwrap();
    for (i, factor) in [0xff20_4060u32, 0xff80_a0c0, 0xffff_0000]
        .iter()
        .enumerate()
    {
        d.set_render_state(RenderState::TextureFactor, *factor);
        let got = draw(&mut d, rt);
        let want = d3dcolor_to_rgba(*factor);
        assert!(
            close(got, [want[0], want[1], want[2], 128.0 / 255.0]),
            "{i}: {got:?}"
        );
    }
    assert_eq!(d.ff_pixel_module_count(), 1, "values compile nothing");
    // MODULATE2X(TEXTURE, DIFFUSE): twice the texture, saturated.
    d.set_texture_stage_state(0, T::ColorOp, TextureOp::Modulate2x as u32)
        .unwrap();
    d.set_texture_stage_state(0, T::ColorArg1, TextureArg::TEXTURE.to_d3d())
        .unwrap();
    d.set_texture_stage_state(0, T::ColorArg2, TextureArg::DIFFUSE.to_d3d())
        .unwrap();
    let got = draw(&mut d, rt);
    assert!(
        close(got, [1.0, 1.0, 128.0 / 255.0, 128.0 / 255.0]),
        "{got:?}"
    );
    assert_eq!(d.ff_pixel_module_count(), 2);
}

/// `D3DRS_SRGBWRITEENABLE` encodes the colour as sRGB on every render
/// target format (Windows in Wine's `srgbwrite_format_test`); a float
/// target has no sRGB view, so the shader encodes: 12.92 c up to
/// 0.0031308, 1.055 c^(1/2.4) - 0.055 above; alpha stays linear.
#[test]
fn srgb_writes_encode_the_colour_on_a_float_target() {
    let (mut d, rt, _) = setup();
    d.set_texture_stage_state(0, T::ColorOp, TextureOp::SelectArg1 as u32)
        .unwrap();
    d.set_texture_stage_state(0, T::ColorArg1, TextureArg::TFACTOR.to_d3d())
        .unwrap();
    d.set_texture_stage_state(0, T::AlphaArg1, TextureArg::TFACTOR.to_d3d())
        .unwrap();
    d.set_render_state(RenderState::TextureFactor, 0x8080_0001);
    d.set_render_state(RenderState::SrgbWriteEnable, 1);
    let got = draw(&mut d, rt);
    let encode = |c: f32| {
        if c <= 0.003_130_8 {
            12.92 * c
        } else {
            1.055 * c.powf(1.0 / 2.4) - 0.055
        }
    };
    let (half, low) = (128.0 / 255.0, 1.0 / 255.0);
    let want = [encode(half), encode(0.0), encode(low), half];
    assert!(close(got, want), "{got:?} vs {want:?}");
    d.set_render_state(RenderState::SrgbWriteEnable, 0);
    let got = draw(&mut d, rt);
    assert!(close(got, [half, 0.0, low, half]), "{got:?}");
}
