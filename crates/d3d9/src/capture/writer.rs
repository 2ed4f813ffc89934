//! The capture's writer thread: the device hands steps over a bounded
//! channel and goes on; the thread serialises them (JSON, zlib for
//! resource contents) and writes the file. Serialising on the
//! rendering thread cost several microseconds a draw; handing a step over
//! costs the step's construction and a channel send. When the writer falls
//! behind by [`QUEUE`] steps the device waits for it (memory stays
//! bounded).

use std::path::PathBuf;
use std::sync::mpsc::{self, Receiver, SyncSender};
use std::thread::JoinHandle;

use ninebridge_trace::{Step, TraceError, TraceFile};

/// Steps the device may be ahead of the writer.
const QUEUE: usize = 1 << 16;

enum Message {
    Step(Box<Step>),
    Snapshot(SyncSender<Result<(), TraceError>>),
    Finish(SyncSender<Result<PathBuf, TraceError>>),
}

/// A trace file being written on its own thread.
#[derive(Debug)]
pub(crate) struct Writer {
    tx: Option<SyncSender<Message>>,
    thread: Option<JoinHandle<()>>,
}

impl Writer {
    /// Hands `file` (its header and first steps written) to a new thread.
    pub(crate) fn spawn(file: TraceFile) -> std::io::Result<Writer> {
        let (tx, rx) = mpsc::sync_channel(QUEUE);
        let thread = std::thread::Builder::new()
            .name("ninebridge capture".into())
            .spawn(move || run(file, rx))?;
        Ok(Writer {
            tx: Some(tx),
            thread: Some(thread),
        })
    }

    /// Queues a step.
    pub(crate) fn push(&self, step: Step) {
        if let Some(tx) = &self.tx {
            // A writer that stopped (a write failed) drops what comes.
            let _ = tx.send(Message::Step(Box::new(step)));
        }
    }

    /// Makes the file a complete trace of every step queued so far.
    pub(crate) fn snapshot(&self) -> Result<(), TraceError> {
        let (reply, answer) = mpsc::sync_channel(1);
        self.send(Message::Snapshot(reply))?;
        answer.recv().unwrap_or_else(|_| Err(stopped()))
    }

    /// Writes the rest and the end of the trace; the file is complete.
    pub(crate) fn finish(mut self) -> Result<PathBuf, TraceError> {
        self.finish_now()
    }

    fn finish_now(&mut self) -> Result<PathBuf, TraceError> {
        let (reply, answer) = mpsc::sync_channel(1);
        let sent = self.send(Message::Finish(reply));
        self.tx = None;
        let result = sent.and_then(|()| answer.recv().unwrap_or_else(|_| Err(stopped())));
        if let Some(thread) = self.thread.take() {
            let _ = thread.join();
        }
        result
    }

    fn send(&self, m: Message) -> Result<(), TraceError> {
        self.tx
            .as_ref()
            .ok_or_else(stopped)?
            .send(m)
            .map_err(|_| stopped())
    }
}

impl Drop for Writer {
    fn drop(&mut self) {
        if self.tx.is_some() {
            match self.finish_now() {
                Ok(path) => tracing::info!("capture written to {}", path.display()),
                Err(e) => tracing::error!("capture not written: {e}"),
            }
        }
    }
}

fn stopped() -> TraceError {
    TraceError::Io {
        path: "(capture)".into(),
        source: std::io::Error::other("the capture stopped after a write failed"),
    }
}

/// The writer thread: steps until `Finish` (or until the device is gone).
fn run(file: TraceFile, rx: Receiver<Message>) {
    let mut file = Some(file);
    for message in rx {
        match message {
            Message::Step(step) => {
                if let Some(f) = &mut file
                    && let Err(e) = f.push(&step)
                {
                    tracing::error!("capture stopped: {e}");
                    file = None;
                }
            }
            Message::Snapshot(reply) => {
                let _ = reply.send(match &mut file {
                    Some(f) => f.snapshot(),
                    None => Err(stopped()),
                });
            }
            Message::Finish(reply) => {
                let _ = reply.send(match file.take() {
                    Some(f) => f.finish(),
                    None => Err(stopped()),
                });
                return;
            }
        }
    }
    // The device went away without finishing: finish for it.
    if let Some(f) = file
        && let Err(e) = f.finish()
    {
        tracing::error!("capture not written: {e}");
    }
}
