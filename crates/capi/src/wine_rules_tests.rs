//! Rules of D3D9's API that Wine's device.c records Windows keeping, each
//! with a test of its own through the vtables (the harness in
//! `crates/wineapi` runs the programs themselves).

use std::ffi::c_void;
use std::ptr::null_mut;

use crate::abi_tests::{device, params, vtbl};
use crate::direct3d9::{Direct3D9Vtbl, Direct3DCreate9};
use crate::resource::{ObjectVtbl, SurfaceVtbl};

const INVALIDCALL: i32 = 0x8876_086c_u32 as i32;
const NOTAVAILABLE: i32 = 0x8876_086a_u32 as i32;

/// A creation that fails writes NULL to its out-slot, and a format the
/// device does not offer is `D3DERR_INVALIDCALL` (never NOTAVAILABLE):
/// Wine's test_surface_blocks and test_volume_blocks.
#[test]
fn failed_creations_write_null_and_answer_invalid_call() {
    let (dev, d) = device();
    let poison = 0xdead_beef_usize as *mut c_void;
    // SAFETY: pointers from the library, used while referenced.
    unsafe {
        let mut out = poison;
        // A 1x1 DXT1 texture: not in whole blocks.
        let dxt1 = u32::from_le_bytes(*b"DXT1");
        assert_eq!(
            (d.create_texture)(dev, 1, 1, 1, 0, dxt1, 1, &mut out, null_mut()),
            INVALIDCALL
        );
        assert!(out.is_null());
        // A format the device does not offer (RESZ is no texture format).
        let mut out = poison;
        let unknown = u32::from_le_bytes(*b"ZZZZ");
        assert_eq!(
            (d.create_texture)(dev, 4, 4, 1, 0, unknown, 1, &mut out, null_mut()),
            INVALIDCALL
        );
        assert!(out.is_null());
        let mut out = poison;
        assert_eq!(
            (d.create_offscreen_plain_surface)(dev, 2, 2, dxt1, 2, &mut out, null_mut()),
            INVALIDCALL
        );
        assert!(out.is_null());
        assert_eq!((d.release)(dev), 0);
    }
}

/// After `SetFVF`, `GetVertexDeclaration` returns the declaration D3D9
/// converted the FVF into, the same object each time, whose elements are
/// the FVF's (Wine's test_fvf_decl_conversion, test_fvf_decl_management).
#[test]
fn get_vertex_declaration_after_set_fvf_returns_the_converted_declaration() {
    let (dev, d) = device();
    // SAFETY: pointers from the library, used while referenced.
    unsafe {
        assert_eq!((d.set_fvf)(dev, 0x004), 0, "D3DFVF_XYZRHW");
        let (mut a, mut b) = (null_mut(), null_mut());
        assert_eq!((d.get_vertex_declaration)(dev, &mut a), 0);
        assert_eq!((d.get_vertex_declaration)(dev, &mut b), 0);
        assert!(!a.is_null());
        assert_eq!(a, b, "one object while the FVF is set");
        let v = vtbl::<ObjectVtbl>(a);
        let mut count = 0u32;
        assert_eq!((v.get_contents)(a, null_mut(), &mut count), 0);
        assert_eq!(count, 2, "POSITIONT and D3DDECL_END");
        let mut got = [[0u8; 8]; 2];
        assert_eq!((v.get_contents)(a, got.as_mut_ptr().cast(), &mut count), 0);
        // Stream 0, offset 0, FLOAT4, DEFAULT, POSITIONT, index 0.
        assert_eq!(got[0], [0, 0, 0, 0, 3, 0, 9, 0]);
        assert_eq!(got[1], [0xff, 0, 0, 0, 17, 0, 0, 0]);
        (v.release)(a);
        (v.release)(b);
        assert_eq!((d.release)(dev), 0);
    }
}

/// `GetBackBuffer` ignores the back buffer type: LEFT, RIGHT and an
/// undefined value give the mono back buffer (Wine's test_swapchain).
#[test]
fn get_back_buffer_ignores_the_stereo_type() {
    let (dev, d) = device();
    // SAFETY: pointers from the library, used while referenced.
    unsafe {
        let mut mono = null_mut();
        assert_eq!((d.get_back_buffer)(dev, 0, 0, 0, &mut mono), 0);
        for ty in [1, 2, 0xdead_beef] {
            let mut other = null_mut();
            assert_eq!((d.get_back_buffer)(dev, 0, 0, ty, &mut other), 0);
            assert_eq!(other, mono, "type {ty:#x}");
            (vtbl::<SurfaceVtbl>(other).resource.release)(other);
        }
        (vtbl::<SurfaceVtbl>(mono).resource.release)(mono);
        assert_eq!((d.release)(dev), 0);
    }
}

