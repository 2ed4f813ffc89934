//! `IDirect3DTexture9`, `IDirect3DCubeTexture9` and
//! `IDirect3DVolumeTexture9`: their vtables, `IDirect3DBaseTexture9`'s
//! methods (shared by the three), and each kind's levels, locks and dirty
//! regions.
//!
//! Rules (D3D9's reference pages): `GetLevelDesc`, `GetSurfaceLevel`,
//! `GetCubeMapSurface` and `GetVolumeLevel` of a level at or past the
//! level count (or a face outside `D3DCUBEMAP_FACES`) and a null out
//! pointer are `D3DERR_INVALIDCALL`; a level object is the same pointer
//! every time and counts with its texture (`resource::child`); `SetLOD`
//! returns the previous LOD and changes only managed textures;
//! `GetAutoGenFilterType` answers what `SetAutoGenFilterType` set
//! (`D3DTEXF_LINEAR` at first). A `D3DBOX` is left, top, right, bottom,
//! front, back; the device's boxes are left, top, front, right, bottom,
//! back.

use std::ffi::c_void;

use ninebridge_d3d9::{LockFlags, TextureId};
use ninebridge_types::{CubeFace, TextureFilterType};

use crate::device::This;
use crate::hr::{self, HRESULT, S_OK};
use crate::resource::{
    self, Kind, LockedRectC, RESOURCE, ResourceMethods, SurfaceDescC, optional_rect, with,
};
use crate::volume::{LockedBoxC, VolumeDescC, optional_box};

type Ptr = *mut c_void;

/// `IDirect3DBaseTexture9`'s own methods, after `IDirect3DResource9`'s in
/// every texture vtable.
#[repr(C)]
#[allow(missing_docs)] // each field is the method of its name
pub struct BaseTextureMethods {
    pub set_lod: unsafe extern "system" fn(This, u32) -> u32,
    pub get_lod: unsafe extern "system" fn(This) -> u32,
    pub get_level_count: unsafe extern "system" fn(This) -> u32,
    pub set_auto_gen_filter_type: unsafe extern "system" fn(This, u32) -> HRESULT,
    pub get_auto_gen_filter_type: unsafe extern "system" fn(This) -> u32,
    pub generate_mip_sub_levels: unsafe extern "system" fn(This),
}

const BASE: BaseTextureMethods = BaseTextureMethods {
    set_lod,
    get_lod,
    get_level_count,
    set_auto_gen_filter_type,
    get_auto_gen_filter_type,
    generate_mip_sub_levels,
};

/// `IDirect3DTexture9Vtbl`.
#[repr(C)]
#[allow(missing_docs)] // each field is the method of its name
pub struct TextureVtbl {
    pub resource: ResourceMethods,
    pub base: BaseTextureMethods,
    pub get_level_desc: unsafe extern "system" fn(This, u32, *mut SurfaceDescC) -> HRESULT,
    pub get_surface_level: unsafe extern "system" fn(This, u32, *mut Ptr) -> HRESULT,
    pub lock_rect:
        unsafe extern "system" fn(This, u32, *mut LockedRectC, *const [i32; 4], u32) -> HRESULT,
    pub unlock_rect: unsafe extern "system" fn(This, u32) -> HRESULT,
    pub add_dirty_rect: unsafe extern "system" fn(This, *const [i32; 4]) -> HRESULT,
}

/// `IDirect3DCubeTexture9Vtbl`.
#[repr(C)]
#[allow(missing_docs)] // each field is the method of its name
pub struct CubeTextureVtbl {
    pub resource: ResourceMethods,
    pub base: BaseTextureMethods,
    pub get_level_desc: unsafe extern "system" fn(This, u32, *mut SurfaceDescC) -> HRESULT,
    pub get_cube_map_surface: unsafe extern "system" fn(This, u32, u32, *mut Ptr) -> HRESULT,
    pub lock_rect: unsafe extern "system" fn(
        This,
        u32,
        u32,
        *mut LockedRectC,
        *const [i32; 4],
        u32,
    ) -> HRESULT,
    pub unlock_rect: unsafe extern "system" fn(This, u32, u32) -> HRESULT,
    pub add_dirty_rect: unsafe extern "system" fn(This, u32, *const [i32; 4]) -> HRESULT,
}

