//! Texture palettes, the cursor and `SetDialogBoxMode` through the vtables,
//! with the rules of D3D9's reference pages (and Wine's `test_set_palette`
//! for the alpha rule).

use std::ffi::c_void;
use std::ptr::null_mut;

use crate::abi_tests::{INVALIDCALL, device, params, vtbl};
use crate::device::DeviceVtbl;
use crate::direct3d9::{Direct3D9Vtbl, Direct3DCreate9};
use crate::resource::StateBlockVtbl;

type Palette = [[u8; 4]; 256];

/// A palette of opaque entries (alpha 0xFF) whose red is `seed + index`.
fn palette(seed: u8) -> Palette {
    std::array::from_fn(|i| [seed.wrapping_add(i as u8), 0x20, 0x30, 0xff])
}

#[test]
fn palettes_follow_d3d9_s_rules_and_state_blocks() {
    let (dev, d) = device();
    // SAFETY: pointers from the library, used while referenced.
    unsafe {
        // Palette 0 is current at first; none is set.
        let mut current = 0xdead_beef;
        assert_eq!((d.get_current_texture_palette)(dev, &mut current), 0);
        assert_eq!(current, 0);
        let mut got: Palette = [[0; 4]; 256];
        assert_eq!(
            (d.get_palette_entries)(dev, 0, got.as_mut_ptr()),
            INVALIDCALL,
            "a palette never set"
        );
        assert_eq!(
            (d.set_current_texture_palette)(dev, 3),
            INVALIDCALL,
            "never set"
        );
        // Set and read back, 65536 palettes at most.
        let (a, b) = (palette(1), palette(100));
        assert_eq!((d.set_palette_entries)(dev, 3, a.as_ptr()), 0);
        assert_eq!((d.set_palette_entries)(dev, 0xffff, b.as_ptr()), 0);
        assert_eq!(
            (d.set_palette_entries)(dev, 0x1_0000, b.as_ptr()),
            INVALIDCALL
        );
        assert_eq!((d.get_palette_entries)(dev, 3, got.as_mut_ptr()), 0);
        assert_eq!(got, a);
        assert_eq!((d.get_palette_entries)(dev, 0xffff, got.as_mut_ptr()), 0);
        assert_eq!(got, b);
        // Null pointers.
        assert_eq!(
            (d.set_palette_entries)(dev, 1, std::ptr::null()),
            INVALIDCALL
        );
        assert_eq!((d.get_palette_entries)(dev, 3, null_mut()), INVALIDCALL);
        assert_eq!(
            (d.get_current_texture_palette)(dev, null_mut()),
            INVALIDCALL
        );
        // No D3DPTEXTURECAPS_ALPHAPALETTE: every alpha must be 0xFF.
        let mut caps = std::mem::MaybeUninit::<crate::caps::Caps9>::zeroed();
        assert_eq!((d.get_device_caps)(dev, caps.as_mut_ptr()), 0);
        assert_eq!(caps.assume_init().texture_caps & 0x80, 0);
        let mut translucent = palette(7);
        translucent[9][3] = 0x80;
        assert_eq!(
            (d.set_palette_entries)(dev, 3, translucent.as_ptr()),
            INVALIDCALL
        );
        assert_eq!((d.get_palette_entries)(dev, 3, got.as_mut_ptr()), 0);
        assert_eq!(got, a, "a refused palette changes nothing");
        // The current palette.
        assert_eq!((d.set_current_texture_palette)(dev, 3), 0);
        assert_eq!((d.get_current_texture_palette)(dev, &mut current), 0);
        assert_eq!(current, 3);
        assert_eq!((d.set_current_texture_palette)(dev, 0x1_0000), INVALIDCALL);

        // D3DSBT_ALL captures the current palette; D3DSBT_PIXELSTATE does
        // not ("Saving All Device States with a StateBlock").
        let (mut all, mut pixel) = (null_mut(), null_mut());
        assert_eq!((d.create_state_block)(dev, 1, &mut all), 0);
        assert_eq!((d.create_state_block)(dev, 2, &mut pixel), 0);
        let sb = vtbl::<StateBlockVtbl>(all);
        assert_eq!((d.set_current_texture_palette)(dev, 0xffff), 0);
        assert_eq!((sb.apply)(pixel), 0);
        assert_eq!((d.get_current_texture_palette)(dev, &mut current), 0);
        assert_eq!(current, 0xffff, "not in a pixel-state block");
        assert_eq!((sb.apply)(all), 0);
        assert_eq!((d.get_current_texture_palette)(dev, &mut current), 0);
        assert_eq!(current, 3, "restored by the D3DSBT_ALL block");
        assert_eq!((d.set_current_texture_palette)(dev, 0xffff), 0);
        assert_eq!((sb.capture)(all), 0);
        assert_eq!((d.set_current_texture_palette)(dev, 3), 0);
        assert_eq!((sb.apply)(all), 0);
        assert_eq!((d.get_current_texture_palette)(dev, &mut current), 0);
        assert_eq!(current, 0xffff, "what Capture took");

        // Recorded between BeginStateBlock and EndStateBlock, not applied.
        assert_eq!((d.begin_state_block)(dev), 0);
        assert_eq!((d.set_current_texture_palette)(dev, 3), 0);
        let mut recorded = null_mut();
        assert_eq!((d.end_state_block)(dev, &mut recorded), 0);
        assert_eq!((d.get_current_texture_palette)(dev, &mut current), 0);
        assert_eq!(current, 0xffff, "recording applies nothing");
        assert_eq!((sb.apply)(recorded), 0);
        assert_eq!((d.get_current_texture_palette)(dev, &mut current), 0);
        assert_eq!(current, 3, "applied with the recorded block");
        // A recorded block without a palette leaves it alone.
        assert_eq!((d.begin_state_block)(dev), 0);
        assert_eq!((d.set_render_state)(dev, 7, 1), 0);
        let mut other = null_mut();
        assert_eq!((d.end_state_block)(dev, &mut other), 0);
        assert_eq!((d.set_current_texture_palette)(dev, 0xffff), 0);
        assert_eq!((sb.apply)(other), 0);
        assert_eq!((d.get_current_texture_palette)(dev, &mut current), 0);
        assert_eq!(current, 0xffff);
        for block in [all, pixel, recorded, other] {
            assert_eq!((sb.release)(block), 0);
        }
        assert_eq!((d.release)(dev), 0);
    }
}

