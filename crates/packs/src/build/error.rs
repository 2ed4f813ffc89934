//! Why a texture pack could not be built. Every variant names the file.

use std::path::PathBuf;

use crate::hvt::HvtWriteError;

/// A pack build failure, naming the input file (and line) responsible.
#[derive(Debug, thiserror::Error)]
pub enum BuildError {
    /// An input could not be read.
    #[error("{path}: {source}")]
    Io {
        /// The file or folder.
        path: PathBuf,
        /// The underlying error.
        source: std::io::Error,
    },
    /// An image file's name carries no CRC.
    #[error(
        "{path}: name carries no CRC (expected <8 hex digits>.png, 0x<hex>.png or *_0X<hex>.dds)"
    )]
    Unnamed {
        /// The file.
        path: PathBuf,
    },
    /// A file is neither PNG, DDS nor a `texmod.def`.
    #[error("{path}: not a .png, .dds or .def file")]
    UnknownKind {
        /// The file.
        path: PathBuf,
    },
    /// A `texmod.def` line is not `0xHASH|file`.
    #[error("{path}:{line}: expected `0x<hex>|<file>`, found {text:?}")]
    DefLine {
        /// The definition file.
        path: PathBuf,
        /// 1-based line number.
        line: usize,
        /// The line.
        text: String,
    },
    /// Two inputs claim the same CRC.
    #[error("duplicate CRC {crc:08x}: {first} and {second}")]
    Duplicate {
        /// The shared key.
        crc: u32,
        /// The first file with it.
        first: PathBuf,
        /// The second file with it.
        second: PathBuf,
    },
    /// No image was found in the inputs.
    #[error("no images found in the inputs")]
    Empty,
    /// A PNG could not be decoded.
    #[error("{path}: unreadable PNG: {source}")]
    Png {
        /// The file.
        path: PathBuf,
        /// The decoder's error.
        source: png::DecodingError,
    },
    /// A DDS could not be parsed or decoded.
    #[error("{path}: unreadable DDS: {source}")]
    Dds {
        /// The file.
        path: PathBuf,
        /// The texture core's error.
        source: ninebridge_texture::dds::DdsError,
    },
    /// A cube map or volume DDS: a pack entry is one 2D BGRA image.
    #[error(
        "{path}: a {kind} ({layers} {layer_name}); a .hvt entry is one 2D image, so save the one you mean as a 2D DDS or PNG"
    )]
    NotTwoD {
        /// The file.
        path: PathBuf,
        /// `"cube map"` or `"volume texture"`.
        kind: &'static str,
        /// Faces of the cube or slices of the volume.
        layers: u32,
        /// `"faces"` or `"slices"`.
        layer_name: &'static str,
    },
    /// An image's size is outside 1..=8192 or changed between passes.
    #[error("{path}: {width}x{height} image, a pack entry must be 1..=8192 on each side")]
    Dimensions {
        /// The file.
        path: PathBuf,
        /// Width found.
        width: u32,
        /// Height found.
        height: u32,
    },
    /// An image's size changed between the size pass and the decode pass.
    #[error("{path}: was {}x{} when sized, {}x{} when decoded (file changed during the build?)", before.0, before.1, after.0, after.1)]
    SizeChanged {
        /// The file.
        path: PathBuf,
        /// Size read in the first pass.
        before: (u32, u32),
        /// Size decoded in the second pass.
        after: (u32, u32),
    },
    /// The pack could not be written.
    #[error(transparent)]
    Write(#[from] HvtWriteError),
}
