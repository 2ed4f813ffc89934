//! Render states, clip planes, transforms, texture-stage states, lights,
//! material, and shader constants.

use super::Device;
use crate::error::{D3dResult, invalid};
use crate::state::{Dirty, LightSlot, update};
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
                self.record_render_state(state, value);
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
                if dev.state.render.get(state) != value {
                    dev.state.render.set(state, value);
                    dev.state.mark(Dirty::of_render_state(state));
                }
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
        self.state.render.get(state)
    }

    /// `SetClipPlane` (clip-space plane coefficients, as D3D9 uses with shaders).
    pub fn set_clip_plane(&mut self, index: u32, plane: [f32; 4]) -> D3dResult<()> {
        if self.is_recording_state_block() {
            return self.record_clip_plane(index, plane);
        }
        self.captured(
            |dev| {
                let slot = &mut dev.state.clip_planes[crate::state::clip_plane_slot(index)];
                update(slot, plane, &mut dev.state.dirty, Dirty::RENDERER);
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
            return self.record_transform(state, m);
        }
        self.captured(
            |dev| dev.store_transform(state, m),
            |_, _| Call::SetTransform(ts::Transform::new(state, m)),
        )
    }

    fn store_transform(&mut self, state: TransformState, m: [[f32; 4]; 4]) {
        let slot = &mut self.state.transforms[state.index()];
        update(slot, Matrix { m }, &mut self.state.dirty, Dirty::RENDERER);
    }

    /// `GetTransform`.
    pub fn get_transform(&self, state: TransformState) -> [[f32; 4]; 4] {
        self.state.transforms[state.index()].m
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
                let current = dev.state.transforms[state.index()];
                dev.store_transform(state, Matrix { m }.multiply(&current).m);
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
        if self.is_recording_state_block() {
            return self.record_texture_stage_state(stage, state, value);
        }
        self.captured(
            |dev| {
                let stages = &mut dev.state.stages;
                let slot = stages
                    .get_mut(stage as usize)
                    .ok_or_else(|| invalid!("texture stage {stage} >= {TEXTURE_STAGES}"))?;
                if slot.get(state) != value {
                    slot.set(state, value);
                    // Texture-stage states feed ps_1_x translation (projected
                    // `tex`, the bump environment) and the fixed-function stages.
                    dev.state.mark(Dirty::RENDER_STATE);
                }
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
            .stages
            .get(stage as usize)
            .map(|s| s.get(state))
            .ok_or_else(|| invalid!("texture stage {stage} >= {TEXTURE_STAGES}"))
    }

    /// `SetLight`: any index; a light set for the first time is disabled.
    pub fn set_light(&mut self, index: u32, light: Light) -> D3dResult<()> {
        if self.is_recording_state_block() {
            return self.record_light(index, light);
        }
        self.captured(
            |dev| {
                if light.range < 0.0 {
                    return Err(invalid!(
                        "light {index} has a negative range {}",
                        light.range
                    ));
                }
                let state = &mut dev.state;
                let enabled = state.lights.get(&index).is_some_and(|l| l.enabled);
                let slot = LightSlot { light, enabled };
                if let Some(old) = state.lights.insert(index, slot)
                    && old != slot
                {
                    // The light's values are vertex constants; its type (of an
                    // enabled light) changes the fixed-function code.
                    state.mark(if old.light.ty == light.ty || !enabled {
                        Dirty::RENDERER
                    } else {
                        Dirty::RENDER_STATE
                    });
                }
                Ok(())
            },
            |_, _| Call::SetLight(ts::SetLight::new(index, &light)),
        )
    }

    /// `GetLight`: `D3DERR_INVALIDCALL` for an index never set or enabled.
    pub fn get_light(&self, index: u32) -> D3dResult<Light> {
        self.state
            .lights
            .get(&index)
            .map(|l| l.light)
            .ok_or_else(|| invalid!("light {index} was never set"))
    }

    /// `LightEnable`: enabling an index never set creates the default
    /// directional light there, as D3D9 does.
    pub fn light_enable(&mut self, index: u32, enable: bool) {
        if self.is_recording_state_block() {
            return self.record_light_enable(index, enable);
        }
        self.captured(
            |dev| {
                let state = &mut dev.state;
                let slot = state.lights.entry(index).or_insert(LightSlot {
                    light: Light::DEFAULT_DIRECTIONAL,
                    enabled: false,
                });
                if slot.enabled != enable {
                    slot.enabled = enable;
                    state.mark(Dirty::RENDER_STATE);
                }
            },
            |_, _| Call::LightEnable(ts::LightEnable { index, enable }),
        )
    }

    /// `GetLightEnable`.
    pub fn get_light_enable(&self, index: u32) -> D3dResult<bool> {
        self.state
            .lights
            .get(&index)
            .map(|l| l.enabled)
            .ok_or_else(|| invalid!("light {index} was never set"))
    }

    /// `SetMaterial`.
    pub fn set_material(&mut self, material: Material) {
        if self.is_recording_state_block() {
            return self.record_material(material);
        }
        self.captured(
            |dev| {
                let state = &mut dev.state;
                update(
                    &mut state.material,
                    material,
                    &mut state.dirty,
                    Dirty::RENDERER,
                );
            },
            |_, _| Call::SetMaterial((&material).into()),
        )
    }

    /// `GetMaterial`.
    pub fn get_material(&self) -> Material {
        self.state.material
    }

    /// `SetVertexShaderConstantF`.
    pub fn set_vertex_shader_constant_f(&mut self, start: u32, data: &[[f32; 4]]) -> D3dResult<()> {
        if self.is_recording_state_block() {
            return self.record_constants_f(true, start, data);
        }
        self.captured(
            |dev| dev.state.set_constants_f(true, start, data),
            |_, _| Call::SetVertexShaderConstantF(ts::ConstantsF::new(start, data)),
        )
    }

    /// `SetVertexShaderConstantI`.
    pub fn set_vertex_shader_constant_i(&mut self, start: u32, data: &[[i32; 4]]) -> D3dResult<()> {
        if self.is_recording_state_block() {
            return self.record_constants_i(true, start, data);
        }
        self.captured(
            |dev| dev.state.set_constants_i(true, start, data),
            |_, _| Call::SetVertexShaderConstantI(ts::ConstantsI::new(start, data)),
        )
    }

    /// `SetVertexShaderConstantB`.
    pub fn set_vertex_shader_constant_b(&mut self, start: u32, data: &[bool]) -> D3dResult<()> {
        if self.is_recording_state_block() {
            return self.record_constants_b(true, start, data);
        }
        self.captured(
            |dev| dev.state.set_constants_b(true, start, data),
            |_, _| Call::SetVertexShaderConstantB(ts::ConstantsB::new(start, data)),
        )
    }

    /// `SetPixelShaderConstantF`.
    pub fn set_pixel_shader_constant_f(&mut self, start: u32, data: &[[f32; 4]]) -> D3dResult<()> {
        if self.is_recording_state_block() {
            return self.record_constants_f(false, start, data);
        }
        self.captured(
            |dev| dev.state.set_constants_f(false, start, data),
            |_, _| Call::SetPixelShaderConstantF(ts::ConstantsF::new(start, data)),
        )
    }

    /// `SetPixelShaderConstantI`.
    pub fn set_pixel_shader_constant_i(&mut self, start: u32, data: &[[i32; 4]]) -> D3dResult<()> {
        if self.is_recording_state_block() {
            return self.record_constants_i(false, start, data);
        }
        self.captured(
            |dev| dev.state.set_constants_i(false, start, data),
            |_, _| Call::SetPixelShaderConstantI(ts::ConstantsI::new(start, data)),
        )
    }

    /// `SetPixelShaderConstantB`.
    pub fn set_pixel_shader_constant_b(&mut self, start: u32, data: &[bool]) -> D3dResult<()> {
        if self.is_recording_state_block() {
            return self.record_constants_b(false, start, data);
        }
        self.captured(
            |dev| dev.state.set_constants_b(false, start, data),
            |_, _| Call::SetPixelShaderConstantB(ts::ConstantsB::new(start, data)),
        )
    }
}
