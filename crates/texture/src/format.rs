//! The D3DFORMAT table: numeric values, storage blocks, decodability, and the
//! size of one mip level.
//!
//! Every format is described by its storage block: plain formats are a 1x1
//! block of `bits / 8` bytes, DXT formats a 4x4 block of 8 or 16 bytes, the
//! packed YUV formats a 2x1 block of 4 bytes and `A1` an 8x1 block of one byte.
//! A level then occupies `ceil(w / bw) * ceil(h / bh)` blocks, which is what
//! makes a 1x1 DXT1 level 8 bytes (spec 003: tiny mips still take one block).

use thiserror::Error;

/// Largest width or height a texture may have (spec 000: 8192x8192).
pub const MAX_DIMENSION: u32 = 8192;
/// Largest depth of a volume texture (spec 000: depth 512).
pub const MAX_DEPTH: u32 = 512;
/// Largest number of mip levels (spec 000: 16 levels).
pub const MAX_LEVELS: u32 = 16;

/// Builds a FOURCC code from its four characters, as `MAKEFOURCC` does.
pub const fn fourcc(code: &[u8; 4]) -> u32 {
    u32::from_le_bytes(*code)
}

/// The storage block of a format: `width` x `height` pixels in `bytes` bytes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct BlockInfo {
    /// Pixels per block horizontally.
    pub width: u32,
    /// Pixels per block vertically.
    pub height: u32,
    /// Bytes per block.
    pub bytes: u32,
}

impl BlockInfo {
    const fn new(width: u32, height: u32, bytes: u32) -> Self {
        Self {
            width,
            height,
            bytes,
        }
    }

    /// Whether this is a compressed 4x4 block (the DXT formats).
    pub const fn is_compressed(&self) -> bool {
        self.width == 4 && self.height == 4
    }
}

/// Why a level or layout size could not be computed.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum SizeError {
    /// A width or height outside 1..=8192.
    #[error("dimension {width}x{height} is outside 1..={max}", max = MAX_DIMENSION)]
    Dimension {
        /// The width asked for.
        width: u32,
        /// The height asked for.
        height: u32,
    },
    /// A volume depth outside 1..=512.
    #[error("depth {depth} is outside 1..={max}", max = MAX_DEPTH)]
    Depth {
        /// The depth asked for.
        depth: u32,
    },
    /// A level count above 16 or above the full chain of the size.
    #[error("{levels} mip levels requested, at most {max} fit a {width}x{height}x{depth} texture")]
    Levels {
        /// The level count asked for.
        levels: u32,
        /// The most levels this size allows.
        max: u32,
        /// Width of level 0.
        width: u32,
        /// Height of level 0.
        height: u32,
        /// Depth of level 0 (1 for 2D and cube textures).
        depth: u32,
    },
    /// A cube face alignment that is zero or not a power of two.
    #[error("cube face alignment {alignment} is not a power of two")]
    Alignment {
        /// The alignment asked for.
        alignment: u32,
    },
    /// A size that does not fit the address space.
    #[error("size of a {width}x{height}x{depth} texture overflows")]
    Overflow {
        /// Width of the level or texture.
        width: u32,
        /// Height of the level or texture.
        height: u32,
        /// Depth of the level or texture.
        depth: u32,
    },
}

