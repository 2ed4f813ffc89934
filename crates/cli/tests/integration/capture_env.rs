//! `NINEBRIDGE_TRACE=FILE`: a program's device (here the frame benchmark's,
//! made by `Device::create`) captures every call into FILE, which
//! `ninebridge replay` runs without a failed step.

use crate::support;

use std::process::Command;

use ninebridge_trace::{Call, Trace};

fn count(t: &Trace, f: impl Fn(&Call) -> bool) -> usize {
    t.steps.iter().filter(|s| f(&s.call)).count()
}

fn check_capture(path: &std::path::Path, dir: &std::path::Path) {
    let t = Trace::read_file(path).unwrap();
    assert!(matches!(t.steps[0].call, Call::CreateDevice(_)));
    let presents = count(&t, |c| matches!(c, Call::Present(_)));
    assert!(presents >= 2, "a warm-up frame and measured frames");
    // 20 draws a frame, each after a texture and two constant sets.
    assert_eq!(
        count(&t, |c| matches!(c, Call::DrawPrimitive(_))),
        20 * presents
    );
    assert_eq!(
        count(&t, |c| matches!(c, Call::SetTexture(_))),
        20 * presents
    );
    assert_eq!(count(&t, |c| matches!(c, Call::CreateTexture(_))), 8);
    assert_eq!(count(&t, |c| matches!(c, Call::TextureData(_))), 8);
    assert_eq!(count(&t, |c| matches!(c, Call::BufferData(_))), 1);
    let steps = dir.join("steps.jsonl");
    let out = support::ninebridge(&[
        "replay",
        path.to_str().unwrap(),
        "--failed-steps",
        steps.to_str().unwrap(),
    ]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert_eq!(
        std::fs::read_to_string(&steps).unwrap(),
        "",
        "no step failed"
    );
}

#[test]
fn the_environment_variable_captures_a_device() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("frame.json");
    let out = Command::new(env!("CARGO_BIN_EXE_ninebridge"))
        .args([
            "bench",
            "frame",
            "--draws",
            "20",
            "--seconds",
            "0.02",
            "--json",
        ])
        .env("NINEBRIDGE_TRACE", &path)
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    check_capture(&path, dir.path());
    let left: Vec<_> = std::fs::read_dir(dir.path())
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|n| n.contains("partial") || n.contains("tmp"))
        .collect();
    assert!(left.is_empty(), "{left:?}");
}

#[test]
fn bench_frame_capture_flag_writes_the_same_kind_of_trace() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("flag.json");
    let out = support::ninebridge(&[
        "bench",
        "frame",
        "--draws",
        "20",
        "--seconds",
        "0.02",
        "--capture",
        path.to_str().unwrap(),
    ]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    check_capture(&path, dir.path());
}
