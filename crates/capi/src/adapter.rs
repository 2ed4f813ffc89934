//! The answers of `IDirect3D9`'s adapter queries, as pure functions the
//! vtable calls: the adapter identifier, display modes, and the
//! `CheckDevice*` rules of D3D9 applied to what `ninebridge_d3d9` can
//! really create.
//!
//! Design notes:
//! - Arguments are the raw `DWORD`s C passes (`D3DFORMAT`, `D3DDEVTYPE`,
//!   `D3DRESOURCETYPE`, `D3DMULTISAMPLE_TYPE`), decoded here with
//!   `ninebridge_types`' enums, so the handling of values D3D9 does not
//!   define is part of the tested rules. The adapter ordinal and the
//!   device type of `CheckDeviceFormat` & co. are the vtable's to check
//!   (one adapter, `D3DDEVTYPE_HAL`); [`check_device_type`] answers for
//!   device types.
//! - There is no display: the adapter reports one headless mode
//!   ([`HEADLESS_MODE`], 1920x1080 at 60 Hz in `D3DFMT_X8R8G8B8`) and a
//!   short list of common modes ([`MODES`]) for `X8R8G8B8` and `R5G6B5`,
//!   the two display formats of today's Windows drivers.
//! - Format answers follow the device: a texture format is one
//!   `ninebridge_d3d9::format_info` describes (32-bit float textures only
//!   where the adapter filters them, as the device binds every texture
//!   filterable); render targets are the formats the device draws into
//!   (`convert/formats.rs`'s `render_target_format`, mirrored in
//!   [`render_target_class`] and checked against the device by the tests);
//!   depth-stencil surfaces are the depth formats of `format_info`; depth
//!   textures those `ninebridge_d3d9::depth_texture_sampling` names
//!   ([`depth_texture_supported`]).
//! - Nothing is multisampled: only `D3DMULTISAMPLE_NONE` is available.

use std::ffi::c_char;

use ninebridge_d3d9::{Gpu, Upload, format_info};
use ninebridge_types::{DevType, Format, MultiSampleType, ResourceType, Usage};

use crate::com::Guid;
use crate::hr::{self, HRESULT, S_OK};

/// `MAX_DEVICE_IDENTIFIER_STRING`.
pub const MAX_DEVICE_IDENTIFIER_STRING: usize = 512;

/// `D3DADAPTER_IDENTIFIER9`. `DriverVersion` is a `LARGE_INTEGER` (8-byte
/// aligned where C aligns 64-bit integers so: 1104 bytes on 64-bit
/// targets, with 4 bytes of tail padding; the Windows x86 layout, packed
/// to 4, is 1100).
#[repr(C)]
#[derive(Clone, Copy, Debug)]
#[allow(missing_docs)] // each field is the SDK member of its name
pub struct AdapterIdentifier9 {
    pub driver: [c_char; MAX_DEVICE_IDENTIFIER_STRING],
    pub description: [c_char; MAX_DEVICE_IDENTIFIER_STRING],
    pub device_name: [c_char; 32],
    pub driver_version: i64,
    pub vendor_id: u32,
    pub device_id: u32,
    pub sub_sys_id: u32,
    pub revision: u32,
    pub device_identifier: Guid,
    pub whql_level: u32,
}

#[cfg(target_pointer_width = "64")]
const _: () = assert!(std::mem::size_of::<AdapterIdentifier9>() == 1104);
const _: () = assert!(std::mem::offset_of!(AdapterIdentifier9, driver_version) == 1056);
const _: () = assert!(std::mem::offset_of!(AdapterIdentifier9, device_identifier) == 1080);
const _: () = assert!(std::mem::offset_of!(AdapterIdentifier9, whql_level) == 1096);

/// `D3DDISPLAYMODE`.
#[repr(C)]
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct DisplayMode {
    /// `Width` in pixels.
    pub width: u32,
    /// `Height` in pixels.
    pub height: u32,
    /// `RefreshRate` in Hz.
    pub refresh_rate: u32,
    /// `Format` (a `D3DFORMAT`).
    pub format: u32,
}

const _: () = assert!(std::mem::size_of::<DisplayMode>() == 16);

/// The mode of the headless "display": `GetAdapterDisplayMode`'s answer.
/// 1920x1080, 60 Hz, `D3DFMT_X8R8G8B8` (a desktop format: never one with
/// alpha), and one of [`MODES`].
pub const HEADLESS_MODE: DisplayMode = DisplayMode {
    width: 1920,
    height: 1080,
    refresh_rate: 60,
    format: Format::X8R8G8B8.to_d3d(),
};

/// The full-screen modes offered for each display format that has modes
/// (`X8R8G8B8`, `R5G6B5`): common 4:3, 16:10 and 16:9 sizes at 60 Hz,
/// sorted by width then height as Windows lists them.
pub const MODES: [(u32, u32); 9] = [
    (640, 480),
    (800, 600),
    (1024, 768),
    (1280, 720),
    (1280, 800),
    (1280, 1024),
    (1366, 768),
    (1600, 900),
    (1920, 1080),
];

/// The display formats that have modes.
const MODE_FORMATS: [Format; 2] = [Format::X8R8G8B8, Format::R5G6B5];

/// The display (adapter) formats of D3D9 (`D3DFORMAT`'s "BackBuffer or
/// Display Formats"); `A2R10G10B10` only full-screen.
const DISPLAY_FORMATS: [Format; 4] = [
    Format::X8R8G8B8,
    Format::R5G6B5,
    Format::X1R5G5B5,
    Format::A2R10G10B10,
];

/// The back-buffer formats of D3D9.
const BACK_BUFFER_FORMATS: [Format; 6] = [
    Format::A2R10G10B10,
    Format::A8R8G8B8,
    Format::X8R8G8B8,
    Format::A1R5G5B5,
    Format::X1R5G5B5,
    Format::R5G6B5,
];

/// The formats `CheckDeviceFormatConversion` (and `StretchRect`'s colour
/// conversion) may target, per its documentation.
const CONVERSION_TARGETS: [Format; 13] = [
    Format::X1R5G5B5,
    Format::A1R5G5B5,
    Format::R5G6B5,
    Format::R8G8B8,
    Format::X8R8G8B8,
    Format::A8R8G8B8,
    Format::A2R10G10B10,
    Format::A16B16G16R16,
    Format::A2B10G10R10,
    Format::A8B8G8R8,
    Format::X8B8G8R8,
    Format::A16B16G16R16F,
    Format::A32B32G32R32F,
];

/// `MAKEFOURCC('R','E','S','Z')`: the format games check to find AMD's
/// depth resolve (RESZ); no resource has it.
const RESZ: u32 = ninebridge_types::make_fourcc(*b"RESZ");

fn not_available() -> HRESULT {
    hr::not_available()
}

/// Copies `s` into a C string field: ASCII only (others become `?`),
/// truncated to leave room for the terminating NUL.
fn c_string<const N: usize>(s: &str) -> [c_char; N] {
    let mut out = [0 as c_char; N];
    for (slot, ch) in out.iter_mut().take(N - 1).zip(s.chars()) {
        let byte = if ch.is_ascii() { ch as u8 } else { b'?' };
        *slot = byte as c_char;
    }
    out
}

/// `DriverVersion` from a driver's version text (wgpu's `driver_info`,
/// e.g. `"Mesa 24.2.8-1"` or `"570.86.16"`): its first four numbers as
/// product.version.subversion.build, each in 16 bits, laid out as
/// `D3DADAPTER_IDENTIFIER9`'s remarks say (product and version in the high
/// part); missing numbers are 0.
pub fn driver_version(info: &str) -> i64 {
    let numbers = info
        .split(|c: char| !c.is_ascii_digit())
        .filter(|s| !s.is_empty())
        .take(4)
        .map(|s| s.parse::<u64>().map_or(0xffff, |n| n.min(0xffff)));
    let mut parts = [0u64; 4];
    for (slot, n) in parts.iter_mut().zip(numbers) {
        *slot = n;
    }
    ((parts[0] << 48) | (parts[1] << 32) | (parts[2] << 16) | parts[3]) as i64
}

/// `GetAdapterIdentifier` of `gpu`'s adapter: wgpu's driver name and
/// adapter name as `Driver` and `Description`, `"\\.\DISPLAY1"` as the GDI
/// device name, the PCI vendor and device ids wgpu reports (0 where it
/// has none), no subsystem or revision ids (wgpu has none), the driver
/// version of [`driver_version`], a `DeviceIdentifier` made of the vendor
/// id, the device id and the driver version (so it changes exactly when
/// the chip or the driver does, as D3D9 asks), and `WHQLLevel` 0 (not
/// certified).
pub fn adapter_identifier(gpu: &Gpu) -> AdapterIdentifier9 {
    let info = gpu.adapter_info();
    let version = driver_version(&info.driver_info);
    let driver = if info.driver.is_empty() {
        format!("{:?}", info.backend)
    } else {
        info.driver.clone()
    };
    AdapterIdentifier9 {
        driver: c_string(&driver),
        description: c_string(&info.name),
        device_name: c_string(r"\\.\DISPLAY1"),
        driver_version: version,
        vendor_id: info.vendor,
        device_id: info.device,
        sub_sys_id: 0,
        revision: 0,
        device_identifier: Guid {
            data1: info.vendor,
            data2: (info.device & 0xffff) as u16,
            data3: (info.device >> 16) as u16,
            data4: version.to_be_bytes(),
        },
        whql_level: 0,
    }
}

