//! The rules for ±0, ±inf, NaN and denormals (docs/conformance.md,
//! "Non-finite values and denormals") and the D3D9 multiply ("The D3D9
//! multiply"), each run through a shader on the interpreter, in both
//! multiply modes where the rule depends on it. The GPU path checks the
//! same values (`crates/d3d9/tests/integration/float_rules.rs`).

use ninebridge_d3dbc::{RegisterType, assemble_program};
use ninebridge_interp::{Environment, Interpreter, NoTextures, VertexInput};

const INF: f32 = f32::INFINITY;
const NAN: f32 = f32::NAN;
/// A denormal (read as zero by the rules).
const DENORMAL: f32 = 1.0e-40;

/// `r0` of `body` (which writes it) run on one vertex with `c0`..`c2` = `c`,
/// with or without the D3D9 multiply.
fn run(body: &str, c: &[[f32; 4]], mul_zero: bool) -> [f32; 4] {
    let text = format!("vs_2_0\ndcl_position v0\n{body}mov oPos, r0\n");
    let p = assemble_program(&text).unwrap_or_else(|e| panic!("{e}\n{text}"));
    let it = Interpreter::new(&p).expect("prepares");
    let env = Environment {
        float_constants: c.to_vec(),
        mul_zero,
        ..Environment::default()
    };
    let out = it
        .run_vertex(&env, &NoTextures, &VertexInput::default())
        .expect("runs");
    out.get(RegisterType::RastOut, 0).expect("oPos")
}

/// Bitwise equality, so NaN equals NaN and -0 differs from +0.
fn same(a: [f32; 4], b: [f32; 4]) -> bool {
    a.iter()
        .zip(&b)
        .all(|(x, y)| (x.is_nan() && y.is_nan()) || x.to_bits() == y.to_bits())
}

#[track_caller]
fn check(body: &str, c: &[[f32; 4]], mul_zero: bool, expected: [f32; 4]) {
    let got = run(body, c, mul_zero);
    assert!(
        same(got, expected),
        "{body} mul_zero {mul_zero}: {got:?}, expected {expected:?}"
    );
}

/// Each of `rcp`'s rules on c0.x .. c0.w, one per component.
#[test]
fn rcp_of_zero_is_an_infinity_of_its_sign() {
    let body = "rcp r0.x, c0.x\nrcp r0.y, c0.y\nrcp r0.z, c0.z\nrcp r0.w, c0.w\n";
    check(
        body,
        &[[0.0, -0.0, DENORMAL, -DENORMAL]],
        false,
        [INF, -INF, INF, -INF],
    );
    check(body, &[[INF, -INF, NAN, 1.0]], false, [0.0, -0.0, NAN, 1.0]);
}

#[test]
fn rsq_of_zero_is_plus_infinity_and_of_infinity_zero() {
    let body = "rsq r0.x, c0.x\nrsq r0.y, c0.y\nrsq r0.z, c0.z\nrsq r0.w, c0.w\n";
    check(
        body,
        &[[0.0, -0.0, -DENORMAL, -1.0]],
        false,
        [INF, INF, INF, 1.0],
    );
    check(body, &[[INF, -INF, NAN, -4.0]], false, [0.0, 0.0, NAN, 0.5]);
}

#[test]
fn log_of_zero_is_minus_infinity_and_exp_follows_ieee() {
    let body = "log r0.x, c0.x\nlog r0.y, c0.y\nlog r0.z, c0.z\nlog r0.w, c0.w\n";
    check(
        body,
        &[[0.0, -DENORMAL, -INF, NAN]],
        false,
        [-INF, -INF, INF, NAN],
    );
    let body = "exp r0.x, c0.x\nexp r0.y, c0.y\nexp r0.z, c0.z\nexp r0.w, c0.w\n";
    check(
        body,
        &[[-INF, INF, NAN, 200.0]],
        false,
        [0.0, INF, NAN, INF],
    );
    // Model 2 `logp` and `expp` are the full scalar forms.
    let body = "logp r0.x, c0.x\nexpp r0.y, c0.y\nlogp r0.z, c0.z\nexpp r0.w, c0.w\n";
    check(body, &[[0.0, -INF, INF, 3.0]], false, [-INF, 0.0, INF, 8.0]);
}

