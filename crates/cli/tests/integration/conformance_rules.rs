//! One test per rule of the conformance README (`docs/conformance.md` lists
//! them), each on a case file this test writes itself, run through the real
//! `ninebridge conformance run`. Expected values come from the README's
//! rules and D3D9's documented behaviour, never from a run of the code.

use crate::support;

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

/// A ps_2_0 that outputs `c0`.
fn ps_c0() -> String {
    asm("ps_2_0\nmov oC0, c0\n")
}

/// vs_3_0 passing the position to texcoord 0, and a ps_3_0 outputting it.
fn position_to_colour() -> (String, String) {
    (
        asm("vs_3_0\ndcl_position v0\ndcl_position o0\ndcl_texcoord o1\nmov o0, v0\nmov o1, v0\n"),
        asm("ps_3_0\ndcl_texcoord v0\nmov oC0, v0\n"),
    )
}

/// `draw quad`: FLOAT2 positions (-2,-2), (-2,4), (4,-2), which D3D9
/// expands to (x, y, 0, 1); pixel (480, 360) of the 640x480 target is at
/// (0.5, -0.5) with D3D9's pixel centres.
#[test]
fn draw_quad_positions_are_float2_expanded_to_z0_w1() {
    let (vs, ps) = position_to_colour();
    let r = run_case(&case(vec![test_block(
        &vs,
        &ps,
        vec![
            draw_quad(),
            probe(480, 360, [0.5, -0.5, 0.0, 1.0], 64),
            probe(160, 120, [-0.5, 0.5, 0.0, 1.0], 64),
        ],
    )]));
    assert_all_pass(&r);
}

/// Render target 0 defaults to 640x480 A32B32G32R32F: values outside
/// [0, 1] survive exactly and the last pixel is (639, 479).
#[test]
fn default_target_is_640x480_float() {
    let commands = vec![
        uniform4(0, [77.77, -2.5, 1e10, 0.125]),
        draw_quad(),
        probe_rect([0, 0, 640, 480], [77.77, -2.5, 1e10, 0.125], 0),
        probe(639, 479, [77.77, -2.5, 1e10, 0.125], 0),
    ];
    let r = run_case(&case(vec![test_block(
        &default_vs_sm2(),
        &ps_c0(),
        commands,
    )]));
    assert_all_pass(&r);
    // A pixel outside 640x480 is not part of the target.
    let r = run_case(&case(vec![test_block(
        &default_vs_sm2(),
        &ps_c0(),
        vec![draw_quad(), probe(640, 0, [0.0; 4], 0)],
    )]));
    assert_eq!(r[0]["status"], "error", "{}", r[0]);
}

/// `clear rtv` is a ColorFill with a D3DCOLOR: each value times 255,
/// truncated to 8 bits, read back as n / 255.
#[test]
fn clear_rtv_truncates_to_a_d3dcolor() {
    let n = |v: u8| f64::from(f32::from(v) / 255.0);
    let commands = vec![
        clear(0, [0.5, 0.25, 0.999, 0.1]),
        probe(7, 7, [n(127), n(63), n(254), n(25)], 0),
    ];
    let r = run_case(&case(vec![test_block(
        &default_vs_sm2(),
        &ps_c0(),
        commands,
    )]));
    assert_all_pass(&r);
}

/// The viewport is the smallest bound render target: a 64x64 target puts
/// clip-space x = 0.5 at pixel 48.
#[test]
fn viewport_is_the_bound_target() {
    let (vs, ps) = position_to_colour();
    let state = json!({"rtv": {"0": 0}});
    let r = run_case(&case(vec![
        rtv("r32g32b32a32-float", 64, 64),
        test_block_with(
            &vs,
            &ps,
            state,
            vec![draw_quad(), probe(48, 16, [0.5, 0.5, 0.0, 1.0], 64)],
        ),
    ]));
    assert_all_pass(&r);
}

/// `uniform` offsets count 32-bit words from c0 (offset 4 is c1, offset 1
/// is c0.y); words never set read 0x7f7f7f7f; int values are copied as raw
/// bits; uniforms persist into later test blocks.
#[test]
fn uniform_words_offsets_unset_words_raw_ints_and_persistence() {
    let unset = f64::from(f32::from_bits(0x7f7f_7f7f));
    let ps_c1 = asm("ps_2_0\nmov oC0, c1\n");
    let ps_c3 = asm("ps_2_0\nmov oC0, c3\n");
    let one_bits = 1.0f32.to_bits();
    let r = run_case(&case(vec![
        test_block(
            &default_vs_sm2(),
            &ps_c1,
            vec![
                uniform4(4, [1.0, 2.0, 3.0, 4.0]),
                uniform(5, "float", &[json!(9.5)]),
                draw_quad(),
                probe(0, 0, [1.0, 9.5, 3.0, 4.0], 0),
            ],
        ),
        test_block(
            &default_vs_sm2(),
            &ps_c3,
            vec![
                uniform(12, "int", &[json!(one_bits)]),
                uniform(13, "uint", &[json!(0x4000_0000u32)]),
                draw_quad(),
                probe(0, 0, [1.0, 2.0, unset, unset], 0),
            ],
        ),
        // No uniform command: c1 still holds the first block's values.
        test_block(
            &default_vs_sm2(),
            &ps_c1,
            vec![draw_quad(), probe(0, 0, [1.0, 9.5, 3.0, 4.0], 0)],
        ),
    ]));
    assert_all_pass(&r);
}