/// A headless device made with `flags` in its presentation parameters.
fn device_with_flags(flags: u32) -> (*mut c_void, &'static DeviceVtbl) {
    let d3d = Direct3DCreate9(32);
    // SAFETY: pointers from the library, used while referenced.
    unsafe {
        let iface = vtbl::<Direct3D9Vtbl>(d3d);
        let mut pp = params(16, 16);
        pp.flags = flags;
        let mut dev = null_mut();
        assert_eq!(
            (iface.create_device)(d3d, 0, 1, null_mut(), 0x20, &mut pp, &mut dev),
            0
        );
        (iface.release)(d3d);
        (dev, vtbl::<DeviceVtbl>(dev))
    }
}

#[test]
fn dialog_box_mode_needs_a_lockable_gdi_back_buffer_outside_scenes() {
    // SAFETY: pointers from the library, used while referenced.
    unsafe {
        // X8R8G8B8, D3DSWAPEFFECT_DISCARD, no multisampling, but not
        // D3DPRESENTFLAG_LOCKABLE_BACKBUFFER.
        let (dev, d) = device();
        assert_eq!((d.set_dialog_box_mode)(dev, 1), INVALIDCALL);
        assert_eq!((d.set_dialog_box_mode)(dev, 0), 0, "turning it off");
        assert_eq!((d.release)(dev), 0);
        let (dev, d) = device_with_flags(1);
        assert_eq!((d.set_dialog_box_mode)(dev, 1), 0);
        assert_eq!((d.begin_scene)(dev), 0);
        assert_eq!(
            (d.set_dialog_box_mode)(dev, 0),
            INVALIDCALL,
            "inside a scene"
        );
        assert_eq!((d.end_scene)(dev), 0);
        assert_eq!((d.set_dialog_box_mode)(dev, 0), 0);
        assert_eq!((d.release)(dev), 0);
    }
}

