//! Input sets for `shader diff`, two kinds alternating (even sets "game",
//! odd sets "plain"), drawn per shader from the seed:
//!
//! - **game**: what games feed. Vertex inputs by usage: positions in the
//!   view volume with w = 1, normals, tangents and binormals normalised
//!   (tangent w = +-1), colours, blend weights and texture coordinates in
//!   [0, 1]. Pixel inputs: colours and texture coordinates in [0, 1] (w = 1),
//!   normals normalised. Constants in [0, 1], except the rows of matrices
//!   (`matrix_rows`: constants a `dp4`/`dp3` or a matrix macro reads) which
//!   hold a rotation scaled by 0.5 to 1 with a small translation and a last
//!   row (0, 0, 0, 1): invertible, condition number 1.
//! - **plain**: constants in [-2, 2] (ps_1_x: [-1, 1]; those that reach a
//!   `pow` exponent or the exponent of the compiler's `exp(log(x) * e)`,
//!   `exponent_constants`, in [0, 2]: games raise to non-negative powers,
//!   and pow(0, negative) is +inf), vertex inputs in
//!   [-2, 2] (positions as above), pixel inputs in [-2, 2] (ps_3_0) or [0, 1]
//!   (colours below ps_3_0).
//!
//! Pixel inputs vary across the quad (`v_gradients`, `t_gradients`; not
//! the colours below ps_3_0, which the vertex side clamps): every
//! value and gradient is a multiple of 2^-10, so the GPU's interpolation of
//! the linear function (`gpu`) is exact and `dsx`/`dsy` see real
//! differences. Sets 2 and 3 of every 4 are drawn back-facing (`vFace`
//! negative).
//!
//! Textures ([`TextureMode`]): **smooth** (the default) gives each sampler
//! its own smooth texture with a full mip chain, sampled with linear
//! filtering and linear mip filtering, mirror addressing: per channel a
//! linear function of the coordinate (2D 32x32, volume 16^3), or of the
//! direction (cube, edge 16); each level holds the function at its own
//! texel centres, so levels agree away from the mirror seams (`texerr`
//! bounds what is left). **texel** (strict) keeps 4x4 random texels on one
//! level, point-sampled, with texture coordinates at texel centres, so a
//! sample is exact on both sides.

use std::collections::BTreeMap;

use ninebridge_d3dbc::{DeclUsage, Opcode, Program, RegisterType, SamplerTextureType};

use crate::inputs::{InputSet, TextureInput};

/// SplitMix64: a small, well-distributed generator (deterministic per seed).
#[derive(Clone, Debug)]
pub struct Rng(u64);

impl Rng {
    /// A generator for `seed`.
    pub fn new(seed: u64) -> Self {
        Rng(seed)
    }

    /// The next 64 random bits.
    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// A float in [lo, hi).
    pub fn range(&mut self, lo: f32, hi: f32) -> f32 {
        let unit = (self.next_u64() >> 40) as f32 / (1u64 << 24) as f32;
        lo + (hi - lo) * unit
    }

    /// An integer in [lo, hi].
    pub fn int(&mut self, lo: i32, hi: i32) -> i32 {
        let span = (hi - lo + 1).max(1) as u64;
        lo + (self.next_u64() % span) as i32
    }

    /// A unit vector (uniform on the sphere).
    pub fn unit(&mut self) -> [f32; 3] {
        loop {
            let v = [0; 3].map(|_| self.range(-1.0, 1.0));
            let len = (v[0] * v[0] + v[1] * v[1] + v[2] * v[2]).sqrt();
            if len > 0.1 && len <= 1.0 {
                return v.map(|c| c / len);
            }
        }
    }
}

/// How textures are made and sampled.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum TextureMode {
    /// Smooth textures with mip chains, linear filtering; a sample's
    /// tolerance follows from its coordinate's error (`texerr`).
    #[default]
    Smooth,
    /// 4x4 random texels, one level, point sampling, coordinates at texel
    /// centres: exact on both sides.
    Texel,
}

impl TextureMode {
    /// Parses `smooth` or `texel`.
    pub fn parse(text: &str) -> Option<TextureMode> {
        match text {
            "smooth" => Some(TextureMode::Smooth),
            "texel" => Some(TextureMode::Texel),
            _ => None,
        }
    }

    /// The name `parse` reads.
    pub fn name(self) -> &'static str {
        match self {
            TextureMode::Smooth => "smooth",
            TextureMode::Texel => "texel",
        }
    }
}

