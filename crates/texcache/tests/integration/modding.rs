//! Dump and replace: `NINEBRIDGE_DUMP_TEXTURES`, `ninebridge pack build` on
//! the dump, loose files in `NINEBRIDGE_TEXTURE_DIR` and the watcher.

use crate::common;

use std::path::Path;
use std::time::{Duration, Instant};

use common::*;
use ninebridge_packs::build::{ImageKind, build_texture_pack, load_bgra, save_png};
use ninebridge_packs::runtime::PackConfig;
use ninebridge_texcache::{Config, ContentState, dump_file_name};
use ninebridge_texture::crc::texmod_crc32;

fn dumping(dir: &Path) -> Config {
    Config {
        dump_dir: Some(dir.to_path_buf()),
        ..Config::default()
    }
}

#[test]
fn each_distinct_texture_is_dumped_once_under_its_crc() {
    let dir = tempfile::tempdir().unwrap();
    let mut cache = cache_with(true, &dumping(dir.path()));
    let mut a = argb(1, 3, 2, 40);
    let crc = texmod_crc32(a.levels[0].as_ref().unwrap());
    cache.resolve(&mut ContentState::new(), &mut a).unwrap();
    let path = dir.path().join(format!("{crc:08x}.png"));
    assert_eq!(dir.path().join(dump_file_name(crc)), path);
    let image = load_bgra(&path, ImageKind::Png).unwrap();
    assert_eq!((image.width, image.height), (3, 2));
    assert_eq!(image.pixels, vec![40; 24]);
    // The same bytes in another texture: the same CRC, not written again.
    std::fs::remove_file(&path).unwrap();
    cache
        .resolve(&mut ContentState::new(), &mut argb(2, 3, 2, 40))
        .unwrap();
    assert!(!path.exists());
    // A natively uploaded DXT texture is dumped decoded.
    let mut dxt = dxt1_chain(4, 4, 1, &[0xf800]);
    let dxt_crc = texmod_crc32(dxt.levels[0].as_ref().unwrap());
    cache.resolve(&mut ContentState::new(), &mut dxt).unwrap();
    assert_eq!(cache.stats().bc.native_uploads, 1);
    let image = load_bgra(&dir.path().join(dump_file_name(dxt_crc)), ImageKind::Png).unwrap();
    assert!(image.pixels.chunks(4).all(|p| p == [0, 0, 255, 255]));
}

#[test]
fn an_existing_file_is_never_overwritten() {
    let dir = tempfile::tempdir().unwrap();
    let mut a = argb(1, 2, 2, 40);
    let crc = texmod_crc32(a.levels[0].as_ref().unwrap());
    let path = dir.path().join(dump_file_name(crc));
    save_png(&path, 1, 1, &[1, 2, 3, 4]).unwrap();
    let mut cache = cache_with(false, &dumping(dir.path()));
    cache.resolve(&mut ContentState::new(), &mut a).unwrap();
    let image = load_bgra(&path, ImageKind::Png).unwrap();
    assert_eq!(
        (image.width, image.height),
        (1, 1),
        "the modder's edit stays"
    );
}

#[test]
fn dump_edit_build_play_is_one_loop() {
    let dump = tempfile::tempdir().unwrap();
    let mut original = argb(1, 4, 4, 40);
    let crc = texmod_crc32(original.levels[0].as_ref().unwrap());
    cache_with(false, &dumping(dump.path()))
        .resolve(&mut ContentState::new(), &mut original)
        .unwrap();
    // Edit: an 8x8 green version.
    let edited = dump.path().join(dump_file_name(crc));
    save_png(&edited, 8, 8, &[0, 255, 0, 255].repeat(64)).unwrap();
    let pack = dump.path().join("mods.hvt");
    build_texture_pack(&[dump.path().to_path_buf()], &pack).unwrap();
    let mut cache = cache_with(
        false,
        &Config {
            pack: PackConfig {
                path: Some(pack),
                enabled: true,
            },
            ..Config::default()
        },
    );
    let r = cache
        .resolve(&mut ContentState::new(), &mut original)
        .unwrap();
    assert_eq!(uploaded(&cache, r, 0, 0), [0, 255, 0, 255].repeat(64));
}

