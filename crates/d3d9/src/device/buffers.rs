//! Vertex and index buffers, their locks, streams, indices and vertex
//! declarations.

use crate::capture::{declaration_id, index_buffer_id, vertex_buffer_id};
use ninebridge_gpu::wgpu;
use ninebridge_trace::{Call, step as ts};

use super::Device;
use crate::error::{D3dError, D3dResult, invalid, not_available};
use crate::resource::{Buffer, IndexBufferId, VertexBufferId, VertexDeclId};
use crate::state::{MAX_STREAMS, StateSink, Stream};
use ninebridge_types::{DeclMethod, Format, LockFlags, Pool, Usage, VertexElement};

/// D3D9's rules for a buffer's usage and pool: no render-target or
/// depth-stencil usage, never in `D3DPOOL_SCRATCH` (Windows refuses
/// scratch vertex and index buffers: Wine's
/// test_vertex_buffer_alignment), and the pool rules of every resource.
fn check_buffer_usage(usage: Usage, pool: Pool) -> D3dResult<()> {
    if pool == Pool::Scratch {
        return Err(invalid!("a buffer in D3DPOOL_SCRATCH"));
    }
    if usage.intersects(Usage::RENDERTARGET | Usage::DEPTHSTENCIL) {
        return Err(invalid!(
            "usage {:#x} names a surface usage on a buffer",
            usage.to_d3d()
        ));
    }
    super::textures::check_usage_and_pool(usage, pool)
}

impl Device {
    fn create_buffer(
        &mut self,
        len: u32,
        usage: wgpu::BufferUsages,
        index32: bool,
    ) -> D3dResult<Buffer> {
        if len == 0 {
            return Err(invalid!("buffer of 0 bytes"));
        }
        let padded = (u64::from(len) + 3) & !3;
        let gpu = self.gpu.scoped("create_buffer", |d| {
            d.create_buffer(&wgpu::BufferDescriptor {
                label: Some("d3d9 buffer"),
                size: padded,
                usage: usage | wgpu::BufferUsages::COPY_DST,
                mapped_at_creation: false,
            })
        })?;
        Ok(Buffer {
            gpu,
            shadow: vec![0; padded as usize],
            len: len as usize,
            index32,
            locked: None,
            lock_count: 0,
            usage: Usage::empty(),
            pool: Pool::Default,
            fvf: 0,
        })
    }

    /// `CreateVertexBuffer`.
    ///
    /// `fvf` is D3D9's `FVF` argument: with `D3DUSAGE_*` it only says how
    /// the buffer will be used (declarations say what the vertices hold),
    /// so it is accepted as given.
    pub fn create_vertex_buffer(
        &mut self,
        length: u32,
        usage: Usage,
        fvf: u32,
        pool: Pool,
    ) -> D3dResult<VertexBufferId> {
        self.captured(
            |dev| {
                check_buffer_usage(usage, pool)?;
                let mut b = dev.create_buffer(length, wgpu::BufferUsages::VERTEX, false)?;
                (b.usage, b.pool, b.fvf) = (usage, pool, fvf);
                Ok(VertexBufferId(dev.resources.vertex_buffers.insert(b)))
            },
            |d, out| {
                Call::CreateVertexBuffer(ts::CreateVertexBuffer {
                    id: out.map_or_else(|| d.failed_id(), |b| vertex_buffer_id(*b)),
                    size: length,
                    usage,
                    fvf: (fvf != 0).then(|| ninebridge_types::Fvf::from_d3d(fvf)),
                    pool: pool.into(),
                })
            },
        )
    }

