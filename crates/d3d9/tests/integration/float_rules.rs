//! The rules for ±0, ±inf, NaN and denormals and the D3D9 multiply
//! (docs/conformance.md, "Non-finite values and denormals" and "The D3D9
//! multiply") through the GPU path: the translator and the device on the
//! default adapter (lavapipe in CI), a pixel shader per rule drawn into a
//! float target, its value read back and compared with the documented one.
//! The interpreter checks the same values (`crates/interp/tests/integration/non_finite.rs`).

use crate::common;

use common::{bytes, float_bytes, gpu, pixels};
use ninebridge_d3d9::*;

const INF: f32 = f32::INFINITY;
const NAN: f32 = f32::NAN;
const DENORMAL: f32 = 1.0e-40;

/// A device translating with `mode`, drawing `ps` (given `c0`.. = `c`) over
/// a 4x4 float target with `vs`; pixel (1, 1).
fn draw(mode: FloatEmulation, vs: &str, ps: &str, c: &[[f32; 4]]) -> [f32; 4] {
    let mut d = Device::new(
        gpu(),
        Box::new(BytecodeTranslator {
            float_emulation: mode,
        }),
    );
    let rt = d
        .create_render_target(4, 4, Format::A32B32G32R32F, MultiSampleType::None, 0, false)
        .unwrap();
    d.set_render_target(0, Some(rt)).unwrap();
    let vs = d.create_vertex_shader(&bytes(vs)).unwrap();
    let ps = d.create_pixel_shader(&bytes(ps)).unwrap();
    d.set_vertex_shader(Some(vs)).unwrap();
    d.set_pixel_shader(Some(ps)).unwrap();
    d.set_pixel_shader_constant_f(0, c).unwrap();
    d.set_vertex_shader_constant_f(0, c).unwrap();
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
    let tri = float_bytes(&[-1.0f32, 1.0, 3.0, 1.0, -1.0, -3.0]);
    d.draw_primitive_up(PrimitiveType::TriangleList, 1, &tri, 8)
        .unwrap();
    pixels(&d, rt)[5]
}

const VS: &str = "vs_2_0\ndcl_position v0\nmov oPos, v0\n";

/// `body` (writing r0) in a ps_3_0 shader, its r0 as the colour.
fn ps(mode: FloatEmulation, body: &str, c: &[[f32; 4]]) -> [f32; 4] {
    draw(mode, VS, &format!("ps_3_0\n{body}mov oC0, r0\n"), c)
}

/// Bitwise equality, so NaN equals NaN and -0 differs from +0.
fn same(a: [f32; 4], b: [f32; 4]) -> bool {
    a.iter()
        .zip(&b)
        .all(|(x, y)| (x.is_nan() && y.is_nan()) || x.to_bits() == y.to_bits())
}

#[track_caller]
fn check(mode: FloatEmulation, body: &str, c: &[[f32; 4]], expected: [f32; 4]) {
    let got = ps(mode, body, c);
    assert!(
        same(got, expected),
        "{mode:?} {body}: {got:?}, expected {expected:?}"
    );
}

const OFF: FloatEmulation = FloatEmulation::Off;
const STRICT: FloatEmulation = FloatEmulation::Strict;

#[test]
fn rcp_of_zero_is_an_infinity_of_its_sign() {
    let body = "rcp r0.x, c0.x\nrcp r0.y, c0.y\nrcp r0.z, c0.z\nrcp r0.w, c0.w\n";
    check(
        OFF,
        body,
        &[[0.0, -0.0, DENORMAL, -DENORMAL]],
        [INF, -INF, INF, -INF],
    );
    check(OFF, body, &[[INF, -INF, NAN, 1.0]], [0.0, -0.0, NAN, 1.0]);
}

#[test]
fn rsq_of_zero_is_plus_infinity_and_of_infinity_zero() {
    let body = "rsq r0.x, c0.x\nrsq r0.y, c0.y\nrsq r0.z, c0.z\nrsq r0.w, c0.w\n";
    check(
        OFF,
        body,
        &[[0.0, -0.0, -DENORMAL, -1.0]],
        [INF, INF, INF, 1.0],
    );
    check(OFF, body, &[[INF, -INF, NAN, -4.0]], [0.0, 0.0, NAN, 0.5]);
}

#[test]
fn log_of_zero_is_minus_infinity_and_exp_follows_ieee() {
    let body = "log r0.x, c0.x\nlog r0.y, c0.y\nlog r0.z, c0.z\nlog r0.w, c0.w\n";
    check(
        OFF,
        body,
        &[[0.0, -DENORMAL, -INF, NAN]],
        [-INF, -INF, INF, NAN],
    );
    let body = "exp r0.x, c0.x\nexp r0.y, c0.y\nexp r0.z, c0.z\nexp r0.w, c0.w\n";
    check(OFF, body, &[[-INF, INF, NAN, 200.0]], [0.0, INF, NAN, INF]);
}

