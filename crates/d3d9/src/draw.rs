//! Draws, clears and colour fills: resolving the current state into a
//! pipeline, bind groups and one render pass per call.

use std::sync::Arc;

use ninebridge_gpu::wgpu;

use crate::compile::compiled;
use crate::convert::{self, sampler_key};
use crate::device::{Device, MAX_RENDER_TARGETS, Stream};
use crate::error::{D3dError, D3dResult, invalid, not_available};
use crate::pipeline::{BindingKind, CachedPipeline, CompiledShader, PipelineKey, create_pipeline};
use crate::resource::{Buffer, SurfaceId, TextureKind, VertexBufferId};
use crate::shader::ShaderVariant;
use crate::state::{PIXEL_SAMPLER_STAGES, RenderState};
use crate::types::{ClearFlags, CmpFunc, PrimitiveType, d3dcolor_to_rgba};

/// Where the vertices of a draw come from.
#[derive(Clone, Copy, Debug)]
enum Indices<'a> {
    /// `first..first+count` of the streams.
    None { first: u32 },
    /// The bound index buffer from `first_index`, plus `base_vertex`.
    Buffer { first_index: u32, base_vertex: i32 },
    /// Indices given by the application (the `UP` draw).
    User { data: &'a [u8], index32: bool },
}

/// One vertex buffer slot of a pipeline: stride and attributes.
type BufferLayout = (u64, Vec<wgpu::VertexAttribute>);

/// A resolved render target of the current state.
struct Target {
    view: wgpu::TextureView,
    format: wgpu::TextureFormat,
    width: u32,
    height: u32,
}

fn bytes_to_indices(data: &[u8], index32: bool) -> Vec<u32> {
    if index32 {
        data.chunks_exact(4)
            .map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]]))
            .collect()
    } else {
        data.chunks_exact(2)
            .map(|c| u32::from(u16::from_le_bytes([c[0], c[1]])))
            .collect()
    }
}

/// The intersection of two (left, top, right, bottom) rectangles (possibly empty).
fn intersect(a: [u32; 4], b: [u32; 4]) -> [u32; 4] {
    [
        a[0].max(b[0]),
        a[1].max(b[1]),
        a[2].min(b[2]),
        a[3].min(b[3]),
    ]
}

/// Triangle-fan indices as a list: (v0, vi, vi+1) for each triangle.
pub(crate) fn fan_to_list(fan: &[u32]) -> Vec<u32> {
    let mut out = Vec::with_capacity(fan.len().saturating_sub(2) * 3);
    if let Some((&first, rest)) = fan.split_first() {
        for pair in rest.windows(2) {
            out.extend_from_slice(&[first, pair[0], pair[1]]);
        }
    }
    out
}

impl Device {
    /// The bound render targets; `srgb` selects the sRGB views where the
    /// format has one.
    fn targets(&self, srgb: bool) -> D3dResult<Vec<Option<Target>>> {
        let mut out = Vec::with_capacity(MAX_RENDER_TARGETS);
        for (i, rt) in self.state.render_targets.iter().enumerate() {
            match rt {
                Some(id) => {
                    let s = self.surfaces.get(id.0)?;
                    // sRGB writes apply to 8-bit targets; D3D9 ignores them
                    // on formats without the capability (float targets).
                    let (view, format) = match (&s.srgb_view, srgb) {
                        (Some(v), true) => (v.clone(), s.texture.format().add_srgb_suffix()),
                        _ => (s.view.clone(), s.texture.format()),
                    };
                    out.push(Some(Target {
                        view,
                        format,
                        width: s.width,
                        height: s.height,
                    }));
                }
                None if i == 0 => return Err(invalid!("no render target 0 is set")),
                None => out.push(None),
            }
        }
        while matches!(out.last(), Some(None)) {
            out.pop();
        }
        Ok(out)
    }

    fn pixel_variant(&self) -> ShaderVariant {
        let rs = &self.state.render;
        let alpha_test = if rs.flag(RenderState::AlphaTestEnable) {
            CmpFunc::from_d3d(rs.get(RenderState::AlphaFunc)).filter(|f| *f != CmpFunc::Always)
        } else {
            None
        };
        let mut sampler_kinds = [TextureKind::TwoD; 16];
        let ps_1x = self
            .state
            .pixel_shader
            .and_then(|id| self.pixel_shaders.get(id.0).ok())
            .is_some_and(|s| matches!(&s.source, crate::device::ShaderSource::Bytecode(b) if crate::shader::is_ps_1x(b)));
        if ps_1x {
            for (kind, bound) in sampler_kinds.iter_mut().zip(&self.state.textures) {
                if let Some(t) = bound.and_then(|id| self.textures.get(id.0).ok()) {
                    *kind = t.kind;
                }
            }
        }
        ShaderVariant {
            alpha_test,
            fog: rs.flag(RenderState::FogEnable),
            flat: rs.get(RenderState::ShadeMode) == 1,
            sampler_kinds,
        }
    }

