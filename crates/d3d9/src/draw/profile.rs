//! The renderer's hooks of per-pass GPU timing (`device/profile.rs` has
//! the device's side: labels, frames, statistics): commands and passes
//! recorded outside the draw passes, timed through the recorder's
//! profiler when profiling is on.

use std::sync::Arc;

use ninebridge_gpu::wgpu;

use crate::renderer::Renderer;
use crate::resource::{Resources, SurfaceId};

impl Renderer {
    /// Records `f` into `encoder` (one the caller submits itself, or the
    /// recorder's through [`Renderer::with_encoder_timed`]) between two
    /// timestamps labelled `label()`, when profiling is on and the adapter
    /// has `TIMESTAMP_QUERY_INSIDE_ENCODERS`; otherwise `f` runs untimed.
    /// `f` must not flush (the recorder is borrowed while it runs).
    pub(crate) fn time_commands<R>(
        &self,
        encoder: &mut wgpu::CommandEncoder,
        label: impl FnOnce() -> Arc<str>,
        f: impl FnOnce(&mut wgpu::CommandEncoder) -> R,
    ) -> R {
        let mut rec = self.recorder.borrow_mut();
        ninebridge_gpu::timed_commands(rec.profiler.as_mut(), encoder, label, f)
    }

    /// Calls `f` with the timestamp writes of a render pass labelled
    /// `label()` (`None` with profiling off or no room): the hook for passes
    /// the device begins outside the draw recorder (resolves, blits). `f`
    /// must not flush (the recorder is borrowed while it runs).
    pub(crate) fn with_pass_writes<R>(
        &self,
        label: impl FnOnce() -> Arc<str>,
        f: impl FnOnce(Option<wgpu::RenderPassTimestampWrites<'_>>) -> R,
    ) -> R {
        let mut rec = self.recorder.borrow_mut();
        f(ninebridge_gpu::timed_pass_writes(
            rec.profiler.as_mut(),
            label,
        ))
    }
}

/// The label of surface `id` as passes name what they write: `backbuffer`
/// (the front's implicit back buffer, `back_buffer`), or `rt WxH FORMAT #ID`.
pub(crate) fn surface_label(
    resources: &Resources,
    back_buffer: Option<SurfaceId>,
    id: SurfaceId,
) -> Arc<str> {
    if Some(id) == back_buffer {
        return "backbuffer".into();
    }
    match resources.surfaces.get(id.0) {
        Ok(s) => format!("rt {}x{} {:?} #{}", s.width, s.height, s.format, id.0).into(),
        Err(_) => format!("rt #{}", id.0).into(),
    }
}
