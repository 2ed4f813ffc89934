//! Spec 002, "Lines, sets and tags": one test per rule, expected values from
//! the spec's text.

use crate::common;

use common::*;
use ninebridge_gecache::{CacheBits, Ge, TexFormat, TextureRegs};

/// The line width in texels per format, as the spec lists it.
const SHAPES: [(TexFormat, u32); 4] = [
    (TexFormat::Rgba8888, 4),
    (TexFormat::Rgba4444, 8),
    (TexFormat::Clut8, 16),
    (TexFormat::Clut4, 32),
];

/// The spec's "a set's lines repeat every W x H texels" per format.
const REPEATS: [(TexFormat, u32, u32); 4] = [
    (TexFormat::Rgba8888, 32, 16),
    (TexFormat::Rgb565, 32, 32),
    (TexFormat::Clut8, 64, 32),
    (TexFormat::Clut4, 64, 64),
];

/// A 512 x 128 texture at 0 with `bufw` 512 in `format`.
fn big(ge: &mut Ge, format: TexFormat) {
    set(ge, 0, 512, format, 512, 128);
}

#[test]
fn cache_holds_64_lines_of_16_bytes_by_8_rows() {
    let mut ge = ge();
    // 8888, 32 x 64 texels: 8 columns x 8 bands = 64 lines, 4 per set.
    set(&mut ge, 0, 32, TexFormat::Rgba8888, 32, 64);
    for v in (0..64).step_by(8) {
        for u in (0..32).step_by(4) {
            assert!(!hit(&mut ge, u, v));
        }
    }
    assert_eq!(ge.cache().valid_lines(), 64);
    assert_eq!(ge.stats().bytes_read, 64 * 16 * 8);
    for v in 0..64 {
        for u in 0..32 {
            assert!(hit(&mut ge, u, v), "({u}, {v}) should still be cached");
        }
    }
    // One more line (a new band of a taller texture) has to evict one.
    set(&mut ge, 0, 32, TexFormat::Rgba8888, 32, 128);
    assert!(!hit(&mut ge, 0, 64));
    assert_eq!(ge.cache().valid_lines(), 64);
}

#[test]
fn line_covers_4x8_8x8_16x8_32x8_texels_aligned_to_its_size() {
    for (format, w) in SHAPES {
        let mut ge = ge();
        set(&mut ge, 0, 4 * w, format, 4 * w, 16);
        // A line's first sample anywhere inside it loads the whole aligned
        // w x 8 area: start in the middle of the second line.
        assert!(!hit(&mut ge, w + w / 2, 8 + 3), "{format}");
        for v in 8..16 {
            for u in w..2 * w {
                assert!(hit(&mut ge, u, v), "{format}: ({u}, {v})");
            }
        }
        // Its neighbours on every side are other lines.
        for (u, v) in [(w - 1, 8), (2 * w, 8), (w, 7)] {
            assert!(!hit(&mut ge, u, v), "{format}: ({u}, {v}) is another line");
        }
        assert_eq!(ge.stats().lines_loaded, 4, "{format}");
    }
}

#[test]
fn set_index_table_row_by_row() {
    // The spec's table, written out per row.
    for col in 0..64 {
        for band in 0..64 {
            assert_eq!(
                CacheBits::B32.set_index(col, band) as u32,
                (col & 7) | (band & 1) << 3
            );
            assert_eq!(
                CacheBits::B16.set_index(col, band) as u32,
                (col & 3) | (band & 3) << 2
            );
            assert_eq!(
                CacheBits::B8.set_index(col, band) as u32,
                (col & 3) | (band & 3) << 2
            );
            assert_eq!(
                CacheBits::B4.set_index(col, band) as u32,
                (col & 1) | (band & 7) << 1
            );
        }
    }
    assert_eq!(TexFormat::Dxt1.cache_bits(), CacheBits::B32);
    assert_eq!(TexFormat::Rgba5551.cache_bits(), CacheBits::B16);
}

