//! The renderer's half of generated mip levels: each sub-level drawn from
//! the one above with the blit (`device/mips.rs` has the D3D9 methods:
//! `D3DUSAGE_AUTOGENMIPMAP`, `GenerateMipSubLevels`,
//! `SetAutoGenFilterType`, `SetLOD`).

use ninebridge_gpu::wgpu;

use super::stretch::Source;
use crate::error::D3dResult;
use crate::renderer::Renderer;
use crate::resource::{Resources, TextureId};
use ninebridge_types::TextureFilterType;

impl Renderer {
    /// Draws every sub-level of `texture` from the one above it (after the
    /// front's flush: `Device::generate_mips`).
    pub(crate) fn generate_mips(&self, resources: &Resources, texture: TextureId) -> D3dResult<()> {
        let tex = resources.textures.get(texture.0)?;
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
        self.count_copy(|c| {
            c.mip_generations += 1;
            c.blits += levels;
        });
        self.gpu.submit(commands)?;
        Ok(())
    }
}
