//! The fixed-function vertex stage: every documented D3D9 vertex rule runs
//! the generated `vs_2_0` program on the CPU (the reference interpreter,
//! `ninebridge-interp`) and compares its outputs with the value computed
//! here from the formula of D3D9's reference pages ("Mathematics of
//! Lighting", "Attenuation and Spotlight Factor", "Texture Coordinate
//! Processing", "Texture Coordinate Transformations", "Fog Formulas",
//! "Point Sprites", "Geometry Blending", "Indexed Vertex Blending",
//! "Vertex Tweening"). The key's normalisation is `tests/ff_vertex_key.rs`'s.
//!
//! Conventions: a D3D9 matrix is written as its rows (`d3d([[..]; 4])`,
//! row vectors, `v * M`); it is kept as glam's `Mat4` of those rows as
//! columns, the transpose, so `g * v` is D3D9's `v * M` and `apply(v, &[A,
//! B])` is `v * A * B`. The constants are filled from the register layout
//! ([`FfVertexRegisters`]) as the device does (matrices as columns, lights
//! in camera space, the spot and fog parameters precomputed).

use glam::{Mat3, Mat4, Vec3, Vec4};
use ninebridge_d3dbc::{DeclUsage, RegisterType, assemble_program};
use ninebridge_interp::{Environment, Interpreter, NoTextures, Outputs, VertexInput};
use ninebridge_translate::ff::{
    BlendIndexType, FfVertexInputs, FfVertexKey, FfVertexRegisters as Reg, FfVertexStageState,
    FfVertexState, VertexFog, ff_vertex_program,
};
use ninebridge_types::{FogMode, LightType, VertexBlendFlags};

// ------------------------------------------------------------- matrices

/// A D3D9 matrix given by its rows (glam keeps the transpose).
fn d3d(rows: [[f32; 4]; 4]) -> Mat4 {
    Mat4::from_cols_array_2d(&rows)
}

/// D3D9's `v * m0 * m1 * ...`.
fn apply(v: Vec4, ms: &[Mat4]) -> Vec4 {
    ms.iter().fold(v, |v, m| *m * v)
}

fn translation(x: f32, y: f32, z: f32) -> Mat4 {
    d3d([
        [1.0, 0.0, 0.0, 0.0],
        [0.0, 1.0, 0.0, 0.0],
        [0.0, 0.0, 1.0, 0.0],
        [x, y, z, 1.0],
    ])
}

fn scaling(x: f32, y: f32, z: f32) -> Mat4 {
    d3d([
        [x, 0.0, 0.0, 0.0],
        [0.0, y, 0.0, 0.0],
        [0.0, 0.0, z, 0.0],
        [0.0, 0.0, 0.0, 1.0],
    ])
}

/// D3D9's left-handed rotation about y (`D3DXMatrixRotationY`).
fn rotation_y(a: f32) -> Mat4 {
    let (s, c) = a.sin_cos();
    d3d([
        [c, 0.0, -s, 0.0],
        [0.0, 1.0, 0.0, 0.0],
        [s, 0.0, c, 0.0],
        [0.0, 0.0, 0.0, 1.0],
    ])
}

/// D3D9's left-handed rotation about x (`D3DXMatrixRotationX`).
fn rotation_x(a: f32) -> Mat4 {
    let (s, c) = a.sin_cos();
    d3d([
        [1.0, 0.0, 0.0, 0.0],
        [0.0, c, s, 0.0],
        [0.0, -s, c, 0.0],
        [0.0, 0.0, 0.0, 1.0],
    ])
}

/// `D3DXMatrixPerspectiveFovLH`.
fn perspective(fov_y: f32, aspect: f32, zn: f32, zf: f32) -> Mat4 {
    let ys = 1.0 / (fov_y / 2.0).tan();
    let xs = ys / aspect;
    let q = zf / (zf - zn);
    d3d([
        [xs, 0.0, 0.0, 0.0],
        [0.0, ys, 0.0, 0.0],
        [0.0, 0.0, q, 1.0],
        [0.0, 0.0, -zn * q, 0.0],
    ])
}

/// A general matrix (all 16 entries matter) for texture transforms.
fn dense(seed: f32) -> Mat4 {
    let mut rows = [[0.0; 4]; 4];
    for (i, row) in rows.iter_mut().enumerate() {
        for (j, e) in row.iter_mut().enumerate() {
            *e = seed + 0.25 * (i * 4 + j) as f32 - if i == j { 1.5 } else { 0.0 };
        }
    }
    d3d(rows)
}

// ------------------------------------------------------------- D3D9 state values

#[derive(Clone, Copy, Debug)]
struct Light {
    ty: LightType,
    diffuse: Vec4,
    specular: Vec4,
    ambient: Vec4,
    /// World space.
    position: Vec3,
    /// World space.
    direction: Vec3,
    range: f32,
    falloff: f32,
    attenuation: [f32; 3],
    theta: f32,
    phi: f32,
}

impl Light {
    fn new(ty: LightType) -> Self {
        Light {
            ty,
            diffuse: Vec4::ZERO,
            specular: Vec4::ZERO,
            ambient: Vec4::ZERO,
            position: Vec3::ZERO,
            direction: Vec3::Z,
            range: 1000.0,
            falloff: 1.0,
            attenuation: [1.0, 0.0, 0.0],
            theta: 0.5,
            phi: 1.0,
        }
    }
}

#[derive(Clone, Copy, Debug)]
struct Material {
    diffuse: Vec4,
    ambient: Vec4,
    specular: Vec4,
    emissive: Vec4,
    power: f32,
}

/// The values the device turns into constants (`SetTransform`,
/// `SetLight`, `SetMaterial`, render-state floats, the viewport).
#[derive(Clone, Debug)]
struct Values {
    world: [Mat4; 8],
    view: Mat4,
    projection: Mat4,
    texture: [Mat4; 8],
    lights: Vec<Light>,
    material: Material,
    /// `D3DRS_AMBIENT`.
    ambient: Vec4,
    fog_start: f32,
    fog_end: f32,
    fog_density: f32,
    point_size: f32,
    /// `POINTSCALE_A`, `_B`, `_C`.
    point_scale: [f32; 3],
    viewport_height: f32,
    tween_factor: f32,
}

impl Default for Values {
    fn default() -> Self {
        Values {
            world: [Mat4::IDENTITY; 8],
            view: Mat4::IDENTITY,
            projection: Mat4::IDENTITY,
            texture: [Mat4::IDENTITY; 8],
            lights: Vec::new(),
            material: Material {
                diffuse: Vec4::ZERO,
                ambient: Vec4::ZERO,
                specular: Vec4::ZERO,
                emissive: Vec4::ZERO,
                power: 0.0,
            },
            ambient: Vec4::ZERO,
            fog_start: 0.0,
            fog_end: 1.0,
            fog_density: 1.0,
            point_size: 1.0,
            point_scale: [1.0, 0.0, 0.0],
            viewport_height: 1.0,
            tween_factor: 0.0,
        }
    }
}

/// Writes D3D9 matrix `m` (glam's transpose) as 4 column registers.
fn put_matrix(c: &mut [[f32; 4]], at: u32, m: Mat4) {
    for k in 0..4 {
        c[at as usize + k] = m.row(k).to_array();
    }
}

