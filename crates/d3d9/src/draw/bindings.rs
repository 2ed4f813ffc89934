//! Bind groups of a draw, following the binding contract
//! (`docs/binding-interface.md`): the D3D constants and renderer block as
//! uniform windows of the ring at dynamic offsets, and the texture view and
//! sampler of each stage (a 1x1 dummy texture for stages without one).
//! Bind groups name only the ring, views and samplers, so they are cached
//! by those and a draw that changes only constants makes none.

use ninebridge_gpu::wgpu;

use super::resolve::{DIRECT_SLOTS, GroupBinding, SerialGroup, StagePart};
use super::viewport::{ViewportBlock, adjust_plane};
use crate::FastMap;
use crate::convert::{BorderMode, resolve_sampler};
use crate::error::{D3dResult, invalid, not_available};
use crate::pipeline::{BindingKind, ConstantsRead, UsedBinding};
use crate::renderer::Renderer;
use crate::resource::TextureKind;
use crate::resource::{Resources, Texture, TextureId};
use crate::state::Dirty;
use crate::state::State;
use ninebridge_texcache::{CacheId, TextureCache, WgpuBackend};
use ninebridge_types::{PIXEL_SAMPLERS, RenderState, d3dcolor_to_rgba};

/// Bind groups kept before the cache starts over.
const BIND_GROUP_CACHE_LIMIT: usize = 4096;

/// Bytes of a renderer block (`docs/binding-interface.md`).
const RENDERER_BLOCK: usize = ninebridge_translate::interface::PIXEL_RENDERER_FULL_SIZE as usize;
/// The renderer block in 32-bit words.
const RENDERER_WORDS: usize = RENDERER_BLOCK / 4;
/// Groups a bind group remembers by textures before it starts over.
const TEXTURE_MEMO_LIMIT: usize = 256;

/// Renderer blocks kept before that cache starts over.
const RENDERER_CACHE_LIMIT: usize = 1024;

/// What one binding of a bind group names: a uniform block of the ring
/// (its size; the offset is dynamic), a texture view or a sampler.
enum GroupResource {
    Uniform(u64),
    /// The renderer block of a stage (0 vertex, 1 pixel).
    Renderer(usize),
    View(wgpu::TextureView),
    Sampler(wgpu::Sampler),
}

/// Marks a stage without a texture in a bind group key.
const NO_TEXTURE: u64 = u64::MAX;

/// Bind groups by what they name, and the stand-in resources draws bind.
#[derive(Debug, Default)]
pub(crate) struct BindingCache {
    /// By an exact key of numbers: the layout's id, then per binding the
    /// uniform window's size, the texture handle (which names one GPU
    /// texture forever) with its sRGB and dimension, or the sampler stage's
    /// raw states. Building it costs no allocation and no reference counts,
    /// which matters because most draws change a texture.
    pub(crate) groups: FastMap<Vec<u64>, SerialGroup>,
    /// The last number given to a bind group ([`SerialGroup`]).
    group_serial: u64,
    /// The key being built (its allocation is reused).
    key: Vec<u64>,
    /// Renderer blocks by content: a number naming it in group keys and an
    /// immutable buffer holding it.
    renderer_blocks: FastMap<[u32; RENDERER_WORDS], (u64, wgpu::Buffer)>,
    next_renderer_id: u64,
    /// 1x1 (0, 0, 0, 1) textures for sampler stages without a texture.
    pub(crate) dummies: FastMap<TextureKind, wgpu::TextureView>,
    /// 16 zero bytes feeding shader inputs the declaration lacks.
    pub(crate) zero_vertex: Option<wgpu::Buffer>,
    /// Depth attachments by size for depth-writing pixel shaders drawn
    /// without a depth-stencil surface.
    pub(crate) scratch_depth: FastMap<(u32, u32), wgpu::TextureView>,
    /// Advanced whenever a texture handle comes to name another view
    /// (`SetLOD`, a new texture cache): groups remembered before name the
    /// old one.
    pub(super) view_epoch: u64,
}

impl BindingCache {
    /// Forgets every bind group: a texture handle now names another view.
    pub(crate) fn forget_views(&mut self) {
        self.groups.clear();
        self.view_epoch += 1;
    }
}

/// A renderer block's words, built on the stack.
struct Block {
    words: [u32; RENDERER_WORDS],
    len: usize,
}

impl Block {
    fn new() -> Self {
        Block {
            words: [0; RENDERER_WORDS],
            len: 0,
        }
    }

    fn push(&mut self, words: &[u32]) {
        self.words[self.len..self.len + words.len()].copy_from_slice(words);
        self.len += words.len();
    }

