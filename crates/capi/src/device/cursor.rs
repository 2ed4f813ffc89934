//! The cursor (`SetCursorProperties`, `SetCursorPosition`, `ShowCursor`)
//! and `SetDialogBoxMode`: checked as D3D9 checks them and kept as device
//! state.
//!
//! Rules (D3D9's reference pages):
//! - `SetCursorProperties`: the bitmap is an `IDirect3DSurface9` of format
//!   `D3DFMT_A8R8G8B8` whose width and height are powers of two no larger
//!   than the display mode; anything else (a null pointer, another
//!   interface) is `D3DERR_INVALIDCALL`.
//! - `ShowCursor` answers whether the cursor was visible before (hidden at
//!   first).
//! - `SetDialogBoxMode(TRUE)` needs a GDI-compatible back buffer format
//!   (`X1R5G5B5`, `R5G6B5`, `X8R8G8B8`), no multisampling,
//!   `D3DSWAPEFFECT_DISCARD`, `D3DPRESENTFLAG_LOCKABLE_BACKBUFFER`, a device
//!   not made with `D3DCREATE_ADAPTERGROUP_DEVICE`, and no scene open;
//!   otherwise `D3DERR_INVALIDCALL`. Turning it off needs only no open scene.
//!
//! Nothing here draws: a headless device has no screen, and a windowed one
//! leaves the pointer to the window system (D3D9 itself uses the operating
//! system's cursor in windowed mode). Dialog boxes matter only in
//! full-screen mode, which the device has no mode switch for.

use ninebridge_types::Format;

use super::{Ptr, This, with};
use crate::hr::{self, HRESULT, S_OK};
use crate::resource::{self, Kind};

/// The cursor and dialog-box state of a device. Only `visible` is read
/// back (`ShowCursor`); the rest is what a full-screen presentation would
/// draw with, kept for it (and for tests).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct Cursor {
    /// `ShowCursor`'s state.
    pub(crate) visible: bool,
    /// `SetCursorPosition`'s point.
    pub(crate) position: (i32, i32),
    /// `SetCursorProperties`: hot spot and bitmap size.
    pub(crate) hot_spot: (u32, u32),
    /// See `hot_spot`.
    pub(crate) size: (u32, u32),
    /// `SetDialogBoxMode`'s state.
    pub(crate) dialog_boxes: bool,
}

/// `D3DPRESENTFLAG_LOCKABLE_BACKBUFFER`.
const LOCKABLE_BACKBUFFER: u32 = 0x1;
/// `D3DSWAPEFFECT_DISCARD`.
const SWAPEFFECT_DISCARD: u32 = 1;
/// `D3DCREATE_ADAPTERGROUP_DEVICE`.
const ADAPTERGROUP_DEVICE: u32 = 0x8;

impl super::DeviceData {
    pub(crate) fn cursor(&self) -> std::sync::MutexGuard<'_, Cursor> {
        self.cursor
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner())
    }
}

pub(super) unsafe extern "system" fn set_cursor_properties(
    p: This,
    x_hot_spot: u32,
    y_hot_spot: u32,
    bitmap: Ptr,
) -> HRESULT {
    with(p, |o| {
        let id = match resource::id_of(bitmap, |k| match k {
            Kind::Surface { id, .. } => Some(id),
            _ => None,
        }) {
            Ok(Some(id)) => id,
            _ => return hr::invalid(),
        };
        let desc = match o.data.lock().surface_desc(id) {
            Ok(desc) => desc,
            Err(e) => return hr::result("SetCursorProperties", Err(e)),
        };
        let mode = crate::adapter::display_mode();
        let (w, h) = (desc.width, desc.height);
        if desc.format != Format::A8R8G8B8
            || !w.is_power_of_two()
            || !h.is_power_of_two()
            || w > mode.width
            || h > mode.height
        {
            tracing::debug!(
                "[capi] SetCursorProperties: a {w}x{h} {:?} bitmap (A8R8G8B8, powers of two within {}x{} only)",
                desc.format,
                mode.width,
                mode.height
            );
            return hr::invalid();
        }
        let mut cursor = o.data.cursor();
        cursor.hot_spot = (x_hot_spot, y_hot_spot);
        cursor.size = (w, h);
        S_OK
    })
}

pub(super) unsafe extern "system" fn set_cursor_position(p: This, x: i32, y: i32, _flags: u32) {
    with(p, |o| {
        o.data.cursor().position = (x, y);
        S_OK
    });
}

pub(super) unsafe extern "system" fn show_cursor(p: This, show: i32) -> i32 {
    let mut was = false;
    with(p, |o| {
        let mut cursor = o.data.cursor();
        was = cursor.visible;
        cursor.visible = show != 0;
        S_OK
    });
    i32::from(was)
}

pub(super) unsafe extern "system" fn set_dialog_box_mode(p: This, enable: i32) -> HRESULT {
    with(p, |o| {
        let (in_scene, back_format) = {
            let d = o.data.lock();
            let format = d
                .back_buffer()
                .and_then(|b| d.surface_desc(b).ok())
                .map(|desc| desc.format);
            (d.in_scene(), format)
        };
        if in_scene {
            return hr::invalid();
        }
        if enable != 0 {
            let present = o.data.present_parameters();
            let gdi_format = matches!(
                back_format,
                Some(Format::X1R5G5B5 | Format::R5G6B5 | Format::X8R8G8B8)
            );
            let ok = gdi_format
                && present.multisample_type == 0
                && present.swap_effect == SWAPEFFECT_DISCARD
                && present.flags & LOCKABLE_BACKBUFFER != 0
                && o.data.creation.behavior_flags & ADAPTERGROUP_DEVICE == 0;
            if !ok {
                tracing::debug!(
                    "[capi] SetDialogBoxMode(TRUE): back buffer {back_format:?}, swap effect {}, flags {:#x}",
                    present.swap_effect,
                    present.flags
                );
                return hr::invalid();
            }
        }
        o.data.cursor().dialog_boxes = enable != 0;
        S_OK
    })
}
