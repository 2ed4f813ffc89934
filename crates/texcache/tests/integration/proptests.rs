//! Property tests: under random workloads the budgets are never exceeded,
//! pinned entries are never evicted, and a resolved id always names the
//! texture of its content.

use crate::common;

use common::*;
use ninebridge_texcache::{Budget, Cache, CacheError, ContentState, Resolved};
use proptest::prelude::*;

#[derive(Clone, Debug)]
enum Op {
    /// Insert key with bytes (if absent).
    Insert(u64, u64),
    Find(u64),
    Begin,
    End,
    Remove(u64),
}

fn op() -> impl Strategy<Value = Op> {
    prop_oneof![
        4 => (0u64..40, 1u64..400).prop_map(|(k, b)| Op::Insert(k, b)),
        3 => (0u64..40).prop_map(Op::Find),
        1 => Just(Op::Begin),
        1 => Just(Op::End),
        1 => (0u64..40).prop_map(Op::Remove),
    ]
}

proptest! {
    #[test]
    fn budgets_hold_and_pinned_entries_survive(
        count in 1usize..8,
        bytes in 1u64..1500,
        ops in proptest::collection::vec(op(), 1..200),
    ) {
        let mut cache: Cache<u64> = Cache::new(Budget { count, bytes });
        let mut pinned = Vec::new();
        let mut in_scope = false;
        for op in ops {
            match op {
                Op::Insert(key, size) => {
                    if cache.contains(key) {
                        continue;
                    }
                    match cache.make_room(size) {
                        Ok(_) => {
                            let (id, _) = cache.insert(key, size, key).expect("room was made");
                            if in_scope {
                                pinned.push((id, key));
                            }
                        }
                        Err(CacheError::TooLarge { .. }) => prop_assert!(size > bytes),
                        Err(CacheError::Pinned { .. }) => prop_assert!(in_scope),
                        Err(e) => prop_assert!(false, "{e}"),
                    }
                }
                Op::Find(key) => {
                    if let Some(id) = cache.find(key) {
                        prop_assert_eq!(cache.get(id), Some(&key));
                        if in_scope {
                            pinned.push((id, key));
                        }
                    }
                }
                Op::Begin => {
                    cache.begin_bindings();
                    in_scope = true;
                    pinned.clear();
                }
                Op::End => {
                    cache.end_bindings();
                    in_scope = false;
                    pinned.clear();
                }
                Op::Remove(key) => {
                    if let Ok(Some(_)) = cache.remove_key(key) {
                        prop_assert!(!pinned.iter().any(|&(_, k)| k == key));
                    }
                }
            }
            prop_assert!(cache.count() <= count);
            prop_assert!(cache.bytes() <= bytes);
            for &(id, key) in &pinned {
                prop_assert_eq!(cache.get(id), Some(&key), "a pinned entry was evicted");
            }
        }
    }

    #[test]
    fn resolved_textures_hold_their_content_under_tight_budgets(
        values in proptest::collection::vec((0u32..6, 0u8..4, 1u32..9), 1..60),
        scope in 1usize..4,
    ) {
        // Budgets of 3 textures / 600 bytes; textures of up to 8x8 (256 bytes).
        let mut cache = cache(false, Budget { count: 3, bytes: 600 });
        let mut states: Vec<ContentState> = (0..6).map(|_| ContentState::new()).collect();
        for chunk in values.chunks(scope) {
            cache.begin_bindings();
            let mut bound = Vec::new();
            for &(guest, value, edge) in chunk {
                let mut source = argb(guest, edge, edge, value);
                // Each call writes the texture anew: a new generation.
                states[guest as usize].touch();
                match cache.resolve(&mut states[guest as usize], &mut source) {
                    Ok(r) => bound.push((r, value, edge)),
                    Err(e) => prop_assert!(
                        e.to_string().contains("pinned by current draw"),
                        "{e}"
                    ),
                }
                let stats = cache.stats();
                prop_assert!(stats.textures.cached_count <= 3);
                prop_assert!(stats.textures.cached_bytes <= 600);
            }
            for (r, value, edge) in bound {
                prop_assert!(matches!(r, Resolved::Cached(_)));
                let pixels = uploaded(&cache, r, 0, 0);
                prop_assert_eq!(pixels, vec![value; (edge * edge * 4) as usize]);
            }
            cache.end_bindings();
        }
    }
}
