//! YUV surfaces (`YUY2`, `UYVY`, `NV12`, `YV12`) decoded to BGRA8 on the
//! host, as D3D9 converts them when they are `StretchRect` sources or
//! sampled.
//!
//! Layouts (the FOURCC definitions D3D9 uses): `YUY2` is Y0 U Y1 V per
//! pair of pixels, `UYVY` is U Y0 V Y1; `NV12` is a Y plane of `width`
//! bytes a row followed by one plane of interleaved U, V pairs at half
//! resolution in both directions; `YV12` is a Y plane followed by a V plane
//! and then a U plane, each at half resolution. Every plane here is tightly
//! packed.
//!
//! Colours follow ITU-R BT.601 with studio swing (Y 16..235, U and V
//! 16..240 around 128), the conversion D3D9 drivers apply, in 8.8 fixed
//! point and clamped to 0..255, alpha 255:
//!
//! ```text
//! R = 1.164 (Y - 16)                 + 1.596 (V - 128)
//! G = 1.164 (Y - 16) - 0.391 (U - 128) - 0.813 (V - 128)
//! B = 1.164 (Y - 16) + 2.018 (U - 128)
//! ```
//!
//! Chroma is not interpolated: each pixel takes the U and V of its pair
//! (or 2x2 block).

use ninebridge_types::Format;

/// Whether `format` is one of the YUV formats this module decodes.
pub fn is_yuv(format: Format) -> bool {
    matches!(
        format,
        Format::Yuy2 | Format::Uyvy | Format::Nv12 | Format::Yv12
    )
}

/// Whether `format` keeps its chroma in planes after the Y plane.
pub fn is_planar(format: Format) -> bool {
    matches!(format, Format::Nv12 | Format::Yv12)
}

/// Bytes of one `width` x `height` YUV surface, tightly packed.
pub fn yuv_bytes(format: Format, width: u32, height: u32) -> usize {
    let (w, h) = (width as usize, height as usize);
    let (cw, ch) = (w.div_ceil(2), h.div_ceil(2));
    if is_planar(format) {
        w * h + 2 * cw * ch
    } else {
        cw * 4 * h
    }
}

/// One pixel of BT.601 studio-swing YUV as BGRA8 bytes.
pub fn yuv_to_bgra(y: u8, u: u8, v: u8) -> [u8; 4] {
    let c = 298 * (i32::from(y) - 16);
    let d = i32::from(u) - 128;
    let e = i32::from(v) - 128;
    let clamp = |x: i32| ((x + 128) >> 8).clamp(0, 255) as u8;
    [
        clamp(c + 516 * d),
        clamp(c - 100 * d - 208 * e),
        clamp(c + 409 * e),
        255,
    ]
}

/// Decodes a tightly packed YUV surface into BGRA8 (`width * height * 4`
/// bytes). `src` shorter than [`yuv_bytes`] reads the missing bytes as 0.
pub fn decode_yuv(format: Format, width: u32, height: u32, src: &[u8]) -> Vec<u8> {
    let (w, h) = (width as usize, height as usize);
    let cw = w.div_ceil(2);
    let ch = h.div_ceil(2);
    let at = |i: usize| src.get(i).copied().unwrap_or(0);
    let mut out = Vec::with_capacity(w * h * 4);
    for y in 0..h {
        for x in 0..w {
            let (luma, u, v) = match format {
                Format::Yuy2 | Format::Uyvy => {
                    let pair = y * cw * 4 + (x / 2) * 4;
                    let (y0, u, y1, v) = if format == Format::Yuy2 {
                        (at(pair), at(pair + 1), at(pair + 2), at(pair + 3))
                    } else {
                        (at(pair + 1), at(pair), at(pair + 3), at(pair + 2))
                    };
                    (if x % 2 == 0 { y0 } else { y1 }, u, v)
                }
                Format::Nv12 => {
                    let chroma = w * h + (y / 2) * cw * 2 + (x / 2) * 2;
                    (at(y * w + x), at(chroma), at(chroma + 1))
                }
                _ => {
                    let plane = cw * ch;
                    let c = (y / 2) * cw + x / 2;
                    (at(y * w + x), at(w * h + plane + c), at(w * h + c))
                }
            };
            out.extend_from_slice(&yuv_to_bgra(luma, u, v));
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bt601_studio_swing() {
        assert_eq!(yuv_to_bgra(235, 128, 128), [255, 255, 255, 255]);
        assert_eq!(yuv_to_bgra(16, 128, 128), [0, 0, 0, 255]);
        // Y 0, U 0, V 0: green only, about 0x87.
        let [b, g, r, _] = yuv_to_bgra(0, 0, 0);
        assert_eq!((b, r), (0, 0));
        assert!((0x86..=0x88).contains(&g));
    }

    #[test]
    fn layouts() {
        assert_eq!(yuv_bytes(Format::Yuy2, 20, 16), 640);
        assert_eq!(yuv_bytes(Format::Nv12, 20, 16), 480);
        // YUY2: Y0 U Y1 V; UYVY: U Y0 V Y1.
        let white_black = decode_yuv(Format::Yuy2, 2, 1, &[235, 128, 16, 128]);
        assert_eq!(white_black, [255, 255, 255, 255, 0, 0, 0, 255]);
        let same = decode_yuv(Format::Uyvy, 2, 1, &[128, 235, 128, 16]);
        assert_eq!(same, white_black);
        // NV12 2x2: four Y, then U V; YV12: four Y, then V, then U.
        let nv12 = decode_yuv(Format::Nv12, 2, 2, &[235, 235, 16, 16, 128, 128]);
        assert_eq!(nv12[..4], [255, 255, 255, 255]);
        assert_eq!(nv12[8..12], [0, 0, 0, 255]);
        let blue_u = decode_yuv(Format::Nv12, 2, 2, &[128, 128, 128, 128, 255, 128]);
        let blue_v = decode_yuv(Format::Yv12, 2, 2, &[128, 128, 128, 128, 128, 255]);
        assert_eq!(blue_u, blue_v);
        assert!(blue_u[0] > blue_u[2], "U raises blue");
    }
}
