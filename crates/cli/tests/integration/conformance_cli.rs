//! `ninebridge conformance run` on case files the test writes itself, with
//! shaders from the project's assembler: pass, fail, error and skip probes,
//! the JSONL records, the summary line, filters and the baseline check.

use crate::support;

use std::path::Path;

use support::{asm, ninebridge, records};

/// A probe with an explicit source line.
fn probe(line: u32, rect: [u32; 4], values: [f64; 4], ulps: u32) -> serde_json::Value {
    let mut p = support::probe_rect(rect, values, ulps);
    p["line"] = serde_json::json!(line);
    p
}

/// A case: c0 drawn by a ps_2_0 over the default 640x480 target.
fn case_json() -> serde_json::Value {
    let vs = asm("vs_2_0\ndcl_position v0\nmov oPos, v0\n");
    let ps = asm("ps_2_0\nmov oC0, c0\n");
    let uniform = serde_json::json!({"op": "uniform", "line": 2, "text": "uniform", "skip": false,
        "args": {"offset_dwords": 0, "type": "float4", "values": [0.25, 0.5, 0.75, 1.0]}});
    let draw = serde_json::json!({"op": "draw quad", "line": 3, "text": "draw quad", "skip": false, "args": {}});
    let one_ulp_up = f64::from(f32::from_bits(0.25f32.to_bits() + 1));
    serde_json::json!({
        "default_vs": {"ok": true, "hex": vs},
        "blocks": [
            {"kind": "test", "runnable": true, "vs": {"ok": true, "hex": vs}, "ps": {"ok": true, "hex": ps},
             "state": {"srv": {}, "rtv": {}, "vb": {}, "sampler": {}, "input_layout": null},
             "commands": [uniform, draw,
                probe(4, [0, 0, 640, 480], [0.25, 0.5, 0.75, 1.0], 0),
                probe(5, [10, 10, 11, 11], [0.25, 0.5, 0.75, 0.5], 0),
                probe(6, [3, 4, 5, 6], [one_ulp_up, 0.5, 0.75, 1.0], 1),
                {"op": "probe", "line": 7, "text": "probe", "skip": true,
                 "args": {"target": "rtv 0", "rect": [0, 0, 1, 1], "kind": "rgba", "values": [0, 0, 0, 0], "ulps": 0}}]},
            {"kind": "test", "runnable": true, "vs": {"ok": true, "hex": vs}, "ps": {"ok": true, "hex": "00000000"},
             "state": {"srv": {}, "rtv": {}, "vb": {}, "sampler": {}, "input_layout": null},
             "commands": [draw, probe(9, [0, 0, 1, 1], [0.0, 0.0, 0.0, 0.0], 0)]},
            {"kind": "test", "runnable": false, "not_executed_reason": "excluded at this model",
             "commands": [probe(11, [0, 0, 1, 1], [0.0, 0.0, 0.0, 0.0], 0)]}
        ]
    })
}

fn write_cases(dir: &Path) {
    std::fs::write(
        dir.join("basic.sm2.json"),
        serde_json::to_vec(&case_json()).unwrap(),
    )
    .unwrap();
    std::fs::write(dir.join("broken.sm2.json"), b"{ not json").unwrap();
}

