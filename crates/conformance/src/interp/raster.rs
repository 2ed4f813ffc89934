//! The CPU rasteriser: vertex processing of a draw, coverage of triangles
//! and points at D3D9 pixel centres (pixel (i, j) is sampled at window
//! position (i, j)), perspective-correct interpolation, the varyings linked
//! by usage, and the per-pixel fixed function after the pixel shader
//! (the clip volume's depth range and user clip planes, fog, alpha test).

mod clip;

use std::collections::HashMap;
use std::rc::Rc;

use ninebridge_d3dbc::{DeclUsage, Program, RegisterType};
use ninebridge_interp::{
    CpuTexture, CpuTextures, Environment, Interpreter, NoTextures, Outputs, PixelInput,
    SamplerDesc, VertexInput,
};
use ninebridge_types::SamplerSlot;

use super::format::Format;
use super::setup::VertexElements;
use super::{InterpCaseError, States};
use crate::state::{CmpFunc, Fog};

/// The topologies the runner draws.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Primitive {
    PointList,
    TriangleList,
    TriangleStrip,
}

/// The full-screen triangle of `draw quad`: FLOAT2 positions expanded to
/// (x, y, 0, 1).
pub(crate) fn quad_vertices() -> Vec<VertexElements> {
    [[-2.0, -2.0], [-2.0, 4.0], [4.0, -2.0]]
        .iter()
        .map(|[x, y]| vec![([*x, *y, 0.0, 1.0], DeclUsage::Position, 0)])
        .collect()
}

/// A transformed vertex.
#[derive(Clone, Debug)]
struct VertexOut {
    clip: [f32; 4],
    /// Screen x, y, z.
    screen: [f32; 3],
    varyings: Vec<(DeclUsage, u8, [f32; 4])>,
    psize: Option<f32>,
}

impl VertexOut {
    fn get(&self, usage: DeclUsage, index: u8) -> Option<[f32; 4]> {
        self.varyings
            .iter()
            .find(|(u, i, _)| *u == usage && *i == index)
            .map(|(_, _, v)| *v)
    }
}

#[derive(Clone, Copy, Debug)]
enum Prim {
    /// Vertex indices in drawing order, and the provoking (flat) vertex.
    Triangle([usize; 3], usize),
    Point(usize),
}

/// One draw, everything needed to shade any pixel of it later.
pub(crate) struct DrawRecord {
    ps: Rc<Program>,
    env: Environment,
    textures: CpuTextures,
    states: States,
    verts: Vec<VertexOut>,
    prims: Vec<Prim>,
    /// The viewport's width and height: nothing is drawn outside it.
    viewport: (u32, u32),
}

/// One layer of a render target's history.
enum Layer {
    Clear([f32; 4]),
    /// A draw and the colour output (`oC#`) this target receives.
    Draw(Rc<DrawRecord>, u32),
}

/// A render target as the history of what was drawn on it.
pub(crate) struct Target {
    pub width: u32,
    pub height: u32,
    /// What each pixel stores.
    pub format: Format,
    layers: Vec<Layer>,
}

/// The shaded quads of one probe, so neighbouring pixels share them.
#[derive(Default)]
pub(crate) struct QuadCache {
    quads: HashMap<(usize, usize, u32, u32), Rc<[Lane; 4]>>,
}

/// One pixel of a shaded quad.
struct Lane {
    outputs: Outputs,
    /// Outside a user clip plane.
    clipped: bool,
    /// The fog factor (1 = no fog).
    fog: f32,
}

impl Target {
    pub fn new(width: u32, height: u32, format: Format) -> Self {
        Target {
            width,
            height,
            format,
            layers: Vec::new(),
        }
    }

    pub fn clear(&mut self, value: [f32; 4]) {
        // Everything before a clear is invisible.
        self.layers.clear();
        self.layers.push(Layer::Clear(value));
    }

