//! A 3 GiB pack opens without reading its pixels, and the 4 GiB file limit is
//! honoured before anything is mapped. The files are sparse (`set_len`), so
//! they cost no disk space; they live in a temporary folder under `target/tmp`, removed at the end.

use std::fs::File;
use std::io::{Seek, SeekFrom, Write};
use std::path::Path;

use ninebridge_packs::hvt::{HvtError, TexturePack};

const SIDE: u32 = 8192;
const BLOCK: u64 = SIDE as u64 * SIDE as u64 * 4; // 256 MiB
const ENTRIES: u64 = 12; // 3 GiB of pixels

/// Resident set size of this process in bytes (Linux `/proc/self/statm`).
fn rss_bytes() -> Option<u64> {
    let statm = std::fs::read_to_string("/proc/self/statm").ok()?;
    let pages: u64 = statm.split_whitespace().nth(1)?.parse().ok()?;
    Some(pages * 4096)
}

/// Writes the header and directory of a 12-entry 8192x8192 pack and extends
/// the file sparsely to its full size (plus `extra` bytes).
fn write_sparse_pack(path: &Path, extra: u64) -> u64 {
    let dir_end = 32 + 32 * ENTRIES;
    let size = dir_end + ENTRIES * BLOCK + extra;
    let mut file = File::create(path).unwrap();
    let mut head = Vec::new();
    head.extend_from_slice(b"HVTEX001");
    head.extend_from_slice(&(ENTRIES as u32).to_le_bytes());
    head.extend_from_slice(&32u32.to_le_bytes());
    head.extend_from_slice(&32u64.to_le_bytes());
    head.extend_from_slice(&size.to_le_bytes());
    for i in 0..ENTRIES {
        head.extend_from_slice(&(0x1000 * (i as u32 + 1)).to_le_bytes());
        head.extend_from_slice(&SIDE.to_le_bytes());
        head.extend_from_slice(&SIDE.to_le_bytes());
        head.extend_from_slice(&1u32.to_le_bytes());
        head.extend_from_slice(&(dir_end + i * BLOCK).to_le_bytes());
        head.extend_from_slice(&BLOCK.to_le_bytes());
    }
    file.write_all(&head).unwrap();
    file.set_len(size).unwrap();
    // One marker byte in the last block, so reading it is observable.
    file.seek(SeekFrom::Start(size - extra - 1)).unwrap();
    file.write_all(&[0xAB]).unwrap();
    size
}

#[test]
fn three_gib_sparse_pack_opens_without_reading_pixels() {
    let Some(before) = rss_bytes() else {
        ninebridge_testutil::skipped("three_gib_sparse_pack", "/proc/self/statm unavailable");
        return;
    };
    let dir = tempfile::tempdir_in(env!("CARGO_TARGET_TMPDIR")).unwrap();
    let path = dir.path().join("sparse.hvt");
    let size = write_sparse_pack(&path, 0);
    assert!(size > 3 << 30);

    let pack = TexturePack::open(&path).unwrap();
    assert_eq!(pack.len(), ENTRIES as usize);
    assert_eq!(pack.file_size(), size);
    let after_open = rss_bytes().unwrap();
    // Validation read the header and directory only: the resident set grew
    // by far less than one 256 MiB block, let alone 3 GiB.
    assert!(
        after_open.saturating_sub(before) < 32 << 20,
        "RSS grew from {before} to {after_open} bytes while opening"
    );

    // A lookup hands out a slice of the mapping; touching its last byte pages
    // in one page, not the block.
    let entry = pack.find(0x1000 * ENTRIES as u32).unwrap();
    assert_eq!(entry.pixels.len() as u64, BLOCK);
    assert_eq!(entry.pixels.last(), Some(&0xAB));
    let after_touch = rss_bytes().unwrap();
    assert!(
        after_touch.saturating_sub(before) < 32 << 20,
        "RSS grew from {before} to {after_touch} bytes after one lookup"
    );
    drop(pack);
    dir.close().unwrap();
}

#[test]
fn packs_over_four_gib_are_refused_before_mapping() {
    let dir = tempfile::tempdir_in(env!("CARGO_TARGET_TMPDIR")).unwrap();
    let path = dir.path().join("huge.hvt");
    // 12 * 256 MiB + directory, plus enough to pass 4 GiB by one byte.
    let base = 32 + 32 * ENTRIES + ENTRIES * BLOCK;
    // Exactly 4 GiB (the pixels followed by unused space) is still accepted.
    let exact = write_sparse_pack(&path, (4u64 << 30) - base);
    assert_eq!(exact, 4 << 30);
    assert_eq!(TexturePack::open(&path).unwrap().file_size(), exact);
    std::fs::remove_file(&path).unwrap();

    let extra = (4u64 << 30) + 1 - base;
    let size = write_sparse_pack(&path, extra);
    assert_eq!(size, (4 << 30) + 1);
    match TexturePack::open(&path) {
        Err(HvtError::FileTooLarge { size: s, max }) => {
            assert_eq!((s, max), (size, 4 << 30));
        }
        other => panic!("expected FileTooLarge, got {other:?}"),
    }
    dir.close().unwrap();
}
