//! Decoding held against independent references: `texture2ddecoder` and
//! `texpresso` for DXT, hand-written per-pixel readers for the rest; over
//! generated data (always) and every decodable file of the shared DDS corpus
//! (when present).

use ninebridge_texture::dds::DdsTexture;
use ninebridge_texture::{Format, FormatExt, decode, decode_into};

/// A deterministic xorshift generator for test data.
struct Rng(u64);
impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }
    fn bytes(&mut self, n: usize) -> Vec<u8> {
        (0..n).map(|_| self.next() as u8).collect()
    }
}

/// Reference DXT decode of a tight level to BGRA8 through another crate.
fn reference_dxt(format: Format, w: usize, h: usize, src: &[u8]) -> Vec<u8> {
    match format {
        Format::Dxt1 => {
            // texture2ddecoder writes u32 pixels 0xAARRGGBB (BGRA in memory).
            let mut px = vec![0u32; w * h];
            texture2ddecoder::decode_bc1a(src, w, h, &mut px).expect("texture2ddecoder bc1a");
            px.iter().flat_map(|p| p.to_le_bytes()).collect()
        }
        _ => {
            let f = match format {
                Format::Dxt2 | Format::Dxt3 => texpresso::Format::Bc2,
                _ => texpresso::Format::Bc3,
            };
            let mut rgba = vec![0u8; w * h * 4];
            f.decompress(src, w, h, &mut rgba);
            for p in rgba.chunks_exact_mut(4) {
                p.swap(0, 2);
            }
            rgba
        }
    }
}

/// Reference conversion of one uncompressed pixel, written per spec 000's
/// table channel by channel.
fn reference_pixel(format: Format, s: &[u8]) -> [u8; 4] {
    let rep = |v: u32, bits: u32| -> u8 {
        // Bit replication: repeat the value's bits from the top down.
        let mut out = 0u32;
        let mut filled = 0;
        while filled < 8 {
            out = (out << bits) | v;
            filled += bits;
        }
        (out >> (filled - 8)) as u8
    };
    let u16v = || u16::from_le_bytes([s[0], s[1]]) as u32;
    match format {
        Format::A8R8G8B8 => [s[0], s[1], s[2], s[3]],
        Format::X8R8G8B8 => [s[0], s[1], s[2], 255],
        Format::R5G6B5 => {
            let v = u16v();
            [rep(v & 31, 5), rep((v >> 5) & 63, 6), rep(v >> 11, 5), 255]
        }
        Format::A1R5G5B5 => {
            let v = u16v();
            let a = if v & 0x8000 != 0 { 255 } else { 0 };
            [
                rep(v & 31, 5),
                rep((v >> 5) & 31, 5),
                rep((v >> 10) & 31, 5),
                a,
            ]
        }
        Format::A4R4G4B4 => {
            let v = u16v();
            [
                rep(v & 15, 4),
                rep((v >> 4) & 15, 4),
                rep((v >> 8) & 15, 4),
                rep(v >> 12, 4),
            ]
        }
        Format::A8 => [0, 0, 0, s[0]],
        Format::L8 => [s[0], s[0], s[0], 255],
        Format::A8L8 => [s[0], s[0], s[0], s[1]],
        other => panic!("{other:?} has no reference"),
    }
}

fn reference_uncompressed(format: Format, w: usize, h: usize, src: &[u8], pitch: usize) -> Vec<u8> {
    let bpp = format.block().unwrap().bytes as usize;
    let mut out = Vec::with_capacity(w * h * 4);
    for y in 0..h {
        for x in 0..w {
            out.extend_from_slice(&reference_pixel(format, &src[y * pitch + x * bpp..]));
        }
    }
    out
}

const UNCOMPRESSED: [Format; 8] = [
    Format::A8R8G8B8,
    Format::X8R8G8B8,
    Format::R5G6B5,
    Format::A1R5G5B5,
    Format::A4R4G4B4,
    Format::A8,
    Format::L8,
    Format::A8L8,
];
const DXT: [Format; 5] = [
    Format::Dxt1,
    Format::Dxt2,
    Format::Dxt3,
    Format::Dxt4,
    Format::Dxt5,
];

#[test]
fn uncompressed_matches_per_pixel_reference_with_padded_rows() {
    let mut rng = Rng(0x9e37_79b9_7f4a_7c15);
    for format in UNCOMPRESSED {
        let bpp = format.block().unwrap().bytes as usize;
        for (w, h) in [(1, 1), (3, 5), (17, 2), (64, 9)] {
            for pad in [0, 1, 13] {
                let pitch = w * bpp + pad;
                // The last row needs only its own bytes.
                let src = rng.bytes(pitch * (h - 1) + w * bpp);
                let ours = decode(format, w as u32, h as u32, &src, pitch).unwrap();
                let expected = reference_uncompressed(format, w, h, &src, pitch);
                assert_eq!(ours, expected, "{format:?} {w}x{h} pitch {pitch}");
            }
        }
    }
}

#[test]
fn every_16_bit_value_matches_reference() {
    let src: Vec<u8> = (0..=u16::MAX).flat_map(|v| v.to_le_bytes()).collect();
    for format in [
        Format::R5G6B5,
        Format::A1R5G5B5,
        Format::A4R4G4B4,
        Format::A8L8,
    ] {
        let ours = decode(format, 256, 256, &src, 0).unwrap();
        assert_eq!(
            ours,
            reference_uncompressed(format, 256, 256, &src, 512),
            "{format:?}"
        );
    }
}

