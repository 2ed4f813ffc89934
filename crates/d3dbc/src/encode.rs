//! [`Program`] -> tokens: the inverse of [`crate::parse()`].
//!
//! Every field the parser decodes is written back, so `encode(parse(x))`
//! reproduces `x` up to and including the end token. Model 2/3 instructions
//! get their length field from the operands written.

use crate::ir::{
    Comment, DeclToken, DstParam, Instruction, Payload, Program, RelativeAddress, SrcParam,
};
use crate::model::ShaderModel;
use crate::opcode::{COMMENT_CODE, END_TOKEN};
use crate::register::Register;
use crate::token::{
    COISSUE_BIT, COMMENT_LENGTH_SHIFT, CONTROL_SHIFT, LENGTH_SHIFT, PARAM_BIT, PREDICATED_BIT,
    REG_NUMBER_MASK, RELATIVE_BIT,
};

/// Encodes a program: version token, instructions and comments in order, end token.
pub fn encode(program: &Program) -> Vec<u32> {
    let mut out = Vec::with_capacity(program.token_count.max(2));
    out.push(program.model.to_token());
    let mut comments = program.comments.iter().peekable();
    for (index, ins) in program.instructions.iter().enumerate() {
        while let Some(c) = comments.next_if(|c| c.before_instruction <= index) {
            encode_comment(c, &mut out);
        }
        encode_instruction(program.model, ins, &mut out);
    }
    for c in comments {
        encode_comment(c, &mut out);
    }
    out.push(END_TOKEN);
    out
}

fn encode_comment(comment: &Comment, out: &mut Vec<u32>) {
    out.push(u32::from(COMMENT_CODE) | ((comment.data.len() as u32) << COMMENT_LENGTH_SHIFT));
    out.extend_from_slice(&comment.data);
}

/// Appends one instruction's tokens.
pub fn encode_instruction(model: ShaderModel, ins: &Instruction, out: &mut Vec<u32>) {
    let head = out.len();
    out.push(0);
    if let Payload::Decl(decl) = ins.payload {
        out.push(decl_token(decl));
    }
    if let Some(dst) = &ins.dst {
        dst_tokens(model, dst, out);
    }
    match ins.payload {
        Payload::Float(v) => out.extend_from_slice(&v),
        Payload::Int(v) => out.extend(v.map(|x| x as u32)),
        Payload::Bool(v) => out.push(v),
        Payload::None | Payload::Decl(_) => {}
    }
    if let Some(p) = &ins.predicate {
        src_tokens(model, p, out);
    }
    for s in &ins.src {
        src_tokens(model, s, out);
    }
    let mut token = u32::from(ins.opcode.code()) | u32::from(ins.control) << CONTROL_SHIFT;
    if model.has_length_field() {
        token |= ((out.len() - head - 1) as u32 & 0xF) << LENGTH_SHIFT;
    }
    if ins.predicate.is_some() {
        token |= PREDICATED_BIT;
    }
    if ins.coissue {
        token |= COISSUE_BIT;
    }
    out[head] = token;
}

fn decl_token(decl: DeclToken) -> u32 {
    PARAM_BIT
        | decl.usage as u32
        | u32::from(decl.usage_index & 0xF) << 16
        | (decl.texture_type as u32) << 27
}

fn register_bits(reg: Register) -> u32 {
    let code = reg.kind.code();
    PARAM_BIT | (code & 7) << 28 | (code & 0x18) << 8 | (reg.index & REG_NUMBER_MASK)
}

fn relative_tokens(model: ShaderModel, rel: &Option<RelativeAddress>, out: &mut Vec<u32>) {
    if let Some(rel) = rel
        && model.has_relative_token()
    {
        out.push(register_bits(rel.reg) | u32::from(rel.swizzle.0) << 16);
    }
}

fn dst_tokens(model: ShaderModel, dst: &DstParam, out: &mut Vec<u32>) {
    let mods = u32::from(dst.saturate)
        | u32::from(dst.partial_precision) << 1
        | u32::from(dst.centroid) << 2;
    let mut token = register_bits(dst.reg)
        | u32::from(dst.write_mask.0 & 0xF) << 16
        | mods << 20
        | ((dst.shift as u8 as u32) & 0xF) << 24;
    if dst.relative.is_some() {
        token |= RELATIVE_BIT;
    }
    out.push(token);
    relative_tokens(model, &dst.relative, out);
}

fn src_tokens(model: ShaderModel, src: &SrcParam, out: &mut Vec<u32>) {
    let mut token =
        register_bits(src.reg) | u32::from(src.swizzle.0) << 16 | (src.modifier as u32) << 24;
    if src.relative.is_some() {
        token |= RELATIVE_BIT;
    }
    out.push(token);
    relative_tokens(model, &src.relative, out);
}
