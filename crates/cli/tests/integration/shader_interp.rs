//! `ninebridge shader run` and `shader diff` end to end: the interpreter's
//! output lines, the inputs JSON, and a small sample of the differential test
//! (shaders of our own, plus a slice of the shared corpus when present) on
//! the default adapter (lavapipe in CI).

use std::process::{Command, Output};

fn ninebridge(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_ninebridge"))
        .args(args)
        .output()
        .expect("run ninebridge")
}

fn text(o: &Output) -> (String, String) {
    (
        String::from_utf8_lossy(&o.stdout).into_owned(),
        String::from_utf8_lossy(&o.stderr).into_owned(),
    )
}

const PS: &str = "ps_2_0
dcl t0
dcl_2d s0
texld r0, t0, s0
mul r0, r0, c0
mov oC0, r0
";

#[test]
fn run_prints_one_line_per_output_register() {
    let dir = tempfile::tempdir().unwrap();
    let src = dir.path().join("tex.asm");
    let inputs = dir.path().join("in.json");
    std::fs::write(&src, PS).unwrap();
    std::fs::write(
        &inputs,
        r#"{"c": {"0": [1, 0.5, 0.25, 1]}, "t": {"0": [0.75, 0.5, 0, 1]},
            "textures": {"0": {"type": "2d", "width": 2, "height": 1,
                               "texels": [[1, 0, 0, 1], [0, 1, 0, 1]]}}}"#,
    )
    .unwrap();
    let o = ninebridge(&[
        "shader",
        "run",
        src.to_str().unwrap(),
        "--inputs",
        inputs.to_str().unwrap(),
    ]);
    let (out, err) = text(&o);
    assert!(o.status.success(), "{err}");
    // u = 0.75 samples texel 1 (0, 1, 0, 1), times c0.
    assert_eq!(out, "oC0 0 0.5 0 1\n");

    let vs = dir.path().join("vs.asm");
    std::fs::write(
        &vs,
        "vs_1_1\ndcl_position v0\nmov oPos, v0\nmov oD0.xy, v0.yx\n",
    )
    .unwrap();
    let o = ninebridge(&["shader", "run", vs.to_str().unwrap()]);
    let (out, err) = text(&o);
    assert!(o.status.success(), "{err}");
    assert_eq!(out, "oPos 0 0 0 0\noD0 0 0 0 0\n");
}

