//! The device: handle tables, the current state, and the state-setting and
//! resource-creation methods of `IDirect3DDevice9`, named as in D3D9.

use std::sync::Arc;

use ninebridge_gpu::{Gpu, wgpu};

use crate::FastMap;
use crate::convert::{SamplerKey, format_info};
use crate::error::{D3dResult, invalid, not_available};
use crate::pipeline::{CompiledShader, PipelineCache};
use crate::resource::*;
use crate::shader::{ShaderProgram, ShaderTranslator, ShaderVariant};
use crate::state::{RenderStates, SamplerStates, flat_index};
use ninebridge_types::{
    CubeFace, DeclMethod, Format, LockFlags, RenderState, SamplerSlot, SamplerState,
    TransformState, VertexElement, Viewport,
};

/// Vertex shader float constants (`c0..c255`).
pub const VS_FLOAT_CONSTANTS: usize = 256;
/// Pixel shader float constants (`c0..c223`).
pub const PS_FLOAT_CONSTANTS: usize = 224;
/// Render targets bound at once.
pub const MAX_RENDER_TARGETS: usize = 4;
/// Vertex streams.
pub const MAX_STREAMS: usize = 16;
/// User clip planes.
pub const MAX_CLIP_PLANES: usize = 6;

/// The constant registers of one stage.
#[derive(Clone, Debug)]
pub(crate) struct Constants {
    pub(crate) f: Vec<[f32; 4]>,
    pub(crate) i: [[i32; 4]; 16],
    pub(crate) b: [bool; 16],
}

impl Constants {
    fn new(floats: usize) -> Self {
        Constants {
            f: vec![[0.0; 4]; floats],
            i: [[0; 4]; 16],
            b: [false; 16],
        }
    }

    fn set_f(&mut self, start: u32, data: &[[f32; 4]]) -> D3dResult<()> {
        let start = start as usize;
        let end = start
            .checked_add(data.len())
            .filter(|&e| e <= self.f.len())
            .ok_or_else(|| {
                invalid!(
                    "float constants c{start}..+{} past the last register c{}",
                    data.len(),
                    self.f.len() - 1
                )
            })?;
        self.f[start..end].copy_from_slice(data);
        Ok(())
    }

    fn set_i(&mut self, start: u32, data: &[[i32; 4]]) -> D3dResult<()> {
        let start = start as usize;
        let end = start
            .checked_add(data.len())
            .filter(|&e| e <= 16)
            .ok_or_else(|| invalid!("int constants i{start}..+{} past i15", data.len()))?;
        self.i[start..end].copy_from_slice(data);
        Ok(())
    }

    fn set_b(&mut self, start: u32, data: &[bool]) -> D3dResult<()> {
        let start = start as usize;
        let end = start
            .checked_add(data.len())
            .filter(|&e| e <= 16)
            .ok_or_else(|| invalid!("bool constants b{start}..+{} past b15", data.len()))?;
        self.b[start..end].copy_from_slice(data);
        Ok(())
    }

    /// Bytes of the whole std140 block: `c`, then 16 `i`, then 16 `b`.
    pub(crate) fn block_size(&self) -> u64 {
        (self.f.len() * 16 + 512) as u64
    }

    /// The leading bytes of the block a shader that reads `read` needs.
    pub(crate) fn bytes_read(&self, read: crate::pipeline::ConstantsRead) -> Vec<u8> {
        match read {
            crate::pipeline::ConstantsRead::Floats(n) => {
                let n = (n as usize).min(self.f.len());
                bytemuck::cast_slice(&self.f[..n]).to_vec()
            }
            crate::pipeline::ConstantsRead::All => self.bytes(),
        }
    }

    /// The std140 bytes of the constants block (`c`, then `i`, then `b` as uint4).
    pub(crate) fn bytes(&self) -> Vec<u8> {
        let mut out = Vec::with_capacity(self.f.len() * 16 + 512);
        for reg in &self.f {
            out.extend_from_slice(bytemuck::cast_slice(reg));
        }
        for reg in &self.i {
            out.extend_from_slice(bytemuck::cast_slice(reg));
        }
        for &b in &self.b {
            out.extend_from_slice(bytemuck::cast_slice(&[u32::from(b), 0, 0, 0]));
        }
        out
    }
}

/// A vertex stream binding.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Stream {
    pub(crate) buffer: VertexBufferId,
    pub(crate) offset: u32,
    pub(crate) stride: u32,
}

/// Everything `Set*` changes.
#[derive(Clone, Debug)]
pub(crate) struct DeviceState {
    pub(crate) render: RenderStates,
    pub(crate) samplers: [SamplerStates; 20],
    pub(crate) textures: [Option<TextureId>; 20],
    pub(crate) render_targets: [Option<SurfaceId>; MAX_RENDER_TARGETS],
    pub(crate) depth_stencil: Option<SurfaceId>,
    pub(crate) viewport: Option<Viewport>,
    pub(crate) scissor: Option<[u32; 4]>,
    pub(crate) streams: [Option<Stream>; MAX_STREAMS],
    pub(crate) indices: Option<IndexBufferId>,
    pub(crate) declaration: Option<VertexDeclId>,
    pub(crate) vertex_shader: Option<VertexShaderId>,
    pub(crate) pixel_shader: Option<PixelShaderId>,
    pub(crate) vs_constants: Constants,
    pub(crate) ps_constants: Constants,
    pub(crate) clip_planes: [[f32; 4]; MAX_CLIP_PLANES],
    pub(crate) projection_is_ortho: bool,
}

