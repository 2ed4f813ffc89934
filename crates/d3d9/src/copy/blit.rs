//! The blit: a triangle over the destination rectangle (the viewport)
//! sampling the source rectangle with a point or linear sampler. Used by
//! `StretchRect` when the copy stretches or converts formats.

use std::collections::HashMap;

use ninebridge_gpu::{Gpu, GpuError, wgpu};

use super::stretch::Source;
use crate::error::D3dResult;
use crate::renderer::Renderer;

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

impl Renderer {
    /// A command buffer drawing rectangle `source.rect` of the source into
    /// `dr` of the view `target` (of that format); timed as `blit -> WxH
    /// FORMAT` when profiling.
    pub(crate) fn blit_commands(
        &self,
        source: &Source,
        (dst_view, target): (wgpu::TextureView, wgpu::TextureFormat),
        dr: (u32, u32, u32, u32),
        linear: bool,
    ) -> D3dResult<wgpu::CommandBuffer> {
        let label = format!("blit -> {}x{} {target:?}", dr.2, dr.3).into();
        self.blit_commands_labelled(source, (dst_view, target), dr, linear, label)
    }

    /// [`Renderer::blit_commands`], timed as `label` when profiling.
    pub(crate) fn blit_commands_labelled(
        &self,
        source: &Source,
        (dst_view, target): (wgpu::TextureView, wgpu::TextureFormat),
        dr: (u32, u32, u32, u32),
        linear: bool,
        label: std::sync::Arc<str>,
    ) -> D3dResult<wgpu::CommandBuffer> {
        let sr = source.rect;
        let filterable = matches!(
            source
                .texture
                .format()
                .sample_type(None, Some(self.gpu.device().features())),
            Some(wgpu::TextureSampleType::Float { filterable: true })
        );
        let key = BlitKey { target, filterable };
        let sw = (source.texture.width() >> source.level).max(1) as f32;
        let sh = (source.texture.height() >> source.level).max(1) as f32;
        let uv = [
            sr.0 as f32 / sw,
            sr.1 as f32 / sh,
            (sr.0 + sr.2) as f32 / sw,
            (sr.1 + sr.3) as f32 / sh,
        ];
        let src_view = source.view.clone();
        let pipeline = self.blits.borrow_mut().get(&self.gpu, key)?;
        let filter = if linear && filterable {
            wgpu::FilterMode::Linear
        } else {
            wgpu::FilterMode::Nearest
        };
        Ok(self.gpu.scoped("stretch_rect (blit)", |device| {
            let uniforms = device.create_buffer(&wgpu::BufferDescriptor {
                label: Some("d3d9 blit"),
                size: 16,
                usage: wgpu::BufferUsages::UNIFORM | wgpu::BufferUsages::COPY_DST,
                mapped_at_creation: false,
            });
            self.gpu
                .queue()
                .write_buffer(&uniforms, 0, bytemuck::cast_slice(&uv));
            let sampler = device.create_sampler(&wgpu::SamplerDescriptor {
                label: Some("d3d9 blit"),
                mag_filter: filter,
                min_filter: filter,
                ..Default::default()
            });
            let group = device.create_bind_group(&wgpu::BindGroupDescriptor {
                label: Some("d3d9 blit"),
                layout: &pipeline.get_bind_group_layout(0),
                entries: &[
                    wgpu::BindGroupEntry {
                        binding: 0,
                        resource: uniforms.as_entire_binding(),
                    },
                    wgpu::BindGroupEntry {
                        binding: 1,
                        resource: wgpu::BindingResource::TextureView(&src_view),
                    },
                    wgpu::BindGroupEntry {
                        binding: 2,
                        resource: wgpu::BindingResource::Sampler(&sampler),
                    },
                ],
            });
            let mut encoder = device.create_command_encoder(&Default::default());
            self.with_pass_writes(
                || label,
                |timestamp_writes| {
                    let mut pass = encoder.begin_render_pass(&wgpu::RenderPassDescriptor {
                        label: Some("d3d9 stretch_rect"),
                        timestamp_writes,
                        color_attachments: &[Some(wgpu::RenderPassColorAttachment {
                            view: &dst_view,
                            depth_slice: None,
                            resolve_target: None,
                            ops: wgpu::Operations {
                                load: wgpu::LoadOp::Load,
                                store: wgpu::StoreOp::Store,
                            },
                        })],
                        ..Default::default()
                    });
                    let (x, y, w, h) = dr;
                    pass.set_pipeline(&pipeline);
                    pass.set_viewport(x as f32, y as f32, w as f32, h as f32, 0.0, 1.0);
                    pass.set_scissor_rect(x, y, w, h);
                    pass.set_bind_group(0, &group, &[]);
                    pass.draw(0..3, 0..1);
                },
            );
            encoder.finish()
        })?)
    }
}