    fn push_f(&mut self, v: &[f32]) {
        for f in v {
            self.push(&[f.to_bits()]);
        }
    }
}

/// What bind groups read of the front: the state, the resources and the
/// texture cache (whose entries name the GPU copies of cache-routed
/// textures).
#[derive(Clone, Copy)]
pub(crate) struct Sources<'a> {
    pub(crate) state: &'a State,
    pub(crate) resources: &'a Resources,
    pub(crate) texcache: &'a TextureCache<WgpuBackend>,
}

impl Renderer {
    /// The number of the sampler of flat sampler stage `flat` (see
    /// [`Renderer::sampler`]), without taking a reference to it.
    fn sampler_id(&mut self, src: Sources<'_>, flat: usize) -> D3dResult<u64> {
        match self.samplers.stages.get(flat) {
            Some(Some((id, _))) => Ok(*id),
            _ => Ok(self.sampler(src, flat)?.0),
        }
    }

    /// The sampler of flat sampler stage `flat` and its number: the
    /// stage's own until its states change, else from the cache or created.
    fn sampler(&mut self, src: Sources<'_>, flat: usize) -> D3dResult<(u64, wgpu::Sampler)> {
        if let Some(Some(s)) = self.samplers.stages.get(flat) {
            return Ok(s.clone());
        }
        let states = src
            .state
            .samplers()
            .get(flat)
            .ok_or_else(|| invalid!("sampler stage {flat} does not exist"))?;
        let resolved =
            resolve_sampler(states, self.sampler_context(src.state, src.resources, flat))?;
        let entry = self.samplers.get_or_create(&self.gpu, resolved)?;
        self.samplers.stages[flat] = Some(entry.clone());
        Ok(entry)
    }

    /// The alpha test's quantisation for render target 0: fixed-point
    /// targets store alpha in 8 bits or fewer and D3D9 compares that stored
    /// value with `ALPHAREF` (255), float targets compare the shader's
    /// alpha itself (0).
    fn alpha_test_scale(&self, src: Sources<'_>) -> f32 {
        use wgpu::TextureFormat as F;
        let format = src.state.render_targets()[0]
            .and_then(|id| src.resources.surfaces.get(id.0).ok())
            .map(|s| s.texture.format());
        match format {
            Some(
                F::R16Float
                | F::Rg16Float
                | F::Rgba16Float
                | F::R32Float
                | F::Rg32Float
                | F::Rgba32Float
                | F::Rg11b10Ufloat,
            ) => 0.0,
            _ => 255.0,
        }
    }