    /// `CreateIndexBuffer` of `D3DFMT_INDEX16` or `D3DFMT_INDEX32` indices.
    pub fn create_index_buffer(
        &mut self,
        length: u32,
        usage: Usage,
        format: Format,
        pool: Pool,
    ) -> D3dResult<IndexBufferId> {
        self.captured(
            |dev| {
                let index32 = match format {
                    Format::Index16 => false,
                    Format::Index32 => true,
                    other => {
                        return Err(invalid!(
                            "index buffers hold D3DFMT_INDEX16 or D3DFMT_INDEX32, not {other:?}"
                        ));
                    }
                };
                check_buffer_usage(usage, pool)?;
                let mut b = dev.create_buffer(length, wgpu::BufferUsages::INDEX, index32)?;
                (b.usage, b.pool) = (usage, pool);
                Ok(IndexBufferId(dev.resources.index_buffers.insert(b)))
            },
            |d, out| {
                Call::CreateIndexBuffer(ts::CreateIndexBuffer {
                    id: out.map_or_else(|| d.failed_id(), |b| index_buffer_id(*b)),
                    size: length,
                    usage,
                    format: format.into(),
                    pool: pool.into(),
                })
            },
        )
    }

    /// `IDirect3DVertexBuffer9::Lock` (`size` 0 = to the end) with
    /// `D3DLOCK_*` flags, as D3D9 takes them
    /// (`resource::buffer_lock_flags`): READONLY, DISCARD and
    /// NOOVERWRITE let the unlock skip submitting the recorded draws (see
    /// [`Device::unlock_vertex_buffer`]). Locks nest; draws made while the
    /// buffer is locked see what was written so far.
    pub fn lock_vertex_buffer(
        &mut self,
        vb: VertexBufferId,
        offset: u32,
        size: u32,
        flags: LockFlags,
    ) -> D3dResult<&mut [u8]> {
        self.lock_buffer(true, vb.0, (offset, size), flags)
    }

    /// Locks a vertex (`vertex`) or index buffer and notes it locked.
    fn lock_buffer(
        &mut self,
        vertex: bool,
        key: u64,
        (offset, size): (u32, u32),
        flags: LockFlags,
    ) -> D3dResult<&mut [u8]> {
        let range = self
            .resources
            .buffers_mut(vertex)
            .get_mut(key)?
            .lock(offset, size, flags)?;
        if !self.locked_buffers.contains(&(vertex, key)) {
            self.locked_buffers.push((vertex, key));
        }
        Ok(&mut self.resources.buffers_mut(vertex).get_mut(key)?.shadow[range])
    }

    /// Undoes one lock of a vertex (`vertex`) or index buffer; the last one
    /// reaches the GPU. A buffer that is not locked: nothing (D3D_OK, as
    /// D3D9's runtime answers).
    fn unlock_buffer(&mut self, vertex: bool, key: u64) -> D3dResult<()> {
        let b = self.resources.buffers(vertex).get(key)?;
        if let (Some(kind), 1) = (b.unlock_kind(), b.lock_count) {
            self.prepare_buffer_unlock(kind, vertex, key)?;
            self.locked_buffers.retain(|&l| l != (vertex, key));
        }
        let queue = self.gpu.queue();
        self.resources
            .buffers_mut(vertex)
            .get_mut(key)?
            .unlock(queue)
    }

    /// `IDirect3DVertexBuffer9::Unlock`: a read-only lock uploads nothing; a
    /// discarding lock gives the buffer new GPU memory (recorded draws keep
    /// the old); a no-overwrite lock writes its range as it is; a plain lock
    /// submits the recorded draws first, which may read the range. Only the
    /// last of nested locks' unlocks does this.
    pub fn unlock_vertex_buffer(&mut self, vb: VertexBufferId) -> D3dResult<()> {
        let data = self.unlock_data(|d| d.buffer_data_step(true, vb.0));
        self.captured(|dev| dev.unlock_buffer(true, vb.0), |_, ok| ok.and(data))
    }

    /// `IDirect3DIndexBuffer9::Lock`, with `D3DLOCK_*` flags as
    /// [`Device::lock_vertex_buffer`].
    pub fn lock_index_buffer(
        &mut self,
        ib: IndexBufferId,
        offset: u32,
        size: u32,
        flags: LockFlags,
    ) -> D3dResult<&mut [u8]> {
        self.lock_buffer(false, ib.0, (offset, size), flags)
    }

