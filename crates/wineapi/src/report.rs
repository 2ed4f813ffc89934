//! What a run found: one [`Assertion`] per executed `ok()`, one
//! [`FunctionResult`] per test function, the table, the summary line and
//! the baseline.

use std::collections::{BTreeMap, BTreeSet};
use std::fmt::Write as _;
use std::path::Path;

use serde::Serialize;

use crate::Error;

/// One executed `ok()` (or, with line 0, a function that crashed or hung).
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Assertion {
    /// The program (`device.c`).
    pub file: String,
    /// The test function it ran in (`START_TEST` for the program's own).
    pub function: String,
    /// The line of the `ok()`; 0 for a crash or hang record.
    pub line: u32,
    /// Whether it holds (what Windows gives).
    pub passed: bool,
    /// Whether Wine marks it `todo_wine` (it counts all the same).
    pub todo_wine: bool,
    /// The assertion's message, formatted.
    pub message: String,
}

/// How a test function's process ended.
#[derive(Debug, Clone, PartialEq, Default)]
pub enum Outcome {
    /// It returned.
    #[default]
    Completed,
    /// It died (a signal, or an exit before returning).
    Crashed {
        /// How the process ended.
        status: String,
        /// The line of its last assertion.
        after_line: u32,
        /// The end of what it wrote to standard error.
        stderr: String,
    },
    /// It ran past the timeout and was killed.
    TimedOut {
        /// The timeout.
        seconds: f64,
        /// The line of its last assertion.
        after_line: u32,
    },
    /// It is listed in `not-runnable.txt`.
    NotRunnable {
        /// Why it cannot run here.
        reason: String,
    },
}

/// One test function's run.
#[derive(Debug, Clone, Default)]
pub struct FunctionResult {
    /// The program.
    pub file: String,
    /// The function.
    pub function: String,
    /// How it ended.
    pub outcome: Outcome,
    /// Its executed assertions, in order.
    pub assertions: Vec<Assertion>,
    /// `skip()` and `win_skip()` messages.
    pub skips: Vec<String>,
    /// `ok()` sites not executed because the function cannot run here.
    pub skipped_sites: usize,
    /// Wall time of its process.
    pub seconds: f64,
}

impl FunctionResult {
    /// An empty result for `function` of `file`.
    pub fn new(file: &str, function: &str) -> FunctionResult {
        FunctionResult {
            file: file.into(),
            function: function.into(),
            ..Default::default()
        }
    }

    /// The assertions that passed.
    pub fn passed(&self) -> usize {
        self.assertions.iter().filter(|a| a.passed).count()
    }

    /// The assertions that failed, a crash or hang counting as one.
    pub fn failed(&self) -> usize {
        let broken_off = matches!(
            self.outcome,
            Outcome::Crashed { .. } | Outcome::TimedOut { .. }
        );
        self.assertions.iter().filter(|a| !a.passed).count() + usize::from(broken_off)
    }

    /// The record of a crash or hang, as an assertion line (line 0).
    pub fn outcome_record(&self) -> Option<Assertion> {
        let message = match &self.outcome {
            Outcome::Crashed {
                status,
                after_line,
                stderr,
            } => {
                let last = stderr.lines().last().unwrap_or("");
                format!("crashed: {status}, after line {after_line}; stderr: {last}")
            }
            Outcome::TimedOut {
                seconds,
                after_line,
            } => format!("hung: killed after {seconds:.0} s, after line {after_line}"),
            _ => return None,
        };
        Some(Assertion {
            file: self.file.clone(),
            function: self.function.clone(),
            line: 0,
            passed: false,
            todo_wine: false,
            message,
        })
    }

    /// A word for the table.
    fn status(&self) -> String {
        match &self.outcome {
            Outcome::Completed => "ok".into(),
            Outcome::Crashed { status, .. } => format!("crashed ({status})"),
            Outcome::TimedOut { .. } => "hung".into(),
            Outcome::NotRunnable { .. } => "not runnable".into(),
        }
    }
}

