//! Cube and volume textures, texture levels and `GetContainer` through the
//! vtables, as a C caller drives them, with the rules of D3D9's reference
//! pages (and the reference counts Wine's `test_refcount` observes on
//! Windows: a level and its texture share one count).

use std::ffi::c_void;
use std::ptr::null_mut;

use crate::abi_tests::{INVALIDCALL, device, vtbl};
use crate::com::Guid;
use crate::device::DeviceVtbl;
use crate::iid::*;
use crate::resource::{LockedRectC, SurfaceDescC, SurfaceVtbl};
use crate::textures::{CubeTextureVtbl, TextureVtbl, VolumeTextureVtbl};
use crate::volume::{LockedBoxC, VolumeDescC, VolumeVtbl};

const E_NOINTERFACE: i32 = 0x8000_4002_u32 as i32;
const A8R8G8B8: u32 = 21;
const POOL_DEFAULT: u32 = 0;
const POOL_MANAGED: u32 = 1;
const POOL_SYSTEMMEM: u32 = 2;

/// Fills a locked 2D region of `w` x `h` texels with `color`.
///
/// # Safety
/// `l` is a live lock of at least that region, 4 bytes a texel.
pub(crate) unsafe fn fill(l: &LockedRectC, w: usize, h: usize, color: u32) {
    for y in 0..h {
        // SAFETY: forwarded to the caller.
        let row = unsafe { l.bits.cast::<u8>().add(y * l.pitch as usize).cast::<u32>() };
        for x in 0..w {
            // SAFETY: as above.
            unsafe { row.add(x).write_unaligned(color) };
        }
    }
}

/// The 16x16 back buffer of `dev`, read through a system-memory surface.
///
/// # Safety
/// `dev` is a live device of the library.
pub(crate) unsafe fn back_buffer_pixels(dev: *mut c_void, d: &DeviceVtbl) -> Vec<u32> {
    // SAFETY: pointers from the library, used while referenced.
    unsafe {
        let (mut back, mut sys) = (null_mut(), null_mut());
        assert_eq!((d.get_back_buffer)(dev, 0, 0, 0, &mut back), 0);
        assert_eq!(
            (d.create_offscreen_plain_surface)(
                dev,
                16,
                16,
                22,
                POOL_SYSTEMMEM,
                &mut sys,
                null_mut()
            ),
            0
        );
        assert_eq!((d.get_render_target_data)(dev, back, sys), 0);
        let s = vtbl::<SurfaceVtbl>(sys);
        let mut l = LockedRectC {
            pitch: 0,
            bits: null_mut(),
        };
        assert_eq!((s.lock_rect)(sys, &mut l, std::ptr::null(), 0x10), 0);
        let mut out = Vec::new();
        for y in 0..16 {
            let row = l.bits.cast::<u8>().add(y * l.pitch as usize).cast::<u32>();
            for x in 0..16 {
                out.push(row.add(x).read_unaligned() & 0x00ff_ffff);
            }
        }
        assert_eq!((s.unlock_rect)(sys), 0);
        (s.resource.release)(sys);
        (s.resource.release)(back);
        out
    }
}

/// Draws a pre-transformed quad over the whole target sampling `texture`
/// at stage 0 with the 3-component coordinate `uvw` everywhere, and
/// returns the centre pixel.
///
/// # Safety
/// `dev` is a live device; `texture` a live texture of it.
unsafe fn sample(dev: *mut c_void, d: &DeviceVtbl, texture: *mut c_void, uvw: [f32; 3]) -> u32 {
    // XYZRHW | TEX1 | D3DFVF_TEXCOORDSIZE3(0).
    const FVF: u32 = 0x004 | 0x100 | 0x1_0000;
    let corners = [[0.0, 0.0], [16.0, 0.0], [0.0, 16.0], [16.0, 16.0f32]];
    let vertices: Vec<f32> = corners
        .iter()
        .flat_map(|&[x, y]| [x, y, 0.5, 1.0, uvw[0], uvw[1], uvw[2]])
        .collect();
    // SAFETY: forwarded to the caller.
    unsafe {
        assert_eq!((d.set_texture)(dev, 0, texture), 0, "SetTexture");
        assert_eq!((d.set_fvf)(dev, FVF), 0);
        assert_eq!((d.begin_scene)(dev), 0);
        let hr = (d.draw_primitive_up)(dev, 5, 2, vertices.as_ptr().cast(), 28);
        assert_eq!(hr, 0, "DrawPrimitiveUP");
        assert_eq!((d.end_scene)(dev), 0);
        back_buffer_pixels(dev, d)[8 * 16 + 8]
    }
}

