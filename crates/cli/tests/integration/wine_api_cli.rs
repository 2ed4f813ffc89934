//! `ninebridge conformance wine-api`: one test function of Wine's
//! `device.c` built against the library and run; the table, the results
//! file and the summary as the last line; exit status 0 when every
//! assertion held and 1 (no `error:` line) when one did not.

use std::process::Command;

/// Builds `libninebridge_d3d9` beside the binary (the workspace's
/// libraries and tests, as the C ABI's own C tests do).
fn build_library() {
    let status = Command::new(env!("CARGO"))
        .args(["build", "--workspace", "--lib", "--tests"])
        .status()
        .expect("cargo runs");
    assert!(status.success(), "cargo build of the library failed");
}

fn run(filter: &str, results: &std::path::Path, source: &std::path::Path) -> std::process::Output {
    Command::new(env!("CARGO_BIN_EXE_ninebridge"))
        .args(["conformance", "wine-api", "--filter", filter, "--jobs", "1"])
        .arg("--source")
        .arg(source)
        .arg("--results")
        .arg(results)
        .output()
        .expect("ninebridge runs")
}

#[test]
fn wine_api_runs_a_function_and_ends_with_the_summary() {
    let Some(source) = ninebridge_testutil::shared_subdir(
        "wine_api_runs_a_function_and_ends_with_the_summary",
        "conformance/wine-api",
    ) else {
        return;
    };
    build_library();
    let dir = tempfile::tempdir().unwrap();
    let results = dir.path().join("out.jsonl");

    // Every assertion of test_get_set_vertex_declaration holds.
    let out = run("test_get_set_vertex_declaration", &results, &source);
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success(),
        "{stdout}\n{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let last = stdout.lines().last().unwrap_or("");
    assert!(
        last.starts_with("wine-api: ") && last.ends_with(" failed, 0 skipped"),
        "{last}"
    );
    assert!(last.contains(" passed, 0 failed"), "{last}");
    assert!(stdout.contains("test_get_set_vertex_declaration"));
    let text = std::fs::read_to_string(&results).unwrap();
    let first: serde_json::Value = serde_json::from_str(text.lines().next().unwrap()).unwrap();
    for key in ["file", "function", "line", "passed", "todo_wine", "message"] {
        assert!(first.get(key).is_some(), "{key} in {first}");
    }

    // test_getdc has failing assertions (GetDC is E_NOTIMPL here): exit 1,
    // the summary still last, no error line.
    let out = run("test_getdc", &results, &source);
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert_eq!(out.status.code(), Some(1), "{stdout}");
    let last = stdout.lines().last().unwrap_or("");
    assert!(
        last.starts_with("wine-api: ") && !last.contains(" 0 failed"),
        "{last}"
    );
    assert!(!String::from_utf8_lossy(&out.stderr).contains("error:"));
}