impl Default for DeviceState {
    fn default() -> Self {
        DeviceState {
            render: RenderStates::default(),
            samplers: [SamplerStates::default(); 20],
            textures: [None; 20],
            render_targets: [None; MAX_RENDER_TARGETS],
            depth_stencil: None,
            viewport: None,
            scissor: None,
            streams: [None; MAX_STREAMS],
            indices: None,
            declaration: None,
            vertex_shader: None,
            pixel_shader: None,
            vs_constants: Constants::new(VS_FLOAT_CONSTANTS),
            ps_constants: Constants::new(PS_FLOAT_CONSTANTS),
            clip_planes: [[0.0; 4]; MAX_CLIP_PLANES],
            projection_is_ortho: true,
        }
    }
}

/// Where a shader comes from.
#[derive(Debug)]
pub(crate) enum ShaderSource {
    /// D3D9 bytecode, translated per variant.
    Bytecode(Vec<u8>),
    /// A program given directly (no variants).
    Program(Box<ShaderProgram>),
}

/// A shader object and its translated variants (failures are cached too so
/// a bad shader is reported on every draw without being retranslated).
#[derive(Debug)]
pub(crate) struct Shader {
    pub(crate) source: ShaderSource,
    pub(crate) variants: FastMap<ShaderVariant, Result<Arc<CompiledShader>, crate::ShaderError>>,
}

/// A Direct3D 9 device on a wgpu [`Gpu`].
pub struct Device {
    pub(crate) gpu: Gpu,
    pub(crate) translator: Box<dyn ShaderTranslator>,
    pub(crate) textures: Table<Texture>,
    pub(crate) surfaces: Table<Surface>,
    pub(crate) vertex_buffers: Table<Buffer>,
    pub(crate) index_buffers: Table<Buffer>,
    pub(crate) declarations: Table<Vec<VertexElement>>,
    pub(crate) vertex_shaders: Table<Shader>,
    pub(crate) pixel_shaders: Table<Shader>,
    pub(crate) state: DeviceState,
    pub(crate) pipelines: PipelineCache,
    pub(crate) samplers: FastMap<SamplerKey, wgpu::Sampler>,
    pub(crate) next_shader_id: u64,
    /// 1x1 (0, 0, 0, 1) textures for sampler stages without a texture.
    pub(crate) dummies: FastMap<TextureKind, wgpu::TextureView>,
    /// 16 zero bytes feeding shader inputs the declaration lacks.
    pub(crate) zero_vertex: Option<wgpu::Buffer>,
    /// Vertex shaders linked to a pixel shader's inputs and clip planes.
    pub(crate) linked: FastMap<LinkKey, Arc<CompiledShader>>,
    /// Vertex shaders rewritten to expand points: (shader id, size, min,
    /// max, sprite, viewport) as bits.
    pub(crate) expanded: FastMap<(u64, bool), Arc<CompiledShader>>,
    /// Pipelines of partial clears.
    pub(crate) clear_pipelines: crate::clear::ClearPipelines,
    /// The open encoder, render pass and uniform ring of batched draws.
    pub(crate) recorder: crate::draw::SharedRecorder,
    /// Bind groups by layout and resources (uniform offsets are dynamic).
    pub(crate) bind_group_cache: FastMap<crate::draw::BindGroupKey, wgpu::BindGroup>,
}

/// What a linked vertex shader was made for: the vertex variant, the pixel
/// inputs it had to add, and the clip planes (as bits).
/// A linked vertex shader: the vertex shader, the (location, unwritten
/// value bits) of the pixel inputs it gains, and the clip planes' bits.
pub(crate) type LinkKey = (u64, Vec<(u32, [u32; 4])>, usize);

impl std::fmt::Debug for Device {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Device")
            .field("gpu", &self.gpu)
            .finish_non_exhaustive()
    }
}

impl Device {
    /// Creates a device drawing on `gpu`, translating shaders with `translator`.
    pub fn new(gpu: Gpu, translator: Box<dyn ShaderTranslator>) -> Self {
        Device {
            gpu,
            translator,
            textures: Table::new("texture"),
            surfaces: Table::new("surface"),
            vertex_buffers: Table::new("vertex buffer"),
            index_buffers: Table::new("index buffer"),
            declarations: Table::new("vertex declaration"),
            vertex_shaders: Table::new("vertex shader"),
            pixel_shaders: Table::new("pixel shader"),
            state: DeviceState::default(),
            pipelines: PipelineCache::default(),
            samplers: FastMap::default(),
            next_shader_id: 0,
            dummies: FastMap::default(),
            zero_vertex: None,
            linked: FastMap::default(),
            expanded: FastMap::default(),
            clear_pipelines: Default::default(),
            recorder: Default::default(),
            bind_group_cache: FastMap::default(),
        }
    }

