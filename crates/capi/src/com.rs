//! COM objects: a vtable pointer, a reference count and the data, made
//! and checked here so that the interfaces' code never dereferences a
//! pointer it was not given by this library.

use std::ffi::c_void;
use std::mem::ManuallyDrop;
use std::panic::{AssertUnwindSafe, catch_unwind};
use std::sync::atomic::{AtomicPtr, AtomicU64, Ordering};

use crate::hr::{E_FAIL, HRESULT};

/// A COM object: what an interface pointer points at. The layout starts
/// with the vtable pointer, as every COM ABI requires.
///
/// A freed object's data is dropped but its header stays allocated, its
/// vtable pointer null: a released pointer still reads as an object, a
/// dead one, which every entry point refuses without a lookup (a few dozen
/// bytes per object ever made, for a check that costs one load).
#[repr(C)]
pub struct Object<T> {
    vtbl: AtomicPtr<c_void>,
    /// The public count (`AddRef`/`Release`) in the low 32 bits; in the
    /// next 31 the references the device holds while the object is bound
    /// (D3D9 keeps a bound resource alive without showing it in the public
    /// count); in the top bit a flag its owner keeps with the counts (a
    /// resource: "holds a reference on its device"). One atomic, so that
    /// exactly one release sees both counts reach 0 and frees the object,
    /// and the flag changes with the count transition that decides it.
    counts: AtomicU64,
    /// The object's data (dropped when the object is freed).
    pub data: ManuallyDrop<T>,
}

const PUBLIC: u64 = 1;
const PRIVATE: u64 = 1 << 32;
const FLAG: u64 = 1 << 63;
const COUNTS: u64 = !FLAG;

fn public(c: u64) -> u64 {
    c & 0xffff_ffff
}

fn private(c: u64) -> u64 {
    (c & COUNTS) >> 32
}

/// What a release did.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Released {
    /// The count of its kind left (the public count after a `Release`).
    pub left: u32,
    /// Whether the flag was cleared: the public count reached 0 while the
    /// object stays bound, or the object was freed with the flag set. Its
    /// owner gives back what the flag stands for.
    pub flag_cleared: bool,
}

/// The vtable pointer of the object at `p` (null once it was freed).
///
/// # Safety
/// `p` is null or points at readable memory starting with a pointer: an
/// object of this library (live or freed, the header is never
/// deallocated) or any other COM object. A garbage pointer is undefined
/// behaviour, as it is in D3D9.
unsafe fn vtbl_of(p: *mut c_void) -> Option<*const c_void> {
    if p.is_null() {
        return None;
    }
    // SAFETY: forwarded to the caller; the first word of a COM object is
    // its vtable pointer.
    let v = unsafe { (*p.cast::<AtomicPtr<c_void>>()).load(Ordering::Acquire) };
    (!v.is_null()).then_some(v.cast_const())
}

impl<T> Object<T> {
    /// A new object with one public reference, as the pointer C receives.
    pub fn create<V>(vtbl: &'static V, data: T) -> *mut Object<T> {
        Self::create_with(vtbl, data, false)
    }

    /// [`Object::create`] with the flag set or not.
    pub fn create_with<V>(vtbl: &'static V, data: T, flag: bool) -> *mut Object<T> {
        let counts = if flag { PUBLIC | FLAG } else { PUBLIC };
        Box::into_raw(Box::new(Object {
            vtbl: AtomicPtr::new((vtbl as *const V).cast_mut().cast()),
            counts: AtomicU64::new(counts),
            data: ManuallyDrop::new(data),
        }))
    }

    /// The object `this` points at, when it is a live object whose
    /// vtable is one of `vtbls` (an interface of this type); `None` for
    /// null and released pointers, other interfaces and other libraries'
    /// objects.
    ///
    /// # Safety
    /// `this` is as [`vtbl_of`] requires, and the returned reference must
    /// not outlive the caller's reference on the object (COM's rule: a
    /// method runs while its caller holds one).
    pub unsafe fn get_any<'a>(this: *mut c_void, vtbls: &[*const c_void]) -> Option<&'a Object<T>> {
        // SAFETY: forwarded to the caller.
        let vtbl = unsafe { vtbl_of(this) }?;
        // SAFETY: live, and its vtable says it is an `Object<T>`.
        vtbls
            .contains(&vtbl)
            .then(|| unsafe { &*this.cast::<Object<T>>() })
    }

