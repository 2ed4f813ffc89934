//! `ninebridge replay PATH...`: replays D3D9 call traces with
//! `ninebridge_replay` and reports every probe. This module only parses the
//! arguments, finds the trace files, writes the outputs (JSON lines, PNGs,
//! statistics, the table of blocking APIs) and picks the exit code;
//! `--window` runs the same replay on a thread beside a window
//! (`replay_window.rs`).

use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::io::Write;
use std::path::{Path, PathBuf};

use anyhow::{Context, bail};
use ninebridge_d3d9::Gpu;
use ninebridge_replay::{CaseReport, Counts, DeviceCounters, Frame, ProbeResult, Replayer, Status};
use ninebridge_trace::Trace;

/// Arguments of `ninebridge replay`.
#[derive(clap::Args)]
pub struct Args {
    /// Trace files, or folders of `*.json` traces.
    #[arg(required = true)]
    paths: Vec<PathBuf>,
    /// Write one JSON object per probe to this file.
    #[arg(long)]
    results: Option<PathBuf>,
    /// Write each render target as PNG at every Present and at the end
    /// (`<case>-<n>.png`) into this folder.
    #[arg(long)]
    png: Option<PathBuf>,
    /// Write the device's counters, a key per subsystem, to this file.
    #[arg(long)]
    stats_json: Option<PathBuf>,
    /// Only replay traces whose file name contains this text.
    #[arg(long)]
    filter: Option<String>,
    /// Fail (non-zero exit) only when a probe listed in this baseline
    /// (`case:probe_index` lines) does not pass.
    #[arg(long)]
    baseline: Option<PathBuf>,
    /// Write the passing probes as a new baseline file.
    #[arg(long)]
    write_baseline: Option<PathBuf>,
    /// Print the APIs whose failures block probes, most probes first.
    #[arg(long)]
    blocked: bool,
    /// Write one JSON object per step that did not do what the trace says:
    /// `{"case", "step", "call", "api", "reason"}`.
    #[arg(long)]
    failed_steps: Option<PathBuf>,
    /// Capture the calls each replay makes (the device's own capture, as
    /// `NINEBRIDGE_TRACE` does) into `<DIR>/<case>.json`: the traces
    /// written again in the capture's form.
    #[arg(long, value_name = "DIR")]
    capture: Option<PathBuf>,
    /// After each shader or vertex declaration creation, wait until the
    /// pipeline workers are idle (as a game's loading screen gives them
    /// time); without it the replay runs at full speed.
    #[arg(long)]
    settle: bool,
    /// Show the traces in a window as they replay, frame by frame (space
    /// pauses, the right arrow steps to the next Present, the left arrow
    /// shows earlier ones, Escape quits); the last frame stays shown until
    /// the window is closed.
    #[arg(long)]
    pub(crate) window: bool,
    /// With --window: start paused, at the first Present.
    #[arg(long, requires = "window")]
    pub(crate) paused: bool,
    /// Resolution scaling: draw the back buffer and the targets that follow
    /// it F times larger (1 to 8; as `NINEBRIDGE_RENDER_SCALE`, which it
    /// overrides). Probes and readbacks see the traces' sizes; `--png`
    /// writes the larger images.
    #[arg(long, value_name = "F")]
    scale: Option<String>,
    /// Force N samples per pixel (2, 4, 8; 0 or 1: off) on the back buffer
    /// and the targets that follow it, as `NINEBRIDGE_MSAA=N` does (this
    /// flag wins over the variable).
    #[arg(long, value_name = "N")]
    pub(crate) msaa: Option<u32>,
}

/// What the window mode adds to a replay (`replay_window.rs`).
#[derive(Default)]
pub(crate) struct Hooks {
    /// Runs on each device before its trace's first step.
    pub(crate) setup: Option<ninebridge_replay::DeviceSetup>,
    /// Sees every frame (case, frame) after the device presented it.
    pub(crate) frame: Option<FrameHook>,
}

/// What sees each frame of a replay: its case and the frame.
pub(crate) type FrameHook = Box<dyn FnMut(&str, &Frame) + Send>;

/// Runs `ninebridge replay`.
pub fn run(args: Args) -> anyhow::Result<()> {
    if args.window {
        return crate::replay_window::run(args);
    }
    let files = files_of(&args)?;
    let gpu = open_gpu()?;
    replay(&args, gpu, &files, Hooks::default())
}

/// The trace files `args` name (an error when there are none).
pub(crate) fn files_of(args: &Args) -> anyhow::Result<Vec<PathBuf>> {
    let files = trace_files(&args.paths, args.filter.as_deref())?;
    if files.is_empty() {
        bail!("no trace files found");
    }
    Ok(files)
}

