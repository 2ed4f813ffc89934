//! D3D9 texture core: formats, physical layout, decoding to BGRA8, box-filter
//! mips, content keys and the TexMod CRC32.
//!
//! Design (spec `000`, "Textures and Texture Packs"; spec `003` for layout):
//!
//! - [`mod@format`] is the texture core's D3DFORMAT table, keyed by the shared
//!   [`Format`] of `ninebridge-types`: each format's storage block (a 4x4
//!   block for DXT, one pixel for plain formats), D3D name and whether
//!   [`decode()`] knows it, read through [`FormatExt`]; formats outside the
//!   table cannot be sized or decoded. [`level_size`] sizes one mip level.
//! - [`layout`] places the levels of 2D, cube and volume textures in one
//!   allocation: DXT levels always occupy whole blocks, the storage level count
//!   is independent of how many levels are sampled, and cube faces are aligned
//!   to a caller-given boundary.
//! - [`mod@decode`] converts one level to tightly packed BGRA8 (a little-endian
//!   `A8R8G8B8` pixel), heap-free into a caller buffer ([`decode_into`]) or
//!   allocating ([`decode()`]).
//! - [`mip`] builds the exact rounded box-filter chain from a BGRA8 level.
//! - [`hash`] computes the XXH3 content key that names a texture in the GPU
//!   cache; [`crc`] computes the TexMod CRC32 that matches texture packs.
//! - [`dds`] reads DDS files (through the `ddsfile` crate) for the tools.
//!
//! Nothing here panics on any input: sizes are computed with checked
//! arithmetic and every failure is a typed error carrying the numbers that
//! explain it.

pub mod crc;
pub mod dds;
pub mod decode;
pub mod format;
pub mod hash;
pub mod layout;
pub mod mip;

pub use decode::{DecodeError, decode, decode_into};
pub use format::{BlockInfo, FORMATS, Format, FormatDisplay, FormatExt, SizeError, level_size};