    /// The renderer block of shader stage `stage` (0 vertex, 1 pixel):
    /// vertex: position adjustment, clip planes, point size and clamps,
    /// D3D9's viewport (`viewport.rs`), the emulated borders of the vertex
    /// texture stages;
    /// pixel: fog, alpha reference, fog mode, projection shape and the
    /// alpha test's quantisation, `MIPMAPLODBIAS` of the 16 stages, then
    /// what the fixed-function stages read (texture factor, per-stage
    /// constants, bump environment of stages 4..7), then the border values
    /// and axes of the stages whose border the shader emulates (zeros for
    /// the others, so equal blocks stay equal): 1024 bytes, which serve
    /// translated shaders (they declare the first 240, and the border
    /// part when they emulate one) and fixed-function modules alike.
    fn renderer_block(&self, src: Sources<'_>, stage: usize, viewport: ViewportBlock) -> Block {
        let rs = src.state.render();
        let mut out = Block::new();
        if stage == 0 {
            // D3D9 samples pixel (i, j) at window (i, j), wgpu at (i + 0.5,
            // j + 0.5): the draw's viewport is moved half a pixel right and
            // down instead (see `draw`), so the adjustment moves nothing for
            // that. Moving the geometry in the shader by (+1/w, -1/h) would
            // do the same but push it across the clip volume's edges, and
            // clipping it there costs precision (table fog on lavapipe). It
            // scales and moves the geometry only for a viewport clamped to
            // the target (zero otherwise).
            out.push_f(&viewport.adjust);
            // The enabled clip planes, packed (the linked shader reads the
            // first n) and given for the adjusted position, then the point
            // size and its clamps, then D3D9's viewport in pixels (width,
            // height, x, y): values the modules never bake in.
            // The first n planes are the enabled ones, the rest zeros.
            let (planes, _) = self.enabled_clip_planes(src.state, src.resources);
            for plane in &planes {
                out.push_f(&adjust_plane(*plane, viewport.adjust));
            }
            out.push_f(&[
                rs.float(RenderState::PointSize),
                rs.float(RenderState::PointSizeMin),
                rs.float(RenderState::PointSizeMax),
                0.0,
            ]);
            out.push_f(&viewport.viewport);
            // The vertex texture stages' emulated borders.
            let base = PIXEL_SAMPLERS as usize;
            push_borders(
                &mut out,
                &std::array::from_fn::<_, 4, _>(|k| {
                    self.border_mode(src.state, src.resources, base + k)
                }),
            );
            return out;
        }
        out.push_f(&d3dcolor_to_rgba(rs.get(RenderState::FogColor)));
        out.push_f(&[
            rs.float(RenderState::FogStart),
            rs.float(RenderState::FogEnd),
            rs.float(RenderState::FogDensity),
            0.0,
        ]);
        // The bump-environment matrices and luminance of stages 0..3
        // (`texbem`, `texbeml`, `bem`).
        push_bump_environment(&mut out, &src.state.stages()[..4]);
        out.push_f(&[(rs.get(RenderState::AlphaRef) & 0xff) as f32 / 255.0]);
        let fog_mode = match rs.get(RenderState::FogTableMode) {
            m @ 0..=3 => m,
            _ => 0,
        };
        out.push(&[fog_mode, u32::from(!src.state.projection_is_ortho())]);
        out.push_f(&[self.alpha_test_scale(src)]);
        let bias: [f32; 16] = std::array::from_fn(|k| {
            src.state.samplers()[k].float(ninebridge_types::SamplerState::MipMapLodBias)
        });
        out.push_f(&bias);
        // What the fixed-function texture stages read: the texture factor,
        // each stage's constant, the bump environment of stages 4..7.
        out.push_f(&d3dcolor_to_rgba(rs.get(RenderState::TextureFactor)));
        for st in src.state.stages() {
            out.push_f(&d3dcolor_to_rgba(
                st.get(ninebridge_types::TextureStageState::Constant),
            ));
        }
        push_bump_environment(&mut out, &src.state.stages()[4..8]);
        let modes: [BorderMode; PIXEL_SAMPLERS as usize] =
            std::array::from_fn(|k| self.border_mode(src.state, src.resources, k));
        push_borders(&mut out, &modes);
        out
    }

    /// The immutable buffer holding renderer block `block`, and its number.
    fn renderer_buffer(&mut self, block: &Block) -> D3dResult<(u64, wgpu::Buffer)> {
        let cache = &mut self.bindings.renderer_blocks;
        if let Some((id, buffer)) = cache.get(&block.words) {
            return Ok((*id, buffer.clone()));
        }
        let buffer = self.gpu.scoped("create_buffer", |d| {
            d.create_buffer(&wgpu::BufferDescriptor {
                label: Some("d3d9 renderer block"),
                size: RENDERER_BLOCK as u64,
                usage: wgpu::BufferUsages::UNIFORM | wgpu::BufferUsages::COPY_DST,
                mapped_at_creation: false,
            })
        })?;
        // A new buffer, never written again: the queue's write lands before
        // the next submission, the first that can read it.
        self.gpu
            .queue()
            .write_buffer(&buffer, 0, bytemuck::cast_slice(&block.words));
        if cache.len() >= RENDERER_CACHE_LIMIT {
            // Groups naming the old buffers keep them alive as needed.
            cache.clear();
        }
        let id = self.bindings.next_renderer_id;
        self.bindings.next_renderer_id += 1;
        self.bindings
            .renderer_blocks
            .insert(block.words, (id, buffer.clone()));
        Ok((id, buffer))
    }

