//! `IDirect3DSwapChain9` and `GetFrontBufferData` through the vtables, with
//! the rules of D3D9's reference pages (see `swapchain.rs`).

use std::ptr::null_mut;

use crate::abi_tests::{INVALIDCALL, device, params, vtbl};
use crate::direct3d9::{Direct3D9Vtbl, Direct3DCreate9, PresentParametersC};
use crate::resource::{LockedRectC, SurfaceVtbl};
use crate::swapchain::SwapChainVtbl;

#[test]
fn the_implicit_swap_chain_is_one_object_that_holds_its_device() {
    let (dev, d) = device();
    // SAFETY: pointers from the library, used while referenced.
    unsafe {
        assert_eq!((d.get_number_of_swap_chains)(dev), 1);
        let mut sc = null_mut();
        assert_eq!((d.get_swap_chain)(dev, 0, &mut sc), 0);
        assert!(!sc.is_null());
        let s = vtbl::<SwapChainVtbl>(sc);
        let mut again = null_mut();
        assert_eq!((d.get_swap_chain)(dev, 0, &mut again), 0);
        assert_eq!(sc, again, "the same object");
        assert_eq!((s.release)(sc), 1);
        // Index 1 does not exist: INVALIDCALL and a NULL out pointer.
        let mut none = sc;
        assert_eq!((d.get_swap_chain)(dev, 1, &mut none), INVALIDCALL);
        assert!(none.is_null());
        assert_eq!((d.get_swap_chain)(dev, 0, null_mut()), INVALIDCALL);

        // Its device and back buffer are the device's.
        let mut got = null_mut();
        assert_eq!((s.get_device)(sc, &mut got), 0);
        assert_eq!(got, dev);
        assert_eq!((d.release)(dev), 2, "the caller's and the swap chain's");
        let (mut a, mut b) = (null_mut(), null_mut());
        assert_eq!((s.get_back_buffer)(sc, 0, 0, &mut a), 0);
        assert_eq!((d.get_back_buffer)(dev, 0, 0, 0, &mut b), 0);
        assert_eq!(a, b);
        let surface = vtbl::<SurfaceVtbl>(a);
        (surface.resource.release)(a);
        (surface.resource.release)(b);
        assert_eq!((s.get_back_buffer)(sc, 1, 0, &mut a), INVALIDCALL);
        assert_eq!(
            (s.present)(sc, null_mut(), null_mut(), null_mut(), null_mut(), 0),
            0
        );
        let mut raster = [7u32; 2];
        assert_eq!((s.get_raster_status)(sc, &mut raster), 0);
        let mut mode = crate::adapter::display_mode();
        mode.width = 0;
        assert_eq!((s.get_display_mode)(sc, &mut mode), 0);
        assert_eq!(mode.width, crate::adapter::display_mode().width);

        // The swap chain keeps the device alive; its last release frees both.
        assert_eq!((d.release)(dev), 1, "the swap chain's reference");
        assert_eq!((d.begin_scene)(dev), 0, "still alive");
        assert_eq!((s.release)(sc), 0);
        assert_eq!((d.end_scene)(dev), INVALIDCALL, "freed with its swap chain");
        assert_eq!((s.release)(sc), 0, "freed: refused");
    }
}

#[test]
fn present_parameters_come_back_with_the_defaults_resolved() {
    let d3d = Direct3DCreate9(32);
    // SAFETY: pointers from the library, used while referenced.
    unsafe {
        let iface = vtbl::<Direct3D9Vtbl>(d3d);
        let mut pp = PresentParametersC {
            back_buffer_count: 0,
            back_buffer_format: 0, // D3DFMT_UNKNOWN, windowed
            presentation_interval: 0x8000_0000,
            ..params(24, 12)
        };
        let mut dev = null_mut();
        let hr = (iface.create_device)(d3d, 0, 1, null_mut(), 0x20, &mut pp, &mut dev);
        assert_eq!(hr, 0);
        (iface.release)(d3d);
        // CreateDevice writes what it chose back ([in, out]).
        assert_eq!(pp.back_buffer_count, 1);
        assert_eq!(pp.back_buffer_format, 22, "X8R8G8B8");
        let d = vtbl::<crate::device::DeviceVtbl>(dev);
        let mut sc = null_mut();
        assert_eq!((d.get_swap_chain)(dev, 0, &mut sc), 0);
        let s = vtbl::<SwapChainVtbl>(sc);
        let mut got = params(0, 0);
        assert_eq!((s.get_present_parameters)(sc, &mut got), 0);
        assert_eq!((got.back_buffer_width, got.back_buffer_height), (24, 12));
        assert_eq!((got.back_buffer_count, got.back_buffer_format), (1, 22));
        assert_eq!(got.presentation_interval, 0x8000_0000);
        assert_eq!((s.get_present_parameters)(sc, null_mut()), INVALIDCALL);
        (s.release)(sc);
        assert_eq!((d.release)(dev), 0);
    }
}

#[test]
fn front_buffer_data_is_the_presented_picture_on_a_screen_sized_surface() {
    let (dev, d) = device();
    let mode = crate::adapter::display_mode();
    // SAFETY: pointers from the library, used while referenced.
    unsafe {
        assert_eq!(
            (d.clear)(dev, 0, std::ptr::null(), 1, 0xff10_2030, 1.0, 0),
            0
        );
        assert_eq!(
            (d.present)(dev, null_mut(), null_mut(), null_mut(), null_mut()),
            0
        );
        let mut sys = null_mut();
        // A8R8G8B8 (21) in D3DPOOL_SYSTEMMEM (2), the display's size.
        let hr = (d.create_offscreen_plain_surface)(
            dev,
            mode.width,
            mode.height,
            21,
            2,
            &mut sys,
            null_mut(),
        );
        assert_eq!(hr, 0);
        assert_eq!((d.get_front_buffer_data)(dev, 0, sys), 0);
        assert_eq!((d.get_front_buffer_data)(dev, 1, sys), INVALIDCALL);
        assert_eq!((d.get_front_buffer_data)(dev, 0, dev), INVALIDCALL);
        let s = vtbl::<SurfaceVtbl>(sys);
        let mut locked = LockedRectC {
            pitch: 0,
            bits: null_mut(),
        };
        assert_eq!((s.lock_rect)(sys, &mut locked, std::ptr::null(), 0x10), 0);
        let texel = locked.bits.cast::<u32>().read_unaligned();
        assert_eq!(texel, 0xff10_2030, "the clear colour, opaque");
        assert_eq!((s.unlock_rect)(sys), 0);
        // Too small for the screen: INVALIDCALL.
        let mut small = null_mut();
        let hr = (d.create_offscreen_plain_surface)(dev, 16, 16, 21, 2, &mut small, null_mut());
        assert_eq!(hr, 0);
        assert_eq!((d.get_front_buffer_data)(dev, 0, small), INVALIDCALL);
        (s.resource.release)(sys);
        (s.resource.release)(small);
        assert_eq!((d.release)(dev), 0);
    }
}
