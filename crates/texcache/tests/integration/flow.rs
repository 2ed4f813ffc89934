//! The upload flow on the fake backend: generations and key reuse, level
//! rules, cube and volume variants, budgets and the pin, readback, native BC
//! routing and counters.

use crate::common;

use common::*;
use ninebridge_texcache::{
    Budget, CacheError, Config, ContentState, GpuDimension, GpuFormat, MipRule, OwnedSource,
    Resolved, TextureDesc, UploadError,
};
use ninebridge_texture::Format;
use ninebridge_texture::mip::{mip, mip_chain_bytes};

#[test]
fn an_unchanged_generation_reuses_the_key_without_hashing() {
    let mut cache = cache(false, big());
    let mut source = argb(1, 4, 4, 7);
    let mut state = ContentState::new();
    let a = cache.resolve(&mut state, &mut source).unwrap();
    // The bytes change but the generation does not: the stored key stands
    // (spec 000: reuse is governed by content_generation).
    source.write(0, 0, vec![8; 64]);
    let b = cache.resolve(&mut state, &mut source).unwrap();
    assert_eq!(a, b);
    let stats = cache.stats();
    assert_eq!((stats.textures.hash_skips, stats.textures.hits), (1, 1));
    // A new generation hashes the new bytes: a new entry.
    state.touch();
    let c = cache.resolve(&mut state, &mut source).unwrap();
    assert_ne!(a, c);
    assert!(uploaded(&cache, c, 0, 0).iter().all(|&v| v == 8));
    assert_eq!(cache.stats().textures.uploads, 2);
}

#[test]
fn identical_bytes_of_two_textures_are_two_entries() {
    let mut cache = cache(false, big());
    let a = cache
        .resolve(&mut ContentState::new(), &mut argb(1, 4, 4, 7))
        .unwrap();
    let b = cache
        .resolve(&mut ContentState::new(), &mut argb(2, 4, 4, 7))
        .unwrap();
    assert_ne!(a, b);
    let c = cache
        .resolve(&mut ContentState::new(), &mut argb(1, 4, 4, 7))
        .unwrap();
    assert_eq!(a, c, "same guest, same bytes: a hit");
}

#[test]
fn every_written_level_is_uploaded_as_written() {
    // Wine's maxmip_test: levels with unrelated contents stay unrelated.
    let mut source = OwnedSource::new(TextureDesc::texture_2d(Format::L8, 4, 4, 3));
    source.write(0, 0, vec![10; 16]);
    source.write(0, 1, vec![200; 4]);
    source.write(0, 2, vec![77; 1]);
    let mut cache = cache(false, big());
    let r = cache
        .resolve(&mut ContentState::new(), &mut source)
        .unwrap();
    assert_eq!(uploaded(&cache, r, 0, 1), [200, 200, 200, 255].repeat(4));
    assert_eq!(uploaded(&cache, r, 0, 2), [77, 77, 77, 255]);
    let desc = &cache.backend().contents(fake(&cache, r)).unwrap().desc;
    assert_eq!(desc.levels, 3);
}

#[test]
fn unwritten_levels_get_the_box_chain_of_the_level_above() {
    let mut source = OwnedSource::new(TextureDesc::texture_2d(Format::L8, 4, 4, 3));
    let level0: Vec<u8> = (0..16).map(|i| i * 15).collect();
    source.write(0, 0, level0.clone());
    source.write(0, 2, vec![5]);
    let mut cache = cache(false, big());
    let r = cache
        .resolve(&mut ContentState::new(), &mut source)
        .unwrap();
    let bgra0 = uploaded(&cache, r, 0, 0);
    let (_, _, expected1) = mip(&bgra0, 4, 4, 0).unwrap();
    assert_eq!(uploaded(&cache, r, 0, 1), expected1);
    assert_eq!(
        uploaded(&cache, r, 0, 2),
        [5, 5, 5, 255],
        "written level kept"
    );
}

