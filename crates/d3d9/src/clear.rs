//! Clears of part of a target (a viewport or scissor rectangle smaller than
//! the surface): wgpu's load-op clear always covers the whole attachment, so
//! these draw one triangle with a constant colour and depth inside the
//! rectangle, writing stencil with the reference value.

use std::collections::HashMap;

use ninebridge_gpu::{Gpu, GpuError, wgpu};

/// The clear shader: a triangle over the viewport at depth `c.depth.x`,
/// the colour in every output location.
const CLEAR_WGSL: &str = r#"
struct C { color: vec4<f32>, depth: vec4<f32> }
@group(0) @binding(0) var<uniform> c: C;
@vertex fn vs(@builtin(vertex_index) i: u32) -> @builtin(position) vec4<f32> {
    let p = vec2(f32((i << 1u) & 2u), f32(i & 2u)) * 2.0 - 1.0;
    return vec4(p, c.depth.x, 1.0);
}
struct O {
    @location(0) c0: vec4<f32>,
    @location(1) c1: vec4<f32>,
    @location(2) c2: vec4<f32>,
    @location(3) c3: vec4<f32>,
}
@fragment fn fs() -> O { return O(c.color, c.color, c.color, c.color); }
"#;

/// What a clear pipeline bakes in.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub(crate) struct ClearKey {
    /// Colour target formats (`None`: unbound slot or colour not cleared).
    pub(crate) colors: Vec<Option<wgpu::TextureFormat>>,
    /// Depth-stencil format, and whether depth and stencil are cleared.
    pub(crate) depth: Option<(wgpu::TextureFormat, bool, bool)>,
    /// Samples per pixel of the attachments (`crate::enhance`).
    pub(crate) samples: u32,
}

/// Clear pipelines by key, and the shader they share.
#[derive(Debug, Default)]
pub(crate) struct ClearPipelines {
    shader: Option<wgpu::ShaderModule>,
    pipelines: HashMap<ClearKey, wgpu::RenderPipeline>,
}

impl ClearPipelines {
    /// The pipeline for `key`, created on first use.
    pub(crate) fn get(
        &mut self,
        gpu: &Gpu,
        key: &ClearKey,
    ) -> Result<wgpu::RenderPipeline, GpuError> {
        if let Some(p) = self.pipelines.get(key) {
            return Ok(p.clone());
        }
        let shader = match &self.shader {
            Some(s) => s.clone(),
            None => {
                // The constant WGSL above always parses; a failure would be a
                // naga regression, reported as a validation error.
                let module =
                    naga::front::wgsl::parse_str(CLEAR_WGSL).map_err(|e| GpuError::Validation {
                        what: "clear shader",
                        message: e.message().to_string(),
                    })?;
                let s = gpu.create_shader("d3d9 clear", module)?;
                self.shader = Some(s.clone());
                s
            }
        };
        let targets: Vec<Option<wgpu::ColorTargetState>> =
            key.colors.iter().map(|f| f.map(Into::into)).collect();
        let depth_stencil = key.depth.map(|(format, depth, stencil)| {
            let face = wgpu::StencilFaceState {
                compare: wgpu::CompareFunction::Always,
                fail_op: wgpu::StencilOperation::Keep,
                depth_fail_op: wgpu::StencilOperation::Keep,
                pass_op: wgpu::StencilOperation::Replace,
            };
            wgpu::DepthStencilState {
                format,
                depth_write_enabled: Some(depth),
                depth_compare: Some(wgpu::CompareFunction::Always),
                stencil: if stencil && format.has_stencil_aspect() {
                    wgpu::StencilState {
                        front: face,
                        back: face,
                        read_mask: 0xff,
                        write_mask: 0xff,
                    }
                } else {
                    wgpu::StencilState::default()
                },
                bias: wgpu::DepthBiasState::default(),
            }
        });
        let pipeline = gpu.scoped("create_render_pipeline (clear)", |device| {
            device.create_render_pipeline(&wgpu::RenderPipelineDescriptor {
                label: Some("d3d9 clear"),
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
                    count: key.samples.max(1),
                    ..Default::default()
                },
                fragment: Some(wgpu::FragmentState {
                    module: &shader,
                    entry_point: Some("fs"),
                    compilation_options: Default::default(),
                    targets: &targets,
                }),
                multiview_mask: None,
                cache: None,
            })
        })?;
        self.pipelines.insert(key.clone(), pipeline.clone());
        Ok(pipeline)
    }
}
