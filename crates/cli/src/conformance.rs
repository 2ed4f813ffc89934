//! `ninebridge conformance`: runs the vkd3d-derived D3D9 shader cases on the
//! D3D9 device and compares the probes as the cases' README defines. The
//! runner is `ninebridge_conformance::run`; this module parses the
//! arguments, finds the case files, prints the table and picks the exit code.

use std::fs;
use std::io::Write;
use std::path::{Path, PathBuf};

use anyhow::{Context, bail};
use clap::Subcommand;
use ninebridge_d3d9::Gpu;

use ninebridge_conformance::interp::InterpRunner;
use ninebridge_conformance::report::{self, Counts, ProbeResult, Status};
use ninebridge_conformance::{Case, Runner};

/// The runner of the chosen backend.
enum Either {
    Gpu(Box<Runner>),
    Interp(InterpRunner),
}

/// Conformance commands.
#[derive(Subcommand)]
pub enum Command {
    /// Run case files (or folders of them) and report every probe. Exits
    /// non-zero when a probe failed or a case could not run, except with
    /// `--baseline` (non-zero only when a baseline probe stopped passing) or
    /// `--write-baseline` (which records the run as it is).
    Run {
        /// Case files or folders holding `*.json` cases.
        #[arg(required = true)]
        paths: Vec<PathBuf>,
        /// Write one JSON object per probe to this file.
        #[arg(long)]
        results: Option<PathBuf>,
        /// Only run cases whose file name contains this text.
        #[arg(long)]
        filter: Option<String>,
        /// Fail (non-zero exit) only when a probe listed in this baseline does
        /// not pass; other failures are reported but accepted.
        #[arg(long)]
        baseline: Option<PathBuf>,
        /// Write the passing probes as a new baseline file.
        #[arg(long)]
        write_baseline: Option<PathBuf>,
        /// Where the shaders run: `gpu` (the translator on the D3D9 device)
        /// or `interp` (the CPU reference interpreter and rasteriser).
        #[arg(long, value_enum, default_value_t = Backend::Gpu)]
        backend: Backend,
    },
    /// Wine's D3D9 API test programs (device.c, stateblock.c, d3d9ex.c)
    /// compiled against the C ABI with a Win32 stand-in, one process per
    /// test function: one JSON object per assertion, a table per program,
    /// and `wine-api: N passed, M failed, K skipped`. Exits non-zero when
    /// an assertion failed, or with `--baseline` when a site of it stopped
    /// passing.
    WineApi(crate::wine_api::Args),
}

/// Where `conformance run` executes the cases.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum Backend {
    /// The translator on the D3D9 device (wgpu).
    Gpu,
    /// The reference interpreter with a CPU rasteriser.
    Interp,
}

/// Runs a conformance command.
pub fn run(cmd: Command) -> anyhow::Result<()> {
    match cmd {
        Command::WineApi(args) => {
            if crate::wine_api::run(args)? {
                Ok(())
            } else {
                // The summary line stays the last line: a failure is a
                // result (exit status 1), not an error to print.
                use std::io::Write as _;
                let _ = std::io::stdout().flush();
                std::process::exit(1)
            }
        }
        Command::Run {
            paths,
            results,
            filter,
            baseline,
            write_baseline,
            backend,
        } => run_cases(
            &paths,
            results.as_deref(),
            filter.as_deref(),
            baseline.as_deref(),
            write_baseline.as_deref(),
            backend,
        ),
    }
}