#[test]
fn set_lines_repeat_every_32x16_32x32_64x32_64x64_texels() {
    for (format, pw, ph) in REPEATS {
        // Five lines one repeat apart share a set: the fifth evicts the first.
        let mut ge = ge();
        big(&mut ge, format);
        for k in 0..5 {
            assert!(!hit(&mut ge, k * pw, 0), "{format}");
        }
        assert!(!hit(&mut ge, 0, 0), "{format}: first line evicted");
        // Down by one repeat is the same set too.
        let mut ge = self::ge();
        big(&mut ge, format);
        for k in 0..4 {
            assert!(!hit(&mut ge, k * pw, 0), "{format}");
        }
        assert!(!hit(&mut ge, 0, ph), "{format}");
        for k in 1..4 {
            assert!(hit(&mut ge, k * pw, 0), "{format}");
        }
        assert!(!hit(&mut ge, 0, 0), "{format}: evicted by (0, {ph})");
        // The 64 lines of a 2 x 2 block of repeat areas use every set 4
        // times, so they all stay.
        let mut ge = self::ge();
        big(&mut ge, format);
        let lw = format.cache_bits().line_width();
        for v in (0..2 * ph).step_by(8) {
            for u in (0..2 * pw).step_by(lw as usize) {
                assert!(!hit(&mut ge, u, v), "{format}");
            }
        }
        assert_eq!(ge.cache().valid_lines(), 64, "{format}");
        for v in (0..2 * ph).step_by(8) {
            for u in (0..2 * pw).step_by(lw as usize) {
                assert!(hit(&mut ge, u, v), "{format}: ({u}, {v})");
            }
        }
    }
}

#[test]
fn sets_replace_least_recently_used_first() {
    let mut ge = ge();
    big(&mut ge, TexFormat::Rgba8888);
    // Four lines of one set (32 texels apart), then the first used again.
    for u in [0, 32, 64, 96] {
        assert!(!hit(&mut ge, u, 0));
    }
    assert!(hit(&mut ge, 0, 0));
    // A fifth replaces the least recently used: the one at 32.
    assert!(!hit(&mut ge, 128, 0));
    for u in [0, 64, 96, 128] {
        assert!(hit(&mut ge, u, 0), "{u} stays");
    }
    // Reloading 32 replaced the then least recently used: 0.
    assert!(!hit(&mut ge, 32, 0));
    for u in [64, 96, 128, 32] {
        assert!(hit(&mut ge, u, 0), "{u} stays");
    }
    assert!(!hit(&mut ge, 0, 0));
}

#[test]
fn tag_is_column_band_and_level_not_address() {
    let mut ge = ge();
    fill(&mut ge, 0x0000, 0x1000, 0xaa);
    fill(&mut ge, 0x8000, 0x1000, 0xbb);
    set(&mut ge, 0x0000, 16, TexFormat::Rgba8888, 16, 16);
    assert_eq!(value(&mut ge, 0, 0), 0xaaaa_aaaa);
    // Another texture at another address, no flush: where the line
    // coincides it reads the first texture's bytes.
    set(&mut ge, 0x8000, 16, TexFormat::Rgba8888, 16, 16);
    let s = ge.sample(1, 1).unwrap();
    assert_eq!((s.value, s.hit), (0xaaaa_aaaa, true));
    // Elsewhere it loads its own.
    assert_eq!(value(&mut ge, 4, 0), 0xbbbb_bbbb);
}

#[test]
fn tag_ignores_buffer_width() {
    let mut ge = ge();
    fill(&mut ge, 0x0000, 0x1000, 0x11);
    fill(&mut ge, 0x8000, 0x4000, 0x22);
    set(&mut ge, 0x0000, 16, TexFormat::Rgba8888, 16, 16);
    assert_eq!(value(&mut ge, 2, 3), 0x1111_1111);
    set(&mut ge, 0x8000, 256, TexFormat::Rgba8888, 16, 16);
    assert!(hit(&mut ge, 2, 3));
    assert_eq!(value(&mut ge, 2, 3), 0x1111_1111);
}

#[test]
fn tag_ignores_format_and_the_bytes_are_read_in_the_new_format() {
    let mut ge = ge();
    // 8888 texel (0, 0) is the bytes 11 22 33 44, texel (1, 0) 55 66 77 88.
    ge.write(0, &[0x11, 0x22, 0x33, 0x44, 0x55, 0x66, 0x77, 0x88])
        .unwrap();
    set(&mut ge, 0, 16, TexFormat::Rgba8888, 16, 16);
    assert_eq!(value(&mut ge, 0, 0), 0x4433_2211);
    // The same column and band read as 16-bit, CLUT8 and CLUT4 texels from a
    // texture elsewhere (all zero there): the cached bytes, reinterpreted.
    let expect: [(TexFormat, u32, u32, &[u32]); 3] = [
        (TexFormat::Rgb565, 32, 16, &[0x2211, 0x4433, 0x6655, 0x8877]),
        (TexFormat::Clut8, 64, 32, &[0x11, 0x22, 0x33, 0x44]),
        (
            TexFormat::Clut4,
            128,
            64,
            &[0x1, 0x1, 0x2, 0x2, 0x3, 0x3, 0x4],
        ),
    ];
    for (format, bufw, w, values) in expect {
        set(&mut ge, 0x10000, bufw, format, w, 16);
        for (u, &want) in values.iter().enumerate() {
            let s = ge.sample(u as u32, 0).unwrap();
            assert_eq!((s.value, s.hit), (want, true), "{format} texel {u}");
        }
    }
}

