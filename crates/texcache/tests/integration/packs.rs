//! Spec 000 "Runtime lookup" and its test list, through the upload flow on
//! the fake backend.

use crate::common;

use common::*;
use ninebridge_packs::TexturePack;
use ninebridge_packs::runtime::PackConfig;
use ninebridge_texcache::{
    Budget, Config, ContentState, FakeBackend, Replacements, Resolved, TextureCache,
    replacement_key,
};
use ninebridge_texture::crc::texmod_crc32;

const RED: [u8; 4] = [0, 0, 255, 255];

/// A 4x4 original, its CRC, and a cache whose pack replaces it with 8x8 red.
fn setup(
    budget: Budget,
) -> (
    tempfile::TempDir,
    TextureCache<FakeBackend>,
    ninebridge_texcache::OwnedSource,
    u32,
) {
    let dir = tempfile::tempdir().unwrap();
    let source = argb(1, 4, 4, 7);
    let crc = texmod_crc32(source.levels[0].as_ref().unwrap());
    let path = dir.path().join("mods.hvt");
    pack(&path, crc, 8, 8, RED);
    let config = Config {
        budget,
        pack: PackConfig {
            path: Some(path),
            enabled: true,
        },
        ..Config::default()
    };
    (dir, cache_with(false, &config), source, crc)
}

#[test]
fn replacement_pixels_are_uploaded_and_guest_bytes_stay() {
    let (_dir, mut cache, mut source, crc) = setup(big());
    let before = source.clone();
    let mut state = ContentState::new();
    let r = cache.resolve(&mut state, &mut source).unwrap();
    let texture = cache.backend().contents(fake(&cache, r)).unwrap().clone();
    assert_eq!((texture.desc.width, texture.desc.height), (8, 8));
    // A full chain: 8x8, 4x4, 2x2, 1x1, every pixel red.
    assert_eq!(texture.desc.levels, 4);
    assert!(texture.levels[&(0, 0)].chunks(4).all(|p| p == RED));
    assert_eq!(texture.levels[&(0, 3)], RED);
    assert_eq!(source, before, "guest bytes untouched");
    let stats = cache.stats();
    assert_eq!(stats.textures.pack_matches, 1);
    assert_eq!(stats.textures.uploads, 1);
    assert!(cache.cache().contains(replacement_key(crc)));
    assert_eq!(replacement_key(crc), 0x4856_5458_0000_0000 | u64::from(crc));
}

#[test]
fn a_cached_match_is_not_uploaded_again_and_is_shared_by_crc() {
    let (_dir, mut cache, mut source, _) = setup(big());
    let mut state = ContentState::new();
    let a = cache.resolve(&mut state, &mut source).unwrap();
    let b = cache.resolve(&mut state, &mut source).unwrap();
    assert_eq!(a, b);
    // Another texture (other guest) with the same bytes shares the entry.
    let mut twin = source.clone();
    twin.desc.guest = 99;
    let c = cache.resolve(&mut ContentState::new(), &mut twin).unwrap();
    assert_eq!(a, c);
    assert_eq!(cache.backend().created, 1);
    assert_eq!(cache.stats().textures.pack_matches, 3);
}

#[test]
fn changing_the_texture_stops_matching_and_restoring_matches_again() {
    let (_dir, mut cache, mut source, _) = setup(big());
    let mut state = ContentState::new();
    let replaced = cache.resolve(&mut state, &mut source).unwrap();
    let original = source.levels[0].clone();
    source.write(0, 0, vec![9; 64]);
    state.touch();
    let changed = cache.resolve(&mut state, &mut source).unwrap();
    assert_ne!(changed, replaced);
    assert!(uploaded(&cache, changed, 0, 0).iter().all(|&b| b == 9));
    source.levels[0] = original;
    state.touch();
    assert_eq!(cache.resolve(&mut state, &mut source).unwrap(), replaced);
    assert_eq!(cache.stats().textures.pack_matches, 2);
}

#[test]
fn eviction_re_uploads_the_replacement() {
    let (_dir, mut cache, mut source, _) = setup(Budget {
        count: 1,
        bytes: 1 << 20,
    });
    let mut state = ContentState::new();
    cache.resolve(&mut state, &mut source).unwrap();
    let mut other = argb(2, 4, 4, 1);
    cache.resolve(&mut ContentState::new(), &mut other).unwrap();
    cache.resolve(&mut state, &mut source).unwrap();
    let stats = cache.stats();
    assert_eq!(stats.textures.evictions, 2);
    assert_eq!(cache.backend().created, 3);
    assert_eq!(stats.textures.pack_matches, 2);
}