#[test]
fn autogen_textures_consume_level0_and_get_the_full_chain() {
    let mut source = OwnedSource::new(TextureDesc::texture_2d(Format::L8, 8, 2, 1));
    source.desc.autogen_mipmap = true;
    source.write(0, 0, (0..16).map(|i| i * 16).collect());
    let mut cache = cache(false, big());
    let r = cache
        .resolve(&mut ContentState::new(), &mut source)
        .unwrap();
    let t = cache.backend().contents(fake(&cache, r)).unwrap();
    // 8x2 -> 4x1 -> 2x1 -> 1x1.
    assert_eq!(t.desc.levels, 4);
    assert_eq!(t.levels[&(0, 3)].len(), 4);
}

#[test]
fn regen_rule_ignores_written_mips() {
    let mut source = OwnedSource::new(TextureDesc::texture_2d(Format::L8, 2, 2, 2));
    source.write(0, 0, vec![100, 100, 200, 200]);
    source.write(0, 1, vec![0]);
    let config = Config {
        mip_rule: MipRule::RegenerateFromLevel0,
        ..Config::default()
    };
    let mut cache = cache_with(false, &config);
    let r = cache
        .resolve(&mut ContentState::new(), &mut source)
        .unwrap();
    assert_eq!(uploaded(&cache, r, 0, 1), [150, 150, 150, 255]);
    let mut d3d9 = cache_with(false, &Config::default());
    let r = d3d9.resolve(&mut ContentState::new(), &mut source).unwrap();
    assert_eq!(uploaded(&d3d9, r, 0, 1), [0, 0, 0, 255]);
}

#[test]
fn a_256_texture_with_its_chain_accounts_349524_bytes() {
    let config = Config {
        mip_rule: MipRule::RegenerateFromLevel0,
        ..Config::default()
    };
    let mut cache = cache_with(false, &config);
    cache
        .resolve(&mut ContentState::new(), &mut argb(1, 256, 256, 3))
        .unwrap();
    assert_eq!(cache.stats().textures.cached_bytes, 349_524);
    assert_eq!(mip_chain_bytes(256, 256), 349_524);
}

#[test]
fn cube_textures_have_six_mipmapped_faces() {
    let mut source = OwnedSource::new(TextureDesc::cube(Format::L8, 4, 3));
    for face in 0..6 {
        source.write(face, 0, vec![face as u8 * 40; 16]);
    }
    let mut cache = cache(false, big());
    let r = cache
        .resolve(&mut ContentState::new(), &mut source)
        .unwrap();
    let t = cache.backend().contents(fake(&cache, r)).unwrap();
    assert_eq!(t.desc.dimension, GpuDimension::Cube);
    assert_eq!((t.desc.depth_or_layers, t.desc.levels), (6, 3));
    for face in 0..6u32 {
        let v = face as u8 * 40;
        assert_eq!(t.levels[&(face, 2)], [v, v, v, 255], "face {face}");
    }
    // Changing one face (with a new generation) is a new key.
    let mut state = ContentState::new();
    let a = cache.resolve(&mut state, &mut source).unwrap();
    assert_eq!(a, r);
    source.write(5, 0, vec![1; 16]);
    state.touch();
    assert_ne!(cache.resolve(&mut state, &mut source).unwrap(), r);
}

