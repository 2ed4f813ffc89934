//! Batching draws: one command encoder and one render pass kept open across
//! draws, uniform blocks sub-allocated from a ring buffer, one submission
//! per flush.
//!
//! Design notes:
//! - A draw records into the open pass when its attachments (views of the
//!   render targets and the depth-stencil surface) are the pass's; otherwise
//!   the pass ends and a new one loads the new attachments. Ending a pass
//!   does not submit: consecutive passes share the encoder.
//! - Anything that reaches GPU memory outside the encoder (an upload through
//!   the queue, a readback, a copy submitted on its own)
//!   would see, or be seen by, the recorded draws out of order, so it
//!   [`Renderer::flush`]es first: the pass ends, the ring's bytes are written,
//!   the encoder is submitted. Clears and colour fills are passes of their
//!   own recorded into the same encoder ([`Renderer::with_own_pass`]).
//! - Uniform blocks (constants and renderer blocks) are appended to a CPU
//!   copy of the ring at 256-byte-aligned offsets and written to the GPU
//!   ring in one `write_buffer` at the flush, before the submission that
//!   reads them (the copy itself handed to the render thread, not copied).
//! - With a render thread, draw passes are recorded as data
//!   (`ninebridge_gpu::RecordedPass`) and the thread (or its finishers)
//!   encodes them with wgpu: a flush submits the encoders and recorded
//!   passes of the batch in order, as one submission. A full ring flushes and starts again at offset 0 (the
//!   queue orders that write after the earlier submission).
//! - Recording is not validated call by call: what the device creates is
//!   valid by construction, and the submission at the flush runs inside an
//!   error scope, so a wgpu error surfaces as the flush's `Err`.

use std::cell::RefCell;

use ninebridge_gpu::{Offsets, PassOp, PassTargets, PassTimestamps, RecordedPass, Work, wgpu};

use crate::error::D3dResult;
use crate::renderer::Renderer;

/// Bytes of the uniform ring.
const RING_SIZE: u64 = 16 << 20;

/// With a render thread, the draws recorded before the encoder is handed
/// over: the thread finishes and submits one chunk while the next is
/// recorded (one encoder per frame would leave it idle until `Present`).
/// Measured on the H200 (docs/performance.md): 64 and 128 cost the game
/// thread 10-20 % (more passes, more hand-overs) and gained nothing end
/// to end.
const THREAD_CHUNK_DRAWS: u32 = 256;

/// Commands a recorded pass has room for at first; a pass then starts
/// with room for as many as the last one held, so that the passes of a
/// steady frame do not grow their vectors draw by draw.
const RECORDED_OPS: usize = 64;

/// The attachments a pass was begun with.
#[derive(Clone, Debug)]
pub(crate) struct PassKey {
    pub(crate) colors: Vec<Option<wgpu::TextureView>>,
    pub(crate) depth: Option<wgpu::TextureView>,
    /// The depth-stencil attachment is read-only: a level of a depth
    /// texture the draws sample (`ResolvedDraw::depth_read_only`).
    pub(crate) depth_read_only: bool,
    /// Targets drawn through a stand-in (`crate::proxy`): copied in when
    /// the pass begins, back when it ends.
    pub(crate) proxies: Vec<crate::proxy::ProxyCopy>,
    /// The multisampled twins the pass uses (`crate::enhance`): prepared
    /// and marked when the pass begins. Not part of equality (the views
    /// say which copy is drawn into).
    pub(crate) msaa: Vec<crate::enhance::PassTwin>,
    /// Names this key, unique per resolution ([`Recorder::key_serial`]); not
    /// part of equality. The open pass's key takes the serial of every key
    /// found equal to it, so the draws of one resolution compare keys once.
    pub(crate) serial: u64,
}

impl PartialEq for PassKey {
    fn eq(&self, other: &Self) -> bool {
        self.colors == other.colors
            && self.depth == other.depth
            && self.depth_read_only == other.depth_read_only
            && self.proxies == other.proxies
    }
}