/// The display's mode when a full-screen device or the host changed it;
/// `None`: the desktop's, [`HEADLESS_MODE`].
static CURRENT_MODE: std::sync::Mutex<Option<DisplayMode>> = std::sync::Mutex::new(None);

/// `GetAdapterDisplayMode`: the display's current mode: [`HEADLESS_MODE`]
/// (the desktop's) unless a full-screen device set its own (D3D9 changes
/// the display to the back buffer's size and rate) or the host told
/// another (`ninebridge_display_set_mode`).
pub fn display_mode() -> DisplayMode {
    CURRENT_MODE
        .lock()
        .unwrap_or_else(|p| p.into_inner())
        .unwrap_or(HEADLESS_MODE)
}

/// The mode set over the desktop's, if any (what [`set_display_mode`]
/// takes to restore it).
pub(crate) fn current_display_override() -> Option<DisplayMode> {
    *CURRENT_MODE.lock().unwrap_or_else(|p| p.into_inner())
}

/// Sets the display's current mode (`None`: back to the desktop's).
pub(crate) fn set_display_mode(mode: Option<DisplayMode>) {
    *CURRENT_MODE.lock().unwrap_or_else(|p| p.into_inner()) = mode;
}

/// The mode a full-screen swap chain of `params` puts the display in: its
/// back buffer's size, its refresh rate (0: 60 Hz) and the display format
/// of its back buffer format (`X8R8G8B8` for the 32-bit ones, `R5G6B5` for
/// the 16-bit ones). `None` for a windowed one.
pub(crate) fn full_screen_mode(
    params: &crate::direct3d9::PresentParametersC,
) -> Option<DisplayMode> {
    if params.windowed != 0 {
        return None;
    }
    let sixteen_bit = matches!(
        Format::from_d3d(params.back_buffer_format),
        Some(Format::R5G6B5 | Format::X1R5G5B5 | Format::A1R5G5B5)
    );
    Some(DisplayMode {
        width: params.back_buffer_width,
        height: params.back_buffer_height,
        refresh_rate: if params.refresh_rate == 0 {
            60
        } else {
            params.refresh_rate
        },
        format: if sixteen_bit {
            Format::R5G6B5.to_d3d()
        } else {
            Format::X8R8G8B8.to_d3d()
        },
    })
}

/// Tells the library the display's mode changed outside D3D9 (the port
/// switched its window's mode): `GetAdapterDisplayMode` and windowed
/// devices answer with it. A width or height of 0 restores the desktop's
/// mode. `D3DERR_INVALIDCALL` for a size none of the adapter's modes has.
#[unsafe(no_mangle)]
pub extern "C" fn ninebridge_display_set_mode(
    width: u32,
    height: u32,
    refresh_rate: u32,
) -> HRESULT {
    crate::com::guard(|| {
        if width == 0 || height == 0 {
            set_display_mode(None);
            return S_OK;
        }
        if !MODES.contains(&(width, height)) {
            return hr::invalid();
        }
        set_display_mode(Some(DisplayMode {
            width,
            height,
            refresh_rate: if refresh_rate == 0 { 60 } else { refresh_rate },
            format: Format::X8R8G8B8.to_d3d(),
        }));
        S_OK
    })
}

/// `GetAdapterModeCount(format)`: [`MODES`]`.len()` for `X8R8G8B8` and
/// `R5G6B5`, 0 for every other format.
pub fn adapter_mode_count(format: u32) -> u32 {
    let has_modes = Format::from_d3d(format).is_some_and(|f| MODE_FORMATS.contains(&f));
    if has_modes { MODES.len() as u32 } else { 0 }
}

/// `EnumAdapterModes(format, index)`: mode `index` of `format`'s list at
/// 60 Hz. An index past the count is `D3DERR_INVALIDCALL`, which is also
/// what formats without modes get for index 0 (Windows' answer, which
/// Wine's `test_display_modes` records; the reference page says
/// `D3DERR_NOTAVAILABLE` for unsupported formats).
pub fn enum_adapter_mode(format: u32, index: u32) -> Result<DisplayMode, HRESULT> {
    if index >= adapter_mode_count(format) {
        return Err(hr::invalid());
    }
    let (width, height) = MODES[index as usize];
    Ok(DisplayMode {
        width,
        height,
        refresh_rate: 60,
        format,
    })
}

/// The GPU format class of a render target of `format`: what
/// `convert/formats.rs`'s `render_target_format` draws it into.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TargetClass {
    /// 8-bit normalised (`Bgra8Unorm`, `Rgba8Unorm`, `R8Unorm`): blends,
    /// and has an sRGB view where it has four channels.
    Unorm8,
    /// 16-bit float: blends.
    Float16,
    /// 32-bit float: blends only with wgpu's `FLOAT32_BLENDABLE`.
    Float32,
}

/// The render-target class of `format`, `None` when the device cannot
/// draw into it (mirrors `render_target_format`; the tests check it
/// against the device).
pub fn render_target_class(format: Format) -> Option<TargetClass> {
    use Format as F;
    match format {
        F::A8R8G8B8 | F::X8R8G8B8 | F::A8B8G8R8 | F::R5G6B5 | F::X1R5G5B5 | F::L8 => {
            Some(TargetClass::Unorm8)
        }
        F::R16F | F::G16R16F | F::A16B16G16R16F | F::G16R16 => Some(TargetClass::Float16),
        F::R32F | F::G32R32F | F::A32B32G32R32F => Some(TargetClass::Float32),
        // Drawn into a one-byte stand-in that no draw writes.
        F::Null => Some(TargetClass::Unorm8),
        _ => None,
    }
}

/// Whether the device samples textures of `format` as 32-bit floats
/// (`format_info`'s `Rgba32Float` formats), which it binds as filterable.
fn sampled_as_float32(format: Format) -> bool {
    matches!(
        format,
        Format::R32F
            | Format::G32R32F
            | Format::A32B32G32R32F
            | Format::G16R16
            | Format::A16B16G16R16
    )
}

/// Whether the device samples `format` as RGBA8 snorm (`V8U8`,
/// `Q8W8V8U8`), a format wgpu cannot draw into.
fn sampled_as_snorm8(format: Format) -> bool {
    matches!(format, Format::V8U8 | Format::Q8W8V8U8)
}

/// Whether an offscreen plain surface of a signed format sampled as RGBA8
/// snorm can be made on `gpu` anyway: its adapter draws into that format
/// (`TEXTURE_ADAPTER_SPECIFIC_FORMAT_FEATURES`, which the device enables
/// for multisample counts, lifts WebGPU's guaranteed format usages).
fn snorm_surface_drawable(gpu: &Gpu, format: Format) -> bool {
    sampled_as_snorm8(format) && ninebridge_d3d9::enhance::msaa::adapter_draws_into(gpu, format)
}

/// Whether the device creates offscreen plain surfaces of `format`: a
/// colour format of `format_info` whose sampled GPU format can be drawn
/// into (the device makes every surface a possible attachment).
pub fn surface_format_supported(format: Format) -> bool {
    format_info(format).is_ok_and(|i| !i.depth) && !sampled_as_snorm8(format)
}

/// Whether the device can create a sampled texture of `format` that draws
/// can bind: a colour format of `format_info`, the 32-bit float ones only
/// where the adapter filters 32-bit floats.
pub fn texture_format_supported(gpu: &Gpu, format: Format) -> bool {
    let Ok(info) = format_info(format) else {
        return false;
    };
    !info.depth
        && (!sampled_as_float32(format) || crate::caps::has_feature(gpu, "FLOAT32_FILTERABLE"))
}

/// Whether the device creates 2D depth textures of `format` (in the
/// default pool, with or without `D3DUSAGE_DEPTHSTENCIL`): what NVIDIA and
/// AMD drivers answer is the model, `ninebridge_d3d9::depth_texture_sampling`
/// says which (`D16`, `D24S8`, `D24X8` as hardware shadow maps; `INTZ`,
/// `DF16`, `DF24` read as depth values). Depth cube maps no driver of
/// today offers (DXVK found games that break when they exist); `RAWZ`
/// (NVIDIA's raw depth bits of old GPUs) is not offered.
pub fn depth_texture_supported(format: Format) -> bool {
    ninebridge_d3d9::depth_texture_sampling(format).is_some()
}

/// Whether the device creates depth-stencil surfaces of `format`. The
/// lockable formats (`D16_LOCKABLE`, `D32F_LOCKABLE`) are created but
/// cannot be locked (the device does not lock depth-stencil surfaces), so
/// they are not offered.
pub fn depth_format_supported(format: Format) -> bool {
    !matches!(format, Format::D16Lockable | Format::D32FLockable)
        && format_info(format).is_ok_and(|i| i.depth)
}