/// The colours of the six faces in `D3DCUBEMAP_FACES` order.
const FACES: [u32; 6] = [
    0x00ff_0000,
    0x0000_ff00,
    0x0000_00ff,
    0x00ff_ff00,
    0x00ff_00ff,
    0x0000_ffff,
];

/// Fills level 0 (`edge` texels) of each face of `cube` with `FACES`.
///
/// # Safety
/// `cube` is a live lockable A8R8G8B8 cube texture.
unsafe fn fill_faces(cube: *mut c_void, edge: usize) {
    // SAFETY: forwarded to the caller.
    unsafe {
        let c = vtbl::<CubeTextureVtbl>(cube);
        for (face, color) in FACES.iter().enumerate() {
            let mut l = LockedRectC {
                pitch: 0,
                bits: null_mut(),
            };
            assert_eq!(
                (c.lock_rect)(cube, face as u32, 0, &mut l, std::ptr::null(), 0),
                0
            );
            assert_eq!(l.pitch as usize, edge * 4);
            fill(&l, edge, edge, 0xff00_0000 | color);
            assert_eq!((c.unlock_rect)(cube, face as u32, 0), 0);
        }
    }
}

/// `QueryInterface` of `p` for `iid`: the HRESULT, and the pointer (a
/// reference the caller releases).
///
/// # Safety
/// `p` is a live object of the library.
unsafe fn query(p: *mut c_void, iid: Guid) -> (i32, *mut c_void) {
    let mut out = null_mut();
    // SAFETY: slot 0 of every COM vtable is QueryInterface.
    let hr = unsafe {
        let qi = *(*(p as *const *const unsafe extern "system" fn(
            *mut c_void,
            *const Guid,
            *mut *mut c_void,
        ) -> i32));
        qi(p, &iid, &mut out)
    };
    (hr, out)
}

