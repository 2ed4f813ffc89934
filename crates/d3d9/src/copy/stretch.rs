//! `StretchRect` with the rules of its D3D9 documentation (the
//! restrictions and the table for Direct3D 9 drivers, which have
//! `D3DDEVCAPS2_CAN_STRETCHRECT_FROM_TEXTURES`):
//!
//! - both surfaces are in `D3DPOOL_DEFAULT`;
//! - the filter is `D3DTEXF_NONE`, `POINT` or `LINEAR` (NONE copies like
//!   POINT);
//! - rectangles (NULL: the whole surface) lie inside their surfaces and are
//!   not empty;
//! - destinations: render targets (render-target surfaces and levels of
//!   render-target textures) from any source; offscreen plain surfaces only
//!   from an offscreen plain surface and without stretching; levels of
//!   other textures never (the Direct3D 9 table, which Windows keeps as
//!   Wine's `test_stretch_rect` records it);
//! - no stretching between rectangles of one surface, nor when either
//!   surface is block-compressed (a compressed copy keeps its format and
//!   lies on 4x4 blocks);
//! - YUV formats convert to RGB only: never a destination;
//! - depth-stencil surfaces copy only to depth-stencil surfaces of the same
//!   format and size, whole (NULL rectangles), with no stretching nor a
//!   filter other than NONE or POINT, outside a scene, neither created
//!   discardable, and never to or from textures.

use ninebridge_gpu::wgpu;
use ninebridge_trace::api::rect_ltrb;
use ninebridge_trace::{Call, step as ts};

use super::blit::BlitKey;
use super::rules::{block_of, check_rect, host_rect, put_host_rect};
use crate::device::Device;
use crate::error::{D3dResult, invalid};
use crate::resource::{Surface, SurfaceId, SurfaceKind};
use ninebridge_types::{Pool, Rect, TextureFilterType};

/// The checks that depend on what the two surfaces are and on whether the
/// copy stretches.
fn check_kinds(src: &Surface, dst: &Surface, stretch: bool) -> D3dResult<()> {
    if src.pool != Pool::Default || dst.pool != Pool::Default {
        return Err(invalid!(
            "StretchRect needs D3DPOOL_DEFAULT surfaces, got {:?} -> {:?}",
            src.pool,
            dst.pool
        ));
    }
    if src.depth != dst.depth {
        return Err(invalid!(
            "StretchRect between a depth-stencil and a colour surface"
        ));
    }
    // D3D9's reference: depth-stencil copies are between plain
    // depth-stencil surfaces, not levels of depth textures.
    if src.depth && (src.kind != SurfaceKind::DepthStencil || dst.kind != SurfaceKind::DepthStencil)
    {
        return Err(invalid!(
            "StretchRect of a depth texture's level ({:?} -> {:?})",
            src.kind,
            dst.kind
        ));
    }
    let from_plain = src.kind == SurfaceKind::OffscreenPlain;
    let dst_ok = match dst.kind {
        SurfaceKind::DepthStencil => true,
        _ if dst.is_render_target() => true,
        SurfaceKind::OffscreenPlain => from_plain && !stretch,
        SurfaceKind::Level { .. } | SurfaceKind::RenderTarget => false,
    };
    if !dst_ok {
        return Err(invalid!(
            "StretchRect from a {:?} surface to a {:?} surface{}",
            src.kind,
            dst.kind,
            if stretch { " with stretching" } else { "" }
        ));
    }
    let compressed = src.format.is_block_compressed() || dst.format.is_block_compressed();
    if compressed && (stretch || src.format != dst.format) {
        return Err(invalid!(
            "StretchRect of block-compressed surfaces ({:?} -> {:?}) cannot stretch or convert",
            src.format,
            dst.format
        ));
    }
    if crate::convert::is_yuv(dst.format) {
        return Err(invalid!(
            "StretchRect into a YUV surface ({:?})",
            dst.format
        ));
    }
    Ok(())
}

/// Whether wgpu copies texels of depth format `format` (not the 24-bit
/// depth formats, whose layout it leaves to the driver).
fn copyable_depth(format: wgpu::TextureFormat) -> bool {
    !matches!(
        format,
        wgpu::TextureFormat::Depth24Plus | wgpu::TextureFormat::Depth24PlusStencil8
    )
}

