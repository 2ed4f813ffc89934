//! `IDirect3DSwapChain9`: the device's implicit swap chain and the
//! additional ones (`CreateAdditionalSwapChain`).
//!
//! Rules (D3D9's reference pages, and what Wine's tests record of
//! Windows):
//! - `GetSwapChain(0)` returns the same object every time, with a
//!   reference added; an index past `GetNumberOfSwapChains` is
//!   `D3DERR_INVALIDCALL` with the out pointer set to NULL.
//! - The object holds a reference on its device while the application
//!   holds one on it (as resources do); the device keeps it until the
//!   device is freed, so a second `GetSwapChain` after the last `Release`
//!   returns the same pointer again.
//! - Its methods are the device's for swap chain 0: `Present` (with
//!   `dwFlags`), `GetBackBuffer`, `GetFrontBufferData`, `GetRasterStatus`,
//!   `GetDisplayMode`; `GetPresentParameters` returns the parameters the
//!   swap chain was made with, the defaults D3D9 fills in resolved
//!   (`BackBufferCount` 0 -> 1, a 0 size -> the back buffer's, windowed
//!   `D3DFMT_UNKNOWN` -> the back buffer's format).
//! - An additional swap chain belongs to the application: it holds a
//!   reference on its device, and its last `Release` frees it and its back
//!   buffer (`ninebridge_d3d9::Device::release_swap_chain`). It takes
//!   index 1, 2... in `GetSwapChain` and the device methods with an
//!   `iSwapChain`, renumbered when one before it is released.

use std::ffi::c_void;

use crate::com::{self, Guid, Object, guard, guard_u32};
use crate::device::{DeviceData, This};
use crate::direct3d9::PresentParametersC;
use crate::hr::{self, HRESULT, S_OK};
use ninebridge_d3d9::SwapChainId;

type Ptr = *mut c_void;

/// The data of an `IDirect3DSwapChain9`.
pub struct SwapChain {
    /// The device object, as an address. The object's flag
    /// ([`Object::add_ref_flagging`]) says it holds a reference on the
    /// device: while its public count is above 0.
    device: usize,
    /// The additional swap chain it is; `None`: the implicit one.
    chain: Option<SwapChainId>,
    /// An additional swap chain's parameters, resolved.
    params: Option<PresentParametersC>,
}

impl Drop for SwapChain {
    fn drop(&mut self) {
        let Some(chain) = self.chain else {
            return;
        };
        // The device is still held: `release` gives its reference back
        // after this drop.
        if let Some(device) = self.device() {
            device.data.forget_swap_chain(chain);
            if let Err(e) = device.data.lock().release_swap_chain(chain) {
                tracing::debug!("[capi] releasing a swap chain: {e}");
            }
        }
    }
}

impl SwapChain {
    fn device(&self) -> Option<&Object<DeviceData>> {
        // SAFETY: the device lives while it or the application holds this
        // object; `this` checks the pointer anyway.
        unsafe { crate::device::this(self.device as *mut c_void) }
    }
}

/// `IDirect3DSwapChain9Vtbl`: the SDK's order.
#[repr(C)]
#[allow(missing_docs)] // each field is the method of its name
pub struct SwapChainVtbl {
    pub query_interface: unsafe extern "system" fn(This, *const Guid, *mut Ptr) -> HRESULT,
    pub add_ref: unsafe extern "system" fn(This) -> u32,
    pub release: unsafe extern "system" fn(This) -> u32,
    pub present: unsafe extern "system" fn(This, Ptr, Ptr, Ptr, Ptr, u32) -> HRESULT,
    pub get_front_buffer_data: unsafe extern "system" fn(This, Ptr) -> HRESULT,
    pub get_back_buffer: unsafe extern "system" fn(This, u32, u32, *mut Ptr) -> HRESULT,
    pub get_raster_status: unsafe extern "system" fn(This, *mut [u32; 2]) -> HRESULT,
    pub get_display_mode:
        unsafe extern "system" fn(This, *mut crate::adapter::DisplayMode) -> HRESULT,
    pub get_device: unsafe extern "system" fn(This, *mut Ptr) -> HRESULT,
    pub get_present_parameters: unsafe extern "system" fn(This, *mut PresentParametersC) -> HRESULT,
    // IDirect3DSwapChain9Ex: every swap chain object carries them (a
    // superset of IDirect3DSwapChain9's vtable); only an Ex device's
    // answers `IID_IDirect3DSwapChain9Ex`.
    pub get_last_present_count: unsafe extern "system" fn(This, *mut u32) -> HRESULT,
    pub get_present_stats: unsafe extern "system" fn(This, *mut PresentStats) -> HRESULT,
    pub get_display_mode_ex:
        unsafe extern "system" fn(This, *mut crate::device::ex::DisplayModeEx, *mut u32) -> HRESULT,
}

