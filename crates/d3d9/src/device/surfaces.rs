//! Surfaces: render targets, depth-stencil surfaces, texture levels as
//! surfaces, binding them, the viewport and scissor, and reading them back.

use ninebridge_gpu::wgpu;
use ninebridge_trace::{Call, F32, step as ts};

use super::Device;
use crate::convert::format_info;
use crate::error::{D3dResult, invalid, not_available};
use crate::resource::{MAX_TEXTURE_EDGE, Surface, SurfaceId, SurfaceKind, TextureId, TextureKind};
use crate::state::{MAX_RENDER_TARGETS, StateSink};
use ninebridge_types::{Format, MultiSampleType, Pool, Usage, Viewport};

impl Device {
    /// A new surface of `kind` over `texture`'s `level` of layer `layer`,
    /// of logical size `size` (what D3D9 sees; the level is larger when
    /// the texture is scaled).
    pub(super) fn insert_surface(
        &mut self,
        (kind, pool, format): (SurfaceKind, Pool, Format),
        texture: wgpu::Texture,
        (layer, level): (u32, u32),
        (width, height): (u32, u32),
    ) -> D3dResult<SurfaceId> {
        // Levels of depth textures are depth-stencil surfaces too.
        let depth = kind == SurfaceKind::DepthStencil
            || (matches!(kind, SurfaceKind::Level { .. }) && format.is_depth());
        let desc = wgpu::TextureViewDescriptor {
            dimension: Some(wgpu::TextureViewDimension::D2),
            base_mip_level: level,
            mip_level_count: Some(1),
            base_array_layer: layer,
            array_layer_count: Some(1),
            ..Default::default()
        };
        let view = texture.create_view(&desc);
        let srgb_view = crate::resource::srgb_variant(texture.format())
            .filter(|_| !depth)
            .map(|format| {
                texture.create_view(&wgpu::TextureViewDescriptor {
                    format: Some(format),
                    ..desc.clone()
                })
            });
        let physical = (
            (texture.width() >> level).max(1),
            (texture.height() >> level).max(1),
        );
        let scale = crate::enhance::scale::axis_scale(physical, (width, height));
        let shadow = if kind == SurfaceKind::OffscreenPlain {
            vec![0; crate::convert::level_bytes(format, width, height, 1)?]
        } else {
            Vec::new()
        };
        Ok(SurfaceId(self.resources.surfaces.insert(Surface {
            kind,
            pool,
            shadow,
            locked: None,
            gpu_newer: false,
            lockable: false,
            discard: false,
            format,
            width,
            height,
            texture,
            view,
            srgb_view,
            depth,
            level,
            layer,
            scale,
            msaa: Default::default(),
        })))
    }

    fn surface_texture(
        &self,
        (width, height): (u32, u32),
        format: wgpu::TextureFormat,
    ) -> D3dResult<wgpu::Texture> {
        for (edge, name) in [(width, "width"), (height, "height")] {
            if edge == 0 || edge > MAX_TEXTURE_EDGE {
                return Err(invalid!(
                    "surface {name} {edge} outside 1..={MAX_TEXTURE_EDGE}"
                ));
            }
        }
        Ok(self.gpu.scoped("create_texture", |d| {
            d.create_texture(&wgpu::TextureDescriptor {
                label: Some("d3d9 surface"),
                size: wgpu::Extent3d {
                    width,
                    height,
                    depth_or_array_layers: 1,
                },
                mip_level_count: 1,
                sample_count: 1,
                dimension: wgpu::TextureDimension::D2,
                format,
                usage: wgpu::TextureUsages::RENDER_ATTACHMENT
                    | wgpu::TextureUsages::COPY_SRC
                    | wgpu::TextureUsages::COPY_DST
                    | wgpu::TextureUsages::TEXTURE_BINDING,
                view_formats: crate::resource::srgb_view_formats(format),
            })
        })?)
    }

