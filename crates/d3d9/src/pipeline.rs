//! Translated shaders on the GPU and the render pipeline cache, keyed by
//! every piece of state a wgpu pipeline bakes in.

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
    /// A sampled texture of this dimension.
    Texture(wgpu::TextureViewDimension),
    /// A sampler.
    Sampler,
}

/// One resource the entry point uses.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) struct UsedBinding {
    pub(crate) group: u32,
    pub(crate) binding: u32,
    pub(crate) kind: BindingKind,
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

/// Everything a render pipeline bakes in.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
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

/// The layout entry of a binding the shaders use. The constants block
/// (binding 0) takes a dynamic offset (the draw's place in the uniform
/// ring); the renderer block (binding 1) is a whole immutable buffer per
/// distinct content, so draws that do not change it bind nothing new
/// (every dynamic offset costs wgpu validation and tracking per draw).
/// Textures and samplers are what the translator declares (float textures,
/// filtering samplers). Every entry is visible to both stages.
fn layout_entry(b: &UsedBinding) -> wgpu::BindGroupLayoutEntry {
    let ty = match b.kind {
        BindingKind::Uniform => wgpu::BindingType::Buffer {
            ty: wgpu::BufferBindingType::Uniform,
            has_dynamic_offset: b.binding == 0,
            min_binding_size: None,
        },
        BindingKind::Storage => wgpu::BindingType::Buffer {
            ty: wgpu::BufferBindingType::Storage { read_only: true },
            has_dynamic_offset: b.binding == 0,
            min_binding_size: None,
        },
        BindingKind::Texture(dim) => wgpu::BindingType::Texture {
            sample_type: wgpu::TextureSampleType::Float { filterable: true },
            view_dimension: dim,
            multisampled: false,
        },
        BindingKind::Sampler => wgpu::BindingType::Sampler(wgpu::SamplerBindingType::Filtering),
    };
    wgpu::BindGroupLayoutEntry {
        binding: b.binding,
        visibility: wgpu::ShaderStages::VERTEX_FRAGMENT,
        ty,
        count: None,
    }
}

/// The bindings of `vs` and `ps` per bind group (groups 0 to the highest
/// used; a group neither uses is empty), each sorted by binding.
fn group_bindings(vs: &CompiledShader, ps: &CompiledShader) -> Vec<Vec<UsedBinding>> {
    let mut used: Vec<UsedBinding> = vs.bindings.iter().chain(&ps.bindings).copied().collect();
    used.sort_unstable_by_key(|b| (b.group, b.binding));
    used.dedup_by_key(|b| (b.group, b.binding));
    let groups = used.iter().map(|b| b.group + 1).max().unwrap_or(0);
    (0..groups)
        .map(|g| used.iter().filter(|b| b.group == g).copied().collect())
        .collect()
}

