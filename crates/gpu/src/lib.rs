//! The wgpu renderer used by the D3D9 device: headless, or presenting to a
//! window.
//!
//! Design: this crate owns everything that talks to wgpu's instance, adapter
//! and device, and turns wgpu's asynchronous, callback-based error model into
//! plain `Result`s:
//!
//! - [`Gpu::new`] picks the backend (`NINEBRIDGE_BACKEND`), the first adapter
//!   wgpu offers, and requests the optional features the D3D9 device can use
//!   (BC compression, 32-bit float filtering, the driver's pipeline cache)
//!   only when the adapter has them.
//! - Every creation call that wgpu validates ([`Gpu::scoped`]) runs inside a
//!   validation + out-of-memory error scope, so a bad pipeline or bind group
//!   becomes a [`GpuError::Validation`] with wgpu's message, never a panic and
//!   never a lost device. The uncaptured-error handler only logs.
//! - Shaders enter as `naga::Module`s ([`Gpu::create_shader`]), the output of
//!   the D3D9 bytecode translator; no text round trip.
//! - [`Gpu::read_texture`] copies a render target back to host memory with the
//!   row padding removed, for conformance probes and screenshots.
//! - [`post::PostChain`] (`post/`) runs the `NINEBRIDGE_POST` passes (gamma,
//!   FXAA, CAS) on the image `Present` shows.
//! - [`WindowSurface`] (`surface.rs`, `blit.rs`) presents a texture to a
//!   window through a wgpu surface made on the [`Gpu`]'s instance, from a
//!   window or from raw-window-handle 0.6 handles (re-exported as
//!   [`raw_window_handle`]).
//!
//! - [`Queue`] (`queue.rs`) is the only way to the wgpu queue: inline, or
//!   in order through a render thread ([`Gpu::with_render_thread`]) that
//!   finishes and submits the caller's encoders.
//! - [`RecordedPass`] (`pass.rs`): a render pass as data, recorded on the
//!   caller's thread and encoded where it is finished ([`Queue::submit_work`]).
//! - [`thread_cpu_time`] reads the calling thread's CPU clock, for
//!   benchmarks that leave out time spent waiting.
//!
//! The crate re-exports `wgpu` so its callers name descriptor types from the
//! same version; pipelines, bind groups and passes are built by the caller
//! with those types and created through the scoped helpers here.

mod blit;
mod context;
mod cpu_time;
mod error;
mod fullscreen;
mod pass;
pub mod post;
mod profile;
mod queue;
mod readback;
mod shader;
mod surface;

pub use context::{Backend, Gpu, GpuOptions};
pub use cpu_time::thread_cpu_time;
pub use error::GpuError;
pub use pass::{
    ColorTarget, DepthTarget, Offsets, PassOp, PassTargets, PassTimestamps, RecordedPass, Work,
};
pub use profile::{
    CommandsTiming, DEFAULT_WINDOW, GpuFrameStat, GpuPassStat, GpuProfiler, PassWindow,
    ProfileOptions, RESOLVE_PREFIX, TraceEvent, chrome_trace_json, percentile, resolve_label,
    timed_commands, timed_pass_writes,
};
pub use queue::{Pause, Queue, QueueStats};
pub use readback::bytes_per_texel;
pub use surface::{PresentOutcome, PresentStats, SkipReason, WindowSurface, fallback_present_mode};
pub use wgpu;
/// raw-window-handle 0.6 (wgpu's), to name the handles of
/// [`WindowSurface::from_raw`].
pub use wgpu::rwh as raw_window_handle;
