//! What changed since the last draw. Setters raise a flag only when the
//! value they store differs from the one held; the draw rebuilds what the
//! raised flags name and clears them (DXVK's dirty flags, Ruffle's
//! `CurrentPipeline`).

use ninebridge_types::RenderState;

bitflags::bitflags! {
    /// Parts of the resolved draw that a state change invalidates.
    #[derive(Clone, Copy, Debug, PartialEq, Eq)]
    pub(crate) struct Dirty: u32 {
        /// The shader pair or its variant (shaders, alpha test, fog, shade
        /// mode, ps_1_x texture kinds, enabled clip planes).
        const SHADERS = 1 << 0;
        /// Anything a wgpu pipeline bakes in: render states, the vertex
        /// declaration, stream strides, render-target formats.
        const PIPELINE = 1 << 1;
        /// The render targets or the depth-stencil surface.
        const TARGETS = 1 << 2;
        /// Vertex buffers bound to streams.
        const STREAMS = 1 << 3;
        /// Textures of the vertex stages (bind group 0).
        const VS_RESOURCES = 1 << 4;
        /// Textures of the pixel stages (bind group 1).
        const PS_RESOURCES = 1 << 5;
        /// Vertex shader constants.
        const VS_CONSTANTS = 1 << 6;
        /// Pixel shader constants.
        const PS_CONSTANTS = 1 << 7;
        /// The renderer blocks' values: clip planes, point size, fog,
        /// alpha reference, viewport, projection shape.
        const RENDERER = 1 << 8;
        /// The vertex layout: the declaration or a stream's stride.
        const VERTEX_LAYOUT = 1 << 9;
        /// Sampler states of the vertex stages (bind group 0).
        const VS_SAMPLERS = 1 << 10;
        /// Sampler states of the pixel stages (bind group 1).
        const PS_SAMPLERS = 1 << 11;
    }
}

impl Dirty {
    /// What a render state change invalidates when nothing narrower is
    /// known: everything a render state can feed (pipeline, variant,
    /// renderer block), but no resources.
    pub(crate) const RENDER_STATE: Dirty =
        Dirty::SHADERS.union(Dirty::PIPELINE).union(Dirty::RENDERER);

    /// What changing render state `state` invalidates. States only a wgpu
    /// pipeline bakes in (blending, depth, stencil, culling, fill, write
    /// masks) rebuild the pipeline alone; states read at every draw (the
    /// stencil reference, blend factor, scissor test) nothing; the fog and
    /// alpha-reference values the renderer block alone; sRGB writes the
    /// targets' views; any other may change generated code.
    pub(crate) fn of_render_state(state: RenderState) -> Dirty {
        use RenderState as R;
        match state {
            R::ZEnable
            | R::FillMode
            | R::ZWriteEnable
            | R::SrcBlend
            | R::DestBlend
            | R::CullMode
            | R::ZFunc
            | R::AlphaBlendEnable
            | R::StencilEnable
            | R::StencilFail
            | R::StencilZFail
            | R::StencilPass
            | R::StencilFunc
            | R::StencilMask
            | R::StencilWriteMask
            | R::ColorWriteEnable
            | R::ColorWriteEnable1
            | R::ColorWriteEnable2
            | R::ColorWriteEnable3
            | R::BlendOp
            | R::SlopeScaleDepthBias
            | R::DepthBias
            | R::TwoSidedStencilMode
            | R::CcwStencilFail
            | R::CcwStencilZFail
            | R::CcwStencilPass
            | R::CcwStencilFunc
            | R::SeparateAlphaBlendEnable
            | R::SrcBlendAlpha
            | R::DestBlendAlpha
            | R::BlendOpAlpha => Dirty::PIPELINE,
            R::StencilRef | R::BlendFactor | R::ScissorTestEnable => Dirty::empty(),
            // Alpha-to-coverage (crate::vendor) is the pipeline's; the
            // alpha test is the shader variant's too.
            R::AdaptiveTessY => Dirty::PIPELINE,
            R::AlphaTestEnable => Dirty::PIPELINE.union(Dirty::RENDER_STATE),
            R::FogColor | R::FogStart | R::FogEnd | R::FogDensity | R::AlphaRef => Dirty::RENDERER,
            // The views, or (targets without sRGB views) the shader.
            R::SrgbWriteEnable => Dirty::TARGETS_CHANGED,
            _ => Dirty::RENDER_STATE,
        }
    }

    /// What binding other render targets or another depth-stencil surface
    /// invalidates: the pass, the pipeline (formats), the renderer block
    /// (the alpha test's quantisation follows target 0's format) and the
    /// pixel variant (sRGB writes to a target without an sRGB view).
    pub(crate) const TARGETS_CHANGED: Dirty = Dirty::TARGETS
        .union(Dirty::PIPELINE)
        .union(Dirty::RENDERER)
        .union(Dirty::SHADERS);

    /// What a stream change of stride (or from or to no buffer)
    /// invalidates: the buffers and the vertex layout.
    pub(crate) const STREAMS_CHANGED: Dirty = Dirty::STREAMS.union(Dirty::VERTEX_LAYOUT);

    /// The resources of shader stage `stage` (0 vertex, 1 pixel).
    pub(crate) fn resources(stage: usize) -> Dirty {
        if stage == 0 {
            Dirty::VS_RESOURCES
        } else {
            Dirty::PS_RESOURCES
        }
    }

    /// The sampler states of shader stage `stage`.
    pub(crate) fn samplers(stage: usize) -> Dirty {
        if stage == 0 {
            Dirty::VS_SAMPLERS
        } else {
            Dirty::PS_SAMPLERS
        }
    }

    /// The constants of shader stage `stage`.
    pub(crate) fn constants(stage: usize) -> Dirty {
        if stage == 0 {
            Dirty::VS_CONSTANTS
        } else {
            Dirty::PS_CONSTANTS
        }
    }
}

/// Shader stage of flat sampler stage `stage`: 1 for pixel stages, 0 for
/// vertex stages.
pub(crate) fn stage_of(stage: usize) -> usize {
    usize::from(stage < ninebridge_types::PIXEL_SAMPLERS as usize)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn render_states_raise_what_they_feed() {
        assert_eq!(
            Dirty::of_render_state(RenderState::AlphaBlendEnable),
            Dirty::PIPELINE
        );
        assert_eq!(
            Dirty::of_render_state(RenderState::StencilRef),
            Dirty::empty()
        );
        assert_eq!(
            Dirty::of_render_state(RenderState::FogColor),
            Dirty::RENDERER
        );
        assert!(Dirty::of_render_state(RenderState::AlphaTestEnable).contains(Dirty::SHADERS));
        assert!(Dirty::of_render_state(RenderState::PointSize).contains(Dirty::SHADERS));
        assert!(Dirty::of_render_state(RenderState::ClipPlaneEnable).contains(Dirty::RENDERER));
        assert!(Dirty::of_render_state(RenderState::SrgbWriteEnable).contains(Dirty::TARGETS));
        // States the fixed-function pipeline will read are conservative.
        assert_eq!(
            Dirty::of_render_state(RenderState::Lighting),
            Dirty::RENDER_STATE
        );
    }
}