fn loose(dir: &Path, watch: bool) -> Config {
    Config {
        texture_dir: Some(dir.to_path_buf()),
        watch,
        ..Config::default()
    }
}

#[test]
fn loose_files_replace_without_a_pack() {
    let dir = tempfile::tempdir().unwrap();
    let mut a = argb(1, 4, 4, 40);
    let crc = texmod_crc32(a.levels[0].as_ref().unwrap());
    save_png(&dir.path().join(format!("0x{crc:X}.png")), 2, 2, &[9; 16]).unwrap();
    // A broken file for another CRC is refused with a log line.
    let mut b = argb(2, 4, 4, 41);
    let crc_b = texmod_crc32(b.levels[0].as_ref().unwrap());
    std::fs::write(dir.path().join(dump_file_name(crc_b)), b"not a png").unwrap();
    let mut cache = cache_with(false, &loose(dir.path(), false));
    let r = cache.resolve(&mut ContentState::new(), &mut a).unwrap();
    assert_eq!(uploaded(&cache, r, 0, 0), vec![9; 16]);
    let r = cache.resolve(&mut ContentState::new(), &mut b).unwrap();
    assert_eq!(uploaded(&cache, r, 0, 0), vec![41; 64]);
    let stats = cache.stats();
    assert_eq!(
        (stats.textures.pack_matches, stats.textures.pack_fallbacks),
        (1, 1)
    );
}

/// Resolves `source` once per draw until `done` holds or 10 s pass.
fn until(
    cache: &mut ninebridge_texcache::TextureCache<ninebridge_texcache::FakeBackend>,
    state: &mut ContentState,
    source: &mut ninebridge_texcache::OwnedSource,
    done: impl Fn(&[u8]) -> bool,
) -> bool {
    let deadline = Instant::now() + Duration::from_secs(10);
    while Instant::now() < deadline {
        cache.begin_bindings();
        let r = cache.resolve(state, source).unwrap();
        let pixels = uploaded(cache, r, 0, 0);
        cache.end_bindings();
        if done(&pixels) {
            return true;
        }
        std::thread::sleep(Duration::from_millis(50));
    }
    false
}

#[test]
fn a_watched_file_replaces_the_texture_at_its_next_use() {
    let dir = tempfile::tempdir().unwrap();
    let mut a = argb(1, 4, 4, 40);
    let crc = texmod_crc32(a.levels[0].as_ref().unwrap());
    let mut cache = cache_with(false, &loose(dir.path(), true));
    let mut state = ContentState::new();
    // No file yet: the original.
    assert!(until(&mut cache, &mut state, &mut a, |p| p == [40; 64]));
    let path = dir.path().join(dump_file_name(crc));
    save_png(&path, 1, 1, &[1, 1, 1, 255]).unwrap();
    assert!(
        until(&mut cache, &mut state, &mut a, |p| p == [1, 1, 1, 255]),
        "a new file is picked up"
    );
    save_png(&path, 1, 1, &[2, 2, 2, 255]).unwrap();
    assert!(
        until(&mut cache, &mut state, &mut a, |p| p == [2, 2, 2, 255]),
        "a changed file replaces the cached replacement"
    );
    std::fs::remove_file(&path).unwrap();
    assert!(
        until(&mut cache, &mut state, &mut a, |p| p == [40; 64]),
        "a removed file restores the original"
    );
}

#[test]
fn reuse_never_skips_a_replacement_lookup() {
    // With replacements configured, a file may appear or change between
    // draws: every draw takes the full lookup.
    let dir = tempfile::tempdir().unwrap();
    let mut cache = cache_with(false, &loose(dir.path(), false));
    let mut a = argb(1, 4, 4, 40);
    let mut state = ContentState::new();
    let ninebridge_texcache::Resolved::Cached(id) = cache.resolve(&mut state, &mut a).unwrap()
    else {
        panic!("cached");
    };
    assert!(!cache.reuse(&state, id));
}
