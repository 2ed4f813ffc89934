//! Case files written by the tests themselves: shaders from the project's
//! assembler, commands in the shape the conformance README describes, and a
//! run of the real `ninebridge conformance run` over them.
#![allow(dead_code)] // each test binary uses its own subset

use std::path::Path;
use std::process::Command;

use serde_json::{Value, json};

/// Little-endian hex bytes of `tokens`, as the `hex` fields hold them.
pub fn hex(tokens: &[u32]) -> String {
    tokens
        .iter()
        .flat_map(|t| t.to_le_bytes())
        .map(|b| format!("{b:02x}"))
        .collect()
}

/// Assembles `text` and returns its bytecode as hex.
pub fn asm(text: &str) -> String {
    hex(&ninebridge_d3dbc::assemble(text).expect("test shader assembles"))
}

/// A command with no parsed arguments (state commands, `draw quad`).
pub fn command(op: &str, text: &str) -> Value {
    json!({"op": op, "text": text, "skip": false, "args": {}})
}

/// `draw quad`.
pub fn draw_quad() -> Value {
    command("draw quad", "draw quad")
}

/// `uniform OFFSET TYPE VALUES...`.
pub fn uniform(offset_dwords: u32, ty: &str, values: &[Value]) -> Value {
    json!({"op": "uniform", "text": "uniform", "skip": false,
        "args": {"offset_dwords": offset_dwords, "type": ty, "values": values}})
}

/// `uniform OFFSET float4 a b c d`.
pub fn uniform4(offset_dwords: u32, v: [f32; 4]) -> Value {
    uniform(offset_dwords, "float4", &v.map(|x| json!(x)))
}

/// `clear rtv SLOT r g b a`.
pub fn clear(slot: u32, value: [f64; 4]) -> Value {
    json!({"op": "clear rtv", "text": "clear rtv", "skip": false,
        "args": {"slot": slot, "value": value}})
}

/// `probe (x, y) rgba (values) ulps` on render target 0.
pub fn probe(x: u32, y: u32, values: [f64; 4], ulps: u32) -> Value {
    probe_rect([x, y, x + 1, y + 1], values, ulps)
}

/// A rectangle probe (`rect` is x0, y0, x1, y1, exclusive).
pub fn probe_rect(rect: [u32; 4], values: [f64; 4], ulps: u32) -> Value {
    json!({"op": "probe", "text": "probe", "skip": false,
        "args": {"target": "rtv 0", "rect": rect, "kind": "rgba", "values": values, "ulps": ulps}})
}

/// A runnable test block drawing with `vs` and `ps` (hex bytecode).
pub fn test_block(vs: &str, ps: &str, commands: Vec<Value>) -> Value {
    json!({"kind": "test", "runnable": true,
        "vs": {"ok": true, "hex": vs}, "ps": {"ok": true, "hex": ps},
        "state": {"srv": {}, "rtv": {}, "vb": {}, "sampler": {}, "input_layout": null},
        "commands": commands})
}

/// The README's default vertex shader at shader model 2
/// (`return pos;` for a `position` input).
pub fn default_vs_sm2() -> String {
    asm("vs_2_0\ndcl_position v0\nmov oPos, v0\n")
}

/// A case of `blocks`; commands get their index in the file as `line`
/// (probes are found by it in the results).
pub fn case(blocks: Vec<Value>) -> Value {
    let mut line = 1u64;
    let blocks: Vec<Value> = blocks
        .into_iter()
        .map(|mut b| {
            if let Some(cmds) = b.get_mut("commands").and_then(|c| c.as_array_mut()) {
                for c in cmds {
                    c["line"] = json!(line);
                    line += 1;
                }
            }
            b
        })
        .collect();
    json!({"default_vs": {"ok": true, "hex": default_vs_sm2()}, "blocks": blocks})
}

/// Runs `ninebridge` with `args`.
pub fn ninebridge(args: &[&str]) -> std::process::Output {
    Command::new(env!("CARGO_BIN_EXE_ninebridge"))
        .args(args)
        .output()
        .expect("binary runs")
}

/// The JSONL records of a results file.
pub fn records(path: &Path) -> Vec<Value> {
    std::fs::read_to_string(path)
        .unwrap()
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect()
}

