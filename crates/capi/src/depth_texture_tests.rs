//! Depth textures, `D3DFMT_NULL` render targets and RESZ through the
//! vtables, as a C caller finds and uses them: `CheckDeviceFormat`'s
//! answers and the device agree (Wine's `test_resource_access` and
//! `test_surface_format_null` record what Windows answers).

use std::ptr::null_mut;

use crate::abi_tests::{INVALIDCALL, device, vtbl};
use crate::direct3d9::{Direct3D9Vtbl, Direct3DCreate9};
use crate::resource::{LockedRectC, SurfaceVtbl};
use crate::textures::TextureVtbl;

const X8R8G8B8: u32 = 22;
const D24S8: u32 = 75;
const NULL: u32 = u32::from_le_bytes(*b"NULL");
const RESZ: u32 = u32::from_le_bytes(*b"RESZ");
const INTZ: u32 = u32::from_le_bytes(*b"INTZ");
const USAGE_RENDERTARGET: u32 = 0x1;
const USAGE_DEPTHSTENCIL: u32 = 0x2;
const RTYPE_SURFACE: u32 = 1;
const RTYPE_TEXTURE: u32 = 3;
const RTYPE_CUBETEXTURE: u32 = 5;
const POOL_DEFAULT: u32 = 0;
const POOL_MANAGED: u32 = 1;
const NOTAVAILABLE: i32 = 0x8876_086A_u32 as i32;

#[test]
fn check_device_format_offers_depth_textures_null_targets_and_resz() {
    let d3d = Direct3DCreate9(32);
    // SAFETY: a live IDirect3D9 of the library, used while referenced.
    unsafe {
        let i = vtbl::<Direct3D9Vtbl>(d3d);
        let check = |usage, rtype, format| {
            (i.check_device_format)(d3d, 0, 1, X8R8G8B8, usage, rtype, format)
        };
        assert_eq!(check(USAGE_DEPTHSTENCIL, RTYPE_TEXTURE, D24S8), 0);
        assert_eq!(check(USAGE_DEPTHSTENCIL, RTYPE_TEXTURE, INTZ), 0);
        assert_eq!(
            check(USAGE_DEPTHSTENCIL, RTYPE_CUBETEXTURE, D24S8),
            NOTAVAILABLE
        );
        assert_eq!(check(USAGE_RENDERTARGET, RTYPE_SURFACE, NULL), 0);
        assert_eq!(check(USAGE_RENDERTARGET, RTYPE_TEXTURE, NULL), 0);
        assert_eq!(check(USAGE_RENDERTARGET, RTYPE_SURFACE, RESZ), 0);
        assert_eq!(
            (i.check_depth_stencil_match)(d3d, 0, 1, X8R8G8B8, NULL, D24S8),
            0
        );
        assert_eq!((i.release)(d3d), 0);
    }
}

#[test]
fn a_depth_texture_level_is_a_depth_stencil_surface_that_does_not_lock() {
    let (dev, d) = device();
    // SAFETY: pointers from the library, used while referenced.
    unsafe {
        let mut tex = null_mut();
        let hr = (d.create_texture)(
            dev,
            16,
            16,
            1,
            USAGE_DEPTHSTENCIL,
            D24S8,
            POOL_MANAGED,
            &mut tex,
            null_mut(),
        );
        assert_eq!(hr, INVALIDCALL, "depth textures live in the default pool");
        assert!(tex.is_null());
        let hr = (d.create_texture)(
            dev,
            16,
            16,
            1,
            USAGE_DEPTHSTENCIL,
            D24S8,
            POOL_DEFAULT,
            &mut tex,
            null_mut(),
        );
        assert_eq!(hr, 0);
        let t = vtbl::<TextureVtbl>(tex);
        let mut level = null_mut();
        assert_eq!((t.get_surface_level)(tex, 0, &mut level), 0);
        assert_eq!((d.set_depth_stencil_surface)(dev, level), 0);
        let mut l = LockedRectC {
            pitch: 0,
            bits: null_mut(),
        };
        let s = vtbl::<SurfaceVtbl>(level);
        assert_eq!(
            (s.lock_rect)(level, &mut l, std::ptr::null(), 0),
            INVALIDCALL
        );
        assert_eq!(
            (t.lock_rect)(tex, 0, &mut l, std::ptr::null(), 0),
            INVALIDCALL
        );
        // A NULL render target beside it.
        let mut null_rt = null_mut();
        let hr = (d.create_render_target)(dev, 16, 16, NULL, 0, 0, 0, &mut null_rt, null_mut());
        assert_eq!(hr, 0);
        assert_eq!((d.set_render_target)(dev, 0, null_rt), 0);
        (vtbl::<SurfaceVtbl>(null_rt).resource.release)(null_rt);
        (s.resource.release)(level);
        (t.resource.release)(tex);
    }
}