    /// Brings a bind group of a draw up to date: each stage's
    /// renderer block when its values changed; the group itself when
    /// `fresh` (a new resolution), or its stages' samplers, renderer blocks
    /// or textures changed (a texture change alone is looked up by the
    /// textures' handles first); and each stage's constants block when
    /// `fresh`, its values changed, or its ring batch has been submitted.
    pub(super) fn update_group(
        &mut self,
        src: Sources<'_>,
        binding: &mut GroupBinding,
        reads: (ConstantsRead, ConstantsRead),
        fresh: bool,
        viewport: ViewportBlock,
    ) -> D3dResult<()> {
        let dirty = src.state.dirty();
        let mut rebuild =
            fresh || binding.group.is_none() || dirty.intersects(binding.dirty_of(Dirty::samplers));
        let mut renderers: [Option<wgpu::Buffer>; 2] = [None, None];
        for (stage, renderer) in renderers.iter_mut().enumerate() {
            let part = &mut binding.stages[stage];
            if part.uses_renderer
                && (rebuild || part.renderer.is_none() || dirty.intersects(Dirty::RENDERER))
            {
                let block = self.renderer_block(src, stage, viewport);
                let (id, buffer) = self.renderer_buffer(&block)?;
                if part.renderer != Some(id) {
                    part.renderer = Some(id);
                    rebuild = true;
                }
                *renderer = Some(buffer);
            }
        }
        if rebuild || binding.view_epoch != self.bindings.view_epoch {
            binding.by_textures.clear();
            binding.by_texture.clear();
            binding.view_epoch = self.bindings.view_epoch;
        }
        if rebuild || dirty.intersects(binding.dirty_of(Dirty::resources)) {
            // One sampled stage with a texture: its group by the handle's
            // slot number (the words `texture_words` would give).
            let single = (binding.sampled.count_ones() == 1)
                .then(|| {
                    src.state
                        .textures()
                        .get(binding.sampled.trailing_zeros() as usize)
                })
                .flatten()
                .copied()
                .flatten()
                .filter(|t| (t.0 as u32 as usize) < DIRECT_SLOTS);
            if let Some(texture) = single {
                let (slot, word) = (
                    texture.0 as u32 as usize,
                    self.cached_key_word(src, texture),
                );
                match binding.by_texture.get(slot) {
                    Some(Some((handle, known, bg))) if *handle == texture.0 && *known == word => {
                        binding.group = Some(bg.clone());
                    }
                    _ => {
                        let bg = self.build_group(src, binding, renderers, viewport)?;
                        if binding.by_texture.len() <= slot {
                            binding.by_texture.resize(slot + 1, None);
                        }
                        binding.by_texture[slot] = Some((texture.0, word, bg.clone()));
                        binding.group = Some(bg);
                    }
                }
                return self.update_constants(src, binding, reads, fresh, viewport);
            }
            let (words, n) = self.texture_words(src, &binding.used);
            let words = &words[..n];
            let signature = words.iter().fold(0xcbf2_9ce4_8422_2325u64, |h, w| {
                (h ^ w).wrapping_mul(0x1000_0000_01b3)
            });
            match binding.by_textures.get(&signature) {
                Some((known, bg)) if known.as_slice() == words => {
                    binding.group = Some(bg.clone());
                }
                _ => {
                    let bg = self.build_group(src, binding, renderers, viewport)?;
                    if binding.by_textures.len() >= TEXTURE_MEMO_LIMIT {
                        binding.by_textures.clear();
                    }
                    binding
                        .by_textures
                        .insert(signature, (words.to_vec(), bg.clone()));
                    binding.group = Some(bg);
                }
            }
        }
        self.update_constants(src, binding, reads, fresh, viewport)
    }

    /// The bind group for the current resources of `binding` (each
    /// stage's renderer block's buffer in `renderers` when the caller has
    /// it).
    fn build_group(
        &mut self,
        src: Sources<'_>,
        binding: &GroupBinding,
        mut renderers: [Option<wgpu::Buffer>; 2],
        viewport: ViewportBlock,
    ) -> D3dResult<SerialGroup> {
        for (stage, renderer) in renderers.iter_mut().enumerate() {
            if renderer.is_none() && binding.stages[stage].renderer.is_some() {
                let block = self.renderer_block(src, stage, viewport);
                *renderer = Some(self.renderer_buffer(&block)?.1);
            }
        }
        self.bind_group(src, binding, &renderers)
    }

    /// Writes each stage's constants block to the ring when `fresh`, its
    /// values changed, or its ring batch has been submitted. The
    /// fixed-function vertex stage's block is computed from the state (its
    /// values also change with the renderer-block states: viewport, fog,
    /// point and ambient).
    fn update_constants(
        &mut self,
        src: Sources<'_>,
        binding: &mut GroupBinding,
        reads: (ConstantsRead, ConstantsRead),
        fresh: bool,
        viewport: ViewportBlock,
    ) -> D3dResult<()> {
        if binding.dynamic == 0 {
            return Ok(());
        }
        let batch = self.ring_batch();
        let stale = fresh || binding.batch != Some(batch);
        let pixel_sampled = binding.sampled & ((1u32 << PIXEL_SAMPLERS) - 1);
        for stage in 0..2 {
            if binding.stages[stage].uses_constants {
                let slot = binding.offset_slot(stage);
                let part = &mut binding.stages[stage];
                let sampled = (stage == 1).then_some(pixel_sampled);
                if let Some(offset) = self.update_stage_constants(
                    src,
                    (stage, sampled),
                    part,
                    reads,
                    stale,
                    viewport,
                )? {
                    binding.offsets[slot] = offset;
                }
            }
        }
        binding.batch = Some(batch);
        Ok(())
    }

