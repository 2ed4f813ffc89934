//! Texture formats as the cache sees them: bits per cached texel, the shape
//! of a line in texels, and the set-index table (spec 002, "Lines, sets and
//! tags").
//!
//! DXT formats are cached decoded as 8888, so for every question the cache
//! asks they are 32-bit formats; only line loading tells them apart.

use serde::Deserialize;

/// A GE texture format (the `TPSM` register), named as in the script.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Deserialize)]
pub enum TexFormat {
    /// 32-bit RGBA, bytes R, G, B, A.
    #[serde(rename = "8888")]
    Rgba8888,
    /// 16-bit RGB 5:6:5, red in the low bits.
    #[serde(rename = "5650")]
    Rgb565,
    /// 16-bit RGBA 5:5:5:1, red in the low bits.
    #[serde(rename = "5551")]
    Rgba5551,
    /// 16-bit RGBA 4:4:4:4, red in the low bits.
    #[serde(rename = "4444")]
    Rgba4444,
    /// 8-bit CLUT index.
    #[serde(rename = "clut8")]
    Clut8,
    /// 4-bit CLUT index, the even texel in the low nibble.
    #[serde(rename = "clut4")]
    Clut4,
    /// DXT1 (8-byte 4x4 blocks), cached decoded as 8888.
    #[serde(rename = "dxt1")]
    Dxt1,
    /// DXT3 (16-byte 4x4 blocks), cached decoded as 8888.
    #[serde(rename = "dxt3")]
    Dxt3,
    /// DXT5 (16-byte 4x4 blocks), cached decoded as 8888.
    #[serde(rename = "dxt5")]
    Dxt5,
}

/// How many bits a texel takes *in the cache*: this picks the line shape and
/// the set-index row.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum CacheBits {
    /// 8888 and the decoded DXT formats: a line is 4 x 8 texels.
    B32,
    /// 5650, 5551, 4444: a line is 8 x 8 texels.
    B16,
    /// CLUT8: a line is 16 x 8 texels.
    B8,
    /// CLUT4: a line is 32 x 8 texels.
    B4,
}

impl CacheBits {
    /// Bits per texel.
    pub const fn bits(self) -> u32 {
        match self {
            CacheBits::B32 => 32,
            CacheBits::B16 => 16,
            CacheBits::B8 => 8,
            CacheBits::B4 => 4,
        }
    }

    /// log2 of a line's width in texels (a line is 16 bytes wide).
    pub const fn line_width_shift(self) -> u32 {
        match self {
            CacheBits::B32 => 2,
            CacheBits::B16 => 3,
            CacheBits::B8 => 4,
            CacheBits::B4 => 5,
        }
    }

    /// A line's width in texels: 4, 8, 16 or 32.
    pub const fn line_width(self) -> u32 {
        1 << self.line_width_shift()
    }

    /// The set a line of 16-byte column `col` and 8-row band `band` goes to,
    /// per spec 002's table.
    #[inline(always)]
    pub const fn set_index(self, col: u32, band: u32) -> usize {
        (match self {
            CacheBits::B32 => (col & 7) | (band & 1) << 3,
            CacheBits::B16 | CacheBits::B8 => (col & 3) | (band & 3) << 2,
            CacheBits::B4 => (col & 1) | (band & 7) << 1,
        }) as usize
    }
}

impl TexFormat {
    /// Every format, in the order of the `TPSM` values used here.
    pub const ALL: [TexFormat; 9] = [
        TexFormat::Rgb565,
        TexFormat::Rgba5551,
        TexFormat::Rgba4444,
        TexFormat::Rgba8888,
        TexFormat::Clut4,
        TexFormat::Clut8,
        TexFormat::Dxt1,
        TexFormat::Dxt3,
        TexFormat::Dxt5,
    ];

    /// The script's name (`"8888"`, `"clut4"`, `"dxt1"`, ...).
    pub const fn name(self) -> &'static str {
        match self {
            TexFormat::Rgba8888 => "8888",
            TexFormat::Rgb565 => "5650",
            TexFormat::Rgba5551 => "5551",
            TexFormat::Rgba4444 => "4444",
            TexFormat::Clut8 => "clut8",
            TexFormat::Clut4 => "clut4",
            TexFormat::Dxt1 => "dxt1",
            TexFormat::Dxt3 => "dxt3",
            TexFormat::Dxt5 => "dxt5",
        }
    }

    /// The texel size in the cache (DXT: 32, decoded).
    pub const fn cache_bits(self) -> CacheBits {
        match self {
            TexFormat::Rgba8888 | TexFormat::Dxt1 | TexFormat::Dxt3 | TexFormat::Dxt5 => {
                CacheBits::B32
            }
            TexFormat::Rgb565 | TexFormat::Rgba5551 | TexFormat::Rgba4444 => CacheBits::B16,
            TexFormat::Clut8 => CacheBits::B8,
            TexFormat::Clut4 => CacheBits::B4,
        }
    }

    /// Bytes of one 4x4 block for the DXT formats, `None` for the others.
    pub const fn dxt_block_bytes(self) -> Option<u32> {
        match self {
            TexFormat::Dxt1 => Some(8),
            TexFormat::Dxt3 | TexFormat::Dxt5 => Some(16),
            _ => None,
        }
    }

    /// Whether a framebuffer can have this format (the four direct colour
    /// formats), so a sprite can draw into it.
    pub const fn is_framebuffer(self) -> bool {
        matches!(
            self,
            TexFormat::Rgba8888 | TexFormat::Rgb565 | TexFormat::Rgba5551 | TexFormat::Rgba4444
        )
    }
}

impl std::fmt::Display for TexFormat {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.name())
    }
}
