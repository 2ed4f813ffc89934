//! The renderer's own parts: what turns a draw, clear or copy into wgpu
//! work, apart from the D3D9 front (`device/`: validation, handles, State,
//! HRESULTs).
//!
//! Design notes:
//! - [`Renderer`] owns the wgpu context it records with (a clone of the
//!   device's [`Gpu`]: clones share one wgpu device and queue), the caches
//!   draws fill (shader variants, pipelines, samplers, bind groups, the
//!   resolved draw), the pipelines of clears and blits, the stand-ins of
//!   small targets, the multisampling twins and the recorder (open encoder,
//!   pass and uniform ring).
//! - The front owns a `Renderer` (`Device::renderer`) and reaches the GPU
//!   work through it; the renderer reads the front's `State` and
//!   `Resources` but never owns them, and takes them (with the dirty flags
//!   inside `&State`, the texture cache, the back buffer's id) as
//!   parameters: no renderer file imports `crate::device` (issue 27 item
//!   4; `docs/ARCHITECTURE.md` maps where each D3D9 call crosses).
//! - With `NINEBRIDGE_RENDER_THREAD` on ([`on_render_thread`]) the device's
//!   `Gpu` clone has a queue of its own whose writes, submissions and
//!   presentations run, in order, on a render thread
//!   ([`ninebridge_gpu::Queue`]): the recorder hands each encoder over
//!   and the thread finishes (encodes) and submits it while the front
//!   records the next draws.

use ninebridge_gpu::Gpu;

/// The variable that turns the render thread on (`1`) or off (`0`).
pub const RENDER_THREAD_VARIABLE: &str = "NINEBRIDGE_RENDER_THREAD";

/// Whether the render thread is on when `NINEBRIDGE_RENDER_THREAD` is
/// unset: on (the frame benchmark's result, docs/performance.md).
pub const RENDER_THREAD_DEFAULT: bool = true;

/// What `NINEBRIDGE_RENDER_THREAD`'s value asks for: `0`/`off`/`false`,
/// `1`/`on`/`true`; `None` for anything else.
pub fn parse_render_thread(value: &str) -> Option<bool> {
    match value.trim().to_ascii_lowercase().as_str() {
        "0" | "off" | "false" | "no" => Some(false),
        "1" | "on" | "true" | "yes" => Some(true),
        _ => None,
    }
}

/// What `NINEBRIDGE_RENDER_THREAD` asks for ([`RENDER_THREAD_DEFAULT`]
/// when unset; another value: one warning, and the default).
pub(crate) fn render_thread_from_env() -> bool {
    match std::env::var(RENDER_THREAD_VARIABLE) {
        Ok(v) if !v.trim().is_empty() => parse_render_thread(&v).unwrap_or_else(|| {
            tracing::warn!(
                "{RENDER_THREAD_VARIABLE}={v:?} is not 0 or 1; using the default ({})",
                u8::from(RENDER_THREAD_DEFAULT)
            );
            RENDER_THREAD_DEFAULT
        }),
        _ => RENDER_THREAD_DEFAULT,
    }
}

/// `gpu` with a render thread of its own when `wanted` and `gpu` has none
/// yet; a thread that cannot start leaves the queue inline (logged).
pub(crate) fn on_render_thread(gpu: Gpu, wanted: bool) -> Gpu {
    if !wanted || gpu.queue().is_threaded() {
        return gpu;
    }
    match gpu.with_render_thread() {
        Ok(threaded) => threaded,
        Err(e) => {
            tracing::warn!("{e}; drawing without a render thread");
            gpu
        }
    }
}

use crate::draw::{BindingCache, ResolvedDraw};
use crate::pipeline::{PipelineCache, SamplerCache};
use crate::shader::ShaderCache;

/// The renderer's state: the wgpu context, caches and recorder.
pub(crate) struct Renderer {
    /// The wgpu context (shared with the front's clone).
    pub(crate) gpu: Gpu,
    /// Shader objects, their variants, linked and point-expanded modules.
    pub(crate) shaders: ShaderCache,
    /// Pipelines by key, through the pipeline service.
    pub(crate) pipelines: PipelineCache,
    /// Samplers by state.
    pub(crate) samplers: SamplerCache,
    /// Bind groups and the buffers they bind.
    pub(crate) bindings: BindingCache,
    /// What the last draw resolved from the state.
    pub(crate) resolved: Option<ResolvedDraw>,
    /// The last draw viewport computed, with what it was computed from.
    pub(crate) last_viewport: std::cell::Cell<
        Option<(
            crate::draw::targets::ViewportKey,
            crate::draw::viewport::DrawViewport,
        )>,
    >,
    /// Pipelines of partial clears.
    pub(crate) clear_pipelines: crate::clear::ClearPipelines,
    /// Pipelines of `StretchRect` blits.
    pub(crate) blits: std::cell::RefCell<crate::copy::BlitPipelines>,
    /// Stand-ins of render targets smaller than the depth-stencil surface.
    pub(crate) proxies: crate::proxy::Proxies,
    /// Counters of copies (`copy_stats`).
    pub(crate) copy_stats: std::cell::Cell<crate::copy::CopyStats>,
    /// The open encoder, render pass and uniform ring of batched draws.
    pub(crate) recorder: crate::draw::SharedRecorder,
    /// Multisampling (`NINEBRIDGE_MSAA`, game-requested counts).
    pub(crate) msaa: crate::enhance::DeviceMsaa,
    /// Resolution scaling (`NINEBRIDGE_RENDER_SCALE`, `enhance/scaling.rs`).
    pub(crate) scaling: crate::enhance::scaling::Scaling,
}