#[test]
fn volume_textures_keep_level0_and_refuse_more_than_2048() {
    let mut source = OwnedSource::new(TextureDesc::volume(Format::L8, 2, 2, 2, 2));
    source.write(0, 0, vec![1, 1, 1, 1, 2, 2, 2, 2]);
    let mut cache = cache(false, big());
    let r = cache
        .resolve(&mut ContentState::new(), &mut source)
        .unwrap();
    let t = cache.backend().contents(fake(&cache, r)).unwrap();
    assert_eq!(t.desc.dimension, GpuDimension::D3);
    assert_eq!((t.desc.depth_or_layers, t.desc.levels), (2, 1));
    assert_eq!(t.levels[&(0, 0)].len(), 2 * 2 * 2 * 4);
    assert_eq!(t.levels[&(0, 0)][16..20], [2, 2, 2, 255]);
    let mut huge = OwnedSource::new(TextureDesc::volume(Format::L8, 4096, 1, 1, 1));
    huge.write(0, 0, vec![0; 4096]);
    let err = cache
        .resolve(&mut ContentState::new(), &mut huge)
        .unwrap_err();
    assert!(
        matches!(
            err,
            UploadError::VolumeTooLarge {
                width: 4096,
                max: 2048,
                ..
            }
        ),
        "{err}"
    );
}

#[test]
fn a_texture_larger_than_the_byte_budget_is_refused() {
    let mut cache = cache(
        false,
        Budget {
            count: 8,
            bytes: 63,
        },
    );
    let err = cache
        .resolve(&mut ContentState::new(), &mut argb(1, 4, 4, 0))
        .unwrap_err();
    assert!(
        matches!(
            err,
            UploadError::Cache(CacheError::TooLarge {
                bytes: 64,
                budget: 63
            })
        ),
        "{err}"
    );
    assert_eq!(cache.backend().created, 0);
}

#[test]
fn the_pin_keeps_a_draws_textures_and_fails_clearly_when_full() {
    let mut cache = cache(
        false,
        Budget {
            count: 2,
            bytes: 1 << 20,
        },
    );
    cache.begin_bindings();
    let a = cache
        .resolve(&mut ContentState::new(), &mut argb(1, 4, 4, 1))
        .unwrap();
    let b = cache
        .resolve(&mut ContentState::new(), &mut argb(2, 4, 4, 2))
        .unwrap();
    let err = cache
        .resolve(&mut ContentState::new(), &mut argb(3, 4, 4, 3))
        .unwrap_err();
    assert!(
        err.to_string()
            .contains("texture cache pinned by current draw"),
        "{err}"
    );
    // Stage 0's texture is still the one it resolved.
    assert!(uploaded(&cache, a, 0, 0).iter().all(|&v| v == 1));
    assert!(uploaded(&cache, b, 0, 0).iter().all(|&v| v == 2));
    cache.end_bindings();
    let c = cache
        .resolve(&mut ContentState::new(), &mut argb(3, 4, 4, 3))
        .unwrap();
    assert!(uploaded(&cache, c, 0, 0).iter().all(|&v| v == 3));
    let Resolved::Cached(a) = a else {
        unreachable!()
    };
    assert!(cache.texture(a).is_none(), "a was the least recently used");
}

#[test]
fn a_gpu_dirty_alias_is_read_back_before_hashing() {
    let mut cache = cache(false, big());
    let mut source = argb(1, 2, 2, 1);
    let mut state = ContentState::new();
    cache.resolve(&mut state, &mut source).unwrap();
    source.pending_readback = Some(Ok(vec![9; 16]));
    let generation = state.generation();
    let r = cache.resolve(&mut state, &mut source).unwrap();
    assert_eq!(state.generation(), generation + 1);
    assert!(uploaded(&cache, r, 0, 0).iter().all(|&v| v == 9));
    source.pending_readback = Some(Err("device lost".into()));
    let err = cache.resolve(&mut state, &mut source).unwrap_err();
    assert!(matches!(err, UploadError::Readback { .. }) && err.to_string().contains("device lost"));
}

