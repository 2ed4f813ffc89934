//! Test helpers shared by the workspace's test suites.
//!
//! Third-party test data (real shaders, DDS files, conformance cases) is never
//! copied into the project. It lives in a `shared/` folder beside the checkout,
//! or wherever `NINEBRIDGE_SHARED` points. Tests that need it call
//! [`shared_dir`] and, when it is absent, skip with a note on stderr that names
//! the test, so a fresh clone stays green and the skip stays visible.

use std::path::{Path, PathBuf};

pub mod xvfb;

/// The workspace root (the folder holding the top-level `Cargo.toml`).
pub fn workspace_root() -> PathBuf {
    // Every package lives at `<root>/crates/<name>`. Prefer the manifest
    // directory cargo gives the running test: the compile-time one below is
    // baked into this crate's build and goes stale when a target directory is
    // shared between checkouts.
    let manifest_dir = std::env::var_os("CARGO_MANIFEST_DIR")
        .map(PathBuf::from)
        .unwrap_or_else(|| PathBuf::from(env!("CARGO_MANIFEST_DIR")));
    manifest_dir
        .ancestors()
        .nth(2)
        .map(Path::to_path_buf)
        .unwrap_or(manifest_dir)
}

/// Whether missing shared data fails a test instead of skipping it: in CI
/// (`CI` set) or with `NINEBRIDGE_REQUIRE_SHARED=1`.
pub fn shared_required() -> bool {
    std::env::var_os("CI").is_some()
        || std::env::var_os("NINEBRIDGE_REQUIRE_SHARED").is_some_and(|v| v == "1")
}

/// Skips `who` with `why` on stderr, or fails it in CI (`CI` set), where
/// lavapipe, Xvfb and the shared data are all there and every test must run.
pub fn skip_or_fail(who: &str, why: &str) {
    if std::env::var_os("CI").is_some() {
        panic!("{who} must run in CI: {why}");
    }
    skipped(who, why);
}

/// The variable naming the file each skip is appended to (`scripts/test`
/// sets it and counts the lines in its last line: nextest shows no output
/// of a passing test, so a skip is otherwise invisible there).
pub const SKIP_LOG_VARIABLE: &str = "NINEBRIDGE_SKIP_LOG";

/// Records that `who` skipped (part of) its checks for `why`: a `SKIPPED`
/// line on stderr and one in the file `NINEBRIDGE_SKIP_LOG` names. For
/// skips that are right everywhere (a feature the adapter lacks); what CI
/// must run goes through [`skip_or_fail`].
pub fn skipped(who: &str, why: &str) {
    let line = format!("SKIPPED {who}: {why}");
    eprintln!("{line}");
    if let Some(path) = std::env::var_os(SKIP_LOG_VARIABLE) {
        let path = Path::new(&path);
        if let Err(e) = append_line(path, &line) {
            eprintln!("(could not record the skip in {}: {e})", path.display());
        }
    }
}

/// Appends `line` and a newline to `path` in one `write` to a file opened
/// for appending, so tests in parallel processes do not interleave.
fn append_line(path: &Path, line: &str) -> std::io::Result<()> {
    use std::io::Write;
    std::fs::OpenOptions::new()
        .create(true)
        .append(true)
        .open(path)?
        .write_all(format!("{line}\n").as_bytes())
}

/// The libtest name of test `name` in the module `module_path` (a
/// `module_path!()` of an integration-test binary): the path without the
/// binary's root, `module::name`, for `--exact` when a test runs itself again
/// as a child process.
pub fn child_test_name(module_path: &str, name: &str) -> String {
    let module = module_path.split_once("::").map_or("", |(_, m)| m);
    if module.is_empty() {
        name.to_string()
    } else {
        format!("{module}::{name}")
    }
}

/// [`skip_or_fail`] for missing shared data, which
/// `NINEBRIDGE_REQUIRE_SHARED=1` also makes a failure.
fn skip(who: &str, why: &str) {
    if shared_required() {
        panic!("{who} needs the shared test data (CI or NINEBRIDGE_REQUIRE_SHARED=1): {why}");
    }
    skip_or_fail(who, why);
}

/// The shared test-data folder: `$NINEBRIDGE_SHARED`, else `<root>/../shared`.
/// Returns `None` (and prints a visible skip note for `who`) when it is
/// absent; in CI it panics instead ([`shared_required`]).
pub fn shared_dir(who: &str) -> Option<PathBuf> {
    let dir = match std::env::var_os("NINEBRIDGE_SHARED") {
        Some(dir) => PathBuf::from(dir),
        None => workspace_root().join("../shared"),
    };
    if dir.is_dir() {
        Some(dir)
    } else {
        skip(
            who,
            &format!(
                "shared test data not found at {} (set NINEBRIDGE_SHARED)",
                dir.display()
            ),
        );
        None
    }
}

