//! Issue 29 item 1: every feature a vkd3d case may use (the README's
//! directives, formats, states, draws and probes, and D3D9's instructions at
//! every shader model) on a case file this test writes, run on the GPU and on
//! the reference interpreter (`--backend interp`). Each probe must pass on
//! both; expected values come from the README's rules and D3D9's
//! documentation (worked out in the comments), never from a run.
//! `docs/conformance.md` ("The reference interpreter") lists what each test
//! covers.

use crate::support;

use serde_json::{Value, json};
use support::*;

/// A case under construction whose probes carry names, so a failure says
/// which feature broke and what each backend gave.
#[derive(Default)]
struct Named {
    blocks: Vec<Value>,
    names: Vec<String>,
}

impl Named {
    /// Adds a resource block (srv, sampler, rtv, vb, input layout) and
    /// returns its index.
    fn resource(&mut self, block: Value) -> usize {
        self.blocks.push(block);
        self.blocks.len() - 1
    }

    /// Adds a test block; `commands` holds `(name, command)` pairs, the name
    /// used for probes only.
    fn test(&mut self, vs: &str, ps: &str, state: Value, commands: Vec<(&str, Value)>) {
        let mut cmds = Vec::new();
        for (name, c) in commands {
            if c["op"] == "probe" {
                self.names.push(name.to_string());
            }
            cmds.push(c);
        }
        self.blocks.push(test_block_with(vs, ps, state, cmds));
    }

    /// Runs the case on both backends; every probe must pass on both.
    fn run(self) {
        let case = case(self.blocks);
        let gpu = run_case_on(&case, "gpu");
        let cpu = run_case_on(&case, "interp");
        assert_eq!(gpu.len(), self.names.len(), "gpu records {gpu:?}");
        assert_eq!(cpu.len(), self.names.len(), "interp records {cpu:?}");
        let mut bad = Vec::new();
        for ((name, g), c) in self.names.iter().zip(&gpu).zip(&cpu) {
            if g["status"] != "pass" || c["status"] != "pass" {
                bad.push(format!(
                    "{name}: expected {}\n  gpu    {} {} {}\n  interp {} {} {}",
                    g["expected"],
                    g["status"],
                    g["got"],
                    g["detail"],
                    c["status"],
                    c["got"],
                    c["detail"]
                ));
            }
        }
        assert!(bad.is_empty(), "probes not passing:\n{}", bad.join("\n"));
        eprintln!(
            "feature probes passing on both backends: {}",
            self.names.len()
        );
    }
}

/// No bound resources.
fn no_state() -> Value {
    json!({})
}

/// A table of shaders: each entry's bytecode drawn with the quad and its
/// colour at pixel (1, 1) probed (name, vs, ps, expected, ulps).
fn shader_table(cases: Vec<(String, String, String, [f64; 4], u32)>) {
    let mut n = Named::default();
    for (name, vs, ps, expected, ulps) in &cases {
        n.test(
            vs,
            ps,
            no_state(),
            vec![("", draw_quad()), (name, probe(1, 1, *expected, *ulps))],
        );
    }
    n.run();
}

/// Vertex shader cases: `body` writes `OUT` (vs_1_1 and vs_2_0 `oT0`,
/// vs_3_0 a texcoord output), which a pixel shader of the matching model
/// writes to the target.
fn vs_cases(
    model: &str,
    cases: &[(&str, &str, [f64; 4], u32)],
) -> Vec<(String, String, String, [f64; 4], u32)> {
    cases
        .iter()
        .map(|(name, body, expected, ulps)| {
            let (head, out, ps) = if model == "vs_3_0" {
                (
                    "vs_3_0\ndcl_position v0\ndcl_position o0\ndcl_texcoord o1\nmov o0, v0\n",
                    "o1",
                    "ps_3_0\ndcl_texcoord v0\nmov oC0, v0\n",
                )
            } else {
                (
                    if model == "vs_1_1" {
                        "vs_1_1\ndcl_position v0\nmov oPos, v0\n"
                    } else {
                        "vs_2_0\ndcl_position v0\nmov oPos, v0\n"
                    },
                    "oT0",
                    "ps_2_0\ndcl t0\nmov oC0, t0\n",
                )
            };
            // `def`s first, as the assembler wants them before code.
            let (defs, code): (Vec<&str>, Vec<&str>) =
                body.lines().partition(|l| l.starts_with("def"));
            let text = format!(
                "{}{}\n{}\n",
                head.replacen('\n', &format!("\n{}\n", defs.join("\n")), 1),
                "",
                code.join("\n").replace("OUT", out)
            );
            (
                format!("{model} {name}"),
                asm(&text),
                asm(ps),
                *expected,
                *ulps,
            )
        })
        .collect()
}

/// Pixel shader cases of `model` (ps_2_0 or ps_3_0, drawn with a vertex
/// shader of the same model); `body` writes `OUT`, here `oC0`.
fn ps_cases(model: &str, cases: &[Case]) -> Vec<(String, String, String, [f64; 4], u32)> {
    let vs = if model == "ps_3_0" {
        vs3()
    } else {
        default_vs_sm2()
    };
    cases
        .iter()
        .map(|(name, body, expected, ulps)| {
            let (defs, code): (Vec<&str>, Vec<&str>) =
                body.lines().partition(|l| l.starts_with("def"));
            let text = format!(
                "{model}\n{}\n{}\n",
                defs.join("\n"),
                code.join("\n").replace("OUT", "oC0")
            );
            (
                format!("{model} {name}"),
                vs.clone(),
                asm(&text),
                *expected,
                *ulps,
            )
        })
        .collect()
}

/// vs_3_0 passing the position through.
fn vs3() -> String {
    asm("vs_3_0\ndcl_position v0\ndcl_position o0\nmov o0, v0\n")
}

/// An R32F render target: the pixel shader's red lands in its one channel,
/// probed with `f32(a)` (4-byte pixels); a ColorFill of it stores the
/// D3DCOLOR's red as n / 255.
#[test]
fn r32f_render_target() {
    let mut n = Named::default();
    let rt = n.resource(rtv_fmt("r32-float", 64, 64));
    let ps = asm("ps_2_0\ndef c0, 0.25, 0.5, 0.75, 1\nmov oC0, c0\n");
    let f32_probe = |x, y, v: f64| {
        json!({"op": "probe", "text": "probe", "skip": false,
            "args": {"target": "rtv 0", "rect": [x, y, x + 1, y + 1], "kind": "f32",
                     "values": [v], "ulps": 0}})
    };
    n.test(
        &default_vs_sm2(),
        &ps,
        json!({"rtv": {"0": rt}}),
        vec![
            ("", clear(0, [0.5, 0.0, 0.0, 0.0])),
            ("clear r32f", f32_probe(3, 3, f64::from(127.0f32 / 255.0))),
            ("", draw_quad()),
            ("draw r32f", f32_probe(3, 3, 0.25)),
            ("draw r32f last pixel", f32_probe(63, 63, 0.25)),
        ],
    );
    n.run();
}

/// A render-target format name in an `rtv` block.
fn rtv_fmt(format: &str, w: u32, h: u32) -> Value {
    rtv(format, w, h)
}

/// An `srv` block of float texels: `size` as the case files write it
/// (`(2d, w, h)`, `(3d, w, h, d)`, `(cube, n)`), `levels` mip levels (every
/// level's texels in `texels`, cube faces face by face).
fn srv(format: &str, size: &str, levels: u32, texels: &[f32]) -> Value {
    json!({"kind": "srv", "format": format, "size": size, "levels": levels,
        "data_u32_hex": float_hex(texels)})
}

/// `n` texels of the colour (v, v + 10, v + 20, 1).
fn level(n: usize, v: f32) -> Vec<f32> {
    (0..n).flat_map(|_| [v, v + 10.0, v + 20.0, 1.0]).collect()
}

/// The colour of `level(_, v)`.
fn lv(v: f64) -> [f64; 4] {
    [v, v + 10.0, v + 20.0, 1.0]
}

/// A 4x4 texture of 3 levels, each level one colour (0, 1, 2): which level
/// a sample read is its red.
fn mip_chain() -> Value {
    let mut t = level(16, 0.0);
    t.extend(level(4, 1.0));
    t.extend(level(1, 2.0));
    srv("r32g32b32a32-float", "(2d, 4, 4)", 3, &t)
}

/// `texldl` picks the level its w names, clamped to the chain; MIPFILTER
/// LINEAR blends the two nearest levels (1.5 is half of 1 and 2), POINT
/// takes the nearest; an undeclared sampler (MIPFILTER NONE, MAXMIPLEVEL 0)
/// reads level 0 whatever the LOD.
#[test]
fn texldl_levels_and_mip_filters() {
    let mut n = Named::default();
    let tex = n.resource(mip_chain());
    let linear = n.resource(sampler(&["filter linear linear linear"]));
    let point = n.resource(sampler(&["filter point point point"]));
    let ps = |lod: f32| {
        asm(&format!(
            "ps_3_0\ndef c0, 0.5, 0.5, 0, {lod:?}\ndcl_2d s0\ntexldl r0, c0, s0\nmov oC0, r0\n"
        ))
    };
    let cases: [(f32, f64, f64); 7] = [
        (0.0, 0.0, 0.0),
        (1.0, 1.0, 1.0),
        (2.0, 2.0, 2.0),
        (1.5, 1.5, 2.0),
        (1.25, 1.25, 1.0),
        (7.0, 2.0, 2.0),
        (-3.0, 0.0, 0.0),
    ];
    for (lod, lin, pt) in cases {
        for (s, expect, what) in [(linear, lin, "linear"), (point, pt, "point")] {
            n.test(
                &vs3(),
                &ps(lod),
                json!({"srv": {"0": tex}, "sampler": {"0": s}}),
                vec![
                    ("", draw_quad()),
                    (
                        &format!("texldl lod {lod} mip {what}"),
                        probe(5, 5, lv(expect), 64),
                    ),
                ],
            );
        }
        n.test(
            &vs3(),
            &ps(lod),
            json!({"srv": {"0": tex}}),
            vec![
                ("", draw_quad()),
                (
                    &format!("texldl lod {lod} undeclared sampler"),
                    probe(5, 5, lv(0.0), 0),
                ),
            ],
        );
    }
    n.run();
}

/// A vs_2_0 whose `oT0` is (s x, 0, 0, w) for the position (x, y): on the
/// 640x480 target, u changes by s / 320 per pixel, so a 4-texel-wide
/// texture sees s / 80 texels per pixel (LOD log2(s / 80)).
fn vs_scaled(s: f32, w: f32) -> String {
    asm(&format!(
        "vs_2_0\ndef c100, {s:?}, 0, 0, 0\ndef c101, 0, 0, 0, {w:?}\ndcl_position v0\n\
         mov oPos, v0\nmul r0, v0, c100\nadd oT0, r0, c101\n"
    ))
}

