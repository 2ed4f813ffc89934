//! Typed errors, each carrying the numbers that explain it.

use thiserror::Error;

use crate::format::TexFormat;

/// Why texture registers describe a texture the model cannot sample.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum TextureError {
    /// A side that is not a power of two from 1 to 512.
    #[error("texture size {width}x{height}: sides must be powers of two from 1 to 512")]
    Size {
        /// Width asked for.
        width: u32,
        /// Height asked for.
        height: u32,
    },
    /// A mip level above 7.
    #[error("mip level {level} above 7")]
    Level {
        /// Level asked for.
        level: u32,
    },
    /// A texture address that is not 16-byte aligned.
    #[error("texture address 0x{addr:x} is not 16-byte aligned")]
    Align {
        /// Address asked for.
        addr: u32,
    },
    /// A buffer width whose rows are not whole 16-byte line columns.
    #[error(
        "buffer width {bufw} for {format}: must be a non-zero multiple of {line_width} texels (16 bytes)"
    )]
    BufferWidth {
        /// Buffer width asked for, in texels.
        bufw: u32,
        /// The texture format.
        format: TexFormat,
        /// Texels in 16 bytes of this format.
        line_width: u32,
    },
    /// A DXT buffer width that is not whole 4x4 blocks.
    #[error("DXT buffer width {bufw}: must be a non-zero multiple of 4 texels")]
    DxtBufferWidth {
        /// Buffer width asked for, in texels.
        bufw: u32,
    },
    /// DXT textures are stored in blocks already and cannot be swizzled.
    #[error("{format} textures cannot be swizzled")]
    SwizzledDxt {
        /// The DXT format.
        format: TexFormat,
    },
    /// The lines covering the texture reach past the end of memory.
    #[error("texture lines span 0x{start:x}..0x{end:x}, past the {memory}-byte memory")]
    Memory {
        /// First byte.
        start: u32,
        /// One past the last byte any line loads.
        end: u64,
        /// Memory size.
        memory: usize,
    },
}

/// Why a sample could not be answered.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum SampleError {
    /// Integer texel coordinates outside the texture.
    #[error("texel ({u}, {v}) is outside the {width}x{height} texture")]
    OutOfRange {
        /// Column asked for.
        u: u32,
        /// Row asked for.
        v: u32,
        /// Texture width.
        width: u32,
        /// Texture height.
        height: u32,
    },
    /// A line load that reaches past the memory given (only when a texture
    /// validated for a larger memory is sampled with a smaller one).
    #[error("line load at 0x{start:x} ({len} bytes) is past the {memory}-byte memory")]
    Memory {
        /// First byte of the read.
        start: u64,
        /// Bytes read.
        len: u64,
        /// Memory size.
        memory: usize,
    },
}

/// Why a self-texturing draw was refused.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum DrawError {
    /// A sprite side of 0 or above 1024.
    #[error("sprite size {width}x{height}: sides must be 1 to 1024")]
    Size {
        /// Width asked for.
        width: u32,
        /// Height asked for.
        height: u32,
    },
    /// The current texture cannot be a framebuffer.
    #[error("the texture format {format} cannot be a framebuffer (8888, 5650, 5551, 4444)")]
    Format {
        /// The texture's format.
        format: TexFormat,
    },
    /// The sprite's right edge is past the framebuffer width.
    #[error("sprite columns {x}..{end} are past the framebuffer width {fb_bufw}")]
    Width {
        /// Left column.
        x: u32,
        /// One past the right column.
        end: u64,
        /// Framebuffer width in pixels.
        fb_bufw: u32,
    },
    /// A framebuffer address that is not pixel aligned.
    #[error("framebuffer address 0x{fb:x} is not aligned to its {bytes}-byte pixels")]
    Align {
        /// Address asked for.
        fb: u32,
        /// Bytes per pixel.
        bytes: u32,
    },
    /// Pixels past the end of memory.
    #[error("sprite pixels reach 0x{end:x}, past the {memory}-byte memory")]
    Memory {
        /// One past the last byte written.
        end: u64,
        /// Memory size.
        memory: usize,
    },
    /// A sample failed (the memory shrank under a texture).
    #[error(transparent)]
    Sample(#[from] SampleError),
}

/// Why a machine operation ([`crate::Ge`]) was refused.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum GeError {
    /// A memory size of 0 or above [`crate::MAX_MEMORY`].
    #[error("memory size {size} must be 1 to {max} bytes")]
    MemorySize {
        /// Size asked for.
        size: u64,
        /// The limit.
        max: usize,
    },
    /// Bytes outside memory.
    #[error("{what} of {len} bytes at 0x{addr:x} is past the {memory}-byte memory")]
    Range {
        /// `"write"`, `"transfer source"`, ...
        what: &'static str,
        /// First byte.
        addr: u64,
        /// Length.
        len: u64,
        /// Memory size.
        memory: usize,
    },
    /// A sample or draw with no texture set.
    #[error("no texture is set")]
    NoTexture,
    /// A block transfer with bad parameters.
    #[error(
        "block transfer {width}x{height} at {bpp} bytes per pixel, strides {src_bufw}/{dst_bufw}: bpp must be 2 or 4, sides 1 to 1024, strides at least the width"
    )]
    Transfer {
        /// Width in pixels.
        width: u32,
        /// Height in pixels.
        height: u32,
        /// Bytes per pixel.
        bpp: u32,
        /// Source stride in pixels.
        src_bufw: u32,
        /// Destination stride in pixels.
        dst_bufw: u32,
    },
    /// A CLUT load larger than the CLUT.
    #[error("CLUT load of {bytes} bytes: must be 1 to 1024")]
    Clut {
        /// Bytes asked for.
        bytes: u32,
    },
    /// Bad texture registers.
    #[error(transparent)]
    Texture(#[from] TextureError),
    /// A failed sample.
    #[error(transparent)]
    Sample(#[from] SampleError),
    /// A refused draw.
    #[error(transparent)]
    Draw(#[from] DrawError),
}

/// Why a script could not be read or run. The messages hold the whole
/// story (no `source()` chain), so printing one gives one line.
#[derive(Debug, Error)]
pub enum ScriptError {
    /// Not a script object at all.
    #[error("script: {0}")]
    Json(serde_json::Error),
    /// The memory could not be made.
    #[error("memory_size: {0}")]
    Memory(GeError),
    /// An op that is not one of the script's ops, or has bad fields.
    #[error("op {index}: {error}")]
    Parse {
        /// The op's index in `ops`.
        index: usize,
        /// What serde said.
        error: serde_json::Error,
    },
    /// A `write` whose `hex` is not hex.
    #[error("op {index}: hex: {reason} at byte {at}")]
    Hex {
        /// The op's index in `ops`.
        index: usize,
        /// What is wrong.
        reason: &'static str,
        /// Byte offset in the string.
        at: usize,
    },
    /// An op the machine refused.
    #[error("op {index}: {error}")]
    Run {
        /// The op's index in `ops`.
        index: usize,
        /// Why.
        error: GeError,
    },
}