#[test]
fn pow_fixes_the_cases_its_formula_leaves_undefined() {
    let body =
        "pow r0.x, c0.x, c1.x\npow r0.y, c0.y, c1.y\npow r0.z, c0.z, c1.z\npow r0.w, c0.w, c1.w\n";
    // 0^0 = 1, (-1)^inf = 1, 0^-1 = +inf, NaN^0 = 1.
    check(
        OFF,
        body,
        &[[0.0, -1.0, -0.0, NAN], [0.0, INF, -1.0, 0.0]],
        [1.0, 1.0, INF, 1.0],
    );
    // 0^2 = 0, 2^NaN = NaN, 0.5^inf = 0, inf^-2 = 0.
    check(
        OFF,
        body,
        &[[-DENORMAL, 2.0, 0.5, -INF], [2.0, NAN, INF, -2.0]],
        [0.0, NAN, 0.0, 0.0],
    );
}

/// `nrm` of a zero vector: 0 x rsq(0) = 0 x inf, NaN with IEEE products, 0
/// with the D3D9 multiply.
#[test]
fn nrm_of_a_zero_vector_follows_the_multiply() {
    check(OFF, "nrm r0, c0\n", &[[0.0; 4]], [NAN; 4]);
    check(STRICT, "nrm r0, c0\n", &[[0.0; 4]], [0.0; 4]);
    check(
        STRICT,
        "nrm r0, c0\n",
        &[[0.0, -0.0, DENORMAL, 2.0]],
        [0.0, 0.0, 0.0, INF],
    );
}

/// 0 times inf or NaN in every instruction that multiplies: NaN with IEEE
/// products, 0 with the D3D9 multiply (DXVK's `Strict`).
#[test]
fn the_d3d9_multiply_in_every_multiplying_instruction() {
    let mut c = vec![[0.0, -0.0, 0.0, 0.0], [INF, NAN, -INF, NAN], [1.0; 4]];
    c.extend([[0.0; 4], [0.0; 4], [DENORMAL, -DENORMAL, DENORMAL, 0.0]]);
    check(STRICT, "mul r0, c5, c1\n", &c, [0.0; 4]);
    check(STRICT, "dp4 r0, c5, c1\n", &c, [0.0; 4]);
    let cases: [(&str, [f32; 4], [f32; 4]); 9] = [
        ("mul r0, c0, c1\n", [NAN; 4], [0.0; 4]),
        ("mad r0, c0, c1, c2\n", [NAN; 4], [1.0; 4]),
        ("dp3 r0, c0, c1\n", [NAN; 4], [0.0; 4]),
        ("dp4 r0, c1, c0\n", [NAN; 4], [0.0; 4]),
        ("dp2add r0, c0, c1, c2.x\n", [NAN; 4], [1.0; 4]),
        ("m4x4 r0, c0, c1\n", [NAN, 0.0, 0.0, 0.0], [0.0; 4]),
        (
            "m3x3 r0.xyz, c0, c1\nmov r0.w, c2.x\n",
            [NAN, 0.0, 0.0, 1.0],
            [0.0, 0.0, 0.0, 1.0],
        ),
        ("lrp r0, c0, c1, c2\n", [NAN; 4], [1.0; 4]),
        // dst is a vertex shader instruction: below.
        ("mov r0, c2\n", [1.0; 4], [1.0; 4]),
    ];
    for (body, off, strict) in cases {
        check(OFF, body, &c, off);
        check(STRICT, body, &c, strict);
    }
}

/// The vertex-only forms, seen through finite values (a varying that is
/// infinite or NaN would not interpolate to itself): vs_1_1 `logp` of ±inf
/// is (128, 1, inf, 1) and of 0 (-inf, 1, -inf, 1); `dst`'s y is c0.y x
/// c1.y in the mode's multiply.
#[test]
fn vertex_only_forms() {
    let ps = "ps_2_0\ndcl t0\nmov oC0, t0\n";
    // Each non-finite component becomes 1 (the expected infinity) or 0.
    let vs = "vs_1_1\ndcl_position v0\nmov oPos, v0\nlogp r0, c0.x\n\
              slt r1.x, r0.x, c2.x\nmov r1.y, r0.y\nslt r1.z, r0.z, c2.x\nmov r1.w, r0.w\n\
              logp r2, c1.x\nsge r1.x, r2.x, c3.x\nslt r1.w, c2.y, r2.z\nmov oT0, r1\n";
    let c = [[0.0; 4], [-INF; 4], [-1.0e30, 1.0e30, 0.0, 0.0], [128.0; 4]];
    for mode in [OFF, STRICT] {
        // x: logp(-inf).x == 128; y: logp(0).y = 1; z: logp(0).z < -1e30;
        // w: logp(-inf).z > 1e30.
        assert_eq!(draw(mode, vs, ps, &c), [1.0, 1.0, 1.0, 1.0], "{mode:?}");
    }
    // dst r0, c0, c1 = (1, 0 x inf, c0.z, c1.w): NaN is r0.y != r0.y.
    let vs = "vs_2_0\ndcl_position v0\nmov oPos, v0\ndst r0, c0, c1\n\
              slt r1.y, r0.y, r0.y\nsge r1.x, r0.y, r0.y\nmov r1.zw, c2.xyzw\nmov oT0, r1\n";
    let c = [[0.0; 4], [INF; 4], [0.0; 4]];
    // sge(y, y) is 0 for NaN (off), 1 for 0 (strict).
    assert_eq!(draw(OFF, vs, ps, &c), [0.0, 0.0, 0.0, 0.0]);
    assert_eq!(draw(STRICT, vs, ps, &c), [1.0, 0.0, 0.0, 0.0]);
}