/// The implicit LOD of `texld` from the quad's derivatives (log2 of the
/// texels per pixel), `texldb`'s bias (the coordinate's w) added to it,
/// `texldd`'s explicit gradients, all clamped to the chain; point mip
/// filtering.
#[test]
fn implicit_lod_bias_and_gradients() {
    let mut n = Named::default();
    let tex = n.resource(mip_chain());
    let point = n.resource(sampler(&["filter linear linear point"]));
    let state = json!({"srv": {"0": tex}, "sampler": {"0": point}});
    let texld = asm("ps_2_0\ndcl t0\ndcl_2d s0\ntexld r0, t0, s0\nmov oC0, r0\n");
    let texldb = asm("ps_2_0\ndcl t0\ndcl_2d s0\ntexldb r0, t0, s0\nmov oC0, r0\n");
    for (s, expect) in [
        (80.0, 0.0),
        (160.0, 1.0),
        (320.0, 2.0),
        (1280.0, 2.0),
        (20.0, 0.0),
    ] {
        n.test(
            &vs_scaled(s, 0.0),
            &texld,
            state.clone(),
            vec![
                ("", draw_quad()),
                (
                    &format!("texld {s}/80 texels per pixel"),
                    probe(101, 101, lv(expect), 0),
                ),
            ],
        );
    }
    for (bias, expect) in [(1.0, 1.0), (2.0, 2.0), (-1.0, 0.0), (5.0, 2.0)] {
        n.test(
            &vs_scaled(80.0, bias),
            &texldb,
            state.clone(),
            vec![
                ("", draw_quad()),
                (
                    &format!("texldb bias {bias}"),
                    probe(101, 101, lv(expect), 0),
                ),
            ],
        );
    }
    // texldd: gradients of (g, 0) in u per pixel: 4 g texels.
    for (g, expect) in [(0.25, 0.0), (0.5, 1.0), (1.0, 2.0)] {
        let ps = asm(&format!(
            "ps_3_0\ndef c0, 0.5, 0.5, 0, 0\ndef c1, {g:?}, 0, 0, 0\ndef c2, 0, 0, 0, 0\n\
             dcl_2d s0\ntexldd r0, c0, s0, c1, c2\nmov oC0, r0\n"
        ));
        n.test(
            &vs3(),
            &ps,
            state.clone(),
            vec![
                ("", draw_quad()),
                (&format!("texldd ddx {g}"), probe(101, 101, lv(expect), 0)),
            ],
        );
        // The gradient along y counts the same.
        let ps = asm(&format!(
            "ps_3_0\ndef c0, 0.5, 0.5, 0, 0\ndef c1, 0, {g:?}, 0, 0\ndef c2, 0, 0, 0, 0\n\
             dcl_2d s0\ntexldd r0, c0, s0, c2, c1\nmov oC0, r0\n"
        ));
        n.test(
            &vs3(),
            &ps,
            state.clone(),
            vec![
                ("", draw_quad()),
                (&format!("texldd ddy {g}"), probe(101, 101, lv(expect), 0)),
            ],
        );
    }
    n.run();
}

/// A 2x2 texture whose texel (x, y) is (2 y + x, 0, 0, 1) (red 0 1 / 2 3).
fn quad_texture() -> Value {
    let mut t = Vec::new();
    for i in 0..4 {
        t.extend([i as f32, 0.0, 0.0, 1.0]);
    }
    srv("r32g32b32a32-float", "(2d, 2, 2)", 1, &t)
}

/// A ps_2_0 sampling stage 0 (2D) at the constant (u, v) (or projected
/// with `texldp`).
fn ps_sample_at(op: &str, c: [f32; 4]) -> String {
    asm(&format!(
        "ps_2_0\ndef c0, {:?}, {:?}, {:?}, {:?}\ndcl_2d s0\n{op} r0, c0, s0\nmov oC0, r0\n",
        c[0], c[1], c[2], c[3]
    ))
}

/// Address modes (wrap, mirror, clamp, border with the default BORDERCOLOR
/// 0) with point and linear filtering, bilinear weights from texel centres,
/// `texldp`'s division by w.
#[test]
fn address_modes_filters_and_projection() {
    let mut n = Named::default();
    let tex = n.resource(quad_texture());
    let red = |r: f64| [r, 0.0, 0.0, 1.0];
    let add = |n: &mut Named, lines: &[&str], op: &str, c: [f32; 4], expect: [f64; 4]| {
        let s = n.resource(sampler(lines));
        n.test(
            &default_vs_sm2(),
            &ps_sample_at(op, c),
            json!({"srv": {"0": tex}, "sampler": {"0": s}}),
            vec![
                ("", draw_quad()),
                (&format!("{lines:?} {op} at {c:?}"), probe(7, 7, expect, 16)),
            ],
        );
    };
    let pt_wrap = ["filter point point point", "address wrap wrap wrap"];
    let pt_mirror = ["filter point point point", "address mirror mirror mirror"];
    let pt_clamp = ["filter point point point", "address clamp clamp clamp"];
    let pt_border = ["filter point point point", "address border border border"];
    let lin_clamp = ["filter linear linear point", "address clamp clamp clamp"];
    let lin_wrap = ["filter linear linear point", "address wrap wrap wrap"];
    let lin_mirror = ["filter linear linear point", "address mirror mirror mirror"];
    let lin_border = ["filter linear linear point", "address border border border"];
    add(&mut n, &pt_wrap, "texld", [-0.25, 0.25, 0.0, 0.0], red(1.0));
    add(&mut n, &pt_wrap, "texld", [1.25, 1.75, 0.0, 0.0], red(2.0));
    add(
        &mut n,
        &pt_mirror,
        "texld",
        [-0.25, 0.25, 0.0, 0.0],
        red(0.0),
    );
    add(
        &mut n,
        &pt_mirror,
        "texld",
        [1.25, 0.25, 0.0, 0.0],
        red(1.0),
    );
    add(
        &mut n,
        &pt_mirror,
        "texld",
        [1.75, 2.25, 0.0, 0.0],
        red(0.0),
    );
    add(&mut n, &pt_clamp, "texld", [1.25, -3.0, 0.0, 0.0], red(1.0));
    add(
        &mut n,
        &pt_border,
        "texld",
        [1.25, 0.25, 0.0, 0.0],
        [0.0; 4],
    );
    add(
        &mut n,
        &pt_border,
        "texld",
        [0.75, 0.75, 0.0, 0.0],
        red(3.0),
    );
    // Bilinear: (0.375, 0.625) is a quarter of the way from column 0 to 1
    // and three quarters from row 0 to 1: 0.25 (0.75 0 + 0.25 1) + 0.75
    // (0.75 2 + 0.25 3) = 1.75.
    add(
        &mut n,
        &lin_clamp,
        "texld",
        [0.375, 0.625, 0.0, 0.0],
        red(1.75),
    );
    add(&mut n, &lin_clamp, "texld", [0.5, 0.25, 0.0, 0.0], red(0.5));
    add(&mut n, &lin_clamp, "texld", [0.0, 0.25, 0.0, 0.0], red(0.0));
    // Wrap at u = 0: half column 1, half column 0.
    add(&mut n, &lin_wrap, "texld", [0.0, 0.25, 0.0, 0.0], red(0.5));
    // Mirror at u = 0: column 0 twice.
    add(
        &mut n,
        &lin_mirror,
        "texld",
        [0.0, 0.25, 0.0, 0.0],
        red(0.0),
    );
    add(
        &mut n,
        &lin_mirror,
        "texld",
        [1.0, 0.25, 0.0, 0.0],
        red(1.0),
    );
    // Border at u = 0, v = 0.25: half border (0, 0, 0, 0), half texel 0.
    add(
        &mut n,
        &lin_border,
        "texld",
        [0.0, 0.25, 0.0, 0.0],
        [0.0, 0.0, 0.0, 0.5],
    );
    // texldp: (0.5, 1.5) / 2 = (0.25, 0.75): texel (0, 1).
    add(&mut n, &pt_clamp, "texldp", [0.5, 1.5, 7.0, 2.0], red(2.0));
    // texld ignores w.
    add(&mut n, &pt_clamp, "texld", [0.75, 0.25, 7.0, 2.0], red(1.0));
    n.run();
}

