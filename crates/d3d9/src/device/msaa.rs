//! The device's side of multisampling (`crate::enhance` does the GPU
//! side): the forced count and resolve mode, the checks of a game's
//! multisample arguments, the twin a new surface gets, and the counters.

use ninebridge_gpu::wgpu;
use ninebridge_types::MultiSampleType;

use crate::device::Device;
use crate::enhance::msaa::{self, ResolveMode};
use crate::enhance::{MsaaStats, Newer};
use crate::error::D3dResult;
use crate::resource::SurfaceId;

impl Device {
    /// Before surface `id`'s single-sample texture is read outside a
    /// render pass: resolves its samples when they are newer
    /// (`Renderer::msaa_read`).
    pub(crate) fn msaa_read(&self, id: SurfaceId) -> D3dResult<()> {
        self.renderer
            .msaa_read(&self.resources, self.implicit.back_buffer, id)
    }

    /// Before surface `id`'s single-sample texture is written outside a
    /// render pass.
    pub(crate) fn msaa_before_write(&self, id: SurfaceId) -> D3dResult<()> {
        self.renderer
            .msaa_before_write(&self.resources, self.implicit.back_buffer, id)
    }

    /// After surface `id`'s single-sample texture was written outside a
    /// render pass.
    pub(crate) fn msaa_written(&self, id: SurfaceId) -> D3dResult<()> {
        self.renderer.msaa_written(&self.resources, id)
    }

    /// Forces `samples` per pixel (2, 4, 8; 0 or 1: off) on the surfaces
    /// made after this call that follow the back buffer: call it before
    /// the implicit surfaces are made (`replay --msaa N`). A refused count
    /// is logged and leaves forced MSAA off.
    pub fn set_msaa(&mut self, samples: u32) {
        self.renderer.msaa.forced =
            msaa::parse_msaa(Some(&samples.to_string())).unwrap_or_else(|e| {
                tracing::warn!("{e}");
                None
            });
    }

    /// The forced count (`None`: off).
    pub fn msaa(&self) -> Option<u32> {
        self.renderer.msaa.forced
    }

    /// Sets the resolve mode (the environment's by default).
    pub fn set_msaa_resolve_mode(&mut self, mode: ResolveMode) {
        self.renderer.msaa.mode = mode;
    }

    /// The multisampling counters so far.
    pub fn msaa_stats(&self) -> MsaaStats {
        let mut s = self.renderer.msaa.stats.get();
        s.samples = self.renderer.msaa.forced.unwrap_or(1);
        s
    }

    /// The counts above 1 the adapter renders `format` with.
    pub fn msaa_counts(&self, format: wgpu::TextureFormat) -> Vec<u32> {
        msaa::supported_counts(&self.gpu, format)
    }

    /// The forced count nearest to what the adapter has for `format`,
    /// logged once per (count, format) when it differs.
    fn forced_count(&self, format: wgpu::TextureFormat) -> u32 {
        let Some(wanted) = self.renderer.msaa.forced else {
            return 1;
        };
        let n = msaa::nearest_count(wanted, &self.msaa_counts(format));
        if n != wanted
            && self
                .renderer
                .msaa
                .logged
                .borrow_mut()
                .insert((wanted, format))
        {
            tracing::warn!(
                "{}={wanted}: the adapter cannot render {format:?} with {wanted} samples; using {n}",
                msaa::MSAA_VARIABLE
            );
        }
        n
    }

    /// Gives new surface `id` (a render target or depth-stencil surface)
    /// its multisampling: the count the game asked for (`requested`), else
    /// the forced count where the surface follows the back buffer (the
    /// back buffer itself and the automatic depth-stencil surface among
    /// them: [`DeviceMsaa::back_buffer`] is their size).
    pub(crate) fn msaa_setup(
        &mut self,
        id: SurfaceId,
        requested: (MultiSampleType, u32),
    ) -> D3dResult<()> {
        let s = self.resources.surfaces.get(id.0)?;
        let format = s.texture.format();
        let count = if requested.0 == MultiSampleType::None {
            let follows = self
                .renderer
                .msaa
                .back_buffer
                .is_some_and(|bb| crate::enhance::follows_back_buffer((s.width, s.height), bb));
            if follows {
                self.forced_count(format)
            } else {
                1
            }
        } else {
            let counts = self.msaa_counts(format);
            msaa::requested_count(requested.0, requested.1, &counts, format)
                .map_err(crate::enhance::msaa_surface::multisample_error)?
        };
        let twin = if count > 1 {
            Some(self.renderer.make_twin(&self.resources, id, count)?)
        } else {
            None
        };
        let s = self.resources.surfaces.get_mut(id.0)?;
        s.msaa.requested = requested;
        s.msaa.twin = twin;
        Ok(())
    }

    /// Checks a game's multisample arguments for a surface of `format`.
    pub(crate) fn msaa_check(
        &self,
        kind: MultiSampleType,
        quality: u32,
        format: wgpu::TextureFormat,
    ) -> D3dResult<()> {
        if kind == MultiSampleType::None && quality == 0 {
            return Ok(());
        }
        let counts = self.msaa_counts(format);
        msaa::requested_count(kind, quality, &counts, format)
            .map(drop)
            .map_err(crate::enhance::msaa_surface::multisample_error)
    }

    /// What surface `id` renders with: its count (1: single-sample) and
    /// which copy is newer (for tests and tools).
    pub fn msaa_surface_state(&self, id: SurfaceId) -> D3dResult<(u32, Newer)> {
        let s = self.resources.surfaces.get(id.0)?;
        Ok((
            s.msaa.twin.as_ref().map_or(1, |t| t.samples),
            s.msaa.newer.get(),
        ))
    }
}
