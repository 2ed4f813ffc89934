//! D3D9's fog rules ("Fog Formulas", "Pixel Fog", "Vertex Fog"): table
//! fog per pixel from z (or w under a perspective projection), vertex fog
//! per vertex from the camera-space z or distance, the specular alpha as
//! the factor when both modes are NONE, pre-transformed vertices (table
//! fog only), the factor clamped to [0, 1], FOGSTART == FOGEND, fog after
//! vertex and pixel shaders (ps_3_0 included). A red diffuse colour is
//! drawn under a blue fog colour, so a factor f reads (f, 0, 1 - f).

use crate::common;

use common::{bytecode_device, bytes, float_bytes, pixels};
use ninebridge_d3d9::*;
use ninebridge_types::{TextureArg, TextureOp, TextureStageState as T};

const RED: u32 = 0xffff_0000;
const BLUE: u32 = 0xff00_00ff;
const LINEAR: u32 = 3;
const EXP: u32 = 1;
const EXP2: u32 = 2;

fn setup(fvf: u32) -> (Device, SurfaceId) {
    let mut d = bytecode_device();
    let rt = d
        .create_render_target(4, 4, Format::A32B32G32R32F, MultiSampleType::None, 0, false)
        .unwrap();
    d.set_render_target(0, Some(rt)).unwrap();
    d.set_fvf(Fvf::from_d3d(fvf)).unwrap();
    d.set_render_state(RenderState::CullMode, 1);
    d.set_render_state(RenderState::ZEnable, 0);
    d.set_render_state(RenderState::Lighting, 0);
    d.set_render_state(RenderState::FogEnable, 1);
    d.set_render_state(RenderState::FogColor, BLUE);
    (d, rt)
}

fn set_f(d: &mut Device, state: RenderState, v: f32) {
    d.set_render_state(state, v.to_bits());
}

/// `XYZRHW | DIFFUSE | SPECULAR` over the 4x4 target at depth `z` and
/// `rhw`; pixel (1, 1).
fn draw_rhw(d: &mut Device, rt: SurfaceId, z: f32, rhw: f32, specular: u32) -> [f32; 4] {
    let (c, s) = (f32::from_bits(RED), f32::from_bits(specular));
    let v: Vec<f32> = [[0.0, 0.0], [4.0, 0.0], [0.0, 4.0], [4.0, 4.0]]
        .iter()
        .flat_map(|&[x, y]| [x, y, z, rhw, c, s])
        .collect();
    d.draw_primitive_up(PrimitiveType::TriangleStrip, 2, &float_bytes(&v), 24)
        .unwrap();
    pixels(d, rt)[5]
}

/// `XYZ | DIFFUSE | SPECULAR` quad at `z` spanning -`s`..`s`; pixel (1, 1).
fn draw_xyz(d: &mut Device, rt: SurfaceId, s: f32, z: f32, specular: u32) -> [f32; 4] {
    let (c, sp) = (f32::from_bits(RED), f32::from_bits(specular));
    let v: Vec<f32> = [[-s, -s], [-s, s], [s, -s], [s, s]]
        .iter()
        .flat_map(|&[x, y]| [x, y, z, c, sp])
        .collect();
    d.draw_primitive_up(PrimitiveType::TriangleStrip, 2, &float_bytes(&v), 20)
        .unwrap();
    pixels(d, rt)[5]
}

fn fogged(f: f32) -> [f32; 4] {
    let f = f.clamp(0.0, 1.0);
    [f, 0.0, 1.0 - f, 1.0]
}

fn close(a: [f32; 4], b: [f32; 4]) -> bool {
    a.iter().zip(b).all(|(x, y)| (x - y).abs() < 0.01)
}

const RHW_SPEC: u32 = 0x004 | 0x040 | 0x080;
const XYZ_SPEC: u32 = 0x002 | 0x040 | 0x080;

