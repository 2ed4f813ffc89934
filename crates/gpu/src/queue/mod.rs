//! The device's queue, inline or behind a render thread.
//!
//! Design notes:
//! - Every operation that reaches the GPU queue (buffer and texture
//!   writes, submissions, presentation, buffer mappings, completion
//!   callbacks) goes through [`Queue`]; wgpu's own queue is private to it,
//!   so no caller can reorder work by going around it (a rule the compiler
//!   keeps).
//! - Inline (the default) each operation calls wgpu at once on the calling
//!   thread.
//! - With a render thread ([`crate::Gpu::with_render_thread`]) each
//!   operation becomes a [`Op`] sent down a channel to one thread that owns
//!   the submitting: it runs them in the order sent, so the order the
//!   caller sees is the order inline mode gives. The heavy part of a
//!   submission, `CommandEncoder::finish` (wgpu records passes as commands
//!   and encodes them for the driver there), moves off the caller's thread
//!   ([`Queue::submit_encoder`]). On machines with cores to spare, finisher
//!   threads (`finish.rs`) finish successive encoders in parallel and the
//!   render thread submits them in the order sent.
//! - The caller waits only where it must see the GPU's memory:
//!   [`Queue::sync`] returns once the thread has run everything sent before
//!   it ([`crate::Gpu::wait_idle`] and readbacks sync first).
//! - wgpu's error scopes are per thread: the render thread runs each
//!   operation inside its own scopes and keeps the first error; the
//!   caller's next [`Queue::submit_encoder`], [`crate::Gpu::submit`] or
//!   [`Queue::sync`] returns it. A panic inside wgpu on the thread is caught
//!   and reported the same way; the thread keeps running.
//! - Dropping the last clone of a threaded [`Queue`] runs what was sent,
//!   then joins the thread.

use std::panic::AssertUnwindSafe;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::mpsc;
use std::sync::{Arc, Mutex};

use crate::GpuError;
use crate::pass::Work;

mod finish;

/// Threads that finish encoders next to the render thread (`finish.rs`)
/// for a machine of `cores` cores: 0 (the render thread finishes them
/// itself) below 4, where the game thread, the render thread and the
/// driver already share the cores; 2 from 8. Measured with `ninebridge
/// bench frame` (docs/performance.md): on the 16-core H200 host 2
/// finishers took the device from 0.67-0.86 to 0.91-0.93 of bare wgpu end
/// to end, 3 or 4 gained nothing more; on the 2-core machine with lavapipe
/// 2 finishers fell from 1.5 to 1.0.
fn finishers_for(cores: usize) -> usize {
    match cores {
        0..=3 => 0,
        4..=7 => 1,
        _ => 2,
    }
}

