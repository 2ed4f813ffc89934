//! A virtual X server for window tests: [`Xvfb::start`] runs `Xvfb` on a
//! display it picks itself (`-displayfd`) and kills it when dropped.
//! Tests without one skip with a visible note, except in CI (`CI` set),
//! where the window tests must run ([`skip_or_fail`]).

use std::io::{BufRead, BufReader};
use std::process::{Child, Command, Stdio};
use std::sync::mpsc;
use std::time::Duration;

/// A running Xvfb, killed when dropped.
pub struct Xvfb {
    child: Child,
    display: String,
}

impl Xvfb {
    /// Starts Xvfb with one 24-bit screen of `width` x `height`; `Err`
    /// says why when it cannot be found or does not come up in 20 s.
    pub fn start(width: u32, height: u32) -> Result<Xvfb, String> {
        let mut child = Command::new("Xvfb")
            .args(["-displayfd", "1", "-screen", "0"])
            .arg(format!("{width}x{height}x24"))
            .args(["-nolisten", "tcp"])
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .map_err(|e| format!("Xvfb cannot be started ({e}); scripts/setup-env installs it"))?;
        let out = child.stdout.take().expect("stdout piped");
        let (tx, rx) = mpsc::channel();
        std::thread::spawn(move || {
            let mut line = String::new();
            let _ = BufReader::new(out).read_line(&mut line);
            let _ = tx.send(line);
        });
        let mut xvfb = Xvfb {
            child,
            display: String::new(),
        };
        match rx.recv_timeout(Duration::from_secs(20)) {
            Ok(n) if !n.trim().is_empty() => {
                xvfb.display = format!(":{}", n.trim());
                Ok(xvfb)
            }
            _ => Err("Xvfb did not report a display within 20 s".into()),
        }
    }

    /// The display name (`:N`), for `DISPLAY`.
    pub fn display(&self) -> &str {
        &self.display
    }
}

impl Drop for Xvfb {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// Skips a window test with `why` on stderr, or fails it in CI (`CI`
/// set), where Xvfb is installed and the test must run.
pub fn skip_or_fail(who: &str, why: &str) {
    crate::skip_or_fail(who, why);
}
