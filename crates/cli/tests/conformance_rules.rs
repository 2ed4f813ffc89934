//! One test per rule of the conformance README (`docs/conformance.md` lists
//! them), each on a case file this test writes itself, run through the real
//! `ninebridge conformance run`. Expected values come from the README's
//! rules and D3D9's documented behaviour, never from a run of the code.

mod support;

use serde_json::json;
use support::*;

/// The D3D9 comparison `a FUNC r`.
fn passes(func: &str, a: f64, r: f64) -> bool {
    match func {
        "never" => false,
        "less" => a < r,
        "equal" => a == r,
        "less equal" => a <= r,
        "greater" => a > r,
        "not equal" => a != r,
        "greater equal" => a >= r,
        "always" => true,
        _ => unreachable!("{func}"),
    }
}

const FUNCS: [&str; 8] = [
    "never",
    "less",
    "equal",
    "less equal",
    "greater",
    "not equal",
    "greater equal",
    "always",
];

/// `alpha test FUNC REF` with each of the 8 functions on the default float
/// target: the pixel's alpha (0.5, 1.0 and 1.5, unclamped on a float
/// target) against ALPHAREF / 255 with ALPHAREF = 1.0 x 255. A pixel that
/// fails keeps the clear colour.
#[test]
fn alpha_test_each_function_on_a_float_target() {
    let ps = asm("ps_2_0\nmov oC0, c0\n");
    let mut commands = Vec::new();
    let mut expected = Vec::new();
    for func in FUNCS {
        commands.push(command("alpha test", &format!("alpha test {func} 1.0")));
        for alpha in [0.5f32, 1.0, 1.5] {
            commands.push(clear(0, [1.0, 0.0, 0.0, 1.0]));
            commands.push(uniform4(0, [0.0, 1.0, 0.0, alpha]));
            commands.push(draw_quad());
            let v = if passes(func, f64::from(alpha), 255.0 / 255.0) {
                [0.0, 1.0, 0.0, f64::from(alpha)]
            } else {
                [1.0, 0.0, 0.0, 1.0]
            };
            commands.push(probe(320, 240, v, 0));
            expected.push((func, alpha));
        }
    }
    let r = run_case(&case(vec![test_block(&default_vs_sm2(), &ps, commands)]));
    assert_eq!(r.len(), expected.len());
    for (rec, (func, alpha)) in r.iter().zip(expected) {
        assert_eq!(
            rec["status"], "pass",
            "alpha test {func} 1.0, alpha {alpha}: {rec}"
        );
    }
}

/// The op of a state command may be its first word or its whole keyword;
/// `alpha test` with either runs the same test.
#[test]
fn alpha_test_op_spellings() {
    let ps = asm("ps_2_0\nmov oC0, c0\n");
    let mut commands = Vec::new();
    for op in ["alpha", "alpha test"] {
        commands.push(command(op, "alpha test never"));
        commands.push(clear(0, [1.0, 0.0, 0.0, 1.0]));
        commands.push(uniform4(0, [0.0, 1.0, 0.0, 1.0]));
        commands.push(draw_quad());
        commands.push(probe(10, 10, [1.0, 0.0, 0.0, 1.0], 0));
    }
    assert_all_pass(&run_case(&case(vec![test_block(
        &default_vs_sm2(),
        &ps,
        commands,
    )])));
}

/// ALPHAREF is the reference times 255 truncated to 8 bits, so
/// `alpha test equal 0.5` compares against 127/255, not 0.5.
#[test]
fn alpha_reference_is_truncated_to_8_bits() {
    let ps = asm("ps_2_0\nmov oC0, c0\n");
    let ref_127 = f64::from(127.0f32 / 255.0);
    let mut commands = vec![command("alpha test", "alpha test equal 0.5")];
    for (alpha, drawn) in [(0.5f32, false), (127.0f32 / 255.0, true)] {
        commands.push(clear(0, [1.0, 0.0, 0.0, 1.0]));
        commands.push(uniform4(0, [0.0, 1.0, 0.0, alpha]));
        commands.push(draw_quad());
        let v = if drawn {
            [0.0, 1.0, 0.0, f64::from(alpha)]
        } else {
            [1.0, 0.0, 0.0, 1.0]
        };
        commands.push(probe(320, 240, v, 0));
    }
    assert_eq!(ref_127, f64::from(127.0f32 / 255.0));
    assert_all_pass(&run_case(&case(vec![test_block(
        &default_vs_sm2(),
        &ps,
        commands,
    )])));
}

