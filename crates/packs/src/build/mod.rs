//! Building `.hvt` packs from a modder's loose files.
//!
//! Design: two passes so that memory stays bounded however large the pack.
//! [`collect_sources`] resolves the inputs (images named by CRC, folders,
//! TexMod `texmod.def`) and rejects duplicates. The first pass reads only each
//! image's size (in parallel) so the directory can be written up front; the
//! second decodes the images to BGRA8 in parallel (`rayon`) in batches of at
//! most [`BATCH_BYTES`] while a writer thread streams the previous batch, in
//! key order, into the [`TexturePackWriter`], which renames the finished file
//! into place.
//!
//! * `names`: which file names carry a CRC.
//! * `inputs`: inputs to `(CRC, file)` sources.
//! * `image`: PNG/DDS to BGRA8.
//! * `error`: failures, each naming the file.

mod error;
mod image;
mod inputs;
mod names;

use std::ops::Range;
use std::path::{Path, PathBuf};
use std::sync::mpsc;
use std::time::{Duration, Instant};

use rayon::prelude::*;

pub use error::BuildError;
pub use image::{BgraImage, check_size, image_size, load_bgra, save_png};
pub use inputs::{Source, collect_sources};
pub use names::{ImageKind, crc_from_file_name, crc_from_prefixed_hex, image_kind};

use crate::hvt::{TexturePackWriter, TextureSpec, format::bgra_bytes};

/// Default bound on the decoded pixels of one batch (a batch always holds at
/// least one image); up to three batches are in memory at once.
pub const BATCH_BYTES: u64 = 16 << 20;

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
    let writer = TexturePackWriter::create(out, &specs)?;
    let batches = batch_ranges(&sizes, batch_bytes);
    let pixel_bytes = sizes.iter().map(|&(w, h)| bgra_bytes(w, h)).sum();

    // Decoding (rayon, this thread) and writing (a scoped thread) overlap:
    // while batch k is written, batch k + 1 is decoded. The channel holds one
    // batch, so at most three batches of pixels exist at once.
    let (sender, receiver) = mpsc::sync_channel::<Vec<Result<BgraImage, BuildError>>>(1);
    let file_bytes = std::thread::scope(|scope| {
        let sources = &sources;
        let specs = &specs;
        let writing = scope.spawn(move || write_batches(writer, sources, specs, receiver));
        for range in &batches {
            let images = sources[range.clone()]
                .par_iter()
                .map(|source| {
                    let image = load_bgra(&source.path, source.kind);
                    on_entry();
                    image
                })
                .collect();
            if sender.send(images).is_err() {
                // The writer stopped on an error; it reports it below.
                break;
            }
        }
        drop(sender);
        writing
            .join()
            .unwrap_or_else(|panic| std::panic::resume_unwind(panic))
    })?;
    Ok(BuildSummary {
        entries: sources.len(),
        file_bytes,
        pixel_bytes,
        elapsed: start.elapsed(),
    })
}

/// Splits the images (in key order) into consecutive batches of at most
/// `batch_bytes` pixels, each holding at least one image.
fn batch_ranges(sizes: &[(u32, u32)], batch_bytes: u64) -> Vec<Range<usize>> {
    let mut ranges = Vec::new();
    let mut start = 0;
    let mut bytes = 0;
    for (i, &(w, h)) in sizes.iter().enumerate() {
        let size = bgra_bytes(w, h);
        if i > start && bytes + size > batch_bytes {
            ranges.push(start..i);
            start = i;
            bytes = 0;
        }
        bytes += size;
    }
    if start < sizes.len() {
        ranges.push(start..sizes.len());
    }
    ranges
}

/// The writing side of the pipeline: pushes each decoded batch in key order,
/// checking that every image still has the size the directory declared.
fn write_batches(
    mut writer: TexturePackWriter,
    sources: &[&Source],
    specs: &[TextureSpec],
    batches: mpsc::Receiver<Vec<Result<BgraImage, BuildError>>>,
) -> Result<u64, BuildError> {
    let mut expected = sources.iter().zip(specs);
    for batch in batches {
        for image in batch {
            let image = image?;
            let Some((source, spec)) = expected.next() else {
                break;
            };
            if (image.width, image.height) != (spec.width, spec.height) {
                return Err(BuildError::SizeChanged {
                    path: source.path.clone(),
                    before: (spec.width, spec.height),
                    after: (image.width, image.height),
                });
            }
            writer.push(source.crc, &image.pixels)?;
        }
    }
    // `finish` refuses a pack with entries missing, should decoding stop early.
    Ok(writer.finish()?)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn batches_cover_every_image_once_within_the_bound() {
        let sizes = [(2, 2), (2, 2), (4, 4), (1, 1), (8, 8), (1, 1)];
        // 16, 16, 64, 4, 256, 4 bytes.
        assert_eq!(batch_ranges(&sizes, 40), [0..2, 2..3, 3..4, 4..5, 5..6]);
        assert_eq!(batch_ranges(&sizes, 100), [0..4, 4..5, 5..6]);
        let whole = batch_ranges(&sizes, u64::MAX);
        assert_eq!((whole.len(), whole.first()), (1, Some(&(0..6))));
        assert_eq!(
            batch_ranges(&sizes, 0),
            [0..1, 1..2, 2..3, 3..4, 4..5, 5..6]
        );
        assert!(batch_ranges(&[], 10).is_empty());
    }
}
