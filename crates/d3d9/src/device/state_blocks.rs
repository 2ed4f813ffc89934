//! State blocks (`IDirect3DStateBlock9`): `CreateStateBlock`,
//! `BeginStateBlock`/`EndStateBlock`, `Capture` and `Apply`.
//!
//! Design notes:
//! - A block is a set of entries, each a state and the value the block
//!   holds for it ([`Block`]): which states a block covers is the set of
//!   its keys, fixed when it is made; `Capture` refreshes the values of
//!   those keys only, `Apply` sets exactly those.
//! - `CreateStateBlock` keys come from D3D9's documented lists
//!   (`D3DSTATEBLOCKTYPE`; "Saving Pixel State With a StateBlock", "Saving
//!   Vertex States With a StateBlock", "Saving All Device States With a
//!   StateBlock"): [`PIXEL_RENDER_STATES`], [`VERTEX_RENDER_STATES`] and the
//!   texture-stage and sampler lists below. Render targets and the
//!   depth-stencil surface are in no list.
//! - While a block is being recorded, the setters D3D9 records check their
//!   arguments as they do outside recording and store the value in the
//!   block instead of the device: a recorded setter is not a device change,
//!   so it is neither applied nor traced. `Apply` goes through the device's
//!   own setters, so dirty flags and capture (`NINEBRIDGE_TRACE`) see the
//!   changes as ordinary `Set*` calls.

use std::collections::BTreeMap;

use ninebridge_types::{
    Light, Material, Matrix, RenderState, SamplerSlot, SamplerState, StateBlockType,
    TEXTURE_STAGES, TextureStageState, TransformState, Viewport,
};

use super::Device;
use crate::error::{D3dResult, invalid, not_available};
use crate::resource::{IndexBufferId, PixelShaderId, TextureId, VertexDeclId, VertexShaderId};
use crate::state::{
    Dirty, MAX_CLIP_PLANES, MAX_STREAMS, SAMPLER_STAGES, STREAMSOURCE_INDEXEDDATA,
    STREAMSOURCE_INSTANCEDATA, Stream, flat_index, update,
};
use crate::table::Table;

/// A state block (`IDirect3DStateBlock9`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct StateBlockId(pub(crate) u64);

/// The render states of a pixel state block (`D3DSBT_PIXELSTATE`): those
/// "Saving Pixel State With a StateBlock (Direct3D 9)" lists, less what
/// Windows leaves out (Wine's `stateblock.c` records it: the material
/// sources, `LOCALVIEWER`, `SPECULARENABLE` and `CCW_STENCILFUNC` are not
/// in a pixel block).
pub const PIXEL_RENDER_STATES: &[RenderState] = {
    use RenderState as R;
    &[
        R::ZEnable,
        R::FillMode,
        R::ShadeMode,
        R::ZWriteEnable,
        R::AlphaTestEnable,
        R::LastPixel,
        R::SrcBlend,
        R::DestBlend,
        R::ZFunc,
        R::AlphaRef,
        R::AlphaFunc,
        R::DitherEnable,
        R::FogStart,
        R::FogEnd,
        R::FogDensity,
        R::AlphaBlendEnable,
        R::DepthBias,
        R::StencilEnable,
        R::StencilFail,
        R::StencilZFail,
        R::StencilPass,
        R::StencilFunc,
        R::StencilRef,
        R::StencilMask,
        R::StencilWriteMask,
        R::TextureFactor,
        R::Wrap0,
        R::Wrap1,
        R::Wrap2,
        R::Wrap3,
        R::Wrap4,
        R::Wrap5,
        R::Wrap6,
        R::Wrap7,
        R::Wrap8,
        R::Wrap9,
        R::Wrap10,
        R::Wrap11,
        R::Wrap12,
        R::Wrap13,
        R::Wrap14,
        R::Wrap15,
        R::ColorWriteEnable,
        R::BlendOp,
        R::ScissorTestEnable,
        R::SlopeScaleDepthBias,
        R::AntialiasedLineEnable,
        R::TwoSidedStencilMode,
        R::CcwStencilFail,
        R::CcwStencilZFail,
        R::CcwStencilPass,
        R::ColorWriteEnable1,
        R::ColorWriteEnable2,
        R::ColorWriteEnable3,
        R::BlendFactor,
        R::SrgbWriteEnable,
        R::SeparateAlphaBlendEnable,
        R::SrcBlendAlpha,
        R::DestBlendAlpha,
        R::BlendOpAlpha,
    ]
};

