//! Why a test block's setup or one of its commands failed on the CPU
//! runner. The message is the `detail` of the probes it turns into errors.

use crate::error::{DataError, StateError};

/// A setup step or command the CPU runner could not carry out.
#[derive(Debug, thiserror::Error)]
pub enum InterpCaseError {
    /// Case data (hex, uniform values, a size) that does not decode.
    #[error(transparent)]
    Data(#[from] DataError),
    /// A state command that does not parse.
    #[error(transparent)]
    State(#[from] StateError),
    /// A shader the interpreter cannot run.
    #[error("{stage} shader: {source}")]
    Interp {
        /// `vertex` or `pixel`.
        stage: &'static str,
        /// What the interpreter said.
        source: ninebridge_interp::InterpError,
    },
    /// Bytecode that does not parse.
    #[error("{stage} shader does not parse: {source}")]
    Parse {
        /// `vertex` or `pixel`.
        stage: &'static str,
        /// The parser's error.
        source: ninebridge_d3dbc::ParseError,
    },
    /// Bytecode D3D9's `Create*Shader` refuses (the model's rules).
    #[error("Create{stage}Shader refuses it: {reason}")]
    Refused {
        /// `vertex` or `pixel`.
        stage: &'static str,
        /// The first rule broken.
        reason: String,
    },
    /// A shader of the wrong stage.
    #[error("the {0} shader is of the other stage")]
    Stage(&'static str),
    /// A command's arguments do not have the shape its op needs.
    #[error("{op} arguments: {source}")]
    Arguments {
        /// The op.
        op: &'static str,
        /// What serde said.
        source: serde_json::Error,
    },
    /// A test block without its `state` section.
    #[error("test block without a state section")]
    NoState,
    /// A block index that names no block.
    #[error("block {0} does not exist")]
    NoBlock(usize),
    /// A test that binds no shader of a stage.
    #[error("the test binds no {0} shader")]
    NoShader(&'static str),
    /// A shader that did not compile.
    #[error("{stage} shader did not compile: {message}")]
    ShaderDidNotCompile {
        /// `vertex` or `pixel`.
        stage: &'static str,
        /// The first line of the compiler's message.
        message: String,
    },
    /// A shader without bytecode.
    #[error("{0} shader has no bytecode")]
    NoBytecode(&'static str),
    /// A slot name that is not a number.
    #[error("{kind} slot {slot:?}")]
    Slot {
        /// `rtv`, `srv`, `sampler` or `vb`.
        kind: &'static str,
        /// The slot as written.
        slot: String,
    },
    /// A resource format D3D9 has no equivalent for.
    #[error("format {0} has no D3D9 equivalent (D3DFMT_UNKNOWN)")]
    Format(String),
    /// `srv` data shorter than the texture's levels.
    #[error("srv data has {len} bytes, more needed at offset {offset}")]
    ShortTextureData {
        /// Bytes given.
        len: usize,
        /// Where the next level starts.
        offset: usize,
    },
    /// A sampler filter other than `point` and `linear`.
    #[error("sampler filter {0}")]
    SamplerFilter(String),
    /// A sampler address mode D3D9 does not have.
    #[error("sampler address mode {0}")]
    SamplerAddress(String),
    /// A `sampler` line of another shape.
    #[error("sampler line {0:?} not understood")]
    SamplerLine(String),
    /// An input layout format without a D3DDECLTYPE.
    #[error("input layout format {0} has no D3DDECLTYPE")]
    DeclType(String),
    /// A semantic without a D3DDECLUSAGE.
    #[error("semantic {0} has no D3DDECLUSAGE")]
    Semantic(String),
    /// An `input_layout` line of another shape.
    #[error("input layout line {0:?} not understood")]
    InputLayoutLine(String),
    /// A vertex buffer shorter than the draw reads.
    #[error("vertex buffer too short for vertex {0}")]
    ShortVertexBuffer(u32),
    /// A topology the CPU rasteriser does not draw.
    #[error("topology {0} is not supported by the CPU rasteriser")]
    Topology(String),
    /// A primitive with a vertex at or behind the eye (w <= 0): the CPU
    /// A `clear rtv` of a slot the test does not bind.
    #[error("no rtv {0}")]
    ClearTarget(u32),
    /// A probe of something other than a render target.
    #[error("probe of {0} is not supported by the D3D9 runner")]
    ProbeTarget(String),
    /// A probe of an unbound render target.
    #[error("no rtv {0} bound")]
    ProbeUnbound(u32),
    /// A probe rectangle without pixels.
    #[error("empty probe rectangle {0:?}")]
    EmptyRect([u32; 4]),
    /// A probe rectangle beyond the target.
    #[error("probe rectangle {rect:?} is outside the {width}x{height} target")]
    ProbeOutside {
        /// x0, y0, x1, y1.
        rect: [u32; 4],
        /// The target's width.
        width: u32,
        /// The target's height.
        height: u32,
    },
    /// More probed values than a texel holds (or none).
    #[error("probe of {values} values on a target of {texel}-byte pixels")]
    ProbeValues {
        /// Values the probe gives.
        values: usize,
        /// Bytes per pixel of the target.
        texel: usize,
    },
    /// An expected value that is not a number.
    #[error("non-numeric expected value")]
    NonNumericExpected,
    /// A probe kind other than `rgba`, `f32`, `i32`, `u32`.
    #[error("probe kind {0}")]
    ProbeKind(String),
}