#[test]
fn lines_coincide_only_where_the_format_maps_them_to_the_same_set() {
    let mut ge = ge();
    set(&mut ge, 0, 16, TexFormat::Rgba8888, 16, 16);
    // Column 0, band 1: set 8 for 32-bit texels, set 4 for 16-bit ones.
    assert!(!hit(&mut ge, 0, 8));
    set(&mut ge, 0, 16, TexFormat::Rgba4444, 16, 16);
    assert!(!hit(&mut ge, 0, 8), "same tag, different set: a miss");
    // Column 1, band 0: set 1 for both.
    set(&mut ge, 0, 16, TexFormat::Rgba8888, 16, 16);
    assert!(!hit(&mut ge, 4, 0));
    set(&mut ge, 0, 16, TexFormat::Rgba4444, 16, 16);
    assert!(hit(&mut ge, 8, 0));
}

#[test]
fn tag_ignores_swizzling() {
    let mut ge = ge();
    fill(&mut ge, 0x0000, 0x1000, 0x31);
    fill(&mut ge, 0x8000, 0x1000, 0x32);
    set(&mut ge, 0x0000, 16, TexFormat::Rgba8888, 16, 16);
    assert_eq!(value(&mut ge, 5, 9), 0x3131_3131);
    let mut r = regs(0x8000, 16, TexFormat::Rgba8888, 16, 16);
    r.swizzled = true;
    ge.set_texture(r).unwrap();
    let s = ge.sample(6, 10).unwrap();
    assert_eq!((s.value, s.hit), (0x3131_3131, true));
    assert_eq!(value(&mut ge, 0, 0), 0x3232_3232);
}

#[test]
fn tag_includes_the_mip_level() {
    let mut ge = ge();
    fill(&mut ge, 0, 0x400, 0x5a);
    let mut regs = regs(0, 16, TexFormat::Rgba8888, 16, 16);
    ge.set_texture(regs).unwrap();
    assert!(!hit(&mut ge, 0, 0));
    regs.level = 1;
    ge.set_texture(regs).unwrap();
    assert!(!hit(&mut ge, 0, 0), "level 1 is another tag");
    regs.level = 0;
    ge.set_texture(regs).unwrap();
    assert!(hit(&mut ge, 0, 0));
}

#[test]
fn lines_hold_raw_bytes_loaded_when_a_sample_first_needs_them() {
    let mut ge = ge();
    set(&mut ge, 0, 16, TexFormat::Rgba8888, 16, 16);
    assert_eq!(
        ge.stats().lines_loaded,
        0,
        "setting a texture loads nothing"
    );
    words(&mut ge, 0, &[0x1234_5678]);
    assert_eq!(value(&mut ge, 0, 0), 0x1234_5678, "read at first use");
    words(&mut ge, 0, &[0x9abc_def0]);
    assert_eq!(value(&mut ge, 0, 0), 0x1234_5678, "kept after");
}

#[test]
fn swizzled_blocks_are_the_lines() {
    let mut ge = ge();
    // Every word holds its own offset.
    let all: Vec<u32> = (0..1024).map(|i| i * 4).collect();
    words(&mut ge, 0, &all);
    let mut r = regs(0, 16, TexFormat::Rgba8888, 16, 16);
    r.swizzled = true;
    ge.set_texture(r).unwrap();
    // 16 texels of 8888 are 64 bytes: 4 blocks of 16 bytes x 8 rows per
    // band. Texel (5, 9) is in block 1 * 4 + 1, row 1, word 1.
    assert_eq!(value(&mut ge, 5, 9), 5 * 128 + 16 + 4);
    // The line is the whole block, 4 x 8 texels.
    for v in 8..16 {
        for u in 4..8 {
            let s = ge.sample(u, v).unwrap();
            assert!(s.hit);
            assert_eq!(s.value, 5 * 128 + (v - 8) * 16 + (u - 4) * 4);
        }
    }
}