/// One operation for the render thread.
enum Op {
    /// The first `len` bytes of `data` to `buffer` at `offset`; with
    /// `recycle`, `data` was handed over (not copied) and is given back for
    /// reuse once written ([`Queue::write_buffer_vec`]).
    WriteBuffer {
        buffer: wgpu::Buffer,
        offset: u64,
        data: Vec<u8>,
        len: usize,
        recycle: bool,
    },
    /// Boxed: the largest operation, rarer than buffer writes.
    WriteTexture(Box<TextureWrite>),
    /// Encoders and recorded passes to finish and submit together, in
    /// order, labelled for their errors.
    SubmitWork(&'static str, Vec<Work>),
    /// Work finisher threads are finishing: submitted together, in order,
    /// once all of it is.
    SubmitFinished(&'static str, Vec<mpsc::Receiver<finish::Finished>>),
    Submit(Vec<wgpu::CommandBuffer>),
    /// Anything else that must run in order on the queue (presentation,
    /// mappings, completion callbacks).
    Call(&'static str, Box<dyn FnOnce(&wgpu::Queue) + Send>),
    /// Answered once everything before it has run.
    Fence(mpsc::SyncSender<()>),
    /// Holds the thread until the sender drops ([`Queue::pause`]).
    Pause(mpsc::Receiver<()>),
}

/// A texture write handed to the render thread.
struct TextureWrite {
    texture: wgpu::Texture,
    mip_level: u32,
    origin: wgpu::Origin3d,
    aspect: wgpu::TextureAspect,
    data: Vec<u8>,
    layout: wgpu::TexelCopyBufferLayout,
    size: wgpu::Extent3d,
}

/// Holds the render thread while it lives ([`Queue::pause`]).
#[derive(Debug)]
pub struct Pause {
    _release: mpsc::SyncSender<()>,
}

/// The longest a [`Pause`] holds the thread: a test that forgets to drop
/// one slows down, never hangs.
const PAUSE_LIMIT: std::time::Duration = std::time::Duration::from_secs(10);

/// Counters of the render thread (the device's `render_thread` statistics).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct QueueStats {
    /// Whether operations go through a render thread.
    pub threaded: bool,
    /// Operations sent to the render thread.
    pub operations: u64,
    /// Encoders the render thread finished and submitted.
    pub encoders: u64,
    /// Bytes copied to hand writes to the render thread.
    pub bytes_copied: u64,
    /// Times the caller waited for the render thread ([`Queue::sync`]).
    pub syncs: u64,
    /// Errors the render thread reported (wgpu errors and caught panics).
    pub errors: u64,
}

impl std::ops::AddAssign for QueueStats {
    fn add_assign(&mut self, o: Self) {
        self.threaded |= o.threaded;
        self.operations += o.operations;
        self.encoders += o.encoders;
        self.bytes_copied += o.bytes_copied;
        self.syncs += o.syncs;
        self.errors += o.errors;
    }
}

/// What the caller and the render thread share.
#[derive(Default)]
struct Shared {
    /// The first error since the caller last took one.
    error: Mutex<Option<GpuError>>,
    operations: AtomicU64,
    encoders: AtomicU64,
    bytes_copied: AtomicU64,
    syncs: AtomicU64,
    errors: AtomicU64,
    /// Handed-over vectors of [`Op::WriteBuffer`] written, for the caller to reuse.
    recycled: Mutex<Vec<Vec<u8>>>,
}

/// Handed-over vectors kept for reuse ([`Queue::recycled_vec`]).
const RECYCLED_LIMIT: usize = 4;

impl Shared {
    fn report(&self, err: GpuError) {
        self.errors.fetch_add(1, Ordering::Relaxed);
        let mut slot = self.error.lock().unwrap_or_else(|p| p.into_inner());
        if slot.is_none() {
            *slot = Some(err);
        } else {
            tracing::error!("render thread: {err}");
        }
    }

    fn take(&self) -> Result<(), GpuError> {
        let mut slot = self.error.lock().unwrap_or_else(|p| p.into_inner());
        slot.take().map_or(Ok(()), Err)
    }
}

/// The render thread: its channel and handle. Dropping it runs what was
/// sent and joins the thread.
struct RenderThread {
    sender: Option<mpsc::Sender<Op>>,
    handle: Option<std::thread::JoinHandle<()>>,
    shared: Arc<Shared>,
    /// Dropped after the render thread is joined (it waits on them).
    finishers: Option<finish::Finishers>,
}

impl Drop for RenderThread {
    fn drop(&mut self) {
        // Closing the channel ends the thread's loop after the last op.
        self.sender.take();
        if let Some(handle) = self.handle.take() {
            if handle.join().is_err() {
                tracing::error!("the render thread ended with a panic");
            }
        }
    }
}

/// The GPU queue: inline, or in order through a render thread. Clones
/// share the thread.
#[derive(Clone)]
pub struct Queue {
    raw: wgpu::Queue,
    thread: Option<Arc<RenderThread>>,
}

impl std::fmt::Debug for Queue {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Queue")
            .field("threaded", &self.thread.is_some())
            .finish()
    }
}

impl Queue {
    /// A queue that runs every operation on the calling thread.
    pub(crate) fn inline(raw: wgpu::Queue) -> Self {
        Queue { raw, thread: None }
    }