#[test]
fn vs_1_1_logp_and_expp_of_non_finite_values() {
    let run11 = |body: &str, c: [f32; 4]| {
        let text = format!("vs_1_1\ndcl_position v0\n{body}mov oPos, r0\n");
        let p = assemble_program(&text).unwrap();
        let env = Environment {
            float_constants: vec![c],
            ..Environment::default()
        };
        Interpreter::new(&p)
            .unwrap()
            .run_vertex(&env, &NoTextures, &VertexInput::default())
            .unwrap()
            .get(RegisterType::RastOut, 0)
            .unwrap()
    };
    // (exponent field - 127, mantissa, log2|x|, 1) from the bits.
    assert!(same(
        run11("logp r0, c0.x\n", [0.0; 4]),
        [-INF, 1.0, -INF, 1.0]
    ));
    assert!(same(
        run11("logp r0, c0.x\n", [-INF; 4]),
        [128.0, 1.0, INF, 1.0]
    ));
    assert!(same(
        run11("logp r0, c0.x\n", [DENORMAL; 4]),
        [-INF, 1.0, -INF, 1.0]
    ));
    // (2^floor(x), x - floor(x), 2^x, 1) in IEEE arithmetic.
    assert!(same(
        run11("expp r0, c0.x\n", [INF; 4]),
        [INF, NAN, INF, 1.0]
    ));
    assert!(same(
        run11("expp r0, c0.x\n", [-INF; 4]),
        [0.0, NAN, 0.0, 1.0]
    ));
}

#[test]
fn pow_fixes_the_cases_its_formula_leaves_undefined() {
    let body =
        "pow r0.x, c0.x, c1.x\npow r0.y, c0.y, c1.y\npow r0.z, c0.z, c1.z\npow r0.w, c0.w, c1.w\n";
    // 0^0 = 1, (-1)^inf = 1, 0^-1 = +inf, NaN^0 = 1.
    check(
        body,
        &[[0.0, -1.0, -0.0, NAN], [0.0, INF, -1.0, 0.0]],
        false,
        [1.0, 1.0, INF, 1.0],
    );
    // 0^2 = 0, 2^NaN = NaN, 0.5^inf = 0, inf^-2 = 0.
    check(
        body,
        &[[-DENORMAL, 2.0, 0.5, -INF], [2.0, NAN, INF, -2.0]],
        false,
        [0.0, NAN, 0.0, 0.0],
    );
}

/// `nrm` of a zero vector: 0 x rsq(0) = 0 x inf, NaN with IEEE products, 0
/// with the D3D9 multiply (its w: w x inf).
#[test]
fn nrm_of_a_zero_vector_follows_the_multiply() {
    let body = "nrm r0, c0\n";
    check(body, &[[0.0, 0.0, 0.0, 0.0]], false, [NAN; 4]);
    check(body, &[[0.0, 0.0, 0.0, 0.0]], true, [0.0; 4]);
    check(
        body,
        &[[0.0, -0.0, DENORMAL, 2.0]],
        true,
        [0.0, 0.0, 0.0, INF],
    );
}

/// 0 (or a denormal) times inf or NaN in every instruction that
/// multiplies: NaN with IEEE products, 0 with the D3D9 multiply.
#[test]
fn the_d3d9_multiply_in_every_multiplying_instruction() {
    // c0 = (0, -0, 0, 0), c1 = (inf, NaN, -inf, NaN), c2 = 1, c5 a
    // denormal (IEEE products keep it, so only the D3D9 multiply is
    // checked with it: GPUs may flush it either way).
    let mut c = vec![[0.0, -0.0, 0.0, 0.0], [INF, NAN, -INF, NAN], [1.0; 4]];
    c.extend([[0.0; 4], [0.0; 4], [DENORMAL, -DENORMAL, DENORMAL, 0.0]]);
    check("mul r0, c5, c1\n", &c, true, [0.0; 4]);
    check("dp4 r0, c5, c1\n", &c, true, [0.0; 4]);
    let cases = [
        ("mul r0, c0, c1\n", [NAN; 4], [0.0; 4]),
        ("mad r0, c0, c1, c2\n", [NAN; 4], [1.0; 4]),
        ("dp3 r0, c0, c1\n", [NAN; 4], [0.0; 4]),
        ("dp4 r0, c1, c0\n", [NAN; 4], [0.0; 4]),
        // Rows c1, c2 (ones), c3 and c4 (zeros): only row 0 meets inf/NaN.
        ("m4x4 r0, c0, c1\n", [NAN, 0.0, 0.0, 0.0], [0.0; 4]),
        (
            "m3x3 r0.xyz, c0, c1\nmov r0.w, c2.x\n",
            [NAN, 0.0, 0.0, 1.0],
            [0.0, 0.0, 0.0, 1.0],
        ),
        // lrp: c0 x (c1 - c2) + c2.
        ("lrp r0, c0, c1, c2\n", [NAN; 4], [1.0; 4]),
        // dst: (1, c0.y x c1.y, c0.z, c1.w).
        (
            "dst r0, c0, c1\n",
            [1.0, NAN, 0.0, NAN],
            [1.0, 0.0, 0.0, NAN],
        ),
    ];
    for (body, off, strict) in cases {
        check(body, &c, false, off);
        check(body, &c, true, strict);
    }
}

