//! The `Get*` methods of `IDirect3DDevice9` that read state back: what was
//! set, as D3D9 reports it (the C ABI's getters call these).

use ninebridge_types::{SamplerState, Viewport};

use super::Device;
use crate::error::{D3dResult, invalid};
use crate::resource::{
    IndexBufferId, PixelShaderId, SurfaceId, TextureId, VertexBufferId, VertexDeclId,
    VertexShaderId,
};

impl Device {
    /// `GetViewport`: the viewport set, or the whole of render target 0
    /// (with depth 0..1) when none was, as D3D9 resets it on
    /// `SetRenderTarget(0)`.
    pub fn viewport(&self) -> D3dResult<Viewport> {
        if let Some(vp) = self.state.viewport {
            return Ok(vp);
        }
        let rt = self.state.render_targets[0]
            .ok_or_else(|| invalid!("no render target 0 to take the viewport from"))?;
        let (width, height) = self.surface_size(rt)?;
        Ok(Viewport {
            x: 0,
            y: 0,
            width,
            height,
            min_z: 0.0,
            max_z: 1.0,
        })
    }

    /// `GetScissorRect`: left, top, right, bottom (the whole of render
    /// target 0 when none was set).
    pub fn scissor_rect(&self) -> D3dResult<[u32; 4]> {
        if let Some(r) = self.state.scissor {
            return Ok(r);
        }
        let rt = self.state.render_targets[0]
            .ok_or_else(|| invalid!("no render target 0 to take the scissor rectangle from"))?;
        let (width, height) = self.surface_size(rt)?;
        Ok([0, 0, width, height])
    }

    /// `GetClipPlane`: plane `index` (0-5).
    pub fn clip_plane(&self, index: u32) -> D3dResult<[f32; 4]> {
        self.state
            .clip_planes
            .get(index as usize)
            .copied()
            .ok_or_else(|| invalid!("clip plane {index} (D3D9 has 6)"))
    }

    /// `GetSamplerState`: sampler `sampler`'s value of `state`
    /// (`D3DVERTEXTEXTURESAMPLER0-3` are 257-260).
    pub fn get_sampler_state(&self, sampler: u32, state: SamplerState) -> D3dResult<u32> {
        Ok(self.state.samplers[flat_sampler(sampler)?].get(state))
    }

    /// `GetTexture`: the texture bound to sampler `sampler`.
    pub fn texture(&self, sampler: u32) -> D3dResult<Option<TextureId>> {
        Ok(self.state.textures[flat_sampler(sampler)?])
    }

    /// `GetRenderTarget`: the surface bound at `index`.
    pub fn render_target(&self, index: u32) -> D3dResult<Option<SurfaceId>> {
        self.state
            .render_targets
            .get(index as usize)
            .copied()
            .ok_or_else(|| invalid!("render target {index} does not exist"))
    }

    /// `GetDepthStencilSurface`: the bound depth-stencil surface.
    pub fn depth_stencil_surface(&self) -> Option<SurfaceId> {
        self.state.depth_stencil
    }

    /// `GetStreamSource`: stream `stream`'s buffer, offset and stride.
    pub fn stream_source(&self, stream: u32) -> D3dResult<Option<(VertexBufferId, u32, u32)>> {
        let s = self
            .state
            .streams
            .get(stream as usize)
            .ok_or_else(|| invalid!("stream {stream} does not exist"))?;
        Ok(s.map(|s| (s.buffer, s.offset, s.stride)))
    }

    /// `GetIndices`: the bound index buffer.
    pub fn indices(&self) -> Option<IndexBufferId> {
        self.state.indices
    }

    /// `GetVertexDeclaration`: the bound declaration (`SetFVF`'s own
    /// included).
    pub fn vertex_declaration(&self) -> Option<VertexDeclId> {
        self.state.declaration
    }

    /// `GetVertexShader`.
    pub fn vertex_shader(&self) -> Option<VertexShaderId> {
        self.state.vertex_shader
    }

    /// `GetPixelShader`.
    pub fn pixel_shader(&self) -> Option<PixelShaderId> {
        self.state.pixel_shader
    }

    /// `GetVertexShaderConstantF`: `count` registers from `start`.
    pub fn vertex_shader_constant_f(&self, start: u32, count: u32) -> D3dResult<Vec<[f32; 4]>> {
        range(
            &self.state.vs_constants.f,
            self.state.vs_constants.count.0,
            start,
            count,
        )
    }

    /// `GetVertexShaderConstantI`.
    pub fn vertex_shader_constant_i(&self, start: u32, count: u32) -> D3dResult<Vec<[i32; 4]>> {
        range(
            &self.state.vs_constants.i,
            self.state.vs_constants.count.1,
            start,
            count,
        )
    }

    /// `GetVertexShaderConstantB`.
    pub fn vertex_shader_constant_b(&self, start: u32, count: u32) -> D3dResult<Vec<bool>> {
        range(
            &self.state.vs_constants.b,
            self.state.vs_constants.count.2,
            start,
            count,
        )
    }

    /// `GetPixelShaderConstantF`.
    pub fn pixel_shader_constant_f(&self, start: u32, count: u32) -> D3dResult<Vec<[f32; 4]>> {
        range(
            &self.state.ps_constants.f,
            self.state.ps_constants.count.0,
            start,
            count,
        )
    }

    /// `GetPixelShaderConstantI`.
    pub fn pixel_shader_constant_i(&self, start: u32, count: u32) -> D3dResult<Vec<[i32; 4]>> {
        range(
            &self.state.ps_constants.i,
            self.state.ps_constants.count.1,
            start,
            count,
        )
    }

    /// `GetPixelShaderConstantB`.
    pub fn pixel_shader_constant_b(&self, start: u32, count: u32) -> D3dResult<Vec<bool>> {
        range(
            &self.state.ps_constants.b,
            self.state.ps_constants.count.2,
            start,
            count,
        )
    }
}

/// `count` registers from `start` of a file whose setters reach `limit`
/// registers (beyond: `D3DERR_INVALIDCALL`, as the setters).
fn range<T: Copy + Default>(file: &[T], limit: usize, start: u32, count: u32) -> D3dResult<Vec<T>> {
    let (start, count) = (start as usize, count as usize);
    let end = start
        .checked_add(count)
        .filter(|end| *end <= limit)
        .ok_or_else(|| {
            invalid!(
                "registers {start}..{} past the {limit} there are",
                start + count
            )
        })?;
    Ok((start..end)
        .map(|i| file.get(i).copied().unwrap_or_default())
        .collect())
}

/// The device's index of D3D9 sampler `sampler` (0-15, `D3DDMAPSAMPLER`,
/// 257-260 for vertex textures).
fn flat_sampler(sampler: u32) -> D3dResult<usize> {
    ninebridge_types::SamplerSlot::from_d3d(sampler)
        .and_then(crate::state::flat_index)
        .ok_or_else(|| invalid!("sampler {sampler} does not exist"))
}
