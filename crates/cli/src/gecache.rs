//! `ninebridge gecache run SCRIPT.json`: drives the PSP GE texture cache
//! model (`ninebridge-gecache`) with a script and prints one JSON line per
//! `sample` op, then the cache's load counters. The script runs to the end
//! before anything is printed, so a failing script prints only its error.

use std::fmt::Write as _;
use std::fs;
use std::io::Write as _;
use std::path::PathBuf;

use anyhow::{Context, Result};
use clap::Subcommand;
use ninebridge_gecache::Script;
use serde::Serialize;

/// One `sample` op's line, fields in the documented order.
#[derive(Serialize)]
struct SampleLine {
    index: usize,
    value: String,
    hit: bool,
}

/// The last line.
#[derive(Serialize)]
struct Totals {
    lines_loaded: u64,
    memory_reads: u64,
}

/// GE texture cache subcommands.
#[derive(Subcommand)]
pub enum Command {
    /// Run a script of memory writes, texture settings, samples, flushes,
    /// syncs, transfers and self-texturing sprites; print each sample.
    Run {
        /// The script (`{"memory_size": N, "ops": [...]}`).
        script: PathBuf,
    },
}

/// Runs one `gecache` subcommand.
pub fn run(cmd: Command) -> Result<()> {
    match cmd {
        Command::Run { script } => {
            let text = fs::read_to_string(&script)
                .with_context(|| format!("reading {}", script.display()))?;
            let output = Script::from_json(&text)
                .and_then(|s| s.run())
                .with_context(|| script.display().to_string())?;
            let mut out = String::new();
            for (index, s) in &output.samples {
                let line = SampleLine {
                    index: *index,
                    value: format!("0x{:08x}", s.value),
                    hit: s.hit,
                };
                writeln!(out, "{}", serde_json::to_string(&line)?)?;
            }
            let totals = Totals {
                lines_loaded: output.stats.lines_loaded,
                memory_reads: output.stats.memory_reads,
            };
            writeln!(out, "{}", serde_json::to_string(&totals)?)?;
            std::io::stdout().lock().write_all(out.as_bytes())?;
            Ok(())
        }
    }
}
