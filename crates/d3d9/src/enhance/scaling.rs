//! The state of resolution scaling the renderer keeps (`scale.rs` has the
//! rules, `device/scaling.rs` the device's API): the settings targets are
//! created with, the back buffer's logical size they follow, the
//! depth-stencil twins of scaled targets, and the counters.

use std::cell::Cell;

use ninebridge_gpu::wgpu;

use super::ScaleSettings;
use crate::resource::SurfaceId;

/// Counters of resolution scaling (the `"render_scale"` statistics).
#[derive(Clone, Copy, Debug, Default, PartialEq, serde::Serialize)]
pub struct ScaleStats {
    /// The back buffer's factor (1: off).
    pub factor: f32,
    /// Size rules in force.
    pub rules: usize,
    /// Render targets, depth-stencil surfaces and render-target textures
    /// created larger than asked for.
    pub scaled_targets: u64,
    /// Reads of a scaled surface downsampled to its logical size.
    pub downsampled_reads: u64,
    /// Host writes into a scaled surface drawn up to its physical size.
    pub upscaled_writes: u64,
    /// Pixel-shader constant components rescaled as texel offsets of a
    /// scaled texture (`draw/texel_offsets.rs`).
    pub rescaled_constants: u64,
    /// Draws whose constants had such components.
    pub rescaled_draws: u64,
    /// Depth-stencil twins made for scaled targets paired with a
    /// depth-stencil surface that is not scaled as much.
    pub depth_twins: u64,
}

impl std::ops::AddAssign for ScaleStats {
    /// Counters of another device added; the settings are the other's.
    fn add_assign(&mut self, o: Self) {
        self.factor = o.factor;
        self.rules = o.rules;
        self.scaled_targets += o.scaled_targets;
        self.downsampled_reads += o.downsampled_reads;
        self.upscaled_writes += o.upscaled_writes;
        self.rescaled_constants += o.rescaled_constants;
        self.rescaled_draws += o.rescaled_draws;
        self.depth_twins += o.depth_twins;
    }
}

/// Depth-stencil twins by (surface, GPU size).
pub(crate) type DepthTwins = crate::FastMap<(SurfaceId, (u32, u32)), wgpu::TextureView>;

/// The device's scaling state.
#[derive(Debug, Default)]
pub(crate) struct Scaling {
    pub(crate) settings: ScaleSettings,
    /// The implicit back buffer's logical size, which targets follow.
    pub(crate) back_buffer: Option<(u32, u32)>,
    pub(crate) stats: Cell<ScaleStats>,
    /// Depth-stencil twins by (surface, GPU size) (`draw/targets.rs`).
    pub(crate) depth_twins: std::cell::RefCell<DepthTwins>,
}

impl Scaling {
    pub(crate) fn from_env() -> Scaling {
        Scaling {
            settings: ScaleSettings::from_env(),
            ..Default::default()
        }
    }

    /// Changes the counters with `f`.
    pub(crate) fn count(&self, f: impl FnOnce(&mut ScaleStats)) {
        let mut s = self.stats.get();
        f(&mut s);
        self.stats.set(s);
    }
}