    /// A queue whose operations run, in order, on a new render thread.
    /// `finishers`: threads finishing encoders next to it (`None`: as many
    /// as the machine's cores call for).
    pub(crate) fn threaded(
        raw: wgpu::Queue,
        device: wgpu::Device,
        finishers: Option<usize>,
    ) -> Result<Self, GpuError> {
        let (sender, receiver) = mpsc::channel();
        let shared = Arc::new(Shared::default());
        let device_for_finishers = device.clone();
        let worker = Worker {
            queue: raw.clone(),
            device,
            shared: shared.clone(),
        };
        let handle = std::thread::Builder::new()
            .name("ninebridge render".into())
            .spawn(move || worker.run(receiver))
            .map_err(|e| GpuError::RenderThread(format!("the thread could not start: {e}")))?;
        let finishers = finishers.unwrap_or_else(|| {
            finishers_for(std::thread::available_parallelism().map_or(1, |n| n.get()))
        });
        let finishers = match finishers {
            0 => None,
            n => Some(finish::Finishers::start(&device_for_finishers, n)?),
        };
        Ok(Queue {
            raw,
            thread: Some(Arc::new(RenderThread {
                sender: Some(sender),
                handle: Some(handle),
                shared,
                finishers,
            })),
        })
    }

    /// wgpu's queue, for making another [`Queue`] on it.
    pub(crate) fn raw(&self) -> &wgpu::Queue {
        &self.raw
    }

    /// Whether operations go through a render thread.
    pub fn is_threaded(&self) -> bool {
        self.thread.is_some()
    }

    /// Sends `op` to the render thread; `Err(op)` when inline.
    fn send(&self, op: Op) -> Result<(), Op> {
        let Some(thread) = &self.thread else {
            return Err(op);
        };
        thread.shared.operations.fetch_add(1, Ordering::Relaxed);
        let sent = thread.sender.as_ref().map(|s| s.send(op));
        if !matches!(sent, Some(Ok(()))) {
            // The thread's loop only ends when the channel closes, and
            // every panic is caught inside it: unreachable in practice,
            // reported rather than lost.
            thread.shared.report(GpuError::RenderThread(
                "the render thread is gone; an operation was dropped".into(),
            ));
        }
        Ok(())
    }

    fn count_copy(&self, bytes: usize) {
        if let Some(t) = &self.thread {
            t.shared
                .bytes_copied
                .fetch_add(bytes as u64, Ordering::Relaxed);
        }
    }

    /// `wgpu::Queue::write_buffer`, in order with the other operations.
    pub fn write_buffer(&self, buffer: &wgpu::Buffer, offset: u64, data: &[u8]) {
        if self.thread.is_none() {
            return self.raw.write_buffer(buffer, offset, data);
        }
        self.count_copy(data.len());
        let _ = self.send(Op::WriteBuffer {
            buffer: buffer.clone(),
            offset,
            data: data.to_vec(),
            len: data.len(),
            recycle: false,
        });
    }

    /// Writes the first `len` bytes of `data` to `buffer` at `offset`, in
    /// order with the other operations, without copying them: inline the
    /// vector is given back at once; with a render thread it is handed
    /// over, and returns for reuse through [`Queue::recycled_vec`] once
    /// written. For a caller that fills a large vector per batch (the
    /// device's uniform ring).
    pub fn write_buffer_vec(
        &self,
        buffer: &wgpu::Buffer,
        offset: u64,
        data: Vec<u8>,
        len: usize,
    ) -> Option<Vec<u8>> {
        let len = len.min(data.len());
        match self.send(Op::WriteBuffer {
            buffer: buffer.clone(),
            offset,
            data,
            len,
            recycle: true,
        }) {
            Ok(()) => None,
            Err(Op::WriteBuffer { data, .. }) => {
                self.raw.write_buffer(buffer, offset, &data[..len]);
                Some(data)
            }
            Err(_) => None,
        }
    }