    /// `CreateRenderTarget`. A `lockable` target can be locked with
    /// [`Device::lock_surface_rect`] (D3D9 refuses locks of the others).
    /// A multisampled target (`D3DMULTISAMPLE_*`, or forced where it
    /// follows the back buffer) renders with the nearest count the adapter
    /// has (`crate::enhance`).
    pub fn create_render_target(
        &mut self,
        width: u32,
        height: u32,
        format: Format,
        multisample: MultiSampleType,
        quality: u32,
        lockable: bool,
    ) -> D3dResult<SurfaceId> {
        self.captured(
            |dev| {
                if format != Format::Null && format_info(format)?.depth {
                    return Err(invalid!(
                        "{format:?} is a depth format, not a render target format"
                    ));
                }
                let target = crate::convert::render_target_format(format)
                    .ok_or_else(|| not_available!("{format:?} cannot be a render target"))?;
                dev.msaa_check(multisample, quality, target)?;
                let texture = dev.surface_texture(dev.scaled_size((width, height))?, target)?;
                let id = dev.insert_surface(
                    (SurfaceKind::RenderTarget, Pool::Default, format),
                    texture,
                    (0, 0),
                    (width, height),
                )?;
                dev.resources.surfaces.get_mut(id.0)?.lockable = lockable;
                if let Err(e) = dev.msaa_setup(id, (multisample, quality)) {
                    dev.resources.surfaces.remove(id.0)?;
                    return Err(e);
                }
                Ok(id)
            },
            |d, out| {
                Call::CreateRenderTarget(ts::CreateRenderTarget {
                    id: d.surface_id_or_failed(out),
                    width,
                    height,
                    format: format.into(),
                    multisample: multisample.into(),
                    pool: (ninebridge_types::Pool::Default).into(),
                    lockable,
                })
            },
        )
    }

    /// `CreateDepthStencilSurface`. `discard` (contents may be discarded
    /// after a present) is accepted, keeping them is always allowed; such a
    /// surface is no `StretchRect` source or destination.
    /// Multisampled surfaces render with the nearest count the adapter has
    /// (`crate::enhance`).
    pub fn create_depth_stencil_surface(
        &mut self,
        width: u32,
        height: u32,
        format: Format,
        multisample: MultiSampleType,
        quality: u32,
        discard: bool,
    ) -> D3dResult<SurfaceId> {
        self.captured(
            |dev| {
                let info = format_info(format)?;
                if !info.depth {
                    return Err(invalid!("{format:?} is not a depth-stencil format"));
                }
                dev.msaa_check(multisample, quality, info.target)?;
                let texture =
                    dev.surface_texture(dev.scaled_size((width, height))?, info.target)?;
                let id = dev.insert_surface(
                    (SurfaceKind::DepthStencil, Pool::Default, format),
                    texture,
                    (0, 0),
                    (width, height),
                )?;
                if let Err(e) = dev.msaa_setup(id, (multisample, quality)) {
                    dev.resources.surfaces.remove(id.0)?;
                    return Err(e);
                }
                dev.resources.surfaces.get_mut(id.0)?.discard = discard;
                Ok(id)
            },
            |d, out| {
                Call::CreateDepthStencilSurface(ts::CreateDepthStencilSurface {
                    id: d.surface_id_or_failed(out),
                    width,
                    height,
                    format: format.into(),
                    multisample: multisample.into(),
                    pool: (ninebridge_types::Pool::Default).into(),
                    discard,
                })
            },
        )
    }

    /// `CreateOffscreenPlainSurface`: a lockable surface of any format the
    /// device samples (YUV formats included), in the default, system-memory
    /// or scratch pool (`D3DPOOL_MANAGED` is invalid, as in D3D9). It is a
    /// `StretchRect` source, an `UpdateSurface` source or destination, a
    /// `GetRenderTargetData` destination and a `ColorFill` target (default
    /// pool); never a render target. Depth formats are invalid.
    pub fn create_offscreen_plain_surface(
        &mut self,
        width: u32,
        height: u32,
        format: Format,
        pool: Pool,
    ) -> D3dResult<SurfaceId> {
        self.captured(
            |dev| {
                if pool == Pool::Managed {
                    return Err(invalid!(
                        "offscreen plain surfaces cannot be in D3DPOOL_MANAGED"
                    ));
                }
                let info = format_info(format)?;
                if info.depth {
                    return Err(invalid!(
                        "{format:?} is a depth format, not an offscreen plain surface format"
                    ));
                }
                super::textures::check_dxt_block_size(format, width, height)?;
                let texture = dev.surface_texture((width, height), info.texture)?;
                dev.insert_surface(
                    (SurfaceKind::OffscreenPlain, pool, format),
                    texture,
                    (0, 0),
                    (width, height),
                )
            },
            |d, out| {
                Call::CreateOffscreenPlainSurface(ts::CreateOffscreenPlainSurface {
                    id: d.surface_id_or_failed(out),
                    width,
                    height,
                    format: format.into(),
                    multisample: (ninebridge_types::MultiSampleType::None).into(),
                    pool: pool.into(),
                })
            },
        )
    }

