//! The device: `IDirect3DDevice9`'s methods over owned parts.
//!
//! Design notes:
//! - The device owns one part per concern and methods reach a part by its
//!   name: [`State`] (everything `Set*` changes, with dirty flags),
//!   [`Resources`] (handle tables of textures, surfaces, buffers,
//!   declarations), and the renderer (`crate::renderer::Renderer`: shader
//!   variants, the pipeline, sampler and bind-group caches, the resolved
//!   draw, reused while its dirty flags stay clear, and the recorder: open
//!   encoder, pass, ring).
//! - Methods are grouped in files by D3D9 concept: `textures.rs`,
//!   `surfaces.rs`, `buffers.rs`, `shaders.rs`, `states.rs`,
//!   `state_blocks.rs`, `palette.rs`, `cursor.rs` (cursor, gamma ramps,
//!   clip status), `queries.rs`; draws and clears are in `draw/`;
//!   `presentation.rs` (implicit surfaces, `Present`), `window.rs` (the
//!   window presented to) and `reset.rs` (`Reset`).
//! - Setters check what D3D9 checks at the call, then write through
//!   [`Device::sink`]: the [`State`] (sealed: its own methods compare, store
//!   and raise dirty flags only when the value changed) or, between
//!   `BeginStateBlock` and `EndStateBlock`, the block being recorded.
//! - Multisampled surfaces (`crate::enhance`): every read of a surface's
//!   single-sample texture outside a render pass (copies, locks,
//!   readbacks, `Present`) calls `msaa_read` first, every write
//!   `msaa_before_write` and `msaa_written`; render passes prepare and mark
//!   the twins they use when they begin (`draw/recorder.rs`, clears).

mod buffers;
mod clears;
mod cursor;
mod draws;
mod front_buffer;
mod getters;
pub(crate) mod locks;
mod mips;
mod msaa;
mod palette;
mod post;
mod presentation;
mod process_vertices;
mod profile;
mod queries;
mod reset;
mod resz;
mod samplers;
mod scaling;
mod shaders;
mod state_blocks;
mod states;
mod stretch;
mod subresources;
mod surface_locks;
mod surfaces;
mod swap_chains;
pub(crate) mod texcache;
mod textures;
mod update_surface;
mod update_texture;
mod window;

use ninebridge_gpu::Gpu;

use crate::pipeline::PipelineCache;
use crate::resource::Resources;
use crate::shader::ShaderTranslator;
use crate::state::State;

pub use crate::state::{
    MAX_CLIP_PLANES, MAX_RENDER_TARGETS, MAX_STREAMS, PS_FLOAT_CONSTANTS, VS_FLOAT_CONSTANTS,
};
pub use crate::state::{
    PIXEL_RENDER_STATES, PIXEL_SAMPLER_STATES, PIXEL_TEXTURE_STAGE_STATES, VERTEX_RENDER_STATES,
    VERTEX_SAMPLER_STATES, VERTEX_TEXTURE_STAGE_STATES,
};
pub use cursor::{Cursor, GammaRamp};
pub use getters::{BufferDesc, SurfaceDesc};
pub use locks::{LockedBox, LockedRect};
pub use palette::PaletteEntry;
pub use process_vertices::{PV_DONOTCOPYDATA, ProcessVerticesError};
pub use queries::QueryId;
pub use resz::RESZ_CODE;
pub use scaling::ScaleStats;
pub use state_blocks::StateBlockId;
pub use subresources::TextureDesc;
pub use swap_chains::SwapChainId;
pub use window::{
    PRESENT_INTERVAL_DEFAULT, PRESENT_INTERVAL_FOUR, PRESENT_INTERVAL_IMMEDIATE,
    PRESENT_INTERVAL_ONE, PRESENT_INTERVAL_THREE, PRESENT_INTERVAL_TWO, PresentationStats,
    WindowTarget, present_mode_for_interval, resolve_size,
};