/// Counters of the batching (the device's `draw` statistics).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct BatchStats {
    /// Draws recorded.
    pub draws: u64,
    /// Render passes begun for draws.
    pub passes: u64,
    /// Of those, passes recorded as data for the render thread to encode
    /// (`ninebridge_gpu::RecordedPass`); the rest were live wgpu passes.
    pub recorded_passes: u64,
    /// Submissions (flushes that had work).
    pub submits: u64,
    /// Uniform bytes written through the ring.
    pub uniform_bytes: u64,
}

/// What the open pass was last given, so that a draw sets only what
/// differs from the draw before it (most draws change a bind group's
/// offsets and little else).
#[derive(Debug, Default)]
pub(crate) struct PassState {
    pipeline: Option<wgpu::RenderPipeline>,
    viewport: Option<[u32; 6]>,
    scissor: Option<(u32, u32, u32, u32)>,
    stencil_ref: Option<u32>,
    blend_constant: Option<u32>,
    /// The number of each group set ([`super::resolve::SerialGroup`]).
    bind_groups: Vec<Option<(u64, Offsets)>>,
    vertex_buffers: Vec<Option<(wgpu::Buffer, u64)>>,
    index_buffer: Option<(wgpu::Buffer, wgpu::IndexFormat)>,
}

/// Where an open pass's commands go: a live wgpu pass (inline), or a
/// [`RecordedPass`] that the render thread encodes (`ninebridge_gpu::pass`):
/// wgpu's recording then costs the game thread nothing.
#[derive(Debug)]
#[allow(
    clippy::large_enum_variant,
    reason = "a device has one open pass; boxing the live one would add an allocation per pass"
)]
enum PassSink {
    Live(wgpu::RenderPass<'static>),
    Recorded(RecordedPass),
}

/// Sends one command to the open pass: straight to wgpu when live (no
/// handle cloned: this is the inline draw path's cost), as a [`PassOp`]
/// when recorded. The two arms say the same call twice on purpose; the
/// recorded form is replayed by [`PassOp::apply`].
macro_rules! to_sink {
    ($sink:expr, |$live:ident| $call:expr, $op:expr) => {
        match $sink {
            PassSink::Live($live) => $call,
            PassSink::Recorded(recorded) => recorded.ops.push($op),
        }
    };
}

/// The open render pass and what it was last given.
#[derive(Debug)]
pub(crate) struct OpenPass {
    sink: PassSink,
    state: PassState,
}

impl OpenPass {
    /// Sets the pipeline unless it is the one set.
    pub(crate) fn set_pipeline(&mut self, pipeline: &wgpu::RenderPipeline) {
        if self.state.pipeline.as_ref() != Some(pipeline) {
            to_sink!(
                &mut self.sink,
                |p| p.set_pipeline(pipeline),
                PassOp::SetPipeline(pipeline.clone())
            );
            self.state.pipeline = Some(pipeline.clone());
        }
    }

    /// Sets the viewport (x, y, width, height, min and max depth) unless it
    /// is the one set.
    pub(crate) fn set_viewport(&mut self, v: [f32; 6]) {
        let bits = v.map(f32::to_bits);
        if self.state.viewport != Some(bits) {
            to_sink!(
                &mut self.sink,
                |p| p.set_viewport(v[0], v[1], v[2], v[3], v[4], v[5]),
                PassOp::SetViewport(v)
            );
            self.state.viewport = Some(bits);
        }
    }

    /// Sets the scissor rectangle unless it is the one set.
    pub(crate) fn set_scissor_rect(&mut self, r: (u32, u32, u32, u32)) {
        if self.state.scissor != Some(r) {
            to_sink!(
                &mut self.sink,
                |p| p.set_scissor_rect(r.0, r.1, r.2, r.3),
                PassOp::SetScissorRect([r.0, r.1, r.2, r.3])
            );
            self.state.scissor = Some(r);
        }
    }

