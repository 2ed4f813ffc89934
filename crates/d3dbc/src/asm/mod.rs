//! Assembly text -> [`Program`] -> tokens.
//!
//! Design: the text is preprocessed line by line (`preprocess`: comments,
//! continuations, `#line`, object-like `#define`; lower-cased), the first line names
//! the model (`vs_2_0` or `vs.2.0`), and every further line is one
//! instruction: an optional `+` (co-issue), an optional `(p0.x)` / `(!p0)`
//! predicate, the mnemonic with `_` suffixes (comparison, result modifiers,
//! shift, `dcl` usage or texture type) and comma-separated operands. The
//! instructions are collected into a [`Program`] and encoded with
//! [`crate::encode()`], so the assembler and the parser share one model.
//!
//! Not implemented: function-like macros, `#include` and conditionals;
//! such lines are an error rather than silently misread.

mod error;
mod operand;
mod preprocess;

pub use error::{AsmError, AsmErrorKind};

use crate::encode::encode;
use crate::ir::{
    DeclToken, DeclUsage, DeclUsageName, Instruction, Payload, Program, SamplerTextureType,
};
use crate::model::{SW_MINOR, ShaderKind, ShaderModel};
use crate::opcode::{Comparison, Opcode, TexLdKind};
use crate::token::MAX_TOKENS;

/// Assembles text into tokens (little-endian words, end token included).
pub fn assemble(text: &str) -> Result<Vec<u32>, AsmError> {
    Ok(encode(&assemble_program(text)?))
}

/// Assembles text into a [`Program`] (no comments, no constant table).
pub fn assemble_program(text: &str) -> Result<Program, AsmError> {
    let lines = preprocess::preprocess(text)?;
    let mut iter = lines.into_iter();
    let (line, first) = iter.next().ok_or(AsmError {
        line: 1,
        kind: AsmErrorKind::Empty,
    })?;
    let model = parse_version(&first).map_err(|kind| AsmError { line, kind })?;
    let mut program = Program {
        model,
        instructions: Vec::new(),
        declarations: Vec::new(),
        constants: Vec::new(),
        ctab: None,
        ctab_error: None,
        comments: Vec::new(),
        token_count: 0,
    };
    for (line, text) in iter {
        let ins = parse_instruction(model, &text).map_err(|kind| AsmError { line, kind })?;
        let index = program.instructions.len();
        crate::parse::record_views(&mut program, &ins, index);
        program.instructions.push(ins);
    }
    program.token_count = encode(&program).len();
    if program.token_count > MAX_TOKENS {
        return Err(AsmError {
            line: text.lines().count(),
            kind: AsmErrorKind::TooLong {
                tokens: program.token_count,
            },
        });
    }
    Ok(program)
}

/// `vs_1_1`, `vs.1.1`, `ps_2_x`, `vs_3_sw`.
fn parse_version(text: &str) -> Result<ShaderModel, AsmErrorKind> {
    let bad = || AsmErrorKind::BadVersion {
        text: text.to_string(),
    };
    let parts: Vec<&str> = text.split(['_', '.']).collect();
    let [kind, major, minor] = parts[..] else {
        return Err(AsmErrorKind::MissingVersion {
            found: text.to_string(),
        });
    };
    let kind = match kind {
        "vs" => ShaderKind::Vertex,
        "ps" => ShaderKind::Pixel,
        _ => {
            return Err(AsmErrorKind::MissingVersion {
                found: text.to_string(),
            });
        }
    };
    let major: u8 = major.parse().map_err(|_| bad())?;
    let minor: u8 = match minor {
        "x" if major == 2 => 1,
        "sw" => SW_MINOR,
        n => n.parse().map_err(|_| bad())?,
    };
    let model = ShaderModel::new(kind, major, minor);
    if model.is_known() {
        Ok(model)
    } else {
        Err(bad())
    }
}

