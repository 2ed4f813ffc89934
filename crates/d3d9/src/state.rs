//! The render and sampler state tables: D3D9 keeps every state as a raw
//! `DWORD` and only interprets it at draw time, and so does this model. The
//! tables are plain data, testable without a GPU; `convert.rs` turns them into
//! wgpu descriptors.

use ninebridge_types::{PIXEL_SAMPLERS, RenderState, SamplerSlot, SamplerState};

/// Number of slots of the render state table (`D3DRS_*` values are < 256).
const RENDER_STATE_SLOTS: usize = 256;

/// The render state table, initialised to D3D9's defaults for a device
/// created without an automatic depth-stencil surface.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RenderStates {
    values: [u32; RENDER_STATE_SLOTS],
}

impl Default for RenderStates {
    fn default() -> Self {
        let mut values = [0u32; RENDER_STATE_SLOTS];
        for &state in RenderState::ALL {
            values[state as usize] = state.default_value();
        }
        RenderStates { values }
    }
}

impl RenderStates {
    /// The raw value of `state`.
    pub fn get(&self, state: RenderState) -> u32 {
        // Every variant's value is below RENDER_STATE_SLOTS.
        self.values[state as usize]
    }

    /// The value of `state` as a boolean (nonzero is true).
    pub fn flag(&self, state: RenderState) -> bool {
        self.get(state) != 0
    }

    /// The value of a float-valued state.
    pub fn float(&self, state: RenderState) -> f32 {
        f32::from_bits(self.get(state))
    }

    /// Sets `state` to the raw `value`.
    pub fn set(&mut self, state: RenderState, value: u32) {
        self.values[state as usize] = value;
    }
}

/// The states of one sampler stage, D3D9 defaults: wrap, point, no mip.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct SamplerStates {
    values: [u32; SAMPLER_STATE_SLOTS],
}

/// Number of slots of a sampler stage's table (`D3DSAMP_*` values are < 14).
const SAMPLER_STATE_SLOTS: usize = 14;

impl Default for SamplerStates {
    fn default() -> Self {
        let mut s = SamplerStates {
            values: [0; SAMPLER_STATE_SLOTS],
        };
        for &state in SamplerState::ALL {
            s.set(state, state.default_value());
        }
        s
    }
}

impl SamplerStates {
    /// The raw value of `state`.
    pub fn get(&self, state: SamplerState) -> u32 {
        self.values[state as usize]
    }

    /// Sets `state` to the raw `value`.
    pub fn set(&mut self, state: SamplerState, value: u32) {
        self.values[state as usize] = value;
    }
}

/// Position of a sampler slot in the device's flat table of 20 stages
/// (pixel 0..15, then vertex 0..3); `None` for `D3DDMAPSAMPLER`, which this
/// device does not have.
pub(crate) fn flat_index(slot: SamplerSlot) -> Option<usize> {
    match slot {
        SamplerSlot::Pixel(k) => Some(k as usize),
        SamplerSlot::Vertex(k) => Some((PIXEL_SAMPLERS + k) as usize),
        SamplerSlot::DisplacementMap => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn defaults_match_d3d9() {
        let rs = RenderStates::default();
        assert_eq!(rs.get(RenderState::CullMode), 3);
        assert_eq!(rs.get(RenderState::AlphaFunc), 8);
        assert_eq!(rs.float(RenderState::FogEnd), 1.0);
        assert_eq!(rs.get(RenderState::ColorWriteEnable), 0xf);
        assert!(!rs.flag(RenderState::AlphaTestEnable));
        let ss = SamplerStates::default();
        assert_eq!(ss.get(SamplerState::AddressU), 1);
        assert_eq!(ss.get(SamplerState::MipFilter), 0);
    }

    #[test]
    fn sampler_indices() {
        assert_eq!(SamplerSlot::from_d3d(3), Some(SamplerSlot::Pixel(3)));
        assert_eq!(SamplerSlot::from_d3d(258), Some(SamplerSlot::Vertex(1)));
        assert_eq!(SamplerSlot::from_d3d(16), None);
        assert_eq!(flat_index(SamplerSlot::from_d3d(258).unwrap()), Some(17));
        assert_eq!(flat_index(SamplerSlot::DisplacementMap), None);
        assert_eq!(SamplerSlot::from_d3d(261), None);
    }
}