/// The texels a copy reads: a surface, or the staging copy of its rectangle.
pub(crate) struct Source {
    pub(crate) texture: wgpu::Texture,
    /// A view of exactly `level` and `layer`.
    pub(crate) view: wgpu::TextureView,
    pub(crate) level: u32,
    pub(crate) layer: u32,
    pub(crate) rect: (u32, u32, u32, u32),
}

fn texel_copy(
    texture: &wgpu::Texture,
    mip_level: u32,
    (x, y, z): (u32, u32, u32),
) -> wgpu::TexelCopyTextureInfo<'_> {
    wgpu::TexelCopyTextureInfo {
        texture,
        mip_level,
        origin: wgpu::Origin3d { x, y, z },
        aspect: wgpu::TextureAspect::All,
    }
}

fn extent((_, _, width, height): (u32, u32, u32, u32)) -> wgpu::Extent3d {
    wgpu::Extent3d {
        width,
        height,
        depth_or_array_layers: 1,
    }
}

impl Device {
    /// `StretchRect`: copies `src_rect` of `src` (all of it when `None`)
    /// into `dst_rect` of `dst`, stretching with `filter` and converting the
    /// format.
    pub fn stretch_rect(
        &mut self,
        src: SurfaceId,
        src_rect: Option<Rect>,
        dst: SurfaceId,
        dst_rect: Option<Rect>,
        filter: TextureFilterType,
    ) -> D3dResult<()> {
        self.captured(
            |dev| {
                let linear = match filter {
                    TextureFilterType::None | TextureFilterType::Point => false,
                    TextureFilterType::Linear => true,
                    other => {
                        return Err(invalid!(
                            "StretchRect filter {other:?} (NONE, POINT or LINEAR only)"
                        ));
                    }
                };
                let s = dev.resources.surfaces.get(src.0)?;
                let d = dev.resources.surfaces.get(dst.0)?;
                let sr = check_rect(src_rect, (s.width, s.height), "source")?;
                let dr = check_rect(dst_rect, (d.width, d.height), "destination")?;
                let stretch = (sr.2, sr.3) != (dr.2, dr.3);
                check_kinds(s, d, stretch)?;
                if src == dst && stretch {
                    return Err(invalid!(
                        "StretchRect cannot stretch within one surface ({sr:?} -> {dr:?})"
                    ));
                }
                if s.format.is_block_compressed() {
                    let b = block_of(s.format);
                    let aligned = |r: (u32, u32, u32, u32), (w, h): (u32, u32)| {
                        let end = |e: u32, edge: u32| e % b == 0 || e == edge;
                        r.0 % b == 0 && r.1 % b == 0 && end(r.0 + r.2, w) && end(r.1 + r.3, h)
                    };
                    if !aligned(sr, (s.width, s.height)) || !aligned(dr, (d.width, d.height)) {
                        return Err(invalid!(
                            "StretchRect of {:?}: rectangles {sr:?} -> {dr:?} are not on 4x4 \
                             blocks",
                            s.format
                        ));
                    }
                }
                if s.depth {
                    let whole = src_rect.is_none() && dst_rect.is_none();
                    if !whole || s.format != d.format || (s.width, s.height) != (d.width, d.height)
                    {
                        return Err(invalid!(
                            "depth-stencil StretchRect needs whole surfaces of one format and size"
                        ));
                    }
                    if linear || dev.in_scene || s.discard || d.discard {
                        return Err(invalid!(
                            "depth-stencil StretchRect with {filter:?}, inside a scene ({}) or \
                             of a discardable surface",
                            dev.in_scene
                        ));
                    }
                }
                if !stretch && s.format == d.format {
                    // Keep the destination's host copy (the application's format)
                    // in step where both have one.
                    let (format, ssize, dsize) =
                        (s.format, (s.width, s.height), (d.width, d.height));
                    if let Ok(bytes) = dev
                        .surface_host(src)
                        .and_then(|h| host_rect(format, ssize, h, sr))
                    {
                        if let Ok(host) = dev.surface_host_mut(dst) {
                            put_host_rect(format, dsize, host, (dr.0, dr.1, sr.2, sr.3), &bytes)?;
                        }
                    }
                }
                // Multisampled surfaces: the source's samples are resolved, the
                // destination's single-sample copy is written (`crate::enhance`).
                dev.msaa_read(src)?;
                dev.msaa_before_write(dst)?;
                dev.flush()?;
                let s = dev.resources.surfaces.get(src.0)?;
                let d = dev.resources.surfaces.get(dst.0)?;
                if s.depth && !copyable_depth(s.texture.format()) {
                    if src == dst {
                        return Ok(());
                    }
                    dev.gpu.scoped("stretch_rect (depth)", |device| {
                        let mut encoder = device.create_command_encoder(&Default::default());
                        let at = (&s.texture, s.level, s.layer);
                        let mut blits = dev.renderer.blits.borrow_mut();
                        blits.depth.record(&dev.gpu, &mut encoder, at, &d.view)?;
                        dev.gpu.submit([encoder.finish()])
                    })??;
                    dev.renderer.count_copy(|c| c.blits += 1);
                    return dev.surface_written(dst);
                }
                // From here on, GPU pixels: with resolution scaling, a copy between
                // surfaces of different scales stretches.
                let (sr, dr) = (s.physical_rect(sr), d.physical_rect(dr));
                // wgpu copies and samples nothing within one texture: a copy inside
                // one goes through a staging texture holding the source rectangle.
                let source = if s.texture == d.texture {
                    let staging = dev.gpu.scoped("stretch_rect (staging)", |device| {
                        device.create_texture(&wgpu::TextureDescriptor {
                            label: Some("d3d9 stretch_rect staging"),
                            size: wgpu::Extent3d {
                                width: sr.2,
                                height: sr.3,
                                depth_or_array_layers: 1,
                            },
                            mip_level_count: 1,
                            sample_count: 1,
                            dimension: wgpu::TextureDimension::D2,
                            format: s.texture.format(),
                            usage: wgpu::TextureUsages::COPY_DST
                                | wgpu::TextureUsages::COPY_SRC
                                | wgpu::TextureUsages::TEXTURE_BINDING,
                            view_formats: &[],
                        })
                    })?;
                    let commands = dev.gpu.scoped("stretch_rect (stage)", |device| {
                        let mut encoder = device.create_command_encoder(&Default::default());
                        let label = || format!("copy -> staging {}x{}", sr.2, sr.3).into();
                        dev.renderer.time_commands(&mut encoder, label, |encoder| {
                            encoder.copy_texture_to_texture(
                                texel_copy(&s.texture, s.level, (sr.0, sr.1, s.layer)),
                                texel_copy(&staging, 0, (0, 0, 0)),
                                extent(sr),
                            )
                        });
                        encoder.finish()
                    })?;
                    dev.gpu.submit([commands])?;
                    let view = staging.create_view(&Default::default());
                    Source {
                        texture: staging,
                        view,
                        level: 0,
                        layer: 0,
                        rect: (0, 0, sr.2, sr.3),
                    }
                } else {
                    Source {
                        texture: s.texture.clone(),
                        view: s.view.clone(),
                        level: s.level,
                        layer: s.layer,
                        rect: sr,
                    }
                };
                let same_size = (sr.2, sr.3) == (dr.2, dr.3);
                let texel_copy_ok = same_size && source.texture.format() == d.texture.format();
                dev.renderer.count_copy(|c| {
                    if texel_copy_ok {
                        c.texel_copies += 1;
                    } else {
                        c.blits += 1;
                    }
                });
                let commands = if texel_copy_ok {
                    dev.gpu.scoped("stretch_rect (copy)", |device| {
                        let mut encoder = device.create_command_encoder(&Default::default());
                        let r = source.rect;
                        let label = || format!("copy -> {}", dev.surface_label(dst)).into();
                        dev.renderer.time_commands(&mut encoder, label, |encoder| {
                            encoder.copy_texture_to_texture(
                                texel_copy(&source.texture, source.level, (r.0, r.1, source.layer)),
                                texel_copy(&d.texture, d.level, (dr.0, dr.1, d.layer)),
                                extent(sr),
                            )
                        });
                        encoder.finish()
                    })?
                } else {
                    let target = (d.view.clone(), d.texture.format());
                    let label = format!("stretch -> {}", dev.surface_label(dst)).into();
                    dev.blit_commands_labelled(&source, target, dr, linear, label)?
                };
                dev.gpu.submit([commands])?;
                dev.surface_written(dst)
            },
            |d, _| {
                Call::StretchRect(ts::StretchRect {
                    src: Some(d.surface_ref(src)),
                    src_rect: src_rect.map(rect_ltrb),
                    dst: Some(d.surface_ref(dst)),
                    dst_rect: dst_rect.map(rect_ltrb),
                    filter: filter.into(),
                })
            },
        )
    }

