//! Self-texturing draws (spec 002, "Self-texturing"): a sprite that textures
//! from the buffer it draws into.
//!
//! A sprite is drawn pixel by pixel in the GE's order, rows top to bottom and
//! each row left to right, whatever the texture direction. Each pixel first
//! lets the writes that are due reach memory ([`WritePipeline`]), then
//! samples through the cache (lines load lazily and are never refreshed
//! during the primitive), then blends and queues its own write.
//!
//! Fetch run-ahead (approximated; the spec says the exact amount "hasn't been
//! worked out"): while samples hit, the fetches gain on the writes, and the
//! number of closed blocks held back grows linearly with the run of hits to
//! its cap after two rows' worth of pixels. The cap is the row's own block
//! count for narrow rows (the spec: "often the whole row") and 12 blocks for
//! wider ones (the middle of the 10 to 14 measured for 64-pixel 32-bit
//! rows). A miss resets the run; the blocks held at that moment arrive four
//! pixels later.
//!
//! [`Primitive::Triangles`] reads the texture as it was before the
//! primitive: its samples still go through the cache, but none of its
//! writes lands until it ends.

use crate::cache::GeCache;
use crate::color::{average2, average4};
use crate::error::DrawError;
use crate::texture::Texture;
use crate::writes::WritePipeline;

/// The largest sprite side.
pub const MAX_SPRITE_SIDE: u32 = 1024;
/// The run-ahead cap for rows wider than that many blocks.
pub const RUN_AHEAD_CAP_BLOCKS: usize = 12;

/// The approximate fetch run-ahead: how many closed 16-byte blocks the
/// writes lag behind after `hit_run` consecutive hitting pixels, in a sprite
/// `width` pixels wide whose rows touch `row_blocks` blocks. Grows linearly
/// over two rows' worth of hits to `min(row_blocks, 12)`.
pub fn held_blocks(hit_run: u64, width: u32, row_blocks: usize) -> usize {
    let two_rows = 2 * u64::from(width.max(1));
    let cap = row_blocks.min(RUN_AHEAD_CAP_BLOCKS) as u64;
    (hit_run.min(two_rows) * cap / two_rows) as usize
}

/// How a pixel combines its texel with the framebuffer.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, serde::Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Blend {
    /// The texel replaces the pixel.
    #[default]
    Replace,
    /// Each channel becomes `(texel + pixel) / 2`, rounded down.
    Average,
}

/// Which primitive draws the rectangle.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, serde::Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Primitive {
    /// A sprite (GE order, delayed 16-byte writes, run-ahead).
    #[default]
    Sprite,
    /// Two triangles: reads the texture as it was before the primitive.
    Triangles,
}

/// A self-texturing rectangle. The framebuffer has the current texture's
/// format (one of 8888, 5650, 5551, 4444) and is never swizzled.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Sprite {
    /// Framebuffer address.
    pub fb: u32,
    /// Framebuffer width (stride) in pixels.
    pub fb_bufw: u32,
    /// Left column in the framebuffer.
    pub x: u32,
    /// Top row in the framebuffer.
    pub y: u32,
    /// Width in pixels, 1..=1024.
    pub width: u32,
    /// Height in pixels, 1..=1024.
    pub height: u32,
    /// Texel column sampled by the left column.
    pub u: i32,
    /// Texel row sampled by the top row.
    pub v: i32,
    /// Texel columns stepped per pixel to the right (negative flips).
    pub du: i32,
    /// Texel rows stepped per row down (negative flips).
    pub dv: i32,
    /// Bilinear filtering: each pixel averages the 2x2 texels from `(u, v)`
    /// (coordinates clamped), and writes land four pixels late, not one.
    pub bilinear: bool,
    /// How the texel combines with the pixel.
    pub blend: Blend,
    /// Sprite or triangles.
    pub prim: Primitive,
}

impl Sprite {
    /// Pixels between the next 16-byte block starting and a block reaching
    /// memory: 1, or 4 with bilinear filtering.
    pub fn write_delay(&self) -> u64 {
        if self.bilinear { 4 } else { 1 }
    }
}

/// One pixel of a draw, in drawing order.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PixelEvent {
    /// Position in drawing order, from 0.
    pub index: u64,
    /// Framebuffer column.
    pub x: u32,
    /// Framebuffer row.
    pub y: u32,
    /// Texel column sampled (clamped; the top-left of a bilinear footprint).
    pub u: u32,
    /// Texel row sampled.
    pub v: u32,
    /// Whether every sample of the pixel hit.
    pub hit: bool,
    /// The filtered texel.
    pub texel: u32,
    /// The value written.
    pub written: u32,
}

/// What a draw did.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct DrawReport {
    /// Pixels drawn.
    pub pixels: u64,
    /// Pixels whose samples all hit.
    pub hit_pixels: u64,
    /// Pixels with at least one miss.
    pub miss_pixels: u64,
}