/// The kind of input set `index` is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SetKind {
    /// Ranges games feed (even sets).
    Game,
    /// Plain random ranges (odd sets).
    Plain,
}

impl SetKind {
    /// The kind of set `index`.
    pub fn of(index: u32) -> SetKind {
        if index % 2 == 0 {
            SetKind::Game
        } else {
            SetKind::Plain
        }
    }
}

/// `vFace` of set `index`: sets 2 and 3 of every 4 are back-facing.
pub fn face_of(index: u32) -> f32 {
    if index % 4 >= 2 { -1.0 } else { 1.0 }
}

/// Texels along each axis of a strict (texel-mode) texture.
pub const TEXTURE_EDGE: u32 = 4;

/// Level-0 edge of smooth 2D textures (volumes: half, cubes: half).
pub const SMOOTH_EDGE: u32 = 32;

/// Mip levels of smooth textures.
pub const SMOOTH_LEVELS: u32 = 3;

/// The grid pixel inputs and their gradients are drawn on (2^-10).
const GRID: f32 = 1024.0;

fn snap(x: f32) -> f32 {
    (x * GRID).round() / GRID
}

/// A coordinate at a random texel centre of a `TEXTURE_EDGE`-texel axis,
/// moved by `shift` (a few hundredths: inside the texel, and different per
/// axis so no two components of a cube direction tie).
fn texel_centre(rng: &mut Rng, shift: f32) -> f32 {
    (rng.int(0, TEXTURE_EDGE as i32 - 1) as f32 + 0.5) / TEXTURE_EDGE as f32 + shift
}

/// A texture coordinate at texel centres, w = 1.
fn texcoord(rng: &mut Rng) -> [f32; 4] {
    [
        texel_centre(rng, 0.01),
        texel_centre(rng, 0.02),
        texel_centre(rng, 0.03),
        1.0,
    ]
}

/// A position inside the view volume, w = 1 (a pass-through position
/// lands on a pixel).
fn position(rng: &mut Rng) -> [f32; 4] {
    [
        rng.range(-0.8, 0.8),
        rng.range(-0.8, 0.8),
        rng.range(0.1, 0.9),
        1.0,
    ]
}

/// A normalised direction with `w`.
fn direction(rng: &mut Rng, w: f32) -> [f32; 4] {
    let [x, y, z] = rng.unit();
    [x, y, z, w]
}

fn unit4(rng: &mut Rng) -> [f32; 4] {
    [0; 4].map(|_| rng.range(0.0, 1.0))
}

/// The constants a program reads as rows of a matrix: both operands of
/// `dp4`/`dp3` that are constants, the rows of a matrix macro's second
/// operand (not relatively addressed).
pub fn matrix_rows(program: &Program) -> Vec<u32> {
    use Opcode::*;
    let mut rows = Vec::new();
    for (_, ins) in program.body() {
        let count = match ins.opcode {
            M4x4 | M3x4 => 4,
            M4x3 | M3x3 => 3,
            M3x2 => 2,
            Dp4 | Dp3 => 1,
            _ => continue,
        };
        for (k, src) in ins.src.iter().enumerate() {
            if src.reg.kind != RegisterType::Const || src.relative.is_some() {
                continue;
            }
            if count > 1 && k != 1 {
                continue;
            }
            rows.extend((0..count).map(|r| src.reg.index + r));
        }
    }
    rows.sort_unstable();
    rows.dedup();
    rows
}

/// The constants whose values reach an exponent: a backward walk from
/// each exponent source over the instructions before it
/// (`slice::walk_back`: the textually last writer of each
/// component needed; flow control is not followed). The
/// exponents are `pow`'s second source, and the other factor of a `mul`
/// that multiplies a `log` result into an `exp`: `exp(log(x) * e)`, the
/// form the HLSL compiler also gives `pow(x, e)`.
pub fn exponent_constants(program: &Program) -> Vec<u32> {
    let body: Vec<&ninebridge_d3dbc::Instruction> = program.body().map(|(_, i)| i).collect();
    let mut out = Vec::new();
    for (k, ins) in body.iter().enumerate() {
        let exponents = match ins.opcode {
            Opcode::Pow => ins.src.get(1).map(|s| (k, *s, s.swizzle.component(3))),
            Opcode::Exp => ins
                .src
                .first()
                .and_then(|s| log_times_exponent(&body[..k], s.reg, s.swizzle.component(3))),
            _ => None,
        };
        let Some((at, src, component)) = exponents else {
            continue;
        };
        if src.reg.kind == RegisterType::Const {
            out.push(src.reg.index);
            continue;
        }
        let needed = std::collections::HashSet::from([(src.reg, component)]);
        let follow = |(reg, _): (ninebridge_d3dbc::Register, u8)| {
            if reg.kind == RegisterType::Const {
                out.push(reg.index);
                return false;
            }
            true
        };
        super::slice::walk_back(
            program,
            body[..at].iter().copied().enumerate(),
            needed,
            follow,
            |_| {},
        );
    }
    out.sort_unstable();
    out.dedup();
    out
}

