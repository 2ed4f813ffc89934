//! Why a test block's setup or one of its commands failed. The message is
//! the `detail` of the probes the failure turns into errors.

use ninebridge_d3d9::D3dError;

use crate::error::{DataError, StateError};

/// A setup step or command of a test block that could not be carried out.
#[derive(Debug, thiserror::Error)]
pub enum CaseError {
    /// The device refused a call.
    #[error(transparent)]
    Device(#[from] D3dError),
    /// Case data (hex, uniform values, a size) that does not decode.
    #[error(transparent)]
    Data(#[from] DataError),
    /// A state command that does not parse.
    #[error(transparent)]
    State(#[from] StateError),
    /// A command's arguments do not have the shape its op needs.
    #[error("{op} arguments: {source}")]
    Arguments {
        /// The op (`uniform`, `draw`, `clear`, `probe`).
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
    /// A shader that did not compile (the compiler's first line).
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
        /// `rtv`, `srv`, `sampler`, `vb` or `input layout`.
        kind: &'static str,
        /// The slot as written.
        slot: String,
    },
    /// A resource format without a D3DFORMAT.
    #[error("format {0} has no D3D9 equivalent (D3DFMT_UNKNOWN)")]
    Format(String),
    /// `srv` data shorter than the texture's levels.
    #[error("srv data has {len} bytes, more needed at offset {offset}")]
    ShortTextureData {
        /// Bytes of data given.
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
    /// A `sampler` block line of another shape.
    #[error("sampler line {0:?} not understood")]
    SamplerLine(String),
    /// An input layout format without a D3DDECLTYPE.
    #[error("input layout format {0} has no D3DDECLTYPE")]
    DeclType(String),
    /// A semantic without a D3DDECLUSAGE.
    #[error("semantic {0} has no D3DDECLUSAGE")]
    Semantic(String),
    /// A semantic index that is not a number.
    #[error("semantic index {0:?}")]
    SemanticIndex(String),
    /// An `input_layout` line of another shape.
    #[error("input layout line {0:?} not understood")]
    InputLayoutLine(String),
    /// A vertex buffer over 4 GiB.
    #[error("vertex buffer too large")]
    VertexBufferTooLarge,
    /// A `draw` topology that is not a D3D9 primitive type.
    #[error("topology {0} is not a D3D9 primitive type")]
    Topology(String),
    /// A `clear rtv` of a slot the test does not bind.
    #[error("no rtv {0}")]
    ClearTarget(u32),
    /// A probe of something other than a render target.
    #[error("probe of {0} is not supported by the D3D9 runner")]
    ProbeTarget(String),
    /// A probe of a render target slot the test does not bind.
    #[error("no rtv {0} bound")]
    ProbeUnbound(u32),
    /// A probe rectangle without pixels.
    #[error("empty probe rectangle {0:?}")]
    EmptyRect([u32; 4]),
    /// More probed values than the target's texels hold.
    #[error("probe of {values} values on a target with {texel}-byte texels")]
    ProbeValues {
        /// Values expected per pixel.
        values: usize,
        /// Bytes per texel of the target.
        texel: usize,
    },
    /// An expected float value that is not a number.
    #[error("non-numeric expected value")]
    NonNumericExpected,
    /// A probe kind other than `rgba`, `f32`, `i32`, `u32`.
    #[error("probe kind {0}")]
    ProbeKind(String),
}

/// A command that failed, with where it is in the case file.
#[derive(Debug, thiserror::Error)]
#[error("line {line}: {text}: {reason}")]
pub struct CommandError {
    /// The command's source line.
    pub line: u64,
    /// The command's text.
    pub text: String,
    /// Why it failed.
    pub reason: CaseError,
}
