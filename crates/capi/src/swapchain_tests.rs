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

/// `Reset` through the ABI: a `D3DPOOL_DEFAULT` texture the application
/// still holds blocks it (`D3DERR_INVALIDCALL`, then
/// `D3DERR_DEVICENOTRESET` until a `Reset` succeeds); one it released while
/// bound does not, as D3D9 unbinds the state before it checks; a held
/// back buffer does. Afterwards the back buffer is new and the parameters
/// are written back.
#[test]
fn reset_follows_what_the_application_still_holds() {
    const DEVICENOTRESET: i32 = 0x8876_0869_u32 as i32;
    let (dev, d) = device();
    // SAFETY: pointers from the library, used while referenced.
    unsafe {
        let mut old_back = null_mut();
        assert_eq!((d.get_back_buffer)(dev, 0, 0, 0, &mut old_back), 0);
        let mut tex = null_mut();
        // 4x4 A8R8G8B8 in D3DPOOL_DEFAULT (0), usage 0.
        assert_eq!(
            (d.create_texture)(dev, 4, 4, 1, 0, 21, 0, &mut tex, null_mut()),
            0
        );
        assert_eq!((d.set_texture)(dev, 0, tex), 0);
        let mut pp = params(32, 8);
        assert_eq!((d.reset)(dev, &mut pp), INVALIDCALL, "the texture is held");
        assert_eq!((d.test_cooperative_level)(dev), DEVICENOTRESET);
        assert_eq!((d.reset)(dev, null_mut()), INVALIDCALL);
        // Released while bound: no longer the application's.
        let t = vtbl::<crate::textures::TextureVtbl>(tex);
        assert_eq!((t.resource.release)(tex), 0);
        pp.back_buffer_count = 0;
        // A reference held on the back buffer blocks it too (Wine's
        // test_reset records Windows refusing it).
        assert_eq!(
            (d.reset)(dev, &mut pp),
            INVALIDCALL,
            "the back buffer is held"
        );
        assert_eq!((d.test_cooperative_level)(dev), DEVICENOTRESET);
        let s = vtbl::<SurfaceVtbl>(old_back);
        assert_eq!((s.resource.release)(old_back), 0);
        assert_eq!((d.reset)(dev, &mut pp), 0, "Reset");
        assert_eq!(pp.back_buffer_count, 1, "written back");
        assert_eq!((d.test_cooperative_level)(dev), 0);
        let mut got = null_mut();
        assert_eq!((d.get_texture)(dev, 0, &mut got), 0);
        assert!(got.is_null(), "the state is back to its defaults");
        let mut back = null_mut();
        assert_eq!((d.get_back_buffer)(dev, 0, 0, 0, &mut back), 0);
        let mut desc = std::mem::zeroed::<crate::resource::SurfaceDescC>();
        assert_eq!((s.get_desc)(back, &mut desc), 0);
        assert_eq!((desc.width, desc.height), (32, 8), "a new back buffer");
        (s.resource.release)(back);
        assert_eq!((d.release)(dev), 0);
    }
}