#[test]
fn run_reports_discards_bad_inputs_and_bad_bytecode() {
    let dir = tempfile::tempdir().unwrap();
    let src = dir.path().join("kill.asm");
    std::fs::write(&src, "ps_2_0\ndcl t0\ntexkill t0\nmov oC0, t0\n").unwrap();
    let inputs = dir.path().join("in.json");
    std::fs::write(&inputs, r#"{"t": {"0": [-1, 0, 0, 0]}}"#).unwrap();
    let o = ninebridge(&[
        "shader",
        "run",
        src.to_str().unwrap(),
        "--inputs",
        inputs.to_str().unwrap(),
    ]);
    assert_eq!(text(&o).0, "oC0 -1 0 0 0\ndiscarded\n");

    std::fs::write(&inputs, r#"{"colour": 1}"#).unwrap();
    let o = ninebridge(&[
        "shader",
        "run",
        src.to_str().unwrap(),
        "--inputs",
        inputs.to_str().unwrap(),
    ]);
    assert!(!o.status.success());
    assert!(text(&o).1.contains("not an inputs file"), "{}", text(&o).1);

    let bin = dir.path().join("bad.bin");
    std::fs::write(&bin, [1u8, 2, 3]).unwrap();
    let o = ninebridge(&["shader", "run", bin.to_str().unwrap()]);
    assert!(!o.status.success());
    assert_eq!(text(&o).1.lines().count(), 1, "{}", text(&o).1);
}

#[test]
fn diff_sample_agrees_and_writes_the_json_report() {
    let dir = tempfile::tempdir().unwrap();
    let mut files = Vec::new();
    for (name, src) in [
        ("tex.asm", PS),
        (
            "flow.asm",
            "ps_3_0\ndefi i0, 3, 0, 1, 0\ndcl_texcoord v0\ndcl_cube s1\nmov r0, c0\nrep i0\nmad r0, r0, c1, v0\nendrep\nif_lt r0.x, c2.x\nrcp r0.y, r0.x\nendif\ntexld r1, v0, s1\nadd oC0, r0, r1\n",
        ),
        (
            "vs.asm",
            "vs_2_0\ndcl_position v0\ndcl_normal v1\nmov oPos, v0\ndp3 r0.x, v1, c0\nexp r0.y, r0.x\nsincos r1.xy, r0.x, c2, c3\nmov oT0, r0\nmov oT1, r1\nmax oD0, r0.x, c1\n",
        ),
        (
            "ps1.asm",
            "ps_1_1\ndef c0, 0.5, 0.25, 1, 0\ntex t0\ntexcoord t1\nmul r0, t0, c0\n+add r0.a, t1.b, c0.a\n",
        ),
    ] {
        let p = dir.path().join(name);
        std::fs::write(&p, src).unwrap();
        files.push(p.to_string_lossy().into_owned());
    }
    // A slice of the shared corpus, when present.
    if let Some(corpus) = ninebridge_testutil::shared_subdir(
        "diff_sample_agrees_and_writes_the_json_report",
        "corpus/d3dbc-wine",
    ) {
        for name in [
            "d3d9_visual__unbound_sampler_test.ps_code_cube.bin",
            "d3dx9_36_effect__test_effect_preshader_effect_blob.embedded0.bin",
        ] {
            files.push(corpus.join(name).to_string_lossy().into_owned());
        }
    }
    let json = dir.path().join("diff.json");
    let mut args = vec![
        "shader",
        "diff",
        "--inputs",
        "8",
        "--json",
        json.to_str().unwrap(),
    ];
    args.extend(files.iter().map(String::as_str));
    let o = ninebridge(&args);
    let (out, err) = text(&o);
    assert!(o.status.success(), "{out}\n{err}");
    // Both float emulation modes by default: a report each, in order.
    let reports: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(&json).unwrap()).unwrap();
    let reports = reports.as_array().unwrap();
    assert_eq!(
        reports
            .iter()
            .map(|r| r["float_emulation"].clone())
            .collect::<Vec<_>>(),
        ["off", "strict"]
    );
    for report in reports {
        assert_eq!(report["shaders"], files.len());
        assert_eq!(report["agree"], files.len(), "{report}");
        assert_eq!(report["disagree"].as_array().unwrap().len(), 0);
        assert_eq!(report["non_finite"].as_array().unwrap().len(), 0);
        assert!(
            report["unsupported"].as_array().unwrap().is_empty(),
            "{report}"
        );
    }
    assert!(out.contains("texture"), "{out}");
    assert!(out.contains("shader diff (off):"), "{out}");
    assert!(out.contains("shader diff (strict):"), "{out}");
}

/// An output that becomes non-finite is its own class, never agreement,
/// with the input set that made it; a shader where `0 x inf` differs by
/// mode: non-finite with `off` (the interpreter's NaN; the GPU's value is
/// the driver's: lavapipe folds `x * 0` with the `def` zero to 0, a class
/// difference that then fails the run), 0 on both sides (agreement) with
/// `strict`. The summary line counts non-finite shaders and outputs.
#[test]
fn diff_reports_non_finite_outputs_as_their_own_class_in_each_mode() {
    let dir = tempfile::tempdir().unwrap();
    let p = dir.path().join("zero_inf.asm");
    // c0.x = 0: rcp gives +inf, and 0 x inf is NaN or 0.
    std::fs::write(
        &p,
        "ps_2_0\ndef c0, 0, 1, 0, 0\nrcp r0.x, c0.x\nmul r1, r0.x, c0.x\nmov oC0, r1\n",
    )
    .unwrap();
    let json = dir.path().join("diff.json");
    let o = ninebridge(&[
        "shader",
        "diff",
        p.to_str().unwrap(),
        "--inputs",
        "2",
        "--json",
        json.to_str().unwrap(),
    ]);
    let (out, err) = text(&o);
    let reports: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(&json).unwrap()).unwrap();
    let (off, strict) = (&reports[0], &reports[1]);
    assert_eq!(off["agree"], 0, "{off}");
    let nf = off["non_finite"].as_array().unwrap();
    assert_eq!(nf.len(), 2, "one output per input set: {off}");
    let mut same = true;
    for (set, d) in nf.iter().enumerate() {
        assert_eq!(d["input_set"], set);
        assert_eq!(d["output"], "oC0");
        // The interpreter's IEEE NaN (written as null in JSON).
        assert!(
            d["cpu"].as_array().unwrap().iter().all(|v| v.is_null()),
            "{d}"
        );
        same &= d["class"]["non-finite"]["same_class"] == true;
    }
    // A class difference is a broken rule: exit 1.
    assert_eq!(o.status.success(), same, "{out}\n{err}");
    assert_eq!(strict["agree"], 1, "{strict}");
    assert!(strict["non_finite"].as_array().unwrap().is_empty());
    assert!(
        out.contains("shader diff (off): 1 shaders, 0 agree,")
            && out.contains("1 non-finite (2 outputs,"),
        "{out}"
    );
    assert!(
        out.contains(
            "shader diff (strict): 1 shaders, 1 agree, 0 disagree (0 outputs), 0 non-finite"
        ),
        "{out}"
    );
}

