//! [`ff_vertex_program`] and [`ff_vertex_shader`]: D3D9's fixed-function
//! vertex processing of a [`FfVertexKey`] as a `vs_2_0` program.
//!
//! Every formula below is the one of D3D9's reference pages ("Mathematics
//! of Lighting", "Attenuation and Spotlight Factor", "Texture Coordinate
//! Processing", "Point Sprites", "Fog Formulas", "Geometry Blending").
//! The program reads its values from the constant registers of
//! [`FfVertexRegisters`], which the device fills from the transforms,
//! lights, material and render states; `def` supplies the literals.

use std::fmt::Write as _;

use ninebridge_types::{FogMode, LightType, MaterialColorSource};

use super::vertex_key::{Blend, BlendIndexType, FfVertexKey, TexGen, VertexFog};
use crate::error::TranslateError;
use crate::interface::FF_STAGES;
use crate::options::{TranslateOptions, VertexFetch};
use crate::{Translation, translate};

/// The world matrices indexed vertex blending can name (indices 0..7;
/// `D3DCAPS9.MaxVertexBlendMatrixIndex` is 7): their world-view and
/// normal matrices fill the last part of the constant file.
pub const FF_WORLD_MATRICES: usize = 8;

/// The constant registers (`c#`, `vec4`s) of the fixed-function vertex
/// program. Matrices are stored as columns (register k holds column k of
/// the D3D9 row-major matrix), so `dp4` of a row vector with register k
/// gives component k of the product, as D3D9's `v * M`.
pub struct FfVertexRegisters;

impl FfVertexRegisters {
    /// `D3DTS_PROJECTION` (4 registers).
    pub const PROJECTION: u32 = 0;
    /// `D3DRS_AMBIENT` as floats (r, g, b, a).
    pub const AMBIENT: u32 = 4;
    /// The material's diffuse, ambient, specular and emissive colours (4
    /// registers), then (power, 0, 0, 0).
    pub const MATERIAL: u32 = 5;
    /// (`FOGEND`, 1 / (`FOGEND` - `FOGSTART`), `FOGDENSITY`, 0).
    pub const FOG: u32 = 10;
    /// (`POINTSIZE`, `POINTSCALE_A`, `POINTSCALE_B`, `POINTSCALE_C`).
    pub const POINT: u32 = 11;
    /// (viewport height in pixels, `TWEENFACTOR`, 0, 0).
    pub const MISC: u32 = 12;
    /// `D3DTS_TEXTURE0..7` (4 registers each).
    pub const TEXTURE: u32 = 16;
    /// The enabled lights in index order, [`Self::LIGHT_SIZE`] registers
    /// each: diffuse, specular, ambient colours; (position in camera
    /// space, range); (unit direction in camera space, falloff);
    /// (attenuation 0, 1, 2, 0); (cos(theta / 2), cos(phi / 2),
    /// 1 / (cos(theta / 2) - cos(phi / 2)), 0).
    pub const LIGHTS: u32 = 48;
    /// Registers per light.
    pub const LIGHT_SIZE: u32 = 7;
    /// World matrix i (`D3DTS_WORLDMATRIX(i)`) at `WORLD + i *
    /// WORLD_SIZE`: the world-view matrix (4 registers), then the normal
    /// matrix (the inverse transpose of its upper 3x3; 3 registers, xyz).
    pub const WORLD: u32 = 104;
    /// Registers per world matrix.
    pub const WORLD_SIZE: u32 = 7;
    /// Registers the device fills (the rest are the program's literals).
    pub const COUNT: u32 = Self::WORLD + Self::WORLD_SIZE * FF_WORLD_MATRICES as u32;
}

/// The `def` registers: c13 = (7, 7 * 255, tiny, -log2(e)), c14 = (0, 1,
/// 0.5, 2), c15 = (0, 0, 1, 0).
const LITERALS: &str = "def c13, 7.0, 1785.0, 1e-30, -1.44269504\n\
                        def c14, 0.0, 1.0, 0.5, 2.0\n\
                        def c15, 0.0, 0.0, 1.0, 0.0\n";

/// The input registers of a key's program, by meaning.
#[derive(Default)]
struct Inputs {
    position: Option<String>,
    position1: Option<String>,
    normal: Option<String>,
    normal1: Option<String>,
    weights: Option<String>,
    indices: Option<String>,
    diffuse: Option<String>,
    specular: Option<String>,
    point_size: Option<String>,
    texcoords: [Option<String>; FF_STAGES as usize],
}

