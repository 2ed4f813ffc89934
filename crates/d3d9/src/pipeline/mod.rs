//! Translated shaders on the GPU and the render pipelines, keyed by every
//! piece of state a wgpu pipeline bakes in.
//!
//! - here: compiled modules, the pipeline key, a device's own pipeline
//!   map and the statistics;
//! - `builder.rs`: building one pipeline on any thread (shared layouts,
//!   the driver's pipeline cache);
//! - `service.rs`: the [`PipelineService`] (workers, prewarm, recording
//!   and replaying recipes);
//! - `recipe.rs`: a pipeline's recipe as a manifest record.

#[doc(hidden)]
pub mod bench_support;
mod builder;
mod recipe;
mod service;

pub use service::{PipelineOptions, PipelineService};

use crate::FastMap;
use std::sync::Arc;

use ninebridge_gpu::wgpu;

use crate::shader::ProgramInput;

/// What a resource binding of a translated module is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) enum BindingKind {
    /// A uniform block (binding 0: constants, 1: renderer).
    Uniform,
    /// A read-only storage buffer: the vertex constants block of software
    /// vertex processing (binding 0), too large for a uniform binding.
    Storage,
    /// A sampled texture of this dimension; `true`: a depth texture
    /// (`texture_depth_*`, a shadow map or depth values).
    Texture(wgpu::TextureViewDimension, bool),
    /// A sampler; `true`: a comparison sampler (shadow maps).
    Sampler(bool),
}

/// Where the pixel stage's resources start in a draw's one bind group.
///
/// Translated modules follow the binding contract (group 0 the vertex
/// stage's resources, group 1 the pixel stage's; `docs/binding-interface.md`),
/// but a draw binds both stages as one group: [`crate::shader::compile_program`]
/// moves a pixel module's group-1 binding `n` to group 0, binding
/// `PIXEL_BINDING_BASE + n`. One `set_bind_group` a draw instead of two
/// halves what wgpu validates and tracks per draw (about 800 instructions a
/// group on the no-op backend) and what the driver binds. The vertex
/// stage's bindings stop at 9 (`2 + 2 * 3 + 1`, four vertex samplers).
pub(crate) const PIXEL_BINDING_BASE: u32 = 16;

/// One resource the entry point uses.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) struct UsedBinding {
    pub(crate) group: u32,
    pub(crate) binding: u32,
    pub(crate) kind: BindingKind,
}

impl UsedBinding {
    /// The shader stage the binding belongs to (0 vertex, 1 pixel) and its
    /// number in that stage's binding contract.
    pub(crate) fn stage_binding(&self) -> (usize, u32) {
        match self.binding.checked_sub(PIXEL_BINDING_BASE) {
            Some(n) => (1, n),
            None => (0, self.binding),
        }
    }

    /// The flat sampler stage of a texture or sampler binding (pixel
    /// stages 0..15, vertex stages from `PIXEL_SAMPLERS`); `None` for the
    /// uniform blocks.
    pub(crate) fn flat_stage(&self) -> Option<usize> {
        let (stage, n) = self.stage_binding();
        let base = if stage == 0 {
            ninebridge_types::PIXEL_SAMPLERS as usize
        } else {
            0
        };
        (n >= 2).then(|| base + ((n - 2) / 2) as usize)
    }
}

/// A translated shader variant, compiled for the device.
#[derive(Debug)]
pub(crate) struct CompiledShader {
    /// Unique per compiled variant: the pipeline key's name for it.
    pub(crate) id: u64,
    pub(crate) module: wgpu::ShaderModule,
    pub(crate) entry_point: String,
    pub(crate) inputs: Vec<ProgramInput>,
    pub(crate) bindings: Vec<UsedBinding>,
    /// The naga module, kept for linking (vertex outputs are added to it).
    pub(crate) naga: Arc<naga::Module>,
    /// Located inputs (pixel shaders) or outputs (vertex shaders).
    pub(crate) interface: Vec<ninebridge_translate::link::StageInput>,
    /// Which constant registers the shader can read.
    pub(crate) constants_read: ConstantsRead,
    /// How the module is made (`None`: a program given directly, which no
    /// recipe can name).
    pub(crate) origin: Option<Arc<crate::shader::recipe::Origin>>,
    /// Pixel shaders: the colour outputs written, bit n for `oC<n>`.
    pub(crate) color_outputs: u32,
    /// Pixel shaders: whether the shader writes depth (`oDepth`).
    pub(crate) writes_depth: bool,
}

