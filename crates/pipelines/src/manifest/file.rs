//! [`Manifest`]: open (read, repair, migrate, rewrite atomically), append
//! and flush.

use std::fs::{self, File, OpenOptions};
use std::io::{self, Read, Seek, SeekFrom, Write};
use std::marker::PhantomData;
use std::path::{Path, PathBuf};

use super::error::{InvalidFile, ManifestError};
use super::repair::{self, LoadReport, Records};
use super::{RecordCodec, file_name};

/// An open manifest file of codec `C`'s records, ready for appending.
pub struct Manifest<C: RecordCodec> {
    path: PathBuf,
    file: File,
    /// Bytes of whole records and header: where the next record goes.
    end: u64,
    records: usize,
    max_records: usize,
    codec: PhantomData<fn() -> C>,
}

impl<C: RecordCodec> std::fmt::Debug for Manifest<C> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Manifest")
            .field("path", &self.path)
            .field("version", &C::VERSION)
            .field("records", &self.records)
            .field("max_records", &self.max_records)
            .finish_non_exhaustive()
    }
}

/// What [`Manifest::open`] returns: the manifest for appending, the records
/// it held and what load found and did.
pub struct Opened<C: RecordCodec> {
    /// The file, open for appending.
    pub manifest: Manifest<C>,
    /// The records loaded, oldest first, one per key.
    pub records: Records,
    /// Counts of what was loaded, dropped and migrated.
    pub report: LoadReport,
}

impl<C: RecordCodec> std::fmt::Debug for Opened<C> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Opened")
            .field("manifest", &self.manifest)
            .field("records", &self.records.len())
            .field("report", &self.report)
            .finish()
    }
}

fn io_error(action: &'static str, path: &Path) -> impl FnOnce(io::Error) -> ManifestError {
    let path = path.to_path_buf();
    move |source| ManifestError::Io {
        action,
        path,
        source,
    }
}

/// An existing file's handle and bytes (or why they were not read); `None`
/// when the file does not exist.
type ReadFile = Option<(File, Result<Vec<u8>, InvalidFile>)>;

/// Opens `path` (for writing too when `writable`) and reads it whole unless
/// it is larger than `limit` bytes.
fn read_file(path: &Path, writable: bool, limit: u64) -> Result<ReadFile, ManifestError> {
    let file = match OpenOptions::new().read(true).write(writable).open(path) {
        Ok(file) => file,
        Err(err) if err.kind() == io::ErrorKind::NotFound => return Ok(None),
        Err(err) => return Err(io_error("open", path)(err)),
    };
    let len = file.metadata().map_err(io_error("read", path))?.len();
    if len > limit {
        return Ok(Some((file, Err(InvalidFile::TooLarge { len, limit }))));
    }
    let mut data = Vec::with_capacity(len as usize);
    (&file)
        .take(limit.saturating_add(1))
        .read_to_end(&mut data)
        .map_err(io_error("read", path))?;
    if data.len() as u64 > limit {
        let len = data.len() as u64;
        return Ok(Some((file, Err(InvalidFile::TooLarge { len, limit }))));
    }
    Ok(Some((file, Ok(data))))
}

/// `<path>.tmp`: where the rewrite is written before the rename.
fn temp_path(path: &Path) -> PathBuf {
    let mut name = path.as_os_str().to_owned();
    name.push(".tmp");
    PathBuf::from(name)
}

/// Replaces `path` with `bytes` so that a crash at any moment leaves either
/// the old file or the new one: write `<path>.tmp`, sync it, rename it over
/// `path`, sync the folder.
fn write_atomically(path: &Path, bytes: &[u8]) -> Result<(), ManifestError> {
    let temp = temp_path(path);
    let written = File::create(&temp)
        .and_then(|mut file| {
            file.write_all(bytes)?;
            file.sync_all()
        })
        .map_err(io_error("write", &temp));
    if let Err(err) = written {
        let _ = fs::remove_file(&temp);
        return Err(err);
    }
    if let Err(err) = fs::rename(&temp, path) {
        let _ = fs::remove_file(&temp);
        return Err(io_error("rename", path)(err));
    }
    sync_folder(path)
}

/// Syncs `path`'s folder so that a rename in it survives a crash.
fn sync_folder(path: &Path) -> Result<(), ManifestError> {
    #[cfg(unix)]
    if let Some(folder) = path.parent().filter(|p| !p.as_os_str().is_empty()) {
        File::open(folder)
            .and_then(|folder| folder.sync_all())
            .map_err(io_error("sync", folder))?;
    }
    #[cfg(not(unix))]
    let _ = path;
    Ok(())
}

impl<C: RecordCodec> Manifest<C> {
    /// The current version's file in `dir`: `<dir>/manifest-v<VERSION>.bin`.
    pub fn path_in(dir: &Path) -> PathBuf {
        dir.join(file_name(C::VERSION))
    }

