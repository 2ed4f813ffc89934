//! Draws without a pixel shader go through the fixed-function texture
//! stages (`ninebridge_translate::ff`), here with pre-transformed vertices
//! (`D3DFVF_XYZRHW | DIFFUSE | TEX1`). Expected values follow
//! `D3DTEXTUREOP`'s documented formulas; values such as the texture factor
//! are uniforms, so changing them generates no module.

use crate::common;

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

// ---- every D3DTEXTUREOP, argument and modifier, through the device ----

/// The inputs of the op tests, as `D3DCOLOR`s (none saturates a sum of
/// two, and every channel differs).
const DIFFUSE: u32 = 0x8040_80c0;
const SPECULAR: u32 = 0x4020_60a0;
const TEXEL: u32 = 0xc0a0_6030;
const TFACTOR: u32 = 0x6030_9050;
const CONSTANT: u32 = 0xa0c0_1050;
/// A second texture, for the stage after (`PREMODULATE`, `CURRENT`).
const TEXEL1: u32 = 0xff80_c040;

/// A device drawing `XYZRHW | DIFFUSE | SPECULAR | TEX1` into a 4x4 float
/// target with the inputs above: stage 0's texture is `TEXEL`, stage 1's
/// `TEXEL1`, stage 0's constant `CONSTANT`.
fn op_setup() -> (Device, SurfaceId) {
    let mut d = bytecode_device();
    let rt = d
        .create_render_target(4, 4, Format::A32B32G32R32F, MultiSampleType::None, 0, false)
        .unwrap();
    d.set_render_target(0, Some(rt)).unwrap();
    d.set_fvf(Fvf::from_d3d(0x004 | 0x040 | 0x080 | 0x100))
        .unwrap();
    let t0 = argb_texture(&mut d, 2, 2, &[TEXEL; 4]);
    let t1 = argb_texture(&mut d, 2, 2, &[TEXEL1; 4]);
    d.set_texture(0, Some(t0)).unwrap();
    d.set_texture(1, Some(t1)).unwrap();
    d.set_render_state(RenderState::TextureFactor, TFACTOR);
    d.set_texture_stage_state(0, T::Constant, CONSTANT).unwrap();
    (d, rt)
}

/// Draws a quad over the target and reads pixel (1, 1).
fn op_draw(d: &mut Device, rt: SurfaceId) -> [f32; 4] {
    let (diffuse, specular) = (f32::from_bits(DIFFUSE), f32::from_bits(SPECULAR));
    let v: Vec<f32> = [[0.0, 0.0], [4.0, 0.0], [0.0, 4.0], [4.0, 4.0]]
        .iter()
        .flat_map(|&[x, y]| [x, y, 0.5, 1.0, diffuse, specular, x / 4.0, y / 4.0])
        .collect();
    d.draw_primitive_up(PrimitiveType::TriangleStrip, 2, &float_bytes(&v), 32)
        .unwrap();
    pixels(d, rt)[5]
}

/// Sets stage `stage`'s colour (`color`) and alpha (`alpha`) operation
/// with arguments 0, 1, 2.
fn set_stage(
    d: &mut Device,
    stage: u32,
    color: (TextureOp, [u32; 3]),
    alpha: (TextureOp, [u32; 3]),
) {
    let s = |d: &mut Device, t: T, v: u32| d.set_texture_stage_state(stage, t, v).unwrap();
    s(d, T::ColorOp, color.0 as u32);
    s(d, T::ColorArg0, color.1[0]);
    s(d, T::ColorArg1, color.1[1]);
    s(d, T::ColorArg2, color.1[2]);
    s(d, T::AlphaOp, alpha.0 as u32);
    s(d, T::AlphaArg0, alpha.1[0]);
    s(d, T::AlphaArg1, alpha.1[1]);
    s(d, T::AlphaArg2, alpha.1[2]);
}

fn rgba(c: u32) -> [f32; 4] {
    d3dcolor_to_rgba(c)
}

fn saturate(v: [f32; 4]) -> [f32; 4] {
    v.map(|x| x.clamp(0.0, 1.0))
}