/// Without an `alpha test` command the runner sets ALPHATESTENABLE with
/// ALPHAFUNC ALWAYS: a pixel with alpha 0 is drawn.
#[test]
fn alpha_test_defaults_to_always() {
    let ps = asm("ps_2_0\nmov oC0, c0\n");
    let commands = vec![
        clear(0, [1.0, 0.0, 0.0, 1.0]),
        uniform4(0, [0.0, 0.0, 1.0, 0.0]),
        draw_quad(),
        probe(320, 240, [0.0, 0.0, 1.0, 0.0], 0),
    ];
    assert_all_pass(&run_case(&case(vec![test_block(
        &default_vs_sm2(),
        &ps,
        commands,
    )])));
}

/// A state command the runner cannot carry out makes the probes after it
/// errors: a draw after it must not clear the failure.
#[test]
fn a_failed_state_command_is_not_forgotten_by_the_next_draw() {
    let ps = asm("ps_2_0\nmov oC0, c0\n");
    let commands = vec![
        uniform4(0, [0.0, 0.0, 1.0, 0.0]),
        command("alpha test", "alpha test sometimes 0.5"),
        draw_quad(),
        probe(320, 240, [0.0, 0.0, 1.0, 0.0], 0),
    ];
    let r = run_case(&case(vec![
        test_block(&default_vs_sm2(), &ps, commands),
        test_block(
            &default_vs_sm2(),
            &ps,
            vec![draw_quad(), probe(1, 1, [0.0, 0.0, 1.0, 0.0], 0)],
        ),
    ]));
    assert_eq!(r.len(), 2);
    for rec in &r {
        assert_eq!(rec["status"], "error", "{rec}");
        assert!(
            rec["detail"]
                .as_str()
                .unwrap()
                .contains("alpha test sometimes"),
            "{rec}"
        );
    }
}

/// Position (x, y) in [-2, 4] of the runner's quad, mapped by
/// `(pos + 4) / 10` as a texture coordinate (`oT0`) and as the diffuse colour
/// (`oD0`), both read back by the pixel shader as (t0.xy, v0.xy).
fn shade_mode_case(flat: Option<&str>, sm3: bool) -> serde_json::Value {
    let (vs, ps) = if sm3 {
        (
            asm(
                "vs_3_0\ndcl_position v0\ndcl_position o0\ndcl_texcoord o1\ndcl_color o2\n\
                 def c0, 4, 4, 4, 4\ndef c1, 0.1, 0.1, 0.1, 0.1\n\
                 mov o0, v0\nadd r0, v0, c0\nmul r0, r0, c1\nmov o1, r0\nmov o2, r0\n",
            ),
            asm("ps_3_0\ndcl_texcoord v0\ndcl_color v1\n\
                 mov r0.xy, v0\nmov r0.zw, v1.xxxy\nmov oC0, r0\n"),
        )
    } else {
        (
            asm(
                "vs_2_0\ndcl_position v0\ndef c0, 4, 4, 4, 4\ndef c1, 0.1, 0.1, 0.1, 0.1\n\
                 mov oPos, v0\nadd r0, v0, c0\nmul r0, r0, c1\nmov oT0, r0\nmov oD0, r0\n",
            ),
            asm("ps_2_0\ndcl t0\ndcl v0\nmov r0.xy, t0\nmov r0.zw, v0.xxxy\nmov oC0, r0\n"),
        )
    };
    let mut commands = Vec::new();
    if let Some(mode) = flat {
        commands.push(command("shade mode", &format!("shade mode {mode}")));
    }
    commands.push(draw_quad());
    // Pixel (320, 0) is at x = 0, y = 1 in clip space (D3D9 pixel centres):
    // the texture coordinate interpolates to (0.4, 0.5); a flat diffuse is
    // the first vertex's, (-2, -2) -> (0.2, 0.2).
    let diffuse = if flat == Some("flat") {
        [0.2, 0.2]
    } else {
        [0.4, 0.5]
    };
    commands.push(probe(320, 0, [0.4, 0.5, diffuse[0], diffuse[1]], 64));
    case(vec![test_block(&vs, &ps, commands)])
}

