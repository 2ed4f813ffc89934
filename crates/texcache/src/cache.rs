//! The slot table: cached GPU textures by content key, with LRU ticks, the
//! budgets and the binding pin (spec 000 "Metal texture cache", "Budgets and
//! eviction").
//!
//! - Slot 0 is "none"; a [`CacheId`] is a slot plus the slot's serial, so an
//!   id resolved before an eviction can never name the slot's next texture.
//! - The key index is open-addressed with linear probing over a power-of-two
//!   table at least four times the count budget (never more than a quarter
//!   full); removal re-inserts the rest of the probe run.
//! - Every hit or insert stamps the slot with the next tick; eviction takes
//!   the smallest stamp among evictable slots.
//! - Between [`Cache::begin_bindings`] and [`Cache::end_bindings`], entries
//!   stamped after the scope began are pinned: the textures a draw already
//!   resolved survive its later uploads. With nothing evictable left, room
//!   cannot be made and the caller's draw fails ([`CacheError::Pinned`]).

use thiserror::Error;

use crate::config::Budget;

/// Names one cached texture.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct CacheId {
    /// Never 0: slot 0 is the "none" placeholder and is never handed out.
    slot: u32,
    serial: u32,
}

impl CacheId {
    /// The slot number (1-based; 0 is "none").
    pub fn slot(self) -> u32 {
        self.slot
    }

    /// Slot and serial in one word (slot in the high half), never 0: for
    /// keys that must change when an entry is replaced.
    pub fn raw(self) -> u64 {
        (u64::from(self.slot) << 32) | u64::from(self.serial)
    }
}

/// Why room could not be made.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum CacheError {
    /// A single texture larger than the whole byte budget.
    #[error("texture of {bytes} bytes is larger than the texture budget of {budget} bytes")]
    TooLarge {
        /// The texture's accounted bytes.
        bytes: u64,
        /// The byte budget.
        budget: u64,
    },
    /// The entry to remove is used by the current draw.
    #[error("texture cache entry {key:#018x} is pinned by the current draw")]
    EntryPinned {
        /// The entry's key.
        key: u64,
    },
    /// Every cached entry is used by the current draw.
    #[error(
        "texture cache pinned by current draw: {count} textures / {bytes} bytes are in use, \
         {needed} more bytes do not fit the budget of {budget_count} textures / {budget_bytes} bytes"
    )]
    Pinned {
        /// Bytes of the texture that needed room.
        needed: u64,
        /// Cached textures.
        count: usize,
        /// Cached bytes.
        bytes: u64,
        /// The count budget.
        budget_count: usize,
        /// The byte budget.
        budget_bytes: u64,
    },
}

#[derive(Debug)]
struct Slot<T> {
    key: u64,
    texture: Option<T>,
    used: u64,
    bytes: u64,
    serial: u32,
}

/// The open-addressed key index: slot numbers, 0 empty.
#[derive(Debug)]
struct KeyIndex {
    table: Vec<u32>,
    mask: usize,
}

impl KeyIndex {
    fn new(budget_count: usize) -> Self {
        let size = budget_count
            .saturating_mul(4)
            .max(16)
            .checked_next_power_of_two()
            .unwrap_or(1 << 31);
        Self {
            table: vec![0; size],
            mask: size - 1,
        }
    }

    fn home(&self, key: u64) -> usize {
        // Keys are XXH3 outputs or "HVTX" | CRC; mix both halves anyway.
        let mixed = (key ^ (key >> 32)).wrapping_mul(0x9e37_79b9_7f4a_7c15);
        (mixed >> 32) as usize & self.mask
    }

    fn find<T>(&self, key: u64, slots: &[Slot<T>]) -> Option<usize> {
        let mut at = self.home(key);
        loop {
            let slot = self.table[at];
            if slot == 0 {
                return None;
            }
            if slots[slot as usize].key == key {
                return Some(at);
            }
            at = (at + 1) & self.mask;
        }
    }