/// Volume textures (point and linear along w) and cube textures (the face
/// of the major axis, D3D9's face orientation), an R32F texture under
/// linear filtering ((r, 1, 1, 1) blended).
#[test]
fn volume_cube_and_r32f_sampling() {
    let mut n = Named::default();
    // 2x1x2 volume: red = x + 2 z.
    let vol = n.resource(srv(
        "r32g32b32a32-float",
        "(3d, 2, 1, 2)",
        1,
        &[
            0.0, 0.0, 0.0, 1.0, 1.0, 0.0, 0.0, 1.0, 2.0, 0.0, 0.0, 1.0, 3.0, 0.0, 0.0, 1.0,
        ],
    ));
    // 2x2 faces, texel (x, y) of face f: red 10 f + 2 y + x.
    let mut faces = Vec::new();
    for f in 0..6 {
        for i in 0..4 {
            faces.extend([(10 * f + i) as f32, 0.0, 0.0, 1.0]);
        }
    }
    let cube = n.resource(srv("r32g32b32a32-float", "(cube, 2)", 1, &faces));
    let r32 = n.resource(srv("r32-float", "(2d, 2, 1)", 1, &[1.0, 3.0]));
    let pt = n.resource(sampler(&["filter point point point"]));
    let lin = n.resource(sampler(&["filter linear linear point"]));
    let red = |r: f64| [r, 0.0, 0.0, 1.0];
    let sample = |decl: &str, c: [f32; 4]| {
        asm(&format!(
            "ps_2_0\ndef c0, {:?}, {:?}, {:?}, {:?}\ndcl_{decl} s0\ntexld r0, c0, s0\nmov oC0, r0\n",
            c[0], c[1], c[2], c[3]
        ))
    };
    // (declaration, texture block, sampler block, coordinate, expected)
    type Sample = (&'static str, usize, usize, [f32; 4], [f64; 4]);
    let cases: Vec<Sample> = vec![
        ("volume", vol, pt, [0.25, 0.5, 0.75, 0.0], red(2.0)),
        ("volume", vol, pt, [0.75, 0.5, 0.25, 0.0], red(1.0)),
        ("volume", vol, lin, [0.25, 0.5, 0.5, 0.0], red(1.0)),
        // x halfway (0.5), z a quarter of the way to slice 1 (+0.5).
        ("volume", vol, lin, [0.5, 0.5, 0.375, 0.0], red(1.0)),
        ("volume", vol, lin, [0.375, 0.5, 0.25, 0.0], red(0.25)),
        // +x: s = -z, t = -y.
        ("cube", cube, pt, [1.0, -0.5, -0.5, 0.0], red(3.0)),
        ("cube", cube, pt, [1.0, 0.5, -0.5, 0.0], red(1.0)),
        ("cube", cube, pt, [-1.0, -0.5, 0.5, 0.0], red(13.0)),
        ("cube", cube, pt, [0.5, 1.0, 0.5, 0.0], red(23.0)),
        ("cube", cube, pt, [0.5, -1.0, -0.5, 0.0], red(33.0)),
        ("cube", cube, pt, [-0.5, -0.5, 1.0, 0.0], red(42.0)),
        ("cube", cube, pt, [-0.5, -0.5, -1.0, 0.0], red(53.0)),
        // The direction's length does not matter.
        ("cube", cube, pt, [4.0, -2.0, -2.0, 0.0], red(3.0)),
        // Linear at the centre of face +z: the mean of its 4 texels.
        ("cube", cube, lin, [0.0, 0.0, 1.0, 0.0], red(41.5)),
        ("2d", r32, lin, [0.5, 0.5, 0.0, 0.0], [2.0, 1.0, 1.0, 1.0]),
        ("2d", r32, pt, [0.75, 0.5, 0.0, 0.0], [3.0, 1.0, 1.0, 1.0]),
    ];
    for (decl, tex, s, c, expect) in cases {
        n.test(
            &default_vs_sm2(),
            &sample(decl, c),
            json!({"srv": {"0": tex}, "sampler": {"0": s}}),
            vec![
                ("", draw_quad()),
                (
                    &format!("{decl} tex {tex} sampler {s} at {c:?}"),
                    probe(9, 9, expect, 16),
                ),
            ],
        );
    }
    n.run();
}

/// A probe of `rtv SLOT` (kind `rgba`).
fn probe_on(slot: u32, x: u32, y: u32, values: [f64; 4], ulps: u32) -> Value {
    let mut p = probe(x, y, values, ulps);
    p["args"]["target"] = json!(format!("rtv {slot}"));
    p
}

/// `vFace` is positive on clockwise (front) triangles and negative on
/// counter-clockwise ones with culling off, in lists and in strips (whose
/// odd triangles D3D9 reverses, so a strip faces one way); `vPos` is the
/// pixel's integer position (D3D9 pixel centres).
#[test]
fn vface_vpos_and_winding() {
    let mut n = Named::default();
    let vs = vs3();
    let face_if = asm(
        "ps_3_0\ndef c0, 1, 0, 0, 1\ndef c1, 0, 1, 0, 1\ndcl vFace\n\
                       if_gt vFace, c0.y\nmov oC0, c0\nelse\nmov oC0, c1\nendif\n",
    );
    let face_cmp = asm(
        "ps_3_0\ndef c0, 1, 0, 0, 1\ndef c1, 0, 1, 0, 1\ndcl vFace\n\
                        cmp oC0, vFace, c0, c1\n",
    );
    let front = [1.0, 0.0, 0.0, 1.0];
    let back = [0.0, 1.0, 0.0, 1.0];
    // Clockwise on the left, counter-clockwise on the right.
    let list = n.resource(vb(&[
        -1.0, -1.0, -1.0, 1.0, 0.0, -1.0, //
        0.0, -1.0, 1.0, -1.0, 1.0, 1.0,
    ]));
    let strip = n.resource(vb(&[-1.0, -1.0, -1.0, 1.0, 1.0, -1.0, 1.0, 1.0]));
    let layout = n.resource(input_layout(&["0 r32g32-float position"]));
    for (ps, what) in [(&face_if, "if_gt vFace"), (&face_cmp, "cmp vFace")] {
        n.test(
            &vs,
            ps,
            json!({"vb": {"0": list}, "input_layout": layout}),
            vec![
                ("", clear(0, [0.0; 4])),
                ("", draw("triangle list", 6)),
                (&format!("{what} clockwise"), probe(20, 400, front, 0)),
                (
                    &format!("{what} counter-clockwise"),
                    probe(620, 400, back, 0),
                ),
            ],
        );
        n.test(
            &vs,
            ps,
            json!({"vb": {"0": strip}, "input_layout": layout}),
            vec![
                ("", clear(0, [0.0; 4])),
                ("", draw("triangle strip", 4)),
                (
                    &format!("{what} strip triangle 0"),
                    probe(20, 460, front, 0),
                ),
                (
                    &format!("{what} strip triangle 1"),
                    probe(620, 20, front, 0),
                ),
            ],
        );
    }
    // The full-screen triangle is clockwise.
    n.test(
        &vs,
        &face_cmp,
        no_state(),
        vec![
            ("", draw_quad()),
            ("draw quad is front-facing", probe(300, 200, front, 0)),
        ],
    );
    let pos = asm("ps_3_0\ndef c0, 0, 0, 0.5, 1\ndcl vPos.xy\n\
                   mov r0.xy, vPos\nmov r0.zw, c0\nmov oC0, r0\n");
    n.test(
        &vs,
        &pos,
        no_state(),
        vec![
            ("", draw_quad()),
            ("vPos (10, 20)", probe(10, 20, [10.0, 20.0, 0.5, 1.0], 0)),
            ("vPos (0, 0)", probe(0, 0, [0.0, 0.0, 0.5, 1.0], 0)),
            (
                "vPos (639, 479)",
                probe(639, 479, [639.0, 479.0, 0.5, 1.0], 0),
            ),
        ],
    );
    n.run();
}

/// `dsx`/`dsy` are the differences across the 2x2 quad in window
/// coordinates (y down): a varying of (320 x, 240 y) changes by (1, 0)
/// along x and (0, -1) along y; `vPos` by 1 along its own axis. `texkill`
/// discards the pixels whose coordinate has a negative component.
#[test]
fn derivatives_and_texkill() {
    let mut n = Named::default();
    let vs = asm(
        "vs_3_0\ndef c100, 320, 240, 0, 0\ndcl_position v0\ndcl_position o0\n\
                  dcl_texcoord o1\nmov o0, v0\nmul o1, v0, c100\n",
    );
    let ps = asm("ps_3_0\ndef c0, 10, 10, 10, 10\ndcl_texcoord v0.xy\n\
                  dsx r0, v0\ndsy r1, v0\nmov r2.xy, r0\nmov r2.zw, r1.xxxy\nadd oC0, r2, c0\n");
    let pos = asm("ps_3_0\ndef c0, 10, 10, 10, 10\ndcl vPos.xy\n\
                   dsx r0, vPos\ndsy r1, vPos\nmov r2.xy, r0\nmov r2.zw, r1.xxxy\nadd oC0, r2, c0\n");
    for (x, y) in [(100, 100), (101, 101), (333, 222)] {
        n.test(
            &vs,
            &ps,
            no_state(),
            vec![
                ("", draw_quad()),
                (
                    &format!("dsx/dsy of a varying at ({x}, {y})"),
                    probe(x, y, [11.0, 10.0, 10.0, 9.0], 256),
                ),
            ],
        );
        n.test(
            &vs,
            &pos,
            no_state(),
            vec![
                ("", draw_quad()),
                (
                    &format!("dsx/dsy of vPos at ({x}, {y})"),
                    probe(x, y, [11.0, 10.0, 10.0, 11.0], 0),
                ),
            ],
        );
    }
    // texkill of (x, 1, 1, 1) for clip-space x: the left half goes.
    let vs2 = asm(
        "vs_2_0\ndef c100, 0, 1, 1, 1\ndcl_position v0\nmov oPos, v0\n\
                   mov r0, c100\nmov r0.x, v0.x\nmov oT0, r0\n",
    );
    let kill2 = asm("ps_2_0\ndef c0, 0, 0, 1, 1\ndcl t0\ntexkill t0\nmov oC0, c0\n");
    let kill11 = asm("ps_1_1\ndef c0, 0, 0, 1, 1\ntexkill t0\nmov r0, c0\n");
    let vs11 = asm(
        "vs_1_1\ndef c100, 0, 1, 1, 1\ndcl_position v0\nmov oPos, v0\n\
                    mov r0, c100\nmov r0.x, v0.x\nmov oT0, r0\n",
    );
    for (vs, ps, what) in [(&vs2, &kill2, "ps_2_0"), (&vs11, &kill11, "ps_1_1")] {
        n.test(
            vs,
            ps,
            no_state(),
            vec![
                ("", clear(0, [1.0, 0.0, 0.0, 1.0])),
                ("", draw_quad()),
                (
                    &format!("{what} texkill left"),
                    probe(100, 240, [1.0, 0.0, 0.0, 1.0], 0),
                ),
                (
                    &format!("{what} texkill right"),
                    probe(500, 240, [0.0, 0.0, 1.0, 1.0], 0),
                ),
            ],
        );
    }
    n.run();
}

/// Two render targets: `oC1` lands in target 1, a clear of slot 1 touches
/// only it; alpha test compares `oC0`'s alpha and, failing, drops the pixel
/// on every target (D3D9's multiple-render-target rules).
#[test]
fn multiple_targets() {
    let mut n = Named::default();
    let rt0 = n.resource(rtv("r32g32b32a32-float", 32, 32));
    let rt1 = n.resource(rtv("r32g32b32a32-float", 32, 32));
    let vs =
        asm("vs_3_0\ndcl_position v0\ndcl_position o0\ndcl_texcoord o1\nmov o0, v0\nmov o1, v0\n");
    let ps = asm("ps_3_0\ndef c0, 1, 1, 1, 1\ndcl_texcoord v0\nmov oC0, v0\nadd oC1, v0, c0\n");
    let state = json!({"rtv": {"0": rt0, "1": rt1}});
    n.test(
        &vs,
        &ps,
        state.clone(),
        vec![
            ("", clear(0, [0.0; 4])),
            ("", clear(1, [0.0; 4])),
            ("", draw_quad()),
            // Pixel (8, 8) of 32x32 is at (-0.5, 0.5).
            (
                "oC0 at (8, 8)",
                probe_on(0, 8, 8, [-0.5, 0.5, 0.0, 1.0], 64),
            ),
            ("oC1 at (8, 8)", probe_on(1, 8, 8, [0.5, 1.5, 1.0, 2.0], 64)),
            ("", clear(1, [1.0, 1.0, 1.0, 1.0])),
            ("clear slot 1", probe_on(1, 8, 8, [1.0; 4], 0)),
            (
                "clear slot 1 leaves 0",
                probe_on(0, 8, 8, [-0.5, 0.5, 0.0, 1.0], 64),
            ),
            // oC0's alpha is 1: `less 0.5` fails, for both targets.
            ("", command("alpha test", "alpha test less 0.5")),
            ("", clear(0, [0.0; 4])),
            ("", clear(1, [0.0; 4])),
            ("", draw_quad()),
            ("alpha test drops target 0", probe_on(0, 8, 8, [0.0; 4], 0)),
            ("alpha test drops target 1", probe_on(1, 8, 8, [0.0; 4], 0)),
            ("", command("alpha test", "alpha test always")),
        ],
    );
    n.run();
}

/// The viewport is the smallest bound target and nothing is drawn outside
/// it. D3D9 says targets used together "should have the same width and
/// height", and wgpu refuses attachments of different sizes, so the GPU
/// path errors on this case (docs/conformance.md); the interpreter follows
/// the README's viewport.
#[test]
fn viewport_cuts_the_larger_target_on_the_interpreter() {
    let vs =
        asm("vs_3_0\ndcl_position v0\ndcl_position o0\ndcl_texcoord o1\nmov o0, v0\nmov o1, v0\n");
    let ps = asm("ps_3_0\ndef c0, 1, 1, 1, 1\ndcl_texcoord v0\nmov oC0, v0\nadd oC1, v0, c0\n");
    let case = case(vec![
        rtv("r32g32b32a32-float", 64, 64),
        rtv("r32g32b32a32-float", 32, 32),
        test_block_with(
            &vs,
            &ps,
            json!({"rtv": {"0": 0, "1": 1}}),
            vec![
                clear(0, [0.0; 4]),
                draw_quad(),
                probe_on(0, 8, 8, [-0.5, 0.5, 0.0, 1.0], 64),
                probe_on(0, 40, 40, [0.0; 4], 0),
                probe_on(0, 31, 8, [0.9375, 0.5, 0.0, 1.0], 64),
            ],
        ),
    ]);
    assert_all_pass(&run_case_on(&case, "interp"));
}

/// Fog kinds beyond the given cases: `exp`/`exp2` with the eye depth from w
/// (`non-ortho`, w = 1 for the quad) and vertex fog (`fog none`) from
/// vs_2_0's `oFog` and vs_3_0's fog output, blending FOGCOLOR by the factor.
#[test]
fn fog_kinds() {
    let mut n = Named::default();
    let ps = asm("ps_2_0\ndef c0, 1, 0, 0, 1\nmov oC0, c0\n");
    // FOGCOLOR (0, 0, 1): colour = f red + (1 - f) blue.
    let fogged = |f: f64| [f, 0.0, 1.0 - f, 1.0];
    let table = [
        ("fog exp non-ortho 0.5", (-0.5f64).exp()),
        ("fog exp2 non-ortho 0.5", (-0.25f64).exp()),
        ("fog exp ortho 0.5", 1.0),
        ("fog linear non-ortho 0.0 4.0", 0.75),
    ];
    for (cmd, f) in table {
        n.test(
            &default_vs_sm2(),
            &ps,
            no_state(),
            vec![
                ("", command("fog-colour", "fog-colour 0.0 0.0 1.0 1.0")),
                ("", command("fog", cmd)),
                ("", draw_quad()),
                (cmd, probe(320, 240, fogged(f), 256)),
                ("", command("fog", "fog disable")),
            ],
        );
    }
    let vs2 =
        asm("vs_2_0\ndef c100, 0.25, 0, 0, 0\ndcl_position v0\nmov oPos, v0\nmov oFog, c100.x\n");
    let vs3 = asm(
        "vs_3_0\ndef c100, 0.25, 0, 0, 0\ndcl_position v0\ndcl_position o0\ndcl_fog o1\n\
                   mov o0, v0\nmov o1, c100.x\n",
    );
    let ps3 = asm("ps_3_0\ndef c0, 1, 0, 0, 1\nmov oC0, c0\n");
    for (vs, ps, what) in [(&vs2, &ps, "oFog"), (&vs3, &ps3, "vs_3_0 fog output")] {
        n.test(
            vs,
            ps,
            no_state(),
            vec![
                ("", command("fog-colour", "fog-colour 0.0 0.0 1.0 1.0")),
                ("", command("fog", "fog none")),
                ("", draw_quad()),
                (
                    &format!("vertex fog from {what}"),
                    probe(320, 240, fogged(0.25), 64),
                ),
                ("", command("fog", "fog disable")),
            ],
        );
    }
    n.run();
}

/// Point sizes from the vertex shader (`oPts`, vs_3_0's psize output)
/// override POINTSIZE and are clamped to POINTSIZE_MIN/MAX; a point covers
/// the pixels whose centres fall in its square.
#[test]
fn shader_point_sizes() {
    let mut n = Named::default();
    let vb0 = n.resource(vb(&[0.0, 0.0]));
    let layout = n.resource(input_layout(&["0 r32g32-float position"]));
    let state = json!({"vb": {"0": vb0}, "input_layout": layout});
    let ps = asm("ps_2_0\ndef c0, 0, 1, 0, 1\nmov oC0, c0\n");
    let ps3 = asm("ps_3_0\ndef c0, 0, 1, 0, 1\nmov oC0, c0\n");
    let vs2 =
        asm("vs_2_0\ndef c100, 6, 0, 0, 0\ndcl_position v0\nmov oPos, v0\nmov oPts, c100.x\n");
    let vs3 = asm(
        "vs_3_0\ndef c100, 6, 0, 0, 0\ndcl_position v0\ndcl_position o0\ndcl_psize o1\n\
                   mov o0, v0\nmov o1, c100.x\n",
    );
    for (vs, ps, what) in [(&vs2, &ps, "oPts"), (&vs3, &ps3, "vs_3_0 psize")] {
        let mut cmds = vec![("", clear(0, [0.0; 4])), ("", draw("point list", 1))];
        let names: Vec<String> = (314..326)
            .map(|x| format!("{what} size 6, x {x}"))
            .collect();
        for (x, name) in (314..326).zip(&names) {
            let on = (317..323).contains(&x);
            cmds.push((
                name.as_str(),
                probe(x, 240, if on { [0.0, 1.0, 0.0, 1.0] } else { [0.0; 4] }, 0),
            ));
        }
        // POINTSIZE_MAX 2 clamps the shader's 6.
        cmds.push(("", command("point-size", "point-size 1.0 1.0 2.0")));
        cmds.push(("", clear(0, [0.0; 4])));
        cmds.push(("", draw("point list", 1)));
        let clamped: Vec<String> = (316..324)
            .map(|x| format!("{what} clamped to 2, x {x}"))
            .collect();
        for (x, name) in (316..324).zip(&clamped) {
            let on = (319..321).contains(&x);
            cmds.push((
                name.as_str(),
                probe(x, 240, if on { [0.0, 1.0, 0.0, 1.0] } else { [0.0; 4] }, 0),
            ));
        }
        cmds.push(("", command("point-size", "point-size 1.0 1.0 100000.0")));
        n.test(vs, ps, state.clone(), cmds);
    }
    n.run();
}

/// Input layouts: several elements in one stream (offsets add up),
/// `r8g8b8a8-unorm` read as bytes / 255 in order, `r32-float` expanded to
/// (x, 0, 0, 1), a second stream.
#[test]
fn input_layout_elements_and_streams() {
    let mut n = Named::default();
    let colour = f32::from_bits(u32::from_le_bytes([255, 0, 51, 102]));
    // Stream 0: position (float2), colour (4 bytes), texcoord0 (float1).
    let s0 = n.resource(vb(&[
        -2.0, -2.0, colour, 0.5, //
        -2.0, 4.0, colour, 0.5, //
        4.0, -2.0, colour, 0.5,
    ]));
    let s1 = n.resource(vb(&[
        1.0, 2.0, 3.0, 4.0, 1.0, 2.0, 3.0, 4.0, 1.0, 2.0, 3.0, 4.0,
    ]));
    let layout = n.resource(input_layout(&[
        "0 r32g32-float position",
        "0 r8g8b8a8-unorm color",
        "0 r32-float texcoord",
        "1 r32g32b32a32-float texcoord 1",
    ]));
    let vs = asm(
        "vs_3_0\ndcl_position v0\ndcl_color v1\ndcl_texcoord v2\ndcl_texcoord1 v3\n\
                  dcl_position o0\ndcl_texcoord o1\ndcl_texcoord1 o2\ndcl_texcoord2 o3\n\
                  mov o0, v0\nmov o1, v1\nmov o2, v2\nmov o3, v3\n",
    );
    let ps = |reg: &str| {
        asm(&format!(
            "ps_3_0\ndcl_texcoord v0\ndcl_texcoord1 v1\ndcl_texcoord2 v2\nmov oC0, {reg}\n"
        ))
    };
    let state = json!({"vb": {"0": s0, "1": s1}, "input_layout": layout});
    for (reg, expect, what) in [
        ("v0", [1.0, 0.0, 0.2, 0.4], "r8g8b8a8-unorm colour"),
        ("v1", [0.5, 0.0, 0.0, 1.0], "r32-float texcoord"),
        ("v2", [1.0, 2.0, 3.0, 4.0], "second stream"),
    ] {
        n.test(
            &vs,
            &ps(reg),
            state.clone(),
            vec![
                ("", draw("triangle list", 3)),
                (what, probe(5, 5, expect, 2)),
            ],
        );
    }
    n.run();
}

/// A shader case: name, body (writing `OUT`), expected colour, ULPs.
/// `sincos` below model 3 takes D3DSINCOSCONST1 and D3DSINCOSCONST2 in
/// c30 and c31.
type Case = (&'static str, &'static str, [f64; 4], u32);

/// Vertex shader arithmetic, worked out from the instruction reference:
/// `lit`, `dst`, `sgn`, `exp`/`log` (of |x|), `frc`, the matrix macros
/// (rows from consecutive constants; masked ones keep the rest), `nrm`
/// (w scaled too), `crs`, `lrp`, `pow` (of |x|), `rcp`/`rsq`, `slt`/`sge`,
/// `sincos` (cos in x, sin in y, the rest kept), `min`/`max`/`abs`.
/// Cases every model runs (vertex-only `lit` and `dst` among them).
fn common_cases() -> &'static [Case] {
    &[
        (
            "lit",
            "def c0, 0.5, 0.8, 0, 2\nlit OUT, c0",
            [1.0, 0.5, 0.64, 1.0],
            64,
        ),
        (
            "lit x <= 0",
            "def c0, -0.5, 0.8, 0, 2\nlit OUT, c0",
            [1.0, 0.0, 0.0, 1.0],
            0,
        ),
        (
            "lit y <= 0",
            "def c0, 0.5, -0.8, 0, 2\nlit OUT, c0",
            [1.0, 0.5, 0.0, 1.0],
            0,
        ),
        (
            "dst",
            "def c0, 9, 2, 3, 9\ndef c1, 9, 5, 9, 7\ndst OUT, c0, c1",
            [1.0, 10.0, 3.0, 7.0],
            0,
        ),
        (
            "m4x4",
            "def c0, 1, 1, 1, 1\ndef c1, 1, 0, 0, 0\ndef c2, 0, 0, 0, 2\ndef c3, -1, 1, 0, 0\ndef c4, 1, 2, 3, 4\nm4x4 OUT, c4, c0",
            [10.0, 1.0, 8.0, 1.0],
            0,
        ),
        (
            "m4x3",
            "def c0, 1, 1, 1, 1\ndef c1, 1, 0, 0, 0\ndef c2, 0, 0, 0, 2\ndef c4, 1, 2, 3, 4\ndef c5, 0, 0, 0, 7\nmov r0, c5\nm4x3 r0.xyz, c4, c0\nmov OUT, r0",
            [10.0, 1.0, 8.0, 7.0],
            0,
        ),
        (
            "m3x4",
            "def c0, 1, 1, 1, 1\ndef c1, 1, 0, 0, 0\ndef c2, 0, 0, 0, 2\ndef c3, -1, 1, 0, 0\ndef c4, 1, 2, 3, 4\nm3x4 OUT, c4, c0",
            [6.0, 1.0, 0.0, 1.0],
            0,
        ),
        (
            "m3x3",
            "def c0, 1, 1, 1, 1\ndef c1, 1, 0, 0, 0\ndef c2, 0, 0, 0, 2\ndef c4, 1, 2, 3, 4\ndef c5, 0, 0, 0, 7\nmov r0, c5\nm3x3 r0.xyz, c4, c0\nmov OUT, r0",
            [6.0, 1.0, 0.0, 7.0],
            0,
        ),
        (
            "m3x2",
            "def c0, 1, 1, 1, 1\ndef c1, 1, 0, 0, 0\ndef c4, 1, 2, 3, 4\ndef c5, 0, 0, 0, 7\nmov r0, c5\nm3x2 r0.xy, c4, c0\nmov OUT, r0",
            [6.0, 1.0, 0.0, 7.0],
            0,
        ),
        ("rcp", "def c0, 4, 0, 0, 0\nrcp OUT, c0.x", [0.25; 4], 2),
        (
            "rsq of |x|",
            "def c0, -16, 0, 0, 0\nrsq OUT, c0.x",
            [0.25; 4],
            2,
        ),
        (
            "slt",
            "def c0, 1, 2, 3, -1\ndef c1, 2, 2, 2, -2\nslt OUT, c0, c1",
            [1.0, 0.0, 0.0, 0.0],
            0,
        ),
        (
            "sge",
            "def c0, 1, 2, 3, -1\ndef c1, 2, 2, 2, -2\nsge OUT, c0, c1",
            [0.0, 1.0, 1.0, 1.0],
            0,
        ),
        (
            "min max",
            "def c0, 1, -2, 3, 0.5\ndef c1, 2, -3, 1, 0.5\nmin r0.xy, c0, c1\nmax r0.zw, c0, c1\nmov OUT, r0",
            [1.0, -3.0, 3.0, 0.5],
            0,
        ),
        (
            "dp3 dp4",
            "def c0, 1, 2, 3, 4\ndef c1, 2, 1, 1, 1\ndp3 r0.xy, c0, c1\ndp4 r0.zw, c0, c1\nmov OUT, r0",
            [7.0, 7.0, 11.0, 11.0],
            0,
        ),
        (
            "mad negate",
            "def c0, 1, 2, 3, 4\ndef c1, 2, 1, 1, 1\nmad OUT, -c0, c1, c1.x",
            [0.0, 0.0, -1.0, -2.0],
            0,
        ),
        (
            "swizzle",
            "def c0, 1, 2, 3, 4\nmov OUT, c0.wzyx",
            [4.0, 3.0, 2.0, 1.0],
            0,
        ),
        (
            "sub",
            "def c0, 1, 2, 3, 4\ndef c1, 4, 3, 2, 1\nsub OUT, c0, c1",
            [-3.0, -1.0, 1.0, 3.0],
            0,
        ),
    ]
}

