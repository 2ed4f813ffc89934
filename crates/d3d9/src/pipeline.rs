//! Translated shaders on the GPU and the render pipeline cache, keyed by
//! every piece of state a wgpu pipeline bakes in.

use std::collections::HashMap;
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
    pub(crate) interface: Vec<crate::link::StageInput>,
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
}

/// The in-memory pipeline cache.
#[derive(Debug, Default)]
pub(crate) struct PipelineCache {
    map: HashMap<PipelineKey, Arc<CachedPipeline>>,
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

/// Creates the pipeline for `key` (layout derived from the shaders).
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
    let pipeline = gpu.scoped("create_render_pipeline", |device| {
        device.create_render_pipeline(&wgpu::RenderPipelineDescriptor {
            label: Some("d3d9 pipeline"),
            layout: None,
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
        })
    })?;
    Ok(CachedPipeline { pipeline })
}
