//! Keeping graphics backends' own stderr output from passing for ours.
//!
//! Vulkan layers, EGL and drivers are C code that may write straight to file
//! descriptor 2 while the GPU is opened (Mesa's device-select layer prints
//! `error: XDG_RUNTIME_DIR is invalid ...` without a display), which reads
//! exactly like this tool's one `error:` line. [`captured`] points descriptor
//! 2 at a temporary file while the GPU opens and hands what was written there
//! to the log as `info` events from target `backend` (shown with
//! `NINEBRIDGE_LOG=info`), marked as the backend's words.

use std::io::Write;
use std::sync::OnceLock;

/// A duplicate of the process's stderr made at start-up: the log writes here,
/// so its own lines are not captured with the backend's.
static LOG: OnceLock<std::fs::File> = OnceLock::new();

/// Keeps a duplicate of stderr for the log; call before anything logs.
pub fn init() {
    #[cfg(unix)]
    if let Ok(fd) = std::os::fd::AsFd::as_fd(&std::io::stderr()).try_clone_to_owned() {
        let _ = LOG.set(std::fs::File::from(fd));
    }
}

/// The log's writer: the start-up stderr (see [`init`]), else stderr.
pub fn log_writer() -> Box<dyn Write> {
    match LOG.get() {
        Some(file) => Box::new(file),
        None => Box::new(std::io::stderr()),
    }
}

/// Runs `f` (opening the GPU) with stderr captured; returns its value.
pub fn captured<T>(f: impl FnOnce() -> T) -> T {
    #[cfg(unix)]
    {
        let Some(redirect) = unix::Redirect::start() else {
            return f();
        };
        let value = f();
        for line in redirect.finish().lines().filter(|l| !l.trim().is_empty()) {
            tracing::info!(target: "backend", "graphics backend wrote: {line}");
        }
        value
    }
    #[cfg(not(unix))]
    {
        f()
    }
}

#[cfg(unix)]
mod unix {
    use std::io::{Read, Seek};
    use std::os::fd::AsRawFd;

    /// Descriptor 2 pointed at a temporary file, and the saved original;
    /// dropping it (also on a panic) restores descriptor 2.
    pub struct Redirect {
        file: std::fs::File,
        saved: libc::c_int,
    }

    impl Redirect {
        /// Points descriptor 2 at a new temporary file; `None` (and nothing
        /// changed) when any step fails.
        pub fn start() -> Option<Self> {
            let file = tempfile::tempfile().ok()?;
            // SAFETY: dup and dup2 on descriptors this process owns (2, and
            // the temporary file kept open in `file`); on failure the saved
            // descriptor is closed and stderr is left as it was.
            unsafe {
                let saved = libc::dup(2);
                if saved < 0 {
                    return None;
                }
                if libc::dup2(file.as_raw_fd(), 2) < 0 {
                    libc::close(saved);
                    return None;
                }
                Some(Self { file, saved })
            }
        }

        /// Restores descriptor 2 and returns what was written meanwhile.
        pub fn finish(mut self) -> String {
            self.restore();
            let mut bytes = Vec::new();
            if self.file.rewind().is_ok() {
                let _ = self.file.read_to_end(&mut bytes);
            }
            String::from_utf8_lossy(&bytes).into_owned()
        }

        fn restore(&mut self) {
            if self.saved >= 0 {
                // SAFETY: `saved` is the duplicate of the original descriptor
                // 2 made in `start`, still open; it is closed once restored.
                unsafe {
                    libc::dup2(self.saved, 2);
                    libc::close(self.saved);
                }
                self.saved = -1;
            }
        }
    }

    impl Drop for Redirect {
        fn drop(&mut self) {
            self.restore();
        }
    }

    #[cfg(test)]
    mod tests {
        use super::*;

        #[test]
        fn writes_to_descriptor_2_are_captured_and_stderr_restored() {
            let redirect = Redirect::start().expect("redirect");
            let stray = b"error: a backend's own line\n";
            // SAFETY: writing a valid buffer to descriptor 2.
            let written = unsafe { libc::write(2, stray.as_ptr().cast(), stray.len()) };
            assert_eq!(written, stray.len() as isize);
            assert_eq!(redirect.finish(), "error: a backend's own line\n");
            // Descriptor 2 is the terminal or pipe again, not the file.
            let again = Redirect::start().expect("redirect");
            assert_eq!(again.finish(), "");
        }
    }
}