/// Cases from model 2 on (some vertex-only: `sgn`, `mova`, `c[aL]`).
fn sm2_cases() -> &'static [Case] {
    &[
        (
            "sgn",
            "def c0, -2, 0, 3, -0.5\nsgn OUT, c0, r1, r2",
            [-1.0, 0.0, 1.0, -1.0],
            0,
        ),
        (
            "exp",
            "def c0, 2.5, 0, 0, 0\nexp OUT, c0.x",
            [5.656_854_249_492_381; 4],
            512,
        ),
        (
            "log of |x|",
            "def c0, -8, 0, 0, 0\nlog OUT, c0.x",
            [3.0; 4],
            64,
        ),
        ("log", "def c0, 0.5, 0, 0, 0\nlog OUT, c0.x", [-1.0; 4], 64),
        (
            "frc",
            "def c0, 2.75, -0.25, 1, -3.5\nfrc OUT, c0",
            [0.75, 0.75, 0.0, 0.5],
            0,
        ),
        (
            "abs",
            "def c0, 2.75, -0.25, 1, -3.5\nabs OUT, c0",
            [2.75, 0.25, 1.0, 3.5],
            0,
        ),
        (
            "nrm",
            "def c0, 3, 4, 0, 9\nnrm OUT, c0",
            [0.6, 0.8, 0.0, 1.8],
            64,
        ),
        (
            "crs",
            "def c0, 1, 2, 3, 0\ndef c1, 4, 5, 6, 0\ndef c2, 0, 0, 0, 7\nmov r0, c2\ncrs r0.xyz, c0, c1\nmov OUT, r0",
            [-3.0, 6.0, -3.0, 7.0],
            0,
        ),
        (
            "lrp",
            "def c0, 0.25, 0.5, 1, 0\ndef c1, 4, 4, 4, 4\ndef c2, 0, 2, 1, 3\nlrp OUT, c0, c1, c2",
            [1.0, 3.0, 4.0, 3.0],
            0,
        ),
        (
            "pow",
            "def c0, 2, 3, 0, 0\npow OUT, c0.x, c0.y",
            [8.0; 4],
            64,
        ),
        (
            "pow of |x|",
            "def c0, -2, 2, 0, 0\npow OUT, c0.x, c0.y",
            [4.0; 4],
            64,
        ),
        (
            "mova a0.y",
            "def c5, 0, 1.0, 0, 0\ndef c10, 1, 1, 1, 1\ndef c11, 2, 2, 2, 2\nmova a0.xy, c5\nmov OUT, c[a0.y + 10]",
            [2.0; 4],
            0,
        ),
        (
            "loop aL indexing",
            "defi i0, 3, 10, 1, 0\ndef c10, 1, 1, 1, 1\ndef c11, 2, 2, 2, 2\ndef c12, 4, 4, 4, 4\ndef c20, 0, 0, 0, 0\nmov r0, c20\nloop aL, i0\nadd r0, r0, c[aL]\nendloop\nmov OUT, r0",
            [7.0; 4],
            0,
        ),
        (
            "loop aL step 2",
            "defi i0, 2, 10, 2, 0\ndef c10, 1, 1, 1, 1\ndef c11, 2, 2, 2, 2\ndef c12, 4, 4, 4, 4\ndef c20, 0, 0, 0, 0\nmov r0, c20\nloop aL, i0\nadd r0, r0, c[aL]\nendloop\nmov OUT, r0",
            [5.0; 4],
            0,
        ),
        (
            "rep",
            "defi i1, 4, 0, 0, 0\ndef c13, 0.5, 0.5, 0.5, 0.5\ndef c20, 0, 0, 0, 0\nmov r0, c20\nrep i1\nadd r0, r0, c13\nendrep\nmov OUT, r0",
            [2.0; 4],
            0,
        ),
        (
            "call ret",
            "def c13, 0.5, 0.5, 0.5, 0.5\ndef c20, 0, 0, 0, 0\nmov r0, c20\ncall l0\ncall l0\nmov OUT, r0\nret\nlabel l0\nadd r0, r0, c13\nret",
            [1.0; 4],
            0,
        ),
        (
            "callnz b",
            "defb b0, true\ndefb b1, false\ndef c13, 0.5, 0.5, 0.5, 0.5\ndef c14, 4, 4, 4, 4\ndef c20, 0, 0, 0, 0\nmov r0, c20\ncallnz l0, b0\ncallnz l1, b1\ncallnz l1, !b0\ncallnz l0, !b1\nmov OUT, r0\nret\nlabel l0\nadd r0, r0, c13\nret\nlabel l1\nadd r0, r0, c14\nret",
            [1.0; 4],
            0,
        ),
        (
            "if b else",
            "defb b1, false\ndef c13, 0.5, 0.5, 0.5, 0.5\ndef c14, 4, 4, 4, 4\nif b1\nmov OUT, c13\nelse\nmov OUT, c14\nendif",
            [4.0; 4],
            0,
        ),
        (
            "sincos",
            "def c30, -1.5500992e-006, -2.1701389e-005, 0.0026041667, 0.00026041668\n\
             def c31, -0.020833334, -0.125, 1.0, 0.5\n\
             def c0, 0.52359878, 0, 0, 0\ndef c1, 0, 0, 5, 6\nmov r0, c1\n\
             sincos r0.xy, c0.x, c30, c31\nmov OUT, r0",
            [0.866_025_4, 0.5, 5.0, 6.0],
            16384,
        ),
    ]
}

