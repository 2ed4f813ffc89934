//! `ninebridge conformance wine-api`: Wine's D3D9 API test programs built
//! against the C ABI and run a process per test function
//! (`ninebridge_wineapi`); this module finds the data and the library,
//! prints the table and the summary line, and picks the exit code.

use std::path::{Path, PathBuf};
use std::time::Duration;

use anyhow::{Context, bail};
use ninebridge_wineapi::build::BuildConfig;
use ninebridge_wineapi::report::Baseline;

/// `conformance wine-api`'s arguments.
#[derive(clap::Args)]
pub struct Args {
    /// The folder of the programs (default: `$NINEBRIDGE_SHARED` or
    /// `../shared`, then `conformance/wine-api`).
    #[arg(long)]
    source: Option<PathBuf>,
    /// The folder holding `libninebridge_d3d9.so` (default: this
    /// executable's folder, where cargo puts both).
    #[arg(long)]
    library_dir: Option<PathBuf>,
    /// Only test functions (or programs) whose name contains this text.
    #[arg(long)]
    filter: Option<String>,
    /// Write one JSON object per assertion to this file.
    #[arg(long)]
    results: Option<PathBuf>,
    /// Fail (non-zero exit) only when an assertion site of this baseline
    /// stops passing; other failures are reported but accepted.
    #[arg(long)]
    baseline: Option<PathBuf>,
    /// Write the sites whose every execution passed as a new baseline.
    #[arg(long)]
    write_baseline: Option<PathBuf>,
    /// Processes at once (default: the machine's cores).
    #[arg(long)]
    jobs: Option<usize>,
    /// Seconds a test function may run before it is killed as hung.
    #[arg(long, default_value_t = 120)]
    timeout: u64,
    /// Where the programs are built and their output kept (default: a
    /// `wine-api` folder beside the library).
    #[arg(long)]
    work_dir: Option<PathBuf>,
}

/// Runs the programs; `Ok(false)` when the exit status should say failure.
pub fn run(args: Args) -> anyhow::Result<bool> {
    let source = match args.source {
        Some(s) => s,
        None => shared_dir()?.join("conformance/wine-api"),
    };
    if !source.join("device.c").is_file() {
        bail!(
            "{} holds no device.c (Wine's D3D9 API tests)",
            source.display()
        );
    }
    let library_dir = match args.library_dir {
        Some(d) => d,
        None => std::env::current_exe()
            .context("the executable's path")?
            .parent()
            .map(Path::to_path_buf)
            .context("the executable's folder")?,
    };
    let work_dir = args
        .work_dir
        .unwrap_or_else(|| library_dir.join("wine-api"));
    let jobs = args.jobs.unwrap_or_else(|| {
        std::thread::available_parallelism().map_or(1, std::num::NonZeroUsize::get)
    });
    let options = ninebridge_wineapi::Options {
        build: BuildConfig {
            source_dir: source,
            library_dir,
            work_dir,
            compiler: std::env::var("CC").unwrap_or_else(|_| "cc".into()),
        },
        filter: args.filter,
        jobs,
        timeout: Duration::from_secs(args.timeout),
    };
    let total: usize = ninebridge_wineapi::PROGRAMS
        .iter()
        .filter_map(|f| {
            ninebridge_wineapi::program::Program::read(&options.build.source_dir, f).ok()
        })
        .map(|p| {
            p.functions
                .iter()
                .filter(|f| {
                    options
                        .filter
                        .as_deref()
                        .is_none_or(|t| f.contains(t) || p.file.contains(t))
                })
                .count()
        })
        .sum();
    let bar = crate::progress::bar(total, "test functions");
    let report = ninebridge_wineapi::run(&options, &|_| bar.inc(1))?;
    bar.finish_and_clear();

    if let Some(path) = &args.results {
        report.write_jsonl(path)?;
    }
    print!("{}", report.table());
    let now = Baseline::from_report(&report);
    if let Some(path) = &args.write_baseline {
        now.write(path)?;
    }
    let mut ok = report.counts(None).failed == 0;
    if let Some(path) = &args.baseline {
        let old = Baseline::read(path)?;
        // With a filter, only the sites of the functions run can be judged.
        let regressions = report.lost_sites(&old, options.filter.is_some());
        println!();
        if regressions.is_empty() {
            println!("baseline {}: every site still passes", path.display());
        } else {
            println!(
                "baseline {}: {} site(s) stopped passing:",
                path.display(),
                regressions.len()
            );
            for (s, why) in &regressions {
                println!("  {s}: {why}");
            }
        }
        ok = regressions.is_empty();
    } else if args.write_baseline.is_some() {
        ok = true;
    }
    println!("{}", report.summary());
    Ok(ok)
}

/// `$NINEBRIDGE_SHARED`, else `../shared` beside the working folder or
/// beside the workspace.
fn shared_dir() -> anyhow::Result<PathBuf> {
    if let Some(dir) = std::env::var_os("NINEBRIDGE_SHARED") {
        return Ok(PathBuf::from(dir));
    }
    let candidates = [
        PathBuf::from("../shared"),
        Path::new(env!("CARGO_MANIFEST_DIR")).join("../../../shared"),
    ];
    candidates
        .into_iter()
        .find(|d| d.is_dir())
        .context("the shared test data is not at ../shared (set NINEBRIDGE_SHARED or --source)")
}
