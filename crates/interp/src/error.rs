//! Why a program could not be run.

use ninebridge_d3dbc::ShaderModel;

/// A program the interpreter refuses or stops running. Never a wrong result:
/// whatever cannot be computed by D3D9's rules ends up here.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum InterpError {
    /// An instruction (or an operand form) the interpreter does not implement.
    #[error("instruction {index} ({instruction}) is not supported by the interpreter")]
    Unsupported {
        /// Its mnemonic in the program's model, with what is unsupported.
        instruction: String,
        /// Its index in `Program::instructions`.
        index: usize,
    },
    /// Flow control that does not nest (`endif` without `if`, a `call` to a
    /// label that does not exist, ...).
    #[error("instruction {index}: {reason}")]
    Malformed {
        /// The instruction's index.
        index: usize,
        /// What is wrong.
        reason: &'static str,
    },
    /// Calls or loops nested deeper than the interpreter allows (D3D9 allows 4).
    #[error("instruction {index}: flow control nested {depth} deep")]
    TooDeep {
        /// The instruction's index.
        index: usize,
        /// The depth reached.
        depth: usize,
    },
    /// The program ran more instructions than the step limit.
    #[error("stopped after {steps} instructions (step limit)")]
    StepLimit {
        /// Instructions executed.
        steps: u64,
    },
    /// A vertex program run as a pixel quad or the other way round.
    #[error("{model} cannot run as a {wanted} shader")]
    WrongStage {
        /// The program's model.
        model: ShaderModel,
        /// `vertex` or `pixel`.
        wanted: &'static str,
    },
}
