//! `UpdateTexture` and the dirty regions it copies (`AddDirtyRect`,
//! `AddDirtyBox`), with the rules of the D3D9 documentation:
//!
//! - the source is in `D3DPOOL_SYSTEMMEM`, the destination in
//!   `D3DPOOL_DEFAULT`, both of one type (2D, cube, volume) and format
//!   (volumes of other formats, sizes or level counts: a byte copy of
//!   each level, which Windows makes instead of refusing);
//! - the destination's level 0 matches a source level in size, and the
//!   source has at least as many levels from there as the destination has
//!   (an auto-generated destination takes level 0 and generates the rest);
//! - only the source's dirty regions are copied, each scaled to the level
//!   (D3D9 records them on level 0; a sub-level's is the scaled box), and
//!   the source's dirty regions are cleared after the copy. A new texture
//!   is dirty all over; locks add their rectangle unless
//!   `D3DLOCK_NO_DIRTY_UPDATE` or `D3DLOCK_READONLY`; `AddDirtyRect(NULL)`
//!   makes all of it dirty.

use super::rules::{block_of, host_rect, put_host_rect, write_rect};
use crate::capture::texture_id;
use crate::device::Device;
use crate::error::{D3dResult, invalid};
use crate::resource::{TextureId, TextureKind};
use ninebridge_trace::{Call, step as ts};
use ninebridge_types::{CubeFace, Pool, Rect};

/// `b` (level-0 texels) at `level` of a `(w, h, d)` level, widened to
/// `block`-texel blocks; `None` when empty.
fn scaled(b: [u32; 6], level: u32, (w, h, d): (u32, u32, u32), block: u32) -> Option<[u32; 6]> {
    let down = |v: u32| v >> level;
    let up = |v: u32| v.div_ceil(1 << level);
    let lo = |v: u32| v / block * block;
    let hi = |v: u32, edge: u32| (v.div_ceil(block) * block).min(edge);
    let r = [
        lo(down(b[0])),
        lo(down(b[1])),
        down(b[2]),
        hi(up(b[3]), w),
        hi(up(b[4]), h),
        up(b[5]).min(d),
    ];
    (r[0] < r[3] && r[1] < r[4] && r[2] < r[5]).then_some(r)
}

impl Device {
    /// `IDirect3DTexture9::AddDirtyRect` (all of the texture when `None`).
    pub fn add_dirty_rect(&mut self, texture: TextureId, rect: Option<Rect>) -> D3dResult<()> {
        self.add_dirty_any(texture, TextureKind::TwoD, 0, rect.map(rect_box))
    }

    /// `IDirect3DCubeTexture9::AddDirtyRect`.
    pub fn add_dirty_cube_rect(
        &mut self,
        texture: TextureId,
        face: CubeFace,
        rect: Option<Rect>,
    ) -> D3dResult<()> {
        self.add_dirty_any(texture, TextureKind::Cube, face as u32, rect.map(rect_box))
    }

    /// `IDirect3DVolumeTexture9::AddDirtyBox`: `[left, top, front, right,
    /// bottom, back]` (all of it when `None`).
    pub fn add_dirty_box(&mut self, texture: TextureId, dirty: Option<[u32; 6]>) -> D3dResult<()> {
        self.add_dirty_any(texture, TextureKind::Volume, 0, dirty)
    }

    fn add_dirty_any(
        &mut self,
        texture: TextureId,
        kind: TextureKind,
        face: u32,
        dirty: Option<[u32; 6]>,
    ) -> D3dResult<()> {
        let tex = self.resources.textures.get_mut(texture.0)?;
        if tex.kind != kind {
            return Err(invalid!(
                "texture {} is {:?}, not {kind:?}",
                texture.0,
                tex.kind
            ));
        }
        if let Some(b) = dirty {
            let (w, h, d) = (tex.width, tex.height, tex.depth);
            if b[0] >= b[3] || b[1] >= b[4] || b[2] >= b[5] || b[3] > w || b[4] > h || b[5] > d {
                return Err(invalid!(
                    "dirty region {b:?} outside the {w}x{h}x{d} texture"
                ));
            }
        }
        tex.add_dirty(face, 0, dirty);
        Ok(())
    }