    fn insert(&mut self, key: u64, slot: u32) {
        let mut at = self.home(key);
        while self.table[at] != 0 {
            at = (at + 1) & self.mask;
        }
        self.table[at] = slot;
    }

    fn remove<T>(&mut self, position: usize, slots: &[Slot<T>]) {
        self.table[position] = 0;
        let mut at = (position + 1) & self.mask;
        while self.table[at] != 0 {
            let slot = std::mem::take(&mut self.table[at]);
            self.insert(slots[slot as usize].key, slot);
            at = (at + 1) & self.mask;
        }
    }
}

/// The cache of GPU textures of type `T`.
#[derive(Debug)]
pub struct Cache<T> {
    slots: Vec<Slot<T>>,
    free: Vec<u32>,
    index: KeyIndex,
    tick: u64,
    floor: Option<u64>,
    count: usize,
    bytes: u64,
    budget: Budget,
    /// Lookups that found their key.
    pub hits: u64,
    /// Entries inserted.
    pub uploads: u64,
    /// Entries evicted for room.
    pub evictions: u64,
}

impl<T> Cache<T> {
    /// An empty cache with `budget`.
    pub fn new(budget: Budget) -> Self {
        let budget = Budget {
            count: budget.count.clamp(1, 1 << 28),
            bytes: budget.bytes,
        };
        Self {
            slots: vec![Slot {
                key: 0,
                texture: None,
                used: 0,
                bytes: 0,
                serial: 0,
            }],
            free: Vec::new(),
            index: KeyIndex::new(budget.count),
            tick: 0,
            floor: None,
            count: 0,
            bytes: 0,
            budget,
            hits: 0,
            uploads: 0,
            evictions: 0,
        }
    }

    /// The budgets.
    pub fn budget(&self) -> Budget {
        self.budget
    }

    /// Cached textures.
    pub fn count(&self) -> usize {
        self.count
    }

    /// Cached bytes.
    pub fn bytes(&self) -> u64 {
        self.bytes
    }

    fn stamp(&mut self) -> u64 {
        self.tick += 1;
        self.tick
    }

    /// Looks `key` up, stamping the entry as just used.
    pub fn find(&mut self, key: u64) -> Option<CacheId> {
        let position = self.index.find(key, &self.slots)?;
        let slot = self.index.table[position];
        let tick = self.stamp();
        let entry = &mut self.slots[slot as usize];
        entry.used = tick;
        self.hits += 1;
        Some(CacheId {
            slot,
            serial: entry.serial,
        })
    }

    /// Stamps the entry `id` names as just used and counts a hit, as
    /// [`Cache::find`] of its key would, when `id` still names a cached
    /// texture whose key is `key`; the lookup then costs no probing.
    pub fn refresh(&mut self, id: CacheId, key: u64) -> bool {
        let tick = self.tick + 1;
        let Some(slot) = self.slots.get_mut(id.slot as usize) else {
            return false;
        };
        if id.slot == 0 || slot.serial != id.serial || slot.key != key || slot.texture.is_none() {
            return false;
        }
        slot.used = tick;
        self.tick = tick;
        self.hits += 1;
        true
    }

    /// Whether `key` is cached, without stamping it.
    pub fn contains(&self, key: u64) -> bool {
        self.index.find(key, &self.slots).is_some()
    }

    /// The texture `id` names, unless it was evicted since.
    pub fn get(&self, id: CacheId) -> Option<&T> {
        let slot = self.slots.get(id.slot as usize)?;
        (slot.serial == id.serial)
            .then_some(slot.texture.as_ref())
            .flatten()
    }

    /// Opens a binding scope: entries used from now on are pinned.
    pub fn begin_bindings(&mut self) {
        self.floor = Some(self.tick);
    }

    /// Closes the binding scope: every entry is evictable again.
    pub fn end_bindings(&mut self) {
        self.floor = None;
    }

    /// Whether the entry `id` names is pinned by the open scope.
    pub fn is_pinned(&self, id: CacheId) -> bool {
        let used = self.slots.get(id.slot as usize).map(|s| s.used);
        matches!((self.floor, used), (Some(floor), Some(used)) if used > floor)
    }

