//! The cache proper: 64 lines of 16 bytes x 8 rows in 16 sets of 4 ways.
//!
//! A line's tag is its 16-byte column, 8-row band and mip level and nothing
//! else, so two textures alias wherever those coincide *and* the set (which
//! depends on the format) is the same. Replacement is least recently used
//! first within a set: each way remembers the tick of its last use.
//!
//! The hit path is a set computation, four tag compares and one read from the
//! line, with no allocation and no memory access.

use crate::dxt;
use crate::error::SampleError;
use crate::format::CacheBits;
use crate::texture::Texture;

/// Lines in the cache.
pub const LINES: usize = 64;
/// Sets.
pub const SETS: usize = 16;
/// Ways (lines) per set.
pub const WAYS: usize = 4;
/// Bytes in a line: 16 bytes x 8 rows.
pub const LINE_BYTES: usize = 128;

/// A tag with this bit set is a valid line.
const VALID: u32 = 1 << 31;

/// A line's tag: column, band and mip level (spec 002: nothing else).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Tag {
    /// 16-byte column.
    pub col: u32,
    /// 8-row band.
    pub band: u32,
    /// Mip level.
    pub level: u32,
}

impl Tag {
    #[inline(always)]
    fn pack(col: u32, band: u32, level: u32) -> u32 {
        // col < 128, band < 64, level < 8 for every valid texture.
        VALID | level << 24 | band << 12 | col
    }

    fn unpack(packed: u32) -> Self {
        Tag {
            col: packed & 0xfff,
            band: (packed >> 12) & 0xfff,
            level: (packed >> 24) & 0x7f,
        }
    }
}

/// One sample's answer.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Sample {
    /// The texel's raw bits in the texture's format: 8888 and DXT the 4 bytes
    /// little-endian (DXT decoded), 16-bit formats 2 bytes, CLUT the index.
    pub value: u32,
    /// Whether the line was already in the cache.
    pub hit: bool,
}

/// Counters since the cache was made.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Stats {
    /// Samples answered from a loaded line.
    pub hits: u64,
    /// Samples that loaded a line.
    pub misses: u64,
    /// Lines loaded (equal to `misses`).
    pub lines_loaded: u64,
    /// Contiguous memory reads made to load lines: 8 per linear line, 1 per
    /// swizzled line, 2 per DXT line.
    pub memory_reads: u64,
    /// Bytes read from memory to load lines.
    pub bytes_read: u64,
    /// TEXFLUSH commands.
    pub flushes: u64,
}

/// A broken invariant found by [`GeCache::check`].
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum InvariantError {
    /// Two valid ways of one set hold the same tag.
    #[error("set {set} holds tag {tag:?} twice")]
    DuplicateTag {
        /// The set.
        set: usize,
        /// The repeated tag.
        tag: Tag,
    },
    /// A valid line sits in a set its tag cannot map to with any format.
    #[error("set {set} holds tag {tag:?}, which maps to no format's set {set}")]
    WrongSet {
        /// The set.
        set: usize,
        /// The tag.
        tag: Tag,
    },
    /// Two valid ways of a set were last used at the same tick.
    #[error("set {set}: two ways last used at tick {tick}")]
    Tick {
        /// The set.
        set: usize,
        /// The tick.
        tick: u64,
    },
}

/// The GE texture cache.
#[derive(Clone)]
pub struct GeCache {
    /// Packed tags, `set * WAYS + way`; 0 is an empty way.
    tags: [u32; LINES],
    /// Tick of each way's last use.
    used: [u64; LINES],
    /// Line bytes: row `r` is `[r * 16 .. r * 16 + 16]`.
    data: [[u8; LINE_BYTES]; LINES],
    tick: u64,
    stats: Stats,
}

impl Default for GeCache {
    fn default() -> Self {
        Self::new()
    }
}

impl std::fmt::Debug for GeCache {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("GeCache")
            .field("valid_lines", &self.valid_lines())
            .field("stats", &self.stats)
            .finish()
    }
}

impl GeCache {
    /// An empty cache.
    pub fn new() -> Self {
        Self {
            tags: [0; LINES],
            used: [0; LINES],
            data: [[0; LINE_BYTES]; LINES],
            tick: 0,
            stats: Stats::default(),
        }
    }

    /// Reads texel `(u, v)` of `tex` through the cache, loading its line from
    /// `mem` on a miss (replacing the set's least recently used way).
    #[inline]
    pub fn sample(
        &mut self,
        mem: &[u8],
        tex: &Texture,
        u: u32,
        v: u32,
    ) -> Result<Sample, SampleError> {
        let regs = tex.regs();
        if u >= regs.width || v >= regs.height {
            return Err(SampleError::OutOfRange {
                u,
                v,
                width: regs.width,
                height: regs.height,
            });
        }
        let bits = tex.bits();
        let col = u >> bits.line_width_shift();
        let band = v >> 3;
        let base = bits.set_index(col, band) * WAYS;
        let tag = Tag::pack(col, band, regs.level);
        let set = &self.tags[base..base + WAYS];
        let (index, hit) = match set.iter().position(|&t| t == tag) {
            Some(way) => {
                self.stats.hits += 1;
                (base + way, true)
            }
            None => (self.fill(mem, tex, base, tag, col, band)?, false),
        };
        self.tick += 1;
        self.used[index] = self.tick;
        Ok(Sample {
            value: read_texel(&self.data[index], bits, u, v),
            hit,
        })
    }

