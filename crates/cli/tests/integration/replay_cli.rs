//! `ninebridge replay` on traces the test writes itself: the JSON-lines
//! records, the per-case table and summary line, PNG frames, the statistics
//! file, filters, a malformed trace and the baseline check.

use crate::support;

use std::path::Path;

use support::{ninebridge, records};

const DEVICE: &str = r#"{"call":"CreateDevice","width":32,"height":16,"format":"A8R8G8B8","depth_stencil_format":"D24S8","behavior_flags":["D3DCREATE_HARDWARE_VERTEXPROCESSING"],"windowed":true,"multisample":"D3DMULTISAMPLE_NONE"}"#;

fn probe(index: u32, expected: &str) -> String {
    format!(
        r#"{{"call":"Probe","probe_index":{index},"x":4,"y":4,"surface":"backbuffer","read":"getPixelColor","expected":"{expected}","max_diff":0,"channels":"rgb","source_line":{},"todo_wine":false}}"#,
        10 + index
    )
}

/// The adapter `ninebridge replay` opens (the same `NINEBRIDGE_BACKEND`
/// choice), whose features decide what a test must see.
fn adapter() -> ninebridge_d3d9::Gpu {
    ninebridge_d3d9::Gpu::from_env().expect("a wgpu adapter (install mesa-vulkan-drivers)")
}

