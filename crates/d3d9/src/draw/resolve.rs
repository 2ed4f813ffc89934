//! Resolving the state into what consecutive draws share: targets, the
//! shader pair, vertex layout and buffers, the pipeline, and per bind group
//! the bindings the shaders use. Built when a dirty flag says the last
//! resolution is stale (`state/dirty.rs`), reused otherwise.

use std::sync::Arc;

use ninebridge_gpu::wgpu;

use super::pipeline_state::BufferLayout;
use super::recorder::PassKey;
use super::targets::{DepthSurface, Target, targets_scale, targets_size};
use crate::convert;
use crate::error::{D3dResult, invalid};
use crate::pipeline::{BindingKind, CachedPipeline, CompiledShader, PipelineKey, UsedBinding};
use crate::renderer::Renderer;
use crate::resource::{Resources, SurfaceId};
use crate::state::{Dirty, State};
use ninebridge_types::{PrimitiveType, RenderState};

/// Texture handle slots (`GroupBinding::by_texture`) remembered by index;
/// textures in later slots are remembered by hash.
pub(super) const DIRECT_SLOTS: usize = 1024;

/// A bind group and the number the device gave it when it was created
/// (unique for the device's life), which the open pass compares instead
/// of the group.
pub(crate) type SerialGroup = (wgpu::BindGroup, u64);

/// What a run of draws shares until the state changes.
pub(crate) struct ResolvedDraw {
    /// The primitive type and strip index format it was resolved for.
    pub(super) shape: (PrimitiveType, Option<wgpu::IndexFormat>),
    pub(super) targets: Vec<Option<Target>>,
    pub(super) depth: Option<DepthSurface>,
    /// The depth-stencil surface is a level of a depth texture the shaders
    /// sample (soft particles reading `INTZ` while it tests depth): the
    /// pass binds it read-only and the pipeline writes no depth or stencil.
    pub(super) depth_read_only: bool,
    pub(super) pass_key: PassKey,
    /// The targets' GPU size.
    pub(super) size: (u32, u32),
    /// GPU pixels per D3D9 pixel of the targets (resolution scaling).
    pub(super) scale: crate::enhance::scale::AxisScale,
    pub(super) vs: Arc<CompiledShader>,
    pub(super) ps: Arc<CompiledShader>,
    /// Points drawn as instanced quads.
    pub(super) instanced: bool,
    /// Layout slots stepped per instance (D3D9 instancing).
    pub(super) instance_slots: u32,
    pub(super) layouts: Vec<BufferLayout>,
    /// The stream feeding each layout slot (`None`: the zero buffer).
    pub(super) streams: Vec<Option<u16>>,
    pub(super) vertex_buffers: Vec<(wgpu::Buffer, u64)>,
    /// The end (`first + count`) up to which a draw without indices stays
    /// inside `vertex_buffers` ([`vertex_limit`]).
    pub(super) vertex_limit: u64,
    pub(super) pipeline: Arc<CachedPipeline>,
    pub(super) groups: Vec<GroupBinding>,
}

/// One bind group of the resolved draw: both shader stages' resources
/// ([`crate::pipeline::PIXEL_BINDING_BASE`]).
pub(super) struct GroupBinding {
    /// The pipeline's layout of this group and its number.
    pub(super) layout: (wgpu::BindGroupLayout, u64),
    /// The bindings either shader uses in this group, by binding number.
    pub(super) used: Vec<UsedBinding>,
    /// The group (textures, samplers, ring windows); `None` until built.
    pub(super) group: Option<SerialGroup>,
    /// The dynamic offsets of the constants blocks, in binding order (the
    /// vertex stage's first), the first `dynamic` of them used.
    pub(super) offsets: [u32; 2],
    /// How many constants blocks (dynamic offsets) the layout has.
    pub(super) dynamic: usize,
    /// Which ring batch the offsets were written in (a flush starts a new
    /// batch, whose ring no longer holds them).
    pub(super) batch: Option<u64>,
    /// Groups built for other textures with everything else as now
    /// (samplers, renderer blocks, layout), by the textures' handles: most
    /// draws change only a texture, and find their group here without
    /// building the full key.
    pub(super) by_textures: crate::FastMap<u64, (Vec<u64>, SerialGroup)>,
    /// Groups of a group that samples one stage, by the slot number of the
    /// texture's handle (below [`DIRECT_SLOTS`]) with the handle and its
    /// cache word they were built for: the common texture change finds
    /// its group by indexing, without hashing. Cleared with `by_textures`.
    pub(super) by_texture: Vec<Option<(u64, u64, SerialGroup)>>,
    /// The binding cache's view epoch `by_textures` was filled in.
    pub(super) view_epoch: u64,
    /// The flat sampler stages the group's shaders sample, a bit each.
    pub(super) sampled: u32,
    /// The vertex (0) and pixel (1) stage's part of the group.
    pub(super) stages: [StagePart; 2],
}

