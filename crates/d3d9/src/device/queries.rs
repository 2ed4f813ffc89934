//! Queries (`IDirect3DQuery9`): event and occlusion queries.
//!
//! Design notes:
//! - An event query's `D3DISSUE_END` marks the batch being recorded; the
//!   query is signaled once that batch is submitted and the queue has
//!   finished the work submitted so far (`on_submitted_work_done`).
//! - Occlusion is counted by wgpu occlusion queries: while any D3D
//!   occlusion query is building, every draw gets a slot of the device's
//!   current query set, begun and ended around the draw in its render pass
//!   (the pass is begun with the set: `BEGIN` and a new set end the open
//!   pass). Each building D3D query keeps the runs of slots its draws used;
//!   its `END` resolves them into a buffer copied to a readback buffer in
//!   the same encoder, and the result is their sum once that is mapped.
//!   wgpu reports samples that passed the depth and stencil tests, which
//!   is D3D9's count.
//! - `GetData` without `D3DGETDATA_FLUSH` never submits: a query whose
//!   batch was not submitted stays `S_FALSE`, as D3D9 documents.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

use ninebridge_gpu::wgpu;
use ninebridge_types::{IssueFlags, QueryType};

use super::Device;
use crate::error::{D3dResult, invalid, not_available};
use crate::table::Table;

/// A query (`IDirect3DQuery9`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct QueryId(pub(crate) u64);

/// Slots of one wgpu occlusion query set.
const SET_SLOTS: u32 = 4096;
/// `wgpu::QUERY_RESOLVE_BUFFER_ALIGNMENT`: where each run is resolved.
const RESOLVE_ALIGN: u64 = wgpu::QUERY_RESOLVE_BUFFER_ALIGNMENT;

/// Consecutive slots of one query set.
#[derive(Clone, Debug)]
struct Run {
    set: wgpu::QuerySet,
    start: u32,
    end: u32,
}

/// Where a query's result comes from once its batch is submitted.
#[derive(Debug)]
enum Pending {
    /// An event: `TRUE` once the queue is idle.
    Event,
    /// Occlusion counts resolved into `buffer`: (byte offset, slots) of
    /// each run. `None`: no draw was counted.
    Occlusion {
        buffer: Option<wgpu::Buffer>,
        runs: Vec<(u64, u32)>,
    },
}

#[derive(Debug)]
enum QueryState {
    /// Created, never issued.
    Created,
    /// Between an occlusion query's `BEGIN` and `END`.
    Building(Vec<Run>),
    /// `END` recorded in batch `batch`; `done` is raised by the callback
    /// registered once that batch was submitted.
    Issued {
        batch: u64,
        pending: Pending,
        done: Option<Arc<AtomicBool>>,
    },
    /// The result.
    Signaled(u32),
}

#[derive(Debug)]
pub(crate) struct Query {
    ty: QueryType,
    state: QueryState,
}

/// The device's queries and its occlusion query set.
#[derive(Debug)]
pub(crate) struct Queries {
    table: Table<Query>,
    /// The set draws take slots from, and its next free slot.
    set: Option<(wgpu::QuerySet, u32)>,
    /// Occlusion queries building.
    building: Vec<QueryId>,
}

impl Default for Queries {
    fn default() -> Self {
        Queries {
            table: Table::new("query"),
            set: None,
            building: Vec::new(),
        }
    }
}

impl Device {
    /// Whether `CreateQuery` makes queries of `ty` (D3D9's
    /// `CreateQuery(type, NULL)`): event and occlusion queries.
    pub fn query_supported(&self, ty: QueryType) -> bool {
        matches!(ty, QueryType::Event | QueryType::Occlusion)
    }

    /// `IDirect3DQuery9::GetDataSize` of a query of `ty`: 4 (a `BOOL` for
    /// an event, a `DWORD` for occlusion); `None` for the types this
    /// device does not make.
    pub fn query_data_size(&self, ty: QueryType) -> Option<u32> {
        self.query_supported(ty).then_some(4)
    }

    /// `CreateQuery`: `D3DERR_NOTAVAILABLE` for types other than event and
    /// occlusion.
    pub fn create_query(&mut self, ty: QueryType) -> D3dResult<QueryId> {
        if !self.query_supported(ty) {
            return Err(not_available!("query type {ty:?}"));
        }
        let q = Query {
            ty,
            state: QueryState::Created,
        };
        Ok(QueryId(self.queries.table.insert(q)))
    }