/// `IDirect3DVolumeTexture9Vtbl`.
#[repr(C)]
#[allow(missing_docs)] // each field is the method of its name
pub struct VolumeTextureVtbl {
    pub resource: ResourceMethods,
    pub base: BaseTextureMethods,
    pub get_level_desc: unsafe extern "system" fn(This, u32, *mut VolumeDescC) -> HRESULT,
    pub get_volume_level: unsafe extern "system" fn(This, u32, *mut Ptr) -> HRESULT,
    pub lock_box:
        unsafe extern "system" fn(This, u32, *mut LockedBoxC, *const [u32; 6], u32) -> HRESULT,
    pub unlock_box: unsafe extern "system" fn(This, u32) -> HRESULT,
    pub add_dirty_box: unsafe extern "system" fn(This, *const [u32; 6]) -> HRESULT,
}

/// The 2D texture vtable.
pub static TEXTURE: TextureVtbl = TextureVtbl {
    resource: RESOURCE,
    base: BASE,
    get_level_desc: texture_get_level_desc,
    get_surface_level: texture_get_surface_level,
    lock_rect: texture_lock_rect,
    unlock_rect: texture_unlock_rect,
    add_dirty_rect: texture_add_dirty_rect,
};

/// The cube texture vtable.
pub static CUBE_TEXTURE: CubeTextureVtbl = CubeTextureVtbl {
    resource: RESOURCE,
    base: BASE,
    get_level_desc: cube_get_level_desc,
    get_cube_map_surface: cube_get_cube_map_surface,
    lock_rect: cube_lock_rect,
    unlock_rect: cube_unlock_rect,
    add_dirty_rect: cube_add_dirty_rect,
};

/// The volume texture vtable.
pub static VOLUME_TEXTURE: VolumeTextureVtbl = VolumeTextureVtbl {
    resource: RESOURCE,
    base: BASE,
    get_level_desc: volume_texture_get_level_desc,
    get_volume_level: volume_texture_get_volume_level,
    lock_box: volume_texture_lock_box,
    unlock_box: volume_texture_unlock_box,
    add_dirty_box: volume_texture_add_dirty_box,
};

/// The texture of any of the three kinds.
pub(crate) fn any_texture(kind: Kind) -> Option<TextureId> {
    match kind {
        Kind::Texture(id) | Kind::CubeTexture(id) | Kind::VolumeTexture(id) => Some(id),
        _ => None,
    }
}

fn texture_2d(kind: Kind) -> Option<TextureId> {
    match kind {
        Kind::Texture(id) => Some(id),
        _ => None,
    }
}

fn cube(kind: Kind) -> Option<TextureId> {
    match kind {
        Kind::CubeTexture(id) => Some(id),
        _ => None,
    }
}

fn volume_texture(kind: Kind) -> Option<TextureId> {
    match kind {
        Kind::VolumeTexture(id) => Some(id),
        _ => None,
    }
}

/// Runs `f` on the texture of the object at `p` (of the kind `pick`
/// accepts) with its device locked; `D3DERR_INVALIDCALL` for any other
/// object.
fn on_texture(
    p: This,
    pick: fn(Kind) -> Option<TextureId>,
    f: impl FnOnce(&mut ninebridge_d3d9::Device, TextureId) -> HRESULT,
) -> HRESULT {
    with(p, |o, d| match pick(o.data.kind) {
        Some(id) => f(&mut d.data.lock(), id),
        None => hr::invalid(),
    })
}

/// A `D3DCUBEMAP_FACES` value.
fn face(f: u32) -> Result<CubeFace, HRESULT> {
    CubeFace::from_d3d(f).ok_or_else(hr::invalid)
}

/// Writes `value` to `out` (null: `D3DERR_INVALIDCALL`).
fn put<T>(out: *mut T, value: T) -> HRESULT {
    if out.is_null() {
        return hr::invalid();
    }
    // SAFETY: not null; C passes a slot of the type.
    unsafe { out.write_unaligned(value) };
    S_OK
}

