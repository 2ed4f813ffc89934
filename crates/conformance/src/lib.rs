//! The D3D9 conformance case files, without a GPU: the JSON case model, the
//! parsing of the text the runner interprets (state commands, resource sizes,
//! uniform values, hex data) and the ULP comparison of probes. Case files are
//! untrusted input: every parser here returns an error rather than panicking
//! (`fuzz/fuzz_targets/conformance_case.rs` checks that). The runner that
//! executes cases on a device lives in `ninebridge-cli`.

pub mod case;
pub mod size;
pub mod state;
pub mod ulp;

pub use case::{Case, hex_bytes, number_words};
pub use size::{SizeKind, parse_size};
pub use state::{CmpFunc, Fog, StateCommand, alpha_ref_dword, parse_state_command};