/// Finds the opcode for a mnemonic (before any `_` suffix) in `model`.
fn lookup_opcode(model: ShaderModel, name: &str) -> Option<(Opcode, u8)> {
    let tex_is_texld = model.major >= 2 || model.is_ps_1_4();
    Some(match name {
        "texld" if tex_is_texld => (Opcode::Tex, 0),
        "texldp" if model.major >= 2 => (Opcode::Tex, TexLdKind::Project as u8),
        "texldb" if model.major >= 2 => (Opcode::Tex, TexLdKind::Bias as u8),
        "tex" if !tex_is_texld => (Opcode::Tex, 0),
        "texcrd" if model.is_ps_1_4() => (Opcode::TexCoord, 0),
        "texcoord" if !model.is_ps_1_4() => (Opcode::TexCoord, 0),
        "texld" | "texldp" | "texldb" | "tex" | "texcrd" | "texcoord" => return None,
        _ => (
            *Opcode::ALL.iter().find(|op| op.base_mnemonic() == name)?,
            0,
        ),
    })
}

fn parse_instruction(model: ShaderModel, text: &str) -> Result<Instruction, AsmErrorKind> {
    let mut rest = text;
    let coissue = if let Some(r) = rest.strip_prefix('+') {
        rest = r.trim_start();
        true
    } else {
        false
    };
    let mut predicate = None;
    if let Some(r) = rest.strip_prefix('(') {
        let close = r.find(')').ok_or_else(|| AsmErrorKind::BadOperand {
            text: text.to_string(),
            reason: "missing ) after the predicate",
        })?;
        let p: String = r[..close].split_whitespace().collect();
        predicate = Some(operand::src(model, &p)?);
        rest = r[close + 1..].trim_start();
    }
    let (word, operands) = match rest.find(char::is_whitespace) {
        Some(at) => (&rest[..at], rest[at..].trim()),
        None => (rest, ""),
    };
    let mut parts = word.split('_');
    let name = parts.next().unwrap_or_default();
    let unknown = || AsmErrorKind::UnknownOpcode {
        name: word.to_string(),
        model: model.to_string(),
    };
    let (mut opcode, mut control) = lookup_opcode(model, name).ok_or_else(unknown)?;

    let mut ins = Instruction::new(opcode, None, Vec::new());
    ins.coissue = coissue;
    ins.predicate = predicate;
    let mut decl = DeclToken {
        usage: DeclUsage::Position,
        usage_index: 0,
        texture_type: SamplerTextureType::Unknown,
    };
    let (mut saturate, mut pp, mut centroid, mut shift) = (false, false, false, 0i8);
    for suffix in parts {
        let bad_suffix = || AsmErrorKind::BadSuffix {
            mnemonic: name.to_string(),
            suffix: suffix.to_string(),
        };
        if let Some(cmp) = Comparison::from_suffix(suffix)
            && matches!(
                opcode,
                Opcode::If | Opcode::Ifc | Opcode::Break | Opcode::BreakC | Opcode::SetP
            )
            && control == 0
        {
            opcode = match opcode {
                Opcode::If => Opcode::Ifc,
                Opcode::Break => Opcode::BreakC,
                other => other,
            };
            control = cmp as u8;
            continue;
        }
        match suffix {
            "sat" => saturate = true,
            "pp" => pp = true,
            "centroid" => centroid = true,
            _ => {
                if let Some(s) = parse_shift(suffix) {
                    shift = s;
                } else if opcode == Opcode::Dcl {
                    parse_decl_suffix(suffix, &mut decl).ok_or_else(bad_suffix)?;
                } else {
                    return Err(bad_suffix());
                }
            }
        }
    }
    if matches!(opcode, Opcode::SetP | Opcode::Ifc | Opcode::BreakC) && control == 0 {
        return Err(AsmErrorKind::BadSuffix {
            mnemonic: name.to_string(),
            suffix: "<comparison missing>".to_string(),
        });
    }
    ins.opcode = opcode;
    ins.control = control;
    if opcode.is_declaration() && ins.predicate.is_some() {
        return Err(AsmErrorKind::BadOperand {
            text: text.to_string(),
            reason: "declarations and definitions cannot be predicated",
        });
    }

    let ops: Vec<String> = if operands.is_empty() {
        Vec::new()
    } else {
        operands
            .split(',')
            .map(|o| o.split_whitespace().collect())
            .collect()
    };
    let has_dst = opcode.has_dst(model);
    let literals = opcode.literal_count();
    let expected = usize::from(has_dst) + literals + opcode.src_count(model);
    if ops.len() != expected {
        return Err(AsmErrorKind::OperandCount {
            mnemonic: word.to_string(),
            expected,
            found: ops.len(),
        });
    }
    let mut ops = ops.iter();
    if has_dst && let Some(text) = ops.next() {
        let mut dst = operand::dst(model, text)?;
        dst.saturate = saturate;
        dst.partial_precision = pp;
        dst.centroid = centroid;
        dst.shift = shift;
        ins.dst = Some(dst);
    } else if saturate || pp || centroid || shift != 0 {
        return Err(AsmErrorKind::BadSuffix {
            mnemonic: name.to_string(),
            suffix: "sat/pp/centroid/shift without a destination".to_string(),
        });
    }
    match opcode {
        Opcode::Dcl => ins.payload = Payload::Decl(decl),
        Opcode::Def => {
            let mut v = [0u32; 4];
            for slot in &mut v {
                *slot = float_literal(ops.next().map_or("", |s| s.as_str()))?;
            }
            ins.payload = Payload::Float(v);
        }
        Opcode::DefI => {
            let mut v = [0i32; 4];
            for slot in &mut v {
                *slot = int_literal(ops.next().map_or("", |s| s.as_str()))?;
            }
            ins.payload = Payload::Int(v);
        }
        Opcode::DefB => {
            let text = ops.next().map_or("", |s| s.as_str());
            ins.payload = Payload::Bool(match text {
                "true" => 1,
                "false" => 0,
                n => int_literal(n)? as u32,
            });
        }
        _ => {}
    }
    for text in ops {
        ins.src.push(operand::src(model, text)?);
    }
    Ok(ins)
}

