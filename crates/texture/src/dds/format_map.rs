//! Mapping a DDS pixel format onto a [`Format`].
//!
//! `ddsfile` recognises the common bit-mask layouts and FOURCC codes; its
//! answer is mapped variant by variant. FOURCC codes it does not know are
//! looked up in our own table (numeric FOURCCs such as 113 are D3DFORMAT
//! values). `ddsfile` keeps the red mask only when the RGB flag is set, so
//! luminance formats written with the LUMINANCE flag alone never match its
//! table; those, and 8-bit `PALETTEINDEXED8` (`P8`), are recognised here from
//! the raw pixel-format fields. The two 10:10:10:2 layouts are mapped with
//! their masks swapped, the convention of the files D3DX wrote. Anything
//! else is an error naming the masks.

use ddsfile::{D3DFormat as Dd, PixelFormat};

use super::DdsError;
use crate::format::{Format, FormatExt, fourcc_text};

/// The raw pixel-format fields (`DDS_PIXELFORMAT` after its size field).
#[derive(Clone, Copy, Debug, Default)]
pub(super) struct RawPixelFormat {
    pub flags: u32,
    pub bits: u32,
    pub r: u32,
    pub g: u32,
    pub b: u32,
    pub a: u32,
}

impl RawPixelFormat {
    /// Reads the fields from a whole DDS file (magic, then the 124-byte
    /// header whose pixel format starts at byte 72).
    pub(super) fn from_file(bytes: &[u8]) -> Self {
        let word = |at: usize| {
            bytes
                .get(4 + 72 + at..4 + 72 + at + 4)
                .and_then(|b| b.try_into().ok())
                .map_or(0, u32::from_le_bytes)
        };
        Self {
            flags: word(4),
            bits: word(12),
            r: word(16),
            g: word(20),
            b: word(24),
            a: word(28),
        }
    }
}

const ALPHA_PIXELS: u32 = 0x1;
const ALPHA: u32 = 0x2;
const FOURCC: u32 = 0x4;
const PALETTE_INDEXED8: u32 = 0x20;
const RGB: u32 = 0x40;
const LUMINANCE: u32 = 0x2_0000;

/// Luminance and alpha-only layouts that `ddsfile` does not recognise.
fn luminance_or_alpha(raw: &RawPixelFormat) -> Option<Format> {
    if raw.flags & FOURCC != 0 {
        return None;
    }
    let alpha = raw.flags & (ALPHA_PIXELS | ALPHA) != 0;
    // Some writers (ddsfile among them) store luminance as RGB with only a
    // red mask of 0xff.
    let red_only = raw.flags & RGB != 0 && raw.r == 0xff && raw.g == 0 && raw.b == 0;
    if raw.flags & LUMINANCE != 0 || red_only {
        return match (raw.bits, alpha, raw.a) {
            (8, true, 0xf0) => Some(Format::A4L4),
            (8, false, _) => Some(Format::L8),
            (16, true, 0xff00) => Some(Format::A8L8),
            (16, false, _) => Some(Format::L16),
            _ => None,
        };
    }
    if raw.flags & ALPHA != 0 && raw.bits == 8 && raw.a == 0xff {
        return Some(Format::A8);
    }
    None
}

pub(super) fn d3d_format(spf: &PixelFormat, raw: &RawPixelFormat) -> Result<Format, DdsError> {
    if let Some(known) = Dd::try_from_pixel_format(spf) {
        return Ok(from_ddsfile(known));
    }
    if raw.flags & (PALETTE_INDEXED8 | FOURCC) == PALETTE_INDEXED8 && raw.bits == 8 {
        return Ok(Format::P8);
    }
    if let Some(format) = luminance_or_alpha(raw) {
        return Ok(format);
    }
    if let Some(fourcc) = &spf.fourcc {
        return Format::from_d3d(fourcc.0).filter(|f| f.is_sizable()).ok_or(
            DdsError::UnknownFourcc {
                fourcc: fourcc.0,
                text: fourcc_text(fourcc.0),
            },
        );
    }
    Err(DdsError::UnknownMasks {
        flags: raw.flags,
        bits: raw.bits,
        r: raw.r,
        g: raw.g,
        b: raw.b,
        a: raw.a,
    })
}

fn from_ddsfile(f: Dd) -> Format {
    match f {
        Dd::A8B8G8R8 => Format::A8B8G8R8,
        Dd::G16R16 => Format::G16R16,
        // 10:10:10:2 masks are read swapped: D3DX wrote them backwards, and
        // the DDS files in circulation follow it (the corpus's
        // `DX9_R10G10B10A2_UNORM` file, red in the low bits, carries the
        // masks of red in the high bits). See `ten_bit_masks_are_swapped`.
        Dd::A2B10G10R10 => Format::A2R10G10B10,
        Dd::A1R5G5B5 => Format::A1R5G5B5,
        Dd::R5G6B5 => Format::R5G6B5,
        Dd::A8 => Format::A8,
        Dd::A8R8G8B8 => Format::A8R8G8B8,
        Dd::X8R8G8B8 => Format::X8R8G8B8,
        Dd::X8B8G8R8 => Format::X8B8G8R8,
        Dd::A2R10G10B10 => Format::A2B10G10R10,
        Dd::R8G8B8 => Format::R8G8B8,
        Dd::X1R5G5B5 => Format::X1R5G5B5,
        Dd::A4R4G4B4 => Format::A4R4G4B4,
        Dd::X4R4G4B4 => Format::X4R4G4B4,
        Dd::A8R3G3B2 => Format::A8R3G3B2,
        Dd::A8L8 => Format::A8L8,
        Dd::L16 => Format::L16,
        Dd::L8 => Format::L8,
        Dd::A4L4 => Format::A4L4,
        Dd::DXT1 => Format::Dxt1,
        Dd::DXT2 => Format::Dxt2,
        Dd::DXT3 => Format::Dxt3,
        Dd::DXT4 => Format::Dxt4,
        Dd::DXT5 => Format::Dxt5,
        Dd::R8G8_B8G8 => Format::R8G8B8G8,
        Dd::G8R8_G8B8 => Format::G8R8G8B8,
        Dd::A16B16G16R16 => Format::A16B16G16R16,
        Dd::Q16W16V16U16 => Format::Q16W16V16U16,
        Dd::R16F => Format::R16F,
        Dd::G16R16F => Format::G16R16F,
        Dd::A16B16G16R16F => Format::A16B16G16R16F,
        Dd::R32F => Format::R32F,
        Dd::G32R32F => Format::G32R32F,
        Dd::A32B32G32R32F => Format::A32B32G32R32F,
        Dd::UYVY => Format::Uyvy,
        Dd::YUY2 => Format::Yuy2,
        Dd::CXV8U8 => Format::CxV8U8,
    }
}
