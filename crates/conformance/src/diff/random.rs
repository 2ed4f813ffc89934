//! Random input sets for `shader diff`: constants in ranges that stay
//! finite, varyings, small textures of random texels sampled at texel
//! centres (so point sampling on one level is exact on both sides).

use std::collections::BTreeMap;

use ninebridge_d3dbc::{DeclUsage, Program, RegisterType, SamplerTextureType};

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
}

/// Texels along each axis of a random texture.
pub const TEXTURE_EDGE: u32 = 4;

/// A coordinate at a random texel centre of a `TEXTURE_EDGE`-texel axis,
/// moved by `shift` (a few hundredths: inside the texel, and different per
/// axis so no two components of a cube direction tie).
fn texel_centre(rng: &mut Rng, shift: f32) -> f32 {
    (rng.int(0, TEXTURE_EDGE as i32 - 1) as f32 + 0.5) / TEXTURE_EDGE as f32 + shift
}

/// A texture coordinate: texel centres, w = 1.
fn texcoord(rng: &mut Rng) -> [f32; 4] {
    [
        texel_centre(rng, 0.01),
        texel_centre(rng, 0.02),
        texel_centre(rng, 0.03),
        1.0,
    ]
}

/// A random input set for `program`.
pub fn input_set(program: &Program, rng: &mut Rng) -> InputSet {
    let model = program.model;
    let ps1 = model.is_ps_1x();
    let mut set = InputSet {
        face: 1.0,
        ..InputSet::default()
    };
    // Constants: the whole file the model has (relative reads land anywhere).
    let count = match model {
        m if m.is_vertex() => 256,
        m if m.major >= 3 => 224,
        m if m.major == 2 => 32,
        _ => 8,
    };
    let (lo, hi) = if ps1 { (-1.0, 1.0) } else { (-2.0, 2.0) };
    for c in 0..count {
        set.c.insert(c, [0; 4].map(|_| rng.range(lo, hi)));
    }
    for i in 0..16 {
        set.i
            .insert(i, [rng.int(0, 4), rng.int(-2, 4), rng.int(-2, 2), 0]);
        set.b.insert(i, rng.next_u64() & 1 == 1);
    }
    if model.is_vertex() && !has_input_declarations(program) {
        // Direct3D 8 style: v# by register; v0 is the position (D3DVSDE_POSITION).
        for r in ninebridge_d3dbc::register_usage(program).read {
            if r.kind == RegisterType::Input {
                let v = if r.index == 0 {
                    [
                        rng.range(-0.8, 0.8),
                        rng.range(-0.8, 0.8),
                        rng.range(0.1, 0.9),
                        1.0,
                    ]
                } else {
                    [0; 4].map(|_| rng.range(-2.0, 2.0))
                };
                set.v.insert(r.index, v);
            }
        }
    } else if model.is_vertex() {
        for d in &program.declarations {
            if d.reg.kind != RegisterType::Input {
                continue;
            }
            let v = match d.usage {
                // Inside the view volume, so a pass-through position lands
                // on a pixel.
                DeclUsage::Position if d.usage_index == 0 => [
                    rng.range(-0.8, 0.8),
                    rng.range(-0.8, 0.8),
                    rng.range(0.1, 0.9),
                    1.0,
                ],
                DeclUsage::Color | DeclUsage::BlendWeight => [0; 4].map(|_| rng.range(0.0, 1.0)),
                DeclUsage::BlendIndices => [0; 4].map(|_| rng.int(0, 8) as f32),
                _ => [0; 4].map(|_| rng.range(-2.0, 2.0)),
            };
            set.v.insert(d.reg.index, v);
        }
    } else {
        // Colours in [0, 1] (below ps_3_0 the pipeline saturates them).
        for r in 0..10 {
            let v = if model.major >= 3 {
                [0; 4].map(|_| rng.range(-2.0, 2.0))
            } else {
                [0; 4].map(|_| rng.range(0.0, 1.0))
            };
            set.v.insert(r, v);
        }
        for t in 0..8 {
            set.t.insert(t, texcoord(rng));
        }
        if model.major >= 3 {
            // ps_3_0 texture coordinates are v# too: keep them at texel centres.
            for d in &program.declarations {
                if d.reg.kind == RegisterType::Input && d.usage == DeclUsage::TexCoord {
                    set.v.insert(d.reg.index, texcoord(rng));
                }
            }
        }
    }
    let mut textures = BTreeMap::new();
    for (stage, kind) in ninebridge_d3dbc::samplers(program) {
        let kind = if kind == SamplerTextureType::Unknown {
            ps1_kind(program, stage)
        } else {
            kind
        };
        let (name, w, h, d, faces) = match kind {
            SamplerTextureType::Cube => ("cube", TEXTURE_EDGE, TEXTURE_EDGE, 1, 6),
            SamplerTextureType::Volume => ("volume", TEXTURE_EDGE, TEXTURE_EDGE, TEXTURE_EDGE, 1),
            _ => ("2d", TEXTURE_EDGE, TEXTURE_EDGE, 1, 1),
        };
        let texels = (0..w * h * d * faces)
            .map(|_| [0; 4].map(|_| rng.range(0.0, 1.0)))
            .collect();
        textures.insert(
            stage,
            TextureInput {
                kind: name.to_string(),
                width: w,
                height: h,
                depth: d,
                texels,
                filter: "point".into(),
                address: "wrap".into(),
            },
        );
    }
    set.textures = textures;
    set
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
    use ninebridge_d3dbc::Opcode;
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
