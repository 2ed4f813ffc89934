//! The harness's errors: what could not be read, built or run.

use std::path::PathBuf;

/// Why the harness could not do its work (a failing assertion is a result,
/// not an error).
#[derive(Debug, thiserror::Error)]
pub enum Error {
    /// A file could not be read or written.
    #[error("{path}: {source}")]
    Io {
        /// The file.
        path: PathBuf,
        /// What the system said.
        source: std::io::Error,
    },
    /// A test program has no `START_TEST` body the harness can read.
    #[error("{file}: no START_TEST(...) {{ ... }} body found")]
    NoStartTest {
        /// The program.
        file: String,
    },
    /// The C compiler refused a program.
    #[error("compiling {file} failed ({status}):\n{output}")]
    Compile {
        /// The program.
        file: String,
        /// The compiler's exit status.
        status: String,
        /// What the compiler wrote (its last lines).
        output: String,
    },
    /// A line of `not-runnable.txt` or of a baseline does not read.
    #[error("{path}:{line}: {message}")]
    List {
        /// The list file.
        path: PathBuf,
        /// The 1-based line.
        line: usize,
        /// What is wrong with it.
        message: String,
    },
    /// The library to link against is missing.
    #[error("{0} does not exist: build the C ABI first (cargo build -p ninebridge-capi)")]
    NoLibrary(PathBuf),
}

impl Error {
    /// An I/O error on `path`.
    pub fn io(path: impl Into<PathBuf>, source: std::io::Error) -> Error {
        Error::Io {
            path: path.into(),
            source,
        }
    }
}