/// Opens the GPU and prints the adapter line.
pub(crate) fn open_gpu() -> anyhow::Result<Gpu> {
    let gpu = crate::backend_stderr::captured(Gpu::from_env).context("opening the GPU")?;
    let info = gpu.adapter_info();
    println!(
        "adapter: {} ({:?}, {})",
        info.name, info.backend, info.driver_info
    );
    Ok(gpu)
}

/// Replays `files` on `gpu` and writes what `args` ask for.
pub(crate) fn replay(
    args: &Args,
    gpu: Gpu,
    files: &[PathBuf],
    mut hooks: Hooks,
) -> anyhow::Result<()> {
    let baseline = args
        .baseline
        .as_deref()
        .map(|p| {
            fs::read_to_string(p)
                .with_context(|| format!("cannot read baseline {}", p.display()))
                .map(|t| parse_baseline(&t))
        })
        .transpose()?;
    if let Some(dir) = &args.png {
        fs::create_dir_all(dir).with_context(|| format!("creating {}", dir.display()))?;
    }
    // Frames are read back only for --png and the window (a readback and a
    // wait for the GPU at every Present would weigh on a benchmark).
    let keep_frames = args.png.is_some() || hooks.frame.is_some();
    let mut replayer = Replayer::new(gpu)
        .with_settle(args.settle)
        .with_frames(keep_frames);
    let scale = args
        .scale
        .as_deref()
        .map(|f| {
            ninebridge_d3d9::enhance::scale::parse_render_scale(Some(f)).map(|factor| {
                ninebridge_d3d9::enhance::ScaleSettings {
                    factor,
                    ..ninebridge_d3d9::enhance::ScaleSettings::from_env()
                }
            })
        })
        .transpose()
        .map_err(|e| anyhow::anyhow!("--scale: {e}"))?;
    let window_setup = hooks.setup.take();
    let msaa = args.msaa;
    if scale.is_some() || msaa.is_some() || window_setup.is_some() {
        replayer = replayer.with_device_setup(move |device| {
            if let Some(settings) = &scale {
                device.set_render_scale(settings.clone());
            }
            if let Some(n) = msaa {
                device.set_msaa(n);
            }
            if let Some(setup) = &window_setup {
                setup(device);
            }
        });
    }
    if let Some(dir) = &args.capture {
        fs::create_dir_all(dir).with_context(|| format!("creating {}", dir.display()))?;
        replayer = replayer.with_capture(dir);
    }
    let create = |p: &Option<PathBuf>| -> anyhow::Result<_> {
        p.as_ref()
            .map(|p| {
                fs::File::create(p)
                    .map(std::io::BufWriter::new)
                    .with_context(|| format!("creating {}", p.display()))
            })
            .transpose()
    };
    let mut out = create(&args.results)?;
    let mut steps_out = create(&args.failed_steps)?;
    let bar = crate::progress::bar(files.len(), "traces");
    let mut all: Vec<ProbeResult> = Vec::new();
    let mut totals = Totals::default();
    println!(
        "{:<40} {:>6} {:>6} {:>6} {:>6} {:>7} {:>6} {:>6} {:>8}",
        "case", "pass", "fail", "error", "skip", "steps", "draws", "frames", "step-err"
    );
    // Messages beside the table: on stderr, also when the progress bar is
    // hidden (its own `println` prints nothing then).
    let note = |bar: &indicatif::ProgressBar, message: String| {
        bar.suspend(|| eprintln!("{message}"));
    };
    for file in files {
        let stem = file
            .file_stem()
            .map(|n| n.to_string_lossy().into_owned())
            .unwrap_or_default();
        bar.set_message(stem.clone());
        let (case, report, steps) = match Trace::read_file(file) {
            Ok(trace) => {
                let case = trace.function.clone().unwrap_or(stem);
                let mut n = 0;
                let mut write_frame = |f: Frame| {
                    if let Some(hook) = hooks.frame.as_mut() {
                        hook(&case, &f);
                    }
                    if let Some(dir) = &args.png {
                        let path = dir.join(format!("{case}-{n}.png"));
                        n += 1;
                        if let Err(e) = write_png(&path, &f) {
                            note(&bar, format!("{}: {e:#}", path.display()));
                        }
                    }
                };
                let report = replayer.run(&case, &trace, &mut write_frame);
                if let Some(Err(e)) = &report.captured {
                    note(&bar, format!("{case}: capture failed: {e}"));
                }
                totals.steps += trace.steps.len() as u64;
                totals.traces_replayed += 1;
                (case, report, trace.steps.len())
            }
            Err(e) => {
                // Why the trace did not read (the step and the field): in
                // the output, not only in `--results`.
                note(
                    &bar,
                    format!(
                        "error: {}: the trace could not be read, nothing of it ran: {e}",
                        file.display()
                    ),
                );
                totals.unreadable += 1;
                let result = ProbeResult {
                    case: stem.clone(),
                    probe_index: None,
                    source_line: None,
                    status: Status::Error,
                    expected: None,
                    got: None,
                    detail: format!("the trace could not be read, nothing of it ran: {e}"),
                    blocked_by: vec!["malformed trace".into()],
                };
                (
                    stem,
                    CaseReport {
                        results: vec![result],
                        ..Default::default()
                    },
                    0,
                )
            }
        };
        let c = Counts::of(&report.results);
        bar.suspend(|| {
            println!(
                "{:<40} {:>6} {:>6} {:>6} {:>6} {:>7} {:>6} {:>6} {:>8}",
                case,
                c.passed,
                c.failed,
                c.errors,
                c.skipped,
                steps,
                report.counters.draws,
                report.counters.present.presents,
                report.failed_steps.len()
            )
        });
        if let Some(w) = out.as_mut() {
            for r in &report.results {
                serde_json::to_writer(&mut *w, r)?;
                w.write_all(b"\n")?;
            }
        }
        if let Some(w) = steps_out.as_mut() {
            for f in &report.failed_steps {
                let record = serde_json::json!({
                    "case": case, "step": f.step, "call": f.call, "api": f.api, "reason": f.reason,
                });
                serde_json::to_writer(&mut *w, &record)?;
                w.write_all(b"\n")?;
            }
        }
        totals.add(&report);
        all.extend(report.results);
        bar.inc(1);
    }
    bar.finish_and_clear();
    for w in [out, steps_out].into_iter().flatten() {
        w.into_inner().map_err(|e| e.into_error())?.sync_all()?;
    }
    if let Some(p) = &args.stats_json {
        fs::write(
            p,
            stats_json(&totals, files.len(), &replayer.pipeline_stats()),
        )
        .with_context(|| format!("writing {}", p.display()))?;
    }
    if args.blocked {
        print_blocked(&all);
    }
    let total = Counts::of(&all);
    println!("{}", totals.replayed_line());
    if all.is_empty() {
        // Nothing was checked: not "0 passed".
        println!("replay: no probes to check");
    } else {
        println!("{}", total.summary_line());
    }
    if let Some(p) = &args.write_baseline {
        fs::write(p, baseline_text(&all)).with_context(|| format!("writing {}", p.display()))?;
    }
    if let Some(baseline) = baseline {
        let lost = regressions(&baseline, &all);
        match lost.len() {
            0 => {}
            1 => bail!("1 probe of the baseline no longer passes: {}", lost[0]),
            n => bail!(
                "{n} probes of the baseline no longer pass: {}",
                lost.join(", ")
            ),
        }
    } else if args.write_baseline.is_none() && total.failed + total.errors > 0 {
        // The first probe that did not pass, with its reason.
        let first = all
            .iter()
            .find(|r| matches!(r.status, Status::Fail | Status::Error))
            .map(|r| match r.probe_index {
                Some(i) => format!("; first: {} probe {i}: {}", r.case, r.detail),
                None => format!("; first: {}: {}", r.case, r.detail),
            })
            .unwrap_or_default();
        bail!(
            "{} did not pass ({} failed, {} erred){first}",
            crate::errors::count(total.failed + total.errors, "probe", "probes"),
            total.failed,
            total.errors
        );
    }
    Ok(())
}

