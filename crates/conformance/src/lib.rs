//! The D3D9 conformance cases.
//!
//! Design: the crate has two layers. The first, always built and free of
//! any GPU dependency, is the case files themselves: the JSON case model
//! (`case`), the parsing of the text the runner interprets (state commands in
//! `state`, resource sizes in `size`, uniform values and hex data in `case`),
//! the ULP comparison of probes (`ulp`) and the probe results, summary and
//! baseline (`report`). Case files are untrusted input: every parser here
//! returns a typed error (`error`) rather than panicking
//! (`fuzz/fuzz_targets/conformance_case.rs` checks that).
//!
//! The second layer, behind the `device` feature, is the runner (`run`): it
//! executes cases on a `ninebridge-d3d9` device as the reference runner the
//! conformance README describes does, and turns every failure into an
//! `error` result for the probes it affects. The `ninebridge conformance`
//! command only parses its arguments, prints and chooses the exit code.
//!
//! A third layer, behind the `interp` feature, runs the same cases without a
//! GPU (`interp`): shaders through the reference interpreter
//! (`ninebridge-interp`) and a small rasteriser that evaluates only the
//! pixels probed. It checks the interpreter against the cases' Windows
//! values, as the GPU runner checks the translator.
//!
//! With both, `diff` compares the two executions of any shader on random
//! inputs, and `corpus` (feature `corpus`) does so over a corpus of real
//! game shaders.

pub mod case;
#[cfg(feature = "corpus")]
pub mod corpus;
#[cfg(all(feature = "device", feature = "interp"))]
pub mod diff;
pub mod error;
#[cfg(feature = "interp")]
pub mod inputs;
#[cfg(feature = "interp")]
pub mod interp;
pub mod report;
#[cfg(feature = "device")]
pub mod run;
pub mod size;
pub mod state;
pub mod ulp;

pub use case::{Case, hex_bytes, number_words};
pub use error::{DataError, LoadError, StateError};
pub use report::{Counts, ProbeResult, Status};
#[cfg(feature = "device")]
pub use run::{CaseError, Runner};
pub use size::{SizeKind, parse_size};
pub use state::{CmpFunc, Fog, StateCommand, alpha_ref_dword, parse_state_command};
