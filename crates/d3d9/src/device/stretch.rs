//! `StretchRect` with the rules of its D3D9 documentation (the
//! restrictions and the table for Direct3D 9 drivers): the checks, the
//! host copies kept in step, the multisampling and flush around it; the
//! copy itself is the renderer's (`copy/stretch.rs`, whose notes list the
//! rules).

use ninebridge_trace::api::rect_ltrb;
use ninebridge_trace::{Call, step as ts};

use super::Device;
use crate::copy::rules::{block_of, check_rect, host_rect, put_host_rect};
use crate::error::{D3dResult, invalid};
use crate::resource::{Surface, SurfaceId, SurfaceKind};
use ninebridge_types::{Pool, Rect, TextureFilterType};

/// The checks that depend on what the two surfaces are and on whether the
/// copy stretches.
fn check_kinds(src: &Surface, dst: &Surface, stretch: bool) -> D3dResult<()> {
    if src.pool != Pool::Default || dst.pool != Pool::Default {
        return Err(invalid!(
            "StretchRect needs D3DPOOL_DEFAULT surfaces, got {:?} -> {:?}",
            src.pool,
            dst.pool
        ));
    }
    if src.depth != dst.depth {
        return Err(invalid!(
            "StretchRect between a depth-stencil and a colour surface"
        ));
    }
    // D3D9's reference: depth-stencil copies are between plain
    // depth-stencil surfaces, not levels of depth textures.
    if src.depth && (src.kind != SurfaceKind::DepthStencil || dst.kind != SurfaceKind::DepthStencil)
    {
        return Err(invalid!(
            "StretchRect of a depth texture's level ({:?} -> {:?})",
            src.kind,
            dst.kind
        ));
    }
    let from_plain = src.kind == SurfaceKind::OffscreenPlain;
    let dst_ok = match dst.kind {
        SurfaceKind::DepthStencil => true,
        _ if dst.is_render_target() => true,
        SurfaceKind::OffscreenPlain => from_plain && !stretch,
        SurfaceKind::Level { .. } | SurfaceKind::RenderTarget => false,
    };
    if !dst_ok {
        return Err(invalid!(
            "StretchRect from a {:?} surface to a {:?} surface{}",
            src.kind,
            dst.kind,
            if stretch { " with stretching" } else { "" }
        ));
    }
    let compressed = src.format.is_block_compressed() || dst.format.is_block_compressed();
    if compressed && (stretch || src.format != dst.format) {
        return Err(invalid!(
            "StretchRect of block-compressed surfaces ({:?} -> {:?}) cannot stretch or convert",
            src.format,
            dst.format
        ));
    }
    if crate::convert::is_yuv(dst.format) {
        return Err(invalid!(
            "StretchRect into a YUV surface ({:?})",
            dst.format
        ));
    }
    Ok(())
}

impl Device {
    /// `StretchRect`: copies `src_rect` of `src` (all of it when `None`)
    /// into `dst_rect` of `dst`, stretching with `filter` and converting the
    /// format.
    pub fn stretch_rect(
        &mut self,
        src: SurfaceId,
        src_rect: Option<Rect>,
        dst: SurfaceId,
        dst_rect: Option<Rect>,
        filter: TextureFilterType,
    ) -> D3dResult<()> {
        self.captured(
            |dev| {
                let linear = match filter {
                    TextureFilterType::None | TextureFilterType::Point => false,
                    TextureFilterType::Linear => true,
                    other => {
                        return Err(invalid!(
                            "StretchRect filter {other:?} (NONE, POINT or LINEAR only)"
                        ));
                    }
                };
                let s = dev.resources.surfaces.get(src.0)?;
                let d = dev.resources.surfaces.get(dst.0)?;
                let sr = check_rect(src_rect, (s.width, s.height), "source")?;
                let dr = check_rect(dst_rect, (d.width, d.height), "destination")?;
                let stretch = (sr.2, sr.3) != (dr.2, dr.3);
                check_kinds(s, d, stretch)?;
                if src == dst && stretch {
                    return Err(invalid!(
                        "StretchRect cannot stretch within one surface ({sr:?} -> {dr:?})"
                    ));
                }
                if s.format.is_block_compressed() {
                    let b = block_of(s.format);
                    let aligned = |r: (u32, u32, u32, u32), (w, h): (u32, u32)| {
                        let end = |e: u32, edge: u32| e % b == 0 || e == edge;
                        r.0 % b == 0 && r.1 % b == 0 && end(r.0 + r.2, w) && end(r.1 + r.3, h)
                    };
                    if !aligned(sr, (s.width, s.height)) || !aligned(dr, (d.width, d.height)) {
                        return Err(invalid!(
                            "StretchRect of {:?}: rectangles {sr:?} -> {dr:?} are not on 4x4 \
                             blocks",
                            s.format
                        ));
                    }
                }
                if s.depth {
                    let whole = src_rect.is_none() && dst_rect.is_none();
                    if !whole || s.format != d.format || (s.width, s.height) != (d.width, d.height)
                    {
                        return Err(invalid!(
                            "depth-stencil StretchRect needs whole surfaces of one format and size"
                        ));
                    }
                    if linear || dev.in_scene || s.discard || d.discard {
                        return Err(invalid!(
                            "depth-stencil StretchRect with {filter:?}, inside a scene ({}) or \
                             of a discardable surface",
                            dev.in_scene
                        ));
                    }
                }
                if !stretch && s.format == d.format {
                    // Keep the destination's host copy (the application's format)
                    // in step where both have one.
                    let (format, ssize, dsize) =
                        (s.format, (s.width, s.height), (d.width, d.height));
                    if let Ok(bytes) = dev
                        .surface_host(src)
                        .and_then(|h| host_rect(format, ssize, h, sr))
                    {
                        if let Ok(host) = dev.surface_host_mut(dst) {
                            put_host_rect(format, dsize, host, (dr.0, dr.1, sr.2, sr.3), &bytes)?;
                        }
                    }
                }
                // Multisampled surfaces: the source's samples are resolved, the
                // destination's single-sample copy is written (`crate::enhance`).
                dev.msaa_read(src)?;
                dev.msaa_before_write(dst)?;
                dev.flush()?;
                let back_buffer = dev.implicit.back_buffer;
                let written = dev.renderer.stretch_rect(
                    &dev.resources,
                    back_buffer,
                    (src, sr),
                    (dst, dr),
                    linear,
                )?;
                if written {
                    dev.surface_written(dst)?;
                }
                Ok(())
            },
            |d, _| {
                Call::StretchRect(ts::StretchRect {
                    src: Some(d.surface_ref(src)),
                    src_rect: src_rect.map(rect_ltrb),
                    dst: Some(d.surface_ref(dst)),
                    dst_rect: dst_rect.map(rect_ltrb),
                    filter: filter.into(),
                })
            },
        )
    }
}