/// A Direct3D 9 device on a wgpu [`Gpu`].
pub struct Device {
    pub(crate) gpu: Gpu,
    pub(crate) state: State,
    pub(crate) resources: Resources,
    /// The renderer: wgpu context, caches, recorder (`crate::renderer`).
    pub(crate) renderer: crate::renderer::Renderer,
    /// The content-keyed texture cache of cache-routed textures.
    pub(crate) texcache: texcache::DeviceTextureCache,
    /// The declaration made for each FVF `SetFVF` was given.
    pub(crate) fvf_declarations: crate::FastMap<u32, crate::resource::VertexDeclId>,
    /// The surfaces `CreateDevice` made ([`Device::create`]).
    pub(crate) implicit: presentation::Implicit,
    /// The implicit swap chain's parameters, window and `Reset` state.
    pub(crate) swap: presentation::Swap,
    /// Between `BeginScene` and `EndScene`.
    pub(crate) in_scene: bool,
    /// Vertex (`true`) and index buffers the application holds locked: a
    /// draw that reads one first sends what was written so far.
    pub(crate) locked_buffers: Vec<(bool, u64)>,
    /// Frames presented.
    pub(crate) presents: u64,
    /// The capture in progress (`NINEBRIDGE_TRACE`).
    pub(crate) capture: Option<Box<crate::capture::Capture>>,
    /// State blocks and the one being recorded.
    pub(crate) state_blocks: state_blocks::StateBlocks,
    /// `SetPaletteEntries`' palettes, by number (`palette.rs`).
    pub(crate) palettes: crate::FastMap<u32, Box<[PaletteEntry; 256]>>,
    /// `SetGammaRamp`'s ramps, by swap chain index (`cursor.rs`).
    pub(crate) gamma: crate::FastMap<u32, GammaRamp>,
    /// The cursor (`cursor.rs`).
    pub(crate) cursor: Cursor,
    /// Event and occlusion queries.
    pub(crate) queries: queries::Queries,
    /// The post-process chain at `Present` (`NINEBRIDGE_POST`).
    pub(crate) post: post::Post,
}

impl std::fmt::Debug for Device {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Device")
            .field("gpu", &self.gpu)
            .finish_non_exhaustive()
    }
}

impl Device {
    /// Creates a device drawing on `gpu`, translating shaders with
    /// `translator`, with a pipeline service of its own configured from the
    /// environment ([`crate::PipelineOptions::from_env`]).
    pub fn new(gpu: Gpu, translator: Box<dyn ShaderTranslator>) -> Self {
        let service = crate::PipelineService::new(&gpu, translator);
        Self::with_pipeline_service(gpu, service)
    }

    /// Creates a device drawing on `gpu` that builds its modules and
    /// pipelines with `service` (made on the same `gpu`), which devices
    /// made before or after it may share: what one built, the others
    /// find.
    /// With `NINEBRIDGE_RENDER_THREAD` on, the device's queue work runs on
    /// a render thread of its own (`renderer.rs`).
    pub fn with_pipeline_service(gpu: Gpu, service: crate::PipelineService) -> Self {
        let wanted = crate::renderer::render_thread_from_env();
        Self::on_gpu(crate::renderer::on_render_thread(gpu, wanted), service)
    }

    /// [`Device::new`] with the render thread on or off as `render_thread`
    /// says, whatever `NINEBRIDGE_RENDER_THREAD` holds (a `gpu` that has a
    /// render thread already keeps it).
    pub fn new_with_render_thread(
        gpu: Gpu,
        translator: Box<dyn ShaderTranslator>,
        render_thread: bool,
    ) -> Self {
        let service = crate::PipelineService::new(&gpu, translator);
        Self::on_gpu(
            crate::renderer::on_render_thread(gpu, render_thread),
            service,
        )
    }

