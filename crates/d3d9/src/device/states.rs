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
        if state == RenderState::PointSize && crate::vendor::is_point_size_command(value) {
            if !self.is_recording_state_block() {
                self.trace(|_| {
                    Call::SetRenderState(ts::SetRenderState {
                        state: state.into(),
                        value,
                        value_float: None,
                        value_hex: None,
                        value_name: None,
                    })
                });
            }
            return;
        }
        if self.is_recording_state_block() {
            return self.sink().set_render_state(state, value);
        }
        self.trace(|_| {
            Call::SetRenderState(ts::SetRenderState {
                state: state.into(),
                value,
                value_float: None,
                value_hex: None,
                value_name: None,
            })
        });
        if state == RenderState::PointSize && value == super::RESZ_CODE {
            // A command, not a size (`resz.rs`); `SetRenderState` has no
            // failure to report.
            if let Err(e) = self.resz_resolve() {
                tracing::warn!("RESZ: {e}");
            }
            return;
        }
        self.state.set_render_state(state, value);
    }

    /// `GetRenderState`.
    pub fn get_render_state(&self, state: RenderState) -> u32 {
        self.state.render().get(state)
    }

    /// `SetClipPlane` (clip-space plane coefficients, as D3D9 uses with shaders).
    pub fn set_clip_plane(&mut self, index: u32, plane: [f32; 4]) -> D3dResult<()> {
        if self.is_recording_state_block() {
            return self.set_clip_plane_untraced(index, plane);
        }
        let result = self.set_clip_plane_untraced(index, plane);
        self.traced(result, |_, _| {
            Call::SetClipPlane(ts::SetClipPlane {
                index,
                plane: plane.map(F32),
            })
        })
    }

    /// [`Device::set_clip_plane`] without capture.
    pub(crate) fn set_clip_plane_untraced(&mut self, index: u32, plane: [f32; 4]) -> D3dResult<()> {
        let slot = crate::state::clip_plane_slot(index);
        self.sink().set_clip_plane(slot, plane);
        Ok(())
    }

    /// `SetTransform`, row-major `m[row][col]` (`m[0][3]` is D3D9's `_14`).
    /// With shaders only the projection's shape matters (table fog uses
    /// depth `z` for an orthographic projection, else `w`); every matrix is
    /// kept for the fixed-function pipeline and state blocks.
    pub fn set_transform(&mut self, state: TransformState, m: [[f32; 4]; 4]) {
        if self.is_recording_state_block() {
            return self.sink().set_transform(state, Matrix { m });
        }
        self.trace(|_| Call::SetTransform(ts::Transform::new(state, m)));
        self.state.set_transform(state, Matrix { m });
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
        self.trace(|_| Call::MultiplyTransform(ts::Transform::new(state, m)));
        let current = *self.state.transform(state);
        self.state
            .set_transform(state, Matrix { m }.multiply(&current));
    }

    /// `SetTextureStageState` on stage 0..7.
    pub fn set_texture_stage_state(
        &mut self,
        stage: u32,
        state: TextureStageState,
        value: u32,
    ) -> D3dResult<()> {
        if self.is_recording_state_block() {
            return self.set_texture_stage_state_untraced(stage, state, value);
        }
        let result = self.set_texture_stage_state_untraced(stage, state, value);
        self.traced(result, |_, _| {
            Call::SetTextureStageState(ts::SetTextureStageState {
                stage,
                state: state.into(),
                value,
                value_float: None,
                value_hex: None,
                value_name: None,
            })
        })
    }

    /// [`Device::set_texture_stage_state`] without capture.
    pub(crate) fn set_texture_stage_state_untraced(
        &mut self,
        stage: u32,
        state: TextureStageState,
        value: u32,
    ) -> D3dResult<()> {
        if stage >= TEXTURE_STAGES {
            return Err(invalid!("texture stage {stage} >= {TEXTURE_STAGES}"));
        }
        self.sink()
            .set_texture_stage_state(stage as usize, state, value);
        Ok(())
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
        if self.is_recording_state_block() {
            return self.set_light_untraced(index, light);
        }
        let result = self.set_light_untraced(index, light);
        self.traced(result, |_, _| {
            Call::SetLight(ts::SetLight::new(index, &light))
        })
    }

    /// [`Device::set_light`] without capture.
    pub(crate) fn set_light_untraced(&mut self, index: u32, light: Light) -> D3dResult<()> {
        if light.range < 0.0 {
            return Err(invalid!(
                "light {index} has a negative range {}",
                light.range
            ));
        }
        self.sink().set_light(index, light);
        Ok(())
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
        self.trace(|_| Call::LightEnable(ts::LightEnable { index, enable }));
        self.state.light_enable(index, enable);
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
        self.trace(|_| Call::SetMaterial((&material).into()));
        self.state.set_material(material);
    }

    /// `GetMaterial`.
    pub fn get_material(&self) -> Material {
        self.state.material()
    }

    /// `SetVertexShaderConstantF`.
    pub fn set_vertex_shader_constant_f(&mut self, start: u32, data: &[[f32; 4]]) -> D3dResult<()> {
        if self.is_recording_state_block() {
            return self.set_vertex_shader_constant_f_untraced(start, data);
        }
        let result = self.set_vertex_shader_constant_f_untraced(start, data);
        self.traced(result, |_, _| {
            Call::SetVertexShaderConstantF(ts::ConstantsF::new(start, data))
        })
    }

    /// [`Device::set_vertex_shader_constant_f`] without capture.
    pub(crate) fn set_vertex_shader_constant_f_untraced(
        &mut self,
        start: u32,
        data: &[[f32; 4]],
    ) -> D3dResult<()> {
        self.state.constants(true).check(0, start, data.len())?;
        self.sink().set_constants_f(true, start, data);
        Ok(())
    }

    /// `SetVertexShaderConstantI`.
    pub fn set_vertex_shader_constant_i(&mut self, start: u32, data: &[[i32; 4]]) -> D3dResult<()> {
        if self.is_recording_state_block() {
            return self.set_vertex_shader_constant_i_untraced(start, data);
        }
        let result = self.set_vertex_shader_constant_i_untraced(start, data);
        self.traced(result, |_, _| {
            Call::SetVertexShaderConstantI(ts::ConstantsI::new(start, data))
        })
    }

    /// [`Device::set_vertex_shader_constant_i`] without capture.
    pub(crate) fn set_vertex_shader_constant_i_untraced(
        &mut self,
        start: u32,
        data: &[[i32; 4]],
    ) -> D3dResult<()> {
        self.state.constants(true).check(1, start, data.len())?;
        self.sink().set_constants_i(true, start, data);
        Ok(())
    }

    /// `SetVertexShaderConstantB`.
    pub fn set_vertex_shader_constant_b(&mut self, start: u32, data: &[bool]) -> D3dResult<()> {
        if self.is_recording_state_block() {
            return self.set_vertex_shader_constant_b_untraced(start, data);
        }
        let result = self.set_vertex_shader_constant_b_untraced(start, data);
        self.traced(result, |_, _| {
            Call::SetVertexShaderConstantB(ts::ConstantsB::new(start, data))
        })
    }

    /// [`Device::set_vertex_shader_constant_b`] without capture.
    pub(crate) fn set_vertex_shader_constant_b_untraced(
        &mut self,
        start: u32,
        data: &[bool],
    ) -> D3dResult<()> {
        self.state.constants(true).check(2, start, data.len())?;
        self.sink().set_constants_b(true, start, data);
        Ok(())
    }

    /// `SetPixelShaderConstantF`.
    pub fn set_pixel_shader_constant_f(&mut self, start: u32, data: &[[f32; 4]]) -> D3dResult<()> {
        if self.is_recording_state_block() {
            return self.set_pixel_shader_constant_f_untraced(start, data);
        }
        let result = self.set_pixel_shader_constant_f_untraced(start, data);
        self.traced(result, |_, _| {
            Call::SetPixelShaderConstantF(ts::ConstantsF::new(start, data))
        })
    }

    /// [`Device::set_pixel_shader_constant_f`] without capture.
    pub(crate) fn set_pixel_shader_constant_f_untraced(
        &mut self,
        start: u32,
        data: &[[f32; 4]],
    ) -> D3dResult<()> {
        self.state.constants(false).check(0, start, data.len())?;
        self.sink().set_constants_f(false, start, data);
        Ok(())
    }

    /// `SetPixelShaderConstantI`.
    pub fn set_pixel_shader_constant_i(&mut self, start: u32, data: &[[i32; 4]]) -> D3dResult<()> {
        if self.is_recording_state_block() {
            return self.set_pixel_shader_constant_i_untraced(start, data);
        }
        let result = self.set_pixel_shader_constant_i_untraced(start, data);
        self.traced(result, |_, _| {
            Call::SetPixelShaderConstantI(ts::ConstantsI::new(start, data))
        })
    }

    /// [`Device::set_pixel_shader_constant_i`] without capture.
    pub(crate) fn set_pixel_shader_constant_i_untraced(
        &mut self,
        start: u32,
        data: &[[i32; 4]],
    ) -> D3dResult<()> {
        self.state.constants(false).check(1, start, data.len())?;
        self.sink().set_constants_i(false, start, data);
        Ok(())
    }

    /// `SetPixelShaderConstantB`.
    pub fn set_pixel_shader_constant_b(&mut self, start: u32, data: &[bool]) -> D3dResult<()> {
        if self.is_recording_state_block() {
            return self.set_pixel_shader_constant_b_untraced(start, data);
        }
        let result = self.set_pixel_shader_constant_b_untraced(start, data);
        self.traced(result, |_, _| {
            Call::SetPixelShaderConstantB(ts::ConstantsB::new(start, data))
        })
    }

    /// [`Device::set_pixel_shader_constant_b`] without capture.
    pub(crate) fn set_pixel_shader_constant_b_untraced(
        &mut self,
        start: u32,
        data: &[bool],
    ) -> D3dResult<()> {
        self.state.constants(false).check(2, start, data.len())?;
        self.sink().set_constants_b(false, start, data);
        Ok(())
    }
}
