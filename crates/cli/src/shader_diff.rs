//! `ninebridge shader diff`: runs shaders on the GPU and on the reference
//! interpreter with the same random inputs (`ninebridge_conformance::diff`)
//! and reports every disagreement, with a table by instruction family.

use std::io::IsTerminal;
use std::path::{Path, PathBuf};

use anyhow::{Context, Result, bail};
use ninebridge_conformance::diff::{DiffOptions, DiffReport, Differ, ShaderOutcome};

/// One shader to diff: a file, or bytecode embedded in a conformance case.
enum Source {
    File(PathBuf),
    /// `case.json:block:stage` and the bytecode.
    Embedded(String, Vec<u8>),
}

/// The shaders of a conformance case file, each bytecode once (`seen`).
fn case_shaders(path: &Path, seen: &mut std::collections::HashSet<String>) -> Result<Vec<Source>> {
    let case =
        ninebridge_conformance::Case::load(path).with_context(|| path.display().to_string())?;
    let mut out = Vec::new();
    let mut add = |name: String, shader: Option<&ninebridge_conformance::case::ShaderRef>| {
        if let Some(hex) = shader.and_then(|s| s.hex.as_ref())
            && seen.insert(hex.clone())
            && let Ok(bytes) = ninebridge_conformance::hex_bytes(hex)
        {
            out.push(Source::Embedded(name, bytes));
        }
    };
    add(
        format!("{}:default_vs", path.display()),
        case.default_vs.as_ref(),
    );
    for (i, b) in case.blocks.iter().enumerate() {
        add(format!("{}:{i}:vs", path.display()), b.vs.as_ref());
        add(format!("{}:{i}:ps", path.display()), b.ps.as_ref());
    }
    Ok(out)
}

/// The shaders of `paths`: files as given (a `.json` conformance case gives
/// its shaders), folders' `.bin` files, or their cases' shaders when they
/// hold `.json` cases and no `.bin`.
fn shader_sources(paths: &[PathBuf]) -> Result<Vec<Source>> {
    let mut out = Vec::new();
    let mut seen = std::collections::HashSet::new();
    for path in paths {
        if path.is_dir() {
            let mut found: Vec<PathBuf> = std::fs::read_dir(path)
                .with_context(|| format!("reading {}", path.display()))?
                .filter_map(|e| e.ok().map(|e| e.path()))
                .collect();
            found.sort();
            let bins: Vec<&PathBuf> = found
                .iter()
                .filter(|p| p.extension().is_some_and(|e| e == "bin"))
                .collect();
            if bins.is_empty() {
                for p in found
                    .iter()
                    .filter(|p| p.extension().is_some_and(|e| e == "json"))
                {
                    out.extend(case_shaders(p, &mut seen)?);
                }
            } else {
                out.extend(bins.into_iter().map(|p| Source::File(p.clone())));
            }
        } else if path.is_file() && path.extension().is_some_and(|e| e == "json") {
            out.extend(case_shaders(path, &mut seen)?);
        } else if path.is_file() {
            out.push(Source::File(path.clone()));
        } else {
            bail!("{} is neither a shader file nor a folder", path.display());
        }
    }
    if out.is_empty() {
        bail!("no shaders found");
    }
    Ok(out)
}

/// Runs the diff and prints the table; exits non-zero when a shader disagrees.
pub fn run(paths: &[PathBuf], options: DiffOptions, json: Option<&Path>) -> Result<()> {
    let files = shader_sources(paths)?;
    let gpu = crate::backend_stderr::captured(ninebridge_d3d9::Gpu::from_env)
        .context("opening the GPU")?;
    let info = gpu.adapter_info();
    println!(
        "adapter: {} ({:?}, {})",
        info.name, info.backend, info.driver_info
    );
    let differ = Differ::new(gpu);
    let bar = if std::io::stderr().is_terminal() {
        indicatif::ProgressBar::new(files.len() as u64)
    } else {
        indicatif::ProgressBar::hidden()
    };
    let mut report = DiffReport::default();
    for source in &files {
        let (name, program) = match source {
            Source::File(file) => (file.display().to_string(), crate::shader::load_any(file)),
            Source::Embedded(name, bytes) => (
                name.clone(),
                ninebridge_d3dbc::parse_bytes(bytes).map_err(anyhow::Error::from),
            ),
        };
        bar.set_message(name.clone());
        let outcome = match program {
            Ok(program) => differ.diff(&name, &program, options),
            Err(e) => ShaderOutcome::NotCompared(format!("{e:#}")),
        };
        report.add(&name, outcome);
        bar.inc(1);
    }
    bar.finish_and_clear();
    println!("{:<16} {:>10} {:>12}", "family", "shaders", "disagreeing");
    for (family, shaders, outputs) in report.by_family() {
        println!("{:<16} {:>10} {:>12}", family.name(), shaders, outputs);
    }
    for d in report.disagree.iter().take(40) {
        println!(
            "disagree: {} {} set {}: gpu {:?} cpu {:?} ({})",
            d.file,
            d.output,
            d.input_set,
            d.gpu,
            d.cpu,
            d.instruction_families.join(", ")
        );
    }
    let mut files_disagreeing: Vec<&str> =
        report.disagree.iter().map(|d| d.file.as_str()).collect();
    files_disagreeing.sort_unstable();
    files_disagreeing.dedup();
    println!(
        "shader diff: {} shaders, {} agree, {} disagree ({} outputs), {} not compared",
        report.shaders,
        report.agree,
        files_disagreeing.len(),
        report.disagree.len(),
        report.unsupported.len()
    );
    if let Some(path) = json {
        let text = serde_json::to_string_pretty(&report)?;
        std::fs::write(path, text).with_context(|| format!("writing {}", path.display()))?;
    }
    if !files_disagreeing.is_empty() {
        bail!("{} shaders disagree", files_disagreeing.len());
    }
    Ok(())
}