/// The last writer in `before` of `(reg, component)`, with its index.
fn last_writer<'a>(
    before: &[&'a ninebridge_d3dbc::Instruction],
    reg: ninebridge_d3dbc::Register,
    component: u8,
) -> Option<(usize, &'a ninebridge_d3dbc::Instruction)> {
    before.iter().enumerate().rev().find_map(|(i, ins)| {
        let dst = ins.dst?;
        (dst.reg == reg && dst.write_mask.has(component as usize)).then_some((i, *ins))
    })
}

/// When `(reg, component)` (an `exp`'s operand) was last written by a
/// `mul` one of whose factors a `log` wrote: the other factor (the
/// instruction index to walk back from, the source, the component read).
fn log_times_exponent(
    before: &[&ninebridge_d3dbc::Instruction],
    reg: ninebridge_d3dbc::Register,
    component: u8,
) -> Option<(usize, ninebridge_d3dbc::SrcParam, u8)> {
    let (at, mul) = last_writer(before, reg, component)?;
    if mul.opcode != Opcode::Mul {
        return None;
    }
    let [a, b] = [mul.src.first()?, mul.src.get(1)?];
    let read = |s: &ninebridge_d3dbc::SrcParam| s.swizzle.component(component as usize);
    let from_log = |s: &ninebridge_d3dbc::SrcParam| {
        s.reg.kind != RegisterType::Const
            && last_writer(&before[..at], s.reg, read(s))
                .is_some_and(|(_, w)| w.opcode == Opcode::Log)
    };
    if from_log(a) {
        Some((at, *b, read(b)))
    } else if from_log(b) {
        Some((at, *a, read(a)))
    } else {
        None
    }
}

/// A 4x4 affine matrix: a random rotation scaled by [0.5, 1], a
/// translation in [-0.2, 0.2], last row (0, 0, 0, 1).
fn affine(rng: &mut Rng) -> [[f32; 4]; 4] {
    // A random unit quaternion gives a uniform rotation.
    let q = loop {
        let q = [0; 4].map(|_| rng.range(-1.0, 1.0));
        let n = q.iter().map(|c| c * c).sum::<f32>().sqrt();
        if n > 0.1 && n <= 1.0 {
            break q.map(|c| c / n);
        }
    };
    let [w, x, y, z] = q;
    let r = [
        [
            1.0 - 2.0 * (y * y + z * z),
            2.0 * (x * y - w * z),
            2.0 * (x * z + w * y),
        ],
        [
            2.0 * (x * y + w * z),
            1.0 - 2.0 * (x * x + z * z),
            2.0 * (y * z - w * x),
        ],
        [
            2.0 * (x * z - w * y),
            2.0 * (y * z + w * x),
            1.0 - 2.0 * (x * x + y * y),
        ],
    ];
    let s = rng.range(0.5, 1.0);
    let mut m = [[0.0; 4]; 4];
    for i in 0..3 {
        for j in 0..3 {
            m[i][j] = r[i][j] * s;
        }
        m[i][3] = rng.range(-0.2, 0.2);
    }
    m[3] = [0.0, 0.0, 0.0, 1.0];
    m
}

/// What one draw of [`input_set`] makes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SetOptions {
    /// The texture mode.
    pub textures: TextureMode,
    /// The set's index (its kind and facing).
    pub index: u32,
}

