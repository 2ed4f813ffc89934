//! `ninebridge shader diff`: runs shaders on the GPU and on the reference
//! interpreter with the same random inputs (`ninebridge_conformance::diff`)
//! and reports every disagreement, with a table by instruction family.

use std::io::IsTerminal;
use std::path::{Path, PathBuf};

use anyhow::{Context, Result, bail};
use ninebridge_conformance::diff::{DiffOptions, DiffReport, Differ, ShaderOutcome};
use ninebridge_d3d9::FloatEmulation;

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

/// Runs the diff once per mode of `modes` and prints a table and a summary
/// line for each; exits non-zero when a shader disagrees in any mode (a
/// finite output beyond tolerance, or a non-finite one whose two sides
/// differ in class).
pub fn run(
    paths: &[PathBuf],
    options: DiffOptions,
    modes: &[FloatEmulation],
    json: Option<&Path>,
) -> Result<()> {
    let files = shader_sources(paths)?;
    let gpu = crate::backend_stderr::captured(ninebridge_d3d9::Gpu::from_env)
        .context("opening the GPU")?;
    let info = gpu.adapter_info();
    println!(
        "adapter: {} ({:?}, {})",
        info.name, info.backend, info.driver_info
    );
    let differ = Differ::new(gpu);
    let mut reports = Vec::new();
    for &mode in modes {
        let report = run_mode(
            &differ,
            &files,
            DiffOptions {
                float_emulation: mode,
                ..options
            },
        );
        print_report(&report);
        reports.push(report);
    }
    if let Some(path) = json {
        // One mode: its report; several: an array of them.
        let text = match reports.as_slice() {
            [one] => serde_json::to_string_pretty(one)?,
            all => serde_json::to_string_pretty(all)?,
        };
        std::fs::write(path, text).with_context(|| format!("writing {}", path.display()))?;
    }
    let failing: Vec<String> = reports
        .iter()
        .filter(|r| !r.disagreeing_files().is_empty())
        .map(|r| format!("{} ({})", r.disagreeing_files().len(), r.float_emulation))
        .collect();
    if !failing.is_empty() {
        bail!("shaders disagree: {}", failing.join(", "));
    }
    Ok(())
}

/// Every shader of `files` diffed in `options.float_emulation`.
fn run_mode(differ: &Differ, files: &[Source], options: DiffOptions) -> DiffReport {
    let bar = if std::io::stderr().is_terminal() {
        indicatif::ProgressBar::new(files.len() as u64)
    } else {
        indicatif::ProgressBar::hidden()
    };
    let mut report = DiffReport::new(options.float_emulation);
    for source in files {
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
    report
}

/// The family table, the first disagreements and non-finite outputs, and the
/// summary line of one mode.
fn print_report(report: &DiffReport) {
    let mode = report.float_emulation;
    println!("float emulation: {mode}");
    println!("{:<16} {:>10} {:>12}", "family", "shaders", "disagreeing");
    for (family, shaders, outputs) in report.by_family() {
        println!("{:<16} {:>10} {:>12}", family.name(), shaders, outputs);
    }
    let line = |kind: &str, d: &ninebridge_conformance::diff::Disagreement| {
        let origin = d
            .origin
            .as_ref()
            .map(|o| format!(", began at {o}"))
            .unwrap_or_default();
        println!(
            "{kind}: {} {} set {}: gpu {:?} cpu {:?} ({}{origin})",
            d.file,
            d.output,
            d.input_set,
            d.gpu,
            d.cpu,
            d.instruction_families.join(", ")
        );
    };
    for d in report.disagree.iter().take(40) {
        line("disagree", d);
    }
    for d in report.non_finite.iter().take(40) {
        line(
            if d.breaks_rule() {
                "non-finite (classes differ)"
            } else {
                "non-finite"
            },
            d,
        );
    }
    let broken_non_finite = report.non_finite.iter().filter(|d| d.breaks_rule()).count();
    println!(
        "shader diff ({mode}): {} shaders, {} agree, {} disagree ({} outputs), {} non-finite ({} outputs, {} in different classes), {} not compared",
        report.shaders,
        report.agree,
        report.disagreeing_files().len(),
        report.disagree.len(),
        report.non_finite_files().len(),
        report.non_finite.len(),
        broken_non_finite,
        report.unsupported.len()
    );
}
