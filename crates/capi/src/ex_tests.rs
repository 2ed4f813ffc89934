//! Direct3D 9Ex through the ABI, driven from Rust as a C caller drives it:
//! `Direct3DCreate9Ex`, `IDirect3D9Ex`, `IDirect3DDevice9Ex` and
//! `IDirect3DSwapChain9Ex`, each rule with the value Microsoft's pages
//! give (or Windows' as Wine's `d3d9ex.c` records it).

use std::ffi::c_void;
use std::ptr::null_mut;

use crate::abi_tests::{INVALIDCALL, params, vtbl};
use crate::device::DeviceVtbl;
use crate::device::ex::{DeviceExVtbl, DisplayModeEx};
use crate::direct3d9::{Direct3D9Vtbl, Direct3DCreate9};
use crate::direct3d9ex::{Direct3D9ExVtbl, Direct3DCreate9Ex, DisplayModeFilter, Luid};
use crate::iid;
use crate::swapchain::{PresentStats, SwapChainVtbl};

const NOTAVAILABLE: i32 = 0x8876_086A_u32 as i32;
const E_NOINTERFACE: i32 = 0x8000_4002_u32 as i32;

fn create_ex() -> *mut c_void {
    let mut d3d = null_mut();
    // SAFETY: a valid slot.
    let hr = unsafe { Direct3DCreate9Ex(32, &mut d3d) };
    assert_eq!(hr, 0, "Direct3DCreate9Ex");
    assert!(!d3d.is_null());
    d3d
}

/// An Ex device (headless, 16x16 windowed) and its `IDirect3D9Ex`.
fn device_ex() -> (*mut c_void, *mut c_void) {
    let d3d = create_ex();
    // SAFETY: a live IDirect3D9Ex of the library.
    unsafe {
        let mut pp = params(16, 16);
        let mut dev = null_mut();
        let hr = (vtbl::<Direct3D9ExVtbl>(d3d).create_device_ex)(
            d3d,
            0,
            1,
            null_mut(),
            0x20,
            &mut pp,
            null_mut(),
            &mut dev,
        );
        assert_eq!(hr, 0, "CreateDeviceEx");
        (d3d, dev)
    }
}

/// Releases `p` (any interface: IUnknown's Release is slot 2).
fn release(p: *mut c_void) -> u32 {
    // SAFETY: a live object of the library; every vtable starts with
    // IUnknown's three methods.
    unsafe { (vtbl::<Direct3D9Vtbl>(p).release)(p) }
}

fn qi(p: *mut c_void, riid: &crate::com::Guid) -> (i32, *mut c_void) {
    let mut out = null_mut();
    // SAFETY: as `release`.
    let hr = unsafe { (vtbl::<Direct3D9Vtbl>(p).query_interface)(p, riid, &mut out) };
    (hr, out)
}

fn done(d3d: *mut c_void, dev: *mut c_void) {
    assert_eq!(release(dev), 0);
    assert_eq!(release(d3d), 0);
}

#[test]
fn direct3dcreate9ex_returns_s_ok_or_notavailable() {
    let mut d3d = null_mut();
    // SAFETY: valid slots; a NULL slot is refused.
    unsafe {
        assert_eq!(Direct3DCreate9Ex(30, &mut d3d), NOTAVAILABLE);
        assert!(d3d.is_null());
        assert_eq!(Direct3DCreate9Ex(32, null_mut()), INVALIDCALL);
    }
    assert_eq!(release(create_ex()), 0);
}

#[test]
fn direct3d9ex_answers_both_iids_and_direct3d9_only_its_own() {
    let ex = create_ex();
    let (hr, base) = qi(ex, &iid::IID_IDirect3D9);
    assert_eq!((hr, base), (0, ex), "one object");
    let (hr, again) = qi(base, &iid::IID_IDirect3D9Ex);
    assert_eq!((hr, again), (0, ex));
    assert_eq!(release(again), 2);
    assert_eq!(release(base), 1);
    assert_eq!(release(ex), 0);

    let plain = Direct3DCreate9(32);
    let (hr, out) = qi(plain, &iid::IID_IDirect3D9Ex);
    assert_eq!((hr, out), (E_NOINTERFACE, null_mut()));
    assert_eq!(release(plain), 0);
}