impl Values {
    /// World matrix i times the view: D3D9's `W_i * V`.
    fn world_view(&self, i: usize) -> Mat4 {
        self.view * self.world[i]
    }

    /// The constant registers as the device fills them.
    fn constants(&self) -> Vec<[f32; 4]> {
        let mut c = vec![[0.0f32; 4]; Reg::COUNT as usize];
        put_matrix(&mut c, Reg::PROJECTION, self.projection);
        c[Reg::AMBIENT as usize] = self.ambient.to_array();
        let m = Reg::MATERIAL as usize;
        c[m] = self.material.diffuse.to_array();
        c[m + 1] = self.material.ambient.to_array();
        c[m + 2] = self.material.specular.to_array();
        c[m + 3] = self.material.emissive.to_array();
        c[m + 4] = [self.material.power, 0.0, 0.0, 0.0];
        c[Reg::FOG as usize] = [
            self.fog_end,
            1.0 / (self.fog_end - self.fog_start),
            self.fog_density,
            0.0,
        ];
        let [a, b, cc] = self.point_scale;
        c[Reg::POINT as usize] = [self.point_size, a, b, cc];
        c[Reg::MISC as usize] = [self.viewport_height, self.tween_factor, 0.0, 0.0];
        for (k, t) in self.texture.iter().enumerate() {
            put_matrix(&mut c, Reg::TEXTURE + 4 * k as u32, *t);
        }
        for (j, l) in self.lights.iter().enumerate() {
            let at = (Reg::LIGHTS + Reg::LIGHT_SIZE * j as u32) as usize;
            let p = apply(l.position.extend(1.0), &[self.view]);
            let d = apply(l.direction.extend(0.0), &[self.view])
                .truncate()
                .normalize();
            c[at] = l.diffuse.to_array();
            c[at + 1] = l.specular.to_array();
            c[at + 2] = l.ambient.to_array();
            c[at + 3] = [p.x, p.y, p.z, l.range];
            c[at + 4] = [d.x, d.y, d.z, l.falloff];
            c[at + 5] = [l.attenuation[0], l.attenuation[1], l.attenuation[2], 0.0];
            let (ct, cp) = ((l.theta / 2.0).cos(), (l.phi / 2.0).cos());
            c[at + 6] = [ct, cp, 1.0 / (ct - cp), 0.0];
        }
        for i in 0..8 {
            let wv = self.world_view(i);
            let at = Reg::WORLD + Reg::WORLD_SIZE * i as u32;
            put_matrix(&mut c, at, wv);
            // The normal matrix: the inverse transpose of world-view; glam
            // holds the transpose, so its inverse's columns are the rows.
            let n = Mat3::from_mat4(wv.inverse());
            for k in 0..3 {
                c[at as usize + 4 + k] = n.col(k).extend(0.0).to_array();
            }
        }
        c
    }

    /// Camera-space position of model-space `p` through world matrix i.
    fn camera(&self, i: usize, p: Vec3) -> Vec3 {
        apply(p.extend(1.0), &[self.world[i], self.view]).truncate()
    }

    /// Camera-space normal: D3D9 transforms normals by the inverse
    /// transpose of world-view.
    fn camera_normal(&self, i: usize, n: Vec3) -> Vec3 {
        (self.world_view(i).inverse().transpose() * n.extend(0.0)).truncate()
    }

    /// Light j's position and unit direction in camera space.
    fn light_camera(&self, j: usize) -> (Vec3, Vec3) {
        let l = &self.lights[j];
        (
            apply(l.position.extend(1.0), &[self.view]).truncate(),
            apply(l.direction.extend(0.0), &[self.view])
                .truncate()
                .normalize(),
        )
    }
}

// ------------------------------------------------------------- vertices

/// A vertex as the vertex fetch gives it: elements by usage and index,
/// missing components filled from (0, 0, 0, 1) as D3D9 does.
#[derive(Clone, Debug, Default)]
struct Vertex {
    elements: Vec<(DeclUsage, u8, [f32; 4], u8)>,
    index_type: Option<BlendIndexType>,
}

impl Vertex {
    fn with(mut self, usage: DeclUsage, index: u8, values: &[f32]) -> Self {
        let mut v = [0.0, 0.0, 0.0, 1.0];
        v[..values.len()].copy_from_slice(values);
        self.elements.retain(|e| (e.0, e.1) != (usage, index));
        self.elements.push((usage, index, v, values.len() as u8));
        self
    }
    fn position(self, p: Vec3) -> Self {
        self.with(DeclUsage::Position, 0, &p.to_array())
    }
    fn normal(self, n: Vec3) -> Self {
        self.with(DeclUsage::Normal, 0, &n.to_array())
    }
    fn diffuse(self, c: Vec4) -> Self {
        self.with(DeclUsage::Color, 0, &c.to_array())
    }
    fn specular(self, c: Vec4) -> Self {
        self.with(DeclUsage::Color, 1, &c.to_array())
    }
    fn texcoord(self, set: u8, values: &[f32]) -> Self {
        self.with(DeclUsage::TexCoord, set, values)
    }
    /// `BLENDINDICES` as fetched (bytes for `UBYTE4`, the colour's
    /// components in [0, 1] for `D3DCOLOR`).
    fn indices(mut self, ty: BlendIndexType, fetched: [f32; 4]) -> Self {
        self.index_type = Some(ty);
        self.with(DeclUsage::BlendIndices, 0, &fetched)
    }

    /// The declaration as [`FfVertexState`] describes it.
    fn inputs(&self) -> FfVertexInputs {
        let mut i = FfVertexInputs::default();
        for &(usage, index, _, n) in &self.elements {
            match (usage, index) {
                (DeclUsage::Position, 0) => i.position = true,
                (DeclUsage::Position, 1) => i.position1 = true,
                (DeclUsage::Normal, 0) => i.normal = true,
                (DeclUsage::Normal, 1) => i.normal1 = true,
                (DeclUsage::BlendWeight, 0) => i.blend_weights = n,
                (DeclUsage::BlendIndices, 0) => i.blend_indices = self.index_type,
                (DeclUsage::Color, 0) => i.diffuse = true,
                (DeclUsage::Color, 1) => i.specular = true,
                (DeclUsage::PointSize, 0) => i.point_size = true,
                (DeclUsage::TexCoord, k) => i.texcoords[usize::from(k)] = n,
                _ => {}
            }
        }
        i
    }
}

/// The `v#` registers of `program` filled from the vertex by the usage
/// and index of each `dcl`.
fn bind(program: &ninebridge_d3dbc::Program, vertex: &Vertex) -> VertexInput {
    let mut v = vec![[0.0; 4]; 16];
    for d in &program.declarations {
        if d.reg.kind != RegisterType::Input {
            continue;
        }
        let (_, _, value, _) = vertex
            .elements
            .iter()
            .find(|e| (e.0, e.1) == (d.usage, d.usage_index))
            .unwrap_or_else(|| {
                panic!(
                    "the program reads {:?}{} the vertex lacks",
                    d.usage, d.usage_index
                )
            });
        v[d.reg.index as usize] = *value;
    }
    VertexInput { v }
}

/// One run: the outputs by meaning.
struct Out(Outputs);