/// Model 3 flow control and predicates.
fn sm3_cases() -> &'static [Case] {
    &[
        (
            "sgn",
            "def c0, -2, 0, 3, -0.5\nsgn OUT, c0",
            [-1.0, 0.0, 1.0, -1.0],
            0,
        ),
        (
            "sincos",
            "def c0, 0.52359878, 0, 0, 0\ndef c1, 0, 0, 5, 6\nmov r0, c1\nsincos r0.xy, c0.x\nmov OUT, r0",
            [0.866_025_4, 0.5, 5.0, 6.0],
            16384,
        ),
        (
            "sincos y only",
            "def c0, -0.52359878, 0, 0, 0\ndef c1, 3, 0, 5, 6\nmov r0, c1\nsincos r0.y, c0.x\nmov OUT, r0",
            [3.0, -0.5, 5.0, 6.0],
            16384,
        ),
        (
            "if_lt else",
            "def c0, 1, 2, 0, 0\ndef c13, 0.5, 0.5, 0.5, 0.5\ndef c14, 4, 4, 4, 4\nif_lt c0.y, c0.x\nmov OUT, c13\nelse\nmov OUT, c14\nendif",
            [4.0; 4],
            0,
        ),
        (
            "setp predicated mov",
            "def c0, 1, 2, 3, 4\ndef c1, 2, 2, 2, 2\ndef c2, 9, 9, 9, 9\nmov r0, c0\nsetp_gt p0, c0, c1\n(p0) mov r0, c2\nmov OUT, r0",
            [1.0, 2.0, 9.0, 9.0],
            0,
        ),
        (
            "predicate negated",
            "def c0, 1, 2, 3, 4\ndef c1, 2, 2, 2, 2\ndef c2, 9, 9, 9, 9\nmov r0, c0\nsetp_ge p0, c0, c1\n(!p0) mov r0, c2\nmov OUT, r0",
            [9.0, 2.0, 3.0, 4.0],
            0,
        ),
        // A replicated predicate swizzle writes every component or none.
        (
            "predicate replicated",
            "def c0, 1, 2, 3, 4\ndef c1, 2, 2, 2, 2\ndef c2, 9, 9, 9, 9\nmov r0, c0\nsetp_ge p0, c0, c1\n(!p0.x) mov r0, c2\n(p0.x) mov r0, c1\nmov OUT, r0",
            [9.0; 4],
            0,
        ),
        (
            "if p0",
            "def c0, 1, 2, 3, 4\ndef c1, 2, 2, 2, 2\ndef c2, 9, 9, 9, 9\nmov r0, c0\nsetp_lt p0, c0, c1\nif p0.x\nmov r0, c2\nendif\nmov OUT, r0",
            [9.0; 4],
            0,
        ),
        (
            "breakc",
            "defi i0, 10, 0, 1, 0\ndef c0, 1, 1, 1, 1\ndef c1, 3.5, 0, 0, 0\ndef c20, 0, 0, 0, 0\nmov r0, c20\nloop aL, i0\nbreak_gt r0.x, c1.x\nadd r0, r0, c0\nendloop\nmov OUT, r0",
            [4.0; 4],
            0,
        ),
        (
            "breakp",
            "defi i0, 10, 0, 1, 0\ndef c0, 1, 1, 1, 1\ndef c1, 2.5, 0, 0, 0\ndef c20, 0, 0, 0, 0\nmov r0, c20\nloop aL, i0\nsetp_gt p0.x, r0.x, c1.x\nbreakp p0.x\nadd r0, r0, c0\nendloop\nmov OUT, r0",
            [3.0; 4],
            0,
        ),
        (
            "break in if",
            "defi i0, 10, 0, 1, 0\ndef c0, 1, 1, 1, 1\ndef c1, 1.5, 0, 0, 0\ndef c20, 0, 0, 0, 0\nmov r0, c20\nrep i0\nif_gt r0.x, c1.x\nbreak\nendif\nadd r0, r0, c0\nendrep\nmov OUT, r0",
            [2.0; 4],
            0,
        ),
        (
            "callnz p0",
            "def c0, 1, 2, 3, 4\ndef c1, 2, 2, 2, 2\ndef c13, 0.5, 0.5, 0.5, 0.5\ndef c20, 0, 0, 0, 0\nmov r0, c20\nsetp_gt p0, c0, c1\ncallnz l0, p0.x\ncallnz l0, p0.w\ncallnz l0, !p0.y\nmov OUT, r0\nret\nlabel l0\nadd r0, r0, c13\nret",
            [1.0; 4],
            0,
        ),
        (
            "nested loops aL",
            "defi i0, 2, 10, 1, 0\ndefi i1, 3, 0, 1, 0\ndef c10, 1, 1, 1, 1\ndef c11, 2, 2, 2, 2\ndef c20, 0, 0, 0, 0\nmov r0, c20\nloop aL, i0\nrep i1\nadd r0, r0, c[aL]\nendrep\nendloop\nmov OUT, r0",
            [9.0; 4],
            0,
        ),
        (
            "relative output",
            "defi i0, 2, 0, 1, 0\ndef c0, 3, 3, 3, 3\nmov OUT, c0",
            [3.0; 4],
            0,
        ),
    ]
}

