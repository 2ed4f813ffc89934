//! Every `.hvs` rule of spec 001, each broken alone by a pack written here with
//! the test's own byte-layout code.

use ninebridge_packs::hvs::{HvsError, ShaderPack, ShaderPackWriter, Side, TokenError};

fn words(tokens: &[u32]) -> Vec<u8> {
    tokens.iter().flat_map(|t| t.to_le_bytes()).collect()
}

/// `ps_2_0; def c0, ...; mov oC0, c0; end`-shaped streams, distinct per `n`.
fn shader(n: u32) -> Vec<u8> {
    words(&[
        0xFFFF_0200,
        0x0500_0051, // def c0, 4 floats (length 5)
        0xA00F_0000,
        n,
        0,
        0,
        0x3F80_0000,
        0x0200_0001, // mov oC0, c0 (length 2)
        0x800F_0800,
        0xA0E4_0000,
        0x0000_FFFF,
    ])
}

/// Lays out a pack: header, then each `(original, replacement)` with its two
/// length fields.
fn lay_out(count: u32, reserved: u32, entries: &[(Vec<u8>, Vec<u8>)]) -> Vec<u8> {
    let mut out = b"HVSHD001".to_vec();
    out.extend_from_slice(&count.to_le_bytes());
    out.extend_from_slice(&reserved.to_le_bytes());
    for (original, replacement) in entries {
        out.extend_from_slice(&(original.len() as u32).to_le_bytes());
        out.extend_from_slice(&(replacement.len() as u32).to_le_bytes());
        out.extend_from_slice(original);
        out.extend_from_slice(replacement);
    }
    out
}

fn pairs(n: u32) -> Vec<(Vec<u8>, Vec<u8>)> {
    (0..n).map(|i| (shader(i), shader(1000 + i))).collect()
}

fn valid() -> Vec<u8> {
    lay_out(2, 0, &pairs(2))
}

fn err(bytes: Vec<u8>) -> HvsError {
    ShaderPack::from_bytes(bytes).unwrap_err()
}

#[test]
fn valid_pack_opens_and_matches_exact_bytes_only() {
    let pack = ShaderPack::from_bytes(valid()).unwrap();
    assert_eq!(pack.len(), 2);
    assert_eq!(pack.find(&shader(1)).unwrap().replacement, shader(1001));
    assert_eq!(pack.replace(&shader(0)).unwrap(), shader(1000));
    assert!(pack.find(&shader(2)).is_none());
    // Same prefix, wrong size: no match.
    let mut longer = shader(0);
    longer.extend_from_slice(&[0, 0, 0, 0]);
    assert!(pack.find(&longer).is_none());
    assert!(pack.find(&shader(0)[..40]).is_none());
    // Replacements are not originals.
    assert!(pack.find(&shader(1000)).is_none());
    assert!(pack.mark_seen(1));
    assert!(!pack.mark_seen(1));
}

#[test]
fn writer_output_equals_the_hand_layout() {
    let mut writer = ShaderPackWriter::new();
    for (o, r) in pairs(2) {
        writer.add(o, r).unwrap();
    }
    assert_eq!(writer.to_bytes().unwrap(), valid());
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("mods.hvs");
    assert_eq!(writer.write(&path).unwrap(), valid().len() as u64);
    let pack = ShaderPack::open(&path).unwrap();
    assert_eq!(pack.as_bytes(), valid());
    // Only the pack is left in the folder: the temporary file was renamed.
    assert_eq!(std::fs::read_dir(dir.path()).unwrap().count(), 1);
}

#[test]
fn header_rules_each_rejected_alone() {
    let mut magic = valid();
    magic[0] = b'h';
    assert!(matches!(err(magic), HvsError::BadMagic { .. }));
    assert!(matches!(
        err(lay_out(0, 0, &[])),
        HvsError::EntryCount { count: 0 }
    ));
    assert!(matches!(
        err(lay_out(2, 1, &pairs(2))),
        HvsError::Reserved { value: 1 }
    ));
    assert!(ShaderPack::from_bytes(lay_out(128, 0, &pairs(128))).is_ok());
    assert!(matches!(
        err(lay_out(129, 0, &pairs(129))),
        HvsError::EntryCount { count: 129 }
    ));
    assert!(matches!(
        err(valid()[..15].to_vec()),
        HvsError::TooSmall { size: 15 }
    ));
}

#[test]
fn size_limit_is_four_mib() {
    // 16 entries of 256 KiB shaders (original and replacement) is 8 MiB.
    let big = |n: u32| {
        let mut tokens = vec![0xFFFF_0200u32];
        // Comment blocks of 32767 tokens fill the shader to 256 KiB.
        let mut left = (256 << 10) / 4 - 2;
        while left > 0 {
            let len = (left - 1).min(0x7FFF);
            tokens.push(0xFFFE | ((len as u32) << 16));
            tokens.extend(std::iter::repeat_n(n, len));
            left -= len + 1;
        }
        tokens.push(0x0000_FFFF);
        words(&tokens)
    };
    assert_eq!(big(0).len(), 256 << 10);
    let entries: Vec<_> = (0..8).map(|i| (big(i), big(100 + i))).collect();
    let bytes = lay_out(8, 0, &entries);
    assert!(bytes.len() > 4 << 20);
    assert!(matches!(
        err(bytes),
        HvsError::TooLarge { max, .. } if max == 4 << 20
    ));
    let entries: Vec<_> = (0..7).map(|i| (big(i), big(100 + i))).collect();
    assert!(ShaderPack::from_bytes(lay_out(7, 0, &entries)).is_ok());
}

