//! The D3D9 draw calls (`DrawPrimitive`, `DrawIndexedPrimitive` and their
//! `UP` forms): argument checks, user data bound as a transient stream,
//! then the shared draw path in `draw/mod.rs`; and `Release` of a vertex
//! buffer, which also unbinds it from the streams.

use crate::device::Device;
use crate::draw::Indices;
use crate::error::{D3dResult, invalid};
use crate::resource::{IndexBufferId, VertexBufferId};
use crate::state::Stream;
use ninebridge_trace::{Call, step as ts};
use ninebridge_types::{LockFlags, PrimitiveType};
use ninebridge_types::{Pool, Usage};

impl Device {
    /// `DrawPrimitive`.
    pub fn draw_primitive(
        &mut self,
        pt: PrimitiveType,
        start_vertex: u32,
        primitive_count: u32,
    ) -> D3dResult<()> {
        self.captured(
            |dev| {
                dev.draw_internal(
                    pt,
                    primitive_count,
                    Indices::None {
                        first: start_vertex,
                    },
                )
            },
            |_, _| {
                Call::DrawPrimitive(ts::DrawPrimitive {
                    primitive_type: pt.into(),
                    start_vertex,
                    count: primitive_count,
                })
            },
        )
    }

    /// `DrawIndexedPrimitive`. `min_index` and `num_vertices` are D3D9's
    /// hints and only validated.
    pub fn draw_indexed_primitive(
        &mut self,
        pt: PrimitiveType,
        base_vertex: i32,
        min_index: u32,
        num_vertices: u32,
        start_index: u32,
        primitive_count: u32,
    ) -> D3dResult<()> {
        self.captured(
            |dev| {
                if min_index.checked_add(num_vertices).is_none() {
                    return Err(invalid!(
                        "min_index {min_index} + num_vertices {num_vertices} overflows"
                    ));
                }
                dev.draw_internal(
                    pt,
                    primitive_count,
                    Indices::Buffer {
                        first_index: start_index,
                        base_vertex,
                    },
                )
            },
            |_, _| {
                Call::DrawIndexedPrimitive(ts::DrawIndexedPrimitive {
                    primitive_type: pt.into(),
                    base_vertex,
                    min_index,
                    num_vertices,
                    start_index,
                    count: primitive_count,
                })
            },
        )
    }

    /// Binds user vertex data as stream 0 for one draw, then unbinds it, as
    /// D3D9's `UP` draws do.
    fn with_user_stream(
        &mut self,
        data: &[u8],
        stride: u32,
        f: impl FnOnce(&mut Self) -> D3dResult<()>,
    ) -> D3dResult<()> {
        if stride == 0 {
            return Err(invalid!("user vertex stride 0"));
        }
        let len = u32::try_from(data.len())
            .map_err(|_| invalid!("{} bytes of user vertices", data.len()))?;
        let vb = self.create_vertex_buffer(len, Usage::WRITEONLY, 0, Pool::Default)?;
        // A new buffer no recorded draw reads: no flush needed.
        self.lock_vertex_buffer(vb, 0, 0, LockFlags::NOOVERWRITE)?
            .copy_from_slice(data);
        self.unlock_vertex_buffer(vb)?;
        self.bind_stream(
            0,
            Some(Stream {
                buffer: vb,
                offset: 0,
                stride,
            }),
        );
        let result = f(self);
        // D3D9 leaves stream 0 unset after a `*UP` draw.
        self.bind_stream(0, None);
        self.release_vertex_buffer(vb)?;
        result
    }

    /// `DrawPrimitiveUP`: vertices from application memory.
    pub fn draw_primitive_up(
        &mut self,
        pt: PrimitiveType,
        primitive_count: u32,
        data: &[u8],
        stride: u32,
    ) -> D3dResult<()> {
        self.captured(
            |dev| {
                let count = pt
                    .vertex_count(primitive_count)
                    .ok_or_else(|| invalid!("{primitive_count} primitives overflow"))?;
                let need = count as usize * stride as usize;
                let data = data
                    .get(..need)
                    .ok_or_else(|| invalid!("{} vertex bytes given, {need} needed", data.len()))?;
                dev.with_user_stream(data, stride, |d| {
                    d.draw_internal(pt, primitive_count, Indices::None { first: 0 })
                })
            },
            |_, _| {
                Call::DrawPrimitiveUp(ts::DrawPrimitiveUp::new(pt, primitive_count, data, stride))
            },
        )
    }

    /// `DrawIndexedPrimitiveUP`: indices and vertices from application memory.
    #[allow(clippy::too_many_arguments)]
    pub fn draw_indexed_primitive_up(
        &mut self,
        pt: PrimitiveType,
        min_index: u32,
        num_vertices: u32,
        primitive_count: u32,
        indices: &[u8],
        index32: bool,
        vertices: &[u8],
        stride: u32,
    ) -> D3dResult<()> {
        self.captured(
            |dev| {
                let need = (min_index as usize + num_vertices as usize) * stride as usize;
                let vertices = vertices.get(..need).ok_or_else(|| {
                    invalid!("{} vertex bytes given, {need} needed", vertices.len())
                })?;
                dev.with_user_stream(vertices, stride, |d| {
                    d.draw_internal(
                        pt,
                        primitive_count,
                        Indices::User {
                            data: indices,
                            index32,
                        },
                    )
                })
            },
            |_, _| {
                Call::DrawIndexedPrimitiveUp(indexed_up(
                    pt,
                    (min_index, num_vertices, primitive_count),
                    indices,
                    index32,
                    vertices,
                    stride,
                ))
            },
        )
    }

    /// `Release` of a vertex buffer.
    pub fn release_vertex_buffer(&mut self, vb: VertexBufferId) -> D3dResult<()> {
        self.resources.vertex_buffers.remove(vb.0)?;
        for slot in 0..self.state.streams().len() {
            if self.state.streams()[slot].is_some_and(|s| s.buffer == vb) {
                self.bind_stream(slot, None);
            }
        }
        Ok(())
    }

    /// `Release` of an index buffer (unbound from `SetIndices` when bound).
    pub fn release_index_buffer(&mut self, ib: IndexBufferId) -> D3dResult<()> {
        self.resources.index_buffers.remove(ib.0)?;
        if self.state.indices() == Some(ib) {
            crate::state::StateSink::set_indices(&mut self.state, None);
        }
        Ok(())
    }
}

/// The `DrawIndexedPrimitiveUP` step of a call: the whole vertices and
/// indices given.
fn indexed_up(
    pt: PrimitiveType,
    (min_index, num_vertices, primitive_count): (u32, u32, u32),
    indices: &[u8],
    index32: bool,
    vertices: &[u8],
    stride: u32,
) -> ts::DrawIndexedPrimitiveUp {
    let up = ts::DrawPrimitiveUp::new(pt, primitive_count, vertices, stride);
    let size = if index32 { 4 } else { 2 };
    let indices = &indices[..indices.len() / size * size];
    ts::DrawIndexedPrimitiveUp {
        primitive_type: pt.into(),
        min_index,
        num_vertices,
        primitive_count,
        index_format: if index32 {
            (ninebridge_types::Format::Index32).into()
        } else {
            (ninebridge_types::Format::Index16).into()
        },
        indices_hex: ninebridge_trace::HexBytes(indices.to_vec()),
        indices: Vec::new(),
        stride,
        vertex_count: up.vertex_count,
        data_hex: up.data_hex,
        layout: None,
        vertices: None,
    }
}