pub(crate) fn trace_files(paths: &[PathBuf], filter: Option<&str>) -> anyhow::Result<Vec<PathBuf>> {
    let mut files = Vec::new();
    for path in paths {
        if path.is_dir() {
            for entry in
                fs::read_dir(path).with_context(|| format!("reading {}", path.display()))?
            {
                let p = entry?.path();
                // INDEX.json lists the Wine cases; it is not a trace.
                let is_index = p.file_name().is_some_and(|n| n == "INDEX.json");
                if p.extension().is_some_and(|e| e == "json") && !is_index {
                    files.push(p);
                }
            }
        } else if path.is_file() {
            files.push(path.clone());
        } else {
            bail!("{} is neither a trace file nor a folder", path.display());
        }
    }
    files.sort();
    if let Some(f) = filter {
        files.retain(|p| {
            p.file_name()
                .is_some_and(|n| n.to_string_lossy().contains(f))
        });
    }
    Ok(files)
}

fn write_png(path: &Path, f: &Frame) -> anyhow::Result<()> {
    let file = fs::File::create(path)?;
    let mut enc = png::Encoder::new(std::io::BufWriter::new(file), f.width, f.height);
    enc.set_color(png::ColorType::Rgba);
    enc.set_depth(png::BitDepth::Eight);
    enc.write_header()?.write_image_data(&f.rgba)?;
    Ok(())
}