    /// A vector [`Queue::write_buffer_vec`] handed over and the render
    /// thread has written, its old contents and length kept; `None` when
    /// none is back yet (or inline).
    pub fn recycled_vec(&self) -> Option<Vec<u8>> {
        let thread = self.thread.as_ref()?;
        let mut recycled = thread
            .shared
            .recycled
            .lock()
            .unwrap_or_else(|p| p.into_inner());
        recycled.pop()
    }

    /// `wgpu::Queue::write_texture`, in order with the other operations.
    pub fn write_texture(
        &self,
        texture: wgpu::TexelCopyTextureInfo<'_>,
        data: &[u8],
        layout: wgpu::TexelCopyBufferLayout,
        size: wgpu::Extent3d,
    ) {
        if self.thread.is_none() {
            return self.raw.write_texture(texture, data, layout, size);
        }
        self.count_copy(data.len());
        let _ = self.send(Op::WriteTexture(Box::new(TextureWrite {
            texture: texture.texture.clone(),
            mip_level: texture.mip_level,
            origin: texture.origin,
            aspect: texture.aspect,
            data: data.to_vec(),
            layout,
            size,
        })));
    }

    /// Submits finished command buffers, in order with the other
    /// operations. Errors surface as [`crate::Gpu::submit`] describes.
    pub fn submit<I: IntoIterator<Item = wgpu::CommandBuffer>>(&self, commands: I) {
        if self.thread.is_none() {
            self.raw.submit(commands);
            return;
        }
        let _ = self.send(Op::Submit(commands.into_iter().collect()));
    }

    /// Finishes `encoder` and submits it: on the render thread when there
    /// is one (returning the error of earlier work, if any), else here
    /// inside error scopes labelled `what`.
    pub fn submit_encoder(
        &self,
        device: &wgpu::Device,
        what: &'static str,
        encoder: wgpu::CommandEncoder,
    ) -> Result<(), GpuError> {
        self.submit_work(device, what, vec![Work::Encoder(encoder)])
    }

    /// Makes each of `work` a command buffer (recorded passes encoded
    /// first) and submits them together, in order: on the render thread
    /// and its finishers when there is one (returning the error of earlier
    /// work, if any), else here inside error scopes labelled `what`.
    pub fn submit_work(
        &self,
        device: &wgpu::Device,
        what: &'static str,
        work: Vec<Work>,
    ) -> Result<(), GpuError> {
        if work.is_empty() {
            return self.take_error();
        }
        let Some(thread) = &self.thread else {
            let commands = scoped(device, what, || {
                work.into_iter()
                    .map(|w| w.finish(device))
                    .collect::<Vec<_>>()
            })?;
            return scoped(device, "queue.submit", || {
                self.raw.submit(commands);
            });
        };
        thread
            .shared
            .encoders
            .fetch_add(work.len() as u64, Ordering::Relaxed);
        let op = match &thread.finishers {
            Some(f) => {
                Op::SubmitFinished(what, work.into_iter().map(|w| f.finish(what, w)).collect())
            }
            None => Op::SubmitWork(what, work),
        };
        let _ = self.send(op);
        thread.shared.take()
    }

    /// Runs `f` on the queue after everything sent before it (at once
    /// when inline).
    fn call(&self, what: &'static str, f: impl FnOnce(&wgpu::Queue) + Send + 'static) {
        if let Err(Op::Call(_, f)) = self.send(Op::Call(what, Box::new(f))) {
            f(&self.raw);
        }
    }

