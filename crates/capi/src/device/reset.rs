//! `Reset` and `TestCooperativeLevel` over the device's
//! (`ninebridge_d3d9::Device::reset`, whose notes give D3D9's rules).
//!
//! What the ABI adds: before the device checks what is still alive, every
//! binding's private reference is dropped, as D3D9 unbinds the state
//! first, so a resource the application released while bound does not
//! block `Reset`, while one it still holds a reference on does, the
//! implicit surfaces included (Windows refuses both, as Wine's
//! `test_reset` records). A new `hDeviceWindow` (a `ninebridge_window_*`
//! window) moves the device to that window. After a successful `Reset`
//! the old implicit surfaces are gone (their objects are forgotten, and
//! `GetBackBuffer` hands out new ones), and the parameters are written
//! back with D3D9's defaults resolved, as `CreateDevice` does.

use ninebridge_d3d9::Device;

use super::{This, with};
use crate::direct3d9::PresentParametersC;
use crate::hr::{self, HRESULT, S_OK};
use crate::resource::Kind;

pub(super) unsafe extern "system" fn reset(p: This, params: *mut PresentParametersC) -> HRESULT {
    with(p, |o| {
        if params.is_null() {
            return hr::invalid();
        }
        // SAFETY: not null; C passes its D3DPRESENT_PARAMETERS.
        let given = unsafe { params.read_unaligned() };
        let Some(present) = given.to_params() else {
            return hr::invalid();
        };
        let window = match crate::window::lookup(given.device_window) {
            Some(Err(e)) => return e,
            Some(Ok(w)) => Some(w),
            None => None,
        };
        o.data.unbind_all();
        let mut d = o.data.lock();
        if let Some(window) = window {
            // SAFETY: the port's window is live while registered (the
            // contract of `ninebridge_window_*`).
            let target = match unsafe { window.target(d.gpu()) } {
                Ok(t) => t,
                Err(e) => return e,
            };
            if let Err(e) = d.attach_window(target) {
                return hr::result("Reset", Err(e));
            }
        }
        let old = implicit_kinds(&d);
        // Windows refuses a Reset while the application holds an implicit
        // surface (Wine's `test_reset`: "a reference held to an implicit
        // surface causes failures as well"); bindings were dropped above.
        let held = old
            .iter()
            .filter(|k| o.data.held_by_application(**k))
            .count();
        if held > 0 {
            let e = d.refuse_reset(&format!(
                "the application holds {held} implicit surface(s) (GetBackBuffer, GetDepthStencilSurface)"
            ));
            return hr::result("Reset", Err(e));
        }
        // An Ex device keeps its resources across Reset (9Ex's rule).
        let done = if o.data.ex {
            d.reset_keeping_resources(&present)
        } else {
            d.reset(&present)
        };
        if let Err(e) = done {
            return hr::result("Reset", Err(e));
        }
        let resolved = given.resolved(&d);
        drop(d);
        for kind in old {
            o.data.forget(kind);
        }
        // The implicit swap chain's old back buffer goes.
        o.data.release_back_buffers(None);
        // GetPresentParameters names the device window; the caller's
        // structure keeps what it gave (Wine's `test_reset`).
        let mut kept = resolved;
        if kept.device_window.is_null() {
            kept.device_window = o.data.present_parameters().device_window;
        }
        o.data.set_present_parameters(kept);
        // The display follows the device: its full-screen mode, or the
        // desktop's again when the device goes windowed.
        o.data
            .follow_display(crate::adapter::full_screen_mode(&kept));
        // SAFETY: checked for null above.
        unsafe { params.write_unaligned(resolved) };
        S_OK
    })
}

/// The objects' kinds of the implicit back buffer and depth-stencil
/// surface.
fn implicit_kinds(d: &Device) -> Vec<Kind> {
    [d.back_buffer(), d.auto_depth_stencil()]
        .into_iter()
        .flatten()
        .map(|id| Kind::Surface { id, owned: false })
        .collect()
}

pub(super) unsafe extern "system" fn test_cooperative_level(p: This) -> HRESULT {
    with(p, |o| {
        // An Ex device is never lost or not reset (D3D9Ex's rule).
        if o.data.ex {
            return S_OK;
        }
        hr::result(
            "TestCooperativeLevel",
            o.data.lock().test_cooperative_level(),
        )
    })
}
