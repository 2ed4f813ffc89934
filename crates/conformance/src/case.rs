//! The case file model (serde over the JSON described in the conformance
//! README). Only what the runner uses is modelled; unknown fields are ignored
//! and missing optional ones default, so a malformed section surfaces as an
//! `error` for the probes that need it rather than a failed parse.

use std::collections::BTreeMap;

use serde::Deserialize;

use crate::error::{DataError, LoadError};

/// One case file.
#[derive(Debug, Deserialize)]
pub struct Case {
    /// The vertex shader `draw quad` uses until a test gives one.
    pub default_vs: Option<ShaderRef>,
    /// The file's sections in order.
    pub blocks: Vec<Block>,
}

/// Compiled bytecode of a shader (or why there is none).
#[derive(Clone, Debug, Default, Deserialize)]
pub struct ShaderRef {
    /// Whether compilation succeeded.
    pub ok: Option<bool>,
    /// The bytecode as hex bytes.
    pub hex: Option<String>,
    /// The compiler's message when it failed.
    pub error: Option<String>,
}

/// One section of the file.
#[derive(Debug, Deserialize)]
pub struct Block {
    /// `test`, `srv`, `sampler`, `rtv`, `vb`, `input_layout`, ...
    pub kind: String,
    /// The section's text lines.
    #[serde(default)]
    pub lines: Vec<String>,
    /// Resource format.
    pub format: Option<String>,
    /// Resource size, `(2d, w, h)`, `(3d, w, h, d)`, `(cube, n)`.
    pub size: Option<String>,
    /// Mip levels.
    pub levels: Option<u32>,
    /// Resource data: little-endian 32-bit words as hex bytes.
    pub data_u32_hex: Option<String>,
    /// Test blocks: the commands.
    #[serde(default)]
    pub commands: Vec<Command>,
    /// Test blocks: the vertex shader bound.
    pub vs: Option<ShaderRef>,
    /// Test blocks: the pixel shader bound.
    pub ps: Option<ShaderRef>,
    /// Test blocks: the resources bound (slot -> block index).
    pub state: Option<TestState>,
    /// Test blocks: whether the reference runner executes it at this model.
    #[serde(default)]
    pub runnable: bool,
    /// Test blocks: why the reference runner does not.
    pub not_executed_reason: Option<String>,
}

/// Which resource blocks a test binds.
#[derive(Debug, Default, Deserialize)]
pub struct TestState {
    /// srv slot -> block index.
    #[serde(default)]
    pub srv: BTreeMap<String, usize>,
    /// rtv slot -> block index.
    #[serde(default)]
    pub rtv: BTreeMap<String, usize>,
    /// vb slot -> block index.
    #[serde(default)]
    pub vb: BTreeMap<String, usize>,
    /// sampler slot -> block index.
    #[serde(default)]
    pub sampler: BTreeMap<String, usize>,
    /// The input layout block.
    pub input_layout: Option<usize>,
}

/// One command of a test block.
#[derive(Debug, Deserialize)]
pub struct Command {
    /// `uniform`, `draw quad`, `draw`, `probe`, `clear rtv`, `fog`, ...
    pub op: String,
    /// Parsed arguments (shape depends on `op`).
    #[serde(default)]
    pub args: serde_json::Value,
    /// Source line.
    #[serde(default)]
    pub line: u64,
    /// The command's text.
    #[serde(default)]
    pub text: String,
    /// The reference runner skips it at this model.
    #[serde(default)]
    pub skip: bool,
    /// vkd3d's own result on lavapipe (probes only).
    pub xcheck_vkd3d_vulkan_lavapipe: Option<String>,
}

/// `uniform` arguments.
#[derive(Debug, Deserialize)]
pub struct UniformArgs {
    /// Offset in 32-bit words.
    pub offset_dwords: u32,
    /// `float`, `float4`, `int`, `uint4`, ...
    #[serde(rename = "type")]
    pub ty: String,
    /// The values.
    pub values: Vec<serde_json::Number>,
}

/// `draw` arguments.
#[derive(Debug, Deserialize)]
pub struct DrawArgs {
    /// `point list`, `triangle list`, `triangle strip`, ...
    pub topology: String,
    /// Vertices drawn.
    pub vertex_count: u32,
}

/// `clear rtv` arguments.
#[derive(Debug, Deserialize)]
pub struct ClearArgs {
    /// Render target slot.
    pub slot: u32,
    /// r, g, b, a.
    pub value: Vec<f64>,
}

/// `probe` arguments.
#[derive(Debug, Deserialize)]
pub struct ProbeArgs {
    /// `rtv N` (or `uav N`, unsupported in D3D9).
    pub target: String,
    /// x0, y0, x1, y1 (exclusive).
    pub rect: [u32; 4],
    /// `rgba`, `f32`, `i32`, `u32`.
    pub kind: String,
    /// Expected values (1 or 4).
    pub values: Vec<serde_json::Number>,
    /// Tolerance in ULPs.
    #[serde(default)]
    pub ulps: u32,
}

impl Case {
    /// Reads and parses the case file at `path`.
    pub fn load(path: &std::path::Path) -> Result<Case, LoadError> {
        let bytes = std::fs::read(path)?;
        Ok(serde_json::from_slice(&bytes)?)
    }
}

/// Decodes a `hex` field into bytes.
pub fn hex_bytes(hex: &str) -> Result<Vec<u8>, DataError> {
    let hex = hex.trim();
    if hex.len() % 2 != 0 {
        return Err(DataError::OddHexLength(hex.len()));
    }
    (0..hex.len())
        .step_by(2)
        .map(|i| {
            hex.get(i..i + 2)
                .and_then(|pair| u8::from_str_radix(pair, 16).ok())
                .ok_or(DataError::BadHexByte { offset: i })
        })
        .collect()
}

/// The 32-bit words of a `uniform` command's values: `float*` as `f32`
/// bits, `int*` and `uint*` as integers that must fit 32 bits.
pub fn number_words(ty: &str, values: &[serde_json::Number]) -> Result<Vec<u32>, DataError> {
    let base = ty.trim_end_matches(|c: char| c.is_ascii_digit());
    values
        .iter()
        .map(|n| match base {
            "float" => n.as_f64().map(|v| (v as f32).to_bits()),
            "int" => n
                .as_i64()
                .and_then(|v| i32::try_from(v).ok())
                .map(|v| v as u32),
            "uint" => n.as_u64().and_then(|v| u32::try_from(v).ok()),
            _ => None,
        })
        .collect::<Option<Vec<u32>>>()
        .ok_or_else(|| DataError::UniformWords {
            ty: ty.to_string(),
            values: values.to_vec(),
        })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hex_decodes_and_rejects_garbage() {
        assert_eq!(hex_bytes("0000803f").unwrap(), 1.0f32.to_le_bytes());
        assert!(hex_bytes("abc").is_err());
        assert!(hex_bytes("zz").is_err());
        assert!(hex_bytes("é0").is_err());
    }

    #[test]
    fn uniform_words() {
        let n = |v: serde_json::Value| serde_json::from_value::<serde_json::Number>(v).unwrap();
        assert_eq!(
            number_words("float4", &[n(1.0.into())]).unwrap(),
            [0x3f80_0000]
        );
        assert_eq!(number_words("int", &[n((-1).into())]).unwrap(), [u32::MAX]);
        assert_eq!(number_words("uint", &[n(7.into())]).unwrap(), [7]);
        assert!(number_words("double2", &[n(1.0.into())]).is_err());
    }
}