impl Renderer {
    /// A renderer on `gpu` with empty caches, its pipelines built through
    /// `pipelines`.
    pub(crate) fn new(gpu: Gpu, pipelines: PipelineCache) -> Self {
        Renderer {
            samplers: SamplerCache::from_env(&gpu),
            gpu,
            shaders: ShaderCache::new(),
            pipelines,
            bindings: BindingCache::default(),
            resolved: None,
            last_viewport: std::cell::Cell::new(None),
            clear_pipelines: Default::default(),
            blits: Default::default(),
            proxies: Default::default(),
            copy_stats: Default::default(),
            recorder: Default::default(),
            msaa: crate::enhance::DeviceMsaa::from_env(),
            scaling: crate::enhance::scaling::Scaling::from_env(),
        }
    }
}

#[cfg(test)]
mod tests {
    /// The renderer's files: none may import `crate::device` (the split's
    /// never-rule, docs/ARCHITECTURE.md). A new renderer file joins this
    /// list.
    const RENDERER_FILES: &[(&str, &str)] = &[
        ("renderer.rs", include_str!("renderer.rs")),
        ("clear.rs", include_str!("clear.rs")),
        ("proxy.rs", include_str!("proxy.rs")),
        ("draw/bindings.rs", include_str!("draw/bindings.rs")),
        ("draw/buffers.rs", include_str!("draw/buffers.rs")),
        ("draw/clears.rs", include_str!("draw/clears.rs")),
        ("draw/indices.rs", include_str!("draw/indices.rs")),
        ("draw/mod.rs", include_str!("draw/mod.rs")),
        (
            "draw/pipeline_state.rs",
            include_str!("draw/pipeline_state.rs"),
        ),
        ("draw/profile.rs", include_str!("draw/profile.rs")),
        ("draw/recorder.rs", include_str!("draw/recorder.rs")),
        ("draw/resolve.rs", include_str!("draw/resolve.rs")),
        ("draw/stages.rs", include_str!("draw/stages.rs")),
        ("draw/targets.rs", include_str!("draw/targets.rs")),
        ("draw/viewport.rs", include_str!("draw/viewport.rs")),
        (
            "draw/texel_offsets.rs",
            include_str!("draw/texel_offsets.rs"),
        ),
        (
            "enhance/msaa_surface.rs",
            include_str!("enhance/msaa_surface.rs"),
        ),
        (
            "enhance/msaa_prepare.rs",
            include_str!("enhance/msaa_prepare.rs"),
        ),
        (
            "enhance/msaa_passes.rs",
            include_str!("enhance/msaa_passes.rs"),
        ),
        ("enhance/scaling.rs", include_str!("enhance/scaling.rs")),
        ("enhance/scale.rs", include_str!("enhance/scale.rs")),
        ("shader/select.rs", include_str!("shader/select.rs")),
        (
            "shader/fixed_vertex.rs",
            include_str!("shader/fixed_vertex.rs"),
        ),
        (
            "shader/fixed_pixel.rs",
            include_str!("shader/fixed_pixel.rs"),
        ),
        ("pipeline/mod.rs", include_str!("pipeline/mod.rs")),
        ("pipeline/service.rs", include_str!("pipeline/service.rs")),
        ("copy/blit.rs", include_str!("copy/blit.rs")),
        ("copy/depth_copy.rs", include_str!("copy/depth_copy.rs")),
        ("copy/mips.rs", include_str!("copy/mips.rs")),
        ("copy/mod.rs", include_str!("copy/mod.rs")),
        ("copy/rules.rs", include_str!("copy/rules.rs")),
        ("copy/stretch.rs", include_str!("copy/stretch.rs")),
    ];

    #[test]
    fn renderer_files_never_import_the_front() {
        // Spelled in two halves so that this file's own text passes.
        let front = [concat!("crate::", "device"), concat!("impl ", "Device {")];
        for (name, text) in RENDERER_FILES {
            for (i, line) in text.lines().enumerate() {
                let code = line.split("//").next().unwrap_or("");
                assert!(
                    !front.iter().any(|f| code.contains(f)),
                    "{name}:{}: the renderer imports the front: {line}",
                    i + 1
                );
            }
        }
    }
}
