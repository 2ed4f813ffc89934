//! The driver's pipeline cache (`wgpu::PipelineCache`), persisted as one
//! file per adapter.
//!
//! Design notes:
//! - Only adapters that offer `wgpu::Features::PIPELINE_CACHE` and have a
//!   `wgpu::util::pipeline_cache_key` get one (Vulkan today);
//!   [`DriverCache::open`] returns `None` elsewhere, with one log line.
//! - The file `<dir>/<key>` ([`mod@file`] describes it) wraps the driver's blob
//!   in our header: who produced it (key, adapter, driver, driver version,
//!   PCI ids), its length and CRC-32. A blob is handed to the driver only
//!   when all of them match this adapter; anything else (truncated, corrupt,
//!   another format version, another adapter or driver, too large) is moved
//!   to `<key>.rejected` with one warning and the session starts cold.
//!   Corrupt caches are a known way to lose a game in other translation
//!   layers; nothing here trusts the file.
//! - The blob is created with `fallback: true`, so wgpu and the driver still
//!   validate their own headers (wgpu version, driver UUID) and fall back to
//!   an empty cache on their own.
//! - Saving: the service calls [`DriverCache::note_build`] after each
//!   pipeline it created with [`DriverCache::cache`], and
//!   [`DriverCache::save_if_quiet`] from time to time; the file is written
//!   once no pipeline was built for the quiet period (2 s by default), and by
//!   [`DriverCache::flush`] at shutdown. A blob identical (length and CRC)
//!   to the one in the file (last loaded or written) is not written again;
//!   a session that found no usable file writes one at its first save. Writes are
//!   atomic: a temporary file, synced, renamed over the old one.

mod error;
pub mod file;
mod load;
mod store;

use std::path::{Path, PathBuf};
use std::sync::Mutex;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::time::{Duration, Instant};

use ninebridge_gpu::{Gpu, wgpu};

pub use error::DriverCacheError;
use file::{CacheFile, CacheIdentity};
use load::{cache_unavailable, create, read_checked, warn_discarded};
pub use store::MAX_FILE_BYTES;

/// The default quiet period: no pipeline built for this long before a save.
pub const DEFAULT_QUIET_PERIOD: Duration = Duration::from_millis(2000);

/// What [`DriverCache::open`] found on disk.
#[derive(Debug)]
pub enum LoadOutcome {
    /// No file: the cache starts empty.
    Cold,
    /// A blob passed every check and was handed to the driver.
    Loaded {
        /// The driver blob's length in the file.
        blob_bytes: usize,
        /// The cache's size right after creation (`get_data`): about
        /// `blob_bytes` when the driver took the blob, the size of an empty
        /// cache when wgpu or the driver fell back (another wgpu or driver
        /// version than our header could tell).
        accepted_bytes: usize,
    },
    /// The file was not used; the cache starts empty.
    Discarded {
        /// Why.
        reason: DriverCacheError,
        /// Where the file was moved (`None`: deleted, or left where it was
        /// because it could not be read).
        set_aside: Option<PathBuf>,
    },
}

/// What a save did.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SaveOutcome {
    /// The file was replaced with a blob of this many bytes.
    Written {
        /// The driver blob's length (the file adds our header).
        blob_bytes: usize,
    },
    /// The blob equals the one in the file (length and CRC-32).
    Unchanged,
    /// A pipeline was built less than the quiet period ago.
    Waiting,
    /// No pipeline was built since the last save.
    Idle,
    /// The backend returned no data.
    NoData,
}

/// The driver cache's counters.
///
/// `driver_cache_hits` is not observable: wgpu 30 does not report whether a
/// pipeline came from the cache (Vulkan's
/// `VK_EXT_pipeline_creation_feedback` cache-hit bit is not exposed). What
/// is observable: whether a blob was loaded and how much of it the driver
/// kept ([`LoadOutcome::Loaded`]'s `accepted_bytes`), how many pipelines
/// were created with the cache, and the blob's size at each save.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct DriverCacheStats {
    /// Blobs loaded and handed to the driver (0 or 1).
    pub blobs_loaded: u64,
    /// Files discarded (0 or 1): bad, foreign, or refused by wgpu.
    pub blobs_discarded: u64,
    /// The loaded blob's length.
    pub loaded_bytes: u64,
    /// The cache's size right after creation.
    pub accepted_bytes: u64,
    /// Pipelines created with the cache ([`DriverCache::note_build`]).
    pub pipelines_created: u64,
    /// Files written.
    pub saves: u64,
    /// Saves skipped because the blob had not changed.
    pub saves_unchanged: u64,
    /// The blob's length at the last write.
    pub saved_bytes: u64,
}

/// A blob's length and CRC-32, to tell whether it changed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct Digest {
    len: usize,
    crc: u32,
}

