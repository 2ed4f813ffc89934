//! The ABI driven from Rust as a C caller drives it: through
//! `Direct3DCreate9` and the vtables, with raw pointers. A headless device
//! clears, draws a pre-transformed triangle, and the pixels are read back
//! through an offscreen surface; bad pointers are `D3DERR_INVALIDCALL`.

use std::ffi::c_void;
use std::ptr::null_mut;

use crate::device::DeviceVtbl;
use crate::direct3d9::{Direct3D9Vtbl, Direct3DCreate9, PresentParametersC};
use crate::resource::{LockedRectC, SurfaceVtbl};

const INVALIDCALL: i32 = 0x8876_086C_u32 as i32;

/// The vtable of the COM object at `p`.
///
/// # Safety
/// `p` is a live object whose vtable is a `V`.
unsafe fn vtbl<'a, V>(p: *mut c_void) -> &'a V {
    // SAFETY: a COM object starts with its vtable pointer.
    unsafe { &**(p as *const *const V) }
}

fn params(width: u32, height: u32) -> PresentParametersC {
    PresentParametersC {
        back_buffer_width: width,
        back_buffer_height: height,
        back_buffer_format: 22, // D3DFMT_X8R8G8B8
        back_buffer_count: 1,
        multisample_type: 0,
        multisample_quality: 0,
        swap_effect: 1, // D3DSWAPEFFECT_DISCARD
        device_window: null_mut(),
        windowed: 1,
        enable_auto_depth_stencil: 0,
        auto_depth_stencil_format: 0,
        flags: 0,
        refresh_rate: 0,
        presentation_interval: 0,
    }
}

#[test]
fn a_headless_device_clears_draws_and_reads_back_through_the_vtables() {
    assert!(Direct3DCreate9(30).is_null(), "another SDK version");
    let older = Direct3DCreate9(31);
    assert!(!older.is_null(), "9.0c SDKs' 31");
    // SAFETY: a live IDirect3D9 of the library.
    unsafe { assert_eq!((vtbl::<Direct3D9Vtbl>(older).release)(older), 0) };
    let d3d = Direct3DCreate9(32);
    assert!(!d3d.is_null());
    // SAFETY: every pointer below comes from the library and is used while
    // its reference is held, as a C caller would.
    unsafe {
        let iface = vtbl::<Direct3D9Vtbl>(d3d);
        let mut pp = params(16, 16);
        let mut dev = null_mut();
        let hr = (iface.create_device)(d3d, 0, 1, null_mut(), 0x20, &mut pp, &mut dev);
        assert_eq!(hr, 0, "CreateDevice");
        let d = vtbl::<DeviceVtbl>(dev);
        // Clear to red, then a green triangle over the top-left half.
        assert_eq!(
            (d.clear)(dev, 0, std::ptr::null(), 1, 0xffff_0000, 1.0, 0),
            0
        );
        assert_eq!((d.begin_scene)(dev), 0);
        assert_eq!((d.set_fvf)(dev, 0x004 | 0x040), 0); // XYZRHW | DIFFUSE
        #[repr(C)]
        struct V(f32, f32, f32, f32, u32);
        let tri = [
            V(0.0, 0.0, 0.5, 1.0, 0xff00_ff00),
            V(16.0, 0.0, 0.5, 1.0, 0xff00_ff00),
            V(0.0, 16.0, 0.5, 1.0, 0xff00_ff00),
        ];
        let hr = (d.draw_primitive_up)(dev, 4, 1, tri.as_ptr().cast(), 20);
        assert_eq!(hr, 0, "DrawPrimitiveUP");
        assert_eq!((d.end_scene)(dev), 0);
        // Read back: the back buffer into a system-memory surface.
        let mut back = null_mut();
        assert_eq!((d.get_back_buffer)(dev, 0, 0, 0, &mut back), 0);
        let mut sys = null_mut();
        let hr = (d.create_offscreen_plain_surface)(dev, 16, 16, 22, 2, &mut sys, null_mut());
        assert_eq!(hr, 0, "CreateOffscreenPlainSurface");
        assert_eq!((d.get_render_target_data)(dev, back, sys), 0);
        let s = vtbl::<SurfaceVtbl>(sys);
        let mut locked = LockedRectC {
            pitch: 0,
            bits: null_mut(),
        };
        assert_eq!((s.lock_rect)(sys, &mut locked, std::ptr::null(), 0x10), 0);
        let pixel = |x: usize, y: usize| {
            let row = locked.bits.cast::<u8>().add(y * locked.pitch as usize);
            row.cast::<u32>().add(x).read_unaligned() & 0x00ff_ffff
        };
        assert_eq!(pixel(2, 2), 0x00ff00, "inside the triangle");
        assert_eq!(pixel(14, 14), 0xff0000, "outside: the clear colour");
        assert_eq!((s.unlock_rect)(sys), 0);
        // Wrong interfaces and released objects are refused.
        assert_eq!((d.get_render_target_data)(dev, back, dev), INVALIDCALL);
        assert_eq!((d.begin_scene)(null_mut()), INVALIDCALL);
        assert_eq!(
            (d.begin_scene)(back),
            INVALIDCALL,
            "a surface is not a device"
        );
        assert_eq!((s.resource.release)(sys), 0);
        assert_eq!((s.unlock_rect)(sys), INVALIDCALL, "released");
        assert_eq!((s.resource.release)(back), 0);
        // The device holds the IDirect3D9: releasing it first leaves the
        // device working; the device's release frees both.
        assert_eq!((iface.release)(d3d), 1);
        assert_eq!(
            (d.present)(dev, null_mut(), null_mut(), null_mut(), null_mut()),
            0
        );
        assert_eq!((d.release)(dev), 0);
        assert_eq!((iface.release)(d3d), 0, "already freed: refused");
    }
}

