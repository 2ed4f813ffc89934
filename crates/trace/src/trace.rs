//! A whole trace: the top-level fields, the steps, the reader (with the
//! structural checks that make a trace replayable) and the writer.

use ninebridge_types::Format;
use serde::{Deserialize, Serialize};
use serde_json::{Map, Value};

use crate::error::TraceError;
use crate::names;
use crate::step::{Call, Step};

/// The `format` our writer puts first.
pub const FORMAT: &str = "ninebridge-trace";
/// The `version` our writer writes; the reader takes this and older ones
/// (and traces without a version, such as the Wine cases).
pub const VERSION: u32 = 1;

/// The back buffer the trace's first device asks for.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct RenderTargetDesc {
    /// Width.
    pub width: u32,
    /// Height.
    pub height: u32,
    /// Format.
    #[serde(with = "names::name")]
    pub format: Format,
}

/// A trace of D3D9 calls.
#[derive(Clone, Debug, PartialEq, Default)]
pub struct Trace {
    /// `function`: the test function (or program) the trace comes from.
    pub function: Option<String>,
    /// `render_target`: the first device's back buffer.
    pub render_target: Option<RenderTargetDesc>,
    /// `depth_stencil`: the automatic depth-stencil format.
    pub depth_stencil: Option<Format>,
    /// Every other top-level field (`source`, `requires`, `recording`,
    /// ...), kept as it is.
    pub info: Map<String, Value>,
    /// The calls, in order.
    pub steps: Vec<Step>,
}

impl Trace {
    /// Reads a trace file.
    pub fn read_file(path: &std::path::Path) -> Result<Trace, TraceError> {
        let bytes = std::fs::read(path).map_err(|source| TraceError::Io {
            path: path.display().to_string(),
            source,
        })?;
        Trace::from_slice(&bytes)
    }

    /// Reads a trace from JSON text.
    pub fn from_slice(bytes: &[u8]) -> Result<Trace, TraceError> {
        let value: Value = serde_json::from_slice(bytes).map_err(|e| TraceError::Json {
            line: e.line(),
            column: e.column(),
            message: e.to_string(),
        })?;
        let Value::Object(mut top) = value else {
            return Err(header("(trace)", "the trace is not a JSON object"));
        };
        check_version(&top)?;
        top.remove("format");
        top.remove("version");
        let steps = match top.remove("steps") {
            Some(Value::Array(steps)) => steps,
            Some(_) => return Err(header("steps", "not an array")),
            None => return Err(header("steps", "missing")),
        };
        let function = take(&mut top, "function")?;
        let render_target = take(&mut top, "render_target")?;
        let depth_stencil = match top.remove("depth_stencil") {
            None | Some(Value::Null) => None,
            Some(v) => Some(names::name::deserialize(v).map_err(|e| header("depth_stencil", e))?),
        };
        let steps = steps
            .into_iter()
            .enumerate()
            .map(|(i, v)| read_step(i, v))
            .collect::<Result<Vec<_>, _>>()?;
        check_sequence(&steps)?;
        if let Some(count) = top.get("probe_count") {
            let probes = steps
                .iter()
                .filter(|s| matches!(s.call, Call::Probe(_)))
                .count();
            if count.as_u64() != Some(probes as u64) {
                return Err(header(
                    "probe_count",
                    format!("says {count}, the trace has {probes} Probe steps"),
                ));
            }
        }
        Ok(Trace {
            function,
            render_target,
            depth_stencil,
            info: top,
            steps,
        })
    }

    /// The trace as JSON: `format` and `version` first, then the other
    /// top-level fields, then one step a line.
    pub fn to_json(&self) -> String {
        let write = || -> std::io::Result<Vec<u8>> {
            let mut w = crate::writer::TraceWriter::new(Vec::new(), self)?;
            for step in &self.steps {
                w.step(step)?;
            }
            w.finish()
        };
        // Writing to memory fails only if serde_json does, and our types
        // always serialise (no non-string map keys).
        String::from_utf8(write().unwrap_or_default()).unwrap_or_default()
    }