/// A whole run.
#[derive(Debug, Clone, Default)]
pub struct Report {
    /// Every function, in program order.
    pub functions: Vec<FunctionResult>,
}

/// The run's counts.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Counts {
    /// Assertions that held.
    pub passed: usize,
    /// Assertions that did not, crashes and hangs included.
    pub failed: usize,
    /// `ok()` sites in functions that cannot run here.
    pub skipped: usize,
}

impl Report {
    /// A report of `functions`; assertions of a program's `START_TEST`
    /// body (run by every process of it) are kept from its first process
    /// only.
    pub fn new(mut functions: Vec<FunctionResult>) -> Report {
        let mut kept: BTreeSet<String> = BTreeSet::new();
        for f in &mut functions {
            let has_start = f.assertions.iter().any(|a| a.function == "START_TEST");
            if has_start && !kept.insert(f.file.clone()) {
                f.assertions.retain(|a| a.function != "START_TEST");
            }
        }
        Report { functions }
    }

    /// Every assertion record, crash and hang records included.
    pub fn assertions(&self) -> impl Iterator<Item = Assertion> + '_ {
        self.functions.iter().flat_map(|f| {
            f.assertions
                .iter()
                .cloned()
                .chain(f.outcome_record())
                .collect::<Vec<_>>()
        })
    }

    /// The counts, over every program or one.
    pub fn counts(&self, file: Option<&str>) -> Counts {
        let mut c = Counts::default();
        for f in &self.functions {
            if file.is_some_and(|name| name != f.file) {
                continue;
            }
            c.passed += f.passed();
            c.failed += f.failed();
            c.skipped += f.skipped_sites;
        }
        c
    }

    /// Writes one JSON object per assertion.
    pub fn write_jsonl(&self, path: &Path) -> Result<(), Error> {
        let mut text = String::new();
        for a in self.assertions() {
            let line = serde_json::to_string(&a).map_err(|e| Error::io(path, e.into()))?;
            text.push_str(&line);
            text.push('\n');
        }
        std::fs::write(path, text).map_err(|e| Error::io(path, e))
    }

    /// A table per program: each function's status and counts, then the
    /// program's totals.
    pub fn table(&self) -> String {
        let mut out = String::new();
        let files: BTreeSet<&str> = self.functions.iter().map(|f| f.file.as_str()).collect();
        for file in crate::PROGRAMS.iter().filter(|p| files.contains(**p)) {
            let _ = writeln!(out, "\n{file}");
            let _ = writeln!(
                out,
                "  {:<40} {:<28} {:>7} {:>7} {:>7}",
                "function", "status", "passed", "failed", "skipped"
            );
            for f in self.functions.iter().filter(|f| f.file == *file) {
                let _ = writeln!(
                    out,
                    "  {:<40} {:<28} {:>7} {:>7} {:>7}",
                    f.function,
                    f.status(),
                    f.passed(),
                    f.failed(),
                    f.skipped_sites
                );
            }
            let c = self.counts(Some(file));
            let _ = writeln!(
                out,
                "  {:<40} {:<28} {:>7} {:>7} {:>7}",
                "total", "", c.passed, c.failed, c.skipped
            );
        }
        out
    }

    /// The sites of `baseline` that no longer pass, each with the message
    /// of a failing execution (or "not executed"). Only programs that ran
    /// are judged; with `only_executed`, only sites that ran (a filtered
    /// run).
    pub fn lost_sites(&self, baseline: &Baseline, only_executed: bool) -> Vec<(String, String)> {
        let files: BTreeSet<String> = self
            .functions
            .iter()
            .filter(|f| !matches!(f.outcome, Outcome::NotRunnable { .. }))
            .map(|f| f.file.clone())
            .collect();
        let mut failing: BTreeMap<String, String> = BTreeMap::new();
        let mut executed = BTreeSet::new();
        for a in self.assertions() {
            let site = format!("{}:{}", a.file, a.line);
            if !a.passed {
                failing.entry(site.clone()).or_insert(a.message);
            }
            executed.insert(site);
        }
        baseline
            .regressions(&Baseline::from_report(self), &files)
            .into_iter()
            .filter(|s| !only_executed || executed.contains(s))
            .map(|s| {
                let why = failing
                    .get(&s)
                    .cloned()
                    .unwrap_or_else(|| "not executed".into());
                (s, why)
            })
            .collect()
    }

    /// The last line: `wine-api: N passed, M failed, K skipped`.
    pub fn summary(&self) -> String {
        let c = self.counts(None);
        format!(
            "wine-api: {} passed, {} failed, {} skipped",
            c.passed, c.failed, c.skipped
        )
    }
}