/// Counters over every trace.
#[derive(Default)]
struct Totals {
    /// Traces that read and ran.
    traces_replayed: u64,
    /// Traces that did not read (nothing of them ran).
    unreadable: u64,
    steps: u64,
    failed_steps: u64,
    unchecked_expected_failures: u64,
    device: DeviceCounters,
}

impl Totals {
    /// `replayed: 1 trace, 57 steps, 12 draws, 1 frame` (and the traces
    /// that did not read): what ran, whether or not it had probes.
    fn replayed_line(&self) -> String {
        use crate::errors::count;
        let d = &self.device;
        let mut line = format!(
            "replayed: {}, {}, {}, {}",
            count(self.traces_replayed as usize, "trace", "traces"),
            count(self.steps as usize, "step", "steps"),
            count(d.draws as usize, "draw", "draws"),
            count(d.present.presents as usize, "frame", "frames"),
        );
        if self.unreadable > 0 {
            line += &format!(
                "; {} could not be read",
                count(self.unreadable as usize, "trace", "traces")
            );
        }
        line
    }

    fn add(&mut self, r: &CaseReport) {
        self.failed_steps += r.failed_steps.len() as u64;
        self.unchecked_expected_failures += r.unchecked_expected_failures as u64;
        self.device += r.counters.clone();
    }
}

fn stats_json(t: &Totals, traces: usize, pipelines: &ninebridge_d3d9::PipelineStats) -> String {
    let d = &t.device;
    let v = serde_json::json!({
        "replay": {
            "traces": traces,
            "steps": t.steps,
            "failed_steps": t.failed_steps,
            "unchecked_expected_failures": t.unchecked_expected_failures,
        },
        "draw": {
            "draws": d.draws,
            "passes": d.passes,
            "recorded_passes": d.recorded_passes,
            "submits": d.submits,
            "uniform_bytes": d.uniform_bytes,
        },
        "pipeline": { "pipelines_created": d.pipelines },
        "pipelines": pipelines,
        "shader": {
            "derived_vertex_modules": d.derived_shaders,
            "ff_pixel_modules": d.ff_pixel_modules,
            "ff_vertex_modules": d.ff_vertex_modules,
            "pack_replacements": d.pack_replacements,
        },
        "textures": d.textures.textures,
        "bc": d.textures.bc,
        "copy": {
            "texel_copies": d.copy.texel_copies,
            "blits": d.copy.blits,
            "mip_generations": d.copy.mip_generations,
            "uploads": d.copy.uploads,
            "stand_ins": d.copy.stand_ins,
        },
        "capture": {
            "steps": d.capture.steps,
            "left_out": d.capture.left_out,
        },
        "present": {
            "presents": d.present.presents,
            "resets": d.present.resets,
            "window_frames": d.present.window.frames,
            "skipped": d.present.window.skipped,
            "reconfigurations": d.present.window.reconfigurations,
            "present_ms": d.present.window.present_ms,
            "post_passes": d.present.post_passes,
        },
        "samplers": {
            "created": d.samplers.created,
            "anisotropy_raised": d.samplers.anisotropy_raised,
            "anisotropy_override": d.samplers.anisotropy_override,
        },
        // Resolution scaling (NINEBRIDGE_RENDER_SCALE, --scale).
        "render_scale": d.render_scale,
        "msaa": d.msaa,
        // NINEBRIDGE_RENDER_THREAD: operations handed to the thread, waits.
        "render_thread": {
            "threaded": d.render_thread.threaded,
            "operations": d.render_thread.operations,
            "encoders": d.render_thread.encoders,
            "bytes_copied": d.render_thread.bytes_copied,
            "syncs": d.render_thread.syncs,
            "errors": d.render_thread.errors,
        },
        // GPU time per pass label, with NINEBRIDGE_GPU_PROFILE=1.
        "gpu_passes": d.gpu_passes.iter().map(|s| serde_json::json!({
            "label": s.label,
            "count": s.count,
            "ms_median": s.ms_median,
            "ms_p95": s.ms_p95,
        })).collect::<Vec<_>>(),
        // Whole frames (every timed pass and copy summed per frame).
        "gpu_frame": d.gpu_frame.as_ref().map(|f| serde_json::json!({
            "frames": f.frames,
            "ms_median": f.ms_median,
            "ms_p95": f.ms_p95,
            "passes_median": f.passes_median,
            "resolves_median": f.resolves_median,
            "resolve_ms_median": f.resolve_ms_median,
        })),
    });
    format!("{v:#}\n")
}

