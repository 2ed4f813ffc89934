//! The whole vkd3d-derived D3D9 suite on the default adapter (lavapipe in
//! CI). Fails when a probe of the triaged baseline
//! (`tests/conformance_baseline.txt`, see `docs/conformance.md`) stops
//! passing. Skips visibly when the shared data is absent.

use std::process::Command;

#[test]
fn vkd3d_suite_keeps_its_baseline() {
    let Some(cases) =
        ninebridge_testutil::shared_subdir("vkd3d_suite_keeps_its_baseline", "conformance/vkd3d")
    else {
        return;
    };
    let baseline =
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/conformance_baseline.txt");
    let results = tempfile::NamedTempFile::new().unwrap();
    let out = Command::new(env!("CARGO_BIN_EXE_ninebridge"))
        .args(["conformance", "run"])
        .arg(&cases)
        .arg("--baseline")
        .arg(&baseline)
        .arg("--results")
        .arg(results.path())
        .output()
        .expect("binary runs");
    let stdout = String::from_utf8_lossy(&out.stdout);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "{stderr}");
    // Every probe of all 212 cases has a record (1658 probes).
    let records = std::fs::read_to_string(results.path())
        .unwrap()
        .lines()
        .count();
    assert_eq!(records, 1658, "{stdout}");
    let summary = stdout.lines().last().unwrap_or_default();
    assert!(summary.starts_with("conformance: "), "{stdout}");
}

/// The reference interpreter passes every probe the GPU path passes (the
/// same baseline): the oracle of `shader diff` is itself checked against
/// the cases' Windows values.
#[test]
fn vkd3d_suite_on_the_interpreter_keeps_the_gpu_baseline() {
    let Some(cases) = ninebridge_testutil::shared_subdir(
        "vkd3d_suite_on_the_interpreter_keeps_the_gpu_baseline",
        "conformance/vkd3d",
    ) else {
        return;
    };
    let baseline =
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/conformance_baseline.txt");
    let out = Command::new(env!("CARGO_BIN_EXE_ninebridge"))
        .args(["conformance", "run", "--backend", "interp"])
        .arg(&cases)
        .arg("--baseline")
        .arg(&baseline)
        .output()
        .expect("binary runs");
    let stdout = String::from_utf8_lossy(&out.stdout);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "{stdout}\n{stderr}");
    assert!(
        stdout.starts_with("adapter: none (reference interpreter"),
        "{stdout}"
    );
}