/// The part of the constants block a shader can read: float registers
/// `c0..c<floats>` only, or (relative addressing, integer or boolean
/// constants, or unknown code) the whole block. A draw writes only that
/// part into the uniform ring; the rest of its window is never read.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum ConstantsRead {
    /// Float registers below this one.
    Floats(u32),
    /// The whole block.
    All,
    /// The fixed-function vertex stage's registers
    /// (`ninebridge_translate::ff::FfVertexRegisters`), computed from the
    /// fixed-function state rather than the shader constants, up to the
    /// world matrices the program reads (1 to 4, or all 8 when indexed).
    FixedFunction {
        /// World matrices read.
        world_matrices: u8,
    },
}

impl ConstantsRead {
    /// What D3D9 bytecode can read, from its instructions' sources (the
    /// matrix macros read 2 to 4 consecutive registers).
    pub(crate) fn of_bytecode(bytecode: &[u8]) -> ConstantsRead {
        use ninebridge_d3dbc::{Opcode, RegisterType};
        let Ok(program) = ninebridge_d3dbc::parse_bytes(bytecode) else {
            return ConstantsRead::All;
        };
        let mut floats = 0u32;
        for (_, ins) in program.body() {
            for (i, src) in ins.src.iter().enumerate() {
                match src.reg.kind {
                    RegisterType::Const => {
                        if src.relative.is_some() {
                            return ConstantsRead::All;
                        }
                        let span = match (ins.opcode, i) {
                            (Opcode::M4x4 | Opcode::M3x4, 1) => 4,
                            (Opcode::M4x3 | Opcode::M3x3, 1) => 3,
                            (Opcode::M3x2, 1) => 2,
                            _ => 1,
                        };
                        floats = floats.max(src.reg.index + span);
                    }
                    RegisterType::Const2
                    | RegisterType::Const3
                    | RegisterType::Const4
                    | RegisterType::ConstInt
                    | RegisterType::ConstBool => return ConstantsRead::All,
                    _ => {}
                }
            }
        }
        ConstantsRead::Floats(floats)
    }
}

/// Everything a render pipeline bakes in (recorded in recipes).
#[derive(Clone, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub(crate) struct PipelineKey {
    pub(crate) vs: u64,
    pub(crate) ps: u64,
    /// Per vertex buffer slot: stride and attributes.
    pub(crate) buffers: Vec<(u64, Vec<wgpu::VertexAttribute>)>,
    /// Attributes step per instance (points expanded to quads).
    pub(crate) instanced: bool,
    /// Vertex buffer slots stepped per instance (`D3DSTREAMSOURCE_INSTANCEDATA`).
    pub(crate) instance_slots: u32,
    pub(crate) primitive: wgpu::PrimitiveState,
    pub(crate) targets: Vec<Option<wgpu::ColorTargetState>>,
    pub(crate) depth: Option<wgpu::DepthStencilState>,
    /// Samples per pixel of the attachments (1: single-sample; recipes
    /// recorded before multisampling read as 1).
    #[serde(default = "one_sample")]
    pub(crate) samples: u32,
    /// Alpha-to-coverage (`ATOC`, [`crate::vendor`]); recipes recorded
    /// before it read as off.
    #[serde(default)]
    pub(crate) alpha_to_coverage: bool,
}

/// The sample count of a key recorded without one.
fn one_sample() -> u32 {
    1
}

