//! Index data of a draw: the bound index buffer, or a transient `u32`
//! list where wgpu has no equivalent (triangle fans become lists; indices
//! from application memory are uploaded).

use ninebridge_gpu::wgpu;

use super::Indices;
use crate::error::{D3dResult, invalid};
use crate::renderer::Renderer;
use crate::resource::Buffer;
use ninebridge_types::PrimitiveType;

/// An index buffer bound for a draw: buffer, format, first index, base vertex.
pub(super) type IndexBinding = (wgpu::Buffer, wgpu::IndexFormat, u32, i32);

/// Little-endian 16- or 32-bit index bytes as `u32`s (a trailing partial
/// index is dropped).
fn bytes_to_indices(data: &[u8], index32: bool) -> Vec<u32> {
    if index32 {
        data.chunks_exact(4)
            .map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]]))
            .collect()
    } else {
        data.chunks_exact(2)
            .map(|c| u32::from(u16::from_le_bytes([c[0], c[1]])))
            .collect()
    }
}

/// Triangle-fan indices as a list: (vi, vi+1, v0) for each triangle, the
/// fan's winding with vi first, so that flat shading takes triangle i's
/// colour from vertex i + 1 as fans do (the first vertex convention).
pub(super) fn fan_to_list(fan: &[u32]) -> Vec<u32> {
    let mut out = Vec::with_capacity(fan.len().saturating_sub(2) * 3);
    if let Some((&first, rest)) = fan.split_first() {
        for pair in rest.windows(2) {
            out.extend_from_slice(&[pair[0], pair[1], first]);
        }
    }
    out
}

impl Renderer {
    /// The index buffer of a draw of `count` vertices (`None`: draw the
    /// vertices in order) and the number of vertices or indices it draws.
    /// Fans and user indices become a transient `u32` list.
    pub(super) fn index_binding(
        &self,
        state: &crate::state::State,
        resources: &crate::resource::Resources,
        pt: PrimitiveType,
        count: u32,
        indices: Indices<'_>,
    ) -> D3dResult<(Option<IndexBinding>, u32)> {
        let mut index_buffer: Option<IndexBinding> = None;
        let mut draw_count = count;
        match indices {
            Indices::None { first } if pt == PrimitiveType::TriangleFan => {
                let seq: Vec<u32> = (first..first.saturating_add(count)).collect();
                let list = fan_to_list(&seq);
                draw_count = list.len() as u32;
                index_buffer = Some((
                    self.uniform_buffer_with_usage(
                        bytemuck::cast_slice(&list),
                        wgpu::BufferUsages::INDEX,
                    )?,
                    wgpu::IndexFormat::Uint32,
                    0,
                    0,
                ));
            }
            Indices::None { .. } => {}
            Indices::Buffer {
                first_index,
                base_vertex,
            } => {
                let ib_id = state
                    .indices()
                    .ok_or_else(|| invalid!("indexed draw without an index buffer"))?;
                let ib: &Buffer = resources.index_buffers.get(ib_id.0)?;
                let size = if ib.index32 { 4 } else { 2 };
                let start = first_index as usize * size;
                let end = start + count as usize * size;
                if end > ib.len {
                    return Err(invalid!(
                        "indices {first_index}..+{count} past the end of a {}-byte index buffer",
                        ib.len
                    ));
                }
                // WebGPU restarts strips at index 0xFFFF of a 16-bit buffer;
                // D3D9 has no restart and draws vertex 65535 there (Wine's
                // `test_max_index16`). Such strips are drawn from 32-bit
                // indices.
                let strip = matches!(pt, PrimitiveType::TriangleStrip | PrimitiveType::LineStrip);
                let restarts = strip
                    && !ib.index32
                    && ib.shadow[start..end]
                        .chunks_exact(2)
                        .any(|c| c == [0xff, 0xff]);
                if pt == PrimitiveType::TriangleFan || restarts {
                    let indices = bytes_to_indices(&ib.shadow[start..end], ib.index32);
                    let list = if restarts {
                        indices
                    } else {
                        fan_to_list(&indices)
                    };
                    draw_count = list.len() as u32;
                    index_buffer = Some((
                        self.uniform_buffer_with_usage(
                            bytemuck::cast_slice(&list),
                            wgpu::BufferUsages::INDEX,
                        )?,
                        wgpu::IndexFormat::Uint32,
                        0,
                        base_vertex,
                    ));
                } else {
                    let format = if ib.index32 {
                        wgpu::IndexFormat::Uint32
                    } else {
                        wgpu::IndexFormat::Uint16
                    };
                    index_buffer = Some((ib.gpu.clone(), format, first_index, base_vertex));
                }
            }
            Indices::User { data, index32 } => {
                let size = if index32 { 4 } else { 2 };
                let need = count as usize * size;
                let data = data
                    .get(..need)
                    .ok_or_else(|| invalid!("{} index bytes given, {need} needed", data.len()))?;
                let mut list = bytes_to_indices(data, index32);
                if pt == PrimitiveType::TriangleFan {
                    list = fan_to_list(&list);
                }
                draw_count = list.len() as u32;
                index_buffer = Some((
                    self.uniform_buffer_with_usage(
                        bytemuck::cast_slice(&list),
                        wgpu::BufferUsages::INDEX,
                    )?,
                    wgpu::IndexFormat::Uint32,
                    0,
                    0,
                ));
            }
        }
        Ok((index_buffer, draw_count))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fans_become_lists() {
        assert_eq!(fan_to_list(&[5, 6, 7, 8]), [6, 7, 5, 7, 8, 5]);
        assert!(fan_to_list(&[1, 2]).is_empty());
        assert!(fan_to_list(&[]).is_empty());
    }

    #[test]
    fn index_bytes() {
        assert_eq!(bytes_to_indices(&[1, 0, 2, 0, 9], false), [1, 2]);
        assert_eq!(bytes_to_indices(&[1, 0, 0, 0], true), [1]);
    }
}