#[test]
fn vertex_shader_arithmetic() {
    let (common, sm2, sm3) = (common_cases(), sm2_cases(), sm3_cases());
    // vs_1_1's expp: (2^floor(x), frac(x), 2^x partial precision, 1); from
    // vs_2_0 on it is 2^x (at least 10 bits) in every component.
    let expp11: &[Case] = &[(
        "expp",
        "def c0, 2.5, 0, 0, 0\ndef c1, 0, 0, 0, 0\nmov r0, c1\nexpp r0.xyw, c0.x\nmov OUT, r0",
        [4.0, 0.5, 0.0, 1.0],
        0,
    )];
    let expp2: &[Case] = &[(
        "expp",
        "def c0, 2.5, 0, 0, 0\nexpp OUT, c0.x",
        [5.656_854_249_492_381; 4],
        1 << 14,
    )];
    let mut all = vs_cases("vs_1_1", common);
    all.extend(vs_cases("vs_1_1", expp11));
    all.extend(vs_cases("vs_2_0", expp2));
    all.extend(vs_cases("vs_3_0", expp2));
    all.extend(vs_cases("vs_2_0", common));
    all.extend(vs_cases("vs_2_0", sm2));
    all.extend(vs_cases("vs_3_0", common));
    all.extend(vs_cases(
        "vs_3_0",
        sm2.iter()
            .filter(|c| c.0 != "sincos" && c.0 != "sgn")
            .cloned()
            .collect::<Vec<_>>()
            .as_slice(),
    ));
    all.extend(vs_cases("vs_3_0", sm3));
    shader_table(all);
}

/// Pixel shader arithmetic: the model-independent cases and the model 2/3
/// ones a pixel shader allows, and pixel-only instructions (`cmp`,
/// `dp2add`), modifiers (`_sat`, `_pp`, `_abs`, negation), model 3 flow
/// control with `aL` indexing.
#[test]
fn pixel_shader_arithmetic() {
    let vertex_only = [
        "lit",
        "lit x <= 0",
        "lit y <= 0",
        "dst",
        "sgn",
        "mova a0.y",
        "slt",
        "sge",
    ];
    // Model 3 flow control does not exist in ps_2_0; ps_3_0's sincos takes
    // no constants.
    let ps2_excluded = [
        "loop aL indexing",
        "loop aL step 2",
        "rep",
        "call ret",
        "callnz b",
        "if b else",
    ];
    let pixel: &[Case] = &[
        (
            "cmp",
            "def c0, 1, -1, 0, -0.5\ndef c1, 1, 2, 3, 4\ndef c2, 5, 6, 7, 8\ncmp OUT, c0, c1, c2",
            [1.0, 6.0, 3.0, 8.0],
            0,
        ),
        (
            "dp2add",
            "def c0, 1, 2, 7, 7\ndef c1, 3, 4, 7, 7\ndef c2, 0.5, 0, 0, 0\ndp2add OUT, c0, c1, c2.x",
            [11.5; 4],
            0,
        ),
        (
            "mov_sat",
            "def c0, -1, 0.5, 2, 1\nmov_sat OUT, c0",
            [0.0, 0.5, 1.0, 1.0],
            0,
        ),
        (
            "mul_pp",
            "def c0, 0.25, 0.5, 2, 1\nmul_pp OUT, c0, c0",
            [0.0625, 0.25, 4.0, 1.0],
            0,
        ),
        (
            "negate",
            "def c0, 0.25, -0.5, 2, 1\nadd OUT, -c0, c0.x",
            [0.0, 0.75, -1.75, -0.75],
            0,
        ),
    ];
    let sm3_only: &[Case] = &[
        (
            "abs modifier",
            "def c0, -1, 2, -3, 4\nadd OUT, c0_abs, c0",
            [0.0, 4.0, 0.0, 8.0],
            0,
        ),
        (
            "negated abs",
            "def c0, -1, 2, -3, 4\nmov OUT, -c0_abs",
            [-1.0, -2.0, -3.0, -4.0],
            0,
        ),
    ];
    let keep = |cases: &[Case], skip: &[&str]| -> Vec<Case> {
        cases
            .iter()
            .filter(|c| !vertex_only.contains(&c.0) && !skip.contains(&c.0))
            .copied()
            .collect()
    };
    let mut all = ps_cases("ps_2_0", &keep(common_cases(), &[]));
    all.extend(ps_cases("ps_2_0", &keep(sm2_cases(), &ps2_excluded)));
    all.extend(ps_cases("ps_2_0", pixel));
    all.extend(ps_cases("ps_3_0", &keep(common_cases(), &[])));
    all.extend(ps_cases("ps_3_0", &keep(sm2_cases(), &["sincos"])));
    all.extend(ps_cases("ps_3_0", &keep(sm3_cases(), &[])));
    all.extend(ps_cases("ps_3_0", pixel));
    all.extend(ps_cases("ps_3_0", sm3_only));
    shader_table(all);
}

/// Bytecode D3D9's `CreatePixelShader` refuses (`slt` is vertex-only; a
/// ps_2_0 reading c32) makes the probes after it errors on both backends,
/// as the reference runner cannot create the shader.
#[test]
fn refused_shaders_error_on_both_backends() {
    for ps in [
        "ps_2_0\ndef c0, 1, 2, 3, 4\ndef c1, 2, 2, 2, 2\nslt r0, c0, c1\nmov oC0, r0\n",
        "ps_2_0\nmov oC0, c32\n",
        "ps_3_0\nmov oC0, v0\n",
    ] {
        let r = run_case(&case(vec![test_block(
            &default_vs_sm2(),
            &asm(ps),
            vec![draw_quad(), probe(1, 1, [1.0, 0.0, 0.0, 0.0], 0)],
        )]));
        assert_eq!(r[0]["status"], "error", "{ps}: {}", r[0]);
    }
}

/// D3D9 clips to 0 <= z <= w (and the user planes): a triangle whose z is
/// beyond w or below 0 draws nothing, one whose z crosses 0 draws the part
/// with z >= 0.
#[test]
fn depth_clipping() {
    let mut n = Named::default();
    let ps = asm("ps_2_0\ndef c0, 0, 1, 0, 1\nmov oC0, c0\n");
    let vs = |z: &str| {
        asm(&format!(
            "vs_2_0\ndef c100, 0, 0, 1, 0\ndcl_position v0\nmov r0, v0\n{z}\nmov oPos, r0\n"
        ))
    };
    let green = [0.0, 1.0, 0.0, 1.0];
    let clear_c = [1.0, 0.0, 0.0, 1.0];
    for (z, left, right, what) in [
        ("mov r0.z, c100.z", green, green, "z = w"),
        ("add r0.z, c100.z, c100.z", clear_c, clear_c, "z = 2 w"),
        ("add r0.z, -c100.z, v0.z", clear_c, clear_c, "z = -1"),
        // z = x: the left half (x < 0) is clipped.
        ("mov r0.z, v0.x", clear_c, green, "z = x"),
    ] {
        n.test(
            &vs(z),
            &ps,
            no_state(),
            vec![
                ("", clear(0, [1.0, 0.0, 0.0, 1.0])),
                ("", draw_quad()),
                (&format!("{what}, left"), probe(100, 240, left, 0)),
                (&format!("{what}, right"), probe(500, 240, right, 0)),
            ],
        );
    }
    n.run();
}

/// A vs_1_1 writing the constants `tc` to oT0..oT3, for ps_1_x cases.
fn vs11_tc(tc: [[f32; 4]; 4]) -> String {
    let mut s = String::from("vs_1_1\n");
    for (i, c) in tc.iter().enumerate() {
        s += &format!(
            "def c{}, {:?}, {:?}, {:?}, {:?}\n",
            90 + i,
            c[0],
            c[1],
            c[2],
            c[3]
        );
    }
    s += "dcl_position v0\nmov oPos, v0\n";
    for i in 0..4 {
        s += &format!("mov oT{i}, c{}\n", 90 + i);
    }
    asm(&s)
}