#[test]
fn fog_table_linear_uses_pixel_depth() {
    let (mut d, rt) = setup(RHW_SPEC);
    d.set_render_state(RenderState::FogTableMode, LINEAR);
    set_f(&mut d, RenderState::FogStart, 0.0);
    set_f(&mut d, RenderState::FogEnd, 1.0);
    for z in [0.25f32, 0.5, 0.75] {
        let got = draw_rhw(&mut d, rt, z, 1.0, 0xff00_0000);
        assert!(close(got, fogged(1.0 - z)), "z {z}: {got:?}");
    }
    // The fog colour and distances are values.
    let modules = d.ff_pixel_module_count();
    d.set_render_state(RenderState::FogColor, 0xff00_ff00);
    set_f(&mut d, RenderState::FogEnd, 2.0);
    let got = draw_rhw(&mut d, rt, 0.5, 1.0, 0xff00_0000);
    assert!(close(got, [0.75, 0.25, 0.0, 1.0]), "{got:?}");
    assert_eq!(d.ff_pixel_module_count(), modules);
}

#[test]
fn fog_table_exp_and_exp2_follow_the_formulas() {
    let (mut d, rt) = setup(RHW_SPEC);
    set_f(&mut d, RenderState::FogDensity, 2.0);
    d.set_render_state(RenderState::FogTableMode, EXP);
    let got = draw_rhw(&mut d, rt, 0.5, 1.0, 0xff00_0000);
    assert!(close(got, fogged((-1.0f32).exp())), "exp: {got:?}");
    d.set_render_state(RenderState::FogTableMode, EXP2);
    let got = draw_rhw(&mut d, rt, 0.25, 1.0, 0xff00_0000);
    assert!(close(got, fogged((-0.25f32).exp())), "exp2: {got:?}");
}

/// With a projection that is not affine (`_34` != 0 or `_44` != 1) table
/// fog reads the eye depth w (1 / rhw for pre-transformed vertices).
#[test]
fn fog_table_uses_w_under_a_perspective_projection() {
    let (mut d, rt) = setup(RHW_SPEC);
    d.set_render_state(RenderState::FogTableMode, LINEAR);
    set_f(&mut d, RenderState::FogStart, 0.0);
    set_f(&mut d, RenderState::FogEnd, 4.0);
    let perspective = [
        [1.0, 0.0, 0.0, 0.0],
        [0.0, 1.0, 0.0, 0.0],
        [0.0, 0.0, 1.0, 1.0],
        [0.0, 0.0, 0.0, 0.0],
    ];
    d.set_transform(TransformState::PROJECTION, perspective);
    let got = draw_rhw(&mut d, rt, 0.9, 0.5, 0xff00_0000);
    assert!(close(got, fogged(0.5)), "w = 2: {got:?}");
}

/// Table fog with FOGSTART == FOGEND: depths before it are not fogged,
/// depths after it fully (the linear formula's signed infinity).
#[test]
fn fog_table_with_equal_start_and_end_splits_at_it() {
    let (mut d, rt) = setup(RHW_SPEC);
    d.set_render_state(RenderState::FogTableMode, LINEAR);
    set_f(&mut d, RenderState::FogStart, 0.5);
    set_f(&mut d, RenderState::FogEnd, 0.5);
    let got = draw_rhw(&mut d, rt, 0.25, 1.0, 0xff00_0000);
    assert!(close(got, fogged(1.0)), "before: {got:?}");
    let got = draw_rhw(&mut d, rt, 0.75, 1.0, 0xff00_0000);
    assert!(close(got, fogged(0.0)), "after: {got:?}");
}