unsafe extern "system" fn set_lod(p: This, lod: u32) -> u32 {
    let mut old = 0;
    on_texture(p, any_texture, |d, id| {
        old = d.set_lod(id, lod).unwrap_or(0);
        S_OK
    });
    old
}

unsafe extern "system" fn get_lod(p: This) -> u32 {
    let mut lod = 0;
    on_texture(p, any_texture, |d, id| {
        lod = d.texture_desc(id).map_or(0, |t| t.lod);
        S_OK
    });
    lod
}

unsafe extern "system" fn get_level_count(p: This) -> u32 {
    let mut levels = 0;
    on_texture(p, any_texture, |d, id| {
        levels = d.texture_level_count(id).unwrap_or(0);
        S_OK
    });
    levels
}

unsafe extern "system" fn set_auto_gen_filter_type(p: This, filter: u32) -> HRESULT {
    on_texture(p, any_texture, |d, id| {
        match TextureFilterType::from_d3d(filter) {
            Some(filter) => hr::result(
                "IDirect3DBaseTexture9::SetAutoGenFilterType",
                d.set_auto_gen_filter_type(id, filter),
            ),
            None => hr::invalid(),
        }
    })
}

unsafe extern "system" fn get_auto_gen_filter_type(p: This) -> u32 {
    // D3DTEXF_LINEAR until set.
    let mut filter = TextureFilterType::Linear.to_d3d();
    on_texture(p, any_texture, |d, id| {
        if let Ok(t) = d.texture_desc(id) {
            filter = t.autogen_filter.to_d3d();
        }
        S_OK
    });
    filter
}

unsafe extern "system" fn generate_mip_sub_levels(p: This) {
    on_texture(p, any_texture, |d, id| {
        hr::result(
            "IDirect3DBaseTexture9::GenerateMipSubLevels",
            d.generate_mip_sub_levels(id),
        )
    });
}

/// `D3DSURFACE_DESC` of `level` of a 2D or cube texture.
fn level_surface_desc(
    d: &ninebridge_d3d9::Device,
    id: TextureId,
    level: u32,
) -> Result<SurfaceDescC, ninebridge_d3d9::D3dError> {
    let t = d.texture_desc(id)?;
    let (width, height, _) = d.texture_level_extent(id, level)?;
    Ok(SurfaceDescC {
        format: t.format.to_d3d(),
        ty: 1, // D3DRTYPE_SURFACE
        usage: t.usage.to_d3d(),
        pool: t.pool.to_d3d(),
        multisample_type: 0,
        multisample_quality: 0,
        width,
        height,
    })
}

/// `GetLevelDesc` of a 2D or cube texture.
fn surface_level_desc(
    p: This,
    pick: fn(Kind) -> Option<TextureId>,
    level: u32,
    out: *mut SurfaceDescC,
) -> HRESULT {
    on_texture(p, pick, |d, id| {
        if out.is_null() {
            return hr::invalid();
        }
        match level_surface_desc(d, id, level) {
            Ok(desc) => put(out, desc),
            Err(e) => hr::result("GetLevelDesc", Err(e)),
        }
    })
}

unsafe extern "system" fn texture_get_level_desc(
    p: This,
    level: u32,
    out: *mut SurfaceDescC,
) -> HRESULT {
    surface_level_desc(p, texture_2d, level, out)
}

unsafe extern "system" fn cube_get_level_desc(
    p: This,
    level: u32,
    out: *mut SurfaceDescC,
) -> HRESULT {
    surface_level_desc(p, cube, level, out)
}

/// Hands out the level object at `at` of the texture at `p` (made by
/// `make` the first time).
fn level_object(
    p: This,
    pick: fn(Kind) -> Option<TextureId>,
    at: (u32, u32),
    out: *mut Ptr,
    what: &str,
    make: impl FnOnce(
        &mut ninebridge_d3d9::Device,
        TextureId,
    ) -> Result<Kind, ninebridge_d3d9::D3dError>,
) -> HRESULT {
    with(p, |o, d| {
        let (Some(id), false) = (pick(o.data.kind), out.is_null()) else {
            return hr::invalid();
        };
        match resource::child(d, o, at, |dev| make(dev, id)) {
            Ok(level) => put(out, level),
            Err(e) => hr::result(what, Err(e)),
        }
    })
}