/// The same constants reach the vertex shader (c0 upward, both stages).
#[test]
fn uniforms_reach_the_vertex_shader_too() {
    let vs = asm("vs_2_0\ndcl_position v0\nmov oPos, v0\nmov oT0, c2\n");
    let ps = asm("ps_2_0\ndcl t0\nmov oC0, t0\n");
    let r = run_case(&case(vec![test_block(
        &vs,
        &ps,
        vec![
            uniform4(8, [0.25, 2.0, -3.0, 4.0]),
            draw_quad(),
            probe(5, 5, [0.25, 2.0, -3.0, 4.0], 0),
        ],
    )]));
    assert_all_pass(&r);
}

/// Integer bits in a float constant used as an address (item 4): an `int`
/// below 2^23 is a denormal and a negative one a NaN; `mova` (vs_2_0,
/// vs_3_0) and `mov a0` (vs_1_1) turn both into 0, as drivers flush
/// denormals and convert NaN to 0, so `c[a0.x + 4]` reads c4. Numbers:
/// vs_1_1 floors; `mova` rounds to nearest, ties to even (Windows gives
/// index 0 for 0.5 and 2 for 1.5 in vkd3d's non-const-indexing test).
#[test]
fn address_registers_from_integer_bits() {
    let ps = asm("ps_2_0\ndcl t0\nmov oC0, t0\n");
    let shaders = [
        "vs_1_1\ndcl_position v0\nmov oPos, v0\nmov a0.x, c0.x\nmov oT0, c[a0.x + 4]\n",
        "vs_2_0\ndcl_position v0\nmov oPos, v0\nmova a0.x, c0.x\nmov oT0, c[a0.x + 4]\n",
    ];
    for vs in shaders {
        let mut commands = vec![
            uniform4(12, [3.0, 3.0, 3.0, 3.0]),
            uniform4(16, [4.0, 4.0, 4.0, 4.0]),
            uniform4(20, [5.0, 5.0, 5.0, 5.0]),
            uniform4(24, [6.0, 6.0, 6.0, 6.0]),
        ];
        for bits in [1i64, 2, 7, 0x7f_ffff, -1, -2, 0x8000_0001u32 as i32 as i64] {
            commands.push(uniform(0, "int", &[json!(bits)]));
            commands.push(draw_quad());
            commands.push(probe(3, 3, [4.0; 4], 0));
        }
        // A normal float indexes as a number: `mov a0` floors, `mova` rounds
        // to nearest with ties to even (0.5 -> 0, 1.5 -> 2, 2.5 -> 2).
        let vs11 = vs.starts_with("vs_1");
        let cases: [(f32, f64, f64); 7] = [
            (1.0, 5.0, 5.0),
            (-1.0, 3.0, 3.0),
            (0.6, 4.0, 5.0),
            (0.5, 4.0, 4.0),
            (-0.5, 3.0, 4.0),
            (1.5, 5.0, 6.0),
            (2.5, 6.0, 6.0),
        ];
        for (value, floor, nearest_even) in cases {
            let expect = if vs11 { floor } else { nearest_even };
            commands.push(uniform(0, "float", &[json!(value)]));
            commands.push(draw_quad());
            commands.push(probe(3, 3, [expect; 4], 0));
        }
        let r = run_case(&case(vec![test_block(&asm(vs), &ps, commands)]));
        assert_all_pass(&r);
    }
}

