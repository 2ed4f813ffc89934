//! Token stream -> [`Program`].
//!
//! Design: one pass over the tokens with a cursor. The parser decodes the
//! structure (which token is what, and every field of it) and rejects only
//! what cannot be decoded or re-encoded: unknown opcodes and register files,
//! undefined modifier/usage/control codes, reserved bits, truncation, and a
//! length field that disagrees with the operands. Whether an instruction or
//! register is allowed in the model is the validator's business
//! ([`crate::validate()`]), so tools can still show a shader D3D9 rejects.
//!
//! Operand layout: `dcl` = declaration token + destination; `def*` =
//! destination + literals; others = destination (if the opcode has one),
//! the predicate when bit 28 is set, then the sources. Model 1 has no length
//! field, so the operand count comes from the opcode table
//! ([`Opcode::src_count`]); model 2/3 instructions carry their length and it
//! must match. A relatively addressed parameter is followed by its address
//! token in models 2/3; in vs_1_1 the address is implicitly `a0.x`.

mod error;

pub use error::ParseError;

use crate::ctab::{CTAB_FOURCC, ConstantTable};
use crate::ir::{
    Comment, ConstantDef, ConstantValue, DeclToken, DeclUsage, Declaration, DstParam, Instruction,
    Payload, Program, RelativeAddress, SamplerTextureType, SrcModifier, SrcParam, Swizzle,
    WriteMask,
};
use crate::model::ShaderModel;
use crate::opcode::{COMMENT_CODE, Comparison, END_TOKEN, Opcode, TexLdKind};
use crate::register::{Register, RegisterType};
use crate::token::{
    COISSUE_BIT, COMMENT_LENGTH_MASK, COMMENT_LENGTH_SHIFT, CONTROL_SHIFT, LENGTH_SHIFT,
    MAX_TOKENS, OPCODE_MASK, PARAM_BIT, PREDICATED_BIT, REG_NUMBER_MASK, RELATIVE_BIT,
    words_from_bytes,
};

/// Parses little-endian shader bytes.
pub fn parse_bytes(bytes: &[u8]) -> Result<Program, ParseError> {
    let words = words_from_bytes(bytes).ok_or(ParseError::UnalignedBytes { len: bytes.len() })?;
    parse(&words)
}

/// Parses a token stream (version token first). Tokens after the end token
/// are ignored, as the runtime ignores them.
pub fn parse(tokens: &[u32]) -> Result<Program, ParseError> {
    let version = *tokens.first().ok_or(ParseError::Empty)?;
    let model =
        ShaderModel::from_token(version).ok_or(ParseError::BadVersion { token: version })?;
    if !model.is_known() {
        return Err(ParseError::UnknownModel {
            token: version,
            model,
        });
    }
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
    let mut pos = 1;
    loop {
        if pos >= MAX_TOKENS {
            return Err(ParseError::TooLong {
                max: MAX_TOKENS,
                instruction: program.instructions.len(),
            });
        }
        let token = *tokens.get(pos).ok_or(ParseError::MissingEnd {
            tokens: pos,
            instruction: program.instructions.len(),
        })?;
        if token == END_TOKEN {
            program.token_count = pos + 1;
            break;
        }
        let index = program.instructions.len();
        if token & OPCODE_MASK == u32::from(COMMENT_CODE) {
            pos = read_comment(tokens, pos, &mut program)?;
            continue;
        }
        let (instruction, next) = Cursor {
            tokens,
            model,
            index,
        }
        .instruction(pos)?;
        record_views(&mut program, &instruction, index);
        program.instructions.push(instruction);
        pos = next;
    }
    Ok(program)
}

/// What [`read`] accepted that [`parse`] refuses.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ReadWarning {
    /// The tokens end, at an instruction boundary, without the end token:
    /// read as if it followed (D3D9's runtime refuses such a shader).
    #[error(
        "instruction {instructions} (token {tokens}): missing end token 0x0000ffff, read as if it followed"
    )]
    MissingEnd {
        /// Tokens given, the version token included.
        tokens: usize,
        /// Instructions read before them.
        instructions: usize,
    },
}

