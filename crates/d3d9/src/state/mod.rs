//! The device's state: everything `Set*` changes, as plain data testable
//! without a GPU.
//!
//! Design notes:
//! - [`State`] holds what a D3D9 state block captures (render, sampler and
//!   texture-stage states, textures, transforms, lights, material, clip
//!   planes, streams, indices, declaration, shaders, constants, viewport,
//!   scissor, current texture palette; DXVK's `D3D9CapturableState` is the model) plus the bound
//!   render targets and depth-stencil surface, which state blocks leave
//!   alone.
//! - Sealed: the fields are private to this module. Code outside reads
//!   through getters and changes the state through the methods here, each
//!   of which compares the new value with the held one, stores it and
//!   raises [`Dirty`] flags only on a change (Ruffle's `CurrentPipeline`:
//!   private fields, `update_*` compares and marks). The capturable states
//!   are set through [`StateSink`], the one interface the device's state,
//!   a state block and the device itself share (`block.rs`). Flags a
//!   setter cannot know (what a texture's binding implies for the sampler
//!   or shader) are added through the [`Changed`] proof a setter returns
//!   on a change only; what changes outside the state (a resource's GPU
//!   memory or contents) has its own named method. The draw path consumes
//!   the flags with [`State::take_dirty`].
//! - States are raw `DWORD`s (`tables.rs`), interpreted at draw time as
//!   D3D9 does; values D3D9 checks at the call are checked by the device's
//!   setters before they reach the state.
//! - State blocks (`block.rs`, `lists.rs`) are a [`State`] plus a [`Mask`]
//!   of the states they hold; one routine applies or captures them.

mod block;
mod constants;
mod dirty;
mod lists;
mod setters;
mod tables;

pub(crate) use block::{Block, Mask, StateSink, apply_or_capture};
pub(crate) use constants::{Constants, SOFTWARE_VS_CONSTANTS};
pub(crate) use dirty::{Dirty, stage_of};
pub use lists::{
    PIXEL_RENDER_STATES, PIXEL_SAMPLER_STATES, PIXEL_TEXTURE_STAGE_STATES, VERTEX_RENDER_STATES,
    VERTEX_SAMPLER_STATES, VERTEX_TEXTURE_STAGE_STATES,
};
pub use tables::{RenderStates, SamplerStates, TextureStageStates};
pub(crate) use tables::{d3d_sampler, flat_index};

use ninebridge_types::{Light, Material, Matrix, TEXTURE_STAGES, TransformState, Viewport};

use crate::FastMap;
use crate::resource::{
    IndexBufferId, PixelShaderId, SurfaceId, TextureId, VertexBufferId, VertexDeclId,
    VertexShaderId,
};

/// Vertex shader float constants (`c0..c255`).
pub const VS_FLOAT_CONSTANTS: usize = 256;
/// Pixel shader float constants (`c0..c223`).
pub const PS_FLOAT_CONSTANTS: usize = 224;
/// Render targets bound at once.
pub const MAX_RENDER_TARGETS: usize = 4;
/// Vertex streams.
pub const MAX_STREAMS: usize = 16;
/// User clip planes (the linker's count: one definition).
pub const MAX_CLIP_PLANES: usize = ninebridge_translate::link::MAX_CLIP_PLANES;

/// The clip plane a `SetClipPlane`/`GetClipPlane` index names: Windows
/// clamps an index past `MaxUserClipPlanes - 1` to the last plane rather
/// than refusing it (Wine's `test_clip_planes_limits` records it).
pub fn clip_plane_slot(index: u32) -> usize {
    (index as usize).min(MAX_CLIP_PLANES - 1)
}
/// Sampler stages: 16 pixel, then 4 vertex.
pub(crate) const SAMPLER_STAGES: usize = 20;

