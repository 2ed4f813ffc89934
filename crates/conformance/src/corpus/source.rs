//! The shaders of a corpus: assembly text files read from a folder or
//! streamed out of a `.tar.xz` archive (`asm/<game>__<kind>__<name>.txt`),
//! kept in memory (the given corpus is 68 MB of text), sorted by name so
//! that a sample is the same on every machine.

use std::io::Read;
use std::path::{Path, PathBuf};

/// One shader of the corpus.
#[derive(Clone, Debug)]
pub struct CorpusFile {
    /// The file name (`Life_is_Strange__PixelShaders__0A1B2C3D.txt`).
    pub name: String,
    /// The assembly text.
    pub text: String,
}

impl CorpusFile {
    /// The game: the part of the name before the first `__` (`unknown`
    /// when the name has none).
    pub fn game(&self) -> &str {
        game_of(&self.name)
    }
}

/// The game of a corpus file name: the part before the first `__`.
pub fn game_of(name: &str) -> &str {
    name.split_once("__").map_or("unknown", |(g, _)| g)
}

/// Why a corpus could not be read.
#[derive(Debug, thiserror::Error)]
pub enum CorpusError {
    /// The folder or archive could not be read.
    #[error("{path}: {source}")]
    Io {
        /// The folder, archive or file.
        path: PathBuf,
        /// The error.
        source: std::io::Error,
    },
    /// A file of the corpus is not UTF-8 text.
    #[error("{path}: {name} is not UTF-8 text")]
    NotText {
        /// The folder or archive.
        path: PathBuf,
        /// The file.
        name: String,
    },
    /// Neither a folder nor a `.tar.xz`, or no `.txt`/`.asm` file in it.
    #[error("{0}: no shaders (a folder of .txt/.asm files or a .tar.xz of them)")]
    Empty(PathBuf),
}

fn is_shader_name(name: &str) -> bool {
    name.ends_with(".txt") || name.ends_with(".asm")
}

/// Reads every `.txt`/`.asm` shader of `path`: a folder (not recursive) or
/// a `.tar.xz` archive (any folder inside it), sorted by file name. A file
/// name that occurs twice in an archive keeps its first copy.
pub fn load(path: &Path) -> Result<Vec<CorpusFile>, CorpusError> {
    let io = |source| CorpusError::Io {
        path: path.to_path_buf(),
        source,
    };
    let mut out = Vec::new();
    if path.is_dir() {
        for entry in std::fs::read_dir(path).map_err(io)? {
            let entry = entry.map_err(io)?;
            let name = entry.file_name().to_string_lossy().into_owned();
            if !is_shader_name(&name) || !entry.file_type().map_err(io)?.is_file() {
                continue;
            }
            let bytes = std::fs::read(entry.path()).map_err(io)?;
            out.push(text_file(path, name, bytes)?);
        }
    } else if path.to_string_lossy().ends_with(".tar.xz") {
        let file = std::fs::File::open(path).map_err(io)?;
        let mut archive = tar::Archive::new(xz2::read::XzDecoder::new(file));
        for entry in archive.entries().map_err(io)? {
            let mut entry = entry.map_err(io)?;
            if !entry.header().entry_type().is_file() {
                continue;
            }
            let entry_path = entry.path().map_err(io)?.into_owned();
            let Some(name) = entry_path
                .file_name()
                .map(|n| n.to_string_lossy().into_owned())
            else {
                continue;
            };
            if !is_shader_name(&name) {
                continue;
            }
            let mut bytes = Vec::new();
            entry.read_to_end(&mut bytes).map_err(io)?;
            out.push(text_file(path, name, bytes)?);
        }
    } else {
        return Err(CorpusError::Empty(path.to_path_buf()));
    }
    out.sort_by(|a, b| a.name.cmp(&b.name));
    out.dedup_by(|b, a| a.name == b.name);
    if out.is_empty() {
        return Err(CorpusError::Empty(path.to_path_buf()));
    }
    Ok(out)
}

fn text_file(path: &Path, name: String, bytes: Vec<u8>) -> Result<CorpusFile, CorpusError> {
    let text = String::from_utf8(bytes).map_err(|_| CorpusError::NotText {
        path: path.to_path_buf(),
        name: name.clone(),
    })?;
    Ok(CorpusFile { name, text })
}

/// A deterministic sample of at most `n` files of a sorted corpus: every
/// `len / n`-th file (rounded down, at least 1), starting with the first.
/// Spread over every game, as the sorted names group files by game.
pub fn sample(files: Vec<CorpusFile>, n: usize) -> Vec<CorpusFile> {
    if n == 0 || n >= files.len() {
        return files;
    }
    let step = files.len() / n;
    files.into_iter().step_by(step.max(1)).take(n).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn file(name: &str) -> CorpusFile {
        CorpusFile {
            name: name.into(),
            text: String::new(),
        }
    }

    #[test]
    fn the_game_is_the_name_before_the_first_double_underscore() {
        assert_eq!(
            file("Life_is_Strange__PixelShaders__0A.txt").game(),
            "Life_is_Strange"
        );
        assert_eq!(file("plain.txt").game(), "unknown");
    }

    #[test]
    fn a_sample_takes_every_nth_file_from_the_first() {
        let files: Vec<CorpusFile> = (0..10).map(|i| file(&format!("{i}.txt"))).collect();
        let names: Vec<String> = sample(files.clone(), 3)
            .into_iter()
            .map(|f| f.name)
            .collect();
        assert_eq!(names, ["0.txt", "3.txt", "6.txt"]);
        assert_eq!(sample(files.clone(), 0).len(), 10);
        assert_eq!(sample(files, 50).len(), 10);
    }

    #[test]
    fn an_archive_is_read_streaming_with_its_folders_left_out() {
        let path = std::env::temp_dir().join(format!("nb-corpus-{}.tar.xz", std::process::id()));
        {
            let out = std::fs::File::create(&path).unwrap();
            let mut tar = tar::Builder::new(xz2::write::XzEncoder::new(out, 6));
            for (name, text) in [
                ("asm/G__PixelShaders__B.txt", "ps_3_0\n"),
                ("asm/README.md", "notes"),
                ("asm/G__VertexShaders__A.txt", "vs_3_0\n"),
            ] {
                let mut header = tar::Header::new_gnu();
                header.set_size(text.len() as u64);
                header.set_mode(0o644);
                header.set_cksum();
                tar.append_data(&mut header, name, text.as_bytes()).unwrap();
            }
            tar.into_inner().unwrap().finish().unwrap();
        }
        let got = load(&path).unwrap();
        std::fs::remove_file(&path).unwrap();
        assert_eq!(
            got.iter().map(|f| f.name.as_str()).collect::<Vec<_>>(),
            ["G__PixelShaders__B.txt", "G__VertexShaders__A.txt"]
        );
        assert_eq!(got[1].text, "vs_3_0\n");
        assert_eq!(got[0].game(), "G");
    }

    #[test]
    fn a_folder_without_shaders_is_an_error() {
        let dir = std::env::temp_dir().join(format!("nb-corpus-empty-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        std::fs::write(dir.join("notes.md"), "x").unwrap();
        assert!(matches!(load(&dir), Err(CorpusError::Empty(_))));
        std::fs::write(dir.join("b.txt"), "ps_3_0\n").unwrap();
        std::fs::write(dir.join("a.asm"), "vs_3_0\n").unwrap();
        let got = load(&dir).unwrap();
        assert_eq!(
            got.iter().map(|f| f.name.as_str()).collect::<Vec<_>>(),
            ["a.asm", "b.txt"]
        );
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
