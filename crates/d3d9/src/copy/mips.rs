//! Mip levels generated from level 0: `D3DUSAGE_AUTOGENMIPMAP`,
//! `GenerateMipSubLevels`, `SetAutoGenFilterType`, and `SetLOD`.
//!
//! D3D9 (the documentation of `D3DUSAGE_AUTOGENMIPMAP` and
//! `IDirect3DBaseTexture9`): an auto-generated texture shows the
//! application one level; its sub-levels follow level 0 whenever it
//! changes. Here they are drawn level by level, each from the one above
//! with the texture's filter (`D3DTEXF_POINT`, or linear for the rest, the
//! default), after an upload or copy into level 0 and when level 0 stops
//! being a render target. `GenerateMipSubLevels` does the same on request
//! and does nothing to other textures. `SetAutoGenFilterType` refuses
//! `D3DTEXF_NONE`. `SetLOD` sets the most detailed level sampled on managed
//! textures (others keep 0) and returns the previous value.

use crate::capture::texture_id;
use ninebridge_gpu::wgpu;
use ninebridge_trace::{Call, step as ts};

use super::stretch::Source;
use crate::device::Device;
use crate::error::{D3dResult, invalid};
use crate::resource::TextureId;
use ninebridge_types::{Pool, TextureFilterType};

impl Device {
    /// Regenerates the sub-levels of an auto-generated texture after
    /// level `level` changed (only level 0 matters).
    pub(crate) fn level_changed(&mut self, texture: TextureId, level: u32) -> D3dResult<()> {
        let tex = self.resources.textures.get(texture.0)?;
        if tex.autogen && level == 0 {
            self.generate_mips(texture)?;
        }
        Ok(())
    }

    /// After a copy or fill into `surface`: a lock reads the GPU copy
    /// back, and an auto-generated texture's sub-levels follow level 0.
    pub(crate) fn surface_written(&mut self, surface: crate::resource::SurfaceId) -> D3dResult<()> {
        self.msaa_written(surface)?;
        let s = self.resources.surfaces.get_mut(surface.0)?;
        s.gpu_newer = true;
        if let crate::resource::SurfaceKind::Level { texture, .. } = s.kind {
            let level = s.level;
            self.level_changed(texture, level)?;
        }
        Ok(())
    }

    /// `ColorFill` of rectangle `r` of an offscreen plain surface whose
    /// format the device decodes on upload: the colour is converted to the
    /// format in the host copy (as D3D9 stores it) and uploaded. Returns
    /// `false` for formats without such a conversion (filled on the GPU).
    pub(crate) fn fill_host(
        &mut self,
        surface: crate::resource::SurfaceId,
        r: (u32, u32, u32, u32),
        color: u32,
    ) -> D3dResult<bool> {
        let s = self.resources.surfaces.get(surface.0)?;
        if s.kind != crate::resource::SurfaceKind::OffscreenPlain {
            return Ok(false);
        }
        let Some(texel) = super::rules::encode_color(s.format, color) else {
            return Ok(false);
        };
        let (format, size) = (s.format, (s.width, s.height));
        // A YUY2/UYVY texel is a pixel pair, a DXT one a 4x4 block (the
        // rectangle is on them, or ends at the edge).
        let (bw, bh) = super::rules::lock_block(format);
        let bytes = texel.repeat(r.2.div_ceil(bw) as usize * r.3.div_ceil(bh) as usize);
        self.flush()?;
        let s = self.resources.surfaces.get_mut(surface.0)?;
        super::rules::put_host_rect(format, size, &mut s.shadow, r, &bytes)?;
        s.gpu_newer = false;
        let s = self.resources.surfaces.get(surface.0)?;
        super::write_rect(
            self.gpu.queue(),
            &s.texture,
            (s.level, s.layer),
            format,
            r,
            &bytes,
        )?;
        self.renderer.count_copy(|c| c.uploads += 1);
        Ok(true)
    }