    /// A command buffer drawing rectangle `source.rect` of the source into
    /// `dr` of the view `target` (of that format); timed as `blit -> WxH
    /// FORMAT` when profiling.
    pub(crate) fn blit_commands(
        &self,
        source: &Source,
        (dst_view, target): (wgpu::TextureView, wgpu::TextureFormat),
        dr: (u32, u32, u32, u32),
        linear: bool,
    ) -> D3dResult<wgpu::CommandBuffer> {
        let label = format!("blit -> {}x{} {target:?}", dr.2, dr.3).into();
        self.blit_commands_labelled(source, (dst_view, target), dr, linear, label)
    }

    /// [`Device::blit_commands`], timed as `label` when profiling.
    fn blit_commands_labelled(
        &self,
        source: &Source,
        (dst_view, target): (wgpu::TextureView, wgpu::TextureFormat),
        dr: (u32, u32, u32, u32),
        linear: bool,
        label: std::sync::Arc<str>,
    ) -> D3dResult<wgpu::CommandBuffer> {
        let sr = source.rect;
        let filterable = matches!(
            source
                .texture
                .format()
                .sample_type(None, Some(self.gpu.device().features())),
            Some(wgpu::TextureSampleType::Float { filterable: true })
        );
        let key = BlitKey { target, filterable };
        let sw = (source.texture.width() >> source.level).max(1) as f32;
        let sh = (source.texture.height() >> source.level).max(1) as f32;
        let uv = [
            sr.0 as f32 / sw,
            sr.1 as f32 / sh,
            (sr.0 + sr.2) as f32 / sw,
            (sr.1 + sr.3) as f32 / sh,
        ];
        let src_view = source.view.clone();
        let pipeline = self.renderer.blits.borrow_mut().get(&self.gpu, key)?;
        let filter = if linear && filterable {
            wgpu::FilterMode::Linear
        } else {
            wgpu::FilterMode::Nearest
        };
        Ok(self.gpu.scoped("stretch_rect (blit)", |device| {
            let uniforms = device.create_buffer(&wgpu::BufferDescriptor {
                label: Some("d3d9 blit"),
                size: 16,
                usage: wgpu::BufferUsages::UNIFORM | wgpu::BufferUsages::COPY_DST,
                mapped_at_creation: false,
            });
            self.gpu
                .queue()
                .write_buffer(&uniforms, 0, bytemuck::cast_slice(&uv));
            let sampler = device.create_sampler(&wgpu::SamplerDescriptor {
                label: Some("d3d9 blit"),
                mag_filter: filter,
                min_filter: filter,
                ..Default::default()
            });
            let group = device.create_bind_group(&wgpu::BindGroupDescriptor {
                label: Some("d3d9 blit"),
                layout: &pipeline.get_bind_group_layout(0),
                entries: &[
                    wgpu::BindGroupEntry {
                        binding: 0,
                        resource: uniforms.as_entire_binding(),
                    },
                    wgpu::BindGroupEntry {
                        binding: 1,
                        resource: wgpu::BindingResource::TextureView(&src_view),
                    },
                    wgpu::BindGroupEntry {
                        binding: 2,
                        resource: wgpu::BindingResource::Sampler(&sampler),
                    },
                ],
            });
            let mut encoder = device.create_command_encoder(&Default::default());
            self.renderer.with_pass_writes(
                || label,
                |timestamp_writes| {
                    let mut pass = encoder.begin_render_pass(&wgpu::RenderPassDescriptor {
                        label: Some("d3d9 stretch_rect"),
                        timestamp_writes,
                        color_attachments: &[Some(wgpu::RenderPassColorAttachment {
                            view: &dst_view,
                            depth_slice: None,
                            resolve_target: None,
                            ops: wgpu::Operations {
                                load: wgpu::LoadOp::Load,
                                store: wgpu::StoreOp::Store,
                            },
                        })],
                        ..Default::default()
                    });
                    let (x, y, w, h) = dr;
                    pass.set_pipeline(&pipeline);
                    pass.set_viewport(x as f32, y as f32, w as f32, h as f32, 0.0, 1.0);
                    pass.set_scissor_rect(x, y, w, h);
                    pass.set_bind_group(0, &group, &[]);
                    pass.draw(0..3, 0..1);
                },
            );
            encoder.finish()
        })?)
    }
}
