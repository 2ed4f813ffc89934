//! The 73 Wine visual cases replayed on the default adapter (lavapipe in
//! CI). Fails when a probe of the baseline (`tests/replay_baseline.txt`,
//! `case:probe_index` lines, regenerated with `ninebridge replay ...
//! --write-baseline`) stops passing. Skips visibly when the shared data is
//! absent.

use std::process::Command;

#[test]
fn wine_cases_keep_their_baseline() {
    let Some(cases) = ninebridge_testutil::shared_subdir(
        "wine_cases_keep_their_baseline",
        "conformance/wine-visual/cases",
    ) else {
        return;
    };
    let baseline =
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/replay_baseline.txt");
    let results = tempfile::NamedTempFile::new().unwrap();
    let stats = tempfile::NamedTempFile::new().unwrap();
    let out = Command::new(env!("CARGO_BIN_EXE_ninebridge"))
        .arg("replay")
        .arg(&cases)
        .arg("--baseline")
        .arg(&baseline)
        .arg("--results")
        .arg(results.path())
        .arg("--stats-json")
        .arg(stats.path())
        .output()
        .expect("binary runs");
    let stdout = String::from_utf8_lossy(&out.stdout);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "{stderr}");
    // Every probe of the 73 cases has a record.
    let records = std::fs::read_to_string(results.path())
        .unwrap()
        .lines()
        .count();
    assert_eq!(records, 4972, "{stdout}");
    let summary = stdout.lines().last().unwrap_or_default();
    assert!(summary.starts_with("replay: "), "{stdout}");
    // Fixed-function modules stay few: one per distinct key of each
    // device (76 pixel and 102 vertex modules over the 73 cases when this
    // was written), a few hundred in all at most.
    let stats: serde_json::Value =
        serde_json::from_slice(&std::fs::read(stats.path()).unwrap()).unwrap();
    let pixel = stats["shader"]["ff_pixel_modules"].as_u64().unwrap();
    let vertex = stats["shader"]["ff_vertex_modules"].as_u64().unwrap();
    assert!(
        (1..=300).contains(&pixel),
        "{pixel} fixed-function pixel modules"
    );
    assert!(
        (1..=300).contains(&vertex),
        "{vertex} fixed-function vertex modules"
    );
    assert!(
        pixel + vertex <= 400,
        "{pixel} + {vertex} fixed-function modules"
    );
}