    pub fn draw(&mut self, record: Rc<DrawRecord>, slot: u32) {
        self.layers.push(Layer::Draw(record, slot));
    }

    /// The pixel's value after every layer.
    pub fn pixel(
        &self,
        x: u32,
        y: u32,
        cache: &mut QuadCache,
    ) -> Result<[f32; 4], InterpCaseError> {
        let mut value = [0.0; 4];
        for layer in &self.layers {
            match layer {
                Layer::Clear(c) => value = *c,
                Layer::Draw(record, slot) => {
                    if let Some(v) = record.shade(x, y, *slot, cache)? {
                        value = v;
                    }
                }
            }
        }
        Ok(value)
    }
}

/// The window position (x, y) and depth of a clip-space position on a
/// viewport of `w` x `h` pixels.
fn to_screen(c: [f32; 4], w: f32, h: f32) -> [f32; 3] {
    [
        (c[0] / c[3] + 1.0) * 0.5 * w,
        (1.0 - c[1] / c[3]) * 0.5 * h,
        c[2] / c[3],
    ]
}

/// Twice the signed area of (a, b, p): positive when p is to the right of
/// a -> b in y-down window coordinates (clockwise triangles are positive).
fn edge(a: [f32; 3], b: [f32; 3], px: f32, py: f32) -> f32 {
    (b[0] - a[0]) * (py - a[1]) - (b[1] - a[1]) * (px - a[0])
}

/// [`edge`] in f64 (interpolation weights).
fn edge64(a: [f32; 3], b: [f32; 3], px: f64, py: f64) -> f64 {
    let (ax, ay, bx, by) = (
        f64::from(a[0]),
        f64::from(a[1]),
        f64::from(b[0]),
        f64::from(b[1]),
    );
    (bx - ax) * (py - ay) - (by - ay) * (px - ax)
}

/// D3D9's top-left rule: a pixel centre exactly on an edge belongs to the
/// triangle when the edge is a left edge or a horizontal top edge. With the
/// inside positive (see `edge`), left edges run upwards and top edges run
/// to the right.
fn owns_edge(a: [f32; 3], b: [f32; 3]) -> bool {
    let (dx, dy) = (b[0] - a[0], b[1] - a[1]);
    dy < 0.0 || (dy == 0.0 && dx > 0.0)
}

impl DrawRecord {
    /// Runs the vertex shader on every vertex and assembles the primitives.
    #[allow(clippy::too_many_arguments)]
    pub fn new(
        vs: &Program,
        ps: Rc<Program>,
        constants: Vec<[f32; 4]>,
        textures: Rc<Vec<(u32, Rc<CpuTexture>, SamplerDesc)>>,
        states: States,
        viewport: (u32, u32),
        inputs: &[VertexElements],
        kind: Primitive,
        count: u32,
    ) -> Result<Self, InterpCaseError> {
        let env = Environment {
            float_constants: constants,
            mul_zero: states.mul_zero,
            ..Environment::default()
        };
        let it = Interpreter::new(vs).map_err(|source| InterpCaseError::Interp {
            stage: "vertex",
            source,
        })?;
        let (w, h) = (viewport.0 as f32, viewport.1 as f32);
        let mut verts = Vec::new();
        for elements in inputs {
            let mut input = VertexInput {
                v: vec![[0.0, 0.0, 0.0, 1.0]; 16],
            };
            for d in &vs.declarations {
                if d.reg.kind == RegisterType::Input
                    && let Some(slot) = input.v.get_mut(d.reg.index as usize)
                    && let Some((value, _, _)) = elements
                        .iter()
                        .find(|(_, u, i)| *u == d.usage && *i == d.usage_index)
                {
                    *slot = *value;
                }
            }
            let out = it.run_vertex(&env, &NoTextures, &input).map_err(|source| {
                InterpCaseError::Interp {
                    stage: "vertex",
                    source,
                }
            })?;
            let mut v = link_vertex(vs, &out);
            v.screen = to_screen(v.clip, w, h);
            verts.push(v);
        }
        let n = (count as usize).min(verts.len());
        let prims: Vec<Prim> = match kind {
            Primitive::PointList => (0..n).map(Prim::Point).collect(),
            Primitive::TriangleList => (0..n / 3)
                .map(|t| Prim::Triangle([3 * t, 3 * t + 1, 3 * t + 2], 3 * t))
                .collect(),
            Primitive::TriangleStrip => (0..n.saturating_sub(2))
                .map(|i| {
                    let order = if i % 2 == 0 {
                        [i, i + 1, i + 2]
                    } else {
                        [i + 1, i, i + 2]
                    };
                    Prim::Triangle(order, i)
                })
                .collect(),
        };
        // Primitives reaching behind the eye (w <= 0) are clipped in clip
        // space; the others keep their vertices (depth is clipped per pixel).
        let prims = clip::clip(&mut verts, prims, &|c| to_screen(c, w, h));
        let mut cpu = CpuTextures::default();
        for (stage, tex, desc) in textures.iter() {
            cpu.bind(SamplerSlot::Pixel(*stage), (**tex).clone(), *desc);
        }
        Ok(DrawRecord {
            ps,
            env,
            textures: cpu,
            states,
            verts,
            prims,
            viewport,
        })
    }