    /// [`Object::get_any`] for one vtable.
    ///
    /// # Safety
    /// As [`Object::get_any`].
    pub unsafe fn get<'a, V>(this: *mut c_void, vtbl: &'static V) -> Option<&'a Object<T>> {
        // SAFETY: forwarded to the caller.
        unsafe { Self::get_any(this, &[(vtbl as *const V).cast()]) }
    }

    /// `AddRef`: the new public count.
    pub fn add_ref(&self) -> u32 {
        public(self.counts.fetch_add(PUBLIC, Ordering::Relaxed) + PUBLIC) as u32
    }

    /// `AddRef` that sets the flag when the public count leaves 0 without
    /// it: the new public count, and whether this call set the flag (its
    /// owner then takes what the flag stands for). With `upgrade`, an
    /// object no reference of either kind holds any more (being freed by
    /// another thread) is left alone: `None`.
    pub fn add_ref_flagging(&self, upgrade: bool) -> Option<(u32, bool)> {
        let mut set = false;
        let before = self
            .counts
            .fetch_update(Ordering::AcqRel, Ordering::Acquire, |c| {
                if upgrade && c & COUNTS == 0 {
                    return None;
                }
                set = public(c) == 0 && c & FLAG == 0;
                Some((c + PUBLIC) | if set { FLAG } else { 0 })
            })
            .ok()?;
        Some((public(before + PUBLIC) as u32, set))
    }

    /// `Release` of the object at `this`: the new public count; the object
    /// is freed when no reference of either kind is left.
    ///
    /// # Safety
    /// `this` must be a live object of this type (checked with
    /// [`Object::get`]), and no reference to it may be held across the
    /// call: it may be freed.
    pub unsafe fn release(this: *mut c_void) -> u32 {
        // SAFETY: forwarded to the caller.
        unsafe { Self::drop_ref(this, PUBLIC).left }
    }

    /// [`Object::release`] that also says whether the flag was cleared
    /// (see [`Released`]).
    ///
    /// # Safety
    /// As [`Object::release`].
    pub unsafe fn release_flagged(this: *mut c_void) -> Released {
        // SAFETY: forwarded to the caller.
        unsafe { Self::drop_ref(this, PUBLIC) }
    }

    /// Takes a private reference (the device binds the object), unless no
    /// reference of either kind holds it any more (being freed by another
    /// thread): then `false`.
    pub fn add_private(&self) -> bool {
        self.counts
            .fetch_update(Ordering::AcqRel, Ordering::Acquire, |c| {
                (c & COUNTS != 0).then_some(c + PRIVATE)
            })
            .is_ok()
    }

    /// Drops a private reference of the object at `this` (the device
    /// unbinds it); the object is freed when no reference is left.
    ///
    /// # Safety
    /// As [`Object::release`].
    pub unsafe fn release_private(this: *mut c_void) -> Released {
        // SAFETY: forwarded to the caller.
        unsafe { Self::drop_ref(this, PRIVATE) }
    }

    /// Drops one reference of kind `unit`; frees the object when both
    /// counts are 0. The flag is cleared when the public count is 0 after
    /// the drop (the object stays bound, or is freed).
    unsafe fn drop_ref(this: *mut c_void, unit: u64) -> Released {
        let object = this.cast::<Object<T>>();
        // SAFETY: the caller checked `this` is a live `Object<T>`; it
        // stays allocated until this call frees it.
        let counts = unsafe { &(*object).counts };
        let field = |c: u64| {
            if unit == PUBLIC {
                public(c)
            } else {
                private(c)
            }
        };
        // Never below 0: a caller releasing once too often (the object
        // alive because it is bound) changes nothing.
        let result = counts.fetch_update(Ordering::AcqRel, Ordering::Acquire, |c| {
            if field(c) == 0 {
                return None;
            }
            let n = c - unit;
            Some(if public(n) == 0 { n & COUNTS } else { n })
        });
        let before = match result {
            Ok(before) => before,
            Err(now) => {
                return Released {
                    left: field(now) as u32,
                    flag_cleared: false,
                };
            }
        };
        let after = (before - unit) & COUNTS;
        let flag_cleared = before & FLAG != 0 && public(after) == 0;
        if after == 0 {
            // This release took the last reference: no other can free it.
            // SAFETY: no reference of either kind remains; once the vtable
            // pointer is null every entry point refuses the object, and
            // the data is dropped once (the header stays allocated).
            unsafe {
                (*object)
                    .vtbl
                    .store(std::ptr::null_mut(), Ordering::Release);
                ManuallyDrop::drop(&mut (*object).data);
            }
        }
        Released {
            left: field(after) as u32,
            flag_cleared,
        }
    }

    /// The current public count.
    pub fn refs(&self) -> u32 {
        public(self.counts.load(Ordering::Relaxed)) as u32
    }

    /// The current count of private references.
    pub fn privates(&self) -> u32 {
        private(self.counts.load(Ordering::Relaxed)) as u32
    }

    /// Whether the flag is set.
    pub fn flagged(&self) -> bool {
        self.counts.load(Ordering::Acquire) & FLAG != 0
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
        // SAFETY: the tests below pass only this library's objects (live or
        // freed) and null.
        unsafe {
            let o = Object::<u64>::get(p, &A).expect("live, right vtable");
            assert_eq!(*o.data, 7);
            assert!(Object::<u64>::get(p, &B).is_none(), "another interface");
            assert!(Object::<u64>::get(std::ptr::null_mut(), &A).is_none());
            assert_eq!(o.add_ref(), 2);
            assert_eq!(Object::<u64>::release(p), 1);
            assert_eq!(Object::<u64>::release(p), 0);
            assert!(Object::<u64>::get(p, &A).is_none(), "released");
        }
    }

    #[test]
    fn the_flag_follows_the_public_count_and_freed_objects_are_not_upgraded() {
        let p = Object::create_with(&A, 1u8, true).cast::<c_void>();
        // SAFETY: only this library's objects (live or freed) are passed.
        unsafe {
            let o = Object::<u8>::get(p, &A).unwrap();
            assert!(o.flagged());
            assert!(o.add_private(), "bound");
            let r = Object::<u8>::release_flagged(p);
            assert_eq!(
                r,
                Released {
                    left: 0,
                    flag_cleared: true
                },
                "public 0, still bound"
            );
            assert!(!o.flagged());
            assert_eq!(o.add_ref_flagging(true), Some((1, true)), "taken again");
            assert_eq!(o.add_ref_flagging(false), Some((2, false)));
            Object::<u8>::release(p);
            assert!(Object::<u8>::release_flagged(p).flag_cleared);
            let r = Object::<u8>::release_private(p);
            assert_eq!(
                r,
                Released {
                    left: 0,
                    flag_cleared: false
                }
            );
            assert!(Object::<u8>::get(p, &A).is_none(), "freed");
            // What another thread could still see of it: no upgrade, no
            // binding, no count below 0.
            assert_eq!(o.add_ref_flagging(true), None);
            assert!(!o.add_private());
            assert_eq!(Object::<u8>::release_private(p).left, 0);
        }
    }

    #[test]
    fn counts_stay_exact_under_threads() {
        let p = Object::create_with(&A, 0u32, true) as usize;
        std::thread::scope(|s| {
            for _ in 0..8 {
                s.spawn(move || {
                    // SAFETY: the object lives: the creator's reference is
                    // held until after the scope.
                    let o = unsafe { Object::<u32>::get(p as *mut c_void, &A) }.unwrap();
                    for _ in 0..10_000 {
                        o.add_ref();
                        assert!(o.add_private());
                        // SAFETY: this thread's own references.
                        unsafe {
                            Object::<u32>::release_private(p as *mut c_void);
                            Object::<u32>::release(p as *mut c_void);
                        }
                    }
                });
            }
        });
        // SAFETY: as above.
        unsafe {
            let o = Object::<u32>::get(p as *mut c_void, &A).unwrap();
            assert_eq!((o.refs(), o.privates(), o.flagged()), (1, 0, true));
            assert_eq!(Object::<u32>::release(p as *mut c_void), 0);
        }
    }

    #[test]
    fn a_panic_is_e_fail() {
        assert_eq!(guard(|| panic!("inside")), E_FAIL);
        assert_eq!(guard_u32(|| panic!("inside")), 0);
    }
}
