//! State blocks as a [`State`] plus a [`Mask`] of the states they hold
//! (DXVK's `D3D9CapturableState` and its flags), and the one routine that
//! applies a block to the device or captures the device into a block.

use std::collections::BTreeSet;

use ninebridge_types::{
    Light, Material, Matrix, RenderState, SamplerState, TEXTURE_STAGES, TextureStageState,
    TransformState, Viewport,
};

use super::{MAX_CLIP_PLANES, MAX_STREAMS, SAMPLER_STAGES, State, Stream};
use crate::resource::{IndexBufferId, PixelShaderId, TextureId, VertexDeclId, VertexShaderId};

/// The setters of the states a block captures, after the device's checks:
/// the device's [`State`] (compares and raises dirty flags), a [`Block`]
/// (stores and sets its mask bit: recording, capture) and the device
/// (its traced `Set*` calls: apply) take the same calls. Indices are the
/// state's: flat sampler stages, clip-plane slots.
pub(crate) trait StateSink {
    fn set_render_state(&mut self, state: RenderState, value: u32);
    fn set_texture_stage_state(&mut self, stage: usize, state: TextureStageState, value: u32);
    fn set_sampler_state(&mut self, flat: usize, state: SamplerState, value: u32);
    fn set_texture(&mut self, flat: usize, texture: Option<TextureId>);
    fn set_transform(&mut self, state: TransformState, m: Matrix);
    fn set_light(&mut self, index: u32, light: Light);
    fn light_enable(&mut self, index: u32, enable: bool);
    fn set_material(&mut self, material: Material);
    fn set_clip_plane(&mut self, slot: usize, plane: [f32; 4]);
    fn set_stream(&mut self, stream: usize, binding: Option<Stream>);
    fn set_stream_freq(&mut self, stream: usize, setting: u32);
    fn set_indices(&mut self, buffer: Option<IndexBufferId>);
    /// The declaration, with the FVF it was made from (0: none).
    fn set_declaration(&mut self, decl: Option<VertexDeclId>, fvf: u32);
    fn set_vertex_shader(&mut self, shader: Option<VertexShaderId>);
    fn set_pixel_shader(&mut self, shader: Option<PixelShaderId>);
    fn set_constants_f(&mut self, vertex: bool, start: u32, data: &[[f32; 4]]);
    fn set_constants_i(&mut self, vertex: bool, start: u32, data: &[[i32; 4]]);
    fn set_constants_b(&mut self, vertex: bool, start: u32, data: &[bool]);
    fn set_viewport(&mut self, viewport: Option<Viewport>);
    fn set_scissor(&mut self, rect: Option<[u32; 4]>);
    /// `SetCurrentTexturePalette`'s number.
    fn set_palette(&mut self, number: u32);
}

/// A growable bit set.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub(crate) struct Bits(Vec<u64>);

impl Bits {
    pub(crate) fn set(&mut self, i: usize) {
        let word = i / 64;
        if self.0.len() <= word {
            self.0.resize(word + 1, 0);
        }
        self.0[word] |= 1 << (i % 64);
    }

    pub(crate) fn get(&self, i: usize) -> bool {
        self.0.get(i / 64).is_some_and(|w| w & (1 << (i % 64)) != 0)
    }

    /// Sets bits `0..n`.
    pub(crate) fn set_first(&mut self, n: usize) {
        for i in 0..n {
            self.set(i);
        }
    }

    /// The bits set, in increasing order.
    pub(crate) fn ones(&self) -> impl Iterator<Item = usize> + '_ {
        self.0.iter().enumerate().flat_map(|(w, &word)| {
            (0..64)
                .filter(move |b| word & (1 << b) != 0)
                .map(move |b| w * 64 + b)
        })
    }

    /// Runs of consecutive bits set: (first, length).
    fn runs(&self) -> Vec<(usize, usize)> {
        let mut out: Vec<(usize, usize)> = Vec::new();
        for i in self.ones() {
            match out.last_mut() {
                Some((start, len)) if *start + *len == i => *len += 1,
                _ => out.push((i, 1)),
            }
        }
        out
    }
}

/// Bits per texture stage in [`Mask::stage_states`] (`D3DTSS_*` < 64).
const STAGE_BITS: usize = 64;
/// Bits per sampler stage in [`Mask::sampler_states`] (`D3DSAMP_*` < 16).
const SAMPLER_BITS: usize = 16;

/// Which states a block holds.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub(crate) struct Mask {
    /// By `D3DRS_*` value.
    pub(crate) render: Bits,
    /// By stage * 64 + `D3DTSS_*` value.
    pub(crate) stage_states: Bits,
    /// By flat sampler * 16 + `D3DSAMP_*` value.
    pub(crate) sampler_states: Bits,
    /// By flat sampler.
    pub(crate) textures: Bits,
    /// By `TransformState::index`.
    pub(crate) transforms: Bits,
    pub(crate) lights: BTreeSet<u32>,
    pub(crate) light_enables: BTreeSet<u32>,
    pub(crate) material: bool,
    pub(crate) clip_planes: Bits,
    pub(crate) streams: Bits,
    pub(crate) stream_freq: Bits,
    pub(crate) indices: bool,
    pub(crate) declaration: bool,
    pub(crate) vertex_shader: bool,
    pub(crate) pixel_shader: bool,
    /// `[vertex, pixel][float, integer, boolean]`, by register.
    pub(crate) constants: [[Bits; 3]; 2],
    pub(crate) viewport: bool,
    pub(crate) scissor: bool,
    /// The current texture palette.
    pub(crate) palette: bool,
}

