//! Every change to [`State`]: each setter compares the new value with the
//! held one, stores it and raises [`Dirty`] flags only on a change.

use ninebridge_types::{
    Light, Material, Matrix, RenderState, SamplerState, TextureStageState, TransformState, Viewport,
};

use super::stage_of;
use super::{Changed, Dirty, LightSlot, State, StateSink, Stream};
use crate::resource::{
    IndexBufferId, PixelShaderId, SurfaceId, TextureId, VertexDeclId, VertexShaderId,
};

/// Stores `value` in `slot`; whether it differed.
fn store<T: PartialEq>(slot: &mut T, value: T) -> bool {
    if *slot == value {
        return false;
    }
    *slot = value;
    true
}

impl State {
    /// Raises `flags` when `changed`.
    fn raise(&mut self, changed: bool, flags: Dirty) -> bool {
        if changed {
            self.dirty |= flags;
        }
        changed
    }

    /// Raises `flags` on top of a setter's own, for a change it reported.
    pub(crate) fn also(&mut self, _change: Changed, flags: Dirty) {
        self.dirty |= flags;
    }

    /// The flags raised since the last call, which clears them: what the
    /// draw path rebuilds.
    pub(crate) fn take_dirty(&mut self) -> Dirty {
        std::mem::replace(&mut self.dirty, Dirty::empty())
    }

    /// Clears `flags` only (a draw that resolved but recorded nothing
    /// leaves the rest for the next draw).
    pub(crate) fn clear_dirty(&mut self, flags: Dirty) {
        self.dirty &= !flags;
    }

    /// Binds `texture` to flat sampler `flat`, raising the stage's
    /// resources; on a change, the proof for the flags the texture's kind
    /// implies ([`State::also`]).
    pub(crate) fn bind_texture(
        &mut self,
        flat: usize,
        texture: Option<TextureId>,
    ) -> Option<Changed> {
        let changed = store(&mut self.textures[flat], texture);
        self.raise(changed, Dirty::resources(stage_of(flat)))
            .then_some(Changed(()))
    }

    /// Sets sampler state `state` of flat sampler `flat`: the LOD bias is
    /// a renderer uniform and a variant; any other the stage's sampler. On
    /// a change, the old value and the proof for the flags the border
    /// implies.
    pub(crate) fn set_sampler(
        &mut self,
        flat: usize,
        state: SamplerState,
        value: u32,
    ) -> Option<(u32, Changed)> {
        let old = self.samplers[flat].get(state);
        if old == value {
            return None;
        }
        self.samplers[flat].set(state, value);
        self.dirty |= if state == SamplerState::MipMapLodBias {
            Dirty::SHADERS | Dirty::RENDERER
        } else {
            Dirty::samplers(stage_of(flat))
        };
        Some((old, Changed(())))
    }

    /// Binds render target `index` (< 4); whether it changed.
    pub(crate) fn set_render_target(&mut self, index: usize, surface: Option<SurfaceId>) -> bool {
        let changed = store(&mut self.render_targets[index], surface);
        self.raise(changed, Dirty::TARGETS_CHANGED)
    }

    /// Binds the depth-stencil surface.
    pub(crate) fn set_depth_stencil(&mut self, surface: Option<SurfaceId>) {
        let changed = store(&mut self.depth_stencil, surface);
        self.raise(changed, Dirty::TARGETS_CHANGED);
    }

    /// Unbinds a released surface wherever it is bound.
    pub(crate) fn surface_released(&mut self, surface: SurfaceId) {
        for i in 0..self.render_targets.len() {
            if self.render_targets[i] == Some(surface) {
                self.set_render_target(i, None);
            }
        }
        if self.depth_stencil == Some(surface) {
            self.set_depth_stencil(None);
        }
    }

    /// Unbinds a released texture wherever it is bound; the flat sampler
    /// stages it was bound to (bit per stage), whose sampler may depend on
    /// its levels.
    pub(crate) fn texture_released(&mut self, texture: TextureId) -> u32 {
        let mut stages = 0;
        for flat in 0..self.textures.len() {
            if self.textures[flat] == Some(texture)
                && let Some(change) = self.bind_texture(flat, None)
            {
                self.also(change, Dirty::SHADERS);
                stages |= 1 << flat;
            }
        }
        stages
    }

