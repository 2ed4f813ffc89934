//! State blocks (`IDirect3DStateBlock9`): `CreateStateBlock`,
//! `BeginStateBlock`/`EndStateBlock`, `Capture` and `Apply`.
//!
//! Design notes:
//! - A block is a [`State`](crate::state::State) of its own plus a mask of
//!   the states it holds ([`Block`], `state/block.rs`; DXVK's
//!   `D3D9CapturableState` and its flags). `CreateStateBlock` takes the
//!   mask from D3D9's documented lists (`state/lists.rs`); `Capture`
//!   refreshes the masked values only, `Apply` sets exactly those. Both
//!   are [`apply_or_capture`], one routine over a [`StateSink`]: the
//!   device's traced setters for `Apply` (so dirty flags and capture,
//!   `NINEBRIDGE_TRACE`, see ordinary `Set*` calls), the block for
//!   `Capture`.
//! - While a block is being recorded, the setters D3D9 records check their
//!   arguments as they do outside recording and write through
//!   [`Device::sink`] to the block, which stores the value and sets its
//!   mask bit: a recorded setter is not a device change, so it is neither
//!   applied nor traced.

use ninebridge_types::{
    Fvf, Light, Material, Matrix, RenderState, SamplerState, StateBlockType, TextureStageState,
    TransformState, Viewport,
};

use super::Device;
use crate::error::{D3dResult, invalid};
use crate::resource::{IndexBufferId, PixelShaderId, TextureId, VertexDeclId, VertexShaderId};
use crate::state::{Block, Mask, StateSink, Stream, apply_or_capture, d3d_sampler};
use crate::table::Table;

/// A state block (`IDirect3DStateBlock9`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct StateBlockId(pub(crate) u64);

/// The device's state blocks and the one being recorded.
#[derive(Debug)]
pub(crate) struct StateBlocks {
    table: Table<Block>,
    /// Between `BeginStateBlock` and `EndStateBlock`.
    recording: Option<Box<Block>>,
}

impl Default for StateBlocks {
    fn default() -> Self {
        StateBlocks {
            table: Table::new("state block"),
            recording: None,
        }
    }
}

impl Device {
    /// Whether `BeginStateBlock` started a recording that `EndStateBlock`
    /// has not ended.
    pub fn is_recording_state_block(&self) -> bool {
        self.state_blocks.recording.is_some()
    }

    /// Where a checked setter writes: the block being recorded, else the
    /// device's state.
    pub(crate) fn sink(&mut self) -> &mut dyn StateSink {
        match self.state_blocks.recording.as_deref_mut() {
            Some(block) => block,
            None => &mut self.state,
        }
    }

    /// The block being recorded, if any.
    pub(crate) fn recording(&mut self) -> Option<&mut Block> {
        self.state_blocks.recording.as_deref_mut()
    }

    /// `CreateStateBlock`: a block holding the current value of every
    /// state of `ty` (D3D9's documented lists; render targets and the
    /// depth-stencil surface in none). `D3DERR_INVALIDCALL` while a block
    /// is being recorded.
    pub fn create_state_block(&mut self, ty: StateBlockType) -> D3dResult<StateBlockId> {
        if self.is_recording_state_block() {
            return Err(invalid!(
                "CreateStateBlock between BeginStateBlock and EndStateBlock"
            ));
        }
        let block = Block::captured(&self.state, Mask::of_type(ty, &self.state));
        Ok(StateBlockId(self.state_blocks.table.insert(block)))
    }

    /// `BeginStateBlock`: from now until `EndStateBlock`, the setters D3D9
    /// records (render, texture-stage and sampler states, textures,
    /// transforms, lights, material, clip planes, viewport, scissor,
    /// streams, indices, declaration or FVF, shaders and constants) store
    /// their value in a new block and leave the device as it is.
    /// `D3DERR_INVALIDCALL` when a recording is already under way.
    pub fn begin_state_block(&mut self) -> D3dResult<()> {
        if self.is_recording_state_block() {
            return Err(invalid!("BeginStateBlock while a block is being recorded"));
        }
        self.state_blocks.recording = Some(Box::new(Block::recording(&self.state)));
        Ok(())
    }