#[test]
fn undecodable_formats_and_short_levels_fail_without_panicking() {
    let mut cache = cache(false, big());
    let mut x1 = OwnedSource::new(TextureDesc::texture_2d(Format::V8U8, 2, 2, 1));
    x1.write(0, 0, vec![0; 8]);
    let err = cache
        .resolve(&mut ContentState::new(), &mut x1)
        .unwrap_err();
    assert!(matches!(err, UploadError::Format { .. }), "{err}");
    let mut short = argb(1, 4, 4, 0);
    short.write(0, 0, vec![0; 10]);
    let err = cache
        .resolve(&mut ContentState::new(), &mut short)
        .unwrap_err();
    assert!(
        matches!(
            err,
            UploadError::Source {
                needed: 64,
                actual: 10,
                ..
            }
        ),
        "{err}"
    );
}

#[test]
fn native_bc_uploads_the_stored_blocks_of_every_level() {
    let mut cache = cache(true, big());
    let mut source = dxt1_chain(8, 8, 4, &[0xf800, 0x07e0, 0x001f, 0xffff]);
    let r = cache
        .resolve(&mut ContentState::new(), &mut source)
        .unwrap();
    let t = cache.backend().contents(fake(&cache, r)).unwrap();
    assert_eq!(t.desc.format, GpuFormat::Bc1);
    assert_eq!(t.desc.levels, 4);
    // 8x8: 4 blocks; 4x4, 2x2, 1x1: one whole block each.
    let sizes: Vec<usize> = (0..4).map(|l| t.levels[&(0, l)].len()).collect();
    assert_eq!(sizes, [32, 8, 8, 8]);
    assert_eq!(t.levels[&(0, 3)], source.levels[3].clone().unwrap());
    let bc = cache.stats().bc;
    assert_eq!(
        (bc.requests, bc.eligible, bc.native_uploads, bc.cpu_decodes),
        (1, 1, 1, 0)
    );
    assert_eq!(bc.compressed_bytes, 56);
    assert_eq!(bc.expanded_bytes, 0);
}

#[test]
fn ineligible_dxt_is_decoded_and_counted_by_reason() {
    let mut off = cache_with(
        true,
        &Config {
            native_bc: false,
            ..Config::default()
        },
    );
    let mut source = dxt1_chain(8, 8, 1, &[0xf800]);
    let r = off.resolve(&mut ContentState::new(), &mut source).unwrap();
    let t = off.backend().contents(fake(&off, r)).unwrap();
    assert_eq!(t.desc.format, GpuFormat::Bgra8);
    assert!(t.levels[&(0, 0)].chunks(4).all(|p| p == [0, 0, 255, 255]));
    let bc = off.stats().bc;
    assert_eq!((bc.requests, bc.eligible, bc.cpu_decodes), (1, 0, 1));
    assert_eq!(bc.expanded_bytes, 8 * 8 * 4);
    assert_eq!(bc.blocked.get("disabled"), Some(&1));

    let mut no_caps = cache(false, big());
    no_caps
        .resolve(&mut ContentState::new(), &mut dxt1_chain(8, 8, 1, &[1]))
        .unwrap();
    let mut odd = dxt1_chain(6, 6, 1, &[1]);
    no_caps.resolve(&mut ContentState::new(), &mut odd).unwrap();
    assert_eq!(no_caps.stats().bc.blocked.get("capability"), Some(&2));

    let mut with_caps = cache(true, big());
    with_caps
        .resolve(&mut ContentState::new(), &mut odd)
        .unwrap();
    let mut partial = dxt1_chain(8, 8, 4, &[1]);
    partial.levels[2] = None;
    with_caps
        .resolve(&mut ContentState::new(), &mut partial)
        .unwrap();
    let bc = with_caps.stats().bc;
    assert_eq!(bc.blocked.get("block_size"), Some(&1));
    assert_eq!(bc.blocked.get("generated_levels"), Some(&1));
    assert_eq!(bc.cpu_decodes, 2);
    // Uncompressed textures are no BC request.
    with_caps
        .resolve(&mut ContentState::new(), &mut argb(5, 4, 4, 0))
        .unwrap();
    assert_eq!(with_caps.stats().bc.requests, 2);
}

