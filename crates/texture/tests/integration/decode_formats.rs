//! The formats decoded beyond spec 000's table, each checked pixel by pixel
//! against a reference written here from the D3D9 format definitions
//! (independently of the decoder's code): 24-bit, 5:5:5, ABGR/XBGR, 10:10:10:2,
//! 16-bit unorm, half and single floats (clamp to [0, 1], NaN as 0, round
//! `v * 255` to nearest), and palette formats with their palette.

use ninebridge_texture::dds::{DdsError, DdsTexture};
use ninebridge_texture::decode::{DecodeError, PALETTE_BYTES, decode_paletted};
use ninebridge_texture::{Format, FormatExt, decode};

/// Deterministic bytes (a 64-bit LCG's high bytes).
fn bytes(n: usize, seed: u64) -> Vec<u8> {
    let mut x = seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1;
    (0..n)
        .map(|_| {
            x = x
                .wrapping_mul(6_364_136_223_846_793_005)
                .wrapping_add(1_442_695_040_888_963_407);
            (x >> 56) as u8
        })
        .collect()
}

/// `v` of an n-bit unorm channel, to 8 bits by real-number rounding.
fn unorm(v: u64, bits: u32) -> u8 {
    let max = ((1u64 << bits) - 1) as f64;
    (v as f64 * 255.0 / max).round() as u8
}

/// The float tone rule written out: NaN is 0, clamp to [0, 1], then
/// `floor(v * 255 + 0.5)`.
fn tone(v: f64) -> u8 {
    if v.is_nan() {
        return 0;
    }
    let v = v.clamp(0.0, 1.0);
    (v * 255.0 + 0.5).floor() as u8
}

/// IEEE half float from its bits (sign, 5-bit exponent, 10-bit mantissa).
fn half_to_f64(bits: u16) -> f64 {
    let sign = if bits & 0x8000 != 0 { -1.0 } else { 1.0 };
    let exp = ((bits >> 10) & 0x1f) as i32;
    let mant = (bits & 0x3ff) as f64;
    match exp {
        0 => sign * mant * 2f64.powi(-24),
        31 if mant == 0.0 => sign * f64::INFINITY,
        31 => f64::NAN,
        e => sign * (1.0 + mant / 1024.0) * 2f64.powi(e - 15),
    }
}

fn u16_at(p: &[u8], i: usize) -> u64 {
    u16::from_le_bytes([p[i], p[i + 1]]) as u64
}

fn u32_at(p: &[u8], i: usize) -> u64 {
    u32::from_le_bytes([p[i], p[i + 1], p[i + 2], p[i + 3]]) as u64
}

fn f32_at(p: &[u8], i: usize) -> f64 {
    f32::from_le_bytes([p[i], p[i + 1], p[i + 2], p[i + 3]]) as f64
}

