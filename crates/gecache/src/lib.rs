//! The PSP GE's texture cache, as measured on hardware (spec 002): what a
//! texture sample reads when textures change behind the GE's back, when a
//! texture is drawn right after another without a flush, and when a sprite
//! textures from the buffer it draws into. For emulator authors: ask
//! [`GeCache::sample`] what a sample returns, and [`draw()`] what a
//! self-texturing sprite writes.
//!
//! ```
//! use ninebridge_gecache::{GeCache, TexFormat, Texture, TextureRegs};
//! let mut mem = vec![0u8; 4096];
//! mem[..4].copy_from_slice(&[1, 2, 3, 4]);
//! let regs = TextureRegs {
//!     addr: 0, bufw: 4, format: TexFormat::Rgba8888, width: 4, height: 8,
//!     swizzled: false, level: 0,
//! };
//! let tex = Texture::new(regs, mem.len())?;
//! let mut cache = GeCache::new();
//! let s = cache.sample(&mem, &tex, 0, 0)?;
//! assert_eq!((s.value, s.hit), (0x0403_0201, false));
//! mem[0] = 9; // a CPU write: the cache does not see it
//! assert_eq!(cache.sample(&mem, &tex, 0, 0)?.value, 0x0403_0201);
//! cache.flush(); // TEXFLUSH
//! assert_eq!(cache.sample(&mem, &tex, 0, 0)?.value, 0x0403_0209);
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! Design:
//!
//! - [`mod@format`]: the cache's view of a texture format, bits per cached texel
//!   (DXT counts as 32, being cached decoded), the line shape (16 bytes x 8
//!   rows: 4, 8, 16 or 32 texels wide) and the set-index table.
//! - [`texture`]: the texture registers of one level, validated once
//!   ([`Texture::new`]) so the hit path needs no checks beyond the
//!   coordinates; and where a line's bytes live (linear: 8 reads; swizzled:
//!   one 128-byte read; DXT: two blocks).
//! - [`cache`]: the 64 lines in 16 sets of 4 ways, LRU, tags of (column,
//!   band, level) only, counters. The hit path touches no memory.
//! - `dxt`: DXT lines decoded to 8888 with `ninebridge-texture`'s decoder.
//! - [`ge`]: the machine for scripts: memory, texture registers, block
//!   transfers in flight until TEXSYNC or list end, the CLUT, and the
//!   coherence rules (only TEXFLUSH drops lines).
//! - [`writes`] and [`mod@draw`]: self-texturing sprites in the GE's pixel
//!   order, with 16-byte delayed writes and an approximate fetch run-ahead.
//! - [`script`]: the JSON script format of `ninebridge gecache run`.
//!
//! Nothing here panics on input: every size is checked with 64-bit
//! arithmetic before use and every refusal is a typed error with the numbers.
//!
//! # Script ops
//!
//! `{"memory_size": N, "ops": [...]}` with `N` at most 64 MiB. Addresses are
//! byte offsets into that memory.
//!
//! | op | fields | effect |
//! | --- | --- | --- |
//! | `write` | `addr`, `hex` | CPU write behind the cache |
//! | `tex` | `addr`, `bufw` (texels), `format` (`8888`, `5650`, `5551`, `4444`, `clut8`, `clut4`, `dxt1`, `dxt3`, `dxt5`), `width`, `height`, `swizzled` (false), `level` (0) | set the texture registers, no flush |
//! | `sample` | `u`, `v` | read an integer texel through the cache; prints a line |
//! | `flush` | | TEXFLUSH: drop every line |
//! | `sync` | | TEXSYNC: transfers in flight land |
//! | `list_start`, `list_end` | | a display list starts / ends (transfers land at the end) |
//! | `transfer` | `src`, `src_bufw`, `dst`, `dst_bufw`, `width`, `height`, `bpp` (2 or 4) | block transfer; source read now, destination written at the next `sync`/`list_end` |
//! | `clut` | `addr`, `bytes` (1..=1024) | load the CLUT; the texture cache is untouched |
//! | `sprite` | see below | a self-texturing sprite with the current texture |
//!
//! A texture is refused unless its sides are powers of two up to 512, its
//! level at most 7, its address 16-byte aligned, its rows whole 16-byte
//! columns (DXT: `bufw` a multiple of 4; DXT cannot be swizzled) and every
//! line covering it inside memory.
//!
//! The `sprite` op draws the rectangle `x`, `y` (default 0), `width`,
//! `height` (1..=1024) of a framebuffer at `fb` with stride `fb_bufw` pixels
//! (default: the current texture's `addr` and `bufw`, so it draws onto its
//! own texture), in the texture's format (8888, 5650, 5551 or 4444). Pixel
//! `(x + i, y + j)` samples texel `(u + i*du, v + j*dv)`, clamped to the
//! texture; `u`, `v` default to `x`, `y` and `du`, `dv` to 1 (negative
//! flips). `bilinear` (false) averages the 2x2 texels from there and delays
//! writes by four pixels instead of one. `blend` is `replace` (default) or
//! `average` (per channel, `(texel + pixel) / 2` rounded down). `prim` is
//! `sprite` (default: GE order, delayed writes, run-ahead) or `triangles`
//! (reads the texture as it was before the primitive).

pub mod cache;
mod color;
pub mod draw;
mod dxt;
pub mod error;
pub mod format;
pub mod ge;
pub mod script;
pub mod texture;
pub mod writes;

pub use cache::{GeCache, InvariantError, Sample, Stats, Tag};
pub use draw::{Blend, DrawReport, PixelEvent, Primitive, Sprite, draw};
pub use error::{DrawError, GeError, SampleError, ScriptError, TextureError};
pub use format::{CacheBits, TexFormat};
pub use ge::{BlockTransfer, Ge, MAX_MEMORY};
pub use script::{Op, Script, ScriptOutput};
pub use texture::{Texture, TextureRegs};
pub use writes::WritePipeline;