    fn evictable(&self, slot: &Slot<T>) -> bool {
        slot.texture.is_some() && self.floor.is_none_or(|floor| slot.used <= floor)
    }

    fn remove_slot(&mut self, slot: u32) -> Option<T> {
        let key = self.slots[slot as usize].key;
        if let Some(position) = self.index.find(key, &self.slots) {
            self.index.remove(position, &self.slots);
        }
        let entry = &mut self.slots[slot as usize];
        let texture = entry.texture.take()?;
        self.count -= 1;
        self.bytes -= entry.bytes;
        entry.key = 0;
        entry.bytes = 0;
        entry.serial = entry.serial.wrapping_add(1);
        self.free.push(slot);
        Some(texture)
    }

    /// Evicts the least recently used evictable entry.
    fn evict_oldest(&mut self) -> Option<T> {
        let oldest = (1..self.slots.len())
            .filter(|&i| self.evictable(&self.slots[i]))
            .min_by_key(|&i| self.slots[i].used)?;
        self.evictions += 1;
        self.remove_slot(oldest as u32)
    }

    /// Refuses a texture larger than the byte budget, then evicts least
    /// recently used entries until one of `bytes` fits both budgets. Returns
    /// the evicted textures, for the backend to destroy.
    pub fn make_room(&mut self, bytes: u64) -> Result<Vec<T>, CacheError> {
        if bytes > self.budget.bytes {
            return Err(CacheError::TooLarge {
                bytes,
                budget: self.budget.bytes,
            });
        }
        let mut evicted = Vec::new();
        while self.count + 1 > self.budget.count || self.bytes + bytes > self.budget.bytes {
            match self.evict_oldest() {
                Some(texture) => evicted.push(texture),
                None => {
                    return Err(CacheError::Pinned {
                        needed: bytes,
                        count: self.count,
                        bytes: self.bytes,
                        budget_count: self.budget.count,
                        budget_bytes: self.budget.bytes,
                    });
                }
            }
        }
        Ok(evicted)
    }

    /// Inserts a texture after [`Cache::make_room`] made room for it. A key
    /// already present is replaced (its texture is returned). The caller
    /// must have made room; the budgets are checked again and a texture that
    /// still does not fit is handed back as `Err`.
    pub fn insert(&mut self, key: u64, bytes: u64, texture: T) -> Result<(CacheId, Option<T>), T> {
        let replaced = match self.index.find(key, &self.slots) {
            Some(position) => {
                let slot = self.index.table[position];
                self.remove_slot(slot)
            }
            None => None,
        };
        if self.count + 1 > self.budget.count || self.bytes + bytes > self.budget.bytes {
            return Err(texture);
        }
        let tick = self.stamp();
        let slot = match self.free.pop() {
            Some(slot) => slot,
            None => {
                self.slots.push(Slot {
                    key: 0,
                    texture: None,
                    used: 0,
                    bytes: 0,
                    serial: 0,
                });
                (self.slots.len() - 1) as u32
            }
        };
        let entry = &mut self.slots[slot as usize];
        entry.key = key;
        entry.texture = Some(texture);
        entry.used = tick;
        entry.bytes = bytes;
        let serial = entry.serial;
        self.index.insert(key, slot);
        self.count += 1;
        self.bytes += bytes;
        self.uploads += 1;
        Ok((CacheId { slot, serial }, replaced))
    }

    /// Removes the entry keyed `key` unless the open scope pins it; returns
    /// its texture.
    pub fn remove_key(&mut self, key: u64) -> Result<Option<T>, CacheError> {
        let Some(position) = self.index.find(key, &self.slots) else {
            return Ok(None);
        };
        let slot = self.index.table[position];
        if !self.evictable(&self.slots[slot as usize]) {
            return Err(CacheError::EntryPinned { key });
        }
        Ok(self.remove_slot(slot))
    }

