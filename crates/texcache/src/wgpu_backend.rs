//! The wgpu [`TextureBackend`]: one texture per cache entry, filled with
//! `queue.write_texture` per level inside one error scope, so a rejected
//! texture is an error and never a lost device.

use ninebridge_gpu::{Gpu, wgpu};

use crate::backend::{
    BackendError, GpuDimension, GpuFormat, GpuTextureDesc, LevelUpload, TextureBackend,
};

/// A cached wgpu texture and the views the sampler binds.
#[derive(Debug)]
pub struct WgpuTexture {
    /// The texture.
    pub texture: wgpu::Texture,
    /// Its sampled view (2D, cube or 3D).
    pub view: wgpu::TextureView,
    /// The same texels read as sRGB (`D3DSAMP_SRGBTEXTURE`).
    pub srgb_view: wgpu::TextureView,
}

/// Upload bytes staged by `write_texture` after which the backend submits
/// on its own: wgpu keeps staged writes (and the textures they target) until
/// the next submission, so a loading screen that uploads without drawing
/// would otherwise grow without bound.
pub const FLUSH_BYTES: u64 = 64 << 20;

/// Creates cached textures on a [`Gpu`].
#[derive(Debug, Clone)]
pub struct WgpuBackend {
    gpu: Gpu,
    staged: u64,
}

impl WgpuBackend {
    /// A backend on `gpu`.
    pub fn new(gpu: Gpu) -> Self {
        Self { gpu, staged: 0 }
    }

    /// Submits the staged uploads now (an empty submission flushes them).
    pub fn flush(&mut self) -> Result<(), BackendError> {
        self.staged = 0;
        self.gpu
            .submit(std::iter::empty())
            .map_err(|e| BackendError {
                format: GpuFormat::Bgra8,
                width: 0,
                height: 0,
                depth_or_layers: 0,
                levels: 0,
                message: e.to_string(),
            })
    }

    /// The GPU.
    pub fn gpu(&self) -> &Gpu {
        &self.gpu
    }
}

/// The wgpu format and its sRGB twin.
pub fn wgpu_format(format: GpuFormat) -> (wgpu::TextureFormat, wgpu::TextureFormat) {
    use wgpu::TextureFormat as F;
    match format {
        GpuFormat::Bgra8 => (F::Bgra8Unorm, F::Bgra8UnormSrgb),
        GpuFormat::Bc1 => (F::Bc1RgbaUnorm, F::Bc1RgbaUnormSrgb),
        GpuFormat::Bc2 => (F::Bc2RgbaUnorm, F::Bc2RgbaUnormSrgb),
        GpuFormat::Bc3 => (F::Bc3RgbaUnorm, F::Bc3RgbaUnormSrgb),
    }
}

impl TextureBackend for WgpuBackend {
    type Texture = WgpuTexture;

    fn supports_bc(&self) -> bool {
        self.gpu
            .features()
            .contains(wgpu::Features::TEXTURE_COMPRESSION_BC)
    }

    fn create(
        &mut self,
        desc: &GpuTextureDesc,
        levels: &[LevelUpload<'_>],
    ) -> Result<WgpuTexture, BackendError> {
        let (format, srgb) = wgpu_format(desc.format);
        let (dimension, view_dimension) = match desc.dimension {
            GpuDimension::D2 => (wgpu::TextureDimension::D2, wgpu::TextureViewDimension::D2),
            GpuDimension::Cube => (wgpu::TextureDimension::D2, wgpu::TextureViewDimension::Cube),
            GpuDimension::D3 => (wgpu::TextureDimension::D3, wgpu::TextureViewDimension::D3),
        };
        let block = desc.format.block_dim();
        let queue = self.gpu.queue();
        let texture = self
            .gpu
            .scoped("cached texture", |device| {
                let texture = device.create_texture(&wgpu::TextureDescriptor {
                    label: Some("ninebridge cached texture"),
                    size: wgpu::Extent3d {
                        width: desc.width,
                        height: desc.height,
                        depth_or_array_layers: desc.depth_or_layers,
                    },
                    mip_level_count: desc.levels,
                    sample_count: 1,
                    dimension,
                    format,
                    usage: wgpu::TextureUsages::TEXTURE_BINDING | wgpu::TextureUsages::COPY_DST,
                    view_formats: &[srgb],
                });
                for level in levels {
                    queue.write_texture(
                        wgpu::TexelCopyTextureInfo {
                            texture: &texture,
                            mip_level: level.level,
                            origin: wgpu::Origin3d {
                                x: 0,
                                y: 0,
                                z: level.layer,
                            },
                            aspect: wgpu::TextureAspect::All,
                        },
                        level.data,
                        wgpu::TexelCopyBufferLayout {
                            offset: 0,
                            bytes_per_row: Some(level.bytes_per_row),
                            rows_per_image: Some(level.rows_per_image),
                        },
                        // Compressed levels are copied in whole blocks (the
                        // physical size of a 1x1 BC level is 4x4).
                        wgpu::Extent3d {
                            width: level.width.div_ceil(block) * block,
                            height: level.height.div_ceil(block) * block,
                            depth_or_array_layers: level.depth,
                        },
                    );
                }
                let view = |format| {
                    texture.create_view(&wgpu::TextureViewDescriptor {
                        format: Some(format),
                        dimension: Some(view_dimension),
                        ..Default::default()
                    })
                };
                let (view, srgb_view) = (view(format), view(srgb));
                WgpuTexture {
                    texture,
                    view,
                    srgb_view,
                }
            })
            .map_err(|e| BackendError::new(desc, e.to_string()))?;
        self.staged += levels.iter().map(|l| l.data.len() as u64).sum::<u64>();
        if self.staged >= FLUSH_BYTES {
            self.flush()?;
        }
        Ok(texture)
    }

    fn destroy(&mut self, texture: WgpuTexture) {
        // Commands already recorded keep the texture alive until they run.
        drop(texture);
    }
}