    /// Sets the stencil reference unless it is the one set.
    pub(crate) fn set_stencil_reference(&mut self, reference: u32) {
        if self.state.stencil_ref != Some(reference) {
            to_sink!(
                &mut self.sink,
                |p| p.set_stencil_reference(reference),
                PassOp::SetStencilReference(reference)
            );
            self.state.stencil_ref = Some(reference);
        }
    }

    /// Sets the blend constant, a `D3DCOLOR`, unless it is the one set
    /// (compared raw: most draws keep it, and converting it costs more).
    pub(crate) fn set_blend_constant(&mut self, color: u32) {
        if self.state.blend_constant != Some(color) {
            let rgba = ninebridge_types::d3dcolor_to_rgba(color);
            let c = super::targets::wgpu_color(rgba);
            to_sink!(
                &mut self.sink,
                |p| p.set_blend_constant(c),
                PassOp::SetBlendConstant(c)
            );
            self.state.blend_constant = Some(color);
        }
    }

    /// Sets bind group `index` with its dynamic offsets unless both are the
    /// ones set.
    pub(crate) fn set_bind_group(
        &mut self,
        index: u32,
        (group, serial): &super::resolve::SerialGroup,
        offsets: &[u32],
    ) {
        let i = index as usize;
        if self.state.bind_groups.len() <= i {
            self.state.bind_groups.resize(i + 1, None);
        }
        // Compared as `Offsets` (a fixed array), not as slices: a slice
        // comparison calls `memcmp`.
        let new = Offsets::new(offsets);
        let same = matches!(&self.state.bind_groups[i], Some((s, o)) if s == serial && *o == new);
        if !same {
            to_sink!(
                &mut self.sink,
                |p| p.set_bind_group(index, group, offsets),
                PassOp::SetBindGroup(index, group.clone(), new.clone())
            );
            self.state.bind_groups[i] = Some((*serial, new));
        }
    }

    /// Sets vertex buffer `slot` from `offset` unless it is the one set.
    pub(crate) fn set_vertex_buffer(&mut self, slot: u32, buffer: &wgpu::Buffer, offset: u64) {
        let i = slot as usize;
        if self.state.vertex_buffers.len() <= i {
            self.state.vertex_buffers.resize(i + 1, None);
        }
        let same =
            matches!(&self.state.vertex_buffers[i], Some((b, o)) if b == buffer && *o == offset);
        if !same {
            to_sink!(
                &mut self.sink,
                |p| p.set_vertex_buffer(slot, buffer.slice(offset..)),
                PassOp::SetVertexBuffer(slot, buffer.clone(), offset)
            );
            self.state.vertex_buffers[i] = Some((buffer.clone(), offset));
        }
    }

    /// Sets the index buffer unless it is the one set.
    pub(crate) fn set_index_buffer(&mut self, buffer: &wgpu::Buffer, format: wgpu::IndexFormat) {
        let same = matches!(&self.state.index_buffer, Some((b, f)) if b == buffer && *f == format);
        if !same {
            to_sink!(
                &mut self.sink,
                |p| p.set_index_buffer(buffer.slice(..), format),
                PassOp::SetIndexBuffer(buffer.clone(), format)
            );
            self.state.index_buffer = Some((buffer.clone(), format));
        }
    }

    /// Draws `vertices` of `instances`.
    pub(crate) fn draw(&mut self, vertices: std::ops::Range<u32>, instances: std::ops::Range<u32>) {
        to_sink!(
            &mut self.sink,
            |p| p.draw(vertices, instances),
            PassOp::Draw {
                vertices,
                instances
            }
        );
    }

    /// Draws `indices` (each plus `base_vertex`) of `instances`.
    pub(crate) fn draw_indexed(
        &mut self,
        indices: std::ops::Range<u32>,
        base_vertex: i32,
        instances: std::ops::Range<u32>,
    ) {
        to_sink!(
            &mut self.sink,
            |p| p.draw_indexed(indices, base_vertex, instances),
            PassOp::DrawIndexed {
                indices,
                base_vertex,
                instances
            }
        );
    }