impl Out {
    fn reg(&self, kind: RegisterType, index: u32) -> Vec4 {
        Vec4::from_array(
            self.0
                .get(kind, index)
                .unwrap_or_else(|| panic!("{kind:?}{index} not written")),
        )
    }
    fn pos(&self) -> Vec4 {
        self.reg(RegisterType::RastOut, 0)
    }
    fn d0(&self) -> Vec4 {
        self.reg(RegisterType::AttrOut, 0)
    }
    fn d1(&self) -> Vec4 {
        self.reg(RegisterType::AttrOut, 1)
    }
    /// The lit specular colour without its alpha, which no reference page
    /// gives (the generator writes the specular source's alpha; Wine
    /// multiplies it by the lights' specular alphas like the colour).
    fn d1_rgb(&self) -> Vec4 {
        self.d1().truncate().extend(0.0)
    }
    fn t(&self, k: u32) -> Vec4 {
        self.reg(RegisterType::TexCrdOut, k)
    }
    fn fog(&self) -> f32 {
        self.reg(RegisterType::RastOut, 1).x
    }
    fn point_size(&self) -> Option<f32> {
        self.0.get(RegisterType::RastOut, 2).map(|v| v[0])
    }
}

/// A draw: the render and stage states (the inputs come from the
/// vertex), the values, the vertex.
struct Draw {
    state: FfVertexState,
    values: Values,
    vertex: Vertex,
}

impl Draw {
    fn new(vertex: Vertex) -> Self {
        Draw {
            state: FfVertexState::default(),
            values: Values::default(),
            vertex,
        }
    }

    fn key(&self) -> FfVertexKey {
        let mut state = self.state;
        state.inputs = self.vertex.inputs();
        FfVertexKey::new(&state).expect("key")
    }

    fn run(&self) -> Out {
        let key = self.key();
        let text = ff_vertex_program(&key);
        let program = assemble_program(&text).unwrap_or_else(|e| panic!("{e}\n{text}"));
        let it = Interpreter::new(&program).expect("interpreter");
        let env = Environment {
            float_constants: self.values.constants(),
            ..Environment::default()
        };
        let out = it
            .run_vertex(&env, &NoTextures, &bind(&program, &self.vertex))
            .unwrap_or_else(|e| panic!("{e}\n{text}"));
        Out(out)
    }

    /// Stage k reads texture coordinates with these states.
    fn stage(&mut self, k: usize, texcoord_index: u32, transform_flags: u32) {
        self.state.stages[k] = FfVertexStageState {
            texcoord_index,
            transform_flags,
            read: true,
        };
    }

    fn lit(&mut self, lights: &[Light]) {
        self.state.lighting = true;
        self.values.lights = lights.to_vec();
        for (slot, l) in self.state.lights.iter_mut().zip(lights) {
            *slot = Some(l.ty);
        }
    }
}

#[track_caller]
fn close(actual: Vec4, expected: Vec4, what: &str) {
    let tolerance = 1e-4 * expected.abs().max_element().max(1.0);
    assert!(
        (actual - expected).abs().max_element() <= tolerance,
        "{what}: got {actual:?}, expected {expected:?}"
    );
}

#[track_caller]
fn close1(actual: f32, expected: f32, what: &str) {
    let tolerance = 1e-4 * expected.abs().max(1.0);
    assert!(
        (actual - expected).abs() <= tolerance,
        "{what}: got {actual}, expected {expected}"
    );
}

fn rgba(r: f32, g: f32, b: f32, a: f32) -> Vec4 {
    Vec4::new(r, g, b, a)
}

/// A world, view and projection with every entry in play.
fn camera_values() -> Values {
    Values {
        world: [rotation_y(0.4) * translation(1.0, -2.0, 3.0) * scaling(1.5, 1.0, 0.5); 8],
        view: translation(0.25, 0.5, 6.0) * rotation_x(-0.3),
        projection: perspective(1.1, 4.0 / 3.0, 0.5, 100.0),
        ..Values::default()
    }
}

// ------------------------------------------------------------- transform

#[test]
fn position_goes_through_world_view_projection() {
    let p = Vec3::new(0.7, -1.2, 2.5);
    let mut d = Draw::new(Vertex::default().position(p));
    d.values = camera_values();
    let v = &d.values;
    let expected = apply(p.extend(1.0), &[v.world[0], v.view, v.projection]);
    close(
        d.run().pos(),
        expected,
        "oPos = v * World * View * Projection",
    );
}

#[test]
fn camera_space_position_and_normal_use_the_world_view_matrix() {
    // CAMERASPACEPOSITION and CAMERASPACENORMAL show the camera-space
    // values the rest of the stage uses.
    let (p, n) = (Vec3::new(0.3, 0.4, -0.5), Vec3::new(0.0, 0.6, 0.8));
    let mut d = Draw::new(Vertex::default().position(p).normal(n));
    d.values = camera_values();
    d.stage(0, 0x2_0000, 0);
    d.stage(1, 0x1_0000, 0);
    let out = d.run();
    let v = &d.values;
    close(
        out.t(0),
        v.camera(0, p).extend(1.0),
        "camera-space position",
    );
    close(
        out.t(1),
        v.camera_normal(0, n).extend(1.0),
        "camera-space normal",
    );
}

#[test]
fn normals_use_the_inverse_of_the_4x4_world_view() {
    // A projective last column: the device fills the normal registers
    // from the 4x4 inverse (Windows lights such a vertex that way; Wine's
    // lighting_test), and the program applies them as the rows of
    // (WV^-1)^T. This checks the register contract, not the device.
    let n = Vec3::new(0.0, 0.0, -1.0);
    let mut d = Draw::new(Vertex::default().position(Vec3::ZERO).normal(n));
    d.values.world[0] = d3d([
        [1.0, 0.0, 0.0, 0.5],
        [0.0, 1.0, 0.0, 0.0],
        [0.0, 0.0, 1.0, 0.25],
        [0.0, 0.0, 0.0, 1.0],
    ]);
    d.stage(0, 0x1_0000, 0);
    let expected = (d.values.world[0].inverse().transpose() * n.extend(0.0)).truncate();
    close(
        d.run().t(0),
        expected.extend(1.0),
        "normal through (WV^-1)^T",
    );
}

// ------------------------------------------------------------- blending

fn blend_values() -> Values {
    let mut v = camera_values();
    for i in 0..8 {
        let f = i as f32;
        v.world[i] = translation(f, -0.5 * f, 0.25 * f)
            * rotation_y(0.3 * f)
            * scaling(1.0 + 0.1 * f, 1.0, 1.0);
    }
    v
}

/// D3D9's geometry blending: sum of w_i * (v * World_i), the last weight
/// 1 minus the others; normals likewise through each normal matrix.
fn blended(v: &Values, matrices: &[usize], weights: &[f32], p: Vec3, n: Vec3) -> (Vec4, Vec3) {
    let mut all = weights.to_vec();
    all.push(1.0 - weights.iter().sum::<f32>());
    let mut pos = Vec4::ZERO;
    let mut normal = Vec3::ZERO;
    for (&m, &w) in matrices.iter().zip(&all) {
        pos += apply(p.extend(1.0), &[v.world[m], v.view]) * w;
        normal += v.camera_normal(m, n) * w;
    }
    (apply(pos, &[v.projection]), normal)
}

