//! Spec 002, "Self-texturing": sprites drawn in the GE's order through the
//! cache, with delayed 16-byte writes and the fetch run-ahead.

use crate::common;

use common::*;
use ninebridge_gecache::{Blend, Ge, Primitive, TexFormat, WritePipeline};

/// A 16x16 8888 buffer at 0 filled with markers, set as the texture, and
/// drawn onto itself reading the row above (`v = -1`, clamped at row 0).
fn blur_up(prim: Primitive) -> Ge {
    let mut ge = ge();
    markers(&mut ge, 0, 16, 16);
    set(&mut ge, 0, 16, TexFormat::Rgba8888, 16, 16);
    let mut s = sprite(0, 16, 16, 16);
    s.v = -1;
    s.prim = prim;
    let report = ge.draw(&s, |_| {}).unwrap();
    assert_eq!(report.pixels, 256);
    ge
}

#[test]
fn lines_load_lazily_and_are_never_refreshed_during_the_primitive() {
    let ge = blur_up(Primitive::Sprite);
    // Band 0's lines load at row 0, before anything is written: rows 1 to 8
    // read the rows above as they were, although those were redrawn since.
    for i in 0..16 {
        assert_eq!(pixel32(&ge, 0, 16, i, 0), marker(i, 0));
        for j in 1..=8 {
            assert_eq!(pixel32(&ge, 0, 16, i, j), marker(i, j - 1), "({i}, {j})");
        }
        // Band 1's lines load at row 9, before rows 9 to 15 are drawn.
        for j in 10..16 {
            assert_eq!(pixel32(&ge, 0, 16, i, j), marker(i, j - 1), "({i}, {j})");
        }
    }
}

#[test]
fn narrow_sprite_miss_after_two_rows_of_hits_lacks_the_whole_row_above_until_four_pixels_later() {
    let ge = blur_up(Primitive::Sprite);
    // Rows 1 to 8 all hit, so at row 9's first pixel (the first miss in
    // band 1) the writes of all of row 8 are still behind the fetches: that
    // line (texels 0..4) reads row 8 as it was.
    for i in 0..4 {
        assert_eq!(pixel32(&ge, 0, 16, i, 9), marker(i, 8), "({i}, 9)");
    }
    // Four pixels later all of it has arrived: the next lines read row 8
    // as drawn (row 8 holds row 7's old markers).
    for i in 4..16 {
        assert_eq!(pixel32(&ge, 0, 16, i, 9), marker(i, 7), "({i}, 9)");
    }
}

#[test]
fn triangles_read_the_texture_as_it_was_before_the_primitive() {
    let ge = blur_up(Primitive::Triangles);
    for i in 0..16 {
        for j in 0..16 {
            let want = marker(i, j.max(1) - 1);
            assert_eq!(pixel32(&ge, 0, 16, i, j), want, "({i}, {j})");
        }
    }
}

#[test]
fn while_samples_keep_missing_only_the_usual_last_block_is_missing() {
    let mut ge = ge();
    markers(&mut ge, 0, 64, 32);
    set(&mut ge, 0, 64, TexFormat::Rgba8888, 64, 32);
    // Columns 48..64 of rows 0 and 1. Pixel i of a row samples texel
    // 60 - 4i, each the first read of its own line: row 0 from row 16,
    // row 1 from row 0, i.e. from what row 0 just drew (right to left).
    let mut s = sprite(0, 64, 16, 2);
    (s.x, s.u, s.du, s.v, s.dv) = (48, 60, -4, 16, -16);
    let report = ge.draw(&s, |_| {}).unwrap();
    assert_eq!((report.hit_pixels, report.miss_pixels), (0, 32));
    for i in 0..16 {
        assert_eq!(pixel32(&ge, 0, 64, 48 + i, 0), marker(60 - 4 * i, 16));
    }
    // Row 1's first pixel reads texels 60..64, row 0's last block: its
    // next block (row 1) has only just started, so it is not in memory yet.
    assert_eq!(pixel32(&ge, 0, 64, 48, 1), marker(60, 0));
    // The blocks before it had landed: the values row 0 wrote there.
    assert_eq!(pixel32(&ge, 0, 64, 49, 1), marker(60 - 4 * 8, 16));
    assert_eq!(pixel32(&ge, 0, 64, 50, 1), marker(60 - 4 * 4, 16));
    assert_eq!(pixel32(&ge, 0, 64, 51, 1), marker(60, 16));
    // Left of the sprite nothing was drawn.
    for i in 4..16 {
        assert_eq!(pixel32(&ge, 0, 64, 48 + i, 1), marker(60 - 4 * i, 0));
    }
}

