//! `GetRenderTargetData` and `UpdateSurface`, with the rules of their D3D9
//! documentation.
//!
//! `GetRenderTargetData(src, dst)`: `src` is a render target (a
//! render-target surface or a level of a render-target texture), `dst` a
//! `D3DPOOL_SYSTEMMEM` surface (offscreen plain or texture level) of the
//! same size and format; a multisampled render target is refused.
//!
//! `UpdateSurface(src, src_rect, dst, dst_point)`: `src` is in
//! `D3DPOOL_SYSTEMMEM`, `dst` in `D3DPOOL_DEFAULT`, both of one format,
//! neither a depth-stencil surface, multisampled nor locked; `src_rect` (NULL: all of `src`) lies in
//! `src` and, moved to `dst_point` (NULL: the origin), in `dst`; for DXT
//! formats both rectangles start on a 4x4 block and end on one or at the
//! surface's edge.

use super::rules::{block_of, check_rect, host_rect, put_host_rect, write_rect};
use crate::device::Device;
use crate::error::{D3dResult, invalid, not_available};
use crate::resource::{SurfaceId, SurfaceKind};
use ninebridge_trace::api::rect_ltrb;
use ninebridge_trace::{Call, step as ts};
use ninebridge_types::{Format, Pool, Rect};

/// Whether the application created `s` multisampled (`D3DMULTISAMPLE_*`
/// other than NONE).
fn multisampled(s: &crate::resource::Surface) -> bool {
    s.msaa.requested.0 != ninebridge_types::MultiSampleType::None
}

/// Whether (x, y, w, h) of a `size` surface of `format` is block aligned.
fn block_aligned(format: Format, (x, y, w, h): (u32, u32, u32, u32), size: (u32, u32)) -> bool {
    let b = block_of(format);
    let end_ok = |end: u32, edge: u32| end % b == 0 || end == edge;
    x % b == 0 && y % b == 0 && end_ok(x + w, size.0) && end_ok(y + h, size.1)
}

impl Device {
    /// The host copy of a surface's level: the surface's own (offscreen
    /// plain) or its texture's.
    pub(super) fn surface_host(&self, surface: SurfaceId) -> D3dResult<&[u8]> {
        let s = self.resources.surfaces.get(surface.0)?;
        match s.kind {
            SurfaceKind::OffscreenPlain => Ok(&s.shadow),
            SurfaceKind::Level { texture, .. } => {
                let tex = self.resources.textures.get(texture.0)?;
                let index = tex.shadow_index(s.layer, s.level)?;
                Ok(&tex.shadow[index])
            }
            _ => Err(not_available!("a host copy of a {:?} surface", s.kind)),
        }
    }

    /// Mutable host copy, see [`Device::surface_host`].
    pub(super) fn surface_host_mut(&mut self, surface: SurfaceId) -> D3dResult<&mut Vec<u8>> {
        let s = self.resources.surfaces.get(surface.0)?;
        match s.kind {
            SurfaceKind::OffscreenPlain => {
                Ok(&mut self.resources.surfaces.get_mut(surface.0)?.shadow)
            }
            SurfaceKind::Level { texture, .. } => {
                let (level, layer) = (s.level, s.layer);
                let tex = self.resources.textures.get_mut(texture.0)?;
                let index = tex.shadow_index(layer, level)?;
                Ok(&mut tex.shadow[index])
            }
            _ => Err(not_available!("a host copy of a {:?} surface", s.kind)),
        }
    }

    /// Whether a surface (or the texture level it is) is locked.
    fn surface_locked(&self, surface: SurfaceId) -> D3dResult<bool> {
        let s = self.resources.surfaces.get(surface.0)?;
        Ok(match s.kind {
            SurfaceKind::Level { texture, .. } => {
                let tex = self.resources.textures.get(texture.0)?;
                tex.locked[tex.shadow_index(s.layer, s.level)?].is_some()
            }
            _ => s.locked.is_some(),
        })
    }

    /// `GetRenderTargetData`: copies render target `src` into the
    /// system-memory surface `dst`.
    pub fn get_render_target_data_into(&mut self, src: SurfaceId, dst: SurfaceId) -> D3dResult<()> {
        self.captured(
            |dev| {
                let s = dev.resources.surfaces.get(src.0)?;
                let d = dev.resources.surfaces.get(dst.0)?;
                if !s.is_render_target() || multisampled(s) {
                    return Err(invalid!(
                        "GetRenderTargetData source {:?} is not a single-sample render target",
                        s.kind
                    ));
                }
                if d.pool != Pool::SystemMem {
                    return Err(invalid!(
                        "GetRenderTargetData destination is in {:?}, not D3DPOOL_SYSTEMMEM",
                        d.pool
                    ));
                }
                if s.format != d.format || (s.width, s.height) != (d.width, d.height) {
                    return Err(invalid!(
                        "GetRenderTargetData from {:?} {}x{} into {:?} {}x{}",
                        s.format,
                        s.width,
                        s.height,
                        d.format,
                        d.width,
                        d.height
                    ));
                }
                let (format, w, h) = (s.format, s.width, s.height);
                let gpu_format = s.texture.format();
                // Render-target texels in the host layout (16-bit RGB, L8 and
                // G16R16 targets draw into wider GPU formats).
                let gpu = dev.get_render_target_data(src)?;
                let texels =
                    super::rules::gpu_to_host(format, gpu_format, &gpu).ok_or_else(|| {
                        invalid!(
                            "GetRenderTargetData of a {format:?} render target ({gpu_format:?})"
                        )
                    })?;
                *dev.surface_host_mut(dst)? = texels;
                let d = dev.resources.surfaces.get(dst.0)?;
                let host = dev.surface_host(dst)?;
                dev.gpu
                    .scoped("write_texture (GetRenderTargetData)", |_| {
                        write_rect(
                            dev.gpu.queue(),
                            &d.texture,
                            (d.level, d.layer),
                            format,
                            (0, 0, w, h),
                            host,
                        )
                    })??;
                dev.resources.surfaces.get_mut(dst.0)?.gpu_newer = false;
                dev.renderer.count_copy(|c| c.uploads += 1);
                Ok(())
            },
            |d, _| {
                Call::GetRenderTargetData(ts::GetRenderTargetData {
                    src: Some(d.surface_ref(src)),
                    dst: Some(d.surface_ref(dst)),
                })
            },
        )
    }

