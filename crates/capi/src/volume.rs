//! `IDirect3DVolume9`: a level of a volume texture (`GetVolumeLevel`), its
//! description, `LockBox`/`UnlockBox` (the texture's level) and
//! `GetContainer` (the volume texture). It derives from `IUnknown` only:
//! `GetDevice` and the private-data methods, no priority nor type.

use std::ffi::c_void;

use crate::com::Guid;
use crate::device::This;
use crate::hr::{self, HRESULT, S_OK};
use crate::resource::{self, Kind, with};

type Ptr = *mut c_void;

/// `D3DVOLUME_DESC` as C lays it out.
#[repr(C)]
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
#[allow(missing_docs)] // the SDK's fields, in its order
pub struct VolumeDescC {
    pub format: u32,
    pub ty: u32,
    pub usage: u32,
    pub pool: u32,
    pub width: u32,
    pub height: u32,
    pub depth: u32,
}

/// `D3DLOCKED_BOX` as C lays it out.
#[repr(C)]
#[derive(Clone, Copy, Debug)]
pub struct LockedBoxC {
    /// `RowPitch`.
    pub row_pitch: i32,
    /// `SlicePitch`.
    pub slice_pitch: i32,
    /// `pBits`.
    pub bits: *mut c_void,
}

/// Reads an optional `D3DBOX` (left, top, right, bottom, front, back) as
/// the device's box (left, top, front, right, bottom, back).
///
/// # Safety
/// `b` is null or points at a D3DBOX.
pub(crate) unsafe fn optional_box(b: *const [u32; 6]) -> Option<[u32; 6]> {
    // SAFETY: forwarded to the caller.
    (!b.is_null()).then(|| {
        let [left, top, right, bottom, front, back] = unsafe { b.read_unaligned() };
        [left, top, front, right, bottom, back]
    })
}

/// `IDirect3DVolume9Vtbl`.
#[repr(C)]
#[allow(missing_docs)] // each field is the method of its name
pub struct VolumeVtbl {
    pub query_interface: unsafe extern "system" fn(This, *const Guid, *mut Ptr) -> HRESULT,
    pub add_ref: unsafe extern "system" fn(This) -> u32,
    pub release: unsafe extern "system" fn(This) -> u32,
    pub get_device: unsafe extern "system" fn(This, *mut Ptr) -> HRESULT,
    pub set_private_data:
        unsafe extern "system" fn(This, *const Guid, *const c_void, u32, u32) -> HRESULT,
    pub get_private_data:
        unsafe extern "system" fn(This, *const Guid, *mut c_void, *mut u32) -> HRESULT,
    pub free_private_data: unsafe extern "system" fn(This, *const Guid) -> HRESULT,
    pub get_container: unsafe extern "system" fn(This, *const Guid, *mut Ptr) -> HRESULT,
    pub get_desc: unsafe extern "system" fn(This, *mut VolumeDescC) -> HRESULT,
    pub lock_box: unsafe extern "system" fn(This, *mut LockedBoxC, *const [u32; 6], u32) -> HRESULT,
    pub unlock_box: unsafe extern "system" fn(This) -> HRESULT,
}

/// The volume vtable.
pub static VOLUME: VolumeVtbl = VolumeVtbl {
    query_interface: resource::query_interface,
    add_ref: resource::add_ref,
    release: resource::release,
    get_device: resource::get_device,
    set_private_data: crate::private_data::set_private_data,
    get_private_data: crate::private_data::get_private_data,
    free_private_data: crate::private_data::free_private_data,
    get_container: crate::container::get_container,
    get_desc,
    lock_box,
    unlock_box,
};

/// The volume texture and level of the object at `p`'s kind.
fn level(kind: Kind) -> Option<(ninebridge_d3d9::TextureId, u32)> {
    match kind {
        Kind::Volume { texture, level } => Some((texture, level)),
        _ => None,
    }
}

unsafe extern "system" fn get_desc(p: This, out: *mut VolumeDescC) -> HRESULT {
    with(p, |o, d| {
        let (Some((id, l)), false) = (level(o.data.kind), out.is_null()) else {
            return hr::invalid();
        };
        let desc = crate::textures::volume_desc(&d.data.lock(), id, l);
        match desc {
            Ok(desc) => {
                // SAFETY: not null; C passes a D3DVOLUME_DESC.
                unsafe { out.write_unaligned(desc) };
                S_OK
            }
            Err(e) => hr::result("IDirect3DVolume9::GetDesc", Err(e)),
        }
    })
}

unsafe extern "system" fn lock_box(
    p: This,
    out: *mut LockedBoxC,
    b: *const [u32; 6],
    flags: u32,
) -> HRESULT {
    with(p, |o, d| match level(o.data.kind) {
        Some(at) => crate::textures::lock_box(&mut d.data.lock(), at, out, b, flags),
        None => hr::invalid(),
    })
}

unsafe extern "system" fn unlock_box(p: This) -> HRESULT {
    with(p, |o, d| match level(o.data.kind) {
        Some((id, l)) => hr::result(
            "IDirect3DVolume9::UnlockBox",
            d.data.lock().unlock_box(id, l),
        ),
        None => hr::invalid(),
    })
}