impl Mask {
    pub(crate) fn set_render_state(&mut self, state: RenderState) {
        self.render.set(state.to_d3d() as usize);
    }
    pub(crate) fn set_stage_state(&mut self, stage: usize, state: TextureStageState) {
        self.stage_states
            .set(stage * STAGE_BITS + state.to_d3d() as usize);
    }
    pub(crate) fn set_sampler_state(&mut self, flat: usize, state: SamplerState) {
        self.sampler_states
            .set(flat * SAMPLER_BITS + state.to_d3d() as usize);
    }
}

/// A state block: the values it holds in a [`State`] of its own, and the
/// [`Mask`] of which ones it holds. Recording and capture write through
/// its [`StateSink`], which sets the mask bit of what it stores.
#[derive(Clone, Debug, Default)]
pub(crate) struct Block {
    pub(crate) state: State,
    pub(crate) mask: Mask,
    /// Made by `CreateStateBlock` (not recorded): its `Capture` keeps the
    /// stream offsets it had.
    pub(crate) created: bool,
}

impl Block {
    /// A block holding the states of `mask`, with the values `from` has.
    pub(crate) fn captured(from: &State, mask: Mask) -> Block {
        Block {
            state: from.clone(),
            mask,
            created: true,
        }
    }

    /// A block to record into: nothing held yet, room for constants up to
    /// `from`'s counts.
    pub(crate) fn recording(from: &State) -> Block {
        let mut state = State::default();
        state.set_vs_constant_count(from.vs_constants.count());
        Block {
            state,
            mask: Mask::default(),
            created: false,
        }
    }
}

/// Sets in `dst` every state `mask` names to its value in `src`: with the
/// device as `dst` and a block's state as `src`, `Apply`; with a block as
/// `dst` and the device's state as `src`, `Capture`. The order is D3D9's
/// dependencies first: the declaration and shaders, then constants,
/// states, resources, transforms, lights, streams, viewport and scissor.
pub(crate) fn apply_or_capture(dst: &mut impl StateSink, src: &State, mask: &Mask) {
    if mask.declaration {
        dst.set_declaration(src.declaration, src.fvf);
    }
    if mask.vertex_shader {
        dst.set_vertex_shader(src.vertex_shader);
    }
    if mask.pixel_shader {
        dst.set_pixel_shader(src.pixel_shader);
    }
    for (files, vertex) in mask.constants.iter().zip([true, false]) {
        let c = src.constants(vertex);
        for (start, len) in files[0].runs() {
            if let Some(v) = c.floats().get(start..start + len) {
                dst.set_constants_f(vertex, start as u32, v);
            }
        }
        for (start, len) in files[1].runs() {
            if let Some(v) = c.ints().get(start..start + len) {
                dst.set_constants_i(vertex, start as u32, v);
            }
        }
        for (start, len) in files[2].runs() {
            if let Some(v) = c.bools().get(start..start + len) {
                dst.set_constants_b(vertex, start as u32, v);
            }
        }
    }
    for &state in RenderState::ALL {
        if mask.render.get(state.to_d3d() as usize) {
            dst.set_render_state(state, src.render.get(state));
        }
    }
    for stage in 0..TEXTURE_STAGES as usize {
        for &state in TextureStageState::ALL {
            if mask
                .stage_states
                .get(stage * STAGE_BITS + state.to_d3d() as usize)
            {
                dst.set_texture_stage_state(stage, state, src.stages[stage].get(state));
            }
        }
    }
    for flat in 0..SAMPLER_STAGES {
        for &state in SamplerState::ALL {
            if mask
                .sampler_states
                .get(flat * SAMPLER_BITS + state.to_d3d() as usize)
            {
                dst.set_sampler_state(flat, state, src.samplers[flat].get(state));
            }
        }
    }
    for flat in mask.textures.ones().filter(|&f| f < SAMPLER_STAGES) {
        dst.set_texture(flat, src.textures[flat]);
    }
    for i in mask.transforms.ones() {
        if let Some(t) = transform_of_index(i) {
            dst.set_transform(t, src.transforms[i]);
        }
    }
    // A light `src` does not have (the device's, in a capture) keeps the
    // block's value.
    for index in &mask.lights {
        if let Some(slot) = src.lights.get(index) {
            dst.set_light(*index, slot.light);
        }
    }
    for index in &mask.light_enables {
        if let Some(slot) = src.lights.get(index) {
            dst.light_enable(*index, slot.enabled);
        }
    }
    if mask.material {
        dst.set_material(src.material);
    }
    for slot in mask.clip_planes.ones().filter(|&s| s < MAX_CLIP_PLANES) {
        dst.set_clip_plane(slot, src.clip_planes[slot]);
    }
    for i in mask.streams.ones().filter(|&s| s < MAX_STREAMS) {
        dst.set_stream(i, src.streams[i]);
    }
    for i in mask.stream_freq.ones().filter(|&s| s < MAX_STREAMS) {
        dst.set_stream_freq(i, src.stream_freq[i]);
    }
    if mask.indices {
        dst.set_indices(src.indices);
    }
    if mask.viewport {
        dst.set_viewport(src.viewport);
    }
    if mask.scissor {
        dst.set_scissor(src.scissor);
    }
    if mask.palette {
        dst.set_palette(src.palette);
    }
}