/// Stage 0 runs `op` on colour arguments (SPECULAR, TEXTURE, DIFFUSE) and
/// alpha arguments (TFACTOR, DIFFUSE, TEXTURE) (`alpha_op` overrides the
/// alpha operation); the pixel must be `formula` of the colour arguments'
/// values in rgb and of the alpha arguments' in alpha, saturated.
fn check_op(op: TextureOp, alpha_op: Option<TextureOp>, formula: fn([[f32; 4]; 3]) -> [f32; 4]) {
    let (mut d, rt) = op_setup();
    let color_args = [
        TextureArg::SPECULAR,
        TextureArg::TEXTURE,
        TextureArg::DIFFUSE,
    ];
    let alpha_args = [
        TextureArg::TFACTOR,
        TextureArg::DIFFUSE,
        TextureArg::TEXTURE,
    ];
    let alpha_op = alpha_op.unwrap_or(op);
    set_stage(
        &mut d,
        0,
        (op, color_args.map(|a| a.to_d3d())),
        (alpha_op, alpha_args.map(|a| a.to_d3d())),
    );
    let got = op_draw(&mut d, rt);
    let c = saturate(formula([SPECULAR, TEXEL, DIFFUSE].map(rgba)));
    let a = if alpha_op == op {
        saturate(formula([TFACTOR, DIFFUSE, TEXEL].map(rgba)))[3]
    } else {
        rgba(DIFFUSE)[3]
    };
    let want = [c[0], c[1], c[2], a];
    assert!(close(got, want), "{op:?}: got {got:?}, want {want:?}");
}

fn zip2(a: [f32; 4], b: [f32; 4], f: impl Fn(f32, f32) -> f32) -> [f32; 4] {
    std::array::from_fn(|k| f(a[k], b[k]))
}

macro_rules! op_test {
    ($name:ident, $op:ident, $alpha:expr, |$a:ident| $body:expr) => {
        #[test]
        fn $name() {
            check_op(TextureOp::$op, $alpha, |$a: [[f32; 4]; 3]| $body);
        }
    };
}

op_test!(texop_selectarg1_is_arg1, SelectArg1, None, |a| a[1]);
op_test!(texop_selectarg2_is_arg2, SelectArg2, None, |a| a[2]);
op_test!(texop_modulate_multiplies, Modulate, None, |a| zip2(
    a[1],
    a[2],
    |x, y| x * y
));
op_test!(
    texop_modulate2x_doubles_the_product,
    Modulate2x,
    None,
    |a| zip2(a[1], a[2], |x, y| 2.0 * x * y)
);
op_test!(
    texop_modulate4x_quadruples_the_product,
    Modulate4x,
    None,
    |a| zip2(a[1], a[2], |x, y| 4.0 * x * y)
);
op_test!(texop_add_sums, Add, None, |a| zip2(a[1], a[2], |x, y| x
    + y));
