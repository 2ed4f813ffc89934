//! Render passes recorded as data: the caller's thread lists a pass's
//! attachments and commands, and whoever submits (the render thread, or a
//! finisher next to it) encodes them into a wgpu pass.
//!
//! Design notes:
//! - Recording a wgpu render pass costs the caller's thread most of what a
//!   draw costs (wgpu-core checks and stores every command). A
//!   [`RecordedPass`] stores the same commands as plain values: a vector
//!   push a command, with the handles cloned. With a render thread the
//!   device records its draw passes this way ([`crate::Queue::is_threaded`]),
//!   so that wgpu's recording moves to the thread that finishes them.
//! - Order is kept by [`Work`]: a submission is a list of encoders and
//!   recorded passes, each made into its own command buffer and submitted
//!   together in the order given ([`crate::Queue::submit_work`]).
//! - The same description begins a live pass ([`PassTargets::begin`]), so
//!   the inline path and the recorded one cannot drift apart.

/// A colour attachment of a pass, owned.
#[derive(Clone, Debug)]
pub struct ColorTarget {
    /// The view drawn into.
    pub view: wgpu::TextureView,
    /// Where a multisampled view resolves to at the end of the pass.
    pub resolve_target: Option<wgpu::TextureView>,
    /// Load and store.
    pub ops: wgpu::Operations<wgpu::Color>,
}

/// The depth-stencil attachment of a pass, owned.
#[derive(Clone, Debug)]
pub struct DepthTarget {
    /// The depth-stencil view.
    pub view: wgpu::TextureView,
    /// Depth load and store (`None`: read-only).
    pub depth_ops: Option<wgpu::Operations<f32>>,
    /// Stencil load and store (`None`: read-only or no stencil aspect).
    pub stencil_ops: Option<wgpu::Operations<u32>>,
}

/// What a render pass is begun with.
#[derive(Clone, Debug)]
pub struct PassTargets {
    /// The pass's label.
    pub label: &'static str,
    /// Colour attachments by slot.
    pub colors: Vec<Option<ColorTarget>>,
    /// The depth-stencil attachment.
    pub depth: Option<DepthTarget>,
    /// The occlusion query set the pass's queries write.
    pub occlusion: Option<wgpu::QuerySet>,
}

impl PassTargets {
    /// Begins a live pass with these attachments on `encoder`.
    pub fn begin(
        &self,
        encoder: &mut wgpu::CommandEncoder,
        timestamp_writes: Option<wgpu::RenderPassTimestampWrites<'_>>,
    ) -> wgpu::RenderPass<'static> {
        let colors: Vec<_> = self
            .colors
            .iter()
            .map(|c| {
                c.as_ref().map(|c| wgpu::RenderPassColorAttachment {
                    view: &c.view,
                    depth_slice: None,
                    resolve_target: c.resolve_target.as_ref(),
                    ops: c.ops,
                })
            })
            .collect();
        let depth = self
            .depth
            .as_ref()
            .map(|d| wgpu::RenderPassDepthStencilAttachment {
                view: &d.view,
                depth_ops: d.depth_ops,
                stencil_ops: d.stencil_ops,
            });
        encoder
            .begin_render_pass(&wgpu::RenderPassDescriptor {
                label: Some(self.label),
                color_attachments: &colors,
                depth_stencil_attachment: depth,
                occlusion_query_set: self.occlusion.as_ref(),
                timestamp_writes,
                ..Default::default()
            })
            .forget_lifetime()
    }
}

/// Dynamic offsets of a bind group: up to four inline (the device's groups
/// have at most one), more on the heap.
#[derive(Clone, Debug, PartialEq)]
pub enum Offsets {
    /// `len` offsets in the array.
    Inline(u8, [u32; 4]),
    /// More than four.
    Heap(Vec<u32>),
}

impl Offsets {
    /// The offsets of `offsets`.
    #[inline]
    pub fn new(offsets: &[u32]) -> Self {
        // One arm per length: copying a slice of variable length, even
        // element by element, compiles to a `memcpy` call, costlier than
        // the one offset a device's group has.
        match *offsets {
            [] => Offsets::Inline(0, [0; 4]),
            [a] => Offsets::Inline(1, [a, 0, 0, 0]),
            [a, b] => Offsets::Inline(2, [a, b, 0, 0]),
            [a, b, c] => Offsets::Inline(3, [a, b, c, 0]),
            [a, b, c, d] => Offsets::Inline(4, [a, b, c, d]),
            _ => Offsets::Heap(offsets.to_vec()),
        }
    }

    /// The offsets as a slice.
    #[inline]
    pub fn as_slice(&self) -> &[u32] {
        match self {
            Offsets::Inline(n, inline) => &inline[..usize::from(*n)],
            Offsets::Heap(v) => v,
        }
    }
}