/// `D3DSTREAMSOURCE_INDEXEDDATA`: the stream holds the geometry, drawn
/// (count) times.
pub const STREAMSOURCE_INDEXEDDATA: u32 = 1 << 30;
/// `D3DSTREAMSOURCE_INSTANCEDATA`: the stream advances once per (count)
/// instances.
pub const STREAMSOURCE_INSTANCEDATA: u32 = 2 << 30;

/// A vertex stream binding.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Stream {
    pub(crate) buffer: VertexBufferId,
    pub(crate) offset: u32,
    pub(crate) stride: u32,
}

/// A light slot: `SetLight`'s parameters and `LightEnable`'s switch.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(crate) struct LightSlot {
    pub(crate) light: Light,
    pub(crate) enabled: bool,
}

/// Everything `Set*` changes, and what changed since the last draw.
#[derive(Clone, Debug)]
pub(crate) struct State {
    render: RenderStates,
    samplers: [SamplerStates; SAMPLER_STAGES],
    stages: [TextureStageStates; TEXTURE_STAGES as usize],
    textures: [Option<TextureId>; SAMPLER_STAGES],
    /// World 0..255, view, projection, texture 0..7 (`TransformState::index`).
    transforms: Box<[Matrix; TransformState::COUNT]>,
    /// Lights by the application's index (D3D9 allows any `u32`).
    lights: FastMap<u32, LightSlot>,
    material: Material,
    clip_planes: [[f32; 4]; MAX_CLIP_PLANES],
    streams: [Option<Stream>; MAX_STREAMS],
    /// The stride each stream was last bound with (what the vertex layout
    /// was built from, even while the stream is unbound).
    stream_strides: [Option<u32>; MAX_STREAMS],
    /// `SetStreamSourceFreq` settings (1 by default).
    stream_freq: [u32; MAX_STREAMS],
    indices: Option<IndexBufferId>,
    declaration: Option<VertexDeclId>,
    /// The FVF `SetFVF` set (`declaration` is then its declaration); 0
    /// after `SetVertexDeclaration`, as `GetFVF` reports.
    fvf: u32,
    vertex_shader: Option<VertexShaderId>,
    pixel_shader: Option<PixelShaderId>,
    vs_constants: Constants,
    ps_constants: Constants,
    viewport: Option<Viewport>,
    scissor: Option<[u32; 4]>,
    /// `SetCurrentTexturePalette`'s number (the palettes' entries are the
    /// device's, `device/palette.rs`).
    palette: u32,
    /// `SetClipStatus`'s `ClipUnion` and `ClipIntersection`; not captured
    /// by state blocks.
    clip_status: [u32; 2],
    /// Not captured by state blocks.
    render_targets: [Option<SurfaceId>; MAX_RENDER_TARGETS],
    /// Not captured by state blocks.
    depth_stencil: Option<SurfaceId>,
    /// Software vertex processing (`SetSoftwareVertexProcessing`): vertex
    /// shaders see the `vs_3_sw` constant files.
    software_vp: bool,
    /// What changed since the last draw.
    dirty: Dirty,
}

impl Default for State {
    fn default() -> Self {
        State {
            render: RenderStates::default(),
            samplers: [SamplerStates::default(); SAMPLER_STAGES],
            stages: std::array::from_fn(|stage| TextureStageStates::new(stage as u32)),
            textures: [None; SAMPLER_STAGES],
            transforms: Box::new([Matrix::IDENTITY; TransformState::COUNT]),
            lights: FastMap::default(),
            material: Material::default(),
            clip_planes: [[0.0; 4]; MAX_CLIP_PLANES],
            streams: [None; MAX_STREAMS],
            stream_strides: [None; MAX_STREAMS],
            stream_freq: [1; MAX_STREAMS],
            indices: None,
            declaration: None,
            fvf: 0,
            vertex_shader: None,
            pixel_shader: None,
            vs_constants: Constants::new(VS_FLOAT_CONSTANTS),
            ps_constants: Constants::new(PS_FLOAT_CONSTANTS),
            viewport: None,
            scissor: None,
            palette: 0,
            clip_status: [0; 2],
            render_targets: [None; MAX_RENDER_TARGETS],
            depth_stencil: None,
            software_vp: false,
            dirty: Dirty::all(),
        }
    }
}

