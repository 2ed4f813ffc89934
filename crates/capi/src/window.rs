//! Windows for `CreateDevice`: a port's native window, registered with a
//! `ninebridge_window_*` function, becomes the `HWND` it passes as
//! `hFocusWindow` or `D3DPRESENT_PARAMETERS::hDeviceWindow`.
//!
//! Design notes:
//! - Off Windows there are no `HWND`s, and the Windows ABI has no room for
//!   an X11 display, a Wayland surface or an `NSView`. A port names its
//!   window once (for an SDL window: the native handles SDL reports) and
//!   gets an opaque `HWND` back: the address of a [`Window`] this module
//!   owns. Only registered addresses are accepted; any other non-NULL
//!   window is `D3DERR_INVALIDCALL` at `CreateDevice`.
//! - Raw handles carry no size, so the port tells the client size at
//!   registration and again when the window is resized
//!   (`ninebridge_window_set_client_size`); a windowed back buffer of
//!   size 0 (at `CreateDevice` or `Reset`) takes it, and `Present`
//!   stretches the back buffer to it.
//! - Each device made on the window has a surface of its own (on its
//!   `IDirect3D9`'s GPU); the record keeps their targets to pass resizes
//!   on. The native window must outlive the devices presenting to it and
//!   the record (`ninebridge_window_destroy`).

use std::collections::HashSet;
use std::ffi::c_void;
use std::ptr::NonNull;
use std::sync::{Mutex, MutexGuard, OnceLock};

use ninebridge_d3d9::raw_window_handle::{
    AppKitDisplayHandle, AppKitWindowHandle, RawDisplayHandle, RawWindowHandle,
    WaylandDisplayHandle, WaylandWindowHandle, XcbDisplayHandle, XcbWindowHandle,
    XlibDisplayHandle, XlibWindowHandle,
};
use ninebridge_d3d9::{Gpu, WindowSurface, WindowTarget};

use crate::com::guard;
use crate::hr::{self, HRESULT, S_OK};

/// A registered window: its native handles (none for a headless window),
/// client size and the targets made on it.
pub struct Window {
    native: Option<(RawDisplayHandle, RawWindowHandle)>,
    state: Mutex<State>,
}

struct State {
    client: (u32, u32),
    /// Targets of the devices presenting here (pruned when only this
    /// record still holds one).
    targets: Vec<WindowTarget>,
}

// SAFETY: the raw handles are plain values (pointers to the caller's
// display and window objects) that this module never dereferences; wgpu
// uses them under the caller's promise that they stay valid.
unsafe impl Send for Window {}
// SAFETY: as above; the mutable part is behind a mutex.
unsafe impl Sync for Window {}

/// The addresses of live records.
fn registry() -> MutexGuard<'static, HashSet<usize>> {
    static REGISTRY: OnceLock<Mutex<HashSet<usize>>> = OnceLock::new();
    REGISTRY
        .get_or_init(Default::default)
        .lock()
        .unwrap_or_else(|p| p.into_inner())
}

impl Window {
    fn state(&self) -> MutexGuard<'_, State> {
        self.state.lock().unwrap_or_else(|p| p.into_inner())
    }

    /// The window's client size, as last told.
    pub fn client_size(&self) -> (u32, u32) {
        self.state().client
    }

    /// A target presenting to this window with `gpu` (a new surface).
    ///
    /// # Safety
    /// The handles this window was registered with must still name a live
    /// display and window, until the target's surface is dropped.
    pub(crate) unsafe fn target(&self, gpu: &Gpu) -> Result<WindowTarget, HRESULT> {
        let Some((display, window)) = self.native else {
            // One headless target, shared by every device on the window.
            let mut state = self.state();
            if state.targets.is_empty() {
                let (w, h) = state.client;
                state.targets.push(WindowTarget::headless(w, h));
            }
            return Ok(state.targets[0].clone());
        };
        // SAFETY: forwarded to the caller.
        let surface = unsafe { WindowSurface::from_raw(gpu, display, window) };
        let surface = surface.map_err(|e| {
            tracing::warn!("[capi] CreateDevice: cannot present to the window: {e}");
            hr::not_available()
        })?;
        let mut state = self.state();
        let (w, h) = state.client;
        let target = WindowTarget::new(surface, w, h);
        state.targets.retain(|t| t.clones() > 1);
        state.targets.push(target.clone());
        Ok(target)
    }
}

/// The registered window at `hwnd`; `None` for NULL, `Some(Err)` for an
/// address that is not a live record.
pub(crate) fn lookup<'a>(hwnd: *mut c_void) -> Option<Result<&'a Window, HRESULT>> {
    if hwnd.is_null() {
        return None;
    }
    if !registry().contains(&(hwnd as usize)) {
        tracing::warn!(
            "[capi] {hwnd:p} is not a window made by ninebridge_window_* (see ninebridge_ext.h)"
        );
        return Some(Err(hr::invalid()));
    }
    // SAFETY: registered records live until `ninebridge_window_destroy`,
    // which the caller may not call while a device is being made on it.
    Some(Ok(unsafe { &*hwnd.cast::<Window>() }))
}

fn register(display: RawDisplayHandle, window: RawWindowHandle, w: u32, h: u32) -> *mut c_void {
    register_record(Some((display, window)), w, h)
}

