//! Pipelines from the current state: the parts of the key (vertex buffer
//! layouts matched to the shader's inputs, primitive state, colour
//! targets) and the lookup in the pipeline cache.

use std::sync::Arc;

use ninebridge_gpu::wgpu;

use super::targets::Target;

use crate::convert;
use crate::error::{D3dResult, invalid, not_available};
use crate::pipeline::{CachedPipeline, CompiledShader, PipelineKey};
use crate::renderer::Renderer;
use crate::state::RenderStates;
use ninebridge_types::{PrimitiveType, RenderState};

/// One vertex buffer slot of a pipeline: stride and attributes.
pub(super) type BufferLayout = (u64, Vec<wgpu::VertexAttribute>);

impl Renderer {
    /// The vertex buffer layouts for the declaration and the shader's
    /// inputs, and the streams feeding each layout slot (`None`: the zero
    /// buffer for inputs the declaration lacks).
    pub(super) fn vertex_layout(
        &self,
        state: &crate::state::State,
        resources: &crate::resource::Resources,
        vs: &CompiledShader,
    ) -> D3dResult<(Vec<BufferLayout>, Vec<Option<u16>>)> {
        let decl_id = state
            .declaration()
            .ok_or_else(|| invalid!("no vertex declaration is set (FVF is not supported)"))?;
        let elements = resources.declarations.get(decl_id.0)?;
        let mut slots: Vec<(u16, u64, Vec<wgpu::VertexAttribute>)> = Vec::new();
        let mut zero_attrs = Vec::new();
        for input in &vs.inputs {
            let element = elements
                .iter()
                .find(|e| e.usage == input.usage && u32::from(e.usage_index) == input.usage_index);
            let Some(e) = element else {
                zero_attrs.push(wgpu::VertexAttribute {
                    format: wgpu::VertexFormat::Float32x4,
                    offset: 0,
                    shader_location: input.location,
                });
                continue;
            };
            let stream = state.streams()[usize::from(e.stream)].ok_or_else(|| {
                invalid!(
                    "declaration reads stream {} but no buffer is bound there",
                    e.stream
                )
            })?;
            let attr = wgpu::VertexAttribute {
                format: convert::vertex_format(e.ty)?,
                offset: u64::from(e.offset),
                shader_location: input.location,
            };
            match slots.iter_mut().find(|s| s.0 == e.stream) {
                Some(slot) => slot.2.push(attr),
                None => slots.push((e.stream, u64::from(stream.stride), vec![attr])),
            }
        }
        let mut layouts = Vec::new();
        let mut streams = Vec::new();
        for (stream, stride, attrs) in slots {
            layouts.push((stride, attrs));
            streams.push(Some(stream));
        }
        if !zero_attrs.is_empty() {
            layouts.push((0, zero_attrs));
            streams.push(None);
        }
        Ok((layouts, streams))
    }

    /// The primitive state of `pt` (topology, culling, fill mode);
    /// `strip_index` is the index format of an indexed strip.
    pub(super) fn primitive_state(
        &self,
        state: &crate::state::State,
        pt: PrimitiveType,
        strip_index: Option<wgpu::IndexFormat>,
    ) -> D3dResult<wgpu::PrimitiveState> {
        let rs = &state.render();
        let (front_face, cull_mode) = convert::cull(rs)?;
        let topology = convert::topology(pt);
        let triangles = matches!(
            topology,
            wgpu::PrimitiveTopology::TriangleList | wgpu::PrimitiveTopology::TriangleStrip
        );
        let polygon_mode = match rs.get(RenderState::FillMode) {
            3 => wgpu::PolygonMode::Fill,
            2 if self
                .gpu
                .features()
                .contains(wgpu::Features::POLYGON_MODE_LINE) =>
            {
                wgpu::PolygonMode::Line
            }
            v @ (1 | 2) => {
                return Err(not_available!(
                    "D3DFILLMODE {v} (point/wireframe) is not supported by this adapter"
                ));
            }
            v => return Err(invalid!("D3DFILLMODE {v} does not exist")),
        };
        Ok(wgpu::PrimitiveState {
            topology,
            strip_index_format: if topology.is_strip() {
                strip_index
            } else {
                None
            },
            front_face,
            cull_mode: if triangles { cull_mode } else { None },
            unclipped_depth: false,
            polygon_mode,
            conservative: false,
        })
    }

    /// The colour target states of `targets`: format, blend and write mask.
    /// Blending is refused on formats that cannot blend.
    pub(super) fn color_targets(
        &self,
        targets: &[Option<Target>],
        rs: &RenderStates,
        written: u32,
    ) -> D3dResult<Vec<Option<wgpu::ColorTargetState>>> {
        let blend = convert::blend(rs)?;
        let mut color_targets = Vec::new();
        for (i, t) in targets.iter().enumerate() {
            color_targets.push(match t {
                Some(t) => {
                    let blendable = t
                        .format
                        .guaranteed_format_features(self.gpu.features())
                        .flags
                        .contains(wgpu::TextureFormatFeatureFlags::BLENDABLE);
                    if blend.is_some() && !blendable {
                        return Err(not_available!(
                            "alpha blending on a {:?} render target",
                            t.format
                        ));
                    }
                    Some(wgpu::ColorTargetState {
                        format: t.format,
                        blend: if t.alpha {
                            blend
                        } else {
                            blend.map(convert::without_destination_alpha)
                        },
                        // A target the pixel shader does not write keeps
                        // its contents, as in D3D9 (wgpu would write
                        // undefined values).
                        write_mask: if written & (1 << i) != 0 && !t.null {
                            convert::write_mask(rs, i)
                        } else {
                            wgpu::ColorWrites::empty()
                        },
                    })
                }
                None => None,
            });
        }
        Ok(color_targets)
    }

    /// The pipeline of `key`: from the device's own map, else from the
    /// pipeline service (built here, waited for, or found built by a
    /// worker), recorded in the manifest the first time.
    pub(super) fn cached_pipeline(
        &mut self,
        key: PipelineKey,
        vs: &CompiledShader,
        ps: &CompiledShader,
    ) -> D3dResult<Arc<CachedPipeline>> {
        if let Some(p) = self.pipelines.get(&key) {
            return Ok(p);
        }
        let p = self
            .pipelines
            .service
            .pipeline(&key, vs, ps)
            .map_err(|message| ninebridge_gpu::GpuError::Validation {
                what: "create_render_pipeline",
                message,
            })?;
        self.pipelines.insert(key, p.clone());
        Ok(p)
    }
}