#[test]
fn sprites_draw_row_by_row_left_to_right_top_to_bottom_whatever_size_position_blending_or_direction()
 {
    let cases = [
        (0, 0, 16, 16, 1, 1, Blend::Replace, false),
        (3, 5, 7, 2, -1, 1, Blend::Average, false),
        (10, 1, 1, 9, 1, -1, Blend::Replace, true),
        (1, 2, 13, 3, -2, -3, Blend::Average, true),
    ];
    for (x, y, w, h, du, dv, blend, bilinear) in cases {
        let mut ge = ge();
        set(&mut ge, 0, 32, TexFormat::Rgba4444, 32, 32);
        let mut s = sprite(0, 32, w, h);
        (s.x, s.y, s.du, s.dv, s.blend, s.bilinear) = (x, y, du, dv, blend, bilinear);
        (s.u, s.v) = (16, 16);
        let mut order = Vec::new();
        ge.draw(&s, |e| order.push((e.index, e.x, e.y))).unwrap();
        let want: Vec<_> = (0..h)
            .flat_map(|j| (0..w).map(move |i| (x + i, y + j)))
            .enumerate()
            .map(|(n, (px, py))| (n as u64, px, py))
            .collect();
        assert_eq!(order, want);
    }
}

#[test]
fn pixels_reach_memory_16_bytes_at_a_time() {
    // 32-bit framebuffer: 4 pixels a block.
    let mut mem = vec![0u8; 64];
    let mut w = WritePipeline::new(1);
    for n in 0..4u64 {
        w.land_due(n, 0, &mut mem);
        w.write(n, n * 4, &[0xff; 4]);
    }
    w.land_due(10, 0, &mut mem);
    assert_eq!(mem, vec![0; 64], "the block is still open");
    w.land_due(4, 0, &mut mem);
    w.write(4, 16, &[0xee; 4]);
    w.land_due(5, 0, &mut mem);
    assert_eq!(&mem[..16], &[0xff; 16], "all 16 bytes at once");
    assert_eq!(&mem[16..20], &[0; 4]);
    // 16-bit framebuffer: 8 pixels a block.
    let mut mem = vec![0u8; 64];
    let mut w = WritePipeline::new(1);
    for n in 0..9u64 {
        w.land_due(n, 0, &mut mem);
        w.write(n, n * 2, &[0xaa; 2]);
    }
    w.land_due(9, 0, &mut mem);
    assert_eq!(&mem[..16], &[0xaa; 16]);
    assert_eq!(&mem[16..18], &[0; 2]);
}

#[test]
fn a_block_lands_one_pixel_after_the_next_block_starts_four_with_bilinear() {
    for (bilinear, delay) in [(false, 1), (true, 4)] {
        let mut s = sprite(0, 16, 4, 4);
        s.bilinear = bilinear;
        assert_eq!(s.write_delay(), delay);
        let mut mem = vec![0u8; 64];
        let mut w = WritePipeline::new(delay);
        for n in 0..4u64 {
            w.write(n, n * 4, &[0x5a; 4]);
        }
        // The next block starts at pixel 4.
        w.write(4, 16, &[0x5a; 4]);
        w.land_due(4 + delay - 1, 0, &mut mem);
        assert_eq!(mem[0], 0, "bilinear {bilinear}: not yet");
        w.land_due(4 + delay, 0, &mut mem);
        assert_eq!(mem[0], 0x5a, "bilinear {bilinear}: landed");
        assert_eq!(w.pending(), 1);
        w.finish(&mut mem);
        assert_eq!(mem[16], 0x5a);
    }
}

#[test]
fn run_ahead_holds_blocks_and_a_miss_releases_them_four_pixels_later() {
    let mut mem = vec![0u8; 64];
    let mut w = WritePipeline::new(1);
    for n in 0..12u64 {
        w.write(n, n * 4, &[1; 4]);
    }
    // Two blocks closed (at 4 and 8), both held back by the run-ahead.
    w.land_due(20, 2, &mut mem);
    assert_eq!(mem[0], 0);
    w.miss(20);
    w.land_due(23, 0, &mut mem);
    assert_eq!(mem[0], 0, "three pixels later: not yet");
    w.land_due(24, 0, &mut mem);
    assert_eq!(&mem[..32], &[1; 32], "four pixels later: all of it");
}

