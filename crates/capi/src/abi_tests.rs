//! The ABI driven from Rust as a C caller drives it: through
//! `Direct3DCreate9` and the vtables, with raw pointers. A headless device
//! clears, draws a pre-transformed triangle, and the pixels are read back
//! through an offscreen surface; bad pointers are `D3DERR_INVALIDCALL`.

use std::ffi::c_void;
use std::ptr::null_mut;

use crate::device::DeviceVtbl;
use crate::direct3d9::{Direct3D9Vtbl, Direct3DCreate9, PresentParametersC};
use crate::resource::{LockedRectC, SurfaceVtbl};

pub(crate) const INVALIDCALL: i32 = 0x8876_086C_u32 as i32;

/// The vtable of the COM object at `p`.
///
/// # Safety
/// `p` is a live object whose vtable is a `V`.
pub(crate) unsafe fn vtbl<'a, V>(p: *mut c_void) -> &'a V {
    // SAFETY: a COM object starts with its vtable pointer.
    unsafe { &**(p as *const *const V) }
}

pub(crate) fn params(width: u32, height: u32) -> PresentParametersC {
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
pub(crate) fn device() -> (*mut c_void, &'static DeviceVtbl) {
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
    use crate::textures::TextureVtbl;
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
        assert_eq!((t.base.get_level_count)(tex), 1, "still alive: bound");
        let mut got = null_mut();
        assert_eq!((d.get_texture)(dev, 0, &mut got), 0);
        assert_eq!(got, tex, "GetTexture returns it");
        assert_eq!((t.resource.release)(tex), 0);
        assert_eq!((d.set_texture)(dev, 0, null_mut()), 0);
        assert_eq!((t.base.get_level_count)(tex), 0, "freed once unbound");
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
    use crate::textures::TextureVtbl;
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
        assert_eq!((t.base.get_level_count)(tex), 0, "and the texture with it");
    }
}

/// State blocks through the ABI: recorded setters leave the device alone
/// until the block is applied; a created block restores what it captured.
#[test]
fn state_blocks_record_capture_and_apply() {
    use crate::resource::StateBlockVtbl;
    const ALPHABLENDENABLE: u32 = 27;
    let (dev, d) = device();
    // SAFETY: pointers from the library, used while referenced.
    unsafe {
        let get = |state| {
            let mut v = 0;
            assert_eq!((d.get_render_state)(dev, state, &mut v), 0);
            v
        };
        assert_eq!((d.begin_state_block)(dev), 0);
        assert_eq!((d.begin_state_block)(dev), INVALIDCALL, "already recording");
        assert_eq!((d.set_render_state)(dev, ALPHABLENDENABLE, 1), 0);
        assert_eq!(get(ALPHABLENDENABLE), 0, "recorded, not applied");
        let mut recorded = null_mut();
        assert_eq!((d.end_state_block)(dev, &mut recorded), 0);
        let sb = vtbl::<StateBlockVtbl>(recorded);
        assert_eq!((sb.apply)(recorded), 0);
        assert_eq!(get(ALPHABLENDENABLE), 1);
        // D3DSBT_ALL captures the current state; Apply brings it back.
        let mut all = null_mut();
        assert_eq!((d.create_state_block)(dev, 1, &mut all), 0);
        assert_eq!((d.set_render_state)(dev, ALPHABLENDENABLE, 0), 0);
        assert_eq!((sb.apply)(all), 0);
        assert_eq!(get(ALPHABLENDENABLE), 1);
        assert_eq!(
            (d.create_state_block)(dev, 77, &mut all),
            INVALIDCALL,
            "no such type"
        );
        assert_eq!((sb.release)(recorded), 0);
        assert_eq!(
            (d.release)(dev),
            1,
            "the block `all` still holds the device"
        );
        assert_eq!((sb.release)(all), 0);
    }
}