/// Whether `D3DUSAGE_AUTOGENMIPMAP` textures of `format` are created: the
/// device generates mips by drawing, into BGRA8, RGBA8, RGBA16F or
/// RGBA32F textures only (`device/textures.rs`).
fn autogen_supported(format: Format, render_target: bool) -> bool {
    if render_target {
        matches!(
            format,
            Format::A8R8G8B8
                | Format::X8R8G8B8
                | Format::A8B8G8R8
                | Format::R5G6B5
                | Format::X1R5G5B5
                | Format::A16B16G16R16F
                | Format::G16R16
                | Format::A32B32G32R32F
        )
    } else {
        // Every sampled format but the two signed ones sampled as RGBA8
        // snorm (the other bump formats are sampled as RGBA16F).
        format_info(format).is_ok() && !sampled_as_snorm8(format)
    }
}

/// Whether sampling with `D3DSAMP_SRGBTEXTURE` converts `format`: the
/// device reads sRGB through the sRGB view of 8-bit four-channel textures
/// (the formats sampled as BGRA8/RGBA8, render targets of class
/// [`TargetClass::Unorm8`] except `L8`, drawn into R8).
fn srgb_read_supported(format: Format, render_target: bool) -> bool {
    if render_target {
        return render_target_class(format) == Some(TargetClass::Unorm8) && format != Format::L8;
    }
    matches!(
        format,
        Format::A8R8G8B8 | Format::X8R8G8B8 | Format::A8B8G8R8
    ) || format_info(format).is_ok_and(|i| matches!(i.upload, Upload::Decode(_) | Upload::Yuv(_)))
}

/// `CheckDeviceType(dev_type, display_format, back_buffer_format,
/// windowed)`, with D3D9's rules:
/// - a device type D3D9 does not define is `D3DERR_INVALIDCALL`; only
///   `D3DDEVTYPE_HAL` is available (no reference or software device);
/// - the display format is one of `X8R8G8B8`, `R5G6B5`, `X1R5G5B5`,
///   `A2R10G10B10` (full-screen only); full-screen, it must have modes;
/// - full-screen, the back buffer is the display format, alpha aside
///   (`A8R8G8B8` on `X8R8G8B8`, `A1R5G5B5` on `X1R5G5B5`): no colour
///   conversion; `D3DFMT_UNKNOWN` is allowed windowed only, as the display
///   format;
/// - the back buffer is a D3D9 back-buffer format the device renders to.
pub fn check_device_type(
    dev_type: u32,
    display_format: u32,
    back_buffer_format: u32,
    windowed: bool,
) -> HRESULT {
    match DevType::from_d3d(dev_type) {
        None => return hr::invalid(),
        Some(DevType::Hal) => {}
        Some(_) => return not_available(),
    }
    let Some(display) = Format::from_d3d(display_format).filter(|f| DISPLAY_FORMATS.contains(f))
    else {
        return not_available();
    };
    let Some(mut back) = Format::from_d3d(back_buffer_format) else {
        return not_available();
    };
    if windowed {
        if display == Format::A2R10G10B10 {
            return not_available();
        }
        if back == Format::Unknown {
            back = display;
        }
    } else {
        if adapter_mode_count(display_format) == 0 {
            return not_available();
        }
        let same_but_alpha = match display {
            Format::X8R8G8B8 => matches!(back, Format::X8R8G8B8 | Format::A8R8G8B8),
            Format::X1R5G5B5 => matches!(back, Format::X1R5G5B5 | Format::A1R5G5B5),
            other => back == other,
        };
        if !same_but_alpha {
            return not_available();
        }
    }
    if BACK_BUFFER_FORMATS.contains(&back) && render_target_class(back).is_some() {
        S_OK
    } else {
        not_available()
    }
}

/// Checks `CheckDeviceFormat`'s and `CheckDepthStencilMatch`'s adapter
/// format: `D3DFMT_UNKNOWN` is an invalid call, a format that is not a
/// display format is not available.
pub(crate) fn check_adapter_format(adapter_format: u32) -> Result<(), HRESULT> {
    match Format::from_d3d(adapter_format) {
        Some(Format::Unknown) => Err(hr::invalid()),
        Some(f) if DISPLAY_FORMATS.contains(&f) => Ok(()),
        _ => Err(not_available()),
    }
}

/// `CheckDeviceFormat(adapter_format, usage, resource_type, check_format)`
/// for the device on `gpu`:
/// - the adapter format is a display format (`D3DFMT_UNKNOWN`:
///   `D3DERR_INVALIDCALL`); vertex and index buffers have no format to
///   check (`D3DERR_INVALIDCALL`, as Windows answers), nor does a resource
///   type D3D9 does not define;
/// - `D3DUSAGE_DEPTHSTENCIL`: a depth-stencil surface
///   ([`depth_format_supported`]) or a 2D depth texture
///   ([`depth_texture_supported`], also offered without the usage: Wine's
///   `test_resource_access` creates depth textures as
///   `CheckDeviceFormat(0, D3DRTYPE_TEXTURE)` answers);
/// - `D3DFMT_NULL` as a render-target surface or texture, and
///   `D3DUSAGE_RENDERTARGET` surfaces of `RESZ` (AMD's depth resolve);
/// - `D3DUSAGE_RENDERTARGET`: a surface, texture or cube texture the
///   device draws into ([`render_target_class`]); no volumes;
/// - otherwise a surface, texture, cube or volume texture the device
///   creates (offscreen plain surfaces, [`surface_format_supported`];
///   textures need a format draws can bind, [`texture_format_supported`]);
/// - `D3DUSAGE_DMAP` (displacement maps) is not available;
/// - each `D3DUSAGE_QUERY_*` must hold: `FILTER` and `WRAPANDMIP` for
///   every sampled format (all bind filterable), `VERTEXTEXTURE` likewise
///   (vertex samplers read any texture), `SRGBREAD` for the 8-bit formats
///   read through an sRGB view, `SRGBWRITE` for render targets (sRGB views
///   or shader encoding), `POSTPIXELSHADER_BLENDING` for render targets
///   that blend (32-bit float ones with `FLOAT32_BLENDABLE`),
///   `LEGACYBUMPMAP` for the signed bump-map formats;
/// - `D3DUSAGE_AUTOGENMIPMAP` on textures and cube textures the device
///   generates mips for; where it cannot, it refuses the texture
///   (`D3DERR_NOTAVAILABLE`); depth textures take the usage with one
///   level and no generation (`D3DOK_NOAUTOGEN`).
pub fn check_device_format(
    gpu: &Gpu,
    adapter_format: u32,
    usage: u32,
    resource_type: u32,
    check_format: u32,
) -> HRESULT {
    if let Err(h) = check_adapter_format(adapter_format) {
        return h;
    }
    let Some(rtype) = ResourceType::from_d3d(resource_type) else {
        return hr::invalid();
    };
    if matches!(
        rtype,
        ResourceType::VertexBuffer | ResourceType::IndexBuffer
    ) {
        return hr::invalid();
    }
    // Driver hacks queried as formats (`INST`, `ATOC`, ...): offered where
    // what they switch on works (ninebridge_d3d9::vendor).
    if let Some(ok) =
        ninebridge_d3d9::vendor::hack_supported(check_format, Usage::from_d3d(usage), rtype)
    {
        return if ok { S_OK } else { not_available() };
    }
    let usage = Usage::from_d3d(usage);
    if check_format == RESZ && usage.contains(Usage::RENDERTARGET) && rtype == ResourceType::Surface
    {
        // AMD's depth resolve, implemented by the device
        // (`ninebridge_d3d9::RESZ_CODE`): offered as AMD's drivers offer it.
        return S_OK;
    }
    let Some(format) = Format::from_d3d(check_format) else {
        return not_available();
    };
    let texture = matches!(
        rtype,
        ResourceType::Texture | ResourceType::CubeTexture | ResourceType::VolumeTexture
    );
    let volume = matches!(rtype, ResourceType::Volume | ResourceType::VolumeTexture);
    let render_target = usage.contains(Usage::RENDERTARGET);
    // A depth texture: 2D, never dynamic (the device does not lock depth).
    let depth_texture = rtype == ResourceType::Texture
        && depth_texture_supported(format)
        && !usage.contains(Usage::DYNAMIC);
    let base_ok = if usage.contains(Usage::DEPTHSTENCIL) {
        !render_target
            && match rtype {
                ResourceType::Surface => depth_format_supported(format),
                _ => depth_texture,
            }
    } else if render_target && format == Format::Null {
        // `D3DFMT_NULL`: a render target without memory for depth-only
        // passes, surfaces and 2D textures (what NVIDIA, AMD and Intel
        // drivers answer).
        matches!(rtype, ResourceType::Surface | ResourceType::Texture)
    } else if render_target {
        !volume
            && render_target_class(format).is_some()
            && (!texture || texture_format_supported(gpu, format))
    } else if texture || volume {
        texture_format_supported(gpu, format) || depth_texture
    } else {
        surface_format_supported(format) || snorm_surface_drawable(gpu, format)
    };
    if !base_ok || usage.contains(Usage::DMAP) {
        return not_available();
    }
    // Depth textures filter (shadow maps: 2x2 comparisons) and wrap, but
    // vertex shaders cannot fetch them.
    let sampled = texture_format_supported(gpu, format);
    let filtered = sampled || depth_texture;
    let class = render_target_class(format);
    let queries: [(Usage, bool); 7] = [
        (Usage::QUERY_FILTER, filtered),
        (Usage::QUERY_WRAPANDMIP, filtered),
        (Usage::QUERY_VERTEXTEXTURE, sampled),
        (
            Usage::QUERY_SRGBREAD,
            sampled && srgb_read_supported(format, render_target),
        ),
        // A plain surface is never written by the pipeline: sRGB writes
        // are a render target's (Wine's test_check_device_format).
        (
            Usage::QUERY_SRGBWRITE,
            class.is_some() && (render_target || rtype != ResourceType::Surface),
        ),
        (
            Usage::QUERY_POSTPIXELSHADER_BLENDING,
            match class {
                Some(TargetClass::Unorm8 | TargetClass::Float16) => true,
                Some(TargetClass::Float32) => crate::caps::has_feature(gpu, "FLOAT32_BLENDABLE"),
                None => false,
            },
        ),
        (
            Usage::QUERY_LEGACYBUMPMAP,
            format_info(format).is_ok_and(|i| matches!(i.upload, Upload::Signed(_))),
        ),
    ];
    if queries
        .iter()
        .any(|&(query, ok)| usage.contains(query) && !ok)
    {
        return not_available();
    }
    // A depth texture takes AUTOGENMIPMAP and generates nothing: one
    // level (D3DOK_NOAUTOGEN, as Windows answers for D16 in Wine's
    // test_mipmap_gen).
    if usage.contains(Usage::AUTOGENMIPMAP) && depth_texture {
        return D3DOK_NOAUTOGEN;
    }
    if usage.contains(Usage::AUTOGENMIPMAP)
        && !(matches!(rtype, ResourceType::Texture | ResourceType::CubeTexture)
            && autogen_supported(format, render_target))
    {
        return not_available();
    }
    S_OK
}

