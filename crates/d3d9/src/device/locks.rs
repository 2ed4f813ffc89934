//! Texture locks: `LockRect` on 2D and cube levels and `LockBox` on volume
//! levels, with D3D9's rectangle, pitch and flag rules, over the host copy
//! of each level; `UnlockRect`/`UnlockBox` upload it.
//!
//! Rules (the D3D9 documentation of `LockRect`/`LockBox`, and Windows as
//! Wine's `test_lockrect_invalid`, `test_surface_blocks` and
//! `test_volume_locking` record it): a level is locked at most once at a
//! time; default-pool textures lock only when dynamic, render targets
//! never; `D3DLOCK_DISCARD` on a texture that is not dynamic is ignored; a
//! rectangle lies inside the level, is not empty, and in the default pool
//! lies on the format's blocks (other pools may lock part of a block);
//! `UnlockRect` of a 2D or cube level that is not locked succeeds,
//! `UnlockBox` of one fails; the bits returned start at
//! the rectangle's first texel and rows are `pitch` bytes apart (the
//! level's row pitch: the host copy is tightly packed). A read-only lock
//! uploads nothing. A lock without `D3DLOCK_READONLY` or
//! `D3DLOCK_NO_DIRTY_UPDATE` adds its rectangle (scaled to level 0) to the
//! texture's dirty region, which `UpdateTexture` copies.

use super::Device;
use crate::error::{D3dResult, invalid};
use crate::resource::{Texture, TextureId, TextureKind};
use ninebridge_types::{CubeFace, LockFlags, Pool, Rect, Usage};

/// What `LockRect` returns: the locked bits and the row pitch.
#[derive(Debug)]
pub struct LockedRect<'a> {
    /// Bytes from one row (of 4x4 blocks, for DXT formats) to the next.
    pub pitch: u32,
    /// From the rectangle's first texel to the end of the level.
    pub bits: &'a mut [u8],
}

/// What `LockBox` returns: the locked bits, row and slice pitches.
#[derive(Debug)]
pub struct LockedBox<'a> {
    /// Bytes from one row to the next.
    pub row_pitch: u32,
    /// Bytes from one slice to the next.
    pub slice_pitch: u32,
    /// The whole level, slice after slice.
    pub bits: &'a mut [u8],
}

/// The row pitch of a (w, h, d) level of `tex` and the height of a row in
/// texels (4 for block-compressed formats).
pub(crate) fn pitch_of(tex: &Texture, level: u32) -> D3dResult<(u32, u32)> {
    let (w, h, d) = tex.level_extent(level);
    let bytes = crate::convert::level_bytes(tex.format, w, h, d)? as u64;
    let block = if tex.format.is_block_compressed() {
        4
    } else {
        1
    };
    let rows = u64::from(h.div_ceil(block)) * u64::from(d);
    Ok(((bytes / rows.max(1)) as u32, block))
}

/// The byte offset of `rect`'s first texel in a level of `tex`, after
/// checking the rectangle against the level.
fn rect_offset(tex: &Texture, level: u32, rect: Rect) -> D3dResult<usize> {
    let (w, h, _) = tex.level_extent(level);
    let (pitch, block) = pitch_of(tex, level)?;
    let inside = rect.left >= 0
        && rect.top >= 0
        && rect.left < rect.right
        && rect.top < rect.bottom
        && rect.right as u32 <= w
        && rect.bottom as u32 <= h;
    if !inside {
        return Err(invalid!(
            "lock rectangle {rect:?} is empty or outside the {w}x{h} level {level}"
        ));
    }
    let r = (
        rect.left as u32,
        rect.top as u32,
        (rect.right - rect.left) as u32,
        (rect.bottom - rect.top) as u32,
    );
    let (x, y) = crate::copy::lock_rect_start(tex.format, tex.pool, r, (w, h))?;
    let blocks_per_row = w.div_ceil(block);
    let unit = pitch / blocks_per_row.max(1);
    Ok((y / block) as usize * pitch as usize + (x / block) as usize * unit as usize)
}

impl Device {
    /// Checks the lock rules that depend on the texture, marks (face,
    /// level) locked with `flags`, and returns the texture.
    fn begin_lock(
        &mut self,
        texture: TextureId,
        kind: TextureKind,
        (face, level): (u32, u32),
        flags: LockFlags,
    ) -> D3dResult<(&mut Texture, usize)> {
        let tex = self.resources.textures.get_mut(texture.0)?;
        if tex.kind != kind {
            return Err(invalid!(
                "texture {} is a {:?} texture, not {kind:?}",
                texture.0,
                tex.kind
            ));
        }
        let dynamic = tex.usage.contains(Usage::DYNAMIC);
        if tex.usage.contains(Usage::RENDERTARGET) || (tex.pool == Pool::Default && !dynamic) {
            return Err(invalid!(
                "texture {} cannot be locked: default-pool textures lock only when dynamic, render targets never",
                texture.0
            ));
        }
        let index = tex.shadow_index(face, level)?;
        if tex.locked[index].is_some() {
            return Err(invalid!(
                "face {face} level {level} of texture {} is already locked",
                texture.0
            ));
        }
        tex.locked[index] = Some(flags);
        if let Some(cached) = tex
            .cached
            .as_mut()
            .filter(|_| !flags.contains(LockFlags::READONLY))
        {
            cached.content.touch();
        }
        Ok((tex, index))
    }