/// `2d`, `cube`, `volume`, or a usage name with an optional index (`texcoord3`).
fn parse_decl_suffix(suffix: &str, decl: &mut DeclToken) -> Option<()> {
    let tt = match suffix {
        "2d" => Some(SamplerTextureType::Texture2d),
        "cube" => Some(SamplerTextureType::Cube),
        "volume" => Some(SamplerTextureType::Volume),
        _ => None,
    };
    if let Some(tt) = tt {
        decl.texture_type = tt;
        return Some(());
    }
    let digits = suffix
        .find(|c: char| c.is_ascii_digit())
        .unwrap_or(suffix.len());
    let (name, index) = suffix.split_at(digits);
    decl.usage = *DeclUsage::ALL.iter().find(|u| u.name() == name)?;
    decl.usage_index = if index.is_empty() {
        0
    } else {
        index.parse::<u8>().ok().filter(|&i| i < 16)?
    };
    Some(())
}

/// `x2`, `x4`, `x8`, `d2`, ... (a power of two) -> shift field.
fn parse_shift(suffix: &str) -> Option<i8> {
    let (sign, n) = if let Some(n) = suffix.strip_prefix('x') {
        (1, n)
    } else {
        (-1, suffix.strip_prefix('d')?)
    };
    let n: u32 = n.parse().ok()?;
    if !n.is_power_of_two() || n < 2 {
        return None;
    }
    let shift = sign * n.trailing_zeros() as i8;
    (-8..=7).contains(&shift).then_some(shift)
}

fn float_literal(text: &str) -> Result<u32, AsmErrorKind> {
    let bad = || AsmErrorKind::BadNumber {
        text: text.to_string(),
    };
    if let Some(hex) = text.strip_prefix("0x") {
        return u32::from_str_radix(hex, 16).map_err(|_| bad());
    }
    let t = text.strip_suffix('f').unwrap_or(text);
    t.parse::<f32>().map(f32::to_bits).map_err(|_| bad())
}

fn int_literal(text: &str) -> Result<i32, AsmErrorKind> {
    let bad = || AsmErrorKind::BadNumber {
        text: text.to_string(),
    };
    let (neg, body) = match text.strip_prefix('-') {
        Some(b) => (true, b),
        None => (false, text),
    };
    let value: i64 = match body.strip_prefix("0x") {
        Some(hex) => i64::from_str_radix(hex, 16).map_err(|_| bad())?,
        None => body.parse().map_err(|_| bad())?,
    };
    let value = if neg { -value } else { value };
    // Accept the full u32 range as bit patterns too.
    if let Ok(v) = i32::try_from(value) {
        Ok(v)
    } else if let Ok(v) = u32::try_from(value) {
        Ok(v as i32)
    } else {
        Err(bad())
    }
}
