//! The corpus of real game shaders as a check (issue 29): a fixed sample of
//! `../shared/corpus/game-shaders/asm.tar.xz` (every N-th shader by name)
//! diffed on the default adapter (lavapipe in CI). Every shader of the
//! checked-in list `tests/shader_corpus_agree.txt` must still agree; one
//! that stops agreeing fails, naming the output and the values. A shader
//! that starts agreeing is reported (update the list with the command in
//! docs/conformance.md). Missing shared data fails under CI.

use std::process::Command;

/// Shaders in the sample and input sets each: sized for a debug build on
/// two cores (the driver's shader compiler is most of the time).
const SAMPLE: &str = "90";
const INPUTS: &str = "6";

#[test]
fn a_fixed_sample_of_real_shaders_keeps_agreeing() {
    let who = "a_fixed_sample_of_real_shaders_keeps_agreeing";
    let Some(dir) = ninebridge_testutil::shared_subdir(who, "corpus/game-shaders") else {
        return;
    };
    let expect =
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/shader_corpus_agree.txt");
    let json = tempfile::NamedTempFile::new().unwrap();
    let out = Command::new(env!("CARGO_BIN_EXE_ninebridge"))
        .args(["shader", "corpus"])
        .arg(dir.join("asm.tar.xz"))
        .args(["--sample", SAMPLE, "--inputs", INPUTS, "--expect"])
        .arg(&expect)
        .arg("--json")
        .arg(json.path())
        .output()
        .expect("binary runs");
    let stdout = String::from_utf8_lossy(&out.stdout);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "{stdout}\n{stderr}");
    let report: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(json.path()).unwrap()).unwrap();
    assert_eq!(report["total"]["shaders"], 90, "{stdout}");
    // The table names every class and the summary line closes the output.
    assert!(
        stdout.contains("non-finite") && stdout.contains("not compared"),
        "{stdout}"
    );
    assert!(
        stdout
            .lines()
            .any(|l| l.starts_with("shader corpus: 90 shaders")),
        "{stdout}"
    );
}

/// A shader that does not assemble is counted as an error that names it,
/// and the run goes on with the next.
#[test]
fn a_shader_that_does_not_assemble_is_an_error_and_the_run_goes_on() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(
        dir.path().join("G__PixelShaders__bad.txt"),
        "ps_3_0\nfrobnicate r0\n",
    )
    .unwrap();
    std::fs::write(
        dir.path().join("G__PixelShaders__good.txt"),
        "ps_3_0\ndcl_texcoord v0\nmul r0, v0, c0\nmov oC0, r0\n",
    )
    .unwrap();
    let json = dir.path().join("out.json");
    let out = Command::new(env!("CARGO_BIN_EXE_ninebridge"))
        .args(["shader", "corpus"])
        .arg(dir.path())
        .args(["--inputs", "2", "--json"])
        .arg(&json)
        .output()
        .expect("binary runs");
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(out.status.success(), "{stdout}");
    assert!(
        stdout.contains("error: G__PixelShaders__bad.txt: does not assemble"),
        "{stdout}"
    );
    let report: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(&json).unwrap()).unwrap();
    assert_eq!(report["total"]["error"], 1, "{stdout}");
    assert_eq!(report["total"]["agree"], 1, "{stdout}");
    assert_eq!(report["by_game"]["G"]["shaders"], 2, "{stdout}");
}