unsafe extern "system" fn texture_get_surface_level(p: This, level: u32, out: *mut Ptr) -> HRESULT {
    level_object(
        p,
        texture_2d,
        (0, level),
        out,
        "IDirect3DTexture9::GetSurfaceLevel",
        |d, id| {
            d.get_surface_level(id, level)
                .map(|id| Kind::Surface { id, owned: true })
        },
    )
}

unsafe extern "system" fn cube_get_cube_map_surface(
    p: This,
    f: u32,
    level: u32,
    out: *mut Ptr,
) -> HRESULT {
    let f = match face(f) {
        Ok(f) => f,
        Err(e) => return e,
    };
    level_object(
        p,
        cube,
        (f as u32, level),
        out,
        "IDirect3DCubeTexture9::GetCubeMapSurface",
        |d, id| {
            d.get_cube_map_surface(id, f, level)
                .map(|id| Kind::Surface { id, owned: true })
        },
    )
}

unsafe extern "system" fn volume_texture_get_volume_level(
    p: This,
    level: u32,
    out: *mut Ptr,
) -> HRESULT {
    level_object(
        p,
        volume_texture,
        (0, level),
        out,
        "IDirect3DVolumeTexture9::GetVolumeLevel",
        |d, id| {
            d.texture_level_extent(id, level)
                .map(|_| Kind::Volume { texture: id, level })
        },
    )
}

/// The C `D3DLOCKED_RECT` of a lock's result.
fn locked_rect(
    what: &str,
    out: *mut LockedRectC,
    locked: Result<ninebridge_d3d9::LockedRect<'_>, ninebridge_d3d9::D3dError>,
) -> HRESULT {
    match locked {
        // The bits stay where they are until UnlockRect (the device keeps
        // the level's host copy).
        Ok(l) => put(
            out,
            LockedRectC {
                pitch: l.pitch as i32,
                bits: l.bits.as_mut_ptr().cast(),
            },
        ),
        Err(e) => hr::result(what, Err(e)),
    }
}

unsafe extern "system" fn texture_lock_rect(
    p: This,
    level: u32,
    out: *mut LockedRectC,
    r: *const [i32; 4],
    flags: u32,
) -> HRESULT {
    on_texture(p, texture_2d, |d, id| {
        if out.is_null() {
            return hr::invalid();
        }
        // SAFETY: null or C's RECT.
        let r = unsafe { optional_rect(r) };
        let locked = d.lock_rect(id, level, r, LockFlags::from_d3d(flags));
        locked_rect("IDirect3DTexture9::LockRect", out, locked)
    })
}

unsafe extern "system" fn cube_lock_rect(
    p: This,
    f: u32,
    level: u32,
    out: *mut LockedRectC,
    r: *const [i32; 4],
    flags: u32,
) -> HRESULT {
    on_texture(p, cube, |d, id| {
        let (Ok(f), false) = (face(f), out.is_null()) else {
            return hr::invalid();
        };
        // SAFETY: null or C's RECT.
        let r = unsafe { optional_rect(r) };
        let locked = d.lock_cube_rect(id, f, level, r, LockFlags::from_d3d(flags));
        locked_rect("IDirect3DCubeTexture9::LockRect", out, locked)
    })
}

unsafe extern "system" fn texture_unlock_rect(p: This, level: u32) -> HRESULT {
    on_texture(p, texture_2d, |d, id| {
        hr::result("IDirect3DTexture9::UnlockRect", d.unlock_rect(id, level))
    })
}

unsafe extern "system" fn cube_unlock_rect(p: This, f: u32, level: u32) -> HRESULT {
    on_texture(p, cube, |d, id| match face(f) {
        Ok(f) => hr::result(
            "IDirect3DCubeTexture9::UnlockRect",
            d.unlock_cube_rect(id, f, level),
        ),
        Err(e) => e,
    })
}