/// The factor is clamped to [0, 1]: start after end, negative distances.
#[test]
fn fog_factor_is_clamped_to_0_1() {
    let (mut d, rt) = setup(RHW_SPEC);
    d.set_render_state(RenderState::FogTableMode, LINEAR);
    for (start, end, want) in [(2.0f32, 1.0f32, 0.0), (1.0, 2.0, 1.0), (-2.0, -1.0, 0.0)] {
        set_f(&mut d, RenderState::FogStart, start);
        set_f(&mut d, RenderState::FogEnd, end);
        let got = draw_rhw(&mut d, rt, 0.5, 1.0, 0xff00_0000);
        assert!(close(got, fogged(want)), "{start}..{end}: {got:?}");
    }
    // A negative density makes e^(-density z) greater than 1: no fog.
    d.set_render_state(RenderState::FogTableMode, EXP);
    set_f(&mut d, RenderState::FogDensity, -1.0);
    let got = draw_rhw(&mut d, rt, 0.5, 1.0, 0xff00_0000);
    assert!(close(got, fogged(1.0)), "negative density: {got:?}");
}

/// Pre-transformed vertices get no vertex fog: with FOGVERTEXMODE set and
/// no table fog the factor is the specular alpha (Wine's `fog_test`).
#[test]
fn fog_pretransformed_vertices_take_the_specular_alpha() {
    let (mut d, rt) = setup(RHW_SPEC);
    d.set_render_state(RenderState::FogVertexMode, LINEAR);
    set_f(&mut d, RenderState::FogStart, 0.0);
    set_f(&mut d, RenderState::FogEnd, 1.0);
    let got = draw_rhw(&mut d, rt, 0.5, 1.0, 0x4000_0000);
    assert!(close(got, fogged(64.0 / 255.0)), "{got:?}");
}

/// Both modes NONE: the vertex's specular alpha is the fog factor.
#[test]
fn fog_from_specular_alpha_when_both_modes_are_none() {
    let (mut d, rt) = setup(XYZ_SPEC);
    let got = draw_xyz(&mut d, rt, 2.0, 0.5, 0xc000_0000);
    assert!(close(got, fogged(192.0 / 255.0)), "{got:?}");
}

#[test]
fn fog_vertex_exp_uses_the_camera_space_depth() {
    let (mut d, rt) = setup(XYZ_SPEC);
    d.set_render_state(RenderState::FogVertexMode, EXP);
    set_f(&mut d, RenderState::FogDensity, 2.0);
    let got = draw_xyz(&mut d, rt, 2.0, 0.5, 0xff00_0000);
    assert!(close(got, fogged((-1.0f32).exp())), "{got:?}");
}

/// `D3DRS_RANGEFOGENABLE`: vertex fog from the distance to the eye, not z.
#[test]
fn fog_vertex_range_uses_the_distance() {
    let (mut d, rt) = setup(XYZ_SPEC);
    d.set_render_state(RenderState::FogVertexMode, LINEAR);
    d.set_render_state(RenderState::RangeFogEnable, 1);
    set_f(&mut d, RenderState::FogStart, 0.0);
    set_f(&mut d, RenderState::FogEnd, 4.0);
    // Every vertex is at distance sqrt(2^2 + 2^2 + 0.5^2).
    let got = draw_xyz(&mut d, rt, 2.0, 0.5, 0xff00_0000);
    let dist = (8.25f32).sqrt();
    assert!(close(got, fogged((4.0 - dist) / 4.0)), "{got:?}");
    d.set_render_state(RenderState::RangeFogEnable, 0);
    let got = draw_xyz(&mut d, rt, 2.0, 0.5, 0xff00_0000);
    assert!(close(got, fogged(3.5 / 4.0)), "z fog: {got:?}");
}

/// Vertex fog with FOGSTART == FOGEND fogs everything (Windows in Wine's
/// `fog_test`).
#[test]
fn fog_vertex_with_equal_start_and_end_fogs_everything() {
    let (mut d, rt) = setup(XYZ_SPEC);
    d.set_render_state(RenderState::FogVertexMode, LINEAR);
    for at in [512.0f32, 0.25, 0.75] {
        set_f(&mut d, RenderState::FogStart, at);
        set_f(&mut d, RenderState::FogEnd, at);
        let got = draw_xyz(&mut d, rt, 2.0, 0.5, 0xff00_0000);
        assert!(close(got, fogged(0.0)), "{at}: {got:?}");
    }
}

