//! `Direct3DCreate9` and `IDirect3D9`: the adapter (the wgpu adapter of
//! `NINEBRIDGE_BACKEND`) and `CreateDevice`.

use std::ffi::c_void;
use std::sync::OnceLock;

use ninebridge_d3d9::{BytecodeTranslator, Device, Gpu};
use ninebridge_types::{CreateFlags, Format, MultiSampleType, PresentParameters, SwapEffect};

use crate::com::{self, Guid, Object, guard, guard_u32};
use crate::hr::{self, E_NOTIMPL, HRESULT, S_OK};

/// `D3D_SDK_VERSION`.
pub const D3D_SDK_VERSION: u32 = 32;

/// The data of an `IDirect3D9`: the GPU, opened on first need.
pub struct Direct3D9 {
    gpu: OnceLock<Result<Gpu, String>>,
    /// Made by `Direct3DCreate9Ex`: the `IDirect3D9Ex` vtable
    /// (`direct3d9ex.rs`), and it makes Ex devices with `CreateDeviceEx`.
    pub(crate) ex: bool,
}

impl Direct3D9 {
    /// A new object's data.
    pub(crate) fn new(ex: bool) -> Self {
        Self {
            gpu: OnceLock::new(),
            ex,
        }
    }
}

impl Direct3D9 {
    /// The GPU (opened once; the error of a failed open is kept).
    pub fn gpu(&self) -> Result<&Gpu, &str> {
        self.gpu
            .get_or_init(|| Gpu::from_env().map_err(|e| e.to_string()))
            .as_ref()
            .map_err(String::as_str)
    }
}

type This = *mut c_void;
type Stub = unsafe extern "system" fn(This) -> HRESULT;

/// `IDirect3D9Vtbl`, in the SDK's order.
#[repr(C)]
#[allow(missing_docs)] // each field is the method of its name
pub struct Direct3D9Vtbl {
    pub query_interface: unsafe extern "system" fn(This, *const Guid, *mut *mut c_void) -> HRESULT,
    pub add_ref: unsafe extern "system" fn(This) -> u32,
    pub release: unsafe extern "system" fn(This) -> u32,
    pub register_software_device: Stub,
    pub get_adapter_count: unsafe extern "system" fn(This) -> u32,
    pub get_adapter_identifier: unsafe extern "system" fn(
        This,
        u32,
        u32,
        *mut crate::adapter::AdapterIdentifier9,
    ) -> HRESULT,
    pub get_adapter_mode_count: unsafe extern "system" fn(This, u32, u32) -> u32,
    pub enum_adapter_modes:
        unsafe extern "system" fn(This, u32, u32, u32, *mut crate::adapter::DisplayMode) -> HRESULT,
    pub get_adapter_display_mode:
        unsafe extern "system" fn(This, u32, *mut crate::adapter::DisplayMode) -> HRESULT,
    pub check_device_type: unsafe extern "system" fn(This, u32, u32, u32, u32, i32) -> HRESULT,
    pub check_device_format:
        unsafe extern "system" fn(This, u32, u32, u32, u32, u32, u32) -> HRESULT,
    pub check_device_multi_sample_type:
        unsafe extern "system" fn(This, u32, u32, u32, i32, u32, *mut u32) -> HRESULT,
    pub check_depth_stencil_match:
        unsafe extern "system" fn(This, u32, u32, u32, u32, u32) -> HRESULT,
    pub check_device_format_conversion:
        unsafe extern "system" fn(This, u32, u32, u32, u32) -> HRESULT,
    pub get_device_caps:
        unsafe extern "system" fn(This, u32, u32, *mut crate::caps::Caps9) -> HRESULT,
    pub get_adapter_monitor: unsafe extern "system" fn(This, u32) -> *mut c_void,
    pub create_device: unsafe extern "system" fn(
        This,
        u32,
        u32,
        *mut c_void,
        u32,
        *mut PresentParametersC,
        *mut *mut c_void,
    ) -> HRESULT,
}

macro_rules! not_implemented {
    ($name:literal) => {{
        unsafe extern "system" fn stub(_this: This) -> HRESULT {
            tracing::warn!(concat!("[capi] IDirect3D9::", $name, " is not implemented"));
            E_NOTIMPL
        }
        stub
    }};
}