    /// `IDirect3DIndexBuffer9::Unlock`, as [`Device::unlock_vertex_buffer`].
    pub fn unlock_index_buffer(&mut self, ib: IndexBufferId) -> D3dResult<()> {
        let data = self.unlock_data(|d| d.buffer_data_step(false, ib.0));
        self.captured(|dev| dev.unlock_buffer(false, ib.0), |_, ok| ok.and(data))
    }

    /// Before a draw (`indexed`: one reading the index buffer): each bound
    /// buffer the application holds locked gets what was written into it so
    /// far, as D3D9's draws read the memory the lock hands out (ring buffers
    /// written with NOOVERWRITE are drawn from while locked). A
    /// no-overwrite lock's range is written as it is; a plain lock's after
    /// the recorded draws are submitted; a discarding lock takes new GPU
    /// memory now and continues as a no-overwrite lock.
    pub(crate) fn publish_locked_buffers(&mut self, indexed: bool) -> D3dResult<()> {
        use crate::resource::UnlockKind;
        for (vertex, key) in self.locked_buffers.clone() {
            let bound = if vertex {
                self.state
                    .streams()
                    .iter()
                    .any(|s| matches!(s, Some(s) if s.buffer.0 == key))
            } else {
                indexed && self.state.indices().is_some_and(|i| i.0 == key)
            };
            let held = self.resources.buffers(vertex).get(key).ok();
            let Some((start, end, flags)) = held.and_then(|b| b.locked) else {
                // Released or unlocked.
                self.locked_buffers.retain(|&l| l != (vertex, key));
                continue;
            };
            if !bound {
                continue;
            }
            let kind = UnlockKind::of(flags);
            let (start, end) = match kind {
                UnlockKind::ReadOnly => continue,
                UnlockKind::NoOverwrite => (start, end),
                UnlockKind::Ordered => {
                    self.flush()?;
                    (start, end)
                }
                UnlockKind::Discard => {
                    self.prepare_buffer_unlock(kind, vertex, key)?;
                    (0, usize::MAX)
                }
            };
            let queue = self.gpu.queue();
            let b = self.resources.buffers_mut(vertex).get_mut(key)?;
            if kind == UnlockKind::Discard {
                if let Some(held) = b.locked.as_mut() {
                    held.2 = LockFlags::NOOVERWRITE;
                }
            }
            b.upload(queue, start, end.min(b.shadow.len()));
            // A capture replays the bytes before the draw.
            let data = self.buffer_data_step(vertex, key);
            self.push_data(data);
        }
        Ok(())
    }

    /// What an unlock of `kind` needs before the upload: a flush for a
    /// plain lock, new GPU memory for a discard.
    fn prepare_buffer_unlock(
        &mut self,
        kind: crate::resource::UnlockKind,
        vertex: bool,
        key: u64,
    ) -> D3dResult<()> {
        use crate::resource::UnlockKind;
        match kind {
            UnlockKind::Ordered => self.flush(),
            UnlockKind::ReadOnly | UnlockKind::NoOverwrite => Ok(()),
            UnlockKind::Discard => {
                let table = self.resources.buffers_mut(vertex);
                let old = &table.get(key)?.gpu;
                let (size, usage) = (old.size(), old.usage());
                let fresh = self.gpu.scoped("create_buffer", |d| {
                    d.create_buffer(&wgpu::BufferDescriptor {
                        label: Some("d3d9 buffer (discarded)"),
                        size,
                        usage,
                        mapped_at_creation: false,
                    })
                })?;
                table.get_mut(key)?.gpu = fresh;
                if vertex {
                    self.state.vertex_buffer_replaced();
                }
                Ok(())
            }
        }
    }

    /// `SetStreamSource`.
    pub fn set_stream_source(
        &mut self,
        stream: u32,
        buffer: Option<VertexBufferId>,
        offset: u32,
        stride: u32,
    ) -> D3dResult<()> {
        self.captured_setter(
            |dev| {
                if stream as usize >= MAX_STREAMS {
                    return Err(invalid!("stream {stream} >= {MAX_STREAMS}"));
                }
                if let Some(b) = buffer {
                    dev.resources.vertex_buffers.get(b.0)?;
                    if offset % 4 != 0 {
                        return Err(not_available!(
                            "stream offset {offset} is not a multiple of 4"
                        ));
                    }
                    dev.sink().set_stream(
                        stream as usize,
                        Some(Stream {
                            buffer: b,
                            offset,
                            stride,
                        }),
                    );
                } else {
                    dev.sink().set_stream(stream as usize, None);
                }
                Ok(())
            },
            |_, _| {
                Call::SetStreamSource(ts::SetStreamSource {
                    stream,
                    buffer: buffer.map(vertex_buffer_id),
                    offset,
                    stride,
                })
            },
        )
    }