    /// `wgpu::Queue::on_submitted_work_done`: `callback` runs once the work
    /// submitted so far (through this queue) is done.
    pub fn on_submitted_work_done(&self, callback: impl FnOnce() + Send + 'static) {
        self.call("on_submitted_work_done", move |q| {
            q.on_submitted_work_done(callback);
        });
    }

    /// Presents `texture` after the work submitted so far.
    pub fn present(&self, texture: wgpu::SurfaceTexture) {
        self.call("present", move |q| q.present(texture));
    }

    /// `BufferSlice::map_async` of `range` of `buffer`, after the work
    /// submitted so far (a mapping must not overtake the copy that fills
    /// the buffer).
    pub fn map_async(
        &self,
        buffer: &wgpu::Buffer,
        range: std::ops::Range<u64>,
        mode: wgpu::MapMode,
        callback: impl FnOnce(Result<(), wgpu::BufferAsyncError>) + Send + 'static,
    ) {
        let buffer = buffer.clone();
        self.call("map_async", move |_| {
            buffer.slice(range).map_async(mode, callback);
        });
    }

    /// Nanoseconds per timestamp tick.
    pub fn get_timestamp_period(&self) -> f32 {
        self.raw.get_timestamp_period()
    }

    /// Waits until the render thread has run everything sent so far, and
    /// returns the first error it met since the last report. Inline: `Ok`.
    pub fn sync(&self) -> Result<(), GpuError> {
        let Some(thread) = &self.thread else {
            return Ok(());
        };
        thread.shared.syncs.fetch_add(1, Ordering::Relaxed);
        let (sender, receiver) = mpsc::sync_channel(1);
        let _ = self.send(Op::Fence(sender));
        if receiver.recv().is_err() {
            thread.shared.report(GpuError::RenderThread(
                "the render thread ended before a wait was answered".into(),
            ));
        }
        thread.shared.take()
    }

    /// Holds the render thread: nothing sent after this runs until the
    /// returned [`Pause`] drops (at most 10 s). For tests, to put the
    /// thread as far behind the caller as it can be; `None` inline. A
    /// [`Queue::sync`] while paused waits for the pause to end.
    pub fn pause(&self) -> Option<Pause> {
        self.thread.as_ref()?;
        let (release, held) = mpsc::sync_channel(0);
        let _ = self.send(Op::Pause(held));
        Some(Pause { _release: release })
    }

    /// The first error the render thread met since the last report
    /// (`Ok` inline), without waiting.
    pub fn take_error(&self) -> Result<(), GpuError> {
        self.thread.as_ref().map_or(Ok(()), |t| t.shared.take())
    }

    /// The render thread's counters (all zero inline).
    pub fn stats(&self) -> QueueStats {
        let Some(t) = &self.thread else {
            return QueueStats::default();
        };
        let s = &t.shared;
        QueueStats {
            threaded: true,
            operations: s.operations.load(Ordering::Relaxed),
            encoders: s.encoders.load(Ordering::Relaxed),
            bytes_copied: s.bytes_copied.load(Ordering::Relaxed),
            syncs: s.syncs.load(Ordering::Relaxed),
            errors: s.errors.load(Ordering::Relaxed),
        }
    }
}

/// Runs `f` inside validation, out-of-memory and internal error scopes of
/// the calling thread; the first error becomes `Err`, labelled `what`.
pub(crate) fn scoped<T>(
    device: &wgpu::Device,
    what: &'static str,
    f: impl FnOnce() -> T,
) -> Result<T, GpuError> {
    let oom = device.push_error_scope(wgpu::ErrorFilter::OutOfMemory);
    let internal = device.push_error_scope(wgpu::ErrorFilter::Internal);
    let validation = device.push_error_scope(wgpu::ErrorFilter::Validation);
    let value = f();
    // Scopes pop in reverse order of pushing.
    let errors = [
        pollster::block_on(validation.pop()),
        pollster::block_on(internal.pop()),
        pollster::block_on(oom.pop()),
    ];
    match errors.into_iter().flatten().next() {
        Some(err) => Err(GpuError::from_wgpu(what, err)),
        None => Ok(value),
    }
}

/// A panic caught while running `what`, as an error.
fn panic_error(what: &str, panic: &(dyn std::any::Any + Send)) -> GpuError {
    let message = panic
        .downcast_ref::<&str>()
        .map(|s| s.to_string())
        .or_else(|| panic.downcast_ref::<String>().cloned())
        .unwrap_or_else(|| "a panic".into());
    GpuError::RenderThread(format!("{what} panicked: {message}"))
}

/// The render thread's side.
struct Worker {
    queue: wgpu::Queue,
    device: wgpu::Device,
    shared: Arc<Shared>,
}

impl Worker {
    fn run(self, receiver: mpsc::Receiver<Op>) {
        while let Ok(op) = receiver.recv() {
            let what = op.label();
            let ran = std::panic::catch_unwind(AssertUnwindSafe(|| {
                scoped(&self.device, what, || self.execute(op))
            }));
            match ran {
                Ok(Ok(())) => {}
                Ok(Err(e)) => self.shared.report(e),
                Err(panic) => self.shared.report(panic_error(what, panic.as_ref())),
            }
        }
    }