/// Cube textures: creation, levels, face locks, sampling of each face, a
/// face's surface (its count is the texture's, its container the texture),
/// `UpdateTexture` from system memory.
#[test]
fn cube_textures_lock_sample_and_hand_out_their_faces() {
    let (dev, d) = device();
    // SAFETY: pointers from the library, used while referenced.
    unsafe {
        let mut cube = null_mut();
        // Edge 8, a full chain (0 levels: 4), managed A8R8G8B8.
        let hr =
            (d.create_cube_texture)(dev, 8, 0, 0, A8R8G8B8, POOL_MANAGED, &mut cube, null_mut());
        assert_eq!(hr, 0, "CreateCubeTexture");
        let c = vtbl::<CubeTextureVtbl>(cube);
        assert_eq!((c.resource.get_type)(cube), 5, "D3DRTYPE_CUBETEXTURE");
        assert_eq!((c.base.get_level_count)(cube), 4);
        let mut desc = SurfaceDescC::default();
        assert_eq!((c.get_level_desc)(cube, 1, &mut desc), 0);
        assert_eq!(
            (desc.format, desc.ty, desc.pool, desc.width, desc.height),
            (A8R8G8B8, 1, POOL_MANAGED, 4, 4)
        );
        assert_eq!(
            (c.get_level_desc)(cube, 4, &mut desc),
            INVALIDCALL,
            "past the levels"
        );
        assert_eq!((c.get_level_desc)(cube, 0, null_mut()), INVALIDCALL);
        // Its interfaces, and not a 2D texture's.
        let (hr, base) = query(cube, IID_IDirect3DBaseTexture9);
        assert_eq!((hr, base), (0, cube));
        (c.resource.release)(base);
        let (hr, none) = query(cube, IID_IDirect3DTexture9);
        assert_eq!((hr, none), (E_NOINTERFACE, null_mut()));
        let mut l = LockedRectC {
            pitch: 0,
            bits: null_mut(),
        };
        assert_eq!(
            (c.lock_rect)(cube, 6, 0, &mut l, std::ptr::null(), 0),
            INVALIDCALL,
            "no seventh face"
        );
        fill_faces(cube, 8);
        // Each face is what a direction along its axis samples.
        let directions = [
            [1.0, 0.0, 0.0],
            [-1.0, 0.0, 0.0],
            [0.0, 1.0, 0.0],
            [0.0, -1.0, 0.0],
            [0.0, 0.0, 1.0],
            [0.0, 0.0, -1.0f32],
        ];
        for (face, dir) in directions.iter().enumerate() {
            assert_eq!(sample(dev, d, cube, *dir), FACES[face], "face {face}");
        }
        // GetTexture hands back the cube, as its own interface.
        let mut got = null_mut();
        assert_eq!((d.get_texture)(dev, 0, &mut got), 0);
        assert_eq!(got, cube);
        assert_eq!((c.resource.release)(got), 1);

        // A face's level as a surface: the same object each time, counted
        // with the texture (Wine's test_refcount on Windows).
        let mut s = null_mut();
        assert_eq!((c.get_cube_map_surface)(cube, 3, 1, &mut s), 0);
        assert_eq!(
            (c.resource.add_ref)(cube),
            3,
            "the caller's, the surface's, this one"
        );
        assert_eq!((c.resource.release)(cube), 2);
        let mut again = null_mut();
        assert_eq!((c.get_cube_map_surface)(cube, 3, 1, &mut again), 0);
        assert_eq!(again, s, "one object per face and level");
        let sv = vtbl::<SurfaceVtbl>(s);
        assert_eq!((sv.resource.release)(again), 2);
        assert_eq!((sv.get_desc)(s, &mut desc), 0);
        assert_eq!((desc.ty, desc.width, desc.height), (1, 4, 4));
        assert_eq!((sv.resource.get_type)(s), 1, "D3DRTYPE_SURFACE");
        assert_eq!(
            (c.get_cube_map_surface)(cube, 6, 0, &mut again),
            INVALIDCALL,
            "no seventh face"
        );
        assert_eq!(
            (c.get_cube_map_surface)(cube, 0, 4, &mut again),
            INVALIDCALL
        );
        // Its container is the cube texture, through the asked interface.
        let mut container = null_mut();
        assert_eq!(
            (sv.get_container)(s, &IID_IDirect3DCubeTexture9, &mut container),
            0
        );
        assert_eq!(container, cube);
        assert_eq!((c.resource.release)(container), 2);
        assert_eq!(
            (sv.get_container)(s, &IID_IDirect3DBaseTexture9, &mut container),
            0
        );
        assert_eq!(container, cube);
        (c.resource.release)(container);
        container = std::ptr::dangling_mut::<c_void>();
        assert_eq!(
            (sv.get_container)(s, &IID_IDirect3DTexture9, &mut container),
            E_NOINTERFACE
        );
        assert!(container.is_null(), "E_NOINTERFACE leaves null");
        assert_eq!(
            (sv.get_container)(s, std::ptr::null(), &mut container),
            INVALIDCALL
        );
        // Writing through the surface writes the face's level.
        assert_eq!((sv.lock_rect)(s, &mut l, std::ptr::null(), 0), 0);
        fill(&l, 4, 4, 0xff12_3456);
        assert_eq!((sv.unlock_rect)(s), 0);
        assert_eq!((c.lock_rect)(cube, 3, 1, &mut l, std::ptr::null(), 0x10), 0);
        assert_eq!(l.bits.cast::<u32>().read_unaligned(), 0xff12_3456);
        assert_eq!((c.unlock_rect)(cube, 3, 1), 0);
        // Releasing the surface is releasing the texture.
        assert_eq!((sv.resource.release)(s), 1);

        // UpdateTexture from a system-memory cube into a default-pool one.
        let (mut src, mut dst) = (null_mut(), null_mut());
        assert_eq!(
            (d.create_cube_texture)(dev, 4, 1, 0, A8R8G8B8, POOL_SYSTEMMEM, &mut src, null_mut()),
            0
        );
        assert_eq!(
            (d.create_cube_texture)(dev, 4, 1, 0, A8R8G8B8, POOL_DEFAULT, &mut dst, null_mut()),
            0
        );
        fill_faces(src, 4);
        assert_eq!((d.update_texture)(dev, src, dst), 0, "UpdateTexture");
        assert_eq!(sample(dev, d, dst, [0.0, 0.0, -1.0]), FACES[5]);
        assert_eq!(
            (d.update_texture)(dev, src, cube),
            INVALIDCALL,
            "into a managed texture"
        );
        // A surface is no texture.
        let mut back = null_mut();
        assert_eq!((d.get_back_buffer)(dev, 0, 0, 0, &mut back), 0);
        assert_eq!((d.set_texture)(dev, 0, back), INVALIDCALL);
        assert_eq!((d.update_texture)(dev, back, dst), INVALIDCALL);
        (sv.resource.release)(back);
        assert_eq!((d.set_texture)(dev, 0, null_mut()), 0);
        assert_eq!((c.resource.release)(src), 0);
        assert_eq!((c.resource.release)(dst), 0);
        assert_eq!((c.resource.release)(cube), 0);
        assert_eq!(
            (sv.get_desc)(s, &mut desc),
            INVALIDCALL,
            "the face went with its texture"
        );
        assert_eq!((d.release)(dev), 0);
    }
}

