//! Writing traces: [`TraceWriter`] puts out the header when made, a step a
//! line as steps come and the end when finished, so a capture never holds
//! its steps in memory; [`TraceFile`] does that into a file that appears
//! whole or not at all (the steps go to `<file>.partial`, which is renamed
//! over the file at the end; a snapshot meanwhile copies it first).

use std::fs::File;
use std::io::{self, BufWriter, Write};
use std::path::{Path, PathBuf};

use serde_json::{Map, Value};

use crate::error::TraceError;
use crate::names;
use crate::step::Step;
use crate::trace::{FORMAT, Trace, VERSION};

/// What ends every trace after its last step.
const END: &str = "\n]}\n";

/// A trace written step by step into `W`.
#[derive(Debug)]
pub struct TraceWriter<W: Write> {
    out: W,
    steps: u64,
}

impl<W: Write> TraceWriter<W> {
    /// Writes the top-level fields of `header` (its steps are not written:
    /// pass them to [`step`](Self::step)), `format` and `version` first.
    pub fn new(mut out: W, header: &Trace) -> io::Result<Self> {
        out.write_all(header_text(header).as_bytes())?;
        Ok(TraceWriter { out, steps: 0 })
    }

    /// Appends one step (one line).
    pub fn step(&mut self, step: &Step) -> io::Result<()> {
        self.out
            .write_all(if self.steps == 0 { b"\n" } else { b",\n" })?;
        if step.expected_hr.is_none() && step.expected_hr_line.is_none() {
            // The same object without the flattening serde buffers a step
            // through (most steps of a capture have no expected result).
            serde_json::to_writer(&mut self.out, &step.call)?;
        } else {
            serde_json::to_writer(&mut self.out, step)?;
        }
        self.steps += 1;
        Ok(())
    }

    /// Steps written so far.
    pub fn steps(&self) -> u64 {
        self.steps
    }

    /// Writes the end of the trace and returns the output.
    pub fn finish(mut self) -> io::Result<W> {
        self.out.write_all(END.as_bytes())?;
        Ok(self.out)
    }
}

/// `{"format":...,"version":...,<other fields>,"steps":[` (serde_json's
/// map is sorted: `format` and `version` are written by hand in front).
fn header_text(t: &Trace) -> String {
    let mut top = Map::new();
    if let Some(f) = &t.function {
        top.insert("function".into(), f.clone().into());
    }
    if let Some(rt) = &t.render_target {
        top.insert(
            "render_target".into(),
            serde_json::to_value(rt).unwrap_or(Value::Null),
        );
    }
    if let Some(ds) = t.depth_stencil {
        top.insert(
            "depth_stencil".into(),
            Value::String(names::HeaderName::header_name(ds)),
        );
    }
    for (k, v) in &t.info {
        top.insert(k.clone(), v.clone());
    }
    let mut out = format!("{{\"format\":\"{FORMAT}\",\"version\":{VERSION}");
    let rest = Value::Object(top).to_string();
    let rest = &rest[1..rest.len() - 1];
    if !rest.is_empty() {
        out.push(',');
        out.push_str(rest);
    }
    out.push_str(",\"steps\":[");
    out
}

/// A trace file written as steps come, complete on disk only after
/// [`snapshot`](Self::snapshot) or [`finish`](Self::finish): a reader never
/// sees half a trace.
#[derive(Debug)]
pub struct TraceFile {
    path: PathBuf,
    partial: PathBuf,
    writer: TraceWriter<BufWriter<File>>,
}

impl TraceFile {
    /// Starts `path` with `header`'s top-level fields; until the first
    /// snapshot the steps live in `<path>.partial`.
    pub fn create(path: &Path, header: &Trace) -> Result<Self, TraceError> {
        let partial = sibling(path, "partial");
        let file = File::create(&partial).map_err(|e| io_error(&partial, e))?;
        let writer =
            TraceWriter::new(BufWriter::new(file), header).map_err(|e| io_error(&partial, e))?;
        Ok(TraceFile {
            path: path.to_path_buf(),
            partial,
            writer,
        })
    }

    /// The file the trace ends up in.
    pub fn path(&self) -> &Path {
        &self.path
    }

    /// Steps written so far.
    pub fn steps(&self) -> u64 {
        self.writer.steps()
    }

    /// Appends a step.
    pub fn push(&mut self, step: &Step) -> Result<(), TraceError> {
        self.writer
            .step(step)
            .map_err(|e| io_error(&self.partial, e))
    }

    /// Makes the file a complete trace of the steps so far (written to
    /// `<path>.tmp` and renamed over it); the capture goes on.
    pub fn snapshot(&mut self) -> Result<(), TraceError> {
        let tmp = sibling(&self.path, "tmp");
        self.writer
            .out
            .flush()
            .map_err(|e| io_error(&self.partial, e))?;
        std::fs::copy(&self.partial, &tmp).map_err(|e| io_error(&self.partial, e))?;
        let mut f = std::fs::OpenOptions::new()
            .append(true)
            .open(&tmp)
            .map_err(|e| io_error(&tmp, e))?;
        f.write_all(END.as_bytes()).map_err(|e| io_error(&tmp, e))?;
        f.sync_all().map_err(|e| io_error(&tmp, e))?;
        std::fs::rename(&tmp, &self.path).map_err(|e| io_error(&self.path, e))
    }

    /// Ends the trace: the partial file, completed, becomes the file.
    pub fn finish(self) -> Result<PathBuf, TraceError> {
        let out = self
            .writer
            .finish()
            .map_err(|e| io_error(&self.partial, e))?;
        let file = out
            .into_inner()
            .map_err(|e| io_error(&self.partial, e.into_error()))?;
        file.sync_all().map_err(|e| io_error(&self.partial, e))?;
        std::fs::rename(&self.partial, &self.path).map_err(|e| io_error(&self.path, e))?;
        Ok(self.path)
    }
}

/// An I/O error on `path` as the trace error naming it (built only when
/// there is an error: the path is not formatted for every step).
fn io_error(path: &Path, source: std::io::Error) -> TraceError {
    TraceError::Io {
        path: path.display().to_string(),
        source,
    }
}

/// `<path>.<ext>` beside `path` (the extension is added, not replaced).
fn sibling(path: &Path, ext: &str) -> PathBuf {
    let mut name = path.as_os_str().to_owned();
    name.push(".");
    name.push(ext);
    PathBuf::from(name)
}