    /// Writes `stage`'s constants block to the ring when `stale` or its
    /// values changed, and gives its new offset; `sampled`: the pixel
    /// stage's sampled stages, a bit each.
    fn update_stage_constants(
        &mut self,
        src: Sources<'_>,
        (stage, sampled): (usize, Option<u32>),
        part: &mut StagePart,
        reads: (ConstantsRead, ConstantsRead),
        stale: bool,
        viewport: ViewportBlock,
    ) -> D3dResult<Option<u32>> {
        // The fixed-function vertex stage's registers follow the
        // renderer-block states too: written on a path of their own, so
        // that the common one stays short.
        if let (0, ConstantsRead::FixedFunction { world_matrices }) = (stage, reads.0) {
            if !(stale
                || src
                    .state
                    .dirty()
                    .intersects(Dirty::VS_CONSTANTS | Dirty::RENDERER))
            {
                return Ok(None);
            }
            return self
                .write_ff_constants(src, world_matrices, viewport)
                .map(Some);
        }
        // Resolution scaling: the pixel constants that are texel offsets of
        // a scaled texture the draw samples are rescaled as written.
        let scaled = match sampled {
            Some(sampled) => self.scaled_samples(src, sampled),
            None => Vec::new(),
        };
        let offsets_key = super::texel_offsets::samples_key(&scaled);
        let rewrite = offsets_key != part.offsets_key;
        part.offsets_key = offsets_key;
        if !(stale || rewrite || src.state.dirty().intersects(Dirty::constants(stage))) {
            return Ok(None);
        }
        let (constants, read) = if stage == 0 {
            (src.state.vs_constants(), reads.0)
        } else {
            (src.state.ps_constants(), reads.1)
        };
        let offset = self.ring_write(constants.block_size(), constants.read_len(read), |out| {
            constants.write_read(read, out)
        })?;
        if !scaled.is_empty() {
            self.rescale_written(offset, constants.float_bytes(read), &scaled);
        }
        Ok(Some(offset as u32))
    }

    /// Writes the fixed-function vertex stage's registers to the ring.
    #[cold]
    fn write_ff_constants(
        &self,
        src: Sources<'_>,
        world_matrices: u8,
        viewport: ViewportBlock,
    ) -> D3dResult<u32> {
        let mut block = [0u8; crate::shader::FF_VERTEX_CONSTANTS_LEN];
        let block = &mut block[..crate::shader::ff_vertex_constants_len(world_matrices)];
        self.write_ff_vertex_constants(src.state, viewport.viewport[1], block);
        let offset = self.ring_write(vertex_uniform_block_size(), block.len(), |out| {
            out.copy_from_slice(block)
        })?;
        Ok(offset as u32)
    }

    /// Rescales the texel offsets among the first `floats` bytes of the
    /// block just written at ring offset `offset`, for the scaled textures
    /// `scaled` (`texel_offsets.rs`).
    #[cold]
    fn rescale_written(
        &mut self,
        offset: u64,
        floats: usize,
        scaled: &super::texel_offsets::ScaledSamples,
    ) {
        let rescaled = self.ring_rewrite(offset, floats, |out| {
            super::texel_offsets::rescale_offsets(bytemuck::cast_slice_mut(out), scaled)
        });
        if let Some(rescaled) = rescaled.filter(|&n| n > 0) {
            self.scaling.count(|c| {
                c.rescaled_constants += rescaled;
                c.rescaled_draws += 1;
            });
        }
    }

    /// The scaled textures bound to the flat sampler stages `sampled` (a
    /// bit each), when the rule of `texel_offsets.rs` is on.
    fn scaled_samples(
        &self,
        src: Sources<'_>,
        sampled: u32,
    ) -> super::texel_offsets::ScaledSamples {
        let mut out = Vec::new();
        if !self.scaling.settings.rescale_offsets || !self.scaling.settings.is_active() {
            return out;
        }
        for stage in 0..32usize {
            if sampled & (1 << stage) == 0 {
                continue;
            }
            let texture = src.state.textures().get(stage).copied().flatten();
            if let Some(t) = texture.and_then(|t| src.resources.textures.get(t.0).ok()) {
                if t.scale != crate::enhance::scale::UNSCALED {
                    out.push(((t.width, t.height), t.scale));
                }
            }
        }
        out
    }