/// Volume textures: levels, boxes, the volume objects, sampling a slice,
/// `UpdateTexture`.
#[test]
fn volume_textures_lock_boxes_and_hand_out_their_levels() {
    let (dev, d) = device();
    // SAFETY: pointers from the library, used while referenced.
    unsafe {
        let mut tex = null_mut();
        // 4x4x4, a full chain (3 levels), managed A8R8G8B8.
        let hr = (d.create_volume_texture)(
            dev,
            4,
            4,
            4,
            0,
            0,
            A8R8G8B8,
            POOL_MANAGED,
            &mut tex,
            null_mut(),
        );
        assert_eq!(hr, 0, "CreateVolumeTexture");
        let t = vtbl::<VolumeTextureVtbl>(tex);
        assert_eq!((t.resource.get_type)(tex), 4, "D3DRTYPE_VOLUMETEXTURE");
        assert_eq!((t.base.get_level_count)(tex), 3);
        let mut desc = VolumeDescC::default();
        assert_eq!((t.get_level_desc)(tex, 1, &mut desc), 0);
        assert_eq!(
            desc,
            VolumeDescC {
                format: A8R8G8B8,
                ty: 2, // D3DRTYPE_VOLUME
                usage: 0,
                pool: POOL_MANAGED,
                width: 2,
                height: 2,
                depth: 2,
            }
        );
        assert_eq!((t.get_level_desc)(tex, 3, &mut desc), INVALIDCALL);
        // Slice z of level 0 in colour SLICES[z].
        const SLICES: [u32; 4] = [0x00ff_0000, 0x0000_ff00, 0x0000_00ff, 0x00ff_ffff];
        let mut b = LockedBoxC {
            row_pitch: 0,
            slice_pitch: 0,
            bits: null_mut(),
        };
        assert_eq!((t.lock_box)(tex, 0, &mut b, std::ptr::null(), 0), 0);
        assert_eq!((b.row_pitch, b.slice_pitch), (16, 64));
        for (z, color) in SLICES.iter().enumerate() {
            for i in 0..16 {
                b.bits
                    .cast::<u32>()
                    .add(z * 16 + i)
                    .write_unaligned(0xff00_0000 | color);
            }
        }
        assert_eq!((t.unlock_box)(tex, 0), 0);
        assert_eq!(
            sample(dev, d, tex, [0.5, 0.5, 0.625]),
            SLICES[2],
            "w 0.625 is slice 2 of 4"
        );
        // A box starts its bits at its first texel: D3DBOX is left, top,
        // right, bottom, front, back.
        let region: [u32; 6] = [1, 2, 3, 4, 3, 4];
        assert_eq!((t.lock_box)(tex, 0, &mut b, &region, 0), 0);
        b.bits.cast::<u32>().write_unaligned(0xffab_cdef);
        assert_eq!((t.unlock_box)(tex, 0), 0);
        assert_eq!((t.lock_box)(tex, 0, &mut b, std::ptr::null(), 0x10), 0);
        let at = |x: usize, y: usize, z: usize| {
            b.bits
                .cast::<u8>()
                .add(z * 64 + y * 16 + x * 4)
                .cast::<u32>()
                .read_unaligned()
        };
        assert_eq!(at(1, 2, 3), 0xffab_cdef, "texel (1, 2, 3)");
        assert_eq!(at(0, 2, 3), 0xff00_0000 | SLICES[3]);
        assert_eq!((t.unlock_box)(tex, 0), 0);
        for bad in [
            [0, 0, 5, 1, 0, 1],
            [2, 0, 2, 1, 0, 1],
            [0, 0, 1, 1, 3, 5u32],
        ] {
            b.bits = 0xdead_beef_usize as *mut _;
            assert_eq!(
                (t.lock_box)(tex, 0, &mut b, &bad, 0),
                INVALIDCALL,
                "{bad:?}"
            );
            // Windows hands out no bits (Wine's test_volume_locking).
            assert!(b.bits.is_null(), "{bad:?}");
        }
        assert_eq!((t.add_dirty_box)(tex, std::ptr::null()), 0);
        assert_eq!(
            (t.add_dirty_box)(tex, &[0, 0, 0, 0, 0, 0]),
            INVALIDCALL,
            "empty"
        );

        // A level as an IDirect3DVolume9: one object, the texture's count.
        let mut v = null_mut();
        assert_eq!((t.get_volume_level)(tex, 1, &mut v), 0);
        let mut again = null_mut();
        assert_eq!((t.get_volume_level)(tex, 1, &mut again), 0);
        assert_eq!(v, again);
        let vv = vtbl::<VolumeVtbl>(v);
        assert_eq!((vv.release)(again), 2, "the texture's count");
        assert_eq!((t.get_volume_level)(tex, 3, &mut again), INVALIDCALL);
        assert_eq!((vv.get_desc)(v, &mut desc), 0);
        assert_eq!((desc.ty, desc.width, desc.depth), (2, 2, 2));
        let mut container = null_mut();
        assert_eq!(
            (vv.get_container)(v, &IID_IDirect3DVolumeTexture9, &mut container),
            0
        );
        assert_eq!(container, tex);
        (vv.release)(container);
        assert_eq!(
            (vv.get_container)(v, &IID_IDirect3DTexture9, &mut container),
            E_NOINTERFACE
        );
        let (hr, unknown) = query(v, IID_IUnknown);
        assert_eq!((hr, unknown), (0, v));
        (vv.release)(unknown);
        assert_eq!(
            query(v, IID_IDirect3DResource9).0,
            E_NOINTERFACE,
            "IUnknown only"
        );
        let mut owner = null_mut();
        assert_eq!((vv.get_device)(v, &mut owner), 0);
        assert_eq!(owner, dev);
        (d.release)(owner);
        // Its box locks are the texture level's.
        assert_eq!((vv.lock_box)(v, &mut b, &[1, 1, 2, 2, 1, 2], 0), 0);
        b.bits.cast::<u32>().write_unaligned(0xff01_0203);
        assert_eq!((vv.unlock_box)(v), 0);
        assert_eq!((t.lock_box)(tex, 1, &mut b, std::ptr::null(), 0x10), 0);
        assert_eq!(
            b.bits
                .cast::<u8>()
                .add(b.slice_pitch as usize + b.row_pitch as usize + 4)
                .cast::<u32>()
                .read_unaligned(),
            0xff01_0203
        );
        assert_eq!(
            (vv.lock_box)(v, &mut b, std::ptr::null(), 0),
            INVALIDCALL,
            "locked already"
        );
        assert_eq!((t.unlock_box)(tex, 1), 0);
        // Private data of its own.
        let guid = Guid {
            data1: 9,
            data2: 9,
            data3: 9,
            data4: [9; 8],
        };
        assert_eq!(
            (vv.set_private_data)(v, &guid, b"vol".as_ptr().cast(), 3, 0),
            0
        );
        let (mut buf, mut size) = ([0u8; 4], 4u32);
        assert_eq!(
            (vv.get_private_data)(v, &guid, buf.as_mut_ptr().cast(), &mut size),
            0
        );
        assert_eq!((&buf[..3], size), (&b"vol"[..], 3));
        assert_eq!((vv.release)(v), 1);

        // UpdateTexture of volumes.
        let (mut src, mut dst) = (null_mut(), null_mut());
        assert_eq!(
            (d.create_volume_texture)(
                dev,
                2,
                2,
                2,
                1,
                0,
                A8R8G8B8,
                POOL_SYSTEMMEM,
                &mut src,
                null_mut()
            ),
            0
        );
        assert_eq!(
            (d.create_volume_texture)(
                dev,
                2,
                2,
                2,
                1,
                0,
                A8R8G8B8,
                POOL_DEFAULT,
                &mut dst,
                null_mut()
            ),
            0
        );
        assert_eq!((t.lock_box)(src, 0, &mut b, std::ptr::null(), 0), 0);
        for i in 0..8 {
            let color = if i < 4 { 0xff00_00ff } else { 0xffff_ff00 };
            b.bits.cast::<u32>().add(i).write_unaligned(color);
        }
        assert_eq!((t.unlock_box)(src, 0), 0);
        assert_eq!((d.update_texture)(dev, src, dst), 0);
        assert_eq!(
            sample(dev, d, dst, [0.5, 0.5, 0.75]),
            0x00ff_ff00,
            "the back slice"
        );
        let mut cube = null_mut();
        assert_eq!(
            (d.create_cube_texture)(dev, 2, 1, 0, A8R8G8B8, POOL_DEFAULT, &mut cube, null_mut()),
            0
        );
        assert_eq!(
            (d.update_texture)(dev, src, cube),
            INVALIDCALL,
            "kinds differ"
        );
        assert_eq!((d.set_texture)(dev, 0, null_mut()), 0);
        for p in [src, dst, cube, tex] {
            assert_eq!((t.resource.release)(p), 0);
        }
        assert_eq!(
            (vv.get_desc)(v, &mut desc),
            INVALIDCALL,
            "went with its texture"
        );
        assert_eq!((d.release)(dev), 0);
    }
}