/// The render states of a vertex state block (`D3DSBT_VERTEXSTATE`): those
/// "Saving Vertex States With a StateBlock (Direct3D 9)" lists, and the
/// four Windows adds (Wine's `stateblock.c` records it): `FOGENABLE`,
/// `NORMALIZENORMALS`, `SHADEMODE` and `SPECULARENABLE`.
pub const VERTEX_RENDER_STATES: &[RenderState] = {
    use RenderState as R;
    &[
        R::CullMode,
        R::ShadeMode,
        R::SpecularEnable,
        R::FogEnable,
        R::NormalizeNormals,
        R::FogColor,
        R::FogTableMode,
        R::FogStart,
        R::FogEnd,
        R::FogDensity,
        R::RangeFogEnable,
        R::Ambient,
        R::ColorVertex,
        R::FogVertexMode,
        R::Clipping,
        R::Lighting,
        R::LocalViewer,
        R::EmissiveMaterialSource,
        R::AmbientMaterialSource,
        R::DiffuseMaterialSource,
        R::SpecularMaterialSource,
        R::VertexBlend,
        R::ClipPlaneEnable,
        R::PointSize,
        R::PointSizeMin,
        R::PointSpriteEnable,
        R::PointScaleEnable,
        R::PointScaleA,
        R::PointScaleB,
        R::PointScaleC,
        R::MultisampleAntialias,
        R::MultisampleMask,
        R::PatchEdgeStyle,
        R::PointSizeMax,
        R::IndexedVertexBlendEnable,
        R::TweenFactor,
        R::PositionDegree,
        R::NormalDegree,
        R::MinTessellationLevel,
        R::MaxTessellationLevel,
        R::AdaptiveTessX,
        R::AdaptiveTessY,
        R::AdaptiveTessZ,
        R::AdaptiveTessW,
        R::EnableAdaptiveTessellation,
    ]
};

/// The texture-stage states of a pixel state block ("Pixel Pipeline:
/// Texture State").
pub const PIXEL_TEXTURE_STAGE_STATES: &[TextureStageState] = {
    use TextureStageState as T;
    &[
        T::ColorOp,
        T::ColorArg1,
        T::ColorArg2,
        T::AlphaOp,
        T::AlphaArg1,
        T::AlphaArg2,
        T::BumpEnvMat00,
        T::BumpEnvMat01,
        T::BumpEnvMat10,
        T::BumpEnvMat11,
        T::TexCoordIndex,
        T::BumpEnvLScale,
        T::BumpEnvLOffset,
        T::TextureTransformFlags,
        T::ColorArg0,
        T::AlphaArg0,
        T::ResultArg,
        T::Constant,
    ]
};

/// The texture-stage states of a vertex state block ("Vertex Pipeline:
/// Texture State").
pub const VERTEX_TEXTURE_STAGE_STATES: &[TextureStageState] = &[
    TextureStageState::TexCoordIndex,
    TextureStageState::TextureTransformFlags,
];

/// The sampler states of a pixel state block ("Pixel Pipeline: Sampler
/// State"): all but `D3DSAMP_DMAPOFFSET`.
pub const PIXEL_SAMPLER_STATES: &[SamplerState] = {
    use SamplerState as S;
    &[
        S::AddressU,
        S::AddressV,
        S::AddressW,
        S::BorderColor,
        S::MagFilter,
        S::MinFilter,
        S::MipFilter,
        S::MipMapLodBias,
        S::MaxMipLevel,
        S::MaxAnisotropy,
        S::SrgbTexture,
        S::ElementIndex,
    ]
};

/// The sampler states of a vertex state block ("Vertex Pipeline: Sampler
/// State").
pub const VERTEX_SAMPLER_STATES: &[SamplerState] = &[SamplerState::DmapOffset];

/// The declaration entry: `SetFVF`'s code, or `SetVertexDeclaration`'s
/// declaration.
#[derive(Clone, Copy, Debug, PartialEq)]
enum DeclEntry {
    Fvf(u32),
    Declaration(Option<VertexDeclId>),
}

