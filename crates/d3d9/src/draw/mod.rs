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
//! - `clears.rs`: the passes of `Clear` and `ColorFill` (their checks:
//!   `device/clears.rs`);
//! - `recorder.rs`: the open encoder and pass, the uniform ring, flushes.
//!
//! The per-draw path's renderer half is here (`prepare_draw`,
//! `update_groups`, `record_draw`); the front's half, which consumes the
//! dirty flags and resolves texture-cache entries and occlusion slots, is
//! `Device::draw_internal` in `device/draws.rs`.

mod bindings;
mod buffers;
mod clears;
mod indices;
mod pipeline_state;
mod profile;
mod recorder;
mod resolve;
mod stages;
pub(crate) mod targets;
mod texel_offsets;
pub(crate) mod viewport;

pub(crate) use bindings::{BindingCache, Sources};
pub(crate) use profile::surface_label;
pub use recorder::BatchStats;
pub(crate) use recorder::SharedRecorder;
pub(crate) use resolve::ResolvedDraw;

use ninebridge_gpu::{PassTargets, wgpu};

use crate::error::{D3dResult, invalid, not_available};
use crate::renderer::Renderer;
use crate::resource::{Resources, SurfaceId};
use crate::state::Dirty;
use crate::state::State;
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

/// The flags a draw that records nothing still consumes: what the
/// resolution is current for (constants and resources stay dirty for the
/// next draw that records).
pub(crate) const RESOLVED_FLAGS: Dirty = RESOLVE.union(Dirty::PIPELINE).union(Dirty::STREAMS);

/// What a draw must resolve afresh when these flags are raised: the
/// shaders, targets or vertex layout the pipeline was chosen from.
const RESOLVE: Dirty = Dirty::SHADERS
    .union(Dirty::TARGETS)
    .union(Dirty::VERTEX_LAYOUT);

/// What [`Renderer::prepare_draw`] worked out of a draw for the front to
/// finish it: the per-draw values the pass records and the sampler stages
/// whose cache-routed textures the front resolves before the bind groups.
pub(crate) struct PreparedDraw {
    index_buffer: Option<indices::IndexBinding>,
    draw_count: u32,
    vp: viewport::DrawViewport,
    scissor: Option<(u32, u32, u32, u32)>,
    stencil_ref: u32,
    instances: u32,
    blend_constant: u32,
    /// Whether the draw was resolved afresh (every group rebuilt).
    fresh: bool,
    /// The flat sampler stages the draw's shaders sample, a bit each.
    pub(crate) sampled: u32,
}

impl Renderer {
    /// The first half of a draw: the resolved draw, rebuilt first when
    /// stale (as `state`'s dirty flags say), checked against its buffers,
    /// and the ring room reserved. `None`: nothing is drawn (an empty
    /// viewport or scissor); the front then clears [`RESOLVED_FLAGS`].
    #[inline]
    pub(crate) fn prepare_draw(
        &mut self,
        state: &State,
        resources: &mut Resources,
        back_buffer: Option<SurfaceId>,
        pt: PrimitiveType,
        count: u32,
        indices: Indices<'_>,
    ) -> D3dResult<Option<PreparedDraw>> {
        let (index_buffer, draw_count) =
            self.index_binding(state, resources, pt, count, indices)?;
        let strip_format = match pt {
            PrimitiveType::LineStrip | PrimitiveType::TriangleStrip => {
                index_buffer.as_ref().map(|b| b.1)
            }
            _ => None,
        };
        let shape = (pt, strip_format);
        let dirty = state.dirty();
        let fresh =
            dirty.intersects(RESOLVE) || self.resolved.as_ref().is_none_or(|r| r.shape != shape);
        if fresh {
            self.resolved = None;
            self.resolved = Some(self.resolve(state, resources, back_buffer, shape)?);
        } else if dirty.intersects(Dirty::PIPELINE | Dirty::STREAMS)
            && let Some(mut r) = self.resolved.take()
        {
            // Only what the flags name: a pipeline-only state, or the
            // buffers bound to unchanged streams.
            if dirty.contains(Dirty::PIPELINE) {
                self.refresh_pipeline(state, resources, &mut r)?;
            }
            if dirty.contains(Dirty::STREAMS) {
                r.vertex_buffers = self.stream_buffers(state, resources, &r.streams)?;
                r.vertex_limit = resolve::vertex_limit(&r.layouts, &r.vertex_buffers);
            }
            self.resolved = Some(r);
        }
        let Some(r) = &self.resolved else {
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

        let vp = self.draw_viewport(state, r.size, r.scale);
        let rs = &state.render();
        let scissor = if rs.flag(RenderState::ScissorTestEnable) {
            Some(scissor_rect(state.scissor(), r.size, r.scale))
        } else {
            None
        };
        let stencil_ref = rs.get(RenderState::StencilRef) & 0xff;
        // D3D9 instancing: indexed draws repeat the geometry of stream 0
        // as many times as its INDEXEDDATA setting says.
        let freq0 = state.stream_freq()[0];
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
            return Ok(None);
        }
        // The sampler stages the draw's shaders sample (bit per flat stage):
        // only their textures are resolved and pinned in the cache.
        let sampled = r.groups.iter().fold(0, |bits, g| bits | g.sampled);

        // The blocks of one draw: at most two constants blocks (software
        // vertex processing's are 192 KiB) and two renderer blocks.
        self.reserve_ring(2 * (196_608 + 4096))?;
        Ok(Some(PreparedDraw {
            index_buffer,
            draw_count,
            vp,
            scissor,
            stencil_ref,
            instances,
            blend_constant,
            fresh,
            sampled,
        }))
    }

