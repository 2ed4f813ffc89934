//! `ninebridge pack`: build, inspect, verify and extract `.hvt` texture packs.

use std::io::IsTerminal;
use std::path::{Path, PathBuf};

use anyhow::Context;
use clap::Subcommand;
use indicatif::{ProgressBar, ProgressStyle};
use ninebridge_packs::build::{BATCH_BYTES, build_from_sources, collect_sources, save_png};
use ninebridge_packs::hvt::TexturePack;

/// Texture-pack subcommands.
#[derive(Subcommand)]
pub enum Command {
    /// Build a pack from images named by CRC (`<8 hex>.png`, `0x<hex>.png`,
    /// `*_0X<hex>.dds`), folders of them, or TexMod `texmod.def` files.
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
    /// Check every rule of the format: `ok: N entries`, or the rule that failed.
    Verify {
        /// The pack.
        pack: PathBuf,
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
        Command::Verify { pack } => {
            let pack_file = open(&pack)?;
            println!("ok: {} entries", pack_file.len());
            Ok(())
        }
        Command::Extract { pack, outdir } => extract(&pack, &outdir),
    }
}

fn open(path: &Path) -> anyhow::Result<TexturePack> {
    TexturePack::open(path).with_context(|| format!("{}", path.display()))
}

fn build(out: &Path, inputs: &[PathBuf]) -> anyhow::Result<()> {
    let sources = collect_sources(inputs)?;
    let bar = if std::io::stderr().is_terminal() {
        let bar = ProgressBar::new(sources.len() as u64);
        bar.set_style(
            ProgressStyle::with_template("{bar:40} {pos}/{len} images, {elapsed} (eta {eta})")
                .unwrap_or_else(|_| ProgressStyle::default_bar()),
        );
        bar
    } else {
        ProgressBar::hidden()
    };
    let summary = build_from_sources(&sources, out, BATCH_BYTES, &|| bar.inc(1));
    bar.finish_and_clear();
    let summary = summary?;
    let secs = summary.elapsed.as_secs_f64();
    println!(
        "wrote {}: {} entries, {} bytes ({} pixel bytes) in {:.2} s ({:.1} MB/s)",
        out.display(),
        summary.entries,
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
    let pack = open(path)?;
    std::fs::create_dir_all(outdir).with_context(|| format!("{}", outdir.display()))?;
    for e in pack.entries() {
        let file = outdir.join(format!("{:08x}.png", e.crc));
        save_png(&file, e.width, e.height, e.pixels)?;
    }
    println!("extracted {} textures to {}", pack.len(), outdir.display());
    Ok(())
}