    /// The handles of the textures bound to the stages `used` samples
    /// ([`NO_TEXTURE`] for an empty stage), each followed by its
    /// texture-cache entry (which names the GPU copy a cache-routed texture
    /// is drawn from), and how many words that is.
    fn texture_words(&self, src: Sources<'_>, used: &[UsedBinding]) -> ([u64; 40], usize) {
        let mut words = [0u64; 40];
        let mut n = 0;
        for b in used {
            if let (BindingKind::Texture(..), Some(stage)) = (b.kind, b.flat_stage()) {
                if n + 2 <= words.len() {
                    let texture = src.state.textures().get(stage).copied().flatten();
                    words[n] = texture.map_or(NO_TEXTURE, |t| t.0);
                    words[n + 1] = texture.map_or(0, |t| self.cached_key_word(src, t));
                    n += 2;
                }
            }
        }
        (words, n)
    }

    /// The exact cache key of a bind group for the bindings `used` of the
    /// layout numbered `layout_id` with the stages' renderer blocks
    /// `renderers`, built into `self.bindings.key`.
    fn group_key(
        &mut self,
        src: Sources<'_>,
        used: &[UsedBinding],
        layout_id: u64,
        renderers: [Option<u64>; 2],
    ) -> D3dResult<()> {
        let mut key = std::mem::take(&mut self.bindings.key);
        key.clear();
        key.push(layout_id);
        let result = self.push_group_key(src, &mut key, used, renderers);
        self.bindings.key = key;
        result
    }

    /// Pushes the words of `used`'s resources to `key`.
    fn push_group_key(
        &mut self,
        src: Sources<'_>,
        key: &mut Vec<u64>,
        used: &[UsedBinding],
        renderers: [Option<u64>; 2],
    ) -> D3dResult<()> {
        for b in used {
            let (stage, n) = b.stage_binding();
            match (b.kind, n, b.flat_stage()) {
                (BindingKind::Uniform, 1, _) => key.push(renderers[stage].unwrap_or(u64::MAX)),
                (BindingKind::Uniform | BindingKind::Storage, _, _) => {
                    key.push(u64::from(b.binding))
                }
                (BindingKind::Texture(dim, _), _, Some(flat)) => {
                    let texture = src.state.textures().get(flat).copied().flatten();
                    key.push(texture.map_or(NO_TEXTURE, |t| t.0));
                    key.push(texture.map_or(0, |t| self.cached_key_word(src, t)));
                    let srgb = src.state.samplers().get(flat).is_some_and(srgb_read);
                    key.push(u64::from(srgb) | (dim as u64) << 1);
                }
                (BindingKind::Sampler(_), _, Some(flat)) => {
                    key.push(self.sampler_id(src, flat)?);
                }
                (kind, _, None) => {
                    return Err(invalid!(
                        "shader binding {} of kind {kind:?} is outside the binding contract",
                        b.binding
                    ));
                }
            }
        }
        Ok(())
    }