#[test]
fn vertex_blending_with_one_to_three_weights() {
    let (p, n) = (Vec3::new(0.5, 1.0, -0.25), Vec3::new(0.6, 0.0, 0.8));
    let all = [0.2, 0.3, 0.15];
    for weights in 1..=3usize {
        let w = &all[..weights];
        let mut d = Draw::new(Vertex::default().position(p).normal(n).with(
            DeclUsage::BlendWeight,
            0,
            w,
        ));
        d.values = blend_values();
        d.state.vertex_blend = weights as u32;
        d.stage(0, 0x1_0000, 0);
        let out = d.run();
        let matrices: Vec<usize> = (0..=weights).collect();
        let (pos, normal) = blended(&d.values, &matrices, w, p, n);
        close(out.pos(), pos, &format!("{weights} weights: position"));
        close(
            out.t(0),
            normal.extend(1.0),
            &format!("{weights} weights: normal"),
        );
    }
}

#[test]
fn vertex_blending_ignores_weights_past_the_count() {
    // D3DVBF_1WEIGHTS with 3 weights in the vertex: matrices 0 and 1.
    let p = Vec3::new(0.5, 1.0, -0.25);
    let mut d = Draw::new(Vertex::default().position(p).with(
        DeclUsage::BlendWeight,
        0,
        &[0.25, 0.5, 0.125],
    ));
    d.values = blend_values();
    d.state.vertex_blend = 1;
    let (pos, _) = blended(&d.values, &[0, 1], &[0.25], p, Vec3::ZERO);
    close(d.run().pos(), pos, "1 weight of 3");
}

#[test]
fn indexed_blending_with_ubyte4_indices() {
    let (p, n) = (Vec3::new(-0.5, 0.25, 1.0), Vec3::new(0.0, 1.0, 0.0));
    for weights in 0..=3usize {
        let w = &[0.4, 0.35, 0.1][..weights];
        let indices = [5usize, 2, 7, 3];
        let mut vertex = Vertex::default()
            .position(p)
            .normal(n)
            .indices(BlendIndexType::UByte4, indices.map(|i| i as f32));
        if weights > 0 {
            vertex = vertex.with(DeclUsage::BlendWeight, 0, w);
        }
        let mut d = Draw::new(vertex);
        d.values = blend_values();
        d.state.vertex_blend = if weights == 0 {
            VertexBlendFlags::Weights0.to_d3d()
        } else {
            weights as u32
        };
        d.state.indexed_blend = true;
        d.stage(0, 0x1_0000, 0);
        let out = d.run();
        let (pos, normal) = blended(&d.values, &indices[..=weights], w, p, n);
        close(
            out.pos(),
            pos,
            &format!("{weights} weights, UBYTE4 indices"),
        );
        close(
            out.t(0),
            normal.extend(1.0),
            &format!("{weights} weights, normal"),
        );
    }
}

#[test]
fn indexed_blending_with_d3dcolor_indices() {
    // D3DCOLOR indices: the fetched components (in [0, 1]) times 255.
    let p = Vec3::new(1.0, 2.0, 3.0);
    let indices = [6usize, 1, 4, 0];
    let w = [0.5, 0.125];
    let mut d = Draw::new(
        Vertex::default()
            .position(p)
            .with(DeclUsage::BlendWeight, 0, &w)
            .indices(BlendIndexType::Color, indices.map(|i| i as f32 / 255.0)),
    );
    d.values = blend_values();
    d.state.vertex_blend = 2;
    d.state.indexed_blend = true;
    let (pos, _) = blended(&d.values, &indices[..3], &w, p, Vec3::ZERO);
    close(d.run().pos(), pos, "D3DCOLOR indices");
}

#[test]
fn indexed_blending_off_uses_the_first_matrices() {
    let p = Vec3::new(1.0, 2.0, 3.0);
    let mut d = Draw::new(
        Vertex::default()
            .position(p)
            .with(DeclUsage::BlendWeight, 0, &[0.3])
            .indices(BlendIndexType::UByte4, [4.0, 5.0, 0.0, 0.0]),
    );
    d.values = blend_values();
    d.state.vertex_blend = 1;
    let (pos, _) = blended(&d.values, &[0, 1], &[0.3], p, Vec3::ZERO);
    close(d.run().pos(), pos, "INDEXEDVERTEXBLENDENABLE off");
}

#[test]
fn tweening_mixes_positions_and_normals() {
    // Vtween = V1 * (1 - t) + V2 * t, normals likewise.
    let (p0, p1) = (Vec3::new(1.0, 0.0, 2.0), Vec3::new(-1.0, 3.0, 0.5));
    let (n0, n1) = (Vec3::new(0.0, 0.0, 1.0), Vec3::new(1.0, 0.0, 0.0));
    let mut d = Draw::new(
        Vertex::default()
            .position(p0)
            .normal(n0)
            .with(DeclUsage::Position, 1, &p1.to_array())
            .with(DeclUsage::Normal, 1, &n1.to_array()),
    );
    d.values = camera_values();
    d.values.tween_factor = 0.3;
    d.state.vertex_blend = VertexBlendFlags::Tweening.to_d3d();
    d.stage(0, 0x1_0000, 0);
    let out = d.run();
    let t = 0.3;
    let p = p0 * (1.0 - t) + p1 * t;
    let n = n0 * (1.0 - t) + n1 * t;
    let v = &d.values;
    close(
        out.pos(),
        apply(p.extend(1.0), &[v.world[0], v.view, v.projection]),
        "tweened position",
    );
    close(
        out.t(0),
        v.camera_normal(0, n).extend(1.0),
        "tweened normal",
    );
}

// ------------------------------------------------------------- colours without lighting

#[test]
fn lighting_off_passes_the_vertex_colours_through() {
    let (c0, c1) = (rgba(0.1, 0.2, 0.3, 0.4), rgba(0.5, 0.6, 0.7, 0.8));
    let d = Draw::new(
        Vertex::default()
            .position(Vec3::ONE)
            .diffuse(c0)
            .specular(c1),
    );
    let out = d.run();
    close(out.d0(), c0, "diffuse");
    close(out.d1(), c1, "specular");
}

#[test]
fn lighting_off_missing_colours_are_white_and_black() {
    let out = Draw::new(Vertex::default().position(Vec3::ONE)).run();
    close(out.d0(), Vec4::ONE, "missing diffuse = (1, 1, 1, 1)");
    close(out.d1(), Vec4::ZERO, "missing specular = 0");
}

// ------------------------------------------------------------- lighting

fn material() -> Material {
    Material {
        diffuse: rgba(0.5, 0.4, 0.3, 0.7),
        ambient: rgba(0.2, 0.3, 0.4, 0.9),
        specular: rgba(0.6, 0.5, 0.4, 0.3),
        emissive: rgba(0.05, 0.1, 0.02, 0.5),
        power: 8.0,
    }
}

/// One light's terms at a vertex, from the reference's formulas; the
/// vertex and normal in camera space.
struct Terms {
    /// Atten * Spot.
    factor: f32,
    /// Unit vector from the vertex to the light.
    l: Vec3,
}

