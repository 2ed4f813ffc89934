//! The cursor (`SetCursorProperties`, `SetCursorPosition`, `ShowCursor`),
//! over the device's (`ninebridge_d3d9`'s `device/cursor.rs` has D3D9's
//! rules), and `SetDialogBoxMode`, checked as D3D9 checks it and kept
//! here.
//!
//! Rules (D3D9's reference pages):
//! - `SetCursorProperties`: a bitmap that is not an `IDirect3DSurface9`
//!   (a null pointer, another interface) is `D3DERR_INVALIDCALL`.
//! - `SetDialogBoxMode(TRUE)` needs a GDI-compatible back buffer format
//!   (`X1R5G5B5`, `R5G6B5`, `X8R8G8B8`), no multisampling,
//!   `D3DSWAPEFFECT_DISCARD`, `D3DPRESENTFLAG_LOCKABLE_BACKBUFFER`, a device
//!   not made with `D3DCREATE_ADAPTERGROUP_DEVICE`, and no scene open;
//!   otherwise `D3DERR_INVALIDCALL`. Turning it off needs only no open scene.
//!   Dialog boxes matter only in full-screen mode, which the device has no
//!   mode switch for.

use ninebridge_types::Format;

use super::{Ptr, This, with};
use crate::hr::{self, HRESULT, S_OK};
use crate::resource::{self, Kind};

/// `D3DPRESENTFLAG_LOCKABLE_BACKBUFFER`.
const LOCKABLE_BACKBUFFER: u32 = 0x1;
/// `D3DSWAPEFFECT_DISCARD`.
const SWAPEFFECT_DISCARD: u32 = 1;
/// `D3DCREATE_ADAPTERGROUP_DEVICE`.
const ADAPTERGROUP_DEVICE: u32 = 0x8;

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
        let mode = crate::adapter::display_mode();
        let r = o.data.lock().set_cursor_properties(
            (x_hot_spot, y_hot_spot),
            id,
            (mode.width, mode.height),
        );
        hr::result("SetCursorProperties", r)
    })
}

pub(super) unsafe extern "system" fn set_cursor_position(p: This, x: i32, y: i32, _flags: u32) {
    with(p, |o| {
        o.data.lock().set_cursor_position(x, y);
        S_OK
    });
}

pub(super) unsafe extern "system" fn show_cursor(p: This, show: i32) -> i32 {
    let mut was = false;
    with(p, |o| {
        was = o.data.lock().show_cursor(show != 0);
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
        *o.data
            .dialog_boxes
            .lock()
            .unwrap_or_else(|p| p.into_inner()) = enable != 0;
        S_OK
    })
}
