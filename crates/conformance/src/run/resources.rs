//! Setup of a test block: its shaders, render targets and viewport, and the
//! textures and samplers it binds (`textures`) and its input layout
//! (`input_layout`). Resources are created once per case and reused by later
//! blocks.

use ninebridge_d3d9::{Format, SamplerState, Viewport};

use crate::parse_size;

use super::textures::format_of;
use super::{BlockEnv, CaseError, CaseRun, DEFAULT_RT, slot_error};
use crate::case::{Block, hex_bytes};
use ninebridge_types::MultiSampleType;

impl CaseRun<'_> {
    /// The bytecode hex of a test's shader, or why it has none.
    pub(super) fn shader_hex<'b>(
        &'b self,
        shader: Option<&'b crate::case::ShaderRef>,
        stage: &'static str,
    ) -> Result<&'b str, CaseError> {
        let shader = shader.ok_or(CaseError::NoShader(stage))?;
        if let Some(err) = &shader.error {
            let first = err.lines().next().unwrap_or("");
            return Err(CaseError::ShaderDidNotCompile {
                stage,
                message: first.to_string(),
            });
        }
        match (&shader.hex, shader.ok) {
            (Some(hex), Some(true) | None) => Ok(hex),
            _ => Err(CaseError::NoBytecode(stage)),
        }
    }

    /// Creates and binds everything a test block uses.
    pub(super) fn setup(&mut self, block: &Block) -> Result<BlockEnv, CaseError> {
        let state = block.state.as_ref().ok_or(CaseError::NoState)?;
        // Shaders.
        let vs_hex = self
            .shader_hex(
                block.vs.as_ref().or(self.case.default_vs.as_ref()),
                "vertex",
            )?
            .to_string();
        let ps_hex = self.shader_hex(block.ps.as_ref(), "pixel")?.to_string();
        let vs = match self.vertex_shaders.get(&vs_hex) {
            Some(id) => *id,
            None => {
                let id = self.device.create_vertex_shader(&hex_bytes(&vs_hex)?)?;
                self.vertex_shaders.insert(vs_hex, id);
                id
            }
        };
        let ps = match self.pixel_shaders.get(&ps_hex) {
            Some(id) => *id,
            None => {
                let id = self.device.create_pixel_shader(&hex_bytes(&ps_hex)?)?;
                self.pixel_shaders.insert(ps_hex, id);
                id
            }
        };
        // Render targets.
        let mut targets = Vec::new();
        for (slot, &index) in &state.rtv {
            let slot: u32 = slot.parse().map_err(|_| slot_error("rtv", slot))?;
            let surface = match self.block_surfaces.get(&index) {
                Some(s) => *s,
                None => {
                    let b = self.block(index)?;
                    let format = format_of(b.format.as_deref().unwrap_or("?"))?;
                    let (w, h, _, _) = parse_size(b.size.as_deref().unwrap_or(""))?;
                    let s = self.device.create_render_target(
                        w,
                        h,
                        format,
                        MultiSampleType::None,
                        0,
                        false,
                    )?;
                    self.block_surfaces.insert(index, s);
                    s
                }
            };
            targets.push((slot, surface));
        }
        if !targets.iter().any(|(slot, _)| *slot == 0) {
            let rt = match self.default_rt {
                Some(rt) => rt,
                None => {
                    let rt = self.device.create_render_target(
                        DEFAULT_RT.0,
                        DEFAULT_RT.1,
                        Format::A32B32G32R32F,
                        MultiSampleType::None,
                        0,
                        false,
                    )?;
                    self.default_rt = Some(rt);
                    rt
                }
            };
            targets.push((0, rt));
        }
        targets.sort_unstable();
        for slot in 0..4u32 {
            let surface = targets.iter().find(|(s, _)| *s == slot).map(|(_, id)| *id);
            if slot == 0 || surface.is_some() {
                self.device.set_render_target(slot, surface)?;
            } else {
                self.device.set_render_target(slot, None)?;
            }
        }
        let (mut w, mut h) = (u32::MAX, u32::MAX);
        for (_, s) in &targets {
            let (sw, sh) = self.device.surface_size(*s)?;
            w = w.min(sw);
            h = h.min(sh);
        }
        self.device.set_viewport(Viewport {
            x: 0,
            y: 0,
            width: w,
            height: h,
            min_z: 0.0,
            max_z: 1.0,
        })?;
        // Textures and samplers: D3D9 defaults on every stage, then the declared ones.
        for stage in 0..16u32 {
            self.device.set_texture(stage, None)?;
            for (s, v) in [
                (SamplerState::AddressU, 1),
                (SamplerState::AddressV, 1),
                (SamplerState::AddressW, 1),
                (SamplerState::MagFilter, 1),
                (SamplerState::MinFilter, 1),
                (SamplerState::MipFilter, 0),
            ] {
                self.device.set_sampler_state(stage, s, v)?;
            }
        }
        for (slot, &index) in &state.srv {
            let stage: u32 = slot.parse().map_err(|_| slot_error("srv", slot))?;
            let tex = self.texture(index)?;
            self.device.set_texture(stage, Some(tex))?;
        }
        for (slot, &index) in &state.sampler {
            let stage: u32 = slot.parse().map_err(|_| slot_error("sampler", slot))?;
            let lines = self.block(index)?.lines.clone();
            self.sampler(stage, &lines)?;
        }
        // Vertex buffers and input layout for `draw`.
        // Without one, `draw` runs with an empty declaration (the vertex
        // shader reads no attributes).
        let layout = self.input_layout(state.input_layout, &state.vb)?;
        Ok(BlockEnv {
            vs,
            ps,
            targets,
            layout,
        })
    }

    /// The case's block `index`.
    pub(super) fn block(&self, index: usize) -> Result<&Block, CaseError> {
        self.case.blocks.get(index).ok_or(CaseError::NoBlock(index))
    }
}