#[test]
fn random_dxt_blocks_match_reference_crates() {
    // Random blocks cover both DXT1 modes, both DXT5 alpha modes and every
    // index; cropped edges are compared against a crop of the reference.
    let mut rng = Rng(0x1234_5678_9abc_def1);
    for format in DXT {
        for (w, h) in [
            (4usize, 4usize),
            (64, 64),
            (1, 1),
            (2, 3),
            (13, 7),
            (129, 66),
        ] {
            let bw = w.div_ceil(4);
            let bh = h.div_ceil(4);
            let bytes = format.block().unwrap().bytes as usize;
            let src = rng.bytes(bw * bh * bytes);
            let ours = decode(format, w as u32, h as u32, &src, 0).unwrap();
            let full = reference_dxt(format, bw * 4, bh * 4, &src);
            let cropped: Vec<u8> = (0..h)
                .flat_map(|y| full[y * bw * 16..y * bw * 16 + w * 4].to_vec())
                .collect();
            assert_eq!(ours, cropped, "{format:?} {w}x{h}");
        }
    }
}

#[test]
fn encoded_dxt_matches_texpresso_round_trip() {
    // Realistic blocks: a gradient with alpha encoded by texpresso.
    let (w, h) = (64usize, 48usize);
    let rgba: Vec<u8> = (0..w * h)
        .flat_map(|i| {
            let (x, y) = (i % w, i / w);
            [
                (x * 4) as u8,
                (y * 5) as u8,
                ((x + y) * 2) as u8,
                (x * y) as u8,
            ]
        })
        .collect();
    for (format, tf) in [
        (Format::Dxt1, texpresso::Format::Bc1),
        (Format::Dxt3, texpresso::Format::Bc2),
        (Format::Dxt5, texpresso::Format::Bc3),
    ] {
        let mut blocks = vec![0u8; tf.compressed_size(w, h)];
        tf.compress(&rgba, w, h, texpresso::Params::default(), &mut blocks);
        let ours = decode(format, w as u32, h as u32, &blocks, 0).unwrap();
        let mut theirs = vec![0u8; w * h * 4];
        tf.decompress(&blocks, w, h, &mut theirs);
        for p in theirs.chunks_exact_mut(4) {
            p.swap(0, 2);
        }
        assert_eq!(ours, theirs, "{format:?}");
    }
}

#[test]
fn dxt_pitch_and_output_prefix() {
    let mut rng = Rng(77);
    let (w, h) = (10u32, 9u32);
    let row = 3 * 16;
    let pitch = row + 5;
    let padded = rng.bytes(pitch * 2 + row);
    let tight: Vec<u8> = padded
        .chunks(pitch)
        .flat_map(|r| r[..row].to_vec())
        .collect();
    let a = decode(Format::Dxt5, w, h, &padded, pitch).unwrap();
    let b = decode(Format::Dxt5, w, h, &tight, 0).unwrap();
    assert_eq!(a, b);
    // A larger output keeps its tail untouched.
    let mut out = vec![0xabu8; a.len() + 7];
    decode_into(Format::Dxt5, w, h, &tight, 0, &mut out).unwrap();
    assert_eq!(&out[..a.len()], &a[..]);
    assert!(out[a.len()..].iter().all(|&b| b == 0xab));
}

fn is_decodable_name(name: &str) -> bool {
    matches!(
        name,
        "A8R8G8B8" | "X8R8G8B8" | "R5G6B5" | "A1R5G5B5" | "A4R4G4B4" | "A8" | "L8" | "A8L8"
    ) || matches!(name, "DXT1" | "DXT2" | "DXT3" | "DXT4" | "DXT5")
}

#[test]
fn corpus_decodable_files_decode_and_match_references() {
    let Some(dir) = ninebridge_testutil::shared_subdir("corpus_decodable_files", "corpus/dds")
    else {
        return;
    };
    let index = std::fs::read_to_string(dir.join("index.tsv")).expect("index.tsv");
    let mut checked = 0;
    for line in index.lines().skip(1) {
        let cols: Vec<&str> = line.split('\t').collect();
        let (file, format, payload) = (cols[0], cols[1], cols[8]);
        // Decodable formats with a complete payload must decode; the
        // `permissive` files are malformed on purpose (CLI tests cover them).
        if !is_decodable_name(format) || payload != "ok" || file.contains("permissive") {
            continue;
        }
        let bytes = std::fs::read(dir.join(file)).unwrap();
        let tex = DdsTexture::from_bytes(&bytes).unwrap_or_else(|e| panic!("{file}: {e}"));
        assert_eq!(tex.format().name(), Some(format), "{file}");
        for face in 0..tex.faces() {
            for level in 0..tex.levels() {
                let region = tex.region(face, level).unwrap();
                for slice in 0..region.depth {
                    let ours = tex
                        .decode_level(face, level, slice)
                        .unwrap_or_else(|e| panic!("{file} face {face} level {level}: {e}"));
                    let raw = tex.level_bytes(face, level, slice).unwrap();
                    let (w, h) = (region.width as usize, region.height as usize);
                    let expected = if tex.format().is_block_compressed() {
                        let (bw, bh) = (w.div_ceil(4), h.div_ceil(4));
                        let full = reference_dxt(tex.format(), bw * 4, bh * 4, raw);
                        (0..h)
                            .flat_map(|y| full[y * bw * 16..y * bw * 16 + w * 4].to_vec())
                            .collect()
                    } else {
                        let pitch = w * tex.format().block().unwrap().bytes as usize;
                        reference_uncompressed(tex.format(), w, h, raw, pitch)
                    };
                    assert_eq!(ours, expected, "{file} face {face} level {level}");
                }
            }
        }
        checked += 1;
    }
    assert!(checked >= 30, "only {checked} corpus files checked");
    eprintln!("checked {checked} decodable corpus files against references");
}
