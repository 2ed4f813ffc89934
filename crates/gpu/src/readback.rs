//! Copying textures back to host memory.

use crate::{Gpu, GpuError};

/// Bytes per texel of the uncompressed colour formats the renderer reads
/// back, `None` for the others (depth, compressed).
pub fn bytes_per_texel(format: wgpu::TextureFormat) -> Option<u32> {
    match format.block_copy_size(None) {
        Some(size) if format.block_dimensions() == (1, 1) => Some(size),
        _ => None,
    }
}

impl Gpu {
    /// Reads the `width` x `height` region at (`x`, `y`) of mip 0, layer
    /// `layer` of `texture` and returns its texels row after row, without
    /// padding (`width * bytes_per_texel` bytes a row).
    pub fn read_texture(
        &self,
        texture: &wgpu::Texture,
        layer: u32,
        rect: (u32, u32, u32, u32),
    ) -> Result<Vec<u8>, GpuError> {
        self.read_texture_level(texture, 0, layer, rect)
    }

    /// [`Gpu::read_texture`] of mip level `mip` (the region is in that
    /// level's coordinates).
    pub fn read_texture_level(
        &self,
        texture: &wgpu::Texture,
        mip: u32,
        layer: u32,
        rect: (u32, u32, u32, u32),
    ) -> Result<Vec<u8>, GpuError> {
        self.read_texture_level_profiled(texture, mip, layer, rect, None)
    }

    /// [`Gpu::read_texture_level`], the copy into the readback buffer timed
    /// by `profiler` (when given) as `label` (`readback <- rt 640x480
    /// A8R8G8B8 #3`; see `GpuProfiler::time_commands`).
    pub fn read_texture_level_profiled(
        &self,
        texture: &wgpu::Texture,
        mip: u32,
        layer: u32,
        (x, y, width, height): (u32, u32, u32, u32),
        profiler: Option<(&mut crate::GpuProfiler, std::sync::Arc<str>)>,
    ) -> Result<Vec<u8>, GpuError> {
        let format = texture.format();
        let texel = bytes_per_texel(format).ok_or(GpuError::UnreadableFormat(format))?;
        let level = |edge: u32| edge.checked_shr(mip).unwrap_or(0).max(1);
        let (tw, th) = if mip < texture.mip_level_count() {
            (level(texture.width()), level(texture.height()))
        } else {
            (0, 0)
        };
        let out_of_bounds = width == 0
            || height == 0
            || x.checked_add(width).is_none_or(|r| r > tw)
            || y.checked_add(height).is_none_or(|b| b > th);
        if out_of_bounds {
            return Err(GpuError::RegionOutOfBounds {
                x,
                y,
                width,
                height,
                tex_width: tw,
                tex_height: th,
            });
        }
        let row = width * texel;
        let align = wgpu::COPY_BYTES_PER_ROW_ALIGNMENT;
        let padded = row.div_ceil(align) * align;
        let size = u64::from(padded) * u64::from(height);
        let buffer = self.scoped("readback buffer", |device| {
            device.create_buffer(&wgpu::BufferDescriptor {
                label: Some("ninebridge readback"),
                size,
                usage: wgpu::BufferUsages::COPY_DST | wgpu::BufferUsages::MAP_READ,
                mapped_at_creation: false,
            })
        })?;
        let commands = self.scoped("copy_texture_to_buffer", |device| {
            let mut encoder = device.create_command_encoder(&wgpu::CommandEncoderDescriptor {
                label: Some("ninebridge readback"),
            });
            let copy = |encoder: &mut wgpu::CommandEncoder| {
                encoder.copy_texture_to_buffer(
                    wgpu::TexelCopyTextureInfo {
                        texture,
                        mip_level: mip,
                        origin: wgpu::Origin3d { x, y, z: layer },
                        aspect: wgpu::TextureAspect::All,
                    },
                    wgpu::TexelCopyBufferInfo {
                        buffer: &buffer,
                        layout: wgpu::TexelCopyBufferLayout {
                            offset: 0,
                            bytes_per_row: Some(padded),
                            rows_per_image: Some(height),
                        },
                    },
                    wgpu::Extent3d {
                        width,
                        height,
                        depth_or_array_layers: 1,
                    },
                )
            };
            match profiler {
                Some((p, label)) => crate::timed_commands(Some(p), &mut encoder, || label, copy),
                None => copy(&mut encoder),
            }
            encoder.finish()
        })?;
        self.submit([commands])?;
        let (sender, receiver) = std::sync::mpsc::channel();
        // Mapped after the copy is submitted (on the render thread, if any).
        self.queue()
            .map_async(&buffer, 0..size, wgpu::MapMode::Read, move |result| {
                // The receiver lives until recv below returns; a failed send
                // only means nobody waits any more.
                let _ = sender.send(result);
            });
        let slice = buffer.slice(..);
        self.wait_idle()?;
        let map_err = |message: String| GpuError::Map {
            width,
            height,
            message,
        };
        receiver
            .recv()
            .map_err(|e| map_err(e.to_string()))?
            .map_err(|e| map_err(e.to_string()))?;
        let mut out = Vec::with_capacity(row as usize * height as usize);
        {
            let data = slice
                .get_mapped_range()
                .map_err(|e| map_err(e.to_string()))?;
            for chunk in data.chunks(padded as usize) {
                out.extend_from_slice(chunk.get(..row as usize).unwrap_or(chunk));
            }
        }
        buffer.unmap();
        Ok(out)
    }
}
