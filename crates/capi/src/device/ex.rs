//! `IDirect3DDevice9Ex`: the device's vtable followed by the 15 Ex
//! methods, in the SDK's order. An Ex device is the same object as a
//! plain one, made by `IDirect3D9Ex::CreateDeviceEx`, with this vtable and
//! `DeviceData::ex` set.
//!
//! Rules (Microsoft's `IDirect3DDevice9Ex` pages, and what Wine's
//! `d3d9ex.c` records of Windows):
//! - An Ex device is never lost: `TestCooperativeLevel` and
//!   `CheckDeviceState` return `S_OK` (`reset.rs`).
//! - `D3DPOOL_MANAGED` is `D3DERR_INVALIDCALL` on an Ex device
//!   (`create.rs`).
//! - `PresentEx` is `Present` with `dwFlags`.
//! - The maximum frame latency is 3 by default; `SetMaximumFrameLatency`
//!   takes up to 30, and 0 puts the default back (Wine's
//!   `test_frame_latency` records Windows: 30 succeeds, 31 is
//!   `D3DERR_INVALIDCALL`).
//! - The GPU thread priority is -7..=7 (`SetGPUThreadPriority`), 0 at
//!   first; outside the range `D3DERR_INVALIDCALL`.
//! - `CreateRenderTargetEx`, `CreateOffscreenPlainSurfaceEx` and
//!   `CreateDepthStencilSurfaceEx` are the plain methods with a `Usage`:
//!   0 or `D3DUSAGE_RESTRICTED_CONTENT` (accepted, nothing to restrict
//!   here); any other, `D3DUSAGE_DEPTHSTENCIL` included, is refused (Wine's
//!   `test_create_depth_stencil_surface_ex`).
//! - `ResetEx` is `Reset`; the full-screen mode must be NULL for a
//!   windowed device and given for a full-screen one (Wine's
//!   `test_reset_ex`: NULL for a full-screen reset is
//!   `D3DERR_INVALIDCALL`).
//! - `GetDisplayModeEx` is `GetDisplayMode` in a `D3DDISPLAYMODEEX`
//!   (progressive scan lines) with the rotation `D3DDISPLAYROTATION_IDENTITY`.

use super::{DeviceVtbl, Ptr, This, with};
use crate::adapter::DisplayMode;
use crate::direct3d9::PresentParametersC;
use crate::hr::{self, HRESULT, S_OK};

/// The default maximum frame latency (`GetMaximumFrameLatency` before any
/// `SetMaximumFrameLatency`, and after one with 0).
pub const DEFAULT_FRAME_LATENCY: u32 = 3;
/// The largest maximum frame latency D3D9Ex takes (Windows, as Wine's
/// `test_frame_latency` records it).
pub const MAX_FRAME_LATENCY: u32 = 30;

/// What the Ex methods keep.
#[derive(Debug)]
pub(crate) struct ExState {
    frame_latency: u32,
    gpu_priority: i32,
    /// Successful presents (`IDirect3DSwapChain9Ex::GetLastPresentCount`).
    presents: u32,
}

impl Default for ExState {
    fn default() -> Self {
        Self {
            frame_latency: DEFAULT_FRAME_LATENCY,
            gpu_priority: 0,
            presents: 0,
        }
    }
}

/// `D3DDISPLAYMODEEX` as C lays it out.
#[repr(C)]
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct DisplayModeEx {
    /// `Size`: `sizeof(D3DDISPLAYMODEEX)`, set by the caller.
    pub size: u32,
    /// `Width`.
    pub width: u32,
    /// `Height`.
    pub height: u32,
    /// `RefreshRate`.
    pub refresh_rate: u32,
    /// `Format`.
    pub format: u32,
    /// `ScanLineOrdering` (`D3DSCANLINEORDERING`).
    pub scan_line_ordering: u32,
}

/// `D3DSCANLINEORDERING_PROGRESSIVE`.
pub const SCANLINE_PROGRESSIVE: u32 = 1;
/// `D3DDISPLAYROTATION_IDENTITY`.
pub const ROTATION_IDENTITY: u32 = 1;

