//! One COM object per resource, and the references the device keeps on
//! what is bound.
//!
//! Rules (D3D9, as games rely on them): a getter (`GetTexture`,
//! `GetRenderTarget`, `GetBackBuffer`...) returns the same interface
//! pointer each time, with a reference added; a bound resource stays
//! alive after the application's last `Release` until it is unbound, and
//! binding does not show in the counts `AddRef` and `Release` return
//! (a private reference, as native D3D9 and DXVK keep). A bound texture
//! level keeps its texture: the slot holds the texture object.

use std::collections::HashMap;
use std::ffi::c_void;

use crate::com::Object;
use crate::resource::{self, Kind, Resource};

/// What a binding slot is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) enum Binding {
    /// `SetTexture(stage)`.
    Texture(u32),
    /// `SetStreamSource(stream)`.
    Stream(u32),
    /// `SetIndices`.
    Indices,
    /// `SetVertexDeclaration`.
    Declaration,
    /// `SetVertexShader`.
    VertexShader,
    /// `SetPixelShader`.
    PixelShader,
    /// `SetRenderTarget(index)`.
    RenderTarget(u32),
    /// `SetDepthStencilSurface`.
    DepthStencil,
}

/// A resource's identity: its kind without the ownership flag, and every
/// texture under `Kind::Texture` (the device's ids name textures of all
/// kinds, and `GetTexture` looks one up without knowing its kind).
pub(crate) fn key(kind: Kind) -> Kind {
    match kind {
        Kind::Surface { id, .. } => Kind::Surface { id, owned: false },
        Kind::CubeTexture(id) | Kind::VolumeTexture(id) => Kind::Texture(id),
        other => other,
    }
}

/// The device's objects and bindings (addresses of live objects).
#[derive(Default)]
pub(crate) struct Objects {
    /// The object of each resource.
    pub(crate) by_kind: HashMap<Kind, usize, foldhash::fast::FixedState>,
}

/// Texture stages: the 16 pixel samplers, `D3DDMAPSAMPLER` (256) and
/// the four `D3DVERTEXTEXTURESAMPLERn` (257-260).
const TEXTURE_SLOTS: usize = 16 + 5;
const STREAM_SLOTS: usize = 16;
const TARGET_SLOTS: usize = 4;
/// Every slot D3D9 has: textures, streams, indices, declaration, the two
/// shaders, render targets, depth-stencil.
const SLOTS: usize = TEXTURE_SLOTS + STREAM_SLOTS + 4 + TARGET_SLOTS + 1;

/// What each binding slot keeps alive (0: nothing), in a flat array: a
/// setter called per draw (`SetTexture`, `SetStreamSource`) finds its slot
/// by arithmetic, not by hashing (the C ABI's call overhead, issue 16).
pub(crate) struct Bound {
    slots: [usize; SLOTS],
}

impl Default for Bound {
    fn default() -> Self {
        Bound { slots: [0; SLOTS] }
    }
}

impl Bound {
    /// The array index of `slot`; `None` for a stage or index D3D9 does
    /// not have (the device refuses such setters before they bind).
    fn index(slot: Binding) -> Option<usize> {
        let after_textures = TEXTURE_SLOTS;
        let after_streams = after_textures + STREAM_SLOTS;
        let targets = after_streams + 4;
        match slot {
            Binding::Texture(s @ 0..16) => Some(s as usize),
            Binding::Texture(s @ 256..=260) => Some(16 + (s - 256) as usize),
            Binding::Stream(s) if (s as usize) < STREAM_SLOTS => Some(after_textures + s as usize),
            Binding::Indices => Some(after_streams),
            Binding::Declaration => Some(after_streams + 1),
            Binding::VertexShader => Some(after_streams + 2),
            Binding::PixelShader => Some(after_streams + 3),
            Binding::RenderTarget(i) if (i as usize) < TARGET_SLOTS => Some(targets + i as usize),
            Binding::DepthStencil => Some(targets + TARGET_SLOTS),
            _ => None,
        }
    }