#[test]
fn a_failed_replacement_upload_uses_the_original() {
    let (_dir, mut cache, mut source, _) = setup(big());
    // The 8x8 replacement is refused; the 4x4 original is not.
    cache.backend_mut().fail_wider_than = Some(4);
    let r = cache
        .resolve(&mut ContentState::new(), &mut source)
        .unwrap();
    assert!(uploaded(&cache, r, 0, 0).iter().all(|&b| b == 7));
    let stats = cache.stats();
    assert_eq!(
        (stats.textures.pack_matches, stats.textures.pack_fallbacks),
        (0, 1)
    );
}

#[test]
fn a_replacement_larger_than_the_budget_uses_the_original() {
    // The 8x8 chain is 340 bytes, the one-level 4x4 original 64.
    let (_dir, mut cache, mut source, _) = setup(Budget {
        count: 4,
        bytes: 100,
    });
    let r = cache
        .resolve(&mut ContentState::new(), &mut source)
        .unwrap();
    assert!(uploaded(&cache, r, 0, 0).iter().all(|&b| b == 7));
    assert_eq!(cache.stats().textures.pack_fallbacks, 1);
}

#[test]
fn render_targets_are_never_replaced() {
    let (_dir, mut cache, mut source, _) = setup(big());
    source.desc.render_target = true;
    assert_eq!(
        cache
            .resolve(&mut ContentState::new(), &mut source)
            .unwrap(),
        Resolved::RenderTarget
    );
    assert_eq!(cache.backend().created, 0);
    assert_eq!(cache.stats().textures.pack_matches, 0);
}

#[test]
fn the_crc_is_computed_once_per_generation() {
    let (_dir, mut cache, mut source, _) = setup(big());
    let mut state = ContentState::new();
    cache.resolve(&mut state, &mut source).unwrap();
    let crc = state.crc_if_current().unwrap();
    // Bytes changed without a generation change: the remembered lookup
    // stands (the device advances the generation on every write).
    source.write(0, 0, vec![1; 64]);
    let r = cache.resolve(&mut state, &mut source).unwrap();
    assert_eq!(state.crc_if_current(), Some(crc));
    assert_eq!(
        cache
            .backend()
            .contents(fake(&cache, r))
            .unwrap()
            .desc
            .width,
        8
    );
}

#[test]
fn missing_and_invalid_packs_leave_the_originals() {
    let dir = tempfile::tempdir().unwrap();
    let bad = dir.path().join("bad.hvt");
    std::fs::write(&bad, b"HVTEX001 truncated").unwrap();
    for path in [
        dir.path().join("missing.hvt"),
        bad,
        dir.path().to_path_buf(),
    ] {
        let config = Config {
            pack: PackConfig {
                path: Some(path),
                enabled: true,
            },
            ..Config::default()
        };
        let mut cache = cache_with(false, &config);
        let r = cache
            .resolve(&mut ContentState::new(), &mut argb(1, 4, 4, 7))
            .unwrap();
        assert!(uploaded(&cache, r, 0, 0).iter().all(|&b| b == 7));
    }
}

#[test]
fn texture_mods_zero_ignores_the_pack() {
    let (dir, _, mut source, _) = setup(big());
    let config = Config {
        pack: PackConfig {
            path: Some(dir.path().join("mods.hvt")),
            enabled: false,
        },
        ..Config::default()
    };
    let mut cache = cache_with(false, &config);
    let r = cache
        .resolve(&mut ContentState::new(), &mut source)
        .unwrap();
    assert_eq!(
        cache
            .backend()
            .contents(fake(&cache, r))
            .unwrap()
            .desc
            .width,
        4
    );
}

#[test]
fn an_opened_pack_can_be_given_directly() {
    let (dir, _, mut source, _) = setup(big());
    let pack = TexturePack::open(dir.path().join("mods.hvt")).unwrap();
    let mut cache = cache(false, big()).with_replacements(Replacements::with_pack(pack));
    let r = cache
        .resolve(&mut ContentState::new(), &mut source)
        .unwrap();
    assert_eq!(
        cache
            .backend()
            .contents(fake(&cache, r))
            .unwrap()
            .desc
            .width,
        8
    );
}