/// The reference: one source pixel's bytes to (r, g, b, a).
fn reference(format: Format, p: &[u8]) -> [u8; 4] {
    let bits = |v: u64, shift: u32, n: u32| (v >> shift) & ((1 << n) - 1);
    match format {
        Format::R8G8B8 => [p[2], p[1], p[0], 255],
        Format::X1R5G5B5 => {
            let v = u16_at(p, 0);
            // Spec 000: 5-bit channels expand by bit replication.
            let c = |s| {
                let x = bits(v, s, 5) as u8;
                (x << 3) | (x >> 2)
            };
            [c(10), c(5), c(0), 255]
        }
        Format::A8B8G8R8 => [p[0], p[1], p[2], p[3]],
        Format::X8B8G8R8 => [p[0], p[1], p[2], 255],
        Format::A2R10G10B10 => {
            let v = u32_at(p, 0);
            [
                unorm(bits(v, 20, 10), 10),
                unorm(bits(v, 10, 10), 10),
                unorm(bits(v, 0, 10), 10),
                unorm(bits(v, 30, 2), 2),
            ]
        }
        Format::A2B10G10R10 => {
            let v = u32_at(p, 0);
            [
                unorm(bits(v, 0, 10), 10),
                unorm(bits(v, 10, 10), 10),
                unorm(bits(v, 20, 10), 10),
                unorm(bits(v, 30, 2), 2),
            ]
        }
        Format::G16R16 => [unorm(u16_at(p, 0), 16), unorm(u16_at(p, 2), 16), 255, 255],
        Format::A16B16G16R16 => [0, 2, 4, 6].map(|i| unorm(u16_at(p, i), 16)),
        Format::R16F => [tone(half_to_f64(u16_at(p, 0) as u16)), 255, 255, 255],
        Format::G16R16F => [
            tone(half_to_f64(u16_at(p, 0) as u16)),
            tone(half_to_f64(u16_at(p, 2) as u16)),
            255,
            255,
        ],
        Format::A16B16G16R16F => [0, 2, 4, 6].map(|i| tone(half_to_f64(u16_at(p, i) as u16))),
        Format::R32F => [tone(f32_at(p, 0)), 255, 255, 255],
        Format::G32R32F => [tone(f32_at(p, 0)), tone(f32_at(p, 4)), 255, 255],
        Format::A32B32G32R32F => [0, 4, 8, 12].map(|i| tone(f32_at(p, i))),
        other => panic!("no reference for {other:?}"),
    }
}

const NEW_FORMATS: [Format; 14] = [
    Format::R8G8B8,
    Format::X1R5G5B5,
    Format::A8B8G8R8,
    Format::X8B8G8R8,
    Format::A2R10G10B10,
    Format::A2B10G10R10,
    Format::A16B16G16R16,
    Format::G16R16,
    Format::R16F,
    Format::G16R16F,
    Format::A16B16G16R16F,
    Format::R32F,
    Format::G32R32F,
    Format::A32B32G32R32F,
];

/// Checks `decode` of `src` (rows `pitch` bytes apart) against the reference.
fn check(format: Format, w: usize, h: usize, src: &[u8], pitch: usize) {
    let bpp = format.block().unwrap().bytes as usize;
    let out = decode(format, w as u32, h as u32, src, pitch).unwrap();
    assert_eq!(out.len(), w * h * 4);
    for y in 0..h {
        for x in 0..w {
            let at = y * pitch + x * bpp;
            let [r, g, b, a] = reference(format, &src[at..at + bpp]);
            let o = (y * w + x) * 4;
            assert_eq!(
                &out[o..o + 4],
                &[b, g, r, a],
                "{format:?} pixel ({x}, {y}) from {:02x?}",
                &src[at..at + bpp]
            );
        }
    }
}

#[test]
fn every_new_format_matches_its_per_pixel_reference() {
    for (n, &format) in NEW_FORMATS.iter().enumerate() {
        assert!(format.is_decodable(), "{format:?}");
        let bpp = format.block().unwrap().bytes as usize;
        for (w, h, pad) in [(1, 1, 0), (7, 5, 3), (16, 9, 0), (3, 11, 17)] {
            let pitch = w * bpp + pad;
            let src = bytes(pitch * h, n as u64 * 31 + w as u64);
            check(format, w, h, &src, pitch);
        }
    }
}