    /// The GPU the device draws on.
    pub fn gpu(&self) -> &Gpu {
        &self.gpu
    }

    /// Number of pipelines created so far (the cache's size).
    pub fn pipeline_count(&self) -> usize {
        self.pipelines.len()
    }

    /// Number of vertex modules made from a vertex shader for a draw so far:
    /// linked to a pixel shader's inputs and clip planes, or rewritten to
    /// draw points as quads. Clip-plane equations, point sizes and the
    /// viewport are uniforms, so changing only them makes none.
    pub fn derived_shader_count(&self) -> usize {
        self.linked.len() + self.expanded.len()
    }

    // ---- textures -------------------------------------------------------

    fn create_texture_any(
        &mut self,
        kind: TextureKind,
        extent: (u32, u32, u32),
        levels: u32,
        format: Format,
        render_target: bool,
    ) -> D3dResult<TextureId> {
        let (_, levels, desc) =
            crate::resource::texture_descriptor(kind, extent, levels, format, render_target)?;
        let gpu = self
            .gpu
            .scoped("create_texture", |d| d.create_texture(&desc))?;
        let view_desc = wgpu::TextureViewDescriptor {
            dimension: Some(match kind {
                TextureKind::TwoD => wgpu::TextureViewDimension::D2,
                TextureKind::Cube => wgpu::TextureViewDimension::Cube,
                TextureKind::Volume => wgpu::TextureViewDimension::D3,
            }),
            ..Default::default()
        };
        let view = gpu.create_view(&view_desc);
        let srgb_view = crate::resource::srgb_variant(gpu.format()).map(|format| {
            gpu.create_view(&wgpu::TextureViewDescriptor {
                format: Some(format),
                ..view_desc.clone()
            })
        });
        let (width, height, depth) = extent;
        let mut tex = Texture {
            kind,
            format,
            width,
            height,
            depth,
            levels,
            gpu,
            view,
            srgb_view,
            shadow: Vec::new(),
        };
        for _face in 0..tex.faces() {
            for level in 0..levels {
                let (w, h, d) = tex.level_extent(level);
                let bytes = crate::convert::level_bytes(format, w, h, d)?;
                tex.shadow.push(vec![0; bytes]);
            }
        }
        Ok(TextureId(self.textures.insert(tex)))
    }

    /// `CreateTexture`: a 2D texture (`levels` 0 = full chain).
    pub fn create_texture(
        &mut self,
        width: u32,
        height: u32,
        levels: u32,
        render_target: bool,
        format: Format,
    ) -> D3dResult<TextureId> {
        self.create_texture_any(
            TextureKind::TwoD,
            (width, height, 1),
            levels,
            format,
            render_target,
        )
    }

    /// `CreateCubeTexture`.
    pub fn create_cube_texture(
        &mut self,
        edge: u32,
        levels: u32,
        format: Format,
    ) -> D3dResult<TextureId> {
        self.create_texture_any(TextureKind::Cube, (edge, edge, 1), levels, format, false)
    }

    /// `CreateVolumeTexture`.
    pub fn create_volume_texture(
        &mut self,
        width: u32,
        height: u32,
        depth: u32,
        levels: u32,
        format: Format,
    ) -> D3dResult<TextureId> {
        self.create_texture_any(
            TextureKind::Volume,
            (width, height, depth),
            levels,
            format,
            false,
        )
    }

    /// `Release` of a texture.
    pub fn release_texture(&mut self, texture: TextureId) -> D3dResult<()> {
        self.textures.remove(texture.0)?;
        for slot in self.state.textures.iter_mut() {
            if *slot == Some(texture) {
                *slot = None;
            }
        }
        Ok(())
    }

    fn lock_sub(&mut self, texture: TextureId, face: u32, level: u32) -> D3dResult<&mut [u8]> {
        let tex = self.textures.get_mut(texture.0)?;
        let index = tex.shadow_index(face, level)?;
        tex.shadow
            .get_mut(index)
            .map(Vec::as_mut_slice)
            .ok_or_else(|| invalid!("missing level {level}"))
    }

    fn unlock_sub(&mut self, texture: TextureId, face: u32, level: u32) -> D3dResult<()> {
        let tex = self.textures.get(texture.0)?;
        self.flush()?;
        self.gpu.scoped("write_texture", |_| {
            tex.upload(self.gpu.queue(), face, level)
        })?
    }

    /// `IDirect3DTexture9::LockRect`: the level's texels, rows tightly packed
    /// (pitch = width * bytes per texel). Changes reach the GPU on unlock.
    pub fn lock_rect(&mut self, texture: TextureId, level: u32) -> D3dResult<&mut [u8]> {
        self.expect_kind(texture, TextureKind::TwoD)?;
        self.lock_sub(texture, 0, level)
    }

