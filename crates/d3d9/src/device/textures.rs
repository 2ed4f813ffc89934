//! Textures: creation (2D, cube, volume), locks, `SetTexture` and
//! `SetSamplerState`.

use ninebridge_gpu::wgpu;

use super::Device;
use crate::error::{D3dResult, invalid};
use crate::resource::{Texture, TextureId, TextureKind};
use crate::state::{Dirty, flat_index};
use ninebridge_types::{CubeFace, Format, PIXEL_SAMPLERS, SamplerSlot, SamplerState};

/// Bind group of flat sampler stage `stage`: 1 for pixel stages, 0 for
/// vertex stages.
pub(crate) fn group_of(stage: usize) -> usize {
    usize::from(stage < PIXEL_SAMPLERS as usize)
}

impl Device {
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
        Ok(TextureId(self.resources.textures.insert(tex)))
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
        self.resources.textures.remove(texture.0)?;
        for stage in 0..crate::state::SAMPLER_STAGES {
            if self.state.textures[stage] == Some(texture) {
                self.state.textures[stage] = None;
                self.state
                    .mark(Dirty::resources(group_of(stage)) | Dirty::SHADERS);
            }
        }
        Ok(())
    }

    fn lock_sub(&mut self, texture: TextureId, face: u32, level: u32) -> D3dResult<&mut [u8]> {
        let tex = self.resources.textures.get_mut(texture.0)?;
        let index = tex.shadow_index(face, level)?;
        tex.shadow
            .get_mut(index)
            .map(Vec::as_mut_slice)
            .ok_or_else(|| invalid!("missing level {level}"))
    }

    fn unlock_sub(&mut self, texture: TextureId, face: u32, level: u32) -> D3dResult<()> {
        let tex = self.resources.textures.get(texture.0)?;
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
        let actual = self.resources.textures.get(texture.0)?.kind;
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
        let kind = match texture {
            Some(t) => Some(self.resources.textures.get(t.0)?.kind),
            None => None,
        };
        let old = self.state.textures[slot];
        if old == texture {
            return Ok(());
        }
        let old_kind = old.and_then(|t| self.resources.textures.get(t.0).ok().map(|t| t.kind));
        self.state.textures[slot] = texture;
        let mut flags = Dirty::resources(group_of(slot));
        if kind != old_kind {
            // ps_1_x shaders are translated for the kinds bound.
            flags |= Dirty::SHADERS;
        }
        self.state.mark(flags);
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
        if self.state.samplers[slot].get(state) != value {
            self.state.samplers[slot].set(state, value);
            self.state.mark(Dirty::resources(group_of(slot)));
        }
        Ok(())
    }
}
