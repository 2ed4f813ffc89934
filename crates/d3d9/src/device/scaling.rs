//! Resolution scaling on the device (`crate::enhance::scale` has the
//! settings and rules): which new targets are scaled, and the two places
//! where the logical and physical sizes meet host memory.
//!
//! - A scaled surface is read back (`LockRect`, `GetRenderTargetData`,
//!   probes) at its logical size: the level is first drawn into a texture
//!   of that size with a linear filter (for a factor of 2 that is the
//!   average of each 2x2 block), so game logic never sees the change.
//! - Host texels written into a scaled surface (`UpdateSurface`,
//!   `UpdateTexture`, unlocking a lockable target) are uploaded at their
//!   logical size and drawn into the physical rectangle with a point
//!   filter.

use ninebridge_gpu::wgpu;
use ninebridge_types::Format;

use super::Device;
use crate::copy::Source;
use crate::enhance::ScaleSettings;
use crate::enhance::scale::{AxisScale, UNSCALED, physical_edge, physical_rect};
use crate::error::{D3dResult, invalid};
use crate::resource::{MAX_TEXTURE_EDGE, SurfaceId};

pub use crate::enhance::scaling::ScaleStats;

impl Device {
    /// Sets the resolution scaling of targets created from now on
    /// (`replay --scale`; the environment's otherwise). Call it before
    /// `CreateDevice`'s implicit surfaces to scale the back buffer.
    ///
    /// Factors outside 1..=8 (or not numbers) are clamped into it (a NaN is
    /// 1), as the environment's parser would refuse them.
    pub fn set_render_scale(&mut self, mut settings: ScaleSettings) {
        let sane = |f: f32| {
            if f.is_nan() {
                1.0
            } else {
                f.clamp(1.0, crate::enhance::scale::MAX_RENDER_SCALE)
            }
        };
        settings.factor = sane(settings.factor);
        for rule in &mut settings.rules {
            rule.factor = sane(rule.factor);
        }
        self.renderer.scaling.settings = settings;
    }

    /// The scaling settings in force.
    pub fn render_scale(&self) -> &ScaleSettings {
        &self.renderer.scaling.settings
    }

    /// The scaling counters so far.
    pub fn render_scale_stats(&self) -> ScaleStats {
        let mut s = self.renderer.scaling.stats.get();
        s.factor = self.renderer.scaling.settings.factor;
        s.rules = self.renderer.scaling.settings.rules.len();
        s
    }

    /// The GPU size of a new render target or depth-stencil surface of
    /// logical `size`: larger when it follows the back buffer or a rule
    /// names it, within the adapter's largest texture.
    pub(super) fn scaled_size(&self, size: (u32, u32)) -> D3dResult<(u32, u32)> {
        for (edge, name) in [(size.0, "width"), (size.1, "height")] {
            if edge == 0 || edge > MAX_TEXTURE_EDGE {
                return Err(invalid!(
                    "surface {name} {edge} outside 1..={MAX_TEXTURE_EDGE}"
                ));
            }
        }
        let factor = self
            .renderer
            .scaling
            .settings
            .factor_for(size, self.renderer.scaling.back_buffer);
        if factor == 1.0 {
            return Ok(size);
        }
        let limit = self.gpu.device().limits().max_texture_dimension_2d;
        let physical = (
            physical_edge(size.0, factor, limit),
            physical_edge(size.1, factor, limit),
        );
        if physical != size {
            self.renderer.scaling.count(|s| s.scaled_targets += 1);
            tracing::debug!(
                "render target {}x{} scaled x{factor} to {}x{}",
                size.0,
                size.1,
                physical.0,
                physical.1
            );
        }
        Ok(physical)
    }

