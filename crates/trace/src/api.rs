//! Steps to and from the API's values: what a capture writes from a call's
//! arguments and what a replay passes back to the device, one conversion
//! each way.

use ninebridge_types::{
    ColorValue, Light, Material, PrimitiveType, Rect, TransformState, Vector, VertexElement,
};

use crate::step::{
    ConstantsB, ConstantsF, ConstantsI, CreateShader, DeclElement, DrawPrimitiveUp, RectLtrb,
    SetLight, SetMaterial, Transform,
};
use crate::value::{Bool, Dword, F32, HexBytes, Id};

fn color(c: ColorValue) -> [F32; 4] {
    [F32(c.r), F32(c.g), F32(c.b), F32(c.a)]
}

fn color_value(c: [F32; 4]) -> ColorValue {
    ColorValue {
        r: c[0].0,
        g: c[1].0,
        b: c[2].0,
        a: c[3].0,
    }
}

fn vector(v: Vector) -> [F32; 3] {
    [F32(v.x), F32(v.y), F32(v.z)]
}

fn vector_value(v: [F32; 3]) -> Vector {
    Vector {
        x: v[0].0,
        y: v[1].0,
        z: v[2].0,
    }
}

/// A rectangle as a trace writes it.
pub fn rect_ltrb(r: Rect) -> RectLtrb {
    [r.left, r.top, r.right, r.bottom]
}

/// A trace rectangle as the API's.
pub fn rect(r: RectLtrb) -> Rect {
    Rect {
        left: r[0],
        top: r[1],
        right: r[2],
        bottom: r[3],
    }
}

impl SetLight {
    /// `SetLight(index, light)`.
    pub fn new(index: u32, l: &Light) -> Self {
        SetLight {
            index,
            light_type: l.ty,
            diffuse: color(l.diffuse),
            specular: color(l.specular),
            ambient: color(l.ambient),
            position: vector(l.position),
            direction: vector(l.direction),
            range: F32(l.range),
            falloff: F32(l.falloff),
            attenuation0: F32(l.attenuation0),
            attenuation1: F32(l.attenuation1),
            attenuation2: F32(l.attenuation2),
            theta: F32(l.theta),
            phi: F32(l.phi),
        }
    }

    /// The `D3DLIGHT9`.
    pub fn light(&self) -> Light {
        Light {
            ty: self.light_type,
            diffuse: color_value(self.diffuse),
            specular: color_value(self.specular),
            ambient: color_value(self.ambient),
            position: vector_value(self.position),
            direction: vector_value(self.direction),
            range: self.range.0,
            falloff: self.falloff.0,
            attenuation0: self.attenuation0.0,
            attenuation1: self.attenuation1.0,
            attenuation2: self.attenuation2.0,
            theta: self.theta.0,
            phi: self.phi.0,
        }
    }
}

impl From<&Material> for SetMaterial {
    fn from(m: &Material) -> Self {
        SetMaterial {
            diffuse: color(m.diffuse),
            ambient: color(m.ambient),
            specular: color(m.specular),
            emissive: color(m.emissive),
            power: F32(m.power),
        }
    }
}

impl SetMaterial {
    /// The `D3DMATERIAL9`.
    pub fn material(&self) -> Material {
        Material {
            diffuse: color_value(self.diffuse),
            ambient: color_value(self.ambient),
            specular: color_value(self.specular),
            emissive: color_value(self.emissive),
            power: self.power.0,
        }
    }
}

impl From<VertexElement> for DeclElement {
    fn from(e: VertexElement) -> Self {
        DeclElement {
            stream: e.stream,
            offset: e.offset,
            ty: e.ty.into(),
            method: e.method.into(),
            usage: e.usage.into(),
            usage_index: e.usage_index,
        }
    }
}

impl Transform {
    /// `SetTransform(state, m)`, `m[row][col]`.
    pub fn new(state: TransformState, m: [[f32; 4]; 4]) -> Self {
        Transform {
            state,
            matrix: std::array::from_fn(|i| F32(m[i / 4][i % 4])),
        }
    }

    /// The matrix, `m[row][col]`.
    pub fn rows(&self) -> [[f32; 4]; 4] {
        std::array::from_fn(|r| std::array::from_fn(|c| self.matrix[r * 4 + c].0))
    }
}

impl ConstantsF {
    /// `Set*ShaderConstantF(start, data)`.
    pub fn new(start: u32, data: &[[f32; 4]]) -> Self {
        ConstantsF {
            start,
            count: data.len() as u32,
            values: data.iter().flatten().map(|&v| F32(v)).collect(),
        }
    }
}

impl ConstantsI {
    /// `Set*ShaderConstantI(start, data)`.
    pub fn new(start: u32, data: &[[i32; 4]]) -> Self {
        ConstantsI {
            start,
            count: data.len() as u32,
            values: data.iter().flatten().copied().collect(),
        }
    }
}

impl ConstantsB {
    /// `Set*ShaderConstantB(start, data)`.
    pub fn new(start: u32, data: &[bool]) -> Self {
        ConstantsB {
            start,
            count: data.len() as u32,
            values: data.iter().map(|&b| Bool(b)).collect(),
        }
    }
}

impl CreateShader {
    /// `Create*Shader(bytecode)` as object `id`: the tokens up to and
    /// including the end token (all of them when there is none), the
    /// version as `vs_2_0`/`ps_1_4`.
    pub fn new(id: Id, bytecode: &[u8]) -> Self {
        let mut tokens = Vec::with_capacity(bytecode.len() / 4);
        for chunk in bytecode.chunks_exact(4) {
            let t = u32::from_le_bytes([chunk[0], chunk[1], chunk[2], chunk[3]]);
            tokens.push(Dword(t));
            // Tokens after the first (version) token: stop at the end token.
            if t == 0x0000_ffff && tokens.len() > 1 {
                break;
            }
        }
        let version = tokens.first().map_or_else(String::new, |t| {
            let kind = if t.0 >> 16 == 0xffff { "ps" } else { "vs" };
            format!("{kind}_{}_{}", (t.0 >> 8) & 0xff, t.0 & 0xff)
        });
        CreateShader {
            id,
            version,
            tokens,
            opcodes: Vec::new(),
        }
    }
}

impl DrawPrimitiveUp {
    /// `DrawPrimitiveUP(pt, count, data, stride)`: the whole vertices of
    /// `data`.
    pub fn new(primitive_type: PrimitiveType, count: u32, data: &[u8], stride: u32) -> Self {
        let vertex_count = data.len().checked_div(stride as usize).unwrap_or(0) as u32;
        DrawPrimitiveUp {
            primitive_type: primitive_type.into(),
            count,
            stride,
            vertex_count,
            data_hex: HexBytes(data[..(vertex_count * stride) as usize].to_vec()),
            layout: None,
            vertices: None,
        }
    }
}