#[test]
fn swizzled_line_is_one_128_byte_read_linear_is_eight_of_16() {
    let mut ge = ge();
    let mut r = regs(0, 16, TexFormat::Rgba8888, 16, 16);
    ge.set_texture(r).unwrap();
    ge.sample(0, 0).unwrap();
    assert_eq!((ge.stats().memory_reads, ge.stats().bytes_read), (8, 128));
    ge.flush();
    r.swizzled = true;
    ge.set_texture(r).unwrap();
    ge.sample(0, 0).unwrap();
    assert_eq!(
        (ge.stats().memory_reads, ge.stats().bytes_read),
        (8 + 1, 128 + 128)
    );
}

#[test]
fn swizzling_does_not_change_line_shape_or_sets() {
    for (format, w) in SHAPES {
        let mut ge = ge();
        let mut r = regs(0, 512, format, 512, 128);
        r.swizzled = true;
        ge.set_texture(r).unwrap();
        assert!(!hit(&mut ge, 0, 0));
        assert!(hit(&mut ge, w - 1, 7), "{format}");
        assert!(!hit(&mut ge, w, 0), "{format}");
        let (_, pw, _) = REPEATS
            .iter()
            .copied()
            .find(|r| r.0.cache_bits() == format.cache_bits())
            .unwrap();
        // Two more lines in the first line's set, then the two others ...
        for k in 1..5 {
            assert!(!hit(&mut ge, k * pw, 0), "{format}");
        }
        // ... and with five in one set, the first went.
        assert!(!hit(&mut ge, 0, 0), "{format}");
    }
}

/// A DXT1 block in BC order: two 5:6:5 endpoints, then 2-bit indices.
fn dxt1_block(c0: u16, c1: u16, indices: u32) -> [u8; 8] {
    let mut b = [0u8; 8];
    b[..2].copy_from_slice(&c0.to_le_bytes());
    b[2..4].copy_from_slice(&c1.to_le_bytes());
    b[4..].copy_from_slice(&indices.to_le_bytes());
    b
}

const RED565: u16 = 0xf800;
const BLUE565: u16 = 0x001f;
/// Opaque red and blue as 8888 texels (bytes R, G, B, A).
const RED8888: u32 = 0xff00_00ff;
const BLUE8888: u32 = 0xffff_0000;

/// An 8 x 8 DXT1 texture at 0: top blocks red, bottom blocks blue.
fn dxt1_texture(ge: &mut Ge) {
    let red = dxt1_block(RED565, 0, 0);
    let blue = dxt1_block(BLUE565, 0, 0);
    let bytes: Vec<u8> = [red, red, blue, blue].concat();
    ge.write(0, &bytes).unwrap();
    set(ge, 0, 8, TexFormat::Dxt1, 8, 8);
}

#[test]
fn dxt_lines_are_cached_decoded_as_8888_texels_4x8() {
    let mut ge = ge();
    dxt1_texture(&mut ge);
    let s = ge.sample(0, 0).unwrap();
    assert_eq!((s.value, s.hit), (RED8888, false));
    // One line covers 4 x 8 texels: both blocks of the column.
    for v in 0..8 {
        for u in 0..4 {
            let s = ge.sample(u, v).unwrap();
            let want = if v < 4 { RED8888 } else { BLUE8888 };
            assert_eq!((s.value, s.hit), (want, true), "({u}, {v})");
        }
    }
    assert!(!hit(&mut ge, 4, 0));
}

#[test]
fn dxt_lines_share_32_bit_sets_and_tags_with_8888_lines() {
    let mut ge = ge();
    dxt1_texture(&mut ge);
    ge.sample(0, 0).unwrap();
    // An 8888 texture elsewhere gets the decoded colours where lines meet.
    set(&mut ge, 0x8000, 16, TexFormat::Rgba8888, 16, 16);
    let top = ge.sample(1, 1).unwrap();
    let bottom = ge.sample(2, 6).unwrap();
    assert_eq!((top.value, top.hit), (RED8888, true));
    assert_eq!((bottom.value, bottom.hit), (BLUE8888, true));
    // And DXT lines fall into the 32-bit sets: 5 lines 32 texels apart.
    let mut ge = self::ge();
    set(&mut ge, 0, 512, TexFormat::Dxt5, 512, 16);
    for k in 0..5 {
        assert!(!hit(&mut ge, k * 32, 0));
    }
    assert!(!hit(&mut ge, 0, 0));
}