/// A random input set for `program` (see the module notes).
pub fn input_set(program: &Program, rng: &mut Rng, options: SetOptions) -> InputSet {
    let model = program.model;
    let ps1 = model.is_ps_1x();
    let game = SetKind::of(options.index) == SetKind::Game;
    let texel = options.textures == TextureMode::Texel;
    let mut set = InputSet {
        face: face_of(options.index),
        ..InputSet::default()
    };
    // Constants: the whole file the model has (relative reads land anywhere).
    let count = match model {
        m if m.is_vertex() => 256,
        m if m.major >= 3 => 224,
        m if m.major == 2 => 32,
        _ => 8,
    };
    let (lo, hi) = if game {
        (0.0, 1.0)
    } else if ps1 {
        (-1.0, 1.0)
    } else {
        (-2.0, 2.0)
    };
    for c in 0..count {
        set.c.insert(c, [0; 4].map(|_| rng.range(lo, hi)));
    }
    if game && !ps1 {
        // Runs of matrix rows: four rows of an affine matrix at a time.
        let rows = matrix_rows(program);
        let mut k = 0;
        while k < rows.len() {
            let mut run = 1;
            while k + run < rows.len() && rows[k + run] == rows[k] + run as u32 && run < 4 {
                run += 1;
            }
            let m = affine(rng);
            for r in 0..run {
                if rows[k + r] < count {
                    set.c.insert(rows[k + r], m[r]);
                }
            }
            k += run;
        }
    }
    if !game {
        // A `pow` exponent games feed is a power (shininess, gamma, falloff):
        // never negative. Negative ones make pow(0, y) = +inf from a base
        // the shader clamps at 0 (`max r3.x, r0.w, c9.y`), an output no
        // game sees.
        for r in exponent_constants(program) {
            if r < count {
                set.c.insert(r, [0; 4].map(|_| rng.range(0.0, hi)));
            }
        }
    }
    for i in 0..16 {
        set.i
            .insert(i, [rng.int(0, 4), rng.int(-2, 4), rng.int(-2, 2), 0]);
        set.b.insert(i, rng.next_u64() & 1 == 1);
    }
    if model.is_vertex() {
        vertex_inputs(program, rng, game, &mut set);
    } else {
        pixel_inputs(program, rng, game, texel, &mut set);
    }
    let mut textures = BTreeMap::new();
    for (stage, kind) in ninebridge_d3dbc::samplers(program) {
        let kind = if kind == SamplerTextureType::Unknown {
            ps1_kind(program, stage)
        } else {
            kind
        };
        let t = if texel {
            texel_texture(rng, kind)
        } else {
            super::smooth::texture(rng, kind)
        };
        textures.insert(stage, t);
    }
    set.textures = textures;
    set
}

fn vertex_inputs(program: &Program, rng: &mut Rng, game: bool, set: &mut InputSet) {
    if !has_input_declarations(program) {
        // Direct3D 8 style: v# by register; v0 is the position (D3DVSDE_POSITION).
        for r in ninebridge_d3dbc::register_usage(program).read {
            if r.kind == RegisterType::Input {
                let v = if r.index == 0 {
                    position(rng)
                } else if game {
                    unit4(rng)
                } else {
                    [0; 4].map(|_| rng.range(-2.0, 2.0))
                };
                set.v.insert(r.index, v);
            }
        }
        return;
    }
    for d in &program.declarations {
        if d.reg.kind != RegisterType::Input {
            continue;
        }
        let v = match d.usage {
            DeclUsage::Position if d.usage_index == 0 => position(rng),
            DeclUsage::Color | DeclUsage::BlendWeight => unit4(rng),
            DeclUsage::BlendIndices => [0; 4].map(|_| rng.int(0, 8) as f32),
            DeclUsage::Normal | DeclUsage::Binormal if game => direction(rng, 0.0),
            DeclUsage::Tangent if game => {
                let w = if rng.next_u64() & 1 == 1 { 1.0 } else { -1.0 };
                direction(rng, w)
            }
            DeclUsage::Position if game => position(rng),
            _ if game => unit4(rng),
            _ => [0; 4].map(|_| rng.range(-2.0, 2.0)),
        };
        set.v.insert(d.reg.index, v);
    }
}

/// A gradient of a pixel input: each component a multiple of 2^-10 in
/// [-limit, limit].
fn gradient(rng: &mut Rng, limit: f32) -> [[f32; 4]; 2] {
    [0; 2].map(|_| [0; 4].map(|_| snap(rng.range(-limit, limit))))
}

