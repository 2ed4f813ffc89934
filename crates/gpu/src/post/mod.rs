//! The post-process chain run at `Present` (`NINEBRIDGE_POST`).
//!
//! Design: each pass is one fullscreen-triangle WGSL fragment shader
//! (`gamma.wgsl`, `fxaa.wgsl`, `cas.wgsl`, sharing `fullscreen.wgsl`),
//! written from the published descriptions of the algorithms. Every read
//! is a `textureLoad` on clamped texels (bilinear reads are blended by
//! hand), so any float-sampleable source format works without a sampler
//! and the CPU references in the tests compute exactly the same maths.
//! [`PostChain`] owns one pipeline per pass, a uniform buffer per pass for
//! its parameter, and two ping-pong intermediates (made on first use and
//! when the size changes); it reads a source texture and writes the last
//! pass into a destination of [`POST_FORMAT`]. The source is never
//! written: the D3D9 back buffer keeps the game's image.

mod spec;

pub use spec::{
    CAS_DEFAULT, CAS_RANGE, GAMMA_RANGE, POST_ACCEPTED, POST_VAR, PostPass, PostSpecError,
    parse_post, post_from_env,
};

use crate::context::Gpu;
use crate::error::GpuError;

/// The format of the chain's intermediates and of its destination.
pub const POST_FORMAT: wgpu::TextureFormat = wgpu::TextureFormat::Rgba8Unorm;

fn shader_source(pass: PostPass) -> String {
    let body = match pass {
        PostPass::Gamma(_) => include_str!("gamma.wgsl"),
        PostPass::Fxaa => include_str!("fxaa.wgsl"),
        PostPass::Cas(_) => include_str!("cas.wgsl"),
    };
    format!("{}\n{}", include_str!("fullscreen.wgsl"), body)
}

/// One built pass.
#[derive(Debug)]
struct Stage {
    pass: PostPass,
    pipeline: wgpu::RenderPipeline,
    params: wgpu::Buffer,
}

/// The passes' pipelines and intermediates. See the module notes.
#[derive(Debug)]
pub struct PostChain {
    layout: wgpu::BindGroupLayout,
    stages: Vec<Stage>,
    intermediates: Vec<wgpu::Texture>,
}

impl PostChain {
    /// Builds the pipelines of `passes` (run in this order).
    pub fn new(gpu: &Gpu, passes: &[PostPass]) -> Result<PostChain, GpuError> {
        gpu.scoped("post chain pipelines", |device| {
            let (layout, pipeline_layout) =
                crate::fullscreen::texture_and_uniform_layout(device, "post pass");
            let stages = passes
                .iter()
                .map(|&pass| {
                    let module = device.create_shader_module(wgpu::ShaderModuleDescriptor {
                        label: Some(pass.name()),
                        source: wgpu::ShaderSource::Wgsl(shader_source(pass).into()),
                    });
                    let pipeline = crate::fullscreen::pipeline(
                        device,
                        pass.name(),
                        &pipeline_layout,
                        &module,
                        POST_FORMAT,
                    );
                    let params = crate::fullscreen::uniform_vec4(device, "post pass parameter");
                    let value = [pass.parameter(), 0.0, 0.0, 0.0];
                    let bytes: Vec<u8> = value.iter().flat_map(|v| v.to_le_bytes()).collect();
                    gpu.queue().write_buffer(&params, 0, &bytes);
                    Stage {
                        pass,
                        pipeline,
                        params,
                    }
                })
                .collect();
            PostChain {
                layout,
                stages,
                intermediates: Vec::new(),
            }
        })
    }

    /// The passes, in order.
    pub fn passes(&self) -> Vec<PostPass> {
        self.stages.iter().map(|s| s.pass).collect()
    }

    /// Whether the chain has no pass.
    pub fn is_empty(&self) -> bool {
        self.stages.is_empty()
    }

    /// Makes a texture the chain can write (and the next pass read): a
    /// `width` x `height` [`POST_FORMAT`] texture that can also be copied
    /// from (readback) and bound.
    pub fn create_target(gpu: &Gpu, width: u32, height: u32) -> Result<wgpu::Texture, GpuError> {
        gpu.scoped("post target", |device| {
            device.create_texture(&wgpu::TextureDescriptor {
                label: Some("post target"),
                size: wgpu::Extent3d {
                    width,
                    height,
                    depth_or_array_layers: 1,
                },
                mip_level_count: 1,
                sample_count: 1,
                dimension: wgpu::TextureDimension::D2,
                format: POST_FORMAT,
                usage: wgpu::TextureUsages::RENDER_ATTACHMENT
                    | wgpu::TextureUsages::TEXTURE_BINDING
                    | wgpu::TextureUsages::COPY_SRC
                    | wgpu::TextureUsages::COPY_DST,
                view_formats: &[],
            })
        })
    }

