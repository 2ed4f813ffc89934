//! Draws, clears and colour fills: resolving the current state into a
//! pipeline and bind groups, recorded into a render pass that stays open
//! across draws (`recorder.rs`).
//!
//! Design: every draw resolves the state afresh; what is expensive to build
//! (compiled and linked shaders, pipelines, samplers) is cached by a key of
//! the state it depends on, and draws are batched: one pass while the
//! attachments stay the same, one submission per flush.
//!
//! - `calls.rs`: the public draw calls, checking arguments;
//! - `shaders.rs`: the shader pair, variants, linking and point expansion;
//! - `pipeline_state.rs`: the pipeline key's parts (vertex layouts,
//!   primitive state, colour targets) and the pipeline cache lookup;
//! - `indices.rs`: index buffers, fans as lists, user indices;
//! - `bindings.rs`: bind groups (constants, renderer block, textures,
//!   samplers); `buffers.rs`: the transient buffers they and draws use;
//! - `targets.rs`: render targets and the render-pass attachments;
//! - `clears.rs`: `Clear` and `ColorFill`;
//! - `recorder.rs`: the open encoder and pass, the uniform ring, flushes.
//!
//! The draw path itself (`draw_internal`) is here.

mod bindings;
mod buffers;
mod calls;
mod clears;
mod indices;
mod pipeline_state;
mod recorder;
mod shaders;
mod targets;

pub(crate) use bindings::BindGroupKey;
pub use recorder::BatchStats;
pub(crate) use recorder::SharedRecorder;

use ninebridge_gpu::wgpu;

use crate::convert;
use crate::device::Device;
use crate::error::{D3dResult, invalid, not_available};
use crate::pipeline::PipelineKey;
use ninebridge_types::{PrimitiveType, RenderState, d3dcolor_to_rgba};
use targets::{color_attachments, depth_attachment, targets_size};

/// Where the vertices of a draw come from.
#[derive(Clone, Copy, Debug)]
pub(super) enum Indices<'a> {
    /// `first..first+count` of the streams.
    None { first: u32 },
    /// The bound index buffer from `first_index`, plus `base_vertex`.
    Buffer { first_index: u32, base_vertex: i32 },
    /// Indices given by the application (the `UP` draw).
    User { data: &'a [u8], index32: bool },
}

