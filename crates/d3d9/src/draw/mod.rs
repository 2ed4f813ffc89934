//! Draws, clears and colour fills: resolving the current state into a
//! pipeline and bind groups, recorded into a render pass that stays open
//! across draws (`recorder.rs`).
//!
//! Design: what consecutive draws share (targets, shaders, pipeline, vertex
//! layout, bind groups, uniform offsets) is resolved once into a
//! [`ResolvedDraw`] and reused until a setter raises a dirty flag that
//! names it (`crate::state::Dirty`); a draw then rebuilds only what is
//! dirty. What is expensive to build (compiled and linked shaders,
//! pipelines, samplers, bind groups) is also cached by a key of what it
//! depends on. Draws are batched: one pass while the attachments stay the
//! same, one submission per flush.
//!
//! - `device/draws.rs` (the front): the public draw calls, checking arguments;
//! - `resolve.rs`: the resolved draw and building it;
//! - `pipeline_state.rs`: the pipeline key's parts (vertex layouts,
//!   primitive state, colour targets) and the pipeline cache lookup;
//! - `indices.rs`: index buffers, fans as lists, user indices;
//! - `bindings.rs`: bind groups (constants, renderer block, textures,
//!   samplers); `buffers.rs`: the transient buffers draws use;
//! - `targets.rs`: render targets and the render-pass attachments;
//! - `viewport.rs`: the pass viewport, depth range and the vertex modules'
//!   position adjustment of D3D9's viewport;
//! - `clears.rs`: `Clear` and `ColorFill`;
//! - `recorder.rs`: the open encoder and pass, the uniform ring, flushes.
//!
//! The per-draw path (`draw_internal`) is here.

mod bindings;
mod buffers;
mod clears;
mod indices;
mod pipeline_state;
mod profile;
mod recorder;
mod resolve;
mod stages;
mod targets;
mod texel_offsets;
pub(crate) mod viewport;

pub(crate) use bindings::BindingCache;
pub(crate) use profile::surface_label;
pub use recorder::BatchStats;
pub(crate) use recorder::SharedRecorder;
pub(crate) use resolve::ResolvedDraw;

use ninebridge_gpu::wgpu;

use crate::device::Device;
use crate::error::{D3dResult, invalid, not_available};
use crate::state::Dirty;
use ninebridge_types::{PrimitiveType, RenderState};
use targets::{color_attachments, depth_attachment, scissor_rect};

/// Where the vertices of a draw come from.
#[derive(Clone, Copy, Debug)]
pub(crate) enum Indices<'a> {
    /// `first..first+count` of the streams.
    None { first: u32 },
    /// The bound index buffer from `first_index`, plus `base_vertex`.
    Buffer { first_index: u32, base_vertex: i32 },
    /// Indices given by the application (the `UP` draw).
    User { data: &'a [u8], index32: bool },
}

/// What a draw must resolve afresh when these flags are raised: the
/// shaders, targets or vertex layout the pipeline was chosen from.
const RESOLVE: Dirty = Dirty::SHADERS
    .union(Dirty::TARGETS)
    .union(Dirty::VERTEX_LAYOUT);

impl Device {
    /// The draw path shared by all draw calls: `primitive_count` primitives
    /// of `pt` from `indices`, recorded into the open pass. A draw that
    /// fails leaves the state as it was and the next one resolves afresh.
    pub(crate) fn draw_internal(
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
        if !self.locked_buffers.is_empty() {
            self.publish_locked_buffers(matches!(indices, Indices::Buffer { .. }))?;
        }
        let result = self.draw_with(pt, count, indices);
        if result.is_err() {
            self.renderer.resolved = None;
        }
        result
    }