fn write_traces(dir: &Path) {
    let steps = [
        DEVICE.to_string(),
        r#"{"call":"Clear","rects":null,"flags":["D3DCLEAR_TARGET"],"color":"0xff102030","z":1,"stencil":0}"#.into(),
        probe(0, "0x00102030"),
        probe(1, "0x00ffffff"),
        r#"{"call":"Present"}"#.into(),
        r#"{"call":"SetFVF","fvf":"D3DFVF_XYZ","fvf_value":"0x2"}"#.into(),
        // No vertex buffer on stream 0: the draw fails.
        r#"{"call":"DrawPrimitive","type":"D3DPT_POINTLIST","start_vertex":0,"count":1}"#.into(),
        probe(2, "0x00102030"),
    ];
    let trace = format!(r#"{{"function":"own_case","steps":[{}]}}"#, steps.join(","));
    std::fs::write(dir.join("own.json"), trace).unwrap();
    // Step 1 names an unknown render state: nothing of the file runs.
    let broken = format!(
        r#"{{"steps":[{DEVICE},{{"call":"SetRenderState","state":"D3DRS_NOPE","value":0}}]}}"#
    );
    std::fs::write(dir.join("broken.json"), broken).unwrap();
}

#[test]
fn records_table_frames_and_stats() {
    let dir = tempfile::tempdir().unwrap();
    write_traces(dir.path());
    let results = dir.path().join("out.jsonl");
    let stats = dir.path().join("stats.json");
    let png = dir.path().join("png");
    let steps = dir.path().join("steps.jsonl");
    let out = ninebridge(&[
        "replay",
        dir.path().to_str().unwrap(),
        "--failed-steps",
        steps.to_str().unwrap(),
        "--results",
        results.to_str().unwrap(),
        "--stats-json",
        stats.to_str().unwrap(),
        "--png",
        png.to_str().unwrap(),
    ]);
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(!out.status.success(), "a failed probe fails the run");
    // Errors count as failed: 1 fail + 1 error + the broken file's record.
    assert_eq!(
        stdout.lines().last(),
        Some("replay: 1 passed, 3 failed, 0 skipped"),
        "{stdout}"
    );
    // What ran: own.json's 8 steps (its one draw fails: no vertex buffer)
    // and one Present; broken.json did not read.
    assert!(
        stdout.contains("replayed: 1 trace, 8 steps, 0 draws, 1 frame; 1 trace could not be read"),
        "{stdout}"
    );
    let row: Vec<&str> = stdout
        .lines()
        .find(|l| l.starts_with("own_case"))
        .unwrap_or_else(|| panic!("{stdout}"))
        .split_whitespace()
        .collect();
    // case, pass, fail, error, skip, steps, draws, frames, failed steps.
    assert_eq!(row, ["own_case", "1", "1", "1", "0", "8", "0", "1", "1"]);
    // Why broken.json did not run is printed, not only in --results.
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        stderr.contains("broken.json: the trace could not be read, nothing of it ran: step 1"),
        "{stderr}"
    );
    assert!(stderr.contains("first: broken: "), "{stderr}");
    let recs = records(&results);
    assert_eq!(recs.len(), 4);
    let broken = &recs[0];
    assert_eq!(broken["case"], "broken");
    assert_eq!(broken["status"], "error");
    assert!(broken["probe_index"].is_null());
    let detail = broken["detail"].as_str().unwrap();
    assert!(
        detail.contains("step 1") && detail.contains("`state`"),
        "{detail}"
    );
    let keys: Vec<&str> = recs[1]
        .as_object()
        .unwrap()
        .keys()
        .map(String::as_str)
        .collect();
    assert_eq!(
        keys,
        [
            "case",
            "detail",
            "expected",
            "got",
            "probe_index",
            "source_line",
            "status"
        ]
    );
    assert_eq!(recs[1]["status"], "pass");
    assert_eq!(recs[1]["got"], "0xff102030");
    assert_eq!(recs[2]["status"], "fail");
    assert_eq!(recs[2]["expected"], "0x00ffffff");
    assert_eq!(recs[2]["source_line"], 11);
    assert_eq!(recs[3]["status"], "error");
    let blocked = recs[3]["blocked_by"].as_array().unwrap();
    // The failed draw, named with the device's reason.
    assert!(
        blocked.iter().any(|b| b
            .as_str()
            .is_some_and(|b| b.starts_with("DrawPrimitive") && b.contains("stream"))),
        "{blocked:?}"
    );
    // A frame at Present and one at the end.
    for n in 0..2 {
        let p = png.join(format!("own_case-{n}.png"));
        let decoder = png::Decoder::new(std::io::BufReader::new(std::fs::File::open(&p).unwrap()));
        let info = decoder.read_info().unwrap().info().clone();
        assert_eq!((info.width, info.height), (32, 16));
    }
    let stats: serde_json::Value = serde_json::from_slice(&std::fs::read(&stats).unwrap()).unwrap();
    assert_eq!(stats["replay"]["traces"], 2);
    for key in [
        "draw", "pipeline", "shader", "textures", "bc", "copy", "capture", "present", "samplers",
        "msaa",
    ] {
        assert!(stats[key].is_object(), "{stats}");
    }
    // No NINEBRIDGE_MSAA or --msaa: one sample, nothing resolved.
    assert_eq!(stats["msaa"]["samples"], 1, "{stats}");
    assert_eq!(stats["msaa"]["resolves"], 0, "{stats}");
    // One Present, headless: no window frames.
    assert_eq!(stats["present"]["presents"], 1, "{stats}");
    assert_eq!(stats["present"]["window_frames"], 0, "{stats}");
    assert_eq!(stats["present"]["resets"], 0, "{stats}");
    // The one draw failed: the device recorded none.
    assert_eq!(stats["draw"]["draws"], 0);
    assert_eq!(stats["capture"]["steps"], 0, "no capture asked for");
    assert!(stats["gpu_passes"].is_array(), "{stats}");
    // No NINEBRIDGE_ANISOTROPY: nothing raised.
    assert_eq!(stats["samplers"]["anisotropy_raised"], 0, "{stats}");
    assert!(stats["shader"]["ff_pixel_modules"].is_u64(), "{stats}");
    assert!(stats["shader"]["ff_vertex_modules"].is_u64(), "{stats}");
    assert_eq!(stats["pipelines"]["engine_thread_builds"], 0, "{stats}");
    assert!(stats["pipelines"]["modules_compiled"].is_u64(), "{stats}");
    // SetFVF works; the draw without a vertex buffer is the one failed step.
    assert_eq!(stats["replay"]["failed_steps"], 1);
    let failed = records(&steps);
    assert_eq!(failed.len(), 1);
    assert_eq!(failed[0]["case"], "own_case");
    assert_eq!(failed[0]["call"], "DrawPrimitive");
}

