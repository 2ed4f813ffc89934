//! What a replay reports: one [`ProbeResult`] per probe, in the JSON-lines
//! form `ninebridge replay --results` writes, and the counts of a run.

use serde::Serialize;

/// A probe's outcome.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Status {
    /// The pixel matched.
    Pass,
    /// The pixel did not match, and no step before it failed in a way that
    /// could explain that.
    Fail,
    /// Not run.
    Skip,
    /// A step that could change the probed pixels failed (or the pixel
    /// could not be read): `detail` says which and why.
    Error,
}

/// One probe's result.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct ProbeResult {
    /// The case: the trace's `function`, else the file stem.
    pub case: String,
    /// The probe's `probe_index` (`None` for the one record of a trace
    /// that could not be read).
    pub probe_index: Option<u32>,
    /// The line of the check in the test's source.
    pub source_line: Option<u32>,
    /// The outcome.
    pub status: Status,
    /// Expected `0xAARRGGBB`.
    pub expected: Option<String>,
    /// The pixel read (for a whole-surface probe: the first pixel that
    /// differs, or the expected value when none does); `None` when nothing
    /// was read.
    pub got: Option<String>,
    /// Why it failed or erred, which value matched, ...
    pub detail: String,
    /// The APIs whose failure the probe's error comes from (empty unless
    /// `status` is `error`): what has to be implemented to run it.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub blocked_by: Vec<String>,
}

/// Counts of a set of results. Errors count as failed in the summary line.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Counts {
    /// Passed.
    pub passed: usize,
    /// Failed (pixel mismatch).
    pub failed: usize,
    /// Erred (a step they depend on failed).
    pub errors: usize,
    /// Skipped.
    pub skipped: usize,
}

impl Counts {
    /// Counts `results`.
    pub fn of(results: &[ProbeResult]) -> Counts {
        let mut c = Counts::default();
        for r in results {
            match r.status {
                Status::Pass => c.passed += 1,
                Status::Fail => c.failed += 1,
                Status::Error => c.errors += 1,
                Status::Skip => c.skipped += 1,
            }
        }
        c
    }

    /// `replay: N passed, M failed, K skipped` (errors among the failed).
    pub fn summary_line(&self) -> String {
        format!(
            "replay: {} passed, {} failed, {} skipped",
            self.passed,
            self.failed + self.errors,
            self.skipped
        )
    }
}
