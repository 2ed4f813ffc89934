//! Crash-safe file replacement shared by both writers: write everything to a
//! temporary file in the destination folder, sync it, rename it over the final
//! name, then sync the folder. Readers see either the old pack or the new one,
//! never a half-written file. Built on `tempfile` (unique names, deletion on
//! drop when anything fails before the rename).

use std::fs::File;
use std::io;
use std::path::{Path, PathBuf};

use tempfile::NamedTempFile;

/// An I/O failure and the pack it concerns (the final path, never the
/// temporary file's).
pub(crate) type PathError = (PathBuf, io::Error);

/// The error for a pack path that names a folder (the OS's own, ENODEV or
/// EISDIR depending on the call, says nothing useful).
pub(crate) fn folder_error() -> io::Error {
    io::Error::new(io::ErrorKind::IsADirectory, "is a folder, not a pack file")
}

/// A new temporary file in `path`'s folder, readable like any file the user
/// creates (`NamedTempFile` alone would leave the pack at mode 0600).
pub(crate) fn temp_beside(path: &Path) -> Result<NamedTempFile, PathError> {
    let dir = match path.parent() {
        Some(parent) if !parent.as_os_str().is_empty() => parent.to_path_buf(),
        _ => PathBuf::from("."),
    };
    let mut builder = tempfile::Builder::new();
    builder.prefix(".ninebridge-pack-").suffix(".tmp");
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        builder.permissions(std::fs::Permissions::from_mode(0o644));
    }
    // Errors name the pack the user asked for, never the internal temporary
    // name: the folder is checked first (the OS's own error), and tempfile's
    // errors, which append that name, are reduced to their kind.
    let fail = |err| (path.to_path_buf(), err);
    if !std::fs::metadata(&dir).map_err(fail)?.is_dir() {
        return Err(fail(io::Error::new(
            io::ErrorKind::NotADirectory,
            format!("{} is not a folder", dir.display()),
        )));
    }
    builder
        .tempfile_in(&dir)
        .map_err(|err| fail(io::Error::from(err.kind())))
}

/// Syncs `temp`, renames it to `path` and syncs the folder so the rename
/// itself survives a crash.
pub(crate) fn persist(temp: NamedTempFile, path: &Path) -> Result<(), PathError> {
    temp.as_file()
        .sync_all()
        .map_err(|err| (path.to_path_buf(), err))?;
    temp.persist(path)
        .map_err(|err| (path.to_path_buf(), err.error))?;
    #[cfg(unix)]
    if let Some(parent) = path.parent().filter(|p| !p.as_os_str().is_empty()) {
        File::open(parent)
            .and_then(|dir| dir.sync_all())
            .map_err(|err| (parent.to_path_buf(), err))?;
    }
    Ok(())
}
