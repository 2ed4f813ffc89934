//! Why a trace could not be read. A malformed trace is refused whole: the
//! error names the step (its index in `steps`) and the field.

use thiserror::Error;

/// An error reading a trace.
#[derive(Debug, Error)]
pub enum TraceError {
    /// The file could not be read.
    #[error("cannot read {path}: {source}")]
    Io {
        /// The file.
        path: String,
        /// Why.
        source: std::io::Error,
    },
    /// The text is not JSON.
    #[error("not JSON at line {line} column {column}: {message}")]
    Json {
        /// 1-based line.
        line: usize,
        /// 1-based column.
        column: usize,
        /// The parser's message.
        message: String,
    },
    /// A top-level field is missing or wrong.
    #[error("top-level field `{field}`: {message}")]
    Header {
        /// The field.
        field: String,
        /// What is wrong.
        message: String,
    },
    /// The trace says it is another format, or a newer version than this
    /// reader knows.
    #[error(
        "`format` {format:?} version {version} is not readable (this reader: {expected:?} up to version {supported})"
    )]
    Version {
        /// The `format` field.
        format: String,
        /// The `version` field.
        version: u64,
        /// The format this reader reads.
        expected: &'static str,
        /// The newest version it reads.
        supported: u32,
    },
    /// A step is malformed.
    #[error("step {index} ({call}): field `{field}`: {message}")]
    Step {
        /// Index in `steps`.
        index: usize,
        /// The call name (`?` when missing).
        call: String,
        /// The field (a path such as `elements[2].type`; `call` for the
        /// call name itself).
        field: String,
        /// What is wrong.
        message: String,
    },
}
