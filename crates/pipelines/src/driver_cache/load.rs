//! Opening: reading and checking the file, creating the cache from it.

use std::path::Path;

use ninebridge_gpu::{Gpu, wgpu};

use super::file::{CacheFile, CacheIdentity};
use super::{DriverCache, DriverCacheError, LoadOutcome, MAX_FILE_BYTES, store};

/// Reads and checks the file at `path`: the outcome, and when it is
/// [`LoadOutcome::Loaded`] the file's bytes and where the blob starts. A bad
/// file is set aside and logged.
pub(super) fn read_checked(
    path: &Path,
    ours: &CacheIdentity,
) -> (LoadOutcome, Option<(Vec<u8>, usize)>) {
    let bytes = match store::read(path) {
        Ok(store::Found::Missing) => return (LoadOutcome::Cold, None),
        Ok(store::Found::Bytes(bytes)) => bytes,
        Ok(store::Found::TooLarge(len)) => {
            let reason = DriverCacheError::TooLarge {
                len,
                max: MAX_FILE_BYTES,
            };
            return (discard(path, reason), None);
        }
        Err(source) => {
            // Unreadable is not known to be bad: leave it for the next
            // save to replace.
            let reason = DriverCacheError::Io {
                op: "read",
                path: path.to_path_buf(),
                source,
            };
            warn_discarded(path, &reason, None);
            return (
                LoadOutcome::Discarded {
                    reason,
                    set_aside: None,
                },
                None,
            );
        }
    };
    let checked = CacheFile::parse(&bytes)
        .map_err(DriverCacheError::from)
        .and_then(|file| match file.identity.mismatch(ours) {
            None => Ok(file.blob.len()),
            Some((field, file, ours)) => Err(DriverCacheError::Identity { field, file, ours }),
        });
    match checked {
        Ok(blob_bytes) => {
            let start = bytes.len() - blob_bytes;
            (
                LoadOutcome::Loaded {
                    blob_bytes,
                    accepted_bytes: 0,
                },
                Some((bytes, start)),
            )
        }
        Err(reason) => (discard(path, reason), None),
    }
}

fn discard(path: &Path, reason: DriverCacheError) -> LoadOutcome {
    let set_aside = store::set_aside(path);
    warn_discarded(path, &reason, set_aside.as_deref());
    LoadOutcome::Discarded { reason, set_aside }
}

pub(super) fn warn_discarded(path: &Path, reason: &DriverCacheError, set_aside: Option<&Path>) {
    match set_aside {
        Some(aside) => tracing::warn!(
            "driver pipeline cache {} discarded ({reason}), moved to {}; starting cold",
            path.display(),
            aside.display()
        ),
        None => tracing::warn!(
            "driver pipeline cache {} discarded ({reason}); starting cold",
            path.display()
        ),
    }
}

pub(super) fn cache_unavailable(error: &DriverCacheError) -> Option<DriverCache> {
    tracing::warn!("driver pipeline cache off: {error}");
    None
}

/// Creates the cache, from `blob` when given, inside wgpu's error scopes.
pub(super) fn create(
    gpu: &Gpu,
    blob: Option<&[u8]>,
) -> Result<wgpu::PipelineCache, DriverCacheError> {
    let descriptor = wgpu::PipelineCacheDescriptor {
        label: Some("ninebridge driver pipeline cache"),
        data: blob,
        fallback: true,
    };
    gpu.scoped("create_pipeline_cache", |device| {
        // SAFETY: `data` is a blob that `PipelineCache::get_data` returned
        // for this adapter and driver: our header's identity (cache key,
        // adapter, driver, driver version, PCI ids) matched this adapter and
        // its CRC-32 and length matched the blob, so it is the bytes that
        // were written. With `fallback: true` wgpu and the driver still
        // check their own headers and start empty on a mismatch.
        unsafe { device.create_pipeline_cache(&descriptor) }
    })
    .map_err(|e| DriverCacheError::Refused {
        message: e.to_string(),
    })
}
