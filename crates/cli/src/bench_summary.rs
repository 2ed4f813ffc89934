//! `ninebridge bench summarize STATS.json...`: the enhancement cost table
//! (`scripts/enhance-costs`) from `replay --stats-json` files written with
//! `NINEBRIDGE_GPU_PROFILE=1`.
//!
//! Design notes:
//! - A file named `CONFIG@OUTPUT.json` (`msaa4@1920x1080.json`) gives the
//!   row's configuration and output size; any other name is the
//!   configuration, with the output left blank.
//! - GPU ms per frame is the median and 95th percentile of whole frames'
//!   totals (`"gpu_frame"`, every timed pass and copy of a frame summed).
//!   Older stats without it fall back to the sum of the labels' medians and
//!   95th percentiles (`"gpu_passes"`), marked `~`: medians do not add, so
//!   that is an estimate.
//! - Passes and resolves per frame come from the same record; without it,
//!   passes are the labels' counts over the frames and resolves the labels
//!   beginning with `resolve `.
//! - The last column is the difference of the median to the `baseline`
//!   row of the same output, where there is one: the enhancement's cost.

use std::path::{Path, PathBuf};

use anyhow::{Context, Result};
use serde_json::Value;

/// One row of the table.
#[derive(Clone, Debug, PartialEq)]
pub struct Row {
    /// The configuration (`baseline`, `msaa4`, ...).
    pub config: String,
    /// The output size (`1920x1080`), or empty.
    pub output: String,
    /// Median GPU milliseconds per frame.
    pub ms_median: f64,
    /// 95th percentile of GPU milliseconds per frame.
    pub ms_p95: f64,
    /// Whether the times are sums of per-label statistics (an estimate).
    pub estimated: bool,
    /// Timed passes and copies per frame (median).
    pub passes: f64,
    /// Resolve passes per frame (median).
    pub resolves: f64,
    /// GPU milliseconds per frame in resolve passes (median).
    pub resolve_ms: f64,
    /// Frames the statistics cover.
    pub frames: u64,
}

/// The configuration and output a stats file's name gives.
pub fn name_parts(path: &Path) -> (String, String) {
    let stem = path
        .file_stem()
        .map(|s| s.to_string_lossy().into_owned())
        .unwrap_or_default();
    match stem.split_once('@') {
        Some((config, output)) => (config.to_string(), output.to_string()),
        None => (stem, String::new()),
    }
}

/// The row of one stats document.
pub fn row(config: String, output: String, stats: &Value) -> Row {
    if let Some(f) = stats.get("gpu_frame").filter(|f| f.is_object()) {
        let num = |k: &str| f.get(k).and_then(Value::as_f64).unwrap_or(0.0);
        return Row {
            config,
            output,
            ms_median: num("ms_median"),
            ms_p95: num("ms_p95"),
            estimated: false,
            passes: num("passes_median"),
            resolves: num("resolves_median"),
            resolve_ms: num("resolve_ms_median"),
            frames: f.get("frames").and_then(Value::as_u64).unwrap_or(0),
        };
    }
    let passes: &[Value] = stats
        .get("gpu_passes")
        .and_then(Value::as_array)
        .map_or(&[], Vec::as_slice);
    let num = |p: &Value, k: &str| p.get(k).and_then(Value::as_f64).unwrap_or(0.0);
    let frames = passes
        .iter()
        .filter_map(|p| p.get("count").and_then(Value::as_u64))
        .max()
        .unwrap_or(0);
    let resolve = |p: &&Value| {
        p.get("label")
            .and_then(Value::as_str)
            .is_some_and(|l| l.starts_with(ninebridge_d3d9::RESOLVE_PREFIX))
    };
    let per_frame = |keep: &dyn Fn(&str) -> bool| -> f64 {
        if frames == 0 {
            return 0.0;
        }
        let n: f64 = passes
            .iter()
            .filter(|p| keep(p.get("label").and_then(Value::as_str).unwrap_or("")))
            .map(|p| num(p, "count"))
            .sum();
        n / frames as f64
    };
    Row {
        config,
        output,
        ms_median: passes.iter().map(|p| num(p, "ms_median")).sum(),
        ms_p95: passes.iter().map(|p| num(p, "ms_p95")).sum(),
        estimated: true,
        passes: per_frame(&|_| true),
        resolves: per_frame(&|l| l.starts_with(ninebridge_d3d9::RESOLVE_PREFIX)),
        resolve_ms: passes
            .iter()
            .filter(resolve)
            .map(|p| num(p, "ms_median"))
            .sum(),
        frames,
    }
}

