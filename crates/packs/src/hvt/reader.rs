//! The `.hvt` reader: a validated, memory-mapped pack with binary search by
//! CRC and a per-entry "seen" flag for first-use logging.

use std::fs::File;
use std::path::Path;
use std::sync::atomic::{AtomicBool, Ordering};

use memmap2::Mmap;

use super::error::HvtError;
use super::format::{DirEntry, MAX_FILE_SIZE, cache_key, key_at};
use super::validate::validate;

/// The bytes behind a pack: a read-only private file mapping (demand-paged,
/// never copied) or an owned buffer (tests, fuzzing, embedded packs).
enum Backing {
    Mapped(Mmap),
    Owned(Vec<u8>),
}

impl Backing {
    fn bytes(&self) -> &[u8] {
        match self {
            Self::Mapped(map) => map,
            Self::Owned(bytes) => bytes,
        }
    }
}

/// A validated `.hvt` texture pack.
///
/// Every rule of the format was checked when it was opened, so lookups only
/// read the directory and hand out slices of the pixel data; with
/// [`TexturePack::open`] those slices point into the file mapping and are paged
/// in by the OS only when a texture actually matches.
pub struct TexturePack {
    backing: Backing,
    count: usize,
    /// The directory's keys, copied at open (4 bytes per entry, at most
    /// 256 KiB): binary search over the mapped 32-byte entries touches a new
    /// cache line per step, about 5x slower than over this dense array
    /// (`benches/packs.rs`). Everything else is read from the mapping.
    keys: Box<[u32]>,
    seen: Box<[AtomicBool]>,
}

/// One replacement texture: the pack's directory entry and its BGRA8 pixels.
#[derive(Clone, Copy, Debug)]
pub struct TextureEntry<'a> {
    /// Zero-based position in the directory (keys ascend with it).
    pub index: usize,
    /// TexMod CRC32 of the original texture's level 0.
    pub crc: u32,
    /// Width in pixels, 1..=8192.
    pub width: u32,
    /// Height in pixels, 1..=8192.
    pub height: u32,
    /// Offset of the pixels in the pack file.
    pub offset: u64,
    /// `width * height * 4` bytes of BGRA8, rows top to bottom, tightly packed.
    pub pixels: &'a [u8],
}

impl TextureEntry<'_> {
    /// The texture-cache key of this replacement (`"HVTX"` in the high word).
    pub fn cache_key(&self) -> u64 {
        cache_key(self.crc)
    }
}

impl TexturePack {
    /// Maps `path` read-only and validates it completely.
    ///
    /// The size limit is checked before mapping, and only the header and the
    /// directory are read: the pixel pages stay on disk until used.
    pub fn open(path: impl AsRef<Path>) -> Result<Self, HvtError> {
        let path = path.as_ref();
        let io = |source| HvtError::Io {
            path: path.to_path_buf(),
            source,
        };
        let file = File::open(path).map_err(io)?;
        let meta = file.metadata().map_err(io)?;
        if meta.is_dir() {
            return Err(io(crate::atomic::folder_error()));
        }
        let size = meta.len();
        if size > MAX_FILE_SIZE {
            return Err(HvtError::FileTooLarge {
                size,
                max: MAX_FILE_SIZE,
            });
        }
        if size < super::format::HEADER_SIZE as u64 {
            // Mapping an empty file fails on some platforms; report the rule.
            return Err(HvtError::TruncatedHeader { size });
        }
        // SAFETY: the mapping is read-only and private. Another process
        // truncating or rewriting the file while it is mapped would change the
        // bytes under us (or fault); that is the documented contract of every
        // memory-mapped reader, and packs are installed by renaming a complete
        // file into place, never rewritten in place.
        let map = unsafe { Mmap::map(&file) }.map_err(io)?;
        Self::from_backing(Backing::Mapped(map))
    }