#[test]
fn average_blend_and_bilinear_work_per_channel() {
    let mut ge = ge();
    // 4444 texels 0x0f0f and 0x0101 side by side; destination pixel 0xf0f0.
    ge.write(0, &[0x0f, 0x0f, 0x01, 0x01]).unwrap();
    ge.write(256, &[0xf0, 0xf0]).unwrap();
    set(&mut ge, 0, 32, TexFormat::Rgba4444, 32, 32);
    let mut s = sprite(256, 32, 1, 1);
    s.blend = Blend::Average;
    let mut seen = Vec::new();
    ge.draw(&s, |e| seen.push((e.texel, e.written))).unwrap();
    // (0xf + 0x0) / 2 = 7 and (0x0 + 0xf) / 2 = 7 in every channel.
    assert_eq!(seen, vec![(0x0f0f, 0x7777)]);
    // Bilinear at (0, 0) averages texels (0,0), (1,0), (0,1), (1,1):
    // channels (f + 1 + 0 + 0 + 2) / 4 = 4 and (0 + 0 + 0 + 0 + 2) / 4 = 0.
    ge.flush();
    let mut s = sprite(320, 32, 1, 1);
    s.bilinear = true;
    seen.clear();
    ge.draw(&s, |e| seen.push((e.texel, e.written))).unwrap();
    assert_eq!(seen, vec![(0x0404, 0x0404)]);
}

#[test]
fn bad_sprites_are_refused_with_their_numbers() {
    let mut ge = Ge::new(4096).unwrap();
    assert!(ge.draw(&sprite(0, 16, 1, 1), |_| {}).is_err(), "no texture");
    set(&mut ge, 0, 32, TexFormat::Clut8, 32, 32);
    let err = ge
        .draw(&sprite(0, 16, 1, 1), |_| {})
        .unwrap_err()
        .to_string();
    assert!(err.contains("clut8 cannot be a framebuffer"), "{err}");
    set(&mut ge, 0, 16, TexFormat::Rgba8888, 16, 16);
    for (s, text) in [
        (sprite(0, 16, 0, 4), "sprite size 0x4"),
        (
            sprite(0, 16, 17, 4),
            "columns 0..17 are past the framebuffer width 16",
        ),
        (
            sprite(2, 16, 1, 1),
            "0x2 is not aligned to its 4-byte pixels",
        ),
        (sprite(0, 16, 16, 64), "reach 0x1000"),
        (
            sprite(0, 16, 16, 65),
            "reach 0x1040, past the 4096-byte memory",
        ),
    ] {
        match ge.draw(&s, |_| {}) {
            Err(e) => assert!(e.to_string().contains(text), "{e}"),
            Ok(_) => assert_eq!(text, "reach 0x1000", "only the exact fit draws"),
        }
    }
}

#[test]
fn fetch_run_ahead_grows_for_about_two_rows_of_hits_then_stops() {
    use ninebridge_gecache::draw::held_blocks;
    // A 64-pixel 32-bit row is 16 blocks.
    let (w, blocks) = (64, 16);
    assert_eq!(held_blocks(0, w, blocks), 0, "no hits, no lag");
    let one_row = held_blocks(64, w, blocks);
    let two_rows = held_blocks(128, w, blocks);
    assert!(0 < one_row && one_row < two_rows, "{one_row} {two_rows}");
    assert_eq!(held_blocks(128 * 5, w, blocks), two_rows, "stops growing");
}

#[test]
fn wide_64_pixel_row_lacks_its_last_10_to_14_blocks_narrow_rows_the_whole_row() {
    use ninebridge_gecache::draw::held_blocks;
    // At the next row's first pixel the row above's last block is still
    // open (its next block only now starts); the held ones come before it.
    let unwritten = |w: u32, blocks: usize| held_blocks(u64::from(w) * 4, w, blocks) + 1;
    let wide = unwritten(64, 16);
    assert!((10..=14).contains(&wide), "{wide} blocks");
    // Narrower sprites: the whole row (32-bit 16 px = 4 blocks, 16-bit
    // 32 px = 4 blocks, 16-bit 64 px = 8 blocks).
    for (w, blocks) in [(16, 4), (32, 4), (64, 8)] {
        assert!(unwritten(w, blocks) >= blocks, "{w} px");
    }
}