    /// The probes with their step index.
    pub fn probes(&self) -> impl Iterator<Item = (usize, &crate::Probe)> {
        self.steps
            .iter()
            .enumerate()
            .filter_map(|(i, s)| match &s.call {
                Call::Probe(p) => Some((i, p)),
                _ => None,
            })
    }
}

fn header(field: &str, message: impl std::fmt::Display) -> TraceError {
    TraceError::Header {
        field: field.to_string(),
        message: message.to_string(),
    }
}

fn take<T: for<'de> Deserialize<'de>>(
    top: &mut Map<String, Value>,
    field: &str,
) -> Result<Option<T>, TraceError> {
    match top.remove(field) {
        None | Some(Value::Null) => Ok(None),
        Some(v) => serde_json::from_value(v)
            .map(Some)
            .map_err(|e| header(field, e)),
    }
}

fn check_version(top: &Map<String, Value>) -> Result<(), TraceError> {
    let format = match top.get("format") {
        None => None,
        Some(Value::String(s)) => Some(s.clone()),
        Some(_) => return Err(header("format", "not a string")),
    };
    let version = match top.get("version") {
        None => None,
        Some(v) => Some(
            v.as_u64()
                .ok_or_else(|| header("version", "not a whole number"))?,
        ),
    };
    let readable = format.as_deref().is_none_or(|f| f == FORMAT)
        && version.is_none_or(|v| v <= u64::from(VERSION));
    if readable {
        Ok(())
    } else {
        Err(TraceError::Version {
            format: format.unwrap_or_else(|| FORMAT.to_string()),
            version: version.unwrap_or(0),
            expected: FORMAT,
            supported: VERSION,
        })
    }
}

fn read_step(index: usize, value: Value) -> Result<Step, TraceError> {
    let err = |call: &str, field: &str, message: String| TraceError::Step {
        index,
        call: call.to_string(),
        field: field.to_string(),
        message,
    };
    let Value::Object(mut map) = value else {
        return Err(err("?", "(step)", "not a JSON object".into()));
    };
    let name = match map.remove("call") {
        Some(Value::String(s)) => s,
        Some(other) => return Err(err("?", "call", format!("{other} is not a call name"))),
        None => return Err(err("?", "call", "missing".into())),
    };
    let expected_hr = match map.remove("expected_hr") {
        None | Some(Value::Null) => None,
        Some(v) => Some(
            crate::value::hresults::deserialize(v)
                .map_err(|e| err(&name, "expected_hr", e.to_string()))?
                .unwrap_or_default(),
        ),
    };
    let expected_hr_line = match map.remove("expected_hr_line") {
        None | Some(Value::Null) => None,
        Some(v) => Some(
            v.as_u64()
                .and_then(|v| u32::try_from(v).ok())
                .ok_or_else(|| err(&name, "expected_hr_line", format!("{v} is not a line")))?,
        ),
    };
    let call = match Call::from_value(&name, Value::Object(map)) {
        None => return Err(err(&name, "call", format!("unknown call {name:?}"))),
        Some(Err((field, message))) => {
            let field = if field == "." {
                "(fields)".into()
            } else {
                field
            };
            return Err(err(&name, &field, message));
        }
        Some(Ok(call)) => call,
    };
    crate::check::check_call(&call).map_err(|(field, message)| err(&name, field, message))?;
    Ok(Step {
        call,
        expected_hr,
        expected_hr_line,
    })
}

/// Checks across steps: `CreateDevice` is step 0 and only step 0.
fn check_sequence(steps: &[Step]) -> Result<(), TraceError> {
    for (index, step) in steps.iter().enumerate() {
        let is_device = matches!(step.call, Call::CreateDevice(_));
        if is_device != (index == 0) {
            return Err(TraceError::Step {
                index,
                call: step.call.name().to_string(),
                field: "call".into(),
                message: if index == 0 {
                    "step 0 must be CreateDevice".into()
                } else {
                    "CreateDevice is only step 0 (one device a trace)".into()
                },
            });
        }
    }
    if steps.is_empty() {
        return Err(header("steps", "empty: step 0 must be CreateDevice"));
    }
    Ok(())
}
