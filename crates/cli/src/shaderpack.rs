//! `ninebridge shaderpack`: build, inspect and verify `.hvs` shader packs.

use std::path::{Path, PathBuf};

use anyhow::{Context, bail};
use clap::Subcommand;
use ninebridge_packs::hvs::{HvsError, ShaderPack, ShaderPackWriter, Side};

use crate::errors::count;

/// Shader-pack subcommands.
#[derive(Subcommand)]
pub enum Command {
    /// Build a pack from `ORIGINAL.bin=REPLACEMENT.bin` pairs of ps_2_0 token
    /// files. Every replacement must pass `CreatePixelShader`'s validation
    /// (the device's own check) and translate, as the runtime will.
    Build {
        /// The pack to write (replaced atomically).
        #[arg(long, short)]
        out: PathBuf,
        /// `ORIGINAL=REPLACEMENT` file pairs, at most 128.
        #[arg(required = true, value_name = "ORIGINAL=REPLACEMENT")]
        pairs: Vec<String>,
    },
    /// List the entries: `<index> <original offset> <original bytes>
    /// <replacement offset> <replacement bytes>` per line.
    Inspect {
        /// The pack.
        pack: PathBuf,
        /// Print JSON instead.
        #[arg(long)]
        json: bool,
    },
    /// Check every rule of the format and put every replacement through
    /// `CreatePixelShader`'s validation and the translator: `ok: N entries`,
    /// or the rule, validation or translation that failed.
    Verify {
        /// The pack.
        pack: PathBuf,
    },
}

/// Runs one `shaderpack` subcommand.
pub fn run(cmd: Command) -> anyhow::Result<()> {
    match cmd {
        Command::Build { out, pairs } => build(&out, &pairs),
        Command::Inspect { pack, json } => inspect(&pack, json),
        Command::Verify { pack } => {
            let pack_file = open(&pack)?;
            for entry in pack_file.entries() {
                gate(entry.replacement)
                    .with_context(|| format!("{}: entry {}", pack.display(), entry.index))?;
            }
            println!(
                "ok: {}; every replacement passes CreatePixelShader and translates",
                count(pack_file.len(), "entry", "entries")
            );
            Ok(())
        }
    }
}

/// Opens a pack; every error names `path` once (I/O errors already do).
fn open(path: &Path) -> anyhow::Result<ShaderPack> {
    ShaderPack::open(path).map_err(|err| match err {
        HvsError::Io { .. } => err.into(),
        other => anyhow::Error::new(other).context(path.display().to_string()),
    })
}

/// The release gate of the spec, exactly the runtime's: a replacement must
/// pass the validation the device applies at `CreatePixelShader` (the
/// production translator's `check_creation`, the call the device makes;
/// the library's default translation options skip it), then go through the
/// production translation path (default options) as the runtime would.
fn gate(replacement: &[u8]) -> anyhow::Result<()> {
    use ninebridge_d3d9::{BytecodeTranslator, ShaderCreation, ShaderTranslator};
    let creation = ShaderCreation {
        stage: naga::ShaderStage::Fragment,
        software_vp: false,
        d3d8: false,
    };
    BytecodeTranslator::default()
        .check_creation(replacement, &creation)
        .map_err(|reason| {
            anyhow::anyhow!("CreatePixelShader would refuse the replacement: {reason}")
        })?;
    ninebridge_translate::translate_bytes(replacement, &Default::default())
        .map(|_| ())
        .context("the replacement does not translate")
}

fn build(out: &Path, pairs: &[String]) -> anyhow::Result<()> {
    let mut writer = ShaderPackWriter::new();
    for (index, pair) in pairs.iter().enumerate() {
        let Some((original, replacement)) = pair.split_once('=') else {
            bail!("{pair:?}: expected ORIGINAL=REPLACEMENT");
        };
        let read = |p: &str| std::fs::read(p).with_context(|| p.to_string());
        let (o, r) = (read(original)?, read(replacement)?);
        writer.add(o, r.clone()).map_err(|err| match &err {
            // Name the file whose tokens are wrong.
            HvsError::Shader { side, error, .. } => {
                let file = if *side == Side::Original {
                    original
                } else {
                    replacement
                };
                anyhow::anyhow!("{file}: {side} shader: {error}")
            }
            _ => anyhow::anyhow!("{pair}: {err}"),
        })?;
        gate(&r).with_context(|| format!("entry {index}: {replacement}"))?;
    }
    let size = writer.write(out)?;
    println!(
        "wrote {}: {}, {} bytes",
        out.display(),
        count(writer.len(), "entry", "entries"),
        size
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
                    "index": e.index,
                    "original_offset": e.original_offset,
                    "original_bytes": e.original.len(),
                    "replacement_offset": e.replacement_offset,
                    "replacement_bytes": e.replacement.len(),
                })
            })
            .collect();
        let doc = serde_json::json!({ "file_size": pack.as_bytes().len(), "entries": entries });
        println!("{}", serde_json::to_string_pretty(&doc)?);
    } else {
        for e in pack.entries() {
            println!(
                "{} {} {} {} {}",
                e.index,
                e.original_offset,
                e.original.len(),
                e.replacement_offset,
                e.replacement.len()
            );
        }
    }
    Ok(())
}
