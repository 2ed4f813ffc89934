//! What a draw's sampler stages resolve to, read from the State and the
//! bound textures: the context of a stage's sampler (its texture's levels,
//! format and depth sampling, the anisotropy override, the adapter's
//! border support) and how each stage gives `D3DTADDRESS_BORDER`
//! (`convert/border.rs`). The front reads them too, to raise dirty flags
//! only when what a draw binds changes (`device/textures.rs`).

use ninebridge_gpu::wgpu;

use crate::convert::SamplerContext;
use crate::renderer::Renderer;
use ninebridge_translate::DepthSampling;

impl Renderer {
    /// What the resolution of flat sampler stage `flat`'s sampler depends
    /// on besides its states.
    pub(crate) fn sampler_context(
        &self,
        state: &crate::state::State,
        resources: &crate::resource::Resources,
        flat: usize,
    ) -> SamplerContext {
        SamplerContext {
            border_supported: self.hardware_border(),
            mip_levels: self.stage_mip_levels(state, resources, flat),
            anisotropy_override: self.samplers.anisotropy_override,
            texture_format: self.stage_format(state, resources, flat),
            // Pixel and vertex shaders both emulate a border colour.
            border_emulation: true,
            compare: self.stage_depth_sampling(state, resources, flat) == DepthSampling::Compare,
        }
    }

    /// How the texture bound to flat stage `flat` is sampled when it
    /// holds depth (pixel stages only: a depth texture on a vertex sampler
    /// reads as colour, which the draw refuses).
    pub(crate) fn stage_depth_sampling(
        &self,
        state: &crate::state::State,
        resources: &crate::resource::Resources,
        flat: usize,
    ) -> DepthSampling {
        if flat >= ninebridge_types::PIXEL_SAMPLERS as usize {
            return DepthSampling::None;
        }
        state
            .textures()
            .get(flat)
            .copied()
            .flatten()
            .and_then(|t| resources.textures.get(t.0).ok())
            .map_or(DepthSampling::None, |t| t.depth_sampling)
    }

    /// Whether the device has wgpu's `ADDRESS_MODE_CLAMP_TO_BORDER`.
    fn hardware_border(&self) -> bool {
        self.gpu
            .features()
            .contains(wgpu::Features::ADDRESS_MODE_CLAMP_TO_BORDER)
    }

    /// The format of the texture bound to flat stage `flat`.
    fn stage_format(
        &self,
        state: &crate::state::State,
        resources: &crate::resource::Resources,
        flat: usize,
    ) -> Option<ninebridge_types::Format> {
        let id = state.textures().get(flat).copied().flatten()?;
        resources.textures.get(id.0).ok().map(|t| t.format)
    }

    /// How pixel sampler stage `stage` gives `D3DTADDRESS_BORDER`
    /// (`convert/border.rs`): by the sampler, or emulated by the shader.
    pub(crate) fn border_mode(
        &self,
        state: &crate::state::State,
        resources: &crate::resource::Resources,
        stage: usize,
    ) -> crate::convert::BorderMode {
        let border = ninebridge_types::TextureAddress::Border.to_d3d();
        let Some(ss) = state.samplers().get(stage) else {
            return crate::convert::BorderMode::None;
        };
        // Most draws have no border: skip the texture's format then.
        if ![
            ninebridge_types::SamplerState::AddressU,
            ninebridge_types::SamplerState::AddressV,
            ninebridge_types::SamplerState::AddressW,
        ]
        .iter()
        .any(|a| ss.get(*a) == border)
        {
            return crate::convert::BorderMode::None;
        }
        crate::convert::border_mode(
            ss,
            self.stage_format(state, resources, stage),
            self.hardware_border(),
        )
    }

    /// The pixel sampler stages whose border the shader emulates (bit k =
    /// stage k).
    pub(crate) fn border_emulation_stages(
        &self,
        state: &crate::state::State,
        resources: &crate::resource::Resources,
    ) -> u16 {
        self.emulated_borders(
            state,
            resources,
            0,
            ninebridge_types::PIXEL_SAMPLERS as usize,
        )
    }

    /// The vertex texture stages whose border the vertex shader emulates
    /// (bit k = `D3DVERTEXTEXTURESAMPLER0 + k`).
    pub(crate) fn vertex_border_emulation_stages(
        &self,
        state: &crate::state::State,
        resources: &crate::resource::Resources,
    ) -> u16 {
        let base = ninebridge_types::PIXEL_SAMPLERS as usize;
        self.emulated_borders(state, resources, base, base + 4)
    }

    /// Bit k for each flat stage `first + k` below `end` whose border is
    /// emulated.
    fn emulated_borders(
        &self,
        state: &crate::state::State,
        resources: &crate::resource::Resources,
        first: usize,
        end: usize,
    ) -> u16 {
        (first..end).fold(0, |mask, k| match self.border_mode(state, resources, k) {
            crate::convert::BorderMode::Emulated { .. } => mask | 1 << (k - first),
            _ => mask,
        })
    }

    /// Mip levels of the texture bound to flat stage `flat` as the GPU
    /// samples it (an `AUTOGENMIPMAP` texture's whole chain), 1 without
    /// one (the stand-in is 1x1).
    pub(crate) fn stage_mip_levels(
        &self,
        state: &crate::state::State,
        resources: &crate::resource::Resources,
        flat: usize,
    ) -> u32 {
        state
            .textures()
            .get(flat)
            .copied()
            .flatten()
            .and_then(|t| resources.textures.get(t.0).ok())
            .map_or(1, |t| t.gpu.mip_level_count())
    }
}