op_test!(texop_addsigned_subtracts_a_half, AddSigned, None, |a| zip2(
    a[1],
    a[2],
    |x, y| x + y - 0.5
));
op_test!(
    texop_addsigned2x_doubles_the_signed_sum,
    AddSigned2x,
    None,
    |a| zip2(a[1], a[2], |x, y| 2.0 * (x + y - 0.5))
);
op_test!(texop_subtract_is_arg1_minus_arg2, Subtract, None, |a| zip2(
    a[1],
    a[2],
    |x, y| x - y
));
op_test!(texop_addsmooth_is_sum_minus_product, AddSmooth, None, |a| {
    zip2(a[1], a[2], |x, y| x + y - x * y)
});
op_test!(
    texop_blenddiffusealpha_blends_by_diffuse_alpha,
    BlendDiffuseAlpha,
    None,
    |a| {
        let f = rgba(DIFFUSE)[3];
        zip2(a[1], a[2], |x, y| x * f + y * (1.0 - f))
    }
);
op_test!(
    texop_blendtexturealpha_blends_by_texture_alpha,
    BlendTextureAlpha,
    None,
    |a| {
        let f = rgba(TEXEL)[3];
        zip2(a[1], a[2], |x, y| x * f + y * (1.0 - f))
    }
);
op_test!(
    texop_blendfactoralpha_blends_by_tfactor_alpha,
    BlendFactorAlpha,
    None,
    |a| {
        let f = rgba(TFACTOR)[3];
        zip2(a[1], a[2], |x, y| x * f + y * (1.0 - f))
    }
);
// CURRENT at stage 0 is the diffuse colour.
op_test!(
    texop_blendcurrentalpha_blends_by_current_alpha,
    BlendCurrentAlpha,
    None,
    |a| {
        let f = rgba(DIFFUSE)[3];
        zip2(a[1], a[2], |x, y| x * f + y * (1.0 - f))
    }
);
op_test!(
    texop_blendtexturealphapm_adds_arg2_by_inverse_texture_alpha,
    BlendTextureAlphaPm,
    None,
    |a| {
        let f = rgba(TEXEL)[3];
        zip2(a[1], a[2], |x, y| x + y * (1.0 - f))
    }
);
// The next four are colour operations only (D3D9's reference).
op_test!(
    texop_modulatealpha_addcolor,
    ModulateAlphaAddColor,
    Some(TextureOp::SelectArg1),
    |a| zip2(a[1], a[2], |x, y| x + a[1][3] * y)
);
op_test!(
    texop_modulatecolor_addalpha,
    ModulateColorAddAlpha,
    Some(TextureOp::SelectArg1),
    |a| zip2(a[1], a[2], |x, y| x * y + a[1][3])
);
op_test!(
    texop_modulateinvalpha_addcolor,
    ModulateInvAlphaAddColor,
    Some(TextureOp::SelectArg1),
    |a| zip2(a[1], a[2], |x, y| x + (1.0 - a[1][3]) * y)
);
op_test!(
    texop_modulateinvcolor_addalpha,
    ModulateInvColorAddAlpha,
    Some(TextureOp::SelectArg1),
    |a| zip2(a[1], a[2], |x, y| (1.0 - x) * y + a[1][3])
);
op_test!(
    texop_multiplyadd_is_arg0_plus_product,
    MultiplyAdd,
    None,
    |a| { std::array::from_fn(|k| a[0][k] + a[1][k] * a[2][k]) }
);
op_test!(texop_lerp_blends_arg1_and_arg2_by_arg0, Lerp, None, |a| {
    std::array::from_fn(|k| a[0][k] * a[1][k] + (1.0 - a[0][k]) * a[2][k])
});

/// `D3DTOP_DOTPRODUCT3`: 4 * the dot product of the rgb arguments biased
/// by -0.5, saturated, in all four channels: the alpha operation is
/// ignored.
#[test]
fn texop_dotproduct3_replicates_the_signed_dot_product_to_alpha() {
    let (mut d, rt) = op_setup();
    let (sp, df) = (TextureArg::SPECULAR.to_d3d(), TextureArg::DIFFUSE.to_d3d());
    set_stage(
        &mut d,
        0,
        (TextureOp::DotProduct3, [0, sp, df]),
        (TextureOp::SelectArg1, [0, df, 0]),
    );
    let got = op_draw(&mut d, rt);
    let (x, y) = (rgba(SPECULAR), rgba(DIFFUSE));
    let dot = 4.0 * (0..3).map(|k| (x[k] - 0.5) * (y[k] - 0.5)).sum::<f32>();
    let v = dot.clamp(0.0, 1.0);
    assert!(v > 0.0 && v < 1.0, "the inputs give an unsaturated {dot}");
    assert!(close(got, [v; 4]), "{got:?} vs {v}");
}

/// `D3DTOP_DISABLE` on stage 0's colour ends the cascade there: the
/// diffuse colour is the output.
#[test]
fn texop_disable_on_stage_0_outputs_the_diffuse_colour() {
    let (mut d, rt) = op_setup();
    d.set_texture_stage_state(0, T::ColorOp, TextureOp::Disable as u32)
        .unwrap();
    let got = op_draw(&mut d, rt);
    assert!(close(got, rgba(DIFFUSE)), "{got:?}");
}

/// `D3DTOP_PREMODULATE`: the stage selects arg1, and the next stage's
/// `CURRENT` is that result modulated with the next stage's texture.
#[test]
fn texop_premodulate_modulates_with_the_next_stage_texture() {
    let (mut d, rt) = op_setup();
    let (df, cur) = (TextureArg::DIFFUSE.to_d3d(), TextureArg::CURRENT.to_d3d());
    set_stage(
        &mut d,
        0,
        (TextureOp::PreModulate, [0, df, 0]),
        (TextureOp::PreModulate, [0, df, 0]),
    );
    set_stage(
        &mut d,
        1,
        (TextureOp::SelectArg1, [0, cur, 0]),
        (TextureOp::SelectArg1, [0, cur, 0]),
    );
    let got = op_draw(&mut d, rt);
    let want = zip2(rgba(DIFFUSE), rgba(TEXEL1), |x, y| x * y);
    assert!(close(got, want), "{got:?} vs {want:?}");
}