/// A created pipeline with its (automatically derived) bind group layouts.
#[derive(Debug)]
pub(crate) struct CachedPipeline {
    pub(crate) pipeline: wgpu::RenderPipeline,
    /// The bind group layouts of groups 0.. (explicit, so that the uniform
    /// blocks take dynamic offsets into the uniform ring).
    pub(crate) layouts: Vec<wgpu::BindGroupLayout>,
    /// Each layout's number in the device's layout cache: bind groups are
    /// cached by it (a layout object has no cheap identity of its own).
    pub(crate) layout_ids: Vec<u64>,
}

/// A device's pipelines: its own map, read without a lock, in front of
/// the shared [`PipelineService`].
#[derive(Debug)]
pub(crate) struct PipelineCache {
    map: FastMap<PipelineKey, Arc<CachedPipeline>>,
    pub(crate) service: PipelineService,
    /// The service's statistics when the device was made (the device
    /// reports what happened since).
    pub(crate) stats_before: PipelineStats,
    /// The GPU's module counters when the device was made.
    pub(crate) modules_before: (u64, std::time::Duration),
    /// Vertex stages the builder had derived when the device was made.
    pub(crate) derived_before: u64,
}

/// The directory of the persistent pipeline caches:
/// `NINEBRIDGE_PIPELINE_CACHE_DIR`, else the platform cache directory
/// (`$XDG_CACHE_HOME/ninebridge/pipelines`, `~/.cache/ninebridge/pipelines`;
/// `%LOCALAPPDATA%\ninebridge\pipelines` on Windows); `None` with
/// `NINEBRIDGE_PIPELINE_CACHE=0` or no home.
pub(crate) fn pipeline_cache_dir() -> Option<std::path::PathBuf> {
    use std::env::var_os;
    if var_os("NINEBRIDGE_PIPELINE_CACHE").is_some_and(|v| v == "0") {
        return None;
    }
    if let Some(dir) = var_os("NINEBRIDGE_PIPELINE_CACHE_DIR").filter(|d| !d.is_empty()) {
        return Some(dir.into());
    }
    let base = var_os("XDG_CACHE_HOME")
        .filter(|d| !d.is_empty())
        .map(std::path::PathBuf::from)
        .or_else(|| var_os("LOCALAPPDATA").map(std::path::PathBuf::from))
        .or_else(|| var_os("HOME").map(|h| std::path::Path::new(&h).join(".cache")))?;
    Some(base.join("ninebridge").join("pipelines"))
}

/// Pipeline statistics (`--stats-json`'s `"pipelines"`; spec 001
/// "Statistics").
#[derive(Clone, Copy, Debug, Default, PartialEq, serde::Serialize)]
pub struct PipelineStats {
    /// Pipelines built on the draw thread (a draw waited for each).
    pub engine_thread_builds: u64,
    /// Milliseconds those builds took.
    pub engine_thread_ms: f64,
    /// Draws that waited for a pipeline a worker was building.
    pub waits: u64,
    /// Milliseconds they waited.
    pub wait_ms: f64,
    /// Pipelines built by the workers (from recipes).
    pub background_builds: u64,
    /// Milliseconds those builds took (on the workers).
    pub background_ms: f64,
    /// Draws that found their pipeline built by a worker.
    pub prewarm_hits: u64,
    /// Builds that failed (each is retried by the next draw that needs it).
    pub failures: u64,
    /// Shader modules created (translated, fixed-function and derived).
    pub modules_compiled: u64,
    /// Milliseconds their creation took.
    pub modules_ms: f64,
    /// Shader bytecode translations (one per distinct bytecode and
    /// variant, whichever thread asked: shader objects of the same bytes
    /// share them, failures included).
    pub translations: u64,
    /// Recipes read from the manifest.
    pub recipes_loaded: u64,
    /// Recipes whose record did not decode in this build (dropped).
    pub recipes_undecodable: u64,
    /// Recipes queued for the workers (their shaders all existed).
    pub recipes_queued: u64,
    /// Recipes written to the manifest this session.
    pub recipes_recorded: u64,
    /// Recipes too large for a record (not recorded).
    pub recipes_too_large: u64,
    /// Shader translations queued on the workers before a draw asked.
    pub prewarm_jobs: u64,
    /// The driver's pipeline cache, where the device has one: the blob
    /// loaded at creation (bytes; 0 when cold or discarded), pipelines
    /// created with the cache, files written. (Hits are not observable
    /// through wgpu.)
    pub driver_cache_loaded_bytes: u64,
    /// See `driver_cache_loaded_bytes`.
    pub driver_cache_pipelines: u64,
    /// See `driver_cache_loaded_bytes`.
    pub driver_cache_saves: u64,
}

