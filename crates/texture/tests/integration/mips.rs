//! The mip filters held against a plain reference box filter, written from
//! spec 000's definition with no fast path and no shared code.

use ninebridge_texture::mip::{mip, mip_box_into, mip_chain, mip_chain_bytes, mip_into};

/// Spec 000: each destination pixel averages the source rectangle
/// `[x*w/nw, (x+1)*w/nw) x [y*h/nh, (y+1)*h/nh)` per channel as
/// `(sum + count/2) / count`.
fn reference(src: &[u8], w: usize, h: usize, pitch: usize) -> Vec<u8> {
    let nw = (w / 2).max(1);
    let nh = (h / 2).max(1);
    let mut out = vec![0u8; nw * nh * 4];
    for y in 0..nh {
        for x in 0..nw {
            for c in 0..4 {
                let mut sum = 0u64;
                let mut count = 0u64;
                for sy in y * h / nh..(y + 1) * h / nh {
                    for sx in x * w / nw..(x + 1) * w / nw {
                        sum += src[sy * pitch + sx * 4 + c] as u64;
                        count += 1;
                    }
                }
                out[(y * nw + x) * 4 + c] = ((sum + count / 2) / count) as u8;
            }
        }
    }
    out
}

fn pattern(len: usize, seed: u32) -> Vec<u8> {
    let mut s = seed | 1;
    (0..len)
        .map(|_| {
            s ^= s << 13;
            s ^= s >> 17;
            s ^= s << 5;
            (s >> 8) as u8
        })
        .collect()
}

#[test]
fn all_sizes_up_to_65_with_padded_rows() {
    for w in 1..=65usize {
        for h in 1..=65usize {
            let pitch = w * 4 + 4 * (w % 3) + 4;
            // The last row only needs its own bytes.
            let src = pattern(pitch * (h - 1) + w * 4, (w * 131 + h) as u32);
            let expected = reference(&src, w, h, pitch);
            let mut fast = vec![0u8; expected.len()];
            let mut general = vec![0u8; expected.len()];
            let size = mip_into(&src, w as u32, h as u32, pitch, &mut fast).unwrap();
            let size2 = mip_box_into(&src, w as u32, h as u32, pitch, &mut general).unwrap();
            assert_eq!(size, (((w / 2).max(1)) as u32, ((h / 2).max(1)) as u32));
            assert_eq!(size, size2);
            assert_eq!(fast, expected, "{w}x{h} pitch {pitch}");
            assert_eq!(general, expected, "{w}x{h} pitch {pitch} (general filter)");
        }
    }
}

#[test]
fn large_2048_fast_path_matches_reference() {
    let (w, h) = (2048usize, 2048usize);
    let src = pattern(w * h * 4, 2048);
    let (nw, nh, fast) = mip(&src, w as u32, h as u32, 0).unwrap();
    assert_eq!((nw, nh), (1024, 1024));
    assert_eq!(fast, reference(&src, w, h, w * 4));
}

#[test]
fn extreme_values_do_not_carry_between_channels() {
    // All-255 and alternating 0/255 pixels: every lane sum at its extremes.
    let src: Vec<u8> = (0..64 * 4)
        .map(|i| if (i / 4) % 3 == 0 { 255 } else { i as u8 })
        .collect();
    let (_, _, out) = mip(&src, 8, 8, 0).unwrap();
    assert_eq!(out, reference(&src, 8, 8, 32));
    let white = vec![255u8; 16 * 4];
    assert_eq!(mip(&white, 4, 4, 0).unwrap().2, vec![255u8; 16]);
}

#[test]
fn chain_goes_to_1x1_and_accounts_bytes() {
    let src = pattern(37 * 12 * 4, 5);
    let chain = mip_chain(&src, 37, 12, 0).unwrap();
    let sizes: Vec<_> = chain.iter().map(|l| (l.width, l.height)).collect();
    assert_eq!(sizes, [(18, 6), (9, 3), (4, 1), (2, 1), (1, 1)]);
    let mut prev = (src.clone(), 37usize, 12usize);
    for level in &chain {
        assert_eq!(level.data, reference(&prev.0, prev.1, prev.2, prev.1 * 4));
        prev = (
            level.data.clone(),
            level.width as usize,
            level.height as usize,
        );
    }
    let total: usize = src.len() + chain.iter().map(|l| l.data.len()).sum::<usize>();
    assert_eq!(mip_chain_bytes(37, 12), total as u64);
    assert_eq!(mip_chain_bytes(256, 256), 349_524);
    assert!(mip_chain(&[1, 2, 3, 4], 1, 1, 0).unwrap().is_empty());
}