/// 2D levels are one object each, counted with their texture; a bound
/// level keeps its texture; standalone and implicit surfaces are contained
/// by the device.
#[test]
fn levels_count_with_their_texture_and_surfaces_name_their_container() {
    let (dev, d) = device();
    // SAFETY: pointers from the library, used while referenced.
    unsafe {
        let mut tex = null_mut();
        // 16x16, 2 levels, D3DUSAGE_RENDERTARGET, default pool.
        assert_eq!(
            (d.create_texture)(
                dev,
                16,
                16,
                2,
                1,
                A8R8G8B8,
                POOL_DEFAULT,
                &mut tex,
                null_mut()
            ),
            0
        );
        let t = vtbl::<TextureVtbl>(tex);
        let (mut level, mut again) = (null_mut(), null_mut());
        assert_eq!((t.get_surface_level)(tex, 0, &mut level), 0);
        assert_eq!((t.get_surface_level)(tex, 0, &mut again), 0);
        assert_eq!(level, again, "one object per level");
        let s = vtbl::<SurfaceVtbl>(level);
        assert_eq!((s.resource.add_ref)(level), 4, "the texture's count");
        assert_eq!((t.resource.release)(tex), 3);
        assert_eq!((s.resource.release)(again), 2);
        let mut container = null_mut();
        assert_eq!(
            (s.get_container)(level, &IID_IDirect3DTexture9, &mut container),
            0
        );
        assert_eq!(container, tex);
        assert_eq!((t.resource.release)(container), 2);
        // Bound as the render target, the level keeps its texture.
        assert_eq!((d.set_render_target)(dev, 0, level), 0);
        assert_eq!((s.resource.release)(level), 1);
        assert_eq!((t.resource.release)(tex), 0, "binding is not counted");
        let mut rt = null_mut();
        assert_eq!((d.get_render_target)(dev, 0, &mut rt), 0);
        assert_eq!(rt, level, "still alive, the same object");
        assert_eq!((s.resource.release)(rt), 0);
        let mut desc = SurfaceDescC::default();
        assert_eq!((s.get_desc)(level, &mut desc), 0);
        let mut back = null_mut();
        assert_eq!((d.get_back_buffer)(dev, 0, 0, 0, &mut back), 0);
        assert_eq!((d.set_render_target)(dev, 0, back), 0);
        assert_eq!(
            (s.get_desc)(level, &mut desc),
            INVALIDCALL,
            "freed once unbound"
        );
        assert_eq!((t.base.get_level_count)(tex), 0, "with its texture");

        // The back buffer: its swap chain (no device interface);
        // standalone surfaces: the device.
        let mut chain = null_mut();
        assert_eq!((d.get_swap_chain)(dev, 0, &mut chain), 0);
        assert_eq!(
            (s.get_container)(back, &crate::iid::IID_IDirect3DSwapChain9, &mut container),
            0
        );
        assert_eq!(container, chain);
        let sc = vtbl::<crate::swapchain::SwapChainVtbl>(chain);
        (sc.release)(container);
        assert_eq!((s.get_container)(back, &IID_IUnknown, &mut container), 0);
        assert_eq!(container, chain);
        (sc.release)(container);
        assert_eq!(
            (s.get_container)(back, &IID_IDirect3DDevice9, &mut container),
            E_NOINTERFACE
        );
        assert!(container.is_null());
        (sc.release)(chain);
        let mut plain = null_mut();
        assert_eq!(
            (d.create_offscreen_plain_surface)(
                dev,
                4,
                4,
                A8R8G8B8,
                POOL_SYSTEMMEM,
                &mut plain,
                null_mut()
            ),
            0
        );
        assert_eq!(
            (s.get_container)(plain, &IID_IDirect3DDevice9, &mut container),
            0
        );
        assert_eq!(container, dev);
        (d.release)(container);
        assert_eq!(
            (s.get_container)(plain, &IID_IDirect3DTexture9, &mut container),
            E_NOINTERFACE
        );
        assert!(container.is_null());
        assert_eq!(
            (s.get_container)(plain, &IID_IDirect3DDevice9, null_mut()),
            INVALIDCALL
        );
        (s.resource.release)(plain);
        (s.resource.release)(back);
        assert_eq!((d.release)(dev), 0);
    }
}

