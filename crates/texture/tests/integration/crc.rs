//! The TexMod CRC32 held against a bitwise scalar reference.

use ninebridge_texture::crc::{TexModCrc32, texmod_crc32};

/// Reflected 0xEDB88320, one bit at a time, continuing from `crc`.
fn bitwise(mut crc: u32, bytes: &[u8]) -> u32 {
    for &b in bytes {
        crc ^= b as u32;
        for _ in 0..8 {
            crc = if crc & 1 != 0 {
                (crc >> 1) ^ 0xedb8_8320
            } else {
                crc >> 1
            };
        }
    }
    crc
}

const INIT: u32 = 0xffff_ffff;

fn data(len: usize) -> Vec<u8> {
    (0..len)
        .map(|i| (i.wrapping_mul(2_654_435_761) >> 13) as u8)
        .collect()
}

#[test]
fn check_value() {
    assert_eq!(texmod_crc32(b"123456789"), 0x340b_c6d9);
    assert_eq!(texmod_crc32(b""), 0xffff_ffff);
}

#[test]
fn every_length_to_8192_at_16_alignments() {
    let buf = data(8192 + 16);
    for align in 0..16 {
        let region = &buf[align..align + 8192];
        // The reference is carried forward one byte at a time, so each
        // prefix costs one byte of bitwise work.
        let mut reference = INIT;
        for len in 0..=8192 {
            assert_eq!(
                texmod_crc32(&region[..len]),
                reference,
                "len {len} align {align}"
            );
            if len < 8192 {
                reference = bitwise(reference, &region[len..len + 1]);
            }
        }
    }
}

#[test]
fn exact_size_buffers() {
    for len in 1..=256 {
        // A boxed slice of exactly `len` bytes: any over-read leaves the
        // allocation (and is caught under sanitizers and Miri).
        let exact: Box<[u8]> = data(len).into_boxed_slice();
        assert_eq!(texmod_crc32(&exact), bitwise(INIT, &exact), "len {len}");
    }
}

#[test]
fn four_mib() {
    let big = data(4 << 20);
    assert_eq!(texmod_crc32(&big), bitwise(INIT, &big));
}

#[test]
fn streaming_equals_one_shot() {
    let bytes = data(1000);
    let mut crc = TexModCrc32::new();
    for part in bytes.chunks(77) {
        crc.update(part);
    }
    assert_eq!(crc.finish(), texmod_crc32(&bytes));
}