/// Proof that a setter changed a value: what [`State::also`] takes to
/// raise the flags only the device can work out (made here only).
#[must_use = "a change may need more flags raised"]
pub(crate) struct Changed(());

/// Getters: what the draw path and the `Get*` calls read.
impl State {
    pub(crate) fn render(&self) -> &RenderStates {
        &self.render
    }
    pub(crate) fn samplers(&self) -> &[SamplerStates; SAMPLER_STAGES] {
        &self.samplers
    }
    pub(crate) fn stages(&self) -> &[TextureStageStates; TEXTURE_STAGES as usize] {
        &self.stages
    }
    pub(crate) fn textures(&self) -> &[Option<TextureId>; SAMPLER_STAGES] {
        &self.textures
    }
    /// The matrix of `state`.
    pub(crate) fn transform(&self, state: TransformState) -> &Matrix {
        &self.transforms[state.index()]
    }
    pub(crate) fn lights(&self) -> &FastMap<u32, LightSlot> {
        &self.lights
    }
    pub(crate) fn material(&self) -> Material {
        self.material
    }
    pub(crate) fn clip_planes(&self) -> &[[f32; 4]; MAX_CLIP_PLANES] {
        &self.clip_planes
    }
    pub(crate) fn streams(&self) -> &[Option<Stream>; MAX_STREAMS] {
        &self.streams
    }
    pub(crate) fn stream_freq(&self) -> &[u32; MAX_STREAMS] {
        &self.stream_freq
    }
    pub(crate) fn indices(&self) -> Option<IndexBufferId> {
        self.indices
    }
    pub(crate) fn declaration(&self) -> Option<VertexDeclId> {
        self.declaration
    }
    pub(crate) fn fvf(&self) -> u32 {
        self.fvf
    }
    pub(crate) fn vertex_shader(&self) -> Option<VertexShaderId> {
        self.vertex_shader
    }
    pub(crate) fn pixel_shader(&self) -> Option<PixelShaderId> {
        self.pixel_shader
    }
    pub(crate) fn vs_constants(&self) -> &Constants {
        &self.vs_constants
    }
    pub(crate) fn ps_constants(&self) -> &Constants {
        &self.ps_constants
    }
    /// The vertex (`vertex`) or pixel stage's constants.
    pub(crate) fn constants(&self, vertex: bool) -> &Constants {
        if vertex {
            &self.vs_constants
        } else {
            &self.ps_constants
        }
    }
    pub(crate) fn viewport(&self) -> Option<Viewport> {
        self.viewport
    }
    pub(crate) fn scissor(&self) -> Option<[u32; 4]> {
        self.scissor
    }
    pub(crate) fn palette(&self) -> u32 {
        self.palette
    }
    pub(crate) fn clip_status(&self) -> [u32; 2] {
        self.clip_status
    }
    pub(crate) fn render_targets(&self) -> &[Option<SurfaceId>; MAX_RENDER_TARGETS] {
        &self.render_targets
    }
    pub(crate) fn depth_stencil(&self) -> Option<SurfaceId> {
        self.depth_stencil
    }
    pub(crate) fn software_vp(&self) -> bool {
        self.software_vp
    }
    /// What changed since the last draw (or [`State::take_dirty`]).
    pub(crate) fn dirty(&self) -> Dirty {
        self.dirty
    }

    /// Whether the projection is orthographic (`_14 = _24 = _34 = 0`,
    /// `_44 = 1`): table fog then uses depth `z`, otherwise `w`.
    pub(crate) fn projection_is_ortho(&self) -> bool {
        let m = &self.transforms[TransformState::PROJECTION.index()].m;
        m[0][3] == 0.0 && m[1][3] == 0.0 && m[2][3] == 0.0 && m[3][3] == 1.0
    }
}

#[cfg(test)]
mod tests;