    /// Opens the manifest in `dir` (created if missing), keeping at most
    /// `max_records` records.
    ///
    /// Reads the current version's file; when there is none, reads and
    /// migrates the previous version's file (left as it is). Drops a torn
    /// tail, invalid records, all but the newest record per key and the
    /// oldest records beyond `max_records`; a file whose header differs
    /// from the current one is discarded whole. Whenever anything was
    /// dropped, discarded or migrated, or no current file existed, the
    /// current file is written atomically. One log line reports a repair.
    ///
    /// Errors only on I/O failures; file content never is one.
    pub fn open(dir: impl AsRef<Path>, max_records: usize) -> Result<Opened<C>, ManifestError> {
        let dir = dir.as_ref();
        fs::create_dir_all(dir).map_err(io_error("create folder", dir))?;
        let path = Self::path_in(dir);
        let mut report = LoadReport::default();
        let limit = repair::size_limit(C::RECORD_SIZE, max_records);
        let (file, records) = match read_file(&path, true, limit)? {
            Some((file, Ok(data))) => (
                Some(file),
                repair::load_current::<C>(data, max_records, &mut report),
            ),
            Some((_, Err(invalid))) => {
                report.discarded = Some(invalid);
                (None, Records::empty::<C>())
            }
            None => (None, Self::load_previous(dir, max_records, &mut report)?),
        };
        let rewrite = file.is_none()
            || report.dropped() > 0
            || report.discarded.is_some()
            || report.migrated_from.is_some();
        let file = match file {
            Some(file) if !rewrite => {
                // A rewrite killed before its rename leaves its temporary.
                let _ = fs::remove_file(temp_path(&path));
                file
            }
            _ => {
                write_atomically(&path, records.file_bytes())?;
                report.rewritten = true;
                OpenOptions::new()
                    .write(true)
                    .open(&path)
                    .map_err(io_error("open", &path))?
            }
        };
        log_load(&path, &report);
        let manifest = Self {
            path,
            file,
            end: records.file_bytes().len() as u64,
            records: records.len(),
            max_records,
            codec: PhantomData,
        };
        Ok(Opened {
            manifest,
            records,
            report,
        })
    }

    /// The previous version's records, migrated, or none when the codec has
    /// no previous version or its file does not exist.
    fn load_previous(
        dir: &Path,
        max_records: usize,
        report: &mut LoadReport,
    ) -> Result<Records, ManifestError> {
        let Some(previous) = C::PREVIOUS else {
            return Ok(Records::empty::<C>());
        };
        let old_path = dir.join(file_name(previous.version));
        let limit = repair::size_limit(previous.record_size, max_records);
        Ok(match read_file(&old_path, false, limit)? {
            Some((_, Ok(old))) => repair::load_previous::<C>(&old, previous, max_records, report),
            Some((_, Err(invalid))) => {
                report.migrated_from = Some(previous.version);
                report.discarded = Some(invalid);
                Records::empty::<C>()
            }
            None => Records::empty::<C>(),
        })
    }

    /// Appends one record with a single write at the end of the file's
    /// whole records. Returns `false`, writing nothing, once the file holds
    /// `max_records` records (the device stops recording then).
    ///
    /// A crash during the write leaves at most a torn tail, dropped on the
    /// next load; after a failed write the next append overwrites it.
    pub fn append(&mut self, record: &[u8]) -> Result<bool, ManifestError> {
        if record.len() != C::RECORD_SIZE {
            return Err(ManifestError::RecordSize {
                expected: C::RECORD_SIZE,
                found: record.len(),
                version: C::VERSION,
            });
        }
        if !C::is_valid(record) {
            return Err(ManifestError::InvalidRecord {
                key: C::key(record),
                version: C::VERSION,
            });
        }
        if self.is_full() {
            return Ok(false);
        }
        self.file
            .seek(SeekFrom::Start(self.end))
            .and_then(|_| self.file.write_all(record))
            .map_err(io_error("write", &self.path))?;
        self.end += record.len() as u64;
        self.records += 1;
        Ok(true)
    }

    /// Syncs the appended records to the disk.
    pub fn flush(&mut self) -> Result<(), ManifestError> {
        self.file.sync_data().map_err(io_error("sync", &self.path))
    }

    /// The records in the file: those loaded plus those appended since
    /// (appends are not deduplicated before the next load).
    pub fn len(&self) -> usize {
        self.records
    }

    /// Whether the file holds no records.
    pub fn is_empty(&self) -> bool {
        self.records == 0
    }

    /// Whether the file holds `max_records` records, so appends stop.
    pub fn is_full(&self) -> bool {
        self.records >= self.max_records
    }

    /// The cap given to [`open`](Self::open).
    pub fn max_records(&self) -> usize {
        self.max_records
    }

    /// The file's path.
    pub fn path(&self) -> &Path {
        &self.path
    }
}

/// One line for a load that repaired something (warning when the file was
/// damaged, information for migration, duplicates and the cap).
fn log_load(path: &Path, report: &LoadReport) {
    let mut what = Vec::new();
    if let Some(version) = report.migrated_from {
        what.push(format!(
            "{} recipes migrated from version {version}",
            report.migrated
        ));
    }
    if let Some(invalid) = &report.discarded {
        what.push(format!("invalid file discarded ({invalid})"));
    }
    for (count, reason) in [
        (report.dropped_torn, "torn tail"),
        (report.dropped_invalid, "invalid"),
        (report.dropped_duplicate, "superseded"),
        (report.dropped_over_cap, "over the cap"),
    ] {
        if count > 0 {
            what.push(format!("{count} dropped ({reason})"));
        }
    }
    let path = path.display();
    let loaded = report.loaded;
    if report.damaged() {
        let what = what.join(", ");
        tracing::warn!("pipeline manifest {path}: {what}; {loaded} recipes kept, file rewritten");
    } else if !what.is_empty() {
        let what = what.join(", ");
        tracing::info!("pipeline manifest {path}: {what}; {loaded} recipes kept, file rewritten");
    } else {
        tracing::debug!("pipeline manifest {path}: {loaded} recipes loaded");
    }
}
