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
//!   `Resources` but never owns them. This is the first floor of the split
//!   of issue 27 item 4: the fields moved here, the entry points that take
//!   `&mut Renderer` instead of `&mut Device` follow module by module
//!   (`docs/ARCHITECTURE.md` says how far that went).

use ninebridge_gpu::Gpu;

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
