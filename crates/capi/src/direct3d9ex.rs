//! `Direct3DCreate9Ex` and `IDirect3D9Ex`: `IDirect3D9`'s vtable followed
//! by the five Ex methods, in the SDK's order, over the same object
//! (`direct3d9.rs`) with its `ex` flag set.
//!
//! Rules (Microsoft's `IDirect3D9Ex` pages, and Wine's `d3d9ex.c`):
//! - `Direct3DCreate9Ex` returns `S_OK` with the object, or
//!   `D3DERR_NOTAVAILABLE` with NULL (an SDK version it does not know, a
//!   NULL out pointer: `D3DERR_INVALIDCALL`).
//! - Its object answers `QueryInterface` for `IDirect3D9` and
//!   `IDirect3D9Ex` with the same pointer; `Direct3DCreate9`'s does not
//!   answer `IDirect3D9Ex`.
//! - `GetAdapterModeCountEx` / `EnumAdapterModesEx` list the modes of the
//!   filter's format (its `Size` must be `sizeof(D3DDISPLAYMODEFILTER)`:
//!   else 0 modes / `D3DERR_INVALIDCALL`), as `D3DDISPLAYMODEEX`
//!   (progressive scan lines).
//! - `GetAdapterDisplayModeEx` is `GetAdapterDisplayMode` in a
//!   `D3DDISPLAYMODEEX` (whose `Size` must be right) with the rotation
//!   `D3DDISPLAYROTATION_IDENTITY`.
//! - `CreateDeviceEx` makes an `IDirect3DDevice9Ex`; the full-screen mode
//!   must be NULL for a windowed device (`D3DERR_INVALIDCALL`).
//! - `GetAdapterLUID` gives the adapter's locally unique id, the same on
//!   every call.

use std::ffi::c_void;

use crate::com::{Object, guard};
use crate::device::ex::{DisplayModeEx, put_mode_ex};
use crate::direct3d9::{D3D_SDK_VERSION, Direct3D9, Direct3D9Vtbl, PresentParametersC};
use crate::hr::{self, HRESULT, S_OK};

type This = *mut c_void;

/// `D3DDISPLAYMODEFILTER` as C lays it out.
#[repr(C)]
#[derive(Clone, Copy, Debug)]
pub struct DisplayModeFilter {
    /// `Size`: `sizeof(D3DDISPLAYMODEFILTER)`.
    pub size: u32,
    /// `Format`.
    pub format: u32,
    /// `ScanLineOrdering`.
    pub scan_line_ordering: u32,
}

/// `LUID` as C lays it out.
#[repr(C)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Luid {
    /// `LowPart`.
    pub low_part: u32,
    /// `HighPart`.
    pub high_part: i32,
}

/// The adapter's LUID: one adapter, one id for the process.
pub const ADAPTER_LUID: Luid = Luid {
    low_part: 0x9b1d_9e00,
    high_part: 0,
};

/// `IDirect3D9ExVtbl`: `IDirect3D9`'s then the Ex methods.
#[repr(C)]
#[allow(missing_docs)] // each field is the method of its name
pub struct Direct3D9ExVtbl {
    pub base: Direct3D9Vtbl,
    pub get_adapter_mode_count_ex:
        unsafe extern "system" fn(This, u32, *const DisplayModeFilter) -> u32,
    pub enum_adapter_modes_ex: unsafe extern "system" fn(
        This,
        u32,
        *const DisplayModeFilter,
        u32,
        *mut DisplayModeEx,
    ) -> HRESULT,
    pub get_adapter_display_mode_ex:
        unsafe extern "system" fn(This, u32, *mut DisplayModeEx, *mut u32) -> HRESULT,
    pub create_device_ex: unsafe extern "system" fn(
        This,
        u32,
        u32,
        *mut c_void,
        u32,
        *mut PresentParametersC,
        *mut DisplayModeEx,
        *mut *mut c_void,
    ) -> HRESULT,
    pub get_adapter_luid: unsafe extern "system" fn(This, u32, *mut Luid) -> HRESULT,
}

/// The vtable of every `IDirect3D9Ex`: the shared part is `IDirect3D9`'s.
pub static VTBL_EX: Direct3D9ExVtbl = Direct3D9ExVtbl {
    base: crate::direct3d9::vtbl(),
    get_adapter_mode_count_ex,
    enum_adapter_modes_ex,
    get_adapter_display_mode_ex,
    create_device_ex,
    get_adapter_luid,
};

