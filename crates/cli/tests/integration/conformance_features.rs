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
    }
}

/// No bound resources.
fn no_state() -> Value {
    json!({})
}

/// vs_3_0 passing the position through and (pos + 4) / 10 to texcoord 0,
/// so the full-screen triangle gives u = (x + 4) / 10 across the target.
fn vs3() -> String {
    asm("vs_3_0\ndcl_position v0\ndcl_position o0\nmov o0, v0\n")
}

/// A ps_2_0 test per entry: the shader's colour at pixel (1, 1), where `t0`
/// is unset (0) and constants come from `def`.
fn ps_cases(n: &mut Named, vs: &str, cases: &[(&str, &str, [f64; 4], u32)]) {
    for (name, ps, expected, ulps) in cases {
        n.test(
            vs,
            &asm(ps),
            no_state(),
            vec![("", draw_quad()), (name, probe(1, 1, *expected, *ulps))],
        );
    }
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