/// Queries through the ABI: support is asked with a null pointer; an
/// occlusion query counts the samples of the draws between its BEGIN and
/// END; GetData is S_FALSE until the result is there.
#[test]
fn an_occlusion_query_counts_the_pixels_drawn() {
    use crate::resource::QueryVtbl;
    let (dev, d) = device();
    // SAFETY: pointers from the library, used while referenced.
    unsafe {
        assert_eq!(
            (d.create_query)(dev, 8, null_mut()),
            0,
            "events are supported"
        );
        assert_eq!(
            (d.create_query)(dev, 6, null_mut()),
            0x8876_086A_u32 as i32,
            "D3DQUERYTYPE_VERTEXSTATS is not"
        );
        let mut q = null_mut();
        assert_eq!((d.create_query)(dev, 9, &mut q), 0);
        let qv = vtbl::<QueryVtbl>(q);
        assert_eq!(((qv.get_type)(q), (qv.get_data_size)(q)), (9, 4));
        assert_eq!((d.set_fvf)(dev, 0x004 | 0x040), 0);
        #[repr(C)]
        struct V(f32, f32, f32, f32, u32);
        let quad = [
            V(0.0, 0.0, 0.5, 1.0, !0),
            V(16.0, 0.0, 0.5, 1.0, !0),
            V(0.0, 16.0, 0.5, 1.0, !0),
            V(16.0, 16.0, 0.5, 1.0, !0),
        ];
        assert_eq!((d.begin_scene)(dev), 0);
        assert_eq!((qv.issue)(q, 2), 0, "D3DISSUE_BEGIN");
        assert_eq!(
            (d.draw_primitive_up)(dev, 5, 2, quad.as_ptr().cast(), 20),
            0
        );
        assert_eq!((qv.issue)(q, 1), 0, "D3DISSUE_END");
        assert_eq!((d.end_scene)(dev), 0);
        let mut samples = 0u32;
        let start = std::time::Instant::now();
        loop {
            let hr = (qv.get_data)(q, (&mut samples as *mut u32).cast(), 4, 1);
            if hr == 0 {
                break;
            }
            assert_eq!(hr, 1, "S_FALSE while not ready");
            assert!(
                start.elapsed() < std::time::Duration::from_secs(20),
                "the result never came"
            );
            std::thread::sleep(std::time::Duration::from_millis(1));
        }
        assert_eq!(samples, 16 * 16);
        assert_eq!((qv.release)(q), 0);
        assert_eq!((d.release)(dev), 0);
    }
}

/// Caps and adapter queries come from the device: shader model 3.0, and
/// what `CheckDeviceFormat` accepts is creatable.
#[test]
fn caps_and_format_checks_describe_the_device() {
    use crate::adapter::AdapterIdentifier9;
    use crate::caps::Caps9;
    let (dev, d) = device();
    // SAFETY: pointers from the library, used while referenced.
    unsafe {
        let mut caps = std::mem::zeroed::<Caps9>();
        assert_eq!((d.get_device_caps)(dev, &mut caps), 0);
        assert_eq!(caps.vertex_shader_version, 0xFFFE_0300);
        assert_eq!(caps.pixel_shader_version, 0xFFFF_0300);
        let mut parent = null_mut();
        assert_eq!((d.get_direct3d)(dev, &mut parent), 0);
        let iface = vtbl::<Direct3D9Vtbl>(parent);
        let mut caps2 = std::mem::zeroed::<Caps9>();
        assert_eq!((iface.get_device_caps)(parent, 0, 1, &mut caps2), 0);
        assert_eq!(caps2.max_texture_width, caps.max_texture_width);
        assert_eq!(
            (iface.get_device_caps)(parent, 1, 1, &mut caps2),
            INVALIDCALL,
            "one adapter"
        );
        // A8R8G8B8 textures on an X8R8G8B8 display.
        assert_eq!((iface.check_device_format)(parent, 0, 1, 22, 0, 3, 21), 0);
        let mut id = std::mem::zeroed::<AdapterIdentifier9>();
        assert_eq!((iface.get_adapter_identifier)(parent, 0, 0, &mut id), 0);
        assert_ne!(id.description[0], 0, "the adapter's name");
        assert_eq!((iface.release)(parent), 1);
        assert_eq!((d.release)(dev), 0);
    }
}

