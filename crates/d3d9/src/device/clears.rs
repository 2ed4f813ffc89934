//! `Clear` and `ColorFill`, the front's half: argument checks, the
//! capture step, the flushes and the write bookkeeping around a fill; the
//! passes are the renderer's (`draw/clears.rs`).

use ninebridge_trace::api::rect_ltrb;
use ninebridge_trace::{Call, Dword, F32, step as ts};

use crate::device::Device;
use crate::error::{D3dResult, invalid};
use crate::resource::SurfaceId;
use ninebridge_types::{ClearFlags, Rect};

impl Device {
    /// `Clear` of the bound render targets and depth-stencil surface, inside
    /// the viewport (and the scissor rectangle when that test is on): all of
    /// it when `rects` is empty (D3D9's `Count` 0, `pRects` NULL), otherwise
    /// each rectangle intersected with it (empty and inverted ones clear
    /// nothing).
    pub fn clear(
        &mut self,
        rects: &[Rect],
        flags: ClearFlags,
        color: u32,
        z: f32,
        stencil: u32,
    ) -> D3dResult<()> {
        self.captured(
            |dev| {
                if dev.state.depth_stencil().is_none()
                    && (flags.contains(ClearFlags::ZBUFFER) || flags.contains(ClearFlags::STENCIL))
                {
                    return Err(invalid!(
                        "clearing depth/stencil without a depth-stencil surface"
                    ));
                }
                dev.renderer.clear(
                    &dev.state,
                    &mut dev.resources,
                    dev.implicit.back_buffer,
                    rects,
                    flags,
                    color,
                    z,
                    stencil,
                )
            },
            |_, _| {
                Call::Clear(ts::Clear {
                    rects: (!rects.is_empty())
                        .then(|| rects.iter().map(|&r| rect_ltrb(r)).collect()),
                    flags,
                    color: Dword(color),
                    z: F32(z),
                    stencil,
                })
            },
        )
    }

    /// `ColorFill` of a whole surface with a `D3DCOLOR`, converted to the
    /// surface's format ([`Device::color_fill_rect`] with no rectangle).
    pub fn color_fill(&mut self, surface: SurfaceId, color: u32) -> D3dResult<()> {
        self.color_fill_rect(surface, None, color)
    }

    /// `ColorFill` of `rect` (the whole surface when `None`). D3D9 fills
    /// render targets, levels of render-target textures and default-pool
    /// offscreen plain surfaces; the rectangle lies inside the surface and,
    /// for DXT formats, starts and ends on 4x4 blocks (YUY2 and UYVY: on
    /// pixel pairs), or at the edge.
    pub fn color_fill_rect(
        &mut self,
        surface: SurfaceId,
        rect: Option<Rect>,
        color: u32,
    ) -> D3dResult<()> {
        self.captured(
            |dev| {
                let s = dev.resources.surfaces.get(surface.0)?;
                let plain = s.kind == crate::resource::SurfaceKind::OffscreenPlain;
                if !(s.is_render_target() || plain) || s.pool != ninebridge_types::Pool::Default {
                    return Err(invalid!(
                        "ColorFill of a {:?} surface in {:?} (render targets and default-pool \
                         offscreen plain surfaces only)",
                        s.kind,
                        s.pool
                    ));
                }
                let r = crate::copy::check_fill_rect(s.format, rect, (s.width, s.height))?;
                if dev.fill_host(surface, r, color)? {
                    return Ok(());
                }
                // The fill writes the single-sample copy of a multisampled target.
                dev.msaa_before_write(surface)?;
                dev.flush()?;
                let back_buffer = dev.implicit.back_buffer;
                dev.renderer.color_fill(
                    (&dev.state, &dev.resources, back_buffer),
                    surface,
                    r,
                    color,
                )?;
                // What follows a write (mip levels, the MSAA twin) may
                // submit on its own: the fill goes first.
                dev.flush()?;
                dev.surface_written(surface)
            },
            |d, _| {
                Call::ColorFill(ts::ColorFill {
                    surface: Some(d.surface_ref(surface)),
                    rect: rect.map(rect_ltrb),
                    color: Dword(color),
                })
            },
        )
    }
}