    /// `EndStateBlock`: the recorded block, holding exactly the states set
    /// since `BeginStateBlock`. `D3DERR_INVALIDCALL` without a
    /// `BeginStateBlock`.
    pub fn end_state_block(&mut self) -> D3dResult<StateBlockId> {
        let block = self
            .state_blocks
            .recording
            .take()
            .ok_or_else(|| invalid!("EndStateBlock without BeginStateBlock"))?;
        Ok(StateBlockId(self.state_blocks.table.insert(*block)))
    }

    /// `IDirect3DStateBlock9::Capture`: refreshes the values of the states
    /// the block holds (only those) from the device.
    /// `D3DERR_INVALIDCALL` while a block is being recorded.
    pub fn capture_state_block(&mut self, id: StateBlockId) -> D3dResult<()> {
        if self.is_recording_state_block() {
            return Err(invalid!(
                "Capture between BeginStateBlock and EndStateBlock"
            ));
        }
        let block = self.state_blocks.table.get_mut(id.0)?;
        let offsets = block.state.streams().map(|s| s.map_or(0, |s| s.offset));
        let mask = block.mask.clone();
        apply_or_capture(block, &self.state, &mask);
        // Windows' Capture of a block made by CreateStateBlock takes each
        // stream's buffer and stride but keeps the block's offset (0 where
        // it had no buffer); recorded blocks take the offset too. Wine's
        // stateblock.c records both (SB_QUIRK_STREAM_OFFSET_NOT_UPDATED).
        if block.created {
            for i in mask.streams.ones() {
                if let Some(Some(s)) = block.state.streams().get(i).copied() {
                    let kept = Stream {
                        offset: offsets[i],
                        ..s
                    };
                    block.state.set_stream(i, Some(kept));
                }
            }
        }
        Ok(())
    }

    /// `IDirect3DStateBlock9::Apply`: sets the states the block holds, and
    /// only those, through the device's setters. A value the device now
    /// refuses (a texture or buffer released since) is skipped with a log
    /// line. `D3DERR_INVALIDCALL` while a block is being recorded.
    pub fn apply_state_block(&mut self, id: StateBlockId) -> D3dResult<()> {
        if self.is_recording_state_block() {
            return Err(invalid!("Apply between BeginStateBlock and EndStateBlock"));
        }
        let block = std::mem::take(self.state_blocks.table.get_mut(id.0)?);
        apply_or_capture(self, &block.state, &block.mask);
        *self.state_blocks.table.get_mut(id.0)? = block;
        Ok(())
    }

    /// Releases a state block.
    pub fn release_state_block(&mut self, id: StateBlockId) -> D3dResult<()> {
        self.state_blocks.table.remove(id.0).map(drop)
    }

    /// State blocks alive (made by `CreateStateBlock` or `EndStateBlock`
    /// and not released).
    pub(crate) fn live_state_blocks(&self) -> usize {
        self.state_blocks.table.iter().count()
    }

    /// Drops the block being recorded, if any (`Reset` ends a recording).
    pub(crate) fn discard_recording(&mut self) {
        self.state_blocks.recording = None;
    }
}

/// Logs a value `Apply` could not set.
fn applied(what: &str, r: D3dResult<()>) {
    if let Err(e) = r {
        tracing::warn!("state block apply skipped {what}: {e}");
    }
}