/// Matrix constants are plain registers: a row-major float2x2 in c0/c1 is
/// read row by row as the bytecode says (c0.xy, c1.xy), a column-major one
/// column by column (c0.x, c1.x, c0.y, c1.y).
#[test]
fn matrix_constants_read_as_the_bytecode_addresses_them() {
    let rows = asm("ps_2_0\nmov r0.xy, c0.xyxx\nmov r0.zw, c1.xxxy\nmov oC0, r0\n");
    let cols = asm(
        "ps_2_0\nmov r0.x, c0.x\nmov r0.y, c1.x\nmov r0.z, c0.y\nmov r0.w, c1.y\nmov oC0, r0\n",
    );
    let setup = || {
        vec![
            uniform4(0, [0.1, 0.3, 0.0, 0.0]),
            uniform4(4, [0.2, 0.4, 0.0, 0.0]),
            draw_quad(),
        ]
    };
    let mut a = setup();
    a.push(probe(0, 0, [0.1, 0.3, 0.2, 0.4], 0));
    let mut b = setup();
    b.push(probe(0, 0, [0.1, 0.2, 0.3, 0.4], 0));
    let r = run_case(&case(vec![
        test_block(&default_vs_sm2(), &rows, a),
        test_block(&default_vs_sm2(), &cols, b),
    ]));
    assert_all_pass(&r);
}

/// `clip-plane N a b c d` enables plane N (CLIPPING true): x >= 0 keeps the
/// right half; `clip-plane N disable` turns it off again.
#[test]
fn clip_planes_enable_and_disable() {
    let commands = vec![
        uniform4(0, [0.0, 1.0, 0.0, 1.0]),
        clear(0, [1.0, 0.0, 0.0, 1.0]),
        command("clip-plane", "clip-plane 0 1.0 0.0 0.0 0.0"),
        draw_quad(),
        probe(100, 100, [1.0, 0.0, 0.0, 1.0], 0),
        probe(500, 100, [0.0, 1.0, 0.0, 1.0], 0),
        clear(0, [1.0, 0.0, 0.0, 1.0]),
        command("clip-plane", "clip-plane 0 disable"),
        draw_quad(),
        probe(100, 100, [0.0, 1.0, 0.0, 1.0], 0),
    ];
    let r = run_case(&case(vec![test_block(
        &default_vs_sm2(),
        &ps_c0(),
        commands,
    )]));
    assert_all_pass(&r);
}

/// POINTSIZE defaults to 1; `point-size 4 1 64` draws a 4x4 square centred
/// on the vertex: at (320, 240) pixels 318..321 (D3D9 pixel centres, the
/// left edge included, the right one not).
#[test]
fn point_size_default_and_command() {
    let vs = asm("vs_2_0\ndcl_position v0\nmov oPos, v0\n");
    let state = json!({"vb": {"0": 0}, "input_layout": 1});
    let row = |x: u32, on: bool| probe(x, 240, if on { [0.0, 1.0, 0.0, 1.0] } else { [0.0; 4] }, 0);
    let mut commands = vec![
        uniform4(0, [0.0, 1.0, 0.0, 1.0]),
        clear(0, [0.0; 4]),
        draw("point list", 1),
        row(319, false),
        row(320, true),
        row(321, false),
        clear(0, [0.0; 4]),
        command("point-size", "point-size 4.0 1.0 64.0"),
        draw("point list", 1),
    ];
    for x in 316..324 {
        commands.push(row(x, (318..322).contains(&x)));
    }
    let r = run_case(&case(vec![
        vb(&[0.0, 0.0]),
        input_layout(&["0 r32g32-float position"]),
        test_block_with(&vs, &ps_c0(), state, commands),
    ]));
    assert_all_pass(&r);
}

/// Table fog: `fog linear ortho START END` uses the pixel's z (0 for the
/// quad): f = (END - 0) / (END - START); `non-ortho` recovers the eye depth
/// from w (1 for the quad, the projection's _44 being 1.01 only scales
/// what the shader does not write): f = (END - 1) / (END - START). The
/// colour is mix(FOGCOLOR, colour, f), alpha untouched; `fog disable`
/// turns it off.
#[test]
fn table_fog_ortho_non_ortho_and_disable() {
    let red = [1.0, 0.0, 0.0, 1.0];
    let commands = vec![
        uniform4(0, [1.0, 0.0, 0.0, 1.0]),
        command("fog-colour", "fog-colour 0.0 0.0 1.0 1.0"),
        command("fog", "fog linear ortho 0.0 2.0"),
        draw_quad(),
        probe(320, 240, red, 0),
        command("fog", "fog linear non-ortho 0.0 2.0"),
        draw_quad(),
        probe(320, 240, [0.5, 0.0, 0.5, 1.0], 64),
        command("fog", "fog disable"),
        draw_quad(),
        probe(320, 240, red, 0),
    ];
    let r = run_case(&case(vec![test_block(
        &default_vs_sm2(),
        &ps_c0(),
        commands,
    )]));
    assert_all_pass(&r);
}

