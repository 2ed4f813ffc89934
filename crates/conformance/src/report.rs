//! Probe results: the JSONL records, the per-case table, the summary line
//! and the baseline of probes that must keep passing.

use std::collections::BTreeSet;

use serde::Serialize;

/// The outcome of one probe.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Status {
    /// Every pixel within tolerance.
    Pass,
    /// A pixel outside tolerance.
    Fail,
    /// Not executed at this model by the reference runner.
    Skip,
    /// The case could not be run up to this probe (translation, draw or
    /// malformed section); `detail` says why.
    Error,
}

/// One line of the results file.
#[derive(Clone, Debug, Serialize)]
pub struct ProbeResult {
    /// The case file name.
    pub case: String,
    /// The probe's source line.
    pub line: u64,
    /// The outcome.
    pub status: Status,
    /// Expected values as written in the case.
    pub expected: Vec<serde_json::Value>,
    /// Values read (the first failing pixel, or the first pixel).
    pub got: Vec<serde_json::Value>,
    /// Why it failed, errored or was skipped.
    pub detail: String,
    /// vkd3d's own result for this probe on lavapipe, for comparison.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub xcheck: Option<String>,
}

impl ProbeResult {
    /// The key of this probe in a baseline: `case:line`.
    pub fn key(&self) -> String {
        format!("{}:{}", self.case, self.line)
    }
}

/// Counts of one case or of the whole run.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Counts {
    /// Passed probes.
    pub passed: usize,
    /// Failed probes.
    pub failed: usize,
    /// Probes that errored.
    pub errors: usize,
    /// Skipped probes.
    pub skipped: usize,
}

impl Counts {
    /// Adds one result.
    pub fn add(&mut self, status: Status) {
        match status {
            Status::Pass => self.passed += 1,
            Status::Fail => self.failed += 1,
            Status::Error => self.errors += 1,
            Status::Skip => self.skipped += 1,
        }
    }

    /// Counts a slice of results.
    pub fn of(results: &[ProbeResult]) -> Self {
        let mut c = Counts::default();
        for r in results {
            c.add(r.status);
        }
        c
    }

    /// The final line: errors count as failures.
    pub fn summary_line(&self) -> String {
        format!(
            "conformance: {} passed, {} failed, {} skipped",
            self.passed,
            self.failed + self.errors,
            self.skipped
        )
    }
}

/// Parses a baseline file: one `case:line` key a line, `#` comments.
pub fn parse_baseline(text: &str) -> BTreeSet<String> {
    text.lines()
        .map(str::trim)
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
        .map(str::to_string)
        .collect()
}

/// Baseline keys whose probe did not pass in `results` (only keys of cases
/// that were run count: a filtered run is not a regression).
pub fn regressions(baseline: &BTreeSet<String>, results: &[ProbeResult]) -> Vec<String> {
    let ran: BTreeSet<&str> = results.iter().map(|r| r.case.as_str()).collect();
    let passed: BTreeSet<String> = results
        .iter()
        .filter(|r| r.status == Status::Pass)
        .map(ProbeResult::key)
        .collect();
    baseline
        .iter()
        .filter(|k| {
            k.rsplit_once(':')
                .is_some_and(|(case, _)| ran.contains(case))
        })
        .filter(|k| !passed.contains(*k))
        .cloned()
        .collect()
}

/// The baseline text for `results`: every passing probe.
pub fn baseline_text(results: &[ProbeResult]) -> String {
    let mut out = String::from(
        "# Conformance probes that pass on lavapipe; CI fails when one stops passing.\n",
    );
    let keys: BTreeSet<String> = results
        .iter()
        .filter(|r| r.status == Status::Pass)
        .map(ProbeResult::key)
        .collect();
    for k in keys {
        out.push_str(&k);
        out.push('\n');
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn r(case: &str, line: u64, status: Status) -> ProbeResult {
        ProbeResult {
            case: case.into(),
            line,
            status,
            expected: vec![],
            got: vec![],
            detail: String::new(),
            xcheck: None,
        }
    }

    #[test]
    fn summary_counts_errors_as_failures() {
        let c = Counts::of(&[
            r("a", 1, Status::Pass),
            r("a", 2, Status::Error),
            r("a", 3, Status::Skip),
            r("a", 4, Status::Fail),
        ]);
        assert_eq!(
            c.summary_line(),
            "conformance: 1 passed, 2 failed, 1 skipped"
        );
    }

    #[test]
    fn regressions_only_in_cases_that_ran() {
        let baseline = parse_baseline("# c\na.json:1\na.json:2\nb.json:1\n");
        let results = [r("a.json", 1, Status::Pass), r("a.json", 2, Status::Fail)];
        assert_eq!(regressions(&baseline, &results), ["a.json:2"]);
        assert_eq!(parse_baseline(&baseline_text(&results)).len(), 1);
    }

    #[test]
    fn jsonl_record_shape() {
        let line = serde_json::to_string(&r("x.sm2.json", 12, Status::Skip)).unwrap();
        assert_eq!(
            line,
            r#"{"case":"x.sm2.json","line":12,"status":"skip","expected":[],"got":[],"detail":""}"#
        );
    }
}