    /// Begins occlusion query `slot` of the pass's query set.
    pub(crate) fn begin_occlusion_query(&mut self, slot: u32) {
        to_sink!(
            &mut self.sink,
            |p| p.begin_occlusion_query(slot),
            PassOp::BeginOcclusionQuery(slot)
        );
    }

    /// Ends the open occlusion query.
    pub(crate) fn end_occlusion_query(&mut self) {
        to_sink!(
            &mut self.sink,
            |p| p.end_occlusion_query(),
            PassOp::EndOcclusionQuery
        );
    }
}

/// The open encoder, pass and ring of a device.
#[derive(Debug, Default)]
pub(crate) struct Recorder {
    /// Command buffers' worth recorded before `encoder`, in order: encoders
    /// and recorded passes, submitted with it at the flush.
    work: Vec<Work>,
    encoder: Option<wgpu::CommandEncoder>,
    pass: Option<(PassKey, OpenPass)>,
    ring: Option<wgpu::Buffer>,
    /// The CPU copy of the ring: its first `staged` bytes were written
    /// since the last flush, from offset 0. It keeps its length across
    /// flushes (a vector the render thread gives back keeps the length of
    /// its batch), so a block is copied in without zero-filling the gap
    /// before it (whose stale bytes no shader reads).
    staging: Vec<u8>,
    /// Bytes of `staging` in use in this batch.
    staged: usize,
    /// Flushes so far: the ring's batch number.
    batch: u64,
    /// The last serial handed to a [`PassKey`].
    key_serial: u64,
    /// Draws recorded since the last flush.
    since_flush: u32,
    /// Commands the last recorded pass held ([`RECORDED_OPS`]).
    last_recorded_ops: usize,
    pub(crate) stats: BatchStats,
    /// Pass timing (`NINEBRIDGE_GPU_PROFILE`), when on.
    pub(crate) profiler: Option<ninebridge_gpu::GpuProfiler>,
}

/// The open draw encoder in `slot`, made when none is open.
fn open_encoder<'a>(
    slot: &'a mut Option<wgpu::CommandEncoder>,
    device: &wgpu::Device,
) -> &'a mut wgpu::CommandEncoder {
    slot.get_or_insert_with(|| {
        device.create_command_encoder(&wgpu::CommandEncoderDescriptor {
            label: Some("d3d9 draws"),
        })
    })
}

impl Recorder {
    /// A serial for a new [`PassKey`].
    pub(crate) fn key_serial(&mut self) -> u64 {
        self.key_serial += 1;
        self.key_serial
    }

    /// Ends the open pass, copying stand-in targets back.
    fn end_pass(&mut self, device: &wgpu::Device) {
        if let Some((key, pass)) = self.pass.take() {
            match pass.sink {
                PassSink::Live(pass) => drop(pass),
                PassSink::Recorded(recorded) => {
                    self.last_recorded_ops = recorded.ops.len();
                    self.work.push(Work::Pass(recorded));
                }
            }
            if !key.proxies.is_empty() {
                crate::proxy::copy_out(open_encoder(&mut self.encoder, device), &key.proxies);
            }
        }
    }
}

/// A [`Recorder`] behind a `RefCell`, so that `&self` calls that read GPU
/// memory (readbacks) can flush first.
pub(crate) type SharedRecorder = RefCell<Recorder>;