/// What one shader stage has in a draw's bind group.
#[derive(Clone, Copy, Debug, Default)]
pub(super) struct StagePart {
    /// Whether any binding of the group is the stage's.
    pub(super) present: bool,
    /// Whether the stage reads its constants block (its binding 0).
    pub(super) uses_constants: bool,
    /// Whether the stage reads its renderer block (its binding 1).
    pub(super) uses_renderer: bool,
    /// The stage's renderer block the group names (its buffer's number).
    pub(super) renderer: Option<u64>,
    /// The scaled textures the constants block was last written for
    /// (`texel_offsets.rs`; 0: none).
    pub(super) offsets_key: u64,
}

impl GroupBinding {
    /// The index in [`GroupBinding::offsets`] of `stage`'s constants block.
    pub(super) fn offset_slot(&self, stage: usize) -> usize {
        usize::from(stage == 1 && self.stages[0].uses_constants)
    }

    /// The dirty flags that name this group's resources (textures), or its
    /// sampler states, given the per-stage flag `of`.
    pub(super) fn dirty_of(&self, of: fn(usize) -> Dirty) -> Dirty {
        (0..2)
            .filter(|&s| self.stages[s].present)
            .fold(Dirty::empty(), |d, s| d | of(s))
    }
}

impl Renderer {
    /// Resolves everything but per-draw values for drawing `shape`.
    pub(super) fn resolve(
        &mut self,
        state: &State,
        resources: &mut Resources,
        back_buffer: Option<SurfaceId>,
        shape: (PrimitiveType, Option<wgpu::IndexFormat>),
    ) -> D3dResult<ResolvedDraw> {
        let pt = shape.0;
        let targets = self.targets(
            state,
            resources,
            state.render().flag(RenderState::SrgbWriteEnable),
        )?;
        // Viewports reaching past the target need the position adjustment
        // compiled into the vertex stage.
        let size = targets_size(&targets);
        let scale = targets_scale(&targets);
        let viewport_adjust = self.draw_viewport(state, size, scale).block.adjust != [0.0; 4];
        let (vs, ps) = self.shaders(state, resources, viewport_adjust)?;
        let vs = self.link(state, resources, vs, &ps)?;
        let (layouts, streams) = self.vertex_layout(state, resources, &vs)?;
        let expanded = if pt == PrimitiveType::PointList {
            self.expand_points(state, &vs)?
        } else {
            None
        };
        let instanced = expanded.is_some();
        let vs = expanded.unwrap_or(vs);
        let instance_slots = Self::instance_slots(state, &streams)?;
        let samples = super::targets::targets_samples(&targets);
        let mut depth_twin = None;
        let depth = match state.depth_stencil() {
            Some(id) => {
                let (depth, twin) = self.msaa_depth_use(resources, back_buffer, id, samples)?;
                depth_twin = twin;
                // Resolution scaling: a single-sample surface less scaled than
                // the targets is drawn through a twin of their size.
                Some(match depth_twin {
                    Some(_) => depth,
                    None => self.depth_surface(resources, id, &targets)?,
                })
            }
            // D3D9 drops a pixel shader's depth output when no depth-stencil
            // surface is bound; wgpu needs an attachment for a shader that
            // writes depth, so the draw gets a scratch one it never tests
            // or writes (see `pipeline_for`).
            None if ps.writes_depth && samples > 1 => {
                Some(self.msaa_scratch_depth(targets_size(&targets), samples)?)
            }
            None if ps.writes_depth => Some(self.scratch_depth(targets_size(&targets))?),
            None => None,
        };
        let depth_read_only =
            depth.is_some() && Self::depth_texture_sampled(state, resources, [&vs, &ps]);
        let pipeline = self.pipeline_for(
            (state, &*resources),
            shape,
            (instanced, instance_slots),
            (&targets, &depth, depth_read_only),
            (&vs, &ps),
            &layouts,
        )?;
        let vertex_buffers = self.stream_buffers(state, resources, &streams)?;
        let vertex_limit = vertex_limit(&layouts, &vertex_buffers);
        let groups = group_bindings(&pipeline, &vs, &ps);
        let pass_key = PassKey {
            colors: targets
                .iter()
                .map(|t| t.as_ref().map(|t| t.view.clone()))
                .collect(),
            depth: depth.as_ref().map(|(view, _)| view.clone()),
            depth_read_only,
            proxies: super::targets::proxies_of(&targets),
            msaa: super::targets::pass_twins(&targets, depth_twin.as_ref()),
            serial: self.recorder.borrow_mut().key_serial(),
        };
        Ok(ResolvedDraw {
            shape,
            size: targets_size(&targets),
            scale: targets_scale(&targets),
            targets,
            depth,
            depth_read_only,
            pass_key,
            vs,
            ps,
            instanced,
            instance_slots,
            layouts,
            streams,
            vertex_limit,
            vertex_buffers,
            pipeline,
            groups,
        })
    }

