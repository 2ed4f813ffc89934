//! Fixed-function state commands (`fog`, `fog-colour`, `clip-plane`,
//! `point-size`, `point-sprite`, `alpha test`, `shade`): parsed from the
//! command text into the runner's state, then set on the device before every
//! draw together with the shader constants.

use crate::{Fog, StateCommand, alpha_ref_dword, parse_state_command};
use ninebridge_d3d9::{CmpFunc, RenderState, TransformState};

use super::{CaseError, CaseRun, UNSET_WORD};
use crate::case::Command;

/// The render states the reference runner sets on every draw.
#[derive(Clone, Debug)]
pub(super) struct RunnerStates {
    alpha_func: CmpFunc,
    alpha_ref: u32,
    flat: bool,
    clip_planes: u32,
    point_size: [f32; 3],
    point_sprite: bool,
    fog_enable: bool,
    fog_table_mode: u32,
    fog_colour: u32,
    fog_start: f32,
    fog_end: f32,
    fog_density: f32,
    ortho: bool,
}

impl Default for RunnerStates {
    fn default() -> Self {
        RunnerStates {
            alpha_func: CmpFunc::Always,
            alpha_ref: 0,
            flat: false,
            clip_planes: 0,
            point_size: [1.0, 1.0, f32::MAX],
            point_sprite: false,
            fog_enable: false,
            fog_table_mode: 0,
            fog_colour: 0,
            fog_start: 0.0,
            fog_end: 1.0,
            fog_density: 1.0,
            ortho: false,
        }
    }
}

/// A D3DCOLOR from float channels: each value times 255, truncated to 8 bits
/// (as the reference runner's `D3DCOLOR_COLORVALUE`).
pub fn d3dcolor(rgba: [f64; 4]) -> u32 {
    let ch = |v: f64| ((v * 255.0) as i64 as u32) & 0xff;
    (ch(rgba[3]) << 24) | (ch(rgba[0]) << 16) | (ch(rgba[1]) << 8) | ch(rgba[2])
}

impl CaseRun<'_> {
    /// Sets the runner's render states, projection and constants for a draw.
    pub(super) fn apply_states(&mut self) -> Result<(), CaseError> {
        let s = self.states.clone();
        let d = &mut self.device;
        d.set_render_state(RenderState::AlphaTestEnable, 1);
        d.set_render_state(RenderState::AlphaFunc, s.alpha_func.to_d3d());
        d.set_render_state(RenderState::AlphaRef, s.alpha_ref);
        d.set_render_state(RenderState::ShadeMode, if s.flat { 1 } else { 2 });
        d.set_render_state(RenderState::Clipping, 1);
        d.set_render_state(RenderState::ClipPlaneEnable, s.clip_planes);
        d.set_render_state(RenderState::PointSize, s.point_size[0].to_bits());
        d.set_render_state(RenderState::PointSizeMin, s.point_size[1].to_bits());
        d.set_render_state(RenderState::PointSizeMax, s.point_size[2].to_bits());
        d.set_render_state(RenderState::PointSpriteEnable, u32::from(s.point_sprite));
        d.set_render_state(RenderState::FogEnable, u32::from(s.fog_enable));
        d.set_render_state(RenderState::FogTableMode, s.fog_table_mode);
        d.set_render_state(RenderState::FogColor, s.fog_colour);
        d.set_render_state(RenderState::FogStart, s.fog_start.to_bits());
        d.set_render_state(RenderState::FogEnd, s.fog_end.to_bits());
        d.set_render_state(RenderState::FogDensity, s.fog_density.to_bits());
        d.set_render_state(RenderState::CullMode, 1);
        let mut proj = [
            [1.0, 0.0, 0.0, 0.0],
            [0.0, 1.0, 0.0, 0.0],
            [0.0, 0.0, 1.0, 0.0],
            [0.0, 0.0, 0.0, 1.0],
        ];
        if !s.ortho {
            proj[3][3] = 1.01;
        }
        d.set_transform(TransformState::PROJECTION, proj);
        // Constants: the words as float4 registers from c0, in both stages.
        let regs: Vec<[f32; 4]> = self
            .uniforms
            .chunks(4)
            .map(|c| {
                let w = |i: usize| f32::from_bits(c.get(i).copied().unwrap_or(UNSET_WORD));
                [w(0), w(1), w(2), w(3)]
            })
            .collect();
        let vs_regs = &regs[..regs.len().min(ninebridge_d3d9::VS_FLOAT_CONSTANTS)];
        let ps_regs = &regs[..regs.len().min(ninebridge_d3d9::PS_FLOAT_CONSTANTS)];
        d.set_vertex_shader_constant_f(0, vs_regs)?;
        d.set_pixel_shader_constant_f(0, ps_regs)?;
        Ok(())
    }

    /// Runs a state command; any other op is not supported.
    pub(super) fn state_command(&mut self, cmd: &Command) -> Result<(), CaseError> {
        let s = &mut self.states;
        match parse_state_command(&cmd.op, &cmd.text)? {
            StateCommand::Fog(Fog::Disable) => s.fog_enable = false,
            StateCommand::Fog(Fog::None) => {
                s.fog_enable = true;
                s.fog_table_mode = 0;
            }
            StateCommand::Fog(Fog::Linear { ortho, start, end }) => {
                s.fog_enable = true;
                s.fog_table_mode = 3;
                s.ortho = ortho;
                s.fog_start = start;
                s.fog_end = end;
            }
            StateCommand::Fog(Fog::Exp {
                squared,
                ortho,
                density,
            }) => {
                s.fog_enable = true;
                s.fog_table_mode = if squared { 2 } else { 1 };
                s.ortho = ortho;
                s.fog_density = density;
            }
            StateCommand::FogColour(rgba) => s.fog_colour = d3dcolor(rgba),
            StateCommand::ClipPlane { index, plane } => {
                self.device.set_clip_plane(index, plane)?;
                self.states.clip_planes |= 1 << index;
            }
            StateCommand::ClipPlaneDisable { index } => s.clip_planes &= !(1 << index),
            StateCommand::PointSize(size) => s.point_size = size,
            StateCommand::PointSprite(on) => s.point_sprite = on,
            StateCommand::AlphaTest { func, reference } => {
                s.alpha_func = func;
                s.alpha_ref = alpha_ref_dword(reference);
            }
            StateCommand::Shade { flat } => s.flat = flat,
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn d3dcolor_truncates_like_the_reference_runner() {
        assert_eq!(d3dcolor([0.0, 1.0, 1.0, 1.0]), 0xff00_ffff);
        assert_eq!(d3dcolor([0.5, 0.0, 0.0, 0.0]), 0x007f_0000);
        // -255 truncated to 8 bits is 1.
        assert_eq!(d3dcolor([-1.0, -1.0, -1.0, -1.0]), 0x0101_0101);
    }
}