/// `D3DPRESENTSTATS` as C lays it out (the SDK packs it to 4 bytes).
#[repr(C, packed(4))]
#[derive(Clone, Copy, Debug, Default)]
pub struct PresentStats {
    /// `PresentCount`.
    pub present_count: u32,
    /// `PresentRefreshCount`.
    pub present_refresh_count: u32,
    /// `SyncRefreshCount`.
    pub sync_refresh_count: u32,
    /// `SyncQPCTime`.
    pub sync_qpc_time: i64,
    /// `SyncGPUTime`.
    pub sync_gpu_time: i64,
}

/// The vtable of every `IDirect3DSwapChain9`.
pub static SWAP_CHAIN: SwapChainVtbl = SwapChainVtbl {
    query_interface,
    add_ref,
    release,
    present,
    get_front_buffer_data,
    get_back_buffer,
    get_raster_status,
    get_display_mode,
    get_device,
    get_present_parameters,
    get_last_present_count,
    get_present_stats,
    get_display_mode_ex,
};

/// The swap chain object at `p`.
///
/// # Safety
/// As [`Object::get`].
unsafe fn this<'a>(p: This) -> Option<&'a Object<SwapChain>> {
    // SAFETY: forwarded to the caller.
    unsafe { Object::get(p, &SWAP_CHAIN) }
}

/// Runs `f` on the swap chain at `p` and its device: `D3DERR_INVALIDCALL`
/// when `p` is not a live swap chain.
fn with(p: This, f: impl FnOnce(&Object<SwapChain>, &Object<DeviceData>) -> HRESULT) -> HRESULT {
    guard(|| {
        // SAFETY: checked by `this`; the caller holds a reference.
        match unsafe { this(p) }.and_then(|o| Some((o, o.data.device()?))) {
            Some((o, d)) => f(o, d),
            None => hr::invalid(),
        }
    })
}

/// `GetSwapChain(index)` of the device at `device_ptr`: the implicit swap
/// chain's object, made on first use, with a reference added.
pub(crate) fn get(
    device: &Object<DeviceData>,
    device_ptr: This,
    index: u32,
    out: *mut Ptr,
) -> HRESULT {
    if out.is_null() {
        return hr::invalid();
    }
    if index != 0 {
        let chain = chain_at(device, index);
        let p = chain.and_then(|c| device.data.swap_chain_object(c));
        // SAFETY: objects of live chains are registered until they are
        // freed (their drop forgets them under the same lock).
        let object = p.and_then(|p| unsafe { this(p as This) });
        // SAFETY: not null; C passes a pointer slot.
        unsafe { *out = object.map_or(std::ptr::null_mut(), |_| p.unwrap_or(0) as This) };
        return match object {
            Some(o) => {
                add_public_ref(o);
                S_OK
            }
            None => hr::invalid(),
        };
    }
    let p = *device.data.swap_chain.get_or_init(|| {
        let p = Object::create(
            &SWAP_CHAIN,
            SwapChain {
                device: device_ptr as usize,
                chain: None,
                params: None,
            },
        );
        // SAFETY: just made. The device's own reference, dropped when the
        // device is freed; the public one `create` gave is the caller's,
        // taken back here and handed out below like any later one.
        unsafe {
            (*p).add_private();
            Object::<SwapChain>::release(p.cast());
        }
        p as usize
    }) as *mut c_void;
    // SAFETY: the device keeps the object alive (its private reference).
    if let Some(o) = unsafe { this(p) } {
        add_public_ref(o);
    }
    // SAFETY: not null; C passes a pointer slot.
    unsafe { *out = p };
    S_OK
}

/// The additional swap chain at `GetSwapChain` index `index` (1 and up).
pub(crate) fn chain_at(device: &Object<DeviceData>, index: u32) -> Option<SwapChainId> {
    let chains = device.data.lock().additional_swap_chains();
    chains.get((index as usize).checked_sub(1)?).copied()
}