    /// Binds `stream` to slot `slot` of the device (the `*UP` draws'
    /// stream 0); a slot past the last is ignored.
    pub(crate) fn bind_stream(&mut self, slot: usize, stream: Option<Stream>) {
        if slot < MAX_STREAMS {
            self.state.set_stream(slot, stream);
        }
    }

    /// `SetIndices`.
    pub fn set_indices(&mut self, buffer: Option<IndexBufferId>) -> D3dResult<()> {
        self.captured_setter(
            |dev| {
                if let Some(b) = buffer {
                    dev.resources.index_buffers.get(b.0)?;
                }
                dev.sink().set_indices(buffer);
                Ok(())
            },
            |_, _| {
                Call::SetIndices(ts::SetIndices {
                    buffer: buffer.map(index_buffer_id),
                })
            },
        )
    }

    /// `CreateVertexDeclaration` (the elements without the `D3DDECL_END` marker).
    pub fn create_vertex_declaration(
        &mut self,
        elements: &[VertexElement],
    ) -> D3dResult<VertexDeclId> {
        self.captured(
            |dev| {
                for (i, e) in elements.iter().enumerate() {
                    // Windows' runtime fails (E_FAIL) a declaration with an element
                    // whose offset is not a multiple of 4, or of type UNUSED (Wine's
                    // test_vertex_declaration_alignment, test_unused_declaration_type).
                    if e.offset % 4 != 0 {
                        return Err(D3dError::Fail(format!(
                            "element {i} at offset {}, not a multiple of 4",
                            e.offset
                        )));
                    }
                    if e.ty == ninebridge_types::DeclType::Unused && e.stream != 0xff {
                        return Err(D3dError::Fail(format!(
                            "element {i} is of type D3DDECLTYPE_UNUSED"
                        )));
                    }
                    if e.method != DeclMethod::Default {
                        return Err(not_available!(
                            "element {i} uses tessellator method {:?}",
                            e.method
                        ));
                    }
                    if usize::from(e.stream) >= MAX_STREAMS {
                        return Err(invalid!(
                            "element {i} uses stream {} >= {MAX_STREAMS}",
                            e.stream
                        ));
                    }
                    if elements[..i]
                        .iter()
                        .any(|o| o.usage == e.usage && o.usage_index == e.usage_index)
                    {
                        return Err(invalid!(
                            "element {i} repeats usage {:?} index {}",
                            e.usage,
                            e.usage_index
                        ));
                    }
                }
                Ok(VertexDeclId(
                    dev.resources.declarations.insert(elements.to_vec()),
                ))
            },
            |d, out| {
                Call::CreateVertexDeclaration(ts::CreateVertexDeclaration {
                    id: out.map_or_else(|| d.failed_id(), |x| declaration_id(*x)),
                    elements: elements.iter().map(|&e| e.into()).collect(),
                })
            },
        )
    }

    /// A Direct3D 8 vertex declaration (`D3DVSD_STREAM`, `D3DVSD_REG`,
    /// `D3DVSD_SKIP`, ..., `D3DVSD_END()`) as this device's declaration:
    /// register `v<n>` becomes the element of `D3DVSDE_*` register n's usage,
    /// which is how D3D8 shaders' inputs are translated
    /// ([`crate::parse_d3d8_declaration`], which also returns the
    /// `D3DVSD_CONST` values for the caller to load when it sets the shader).
    pub fn create_vertex_declaration_d3d8(&mut self, tokens: &[u32]) -> D3dResult<VertexDeclId> {
        let decl = crate::d3d8_decl::parse_d3d8_declaration(tokens).map_err(|e| match e {
            crate::D3d8DeclError::Tessellator { .. } => crate::error::not_available!("{e}"),
            e => invalid!("{e}"),
        })?;
        self.create_vertex_declaration(&decl.elements)
    }