/// The device's render target lives with the device: released to 0 by
/// the application it may be AddRef'd again, and a release at 0 stays at
/// 0 (Wine's test_refcount).
#[test]
fn the_bound_implicit_render_target_lives_with_the_device() {
    let (dev, d) = device();
    // SAFETY: pointers from the library, used while referenced.
    unsafe {
        let mut rt = null_mut();
        assert_eq!((d.get_render_target)(dev, 0, &mut rt), 0);
        let s = vtbl::<SurfaceVtbl>(rt);
        assert_eq!((s.resource.release)(rt), 0);
        assert_eq!((s.resource.add_ref)(rt), 1);
        assert_eq!((s.resource.release)(rt), 0);
        assert_eq!((s.resource.release)(rt), 0, "never below 0");
        let mut again = null_mut();
        assert_eq!((d.get_render_target)(dev, 0, &mut again), 0);
        assert_eq!(again, rt, "the same object");
        (s.resource.release)(again);
        assert_eq!((d.release)(dev), 0);
    }
}

/// A full-screen device puts the display in its back buffer's mode, and
/// gives back the mode from before when released (D3D9's full-screen
/// rule; Wine's test_reset and test_mode_change).
#[test]
fn a_full_screen_device_sets_the_display_mode_until_released() {
    let d3d = Direct3DCreate9(32);
    // SAFETY: pointers from the library, used while referenced.
    unsafe {
        let iface = vtbl::<Direct3D9Vtbl>(d3d);
        let mut before = crate::adapter::display_mode();
        assert_eq!((iface.get_adapter_display_mode)(d3d, 0, &mut before), 0);
        let mut pp = params(640, 480);
        pp.windowed = 0;
        let mut dev = null_mut();
        assert_eq!(
            (iface.create_device)(d3d, 0, 1, null_mut(), 0x20, &mut pp, &mut dev),
            0
        );
        let mut now = before;
        assert_eq!((iface.get_adapter_display_mode)(d3d, 0, &mut now), 0);
        assert_eq!((now.width, now.height), (640, 480));
        let d = vtbl::<crate::device::DeviceVtbl>(dev);
        assert_eq!((d.release)(dev), 0);
        assert_eq!((iface.get_adapter_display_mode)(d3d, 0, &mut now), 0);
        assert_eq!((now.width, now.height), (before.width, before.height));
        assert_eq!(crate::adapter::ninebridge_display_set_mode(800, 600, 0), 0);
        assert_eq!((iface.get_adapter_display_mode)(d3d, 0, &mut now), 0);
        assert_eq!((now.width, now.height), (800, 600));
        assert_eq!(
            crate::adapter::ninebridge_display_set_mode(801, 600, 0),
            INVALIDCALL
        );
        assert_eq!(crate::adapter::ninebridge_display_set_mode(0, 0, 0), 0);
        (iface.release)(d3d);
    }
}

/// `CreateQuery` of a type D3D9 does not define answers
/// `D3DERR_NOTAVAILABLE` and leaves the out-slot alone (Wine's
/// test_query_support).
#[test]
fn undefined_query_types_are_not_available() {
    let (dev, d) = device();
    let poison = 0xdead_beef_usize as *mut c_void;
    // SAFETY: pointers from the library, used while referenced.
    unsafe {
        for ty in [0u32, 1, 3, 20, 39, 0xdead] {
            assert_eq!((d.create_query)(dev, ty, null_mut()), NOTAVAILABLE, "{ty}");
            let mut out = poison;
            assert_eq!((d.create_query)(dev, ty, &mut out), NOTAVAILABLE, "{ty}");
            assert_eq!(out, poison);
        }
        assert_eq!((d.release)(dev), 0);
    }
}

/// `CheckDeviceFormat` judges the adapter format before the device type
/// (D3DFMT_UNKNOWN is D3DERR_INVALIDCALL for every device type), and sRGB
/// writes are a render target's: a plain surface without
/// D3DUSAGE_RENDERTARGET has none (Wine's test_check_device_format).
#[test]
fn check_device_format_judges_the_adapter_format_first_and_srgb_writes_need_a_target() {
    let d3d = Direct3DCreate9(32);
    // SAFETY: pointers from the library, used while referenced.
    unsafe {
        let iface = vtbl::<Direct3D9Vtbl>(d3d);
        const SURFACE: u32 = 1;
        const A8R8G8B8: u32 = 21;
        const X8R8G8B8: u32 = 22;
        const RENDERTARGET: u32 = 0x1;
        const QUERY_SRGBWRITE: u32 = 0x40000;
        for device_type in 1..=3 {
            assert_eq!(
                (iface.check_device_format)(d3d, 0, device_type, 0, 0, SURFACE, A8R8G8B8),
                INVALIDCALL,
                "device type {device_type}"
            );
        }
        assert_eq!(
            (iface.check_device_format)(
                d3d,
                0,
                1,
                X8R8G8B8,
                RENDERTARGET | QUERY_SRGBWRITE,
                SURFACE,
                A8R8G8B8
            ),
            0
        );
        assert_ne!(
            (iface.check_device_format)(d3d, 0, 1, X8R8G8B8, QUERY_SRGBWRITE, SURFACE, A8R8G8B8),
            0
        );
        (iface.release)(d3d);
    }
}