    /// `UpdateSurface`: copies `src_rect` of system-memory surface `src`
    /// to `dst_point` of default-pool surface `dst`.
    pub fn update_surface(
        &mut self,
        src: SurfaceId,
        src_rect: Option<Rect>,
        dst: SurfaceId,
        dst_point: Option<(i32, i32)>,
    ) -> D3dResult<()> {
        self.captured(
            |dev| {
                let s = dev.resources.surfaces.get(src.0)?;
                let d = dev.resources.surfaces.get(dst.0)?;
                if s.pool != Pool::SystemMem || d.pool != Pool::Default {
                    return Err(invalid!(
                        "UpdateSurface from {:?} to {:?} (SYSTEMMEM to DEFAULT only)",
                        s.pool,
                        d.pool
                    ));
                }
                if s.format != d.format {
                    return Err(invalid!(
                        "UpdateSurface between formats {:?} and {:?}",
                        s.format,
                        d.format
                    ));
                }
                if s.depth || d.depth {
                    return Err(invalid!("UpdateSurface of a depth-stencil surface"));
                }
                if multisampled(s) || multisampled(d) {
                    return Err(invalid!("UpdateSurface of a multisampled surface"));
                }
                if dev.surface_locked(src)? || dev.surface_locked(dst)? {
                    return Err(invalid!("UpdateSurface of a locked surface"));
                }
                let format = s.format;
                let sr = check_rect(src_rect, (s.width, s.height), "source")?;
                let (px, py) = dst_point.unwrap_or((0, 0));
                let dst_rect = Rect {
                    left: px,
                    top: py,
                    right: px.saturating_add(sr.2 as i32),
                    bottom: py.saturating_add(sr.3 as i32),
                };
                let dr = check_rect(Some(dst_rect), (d.width, d.height), "destination")?;
                if !block_aligned(format, sr, (s.width, s.height))
                    || !block_aligned(format, dr, (d.width, d.height))
                {
                    return Err(invalid!(
                        "UpdateSurface rectangles {sr:?} -> {dr:?} of {format:?} are not on 4x4 \
                         blocks"
                    ));
                }
                let (src_size, dst_size) = ((s.width, s.height), (d.width, d.height));
                let bytes = host_rect(format, src_size, dev.surface_host(src)?, sr)?;
                if let Ok(host) = dev.surface_host_mut(dst) {
                    put_host_rect(format, dst_size, host, dr, &bytes)?;
                }
                dev.msaa_before_write(dst)?;
                dev.flush()?;
                let d = dev.resources.surfaces.get(dst.0)?;
                let scaled = dev.upload_scaled(
                    &d.texture,
                    (d.level, d.layer),
                    d.scale,
                    (format, dr),
                    &bytes,
                )?;
                if !scaled {
                    dev.gpu.scoped("write_texture (UpdateSurface)", |_| {
                        write_rect(
                            dev.gpu.queue(),
                            &d.texture,
                            (d.level, d.layer),
                            format,
                            dr,
                            &bytes,
                        )
                    })??;
                }
                dev.renderer.count_copy(|c| c.uploads += 1);
                dev.msaa_written(dst)?;
                let d = dev.resources.surfaces.get(dst.0)?;
                if let SurfaceKind::Level { texture, .. } = d.kind {
                    let (level, face) = (d.level, d.layer);
                    // D3D9 marks the destination of UpdateSurface dirty.
                    let b = [dr.0, dr.1, 0, dr.0 + dr.2, dr.1 + dr.3, 1];
                    dev.resources
                        .textures
                        .get_mut(texture.0)?
                        .add_dirty(face, level, Some(b));
                    dev.level_changed(texture, level)?;
                }
                Ok(())
            },
            |d, _| {
                Call::UpdateSurface(ts::UpdateSurface {
                    src: Some(d.surface_ref(src)),
                    src_rect: src_rect.map(rect_ltrb),
                    dst: Some(d.surface_ref(dst)),
                    dst_point: dst_point.map(|(x, y)| [x, y]),
                })
            },
        )
    }
}
