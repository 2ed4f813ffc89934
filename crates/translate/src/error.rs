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

impl TranslateError {
    pub(crate) fn output(backend: &'static str, err: impl std::fmt::Display) -> Self {
        TranslateError::Output {
            backend,
            message: err.to_string(),
        }
    }
}