unsafe extern "system" fn texture_add_dirty_rect(p: This, r: *const [i32; 4]) -> HRESULT {
    on_texture(p, texture_2d, |d, id| {
        // SAFETY: null (the whole texture) or C's RECT.
        let r = unsafe { optional_rect(r) };
        hr::result("IDirect3DTexture9::AddDirtyRect", d.add_dirty_rect(id, r))
    })
}

unsafe extern "system" fn cube_add_dirty_rect(p: This, f: u32, r: *const [i32; 4]) -> HRESULT {
    on_texture(p, cube, |d, id| match face(f) {
        Ok(f) => {
            // SAFETY: null (the whole face) or C's RECT.
            let r = unsafe { optional_rect(r) };
            hr::result(
                "IDirect3DCubeTexture9::AddDirtyRect",
                d.add_dirty_cube_rect(id, f, r),
            )
        }
        Err(e) => e,
    })
}

/// `D3DVOLUME_DESC` of `level` of a volume texture.
pub(crate) fn volume_desc(
    d: &ninebridge_d3d9::Device,
    id: TextureId,
    level: u32,
) -> Result<VolumeDescC, ninebridge_d3d9::D3dError> {
    let t = d.texture_desc(id)?;
    let (width, height, depth) = d.texture_level_extent(id, level)?;
    Ok(VolumeDescC {
        format: t.format.to_d3d(),
        ty: 2, // D3DRTYPE_VOLUME
        usage: t.usage.to_d3d(),
        pool: t.pool.to_d3d(),
        width,
        height,
        depth,
    })
}

unsafe extern "system" fn volume_texture_get_level_desc(
    p: This,
    level: u32,
    out: *mut VolumeDescC,
) -> HRESULT {
    on_texture(p, volume_texture, |d, id| {
        if out.is_null() {
            return hr::invalid();
        }
        match volume_desc(d, id, level) {
            Ok(desc) => put(out, desc),
            Err(e) => hr::result("IDirect3DVolumeTexture9::GetLevelDesc", Err(e)),
        }
    })
}

/// `LockBox` of `level` of volume texture `id` into `out`.
pub(crate) fn lock_box(
    d: &mut ninebridge_d3d9::Device,
    (id, level): (TextureId, u32),
    out: *mut LockedBoxC,
    b: *const [u32; 6],
    flags: u32,
) -> HRESULT {
    if out.is_null() {
        return hr::invalid();
    }
    // SAFETY: null or C's D3DBOX.
    let region = unsafe { optional_box(b) };
    match d.lock_box_region(id, level, region, LockFlags::from_d3d(flags)) {
        // The bits stay where they are until UnlockBox.
        Ok(l) => put(
            out,
            LockedBoxC {
                row_pitch: l.row_pitch as i32,
                slice_pitch: l.slice_pitch as i32,
                bits: l.bits.as_mut_ptr().cast(),
            },
        ),
        // A failed LockBox hands out no bits (Windows sets pBits to NULL,
        // Wine's test_volume_locking).
        Err(e) => {
            put(
                out,
                LockedBoxC {
                    row_pitch: 0,
                    slice_pitch: 0,
                    bits: std::ptr::null_mut(),
                },
            );
            hr::result("LockBox", Err(e))
        }
    }
}

unsafe extern "system" fn volume_texture_lock_box(
    p: This,
    level: u32,
    out: *mut LockedBoxC,
    b: *const [u32; 6],
    flags: u32,
) -> HRESULT {
    on_texture(p, volume_texture, |d, id| {
        lock_box(d, (id, level), out, b, flags)
    })
}

unsafe extern "system" fn volume_texture_unlock_box(p: This, level: u32) -> HRESULT {
    on_texture(p, volume_texture, |d, id| {
        hr::result(
            "IDirect3DVolumeTexture9::UnlockBox",
            d.unlock_box(id, level),
        )
    })
}

unsafe extern "system" fn volume_texture_add_dirty_box(p: This, b: *const [u32; 6]) -> HRESULT {
    on_texture(p, volume_texture, |d, id| {
        // SAFETY: null (the whole texture) or C's D3DBOX.
        let region = unsafe { optional_box(b) };
        hr::result(
            "IDirect3DVolumeTexture9::AddDirtyBox",
            d.add_dirty_box(id, region),
        )
    })
}
