//! Real game shaders as a differential check: every shader of a corpus
//! (assembly text, `source`) assembled, run on the GPU and on the reference
//! interpreter (`crate::diff`), and classed (`report`): agree, disagree,
//! non-finite, not compared, error. Tables by game and by instruction
//! family; `ninebridge shader corpus` prints them, CI holds a fixed sample
//! against a checked-in list of the shaders that agree.
//!
//! Design notes:
//! - Shaders run in parallel on a rayon pool (`jobs` threads), each thread
//!   on a GPU device of its own (lavapipe executes a device's work, shader
//!   compiles included, on one queue thread: with one device for all, a
//!   run used one core of two); each shader makes its own D3D9 device, with a pipeline service of its own
//!   that has no worker threads, no persistent cache and no prewarming
//!   (each shader is compiled once, on the thread that draws, and what was
//!   built is dropped with the device: a service shared by every shader
//!   kept every pipeline).
//!   On a software rasteriser the run is bound by the driver's shader
//!   compiler, which the threads share out.
//! - Nothing stops the run: a shader that does not assemble, one the
//!   interpreter refuses (naming the instruction) or a GPU error is an
//!   `Error` result with its message, and the next shader runs.
//! - Classes follow `Differ::diff`'s: a shader with an output that breaks
//!   a rule (differs, or is non-finite in another class on each side) is
//!   `Disagree`; one whose reported outputs only became non-finite, alike
//!   on both sides, is `NonFinite` (never agreement).
//! - Results come back in corpus order whatever the scheduling, so the
//!   report is the same on every run.
//! - Every [`SHADERS_PER_DEVICE`] shaders run on GPU devices of their own
//!   (one per thread): lavapipe keeps memory per shader until its device
//!   goes, more than a whole corpus fits in.

mod report;
mod source;

use rayon::prelude::*;

pub use report::{Class, CorpusReport, ShaderResult};
pub use source::{CorpusError, CorpusFile, game_of, load, sample};

use crate::diff::{DiffError, DiffOptions, Differ, families};

/// How a corpus run goes.
#[derive(Clone, Copy, Debug)]
pub struct CorpusOptions {
    /// The diff's options (input sets per shader, seed).
    pub diff: DiffOptions,
    /// Threads (0: rayon's default, the number of cores).
    pub jobs: usize,
}

/// Compares one shader: assembles it, diffs it and classes the outcome.
pub fn run_one(differ: &Differ, file: &CorpusFile, options: DiffOptions) -> ShaderResult {
    let program = match ninebridge_d3dbc::assemble_program(&file.text) {
        Ok(p) => p,
        Err(e) => {
            return ShaderResult::new(file, Class::Error, Vec::new())
                .with_detail(format!("does not assemble: {e}"));
        }
    };
    let fams = families(&program)
        .iter()
        .map(|f| f.name().to_string())
        .collect();
    let result = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
        differ.compare(&file.name, &program, options)
    }));
    match result {
        Ok(Ok(d)) if d.is_empty() => ShaderResult::new(file, Class::Agree, fams),
        Ok(Ok(d)) => {
            // As `Differ::diff` classes it: an output that breaks a rule
            // (differs, or non-finite in another class on each side)
            // disagrees; outputs that only became non-finite alike are
            // their own class.
            let class = if d.iter().any(|d| d.breaks_rule()) {
                Class::Disagree
            } else {
                Class::NonFinite
            };
            ShaderResult::new(file, class, fams).with_disagreements(d)
        }
        Ok(Err(DiffError::Skipped(reason))) => {
            ShaderResult::new(file, Class::NotCompared, fams).with_detail(reason)
        }
        Ok(Err(e)) => ShaderResult::new(file, Class::Error, fams).with_detail(e.to_string()),
        Err(panic) => {
            let what = panic
                .downcast_ref::<String>()
                .cloned()
                .or_else(|| panic.downcast_ref::<&str>().map(|s| s.to_string()))
                .unwrap_or_default();
            ShaderResult::new(file, Class::Error, fams).with_detail(format!("panicked: {what}"))
        }
    }
}

/// Shaders per chunk of GPU devices: each chunk of the corpus runs on
/// devices of its own (one per thread), dropped after it. Memory a driver keeps per shader until its
/// device goes (lavapipe: 4 to 8 MB a shader, which over 9,050 shaders is
/// more than a 23 GB machine has) is then bounded by one chunk.
pub const SHADERS_PER_DEVICE: usize = 256;

/// Why a corpus run stopped (a shader's failure never stops it).
#[derive(Debug, thiserror::Error)]
pub enum RunError {
    /// The thread pool could not be made.
    #[error("thread pool: {0}")]
    Pool(#[from] rayon::ThreadPoolBuildError),
    /// A GPU device could not be opened.
    #[error("opening the GPU: {0}")]
    Gpu(String),
}

/// Runs every file on `jobs` threads, each thread on a GPU device of its
/// own from `open_gpu`, fresh devices for every [`SHADERS_PER_DEVICE`]
/// shaders; `progress` is called once per shader done (from any thread).
/// The report lists the shaders in `files` order.
pub fn run(
    open_gpu: &dyn Fn() -> Result<ninebridge_d3d9::Gpu, String>,
    files: &[CorpusFile],
    options: CorpusOptions,
    progress: &(dyn Fn(&ShaderResult) + Sync),
) -> Result<CorpusReport, RunError> {
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(options.jobs)
        .build()?;
    let threads = pool.current_num_threads().max(1);
    let mut results = Vec::with_capacity(files.len());
    for chunk in files.chunks(SHADERS_PER_DEVICE) {
        // A device per thread: lavapipe runs a device's command buffers,
        // and the shader compiles they trigger, on one queue thread, so
        // threads sharing a device wait on each other.
        let differs = (0..threads)
            .map(|_| {
                let gpu = open_gpu().map_err(RunError::Gpu)?;
                Ok(Differ::with_pipeline_options(
                    gpu,
                    ninebridge_d3d9::PipelineOptions {
                        workers: 0,
                        prewarm: false,
                        cache_dir: None,
                        trace: false,
                    },
                ))
            })
            .collect::<Result<Vec<_>, RunError>>()?;
        pool.install(|| {
            results.par_extend(chunk.par_iter().map(|f| {
                let k = rayon::current_thread_index().unwrap_or(0) % differs.len();
                let r = run_one(&differs[k], f, options.diff);
                progress(&r);
                r
            }))
        });
    }
    Ok(CorpusReport::new(results))
}
