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
    /// Only shaders START..END (a part process of a larger run).
    pub part: Option<(usize, usize)>,
}

/// Shaders per process: a run over more starts the binary once per part
/// (`--part`) and merges what they write. lavapipe 22.3 keeps memory per
/// draw of a shader whose uniforms it inlines even after its device is
/// gone (about 6 MB a shader here): a whole corpus in one process outgrew
/// a 23 GB machine; a part's memory goes with its process.
const PER_PROCESS: usize = 600;

/// Runs `files` (shaders `offset..` of the sampled corpus) a process per
/// [`PER_PROCESS`] shaders, advancing `bar` as each reports a shader done.
fn run_in_parts(
    args: &Args,
    count: usize,
    bar: &indicatif::ProgressBar,
) -> Result<Vec<corpus::ShaderResult>> {
    let exe = std::env::current_exe().context("finding the ninebridge binary")?;
    let dir = tempfile::tempdir().context("a folder for the parts' results")?;
    let mut results = Vec::with_capacity(count);
    let mut start = 0;
    while start < count {
        let end = (start + PER_PROCESS).min(count);
        let json = dir.path().join(format!("part-{start}.json"));
        let o = &args.options;
        let mut cmd = std::process::Command::new(&exe);
        cmd.args(["shader", "corpus"])
            .arg(&args.path)
            .args(["--inputs", &o.inputs.to_string()])
            .args(["--seed", &o.seed.to_string()])
            .args(["--textures", o.textures.name()])
            .args(["--float-emulation", o.float_emulation.name()])
            .args(["--constant-groups", &o.constant_groups.to_string()])
            .args(["--jobs", &args.jobs.to_string()])
            .args(["--part", &format!("{start}..{end}")])
            .arg("--json")
            .arg(&json)
            .stdout(std::process::Stdio::piped());
        if let Some(n) = args.sample {
            cmd.args(["--sample", &n.to_string()]);
        }
        let mut child = cmd.spawn().context("starting a part")?;
        if let Some(out) = child.stdout.take() {
            use std::io::BufRead as _;
            for line in std::io::BufReader::new(out).lines() {
                if line.is_ok_and(|l| l.starts_with("done ")) {
                    bar.inc(1);
                }
            }
        }
        let status = child.wait().context("waiting for a part")?;
        if !status.success() {
            bail!("the part of shaders {start}..{end} failed: {status}");
        }
        let text = std::fs::read_to_string(&json)
            .with_context(|| format!("reading {}", json.display()))?;
        let part: PartReport =
            serde_json::from_str(&text).with_context(|| format!("reading {}", json.display()))?;
        results.extend(part.shaders);
        start = end;
    }
    Ok(results)
}

/// What `run_in_parts` reads of a part's `--json`.
#[derive(serde::Deserialize)]
struct PartReport {
    shaders: Vec<corpus::ShaderResult>,
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
    if let Some((a, b)) = args.part {
        // A part process: no table, a line per shader done.
        let files = files.get(a..b.min(files.len())).unwrap_or(&[]);
        let open = || {
            crate::backend_stderr::captured(ninebridge_d3d9::Gpu::from_env)
                .map_err(|e| format!("{e:#}"))
        };
        let report = corpus::run(
            &open,
            files,
            CorpusOptions {
                diff: args.options,
                jobs: args.jobs,
            },
            &|r| println!("done {}", r.file),
        )?;
        if let Some(path) = &args.json {
            let text = serde_json::to_string(&report)?;
            std::fs::write(path, text).with_context(|| format!("writing {}", path.display()))?;
        }
        return Ok(());
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
    let report = if files.len() > PER_PROCESS {
        corpus::CorpusReport::new(run_in_parts(args, files.len(), &bar)?)
    } else {
        corpus::run(
            &open,
            &files,
            CorpusOptions {
                diff: args.options,
                jobs: args.jobs,
            },
            &|_| bar.inc(1),
        )?
    };
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