    /// The pipeline for drawing `shape` with the resolved targets, shaders
    /// and vertex layout, from the cache or created; the only part of a
    /// resolution a change of blending, depth, stencil, culling or fill
    /// state rebuilds.
    fn pipeline_for(
        &mut self,
        (state, resources): (&State, &Resources),
        (pt, strip_format): (PrimitiveType, Option<wgpu::IndexFormat>),
        (instanced, instance_slots): (bool, u32),
        (targets, depth, read_only): (&[Option<Target>], &Option<DepthSurface>, bool),
        (vs, ps): (&Arc<CompiledShader>, &Arc<CompiledShader>),
        layouts: &[BufferLayout],
    ) -> D3dResult<Arc<CachedPipeline>> {
        let topology_pt = match pt {
            _ if instanced => PrimitiveType::TriangleList,
            // Fans are drawn as lists (`indices.rs`).
            PrimitiveType::TriangleFan => PrimitiveType::TriangleList,
            pt => pt,
        };
        let mut primitive = self.primitive_state(state, topology_pt, strip_format)?;
        if instanced {
            // Expanded points are quads facing the viewer; never culled.
            primitive.cull_mode = None;
        }
        let rs = state.render();
        // Pre-transformed vertices drawn without a depth test are not
        // clipped by their z on Windows (Wine's zenable_test: XYZRHW quads
        // with z from -0.5 to 1.5 cover the target with D3DRS_ZENABLE off
        // or no depth-stencil surface, while a vertex shader's are clipped).
        // The clamped depth reaches no depth buffer.
        let depth_tested = state.depth_stencil().is_some() && rs.get(RenderState::ZEnable) != 0;
        if !depth_tested
            && self.pretransformed(state, resources)
            && self
                .gpu
                .features()
                .contains(wgpu::Features::DEPTH_CLIP_CONTROL)
        {
            primitive.unclipped_depth = true;
        }
        let color_targets = self.color_targets(targets, rs, ps.color_outputs)?;
        let depth_state = match depth {
            Some((_, format)) if state.depth_stencil().is_some() => {
                let mut state = convert::depth_stencil(rs, *format)?;
                // D3D9's slope-scaled bias multiplies the depth slope per
                // D3D9 pixel; a scaled target's GPU pixels see 1/F of it.
                let [sx, sy] = targets_scale(targets);
                state.bias.slope_scale *= sx.max(sy);
                if read_only {
                    // D3D9 leaves writing a sampled depth texture
                    // undefined; a read-only attachment takes none.
                    state.depth_write_enabled = Some(false);
                    state.stencil.write_mask = 0;
                }
                Some(state)
            }
            // The scratch attachment of a depth-writing pixel shader drawn
            // without a depth-stencil surface: never tested, never written.
            Some((_, format)) => Some(wgpu::DepthStencilState {
                format: *format,
                depth_write_enabled: Some(false),
                depth_compare: Some(wgpu::CompareFunction::Always),
                stencil: Default::default(),
                bias: Default::default(),
            }),
            None => None,
        };
        let samples = super::targets::targets_samples(targets);
        // NVIDIA's transparency multisampling (crate::vendor): with
        // D3DRS_ADAPTIVETESS_Y = ATOC, alpha-tested draws into multisampled
        // targets cover the samples their alpha says.
        let alpha_to_coverage = samples > 1
            && rs.flag(RenderState::AlphaTestEnable)
            && rs.get(RenderState::AdaptiveTessY) == crate::vendor::ATOC;
        let key = PipelineKey {
            vs: vs.id,
            ps: ps.id,
            buffers: layouts.to_vec(),
            instanced,
            instance_slots,
            primitive,
            targets: color_targets,
            depth: depth_state,
            samples,
            alpha_to_coverage,
        };
        self.cached_pipeline(key, vs, ps)
    }

