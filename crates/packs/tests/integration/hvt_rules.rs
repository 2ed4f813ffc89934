//! Every `.hvt` rule of spec 000, each broken alone by a pack written here with
//! the test's own byte-layout code (independent of the library's encoder).

use ninebridge_packs::hvt::{HvtError, TexturePack, validate};

/// One raw directory entry as the test lays it out.
#[derive(Clone, Copy)]
struct Raw {
    crc: u32,
    width: u32,
    height: u32,
    format: u32,
    offset: u64,
    bytes: u64,
}

/// Lays out a pack byte by byte: header, directory, then each entry's pixels
/// (a recognisable pattern) at its declared offset.
fn lay_out(entries: &[Raw], file_size: usize) -> Vec<u8> {
    let mut out = vec![0u8; file_size];
    let put = |out: &mut Vec<u8>, at: usize, bytes: &[u8]| {
        out[at..at + bytes.len()].copy_from_slice(bytes);
    };
    put(&mut out, 0, b"HVTEX001");
    put(&mut out, 8, &(entries.len() as u32).to_le_bytes());
    put(&mut out, 12, &32u32.to_le_bytes());
    put(&mut out, 16, &32u64.to_le_bytes());
    put(&mut out, 24, &(file_size as u64).to_le_bytes());
    for (i, e) in entries.iter().enumerate() {
        let at = 32 + 32 * i;
        put(&mut out, at, &e.crc.to_le_bytes());
        put(&mut out, at + 4, &e.width.to_le_bytes());
        put(&mut out, at + 8, &e.height.to_le_bytes());
        put(&mut out, at + 12, &e.format.to_le_bytes());
        put(&mut out, at + 16, &e.offset.to_le_bytes());
        put(&mut out, at + 24, &e.bytes.to_le_bytes());
        let start = e.offset as usize;
        let end = start.saturating_add(e.bytes as usize).min(file_size);
        for (k, b) in out[start.min(end)..end].iter_mut().enumerate() {
            *b = (e.crc as usize + k) as u8;
        }
    }
    out
}

/// Three entries (2x1, 1x3, 2x2) with a 4-byte gap before the last block.
fn valid_entries() -> Vec<Raw> {
    let dir_end = 32 + 3 * 32;
    vec![
        Raw {
            crc: 0x0000_0010,
            width: 2,
            height: 1,
            format: 1,
            offset: dir_end,
            bytes: 8,
        },
        Raw {
            crc: 0x8000_0000,
            width: 1,
            height: 3,
            format: 1,
            offset: dir_end + 8,
            bytes: 12,
        },
        Raw {
            crc: 0xFFFF_FFFF,
            width: 2,
            height: 2,
            format: 1,
            offset: dir_end + 24,
            bytes: 16,
        },
    ]
}

const VALID_SIZE: usize = 32 + 3 * 32 + 24 + 16;

fn valid() -> Vec<u8> {
    lay_out(&valid_entries(), VALID_SIZE)
}

/// The valid pack with entry `i` changed by `f`.
fn with_entry(i: usize, f: impl FnOnce(&mut Raw)) -> Vec<u8> {
    let mut entries = valid_entries();
    f(&mut entries[i]);
    lay_out(&entries, VALID_SIZE)
}

fn open(bytes: Vec<u8>) -> Result<TexturePack, HvtError> {
    TexturePack::from_bytes(bytes)
}

#[test]
fn hand_written_pack_opens_and_finds_every_entry() {
    let bytes = valid();
    let pack = open(bytes.clone()).unwrap();
    assert_eq!(pack.len(), 3);
    for raw in valid_entries() {
        let entry = pack.find(raw.crc).unwrap();
        assert_eq!((entry.width, entry.height), (raw.width, raw.height));
        assert_eq!(entry.offset, raw.offset);
        let start = raw.offset as usize;
        assert_eq!(entry.pixels, &bytes[start..start + raw.bytes as usize]);
        assert_eq!(entry.cache_key(), 0x4856_5458_0000_0000 | raw.crc as u64);
    }
    for missing in [0, 0xF, 0x11, 0x7FFF_FFFF, 0x8000_0001, 0xFFFF_FFFE] {
        assert!(pack.find(missing).is_none(), "{missing:#x}");
    }
}

#[test]
fn seen_flag_is_set_once() {
    let pack = open(valid()).unwrap();
    let index = pack.find_index(0x8000_0000).unwrap();
    assert_eq!(index, 1);
    assert!(!pack.was_seen(index));
    assert!(pack.mark_seen(index));
    assert!(!pack.mark_seen(index));
    assert!(pack.was_seen(index));
    assert!(!pack.was_seen(0));
    assert!(!pack.mark_seen(3), "out of range is never 'first'");
}