impl DisplayModeEx {
    /// `mode` as a `D3DDISPLAYMODEEX` (progressive).
    pub fn from_mode(mode: DisplayMode) -> Self {
        Self {
            size: size_of::<Self>() as u32,
            width: mode.width,
            height: mode.height,
            refresh_rate: mode.refresh_rate,
            format: mode.format,
            scan_line_ordering: SCANLINE_PROGRESSIVE,
        }
    }
}

/// Writes `mode` and the identity rotation to C's `D3DDISPLAYMODEEX` (its
/// `Size` must be right: else `D3DERR_INVALIDCALL`) and optional
/// `D3DDISPLAYROTATION`.
pub(crate) fn put_mode_ex(
    mode: DisplayMode,
    out: *mut DisplayModeEx,
    rotation: *mut u32,
) -> HRESULT {
    if !out.is_null() {
        // SAFETY: not null; C passes a D3DDISPLAYMODEEX.
        let size = unsafe { out.read_unaligned() }.size;
        if size != size_of::<DisplayModeEx>() as u32 {
            return hr::invalid();
        }
        // SAFETY: as above.
        unsafe { out.write_unaligned(DisplayModeEx::from_mode(mode)) };
    }
    if !rotation.is_null() {
        // SAFETY: not null; C passes a D3DDISPLAYROTATION.
        unsafe { rotation.write_unaligned(ROTATION_IDENTITY) };
    }
    S_OK
}

/// `IDirect3DDevice9ExVtbl`: `IDirect3DDevice9`'s then the Ex methods.
#[repr(C)]
#[allow(missing_docs)] // each field is the method of its name
pub struct DeviceExVtbl {
    pub base: DeviceVtbl,
    pub set_convolution_mono_kernel:
        unsafe extern "system" fn(This, u32, u32, *mut f32, *mut f32) -> HRESULT,
    pub compose_rects:
        unsafe extern "system" fn(This, Ptr, Ptr, Ptr, u32, Ptr, u32, i32, i32) -> HRESULT,
    pub present_ex: unsafe extern "system" fn(This, Ptr, Ptr, Ptr, Ptr, u32) -> HRESULT,
    pub get_gpu_thread_priority: unsafe extern "system" fn(This, *mut i32) -> HRESULT,
    pub set_gpu_thread_priority: unsafe extern "system" fn(This, i32) -> HRESULT,
    pub wait_for_vblank: unsafe extern "system" fn(This, u32) -> HRESULT,
    pub check_resource_residency: unsafe extern "system" fn(This, *mut Ptr, u32) -> HRESULT,
    pub set_maximum_frame_latency: unsafe extern "system" fn(This, u32) -> HRESULT,
    pub get_maximum_frame_latency: unsafe extern "system" fn(This, *mut u32) -> HRESULT,
    pub check_device_state: unsafe extern "system" fn(This, Ptr) -> HRESULT,
    pub create_render_target_ex: unsafe extern "system" fn(
        This,
        u32,
        u32,
        u32,
        u32,
        u32,
        i32,
        *mut Ptr,
        Ptr,
        u32,
    ) -> HRESULT,
    pub create_offscreen_plain_surface_ex:
        unsafe extern "system" fn(This, u32, u32, u32, u32, *mut Ptr, Ptr, u32) -> HRESULT,
    pub create_depth_stencil_surface_ex: unsafe extern "system" fn(
        This,
        u32,
        u32,
        u32,
        u32,
        u32,
        i32,
        *mut Ptr,
        Ptr,
        u32,
    ) -> HRESULT,
    pub reset_ex:
        unsafe extern "system" fn(This, *mut PresentParametersC, *mut DisplayModeEx) -> HRESULT,
    pub get_display_mode_ex:
        unsafe extern "system" fn(This, u32, *mut DisplayModeEx, *mut u32) -> HRESULT,
}