/// Assertion sites (`file:line`) whose every execution passed.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Baseline {
    /// The sites.
    pub sites: BTreeSet<String>,
}

impl Baseline {
    /// The sites of `report` whose every execution passed.
    pub fn from_report(report: &Report) -> Baseline {
        let mut all_pass: BTreeMap<String, bool> = BTreeMap::new();
        for a in report.assertions().filter(|a| a.line > 0) {
            *all_pass
                .entry(format!("{}:{}", a.file, a.line))
                .or_insert(true) &= a.passed;
        }
        Baseline {
            sites: all_pass
                .into_iter()
                .filter_map(|(k, ok)| ok.then_some(k))
                .collect(),
        }
    }

    /// Reads a baseline file (`#` comments and blank lines skipped).
    pub fn read(path: &Path) -> Result<Baseline, Error> {
        let text = std::fs::read_to_string(path).map_err(|e| Error::io(path, e))?;
        let mut sites = BTreeSet::new();
        for (i, line) in text.lines().enumerate() {
            let line = line.trim();
            if line.is_empty() || line.starts_with('#') {
                continue;
            }
            let valid = line
                .rsplit_once(':')
                .is_some_and(|(file, n)| file.ends_with(".c") && n.parse::<u32>().is_ok());
            if !valid {
                return Err(Error::List {
                    path: path.into(),
                    line: i + 1,
                    message: format!("`{line}` is not FILE.c:LINE"),
                });
            }
            sites.insert(line.to_string());
        }
        Ok(Baseline { sites })
    }

    /// Writes the baseline, sorted, under a comment saying what it is.
    pub fn write(&self, path: &Path) -> Result<(), Error> {
        let mut text = String::from(
            "# Wine API assertion sites (file:line) whose every execution passes; CI fails when one stops passing.\n",
        );
        for s in &self.sites {
            text.push_str(s);
            text.push('\n');
        }
        std::fs::write(path, text).map_err(|e| Error::io(path, e))
    }

    /// The sites of this baseline that do not pass in `now`, limited to
    /// the programs `now` ran.
    pub fn regressions(&self, now: &Baseline, files_run: &BTreeSet<String>) -> Vec<String> {
        self.sites
            .iter()
            .filter(|s| {
                let file = s.rsplit_once(':').map_or("", |(f, _)| f);
                files_run.contains(file) && !now.sites.contains(*s)
            })
            .cloned()
            .collect()
    }
}

