//! Why a token stream is not a shader.

use thiserror::Error;

use crate::model::ShaderModel;

/// A parse failure. `instruction` is the index the instruction would have in
/// [`Program::instructions`](crate::Program::instructions); `offset` is the
/// token offset from the version token.
#[derive(Clone, Debug, Error, PartialEq, Eq)]
pub enum ParseError {
    /// The byte length is not a multiple of 4.
    #[error("shader is {len} bytes, not a whole number of 32-bit tokens")]
    UnalignedBytes {
        /// Byte length.
        len: usize,
    },
    /// No tokens at all.
    #[error("shader is empty (no version token)")]
    Empty,
    /// The first token is not a version token.
    #[error("token 0 ({token:#010x}) is not a vs/ps version token")]
    BadVersion {
        /// The token.
        token: u32,
    },
    /// A version token of a model Direct3D 9 does not have.
    #[error("version token {token:#010x} names model {model}, which Direct3D 9 does not define")]
    UnknownModel {
        /// The token.
        token: u32,
        /// Its decoding.
        model: ShaderModel,
    },
    /// The tokens end before the end token.
    #[error("instruction {instruction} (token {tokens}): missing end token 0x0000ffff")]
    MissingEnd {
        /// Tokens read.
        tokens: usize,
        /// Instructions read: the index the end token should have had.
        instruction: usize,
    },
    /// More than 65536 tokens before the end token.
    #[error("instruction {instruction}: no end token within {max} tokens")]
    TooLong {
        /// The limit.
        max: usize,
        /// Instructions read before the limit.
        instruction: usize,
    },
    /// An opcode that is not D3DSIO 0..96, phase, comment or end.
    #[error("instruction {instruction} (token {offset}): unknown opcode {code:#06x}")]
    UnknownOpcode {
        /// Instruction index.
        instruction: usize,
        /// Token offset.
        offset: usize,
        /// The opcode field.
        code: u16,
    },
    /// An instruction or comment runs past the end of the tokens.
    #[error(
        "instruction {instruction} (token {offset}): {what} truncated, needs {needed} tokens, {available} left"
    )]
    Truncated {
        /// Instruction index.
        instruction: usize,
        /// Token offset.
        offset: usize,
        /// `instruction` or `comment`.
        what: &'static str,
        /// Tokens needed after the instruction token.
        needed: usize,
        /// Tokens left after it.
        available: usize,
    },
    /// The length field of a model 2/3 instruction disagrees with its operands.
    #[error(
        "instruction {instruction} (token {offset}): {mnemonic} has length field {declared}, its operands take {actual} tokens"
    )]
    LengthMismatch {
        /// Instruction index.
        instruction: usize,
        /// Token offset.
        offset: usize,
        /// The opcode.
        mnemonic: &'static str,
        /// The length field.
        declared: usize,
        /// Tokens the operands took.
        actual: usize,
    },
    /// Bits that must be zero are set (or bit 31 of a parameter is clear).
    #[error(
        "instruction {instruction} (token {offset}): {what} token {token:#010x} has invalid bits {bits:#010x} set or clear"
    )]
    ReservedBits {
        /// Instruction index.
        instruction: usize,
        /// Token offset of the offending token.
        offset: usize,
        /// Which token (`instruction`, `destination`, `source`, ...).
        what: &'static str,
        /// The token.
        token: u32,
        /// The offending bits.
        bits: u32,
    },
    /// A register type code above 19.
    #[error("instruction {instruction} (token {offset}): register type {code} does not exist")]
    BadRegisterType {
        /// Instruction index.
        instruction: usize,
        /// Token offset.
        offset: usize,
        /// The 5-bit code.
        code: u32,
    },
    /// A relative-address token naming something other than `a0` or `aL`.
    #[error(
        "instruction {instruction} (token {offset}): relative address register {register} is not a0 or aL"
    )]
    BadAddressRegister {
        /// Instruction index.
        instruction: usize,
        /// Token offset.
        offset: usize,
        /// The register named (in vertex-shader spelling).
        register: String,
    },
    /// Source modifier 14 or 15.
    #[error("instruction {instruction} (token {offset}): source modifier {code} does not exist")]
    BadSrcModifier {
        /// Instruction index.
        instruction: usize,
        /// Token offset.
        offset: usize,
        /// The 4-bit code.
        code: u32,
    },
    /// A `dcl` usage above 13.
    #[error("instruction {instruction} (token {offset}): declaration usage {code} does not exist")]
    BadUsage {
        /// Instruction index.
        instruction: usize,
        /// Token offset.
        offset: usize,
        /// The usage field.
        code: u32,
    },
    /// A sampler texture type other than 0, 2, 3, 4.
    #[error(
        "instruction {instruction} (token {offset}): sampler texture type {code} does not exist"
    )]
    BadTextureType {
        /// Instruction index.
        instruction: usize,
        /// Token offset.
        offset: usize,
        /// The texture-type field.
        code: u32,
    },
    /// Control bits an opcode does not define (a comparison of 0 or 7, a
    /// texld variant of 3, controls on an opcode without any).
    #[error(
        "instruction {instruction} (token {offset}): {mnemonic} cannot carry control value {control}"
    )]
    BadControl {
        /// Instruction index.
        instruction: usize,
        /// Token offset.
        offset: usize,
        /// The opcode.
        mnemonic: &'static str,
        /// Bits 16..23.
        control: u8,
    },
}

impl ParseError {
    /// The instruction index the error is about, when there is one.
    pub fn instruction(&self) -> Option<usize> {
        match self {
            ParseError::UnknownOpcode { instruction, .. }
            | ParseError::Truncated { instruction, .. }
            | ParseError::LengthMismatch { instruction, .. }
            | ParseError::ReservedBits { instruction, .. }
            | ParseError::BadRegisterType { instruction, .. }
            | ParseError::BadAddressRegister { instruction, .. }
            | ParseError::BadSrcModifier { instruction, .. }
            | ParseError::BadUsage { instruction, .. }
            | ParseError::BadTextureType { instruction, .. }
            | ParseError::BadControl { instruction, .. } => Some(*instruction),
            _ => None,
        }
    }
}

impl ParseError {
    /// The index of the instruction the error is about; `None` for errors
    /// of the whole byte stream (size, version token).
    pub fn instruction_index(&self) -> Option<usize> {
        use ParseError as E;
        match self {
            E::UnalignedBytes { .. } | E::Empty | E::BadVersion { .. } | E::UnknownModel { .. } => {
                None
            }
            E::MissingEnd { instruction, .. }
            | E::TooLong { instruction, .. }
            | E::UnknownOpcode { instruction, .. }
            | E::Truncated { instruction, .. }
            | E::LengthMismatch { instruction, .. }
            | E::ReservedBits { instruction, .. }
            | E::BadRegisterType { instruction, .. }
            | E::BadAddressRegister { instruction, .. }
            | E::BadSrcModifier { instruction, .. }
            | E::BadUsage { instruction, .. }
            | E::BadTextureType { instruction, .. }
            | E::BadControl { instruction, .. } => Some(*instruction),
        }
    }
}