#[test]
fn statuses_records_and_summary() {
    let dir = tempfile::tempdir().unwrap();
    write_cases(dir.path());
    let results = dir.path().join("out.jsonl");
    let out = ninebridge(&[
        "conformance",
        "run",
        dir.path().to_str().unwrap(),
        "--results",
        results.to_str().unwrap(),
    ]);
    let stdout = String::from_utf8_lossy(&out.stdout);
    let stderr = String::from_utf8_lossy(&out.stderr);
    // Failures and errors make the run fail; the malformed case says why on
    // stderr, and the last line is the one error line.
    assert_eq!(out.status.code(), Some(1), "{stdout}\n{stderr}");
    let broken = dir.path().join("broken.sm2.json");
    assert!(
        stderr
            .lines()
            .any(|l| l.starts_with(&format!("{}: malformed case file: ", broken.display()))),
        "{stderr}"
    );
    assert_eq!(
        stderr.lines().last(),
        Some("error: 3 probes did not pass (1 failed, 2 could not run)"),
        "{stderr}"
    );
    let status = |case: &str, line: u64| {
        records(&results)
            .into_iter()
            .find(|r| r["case"] == case && r["line"] == line)
            .unwrap_or_else(|| panic!("no record {case}:{line}"))
    };
    assert_eq!(status("basic.sm2.json", 4)["status"], "pass");
    let fail = status("basic.sm2.json", 5);
    assert_eq!(fail["status"], "fail");
    assert_eq!(fail["got"], serde_json::json!([0.25, 0.5, 0.75, 1.0]));
    assert_eq!(fail["expected"], serde_json::json!([0.25, 0.5, 0.75, 0.5]));
    assert_eq!(
        status("basic.sm2.json", 6)["status"],
        "pass",
        "one ULP within a tolerance of 1"
    );
    assert_eq!(status("basic.sm2.json", 7)["status"], "skip");
    let err = status("basic.sm2.json", 9);
    assert_eq!(err["status"], "error");
    // The bad pixel shader is refused at creation, as D3D9 does.
    assert!(
        err["detail"]
            .as_str()
            .unwrap()
            .contains("CreatePixelShader"),
        "{err}"
    );
    assert_eq!(
        status("basic.sm2.json", 11)["detail"],
        "excluded at this model"
    );
    assert_eq!(status("broken.sm2.json", 0)["status"], "error");
    assert!(
        stdout.lines().any(|l| l.starts_with("basic.sm2.json")),
        "{stdout}"
    );
    assert_eq!(
        stdout.lines().last(),
        Some("conformance: 2 passed, 3 failed, 2 skipped"),
        "{stdout}"
    );
}

#[test]
fn filter_and_baseline() {
    let dir = tempfile::tempdir().unwrap();
    write_cases(dir.path());
    let cases = dir.path().to_str().unwrap();
    let baseline = dir.path().join("baseline.txt");
    let out = ninebridge(&[
        "conformance",
        "run",
        cases,
        "--filter",
        "basic",
        "--write-baseline",
        baseline.to_str().unwrap(),
    ]);
    assert!(out.status.success());
    assert_eq!(
        std::fs::read_to_string(&baseline)
            .unwrap()
            .lines()
            .filter(|l| !l.starts_with('#'))
            .count(),
        2
    );
    // The baseline holds: success.
    let out = ninebridge(&[
        "conformance",
        "run",
        cases,
        "--baseline",
        baseline.to_str().unwrap(),
    ]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    // A baseline naming the failing probe: a one-line error and a failure exit.
    std::fs::write(&baseline, "basic.sm2.json:5\n").unwrap();
    let out = ninebridge(&[
        "conformance",
        "run",
        cases,
        "--baseline",
        baseline.to_str().unwrap(),
    ]);
    assert!(!out.status.success());
    let stderr = String::from_utf8_lossy(&out.stderr);
    let expected = "error: 1 probe of the baseline no longer passes: basic.sm2.json:5";
    assert!(stderr.lines().any(|l| l == expected), "{stderr}");
}

#[test]
fn unreadable_baseline_is_refused_before_running() {
    let dir = tempfile::tempdir().unwrap();
    write_cases(dir.path());
    let missing = dir.path().join("no-such-baseline.txt");
    let out = ninebridge(&[
        "conformance",
        "run",
        dir.path().to_str().unwrap(),
        "--baseline",
        missing.to_str().unwrap(),
    ]);
    assert_eq!(out.status.code(), Some(1));
    // Nothing ran: no adapter line, no table.
    assert!(
        out.stdout.is_empty(),
        "{}",
        String::from_utf8_lossy(&out.stdout)
    );
    assert_eq!(
        String::from_utf8_lossy(&out.stderr),
        format!(
            "error: cannot read baseline {}: No such file or directory (os error 2)\n",
            missing.display()
        )
    );
}

#[test]
fn missing_path_is_a_one_line_error() {
    let out = ninebridge(&["conformance", "run", "/nonexistent/cases"]);
    assert!(!out.status.success());
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(stderr.lines().count(), 1, "{stderr}");
    assert!(stderr.starts_with("error: "), "{stderr}");
}