/// The in-memory pipeline cache, and the bind group layouts its pipelines
/// share: one per distinct set of bindings, so that pipelines differing
/// only in fixed-function state (blending, depth, culling) take the same
/// bind groups and a draw that switches between them rebinds nothing.
#[derive(Debug, Default)]
pub(crate) struct PipelineCache {
    map: FastMap<PipelineKey, Arc<CachedPipeline>>,
    layouts: FastMap<Vec<UsedBinding>, (u64, wgpu::BindGroupLayout)>,
    /// Pipelines built on the draw thread and the time they took.
    pub(crate) engine_builds: u64,
    pub(crate) engine_time: std::time::Duration,
    /// `NINEBRIDGE_PIPELINE_TRACE=1`: log every build with its duration.
    pub(crate) trace: bool,
    /// The GPU's module counters when the device was made (clones of a
    /// `Gpu` share them; the device reports its own).
    pub(crate) modules_before: (u64, std::time::Duration),
    /// The driver's pipeline cache, where the adapter has one and
    /// `NINEBRIDGE_PIPELINE_CACHE` is not 0 ([`driver_cache_from_env`]).
    pub(crate) driver: Option<ninebridge_pipelines::DriverCache>,
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

/// The driver pipeline cache of `gpu` in the pipeline cache directory.
pub(crate) fn driver_cache_from_env(
    gpu: &ninebridge_gpu::Gpu,
) -> Option<ninebridge_pipelines::DriverCache> {
    ninebridge_pipelines::DriverCache::open(gpu, pipeline_cache_dir()?)
}

/// The device's pipeline statistics (`--stats-json`'s `"pipelines"`).
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct PipelineStats {
    /// Pipelines built on the draw thread (a draw waited for each).
    pub engine_thread_builds: u64,
    /// Milliseconds those builds took.
    pub engine_thread_ms: f64,
    /// Shader modules created (translated, fixed-function and derived).
    pub modules_compiled: u64,
    /// Milliseconds their creation took.
    pub modules_ms: f64,
    /// Shader bytecode translations (one per distinct bytecode and
    /// variant: shader objects of the same bytes share them, failures
    /// included).
    pub translations: u64,
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

impl PipelineCache {
    /// An empty cache; `trace` logs every build.
    pub(crate) fn new(
        trace: bool,
        modules_before: (u64, std::time::Duration),
        driver: Option<ninebridge_pipelines::DriverCache>,
    ) -> Self {
        PipelineCache {
            trace,
            modules_before,
            driver,
            ..Default::default()
        }
    }

    /// The shared layout of a group with bindings `used`, and its number.
    fn group_layout(
        &mut self,
        device: &wgpu::Device,
        used: Vec<UsedBinding>,
    ) -> (u64, wgpu::BindGroupLayout) {
        let next = self.layouts.len() as u64;
        self.layouts
            .entry(used)
            .or_insert_with_key(|used| {
                let entries: Vec<_> = used.iter().map(layout_entry).collect();
                let layout = device.create_bind_group_layout(&wgpu::BindGroupLayoutDescriptor {
                    label: Some("d3d9 bind group layout"),
                    entries: &entries,
                });
                (next, layout)
            })
            .clone()
    }

    /// Creates the pipeline for `key` (layouts from the shaders' bindings).
    pub(crate) fn create(
        &mut self,
        gpu: &ninebridge_gpu::Gpu,
        key: &PipelineKey,
        vs: &CompiledShader,
        ps: &CompiledShader,
    ) -> Result<CachedPipeline, ninebridge_gpu::GpuError> {
        let layouts: Vec<_> = group_bindings(vs, ps)
            .into_iter()
            .map(|used| self.group_layout(gpu.device(), used))
            .collect();
        let cache = self.driver.as_ref().map(|d| d.cache());
        let pipeline = create_pipeline(gpu, key, vs, ps, layouts, cache)?;
        if let Some(d) = &self.driver {
            d.note_build();
        }
        Ok(pipeline)
    }

    /// Writes the driver cache when no pipeline was built for its quiet
    /// period (`flush`: now). A failed write is logged and retried later;
    /// the session goes on without it.
    pub(crate) fn save_driver_cache(&self, flush: bool) {
        if let Some(d) = &self.driver {
            let result = if flush {
                d.flush()
            } else {
                d.save_if_quiet(std::time::Instant::now())
            };
            if let Err(e) = result {
                tracing::warn!("[pipelines] driver cache not saved: {e}");
            }
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
/// map onto a small set of them).
#[derive(Debug, Default)]
pub(crate) struct SamplerCache {
    /// Each sampler with its number (its index of creation), which names
    /// it in bind group keys.
    map: FastMap<crate::convert::SamplerKey, (u64, wgpu::Sampler)>,
    /// The sampler of each sampler stage, until its states change.
    pub(crate) stages: [Option<(u64, wgpu::Sampler)>; crate::state::SAMPLER_STAGES],
}

impl SamplerCache {
    /// The sampler of `key` and its number, created on first use.
    pub(crate) fn get_or_create(
        &mut self,
        gpu: &ninebridge_gpu::Gpu,
        key: crate::convert::SamplerKey,
    ) -> crate::error::D3dResult<(u64, wgpu::Sampler)> {
        if let Some(s) = self.map.get(&key) {
            return Ok(s.clone());
        }
        let desc = key.descriptor();
        let s = gpu.scoped("create_sampler", |d| d.create_sampler(&desc))?;
        let entry = (self.map.len() as u64, s);
        self.map.insert(key, entry.clone());
        Ok(entry)
    }
}

/// Creates the pipeline for `key` with the group layouts `layouts`.
fn create_pipeline(
    gpu: &ninebridge_gpu::Gpu,
    key: &PipelineKey,
    vs: &CompiledShader,
    ps: &CompiledShader,
    layouts: Vec<(u64, wgpu::BindGroupLayout)>,
    cache: Option<&wgpu::PipelineCache>,
) -> Result<CachedPipeline, ninebridge_gpu::GpuError> {
    let buffers: Vec<Option<wgpu::VertexBufferLayout<'_>>> = key
        .buffers
        .iter()
        .enumerate()
        .map(|(slot, (stride, attributes))| {
            Some(wgpu::VertexBufferLayout {
                array_stride: *stride,
                step_mode: if key.instanced || key.instance_slots & (1 << slot) != 0 {
                    wgpu::VertexStepMode::Instance
                } else {
                    wgpu::VertexStepMode::Vertex
                },
                attributes,
            })
        })
        .collect();
    let (layout_ids, layouts): (Vec<u64>, Vec<wgpu::BindGroupLayout>) = layouts.into_iter().unzip();
    let pipeline = gpu.scoped("create_render_pipeline", |device| {
        let refs: Vec<Option<&wgpu::BindGroupLayout>> = layouts.iter().map(Some).collect();
        let layout = device.create_pipeline_layout(&wgpu::PipelineLayoutDescriptor {
            label: Some("d3d9 pipeline layout"),
            bind_group_layouts: &refs,
            immediate_size: 0,
        });
        device.create_render_pipeline(&wgpu::RenderPipelineDescriptor {
            label: Some("d3d9 pipeline"),
            layout: Some(&layout),
            vertex: wgpu::VertexState {
                module: &vs.module,
                entry_point: Some(&vs.entry_point),
                compilation_options: Default::default(),
                buffers: &buffers,
            },
            primitive: key.primitive,
            depth_stencil: key.depth.clone(),
            multisample: Default::default(),
            fragment: Some(wgpu::FragmentState {
                module: &ps.module,
                entry_point: Some(&ps.entry_point),
                compilation_options: Default::default(),
                targets: &key.targets,
            }),
            multiview_mask: None,
            cache,
        })
    })?;
    Ok(CachedPipeline {
        pipeline,
        layouts,
        layout_ids,
    })
}