/// The functions listed as not runnable: `file function: reason` lines.
pub fn read_not_runnable(path: &Path) -> Result<BTreeMap<(String, String), String>, Error> {
    let text = std::fs::read_to_string(path).map_err(|e| Error::io(path, e))?;
    let mut out = BTreeMap::new();
    for (i, line) in text.lines().enumerate() {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let parsed = line.split_once(':').and_then(|(head, reason)| {
            let (file, function) = head.trim().split_once(' ')?;
            let reason = reason.trim();
            (!reason.is_empty()).then(|| {
                (
                    (file.trim().to_string(), function.trim().to_string()),
                    reason.to_string(),
                )
            })
        });
        match parsed {
            Some((key, reason)) => {
                out.insert(key, reason);
            }
            None => {
                return Err(Error::List {
                    path: path.into(),
                    line: i + 1,
                    message: format!("`{line}` is not `FILE.c test_function: reason`"),
                });
            }
        }
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn assertion(file: &str, function: &str, line: u32, passed: bool) -> Assertion {
        Assertion {
            file: file.into(),
            function: function.into(),
            line,
            passed,
            todo_wine: false,
            message: String::new(),
        }
    }

    fn result(function: &str, assertions: Vec<Assertion>, outcome: Outcome) -> FunctionResult {
        FunctionResult {
            file: "device.c".into(),
            function: function.into(),
            outcome,
            assertions,
            ..Default::default()
        }
    }

    #[test]
    fn a_crash_counts_as_one_failure_and_keeps_what_ran_before() {
        let f = result(
            "test_a",
            vec![assertion("device.c", "test_a", 10, true)],
            Outcome::Crashed {
                status: "signal 11 (SIGSEGV)".into(),
                after_line: 10,
                stderr: String::new(),
            },
        );
        assert_eq!((f.passed(), f.failed()), (1, 1));
        let record = f.outcome_record().unwrap();
        assert_eq!(record.line, 0);
        assert!(record.message.contains("SIGSEGV"));
    }

    #[test]
    fn start_test_assertions_count_once_per_program() {
        let start = |f: &str| assertion("device.c", f, 5, true);
        let report = Report::new(vec![
            result(
                "test_a",
                vec![
                    start("START_TEST"),
                    assertion("device.c", "test_a", 9, true),
                ],
                Outcome::Completed,
            ),
            result("test_b", vec![start("START_TEST")], Outcome::Completed),
        ]);
        assert_eq!(report.counts(None).passed, 2);
    }

    #[test]
    fn a_site_is_in_the_baseline_only_when_every_execution_passed() {
        let report = Report::new(vec![result(
            "test_a",
            vec![
                assertion("device.c", "test_a", 3, true),
                assertion("device.c", "test_a", 4, true),
                assertion("device.c", "test_a", 4, false),
            ],
            Outcome::Completed,
        )]);
        let b = Baseline::from_report(&report);
        assert_eq!(b.sites.iter().collect::<Vec<_>>(), ["device.c:3"]);
        let old = Baseline {
            sites: ["device.c:3", "device.c:4", "stateblock.c:9"]
                .map(String::from)
                .into(),
        };
        let run = ["device.c".to_string()].into();
        assert_eq!(old.regressions(&b, &run), ["device.c:4"]);
    }

    #[test]
    fn lost_sites_name_the_failure_and_a_filtered_run_judges_only_what_ran() {
        let report = Report::new(vec![result(
            "test_a",
            vec![
                assertion("device.c", "test_a", 3, false),
                assertion("device.c", "test_a", 4, true),
            ],
            Outcome::Completed,
        )]);
        let old = Baseline {
            sites: ["device.c:3", "device.c:4", "device.c:9"]
                .map(String::from)
                .into(),
        };
        let lost = report.lost_sites(&old, false);
        assert_eq!(lost.len(), 2);
        assert_eq!(lost[0].0, "device.c:3");
        assert_eq!(lost[1], ("device.c:9".into(), "not executed".into()));
        assert_eq!(report.lost_sites(&old, true).len(), 1);
    }

    #[test]
    fn the_summary_line_counts_passed_failed_and_skipped() {
        let mut skipped = result(
            "test_c",
            vec![],
            Outcome::NotRunnable { reason: "x".into() },
        );
        skipped.skipped_sites = 7;
        let report = Report::new(vec![
            result(
                "test_a",
                vec![assertion("device.c", "test_a", 3, false)],
                Outcome::Completed,
            ),
            skipped,
        ]);
        assert_eq!(report.summary(), "wine-api: 0 passed, 1 failed, 7 skipped");
    }

    #[test]
    fn not_runnable_lines_need_a_reason() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("list.txt");
        std::fs::write(&path, "# c\ndevice.c test_a: needs a window manager\n").unwrap();
        let list = read_not_runnable(&path).unwrap();
        assert_eq!(
            list[&("device.c".to_string(), "test_a".to_string())],
            "needs a window manager"
        );
        std::fs::write(&path, "device.c test_a\n").unwrap();
        assert!(read_not_runnable(&path).is_err());
    }
}
