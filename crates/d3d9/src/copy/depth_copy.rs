//! `StretchRect` between depth-stencil surfaces whose GPU format wgpu
//! cannot copy (`Depth24Plus`, `Depth24PlusStencil8`: D3D9's D24S8,
//! D24X8, D24X4S4, D15S1): fullscreen passes into the destination. The
//! depth is written as `@builtin(frag_depth)` read from the source's depth
//! aspect; wgpu has no stencil export, so the stencil is cleared and then
//! built bit by bit: one pass a bit, each keeping the pixels whose source
//! stencil has the bit and replacing it (write mask of that bit, reference
//! 0xff).

use std::collections::HashMap;

use ninebridge_gpu::{Gpu, GpuError, wgpu};

const VERTEX: &str = r#"
@vertex fn vs(@builtin(vertex_index) i: u32) -> @builtin(position) vec4<f32> {
    let p = vec2(f32((i << 1u) & 2u), f32(i & 2u)) * 2.0 - 1.0;
    return vec4(p, 0.0, 1.0);
}
"#;

const DEPTH: &str = r#"
@group(0) @binding(0) var t: texture_depth_2d;
@fragment fn fs(@builtin(position) p: vec4<f32>) -> @builtin(frag_depth) f32 {
    return textureLoad(t, vec2<i32>(p.xy), 0);
}
"#;

/// The fragment stage of stencil bit `bit`'s pass.
fn stencil_bit(bit: u32) -> String {
    format!(
        r#"
@group(0) @binding(0) var t: texture_2d<u32>;
@fragment fn fs(@builtin(position) p: vec4<f32>) {{
    if ((textureLoad(t, vec2<i32>(p.xy), 0).r >> {bit}u) & 1u) == 0u {{
        discard;
    }}
}}
"#
    )
}

/// A pass's pipeline: the destination format and the stencil bit it
/// writes (`None`: the depth pass).
type Key = (wgpu::TextureFormat, Option<u32>);

/// The depth-copy pipelines, created on first use.
#[derive(Debug, Default)]
pub(crate) struct DepthCopyPipelines {
    pipelines: HashMap<Key, wgpu::RenderPipeline>,
}

impl DepthCopyPipelines {
    fn get(&mut self, gpu: &Gpu, key: Key) -> Result<wgpu::RenderPipeline, GpuError> {
        if let Some(p) = self.pipelines.get(&key) {
            return Ok(p.clone());
        }
        let (format, bit) = key;
        let fragment = bit.map_or_else(|| DEPTH.to_string(), stencil_bit);
        let source = format!("{VERTEX}{fragment}");
        let module = naga::front::wgsl::parse_str(&source).map_err(|e| GpuError::Validation {
            what: "depth copy shader",
            message: e.message().to_string(),
        })?;
        let shader = gpu.create_shader("d3d9 depth copy", module)?;
        let face = wgpu::StencilFaceState {
            compare: wgpu::CompareFunction::Always,
            fail_op: wgpu::StencilOperation::Keep,
            depth_fail_op: wgpu::StencilOperation::Keep,
            pass_op: wgpu::StencilOperation::Replace,
        };
        let depth_stencil = wgpu::DepthStencilState {
            format,
            depth_write_enabled: Some(bit.is_none()),
            depth_compare: Some(wgpu::CompareFunction::Always),
            stencil: match bit {
                Some(b) => wgpu::StencilState {
                    front: face,
                    back: face,
                    read_mask: 0xff,
                    write_mask: 1 << b,
                },
                None => wgpu::StencilState::default(),
            },
            bias: wgpu::DepthBiasState::default(),
        };
        let pipeline = gpu.scoped("create_render_pipeline (depth copy)", |device| {
            device.create_render_pipeline(&wgpu::RenderPipelineDescriptor {
                label: Some("d3d9 depth copy"),
                layout: None,
                vertex: wgpu::VertexState {
                    module: &shader,
                    entry_point: Some("vs"),
                    compilation_options: Default::default(),
                    buffers: &[],
                },
                primitive: wgpu::PrimitiveState::default(),
                depth_stencil: Some(depth_stencil),
                multisample: wgpu::MultisampleState::default(),
                fragment: Some(wgpu::FragmentState {
                    module: &shader,
                    entry_point: Some("fs"),
                    compilation_options: Default::default(),
                    targets: &[],
                }),
                multiview_mask: None,
                cache: None,
            })
        })?;
        self.pipelines.insert(key, pipeline.clone());
        Ok(pipeline)
    }

    /// Records the copy of `src`'s level `level`, layer `layer` (a texture
    /// of `format`) into the depth-stencil view `dst` of the same size.
    pub(crate) fn record(
        &mut self,
        gpu: &Gpu,
        encoder: &mut wgpu::CommandEncoder,
        (src, level, layer): (&wgpu::Texture, u32, u32),
        dst: &wgpu::TextureView,
    ) -> Result<(), GpuError> {
        let format = src.format();
        let stencil = format.has_stencil_aspect();
        let view = |aspect| {
            src.create_view(&wgpu::TextureViewDescriptor {
                dimension: Some(wgpu::TextureViewDimension::D2),
                aspect,
                base_mip_level: level,
                mip_level_count: Some(1),
                base_array_layer: layer,
                array_layer_count: Some(1),
                ..Default::default()
            })
        };
        let mut passes = vec![(
            self.get(gpu, (format, None))?,
            view(wgpu::TextureAspect::DepthOnly),
        )];
        if stencil {
            let stencil_view = view(wgpu::TextureAspect::StencilOnly);
            for bit in 0..8 {
                passes.push((self.get(gpu, (format, Some(bit)))?, stencil_view.clone()));
            }
        }
        let groups: Vec<_> = passes
            .iter()
            .map(|(pipeline, source)| {
                gpu.device().create_bind_group(&wgpu::BindGroupDescriptor {
                    label: Some("d3d9 depth copy"),
                    layout: &pipeline.get_bind_group_layout(0),
                    entries: &[wgpu::BindGroupEntry {
                        binding: 0,
                        resource: wgpu::BindingResource::TextureView(source),
                    }],
                })
            })
            .collect();
        let mut pass = encoder.begin_render_pass(&wgpu::RenderPassDescriptor {
            label: Some("d3d9 depth copy"),
            color_attachments: &[],
            depth_stencil_attachment: Some(wgpu::RenderPassDepthStencilAttachment {
                view: dst,
                depth_ops: Some(wgpu::Operations {
                    load: wgpu::LoadOp::Load,
                    store: wgpu::StoreOp::Store,
                }),
                stencil_ops: stencil.then_some(wgpu::Operations {
                    load: wgpu::LoadOp::Clear(0),
                    store: wgpu::StoreOp::Store,
                }),
            }),
            ..Default::default()
        });
        pass.set_stencil_reference(0xff);
        for ((pipeline, _), group) in passes.iter().zip(&groups) {
            pass.set_pipeline(pipeline);
            pass.set_bind_group(0, group, &[]);
            pass.draw(0..3, 0..1);
        }
        Ok(())
    }
}
