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
    pub get_adapter_identifier: Stub,
    pub get_adapter_mode_count: Stub,
    pub enum_adapter_modes: Stub,
    pub get_adapter_display_mode: Stub,
    pub check_device_type: Stub,
    pub check_device_format: Stub,
    pub check_device_multi_sample_type: Stub,
    pub check_depth_stencil_match: Stub,
    pub check_device_format_conversion: Stub,
    pub get_device_caps: Stub,
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
pub static VTBL: Direct3D9Vtbl = Direct3D9Vtbl {
    query_interface,
    add_ref,
    release,
    register_software_device: not_implemented!("RegisterSoftwareDevice"),
    get_adapter_count,
    get_adapter_identifier: not_implemented!("GetAdapterIdentifier"),
    get_adapter_mode_count: not_implemented!("GetAdapterModeCount"),
    enum_adapter_modes: not_implemented!("EnumAdapterModes"),
    get_adapter_display_mode: not_implemented!("GetAdapterDisplayMode"),
    check_device_type: not_implemented!("CheckDeviceType"),
    check_device_format: not_implemented!("CheckDeviceFormat"),
    check_device_multi_sample_type: not_implemented!("CheckDeviceMultiSampleType"),
    check_depth_stencil_match: not_implemented!("CheckDepthStencilMatch"),
    check_device_format_conversion: not_implemented!("CheckDeviceFormatConversion"),
    get_device_caps: not_implemented!("GetDeviceCaps"),
    get_adapter_monitor,
    create_device,
};

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
    std::panic::catch_unwind(|| {
        Object::create(
            &VTBL,
            Direct3D9 {
                gpu: OnceLock::new(),
            },
        )
        .cast()
    })
    .unwrap_or(std::ptr::null_mut())
}

/// The `IDirect3D9` at `this`.
///
/// # Safety
/// As [`Object::get`].
pub unsafe fn this<'a>(this: This) -> Option<&'a Object<Direct3D9>> {
    // SAFETY: forwarded to the caller.
    unsafe { Object::get(this, &VTBL) }
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

unsafe extern "system" fn get_adapter_monitor(_p: This, _adapter: u32) -> *mut c_void {
    std::ptr::null_mut()
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

unsafe extern "system" fn create_device(
    p: This,
    adapter: u32,
    device_type: u32,
    _focus_window: *mut c_void,
    behavior_flags: u32,
    params: *mut PresentParametersC,
    out: *mut *mut c_void,
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
            match Device::create(
                gpu,
                Box::new(BytecodeTranslator::default()),
                &present,
                flags,
            ) {
                Ok(device) => {
                    d3d.add_ref();
                    *out = crate::device::create(device, p).cast();
                    S_OK
                }
                Err(e) => hr::result("CreateDevice", Err(e)),
            }
        }
    })
}