    /// The views of `texture` were made again (`SetLOD`): the stages it is
    /// bound to bind them afresh.
    pub(crate) fn texture_views_changed(&mut self, texture: TextureId) {
        for flat in 0..self.textures.len() {
            if self.textures[flat] == Some(texture) {
                self.dirty |= Dirty::resources(stage_of(flat));
            }
        }
    }

    /// The contents the texture at flat stage `flat` is drawn from moved
    /// (a texture-cache entry).
    pub(crate) fn texture_contents_moved(&mut self, flat: usize) {
        self.dirty |= Dirty::resources(stage_of(flat));
    }

    /// A vertex buffer got new GPU memory (a discarding unlock): the
    /// streams bind it again.
    pub(crate) fn vertex_buffer_replaced(&mut self) {
        self.dirty |= Dirty::STREAMS;
    }

    /// Every sampler object was replaced (another anisotropy override).
    pub(crate) fn samplers_replaced(&mut self) {
        self.dirty |= Dirty::samplers(0) | Dirty::samplers(1);
    }

    /// Everything the draw built is stale (another texture cache).
    pub(crate) fn invalidate_all(&mut self) {
        self.dirty = Dirty::all();
    }

    /// `SetClipStatus`: kept for `GetClipStatus`, read by nothing else.
    pub(crate) fn set_clip_status(&mut self, status: [u32; 2]) {
        self.clip_status = status;
    }

    /// What `Reset` keeps of a state it sets back to D3D9's defaults: the
    /// current palette and the clip status (the C ABI kept them across a
    /// `Reset` before they moved here).
    pub(crate) fn reset(&mut self) {
        *self = State {
            palette: self.palette,
            clip_status: self.clip_status,
            ..State::default()
        };
    }

    /// Lets the vertex constant setters reach `count` registers of each
    /// file.
    pub(crate) fn set_vs_constant_count(&mut self, count: (usize, usize, usize)) {
        self.vs_constants.resize(count);
    }

    /// Software vertex processing on or off: vertex shaders see the
    /// `vs_3_sw` files or the hardware ones.
    pub(crate) fn set_software_vp(&mut self, software: bool) {
        if !store(&mut self.software_vp, software) {
            return;
        }
        let layout = if software {
            super::SOFTWARE_VS_CONSTANTS
        } else {
            (super::VS_FLOAT_CONSTANTS, 16, 16)
        };
        self.vs_constants.set_layout(layout);
        self.dirty |= Dirty::SHADERS | Dirty::VS_CONSTANTS;
    }
}

impl StateSink for State {
    fn set_render_state(&mut self, state: RenderState, value: u32) {
        if self.render.get(state) != value {
            self.render.set(state, value);
            self.dirty |= Dirty::of_render_state(state);
        }
    }

    fn set_texture_stage_state(&mut self, stage: usize, state: TextureStageState, value: u32) {
        let slot = &mut self.stages[stage];
        if slot.get(state) != value {
            slot.set(state, value);
            // Texture-stage states feed ps_1_x translation (projected
            // `tex`, the bump environment) and the fixed-function stages.
            self.dirty |= Dirty::RENDER_STATE;
        }
    }

    fn set_sampler_state(&mut self, flat: usize, state: SamplerState, value: u32) {
        let _ = self.set_sampler(flat, state, value);
    }

    fn set_texture(&mut self, flat: usize, texture: Option<TextureId>) {
        let _ = self.bind_texture(flat, texture);
    }

    fn set_transform(&mut self, state: TransformState, m: Matrix) {
        let changed = store(&mut self.transforms[state.index()], m);
        self.raise(changed, Dirty::RENDERER);
    }

    fn set_light(&mut self, index: u32, light: Light) {
        let enabled = self.lights.get(&index).is_some_and(|l| l.enabled);
        let slot = LightSlot { light, enabled };
        if let Some(old) = self.lights.insert(index, slot)
            && old != slot
        {
            // The light's values are vertex constants; its type (of an
            // enabled light) changes the fixed-function code.
            self.dirty |= if old.light.ty == light.ty || !enabled {
                Dirty::RENDERER
            } else {
                Dirty::RENDER_STATE
            };
        }
    }

