//! `ninebridge bench frame` on wgpu's no-op backend (no driver: the CPU
//! cost of the device and of wgpu alone), and the draw-cost guard: CPU
//! instructions per cached draw counted by valgrind's callgrind against the
//! budget in `crates/d3d9/benches/draw_cost_budget.txt`.

use std::path::Path;
use std::process::{Command, Output};

use serde_json::Value;

/// The no-op backend, and no pipeline cache shared with other processes.
fn noop_env(cmd: &mut Command) -> &mut Command {
    cmd.env("NINEBRIDGE_BACKEND", "noop")
        .env("NINEBRIDGE_PIPELINE_CACHE", "0")
}

fn json_line(out: &Output) -> Value {
    let stdout = String::from_utf8_lossy(&out.stdout);
    let line = stdout.lines().last().unwrap_or_default();
    serde_json::from_str(line).unwrap_or_else(|e| panic!("{e}: not one JSON line: {out:?}"))
}

fn number(v: &Value, key: &str) -> f64 {
    v[key]
        .as_f64()
        .unwrap_or_else(|| panic!("no number `{key}` in {v}"))
}

#[test]
fn the_frame_bench_draws_on_the_noop_backend() {
    let out = noop_env(&mut Command::new(env!("CARGO_BIN_EXE_ninebridge")))
        .args([
            "bench",
            "frame",
            "--draws",
            "200",
            "--seconds",
            "0.2",
            "--json",
        ])
        .output()
        .unwrap();
    assert!(out.status.success(), "{out:?}");
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(!stderr.to_lowercase().contains("error"), "{stderr}");
    let v = json_line(&out);
    // At least the warm-up frame and three measured frames of 200 draws.
    assert!(number(&v, "device_draws") >= 800.0, "{v}");
    for key in ["ours_draws_per_s", "wgpu_draws_per_s", "ratio"] {
        assert!(number(&v, key) > 0.0, "{v}");
    }
    let game = &v["game_thread_draws_per_s"];
    for key in ["ours", "wgpu", "ratio"] {
        assert!(number(game, key) > 0.0, "{v}");
    }
    // A thread's CPU time is part of the wall time it ran (within the
    // clocks' granularity), so its rate is at least the end-to-end one.
    assert!(
        number(game, "ours") >= 0.95 * number(&v, "ours_draws_per_s"),
        "{v}"
    );
    assert!(
        number(game, "wgpu") >= 0.95 * number(&v, "wgpu_draws_per_s"),
        "{v}"
    );
}

#[test]
fn counted_frames_take_the_cached_draw_path() {
    let out = noop_env(&mut Command::new(env!("CARGO_BIN_EXE_ninebridge")))
        .args(["bench", "frame", "--draws", "60", "--frames", "3"])
        .output()
        .unwrap();
    assert!(out.status.success(), "{out:?}");
    let v = json_line(&out);
    assert_eq!(v["device_draws"], 180, "{v}");
    // One pass and one submission a frame, and nothing left to create.
    assert_eq!(v["passes"], 3, "{v}");
    assert_eq!(v["submits"], 3, "{v}");
    assert_eq!(v["pipelines_created"], 0, "{v}");
}

/// Frames and draws the guard counts (the budget file's command).
const FRAMES: u32 = 10;
const DRAWS: u32 = 200;

/// The figure of `key` (`key: N` line) in the budget file.
fn budget(path: &Path, key: &str) -> f64 {
    let text = std::fs::read_to_string(path).unwrap();
    text.lines()
        .find_map(|l| l.strip_prefix(key)?.strip_prefix(':'))
        .and_then(|v| v.trim().parse().ok())
        .unwrap_or_else(|| panic!("no `{key}: N` line in {}", path.display()))
}

/// Instructions callgrind counted inside `ours_counted_frames`.
fn counted_instructions(out_file: &Path) -> f64 {
    let text = std::fs::read_to_string(out_file).unwrap();
    text.lines()
        .rev()
        .find_map(|l| {
            l.strip_prefix("totals:")
                .or_else(|| l.strip_prefix("summary:"))
        })
        .and_then(|v| v.split_whitespace().next()?.parse().ok())
        .unwrap_or_else(|| panic!("no totals in {}", out_file.display()))
}