    /// `IDirect3DTexture9::UnlockRect`.
    pub fn unlock_rect(&mut self, texture: TextureId, level: u32) -> D3dResult<()> {
        self.unlock_sub(texture, 0, level)
    }

    /// `IDirect3DCubeTexture9::LockRect`.
    pub fn lock_cube_rect(
        &mut self,
        texture: TextureId,
        face: CubeFace,
        level: u32,
    ) -> D3dResult<&mut [u8]> {
        self.expect_kind(texture, TextureKind::Cube)?;
        self.lock_sub(texture, face as u32, level)
    }

    /// `IDirect3DCubeTexture9::UnlockRect`.
    pub fn unlock_cube_rect(
        &mut self,
        texture: TextureId,
        face: CubeFace,
        level: u32,
    ) -> D3dResult<()> {
        self.unlock_sub(texture, face as u32, level)
    }

    /// `IDirect3DVolumeTexture9::LockBox`: slices after each other, rows
    /// tightly packed.
    pub fn lock_box(&mut self, texture: TextureId, level: u32) -> D3dResult<&mut [u8]> {
        self.expect_kind(texture, TextureKind::Volume)?;
        self.lock_sub(texture, 0, level)
    }

    /// `IDirect3DVolumeTexture9::UnlockBox`.
    pub fn unlock_box(&mut self, texture: TextureId, level: u32) -> D3dResult<()> {
        self.unlock_sub(texture, 0, level)
    }

    fn expect_kind(&self, texture: TextureId, kind: TextureKind) -> D3dResult<()> {
        let actual = self.textures.get(texture.0)?.kind;
        if actual != kind {
            return Err(invalid!(
                "texture {} is a {actual:?} texture, not {kind:?}",
                texture.0
            ));
        }
        Ok(())
    }

    /// `SetTexture`: binds a texture to a sampler index (0..15, or
    /// 257..260 for vertex textures).
    pub fn set_texture(&mut self, sampler: u32, texture: Option<TextureId>) -> D3dResult<()> {
        let slot = SamplerSlot::from_d3d(sampler)
            .and_then(flat_index)
            .ok_or_else(|| invalid!("sampler index {sampler} does not exist"))?;
        if let Some(t) = texture {
            self.textures.get(t.0)?;
        }
        self.state.textures[slot] = texture;
        Ok(())
    }

    /// `SetSamplerState`.
    pub fn set_sampler_state(
        &mut self,
        sampler: u32,
        state: SamplerState,
        value: u32,
    ) -> D3dResult<()> {
        let slot = SamplerSlot::from_d3d(sampler)
            .and_then(flat_index)
            .ok_or_else(|| invalid!("sampler index {sampler} does not exist"))?;
        self.state.samplers[slot].set(state, value);
        Ok(())
    }

    // ---- surfaces -------------------------------------------------------

    fn insert_surface(
        &mut self,
        format: Format,
        texture: wgpu::Texture,
        layer: u32,
        level: u32,
        depth: bool,
    ) -> SurfaceId {
        let desc = wgpu::TextureViewDescriptor {
            dimension: Some(wgpu::TextureViewDimension::D2),
            base_mip_level: level,
            mip_level_count: Some(1),
            base_array_layer: layer,
            array_layer_count: Some(1),
            ..Default::default()
        };
        let view = texture.create_view(&desc);
        let srgb_view = crate::resource::srgb_variant(texture.format())
            .filter(|_| !depth)
            .map(|format| {
                texture.create_view(&wgpu::TextureViewDescriptor {
                    format: Some(format),
                    ..desc.clone()
                })
            });
        let width = (texture.width() >> level).max(1);
        let height = (texture.height() >> level).max(1);
        SurfaceId(self.surfaces.insert(Surface {
            format,
            width,
            height,
            texture,
            view,
            srgb_view,
            depth,
            level,
            layer,
        }))
    }

    fn surface_texture(
        &self,
        width: u32,
        height: u32,
        format: wgpu::TextureFormat,
    ) -> D3dResult<wgpu::Texture> {
        for (edge, name) in [(width, "width"), (height, "height")] {
            if edge == 0 || edge > MAX_TEXTURE_EDGE {
                return Err(invalid!(
                    "surface {name} {edge} outside 1..={MAX_TEXTURE_EDGE}"
                ));
            }
        }
        Ok(self.gpu.scoped("create_texture", |d| {
            d.create_texture(&wgpu::TextureDescriptor {
                label: Some("d3d9 surface"),
                size: wgpu::Extent3d {
                    width,
                    height,
                    depth_or_array_layers: 1,
                },
                mip_level_count: 1,
                sample_count: 1,
                dimension: wgpu::TextureDimension::D2,
                format,
                usage: wgpu::TextureUsages::RENDER_ATTACHMENT
                    | wgpu::TextureUsages::COPY_SRC
                    | wgpu::TextureUsages::COPY_DST
                    | wgpu::TextureUsages::TEXTURE_BINDING,
                view_formats: crate::resource::srgb_view_formats(format),
            })
        })?)
    }