fn register_record(
    native: Option<(RawDisplayHandle, RawWindowHandle)>,
    w: u32,
    h: u32,
) -> *mut c_void {
    let record = Box::into_raw(Box::new(Window {
        native,
        state: Mutex::new(State {
            client: (w, h),
            targets: Vec::new(),
        }),
    }));
    registry().insert(record as usize);
    record.cast()
}

/// An Xlib window (`Display *`, `Window`) as an `HWND` for `CreateDevice`,
/// with its client area of `width` x `height` pixels. NULL when
/// `display` is NULL or `window` is 0.
///
/// # Safety
/// `display` and `window` are the caller's live Xlib display and window,
/// valid until every device presenting to the window and the window's
/// record are gone.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn ninebridge_window_xlib(
    display: *mut c_void,
    window: std::ffi::c_ulong,
    width: u32,
    height: u32,
) -> *mut c_void {
    let Some(display) = NonNull::new(display) else {
        return std::ptr::null_mut();
    };
    if window == 0 {
        return std::ptr::null_mut();
    }
    register(
        XlibDisplayHandle::new(Some(display), 0).into(),
        XlibWindowHandle::new(window).into(),
        width,
        height,
    )
}

/// An XCB window (`xcb_connection_t *`, `xcb_window_t`) as an `HWND`.
/// NULL when `connection` is NULL or `window` is 0.
///
/// # Safety
/// As [`ninebridge_window_xlib`].
#[unsafe(no_mangle)]
pub unsafe extern "C" fn ninebridge_window_xcb(
    connection: *mut c_void,
    window: u32,
    width: u32,
    height: u32,
) -> *mut c_void {
    let (Some(connection), Some(window)) =
        (NonNull::new(connection), std::num::NonZeroU32::new(window))
    else {
        return std::ptr::null_mut();
    };
    register(
        XcbDisplayHandle::new(Some(connection), 0).into(),
        XcbWindowHandle::new(window).into(),
        width,
        height,
    )
}

/// A Wayland surface (`struct wl_display *`, `struct wl_surface *`) as an
/// `HWND`. NULL when either is NULL.
///
/// # Safety
/// As [`ninebridge_window_xlib`].
#[unsafe(no_mangle)]
pub unsafe extern "C" fn ninebridge_window_wayland(
    display: *mut c_void,
    surface: *mut c_void,
    width: u32,
    height: u32,
) -> *mut c_void {
    let (Some(display), Some(surface)) = (NonNull::new(display), NonNull::new(surface)) else {
        return std::ptr::null_mut();
    };
    register(
        WaylandDisplayHandle::new(display).into(),
        WaylandWindowHandle::new(surface).into(),
        width,
        height,
    )
}

/// A macOS `NSView *` as an `HWND` (wgpu puts a `CAMetalLayer` on it).
/// NULL when `ns_view` is NULL.
///
/// # Safety
/// As [`ninebridge_window_xlib`]; on the main thread, as AppKit wants.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn ninebridge_window_appkit(
    ns_view: *mut c_void,
    width: u32,
    height: u32,
) -> *mut c_void {
    let Some(view) = NonNull::new(ns_view) else {
        return std::ptr::null_mut();
    };
    register(
        AppKitDisplayHandle::new().into(),
        AppKitWindowHandle::new(view).into(),
        width,
        height,
    )
}

/// A window with no native window behind it, as an `HWND` for
/// `CreateDevice`: devices made on it size windowed back buffers of size
/// 0 from its client area of `width` x `height` pixels, and `Present`
/// shows nothing. For headless programs and test harnesses that model
/// their windows themselves (tell resizes with
/// [`ninebridge_window_set_client_size`]). Never NULL.
#[unsafe(no_mangle)]
pub extern "C" fn ninebridge_window_headless(width: u32, height: u32) -> *mut c_void {
    register_record(None, width, height)
}

/// Tells the window's new client size (after the port's window was
/// resized): the next `Present` stretches the back buffer to it, and a
/// `Reset` with a back buffer of size 0 takes it. `D3DERR_INVALIDCALL`
/// for an `HWND` not made by a `ninebridge_window_*` function.
#[unsafe(no_mangle)]
pub extern "C" fn ninebridge_window_set_client_size(
    hwnd: *mut c_void,
    width: u32,
    height: u32,
) -> HRESULT {
    guard(|| match lookup(hwnd) {
        Some(Ok(window)) => {
            let mut state = window.state();
            state.client = (width, height);
            for target in &state.targets {
                target.set_client_size(width, height);
            }
            S_OK
        }
        _ => hr::invalid(),
    })
}

/// Forgets a window made by a `ninebridge_window_*` function (its `HWND`
/// is refused afterwards). Call it after releasing the devices that
/// present to it and before destroying the native window.
/// `D3DERR_INVALIDCALL` for anything else.
#[unsafe(no_mangle)]
pub extern "C" fn ninebridge_window_destroy(hwnd: *mut c_void) -> HRESULT {
    guard(|| {
        if hwnd.is_null() || !registry().remove(&(hwnd as usize)) {
            return hr::invalid();
        }
        // SAFETY: a registered record, made by `register` with
        // `Box::into_raw`, removed from the registry just now so nothing
        // can look it up again.
        drop(unsafe { Box::from_raw(hwnd.cast::<Window>()) });
        S_OK
    })
}
