//! Per-pass GPU timing of the device (`NINEBRIDGE_GPU_PROFILE=1`, see
//! `ninebridge_gpu::GpuProfiler`).
//!
//! Design notes:
//! - The recorder times every render pass it begins for draws; passes are
//!   labelled by what they draw into: `backbuffer` for the implicit back
//!   buffer, `rt WxH FORMAT #ID` for other colour targets (render target 0).
//! - Work outside the draw passes is labelled by what it writes:
//!   `clear <target>`, `copy -> <target>` (texel copies), `readback <-
//!   <surface>` (`GetRenderTargetData`), `stretch ->
//!   <target>` (StretchRect's blit pass), `post <pass>`, `present` (the
//!   window blit). Copies are timed with timestamps inside the encoder
//!   ([`Renderer::time_commands`](crate::renderer::Renderer)), only where the adapter has
//!   `TIMESTAMP_QUERY_INSIDE_ENCODERS`; render passes need only
//!   `TIMESTAMP_QUERY` ([`Renderer::with_pass_writes`](crate::renderer::Renderer)).
//! - Resolve passes (MSAA) take [`ninebridge_gpu::resolve_label`] of their
//!   target's [`Device::surface_label`], so that each frame counts them
//!   (`GpuFrameStat::resolves_median`).
//! - Frames end at `Present`; the timings of a frame are read at a later
//!   frame, when [`Device::gpu_pass_stats`] is asked, or at the end, so the
//!   frame never waits on its own queries.
//! - The Chrome trace is written by [`Device::flush_gpu_profile`] and when
//!   the device is dropped.

use std::sync::Arc;

use ninebridge_gpu::{GpuFrameStat, GpuPassStat, GpuProfiler, ProfileOptions, wgpu};

use crate::device::Device;
use crate::resource::SurfaceId;

impl Device {
    /// Starts profiling as the environment asks (`NINEBRIDGE_GPU_PROFILE`,
    /// `NINEBRIDGE_GPU_PROFILE_TRACE`).
    pub(crate) fn init_gpu_profile(&mut self) {
        self.set_gpu_profile(&ProfileOptions::from_env());
    }

    /// Starts (or, with profiling off in `options`, stops) timing passes,
    /// in place of what the environment asked. Passes timed so far are
    /// dropped.
    pub fn set_gpu_profile(&mut self, options: &ProfileOptions) {
        if let Err(e) = self.flush() {
            tracing::warn!("GPU profile: flush failed: {e}");
        }
        self.renderer.recorder.get_mut().profiler = GpuProfiler::new(&self.gpu, options);
    }

    /// Whether passes are being timed.
    pub fn gpu_profiling(&self) -> bool {
        self.renderer.recorder.borrow().profiler.is_some()
    }

    /// The label of a pass drawing into the bound targets.
    pub(crate) fn pass_label(&self) -> Arc<str> {
        match self.state.render_targets()[0] {
            Some(id) => self.surface_label(id),
            None => "no target".into(),
        }
    }

    /// The label of surface `id` as passes name what they write:
    /// `backbuffer`, or `rt WxH FORMAT #ID`.
    pub(crate) fn surface_label(&self, id: SurfaceId) -> Arc<str> {
        crate::draw::surface_label(&self.resources, self.implicit.back_buffer, id)
    }

    /// Reads rectangle `rect` of level `level`, layer `layer` of surface
    /// `id`'s texture back (as `Gpu::read_texture_level`, after a flush by
    /// the caller), the copy timed as `readback <- <surface>` when
    /// profiling: the hook for the device's readbacks.
    pub(crate) fn read_surface_texture_timed(
        &self,
        id: SurfaceId,
        texture: &wgpu::Texture,
        (level, layer): (u32, u32),
        rect: (u32, u32, u32, u32),
    ) -> Result<Vec<u8>, ninebridge_gpu::GpuError> {
        let mut rec = self.renderer.recorder.borrow_mut();
        let profiler = rec
            .profiler
            .as_mut()
            .filter(|p| p.times_encoders())
            .map(|p| (p, format!("readback <- {}", self.surface_label(id)).into()));
        self.gpu
            .read_texture_level_profiled(texture, level, layer, rect, profiler)
    }

    /// Marks the end of a frame for the profiler (`Present`).
    pub(crate) fn gpu_profile_end_frame(&self) {
        if let Some(p) = &mut self.renderer.recorder.borrow_mut().profiler {
            p.end_frame();
        }
    }

    /// The median and 95th percentile of each label's GPU milliseconds per
    /// frame over the last frames (`ninebridge_gpu::DEFAULT_WINDOW`), for
    /// frames ended by `Present`; empty when profiling is off. Waits for the
    /// GPU to finish the submitted work.
    pub fn gpu_pass_stats(&self) -> Vec<GpuPassStat> {
        if self.renderer.recorder.borrow().profiler.is_none() {
            return Vec::new();
        }
        // Resolve what is recorded, so that every ended frame is read.
        if let Err(e) = self.flush() {
            tracing::warn!("GPU profile: flush failed: {e}");
        }
        match &mut self.renderer.recorder.borrow_mut().profiler {
            Some(p) => p.stats(),
            None => Vec::new(),
        }
    }

    /// The median and 95th percentile of whole frames' GPU milliseconds
    /// (every timed pass and copy of a frame summed), with the median number
    /// of timed passes and of resolves per frame; `None` when profiling is
    /// off. Waits for the GPU as [`Device::gpu_pass_stats`].
    pub fn gpu_frame_stat(&self) -> Option<GpuFrameStat> {
        self.renderer.recorder.borrow().profiler.as_ref()?;
        if let Err(e) = self.flush() {
            tracing::warn!("GPU profile: flush failed: {e}");
        }
        self.renderer
            .recorder
            .borrow_mut()
            .profiler
            .as_mut()
            .map(GpuProfiler::frame_stat)
    }

    /// Submits the recorded work and writes the Chrome trace
    /// (`NINEBRIDGE_GPU_PROFILE_TRACE`) with every pass timed so far.
    pub fn flush_gpu_profile(&self) {
        if self.renderer.recorder.borrow().profiler.is_none() {
            return;
        }
        if let Err(e) = self.flush() {
            tracing::warn!("GPU profile: flush failed: {e}");
        }
        if let Some(p) = &mut self.renderer.recorder.borrow_mut().profiler {
            p.write_trace();
        }
    }
}
