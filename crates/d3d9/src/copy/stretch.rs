//! `StretchRect`'s GPU half: the texel copy, the blit or the depth copy
//! of rectangles the front checked (`device/stretch.rs`, which has the
//! rules of its D3D9 documentation (the
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
//!   discardable, and never to or from textures).

use ninebridge_gpu::wgpu;

use crate::error::D3dResult;
use crate::renderer::Renderer;
use crate::resource::{Resources, SurfaceId};

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

impl Renderer {
    /// Copies or draws `sr` of surface `src` into `dr` of `dst` (D3D9
    /// pixels, checked by the front, after its flush), with a linear filter
    /// when `linear`. Returns whether `dst` was written (a depth copy of a
    /// surface onto itself writes nothing).
    #[allow(clippy::too_many_arguments)]
    pub(crate) fn stretch_rect(
        &self,
        resources: &Resources,
        back_buffer: Option<SurfaceId>,
        (src, sr): (SurfaceId, (u32, u32, u32, u32)),
        (dst, dr): (SurfaceId, (u32, u32, u32, u32)),
        linear: bool,
    ) -> D3dResult<bool> {
        let s = resources.surfaces.get(src.0)?;
        let d = resources.surfaces.get(dst.0)?;
        if s.depth && !copyable_depth(s.texture.format()) {
            if src == dst {
                return Ok(false);
            }
            self.gpu.scoped("stretch_rect (depth)", |device| {
                let mut encoder = device.create_command_encoder(&Default::default());
                let at = (&s.texture, s.level, s.layer);
                let mut blits = self.blits.borrow_mut();
                blits.depth.record(&self.gpu, &mut encoder, at, &d.view)?;
                self.gpu.submit([encoder.finish()])
            })??;
            self.count_copy(|c| c.blits += 1);
            return Ok(true);
        }
        // From here on, GPU pixels: with resolution scaling, a copy between
        // surfaces of different scales stretches.
        let (sr, dr) = (s.physical_rect(sr), d.physical_rect(dr));
        // wgpu copies and samples nothing within one texture: a copy inside
        // one goes through a staging texture holding the source rectangle.
        let source = if s.texture == d.texture {
            let staging = self.gpu.scoped("stretch_rect (staging)", |device| {
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
            let commands = self.gpu.scoped("stretch_rect (stage)", |device| {
                let mut encoder = device.create_command_encoder(&Default::default());
                let label = || format!("copy -> staging {}x{}", sr.2, sr.3).into();
                self.time_commands(&mut encoder, label, |encoder| {
                    encoder.copy_texture_to_texture(
                        texel_copy(&s.texture, s.level, (sr.0, sr.1, s.layer)),
                        texel_copy(&staging, 0, (0, 0, 0)),
                        extent(sr),
                    )
                });
                encoder.finish()
            })?;
            self.gpu.submit([commands])?;
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
        self.count_copy(|c| {
            if texel_copy_ok {
                c.texel_copies += 1;
            } else {
                c.blits += 1;
            }
        });
        let commands = if texel_copy_ok {
            self.gpu.scoped("stretch_rect (copy)", |device| {
                let mut encoder = device.create_command_encoder(&Default::default());
                let r = source.rect;
                let label = || {
                    format!(
                        "copy -> {}",
                        crate::draw::surface_label(resources, back_buffer, dst)
                    )
                    .into()
                };
                self.time_commands(&mut encoder, label, |encoder| {
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
            let label = format!(
                "stretch -> {}",
                crate::draw::surface_label(resources, back_buffer, dst)
            )
            .into();
            self.blit_commands_labelled(&source, target, dr, linear, label)?
        };
        self.gpu.submit([commands])?;
        Ok(true)
    }
}