    /// `IDirect3DTexture9::GetSurfaceLevel`: level `level` of a 2D
    /// texture as a surface (a render target when the texture has
    /// `D3DUSAGE_RENDERTARGET`).
    pub fn get_surface_level(&mut self, texture: TextureId, level: u32) -> D3dResult<SurfaceId> {
        let tex = self.resources.textures.get(texture.0)?;
        if tex.kind != TextureKind::TwoD {
            return Err(invalid!(
                "GetSurfaceLevel of a {:?} texture (cube faces: GetCubeMapSurface)",
                tex.kind
            ));
        }
        if level >= tex.levels {
            return Err(invalid!("level {level} of a {}-level texture", tex.levels));
        }
        let kind = SurfaceKind::Level {
            texture,
            render_target: tex.usage.contains(Usage::RENDERTARGET),
        };
        let (format, pool, gpu) = (tex.format, tex.pool, tex.gpu.clone());
        let (w, h, _) = tex.level_extent(level);
        self.insert_surface((kind, pool, format), gpu, (0, level), (w, h))
    }

    /// `Release` of a surface.
    pub fn release_surface(&mut self, surface: SurfaceId) -> D3dResult<()> {
        self.resources.surfaces.remove(surface.0)?;
        self.renderer
            .proxies
            .borrow_mut()
            .retain(|(id, ..), _| *id != surface);
        self.renderer
            .scaling
            .depth_twins
            .borrow_mut()
            .retain(|(id, _), _| *id != surface);
        self.state.surface_released(surface);
        Ok(())
    }

    /// The format a surface was created with.
    pub fn surface_format(&self, surface: SurfaceId) -> D3dResult<Format> {
        Ok(self.resources.surfaces.get(surface.0)?.format)
    }

    /// Width and height of a surface.
    pub fn surface_size(&self, surface: SurfaceId) -> D3dResult<(u32, u32)> {
        let s = self.resources.surfaces.get(surface.0)?;
        Ok((s.width, s.height))
    }

    /// `SetRenderTarget`; setting target 0 resets the viewport to its size,
    /// as D3D9 does.
    pub fn set_render_target(&mut self, index: u32, surface: Option<SurfaceId>) -> D3dResult<()> {
        self.captured(
            |dev| {
                let i = index as usize;
                if i >= MAX_RENDER_TARGETS {
                    return Err(invalid!(
                        "render target index {index} >= {MAX_RENDER_TARGETS}"
                    ));
                }
                if let Some(s) = surface {
                    if !dev.resources.surfaces.get(s.0)?.is_render_target() {
                        return Err(invalid!(
                            "surface {} is not a render target (D3DUSAGE_RENDERTARGET)",
                            s.0
                        ));
                    }
                } else if i == 0 {
                    return Err(invalid!("render target 0 cannot be unset"));
                }
                let old = dev.state.render_targets()[i];
                dev.state.set_render_target(i, surface);
                // Level 0 of an auto-generated texture stops being drawn into: its
                // sub-levels follow.
                if let Some(old) = old.filter(|&o| Some(o) != surface) {
                    if let Ok(s) = dev.resources.surfaces.get(old.0) {
                        if let SurfaceKind::Level { texture, .. } = s.kind {
                            let level = s.level;
                            dev.level_changed(texture, level)?;
                        }
                    }
                }
                if let (0, Some(s)) = (i, surface) {
                    let (width, height) = dev.surface_size(s)?;
                    let full = Some(Viewport {
                        x: 0,
                        y: 0,
                        width,
                        height,
                        min_z: 0.0,
                        max_z: 1.0,
                    });
                    dev.state.set_viewport(full);
                    dev.state.set_scissor(None);
                }
                Ok(())
            },
            |d, _| {
                Call::SetRenderTarget(ts::SetRenderTarget {
                    index,
                    surface: d.surface_ref_opt(surface),
                })
            },
        )
    }