fn terms(v: &Values, j: usize, vertex: Vec3) -> Terms {
    let light = &v.lights[j];
    let (position, direction) = v.light_camera(j);
    if light.ty == LightType::Directional {
        return Terms {
            factor: 1.0,
            l: -direction,
        };
    }
    let to_light = position - vertex;
    let d = to_light.length();
    let l = to_light / d;
    // Atten = 1 / (a0 + a1 d + a2 d^2), 0 past the range.
    let [a0, a1, a2] = light.attenuation;
    let atten = if d > light.range {
        0.0
    } else {
        1.0 / (a0 + a1 * d + a2 * d * d)
    };
    let spot = if light.ty == LightType::Spot {
        // rho = norm(Ldcs) . norm(Ldir), Ldcs the negated light direction.
        let rho = direction.dot(-l);
        let (ct, cp) = ((light.theta / 2.0).cos(), (light.phi / 2.0).cos());
        if rho > ct {
            1.0
        } else if rho <= cp {
            0.0
        } else {
            ((rho - cp) / (ct - cp)).powf(light.falloff)
        }
    } else {
        1.0
    };
    Terms {
        factor: atten * spot,
        l,
    }
}

/// "Mathematics of Lighting": diffuse output = Ca * (Ga + sum Lai *
/// Atten * Spot) + sum Cd * Ldi * max(N . Ldir, 0) * Atten * Spot + Ce,
/// alpha the diffuse source's; specular = Cs * sum Lsi * (N . H)^P *
/// Atten * Spot (where N . Ldir > 0), H = norm(E + Ldir), E the unit
/// vector to the eye ((0, 0, -1) without LOCALVIEWER); the specular
/// colour's alpha is left 0 (see [`Out::d1_rgb`]).
fn lighting(
    v: &Values,
    vertex: Vec3,
    normal: Vec3,
    sources: [Vec4; 4],
    specular: bool,
    local_viewer: bool,
) -> (Vec4, Vec4) {
    let [cd, cs, ca, ce] = sources;
    let mut ambient = v.ambient.truncate();
    let mut diffuse = Vec3::ZERO;
    let mut spec = Vec3::ZERO;
    let e = if local_viewer {
        -vertex.normalize()
    } else {
        Vec3::new(0.0, 0.0, -1.0)
    };
    for (j, light) in v.lights.iter().enumerate() {
        let t = terms(v, j, vertex);
        ambient += light.ambient.truncate() * t.factor;
        let ndotl = normal.dot(t.l);
        diffuse += light.diffuse.truncate() * ndotl.max(0.0) * t.factor;
        if specular && ndotl > 0.0 {
            let h = (e + t.l).normalize();
            spec += light.specular.truncate()
                * normal.dot(h).max(0.0).powf(v.material.power)
                * t.factor;
        }
    }
    let d0 = ca.truncate() * ambient + cd.truncate() * diffuse + ce.truncate();
    let d1 = if specular {
        cs.truncate() * spec
    } else {
        Vec3::ZERO
    };
    (
        d0.clamp(Vec3::ZERO, Vec3::ONE).extend(cd.w),
        d1.clamp(Vec3::ZERO, Vec3::ONE).extend(0.0),
    )
}

fn material_sources(m: &Material) -> [Vec4; 4] {
    [m.diffuse, m.specular, m.ambient, m.emissive]
}

fn directional(direction: Vec3) -> Light {
    Light {
        diffuse: rgba(0.8, 0.7, 0.6, 1.0),
        specular: rgba(0.9, 0.8, 1.0, 1.0),
        ambient: rgba(0.1, 0.15, 0.2, 1.0),
        direction,
        ..Light::new(LightType::Directional)
    }
}

/// A lit draw: material from [`material`], global ambient, one vertex
/// with a normal; values through a rotated camera.
fn lit_draw(p: Vec3, n: Vec3, lights: &[Light]) -> Draw {
    let mut d = Draw::new(Vertex::default().position(p).normal(n));
    d.values.world[0] = rotation_y(0.5) * translation(0.5, 0.0, 1.0);
    d.values.view = rotation_x(0.2) * translation(0.0, -0.5, 4.0);
    d.values.material = material();
    d.values.ambient = rgba(0.1, 0.05, 0.2, 0.6);
    d.lit(lights);
    d
}

fn expected_lighting(d: &Draw, p: Vec3, n: Vec3) -> (Vec4, Vec4) {
    let v = &d.values;
    let mut normal = v.camera_normal(0, n);
    if d.state.normalize_normals {
        normal = normal.normalize();
    }
    lighting(
        v,
        v.camera(0, p),
        normal,
        material_sources(&v.material),
        d.state.specular_enable,
        d.state.local_viewer,
    )
}

#[test]
fn directional_light_ambient_diffuse_emissive() {
    let (p, n) = (Vec3::new(0.2, 0.1, -0.3), Vec3::new(0.0, 0.6, -0.8));
    let d = lit_draw(p, n, &[directional(Vec3::new(0.3, -1.0, 0.5))]);
    let out = d.run();
    let (d0, d1) = expected_lighting(&d, p, n);
    // The terms are in play: N . L is neither 0 nor clamped.
    let (_, dir) = d.values.light_camera(0);
    assert!(d.values.camera_normal(0, n).dot(-dir) > 0.2);
    close(out.d0(), d0, "Ca (Ga + La) + Cd Ld (N.L) + Ce, alpha of Cd");
    close(out.d1_rgb(), d1, "no specular without SPECULARENABLE");
    assert_eq!(out.d0().w, material().diffuse.w, "diffuse alpha");
}

#[test]
fn directional_light_behind_the_surface_adds_no_diffuse() {
    // N . L < 0 is clamped to 0: ambient and emissive remain.
    let (p, n) = (Vec3::ZERO, Vec3::new(0.0, 1.0, 0.0));
    let d = lit_draw(p, n, &[directional(Vec3::new(0.0, 1.0, 0.0))]);
    let out = d.run();
    let m = material();
    let light = directional(Vec3::Y);
    let expected = m.ambient.truncate() * (d.values.ambient.truncate() + light.ambient.truncate())
        + m.emissive.truncate();
    close(
        out.d0(),
        expected.extend(m.diffuse.w),
        "ambient + emissive only",
    );
}

#[test]
fn no_lights_leaves_global_ambient_and_emissive() {
    let (p, n) = (Vec3::ZERO, Vec3::Z);
    let d = lit_draw(p, n, &[]);
    let m = material();
    let expected = m.ambient.truncate() * d.values.ambient.truncate() + m.emissive.truncate();
    close(d.run().d0(), expected.extend(m.diffuse.w), "Ca * Ga + Ce");
}

fn point(position: Vec3, attenuation: [f32; 3], range: f32) -> Light {
    Light {
        diffuse: rgba(0.9, 0.8, 0.7, 1.0),
        specular: rgba(0.5, 0.5, 0.5, 1.0),
        ambient: rgba(0.2, 0.1, 0.3, 1.0),
        position,
        attenuation,
        range,
        ..Light::new(LightType::Point)
    }
}

#[test]
fn point_light_attenuation() {
    let (p, n) = (Vec3::new(0.1, 0.0, 0.2), Vec3::new(0.0, 1.0, 0.0));
    for attenuation in [[1.0, 0.0, 0.0], [0.5, 0.3, 0.0], [0.2, 0.1, 0.05]] {
        let d = lit_draw(
            p,
            n,
            &[point(Vec3::new(1.0, 2.5, -0.5), attenuation, 100.0)],
        );
        let out = d.run();
        let (d0, _) = expected_lighting(&d, p, n);
        close(
            out.d0(),
            d0,
            &format!("1 / (a0 + a1 d + a2 d^2), {attenuation:?}"),
        );
    }
}

