//! `ninebridge bench frame [--draws N] [--json]`: the frame benchmark of
//! `ninebridge_d3d9::frame_bench`, a frame of N draws through the D3D9
//! device beside the same frame encoded with bare wgpu on the same adapter,
//! printed as frames/s and draws/s with their ratio.
//!
//! `bench scene` writes the frame-heavy benchmark trace
//! (`bench_scene/`), `bench summarize` the enhancement cost table of
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
        /// Print `{"ours_draws_per_s", "wgpu_draws_per_s", "ratio"}` only.
        #[arg(long)]
        json: bool,
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
    let (draws, seconds, json, capture) = match cmd {
        Command::Frame {
            draws,
            seconds,
            json,
            capture,
        } => (draws, seconds, json, capture),
        Command::Scene {
            width,
            height,
            frames,
            output,
        } => {
            let options = crate::bench_scene::SceneOptions {
                width,
                height,
                frames,
            };
            return crate::bench_scene::write(options, &output);
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
    let rates = bench
        .measure(Duration::from_secs_f64(seconds))
        .context("drawing the frame")?;
    if json {
        println!(
            "{}",
            serde_json::json!({
                "ours_draws_per_s": rates.ours_draws_per_s,
                "wgpu_draws_per_s": rates.wgpu_draws_per_s,
                "ratio": rates.ratio,
            })
        );
        return Ok(());
    }
    let fps = |draws_per_s: f64| draws_per_s / f64::from(draws);
    let stats = bench.device().batch_stats();
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