/// The states a block holds, each with its value.
#[derive(Clone, Debug, Default)]
pub(crate) struct Block {
    render: BTreeMap<RenderState, u32>,
    /// By (stage, state).
    stage_states: BTreeMap<(u32, TextureStageState), u32>,
    /// By (flat sampler index, state).
    sampler_states: BTreeMap<(usize, SamplerState), u32>,
    /// By flat sampler index.
    textures: BTreeMap<usize, Option<TextureId>>,
    /// By `D3DTRANSFORMSTATETYPE` value.
    transforms: BTreeMap<u32, Matrix>,
    lights: BTreeMap<u32, Light>,
    light_enables: BTreeMap<u32, bool>,
    material: Option<Material>,
    clip_planes: BTreeMap<u32, [f32; 4]>,
    viewport: Option<Option<Viewport>>,
    scissor: Option<Option<[u32; 4]>>,
    streams: BTreeMap<u32, Option<Stream>>,
    stream_freq: BTreeMap<u32, u32>,
    indices: Option<Option<IndexBufferId>>,
    declaration: Option<DeclEntry>,
    vertex_shader: Option<Option<VertexShaderId>>,
    pixel_shader: Option<Option<PixelShaderId>>,
    /// Constants by stage (0 vertex, 1 pixel) and register.
    constants_f: [BTreeMap<u32, [f32; 4]>; 2],
    constants_i: [BTreeMap<u32, [i32; 4]>; 2],
    constants_b: [BTreeMap<u32, bool>; 2],
    /// Made by `CreateStateBlock` (not recorded): its `Capture` keeps the
    /// stream offsets it had.
    created: bool,
}

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

/// The `SetTexture`/`SetSamplerState` index of flat sampler `flat`.
fn d3d_sampler(flat: usize) -> u32 {
    let pixel = ninebridge_types::PIXEL_SAMPLERS as usize;
    if flat < pixel {
        flat as u32
    } else {
        SamplerSlot::Vertex((flat - pixel) as u32).to_d3d()
    }
}

/// The flat index of `SetTexture`/`SetSamplerState` index `sampler`.
fn flat_sampler(sampler: u32) -> D3dResult<usize> {
    SamplerSlot::from_d3d(sampler)
        .and_then(flat_index)
        .ok_or_else(|| invalid!("sampler index {sampler} does not exist"))
}

/// Sorted keys in runs of consecutive registers.
fn runs<V: Copy>(map: &BTreeMap<u32, V>) -> Vec<(u32, Vec<V>)> {
    let mut out: Vec<(u32, Vec<V>)> = Vec::new();
    for (&k, &v) in map {
        match out.last_mut() {
            Some((start, values)) if *start + values.len() as u32 == k => values.push(v),
            _ => out.push((k, vec![v])),
        }
    }
    out
}

impl Device {
    /// Whether `BeginStateBlock` started a recording that `EndStateBlock`
    /// has not ended.
    pub fn is_recording_state_block(&self) -> bool {
        self.state_blocks.recording.is_some()
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
        let mut block = self.block_keys(ty);
        self.capture_into(&mut block);
        block.created = true;
        Ok(StateBlockId(self.state_blocks.table.insert(block)))
    }

