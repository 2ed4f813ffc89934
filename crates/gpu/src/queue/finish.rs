//! Finishing encoders in parallel: `CommandEncoder::finish` is where wgpu
//! encodes a whole encoder's passes for the driver, the render thread's
//! largest cost (with recorded passes, `crate::pass`, the passes' wgpu
//! recording too). Different encoders finish independently, so a few
//! finisher threads take turns; the render thread submits the results in
//! the order the encoders were sent.

use std::panic::AssertUnwindSafe;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::mpsc;

use crate::GpuError;
use crate::pass::Work;

/// A finished encoder, or why it is not.
pub(super) type Finished = Result<wgpu::CommandBuffer, GpuError>;

struct Job {
    what: &'static str,
    work: Work,
    answer: mpsc::SyncSender<Finished>,
}

/// The finisher threads. Dropping them lets each finish its queue, then
/// joins them.
pub(super) struct Finishers {
    device: wgpu::Device,
    senders: Vec<mpsc::Sender<Job>>,
    handles: Vec<std::thread::JoinHandle<()>>,
    next: AtomicUsize,
}

impl Finishers {
    /// `count` finisher threads on `device`.
    pub(super) fn start(device: &wgpu::Device, count: usize) -> Result<Self, GpuError> {
        let mut senders = Vec::new();
        let mut handles = Vec::new();
        for i in 0..count {
            let (sender, receiver) = mpsc::channel::<Job>();
            let device = device.clone();
            let handle = std::thread::Builder::new()
                .name(format!("ninebridge finish {i}"))
                .spawn(move || {
                    while let Ok(job) = receiver.recv() {
                        let _ = job.answer.send(finish(&device, job.what, job.work));
                    }
                })
                .map_err(|e| {
                    GpuError::RenderThread(format!("a finisher thread could not start: {e}"))
                })?;
            senders.push(sender);
            handles.push(handle);
        }
        Ok(Finishers {
            device: device.clone(),
            senders,
            handles,
            next: AtomicUsize::new(0),
        })
    }

    /// Hands `work` to the next finisher; the answer arrives on the
    /// returned receiver.
    pub(super) fn finish(&self, what: &'static str, work: Work) -> mpsc::Receiver<Finished> {
        let (answer, receiver) = mpsc::sync_channel(1);
        let i = self.next.fetch_add(1, Ordering::Relaxed) % self.senders.len();
        let job = Job { what, work, answer };
        if let Err(mpsc::SendError(job)) = self.senders[i].send(job) {
            // A finisher only ends when its channel closes: not reached;
            // finished here rather than lost.
            let _ = job.answer.send(finish(&self.device, job.what, job.work));
        }
        receiver
    }
}

impl Drop for Finishers {
    fn drop(&mut self) {
        self.senders.clear();
        for handle in self.handles.drain(..) {
            if handle.join().is_err() {
                tracing::error!("a finisher thread ended with a panic");
            }
        }
    }
}

/// Finishes `work` (a recorded pass encoded first) inside error scopes of
/// this thread, a panic in wgpu caught as an error.
pub(super) fn finish(device: &wgpu::Device, what: &'static str, work: Work) -> Finished {
    std::panic::catch_unwind(AssertUnwindSafe(|| {
        super::scoped(device, what, || work.finish(device))
    }))
    .unwrap_or_else(|panic| Err(super::panic_error(what, panic.as_ref())))
}
