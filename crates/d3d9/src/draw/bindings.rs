//! Bind groups of a draw, following the binding contract
//! (`docs/binding-interface.md`): the D3D constants and renderer block as
//! uniforms, and the texture view and sampler of each stage (a 1x1 dummy
//! texture for stages without one). Samplers are cached by their key.

use ninebridge_gpu::wgpu;

use crate::convert::sampler_key;
use crate::device::Device;
use crate::error::{D3dResult, invalid, not_available};
use crate::pipeline::{BindingKind, CachedPipeline, CompiledShader};
use crate::resource::TextureKind;
use ninebridge_types::{PIXEL_SAMPLERS, RenderState, d3dcolor_to_rgba};

/// Bind groups kept before the cache starts over.
const BIND_GROUP_CACHE_LIMIT: usize = 4096;

/// What one binding of a cached bind group names: a uniform block of the
/// ring (its size; the offset is dynamic), a texture view or a sampler.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub(crate) enum GroupResource {
    Uniform(u64),
    View(wgpu::TextureView),
    Sampler(wgpu::Sampler),
}

/// A cached bind group's key: its layout and what each binding names.
pub(crate) type BindGroupKey = (wgpu::BindGroupLayout, Vec<GroupResource>);

impl Device {
    /// The sampler of flat sampler stage `flat`, from the cache or created.
    fn sampler(&mut self, flat: usize) -> D3dResult<wgpu::Sampler> {
        let border = self
            .gpu
            .features()
            .contains(wgpu::Features::ADDRESS_MODE_CLAMP_TO_BORDER);
        let key = sampler_key(&self.state.samplers[flat], border)?;
        if let Some(s) = self.samplers.get(&key) {
            return Ok(s.clone());
        }
        let desc = key.descriptor();
        let s = self
            .gpu
            .scoped("create_sampler", |d| d.create_sampler(&desc))?;
        self.samplers.insert(key, s.clone());
        Ok(s)
    }