#[test]
fn filter_and_baseline() {
    let dir = tempfile::tempdir().unwrap();
    write_traces(dir.path());
    let baseline = dir.path().join("baseline.txt");
    let path = dir.path().to_str().unwrap();
    let out = ninebridge(&[
        "replay",
        path,
        "--filter",
        "own",
        "--write-baseline",
        baseline.to_str().unwrap(),
    ]);
    assert!(out.status.success());
    let text = std::fs::read_to_string(&baseline).unwrap();
    assert_eq!(
        text.lines()
            .filter(|l| !l.starts_with('#'))
            .collect::<Vec<_>>(),
        ["own_case:0"]
    );
    let ok = ninebridge(&[
        "replay",
        path,
        "--filter",
        "own",
        "--baseline",
        baseline.to_str().unwrap(),
    ]);
    assert!(
        ok.status.success(),
        "{}",
        String::from_utf8_lossy(&ok.stderr)
    );
    std::fs::write(&baseline, "own_case:1\n").unwrap();
    let lost = ninebridge(&[
        "replay",
        path,
        "--filter",
        "own",
        "--baseline",
        baseline.to_str().unwrap(),
    ]);
    assert!(!lost.status.success());
    assert_eq!(
        String::from_utf8_lossy(&lost.stderr).trim(),
        "error: 1 probe of the baseline no longer passes: own_case:1"
    );
}