#[test]
fn dxt1_takes_8_times_its_memory_in_the_cache_dxt3_and_dxt5_4_times() {
    for (format, ratio) in [
        (TexFormat::Dxt1, 8),
        (TexFormat::Dxt3, 4),
        (TexFormat::Dxt5, 4),
    ] {
        let mut ge = ge();
        set(&mut ge, 0, 64, format, 64, 64);
        for v in (0..64).step_by(8) {
            for u in (0..64).step_by(4) {
                ge.sample(u, v).unwrap();
            }
        }
        let s = ge.stats();
        assert_eq!(s.lines_loaded, 16 * 8);
        assert_eq!(s.lines_loaded * 128, s.bytes_read * ratio, "{format}");
        assert_eq!(
            s.memory_reads,
            2 * s.lines_loaded,
            "{format}: two blocks a line"
        );
    }
}

#[test]
fn dxt3_and_dxt5_decode_alpha() {
    let mut ge = ge();
    // DXT3: 64 bits of 4-bit alpha (all 0xf), then a red colour block.
    let mut b3 = vec![0xffu8; 8];
    b3.extend(dxt1_block(RED565, 0, 0));
    // DXT5: alpha endpoints 255 and 0, indices 0 (= the first), red.
    let mut b5 = vec![255u8, 0, 0, 0, 0, 0, 0, 0];
    b5.extend(dxt1_block(RED565, 0, 0));
    for (format, block) in [(TexFormat::Dxt3, b3), (TexFormat::Dxt5, b5)] {
        ge.write(0, &[block.clone(), block].concat()).unwrap();
        set(&mut ge, 0, 4, format, 4, 8);
        ge.flush();
        assert_eq!(value(&mut ge, 3, 7), RED8888, "{format}");
    }
}

#[test]
fn clut_is_separate_loading_it_does_not_touch_the_texture_cache() {
    let mut ge = ge();
    fill(&mut ge, 0, 0x400, 0x77);
    set(&mut ge, 0, 32, TexFormat::Clut8, 32, 16);
    ge.sample(0, 0).unwrap();
    let before = ge.stats();
    let tags = ge.cache().set_tags(0);
    // Load a CLUT from the very bytes the texture's line came from.
    fill(&mut ge, 0, 16, 0x99);
    ge.load_clut(0, 16).unwrap();
    assert_eq!(ge.clut().0[..16], [0x99; 16]);
    assert_eq!(ge.clut().1, 1);
    assert_eq!(ge.stats(), before);
    assert_eq!(ge.cache().set_tags(0), tags);
    let s = ge.sample(0, 0).unwrap();
    assert_eq!((s.value, s.hit), (0x77, true));
}

#[test]
fn impossible_textures_are_refused_with_their_numbers() {
    let mut ge = Ge::new(4096).unwrap();
    let bad = [
        (regs(0, 16, TexFormat::Rgba8888, 12, 16), "12x16"),
        (regs(0, 16, TexFormat::Rgba8888, 1024, 16), "1024x16"),
        (regs(8, 16, TexFormat::Rgba8888, 16, 16), "0x8"),
        (regs(0, 6, TexFormat::Rgba8888, 16, 16), "buffer width 6"),
        (regs(0, 6, TexFormat::Dxt1, 16, 16), "DXT buffer width 6"),
        (
            regs(0, 64, TexFormat::Rgba8888, 64, 64),
            "past the 4096-byte memory",
        ),
        (
            TextureRegs {
                level: 8,
                ..regs(0, 16, TexFormat::Rgba8888, 16, 16)
            },
            "level 8",
        ),
        (
            TextureRegs {
                swizzled: true,
                ..regs(0, 16, TexFormat::Dxt3, 16, 16)
            },
            "dxt3 textures cannot be swizzled",
        ),
    ];
    for (r, text) in bad {
        let err = ge.set_texture(r).unwrap_err().to_string();
        assert!(err.contains(text), "{err}");
    }
    assert!(ge.sample(0, 0).is_err(), "no texture set");
    set(&mut ge, 0, 16, TexFormat::Rgba8888, 16, 16);
    let err = ge.sample(16, 0).unwrap_err().to_string();
    assert!(err.contains("(16, 0) is outside the 16x16"), "{err}");
}