impl Renderer {
    /// Records with the open render pass for these attachments, beginning
    /// one (loading the attachments, as `targets()` describes them) when
    /// none is open or the open one has other attachments.
    /// With profiling on, the pass is timed under `label()`. With a render
    /// thread, the pass is recorded as data and encoded on that thread
    /// (`ninebridge_gpu::pass`), its timestamp writes with it.
    pub(crate) fn with_pass<R>(
        &self,
        key: &PassKey,
        label: impl FnOnce() -> std::sync::Arc<str>,
        targets: impl FnOnce() -> PassTargets,
        record: impl FnOnce(&mut OpenPass) -> R,
    ) -> R {
        let mut rec = self.recorder.borrow_mut();
        let rec = &mut *rec;
        let same = match &mut rec.pass {
            Some((open, _)) if open.serial == key.serial => true,
            Some((open, _)) if open == key => {
                open.serial = key.serial;
                true
            }
            Some(_) => false,
            None => true,
        };
        if !same {
            rec.end_pass(self.gpu.device());
        }
        if rec.pass.is_none() {
            let device = self.gpu.device();
            let recorded = self.gpu.queue().is_threaded();
            // Contents the pass loads are brought to the copy it draws into
            // first; a failure (a transfer pipeline that could not be made)
            // leaves them as they are.
            if !recorded || !key.msaa.is_empty() || !key.proxies.is_empty() {
                let encoder = open_encoder(&mut rec.encoder, device);
                if let Err(e) = self.msaa_prepare(encoder, &key.msaa, (false, false)) {
                    tracing::error!("multisampling: {e}");
                }
                crate::proxy::copy_in(encoder, &key.proxies);
            }
            let sink = if recorded {
                // What the encoder holds runs before the pass.
                if let Some(encoder) = rec.encoder.take() {
                    rec.work.push(Work::Encoder(encoder));
                }
                rec.stats.recorded_passes += 1;
                let timestamps = rec.profiler.as_mut().and_then(|p| p.pass_writes(label()));
                PassSink::Recorded(RecordedPass {
                    targets: targets(),
                    ops: Vec::with_capacity(rec.last_recorded_ops.max(RECORDED_OPS)),
                    timestamps: timestamps.map(PassTimestamps::from),
                })
            } else {
                let writes = rec.profiler.as_mut().and_then(|p| p.pass_writes(label()));
                let encoder = open_encoder(&mut rec.encoder, device);
                PassSink::Live(targets().begin(encoder, writes))
            };
            rec.pass = Some((
                key.clone(),
                OpenPass {
                    sink,
                    state: PassState::default(),
                },
            ));
            rec.stats.passes += 1;
        }
        rec.stats.draws += 1;
        rec.since_flush += 1;
        let (_, pass) = rec.pass.as_mut().expect("a pass was just opened");
        record(pass)
    }

    /// The uniform ring, created on first use.
    pub(crate) fn ring(&self) -> D3dResult<wgpu::Buffer> {
        if let Some(r) = &self.recorder.borrow().ring {
            return Ok(r.clone());
        }
        let r = self.gpu.scoped("create_buffer", |d| {
            d.create_buffer(&wgpu::BufferDescriptor {
                label: Some("d3d9 uniform ring"),
                size: RING_SIZE,
                usage: wgpu::BufferUsages::UNIFORM
                    | wgpu::BufferUsages::STORAGE
                    | wgpu::BufferUsages::COPY_DST,
                mapped_at_creation: false,
            })
        })?;
        self.recorder.borrow_mut().ring = Some(r.clone());
        Ok(r)
    }

    /// The current batch: offsets returned by [`Renderer::ring_write`] hold
    /// their bytes until the flush that ends it.
    pub(crate) fn ring_batch(&self) -> u64 {
        self.recorder.borrow().batch
    }