/// Parses a token stream as the tools read it (`ninebridge shader`
/// `disasm`, `info`, ...): as [`parse`], except that a stream ending at an
/// instruction boundary without its end token is read, with a warning. The
/// runtime's path ([`parse`]) still refuses it.
pub fn read(tokens: &[u32]) -> Result<(Program, Vec<ReadWarning>), ParseError> {
    match parse(tokens) {
        Err(ParseError::MissingEnd {
            tokens: count,
            instruction,
        }) if count == tokens.len() => {
            let mut ended = tokens.to_vec();
            ended.push(END_TOKEN);
            let program = parse(&ended)?;
            let warning = ReadWarning::MissingEnd {
                tokens: count,
                instructions: instruction,
            };
            Ok((program, vec![warning]))
        }
        other => other.map(|p| (p, Vec::new())),
    }
}

/// [`read`] of little-endian bytes.
pub fn read_bytes(bytes: &[u8]) -> Result<(Program, Vec<ReadWarning>), ParseError> {
    let words = words_from_bytes(bytes).ok_or(ParseError::UnalignedBytes { len: bytes.len() })?;
    read(&words)
}

fn read_comment(tokens: &[u32], pos: usize, program: &mut Program) -> Result<usize, ParseError> {
    let token = tokens[pos];
    let index = program.instructions.len();
    if token & PARAM_BIT != 0 {
        return Err(ParseError::ReservedBits {
            instruction: index,
            offset: pos,
            what: "comment",
            token,
            bits: PARAM_BIT,
        });
    }
    let len = ((token >> COMMENT_LENGTH_SHIFT) & COMMENT_LENGTH_MASK) as usize;
    let data = tokens
        .get(pos + 1..pos + 1 + len)
        .ok_or(ParseError::Truncated {
            instruction: index,
            offset: pos,
            what: "comment",
            needed: len,
            available: tokens.len() - pos - 1,
        })?
        .to_vec();
    if program.ctab.is_none() && data.first() == Some(&CTAB_FOURCC) {
        match ConstantTable::parse_comment(&data) {
            Ok(table) => program.ctab = Some(table),
            Err(err) => program.ctab_error = Some(err),
        }
    }
    program.comments.push(Comment {
        before_instruction: index,
        offset: pos,
        data,
    });
    Ok(pos + 1 + len)
}

/// Fills the `declarations` / `constants` views for one instruction.
pub(crate) fn record_views(program: &mut Program, ins: &Instruction, index: usize) {
    let Some(dst) = ins.dst else { return };
    match ins.payload {
        Payload::Decl(decl) => program.declarations.push(Declaration {
            instruction: index,
            reg: dst.reg,
            write_mask: dst.write_mask,
            usage: decl.usage,
            usage_index: decl.usage_index,
            texture_type: decl.texture_type,
            centroid: dst.centroid,
            partial_precision: dst.partial_precision,
        }),
        Payload::Float(bits) => program.constants.push(ConstantDef {
            instruction: index,
            reg: dst.reg,
            value: ConstantValue::Float(bits.map(f32::from_bits)),
        }),
        Payload::Int(v) => program.constants.push(ConstantDef {
            instruction: index,
            reg: dst.reg,
            value: ConstantValue::Int(v),
        }),
        Payload::Bool(v) => program.constants.push(ConstantDef {
            instruction: index,
            reg: dst.reg,
            value: ConstantValue::Bool(v != 0),
        }),
        Payload::None => {}
    }
}

/// Reads one instruction's tokens.
struct Cursor<'a> {
    tokens: &'a [u32],
    model: ShaderModel,
    index: usize,
}

