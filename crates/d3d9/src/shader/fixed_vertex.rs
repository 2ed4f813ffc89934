//! The fixed-function vertex stage of a draw without a vertex shader (and
//! without pre-transformed positions): the program
//! `ninebridge_translate::ff` generates from the state (the key), compiled
//! once per key, and its constant registers, computed here from the
//! transforms, lights, material and render states whenever they change.
//! Moving a light or a matrix rewrites constants and compiles nothing.

use std::sync::Arc;

use glam::{Mat3, Mat4, Vec4};
use ninebridge_translate::ff::{
    BlendIndexType, FF_WORLD_MATRICES, FfVertexInputs, FfVertexKey, FfVertexRegisters as Reg,
    FfVertexStageState, FfVertexState,
};
use ninebridge_types::{
    ColorValue, DeclType, DeclUsage, LightType, Matrix, RenderState as R, TextureStageState,
    TransformState, d3dcolor_to_rgba,
};

use crate::error::{D3dError, D3dResult};
use crate::pipeline::CompiledShader;
use crate::renderer::Renderer;

/// Bytes of the fixed-function vertex constants a draw writes at most.
pub(crate) const FF_VERTEX_CONSTANTS_LEN: usize = Reg::COUNT as usize * 16;

/// Bytes of the fixed-function vertex constants of a program reading
/// `world_matrices` world matrices.
pub(crate) fn ff_vertex_constants_len(world_matrices: u8) -> usize {
    (Reg::WORLD + Reg::WORLD_SIZE * u32::from(world_matrices).min(FF_WORLD_MATRICES as u32))
        as usize
        * 16
}

/// D3D9's row-major matrix as glam's column-major one: glam's column k is
/// D3D9's row k, so glam's matrix is the transpose and `g(A * B)` is
/// `g(B) * g(A)`.
fn g(m: &Matrix) -> Mat4 {
    Mat4::from_cols_array_2d(&m.m)
}

fn color(c: ColorValue) -> [f32; 4] {
    [c.r, c.g, c.b, c.a]
}

/// The registers of the normal matrix of world-view matrix `wv` (glam's
/// form): the upper 3x3 of the 4x4 matrix's inverse transpose. glam's
/// matrix is the transpose, so its inverse's columns are the registers.
/// The 4x4 inverse, not the 3x3 one: Windows lights a vertex whose world
/// matrix has a projective last column with the normal that inverse gives
/// (Wine's `lighting_test`, where that normal is 0 and the vertex black).
/// A matrix without an inverse (a flattening "planar shadow" matrix) keeps
/// its own 3x3, which Windows also lights as such.
fn normal_matrix(wv: Mat4) -> Mat3 {
    let det = wv.determinant();
    if det != 0.0 && det.is_finite() {
        Mat3::from_mat4(wv.inverse())
    } else {
        Mat3::from_mat4(wv).transpose()
    }
}

impl Renderer {
    /// Whether the current draw runs the fixed-function vertex stage: no
    /// vertex shader, and a declaration without pre-transformed
    /// positions.
    pub(crate) fn ff_vertex_active(
        &self,
        state: &crate::state::State,
        resources: &crate::resource::Resources,
    ) -> bool {
        if state.vertex_shader().is_some() {
            return false;
        }
        let Some(decl) = state.declaration() else {
            return true;
        };
        resources.declarations.get(decl.0).is_ok_and(|elements| {
            !elements
                .iter()
                .any(|e| e.usage == DeclUsage::PositionT && e.usage_index == 0)
        })
    }