    /// Binds the object `p` (null: nothing) to `slot`: it gains a private
    /// reference (a texture level's texture does: their counts are one).
    /// Returns what the slot held, whose private reference the caller
    /// drops once the device is unlocked (its release may free it, and a
    /// freed object's drop takes the device's lock).
    pub(crate) fn bind(&mut self, slot: Binding, p: *mut c_void) -> Option<usize> {
        let i = Self::index(slot)?;
        let p = resource::owner(p);
        if self.slots[i] == p as usize {
            // Bound already (the common case of a redundant setter).
            return None;
        }
        if !p.is_null() {
            // SAFETY: the setter checked `p` is a live resource its
            // caller holds. (A state block's Apply binds objects no caller
            // holds: one being freed by another thread is not bound.)
            match unsafe { resource::any(p) } {
                Some(object) if object.add_private() => {}
                _ => return None,
            }
        }
        let old = std::mem::replace(&mut self.slots[i], p as usize);
        (old != 0).then_some(old)
    }

    /// Empties every slot, returning what they held.
    pub(crate) fn take_all(&mut self) -> impl Iterator<Item = usize> + use<> {
        std::mem::take(self).slots.into_iter().filter(|&p| p != 0)
    }
}

/// Drops the private references of `objects`.
pub(crate) fn release_bound(objects: impl Iterator<Item = usize>) {
    for p in objects {
        let p = p as *mut c_void;
        // SAFETY: only objects whose private reference the device took are
        // in its bindings, and that reference keeps them alive until this
        // release; the device's address is read before it.
        unsafe {
            let Some(device) = resource::any(p).map(|o| o.data.device_address()) else {
                continue;
            };
            if Object::<Resource>::release_private(p).flag_cleared {
                resource::release_device(device);
            }
        }
    }
}

impl super::DeviceData {
    fn objects(&self) -> std::sync::MutexGuard<'_, Objects> {
        self.objects
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner())
    }

    /// The existing object of `kind`, with a reference added.
    pub(crate) fn existing(&self, kind: Kind) -> Option<*mut c_void> {
        let objects = self.objects();
        let p = *objects.by_kind.get(&key(kind))? as *mut c_void;
        // SAFETY: `any` checks the pointer (a freed object left the map
        // in its drop, under this lock; one being freed by another thread
        // refuses the upgrade).
        let object = unsafe { resource::any(p) }?;
        resource::upgrade(object)?;
        Some(p)
    }

    /// The existing object of `kind`, without a reference added (null when
    /// the resource has none).
    pub(crate) fn object_of(&self, kind: Kind) -> Option<*mut c_void> {
        self.objects()
            .by_kind
            .get(&key(kind))
            .map(|p| *p as *mut c_void)
    }

    /// Whether the application holds a reference on the object of `kind`
    /// (a public count above 0; the device's own bindings do not count).
    pub(crate) fn held_by_application(&self, kind: Kind) -> bool {
        let objects = self.objects();
        let Some(&p) = objects.by_kind.get(&key(kind)) else {
            return false;
        };
        // SAFETY: objects leave the map in their drop, under this lock.
        unsafe { resource::any(p as *mut c_void) }.is_some_and(|o| o.refs() > 0)
    }

    /// Records `p` as the object of `kind`.
    pub(crate) fn register(&self, kind: Kind, p: *mut c_void) {
        self.objects().by_kind.insert(key(kind), p as usize);
    }

    /// Forgets the object `p` of `kind` (it is being freed).
    pub(crate) fn unregister(&self, kind: Kind, p: *mut c_void) {
        let mut objects = self.objects();
        if objects.by_kind.get(&key(kind)) == Some(&(p as usize)) {
            objects.by_kind.remove(&key(kind));
        }
    }

    /// Binds the object `p` (null: nothing) to `slot` (a state block's
    /// `Apply`; setters bind under their own lock, `draw.rs`'s `bound`).
    pub(crate) fn bind(&self, slot: Binding, p: *mut c_void) {
        let old = self.lock().bound.bind(slot, p);
        release_bound(old.into_iter());
    }
}

impl super::DeviceData {
    /// Drops every binding's private reference (what `Reset` does to the
    /// state before it checks what the application still holds): an
    /// object the application released while bound is freed now.
    pub(crate) fn unbind_all(&self) {
        let bound = self.lock().bound.take_all();
        release_bound(bound);
    }

    /// Forgets the object of `kind` (its resource is gone: the implicit
    /// surfaces `Reset` replaced), so a getter makes a new one.
    pub(crate) fn forget(&self, kind: Kind) {
        self.objects().by_kind.remove(&key(kind));
    }
}