    /// The bind group naming the current stages' resources for
    /// `binding`'s bindings (`renderers`: each stage's renderer block), from
    /// the cache or created.
    fn bind_group(
        &mut self,
        src: Sources<'_>,
        binding: &GroupBinding,
        renderers: &[Option<wgpu::Buffer>; 2],
    ) -> D3dResult<SerialGroup> {
        let (layout, layout_id) = (&binding.layout.0, binding.layout.1);
        let used = binding.used.as_slice();
        let renderer_ids = [binding.stages[0].renderer, binding.stages[1].renderer];
        self.group_key(src, used, layout_id, renderer_ids)?;
        if let Some(bg) = self.bindings.groups.get(self.bindings.key.as_slice()) {
            return Ok(bg.clone());
        }
        let key = self.bindings.key.clone();
        let mut resources = Vec::with_capacity(used.len());
        for b in used {
            let (stage, n) = b.stage_binding();
            resources.push(match (b.kind, n, b.flat_stage()) {
                // A vertex uniform block has the hardware layout (the
                // fixed-function stage's too); software vertex processing
                // binds storage.
                (BindingKind::Uniform, 0, _) if stage == 0 => {
                    GroupResource::Uniform(vertex_uniform_block_size())
                }
                (BindingKind::Uniform | BindingKind::Storage, 0, _) => {
                    GroupResource::Uniform(if stage == 0 {
                        src.state.vs_constants().block_size()
                    } else {
                        src.state.ps_constants().block_size()
                    })
                }
                (BindingKind::Uniform, 1, _) => GroupResource::Renderer(stage),
                (BindingKind::Texture(dim, depth), _, Some(flat)) => {
                    GroupResource::View(self.texture_view(src, flat, dim, depth)?)
                }
                (BindingKind::Sampler(_), _, Some(flat)) => {
                    GroupResource::Sampler(self.sampler(src, flat)?.1)
                }
                (kind, n, _) => {
                    return Err(invalid!(
                        "shader binding {n} of stage {stage} of kind {kind:?} is outside the binding contract"
                    ));
                }
            });
        }
        let ring = self.ring()?;
        let entries: Vec<wgpu::BindGroupEntry<'_>> = used
            .iter()
            .zip(&resources)
            .map(|(b, r)| wgpu::BindGroupEntry {
                binding: b.binding,
                resource: match r {
                    GroupResource::Uniform(size) => {
                        wgpu::BindingResource::Buffer(wgpu::BufferBinding {
                            buffer: &ring,
                            offset: 0,
                            size: std::num::NonZeroU64::new(*size),
                        })
                    }
                    GroupResource::Renderer(stage) => match &renderers[*stage] {
                        Some(buffer) => buffer.as_entire_binding(),
                        None => ring.as_entire_binding(),
                    },
                    GroupResource::View(v) => wgpu::BindingResource::TextureView(v),
                    GroupResource::Sampler(s) => wgpu::BindingResource::Sampler(s),
                },
            })
            .collect();
        // Not scoped per draw: the descriptor follows the pipeline's own
        // layout, and a wgpu error here still surfaces, as the flush's
        // `Err`, because the pass that uses the group fails validation.
        let bg = self
            .gpu
            .device()
            .create_bind_group(&wgpu::BindGroupDescriptor {
                label: Some("d3d9 bind group"),
                layout,
                entries: &entries,
            });
        if self.bindings.groups.len() >= BIND_GROUP_CACHE_LIMIT {
            // The groups hold texture views alive: start over rather than
            // keep released textures forever.
            self.bindings.groups.clear();
        }
        self.bindings.group_serial += 1;
        let group = (bg, self.bindings.group_serial);
        self.bindings.groups.insert(key, group.clone());
        Ok(group)
    }

    /// The view of flat stage `flat`'s texture (the sRGB view when the stage
    /// reads sRGB), checked against the dimension the shader samples.
    fn texture_view(
        &mut self,
        src: Sources<'_>,
        flat: usize,
        dim: wgpu::TextureViewDimension,
        depth: bool,
    ) -> D3dResult<wgpu::TextureView> {
        let bound = src.state.textures().get(flat).copied().flatten();
        let Some(id) = bound else {
            return self.dummy_texture(dim);
        };
        let tex = src.resources.textures.get(id.0)?;
        let is_depth = tex.depth_sampling != ninebridge_translate::DepthSampling::None;
        if is_depth != depth {
            // A depth texture on a vertex sampler (D3D9 drivers offer no
            // vertex texture fetch of depth formats), or the reverse.
            return Err(not_available!(
                "sampler stage {flat}: a {:?} texture where the shader samples {}",
                tex.format,
                if depth { "depth" } else { "colour" }
            ));
        }
        let actual = match tex.kind {
            TextureKind::TwoD => wgpu::TextureViewDimension::D2,
            TextureKind::Cube => wgpu::TextureViewDimension::Cube,
            TextureKind::Volume => wgpu::TextureViewDimension::D3,
        };
        if actual != dim {
            return Err(invalid!(
                "sampler stage {flat} has a {actual:?} texture but the shader samples it as {dim:?}"
            ));
        }
        let srgb = src.state.samplers().get(flat).is_some_and(srgb_read);
        if tex.cached.is_some() {
            return self.cached_view(src, tex, srgb).ok_or_else(|| {
                invalid!("sampler stage {flat}: the texture's cache entry was not resolved")
            });
        }
        Ok(match (&tex.srgb_view, srgb) {
            (Some(v), true) => v.clone(),
            _ => tex.view.clone(),
        })
    }

