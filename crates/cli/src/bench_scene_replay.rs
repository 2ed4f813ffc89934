//! `ninebridge bench scene --replay`: the benchmark scene
//! (`bench_scene/`) replayed on the GPU, timed on the game thread.
//!
//! Design notes:
//! - The figure is the calling thread's own CPU time per frame
//!   (`CLOCK_THREAD_CPUTIME_ID`, [`ninebridge_d3d9::thread_cpu_time`]):
//!   what a game's thread pays for its D3D9 calls, waits for the GPU and
//!   for the pipeline workers left out. Wall-clock ms per frame are given
//!   beside it.
//! - Set-up is left out by marks at frame boundaries: a hook after each
//!   `Present` ([`Replayer::with_present_hook`]) reads both clocks, and the
//!   per-frame figure is the time from the end of frame `warmup` to the
//!   end of the last frame, divided by the frames between. An unmeasured
//!   replay of the first `warmup` frames on a fresh device first fills the
//!   pipeline service the devices share (as a game's devices do). (An
//!   earlier version subtracted a short replay from a long one; device
//!   creation and uploads vary more than a noop frame costs, and the
//!   difference came out negative on a loaded CI machine.)
//! - No frame is read back (`Replayer::with_frames(false)`); the replay
//!   ends with a wait for the queue, outside the measured frames.

use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use anyhow::{Context, Result, bail};
use ninebridge_d3d9::Gpu;
use ninebridge_replay::Replayer;
use ninebridge_trace::Trace;

use crate::bench_scene::{SceneOptions, scene};

/// The clocks at the end of one frame.
#[derive(Clone, Copy)]
struct Mark {
    cpu: Duration,
    wall: Instant,
}

fn trace_of(o: SceneOptions) -> Result<Trace> {
    let text = serde_json::to_vec(&scene(o)?)?;
    Trace::from_slice(&text).map_err(|e| anyhow::anyhow!("the scene is not a valid trace: {e}"))
}

/// Replays `trace` and returns the replay's draws; fails on a failed step.
fn replay(replayer: &Replayer, gpu: &Gpu, trace: &Trace) -> Result<u64> {
    let report = replayer.run("bench-scene", trace, &mut |_| {});
    gpu.wait_idle()?;
    if let Some(f) = report.failed_steps.first() {
        bail!(
            "the scene's replay failed at step {} ({}): {} ({} failed steps)",
            f.step,
            f.call,
            f.reason,
            report.failed_steps.len()
        );
    }
    Ok(report.counters.draws)
}

/// Replays the scene of `o` as the module notes say and prints the game
/// thread's CPU ms per frame.
pub fn run(o: SceneOptions, warmup: u32, json: bool) -> Result<()> {
    if warmup == 0 || warmup >= o.frames {
        bail!(
            "--warmup must be at least 1 and less than --frames ({}), got {warmup}",
            o.frames
        );
    }
    ninebridge_d3d9::thread_cpu_time().context("this platform has no per-thread CPU clock")?;
    let gpu = Gpu::from_env().context("no GPU adapter")?;
    let adapter = gpu.adapter_info().name.clone();
    let long = trace_of(o)?;
    let short = trace_of(SceneOptions {
        frames: warmup,
        ..o
    })?;
    let marks = Arc::new(Mutex::new(Vec::with_capacity(o.frames as usize)));
    let hook_marks = marks.clone();
    let replayer = Replayer::new(gpu.clone())
        .with_frames(false)
        .with_present_hook(move |_| {
            if let (Some(cpu), Ok(mut marks)) =
                (ninebridge_d3d9::thread_cpu_time(), hook_marks.lock())
            {
                marks.push(Mark {
                    cpu,
                    wall: Instant::now(),
                });
            }
        });
    replay(&replayer, &gpu, &short).context("the warm-up replay")?;
    if let Ok(mut marks) = marks.lock() {
        marks.clear();
    }
    let draws = replay(&replayer, &gpu, &long)?;
    let marks = marks.lock().map(|m| m.clone()).unwrap_or_default();
    let (Some(first), Some(last)) = (marks.get(warmup as usize - 1), marks.last()) else {
        bail!(
            "the replay presented {} frames, not more than --warmup ({warmup})",
            marks.len()
        );
    };
    if marks.len() <= warmup as usize {
        bail!(
            "the replay presented {} frames, not more than --warmup ({warmup})",
            marks.len()
        );
    }
    let frames = (marks.len() - warmup as usize) as f64;
    let cpu_ms = (last.cpu.saturating_sub(first.cpu)).as_secs_f64() * 1e3 / frames;
    let wall_ms = (last.wall - first.wall).as_secs_f64() * 1e3 / frames;
    // Every draw of the scene is inside a frame.
    let draws = draws as f64 / f64::from(o.frames);
    if json {
        println!(
            "{}",
            serde_json::json!({
                "game_thread_cpu_ms_per_frame": cpu_ms,
                "wall_ms_per_frame": wall_ms,
                "draws_per_frame": draws,
                "frames": o.frames - warmup,
                "width": o.width,
                "height": o.height,
            })
        );
        return Ok(());
    }
    println!(
        "scene {}x{} on {adapter}: {} frames measured ({} less {warmup}), {draws:.0} draws a frame",
        o.width,
        o.height,
        o.frames - warmup,
        o.frames
    );
    println!("game thread: {cpu_ms:.3} ms CPU per frame; wall clock {wall_ms:.3} ms per frame");
    Ok(())
}