/// The vtable of every `IDirect3D9`.
pub static VTBL: Direct3D9Vtbl = vtbl();

/// `IDirect3D9`'s entry points, shared by the plain and the Ex vtable.
pub(crate) const fn vtbl() -> Direct3D9Vtbl {
    Direct3D9Vtbl {
        query_interface,
        add_ref,
        release,
        register_software_device: not_implemented!("RegisterSoftwareDevice"),
        get_adapter_count,
        get_adapter_identifier,
        get_adapter_mode_count,
        enum_adapter_modes,
        get_adapter_display_mode,
        check_device_type,
        check_device_format,
        check_device_multi_sample_type,
        check_depth_stencil_match,
        check_device_format_conversion,
        get_device_caps,
        get_adapter_monitor,
        create_device,
    }
}

/// `Direct3DCreate9`: a new `IDirect3D9`. Programs built with the
/// 9.0c SDKs pass 31 or 32 (with the debug runtime's bit 31 at times);
/// anything else is null.
#[unsafe(no_mangle)]
pub extern "system" fn Direct3DCreate9(sdk_version: u32) -> *mut c_void {
    if !matches!(sdk_version & !0x8000_0000, 31 | D3D_SDK_VERSION) {
        tracing::warn!(
            "[capi] Direct3DCreate9({sdk_version}): D3D_SDK_VERSION is {D3D_SDK_VERSION}"
        );
        return std::ptr::null_mut();
    }
    std::panic::catch_unwind(|| Object::create(&VTBL, Direct3D9::new(false)).cast())
        .unwrap_or(std::ptr::null_mut())
}

/// The `IDirect3D9` at `this`.
///
/// # Safety
/// As [`Object::get`].
pub unsafe fn this<'a>(this: This) -> Option<&'a Object<Direct3D9>> {
    let vtbls: [*const c_void; 2] = [
        (&VTBL as *const Direct3D9Vtbl).cast(),
        (&crate::direct3d9ex::VTBL_EX as *const crate::direct3d9ex::Direct3D9ExVtbl).cast(),
    ];
    // SAFETY: forwarded to the caller.
    unsafe { Object::get_any(this, &vtbls) }
}

unsafe extern "system" fn query_interface(
    p: This,
    riid: *const Guid,
    out: *mut *mut c_void,
) -> HRESULT {
    guard(|| {
        // SAFETY: checked by `this` and `query_interface`.
        unsafe {
            match this(p) {
                // Direct3DCreate9Ex's object answers both IIDs;
                // Direct3DCreate9's only IDirect3D9 (Wine's
                // `test_qi_base_to_ex`).
                Some(o) if o.data.ex => com::query_interface(
                    o,
                    p,
                    &[crate::iid::IID_IDirect3D9, crate::iid::IID_IDirect3D9Ex],
                    riid,
                    out,
                ),
                Some(o) => com::query_interface(o, p, &[crate::iid::IID_IDirect3D9], riid, out),
                None => hr::invalid(),
            }
        }
    })
}

unsafe extern "system" fn add_ref(p: This) -> u32 {
    // SAFETY: checked by `this`.
    guard_u32(|| unsafe { this(p) }.map_or(0, |o| o.add_ref()))
}

unsafe extern "system" fn release(p: This) -> u32 {
    guard_u32(|| {
        // SAFETY: checked by `this`; no reference is kept across release.
        unsafe {
            if this(p).is_none() {
                return 0;
            }
            Object::<Direct3D9>::release(p)
        }
    })
}

unsafe extern "system" fn get_adapter_count(p: This) -> u32 {
    // SAFETY: checked by `this`.
    guard_u32(|| unsafe { this(p) }.map_or(0, |o| u32::from(o.data.gpu().is_ok())))
}

/// The one display's monitor handle: an opaque address, the same for every
/// `IDirect3D9` (off Windows there are no `HMONITOR`s; a harness or port
/// that models monitors recognises this one).
static DISPLAY_MONITOR: u8 = 0;

/// `GetAdapterMonitor`: the display's monitor for adapter 0 (the only
/// adapter), NULL for another adapter or an object that is no
/// `IDirect3D9`.
unsafe extern "system" fn get_adapter_monitor(p: This, adapter: u32) -> *mut c_void {
    // SAFETY: `this` checks the object.
    if adapter != 0 || unsafe { this(p) }.is_none() {
        return std::ptr::null_mut();
    }
    std::ptr::addr_of!(DISPLAY_MONITOR).cast_mut().cast()
}