fn pixel_inputs(program: &Program, rng: &mut Rng, game: bool, texel: bool, set: &mut InputSet) {
    let model = program.model;
    // Texel mode: coordinates stay inside their texel across the quad
    // (centre + 0.03 + 2 * 1/64 < centre + 1/8); smooth mode: up to 1/8 a
    // pixel, so the level of detail reaches level 2 of 32 texels.
    let (coord_slope, other_slope) = if texel {
        (1.0 / 64.0, 1.0 / 64.0)
    } else {
        (1.0 / 8.0, 1.0 / 32.0)
    };
    let coord = |rng: &mut Rng| {
        if texel {
            texcoord(rng)
        } else {
            let mut c = unit4(rng);
            c[3] = 1.0;
            c
        }
    };
    // Colours in [0, 1] (below ps_3_0 the pipeline saturates them).
    for r in 0..10 {
        let v = if model.major >= 3 && !game {
            [0; 4].map(|_| rng.range(-2.0, 2.0))
        } else {
            unit4(rng)
        };
        set.v.insert(r, v.map(snap));
        // Below ps_3_0 the vertex side clamps colours to [0, 1] at each
        // corner of the triangle, which would bend a varying colour: they
        // stay constant across the quad.
        let g = gradient(rng, other_slope);
        if model.major >= 3 {
            set.v_gradients.insert(r, g);
        }
    }
    // Texel mode keeps w = 1 across the quad (a projected coordinate
    // stays at its texel centre).
    let coord_gradient = |rng: &mut Rng| {
        let mut g = gradient(rng, coord_slope);
        if texel {
            g[0][3] = 0.0;
            g[1][3] = 0.0;
        }
        g
    };
    for t in 0..8 {
        set.t.insert(t, coord(rng).map(snap));
        set.t_gradients.insert(t, coord_gradient(rng));
    }
    if model.major >= 3 {
        for d in &program.declarations {
            if d.reg.kind != RegisterType::Input {
                continue;
            }
            let (v, slope) = match d.usage {
                // ps_3_0 texture coordinates are v# too.
                DeclUsage::TexCoord if texel || game => (coord(rng), coord_gradient(rng)),
                DeclUsage::Normal | DeclUsage::Tangent | DeclUsage::Binormal if game => {
                    (direction(rng, 0.0), gradient(rng, other_slope))
                }
                _ => continue,
            };
            set.v.insert(d.reg.index, v.map(snap));
            set.v_gradients.insert(d.reg.index, slope);
        }
    }
}

/// A strict texture: 4x4 (cube 4, volume 4x4x4) random texels, one level,
/// point sampling.
fn texel_texture(rng: &mut Rng, kind: SamplerTextureType) -> TextureInput {
    let (name, w, h, d, faces) = match kind {
        SamplerTextureType::Cube => ("cube", TEXTURE_EDGE, TEXTURE_EDGE, 1, 6),
        SamplerTextureType::Volume => ("volume", TEXTURE_EDGE, TEXTURE_EDGE, TEXTURE_EDGE, 1),
        _ => ("2d", TEXTURE_EDGE, TEXTURE_EDGE, 1, 1),
    };
    let texels = (0..w * h * d * faces).map(|_| unit4(rng)).collect();
    TextureInput {
        kind: name.to_string(),
        width: w,
        height: h,
        depth: d,
        texels,
        mips: Vec::new(),
        filter: "point".into(),
        mip_filter: "none".into(),
        address: "wrap".into(),
    }
}

/// Whether a vertex shader declares its inputs (Direct3D 8 shaders do not).
pub fn has_input_declarations(program: &Program) -> bool {
    program
        .declarations
        .iter()
        .any(|d| d.reg.kind == RegisterType::Input)
}