/// `CreateAdditionalSwapChain`'s object for `chain`, made with
/// `params` (resolved), holding a reference on its device.
pub(crate) fn create_additional(
    device: &Object<DeviceData>,
    device_ptr: This,
    chain: SwapChainId,
    params: PresentParametersC,
) -> *mut c_void {
    device.add_ref();
    let p = Object::create_with(
        &SWAP_CHAIN,
        SwapChain {
            device: device_ptr as usize,
            chain: Some(chain),
            params: Some(params),
        },
        true,
    )
    .cast::<c_void>();
    device.data.register_swap_chain(chain, p as usize);
    p
}

/// The swap chain whose back buffer is `surface`, with a reference added
/// (`GetContainer`); `None` for other surfaces.
pub(crate) fn of_back_buffer(
    device: &Object<DeviceData>,
    device_ptr: This,
    surface: ninebridge_d3d9::SurfaceId,
) -> Option<This> {
    let index = {
        let d = device.data.lock();
        if d.back_buffer() == Some(surface) {
            0
        } else {
            let chains = d.additional_swap_chains();
            let at = chains
                .iter()
                .position(|c| d.swap_chain_back_buffer(*c).ok() == Some(surface))?;
            at as u32 + 1
        }
    };
    let mut p = std::ptr::null_mut();
    (get(device, device_ptr, index, &mut p) == S_OK).then_some(p)
}

/// `QueryInterface` of the swap chain at `p`.
///
/// # Safety
/// `p` is a live swap chain the caller holds; `riid` and `out` as C
/// passes them (checked for null).
pub(crate) unsafe fn query(p: This, riid: *const Guid, out: *mut Ptr) -> HRESULT {
    // SAFETY: forwarded to the caller.
    unsafe { query_interface(p, riid, out) }
}

/// `Release` of a reference this module handed out.
///
/// # Safety
/// `p` is a swap chain the caller holds a reference on, given up here.
pub(crate) unsafe fn release_reference(p: This) {
    // SAFETY: forwarded to the caller.
    unsafe { release(p) };
}

/// Drops the device's reference on its swap chain object (the device is
/// being freed).
pub(crate) fn release_device_reference(p: usize) {
    // SAFETY: the object the device kept with a private reference, which
    // this call gives back.
    unsafe {
        if this(p as *mut c_void).is_some() {
            Object::<SwapChain>::release_private(p as *mut c_void);
        }
    }
}

/// `AddRef`: a count leaving 0 takes the device again.
fn add_public_ref(o: &Object<SwapChain>) -> u32 {
    let Some((n, took)) = o.add_ref_flagging(false) else {
        return 0;
    };
    if took && let Some(device) = o.data.device() {
        device.add_ref();
    }
    n
}

unsafe extern "system" fn query_interface(p: This, riid: *const Guid, out: *mut Ptr) -> HRESULT {
    // SAFETY: `with` checked the object; `query_interface` checks the
    // pointers.
    with(p, |o, d| unsafe {
        let iids: &[Guid] = if d.data.ex {
            &[
                crate::iid::IID_IDirect3DSwapChain9,
                crate::iid::IID_IDirect3DSwapChain9Ex,
            ]
        } else {
            &[crate::iid::IID_IDirect3DSwapChain9]
        };
        com::query_interface(o, p, iids, riid, out)
    })
}

/// `GetLastPresentCount`: the device's successful presents so far.
unsafe extern "system" fn get_last_present_count(p: This, out: *mut u32) -> HRESULT {
    with(p, |_, d| {
        if out.is_null() {
            return hr::invalid();
        }
        let n = d.data.present_count();
        // SAFETY: not null; C passes a UINT slot.
        unsafe { out.write_unaligned(n) };
        S_OK
    })
}

/// `GetPresentStats`: the present count; there is no display to count
/// refreshes and sync times of, so those are 0.
unsafe extern "system" fn get_present_stats(p: This, out: *mut PresentStats) -> HRESULT {
    with(p, |_, d| {
        if out.is_null() {
            return hr::invalid();
        }
        let stats = PresentStats {
            present_count: d.data.present_count(),
            ..Default::default()
        };
        // SAFETY: not null; C passes a D3DPRESENTSTATS.
        unsafe { out.write_unaligned(stats) };
        S_OK
    })
}

