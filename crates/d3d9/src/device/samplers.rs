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
        let ctx = SamplerContext {
            border_supported: self
                .gpu
                .features()
                .contains(wgpu::Features::ADDRESS_MODE_CLAMP_TO_BORDER),
            mip_levels: self.stage_mip_levels(flat),
            anisotropy_override: self.samplers.anisotropy_override,
            compare: self.stage_depth_sampling(flat) == DepthSampling::Compare,
        };
        Ok(resolve_sampler(&self.state.samplers[flat], ctx)?.key)
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
        if self.samplers.anisotropy_override != anisotropy {
            self.samplers.anisotropy_override = anisotropy;
            self.samplers.stages = Default::default();
            self.state
                .mark(crate::state::Dirty::samplers(0) | crate::state::Dirty::samplers(1));
        }
        Ok(())
    }

    /// The anisotropy override in effect.
    pub fn anisotropy_override(&self) -> Option<u16> {
        self.samplers.anisotropy_override
    }

    /// The sampler counters: samplers created, and those whose anisotropy
    /// the override raised.
    pub fn sampler_stats(&self) -> crate::pipeline::SamplerStats {
        self.samplers.stats()
    }

    /// How the texture bound to flat stage `flat` is sampled when it
    /// holds depth (pixel stages only: a depth texture on a vertex sampler
    /// reads as colour, which the draw refuses).
    pub(crate) fn stage_depth_sampling(&self, flat: usize) -> DepthSampling {
        if flat >= ninebridge_types::PIXEL_SAMPLERS as usize {
            return DepthSampling::None;
        }
        self.state
            .textures
            .get(flat)
            .copied()
            .flatten()
            .and_then(|t| self.resources.textures.get(t.0).ok())
            .map_or(DepthSampling::None, |t| t.depth_sampling)
    }

    /// Mip levels of the texture bound to flat stage `flat` as the GPU
    /// samples it (an `AUTOGENMIPMAP` texture's whole chain), 1 without
    /// one (the stand-in is 1x1).
    pub(crate) fn stage_mip_levels(&self, flat: usize) -> u32 {
        self.state
            .textures
            .get(flat)
            .copied()
            .flatten()
            .and_then(|t| self.resources.textures.get(t.0).ok())
            .map_or(1, |t| t.gpu.mip_level_count())
    }
}
