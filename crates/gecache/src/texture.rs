//! The texture registers of one mip level, checked once so that sampling
//! needs no further validation on its hot path.
//!
//! Memory layouts (addresses are byte offsets into the caller's memory):
//!
//! - linear: texel row `y` starts at `addr + y * pitch`, `pitch = bufw * bits / 8`;
//!   a line is eight 16-byte pieces, one per row (eight reads);
//! - swizzled: the texture is stored as 16-byte x 8-row blocks, row-major
//!   over the buffer width, each block contiguous (one 128-byte read per line);
//! - DXT: 4x4 blocks row-major over `bufw / 4` blocks per row; a line is two
//!   blocks, one above the other (two reads).
//!
//! A texture is accepted only when every line covering it lies inside the
//! memory, so a miss can always load its line.

use crate::error::TextureError;
use crate::format::{CacheBits, TexFormat};

/// The largest texture side the GE accepts.
pub const MAX_TEXTURE_SIDE: u32 = 512;
/// The highest mip level (the GE has eight).
pub const MAX_LEVEL: u32 = 7;

/// The texture registers as a script or emulator sets them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TextureRegs {
    /// Address of the level's first byte.
    pub addr: u32,
    /// Buffer width in texels (the stride between rows).
    pub bufw: u32,
    /// Texel format.
    pub format: TexFormat,
    /// Width in texels: a power of two up to 512.
    pub width: u32,
    /// Height in texels: a power of two up to 512.
    pub height: u32,
    /// Whether the level is stored swizzled.
    pub swizzled: bool,
    /// Mip level, 0..=7 (part of every line's tag).
    pub level: u32,
}

/// A validated texture: [`TextureRegs`] plus what sampling needs precomputed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Texture {
    regs: TextureRegs,
    bits: CacheBits,
    /// Bytes between rows (linear), or between rows of blocks (DXT).
    pitch: u64,
}

impl Texture {
    /// Checks the registers against a memory of `memory_len` bytes.
    pub fn new(regs: TextureRegs, memory_len: usize) -> Result<Self, TextureError> {
        let TextureRegs {
            addr,
            bufw,
            format,
            width,
            height,
            swizzled,
            level,
        } = regs;
        let side_ok = |s: u32| s.is_power_of_two() && s <= MAX_TEXTURE_SIDE;
        if !side_ok(width) || !side_ok(height) {
            return Err(TextureError::Size { width, height });
        }
        if level > MAX_LEVEL {
            return Err(TextureError::Level { level });
        }
        if addr % 16 != 0 {
            return Err(TextureError::Align { addr });
        }
        let bits = format.cache_bits();
        let bands = u64::from(height.div_ceil(8));
        let cols = u64::from(width.div_ceil(bits.line_width()));
        let (pitch, end) = if let Some(block) = format.dxt_block_bytes() {
            if swizzled {
                return Err(TextureError::SwizzledDxt { format });
            }
            if bufw == 0 || bufw % 4 != 0 {
                return Err(TextureError::DxtBufferWidth { bufw });
            }
            let pitch = u64::from(bufw / 4) * u64::from(block);
            // The last line's lower block ends the footprint.
            let end = (bands * 2 - 1) * pitch + cols * u64::from(block);
            (pitch, end)
        } else {
            let pitch = u64::from(bufw) * u64::from(bits.bits()) / 8;
            if bufw == 0 || (u64::from(bufw) * u64::from(bits.bits())) % 128 != 0 {
                return Err(TextureError::BufferWidth {
                    bufw,
                    format,
                    line_width: bits.line_width(),
                });
            }
            let end = if swizzled {
                ((bands - 1) * (pitch / 16) + cols) * 128
            } else {
                (bands * 8 - 1) * pitch + cols * 16
            };
            (pitch, end)
        };
        let end = u64::from(addr) + end;
        if end > memory_len as u64 {
            return Err(TextureError::Memory {
                start: addr,
                end,
                memory: memory_len,
            });
        }
        Ok(Self { regs, bits, pitch })
    }

    /// The registers this texture was made from.
    pub fn regs(&self) -> &TextureRegs {
        &self.regs
    }

    /// The texel size in the cache.
    #[inline(always)]
    pub fn bits(&self) -> CacheBits {
        self.bits
    }

    /// Bytes between two rows (linear and swizzled) or two rows of 4x4
    /// blocks (DXT).
    pub fn pitch(&self) -> u64 {
        self.pitch
    }

    /// Byte ranges `(start, len)` in memory that make up the line at 16-byte
    /// column `col` and 8-row band `band`, in load order: eight rows of 16
    /// bytes (linear), one 128-byte block (swizzled) or two DXT blocks.
    pub fn line_sources(&self, col: u32, band: u32) -> LineSources {
        let (col, band) = (u64::from(col), u64::from(band));
        let addr = u64::from(self.regs.addr);
        let mut out = LineSources {
            ranges: [(0, 0); 8],
            count: 0,
        };
        if let Some(block) = self.regs.format.dxt_block_bytes() {
            let block = u64::from(block);
            for (i, by) in [band * 2, band * 2 + 1].into_iter().enumerate() {
                out.ranges[i] = (addr + by * self.pitch + col * block, block);
            }
            out.count = 2;
        } else if self.regs.swizzled {
            out.ranges[0] = (addr + (band * (self.pitch / 16) + col) * 128, 128);
            out.count = 1;
        } else {
            for row in 0..8u64 {
                out.ranges[row as usize] = (addr + (band * 8 + row) * self.pitch + col * 16, 16);
            }
            out.count = 8;
        }
        out
    }
}

/// The memory reads that load one line (see [`Texture::line_sources`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LineSources {
    ranges: [(u64, u64); 8],
    count: usize,
}

impl LineSources {
    /// The `(start, len)` ranges, one per memory read.
    pub fn ranges(&self) -> &[(u64, u64)] {
        &self.ranges[..self.count]
    }
}
