//! `IDirect3DResource9`'s private data (`SetPrivateData`,
//! `GetPrivateData`, `FreePrivateData`) and the contents of declarations
//! and shaders (`GetDeclaration`, `GetFunction`): bytes an object keeps
//! for the application.
//!
//! Rules (D3D9's reference pages): data is stored per GUID, a new `Set`
//! replaces the old; with `D3DSPD_IUNKNOWN` the data is an `IUnknown`
//! pointer, which gains a reference released when the data is replaced,
//! freed or the object dies; `GetPrivateData` into a buffer too small (or
//! a null one) writes the size needed and answers `D3DERR_MOREDATA`, an
//! unknown GUID is `D3DERR_NOTFOUND`.

use std::ffi::c_void;
use std::sync::Mutex;

use ninebridge_types::HResult;

use crate::com::{Guid, guard};
use crate::device::This;
use crate::hr::{self, HRESULT, S_OK};
use crate::resource;

/// `D3DSPD_IUNKNOWN`.
const SPD_IUNKNOWN: u32 = 1;

/// One entry: bytes, or an `IUnknown` the object holds a reference on.
enum Entry {
    Bytes(Vec<u8>),
    Unknown(usize),
}

/// An object's private data.
#[derive(Default)]
pub struct PrivateData {
    entries: Mutex<Vec<(Guid, Entry)>>,
}

/// `IUnknown::Release` of the C object at `p`.
///
/// # Safety
/// `p` is a COM object the caller holds a reference on.
unsafe fn release_unknown(p: usize) {
    let p = p as *mut c_void;
    // SAFETY: a COM object's first word is its vtable; slot 2 is Release.
    unsafe {
        let vtbl = *(p as *const *const unsafe extern "system" fn(*mut c_void) -> u32);
        (*vtbl.add(2))(p);
    }
}

/// `IUnknown::AddRef` of the C object at `p`.
///
/// # Safety
/// As [`release_unknown`].
unsafe fn add_ref_unknown(p: usize) {
    let p = p as *mut c_void;
    // SAFETY: slot 1 of a COM vtable is AddRef.
    unsafe {
        let vtbl = *(p as *const *const unsafe extern "system" fn(*mut c_void) -> u32);
        (*vtbl.add(1))(p);
    }
}

impl PrivateData {
    fn take(&self, guid: &Guid) -> Option<Entry> {
        let mut entries = self.entries.lock().unwrap_or_else(|p| p.into_inner());
        let i = entries.iter().position(|(g, _)| g == guid)?;
        Some(entries.swap_remove(i).1)
    }
}

impl Drop for PrivateData {
    fn drop(&mut self) {
        let entries = std::mem::take(self.entries.get_mut().unwrap_or_else(|p| p.into_inner()));
        for (_, entry) in entries {
            if let Entry::Unknown(p) = entry {
                // SAFETY: the reference taken by SetPrivateData.
                unsafe { release_unknown(p) };
            }
        }
    }
}

fn drop_entry(entry: Option<Entry>) {
    if let Some(Entry::Unknown(p)) = entry {
        // SAFETY: the reference taken by SetPrivateData.
        unsafe { release_unknown(p) };
    }
}

pub(crate) unsafe extern "system" fn set_private_data(
    p: This,
    guid: *const Guid,
    data: *const c_void,
    size: u32,
    flags: u32,
) -> HRESULT {
    resource::with(p, |o, _| {
        if guid.is_null() || (data.is_null() && size != 0) {
            return hr::invalid();
        }
        // SAFETY: not null; C passes a GUID.
        let guid = unsafe { *guid };
        let entry = if flags & SPD_IUNKNOWN != 0 {
            // The data is the pointer itself; D3D9 wants its size.
            if size as usize != std::mem::size_of::<*mut c_void>() || data.is_null() {
                return hr::invalid();
            }
            // SAFETY: C passes an IUnknown pointer.
            unsafe { add_ref_unknown(data as usize) };
            Entry::Unknown(data as usize)
        } else {
            let bytes = if size == 0 {
                Vec::new()
            } else {
                // SAFETY: C passes `size` bytes.
                unsafe { std::slice::from_raw_parts(data.cast::<u8>(), size as usize) }.to_vec()
            };
            Entry::Bytes(bytes)
        };
        let store = &o.data.private;
        drop_entry(store.take(&guid));
        store
            .entries
            .lock()
            .unwrap_or_else(|p| p.into_inner())
            .push((guid, entry));
        S_OK
    })
}

pub(crate) unsafe extern "system" fn get_private_data(
    p: This,
    guid: *const Guid,
    data: *mut c_void,
    size: *mut u32,
) -> HRESULT {
    resource::with(p, |o, _| {
        if guid.is_null() || size.is_null() {
            return hr::invalid();
        }
        // SAFETY: not null; C passes a GUID and a DWORD.
        let (guid, room) = unsafe { (*guid, *size) };
        let entries = o
            .data
            .private
            .entries
            .lock()
            .unwrap_or_else(|p| p.into_inner());
        let Some((_, entry)) = entries.iter().find(|(g, _)| *g == guid) else {
            return hr::of(HResult::D3DERR_NOTFOUND);
        };
        let (bytes, unknown): (Vec<u8>, Option<usize>) = match entry {
            Entry::Bytes(b) => (b.clone(), None),
            Entry::Unknown(u) => (u.to_ne_bytes().to_vec(), Some(*u)),
        };
        // SAFETY: not null.
        unsafe { *size = bytes.len() as u32 };
        if data.is_null() || (room as usize) < bytes.len() {
            return hr::of(HResult::D3DERR_MOREDATA);
        }
        if let Some(u) = unknown {
            // The caller gets a reference of its own.
            // SAFETY: the object holds one, so it is alive.
            unsafe { add_ref_unknown(u) };
        }
        // SAFETY: C passes `room` (>= len) bytes.
        unsafe { std::ptr::copy_nonoverlapping(bytes.as_ptr(), data.cast::<u8>(), bytes.len()) };
        S_OK
    })
}

pub(crate) unsafe extern "system" fn free_private_data(p: This, guid: *const Guid) -> HRESULT {
    resource::with(p, |o, _| {
        if guid.is_null() {
            return hr::invalid();
        }
        // SAFETY: not null.
        let guid = unsafe { *guid };
        match o.data.private.take(&guid) {
            Some(entry) => {
                drop_entry(Some(entry));
                S_OK
            }
            None => hr::of(HResult::D3DERR_NOTFOUND),
        }
    })
}

/// `GetFunction` / `GetDeclaration`: the object's contents (`unit` bytes
/// an element) into `data`, their count in `*count`; a null `data` asks
/// for the count only.
pub(crate) fn contents(p: This, data: *mut c_void, count: *mut u32, unit: usize) -> HRESULT {
    guard(|| {
        // SAFETY: checked by `any`.
        let Some(o) = (unsafe { resource::any(p) }) else {
            return hr::invalid();
        };
        let Some(bytes) = o.data.contents.as_deref() else {
            return hr::invalid();
        };
        if count.is_null() {
            return hr::invalid();
        }
        let n = (bytes.len() / unit) as u32;
        if data.is_null() {
            // SAFETY: not null.
            unsafe { *count = n };
            return S_OK;
        }
        // SAFETY: not null.
        if unsafe { *count } < n {
            return hr::invalid();
        }
        // SAFETY: C passes room for `*count` (>= n) elements.
        unsafe {
            std::ptr::copy_nonoverlapping(bytes.as_ptr(), data.cast::<u8>(), bytes.len());
            *count = n;
        }
        S_OK
    })
}