/// Declares the inputs the key reads, one `v#` each in a fixed order;
/// `fetch` gets the integer fetch of the indices.
fn declare_inputs(key: &FfVertexKey, out: &mut String, fetch: &mut [VertexFetch; 16]) -> Inputs {
    let i = &key.inputs;
    let next = std::cell::Cell::new(0u32);
    let dcl = |out: &mut String, usage: &str| {
        let reg = format!("v{}", next.get());
        let _ = writeln!(out, "dcl_{usage} {reg}");
        next.set(next.get() + 1);
        reg
    };
    let mut inputs = Inputs {
        position: i.position.then(|| dcl(out, "position")),
        ..Inputs::default()
    };
    inputs.normal = i.normal.then(|| dcl(out, "normal"));
    inputs.position1 = i.position1.then(|| dcl(out, "position1"));
    inputs.normal1 = i.normal1.then(|| dcl(out, "normal1"));
    inputs.weights = (i.blend_weights > 0).then(|| dcl(out, "blendweight"));
    if let Some(t) = i.blend_indices {
        if t == BlendIndexType::UByte4 {
            fetch[next.get() as usize] = VertexFetch::UByte4;
        }
        inputs.indices = Some(dcl(out, "blendindices"));
    }
    inputs.diffuse = i.diffuse.then(|| dcl(out, "color0"));
    inputs.specular = i.specular.then(|| dcl(out, "color1"));
    inputs.point_size = i.point_size.then(|| dcl(out, "psize"));
    for (k, slot) in inputs.texcoords.iter_mut().enumerate() {
        if i.texcoords[k] > 0 && next.get() < 16 {
            *slot = Some(dcl(out, &format!("texcoord{k}")));
        }
    }
    inputs
}

/// The program text of `key` (`vs_2_0` assembly; see the module notes).
/// Registers: r0/r1 model position and normal, r2/r3 camera-space
/// position and normal, r21/r22 the diffuse and specular outputs; the rest
/// are scratch.
pub fn ff_vertex_program(key: &FfVertexKey) -> String {
    ff_vertex_program_and_fetch(key).0
}