/// `D3DPRESENT_PARAMETERS` as C lays it out.
#[repr(C)]
#[derive(Clone, Copy, Debug)]
pub struct PresentParametersC {
    /// `BackBufferWidth`.
    pub back_buffer_width: u32,
    /// `BackBufferHeight`.
    pub back_buffer_height: u32,
    /// `BackBufferFormat`.
    pub back_buffer_format: u32,
    /// `BackBufferCount`.
    pub back_buffer_count: u32,
    /// `MultiSampleType`.
    pub multisample_type: u32,
    /// `MultiSampleQuality`.
    pub multisample_quality: u32,
    /// `SwapEffect`.
    pub swap_effect: u32,
    /// `hDeviceWindow`.
    pub device_window: *mut c_void,
    /// `Windowed`.
    pub windowed: i32,
    /// `EnableAutoDepthStencil`.
    pub enable_auto_depth_stencil: i32,
    /// `AutoDepthStencilFormat`.
    pub auto_depth_stencil_format: u32,
    /// `Flags`.
    pub flags: u32,
    /// `FullScreen_RefreshRateInHz`.
    pub refresh_rate: u32,
    /// `PresentationInterval`.
    pub presentation_interval: u32,
}

impl PresentParametersC {
    /// The parameters in the device's types; `None` for values D3D9 does
    /// not define.
    pub fn to_params(&self) -> Option<PresentParameters> {
        let format = |v: u32| Format::from_d3d(v);
        Some(PresentParameters {
            back_buffer_width: self.back_buffer_width,
            back_buffer_height: self.back_buffer_height,
            back_buffer_format: format(self.back_buffer_format)?,
            back_buffer_count: self.back_buffer_count,
            multisample: MultiSampleType::from_d3d(self.multisample_type)?,
            multisample_quality: self.multisample_quality,
            swap_effect: SwapEffect::from_d3d(self.swap_effect)?,
            windowed: self.windowed != 0,
            auto_depth_stencil_format: if self.enable_auto_depth_stencil != 0 {
                Some(format(self.auto_depth_stencil_format)?)
            } else {
                None
            },
            flags: self.flags,
            refresh_rate: self.refresh_rate,
            presentation_interval: self.presentation_interval,
        })
    }
}

impl PresentParametersC {
    /// The parameters with the defaults D3D9 fills in resolved from what
    /// `device` made: `BackBufferCount` 0 -> 1, the back buffer's size
    /// and format (a 0 size, windowed `D3DFMT_UNKNOWN`).
    pub(crate) fn resolved(&self, device: &Device) -> PresentParametersC {
        let mut p = *self;
        p.back_buffer_count = p.back_buffer_count.max(1);
        if let Some(bb) = device.back_buffer() {
            if let Ok((w, h)) = device.surface_size(bb) {
                p.back_buffer_width = w;
                p.back_buffer_height = h;
            }
            if let Ok(format) = device.surface_format(bb) {
                p.back_buffer_format = format.to_d3d();
            }
        }
        p
    }
}

unsafe extern "system" fn create_device(
    p: This,
    adapter: u32,
    device_type: u32,
    focus_window: *mut c_void,
    behavior_flags: u32,
    params: *mut PresentParametersC,
    out: *mut *mut c_void,
) -> HRESULT {
    // SAFETY: C's pointers, forwarded.
    unsafe {
        create_device_with(
            p,
            adapter,
            device_type,
            focus_window,
            behavior_flags,
            params,
            out,
            false,
        )
    }
}

