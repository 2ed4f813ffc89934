//! Transient GPU buffers written once per call: uniform blocks, index
//! lists, and the cached zero vertex buffer read by inputs the declaration
//! lacks.

use ninebridge_gpu::wgpu;

use crate::error::D3dResult;
use crate::renderer::Renderer;

impl Renderer {
    /// A uniform buffer holding `bytes`, padded to a multiple of 16 bytes.
    pub(super) fn uniform_buffer(&self, bytes: &[u8]) -> D3dResult<wgpu::Buffer> {
        let size = (bytes.len() as u64).max(16).next_multiple_of(16);
        let buffer = self.gpu.scoped("create_buffer", |d| {
            d.create_buffer(&wgpu::BufferDescriptor {
                label: Some("d3d9 uniforms"),
                size,
                usage: wgpu::BufferUsages::UNIFORM | wgpu::BufferUsages::COPY_DST,
                mapped_at_creation: false,
            })
        })?;
        self.gpu.queue().write_buffer(&buffer, 0, bytes);
        Ok(buffer)
    }

    /// The cached 16-byte zero vertex buffer, read by inputs the
    /// declaration lacks.
    pub(super) fn zero_buffer(&mut self) -> D3dResult<wgpu::Buffer> {
        if let Some(b) = &self.bindings.zero_vertex {
            return Ok(b.clone());
        }
        let b = self.uniform_buffer_with_usage(&[0u8; 16], wgpu::BufferUsages::VERTEX)?;
        self.bindings.zero_vertex = Some(b.clone());
        Ok(b)
    }

    /// A buffer of `usage` holding `bytes`, padded to a multiple of 4 bytes.
    pub(super) fn uniform_buffer_with_usage(
        &self,
        bytes: &[u8],
        usage: wgpu::BufferUsages,
    ) -> D3dResult<wgpu::Buffer> {
        let size = (bytes.len() as u64).next_multiple_of(4).max(4);
        let buffer = self.gpu.scoped("create_buffer", |d| {
            d.create_buffer(&wgpu::BufferDescriptor {
                label: Some("d3d9 transient"),
                size,
                usage: usage | wgpu::BufferUsages::COPY_DST,
                mapped_at_creation: false,
            })
        })?;
        let mut padded = bytes.to_vec();
        padded.resize(size as usize, 0);
        self.gpu.queue().write_buffer(&buffer, 0, &padded);
        Ok(buffer)
    }
}