/// The markdown table of `rows`, in their order.
pub fn markdown(rows: &[Row]) -> String {
    let mut out = String::from(
        "| config | output | GPU ms/frame (median) | p95 | vs baseline | passes/frame | resolves/frame | resolve ms/frame | frames |\n\
         | --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |\n",
    );
    for r in rows {
        let mark = if r.estimated { "~" } else { "" };
        let base = rows
            .iter()
            .find(|b| b.config == "baseline" && b.output == r.output);
        let delta = match base {
            Some(b) if b.config != r.config => format!("{:+.3}", r.ms_median - b.ms_median),
            _ => String::new(),
        };
        out.push_str(&format!(
            "| {} | {} | {mark}{:.3} | {mark}{:.3} | {delta} | {:.1} | {:.1} | {mark}{:.3} | {} |\n",
            r.config,
            r.output,
            r.ms_median,
            r.ms_p95,
            r.passes,
            r.resolves,
            r.resolve_ms,
            r.frames
        ));
    }
    out
}

/// Reads every file and prints the table.
pub fn run(files: &[PathBuf]) -> Result<()> {
    let mut rows = Vec::new();
    for path in files {
        let text = std::fs::read(path).with_context(|| format!("reading {}", path.display()))?;
        let stats: Value = serde_json::from_slice(&text)
            .with_context(|| format!("{} is not JSON", path.display()))?;
        let (config, output) = name_parts(path);
        rows.push(row(config, output, &stats));
    }
    print!("{}", markdown(&rows));
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn names_give_config_and_output() {
        assert_eq!(
            name_parts(Path::new("out/msaa4@1920x1080.json")),
            ("msaa4".into(), "1920x1080".into())
        );
        assert_eq!(
            name_parts(Path::new("plain.json")),
            ("plain".into(), String::new())
        );
    }

    #[test]
    fn frame_totals_are_used_when_present() {
        let stats = json!({
            "gpu_passes": [{"label": "backbuffer", "count": 10, "ms_median": 9.0, "ms_p95": 9.0}],
            "gpu_frame": {"frames": 10, "ms_median": 2.5, "ms_p95": 3.25,
                          "passes_median": 12.0, "resolves_median": 2.0, "resolve_ms_median": 0.5}
        });
        let r = row("msaa4".into(), "1920x1080".into(), &stats);
        assert_eq!(
            (r.ms_median, r.ms_p95, r.passes, r.resolves, r.frames),
            (2.5, 3.25, 12.0, 2.0, 10)
        );
        assert!(!r.estimated);
        assert_eq!(r.resolve_ms, 0.5);
    }

    #[test]
    fn without_frame_totals_the_labels_are_summed_as_an_estimate() {
        // Two labels over 4 frames: one pass of each per frame, and a
        // resolve label in 2 of the 4 frames.
        let stats = json!({"gpu_passes": [
            {"label": "backbuffer", "count": 4, "ms_median": 1.5, "ms_p95": 2.0},
            {"label": "clear backbuffer", "count": 4, "ms_median": 0.25, "ms_p95": 0.5},
            {"label": "resolve backbuffer", "count": 2, "ms_median": 0.5, "ms_p95": 0.5}
        ]});
        let r = row("old".into(), String::new(), &stats);
        assert!(r.estimated);
        assert_eq!(r.ms_median, 2.25);
        assert_eq!(r.ms_p95, 3.0);
        assert_eq!(r.frames, 4);
        assert_eq!(r.passes, 2.5);
        assert_eq!(r.resolves, 0.5);
        assert_eq!(r.resolve_ms, 0.5);
        // No profile at all: zeros, not an error.
        let r = row("off".into(), String::new(), &json!({}));
        assert_eq!((r.ms_median, r.passes, r.frames), (0.0, 0.0, 0));
    }

    #[test]
    fn the_table_shows_the_cost_against_the_baseline_of_the_same_output() {
        let mk = |config: &str, output: &str, ms: f64| Row {
            config: config.into(),
            output: output.into(),
            ms_median: ms,
            ms_p95: ms + 1.0,
            estimated: false,
            passes: 10.0,
            resolves: 0.0,
            resolve_ms: 0.0,
            frames: 120,
        };
        let table = markdown(&[
            mk("baseline", "1920x1080", 2.0),
            mk("msaa4", "1920x1080", 2.75),
            mk("msaa4", "3840x2160", 9.0),
        ]);
        let lines: Vec<&str> = table.lines().collect();
        assert_eq!(lines.len(), 5);
        assert_eq!(
            lines[2],
            "| baseline | 1920x1080 | 2.000 | 3.000 |  | 10.0 | 0.0 | 0.000 | 120 |"
        );
        assert_eq!(
            lines[3],
            "| msaa4 | 1920x1080 | 2.750 | 3.750 | +0.750 | 10.0 | 0.0 | 0.000 | 120 |"
        );
        // No baseline at 4K: no difference shown.
        assert_eq!(
            lines[4],
            "| msaa4 | 3840x2160 | 9.000 | 10.000 |  | 10.0 | 0.0 | 0.000 | 120 |"
        );
    }
}