    /// Validates a pack held in memory.
    pub fn from_bytes(bytes: Vec<u8>) -> Result<Self, HvtError> {
        Self::from_backing(Backing::Owned(bytes))
    }

    fn from_backing(backing: Backing) -> Result<Self, HvtError> {
        let count = validate(backing.bytes())?;
        let keys = (0..count)
            .filter_map(|index| key_at(backing.bytes(), index))
            .collect();
        let seen = (0..count).map(|_| AtomicBool::new(false)).collect();
        Ok(Self {
            backing,
            count,
            keys,
            seen,
        })
    }

    /// Number of entries (1..=65536).
    pub fn len(&self) -> usize {
        self.count
    }

    /// Always false: a valid pack has at least one entry.
    pub fn is_empty(&self) -> bool {
        self.count == 0
    }

    /// Size of the pack file in bytes.
    pub fn file_size(&self) -> u64 {
        self.backing.bytes().len() as u64
    }

    /// Binary search of the directory's keys (validated strictly increasing):
    /// the index of the entry keyed `crc`.
    pub fn find_index(&self, crc: u32) -> Option<usize> {
        self.keys.binary_search(&crc).ok()
    }

    /// The replacement for the texture whose level-0 TexMod CRC32 is `crc`.
    pub fn find(&self, crc: u32) -> Option<TextureEntry<'_>> {
        self.entry(self.find_index(crc)?)
    }

    /// The replacement for an original texture, given its raw level-0 bytes in
    /// the original D3D format (compressed blocks for DXT textures).
    pub fn find_level0(&self, level0: &[u8]) -> Option<TextureEntry<'_>> {
        self.find(ninebridge_texture::crc::texmod_crc32(level0))
    }

    /// Entry `index` in key order, or `None` past the end.
    pub fn entry(&self, index: usize) -> Option<TextureEntry<'_>> {
        if index >= self.count {
            return None;
        }
        let bytes = self.backing.bytes();
        let raw = DirEntry::read(bytes, index)?;
        let start = usize::try_from(raw.data_offset).ok()?;
        let len = usize::try_from(raw.data_bytes).ok()?;
        let pixels = bytes.get(start..start.checked_add(len)?)?;
        Some(TextureEntry {
            index,
            crc: raw.crc,
            width: raw.width,
            height: raw.height,
            offset: raw.data_offset,
            pixels,
        })
    }

    /// All entries in key order.
    pub fn entries(&self) -> impl Iterator<Item = TextureEntry<'_>> + '_ {
        (0..self.count).filter_map(|index| self.entry(index))
    }

    /// Marks entry `index` as used and returns `true` the first time only
    /// (thread-safe), so callers can log each replacement's first match once.
    pub fn mark_seen(&self, index: usize) -> bool {
        self.seen
            .get(index)
            .is_some_and(|flag| !flag.swap(true, Ordering::Relaxed))
    }

    /// Whether entry `index` has been marked seen.
    pub fn was_seen(&self, index: usize) -> bool {
        self.seen
            .get(index)
            .is_some_and(|flag| flag.load(Ordering::Relaxed))
    }

    /// Looks up the replacement for an original texture's level-0 bytes and,
    /// on its first match, logs the original and replacement sizes.
    pub fn replace(
        &self,
        level0: &[u8],
        original_width: u32,
        original_height: u32,
    ) -> Option<TextureEntry<'_>> {
        let entry = self.find_level0(level0)?;
        if self.mark_seen(entry.index) {
            tracing::info!(
                crc = format_args!("{:08x}", entry.crc),
                "[texture-mod] replacing {original_width}x{original_height} texture with {}x{}",
                entry.width,
                entry.height
            );
        }
        Some(entry)
    }
}

impl std::fmt::Debug for TexturePack {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("TexturePack")
            .field("entries", &self.count)
            .field("file_size", &self.file_size())
            .field("mapped", &matches!(self.backing, Backing::Mapped(_)))
            .finish()
    }
}
