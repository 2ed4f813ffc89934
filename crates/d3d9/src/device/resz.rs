//! RESZ, AMD's driver extension that resolves a multisampled depth-stencil
//! surface into a depth texture (AMD's "Advanced DX9 Capabilities for ATI
//! Radeon Cards"): with an `INTZ` texture bound to sampler 0 and the
//! multisampled surface bound as the depth-stencil surface, the game draws
//! a dummy point and sets `D3DRS_POINTSIZE` to [`RESZ_CODE`]; the driver
//! then copies the depth of the *first sample only* into level 0 of the
//! texture. `CheckDeviceFormat(D3DUSAGE_RENDERTARGET, D3DRTYPE_SURFACE,
//! 'RESZ')` is how games find it.
//!
//! Here the depth-stencil surface's samples are resolved as for any read
//! (sample 0, `enhance/msaa_passes.rs`), then its single-sample depth is
//! drawn into the texture's level 0; a surface without samples is copied
//! the same way. The texture's stencil is not written (wgpu shaders cannot
//! write stencil). The code is a command, not a point size: the point size
//! stays what it was.

use ninebridge_gpu::wgpu;

use super::Device;
use crate::error::{D3dResult, invalid};
use ninebridge_translate::DepthSampling;

/// The `D3DRS_POINTSIZE` value that asks for a RESZ resolve.
pub const RESZ_CODE: u32 = 0x7fa0_5000;

impl Device {
    /// The RESZ resolve: the bound depth-stencil surface's depth (sample 0)
    /// into level 0 of the depth texture bound to sampler 0. Nothing
    /// happens without either (as AMD's driver, the request is ignored);
    /// a texture that is not a depth texture, or of another size, is an
    /// invalid call.
    pub(crate) fn resz_resolve(&mut self) -> D3dResult<()> {
        let (Some(ds), Some(texture)) = (self.state.depth_stencil(), self.state.textures()[0])
        else {
            return Ok(());
        };
        let tex = self.resources.textures.get(texture.0)?;
        let surface = self.resources.surfaces.get(ds.0)?;
        if tex.depth_sampling == DepthSampling::None {
            return Err(invalid!(
                "RESZ into a {:?} texture (a depth texture such as INTZ is needed)",
                tex.format
            ));
        }
        let size = (tex.gpu.width(), tex.gpu.height());
        if surface.physical_size() != size {
            return Err(invalid!(
                "RESZ of a {}x{} depth-stencil surface into a {}x{} texture",
                surface.width,
                surface.height,
                tex.width,
                tex.height
            ));
        }
        let format = tex.gpu.format();
        let dst = tex.gpu.create_view(&wgpu::TextureViewDescriptor {
            dimension: Some(wgpu::TextureViewDimension::D2),
            base_mip_level: 0,
            mip_level_count: Some(1),
            ..Default::default()
        });
        self.renderer.msaa_copy_depth(
            &self.resources,
            self.implicit.back_buffer,
            ds,
            &dst,
            format,
        )?;
        tracing::debug!(
            "RESZ: depth-stencil surface {} resolved into texture {}",
            ds.0,
            texture.0
        );
        Ok(())
    }
}