/// Private data per GUID: stored, replaced, read back with its size
/// (`D3DERR_MOREDATA` for a small buffer), freed (`D3DERR_NOTFOUND` then).
#[test]
fn private_data_is_kept_per_guid() {
    use crate::com::Guid;
    use crate::textures::TextureVtbl;
    const MOREDATA: i32 = 0x8876_0867_u32 as i32;
    const NOTFOUND: i32 = 0x8876_0866_u32 as i32;
    let (dev, d) = device();
    let guid = Guid {
        data1: 1,
        data2: 2,
        data3: 3,
        data4: [4; 8],
    };
    // SAFETY: pointers from the library, used while referenced.
    unsafe {
        let mut tex = null_mut();
        assert_eq!(
            (d.create_texture)(dev, 4, 4, 1, 0, 21, 1, &mut tex, null_mut()),
            0
        );
        let r = &vtbl::<TextureVtbl>(tex).resource;
        let data = *b"ninebridge";
        assert_eq!(
            (r.set_private_data)(tex, &guid, data.as_ptr().cast(), 10, 0),
            0
        );
        let mut size = 4u32;
        let mut buf = [0u8; 16];
        assert_eq!(
            (r.get_private_data)(tex, &guid, buf.as_mut_ptr().cast(), &mut size),
            MOREDATA
        );
        assert_eq!(size, 10, "the size needed");
        size = 16;
        assert_eq!(
            (r.get_private_data)(tex, &guid, buf.as_mut_ptr().cast(), &mut size),
            0
        );
        assert_eq!((&buf[..10], size), (&data[..], 10));
        assert_eq!(
            (r.set_private_data)(tex, &guid, b"x".as_ptr().cast(), 1, 0),
            0
        );
        assert_eq!(
            (r.get_private_data)(tex, &guid, buf.as_mut_ptr().cast(), &mut size),
            0
        );
        assert_eq!((buf[0], size), (b'x', 1), "replaced");
        assert_eq!((r.free_private_data)(tex, &guid), 0);
        assert_eq!((r.free_private_data)(tex, &guid), NOTFOUND);
        assert_eq!(
            (r.get_private_data)(tex, &guid, buf.as_mut_ptr().cast(), &mut size),
            NOTFOUND
        );
        assert_eq!((r.release)(tex), 0);
        assert_eq!((d.release)(dev), 0);
    }
}

/// `CreateVertexShader`/`CreatePixelShader` with a NULL function or NULL
/// out pointer, or a function D3D9's runtime refuses (the other stage, a
/// model 4 blob, an out-of-range constant), are `D3DERR_INVALIDCALL` and
/// leave the out pointer alone (Wine's test_unsupported_shaders).
#[test]
fn shader_creation_refuses_what_windows_refuses() {
    const INVALIDCALL: i32 = 0x8876_086C_u32 as i32;
    let (dev, d) = device();
    let vs = ninebridge_d3dbc::assemble("vs_2_0\ndcl_position v0\nmov oPos, v0\n").unwrap();
    let ps = ninebridge_d3dbc::assemble("ps_2_0\nmov oC0, c0\n").unwrap();
    let ps_c32 = ninebridge_d3dbc::assemble("ps_2_0\nmov oC0, c31\n").unwrap();
    let ps_c32: Vec<u32> = ps_c32
        .iter()
        .map(|&t| if t == 0xa0e4_001f { 0xa0e4_0020 } else { t })
        .collect();
    let dxbc = [0x4342_5844u32, 0x4da9_446f, 0x0000_ffff];
    // SAFETY: pointers from the library and live arrays.
    unsafe {
        let sentinel = 0x1234 as *mut c_void;
        let mut out = sentinel;
        assert_eq!(
            (d.create_vertex_shader)(dev, std::ptr::null(), &mut out),
            INVALIDCALL
        );
        assert_eq!(
            (d.create_pixel_shader)(dev, std::ptr::null(), &mut out),
            INVALIDCALL
        );
        assert_eq!(
            (d.create_pixel_shader)(dev, ps.as_ptr(), null_mut()),
            INVALIDCALL
        );
        assert_eq!(
            (d.create_vertex_shader)(dev, ps.as_ptr(), &mut out),
            INVALIDCALL
        );
        assert_eq!(
            (d.create_pixel_shader)(dev, vs.as_ptr(), &mut out),
            INVALIDCALL
        );
        assert_eq!(
            (d.create_pixel_shader)(dev, dxbc.as_ptr(), &mut out),
            INVALIDCALL
        );
        assert_eq!(
            (d.create_pixel_shader)(dev, ps_c32.as_ptr(), &mut out),
            INVALIDCALL
        );
        assert_eq!(out, sentinel);
        assert_eq!((d.create_vertex_shader)(dev, vs.as_ptr(), &mut out), 0);
        assert_ne!(out, sentinel);
        let v = vtbl::<crate::resource::ObjectVtbl>(out);
        assert_eq!((v.release)(out), 0);
        assert_eq!((d.release)(dev), 0);
    }
}