/// Draws `sprite` into `mem`, texturing from `tex` through `cache`; `observe`
/// sees every pixel in drawing order.
pub fn draw(
    mem: &mut [u8],
    cache: &mut GeCache,
    tex: &Texture,
    sprite: &Sprite,
    mut observe: impl FnMut(&PixelEvent),
) -> Result<DrawReport, DrawError> {
    let format = tex.regs().format;
    let bpp = check(mem.len(), tex, sprite)?;
    let (tw, th) = (tex.regs().width, tex.regs().height);
    let clamp = |c: i64, size: u32| c.clamp(0, i64::from(size) - 1) as u32;
    let row_bytes = |y: u32| u64::from(sprite.fb) + u64::from(y) * u64::from(sprite.fb_bufw) * bpp;
    // Blocks one row of the sprite touches (its start within a block counts).
    let first = row_bytes(0) + u64::from(sprite.x) * bpp;
    let row_blocks = ((first + u64::from(sprite.width) * bpp - 1) / 16 - first / 16 + 1) as usize;
    let mut writes = WritePipeline::new(sprite.write_delay());
    let mut report = DrawReport::default();
    let mut hit_run = 0u64;
    let mut n = 0u64;
    for j in 0..sprite.height {
        let tv = i64::from(sprite.v) + i64::from(j) * i64::from(sprite.dv);
        for i in 0..sprite.width {
            let tu = i64::from(sprite.u) + i64::from(i) * i64::from(sprite.du);
            if sprite.prim == Primitive::Sprite {
                let held = held_blocks(hit_run, sprite.width, row_blocks);
                writes.land_due(n, held, mem);
            }
            let (u, v) = (clamp(tu, tw), clamp(tv, th));
            let (texel, hit) = if sprite.bilinear {
                let (u1, v1) = (clamp(tu + 1, tw), clamp(tv + 1, th));
                let mut p = [0u32; 4];
                let mut hit = true;
                for (k, (su, sv)) in [(u, v), (u1, v), (u, v1), (u1, v1)].into_iter().enumerate() {
                    let s = cache.sample(mem, tex, su, sv)?;
                    p[k] = s.value;
                    hit &= s.hit;
                }
                (average4(format, p), hit)
            } else {
                let s = cache.sample(mem, tex, u, v)?;
                (s.value, s.hit)
            };
            if hit {
                hit_run += 1;
                report.hit_pixels += 1;
            } else {
                if sprite.prim == Primitive::Sprite {
                    writes.miss(n);
                }
                hit_run = 0;
                report.miss_pixels += 1;
            }
            let (x, y) = (sprite.x + i, sprite.y + j);
            let addr = row_bytes(y) + u64::from(x) * bpp;
            // `check` proved every pixel of the rectangle is inside `mem`.
            let at = addr as usize;
            let dst = read_pixel(&mem[at..at + bpp as usize]);
            let written = match sprite.blend {
                Blend::Replace => texel,
                Blend::Average => average2(format, texel, dst),
            };
            writes.write(n, addr, &written.to_le_bytes()[..bpp as usize]);
            observe(&PixelEvent {
                index: n,
                x,
                y,
                u,
                v,
                hit,
                texel,
                written,
            });
            n += 1;
        }
    }
    writes.finish(mem);
    report.pixels = n;
    Ok(report)
}

/// Validates a draw; returns the bytes per pixel.
fn check(mem_len: usize, tex: &Texture, s: &Sprite) -> Result<u64, DrawError> {
    let format = tex.regs().format;
    if !format.is_framebuffer() {
        return Err(DrawError::Format { format });
    }
    let side = 1..=MAX_SPRITE_SIDE;
    if !side.contains(&s.width) || !side.contains(&s.height) {
        return Err(DrawError::Size {
            width: s.width,
            height: s.height,
        });
    }
    let bpp = u64::from(format.cache_bits().bits() / 8);
    if u64::from(s.fb) % bpp != 0 {
        return Err(DrawError::Align {
            fb: s.fb,
            bytes: bpp as u32,
        });
    }
    let right = u64::from(s.x) + u64::from(s.width);
    if right > u64::from(s.fb_bufw) {
        return Err(DrawError::Width {
            x: s.x,
            end: right,
            fb_bufw: s.fb_bufw,
        });
    }
    let last_row = u64::from(s.y) + u64::from(s.height) - 1;
    let end = u64::from(s.fb) + (last_row * u64::from(s.fb_bufw) + right) * bpp;
    if end > mem_len as u64 {
        return Err(DrawError::Memory {
            end,
            memory: mem_len,
        });
    }
    Ok(bpp)
}

fn read_pixel(bytes: &[u8]) -> u32 {
    bytes
        .iter()
        .rev()
        .fold(0u32, |acc, &b| acc << 8 | u32::from(b))
}
