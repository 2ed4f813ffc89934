//! Building `.hvt` packs from a modder's loose files.
//!
//! Design: two passes so that memory stays bounded however large the pack.
//! [`collect_sources`] resolves the inputs (images named by CRC, folders,
//! TexMod `texmod.def`) and rejects duplicates. The first pass reads only each
//! image's size (in parallel) so the directory can be written up front; the
//! second decodes the images to BGRA8 in parallel (`rayon`) in batches of at
//! most [`BATCH_BYTES`] and streams each batch, in key order, into the
//! [`TexturePackWriter`], which renames the finished file into place.
//!
//! * `names`: which file names carry a CRC.
//! * `inputs`: inputs to `(CRC, file)` sources.
//! * `image`: PNG/DDS to BGRA8.
//! * `error`: failures, each naming the file.

mod error;
mod image;
mod inputs;
mod names;

use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use rayon::prelude::*;

pub use error::BuildError;
pub use image::{BgraImage, check_size, image_size, load_bgra, save_png};
pub use inputs::{Source, collect_sources};
pub use names::{ImageKind, crc_from_file_name, crc_from_prefixed_hex, image_kind};

use crate::hvt::{TexturePackWriter, TextureSpec, format::bgra_bytes};

/// Default bound on the decoded pixels held at once by the second pass
/// (a batch always holds at least one image).
pub const BATCH_BYTES: u64 = 256 << 20;

/// What a build produced.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BuildSummary {
    /// Entries written.
    pub entries: usize,
    /// Size of the pack file.
    pub file_bytes: u64,
    /// BGRA8 bytes among them.
    pub pixel_bytes: u64,
    /// Wall time of the build.
    pub elapsed: Duration,
}

/// Builds the pack at `out` from `inputs` (see [`collect_sources`]).
pub fn build_texture_pack(inputs: &[PathBuf], out: &Path) -> Result<BuildSummary, BuildError> {
    let sources = collect_sources(inputs)?;
    build_from_sources(&sources, out, BATCH_BYTES, &|| {})
}

/// Builds the pack at `out` from resolved sources, decoding at most
/// `batch_bytes` of pixels at a time (at least one image), and calling
/// `on_entry` (from any thread) once per image decoded, for progress reporting.
pub fn build_from_sources(
    sources: &[Source],
    out: &Path,
    batch_bytes: u64,
    on_entry: &(dyn Fn() + Sync),
) -> Result<BuildSummary, BuildError> {
    let start = Instant::now();
    let mut sources: Vec<&Source> = sources.iter().collect();
    sources.sort_by_key(|source| source.crc);

    let sizes: Vec<(u32, u32)> = sources
        .par_iter()
        .map(|source| {
            let (width, height) = image_size(&source.path, source.kind)?;
            check_size(width, height).map_err(|_| BuildError::Dimensions {
                path: source.path.clone(),
                width,
                height,
            })?;
            Ok((width, height))
        })
        .collect::<Result<_, BuildError>>()?;
    let specs: Vec<TextureSpec> = sources
        .iter()
        .zip(&sizes)
        .map(|(source, &(width, height))| TextureSpec {
            crc: source.crc,
            width,
            height,
        })
        .collect();
    let mut writer = TexturePackWriter::create(out, &specs)?;

    let mut next = 0;
    let mut pixel_bytes = 0;
    while next < sources.len() {
        let mut end = next;
        let mut batch = 0;
        while let Some(&(w, h)) = sizes.get(end) {
            if end > next && batch + bgra_bytes(w, h) > batch_bytes {
                break;
            }
            batch += bgra_bytes(w, h);
            end += 1;
        }
        let images: Vec<Result<BgraImage, BuildError>> = sources[next..end]
            .par_iter()
            .map(|source| {
                let image = load_bgra(&source.path, source.kind);
                on_entry();
                image
            })
            .collect();
        for ((source, spec), image) in sources[next..end].iter().zip(&specs[next..end]).zip(images)
        {
            let image = image?;
            if (image.width, image.height) != (spec.width, spec.height) {
                return Err(BuildError::SizeChanged {
                    path: source.path.clone(),
                    before: (spec.width, spec.height),
                    after: (image.width, image.height),
                });
            }
            writer.push(source.crc, &image.pixels)?;
        }
        pixel_bytes += batch;
        next = end;
    }
    let file_bytes = writer.finish()?;
    Ok(BuildSummary {
        entries: sources.len(),
        file_bytes,
        pixel_bytes,
        elapsed: start.elapsed(),
    })
}
