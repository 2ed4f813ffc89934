//! The narrow GPU seam: create a texture with all its levels, destroy it.
//!
//! The cache decides what to upload; a [`TextureBackend`] only turns a
//! [`GpuTextureDesc`] and its [`LevelUpload`]s into a GPU object. The wgpu
//! backend lives in [`crate::wgpu_backend`], the recording fake used by the
//! tests and benches in [`crate::fake`].

use thiserror::Error;

/// The pixel format of a cached GPU texture.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum GpuFormat {
    /// Tight BGRA8 (a little-endian `A8R8G8B8` pixel): every CPU-decoded texture.
    Bgra8,
    /// BC1 (DXT1), 8-byte 4x4 blocks.
    Bc1,
    /// BC2 (DXT2/DXT3), 16-byte 4x4 blocks.
    Bc2,
    /// BC3 (DXT4/DXT5), 16-byte 4x4 blocks.
    Bc3,
}

impl GpuFormat {
    /// Pixels per block edge: 4 for BC, 1 for BGRA8.
    pub const fn block_dim(self) -> u32 {
        match self {
            GpuFormat::Bgra8 => 1,
            _ => 4,
        }
    }

    /// Bytes per block (per pixel for BGRA8).
    pub const fn block_bytes(self) -> u32 {
        match self {
            GpuFormat::Bgra8 => 4,
            GpuFormat::Bc1 => 8,
            GpuFormat::Bc2 | GpuFormat::Bc3 => 16,
        }
    }

    /// Whether this is a block-compressed format.
    pub const fn is_compressed(self) -> bool {
        !matches!(self, GpuFormat::Bgra8)
    }

    /// Bytes of one `width` x `height` image, in whole blocks.
    pub fn image_bytes(self, width: u32, height: u32) -> u64 {
        let b = self.block_dim();
        u64::from(width.div_ceil(b)) * u64::from(height.div_ceil(b)) * u64::from(self.block_bytes())
    }
}

/// The shape of a cached GPU texture.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum GpuDimension {
    /// A 2D texture.
    D2,
    /// A cube: six array layers in D3D9 face order, sampled as a cube.
    Cube,
    /// A 3D texture.
    D3,
}

/// What to create.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GpuTextureDesc {
    /// Shape.
    pub dimension: GpuDimension,
    /// Pixel format.
    pub format: GpuFormat,
    /// Width of level 0.
    pub width: u32,
    /// Height of level 0.
    pub height: u32,
    /// Layers (6 for a cube, 1 for 2D) or depth (3D).
    pub depth_or_layers: u32,
    /// Mip levels.
    pub levels: u32,
}

/// The bytes of one level of one layer (or all slices of a 3D level).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LevelUpload<'a> {
    /// Mip level.
    pub level: u32,
    /// Array layer (cube face); 0 otherwise.
    pub layer: u32,
    /// Width of the level in pixels (logical; BC levels occupy whole blocks).
    pub width: u32,
    /// Height of the level in pixels.
    pub height: u32,
    /// Slices (3D), else 1.
    pub depth: u32,
    /// Bytes from one row of pixels (or blocks) to the next.
    pub bytes_per_row: u32,
    /// Rows (of pixels or blocks) per slice.
    pub rows_per_image: u32,
    /// The level's bytes, tight.
    pub data: &'a [u8],
}

/// A GPU object could not be created.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
#[error(
    "GPU texture creation failed ({width}x{height}x{depth_or_layers}, {levels} levels, {format:?}): {message}"
)]
pub struct BackendError {
    /// Format asked for.
    pub format: GpuFormat,
    /// Width asked for.
    pub width: u32,
    /// Height asked for.
    pub height: u32,
    /// Layers or depth asked for.
    pub depth_or_layers: u32,
    /// Levels asked for.
    pub levels: u32,
    /// The backend's reason.
    pub message: String,
}

impl BackendError {
    /// An error about `desc` with `message`.
    pub fn new(desc: &GpuTextureDesc, message: impl Into<String>) -> Self {
        Self {
            format: desc.format,
            width: desc.width,
            height: desc.height,
            depth_or_layers: desc.depth_or_layers,
            levels: desc.levels,
            message: message.into(),
        }
    }
}

/// Creates and destroys cached GPU textures.
pub trait TextureBackend {
    /// The GPU object handed to the sampler.
    type Texture;

    /// Whether the device samples BC1-3 (wgpu's `TEXTURE_COMPRESSION_BC`).
    fn supports_bc(&self) -> bool;

    /// Creates a texture and fills every level in `levels` (a failure leaves
    /// nothing behind).
    fn create(
        &mut self,
        desc: &GpuTextureDesc,
        levels: &[LevelUpload<'_>],
    ) -> Result<Self::Texture, BackendError>;

    /// Drops a texture the cache no longer holds.
    fn destroy(&mut self, texture: Self::Texture);
}
