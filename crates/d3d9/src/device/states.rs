//! Render states, clip planes, transforms, texture-stage states, lights,
//! material, and shader constants.

use super::Device;
use crate::error::{D3dResult, invalid};
use crate::state::StateSink;
use ninebridge_trace::{Call, F32, step as ts};
use ninebridge_types::{
    Light, Material, Matrix, RenderState, TEXTURE_STAGES, TextureStageState, TransformState,
};

impl Device {
    /// `SetRenderState`. Values are checked when a draw uses them.
    /// `D3DRS_POINTSIZE` set to ATI's `INST` switches instancing on
    /// ([`crate::vendor`]): the device instances anyway, and the point size
    /// stays what it was.
    pub fn set_render_state(&mut self, state: RenderState, value: u32) {
        let instancing =
            state == RenderState::PointSize && crate::vendor::is_point_size_command(value);
        if self.is_recording_state_block() {
            if !instancing {
                self.sink().set_render_state(state, value);
            }
            return;
        }
        self.captured(
            |dev| {
                if instancing {
                    return;
                }
                if state == RenderState::PointSize && value == super::RESZ_CODE {
                    // A command, not a size (`resz.rs`); `SetRenderState` has no
                    // failure to report.
                    if let Err(e) = dev.resz_resolve() {
                        tracing::warn!("RESZ: {e}");
                    }
                    return;
                }
                dev.state.set_render_state(state, value);
            },
            |_, _| {
                Call::SetRenderState(ts::SetRenderState {
                    state: state.into(),
                    value,
                    value_float: None,
                    value_hex: None,
                    value_name: None,
                })
            },
        )
    }

    /// `GetRenderState`.
    pub fn get_render_state(&self, state: RenderState) -> u32 {
        self.state.render().get(state)
    }

    /// `SetClipPlane` (clip-space plane coefficients, as D3D9 uses with shaders).
    pub fn set_clip_plane(&mut self, index: u32, plane: [f32; 4]) -> D3dResult<()> {
        self.captured_setter(
            |dev| {
                let slot = crate::state::clip_plane_slot(index);
                dev.sink().set_clip_plane(slot, plane);
                Ok(())
            },
            |_, _| {
                Call::SetClipPlane(ts::SetClipPlane {
                    index,
                    plane: plane.map(F32),
                })
            },
        )
    }

    /// `SetTransform`, row-major `m[row][col]` (`m[0][3]` is D3D9's `_14`).
    /// With shaders only the projection's shape matters (table fog uses
    /// depth `z` for an orthographic projection, else `w`); every matrix is
    /// kept for the fixed-function pipeline and state blocks.
    pub fn set_transform(&mut self, state: TransformState, m: [[f32; 4]; 4]) {
        if self.is_recording_state_block() {
            return self.sink().set_transform(state, Matrix { m });
        }
        self.captured(
            |dev| dev.state.set_transform(state, Matrix { m }),
            |_, _| Call::SetTransform(ts::Transform::new(state, m)),
        )
    }

    /// `GetTransform`.
    pub fn get_transform(&self, state: TransformState) -> [[f32; 4]; 4] {
        self.state.transform(state).m
    }

    /// `MultiplyTransform`: the matrix becomes `m` times the current one,
    /// as D3D9 documents.
    pub fn multiply_transform(&mut self, state: TransformState, m: [[f32; 4]; 4]) {
        // Between BeginStateBlock and EndStateBlock too, the product goes
        // to the device and is not recorded (Windows: "MultiplyTransform()
        // goes directly into the primary stateblock", Wine's
        // test_multiply_transform).
        self.captured(
            |dev| {
                let current = *dev.state.transform(state);
                dev.state
                    .set_transform(state, Matrix { m }.multiply(&current));
            },
            |_, _| Call::MultiplyTransform(ts::Transform::new(state, m)),
        )
    }

    /// `SetTextureStageState` on stage 0..7.
    pub fn set_texture_stage_state(
        &mut self,
        stage: u32,
        state: TextureStageState,
        value: u32,
    ) -> D3dResult<()> {
        self.captured_setter(
            |dev| {
                if stage >= TEXTURE_STAGES {
                    return Err(invalid!("texture stage {stage} >= {TEXTURE_STAGES}"));
                }
                dev.sink()
                    .set_texture_stage_state(stage as usize, state, value);
                Ok(())
            },
            |_, _| {
                Call::SetTextureStageState(ts::SetTextureStageState {
                    stage,
                    state: state.into(),
                    value,
                    value_float: None,
                    value_hex: None,
                    value_name: None,
                })
            },
        )
    }

    /// `GetTextureStageState`.
    pub fn get_texture_stage_state(&self, stage: u32, state: TextureStageState) -> D3dResult<u32> {
        self.state
            .stages()
            .get(stage as usize)
            .map(|s| s.get(state))
            .ok_or_else(|| invalid!("texture stage {stage} >= {TEXTURE_STAGES}"))
    }

