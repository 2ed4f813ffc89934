//! `ninebridge tex`: inspect, decode and checksum DDS files.
//!
//! `info` prints the header as the texture core understands it plus the two
//! keys the runtime computes for level 0 (the TexMod CRC32 that matches packs
//! and the XXH3 content key, for guest address 0). `decode` writes one level
//! as PNG or raw tight BGRA8. `crc` prints only the CRC's 8 hex digits.

use std::fs;
use std::io::BufWriter;
use std::path::{Path, PathBuf};

use anyhow::{Context, Result, bail};
use clap::{Args, Subcommand};
use ninebridge_texture::FormatExt;
use ninebridge_texture::crc::texmod_crc32;
use ninebridge_texture::dds::DdsTexture;
use ninebridge_texture::layout::TextureKind;

/// Texture subcommands.
#[derive(Subcommand)]
pub enum Command {
    /// Print a DDS file's format, size, levels, faces/depth and level-0 keys.
    Info {
        /// The DDS file.
        file: PathBuf,
    },
    /// Decode one level of a DDS file to PNG or raw BGRA8.
    Decode(DecodeArgs),
    /// Print the TexMod CRC32 (8 hex digits) of a DDS file's level 0, or of
    /// the raw bytes of any other file.
    Crc {
        /// A DDS file, or any file to checksum as raw bytes.
        file: PathBuf,
    },
}

/// Arguments of `tex decode`.
#[derive(Args)]
pub struct DecodeArgs {
    /// The DDS file.
    file: PathBuf,
    /// Mip level to decode.
    #[arg(long, default_value_t = 0)]
    level: u32,
    /// Cube face to decode (0..6: +X, -X, +Y, -Y, +Z, -Z).
    #[arg(long, default_value_t = 0)]
    face: u32,
    /// Volume slice to decode.
    #[arg(long, default_value_t = 0)]
    slice: u32,
    /// Write the level as an RGBA PNG (this or --raw is needed).
    #[arg(long, value_name = "OUT.png", conflicts_with = "raw")]
    png: Option<PathBuf>,
    /// Write the level's tight BGRA8 bytes and nothing else (this or --png
    /// is needed).
    #[arg(long, value_name = "OUT.bgra")]
    raw: Option<PathBuf>,
}

/// Runs a `tex` subcommand.
pub fn run(cmd: Command) -> Result<()> {
    match cmd {
        Command::Info { file } => info(&file),
        Command::Decode(args) => decode(&args),
        Command::Crc { file } => crc(&file),
    }
}

fn read(file: &Path) -> Result<Vec<u8>> {
    fs::read(file).with_context(|| format!("cannot read {}", file.display()))
}

fn load(file: &Path) -> Result<DdsTexture> {
    let bytes = read(file)?;
    DdsTexture::from_bytes(&bytes).with_context(|| file.display().to_string())
}

fn info(file: &Path) -> Result<()> {
    let tex = load(file)?;
    let format = tex.format();
    let kind = match tex.kind() {
        TextureKind::Texture2d => "2d",
        TextureKind::Cube => "cube",
        TextureKind::Volume => "volume",
    };
    println!("file: {}", file.display());
    println!(
        "format: {}{}",
        format.display(),
        if tex.is_decodable() {
            ""
        } else {
            " (not decodable)"
        }
    );
    println!("kind: {kind}");
    println!("size: {}x{}", tex.width(), tex.height());
    println!("depth: {}", tex.depth());
    println!("faces: {}", tex.faces());
    println!("levels: {}", tex.levels());
    println!("level0_bytes: {}", tex.level_data(0, 0)?.len());
    println!("texmod_crc32: {:08x}", tex.texmod_crc32()?);
    println!("xxh3_key: {:016x} (guest address 0)", tex.content_key(0)?);
    Ok(())
}

fn decode(args: &DecodeArgs) -> Result<()> {
    if args.png.is_none() && args.raw.is_none() {
        bail!("no output given: add --png OUT.png or --raw OUT.bgra");
    }
    let tex = load(&args.file)?;
    let region = tex
        .region(args.face, args.level)
        .with_context(|| args.file.display().to_string())?;
    let bgra = tex
        .decode_level(args.face, args.level, args.slice)
        .with_context(|| args.file.display().to_string())?;
    if let Some(out) = &args.raw {
        fs::write(out, &bgra).with_context(|| format!("cannot write {}", out.display()))?;
    } else if let Some(out) = &args.png {
        write_png(out, region.width, region.height, &bgra)?;
    }
    Ok(())
}

fn crc(file: &Path) -> Result<()> {
    let bytes = read(file)?;
    let crc = if bytes.starts_with(b"DDS ") {
        DdsTexture::from_bytes(&bytes)
            .and_then(|t| t.texmod_crc32())
            .with_context(|| file.display().to_string())?
    } else {
        texmod_crc32(&bytes)
    };
    println!("{crc:08x}");
    Ok(())
}

/// Writes BGRA8 pixels as an 8-bit RGBA PNG.
fn write_png(path: &Path, width: u32, height: u32, bgra: &[u8]) -> Result<()> {
    let mut rgba = bgra.to_vec();
    for px in rgba.chunks_exact_mut(4) {
        px.swap(0, 2);
    }
    let file =
        fs::File::create(path).with_context(|| format!("cannot create {}", path.display()))?;
    let mut encoder = png::Encoder::new(BufWriter::new(file), width, height);
    encoder.set_color(png::ColorType::Rgba);
    encoder.set_depth(png::BitDepth::Eight);
    let mut writer = encoder
        .write_header()
        .with_context(|| format!("cannot write {}", path.display()))?;
    writer
        .write_image_data(&rgba)
        .with_context(|| format!("cannot write {}", path.display()))?;
    writer
        .finish()
        .with_context(|| format!("cannot write {}", path.display()))?;
    Ok(())
}