macro_rules! formats {
    ($( $(#[$doc:meta])* $name:ident = $value:expr, $block:expr, $decodable:expr; )*) => {
        /// A Direct3D 9 surface format (`D3DFORMAT`), with its numeric value as
        /// the discriminant (FOURCC formats use their four-character code).
        #[allow(non_camel_case_types, clippy::upper_case_acronyms)] // D3D's own names
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
        #[repr(u32)]
        pub enum D3dFormat {
            $( $(#[$doc])* $name = $value, )*
        }

        impl D3dFormat {
            /// Every format in the table, in value order of declaration.
            pub const ALL: &'static [D3dFormat] = &[$(D3dFormat::$name,)*];

            /// The format with this `D3DFORMAT` value, if the table has it.
            pub const fn from_u32(value: u32) -> Option<Self> {
                $( if value == $value { return Some(D3dFormat::$name); } )*
                None
            }

            /// The D3D name (`"A8R8G8B8"`, `"DXT1"`, ...).
            pub const fn name(self) -> &'static str {
                match self { $( D3dFormat::$name => stringify!($name), )* }
            }

            /// The storage block of this format.
            pub const fn block(self) -> BlockInfo {
                match self { $( D3dFormat::$name => $block, )* }
            }

            /// Whether [`decode`](crate::decode()) converts this format to BGRA8:
            /// spec 000's table plus the other colour formats the device
            /// samples (see [`mod@crate::decode`] for the tone rules). Palette
            /// formats go through [`decode_paletted`](crate::decode::decode_paletted);
            /// other formats can be sized but not decoded.
            pub const fn is_decodable(self) -> bool {
                match self { $( D3dFormat::$name => $decodable, )* }
            }
        }
    };
}

const fn px(bits: u32) -> BlockInfo {
    BlockInfo::new(1, 1, bits / 8)
}
const DXT8: BlockInfo = BlockInfo::new(4, 4, 8);
const DXT16: BlockInfo = BlockInfo::new(4, 4, 16);
const PAIR: BlockInfo = BlockInfo::new(2, 1, 4);

formats! {
    /// 24-bit RGB (B, G, R in memory); decoded with alpha 255.
    R8G8B8 = 20, px(24), true;
    /// 32-bit BGRA in memory; decoded by copy.
    A8R8G8B8 = 21, px(32), true;
    /// 32-bit BGRX; decoded with alpha forced to 255.
    X8R8G8B8 = 22, px(32), true;
    /// 16-bit 5:6:5; expanded by bit replication.
    R5G6B5 = 23, px(16), true;
    /// 16-bit 5:5:5 with an unused bit; decoded with alpha 255.
    X1R5G5B5 = 24, px(16), true;
    /// 16-bit 5:5:5 with one alpha bit.
    A1R5G5B5 = 25, px(16), true;
    /// 16-bit 4:4:4:4.
    A4R4G4B4 = 26, px(16), true;
    /// 8-bit 3:3:2.
    R3G3B2 = 27, px(8), false;
    /// 8-bit alpha only; decoded as black with that alpha.
    A8 = 28, px(8), true;
    /// 16-bit alpha plus 3:3:2.
    A8R3G3B2 = 29, px(16), false;
    /// 16-bit 4:4:4 with an unused nibble.
    X4R4G4B4 = 30, px(16), false;
    /// 32-bit 2:10:10:10, red low; channels rounded to 8 bits.
    A2B10G10R10 = 31, px(32), true;
    /// 32-bit RGBA in memory.
    A8B8G8R8 = 32, px(32), true;
    /// 32-bit RGBX in memory; decoded with alpha 255.
    X8B8G8R8 = 33, px(32), true;
    /// Two 16-bit channels; decoded as (r, g, 1, 1), rounded to 8 bits.
    G16R16 = 34, px(32), true;
    /// 32-bit 2:10:10:10, blue low; channels rounded to 8 bits.
    A2R10G10B10 = 35, px(32), true;
    /// Four 16-bit channels, rounded to 8 bits.
    A16B16G16R16 = 36, px(64), true;
    /// 8-bit palette index plus alpha; decoded only with a palette
    /// ([`decode_paletted`](crate::decode::decode_paletted)).
    A8P8 = 40, px(16), false;
    /// 8-bit palette index; decoded only with a palette
    /// ([`decode_paletted`](crate::decode::decode_paletted)).
    P8 = 41, px(8), false;
    /// 8-bit luminance; decoded as grey with alpha 255.
    L8 = 50, px(8), true;
    /// 8-bit luminance plus 8-bit alpha (L in the low byte).
    A8L8 = 51, px(16), true;
    /// 4-bit luminance plus 4-bit alpha.
    A4L4 = 52, px(8), false;
    /// Signed 8:8 bump map.
    V8U8 = 60, px(16), false;
    /// Signed 5:5 bump map with 6-bit luminance.
    L6V5U5 = 61, px(16), false;
    /// Signed 8:8 bump map with luminance.
    X8L8V8U8 = 62, px(32), false;
    /// Signed 8:8:8:8.
    Q8W8V8U8 = 63, px(32), false;
    /// Signed 16:16.
    V16U16 = 64, px(32), false;
    /// Signed 2:10:10:10.
    A2W10V10U10 = 67, px(32), false;
    /// Lockable 16-bit depth.
    D16_LOCKABLE = 70, px(16), false;
    /// 32-bit depth.
    D32 = 71, px(32), false;
    /// 15-bit depth, 1-bit stencil.
    D15S1 = 73, px(16), false;
    /// 24-bit depth, 8-bit stencil.
    D24S8 = 75, px(32), false;
    /// 24-bit depth.
    D24X8 = 77, px(32), false;
    /// 24-bit depth, 4-bit stencil.
    D24X4S4 = 79, px(32), false;
    /// 16-bit depth.
    D16 = 80, px(16), false;
    /// 16-bit luminance.
    L16 = 81, px(16), false;
    /// Lockable 32-bit float depth.
    D32F_LOCKABLE = 82, px(32), false;
    /// 24-bit float depth, 8-bit stencil.
    D24FS8 = 83, px(32), false;
    /// Signed 16:16:16:16.
    Q16W16V16U16 = 110, px(64), false;
    /// 16-bit float red; decoded as (r, 1, 1, 1) by the float tone rule.
    R16F = 111, px(16), true;
    /// Two 16-bit floats; decoded as (r, g, 1, 1) by the float tone rule.
    G16R16F = 112, px(32), true;
    /// Four 16-bit floats; decoded by the float tone rule.
    A16B16G16R16F = 113, px(64), true;
    /// 32-bit float red; decoded as (r, 1, 1, 1) by the float tone rule.
    R32F = 114, px(32), true;
    /// Two 32-bit floats; decoded as (r, g, 1, 1) by the float tone rule.
    G32R32F = 115, px(64), true;
    /// Four 32-bit floats; decoded by the float tone rule.
    A32B32G32R32F = 116, px(128), true;
    /// Signed normal-map 8:8.
    CxV8U8 = 117, px(16), false;
    /// One bit per pixel (rows padded to whole bytes).
    A1 = 118, BlockInfo::new(8, 1, 1), false;
    /// Packed YUV 4:2:2, UYVY order.
    UYVY = fourcc(b"UYVY"), PAIR, false;
    /// Packed YUV 4:2:2, YUY2 order.
    YUY2 = fourcc(b"YUY2"), PAIR, false;
    /// Packed RGBG.
    R8G8_B8G8 = fourcc(b"RGBG"), PAIR, false;
    /// Packed GRGB.
    G8R8_G8B8 = fourcc(b"GRGB"), PAIR, false;
    /// BC1: 4x4 blocks of 8 bytes, 1-bit alpha in 3-colour mode.
    DXT1 = fourcc(b"DXT1"), DXT8, true;
    /// BC2 with premultiplied colour (kept as stored).
    DXT2 = fourcc(b"DXT2"), DXT16, true;
    /// BC2: explicit 4-bit alpha.
    DXT3 = fourcc(b"DXT3"), DXT16, true;
    /// BC3 with premultiplied colour (kept as stored).
    DXT4 = fourcc(b"DXT4"), DXT16, true;
    /// BC3: interpolated alpha.
    DXT5 = fourcc(b"DXT5"), DXT16, true;
}

impl D3dFormat {
    /// The numeric `D3DFORMAT` value.
    pub const fn as_u32(self) -> u32 {
        self as u32
    }

    /// Average storage bits per pixel (4 for DXT1, 8 for DXT2-5).
    pub const fn bits_per_pixel(self) -> u32 {
        let b = self.block();
        b.bytes * 8 / (b.width * b.height)
    }

    /// Whether this is one of the DXT (BC1-3) block-compressed formats.
    pub const fn is_compressed(self) -> bool {
        self.block().is_compressed()
    }

    /// Whether this is a palette format (`P8`, `A8P8`): it decodes only with
    /// the palette that goes with it.
    pub const fn needs_palette(self) -> bool {
        matches!(self, D3dFormat::P8 | D3dFormat::A8P8)
    }

    /// Whether this value is a FOURCC code rather than a small enum value.
    pub const fn is_fourcc(self) -> bool {
        self.as_u32() > 0xff
    }
}

impl std::fmt::Display for D3dFormat {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        if self.is_fourcc() {
            write!(f, "{} ('{}')", self.name(), fourcc_text(self.as_u32()))
        } else {
            write!(f, "{} ({})", self.name(), self.as_u32())
        }
    }
}

/// The four characters of a FOURCC value, with non-printable bytes as `?`.
pub fn fourcc_text(value: u32) -> String {
    value
        .to_le_bytes()
        .iter()
        .map(|&b| {
            if b.is_ascii_graphic() || b == b' ' {
                b as char
            } else {
                '?'
            }
        })
        .collect()
}

/// Bytes of one row of blocks of a level `width` pixels wide.
pub(crate) fn row_bytes(format: D3dFormat, width: u32) -> Option<usize> {
    let b = format.block();
    (width.div_ceil(b.width) as usize).checked_mul(b.bytes as usize)
}

/// Rows of blocks of a level `height` pixels high.
pub(crate) fn block_rows(format: D3dFormat, height: u32) -> u32 {
    height.div_ceil(format.block().height)
}

/// Bytes of one mip level of `width` x `height` pixels, in whole blocks: DXT1
/// is `ceil(w/4) * ceil(h/4) * 8`, DXT2-5 the same with 16-byte blocks,
/// every other format `width * height * bits / 8`.
///
/// ```
/// use ninebridge_texture::{D3dFormat, level_size};
/// assert_eq!(level_size(D3dFormat::DXT1, 1, 1), Ok(8));
/// assert_eq!(level_size(D3dFormat::DXT5, 5, 4), Ok(32));
/// assert_eq!(level_size(D3dFormat::A8R8G8B8, 3, 2), Ok(24));
/// ```
pub fn level_size(format: D3dFormat, width: u32, height: u32) -> Result<usize, SizeError> {
    if !(1..=MAX_DIMENSION).contains(&width) || !(1..=MAX_DIMENSION).contains(&height) {
        return Err(SizeError::Dimension { width, height });
    }
    row_bytes(format, width)
        .and_then(|row| row.checked_mul(block_rows(format, height) as usize))
        .ok_or(SizeError::Overflow {
            width,
            height,
            depth: 1,
        })
}

/// The size of mip `level` of a dimension (halved per level, minimum 1).
pub const fn mip_dimension(size: u32, level: u32) -> u32 {
    if level >= 32 {
        return 1;
    }
    let s = size >> level;
    if s == 0 { 1 } else { s }
}

/// Number of levels of a full chain down to 1x1(x1).
pub const fn full_chain_levels(width: u32, height: u32, depth: u32) -> u32 {
    let mut m = width;
    if height > m {
        m = height;
    }
    if depth > m {
        m = depth;
    }
    if m == 0 {
        return 1;
    }
    32 - m.leading_zeros()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn values_round_trip_and_are_unique() {
        for &f in D3dFormat::ALL {
            assert_eq!(D3dFormat::from_u32(f.as_u32()), Some(f));
        }
        let mut values: Vec<u32> = D3dFormat::ALL.iter().map(|f| f.as_u32()).collect();
        values.sort_unstable();
        values.dedup();
        assert_eq!(values.len(), D3dFormat::ALL.len());
        assert_eq!(D3dFormat::from_u32(0), None);
        assert_eq!(D3dFormat::from_u32(fourcc(b"ATI2")), None);
    }

    #[test]
    fn spec_values() {
        assert_eq!(D3dFormat::A8R8G8B8.as_u32(), 21);
        assert_eq!(D3dFormat::X1R5G5B5.as_u32(), 24);
        assert_eq!(D3dFormat::A8L8.as_u32(), 51);
        assert_eq!(D3dFormat::DXT1.as_u32(), 0x3154_5844);
        assert_eq!(D3dFormat::DXT5.as_u32(), 0x3554_5844);
        assert!(D3dFormat::X1R5G5B5.is_decodable());
        assert!(!D3dFormat::P8.is_decodable() && D3dFormat::P8.needs_palette());
        let decodable: Vec<_> = D3dFormat::ALL
            .iter()
            .filter(|f| f.is_decodable())
            .map(|f| f.name())
            .collect();
        assert_eq!(
            decodable,
            [
                "R8G8B8",
                "A8R8G8B8",
                "X8R8G8B8",
                "R5G6B5",
                "X1R5G5B5",
                "A1R5G5B5",
                "A4R4G4B4",
                "A8",
                "A2B10G10R10",
                "A8B8G8R8",
                "X8B8G8R8",
                "G16R16",
                "A2R10G10B10",
                "A16B16G16R16",
                "L8",
                "A8L8",
                "R16F",
                "G16R16F",
                "A16B16G16R16F",
                "R32F",
                "G32R32F",
                "A32B32G32R32F",
                "DXT1",
                "DXT2",
                "DXT3",
                "DXT4",
                "DXT5"
            ]
        );
    }

    #[test]
    fn bits_per_pixel() {
        assert_eq!(D3dFormat::DXT1.bits_per_pixel(), 4);
        assert_eq!(D3dFormat::DXT3.bits_per_pixel(), 8);
        assert_eq!(D3dFormat::R8G8B8.bits_per_pixel(), 24);
        assert_eq!(D3dFormat::A32B32G32R32F.bits_per_pixel(), 128);
        assert_eq!(D3dFormat::A1.bits_per_pixel(), 1);
        assert_eq!(D3dFormat::UYVY.bits_per_pixel(), 16);
    }

    #[test]
    fn level_sizes_use_whole_blocks() {
        assert_eq!(level_size(D3dFormat::DXT1, 1, 1), Ok(8));
        assert_eq!(level_size(D3dFormat::DXT1, 2, 2), Ok(8));
        assert_eq!(level_size(D3dFormat::DXT3, 3, 3), Ok(16));
        assert_eq!(level_size(D3dFormat::DXT5, 5, 9), Ok(2 * 3 * 16));
        assert_eq!(level_size(D3dFormat::DXT1, 8192, 8192), Ok(2048 * 2048 * 8));
        assert_eq!(level_size(D3dFormat::R5G6B5, 3, 5), Ok(30));
        assert_eq!(level_size(D3dFormat::A1, 9, 2), Ok(4));
        assert_eq!(level_size(D3dFormat::YUY2, 3, 1), Ok(8));
        assert_eq!(
            level_size(D3dFormat::L8, 0, 4),
            Err(SizeError::Dimension {
                width: 0,
                height: 4
            })
        );
        assert!(level_size(D3dFormat::L8, 4, 8193).is_err());
    }

    #[test]
    fn chain_levels() {
        assert_eq!(full_chain_levels(1, 1, 1), 1);
        assert_eq!(full_chain_levels(256, 256, 1), 9);
        assert_eq!(full_chain_levels(129, 66, 1), 8);
        assert_eq!(full_chain_levels(8192, 1, 1), 14);
        assert_eq!(mip_dimension(129, 7), 1);
        assert_eq!(mip_dimension(129, 1), 64);
        assert_eq!(mip_dimension(5, 40), 1);
    }

    #[test]
    fn display() {
        assert_eq!(D3dFormat::DXT1.to_string(), "DXT1 ('DXT1')");
        assert_eq!(D3dFormat::X1R5G5B5.to_string(), "X1R5G5B5 (24)");
    }
}