#[test]
fn ex_adapter_modes_follow_the_filter_and_the_display() {
    let d3d = create_ex();
    // SAFETY: a live IDirect3D9Ex; the structures are C's.
    unsafe {
        let v = vtbl::<Direct3D9ExVtbl>(d3d);
        let filter = DisplayModeFilter {
            size: size_of::<DisplayModeFilter>() as u32,
            format: 22,
            scan_line_ordering: 1,
        };
        let n = (v.get_adapter_mode_count_ex)(d3d, 0, &filter);
        assert_eq!(n, (v.base.get_adapter_mode_count)(d3d, 0, 22));
        assert!(n > 0);
        let bad = DisplayModeFilter { size: 0, ..filter };
        assert_eq!((v.get_adapter_mode_count_ex)(d3d, 0, &bad), 0);
        let mut mode = DisplayModeEx {
            size: size_of::<DisplayModeEx>() as u32,
            ..Default::default()
        };
        assert_eq!((v.enum_adapter_modes_ex)(d3d, 0, &filter, 0, &mut mode), 0);
        let mut plain = std::mem::zeroed();
        assert_eq!((v.base.enum_adapter_modes)(d3d, 0, 22, 0, &mut plain), 0);
        assert_eq!(
            (mode.width, mode.height, mode.format),
            (plain.width, plain.height, plain.format)
        );
        assert_eq!(
            (v.enum_adapter_modes_ex)(d3d, 0, &filter, n, &mut mode),
            INVALIDCALL
        );

        // GetAdapterDisplayModeEx: the display mode, identity rotation; a
        // wrong Size is refused.
        let mut rotation = 0;
        let mut current = DisplayModeEx {
            size: size_of::<DisplayModeEx>() as u32,
            ..Default::default()
        };
        assert_eq!(
            (v.get_adapter_display_mode_ex)(d3d, 0, &mut current, &mut rotation),
            0
        );
        assert_eq!(rotation, 1, "D3DDISPLAYROTATION_IDENTITY");
        let mut plain = std::mem::zeroed();
        assert_eq!((v.base.get_adapter_display_mode)(d3d, 0, &mut plain), 0);
        let plain: crate::adapter::DisplayMode = plain;
        assert_eq!((current.width, current.height), (plain.width, plain.height));
        current.size = 0;
        assert_eq!(
            (v.get_adapter_display_mode_ex)(d3d, 0, &mut current, null_mut()),
            INVALIDCALL
        );

        // GetAdapterLUID: the same id every call; adapter 1 does not exist.
        let (mut a, mut b) = (
            Luid {
                low_part: 0,
                high_part: 0,
            },
            Luid {
                low_part: 1,
                high_part: 1,
            },
        );
        assert_eq!((v.get_adapter_luid)(d3d, 0, &mut a), 0);
        assert_eq!((v.get_adapter_luid)(d3d, 0, &mut b), 0);
        assert_eq!(a, b);
        assert_eq!((v.get_adapter_luid)(d3d, 1, &mut a), INVALIDCALL);
    }
    assert_eq!(release(d3d), 0);
}

#[test]
fn create_device_ex_makes_a_device_that_answers_both_iids() {
    let (d3d, dev) = device_ex();
    let (hr, base) = qi(dev, &iid::IID_IDirect3DDevice9);
    assert_eq!((hr, base), (0, dev));
    assert_eq!(release(base), 1);
    let (hr, ex) = qi(dev, &iid::IID_IDirect3DDevice9Ex);
    assert_eq!((hr, ex), (0, dev));
    assert_eq!(release(ex), 1);
    // GetDirect3D hands out the IDirect3D9Ex object.
    let mut parent = null_mut();
    // SAFETY: a live device.
    unsafe { assert_eq!((vtbl::<DeviceVtbl>(dev).get_direct3d)(dev, &mut parent), 0) };
    assert_eq!(parent, d3d);
    release(parent);
    done(d3d, dev);

    // IDirect3D9Ex's CreateDevice makes an Ex device too.
    let d3d = create_ex();
    // SAFETY: a live IDirect3D9Ex.
    unsafe {
        let mut pp = params(16, 16);
        let mut dev = null_mut();
        let hr = (vtbl::<Direct3D9Vtbl>(d3d).create_device)(
            d3d,
            0,
            1,
            null_mut(),
            0x20,
            &mut pp,
            &mut dev,
        );
        assert_eq!(hr, 0);
        let (hr, ex) = qi(dev, &iid::IID_IDirect3DDevice9Ex);
        assert_eq!((hr, ex), (0, dev));
        release(ex);
        done(d3d, dev);
    }

    // A plain device does not answer IID_IDirect3DDevice9Ex.
    let d3d = Direct3DCreate9(32);
    // SAFETY: a live IDirect3D9.
    unsafe {
        let mut pp = params(16, 16);
        let mut dev = null_mut();
        let hr = (vtbl::<Direct3D9Vtbl>(d3d).create_device)(
            d3d,
            0,
            1,
            null_mut(),
            0x20,
            &mut pp,
            &mut dev,
        );
        assert_eq!(hr, 0);
        assert_eq!(
            qi(dev, &iid::IID_IDirect3DDevice9Ex),
            (E_NOINTERFACE, null_mut())
        );
        done(d3d, dev);
    }
}

