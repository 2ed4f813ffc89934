//! The file system side: reading a cache file with a size cap, setting a bad
//! one aside, and replacing it atomically.

use std::fs::{self, File};
use std::io::{self, Read, Write};
use std::path::{Path, PathBuf};

/// The largest cache file read; a longer one is corruption (drivers' caches
/// for whole games are tens of megabytes).
pub const MAX_FILE_BYTES: u64 = 1 << 30;

/// What reading the cache file found.
pub(crate) enum Found {
    /// No file: a cold start.
    Missing,
    /// The file's bytes.
    Bytes(Vec<u8>),
    /// The file is longer than [`MAX_FILE_BYTES`].
    TooLarge(u64),
}

/// Reads `path` whole unless it is missing or over [`MAX_FILE_BYTES`].
pub(crate) fn read(path: &Path) -> io::Result<Found> {
    let file = match File::open(path) {
        Ok(file) => file,
        Err(e) if e.kind() == io::ErrorKind::NotFound => return Ok(Found::Missing),
        Err(e) => return Err(e),
    };
    let len = file.metadata()?.len();
    if len > MAX_FILE_BYTES {
        return Ok(Found::TooLarge(len));
    }
    let mut bytes = Vec::with_capacity(len as usize);
    // The cap holds even if the file grows between metadata and read.
    file.take(MAX_FILE_BYTES + 1).read_to_end(&mut bytes)?;
    if bytes.len() as u64 > MAX_FILE_BYTES {
        return Ok(Found::TooLarge(bytes.len() as u64));
    }
    Ok(Found::Bytes(bytes))
}

/// `path` with `suffix` appended to its file name.
pub(crate) fn sibling(path: &Path, suffix: &str) -> PathBuf {
    let mut name = path.file_name().unwrap_or_default().to_os_string();
    name.push(suffix);
    path.with_file_name(name)
}

/// Moves a rejected file to `<name>.rejected` (replacing an older one) so a
/// bug report can include it; deletes it when the move fails. Returns where
/// it went, `None` when it was deleted or could not be removed at all.
pub(crate) fn set_aside(path: &Path) -> Option<PathBuf> {
    let aside = sibling(path, ".rejected");
    match fs::rename(path, &aside) {
        Ok(()) => Some(aside),
        Err(_) => {
            let _ = fs::remove_file(path);
            None
        }
    }
}

/// Replaces `path` with `bytes` so that a reader (or a crash) sees either
/// the old file or the new one whole: a temporary file named after this
/// process (two processes sharing the directory never write the same
/// temporary), synced, renamed over `path`, then the directory synced so the
/// rename itself is durable.
pub(crate) fn write_atomically(path: &Path, bytes: &[u8]) -> io::Result<()> {
    let dir = path.parent().unwrap_or(Path::new("."));
    fs::create_dir_all(dir)?;
    let tmp = sibling(path, &format!(".{}.tmp", std::process::id()));
    let result = write_synced(&tmp, bytes).and_then(|()| fs::rename(&tmp, path));
    if result.is_err() {
        let _ = fs::remove_file(&tmp);
    }
    result?;
    sync_dir(dir)
}

fn write_synced(path: &Path, bytes: &[u8]) -> io::Result<()> {
    let mut file = File::create(path)?;
    file.write_all(bytes)?;
    file.sync_all()
}

#[cfg(unix)]
fn sync_dir(dir: &Path) -> io::Result<()> {
    File::open(dir)?.sync_all()
}

/// Windows cannot open a directory as a file; `rename` there
/// (`MoveFileEx` with replace) is as durable as it gets.
#[cfg(not(unix))]
fn sync_dir(_dir: &Path) -> io::Result<()> {
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn missing_is_not_an_error() {
        let dir = tempfile::tempdir().unwrap();
        assert!(matches!(read(&dir.path().join("none")), Ok(Found::Missing)));
    }

    #[test]
    fn atomic_write_replaces_and_leaves_no_temporary() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("sub").join("cache");
        write_atomically(&path, b"first").unwrap();
        write_atomically(&path, b"second").unwrap();
        match read(&path).unwrap() {
            Found::Bytes(bytes) => assert_eq!(bytes, b"second"),
            _ => panic!("written file not read back"),
        }
        let names: Vec<_> = fs::read_dir(path.parent().unwrap())
            .unwrap()
            .map(|e| e.unwrap().file_name())
            .collect();
        assert_eq!(names, ["cache"]);
    }

    #[test]
    fn set_aside_moves_the_file_to_rejected() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("cache");
        fs::write(&path, b"bad").unwrap();
        fs::write(sibling(&path, ".rejected"), b"older").unwrap();
        let aside = set_aside(&path).unwrap();
        assert_eq!(aside, dir.path().join("cache.rejected"));
        assert!(!path.exists());
        assert_eq!(fs::read(aside).unwrap(), b"bad");
    }

    #[test]
    fn a_failed_write_leaves_the_old_file() {
        let dir = tempfile::tempdir().unwrap();
        // The target is a non-empty directory: rename over it fails.
        let path = dir.path().join("cache");
        fs::create_dir(&path).unwrap();
        fs::write(path.join("keep"), b"x").unwrap();
        assert!(write_atomically(&path, b"new").is_err());
        assert!(path.join("keep").exists());
        let names: Vec<_> = fs::read_dir(dir.path())
            .unwrap()
            .map(|e| e.unwrap().file_name())
            .collect();
        assert_eq!(names, ["cache"], "the temporary was removed");
    }
}
