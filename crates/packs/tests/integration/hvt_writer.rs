//! The streaming `.hvt` writer: key order, sizes, and crash safety (nothing
//! appears under the final name until `finish`).

use ninebridge_packs::hvt::{HvtWriteError, TexturePack, TexturePackWriter, TextureSpec};

fn spec(crc: u32, width: u32, height: u32) -> TextureSpec {
    TextureSpec { crc, width, height }
}

fn files_in(dir: &std::path::Path) -> Vec<String> {
    let mut names: Vec<String> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    names
}

#[test]
fn streams_in_key_order_and_lays_out_contiguously() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("p.hvt");
    let mut writer =
        TexturePackWriter::create(&path, &[spec(30, 1, 1), spec(10, 2, 1), spec(20, 1, 2)])
            .unwrap();
    let offsets: Vec<(u32, u64)> = writer
        .directory()
        .iter()
        .map(|e| (e.crc, e.data_offset))
        .collect();
    assert_eq!(offsets, [(10, 128), (20, 136), (30, 144)]);
    assert_eq!(writer.next_key(), Some(10));
    assert!(matches!(
        writer.push(20, &[0; 8]),
        Err(HvtWriteError::OutOfOrder {
            expected: 10,
            got: 20
        })
    ));
    assert!(matches!(
        writer.push(10, &[0; 4]),
        Err(HvtWriteError::PixelBytes {
            crc: 10,
            expected: 8,
            got: 4,
            ..
        })
    ));
    writer.push(10, &[1; 8]).unwrap();
    writer.push(20, &[2; 8]).unwrap();
    // Not finished yet: only the temporary file exists.
    assert!(!path.exists());
    writer.push(30, &[3; 4]).unwrap();
    assert!(matches!(
        writer.push(40, &[0; 4]),
        Err(HvtWriteError::Extra { got: 40 })
    ));
    assert_eq!(writer.finish().unwrap(), 148);
    assert_eq!(files_in(dir.path()), ["p.hvt"]);
    let pack = TexturePack::open(&path).unwrap();
    assert_eq!(pack.find(20).unwrap().pixels, [2; 8]);
    assert_eq!(pack.find(30).unwrap().pixels, [3; 4]);
}

#[test]
fn an_abandoned_write_leaves_the_old_pack_in_place() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("p.hvt");
    std::fs::write(&path, b"old").unwrap();
    let mut writer = TexturePackWriter::create(&path, &[spec(1, 1, 1), spec(2, 1, 1)]).unwrap();
    writer.push(1, &[0; 4]).unwrap();
    assert_eq!(
        files_in(dir.path()).len(),
        2,
        "pack plus one temporary file"
    );
    // Finishing early is refused; the old pack is untouched.
    assert!(matches!(
        writer.finish(),
        Err(HvtWriteError::Incomplete {
            missing: 1,
            next: 2
        })
    ));
    assert_eq!(std::fs::read(&path).unwrap(), b"old");
    assert_eq!(files_in(dir.path()), ["p.hvt"]);

    // Dropped midway (as by a panic or an error in the caller).
    let mut writer = TexturePackWriter::create(&path, &[spec(1, 1, 1)]).unwrap();
    drop(writer.push(1, &[0; 3]));
    drop(writer);
    assert_eq!(std::fs::read(&path).unwrap(), b"old");
    assert_eq!(files_in(dir.path()), ["p.hvt"]);
}

#[test]
fn refuses_what_the_reader_would() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("p.hvt");
    let create = |specs: &[TextureSpec]| TexturePackWriter::create(&path, specs).err();
    assert!(matches!(
        create(&[]),
        Some(HvtWriteError::EntryCount { count: 0 })
    ));
    assert!(matches!(
        create(&[spec(5, 1, 1), spec(5, 2, 2)]),
        Some(HvtWriteError::DuplicateKey { crc: 5 })
    ));
    assert!(matches!(
        create(&[spec(5, 8193, 1)]),
        Some(HvtWriteError::Dimensions { width: 8193, .. })
    ));
    assert!(matches!(
        create(&[spec(5, 1, 0)]),
        Some(HvtWriteError::Dimensions { height: 0, .. })
    ));
    // 17 full-size entries would be 4 GiB + directory: over the limit.
    let big: Vec<TextureSpec> = (0..17).map(|i| spec(i, 8192, 8192)).collect();
    assert!(matches!(create(&big), Some(HvtWriteError::TooLarge { .. })));
    let many: Vec<TextureSpec> = (0..65537).map(|i| spec(i, 1, 1)).collect();
    assert!(matches!(
        create(&many),
        Some(HvtWriteError::EntryCount { count: 65537 })
    ));
    assert!(files_in(dir.path()).is_empty());
}