/// A vertex shader's `oFog` is the vertex fog factor.
#[test]
fn fog_vertex_shader_ofog_is_the_factor() {
    let (mut d, rt) = setup(XYZ_SPEC);
    let vs = d
        .create_vertex_shader(&bytes(
            "vs_1_1\ndcl_position v0\ndcl_color v1\ndef c0, 0.25, 0, 0, 0\nmov oPos, v0\nmov oD0, v1\nmov oFog, c0.x\n",
        ))
        .unwrap();
    d.set_vertex_shader(Some(vs)).unwrap();
    let got = draw_xyz(&mut d, rt, 2.0, 0.5, 0xff00_0000);
    assert!(close(got, fogged(0.25)), "{got:?}");
}

/// Fog blends after pixel shaders of every model: ps_2_0, and ps_3_0 as
/// Windows does in vkd3d's fog.shader_test at shader model 3 (Microsoft's
/// shader model 3 notes say a ps_3_0 shader computes fog itself; the
/// runtime still blends table fog after it).
#[test]
fn fog_applies_after_ps_2_0_and_ps_3_0() {
    let (mut d, rt) = setup(RHW_SPEC);
    d.set_render_state(RenderState::FogTableMode, LINEAR);
    set_f(&mut d, RenderState::FogStart, 0.0);
    set_f(&mut d, RenderState::FogEnd, 1.0);
    d.set_pixel_shader_constant_f(0, &[[1.0, 0.0, 0.0, 1.0]])
        .unwrap();
    let ps2 = d
        .create_pixel_shader(&bytes("ps_2_0\nmov oC0, c0\n"))
        .unwrap();
    d.set_pixel_shader(Some(ps2)).unwrap();
    let got = draw_rhw(&mut d, rt, 0.25, 1.0, 0xff00_0000);
    assert!(close(got, fogged(0.75)), "ps_2_0: {got:?}");
    let ps3 = d
        .create_pixel_shader(&bytes("ps_3_0\nmov oC0, c0\n"))
        .unwrap();
    d.set_pixel_shader(Some(ps3)).unwrap();
    let got = draw_rhw(&mut d, rt, 0.25, 1.0, 0xff00_0000);
    assert!(close(got, fogged(0.75)), "ps_3_0: {got:?}");
}

/// Fog blends over the texture stages' result, after the specular add.
#[test]
fn fog_blends_over_the_stage_result() {
    let (mut d, rt) = setup(RHW_SPEC);
    d.set_render_state(RenderState::FogTableMode, LINEAR);
    set_f(&mut d, RenderState::FogStart, 0.0);
    set_f(&mut d, RenderState::FogEnd, 1.0);
    d.set_render_state(RenderState::TextureFactor, 0xff00_ff00);
    let tf = TextureArg::TFACTOR.to_d3d();
    d.set_texture_stage_state(0, T::ColorOp, TextureOp::SelectArg1 as u32)
        .unwrap();
    d.set_texture_stage_state(0, T::ColorArg1, tf).unwrap();
    let got = draw_rhw(&mut d, rt, 0.5, 1.0, 0xff00_0000);
    assert!(close(got, [0.0, 0.5, 0.5, 1.0]), "{got:?}");
}

/// Under an affine projection (the identity here) table fog reads z for
/// pre-transformed vertices whatever their rhw (Windows in Wine's
/// `test_table_fog_zw`).
#[test]
fn fog_table_uses_z_under_an_affine_projection_whatever_the_rhw() {
    let (mut d, rt) = setup(RHW_SPEC);
    d.set_render_state(RenderState::FogTableMode, LINEAR);
    set_f(&mut d, RenderState::FogStart, 0.0);
    set_f(&mut d, RenderState::FogEnd, 1.0);
    for rhw in [0.3f32, 1.0, 3.0] {
        let got = draw_rhw(&mut d, rt, 0.7, rhw, 0xff00_0000);
        assert!(close(got, fogged(0.3)), "rhw {rhw}: {got:?}");
    }
}
