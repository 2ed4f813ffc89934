//! The shaders of a draw: the pixel-shader variant the fixed-function
//! state selects, the compiled vertex/pixel pair, and the vertex shader
//! rewritten for linking (missing inputs, clip planes) and point expansion.
//! Rewritten modules are cached by what changes the code.

use std::sync::Arc;

use ninebridge_gpu::wgpu;

use super::compile::compiled;
use crate::error::{D3dError, D3dResult, not_available};
use crate::pipeline::CompiledShader;
use crate::renderer::Renderer;
use crate::resource::TextureKind;
use crate::shader::ShaderVariant;
use ninebridge_translate::DepthSampling;
use ninebridge_types::{CmpFunc, DeclUsage, RenderState};

impl Renderer {
    /// The pixel-shader variant the current fixed-function state selects.
    fn pixel_variant(
        &self,
        state: &crate::state::State,
        resources: &crate::resource::Resources,
    ) -> ShaderVariant {
        let rs = &state.render();
        let alpha_test = if rs.flag(RenderState::AlphaTestEnable) {
            CmpFunc::from_d3d(rs.get(RenderState::AlphaFunc)).filter(|f| *f != CmpFunc::Always)
        } else {
            None
        };
        let mut sampler_kinds = [TextureKind::TwoD; 16];
        let shader = state
            .pixel_shader()
            .and_then(|id| self.shaders.pixel.get(id.0).ok());
        let ps_1x = shader.is_some_and(|s| matches!(&s.source, crate::shader::ShaderSource::Bytecode(b) if crate::shader::is_ps_1x(b)));
        let declared = shader.map_or([None; 16], |s| s.declared);
        let mut texture_swizzles = [Default::default(); 16];
        let mut kind_overrides = 0u16;
        let (mut depth_compare, mut depth_value) = (0u16, 0u16);
        for (k, bound) in state.textures().iter().take(16).enumerate() {
            if let Some(t) = bound.and_then(|id| resources.textures.get(id.0).ok()) {
                match t.depth_sampling {
                    DepthSampling::Compare => depth_compare |= 1 << k,
                    DepthSampling::Value => depth_value |= 1 << k,
                    DepthSampling::None => {}
                }
                if ps_1x {
                    sampler_kinds[k] = t.kind;
                } else if declared[k].is_some_and(|d| d != t.kind) {
                    sampler_kinds[k] = t.kind;
                    kind_overrides |= 1 << k;
                }
                texture_swizzles[k] = t.swizzle;
            }
        }
        // Stages whose border colour the shader emulates, among those it
        // samples (ps_1_x: the six ps_1_4 can; later models: those it
        // declares), so a border elsewhere compiles no variant. Without a
        // pixel shader the fixed-function key takes its own.
        let sampled = match shader {
            None => 0xffff,
            Some(_) if ps_1x => 0x3f,
            Some(s) => (0..16).fold(0u16, |m, k| {
                if s.declared[k].is_some() {
                    m | 1 << k
                } else {
                    m
                }
            }),
        };
        ShaderVariant {
            alpha_test,
            // Fog blends after every pixel shader, ps_3_0 included: vkd3d's
            // fog.shader_test at shader model 3, whose expected values come
            // from Windows, fogs vs_3_0/ps_3_0 draws by table and vertex fog
            // (the conformance baseline holds 28 such probes).
            fog: rs.flag(RenderState::FogEnable),
            flat: rs.get(RenderState::ShadeMode) == 1,
            sampler_kinds,
            vertex_fetch: Default::default(),
            software_vp: false,
            texture_swizzles,
            kind_overrides,
            projected: if ps_1x {
                self.projected_stages(state, resources)
            } else {
                [0; 8]
            },
            lod_bias: self.lod_bias_stages(state),
            srgb_write: rs.flag(RenderState::SrgbWriteEnable)
                && !self.target0_has_srgb_view(state, resources),
            viewport_adjust: false,
            border: self.border_emulation_stages(state, resources) & sampled,
            depth_compare,
            depth_value,
        }
    }