    /// `CreateRenderTarget` (not multisampled).
    pub fn create_render_target(
        &mut self,
        width: u32,
        height: u32,
        format: Format,
    ) -> D3dResult<SurfaceId> {
        let info = format_info(format)?;
        if matches!(info.upload, crate::convert::Upload::Decode(_)) {
            return Err(not_available!("{format:?} cannot be a render target"));
        }
        if info.depth {
            return Err(invalid!(
                "{format:?} is a depth format, not a render target format"
            ));
        }
        let texture = self.surface_texture(width, height, info.target)?;
        Ok(self.insert_surface(format, texture, 0, 0, false))
    }

    /// `CreateDepthStencilSurface` (not multisampled).
    pub fn create_depth_stencil_surface(
        &mut self,
        width: u32,
        height: u32,
        format: Format,
    ) -> D3dResult<SurfaceId> {
        let info = format_info(format)?;
        if !info.depth {
            return Err(invalid!("{format:?} is not a depth-stencil format"));
        }
        let texture = self.surface_texture(width, height, info.target)?;
        Ok(self.insert_surface(format, texture, 0, 0, true))
    }

    /// `IDirect3DTexture9::GetSurfaceLevel` of a render-target texture.
    pub fn get_surface_level(&mut self, texture: TextureId, level: u32) -> D3dResult<SurfaceId> {
        let tex = self.textures.get(texture.0)?;
        if !tex
            .gpu
            .usage()
            .contains(wgpu::TextureUsages::RENDER_ATTACHMENT)
            || tex.kind != TextureKind::TwoD
        {
            return Err(not_available!(
                "only levels of 2D render-target textures can be surfaces"
            ));
        }
        if level >= tex.levels {
            return Err(invalid!("level {level} of a {}-level texture", tex.levels));
        }
        let (format, gpu) = (tex.format, tex.gpu.clone());
        Ok(self.insert_surface(format, gpu, 0, level, false))
    }

    /// `Release` of a surface.
    pub fn release_surface(&mut self, surface: SurfaceId) -> D3dResult<()> {
        self.surfaces.remove(surface.0)?;
        for slot in self.state.render_targets.iter_mut() {
            if *slot == Some(surface) {
                *slot = None;
            }
        }
        if self.state.depth_stencil == Some(surface) {
            self.state.depth_stencil = None;
        }
        Ok(())
    }

    /// The format a surface was created with.
    pub fn surface_format(&self, surface: SurfaceId) -> D3dResult<Format> {
        Ok(self.surfaces.get(surface.0)?.format)
    }

    /// Width and height of a surface.
    pub fn surface_size(&self, surface: SurfaceId) -> D3dResult<(u32, u32)> {
        let s = self.surfaces.get(surface.0)?;
        Ok((s.width, s.height))
    }

    /// `SetRenderTarget`; setting target 0 resets the viewport to its size,
    /// as D3D9 does.
    pub fn set_render_target(&mut self, index: u32, surface: Option<SurfaceId>) -> D3dResult<()> {
        let i = index as usize;
        if i >= MAX_RENDER_TARGETS {
            return Err(invalid!(
                "render target index {index} >= {MAX_RENDER_TARGETS}"
            ));
        }
        if let Some(s) = surface {
            if self.surfaces.get(s.0)?.depth {
                return Err(invalid!("surface {} is a depth-stencil surface", s.0));
            }
        } else if i == 0 {
            return Err(invalid!("render target 0 cannot be unset"));
        }
        self.state.render_targets[i] = surface;
        if let (0, Some(s)) = (i, surface) {
            let (width, height) = self.surface_size(s)?;
            self.state.viewport = Some(Viewport {
                x: 0,
                y: 0,
                width,
                height,
                min_z: 0.0,
                max_z: 1.0,
            });
            self.state.scissor = None;
        }
        Ok(())
    }

    /// `SetDepthStencilSurface`.
    pub fn set_depth_stencil_surface(&mut self, surface: Option<SurfaceId>) -> D3dResult<()> {
        if let Some(s) = surface {
            if !self.surfaces.get(s.0)?.depth {
                return Err(invalid!("surface {} is not a depth-stencil surface", s.0));
            }
        }
        self.state.depth_stencil = surface;
        Ok(())
    }

    /// `SetViewport`.
    pub fn set_viewport(&mut self, viewport: Viewport) -> D3dResult<()> {
        if viewport.width == 0
            || viewport.height == 0
            || !(0.0..=1.0).contains(&viewport.min_z)
            || !(0.0..=1.0).contains(&viewport.max_z)
        {
            return Err(invalid!(
                "viewport {viewport:?} is empty or has Z outside 0..1"
            ));
        }
        self.state.viewport = Some(viewport);
        Ok(())
    }

    /// `SetScissorRect` (left, top, right, bottom); used when
    /// `D3DRS_SCISSORTESTENABLE` is on.
    pub fn set_scissor_rect(&mut self, rect: [u32; 4]) -> D3dResult<()> {
        if rect[0] > rect[2] || rect[1] > rect[3] {
            return Err(invalid!("scissor rect {rect:?} is inverted"));
        }
        self.state.scissor = Some(rect);
        Ok(())
    }