#[test]
fn create_device_ex_refuses_a_full_screen_mode_for_a_windowed_device() {
    let d3d = create_ex();
    // SAFETY: a live IDirect3D9Ex.
    unsafe {
        let mut pp = params(16, 16);
        let mut mode = DisplayModeEx {
            size: size_of::<DisplayModeEx>() as u32,
            width: 640,
            height: 480,
            refresh_rate: 60,
            format: 22,
            scan_line_ordering: 1,
        };
        let mut dev = std::ptr::dangling_mut::<c_void>();
        let hr = (vtbl::<Direct3D9ExVtbl>(d3d).create_device_ex)(
            d3d,
            0,
            1,
            null_mut(),
            0x20,
            &mut pp,
            &mut mode,
            &mut dev,
        );
        assert_eq!((hr, dev), (INVALIDCALL, null_mut()));
    }
    assert_eq!(release(d3d), 0);
}

#[test]
fn an_ex_device_is_never_lost() {
    let (d3d, dev) = device_ex();
    // SAFETY: a live Ex device.
    unsafe {
        let v = vtbl::<DeviceExVtbl>(dev);
        assert_eq!((v.base.test_cooperative_level)(dev), 0);
        assert_eq!((v.check_device_state)(dev, null_mut()), 0);
        // Even after a Reset that fails (swap effect 0 is not one).
        let mut bad = params(16, 16);
        bad.swap_effect = 0;
        assert_eq!((v.base.reset)(dev, &mut bad), INVALIDCALL);
        assert_eq!((v.base.test_cooperative_level)(dev), 0);
        assert_eq!((v.check_device_state)(dev, null_mut()), 0);
    }
    done(d3d, dev);
}

#[test]
fn managed_pool_is_invalid_on_an_ex_device() {
    let (d3d, dev) = device_ex();
    // SAFETY: a live Ex device.
    unsafe {
        let v = vtbl::<DeviceVtbl>(dev);
        let mut out = std::ptr::dangling_mut::<c_void>();
        // D3DPOOL_MANAGED = 1.
        let hr = (v.create_texture)(dev, 4, 4, 1, 0, 21, 1, &mut out, null_mut());
        assert_eq!((hr, out), (INVALIDCALL, null_mut()));
        let hr = (v.create_vertex_buffer)(dev, 64, 0, 0, 1, &mut out, null_mut());
        assert_eq!(hr, INVALIDCALL);
        // D3DPOOL_DEFAULT and SYSTEMMEM are fine.
        assert_eq!(
            (v.create_texture)(dev, 4, 4, 1, 0, 21, 0, &mut out, null_mut()),
            0
        );
        release(out);
        assert_eq!(
            (v.create_vertex_buffer)(dev, 64, 0, 0, 2, &mut out, null_mut()),
            0
        );
        release(out);
    }
    done(d3d, dev);
}

#[test]
fn frame_latency_defaults_to_3_takes_up_to_30_and_0_resets_it() {
    let (d3d, dev) = device_ex();
    // SAFETY: a live Ex device.
    unsafe {
        let v = vtbl::<DeviceExVtbl>(dev);
        let mut n = 0;
        assert_eq!((v.get_maximum_frame_latency)(dev, &mut n), 0);
        assert_eq!(n, 3);
        assert_eq!((v.set_maximum_frame_latency)(dev, 30), 0);
        assert_eq!((v.get_maximum_frame_latency)(dev, &mut n), 0);
        assert_eq!(n, 30);
        assert_eq!((v.set_maximum_frame_latency)(dev, 31), INVALIDCALL);
        assert_eq!((v.get_maximum_frame_latency)(dev, &mut n), 0);
        assert_eq!(n, 30, "unchanged by a refused call");
        assert_eq!((v.set_maximum_frame_latency)(dev, 0), 0);
        assert_eq!((v.get_maximum_frame_latency)(dev, &mut n), 0);
        assert_eq!(n, 3);
        assert_eq!((v.get_maximum_frame_latency)(dev, null_mut()), INVALIDCALL);
    }
    done(d3d, dev);
}