/// A sub-folder of the shared data (`corpus/dds`, `conformance/vkd3d`, ...),
/// or `None` with a visible skip note when it is absent (a failure in CI).
pub fn shared_subdir(who: &str, sub: &str) -> Option<PathBuf> {
    let dir = shared_dir(who)?.join(sub);
    if dir.is_dir() {
        Some(dir)
    } else {
        skip(who, &format!("{} not found", dir.display()));
        None
    }
}

/// Whether golden files should be written instead of compared
/// (`NINEBRIDGE_BLESS=1`, as naga's snapshot tests do with their own flag).
pub fn bless() -> bool {
    std::env::var_os("NINEBRIDGE_BLESS").is_some_and(|v| v == "1")
}

/// Compares `actual` with the golden file at `path`. Only with
/// `NINEBRIDGE_BLESS=1` ([`bless`]) is the file written (created or
/// rewritten); otherwise a missing golden is an error naming the file and the
/// variable, so a test never passes by writing its own expectation. Returns an
/// error message with a short diff summary on mismatch.
pub fn check_golden(path: &Path, actual: &str) -> Result<(), String> {
    check_golden_as(path, actual, bless())
}

/// [`check_golden`] with the bless decision given instead of read from the
/// environment (tests of the rule itself).
pub fn check_golden_as(path: &Path, actual: &str, bless: bool) -> Result<(), String> {
    if bless {
        if let Some(parent) = path.parent() {
            std::fs::create_dir_all(parent).map_err(|e| e.to_string())?;
        }
        std::fs::write(path, actual).map_err(|e| format!("{}: {e}", path.display()))?;
        return Ok(());
    }
    let expected = match std::fs::read_to_string(path) {
        Ok(text) => text,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => {
            return Err(format!(
                "golden file {} does not exist; write it with NINEBRIDGE_BLESS=1 and review it",
                path.display()
            ));
        }
        Err(e) => return Err(format!("{}: {e}", path.display())),
    };
    if expected == actual {
        return Ok(());
    }
    let first_diff = expected
        .lines()
        .zip(actual.lines())
        .position(|(a, b)| a != b)
        .unwrap_or_else(|| expected.lines().count().min(actual.lines().count()));
    Err(format!(
        "{} differs from the output at line {} (expected {:?}, got {:?}); \
         rerun with NINEBRIDGE_BLESS=1 and review the diff",
        path.display(),
        first_diff + 1,
        expected.lines().nth(first_diff).unwrap_or("<end>"),
        actual.lines().nth(first_diff).unwrap_or("<end>"),
    ))
}

#[cfg(test)]
mod tests {
    #[test]
    fn child_test_names_drop_the_binary_root() {
        assert_eq!(
            super::child_test_name("integration::runtime_env", "child"),
            "runtime_env::child"
        );
        assert_eq!(super::child_test_name("flat", "child"), "child");
    }

    #[test]
    fn skips_append_whole_lines() {
        let dir = tempfile::tempdir().unwrap();
        let log = dir.path().join("skips.log");
        super::append_line(&log, "SKIPPED a: no data").unwrap();
        super::append_line(&log, "SKIPPED b: no tool").unwrap();
        assert_eq!(
            std::fs::read_to_string(&log).unwrap(),
            "SKIPPED a: no data\nSKIPPED b: no tool\n"
        );
    }

    use super::check_golden_as;

    fn scratch(name: &str) -> std::path::PathBuf {
        let dir =
            std::env::temp_dir().join(format!("ninebridge-testutil-{}-{name}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        dir
    }

    #[test]
    fn a_missing_golden_fails_and_is_not_written() {
        let dir = scratch("missing");
        let path = dir.join("out").join("model.txt");
        let err = check_golden_as(&path, "text\n", false).unwrap_err();
        assert!(err.contains(&path.display().to_string()), "{err}");
        assert!(err.contains("NINEBRIDGE_BLESS=1"), "{err}");
        assert!(!path.exists(), "a missing golden is never written unasked");
    }

    #[test]
    fn bless_writes_and_rewrites_then_the_golden_compares() {
        let dir = scratch("bless");
        let path = dir.join("out").join("model.txt");
        check_golden_as(&path, "one\n", true).unwrap();
        assert_eq!(std::fs::read_to_string(&path).unwrap(), "one\n");
        check_golden_as(&path, "one\n", false).unwrap();
        let err = check_golden_as(&path, "two\n", false).unwrap_err();
        assert!(err.contains("line 1"), "{err}");
        check_golden_as(&path, "two\n", true).unwrap();
        assert_eq!(std::fs::read_to_string(&path).unwrap(), "two\n");
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
