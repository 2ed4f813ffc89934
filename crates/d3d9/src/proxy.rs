//! Render targets smaller than the depth-stencil surface.
//!
//! D3D9 lets a depth-stencil surface be larger than the render targets it
//! is used with (its top-left part is used); wgpu needs every attachment of
//! a pass to have one size. Such a target is drawn through a stand-in: a
//! colour texture of the depth-stencil surface's size and the target's
//! format. When a pass with stand-ins begins, each target is copied into
//! the top-left of its stand-in; when it ends, that part is copied back.
//! Viewports and scissor rectangles stay cut to the target's size, so
//! nothing is drawn outside it, and depth and stencil are the real
//! surface's. Stand-ins are kept per (target, size, view format).

use ninebridge_gpu::wgpu;

use crate::error::D3dResult;
use crate::renderer::Renderer;
use crate::resource::{Surface, SurfaceId};

/// A target drawn through a stand-in, and where it copies back.
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct ProxyCopy {
    /// The stand-in texture (the depth-stencil surface's size).
    pub(crate) proxy: wgpu::Texture,
    /// Its view in the target's view format.
    pub(crate) view: wgpu::TextureView,
    /// The target's texture, level and layer.
    pub(crate) surface: (wgpu::Texture, u32, u32),
    /// The target's size.
    pub(crate) size: (u32, u32),
}

/// The stand-ins of a device: by target, stand-in size and view format.
pub(crate) type Proxies = std::cell::RefCell<
    crate::FastMap<
        (SurfaceId, (u32, u32), wgpu::TextureFormat),
        (wgpu::Texture, wgpu::TextureView),
    >,
>;

fn copies(encoder: &mut wgpu::CommandEncoder, proxies: &[ProxyCopy], to_proxy: bool) {
    for p in proxies {
        let (texture, level, layer) = &p.surface;
        let target = wgpu::TexelCopyTextureInfo {
            texture,
            mip_level: *level,
            origin: wgpu::Origin3d {
                x: 0,
                y: 0,
                z: *layer,
            },
            aspect: wgpu::TextureAspect::All,
        };
        let proxy = wgpu::TexelCopyTextureInfo {
            texture: &p.proxy,
            mip_level: 0,
            origin: wgpu::Origin3d::ZERO,
            aspect: wgpu::TextureAspect::All,
        };
        let extent = wgpu::Extent3d {
            width: p.size.0,
            height: p.size.1,
            depth_or_array_layers: 1,
        };
        if to_proxy {
            encoder.copy_texture_to_texture(target, proxy, extent);
        } else {
            encoder.copy_texture_to_texture(proxy, target, extent);
        }
    }
}

/// Copies each target into its stand-in (before a pass begins).
pub(crate) fn copy_in(encoder: &mut wgpu::CommandEncoder, proxies: &[ProxyCopy]) {
    copies(encoder, proxies, true);
}

/// Copies each stand-in back to its target (after the pass ended).
pub(crate) fn copy_out(encoder: &mut wgpu::CommandEncoder, proxies: &[ProxyCopy]) {
    copies(encoder, proxies, false);
}

impl Renderer {
    /// The stand-in of render target `id` (surface `s`, viewed as
    /// `format`) when the bound depth-stencil surface is larger.
    pub(crate) fn target_proxy(
        &self,
        state: &crate::state::State,
        resources: &crate::resource::Resources,
        id: SurfaceId,
        s: &Surface,
        format: wgpu::TextureFormat,
    ) -> D3dResult<Option<ProxyCopy>> {
        let Some(ds) = state.depth_stencil() else {
            return Ok(None);
        };
        // GPU sizes: with resolution scaling they differ from D3D9's.
        let size = resources.surfaces.get(ds.0)?.physical_size();
        let own = s.physical_size();
        if size == own || size.0 < own.0 || size.1 < own.1 {
            return Ok(None);
        }
        let key = (id, size, format);
        let mut proxies = self.proxies.borrow_mut();
        let (proxy, view) = match proxies.get(&key) {
            Some(p) => p.clone(),
            None => {
                let base = s.texture.format();
                let texture = self.gpu.scoped("create_texture (stand-in)", |device| {
                    device.create_texture(&wgpu::TextureDescriptor {
                        label: Some("d3d9 render target stand-in"),
                        size: wgpu::Extent3d {
                            width: size.0,
                            height: size.1,
                            depth_or_array_layers: 1,
                        },
                        mip_level_count: 1,
                        sample_count: 1,
                        dimension: wgpu::TextureDimension::D2,
                        format: base,
                        usage: wgpu::TextureUsages::RENDER_ATTACHMENT
                            | wgpu::TextureUsages::COPY_SRC
                            | wgpu::TextureUsages::COPY_DST,
                        view_formats: crate::resource::srgb_view_formats(base),
                    })
                })?;
                let view = texture.create_view(&wgpu::TextureViewDescriptor {
                    format: Some(format),
                    ..Default::default()
                });
                proxies.insert(key, (texture.clone(), view.clone()));
                self.count_copy(|c| c.stand_ins += 1);
                (texture, view)
            }
        };
        Ok(Some(ProxyCopy {
            proxy,
            view,
            surface: (s.texture.clone(), s.level, s.layer),
            size: own,
        }))
    }
}