    /// The type of a query (`IDirect3DQuery9::GetType`).
    pub fn query_type(&self, id: QueryId) -> D3dResult<QueryType> {
        Ok(self.queries.table.get(id.0)?.ty)
    }

    /// `IDirect3DQuery9::Issue` with `D3DISSUE_BEGIN` or `D3DISSUE_END`
    /// (exactly one). An event takes `END` only. An occlusion query's
    /// `BEGIN` starts counting (again, when it was building), its `END`
    /// stops; an `END` without a `BEGIN` counts nothing (0).
    pub fn issue_query(&mut self, id: QueryId, flags: IssueFlags) -> D3dResult<()> {
        let ty = self.queries.table.get(id.0)?.ty;
        let (begin, end) = (flags == IssueFlags::BEGIN, flags == IssueFlags::END);
        if !begin && !end {
            return Err(invalid!(
                "Issue flags {:#x}: one of D3DISSUE_BEGIN and D3DISSUE_END",
                flags.to_d3d()
            ));
        }
        match (ty, begin) {
            (QueryType::Event, true) => Err(invalid!("D3DISSUE_BEGIN on an event query")),
            (QueryType::Event, false) => {
                let batch = self.renderer.current_batch();
                self.queries.table.get_mut(id.0)?.state = QueryState::Issued {
                    batch,
                    pending: Pending::Event,
                    done: None,
                };
                Ok(())
            }
            (_, true) => {
                // Draws from here on are counted in passes begun with the
                // query set.
                self.renderer.end_render_pass();
                self.queries.table.get_mut(id.0)?.state = QueryState::Building(Vec::new());
                if !self.queries.building.contains(&id) {
                    self.queries.building.push(id);
                }
                Ok(())
            }
            (_, false) => self.end_occlusion(id),
        }
    }

    /// `END` of an occlusion query: resolves its slots for readback.
    fn end_occlusion(&mut self, id: QueryId) -> D3dResult<()> {
        self.queries.building.retain(|&q| q != id);
        let q = self.queries.table.get_mut(id.0)?;
        let runs = match std::mem::replace(&mut q.state, QueryState::Created) {
            QueryState::Building(runs) => runs,
            _ => Vec::new(),
        };
        let mut layout = Vec::with_capacity(runs.len());
        let mut size = 0u64;
        for run in &runs {
            layout.push((size, run.end - run.start));
            size += (u64::from(run.end - run.start) * 8).next_multiple_of(RESOLVE_ALIGN);
        }
        let buffer = if size == 0 {
            None
        } else {
            let device = self.gpu.device();
            let resolve = device.create_buffer(&wgpu::BufferDescriptor {
                label: Some("d3d9 occlusion resolve"),
                size,
                usage: wgpu::BufferUsages::QUERY_RESOLVE | wgpu::BufferUsages::COPY_SRC,
                mapped_at_creation: false,
            });
            let readback = device.create_buffer(&wgpu::BufferDescriptor {
                label: Some("d3d9 occlusion readback"),
                size,
                usage: wgpu::BufferUsages::MAP_READ | wgpu::BufferUsages::COPY_DST,
                mapped_at_creation: false,
            });
            let label = || "copy -> occlusion readback".into();
            self.renderer.with_encoder_timed(label, |encoder| {
                for (run, &(offset, _)) in runs.iter().zip(&layout) {
                    encoder.resolve_query_set(&run.set, run.start..run.end, &resolve, offset);
                }
                encoder.copy_buffer_to_buffer(&resolve, 0, &readback, 0, size);
            });
            Some(readback)
        };
        let batch = self.renderer.current_batch();
        self.queries.table.get_mut(id.0)?.state = QueryState::Issued {
            batch,
            pending: Pending::Occlusion {
                buffer,
                runs: layout,
            },
            done: None,
        };
        Ok(())
    }

