//! The inputs of one shader run, as the JSON `ninebridge shader run
//! --inputs` reads and `shader diff` draws at random (built with the
//! `interp` feature).
//!
//! ```json
//! {
//!   "c": {"0": [1, 0, 0, 1]},          // float constants by register
//!   "i": {"0": [4, 0, 1, 0]},          // integer constants
//!   "b": {"0": true},                  // boolean constants
//!   "v": {"0": [0.5, 0.5, 0, 1]},      // v# inputs (vertex or pixel)
//!   "t": {"0": [0.25, 0.75, 0, 1]},    // texture coordinates (ps below 3.0)
//!   "position": [0, 0], "face": 1,     // vPos, vFace
//!   "v_gradients": {"0": [[0.25, 0, 0, 0], [0, 0.5, 0, 0]]}, // per pixel x, y
//!   "t_gradients": {},                 // the same for t#
//!   "mul_zero": false,                 // the "0 times anything" multiply
//!   "textures": {"0": {"type": "2d", "width": 2, "height": 1,
//!                      "texels": [[1, 0, 0, 1], [0, 1, 0, 1]],
//!                      "filter": "point", "address": "wrap"}}
//! }
//! ```
//!
//! Every field is optional; registers not given read 0. Texels are rows
//! of x, then y, then z (volume) or face (cube, +x -x +y -y +z -z); a
//! texture's `mips` (levels 1, 2, ...) are laid out the same, and
//! `mip_filter` (`none`, `point`, `linear`) samples them.

use std::collections::BTreeMap;

use ninebridge_d3dbc::SamplerTextureType;
use ninebridge_interp::{
    CpuTexture, CpuTextures, Environment, PixelInput, SamplerDesc, VertexInput,
};
use ninebridge_types::{SamplerSlot, TextureAddress, TextureFilterType};
use serde::{Deserialize, Serialize};

/// One set of inputs.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct InputSet {
    /// Float constants by register number.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub c: BTreeMap<u32, [f32; 4]>,
    /// Integer constants by register number.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub i: BTreeMap<u32, [i32; 4]>,
    /// Boolean constants by register number.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub b: BTreeMap<u32, bool>,
    /// `v#` inputs by register number.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub v: BTreeMap<u32, [f32; 4]>,
    /// Texture coordinates by set (pixel shaders below 3.0).
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub t: BTreeMap<u32, [f32; 4]>,
    /// `vPos` (pixel shaders).
    #[serde(default)]
    pub position: [f32; 2],
    /// `vFace` (pixel shaders): positive for front faces.
    #[serde(default = "one")]
    pub face: f32,
    /// The "0 times anything is 0" multiply.
    #[serde(default)]
    pub mul_zero: bool,
    /// Textures by sampler stage.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub textures: BTreeMap<u32, TextureInput>,
    /// Per-pixel change of `v#` (pixel shaders): `[d/dx, d/dy]`; the value
    /// at pixel (x, y) of the quad is `v + x * d/dx + y * d/dy`.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub v_gradients: BTreeMap<u32, [[f32; 4]; 2]>,
    /// Per-pixel change of `t#` (pixel shaders below 3.0), as `v_gradients`.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub t_gradients: BTreeMap<u32, [[f32; 4]; 2]>,
}

fn one() -> f32 {
    1.0
}

/// A texture of an input set.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TextureInput {
    /// `2d`, `cube` or `volume`.
    #[serde(rename = "type")]
    pub kind: String,
    /// Width (and cube edge).
    pub width: u32,
    /// Height (1 when absent).
    #[serde(default = "one_u32")]
    pub height: u32,
    /// Depth of a volume (1 when absent).
    #[serde(default = "one_u32")]
    pub depth: u32,
    /// Level-0 texels (r, g, b, a).
    pub texels: Vec<[f32; 4]>,
    /// Further mip levels (1, 2, ...), each laid out as `texels` (every
    /// face of a cube, in face order), each axis half the one before.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub mips: Vec<Vec<[f32; 4]>>,
    /// `point` or `linear` (min and mag).
    #[serde(default = "point")]
    pub filter: String,
    /// The mip filter: `none` (level 0 only), `point` or `linear`.
    #[serde(default = "none", skip_serializing_if = "is_none")]
    pub mip_filter: String,
    /// `wrap`, `mirror`, `clamp`, `border` or `mirroronce` (all axes).
    #[serde(default = "wrap")]
    pub address: String,
}

fn one_u32() -> u32 {
    1
}
fn point() -> String {
    "point".into()
}
fn none() -> String {
    "none".into()
}
fn is_none(s: &str) -> bool {
    s == "none"
}
fn wrap() -> String {
    "wrap".into()
}