/// `Direct3DCreate9Ex`: a new `IDirect3D9Ex` in `*out`.
///
/// # Safety
/// `out` is null or C's pointer slot.
#[unsafe(no_mangle)]
pub unsafe extern "system" fn Direct3DCreate9Ex(
    sdk_version: u32,
    out: *mut *mut c_void,
) -> HRESULT {
    if out.is_null() {
        return hr::invalid();
    }
    // SAFETY: not null; C passes a pointer slot.
    unsafe { *out = std::ptr::null_mut() };
    if !matches!(sdk_version & !0x8000_0000, 31 | D3D_SDK_VERSION) {
        tracing::warn!(
            "[capi] Direct3DCreate9Ex({sdk_version}): D3D_SDK_VERSION is {D3D_SDK_VERSION}"
        );
        return hr::not_available();
    }
    match std::panic::catch_unwind(|| Object::create(&VTBL_EX, Direct3D9::new(true))) {
        Ok(made) => {
            // SAFETY: as above.
            unsafe { *out = made.cast() };
            S_OK
        }
        Err(_) => hr::not_available(),
    }
}

/// Runs `f` on the `IDirect3D9Ex` at `p` for adapter 0 with a GPU.
fn with_ex(p: This, adapter: u32, f: impl FnOnce(&Object<Direct3D9>) -> HRESULT) -> HRESULT {
    guard(|| {
        // SAFETY: checked by `this`.
        let Some(d3d) = (unsafe { crate::direct3d9::this(p) }) else {
            return hr::invalid();
        };
        if adapter != 0 {
            return hr::invalid();
        }
        if d3d.data.gpu().is_err() {
            return hr::not_available();
        }
        f(d3d)
    })
}

/// The filter's format, when the filter is well formed.
fn filter_format(filter: *const DisplayModeFilter) -> Option<u32> {
    if filter.is_null() {
        return None;
    }
    // SAFETY: not null; C passes a D3DDISPLAYMODEFILTER.
    let f = unsafe { filter.read_unaligned() };
    (f.size == size_of::<DisplayModeFilter>() as u32).then_some(f.format)
}

unsafe extern "system" fn get_adapter_mode_count_ex(
    p: This,
    adapter: u32,
    filter: *const DisplayModeFilter,
) -> u32 {
    let mut count = 0;
    with_ex(p, adapter, |_| {
        if let Some(format) = filter_format(filter) {
            count = crate::adapter::adapter_mode_count(format);
        }
        S_OK
    });
    count
}

unsafe extern "system" fn enum_adapter_modes_ex(
    p: This,
    adapter: u32,
    filter: *const DisplayModeFilter,
    index: u32,
    out: *mut DisplayModeEx,
) -> HRESULT {
    with_ex(p, adapter, |_| {
        let Some(format) = filter_format(filter) else {
            return hr::invalid();
        };
        if out.is_null() {
            return hr::invalid();
        }
        match crate::adapter::enum_adapter_mode(format, index) {
            Ok(mode) => put_mode_ex(mode, out, std::ptr::null_mut()),
            Err(h) => h,
        }
    })
}

unsafe extern "system" fn get_adapter_display_mode_ex(
    p: This,
    adapter: u32,
    out: *mut DisplayModeEx,
    rotation: *mut u32,
) -> HRESULT {
    with_ex(p, adapter, |_| {
        put_mode_ex(crate::adapter::display_mode(), out, rotation)
    })
}

#[allow(clippy::too_many_arguments)] // the SDK's signature
unsafe extern "system" fn create_device_ex(
    p: This,
    adapter: u32,
    device_type: u32,
    focus_window: *mut c_void,
    behavior_flags: u32,
    params: *mut PresentParametersC,
    mode: *mut DisplayModeEx,
    out: *mut *mut c_void,
) -> HRESULT {
    if !params.is_null() && !mode.is_null() {
        // SAFETY: not null; C passes its D3DPRESENT_PARAMETERS.
        let windowed = unsafe { params.read_unaligned() }.windowed != 0;
        if windowed {
            if !out.is_null() {
                // SAFETY: not null; C passes a pointer slot.
                unsafe { *out = std::ptr::null_mut() };
            }
            return hr::invalid();
        }
    }
    // SAFETY: C's pointers, forwarded.
    unsafe {
        crate::direct3d9::create_device_with(
            p,
            adapter,
            device_type,
            focus_window,
            behavior_flags,
            params,
            out,
            true,
        )
    }
}

unsafe extern "system" fn get_adapter_luid(p: This, adapter: u32, out: *mut Luid) -> HRESULT {
    with_ex(p, adapter, |_| {
        if out.is_null() {
            return hr::invalid();
        }
        // SAFETY: not null; C passes a LUID.
        unsafe { out.write_unaligned(ADAPTER_LUID) };
        S_OK
    })
}