    fn point_size(&self, v: &VertexOut) -> f32 {
        let [size, min, max] = self.states.point_size;
        v.psize.unwrap_or(size).max(min).min(max)
    }

    fn covers(&self, prim: &Prim, x: f32, y: f32) -> bool {
        match prim {
            Prim::Triangle([a, b, c], _) => {
                let (a, b, c) = (
                    self.verts[*a].screen,
                    self.verts[*b].screen,
                    self.verts[*c].screen,
                );
                let area = edge(a, b, c[0], c[1]);
                if area == 0.0 || area.is_nan() {
                    return false;
                }
                // Orient so the inside is positive.
                let (a, b) = if area > 0.0 { (a, b) } else { (b, a) };
                [(a, b), (b, c), (c, a)].iter().all(|&(p, q)| {
                    let e = edge(p, q, x, y);
                    e > 0.0 || (e == 0.0 && owns_edge(p, q))
                })
            }
            Prim::Point(v) => {
                let v = &self.verts[*v];
                let s = self.point_size(v);
                let (left, top) = (v.screen[0] - s / 2.0, v.screen[1] - s / 2.0);
                x >= left && x < left + s && y >= top && y < top + s
            }
        }
    }

    /// The colour this draw leaves at (x, y) for output `slot`, if any of
    /// its primitives covers the pixel and keeps it.
    fn shade(
        &self,
        x: u32,
        y: u32,
        slot: u32,
        cache: &mut QuadCache,
    ) -> Result<Option<[f32; 4]>, InterpCaseError> {
        let mut value = None;
        // Primitives are clipped to the viewport (the smallest bound target).
        if x >= self.viewport.0 || y >= self.viewport.1 {
            return Ok(None);
        }
        let (fx, fy) = (x as f32, y as f32);
        let (qx, qy) = (x & !1, y & !1);
        for (p, prim) in self.prims.iter().enumerate() {
            if !self.covers(prim, fx, fy) {
                continue;
            }
            let key = (self as *const DrawRecord as usize, p, qx, qy);
            let quad = match cache.quads.get(&key) {
                Some(q) => q.clone(),
                None => {
                    let q = Rc::new(self.quad(prim, qx, qy)?);
                    if cache.quads.len() > 1 << 16 {
                        cache.quads.clear();
                    }
                    cache.quads.insert(key, q.clone());
                    q
                }
            };
            let lane = &quad[((x - qx) + 2 * (y - qy)) as usize];
            if let Some(v) = self.finish(lane, slot) {
                value = Some(v);
            }
        }
        Ok(value)
    }