    /// Loads a line into the set starting at `base`: the first empty way, or
    /// the least recently used one.
    #[cold]
    fn fill(
        &mut self,
        mem: &[u8],
        tex: &Texture,
        base: usize,
        tag: u32,
        col: u32,
        band: u32,
    ) -> Result<usize, SampleError> {
        let mut line = [0u8; LINE_BYTES];
        let sources = tex.line_sources(col, band);
        let mut gathered = [0u8; 32];
        let mut at = 0usize;
        let dxt = tex.regs().format.dxt_block_bytes().is_some();
        for &(start, len) in sources.ranges() {
            let bytes = usize::try_from(start)
                .ok()
                .and_then(|s| mem.get(s..s.checked_add(len as usize)?))
                .ok_or(SampleError::Memory {
                    start,
                    len,
                    memory: mem.len(),
                })?;
            let dest = if dxt {
                &mut gathered[at..at + bytes.len()]
            } else {
                &mut line[at..at + bytes.len()]
            };
            dest.copy_from_slice(bytes);
            at += bytes.len();
        }
        if dxt {
            // Both blocks are in `gathered[..at]`; decoding cannot fail for
            // a DXT format with whole blocks.
            dxt::decode_line(tex.regs().format, &gathered[..at], &mut line);
        }
        let way = match self.tags[base..base + WAYS].iter().position(|&t| t == 0) {
            Some(way) => way,
            None => {
                let used = &self.used[base..base + WAYS];
                (0..WAYS).min_by_key(|&w| used[w]).unwrap_or(0)
            }
        };
        let index = base + way;
        self.tags[index] = tag;
        self.data[index] = line;
        self.stats.misses += 1;
        self.stats.lines_loaded += 1;
        self.stats.memory_reads += sources.ranges().len() as u64;
        self.stats.bytes_read += at as u64;
        Ok(index)
    }

    /// TEXFLUSH: drops every line.
    pub fn flush(&mut self) {
        self.tags = [0; LINES];
        self.stats.flushes += 1;
    }

    /// The counters.
    pub fn stats(&self) -> Stats {
        self.stats
    }

    /// How many lines are loaded.
    pub fn valid_lines(&self) -> usize {
        self.tags.iter().filter(|&&t| t != 0).count()
    }

    /// The tags loaded in `set` (at most [`WAYS`]), in way order.
    pub fn set_tags(&self, set: usize) -> Vec<Tag> {
        let base = set.min(SETS - 1) * WAYS;
        self.tags[base..base + WAYS]
            .iter()
            .filter(|&&t| t != 0)
            .map(|&t| Tag::unpack(t))
            .collect()
    }

    /// Checks the invariants that the structure does not already enforce:
    /// no tag twice in a set, every tag in a set some format maps it to, and
    /// distinct last-use ticks (so LRU order is total). At most 4 lines per
    /// set and 64 in all hold by construction ([`GeCache::set_tags`]).
    pub fn check(&self) -> Result<(), InvariantError> {
        for set in 0..SETS {
            let base = set * WAYS;
            for a in 0..WAYS {
                let ta = self.tags[base + a];
                if ta == 0 {
                    continue;
                }
                let tag = Tag::unpack(ta);
                let maps = [CacheBits::B32, CacheBits::B16, CacheBits::B4]
                    .iter()
                    .any(|b| b.set_index(tag.col, tag.band) == set);
                if !maps {
                    return Err(InvariantError::WrongSet { set, tag });
                }
                for b in a + 1..WAYS {
                    let tb = self.tags[base + b];
                    if tb == 0 {
                        continue;
                    }
                    if tb == ta {
                        return Err(InvariantError::DuplicateTag { set, tag });
                    }
                    if self.used[base + a] == self.used[base + b] {
                        return Err(InvariantError::Tick {
                            set,
                            tick: self.used[base + a],
                        });
                    }
                }
            }
        }
        Ok(())
    }
}

/// Reads texel `(u, v)` from a line (the caller picked the line for them).
#[inline(always)]
fn read_texel(line: &[u8; LINE_BYTES], bits: CacheBits, u: u32, v: u32) -> u32 {
    let row = (v as usize & 7) * 16;
    match bits {
        CacheBits::B32 => {
            let at = row + (u as usize & 3) * 4;
            u32::from_le_bytes([line[at], line[at + 1], line[at + 2], line[at + 3]])
        }
        CacheBits::B16 => {
            let at = row + (u as usize & 7) * 2;
            u32::from(u16::from_le_bytes([line[at], line[at + 1]]))
        }
        CacheBits::B8 => u32::from(line[row + (u as usize & 15)]),
        CacheBits::B4 => {
            let byte = line[row + (u as usize & 31) / 2];
            u32::from(if u & 1 == 0 { byte & 0xf } else { byte >> 4 })
        }
    }
}
