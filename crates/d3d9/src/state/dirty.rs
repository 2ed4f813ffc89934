//! What changed since the last draw. Setters raise a flag only when the
//! value they store differs from the one held; the draw rebuilds what the
//! raised flags name and clears them (DXVK's dirty flags, Ruffle's
//! `CurrentPipeline`).

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
        /// Textures or sampler states of the vertex stages (bind group 0).
        const VS_RESOURCES = 1 << 4;
        /// Textures or sampler states of the pixel stages (bind group 1).
        const PS_RESOURCES = 1 << 5;
        /// Vertex shader constants.
        const VS_CONSTANTS = 1 << 6;
        /// Pixel shader constants.
        const PS_CONSTANTS = 1 << 7;
        /// The renderer blocks' values: clip planes, point size, fog,
        /// alpha reference, viewport, projection shape.
        const RENDERER = 1 << 8;
    }
}

impl Dirty {
    /// What a render state change invalidates: everything a render state
    /// can feed (pipeline, variant, renderer block), but no resources.
    pub(crate) const RENDER_STATE: Dirty =
        Dirty::SHADERS.union(Dirty::PIPELINE).union(Dirty::RENDERER);

    /// What binding other render targets or another depth-stencil surface
    /// invalidates: the pass, the pipeline (formats) and the renderer block
    /// (the alpha test's quantisation follows target 0's format).
    pub(crate) const TARGETS_CHANGED: Dirty =
        Dirty::TARGETS.union(Dirty::PIPELINE).union(Dirty::RENDERER);

    /// What a stream change invalidates: the buffers and, through the
    /// stride, the pipeline's vertex layout.
    pub(crate) const STREAMS_CHANGED: Dirty = Dirty::STREAMS.union(Dirty::PIPELINE);

    /// The resources of bind group `group` (0 vertex, 1 pixel).
    pub(crate) fn resources(group: usize) -> Dirty {
        if group == 0 {
            Dirty::VS_RESOURCES
        } else {
            Dirty::PS_RESOURCES
        }
    }

    /// The constants of bind group `group`.
    pub(crate) fn constants(group: usize) -> Dirty {
        if group == 0 {
            Dirty::VS_CONSTANTS
        } else {
            Dirty::PS_CONSTANTS
        }
    }
}