#[test]
fn float_formats_follow_the_tone_rule_on_chosen_values() {
    // Below 0, 0, a half, 1, above 1, infinities and NaN, per channel.
    let singles = [
        -1.0f32,
        0.0,
        0.5,
        1.0 / 255.0,
        0.25,
        1.0,
        2.5,
        f32::INFINITY,
        f32::NEG_INFINITY,
        f32::NAN,
        0.998,
        0.002,
    ];
    let src: Vec<u8> = singles.iter().flat_map(|v| v.to_le_bytes()).collect();
    let out = decode(Format::A32B32G32R32F, 3, 1, &src, 0).unwrap();
    // r, g, b, a of the three pixels, stored as b, g, r, a.
    assert_eq!(
        out,
        [0, 0, 128, 1, 64, 255, 255, 255, 0, 0, 254, 1]
            .chunks(4)
            .flat_map(|c| [c[2], c[1], c[0], c[3]])
            .collect::<Vec<_>>()
    );
    // Halves: 0x3800 is 0.5, 0x3c00 1.0, 0x4000 2.0, 0xbc00 -1.0, 0x7e00 NaN.
    let halves: Vec<u8> = [0x3800u16, 0x3c00, 0x4000, 0xbc00, 0x7e00]
        .iter()
        .flat_map(|v| v.to_le_bytes())
        .collect();
    let out = decode(Format::R16F, 5, 1, &halves, 0).unwrap();
    let reds: Vec<u8> = out.chunks(4).map(|p| p[2]).collect();
    assert_eq!(reds, [128, 255, 255, 0, 0]);
    assert!(
        out.chunks(4)
            .all(|p| p[0] == 255 && p[1] == 255 && p[3] == 255)
    );
}

#[test]
fn palette_formats_decode_with_their_palette() {
    let palette = bytes(PALETTE_BYTES, 7);
    let entry = |i: u8| {
        let e = &palette[i as usize * 4..i as usize * 4 + 4];
        [e[0], e[1], e[2], e[3]]
    };
    let (w, h) = (5usize, 3usize);
    let p8 = bytes(w * h, 8);
    let out = decode_paletted(Format::P8, w as u32, h as u32, &p8, 0, &palette).unwrap();
    for (i, &index) in p8.iter().enumerate() {
        let [r, g, b, a] = entry(index);
        assert_eq!(&out[i * 4..i * 4 + 4], &[b, g, r, a], "P8 pixel {i}");
    }
    let a8p8 = bytes(w * h * 2, 9);
    let out = decode_paletted(Format::A8P8, w as u32, h as u32, &a8p8, 0, &palette).unwrap();
    for i in 0..w * h {
        let [r, g, b, _] = entry(a8p8[i * 2]);
        let a = a8p8[i * 2 + 1];
        assert_eq!(&out[i * 4..i * 4 + 4], &[b, g, r, a], "A8P8 pixel {i}");
    }
    // Without a palette the formats stay undecodable; a short palette and a
    // non-palette format are refused with their numbers.
    assert!(matches!(
        decode(Format::P8, 1, 1, &[0], 0),
        Err(DecodeError::Format { .. })
    ));
    assert_eq!(
        decode_paletted(Format::P8, 1, 1, &[0], 0, &palette[..1020])
            .unwrap_err()
            .to_string(),
        "palette has 1020 bytes, 256 entries need 1024"
    );
    assert!(matches!(
        decode_paletted(Format::L8, 1, 1, &[0], 0, &palette),
        Err(DecodeError::NotPaletted { .. })
    ));
}

/// A legacy DDS file: 124-byte header with the given pixel format, then
/// `payload` (the palette first, for palette formats).
fn legacy_dds(w: u32, h: u32, pf_flags: u32, fourcc: u32, bits: u32, payload: &[u8]) -> Vec<u8> {
    let mut f = Vec::new();
    f.extend_from_slice(b"DDS ");
    let words = |f: &mut Vec<u8>, ws: &[u32]| ws.iter().for_each(|w| f.extend(w.to_le_bytes()));
    // size, flags (caps, height, width, pixel format), height, width,
    // pitch, depth, mip count, 11 reserved.
    words(&mut f, &[124, 0x1007, h, w, 0, 0, 1]);
    words(&mut f, &[0; 11]);
    // Pixel format: size, flags, fourcc, bits, r, g, b, a masks.
    words(&mut f, &[32, pf_flags, fourcc, bits, 0, 0, 0, 0]);
    // caps (texture), caps2, caps3, caps4, reserved.
    words(&mut f, &[0x1000, 0, 0, 0, 0]);
    assert_eq!(f.len(), 128);
    f.extend_from_slice(payload);
    f
}