/// Prints the APIs whose failures block probes in the order that unlocks
/// the most probes: each row is the API that, added to the rows above it,
/// lets the most further probes run (a probe runs once every API it is
/// blocked by is there), with the cases those probes belong to and how many
/// probes name the API at all.
fn print_blocked(all: &[ProbeResult]) {
    let blocked: Vec<(&str, BTreeSet<&str>)> = all
        .iter()
        .filter(|r| r.status == Status::Error && !r.blocked_by.is_empty())
        .map(|r| {
            (
                r.case.as_str(),
                r.blocked_by.iter().map(String::as_str).collect(),
            )
        })
        .collect();
    let mut mentions: BTreeMap<&str, usize> = BTreeMap::new();
    for (_, apis) in &blocked {
        for a in apis {
            *mentions.entry(a).or_default() += 1;
        }
    }
    let mut done: BTreeSet<&str> = BTreeSet::new();
    let mut cumulative = 0;
    println!("blocking APIs, in the order that unlocks most probes:");
    println!(
        "{:>4} {:>8} {:>10} {:>6} {:>9}  api",
        "rank", "unlocks", "cumulative", "cases", "mentions"
    );
    for rank in 1..=mentions.len() {
        // Probes that run once `extra` is there too.
        let unlocked_with = |extra: &[&str]| {
            blocked
                .iter()
                .filter(|(_, s)| {
                    s.iter().any(|a| extra.contains(a))
                        && s.iter().all(|a| extra.contains(a) || done.contains(a))
                })
                .collect::<Vec<_>>()
        };
        let open: Vec<&str> = mentions
            .keys()
            .filter(|a| !done.contains(*a))
            .copied()
            .collect();
        // An API's worth: what it unlocks alone, or half of what it unlocks
        // with one other API (so a prerequisite of many probes is not left
        // last because it unlocks nothing on its own).
        let worth = |a: &str| {
            let alone = unlocked_with(&[a]).len() as f64;
            let paired = open
                .iter()
                .filter(|b| **b != a)
                .map(|b| unlocked_with(&[a, b]).len() as f64 / 2.0)
                .fold(0.0, f64::max);
            alone.max(paired)
        };
        let Some(best) = open
            .iter()
            .map(|a| (worth(a), mentions[a], *a))
            .max_by(|x, y| x.0.total_cmp(&y.0).then(x.1.cmp(&y.1)).then(y.2.cmp(x.2)))
            .map(|(_, _, a)| a)
        else {
            break;
        };
        let unlocked = unlocked_with(&[best]);
        let cases: BTreeSet<&str> = unlocked.iter().map(|(c, _)| *c).collect();
        cumulative += unlocked.len();
        println!(
            "{rank:>4} {:>8} {cumulative:>10} {:>6} {:>9}  {best}",
            unlocked.len(),
            cases.len(),
            mentions[best]
        );
        done.insert(best);
    }
}

/// The baseline key of a probe: `case:probe_index`.
fn key(r: &ProbeResult) -> Option<String> {
    r.probe_index.map(|i| format!("{}:{i}", r.case))
}

fn parse_baseline(text: &str) -> BTreeSet<String> {
    text.lines()
        .map(str::trim)
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
        .map(str::to_string)
        .collect()
}

fn baseline_text(all: &[ProbeResult]) -> String {
    let mut out =
        String::from("# Replayed probes that pass on lavapipe; CI fails when one stops passing.\n");
    for k in all
        .iter()
        .filter(|r| r.status == Status::Pass)
        .filter_map(key)
    {
        out.push_str(&k);
        out.push('\n');
    }
    out
}

fn regressions(baseline: &BTreeSet<String>, all: &[ProbeResult]) -> Vec<String> {
    let passing: BTreeSet<String> = all
        .iter()
        .filter(|r| r.status == Status::Pass)
        .filter_map(key)
        .collect();
    baseline
        .iter()
        .filter(|k| !passing.contains(*k))
        .cloned()
        .collect()
}