#[test]
fn find_level0_uses_the_texmod_crc() {
    // The key is TexMod's CRC: reflected 0xEDB88320, init !0, no final xor,
    // i.e. the complement of the standard IEEE CRC32 (computed here with crc32fast
    // semantics by hand: standard CRC of "123456789" is 0xCBF43926).
    let level0 = b"123456789";
    let key = !0xCBF4_3926u32;
    let entries = [Raw {
        crc: key,
        width: 1,
        height: 1,
        format: 1,
        offset: 64,
        bytes: 4,
    }];
    let pack = open(lay_out(&entries, 68)).unwrap();
    let found = pack.find_level0(level0).unwrap();
    assert_eq!(found.crc, key);
    assert!(pack.replace(level0, 4, 4).is_some());
    assert!(pack.was_seen(0));
    assert!(pack.find_level0(b"12345678").is_none());
}

#[test]
fn entry_count_bounds() {
    // One entry is the minimum, 65536 the maximum; 0 and 65537 are refused.
    let one = [Raw {
        crc: 1,
        width: 1,
        height: 1,
        format: 1,
        offset: 64,
        bytes: 4,
    }];
    assert!(open(lay_out(&one, 68)).is_ok());
    let mut zero = lay_out(&one, 68);
    zero[8..12].copy_from_slice(&0u32.to_le_bytes());
    assert!(matches!(open(zero), Err(HvtError::EntryCount { count: 0 })));

    let max: Vec<Raw> = (0..65536u32)
        .map(|i| Raw {
            crc: i * 7,
            width: 1,
            height: 1,
            format: 1,
            offset: 32 + 65536 * 32 + 4 * i as u64,
            bytes: 4,
        })
        .collect();
    let size = 32 + 65536 * 32 + 65536 * 4;
    let pack = open(lay_out(&max, size)).unwrap();
    assert_eq!(pack.len(), 65536);
    assert_eq!(pack.find(7 * 40000).unwrap().index, 40000);
    assert!(pack.find(7 * 40000 + 1).is_none());
    let mut over = lay_out(&max, size);
    over[8..12].copy_from_slice(&65537u32.to_le_bytes());
    assert!(matches!(
        open(over),
        Err(HvtError::EntryCount { count: 65537 })
    ));
}

#[test]
fn header_rules_each_rejected_alone() {
    let mut magic = valid();
    magic[7] = b'2';
    assert!(matches!(open(magic), Err(HvtError::BadMagic { found }) if &found == b"HVTEX002"));

    let mut entry_size = valid();
    entry_size[12..16].copy_from_slice(&48u32.to_le_bytes());
    assert!(matches!(
        open(entry_size),
        Err(HvtError::EntrySize { size: 48 })
    ));

    let mut dir_offset = valid();
    dir_offset[16..24].copy_from_slice(&64u64.to_le_bytes());
    assert!(matches!(
        open(dir_offset),
        Err(HvtError::DirectoryOffset { offset: 64 })
    ));

    let mut file_size = valid();
    file_size[24..32].copy_from_slice(&(VALID_SIZE as u64 + 1).to_le_bytes());
    assert!(matches!(
        open(file_size),
        Err(HvtError::FileSize { declared, actual }) if declared == VALID_SIZE as u64 + 1 && actual == VALID_SIZE as u64
    ));

    // A count whose directory would run past the end of the file.
    let mut dir = valid();
    dir[8..12].copy_from_slice(&6u32.to_le_bytes());
    assert!(matches!(
        open(dir),
        Err(HvtError::DirectoryOutOfBounds {
            count: 6,
            end: 224,
            ..
        })
    ));
}

