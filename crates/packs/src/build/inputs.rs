//! Turning the build's inputs (image files, folders of them, TexMod
//! `texmod.def` files) into one `(CRC, file)` list without duplicates.

use std::collections::HashMap;
use std::path::{Path, PathBuf};

use super::error::BuildError;
use super::names::{ImageKind, crc_from_file_name, crc_from_prefixed_hex, image_kind};

/// One image to put in the pack.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Source {
    /// The key the image replaces.
    pub crc: u32,
    /// The image file.
    pub path: PathBuf,
    /// Its kind.
    pub kind: ImageKind,
}

/// Resolves every input and rejects duplicate CRCs, naming both files.
///
/// * an image file must be named by its CRC (see the `names` module);
/// * a folder holding a `texmod.def` is a TexMod pack: that definition
///   names its images;
/// * any other folder contributes every `.png`/`.dds` below it (sorted,
///   recursively; other files are ignored);
/// * a `.def` file is read as TexMod's `0xHASH|file` list, files relative to
///   the definition's folder (`\` accepted as a separator).
pub fn collect_sources(inputs: &[PathBuf]) -> Result<Vec<Source>, BuildError> {
    let mut sources = Vec::new();
    for input in inputs {
        let meta = std::fs::metadata(input).map_err(|source| BuildError::Io {
            path: input.clone(),
            source,
        })?;
        if meta.is_dir() {
            match texmod_def_in(input)? {
                Some(def) => collect_def(&def, &mut sources)?,
                None => collect_dir(input, &mut sources)?,
            }
        } else if is_def(input) {
            collect_def(input, &mut sources)?;
        } else {
            sources.push(named_image(input)?);
        }
    }
    let mut seen: HashMap<u32, usize> = HashMap::with_capacity(sources.len());
    for (i, source) in sources.iter().enumerate() {
        if let Some(&first) = seen.get(&source.crc) {
            return Err(BuildError::Duplicate {
                crc: source.crc,
                first: sources[first].path.clone(),
                second: source.path.clone(),
            });
        }
        seen.insert(source.crc, i);
    }
    if sources.is_empty() {
        return Err(BuildError::Empty);
    }
    Ok(sources)
}

fn is_def(path: &Path) -> bool {
    path.extension()
        .and_then(|e| e.to_str())
        .is_some_and(|e| e.eq_ignore_ascii_case("def"))
}

/// An image file named by its CRC.
fn named_image(path: &Path) -> Result<Source, BuildError> {
    let kind = image_kind(path).ok_or_else(|| BuildError::UnknownKind {
        path: path.to_path_buf(),
    })?;
    let crc = crc_from_file_name(path).ok_or_else(|| BuildError::Unnamed {
        path: path.to_path_buf(),
    })?;
    Ok(Source {
        crc,
        path: path.to_path_buf(),
        kind,
    })
}

/// The `texmod.def` (any letter case) directly inside `dir`, if there is
/// one: such a folder is a TexMod pack, its images named by the definition.
fn texmod_def_in(dir: &Path) -> Result<Option<PathBuf>, BuildError> {
    let io = |source| BuildError::Io {
        path: dir.to_path_buf(),
        source,
    };
    for entry in std::fs::read_dir(dir).map_err(io)? {
        let path = entry.map_err(io)?.path();
        let is_def = path
            .file_name()
            .and_then(|n| n.to_str())
            .is_some_and(|n| n.eq_ignore_ascii_case("texmod.def"));
        if is_def && path.is_file() {
            return Ok(Some(path));
        }
    }
    Ok(None)
}

/// Every image below `dir`, in sorted order so builds are reproducible; a
/// subfolder holding a `texmod.def` is read as a TexMod pack.
fn collect_dir(dir: &Path, sources: &mut Vec<Source>) -> Result<(), BuildError> {
    let io = |source| BuildError::Io {
        path: dir.to_path_buf(),
        source,
    };
    let mut children: Vec<PathBuf> = std::fs::read_dir(dir)
        .map_err(io)?
        .map(|entry| entry.map(|e| e.path()))
        .collect::<Result<_, _>>()
        .map_err(io)?;
    children.sort();
    if let Some(def) = texmod_def_in(dir)? {
        return collect_def(&def, sources);
    }
    for child in children {
        if child.is_dir() {
            collect_dir(&child, sources)?;
        } else if image_kind(&child).is_some() {
            sources.push(named_image(&child)?);
        }
    }
    Ok(())
}

/// TexMod's definition file: one `0xHASH|file` per line; blank lines and
/// lines starting with `#` are skipped.
fn collect_def(def: &Path, sources: &mut Vec<Source>) -> Result<(), BuildError> {
    let text = std::fs::read_to_string(def).map_err(|source| BuildError::Io {
        path: def.to_path_buf(),
        source,
    })?;
    let base = def.parent().unwrap_or(Path::new(""));
    for (n, line) in text.lines().enumerate() {
        let trimmed = line.trim();
        if trimmed.is_empty() || trimmed.starts_with('#') {
            continue;
        }
        let bad = || BuildError::DefLine {
            path: def.to_path_buf(),
            line: n + 1,
            text: line.to_string(),
        };
        let (hash, file) = trimmed.split_once('|').ok_or_else(bad)?;
        let crc = crc_from_prefixed_hex(hash).ok_or_else(bad)?;
        let file = file.trim();
        if file.is_empty() {
            return Err(bad());
        }
        let path = base.join(file.replace('\\', "/"));
        let kind =
            image_kind(&path).ok_or_else(|| BuildError::UnknownKind { path: path.clone() })?;
        sources.push(Source { crc, path, kind });
    }
    Ok(())
}