    /// A texture of surface `id`'s logical size holding its level drawn
    /// down with a linear filter, or `None` when the surface is not
    /// scaled. Submits the draw.
    pub(crate) fn downsampled(&self, id: SurfaceId) -> D3dResult<Option<wgpu::Texture>> {
        let s = self.resources.surfaces.get(id.0)?;
        if !s.is_scaled() {
            return Ok(None);
        }
        let (pw, ph) = s.physical_size();
        let format = s.texture.format();
        let small = self.gpu.scoped("create_texture (downsample)", |d| {
            d.create_texture(&wgpu::TextureDescriptor {
                label: Some("d3d9 downsampled read"),
                size: wgpu::Extent3d {
                    width: s.width,
                    height: s.height,
                    depth_or_array_layers: 1,
                },
                mip_level_count: 1,
                sample_count: 1,
                dimension: wgpu::TextureDimension::D2,
                format,
                usage: wgpu::TextureUsages::RENDER_ATTACHMENT
                    | wgpu::TextureUsages::COPY_SRC
                    | wgpu::TextureUsages::TEXTURE_BINDING,
                view_formats: &[],
            })
        })?;
        let source = Source {
            texture: s.texture.clone(),
            view: s.view.clone(),
            level: s.level,
            layer: s.layer,
            rect: (0, 0, pw, ph),
        };
        let view = small.create_view(&Default::default());
        let commands =
            self.blit_commands(&source, (view, format), (0, 0, s.width, s.height), true)?;
        self.gpu.submit([commands])?;
        self.renderer.scaling.count(|c| c.downsampled_reads += 1);
        Ok(Some(small))
    }

    /// Reads rectangle `rect` (x, y, width, height, logical pixels) of
    /// surface `id` back, downsampled when the surface is scaled. Submits
    /// the recorded draws first.
    pub(crate) fn read_logical(
        &self,
        id: SurfaceId,
        rect: (u32, u32, u32, u32),
    ) -> D3dResult<Vec<u8>> {
        // A multisampled surface's samples are resolved first.
        self.msaa_read(id)?;
        self.flush()?;
        // Timed as `readback <- ...` when profiling (`draw/profile.rs`).
        if let Some(small) = self.downsampled(id)? {
            return Ok(self.read_surface_texture_timed(id, &small, (0, 0), rect)?);
        }
        let s = self.resources.surfaces.get(id.0)?;
        Ok(self.read_surface_texture_timed(id, &s.texture, (s.level, s.layer), rect)?)
    }

    /// Uploads host texels `host` of `format` for logical rectangle `rect`
    /// of `(level, layer)` of `texture`, scaled by `scale`: at logical size
    /// into a staging texture, then drawn into the physical rectangle with
    /// a point filter. Returns `false` (nothing done) when `scale` is 1.
    pub(crate) fn upload_scaled(
        &self,
        texture: &wgpu::Texture,
        (level, layer): (u32, u32),
        scale: AxisScale,
        (format, rect): (Format, (u32, u32, u32, u32)),
        host: &[u8],
    ) -> D3dResult<bool> {
        if scale == UNSCALED {
            return Ok(false);
        }
        let (_, _, w, h) = rect;
        let staging = self.gpu.scoped("create_texture (upscale)", |d| {
            d.create_texture(&wgpu::TextureDescriptor {
                label: Some("d3d9 upscaled write"),
                size: wgpu::Extent3d {
                    width: w.max(1),
                    height: h.max(1),
                    depth_or_array_layers: 1,
                },
                mip_level_count: 1,
                sample_count: 1,
                dimension: wgpu::TextureDimension::D2,
                format: texture.format(),
                usage: wgpu::TextureUsages::COPY_DST | wgpu::TextureUsages::TEXTURE_BINDING,
                view_formats: &[],
            })
        })?;
        crate::copy::write_rect(
            self.gpu.queue(),
            &staging,
            (0, 0),
            format,
            (0, 0, w, h),
            host,
        )?;
        let source = Source {
            view: staging.create_view(&Default::default()),
            texture: staging,
            level: 0,
            layer: 0,
            rect: (0, 0, w, h),
        };
        let target = texture.create_view(&wgpu::TextureViewDescriptor {
            dimension: Some(wgpu::TextureViewDimension::D2),
            base_mip_level: level,
            mip_level_count: Some(1),
            base_array_layer: layer,
            array_layer_count: Some(1),
            ..Default::default()
        });
        let size = (
            (texture.width() >> level).max(1),
            (texture.height() >> level).max(1),
        );
        let dr = physical_rect(scale, rect, size);
        let commands = self.blit_commands(&source, (target, texture.format()), dr, false)?;
        self.gpu.submit([commands])?;
        self.renderer.scaling.count(|c| c.upscaled_writes += 1);
        Ok(true)
    }
}
