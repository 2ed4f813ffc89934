//! The states `CreateStateBlock` captures for each `D3DSTATEBLOCKTYPE`:
//! D3D9's documented lists ("Saving Pixel State With a StateBlock",
//! "Saving Vertex States With a StateBlock", "Saving All Device States
//! With a StateBlock"), with the exceptions Windows shows (Wine's
//! `stateblock.c` records them). Render targets and the depth-stencil
//! surface are in no list.

use ninebridge_types::{
    RenderState, SamplerState, StateBlockType, TEXTURE_STAGES, TextureStageState, TransformState,
};

use super::{MAX_CLIP_PLANES, MAX_STREAMS, Mask, SAMPLER_STAGES, State};

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

impl Mask {
    /// The states a block of type `ty` holds on a device in state `s`
    /// (the lights it has, the constant registers it reaches).
    pub(crate) fn of_type(ty: StateBlockType, s: &State) -> Mask {
        let mut m = Mask::default();
        let (pixel, vertex) = match ty {
            StateBlockType::All => (true, true),
            StateBlockType::PixelState => (true, false),
            StateBlockType::VertexState => (false, true),
        };
        let all = pixel && vertex;
        let (render, stage_states, sampler_states): (
            &[RenderState],
            &[TextureStageState],
            &[SamplerState],
        ) = match ty {
            StateBlockType::All => (RenderState::ALL, TextureStageState::ALL, SamplerState::ALL),
            StateBlockType::PixelState => (
                PIXEL_RENDER_STATES,
                PIXEL_TEXTURE_STAGE_STATES,
                PIXEL_SAMPLER_STATES,
            ),
            StateBlockType::VertexState => (
                VERTEX_RENDER_STATES,
                VERTEX_TEXTURE_STAGE_STATES,
                VERTEX_SAMPLER_STATES,
            ),
        };
        for &r in render {
            m.set_render_state(r);
        }
        for stage in 0..TEXTURE_STAGES as usize {
            for &t in stage_states {
                m.set_stage_state(stage, t);
            }
        }
        for flat in 0..SAMPLER_STAGES {
            for &st in sampler_states {
                m.set_sampler_state(flat, st);
            }
        }
        for (vertex, wanted) in [(true, vertex), (false, pixel)] {
            if wanted {
                let count = s.constants(vertex).count();
                let files = &mut m.constants[usize::from(!vertex)];
                files[0].set_first(count.0);
                files[1].set_first(count.1);
                files[2].set_first(count.2);
            }
        }
        m.pixel_shader = pixel;
        if vertex {
            m.lights = s.lights.keys().copied().collect();
            m.light_enables = m.lights.clone();
            m.vertex_shader = true;
            m.stream_freq.set_first(MAX_STREAMS);
            m.declaration = true;
        }
        if all {
            m.textures.set_first(SAMPLER_STAGES);
            m.streams.set_first(MAX_STREAMS);
            m.indices = true;
            m.viewport = true;
            m.scissor = true;
            // "Saving All Device States with a StateBlock" lists the
            // current texture palette.
            m.palette = true;
            m.material = true;
            m.clip_planes.set_first(MAX_CLIP_PLANES);
            m.transforms.set_first(TransformState::COUNT);
        }
        m
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
    fn masks_follow_the_lists() {
        let s = State::default();
        let pixel = Mask::of_type(StateBlockType::PixelState, &s);
        let vertex = Mask::of_type(StateBlockType::VertexState, &s);
        let all = Mask::of_type(StateBlockType::All, &s);
        let has = |m: &Mask, r: RenderState| m.render.get(r.to_d3d() as usize);
        assert!(has(&pixel, RenderState::AlphaBlendEnable));
        assert!(!has(&pixel, RenderState::Lighting));
        assert!(has(&vertex, RenderState::Lighting));
        assert!(RenderState::ALL.iter().all(|&r| has(&all, r)));
        // Only D3DSBT_ALL holds textures, streams, the viewport, the
        // transforms; pixel blocks no vertex shader, vertex no pixel one.
        for m in [&pixel, &vertex] {
            assert!(!m.viewport && !m.indices && m.textures.ones().next().is_none());
        }
        assert!(pixel.pixel_shader && !pixel.vertex_shader && !pixel.declaration);
        assert!(vertex.vertex_shader && !vertex.pixel_shader && vertex.declaration);
        assert_eq!(all.transforms.ones().count(), TransformState::COUNT);
        assert_eq!(
            pixel.constants[1][0].ones().count(),
            super::super::PS_FLOAT_CONSTANTS
        );
        assert_eq!(pixel.constants[0][0].ones().count(), 0);
    }
}