#[test]
fn diff_lists_what_it_cannot_compare() {
    let dir = tempfile::tempdir().unwrap();
    let p = dir.path().join("nopos.asm");
    // No position written: the vertex never lands on a pixel.
    std::fs::write(&p, "vs_2_0\ndcl_position v0\nmov oD0, v0\n").unwrap();
    let json = dir.path().join("diff.json");
    let o = ninebridge(&[
        "shader",
        "diff",
        p.to_str().unwrap(),
        "--inputs",
        "2",
        "--float-emulation",
        "off",
        "--json",
        json.to_str().unwrap(),
    ]);
    assert!(o.status.success(), "{}", text(&o).1);
    let report: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(&json).unwrap()).unwrap();
    assert_eq!(report["agree"], 0);
    let reason = report["unsupported"][0]["reason"].as_str().unwrap();
    assert!(
        reason.contains("no input set put the vertex on a pixel"),
        "{reason}"
    );
}

/// `shader diff --fault` (the oracle's sensitivity test, a hidden flag):
/// shaders of the shared corpus that agree without it disagree with a sign
/// error in the interpreter's `rcp`, or a `mul` 16 ULPs (2^-19) off.
#[test]
fn diff_catches_deliberate_faults_in_the_corpus() {
    let Some(corpus) = ninebridge_testutil::shared_subdir(
        "diff_catches_deliberate_faults_in_the_corpus",
        "corpus/d3dbc-wine",
    ) else {
        return;
    };
    let rcp = corpus.join("d3d8_visual__test_scalar_instructions.rcp_test.bin");
    let mul = corpus.join("d3d9_visual__test_color_clamping.ps2_code.bin");
    let (rcp, mul) = (rcp.to_str().unwrap(), mul.to_str().unwrap());
    let dir = tempfile::tempdir().unwrap();
    let json = dir.path().join("diff.json");
    let diff = |fault: Option<&str>| {
        let mut args = vec!["shader", "diff", rcp, mul, "--inputs", "8"];
        args.extend(["--float-emulation", "off"]);
        args.extend(["--json", json.to_str().unwrap()]);
        if let Some(f) = fault {
            args.extend(["--fault", f]);
        }
        let o = ninebridge(&args);
        let report: serde_json::Value =
            serde_json::from_str(&std::fs::read_to_string(&json).unwrap()).unwrap();
        let mut files: Vec<String> = report["disagree"]
            .as_array()
            .unwrap()
            .iter()
            .map(|d| d["file"].as_str().unwrap().to_string())
            .collect();
        files.dedup();
        (o.status.code(), report["agree"].as_u64(), files)
    };
    assert_eq!(diff(None), (Some(0), Some(2), vec![]));
    assert_eq!(
        diff(Some("rcp-sign")),
        (Some(1), Some(1), vec![rcp.to_string()])
    );
    assert_eq!(
        diff(Some("mul-ulps:16")),
        (Some(1), Some(1), vec![mul.to_string()])
    );
}

