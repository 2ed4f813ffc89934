//! The device: `IDirect3DDevice9`'s methods over owned parts.
//!
//! Design notes:
//! - The device owns one part per concern and methods reach a part by its
//!   name: [`State`] (everything `Set*` changes, with dirty flags),
//!   [`Resources`] (handle tables of textures, surfaces, buffers,
//!   declarations), [`ShaderCache`] (shader objects, their variants, linked
//!   and point-expanded modules), the pipeline, sampler and bind-group
//!   caches, the resolved draw (what the last draw built, reused while its
//!   dirty flags stay clear), and the recorder (open encoder, pass, ring).
//! - Methods are grouped in files by D3D9 concept: `textures.rs`,
//!   `surfaces.rs`, `buffers.rs`, `shaders.rs`, `states.rs`; draws and
//!   clears are in `draw/`.
//! - Setters check what D3D9 checks at the call, store the value, and raise
//!   dirty flags only when the value changed.

mod buffers;
pub(crate) mod locks;
mod presentation;
mod shaders;
mod states;
mod surfaces;
pub(crate) mod texcache;
mod textures;

use ninebridge_gpu::Gpu;

use crate::draw::{BindingCache, ResolvedDraw};
use crate::pipeline::{PipelineCache, SamplerCache};
use crate::resource::Resources;
use crate::shader::{ShaderCache, ShaderTranslator};
use crate::state::State;

pub use crate::state::{
    MAX_CLIP_PLANES, MAX_RENDER_TARGETS, MAX_STREAMS, PS_FLOAT_CONSTANTS, VS_FLOAT_CONSTANTS,
};
pub use locks::{LockedBox, LockedRect};
pub(crate) use textures::group_of;

/// A Direct3D 9 device on a wgpu [`Gpu`].
pub struct Device {
    pub(crate) gpu: Gpu,
    pub(crate) state: State,
    pub(crate) resources: Resources,
    pub(crate) shaders: ShaderCache,
    pub(crate) pipelines: PipelineCache,
    pub(crate) samplers: SamplerCache,
    pub(crate) bindings: BindingCache,
    /// What the last draw resolved from the state.
    pub(crate) resolved: Option<ResolvedDraw>,
    /// Pipelines of partial clears.
    pub(crate) clear_pipelines: crate::clear::ClearPipelines,
    /// Pipelines of `StretchRect` blits.
    pub(crate) blits: crate::copy::BlitPipelines,
    /// Stand-ins of render targets smaller than the depth-stencil surface.
    pub(crate) proxies: crate::proxy::Proxies,
    /// Counters of copies (`copy_stats`).
    pub(crate) copy_stats: std::cell::Cell<crate::copy::CopyStats>,
    /// The open encoder, render pass and uniform ring of batched draws.
    pub(crate) recorder: crate::draw::SharedRecorder,
    /// The content-keyed texture cache of cache-routed textures.
    pub(crate) texcache: texcache::DeviceTextureCache,
    /// The declaration made for each FVF `SetFVF` was given.
    pub(crate) fvf_declarations: crate::FastMap<u32, crate::resource::VertexDeclId>,
    /// The surfaces `CreateDevice` made ([`Device::create`]).
    pub(crate) implicit: presentation::Implicit,
    /// Between `BeginScene` and `EndScene`.
    pub(crate) in_scene: bool,
    /// Frames presented.
    pub(crate) presents: u64,
    /// The capture in progress (`NINEBRIDGE_TRACE`).
    pub(crate) capture: Option<Box<crate::capture::Capture>>,
}

impl std::fmt::Debug for Device {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Device")
            .field("gpu", &self.gpu)
            .finish_non_exhaustive()
    }
}

impl Device {
    /// Creates a device drawing on `gpu`, translating shaders with `translator`.
    pub fn new(gpu: Gpu, translator: Box<dyn ShaderTranslator>) -> Self {
        let modules_before = gpu.shader_modules_created();
        let driver_cache = crate::pipeline::driver_cache_from_env(&gpu);
        Device {
            texcache: texcache::new_cache(&gpu),
            gpu,
            state: State::default(),
            resources: Resources::default(),
            shaders: ShaderCache::new(translator),
            pipelines: PipelineCache::new(
                std::env::var("NINEBRIDGE_PIPELINE_TRACE").is_ok_and(|v| v == "1"),
                modules_before,
                driver_cache,
            ),
            samplers: SamplerCache::default(),
            bindings: BindingCache::default(),
            resolved: None,
            clear_pipelines: Default::default(),
            blits: Default::default(),
            proxies: Default::default(),
            copy_stats: Default::default(),
            recorder: Default::default(),
            fvf_declarations: Default::default(),
            implicit: Default::default(),
            in_scene: false,
            presents: 0,
            capture: None,
        }
    }

    /// The GPU the device draws on.
    pub fn gpu(&self) -> &Gpu {
        &self.gpu
    }

    /// Number of pipelines created so far (the cache's size).
    pub fn pipeline_count(&self) -> usize {
        self.pipelines.len()
    }

    /// Writes the driver's pipeline cache now (it is also written between
    /// frames after a quiet period, and when the device is dropped).
    pub fn flush_pipeline_cache(&self) {
        self.pipelines.save_driver_cache(true);
    }

    /// Pipeline and shader-module build statistics
    /// ([`crate::PipelineStats`]): what the draw thread built, and how long
    /// it took.
    pub fn pipeline_stats(&self) -> crate::PipelineStats {
        let (modules, module_time) = self.gpu.shader_modules_created();
        let (before, before_time) = self.pipelines.modules_before;
        let driver = self.pipelines.driver.as_ref().map(|d| d.stats());
        let driver = driver.as_ref();
        crate::PipelineStats {
            engine_thread_builds: self.pipelines.engine_builds,
            engine_thread_ms: self.pipelines.engine_time.as_secs_f64() * 1e3,
            modules_compiled: modules.saturating_sub(before),
            modules_ms: module_time.saturating_sub(before_time).as_secs_f64() * 1e3,
            translations: self.shaders.translations.translated,
            driver_cache_loaded_bytes: driver.map_or(0, |d| d.loaded_bytes),
            driver_cache_pipelines: driver.map_or(0, |d| d.pipelines_created),
            driver_cache_saves: driver.map_or(0, |d| d.saves),
        }
    }

    /// Number of vertex modules made from a vertex shader for a draw so far:
    /// linked to a pixel shader's inputs and clip planes, or rewritten to
    /// draw points as quads. Clip-plane equations, point sizes and the
    /// viewport are uniforms, so changing only them makes none.
    pub fn derived_shader_count(&self) -> usize {
        self.shaders.derived_count()
    }
}

impl Drop for Device {
    fn drop(&mut self) {
        // The driver cache keeps what this session built for the next.
        self.pipelines.save_driver_cache(true);
    }
}