/// `GetDisplayModeEx`: the device's `GetDisplayModeEx` for this chain.
unsafe extern "system" fn get_display_mode_ex(
    p: This,
    out: *mut crate::device::ex::DisplayModeEx,
    rotation: *mut u32,
) -> HRESULT {
    with(p, |_, _| {
        crate::device::ex::put_mode_ex(crate::adapter::display_mode(), out, rotation)
    })
}

unsafe extern "system" fn add_ref(p: This) -> u32 {
    // SAFETY: checked by `this`.
    guard_u32(|| unsafe { this(p) }.map_or(0, add_public_ref))
}

unsafe extern "system" fn release(p: This) -> u32 {
    guard_u32(|| {
        // SAFETY: checked by `this`; no reference is kept across the
        // releases (the device keeps the object alive past the first).
        unsafe {
            let Some(o) = this(p) else {
                return 0;
            };
            let device = o.data.device;
            let released = Object::<SwapChain>::release_flagged(p);
            if released.flag_cleared && crate::device::this(device as *mut c_void).is_some() {
                Object::<DeviceData>::release(device as *mut c_void);
            }
            released.left
        }
    })
}

/// The swap chain's `iSwapChain` now (0: the implicit one; an unknown
/// additional chain gives an index past the end, refused by the device).
fn index_of(o: &Object<SwapChain>) -> u32 {
    let Some(chain) = o.data.chain else {
        return 0;
    };
    let Some(device) = o.data.device() else {
        return u32::MAX;
    };
    let chains = device.data.lock().additional_swap_chains();
    chains
        .iter()
        .position(|c| *c == chain)
        .map_or(u32::MAX, |i| i as u32 + 1)
}

unsafe extern "system" fn present(
    p: This,
    src: Ptr,
    dst: Ptr,
    window: Ptr,
    dirty: Ptr,
    flags: u32,
) -> HRESULT {
    with(p, |_, d| {
        crate::device::present_swap_chain(d, src, dst, window, dirty, flags)
    })
}

unsafe extern "system" fn get_front_buffer_data(p: This, dest: Ptr) -> HRESULT {
    with(p, |o, _| {
        // SAFETY: the device function checks its arguments.
        unsafe { crate::device::get_front_buffer_data(o.data.device as This, index_of(o), dest) }
    })
}

unsafe extern "system" fn get_back_buffer(p: This, index: u32, ty: u32, out: *mut Ptr) -> HRESULT {
    with(p, |o, _| {
        if out.is_null() {
            return crate::hr::invalid();
        }
        // The swap chain's GetBackBuffer leaves the slot alone when it
        // fails; the device's writes NULL (Wine's test_swapchain).
        // SAFETY: not null; C passes a pointer slot, and the device
        // function checks the rest.
        unsafe {
            let before = *out;
            let hr =
                crate::device::get_back_buffer(o.data.device as This, index_of(o), index, ty, out);
            if hr != crate::hr::S_OK {
                *out = before;
            }
            hr
        }
    })
}

unsafe extern "system" fn get_raster_status(p: This, out: *mut [u32; 2]) -> HRESULT {
    with(p, |o, _| {
        // SAFETY: the device function checks its arguments.
        unsafe { crate::device::get_raster_status(o.data.device as This, index_of(o), out) }
    })
}

unsafe extern "system" fn get_display_mode(
    p: This,
    out: *mut crate::adapter::DisplayMode,
) -> HRESULT {
    with(p, |o, _| {
        // SAFETY: the device function checks its arguments.
        unsafe { crate::device::get_display_mode(o.data.device as This, index_of(o), out) }
    })
}

unsafe extern "system" fn get_device(p: This, out: *mut Ptr) -> HRESULT {
    with(p, |o, d| {
        if out.is_null() {
            return hr::invalid();
        }
        d.add_ref();
        // SAFETY: not null; C passes a pointer slot.
        unsafe { *out = o.data.device as *mut c_void };
        S_OK
    })
}

unsafe extern "system" fn get_present_parameters(p: This, out: *mut PresentParametersC) -> HRESULT {
    with(p, |o, d| {
        if out.is_null() {
            return hr::invalid();
        }
        let params = o.data.params.unwrap_or_else(|| d.data.present_parameters());
        // SAFETY: not null; C passes a D3DPRESENT_PARAMETERS.
        unsafe { out.write_unaligned(params) };
        S_OK
    })
}