    fn execute(&self, op: Op) {
        match op {
            Op::WriteBuffer {
                buffer,
                offset,
                data,
                len,
                recycle,
            } => {
                self.queue.write_buffer(&buffer, offset, &data[..len]);
                if !recycle {
                    return;
                }
                let mut recycled = self
                    .shared
                    .recycled
                    .lock()
                    .unwrap_or_else(|p| p.into_inner());
                if recycled.len() < RECYCLED_LIMIT {
                    recycled.push(data);
                }
            }
            Op::WriteTexture(w) => self.queue.write_texture(
                wgpu::TexelCopyTextureInfo {
                    texture: &w.texture,
                    mip_level: w.mip_level,
                    origin: w.origin,
                    aspect: w.aspect,
                },
                &w.data,
                w.layout,
                w.size,
            ),
            Op::SubmitWork(_, work) => {
                let commands: Vec<_> = work.into_iter().map(|w| w.finish(&self.device)).collect();
                self.queue.submit(commands);
            }
            Op::SubmitFinished(what, finishing) => {
                let mut commands = Vec::with_capacity(finishing.len());
                for answer in finishing {
                    match answer.recv() {
                        Ok(Ok(c)) => commands.push(c),
                        Ok(Err(e)) => self.shared.report(e),
                        Err(_) => self.shared.report(GpuError::RenderThread(format!(
                            "{what}: its finisher ended without an answer"
                        ))),
                    }
                }
                // What failed to finish is left out; the rest keeps its order.
                self.queue.submit(commands);
            }
            Op::Submit(commands) => {
                self.queue.submit(commands);
            }
            Op::Call(_, f) => f(&self.queue),
            Op::Fence(answer) => {
                let _ = answer.send(());
            }
            Op::Pause(held) => {
                // Ends when the `Pause` drops (the channel closes).
                let _ = held.recv_timeout(PAUSE_LIMIT);
            }
        }
    }
}

impl Op {
    fn label(&self) -> &'static str {
        match self {
            Op::WriteBuffer { .. } => "queue.write_buffer",
            Op::WriteTexture(_) => "queue.write_texture",
            Op::SubmitWork(what, _) | Op::SubmitFinished(what, _) => what,
            Op::Submit(_) => "queue.submit",
            Op::Call(what, _) => what,
            Op::Fence(_) => "fence",
            Op::Pause(_) => "pause",
        }
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn finishers_only_where_cores_are_spare() {
        assert_eq!(super::finishers_for(1), 0);
        assert_eq!(super::finishers_for(2), 0);
        assert_eq!(super::finishers_for(4), 1);
        assert_eq!(super::finishers_for(16), 2);
    }
}