    /// One draw with the resolved draw, rebuilt first when stale.
    fn draw_with(&mut self, pt: PrimitiveType, count: u32, indices: Indices<'_>) -> D3dResult<()> {
        let (index_buffer, draw_count) =
            self.renderer
                .index_binding(&self.state, &self.resources, pt, count, indices)?;
        let strip_format = match pt {
            PrimitiveType::LineStrip | PrimitiveType::TriangleStrip => {
                index_buffer.as_ref().map(|b| b.1)
            }
            _ => None,
        };
        let shape = (pt, strip_format);
        let dirty = self.state.dirty();
        let fresh = dirty.intersects(RESOLVE)
            || self
                .renderer
                .resolved
                .as_ref()
                .is_none_or(|r| r.shape != shape);
        if fresh {
            self.renderer.resolved = None;
            self.renderer.resolved = Some(self.resolve(shape)?);
        } else if dirty.intersects(Dirty::PIPELINE | Dirty::STREAMS)
            && let Some(mut r) = self.renderer.resolved.take()
        {
            // Only what the flags name: a pipeline-only state, or the
            // buffers bound to unchanged streams.
            if dirty.contains(Dirty::PIPELINE) {
                self.refresh_pipeline(&mut r)?;
            }
            if dirty.contains(Dirty::STREAMS) {
                r.vertex_buffers = self.stream_buffers(&r.streams)?;
                r.vertex_limit = resolve::vertex_limit(&r.layouts, &r.vertex_buffers);
            }
            self.renderer.resolved = Some(r);
        }
        let Some(r) = &self.renderer.resolved else {
            return Err(invalid!("no resolved draw"));
        };
        if r.instanced && !matches!(indices, Indices::None { .. }) {
            return Err(not_available!(
                "indexed point lists with point sizes other than 1 or sprites"
            ));
        }
        // Most draws: no indices, inside the limit resolved with the
        // buffers. The full check says which buffer a draw overruns.
        let inside = match (&index_buffer, indices) {
            (None, Indices::None { first }) => {
                u64::from(first) + u64::from(draw_count) <= r.vertex_limit
            }
            _ => false,
        };
        if !inside {
            check_ranges(
                &r.layouts,
                &r.vertex_buffers,
                index_buffer.as_ref(),
                indices,
                draw_count,
            )?;
        }

        let (rt_w, rt_h) = r.size;
        let vp = self.renderer.draw_viewport(&self.state, r.size, r.scale);
        let rs = &self.state.render();
        let scissor = if rs.flag(RenderState::ScissorTestEnable) {
            Some(scissor_rect(self.state.scissor(), r.size, r.scale))
        } else {
            None
        };
        let stencil_ref = rs.get(RenderState::StencilRef) & 0xff;
        // D3D9 instancing: indexed draws repeat the geometry of stream 0
        // as many times as its INDEXEDDATA setting says.
        let freq0 = self.state.stream_freq()[0];
        let instances = if freq0 & crate::state::STREAMSOURCE_INDEXEDDATA != 0 {
            freq0 & !crate::state::STREAMSOURCE_INDEXEDDATA
        } else {
            1
        };
        let blend_constant = rs.get(RenderState::BlendFactor);
        let nothing_drawn = vp.is_empty() || scissor.is_some_and(|s| s.2 == 0 || s.3 == 0);
        if nothing_drawn {
            // The resolution is current; constants and resources stay
            // dirty for the next draw that records.
            self.state
                .clear_dirty(RESOLVE | Dirty::PIPELINE | Dirty::STREAMS);
            return Ok(());
        }

        // The blocks of one draw: at most two constants blocks (software
        // vertex processing's are 192 KiB) and two renderer blocks.
        self.renderer.reserve_ring(2 * (196_608 + 4096))?;
        let reads = (r.vs.constants_read, r.ps.constants_read);
        let mut groups = self
            .renderer
            .resolved
            .as_mut()
            .map(|r| std::mem::take(&mut r.groups))
            .unwrap_or_default();
        // The sampler stages the draw's shaders sample (bit per flat stage):
        // only their textures are resolved and pinned in the cache.
        let sampled = groups.iter().fold(0, |bits, g| bits | g.sampled);
        if let Err(e) = self.resolve_cached_textures(sampled) {
            if let Some(r) = &mut self.renderer.resolved {
                r.groups = groups;
            }
            return Err(e);
        }
        for (index, group) in groups.iter_mut().enumerate() {
            self.update_group(index as u32, group, reads, fresh, vp.block)?;
        }
        if let Some(r) = &mut self.renderer.resolved {
            r.groups = groups;
        }
        self.state.take_dirty();
        // The occlusion query slot that counts this draw's samples while
        // an occlusion query is building (`device/queries.rs`).
        let occlusion = self.occlusion_slot()?;
        let Some(r) = &self.renderer.resolved else {
            return Err(invalid!("no resolved draw"));
        };

        let begin =
            |encoder: &mut wgpu::CommandEncoder,
             timestamp_writes: Option<wgpu::RenderPassTimestampWrites<'_>>| {
                let attachments = color_attachments(&r.targets, wgpu::LoadOp::Load);
                let depth_attachment = r.depth.as_ref().map(|d| {
                    if r.depth_read_only {
                        targets::read_only_depth_attachment(d)
                    } else {
                        depth_attachment(d, wgpu::LoadOp::Load, wgpu::LoadOp::Load)
                    }
                });
                encoder
                    .begin_render_pass(&wgpu::RenderPassDescriptor {
                        label: Some("d3d9 draws"),
                        color_attachments: &attachments,
                        depth_stencil_attachment: depth_attachment,
                        occlusion_query_set: occlusion.as_ref().map(|(set, _)| set),
                        timestamp_writes,
                        ..Default::default()
                    })
                    .forget_lifetime()
            };
        let label = || self.pass_label();
        self.renderer.with_pass(&r.pass_key, label, begin, |pass| {
            pass.set_pipeline(&r.pipeline.pipeline);
            // The viewport clamped to the targets (the vertex modules scale
            // the geometry back to D3D9's, `viewport.rs`), moved by
            // `offset` (half a pixel: D3D9's pixel centres sit at integer
            // window coordinates, wgpu's at + 0.5; 0 for scaled uncorrected
            // quads).
            let [x, y, w, h] = vp.rect;
            pass.set_viewport([
                x as f32 + vp.offset,
                y as f32 + vp.offset,
                w as f32,
                h as f32,
                vp.depth.0,
                vp.depth.1,
            ]);
            pass.set_scissor_rect(scissor.unwrap_or((0, 0, rt_w, rt_h)));
            pass.set_stencil_reference(stencil_ref);
            pass.set_blend_constant(blend_constant);
            for (i, g) in r.groups.iter().enumerate() {
                let dynamic = usize::from(g.batch.is_some());
                if let Some(group) = &g.group {
                    pass.set_bind_group(i as u32, group, &g.offsets[..dynamic]);
                }
            }
            for (slot, (buffer, offset)) in r.vertex_buffers.iter().enumerate() {
                pass.set_vertex_buffer(slot as u32, buffer, *offset);
            }
            if let Some((_, slot)) = occlusion {
                pass.pass().begin_occlusion_query(slot);
            }
            match (&index_buffer, indices) {
                (Some((buffer, format, first, base)), _) => {
                    pass.set_index_buffer(buffer, *format);
                    pass.pass()
                        .draw_indexed(*first..*first + draw_count, *base, 0..instances);
                }
                (None, Indices::None { first }) if r.instanced => {
                    pass.pass().draw(0..6, first..first + draw_count)
                }
                (None, Indices::None { first }) => {
                    pass.pass().draw(first..first + draw_count, 0..1)
                }
                (None, _) => {}
            }
            if occlusion.is_some() {
                pass.pass().end_occlusion_query();
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