fn ff_vertex_program_and_fetch(key: &FfVertexKey) -> (String, [VertexFetch; 16]) {
    let mut s = String::from("vs_2_0\n");
    s.push_str(LITERALS);
    let mut fetch = [VertexFetch::Float; 16];
    let v = declare_inputs(key, &mut s, &mut fetch);
    let mut line = |text: String| {
        s.push_str(&text);
        s.push('\n');
    };
    const R: u32 = FfVertexRegisters::WORLD;
    const W: u32 = FfVertexRegisters::WORLD_SIZE;

    // ---- model-space position and normal (tweened) ----
    let zero4 = "c14.xxxy".to_string();
    let pos = v.position.clone().unwrap_or(zero4.clone());
    match (&key.blend, &v.position1) {
        (Blend::Tweening, Some(p1)) => {
            line(format!("add r4, {p1}, -{pos}"));
            line(format!("mad r0, r4, c{}.y, {pos}", FfVertexRegisters::MISC));
        }
        _ => line(format!("mov r0, {pos}")),
    }
    match (&key.blend, &v.normal, &v.normal1) {
        (Blend::Tweening, Some(n0), Some(n1)) => {
            line(format!("add r4.xyz, {n1}, -{n0}"));
            line(format!(
                "mad r1.xyz, r4, c{}.y, {n0}",
                FfVertexRegisters::MISC
            ));
        }
        (_, Some(n0), _) => line(format!("mov r1.xyz, {n0}")),
        _ => line("mov r1, c14.x".into()),
    }

    // ---- world-view transform, blended ----
    match key.blend {
        Blend::Weights { weights, indexed } => {
            line("mov r7.x, c14.y".into());
            if let (Some(idx), Some(t)) = (&v.indices, indexed) {
                // Each matrix takes WORLD_SIZE registers.
                let scale = if t == BlendIndexType::Color {
                    "c13.y"
                } else {
                    "c13.x"
                };
                line(format!("mul r8, {idx}, {scale}"));
            }
            let comps = ["x", "y", "z", "w"];
            for m in 0..=usize::from(weights) {
                if indexed.is_some() {
                    line(format!("mova a0.x, r8.{}", comps[m]));
                    for (k, c) in comps.iter().enumerate() {
                        line(format!("dp4 r4.{c}, r0, c[a0.x + {}]", R + k as u32));
                    }
                    for (k, c) in comps.iter().take(3).enumerate() {
                        line(format!("dp3 r5.{c}, r1, c[a0.x + {}]", R + 4 + k as u32));
                    }
                } else {
                    let base = R + W * m as u32;
                    line(format!("m4x4 r4, r0, c{base}"));
                    line(format!("m3x3 r5.xyz, r1, c{}", base + 4));
                }
                let weight = if m < usize::from(weights) {
                    let w = match &v.weights {
                        Some(reg) => format!("{reg}.{}", comps[m]),
                        None => "c14.x".to_string(),
                    };
                    line(format!("add r7.x, r7.x, -{w}"));
                    w
                } else {
                    "r7.x".to_string()
                };
                if m == 0 {
                    line(format!("mul r2, r4, {weight}"));
                    line(format!("mul r3.xyz, r5, {weight}"));
                } else {
                    line(format!("mad r2, r4, {weight}, r2"));
                    line(format!("mad r3.xyz, r5, {weight}, r3"));
                }
            }
        }
        _ => {
            line(format!("m4x4 r2, r0, c{R}"));
            line(format!("m3x3 r3.xyz, r1, c{}", R + 4));
        }
    }
    if key.normalize_normals && v.normal.is_some() {
        line("nrm r3.xyz, r3".into());
    }
    line(format!("m4x4 oPos, r2, c{}", FfVertexRegisters::PROJECTION));

    // ---- colours ----
    let diffuse_in = v.diffuse.clone().unwrap_or("c14.y".into());
    let specular_in = v.specular.clone().unwrap_or("c14.x".into());
    if key.lighting {
        lighting(key, &v, &mut line);
    } else {
        line(format!("mov r21, {diffuse_in}"));
        line(format!("mov r22, {specular_in}"));
    }
    line("mov_sat oD0, r21".into());
    line("mov_sat oD1, r22".into());

    // ---- fog ----
    let fog = FfVertexRegisters::FOG;
    match key.fog {
        VertexFog::None => {}
        VertexFog::SpecularAlpha => line("mov oFog, r22.w".into()),
        VertexFog::Computed { mode, range } => {
            if range {
                line("dp3 r4.x, r2, r2".into());
                line("rsq r4.x, r4.x".into());
                line("rcp r4.x, r4.x".into());
            } else {
                line("mov r4.x, r2.z".into());
            }
            match mode {
                FogMode::Linear => {
                    line(format!("add r4.y, c{fog}.x, -r4.x"));
                    line(format!("mul oFog, r4.y, c{fog}.y"));
                }
                FogMode::Exp => {
                    line(format!("mul r4.y, r4.x, c{fog}.z"));
                    line("mul r4.y, r4.y, c13.w".into());
                    line("exp oFog, r4.y".into());
                }
                FogMode::Exp2 | FogMode::None => {
                    line(format!("mul r4.y, r4.x, c{fog}.z"));
                    line("mul r4.y, r4.y, r4.y".into());
                    line("mul r4.y, r4.y, c13.w".into());
                    line("exp oFog, r4.y".into());
                }
            }
        }
    }

    // ---- point size ----
    let point = FfVertexRegisters::POINT;
    let size = v
        .point_size
        .as_ref()
        .map_or(format!("c{point}.x"), |p| format!("{p}.x"));
    if key.point_scale {
        // Ss = Vh * Si * sqrt(1 / (A + B * De + C * De^2)), De the eye distance.
        line("dp3 r5.x, r2, r2".into());
        line("rsq r5.y, r5.x".into());
        line("rcp r5.y, r5.y".into());
        line(format!("mad r5.z, c{point}.w, r5.x, c{point}.y"));
        line(format!("mad r5.z, c{point}.z, r5.y, r5.z"));
        line("rsq r5.z, r5.z".into());
        line(format!("mul r5.w, {size}, r5.z"));
        line(format!("mul oPts, r5.w, c{}.x", FfVertexRegisters::MISC));
    } else if v.point_size.is_some() {
        line(format!("mov oPts, {size}"));
    }

    // ---- texture coordinates ----
    for k in 0..FF_STAGES as usize {
        let Some(stage) = key.stage(k) else { continue };
        let transformed = stage.transform_count > 0;
        match stage.generation {
            TexGen::PassThrough { set, components } => {
                let input = v.texcoords[usize::from(set)].clone();
                match (input, transformed) {
                    (None, _) => line("mov r24, c14.xxxy".into()),
                    (Some(t), false) => line(format!("mov r24, {t}")),
                    // The vector the texture matrix multiplies: the
                    // coordinates, then 1, then 0 (D3D9 puts the default
                    // 1 after the last component given).
                    (Some(t), true) => match components {
                        1 => {
                            line("mov r24, c14.xyxx".into());
                            line(format!("mov r24.x, {t}.x"));
                        }
                        2 => {
                            line("mov r24, c14.xxyx".into());
                            line(format!("mov r24.xy, {t}"));
                        }
                        _ => line(format!("mov r24, {t}")),
                    },
                }
            }
            TexGen::CameraSpaceNormal => {
                line("mov r24, c14.xxxy".into());
                line("mov r24.xyz, r3".into());
            }
            TexGen::CameraSpacePosition => {
                line("mov r24, c14.xxxy".into());
                line("mov r24.xyz, r2".into());
            }
            TexGen::CameraSpaceReflection | TexGen::SphereMap => {
                // R = E - 2 (N . E) N, E the unit vector from the eye.
                line("dp3 r25.w, r2, r2".into());
                line("rsq r25.w, r25.w".into());
                line("mul r25.xyz, r2, r25.w".into());
                line("dp3 r26.x, r3, r25".into());
                line("add r26.x, r26.x, r26.x".into());
                line("mad r25.xyz, r3, -r26.x, r25".into());
                line("mov r24, c14.xxxy".into());
                if stage.generation == TexGen::SphereMap {
                    // m = 2 sqrt(Rx^2 + Ry^2 + (Rz + 1)^2); (Rx / m + 1/2,
                    // Ry / m + 1/2).
                    line("add r26.xyz, r25, c15".into());
                    line("dp3 r26.w, r26, r26".into());
                    line("rsq r26.w, r26.w".into());
                    line("mul r26.w, r26.w, c14.z".into());
                    line("mad r24.xy, r25, r26.w, c14.z".into());
                } else {
                    line("mov r24.xyz, r25".into());
                }
            }
        }
        if transformed {
            line(format!(
                "m4x4 r27, r24, c{}",
                FfVertexRegisters::TEXTURE + 4 * k as u32
            ));
            // COUNTn: the components past n read 0 (a volume texture
            // sampled with COUNT2 reads z = 0).
            match stage.transform_count {
                2 => line("mov r27.zw, c14.x".into()),
                3 => line("mov r27.w, c14.x".into()),
                _ => {}
            }
        } else {
            line("mov r27, r24".into());
        }
        if let Some(d) = stage.divisor {
            // The pixel stage divides projected coordinates by w.
            line(format!(
                "mov r27.w, r27.{}",
                ["x", "y", "z"][usize::from(d.min(2))]
            ));
        }
        line(format!("mov oT{k}, r27"));
    }
    (s, fetch)
}

