//! The sampler side of the anisotropy rule (`convert/anisotropy.rs`): the
//! override's setter, the texture levels a stage's sampler depends on, the
//! resolved key of a stage (a test hook) and the sampler counters.

use ninebridge_gpu::wgpu;

use crate::convert::{SamplerContext, resolve_sampler};
use crate::device::Device;
use crate::error::{D3dResult, invalid};
use ninebridge_translate::DepthSampling;

impl Device {
    /// The sampler key sampler stage `sampler` (0..15, 257..260) resolves
    /// to now: its states, its texture's levels and the anisotropy
    /// override through the rule of `convert/anisotropy.rs` (what a draw
    /// would bind). For tests and tools.
    pub fn resolved_sampler(&self, sampler: u32) -> D3dResult<crate::convert::SamplerKey> {
        let flat = ninebridge_types::SamplerSlot::from_d3d(sampler)
            .and_then(crate::state::flat_index)
            .ok_or_else(|| invalid!("sampler index {sampler} does not exist"))?;
        Ok(resolve_sampler(&self.state.samplers()[flat], self.sampler_context(flat))?.key)
    }

    /// What the resolution of flat sampler stage `flat`'s sampler depends
    /// on besides its states.
    pub(crate) fn sampler_context(&self, flat: usize) -> SamplerContext {
        SamplerContext {
            border_supported: self.hardware_border(),
            mip_levels: self.stage_mip_levels(flat),
            anisotropy_override: self.renderer.samplers.anisotropy_override,
            texture_format: self.stage_format(flat),
            // Pixel and vertex shaders both emulate a border colour.
            border_emulation: true,
            compare: self.stage_depth_sampling(flat) == DepthSampling::Compare,
        }
    }

    /// How the texture bound to flat stage `flat` is sampled when it
    /// holds depth (pixel stages only: a depth texture on a vertex sampler
    /// reads as colour, which the draw refuses).
    pub(crate) fn stage_depth_sampling(&self, flat: usize) -> DepthSampling {
        if flat >= ninebridge_types::PIXEL_SAMPLERS as usize {
            return DepthSampling::None;
        }
        self.state
            .textures()
            .get(flat)
            .copied()
            .flatten()
            .and_then(|t| self.resources.textures.get(t.0).ok())
            .map_or(DepthSampling::None, |t| t.depth_sampling)
    }

    /// Whether the device has wgpu's `ADDRESS_MODE_CLAMP_TO_BORDER`.
    fn hardware_border(&self) -> bool {
        self.gpu
            .features()
            .contains(wgpu::Features::ADDRESS_MODE_CLAMP_TO_BORDER)
    }

    /// The format of the texture bound to flat stage `flat`.
    fn stage_format(&self, flat: usize) -> Option<ninebridge_types::Format> {
        let id = self.state.textures().get(flat).copied().flatten()?;
        self.resources.textures.get(id.0).ok().map(|t| t.format)
    }

    /// How pixel sampler stage `stage` gives `D3DTADDRESS_BORDER`
    /// (`convert/border.rs`): by the sampler, or emulated by the shader.
    pub(crate) fn border_mode(&self, stage: usize) -> crate::convert::BorderMode {
        let border = ninebridge_types::TextureAddress::Border.to_d3d();
        let Some(ss) = self.state.samplers().get(stage) else {
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
        crate::convert::border_mode(ss, self.stage_format(stage), self.hardware_border())
    }

    /// The pixel sampler stages whose border the shader emulates (bit k =
    /// stage k).
    pub(crate) fn border_emulation_stages(&self) -> u16 {
        self.emulated_borders(0, ninebridge_types::PIXEL_SAMPLERS as usize)
    }

    /// The vertex texture stages whose border the vertex shader emulates
    /// (bit k = `D3DVERTEXTEXTURESAMPLER0 + k`).
    pub(crate) fn vertex_border_emulation_stages(&self) -> u16 {
        let base = ninebridge_types::PIXEL_SAMPLERS as usize;
        self.emulated_borders(base, base + 4)
    }

    /// Bit k for each flat stage `first + k` below `end` whose border is
    /// emulated.
    fn emulated_borders(&self, first: usize, end: usize) -> u16 {
        (first..end).fold(0, |mask, k| match self.border_mode(k) {
            crate::convert::BorderMode::Emulated { .. } => mask | 1 << (k - first),
            _ => mask,
        })
    }

    /// Sets the anisotropy override (`NINEBRIDGE_ANISOTROPY`'s value,
    /// which the device starts with): `Some(n)` with n in 1..=16 raises
    /// the anisotropy of mipmapped, linearly minified samplers to n,
    /// `None` turns it off. Out of range: `InvalidCall`, nothing changes.
    pub fn set_anisotropy_override(&mut self, anisotropy: Option<u16>) -> D3dResult<()> {
        if let Some(n) = anisotropy
            && !(1..=crate::convert::MAX_ANISOTROPY).contains(&n)
        {
            return Err(invalid!("anisotropy {n} outside 1..=16"));
        }
        if self.renderer.samplers.anisotropy_override != anisotropy {
            self.renderer.samplers.anisotropy_override = anisotropy;
            self.renderer.samplers.stages = Default::default();
            self.state.samplers_replaced();
        }
        Ok(())
    }

    /// The anisotropy override in effect.
    pub fn anisotropy_override(&self) -> Option<u16> {
        self.renderer.samplers.anisotropy_override
    }

    /// The sampler counters: samplers created, and those whose anisotropy
    /// the override raised.
    pub fn sampler_stats(&self) -> crate::pipeline::SamplerStats {
        self.renderer.samplers.stats()
    }

    /// Mip levels of the texture bound to flat stage `flat` as the GPU
    /// samples it (an `AUTOGENMIPMAP` texture's whole chain), 1 without
    /// one (the stand-in is 1x1).
    pub(crate) fn stage_mip_levels(&self, flat: usize) -> u32 {
        self.state
            .textures()
            .get(flat)
            .copied()
            .flatten()
            .and_then(|t| self.resources.textures.get(t.0).ok())
            .map_or(1, |t| t.gpu.mip_level_count())
    }
}