#[test]
fn bad_lengths_and_trailing_bytes_are_rejected() {
    // Count says 3 but only 2 entries: the third's length fields are missing.
    assert!(matches!(
        err(lay_out(3, 0, &pairs(2))),
        HvsError::LengthsOutOfBounds { index: 2, .. }
    ));
    // A replacement length that runs past the end.
    let mut long = valid();
    let second_entry = 16 + 96;
    long[second_entry + 4..second_entry + 8].copy_from_slice(&u32::MAX.to_le_bytes());
    assert!(matches!(
        err(long),
        HvsError::ShadersOutOfBounds {
            index: 1,
            replacement_size: u32::MAX,
            ..
        }
    ));
    // Count says 1 but 2 entries follow.
    assert!(matches!(
        err(lay_out(1, 0, &pairs(2))),
        HvsError::TrailingBytes {
            end: 112,
            trailing: 96
        }
    ));
    let mut trailing = valid();
    trailing.extend_from_slice(&[0; 4]);
    assert!(matches!(
        err(trailing),
        HvsError::TrailingBytes { trailing: 4, .. }
    ));
    // Lengths that shift the boundary between the two shaders of an entry.
    let mut shifted = valid();
    shifted[16..20].copy_from_slice(&40u32.to_le_bytes());
    shifted[20..24].copy_from_slice(&48u32.to_le_bytes());
    assert!(matches!(
        err(shifted),
        HvsError::Shader {
            index: 0,
            side: Side::Original,
            ..
        }
    ));
}

#[test]
fn invalid_tokens_are_rejected_on_either_side() {
    let mut bad = shader(0);
    bad[0] = 0x01; // version 0xFFFF0201 (ps_2_1)
    let entries = vec![(shader(0), shader(1)), (bad.clone(), shader(2))];
    assert!(matches!(
        err(lay_out(2, 0, &entries)),
        HvsError::Shader {
            index: 1,
            side: Side::Original,
            error: TokenError::Version { found: 0xFFFF_0201 }
        }
    ));
    let entries = vec![(shader(0), bad)];
    assert!(matches!(
        err(lay_out(1, 0, &entries)),
        HvsError::Shader {
            index: 0,
            side: Side::Replacement,
            ..
        }
    ));
    let misaligned = vec![(shader(0), shader(1)[..42].to_vec())];
    assert!(matches!(
        err(lay_out(1, 0, &misaligned)),
        HvsError::Shader {
            error: TokenError::Misaligned { bytes: 42 },
            ..
        }
    ));
}

#[test]
fn duplicate_originals_are_ambiguous() {
    let entries = vec![
        (shader(0), shader(10)),
        (shader(1), shader(11)),
        (shader(0), shader(12)),
    ];
    assert!(matches!(
        err(lay_out(3, 0, &entries)),
        HvsError::DuplicateOriginal { index: 2, first: 0 }
    ));
    let mut writer = ShaderPackWriter::new();
    writer.add(shader(0), shader(10)).unwrap();
    assert!(matches!(
        writer.add(shader(0), shader(11)),
        Err(HvsError::DuplicateOriginal { index: 1, first: 0 })
    ));
    // The same replacement for two originals is fine.
    writer.add(shader(1), shader(10)).unwrap();
    assert_eq!(writer.len(), 2);
}

#[test]
fn every_truncation_fails_cleanly() {
    let bytes = valid();
    for len in 0..bytes.len() {
        let result = ShaderPack::from_bytes(bytes[..len].to_vec());
        assert!(result.is_err(), "truncated to {len} bytes opened");
    }
}

#[test]
fn writer_refuses_what_the_reader_would() {
    let mut writer = ShaderPackWriter::new();
    assert!(matches!(
        writer.to_bytes(),
        Err(HvsError::EntryCount { count: 0 })
    ));
    assert!(matches!(
        writer.add(shader(0)[..8].to_vec(), shader(1)),
        Err(HvsError::Shader {
            side: Side::Original,
            ..
        })
    ));
    for (o, r) in pairs(128) {
        writer.add(o, r).unwrap();
    }
    assert!(matches!(
        writer.add(shader(500), shader(501)),
        Err(HvsError::EntryCount { count: 129 })
    ));
    // A failed write leaves no file behind.
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("empty.hvs");
    assert!(ShaderPackWriter::new().write(&path).is_err());
    assert_eq!(std::fs::read_dir(dir.path()).unwrap().count(), 0);
}