    /// Removes every entry (device reset); returns their textures.
    pub fn clear(&mut self) -> Vec<T> {
        (1..self.slots.len() as u32)
            .filter_map(|slot| self.remove_slot(slot))
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn budget(count: usize, bytes: u64) -> Budget {
        Budget { count, bytes }
    }

    fn add(
        cache: &mut Cache<u32>,
        key: u64,
        bytes: u64,
    ) -> Result<(CacheId, Vec<u32>), CacheError> {
        let evicted = cache.make_room(bytes)?;
        let (id, _) = cache.insert(key, bytes, key as u32).expect("room was made");
        Ok((id, evicted))
    }

    #[test]
    fn id_zero_is_none_and_hits_stamp() {
        let mut c = Cache::new(budget(4, 100));
        let (a, _) = add(&mut c, 7, 10).unwrap();
        assert_ne!(a.slot(), 0);
        assert_eq!(c.find(7), Some(a));
        assert_eq!(c.get(a), Some(&7));
        assert_eq!(c.find(8), None);
        assert_eq!((c.hits, c.uploads), (1, 1));
    }

    #[test]
    fn count_budget_evicts_least_recently_used() {
        let mut c = Cache::new(budget(2, 100));
        add(&mut c, 1, 1).unwrap();
        add(&mut c, 2, 1).unwrap();
        c.find(1);
        let (_, evicted) = add(&mut c, 3, 1).unwrap();
        assert_eq!(evicted, [2]);
        assert!(c.contains(1) && c.contains(3) && !c.contains(2));
        assert_eq!(c.evictions, 1);
    }

    #[test]
    fn byte_budget_and_too_large() {
        let mut c = Cache::new(budget(10, 100));
        add(&mut c, 1, 60).unwrap();
        let (_, evicted) = add(&mut c, 2, 50).unwrap();
        assert_eq!(evicted, [1]);
        assert_eq!(c.bytes(), 50);
        assert_eq!(
            c.make_room(101),
            Err(CacheError::TooLarge {
                bytes: 101,
                budget: 100
            })
        );
        assert_eq!(c.count(), 1, "a refused texture evicts nothing");
    }

    #[test]
    fn stale_ids_never_name_a_new_texture() {
        let mut c = Cache::new(budget(1, 100));
        let (a, _) = add(&mut c, 1, 1).unwrap();
        let (b, _) = add(&mut c, 2, 1).unwrap();
        assert_eq!(a.slot(), b.slot());
        assert_eq!(c.get(a), None);
        assert_eq!(c.get(b), Some(&2));
    }

    #[test]
    fn pinned_entries_survive_and_a_full_pin_is_an_error() {
        let mut c = Cache::new(budget(2, 100));
        add(&mut c, 1, 1).unwrap();
        add(&mut c, 2, 1).unwrap();
        c.begin_bindings();
        let a = c.find(1).unwrap();
        // 2 is older than the scope: evictable.
        let (b, evicted) = add(&mut c, 3, 1).unwrap();
        assert_eq!(evicted, [2]);
        assert!(c.is_pinned(a) && c.is_pinned(b));
        let err = c.make_room(1).unwrap_err();
        assert!(matches!(err, CacheError::Pinned { count: 2, .. }));
        assert!(
            err.to_string()
                .contains("texture cache pinned by current draw")
        );
        assert_eq!(c.remove_key(1), Err(CacheError::EntryPinned { key: 1 }));
        c.end_bindings();
        assert!(!c.is_pinned(a));
        assert_eq!(add(&mut c, 4, 1).unwrap().1, [1]);
    }

    #[test]
    fn removal_keeps_every_probe_run_reachable() {
        let mut c = Cache::new(budget(64, u64::MAX));
        // Keys that share a home slot, plus others.
        let keys: Vec<u64> = (0..64).map(|i| i << 40).collect();
        for &k in &keys {
            add(&mut c, k, 1).unwrap();
        }
        for &k in keys.iter().step_by(3) {
            assert_eq!(c.remove_key(k), Ok(Some(k as u32)));
        }
        for (i, &k) in keys.iter().enumerate() {
            assert_eq!(c.contains(k), i % 3 != 0, "key {k:#x}");
        }
    }
}