    // ---- states ----------------------------------------------------------

    /// `SetRenderState`. Values are checked when a draw uses them.
    pub fn set_render_state(&mut self, state: RenderState, value: u32) {
        self.state.render.set(state, value);
    }

    /// `GetRenderState`.
    pub fn get_render_state(&self, state: RenderState) -> u32 {
        self.state.render.get(state)
    }

    /// `SetClipPlane` (clip-space plane coefficients, as D3D9 uses with shaders).
    pub fn set_clip_plane(&mut self, index: u32, plane: [f32; 4]) -> D3dResult<()> {
        let slot = self
            .state
            .clip_planes
            .get_mut(index as usize)
            .ok_or_else(|| invalid!("clip plane {index} >= {MAX_CLIP_PLANES}"))?;
        *slot = plane;
        Ok(())
    }

    /// `SetTransform`, row-major `m[row][col]`. With shaders only the
    /// projection matters, and only its shape
    /// matters to a shader pipeline: table fog uses depth `z` for an
    /// orthographic projection (`_14 = _24 = _34 = 0`, `_44 = 1`), else `w`.
    pub fn set_transform(&mut self, state: TransformState, m: [[f32; 4]; 4]) {
        if state == TransformState::PROJECTION {
            self.state.projection_is_ortho =
                m[0][3] == 0.0 && m[1][3] == 0.0 && m[2][3] == 0.0 && m[3][3] == 1.0;
        }
    }

    // ---- constants -------------------------------------------------------

    /// `SetVertexShaderConstantF`.
    pub fn set_vertex_shader_constant_f(&mut self, start: u32, data: &[[f32; 4]]) -> D3dResult<()> {
        self.state.vs_constants.set_f(start, data)
    }

    /// `SetVertexShaderConstantI`.
    pub fn set_vertex_shader_constant_i(&mut self, start: u32, data: &[[i32; 4]]) -> D3dResult<()> {
        self.state.vs_constants.set_i(start, data)
    }

    /// `SetVertexShaderConstantB`.
    pub fn set_vertex_shader_constant_b(&mut self, start: u32, data: &[bool]) -> D3dResult<()> {
        self.state.vs_constants.set_b(start, data)
    }

    /// `SetPixelShaderConstantF`.
    pub fn set_pixel_shader_constant_f(&mut self, start: u32, data: &[[f32; 4]]) -> D3dResult<()> {
        self.state.ps_constants.set_f(start, data)
    }

    /// `SetPixelShaderConstantI`.
    pub fn set_pixel_shader_constant_i(&mut self, start: u32, data: &[[i32; 4]]) -> D3dResult<()> {
        self.state.ps_constants.set_i(start, data)
    }

    /// `SetPixelShaderConstantB`.
    pub fn set_pixel_shader_constant_b(&mut self, start: u32, data: &[bool]) -> D3dResult<()> {
        self.state.ps_constants.set_b(start, data)
    }

    // ---- buffers and declarations ------------------------------------------

    fn create_buffer(
        &mut self,
        len: u32,
        usage: wgpu::BufferUsages,
        index32: bool,
    ) -> D3dResult<Buffer> {
        if len == 0 {
            return Err(invalid!("buffer of 0 bytes"));
        }
        let padded = (u64::from(len) + 3) & !3;
        let gpu = self.gpu.scoped("create_buffer", |d| {
            d.create_buffer(&wgpu::BufferDescriptor {
                label: Some("d3d9 buffer"),
                size: padded,
                usage: usage | wgpu::BufferUsages::COPY_DST,
                mapped_at_creation: false,
            })
        })?;
        Ok(Buffer {
            gpu,
            shadow: vec![0; padded as usize],
            len: len as usize,
            index32,
            locked: None,
        })
    }

    /// `CreateVertexBuffer`.
    pub fn create_vertex_buffer(&mut self, len: u32) -> D3dResult<VertexBufferId> {
        let b = self.create_buffer(len, wgpu::BufferUsages::VERTEX, false)?;
        Ok(VertexBufferId(self.vertex_buffers.insert(b)))
    }

    /// `CreateIndexBuffer` with `D3DFMT_INDEX16` or, when `index32`, `INDEX32`.
    pub fn create_index_buffer(&mut self, len: u32, index32: bool) -> D3dResult<IndexBufferId> {
        let b = self.create_buffer(len, wgpu::BufferUsages::INDEX, index32)?;
        Ok(IndexBufferId(self.index_buffers.insert(b)))
    }

    /// `IDirect3DVertexBuffer9::Lock` (`size` 0 = to the end) with
    /// `D3DLOCK_*` flags: READONLY, DISCARD and NOOVERWRITE let the unlock
    /// skip submitting the recorded draws (see [`Device::unlock_vertex_buffer`]).
    pub fn lock_vertex_buffer(
        &mut self,
        vb: VertexBufferId,
        offset: u32,
        size: u32,
        flags: LockFlags,
    ) -> D3dResult<&mut [u8]> {
        self.vertex_buffers.get_mut(vb.0)?.lock(offset, size, flags)
    }