#[test]
fn gpu_thread_priority_takes_minus_7_to_7() {
    let (d3d, dev) = device_ex();
    // SAFETY: a live Ex device.
    unsafe {
        let v = vtbl::<DeviceExVtbl>(dev);
        let mut n = 99;
        assert_eq!((v.get_gpu_thread_priority)(dev, &mut n), 0);
        assert_eq!(n, 0);
        assert_eq!((v.set_gpu_thread_priority)(dev, -7), 0);
        assert_eq!((v.set_gpu_thread_priority)(dev, 8), INVALIDCALL);
        assert_eq!((v.set_gpu_thread_priority)(dev, -8), INVALIDCALL);
        assert_eq!((v.get_gpu_thread_priority)(dev, &mut n), 0);
        assert_eq!(n, -7);
        assert_eq!((v.set_gpu_thread_priority)(dev, 7), 0);
        assert_eq!((v.get_gpu_thread_priority)(dev, &mut n), 0);
        assert_eq!(n, 7);
    }
    done(d3d, dev);
}

#[test]
fn present_ex_presents_and_swap_chain_ex_counts_it() {
    let (d3d, dev) = device_ex();
    // SAFETY: a live Ex device and its swap chain.
    unsafe {
        let v = vtbl::<DeviceExVtbl>(dev);
        let mut chain = null_mut();
        assert_eq!((v.base.get_swap_chain)(dev, 0, &mut chain), 0);
        let (hr, chain_ex) = qi(chain, &iid::IID_IDirect3DSwapChain9Ex);
        assert_eq!((hr, chain_ex), (0, chain));
        let sc = vtbl::<SwapChainVtbl>(chain_ex);
        let mut before = 99;
        assert_eq!((sc.get_last_present_count)(chain_ex, &mut before), 0);
        assert_eq!(
            (v.present_ex)(dev, null_mut(), null_mut(), null_mut(), null_mut(), 0),
            0
        );
        assert_eq!(
            (v.base.present)(dev, null_mut(), null_mut(), null_mut(), null_mut()),
            0
        );
        let mut after = 0;
        assert_eq!((sc.get_last_present_count)(chain_ex, &mut after), 0);
        assert_eq!(after, before + 2);
        let mut stats = PresentStats::default();
        assert_eq!((sc.get_present_stats)(chain_ex, &mut stats), 0);
        let count = stats.present_count;
        assert_eq!(count, after);
        let mut mode = DisplayModeEx {
            size: size_of::<DisplayModeEx>() as u32,
            ..Default::default()
        };
        let mut rotation = 0;
        assert_eq!(
            (sc.get_display_mode_ex)(chain_ex, &mut mode, &mut rotation),
            0
        );
        let plain = crate::adapter::display_mode();
        assert_eq!(
            (mode.width, mode.height, rotation),
            (plain.width, plain.height, 1)
        );
        release(chain_ex);
        release(chain);
    }
    done(d3d, dev);
}

#[test]
fn a_plain_devices_swap_chain_does_not_answer_swap_chain_9ex() {
    let d3d = Direct3DCreate9(32);
    // SAFETY: a live IDirect3D9 and its device.
    unsafe {
        let mut pp = params(16, 16);
        let mut dev = null_mut();
        let hr = (vtbl::<Direct3D9Vtbl>(d3d).create_device)(
            d3d,
            0,
            1,
            null_mut(),
            0x20,
            &mut pp,
            &mut dev,
        );
        assert_eq!(hr, 0);
        let mut chain = null_mut();
        assert_eq!(
            (vtbl::<DeviceVtbl>(dev).get_swap_chain)(dev, 0, &mut chain),
            0
        );
        assert_eq!(
            qi(chain, &iid::IID_IDirect3DSwapChain9Ex),
            (E_NOINTERFACE, null_mut())
        );
        release(chain);
        done(d3d, dev);
    }
}