/// A headless 16x16 device (and its `IDirect3D9`, whose reference the
/// device holds once the caller's is released).
fn device() -> (*mut c_void, &'static DeviceVtbl) {
    let d3d = Direct3DCreate9(32);
    // SAFETY: pointers from the library, used while referenced.
    unsafe {
        let iface = vtbl::<Direct3D9Vtbl>(d3d);
        let mut pp = params(16, 16);
        let mut dev = null_mut();
        assert_eq!(
            (iface.create_device)(d3d, 0, 1, null_mut(), 0x20, &mut pp, &mut dev),
            0
        );
        assert_eq!((iface.release)(d3d), 1, "the device holds its IDirect3D9");
        (dev, vtbl::<DeviceVtbl>(dev))
    }
}

/// Getters hand out the same object each time, with a reference added.
#[test]
fn getters_return_one_object_per_resource() {
    let (dev, d) = device();
    // SAFETY: pointers from the library, used while referenced.
    unsafe {
        let (mut a, mut b) = (null_mut(), null_mut());
        assert_eq!((d.get_back_buffer)(dev, 0, 0, 0, &mut a), 0);
        assert_eq!((d.get_back_buffer)(dev, 0, 0, 0, &mut b), 0);
        assert_eq!(a, b, "the same surface object");
        let mut rt = null_mut();
        assert_eq!((d.get_render_target)(dev, 0, &mut rt), 0);
        assert_eq!(rt, a, "render target 0 is the back buffer");
        let s = vtbl::<SurfaceVtbl>(a);
        assert_eq!((s.resource.release)(a), 2);
        assert_eq!((s.resource.release)(a), 1);
        assert_eq!((s.resource.release)(a), 0);
        let mut none = null_mut();
        assert_eq!(
            (d.get_render_target)(dev, 1, &mut none),
            0x8876_0866_u32 as i32,
            "D3DERR_NOTFOUND for an unset render target"
        );
        assert_eq!((d.release)(dev), 0);
    }
}

/// A bound texture outlives the application's last `Release` until it is
/// unbound, and binding does not show in the counts.
#[test]
fn a_bound_texture_stays_alive_until_unbound() {
    use crate::resource::TextureVtbl;
    let (dev, d) = device();
    // SAFETY: pointers from the library, used while referenced.
    unsafe {
        let mut tex = null_mut();
        let hr = (d.create_texture)(dev, 4, 4, 1, 0, 21, 1, &mut tex, null_mut());
        assert_eq!(hr, 0, "CreateTexture A8R8G8B8 managed");
        let t = vtbl::<TextureVtbl>(tex);
        assert_eq!((d.set_texture)(dev, 0, tex), 0);
        assert_eq!((t.resource.add_ref)(tex), 2, "binding is not counted");
        assert_eq!((t.resource.release)(tex), 1);
        assert_eq!((t.resource.release)(tex), 0);
        assert_eq!((t.get_level_count)(tex), 1, "still alive: bound");
        let mut got = null_mut();
        assert_eq!((d.get_texture)(dev, 0, &mut got), 0);
        assert_eq!(got, tex, "GetTexture returns it");
        assert_eq!((t.resource.release)(tex), 0);
        assert_eq!((d.set_texture)(dev, 0, null_mut()), 0);
        assert_eq!((t.get_level_count)(tex), 0, "freed once unbound");
        let mut s = null_mut();
        assert_eq!((d.set_texture)(dev, 0, tex), INVALIDCALL, "a freed texture");
        assert_eq!((d.get_texture)(dev, 0, &mut s), 0);
        assert!(s.is_null());
        assert_eq!((d.release)(dev), 0);
    }
}

/// A resource only the device keeps bound does not keep the device alive:
/// the device's last `Release` frees both (no reference cycle).
#[test]
fn a_released_bound_resource_does_not_keep_the_device() {
    use crate::resource::TextureVtbl;
    let (dev, d) = device();
    // SAFETY: pointers from the library, used while referenced.
    unsafe {
        let mut tex = null_mut();
        assert_eq!(
            (d.create_texture)(dev, 4, 4, 1, 0, 21, 1, &mut tex, null_mut()),
            0
        );
        let t = vtbl::<TextureVtbl>(tex);
        assert_eq!((d.add_ref)(dev), 3, "the caller, the texture, this AddRef");
        assert_eq!((d.release)(dev), 2);
        assert_eq!((d.set_texture)(dev, 0, tex), 0);
        assert_eq!((t.resource.release)(tex), 0);
        assert_eq!(
            (d.add_ref)(dev),
            2,
            "the bound texture no longer holds the device"
        );
        assert_eq!((d.release)(dev), 1);
        assert_eq!((d.release)(dev), 0, "the device is freed");
        assert_eq!((t.get_level_count)(tex), 0, "and the texture with it");
    }
}