/// One command of a recorded pass: `wgpu::RenderPass`'s method of the same
/// name.
#[derive(Clone, Debug)]
pub enum PassOp {
    /// `set_pipeline`.
    SetPipeline(wgpu::RenderPipeline),
    /// `set_bind_group(index, group, offsets)`.
    SetBindGroup(u32, wgpu::BindGroup, Offsets),
    /// `set_vertex_buffer(slot, buffer.slice(offset..))`.
    SetVertexBuffer(u32, wgpu::Buffer, u64),
    /// `set_index_buffer(buffer.slice(..), format)`.
    SetIndexBuffer(wgpu::Buffer, wgpu::IndexFormat),
    /// `set_viewport(x, y, w, h, min_depth, max_depth)`.
    SetViewport([f32; 6]),
    /// `set_scissor_rect(x, y, w, h)`.
    SetScissorRect([u32; 4]),
    /// `set_stencil_reference`.
    SetStencilReference(u32),
    /// `set_blend_constant`.
    SetBlendConstant(wgpu::Color),
    /// `draw`.
    Draw {
        /// Vertices.
        vertices: std::ops::Range<u32>,
        /// Instances.
        instances: std::ops::Range<u32>,
    },
    /// `draw_indexed`.
    DrawIndexed {
        /// Indices.
        indices: std::ops::Range<u32>,
        /// Added to each index.
        base_vertex: i32,
        /// Instances.
        instances: std::ops::Range<u32>,
    },
    /// `begin_occlusion_query(slot)`.
    BeginOcclusionQuery(u32),
    /// `end_occlusion_query`.
    EndOcclusionQuery,
}

impl PassOp {
    /// Runs the command on a live pass.
    pub fn apply(&self, pass: &mut wgpu::RenderPass<'_>) {
        match self {
            PassOp::SetPipeline(p) => pass.set_pipeline(p),
            PassOp::SetBindGroup(i, g, o) => pass.set_bind_group(*i, g, o.as_slice()),
            PassOp::SetVertexBuffer(slot, b, offset) => {
                pass.set_vertex_buffer(*slot, b.slice(*offset..));
            }
            PassOp::SetIndexBuffer(b, format) => pass.set_index_buffer(b.slice(..), *format),
            PassOp::SetViewport([x, y, w, h, near, far]) => {
                pass.set_viewport(*x, *y, *w, *h, *near, *far);
            }
            PassOp::SetScissorRect([x, y, w, h]) => pass.set_scissor_rect(*x, *y, *w, *h),
            PassOp::SetStencilReference(r) => pass.set_stencil_reference(*r),
            PassOp::SetBlendConstant(c) => pass.set_blend_constant(*c),
            PassOp::Draw {
                vertices,
                instances,
            } => pass.draw(vertices.clone(), instances.clone()),
            PassOp::DrawIndexed {
                indices,
                base_vertex,
                instances,
            } => pass.draw_indexed(indices.clone(), *base_vertex, instances.clone()),
            PassOp::BeginOcclusionQuery(slot) => pass.begin_occlusion_query(*slot),
            PassOp::EndOcclusionQuery => pass.end_occlusion_query(),
        }
    }
}

/// The timestamp writes of a pass (GPU profiling), owned.
#[derive(Clone, Debug)]
pub struct PassTimestamps {
    /// The query set written.
    pub query_set: wgpu::QuerySet,
    /// The query written when the pass begins.
    pub beginning: Option<u32>,
    /// The query written when the pass ends.
    pub end: Option<u32>,
}

impl PassTimestamps {
    /// The writes as wgpu takes them.
    pub fn writes(&self) -> wgpu::RenderPassTimestampWrites<'_> {
        wgpu::RenderPassTimestampWrites {
            query_set: &self.query_set,
            beginning_of_pass_write_index: self.beginning,
            end_of_pass_write_index: self.end,
        }
    }
}

impl From<wgpu::RenderPassTimestampWrites<'_>> for PassTimestamps {
    fn from(w: wgpu::RenderPassTimestampWrites<'_>) -> Self {
        PassTimestamps {
            query_set: w.query_set.clone(),
            beginning: w.beginning_of_pass_write_index,
            end: w.end_of_pass_write_index,
        }
    }
}

/// A render pass as data: its attachments and its commands in order.
#[derive(Clone, Debug)]
pub struct RecordedPass {
    /// What the pass is begun with.
    pub targets: PassTargets,
    /// Its commands.
    pub ops: Vec<PassOp>,
    /// Where the pass writes its GPU timestamps, when it is timed.
    pub timestamps: Option<PassTimestamps>,
}

impl RecordedPass {
    /// Encodes the pass into `encoder`.
    pub fn encode(&self, encoder: &mut wgpu::CommandEncoder) {
        let mut pass = self.targets.begin(
            encoder,
            self.timestamps.as_ref().map(PassTimestamps::writes),
        );
        for op in &self.ops {
            op.apply(&mut pass);
        }
    }
}

/// One command buffer of a submission: an encoder the caller recorded, or
/// a recorded pass encoded where it is finished.
#[derive(Debug)]
pub enum Work {
    /// An encoder to finish.
    Encoder(wgpu::CommandEncoder),
    /// A pass to encode into an encoder of its own, then finish.
    Pass(RecordedPass),
}

impl Work {
    /// The command buffer of this work.
    pub(crate) fn finish(self, device: &wgpu::Device) -> wgpu::CommandBuffer {
        match self {
            Work::Encoder(encoder) => encoder.finish(),
            Work::Pass(pass) => {
                let mut encoder = device.create_command_encoder(&wgpu::CommandEncoderDescriptor {
                    label: Some(pass.targets.label),
                });
                pass.encode(&mut encoder);
                encoder.finish()
            }
        }
    }
}
