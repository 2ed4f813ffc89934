//! COM objects: a vtable pointer, a reference count and the data, made
//! and checked here so that the interfaces' code never dereferences a
//! pointer it was not given by this library.

use std::collections::HashSet;
use std::ffi::c_void;
use std::panic::{AssertUnwindSafe, catch_unwind};
use std::sync::atomic::{AtomicU32, Ordering};
use std::sync::{Mutex, MutexGuard, OnceLock};

use crate::hr::{E_FAIL, HRESULT};

/// A COM object: what an interface pointer points at. The layout starts
/// with the vtable pointer, as every COM ABI requires.
#[repr(C)]
pub struct Object<T> {
    vtbl: *const c_void,
    refs: AtomicU32,
    /// References the device holds while the object is bound (D3D9 keeps
    /// a bound resource alive without showing it in `AddRef`/`Release`'s
    /// counts): the object is freed when both counts are 0.
    private: AtomicU32,
    /// The object's data.
    pub data: T,
}

/// The addresses of the live objects (a released or foreign pointer is
/// not among them).
fn live() -> MutexGuard<'static, HashSet<usize>> {
    static LIVE: OnceLock<Mutex<HashSet<usize>>> = OnceLock::new();
    LIVE.get_or_init(Default::default)
        .lock()
        .unwrap_or_else(|poisoned| poisoned.into_inner())
}

impl<T> Object<T> {
    /// A new object with one reference, as the pointer C receives.
    pub fn create<V>(vtbl: &'static V, data: T) -> *mut Object<T> {
        let raw = Box::into_raw(Box::new(Object {
            vtbl: (vtbl as *const V).cast(),
            refs: AtomicU32::new(1),
            private: AtomicU32::new(0),
            data,
        }));
        live().insert(raw as usize);
        raw
    }

    /// The object `this` points at, when it is a live object whose
    /// vtable is `vtbl` (an interface of this type); `None` for null,
    /// released and foreign pointers and other interfaces.
    ///
    /// # Safety
    /// The returned reference must not outlive the caller's reference on
    /// the object (COM's rule: a method runs while its caller holds one).
    pub unsafe fn get<'a, V>(this: *mut c_void, vtbl: &'static V) -> Option<&'a Object<T>> {
        if this.is_null() || !live().contains(&(this as usize)) {
            return None;
        }
        let object = this.cast::<Object<T>>();
        // SAFETY: `this` is the address of a live `Object` made by
        // `create` (the registry holds only those), so its first field,
        // the vtable pointer, can be read whatever its `T`; the rest is
        // read only once the vtable says it is an `Object<T>`.
        unsafe {
            if (*object).vtbl != (vtbl as *const V).cast() {
                return None;
            }
            Some(&*object)
        }
    }

    /// `AddRef`: the new count.
    pub fn add_ref(&self) -> u32 {
        self.refs.fetch_add(1, Ordering::Relaxed) + 1
    }

    /// `Release` of the object at `this`: the new count; the object is
    /// freed at 0.
    ///
    /// # Safety
    /// `this` must be a live object of this type (checked with
    /// [`Object::get`]), and no reference to it may be held across the
    /// call: it may be freed.
    pub unsafe fn release(this: *mut c_void) -> u32 {
        // SAFETY: forwarded to the caller.
        unsafe { Self::drop_ref(this, false) }
    }

    /// Takes a private reference (the device binds the object).
    pub fn add_private(&self) {
        self.private.fetch_add(1, Ordering::Relaxed);
    }

    /// Drops a private reference of the object at `this` (the device
    /// unbinds it); the object is freed when no reference of either kind
    /// is left.
    ///
    /// # Safety
    /// As [`Object::release`].
    pub unsafe fn release_private(this: *mut c_void) {
        // SAFETY: forwarded to the caller.
        unsafe { Self::drop_ref(this, true) };
    }

    /// Drops a public or private reference; frees the object when both
    /// counts are 0. Returns the public count.
    unsafe fn drop_ref(this: *mut c_void, private: bool) -> u32 {
        let object = this.cast::<Object<T>>();
        // Decided under the registry's lock, so that a public and a
        // private release racing each other free the object once.
        let mut live = live();
        // SAFETY: the caller checked `this` is a live `Object<T>`; the
        // registry lock keeps it from being freed meanwhile.
        let (refs, privates) = unsafe {
            let o = &*object;
            // Never below 0: a caller releasing once too often (the
            // object still alive because it is bound) changes nothing.
            let count = if private { &o.private } else { &o.refs };
            let _ = count.fetch_update(Ordering::AcqRel, Ordering::Acquire, |n| n.checked_sub(1));
            (
                o.refs.load(Ordering::Acquire),
                o.private.load(Ordering::Acquire),
            )
        };
        if refs == 0 && privates == 0 && live.remove(&(this as usize)) {
            drop(live);
            // SAFETY: no reference of either kind remains, it left the
            // registry once (here), and `this` came from `Box::into_raw`.
            drop(unsafe { Box::from_raw(object) });
        }
        refs
    }

    /// The current count.
    pub fn refs(&self) -> u32 {
        self.refs.load(Ordering::Relaxed)
    }

    /// The current count of private references.
    pub fn privates(&self) -> u32 {
        self.private.load(Ordering::Relaxed)
    }
}