/// The vtable of every `IDirect3DDevice9Ex`: the shared part is
/// `IDirect3DDevice9`'s.
pub static VTBL_EX: DeviceExVtbl = DeviceExVtbl {
    base: super::vtbl(),
    set_convolution_mono_kernel,
    compose_rects,
    present_ex,
    get_gpu_thread_priority,
    set_gpu_thread_priority,
    wait_for_vblank,
    check_resource_residency,
    set_maximum_frame_latency,
    get_maximum_frame_latency,
    check_device_state,
    create_render_target_ex,
    create_offscreen_plain_surface_ex,
    create_depth_stencil_surface_ex,
    reset_ex,
    get_display_mode_ex,
};

impl super::DeviceData {
    /// The successful presents so far.
    pub(crate) fn present_count(&self) -> u32 {
        self.ex_state
            .lock()
            .unwrap_or_else(|p| p.into_inner())
            .presents
    }

    /// Counts a successful present.
    pub(crate) fn count_present(&self) {
        let mut s = self.ex_state.lock().unwrap_or_else(|p| p.into_inner());
        s.presents = s.presents.wrapping_add(1);
    }
}

fn ex_state(o: &crate::com::Object<super::DeviceData>) -> std::sync::MutexGuard<'_, ExState> {
    o.data.ex_state.lock().unwrap_or_else(|p| p.into_inner())
}

/// `SetConvolutionMonoKernel`: for `ComposeRects`' monochrome convolution,
/// which is not offered (`D3DERR_INVALIDCALL` past the 7x7 limit, else
/// accepted and unused).
unsafe extern "system" fn set_convolution_mono_kernel(
    p: This,
    width: u32,
    height: u32,
    _rows: *mut f32,
    _columns: *mut f32,
) -> HRESULT {
    with(p, |_| {
        if width == 0 || height == 0 || width > 7 || height > 7 {
            hr::invalid()
        } else {
            S_OK
        }
    })
}

/// `ComposeRects` (`D3DFMT_A1` surfaces, which the device does not
/// offer: `D3DERR_INVALIDCALL`).
unsafe extern "system" fn compose_rects(
    p: This,
    _src: Ptr,
    _dst: Ptr,
    _src_rects: Ptr,
    _count: u32,
    _dst_rects: Ptr,
    _op: u32,
    _x: i32,
    _y: i32,
) -> HRESULT {
    with(p, |_| hr::invalid())
}

/// `PresentEx`: `Present` with `dwFlags`.
unsafe extern "system" fn present_ex(
    p: This,
    src: Ptr,
    dst: Ptr,
    window: Ptr,
    dirty: Ptr,
    flags: u32,
) -> HRESULT {
    with(p, |o| {
        super::present_swap_chain(o, src, dst, window, dirty, flags)
    })
}

unsafe extern "system" fn get_gpu_thread_priority(p: This, out: *mut i32) -> HRESULT {
    with(p, |o| {
        if out.is_null() {
            return hr::invalid();
        }
        let v = ex_state(o).gpu_priority;
        // SAFETY: not null; C passes an INT slot.
        unsafe { out.write_unaligned(v) };
        S_OK
    })
}

unsafe extern "system" fn set_gpu_thread_priority(p: This, priority: i32) -> HRESULT {
    with(p, |o| {
        if !(-7..=7).contains(&priority) {
            return hr::invalid();
        }
        ex_state(o).gpu_priority = priority;
        S_OK
    })
}

/// `WaitForVBlank`: there is no scan-out to wait for; returns at once for
/// an existing swap chain.
unsafe extern "system" fn wait_for_vblank(p: This, swap_chain: u32) -> HRESULT {
    with(p, |o| {
        if swap_chain != 0 && crate::swapchain::chain_at(o, swap_chain).is_none() {
            return hr::invalid();
        }
        S_OK
    })
}

/// `CheckResourceResidency`: every resource is resident (`S_OK`); a NULL
/// array with a count is `D3DERR_INVALIDCALL`.
unsafe extern "system" fn check_resource_residency(
    p: This,
    resources: *mut Ptr,
    count: u32,
) -> HRESULT {
    with(p, |_| {
        if resources.is_null() && count != 0 {
            return hr::invalid();
        }
        S_OK
    })
}