    /// The occlusion slot of the draw being recorded, when occlusion
    /// queries are building: a slot of the current set (a new set when it
    /// is full, ending the pass begun with the old one), added to the runs
    /// of every building query.
    pub(crate) fn occlusion_slot(&mut self) -> D3dResult<Option<(wgpu::QuerySet, u32)>> {
        if self.queries.building.is_empty() {
            return Ok(None);
        }
        let full = self
            .queries
            .set
            .as_ref()
            .is_none_or(|(_, next)| *next >= SET_SLOTS);
        if full {
            let set = self.gpu.scoped("create_query_set", |d| {
                d.create_query_set(&wgpu::QuerySetDescriptor {
                    label: Some("d3d9 occlusion"),
                    ty: wgpu::QueryType::Occlusion,
                    count: SET_SLOTS,
                })
            })?;
            self.renderer.end_render_pass();
            self.queries.set = Some((set, 0));
        }
        let Some((set, next)) = self.queries.set.as_mut() else {
            return Ok(None);
        };
        let slot = *next;
        *next += 1;
        let set = set.clone();
        for &id in &self.queries.building {
            if let Ok(Query {
                state: QueryState::Building(runs),
                ..
            }) = self.queries.table.get_mut(id.0)
            {
                match runs.last_mut() {
                    Some(r) if r.set == set && r.end == slot => r.end += 1,
                    _ => runs.push(Run {
                        set: set.clone(),
                        start: slot,
                        end: slot + 1,
                    }),
                }
            }
        }
        Ok(Some((set, slot)))
    }

    /// `IDirect3DQuery9::GetData`: `Some` result (`S_OK`) when the query is
    /// signaled: an event's `TRUE` (1), an occlusion query's number of
    /// samples that passed the depth and stencil tests; `None` (`S_FALSE`)
    /// while it is building or the GPU has not finished it. `flush`
    /// (`D3DGETDATA_FLUSH`) submits the recorded work; without it a query
    /// whose work was never submitted stays `None`. `D3DERR_INVALIDCALL`
    /// for a query never issued.
    pub fn query_data(&mut self, id: QueryId, flush: bool) -> D3dResult<Option<u32>> {
        let batch = match &self.queries.table.get(id.0)?.state {
            QueryState::Created => {
                return Err(invalid!("GetData on a query that was never issued"));
            }
            QueryState::Building(_) => return Ok(None),
            QueryState::Signaled(v) => return Ok(Some(*v)),
            QueryState::Issued { batch, .. } => *batch,
        };
        if self.renderer.current_batch() <= batch {
            if !flush {
                return Ok(None);
            }
            self.flush()?;
        }
        let queue = self.gpu.queue().clone();
        let q = self.queries.table.get_mut(id.0)?;
        let QueryState::Issued { pending, done, .. } = &mut q.state else {
            return Ok(None);
        };
        let flag = match done {
            Some(flag) => flag.clone(),
            None => {
                let flag = Arc::new(AtomicBool::new(false));
                let raised = flag.clone();
                match pending {
                    Pending::Occlusion {
                        buffer: Some(buffer),
                        ..
                    } => queue.map_async(buffer, 0..buffer.size(), wgpu::MapMode::Read, move |r| {
                        if r.is_ok() {
                            raised.store(true, Ordering::Release);
                        }
                    }),
                    _ => {
                        queue.on_submitted_work_done(move || raised.store(true, Ordering::Release))
                    }
                }
                *done = Some(flag.clone());
                flag
            }
        };
        // Runs the callbacks of finished work without waiting.
        let _ = self.gpu.device().poll(wgpu::PollType::Poll);
        if !flag.load(Ordering::Acquire) {
            return Ok(None);
        }
        let q = self.queries.table.get_mut(id.0)?;
        let value = match &q.state {
            QueryState::Issued {
                pending:
                    Pending::Occlusion {
                        buffer: Some(buffer),
                        runs,
                    },
                ..
            } => {
                let total = match buffer.slice(..).get_mapped_range() {
                    Ok(bytes) => runs
                        .iter()
                        .flat_map(|&(offset, n)| {
                            let start = offset as usize;
                            bytes[start..start + n as usize * 8].chunks_exact(8)
                        })
                        .map(|c| u64::from_le_bytes(c.try_into().unwrap_or([0; 8])))
                        .sum::<u64>(),
                    Err(e) => return Err(invalid!("occlusion readback: {e}")),
                };
                buffer.unmap();
                u32::try_from(total).unwrap_or(u32::MAX)
            }
            QueryState::Issued {
                pending: Pending::Occlusion { buffer: None, .. },
                ..
            } => 0,
            _ => 1,
        };
        q.state = QueryState::Signaled(value);
        Ok(Some(value))
    }

    /// Releases a query (a building occlusion query stops counting).
    pub fn release_query(&mut self, id: QueryId) -> D3dResult<()> {
        self.queries.table.remove(id.0)?;
        self.queries.building.retain(|&q| q != id);
        Ok(())
    }
}