    /// The alpha test's quantisation for render target 0: fixed-point
    /// targets store alpha in 8 bits or fewer and D3D9 compares that stored
    /// value with `ALPHAREF` (255), float targets compare the shader's
    /// alpha itself (0).
    fn alpha_test_scale(&self) -> f32 {
        use wgpu::TextureFormat as F;
        let format = self.state.render_targets[0]
            .and_then(|id| self.surfaces.get(id.0).ok())
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

    /// The renderer block of bind group `stage_group` (0 vertex, 1 pixel):
    /// pixel offset, fog, alpha reference, fog mode and the alpha test's
    /// quantisation, padded to 176 bytes.
    fn renderer_bytes(&self, stage_group: u32, viewport: (f32, f32)) -> Vec<u8> {
        let rs = &self.state.render;
        let mut out = Vec::new();
        let mut push = |v: &[f32]| out.extend_from_slice(bytemuck::cast_slice(v));
        if stage_group == 0 {
            // D3D9 samples pixel (i, j) at window (i, j), wgpu at (i + 0.5,
            // j + 0.5): the draw's viewport is moved half a pixel right and
            // down instead (see `draw`), so the shader's offset is zero.
            // Moving the geometry in the shader by (+1/w, -1/h) would do the
            // same but push it across the clip volume's edges, and clipping
            // it there costs precision (table fog on lavapipe).
            push(&[0.0; 4]);
            // The enabled clip planes, packed (the linked shader reads the
            // first n), then the point size and its clamps, then the
            // viewport in pixels: values the modules never bake in.
            let planes = self.enabled_clip_planes();
            for i in 0..ninebridge_translate::link::MAX_CLIP_PLANES {
                push(&planes.get(i).copied().unwrap_or([0.0; 4]));
            }
            push(&[
                rs.float(RenderState::PointSize),
                rs.float(RenderState::PointSizeMin),
                rs.float(RenderState::PointSizeMax),
                0.0,
            ]);
            push(&[viewport.0, viewport.1, 0.0, 0.0]);
            return out;
        }
        let fog = d3dcolor_to_rgba(rs.get(RenderState::FogColor));
        push(&fog);
        push(&[
            rs.float(RenderState::FogStart),
            rs.float(RenderState::FogEnd),
            rs.float(RenderState::FogDensity),
            0.0,
        ]);
        for _ in 0..4 {
            push(&[0.0; 4]);
        }
        for _ in 0..4 {
            push(&[0.0; 4]);
        }
        push(&[(rs.get(RenderState::AlphaRef) & 0xff) as f32 / 255.0]);
        let fog_mode = match rs.get(RenderState::FogTableMode) {
            m @ 0..=3 => m,
            _ => 0,
        };
        out.extend_from_slice(&fog_mode.to_le_bytes());
        out.extend_from_slice(&u32::from(!self.state.projection_is_ortho).to_le_bytes());
        out.extend_from_slice(&self.alpha_test_scale().to_le_bytes());
        out.resize(176, 0);
        out
    }

    /// The bind groups of a draw with `pipeline`, groups 0 to the highest
    /// one either shader uses, each with the dynamic offsets of its uniform
    /// blocks (in binding order). The blocks are written to the uniform ring;
    /// the groups themselves name only the ring, texture views and samplers,
    /// so they are cached and a draw that changes constants makes none.
    pub(super) fn bind_groups(
        &mut self,
        pipeline: &CachedPipeline,
        vs: &CompiledShader,
        ps: &CompiledShader,
        viewport: (f32, f32),
    ) -> D3dResult<Vec<(wgpu::BindGroup, Vec<u32>)>> {
        // The blocks of one draw: at most two constants blocks (software
        // vertex processing's are 192 KiB) and two renderer blocks.
        self.reserve_ring(2 * (196_608 + 4096))?;
        let mut groups = Vec::with_capacity(pipeline.layouts.len());
        for (group, layout) in pipeline.layouts.iter().enumerate() {
            let group = group as u32;
            let mut used: Vec<_> = vs
                .bindings
                .iter()
                .chain(&ps.bindings)
                .filter(|b| b.group == group)
                .copied()
                .collect();
            used.sort_unstable_by_key(|b| b.binding);
            used.dedup_by_key(|b| b.binding);
            let stage_base = if group == 0 {
                PIXEL_SAMPLERS as usize
            } else {
                0
            };
            let mut resources = Vec::with_capacity(used.len());
            let mut offsets = Vec::new();
            let mut ring = None;
            for b in &used {
                let res = match (b.kind, b.binding) {
                    (BindingKind::Uniform, 0) => {
                        let (constants, read) = if group == 0 {
                            (&self.state.vs_constants, vs.constants_read)
                        } else {
                            (&self.state.ps_constants, ps.constants_read)
                        };
                        let window = constants.block_size();
                        let bytes = constants.bytes_read(read);
                        let (buffer, offset) = self.ring_upload(&bytes, window)?;
                        ring = Some(buffer);
                        offsets.push(offset as u32);
                        GroupResource::Uniform(window)
                    }
                    (BindingKind::Uniform, 1) => {
                        let bytes = self.renderer_bytes(group, viewport);
                        let window = bytes.len() as u64;
                        let (buffer, offset) = self.ring_upload(&bytes, window)?;
                        ring = Some(buffer);
                        offsets.push(offset as u32);
                        GroupResource::Uniform(window)
                    }
                    (BindingKind::Texture(dim), n) if n >= 2 => {
                        let flat = stage_base + ((n - 2) / 2) as usize;
                        GroupResource::View(self.texture_view(flat, dim)?)
                    }
                    (BindingKind::Sampler, n) if n >= 3 => {
                        GroupResource::Sampler(self.sampler(stage_base + ((n - 3) / 2) as usize)?)
                    }
                    (kind, n) => {
                        return Err(invalid!(
                            "shader binding ({group}, {n}) of kind {kind:?} is outside the binding contract"
                        ));
                    }
                };
                resources.push(res);
            }
            let key = (layout.clone(), resources);
            if let Some(bg) = self.bind_group_cache.get(&key) {
                groups.push((bg.clone(), offsets));
                continue;
            }
            let (_, resources) = &key;
            let entries: Vec<wgpu::BindGroupEntry<'_>> = used
                .iter()
                .zip(resources)
                .map(|(b, r)| wgpu::BindGroupEntry {
                    binding: b.binding,
                    resource: match r {
                        GroupResource::Uniform(size) => {
                            wgpu::BindingResource::Buffer(wgpu::BufferBinding {
                                buffer: ring.as_ref().expect("a uniform block was uploaded"),
                                offset: 0,
                                size: std::num::NonZeroU64::new(*size),
                            })
                        }
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
            if self.bind_group_cache.len() >= BIND_GROUP_CACHE_LIMIT {
                // The keys hold texture views alive: start over rather than
                // keep released textures forever.
                self.bind_group_cache.clear();
            }
            self.bind_group_cache.insert(key, bg.clone());
            groups.push((bg, offsets));
        }
        Ok(groups)
    }

    /// The view of flat stage `flat`'s texture (the sRGB view when the stage
    /// reads sRGB), checked against the dimension the shader samples.
    fn texture_view(
        &mut self,
        flat: usize,
        dim: wgpu::TextureViewDimension,
    ) -> D3dResult<wgpu::TextureView> {
        let bound = self.state.textures.get(flat).copied().flatten();
        let Some(id) = bound else {
            return self.dummy_texture(dim);
        };
        let tex = self.textures.get(id.0)?;
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
        let srgb = self
            .state
            .samplers
            .get(flat)
            .is_some_and(|s| s.get(ninebridge_types::SamplerState::SrgbTexture) != 0);
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
        if let Some(v) = self.dummies.get(&kind) {
            return Ok(v.clone());
        }
        let (_, _, desc) = crate::resource::texture_descriptor(
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
        self.dummies.insert(kind, view.clone());
        Ok(view)
    }
}