    /// Appends a uniform block of `len` bytes, written by `fill`, to the
    /// ring for a binding of `window` bytes (at least `len`), and returns
    /// the offset it will sit at when the batch is submitted. Only the
    /// written bytes are uploaded: the rest of the window, which the shader
    /// never reads, may overlap the next blocks.
    pub(crate) fn ring_write(
        &self,
        window: u64,
        len: usize,
        fill: impl FnOnce(&mut [u8]),
    ) -> D3dResult<u64> {
        let limits = self.gpu.limits();
        // wgpu's offset alignments are powers of two: round with a mask
        // (a division costs more than the rest of the write).
        let align = u64::from(
            limits
                .min_uniform_buffer_offset_alignment
                .max(limits.min_storage_buffer_offset_alignment),
        );
        let round = |n: u64, to: u64| {
            if to.is_power_of_two() {
                (n + to - 1) & !(to - 1)
            } else {
                n.next_multiple_of(to)
            }
        };
        let mut rec = self.recorder.borrow_mut();
        let offset = round(rec.staged as u64, align);
        let padded = round(len as u64, 16);
        let window = round(window.max(padded).max(16), 16);
        if offset + window > RING_SIZE {
            // `reserve_ring` runs before a draw's first block, so a draw's
            // blocks never straddle a flush.
            return Err(crate::error::invalid!(
                "{window} uniform bytes do not fit the {RING_SIZE}-byte ring"
            ));
        }
        // The gap before the block and the padding after it keep what an
        // earlier batch left there (zeros the first time): only the block's
        // own bytes are read.
        let (start, end) = (offset as usize, (offset + padded) as usize);
        if rec.staging.len() < end {
            rec.staging.resize(end, 0);
        }
        fill(&mut rec.staging[start..start + len]);
        rec.staged = end;
        rec.stats.uniform_bytes += padded;
        Ok(offset)
    }

    /// Gives `f` the `len` bytes at `offset` of a block written to the
    /// ring in this batch ([`Renderer::ring_write`]), to change them before
    /// they are uploaded; `None` when they are not there.
    pub(crate) fn ring_rewrite<R>(
        &self,
        offset: u64,
        len: usize,
        f: impl FnOnce(&mut [u8]) -> R,
    ) -> Option<R> {
        let mut rec = self.recorder.borrow_mut();
        let start = usize::try_from(offset).ok()?;
        rec.staging.get_mut(start..start.checked_add(len)?).map(f)
    }

    /// Flushes when fewer than `bytes` remain in the ring, so that the
    /// uniform blocks of one draw land in one batch.
    pub(crate) fn reserve_ring(&self, bytes: u64) -> D3dResult<()> {
        let used = self.recorder.borrow().staged as u64;
        if used + bytes > RING_SIZE {
            self.flush()?;
        }
        Ok(())
    }

    /// Submits everything recorded: ends the pass, writes the ring's bytes,
    /// submits the encoder. Called before anything that reaches GPU memory
    /// outside the encoder; a no-op when nothing is pending.
    pub(crate) fn flush(&self) -> D3dResult<()> {
        let (work, staging, staged, ring) = {
            let mut rec = self.recorder.borrow_mut();
            rec.end_pass(self.gpu.device());
            rec.batch += 1;
            rec.since_flush = 0;
            let mut encoder = rec.encoder.take();
            // Timed passes are resolved at the end of the submission that
            // ran them (or of the next one, for passes submitted on their
            // own encoders).
            if let Some(p) = rec.profiler.as_mut().filter(|p| p.has_pending_passes()) {
                let encoder = encoder.get_or_insert_with(|| {
                    self.gpu
                        .device()
                        .create_command_encoder(&wgpu::CommandEncoderDescriptor {
                            label: Some("d3d9 draws"),
                        })
                });
                p.resolve(encoder);
            }
            let mut work = std::mem::take(&mut rec.work);
            work.extend(encoder.map(Work::Encoder));
            if !work.is_empty() {
                rec.stats.submits += 1;
            }
            let staged = std::mem::take(&mut rec.staged);
            (
                work,
                std::mem::take(&mut rec.staging),
                staged,
                rec.ring.clone(),
            )
        };
        // The ring's bytes go to the queue without a copy; the vector comes
        // back at once inline, else a written one is reused (or a new one
        // grows on demand).
        let staging = match (&ring, staged > 0) {
            (Some(ring), true) => self
                .gpu
                .queue()
                .write_buffer_vec(ring, 0, staging, staged)
                .or_else(|| self.gpu.queue().recycled_vec())
                .unwrap_or_default(),
            _ => staging,
        };
        if !work.is_empty() {
            // Finished here, or on the render thread when there is one.
            self.gpu.submit_work("draw", work)?;
        }
        let mut rec = self.recorder.borrow_mut();
        if let Some(p) = &mut rec.profiler {
            p.after_submit();
        }
        if rec.staging.is_empty() {
            // Keep the copy (and its bytes) for the next batch.
            rec.staging = staging;
        }
        Ok(())
    }