/// An input set that cannot be used.
#[derive(Clone, Debug, PartialEq, thiserror::Error)]
pub enum InputError {
    /// A texture type other than 2d, cube, volume.
    #[error("texture {stage}: type {kind:?} is not 2d, cube or volume")]
    TextureType {
        /// The stage.
        stage: u32,
        /// The type given.
        kind: String,
    },
    /// Fewer texels than the size needs.
    #[error("texture {stage}: {got} texels, {want} needed")]
    Texels {
        /// The stage.
        stage: u32,
        /// Texels given.
        got: usize,
        /// Texels the size needs.
        want: usize,
    },
    /// A filter or address mode that is not a D3D9 one.
    #[error("texture {stage}: {what} {name:?} unknown")]
    Sampler {
        /// The stage.
        stage: u32,
        /// `filter` or `address`.
        what: &'static str,
        /// The name given.
        name: String,
    },
    /// A register number beyond the file.
    #[error("register {file}{index} is beyond the register file")]
    Register {
        /// `c`, `i`, `b`, `v` or `t`.
        file: &'static str,
        /// Its number.
        index: u32,
    },
}

fn dense<T: Copy + Default>(
    map: &BTreeMap<u32, T>,
    file: &'static str,
    limit: u32,
) -> Result<Vec<T>, InputError> {
    let mut out = Vec::new();
    for (&index, &v) in map {
        if index >= limit {
            return Err(InputError::Register { file, index });
        }
        if out.len() <= index as usize {
            out.resize(index as usize + 1, T::default());
        }
        out[index as usize] = v;
    }
    Ok(out)
}

impl InputSet {
    /// The interpreter's environment (constants, `mul_zero`).
    pub fn environment(&self) -> Result<Environment, InputError> {
        Ok(Environment {
            float_constants: dense(&self.c, "c", 8192)?,
            int_constants: dense(&self.i, "i", 2048)?,
            bool_constants: dense(&self.b, "b", 2048)?,
            mul_zero: self.mul_zero,
            ..Environment::default()
        })
    }

    /// The vertex inputs.
    pub fn vertex(&self) -> Result<VertexInput, InputError> {
        Ok(VertexInput {
            v: dense(&self.v, "v", 16)?,
        })
    }

    /// The pixel inputs (every pixel of the quad the same).
    pub fn pixel(&self) -> Result<PixelInput, InputError> {
        let mut input = PixelInput {
            v: dense(&self.v, "v", 16)?,
            position: self.position,
            face: self.face,
            ..PixelInput::default()
        };
        for (&set, &tc) in &self.t {
            *input
                .texcoord
                .get_mut(set as usize)
                .ok_or(InputError::Register {
                    file: "t",
                    index: set,
                })? = tc;
        }
        Ok(input)
    }

    /// The pixel inputs of pixel (x, y) of the quad: `pixel()` moved by the
    /// gradients, `position` (`vPos`) moved by (x, y).
    pub fn pixel_at(&self, x: u32, y: u32) -> Result<PixelInput, InputError> {
        let mut input = self.pixel()?;
        let at = |v: &mut [f32; 4], g: &[[f32; 4]; 2]| {
            for c in 0..4 {
                v[c] += x as f32 * g[0][c] + y as f32 * g[1][c];
            }
        };
        for (&r, g) in &self.v_gradients {
            if r >= 16 {
                return Err(InputError::Register {
                    file: "v",
                    index: r,
                });
            }
            if input.v.len() <= r as usize {
                input.v.resize(r as usize + 1, [0.0; 4]);
            }
            at(&mut input.v[r as usize], g);
        }
        for (&r, g) in &self.t_gradients {
            if let Some(v) = input.texcoord.get_mut(r as usize) {
                at(v, g);
            }
        }
        input.position = [self.position[0] + x as f32, self.position[1] + y as f32];
        Ok(input)
    }

