//! `ninebridge shader diff`: runs shaders on the GPU and on the reference
//! interpreter with the same random inputs (`ninebridge_conformance::diff`)
//! and reports every disagreement, with a table by instruction family.

use std::io::IsTerminal;
use std::path::{Path, PathBuf};

use anyhow::{Context, Result, bail};
use ninebridge_conformance::diff::{DiffOptions, DiffReport, Differ, ShaderOutcome};

/// The shader files of `paths`: files as given, folders' `.bin` files.
fn shader_files(paths: &[PathBuf]) -> Result<Vec<PathBuf>> {
    let mut files = Vec::new();
    for path in paths {
        if path.is_dir() {
            let mut found: Vec<PathBuf> = std::fs::read_dir(path)
                .with_context(|| format!("reading {}", path.display()))?
                .filter_map(|e| e.ok().map(|e| e.path()))
                .filter(|p| p.extension().is_some_and(|e| e == "bin"))
                .collect();
            found.sort();
            files.extend(found);
        } else if path.is_file() {
            files.push(path.clone());
        } else {
            bail!("{} is neither a shader file nor a folder", path.display());
        }
    }
    if files.is_empty() {
        bail!("no shader files found");
    }
    Ok(files)
}

/// Runs the diff and prints the table; exits non-zero when a shader disagrees.
pub fn run(paths: &[PathBuf], inputs: u32, seed: u64, json: Option<&Path>) -> Result<()> {
    let files = shader_files(paths)?;
    let gpu = crate::backend_stderr::captured(ninebridge_d3d9::Gpu::from_env).context("opening the GPU")?;
    let info = gpu.adapter_info();
    println!("adapter: {} ({:?}, {})", info.name, info.backend, info.driver_info);
    let differ = Differ::new(gpu);
    let options = DiffOptions { inputs, seed };
    let bar = if std::io::stderr().is_terminal() {
        indicatif::ProgressBar::new(files.len() as u64)
    } else {
        indicatif::ProgressBar::hidden()
    };
    let mut report = DiffReport::default();
    for file in &files {
        let name = file.display().to_string();
        bar.set_message(name.clone());
        let outcome = match crate::shader::load_any(file) {
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
    let mut files_disagreeing: Vec<&str> = report.disagree.iter().map(|d| d.file.as_str()).collect();
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
