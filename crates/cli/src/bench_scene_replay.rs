//! `ninebridge bench scene --replay`: the benchmark scene
//! (`bench_scene/`) replayed on the GPU, timed on the game thread.
//!
//! Design notes:
//! - The figure is the calling thread's own CPU time per frame
//!   (`CLOCK_THREAD_CPUTIME_ID`, [`ninebridge_d3d9::thread_cpu_time`]):
//!   what a game's thread pays for its D3D9 calls, waits for the GPU and
//!   for the pipeline workers left out. Wall-clock ms per frame are given
//!   beside it.
//! - Set-up is left out by difference: the scene of `frames` frames and
//!   the same scene of `warmup` frames are replayed on fresh devices that
//!   share one pipeline service (as a game's devices do), after a first,
//!   unmeasured replay of the short scene that fills that service; the
//!   per-frame figure is (long - short) / (frames - warmup). Uploads,
//!   shader creation and device creation are the same in both and cancel.
//! - No frame is read back (`Replayer::with_frames(false)`); each replay
//!   ends with a wait for the queue, the same in both.

use std::time::{Duration, Instant};

use anyhow::{Context, Result, bail};
use ninebridge_d3d9::Gpu;
use ninebridge_replay::Replayer;
use ninebridge_trace::Trace;

use crate::bench_scene::{SceneOptions, scene};

/// One replay's cost: the calling thread's CPU time and the wall time.
struct Spent {
    cpu: Duration,
    wall: Duration,
    draws: u64,
}

fn trace_of(o: SceneOptions) -> Result<Trace> {
    let text = serde_json::to_vec(&scene(o)?)?;
    Trace::from_slice(&text).map_err(|e| anyhow::anyhow!("the scene is not a valid trace: {e}"))
}

fn replay(replayer: &Replayer, gpu: &Gpu, trace: &Trace) -> Result<Spent> {
    let cpu =
        ninebridge_d3d9::thread_cpu_time().context("this platform has no per-thread CPU clock")?;
    let wall = Instant::now();
    let report = replayer.run("bench-scene", trace, &mut |_| {});
    gpu.wait_idle()?;
    let spent = Spent {
        cpu: ninebridge_d3d9::thread_cpu_time().unwrap_or(cpu) - cpu,
        wall: wall.elapsed(),
        draws: report.counters.draws,
    };
    if let Some(f) = report.failed_steps.first() {
        bail!(
            "the scene's replay failed at step {} ({}): {} ({} failed steps)",
            f.step,
            f.call,
            f.reason,
            report.failed_steps.len()
        );
    }
    Ok(spent)
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
    let gpu = Gpu::from_env().context("no GPU adapter")?;
    let adapter = gpu.adapter_info().name.clone();
    let long = trace_of(o)?;
    let short = trace_of(SceneOptions {
        frames: warmup,
        ..o
    })?;
    let replayer = Replayer::new(gpu.clone()).with_frames(false);
    replay(&replayer, &gpu, &short).context("the warm-up replay")?;
    let short = replay(&replayer, &gpu, &short)?;
    let long = replay(&replayer, &gpu, &long)?;
    let frames = f64::from(o.frames - warmup);
    // A difference, not clamped: on a loaded machine a short measurement
    // can come out negative, and is reported as it is.
    let per_frame =
        |long: Duration, short: Duration| (long.as_secs_f64() - short.as_secs_f64()) * 1e3 / frames;
    let cpu_ms = per_frame(long.cpu, short.cpu);
    let wall_ms = per_frame(long.wall, short.wall);
    let draws = (long.draws.saturating_sub(short.draws)) as f64 / frames;
    if cpu_ms <= 0.0 || wall_ms <= 0.0 {
        eprintln!(
            "warning: the longer replay did not take longer than the shorter one: too few \
             frames for this machine's noise, raise --frames"
        );
    }
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