    fn light_enable(&mut self, index: u32, enable: bool) {
        // Enabling an index never set creates the default directional
        // light there, as D3D9 does.
        let slot = self.lights.entry(index).or_insert(LightSlot {
            light: Light::DEFAULT_DIRECTIONAL,
            enabled: false,
        });
        if store(&mut slot.enabled, enable) {
            self.dirty |= Dirty::RENDER_STATE;
        }
    }

    fn set_material(&mut self, material: Material) {
        let changed = store(&mut self.material, material);
        self.raise(changed, Dirty::RENDERER);
    }

    fn set_clip_plane(&mut self, slot: usize, plane: [f32; 4]) {
        let changed = store(&mut self.clip_planes[slot], plane);
        self.raise(changed, Dirty::RENDERER);
    }

    /// A stride other than the slot's last one changes the pipeline's
    /// vertex layout; the buffer and offset (and unbinding) only what the
    /// draw binds, so the `*UP` draws, which bind and unbind stream 0
    /// around each draw, rebuild no pipeline.
    fn set_stream(&mut self, stream: usize, binding: Option<Stream>) {
        let mut flags = Dirty::STREAMS;
        if let Some(new) = binding
            && store(&mut self.stream_strides[stream], Some(new.stride))
        {
            flags = Dirty::STREAMS_CHANGED;
        }
        let changed = store(&mut self.streams[stream], binding);
        self.raise(changed, flags);
    }

    fn set_stream_freq(&mut self, stream: usize, setting: u32) {
        let changed = store(&mut self.stream_freq[stream], setting);
        self.raise(changed, Dirty::VERTEX_LAYOUT);
    }

    fn set_indices(&mut self, buffer: Option<IndexBufferId>) {
        // Read at each draw: nothing to rebuild.
        self.indices = buffer;
    }

    fn set_declaration(&mut self, decl: Option<VertexDeclId>, fvf: u32) {
        let changed = store(&mut self.declaration, decl);
        self.raise(changed, Dirty::VERTEX_LAYOUT);
        self.fvf = fvf;
    }

    fn set_vertex_shader(&mut self, shader: Option<VertexShaderId>) {
        let changed = store(&mut self.vertex_shader, shader);
        self.raise(changed, Dirty::SHADERS | Dirty::PIPELINE);
    }

    fn set_pixel_shader(&mut self, shader: Option<PixelShaderId>) {
        let changed = store(&mut self.pixel_shader, shader);
        self.raise(changed, Dirty::SHADERS | Dirty::PIPELINE);
    }

    fn set_constants_f(&mut self, vertex: bool, start: u32, data: &[[f32; 4]]) {
        let (regs, flag) = self.constants_mut(vertex);
        let changed = regs.store_f(start, data);
        self.raise(changed, flag);
    }

    fn set_constants_i(&mut self, vertex: bool, start: u32, data: &[[i32; 4]]) {
        let (regs, flag) = self.constants_mut(vertex);
        let changed = regs.store_i(start, data);
        self.raise(changed, flag);
    }

    fn set_constants_b(&mut self, vertex: bool, start: u32, data: &[bool]) {
        let (regs, flag) = self.constants_mut(vertex);
        let changed = regs.store_b(start, data);
        // Booleans select branches some translators specialise on.
        self.raise(changed, flag | Dirty::SHADERS);
    }

    /// A viewport reaching past the target selects vertex variants with
    /// the position adjustment.
    fn set_viewport(&mut self, viewport: Option<Viewport>) {
        let changed = store(&mut self.viewport, viewport);
        self.raise(changed, Dirty::RENDERER | Dirty::SHADERS);
    }

    fn set_scissor(&mut self, rect: Option<[u32; 4]>) {
        // Read at each draw: nothing to rebuild.
        self.scissor = rect;
    }

    fn set_palette(&mut self, number: u32) {
        // No palettized format is sampled: nothing to rebuild.
        self.palette = number;
    }
}

impl State {
    fn constants_mut(&mut self, vertex: bool) -> (&mut super::Constants, Dirty) {
        if vertex {
            (&mut self.vs_constants, Dirty::VS_CONSTANTS)
        } else {
            (&mut self.ps_constants, Dirty::PS_CONSTANTS)
        }
    }
}
