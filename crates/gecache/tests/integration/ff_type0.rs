//! The Final Fantasy Type-0 blur (spec 002: a 16x16 4444 buffer drawn onto
//! itself three times differs with and without a TEXFLUSH between passes,
//! and both follow from the cache keeping its lines until the flush).

#[path = "../../examples/ff_type0.rs"]
#[allow(dead_code)]
mod ff;

use ff::{PASSES, SIDE, blur, differing, initial};

/// Channel-wise `(a + b) / 2` of two 4444 pixels.
fn avg(a: u16, b: u16) -> u16 {
    (0..4).fold(0, |out, c| {
        let (x, y) = ((a >> (4 * c)) & 15, (b >> (4 * c)) & 15);
        out | ((x + y) / 2) << (4 * c)
    })
}

/// Texel `(x + dx, y + dy)` of `img`, clamped.
fn at(img: &[u16], x: i32, y: i32) -> u16 {
    let c = |v: i32| v.clamp(0, SIDE as i32 - 1) as usize;
    img[c(y) * SIDE as usize + c(x)]
}

/// One pass that reads `src` (what its lines hold) and blends into `dst`.
fn pass(src: &[u16], dst: &[u16], (dx, dy): (i32, i32)) -> Vec<u16> {
    (0..SIDE as i32 * SIDE as i32)
        .map(|i| {
            let (x, y) = (i % SIDE as i32, i / SIDE as i32);
            avg(at(src, x + dx, y + dy), dst[i as usize])
        })
        .collect()
}

#[test]
fn with_texflush_each_pass_reads_the_previous_result() {
    // Every pass reads texels right of or below the pixel, whose lines load
    // before any of their pixels are drawn: each pass reads its input whole.
    let mut img = initial();
    for off in PASSES {
        img = pass(&img, &img, off);
    }
    assert_eq!(blur(true), img);
}

#[test]
fn without_texflush_later_passes_read_the_lines_the_first_pass_loaded() {
    // The first pass loads all four lines (the whole buffer) before drawing
    // over them; with no flush they stay, so passes 2 and 3 read the
    // original buffer while blending into the current one.
    let orig = initial();
    let mut img = orig.clone();
    for off in PASSES {
        img = pass(&orig, &img, off);
    }
    assert_eq!(blur(false), img);
}

#[test]
fn the_two_versions_differ_and_the_count_is_reported() {
    let n = differing(&blur(true), &blur(false));
    println!("FF Type-0 blur reconstruction: {n} of 256 pixels differ");
    assert!(n > 0);
}