/// `CreateAdditionalSwapChain`: the application's object, index 1, with a
/// back buffer of its own; `Reset` waits for its release; released, it
/// leaves the device's list.
#[test]
fn an_additional_swap_chain_has_its_own_back_buffer_until_released() {
    let (dev, d) = device();
    // SAFETY: pointers from the library, used while referenced.
    unsafe {
        let mut pp = PresentParametersC {
            back_buffer_count: 0,
            ..params(24, 8)
        };
        let mut sc = null_mut();
        assert_eq!((d.create_additional_swap_chain)(dev, &mut pp, &mut sc), 0);
        assert_eq!(pp.back_buffer_count, 1, "written back");
        assert_eq!((d.get_number_of_swap_chains)(dev), 2);
        let mut again = null_mut();
        assert_eq!((d.get_swap_chain)(dev, 1, &mut again), 0);
        assert_eq!(again, sc, "GetSwapChain(1) is it");
        let s = vtbl::<SwapChainVtbl>(sc);
        assert_eq!((s.release)(sc), 1);

        // Its back buffer: 24x8, drawn into and presented.
        let mut back = null_mut();
        assert_eq!((s.get_back_buffer)(sc, 0, 0, &mut back), 0);
        let mut via_device = null_mut();
        assert_eq!((d.get_back_buffer)(dev, 1, 0, 0, &mut via_device), 0);
        assert_eq!(back, via_device);
        let surface = vtbl::<SurfaceVtbl>(back);
        (surface.resource.release)(via_device);
        let mut desc = std::mem::zeroed::<crate::resource::SurfaceDescC>();
        assert_eq!((surface.get_desc)(back, &mut desc), 0);
        assert_eq!((desc.width, desc.height), (24, 8));
        assert_eq!((d.set_render_target)(dev, 0, back), 0);
        assert_eq!(
            (d.clear)(dev, 0, std::ptr::null(), 1, 0xff40_8020, 1.0, 0),
            0
        );
        assert_eq!(
            (s.present)(sc, null_mut(), null_mut(), null_mut(), null_mut(), 0),
            0
        );
        let mode = crate::adapter::display_mode();
        let mut sys = null_mut();
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
        assert_eq!((s.get_front_buffer_data)(sc, sys), 0);
        let mut locked = LockedRectC {
            pitch: 0,
            bits: null_mut(),
        };
        let sys_surface = vtbl::<SurfaceVtbl>(sys);
        assert_eq!(
            (sys_surface.lock_rect)(sys, &mut locked, std::ptr::null(), 0x10),
            0
        );
        assert_eq!(locked.bits.cast::<u32>().read_unaligned(), 0xff40_8020);
        assert_eq!((sys_surface.unlock_rect)(sys), 0);
        (sys_surface.resource.release)(sys);
        let mut got = params(0, 0);
        assert_eq!((s.get_present_parameters)(sc, &mut got), 0);
        assert_eq!((got.back_buffer_width, got.back_buffer_height), (24, 8));

        // Reset needs it released first (its back buffer is a render
        // target the application holds).
        let mut bound = null_mut();
        assert_eq!((d.get_back_buffer)(dev, 0, 0, 0, &mut bound), 0);
        assert_eq!((d.set_render_target)(dev, 0, bound), 0);
        (surface.resource.release)(bound);
        (surface.resource.release)(back);
        let mut reset = params(16, 16);
        assert_eq!((d.reset)(dev, &mut reset), INVALIDCALL);
        assert_eq!((s.release)(sc), 0);
        assert_eq!((d.get_number_of_swap_chains)(dev), 1);
        let mut none = null_mut();
        assert_eq!((d.get_swap_chain)(dev, 1, &mut none), INVALIDCALL);
        assert!(none.is_null());
        assert_eq!((d.reset)(dev, &mut reset), 0);
        assert_eq!((d.release)(dev), 0);
    }
}

/// A released `D3DPOOL_DEFAULT` index buffer is gone from the device: it no
/// longer blocks `Reset`, as a held one does.
#[test]
fn released_index_buffers_do_not_block_reset() {
    let (dev, d) = device();
    // SAFETY: pointers from the library, used while referenced.
    unsafe {
        let mut ib = null_mut();
        // 64 bytes, D3DUSAGE_WRITEONLY (8), D3DFMT_INDEX16 (101), D3DPOOL_DEFAULT.
        assert_eq!(
            (d.create_index_buffer)(dev, 64, 8, 101, 0, &mut ib, null_mut()),
            0
        );
        let mut pp = params(16, 16);
        assert_eq!((d.reset)(dev, &mut pp), INVALIDCALL, "held");
        let b = vtbl::<crate::resource::BufferVtbl>(ib);
        assert_eq!((b.resource.release)(ib), 0);
        assert_eq!((d.reset)(dev, &mut pp), 0, "released");
        assert_eq!((d.release)(dev), 0);
    }
}

/// `SetGammaRamp` keeps the ramp for `GetGammaRamp` (not applied: the caps
/// claim no `D3DCAPS2_FULLSCREENGAMMA`, so D3D9 returns no error and shows
/// no change); the identity until one is set; a NULL ramp changes nothing.
#[test]
fn gamma_ramps_are_kept_per_swap_chain() {
    let (dev, d) = device();
    // SAFETY: pointers from the library, used while referenced.
    unsafe {
        let mut got = [0u16; 768];
        (d.get_gamma_ramp)(dev, 0, got.as_mut_ptr().cast());
        assert_eq!(got[0], 0);
        assert_eq!(got[255], 0xffff);
        assert_eq!(got[256 + 128], 128 * 257, "identity on every channel");
        let mut ramp = [0u16; 768];
        for (i, w) in ramp.iter_mut().enumerate() {
            *w = (i as u16).wrapping_mul(31);
        }
        (d.set_gamma_ramp)(dev, 0, 0, ramp.as_ptr().cast_mut().cast());
        (d.set_gamma_ramp)(dev, 0, 0, null_mut());
        (d.get_gamma_ramp)(dev, 0, got.as_mut_ptr().cast());
        assert_eq!(got, ramp);
        // No swap chain 1: nothing kept for it.
        (d.set_gamma_ramp)(dev, 1, 0, [0u16; 768].as_ptr().cast_mut().cast());
        (d.get_gamma_ramp)(dev, 1, got.as_mut_ptr().cast());
        assert_eq!(got[255], 0xffff);
        assert_eq!((d.release)(dev), 0);
    }
}