#[test]
fn point_light_range_cuts_off() {
    let (p, n) = (Vec3::ZERO, Vec3::new(0.0, 1.0, 0.0));
    let light = Vec3::new(0.0, 3.0, 0.0);
    // The camera-space distance (the world matrix moves the vertex, the
    // light is in world space); ranges just past and just short of it.
    let d_in = lit_draw(p, n, &[point(light, [1.0, 0.0, 0.0], 100.0)]);
    let dist = (d_in.values.camera(0, p) - d_in.values.light_camera(0).0).length();
    let inside = lit_draw(p, n, &[point(light, [1.0, 0.0, 0.0], dist * 1.01)]);
    let outside = lit_draw(p, n, &[point(light, [1.0, 0.0, 0.0], dist * 0.99)]);
    let (d0_in, _) = expected_lighting(&inside, p, n);
    let m = material();
    close(inside.run().d0(), d0_in, "inside the range");
    let dark = m.ambient.truncate() * inside.values.ambient.truncate() + m.emissive.truncate();
    close(
        outside.run().d0(),
        dark.extend(m.diffuse.w),
        "past the range: nothing",
    );
}

fn spot(position: Vec3, direction: Vec3, theta: f32, phi: f32, falloff: f32) -> Light {
    Light {
        diffuse: rgba(1.0, 0.9, 0.8, 1.0),
        specular: rgba(0.7, 0.7, 0.7, 1.0),
        ambient: rgba(0.1, 0.2, 0.1, 1.0),
        position,
        direction,
        theta,
        phi,
        falloff,
        attenuation: [0.5, 0.1, 0.02],
        ..Light::new(LightType::Spot)
    }
}

#[test]
fn spot_light_cone() {
    let n = Vec3::new(0.0, 1.0, 0.0);
    let light = Vec3::new(0.0, 4.0, 0.0);
    let down = Vec3::new(0.0, -1.0, 0.0);
    // The angle between the spot direction and the light-to-vertex
    // vector is atan(x / 4); theta = 0.4 (half 0.2), phi = 0.8 (half 0.4).
    for (x, what, factor) in [
        (0.4, "inside theta: 1", Some(1.0)),
        (2.5, "outside phi: 0", Some(0.0)),
        (
            1.2,
            "between: ((rho - cos(phi/2)) / (cos(theta/2) - cos(phi/2)))^falloff",
            None,
        ),
    ] {
        let p = Vec3::new(x, 0.0, 0.0);
        let mut d = lit_draw(p, n, &[spot(light, down, 0.4, 0.8, 2.0)]);
        // The world matrix moves the vertex; keep it identity so the cone
        // angles above are the camera-space ones.
        d.values.world[0] = Mat4::IDENTITY;
        let t = terms(&d.values, 0, d.values.camera(0, p));
        let vertex = d.values.camera(0, p);
        let dist = (d.values.light_camera(0).0 - vertex).length();
        let atten = 1.0 / (0.5 + 0.1 * dist + 0.02 * dist * dist);
        match factor {
            Some(f) => close1(t.factor, atten * f, what),
            None => {
                let s = t.factor / atten;
                assert!(
                    s > 0.05 && s < 0.95,
                    "{what}: the vertex is in the penumbra ({s})"
                );
            }
        }
        let (d0, _) = expected_lighting(&d, p, n);
        close(d.run().d0(), d0, what);
    }
}

#[test]
fn specular_without_local_viewer_uses_the_z_axis() {
    let (p, n) = (
        Vec3::new(1.5, -0.5, 0.5),
        Vec3::new(0.3, 0.2, -0.9).normalize(),
    );
    let mut d = lit_draw(p, n, &[directional(Vec3::new(-0.2, -0.3, 1.0))]);
    d.state.specular_enable = true;
    let out = d.run();
    let (d0, d1) = expected_lighting(&d, p, n);
    assert!(d1.truncate().max_element() > 0.05, "a visible highlight");
    close(out.d0(), d0, "diffuse");
    close(out.d1_rgb(), d1, "Cs Ls (N.H)^P, H = norm((0,0,-1) + L)");
    // The local viewer gives another value here.
    let local = lighting(
        &d.values,
        d.values.camera(0, p),
        d.values.camera_normal(0, n),
        material_sources(&d.values.material),
        true,
        true,
    );
    assert!((local.1 - d1).abs().max_element() > 0.01);
}

#[test]
fn specular_with_local_viewer_uses_the_vertex_to_eye_vector() {
    let (p, n) = (
        Vec3::new(1.5, -0.5, 0.5),
        Vec3::new(0.3, 0.2, -0.9).normalize(),
    );
    let mut d = lit_draw(p, n, &[directional(Vec3::new(-0.2, -0.3, 1.0))]);
    d.state.specular_enable = true;
    d.state.local_viewer = true;
    let (_, d1) = expected_lighting(&d, p, n);
    close(d.run().d1_rgb(), d1, "H = norm(norm(Cp - Vp) + L)");
}

#[test]
fn specular_power_is_the_material_power() {
    let (p, n) = (
        Vec3::new(0.5, 0.0, 0.0),
        Vec3::new(0.2, 0.1, -1.0).normalize(),
    );
    for power in [1.0, 4.0, 20.0] {
        let mut d = lit_draw(p, n, &[directional(Vec3::new(0.3, 0.2, 1.0))]);
        d.state.specular_enable = true;
        d.values.material.power = power;
        let (_, d1) = expected_lighting(&d, p, n);
        close(d.run().d1_rgb(), d1, &format!("power {power}"));
    }
}

#[test]
fn specular_is_zero_where_the_light_is_behind_the_surface() {
    // N faces the viewer, L comes from behind at a grazing angle: N . H
    // is positive but N . L is not, and D3D9 adds no highlight.
    let n = Vec3::new(0.0, 0.0, -1.0);
    let mut d = Draw::new(
        Vertex::default()
            .position(Vec3::new(0.0, 0.0, 3.0))
            .normal(n),
    );
    d.values.material = material();
    let a: f32 = 0.3;
    // The light shines toward -L: L = (sin a, 0, cos a) from the vertex.
    let mut light = directional(-Vec3::new(a.sin(), 0.0, a.cos()));
    light.ambient = Vec4::ZERO;
    d.lit(&[light]);
    d.state.specular_enable = true;
    let l = Vec3::new(a.sin(), 0.0, a.cos());
    let h = (l + Vec3::new(0.0, 0.0, -1.0)).normalize();
    assert!(n.dot(l) < 0.0 && n.dot(h) > 0.0);
    let out = d.run();
    close(out.d1_rgb(), Vec4::ZERO, "no specular where N.L <= 0");
}

#[test]
fn several_lights_add_up() {
    let (p, n) = (
        Vec3::new(0.3, 0.2, 0.1),
        Vec3::new(0.2, 0.9, -0.3).normalize(),
    );
    let mut d = lit_draw(
        p,
        n,
        &[
            directional(Vec3::new(0.0, -1.0, 0.2)),
            point(Vec3::new(-1.0, 2.0, -1.0), [0.3, 0.2, 0.05], 50.0),
            spot(
                Vec3::new(0.5, 3.0, 0.0),
                Vec3::new(0.0, -1.0, 0.05),
                0.3,
                1.2,
                1.5,
            ),
        ],
    );
    d.values.material.diffuse = rgba(0.3, 0.25, 0.2, 0.5);
    d.state.specular_enable = true;
    d.state.local_viewer = true;
    let out = d.run();
    let (d0, d1) = expected_lighting(&d, p, n);
    close(out.d0(), d0, "3 lights diffuse");
    close(out.d1_rgb(), d1, "3 lights specular");
}