    /// Brings `r`'s pipeline up to date after a change of state only the
    /// pipeline bakes in. Bind groups stay: pipelines of the same shaders
    /// share their layouts.
    pub(super) fn refresh_pipeline(
        &mut self,
        state: &State,
        resources: &Resources,
        r: &mut ResolvedDraw,
    ) -> D3dResult<()> {
        let pipeline = self.pipeline_for(
            (state, resources),
            r.shape,
            (r.instanced, r.instance_slots),
            (&r.targets, &r.depth, r.depth_read_only),
            (&r.vs, &r.ps),
            &r.layouts,
        )?;
        if pipeline.layout_ids != r.pipeline.layout_ids {
            r.groups = group_bindings(&pipeline, &r.vs, &r.ps);
        }
        r.pipeline = pipeline;
        Ok(())
    }

    /// Whether the bound depth-stencil surface is a level of a texture
    /// that `shaders` sample (through the textures bound to the stages
    /// they read).
    fn depth_texture_sampled(
        state: &State,
        resources: &Resources,
        shaders: [&CompiledShader; 2],
    ) -> bool {
        let Some(ds) = state.depth_stencil() else {
            return false;
        };
        let Ok(surface) = resources.surfaces.get(ds.0) else {
            return false;
        };
        let crate::resource::SurfaceKind::Level { texture, .. } = surface.kind else {
            return false;
        };
        shaders.iter().flat_map(|s| &s.bindings).any(|b| {
            matches!(b.kind, BindingKind::Texture(..))
                && b.flat_stage().is_some_and(|stage| {
                    state.textures().get(stage).copied().flatten() == Some(texture)
                })
        })
    }

    /// The layout slots whose stream holds per-instance data
    /// (`D3DSTREAMSOURCE_INSTANCEDATA`); wgpu steps such buffers once per
    /// instance, so a divisor other than 1 is not available.
    fn instance_slots(state: &State, streams: &[Option<u16>]) -> D3dResult<u32> {
        use crate::state::STREAMSOURCE_INSTANCEDATA as INSTANCE;
        let mut mask = 0;
        for (slot, stream) in streams.iter().enumerate() {
            let Some(stream) = stream else { continue };
            let freq = state.stream_freq()[usize::from(*stream)];
            if freq & INSTANCE != 0 {
                let divisor = freq & !INSTANCE;
                if divisor != 1 {
                    return Err(crate::error::not_available!(
                        "instance data advancing every {divisor} instances (wgpu steps per instance)"
                    ));
                }
                mask |= 1 << slot;
            }
        }
        Ok(mask)
    }

    /// A depth attachment of `size` for draws whose pixel shader writes
    /// depth while no depth-stencil surface is bound (cached per size).
    fn scratch_depth(&mut self, size: (u32, u32)) -> D3dResult<DepthSurface> {
        const FORMAT: wgpu::TextureFormat = wgpu::TextureFormat::Depth32Float;
        if let Some(view) = self.bindings.scratch_depth.get(&size) {
            return Ok((view.clone(), FORMAT));
        }
        let texture = self.gpu.scoped("create_texture", |d| {
            d.create_texture(&wgpu::TextureDescriptor {
                label: Some("d3d9 scratch depth"),
                size: wgpu::Extent3d {
                    width: size.0.max(1),
                    height: size.1.max(1),
                    depth_or_array_layers: 1,
                },
                mip_level_count: 1,
                sample_count: 1,
                dimension: wgpu::TextureDimension::D2,
                format: FORMAT,
                usage: wgpu::TextureUsages::RENDER_ATTACHMENT,
                view_formats: &[],
            })
        })?;
        let view = texture.create_view(&Default::default());
        self.bindings.scratch_depth.insert(size, view.clone());
        Ok((view, FORMAT))
    }