unsafe extern "system" fn set_maximum_frame_latency(p: This, latency: u32) -> HRESULT {
    with(p, |o| {
        if latency > MAX_FRAME_LATENCY {
            return hr::invalid();
        }
        ex_state(o).frame_latency = if latency == 0 {
            DEFAULT_FRAME_LATENCY
        } else {
            latency
        };
        S_OK
    })
}

unsafe extern "system" fn get_maximum_frame_latency(p: This, out: *mut u32) -> HRESULT {
    with(p, |o| {
        if out.is_null() {
            return hr::invalid();
        }
        let v = ex_state(o).frame_latency;
        // SAFETY: not null; C passes a UINT slot.
        unsafe { out.write_unaligned(v) };
        S_OK
    })
}

/// `CheckDeviceState`: an Ex device is never lost, and its window is never
/// occluded here: `S_OK`.
unsafe extern "system" fn check_device_state(p: This, _window: Ptr) -> HRESULT {
    with(p, |_| S_OK)
}

/// `D3DUSAGE_RESTRICTED_CONTENT`.
const USAGE_RESTRICTED_CONTENT: u32 = 0x800;

/// The usage an Ex creation method takes: 0 or
/// `D3DUSAGE_RESTRICTED_CONTENT`.
fn usage_ok(usage: u32) -> bool {
    usage & !USAGE_RESTRICTED_CONTENT == 0
}

unsafe extern "system" fn create_render_target_ex(
    p: This,
    width: u32,
    height: u32,
    format: u32,
    multisample: u32,
    quality: u32,
    lockable: i32,
    out: *mut Ptr,
    shared: Ptr,
    usage: u32,
) -> HRESULT {
    if !usage_ok(usage) {
        return with(p, |_| hr::invalid());
    }
    // SAFETY: forwarded as C gave them.
    unsafe {
        super::create::create_render_target(
            p,
            width,
            height,
            format,
            multisample,
            quality,
            lockable,
            out,
            shared,
        )
    }
}

unsafe extern "system" fn create_offscreen_plain_surface_ex(
    p: This,
    width: u32,
    height: u32,
    format: u32,
    pool: u32,
    out: *mut Ptr,
    shared: Ptr,
    usage: u32,
) -> HRESULT {
    if !usage_ok(usage) {
        return with(p, |_| hr::invalid());
    }
    // SAFETY: forwarded as C gave them.
    unsafe {
        super::create::create_offscreen_plain_surface(p, width, height, format, pool, out, shared)
    }
}

unsafe extern "system" fn create_depth_stencil_surface_ex(
    p: This,
    width: u32,
    height: u32,
    format: u32,
    multisample: u32,
    quality: u32,
    discard: i32,
    out: *mut Ptr,
    shared: Ptr,
    usage: u32,
) -> HRESULT {
    if !usage_ok(usage) {
        return with(p, |_| hr::invalid());
    }
    // SAFETY: forwarded as C gave them.
    unsafe {
        super::create::create_depth_stencil_surface(
            p,
            width,
            height,
            format,
            multisample,
            quality,
            discard,
            out,
            shared,
        )
    }
}

/// `ResetEx`: `Reset`; a windowed device takes no full-screen mode, a
/// full-screen one needs it.
unsafe extern "system" fn reset_ex(
    p: This,
    params: *mut PresentParametersC,
    mode: *mut DisplayModeEx,
) -> HRESULT {
    if params.is_null() {
        return with(p, |_| hr::invalid());
    }
    // SAFETY: not null; C passes its D3DPRESENT_PARAMETERS.
    let windowed = unsafe { params.read_unaligned() }.windowed != 0;
    if windowed != mode.is_null() {
        return with(p, |_| hr::invalid());
    }
    // SAFETY: forwarded as C gave them.
    unsafe { super::reset::reset(p, params) }
}

unsafe extern "system" fn get_display_mode_ex(
    p: This,
    swap_chain: u32,
    out: *mut DisplayModeEx,
    rotation: *mut u32,
) -> HRESULT {
    with(p, |o| {
        if swap_chain != 0 && crate::swapchain::chain_at(o, swap_chain).is_none() {
            return hr::invalid();
        }
        put_mode_ex(crate::adapter::display_mode(), out, rotation)
    })
}
