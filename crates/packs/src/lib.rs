//! Replacement packs: `.hvt` texture packs and `.hvs` shader packs.
//!
//! Modders replace a game's textures and pixel shaders without touching its
//! files. Both pack formats are fixed byte for byte by the specification
//! (`Texture packs (.hvt)` in spec 000, `Shader mod packs (.hvs)` in spec 001),
//! so packs written by other tools load here and packs written here load there.
//!
//! * [`hvt`]: texture packs. A directory of `(CRC32, width, height, BGRA8
//!   pixels)` entries sorted by the TexMod CRC32 of the original texture's
//!   level-0 bytes. The reader memory-maps the file and validates every rule at
//!   open, but never touches the pixel bytes until a texture matches, so a
//!   multi-gigabyte pack stays demand-paged.
//! * [`hvs`]: shader packs. Up to 128 `(original, replacement)` ps_2_0 token
//!   streams matched by exact bytes; both shaders of every entry must pass the
//!   spec's token check.
//! * [`build`]: turning a modder's loose files (PNG/DDS named by CRC, folders,
//!   TexMod `texmod.def`) into a `.hvt`, in parallel.
//! * [`runtime`]: the process-wide packs named by `NINEBRIDGE_TEXTURE_PACK` /
//!   `NINEBRIDGE_SHADER_PACK`, loaded once, lazily, on first use.
//!
//! Every reader failure is a typed error naming the rule and the entry; the
//! caller then keeps the original textures or shaders. Nothing here panics on
//! any input.

mod atomic;
pub mod build;
pub mod hvs;
pub mod hvt;
mod le;
pub mod runtime;

pub use hvs::{HvsError, ShaderPack, ShaderPackWriter, TokenError};
pub use hvt::{HvtError, TextureEntry, TexturePack, TexturePackWriter};