#[test]
fn directory_rules_each_rejected_alone() {
    let err = |bytes| open(bytes).unwrap_err();

    let duplicate = with_entry(1, |e| e.crc = 0x10);
    assert!(matches!(
        err(duplicate),
        HvtError::DuplicateKey {
            index: 1,
            key: 0x10
        }
    ));

    let unsorted = with_entry(1, |e| e.crc = 0x0F);
    assert!(matches!(
        err(unsorted),
        HvtError::UnsortedKey {
            index: 1,
            key: 0x0F,
            previous: 0x10
        }
    ));

    // Width and height 0 and 8193, with the data size kept consistent where
    // possible so only the dimension rule breaks.
    assert!(matches!(
        err(with_entry(0, |e| e.width = 0)),
        HvtError::Width { index: 0, width: 0 }
    ));
    assert!(matches!(
        err(with_entry(0, |e| e.width = 8193)),
        HvtError::Width {
            index: 0,
            width: 8193
        }
    ));
    assert!(matches!(
        err(with_entry(2, |e| e.height = 0)),
        HvtError::Height {
            index: 2,
            height: 0
        }
    ));
    assert!(matches!(
        err(with_entry(2, |e| e.height = 8193)),
        HvtError::Height {
            index: 2,
            height: 8193
        }
    ));

    for format in [0, 2, 21] {
        assert!(matches!(
            err(with_entry(1, |e| e.format = format)),
            HvtError::Format { index: 1, format: f } if f == format
        ));
    }

    // Data overlapping the directory, and overlapping the previous block.
    assert!(matches!(
        err(with_entry(0, |e| e.offset = 127)),
        HvtError::DataOverlap {
            index: 0,
            offset: 127,
            previous_end: 128
        }
    ));
    assert!(matches!(
        err(with_entry(1, |e| e.offset = 135)),
        HvtError::DataOverlap {
            index: 1,
            offset: 135,
            previous_end: 136
        }
    ));

    // Data past the end of the file, and an offset that would overflow.
    assert!(matches!(
        err(with_entry(2, |e| e.offset = VALID_SIZE as u64 - 15)),
        HvtError::DataOutOfBounds { index: 2, .. }
    ));
    assert!(matches!(
        err(with_entry(2, |e| e.offset = u64::MAX - 3)),
        HvtError::DataOutOfBounds { index: 2, .. }
    ));

    // Data bytes that are not width*height*4.
    assert!(matches!(
        err(with_entry(1, |e| e.bytes = 8)),
        HvtError::DataSize {
            index: 1,
            bytes: 8,
            expected: 12,
            ..
        }
    ));
}

#[test]
fn gaps_between_blocks_are_allowed() {
    // Entry 2's block starts 4 bytes after entry 1's ends ("at or after").
    let entries = valid_entries();
    assert!(entries[2].offset > entries[1].offset + entries[1].bytes);
    assert!(open(valid()).is_ok());
}

#[test]
fn trailing_bytes_are_rejected() {
    // Bytes appended after a valid pack make the header size field wrong.
    let mut bytes = valid();
    bytes.push(0);
    assert!(matches!(open(bytes), Err(HvtError::FileSize { .. })));
}

#[test]
fn every_truncation_fails_cleanly() {
    let bytes = valid();
    for len in 0..bytes.len() {
        let err = validate(&bytes[..len]).unwrap_err();
        if len < 32 {
            assert!(
                matches!(err, HvtError::TruncatedHeader { .. }),
                "{len}: {err}"
            );
        } else {
            // The header still claims the full size.
            assert!(matches!(err, HvtError::FileSize { .. }), "{len}: {err}");
        }
    }
    // Truncated with the size field patched too: the directory or the data no
    // longer fits.
    for len in 32..bytes.len() {
        let mut cut = bytes[..len].to_vec();
        cut[24..32].copy_from_slice(&(len as u64).to_le_bytes());
        let err = validate(&cut).unwrap_err();
        assert!(
            matches!(
                err,
                HvtError::DirectoryOutOfBounds { .. } | HvtError::DataOutOfBounds { .. }
            ),
            "{len}: {err}"
        );
    }
}

#[test]
fn errors_name_the_rule_and_the_entry() {
    let err = open(with_entry(1, |e| e.crc = 0x10)).unwrap_err();
    assert_eq!(err.entry(), Some(1));
    assert_eq!(err.to_string(), "entry 1: duplicate key 0x00000010");
    let err = open(with_entry(2, |e| e.format = 3)).unwrap_err();
    assert_eq!(err.to_string(), "entry 2: format 3, must be 1 (BGRA8)");
}

#[test]
fn open_maps_a_file_and_reports_missing_files() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("pack.hvt");
    std::fs::write(&path, valid()).unwrap();
    let pack = TexturePack::open(&path).unwrap();
    assert_eq!(pack.find(0xFFFF_FFFF).unwrap().pixels.len(), 16);

    let empty = dir.path().join("empty.hvt");
    std::fs::write(&empty, b"").unwrap();
    assert!(matches!(
        TexturePack::open(&empty),
        Err(HvtError::TruncatedHeader { size: 0 })
    ));
    let err = TexturePack::open(dir.path().join("missing.hvt")).unwrap_err();
    assert!(matches!(err, HvtError::Io { .. }));
    assert!(err.to_string().starts_with("pack unavailable: "));
}
