//! The blit: a triangle over the destination rectangle (the viewport)
//! sampling the source rectangle with a point or linear sampler. Used by
//! `StretchRect` when the copy stretches or converts formats.

use std::collections::HashMap;

use ninebridge_gpu::{Gpu, GpuError, wgpu};

/// The blit shader: `b.src` is the source rectangle in normalised texture
/// coordinates (u0, v0, u1, v1); the triangle's corners at 0 and 2 extend
/// the mapping past the rectangle, so every covered pixel centre samples
/// `src0 + (x + 0.5) / width * (src1 - src0)`.
const BLIT_WGSL: &str = r#"
struct B { src: vec4<f32> }
@group(0) @binding(0) var<uniform> b: B;
@group(0) @binding(1) var t: texture_2d<f32>;
@group(0) @binding(2) var s: sampler;
struct V { @builtin(position) pos: vec4<f32>, @location(0) uv: vec2<f32> }
@vertex fn vs(@builtin(vertex_index) i: u32) -> V {
    let p = vec2(f32((i << 1u) & 2u), f32(i & 2u));
    var o: V;
    o.pos = vec4(p * vec2(2.0, -2.0) + vec2(-1.0, 1.0), 0.0, 1.0);
    o.uv = mix(b.src.xy, b.src.zw, p);
    return o;
}
@fragment fn fs(v: V) -> @location(0) vec4<f32> {
    return textureSampleLevel(t, s, v.uv, 0.0);
}
"#;

/// What a blit pipeline bakes in: the destination format and whether the
/// source can be filtered (32-bit float textures cannot, in core wgpu).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) struct BlitKey {
    pub(crate) target: wgpu::TextureFormat,
    pub(crate) filterable: bool,
}

/// Blit pipelines by key, and the shader they share.
#[derive(Debug, Default)]
pub(crate) struct BlitPipelines {
    shader: Option<wgpu::ShaderModule>,
    pipelines: HashMap<BlitKey, wgpu::RenderPipeline>,
    /// The passes of depth-stencil copies wgpu cannot make.
    pub(crate) depth: super::depth_copy::DepthCopyPipelines,
}

impl BlitPipelines {
    /// The pipeline for `key`, created on first use.
    pub(crate) fn get(
        &mut self,
        gpu: &Gpu,
        key: BlitKey,
    ) -> Result<wgpu::RenderPipeline, GpuError> {
        if let Some(p) = self.pipelines.get(&key) {
            return Ok(p.clone());
        }
        let shader = match &self.shader {
            Some(s) => s.clone(),
            None => {
                let module =
                    naga::front::wgsl::parse_str(BLIT_WGSL).map_err(|e| GpuError::Validation {
                        what: "blit shader",
                        message: e.message().to_string(),
                    })?;
                let s = gpu.create_shader("d3d9 blit", module)?;
                self.shader = Some(s.clone());
                s
            }
        };
        let pipeline = gpu.scoped("create_render_pipeline (blit)", |device| {
            let layout = device.create_bind_group_layout(&wgpu::BindGroupLayoutDescriptor {
                label: Some("d3d9 blit"),
                entries: &[
                    wgpu::BindGroupLayoutEntry {
                        binding: 0,
                        visibility: wgpu::ShaderStages::VERTEX,
                        ty: wgpu::BindingType::Buffer {
                            ty: wgpu::BufferBindingType::Uniform,
                            has_dynamic_offset: false,
                            min_binding_size: None,
                        },
                        count: None,
                    },
                    wgpu::BindGroupLayoutEntry {
                        binding: 1,
                        visibility: wgpu::ShaderStages::FRAGMENT,
                        ty: wgpu::BindingType::Texture {
                            sample_type: wgpu::TextureSampleType::Float {
                                filterable: key.filterable,
                            },
                            view_dimension: wgpu::TextureViewDimension::D2,
                            multisampled: false,
                        },
                        count: None,
                    },
                    wgpu::BindGroupLayoutEntry {
                        binding: 2,
                        visibility: wgpu::ShaderStages::FRAGMENT,
                        ty: wgpu::BindingType::Sampler(if key.filterable {
                            wgpu::SamplerBindingType::Filtering
                        } else {
                            wgpu::SamplerBindingType::NonFiltering
                        }),
                        count: None,
                    },
                ],
            });
            let layout = device.create_pipeline_layout(&wgpu::PipelineLayoutDescriptor {
                label: Some("d3d9 blit"),
                bind_group_layouts: &[Some(&layout)],
                immediate_size: 0,
            });
            device.create_render_pipeline(&wgpu::RenderPipelineDescriptor {
                label: Some("d3d9 blit"),
                layout: Some(&layout),
                vertex: wgpu::VertexState {
                    module: &shader,
                    entry_point: Some("vs"),
                    compilation_options: Default::default(),
                    buffers: &[],
                },
                primitive: wgpu::PrimitiveState::default(),
                depth_stencil: None,
                multisample: Default::default(),
                fragment: Some(wgpu::FragmentState {
                    module: &shader,
                    entry_point: Some("fs"),
                    compilation_options: Default::default(),
                    targets: &[Some(key.target.into())],
                }),
                multiview_mask: None,
                cache: None,
            })
        })?;
        self.pipelines.insert(key, pipeline.clone());
        Ok(pipeline)
    }
}