/// `D3DOK_NOAUTOGEN`: the format is supported, its mips are not generated.
const D3DOK_NOAUTOGEN: HRESULT = 0x0876_086F;

/// `CheckDepthStencilMatch(adapter_format, render_target_format,
/// depth_stencil_format)`: the adapter format as [`check_device_format`]
/// checks it; any render target the device draws into works with any
/// depth-stencil format it creates (wgpu attachments need equal sizes,
/// not related formats), anything else is `D3DERR_NOTAVAILABLE`.
pub fn check_depth_stencil_match(
    adapter_format: u32,
    render_target_format: u32,
    depth_stencil_format: u32,
) -> HRESULT {
    if let Err(h) = check_adapter_format(adapter_format) {
        return h;
    }
    let target = Format::from_d3d(render_target_format).and_then(render_target_class);
    let depth = Format::from_d3d(depth_stencil_format).is_some_and(depth_format_supported);
    if target.is_some() && depth {
        S_OK
    } else {
        not_available()
    }
}

/// `CheckDeviceMultiSampleType(surface_format, windowed, multisample)` on
/// `gpu`'s adapter: the number of quality levels on success
/// (`*pQualityLevels`), else the `HRESULT` (and `*pQualityLevels`
/// untouched). A multisample type D3D9 does not define, or
/// `D3DFMT_UNKNOWN`, is `D3DERR_INVALIDCALL`; `D3DMULTISAMPLE_NONE` of a
/// format the device creates has one quality level; a sample count has one
/// where the adapter renders the format's render target (or depth-stencil)
/// format with exactly that count, `NONMASKABLE` one per count it has
/// (quality q picks the q-th); anything else is `D3DERR_NOTAVAILABLE`.
pub fn check_device_multi_sample_type(
    gpu: &Gpu,
    surface_format: u32,
    windowed: bool,
    multisample: u32,
) -> Result<u32, HRESULT> {
    let _ = windowed; // the same answer windowed and full-screen
    let Some(kind) = MultiSampleType::from_d3d(multisample) else {
        return Err(hr::invalid());
    };
    let format = match Format::from_d3d(surface_format) {
        Some(Format::Unknown) => return Err(hr::invalid()),
        Some(f) => f,
        None => return Err(not_available()),
    };
    // D3DFMT_NULL is a render-target format without format info (DXVK
    // found a game that needs its NONE answered).
    if format != Format::Null && format_info(format).is_err() {
        return Err(not_available());
    }
    let counts = if kind == MultiSampleType::None {
        Vec::new()
    } else {
        ninebridge_d3d9::enhance::msaa::format_counts(gpu, format)
    };
    ninebridge_d3d9::enhance::msaa::quality_levels(kind, &counts).ok_or_else(not_available)
}

