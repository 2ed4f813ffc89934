//! Errors of the translator.

use thiserror::Error;

/// Why a shader did not translate.
#[derive(Debug, Error)]
pub enum TranslateError {
    /// The bytecode did not parse (from [`crate::translate_bytes`]).
    #[error("parse: {0}")]
    Parse(#[from] ninebridge_d3dbc::ParseError),
    /// An instruction the translator cannot express for this model.
    #[error("instruction {index} ({opcode}): {reason}")]
    Instruction {
        /// Index of the instruction in the program (0 = first after the version).
        index: usize,
        /// The opcode's assembly name.
        opcode: String,
        /// What is wrong.
        reason: String,
    },
    /// The creating runtime would refuse the shader ([`crate::check`]):
    /// the first validator finding, and how many more there are.
    #[error("{error}{}", if *more == 0 { String::new() } else { format!(" (and {more} more)") })]
    Invalid {
        /// The first finding (it names its instruction).
        error: ninebridge_d3dbc::ValidationError,
        /// Findings after the first.
        more: usize,
    },
    /// Shader-wide problem (no instructions, unknown model, control flow that
    /// does not nest, ...).
    #[error("{0}")]
    Program(String),
    /// A fixed-function state value the generator cannot give a meaning
    /// ([`crate::ff`]): the device fails the draw with `D3DERR_INVALIDCALL`.
    #[error("texture stage {stage}: {state} = {value:#x}: {reason}")]
    FixedFunction {
        /// The texture stage (0..7).
        stage: u32,
        /// The state's D3D9 name (`D3DTSS_TEXCOORDINDEX`, ...).
        state: &'static str,
        /// The value set.
        value: u32,
        /// What is wrong with it.
        reason: &'static str,
    },
    /// The generated module failed naga's validator: a translator bug, reported
    /// with naga's message so it can be fixed.
    #[error("generated module does not validate: {0}")]
    Validation(String),
    /// A naga back end failed to write the module.
    #[error("{backend} writer: {message}")]
    Output {
        /// `SPIR-V`, `WGSL`, `MSL` or `GLSL`.
        backend: &'static str,
        /// The back end's message.
        message: String,
    },
}

/// What kind of failure a [`TranslateError`] is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ErrorKind {
    /// The input is not a shader D3D9 would run: it does not parse, the
    /// runtime would refuse it, or it is malformed as a whole.
    Invalid,
    /// A valid shader uses something the translator does not express (an
    /// instruction form, a register use).
    Unsupported,
    /// The translator or a naga back end failed on valid input: a bug here.
    Internal,
}

impl TranslateError {
    /// The kind of failure, for callers that treat bad input, gaps of the
    /// translator and its own bugs differently.
    pub fn kind(&self) -> ErrorKind {
        match self {
            TranslateError::Parse(_)
            | TranslateError::Invalid { .. }
            | TranslateError::Program(_)
            | TranslateError::FixedFunction { .. } => ErrorKind::Invalid,
            TranslateError::Instruction { .. } => ErrorKind::Unsupported,
            TranslateError::Validation(_) | TranslateError::Output { .. } => ErrorKind::Internal,
        }
    }

    /// The index of the instruction the error is about, when it is about one.
    pub fn instruction_index(&self) -> Option<usize> {
        match self {
            TranslateError::Instruction { index, .. } => Some(*index),
            TranslateError::Invalid { error, .. } => error.instruction,
            TranslateError::Parse(e) => e.instruction_index(),
            _ => None,
        }
    }

    pub(crate) fn output(backend: &'static str, err: impl std::fmt::Display) -> Self {
        TranslateError::Output {
            backend,
            message: err.to_string(),
        }
    }
}
