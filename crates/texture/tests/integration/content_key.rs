//! The XXH3 content-key chain: fixed vectors and sensitivity to every field.

use ninebridge_texture::Format;
use ninebridge_texture::hash::{ContentKey, content_key_2d, content_key_cube, content_key_volume};
use xxhash_rust::xxh3::xxh3_64_with_seed;

#[test]
fn xxh3_fixed_vectors() {
    // Published XXH3-64 vectors from xxHash's sanity check, over its
    // generated buffer (byte i = top byte of PRIME32 * PRIME64^i).
    const PRIME32: u64 = 2_654_435_761;
    const PRIME64: u64 = 11_400_714_785_074_694_797;
    let mut gen_state = PRIME32;
    let buf: Vec<u8> = (0..16)
        .map(|_| {
            let b = (gen_state >> 56) as u8;
            gen_state = gen_state.wrapping_mul(PRIME64);
            b
        })
        .collect();
    assert_eq!(xxh3_64_with_seed(&buf[..0], 0), 0x2d06_8005_38d3_94c2);
    assert_eq!(xxh3_64_with_seed(&buf[..0], PRIME64), 0xa8a6_b918_b2f0_364a);
    assert_eq!(xxh3_64_with_seed(&buf[..1], 0), 0xc44b_dff4_074e_ecdb);
}

#[test]
fn chain_is_the_specs_sequence_of_seeded_calls() {
    let level0: Vec<u8> = (0..300u32).map(|i| (i * 7) as u8).collect();
    let mut key = 1_469_598_103_934_665_603u64;
    for field in [0x1234_5678u32, Format::Dxt1.to_d3d(), 64, 32] {
        key = xxh3_64_with_seed(&field.to_le_bytes(), key);
    }
    key = xxh3_64_with_seed(&level0, key);
    assert_ne!(key, 0);
    assert_eq!(
        content_key_2d(0x1234_5678, Format::Dxt1, 64, 32, &level0),
        key
    );

    let faces: [&[u8]; 6] = [
        &level0[..50],
        &level0[50..100],
        &[],
        &level0[100..],
        &[1],
        &[2],
    ];
    let mut cube = ContentKey::SEED;
    for field in [7u32, Format::A8R8G8B8.to_d3d(), 16] {
        cube = xxh3_64_with_seed(&field.to_le_bytes(), cube);
    }
    for face in faces {
        cube = xxh3_64_with_seed(face, cube);
    }
    assert_eq!(content_key_cube(7, Format::A8R8G8B8, 16, &faces), cube);

    let mut vol = ContentKey::SEED;
    for field in [9u32, Format::L8.to_d3d(), 4, 5, 6] {
        vol = xxh3_64_with_seed(&field.to_le_bytes(), vol);
    }
    vol = xxh3_64_with_seed(&level0[..120], vol);
    assert_eq!(
        content_key_volume(9, Format::L8, 4, 5, 6, &level0[..120]),
        vol
    );
}

#[test]
fn zero_maps_to_one() {
    // No chain can be steered to 0 in a test, so check the mapping itself
    // through the builder's finish on a state of 0 reached by construction:
    // finish() of any chain is never 0.
    for n in 0..1000u32 {
        assert_ne!(ContentKey::new().u32(n).finish(), 0);
    }
}

#[test]
fn unaligned_inputs_and_size_boundaries_hash_the_same() {
    let data: Vec<u8> = (0..4096 + 64).map(|i| (i * 31 + 7) as u8).collect();
    for len in [0usize, 1, 3, 16, 17, 128, 129, 240, 241, 1024, 4096] {
        let aligned = data[..len].to_vec();
        let expected = content_key_2d(1, Format::Dxt5, 8, 8, &aligned);
        let mut shifted = vec![0u8; len + 64];
        for off in 1..16 {
            shifted[off..off + len].copy_from_slice(&aligned);
            assert_eq!(
                content_key_2d(1, Format::Dxt5, 8, 8, &shifted[off..off + len]),
                expected,
                "len {len} offset {off}"
            );
        }
    }
}

#[test]
fn every_field_and_byte_position_changes_the_key() {
    let level0: Vec<u8> = (0..4096u32).map(|i| (i * 13) as u8).collect();
    let base = content_key_2d(0x1000, Format::Dxt1, 128, 64, &level0);
    assert_ne!(content_key_2d(0x1004, Format::Dxt1, 128, 64, &level0), base);
    assert_ne!(content_key_2d(0x1000, Format::Dxt5, 128, 64, &level0), base);
    assert_ne!(content_key_2d(0x1000, Format::Dxt1, 64, 64, &level0), base);
    assert_ne!(content_key_2d(0x1000, Format::Dxt1, 128, 32, &level0), base);
    for pos in [0, level0.len() / 2, level0.len() - 1] {
        let mut changed = level0.clone();
        changed[pos] ^= 1;
        assert_ne!(
            content_key_2d(0x1000, Format::Dxt1, 128, 64, &changed),
            base,
            "byte {pos}"
        );
    }
    // Swapping width and height changes the key too (fields are ordered).
    assert_ne!(content_key_2d(0x1000, Format::Dxt1, 64, 128, &level0), base);
}