/// `IDirect3DBaseTexture9` of the three kinds: LOD and priority of managed
/// textures, the auto-generation filter, `GetType`.
#[test]
fn base_texture_methods_work_on_every_kind() {
    let (dev, d) = device();
    // SAFETY: pointers from the library, used while referenced.
    unsafe {
        let (mut flat, mut cube, mut volume, mut default) =
            (null_mut(), null_mut(), null_mut(), null_mut());
        assert_eq!(
            (d.create_texture)(
                dev,
                8,
                8,
                0,
                0,
                A8R8G8B8,
                POOL_MANAGED,
                &mut flat,
                null_mut()
            ),
            0
        );
        assert_eq!(
            (d.create_cube_texture)(dev, 8, 0, 0, A8R8G8B8, POOL_MANAGED, &mut cube, null_mut()),
            0
        );
        assert_eq!(
            (d.create_volume_texture)(
                dev,
                8,
                8,
                8,
                0,
                0,
                A8R8G8B8,
                POOL_MANAGED,
                &mut volume,
                null_mut()
            ),
            0
        );
        assert_eq!(
            (d.create_texture)(
                dev,
                8,
                8,
                0,
                0,
                A8R8G8B8,
                POOL_DEFAULT,
                &mut default,
                null_mut()
            ),
            0
        );
        let t = vtbl::<TextureVtbl>(flat);
        for p in [flat, cube, volume] {
            // SetLOD returns the previous LOD (managed textures only).
            assert_eq!((t.base.set_lod)(p, 2), 0);
            assert_eq!((t.base.get_lod)(p), 2);
            assert_eq!((t.base.set_lod)(p, 1), 2);
            // D3DTEXF_LINEAR until set.
            assert_eq!((t.base.get_auto_gen_filter_type)(p), 2);
            // Priorities: the previous one, kept for managed resources.
            assert_eq!((t.resource.set_priority)(p, 5), 0);
            assert_eq!((t.resource.set_priority)(p, 7), 5);
            assert_eq!((t.resource.get_priority)(p), 7);
            assert_eq!(
                (t.base.set_auto_gen_filter_type)(p, 0),
                INVALIDCALL,
                "D3DTEXF_NONE"
            );
        }
        assert_eq!((t.base.set_lod)(default, 2), 0);
        assert_eq!((t.base.get_lod)(default), 0, "not managed: no LOD");
        assert_eq!((t.resource.set_priority)(default, 5), 0);
        assert_eq!(
            (t.resource.get_priority)(default),
            0,
            "not managed: no priority"
        );
        let mut autogen = null_mut();
        // D3DUSAGE_AUTOGENMIPMAP | D3DUSAGE_RENDERTARGET.
        assert_eq!(
            (d.create_texture)(
                dev,
                8,
                8,
                0,
                0x400 | 1,
                A8R8G8B8,
                POOL_DEFAULT,
                &mut autogen,
                null_mut()
            ),
            0
        );
        assert_eq!((t.base.set_auto_gen_filter_type)(autogen, 1), 0);
        assert_eq!(
            (t.base.get_auto_gen_filter_type)(autogen),
            1,
            "D3DTEXF_POINT"
        );
        // Another kind's methods on a texture are refused.
        let c = vtbl::<CubeTextureVtbl>(cube);
        let v = vtbl::<VolumeTextureVtbl>(volume);
        let mut l = LockedRectC {
            pitch: 0,
            bits: null_mut(),
        };
        assert_eq!(
            (c.lock_rect)(flat, 0, 0, &mut l, std::ptr::null(), 0),
            INVALIDCALL
        );
        assert_eq!(
            (t.lock_rect)(cube, 0, &mut l, std::ptr::null(), 0),
            INVALIDCALL
        );
        let mut level = null_mut();
        assert_eq!((v.get_volume_level)(cube, 0, &mut level), INVALIDCALL);
        assert_eq!(
            (c.get_cube_map_surface)(volume, 0, 0, &mut level),
            INVALIDCALL
        );
        let mut vdesc = VolumeDescC::default();
        assert_eq!((v.get_level_desc)(flat, 0, &mut vdesc), INVALIDCALL);
        let volume_get_desc = crate::volume::VOLUME.get_desc;
        assert_eq!(
            volume_get_desc(flat, &mut vdesc),
            INVALIDCALL,
            "a texture is no volume"
        );
        for p in [flat, cube, volume, default, autogen] {
            assert_eq!((t.resource.release)(p), 0);
        }
        assert_eq!((d.release)(dev), 0);
    }
}