    /// The pixel's colour for `slot` after the fixed function, or `None`
    /// when the pixel is discarded.
    fn finish(&self, lane: &Lane, slot: u32) -> Option<[f32; 4]> {
        if lane.outputs.killed || lane.clipped {
            return None;
        }
        let o = &lane.outputs;
        let colour0 = if self.ps.model.is_ps_1x() {
            o.get(RegisterType::Temp, 0)
        } else {
            o.get(RegisterType::ColorOut, 0)
        };
        if let Some(c) = colour0
            && !alpha_passes(self.states.alpha_func, c[3], self.states.alpha_ref)
        {
            return None;
        }
        let mut c = if slot == 0 {
            colour0
        } else {
            o.get(RegisterType::ColorOut, slot)
        }?;
        if slot == 0 && self.states.fog.is_some() {
            let f = lane.fog;
            let fc = self.states.fog_colour;
            for i in 0..3 {
                c[i] = f * c[i] + (1.0 - f) * fc[i];
            }
        }
        Some(c)
    }

    /// Shades the quad at (qx, qy) with primitive `prim`.
    fn quad(&self, prim: &Prim, qx: u32, qy: u32) -> Result<[Lane; 4], InterpCaseError> {
        let mut inputs: [PixelInput; 4] = Default::default();
        let mut clipped = [false; 4];
        let mut fog = [1.0f32; 4];
        for (lane, input) in inputs.iter_mut().enumerate() {
            let (x, y) = (
                (qx + (lane as u32 & 1)) as f32,
                (qy + (lane as u32 >> 1)) as f32,
            );
            let at = self.interpolate(prim, x, y);
            *input = self.pixel_input(&at, x, y);
            // The clip volume's 0 <= z <= w: with every w positive, the
            // clipped primitive covers exactly the pixels whose depth (z / w,
            // linear on the screen) is in [0, 1].
            let outside_depth = !(0.0..=1.0).contains(&at.depth);
            clipped[lane] = outside_depth
                || self.states.clip_planes.iter().flatten().any(|p| {
                    p[0] * at.clip[0] + p[1] * at.clip[1] + p[2] * at.clip[2] + p[3] * at.clip[3]
                        < 0.0
                });
            fog[lane] = self.fog_factor(&at);
        }
        let it = Interpreter::new(&self.ps).map_err(|source| InterpCaseError::Interp {
            stage: "pixel",
            source,
        })?;
        let outs = it
            .run_quad(&self.env, &self.textures, &inputs)
            .map_err(|source| InterpCaseError::Interp {
                stage: "pixel",
                source,
            })?;
        let mut lanes = outs.into_iter();
        Ok([0, 1, 2, 3].map(|i| Lane {
            outputs: lanes.next().unwrap_or_default(),
            clipped: clipped[i],
            fog: fog[i],
        }))
    }