    /// The keys of a block of type `ty` (values are filled by capture).
    fn block_keys(&self, ty: StateBlockType) -> Block {
        let s = &self.state;
        let mut b = Block::default();
        let (all, pixel, vertex) = match ty {
            StateBlockType::All => (true, true, true),
            StateBlockType::PixelState => (false, true, false),
            StateBlockType::VertexState => (false, false, true),
        };
        let render: &[RenderState] = if all { RenderState::ALL } else { &[] };
        let mut render_keys: Vec<RenderState> = render.to_vec();
        let mut stage_keys: Vec<TextureStageState> = Vec::new();
        let mut sampler_keys: Vec<SamplerState> = Vec::new();
        if all {
            stage_keys.extend_from_slice(TextureStageState::ALL);
            sampler_keys.extend_from_slice(SamplerState::ALL);
        }
        if pixel && !all {
            render_keys.extend_from_slice(PIXEL_RENDER_STATES);
            stage_keys.extend_from_slice(PIXEL_TEXTURE_STAGE_STATES);
            sampler_keys.extend_from_slice(PIXEL_SAMPLER_STATES);
        }
        if vertex && !all {
            render_keys.extend_from_slice(VERTEX_RENDER_STATES);
            stage_keys.extend_from_slice(VERTEX_TEXTURE_STAGE_STATES);
            sampler_keys.extend_from_slice(VERTEX_SAMPLER_STATES);
        }
        b.render = render_keys.into_iter().map(|r| (r, 0)).collect();
        for stage in 0..TEXTURE_STAGES {
            for &t in &stage_keys {
                b.stage_states.insert((stage, t), 0);
            }
        }
        for flat in 0..SAMPLER_STAGES {
            for &st in &sampler_keys {
                b.sampler_states.insert((flat, st), 0);
            }
        }
        if pixel {
            b.pixel_shader = Some(None);
            let c = &s.ps_constants;
            b.constants_f[1] = (0..c.count.0 as u32).map(|r| (r, [0.0; 4])).collect();
            b.constants_i[1] = (0..c.count.1 as u32).map(|r| (r, [0; 4])).collect();
            b.constants_b[1] = (0..c.count.2 as u32).map(|r| (r, false)).collect();
        }
        if vertex {
            for (&index, slot) in &s.lights {
                b.lights.insert(index, slot.light);
                b.light_enables.insert(index, slot.enabled);
            }
            b.vertex_shader = Some(None);
            let c = &s.vs_constants;
            b.constants_f[0] = (0..c.count.0 as u32).map(|r| (r, [0.0; 4])).collect();
            b.constants_i[0] = (0..c.count.1 as u32).map(|r| (r, [0; 4])).collect();
            b.constants_b[0] = (0..c.count.2 as u32).map(|r| (r, false)).collect();
            b.stream_freq = (0..MAX_STREAMS as u32).map(|i| (i, 1)).collect();
            b.declaration = Some(DeclEntry::Declaration(None));
        }
        if all {
            b.textures = (0..SAMPLER_STAGES).map(|i| (i, None)).collect();
            b.streams = (0..MAX_STREAMS as u32).map(|i| (i, None)).collect();
            b.indices = Some(None);
            b.viewport = Some(None);
            b.scissor = Some(None);
            b.material = Some(Material::default());
            b.clip_planes = (0..MAX_CLIP_PLANES as u32).map(|i| (i, [0.0; 4])).collect();
            b.transforms = (0..=511u32)
                .filter_map(TransformState::from_d3d)
                .map(|t| (t.to_d3d(), Matrix::IDENTITY))
                .collect();
        }
        b
    }