/// `shade mode flat` makes only the colour varyings constant (taken from
/// the first vertex); texture coordinates stay interpolated. `linear`
/// (and the default) interpolate both.
#[test]
fn flat_shading_flattens_colours_only() {
    for sm3 in [false, true] {
        for mode in [Some("flat"), Some("linear"), None] {
            let r = run_case(&shade_mode_case(mode, sm3));
            assert_eq!(r.len(), 1);
            assert_eq!(r[0]["status"], "pass", "sm3 {sm3}, {mode:?}: {}", r[0]);
        }
    }
}

/// Inputs the vertex shader never writes: below ps_3_0 the diffuse colour
/// reads opaque white, texture coordinates read 0; at ps_3_0 texture
/// coordinates read 0.
#[test]
fn unwritten_varyings_read_d3d9_defaults() {
    let cases = [
        // ps_2_0 t0 (texcoord 0), alpha forced to 1.
        (
            "ps_2_0\ndcl t0\ndef c0, 0, 0, 0, 1\nmov r0, t0\nmov r0.w, c0.w\nmov oC0, r0\n",
            [0.0, 0.0, 0.0, 1.0],
        ),
        // ps_2_0 v0 (diffuse): white.
        ("ps_2_0\ndcl v0\nmov oC0, v0\n", [1.0, 1.0, 1.0, 1.0]),
        // ps_1_1 v0 through r0.
        ("ps_1_1\nmov r0, v0\n", [1.0, 1.0, 1.0, 1.0]),
        // ps_3_0 texcoord 3 and 1, all components 0.
        (
            "ps_3_0\ndcl_texcoord3 v0.xy\ndcl_texcoord1 v1.xyz\n\
             mov r0.xy, v0\nmov r0.zw, v1.xxyz\nmov oC0, r0\n",
            [0.0, 0.0, 0.0, 0.0],
        ),
    ];
    for (ps, expected) in cases {
        let vs = if ps.starts_with("ps_3_0") {
            asm("vs_3_0\ndcl_position v0\ndcl_position o0\nmov o0, v0\n")
        } else {
            default_vs_sm2()
        };
        let commands = vec![
            clear(0, [1.0, 0.0, 0.0, 1.0]),
            draw_quad(),
            probe(0, 0, expected, 0),
        ];
        let r = run_case(&case(vec![test_block(&vs, &asm(ps), commands)]));
        assert_eq!(r[0]["status"], "pass", "{ps}: {}", r[0]);
    }
}

/// A partly written diffuse output keeps white in the components the
/// vertex shader does not write (`oD0` starts as (1, 1, 1, 1) below
/// vs_3_0); a partly written texture coordinate keeps 0.
#[test]
fn partly_written_outputs_keep_their_defaults() {
    let vs = asm("vs_1_1\ndcl_position v0\ndef c0, 0.5, 0.5, 0.5, 0.5\n\
                  mov oPos, v0\nmov oD0.x, c0\nmov oT0.x, c0\n");
    let ps_diffuse = asm("ps_2_0\ndcl v0\nmov oC0, v0\n");
    let ps_tex = asm("ps_2_0\ndcl t0\nmov oC0, t0\n");
    let commands = |v: [f64; 4]| vec![draw_quad(), probe(100, 100, v, 0)];
    let r = run_case(&case(vec![
        test_block(&vs, &ps_diffuse, commands([0.5, 1.0, 1.0, 1.0])),
        test_block(&vs, &ps_tex, commands([0.5, 0.0, 0.0, 0.0])),
    ]));
    assert_all_pass(&r);
}

#[test]
fn uniform_helper_shapes() {
    // The helpers write what the README describes.
    assert_eq!(
        uniform4(4, [1.0, 2.0, 3.0, 4.0])["args"]["offset_dwords"],
        4
    );
    assert_eq!(
        probe(1, 2, [0.0; 4], 3)["args"]["rect"],
        json!([1, 2, 2, 3])
    );
}
