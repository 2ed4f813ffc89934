//! Why assembly text could not be assembled.

use thiserror::Error;

/// An assembler failure at a 1-based source line.
#[derive(Clone, Debug, Error, PartialEq, Eq)]
#[error("line {line}: {kind}")]
pub struct AsmError {
    /// 1-based line number.
    pub line: usize,
    /// What is wrong.
    pub kind: AsmErrorKind,
}

/// The kinds of assembler failure.
#[derive(Clone, Debug, Error, PartialEq, Eq)]
pub enum AsmErrorKind {
    /// No version line (`vs_2_0`, `ps.1.1`, ...) before the first instruction.
    #[error("expected a version line such as vs_2_0 or ps_1_4, found {found:?}")]
    MissingVersion {
        /// The first non-empty line.
        found: String,
    },
    /// The text ended without a version line.
    #[error("no version line")]
    Empty,
    /// A version line naming a model Direct3D 9 does not have.
    #[error("unknown shader model {text:?}")]
    BadVersion {
        /// The version text.
        text: String,
    },
    /// A mnemonic the model does not know.
    #[error("unknown instruction {name:?} for {model}")]
    UnknownOpcode {
        /// The mnemonic.
        name: String,
        /// The model.
        model: String,
    },
    /// An opcode suffix that does not apply.
    #[error("{mnemonic}: unknown or misplaced suffix _{suffix}")]
    BadSuffix {
        /// The mnemonic.
        mnemonic: String,
        /// The suffix without `_`.
        suffix: String,
    },
    /// Wrong number of operands.
    #[error("{mnemonic} takes {expected} operands, found {found}")]
    OperandCount {
        /// The mnemonic.
        mnemonic: String,
        /// Operands the opcode takes in this model.
        expected: usize,
        /// Operands given.
        found: usize,
    },
    /// An operand that does not parse.
    #[error("bad operand {text:?}: {reason}")]
    BadOperand {
        /// The operand text.
        text: String,
        /// Why.
        reason: &'static str,
    },
    /// A numeric literal that does not parse or does not fit.
    #[error("bad number {text:?}")]
    BadNumber {
        /// The literal.
        text: String,
    },
    /// Preprocessor directives other than `#line` are not implemented.
    #[error("preprocessor directive {text:?} is not supported (only #line is ignored)")]
    Preprocessor {
        /// The directive line.
        text: String,
    },
    /// The program is longer than the 65536 tokens a shader may have.
    #[error("the shader would be {tokens} tokens, more than 65536")]
    TooLong {
        /// Tokens the program encodes to.
        tokens: usize,
    },
    /// An unterminated `/* */` comment.
    #[error("unterminated /* comment")]
    UnterminatedComment,
}