fn case_files(paths: &[PathBuf], filter: Option<&str>) -> anyhow::Result<Vec<PathBuf>> {
    let mut files = Vec::new();
    for path in paths {
        if path.is_dir() {
            for entry in
                fs::read_dir(path).with_context(|| format!("reading {}", path.display()))?
            {
                let p = entry?.path();
                if p.extension().is_some_and(|e| e == "json") {
                    files.push(p);
                }
            }
        } else if path.is_file() {
            files.push(path.clone());
        } else {
            bail!("{} is neither a case file nor a folder", path.display());
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

fn run_cases(
    paths: &[PathBuf],
    results_path: Option<&Path>,
    filter: Option<&str>,
    baseline: Option<&Path>,
    write_baseline: Option<&Path>,
    backend: Backend,
) -> anyhow::Result<()> {
    // Read the baseline first: a typo in its name should not cost a run.
    let baseline = baseline
        .map(|p| {
            fs::read_to_string(p)
                .with_context(|| format!("cannot read baseline {}", p.display()))
                .map(|text| report::parse_baseline(&text))
        })
        .transpose()?;
    let files = case_files(paths, filter)?;
    if files.is_empty() {
        bail!("no case files found");
    }
    let runner = match backend {
        Backend::Gpu => {
            let gpu = crate::backend_stderr::captured(Gpu::from_env).context("opening the GPU")?;
            let info = gpu.adapter_info();
            println!(
                "adapter: {} ({:?}, {})",
                info.name, info.backend, info.driver_info
            );
            Either::Gpu(Box::new(Runner::new(gpu)))
        }
        Backend::Interp => {
            println!("adapter: none (reference interpreter, CPU rasteriser)");
            // The device's multiply setting, so both backends run the
            // same rule.
            Either::Interp(InterpRunner {
                mul_zero: ninebridge_d3d9::FloatEmulation::from_env()
                    == ninebridge_d3d9::FloatEmulation::Strict,
            })
        }
    };
    let mut out = match results_path {
        Some(p) => Some(std::io::BufWriter::new(
            fs::File::create(p).with_context(|| format!("creating {}", p.display()))?,
        )),
        None => None,
    };
    let mut all: Vec<ProbeResult> = Vec::new();
    println!(
        "{:<48} {:>6} {:>6} {:>6} {:>6}",
        "case", "pass", "fail", "error", "skip"
    );
    // On a terminal only (hidden otherwise); rows print above it.
    let bar = crate::progress::bar(files.len(), "cases");
    for file in &files {
        let name = file
            .file_name()
            .map(|n| n.to_string_lossy().into_owned())
            .unwrap_or_default();
        bar.set_message(name.clone());
        let results = match Case::load(file) {
            Ok(case) => match &runner {
                Either::Gpu(r) => r.run_case(&name, &case),
                Either::Interp(r) => r.run_case(&name, &case),
            },
            Err(reason) => {
                // Only the results file would say why otherwise.
                bar.suspend(|| eprintln!("{}: {reason}", file.display()));
                vec![ProbeResult {
                    case: name.clone(),
                    line: 0,
                    status: Status::Error,
                    expected: Vec::new(),
                    got: Vec::new(),
                    detail: reason.to_string(),
                    xcheck: None,
                }]
            }
        };
        let c = Counts::of(&results);
        bar.suspend(|| {
            println!(
                "{:<48} {:>6} {:>6} {:>6} {:>6}",
                name, c.passed, c.failed, c.errors, c.skipped
            )
        });
        bar.inc(1);
        if let Some(w) = out.as_mut() {
            for r in &results {
                serde_json::to_writer(&mut *w, r)?;
                w.write_all(b"\n")?;
            }
        }
        all.extend(results);
    }
    bar.finish_and_clear();
    if let Some(mut w) = out {
        w.flush()?;
    }
    let total = Counts::of(&all);
    match total.errors {
        0 => {}
        1 => println!("(1 of the failures is an error: the case could not be run up to the probe)"),
        n => {
            println!("({n} of the failures are errors: the cases could not be run up to the probe)")
        }
    }
    println!("{}", total.summary_line());
    if let Some(p) = write_baseline {
        fs::write(p, report::baseline_text(&all))
            .with_context(|| format!("writing {}", p.display()))?;
    }
    if let Some(baseline) = baseline {
        let lost = report::regressions(&baseline, &all);
        match lost.len() {
            0 => {}
            1 => bail!("1 probe of the baseline no longer passes: {}", lost[0]),
            n => bail!(
                "{n} probes of the baseline no longer pass: {}",
                lost.join(", ")
            ),
        }
    } else if write_baseline.is_none() && total.failed + total.errors > 0 {
        bail!(
            "{} did not pass ({} failed, {} could not run)",
            crate::errors::count(total.failed + total.errors, "probe", "probes"),
            total.failed,
            total.errors
        );
    }
    Ok(())
}