/// `GetFunction` gives back the tokens, `GetDeclaration` the elements with
/// their end marker; a null buffer asks for the size.
#[test]
fn shaders_and_declarations_give_back_what_made_them() {
    use crate::resource::ObjectVtbl;
    let (dev, d) = device();
    let tokens = ninebridge_d3dbc::assemble("ps_2_0\ndef c0, 1, 0, 0, 1\nmov oC0, c0\n").unwrap();
    // SAFETY: pointers from the library, used while referenced.
    unsafe {
        let mut ps = null_mut();
        assert_eq!((d.create_pixel_shader)(dev, tokens.as_ptr(), &mut ps), 0);
        let v = vtbl::<ObjectVtbl>(ps);
        let mut size = 0u32;
        assert_eq!((v.get_contents)(ps, null_mut(), &mut size), 0);
        assert_eq!(size as usize, tokens.len() * 4);
        let mut back = vec![0u32; tokens.len()];
        assert_eq!((v.get_contents)(ps, back.as_mut_ptr().cast(), &mut size), 0);
        assert_eq!(back, tokens);
        let elements: [[u8; 8]; 2] = [[0, 0, 0, 0, 2, 0, 0, 0], [0xff, 0, 0, 0, 17, 0, 0, 0]];
        let mut decl = null_mut();
        assert_eq!(
            (d.create_vertex_declaration)(dev, elements.as_ptr(), &mut decl),
            0
        );
        let dv = vtbl::<ObjectVtbl>(decl);
        let mut count = 0u32;
        assert_eq!((dv.get_contents)(decl, null_mut(), &mut count), 0);
        assert_eq!(count, 2, "one element and D3DDECL_END");
        let mut got = [[0u8; 8]; 2];
        assert_eq!(
            (dv.get_contents)(decl, got.as_mut_ptr().cast(), &mut count),
            0
        );
        assert_eq!(got, elements);
        assert_eq!((v.release)(ps), 0);
        assert_eq!((dv.release)(decl), 0);
        assert_eq!((d.release)(dev), 0);
    }
}

/// `GetCreationParameters` returns what `CreateDevice` was given;
/// `GetClipStatus` what `SetClipStatus` set.
#[test]
fn creation_parameters_and_clip_status_read_back() {
    use crate::device::CreationParameters;
    let (dev, d) = device();
    // SAFETY: pointers from the library, used while referenced.
    unsafe {
        let mut c = std::mem::zeroed::<CreationParameters>();
        assert_eq!((d.get_creation_parameters)(dev, &mut c), 0);
        assert_eq!((c.adapter, c.device_type, c.behavior_flags), (0, 1, 0x20));
        assert!(c.focus_window.is_null());
        assert_eq!((d.set_clip_status)(dev, &[3, 1]), 0);
        let mut status = [0u32; 2];
        assert_eq!((d.get_clip_status)(dev, &mut status), 0);
        assert_eq!(status, [3, 1]);
        assert_eq!((d.get_clip_status)(dev, null_mut()), INVALIDCALL);
        assert_eq!((d.release)(dev), 0);
    }
}

/// `GetDesc` and `GetLevelDesc` report format, usage, pool and size.
#[test]
fn surfaces_and_texture_levels_describe_themselves() {
    use crate::resource::SurfaceDescC;
    use crate::textures::TextureVtbl;
    let (dev, d) = device();
    // SAFETY: pointers from the library, used while referenced.
    unsafe {
        let mut tex = null_mut();
        // 8x4, 2 levels, D3DUSAGE_RENDERTARGET, A8R8G8B8, D3DPOOL_DEFAULT.
        assert_eq!(
            (d.create_texture)(dev, 8, 4, 2, 1, 21, 0, &mut tex, null_mut()),
            0
        );
        let t = vtbl::<TextureVtbl>(tex);
        let mut desc = SurfaceDescC::default();
        assert_eq!((t.get_level_desc)(tex, 1, &mut desc), 0);
        assert_eq!(
            (
                desc.format,
                desc.ty,
                desc.usage,
                desc.pool,
                desc.width,
                desc.height
            ),
            (21, 1, 1, 0, 4, 2)
        );
        assert_eq!(
            (t.get_level_desc)(tex, 2, &mut desc),
            INVALIDCALL,
            "no third level"
        );
        let mut back = null_mut();
        assert_eq!((d.get_back_buffer)(dev, 0, 0, 0, &mut back), 0);
        let s = vtbl::<SurfaceVtbl>(back);
        assert_eq!((s.get_desc)(back, &mut desc), 0);
        assert_eq!(
            (desc.format, desc.usage, desc.width, desc.height),
            (22, 1, 16, 16)
        );
        assert_eq!((s.resource.release)(back), 0);
        assert_eq!((t.resource.release)(tex), 0);
        assert_eq!((d.release)(dev), 0);
    }
}