/// Pixel shaders 1.x: texture addressing (`tex`, `texcoord`'s saturate,
/// `texreg2ar`/`gb`, `texm3x2*`, `texm3x3*`, `texdp3*`, `texbem` with
/// D3D9's default BUMPENVMAT 0), ps_1_4's `texld`/`texcrd`/`phase`/`bem`,
/// the arithmetic modifiers (`_bx2`, `_bias`, `1-`, `_x2`, `_x4`, `_d2`,
/// `_sat`), `cnd`, `cmp`, co-issue and constants read clamped to [-1, 1].
/// The colour is r0.
#[test]
fn pixel_shader_1_x() {
    let mut n = Named::default();
    // 2x2 texture: texel i = 2 y + x is (i / 4, 0.625, 0.125, 1 - i / 4).
    let mut t = Vec::new();
    for i in 0..4 {
        t.extend([i as f32 / 4.0, 0.625, 0.125, 1.0 - i as f32 / 4.0]);
    }
    let tex = n.resource(srv("r32g32b32a32-float", "(2d, 2, 2)", 1, &t));
    let texel = |i: usize| [i as f64 / 4.0, 0.625, 0.125, 1.0 - i as f64 / 4.0];
    // Cube faces at stage 3 (texm3x3tex): texel i of face f is
    // (f / 8 + i / 64, 0, 0, 1).
    let mut faces = Vec::new();
    for f in 0..6 {
        for i in 0..4 {
            faces.extend([f as f32 / 8.0 + i as f32 / 64.0, 0.0, 0.0, 1.0]);
        }
    }
    let cube = n.resource(srv("r32g32b32a32-float", "(cube, 2)", 1, &faces));
    let state = json!({"srv": {"0": tex, "1": tex, "2": tex, "3": cube}});
    let z = [0.0f32; 4];
    type Ps1 = (&'static str, [[f32; 4]; 4], &'static str, [f64; 4], u32);
    let cases: Vec<Ps1> = vec![
        (
            "tex",
            [[0.75, 0.25, 0.0, 1.0], z, z, z],
            "ps_1_1\ntex t0\nmov r0, t0",
            texel(1),
            0,
        ),
        (
            "texcoord saturates, w = 1",
            [[0.5, 1.5, -0.5, 7.0], z, z, z],
            "ps_1_1\ntexcoord t0\nmov r0, t0",
            [0.5, 1.0, 0.0, 1.0],
            0,
        ),
        // t0 = texel 1; (a, r) = (0.75, 0.25): texel 1.
        (
            "texreg2ar",
            [[0.75, 0.25, 0.0, 1.0], z, z, z],
            "ps_1_1\ntex t0\ntexreg2ar t1, t0\nmov r0, t1",
            texel(1),
            0,
        ),
        // (g, b) = (0.625, 0.125): texel 1.
        (
            "texreg2gb",
            [[0.75, 0.25, 0.0, 1.0], z, z, z],
            "ps_1_1\ntex t0\ntexreg2gb t1, t0\nmov r0, t1",
            texel(1),
            0,
        ),
        // t0 = (1, 0.5, 0, 1): u = tc1 . t0 = 0.25, v = tc2 . t0 = 0.75.
        (
            "texm3x2pad texm3x2tex",
            [
                [1.0, 0.5, 0.0, 1.0],
                [0.25, 0.0, 0.5, 0.0],
                [0.25, 1.0, 0.0, 0.0],
                z,
            ],
            "ps_1_1\ntexcoord t0\ntexm3x2pad t1, t0\ntexm3x2tex t2, t0\nmov r0, t2",
            texel(2),
            0,
        ),
        // (u, v, w) = (-1, 0.25, 0.5) on the cube at stage 3: face -x,
        // s = z / |x| -> 0.75, t = -y / |x| -> 0.375: texel 1 of face 1.
        (
            "texm3x3pad texm3x3tex",
            [
                [1.0, 0.5, 0.0, 1.0],
                [-1.0, 0.0, 0.5, 0.0],
                [0.25, 0.0, 0.0, 0.0],
                [0.5, 0.0, 0.0, 0.0],
            ],
            "ps_1_1\ntexcoord t0\ntexm3x3pad t1, t0\ntexm3x3pad t2, t0\ntexm3x3tex t3, t0\nmov r0, t3",
            [0.140625, 0.0, 0.0, 1.0],
            0,
        ),
        // texm3x3 (ps_1_2): the three dot products and w = 1.
        (
            "texm3x3",
            [
                [1.0, 0.5, 0.0, 1.0],
                [0.75, 0.0, 0.5, 0.0],
                [0.25, 1.0, 0.0, 0.0],
                [0.5, 0.0, 0.0, 0.0],
            ],
            "ps_1_2\ntexcoord t0\ntexm3x3pad t1, t0\ntexm3x3pad t2, t0\ntexm3x3 t3, t0\nmov r0, t3",
            [0.75, 0.75, 0.5, 1.0],
            0,
        ),
        // texdp3tex (ps_1_2): u = tc1 . t0 = 0.75, v = 0: texel 1.
        (
            "texdp3tex",
            [[1.0, 0.5, 0.0, 1.0], [0.75, 0.0, 0.5, 0.0], z, z],
            "ps_1_2\ntexcoord t0\ntexdp3tex t1, t0\nmov r0, t1",
            texel(1),
            0,
        ),
        (
            "texdp3",
            [[1.0, 0.5, 0.0, 1.0], [0.25, 0.5, 0.5, 0.0], z, z],
            "ps_1_2\ntexcoord t0\ntexdp3 t1, t0\nmov r0, t1",
            [0.5; 4],
            0,
        ),
        // BUMPENVMAT is 0 by default: texbem samples at tc1 unchanged.
        (
            "texbem",
            [[0.75, 0.25, 0.0, 1.0], [0.25, 0.75, 0.0, 1.0], z, z],
            "ps_1_1\ntex t0\ntexbem t1, t0\nmov r0, t1",
            texel(2),
            0,
        ),
        (
            "ps_1_4 texld texcrd",
            [[0.75, 0.25, 0.0, 1.0], [0.25, 0.5, 2.0, 1.0], z, z],
            "ps_1_4\ntexld r0, t0\ntexcrd r1.xyz, t1\nmul r0.rgb, r0, r1",
            [0.0625, 0.3125, 0.25, 0.75],
            0,
        ),
        (
            "ps_1_4 phase",
            [[0.75, 0.25, 0.0, 1.0], [0.25, 0.75, 0.0, 1.0], z, z],
            "ps_1_4\ntexcrd r1.xyz, t1\nphase\ntexld r2, r1\nmov r0, r2",
            texel(2),
            0,
        ),
        (
            "ps_1_4 bem",
            [[0.75, 0.25, 0.0, 1.0], [0.25, 0.75, 0.0, 1.0], z, z],
            "ps_1_4\ndef c0, 0.5, 0.25, 0.5, 1\ntexcrd r1.xyz, t0\ntexcrd r2.xyz, t1\nbem r3.xy, r1, r2\nmov r0, c0\nmov r0.xy, r3",
            [0.75, 0.25, 0.5, 1.0],
            0,
        ),
        (
            "_bx2",
            [z; 4],
            "ps_1_1\ndef c0, 0.75, 0.5, 1, 0.25\nmov r0, c0_bx2",
            [0.5, 0.0, 1.0, 0.0],
            0,
        ),
        (
            "_bias",
            [z; 4],
            "ps_1_1\ndef c0, 0.75, 0.5, 1, 0.25\nmov r0, c0_bias",
            [0.25, 0.0, 0.5, 0.0],
            0,
        ),
        (
            "1-",
            [z; 4],
            "ps_1_1\ndef c0, 0.75, 0.5, 1, 0.25\nmov r0, 1-c0",
            [0.25, 0.5, 0.0, 0.75],
            0,
        ),
        (
            "_x2",
            [z; 4],
            "ps_1_1\ndef c0, 0.25, 0.125, 0.5, 0.0625\nmov_x2 r0, c0",
            [0.5, 0.25, 1.0, 0.125],
            0,
        ),
        (
            "_x4",
            [z; 4],
            "ps_1_1\ndef c0, 0.25, 0.125, 0.0625, 0.0625\nmov_x4 r0, c0",
            [1.0, 0.5, 0.25, 0.25],
            0,
        ),
        (
            "_d2",
            [z; 4],
            "ps_1_1\ndef c0, 0.25, 0.125, 0.5, 1\nmov_d2 r0, c0",
            [0.125, 0.0625, 0.25, 0.5],
            0,
        ),
        (
            "_sat",
            [z; 4],
            "ps_1_1\ndef c0, 0.75, 0.5, 1, 0.25\nadd_sat r0, c0, c0",
            [1.0, 1.0, 1.0, 0.5],
            0,
        ),
        (
            "cnd",
            [z; 4],
            "ps_1_1\ndef c0, 0.25, 0.5, 0.75, 0.75\ndef c1, 1, 1, 1, 1\ndef c2, 0, 0, 0, 0\nmov r0, c0\ncnd r0, r0.a, c1, c2",
            [1.0; 4],
            0,
        ),
        (
            "cnd not above 0.5",
            [z; 4],
            "ps_1_1\ndef c0, 0.25, 0.5, 0.75, 0.5\ndef c1, 1, 1, 1, 1\ndef c2, 0, 0, 0, 0\nmov r0, c0\ncnd r0, r0.a, c1, c2",
            [0.0; 4],
            0,
        ),
        (
            "cmp",
            [z; 4],
            "ps_1_2\ndef c0, 0.25, -0.5, 0, -0.25\ndef c1, 1, 1, 1, 1\ndef c2, 0.5, 0.5, 0.5, 0.5\ncmp r0, c0, c1, c2",
            [1.0, 0.5, 1.0, 0.5],
            0,
        ),
        (
            "dp4",
            [z; 4],
            "ps_1_2\ndef c0, 0.25, 0.5, 0.5, 0.25\ndef c1, 0.5, 0.5, 0.5, 1\ndp4 r0, c0, c1",
            [0.875; 4],
            0,
        ),
        (
            "dp3 lrp mad",
            [z; 4],
            "ps_1_1\ndef c0, 0.25, 0.5, 0.5, 0.25\ndef c1, 0.5, 0.5, 0.5, 1\ndp3 r1, c0, c1\nlrp r0, c0, c1, r1\nmad r0.a, c0.a, c1.a, c0.a",
            // r1 = 0.625; lrp: c0 (c1 - r1) + r1; then a = 0.25 + 0.25.
            [0.59375, 0.5625, 0.5625, 0.5],
            0,
        ),
        (
            "co-issue",
            [z; 4],
            "ps_1_1\ndef c0, 0.25, 0.5, 0.75, 1\ndef c1, 0.5, 0.5, 0.5, 0.5\nmov r0.rgb, c0\n+mov r0.a, c1",
            [0.25, 0.5, 0.75, 0.5],
            0,
        ),
        (
            "constants clamp to [-1, 1]",
            [z; 4],
            "ps_1_1\ndef c0, 2, -3, 0.5, 1.5\ndef c1, 0.5, 2, 0.25, 0\nadd r0, c0, c1",
            [1.0, 0.0, 0.75, 1.0],
            0,
        ),
    ];
    for (name, tc, ps, expected, ulps) in cases {
        n.test(
            &vs11_tc(tc),
            &asm(ps),
            state.clone(),
            vec![("", draw_quad()), (name, probe(1, 1, expected, ulps))],
        );
    }
    n.run();
}

/// A vs_3_0 sampling its own sampler s0 (`texldl`): the case files bind
/// `srv N` to pixel stage N only, so the vertex sampler is unbound on both
/// backends.
#[test]
fn vertex_texture_fetch_reads_the_vertex_sampler() {
    let mut n = Named::default();
    let tex = n.resource(srv(
        "r32g32b32a32-float",
        "(2d, 1, 1)",
        1,
        &[0.5, 0.25, 0.75, 0.5],
    ));
    let vs = asm(
        "vs_3_0\ndef c100, 0.5, 0.5, 0, 0\ndcl_position v0\ndcl_2d s0\ndcl_position o0\n\
                  dcl_texcoord o1\nmov o0, v0\ntexldl o1, c100, s0\n",
    );
    let ps = asm("ps_3_0\ndcl_texcoord v0\nmov oC0, v0\n");
    n.test(
        &vs,
        &ps,
        json!({"srv": {"0": tex}}),
        vec![
            ("", draw_quad()),
            (
                "unbound vertex sampler",
                probe(3, 3, [0.0, 0.0, 0.0, 1.0], 0),
            ),
        ],
    );
    n.run();
}