    /// `IDirect3DVertexBuffer9::Unlock`: a read-only lock uploads nothing; a
    /// discarding lock gives the buffer new GPU memory (recorded draws keep
    /// the old); a no-overwrite lock writes its range as it is; a plain lock
    /// submits the recorded draws first, which may read the range.
    pub fn unlock_vertex_buffer(&mut self, vb: VertexBufferId) -> D3dResult<()> {
        let kind = self.vertex_buffers.get(vb.0)?.unlock_kind()?;
        self.prepare_buffer_unlock(kind, true, vb.0)?;
        let queue = self.gpu.queue();
        self.vertex_buffers.get_mut(vb.0)?.unlock(queue)
    }

    /// `IDirect3DIndexBuffer9::Lock`, with `D3DLOCK_*` flags as
    /// [`Device::lock_vertex_buffer`].
    pub fn lock_index_buffer(
        &mut self,
        ib: IndexBufferId,
        offset: u32,
        size: u32,
        flags: LockFlags,
    ) -> D3dResult<&mut [u8]> {
        self.index_buffers.get_mut(ib.0)?.lock(offset, size, flags)
    }

    /// `IDirect3DIndexBuffer9::Unlock`, as [`Device::unlock_vertex_buffer`].
    pub fn unlock_index_buffer(&mut self, ib: IndexBufferId) -> D3dResult<()> {
        let kind = self.index_buffers.get(ib.0)?.unlock_kind()?;
        self.prepare_buffer_unlock(kind, false, ib.0)?;
        let queue = self.gpu.queue();
        self.index_buffers.get_mut(ib.0)?.unlock(queue)
    }

    /// What an unlock of `kind` needs before the upload: a flush for a
    /// plain lock, new GPU memory for a discard.
    fn prepare_buffer_unlock(
        &mut self,
        kind: crate::resource::UnlockKind,
        vertex: bool,
        key: u64,
    ) -> D3dResult<()> {
        use crate::resource::UnlockKind;
        match kind {
            UnlockKind::Ordered => self.flush(),
            UnlockKind::ReadOnly | UnlockKind::NoOverwrite => Ok(()),
            UnlockKind::Discard => {
                let table = if vertex {
                    &mut self.vertex_buffers
                } else {
                    &mut self.index_buffers
                };
                let old = &table.get(key)?.gpu;
                let (size, usage) = (old.size(), old.usage());
                let fresh = self.gpu.scoped("create_buffer", |d| {
                    d.create_buffer(&wgpu::BufferDescriptor {
                        label: Some("d3d9 buffer (discarded)"),
                        size,
                        usage,
                        mapped_at_creation: false,
                    })
                })?;
                table.get_mut(key)?.gpu = fresh;
                Ok(())
            }
        }
    }

    /// `SetStreamSource`.
    pub fn set_stream_source(
        &mut self,
        stream: u32,
        buffer: Option<VertexBufferId>,
        offset: u32,
        stride: u32,
    ) -> D3dResult<()> {
        let slot = self
            .state
            .streams
            .get_mut(stream as usize)
            .ok_or_else(|| invalid!("stream {stream} >= {MAX_STREAMS}"))?;
        if let Some(b) = buffer {
            self.vertex_buffers.get(b.0)?;
            if offset % 4 != 0 {
                return Err(not_available!(
                    "stream offset {offset} is not a multiple of 4"
                ));
            }
            *slot = Some(Stream {
                buffer: b,
                offset,
                stride,
            });
        } else {
            *slot = None;
        }
        Ok(())
    }

    /// `SetIndices`.
    pub fn set_indices(&mut self, buffer: Option<IndexBufferId>) -> D3dResult<()> {
        if let Some(b) = buffer {
            self.index_buffers.get(b.0)?;
        }
        self.state.indices = buffer;
        Ok(())
    }

    /// `CreateVertexDeclaration` (the elements without the `D3DDECL_END` marker).
    pub fn create_vertex_declaration(
        &mut self,
        elements: &[VertexElement],
    ) -> D3dResult<VertexDeclId> {
        for (i, e) in elements.iter().enumerate() {
            if e.method != DeclMethod::Default {
                return Err(not_available!(
                    "element {i} uses tessellator method {:?}",
                    e.method
                ));
            }
            if usize::from(e.stream) >= MAX_STREAMS {
                return Err(invalid!(
                    "element {i} uses stream {} >= {MAX_STREAMS}",
                    e.stream
                ));
            }
            if elements[..i]
                .iter()
                .any(|o| o.usage == e.usage && o.usage_index == e.usage_index)
            {
                return Err(invalid!(
                    "element {i} repeats usage {:?} index {}",
                    e.usage,
                    e.usage_index
                ));
            }
        }
        Ok(VertexDeclId(self.declarations.insert(elements.to_vec())))
    }

