//! Wine's D3D9 API test programs against the C ABI, on the default adapter
//! (lavapipe in CI): fails when an assertion site of `baseline.txt` stops
//! passing, naming each with its message. Regenerate the baseline with
//! `scripts/wine-api --write-baseline crates/wineapi/baseline.txt`.

use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Duration;

use ninebridge_wineapi::build::BuildConfig;
use ninebridge_wineapi::report::Baseline;

/// `target/<profile>`, where the test binary's folder (`deps`) lies.
fn profile_dir() -> PathBuf {
    let exe = std::env::current_exe().expect("test executable path");
    exe.parent()
        .and_then(Path::parent)
        .expect("the test binary lies in <target>/<profile>/deps")
        .to_path_buf()
}

/// Builds `libninebridge_d3d9` in this profile (as the C ABI's own C tests
/// do: the workspace's libraries and tests, so features resolve alike).
fn build_library(dir: &Path) {
    let mut build = Command::new(env!("CARGO"));
    build.args(["build", "--workspace", "--lib", "--tests"]);
    match dir.file_name().and_then(|n| n.to_str()) {
        Some("debug") | None => {}
        Some("release") => {
            build.arg("--release");
        }
        Some(other) => {
            build.args(["--profile", other]);
        }
    }
    let status = build.status().expect("cargo runs");
    assert!(status.success(), "cargo build of the library failed");
}

#[test]
fn wine_api_programs_keep_their_baseline() {
    let Some(source) = ninebridge_testutil::shared_subdir(
        "wine_api_programs_keep_their_baseline",
        "conformance/wine-api",
    ) else {
        return;
    };
    let library_dir = profile_dir();
    build_library(&library_dir);
    let work = tempfile::tempdir().unwrap();
    let options = ninebridge_wineapi::Options {
        build: BuildConfig {
            source_dir: source,
            library_dir,
            work_dir: work.path().to_path_buf(),
            compiler: std::env::var("CC").unwrap_or_else(|_| "cc".into()),
        },
        filter: None,
        jobs: 2,
        timeout: Duration::from_secs(180),
    };
    let report = ninebridge_wineapi::run(&options, &|_| {}).expect("the programs build and run");
    eprintln!("{}\n{}", report.table(), report.summary());

    let baseline = Baseline::read(&ninebridge_wineapi::baseline_path()).unwrap();
    let lost = report.lost_sites(&baseline, false);
    let listed: Vec<String> = lost.iter().map(|(s, why)| format!("{s}: {why}")).collect();
    assert!(
        lost.is_empty(),
        "{} Wine API assertion site(s) of the baseline stopped passing:\n{}",
        lost.len(),
        listed.join("\n")
    );
}