impl PipelineStats {
    /// The counts of `self` since `before` (what the service loaded when it
    /// was made, recipes and the driver blob, is kept whole).
    pub fn since(&self, before: &PipelineStats) -> PipelineStats {
        PipelineStats {
            engine_thread_builds: self.engine_thread_builds - before.engine_thread_builds,
            engine_thread_ms: self.engine_thread_ms - before.engine_thread_ms,
            waits: self.waits - before.waits,
            wait_ms: self.wait_ms - before.wait_ms,
            background_builds: self.background_builds - before.background_builds,
            background_ms: self.background_ms - before.background_ms,
            prewarm_hits: self.prewarm_hits - before.prewarm_hits,
            failures: self.failures - before.failures,
            modules_compiled: self.modules_compiled - before.modules_compiled,
            modules_ms: self.modules_ms - before.modules_ms,
            translations: self.translations - before.translations,
            recipes_loaded: self.recipes_loaded,
            recipes_undecodable: self.recipes_undecodable - before.recipes_undecodable,
            recipes_queued: self.recipes_queued - before.recipes_queued,
            recipes_recorded: self.recipes_recorded - before.recipes_recorded,
            recipes_too_large: self.recipes_too_large - before.recipes_too_large,
            prewarm_jobs: self.prewarm_jobs - before.prewarm_jobs,
            driver_cache_loaded_bytes: self.driver_cache_loaded_bytes,
            driver_cache_pipelines: self.driver_cache_pipelines - before.driver_cache_pipelines,
            driver_cache_saves: self.driver_cache_saves - before.driver_cache_saves,
        }
    }
}

impl std::ops::AddAssign for PipelineStats {
    /// Sums the counts of two devices; what their shared service loaded
    /// once (recipes, the driver blob) is counted once.
    fn add_assign(&mut self, o: PipelineStats) {
        self.engine_thread_builds += o.engine_thread_builds;
        self.engine_thread_ms += o.engine_thread_ms;
        self.waits += o.waits;
        self.wait_ms += o.wait_ms;
        self.background_builds += o.background_builds;
        self.background_ms += o.background_ms;
        self.prewarm_hits += o.prewarm_hits;
        self.failures += o.failures;
        self.modules_compiled += o.modules_compiled;
        self.modules_ms += o.modules_ms;
        self.translations += o.translations;
        self.recipes_loaded = self.recipes_loaded.max(o.recipes_loaded);
        self.recipes_undecodable += o.recipes_undecodable;
        self.recipes_queued += o.recipes_queued;
        self.recipes_recorded += o.recipes_recorded;
        self.recipes_too_large += o.recipes_too_large;
        self.prewarm_jobs += o.prewarm_jobs;
        self.driver_cache_loaded_bytes = self
            .driver_cache_loaded_bytes
            .max(o.driver_cache_loaded_bytes);
        self.driver_cache_pipelines += o.driver_cache_pipelines;
        self.driver_cache_saves += o.driver_cache_saves;
    }
}

impl PipelineCache {
    /// A device's empty map in front of `service`.
    pub(crate) fn new(service: PipelineService, gpu: &ninebridge_gpu::Gpu) -> Self {
        PipelineCache {
            map: FastMap::default(),
            stats_before: service.stats(),
            modules_before: gpu.shader_modules_created(),
            derived_before: service.modules().counts().derived,
            service,
        }
    }

