//! Replacement textures at run time: the `.hvt` pack (spec 000 "Runtime
//! lookup") and a folder of loose PNG/DDS files named by TexMod CRC, both
//! keyed `0x48565458_00000000 | crc` in the cache and shared by every
//! texture with that CRC.
//!
//! - The pack is mapped once, on the first upload that asks
//!   ([`Replacements::find`]); a missing or invalid pack is logged once and
//!   the originals are used.
//! - Loose files (`NINEBRIDGE_TEXTURE_DIR`) are listed at the same moment
//!   and decoded on first match; they take precedence over the pack, so a
//!   modder can try an edit without rebuilding it. A file that fails to
//!   decode or has an impossible size is logged once and ignored.
//! - With `NINEBRIDGE_TEXTURE_DIR_WATCH=1` a `notify` watcher reports
//!   changed files; [`Replacements::poll_changes`] returns their CRCs so the
//!   cache drops those entries, and bumps the epoch so every texture
//!   repeats its lookup.
//! - The first match of each entry is logged with both sizes.

use std::collections::{BTreeMap, HashMap, HashSet};
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::sync::mpsc::{Receiver, channel};

use ninebridge_packs::TexturePack;
use ninebridge_packs::build::{BgraImage, check_size, crc_from_file_name, image_kind, load_bgra};
use ninebridge_packs::runtime::{PackConfig, load_texture_pack};

/// Cache key of the replacement for `crc` ("HVTX" in the high word).
pub const fn replacement_key(crc: u32) -> u64 {
    ninebridge_packs::hvt::format::cache_key(crc)
}

/// A replacement image's pixels.
#[derive(Clone, Debug)]
pub enum ReplacementPixels<'a> {
    /// Borrowed from the mapped pack.
    Pack(&'a [u8]),
    /// A decoded loose file.
    Loose(Arc<BgraImage>),
}

/// A replacement found for a CRC.
#[derive(Clone, Debug)]
pub struct Replacement<'a> {
    /// Width.
    pub width: u32,
    /// Height.
    pub height: u32,
    /// Tight BGRA8, `width * height * 4` bytes.
    pub pixels: ReplacementPixels<'a>,
}

impl Replacement<'_> {
    /// The pixels.
    pub fn bytes(&self) -> &[u8] {
        match &self.pixels {
            ReplacementPixels::Pack(bytes) => bytes,
            ReplacementPixels::Loose(image) => &image.pixels,
        }
    }
}

/// Where replacements come from.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ReplacementConfig {
    /// The `.hvt` pack.
    pub pack: PackConfig,
    /// Folder of loose files.
    pub dir: Option<PathBuf>,
    /// Watch the folder.
    pub watch: bool,
}

struct LooseDir {
    root: PathBuf,
    files: BTreeMap<u32, PathBuf>,
    loaded: HashMap<u32, Option<Arc<BgraImage>>>,
    _watcher: Option<notify::RecommendedWatcher>,
    events: Option<Receiver<notify::Result<notify::Event>>>,
}

impl LooseDir {
    fn open(root: &Path, watch: bool) -> Option<Self> {
        let entries = match std::fs::read_dir(root) {
            Ok(entries) => entries,
            Err(err) => {
                tracing::warn!(
                    "[texture-mod] {}: {err}; no loose replacements",
                    root.display()
                );
                return None;
            }
        };
        let mut files = BTreeMap::new();
        let mut paths: Vec<PathBuf> = entries.filter_map(|e| e.ok().map(|e| e.path())).collect();
        paths.sort();
        for path in paths {
            if let (Some(_), Some(crc)) = (image_kind(&path), crc_from_file_name(&path)) {
                if let Some(first) = files.get(&crc) {
                    tracing::warn!(
                        "[texture-mod] {} and {} both replace {crc:08x}; using the first",
                        Path::new(first).display(),
                        path.display()
                    );
                } else {
                    files.insert(crc, path);
                }
            }
        }
        tracing::info!(
            "[texture-mod] {}: {} loose replacements",
            root.display(),
            files.len()
        );
        let (watcher, events) = if watch {
            Self::watch(root)
        } else {
            (None, None)
        };
        Some(Self {
            root: root.to_path_buf(),
            files,
            loaded: HashMap::new(),
            _watcher: watcher,
            events,
        })
    }

    fn watch(
        root: &Path,
    ) -> (
        Option<notify::RecommendedWatcher>,
        Option<Receiver<notify::Result<notify::Event>>>,
    ) {
        use notify::Watcher;
        let (tx, rx) = channel();
        let result = notify::recommended_watcher(tx).and_then(|mut w| {
            w.watch(root, notify::RecursiveMode::NonRecursive)?;
            Ok(w)
        });
        match result {
            Ok(watcher) => (Some(watcher), Some(rx)),
            Err(err) => {
                tracing::warn!("[texture-mod] cannot watch {}: {err}", root.display());
                (None, None)
            }
        }
    }

    fn get(&mut self, crc: u32) -> Option<Arc<BgraImage>> {
        let path = self.files.get(&crc)?;
        self.loaded
            .entry(crc)
            .or_insert_with(|| load_loose(path))
            .clone()
    }