    /// What the current declaration holds, as the vertex stage reads it.
    fn ff_vertex_inputs(
        &self,
        state: &crate::state::State,
        resources: &crate::resource::Resources,
    ) -> D3dResult<FfVertexInputs> {
        let mut inputs = FfVertexInputs::default();
        let Some(decl) = state.declaration() else {
            return Ok(inputs);
        };
        for e in resources.declarations.get(decl.0)? {
            let n = e.ty.component_count() as u8;
            match (e.usage, e.usage_index) {
                (DeclUsage::Position, 0) => inputs.position = true,
                (DeclUsage::Position, 1) => inputs.position1 = true,
                (DeclUsage::Normal, 0) => inputs.normal = true,
                (DeclUsage::Normal, 1) => inputs.normal1 = true,
                (DeclUsage::BlendWeight, 0) => inputs.blend_weights = n,
                (DeclUsage::BlendIndices, 0) => {
                    inputs.blend_indices = Some(match e.ty {
                        DeclType::UByte4 => BlendIndexType::UByte4,
                        DeclType::D3dColor => BlendIndexType::Color,
                        _ => BlendIndexType::Float,
                    });
                }
                (DeclUsage::Color, 0) => inputs.diffuse = true,
                (DeclUsage::Color, 1) => inputs.specular = true,
                (DeclUsage::PointSize, 0) => inputs.point_size = true,
                (DeclUsage::TexCoord, i @ 0..=7) => inputs.texcoords[usize::from(i)] = n,
                _ => {}
            }
        }
        Ok(inputs)
    }

