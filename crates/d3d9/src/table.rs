//! Handles and the generational tables that own what they name.

use crate::error::{D3dError, D3dResult};

/// Declares a typed handle: a table key (slot index and the slot's
/// generation), opaque to callers.
macro_rules! handle {
    ($(#[$m:meta])* $name:ident) => {
        $(#[$m])*
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
        pub struct $name(pub(crate) u64);
    };
}

handle!(
    /// A texture (`IDirect3DTexture9`, `IDirect3DCubeTexture9` or `IDirect3DVolumeTexture9`).
    TextureId
);
handle!(
    /// A surface (`IDirect3DSurface9`): render target, depth-stencil or a texture level.
    SurfaceId
);
handle!(
    /// A vertex buffer.
    VertexBufferId
);
handle!(
    /// An index buffer.
    IndexBufferId
);
handle!(
    /// A vertex declaration.
    VertexDeclId
);
handle!(
    /// A vertex shader.
    VertexShaderId
);
handle!(
    /// A pixel shader.
    PixelShaderId
);

/// One slot of a [`Table`]: its object, and how many objects it has held
/// before, so a key of an earlier occupant never names the current one.
#[derive(Debug)]
struct Slot<T> {
    generation: u32,
    item: Option<T>,
}

/// A table of live objects addressed by generational keys: the low 32 bits
/// are the slot, the high 32 bits the slot's generation when the object was
/// inserted. Releasing an object bumps its slot's generation, so a released
/// handle is `D3DERR_INVALIDCALL` forever, even after the slot is reused.
#[derive(Debug)]
pub(crate) struct Table<T> {
    kind: &'static str,
    slots: Vec<Slot<T>>,
    /// Free slots, reused oldest first.
    free: std::collections::VecDeque<u32>,
}

impl<T> Table<T> {
    pub(crate) fn new(kind: &'static str) -> Self {
        Table {
            kind,
            slots: Vec::new(),
            free: std::collections::VecDeque::new(),
        }
    }

    fn key(index: u32, generation: u32) -> u64 {
        (u64::from(generation) << 32) | u64::from(index)
    }

    pub(crate) fn insert(&mut self, item: T) -> u64 {
        // A slot whose generation is exhausted is retired, never reused.
        while let Some(i) = self.free.pop_front() {
            let slot = &mut self.slots[i as usize];
            if slot.generation != u32::MAX {
                slot.generation += 1;
                slot.item = Some(item);
                return Self::key(i, slot.generation);
            }
        }
        let index = self.slots.len() as u32;
        self.slots.push(Slot {
            generation: 0,
            item: Some(item),
        });
        Self::key(index, 0)
    }

    fn bad(&self, key: u64) -> D3dError {
        D3dError::BadHandle {
            kind: self.kind,
            index: key as u32,
            generation: (key >> 32) as u32,
        }
    }

    fn slot(&self, key: u64) -> Option<&Slot<T>> {
        self.slots
            .get(key as u32 as usize)
            .filter(|s| s.generation == (key >> 32) as u32)
    }

    pub(crate) fn get(&self, key: u64) -> D3dResult<&T> {
        self.slot(key)
            .and_then(|s| s.item.as_ref())
            .ok_or_else(|| self.bad(key))
    }

    pub(crate) fn get_mut(&mut self, key: u64) -> D3dResult<&mut T> {
        // The error is made only when the key misses (made on every call,
        // it cost the draw path a construction and a drop).
        let kind = self.kind;
        match self
            .slots
            .get_mut(key as u32 as usize)
            .filter(|s| s.generation == (key >> 32) as u32)
            .and_then(|s| s.item.as_mut())
        {
            Some(item) => Ok(item),
            None => Err(D3dError::BadHandle {
                kind,
                index: key as u32,
                generation: (key >> 32) as u32,
            }),
        }
    }

    /// The live objects, in slot order.
    pub(crate) fn iter(&self) -> impl Iterator<Item = &T> {
        self.slots.iter().filter_map(|s| s.item.as_ref())
    }

    pub(crate) fn remove(&mut self, key: u64) -> D3dResult<T> {
        let bad = self.bad(key);
        let index = key as u32;
        let item = self
            .slots
            .get_mut(index as usize)
            .filter(|s| s.generation == (key >> 32) as u32)
            .and_then(|s| s.item.take())
            .ok_or(bad)?;
        self.free.push_back(index);
        Ok(item)
    }
}

#[cfg(test)]
mod table_tests {
    use super::*;

    #[test]
    fn a_released_key_never_names_the_next_object_in_its_slot() {
        let mut t = Table::new("thing");
        let a = t.insert('a');
        t.remove(a).unwrap();
        let b = t.insert('b');
        assert_eq!(b as u32, a as u32, "the slot is reused");
        assert_eq!(*t.get(b).unwrap(), 'b');
        let err = t.get(a).unwrap_err().to_string();
        assert!(
            err.contains("thing") && err.contains("generation 0"),
            "{err}"
        );
        assert!(t.remove(a).is_err());
        assert!(t.get_mut(a).is_err());
        assert!(t.get(u64::MAX).is_err());
    }
}
