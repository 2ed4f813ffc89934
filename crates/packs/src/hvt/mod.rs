//! `.hvt` texture packs (spec 000, "Texture packs (.hvt)").
//!
//! Design: a pack is a 32-byte header, a directory of 32-byte entries sorted by
//! the TexMod CRC32 of the original texture's level 0, and one BGRA8 block per
//! entry. [`TexturePack`] maps the file read-only and runs every rule of the
//! format in [`validate`] before handing out anything; afterwards lookups are a
//! binary search over the mapped directory, and the pixels are slices of the
//! mapping, so the OS pages in only the replacements a game actually uses
//! (packs may reach 4 GiB). [`TexturePackWriter`] produces the same layout,
//! streaming into a temporary file that is renamed into place when complete.
//!
//! * `format`: the byte layout, constants and raw field decoding.
//! * `validate`: the open-time rules, in the spec's order.
//! * `reader`: the mapped pack, lookups and the per-entry "seen" flags.
//! * `writer`: the streaming, crash-safe writer.
//! * `error`: the typed reasons a pack is refused or cannot be written.

mod error;
pub mod format;
mod reader;
mod validate;
mod writer;

pub use error::{HvtError, HvtWriteError};
pub use format::{DirEntry, cache_key};
pub use reader::{TextureEntry, TexturePack};
pub use validate::validate;
pub use writer::{TexturePackWriter, TextureSpec, write_texture_pack};
