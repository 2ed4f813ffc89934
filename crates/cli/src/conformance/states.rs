//! Fixed-function state commands (`fog`, `fog-colour`, `clip-plane`,
//! `point-size`, `point-sprite`, `alpha test`, `shade`): parsed from the
//! command text into the runner's state, then set on the device before every
//! draw together with the shader constants.

use ninebridge_d3d9::{CmpFunc, RenderState, TransformState};

use super::case::Command;
use super::runner::{CaseRun, UNSET_WORD};

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

pub(super) fn floats(words: &[&str]) -> Result<Vec<f64>, String> {
    words
        .iter()
        .map(|w| {
            w.parse::<f64>()
                .map_err(|_| format!("{w:?} is not a number"))
        })
        .collect()
}

impl CaseRun<'_> {
    /// Sets the runner's render states, projection and constants for a draw.
    pub(super) fn apply_states(&mut self) -> Result<(), String> {
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
        d.set_transform(TransformState::Projection, proj);
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
        d.set_vertex_shader_constant_f(0, vs_regs)
            .map_err(|e| e.to_string())?;
        d.set_pixel_shader_constant_f(0, ps_regs)
            .map_err(|e| e.to_string())?;
        Ok(())
    }

    /// Runs a state command; any other op is not supported.
    pub(super) fn state_command(&mut self, cmd: &Command) -> Result<(), String> {
        let words: Vec<&str> = cmd.text.split_whitespace().collect();
        match cmd.op.as_str() {
            "fog" => {
                let s = &mut self.states;
                match words.as_slice() {
                    ["fog", "disable"] => s.fog_enable = false,
                    ["fog", "none"] => {
                        s.fog_enable = true;
                        s.fog_table_mode = 0;
                    }
                    ["fog", "linear", proj, start, end] => {
                        let v = floats(&[start, end])?;
                        s.fog_enable = true;
                        s.fog_table_mode = 3;
                        s.ortho = *proj == "ortho";
                        s.fog_start = v[0] as f32;
                        s.fog_end = v[1] as f32;
                    }
                    ["fog", mode @ ("exp" | "exp2"), proj, density] => {
                        s.fog_enable = true;
                        s.fog_table_mode = if *mode == "exp" { 1 } else { 2 };
                        s.ortho = *proj == "ortho";
                        s.fog_density = floats(&[density])?[0] as f32;
                    }
                    _ => return Err("fog command not understood".into()),
                }
                Ok(())
            }
            "fog-colour" => {
                let v = floats(words.get(1..5).ok_or("fog-colour needs 4 values")?)?;
                self.states.fog_colour = d3dcolor([v[0], v[1], v[2], v[3]]);
                Ok(())
            }
            "clip-plane" => {
                let n: u32 = words
                    .get(1)
                    .and_then(|w| w.parse().ok())
                    .ok_or("clip-plane index")?;
                let v = floats(words.get(2..6).ok_or("clip-plane needs 4 values")?)?;
                self.device
                    .set_clip_plane(n, [v[0] as f32, v[1] as f32, v[2] as f32, v[3] as f32])
                    .map_err(|e| e.to_string())?;
                self.states.clip_planes |= 1 << n;
                Ok(())
            }
            "point-size" => {
                let v = floats(words.get(1..4).ok_or("point-size needs 3 values")?)?;
                self.states.point_size = [v[0] as f32, v[1] as f32, v[2] as f32];
                Ok(())
            }
            "point-sprite" => {
                self.states.point_sprite = words.get(1) == Some(&"on");
                Ok(())
            }
            "alpha" => {
                // `alpha test FUNC [REF]`, FUNC possibly two words.
                let rest = words.get(2..).ok_or("alpha test needs a function")?;
                let (func_words, reference) = match rest.last().and_then(|w| w.parse::<f64>().ok())
                {
                    Some(r) => (&rest[..rest.len() - 1], Some(r)),
                    None => (rest, None),
                };
                let func = match func_words.join(" ").as_str() {
                    "never" => CmpFunc::Never,
                    "less" => CmpFunc::Less,
                    "equal" => CmpFunc::Equal,
                    "less equal" => CmpFunc::LessEqual,
                    "greater" => CmpFunc::Greater,
                    "not equal" => CmpFunc::NotEqual,
                    "greater equal" => CmpFunc::GreaterEqual,
                    "always" => CmpFunc::Always,
                    other => return Err(format!("alpha test function {other:?}")),
                };
                self.states.alpha_func = func;
                if let Some(r) = reference {
                    self.states.alpha_ref = ((r * 255.0) as i64 as u32) & 0xff;
                }
                Ok(())
            }
            "shade" => {
                self.states.flat = words.get(2) == Some(&"flat");
                Ok(())
            }
            other => Err(format!(
                "command {other:?} is not supported by the D3D9 runner"
            )),
        }
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