    /// Runs every pass on level 0, layer 0 of `source` and writes the last
    /// into `dest` (a [`POST_FORMAT`] render target of the source's size,
    /// [`PostChain::create_target`]), submitting the work. Returns the
    /// number of passes run (0 for an empty chain, which writes nothing).
    pub fn run(
        &mut self,
        gpu: &Gpu,
        source: &wgpu::Texture,
        dest: &wgpu::Texture,
    ) -> Result<u32, GpuError> {
        self.run_profiled(gpu, source, dest, None)
    }

    /// [`PostChain::run`], each pass timed by `profiler` (when given) as
    /// `post NAME` (`post fxaa`).
    pub fn run_profiled(
        &mut self,
        gpu: &Gpu,
        source: &wgpu::Texture,
        dest: &wgpu::Texture,
        mut profiler: Option<&mut crate::GpuProfiler>,
    ) -> Result<u32, GpuError> {
        if self.stages.is_empty() {
            return Ok(0);
        }
        if dest.format() != POST_FORMAT || dest.size() != source.size() {
            return Err(GpuError::Validation {
                what: "post chain",
                message: format!(
                    "destination {:?} {}x{} is not a {POST_FORMAT:?} texture of the source's {}x{}",
                    dest.format(),
                    dest.width(),
                    dest.height(),
                    source.width(),
                    source.height()
                ),
            });
        }
        let (width, height) = (source.width(), source.height());
        let wanted = (self.stages.len() - 1).min(2);
        let stale = self
            .intermediates
            .first()
            .is_some_and(|t| (t.width(), t.height()) != (width, height));
        if stale {
            self.intermediates.clear();
        }
        while self.intermediates.len() < wanted {
            self.intermediates
                .push(Self::create_target(gpu, width, height)?);
        }
        let one_level = |t: &wgpu::Texture| {
            t.create_view(&wgpu::TextureViewDescriptor {
                label: Some("post view"),
                dimension: Some(wgpu::TextureViewDimension::D2),
                base_mip_level: 0,
                mip_level_count: Some(1),
                base_array_layer: 0,
                array_layer_count: Some(1),
                ..Default::default()
            })
        };
        let count = self.stages.len();
        let commands = gpu.scoped("post chain", |device| {
            let mut encoder = device.create_command_encoder(&wgpu::CommandEncoderDescriptor {
                label: Some("post chain"),
            });
            for (i, stage) in self.stages.iter().enumerate() {
                let input = if i == 0 {
                    source
                } else {
                    &self.intermediates[(i - 1) % 2]
                };
                let output = if i + 1 == count {
                    dest
                } else {
                    &self.intermediates[i % 2]
                };
                let input_view = one_level(input);
                let output_view = one_level(output);
                let bind = device.create_bind_group(&wgpu::BindGroupDescriptor {
                    label: Some("post pass"),
                    layout: &self.layout,
                    entries: &[
                        wgpu::BindGroupEntry {
                            binding: 0,
                            resource: wgpu::BindingResource::TextureView(&input_view),
                        },
                        wgpu::BindGroupEntry {
                            binding: 1,
                            resource: stage.params.as_entire_binding(),
                        },
                    ],
                });
                let timestamp_writes = crate::timed_pass_writes(profiler.as_deref_mut(), || {
                    format!("post {}", stage.pass.name()).into()
                });
                let mut pass = encoder.begin_render_pass(&wgpu::RenderPassDescriptor {
                    label: Some(stage.pass.name()),
                    timestamp_writes,
                    color_attachments: &[Some(wgpu::RenderPassColorAttachment {
                        view: &output_view,
                        depth_slice: None,
                        resolve_target: None,
                        ops: wgpu::Operations {
                            load: wgpu::LoadOp::Clear(wgpu::Color::BLACK),
                            store: wgpu::StoreOp::Store,
                        },
                    })],
                    ..Default::default()
                });
                pass.set_pipeline(&stage.pipeline);
                pass.set_bind_group(0, &bind, &[]);
                pass.draw(0..3, 0..1);
            }
            encoder.finish()
        })?;
        gpu.submit([commands])?;
        Ok(u32::try_from(count).unwrap_or(u32::MAX))
    }
}
