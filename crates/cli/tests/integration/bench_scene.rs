//! The measuring side of issue 17 end to end on the test adapter: `bench
//! scene` writes a small benchmark trace, `replay` runs it with
//! `NINEBRIDGE_GPU_PROFILE=1` (every step does what the trace says, one
//! frame per `Present`, the bloom chain's `StretchRect` and the post passes
//! timed), `bench summarize` turns the stats into the cost table, and
//! `image compare` compares the frames with themselves.

use std::path::Path;
use std::process::{Command, Output};

fn ninebridge(args: &[&str], envs: &[(&str, &str)]) -> Output {
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_ninebridge"));
    cmd.args(args);
    for (k, v) in envs {
        cmd.env(k, v);
    }
    cmd.output().unwrap()
}

fn s(p: &Path) -> &str {
    p.to_str().unwrap()
}

#[test]
fn the_scene_replays_is_timed_and_summarised() {
    let dir = tempfile::tempdir().unwrap();
    let trace = dir.path().join("scene.json");
    let out = ninebridge(
        &[
            "bench",
            "scene",
            "--width",
            "64",
            "--height",
            "36",
            "--frames",
            "3",
            "-o",
            s(&trace),
        ],
        &[],
    );
    assert!(out.status.success(), "{out:?}");
    let stats = dir.path().join("post@64x36.json");
    let png = dir.path().join("png");
    let out = ninebridge(
        &[
            "replay",
            s(&trace),
            "--stats-json",
            s(&stats),
            "--png",
            s(&png),
        ],
        &[("NINEBRIDGE_GPU_PROFILE", "1"), ("NINEBRIDGE_POST", "fxaa")],
    );
    assert!(out.status.success(), "{out:?}");
    let v: serde_json::Value = serde_json::from_slice(&std::fs::read(&stats).unwrap()).unwrap();
    assert_eq!(v["replay"]["failed_steps"], 0, "{v}");
    assert_eq!(v["present"]["presents"], 3);
    // Three frames of: mirror, six cube faces, the back buffer, two blurs,
    // each a clear and a draw pass or a draw pass alone.
    assert!(v["draw"]["draws"].as_u64().unwrap() >= 3 * 40, "{v}");
    let summary = ninebridge(&["bench", "summarize", s(&stats)], &[]);
    assert!(summary.status.success(), "{summary:?}");
    let table = String::from_utf8(summary.stdout).unwrap();
    let row = table.lines().nth(2).expect("one row");
    assert!(row.starts_with("| post | 64x36 | "), "{table}");
    if v["gpu_frame"].is_null() {
        eprintln!("no GPU timing on this adapter (no TIMESTAMP_QUERY)");
    } else {
        assert_eq!(v["gpu_frame"]["frames"], 3, "{v}");
        let labels: Vec<&str> = v["gpu_passes"]
            .as_array()
            .unwrap()
            .iter()
            .map(|p| p["label"].as_str().unwrap())
            .collect();
        // The bloom chain's half-size copy of the back buffer is a blit.
        assert!(
            labels
                .iter()
                .any(|l| l.starts_with("stretch -> rt 32x18 A8R8G8B8 #")),
            "{labels:?}"
        );
        assert!(labels.contains(&"post fxaa"), "{labels:?}");
        assert!(labels.contains(&"backbuffer"), "{labels:?}");
        assert!(row.ends_with("| 0.0 | 0.000 | 3 |"), "{table}");
        // --png reads each presented frame back; without it nothing is
        // read back, so a benchmark times the scene's work alone.
        // (The --png run's readbacks are timed only on adapters with
        // encoder timestamps.)
        let readback = |labels: &[&str]| labels.iter().any(|l| l.starts_with("readback <- "));
        let bare = dir.path().join("bare.json");
        let out = ninebridge(
            &["replay", s(&trace), "--stats-json", s(&bare)],
            &[("NINEBRIDGE_GPU_PROFILE", "1")],
        );
        assert!(out.status.success(), "{out:?}");
        let v: serde_json::Value = serde_json::from_slice(&std::fs::read(&bare).unwrap()).unwrap();
        let bare_labels: Vec<&str> = v["gpu_passes"]
            .as_array()
            .unwrap()
            .iter()
            .map(|p| p["label"].as_str().unwrap())
            .collect();
        assert!(!readback(&bare_labels), "{bare_labels:?}");
        assert_eq!(v["gpu_frame"]["frames"], 3, "{v}");
    }
    // A frame compared with itself: equal; with another frame of the
    // moving camera: different (exit status 1, no error line).
    let (a, b) = (
        png.join("bench_scene_64x36-0.png"),
        png.join("bench_scene_64x36-2.png"),
    );
    let same = ninebridge(
        &["image", "compare", s(&a), s(&a), "--edge-mask", "--json"],
        &[],
    );
    assert!(same.status.success(), "{same:?}");
    let j: serde_json::Value = serde_json::from_slice(&same.stdout).unwrap();
    assert_eq!(
        (j["differing"].as_u64(), j["downsample"].as_u64()),
        (Some(0), Some(1))
    );
    let other = ninebridge(&["image", "compare", s(&a), s(&b)], &[]);
    assert_eq!(other.status.code(), Some(1), "{other:?}");
    assert!(other.stderr.is_empty(), "{other:?}");
}

#[test]
fn bad_scene_sizes_are_one_error_line() {
    let dir = tempfile::tempdir().unwrap();
    let trace = dir.path().join("scene.json");
    let out = ninebridge(
        &[
            "bench",
            "scene",
            "--width",
            "0",
            "--height",
            "36",
            "-o",
            s(&trace),
        ],
        &[],
    );
    assert_eq!(out.status.code(), Some(1));
    let err = String::from_utf8(out.stderr).unwrap();
    assert!(
        err.starts_with("error: the back buffer must be 4 to 8192"),
        "{err}"
    );
    assert!(!trace.exists());
}