    /// Draws every sub-level of `texture` from the one above it.
    fn generate_mips(&mut self, texture: TextureId) -> D3dResult<()> {
        self.flush()?;
        let tex = self.resources.textures.get(texture.0)?;
        let (gpu, faces, linear) = (
            tex.gpu.clone(),
            tex.faces(),
            tex.autogen_filter != TextureFilterType::Point,
        );
        let view = |level: u32, layer: u32| {
            gpu.create_view(&wgpu::TextureViewDescriptor {
                dimension: Some(wgpu::TextureViewDimension::D2),
                base_mip_level: level,
                mip_level_count: Some(1),
                base_array_layer: layer,
                array_layer_count: Some(1),
                ..Default::default()
            })
        };
        let edge = |size: u32, level: u32| (size >> level).max(1);
        let mut commands = Vec::new();
        for face in 0..faces {
            for level in 1..gpu.mip_level_count() {
                let above = level - 1;
                let source = Source {
                    texture: gpu.clone(),
                    view: view(above, face),
                    level: above,
                    layer: face,
                    rect: (0, 0, edge(gpu.width(), above), edge(gpu.height(), above)),
                };
                let rect = (0, 0, edge(gpu.width(), level), edge(gpu.height(), level));
                commands.push(self.blit_commands(
                    &source,
                    (view(level, face), gpu.format()),
                    rect,
                    linear,
                )?);
            }
        }
        let levels = commands.len() as u64;
        self.renderer.count_copy(|c| {
            c.mip_generations += 1;
            c.blits += levels;
        });
        self.gpu.submit(commands)?;
        Ok(())
    }

    /// `IDirect3DBaseTexture9::GenerateMipSubLevels`.
    pub fn generate_mip_sub_levels(&mut self, texture: TextureId) -> D3dResult<()> {
        self.captured(
            |dev| {
                if dev.resources.textures.get(texture.0)?.autogen {
                    dev.generate_mips(texture)?;
                }
                Ok(())
            },
            |_, _| {
                Call::GenerateMipSubLevels(ts::GenerateMipSubLevels {
                    texture: texture_id(texture),
                })
            },
        )
    }

    /// `IDirect3DBaseTexture9::SetAutoGenFilterType`.
    pub fn set_auto_gen_filter_type(
        &mut self,
        texture: TextureId,
        filter: TextureFilterType,
    ) -> D3dResult<()> {
        self.captured(
            |dev| {
                if filter == TextureFilterType::None {
                    return Err(invalid!("SetAutoGenFilterType(D3DTEXF_NONE)"));
                }
                let tex = dev.resources.textures.get_mut(texture.0)?;
                let changed = tex.autogen_filter != filter;
                tex.autogen_filter = filter;
                if changed && tex.autogen {
                    dev.generate_mips(texture)?;
                }
                Ok(())
            },
            |_, _| {
                Call::SetAutoGenFilterType(ts::SetAutoGenFilterType {
                    texture: texture_id(texture),
                    filter: filter.into(),
                })
            },
        )
    }

    /// `IDirect3DBaseTexture9::SetLOD`: returns the previous LOD.
    pub fn set_lod(&mut self, texture: TextureId, lod: u32) -> D3dResult<u32> {
        self.captured(
            |dev| {
                let tex = dev.resources.textures.get_mut(texture.0)?;
                let old = tex.lod;
                if tex.pool != Pool::Managed {
                    return Ok(0);
                }
                let lod = lod.min(tex.levels - 1);
                if lod != old {
                    tex.lod = lod;
                    tex.make_views();
                    if tex.cached.is_some() {
                        // The cache's copy has every level: draw this texture from
                        // its own, which the views above start at `lod`.
                        dev.uncache_texture(texture)?;
                    }
                    // Bind groups are keyed by texture handle, which names one view
                    // until now: forget them (SetLOD is rare).
                    dev.renderer.bindings.forget_views();
                    dev.state.texture_views_changed(texture);
                }
                Ok(old)
            },
            |_, _| {
                Call::SetLod(ts::SetLod {
                    texture: texture_id(texture),
                    lod,
                })
            },
        )
    }
}