    /// With a render thread, hands the encoder over once it holds
    /// [`THREAD_CHUNK_DRAWS`] draws, so that the thread encodes while the
    /// caller records. A flush changes nothing D3D9 sees: the next draw
    /// loads what this one stored.
    pub(crate) fn hand_off_if_due(&self) -> D3dResult<()> {
        let due = self.recorder.borrow().since_flush >= THREAD_CHUNK_DRAWS;
        if due && self.gpu.queue().is_threaded() {
            self.flush()?;
        }
        Ok(())
    }

    /// Ends the open render pass, so that the next draw begins one (with
    /// the occlusion query set of the moment, `device/queries.rs`).
    pub(crate) fn end_render_pass(&self) {
        self.recorder.borrow_mut().end_pass(self.gpu.device());
    }

    /// Records a render pass of its own (a clear) into the open encoder,
    /// after the draws recorded so far: the open pass ends, and `f` is given
    /// the encoder (made when none is open) and, when passes are timed, the
    /// timestamp writes of a pass labelled `label()`. Nothing is submitted.
    pub(crate) fn with_own_pass<R>(
        &self,
        label: impl FnOnce() -> std::sync::Arc<str>,
        f: impl FnOnce(&mut wgpu::CommandEncoder, Option<wgpu::RenderPassTimestampWrites<'_>>) -> R,
    ) -> R {
        let mut rec = self.recorder.borrow_mut();
        rec.end_pass(self.gpu.device());
        let rec = &mut *rec;
        let encoder = open_encoder(&mut rec.encoder, self.gpu.device());
        let writes = rec.profiler.as_mut().and_then(|p| p.pass_writes(label()));
        f(encoder, writes)
    }

    /// Records `f` into the open encoder outside any render pass (the pass
    /// ends; the encoder is made when none is open): commands that must
    /// run after the draws recorded so far, in the same submission.
    #[allow(
        dead_code,
        reason = "untimed commands into the draw encoder; its one user is timed now"
    )]
    pub(crate) fn with_encoder<R>(&self, f: impl FnOnce(&mut wgpu::CommandEncoder) -> R) -> R {
        let mut rec = self.recorder.borrow_mut();
        rec.end_pass(self.gpu.device());
        let encoder = open_encoder(&mut rec.encoder, self.gpu.device());
        f(encoder)
    }

    /// [`Renderer::with_encoder`], `f`'s commands timed as `label()` when
    /// profiling is on and the adapter can time commands outside passes
    /// (`profile.rs`).
    pub(crate) fn with_encoder_timed<R>(
        &self,
        label: impl FnOnce() -> std::sync::Arc<str>,
        f: impl FnOnce(&mut wgpu::CommandEncoder) -> R,
    ) -> R {
        let mut rec = self.recorder.borrow_mut();
        rec.end_pass(self.gpu.device());
        let rec = &mut *rec;
        let encoder = open_encoder(&mut rec.encoder, self.gpu.device());
        ninebridge_gpu::timed_commands(rec.profiler.as_mut(), encoder, label, f)
    }

    /// The number of the batch being recorded: it is submitted when this
    /// number grows.
    pub(crate) fn current_batch(&self) -> u64 {
        self.recorder.borrow().batch
    }

    /// The batching counters so far.
    pub(crate) fn batch_stats(&self) -> BatchStats {
        self.recorder.borrow().stats
    }
}
