//! Property tests: the readers never panic on any bytes (random, or a valid
//! pack with bytes overwritten), and writer -> reader round trips.

use ninebridge_packs::hvs::{ShaderPack, ShaderPackWriter, check_shader};
use ninebridge_packs::hvt::{TexturePack, TextureSpec, write_texture_pack};
use proptest::prelude::*;

fn valid_hvt() -> Vec<u8> {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("p.hvt");
    let a = [1u8; 8];
    let b = [2u8; 12];
    write_texture_pack(
        &path,
        &[
            (
                TextureSpec {
                    crc: 5,
                    width: 2,
                    height: 1,
                },
                &a[..],
            ),
            (
                TextureSpec {
                    crc: 9,
                    width: 1,
                    height: 3,
                },
                &b[..],
            ),
        ],
    )
    .unwrap();
    std::fs::read(&path).unwrap()
}

fn ps(n: u32) -> Vec<u8> {
    [0xFFFF_0200u32, 0x0100_0041, n, 0x0000_FFFF]
        .iter()
        .flat_map(|t| t.to_le_bytes())
        .collect()
}

fn valid_hvs() -> Vec<u8> {
    let mut writer = ShaderPackWriter::new();
    writer.add(ps(1), ps(2)).unwrap();
    writer.add(ps(3), ps(4)).unwrap();
    writer.to_bytes().unwrap()
}

/// Exercises every accessor of an opened texture pack.
fn use_hvt(pack: &TexturePack) {
    for entry in pack.entries() {
        assert_eq!(pack.find(entry.crc).map(|e| e.index), Some(entry.index));
        assert_eq!(
            entry.pixels.len() as u64,
            entry.width as u64 * entry.height as u64 * 4
        );
    }
}

/// Exercises every accessor of an opened shader pack.
fn use_hvs(pack: &ShaderPack) {
    for entry in pack.entries() {
        assert_eq!(
            pack.find(entry.original).map(|e| e.index),
            Some(entry.index)
        );
        assert!(check_shader(entry.replacement).is_ok());
    }
}

proptest! {
    #[test]
    fn hvt_random_bytes(bytes in proptest::collection::vec(any::<u8>(), 0..512)) {
        if let Ok(pack) = TexturePack::from_bytes(bytes) {
            use_hvt(&pack);
        }
    }

    #[test]
    fn hvt_overwritten_bytes(edits in proptest::collection::vec((any::<usize>(), any::<u8>()), 1..6)) {
        let mut bytes = valid_hvt();
        let len = bytes.len();
        for (at, value) in edits {
            bytes[at % len] = value;
        }
        if let Ok(pack) = TexturePack::from_bytes(bytes) {
            use_hvt(&pack);
        }
    }

    #[test]
    fn hvs_random_bytes(bytes in proptest::collection::vec(any::<u8>(), 0..512)) {
        if let Ok(pack) = ShaderPack::from_bytes(bytes) {
            use_hvs(&pack);
        }
    }

    #[test]
    fn hvs_overwritten_bytes(edits in proptest::collection::vec((any::<usize>(), any::<u8>()), 1..6)) {
        let mut bytes = valid_hvs();
        let len = bytes.len();
        for (at, value) in edits {
            bytes[at % len] = value;
        }
        if let Ok(pack) = ShaderPack::from_bytes(bytes) {
            use_hvs(&pack);
        }
    }

    #[test]
    fn token_check_random_words(words in proptest::collection::vec(any::<u32>(), 0..64)) {
        let mut bytes: Vec<u8> = 0xFFFF_0200u32.to_le_bytes().to_vec();
        bytes.extend(words.iter().flat_map(|w| w.to_le_bytes()));
        let _ = check_shader(&bytes);
    }

    #[test]
    fn hvt_writer_round_trip(
        specs in proptest::collection::btree_map(any::<u32>(), (1u32..9, 1u32..9), 1..24)
    ) {
        let entries: Vec<(TextureSpec, Vec<u8>)> = specs
            .iter()
            .map(|(&crc, &(width, height))| {
                let pixels = (0..width * height * 4).map(|i| (crc ^ i) as u8).collect();
                (TextureSpec { crc, width, height }, pixels)
            })
            .collect();
        let borrowed: Vec<(TextureSpec, &[u8])> =
            entries.iter().rev().map(|(s, p)| (*s, p.as_slice())).collect();
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("rt.hvt");
        let size = write_texture_pack(&path, &borrowed).unwrap();
        let pack = TexturePack::open(&path).unwrap();
        prop_assert_eq!(pack.file_size(), size);
        prop_assert_eq!(pack.len(), entries.len());
        for (spec, pixels) in &entries {
            let entry = pack.find(spec.crc).unwrap();
            prop_assert_eq!((entry.width, entry.height), (spec.width, spec.height));
            prop_assert_eq!(entry.pixels, pixels.as_slice());
        }
    }
}
