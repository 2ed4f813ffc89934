//! The content-keyed GPU texture cache between the D3D9 object model and
//! the GPU (specs `000` "Textures and Texture Packs" and `003` "Native S3TC
//! upload", with `HALO_*` variables renamed `NINEBRIDGE_*`).
//!
//! Design notes:
//!
//! - **Generations** ([`ContentState`]): the device advances a texture's
//!   generation on every write path (lock/unlock, dirty rect, copy, fill,
//!   readback, level alias). The XXH3 content key, the TexMod CRC and the
//!   replacement lookup are computed once per generation; an unchanged
//!   texture costs no hashing (`hash_skips`).
//! - **Flow** ([`TextureCache::resolve`], spec 000's flowchart): a render
//!   target is sampled from its GPU target ([`Resolved::RenderTarget`]),
//!   never cached or replaced; a GPU-dirty alias of level 0 is read back
//!   first ([`TextureSource::flush`], a failure fails the upload); a 2D
//!   texture with a replacement uses it; otherwise the key is looked up and
//!   a miss decodes (or uploads natively) and inserts.
//! - **Levels** ([`MipRule`], `levels.rs`): by default every level the game
//!   wrote is uploaded as written and the others get the exact box-filter
//!   chain; `NINEBRIDGE_TEXTURE_REGEN_MIPS=1` regenerates the chain from
//!   level 0 (spec 000). Volumes keep level 0 only (2048 per side at most).
//! - **The slot table** ([`Cache`]): id 0 is none, an open-addressed key
//!   index, an LRU tick per hit, budgets of count and bytes (whole chains),
//!   a texture larger than the byte budget refused, the binding pin between
//!   [`TextureCache::begin_bindings`] and [`TextureCache::end_bindings`]
//!   and [`CacheError::Pinned`] when nothing is evictable.
//! - **Native BC** (`bc.rs`): DXT1-5 upload as BC1-3 when the device has
//!   `TEXTURE_COMPRESSION_BC`, `NINEBRIDGE_NATIVE_BC` is not 0 and every level
//!   is stored as written (per texture, never per level); anything else is
//!   decoded to BGRA8, each refusal counted by reason. Native sampling can
//!   differ from the exact integer decode (up to 3/255 for BC1 on NVIDIA's
//!   driver, measured on the H200; lavapipe matches exactly), so the switch
//!   stays.
//! - **Replacements** ([`Replacements`]): the `.hvt` pack of
//!   `ninebridge-packs` and loose files of `NINEBRIDGE_TEXTURE_DIR` (watched
//!   with `notify` when `NINEBRIDGE_TEXTURE_DIR_WATCH=1`), keyed
//!   `0x48565458_00000000 | crc` and shared; a failed replacement upload
//!   falls back to the original.
//! - **Dumps** ([`Dumper`]): `NINEBRIDGE_DUMP_TEXTURES=DIR` writes each
//!   distinct 2D texture once as `<crc>.png`, the name `pack build` reads.
//! - **The GPU** is behind [`TextureBackend`] (create with levels, destroy):
//!   [`WgpuBackend`] on `ninebridge-gpu`, [`FakeBackend`] for tests.
//! - **Counters** ([`Stats`]): `"textures"` and `"bc"` for `--stats-json`.
//!
//! Configuration is [`Config`] (see `config.rs` for every variable).

pub mod backend;
pub mod bc;
pub mod cache;
pub mod config;
pub mod dump;
pub mod error;
pub mod fake;
pub mod generation;
mod levels;
pub mod manager;
pub mod replace;
pub mod source;
pub mod stats;
pub mod wgpu_backend;

pub use backend::{
    BackendError, GpuDimension, GpuFormat, GpuTextureDesc, LevelUpload, TextureBackend,
};
pub use bc::{Blocked, bc_format, eligibility};
pub use cache::{Cache, CacheError, CacheId};
pub use config::{Budget, Config, MipRule};
pub use dump::{Dumper, dump_file_name};
pub use error::UploadError;
pub use fake::{FakeBackend, FakeTexture};
pub use generation::ContentState;
pub use levels::MAX_VOLUME_EDGE;
pub use manager::{Resolved, TextureCache};
pub use replace::{Replacement, ReplacementConfig, Replacements, replacement_key};
pub use source::{OwnedSource, TextureDesc, TextureKind, TextureSource};
pub use stats::{BcCounters, Stats, TextureCounters};
pub use wgpu_backend::{WgpuBackend, WgpuTexture};