    /// A 1x1 texture of `dim` reading (0, 0, 0, 1), for stages without one.
    fn dummy_texture(&mut self, dim: wgpu::TextureViewDimension) -> D3dResult<wgpu::TextureView> {
        let (kind, extent) = match dim {
            wgpu::TextureViewDimension::Cube => (TextureKind::Cube, (1, 1, 1)),
            wgpu::TextureViewDimension::D3 => (TextureKind::Volume, (1, 1, 1)),
            wgpu::TextureViewDimension::D2 => (TextureKind::TwoD, (1, 1, 1)),
            other => return Err(not_available!("texture dimension {other:?}")),
        };
        if let Some(v) = self.bindings.dummies.get(&kind) {
            return Ok(v.clone());
        }
        let (_, desc) = crate::resource::texture_descriptor(
            kind,
            extent,
            1,
            ninebridge_types::Format::A32B32G32R32F,
            false,
        )?;
        let tex = self
            .gpu
            .scoped("create_texture", |d| d.create_texture(&desc))?;
        let layers = if kind == TextureKind::Cube { 6 } else { 1 };
        let texel: [f32; 4] = [0.0, 0.0, 0.0, 1.0];
        for layer in 0..layers {
            self.gpu.queue().write_texture(
                wgpu::TexelCopyTextureInfo {
                    texture: &tex,
                    mip_level: 0,
                    origin: wgpu::Origin3d {
                        x: 0,
                        y: 0,
                        z: layer,
                    },
                    aspect: wgpu::TextureAspect::All,
                },
                bytemuck::cast_slice(&texel),
                wgpu::TexelCopyBufferLayout {
                    offset: 0,
                    bytes_per_row: Some(16),
                    rows_per_image: Some(1),
                },
                wgpu::Extent3d {
                    width: 1,
                    height: 1,
                    depth_or_array_layers: 1,
                },
            );
        }
        let view = tex.create_view(&wgpu::TextureViewDescriptor {
            dimension: Some(dim),
            ..Default::default()
        });
        self.bindings.dummies.insert(kind, view.clone());
        Ok(view)
    }
}

/// The `border_color` then `border_params` of a renderer block for the
/// stages `modes` (zeros for stages whose border is not emulated, so equal
/// blocks stay equal).
fn push_borders(out: &mut Block, modes: &[BorderMode]) {
    for mode in modes {
        match mode {
            BorderMode::Emulated { value, .. } => out.push_f(value),
            _ => out.push_f(&[0.0; 4]),
        }
    }
    for mode in modes {
        match mode {
            BorderMode::Emulated { axes, linear, .. } => {
                out.push_f(axes);
                out.push_f(&[if *linear { 1.0 } else { 0.0 }]);
            }
            _ => out.push_f(&[0.0; 4]),
        }
    }
}

/// The bump-environment matrices (`BUMPENVMAT00`, `01`, `10`, `11`) of
/// `stages`, then their luminance terms (`BUMPENVLSCALE`, `LOFFSET`, 0, 0),
/// as the pixel renderer block lays them out.
fn push_bump_environment(out: &mut Block, stages: &[crate::state::TextureStageStates]) {
    use ninebridge_types::TextureStageState as T;
    for st in stages {
        out.push_f(&[
            st.float(T::BumpEnvMat00),
            st.float(T::BumpEnvMat01),
            st.float(T::BumpEnvMat10),
            st.float(T::BumpEnvMat11),
        ]);
    }
    for st in stages {
        out.push_f(&[
            st.float(T::BumpEnvLScale),
            st.float(T::BumpEnvLOffset),
            0.0,
            0.0,
        ]);
    }
}

/// Bytes of the vertex uniform constants block (the hardware layout of
/// `docs/binding-interface.md`), which the fixed-function vertex stage's
/// registers fill in part.
fn vertex_uniform_block_size() -> u64 {
    use ninebridge_translate::interface::{BOOL_CONSTANTS, INT_CONSTANTS, VERTEX_FLOAT_CONSTANTS};
    u64::from((VERTEX_FLOAT_CONSTANTS + INT_CONSTANTS + BOOL_CONSTANTS) * 16)
}

/// Whether a sampler's `D3DSAMP_SRGBTEXTURE` turns sRGB decoding on: the
/// value `TRUE` (1) only. Windows samples without decoding for other
/// non-zero values (Wine's srgbtexture_test: 2, 100 and 0x7e41882a read
/// the texels as stored; drivers that decode them are tolerated with
/// `broken()`).
fn srgb_read(s: &crate::state::SamplerStates) -> bool {
    s.get(ninebridge_types::SamplerState::SrgbTexture) == 1
}

impl Renderer {
    /// The view of a cache-routed texture's current entry, if it has one.
    fn cached_view(
        &self,
        src: Sources<'_>,
        tex: &Texture,
        srgb: bool,
    ) -> Option<wgpu::TextureView> {
        let entry = tex.cached.as_ref()?.entry?;
        let texture = src.texcache.texture(entry)?;
        Some(if srgb {
            texture.srgb_view.clone()
        } else {
            texture.view.clone()
        })
    }

    /// The bind-group key word of a texture's cache entry (0 for none).
    fn cached_key_word(&self, src: Sources<'_>, id: TextureId) -> u64 {
        src.resources
            .textures
            .get(id.0)
            .ok()
            .and_then(|t| t.cached.as_ref()?.entry)
            .map_or(0, CacheId::raw)
    }
}