    /// Sets every value of `block` to the device's current one.
    fn capture_into(&self, b: &mut Block) {
        let s = &self.state;
        for (state, v) in &mut b.render {
            *v = s.render.get(*state);
        }
        for ((stage, state), v) in &mut b.stage_states {
            *v = s.stages[*stage as usize].get(*state);
        }
        for ((flat, state), v) in &mut b.sampler_states {
            *v = s.samplers[*flat].get(*state);
        }
        for (flat, v) in &mut b.textures {
            *v = s.textures[*flat];
        }
        for (t, v) in &mut b.transforms {
            if let Some(t) = TransformState::from_d3d(*t) {
                *v = s.transforms[t.index()];
            }
        }
        // A light the device no longer has keeps the block's value.
        for (index, v) in &mut b.lights {
            if let Some(slot) = s.lights.get(index) {
                *v = slot.light;
            }
        }
        for (index, v) in &mut b.light_enables {
            if let Some(slot) = s.lights.get(index) {
                *v = slot.enabled;
            }
        }
        if let Some(m) = &mut b.material {
            *m = s.material;
        }
        for (i, v) in &mut b.clip_planes {
            *v = s.clip_planes[*i as usize];
        }
        if let Some(v) = &mut b.viewport {
            *v = s.viewport;
        }
        if let Some(v) = &mut b.scissor {
            *v = s.scissor;
        }
        for (i, v) in &mut b.streams {
            *v = s.streams[*i as usize];
        }
        for (i, v) in &mut b.stream_freq {
            *v = s.stream_freq[*i as usize];
        }
        if let Some(v) = &mut b.indices {
            *v = s.indices;
        }
        if let Some(v) = &mut b.declaration {
            *v = if s.fvf != 0 {
                DeclEntry::Fvf(s.fvf)
            } else {
                DeclEntry::Declaration(s.declaration)
            };
        }
        if let Some(v) = &mut b.vertex_shader {
            *v = s.vertex_shader;
        }
        if let Some(v) = &mut b.pixel_shader {
            *v = s.pixel_shader;
        }
        for (stage, c) in [&s.vs_constants, &s.ps_constants].into_iter().enumerate() {
            for (r, v) in &mut b.constants_f[stage] {
                if let Some(x) = c.f.get(*r as usize) {
                    *v = *x;
                }
            }
            for (r, v) in &mut b.constants_i[stage] {
                if let Some(x) = c.i.get(*r as usize) {
                    *v = *x;
                }
            }
            for (r, v) in &mut b.constants_b[stage] {
                if let Some(x) = c.b.get(*r as usize) {
                    *v = *x;
                }
            }
        }
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
        self.state_blocks.recording = Some(Box::default());
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
        let mut block = std::mem::take(self.state_blocks.table.get_mut(id.0)?);
        let offsets: Vec<(u32, u32)> = block
            .streams
            .iter()
            .map(|(i, v)| (*i, v.map_or(0, |old| old.offset)))
            .collect();
        self.capture_into(&mut block);
        // Windows' Capture of a block made by CreateStateBlock takes each
        // stream's buffer and stride but keeps the block's offset (0 where
        // it had no buffer); recorded blocks take the offset too. Wine's
        // stateblock.c records both (SB_QUIRK_STREAM_OFFSET_NOT_UPDATED).
        if block.created {
            for (i, offset) in offsets {
                if let Some(Some(stream)) = block.streams.get_mut(&i) {
                    stream.offset = offset;
                }
            }
        }
        *self.state_blocks.table.get_mut(id.0)? = block;
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
        let b = self.state_blocks.table.get(id.0)?.clone();
        let mut failed = Vec::new();
        let mut check = |what: &str, r: D3dResult<()>| {
            if let Err(e) = r {
                failed.push(format!("{what}: {e}"));
            }
        };
        // A block holding no declaration leaves the device's alone: Windows
        // applies a captured NULL declaration as no change (Wine's
        // test_vdecl_apply).
        if let Some(d) = b.declaration {
            check(
                "declaration",
                match d {
                    DeclEntry::Fvf(bits) => self.set_fvf(ninebridge_types::Fvf::from_d3d(bits)),
                    DeclEntry::Declaration(None) => Ok(()),
                    DeclEntry::Declaration(decl) => self.set_vertex_declaration(decl),
                },
            );
        }
        if let Some(v) = b.vertex_shader {
            check("vertex shader", self.set_vertex_shader(v));
        }
        if let Some(p) = b.pixel_shader {
            check("pixel shader", self.set_pixel_shader(p));
        }
        for (stage, vertex) in [(0, true), (1, false)] {
            for (start, values) in runs(&b.constants_f[stage]) {
                let r = if vertex {
                    self.set_vertex_shader_constant_f(start, &values)
                } else {
                    self.set_pixel_shader_constant_f(start, &values)
                };
                check("float constants", r);
            }
            for (start, values) in runs(&b.constants_i[stage]) {
                let r = if vertex {
                    self.set_vertex_shader_constant_i(start, &values)
                } else {
                    self.set_pixel_shader_constant_i(start, &values)
                };
                check("integer constants", r);
            }
            for (start, values) in runs(&b.constants_b[stage]) {
                let r = if vertex {
                    self.set_vertex_shader_constant_b(start, &values)
                } else {
                    self.set_pixel_shader_constant_b(start, &values)
                };
                check("boolean constants", r);
            }
        }
        for (&state, &v) in &b.render {
            self.set_render_state(state, v);
        }
        for (&(stage, state), &v) in &b.stage_states {
            check(
                "texture stage state",
                self.set_texture_stage_state(stage, state, v),
            );
        }
        for (&(flat, state), &v) in &b.sampler_states {
            check(
                "sampler state",
                self.set_sampler_state(d3d_sampler(flat), state, v),
            );
        }
        for (&flat, &t) in &b.textures {
            check("texture", self.set_texture(d3d_sampler(flat), t));
        }
        for (&t, m) in &b.transforms {
            if let Some(t) = TransformState::from_d3d(t) {
                self.set_transform(t, m.m);
            }
        }
        for (&index, &light) in &b.lights {
            check("light", self.set_light(index, light));
        }
        for (&index, &enable) in &b.light_enables {
            self.light_enable(index, enable);
        }
        if let Some(m) = b.material {
            self.set_material(m);
        }
        for (&i, &plane) in &b.clip_planes {
            check("clip plane", self.set_clip_plane(i, plane));
        }
        for (&i, &stream) in &b.streams {
            let r = match stream {
                Some(s) => self.set_stream_source(i, Some(s.buffer), s.offset, s.stride),
                None => self.set_stream_source(i, None, 0, 0),
            };
            check("stream", r);
        }
        for (&i, &freq) in &b.stream_freq {
            check("stream frequency", self.set_stream_source_freq(i, freq));
        }
        if let Some(i) = b.indices {
            check("indices", self.set_indices(i));
        }
        match b.viewport {
            Some(Some(v)) => check("viewport", self.set_viewport(v)),
            // No viewport was ever set: the draw uses the whole target.
            Some(None) => {
                let s = &mut self.state;
                update(
                    &mut s.viewport,
                    None,
                    &mut s.dirty,
                    Dirty::RENDERER | Dirty::SHADERS,
                );
            }
            None => {}
        }
        match b.scissor {
            Some(Some(r)) => check("scissor rect", self.set_scissor_rect(r)),
            Some(None) => self.state.scissor = None,
            None => {}
        }
        for f in failed {
            tracing::warn!("state block apply skipped {f}");
        }
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

    // Recording: each setter calls its `record_*` instead of changing the
    // device while a block is being recorded. The checks are the setters'.

    pub(crate) fn record_render_state(&mut self, state: RenderState, value: u32) {
        if let Some(b) = self.recording() {
            b.render.insert(state, value);
        }
    }

    pub(crate) fn record_clip_plane(&mut self, index: u32, plane: [f32; 4]) -> D3dResult<()> {
        let slot = crate::state::clip_plane_slot(index) as u32;
        if let Some(b) = self.recording() {
            b.clip_planes.insert(slot, plane);
        }
        Ok(())
    }

    pub(crate) fn record_transform(&mut self, state: TransformState, m: [[f32; 4]; 4]) {
        if let Some(b) = self.recording() {
            b.transforms.insert(state.to_d3d(), Matrix { m });
        }
    }

    pub(crate) fn record_texture_stage_state(
        &mut self,
        stage: u32,
        state: TextureStageState,
        value: u32,
    ) -> D3dResult<()> {
        if stage >= TEXTURE_STAGES {
            return Err(invalid!("texture stage {stage} >= {TEXTURE_STAGES}"));
        }
        if let Some(b) = self.recording() {
            b.stage_states.insert((stage, state), value);
        }
        Ok(())
    }

    pub(crate) fn record_light(&mut self, index: u32, light: Light) -> D3dResult<()> {
        if light.range < 0.0 {
            return Err(invalid!(
                "light {index} has a negative range {}",
                light.range
            ));
        }
        if let Some(b) = self.recording() {
            b.lights.insert(index, light);
        }
        Ok(())
    }

    pub(crate) fn record_light_enable(&mut self, index: u32, enable: bool) {
        if let Some(b) = self.recording() {
            b.light_enables.insert(index, enable);
        }
    }

    pub(crate) fn record_material(&mut self, material: Material) {
        if let Some(b) = self.recording() {
            b.material = Some(material);
        }
    }

    /// Constants into the register map `map` picks, checked against the
    /// `count` registers the setters reach.
    fn record_constants<V: Copy>(
        &mut self,
        start: u32,
        data: &[V],
        count: usize,
        what: &str,
        map: impl FnOnce(&mut Block) -> &mut BTreeMap<u32, V>,
    ) -> D3dResult<()> {
        let end = (start as usize).checked_add(data.len());
        if end.is_none_or(|e| e > count) {
            return Err(invalid!(
                "{what} constants {start}..+{} past the last register {}",
                data.len(),
                count.saturating_sub(1)
            ));
        }
        if let Some(b) = self.recording() {
            let regs = map(b);
            for (i, v) in data.iter().enumerate() {
                regs.insert(start + i as u32, *v);
            }
        }
        Ok(())
    }

    pub(crate) fn record_constants_f(
        &mut self,
        vertex: bool,
        start: u32,
        data: &[[f32; 4]],
    ) -> D3dResult<()> {
        let (stage, count) = self.constant_files(vertex);
        self.record_constants(start, data, count.0, "float", |b| &mut b.constants_f[stage])
    }

    pub(crate) fn record_constants_i(
        &mut self,
        vertex: bool,
        start: u32,
        data: &[[i32; 4]],
    ) -> D3dResult<()> {
        let (stage, count) = self.constant_files(vertex);
        self.record_constants(start, data, count.1, "int", |b| &mut b.constants_i[stage])
    }

    pub(crate) fn record_constants_b(
        &mut self,
        vertex: bool,
        start: u32,
        data: &[bool],
    ) -> D3dResult<()> {
        let (stage, count) = self.constant_files(vertex);
        self.record_constants(start, data, count.2, "bool", |b| &mut b.constants_b[stage])
    }

    fn constant_files(&self, vertex: bool) -> (usize, (usize, usize, usize)) {
        if vertex {
            (0, self.state.vs_constants.count)
        } else {
            (1, self.state.ps_constants.count)
        }
    }

    pub(crate) fn record_vertex_shader(&mut self, shader: Option<VertexShaderId>) -> D3dResult<()> {
        if let Some(s) = shader {
            self.shaders.vertex.get(s.0)?;
        }
        if let Some(b) = self.recording() {
            b.vertex_shader = Some(shader);
        }
        Ok(())
    }

    pub(crate) fn record_pixel_shader(&mut self, shader: Option<PixelShaderId>) -> D3dResult<()> {
        if let Some(s) = shader {
            self.shaders.pixel.get(s.0)?;
        }
        if let Some(b) = self.recording() {
            b.pixel_shader = Some(shader);
        }
        Ok(())
    }

    pub(crate) fn record_stream_source(
        &mut self,
        stream: u32,
        buffer: Option<crate::VertexBufferId>,
        offset: u32,
        stride: u32,
    ) -> D3dResult<()> {
        if stream as usize >= MAX_STREAMS {
            return Err(invalid!("stream {stream} >= {MAX_STREAMS}"));
        }
        let value = match buffer {
            Some(b) => {
                self.resources.vertex_buffers.get(b.0)?;
                if offset % 4 != 0 {
                    return Err(not_available!(
                        "stream offset {offset} is not a multiple of 4"
                    ));
                }
                Some(Stream {
                    buffer: b,
                    offset,
                    stride,
                })
            }
            None => None,
        };
        if let Some(b) = self.recording() {
            b.streams.insert(stream, value);
        }
        Ok(())
    }

    pub(crate) fn record_stream_source_freq(&mut self, stream: u32, setting: u32) -> D3dResult<()> {
        if stream as usize >= MAX_STREAMS {
            return Err(invalid!("stream {stream} does not exist"));
        }
        if setting & STREAMSOURCE_INDEXEDDATA != 0 && setting & STREAMSOURCE_INSTANCEDATA != 0 {
            return Err(invalid!(
                "stream frequency {setting:#x} is both INDEXEDDATA and INSTANCEDATA"
            ));
        }
        if setting & STREAMSOURCE_INSTANCEDATA != 0 && stream == 0 {
            return Err(invalid!("stream 0 cannot hold instance data"));
        }
        if setting == 0 {
            return Err(invalid!("stream frequency 0"));
        }
        if let Some(b) = self.recording() {
            b.stream_freq.insert(stream, setting);
        }
        Ok(())
    }

    pub(crate) fn record_indices(&mut self, buffer: Option<IndexBufferId>) -> D3dResult<()> {
        if let Some(b) = buffer {
            self.resources.index_buffers.get(b.0)?;
        }
        if let Some(b) = self.recording() {
            b.indices = Some(buffer);
        }
        Ok(())
    }

    pub(crate) fn record_vertex_declaration(
        &mut self,
        decl: Option<VertexDeclId>,
    ) -> D3dResult<()> {
        if let Some(d) = decl {
            self.resources.declarations.get(d.0)?;
        }
        if let Some(b) = self.recording() {
            b.declaration = Some(DeclEntry::Declaration(decl));
        }
        Ok(())
    }

    pub(crate) fn record_fvf(&mut self, fvf: ninebridge_types::Fvf) -> D3dResult<()> {
        let bits = fvf.to_d3d();
        if bits == 0 {
            return Ok(());
        }
        crate::fvf::fvf_declaration(fvf)?;
        if let Some(b) = self.recording() {
            b.declaration = Some(DeclEntry::Fvf(bits));
        }
        Ok(())
    }

    pub(crate) fn record_texture(
        &mut self,
        sampler: u32,
        texture: Option<TextureId>,
    ) -> D3dResult<()> {
        let flat = flat_sampler(sampler)?;
        if let Some(t) = texture {
            let tex = self.resources.textures.get(t.0)?;
            if matches!(
                tex.pool,
                ninebridge_types::Pool::SystemMem | ninebridge_types::Pool::Scratch
            ) {
                return Err(invalid!(
                    "texture {} is in {:?} memory, which the device cannot sample",
                    t.0,
                    tex.pool
                ));
            }
        }
        if let Some(b) = self.recording() {
            b.textures.insert(flat, texture);
        }
        Ok(())
    }

    pub(crate) fn record_sampler_state(
        &mut self,
        sampler: u32,
        state: SamplerState,
        value: u32,
    ) -> D3dResult<()> {
        let flat = flat_sampler(sampler)?;
        if let Some(b) = self.recording() {
            b.sampler_states.insert((flat, state), value);
        }
        Ok(())
    }

    pub(crate) fn record_viewport(&mut self, viewport: Viewport) -> D3dResult<()> {
        if viewport.width == 0
            || viewport.height == 0
            || !viewport.min_z.is_finite()
            || !viewport.max_z.is_finite()
        {
            return Err(invalid!(
                "viewport {viewport:?} is empty or has a non-finite depth bound"
            ));
        }
        if let Some(b) = self.recording() {
            b.viewport = Some(Some(viewport));
        }
        Ok(())
    }

    pub(crate) fn record_scissor_rect(&mut self, rect: [u32; 4]) -> D3dResult<()> {
        if rect[0] > rect[2] || rect[1] > rect[3] {
            return Err(invalid!("scissor rect {rect:?} is inverted"));
        }
        if let Some(b) = self.recording() {
            b.scissor = Some(Some(rect));
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn shared_states_are_in_both_lists() {
        // D3DSTATEBLOCKTYPE's remarks: FOGDENSITY, FOGSTART, FOGEND,
        // TEXCOORDINDEX and TEXTURETRANSFORMFLAGS are both vertex and
        // pixel state.
        for r in [
            RenderState::FogDensity,
            RenderState::FogStart,
            RenderState::FogEnd,
        ] {
            assert!(PIXEL_RENDER_STATES.contains(&r) && VERTEX_RENDER_STATES.contains(&r));
        }
        for t in [
            TextureStageState::TexCoordIndex,
            TextureStageState::TextureTransformFlags,
        ] {
            assert!(PIXEL_TEXTURE_STAGE_STATES.contains(&t));
            assert!(VERTEX_TEXTURE_STAGE_STATES.contains(&t));
        }
        assert!(!PIXEL_RENDER_STATES.contains(&RenderState::Lighting));
        assert!(!VERTEX_RENDER_STATES.contains(&RenderState::AlphaBlendEnable));
    }

    #[test]
    fn runs_group_consecutive_registers() {
        let m: BTreeMap<u32, u8> = [(0, 1), (1, 2), (5, 3), (6, 4), (9, 5)].into();
        assert_eq!(
            runs(&m),
            vec![(0, vec![1, 2]), (5, vec![3, 4]), (9, vec![5])]
        );
    }

    #[test]
    fn sampler_indices_round_trip() {
        for flat in 0..SAMPLER_STAGES {
            assert_eq!(flat_sampler(d3d_sampler(flat)).unwrap(), flat);
        }
    }
}
