//! The fullscreen passes that move contents between a surface's
//! single-sample texture and its multisampled twin where wgpu has no
//! operation for it (colour resolves use a render pass's resolve target
//! and need no shader):
//! - colour, single -> samples: every sample takes the texel (after a
//!   copy or fill wrote the single-sample texture);
//! - depth, samples -> single: sample 0 (`texture_depth_multisampled_2d`
//!   read into `@builtin(frag_depth)`, the "Sample0" depth resolve spec 004
//!   used);
//! - depth, single -> samples: the same depth in every sample.
//!
//! Stencil cannot be written from a shader in wgpu: a depth transfer keeps
//! the destination's own stencil (the caller counts such transfers).

use ninebridge_gpu::{Gpu, GpuError, wgpu};

/// Which transfer a pipeline does.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) enum Transfer {
    /// Colour texels into every sample.
    ColorUp,
    /// Depth sample 0 into the single-sample texture.
    DepthDown,
    /// Depth into every sample.
    DepthUp,
}

/// A pipeline of a transfer: the transfer, the destination's format and
/// sample count.
pub(crate) type TransferKey = (Transfer, wgpu::TextureFormat, u32);

const VERTEX: &str = r#"
@vertex fn vs(@builtin(vertex_index) i: u32) -> @builtin(position) vec4<f32> {
    let p = vec2(f32((i << 1u) & 2u), f32(i & 2u)) * 2.0 - 1.0;
    return vec4(p, 0.0, 1.0);
}
"#;

const COLOR_UP: &str = r#"
@group(0) @binding(0) var t: texture_2d<f32>;
@fragment fn fs(@builtin(position) p: vec4<f32>) -> @location(0) vec4<f32> {
    return textureLoad(t, vec2<i32>(p.xy), 0);
}
"#;

const DEPTH_DOWN: &str = r#"
@group(0) @binding(0) var t: texture_depth_multisampled_2d;
@fragment fn fs(@builtin(position) p: vec4<f32>) -> @builtin(frag_depth) f32 {
    return textureLoad(t, vec2<i32>(p.xy), 0);
}
"#;

const DEPTH_UP: &str = r#"
@group(0) @binding(0) var t: texture_depth_2d;
@fragment fn fs(@builtin(position) p: vec4<f32>) -> @builtin(frag_depth) f32 {
    return textureLoad(t, vec2<i32>(p.xy), 0);
}
"#;

/// Creates the pipeline of `key`.
pub(crate) fn create(
    gpu: &Gpu,
    (transfer, format, samples): TransferKey,
) -> Result<wgpu::RenderPipeline, GpuError> {
    let fragment = match transfer {
        Transfer::ColorUp => COLOR_UP,
        Transfer::DepthDown => DEPTH_DOWN,
        Transfer::DepthUp => DEPTH_UP,
    };
    let source = format!("{VERTEX}{fragment}");
    let module = naga::front::wgsl::parse_str(&source).map_err(|e| GpuError::Validation {
        what: "msaa transfer shader",
        message: e.message().to_string(),
    })?;
    let shader = gpu.create_shader("d3d9 msaa transfer", module)?;
    let color = [Some(wgpu::ColorTargetState::from(format))];
    let (targets, depth_stencil): (&[Option<wgpu::ColorTargetState>], _) = match transfer {
        Transfer::ColorUp => (&color, None),
        _ => (
            &[],
            Some(wgpu::DepthStencilState {
                format,
                depth_write_enabled: Some(true),
                depth_compare: Some(wgpu::CompareFunction::Always),
                stencil: wgpu::StencilState::default(),
                bias: wgpu::DepthBiasState::default(),
            }),
        ),
    };
    gpu.scoped("create_render_pipeline (msaa transfer)", |device| {
        device.create_render_pipeline(&wgpu::RenderPipelineDescriptor {
            label: Some("d3d9 msaa transfer"),
            layout: None,
            vertex: wgpu::VertexState {
                module: &shader,
                entry_point: Some("vs"),
                compilation_options: Default::default(),
                buffers: &[],
            },
            primitive: wgpu::PrimitiveState::default(),
            depth_stencil,
            multisample: wgpu::MultisampleState {
                count: samples,
                ..Default::default()
            },
            fragment: Some(wgpu::FragmentState {
                module: &shader,
                entry_point: Some("fs"),
                compilation_options: Default::default(),
                targets,
            }),
            multiview_mask: None,
            cache: None,
        })
    })
}

/// Records a transfer into `dst` (a colour or depth attachment view of
/// the pipeline's format and count) reading `src` (a view the fragment
/// stage binds: the single-sample texture, or the depth aspect of the
/// multisampled twin).
pub(crate) fn record(
    gpu: &Gpu,
    encoder: &mut wgpu::CommandEncoder,
    pipeline: &wgpu::RenderPipeline,
    (transfer, format): (Transfer, wgpu::TextureFormat),
    src: &wgpu::TextureView,
    dst: &wgpu::TextureView,
) {
    let layout = pipeline.get_bind_group_layout(0);
    let group = gpu.device().create_bind_group(&wgpu::BindGroupDescriptor {
        label: Some("d3d9 msaa transfer"),
        layout: &layout,
        entries: &[wgpu::BindGroupEntry {
            binding: 0,
            resource: wgpu::BindingResource::TextureView(src),
        }],
    });
    let color = [Some(wgpu::RenderPassColorAttachment {
        view: dst,
        depth_slice: None,
        resolve_target: None,
        ops: wgpu::Operations {
            load: wgpu::LoadOp::Load,
            store: wgpu::StoreOp::Store,
        },
    })];
    let (colors, depth): (&[Option<wgpu::RenderPassColorAttachment<'_>>], _) = match transfer {
        Transfer::ColorUp => (&color, None),
        _ => (
            &[],
            Some(wgpu::RenderPassDepthStencilAttachment {
                view: dst,
                depth_ops: Some(wgpu::Operations {
                    load: wgpu::LoadOp::Load,
                    store: wgpu::StoreOp::Store,
                }),
                stencil_ops: format.has_stencil_aspect().then_some(wgpu::Operations {
                    load: wgpu::LoadOp::Load,
                    store: wgpu::StoreOp::Store,
                }),
            }),
        ),
    };
    let mut pass = encoder.begin_render_pass(&wgpu::RenderPassDescriptor {
        label: Some("d3d9 msaa transfer"),
        color_attachments: colors,
        depth_stencil_attachment: depth,
        ..Default::default()
    });
    pass.set_pipeline(pipeline);
    pass.set_bind_group(0, &group, &[]);
    pass.draw(0..3, 0..1);
}

/// Records the resolve of colour view `samples` into `single` (a render
/// pass that loads and keeps the samples: later passes load them again).
pub(crate) fn resolve_color(
    encoder: &mut wgpu::CommandEncoder,
    samples: &wgpu::TextureView,
    single: &wgpu::TextureView,
) {
    drop(encoder.begin_render_pass(&wgpu::RenderPassDescriptor {
        label: Some("d3d9 msaa resolve"),
        color_attachments: &[Some(wgpu::RenderPassColorAttachment {
            view: samples,
            depth_slice: None,
            resolve_target: Some(single),
            ops: wgpu::Operations {
                load: wgpu::LoadOp::Load,
                store: wgpu::StoreOp::Store,
            },
        })],
        ..Default::default()
    }));
}