/// `shader diff --textures smooth|texel`: both texture modes compare a
/// pixel shader whose coordinate is computed (a projection through `rcp`)
/// and a vertex shader that fetches a texture (`texldl`), none left out;
/// an unknown mode is refused.
#[test]
fn diff_compares_in_both_texture_modes() {
    let dir = tempfile::tempdir().unwrap();
    let ps = dir.path().join("proj.asm");
    std::fs::write(
        &ps,
        "ps_3_0\ndcl_texcoord v0\ndcl_2d s0\nrcp r0.w, v0.w\nmul r0, v0, r0.w\n\
         texld r1, r0, s0\nmul oC0, r1, c0\n",
    )
    .unwrap();
    let vs = dir.path().join("vtf.asm");
    std::fs::write(
        &vs,
        "vs_3_0\ndcl_position v0\ndcl_texcoord v1\ndcl_2d s0\ndcl_position o0\n\
         dcl_texcoord o1\nmov o0, v0\ntexldl r0, v1, s0\nmov o1, r0\n",
    )
    .unwrap();
    let json = dir.path().join("diff.json");
    for mode in ["smooth", "texel"] {
        let o = ninebridge(&[
            "shader",
            "diff",
            ps.to_str().unwrap(),
            vs.to_str().unwrap(),
            "--inputs",
            "8",
            "--textures",
            mode,
            "--float-emulation",
            "off",
            "--json",
            json.to_str().unwrap(),
        ]);
        let (out, err) = text(&o);
        assert!(o.status.success(), "{mode}: {out}\n{err}");
        let report: serde_json::Value =
            serde_json::from_str(&std::fs::read_to_string(&json).unwrap()).unwrap();
        assert_eq!(report["agree"], 2, "{mode}: {report}");
        assert!(report["unsupported"].as_array().unwrap().is_empty());
    }
    let o = ninebridge(&[
        "shader",
        "diff",
        ps.to_str().unwrap(),
        "--textures",
        "blurry",
    ]);
    assert!(!o.status.success());
    assert!(
        text(&o).1.contains("expected smooth or texel"),
        "{}",
        text(&o).1
    );
}

/// `shader run` with `v_gradients`: the quad's pixels differ, so `dsx` and
/// `dsy` give the gradients (hand-checked: pixel (0, 0) of the quad).
#[test]
fn run_takes_per_pixel_gradients() {
    let dir = tempfile::tempdir().unwrap();
    let src = dir.path().join("dsx.asm");
    let inputs = dir.path().join("in.json");
    std::fs::write(
        &src,
        "ps_3_0\ndcl_texcoord v0\ndsx r0, v0\ndsy r1, v0\nadd oC0, r0, r1\n",
    )
    .unwrap();
    std::fs::write(
        &inputs,
        r#"{"v_gradients": {"0": [[0.25, 0, 0, 1], [0, 0.5, 0, 1]]}}"#,
    )
    .unwrap();
    let o = ninebridge(&[
        "shader",
        "run",
        src.to_str().unwrap(),
        "--inputs",
        inputs.to_str().unwrap(),
    ]);
    let (out, err) = text(&o);
    assert!(o.status.success(), "{err}");
    assert_eq!(out, "oC0 0.25 0.5 0 2\n");
}
