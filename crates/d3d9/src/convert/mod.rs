//! Pure translations of D3D9 state into wgpu descriptors. No GPU here: every
//! function is a mapping of plain values, unit-tested on the host.
//!
//! - `border.rs`: `D3DTADDRESS_BORDER`'s value in the texture's format
//!   and the choice between the sampler's border and the shader's;
//! - `anisotropy.rs`: the anisotropy rule (the game's and the
//!   `NINEBRIDGE_ANISOTROPY` override's) and the variable's parsing;
//! - `formats.rs`: formats, level sizes and texel conversion for upload;
//! - `pipeline.rs`: what a render pipeline bakes in (blend, depth-stencil,
//!   culling, topology, vertex formats);
//! - `samplers.rs`: sampler keys and descriptors;
//! - `signed.rs`: the signed (bump-map) formats and their missing channels;
//! - `yuv.rs`: YUV surfaces decoded to BGRA8.

mod anisotropy;
mod border;
mod formats;
mod pipeline;
mod samplers;
mod signed;
#[cfg(test)]
mod tests;
mod yuv;

pub use anisotropy::*;
pub use border::*;
pub use formats::*;
pub use pipeline::*;
pub use samplers::*;
pub use yuv::*;