    /// The GPU buffers and offsets of the resolved streams (the zero buffer
    /// for inputs the declaration lacks).
    pub(super) fn stream_buffers(
        &mut self,
        state: &State,
        resources: &Resources,
        streams: &[Option<u16>],
    ) -> D3dResult<Vec<(wgpu::Buffer, u64)>> {
        let mut out = Vec::with_capacity(streams.len());
        for s in streams {
            match s {
                Some(slot) => {
                    let stream = state.streams()[usize::from(*slot)].ok_or_else(|| {
                        invalid!("the declaration reads stream {slot} but no buffer is bound there")
                    })?;
                    let b = resources.vertex_buffers.get(stream.buffer.0)?;
                    out.push((b.gpu.clone(), u64::from(stream.offset)));
                }
                None => out.push((self.zero_buffer()?, 0)),
            }
        }
        Ok(out)
    }
}

/// The largest end (`first + count`) of a draw without indices whose
/// vertices stay inside every buffer of `layouts` (the rule
/// `super::check_ranges` checks; `u64::MAX` when nothing limits it), so
/// that most draws check their range with one comparison.
pub(super) fn vertex_limit(
    layouts: &[BufferLayout],
    vertex_buffers: &[(wgpu::Buffer, u64)],
) -> u64 {
    let mut limit = u64::MAX;
    for ((stride, attrs), (buffer, offset)) in layouts.iter().zip(vertex_buffers) {
        let Some(last_byte) = attrs.iter().map(|a| a.offset + a.format.size()).max() else {
            continue;
        };
        if *stride == 0 {
            continue;
        }
        let available = buffer.size().saturating_sub(*offset);
        // (end - 1) * stride + last_byte <= available
        let fits = match available.checked_sub(last_byte) {
            Some(room) => room / stride + 1,
            None => 0,
        };
        limit = limit.min(fits);
    }
    limit
}

/// The bind groups of `pipeline`: per group, its layout and the bindings
/// either shader uses in it, sorted by binding; nothing built yet.
fn group_bindings(
    pipeline: &CachedPipeline,
    vs: &CompiledShader,
    ps: &CompiledShader,
) -> Vec<GroupBinding> {
    (0..pipeline.layouts.len())
        .map(|group| {
            let mut used: Vec<_> = vs
                .bindings
                .iter()
                .chain(&ps.bindings)
                .filter(|b| b.group as usize == group)
                .copied()
                .collect();
            used.sort_unstable_by_key(|b| b.binding);
            used.dedup_by_key(|b| b.binding);
            let stages: [StagePart; 2] = std::array::from_fn(|stage| {
                let uses = |n| {
                    used.iter().any(|b| {
                        b.stage_binding() == (stage, n)
                            && (b.kind == BindingKind::Uniform
                                || (b.kind == BindingKind::Storage && n == 0))
                    })
                };
                StagePart {
                    present: used.iter().any(|b| b.stage_binding().0 == stage),
                    uses_constants: uses(0),
                    uses_renderer: uses(1),
                    ..StagePart::default()
                }
            });
            let sampled = used
                .iter()
                .filter(|b| matches!(b.kind, BindingKind::Texture(..)))
                .filter_map(UsedBinding::flat_stage)
                .fold(0u32, |bits, stage| bits | 1 << stage.min(31));
            GroupBinding {
                layout: (pipeline.layouts[group].clone(), pipeline.layout_ids[group]),
                used,
                group: None,
                offsets: [0; 2],
                dynamic: stages.iter().filter(|s| s.uses_constants).count(),
                batch: None,
                by_textures: crate::FastMap::default(),
                by_texture: Vec::new(),
                view_epoch: 0,
                sampled,
                stages,
            }
        })
        .collect()
}
