//! Wine's Direct3D 9 API test programs (`device.c`, `stateblock.c`,
//! `d3d9ex.c` from `../shared/conformance/wine-api`), compiled natively
//! against `crates/capi/include/d3d9.h` and `libninebridge_d3d9`, and run
//! one test function per process.
//!
//! Design notes:
//! - The programs are Windows programs. What they use beside D3D9 comes
//!   from a Win32 stand-in written here (`win32/include`, `win32/src`):
//!   windows are in-memory objects registered with the library as headless
//!   windows (`ninebridge_window_headless`), the display is the adapter's
//!   mode list, events and threads run over pthreads, GDI device contexts
//!   are documented failures. Wine's own `wine/test.h` is used unchanged;
//!   `win32/src/winetest.c` implements what it declares, writing one JSON
//!   line per `ok()`.
//! - Every `ok()` holds on Windows, so an assertion passes when its
//!   condition holds: `todo_wine` is recorded beside it and counts like any
//!   other, and `broken(x)` is false ([`program`] and `winetest.c`).
//! - One process per test function, with a timeout: a crash or a hang
//!   fails that function alone (reported as one failed assertion saying
//!   so) and the run goes on. To run one function, the build copy of the
//!   program gates each call of its `START_TEST` body
//!   ([`program::Program::gate_start_test`]); nothing else of the file changes, and
//!   line numbers stay the same.
//! - Functions that cannot run here are listed in `not-runnable.txt` with
//!   the reason each; their `ok()` sites count as skipped.
//! - The baseline (`baseline.txt`, `file:line` lines) holds the assertion
//!   sites whose every execution passed; CI fails when one of them stops
//!   passing ([`report::Baseline`]).
//!
//! Modules: [`program`] (reading a test program: functions, `ok()` sites,
//! the gate), [`build`] (compiling it), [`mod@run`] (the processes and their
//! output), [`report`] (results, the table, the summary, the baseline).

pub mod build;
pub mod error;
pub mod program;
pub mod report;
pub mod run;

pub use error::Error;

use std::path::{Path, PathBuf};

/// The test programs, in the order they run.
pub const PROGRAMS: [&str; 3] = ["device.c", "stateblock.c", "d3d9ex.c"];

/// This crate's directory (the stand-in's sources, the lists).
pub fn crate_dir() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

/// The checked-in list of functions that cannot run here.
pub fn not_runnable_path() -> PathBuf {
    crate_dir().join("not-runnable.txt")
}

/// The checked-in baseline of passing assertion sites.
pub fn baseline_path() -> PathBuf {
    crate_dir().join("baseline.txt")
}

use std::collections::BTreeMap;
use std::time::Duration;

use report::{FunctionResult, Outcome, Report};

/// What to run and how.
#[derive(Debug, Clone)]
pub struct Options {
    /// Compiling: the programs' folder, the library, the work folder.
    pub build: build::BuildConfig,
    /// Only functions whose name contains this text (or programs whose
    /// file name does).
    pub filter: Option<String>,
    /// Processes at once.
    pub jobs: usize,
    /// A function running longer than this is killed.
    pub timeout: Duration,
}

/// Builds and runs every program, calling `progress` as each function
/// ends. Functions listed in `not-runnable.txt` (a `*` names every function
/// of a program) are not run: their `ok()` sites count as skipped.
pub fn run(
    options: &Options,
    progress: &(dyn Fn(&FunctionResult) + Sync),
) -> Result<Report, Error> {
    let not_runnable = report::read_not_runnable(&not_runnable_path())?;
    let mut jobs = Vec::new();
    let mut listed: BTreeMap<(String, String), FunctionResult> = BTreeMap::new();
    let mut order = Vec::new();
    for file in PROGRAMS {
        let program = program::Program::read(&options.build.source_dir, file)?;
        let sites = program.ok_sites();
        let whole = not_runnable.get(&(file.to_string(), "*".to_string()));
        let selected: Vec<&String> = program
            .functions
            .iter()
            .filter(|f| {
                options
                    .filter
                    .as_deref()
                    .is_none_or(|t| f.contains(t) || file.contains(t))
            })
            .collect();
        if selected.is_empty() {
            continue;
        }
        let mut exe = None;
        for function in selected {
            order.push((file.to_string(), function.clone()));
            let reason = whole.or_else(|| not_runnable.get(&(file.to_string(), function.clone())));
            if let Some(reason) = reason {
                let mut r = FunctionResult::new(file, function);
                r.outcome = Outcome::NotRunnable {
                    reason: reason.clone(),
                };
                r.skipped_sites = sites.get(function).copied().unwrap_or(0);
                listed.insert((file.to_string(), function.clone()), r);
                continue;
            }
            if exe.is_none() {
                exe = Some(build::build(&program, &options.build)?);
            }
            jobs.push(run::Job {
                file: file.to_string(),
                exe: exe.clone().unwrap_or_default(),
                function: function.clone(),
            });
        }
    }
    let config = run::RunConfig {
        work_dir: options.build.work_dir.clone(),
        timeout: options.timeout,
        jobs: options.jobs,
    };
    let ran = run::run_all(&jobs, &config, progress)?;
    let mut by_key: BTreeMap<(String, String), FunctionResult> = ran
        .into_iter()
        .map(|r| ((r.file.clone(), r.function.clone()), r))
        .collect();
    by_key.append(&mut listed);
    let functions = order
        .into_iter()
        .filter_map(|key| by_key.remove(&key))
        .collect();
    Ok(Report::new(functions))
}