/// Buffers describe themselves: format, type, usage, pool, size, FVF.
#[test]
fn buffers_describe_themselves() {
    use crate::resource::{BufferDescC, BufferVtbl};
    let (dev, d) = device();
    // SAFETY: pointers from the library, used while referenced.
    unsafe {
        let mut vb = null_mut();
        // 96 bytes, D3DUSAGE_WRITEONLY, XYZ|DIFFUSE, D3DPOOL_MANAGED.
        assert_eq!(
            (d.create_vertex_buffer)(dev, 96, 8, 0x42, 1, &mut vb, null_mut()),
            0
        );
        let v = vtbl::<BufferVtbl>(vb);
        let mut desc = BufferDescC::default();
        assert_eq!((v.get_desc)(vb, &mut desc), 0);
        assert_eq!(
            desc,
            BufferDescC {
                format: 100,
                ty: 6,
                usage: 8,
                pool: 1,
                size: 96,
                fvf: 0x42
            }
        );
        let mut ib = null_mut();
        // 64 bytes of D3DFMT_INDEX32 in D3DPOOL_DEFAULT.
        assert_eq!(
            (d.create_index_buffer)(dev, 64, 0, 102, 0, &mut ib, null_mut()),
            0
        );
        let mut desc = BufferDescC {
            fvf: 0xdead,
            ..Default::default()
        };
        assert_eq!((v.get_desc)(ib, &mut desc), 0);
        assert_eq!(
            (desc.format, desc.ty, desc.size, desc.fvf),
            (102, 7, 64, 0xdead),
            "five DWORDs, the sixth untouched"
        );
        assert_eq!((v.resource.release)(vb), 0);
        assert_eq!((v.resource.release)(ib), 0);
        assert_eq!((d.release)(dev), 0);
    }
}

/// Wine's `test_render_target_device_mismatch`, and the copies likewise:
/// a surface another device made is D3DERR_INVALIDCALL for SetRenderTarget,
/// SetDepthStencilSurface, StretchRect, ColorFill, UpdateSurface and
/// GetRenderTargetData, and the device's own surfaces still work.
#[test]
fn surfaces_of_another_device_are_refused() {
    let (dev, d) = device();
    let (dev2, d2) = device();
    // SAFETY: pointers from the library, used while referenced.
    unsafe {
        let mut own = null_mut();
        let hr = (d.create_render_target)(dev, 16, 16, 21, 0, 0, 0, &mut own, null_mut());
        assert_eq!(hr, 0);
        let mut other = null_mut();
        let hr = (d2.create_render_target)(dev2, 16, 16, 21, 0, 0, 0, &mut other, null_mut());
        assert_eq!(hr, 0);
        let mut sys = null_mut();
        let hr = (d2.create_offscreen_plain_surface)(dev2, 16, 16, 21, 2, &mut sys, null_mut());
        assert_eq!(hr, 0);
        let none = std::ptr::null();
        assert_eq!((d.set_render_target)(dev, 0, other), INVALIDCALL);
        assert_eq!((d.set_depth_stencil_surface)(dev, other), INVALIDCALL);
        assert_eq!(
            (d.stretch_rect)(dev, other, none, own, none, 0),
            INVALIDCALL
        );
        assert_eq!(
            (d.stretch_rect)(dev, own, none, other, none, 0),
            INVALIDCALL
        );
        assert_eq!((d.color_fill)(dev, other, none, 0), INVALIDCALL);
        assert_eq!(
            (d.update_surface)(dev, sys, none, own, std::ptr::null()),
            INVALIDCALL
        );
        assert_eq!((d.get_render_target_data)(dev, own, sys), INVALIDCALL);
        assert_eq!((d2.get_render_target_data)(dev2, other, sys), 0);
        assert_eq!((d.set_render_target)(dev, 0, own), 0);
        assert_eq!((d.color_fill)(dev, own, none, 0), 0);
        for s in [own, other, sys] {
            (vtbl::<SurfaceVtbl>(s).resource.release)(s);
        }
        (d.release)(dev);
        (d2.release)(dev2);
    }
}
