//! Property tests: no input makes decode, mip or DDS parsing panic, and
//! whenever decode succeeds it wrote exactly `w * h * 4` bytes.

use ninebridge_texture::dds::DdsTexture;
use ninebridge_texture::mip::{mip, mip_box_into};
use ninebridge_texture::{FORMATS, Format, decode, decode_into};
use proptest::prelude::*;

fn any_format() -> impl Strategy<Value = Format> {
    (0..FORMATS.len()).prop_map(|i| FORMATS[i])
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2000))]

    #[test]
    fn decode_never_panics(
        format in any_format(),
        w in 0u32..40,
        h in 0u32..40,
        pitch in 0usize..300,
        src in proptest::collection::vec(any::<u8>(), 0..3000),
        out_len in 0usize..8000,
    ) {
        let mut out = vec![0u8; out_len];
        if decode_into(format, w, h, &src, pitch, &mut out).is_ok() {
            prop_assert!(out_len >= (w * h * 4) as usize);
            let alloc = decode(format, w, h, &src, pitch).unwrap();
            prop_assert_eq!(&alloc[..], &out[..alloc.len()]);
        }
    }

    #[test]
    fn decode_rejects_huge_sizes_without_allocating(
        format in any_format(),
        w in 1u32..=8192,
        h in 1u32..=8192,
    ) {
        // A tiny source never satisfies a large level; the error comes before
        // any allocation of w * h * 4 bytes.
        if w * h > 64 {
            prop_assert!(decode(format, w, h, &[0u8; 16], 0).is_err());
        }
    }

    #[test]
    fn mip_never_panics(
        w in 0u32..40,
        h in 0u32..40,
        pitch in 0usize..200,
        src in proptest::collection::vec(any::<u8>(), 0..7000),
        out_len in 0usize..2000,
    ) {
        let _ = mip(&src, w, h, pitch);
        let mut out = vec![0u8; out_len];
        let _ = mip_box_into(&src, w, h, pitch, &mut out);
    }

    #[test]
    fn dds_parsing_never_panics(
        header in proptest::collection::vec(any::<u8>(), 0..200),
        flip in any::<(usize, u8)>(),
    ) {
        let _ = DdsTexture::from_bytes(&header);
        // A valid-looking header with one byte changed.
        let mut file = sample_header();
        let at = flip.0 % file.len();
        file[at] ^= flip.1;
        if let Ok(tex) = DdsTexture::from_bytes(&file) {
            for level in 0..tex.levels() {
                let _ = tex.decode_level(0, level, 0);
            }
        }
    }
}

/// A 8x8 DXT1 DDS with 4 levels (built by hand: magic, 124-byte header).
fn sample_header() -> Vec<u8> {
    let mut f = b"DDS ".to_vec();
    let mut h = [0u32; 31];
    h[0] = 124;
    h[1] = 0x1 | 0x2 | 0x4 | 0x1000 | 0x2_0000; // caps, height, width, pixelformat, mipmapcount
    h[2] = 8;
    h[3] = 8;
    h[6] = 4;
    h[18] = 32; // pixel format size
    h[19] = 0x4; // FOURCC
    h[20] = u32::from_le_bytes(*b"DXT1");
    h[26] = 0x1000 | 0x40_0000 | 0x8; // texture, mipmap, complex
    for v in h {
        f.extend_from_slice(&v.to_le_bytes());
    }
    f.extend((0..32 + 8 * 3).map(|i| i as u8));
    f
}