/// `GetAdapterMonitor` names the display's monitor for adapter 0, the same
/// handle each time, and NULL for an adapter that does not exist.
#[test]
fn the_adapter_has_a_monitor() {
    let d3d = Direct3DCreate9(32);
    // SAFETY: pointers from the library, used while referenced.
    unsafe {
        let iface = vtbl::<Direct3D9Vtbl>(d3d);
        let a = (iface.get_adapter_monitor)(d3d, 0);
        assert!(!a.is_null());
        assert_eq!((iface.get_adapter_monitor)(d3d, 0), a);
        assert!((iface.get_adapter_monitor)(d3d, 1).is_null());
        (iface.release)(d3d);
    }
}

/// A swap chain keeps its back buffer: released to 0 through the swap
/// chain, it may be AddRef'd again and is the same object on the next
/// GetBackBuffer (Wine's test_refcount, test_swapchain).
#[test]
fn a_swap_chain_keeps_its_back_buffer() {
    let (dev, d) = device();
    // SAFETY: pointers from the library, used while referenced.
    unsafe {
        let mut bb = null_mut();
        assert_eq!((d.get_back_buffer)(dev, 0, 0, 0, &mut bb), 0);
        let s = vtbl::<SurfaceVtbl>(bb);
        // Unbind it, so only the swap chain keeps it.
        let mut rt = null_mut();
        assert_eq!(
            (d.create_render_target)(dev, 16, 16, 21, 0, 0, 0, &mut rt, null_mut()),
            0
        );
        assert_eq!((d.set_render_target)(dev, 0, rt), 0);
        assert_eq!((s.resource.release)(bb), 0);
        assert_eq!((s.resource.add_ref)(bb), 1, "alive with its swap chain");
        assert_eq!((s.resource.release)(bb), 0);
        let mut again = null_mut();
        assert_eq!((d.get_back_buffer)(dev, 0, 0, 0, &mut again), 0);
        assert_eq!(again, bb);
        (s.resource.release)(again);
        (vtbl::<SurfaceVtbl>(rt).resource.release)(rt);
        assert_eq!((d.release)(dev), 0);
    }
}

/// A headless window (`ninebridge_window_headless`) is an `HWND` devices
/// accept: a windowed back buffer of size 0 takes its client size, at
/// `CreateDevice` and, after `ninebridge_window_set_client_size`, at
/// `Reset`.
#[test]
fn a_headless_window_sizes_windowed_back_buffers_of_size_0() {
    use crate::resource::SurfaceDescC;
    let hwnd = crate::window::ninebridge_window_headless(320, 200);
    assert!(!hwnd.is_null());
    let d3d = Direct3DCreate9(32);
    // SAFETY: pointers from the library, used while referenced.
    unsafe {
        let iface = vtbl::<Direct3D9Vtbl>(d3d);
        let mut pp = params(0, 0);
        let mut dev = null_mut();
        assert_eq!(
            (iface.create_device)(d3d, 0, 1, hwnd, 0x20, &mut pp, &mut dev),
            0
        );
        assert_eq!((pp.back_buffer_width, pp.back_buffer_height), (320, 200));
        let d = vtbl::<crate::device::DeviceVtbl>(dev);
        assert_eq!(
            crate::window::ninebridge_window_set_client_size(hwnd, 64, 48),
            0
        );
        let mut pp = params(0, 0);
        assert_eq!((d.reset)(dev, &mut pp), 0);
        let mut bb = null_mut();
        assert_eq!((d.get_back_buffer)(dev, 0, 0, 0, &mut bb), 0);
        let mut desc: SurfaceDescC = std::mem::zeroed();
        let s = vtbl::<SurfaceVtbl>(bb);
        assert_eq!((s.get_desc)(bb, &mut desc), 0);
        assert_eq!((desc.width, desc.height), (64, 48));
        (s.resource.release)(bb);
        assert_eq!((d.release)(dev), 0);
        (iface.release)(d3d);
    }
    assert_eq!(crate::window::ninebridge_window_destroy(hwnd), 0);
}
