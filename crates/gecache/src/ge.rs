//! The machine around the cache, for scripts and tests: memory, the texture
//! registers, pending block transfers, the CLUT, and the commands.
//!
//! Coherence (spec 002, "TEXFLUSH and TEXSYNC"): only [`Ge::flush`] drops
//! lines. CPU writes, block transfers landing, TEXSYNC, display lists
//! starting or ending, drawing into a texture and setting texture registers
//! all leave the cache alone. A block transfer runs alongside drawing: it
//! lands at the next TEXSYNC or list end, so a line loaded before that reads
//! memory without it.

use crate::cache::{GeCache, Sample, Stats};
use crate::draw::{self, DrawReport, PixelEvent, Sprite};
use crate::error::GeError;
use crate::texture::{Texture, TextureRegs};

/// The largest memory a [`Ge`] accepts (the PSP has 32 MiB of main memory
/// and 2 MiB of VRAM; twice that leaves room).
pub const MAX_MEMORY: usize = 64 << 20;
/// Bytes in the CLUT.
pub const CLUT_BYTES: usize = 1024;
/// The largest block transfer side.
pub const MAX_TRANSFER_SIDE: u32 = 1024;

/// A block transfer (the GE's `TRXKICK`): a rectangle of `width` x `height`
/// pixels of `bpp` bytes from `src` to `dst`, strides in pixels.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BlockTransfer {
    /// Source address of the top-left pixel.
    pub src: u32,
    /// Source stride in pixels.
    pub src_bufw: u32,
    /// Destination address of the top-left pixel.
    pub dst: u32,
    /// Destination stride in pixels.
    pub dst_bufw: u32,
    /// Width in pixels.
    pub width: u32,
    /// Height in pixels.
    pub height: u32,
    /// Bytes per pixel: 2 or 4.
    pub bpp: u32,
}

/// A transfer in flight: the destination rows and the bytes they receive
/// (read from the source when the transfer was kicked).
#[derive(Clone, Debug)]
struct InFlight {
    rows: Vec<(usize, Vec<u8>)>,
}

/// Memory plus the GE state the texture cache depends on.
#[derive(Clone, Debug)]
pub struct Ge {
    memory: Vec<u8>,
    cache: GeCache,
    texture: Option<Texture>,
    in_flight: Vec<InFlight>,
    clut: Vec<u8>,
    clut_loads: u64,
}

impl Ge {
    /// A machine with `size` bytes of zeroed memory and an empty cache.
    pub fn new(size: u64) -> Result<Self, GeError> {
        if size == 0 || size > MAX_MEMORY as u64 {
            return Err(GeError::MemorySize {
                size,
                max: MAX_MEMORY,
            });
        }
        Ok(Self {
            memory: vec![0; size as usize],
            cache: GeCache::new(),
            texture: None,
            in_flight: Vec::new(),
            clut: vec![0; CLUT_BYTES],
            clut_loads: 0,
        })
    }

    /// The memory.
    pub fn memory(&self) -> &[u8] {
        &self.memory
    }

    /// The cache.
    pub fn cache(&self) -> &GeCache {
        &self.cache
    }

    /// The cache's counters.
    pub fn stats(&self) -> Stats {
        self.cache.stats()
    }

    /// The current texture, if one is set.
    pub fn texture(&self) -> Option<&Texture> {
        self.texture.as_ref()
    }

    /// The CLUT's bytes and how many loads filled it.
    pub fn clut(&self) -> (&[u8], u64) {
        (&self.clut, self.clut_loads)
    }

    fn range(&self, what: &'static str, addr: u64, len: u64) -> Result<usize, GeError> {
        match addr.checked_add(len) {
            Some(end) if end <= self.memory.len() as u64 => Ok(addr as usize),
            _ => Err(GeError::Range {
                what,
                addr,
                len,
                memory: self.memory.len(),
            }),
        }
    }

    /// A CPU write: memory changes, the cache does not.
    pub fn write(&mut self, addr: u32, bytes: &[u8]) -> Result<(), GeError> {
        let at = self.range("write", u64::from(addr), bytes.len() as u64)?;
        self.memory[at..at + bytes.len()].copy_from_slice(bytes);
        Ok(())
    }