    /// The varyings, clip position and depth at (x, y).
    fn interpolate(&self, prim: &Prim, x: f32, y: f32) -> Interpolated {
        match prim {
            Prim::Point(v) => {
                let v = &self.verts[*v];
                let mut varyings = v.varyings.clone();
                if self.states.point_sprite {
                    let s = self.point_size(v);
                    let (left, top) = (v.screen[0] - s / 2.0, v.screen[1] - s / 2.0);
                    let uv = [(x - left) / s, (y - top) / s, 0.0, 1.0];
                    varyings.retain(|(u, _, _)| *u != DeclUsage::TexCoord);
                    for i in 0..8 {
                        varyings.push((DeclUsage::TexCoord, i, uv));
                    }
                }
                Interpolated {
                    varyings,
                    clip: v.clip,
                    depth: v.screen[2],
                    face: 1.0,
                }
            }
            Prim::Triangle(idx, provoking) => {
                let [a, b, c] = idx.map(|i| &self.verts[i]);
                let (sa, sb, sc) = (a.screen, b.screen, c.screen);
                let area = edge(sa, sb, sc[0], sc[1]);
                // Weights in f64, each value as v0 + w1 (v1 - v0) + w2 (v2 - v0)
                // rounded once: a varying constant over the triangle stays
                // exact, as on hardware, which evaluates a plane equation.
                let e = |p: [f32; 3], q: [f32; 3]| edge64(p, q, x.into(), y.into());
                let area64 = edge64(sa, sb, sc[0].into(), sc[1].into());
                let bary = [e(sb, sc) / area64, e(sc, sa) / area64, e(sa, sb) / area64];
                let inv_w = [a, b, c].map(|v| 1.0 / f64::from(v.clip[3]));
                let q: f64 = (0..3).map(|i| bary[i] * inv_w[i]).sum();
                let weights = [0, 1, 2].map(|i| bary[i] * inv_w[i] / q);
                let mix = |w: [f64; 3], vals: [[f32; 4]; 3]| {
                    [0, 1, 2, 3].map(|k| {
                        let v0 = f64::from(vals[0][k]);
                        let d1 = f64::from(vals[1][k]) - v0;
                        let d2 = f64::from(vals[2][k]) - v0;
                        (v0 + w[1] * d1 + w[2] * d2) as f32
                    })
                };
                let persp = |vals: [[f32; 4]; 3]| mix(weights, vals);
                let flat = &self.verts[*provoking];
                let mut varyings = Vec::new();
                for (usage, index, va) in &a.varyings {
                    if self.states.flat && *usage == DeclUsage::Color {
                        varyings.push((*usage, *index, flat.get(*usage, *index).unwrap_or(*va)));
                        continue;
                    }
                    let vb = b.get(*usage, *index).unwrap_or([0.0; 4]);
                    let vc = c.get(*usage, *index).unwrap_or([0.0; 4]);
                    varyings.push((*usage, *index, persp([*va, vb, vc])));
                }
                Interpolated {
                    varyings,
                    clip: persp([a.clip, b.clip, c.clip]),
                    depth: mix(bary, [sa, sb, sc].map(|v| [v[2], 0.0, 0.0, 0.0]))[0],
                    face: if area > 0.0 { 1.0 } else { -1.0 },
                }
            }
        }
    }

    /// The pixel shader's inputs: ps_3_0 by declared usage; below, colours
    /// `v0`/`v1` (diffuse white and specular 0 when not written) and
    /// texture coordinates `t#` (0 when not written).
    fn pixel_input(&self, at: &Interpolated, x: f32, y: f32) -> PixelInput {
        let get = |u: DeclUsage, i: u8| {
            at.varyings
                .iter()
                .find(|(vu, vi, _)| *vu == u && *vi == i)
                .map(|(_, _, v)| *v)
        };
        let mut input = PixelInput {
            v: vec![[0.0; 4]; 16],
            position: [x, y],
            face: at.face,
            depth: at.depth,
            ..PixelInput::default()
        };
        if self.ps.model.major >= 3 {
            for d in &self.ps.declarations {
                if d.reg.kind == RegisterType::Input
                    && let Some(slot) = input.v.get_mut(d.reg.index as usize)
                {
                    *slot = get(d.usage, d.usage_index).unwrap_or([0.0; 4]);
                }
            }
        } else {
            input.v[0] = get(DeclUsage::Color, 0).unwrap_or([1.0; 4]);
            input.v[1] = get(DeclUsage::Color, 1).unwrap_or([0.0; 4]);
            for (i, t) in input.texcoord.iter_mut().enumerate() {
                *t = get(DeclUsage::TexCoord, i as u8).unwrap_or([0.0; 4]);
            }
        }
        input
    }