/// The texture type a ps_1_x stage needs: a cube for the 3x3 matrix
/// lookups (`texm3x3tex`, `texm3x3spec`, `texm3x3vspec`), 2D otherwise.
fn ps1_kind(program: &Program, stage: u32) -> SamplerTextureType {
    let cube = program.body().any(|(_, i)| {
        matches!(
            i.opcode,
            Opcode::TexM3x3Tex | Opcode::TexM3x3Spec | Opcode::TexM3x3VSpec
        ) && i.dst.is_some_and(|d| d.reg.index == stage)
    });
    if cube {
        SamplerTextureType::Cube
    } else {
        SamplerTextureType::Texture2d
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use ninebridge_d3dbc::assemble_program;

    #[test]
    fn exponent_constants_follow_the_exponent_back() {
        let p = assemble_program(
            "ps_3_0\ndef c9, 1, 0, 128, 0\ndcl_texcoord v0\nmov r0.w, c9.z\n\
             mul r0.w, r0.w, c8.x\nmax r3.x, v0.x, c9.y\nadd r1, v0, c4\n\
             pow r4.x, r3.x, r0.w\npow r4.y, r1.x, c6.y\nmov oC0, r4\n",
        )
        .unwrap();
        // c4 feeds a base, c9.y a base; c8 and c9 (via r0.w) the first
        // exponent, c6 the second.
        assert_eq!(exponent_constants(&p), [6, 8, 9]);
        // The compiler's form of pow: exp(log(x) * e); c5 is the exponent,
        // c4 (the base's offset) and c7 (an exp of no log) are not.
        let q = assemble_program(
            "ps_3_0\ndcl_texcoord v0\nadd r1.w, v0.x, c4.x\nlog r1.w, r1.w\n\
             mul r1.w, c5.z, r1.w\nexp r2.x, r1.w\nmul r3.x, v0.y, c7.x\nexp r2.y, r3.x\n\
             mov oC0, r2\n",
        )
        .unwrap();
        assert_eq!(exponent_constants(&q), [5]);
        // A predicated write may not happen: the writer before it (c3)
        // reaches the exponent too, as well as the predicated one (c2) and
        // the predicate's condition (c0).
        let r = assemble_program(
            "ps_3_0\ndcl_texcoord v0\nsetp_gt p0.x, v0.x, c0.x\nmov r0.x, c3.x\n\
             (p0.x) mov r0.x, c2.x\npow r1.x, v0.y, r0.x\nmov oC0, r1\n",
        )
        .unwrap();
        assert_eq!(exponent_constants(&r), [0, 2, 3]);
        let mut rng = Rng::new(11);
        for index in [1, 3, 5] {
            let set = input_set(
                &p,
                &mut rng,
                SetOptions {
                    textures: TextureMode::Smooth,
                    index,
                },
            );
            assert!(set.c[&8].iter().all(|c| *c >= 0.0), "{:?}", set.c[&8]);
        }
    }

    #[test]
    fn matrix_rows_come_from_dp4_and_macros() {
        let p = assemble_program(
            "vs_2_0\ndcl_position v0\ndp4 oPos.x, v0, c4\ndp4 oPos.y, v0, c5\n\
             m4x3 r0.xyz, v0, c10\nmov oD0, c20\n",
        )
        .unwrap();
        assert_eq!(matrix_rows(&p), [4, 5, 10, 11, 12]);
    }

    #[test]
    fn game_sets_feed_matrices_normals_and_unit_ranges() {
        let p = assemble_program(
            "vs_3_0\ndcl_position v0\ndcl_normal v1\ndcl_color v2\ndcl_position o0\n\
             dcl_texcoord o1\nm4x4 o0, v0, c0\nmul o1, v1, v2\n",
        )
        .unwrap();
        let mut rng = Rng::new(3);
        let opts = |index| SetOptions {
            textures: TextureMode::Smooth,
            index,
        };
        let set = input_set(&p, &mut rng, opts(0));
        let n = set.v[&1];
        assert!((n[0] * n[0] + n[1] * n[1] + n[2] * n[2] - 1.0).abs() < 1e-5);
        assert!(set.v[&2].iter().all(|c| (0.0..=1.0).contains(c)));
        assert_eq!(set.v[&0][3], 1.0);
        assert_eq!(set.c[&3], [0.0, 0.0, 0.0, 1.0]);
        // The upper 3x3 is a scaled rotation: its rows are orthogonal.
        let dot = |a: [f32; 4], b: [f32; 4]| a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
        assert!(dot(set.c[&0], set.c[&1]).abs() < 1e-5);
        assert!(dot(set.c[&0], set.c[&0]) > 0.2);
        // Plain sets keep the wide ranges.
        let plain = input_set(&p, &mut rng, opts(1));
        assert!(plain.c.values().flatten().any(|c| *c < 0.0));
    }

    #[test]
    fn pixel_inputs_vary_on_the_grid_and_sets_alternate_facing() {
        let p = assemble_program("ps_3_0\ndcl_texcoord v0\ndsx r0, v0\nmov oC0, r0\n").unwrap();
        let mut rng = Rng::new(5);
        for index in 0..4 {
            let set = input_set(
                &p,
                &mut rng,
                SetOptions {
                    textures: TextureMode::Smooth,
                    index,
                },
            );
            assert_eq!(set.face, if index >= 2 { -1.0 } else { 1.0 });
            let g = set.v_gradients[&0];
            assert!(g[0].iter().any(|c| *c != 0.0));
            for c in set.v[&0].iter().chain(g.iter().flatten()) {
                assert_eq!((c * GRID).fract(), 0.0, "{c} off the 2^-10 grid");
            }
        }
    }
}