/// D3D9's lighting into r21 (diffuse: ambient + diffuse + emissive, the
/// diffuse source's alpha) and r22 (specular, the specular source's alpha).
fn lighting(key: &FfVertexKey, v: &Inputs, line: &mut impl FnMut(String)) {
    let m = FfVertexRegisters::MATERIAL;
    let source = |which: usize, material: u32| match key.sources[which] {
        MaterialColorSource::Color1 => v.diffuse.clone().unwrap_or(format!("c{material}")),
        MaterialColorSource::Color2 => v.specular.clone().unwrap_or(format!("c{material}")),
        MaterialColorSource::Material => format!("c{material}"),
    };
    line(format!("mov r12, {}", source(0, m)));
    line(format!("mov r13, {}", source(1, m + 2)));
    line(format!("mov r14, {}", source(2, m + 1)));
    line(format!("mov r15, {}", source(3, m + 3)));
    line("mov r9, c14.x".into());
    line("mov r10, c14.x".into());
    line("mov r11, c14.x".into());
    if key.specular {
        if key.local_viewer {
            // E: the unit vector from the vertex to the eye.
            line("dp3 r23.w, r2, r2".into());
            line("rsq r23.w, r23.w".into());
            line("mul r23.xyz, r2, -r23.w".into());
        } else {
            line("mov r23.xyz, -c15".into());
        }
    }
    for (j, light) in key.lights.iter().flatten().enumerate() {
        let b = FfVertexRegisters::LIGHTS + FfVertexRegisters::LIGHT_SIZE * j as u32;
        let (diffuse, specular, ambient, position, direction, attenuation, spot) =
            (b, b + 1, b + 2, b + 3, b + 4, b + 5, b + 6);
        line(format!("; light {j}: {light:?}"));
        if *light == LightType::Directional {
            line(format!("mov r16.xyz, -c{direction}"));
            line("mov r18.x, c14.y".into());
        } else {
            // L = unit(Lp - Vp); atten = 1 / (a0 + a1 d + a2 d^2), 0 past
            // the range.
            line(format!("add r16.xyz, c{position}, -r2"));
            line("dp3 r17.x, r16, r16".into());
            line("rsq r17.y, r17.x".into());
            line("mul r16.xyz, r16, r17.y".into());
            line("mul r17.z, r17.x, r17.y".into());
            line(format!(
                "mad r18.x, c{attenuation}.z, r17.x, c{attenuation}.x"
            ));
            line(format!("mad r18.x, c{attenuation}.y, r17.z, r18.x"));
            line("rcp r18.x, r18.x".into());
            line(format!("sge r18.y, c{position}.w, r17.z"));
            line("mul r18.x, r18.x, r18.y".into());
        }
        if *light == LightType::Spot {
            // rho = unit(Ldir) . -L; 1 inside theta, 0 outside phi,
            // ((rho - cos(phi/2)) / (cos(theta/2) - cos(phi/2)))^falloff
            // between.
            line(format!("dp3 r18.z, -r16, c{direction}"));
            line(format!("add r19.x, r18.z, -c{spot}.y"));
            line(format!("mul r19.x, r19.x, c{spot}.z"));
            line("max r19.x, r19.x, c13.z".into());
            line("min r19.x, r19.x, c14.y".into());
            line(format!("pow r19.x, r19.x, c{direction}.w"));
            line(format!("slt r19.y, c{spot}.y, r18.z"));
            line("mul r19.x, r19.x, r19.y".into());
            line("mul r18.x, r18.x, r19.x".into());
        }
        line(format!("mad r9.xyz, c{ambient}, r18.x, r9"));
        line("dp3 r19.z, r3, r16".into());
        line("max r19.z, r19.z, c14.x".into());
        line("mul r19.w, r19.z, r18.x".into());
        line(format!("mad r10.xyz, c{diffuse}, r19.w, r10"));
        if key.specular {
            // H = unit(E + L); (N . H)^power, only where N . L > 0.
            line("add r20.xyz, r16, r23".into());
            line("nrm r20.xyz, r20".into());
            line("dp3 r20.w, r3, r20".into());
            line("max r20.w, r20.w, c13.z".into());
            line(format!("pow r20.w, r20.w, c{}.x", m + 4));
            line("slt r19.y, c14.x, r19.z".into());
            line("mul r20.w, r20.w, r19.y".into());
            line("mul r20.w, r20.w, r18.x".into());
            line(format!("mad r11.xyz, c{specular}, r20.w, r11"));
        }
    }
    line(format!("mov r21, c{}", FfVertexRegisters::AMBIENT));
    line("add r21.xyz, r21, r9".into());
    line("mul r21.xyz, r21, r14".into());
    line("mad r21.xyz, r12, r10, r21".into());
    line("add r21.xyz, r21, r15".into());
    line("mov r21.w, r12.w".into());
    line("mov r22, c14.x".into());
    if key.specular {
        line("mul r22.xyz, r13, r11".into());
    }
    line("mov r22.w, r13.w".into());
}

/// Builds and validates the fixed-function vertex module of `key`: the
/// program of [`ff_vertex_program`] through the translator, so its
/// outputs, fog, point size and linking are those of any `vs_2_0` shader.
pub fn ff_vertex_shader(key: &FfVertexKey) -> Result<Translation, TranslateError> {
    let (text, vertex_fetch) = ff_vertex_program_and_fetch(key);
    let program = ninebridge_d3dbc::assemble_program(&text)
        .map_err(|e| TranslateError::Program(format!("fixed-function vertex program: {e}")))?;
    let options = TranslateOptions {
        flat_shading: key.flat_shading,
        omit_pixel_offset: !key.viewport_adjust,
        vertex_fetch,
        ..Default::default()
    };
    translate(&program, &options)
}
