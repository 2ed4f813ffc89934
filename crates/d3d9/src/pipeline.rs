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
    /// A number per layout, unique in the process: bind groups are cached
    /// by it (a layout object has no cheap identity of its own).
    pub(crate) layout_ids: Vec<u64>,
}

/// The next [`CachedPipeline::layout_ids`] value.
static NEXT_LAYOUT_ID: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(0);

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

/// The bind group layouts for the bindings of `vs` and `ps` (groups 0 to
/// the highest used; a group neither uses is empty).
fn bind_group_layouts(
    device: &wgpu::Device,
    vs: &CompiledShader,
    ps: &CompiledShader,
) -> Vec<wgpu::BindGroupLayout> {
    let mut used: Vec<UsedBinding> = vs.bindings.iter().chain(&ps.bindings).copied().collect();
    used.sort_unstable_by_key(|b| (b.group, b.binding));
    used.dedup_by_key(|b| (b.group, b.binding));
    let groups = used.iter().map(|b| b.group + 1).max().unwrap_or(0);
    (0..groups)
        .map(|g| {
            let entries: Vec<_> = used
                .iter()
                .filter(|b| b.group == g)
                .map(layout_entry)
                .collect();
            device.create_bind_group_layout(&wgpu::BindGroupLayoutDescriptor {
                label: Some("d3d9 bind group layout"),
                entries: &entries,
            })
        })
        .collect()
}

/// The in-memory pipeline cache.
#[derive(Debug, Default)]
pub(crate) struct PipelineCache {
    map: FastMap<PipelineKey, Arc<CachedPipeline>>,
}

impl PipelineCache {
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
    map: FastMap<crate::convert::SamplerKey, wgpu::Sampler>,
}

impl SamplerCache {
    /// The sampler of `key`, created on first use.
    pub(crate) fn get_or_create(
        &mut self,
        gpu: &ninebridge_gpu::Gpu,
        key: crate::convert::SamplerKey,
    ) -> crate::error::D3dResult<wgpu::Sampler> {
        if let Some(s) = self.map.get(&key) {
            return Ok(s.clone());
        }
        let desc = key.descriptor();
        let s = gpu.scoped("create_sampler", |d| d.create_sampler(&desc))?;
        self.map.insert(key, s.clone());
        Ok(s)
    }
}

/// Creates the pipeline for `key` (layout from the shaders' bindings).
pub(crate) fn create_pipeline(
    gpu: &ninebridge_gpu::Gpu,
    key: &PipelineKey,
    vs: &CompiledShader,
    ps: &CompiledShader,
) -> Result<CachedPipeline, ninebridge_gpu::GpuError> {
    let buffers: Vec<Option<wgpu::VertexBufferLayout<'_>>> = key
        .buffers
        .iter()
        .map(|(stride, attributes)| {
            Some(wgpu::VertexBufferLayout {
                array_stride: *stride,
                step_mode: if key.instanced {
                    wgpu::VertexStepMode::Instance
                } else {
                    wgpu::VertexStepMode::Vertex
                },
                attributes,
            })
        })
        .collect();
    let (pipeline, layouts) = gpu.scoped("create_render_pipeline", |device| {
        let layouts = bind_group_layouts(device, vs, ps);
        let refs: Vec<Option<&wgpu::BindGroupLayout>> = layouts.iter().map(Some).collect();
        let layout = device.create_pipeline_layout(&wgpu::PipelineLayoutDescriptor {
            label: Some("d3d9 pipeline layout"),
            bind_group_layouts: &refs,
            immediate_size: 0,
        });
        let pipeline = device.create_render_pipeline(&wgpu::RenderPipelineDescriptor {
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
            cache: None,
        });
        (pipeline, layouts)
    })?;
    let layout_ids = layouts
        .iter()
        .map(|_| NEXT_LAYOUT_ID.fetch_add(1, std::sync::atomic::Ordering::Relaxed))
        .collect();
    Ok(CachedPipeline {
        pipeline,
        layouts,
        layout_ids,
    })
}
