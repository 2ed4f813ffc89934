//! What makes a parsed shader unusable in its model.

use thiserror::Error;

/// One validation failure. `instruction` indexes
/// [`Program::instructions`](crate::Program::instructions); `None` for
/// whole-program problems (an unclosed block at the end).
#[derive(Clone, Debug, Error, PartialEq, Eq)]
#[error("{}{kind}", match instruction { Some(i) => format!("instruction {i}: "), None => String::new() })]
pub struct ValidationError {
    /// The instruction, when there is one.
    pub instruction: Option<usize>,
    /// What is wrong.
    pub kind: ValidationErrorKind,
}

/// The kinds of validation failure.
#[derive(Clone, Debug, Error, PartialEq, Eq)]
pub enum ValidationErrorKind {
    /// The opcode does not exist in this model.
    #[error("{mnemonic} is not available in {model}")]
    OpcodeNotInModel {
        /// The mnemonic.
        mnemonic: &'static str,
        /// The model.
        model: String,
    },
    /// The register file does not exist in this model or role.
    #[error("register {register} cannot be {role} in {model}")]
    RegisterNotAllowed {
        /// Register name.
        register: String,
        /// `read` or `written`.
        role: &'static str,
        /// The model.
        model: String,
    },
    /// The register number is beyond the model's file.
    #[error("register {register} is out of range for {model} (it has {count})")]
    RegisterOutOfRange {
        /// Register name.
        register: String,
        /// Registers the file has in this model.
        count: u32,
        /// The model.
        model: String,
    },
    /// A destination writes no component.
    #[error("write mask of {register} is empty")]
    EmptyWriteMask {
        /// Register name.
        register: String,
    },
    /// A source or result modifier the model does not have.
    #[error("modifier {modifier} is not available in {model}")]
    ModifierNotInModel {
        /// The modifier (`_bx2`, `_x2`, `_sat`, ...).
        modifier: String,
        /// The model.
        model: String,
    },
    /// `!` on a register that is not a boolean or predicate.
    #[error("the not modifier applies to b# and p0 only, not {register}")]
    NotOnNonBoolean {
        /// Register name.
        register: String,
    },
    /// Relative addressing the model or register file does not have.
    #[error("relative addressing of {register} is not available in {model}")]
    RelativeNotAllowed {
        /// Register name.
        register: String,
        /// The model.
        model: String,
    },
    /// Predication before model 2_x, or predicated by something other than p0.
    #[error("predication is not available here ({detail})")]
    BadPredicate {
        /// Why.
        detail: &'static str,
    },
    /// Co-issue outside ps_1_x.
    #[error("co-issue (+) is only available in ps_1_x")]
    CoissueNotInModel,
    /// An `else`/`end*` without its opener, or an opener closed by the wrong end.
    #[error("{found} without a matching {expected}")]
    UnbalancedFlow {
        /// The closer found.
        found: &'static str,
        /// The opener it needs.
        expected: &'static str,
    },
    /// A block still open at the end of the shader.
    #[error("{opener} at instruction {at} is never closed")]
    UnclosedFlow {
        /// The opener.
        opener: &'static str,
        /// Its instruction index.
        at: usize,
    },
    /// A register the model requires a `dcl` for is used without one (a
    /// vertex input without `dcl_usage` is the D3D8 encoding, where the
    /// declaration lived outside the shader).
    #[error("{register} is used but never declared (dcl)")]
    Undeclared {
        /// Register name.
        register: String,
    },
    /// ps_3_0 inputs cannot carry POSITION0 (that is `vPos`).
    #[error("ps_3_0 input {register} cannot be declared with usage position0 (use vPos)")]
    PixelInputPosition0 {
        /// Register name.
        register: String,
    },
}
