//! Textures described and reached by their parts, for the C ABI's
//! `IDirect3DBaseTexture9`, `IDirect3DCubeTexture9` and
//! `IDirect3DVolumeTexture9`: a texture's description (kind, format,
//! usage, pool, levels, LOD, auto-generation filter) and each level's
//! extent, a cube face's level as a surface (`GetCubeMapSurface`), and
//! `LockBox` of a box inside a volume level.
//!
//! Rules (D3D9's reference pages of `GetLevelDesc`, `GetCubeMapSurface`
//! and `LockBox`): a level at or past the level count, or a face outside
//! `D3DCUBEMAP_FACES`, is `D3DERR_INVALIDCALL`; a box lies inside the
//! level, is not empty, and for block-compressed formats starts on a 4x4
//! block; the bits returned start at the box's first texel with the
//! level's row and slice pitches; a lock without `D3DLOCK_READONLY` or
//! `D3DLOCK_NO_DIRTY_UPDATE` adds the box to the texture's dirty region.

use super::Device;
use super::locks::{LockedBox, pitch_of};
use crate::error::{D3dResult, invalid};
use crate::resource::{SurfaceId, SurfaceKind, TextureId, TextureKind};
use ninebridge_types::{CubeFace, Format, LockFlags, Pool, TextureFilterType, Usage};

/// What a texture was created as, and its mutable settings.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TextureDesc {
    /// 2D, cube or volume.
    pub kind: TextureKind,
    /// The `D3DFORMAT` it was created with.
    pub format: Format,
    /// Its `D3DUSAGE_*` flags.
    pub usage: Usage,
    /// Its memory pool.
    pub pool: Pool,
    /// Level count the application sees (1 for auto-generated mipmaps).
    pub levels: u32,
    /// `SetLOD`'s value (0 unless managed).
    pub lod: u32,
    /// `SetAutoGenFilterType`'s value.
    pub autogen_filter: TextureFilterType,
}

impl Device {
    /// `GetType`, `GetLOD`, `GetAutoGenFilterType` and what
    /// `GetLevelDesc` reports besides the extent.
    pub fn texture_desc(&self, texture: TextureId) -> D3dResult<TextureDesc> {
        let t = self.resources.textures.get(texture.0)?;
        Ok(TextureDesc {
            kind: t.kind,
            format: t.format,
            usage: t.usage,
            pool: t.pool,
            levels: t.levels,
            lod: t.lod,
            autogen_filter: t.autogen_filter,
        })
    }

    /// Width, height and depth (1 but for volumes) of `level`.
    pub fn texture_level_extent(
        &self,
        texture: TextureId,
        level: u32,
    ) -> D3dResult<(u32, u32, u32)> {
        let t = self.resources.textures.get(texture.0)?;
        if level >= t.levels {
            return Err(invalid!("level {level} of a {}-level texture", t.levels));
        }
        Ok(t.level_extent(level))
    }

    /// `IDirect3DCubeTexture9::GetCubeMapSurface`: `level` of face `face`
    /// as a surface (a render target when the texture has
    /// `D3DUSAGE_RENDERTARGET`). Each call makes a new surface; release it
    /// with [`Device::release_surface`].
    pub fn get_cube_map_surface(
        &mut self,
        texture: TextureId,
        face: CubeFace,
        level: u32,
    ) -> D3dResult<SurfaceId> {
        let tex = self.resources.textures.get(texture.0)?;
        if tex.kind != TextureKind::Cube {
            return Err(invalid!(
                "GetCubeMapSurface of a {:?} texture {}",
                tex.kind,
                texture.0
            ));
        }
        if level >= tex.levels {
            return Err(invalid!("level {level} of a {}-level texture", tex.levels));
        }
        let kind = SurfaceKind::Level {
            texture,
            render_target: tex.usage.contains(Usage::RENDERTARGET),
        };
        let (format, pool, gpu) = (tex.format, tex.pool, tex.gpu.clone());
        let (w, h, _) = tex.level_extent(level);
        self.insert_surface((kind, pool, format), gpu, (face as u32, level), (w, h))
    }

    /// `IDirect3DVolumeTexture9::LockBox` of `region` (`[left, top, front,
    /// right, bottom, back]`; all of the level when `None`).
    pub fn lock_box_region(
        &mut self,
        texture: TextureId,
        level: u32,
        region: Option<[u32; 6]>,
        flags: LockFlags,
    ) -> D3dResult<LockedBox<'_>> {
        let tex = self.resources.textures.get(texture.0)?;
        let offset = match region {
            Some(b) if tex.kind == TextureKind::Volume && level < tex.levels => {
                let (w, h, d) = tex.level_extent(level);
                let inside = b[0] < b[3]
                    && b[1] < b[4]
                    && b[2] < b[5]
                    && b[3] <= w
                    && b[4] <= h
                    && b[5] <= d;
                if !inside {
                    return Err(invalid!(
                        "lock box {b:?} is empty or outside the {w}x{h}x{d} level {level}"
                    ));
                }
                let (row_pitch, block) = pitch_of(tex, level)?;
                if b[0] % block != 0 || b[1] % block != 0 {
                    return Err(invalid!(
                        "lock box {b:?} of a {:?} level does not start on a 4x4 block",
                        tex.format
                    ));
                }
                let blocks_per_row = w.div_ceil(block).max(1);
                let unit = row_pitch / blocks_per_row;
                let rows = h.div_ceil(block);
                let slice = row_pitch as usize * rows as usize;
                b[2] as usize * slice
                    + (b[1] / block) as usize * row_pitch as usize
                    + (b[0] / block) as usize * unit as usize
            }
            _ => 0,
        };
        let dirty =
            region.filter(|_| !flags.intersects(LockFlags::READONLY | LockFlags::NO_DIRTY_UPDATE));
        // The whole level's dirty region only when no box is given.
        let lock_flags = if dirty.is_some() {
            flags | LockFlags::NO_DIRTY_UPDATE
        } else {
            flags
        };
        if let Some(b) = dirty {
            // Checked above; the lock below may still fail (already locked,
            // pool), which leaves a dirty box that only makes UpdateTexture
            // copy more.
            let tex = self.resources.textures.get_mut(texture.0)?;
            tex.add_dirty(0, level, Some(b));
        }
        let locked = self.lock_box(texture, level, lock_flags)?;
        let bits = locked
            .bits
            .get_mut(offset..)
            .ok_or_else(|| invalid!("lock offset {offset} outside the level"))?;
        Ok(LockedBox {
            row_pitch: locked.row_pitch,
            slice_pitch: locked.slice_pitch,
            bits,
        })
    }
}