    /// The enabled lights in index order, at most 8 (D3D9's
    /// `MaxActiveLights`).
    fn active_lights<'s>(
        &self,
        state: &'s crate::state::State,
    ) -> Vec<&'s ninebridge_types::Light> {
        let mut enabled: Vec<(u32, &ninebridge_types::Light)> = state
            .lights()
            .iter()
            .filter(|(_, slot)| slot.enabled)
            .map(|(i, slot)| (*i, &slot.light))
            .collect();
        enabled.sort_unstable_by_key(|(i, _)| *i);
        enabled.into_iter().take(8).map(|(_, l)| l).collect()
    }

    /// The fixed-function vertex state of the current draw; `read` has bit
    /// k when the pixel stage reads texture coordinate set k.
    fn ff_vertex_state(
        &self,
        state: &crate::state::State,
        resources: &crate::resource::Resources,
        read: u8,
        flat: bool,
        viewport_adjust: bool,
    ) -> D3dResult<FfVertexState> {
        let rs = &state.render();
        let mut lights = [None; 8];
        for (slot, light) in lights.iter_mut().zip(self.active_lights(state)) {
            *slot = Some(light.ty);
        }
        let stages = std::array::from_fn(|k| {
            let st = &state.stages()[k];
            FfVertexStageState {
                texcoord_index: st.get(TextureStageState::TexCoordIndex),
                transform_flags: st.get(TextureStageState::TextureTransformFlags),
                read: read & (1 << k) != 0,
            }
        });
        Ok(FfVertexState {
            inputs: self.ff_vertex_inputs(state, resources)?,
            lighting: rs.flag(R::Lighting),
            lights,
            color_vertex: rs.flag(R::ColorVertex),
            material_sources: [
                rs.get(R::DiffuseMaterialSource),
                rs.get(R::SpecularMaterialSource),
                rs.get(R::AmbientMaterialSource),
                rs.get(R::EmissiveMaterialSource),
            ],
            normalize_normals: rs.flag(R::NormalizeNormals),
            local_viewer: rs.flag(R::LocalViewer),
            specular_enable: rs.flag(R::SpecularEnable),
            vertex_blend: rs.get(R::VertexBlend),
            indexed_blend: rs.flag(R::IndexedVertexBlendEnable),
            fog_enable: rs.flag(R::FogEnable),
            fog_table_mode: rs.get(R::FogTableMode),
            fog_vertex_mode: rs.get(R::FogVertexMode),
            range_fog: rs.flag(R::RangeFogEnable),
            point_scale: rs.flag(R::PointScaleEnable),
            stages,
            flat_shading: flat,
            viewport_adjust,
        })
    }

    /// The fixed-function vertex key of the current state; `read` has bit
    /// k when texture coordinate set k is wanted (the pixel stage reads
    /// it, or `ProcessVertices`' destination holds it).
    pub(crate) fn ff_vertex_key(
        &self,
        state: &crate::state::State,
        resources: &crate::resource::Resources,
        read: u8,
        flat: bool,
        viewport_adjust: bool,
    ) -> D3dResult<FfVertexKey> {
        FfVertexKey::new(&self.ff_vertex_state(state, resources, read, flat, viewport_adjust)?)
            .map_err(|e| D3dError::Shader {
                stage: "vertex",
                error: crate::ShaderError::from(e),
            })
    }

    /// The compiled fixed-function vertex stage of the current state for
    /// the pixel stage `ps` (whose texture coordinate inputs decide which
    /// sets are written).
    pub(crate) fn ff_vertex_stage(
        &mut self,
        state: &crate::state::State,
        resources: &crate::resource::Resources,
        ps: &CompiledShader,
        flat: bool,
        viewport_adjust: bool,
    ) -> D3dResult<Arc<CompiledShader>> {
        let fail = |error: crate::ShaderError| D3dError::Shader {
            stage: "vertex",
            error,
        };
        let read = ps
            .interface
            .iter()
            .filter(|i| i.semantic < 8)
            .fold(0u8, |m, i| m | 1 << i.semantic);
        let key = self.ff_vertex_key(state, resources, read, flat, viewport_adjust)?;
        if let Some(done) = self.shaders.ff_vertex.get(&key) {
            return Ok(done.clone());
        }
        let compiled = self
            .pipelines
            .service
            .modules()
            .base(&super::recipe::ModuleRecipe::FfVertex(key))
            .map_err(fail)?;
        self.shaders.ff_vertex.insert(key, compiled.clone());
        Ok(compiled)
    }

    /// Writes the fixed-function vertex constants
    /// ([`ninebridge_translate::ff::FfVertexRegisters`]) of the current
    /// state to `out` (the [`ff_vertex_constants_len`] bytes of the world
    /// matrices it has room for); `viewport_height` (D3D9's viewport's, in
    /// pixels, even where the pass clamps it to the target) scales points.
    pub(crate) fn write_ff_vertex_constants(
        &self,
        state: &crate::state::State,
        viewport_height: f32,
        out: &mut [u8],
    ) {
        let mut c = [[0.0f32; 4]; Reg::COUNT as usize];
        let st = &state;
        let rs = st.render();
        let transform = |t: TransformState| st.transform(t);
        let put_rows = |c: &mut [[f32; 4]], at: u32, m: Mat4| {
            for k in 0..4 {
                c[at as usize + k] = m.row(k).to_array();
            }
        };
        let view = g(transform(TransformState::VIEW));
        put_rows(
            &mut c,
            Reg::PROJECTION,
            g(transform(TransformState::PROJECTION)),
        );
        c[Reg::AMBIENT as usize] = d3dcolor_to_rgba(rs.get(R::Ambient));
        let m = &st.material();
        let at = Reg::MATERIAL as usize;
        c[at] = color(m.diffuse);
        c[at + 1] = color(m.ambient);
        c[at + 2] = color(m.specular);
        c[at + 3] = color(m.emissive);
        c[at + 4] = [m.power, 0.0, 0.0, 0.0];
        let (start, end) = (rs.float(R::FogStart), rs.float(R::FogEnd));
        // Linear vertex fog is (end - d) * c.y. With FOGSTART == FOGEND
        // D3D9 fogs every vertex (Wine's `fog_test`, and Wine's
        // `state_fogstartend`): the factor is 0 for every depth, which an
        // end of 0 and a scale of 0 give (1 / 0 would give +inf before the
        // end and -inf after it, and NaN where interpolated between).
        let (end, scale) = if start == end {
            (0.0, 0.0)
        } else {
            (end, 1.0 / (end - start))
        };
        c[Reg::FOG as usize] = [end, scale, rs.float(R::FogDensity), 0.0];
        c[Reg::POINT as usize] = [
            rs.float(R::PointSize),
            rs.float(R::PointScaleA),
            rs.float(R::PointScaleB),
            rs.float(R::PointScaleC),
        ];
        c[Reg::MISC as usize] = [viewport_height, rs.float(R::TweenFactor), 0.0, 0.0];
        for k in 0..8u32 {
            if let Some(t) = TransformState::texture(k) {
                put_rows(&mut c, Reg::TEXTURE + 4 * k, g(transform(t)));
            }
        }
        for (j, light) in self.active_lights(state).into_iter().enumerate() {
            let at = (Reg::LIGHTS + Reg::LIGHT_SIZE * j as u32) as usize;
            let p = light.position;
            let d = light.direction;
            let position = view * Vec4::new(p.x, p.y, p.z, 1.0);
            let direction = (view * Vec4::new(d.x, d.y, d.z, 0.0))
                .truncate()
                .normalize_or_zero();
            c[at] = color(light.diffuse);
            c[at + 1] = color(light.specular);
            c[at + 2] = color(light.ambient);
            c[at + 3] = [position.x, position.y, position.z, light.range];
            c[at + 4] = [direction.x, direction.y, direction.z, light.falloff];
            c[at + 5] = [
                light.attenuation0,
                light.attenuation1,
                light.attenuation2,
                0.0,
            ];
            if light.ty == LightType::Spot {
                let (cos_theta, cos_phi) = ((light.theta / 2.0).cos(), (light.phi / 2.0).cos());
                let width = cos_theta - cos_phi;
                // A cone without penumbra: every rho past phi is inside.
                let inverse = if width > 0.0 { 1.0 / width } else { f32::MAX };
                c[at + 6] = [cos_theta, cos_phi, inverse, 0.0];
            }
        }
        let matrices =
            (out.len() / 16).saturating_sub(Reg::WORLD as usize) / Reg::WORLD_SIZE as usize;
        for i in 0..matrices.min(FF_WORLD_MATRICES) {
            let world = g(transform(TransformState::world_matrix(i as u8)));
            let world_view = view * world;
            let at = Reg::WORLD + Reg::WORLD_SIZE * i as u32;
            put_rows(&mut c, at, world_view);
            let normal = normal_matrix(world_view);
            for k in 0..3 {
                let col = normal.col(k);
                c[at as usize + 4 + k] = [col.x, col.y, col.z, 0.0];
            }
        }
        let len = out.len();
        out.copy_from_slice(&bytemuck::cast_slice(&c)[..len]);
    }

    /// The enabled clip planes of a fixed-function draw moved from world
    /// space, where D3D9 gives them to the fixed-function pipeline, to
    /// clip space, where the linked vertex stage tests them.
    pub(crate) fn ff_clip_planes(&self, state: &crate::state::State, planes: &mut [[f32; 4]]) {
        let st = &state;
        let view_projection =
            g(st.transform(TransformState::PROJECTION)) * g(st.transform(TransformState::VIEW));
        // A world point x satisfies x . p = 0; x = x_clip * VP^-1, so the
        // clip-space plane is VP^-1 p (column).
        let to_clip = view_projection.inverse().transpose();
        for plane in planes {
            *plane = (to_clip * Vec4::from_array(*plane)).to_array();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Where a normal (0, 0, -1) goes under `wv` (D3D9 rows), by the
    /// registers the program reads (columns of the normal matrix).
    fn transformed(wv: [[f32; 4]; 4]) -> [f32; 3] {
        let n = normal_matrix(g(&Matrix { m: wv }));
        let v = glam::Vec3::new(0.0, 0.0, -1.0);
        [0, 1, 2].map(|k| n.col(k).dot(v))
    }

    #[test]
    fn normals_go_through_the_inverse_transpose_of_the_4x4_matrix() {
        // A scale of 2 in z: the inverse transpose scales normals by 1/2.
        let scale = [
            [1.0, 0.0, 0.0, 0.0],
            [0.0, 1.0, 0.0, 0.0],
            [0.0, 0.0, 2.0, 0.0],
            [0.0, 0.0, 0.0, 1.0],
        ];
        assert_eq!(transformed(scale), [0.0, 0.0, -0.5]);
        // A projective last column (Wine's `lighting_test`): the 4x4
        // inverse's upper 3x3 sends (0, 0, -1) to 0, which Windows lights
        // black; the 3x3 inverse would keep it.
        let projective = [
            [1.0, 0.0, 0.0, 0.0],
            [0.0, 1.0, 0.0, 0.0],
            [0.0, 0.0, 1.0, -1.0],
            [10.0, 10.0, 10.0, 0.0],
        ];
        assert_eq!(transformed(projective), [0.0, 0.0, 0.0]);
        // No inverse (rows 0 and 2 equal): the matrix's own 3x3.
        let singular = [
            [1.0, 0.0, 1.0, 0.0],
            [0.0, 1.0, 0.0, 0.0],
            [1.0, 0.0, 1.0, 0.0],
            [0.0, 0.0, 0.5, 1.0],
        ];
        assert_eq!(transformed(singular), [-1.0, 0.0, -1.0]);
    }
}