/// Stage 0 selects `arg` (a `D3DTA` value) in colour and alpha: the pixel
/// must be `want`.
fn check_arg(arg: u32, want: [f32; 4]) {
    let (mut d, rt) = op_setup();
    set_stage(
        &mut d,
        0,
        (TextureOp::SelectArg1, [0, arg, 0]),
        (TextureOp::SelectArg1, [0, arg, 0]),
    );
    let got = op_draw(&mut d, rt);
    assert!(close(got, want), "{arg:#x}: {got:?} vs {want:?}");
}

#[test]
fn texarg_diffuse_reads_the_vertex_colour() {
    check_arg(TextureArg::DIFFUSE.to_d3d(), rgba(DIFFUSE));
}

#[test]
fn texarg_current_at_stage_0_is_diffuse() {
    check_arg(TextureArg::CURRENT.to_d3d(), rgba(DIFFUSE));
}

#[test]
fn texarg_texture_reads_the_stage_texture() {
    check_arg(TextureArg::TEXTURE.to_d3d(), rgba(TEXEL));
}

#[test]
fn texarg_tfactor_reads_the_texture_factor() {
    check_arg(TextureArg::TFACTOR.to_d3d(), rgba(TFACTOR));
}

#[test]
fn texarg_specular_reads_the_vertex_specular() {
    check_arg(TextureArg::SPECULAR.to_d3d(), rgba(SPECULAR));
}

#[test]
fn texarg_temp_starts_at_zero() {
    check_arg(TextureArg::TEMP.to_d3d(), [0.0; 4]);
}

#[test]
fn texarg_constant_reads_the_stage_constant() {
    check_arg(TextureArg::CONSTANT.to_d3d(), rgba(CONSTANT));
}

#[test]
fn texarg_complement_is_one_minus_the_value() {
    let x = rgba(TFACTOR);
    check_arg(TextureArg::TFACTOR.to_d3d() | 0x10, x.map(|v| 1.0 - v));
}

#[test]
fn texarg_alphareplicate_puts_alpha_in_every_channel() {
    let x = rgba(TFACTOR);
    check_arg(TextureArg::TFACTOR.to_d3d() | 0x20, [x[3]; 4]);
}

/// Both modifiers: alpha replicated, then complemented.
#[test]
fn texarg_complement_and_alphareplicate_together() {
    let x = rgba(TFACTOR);
    check_arg(TextureArg::TFACTOR.to_d3d() | 0x30, [1.0 - x[3]; 4]);
}

/// ARG0 of the three-argument operations takes modifiers too.
#[test]
fn texarg_arg0_of_lerp_takes_modifiers() {
    let (mut d, rt) = op_setup();
    let (tf, t, df) = (
        TextureArg::TFACTOR.to_d3d(),
        TextureArg::TEXTURE.to_d3d(),
        TextureArg::DIFFUSE.to_d3d(),
    );
    set_stage(
        &mut d,
        0,
        (TextureOp::Lerp, [tf | 0x30, t, df]),
        (TextureOp::SelectArg1, [0, df, 0]),
    );
    let got = op_draw(&mut d, rt);
    let f = 1.0 - rgba(TFACTOR)[3];
    let want = zip2(rgba(TEXEL), rgba(DIFFUSE), |x, y| f * x + (1.0 - f) * y);
    assert!(
        close(got, [want[0], want[1], want[2], rgba(DIFFUSE)[3]]),
        "{got:?}"
    );
}

/// `D3DTA_CURRENT` after stage 0 is stage 0's result.
#[test]
fn texarg_current_reads_the_previous_stage_result() {
    let (mut d, rt) = op_setup();
    let (t, cur, tf) = (
        TextureArg::TEXTURE.to_d3d(),
        TextureArg::CURRENT.to_d3d(),
        TextureArg::TFACTOR.to_d3d(),
    );
    set_stage(
        &mut d,
        0,
        (TextureOp::SelectArg1, [0, tf, 0]),
        (TextureOp::SelectArg1, [0, tf, 0]),
    );
    set_stage(
        &mut d,
        1,
        (TextureOp::Add, [0, t, cur]),
        (TextureOp::SelectArg1, [0, cur, 0]),
    );
    let got = op_draw(&mut d, rt);
    let s = saturate(zip2(rgba(TEXEL1), rgba(TFACTOR), |x, y| x + y));
    assert!(close(got, [s[0], s[1], s[2], rgba(TFACTOR)[3]]), "{got:?}");
}