#[test]
fn capture_writes_each_replay_as_a_trace_that_replays() {
    let dir = tempfile::tempdir().unwrap();
    write_traces(dir.path());
    std::fs::remove_file(dir.path().join("broken.json")).unwrap();
    let captures = dir.path().join("captures");
    let png = |d: &Path| d.join("png");
    let first = ninebridge(&[
        "replay",
        dir.path().join("own.json").to_str().unwrap(),
        "--capture",
        captures.to_str().unwrap(),
        "--png",
        png(dir.path()).to_str().unwrap(),
        "--stats-json",
        dir.path().join("stats.json").to_str().unwrap(),
    ]);
    let stats: serde_json::Value =
        serde_json::from_slice(&std::fs::read(dir.path().join("stats.json")).unwrap()).unwrap();
    // CreateDevice, Clear, Present, SetFVF, DrawPrimitive (recorded with
    // its failure).
    assert_eq!(stats["capture"]["steps"], 5, "{stats}");
    assert_eq!(stats["capture"]["left_out"], 0, "{stats}");
    assert!(
        String::from_utf8_lossy(&first.stdout).contains("own_case"),
        "{}",
        String::from_utf8_lossy(&first.stderr)
    );
    let captured = captures.join("own_case.json");
    let text = std::fs::read_to_string(&captured).unwrap();
    assert!(text.starts_with(r#"{"format":"ninebridge-trace","version":1"#));
    // Calls are captured; probes (reads of the replayer) are not.
    for call in [
        "CreateDevice",
        "Clear",
        "Present",
        "SetFVF",
        "DrawPrimitive",
    ] {
        assert!(
            text.contains(&format!(r#""call":"{call}""#)),
            "{call}: {text}"
        );
    }
    assert!(!text.contains("Probe"), "{text}");
    // The capture replays to the same pictures.
    let again_dir = dir.path().join("again");
    std::fs::create_dir_all(&again_dir).unwrap();
    let again = ninebridge(&[
        "replay",
        captured.to_str().unwrap(),
        "--png",
        png(&again_dir).to_str().unwrap(),
    ]);
    assert!(
        again.status.success(),
        "{}",
        String::from_utf8_lossy(&again.stderr)
    );
    for n in 0..2 {
        let name = format!("own_case-{n}.png");
        let a = std::fs::read(png(dir.path()).join(&name)).unwrap();
        let b = std::fs::read(png(&again_dir).join(&name)).unwrap();
        assert_eq!(a, b, "{name}");
    }
}

/// A trace that does not read: the table shows an error, and the output
/// says why (the step, its call and the field), not only `--results`.
#[test]
fn an_unreadable_trace_says_why() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("nowidth.json");
    let device = DEVICE.replace(r#""width":32,"#, "");
    std::fs::write(&file, format!(r#"{{"steps":[{device}]}}"#)).unwrap();
    let out = ninebridge(&["replay", file.to_str().unwrap()]);
    assert!(!out.status.success());
    let (stdout, stderr) = (
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr),
    );
    let row: Vec<&str> = stdout
        .lines()
        .find(|l| l.starts_with("nowidth"))
        .unwrap_or_else(|| panic!("{stdout}"))
        .split_whitespace()
        .collect();
    assert_eq!(row, ["nowidth", "0", "0", "1", "0", "0", "0", "0", "0"]);
    assert!(
        stdout
            .contains("replayed: 0 traces, 0 steps, 0 draws, 0 frames; 1 trace could not be read"),
        "{stdout}"
    );
    // Printed beside the table, and again in the closing error.
    // The reader's words: the step, its call, and serde's field message.
    let reason = "step 0 (CreateDevice): field `(fields)`: missing field `width`";
    assert!(
        stderr.contains(&format!(
            "nowidth.json: the trace could not be read, nothing of it ran: {reason}"
        )),
        "{stderr}"
    );
    assert!(
        stderr.contains("1 probe did not pass (0 failed, 1 erred); first: nowidth: "),
        "{stderr}"
    );
    assert_eq!(stderr.matches(reason).count(), 2, "{stderr}");
}

/// The demo scene has no probes: the output says what was replayed (its
/// steps, draws and frames, counted from the trace itself) and that nothing
/// was checked, never "0 passed".
#[test]
fn a_trace_without_probes_shows_what_it_replayed() {
    let scene = ninebridge_testutil::workspace_root().join("assets/demo/scene.json");
    let trace: serde_json::Value = serde_json::from_slice(&std::fs::read(&scene).unwrap()).unwrap();
    let steps = trace["steps"].as_array().unwrap();
    let calls = |prefix: &str| {
        steps
            .iter()
            .filter(|s| s["call"].as_str().is_some_and(|c| c.starts_with(prefix)))
            .count()
    };
    let (draws, frames) = (calls("Draw"), calls("Present"));
    assert!(draws > 0 && frames > 0 && calls("Probe") == 0);
    let out = ninebridge(&["replay", scene.to_str().unwrap()]);
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(out.status.success(), "{stdout}");
    let plural = |n: usize, one: &str| {
        if n == 1 {
            format!("1 {one}")
        } else {
            format!("{n} {one}s")
        }
    };
    let want = format!(
        "replayed: 1 trace, {}, {}, {}",
        plural(steps.len(), "step"),
        plural(draws, "draw"),
        plural(frames, "frame")
    );
    let lines: Vec<&str> = stdout.lines().collect();
    assert_eq!(
        lines[lines.len() - 2..],
        [want.as_str(), "replay: no probes to check"],
        "{stdout}"
    );
    let row: Vec<&str> = lines
        .iter()
        .find(|l| l.starts_with("demo_scene"))
        .unwrap_or_else(|| panic!("{stdout}"))
        .split_whitespace()
        .collect();
    let (n, d, f) = (
        steps.len().to_string(),
        draws.to_string(),
        frames.to_string(),
    );
    assert_eq!(
        row,
        [
            "demo_scene",
            "0",
            "0",
            "0",
            "0",
            n.as_str(),
            d.as_str(),
            f.as_str(),
            "0"
        ]
    );
}

/// The driver's pipeline cache persists between sessions in
/// `NINEBRIDGE_PIPELINE_CACHE_DIR`: the first replay writes it when its
/// device closes, the second loads it (where the adapter has a driver
/// cache: Vulkan, lavapipe included); `NINEBRIDGE_PIPELINE_CACHE=0` turns
/// it off.
#[test]
fn the_driver_pipeline_cache_persists_between_sessions() {
    let dir = tempfile::tempdir().unwrap();
    let traces = dir.path().join("traces");
    std::fs::create_dir(&traces).unwrap();
    write_traces(&traces);
    let cache = dir.path().join("cache");
    let run = |off: bool| {
        let stats = dir.path().join("stats.json");
        let mut c = std::process::Command::new(env!("CARGO_BIN_EXE_ninebridge"));
        c.args([
            "replay",
            traces.join("own.json").to_str().unwrap(),
            "--stats-json",
        ])
        .arg(&stats)
        .env("NINEBRIDGE_PIPELINE_CACHE_DIR", &cache)
        .env_remove("NINEBRIDGE_PIPELINE_CACHE");
        if off {
            c.env("NINEBRIDGE_PIPELINE_CACHE", "0");
        }
        c.output().unwrap();
        let s: serde_json::Value = serde_json::from_slice(&std::fs::read(&stats).unwrap()).unwrap();
        s["pipelines"]["driver_cache_loaded_bytes"]
            .as_u64()
            .unwrap()
    };
    assert_eq!(run(false), 0, "the first session starts cold");
    let files: Vec<_> = std::fs::read_dir(&cache)
        .map(|d| d.flatten().map(|e| e.file_name()).collect())
        .unwrap_or_default();
    // The adapter decides whether there is a driver cache to persist, not
    // what the replay happened to write.
    let gpu = adapter();
    let has_cache = gpu.features().contains(wgpu::Features::PIPELINE_CACHE)
        && wgpu::util::pipeline_cache_key(gpu.adapter_info()).is_some();
    if !has_cache {
        assert!(files.is_empty(), "no driver cache, yet {files:?} written");
        ninebridge_testutil::skip_or_fail(
            "the_driver_pipeline_cache_persists_between_sessions",
            "the adapter has no driver pipeline cache (PIPELINE_CACHE and a cache key)",
        );
        return;
    }
    assert!(
        !files.is_empty(),
        "the adapter has a driver pipeline cache, but the first session wrote none"
    );
    assert!(run(false) > 0, "the second session loads {files:?}");
    assert_eq!(run(true), 0, "NINEBRIDGE_PIPELINE_CACHE=0");
}

/// `NINEBRIDGE_GPU_PROFILE=1`: `--stats-json` lists the GPU time of each
/// pass label (here the back buffer's clear, once per `Present`), and
/// `NINEBRIDGE_GPU_PROFILE_TRACE` writes a Chrome trace of the passes.
#[test]
fn gpu_profile_fills_gpu_passes_and_the_trace() {
    let dir = tempfile::tempdir().unwrap();
    let clear = r#"{"call":"Clear","rects":null,"flags":["D3DCLEAR_TARGET"],"color":"0xff102030","z":1,"stencil":0}"#;
    let present = r#"{"call":"Present"}"#;
    let steps = [DEVICE, clear, present, clear, present, clear, present];
    let trace = format!(r#"{{"function":"frames","steps":[{}]}}"#, steps.join(","));
    let file = dir.path().join("frames.json");
    std::fs::write(&file, trace).unwrap();
    let stats = dir.path().join("stats.json");
    let chrome = dir.path().join("gpu.json");
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_ninebridge"))
        .args(["replay", file.to_str().unwrap(), "--stats-json"])
        .arg(&stats)
        .env("NINEBRIDGE_GPU_PROFILE", "1")
        .env("NINEBRIDGE_GPU_PROFILE_TRACE", &chrome)
        .output()
        .unwrap();
    assert!(out.status.success(), "{out:?}");
    let s: serde_json::Value = serde_json::from_slice(&std::fs::read(&stats).unwrap()).unwrap();
    let passes = s["gpu_passes"].as_array().unwrap();
    // The adapter decides whether profiling runs, not the replay's output.
    if !adapter()
        .features()
        .contains(wgpu::Features::TIMESTAMP_QUERY)
    {
        assert!(passes.is_empty(), "profiling without TIMESTAMP_QUERY: {s}");
        ninebridge_testutil::skip_or_fail(
            "gpu_profile_fills_gpu_passes_and_the_trace",
            "the adapter has no TIMESTAMP_QUERY",
        );
        return;
    }
    assert_eq!(passes.len(), 1, "{s}");
    assert_eq!(passes[0]["label"], "clear backbuffer");
    assert_eq!(passes[0]["count"], 3);
    assert!(passes[0]["ms_median"].as_f64().unwrap() >= 0.0);
    assert!(passes[0]["ms_p95"].as_f64().unwrap() >= 0.0);
    let t: serde_json::Value = serde_json::from_slice(&std::fs::read(&chrome).unwrap()).unwrap();
    let events = t["traceEvents"].as_array().unwrap();
    assert_eq!(events.len(), 3, "{t}");
    assert!(
        events
            .iter()
            .all(|e| e["ph"] == "X" && e["dur"].is_number())
    );
}

#[test]
fn scale_draws_larger_while_probes_and_readbacks_keep_the_trace_sizes() {
    let dir = tempfile::tempdir().unwrap();
    let clear = r#"{"call":"Clear","rects":[[8,0,32,16]],"flags":["D3DCLEAR_TARGET"],"color":"0xff405060","z":1,"stencil":0}"#;
    let steps = [
        DEVICE.to_string(),
        r#"{"call":"Clear","rects":null,"flags":["D3DCLEAR_TARGET"],"color":"0xff102030","z":1,"stencil":0}"#.into(),
        clear.into(),
        probe(0, "0x00102030"),
        r#"{"call":"Probe","probe_index":1,"x":8,"y":4,"surface":"backbuffer","read":"getPixelColor","expected":"0x00405060","max_diff":0,"channels":"rgb","source_line":30,"todo_wine":false}"#.to_string(),
        r#"{"call":"Present"}"#.into(),
    ];
    let trace = format!(r#"{{"function":"scaled","steps":[{}]}}"#, steps.join(","));
    let file = dir.path().join("scaled.json");
    std::fs::write(&file, trace).unwrap();
    let png = dir.path().join("png");
    let stats = dir.path().join("stats.json");
    let out = ninebridge(&[
        "replay",
        file.to_str().unwrap(),
        "--scale",
        "2",
        "--png",
        png.to_str().unwrap(),
        "--stats-json",
        stats.to_str().unwrap(),
    ]);
    assert!(out.status.success(), "{out:?}");
    assert!(
        String::from_utf8_lossy(&out.stdout).contains("replay: 2 passed, 0 failed"),
        "{out:?}"
    );
    // The frame is written at the GPU's size: twice the trace's 32x16.
    let decoder = png::Decoder::new(std::io::BufReader::new(
        std::fs::File::open(png.join("scaled-0.png")).unwrap(),
    ));
    let mut reader = decoder.read_info().unwrap();
    let mut rgba = vec![0u8; reader.output_buffer_size().unwrap()];
    let info = reader.next_frame(&mut rgba).unwrap();
    assert_eq!((info.width, info.height), (64, 32));
    let px = |x: usize| &rgba[x * 4..x * 4 + 3];
    assert_eq!(px(15), [0x10, 0x20, 0x30]);
    assert_eq!(px(16), [0x40, 0x50, 0x60]);
    let s: serde_json::Value = serde_json::from_slice(&std::fs::read(&stats).unwrap()).unwrap();
    assert_eq!(s["render_scale"]["factor"], 2.0, "{s}");
    assert_eq!(s["render_scale"]["scaled_targets"], 2, "{s}");
    // A refused factor is an error of the command.
    let bad = ninebridge(&["replay", file.to_str().unwrap(), "--scale", "0.5"]);
    assert!(!bad.status.success());
    assert!(String::from_utf8_lossy(&bad.stderr).contains("from 1 to 8"));
}

/// `--msaa 4`: the back buffer is multisampled, the probes (a clear: no
/// edges) read what they read without it, and the statistics count the
/// one resolve of the probes' read (the `Present` after it finds the
/// samples resolved already).
#[test]
fn msaa_flag_multisamples_the_back_buffer() {
    let dir = tempfile::tempdir().unwrap();
    write_traces(dir.path());
    let stats = dir.path().join("stats.json");
    let results = dir.path().join("out.jsonl");
    let out = ninebridge(&[
        "replay",
        dir.path().to_str().unwrap(),
        "--filter",
        "own",
        "--msaa",
        "4",
        "--results",
        results.to_str().unwrap(),
        "--stats-json",
        stats.to_str().unwrap(),
    ]);
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(
        stdout.contains("replay: 1 passed, 2 failed, 0 skipped"),
        "{stdout}"
    );
    assert_eq!(records(&results)[0]["got"], "0xff102030");
    let stats: serde_json::Value = serde_json::from_slice(&std::fs::read(&stats).unwrap()).unwrap();
    assert_eq!(stats["msaa"]["samples"], 4, "{stats}");
    assert_eq!(stats["msaa"]["passes_multisampled"], 1, "{stats}");
    assert_eq!(stats["msaa"]["resolves"], 1, "{stats}");
}
