//! `.hvs` shader packs (spec 001, "Shader mod packs (.hvs)").
//!
//! Design: a pack is at most 4 MiB and 128 entries, so [`ShaderPack`] reads
//! it into memory and validates everything at open: header, lengths, the exact
//! end of the last entry, the spec's token check on both shaders of every
//! entry ([`check_shader`]), and unique originals. Lookup is an exact byte
//! comparison at shader creation time, never per draw. [`ShaderPackWriter`]
//! applies the same rules while adding entries and writes crash-safely.
//!
//! * `format`: the byte layout and limits.
//! * `tokens`: the ps_2_0 token check.
//! * `reader`: validation and lookup.
//! * `writer`: building packs.
//! * `error`: typed reasons for refusal.

mod error;
pub mod format;
mod reader;
mod tokens;
mod writer;

pub use error::{HvsError, HvsWriteError, Side, TokenError};
pub use reader::{ShaderEntry, ShaderPack};
pub use tokens::{END, PS_2_0, check_shader};
pub use writer::ShaderPackWriter;