impl Digest {
    fn of(data: &[u8]) -> Self {
        Digest {
            len: data.len(),
            crc: crc32fast::hash(data),
        }
    }
}

/// The driver's pipeline cache of one adapter, loaded from and saved to one
/// file. Shared by the threads that build pipelines (`Send + Sync`).
#[derive(Debug)]
pub struct DriverCache {
    cache: wgpu::PipelineCache,
    identity: CacheIdentity,
    path: PathBuf,
    quiet: Duration,
    load: LoadOutcome,
    /// The origin of `last_build`.
    epoch: Instant,
    /// Nanoseconds from `epoch` to the last build.
    last_build: AtomicU64,
    /// A pipeline was built since the last save.
    dirty: AtomicBool,
    /// The blob in the file (last loaded or written), `None` when there is
    /// no file of ours; held while saving.
    saved: Mutex<Option<Digest>>,
    pipelines_created: AtomicU64,
    saves: AtomicU64,
    saves_unchanged: AtomicU64,
    saved_bytes: AtomicU64,
}

impl DriverCache {
    /// Opens the driver cache of `gpu`'s adapter in `dir`: `None` (with one
    /// log line) when the device lacks `PIPELINE_CACHE` or the adapter has no
    /// cache key, or when wgpu cannot create even an empty cache. A missing,
    /// bad or foreign file is not an error: the cache starts empty and
    /// [`DriverCache::load_outcome`] says why.
    pub fn open(gpu: &Gpu, dir: impl AsRef<Path>) -> Option<DriverCache> {
        let info = gpu.adapter_info();
        if !gpu.features().contains(wgpu::Features::PIPELINE_CACHE) {
            tracing::info!(
                adapter = %info.name,
                backend = ?info.backend,
                "driver pipeline cache off: the device has no PIPELINE_CACHE feature"
            );
            return None;
        }
        let Some(key) = wgpu::util::pipeline_cache_key(info) else {
            tracing::info!(
                adapter = %info.name,
                backend = ?info.backend,
                "driver pipeline cache off: wgpu has no cache key for this adapter"
            );
            return None;
        };
        let path = dir.as_ref().join(file_name(&key));
        let identity = CacheIdentity::new(key, info);
        let (mut load, file) = read_checked(&path, &identity);
        let blob = file.as_ref().map(|(bytes, start)| &bytes[*start..]);
        let cache = match create(gpu, blob) {
            Ok(cache) => cache,
            Err(reason) if blob.is_some() => {
                let set_aside = store::set_aside(&path);
                warn_discarded(&path, &reason, set_aside.as_deref());
                load = LoadOutcome::Discarded { reason, set_aside };
                match create(gpu, None) {
                    Ok(cache) => cache,
                    Err(e) => return cache_unavailable(&e),
                }
            }
            Err(e) => return cache_unavailable(&e),
        };
        // What is on disk now: the loaded blob, or nothing (a discarded file
        // was moved away).
        let on_disk = match &mut load {
            LoadOutcome::Loaded { accepted_bytes, .. } => {
                *accepted_bytes = cache.get_data().map_or(0, |d| d.len());
                blob.map(Digest::of)
            }
            _ => None,
        };
        match &load {
            LoadOutcome::Loaded {
                blob_bytes,
                accepted_bytes,
            } => tracing::info!(
                path = %path.display(),
                blob_bytes,
                accepted_bytes,
                "driver pipeline cache loaded"
            ),
            LoadOutcome::Cold => {
                tracing::debug!(path = %path.display(), "driver pipeline cache: cold start")
            }
            LoadOutcome::Discarded { .. } => {}
        }
        Some(DriverCache {
            cache,
            identity,
            path,
            quiet: DEFAULT_QUIET_PERIOD,
            load,
            epoch: Instant::now(),
            last_build: AtomicU64::new(0),
            dirty: AtomicBool::new(false),
            saved: Mutex::new(on_disk),
            pipelines_created: AtomicU64::new(0),
            saves: AtomicU64::new(0),
            saves_unchanged: AtomicU64::new(0),
            saved_bytes: AtomicU64::new(0),
        })
    }

    /// Sets how long no pipeline must be built before
    /// [`DriverCache::save_if_quiet`] writes ([`DEFAULT_QUIET_PERIOD`]).
    pub fn with_quiet_period(mut self, quiet: Duration) -> Self {
        self.quiet = quiet;
        self
    }

    /// The cache to name in pipeline descriptors (`cache: Some(..)`).
    pub fn cache(&self) -> &wgpu::PipelineCache {
        &self.cache
    }

    /// The file this cache is loaded from and saved to.
    pub fn path(&self) -> &Path {
        &self.path
    }

    /// The adapter and driver this cache belongs to.
    pub fn identity(&self) -> &CacheIdentity {
        &self.identity
    }

    /// What [`DriverCache::open`] found on disk.
    pub fn load_outcome(&self) -> &LoadOutcome {
        &self.load
    }