    /// The textures, bound to pixel stages (`vertex`: vertex stages).
    pub fn textures(&self, vertex: bool) -> Result<CpuTextures, InputError> {
        let mut out = CpuTextures::default();
        for (&stage, t) in &self.textures {
            let kind = match t.kind.as_str() {
                "2d" => SamplerTextureType::Texture2d,
                "cube" => SamplerTextureType::Cube,
                "volume" => SamplerTextureType::Volume,
                _ => {
                    return Err(InputError::TextureType {
                        stage,
                        kind: t.kind.clone(),
                    });
                }
            };
            let (w, h, d) = (t.width.max(1), t.height.max(1), t.depth.max(1));
            let (depth, faces) = match kind {
                SamplerTextureType::Cube => (1, 6),
                SamplerTextureType::Volume => (d, 1),
                _ => (1, 1),
            };
            let h = if kind == SamplerTextureType::Cube {
                w
            } else {
                h
            };
            let per_face = (w * h * depth) as usize;
            let want = per_face * faces;
            if t.texels.len() < want {
                return Err(InputError::Texels {
                    stage,
                    got: t.texels.len(),
                    want,
                });
            }
            // Face-major, every level of a face together (`CpuTexture`).
            let mut levels = Vec::new();
            for f in 0..faces {
                levels.push(t.texels[f * per_face..(f + 1) * per_face].to_vec());
                for (k, mip) in t.mips.iter().enumerate() {
                    let e = |v: u32| (v >> (k + 1)).max(1) as usize;
                    let per = e(w) * e(h) * if faces == 1 { e(depth) } else { 1 };
                    let part = mip.get(f * per..(f + 1) * per).ok_or(InputError::Texels {
                        stage,
                        got: mip.len(),
                        want: per * faces,
                    })?;
                    levels.push(part.to_vec());
                }
            }
            let filter = match t.filter.as_str() {
                "point" => TextureFilterType::Point,
                "linear" => TextureFilterType::Linear,
                other => {
                    return Err(InputError::Sampler {
                        stage,
                        what: "filter",
                        name: other.to_string(),
                    });
                }
            };
            let mip = match t.mip_filter.as_str() {
                "none" => TextureFilterType::None,
                "point" => TextureFilterType::Point,
                "linear" => TextureFilterType::Linear,
                other => {
                    return Err(InputError::Sampler {
                        stage,
                        what: "mip filter",
                        name: other.to_string(),
                    });
                }
            };
            let address =
                TextureAddress::from_name(&t.address).ok_or_else(|| InputError::Sampler {
                    stage,
                    what: "address",
                    name: t.address.clone(),
                })?;
            let slot = if vertex {
                SamplerSlot::Vertex(stage)
            } else {
                SamplerSlot::Pixel(stage)
            };
            out.bind(
                slot,
                CpuTexture {
                    kind,
                    width: w,
                    height: h,
                    depth,
                    levels,
                },
                SamplerDesc {
                    address: [address; 3],
                    mag: filter,
                    min: filter,
                    mip,
                    ..SamplerDesc::default()
                },
            );
        }
        Ok(out)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_documented_example_parses() {
        let text = r#"{"c": {"0": [1, 0, 0, 1]}, "i": {"0": [4, 0, 1, 0]}, "b": {"0": true},
            "v": {"0": [0.5, 0.5, 0, 1]}, "t": {"0": [0.25, 0.75, 0, 1]},
            "position": [0, 0], "face": 1, "mul_zero": false,
            "textures": {"0": {"type": "2d", "width": 2, "height": 1,
                "texels": [[1, 0, 0, 1], [0, 1, 0, 1]], "filter": "point", "address": "wrap"}}}"#;
        let set: InputSet = serde_json::from_str(text).unwrap();
        let env = set.environment().unwrap();
        assert_eq!(env.float_constants, vec![[1.0, 0.0, 0.0, 1.0]]);
        assert_eq!(env.int_constants, vec![[4, 0, 1, 0]]);
        assert_eq!(env.bool_constants, vec![true]);
        assert_eq!(set.pixel().unwrap().texcoord[0], [0.25, 0.75, 0.0, 1.0]);
        assert!(set.textures(false).is_ok());
    }

    #[test]
    fn gradients_move_the_quad_s_pixels_and_mips_bind_as_levels() {
        let text = r#"{"v": {"1": [1, 1, 1, 1]}, "v_gradients": {"1": [[0.5, 0, 0, 0], [0, 0.25, 0, 0]],
            "2": [[1, 1, 1, 1], [0, 0, 0, 0]]},
            "textures": {"0": {"type": "2d", "width": 2, "height": 2,
                "texels": [[0, 0, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0]],
                "mips": [[[1, 1, 1, 1]]], "filter": "linear", "mip_filter": "linear"}}}"#;
        let set: InputSet = serde_json::from_str(text).unwrap();
        let p = set.pixel_at(1, 1).unwrap();
        assert_eq!(p.v[1], [1.5, 1.25, 1.0, 1.0]);
        assert_eq!(p.v[2], [1.0; 4]);
        assert_eq!(p.position, [1.0, 1.0]);
        assert_eq!(set.pixel_at(0, 0).unwrap().v[1], [1.0; 4]);
        let t = set.textures(false).unwrap();
        assert_eq!(t.slots[0].1.level_count(), 2);
        assert_eq!(t.slots[0].2.mip, TextureFilterType::Linear);
    }

    #[test]
    fn bad_inputs_are_errors() {
        let set: InputSet = serde_json::from_str(r#"{"v": {"16": [0, 0, 0, 0]}}"#).unwrap();
        assert!(set.vertex().is_err());
        let set: InputSet = serde_json::from_str(
            r#"{"textures": {"0": {"type": "2d", "width": 2, "texels": [[0,0,0,0]]}}}"#,
        )
        .unwrap();
        assert!(matches!(
            set.textures(false),
            Err(InputError::Texels { .. })
        ));
        assert!(serde_json::from_str::<InputSet>(r#"{"x": 1}"#).is_err());
    }
}
