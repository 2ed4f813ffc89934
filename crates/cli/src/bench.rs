//! `ninebridge bench frame [--draws N] [--json]`: the frame benchmark of
//! `ninebridge_d3d9::frame_bench`, a frame of N draws through the D3D9
//! device beside the same frame encoded with bare wgpu on the same adapter,
//! printed as frames/s and draws/s with their ratio, end to end and per
//! the calling thread's CPU time (the game thread). `--frames N` runs a
//! fixed count of frames instead, for instruction counting (the draw-cost
//! guard, `crates/d3d9/benches/draw_cost_budget.txt`).
//!
//! `bench scene` writes the frame-heavy benchmark trace
//! (`bench_scene/`) and with `--replay` replays it (the game thread's CPU
//! ms per frame), `bench summarize` the enhancement cost table of
//! `replay --stats-json` files (`bench_summary.rs`).

use std::time::Duration;

use anyhow::{Context, Result, bail};
use clap::Subcommand;
use ninebridge_d3d9::Gpu;
use ninebridge_d3d9::frame_bench::FrameBench;

/// Benchmarks.
#[derive(Subcommand)]
pub enum Command {
    /// One frame of N draws (a texture, six constant registers and, every
    /// 50th draw, the blend state changing between draws) through the D3D9
    /// device and encoded directly with wgpu, side by side.
    Frame {
        /// Draws per frame.
        #[arg(long, default_value_t = 1000)]
        draws: u32,
        /// Seconds each side runs for at least.
        #[arg(long, default_value_t = 2.0)]
        seconds: f64,
        /// Print one JSON object only: `ours_draws_per_s`,
        /// `wgpu_draws_per_s`, `ratio` (end to end),
        /// `game_thread_draws_per_s` (`{"ours", "wgpu", "ratio"}`: draws
        /// per second of the calling thread's CPU time), `device_draws`.
        #[arg(long)]
        json: bool,
        /// Instead of timing: two warm-up frames of each side, then exactly
        /// this many frames of the device and then of bare wgpu, each in
        /// one never-inlined function (`FrameBench::ours_counted_frames`,
        /// `reference_counted_frames`) for callgrind's `--toggle-collect`.
        #[arg(long, value_name = "N", conflicts_with = "capture")]
        frames: Option<u32>,
        /// Capture the device's calls into this trace file while measuring
        /// (the capture overhead, against a run without it).
        #[arg(long, value_name = "FILE")]
        capture: Option<std::path::PathBuf>,
    },
    /// Write a game-like, frame-heavy D3D9 trace (mirror and cube targets,
    /// a textured scene with depth, a bloom chain, UI) at a back-buffer size.
    Scene {
        /// Back-buffer width.
        #[arg(long, default_value_t = 1920)]
        width: u32,
        /// Back-buffer height.
        #[arg(long, default_value_t = 1080)]
        height: u32,
        /// Frames (each ends with Present).
        #[arg(long, default_value_t = 120)]
        frames: u32,
        /// The trace file to write.
        #[arg(short = 'o', long = "output", value_name = "TRACE.json")]
        output: std::path::PathBuf,
        /// Then replay it on the GPU (`NINEBRIDGE_BACKEND`) and print the
        /// game thread's CPU ms per frame (and wall ms per frame), timed from
        /// the end of frame `--warmup` to the end of the last frame, so
        /// set-up, uploads and pipeline creation are left out.
        #[arg(long)]
        replay: bool,
        /// Frames `--replay` leaves out at the start (replayed once before,
        /// too, to fill the pipeline service).
        #[arg(long, default_value_t = 20, requires = "replay")]
        warmup: u32,
        /// With `--replay`, print one JSON object only.
        #[arg(long, requires = "replay")]
        json: bool,
    },
    /// Print the enhancement cost table (markdown) of `replay --stats-json`
    /// files written with NINEBRIDGE_GPU_PROFILE=1, named CONFIG@OUTPUT.json.
    Summarize {
        /// Stats files.
        #[arg(required = true, value_name = "STATS.json")]
        files: Vec<std::path::PathBuf>,
    },
}

