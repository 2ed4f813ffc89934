//! Errors of DDS reading, each naming the problem and its numbers.

use thiserror::Error;

use crate::decode::DecodeError;
use crate::format::SizeError;

/// Why a DDS file could not be read, or a level of it not returned.
#[derive(Debug, Error)]
pub enum DdsError {
    /// The header could not be parsed (bad magic, wrong struct size).
    #[error("invalid DDS header: {0}")]
    Header(String),
    /// The file does not start with the `DDS ` magic.
    #[error("not a DDS file (it does not start with \"DDS \")")]
    NotDds,
    /// The file ends before its header does (128 bytes, 148 with a DX10
    /// extension).
    #[error("file is too short for a DDS header ({size} bytes)")]
    ShortHeader {
        /// The file's size.
        size: usize,
    },
    /// A palette format (`P8`, `A8P8`) whose 1024-byte palette, stored after
    /// the header, is cut short.
    #[error("palette has {actual} bytes after the header, 256 entries need 1024")]
    Palette {
        /// Bytes after the header.
        actual: usize,
    },
    /// A DX10 extended header: DXGI formats are not D3D9 formats.
    #[error("DX10 header (DXGI format {dxgi_format}) is not supported: D3D9 formats only")]
    Dx10 {
        /// The DXGI format number in the extended header.
        dxgi_format: u32,
    },
    /// A FOURCC code with no D3D9 format in the table.
    #[error("unsupported FOURCC {text:?} (0x{fourcc:08x})")]
    UnknownFourcc {
        /// The code.
        fourcc: u32,
        /// Its four characters.
        text: String,
    },
    /// Pixel-format bit masks that match no D3D9 format.
    #[error(
        "unsupported pixel format: flags 0x{flags:x}, {bits} bits, masks r 0x{r:x} g 0x{g:x} b 0x{b:x} a 0x{a:x}"
    )]
    UnknownMasks {
        /// Pixel-format flags.
        flags: u32,
        /// Bits per pixel.
        bits: u32,
        /// Red mask.
        r: u32,
        /// Green mask.
        g: u32,
        /// Blue mask.
        b: u32,
        /// Alpha mask.
        a: u32,
    },
    /// A cube map that does not store all six faces.
    #[error("cube map stores {faces} of 6 faces")]
    PartialCube {
        /// Faces present.
        faces: u32,
    },
    /// Size, depth or level count outside the limits.
    #[error(transparent)]
    Size(#[from] SizeError),
    /// Fewer payload bytes than the header's levels and faces need.
    #[error("payload has {actual} bytes, the header's levels need {needed}")]
    Truncated {
        /// Bytes the layout needs.
        needed: usize,
        /// Bytes after the header.
        actual: usize,
    },
    /// A face, level or slice that the file does not have.
    #[error("{what} {index} does not exist (the file has {count})")]
    NoSuch {
        /// `"face"`, `"level"` or `"slice"`.
        what: &'static str,
        /// The index asked for.
        index: u32,
        /// How many there are.
        count: u32,
    },
    /// The level could not be decoded.
    #[error(transparent)]
    Decode(#[from] DecodeError),
}
