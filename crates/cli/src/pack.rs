//! `ninebridge pack`: build, inspect, verify and extract `.hvt` texture packs.

use std::collections::HashMap;
use std::path::{Path, PathBuf};

use anyhow::{Context, bail};
use clap::Subcommand;
use ninebridge_packs::build::{
    BATCH_BYTES, Source, build_from_sources, collect_sources, load_bgra, save_png,
};
use ninebridge_packs::hvt::TexturePack;
use rayon::prelude::*;

use crate::errors::count;

/// Texture-pack subcommands.
#[derive(Subcommand)]
pub enum Command {
    /// Build a pack from images named by CRC (`<8 hex>.png`, `0x<hex>.png`,
    /// `*_0X<hex>.dds`), folders of them, TexMod `texmod.def` files, or
    /// folders holding a `texmod.def` (read as TexMod packs). Cube maps and
    /// volumes are refused: an entry is one 2D image.
    Build {
        /// The pack to write (replaced atomically).
        #[arg(long, short)]
        out: PathBuf,
        /// Image files, folders or `.def` files.
        #[arg(required = true)]
        inputs: Vec<PathBuf>,
    },
    /// List the entries: `<crc> <width> <height> <offset> <bytes>` per line.
    Inspect {
        /// The pack.
        pack: PathBuf,
        /// Print JSON instead.
        #[arg(long)]
        json: bool,
    },
    /// Check every rule of the format: `ok: N entries`, or the rule that
    /// failed. The format has no checksum, so pixel bytes are only checked
    /// with `--against`.
    Verify {
        /// The pack.
        pack: PathBuf,
        /// Also compare every entry's pixels with the images it was built
        /// from (a folder, a `texmod.def` pack, as `pack build` reads them).
        #[arg(long, value_name = "DIR")]
        against: Option<PathBuf>,
    },
    /// Write every entry as `<crc>.png` into a folder.
    Extract {
        /// The pack.
        pack: PathBuf,
        /// The output folder (created if missing).
        outdir: PathBuf,
    },
}

/// Runs one `pack` subcommand.
pub fn run(cmd: Command) -> anyhow::Result<()> {
    match cmd {
        Command::Build { out, inputs } => build(&out, &inputs),
        Command::Inspect { pack, json } => inspect(&pack, json),
        Command::Verify { pack, against } => verify(&pack, against.as_deref()),
        Command::Extract { pack, outdir } => extract(&pack, &outdir),
    }
}

/// Opens a pack; every error names `path` once (I/O errors already do).
fn open(path: &Path) -> anyhow::Result<TexturePack> {
    TexturePack::open(path).map_err(|err| match err {
        ninebridge_packs::HvtError::Io { .. } => err.into(),
        other => anyhow::Error::new(other).context(path.display().to_string()),
    })
}

