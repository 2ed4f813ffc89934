//! `NINEBRIDGE_DUMP_TEXTURES=DIR`: each distinct 2D texture written once as
//! `DIR/<crc>.png`, `<crc>` being the 8 lowercase hex digits of the TexMod
//! CRC32 of its level 0, the name `ninebridge pack build` and
//! `NINEBRIDGE_TEXTURE_DIR` read. So dump, edit, build (or not), play is one
//! loop. A file already there is never overwritten (it may be an edit).

use std::collections::HashSet;
use std::path::{Path, PathBuf};

use ninebridge_packs::build::save_png;

/// The dump file name of a texture whose level-0 CRC is `crc`.
pub fn dump_file_name(crc: u32) -> String {
    format!("{crc:08x}.png")
}

/// Writes textures once each.
#[derive(Debug)]
pub struct Dumper {
    dir: PathBuf,
    done: HashSet<u32>,
    failed: bool,
    /// Files written.
    pub written: u64,
}

impl Dumper {
    /// Dumps into `dir` (created on first write).
    pub fn new(dir: impl Into<PathBuf>) -> Self {
        Self {
            dir: dir.into(),
            done: HashSet::new(),
            failed: false,
            written: 0,
        }
    }

    /// The folder.
    pub fn dir(&self) -> &Path {
        &self.dir
    }

    /// Whether `crc` was already handled (then no pixels are needed).
    pub fn wants(&self, crc: u32) -> bool {
        !self.failed && !self.done.contains(&crc)
    }

    /// Writes `bgra` as the texture `crc` unless done before or present.
    pub fn dump(&mut self, crc: u32, width: u32, height: u32, bgra: &[u8]) {
        if !self.wants(crc) {
            return;
        }
        self.done.insert(crc);
        let path = self.dir.join(dump_file_name(crc));
        if path.exists() {
            return;
        }
        let result = std::fs::create_dir_all(&self.dir)
            .map_err(|e| e.to_string())
            .and_then(|()| save_png(&path, width, height, bgra).map_err(|e| e.to_string()));
        match result {
            Ok(()) => self.written += 1,
            Err(err) => {
                // One line, then stop trying: the game keeps running.
                tracing::warn!("[texture-dump] {}: {err}; dumping stops", path.display());
                self.failed = true;
            }
        }
    }
}