    /// A Direct3D 8 vertex declaration (`D3DVSD_STREAM`, `D3DVSD_REG`,
    /// `D3DVSD_SKIP`, ..., `D3DVSD_END()`) as this device's declaration:
    /// register `v<n>` becomes the element of `D3DVSDE_*` register n's usage,
    /// which is how D3D8 shaders' inputs are translated
    /// ([`crate::parse_d3d8_declaration`], which also returns the
    /// `D3DVSD_CONST` values for the caller to load when it sets the shader).
    pub fn create_vertex_declaration_d3d8(&mut self, tokens: &[u32]) -> D3dResult<VertexDeclId> {
        let decl = crate::d3d8_decl::parse_d3d8_declaration(tokens).map_err(|e| match e {
            crate::D3d8DeclError::Tessellator { .. } => crate::error::not_available!("{e}"),
            e => invalid!("{e}"),
        })?;
        self.create_vertex_declaration(&decl.elements)
    }

    /// `SetVertexDeclaration`.
    pub fn set_vertex_declaration(&mut self, decl: Option<VertexDeclId>) -> D3dResult<()> {
        if let Some(d) = decl {
            self.declarations.get(d.0)?;
        }
        self.state.declaration = decl;
        Ok(())
    }

    // ---- shaders ---------------------------------------------------------

    /// `CreateVertexShader` from bytecode; translation happens at first draw
    /// (per variant), and its failure is reported by that draw.
    pub fn create_vertex_shader(&mut self, bytecode: &[u8]) -> D3dResult<VertexShaderId> {
        self.translator
            .check_stage(bytecode, naga::ShaderStage::Vertex)
            .map_err(|reason| invalid!("CreateVertexShader: {reason}"))?;
        let s = Shader {
            source: ShaderSource::Bytecode(bytecode.to_vec()),
            variants: FastMap::default(),
        };
        Ok(VertexShaderId(self.vertex_shaders.insert(s)))
    }

    /// `CreatePixelShader` from bytecode.
    pub fn create_pixel_shader(&mut self, bytecode: &[u8]) -> D3dResult<PixelShaderId> {
        self.translator
            .check_stage(bytecode, naga::ShaderStage::Fragment)
            .map_err(|reason| invalid!("CreatePixelShader: {reason}"))?;
        let s = Shader {
            source: ShaderSource::Bytecode(bytecode.to_vec()),
            variants: FastMap::default(),
        };
        Ok(PixelShaderId(self.pixel_shaders.insert(s)))
    }

    /// A vertex shader from an already translated program.
    pub fn create_vertex_shader_from_program(
        &mut self,
        program: ShaderProgram,
    ) -> D3dResult<VertexShaderId> {
        if program.stage != naga::ShaderStage::Vertex {
            return Err(invalid!("program stage {:?} is not vertex", program.stage));
        }
        let s = Shader {
            source: ShaderSource::Program(Box::new(program)),
            variants: FastMap::default(),
        };
        Ok(VertexShaderId(self.vertex_shaders.insert(s)))
    }

    /// A pixel shader from an already translated program.
    pub fn create_pixel_shader_from_program(
        &mut self,
        program: ShaderProgram,
    ) -> D3dResult<PixelShaderId> {
        if program.stage != naga::ShaderStage::Fragment {
            return Err(invalid!(
                "program stage {:?} is not fragment",
                program.stage
            ));
        }
        let s = Shader {
            source: ShaderSource::Program(Box::new(program)),
            variants: FastMap::default(),
        };
        Ok(PixelShaderId(self.pixel_shaders.insert(s)))
    }

    /// `SetVertexShader`.
    pub fn set_vertex_shader(&mut self, shader: Option<VertexShaderId>) -> D3dResult<()> {
        if let Some(s) = shader {
            self.vertex_shaders.get(s.0)?;
        }
        self.state.vertex_shader = shader;
        Ok(())
    }

    /// `SetPixelShader`.
    pub fn set_pixel_shader(&mut self, shader: Option<PixelShaderId>) -> D3dResult<()> {
        if let Some(s) = shader {
            self.pixel_shaders.get(s.0)?;
        }
        self.state.pixel_shader = shader;
        Ok(())
    }

    /// Reads a whole surface back (`GetRenderTargetData` + `LockRect`): rows
    /// of texels in the surface's GPU format (`R32F` targets: 4 bytes a texel,
    /// `A32B32G32R32F`: 16).
    pub fn get_render_target_data(&self, surface: SurfaceId) -> D3dResult<Vec<u8>> {
        self.flush()?;
        let s = self.surfaces.get(surface.0)?;
        Ok(self
            .gpu
            .read_texture_level(&s.texture, s.level, s.layer, (0, 0, s.width, s.height))?)
    }

    /// Reads the rectangle (x, y, width, height) of a surface.
    pub fn read_surface_rect(
        &self,
        surface: SurfaceId,
        rect: (u32, u32, u32, u32),
    ) -> D3dResult<Vec<u8>> {
        self.flush()?;
        let s = self.surfaces.get(surface.0)?;
        Ok(self
            .gpu
            .read_texture_level(&s.texture, s.level, s.layer, rect)?)
    }
}