    /// Records that a pipeline was created with [`DriverCache::cache`]:
    /// counts it and restarts the quiet period.
    pub fn note_build(&self) {
        self.pipelines_created.fetch_add(1, Ordering::Relaxed);
        self.last_build
            .store(self.nanos(Instant::now()), Ordering::Relaxed);
        self.dirty.store(true, Ordering::Release);
    }

    /// Writes the file when a pipeline was built since the last save and
    /// none for the quiet period before `now`. A failed write is logged,
    /// returned, and retried a quiet period later.
    pub fn save_if_quiet(&self, now: Instant) -> Result<SaveOutcome, DriverCacheError> {
        if !self.dirty.load(Ordering::Acquire) {
            return Ok(SaveOutcome::Idle);
        }
        let last = self.epoch + Duration::from_nanos(self.last_build.load(Ordering::Relaxed));
        if now.saturating_duration_since(last) < self.quiet {
            return Ok(SaveOutcome::Waiting);
        }
        self.flush()
    }

    /// Writes the file now unless the blob equals the one in it (last
    /// loaded or written). A failed write is logged and returned.
    pub fn flush(&self) -> Result<SaveOutcome, DriverCacheError> {
        let mut saved = self.saved.lock().unwrap_or_else(|e| e.into_inner());
        // Cleared before reading the data: a build from now on is saved by
        // the next call.
        self.dirty.store(false, Ordering::Release);
        let Some(data) = self.cache.get_data() else {
            return Ok(SaveOutcome::NoData);
        };
        let digest = Digest::of(&data);
        if *saved == Some(digest) {
            self.saves_unchanged.fetch_add(1, Ordering::Relaxed);
            return Ok(SaveOutcome::Unchanged);
        }
        let bytes = CacheFile::encode(&self.identity, &data);
        if let Err(source) = store::write_atomically(&self.path, &bytes) {
            // Retry after another quiet period rather than at every call.
            self.last_build
                .store(self.nanos(Instant::now()), Ordering::Relaxed);
            self.dirty.store(true, Ordering::Release);
            let error = DriverCacheError::Io {
                op: "write",
                path: self.path.clone(),
                source,
            };
            tracing::warn!("driver pipeline cache not saved: {error}");
            return Err(error);
        }
        *saved = Some(digest);
        self.saves.fetch_add(1, Ordering::Relaxed);
        self.saved_bytes.store(data.len() as u64, Ordering::Relaxed);
        tracing::debug!(path = %self.path.display(), blob_bytes = data.len(), "driver pipeline cache saved");
        Ok(SaveOutcome::Written {
            blob_bytes: data.len(),
        })
    }

    /// The counters so far.
    pub fn stats(&self) -> DriverCacheStats {
        let (blobs_loaded, blobs_discarded, loaded_bytes, accepted_bytes) = match &self.load {
            LoadOutcome::Cold => (0, 0, 0, 0),
            LoadOutcome::Loaded {
                blob_bytes,
                accepted_bytes,
            } => (1, 0, *blob_bytes as u64, *accepted_bytes as u64),
            LoadOutcome::Discarded { .. } => (0, 1, 0, 0),
        };
        DriverCacheStats {
            blobs_loaded,
            blobs_discarded,
            loaded_bytes,
            accepted_bytes,
            pipelines_created: self.pipelines_created.load(Ordering::Relaxed),
            saves: self.saves.load(Ordering::Relaxed),
            saves_unchanged: self.saves_unchanged.load(Ordering::Relaxed),
            saved_bytes: self.saved_bytes.load(Ordering::Relaxed),
        }
    }

    fn nanos(&self, at: Instant) -> u64 {
        let nanos = at.saturating_duration_since(self.epoch).as_nanos();
        u64::try_from(nanos).unwrap_or(u64::MAX)
    }
}

/// The cache key as a file name: ASCII letters, digits, `-` and `_` kept,
/// anything else (path separators, dots) replaced by `_`.
pub fn file_name(key: &str) -> String {
    let name: String = key
        .chars()
        .map(|c| {
            if c.is_ascii_alphanumeric() || c == '-' || c == '_' {
                c
            } else {
                '_'
            }
        })
        .collect();
    if name.is_empty() {
        "_".to_string()
    } else {
        name
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn file_names_keep_only_safe_characters() {
        assert_eq!(
            file_name("wgpu_pipeline_cache_vulkan_65541_0"),
            "wgpu_pipeline_cache_vulkan_65541_0"
        );
        assert_eq!(file_name("../a/b\\c.d"), "___a_b_c_d");
        assert_eq!(file_name(""), "_");
    }

    #[test]
    fn the_cache_is_shared_between_threads() {
        fn send_sync<T: Send + Sync>() {}
        send_sync::<DriverCache>();
    }
}