fn verify(path: &Path, against: Option<&Path>) -> anyhow::Result<()> {
    let pack = open(path)?;
    let Some(dir) = against else {
        println!(
            "ok: {}; structure valid; pixel contents are not checksummed by the format (use --against DIR to compare them)",
            count(pack.len(), "entry", "entries")
        );
        return Ok(());
    };
    let sources = collect_sources(&[dir.to_path_buf()])?;
    let by_crc: HashMap<u32, &Source> = sources.iter().map(|s| (s.crc, s)).collect();
    let entries: Vec<_> = pack.entries().collect();
    for (index, entry) in entries.iter().enumerate() {
        if !by_crc.contains_key(&entry.crc) {
            bail!(
                "entry {index} ({:08x}) has no source image in {}",
                entry.crc,
                dir.display()
            );
        }
    }
    if let Some(extra) = sources.iter().find(|s| pack.find_index(s.crc).is_none()) {
        bail!(
            "{} ({:08x}) is not in the pack",
            extra.path.display(),
            extra.crc
        );
    }
    let bar = crate::progress::bar(entries.len(), "entries");
    let checked = entries
        .par_iter()
        .enumerate()
        .try_for_each(|(index, entry)| {
            let source = by_crc.get(&entry.crc);
            bar.inc(1);
            let Some(source) = source else {
                return Ok(());
            };
            let image = load_bgra(&source.path, source.kind)?;
            if (image.width, image.height) != (entry.width, entry.height) {
                bail!(
                    "entry {index} ({:08x}): {}x{} in the pack, {}x{} in {}",
                    entry.crc,
                    entry.width,
                    entry.height,
                    image.width,
                    image.height,
                    source.path.display()
                );
            }
            let differ: Vec<usize> = image
                .pixels
                .chunks_exact(4)
                .zip(entry.pixels.chunks_exact(4))
                .enumerate()
                .filter(|(_, (ours, packed))| ours != packed)
                .map(|(i, _)| i)
                .collect();
            if let Some(&first) = differ.first() {
                let w = entry.width as usize;
                bail!(
                    "entry {index} ({:08x}): {} of {} differ from {} (first at x {}, y {})",
                    entry.crc,
                    count(differ.len(), "pixel", "pixels"),
                    entry.width as usize * entry.height as usize,
                    source.path.display(),
                    first % w,
                    first / w
                );
            }
            Ok(())
        });
    bar.finish_and_clear();
    checked?;
    println!(
        "ok: {}; structure valid; every pixel matches the images in {}",
        count(pack.len(), "entry", "entries"),
        dir.display()
    );
    Ok(())
}

fn build(out: &Path, inputs: &[PathBuf]) -> anyhow::Result<()> {
    let sources = collect_sources(inputs)?;
    let bar = crate::progress::bar(sources.len(), "images");
    let summary = build_from_sources(&sources, out, BATCH_BYTES, &|| bar.inc(1));
    bar.finish_and_clear();
    let summary = summary?;
    let secs = summary.elapsed.as_secs_f64();
    println!(
        "wrote {}: {}, {} bytes ({} pixel bytes) in {:.2} s ({:.1} MB/s)",
        out.display(),
        count(summary.entries, "entry", "entries"),
        summary.file_bytes,
        summary.pixel_bytes,
        secs,
        summary.pixel_bytes as f64 / 1e6 / secs.max(1e-9)
    );
    Ok(())
}

fn inspect(path: &Path, json: bool) -> anyhow::Result<()> {
    let pack = open(path)?;
    if json {
        let entries: Vec<serde_json::Value> = pack
            .entries()
            .map(|e| {
                serde_json::json!({
                    "crc": format!("{:08x}", e.crc),
                    "width": e.width,
                    "height": e.height,
                    "offset": e.offset,
                    "bytes": e.pixels.len(),
                })
            })
            .collect();
        let doc = serde_json::json!({ "file_size": pack.file_size(), "entries": entries });
        println!("{}", serde_json::to_string_pretty(&doc)?);
    } else {
        for e in pack.entries() {
            println!(
                "{:08x} {} {} {} {}",
                e.crc,
                e.width,
                e.height,
                e.offset,
                e.pixels.len()
            );
        }
    }
    Ok(())
}

fn extract(path: &Path, outdir: &Path) -> anyhow::Result<()> {
    if outdir.exists() && !outdir.is_dir() {
        bail!(
            "{}: OUTDIR must be a folder, and this is a file",
            outdir.display()
        );
    }
    let pack = open(path)?;
    std::fs::create_dir_all(outdir).with_context(|| outdir.display().to_string())?;
    let entries: Vec<_> = pack.entries().collect();
    let bar = crate::progress::bar(entries.len(), "textures");
    // PNG encoding dominates; the entries are independent.
    let written = entries.par_iter().try_for_each(|e| {
        let file = outdir.join(format!("{:08x}.png", e.crc));
        let saved = save_png(&file, e.width, e.height, e.pixels);
        bar.inc(1);
        saved
    });
    bar.finish_and_clear();
    written?;
    println!(
        "extracted {} to {}",
        count(pack.len(), "texture", "textures"),
        outdir.display()
    );
    Ok(())
}