/// Runs an entry point's body, turning a panic into `E_FAIL` (no unwind
/// crosses the ABI).
pub fn guard(f: impl FnOnce() -> HRESULT) -> HRESULT {
    catch_unwind(AssertUnwindSafe(f)).unwrap_or(E_FAIL)
}

/// [`guard`] for entry points returning a count (`AddRef`, `Release`,
/// getters): 0 on a panic.
pub fn guard_u32(f: impl FnOnce() -> u32) -> u32 {
    catch_unwind(AssertUnwindSafe(f)).unwrap_or(0)
}

/// A 128-bit COM interface id, laid out as C's `GUID`.
#[repr(C)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Guid {
    /// `Data1`.
    pub data1: u32,
    /// `Data2`.
    pub data2: u16,
    /// `Data3`.
    pub data3: u16,
    /// `Data4`.
    pub data4: [u8; 8],
}

/// `QueryInterface`'s body: `this` answers `iids` (its own and its
/// bases'; `IUnknown` always), adding a reference; anything else is
/// `E_NOINTERFACE` with `*out` null.
///
/// # Safety
/// `riid` and `out` are C pointers (checked for null here).
pub unsafe fn query_interface<T>(
    object: &Object<T>,
    this: *mut c_void,
    iids: &[Guid],
    riid: *const Guid,
    out: *mut *mut c_void,
) -> HRESULT {
    if out.is_null() || riid.is_null() {
        return crate::hr::E_POINTER;
    }
    // SAFETY: both checked for null; C passes a GUID and a pointer slot.
    unsafe {
        let iid = *riid;
        if iid == crate::iid::IID_IUnknown || iids.contains(&iid) {
            object.add_ref();
            *out = this;
            crate::hr::S_OK
        } else {
            *out = std::ptr::null_mut();
            crate::hr::E_NOINTERFACE
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    struct Vtbl(#[allow(dead_code)] u32);
    static A: Vtbl = Vtbl(1);
    static B: Vtbl = Vtbl(2);

    #[test]
    fn objects_are_found_only_live_and_of_their_interface() {
        let p = Object::create(&A, 7u64).cast::<c_void>();
        // SAFETY: the tests below only pass pointers the registry checks.
        unsafe {
            let o = Object::<u64>::get(p, &A).expect("live, right vtable");
            assert_eq!(o.data, 7);
            assert!(Object::<u64>::get(p, &B).is_none(), "another interface");
            assert!(Object::<u64>::get(std::ptr::null_mut(), &A).is_none());
            assert_eq!(o.add_ref(), 2);
            assert_eq!(Object::<u64>::release(p), 1);
            assert_eq!(Object::<u64>::release(p), 0);
            assert!(Object::<u64>::get(p, &A).is_none(), "released");
        }
    }

    #[test]
    fn a_panic_is_e_fail() {
        assert_eq!(guard(|| panic!("inside")), E_FAIL);
        assert_eq!(guard_u32(|| panic!("inside")), 0);
    }
}
