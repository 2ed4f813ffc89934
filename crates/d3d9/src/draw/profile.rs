//! Per-pass GPU timing of the device (`NINEBRIDGE_GPU_PROFILE=1`, see
//! `ninebridge_gpu::GpuProfiler`).
//!
//! Design notes:
//! - The recorder times every render pass it begins for draws; passes are
//!   labelled by what they draw into: `backbuffer` for the implicit back
//!   buffer, `rt WxH FORMAT #ID` for other colour targets (render target 0).
//! - Frames end at `Present`; the timings of a frame are read at a later
//!   frame, when [`Device::gpu_pass_stats`] is asked, or at the end, so the
//!   frame never waits on its own queries.
//! - The Chrome trace is written by [`Device::flush_gpu_profile`] and when
//!   the device is dropped.

use std::sync::Arc;

use ninebridge_gpu::{GpuPassStat, GpuProfiler, ProfileOptions};

use crate::device::Device;

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
        self.recorder.get_mut().profiler = GpuProfiler::new(&self.gpu, options);
    }

    /// Whether passes are being timed.
    pub fn gpu_profiling(&self) -> bool {
        self.recorder.borrow().profiler.is_some()
    }

    /// The label of a pass drawing into the bound targets.
    pub(super) fn pass_label(&self) -> Arc<str> {
        let Some(id) = self.state.render_targets[0] else {
            return "no target".into();
        };
        if Some(id) == self.implicit.back_buffer {
            return "backbuffer".into();
        }
        match self.resources.surfaces.get(id.0) {
            Ok(s) => format!("rt {}x{} {:?} #{}", s.width, s.height, s.format, id.0).into(),
            Err(_) => format!("rt #{}", id.0).into(),
        }
    }

    /// Marks the end of a frame for the profiler (`Present`).
    pub(crate) fn gpu_profile_end_frame(&self) {
        if let Some(p) = &mut self.recorder.borrow_mut().profiler {
            p.end_frame();
        }
    }

    /// The median and 95th percentile of each label's GPU milliseconds per
    /// frame over the last frames (`ninebridge_gpu::DEFAULT_WINDOW`), for
    /// frames ended by `Present`; empty when profiling is off. Waits for the
    /// GPU to finish the submitted work.
    pub fn gpu_pass_stats(&self) -> Vec<GpuPassStat> {
        if self.recorder.borrow().profiler.is_none() {
            return Vec::new();
        }
        // Resolve what is recorded, so that every ended frame is read.
        if let Err(e) = self.flush() {
            tracing::warn!("GPU profile: flush failed: {e}");
        }
        match &mut self.recorder.borrow_mut().profiler {
            Some(p) => p.stats(),
            None => Vec::new(),
        }
    }

    /// Submits the recorded work and writes the Chrome trace
    /// (`NINEBRIDGE_GPU_PROFILE_TRACE`) with every pass timed so far.
    pub fn flush_gpu_profile(&self) {
        if self.recorder.borrow().profiler.is_none() {
            return;
        }
        if let Err(e) = self.flush() {
            tracing::warn!("GPU profile: flush failed: {e}");
        }
        if let Some(p) = &mut self.recorder.borrow_mut().profiler {
            p.write_trace();
        }
    }
}
