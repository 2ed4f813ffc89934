//! Running the test functions: one process each, with a timeout, their
//! JSON lines read back into [`FunctionResult`]s.

use std::path::{Path, PathBuf};
use std::process::{Command, ExitStatus, Stdio};
use std::sync::Mutex;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::{Duration, Instant};

use serde::Deserialize;

use crate::Error;
use crate::report::{Assertion, FunctionResult, Outcome};

/// One function to run: its program's executable and name.
#[derive(Debug, Clone)]
pub struct Job {
    /// The program's file name (`device.c`).
    pub file: String,
    /// The executable built from it.
    pub exe: PathBuf,
    /// The test function.
    pub function: String,
}

/// How the processes run.
#[derive(Debug, Clone)]
pub struct RunConfig {
    /// Where each process writes its results.
    pub work_dir: PathBuf,
    /// A function running longer is killed and reported as hung.
    pub timeout: Duration,
    /// Processes at once.
    pub jobs: usize,
}

/// Runs every job (`config.jobs` at a time), calling `done` as each ends;
/// the results come back in the jobs' order.
pub fn run_all(
    jobs: &[Job],
    config: &RunConfig,
    done: &(dyn Fn(&FunctionResult) + Sync),
) -> Result<Vec<FunctionResult>, Error> {
    std::fs::create_dir_all(&config.work_dir).map_err(|e| Error::io(&config.work_dir, e))?;
    let next = AtomicUsize::new(0);
    let results: Mutex<Vec<Option<FunctionResult>>> = Mutex::new(vec![None; jobs.len()]);
    let first_error: Mutex<Option<Error>> = Mutex::new(None);
    std::thread::scope(|scope| {
        for _ in 0..config.jobs.max(1) {
            scope.spawn(|| {
                loop {
                    let i = next.fetch_add(1, Ordering::Relaxed);
                    let Some(job) = jobs.get(i) else { break };
                    match run_one(job, config) {
                        Ok(r) => {
                            done(&r);
                            lock(&results)[i] = Some(r);
                        }
                        Err(e) => {
                            lock(&first_error).get_or_insert(e);
                            break;
                        }
                    }
                }
            });
        }
    });
    if let Some(e) = first_error.into_inner().unwrap_or_else(|p| p.into_inner()) {
        return Err(e);
    }
    Ok(results
        .into_inner()
        .unwrap_or_else(|p| p.into_inner())
        .into_iter()
        .flatten()
        .collect())
}

fn lock<T>(m: &Mutex<T>) -> std::sync::MutexGuard<'_, T> {
    m.lock().unwrap_or_else(|p| p.into_inner())
}

/// One line a test process writes.
#[derive(Deserialize)]
struct Line {
    function: String,
    #[serde(default)]
    line: u32,
    passed: Option<bool>,
    #[serde(default)]
    todo_wine: bool,
    #[serde(default)]
    message: String,
    skip: Option<String>,
    #[serde(default)]
    done: bool,
}

/// Runs one function in its own process.
pub fn run_one(job: &Job, config: &RunConfig) -> Result<FunctionResult, Error> {
    let stem = job.file.trim_end_matches(".c");
    let out = config
        .work_dir
        .join(format!("{stem}.{}.jsonl", job.function));
    let err = config
        .work_dir
        .join(format!("{stem}.{}.stderr", job.function));
    let _ = std::fs::remove_file(&out);
    let stderr = std::fs::File::create(&err).map_err(|e| Error::io(&err, e))?;
    let started = Instant::now();
    let mut child = Command::new(&job.exe)
        .arg(&job.function)
        .env("NINEBRIDGE_WINETEST_OUT", &out)
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(stderr)
        .spawn()
        .map_err(|e| Error::io(&job.exe, e))?;
    let status = loop {
        match child.try_wait() {
            Ok(Some(status)) => break Some(status),
            Ok(None) if started.elapsed() > config.timeout => {
                let _ = child.kill();
                let _ = child.wait();
                break None;
            }
            Ok(None) => std::thread::sleep(Duration::from_millis(10)),
            Err(e) => return Err(Error::io(&job.exe, e)),
        }
    };
    let seconds = started.elapsed().as_secs_f64();
    let text = std::fs::read_to_string(&out).unwrap_or_default();
    let mut result = FunctionResult::new(&job.file, &job.function);
    result.seconds = seconds;
    let mut finished = false;
    for raw in text.lines() {
        // A line cut by a crash does not read; what came before stands.
        let Ok(line) = serde_json::from_str::<Line>(raw) else {
            continue;
        };
        if line.done {
            finished |= line.function == job.function;
        } else if let Some(skip) = line.skip {
            result.skips.push(format!("line {}: {skip}", line.line));
        } else if let Some(passed) = line.passed {
            result.assertions.push(Assertion {
                file: job.file.clone(),
                function: line.function,
                line: line.line,
                passed,
                todo_wine: line.todo_wine,
                message: line.message,
            });
        }
    }
    let last_line = result.assertions.last().map_or(0, |a| a.line);
    result.outcome = match status {
        None => Outcome::TimedOut {
            seconds: config.timeout.as_secs_f64(),
            after_line: last_line,
        },
        Some(_) if finished => Outcome::Completed,
        Some(status) => Outcome::Crashed {
            status: describe(status),
            after_line: last_line,
            stderr: tail(&err, 1500),
        },
    };
    Ok(result)
}

/// "signal 11 (SIGSEGV)", "exit status 1", "exit status 0 before the
/// function returned".
fn describe(status: ExitStatus) -> String {
    #[cfg(unix)]
    {
        use std::os::unix::process::ExitStatusExt;
        if let Some(signal) = status.signal() {
            let name = match signal {
                4 => " (SIGILL)",
                6 => " (SIGABRT)",
                7 => " (SIGBUS)",
                8 => " (SIGFPE)",
                9 => " (SIGKILL)",
                11 => " (SIGSEGV)",
                _ => "",
            };
            return format!("signal {signal}{name}");
        }
    }
    match status.code() {
        Some(0) => "exit status 0 before the function returned (START_TEST skipped it)".into(),
        Some(code) => format!("exit status {code}"),
        None => status.to_string(),
    }
}

/// The last `max` bytes of a file, on a character boundary.
fn tail(path: &Path, max: usize) -> String {
    let text = std::fs::read_to_string(path).unwrap_or_default();
    let mut from = text.len().saturating_sub(max);
    while !text.is_char_boundary(from) {
        from += 1;
    }
    text[from..].trim().to_string()
}