    /// Drains the watcher: the CRCs whose files changed.
    fn changes(&mut self) -> Vec<u32> {
        let Some(events) = &self.events else {
            return Vec::new();
        };
        let mut changed = HashSet::new();
        for event in events.try_iter().flatten() {
            for path in event.paths {
                if let (Some(_), Some(crc)) = (image_kind(&path), crc_from_file_name(&path)) {
                    changed.insert((crc, path));
                }
            }
        }
        let mut crcs: Vec<u32> = Vec::new();
        for (crc, path) in changed {
            self.loaded.remove(&crc);
            let name = path.file_name().map(|n| self.root.join(n)).unwrap_or(path);
            if name.is_file() {
                self.files.insert(crc, name);
            } else if self.files.get(&crc) == Some(&name) {
                self.files.remove(&crc);
            }
            crcs.push(crc);
        }
        crcs.sort_unstable();
        crcs.dedup();
        crcs
    }
}

fn load_loose(path: &Path) -> Option<Arc<BgraImage>> {
    let kind = image_kind(path)?;
    match load_bgra(path, kind) {
        Ok(image)
            if check_size(image.width, image.height).is_ok()
                && image.pixels.len() as u64
                    == u64::from(image.width) * u64::from(image.height) * 4 =>
        {
            Some(Arc::new(image))
        }
        Ok(image) => {
            tracing::warn!(
                "[texture-mod] {}: impossible size {}x{}; using the original",
                path.display(),
                image.width,
                image.height
            );
            None
        }
        Err(err) => {
            tracing::warn!("[texture-mod] {err}; using the original");
            None
        }
    }
}

/// The replacement sources of one cache, opened lazily.
pub struct Replacements {
    config: ReplacementConfig,
    opened: bool,
    pack: Option<TexturePack>,
    dir: Option<LooseDir>,
    loose_seen: HashSet<u32>,
    epoch: u64,
}

impl std::fmt::Debug for Replacements {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Replacements")
            .field("config", &self.config)
            .field("pack", &self.pack)
            .field("loose", &self.dir.as_ref().map(|d| d.files.len()))
            .field("epoch", &self.epoch)
            .finish()
    }
}

impl Replacements {
    /// Replacements as configured; nothing is opened yet.
    pub fn new(config: ReplacementConfig) -> Self {
        Self {
            config,
            opened: false,
            pack: None,
            dir: None,
            loose_seen: HashSet::new(),
            epoch: 0,
        }
    }

    /// Replacements from an already opened pack (tests, tools).
    pub fn with_pack(pack: TexturePack) -> Self {
        Self {
            opened: true,
            pack: Some(pack),
            ..Self::new(ReplacementConfig::default())
        }
    }

    /// Whether anything is configured (before opening) or usable (after).
    #[inline]
    pub fn active(&self) -> bool {
        if self.opened {
            self.pack.is_some() || self.dir.is_some()
        } else {
            (self.config.pack.enabled && self.config.pack.path.is_some())
                || self.config.dir.is_some()
        }
    }

    /// Opens the pack and lists the folder, once.
    pub fn open(&mut self) {
        if self.opened {
            return;
        }
        self.opened = true;
        self.pack = load_texture_pack(&self.config.pack);
        self.dir = self
            .config
            .dir
            .as_deref()
            .and_then(|dir| LooseDir::open(dir, self.config.watch));
    }

    /// Bumped whenever a watched file changes: lookups of every texture are
    /// repeated.
    #[inline]
    pub fn epoch(&self) -> u64 {
        self.epoch
    }

    /// The CRCs whose loose files changed since the last call.
    #[inline]
    pub fn poll_changes(&mut self) -> Vec<u32> {
        let changed = self.dir.as_mut().map(LooseDir::changes).unwrap_or_default();
        if !changed.is_empty() {
            self.epoch += 1;
            tracing::info!("[texture-mod] {} loose replacements changed", changed.len());
        }
        changed
    }

    /// Whether a replacement exists for `crc` (opens the sources).
    pub fn has(&mut self, crc: u32) -> bool {
        self.open();
        self.dir
            .as_ref()
            .is_some_and(|d| d.files.contains_key(&crc))
            || self
                .pack
                .as_ref()
                .is_some_and(|p| p.find_index(crc).is_some())
    }

    /// The replacement for `crc`, logging its first match with the
    /// original's size.
    pub fn find(&mut self, crc: u32, original: (u32, u32)) -> Option<Replacement<'_>> {
        self.open();
        if let Some(image) = self.dir.as_mut().and_then(|d| d.get(crc)) {
            if self.loose_seen.insert(crc) {
                tracing::info!(
                    crc = format_args!("{crc:08x}"),
                    "[texture-mod] replacing {}x{} texture with {}x{} (loose file)",
                    original.0,
                    original.1,
                    image.width,
                    image.height
                );
            }
            return Some(Replacement {
                width: image.width,
                height: image.height,
                pixels: ReplacementPixels::Loose(image),
            });
        }
        let pack = self.pack.as_ref()?;
        let entry = pack.find(crc)?;
        if pack.mark_seen(entry.index) {
            tracing::info!(
                crc = format_args!("{crc:08x}"),
                "[texture-mod] replacing {}x{} texture with {}x{}",
                original.0,
                original.1,
                entry.width,
                entry.height
            );
        }
        Some(Replacement {
            width: entry.width,
            height: entry.height,
            pixels: ReplacementPixels::Pack(entry.pixels),
        })
    }
}