/// The transform whose `TransformState::index` is `i`.
fn transform_of_index(i: usize) -> Option<TransformState> {
    let d3d = match i {
        0 => 2,
        1 => 3,
        2..10 => 16 + i as u32 - 2,
        10..TransformState::COUNT => 256 + i as u32 - 10,
        _ => return None,
    };
    TransformState::from_d3d(d3d)
}

impl StateSink for Block {
    fn set_render_state(&mut self, state: RenderState, value: u32) {
        self.state.set_render_state(state, value);
        self.mask.set_render_state(state);
    }
    fn set_texture_stage_state(&mut self, stage: usize, state: TextureStageState, value: u32) {
        self.state.set_texture_stage_state(stage, state, value);
        self.mask.set_stage_state(stage, state);
    }
    fn set_sampler_state(&mut self, flat: usize, state: SamplerState, value: u32) {
        StateSink::set_sampler_state(&mut self.state, flat, state, value);
        self.mask.set_sampler_state(flat, state);
    }
    fn set_texture(&mut self, flat: usize, texture: Option<TextureId>) {
        StateSink::set_texture(&mut self.state, flat, texture);
        self.mask.textures.set(flat);
    }
    fn set_transform(&mut self, state: TransformState, m: Matrix) {
        self.state.set_transform(state, m);
        self.mask.transforms.set(state.index());
    }
    fn set_light(&mut self, index: u32, light: Light) {
        self.state.set_light(index, light);
        self.mask.lights.insert(index);
    }
    fn light_enable(&mut self, index: u32, enable: bool) {
        self.state.light_enable(index, enable);
        self.mask.light_enables.insert(index);
    }
    fn set_material(&mut self, material: Material) {
        self.state.set_material(material);
        self.mask.material = true;
    }
    fn set_clip_plane(&mut self, slot: usize, plane: [f32; 4]) {
        self.state.set_clip_plane(slot, plane);
        self.mask.clip_planes.set(slot);
    }
    fn set_stream(&mut self, stream: usize, binding: Option<Stream>) {
        self.state.set_stream(stream, binding);
        self.mask.streams.set(stream);
    }
    fn set_stream_freq(&mut self, stream: usize, setting: u32) {
        self.state.set_stream_freq(stream, setting);
        self.mask.stream_freq.set(stream);
    }
    fn set_indices(&mut self, buffer: Option<IndexBufferId>) {
        self.state.set_indices(buffer);
        self.mask.indices = true;
    }
    fn set_declaration(&mut self, decl: Option<VertexDeclId>, fvf: u32) {
        self.state.set_declaration(decl, fvf);
        self.mask.declaration = true;
    }
    fn set_vertex_shader(&mut self, shader: Option<VertexShaderId>) {
        self.state.set_vertex_shader(shader);
        self.mask.vertex_shader = true;
    }
    fn set_pixel_shader(&mut self, shader: Option<PixelShaderId>) {
        self.state.set_pixel_shader(shader);
        self.mask.pixel_shader = true;
    }
    fn set_constants_f(&mut self, vertex: bool, start: u32, data: &[[f32; 4]]) {
        self.state.set_constants_f(vertex, start, data);
        let bits = &mut self.mask.constants[usize::from(!vertex)][0];
        (start as usize..start as usize + data.len()).for_each(|r| bits.set(r));
    }
    fn set_constants_i(&mut self, vertex: bool, start: u32, data: &[[i32; 4]]) {
        self.state.set_constants_i(vertex, start, data);
        let bits = &mut self.mask.constants[usize::from(!vertex)][1];
        (start as usize..start as usize + data.len()).for_each(|r| bits.set(r));
    }
    fn set_constants_b(&mut self, vertex: bool, start: u32, data: &[bool]) {
        self.state.set_constants_b(vertex, start, data);
        let bits = &mut self.mask.constants[usize::from(!vertex)][2];
        (start as usize..start as usize + data.len()).for_each(|r| bits.set(r));
    }
    fn set_viewport(&mut self, viewport: Option<Viewport>) {
        self.state.set_viewport(viewport);
        self.mask.viewport = true;
    }
    fn set_scissor(&mut self, rect: Option<[u32; 4]>) {
        self.state.set_scissor(rect);
        self.mask.scissor = true;
    }
    fn set_palette(&mut self, number: u32) {
        self.state.set_palette(number);
        self.mask.palette = true;
    }
}