    /// Sets the texture registers (no flush).
    pub fn set_texture(&mut self, regs: TextureRegs) -> Result<(), GeError> {
        self.texture = Some(Texture::new(regs, self.memory.len())?);
        Ok(())
    }

    /// Samples texel `(u, v)` of the current texture through the cache.
    pub fn sample(&mut self, u: u32, v: u32) -> Result<Sample, GeError> {
        let tex = self.texture.as_ref().ok_or(GeError::NoTexture)?;
        Ok(self.cache.sample(&self.memory, tex, u, v)?)
    }

    /// TEXFLUSH (0xCB): drops every line.
    pub fn flush(&mut self) {
        self.cache.flush();
    }

    /// TEXSYNC (0xCC): waits for block transfers, which land now.
    pub fn sync(&mut self) {
        self.land_transfers();
    }

    /// A display list starts: nothing happens to the cache.
    pub fn list_start(&mut self) {}

    /// A display list ends: transfers still in flight land; the cache stays.
    pub fn list_end(&mut self) {
        self.land_transfers();
    }

    fn land_transfers(&mut self) {
        for t in self.in_flight.drain(..) {
            for (at, row) in t.rows {
                // Checked when the transfer was kicked; memory never shrinks.
                if let Some(dst) = self.memory.get_mut(at..at + row.len()) {
                    dst.copy_from_slice(&row);
                }
            }
        }
    }

    /// Kicks a block transfer: the source is read now, the destination is
    /// written at the next [`Ge::sync`] or [`Ge::list_end`].
    pub fn transfer(&mut self, t: BlockTransfer) -> Result<(), GeError> {
        let side = 1..=MAX_TRANSFER_SIDE;
        if !matches!(t.bpp, 2 | 4)
            || !side.contains(&t.width)
            || !side.contains(&t.height)
            || t.src_bufw < t.width
            || t.dst_bufw < t.width
        {
            return Err(GeError::Transfer {
                width: t.width,
                height: t.height,
                bpp: t.bpp,
                src_bufw: t.src_bufw,
                dst_bufw: t.dst_bufw,
            });
        }
        let (bpp, w, h) = (u64::from(t.bpp), u64::from(t.width), u64::from(t.height));
        let extent = |bufw: u32| ((h - 1) * u64::from(bufw) + w) * bpp;
        let src = self.range("transfer source", u64::from(t.src), extent(t.src_bufw))?;
        let dst = self.range("transfer destination", u64::from(t.dst), extent(t.dst_bufw))?;
        let row_len = (w * bpp) as usize;
        let rows = (0..h as usize)
            .map(|r| {
                let s = src + r * t.src_bufw as usize * bpp as usize;
                let d = dst + r * t.dst_bufw as usize * bpp as usize;
                (d, self.memory[s..s + row_len].to_vec())
            })
            .collect();
        self.in_flight.push(InFlight { rows });
        Ok(())
    }

    /// Loads `bytes` of CLUT from `addr`. The CLUT is separate from the
    /// texture cache: no line changes and no cache counter moves.
    pub fn load_clut(&mut self, addr: u32, bytes: u32) -> Result<(), GeError> {
        if bytes == 0 || bytes as usize > CLUT_BYTES {
            return Err(GeError::Clut { bytes });
        }
        let at = self.range("CLUT load", u64::from(addr), u64::from(bytes))?;
        let len = bytes as usize;
        self.clut[..len].copy_from_slice(&self.memory[at..at + len]);
        self.clut_loads += 1;
        Ok(())
    }

    /// Draws a self-texturing sprite with the current texture.
    pub fn draw(
        &mut self,
        sprite: &Sprite,
        observe: impl FnMut(&PixelEvent),
    ) -> Result<DrawReport, GeError> {
        let tex = self.texture.ok_or(GeError::NoTexture)?;
        Ok(draw::draw(
            &mut self.memory,
            &mut self.cache,
            &tex,
            sprite,
            observe,
        )?)
    }
}