/// Runs a bench subcommand.
pub fn run(cmd: Command) -> Result<()> {
    let (draws, seconds, json, capture, frames) = match cmd {
        Command::Frame {
            draws,
            seconds,
            json,
            capture,
            frames,
        } => (draws, seconds, json, capture, frames),
        Command::Scene {
            width,
            height,
            frames,
            output,
            replay,
            warmup,
            json,
        } => {
            let options = crate::bench_scene::SceneOptions {
                width,
                height,
                frames,
            };
            crate::bench_scene::write(options, &output)?;
            if replay {
                return crate::bench_scene_replay::run(options, warmup, json);
            }
            return Ok(());
        }
        Command::Summarize { files } => return crate::bench_summary::run(&files),
    };
    if draws == 0 || draws > 100_000 {
        bail!("--draws must be 1 to 100000, got {draws}");
    }
    if !(seconds.is_finite() && seconds > 0.0 && seconds <= 600.0) {
        bail!("--seconds must be more than 0 and at most 600, got {seconds}");
    }
    let gpu = Gpu::from_env().context("no GPU adapter")?;
    let adapter = gpu.adapter_info().name.clone();
    let mut bench = match &capture {
        Some(path) => FrameBench::capturing(gpu, draws, path),
        None => FrameBench::new(gpu, draws),
    }
    .context("setting up the frame")?;
    if let Some(frames) = frames {
        return counted(&mut bench, frames, draws);
    }
    let rates = bench
        .measure(Duration::from_secs_f64(seconds))
        .context("drawing the frame")?;
    let stats = bench.device().batch_stats();
    let game_thread = rates
        .ours_game_thread_draws_per_s
        .zip(rates.wgpu_game_thread_draws_per_s);
    if json {
        println!(
            "{}",
            serde_json::json!({
                "ours_draws_per_s": rates.ours_draws_per_s,
                "wgpu_draws_per_s": rates.wgpu_draws_per_s,
                "ratio": rates.ratio,
                "game_thread_draws_per_s": game_thread.map(|(ours, wgpu)| serde_json::json!({
                    "ours": ours,
                    "wgpu": wgpu,
                    "ratio": ours / wgpu,
                })),
                "device_draws": stats.draws,
            })
        );
        return Ok(());
    }
    let fps = |draws_per_s: f64| draws_per_s / f64::from(draws);
    println!("frame of {draws} draws on {adapter}");
    println!(
        "d3d9 device: {:>10.1} frames/s {:>12.0} draws/s",
        fps(rates.ours_draws_per_s),
        rates.ours_draws_per_s
    );
    println!(
        "bare wgpu:   {:>10.1} frames/s {:>12.0} draws/s",
        fps(rates.wgpu_draws_per_s),
        rates.wgpu_draws_per_s
    );
    println!("ratio (device / wgpu): {:.2}", rates.ratio);
    match game_thread {
        Some((ours, wgpu)) => println!(
            "game thread (draws per s of its CPU time): device {ours:.0}, wgpu {wgpu:.0}, ratio {:.2}",
            ours / wgpu
        ),
        None => println!("game thread: no per-thread CPU clock on this platform"),
    }
    println!(
        "per draw: device {:.3} us recording + {:.3} us GPU wait, wgpu {:.3} + {:.3}",
        rates.ours_us_per_draw.0,
        rates.ours_us_per_draw.1,
        rates.wgpu_us_per_draw.0,
        rates.wgpu_us_per_draw.1
    );
    println!(
        "device batching: {} draws in {} passes, {} submissions, {} pipelines",
        stats.draws,
        stats.passes,
        stats.submits,
        bench.device().pipeline_count()
    );
    Ok(())
}

/// `bench frame --frames N`: warm-up frames, then exactly `frames` counted
/// frames of each side (the draw-cost guard's window).
fn counted(bench: &mut FrameBench, frames: u32, draws: u32) -> Result<()> {
    if frames > 10_000 {
        bail!("--frames must be at most 10000, got {frames}");
    }
    // Two frames each: pipelines, bind groups and texture cache entries are
    // made in the first, and anything made lazily after a first use in the
    // second, so the counted frames take the cached-draw path only.
    for _ in 0..2 {
        bench.ours_frame().context("drawing the frame")?;
        bench.reference_frame().context("drawing the frame")?;
    }
    let before = bench.device().batch_stats();
    let pipelines = bench.device().pipeline_count();
    bench
        .ours_counted_frames(frames)
        .context("drawing the frame")?;
    bench
        .reference_counted_frames(frames)
        .context("drawing the frame")?;
    let after = bench.device().batch_stats();
    println!(
        "{}",
        serde_json::json!({
            "frames": frames,
            "draws_per_frame": draws,
            "device_draws": after.draws - before.draws,
            "passes": after.passes - before.passes,
            "submits": after.submits - before.submits,
            "pipelines_created": bench.device().pipeline_count().saturating_sub(pipelines),
        })
    );
    Ok(())
}
