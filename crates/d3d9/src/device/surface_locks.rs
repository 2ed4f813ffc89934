//! `IDirect3DSurface9::LockRect`/`UnlockRect` of offscreen plain surfaces
//! and lockable render targets (texture levels and cube faces lock
//! through their texture), with the rules of texture locks: one lock at a time, a
//! rectangle inside the surface and, in the default pool, on the format's
//! blocks ([`crate::copy::lock_rect_start`]); `D3DLOCK_DISCARD` on a surface
//! that is not dynamic is ignored (Windows locks system-memory and scratch
//! surfaces with it, Wine's `test_reset`). Unlocking a surface that is not
//! locked is `D3DERR_INVALIDCALL`, except for a level of a 2D texture,
//! whose unlock succeeds (Wine's `test_lockrect_invalid`). A render target
//! not created lockable cannot be locked; a lockable one is read back at
//! every lock (draws change it without the host knowing). Planar YUV
//! surfaces (`NV12`, `YV12`) return the Y plane's pitch with the chroma
//! planes after it.

use super::{Device, LockedRect};
use crate::copy::rules::{block_of, check_rect, gpu_to_host, host_pitch};
use crate::error::{D3dResult, invalid, not_available};
use crate::resource::{SurfaceId, SurfaceKind};
use ninebridge_types::{CubeFace, LockFlags, Rect};

/// The cube face a level surface of `texture` at array layer `layer` is
/// (`None` for a 2D texture's level).
fn cube_face(
    d: &Device,
    texture: crate::resource::TextureId,
    layer: u32,
) -> D3dResult<Option<CubeFace>> {
    let tex = d.resources.textures.get(texture.0)?;
    if tex.kind != crate::resource::TextureKind::Cube {
        return Ok(None);
    }
    CubeFace::from_d3d(layer)
        .map(Some)
        .ok_or_else(|| invalid!("cube face {layer}"))
}

impl Device {
    /// `IDirect3DSurface9::LockRect` of `rect` (all of it when `None`).
    pub fn lock_surface_rect(
        &mut self,
        surface: SurfaceId,
        rect: Option<Rect>,
        flags: LockFlags,
    ) -> D3dResult<LockedRect<'_>> {
        let s = self.resources.surfaces.get(surface.0)?;
        match s.kind {
            SurfaceKind::Level { texture, .. } => {
                let (level, layer) = (s.level, s.layer);
                return match cube_face(self, texture, layer)? {
                    Some(face) => self.lock_cube_rect(texture, face, level, rect, flags),
                    None => self.lock_rect(texture, level, rect, flags),
                };
            }
            SurfaceKind::OffscreenPlain => {}
            SurfaceKind::RenderTarget if s.lockable => {}
            SurfaceKind::RenderTarget => {
                return Err(invalid!(
                    "render target {} was not created lockable",
                    surface.0
                ));
            }
            SurfaceKind::DepthStencil => {
                return Err(not_available!(
                    "locking a {:?} depth-stencil surface",
                    s.format
                ));
            }
        }
        if s.locked.is_some() {
            return Err(invalid!("surface {} is already locked", surface.0));
        }
        let r = check_rect(rect, (s.width, s.height), "lock")?;
        let (x, y) = crate::copy::lock_rect_start(s.format, s.pool, r, (s.width, s.height))?;
        let block = block_of(s.format);
        let (pitch, unit) = host_pitch(s.format, s.width, s.height)?;
        let offset = (y / block) as usize * pitch + (x / block) as usize * unit;
        let target = s.kind == SurfaceKind::RenderTarget;
        if s.gpu_newer || target {
            // Resolves multisampled samples and submits the draws first.
            let gpu = self.read_logical(surface, (0, 0, s.width, s.height))?;
            let s = self.resources.surfaces.get(surface.0)?;
            let host = gpu_to_host(s.format, s.texture.format(), &gpu);
            let s = self.resources.surfaces.get_mut(surface.0)?;
            if let Some(host) = host.filter(|h| target || h.len() == s.shadow.len()) {
                s.shadow = host;
            }
            s.gpu_newer = false;
        }
        let s = self.resources.surfaces.get_mut(surface.0)?;
        s.locked = Some(flags);
        let bits = s
            .shadow
            .get_mut(offset..)
            .ok_or_else(|| invalid!("lock offset {offset} outside the surface"))?;
        Ok(LockedRect {
            pitch: pitch as u32,
            bits,
        })
    }

    /// `IDirect3DSurface9::UnlockRect`: uploads the surface unless the lock
    /// was read-only.
    pub fn unlock_surface_rect(&mut self, surface: SurfaceId) -> D3dResult<()> {
        let data = self.unlock_data(|d| d.surface_data_step(surface));
        self.captured(
            |dev| {
                let s = dev.resources.surfaces.get_mut(surface.0)?;
                if let SurfaceKind::Level { texture, .. } = s.kind {
                    let (level, layer) = (s.level, s.layer);
                    // `UnlockRect` of the texture records nothing inside this
                    // call: the `TextureData` above is the level's contents.
                    return match cube_face(dev, texture, layer)? {
                        Some(face) => dev.unlock_level(texture, face as u32, level, false),
                        None => dev.unlock_rect(texture, level),
                    };
                }
                let flags = s
                    .locked
                    .take()
                    .ok_or_else(|| invalid!("surface {} is not locked", surface.0))?;
                // A `D3DFMT_NULL` target has no contents: what was written goes
                // nowhere (its stand-in is never read).
                if flags.contains(LockFlags::READONLY) || s.format == ninebridge_types::Format::Null
                {
                    return Ok(());
                }
                dev.flush()?;
                let s = dev.resources.surfaces.get(surface.0)?;
                let whole = (s.format, (0, 0, s.width, s.height));
                if dev.upload_scaled(&s.texture, (s.level, s.layer), s.scale, whole, &s.shadow)? {
                    return Ok(());
                }
                dev.gpu.scoped("write_texture (surface)", |_| {
                    crate::copy::write_rect(
                        dev.gpu.queue(),
                        &s.texture,
                        (s.level, s.layer),
                        s.format,
                        (0, 0, s.width, s.height),
                        &s.shadow,
                    )
                })??;
                // The single-sample copy of a multisampled target now leads.
                dev.msaa_written(surface)
            },
            |_, ok| ok.and(data),
        )
    }
}