    pub(crate) fn len(&self) -> usize {
        self.map.len()
    }

    pub(crate) fn get(&self, key: &PipelineKey) -> Option<Arc<CachedPipeline>> {
        self.map.get(key).cloned()
    }

    pub(crate) fn insert(&mut self, key: PipelineKey, pipeline: Arc<CachedPipeline>) {
        self.map.insert(key, pipeline);
    }
}

/// Samplers by their key (wgpu samplers are immutable; D3D9 sampler states
/// map onto a small set of them). A stage's sampler depends on its states,
/// on whether its texture has mip levels and on the anisotropy override
/// (`convert/anisotropy.rs`); the key is the resolved descriptor, so the
/// override adds samplers only where it changes one.
#[derive(Debug, Default)]
pub(crate) struct SamplerCache {
    /// Each sampler with its number (its index of creation), which names
    /// it in bind group keys.
    map: FastMap<crate::convert::SamplerKey, (u64, wgpu::Sampler)>,
    /// The sampler of each sampler stage, until its states, the mip-ness
    /// of its texture or the override change.
    pub(crate) stages: [Option<(u64, wgpu::Sampler)>; crate::state::SAMPLER_STAGES],
    /// `NINEBRIDGE_ANISOTROPY` (or [`crate::Device::set_anisotropy_override`]).
    pub(crate) anisotropy_override: Option<u16>,
    /// Samplers created whose anisotropy the override raised.
    pub(crate) raised: u64,
}

/// The device's sampler counters (`Device::sampler_stats`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, serde::Serialize)]
pub struct SamplerStats {
    /// Distinct samplers created.
    pub created: u64,
    /// Of those, the ones whose anisotropy `NINEBRIDGE_ANISOTROPY` raised
    /// above what the game's states give.
    pub anisotropy_raised: u64,
    /// The override in effect (0: none).
    pub anisotropy_override: u16,
}

impl SamplerCache {
    /// An empty cache with the process's `NINEBRIDGE_ANISOTROPY`, unless
    /// the adapter cannot filter anisotropically (wgpu would make every
    /// such sampler 1x anyway): then a log line and no override.
    pub(crate) fn from_env(gpu: &ninebridge_gpu::Gpu) -> Self {
        let mut anisotropy_override = crate::convert::anisotropy_from_env();
        if anisotropy_override.is_some()
            && !gpu
                .adapter()
                .get_downlevel_capabilities()
                .flags
                .contains(wgpu::DownlevelFlags::ANISOTROPIC_FILTERING)
        {
            tracing::warn!(
                "{}: the adapter has no anisotropic filtering; running without the override",
                crate::convert::ANISOTROPY_VARIABLE
            );
            anisotropy_override = None;
        }
        SamplerCache {
            anisotropy_override,
            ..Default::default()
        }
    }

    /// The sampler of `resolved` and its number, created on first use.
    pub(crate) fn get_or_create(
        &mut self,
        gpu: &ninebridge_gpu::Gpu,
        resolved: crate::convert::ResolvedSampler,
    ) -> crate::error::D3dResult<(u64, wgpu::Sampler)> {
        let key = resolved.key;
        if let Some(s) = self.map.get(&key) {
            return Ok(s.clone());
        }
        let desc = key.descriptor();
        let s = gpu.scoped("create_sampler", |d| d.create_sampler(&desc))?;
        let entry = (self.map.len() as u64, s);
        self.map.insert(key, entry.clone());
        self.raised += u64::from(resolved.raised);
        Ok(entry)
    }

    /// The counters.
    pub(crate) fn stats(&self) -> SamplerStats {
        SamplerStats {
            created: self.map.len() as u64,
            anisotropy_raised: self.raised,
            anisotropy_override: self.anisotropy_override.unwrap_or(0),
        }
    }
}
