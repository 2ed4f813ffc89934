//! The sampler side of the anisotropy rule (`convert/anisotropy.rs`): the
//! override's setter, the texture levels a stage's sampler depends on, the
//! resolved key of a stage (a test hook) and the sampler counters.

use crate::convert::resolve_sampler;
use crate::device::Device;
use crate::error::{D3dResult, invalid};

impl Device {
    /// The sampler key sampler stage `sampler` (0..15, 257..260) resolves
    /// to now: its states, its texture's levels and the anisotropy
    /// override through the rule of `convert/anisotropy.rs` (what a draw
    /// would bind). For tests and tools.
    pub fn resolved_sampler(&self, sampler: u32) -> D3dResult<crate::convert::SamplerKey> {
        let flat = ninebridge_types::SamplerSlot::from_d3d(sampler)
            .and_then(crate::state::flat_index)
            .ok_or_else(|| invalid!("sampler index {sampler} does not exist"))?;
        Ok(resolve_sampler(
            &self.state.samplers()[flat],
            self.renderer
                .sampler_context(&self.state, &self.resources, flat),
        )?
        .key)
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
}
