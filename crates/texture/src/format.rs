//! The texture core's D3DFORMAT table: for each [`Format`] (the shared D3D9
//! enum of `ninebridge-types`) it can size, the storage block, decodability
//! and D3D name, read through [`FormatExt`]; and the size of one mip level.
//!
//! Every format is described by its storage block: plain formats are a 1x1
//! block of `bits / 8` bytes, DXT formats a 4x4 block of 8 or 16 bytes, the
//! packed YUV formats a 2x1 block of 4 bytes and `A1` an 8x1 block of one byte.
//! A level then occupies `ceil(w / bw) * ceil(h / bh)` blocks, which is what
//! makes a 1x1 DXT1 level 8 bytes (spec 003: tiny mips still take one block).

use thiserror::Error;

pub use ninebridge_types::Format;

/// Largest width or height a texture may have (spec 000: 8192x8192).
pub const MAX_DIMENSION: u32 = 8192;
/// Largest depth of a volume texture (spec 000: depth 512).
pub const MAX_DEPTH: u32 = 512;
/// Largest number of mip levels (spec 000: 16 levels).
pub const MAX_LEVELS: u32 = 16;

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
    /// A format the table does not describe (it has no storage block here).
    #[error("format {format:?} has no storage block in the texture table")]
    Format {
        /// The format asked for.
        format: Format,
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

/// What the table says about one format.
#[derive(Clone, Copy)]
struct Entry {
    name: &'static str,
    block: BlockInfo,
    decodable: bool,
}

macro_rules! formats {
    ($( $name:ident = $format:ident, $block:expr, $decodable:expr; )*) => {
        /// Every format the table describes, in table order.
        pub const FORMATS: &[Format] = &[$(Format::$format,)*];

        const fn entry(format: Format) -> Option<Entry> {
            match format {
                $( Format::$format => Some(Entry {
                    name: stringify!($name),
                    block: $block,
                    decodable: $decodable,
                }), )*
                _ => None,
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
    // 24-bit RGB (B, G, R in memory); decoded with alpha 255.
    R8G8B8 = R8G8B8, px(24), true;
    // 32-bit BGRA in memory; decoded by copy.
    A8R8G8B8 = A8R8G8B8, px(32), true;
    // 32-bit BGRX; decoded with alpha forced to 255.
    X8R8G8B8 = X8R8G8B8, px(32), true;
    // 16-bit 5:6:5; expanded by bit replication.
    R5G6B5 = R5G6B5, px(16), true;
    // 16-bit 5:5:5 with an unused bit; decoded with alpha 255.
    X1R5G5B5 = X1R5G5B5, px(16), true;
    // 16-bit 5:5:5 with one alpha bit.
    A1R5G5B5 = A1R5G5B5, px(16), true;
    // 16-bit 4:4:4:4.
    A4R4G4B4 = A4R4G4B4, px(16), true;
    // 8-bit 3:3:2.
    R3G3B2 = R3G3B2, px(8), false;
    // 8-bit alpha only; decoded as black with that alpha.
    A8 = A8, px(8), true;
    // 16-bit alpha plus 3:3:2.
    A8R3G3B2 = A8R3G3B2, px(16), false;
    // 16-bit 4:4:4 with an unused nibble.
    X4R4G4B4 = X4R4G4B4, px(16), false;
    // 32-bit 2:10:10:10, red low; channels rounded to 8 bits.
    A2B10G10R10 = A2B10G10R10, px(32), true;
    // 32-bit RGBA in memory.
    A8B8G8R8 = A8B8G8R8, px(32), true;
    // 32-bit RGBX in memory; decoded with alpha 255.
    X8B8G8R8 = X8B8G8R8, px(32), true;
    // Two 16-bit channels; decoded as (r, g, 1, 1), rounded to 8 bits.
    G16R16 = G16R16, px(32), true;
    // 32-bit 2:10:10:10, blue low; channels rounded to 8 bits.
    A2R10G10B10 = A2R10G10B10, px(32), true;
    // Four 16-bit channels, rounded to 8 bits.
    A16B16G16R16 = A16B16G16R16, px(64), true;
    // 8-bit palette index plus alpha; decoded only with a palette
    // (`decode_paletted`).
    A8P8 = A8P8, px(16), false;
    // 8-bit palette index; decoded only with a palette (`decode_paletted`).
    P8 = P8, px(8), false;
    // 8-bit luminance; decoded as grey with alpha 255.
    L8 = L8, px(8), true;
    // 8-bit luminance plus 8-bit alpha (L in the low byte).
    A8L8 = A8L8, px(16), true;
    // 4-bit luminance plus 4-bit alpha.
    A4L4 = A4L4, px(8), false;
    // Signed 8:8 bump map.
    V8U8 = V8U8, px(16), false;
    // Signed 5:5 bump map with 6-bit luminance.
    L6V5U5 = L6V5U5, px(16), false;
    // Signed 8:8 bump map with luminance.
    X8L8V8U8 = X8L8V8U8, px(32), false;
    // Signed 8:8:8:8.
    Q8W8V8U8 = Q8W8V8U8, px(32), false;
    // Signed 16:16.
    V16U16 = V16U16, px(32), false;
    // Signed 2:10:10:10.
    A2W10V10U10 = A2W10V10U10, px(32), false;
    // Lockable 16-bit depth.
    D16_LOCKABLE = D16Lockable, px(16), false;
    // 32-bit depth.
    D32 = D32, px(32), false;
    // 15-bit depth, 1-bit stencil.
    D15S1 = D15S1, px(16), false;
    // 24-bit depth, 8-bit stencil.
    D24S8 = D24S8, px(32), false;
    // 24-bit depth.
    D24X8 = D24X8, px(32), false;
    // 24-bit depth, 4-bit stencil.
    D24X4S4 = D24X4S4, px(32), false;
    // 16-bit depth.
    D16 = D16, px(16), false;
    // 16-bit luminance.
    L16 = L16, px(16), false;
    // Lockable 32-bit float depth.
    D32F_LOCKABLE = D32FLockable, px(32), false;
    // 24-bit float depth, 8-bit stencil.
    D24FS8 = D24FS8, px(32), false;
    // Signed 16:16:16:16.
    Q16W16V16U16 = Q16W16V16U16, px(64), false;
    // 16-bit float red; decoded as (r, 1, 1, 1) by the float tone rule.
    R16F = R16F, px(16), true;
    // Two 16-bit floats; decoded as (r, g, 1, 1) by the float tone rule.
    G16R16F = G16R16F, px(32), true;
    // Four 16-bit floats; decoded by the float tone rule.
    A16B16G16R16F = A16B16G16R16F, px(64), true;
    // 32-bit float red; decoded as (r, 1, 1, 1) by the float tone rule.
    R32F = R32F, px(32), true;
    // Two 32-bit floats; decoded as (r, g, 1, 1) by the float tone rule.
    G32R32F = G32R32F, px(64), true;
    // Four 32-bit floats; decoded by the float tone rule.
    A32B32G32R32F = A32B32G32R32F, px(128), true;
    // Signed normal-map 8:8.
    CxV8U8 = CxV8U8, px(16), false;
    // One bit per pixel (rows padded to whole bytes).
    A1 = A1, BlockInfo::new(8, 1, 1), false;
    // Packed YUV 4:2:2, UYVY order.
    UYVY = Uyvy, PAIR, false;
    // Packed YUV 4:2:2, YUY2 order.
    YUY2 = Yuy2, PAIR, false;
    // Packed RGBG.
    R8G8_B8G8 = R8G8B8G8, PAIR, false;
    // Packed GRGB.
    G8R8_G8B8 = G8R8G8B8, PAIR, false;
    // BC1: 4x4 blocks of 8 bytes, 1-bit alpha in 3-colour mode.
    DXT1 = Dxt1, DXT8, true;
    // BC2 with premultiplied colour (kept as stored).
    DXT2 = Dxt2, DXT16, true;
    // BC2: explicit 4-bit alpha.
    DXT3 = Dxt3, DXT16, true;
    // BC3 with premultiplied colour (kept as stored).
    DXT4 = Dxt4, DXT16, true;
    // BC3: interpolated alpha.
    DXT5 = Dxt5, DXT16, true;
}

/// The texture core's view of a [`Format`]: its storage block, whether
/// [`decode`](crate::decode()) knows it, and its D3D name. Formats outside the
/// table ([`FormatExt::is_sizable`] false) have no block and cannot be decoded.
pub trait FormatExt: Copy {
    /// Whether the table describes the format (it can be sized).
    fn is_sizable(self) -> bool;

    /// The storage block, `None` outside the table.
    fn block(self) -> Option<BlockInfo>;

    /// Whether [`decode`](crate::decode()) converts this format to BGRA8:
    /// spec 000's table plus the other colour formats the device
    /// samples (see [`mod@crate::decode`] for the tone rules). Palette
    /// formats go through [`decode_paletted`](crate::decode::decode_paletted);
    /// other formats can be sized but not decoded.
    fn is_decodable(self) -> bool;

    /// Whether this is a palette format (`P8`, `A8P8`): it decodes only with
    /// the palette that goes with it.
    fn needs_palette(self) -> bool;

    /// The D3D name (`"A8R8G8B8"`, `"DXT1"`, `"D16_LOCKABLE"`), `None`
    /// outside the table.
    fn name(self) -> Option<&'static str>;

    /// Average storage bits per pixel (4 for DXT1, 8 for DXT2-5).
    fn bits_per_pixel(self) -> Option<u32>;

    /// The format as text: `DXT1 ('DXT1')`, `X1R5G5B5 (24)`.
    fn display(self) -> FormatDisplay;
}

impl FormatExt for Format {
    fn is_sizable(self) -> bool {
        entry(self).is_some()
    }

    fn block(self) -> Option<BlockInfo> {
        entry(self).map(|e| e.block)
    }

    fn is_decodable(self) -> bool {
        matches!(
            entry(self),
            Some(Entry {
                decodable: true,
                ..
            })
        )
    }

    fn needs_palette(self) -> bool {
        matches!(self, Format::P8 | Format::A8P8)
    }

    fn name(self) -> Option<&'static str> {
        entry(self).map(|e| e.name)
    }

    fn bits_per_pixel(self) -> Option<u32> {
        self.block().map(|b| b.bytes * 8 / (b.width * b.height))
    }

    fn display(self) -> FormatDisplay {
        FormatDisplay(self)
    }
}

/// [`Format`] as text ([`FormatExt::display`]): the D3D name with the value,
/// the FOURCC characters for FOURCC formats.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct FormatDisplay(pub Format);

impl std::fmt::Display for FormatDisplay {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let format = self.0;
        match format.name() {
            Some(name) => f.write_str(name)?,
            None => write!(f, "{format:?}")?,
        }
        if format.is_fourcc() {
            write!(f, " ('{}')", fourcc_text(format.to_d3d()))
        } else {
            write!(f, " ({})", format.to_d3d())
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
pub(crate) fn row_bytes(format: Format, width: u32) -> Option<usize> {
    let b = format.block()?;
    (width.div_ceil(b.width) as usize).checked_mul(b.bytes as usize)
}

/// Rows of blocks of a level `height` pixels high, `None` outside the table.
pub(crate) fn block_rows(format: Format, height: u32) -> Option<u32> {
    Some(height.div_ceil(format.block()?.height))
}

/// Bytes of one mip level of `width` x `height` pixels, in whole blocks: DXT1
/// is `ceil(w/4) * ceil(h/4) * 8`, DXT2-5 the same with 16-byte blocks,
/// every other format `width * height * bits / 8`.
///
/// ```
/// use ninebridge_texture::{Format, level_size};
/// assert_eq!(level_size(Format::Dxt1, 1, 1), Ok(8));
/// assert_eq!(level_size(Format::Dxt5, 5, 4), Ok(32));
/// assert_eq!(level_size(Format::A8R8G8B8, 3, 2), Ok(24));
/// ```
pub fn level_size(format: Format, width: u32, height: u32) -> Result<usize, SizeError> {
    if !(1..=MAX_DIMENSION).contains(&width) || !(1..=MAX_DIMENSION).contains(&height) {
        return Err(SizeError::Dimension { width, height });
    }
    let (Some(row), Some(rows)) = (row_bytes(format, width), block_rows(format, height)) else {
        return Err(SizeError::Format { format });
    };
    row.checked_mul(rows as usize).ok_or(SizeError::Overflow {
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
        for &f in FORMATS {
            assert_eq!(Format::from_d3d(f.to_d3d()), Some(f));
            assert!(f.is_sizable());
        }
        let mut values: Vec<u32> = FORMATS.iter().map(|f| f.to_d3d()).collect();
        values.sort_unstable();
        values.dedup();
        assert_eq!(values.len(), FORMATS.len());
        assert!(!Format::Unknown.is_sizable());
        assert!(!Format::Ati2.is_sizable());
        assert_eq!(
            Format::Ati2.to_d3d(),
            ninebridge_types::make_fourcc(*b"ATI2")
        );
        assert_eq!(
            level_size(Format::Ati2, 4, 4),
            Err(SizeError::Format {
                format: Format::Ati2
            })
        );
    }

    #[test]
    fn spec_values() {
        assert_eq!(Format::A8R8G8B8.to_d3d(), 21);
        assert_eq!(Format::X1R5G5B5.to_d3d(), 24);
        assert_eq!(Format::A8L8.to_d3d(), 51);
        assert_eq!(Format::Dxt1.to_d3d(), 0x3154_5844);
        assert_eq!(Format::Dxt5.to_d3d(), 0x3554_5844);
        assert!(Format::X1R5G5B5.is_decodable());
        assert!(!Format::P8.is_decodable() && Format::P8.needs_palette());
        let decodable: Vec<_> = FORMATS
            .iter()
            .filter(|f| f.is_decodable())
            .map(|f| f.name().unwrap())
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
        assert_eq!(Format::Dxt1.bits_per_pixel(), Some(4));
        assert_eq!(Format::Dxt3.bits_per_pixel(), Some(8));
        assert_eq!(Format::R8G8B8.bits_per_pixel(), Some(24));
        assert_eq!(Format::A32B32G32R32F.bits_per_pixel(), Some(128));
        assert_eq!(Format::A1.bits_per_pixel(), Some(1));
        assert_eq!(Format::Uyvy.bits_per_pixel(), Some(16));
    }

    #[test]
    fn level_sizes_use_whole_blocks() {
        assert_eq!(level_size(Format::Dxt1, 1, 1), Ok(8));
        assert_eq!(level_size(Format::Dxt1, 2, 2), Ok(8));
        assert_eq!(level_size(Format::Dxt3, 3, 3), Ok(16));
        assert_eq!(level_size(Format::Dxt5, 5, 9), Ok(2 * 3 * 16));
        assert_eq!(level_size(Format::Dxt1, 8192, 8192), Ok(2048 * 2048 * 8));
        assert_eq!(level_size(Format::R5G6B5, 3, 5), Ok(30));
        assert_eq!(level_size(Format::A1, 9, 2), Ok(4));
        assert_eq!(level_size(Format::Yuy2, 3, 1), Ok(8));
        assert_eq!(
            level_size(Format::L8, 0, 4),
            Err(SizeError::Dimension {
                width: 0,
                height: 4
            })
        );
        assert!(level_size(Format::L8, 4, 8193).is_err());
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
        assert_eq!(Format::Dxt1.display().to_string(), "DXT1 ('DXT1')");
        assert_eq!(Format::X1R5G5B5.display().to_string(), "X1R5G5B5 (24)");
        assert_eq!(
            Format::D16Lockable.display().to_string(),
            "D16_LOCKABLE (70)"
        );
    }
}