/// Runs `case` through `ninebridge conformance run` and returns its probe
/// records in file order. The case also runs on the reference interpreter
/// (`--backend interp`), which must give every probe the same status: each
/// rule is then checked on the CPU rasteriser too.
pub fn run_case(case: &Value) -> Vec<Value> {
    let gpu = run_case_on(case, "gpu");
    let cpu = run_case_on(case, "interp");
    let statuses = |r: &[Value]| {
        r.iter()
            .map(|r| (r["line"].as_u64(), r["status"].as_str().map(str::to_string)))
            .collect::<Vec<_>>()
    };
    assert_eq!(
        statuses(&gpu),
        statuses(&cpu),
        "the interpreter backend differs from the GPU:\ngpu {gpu:?}\ninterp {cpu:?}"
    );
    gpu
}

/// [`run_case`] on one backend (`gpu` or `interp`).
pub fn run_case_on(case: &Value, backend: &str) -> Vec<Value> {
    run_case_on_env(case, backend, &[])
}

/// [`run_case_on`] with environment variables set for the run.
pub fn run_case_on_env(case: &Value, backend: &str, vars: &[(&str, &str)]) -> Vec<Value> {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(
        dir.path().join("rule.sm2.json"),
        serde_json::to_vec(case).unwrap(),
    )
    .unwrap();
    let results = dir.path().join("out.jsonl");
    let out = Command::new(env!("CARGO_BIN_EXE_ninebridge"))
        .args([
            "conformance",
            "run",
            dir.path().to_str().unwrap(),
            "--results",
            results.to_str().unwrap(),
            "--backend",
            backend,
        ])
        .envs(vars.iter().copied())
        .output()
        .expect("binary runs");
    let mut r = records(&results);
    // The run exits non-zero exactly when a probe failed or errored.
    let all_good = r
        .iter()
        .all(|r| r["status"] == "pass" || r["status"] == "skip");
    assert_eq!(
        out.status.success(),
        all_good,
        "{}\n{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
    r.sort_by_key(|r| r["line"].as_u64());
    r
}

/// Asserts every record passed, naming the ones that did not.
pub fn assert_all_pass(records: &[Value]) {
    let bad: Vec<String> = records
        .iter()
        .filter(|r| r["status"] != "pass")
        .map(|r| r.to_string())
        .collect();
    assert!(!records.is_empty(), "no probe ran");
    assert!(bad.is_empty(), "probes not passing:\n{}", bad.join("\n"));
}

/// Little-endian hex of float words.
pub fn float_hex(values: &[f32]) -> String {
    hex(&values.iter().map(|v| v.to_bits()).collect::<Vec<_>>())
}

/// An `srv` block: a 2D texture of `format` from `texels` (row-major words).
pub fn srv_2d(format: &str, w: u32, h: u32, texels: &[f32]) -> Value {
    json!({"kind": "srv", "format": format, "size": format!("(2d, {w}, {h})"), "levels": 1,
        "data_u32_hex": float_hex(texels)})
}

/// A `sampler` block with its `filter`/`address` lines.
pub fn sampler(lines: &[&str]) -> Value {
    json!({"kind": "sampler", "lines": lines})
}

/// An `rtv` block.
pub fn rtv(format: &str, w: u32, h: u32) -> Value {
    json!({"kind": "rtv", "format": format, "size": format!("(2d, {w}, {h})"), "levels": 1})
}

/// A `vb` block of float words.
pub fn vb(values: &[f32]) -> Value {
    json!({"kind": "vb", "data_u32_hex": float_hex(values)})
}

/// An `input layout` block.
pub fn input_layout(lines: &[&str]) -> Value {
    json!({"kind": "input_layout", "lines": lines})
}

/// `test_block` binding resource blocks: `state` is the README's
/// `{"srv": {slot: block index}, "sampler": ..., "rtv": ..., "vb": ...,
/// "input_layout": index}`.
pub fn test_block_with(vs: &str, ps: &str, state: Value, commands: Vec<Value>) -> Value {
    let mut b = test_block(vs, ps, commands);
    for key in ["srv", "sampler", "rtv", "vb", "input_layout"] {
        if let Some(v) = state.get(key) {
            b["state"][key] = v.clone();
        }
    }
    b
}

/// `draw TOPOLOGY COUNT` from the bound `vb` and input layout.
pub fn draw(topology: &str, vertex_count: u32) -> Value {
    json!({"op": "draw", "text": "draw", "skip": false,
        "args": {"topology": topology, "vertex_count": vertex_count, "instance_count": 1}})
}
