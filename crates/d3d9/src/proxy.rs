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

use crate::device::Device;
use crate::error::D3dResult;
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
    /// Set when the depth-stencil surface is more scaled than the target
    /// (resolution scaling): the target is drawn up into part of the
    /// stand-in and back down, instead of copied.
    pub(crate) scaled: Option<ScaledCopy>,
}

/// A stand-in at the depth-stencil surface's scale: before a pass the
/// target is drawn into `region` of the stand-in (point filter: every GPU
/// pixel of a D3D9 pixel the same), after it the region is drawn back
/// down into the target (linear filter: for a factor of 2 the average of
/// each 2x2 block, which gives back unchanged pixels exactly). The pass
/// draws at the depth surface's scale, so the two share depth as they do
/// in D3D9.
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct ScaledCopy {
    pub(crate) pipeline: wgpu::RenderPipeline,
    /// Samples the target (into the stand-in).
    pub(crate) group_in: wgpu::BindGroup,
    /// Samples the stand-in's region (into the target).
    pub(crate) group_out: wgpu::BindGroup,
    /// The stand-in and the target in their base format.
    pub(crate) proxy_view: wgpu::TextureView,
    pub(crate) target_view: wgpu::TextureView,
    /// The target's part of the stand-in, in its pixels.
    pub(crate) region: (u32, u32),
    /// The scale the pass draws at (the depth-stencil surface's).
    pub(crate) scale: crate::enhance::scale::AxisScale,
}

