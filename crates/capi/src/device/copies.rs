//! Copies between resources: `ColorFill`, `StretchRect`, `UpdateSurface`,
//! `UpdateTexture`.

use ninebridge_types::{Rect, TextureFilterType};

use super::{Ptr, This, with};
use crate::hr::{self, HRESULT};
use crate::resource::{self, surface_id as surface};

/// An optional `RECT`.
///
/// # Safety
/// `r` is null or points at a RECT.
unsafe fn rect(r: *const [i32; 4]) -> Option<Rect> {
    // SAFETY: forwarded to the caller.
    (!r.is_null()).then(|| {
        let [left, top, right, bottom] = unsafe { r.read_unaligned() };
        Rect {
            left,
            top,
            right,
            bottom,
        }
    })
}

/// The surface of the non-null object `p`, made by `device`.
fn required_surface(device: This, p: Ptr) -> Result<ninebridge_d3d9::SurfaceId, HRESULT> {
    resource::id_on(device, p, surface)?.ok_or_else(hr::invalid)
}

pub(super) unsafe extern "system" fn color_fill(
    p: This,
    s: Ptr,
    r: *const [i32; 4],
    color: u32,
) -> HRESULT {
    with(p, |o| {
        let s = match required_surface(p, s) {
            Ok(s) => s,
            Err(e) => return e,
        };
        // SAFETY: null or C's RECT.
        let r = unsafe { rect(r) };
        hr::result("ColorFill", o.data.lock().color_fill_rect(s, r, color))
    })
}

pub(super) unsafe extern "system" fn stretch_rect(
    p: This,
    src: Ptr,
    src_rect: *const [i32; 4],
    dst: Ptr,
    dst_rect: *const [i32; 4],
    filter: u32,
) -> HRESULT {
    with(p, |o| {
        let (src, dst) = match (required_surface(p, src), required_surface(p, dst)) {
            (Ok(a), Ok(b)) => (a, b),
            _ => return hr::invalid(),
        };
        let Some(filter) = TextureFilterType::from_d3d(filter) else {
            return hr::invalid();
        };
        // SAFETY: null or C's RECTs.
        let (sr, dr) = unsafe { (rect(src_rect), rect(dst_rect)) };
        hr::result(
            "StretchRect",
            o.data.lock().stretch_rect(src, sr, dst, dr, filter),
        )
    })
}

pub(super) unsafe extern "system" fn update_surface(
    p: This,
    src: Ptr,
    src_rect: *const [i32; 4],
    dst: Ptr,
    dst_point: *const [i32; 2],
) -> HRESULT {
    with(p, |o| {
        let (src, dst) = match (required_surface(p, src), required_surface(p, dst)) {
            (Ok(a), Ok(b)) => (a, b),
            _ => return hr::invalid(),
        };
        // SAFETY: null or C's RECT and POINT.
        let (sr, point) = unsafe {
            (
                rect(src_rect),
                (!dst_point.is_null()).then(|| {
                    let [x, y] = dst_point.read_unaligned();
                    (x, y)
                }),
            )
        };
        hr::result(
            "UpdateSurface",
            o.data.lock().update_surface(src, sr, dst, point),
        )
    })
}

pub(super) unsafe extern "system" fn update_texture(p: This, src: Ptr, dst: Ptr) -> HRESULT {
    with(p, |o| {
        // Textures of any kind; the device checks both are of one kind.
        let texture = crate::textures::any_texture;
        match (
            resource::id_on(p, src, texture),
            resource::id_on(p, dst, texture),
        ) {
            (Ok(Some(src)), Ok(Some(dst))) => {
                hr::result("UpdateTexture", o.data.lock().update_texture(src, dst))
            }
            _ => hr::invalid(),
        }
    })
}
