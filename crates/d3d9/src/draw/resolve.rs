//! Resolving the state into what consecutive draws share: targets, the
//! shader pair, vertex layout and buffers, the pipeline, and per bind group
//! the bindings the shaders use. Built when a dirty flag says the last
//! resolution is stale (`state/dirty.rs`), reused otherwise.

use std::sync::Arc;

use ninebridge_gpu::wgpu;

use super::pipeline_state::BufferLayout;
use super::recorder::PassKey;
use super::targets::{DepthSurface, Target, targets_size};
use crate::convert;
use crate::device::Device;
use crate::error::{D3dResult, not_available};
use crate::pipeline::{CachedPipeline, CompiledShader, PipelineKey, UsedBinding};
use crate::state::Stream;
use ninebridge_types::{PrimitiveType, RenderState};

/// What a run of draws shares until the state changes.
pub(crate) struct ResolvedDraw {
    /// The primitive type and strip index format it was resolved for.
    pub(super) shape: (PrimitiveType, Option<wgpu::IndexFormat>),
    pub(super) targets: Vec<Option<Target>>,
    pub(super) depth: Option<DepthSurface>,
    pub(super) pass_key: PassKey,
    pub(super) size: (u32, u32),
    pub(super) vs: Arc<CompiledShader>,
    pub(super) ps: Arc<CompiledShader>,
    /// Points drawn as instanced quads.
    pub(super) instanced: bool,
    pub(super) layouts: Vec<BufferLayout>,
    pub(super) streams: Vec<Option<Stream>>,
    pub(super) vertex_buffers: Vec<(wgpu::Buffer, u64)>,
    pub(super) pipeline: Arc<CachedPipeline>,
    pub(super) groups: Vec<GroupBinding>,
}

/// One bind group of the resolved draw.
pub(super) struct GroupBinding {
    /// The bindings either shader uses in this group, by binding number.
    pub(super) used: Vec<UsedBinding>,
    /// The group (textures, samplers, ring windows); `None` until built.
    pub(super) group: Option<wgpu::BindGroup>,
    /// The dynamic offset of the constants block, when the group has one.
    pub(super) offsets: [u32; 1],
    /// The renderer block the group names (its buffer's number).
    pub(super) renderer: Option<u64>,
    /// Which ring batch the offsets were written in (a flush starts a new
    /// batch, whose ring no longer holds them).
    pub(super) batch: Option<u64>,
}

impl Device {
    /// Resolves everything but per-draw values for drawing `shape`.
    pub(super) fn resolve(
        &mut self,
        shape: (PrimitiveType, Option<wgpu::IndexFormat>),
    ) -> D3dResult<ResolvedDraw> {
        let (pt, strip_format) = shape;
        let targets = self.targets(self.state.render.flag(RenderState::SrgbWriteEnable))?;
        let (vs, ps) = self.shaders()?;
        let vs = self.link(vs, &ps)?;
        let (layouts, streams) = self.vertex_layout(&vs)?;
        let expanded = if pt == PrimitiveType::PointList {
            self.expand_points(&vs)?
        } else {
            None
        };
        let instanced = expanded.is_some();
        let vs = expanded.unwrap_or(vs);
        let topology_pt = match pt {
            _ if instanced => PrimitiveType::TriangleList,
            // Fans are drawn as lists (`indices.rs`).
            PrimitiveType::TriangleFan => PrimitiveType::TriangleList,
            pt => pt,
        };
        let mut primitive = self.primitive_state(topology_pt, strip_format)?;
        if instanced {
            // Expanded points are quads facing the viewer; never culled.
            primitive.cull_mode = None;
        }
        let rs = &self.state.render;
        let color_targets = self.color_targets(&targets, rs)?;
        let depth = match self.state.depth_stencil {
            Some(id) => Some(self.depth_surface(id)?),
            None => None,
        };
        let depth_state = match &depth {
            Some((_, format)) => Some(convert::depth_stencil(rs, *format)?),
            None => None,
        };
        let key = PipelineKey {
            vs: vs.id,
            ps: ps.id,
            buffers: layouts.clone(),
            instanced,
            primitive,
            targets: color_targets,
            depth: depth_state,
        };
        let pipeline = self.cached_pipeline(key, &vs, &ps)?;
        let vertex_buffers = self.stream_buffers(&streams)?;
        let groups = (0..pipeline.layouts.len() as u32)
            .map(|group| {
                let mut used: Vec<_> = vs
                    .bindings
                    .iter()
                    .chain(&ps.bindings)
                    .filter(|b| b.group == group)
                    .copied()
                    .collect();
                used.sort_unstable_by_key(|b| b.binding);
                used.dedup_by_key(|b| b.binding);
                GroupBinding {
                    used,
                    group: None,
                    offsets: [0; 1],
                    renderer: None,
                    batch: None,
                }
            })
            .collect();
        let pass_key = PassKey {
            colors: targets
                .iter()
                .map(|t| t.as_ref().map(|t| t.view.clone()))
                .collect(),
            depth: depth.as_ref().map(|(view, _)| view.clone()),
        };
        if instanced && pt != PrimitiveType::PointList {
            return Err(not_available!("instanced drawing of {pt:?}"));
        }
        Ok(ResolvedDraw {
            shape,
            size: targets_size(&targets),
            targets,
            depth,
            pass_key,
            vs,
            ps,
            instanced,
            layouts,
            streams,
            vertex_buffers,
            pipeline,
            groups,
        })
    }

    /// The GPU buffers and offsets of the resolved streams (the zero buffer
    /// for inputs the declaration lacks).
    pub(super) fn stream_buffers(
        &mut self,
        streams: &[Option<Stream>],
    ) -> D3dResult<Vec<(wgpu::Buffer, u64)>> {
        let mut out = Vec::with_capacity(streams.len());
        for s in streams {
            match s {
                Some(stream) => {
                    let b = self.resources.vertex_buffers.get(stream.buffer.0)?;
                    out.push((b.gpu.clone(), u64::from(stream.offset)));
                }
                None => out.push((self.zero_buffer()?, 0)),
            }
        }
        Ok(out)
    }
}