/// Stages without a `sampler` block keep D3D9's defaults (wrap, point); a
/// declared `sampler` with no lines is point and clamp.
#[test]
fn sampler_defaults_declared_and_undeclared() {
    let ps = asm("ps_2_0\ndef c0, 1.25, 0.25, 0, 0\ndcl_2d s0\ntexld r0, c0, s0\nmov oC0, r0\n");
    // 2x2 texture: left column 1, right column 2 (red channel).
    let tex = srv_2d(
        "r32g32b32a32-float",
        2,
        2,
        &[
            1.0, 0.0, 0.0, 1.0, 2.0, 0.0, 0.0, 1.0, //
            1.0, 0.0, 0.0, 1.0, 2.0, 0.0, 0.0, 1.0,
        ],
    );
    let undeclared = test_block_with(
        &default_vs_sm2(),
        &ps,
        json!({"srv": {"0": 0}}),
        // u = 1.25 wraps to 0.25: the left column.
        vec![draw_quad(), probe(0, 0, [1.0, 0.0, 0.0, 1.0], 0)],
    );
    let declared = test_block_with(
        &default_vs_sm2(),
        &ps,
        json!({"srv": {"0": 0}, "sampler": {"0": 1}}),
        // u = 1.25 clamps to the right column.
        vec![draw_quad(), probe(0, 0, [2.0, 0.0, 0.0, 1.0], 0)],
    );
    let r = run_case(&case(vec![tex, sampler(&[]), undeclared, declared]));
    assert_all_pass(&r);
}

/// An R32F texture samples as (r, 1, 1, 1), D3D9's fill for the missing
/// channels.
#[test]
fn r32f_textures_read_missing_channels_as_one() {
    let ps = asm("ps_2_0\ndef c0, 0.5, 0.5, 0, 0\ndcl_2d s0\ntexld r0, c0, s0\nmov oC0, r0\n");
    let r = run_case(&case(vec![
        srv_2d("r32-float", 1, 1, &[0.75]),
        test_block_with(
            &default_vs_sm2(),
            &ps,
            json!({"srv": {"0": 0}}),
            vec![draw_quad(), probe(0, 0, [0.75, 1.0, 1.0, 1.0], 0)],
        ),
    ]));
    assert_all_pass(&r);
}

/// The probe rule: expected values are rounded to the nearest float first
/// (0.1 matches the float 0.1 exactly), -0 equals +0, and a tolerance of N
/// ULPs accepts the float N steps away but not N + 1.
#[test]
fn probe_ulp_rule() {
    let up = |v: f32, n: u32| f64::from(f32::from_bits(v.to_bits() + n));
    let commands = vec![
        uniform4(0, [0.1, -0.0, 1.0, 0.5]),
        draw_quad(),
        probe(1, 1, [0.1, 0.0, 1.0, 0.5], 0),
        probe(1, 1, [0.1, 0.0, up(1.0, 3), 0.5], 3),
        probe(1, 1, [0.1, 0.0, up(1.0, 4), 0.5], 3),
    ];
    let r = run_case(&case(vec![test_block(
        &default_vs_sm2(),
        &ps_c0(),
        commands,
    )]));
    assert_eq!(r[0]["status"], "pass", "{}", r[0]);
    assert_eq!(r[1]["status"], "pass", "{}", r[1]);
    assert_eq!(r[2]["status"], "fail", "{}", r[2]);
}

/// `NINEBRIDGE_FLOAT_EMULATION` sets the multiply of both backends: 0 x inf
/// (c0.x = 0, `rcp` of it +inf) is NaN with `off` and 0 with `strict` in
/// `mul`, `mad`, `dp3` and `m3x3`. NaN is seen through `sge x, x` (0 for
/// NaN, 1 otherwise), as a probe cannot name NaN. The zero is a uniform: a
/// `def` zero lets the driver's compiler fold `x * 0` to 0 (lavapipe does),
/// whatever the mode (docs/conformance.md).
#[test]
fn float_emulation_sets_the_multiply_of_both_backends() {
    let ps = asm(
        "ps_2_0\nrcp r0, c0.x\nmul r1.x, r0.x, c0.x\nmad r1.y, r0.x, c0.x, c0.w\n\
         dp3 r1.z, r0, c0\nmov r3, r0\nmov r4, r0\nmov r5, r0\nm3x3 r2.xyz, c0, r3\n\
         mov r1.w, r2.x\ncmp oC0, r1, c0.w, c0.x\n",
    );
    for (mode, expected) in [("off", [0.0; 4]), ("strict", [1.0; 4])] {
        let case = case(vec![test_block(
            &default_vs_sm2(),
            &ps,
            vec![
                uniform4(0, [0.0, 0.0, 0.0, 1.0]),
                draw_quad(),
                probe(3, 3, expected, 0),
            ],
        )]);
        let vars = [("NINEBRIDGE_FLOAT_EMULATION", mode)];
        for backend in ["gpu", "interp"] {
            let r = run_case_on_env(&case, backend, &vars);
            assert_all_pass(&r);
        }
    }
}