    /// `SetVertexDeclaration`.
    pub fn set_vertex_declaration(&mut self, decl: Option<VertexDeclId>) -> D3dResult<()> {
        self.captured_setter(
            |dev| {
                if let Some(d) = decl {
                    dev.resources.declarations.get(d.0)?;
                }
                dev.sink().set_declaration(decl, 0);
                Ok(())
            },
            |_, _| {
                Call::SetVertexDeclaration(ts::SetVertexDeclaration {
                    decl: decl.map(declaration_id),
                })
            },
        )
    }

    /// `SetFVF`: the vertex layout `fvf` describes, as the declaration
    /// [`crate::fvf_declaration`] makes of it; it replaces the declaration,
    /// as a later `SetVertexDeclaration` replaces it. `SetFVF(0)` succeeds
    /// and changes nothing (Windows and Wine agree).
    pub fn set_fvf(&mut self, fvf: ninebridge_types::Fvf) -> D3dResult<()> {
        self.captured_setter(
            |dev| {
                let bits = fvf.to_d3d();
                if bits == 0 {
                    return Ok(());
                }
                let decl = match dev.fvf_declarations.get(&bits) {
                    Some(&d) => d,
                    None => {
                        let elements = crate::fvf::fvf_declaration(fvf)?;
                        let d = VertexDeclId(dev.resources.declarations.insert(elements));
                        dev.fvf_declarations.insert(bits, d);
                        d
                    }
                };
                dev.sink().set_declaration(Some(decl), bits);
                Ok(())
            },
            |_, _| Call::SetFvf(ts::SetFvf { fvf }),
        )
    }

    /// `GetFVF`: the FVF of the last `SetFVF`, 0 once
    /// `SetVertexDeclaration` replaced it.
    pub fn fvf(&self) -> ninebridge_types::Fvf {
        ninebridge_types::Fvf::from_d3d(self.state.fvf())
    }

    /// `SetStreamSourceFreq`: `setting` is `D3DSTREAMSOURCE_INDEXEDDATA |
    /// n` on the geometry stream (draw `n` instances),
    /// `D3DSTREAMSOURCE_INSTANCEDATA | d` on a stream of per-instance data
    /// (advance every `d` instances), or a plain frequency (1: no
    /// instancing). Invalid, as D3D9 (and Wine's tests) have it: both flags
    /// at once, `INSTANCEDATA` on stream 0, a setting of 0, a stream past
    /// the last. Instancing applies to `DrawIndexedPrimitive`.
    pub fn set_stream_source_freq(&mut self, stream: u32, setting: u32) -> D3dResult<()> {
        self.captured_setter(
            |dev| {
                use crate::state::{
                    STREAMSOURCE_INDEXEDDATA as INDEXED, STREAMSOURCE_INSTANCEDATA as INSTANCE,
                };
                if stream as usize >= MAX_STREAMS {
                    return Err(invalid!("stream {stream} does not exist"));
                }
                if setting & INDEXED != 0 && setting & INSTANCE != 0 {
                    return Err(invalid!(
                        "stream frequency {setting:#x} is both INDEXEDDATA and INSTANCEDATA"
                    ));
                }
                if setting & INSTANCE != 0 && stream == 0 {
                    return Err(invalid!("stream 0 cannot hold instance data"));
                }
                if setting == 0 {
                    return Err(invalid!("stream frequency 0"));
                }
                dev.sink().set_stream_freq(stream as usize, setting);
                Ok(())
            },
            |_, _| Call::SetStreamSourceFreq(ts::SetStreamSourceFreq { stream, setting }),
        )
    }

    /// `GetStreamSourceFreq`.
    pub fn stream_source_freq(&self, stream: u32) -> D3dResult<u32> {
        self.state
            .stream_freq()
            .get(stream as usize)
            .copied()
            .ok_or_else(|| invalid!("stream {stream} does not exist"))
    }
}