/// `D3DTSS_RESULTARG = D3DTA_TEMP` writes the temporary register and
/// leaves `CURRENT`; a later stage reads both.
#[test]
fn texarg_resultarg_temp_keeps_current() {
    let (mut d, rt) = op_setup();
    let (t, cur, tmp) = (
        TextureArg::TEXTURE.to_d3d(),
        TextureArg::CURRENT.to_d3d(),
        TextureArg::TEMP.to_d3d(),
    );
    set_stage(
        &mut d,
        0,
        (TextureOp::SelectArg1, [0, t, 0]),
        (TextureOp::SelectArg1, [0, t, 0]),
    );
    d.set_texture_stage_state(0, T::ResultArg, tmp).unwrap();
    set_stage(
        &mut d,
        1,
        (TextureOp::Subtract, [0, tmp, cur]),
        (TextureOp::SelectArg1, [0, tmp, 0]),
    );
    let got = op_draw(&mut d, rt);
    let s = saturate(zip2(rgba(TEXEL), rgba(DIFFUSE), |x, y| x - y));
    assert!(close(got, [s[0], s[1], s[2], rgba(TEXEL)[3]]), "{got:?}");
}

/// `D3DTSS_CONSTANT` is per stage: stage 1 reads its own.
#[test]
fn texarg_constant_is_per_stage() {
    let (mut d, rt) = op_setup();
    let (c, cur) = (TextureArg::CONSTANT.to_d3d(), TextureArg::CURRENT.to_d3d());
    d.set_texture_stage_state(1, T::Constant, 0x1122_3344)
        .unwrap();
    set_stage(
        &mut d,
        0,
        (TextureOp::SelectArg1, [0, c, 0]),
        (TextureOp::SelectArg1, [0, c, 0]),
    );
    set_stage(
        &mut d,
        1,
        (TextureOp::Add, [0, c, cur]),
        (TextureOp::SelectArg1, [0, c, 0]),
    );
    let got = op_draw(&mut d, rt);
    let s = saturate(zip2(rgba(0x1122_3344), rgba(CONSTANT), |x, y| x + y));
    assert!(
        close(got, [s[0], s[1], s[2], rgba(0x1122_3344)[3]]),
        "{got:?}"
    );
    let modules = d.ff_pixel_module_count();
    d.set_texture_stage_state(1, T::Constant, 0x0000_0000)
        .unwrap();
    let got = op_draw(&mut d, rt);
    assert!(
        close(
            got,
            [rgba(CONSTANT)[0], rgba(CONSTANT)[1], rgba(CONSTANT)[2], 0.0]
        ),
        "{got:?}"
    );
    assert_eq!(d.ff_pixel_module_count(), modules, "a constant is a value");
}

/// A `D3DTA_TEXTURE` alpha argument on a stage without a texture reads
/// the diffuse colour's alpha (Windows in Wine's `test_per_stage_constant`);
/// a colour argument reading it ends the cascade before that stage.
#[test]
fn texarg_texture_without_a_texture_bound() {
    let (mut d, rt) = op_setup();
    d.set_texture(0, None).unwrap();
    let (t, tf) = (TextureArg::TEXTURE.to_d3d(), TextureArg::TFACTOR.to_d3d());
    set_stage(
        &mut d,
        0,
        (TextureOp::SelectArg1, [0, tf, 0]),
        (TextureOp::SelectArg1, [0, t, 0]),
    );
    let got = op_draw(&mut d, rt);
    let f = rgba(TFACTOR);
    assert!(close(got, [f[0], f[1], f[2], rgba(DIFFUSE)[3]]), "{got:?}");
    set_stage(
        &mut d,
        0,
        (TextureOp::SelectArg1, [0, t, 0]),
        (TextureOp::SelectArg1, [0, tf, 0]),
    );
    let got = op_draw(&mut d, rt);
    assert!(close(got, rgba(DIFFUSE)), "{got:?}");
}