    /// `SetDepthStencilSurface`.
    pub fn set_depth_stencil_surface(&mut self, surface: Option<SurfaceId>) -> D3dResult<()> {
        self.captured(
            |dev| {
                if let Some(s) = surface {
                    let surf = dev.resources.surfaces.get(s.0)?;
                    // A level of a depth texture made without
                    // `D3DUSAGE_DEPTHSTENCIL` is not one (Wine's
                    // `test_resource_access` on Windows).
                    let usable = match surf.kind {
                        SurfaceKind::Level { texture, .. } => dev
                            .resources
                            .textures
                            .get(texture.0)?
                            .usage
                            .contains(Usage::DEPTHSTENCIL),
                        _ => true,
                    };
                    if !surf.depth || !usable {
                        return Err(invalid!("surface {} is not a depth-stencil surface", s.0));
                    }
                }
                dev.state.set_depth_stencil(surface);
                Ok(())
            },
            |d, _| {
                Call::SetDepthStencilSurface(ts::SetDepthStencilSurface {
                    surface: d.surface_ref_opt(surface),
                })
            },
        )
    }

    /// `SetViewport`. D3D9 takes any depth range (`MinZ`/`MaxZ` beyond
    /// 0..1 included: Wine's `depth_clamp_test` sets `MaxZ` 7.5 and
    /// expects it accepted); depth is clamped to 0..1 when drawing, as
    /// Windows drivers clamp it. Non-finite bounds are refused.
    pub fn set_viewport(&mut self, viewport: Viewport) -> D3dResult<()> {
        self.captured_setter(
            |dev| {
                if viewport.width == 0
                    || viewport.height == 0
                    || !viewport.min_z.is_finite()
                    || !viewport.max_z.is_finite()
                {
                    return Err(invalid!(
                        "viewport {viewport:?} is empty or has a non-finite depth bound"
                    ));
                }
                dev.sink().set_viewport(Some(viewport));
                Ok(())
            },
            |_, _| {
                Call::SetViewport(ts::SetViewport {
                    x: viewport.x,
                    y: viewport.y,
                    width: viewport.width,
                    height: viewport.height,
                    min_z: F32(viewport.min_z),
                    max_z: F32(viewport.max_z),
                })
            },
        )
    }

    /// `SetScissorRect` (left, top, right, bottom); used when
    /// `D3DRS_SCISSORTESTENABLE` is on.
    pub fn set_scissor_rect(&mut self, rect: [u32; 4]) -> D3dResult<()> {
        self.captured_setter(
            |dev| {
                if rect[0] > rect[2] || rect[1] > rect[3] {
                    return Err(invalid!("scissor rect {rect:?} is inverted"));
                }
                dev.sink().set_scissor(Some(rect));
                Ok(())
            },
            |_, _| {
                Call::SetScissorRect(ts::SetScissorRect {
                    rect: rect.map(|v| v as i32),
                })
            },
        )
    }

    /// Reads a whole surface back (`GetRenderTargetData` + `LockRect`): rows
    /// of texels in the surface's GPU format (`R32F` targets: 4 bytes a texel,
    /// `A32B32G32R32F`: 16), at the size D3D9 sees (a scaled surface is
    /// downsampled first, `scaling.rs`).
    pub fn get_render_target_data(&self, surface: SurfaceId) -> D3dResult<Vec<u8>> {
        let s = self.resources.surfaces.get(surface.0)?;
        let whole = (0, 0, s.width, s.height);
        self.read_logical(surface, whole)
    }

    /// Reads the rectangle (x, y, width, height) of a surface, in the
    /// pixels D3D9 sees.
    pub fn read_surface_rect(
        &self,
        surface: SurfaceId,
        rect: (u32, u32, u32, u32),
    ) -> D3dResult<Vec<u8>> {
        self.read_logical(surface, rect)
    }

    /// Reads a whole surface as the GPU holds it: its size (larger than
    /// D3D9's when resolution scaling applies) and its texels in the GPU
    /// format. What `replay --png` writes.
    pub fn read_surface_native(&self, surface: SurfaceId) -> D3dResult<((u32, u32), Vec<u8>)> {
        self.msaa_read(surface)?;
        self.flush()?;
        let s = self.resources.surfaces.get(surface.0)?;
        let (w, h) = s.physical_size();
        let texels = self
            .gpu
            .read_texture_level(&s.texture, s.level, s.layer, (0, 0, w, h))?;
        Ok(((w, h), texels))
    }
}