    fn on_gpu(gpu: Gpu, service: crate::PipelineService) -> Self {
        let pipelines = PipelineCache::new(service, &gpu);
        let renderer = crate::renderer::Renderer::new(gpu.clone(), pipelines);
        let mut device = Device {
            texcache: texcache::new_cache(&gpu),
            gpu,
            state: State::default(),
            resources: Resources::default(),
            renderer,
            fvf_declarations: Default::default(),
            implicit: Default::default(),
            swap: Default::default(),
            in_scene: false,
            locked_buffers: Vec::new(),
            presents: 0,
            capture: None,
            state_blocks: Default::default(),
            palettes: Default::default(),
            gamma: Default::default(),
            cursor: Cursor::default(),
            queries: Default::default(),
            post: post::Post::from_env(),
        };
        device.init_gpu_profile();
        device
    }

    /// The GPU the device draws on.
    pub fn gpu(&self) -> &Gpu {
        &self.gpu
    }

    /// Number of pipelines created so far (the cache's size).
    pub fn pipeline_count(&self) -> usize {
        self.renderer.pipelines.len()
    }

    /// Writes the driver's pipeline cache now (it is also written between
    /// frames after a quiet period, and when the device is dropped).
    pub fn flush_pipeline_cache(&self) {
        self.renderer.pipelines.service.save(true);
    }

    /// The pipeline service the device builds with.
    pub fn pipeline_service(&self) -> &crate::PipelineService {
        &self.renderer.pipelines.service
    }

    /// Waits until the pipeline workers have nothing left to do (a loading
    /// screen's pause: recipes and prewarmed shaders are built by then).
    pub fn settle_pipelines(&self) {
        self.renderer.pipelines.service.settle();
    }

    /// Pipeline and shader-module build statistics
    /// ([`crate::PipelineStats`]): what the draw thread built, and how long
    /// it took.
    pub fn pipeline_stats(&self) -> crate::PipelineStats {
        let (modules, module_time) = self.gpu.shader_modules_created();
        let (before, before_time) = self.renderer.pipelines.modules_before;
        let mut stats = self
            .renderer
            .pipelines
            .service
            .stats()
            .since(&self.renderer.pipelines.stats_before);
        stats.modules_compiled = modules.saturating_sub(before);
        stats.modules_ms = module_time.saturating_sub(before_time).as_secs_f64() * 1e3;
        stats
    }

    /// Number of vertex modules made from a vertex shader for a draw so far:
    /// linked to a pixel shader's inputs and clip planes, or rewritten to
    /// draw points as quads. Clip-plane equations, point sizes and the
    /// viewport are uniforms, so changing only them makes none.
    pub fn derived_shader_count(&self) -> usize {
        let derived = self.renderer.pipelines.service.modules().counts().derived;
        (derived - self.renderer.pipelines.derived_before) as usize
    }
}

impl Drop for Device {
    fn drop(&mut self) {
        // The driver cache and the manifest keep what this session built
        // for the next.
        self.renderer.pipelines.service.save(true);
        self.flush_gpu_profile();
    }
}

impl Device {
    /// Submits everything recorded (the renderer's `crate::renderer::Renderer::flush`):
    /// called before anything that reaches GPU memory outside the encoder;
    /// a no-op when nothing is pending.
    pub fn flush(&self) -> crate::error::D3dResult<()> {
        self.renderer.flush()
    }

    /// The copy counters so far.
    pub fn copy_stats(&self) -> crate::copy::CopyStats {
        self.renderer.copy_stats.get()
    }

    /// Fixed-function vertex modules generated so far.
    pub fn ff_vertex_module_count(&self) -> usize {
        self.renderer.shaders.ff_vertex.len()
    }

    /// Fixed-function pixel modules generated so far.
    pub fn ff_pixel_module_count(&self) -> usize {
        self.renderer.shaders.ff_pixel.len()
    }

    /// The batching counters so far.
    pub fn batch_stats(&self) -> crate::draw::BatchStats {
        self.renderer.batch_stats()
    }

    /// The render thread's counters (all zero without one).
    pub fn render_thread_stats(&self) -> crate::RenderThreadStats {
        self.gpu.queue().stats()
    }
}