    /// `SetLight`: any index; a light set for the first time is disabled.
    pub fn set_light(&mut self, index: u32, light: Light) -> D3dResult<()> {
        self.captured_setter(
            |dev| {
                if light.range < 0.0 {
                    return Err(invalid!(
                        "light {index} has a negative range {}",
                        light.range
                    ));
                }
                dev.sink().set_light(index, light);
                Ok(())
            },
            |_, _| Call::SetLight(ts::SetLight::new(index, &light)),
        )
    }

    /// `GetLight`: `D3DERR_INVALIDCALL` for an index never set or enabled.
    pub fn get_light(&self, index: u32) -> D3dResult<Light> {
        self.state
            .lights()
            .get(&index)
            .map(|l| l.light)
            .ok_or_else(|| invalid!("light {index} was never set"))
    }

    /// `LightEnable`: enabling an index never set creates the default
    /// directional light there, as D3D9 does.
    pub fn light_enable(&mut self, index: u32, enable: bool) {
        if self.is_recording_state_block() {
            return self.sink().light_enable(index, enable);
        }
        self.captured(
            |dev| dev.state.light_enable(index, enable),
            |_, _| Call::LightEnable(ts::LightEnable { index, enable }),
        )
    }

    /// `GetLightEnable`.
    pub fn get_light_enable(&self, index: u32) -> D3dResult<bool> {
        self.state
            .lights()
            .get(&index)
            .map(|l| l.enabled)
            .ok_or_else(|| invalid!("light {index} was never set"))
    }

    /// `SetMaterial`.
    pub fn set_material(&mut self, material: Material) {
        if self.is_recording_state_block() {
            return self.sink().set_material(material);
        }
        self.captured(
            |dev| dev.state.set_material(material),
            |_, _| Call::SetMaterial((&material).into()),
        )
    }

    /// `GetMaterial`.
    pub fn get_material(&self) -> Material {
        self.state.material()
    }

    /// `SetVertexShaderConstantF`.
    pub fn set_vertex_shader_constant_f(&mut self, start: u32, data: &[[f32; 4]]) -> D3dResult<()> {
        self.captured_setter(
            |dev| {
                dev.state.constants(true).check(0, start, data.len())?;
                dev.sink().set_constants_f(true, start, data);
                Ok(())
            },
            |_, _| Call::SetVertexShaderConstantF(ts::ConstantsF::new(start, data)),
        )
    }

    /// `SetVertexShaderConstantI`.
    pub fn set_vertex_shader_constant_i(&mut self, start: u32, data: &[[i32; 4]]) -> D3dResult<()> {
        self.captured_setter(
            |dev| {
                dev.state.constants(true).check(1, start, data.len())?;
                dev.sink().set_constants_i(true, start, data);
                Ok(())
            },
            |_, _| Call::SetVertexShaderConstantI(ts::ConstantsI::new(start, data)),
        )
    }

    /// `SetVertexShaderConstantB`.
    pub fn set_vertex_shader_constant_b(&mut self, start: u32, data: &[bool]) -> D3dResult<()> {
        self.captured_setter(
            |dev| {
                dev.state.constants(true).check(2, start, data.len())?;
                dev.sink().set_constants_b(true, start, data);
                Ok(())
            },
            |_, _| Call::SetVertexShaderConstantB(ts::ConstantsB::new(start, data)),
        )
    }

    /// `SetPixelShaderConstantF`.
    pub fn set_pixel_shader_constant_f(&mut self, start: u32, data: &[[f32; 4]]) -> D3dResult<()> {
        self.captured_setter(
            |dev| {
                dev.state.constants(false).check(0, start, data.len())?;
                dev.sink().set_constants_f(false, start, data);
                Ok(())
            },
            |_, _| Call::SetPixelShaderConstantF(ts::ConstantsF::new(start, data)),
        )
    }

    /// `SetPixelShaderConstantI`.
    pub fn set_pixel_shader_constant_i(&mut self, start: u32, data: &[[i32; 4]]) -> D3dResult<()> {
        self.captured_setter(
            |dev| {
                dev.state.constants(false).check(1, start, data.len())?;
                dev.sink().set_constants_i(false, start, data);
                Ok(())
            },
            |_, _| Call::SetPixelShaderConstantI(ts::ConstantsI::new(start, data)),
        )
    }

    /// `SetPixelShaderConstantB`.
    pub fn set_pixel_shader_constant_b(&mut self, start: u32, data: &[bool]) -> D3dResult<()> {
        self.captured_setter(
            |dev| {
                dev.state.constants(false).check(2, start, data.len())?;
                dev.sink().set_constants_b(false, start, data);
                Ok(())
            },
            |_, _| Call::SetPixelShaderConstantB(ts::ConstantsB::new(start, data)),
        )
    }
}
