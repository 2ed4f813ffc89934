//! The fixed-function pixel stage of a draw without a pixel shader: the
//! texture-stage cascade `ninebridge_translate::ff` generates from the
//! state (the key), compiled once per key. Values (texture factor,
//! per-stage constants, bump matrices, fog) are renderer uniforms, so only
//! state that changes the code makes a new module.

use std::sync::Arc;

use ninebridge_translate::ff::{FfPixelKey, FfPixelState, FfStageState};
use ninebridge_translate::interface::TextureDim;
use ninebridge_types::{RenderState, SamplerState, TextureStageState as T};

use crate::error::{D3dError, D3dResult};
use crate::pipeline::CompiledShader;
use crate::renderer::Renderer;
use crate::resource::TextureKind;
use crate::shader::ShaderVariant;

impl Renderer {
    /// The fixed-function pixel state of the current draw; `variant`
    /// gives the alpha test, fog and shading the shader path also uses.
    fn ff_pixel_state(
        &self,
        state: &crate::state::State,
        resources: &crate::resource::Resources,
        variant: &ShaderVariant,
    ) -> FfPixelState {
        // The fixed-function vertex stage writes stage k's coordinates to
        // set k; vertex shaders and pre-transformed vertices give the sets
        // as they are, and TEXCOORDINDEX picks one.
        let ff_vertex = self.ff_vertex_active(state, resources);
        let pretransformed = state.vertex_shader().is_none() && !ff_vertex;
        let border = self.border_emulation_stages(state, resources);
        let stages = std::array::from_fn(|k| {
            let st = &state.stages()[k];
            let texture = state.textures()[k].and_then(|id| resources.textures.get(id.0).ok());
            FfStageState {
                color_op: st.get(T::ColorOp),
                color_args: [
                    st.get(T::ColorArg0),
                    st.get(T::ColorArg1),
                    st.get(T::ColorArg2),
                ],
                alpha_op: st.get(T::AlphaOp),
                alpha_args: [
                    st.get(T::AlphaArg0),
                    st.get(T::AlphaArg1),
                    st.get(T::AlphaArg2),
                ],
                result_arg: st.get(T::ResultArg),
                texcoord_index: if ff_vertex {
                    k as u32
                } else {
                    st.get(T::TexCoordIndex) & 0xffff
                },
                transform_flags: self.projection_flags(state, k, pretransformed),
                texture: texture.map(|t| match t.kind {
                    TextureKind::TwoD => TextureDim::D2,
                    TextureKind::Cube => TextureDim::Cube,
                    TextureKind::Volume => TextureDim::D3,
                }),
                swizzle: texture.map_or_else(Default::default, |t| t.swizzle),
                lod_bias: state.samplers()[k].float(SamplerState::MipMapLodBias) != 0.0,
                border_emulation: border & (1 << k) != 0,
                depth: texture.map_or_else(Default::default, |t| t.depth_sampling),
            }
        });
        FfPixelState {
            stages,
            alpha_test: variant.alpha_test,
            fog: variant.fog,
            specular: state.render().flag(RenderState::SpecularEnable),
            flat_shading: variant.flat,
            srgb_write: variant.srgb_write,
        }
    }

    /// The compiled fixed-function pixel stage of the current state.
    pub(crate) fn ff_pixel_stage(
        &mut self,
        state: &crate::state::State,
        resources: &crate::resource::Resources,
        variant: &ShaderVariant,
    ) -> D3dResult<Arc<CompiledShader>> {
        let fail = |error: crate::ShaderError| D3dError::Shader {
            stage: "pixel",
            error,
        };
        let key = FfPixelKey::new(&self.ff_pixel_state(state, resources, variant))
            .map_err(|e| fail(crate::ShaderError::from(e)))?;
        if let Some(done) = self.shaders.ff_pixel.get(&key) {
            return Ok(done.clone());
        }
        let compiled = self
            .pipelines
            .service
            .modules()
            .base(&super::recipe::ModuleRecipe::FfPixel(key))
            .map_err(fail)?;
        self.shaders.ff_pixel.insert(key, compiled.clone());
        Ok(compiled)
    }
}