#[test]
fn dds_palette_files_decode_and_short_palettes_are_refused() {
    let palette = bytes(PALETTE_BYTES, 11);
    let pixels = bytes(4 * 2, 12);
    let file = legacy_dds(
        4,
        2,
        0x20,
        0,
        8,
        &[palette.clone(), pixels.clone()].concat(),
    );
    let tex = DdsTexture::from_bytes(&file).unwrap();
    assert_eq!(tex.format(), Format::P8);
    assert_eq!(tex.palette(), Some(&palette[..]));
    assert!(tex.is_decodable());
    // The level (and its CRC) excludes the palette.
    assert_eq!(tex.level_bytes(0, 0, 0).unwrap(), &pixels[..]);
    let out = tex.decode_level(0, 0, 0).unwrap();
    for (i, &index) in pixels.iter().enumerate() {
        let e = &palette[index as usize * 4..index as usize * 4 + 4];
        assert_eq!(&out[i * 4..i * 4 + 4], &[e[2], e[1], e[0], e[3]]);
    }
    // A8P8 by its D3DFORMAT number in the FOURCC field.
    let a8p8 = bytes(4 * 2 * 2, 13);
    let file = legacy_dds(4, 2, 0x4, 40, 0, &[palette.clone(), a8p8.clone()].concat());
    let tex = DdsTexture::from_bytes(&file).unwrap();
    assert_eq!(tex.format(), Format::A8P8);
    let out = tex.decode_level(0, 0, 0).unwrap();
    assert_eq!(out[3], a8p8[1]);
    let short = legacy_dds(4, 2, 0x20, 0, 8, &palette[..1000]);
    let err = DdsTexture::from_bytes(&short).unwrap_err();
    assert!(matches!(err, DdsError::Palette { actual: 1000 }));
    assert_eq!(
        err.to_string(),
        "palette has 1000 bytes after the header, 256 entries need 1024"
    );
}

proptest::proptest! {
    /// Any sizes, pitch, source and palette: a typed error or a full
    /// BGRA8 buffer, never a panic.
    #[test]
    fn paletted_decoding_never_panics(
        a8p8 in proptest::bool::ANY,
        w in 0u32..40,
        h in 0u32..40,
        pitch in 0usize..100,
        src in proptest::collection::vec(proptest::num::u8::ANY, 0..2000),
        palette_len in 0usize..1100,
    ) {
        let format = if a8p8 { Format::A8P8 } else { Format::P8 };
        let palette = vec![0x5a; palette_len];
        if let Ok(out) = decode_paletted(format, w, h, &src, pitch, &palette) {
            proptest::prop_assert_eq!(out.len(), (w * h * 4) as usize);
        }
    }
}

/// The corpus holds one picture saved as DX9 `R8G8B8A8` and as DX9
/// `R10G10B10A2` (red in the low bits) with D3DX's backwards 10:10:10:2
/// masks: read with the masks swapped, both decode to the same pixels.
#[test]
fn ten_bit_masks_are_swapped() {
    let Some(dir) = ninebridge_testutil::shared_subdir("ten_bit_masks_are_swapped", "corpus/dds")
    else {
        return;
    };
    let load =
        |name: &str| DdsTexture::from_bytes(&std::fs::read(dir.join(name)).unwrap()).unwrap();
    let ten = load("idds_DX9_R10G10B10A2_UNORM.dds");
    let eight = load("idds_DX9_R8G8B8A8_UNORM.dds");
    assert_eq!(ten.format(), Format::A2B10G10R10);
    assert_eq!(eight.format(), Format::A8B8G8R8);
    let (a, b) = (
        ten.decode_level(0, 0, 0).unwrap(),
        eight.decode_level(0, 0, 0).unwrap(),
    );
    assert_eq!(a.len(), b.len());
    for (i, (p, q)) in a.chunks(4).zip(b.chunks(4)).enumerate() {
        // Colour channels agree; 2-bit alpha is 255 where 8-bit alpha is.
        assert_eq!(p[..3], q[..3], "pixel {i}");
    }
}