/// `dp2add` (pixel shaders only): the two products in the mode's multiply.
#[test]
fn dp2add_uses_the_multiply_of_the_mode() {
    let text =
        "ps_2_0\ndef c0, 0, 0, 0, 0\ndef c2, 0.5, 0, 0, 0\ndp2add r0, c0, c1, c2.x\nmov oC0, r0\n";
    let p = assemble_program(text).unwrap();
    let it = Interpreter::new(&p).unwrap();
    for (mul_zero, expected) in [(false, NAN), (true, 0.5)] {
        let env = Environment {
            float_constants: vec![[0.0; 4], [INF, NAN, 0.0, 0.0], [0.0; 4]],
            mul_zero,
            ..Environment::default()
        };
        let input = ninebridge_interp::PixelInput::default();
        let quad = [input.clone(), input.clone(), input.clone(), input];
        let [o, ..] = it.run_quad(&env, &NoTextures, &quad).unwrap();
        let v = o.get(RegisterType::ColorOut, 0).unwrap();
        assert!(same(v, [expected; 4]), "mul_zero {mul_zero}: {v:?}");
    }
}

/// `lit`'s power is clamped to ±127.9961 (the reference's MAXPOWER): 2^128
/// would be +inf, 2^127.9961 is finite.
#[test]
fn lit_clamps_the_power() {
    let got = run("lit r0, c0\n", &[[1.0, 2.0, 0.0, 1000.0]], false);
    assert_eq!(got, [1.0, 1.0, 2f32.powf(127.9961), 1.0]);
    assert!(got[2].is_finite());
}

/// The first instruction that writes an inf or NaN is kept with the
/// operands it read: where a non-finite output began. Later non-finite
/// writes (`mul` of the inf) do not replace it; a run without any keeps
/// none.
#[test]
fn the_first_non_finite_write_is_kept_with_its_operands() {
    let text = "vs_2_0\ndcl_position v0\nadd r1, c0, -c0\nrcp r0.x, r1.y\nmul r0, r0.x, c1\n\
                mov oPos, r0\n";
    let p = assemble_program(text).unwrap();
    let it = Interpreter::new(&p).expect("prepares");
    let env = Environment {
        float_constants: vec![[1.0, 2.0, 3.0, 4.0], [2.0; 4]],
        ..Environment::default()
    };
    let out = it
        .run_vertex(&env, &NoTextures, &VertexInput::default())
        .expect("runs");
    let origin = out.first_non_finite.expect("an inf was made");
    let rcp = p
        .instructions
        .iter()
        .position(|i| i.opcode == ninebridge_d3dbc::Opcode::Rcp)
        .unwrap();
    assert_eq!(origin.index, rcp);
    assert_eq!(origin.operands, [[0.0; 4]]);
    let finite = Environment {
        float_constants: vec![[1.0; 4], [2.0; 4]],
        ..Environment::default()
    };
    let text = "vs_2_0\ndcl_position v0\nadd r1, c0, c0\nrcp r0.x, r1.y\nmov oPos, r0\n";
    let p = assemble_program(text).unwrap();
    let out = Interpreter::new(&p)
        .unwrap()
        .run_vertex(&finite, &NoTextures, &VertexInput::default())
        .unwrap();
    assert_eq!(out.first_non_finite, None);
}