    fn shaders(&mut self) -> D3dResult<(Arc<CompiledShader>, Arc<CompiledShader>)> {
        let vs_id = self.state.vertex_shader.ok_or_else(|| {
            not_available!(
                "fixed-function vertex processing is not implemented; set a vertex shader"
            )
        })?;
        let ps_id = self.state.pixel_shader.ok_or_else(|| {
            not_available!("fixed-function pixel processing is not implemented; set a pixel shader")
        })?;
        let variant = self.pixel_variant();
        let vs = compiled(
            &self.gpu,
            self.translator.as_ref(),
            self.vertex_shaders.get_mut(vs_id.0)?,
            // Vertex shaders vary only with the shade mode (flat colours).
            ShaderVariant {
                flat: variant.flat,
                ..ShaderVariant::default()
            },
            &mut self.next_shader_id,
        )
        .map_err(|reason| D3dError::Shader {
            stage: "vertex",
            reason,
        })?;
        let ps = compiled(
            &self.gpu,
            self.translator.as_ref(),
            self.pixel_shaders.get_mut(ps_id.0)?,
            variant,
            &mut self.next_shader_id,
        )
        .map_err(|reason| D3dError::Shader {
            stage: "pixel",
            reason,
        })?;
        Ok((vs, ps))
    }

