//! The `Get*` methods of `IDirect3DDevice9` that `states.rs` and the other
//! setter files have no getter for: what a state block's `Apply` and
//! `Capture` are checked against, and what the C ABI's getters return.

use super::Device;
use crate::error::{D3dResult, invalid};
use crate::resource::{
    IndexBufferId, PixelShaderId, SurfaceId, TextureId, VertexDeclId, VertexShaderId,
};
use crate::state::{Constants, flat_index};
use ninebridge_types::{SamplerSlot, SamplerState, Viewport};

/// Registers `start..start + n` of `regs`, of which `count` are reachable.
fn registers<T: Copy + Default>(
    regs: &[T],
    count: usize,
    start: u32,
    n: usize,
) -> D3dResult<Vec<T>> {
    let start = start as usize;
    start
        .checked_add(n)
        .filter(|&end| end <= count)
        // Registers never written read 0 (and a file shorter than its
        // count never panics).
        .map(|end| {
            (start..end)
                .map(|i| regs.get(i).copied().unwrap_or_default())
                .collect()
        })
        .ok_or_else(|| invalid!("constants {start}..+{n} past the last register {count}"))
}

impl Device {
    fn sampler_slot(sampler: u32) -> D3dResult<usize> {
        SamplerSlot::from_d3d(sampler)
            .and_then(flat_index)
            .ok_or_else(|| invalid!("sampler index {sampler} does not exist"))
    }

    /// Whether a scene is open (between `BeginScene` and `EndScene`).
    pub fn in_scene(&self) -> bool {
        self.in_scene
    }

    /// `GetTexture`.
    pub fn get_texture(&self, sampler: u32) -> D3dResult<Option<TextureId>> {
        Ok(self.state.textures()[Self::sampler_slot(sampler)?])
    }

    /// `GetSamplerState`.
    pub fn get_sampler_state(&self, sampler: u32, state: SamplerState) -> D3dResult<u32> {
        Ok(self.state.samplers()[Self::sampler_slot(sampler)?].get(state))
    }

    /// `GetVertexShader`.
    pub fn get_vertex_shader(&self) -> Option<VertexShaderId> {
        self.state.vertex_shader()
    }

    /// `GetPixelShader`.
    pub fn get_pixel_shader(&self) -> Option<PixelShaderId> {
        self.state.pixel_shader()
    }

    /// `GetVertexDeclaration` (after `SetFVF`, the declaration made for
    /// the FVF).
    pub fn get_vertex_declaration(&self) -> Option<VertexDeclId> {
        self.state.declaration()
    }

    /// `GetIndices`.
    pub fn get_indices(&self) -> Option<IndexBufferId> {
        self.state.indices()
    }

    /// `GetStreamSource`: the buffer, offset and stride of `stream`.
    pub fn get_stream_source(
        &self,
        stream: u32,
    ) -> D3dResult<Option<(crate::VertexBufferId, u32, u32)>> {
        self.state
            .streams()
            .get(stream as usize)
            .map(|s| s.map(|s| (s.buffer, s.offset, s.stride)))
            .ok_or_else(|| invalid!("stream {stream} does not exist"))
    }

    /// `GetViewport`: `None` until a viewport is set (or a render target
    /// 0, which sets its size).
    pub fn get_viewport(&self) -> Option<Viewport> {
        self.state.viewport()
    }

    /// `GetScissorRect`: `None` until one is set (the whole target).
    pub fn get_scissor_rect(&self) -> Option<[u32; 4]> {
        self.state.scissor()
    }

    /// `GetRenderTarget`: the surface bound at `index` (0-3).
    pub fn get_render_target(&self, index: u32) -> D3dResult<Option<SurfaceId>> {
        self.state
            .render_targets()
            .get(index as usize)
            .copied()
            .ok_or_else(|| invalid!("render target {index} does not exist"))
    }

    /// `GetDepthStencilSurface`: the bound depth-stencil surface.
    pub fn get_depth_stencil_surface(&self) -> Option<SurfaceId> {
        self.state.depth_stencil()
    }

    /// `GetClipPlane`.
    pub fn get_clip_plane(&self, index: u32) -> D3dResult<[f32; 4]> {
        Ok(self.state.clip_planes()[crate::state::clip_plane_slot(index)])
    }

    fn constants(&self, vertex: bool) -> &Constants {
        self.state.constants(vertex)
    }

    /// `GetVertexShaderConstantF`: `n` registers from `start`.
    pub fn get_vertex_shader_constant_f(&self, start: u32, n: usize) -> D3dResult<Vec<[f32; 4]>> {
        let c = self.constants(true);
        registers(c.floats(), c.count().0, start, n)
    }