    /// Locks `rect` (the whole level when `None`) of (face, level).
    fn lock_rect_any(
        &mut self,
        texture: TextureId,
        kind: TextureKind,
        (face, level): (u32, u32),
        rect: Option<Rect>,
        flags: LockFlags,
    ) -> D3dResult<LockedRect<'_>> {
        // The checks that can fail come before the level is marked locked.
        let tex = self.resources.textures.get(texture.0)?;
        let offset = match rect {
            Some(r) if tex.kind == kind && level < tex.levels => rect_offset(tex, level, r)?,
            _ => 0,
        };
        let (tex, index) = self.begin_lock(texture, kind, (face, level), flags)?;
        if !flags.intersects(LockFlags::READONLY | LockFlags::NO_DIRTY_UPDATE) {
            let dirty = rect.map(|r| {
                [
                    r.left as u32,
                    r.top as u32,
                    0,
                    r.right as u32,
                    r.bottom as u32,
                    1,
                ]
            });
            tex.add_dirty(face, level, dirty);
        }
        let (pitch, _) = pitch_of(tex, level)?;
        let bits = tex
            .shadow
            .get_mut(index)
            .and_then(|level| level.get_mut(offset..))
            .ok_or_else(|| invalid!("missing level {level}"))?;
        Ok(LockedRect { pitch, bits })
    }

    /// Uploads (face, level) unless its lock was read-only. A level that
    /// is not locked: `D3D_OK` when `lenient`, else `D3DERR_INVALIDCALL`.
    pub(crate) fn unlock_level(
        &mut self,
        texture: TextureId,
        face: u32,
        level: u32,
        lenient: bool,
    ) -> D3dResult<()> {
        let tex = self.resources.textures.get_mut(texture.0)?;
        let index = tex.shadow_index(face, level)?;
        let Some(flags) = tex.locked[index].take() else {
            if lenient {
                return Ok(());
            }
            return Err(invalid!(
                "face {face} level {level} of texture {} is not locked",
                texture.0
            ));
        };
        if flags.contains(LockFlags::READONLY) {
            return Ok(());
        }
        if tex.content_changed(face, level) {
            // The cache uploads at the next draw that samples it; recorded
            // draws keep the entry they resolved (entries are immutable).
            return Ok(());
        }
        // Recorded draws may sample the old contents: they go first.
        self.flush()?;
        let tex = self.resources.textures.get(texture.0)?;
        self.gpu.scoped("write_texture", |_| {
            tex.upload(self.gpu.queue(), face, level)
        })??;
        self.level_changed(texture, level)
    }

    /// `IDirect3DTexture9::LockRect` of `rect` (all of the level when
    /// `None`) with `D3DLOCK_*` flags. Changes reach the GPU on unlock.
    pub fn lock_rect(
        &mut self,
        texture: TextureId,
        level: u32,
        rect: Option<Rect>,
        flags: LockFlags,
    ) -> D3dResult<LockedRect<'_>> {
        self.lock_rect_any(texture, TextureKind::TwoD, (0, level), rect, flags)
    }

    /// `IDirect3DTexture9::UnlockRect`.
    pub fn unlock_rect(&mut self, texture: TextureId, level: u32) -> D3dResult<()> {
        let data = self.unlock_data(|d| d.texture_data_step(texture, 0, level));
        self.captured(
            |dev| dev.unlock_level(texture, 0, level, true),
            |_, ok| ok.and(data),
        )
    }

    /// `IDirect3DCubeTexture9::LockRect`.
    pub fn lock_cube_rect(
        &mut self,
        texture: TextureId,
        face: CubeFace,
        level: u32,
        rect: Option<Rect>,
        flags: LockFlags,
    ) -> D3dResult<LockedRect<'_>> {
        self.lock_rect_any(
            texture,
            TextureKind::Cube,
            (face as u32, level),
            rect,
            flags,
        )
    }

    /// `IDirect3DCubeTexture9::UnlockRect`.
    pub fn unlock_cube_rect(
        &mut self,
        texture: TextureId,
        face: CubeFace,
        level: u32,
    ) -> D3dResult<()> {
        let data = self.unlock_data(|d| d.texture_data_step(texture, face as u32, level));
        self.captured(
            |dev| dev.unlock_level(texture, face as u32, level, true),
            |_, ok| ok.and(data),
        )
    }

    /// `IDirect3DVolumeTexture9::LockBox` of the whole level with
    /// `D3DLOCK_*` flags: slices after each other, rows tightly packed.
    pub fn lock_box(
        &mut self,
        texture: TextureId,
        level: u32,
        flags: LockFlags,
    ) -> D3dResult<LockedBox<'_>> {
        let (tex, index) = self.begin_lock(texture, TextureKind::Volume, (0, level), flags)?;
        if !flags.intersects(LockFlags::READONLY | LockFlags::NO_DIRTY_UPDATE) {
            tex.add_dirty(0, level, None);
        }
        let (row_pitch, _) = pitch_of(tex, level)?;
        let (_, h, _) = tex.level_extent(level);
        let bits = tex
            .shadow
            .get_mut(index)
            .map(Vec::as_mut_slice)
            .ok_or_else(|| invalid!("missing level {level}"))?;
        Ok(LockedBox {
            row_pitch,
            slice_pitch: row_pitch * h,
            bits,
        })
    }

    /// `IDirect3DVolumeTexture9::UnlockBox`.
    pub fn unlock_box(&mut self, texture: TextureId, level: u32) -> D3dResult<()> {
        let data = self.unlock_data(|d| d.texture_data_step(texture, 0, level));
        self.captured(
            |dev| dev.unlock_level(texture, 0, level, false),
            |_, ok| ok.and(data),
        )
    }
}