impl Device {
    /// The draw path shared by all draw calls: `primitive_count` primitives
    /// of `pt` from `indices`, in one render pass.
    pub(super) fn draw_internal(
        &mut self,
        pt: PrimitiveType,
        primitive_count: u32,
        indices: Indices<'_>,
    ) -> D3dResult<()> {
        if primitive_count == 0 {
            return Ok(());
        }
        let count = pt
            .vertex_count(primitive_count)
            .ok_or_else(|| invalid!("{primitive_count} primitives overflow the vertex count"))?;
        let targets = self.targets(self.state.render.flag(RenderState::SrgbWriteEnable))?;
        let (vs, ps) = self.shaders()?;
        let vs = self.link(vs, &ps)?;
        let (layouts, streams) = self.vertex_layout(&vs)?;
        let (rt_w, rt_h) = targets_size(&targets);
        let vp = self.state.viewport.unwrap_or(ninebridge_types::Viewport {
            x: 0,
            y: 0,
            width: rt_w,
            height: rt_h,
            min_z: 0.0,
            max_z: 1.0,
        });
        let expanded = if pt == PrimitiveType::PointList {
            self.expand_points(&vs)?
        } else {
            None
        };
        let instanced = expanded.is_some();
        let vs = expanded.unwrap_or(vs);
        if instanced && !matches!(indices, Indices::None { .. }) {
            return Err(not_available!(
                "indexed point lists with point sizes other than 1 or sprites"
            ));
        }

        let (index_buffer, draw_count) = self.index_binding(pt, count, indices)?;
        let strip_format = index_buffer.as_ref().map(|b| b.1);
        let pt_for_state = if pt == PrimitiveType::TriangleFan {
            PrimitiveType::TriangleList
        } else {
            pt
        };
        let mut primitive = self.primitive_state(
            if instanced {
                PrimitiveType::TriangleList
            } else {
                pt_for_state
            },
            strip_format,
        )?;
        if instanced {
            // Expanded points are quads facing the viewer; never culled.
            primitive.cull_mode = None;
        }

        let rs = self.state.render.clone();
        let color_targets = self.color_targets(&targets, &rs)?;
        let depth_surface = match self.state.depth_stencil {
            Some(id) => Some(self.depth_surface(id)?),
            None => None,
        };
        let depth = match &depth_surface {
            Some((_, format)) => Some(convert::depth_stencil(&rs, *format)?),
            None => None,
        };
        let key_layouts = layouts.clone();
        let key = PipelineKey {
            vs: vs.id,
            ps: ps.id,
            buffers: layouts,
            instanced,
            primitive,
            targets: color_targets,
            depth,
        };
        let pipeline = self.cached_pipeline(key, &vs, &ps)?;

        let vp_x1 = vp.x.saturating_add(vp.width).min(rt_w);
        let vp_y1 = vp.y.saturating_add(vp.height).min(rt_h);
        if vp.x >= vp_x1 || vp.y >= vp_y1 {
            return Ok(());
        }
        let groups = self.bind_groups(&pipeline, &vs, &ps, (vp.width as f32, vp.height as f32))?;
        let mut vertex_buffers = Vec::new();
        for s in &streams {
            match s {
                Some(stream) => {
                    let b = self.vertex_buffers.get(stream.buffer.0)?;
                    vertex_buffers.push((b.gpu.clone(), u64::from(stream.offset)));
                }
                None => vertex_buffers.push((self.zero_buffer()?, 0)),
            }
        }
        check_ranges(
            &key_layouts,
            &vertex_buffers,
            index_buffer.as_ref(),
            indices,
            draw_count,
        )?;
        let scissor = if rs.flag(RenderState::ScissorTestEnable) {
            let r = self.state.scissor.unwrap_or([0, 0, rt_w, rt_h]);
            let (x0, y0) = (r[0].min(rt_w), r[1].min(rt_h));
            let (x1, y1) = (r[2].min(rt_w).max(x0), r[3].min(rt_h).max(y0));
            Some((x0, y0, x1 - x0, y1 - y0))
        } else {
            None
        };
        if scissor.is_some_and(|s| s.2 == 0 || s.3 == 0) {
            return Ok(());
        }
        let stencil_ref = rs.get(RenderState::StencilRef) & 0xff;
        let blend_constant = d3dcolor_to_rgba(rs.get(RenderState::BlendFactor));

        let key = recorder::PassKey {
            colors: targets
                .iter()
                .map(|t| t.as_ref().map(|t| t.view.clone()))
                .collect(),
            depth: depth_surface.as_ref().map(|(view, _)| view.clone()),
        };
        let begin = |encoder: &mut wgpu::CommandEncoder| {
            let attachments = color_attachments(&targets, wgpu::LoadOp::Load);
            let depth_attachment = depth_surface
                .as_ref()
                .map(|d| depth_attachment(d, wgpu::LoadOp::Load, wgpu::LoadOp::Load));
            encoder
                .begin_render_pass(&wgpu::RenderPassDescriptor {
                    label: Some("d3d9 draws"),
                    color_attachments: &attachments,
                    depth_stencil_attachment: depth_attachment,
                    ..Default::default()
                })
                .forget_lifetime()
        };
        self.with_pass(key, begin, |pass| {
            pass.set_pipeline(&pipeline.pipeline);
            // Half a pixel right and down: D3D9's pixel centres sit at
            // integer window coordinates, wgpu's at + 0.5.
            pass.set_viewport([
                vp.x as f32 + 0.5,
                vp.y as f32 + 0.5,
                (vp_x1 - vp.x) as f32,
                (vp_y1 - vp.y) as f32,
                vp.min_z,
                vp.max_z,
            ]);
            pass.set_scissor_rect(scissor.unwrap_or((0, 0, rt_w, rt_h)));
            pass.set_stencil_reference(stencil_ref);
            pass.set_blend_constant(blend_constant);
            for (i, (g, offsets)) in groups.iter().enumerate() {
                pass.set_bind_group(i as u32, g, offsets);
            }
            for (slot, (buffer, offset)) in vertex_buffers.iter().enumerate() {
                pass.set_vertex_buffer(slot as u32, buffer, *offset);
            }
            match (&index_buffer, indices) {
                (Some((buffer, format, first, base)), _) => {
                    pass.set_index_buffer(buffer, *format);
                    pass.pass()
                        .draw_indexed(*first..*first + draw_count, *base, 0..1);
                }
                (None, Indices::None { first }) if instanced => {
                    pass.pass().draw(0..6, first..first + draw_count)
                }
                (None, Indices::None { first }) => {
                    pass.pass().draw(first..first + draw_count, 0..1)
                }
                (None, _) => {}
            }
        });
        Ok(())
    }
}

/// Checks that a draw stays inside its buffers before it is recorded: the
/// batch is validated only when it is submitted, so a draw past the end of
/// a vertex or index buffer (D3D9 leaves it undefined) must fail here, on
/// its own, rather than invalidate every draw recorded with it.
fn check_ranges(
    layouts: &[pipeline_state::BufferLayout],
    vertex_buffers: &[(wgpu::Buffer, u64)],
    index_buffer: Option<&indices::IndexBinding>,
    indices: Indices<'_>,
    draw_count: u32,
) -> D3dResult<()> {
    // Vertices (or, for expanded points, instances) the draw reads from
    // buffers stepped per vertex; indexed draws read vertices through the
    // index buffer, whose range is checked instead.
    let stepped_end = match (index_buffer, indices) {
        (None, Indices::None { first }) => Some(u64::from(first) + u64::from(draw_count)),
        _ => None,
    };
    if let Some(end) = stepped_end {
        for ((stride, attrs), (buffer, offset)) in layouts.iter().zip(vertex_buffers) {
            let Some(last_byte) = attrs.iter().map(|a| a.offset + a.format.size()).max() else {
                continue;
            };
            if *stride == 0 || end == 0 {
                continue;
            }
            let available = buffer.size().saturating_sub(*offset);
            let needed = (end - 1) * stride + last_byte;
            if needed > available {
                return Err(invalid!(
                    "the draw reads {needed} bytes of a vertex stream that holds {available} from its offset (vertices up to {end}, stride {stride})"
                ));
            }
        }
    }
    if let Some((buffer, format, first, _)) = index_buffer {
        let size = match format {
            wgpu::IndexFormat::Uint16 => 2,
            wgpu::IndexFormat::Uint32 => 4,
        };
        let end = u64::from(*first) + u64::from(draw_count);
        if end * size > buffer.size() {
            return Err(invalid!(
                "the draw reads indices up to {end} of an index buffer of {} bytes",
                buffer.size()
            ));
        }
    }
    Ok(())
}
