//! Strict and lenient translation for tools.
//!
//! Design: [`crate::translate`] itself refuses only what it cannot express
//! (the device hands it what the application created). Tools choose:
//! [`check`] refuses, as the creating runtime would, every shader the
//! validator rejects under the options' mode (D3D8 inputs, software vertex
//! processing); [`relaxations`] lists what a lenient translation does with
//! each such finding instead, so the output can say what was relaxed.
//! Out-of-range constants read 0 (as unset constants); undeclared pixel
//! inputs of ps_2_x are bound by register type (`v#` colour, `t#` texture
//! coordinate, which bring D3D9's defaults when the vertex shader does not
//! write them); undeclared vertex inputs are bound by register number.

use std::fmt;

use ninebridge_d3dbc::validate::ValidationErrorKind as K;
use ninebridge_d3dbc::{Opcode, Program, ValidateOptions, ValidationError};

use crate::error::TranslateError;
use crate::options::TranslateOptions;

/// One finding a lenient translation goes past, and what it does instead.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Relaxation {
    /// The instruction (index in `Program::instructions`), when there is one.
    pub instruction: Option<usize>,
    /// What D3D9 would refuse.
    pub finding: String,
    /// What the translation does instead.
    pub effect: &'static str,
}

impl fmt::Display for Relaxation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if let Some(i) = self.instruction {
            write!(f, "instruction {i}: ")?;
        }
        write!(f, "{}; relaxed: {}", self.finding, self.effect)
    }
}

/// The validator mode of a set of translation options.
pub fn validate_options(options: &TranslateOptions) -> ValidateOptions {
    ValidateOptions {
        d3d8: options.d3d8_inputs,
        software_vp: options.software_vp,
    }
}

/// The validator's findings for `program` under `options`' mode.
pub fn findings(program: &Program, options: &TranslateOptions) -> Vec<ValidationError> {
    ninebridge_d3dbc::validate_with(program, &validate_options(options))
}

/// `Ok` when the creating runtime would accept `program` (in `options`'
/// mode); otherwise the first finding, with the number of others.
pub fn check(program: &Program, options: &TranslateOptions) -> Result<(), TranslateError> {
    let all = findings(program, options);
    match all.first() {
        None => Ok(()),
        Some(first) => Err(TranslateError::Invalid {
            error: first.clone(),
            more: all.len() - 1,
        }),
    }
}

/// What a lenient translation of `program` relaxes: every validator
/// finding, and every call to a label the shader does not define.
pub fn relaxations(program: &Program, options: &TranslateOptions) -> Vec<Relaxation> {
    let mut out: Vec<Relaxation> = findings(program, options)
        .into_iter()
        .map(|e| Relaxation {
            instruction: e.instruction,
            effect: effect(program, &e.kind),
            finding: e.kind.to_string(),
        })
        .collect();
    for (i, ins) in program.instructions.iter().enumerate() {
        if !matches!(ins.opcode, Opcode::Call | Opcode::CallNz) {
            continue;
        }
        let Some(label) = ins.src.first().map(|s| s.reg.index) else {
            continue;
        };
        let defined = program.instructions.iter().any(|l| {
            l.opcode == Opcode::Label && l.src.first().is_some_and(|s| s.reg.index == label)
        });
        if !defined {
            out.push(Relaxation {
                instruction: Some(i),
                finding: format!("call to label l{label}, which is not defined"),
                effect: "the call does nothing",
            });
        }
    }
    out
}

fn effect(program: &Program, kind: &K) -> &'static str {
    let pixel = program.model.is_pixel();
    match kind {
        K::RegisterOutOfRange { register, .. } | K::RegisterNotAllowed { register, .. }
            if register.starts_with(['c', 'i', 'b']) =>
        {
            "reads 0 (an unset constant)"
        }
        K::RegisterOutOfRange { .. } => "kept as an extra register of its file",
        K::RegisterNotAllowed { .. } => "translated as in the models that have the register",
        K::Undeclared { register } if pixel && register.starts_with('t') => {
            "bound as texture coordinate varying (D3D9's default when the vertex shader does not write it)"
        }
        K::Undeclared { register }
            if pixel && register.starts_with('v') && program.model.major < 3 =>
        {
            "bound as colour varying (D3D9's default when the vertex shader does not write it)"
        }
        K::Undeclared { register } if pixel && register.starts_with('v') => {
            "reads (0, 0, 0, 0): no semantic binds it"
        }
        K::Undeclared { .. } if pixel => "bound as the built-in it names",
        K::Undeclared { .. } => "bound by register number (location n), as Direct3D 8 does",
        K::OpcodeNotInModel { .. } => "translated as in the models that have the instruction",
        K::ModifierNotInModel { .. } => "applied as in the models that have the modifier",
        K::PixelInputPosition0 { .. } => "bound as a varying like any other input",
        _ => "translated as written",
    }
}