#[test]
fn cursor_properties_take_a_power_of_two_a8r8g8b8_surface() {
    let (dev, d) = device();
    // SAFETY: pointers from the library, used while referenced.
    unsafe {
        let surface = |w: u32, h: u32, format: u32| {
            let mut s = null_mut();
            assert_eq!(
                (d.create_offscreen_plain_surface)(dev, w, h, format, 2, &mut s, null_mut()),
                0
            );
            s
        };
        let good = surface(32, 32, 21);
        let wide = surface(64, 16, 21);
        let odd = surface(30, 32, 21);
        let opaque = surface(32, 32, 22);
        assert_eq!((d.set_cursor_properties)(dev, 0, 0, good), 0);
        assert_eq!(
            (d.set_cursor_properties)(dev, 3, 4, wide),
            0,
            "powers of two each way"
        );
        assert_eq!((d.set_cursor_properties)(dev, 0, 0, odd), INVALIDCALL);
        assert_eq!(
            (d.set_cursor_properties)(dev, 0, 0, opaque),
            INVALIDCALL,
            "X8R8G8B8"
        );
        assert_eq!(
            (d.set_cursor_properties)(dev, 0, 0, null_mut()),
            INVALIDCALL
        );
        let mut tex = null_mut();
        assert_eq!(
            (d.create_texture)(dev, 32, 32, 1, 0, 21, 1, &mut tex, null_mut()),
            0
        );
        assert_eq!(
            (d.set_cursor_properties)(dev, 0, 0, tex),
            INVALIDCALL,
            "not a surface"
        );
        {
            let o = crate::device::this(dev).unwrap();
            let cursor = o.data.lock().cursor();
            assert_eq!((cursor.hot_spot, cursor.size), ((3, 4), (64, 16)));
        }
        // ShowCursor answers the previous visibility (hidden at first).
        assert_eq!((d.show_cursor)(dev, 1), 0);
        assert_eq!((d.show_cursor)(dev, 1), 1);
        assert_eq!((d.show_cursor)(dev, 0), 1);
        assert_eq!((d.show_cursor)(dev, 0), 0);
        (d.set_cursor_position)(dev, 5, 6, 0);
        assert_eq!(
            crate::device::this(dev)
                .unwrap()
                .data
                .lock()
                .cursor()
                .position,
            (5, 6)
        );
        for s in [good, wide, odd, opaque, tex] {
            let release = vtbl::<crate::resource::SurfaceVtbl>(s).resource.release;
            assert_eq!(release(s), 0);
        }
        assert_eq!((d.release)(dev), 0);
    }
}

/// No patch caps: D3D9 refuses patch calls on such a device.
#[test]
fn patches_are_refused_as_the_caps_say() {
    let (dev, d) = device();
    // SAFETY: pointers from the library, used while referenced.
    unsafe {
        let mut caps = std::mem::MaybeUninit::<crate::caps::Caps9>::zeroed();
        assert_eq!((d.get_device_caps)(dev, caps.as_mut_ptr()), 0);
        // D3DDEVCAPS_RTPATCHES | D3DDEVCAPS_NPATCHES | D3DDEVCAPS_QUINTICRTPATCHES.
        assert_eq!(caps.assume_init().dev_caps & 0x0160_0000, 0);
        let segments = [4.0f32; 4];
        let info = [0u8; 28];
        assert_eq!(
            (d.draw_rect_patch)(dev, 1, segments.as_ptr(), info.as_ptr().cast()),
            INVALIDCALL
        );
        assert_eq!(
            (d.draw_tri_patch)(dev, 0, segments.as_ptr(), std::ptr::null()),
            INVALIDCALL
        );
        assert_eq!((d.delete_patch)(dev, 1), INVALIDCALL);
        assert_eq!((d.release)(dev), 0);
    }
}