/// `CheckDeviceFormatConversion(source, target)`: what `StretchRect`
/// converts. The source is a FOURCC format or a D3D9 back-buffer format
/// that the device creates surfaces of and converts (YUV does, block
/// compression does not: a compressed copy keeps its format); the target
/// is one of the documented conversion targets that the device draws
/// into. Anything else is `D3DERR_NOTAVAILABLE`.
pub fn check_device_format_conversion(source: u32, target: u32) -> HRESULT {
    let source_ok = Format::from_d3d(source).is_some_and(|f| {
        (f.is_fourcc() || BACK_BUFFER_FORMATS.contains(&f))
            && !f.is_block_compressed()
            && surface_format_supported(f)
    });
    let target_ok = Format::from_d3d(target)
        .is_some_and(|f| CONVERSION_TARGETS.contains(&f) && render_target_class(f).is_some());
    if source_ok && target_ok {
        S_OK
    } else {
        not_available()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::caps::has_feature;
    use ninebridge_d3d9::{BytecodeTranslator, CreateFlags, Device, PresentParameters};
    use ninebridge_types::{Pool, TextureFilterType};

    const OK: HRESULT = 0;
    const INVALIDCALL: HRESULT = 0x8876_086C_u32 as i32;
    const NOTAVAILABLE: HRESULT = 0x8876_086A_u32 as i32;

    const D3DDEVTYPE_HAL: u32 = 1;
    const D3DDEVTYPE_REF: u32 = 2;
    const D3DDEVTYPE_SW: u32 = 3;
    const D3DRTYPE_SURFACE: u32 = 1;
    const D3DRTYPE_VOLUME: u32 = 2;
    const D3DRTYPE_TEXTURE: u32 = 3;
    const D3DRTYPE_VOLUMETEXTURE: u32 = 4;
    const D3DRTYPE_CUBETEXTURE: u32 = 5;
    const D3DRTYPE_VERTEXBUFFER: u32 = 6;
    const D3DRTYPE_INDEXBUFFER: u32 = 7;

    fn f(format: Format) -> u32 {
        format.to_d3d()
    }

    fn u(usage: Usage) -> u32 {
        usage.to_d3d()
    }

    fn gpu() -> Option<&'static Gpu> {
        static GPU: std::sync::OnceLock<Option<Gpu>> = std::sync::OnceLock::new();
        GPU.get_or_init(|| match Gpu::from_env() {
            Ok(gpu) => Some(gpu),
            Err(e) => {
                ninebridge_testutil::skip_or_fail(
                    "the adapter tests",
                    &format!("no GPU adapter ({e})"),
                );
                None
            }
        })
        .as_ref()
    }

    fn device(gpu: &Gpu) -> Device {
        let params = PresentParameters::windowed(4, 4, Format::X8R8G8B8, None);
        Device::create(
            gpu.clone(),
            Box::new(BytecodeTranslator::default()),
            &params,
            CreateFlags::from_d3d(0x20), // D3DCREATE_HARDWARE_VERTEXPROCESSING
        )
        .expect("a headless device")
    }

    // ---- identifier -------------------------------------------------

    fn text(field: &[c_char]) -> String {
        let bytes: Vec<u8> = field.iter().map(|&c| c as u8).collect();
        let end = bytes.iter().position(|&b| b == 0).expect("NUL-terminated");
        String::from_utf8(bytes[..end].to_vec()).expect("ASCII")
    }

    #[test]
    fn the_identifier_is_laid_out_as_the_sdk_s() {
        #[cfg(target_pointer_width = "64")]
        assert_eq!(std::mem::size_of::<AdapterIdentifier9>(), 1104);
        assert_eq!(std::mem::offset_of!(AdapterIdentifier9, description), 512);
        assert_eq!(std::mem::offset_of!(AdapterIdentifier9, device_name), 1024);
        assert_eq!(
            std::mem::offset_of!(AdapterIdentifier9, driver_version),
            1056
        );
        assert_eq!(std::mem::offset_of!(AdapterIdentifier9, vendor_id), 1064);
        assert_eq!(std::mem::offset_of!(AdapterIdentifier9, revision), 1076);
        assert_eq!(std::mem::size_of::<DisplayMode>(), 16);
    }

    #[test]
    fn driver_versions_pack_product_version_subversion_build() {
        // HIWORD(HighPart) product, LOWORD(HighPart) version,
        // HIWORD(LowPart) subversion, LOWORD(LowPart) build.
        assert_eq!(
            driver_version("Mesa 24.2.8-1"),
            (24 << 48) | (2 << 32) | (8 << 16) | 1
        );
        assert_eq!(
            driver_version("570.86.16"),
            (570 << 48) | (86 << 32) | (16 << 16)
        );
        assert_eq!(driver_version(""), 0);
        assert_eq!(driver_version("v99999.1"), (0xffff << 48) | (1 << 32));
    }

    #[test]
    fn c_strings_are_terminated_truncated_and_ascii() {
        let s: [c_char; 8] = c_string("abcdefghij");
        assert_eq!(text(&s), "abcdefg");
        let s: [c_char; 8] = c_string("é1");
        assert_eq!(text(&s), "?1");
    }

    #[test]
    fn the_identifier_comes_from_the_wgpu_adapter() {
        let Some(gpu) = gpu() else { return };
        let info = gpu.adapter_info();
        let id = adapter_identifier(gpu);
        assert_eq!(id.vendor_id, info.vendor);
        assert_eq!(id.device_id, info.device);
        let name: String = info.name.chars().take(511).collect();
        assert_eq!(
            text(&id.description),
            name.replace(|c: char| !c.is_ascii(), "?")
        );
        assert_eq!(text(&id.device_name), r"\\.\DISPLAY1");
        assert!(!text(&id.driver).is_empty());
        assert_eq!(id.driver_version, driver_version(&info.driver_info));
        assert_eq!(id.device_identifier.data1, info.vendor);
        assert_eq!(id.whql_level, 0, "not WHQL certified");
    }

    // ---- display modes ----------------------------------------------

    #[test]
    fn the_headless_display_mode_is_an_enumerated_desktop_mode() {
        let mode = display_mode();
        assert_eq!(
            (mode.width, mode.height, mode.refresh_rate),
            (1920, 1080, 60)
        );
        // A desktop format never has alpha (Wine's test_display_modes).
        assert_eq!(mode.format, f(Format::X8R8G8B8));
        let count = adapter_mode_count(mode.format);
        let modes: Vec<_> = (0..count)
            .map(|i| enum_adapter_mode(mode.format, i).expect("in range"))
            .collect();
        assert!(modes.contains(&mode));
    }

    #[test]
    fn modes_exist_for_x8r8g8b8_and_r5g6b5_only() {
        assert_eq!(adapter_mode_count(f(Format::X8R8G8B8)), MODES.len() as u32);
        assert_eq!(adapter_mode_count(f(Format::R5G6B5)), MODES.len() as u32);
        for format in [
            Format::A8R8G8B8,
            Format::X1R5G5B5,
            Format::A2R10G10B10,
            Format::D24S8,
            Format::Unknown,
        ] {
            assert_eq!(adapter_mode_count(f(format)), 0, "{format:?}");
        }
        assert_eq!(adapter_mode_count(0xdead_beef), 0);
        let m = enum_adapter_mode(f(Format::R5G6B5), 0).expect("first mode");
        assert_eq!((m.width, m.height, m.refresh_rate), (640, 480, 60));
        assert_eq!(m.format, f(Format::R5G6B5));
    }

    #[test]
    fn enumerating_past_the_modes_is_an_invalid_call() {
        // Windows: EnumAdapterModes(A8R8G8B8, 0) and every format without
        // modes is D3DERR_INVALIDCALL (Wine's test_display_modes).
        for format in [
            Format::A8R8G8B8,
            Format::X1R5G5B5,
            Format::L8,
            Format::Unknown,
        ] {
            assert_eq!(
                enum_adapter_mode(f(format), 0),
                Err(INVALIDCALL),
                "{format:?}"
            );
        }
        let count = adapter_mode_count(f(Format::X8R8G8B8));
        assert_eq!(
            enum_adapter_mode(f(Format::X8R8G8B8), count),
            Err(INVALIDCALL)
        );
        assert!(enum_adapter_mode(f(Format::X8R8G8B8), count - 1).is_ok());
    }

    // ---- CheckDeviceType --------------------------------------------

    #[test]
    fn device_types_other_than_hal_are_refused() {
        let x8 = f(Format::X8R8G8B8);
        assert_eq!(check_device_type(D3DDEVTYPE_HAL, x8, x8, true), OK);
        // A device type that does not exist is an invalid call.
        assert_eq!(check_device_type(0xdead, x8, x8, true), INVALIDCALL);
        assert_eq!(check_device_type(0, x8, x8, true), INVALIDCALL);
        // No reference rasteriser, no registered software device.
        assert_eq!(
            check_device_type(D3DDEVTYPE_REF, x8, x8, true),
            NOTAVAILABLE
        );
        assert_eq!(check_device_type(D3DDEVTYPE_SW, x8, x8, true), NOTAVAILABLE);
    }

    #[test]
    fn full_screen_back_buffers_match_the_display_but_for_alpha() {
        let hal = D3DDEVTYPE_HAL;
        let check =
            |display: Format, back: Format| check_device_type(hal, f(display), f(back), false);
        assert_eq!(check(Format::X8R8G8B8, Format::X8R8G8B8), OK);
        // An alpha channel may be in the back buffer, not in the display.
        assert_eq!(check(Format::X8R8G8B8, Format::A8R8G8B8), OK);
        assert_eq!(check(Format::A8R8G8B8, Format::A8R8G8B8), NOTAVAILABLE);
        assert_eq!(check(Format::R5G6B5, Format::R5G6B5), OK);
        // Full-screen applications cannot do colour conversion.
        assert_eq!(check(Format::R5G6B5, Format::X8R8G8B8), NOTAVAILABLE);
        assert_eq!(check(Format::X8R8G8B8, Format::R5G6B5), NOTAVAILABLE);
        // D3DFMT_UNKNOWN is allowed for windowed mode only.
        assert_eq!(check(Format::X8R8G8B8, Format::Unknown), NOTAVAILABLE);
        // X1R5G5B5 has no full-screen modes here.
        assert_eq!(check(Format::X1R5G5B5, Format::X1R5G5B5), NOTAVAILABLE);
        // A2R10G10B10 has no modes, and the device does not render it.
        assert_eq!(
            check(Format::A2R10G10B10, Format::A2R10G10B10),
            NOTAVAILABLE
        );
    }

    #[test]
    fn windowed_back_buffers_convert_to_the_desktop() {
        let hal = D3DDEVTYPE_HAL;
        let check =
            |display: Format, back: Format| check_device_type(hal, f(display), f(back), true);
        // Any valid back-buffer format is presented to any desktop format.
        assert_eq!(check(Format::X8R8G8B8, Format::R5G6B5), OK);
        assert_eq!(check(Format::R5G6B5, Format::A8R8G8B8), OK);
        assert_eq!(check(Format::X1R5G5B5, Format::X8R8G8B8), OK);
        assert_eq!(check(Format::X8R8G8B8, Format::X1R5G5B5), OK);
        // D3DFMT_UNKNOWN means the display format.
        assert_eq!(check(Format::X8R8G8B8, Format::Unknown), OK);
        // A2R10G10B10 is a display format in full-screen mode only.
        assert_eq!(check(Format::A2R10G10B10, Format::X8R8G8B8), NOTAVAILABLE);
        // Not display formats.
        assert_eq!(check(Format::A8R8G8B8, Format::X8R8G8B8), NOTAVAILABLE);
        assert_eq!(check(Format::Unknown, Format::X8R8G8B8), NOTAVAILABLE);
        // Back buffers are back-buffer formats only...
        assert_eq!(check(Format::X8R8G8B8, Format::A16B16G16R16F), NOTAVAILABLE);
        assert_eq!(check(Format::X8R8G8B8, Format::D24S8), NOTAVAILABLE);
        // ...the device renders to: A1R5G5B5 and A2R10G10B10 it does not.
        assert_eq!(check(Format::X8R8G8B8, Format::A1R5G5B5), NOTAVAILABLE);
        assert_eq!(check(Format::X8R8G8B8, Format::A2R10G10B10), NOTAVAILABLE);
        assert_eq!(
            check_device_type(hal, f(Format::X8R8G8B8), 0xdead, true),
            NOTAVAILABLE
        );
    }

    #[test]
    fn check_device_type_agrees_with_device_creation() {
        let Some(gpu) = gpu() else { return };
        for &format in BACK_BUFFER_FORMATS.iter() {
            let answer = check_device_type(D3DDEVTYPE_HAL, f(Format::X8R8G8B8), f(format), true);
            let params = PresentParameters::windowed(8, 8, format, None);
            let created = Device::create(
                gpu.clone(),
                Box::new(BytecodeTranslator::default()),
                &params,
                CreateFlags::from_d3d(0x20),
            );
            assert_eq!(answer == OK, created.is_ok(), "back buffer {format:?}");
        }
    }

    // ---- CheckDeviceFormat: rules -----------------------------------

    #[test]
    fn the_adapter_format_is_a_display_format() {
        let Some(gpu) = gpu() else { return };
        let a8 = f(Format::A8R8G8B8);
        // Wine's test_check_device_format: UNKNOWN is an invalid call, a
        // format with alpha is not an adapter format.
        assert_eq!(
            check_device_format(gpu, f(Format::Unknown), 0, D3DRTYPE_SURFACE, a8),
            INVALIDCALL
        );
        assert_eq!(
            check_device_format(gpu, a8, 0, D3DRTYPE_TEXTURE, f(Format::X8R8G8B8)),
            NOTAVAILABLE
        );
        for display in [Format::X8R8G8B8, Format::R5G6B5, Format::X1R5G5B5] {
            assert_eq!(
                check_device_format(gpu, f(display), 0, D3DRTYPE_TEXTURE, a8),
                OK
            );
        }
    }

    /// Driver hacks queried as formats: ATI's `INST` (instancing, which the
    /// device has on every adapter) and NVIDIA's `ATOC` (alpha-to-coverage)
    /// are offered as a surface without usage, as the vendors document the
    /// query; AMD's `A2M1`, supersampled alpha test (`SSAA`) and the depth
    /// bounds test (`NVDB`) are not, nor are the `ATI1`/`ATI2` textures the
    /// device cannot make.
    #[test]
    fn driver_hacks_are_offered_only_where_they_work() {
        let Some(gpu) = gpu() else { return };
        let x8 = f(Format::X8R8G8B8);
        let fourcc = |c: &[u8; 4]| ninebridge_types::make_fourcc(*c);
        for code in [b"INST", b"ATOC"] {
            assert_eq!(
                check_device_format(gpu, x8, 0, D3DRTYPE_SURFACE, fourcc(code)),
                OK
            );
            assert_eq!(
                check_device_format(gpu, x8, 0, D3DRTYPE_TEXTURE, fourcc(code)),
                NOTAVAILABLE
            );
        }
        for code in [b"SSAA", b"NVDB", b"A2M1", b"A2M0"] {
            assert_eq!(
                check_device_format(gpu, x8, 0, D3DRTYPE_SURFACE, fourcc(code)),
                NOTAVAILABLE,
                "{}",
                String::from_utf8_lossy(code)
            );
        }
        for format in [Format::Ati1, Format::Ati2] {
            assert_eq!(
                check_device_format(gpu, x8, 0, D3DRTYPE_TEXTURE, f(format)),
                NOTAVAILABLE,
                "{format:?}"
            );
            let mut d = device(gpu);
            assert!(
                d.create_texture(8, 8, 1, Usage::empty(), format, Pool::Managed)
                    .is_err()
            );
        }
    }

    #[test]
    fn buffers_have_no_format_to_check() {
        let Some(gpu) = gpu() else { return };
        let x8 = f(Format::X8R8G8B8);
        for (usage, rtype, format) in [
            (0, D3DRTYPE_VERTEXBUFFER, f(Format::VertexData)),
            (0, D3DRTYPE_INDEXBUFFER, f(Format::Index16)),
            (0, D3DRTYPE_INDEXBUFFER, f(Format::Index32)),
            (u(Usage::DYNAMIC), D3DRTYPE_INDEXBUFFER, f(Format::Index16)),
            (0, D3DRTYPE_VERTEXBUFFER, x8),
            (0, 0, x8),
            (0, 99, x8),
        ] {
            assert_eq!(
                check_device_format(gpu, x8, usage, rtype, format),
                INVALIDCALL,
                "{rtype} {format}"
            );
        }
    }

    #[test]
    fn usages_go_with_their_resource_types() {
        let Some(gpu) = gpu() else { return };
        let check = |usage: Usage, rtype: u32, format: Format| {
            check_device_format(gpu, f(Format::X8R8G8B8), u(usage), rtype, f(format))
        };
        let none = Usage::empty();
        assert_eq!(check(none, D3DRTYPE_TEXTURE, Format::A8R8G8B8), OK);
        assert_eq!(check(none, D3DRTYPE_TEXTURE, Format::Dxt1), OK);
        assert_eq!(check(none, D3DRTYPE_CUBETEXTURE, Format::Dxt5), OK);
        assert_eq!(check(none, D3DRTYPE_VOLUMETEXTURE, Format::A8R8G8B8), OK);
        assert_eq!(check(none, D3DRTYPE_VOLUME, Format::A8R8G8B8), OK);
        assert_eq!(check(none, D3DRTYPE_SURFACE, Format::Yuy2), OK);
        // Palettes and formats the device lacks.
        assert_eq!(check(none, D3DRTYPE_TEXTURE, Format::P8), NOTAVAILABLE);
        assert_eq!(
            check(none, D3DRTYPE_TEXTURE, Format::A2R10G10B10),
            NOTAVAILABLE
        );
        assert_eq!(
            check_device_format(gpu, f(Format::X8R8G8B8), 0, D3DRTYPE_TEXTURE, 0x1234),
            NOTAVAILABLE
        );
        // Depth formats are no offscreen plain surfaces.
        assert_eq!(check(none, D3DRTYPE_SURFACE, Format::D24S8), NOTAVAILABLE);
        let ds = Usage::DEPTHSTENCIL;
        for depth in [
            Format::D16,
            Format::D24S8,
            Format::D24X8,
            Format::D32,
            Format::D24FS8,
        ] {
            assert_eq!(check(ds, D3DRTYPE_SURFACE, depth), OK, "{depth:?}");
            assert_eq!(check(ds, D3DRTYPE_CUBETEXTURE, depth), NOTAVAILABLE);
        }
        // Locking depth-stencil surfaces is not implemented.
        assert_eq!(
            check(ds, D3DRTYPE_SURFACE, Format::D16Lockable),
            NOTAVAILABLE
        );
        assert_eq!(
            check(ds, D3DRTYPE_SURFACE, Format::D32FLockable),
            NOTAVAILABLE
        );
        assert_eq!(check(ds, D3DRTYPE_SURFACE, Format::A8R8G8B8), NOTAVAILABLE);
        let rt = Usage::RENDERTARGET;
        for rtype in [D3DRTYPE_SURFACE, D3DRTYPE_TEXTURE, D3DRTYPE_CUBETEXTURE] {
            assert_eq!(check(rt, rtype, Format::A8R8G8B8), OK);
            assert_eq!(check(rt, rtype, Format::A16B16G16R16F), OK);
            assert_eq!(check(rt, rtype, Format::Dxt1), NOTAVAILABLE);
            assert_eq!(check(rt, rtype, Format::D24S8), NOTAVAILABLE);
        }
        // D3DUSAGE_RENDERTARGET is not a volume usage.
        assert_eq!(
            check(rt, D3DRTYPE_VOLUMETEXTURE, Format::A8R8G8B8),
            NOTAVAILABLE
        );
        assert_eq!(
            check(rt | ds, D3DRTYPE_SURFACE, Format::D24S8),
            NOTAVAILABLE
        );
        // No displacement maps.
        assert_eq!(
            check(Usage::DMAP, D3DRTYPE_TEXTURE, Format::L8),
            NOTAVAILABLE
        );
        // Usages that only inform creation pass through.
        assert_eq!(
            check(Usage::DYNAMIC, D3DRTYPE_TEXTURE, Format::A8R8G8B8),
            OK
        );
    }

    #[test]
    fn autogenmipmap_is_for_textures_the_device_generates_mips_of() {
        let Some(gpu) = gpu() else { return };
        let check = |usage: Usage, rtype: u32, format: Format| {
            check_device_format(gpu, f(Format::X8R8G8B8), u(usage), rtype, f(format))
        };
        let auto = Usage::AUTOGENMIPMAP;
        assert_eq!(check(auto, D3DRTYPE_TEXTURE, Format::A8R8G8B8), OK);
        assert_eq!(check(auto, D3DRTYPE_CUBETEXTURE, Format::Dxt1), OK);
        assert_eq!(
            check(
                auto | Usage::RENDERTARGET,
                D3DRTYPE_TEXTURE,
                Format::X8R8G8B8
            ),
            OK
        );
        // Not a volume usage (D3DUSAGE's table), nor a surface one.
        assert_eq!(
            check(auto, D3DRTYPE_VOLUMETEXTURE, Format::A8R8G8B8),
            NOTAVAILABLE
        );
        assert_eq!(
            check(auto, D3DRTYPE_SURFACE, Format::A8R8G8B8),
            NOTAVAILABLE
        );
        // Signed RGBA8 textures and single-channel render targets: the
        // device refuses the texture, so not D3DOK_NOAUTOGEN.
        assert_eq!(check(auto, D3DRTYPE_TEXTURE, Format::V8U8), NOTAVAILABLE);
        assert_eq!(
            check(auto | Usage::RENDERTARGET, D3DRTYPE_TEXTURE, Format::R16F),
            NOTAVAILABLE
        );
    }

    #[test]
    fn query_usages_answer_per_format() {
        let Some(gpu) = gpu() else { return };
        let check = |usage: Usage, rtype: u32, format: Format| {
            check_device_format(gpu, f(Format::X8R8G8B8), u(usage), rtype, f(format))
        };
        let tex = D3DRTYPE_TEXTURE;
        for query in [
            Usage::QUERY_FILTER,
            Usage::QUERY_WRAPANDMIP,
            Usage::QUERY_VERTEXTEXTURE,
        ] {
            assert_eq!(check(query, tex, Format::A8R8G8B8), OK);
            assert_eq!(check(query, tex, Format::A16B16G16R16F), OK);
            assert_eq!(check(query, tex, Format::Dxt3), OK);
        }
        // sRGB reads through the sRGB views of 8-bit textures.
        assert_eq!(check(Usage::QUERY_SRGBREAD, tex, Format::A8R8G8B8), OK);
        assert_eq!(check(Usage::QUERY_SRGBREAD, tex, Format::Dxt1), OK);
        assert_eq!(
            check(Usage::QUERY_SRGBREAD, tex, Format::A16B16G16R16F),
            NOTAVAILABLE
        );
        assert_eq!(
            check(Usage::QUERY_SRGBREAD | Usage::RENDERTARGET, tex, Format::L8),
            NOTAVAILABLE
        );
        // sRGB writes to every render target; not to what cannot be one.
        assert_eq!(check(Usage::QUERY_SRGBWRITE, tex, Format::X8R8G8B8), OK);
        assert_eq!(
            check(Usage::QUERY_SRGBWRITE, tex, Format::A16B16G16R16F),
            OK
        );
        assert_eq!(
            check(Usage::QUERY_SRGBWRITE, tex, Format::Dxt1),
            NOTAVAILABLE
        );
        // Blending after the pixel shader.
        let blend = Usage::QUERY_POSTPIXELSHADER_BLENDING | Usage::RENDERTARGET;
        assert_eq!(check(blend, D3DRTYPE_SURFACE, Format::A8R8G8B8), OK);
        assert_eq!(check(blend, D3DRTYPE_SURFACE, Format::A16B16G16R16F), OK);
        assert_eq!(check(blend, D3DRTYPE_SURFACE, Format::Dxt1), NOTAVAILABLE);
        let f32_blend = if has_feature(gpu, "FLOAT32_BLENDABLE") {
            OK
        } else {
            NOTAVAILABLE
        };
        assert_eq!(check(blend, D3DRTYPE_SURFACE, Format::R32F), f32_blend);
        // Legacy bump mapping of the signed formats.
        assert_eq!(check(Usage::QUERY_LEGACYBUMPMAP, tex, Format::V8U8), OK);
        assert_eq!(check(Usage::QUERY_LEGACYBUMPMAP, tex, Format::X8L8V8U8), OK);
        assert_eq!(
            check(Usage::QUERY_LEGACYBUMPMAP, tex, Format::A8R8G8B8),
            NOTAVAILABLE
        );
    }

    #[test]
    fn shadow_map_and_vendor_depth_formats_are_2d_textures() {
        let Some(gpu) = gpu() else { return };
        let check = |usage: Usage, rtype: u32, format: Format| {
            check_device_format(gpu, f(Format::X8R8G8B8), u(usage), rtype, f(format))
        };
        let ds = Usage::DEPTHSTENCIL;
        // NVIDIA's and AMD's answers: D16, D24S8, D24X8 shadow maps and
        // the INTZ, DF16, DF24 depth textures, with or without the usage
        // (Wine's test_resource_access), filtered (PCF) but not fetched
        // by vertex shaders, never cube maps, volumes or dynamic.
        for format in [
            Format::D16,
            Format::D24S8,
            Format::D24X8,
            Format::Intz,
            Format::Df16,
            Format::Df24,
        ] {
            assert_eq!(check(ds, D3DRTYPE_TEXTURE, format), OK, "{format:?}");
            assert_eq!(check(Usage::empty(), D3DRTYPE_TEXTURE, format), OK);
            assert_eq!(
                check(ds | Usage::QUERY_FILTER, D3DRTYPE_TEXTURE, format),
                OK
            );
            assert_eq!(
                check(ds | Usage::QUERY_VERTEXTEXTURE, D3DRTYPE_TEXTURE, format),
                NOTAVAILABLE
            );
            for (usage, rtype) in [
                (ds, D3DRTYPE_CUBETEXTURE),
                (Usage::empty(), D3DRTYPE_VOLUMETEXTURE),
                (ds | Usage::DYNAMIC, D3DRTYPE_TEXTURE),
                (ds | Usage::RENDERTARGET, D3DRTYPE_TEXTURE),
                (Usage::RENDERTARGET, D3DRTYPE_TEXTURE),
            ] {
                assert_eq!(check(usage, rtype, format), NOTAVAILABLE, "{format:?}");
            }
        }
        // Surfaces only on those drivers; lockable depth is not offered.
        for format in [
            Format::D32,
            Format::D15S1,
            Format::D24FS8,
            Format::D24X4S4,
            Format::D16Lockable,
            Format::D32FLockable,
        ] {
            assert_eq!(
                check(ds, D3DRTYPE_TEXTURE, format),
                NOTAVAILABLE,
                "{format:?}"
            );
        }
        // RAWZ is not offered at all.
        assert_eq!(check(ds, D3DRTYPE_TEXTURE, Format::Rawz), NOTAVAILABLE);
        assert_eq!(check(ds, D3DRTYPE_SURFACE, Format::Rawz), NOTAVAILABLE);
        // A colour format is no depth texture.
        assert_eq!(check(ds, D3DRTYPE_TEXTURE, Format::A8R8G8B8), NOTAVAILABLE);
    }

    #[test]
    fn the_null_format_is_a_render_target_surface_and_texture() {
        let Some(gpu) = gpu() else { return };
        let check = |usage: Usage, rtype: u32, format: Format| {
            check_device_format(gpu, f(Format::X8R8G8B8), u(usage), rtype, f(format))
        };
        let rt = Usage::RENDERTARGET;
        // Wine's test_surface_format_null.
        assert_eq!(check(rt, D3DRTYPE_SURFACE, Format::Null), OK);
        assert_eq!(check(rt, D3DRTYPE_TEXTURE, Format::Null), OK);
        assert_eq!(
            check_depth_stencil_match(f(Format::X8R8G8B8), f(Format::Null), f(Format::D24S8)),
            OK
        );
        assert_eq!(check(rt, D3DRTYPE_CUBETEXTURE, Format::Null), NOTAVAILABLE);
        assert_eq!(
            check(Usage::empty(), D3DRTYPE_TEXTURE, Format::Null),
            NOTAVAILABLE
        );
        assert_eq!(
            check(Usage::empty(), D3DRTYPE_SURFACE, Format::Null),
            NOTAVAILABLE
        );
        assert_eq!(
            check_device_multi_sample_type(gpu, f(Format::Null), true, 0),
            Ok(1)
        );
    }

    #[test]
    fn resz_is_offered_as_a_render_target_surface_format() {
        let Some(gpu) = gpu() else { return };
        let x8 = f(Format::X8R8G8B8);
        let rt = u(Usage::RENDERTARGET);
        assert_eq!(check_device_format(gpu, x8, rt, D3DRTYPE_SURFACE, RESZ), OK);
        assert_eq!(
            check_device_format(gpu, x8, rt, D3DRTYPE_TEXTURE, RESZ),
            NOTAVAILABLE
        );
        assert_eq!(
            check_device_format(gpu, x8, 0, D3DRTYPE_SURFACE, RESZ),
            NOTAVAILABLE
        );
        assert_eq!(RESZ, 0x5a53_4552);
    }

    // ---- CheckDeviceFormat: the device agrees -----------------------

    /// The answers for every format that the device's creation methods
    /// give too, except where they are documented to differ: lockable
    /// depth formats (created, never lockable) and 32-bit float textures
    /// on adapters that cannot filter them (created, never bindable).
    #[test]
    fn check_device_format_agrees_with_resource_creation() {
        let Some(gpu) = gpu() else { return };
        let mut dev = device(gpu);
        let filterable = has_feature(gpu, "FLOAT32_FILTERABLE");
        let (none, rt, ds, auto) = (
            Usage::empty(),
            Usage::RENDERTARGET,
            Usage::DEPTHSTENCIL,
            Usage::AUTOGENMIPMAP,
        );
        let mut mismatches = Vec::new();
        for &format in Format::ALL {
            let unbindable = sampled_as_float32(format) && !filterable;
            let lockable_depth = matches!(format, Format::D16Lockable | Format::D32FLockable);
            let texture_pool = if format.is_depth() {
                Pool::Default
            } else {
                Pool::Managed
            };
            // (what, usage, resource type, created by the device, an
            // documented exception: created but not offered)
            let cases = [
                (
                    "texture",
                    none,
                    D3DRTYPE_TEXTURE,
                    // Depth textures live in the default pool.
                    dev.create_texture(4, 4, 1, none, format, texture_pool)
                        .is_ok(),
                    unbindable,
                ),
                (
                    "depth texture",
                    ds,
                    D3DRTYPE_TEXTURE,
                    dev.create_texture(4, 4, 1, ds, format, Pool::Default)
                        .is_ok(),
                    false,
                ),
                (
                    "depth cube",
                    ds,
                    D3DRTYPE_CUBETEXTURE,
                    dev.create_cube_texture(4, 1, ds, format, Pool::Default)
                        .is_ok(),
                    false,
                ),
                (
                    "cube",
                    none,
                    D3DRTYPE_CUBETEXTURE,
                    dev.create_cube_texture(4, 1, none, format, Pool::Managed)
                        .is_ok(),
                    unbindable,
                ),
                (
                    "volume",
                    none,
                    D3DRTYPE_VOLUMETEXTURE,
                    dev.create_volume_texture(4, 4, 4, 1, none, format, Pool::Managed)
                        .is_ok(),
                    unbindable,
                ),
                (
                    "offscreen plain",
                    none,
                    D3DRTYPE_SURFACE,
                    dev.create_offscreen_plain_surface(4, 4, format, Pool::SystemMem)
                        .is_ok(),
                    false,
                ),
                (
                    "render target",
                    rt,
                    D3DRTYPE_SURFACE,
                    dev.create_render_target(4, 4, format, MultiSampleType::None, 0, false)
                        .is_ok(),
                    false,
                ),
                (
                    "render-target texture",
                    rt,
                    D3DRTYPE_TEXTURE,
                    dev.create_texture(4, 4, 1, rt, format, Pool::Default)
                        .is_ok(),
                    unbindable,
                ),
                (
                    "render-target cube",
                    rt,
                    D3DRTYPE_CUBETEXTURE,
                    dev.create_cube_texture(4, 1, rt, format, Pool::Default)
                        .is_ok(),
                    unbindable,
                ),
                (
                    "depth-stencil",
                    ds,
                    D3DRTYPE_SURFACE,
                    dev.create_depth_stencil_surface(4, 4, format, MultiSampleType::None, 0, false)
                        .is_ok(),
                    lockable_depth,
                ),
                (
                    "autogen texture",
                    auto,
                    D3DRTYPE_TEXTURE,
                    dev.create_texture(4, 4, 0, auto, format, Pool::Default)
                        .is_ok(),
                    unbindable,
                ),
                (
                    "autogen cube",
                    auto,
                    D3DRTYPE_CUBETEXTURE,
                    dev.create_cube_texture(4, 0, auto, format, Pool::Default)
                        .is_ok(),
                    unbindable,
                ),
                (
                    "autogen render target",
                    auto | rt,
                    D3DRTYPE_TEXTURE,
                    dev.create_texture(4, 4, 0, auto | rt, format, Pool::Default)
                        .is_ok(),
                    unbindable,
                ),
            ];
            for (what, usage, rtype, created, exception) in cases {
                let answer =
                    check_device_format(gpu, f(Format::X8R8G8B8), u(usage), rtype, f(format));
                let expected = created && !exception;
                // Success codes (S_OK, D3DOK_NOAUTOGEN) promise the creation.
                if (answer >= 0) != expected {
                    mismatches.push(format!(
                        "{format:?} {what}: answer {answer:#x}, created {created}"
                    ));
                }
            }
        }
        assert!(mismatches.is_empty(), "{}", mismatches.join("\n"));
    }

    // ---- the other checks --------------------------------------------

    #[test]
    fn depth_stencil_matches_any_target_with_any_depth_format() {
        let x8 = f(Format::X8R8G8B8);
        let check = |rt: Format, ds: Format| check_depth_stencil_match(x8, f(rt), f(ds));
        assert_eq!(check(Format::A8R8G8B8, Format::D24S8), OK);
        // Mixed depths: 16-bit targets with 32-bit depth and back.
        assert_eq!(check(Format::R5G6B5, Format::D24X8), OK);
        assert_eq!(check(Format::A8R8G8B8, Format::D16), OK);
        assert_eq!(check(Format::A16B16G16R16F, Format::D32), OK);
        assert_eq!(check(Format::Dxt1, Format::D24S8), NOTAVAILABLE);
        assert_eq!(check(Format::A8R8G8B8, Format::A8R8G8B8), NOTAVAILABLE);
        assert_eq!(check(Format::D24S8, Format::D24S8), NOTAVAILABLE);
        assert_eq!(
            check_depth_stencil_match(f(Format::Unknown), f(Format::A8R8G8B8), f(Format::D16)),
            INVALIDCALL
        );
        assert_eq!(
            check_depth_stencil_match(f(Format::A8R8G8B8), f(Format::A8R8G8B8), f(Format::D16)),
            NOTAVAILABLE
        );
    }

    #[test]
    fn multisample_types_are_answered_for_the_adapter() {
        let Some(gpu) = gpu() else { return };
        let check = |format: u32, windowed: bool, kind: u32| {
            check_device_multi_sample_type(gpu, format, windowed, kind)
        };
        let x8 = f(Format::X8R8G8B8);
        // Wine's test_checkdevicemultisampletype: NONE has one quality
        // level; UNKNOWN and undefined types are invalid calls.
        assert_eq!(check(x8, true, 0), Ok(1));
        assert_eq!(check(x8, false, 0), Ok(1));
        assert_eq!(check(f(Format::D24S8), true, 0), Ok(1));
        assert_eq!(check(0, true, 0), Err(INVALIDCALL));
        assert_eq!(check(x8, true, 65536), Err(INVALIDCALL));
        assert_eq!(check(x8, true, 17), Err(INVALIDCALL));
        // Not a render target or depth format: no multisampling.
        assert_eq!(check(f(Format::Dxt5), true, 2), Err(NOTAVAILABLE));
        assert_eq!(check(f(Format::P8), true, 0), Err(NOTAVAILABLE));
        // A count has one quality level exactly where the adapter has it;
        // NONMASKABLE one level per count (lavapipe: 4 only).
        let counts = ninebridge_d3d9::enhance::msaa::format_counts(gpu, Format::X8R8G8B8);
        for kind in 2..=16u32 {
            for windowed in [true, false] {
                let expect = if counts.contains(&kind) {
                    Ok(1)
                } else {
                    Err(NOTAVAILABLE)
                };
                assert_eq!(check(x8, windowed, kind), expect, "type {kind}");
            }
        }
        let levels = check(x8, true, 1);
        if counts.is_empty() {
            assert_eq!(levels, Err(NOTAVAILABLE));
        } else {
            assert_eq!(levels, Ok(counts.len() as u32));
        }
        let depth_counts = ninebridge_d3d9::enhance::msaa::format_counts(gpu, Format::D24S8);
        assert_eq!(
            check(f(Format::D24S8), true, 4).is_ok(),
            depth_counts.contains(&4)
        );
    }

    #[test]
    fn the_device_makes_the_multisampled_surfaces_the_check_offers() {
        let Some(gpu) = gpu() else { return };
        let mut dev = device(gpu);
        let x8 = f(Format::X8R8G8B8);
        for &kind in &MultiSampleType::ALL[1..] {
            let offered = check_device_multi_sample_type(gpu, x8, true, kind.to_d3d()).is_ok();
            let made = dev.create_render_target(4, 4, Format::X8R8G8B8, kind, 0, false);
            if offered {
                let id = made.unwrap();
                assert_eq!(dev.surface_desc(id).unwrap().multisample, kind);
            }
        }
    }

    #[test]
    fn format_conversions_are_from_fourcc_or_back_buffer_formats_to_listed_targets() {
        let check = |src: Format, dst: Format| check_device_format_conversion(f(src), f(dst));
        assert_eq!(check(Format::Yuy2, Format::X8R8G8B8), OK);
        assert_eq!(check(Format::Uyvy, Format::A8R8G8B8), OK);
        assert_eq!(check(Format::X8R8G8B8, Format::A8R8G8B8), OK);
        assert_eq!(check(Format::R5G6B5, Format::A16B16G16R16F), OK);
        assert_eq!(check(Format::A1R5G5B5, Format::X8R8G8B8), OK);
        // Block compression is copied as it is, never converted.
        assert_eq!(check(Format::Dxt1, Format::X8R8G8B8), NOTAVAILABLE);
        // Sources that are neither FOURCC nor back-buffer formats.
        assert_eq!(check(Format::Unknown, Format::X8R8G8B8), NOTAVAILABLE);
        assert_eq!(check(Format::A16B16G16R16F, Format::X8R8G8B8), NOTAVAILABLE);
        assert_eq!(check(Format::L8, Format::X8R8G8B8), NOTAVAILABLE);
        // Targets outside the documented list, or not drawable here.
        assert_eq!(check(Format::X8R8G8B8, Format::L8), NOTAVAILABLE);
        assert_eq!(check(Format::X8R8G8B8, Format::R16F), NOTAVAILABLE);
        assert_eq!(check(Format::X8R8G8B8, Format::Yuy2), NOTAVAILABLE);
        assert_eq!(check(Format::X8R8G8B8, Format::A2R10G10B10), NOTAVAILABLE);
        assert_eq!(check(Format::X8R8G8B8, Format::A1R5G5B5), NOTAVAILABLE);
        assert_eq!(
            check_device_format_conversion(0x1234, f(Format::X8R8G8B8)),
            NOTAVAILABLE
        );
    }

    #[test]
    fn every_conversion_offered_is_a_stretch_rect_the_device_does() {
        let Some(gpu) = gpu() else { return };
        let mut dev = device(gpu);
        let mut offered = 0;
        for &src in Format::ALL {
            for &dst in CONVERSION_TARGETS.iter() {
                if check_device_format_conversion(f(src), f(dst)) != OK {
                    continue;
                }
                offered += 1;
                let from = dev
                    .create_offscreen_plain_surface(8, 8, src, Pool::Default)
                    .unwrap_or_else(|e| panic!("{src:?} surface: {e}"));
                let to = dev
                    .create_render_target(16, 16, dst, MultiSampleType::None, 0, false)
                    .unwrap_or_else(|e| panic!("{dst:?} target: {e}"));
                dev.stretch_rect(from, None, to, None, TextureFilterType::Linear)
                    .unwrap_or_else(|e| panic!("StretchRect {src:?} -> {dst:?}: {e}"));
            }
        }
        assert!(offered >= 20, "{offered} conversions");
    }
}