    /// Whether render target 0's format has an sRGB view (then sRGB writes
    /// use it and the shader converts nothing).
    pub(crate) fn target0_has_srgb_view(
        &self,
        state: &crate::state::State,
        resources: &crate::resource::Resources,
    ) -> bool {
        state.render_targets()[0]
            .and_then(|id| resources.surfaces.get(id.0).ok())
            .is_none_or(|s| s.srgb_view.is_some())
    }

    /// Per texture stage: the coordinate count of a stage whose
    /// `D3DTSS_TEXTURETRANSFORMFLAGS` has `D3DTTFF_PROJECTED` (256), 4 for
    /// `D3DTTFF_DISABLE` (0) with it; 0 when not projected.
    fn projected_stages(
        &self,
        state: &crate::state::State,
        resources: &crate::resource::Resources,
    ) -> [u8; 8] {
        let pretransformed = self.pretransformed(state, resources);
        std::array::from_fn(|k| {
            let flags = self.projection_flags(state, k, pretransformed);
            if flags & 256 == 0 {
                0
            } else {
                match flags & 0xff {
                    n @ 1..=4 => n as u8,
                    _ => 4,
                }
            }
        })
    }

    /// Stage k's `D3DTSS_TEXTURETRANSFORMFLAGS` as the pixel stage
    /// projects by them. Windows divides by w whatever the count when a
    /// vertex shader writes the coordinates (Wine's
    /// `texture_transform_flags_test`), and the fixed-function vertex
    /// stage copies the component D3D9 divides by into w; so only
    /// pre-transformed vertices, whose coordinates reach the pixel stage
    /// as they are, keep the count (`pretransformed`: `Renderer::pretransformed`).
    /// Others read `COUNT4 | PROJECTED`.
    pub(crate) fn projection_flags(
        &self,
        state: &crate::state::State,
        k: usize,
        pretransformed: bool,
    ) -> u32 {
        let flags =
            state.stages()[k].get(ninebridge_types::TextureStageState::TextureTransformFlags);
        if flags & 256 != 0 && !pretransformed {
            256 | 4
        } else {
            flags
        }
    }

    /// Whether the draw's vertices are pre-transformed: no vertex shader,
    /// and a declaration with `POSITIONT`.
    pub(crate) fn pretransformed(
        &self,
        state: &crate::state::State,
        resources: &crate::resource::Resources,
    ) -> bool {
        state.vertex_shader().is_none() && !self.ff_vertex_active(state, resources)
    }

    /// The pixel stages with a `D3DSAMP_MIPMAPLODBIAS` other than 0.
    fn lod_bias_stages(&self, state: &crate::state::State) -> u16 {
        (0..16).fold(0, |mask, k| {
            let bias = state.samplers()[k].float(ninebridge_types::SamplerState::MipMapLodBias);
            if bias != 0.0 { mask | 1 << k } else { mask }
        })
    }

