//! Spec 001's two-process test of the pipeline compiler service, on the
//! default adapter (lavapipe in CI): `ninebridge replay --settle` run twice
//! on one cache directory. Session 1 builds every pipeline at the draw and
//! records its recipe; session 2 has them all built by the workers once
//! their shaders exist, so no draw builds anything, and every probe reads
//! what session 1 read. On the project's demo scene always, and on the
//! Wine cases when the shared data is there.

use std::path::Path;
use std::process::Command;

/// Runs `replay --settle` on `traces` with the pipeline caches in `cache`;
/// returns the `"pipelines"` statistics, and the probe records and
/// frames (PNG files by name).
fn session(traces: &Path, cache: &Path, out: &Path, n: u32) -> (serde_json::Value, Pixels) {
    let stats = out.join(format!("stats{n}.json"));
    let results = out.join(format!("results{n}.jsonl"));
    let frames = out.join(format!("frames{n}"));
    let output = Command::new(env!("CARGO_BIN_EXE_ninebridge"))
        .arg("replay")
        .arg(traces)
        .arg("--settle")
        .arg("--stats-json")
        .arg(&stats)
        .arg("--results")
        .arg(&results)
        .arg("--png")
        .arg(&frames)
        .env("NINEBRIDGE_PIPELINE_CACHE_DIR", cache)
        .env_remove("NINEBRIDGE_PIPELINE_CACHE")
        .env_remove("NINEBRIDGE_PIPELINE_WORKERS")
        .env_remove("NINEBRIDGE_SHADER_PREWARM")
        .output()
        .expect("binary runs");
    let stats = std::fs::read(&stats).unwrap_or_else(|e| {
        panic!(
            "session {n} wrote no statistics ({e}): {}",
            String::from_utf8_lossy(&output.stderr)
        )
    });
    let stats: serde_json::Value = serde_json::from_slice(&stats).unwrap();
    let results = std::fs::read_to_string(&results).unwrap();
    let mut pngs: Vec<(String, Vec<u8>)> = std::fs::read_dir(&frames)
        .unwrap()
        .flatten()
        .map(|e| {
            let name = e.file_name().to_string_lossy().into_owned();
            (name, std::fs::read(e.path()).unwrap())
        })
        .collect();
    pngs.sort();
    (stats["pipelines"].clone(), Pixels { results, pngs })
}

/// What a session read back: the probe records and the frames.
#[derive(PartialEq)]
struct Pixels {
    results: String,
    pngs: Vec<(String, Vec<u8>)>,
}

fn two_sessions(traces: &Path) {
    let dir = tempfile::tempdir().unwrap();
    let cache = dir.path().join("cache");
    let (one, first) = session(traces, &cache, dir.path(), 1);
    let built = one["engine_thread_builds"].as_u64().unwrap();
    assert!(built > 0, "session 1 builds at the draw: {one}");
    assert_eq!(
        one["recipes_recorded"], built,
        "every build is recorded: {one}"
    );
    assert_eq!(one["recipes_loaded"], 0, "{one}");
    assert!(cache.join("manifest-v1.bin").exists());

    let (two, second) = session(traces, &cache, dir.path(), 2);
    assert_eq!(two["recipes_loaded"], built, "{two}");
    assert_eq!(two["engine_thread_builds"], 0, "no draw builds: {two}");
    assert_eq!(two["background_builds"], built, "{two}");
    // Every draw's first lookup found its pipeline built (traces of one
    // run share the service, so a pipeline may be found by several).
    assert!(two["prewarm_hits"].as_u64().unwrap() >= built, "{two}");
    assert_eq!(two["failures"], 0, "{two}");
    assert_eq!(two["recipes_recorded"], 0, "nothing new: {two}");
    assert!(!first.pngs.is_empty(), "the traces present frames");
    assert!(
        first.results == second.results,
        "every probe reads what session 1 read"
    );
    let names: Vec<&String> = first.pngs.iter().map(|(n, _)| n).collect();
    assert!(
        first.pngs == second.pngs,
        "every frame equals session 1's: {names:?}"
    );
}

#[test]
fn the_second_session_builds_nothing_at_the_draw_on_the_demo_scene() {
    let scene = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../assets/demo/scene.json");
    two_sessions(&scene);
}

#[test]
fn the_second_session_builds_nothing_at_the_draw_on_the_wine_cases() {
    let Some(cases) = ninebridge_testutil::shared_subdir(
        "the_second_session_builds_nothing_at_the_draw_on_the_wine_cases",
        "conformance/wine-visual/cases",
    ) else {
        return;
    };
    two_sessions(&cases);
}