/// `CreateDevice`, or `CreateDeviceEx`'s device when `ex`. Every device an
/// `IDirect3D9Ex` makes is an `IDirect3DDevice9Ex`, through
/// `CreateDevice` too (Wine's `test_qi_ex_to_base` records Windows).
///
/// # Safety
/// `params` and `out` are null or C's `D3DPRESENT_PARAMETERS` and slot.
#[allow(clippy::too_many_arguments)] // CreateDevice's, and which kind
pub(crate) unsafe fn create_device_with(
    p: This,
    adapter: u32,
    device_type: u32,
    focus_window: *mut c_void,
    behavior_flags: u32,
    params: *mut PresentParametersC,
    out: *mut *mut c_void,
    ex: bool,
) -> HRESULT {
    guard(|| {
        // SAFETY: `this` checks the object; `params` and `out` are checked
        // for null and are C's pointers to its structure and slot.
        unsafe {
            let Some(d3d) = this(p) else {
                return hr::invalid();
            };
            if params.is_null() || out.is_null() {
                return hr::invalid();
            }
            *out = std::ptr::null_mut();
            // D3DDEVTYPE_HAL (1) on the only adapter.
            if adapter != 0 || device_type != 1 {
                return hr::invalid();
            }
            let Some(present) = (*params).to_params() else {
                return hr::invalid();
            };
            let gpu = match d3d.data.gpu() {
                Ok(gpu) => gpu.clone(),
                Err(e) => {
                    tracing::warn!("[capi] CreateDevice: no GPU: {e}");
                    return hr::not_available();
                }
            };
            let flags = CreateFlags::from_d3d(behavior_flags);
            // The device window: hDeviceWindow, else hFocusWindow; neither
            // is a headless device.
            let device_window = if (*params).device_window.is_null() {
                focus_window
            } else {
                (*params).device_window
            };
            let translator = Box::new(BytecodeTranslator::from_env());
            let made = match crate::window::lookup(device_window) {
                None => Device::create(gpu, translator, &present, flags),
                Some(Err(e)) => return e,
                Some(Ok(window)) => {
                    // The port's window is live while registered (the
                    // contract of `ninebridge_window_*`).
                    let target = match window.target(&gpu) {
                        Ok(t) => t,
                        Err(e) => return e,
                    };
                    Device::create_for_window(gpu, translator, &present, flags, target)
                }
            };
            match made {
                Ok(device) => {
                    d3d.add_ref();
                    let creation = crate::device::CreationParameters {
                        adapter,
                        device_type,
                        focus_window,
                        behavior_flags,
                    };
                    // D3D9 writes the defaults it chose back into the
                    // caller's parameters ([in, out]).
                    let resolved = (*params).resolved(&device);
                    *params = resolved;
                    // GetPresentParameters names the device window.
                    let mut kept = resolved;
                    kept.device_window = device_window;
                    let made = crate::device::create(device, p, creation, kept, ex || d3d.data.ex);
                    // A full-screen device sets the display's mode.
                    if let Some(mode) = crate::adapter::full_screen_mode(&resolved) {
                        (*made).data.follow_display(Some(mode));
                    }
                    *out = made.cast();
                    S_OK
                }
                Err(e) => hr::result("CreateDevice", Err(e)),
            }
        }
    })
}

/// Runs `f` on the `IDirect3D9` at `p` for adapter `adapter` (0 only: one
/// adapter) and `device_type` (`D3DDEVTYPE_HAL` only: the others are
/// `D3DERR_NOTAVAILABLE`, an undefined one `D3DERR_INVALIDCALL`), with its
/// GPU.
fn with_adapter(
    p: This,
    adapter: u32,
    device_type: Option<u32>,
    f: impl FnOnce(&Gpu) -> HRESULT,
) -> HRESULT {
    guard(|| {
        // SAFETY: checked by `this`.
        let Some(d3d) = (unsafe { this(p) }) else {
            return hr::invalid();
        };
        if adapter != 0 {
            return hr::invalid();
        }
        match device_type {
            None | Some(1) => {}
            // D3DDEVTYPE_REF, _SW, _NULLREF: defined, not offered.
            Some(2..=4) => return hr::not_available(),
            Some(_) => return hr::invalid(),
        }
        match d3d.data.gpu() {
            Ok(gpu) => f(gpu),
            Err(_) => hr::not_available(),
        }
    })
}

/// Writes `value` to `out` (null: `D3DERR_INVALIDCALL`).
fn put<T>(out: *mut T, value: T) -> HRESULT {
    if out.is_null() {
        return hr::invalid();
    }
    // SAFETY: not null; C passes a slot of the type.
    unsafe { out.write_unaligned(value) };
    S_OK
}

