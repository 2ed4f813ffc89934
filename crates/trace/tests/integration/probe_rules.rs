//! The probe rules of the wine-visual README, each with the README's words
//! as the expectation: `max_diff` per 8-bit channel (|got - expected| <=
//! max_diff), `channels` "rgb" ignores alpha and "argb" compares it,
//! `also_allowed` and `broken_allowed` accept other values with their own
//! tolerance, `negate` means the pixel must NOT match, a `rect` probe needs
//! every pixel to match and reports the first that does not.

use ninebridge_trace::{
    Alternative, Channels, Dword, Match, Probe, ProbeRead, SurfaceRef, channels_match,
};

fn probe(expected: u32, max_diff: u32, channels: Channels) -> Probe {
    Probe {
        probe_index: 0,
        x: Some(320),
        y: Some(240),
        rect: None,
        surface: SurfaceRef::BackBuffer,
        read: ProbeRead::GetPixelColor,
        drawn_with: Vec::new(),
        expected: Dword(expected),
        max_diff,
        channels,
        source_line: 1,
        todo_wine: false,
        broken_allowed: Vec::new(),
        also_allowed: Vec::new(),
        negate: false,
    }
}

#[test]
fn max_diff_is_per_channel_and_inclusive() {
    // alphareplicate_test: expected 0x00808080, max_diff 1.
    let p = probe(0x0080_8080, 1, Channels::Rgb);
    assert_eq!(p.check_pixel(0x0081_7f80), Some(Match::Expected));
    assert_eq!(p.check_pixel(0x0082_8080), None);
    // Differences do not add up across channels.
    assert_eq!(p.check_pixel(0x0081_8181), Some(Match::Expected));
    // max_diff 0: exact.
    let exact = probe(0x00ff_0000, 0, Channels::Rgb);
    assert_eq!(exact.check_pixel(0x00fe_0000), None);
    assert!(channels_match(0x00ff_0000, 0x00ff_0000, 0, Channels::Rgb));
}

#[test]
fn rgb_ignores_alpha_argb_compares_it() {
    let rgb = probe(0x0000_ff00, 1, Channels::Rgb);
    assert_eq!(rgb.check_pixel(0xff00_ff00), Some(Match::Expected));
    let argb = probe(0x8000_ff00, 1, Channels::Argb);
    assert_eq!(argb.check_pixel(0xff00_ff00), None);
    assert_eq!(argb.check_pixel(0x8100_ff00), Some(Match::Expected));
}

#[test]
fn also_allowed_values_pass_and_broken_allowed_values_fail() {
    // srgbtexture_test: expected 0x007f7f7f max_diff 2, also 0x00363636 max_diff 3.
    let mut p = probe(0x007f_7f7f, 2, Channels::Rgb);
    p.also_allowed.push(Alternative {
        expected: Dword(0x0036_3636),
        max_diff: 3,
    });
    assert_eq!(p.check_pixel(0x0039_3636), Some(Match::AlsoAllowed));
    assert_eq!(p.check_pixel(0x003a_3636), None);
    p.broken_allowed.push(Alternative {
        expected: Dword(0x00ff_0000),
        max_diff: 0,
    });
    // Wine's broken(): a tolerated driver deviation is not a pass, but the
    // verdict says the pixel matches one.
    assert_eq!(p.check_pixel(0x00ff_0000), None);
    assert!(p.matches_broken(0x00ff_0000));
    let v = p.evaluate(&[0x00ff_0000], 1);
    assert_eq!((v.matched, v.broken), (None, true));
    let v = p.evaluate(&[0x0000_ff00], 1);
    assert_eq!((v.matched, v.broken), (None, false));
    // The expected value wins when several match.
    assert_eq!(p.check_pixel(0x007f_7f7f), Some(Match::Expected));
    assert!(!p.evaluate(&[0x007f_7f7f], 1).broken);
}

#[test]
fn negate_requires_a_mismatch() {
    let mut p = probe(0x00ff_0000, 1, Channels::Rgb);
    p.negate = true;
    assert_eq!(p.check_pixel(0x00ff_0000), None);
    assert_eq!(p.check_pixel(0x00fe_0000), None);
    assert_eq!(p.check_pixel(0x0000_ff00), Some(Match::Expected));
}

#[test]
fn rect_probes_check_every_pixel_and_report_the_first_failure() {
    // test_clear_different_size_surfaces: rect [0,0,w,h], expected 0x00ff0000.
    let mut p = probe(0x00ff_0000, 0, Channels::Rgb);
    p.x = None;
    p.y = None;
    p.rect = Some([0, 0, 2, 2]);
    let all_red = [0xffff_0000; 4];
    let v = p.evaluate(&all_red, 2);
    assert_eq!(v.matched, Some(Match::Expected));
    // got is the expected value when no pixel differs.
    assert_eq!(v.got, 0x00ff_0000);
    let one_off = [0xffff_0000, 0xffff_0000, 0xff00_ff00, 0xff00_00ff];
    let v = p.evaluate(&one_off, 2);
    assert_eq!(v.matched, None);
    assert_eq!(v.got, 0xff00_ff00);
    assert_eq!(v.at, Some((0, 1)));
}

#[test]
fn pixel_probes_report_the_pixel() {
    let p = probe(0x00ff_0000, 0, Channels::Rgb);
    let v = p.evaluate(&[0xffff_0000], 1);
    assert_eq!((v.matched, v.got), (Some(Match::Expected), 0xffff_0000));
    let v = p.evaluate(&[0xff00_0000], 1);
    assert_eq!((v.matched, v.got), (None, 0xff00_0000));
}
