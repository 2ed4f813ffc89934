//! Spec 002, "TEXFLUSH and TEXSYNC": the cache is coherent with nothing;
//! only TEXFLUSH drops lines; a block transfer lands at TEXSYNC (or the list
//! end), and a line that loads before then reads memory without it.

use crate::common;

use common::*;
use ninebridge_gecache::{BlockTransfer, Ge, TexFormat};

const OLD: u32 = 0x0101_0101;
const NEW: u32 = 0x0202_0202;

/// A 16x16 8888 texture at 0 filled with `OLD`, line (0, 0) loaded, then
/// memory changed to `NEW` behind the cache.
fn loaded_then_changed() -> Ge {
    let mut ge = ge();
    fill(&mut ge, 0, 1024, 0x01);
    set(&mut ge, 0, 16, TexFormat::Rgba8888, 16, 16);
    assert_eq!(value(&mut ge, 0, 0), OLD);
    fill(&mut ge, 0, 1024, 0x02);
    ge
}

/// The loaded line still answers with the old bytes.
fn still_cached(ge: &mut Ge, what: &str) {
    let s = ge.sample(0, 0).unwrap();
    assert_eq!((s.value, s.hit), (OLD, true), "{what} must not flush");
}

#[test]
fn texflush_drops_every_line() {
    let mut ge = loaded_then_changed();
    set(&mut ge, 0, 16, TexFormat::Rgba8888, 16, 16);
    for v in (0..16).step_by(8) {
        for u in (0..16).step_by(4) {
            ge.sample(u, v).unwrap();
        }
    }
    assert_eq!(ge.cache().valid_lines(), 8);
    ge.flush();
    assert_eq!(ge.cache().valid_lines(), 0);
    let s = ge.sample(0, 0).unwrap();
    assert_eq!((s.value, s.hit), (NEW, false));
}

#[test]
fn cpu_writes_do_not_flush() {
    let mut ge = loaded_then_changed();
    still_cached(&mut ge, "a CPU write");
}

#[test]
fn texsync_does_not_flush() {
    let mut ge = loaded_then_changed();
    ge.sync();
    still_cached(&mut ge, "TEXSYNC");
}

#[test]
fn display_list_start_and_end_do_not_flush() {
    let mut ge = loaded_then_changed();
    ge.list_end();
    ge.list_start();
    still_cached(&mut ge, "a list ending and starting");
}

#[test]
fn texture_register_changes_do_not_flush() {
    let mut ge = loaded_then_changed();
    set(&mut ge, 0x4000, 64, TexFormat::Rgba5551, 64, 64);
    set(&mut ge, 0, 16, TexFormat::Rgba8888, 16, 16);
    still_cached(&mut ge, "setting texture registers");
}

#[test]
fn block_transfers_do_not_flush() {
    let mut ge = loaded_then_changed();
    fill(&mut ge, 0x8000, 64, 0x03);
    ge.transfer(BlockTransfer {
        src: 0x8000,
        src_bufw: 16,
        dst: 0,
        dst_bufw: 16,
        width: 16,
        height: 1,
        bpp: 4,
    })
    .unwrap();
    ge.sync();
    assert_eq!(ge.memory()[0], 0x03, "the transfer landed");
    still_cached(&mut ge, "a block transfer");
}

#[test]
fn rendering_into_the_texture_does_not_flush() {
    let mut ge = loaded_then_changed();
    // A sprite elsewhere writes over texel (0, 0)'s memory by aliasing the
    // same bytes as its framebuffer; the texture is sampled unchanged after.
    set(&mut ge, 0x8000, 16, TexFormat::Rgba8888, 16, 16);
    let mut s = sprite(0, 16, 4, 1);
    (s.u, s.v) = (8, 8);
    ge.draw(&s, |_| {}).unwrap();
    assert_eq!(&ge.memory()[..4], &[0; 4], "the sprite wrote zeroes");
    set(&mut ge, 0, 16, TexFormat::Rgba8888, 16, 16);
    still_cached(&mut ge, "rendering into the texture");
}

#[test]
fn lines_stay_until_the_flush_across_draws() {
    let mut ge = loaded_then_changed();
    for _ in 0..3 {
        ge.list_start();
        still_cached(&mut ge, "a draw in a new list");
        ge.list_end();
    }
    ge.flush();
    assert_eq!(value(&mut ge, 0, 0), NEW);
}

/// A transfer of one 16-pixel row of `NEW` into row 0 of the texture at 0.
fn kick(ge: &mut Ge) {
    fill(ge, 0x8000, 64, 0x02);
    ge.transfer(BlockTransfer {
        src: 0x8000,
        src_bufw: 16,
        dst: 0,
        dst_bufw: 16,
        width: 16,
        height: 1,
        bpp: 4,
    })
    .unwrap();
}

#[test]
fn without_texsync_a_line_can_load_before_the_transfer_reaches_it() {
    let mut ge = ge();
    fill(&mut ge, 0, 1024, 0x01);
    set(&mut ge, 0, 16, TexFormat::Rgba8888, 16, 16);
    kick(&mut ge);
    let s = ge.sample(0, 0).unwrap();
    assert_eq!((s.value, s.hit), (OLD, false), "loaded before it landed");
    // Landing later does not refresh the line.
    ge.sync();
    assert_eq!(value(&mut ge, 0, 0), OLD);
}

#[test]
fn texsync_first_then_lines_load_the_transferred_bytes() {
    let mut ge = ge();
    fill(&mut ge, 0, 1024, 0x01);
    set(&mut ge, 0, 16, TexFormat::Rgba8888, 16, 16);
    kick(&mut ge);
    ge.sync();
    assert_eq!(value(&mut ge, 0, 0), NEW);
    assert_eq!(value(&mut ge, 0, 1), OLD, "only row 0 was transferred");
}

#[test]
fn a_transfer_lands_at_the_end_of_the_list() {
    let mut ge = ge();
    fill(&mut ge, 0, 1024, 0x01);
    set(&mut ge, 0, 16, TexFormat::Rgba8888, 16, 16);
    kick(&mut ge);
    assert_eq!(ge.memory()[0], 0x01, "in flight");
    ge.list_end();
    assert_eq!(ge.memory()[0], 0x02);
    assert_eq!(value(&mut ge, 0, 0), NEW);
}

#[test]
fn bad_transfers_and_writes_are_refused_with_their_numbers() {
    let mut ge = Ge::new(4096).unwrap();
    let err = ge.write(4090, &[0; 8]).unwrap_err().to_string();
    assert!(err.contains("write of 8 bytes at 0xffa"), "{err}");
    let t = BlockTransfer {
        src: 0,
        src_bufw: 64,
        dst: 2048,
        dst_bufw: 64,
        width: 64,
        height: 16,
        bpp: 4,
    };
    let err = ge.transfer(t).unwrap_err().to_string();
    assert!(
        err.contains("transfer destination of 4096 bytes at 0x800"),
        "{err}"
    );
    let err = ge
        .transfer(BlockTransfer { bpp: 3, ..t })
        .unwrap_err()
        .to_string();
    assert!(err.contains("3 bytes per pixel"), "{err}");
    assert!(Ge::new(0).is_err());
    assert!(Ge::new(1 << 40).is_err());
}