fn draw_scaled(
    encoder: &mut wgpu::CommandEncoder,
    c: &ScaledCopy,
    size: (u32, u32),
    to_proxy: bool,
) {
    let (view, group, (w, h)) = if to_proxy {
        (&c.proxy_view, &c.group_in, c.region)
    } else {
        (&c.target_view, &c.group_out, size)
    };
    let mut pass = encoder.begin_render_pass(&wgpu::RenderPassDescriptor {
        label: Some("d3d9 scaled stand-in copy"),
        color_attachments: &[Some(wgpu::RenderPassColorAttachment {
            view,
            depth_slice: None,
            resolve_target: None,
            ops: wgpu::Operations {
                load: wgpu::LoadOp::Load,
                store: wgpu::StoreOp::Store,
            },
        })],
        ..Default::default()
    });
    pass.set_pipeline(&c.pipeline);
    pass.set_viewport(0.0, 0.0, w as f32, h as f32, 0.0, 1.0);
    pass.set_scissor_rect(0, 0, w, h);
    pass.set_bind_group(0, group, &[]);
    pass.draw(0..3, 0..1);
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
        if let Some(c) = &p.scaled {
            draw_scaled(encoder, c, p.size, to_proxy);
            continue;
        }
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

impl Device {
    /// The stand-in of render target `id` (surface `s`, viewed as
    /// `format`) when the bound depth-stencil surface is larger.
    pub(crate) fn target_proxy(
        &self,
        id: SurfaceId,
        s: &Surface,
        format: wgpu::TextureFormat,
    ) -> D3dResult<Option<ProxyCopy>> {
        let Some(ds) = self.state.depth_stencil else {
            return Ok(None);
        };
        // GPU sizes: with resolution scaling they differ from D3D9's.
        let d = self.resources.surfaces.get(ds.0)?;
        let size = d.physical_size();
        let own = s.physical_size();
        // A depth-stencil surface more scaled than the target (it follows
        // the back buffer, the target does not) covering it in D3D9's
        // pixels: the pass draws at the surface's scale.
        let more_scaled = d.scale[0] >= s.scale[0]
            && d.scale[1] >= s.scale[1]
            && d.scale != s.scale
            && d.width >= s.width
            && d.height >= s.height;
        let region = more_scaled.then(|| {
            let (_, _, w, h) =
                crate::enhance::scale::physical_rect(d.scale, (0, 0, s.width, s.height), size);
            (w, h)
        });
        let depth_scale = d.scale;
        if region.is_none() && (size == own || size.0 < own.0 || size.1 < own.1) {
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
                            | wgpu::TextureUsages::COPY_DST
                            | wgpu::TextureUsages::TEXTURE_BINDING,
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
        drop(proxies);
        let scaled = match region {
            Some(region) => {
                // Made once per stand-in: the pass compares them.
                let cached = self.scaling.stand_in_copies.borrow().get(&key).cloned();
                match cached {
                    Some(c) => Some(c),
                    None => {
                        let c = self.scaled_copy(s, &proxy, (region, size), depth_scale)?;
                        self.scaling
                            .stand_in_copies
                            .borrow_mut()
                            .insert(key, c.clone());
                        Some(c)
                    }
                }
            }
            None => None,
        };
        Ok(Some(ProxyCopy {
            proxy,
            view,
            surface: (s.texture.clone(), s.level, s.layer),
            size: own,
            scaled,
        }))
    }

    /// The draws between target `s` and its stand-in `proxy` (of GPU size
    /// `size`) whose part `region` holds it at the depth surface's scale.
    fn scaled_copy(
        &self,
        s: &Surface,
        proxy: &wgpu::Texture,
        (region, size): ((u32, u32), (u32, u32)),
        scale: crate::enhance::scale::AxisScale,
    ) -> D3dResult<ScaledCopy> {
        let base = s.texture.format();
        let filterable = matches!(
            base.sample_type(None, Some(self.gpu.device().features())),
            Some(wgpu::TextureSampleType::Float { filterable: true })
        );
        let key = crate::copy::BlitKey {
            target: base,
            filterable,
        };
        let pipeline = self.blits.borrow_mut().get(&self.gpu, key)?;
        let proxy_view = proxy.create_view(&Default::default());
        let target_view = s.view.clone();
        let group = |source: &wgpu::TextureView, uv: [f32; 4], linear: bool| {
            self.gpu
                .scoped("create_bind_group (scaled stand-in)", |device| {
                    let uniforms = device.create_buffer(&wgpu::BufferDescriptor {
                        label: Some("d3d9 scaled stand-in"),
                        size: 16,
                        usage: wgpu::BufferUsages::UNIFORM | wgpu::BufferUsages::COPY_DST,
                        mapped_at_creation: false,
                    });
                    self.gpu
                        .queue()
                        .write_buffer(&uniforms, 0, bytemuck::cast_slice(&uv));
                    let filter = if linear && filterable {
                        wgpu::FilterMode::Linear
                    } else {
                        wgpu::FilterMode::Nearest
                    };
                    let sampler = device.create_sampler(&wgpu::SamplerDescriptor {
                        label: Some("d3d9 scaled stand-in"),
                        mag_filter: filter,
                        min_filter: filter,
                        ..Default::default()
                    });
                    device.create_bind_group(&wgpu::BindGroupDescriptor {
                        label: Some("d3d9 scaled stand-in"),
                        layout: &pipeline.get_bind_group_layout(0),
                        entries: &[
                            wgpu::BindGroupEntry {
                                binding: 0,
                                resource: uniforms.as_entire_binding(),
                            },
                            wgpu::BindGroupEntry {
                                binding: 1,
                                resource: wgpu::BindingResource::TextureView(source),
                            },
                            wgpu::BindGroupEntry {
                                binding: 2,
                                resource: wgpu::BindingResource::Sampler(&sampler),
                            },
                        ],
                    })
                })
        };
        let group_in = group(&target_view, [0.0, 0.0, 1.0, 1.0], false)?;
        let out_uv = [
            0.0,
            0.0,
            region.0 as f32 / size.0 as f32,
            region.1 as f32 / size.1 as f32,
        ];
        let group_out = group(&proxy_view, out_uv, true)?;
        Ok(ScaledCopy {
            pipeline,
            group_in,
            group_out,
            proxy_view,
            target_view,
            region,
            scale,
        })
    }
}