/// Counts the instructions of a cached draw with `NINEBRIDGE_RENDER_THREAD`
/// set to `render_thread`, and holds them against the budget file's `key`
/// (within 10 % either way). Callgrind counts only the thread whose stack
/// holds `ours_counted_frames`: with the render thread on, the game
/// thread's share.
fn guard_draw_cost(render_thread: &str, key: &str) {
    let valgrind = Command::new("valgrind").arg("--version").output();
    if !valgrind.is_ok_and(|o| o.status.success()) {
        // CI installs valgrind (scripts/setup-env): there the guard must run.
        assert!(
            std::env::var_os("CI").is_none(),
            "valgrind is missing: the draw-cost guard cannot run"
        );
        ninebridge_testutil::skipped(
            "the draw-cost guard",
            "valgrind is not installed (scripts/setup-env installs it)",
        );
        return;
    }
    if !cfg!(debug_assertions) {
        ninebridge_testutil::skipped(
            "the draw-cost guard",
            "the budget is for the dev profile's binary, this is a release build",
        );
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    let out_file = dir.path().join("callgrind.out");
    let out = noop_env(&mut Command::new("valgrind"))
        .env("NINEBRIDGE_RENDER_THREAD", render_thread)
        .arg("--tool=callgrind")
        .arg("--toggle-collect=*FrameBench*ours_counted_frames*")
        .arg(format!("--callgrind-out-file={}", out_file.display()))
        .arg(env!("CARGO_BIN_EXE_ninebridge"))
        .args(["bench", "frame", "--frames", &FRAMES.to_string()])
        .args(["--draws", &DRAWS.to_string()])
        .output()
        .unwrap();
    assert!(out.status.success(), "{out:?}");
    let v = json_line(&out);
    assert_eq!(v["device_draws"], FRAMES * DRAWS, "{v}");
    assert_eq!(v["pipelines_created"], 0, "{v}");
    let per_draw = counted_instructions(&out_file) / f64::from(FRAMES * DRAWS);
    let budget_file =
        Path::new(env!("CARGO_MANIFEST_DIR")).join("../d3d9/benches/draw_cost_budget.txt");
    let budget = budget(&budget_file, key);
    println!(
        "draw cost ({key}): {per_draw:.0} instructions per cached draw (budget {budget:.0}, {:+.1} %)",
        (per_draw / budget - 1.0) * 100.0
    );
    assert!(
        per_draw <= budget * 1.10,
        "a cached draw costs {per_draw:.0} instructions, more than 10 % over the `{key}` budget \
         of {budget:.0} in {}: find what made the draw path slower (callgrind_annotate on the \
         command in that file) or, if the cost is intended, raise the budget",
        budget_file.display()
    );
    assert!(
        per_draw >= budget * 0.90,
        "a cached draw costs {per_draw:.0} instructions, more than 10 % under the `{key}` budget \
         of {budget:.0}: lower it in {} to {per_draw:.0} so the guard holds the gain",
        budget_file.display()
    );
}

/// The game thread's cost, the render thread on (the default).
#[test]
fn a_cached_draw_costs_no_more_instructions_than_its_budget() {
    guard_draw_cost("1", "instructions_per_draw");
}

/// The whole cost on one thread (`NINEBRIDGE_RENDER_THREAD=0`): what the
/// render thread took over must not grow unseen either.
#[test]
fn a_cached_draw_without_the_render_thread_costs_no_more_than_its_budget() {
    guard_draw_cost("0", "instructions_per_draw_inline");
}

#[test]
fn the_scene_replay_gives_the_game_threads_cpu_time_per_frame() {
    let dir = tempfile::tempdir().unwrap();
    let trace = dir.path().join("scene.json");
    let out = noop_env(&mut Command::new(env!("CARGO_BIN_EXE_ninebridge")))
        .args(["bench", "scene", "--width", "64", "--height", "36"])
        .args([
            "--frames", "12", "--replay", "--warmup", "2", "--json", "-o",
        ])
        .arg(&trace)
        .output()
        .unwrap();
    assert!(out.status.success(), "{out:?}");
    assert!(trace.is_file());
    let v = json_line(&out);
    assert_eq!(v["frames"], 10, "{v}");
    // Ten frames of the thread's own CPU time outweigh the noise; the wall
    // clock of a loaded test machine need not (it is only reported).
    assert!(number(&v, "game_thread_cpu_ms_per_frame") > 0.0, "{v}");
    assert!(number(&v, "wall_ms_per_frame").is_finite(), "{v}");
    // Every frame of the scene draws the same (mirror, cube faces, main
    // scene, bloom, composite, UI), so the difference of the two replays
    // is a whole number of draws a frame.
    let draws = number(&v, "draws_per_frame");
    assert!(draws >= 1.0 && draws.fract() == 0.0, "{v}");
}
