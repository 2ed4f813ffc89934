//! The present blit's pipeline (`present.wgsl`): the back buffer stretched
//! over a window surface texture of one format.

use crate::context::Gpu;
use crate::error::GpuError;

/// The pipeline, its layout and the uniform buffer of the target's size.
#[derive(Debug)]
pub(crate) struct Blit {
    /// The target format the pipeline was built for.
    pub(crate) format: wgpu::TextureFormat,
    layout: wgpu::BindGroupLayout,
    pipeline: wgpu::RenderPipeline,
    sizes: wgpu::Buffer,
}

impl Blit {
    /// Builds the pipeline drawing into `format`.
    pub(crate) fn new(gpu: &Gpu, format: wgpu::TextureFormat) -> Result<Blit, GpuError> {
        gpu.scoped("present blit pipeline", |device| {
            let module = device.create_shader_module(wgpu::ShaderModuleDescriptor {
                label: Some("present blit"),
                source: wgpu::ShaderSource::Wgsl(include_str!("present.wgsl").into()),
            });
            let (layout, pipeline_layout) =
                crate::fullscreen::texture_and_uniform_layout(device, "present blit");
            let pipeline = crate::fullscreen::pipeline(
                device,
                "present blit",
                &pipeline_layout,
                &module,
                format,
            );
            let sizes = crate::fullscreen::uniform_vec4(device, "present blit sizes");
            Blit {
                format,
                layout,
                pipeline,
                sizes,
            }
        })
    }

    /// Records the blit of `source` (level 0, layer 0) over all of
    /// `target`, a `width` x `height` view of this blit's format, timed by
    /// `profiler` (when given) as `present`.
    pub(crate) fn record(
        &self,
        gpu: &Gpu,
        source: &wgpu::Texture,
        target: &wgpu::TextureView,
        (width, height): (u32, u32),
        profiler: Option<&mut crate::GpuProfiler>,
    ) -> Result<wgpu::CommandBuffer, GpuError> {
        let sizes: [f32; 4] = [width as f32, height as f32, 0.0, 0.0];
        let bytes: Vec<u8> = sizes.iter().flat_map(|v| v.to_le_bytes()).collect();
        gpu.queue().write_buffer(&self.sizes, 0, &bytes);
        gpu.scoped("present blit", |device| {
            let view = source.create_view(&wgpu::TextureViewDescriptor {
                label: Some("present source"),
                dimension: Some(wgpu::TextureViewDimension::D2),
                base_mip_level: 0,
                mip_level_count: Some(1),
                base_array_layer: 0,
                array_layer_count: Some(1),
                ..Default::default()
            });
            let bind = device.create_bind_group(&wgpu::BindGroupDescriptor {
                label: Some("present blit"),
                layout: &self.layout,
                entries: &[
                    wgpu::BindGroupEntry {
                        binding: 0,
                        resource: wgpu::BindingResource::TextureView(&view),
                    },
                    wgpu::BindGroupEntry {
                        binding: 1,
                        resource: self.sizes.as_entire_binding(),
                    },
                ],
            });
            let mut encoder = device.create_command_encoder(&wgpu::CommandEncoderDescriptor {
                label: Some("present"),
            });
            {
                let mut pass = encoder.begin_render_pass(&wgpu::RenderPassDescriptor {
                    label: Some("present blit"),
                    timestamp_writes: crate::timed_pass_writes(profiler, || "present".into()),
                    color_attachments: &[Some(wgpu::RenderPassColorAttachment {
                        view: target,
                        depth_slice: None,
                        resolve_target: None,
                        ops: wgpu::Operations {
                            load: wgpu::LoadOp::Clear(wgpu::Color::BLACK),
                            store: wgpu::StoreOp::Store,
                        },
                    })],
                    ..Default::default()
                });
                pass.set_pipeline(&self.pipeline);
                pass.set_bind_group(0, &bind, &[]);
                pass.draw(0..3, 0..1);
            }
            encoder.finish()
        })
    }
}