/// `Apply`'s destination: the device's own `Set*` calls.
impl StateSink for Device {
    fn set_render_state(&mut self, state: RenderState, value: u32) {
        Device::set_render_state(self, state, value);
    }
    fn set_texture_stage_state(&mut self, stage: usize, state: TextureStageState, value: u32) {
        let r = Device::set_texture_stage_state(self, stage as u32, state, value);
        applied("texture stage state", r);
    }
    fn set_sampler_state(&mut self, flat: usize, state: SamplerState, value: u32) {
        let r = Device::set_sampler_state(self, d3d_sampler(flat), state, value);
        applied("sampler state", r);
    }
    fn set_texture(&mut self, flat: usize, texture: Option<TextureId>) {
        applied(
            "texture",
            Device::set_texture(self, d3d_sampler(flat), texture),
        );
    }
    fn set_transform(&mut self, state: TransformState, m: Matrix) {
        Device::set_transform(self, state, m.m);
    }
    fn set_light(&mut self, index: u32, light: Light) {
        applied("light", Device::set_light(self, index, light));
    }
    fn light_enable(&mut self, index: u32, enable: bool) {
        Device::light_enable(self, index, enable);
    }
    fn set_material(&mut self, material: Material) {
        Device::set_material(self, material);
    }
    fn set_clip_plane(&mut self, slot: usize, plane: [f32; 4]) {
        applied(
            "clip plane",
            Device::set_clip_plane(self, slot as u32, plane),
        );
    }
    fn set_stream(&mut self, stream: usize, binding: Option<Stream>) {
        let r = match binding {
            Some(s) => self.set_stream_source(stream as u32, Some(s.buffer), s.offset, s.stride),
            None => self.set_stream_source(stream as u32, None, 0, 0),
        };
        applied("stream", r);
    }
    fn set_stream_freq(&mut self, stream: usize, setting: u32) {
        let r = self.set_stream_source_freq(stream as u32, setting);
        applied("stream frequency", r);
    }
    fn set_indices(&mut self, buffer: Option<IndexBufferId>) {
        applied("indices", Device::set_indices(self, buffer));
    }
    /// A block holding no declaration leaves the device's alone: Windows
    /// applies a captured NULL declaration as no change (Wine's
    /// test_vdecl_apply).
    fn set_declaration(&mut self, decl: Option<VertexDeclId>, fvf: u32) {
        let r = if fvf != 0 {
            self.set_fvf(Fvf::from_d3d(fvf))
        } else if decl.is_some() {
            self.set_vertex_declaration(decl)
        } else {
            Ok(())
        };
        applied("declaration", r);
    }
    fn set_vertex_shader(&mut self, shader: Option<VertexShaderId>) {
        applied("vertex shader", Device::set_vertex_shader(self, shader));
    }
    fn set_pixel_shader(&mut self, shader: Option<PixelShaderId>) {
        applied("pixel shader", Device::set_pixel_shader(self, shader));
    }
    fn set_constants_f(&mut self, vertex: bool, start: u32, data: &[[f32; 4]]) {
        let r = if vertex {
            self.set_vertex_shader_constant_f(start, data)
        } else {
            self.set_pixel_shader_constant_f(start, data)
        };
        applied("float constants", r);
    }
    fn set_constants_i(&mut self, vertex: bool, start: u32, data: &[[i32; 4]]) {
        let r = if vertex {
            self.set_vertex_shader_constant_i(start, data)
        } else {
            self.set_pixel_shader_constant_i(start, data)
        };
        applied("integer constants", r);
    }
    fn set_constants_b(&mut self, vertex: bool, start: u32, data: &[bool]) {
        let r = if vertex {
            self.set_vertex_shader_constant_b(start, data)
        } else {
            self.set_pixel_shader_constant_b(start, data)
        };
        applied("boolean constants", r);
    }
    /// No viewport ever set: the draw uses the whole target.
    fn set_viewport(&mut self, viewport: Option<Viewport>) {
        match viewport {
            Some(v) => applied("viewport", Device::set_viewport(self, v)),
            None => self.state.set_viewport(None),
        }
    }
    fn set_scissor(&mut self, rect: Option<[u32; 4]>) {
        match rect {
            Some(r) => applied("scissor rect", self.set_scissor_rect(r)),
            None => self.state.set_scissor(None),
        }
    }
    fn set_palette(&mut self, number: u32) {
        let r = self.set_current_texture_palette(number);
        applied("texture palette", r);
    }
}