#[test]
fn native_and_decoded_routes_name_the_same_texture_content() {
    // The route never enters the key: a cache hit is a hit on either route.
    let mut native = cache(true, big());
    let mut decoded = cache(false, big());
    let mut s = dxt1_chain(8, 8, 1, &[0x1234]);
    let mut state_a = ContentState::new();
    let mut state_b = ContentState::new();
    native.resolve(&mut state_a, &mut s).unwrap();
    decoded.resolve(&mut state_b, &mut s).unwrap();
    assert_eq!(state_a.stored_key(), state_b.stored_key());
}

#[test]
fn stats_serialise_with_the_documented_keys() {
    let mut cache = cache(true, big());
    cache
        .resolve(&mut ContentState::new(), &mut dxt1_chain(6, 6, 1, &[1]))
        .unwrap();
    let json = serde_json::to_value(cache.stats()).unwrap();
    for key in [
        "hits",
        "uploads",
        "evictions",
        "cached_count",
        "cached_bytes",
        "pack_matches",
        "pack_fallbacks",
        "hash_skips",
    ] {
        assert!(json["textures"][key].is_u64(), "textures.{key}");
    }
    for key in [
        "requests",
        "eligible",
        "native_uploads",
        "cpu_decodes",
        "compressed_bytes",
        "expanded_bytes",
    ] {
        assert!(json["bc"][key].is_u64(), "bc.{key}");
    }
    assert!(json["bc"]["decode_ms"].is_f64());
    assert_eq!(json["bc"]["blocked"]["block_size"], 1);
}

#[test]
fn reuse_is_resolve_of_an_unchanged_generation() {
    let mut cache = cache(false, big());
    let mut source = argb(1, 4, 4, 7);
    let mut state = ContentState::new();
    let Resolved::Cached(id) = cache.resolve(&mut state, &mut source).unwrap() else {
        panic!("an A8R8G8B8 texture is cached");
    };
    let before = cache.stats().textures;
    assert!(cache.reuse(&state, id));
    let after = cache.stats().textures;
    // Counted exactly as the resolve it stands for: a hash skip and a hit.
    assert_eq!(
        (after.hash_skips, after.hits, after.uploads),
        (before.hash_skips + 1, before.hits + 1, before.uploads)
    );
    assert_eq!(
        cache.resolve(&mut state, &mut source).unwrap(),
        Resolved::Cached(id)
    );
    // A new generation must be keyed again: no reuse.
    source.write(0, 0, vec![8; 64]);
    state.touch();
    assert!(!cache.reuse(&state, id));
    let Resolved::Cached(other) = cache.resolve(&mut state, &mut source).unwrap() else {
        panic!("cached");
    };
    // An id under another key than the state's is not reused either.
    assert_ne!(other, id);
    assert!(!cache.reuse(&state, id));
    assert!(cache.reuse(&state, other));
}

#[test]
fn reuse_stamps_the_entry_as_resolve_does() {
    // Two entries fit; the one reused last survives the third upload.
    let mut cache = cache(
        false,
        Budget {
            count: 2,
            bytes: 512 << 20,
        },
    );
    let (mut a, mut b, mut c) = (argb(1, 4, 4, 1), argb(2, 4, 4, 2), argb(3, 4, 4, 3));
    let (mut sa, mut sb) = (ContentState::new(), ContentState::new());
    let Resolved::Cached(ia) = cache.resolve(&mut sa, &mut a).unwrap() else {
        panic!("cached");
    };
    let Resolved::Cached(ib) = cache.resolve(&mut sb, &mut b).unwrap() else {
        panic!("cached");
    };
    assert!(cache.reuse(&sa, ia));
    cache.resolve(&mut ContentState::new(), &mut c).unwrap();
    assert!(cache.reuse(&sa, ia), "a was used after b: b is evicted");
    assert!(!cache.reuse(&sb, ib), "an evicted entry is never reused");
}