impl Cursor<'_> {
    fn truncated(&self, start: usize, needed: usize) -> ParseError {
        ParseError::Truncated {
            instruction: self.index,
            offset: start,
            what: "instruction",
            needed,
            available: self.tokens.len().saturating_sub(start + 1),
        }
    }

    fn reserved(&self, offset: usize, what: &'static str, token: u32, bits: u32) -> ParseError {
        ParseError::ReservedBits {
            instruction: self.index,
            offset,
            what,
            token,
            bits,
        }
    }

    /// Decodes the instruction whose token is at `start`; returns it and the
    /// position after it.
    fn instruction(&self, start: usize) -> Result<(Instruction, usize), ParseError> {
        let token = self.tokens[start];
        let code = (token & OPCODE_MASK) as u16;
        let opcode = Opcode::from_code(code).ok_or(ParseError::UnknownOpcode {
            instruction: self.index,
            offset: start,
            code,
        })?;
        let mnemonic = opcode.mnemonic(self.model);
        // Bit 29 and bit 31 are reserved; the length field exists only in model 2+.
        let mut reserved = token & (1 << 29 | 1 << 31);
        if !self.model.has_length_field() {
            reserved |= token & (0xF << LENGTH_SHIFT);
        }
        if reserved != 0 {
            return Err(self.reserved(start, "instruction", token, reserved));
        }
        let control = (token >> CONTROL_SHIFT) as u8;
        self.check_control(opcode, control, start)?;

        let mut ins = Instruction::new(opcode, None, Vec::new());
        ins.control = control;
        ins.offset = start;
        ins.coissue = token & COISSUE_BIT != 0;
        let predicated = token & PREDICATED_BIT != 0;

        let mut pos = start + 1;
        let declared = ((token >> LENGTH_SHIFT) & 0xF) as usize;
        if self.model.has_length_field() && pos + declared > self.tokens.len() {
            return Err(self.truncated(start, declared));
        }
        match opcode {
            Opcode::Dcl => {
                let decl_token = self.word(start, &mut pos, 1)?;
                ins.payload = Payload::Decl(self.decl_token(decl_token, pos - 1)?);
                ins.dst = Some(self.dst(start, &mut pos)?);
            }
            Opcode::Def | Opcode::DefI | Opcode::DefB => {
                ins.dst = Some(self.dst(start, &mut pos)?);
                let n = opcode.literal_count();
                let mut lit = [0u32; 4];
                for slot in lit.iter_mut().take(n) {
                    *slot = self.word(start, &mut pos, n)?;
                }
                ins.payload = match opcode {
                    Opcode::Def => Payload::Float(lit),
                    Opcode::DefI => Payload::Int(lit.map(|w| w as i32)),
                    _ => Payload::Bool(lit[0]),
                };
            }
            _ => {
                if opcode.has_dst(self.model) {
                    ins.dst = Some(self.dst(start, &mut pos)?);
                }
                if predicated {
                    ins.predicate = Some(self.src(start, &mut pos)?);
                }
                for _ in 0..opcode.src_count(self.model) {
                    let src = self.src(start, &mut pos)?;
                    ins.src.push(src);
                }
            }
        }
        if predicated && ins.predicate.is_none() {
            return Err(self.reserved(start, "instruction", token, PREDICATED_BIT));
        }
        let actual = pos - start - 1;
        if self.model.has_length_field() && declared != actual {
            return Err(ParseError::LengthMismatch {
                instruction: self.index,
                offset: start,
                mnemonic,
                declared,
                actual,
            });
        }
        Ok((ins, pos))
    }

    fn check_control(&self, opcode: Opcode, control: u8, start: usize) -> Result<(), ParseError> {
        let ok = match opcode {
            Opcode::Ifc | Opcode::BreakC | Opcode::SetP => {
                Comparison::from_control(control).is_some()
            }
            Opcode::Tex if self.model.major >= 2 => TexLdKind::from_control(control).is_some(),
            _ => control == 0,
        };
        if ok {
            Ok(())
        } else {
            Err(ParseError::BadControl {
                instruction: self.index,
                offset: start,
                mnemonic: opcode.mnemonic(self.model),
                control,
            })
        }
    }

    /// The next token of the instruction starting at `start`; `want` is how
    /// many more the caller expects (for the error).
    fn word(&self, start: usize, pos: &mut usize, want: usize) -> Result<u32, ParseError> {
        let w = *self
            .tokens
            .get(*pos)
            .ok_or_else(|| self.truncated(start, *pos - start + want))?;
        *pos += 1;
        Ok(w)
    }

    fn register(&self, token: u32, offset: usize) -> Result<Register, ParseError> {
        let code = ((token >> 28) & 0x7) | ((token >> 8) & 0x18);
        let kind = RegisterType::from_code(code).ok_or(ParseError::BadRegisterType {
            instruction: self.index,
            offset,
            code,
        })?;
        Ok(Register::new(kind, token & REG_NUMBER_MASK))
    }

    fn decl_token(&self, token: u32, offset: usize) -> Result<DeclToken, ParseError> {
        // Defined bits: 31, usage 0..4, usage index 16..19, texture type 27..30.
        let bad = (token & !(0x1F | 0xF << 16 | 0xF << 27 | PARAM_BIT)) | (!token & PARAM_BIT);
        if bad != 0 {
            return Err(self.reserved(offset, "declaration", token, bad));
        }
        let usage_code = token & 0x1F;
        let usage = DeclUsage::from_d3d(usage_code).ok_or(ParseError::BadUsage {
            instruction: self.index,
            offset,
            code: usage_code,
        })?;
        let tt = (token >> 27) & 0xF;
        let texture_type = SamplerTextureType::from_code(tt).ok_or(ParseError::BadTextureType {
            instruction: self.index,
            offset,
            code: tt,
        })?;
        Ok(DeclToken {
            usage,
            usage_index: ((token >> 16) & 0xF) as u8,
            texture_type,
        })
    }

    fn dst(&self, start: usize, pos: &mut usize) -> Result<DstParam, ParseError> {
        let offset = *pos;
        let token = self.word(start, pos, 1)?;
        // Reserved: bits 14..15, result-modifier bit 23, and bit 31 must be set.
        let bad = (token & (0x3 << 14 | 1 << 23)) | (!token & PARAM_BIT);
        if bad != 0 {
            return Err(self.reserved(offset, "destination", token, bad));
        }
        let reg = self.register(token, offset)?;
        let mods = (token >> 20) & 0xF;
        // Sign-extend the 4-bit shift field.
        let shift = (((token >> 24) & 0xF) as i8) << 4 >> 4;
        let relative = if token & RELATIVE_BIT != 0 {
            Some(self.relative(start, pos)?)
        } else {
            None
        };
        Ok(DstParam {
            reg,
            write_mask: WriteMask(((token >> 16) & 0xF) as u8),
            saturate: mods & 1 != 0,
            partial_precision: mods & 2 != 0,
            centroid: mods & 4 != 0,
            shift,
            relative,
        })
    }

    fn src(&self, start: usize, pos: &mut usize) -> Result<SrcParam, ParseError> {
        let offset = *pos;
        let token = self.word(start, pos, 1)?;
        let bad = (token & (0x3 << 14)) | (!token & PARAM_BIT);
        if bad != 0 {
            return Err(self.reserved(offset, "source", token, bad));
        }
        let reg = self.register(token, offset)?;
        let code = (token >> 24) & 0xF;
        let modifier = SrcModifier::from_code(code).ok_or(ParseError::BadSrcModifier {
            instruction: self.index,
            offset,
            code,
        })?;
        let relative = if token & RELATIVE_BIT != 0 {
            Some(self.relative(start, pos)?)
        } else {
            None
        };
        Ok(SrcParam {
            reg,
            swizzle: Swizzle((token >> 16) as u8),
            modifier,
            relative,
        })
    }

    /// The address of a relatively addressed parameter: the next token in
    /// model 2/3, implicitly `a0.x` in model 1.
    fn relative(&self, start: usize, pos: &mut usize) -> Result<RelativeAddress, ParseError> {
        if !self.model.has_relative_token() {
            return Ok(RelativeAddress::A0_X);
        }
        let offset = *pos;
        let token = self.word(start, pos, 1)?;
        // Only register type, number and swizzle are defined.
        let bad = (token & (0x7 << 13 | 0xF << 24)) | (!token & PARAM_BIT);
        if bad != 0 {
            return Err(self.reserved(offset, "relative address", token, bad));
        }
        let reg = self.register(token, offset)?;
        if !matches!(reg.kind, RegisterType::Addr | RegisterType::Loop) {
            return Err(ParseError::BadAddressRegister {
                instruction: self.index,
                offset,
                register: reg.name(self.model),
            });
        }
        Ok(RelativeAddress {
            reg,
            swizzle: Swizzle((token >> 16) as u8),
        })
    }
}

#[cfg(test)]
mod read_tests {
    use super::*;

    #[test]
    fn read_takes_a_stream_without_its_end_token_with_a_warning() {
        let whole = crate::assemble("ps_2_0\ndcl t0\nmov oC0, t0\n").unwrap();
        let cut = &whole[..whole.len() - 1];
        assert!(matches!(parse(cut), Err(ParseError::MissingEnd { .. })));
        let (program, warnings) = read(cut).unwrap();
        assert_eq!(program, parse(&whole).unwrap());
        assert_eq!(
            warnings,
            [ReadWarning::MissingEnd {
                tokens: cut.len(),
                instructions: 2
            }]
        );
        assert!(read(&whole).unwrap().1.is_empty());
        // A stream cut inside an instruction is still refused.
        assert!(read(&whole[..whole.len() - 2]).is_err());
    }
}