#[test]
fn material_sources_read_the_vertex_colours_with_colorvertex() {
    let (p, n) = (Vec3::new(0.1, 0.2, 0.3), Vec3::new(0.0, 0.8, -0.6));
    let (c1, c2) = (rgba(0.9, 0.1, 0.4, 0.25), rgba(0.2, 0.7, 0.3, 0.75));
    let m = material();
    // (diffuse, specular, ambient, emissive) sources and what each reads.
    for sources in [[1, 2, 0, 0], [2, 1, 1, 2], [0, 0, 2, 1], [1, 1, 1, 1]] {
        let mut d = lit_draw(p, n, &[directional(Vec3::new(0.1, -1.0, 0.6))]);
        d.vertex = d.vertex.clone().diffuse(c1).specular(c2);
        d.state.color_vertex = true;
        d.state.specular_enable = true;
        d.state.material_sources = sources;
        let own = material_sources(&m);
        let colours: [Vec4; 4] = std::array::from_fn(|i| match sources[i] {
            1 => c1,
            2 => c2,
            _ => own[i],
        });
        let v = &d.values;
        let (d0, d1) = lighting(
            v,
            v.camera(0, p),
            v.camera_normal(0, n),
            colours,
            true,
            false,
        );
        let out = d.run();
        close(out.d0(), d0, &format!("sources {sources:?}: diffuse"));
        close(out.d1_rgb(), d1, &format!("sources {sources:?}: specular"));
    }
}

#[test]
fn material_sources_fall_back_to_the_material() {
    let (p, n) = (Vec3::new(0.1, 0.2, 0.3), Vec3::new(0.0, 0.8, -0.6));
    let (c1, c2) = (rgba(0.9, 0.1, 0.4, 0.25), rgba(0.2, 0.7, 0.3, 0.75));
    for (what, colorvertex, with_colours) in [
        ("COLORVERTEX off", false, true),
        ("the vertex has no colours", true, false),
    ] {
        let mut d = lit_draw(p, n, &[directional(Vec3::new(0.1, -1.0, 0.6))]);
        if with_colours {
            d.vertex = d.vertex.clone().diffuse(c1).specular(c2);
        }
        d.state.color_vertex = colorvertex;
        d.state.specular_enable = true;
        d.state.material_sources = [1, 2, 2, 1];
        let (d0, d1) = expected_lighting(&d, p, n);
        let out = d.run();
        close(out.d0(), d0, &format!("{what}: diffuse"));
        close(out.d1_rgb(), d1, &format!("{what}: specular"));
    }
}

#[test]
fn normalizenormals_renormalises_after_the_transform() {
    // A uniform scale of 2 shrinks the normal to half its length (the
    // inverse transpose); NORMALIZENORMALS gives it back its unit length.
    let (p, n) = (Vec3::ZERO, Vec3::new(0.0, 1.0, 0.0));
    for normalize in [false, true] {
        let mut d = lit_draw(p, n, &[directional(Vec3::new(0.0, -1.0, 0.0))]);
        d.values.world[0] = scaling(2.0, 2.0, 2.0);
        d.values.view = Mat4::IDENTITY;
        d.values.ambient = Vec4::ZERO;
        d.values.lights[0].ambient = Vec4::ZERO;
        d.values.material.emissive = Vec4::ZERO;
        d.state.normalize_normals = normalize;
        let ndotl = if normalize { 1.0 } else { 0.5 };
        let expected =
            d.values.material.diffuse.truncate() * d.values.lights[0].diffuse.truncate() * ndotl;
        close(
            d.run().d0(),
            expected.extend(d.values.material.diffuse.w),
            &format!("NORMALIZENORMALS {normalize}"),
        );
    }
}

// ------------------------------------------------------------- fog

fn fog_draw(mode: FogMode, range: bool) -> Draw {
    let p = Vec3::new(2.0, -1.5, 3.0);
    let mut d = Draw::new(Vertex::default().position(p));
    d.values = camera_values();
    d.values.fog_start = 2.0;
    d.values.fog_end = 20.0;
    d.values.fog_density = 0.09;
    d.state.fog_enable = true;
    d.state.fog_vertex_mode = mode.to_d3d();
    d.state.range_fog = range;
    d
}

#[test]
fn vertex_fog_formulas() {
    for range in [false, true] {
        for mode in [FogMode::Linear, FogMode::Exp, FogMode::Exp2] {
            let d = fog_draw(mode, range);
            let v = &d.values;
            let c = v.camera(0, Vec3::new(2.0, -1.5, 3.0));
            // The eye depth, or with RANGEFOGENABLE the distance.
            let dist = if range { c.length() } else { c.z };
            assert!((c.length() - c.z).abs() > 0.5, "range and depth differ");
            let f = match mode {
                FogMode::Linear => (v.fog_end - dist) / (v.fog_end - v.fog_start),
                FogMode::Exp => 1.0 / (dist * v.fog_density).exp(),
                _ => 1.0 / (dist * v.fog_density).powi(2).exp(),
            };
            close1(d.run().fog(), f, &format!("{mode:?}, range {range}"));
        }
    }
}

#[test]
fn vertex_fog_none_is_the_specular_alpha() {
    let mut d = fog_draw(FogMode::None, false);
    d.vertex = d.vertex.clone().specular(rgba(0.1, 0.2, 0.3, 0.45));
    close1(d.run().fog(), 0.45, "oFog = specular alpha");
}

#[test]
fn table_fog_writes_no_vertex_fog() {
    let mut d = fog_draw(FogMode::Linear, false);
    d.state.fog_table_mode = FogMode::Exp.to_d3d();
    assert_eq!(d.key().fog(), VertexFog::None);
    assert_eq!(d.run().0.get(RegisterType::RastOut, 1), None);
}

// ------------------------------------------------------------- point size

fn point_draw(vertex_size: Option<f32>, scale: bool) -> Draw {
    let p = Vec3::new(1.0, 2.0, 5.0);
    let mut vertex = Vertex::default().position(p);
    if let Some(s) = vertex_size {
        vertex = vertex.with(DeclUsage::PointSize, 0, &[s]);
    }
    let mut d = Draw::new(vertex);
    d.values = camera_values();
    d.values.point_size = 3.0;
    d.values.point_scale = [0.5, 0.2, 0.04];
    d.values.viewport_height = 480.0;
    d.state.point_scale = scale;
    d
}

#[test]
fn point_size_without_scaling() {
    // The render state's size is the device's (no oPts written); a PSIZE
    // element replaces it.
    assert_eq!(point_draw(None, false).run().point_size(), None);
    close1(
        point_draw(Some(7.5), false).run().point_size().unwrap(),
        7.5,
        "PSIZE",
    );
}