    /// `UpdateTexture`: copies the dirty regions of system-memory texture
    /// `src` into default-pool texture `dst`.
    pub fn update_texture(&mut self, src: TextureId, dst: TextureId) -> D3dResult<()> {
        self.captured(
            |dev| {
                let s = dev.resources.textures.get(src.0)?;
                let d = dev.resources.textures.get(dst.0)?;
                if s.pool != Pool::SystemMem || d.pool != Pool::Default {
                    return Err(invalid!(
                        "UpdateTexture from {:?} to {:?} (SYSTEMMEM to DEFAULT only)",
                        s.pool,
                        d.pool
                    ));
                }
                let volumes = s.kind == TextureKind::Volume && d.kind == TextureKind::Volume;
                let matched = s.format == d.format
                    && (0..s.levels)
                        .find(|&l| s.level_extent(l) == d.level_extent(0))
                        .is_some_and(|first| s.levels - first >= d.levels);
                if volumes && !matched {
                    return dev.update_volume_bytes(src, dst);
                }
                if s.kind != d.kind || s.format != d.format {
                    return Err(invalid!(
                        "UpdateTexture from a {:?} {:?} texture to a {:?} {:?} one",
                        s.kind,
                        s.format,
                        d.kind,
                        d.format
                    ));
                }
                let first = (0..s.levels)
                    .find(|&l| s.level_extent(l) == d.level_extent(0))
                    .ok_or_else(|| {
                        invalid!(
                            "no level of the {}x{}x{} source matches the {}x{}x{} destination",
                            s.width,
                            s.height,
                            s.depth,
                            d.width,
                            d.height,
                            d.depth
                        )
                    })?;
                if s.levels - first < d.levels {
                    return Err(invalid!(
                        "UpdateTexture: the source has {} levels from level {first}, the \
                         destination {}",
                        s.levels - first,
                        d.levels
                    ));
                }
                let (format, kind, faces, levels) = (s.format, s.kind, s.faces(), d.levels);
                let block = block_of(format);
                dev.flush()?;
                let mut uploads = 0u64;
                // A scaled destination (a render-target texture, resolution
                // scaling) is drawn into after its host copies are updated.
                let dst_scale = dev.resources.textures.get(dst.0)?.scale;
                let mut scaled_uploads = Vec::new();
                for face in 0..faces {
                    let boxes = dev.resources.textures.get(src.0)?.dirty[face as usize].clone();
                    for level in 0..levels {
                        let sl = first + level;
                        let s = dev.resources.textures.get(src.0)?;
                        let extent = s.level_extent(sl);
                        let slice = crate::convert::level_bytes(format, extent.0, extent.1, 1)?;
                        let from = s.shadow[s.shadow_index(face, sl)?].clone();
                        let d = dev.resources.textures.get_mut(dst.0)?;
                        let di = d.shadow_index(face, level)?;
                        for b in boxes.iter().filter_map(|&b| scaled(b, sl, extent, block)) {
                            let rect = (b[0], b[1], b[3] - b[0], b[4] - b[1]);
                            for z in b[2]..b[5] {
                                let range = z as usize * slice..(z as usize + 1) * slice;
                                let bytes = host_rect(
                                    format,
                                    (extent.0, extent.1),
                                    &from[range.clone()],
                                    rect,
                                )?;
                                let to = d.shadow[di]
                                    .get_mut(range)
                                    .ok_or_else(|| invalid!("slice {z} outside level {level}"))?;
                                put_host_rect(format, (extent.0, extent.1), to, rect, &bytes)?;
                                if dst_scale != crate::enhance::scale::UNSCALED {
                                    scaled_uploads.push(((level, face), rect, bytes));
                                } else if kind != TextureKind::Volume {
                                    write_rect(
                                        dev.gpu.queue(),
                                        &d.gpu,
                                        (level, face),
                                        format,
                                        rect,
                                        &bytes,
                                    )?;
                                }
                                uploads += 1;
                            }
                        }
                        if kind == TextureKind::Volume {
                            d.upload(dev.gpu.queue(), face, level)?;
                        }
                    }
                    dev.resources.textures.get_mut(src.0)?.dirty[face as usize].clear();
                }
                let gpu = dev.resources.textures.get(dst.0)?.gpu.clone();
                for (at, rect, bytes) in scaled_uploads {
                    dev.upload_scaled(&gpu, at, dst_scale, (format, rect), &bytes)?;
                }
                dev.renderer.count_copy(|c| c.uploads += uploads);
                dev.level_changed(dst, 0)
            },
            |_, _| {
                Call::UpdateTexture(ts::UpdateTexture {
                    src: Some(texture_id(src)),
                    dst: Some(texture_id(dst)),
                })
            },
        )
    }
}

impl Device {
    /// `UpdateTexture` of volume textures whose formats, sizes or level
    /// counts do not match: Windows copies them anyway, as a byte copy of
    /// each level into the destination's level of the same index (Wine's
    /// `test_update_volumetexture`: every case succeeds; a 2x2x1 source
    /// lands in the first row of a 4x4x1 destination, a format change keeps
    /// the bytes). The source's dirty regions are cleared.
    fn update_volume_bytes(&mut self, src: TextureId, dst: TextureId) -> D3dResult<()> {
        self.flush()?;
        let levels = {
            let (s, d) = (
                self.resources.textures.get(src.0)?,
                self.resources.textures.get(dst.0)?,
            );
            s.levels.min(d.levels)
        };
        for level in 0..levels {
            let s = self.resources.textures.get(src.0)?;
            let from = s.shadow[s.shadow_index(0, level)?].clone();
            let d = self.resources.textures.get_mut(dst.0)?;
            let di = d.shadow_index(0, level)?;
            let to = &mut d.shadow[di];
            let n = from.len().min(to.len());
            to[..n].copy_from_slice(&from[..n]);
            d.upload(self.gpu.queue(), 0, level)?;
        }
        self.resources.textures.get_mut(src.0)?.dirty[0].clear();
        self.renderer.count_copy(|c| c.uploads += u64::from(levels));
        Ok(())
    }
}

fn rect_box(r: Rect) -> [u32; 6] {
    let c = |v: i32| u32::try_from(v).unwrap_or(0);
    [c(r.left), c(r.top), 0, c(r.right), c(r.bottom), 1]
}