unsafe extern "system" fn get_adapter_identifier(
    p: This,
    adapter: u32,
    _flags: u32,
    out: *mut crate::adapter::AdapterIdentifier9,
) -> HRESULT {
    with_adapter(p, adapter, None, |gpu| {
        put(out, crate::adapter::adapter_identifier(gpu))
    })
}

unsafe extern "system" fn get_adapter_mode_count(p: This, adapter: u32, format: u32) -> u32 {
    let mut count = 0;
    with_adapter(p, adapter, None, |_| {
        count = crate::adapter::adapter_mode_count(format);
        S_OK
    });
    count
}

unsafe extern "system" fn enum_adapter_modes(
    p: This,
    adapter: u32,
    format: u32,
    index: u32,
    out: *mut crate::adapter::DisplayMode,
) -> HRESULT {
    with_adapter(
        p,
        adapter,
        None,
        |_| match crate::adapter::enum_adapter_mode(format, index) {
            Ok(mode) => put(out, mode),
            Err(h) => h,
        },
    )
}

unsafe extern "system" fn get_adapter_display_mode(
    p: This,
    adapter: u32,
    out: *mut crate::adapter::DisplayMode,
) -> HRESULT {
    with_adapter(p, adapter, None, |_| {
        put(out, crate::adapter::display_mode())
    })
}

unsafe extern "system" fn check_device_type(
    p: This,
    adapter: u32,
    device_type: u32,
    display_format: u32,
    back_buffer_format: u32,
    windowed: i32,
) -> HRESULT {
    with_adapter(p, adapter, None, |_| {
        crate::adapter::check_device_type(
            device_type,
            display_format,
            back_buffer_format,
            windowed != 0,
        )
    })
}

unsafe extern "system" fn check_device_format(
    p: This,
    adapter: u32,
    device_type: u32,
    adapter_format: u32,
    usage: u32,
    resource_type: u32,
    check_format: u32,
) -> HRESULT {
    // The adapter format is judged before the device type: D3DFMT_UNKNOWN
    // is D3DERR_INVALIDCALL for REF and SW devices too (Wine's
    // test_check_device_format).
    with_adapter(p, adapter, None, |gpu| {
        if let Err(h) = crate::adapter::check_adapter_format(adapter_format) {
            return h;
        }
        match device_type {
            1 => {}
            2..=4 => return hr::not_available(),
            _ => return hr::invalid(),
        }
        crate::adapter::check_device_format(gpu, adapter_format, usage, resource_type, check_format)
    })
}

unsafe extern "system" fn check_device_multi_sample_type(
    p: This,
    adapter: u32,
    device_type: u32,
    surface_format: u32,
    windowed: i32,
    multisample: u32,
    quality_levels: *mut u32,
) -> HRESULT {
    with_adapter(p, adapter, Some(device_type), |gpu| {
        match crate::adapter::check_device_multi_sample_type(
            gpu,
            surface_format,
            windowed != 0,
            multisample,
        ) {
            // The quality levels are written on success only (Wine's
            // tests: an invalid call leaves them).
            Ok(levels) => {
                if !quality_levels.is_null() {
                    // SAFETY: not null; C passes a DWORD slot.
                    unsafe { *quality_levels = levels };
                }
                S_OK
            }
            Err(h) => h,
        }
    })
}

unsafe extern "system" fn check_depth_stencil_match(
    p: This,
    adapter: u32,
    device_type: u32,
    adapter_format: u32,
    render_target_format: u32,
    depth_stencil_format: u32,
) -> HRESULT {
    with_adapter(p, adapter, Some(device_type), |_| {
        crate::adapter::check_depth_stencil_match(
            adapter_format,
            render_target_format,
            depth_stencil_format,
        )
    })
}

unsafe extern "system" fn check_device_format_conversion(
    p: This,
    adapter: u32,
    device_type: u32,
    source: u32,
    target: u32,
) -> HRESULT {
    with_adapter(p, adapter, Some(device_type), |_| {
        crate::adapter::check_device_format_conversion(source, target)
    })
}

unsafe extern "system" fn get_device_caps(
    p: This,
    adapter: u32,
    device_type: u32,
    out: *mut crate::caps::Caps9,
) -> HRESULT {
    with_adapter(p, adapter, Some(device_type), |gpu| {
        put(out, crate::caps::device_caps(gpu))
    })
}
