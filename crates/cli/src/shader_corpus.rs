//! `ninebridge shader corpus`: a corpus of real shaders diffed in parallel
//! (`ninebridge_conformance::corpus`), with a progress bar on a terminal,
//! the tables by game and by instruction family, one line per shader in
//! error, and optionally held against a list of shaders that must agree
//! (`--expect`, the CI check of crates/cli/tests/integration/shader_corpus.rs).

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};
use std::time::Instant;

use anyhow::{Context, Result, bail};
use ninebridge_conformance::corpus::{self, Class, CorpusOptions};
use ninebridge_conformance::diff::DiffOptions;

/// The command's arguments.
pub struct Args {
    pub path: PathBuf,
    pub sample: Option<usize>,
    pub options: DiffOptions,
    pub jobs: usize,
    pub json: Option<PathBuf>,
    pub expect: Option<PathBuf>,
    pub write_expect: Option<PathBuf>,
}

/// The names of an `--expect` list: one a line, blank lines and `#`
/// comments left out.
fn read_list(path: &Path) -> Result<BTreeSet<String>> {
    let text =
        std::fs::read_to_string(path).with_context(|| format!("reading {}", path.display()))?;
    Ok(text
        .lines()
        .map(|l| l.split('#').next().unwrap_or("").trim())
        .filter(|l| !l.is_empty())
        .map(str::to_string)
        .collect())
}

pub fn run(args: &Args) -> Result<()> {
    let started = Instant::now();
    let mut files = corpus::load(&args.path)?;
    let total = files.len();
    if let Some(n) = args.sample {
        files = corpus::sample(files, n);
    }
    let gpu = crate::backend_stderr::captured(ninebridge_d3d9::Gpu::from_env)
        .context("opening the GPU")?;
    let info = gpu.adapter_info();
    println!(
        "adapter: {} ({:?}, {})",
        info.name, info.backend, info.driver_info
    );
    println!(
        "corpus: {} shaders of {total} in {}, {} input sets each",
        files.len(),
        args.path.display(),
        args.options.inputs
    );
    let bar = crate::progress::bar(files.len(), "shaders");
    drop(gpu);
    let open = || {
        crate::backend_stderr::captured(ninebridge_d3d9::Gpu::from_env)
            .map_err(|e| format!("{e:#}"))
    };
    let report = corpus::run(
        &open,
        &files,
        CorpusOptions {
            diff: args.options,
            jobs: args.jobs,
        },
        &|_| bar.inc(1),
    )?;
    bar.finish_and_clear();
    print!("{}", report.table());
    for r in report.of(Class::Error) {
        println!("error: {}: {}", r.file, r.detail);
    }
    let t = &report.total;
    println!(
        "shader corpus: {} shaders, {} agree ({:.1}%), {} disagree, {} non-finite, {} not compared, {} errors in {:.1} s",
        t.shaders,
        t.agree,
        t.agree_percent(),
        t.disagree,
        t.non_finite,
        t.not_compared,
        t.error,
        started.elapsed().as_secs_f64()
    );
    if let Some(path) = &args.json {
        let text = serde_json::to_string_pretty(&report)?;
        std::fs::write(path, text).with_context(|| format!("writing {}", path.display()))?;
    }
    if let Some(path) = &args.write_expect {
        let mut text = String::from(
            "# Shaders of the corpus sample that agree (`ninebridge shader corpus --write-expect`).\n",
        );
        for r in report.of(Class::Agree) {
            text.push_str(&r.file);
            text.push('\n');
        }
        std::fs::write(path, text).with_context(|| format!("writing {}", path.display()))?;
    }
    if let Some(path) = &args.expect {
        let expected = read_list(path)?;
        let mut lost = Vec::new();
        let mut gained = 0;
        for r in &report.shaders {
            match (expected.contains(&r.file), r.class == Class::Agree) {
                (true, false) => lost.push(r),
                (false, true) => gained += 1,
                _ => {}
            }
        }
        let missing: Vec<&String> = expected
            .iter()
            .filter(|n| !report.shaders.iter().any(|r| &r.file == *n))
            .collect();
        for r in &lost {
            let first = r.disagreements.first().map_or(String::new(), |d| {
                format!(
                    " ({} set {}: gpu {:?} cpu {:?})",
                    d.output, d.input_set, d.gpu, d.cpu
                )
            });
            println!(
                "no longer agrees: {} [{}] {}{first}",
                r.file,
                r.class.name(),
                r.detail
            );
        }
        for n in &missing {
            println!("expected but not in the run: {n}");
        }
        if gained > 0 {
            println!(
                "{gained} shaders agree that {} does not list (update it with --write-expect)",
                path.display()
            );
        }
        if !lost.is_empty() || !missing.is_empty() {
            bail!(
                "{} shaders of {} no longer agree, {} missing",
                lost.len(),
                path.display(),
                missing.len()
            );
        }
    }
    Ok(())
}