/// Stage 0 holds a `V8U8` bump map of (du, dv) = (64/127, 0) and stage 1
/// a 4x1 texture red, green, blue, white, read through coordinate set 0
/// at u = 0.125 (red's centre); stage 1 selects its texture.
fn bump_setup(op: TextureOp) -> (Device, SurfaceId) {
    let (mut d, rt) = op_setup();
    let bump = d
        .create_texture(2, 2, 1, Usage::empty(), Format::V8U8, Pool::Managed)
        .unwrap();
    d.lock_rect(bump, 0, None, LockFlags::empty())
        .unwrap()
        .bits
        .copy_from_slice(&[64, 0, 64, 0, 64, 0, 64, 0]);
    d.unlock_rect(bump, 0).unwrap();
    let columns = argb_texture(
        &mut d,
        4,
        1,
        &[0xffff_0000, 0xff00_ff00, 0xff00_00ff, 0xffff_ffff],
    );
    d.set_texture(0, Some(bump)).unwrap();
    d.set_texture(1, Some(columns)).unwrap();
    let (t, cur) = (TextureArg::TEXTURE.to_d3d(), TextureArg::CURRENT.to_d3d());
    set_stage(
        &mut d,
        0,
        (op, [0, t, cur]),
        (TextureOp::SelectArg1, [0, cur, 0]),
    );
    set_stage(
        &mut d,
        1,
        (TextureOp::SelectArg1, [0, t, 0]),
        (TextureOp::SelectArg1, [0, t, 0]),
    );
    d.set_texture_stage_state(1, T::TexCoordIndex, 0).unwrap();
    (d, rt)
}

/// A quad whose every pixel samples coordinate (0.125, 0.5).
fn bump_draw(d: &mut Device, rt: SurfaceId) -> [f32; 4] {
    let (diffuse, specular) = (f32::from_bits(DIFFUSE), f32::from_bits(SPECULAR));
    let v: Vec<f32> = [[0.0, 0.0], [4.0, 0.0], [0.0, 4.0], [4.0, 4.0]]
        .iter()
        .flat_map(|&[x, y]| [x, y, 0.5, 1.0, diffuse, specular, 0.125, 0.5])
        .collect();
    d.draw_primitive_up(PrimitiveType::TriangleStrip, 2, &float_bytes(&v), 32)
        .unwrap();
    pixels(d, rt)[5]
}

/// `D3DTOP_BUMPENVMAP`: the next stage's coordinate moves by
/// `BUMPENVMAT` times (du, dv): 0.5 * 64/127 moves u from red's column
/// to green's; a zero matrix moves nothing.
#[test]
fn texop_bumpenvmap_moves_the_next_stage_coordinate() {
    let (mut d, rt) = bump_setup(TextureOp::BumpEnvMap);
    let got = bump_draw(&mut d, rt);
    assert!(close(got, [1.0, 0.0, 0.0, 1.0]), "no matrix: {got:?}");
    d.set_texture_stage_state(0, T::BumpEnvMat00, 0.5f32.to_bits())
        .unwrap();
    let got = bump_draw(&mut d, rt);
    assert!(close(got, [0.0, 1.0, 0.0, 1.0]), "moved: {got:?}");
}

/// `D3DTOP_BUMPENVMAPLUMINANCE`: also scales the next stage's colour by
/// `saturate(L * LSCALE + LOFFSET)`, L the bump map's third channel (1
/// for `V8U8`, which has none).
#[test]
fn texop_bumpenvmapluminance_scales_by_the_luminance() {
    let (mut d, rt) = bump_setup(TextureOp::BumpEnvMapLuminance);
    d.set_texture_stage_state(0, T::BumpEnvMat00, 0.5f32.to_bits())
        .unwrap();
    d.set_texture_stage_state(0, T::BumpEnvLScale, 0.25f32.to_bits())
        .unwrap();
    d.set_texture_stage_state(0, T::BumpEnvLOffset, 0.25f32.to_bits())
        .unwrap();
    let got = bump_draw(&mut d, rt);
    assert!(
        close([got[0], got[1], got[2], 1.0], [0.0, 0.5, 0.0, 1.0]),
        "{got:?}"
    );
}