    /// The compiled vertex and pixel shaders of the current state, in the
    /// variants it selects.
    /// `viewport_adjust`: the viewport reaches past the target, so vertex
    /// stages take the renderer block's position adjustment.
    pub(crate) fn shaders(
        &mut self,
        state: &crate::state::State,
        resources: &crate::resource::Resources,
        viewport_adjust: bool,
    ) -> D3dResult<(Arc<CompiledShader>, Arc<CompiledShader>)> {
        let variant = self.pixel_variant(state, resources);
        let ps = match state.pixel_shader() {
            Some(ps_id) => {
                self.pipelines.service.note_variant(&variant);
                compiled(
                    &self.gpu,
                    self.pipelines.service.modules(),
                    self.shaders.pixel.get_mut(ps_id.0)?,
                    variant,
                    &mut self.shaders.next_program_id,
                )
                .map_err(|error| D3dError::Shader {
                    stage: "pixel",
                    error,
                })?
            }
            // No pixel shader: the fixed-function texture stages.
            None => self.ff_pixel_stage(state, resources, &variant)?,
        };
        let Some(vs_id) = state.vertex_shader() else {
            let vs = if self.ff_vertex_active(state, resources) {
                self.ff_vertex_stage(state, resources, &ps, variant.flat, viewport_adjust)?
            } else {
                self.pretransformed_vertex_stage(state, resources, variant.flat)?
            };
            return Ok((vs, ps));
        };
        // Vertex shaders vary with the shade mode (flat colours) and the
        // integer vertex types of the declaration.
        let mut vs_variant = ShaderVariant {
            flat: variant.flat,
            software_vp: state.software_vp(),
            viewport_adjust,
            border: self.vertex_border_emulation_stages(state, resources),
            ..ShaderVariant::default()
        };
        let mut vs = self.compiled_vertex(vs_id, vs_variant)?;
        // D3D9 fails the draw of a shader reading the software constant
        // file (c256 and up) in hardware vertex processing.
        if let crate::pipeline::ConstantsRead::Floats(n) = vs.constants_read
            && n as usize > crate::VS_FLOAT_CONSTANTS
            && !state.software_vp()
        {
            return Err(crate::error::invalid!(
                "the vertex shader reads c{}, beyond the {} constants of hardware vertex processing",
                n - 1,
                crate::VS_FLOAT_CONSTANTS
            ));
        }
        let fetch = self.vertex_fetch(state, resources, &vs)?;
        if fetch != vs_variant.vertex_fetch {
            vs_variant.vertex_fetch = fetch;
            vs = self.compiled_vertex(vs_id, vs_variant)?;
        }
        Ok((vs, ps))
    }

    /// Vertex shader `id` compiled in `variant`.
    fn compiled_vertex(
        &mut self,
        id: crate::resource::VertexShaderId,
        variant: ShaderVariant,
    ) -> D3dResult<Arc<CompiledShader>> {
        compiled(
            &self.gpu,
            self.pipelines.service.modules(),
            self.shaders.vertex.get_mut(id.0)?,
            variant,
            &mut self.shaders.next_program_id,
        )
        .map_err(|error| D3dError::Shader {
            stage: "vertex",
            error,
        })
    }

    /// How each input location of `vs` is fetched from the current
    /// declaration (floats where it has no element for the input).
    fn vertex_fetch(
        &self,
        state: &crate::state::State,
        resources: &crate::resource::Resources,
        vs: &CompiledShader,
    ) -> D3dResult<[ninebridge_translate::VertexFetch; 16]> {
        let mut out = [ninebridge_translate::VertexFetch::Float; 16];
        let Some(decl) = state.declaration() else {
            return Ok(out);
        };
        let elements = resources.declarations.get(decl.0)?;
        for input in &vs.inputs {
            let Some(slot) = out.get_mut(input.location as usize) else {
                continue;
            };
            if let Some(e) = elements
                .iter()
                .find(|e| e.usage == input.usage && u32::from(e.usage_index) == input.usage_index)
            {
                *slot = crate::convert::vertex_fetch(e.ty);
            }
        }
        Ok(out)
    }

    /// The vertex stage of a draw without a vertex shader whose declaration
    /// holds pre-transformed positions (`POSITIONT`, `D3DFVF_XYZRHW`):
    /// `ninebridge_translate::rhw`'s module for the declaration's
    /// elements (any other declaration takes the fixed-function vertex
    /// stage).
    fn pretransformed_vertex_stage(
        &mut self,
        state: &crate::state::State,
        resources: &crate::resource::Resources,
        flat: bool,
    ) -> D3dResult<Arc<CompiledShader>> {
        let ff = || crate::error::invalid!("the declaration has no POSITIONT 0 element");
        let decl = state.declaration().ok_or_else(ff)?;
        let elements = resources.declarations.get(decl.0)?;
        if !elements
            .iter()
            .any(|e| e.usage == DeclUsage::PositionT && e.usage_index == 0)
        {
            return Err(ff());
        }
        let mut reads: Vec<(DeclUsage, u32)> = Vec::new();
        for e in elements {
            let key = (e.usage, u32::from(e.usage_index));
            if ninebridge_translate::rhw::passes_through(key.0, key.1) && !reads.contains(&key) {
                reads.push(key);
            }
        }
        let key = (reads, flat);
        if let Some(done) = self.shaders.pretransformed.get(&key) {
            return Ok(done.clone());
        }
        let recipe = crate::shader::recipe::ModuleRecipe::Pretransformed {
            reads: key.0.clone(),
            flat,
        };
        let compiled = self
            .pipelines
            .service
            .modules()
            .base(&recipe)
            .map_err(|error| D3dError::Shader {
                stage: "vertex",
                error,
            })?;
        self.shaders.pretransformed.insert(key, compiled.clone());
        Ok(compiled)
    }