/// More of model 3: `v[aL]` (ps_3_0 inputs indexed by the loop counter),
/// integer and boolean registers no `defi`/`defb` sets (0 and false: the
/// runner never sets them), sampler swizzles and masked `texld`
/// destinations, `texldl` on volume and cube mip chains.
#[test]
fn model_3_indexing_defaults_and_sampler_swizzles() {
    let mut n = Named::default();
    // vs_3_0 writing texcoords 0..2 = (1, 1, 1, 1) x (1, 2, 4).
    let vs = asm(
        "vs_3_0\ndef c100, 1, 2, 4, 0\ndcl_position v0\ndcl_position o0\n\
                  dcl_texcoord o1\ndcl_texcoord1 o2\ndcl_texcoord2 o3\n\
                  mov o0, v0\nmov o1, c100.x\nmov o2, c100.y\nmov o3, c100.z\n",
    );
    let cases: &[(&str, &str, [f64; 4])] = &[
        (
            "v[aL] sums texcoords 1 and 2",
            "defi i0, 2, 1, 1, 0\ndef c0, 0, 0, 0, 0\ndcl_texcoord v0\ndcl_texcoord1 v1\ndcl_texcoord2 v2\n\
             mov r0, c0\nloop aL, i0\nadd r0, r0, v[aL]\nendloop\nmov oC0, r0",
            [6.0; 4],
        ),
        (
            "unset i0 loops 0 times",
            "def c0, 0, 0, 0, 0\ndef c1, 1, 1, 1, 1\nmov r0, c0\nloop aL, i0\nadd r0, r0, c1\nendloop\nmov oC0, r0",
            [0.0; 4],
        ),
        (
            "unset b0 is false",
            "def c0, 0, 0, 0, 0\ndef c1, 1, 1, 1, 1\nmov r0, c0\nif b0\nmov r0, c1\nendif\nmov oC0, r0",
            [0.0; 4],
        ),
    ];
    for (name, ps, expected) in cases {
        n.test(
            &vs,
            &asm(&format!("ps_3_0\n{ps}\n")),
            no_state(),
            vec![("", draw_quad()), (name, probe(1, 1, *expected, 0))],
        );
    }
    // Sampler swizzle and masked destination on a 1x1 texture (1, 2, 3, 4).
    let one = n.resource(srv(
        "r32g32b32a32-float",
        "(2d, 1, 1)",
        1,
        &[1.0, 2.0, 3.0, 4.0],
    ));
    for (name, ps, expected) in [
        (
            "sampler swizzle",
            "def c0, 0.5, 0.5, 0, 0\ndcl_2d s0\ntexld r0, c0, s0.wzyx\nmov oC0, r0",
            [4.0, 3.0, 2.0, 1.0],
        ),
        (
            "masked texld",
            "def c0, 0.5, 0.5, 0, 0\ndef c1, 9, 9, 9, 9\ndcl_2d s0\nmov r0, c1\ntexld r0.yw, c0, s0\nmov oC0, r0",
            [9.0, 2.0, 9.0, 4.0],
        ),
    ] {
        n.test(
            &vs3(),
            &asm(&format!("ps_3_0\n{ps}\n")),
            json!({"srv": {"0": one}}),
            vec![("", draw_quad()), (name, probe(1, 1, expected, 0))],
        );
    }
    // Volume 2x2x2 with 2 levels, cube 2x2 with 2 levels: level l is (l, ...).
    let mut vol = level(8, 0.0);
    vol.extend(level(1, 1.0));
    let vol = n.resource(srv("r32g32b32a32-float", "(3d, 2, 2, 2)", 2, &vol));
    let mut cube = Vec::new();
    for _ in 0..6 {
        cube.extend(level(4, 0.0));
        cube.extend(level(1, 1.0));
    }
    let cube = n.resource(srv("r32g32b32a32-float", "(cube, 2)", 2, &cube));
    let lin = n.resource(sampler(&["filter linear linear linear"]));
    for (decl, tex, lod, expected) in [
        ("volume", vol, 0.0f32, 0.0),
        ("volume", vol, 1.0, 1.0),
        ("volume", vol, 0.5, 0.5),
        ("cube", cube, 0.0, 0.0),
        ("cube", cube, 1.0, 1.0),
        ("cube", cube, 0.25, 0.25),
    ] {
        let ps = asm(&format!(
            "ps_3_0\ndef c0, 0.3, 0.6, 0.9, {lod:?}\ndcl_{decl} s0\ntexldl r0, c0, s0\nmov oC0, r0\n"
        ));
        n.test(
            &vs3(),
            &ps,
            json!({"srv": {"0": tex}, "sampler": {"0": lin}}),
            vec![
                ("", draw_quad()),
                (
                    &format!("texldl {decl} lod {lod}"),
                    probe(1, 1, lv(expected), 64),
                ),
            ],
        );
    }
    n.run();
}

/// A triangle with a vertex behind the eye (w = -1, z = -1) is clipped at
/// z = 0 in clip space, not rejected: the visible part covers the screen
/// and its varyings stay perspective-correct. Vertices A (-1, -1, 0.5, 1),
/// B (1, -1, 0.5, 1), C (0, 3, -1, -1); at NDC (0, 0) the clip-space
/// weights are (0.375, 0.375, 0.25): w = 0.5, z = 0.125, so z / w = 0.25;
/// at NDC (0, 0.75) they are (15/44, 15/44, 14/44): z / w = 0.0625
/// (0.25 (1 - y) in general). The
/// pixel shader writes (x / w + 1, y / w + 1, z / w, 1) of the position
/// passed as a texcoord.
#[test]
fn primitives_behind_the_eye_are_clipped() {
    let mut n = Named::default();
    let tri = n.resource(vb(&[
        -1.0, -1.0, 0.5, 1.0, //
        1.0, -1.0, 0.5, 1.0, //
        0.0, 3.0, -1.0, -1.0,
    ]));
    let layout = n.resource(input_layout(&["0 r32g32b32a32-float position"]));
    let vs =
        asm("vs_3_0\ndcl_position v0\ndcl_position o0\ndcl_texcoord o1\nmov o0, v0\nmov o1, v0\n");
    let ps = asm(
        "ps_3_0\ndef c0, 1, 1, 0, 1\ndcl_texcoord v0\nrcp r0.w, v0.w\nmul r1, v0, r0.w\n\
                  add r1.xy, r1, c0\nmov r1.w, c0.w\nmov oC0, r1\n",
    );
    n.test(
        &vs,
        &ps,
        json!({"vb": {"0": tri}, "input_layout": layout}),
        vec![
            ("", clear(0, [0.0; 4])),
            ("", draw("triangle list", 3)),
            ("centre", probe(320, 240, [1.0, 1.0, 0.25, 1.0], 4096)),
            (
                "upper middle",
                probe(320, 60, [1.0, 1.75, 0.0625, 1.0], 4096),
            ),
            // Pixel (5, 5): NDC (-0.984375, Y = 0.9791667); z / w is
            // 0.25 (1 - Y) on this triangle.
            (
                "near the corner",
                probe(
                    5,
                    5,
                    [0.015625, 1.0 + 47.0 / 48.0, 0.25 / 48.0, 1.0],
                    1 << 14,
                ),
            ),
        ],
    );
    n.run();
}

/// Colour varyings: below model 3 `oD0`/`oD1` are saturated before the
/// pixel shader reads `v0`/`v1`; vs_3_0 outputs of colour usage reach a
/// ps_3_0 unclamped (model 3 has no fixed colour registers: every output
/// is a float4 interpolated as written).
#[test]
fn colour_varyings_by_model() {
    let mut n = Named::default();
    let vs2 = asm(
        "vs_2_0\ndef c100, 2, -1, 0.5, 3\ndcl_position v0\nmov oPos, v0\n\
                   mov oD0, c100\nmov oD1, c100.wzyx\n",
    );
    let ps2 = |r: &str| asm(&format!("ps_2_0\ndcl v0\ndcl v1\nmov oC0, {r}\n"));
    let vs3 = asm(
        "vs_3_0\ndef c100, 2, -1, 0.5, 3\ndcl_position v0\ndcl_position o0\n\
                   dcl_color o1\ndcl_color1 o2\nmov o0, v0\nmov o1, c100\nmov o2, c100.wzyx\n",
    );
    let ps3 = |r: &str| {
        asm(&format!(
            "ps_3_0\ndcl_color v0\ndcl_color1 v1\nmov oC0, {r}\n"
        ))
    };
    for (vs, ps, expected, what) in [
        (
            &vs2,
            ps2("v0"),
            [1.0, 0.0, 0.5, 1.0],
            "vs_2_0 oD0 saturated",
        ),
        (
            &vs2,
            ps2("v1"),
            [1.0, 0.5, 0.0, 1.0],
            "vs_2_0 oD1 saturated",
        ),
        (
            &vs3,
            ps3("v0"),
            [2.0, -1.0, 0.5, 3.0],
            "vs_3_0 colour 0 unclamped",
        ),
        (
            &vs3,
            ps3("v1"),
            [3.0, 0.5, -1.0, 2.0],
            "vs_3_0 colour 1 unclamped",
        ),
    ] {
        n.test(
            vs,
            &ps,
            no_state(),
            vec![("", draw_quad()), (what, probe(1, 1, expected, 0))],
        );
    }
    n.run();
}

/// ps_1_x's colour is r0 saturated, and the alpha test compares that
/// saturated alpha: 1.5 in r0.a is 1.0, which `greater 1.0` rejects and
/// `greater equal 1.0` keeps.
#[test]
fn ps_1_x_colour_is_saturated_before_the_alpha_test() {
    let mut n = Named::default();
    let ps = asm("ps_1_1\ndef c0, 0.75, 0.25, -0.5, 0.75\nadd r0, c0, c0\n");
    let blue = [0.0, 0.0, 1.0, 1.0];
    for (func, expected) in [
        ("always", [1.0, 0.5, 0.0, 1.0]),
        ("greater 1.0", blue),
        ("greater equal 1.0", [1.0, 0.5, 0.0, 1.0]),
    ] {
        n.test(
            &default_vs_sm2(),
            &ps,
            no_state(),
            vec![
                ("", command("alpha test", &format!("alpha test {func}"))),
                ("", clear(0, [0.0, 0.0, 1.0, 1.0])),
                ("", draw_quad()),
                (func, probe(1, 1, expected, 0)),
                ("", command("alpha test", "alpha test always")),
            ],
        );
    }
    n.run();
}

/// Components a vs_3_0 output leaves unwritten read 0 in the ps_3_0 (for
/// texcoord and colour usages alike: model 3 has no white default). D3D9
/// documents no value; this is the rule both backends state
/// (docs/conformance.md, "everything else 0 when not written").
#[test]
fn partly_written_sm3_outputs_read_zero() {
    let mut n = Named::default();
    let vs = asm(
        "vs_3_0\ndef c100, 0.5, 0.25, 7, 9\ndcl_position v0\ndcl_position o0\n\
                  dcl_texcoord o1\ndcl_color o2\nmov o0, v0\nmov o1.xy, c100\nmov o2.xy, c100\n",
    );
    let ps = |r: &str| {
        asm(&format!(
            "ps_3_0\ndcl_texcoord v0\ndcl_color v1\nmov oC0, {r}\n"
        ))
    };
    for r in ["v0", "v1"] {
        n.test(
            &vs,
            &ps(r),
            no_state(),
            vec![
                ("", draw_quad()),
                (r, probe(1, 1, [0.5, 0.25, 0.0, 0.0], 0)),
            ],
        );
    }
    n.run();
}