#[test]
fn ex_creation_methods_take_usage_0_or_restricted_content_and_reset_ex_takes_a_mode_only_full_screen()
 {
    let (d3d, dev) = device_ex();
    // SAFETY: a live Ex device.
    unsafe {
        let v = vtbl::<DeviceExVtbl>(dev);
        let mut out = null_mut();
        assert_eq!(
            (v.create_render_target_ex)(dev, 8, 8, 21, 0, 0, 0, &mut out, null_mut(), 0),
            0
        );
        release(out);
        assert_eq!(
            (v.create_offscreen_plain_surface_ex)(dev, 8, 8, 21, 2, &mut out, null_mut(), 0),
            0
        );
        release(out);
        // D3DFMT_D24S8 = 75.
        assert_eq!(
            (v.create_depth_stencil_surface_ex)(dev, 8, 8, 75, 0, 0, 0, &mut out, null_mut(), 0),
            0
        );
        release(out);
        // D3DUSAGE_RESTRICTED_CONTENT is taken; D3DUSAGE_DEPTHSTENCIL is not.
        assert_eq!(
            (v.create_depth_stencil_surface_ex)(
                dev,
                8,
                8,
                75,
                0,
                0,
                0,
                &mut out,
                null_mut(),
                0x800
            ),
            0
        );
        release(out);
        assert_eq!(
            (v.create_depth_stencil_surface_ex)(dev, 8, 8, 75, 0, 0, 0, &mut out, null_mut(), 2),
            INVALIDCALL
        );
        let mut pp = params(16, 16);
        let mut mode = DisplayModeEx {
            size: size_of::<DisplayModeEx>() as u32,
            ..Default::default()
        };
        assert_eq!((v.reset_ex)(dev, &mut pp, &mut mode), INVALIDCALL);
        assert_eq!((v.reset_ex)(dev, &mut pp, null_mut()), 0);
        // A full-screen reset needs its mode.
        let mut full = params(640, 480);
        full.windowed = 0;
        assert_eq!((v.reset_ex)(dev, &mut full, null_mut()), INVALIDCALL);
        let mut current = DisplayModeEx {
            size: size_of::<DisplayModeEx>() as u32,
            ..Default::default()
        };
        let mut rotation = 0;
        assert_eq!(
            (v.get_display_mode_ex)(dev, 0, &mut current, &mut rotation),
            0
        );
        assert_eq!(rotation, 1);
        assert_eq!(current.scan_line_ordering, 1, "progressive");
        assert_eq!(
            (v.get_display_mode_ex)(dev, 1, &mut current, &mut rotation),
            INVALIDCALL,
            "no swap chain 1"
        );
    }
    done(d3d, dev);
}

#[test]
fn reset_keeps_default_pool_resources_on_an_ex_device() {
    let (d3d, dev) = device_ex();
    // SAFETY: a live Ex device and its texture.
    unsafe {
        let v = vtbl::<DeviceVtbl>(dev);
        let mut texture = null_mut();
        // A D3DPOOL_DEFAULT texture and a render target, still held.
        assert_eq!(
            (v.create_texture)(dev, 4, 4, 1, 0, 21, 0, &mut texture, null_mut()),
            0
        );
        let mut rt = null_mut();
        assert_eq!(
            (v.create_render_target)(dev, 8, 8, 21, 0, 0, 0, &mut rt, null_mut()),
            0
        );
        let mut pp = params(32, 32);
        assert_eq!((v.reset)(dev, &mut pp), 0, "Reset with them alive");
        assert_eq!((v.test_cooperative_level)(dev), 0);
        // They are still usable.
        assert_eq!((v.set_texture)(dev, 0, texture), 0);
        assert_eq!((v.set_render_target)(dev, 0, rt), 0);
        assert_eq!((v.set_texture)(dev, 0, null_mut()), 0);
        let mut back = null_mut();
        assert_eq!((v.get_back_buffer)(dev, 0, 0, 0, &mut back), 0);
        assert_eq!((v.set_render_target)(dev, 0, back), 0);
        release(back);
        assert_eq!(release(texture), 0);
        assert_eq!(release(rt), 0);
    }
    done(d3d, dev);

    // A plain device refuses the same Reset.
    let d3d = Direct3DCreate9(32);
    // SAFETY: a live IDirect3D9 and its device.
    unsafe {
        let mut pp = params(16, 16);
        let mut dev = null_mut();
        let hr = (vtbl::<Direct3D9Vtbl>(d3d).create_device)(
            d3d,
            0,
            1,
            null_mut(),
            0x20,
            &mut pp,
            &mut dev,
        );
        assert_eq!(hr, 0);
        let v = vtbl::<DeviceVtbl>(dev);
        let mut texture = null_mut();
        assert_eq!(
            (v.create_texture)(dev, 4, 4, 1, 0, 21, 0, &mut texture, null_mut()),
            0
        );
        let mut pp = params(32, 32);
        assert_eq!((v.reset)(dev, &mut pp), INVALIDCALL);
        assert_eq!(release(texture), 0);
        done(d3d, dev);
    }
}