    /// `GetVertexShaderConstantI`.
    pub fn get_vertex_shader_constant_i(&self, start: u32, n: usize) -> D3dResult<Vec<[i32; 4]>> {
        let c = self.constants(true);
        registers(c.ints(), c.count().1, start, n)
    }

    /// `GetVertexShaderConstantB`.
    pub fn get_vertex_shader_constant_b(&self, start: u32, n: usize) -> D3dResult<Vec<bool>> {
        let c = self.constants(true);
        registers(c.bools(), c.count().2, start, n)
    }

    /// `GetPixelShaderConstantF`.
    pub fn get_pixel_shader_constant_f(&self, start: u32, n: usize) -> D3dResult<Vec<[f32; 4]>> {
        let c = self.constants(false);
        registers(c.floats(), c.count().0, start, n)
    }

    /// `GetPixelShaderConstantI`.
    pub fn get_pixel_shader_constant_i(&self, start: u32, n: usize) -> D3dResult<Vec<[i32; 4]>> {
        let c = self.constants(false);
        registers(c.ints(), c.count().1, start, n)
    }

    /// `GetPixelShaderConstantB`.
    pub fn get_pixel_shader_constant_b(&self, start: u32, n: usize) -> D3dResult<Vec<bool>> {
        let c = self.constants(false);
        registers(c.bools(), c.count().2, start, n)
    }
}

/// What `IDirect3DSurface9::GetDesc` reports of a surface.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SurfaceDesc {
    /// Its format.
    pub format: ninebridge_types::Format,
    /// `D3DUSAGE_RENDERTARGET` or `D3DUSAGE_DEPTHSTENCIL` for those; a
    /// texture level's, its texture's usage.
    pub usage: ninebridge_types::Usage,
    /// The pool it lives in.
    pub pool: ninebridge_types::Pool,
    /// Width in texels.
    pub width: u32,
    /// Height in texels.
    pub height: u32,
    /// The `D3DMULTISAMPLE_TYPE` it was created with (what the game asked
    /// for; a forced count is not reported).
    pub multisample: ninebridge_types::MultiSampleType,
    /// The multisample quality it was created with.
    pub multisample_quality: u32,
}

impl Device {
    /// `IDirect3DSurface9::GetDesc` (and, for a texture's level surface,
    /// `IDirect3DTexture9::GetLevelDesc`).
    pub fn surface_desc(&self, surface: SurfaceId) -> D3dResult<SurfaceDesc> {
        use crate::resource::SurfaceKind;
        use ninebridge_types::Usage;
        let s = self.resources.surfaces.get(surface.0)?;
        let usage = match s.kind {
            SurfaceKind::RenderTarget => Usage::RENDERTARGET,
            SurfaceKind::DepthStencil => Usage::DEPTHSTENCIL,
            SurfaceKind::OffscreenPlain => Usage::empty(),
            SurfaceKind::Level { texture, .. } => self.resources.textures.get(texture.0)?.usage,
        };
        Ok(SurfaceDesc {
            format: s.format,
            usage,
            pool: s.pool,
            width: s.width,
            height: s.height,
            multisample: s.msaa.requested.0,
            multisample_quality: s.msaa.requested.1,
        })
    }
}

/// What `IDirect3DVertexBuffer9::GetDesc` and
/// `IDirect3DIndexBuffer9::GetDesc` report.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BufferDesc {
    /// `D3DFMT_VERTEXDATA` for vertex buffers, `INDEX16`/`INDEX32` for
    /// index buffers.
    pub format: ninebridge_types::Format,
    /// Its usage.
    pub usage: ninebridge_types::Usage,
    /// Its pool.
    pub pool: ninebridge_types::Pool,
    /// Its size in bytes.
    pub size: u32,
    /// Vertex buffers: the FVF it was created with.
    pub fvf: u32,
}

impl Device {
    /// `IDirect3DVertexBuffer9::GetDesc`.
    pub fn vertex_buffer_desc(&self, vb: crate::VertexBufferId) -> D3dResult<BufferDesc> {
        let b = self.resources.vertex_buffers.get(vb.0)?;
        Ok(BufferDesc {
            format: ninebridge_types::Format::VertexData,
            usage: b.usage,
            pool: b.pool,
            size: b.len as u32,
            fvf: b.fvf,
        })
    }

    /// `IDirect3DIndexBuffer9::GetDesc`.
    pub fn index_buffer_desc(&self, ib: IndexBufferId) -> D3dResult<BufferDesc> {
        let b = self.resources.index_buffers.get(ib.0)?;
        Ok(BufferDesc {
            format: if b.index32 {
                ninebridge_types::Format::Index32
            } else {
                ninebridge_types::Format::Index16
            },
            usage: b.usage,
            pool: b.pool,
            size: b.len as u32,
            fvf: 0,
        })
    }
}