    /// The vertex shader rewritten to draw points as quads, when points are
    /// not 1-pixel points (`None`: draw them as wgpu points).
    pub(crate) fn expand_points(
        &mut self,
        state: &crate::state::State,
        vs: &Arc<CompiledShader>,
    ) -> D3dResult<Option<Arc<CompiledShader>>> {
        let rs = &state.render();
        let sprite = rs.flag(RenderState::PointSpriteEnable);
        let size = rs.float(RenderState::PointSize);
        let (min, max) = (
            rs.float(RenderState::PointSizeMin),
            rs.float(RenderState::PointSizeMax),
        );
        let shader_size = ninebridge_translate::link::writes_point_size(&vs.interface);
        if !shader_size && !sprite && size.clamp(min, max) == 1.0 {
            return Ok(None);
        }
        // Sizes and the viewport are renderer uniforms: only whether points
        // are sprites changes the module.
        self.pipelines
            .service
            .modules()
            .points(vs, sprite)
            .map(Some)
            .map_err(|error| D3dError::Shader {
                stage: "vertex",
                error,
            })
    }

    /// The vertex shader linked to `ps` and the enabled clip planes: its
    /// outputs paired with the pixel inputs by semantic, moved to where
    /// the pixel shader reads them, unread ones in the way or beyond
    /// location 15 dropped, missing ones added
    /// (`ninebridge_translate::link::plan`).
    pub(crate) fn link(
        &mut self,
        state: &crate::state::State,
        resources: &crate::resource::Resources,
        vs: Arc<CompiledShader>,
        ps: &CompiledShader,
    ) -> D3dResult<Arc<CompiledShader>> {
        let planes = self.enabled_clip_planes(state, resources).1;
        if planes > 0 && !self.gpu.features().contains(wgpu::Features::CLIP_DISTANCES) {
            return Err(not_available!(
                "user clip planes need the CLIP_DISTANCES feature, which this adapter lacks"
            ));
        }
        self.pipelines
            .service
            .modules()
            .linked(&vs, ps, planes)
            .map_err(|error| D3dError::Shader {
                stage: "vertex",
                error,
            })
    }

    /// The equations of the enabled user clip planes, in plane order (with
    /// CLIPPING on; D3D9's six planes), and how many there are: the linked
    /// vertex shader reads the first n of the renderer block's
    /// `clip_planes`. Vertex shaders get them in clip space, as set; the
    /// fixed-function stage's are set in world space and moved to clip
    /// space here.
    pub(crate) fn enabled_clip_planes(
        &self,
        state: &crate::state::State,
        resources: &crate::resource::Resources,
    ) -> ([[f32; 4]; crate::state::MAX_CLIP_PLANES], usize) {
        let rs = &state.render();
        let mask = if rs.flag(RenderState::Clipping) {
            rs.get(RenderState::ClipPlaneEnable) & 0x3f
        } else {
            0
        };
        let mut out = [[0.0; 4]; crate::state::MAX_CLIP_PLANES];
        let mut n = 0;
        for (i, plane) in state.clip_planes().iter().enumerate() {
            if mask & (1 << i) != 0 {
                out[n] = *plane;
                n += 1;
            }
        }
        if n > 0 && self.ff_vertex_active(state, resources) {
            self.ff_clip_planes(state, &mut out[..n]);
        }
        (out, n)
    }
}