    /// The fog factor at a pixel: the vertex fog output (or the specular
    /// alpha without one) for `fog none`, the table formula of the eye
    /// depth (w, or z with `ortho`) otherwise.
    fn fog_factor(&self, at: &Interpolated) -> f32 {
        let Some(fog) = self.states.fog else {
            return 1.0;
        };
        let get = |u: DeclUsage, i: u8| {
            at.varyings
                .iter()
                .find(|(vu, vi, _)| *vu == u && *vi == i)
                .map(|(_, _, v)| *v)
        };
        let f = match fog {
            Fog::Disable => 1.0,
            Fog::None => match get(DeclUsage::Fog, 0) {
                Some(f) => f[0],
                None => get(DeclUsage::Color, 1).map_or(0.0, |c| c[3]),
            },
            Fog::Linear { ortho, start, end } => {
                let d = depth(at, ortho);
                (end - d) / (end - start)
            }
            Fog::Exp {
                squared,
                ortho,
                density,
            } => {
                let d = depth(at, ortho) * density;
                if squared {
                    (-(d * d)).exp()
                } else {
                    (-d).exp()
                }
            }
        };
        ninebridge_interp::float::saturate(f)
    }
}

fn depth(at: &Interpolated, ortho: bool) -> f32 {
    if ortho { at.depth } else { at.clip[3] }
}

/// What interpolation gives one pixel.
struct Interpolated {
    varyings: Vec<(DeclUsage, u8, [f32; 4])>,
    clip: [f32; 4],
    depth: f32,
    face: f32,
}

/// D3D9's alpha test on a float target: the unclamped alpha against
/// ALPHAREF / 255.
fn alpha_passes(func: CmpFunc, alpha: f32, reference: u32) -> bool {
    let r = (reference & 0xff) as f32 / 255.0;
    match func {
        CmpFunc::Never => false,
        CmpFunc::Less => alpha < r,
        CmpFunc::Equal => alpha == r,
        CmpFunc::LessEqual => alpha <= r,
        CmpFunc::Greater => alpha > r,
        CmpFunc::NotEqual => alpha != r,
        CmpFunc::GreaterEqual => alpha >= r,
        CmpFunc::Always => true,
    }
}

/// The varyings of a vertex shader's outputs, by usage: vs_3_0 by its
/// output declarations; below, `oPos`, `oD#` (saturated, components not
/// written 1), `oT#`, `oFog` and `oPts`.
fn link_vertex(vs: &Program, out: &Outputs) -> VertexOut {
    let mut v = VertexOut {
        clip: [0.0; 4],
        screen: [0.0; 3],
        varyings: Vec::new(),
        psize: None,
    };
    if vs.model.major >= 3 {
        for d in &vs.declarations {
            if d.reg.kind != RegisterType::OUTPUT {
                continue;
            }
            let Some(value) = out.get(RegisterType::OUTPUT, d.reg.index) else {
                continue;
            };
            match (d.usage, d.usage_index) {
                (DeclUsage::Position, 0) => v.clip = value,
                (DeclUsage::PointSize, 0) => v.psize = Some(value[0]),
                _ => {}
            }
            v.varyings.push((d.usage, d.usage_index, value));
        }
        return v;
    }
    for o in &out.values {
        let value = o.value;
        match o.reg.kind {
            RegisterType::RastOut => match o.reg.index {
                0 => v.clip = value,
                1 => v
                    .varyings
                    .push((DeclUsage::Fog, 0, [value[0], 0.0, 0.0, 0.0])),
                2 => v.psize = Some(value[0]),
                _ => {}
            },
            RegisterType::AttrOut => {
                let mut c = [1.0; 4];
                for (i, ch) in c.iter_mut().enumerate() {
                    if o.mask & (1 << i) != 0 {
                        *ch = ninebridge_interp::float::saturate(value[i]);
                    }
                }
                v.varyings.push((DeclUsage::Color, o.reg.index as u8, c));
            }
            RegisterType::TexCrdOut => {
                v.varyings
                    .push((DeclUsage::TexCoord, o.reg.index as u8, value));
            }
            _ => {}
        }
    }
    v
}