    /// Brings the resolved draw's bind groups up to date for `draw`, after
    /// the front resolved the cache-routed textures it samples.
    #[inline]
    pub(crate) fn update_groups(&mut self, src: Sources<'_>, draw: &PreparedDraw) -> D3dResult<()> {
        let Some(r) = &mut self.resolved else {
            return Err(invalid!("no resolved draw"));
        };
        let reads = (r.vs.constants_read, r.ps.constants_read);
        let mut groups = std::mem::take(&mut r.groups);
        for group in &mut groups {
            self.update_group(src, group, reads, draw.fresh, draw.vp.block)?;
        }
        if let Some(r) = &mut self.resolved {
            r.groups = groups;
        }
        Ok(())
    }

    /// Records `draw` into the open pass (a new one when the attachments
    /// changed), counting its samples into `occlusion`'s slot when an
    /// occlusion query is building.
    #[inline]
    pub(crate) fn record_draw(
        &self,
        state: &State,
        resources: &Resources,
        back_buffer: Option<SurfaceId>,
        draw: &PreparedDraw,
        occlusion: Option<(wgpu::QuerySet, u32)>,
        indices: Indices<'_>,
    ) -> D3dResult<()> {
        let PreparedDraw {
            index_buffer,
            draw_count,
            vp,
            scissor,
            stencil_ref,
            instances,
            blend_constant,
            ..
        } = draw;
        let (draw_count, scissor, stencil_ref, instances, blend_constant) = (
            *draw_count,
            *scissor,
            *stencil_ref,
            *instances,
            *blend_constant,
        );
        let Some(r) = &self.resolved else {
            return Err(invalid!("no resolved draw"));
        };
        let (rt_w, rt_h) = r.size;

        let targets = || PassTargets {
            label: "d3d9 draws",
            colors: color_attachments(&r.targets, wgpu::LoadOp::Load),
            depth: r.depth.as_ref().map(|d| {
                if r.depth_read_only {
                    targets::read_only_depth_attachment(d)
                } else {
                    depth_attachment(d, wgpu::LoadOp::Load, wgpu::LoadOp::Load)
                }
            }),
            occlusion: occlusion.as_ref().map(|(set, _)| set.clone()),
        };
        let label = || profile::pass_label(state, resources, back_buffer);
        self.with_pass(&r.pass_key, label, targets, |pass| {
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
                if let Some(group) = &g.group {
                    pass.set_bind_group(i as u32, group, &g.offsets[..g.dynamic]);
                }
            }
            for (slot, (buffer, offset)) in r.vertex_buffers.iter().enumerate() {
                pass.set_vertex_buffer(slot as u32, buffer, *offset);
            }
            if let Some((_, slot)) = occlusion {
                pass.begin_occlusion_query(slot);
            }
            match (&index_buffer, indices) {
                (Some((buffer, format, first, base)), _) => {
                    pass.set_index_buffer(buffer, *format);
                    pass.draw_indexed(*first..*first + draw_count, *base, 0..instances);
                }
                (None, Indices::None { first }) if r.instanced => {
                    pass.draw(0..6, first..first + draw_count)
                }
                (None, Indices::None { first }) => pass.draw(first..first + draw_count, 0..1),
                (None, _) => {}
            }
            if occlusion.is_some() {
                pass.end_occlusion_query();
            }
        });
        self.hand_off_if_due()
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
