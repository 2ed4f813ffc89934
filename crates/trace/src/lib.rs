//! D3D9 call traces: the model, reading, writing and the probe rules.
//!
//! # Design notes
//!
//! - **The schema is the Wine visual cases' README**
//!   (`conformance/wine-visual/README.md`): one JSON object a trace, a
//!   `steps` array of calls named as D3D9 names them, D3D9 values by their
//!   header names. Our writer adds `"format": "ninebridge-trace"` and
//!   `"version"` ([`VERSION`]) in front; the reader accepts traces without
//!   them and refuses other formats and newer versions.
//! - **Typed through `ninebridge_types`.** Every field that is a D3D9 value
//!   is the enum or flag set of `ninebridge-types` (`names` maps header
//!   names to them); ids and surface references are typed (`value`);
//!   binary data keeps the encoding it came in (`Data`) so a trace written
//!   back is the same trace. An enum field may hold a number D3D9 has no
//!   name for (`names::Enum::Raw`: Wine's tests pass `D3DFORMAT
//!   0xdeadbeef` deliberately); it is read and written as that number, and
//!   the replayer's call gets D3D9's answer for it. Annotations the recorder adds beside a raw
//!   value (`value_name`, `layout`, `vertices`, `opcodes`) stay text.
//! - **Reading is all or nothing.** Each step is read on its own
//!   (`serde_path_to_error` gives the field), then checked (`check`: data
//!   sizes, token streams, constant counts, probe areas); the first problem
//!   is a [`TraceError`] naming the step index and field, and nothing of
//!   that file is returned. Whether ids exist or a device accepts a format
//!   is the replayer's business: that is a step's HRESULT, not a malformed
//!   file.
//! - **Probe rules** (`probe`): per 8-bit channel tolerance over `rgb` or
//!   `argb`, `also_allowed`, `broken_allowed`, `negate`, whole-surface
//!   rectangles; the verdict carries `got` as the issue defines it.
//!
//! No GPU, no device: the replayer (`ninebridge-replay`) runs traces.

pub mod api;
mod check;
mod error;
pub mod names;
mod probe;
pub mod step;
mod trace;
pub mod value;
mod writer;

pub use check::data_rows;
pub use error::TraceError;
pub use names::Enum;
pub use probe::{
    Alternative, Channels, DrawnWith, Match, Probe, ProbeArea, ProbeRead, Verdict, channels_match,
};
pub use step::{Call, Step};
pub use trace::{FORMAT, RenderTargetDesc, Trace, VERSION};
pub use value::{Color, Data, Dword, F32, HexBytes, Id, SurfaceRef};
pub use writer::{TraceFile, TraceWriter};