#[test]
fn point_scale_formula() {
    for size in [None, Some(6.0)] {
        let d = point_draw(size, true);
        let v = &d.values;
        // Ss = Vh * Si * sqrt(1 / (A + B De + C De^2)), De the eye distance.
        let de = v.camera(0, Vec3::new(1.0, 2.0, 5.0)).length();
        let si = size.unwrap_or(v.point_size);
        let [a, b, c] = v.point_scale;
        let ss = v.viewport_height * si * (1.0 / (a + b * de + c * de * de)).sqrt();
        close1(d.run().point_size().unwrap(), ss, &format!("size {size:?}"));
    }
}

// ------------------------------------------------------------- texture coordinates

#[test]
fn passthru_reads_the_set_texcoordindex_names() {
    let mut d = Draw::new(
        Vertex::default()
            .position(Vec3::ONE)
            .texcoord(0, &[0.1, 0.2])
            .texcoord(3, &[0.3, 0.4, 0.5]),
    );
    d.stage(0, 3, 0);
    d.stage(2, 0, 0);
    let out = d.run();
    close(
        out.t(0),
        Vec4::new(0.3, 0.4, 0.5, 1.0),
        "stage 0 reads set 3",
    );
    close(
        out.t(2),
        Vec4::new(0.1, 0.2, 0.0, 1.0),
        "stage 2 reads set 0",
    );
}

#[test]
fn reflection_vector_generation() {
    // R = 2 (E . N) N - E, E the unit vector from the vertex to the eye
    // (the reflection of the eye-to-vertex direction about N).
    let (p, n) = (
        Vec3::new(0.5, -0.25, 1.0),
        Vec3::new(0.2, 0.3, -0.9).normalize(),
    );
    let mut d = Draw::new(Vertex::default().position(p).normal(n));
    d.values.view = translation(0.0, 0.0, 3.0) * rotation_y(0.2);
    d.stage(0, 0x3_0000, 0);
    let v = &d.values;
    let e = -v.camera(0, p).normalize();
    let nn = v.camera_normal(0, n);
    let r = 2.0 * e.dot(nn) * nn - e;
    close(
        d.run().t(0),
        r.extend(1.0),
        "camera-space reflection vector",
    );
}

#[test]
fn sphere_map_generation() {
    // m = 2 sqrt(Rx^2 + Ry^2 + (Rz + 1)^2); (Rx / m + 1/2, Ry / m + 1/2).
    let (p, n) = (
        Vec3::new(0.5, -0.25, 1.0),
        Vec3::new(0.2, 0.3, -0.9).normalize(),
    );
    let mut d = Draw::new(Vertex::default().position(p).normal(n));
    d.values.view = translation(0.0, 0.0, 3.0) * rotation_y(0.2);
    d.stage(1, 0x4_0000, 0);
    let v = &d.values;
    let e = -v.camera(0, p).normalize();
    let nn = v.camera_normal(0, n);
    let r = 2.0 * e.dot(nn) * nn - e;
    let m = 2.0 * (r.x * r.x + r.y * r.y + (r.z + 1.0) * (r.z + 1.0)).sqrt();
    close(
        d.run().t(1),
        Vec4::new(r.x / m + 0.5, r.y / m + 0.5, 0.0, 1.0),
        "sphere map",
    );
}

/// The vector the texture matrix multiplies: a 1-component set is (u, 1,
/// 0, 0), 2 components (u, v, 1, 0), 3 (u, v, w, 1).
fn expanded(values: &[f32]) -> Vec4 {
    match values {
        [u] => Vec4::new(*u, 1.0, 0.0, 0.0),
        [u, v] => Vec4::new(*u, *v, 1.0, 0.0),
        [u, v, w] => Vec4::new(*u, *v, *w, 1.0),
        [u, v, w, q] => Vec4::new(*u, *v, *w, *q),
        _ => unreachable!(),
    }
}

#[test]
fn texture_transform_counts() {
    let sets: [&[f32]; 4] = [
        &[0.3],
        &[0.3, -0.6],
        &[0.3, -0.6, 0.9],
        &[0.3, -0.6, 0.9, 1.4],
    ];
    for values in sets {
        for count in 2..=4usize {
            let mut d = Draw::new(Vertex::default().position(Vec3::ONE).texcoord(0, values));
            d.values.texture[0] = dense(0.1);
            d.stage(0, 0, count as u32);
            let full = apply(expanded(values), &[d.values.texture[0]]);
            // Components past the count read 0.
            let mut expected = [0.0; 4];
            expected[..count].copy_from_slice(&full.to_array()[..count]);
            close(
                d.run().t(0),
                Vec4::from_array(expected),
                &format!("{} components, COUNT{count}", values.len()),
            );
        }
    }
}

#[test]
fn texture_transform_count1_and_disable_transform_nothing() {
    for flags in [0, 1] {
        let mut d = Draw::new(
            Vertex::default()
                .position(Vec3::ONE)
                .texcoord(0, &[0.3, -0.6]),
        );
        d.values.texture[0] = dense(0.3);
        d.stage(0, 0, flags);
        close(
            d.run().t(0),
            Vec4::new(0.3, -0.6, 0.0, 1.0),
            &format!("flags {flags}"),
        );
    }
}

#[test]
fn texture_transform_of_generated_coordinates() {
    // Generated coordinates are (x, y, z, 1) for the matrix.
    let (p, n) = (Vec3::new(0.4, 0.1, -0.2), Vec3::new(0.0, 0.6, 0.8));
    let mut d = Draw::new(Vertex::default().position(p).normal(n));
    d.values = camera_values();
    d.values.texture[1] = dense(-0.2);
    d.stage(1, 0x2_0000, 3);
    let v = &d.values;
    let full = apply(v.camera(0, p).extend(1.0), &[v.texture[1]]);
    close(
        d.run().t(1),
        full.truncate().extend(0.0),
        "CAMERASPACEPOSITION * T1, COUNT3",
    );
}

#[test]
fn projected_coordinates_move_the_divisor_into_w() {
    // D3DTTFF_PROJECTED divides by the last counted component; the stage
    // writes it as w, which the pixel stage divides by.
    let values = [0.3, -0.6, 0.9];
    for count in 2..=4usize {
        let mut d = Draw::new(Vertex::default().position(Vec3::ONE).texcoord(0, &values));
        d.values.texture[0] = dense(0.2);
        d.stage(0, 0, count as u32 | 0x100);
        let full = apply(expanded(&values), &[d.values.texture[0]]).to_array();
        let t = d.run().t(0).to_array();
        let w = full[count - 1];
        assert!(w.abs() > 0.1);
        close1(t[3], w, &format!("COUNT{count}: w is the divisor"));
        for i in 0..count - 1 {
            close1(
                t[i] / t[3],
                full[i] / w,
                &format!("COUNT{count}: component {i}"),
            );
        }
    }
    // Without a transform: the set's last component.
    let mut d = Draw::new(Vertex::default().position(Vec3::ONE).texcoord(0, &values));
    d.stage(0, 0, 0x100);
    close(
        d.run().t(0),
        Vec4::new(0.3, -0.6, 0.9, 0.9),
        "3 components, no transform",
    );
}

#[test]
fn a_missing_set_reads_zero_with_w_one() {
    let mut d = Draw::new(Vertex::default().position(Vec3::ONE));
    d.stage(0, 5, 0);
    close(d.run().t(0), Vec4::new(0.0, 0.0, 0.0, 1.0), "set 5 missing");
}