    /// The vertex buffer layouts for the declaration and the shader's
    /// inputs, and the streams feeding each layout slot (`None`: the zero
    /// buffer for inputs the declaration lacks).
    fn vertex_layout(
        &self,
        vs: &CompiledShader,
    ) -> D3dResult<(Vec<BufferLayout>, Vec<Option<Stream>>)> {
        let decl_id = self
            .state
            .declaration
            .ok_or_else(|| invalid!("no vertex declaration is set (FVF is not supported)"))?;
        let elements = self.declarations.get(decl_id.0)?;
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
            let stream = self.state.streams[usize::from(e.stream)].ok_or_else(|| {
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
            streams.push(self.state.streams[usize::from(stream)]);
        }
        if !zero_attrs.is_empty() {
            layouts.push((0, zero_attrs));
            streams.push(None);
        }
        Ok((layouts, streams))
    }

    fn primitive_state(
        &self,
        pt: PrimitiveType,
        strip_index: Option<wgpu::IndexFormat>,
    ) -> D3dResult<wgpu::PrimitiveState> {
        let rs = &self.state.render;
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

    /// The vertex shader rewritten to draw points as quads, when points are
    /// not 1-pixel points (`None`: draw them as wgpu points).
    fn expand_points(
        &mut self,
        vs: &Arc<CompiledShader>,
        viewport: (f32, f32),
    ) -> D3dResult<Option<Arc<CompiledShader>>> {
        let rs = &self.state.render;
        let p = crate::link::PointExpansion {
            size: rs.float(RenderState::PointSize),
            min: rs.float(RenderState::PointSizeMin),
            max: rs.float(RenderState::PointSizeMax),
            sprite: rs.flag(RenderState::PointSpriteEnable),
            viewport,
        };
        let shader_size = crate::link::writes_point_size(&vs.interface);
        if !shader_size && !p.sprite && p.size.clamp(p.min, p.max) == 1.0 {
            return Ok(None);
        }
        let key = (
            vs.id,
            [p.size, p.min, p.max, viewport.0, viewport.1].map(f32::to_bits),
            p.sprite,
        );
        if let Some(done) = self.expanded.get(&key) {
            return Ok(Some(done.clone()));
        }
        let mut module = (*vs.naga).clone();
        let fail = |reason: String| D3dError::Shader {
            stage: "vertex",
            reason: format!("point expansion: {reason}"),
        };
        crate::link::expand_points(&mut module, &vs.entry_point, &p).map_err(fail)?;
        self.next_shader_id += 1;
        let program = crate::shader::ShaderProgram {
            module,
            entry_point: vs.entry_point.clone(),
            stage: naga::ShaderStage::Vertex,
            inputs: vs.inputs.clone(),
        };
        let expanded = Arc::new(
            crate::compile::compile_program(&self.gpu, program, self.next_shader_id)
                .map_err(fail)?,
        );
        self.expanded.insert(key, expanded.clone());
        Ok(Some(expanded))
    }

    /// The vertex shader linked to `ps` and the enabled clip planes.
    fn link(
        &mut self,
        vs: Arc<CompiledShader>,
        ps: &CompiledShader,
    ) -> D3dResult<Arc<CompiledShader>> {
        let missing: Vec<_> = ps
            .interface
            .iter()
            .filter(|i| !vs.interface.iter().any(|o| o.location == i.location))
            .cloned()
            .collect();
        let rs = &self.state.render;
        let mask = if rs.flag(RenderState::Clipping) {
            rs.get(RenderState::ClipPlaneEnable) & 0x3f
        } else {
            0
        };
        let planes: Vec<[f32; 4]> = (0..crate::device::MAX_CLIP_PLANES)
            .filter(|i| mask & (1 << i) != 0)
            .map(|i| self.state.clip_planes[i])
            .collect();
        if missing.is_empty() && planes.is_empty() {
            return Ok(vs);
        }
        if !planes.is_empty() && !self.gpu.features().contains(wgpu::Features::CLIP_DISTANCES) {
            return Err(not_available!(
                "user clip planes need the CLIP_DISTANCES feature, which this adapter lacks"
            ));
        }
        let key: crate::device::LinkKey = (
            vs.id,
            missing.iter().map(|m| m.location).collect(),
            planes.iter().map(|p| p.map(f32::to_bits)).collect(),
        );
        if let Some(linked) = self.linked.get(&key) {
            return Ok(linked.clone());
        }
        let mut module = (*vs.naga).clone();
        crate::link::patch_vertex(&mut module, &vs.entry_point, &missing, &planes).map_err(
            |reason| D3dError::Shader {
                stage: "vertex",
                reason: format!("linking: {reason}"),
            },
        )?;
        self.next_shader_id += 1;
        let program = crate::shader::ShaderProgram {
            module,
            entry_point: vs.entry_point.clone(),
            stage: naga::ShaderStage::Vertex,
            inputs: vs.inputs.clone(),
        };
        let linked = Arc::new(
            crate::compile::compile_program(&self.gpu, program, self.next_shader_id).map_err(
                |reason| D3dError::Shader {
                    stage: "vertex",
                    reason: format!("linking: {reason}"),
                },
            )?,
        );
        self.linked.insert(key, linked.clone());
        Ok(linked)
    }

    fn sampler(&mut self, flat: usize) -> D3dResult<wgpu::Sampler> {
        let border = self
            .gpu
            .features()
            .contains(wgpu::Features::ADDRESS_MODE_CLAMP_TO_BORDER);
        let key = sampler_key(&self.state.samplers[flat], border)?;
        if let Some(s) = self.samplers.get(&key) {
            return Ok(s.clone());
        }
        let desc = key.descriptor();
        let s = self
            .gpu
            .scoped("create_sampler", |d| d.create_sampler(&desc))?;
        self.samplers.insert(key, s.clone());
        Ok(s)
    }

    fn uniform_buffer(&self, bytes: &[u8]) -> D3dResult<wgpu::Buffer> {
        let size = (bytes.len() as u64).max(16).next_multiple_of(16);
        let buffer = self.gpu.scoped("create_buffer", |d| {
            d.create_buffer(&wgpu::BufferDescriptor {
                label: Some("d3d9 uniforms"),
                size,
                usage: wgpu::BufferUsages::UNIFORM | wgpu::BufferUsages::COPY_DST,
                mapped_at_creation: false,
            })
        })?;
        self.gpu.queue().write_buffer(&buffer, 0, bytes);
        Ok(buffer)
    }

    fn renderer_bytes(&self, stage_group: u32, _viewport: (f32, f32)) -> Vec<u8> {
        let rs = &self.state.render;
        let mut out = Vec::new();
        let mut push = |v: &[f32]| out.extend_from_slice(bytemuck::cast_slice(v));
        if stage_group == 0 {
            // D3D9 samples pixel (i, j) at window (i, j), wgpu at (i + 0.5,
            // j + 0.5): the draw's viewport is moved half a pixel right and
            // down instead (see `draw`), so the shader's offset is zero.
            // Moving the geometry in the shader by (+1/w, -1/h) would do the
            // same but push it across the clip volume's edges, and clipping
            // it there costs precision (table fog on lavapipe).
            push(&[0.0; 4]);
            return out;
        }
        let fog = d3dcolor_to_rgba(rs.get(RenderState::FogColor));
        push(&fog);
        push(&[
            rs.float(RenderState::FogStart),
            rs.float(RenderState::FogEnd),
            rs.float(RenderState::FogDensity),
            0.0,
        ]);
        for _ in 0..4 {
            push(&[0.0; 4]);
        }
        for _ in 0..4 {
            push(&[0.0; 4]);
        }
        push(&[(rs.get(RenderState::AlphaRef) & 0xff) as f32 / 255.0]);
        let fog_mode = match rs.get(RenderState::FogTableMode) {
            m @ 0..=3 => m,
            _ => 0,
        };
        out.extend_from_slice(&fog_mode.to_le_bytes());
        out.extend_from_slice(&u32::from(!self.state.projection_is_ortho).to_le_bytes());
        out.resize(176, 0);
        out
    }

    fn bind_groups(
        &mut self,
        pipeline: &CachedPipeline,
        vs: &CompiledShader,
        ps: &CompiledShader,
        viewport: (f32, f32),
    ) -> D3dResult<Vec<wgpu::BindGroup>> {
        let max_group = vs
            .bindings
            .iter()
            .chain(&ps.bindings)
            .map(|b| b.group)
            .max();
        let Some(max_group) = max_group else {
            return Ok(Vec::new());
        };
        let mut groups = Vec::new();
        for group in 0..=max_group {
            let used: Vec<_> = vs
                .bindings
                .iter()
                .chain(&ps.bindings)
                .filter(|b| b.group == group)
                .copied()
                .collect();
            enum Res {
                Buf(wgpu::Buffer),
                View(wgpu::TextureView),
                Samp(wgpu::Sampler),
            }
            let mut resources = Vec::with_capacity(used.len());
            for b in &used {
                let stage_base = if group == 0 {
                    PIXEL_SAMPLER_STAGES as usize
                } else {
                    0
                };
                let res = match (b.kind, b.binding) {
                    (BindingKind::Uniform, 0) => {
                        let bytes = if group == 0 {
                            self.state.vs_constants.bytes()
                        } else {
                            self.state.ps_constants.bytes()
                        };
                        Res::Buf(self.uniform_buffer(&bytes)?)
                    }
                    (BindingKind::Uniform, 1) => {
                        Res::Buf(self.uniform_buffer(&self.renderer_bytes(group, viewport))?)
                    }
                    (BindingKind::Texture(dim), n) if n >= 2 => {
                        let flat = stage_base + ((n - 2) / 2) as usize;
                        Res::View(self.texture_view(flat, dim)?)
                    }
                    (BindingKind::Sampler, n) if n >= 3 => {
                        Res::Samp(self.sampler(stage_base + ((n - 3) / 2) as usize)?)
                    }
                    (kind, n) => {
                        return Err(invalid!(
                            "shader binding ({group}, {n}) of kind {kind:?} is outside the binding contract"
                        ));
                    }
                };
                resources.push(res);
            }
            let entries: Vec<wgpu::BindGroupEntry<'_>> = used
                .iter()
                .zip(&resources)
                .map(|(b, r)| wgpu::BindGroupEntry {
                    binding: b.binding,
                    resource: match r {
                        Res::Buf(buf) => buf.as_entire_binding(),
                        Res::View(v) => wgpu::BindingResource::TextureView(v),
                        Res::Samp(s) => wgpu::BindingResource::Sampler(s),
                    },
                })
                .collect();
            let bg = self.gpu.scoped("create_bind_group", |d| {
                let layout = pipeline.pipeline.get_bind_group_layout(group);
                d.create_bind_group(&wgpu::BindGroupDescriptor {
                    label: Some("d3d9 bind group"),
                    layout: &layout,
                    entries: &entries,
                })
            })?;
            groups.push(bg);
        }
        Ok(groups)
    }

    fn texture_view(
        &mut self,
        flat: usize,
        dim: wgpu::TextureViewDimension,
    ) -> D3dResult<wgpu::TextureView> {
        let bound = self.state.textures.get(flat).copied().flatten();
        let Some(id) = bound else {
            return self.dummy_texture(dim);
        };
        let tex = self.textures.get(id.0)?;
        let actual = match tex.kind {
            TextureKind::TwoD => wgpu::TextureViewDimension::D2,
            TextureKind::Cube => wgpu::TextureViewDimension::Cube,
            TextureKind::Volume => wgpu::TextureViewDimension::D3,
        };
        if actual != dim {
            return Err(invalid!(
                "sampler stage {flat} has a {actual:?} texture but the shader samples it as {dim:?}"
            ));
        }
        let srgb = self
            .state
            .samplers
            .get(flat)
            .is_some_and(|s| s.get(crate::state::SamplerState::SrgbTexture) != 0);
        Ok(match (&tex.srgb_view, srgb) {
            (Some(v), true) => v.clone(),
            _ => tex.view.clone(),
        })
    }

    /// A 1x1 texture of `dim` reading (0, 0, 0, 1), for stages without one.
    fn dummy_texture(&mut self, dim: wgpu::TextureViewDimension) -> D3dResult<wgpu::TextureView> {
        let (kind, extent) = match dim {
            wgpu::TextureViewDimension::Cube => (TextureKind::Cube, (1, 1, 1)),
            wgpu::TextureViewDimension::D3 => (TextureKind::Volume, (1, 1, 1)),
            wgpu::TextureViewDimension::D2 => (TextureKind::TwoD, (1, 1, 1)),
            other => return Err(not_available!("texture dimension {other:?}")),
        };
        if let Some(v) = self.dummies.get(&kind) {
            return Ok(v.clone());
        }
        let (_, _, desc) = crate::resource::texture_descriptor(
            kind,
            extent,
            1,
            crate::types::Format::A32B32G32R32F,
            false,
        )?;
        let tex = self
            .gpu
            .scoped("create_texture", |d| d.create_texture(&desc))?;
        let layers = if kind == TextureKind::Cube { 6 } else { 1 };
        let texel: [f32; 4] = [0.0, 0.0, 0.0, 1.0];
        for layer in 0..layers {
            self.gpu.queue().write_texture(
                wgpu::TexelCopyTextureInfo {
                    texture: &tex,
                    mip_level: 0,
                    origin: wgpu::Origin3d {
                        x: 0,
                        y: 0,
                        z: layer,
                    },
                    aspect: wgpu::TextureAspect::All,
                },
                bytemuck::cast_slice(&texel),
                wgpu::TexelCopyBufferLayout {
                    offset: 0,
                    bytes_per_row: Some(16),
                    rows_per_image: Some(1),
                },
                wgpu::Extent3d {
                    width: 1,
                    height: 1,
                    depth_or_array_layers: 1,
                },
            );
        }
        let view = tex.create_view(&wgpu::TextureViewDescriptor {
            dimension: Some(dim),
            ..Default::default()
        });
        self.dummies.insert(kind, view.clone());
        Ok(view)
    }

    fn zero_buffer(&mut self) -> D3dResult<wgpu::Buffer> {
        if let Some(b) = &self.zero_vertex {
            return Ok(b.clone());
        }
        let b = self.uniform_buffer_with_usage(&[0u8; 16], wgpu::BufferUsages::VERTEX)?;
        self.zero_vertex = Some(b.clone());
        Ok(b)
    }

    fn uniform_buffer_with_usage(
        &self,
        bytes: &[u8],
        usage: wgpu::BufferUsages,
    ) -> D3dResult<wgpu::Buffer> {
        let size = (bytes.len() as u64).next_multiple_of(4).max(4);
        let buffer = self.gpu.scoped("create_buffer", |d| {
            d.create_buffer(&wgpu::BufferDescriptor {
                label: Some("d3d9 transient"),
                size,
                usage: usage | wgpu::BufferUsages::COPY_DST,
                mapped_at_creation: false,
            })
        })?;
        let mut padded = bytes.to_vec();
        padded.resize(size as usize, 0);
        self.gpu.queue().write_buffer(&buffer, 0, &padded);
        Ok(buffer)
    }

    fn draw_internal(
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
        let (rt_w, rt_h) = targets
            .iter()
            .flatten()
            .fold((u32::MAX, u32::MAX), |(w, h), t| {
                (w.min(t.width), h.min(t.height))
            });
        let vp = self.state.viewport.unwrap_or(crate::types::Viewport {
            x: 0,
            y: 0,
            width: rt_w,
            height: rt_h,
            min_z: 0.0,
            max_z: 1.0,
        });
        let expanded = if pt == PrimitiveType::PointList {
            self.expand_points(&vs, (vp.width as f32, vp.height as f32))?
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

        // Index data: fans and user indices become a transient u32 buffer.
        let mut index_buffer: Option<(wgpu::Buffer, wgpu::IndexFormat, u32, i32)> = None;
        let mut draw_count = count;
        match indices {
            Indices::None { first } if pt == PrimitiveType::TriangleFan => {
                let seq: Vec<u32> = (first..first.saturating_add(count)).collect();
                let list = fan_to_list(&seq);
                draw_count = list.len() as u32;
                index_buffer = Some((
                    self.uniform_buffer_with_usage(
                        bytemuck::cast_slice(&list),
                        wgpu::BufferUsages::INDEX,
                    )?,
                    wgpu::IndexFormat::Uint32,
                    0,
                    0,
                ));
            }
            Indices::None { .. } => {}
            Indices::Buffer {
                first_index,
                base_vertex,
            } => {
                let ib_id = self
                    .state
                    .indices
                    .ok_or_else(|| invalid!("indexed draw without an index buffer"))?;
                let ib: &Buffer = self.index_buffers.get(ib_id.0)?;
                let size = if ib.index32 { 4 } else { 2 };
                let start = first_index as usize * size;
                let end = start + count as usize * size;
                if end > ib.len {
                    return Err(invalid!(
                        "indices {first_index}..+{count} past the end of a {}-byte index buffer",
                        ib.len
                    ));
                }
                if pt == PrimitiveType::TriangleFan {
                    let list = fan_to_list(&bytes_to_indices(&ib.shadow[start..end], ib.index32));
                    draw_count = list.len() as u32;
                    index_buffer = Some((
                        self.uniform_buffer_with_usage(
                            bytemuck::cast_slice(&list),
                            wgpu::BufferUsages::INDEX,
                        )?,
                        wgpu::IndexFormat::Uint32,
                        0,
                        base_vertex,
                    ));
                } else {
                    let format = if ib.index32 {
                        wgpu::IndexFormat::Uint32
                    } else {
                        wgpu::IndexFormat::Uint16
                    };
                    index_buffer = Some((ib.gpu.clone(), format, first_index, base_vertex));
                }
            }
            Indices::User { data, index32 } => {
                let size = if index32 { 4 } else { 2 };
                let need = count as usize * size;
                let data = data
                    .get(..need)
                    .ok_or_else(|| invalid!("{} index bytes given, {need} needed", data.len()))?;
                let mut list = bytes_to_indices(data, index32);
                if pt == PrimitiveType::TriangleFan {
                    list = fan_to_list(&list);
                }
                draw_count = list.len() as u32;
                index_buffer = Some((
                    self.uniform_buffer_with_usage(
                        bytemuck::cast_slice(&list),
                        wgpu::BufferUsages::INDEX,
                    )?,
                    wgpu::IndexFormat::Uint32,
                    0,
                    0,
                ));
            }
        }
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
        let blend = convert::blend(&rs)?;
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
                        blend,
                        write_mask: convert::write_mask(&rs, i),
                    })
                }
                None => None,
            });
        }
        let depth_surface = match self.state.depth_stencil {
            Some(id) => {
                let s = self.surfaces.get(id.0)?;
                Some((s.view.clone(), s.texture.format()))
            }
            None => None,
        };
        let depth = match &depth_surface {
            Some((_, format)) => Some(convert::depth_stencil(&rs, *format)?),
            None => None,
        };
        let key = PipelineKey {
            vs: vs.id,
            ps: ps.id,
            buffers: layouts,
            instanced,
            primitive,
            targets: color_targets,
            depth,
        };
        let pipeline = match self.pipelines.get(&key) {
            Some(p) => p,
            None => {
                let p = Arc::new(create_pipeline(&self.gpu, &key, &vs, &ps)?);
                self.pipelines.insert(key.clone(), p.clone());
                p
            }
        };

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

        let commands = self.gpu.scoped("draw", |device| {
            let mut encoder = device.create_command_encoder(&wgpu::CommandEncoderDescriptor {
                label: Some("d3d9 draw"),
            });
            {
                let attachments: Vec<Option<wgpu::RenderPassColorAttachment<'_>>> = targets
                    .iter()
                    .map(|t| {
                        t.as_ref().map(|t| wgpu::RenderPassColorAttachment {
                            view: &t.view,
                            depth_slice: None,
                            resolve_target: None,
                            ops: wgpu::Operations {
                                load: wgpu::LoadOp::Load,
                                store: wgpu::StoreOp::Store,
                            },
                        })
                    })
                    .collect();
                let depth_attachment = depth_surface.as_ref().map(|(view, format)| {
                    wgpu::RenderPassDepthStencilAttachment {
                        view,
                        depth_ops: Some(wgpu::Operations {
                            load: wgpu::LoadOp::Load,
                            store: wgpu::StoreOp::Store,
                        }),
                        stencil_ops: format.has_stencil_aspect().then_some(wgpu::Operations {
                            load: wgpu::LoadOp::Load,
                            store: wgpu::StoreOp::Store,
                        }),
                    }
                });
                let mut pass = encoder.begin_render_pass(&wgpu::RenderPassDescriptor {
                    label: Some("d3d9 draw"),
                    color_attachments: &attachments,
                    depth_stencil_attachment: depth_attachment,
                    ..Default::default()
                });
                pass.set_pipeline(&pipeline.pipeline);
                // Half a pixel right and down: D3D9's pixel centres sit at
                // integer window coordinates, wgpu's at + 0.5.
                pass.set_viewport(
                    vp.x as f32 + 0.5,
                    vp.y as f32 + 0.5,
                    (vp_x1 - vp.x) as f32,
                    (vp_y1 - vp.y) as f32,
                    vp.min_z,
                    vp.max_z,
                );
                if let Some((x, y, w, h)) = scissor {
                    pass.set_scissor_rect(x, y, w, h);
                }
                pass.set_stencil_reference(stencil_ref);
                pass.set_blend_constant(wgpu::Color {
                    r: f64::from(blend_constant[0]),
                    g: f64::from(blend_constant[1]),
                    b: f64::from(blend_constant[2]),
                    a: f64::from(blend_constant[3]),
                });
                for (i, g) in groups.iter().enumerate() {
                    pass.set_bind_group(i as u32, g, &[]);
                }
                for (slot, (buffer, offset)) in vertex_buffers.iter().enumerate() {
                    pass.set_vertex_buffer(slot as u32, buffer.slice(*offset..));
                }
                match (&index_buffer, indices) {
                    (Some((buffer, format, first, base)), _) => {
                        pass.set_index_buffer(buffer.slice(..), *format);
                        pass.draw_indexed(*first..*first + draw_count, *base, 0..1);
                    }
                    (None, Indices::None { first }) if instanced => {
                        pass.draw(0..6, first..first + draw_count)
                    }
                    (None, Indices::None { first }) => pass.draw(first..first + draw_count, 0..1),
                    (None, _) => {}
                }
            }
            encoder.finish()
        })?;
        self.gpu.submit([commands])?;
        Ok(())
    }

    /// `DrawPrimitive`.
    pub fn draw_primitive(
        &mut self,
        pt: PrimitiveType,
        start_vertex: u32,
        primitive_count: u32,
    ) -> D3dResult<()> {
        self.draw_internal(
            pt,
            primitive_count,
            Indices::None {
                first: start_vertex,
            },
        )
    }

    /// `DrawIndexedPrimitive`. `min_index` and `num_vertices` are D3D9's
    /// hints and only validated.
    pub fn draw_indexed_primitive(
        &mut self,
        pt: PrimitiveType,
        base_vertex: i32,
        min_index: u32,
        num_vertices: u32,
        start_index: u32,
        primitive_count: u32,
    ) -> D3dResult<()> {
        if min_index.checked_add(num_vertices).is_none() {
            return Err(invalid!(
                "min_index {min_index} + num_vertices {num_vertices} overflows"
            ));
        }
        self.draw_internal(
            pt,
            primitive_count,
            Indices::Buffer {
                first_index: start_index,
                base_vertex,
            },
        )
    }

    /// Binds user vertex data as stream 0 for one draw, then unbinds it, as
    /// D3D9's `UP` draws do.
    fn with_user_stream(
        &mut self,
        data: &[u8],
        stride: u32,
        f: impl FnOnce(&mut Self) -> D3dResult<()>,
    ) -> D3dResult<()> {
        if stride == 0 {
            return Err(invalid!("user vertex stride 0"));
        }
        let len = u32::try_from(data.len())
            .map_err(|_| invalid!("{} bytes of user vertices", data.len()))?;
        let vb = self.create_vertex_buffer(len)?;
        self.lock_vertex_buffer(vb, 0, 0)?.copy_from_slice(data);
        self.unlock_vertex_buffer(vb)?;
        self.state.streams[0] = Some(Stream {
            buffer: vb,
            offset: 0,
            stride,
        });
        let result = f(self);
        self.state.streams[0] = None;
        self.release_vertex_buffer(vb)?;
        result
    }

    /// `DrawPrimitiveUP`: vertices from application memory.
    pub fn draw_primitive_up(
        &mut self,
        pt: PrimitiveType,
        primitive_count: u32,
        data: &[u8],
        stride: u32,
    ) -> D3dResult<()> {
        let count = pt
            .vertex_count(primitive_count)
            .ok_or_else(|| invalid!("{primitive_count} primitives overflow"))?;
        let need = count as usize * stride as usize;
        let data = data
            .get(..need)
            .ok_or_else(|| invalid!("{} vertex bytes given, {need} needed", data.len()))?;
        self.with_user_stream(data, stride, |d| {
            d.draw_internal(pt, primitive_count, Indices::None { first: 0 })
        })
    }

    /// `DrawIndexedPrimitiveUP`: indices and vertices from application memory.
    #[allow(clippy::too_many_arguments)]
    pub fn draw_indexed_primitive_up(
        &mut self,
        pt: PrimitiveType,
        min_index: u32,
        num_vertices: u32,
        primitive_count: u32,
        indices: &[u8],
        index32: bool,
        vertices: &[u8],
        stride: u32,
    ) -> D3dResult<()> {
        let need = (min_index as usize + num_vertices as usize) * stride as usize;
        let vertices = vertices
            .get(..need)
            .ok_or_else(|| invalid!("{} vertex bytes given, {need} needed", vertices.len()))?;
        self.with_user_stream(vertices, stride, |d| {
            d.draw_internal(
                pt,
                primitive_count,
                Indices::User {
                    data: indices,
                    index32,
                },
            )
        })
    }

    /// `Release` of a vertex buffer.
    pub fn release_vertex_buffer(&mut self, vb: VertexBufferId) -> D3dResult<()> {
        self.vertex_buffers.remove(vb.0)?;
        for s in self.state.streams.iter_mut() {
            if s.is_some_and(|s| s.buffer == vb) {
                *s = None;
            }
        }
        Ok(())
    }

    /// `Clear` of the bound render targets and depth-stencil surface, inside
    /// the viewport (and the scissor rectangle when that test is on).
    pub fn clear(&mut self, flags: ClearFlags, color: u32, z: f32, stencil: u32) -> D3dResult<()> {
        // Clears are not sRGB-converted in D3D9.
        let targets = self.targets(false)?;
        let depth = match self.state.depth_stencil {
            Some(id) if flags.zbuffer || flags.stencil => {
                let s = self.surfaces.get(id.0)?;
                Some((s.view.clone(), s.texture.format()))
            }
            Some(_) => None,
            None if flags.zbuffer || flags.stencil => {
                return Err(invalid!(
                    "clearing depth/stencil without a depth-stencil surface"
                ));
            }
            None => None,
        };
        let rgba = d3dcolor_to_rgba(color);
        // D3D9 clears the viewport, within the scissor rectangle when the
        // scissor test is on.
        let (rt_w, rt_h) = targets
            .iter()
            .flatten()
            .fold((u32::MAX, u32::MAX), |(w, h), t| {
                (w.min(t.width), h.min(t.height))
            });
        let mut rect = [0, 0, rt_w, rt_h];
        if let Some(vp) = self.state.viewport {
            rect = intersect(
                rect,
                [
                    vp.x,
                    vp.y,
                    vp.x.saturating_add(vp.width),
                    vp.y.saturating_add(vp.height),
                ],
            );
        }
        if self.state.render.flag(RenderState::ScissorTestEnable) {
            if let Some(sc) = self.state.scissor {
                rect = intersect(rect, sc);
            }
        }
        if rect[0] >= rect[2] || rect[1] >= rect[3] {
            return Ok(());
        }
        let uniform_size = targets
            .iter()
            .flatten()
            .all(|t| (t.width, t.height) == (rt_w, rt_h));
        if rect != [0, 0, rt_w, rt_h] || !uniform_size {
            return self.clear_rect(&targets, depth, flags, rgba, z, stencil, rect);
        }
        let clear_color = wgpu::Color {
            r: f64::from(rgba[0]),
            g: f64::from(rgba[1]),
            b: f64::from(rgba[2]),
            a: f64::from(rgba[3]),
        };
        let commands = self.gpu.scoped("clear", |device| {
            let mut encoder = device.create_command_encoder(&Default::default());
            let attachments: Vec<Option<wgpu::RenderPassColorAttachment<'_>>> = if flags.target {
                targets
                    .iter()
                    .map(|t| {
                        t.as_ref().map(|t| wgpu::RenderPassColorAttachment {
                            view: &t.view,
                            depth_slice: None,
                            resolve_target: None,
                            ops: wgpu::Operations {
                                load: wgpu::LoadOp::Clear(clear_color),
                                store: wgpu::StoreOp::Store,
                            },
                        })
                    })
                    .collect()
            } else {
                Vec::new()
            };
            let depth_attachment =
                depth
                    .as_ref()
                    .map(|(view, format)| wgpu::RenderPassDepthStencilAttachment {
                        view,
                        depth_ops: Some(wgpu::Operations {
                            load: if flags.zbuffer {
                                wgpu::LoadOp::Clear(z.clamp(0.0, 1.0))
                            } else {
                                wgpu::LoadOp::Load
                            },
                            store: wgpu::StoreOp::Store,
                        }),
                        stencil_ops: format.has_stencil_aspect().then_some(wgpu::Operations {
                            load: if flags.stencil {
                                wgpu::LoadOp::Clear(stencil & 0xff)
                            } else {
                                wgpu::LoadOp::Load
                            },
                            store: wgpu::StoreOp::Store,
                        }),
                    });
            drop(encoder.begin_render_pass(&wgpu::RenderPassDescriptor {
                label: Some("d3d9 clear"),
                color_attachments: &attachments,
                depth_stencil_attachment: depth_attachment,
                ..Default::default()
            }));
            encoder.finish()
        })?;
        self.gpu.submit([commands])?;
        Ok(())
    }

    /// Clears `rect` (left, top, right, bottom) by drawing (see `clear.rs`).
    #[allow(clippy::too_many_arguments)]
    fn clear_rect(
        &mut self,
        targets: &[Option<Target>],
        depth: Option<(wgpu::TextureView, wgpu::TextureFormat)>,
        flags: ClearFlags,
        rgba: [f32; 4],
        z: f32,
        stencil: u32,
        rect: [u32; 4],
    ) -> D3dResult<()> {
        let colors: Vec<Option<wgpu::TextureFormat>> = if flags.target {
            targets
                .iter()
                .map(|t| t.as_ref().map(|t| t.format))
                .collect()
        } else {
            Vec::new()
        };
        let key = crate::clear::ClearKey {
            colors,
            depth: depth
                .as_ref()
                .map(|(_, f)| (*f, flags.zbuffer, flags.stencil)),
        };
        if key.colors.iter().all(Option::is_none) && key.depth.is_none() {
            return Ok(());
        }
        let pipeline = self.clear_pipelines.get(&self.gpu, &key)?;
        let z = z.clamp(0.0, 1.0);
        let buffer = self.uniform_buffer(bytemuck::cast_slice(&[rgba, [z, 0.0, 0.0, 0.0]]))?;
        let group = self.gpu.scoped("create_bind_group (clear)", |d| {
            let layout = pipeline.get_bind_group_layout(0);
            d.create_bind_group(&wgpu::BindGroupDescriptor {
                label: Some("d3d9 clear"),
                layout: &layout,
                entries: &[wgpu::BindGroupEntry {
                    binding: 0,
                    resource: buffer.as_entire_binding(),
                }],
            })
        })?;
        let load = wgpu::Operations {
            load: wgpu::LoadOp::Load,
            store: wgpu::StoreOp::Store,
        };
        let commands = self.gpu.scoped("clear (rect)", |device| {
            let mut encoder = device.create_command_encoder(&Default::default());
            {
                let attachments: Vec<Option<wgpu::RenderPassColorAttachment<'_>>> = if flags.target
                {
                    targets
                        .iter()
                        .map(|t| {
                            t.as_ref().map(|t| wgpu::RenderPassColorAttachment {
                                view: &t.view,
                                depth_slice: None,
                                resolve_target: None,
                                ops: load,
                            })
                        })
                        .collect()
                } else {
                    Vec::new()
                };
                let depth_attachment =
                    depth
                        .as_ref()
                        .map(|(view, format)| wgpu::RenderPassDepthStencilAttachment {
                            view,
                            depth_ops: Some(wgpu::Operations {
                                load: wgpu::LoadOp::Load,
                                store: wgpu::StoreOp::Store,
                            }),
                            stencil_ops: format.has_stencil_aspect().then_some(wgpu::Operations {
                                load: wgpu::LoadOp::Load,
                                store: wgpu::StoreOp::Store,
                            }),
                        });
                let mut pass = encoder.begin_render_pass(&wgpu::RenderPassDescriptor {
                    label: Some("d3d9 clear (rect)"),
                    color_attachments: &attachments,
                    depth_stencil_attachment: depth_attachment,
                    ..Default::default()
                });
                let [x0, y0, x1, y1] = rect;
                pass.set_pipeline(&pipeline);
                pass.set_viewport(
                    x0 as f32,
                    y0 as f32,
                    (x1 - x0) as f32,
                    (y1 - y0) as f32,
                    0.0,
                    1.0,
                );
                pass.set_scissor_rect(x0, y0, x1 - x0, y1 - y0);
                pass.set_stencil_reference(stencil & 0xff);
                pass.set_bind_group(0, &group, &[]);
                pass.draw(0..3, 0..1);
            }
            encoder.finish()
        })?;
        self.gpu.submit([commands])?;
        Ok(())
    }

    /// `ColorFill` of a whole surface with a `D3DCOLOR`, converted to the
    /// surface's format.
    pub fn color_fill(&mut self, surface: SurfaceId, color: u32) -> D3dResult<()> {
        let s = self.surfaces.get(surface.0)?;
        if s.depth {
            return Err(invalid!("color_fill of a depth-stencil surface"));
        }
        let rgba = d3dcolor_to_rgba(color);
        let clear_color = wgpu::Color {
            r: f64::from(rgba[0]),
            g: f64::from(rgba[1]),
            b: f64::from(rgba[2]),
            a: f64::from(rgba[3]),
        };
        let view = s.view.clone();
        let commands = self.gpu.scoped("color_fill", |device| {
            let mut encoder = device.create_command_encoder(&Default::default());
            drop(encoder.begin_render_pass(&wgpu::RenderPassDescriptor {
                label: Some("d3d9 color fill"),
                color_attachments: &[Some(wgpu::RenderPassColorAttachment {
                    view: &view,
                    depth_slice: None,
                    resolve_target: None,
                    ops: wgpu::Operations {
                        load: wgpu::LoadOp::Clear(clear_color),
                        store: wgpu::StoreOp::Store,
                    },
                })],
                ..Default::default()
            }));
            encoder.finish()
        })?;
        self.gpu.submit([commands])?;
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fans_become_lists() {
        assert_eq!(fan_to_list(&[5, 6, 7, 8]), [5, 6, 7, 5, 7, 8]);
        assert!(fan_to_list(&[1, 2]).is_empty());
        assert!(fan_to_list(&[]).is_empty());
    }

    #[test]
    fn index_bytes() {
        assert_eq!(bytes_to_indices(&[1, 0, 2, 0, 9], false), [1, 2]);
        assert_eq!(bytes_to_indices(&[1, 0, 0, 0], true), [1]);
    }
}
