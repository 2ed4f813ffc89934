//! [`Program`] -> conventional D3D assembly text.
//!
//! The output is what [`crate::asm`] reads back: `asm(disasm(p))` encodes to
//! the same tokens as `p` (comment blocks aside; they are summarised as `//`
//! lines). Conventions follow the D3DX disassembler: identity swizzles and
//! full write masks are omitted, a replicated swizzle is one letter, result
//! modifiers are opcode suffixes (`mul_x2_sat`, `texld_pp`,
//! `dcl_texcoord1_centroid`), relative addressing is `c4[a0.x]` / `v0[aL]`.
//! Literals that Display cannot write exactly (NaN, infinities) are written
//! as `0x` bit patterns.

use std::fmt::Write as _;

use crate::ctab::ConstantTable;
use crate::ir::DeclUsageName as _;
use crate::ir::{
    DstParam, Instruction, Payload, Program, RelativeAddress, SrcModifier, SrcParam, Swizzle,
    WriteMask,
};
use crate::model::ShaderModel;
use crate::opcode::{Opcode, TexLdKind};
use crate::register::RegisterType;

const COMPONENTS: [char; 4] = ['x', 'y', 'z', 'w'];

/// Disassembles a whole program: version line, then one instruction per line.
/// The constant table, when present, is summarised in `//` lines first.
pub fn disassemble(program: &Program) -> String {
    let mut out = String::new();
    if let Some(ctab) = &program.ctab {
        write_ctab(ctab, &mut out);
    }
    let _ = writeln!(out, "{}", program.model);
    let mut comments = program.comments.iter().peekable();
    let mut depth = 0usize;
    for (index, ins) in program.instructions.iter().enumerate() {
        if matches!(
            ins.opcode,
            Opcode::Else | Opcode::EndIf | Opcode::EndLoop | Opcode::EndRep
        ) {
            depth = depth.saturating_sub(1);
        }
        let indent = "  ".repeat(depth.min(32));
        while let Some(c) = comments.next_if(|c| c.before_instruction <= index) {
            let _ = writeln!(out, "{indent}// comment block, {} tokens", c.data.len());
        }
        out.push_str(&indent);
        out.push_str(&instruction_text(program.model, ins));
        out.push('\n');
        if matches!(
            ins.opcode,
            Opcode::If | Opcode::Ifc | Opcode::Loop | Opcode::Rep | Opcode::Else
        ) {
            depth += 1;
        }
    }
    for c in comments {
        let _ = writeln!(out, "// comment block, {} tokens", c.data.len());
    }
    out
}

fn write_ctab(ctab: &ConstantTable, out: &mut String) {
    // Names are quoted with escapes: a table is untrusted and a newline in a
    // name must not end the comment line.
    let _ = writeln!(out, "// Constant table (creator {:?}):", ctab.creator);
    for c in &ctab.constants {
        let _ = writeln!(
            out,
            "//   {}{} ({} registers) {} {} {:?}",
            c.register_set.prefix(),
            c.register_index,
            c.register_count,
            c.ty.class.name(),
            c.ty.ty.name(),
            c.name
        );
    }
}

/// One instruction as a line of assembly (no newline).
pub fn instruction_text(model: ShaderModel, ins: &Instruction) -> String {
    let mut s = String::new();
    if ins.coissue {
        s.push('+');
    }
    if let Some(p) = &ins.predicate {
        s.push('(');
        s.push_str(&src_text(model, p));
        s.push_str(") ");
    }
    s.push_str(&opcode_text(model, ins));
    let mut operands: Vec<String> = Vec::new();
    if let Some(dst) = &ins.dst {
        operands.push(dst_text(model, dst));
    }
    match ins.payload {
        Payload::Float(v) => operands.extend(v.iter().map(|&b| float_text(b))),
        Payload::Int(v) => operands.extend(v.iter().map(|i| i.to_string())),
        Payload::Bool(0) => operands.push("false".into()),
        Payload::Bool(1) => operands.push("true".into()),
        Payload::Bool(b) => operands.push(b.to_string()),
        Payload::None | Payload::Decl(_) => {}
    }
    operands.extend(ins.src.iter().map(|src| src_text(model, src)));
    if !operands.is_empty() {
        s.push(' ');
        s.push_str(&operands.join(", "));
    }
    s
}

fn float_text(bits: u32) -> String {
    let v = f32::from_bits(bits);
    if v.is_finite() {
        format!("{v}")
    } else {
        format!("{bits:#010x}")
    }
}

/// The mnemonic with its controls and result-modifier suffixes.
fn opcode_text(model: ShaderModel, ins: &Instruction) -> String {
    let mut s = String::from(ins.opcode.mnemonic(model));
    if let Some(cmp) = ins.comparison() {
        s.push('_');
        s.push_str(cmp.suffix());
    }
    if ins.opcode == Opcode::Tex && model.major >= 2 {
        match ins.texld_kind() {
            Some(TexLdKind::Project) => s.push('p'),
            Some(TexLdKind::Bias) => s.push('b'),
            _ => {}
        }
    }
    if let (Payload::Decl(decl), Some(dst)) = (ins.payload, &ins.dst) {
        if decl.texture_type.name() != "" {
            s.push('_');
            s.push_str(decl.texture_type.name());
        }
        let implicit = decl.texture_type.name() != ""
            || dst.reg.kind == RegisterType::Sampler
            || dst.reg.kind == RegisterType::MiscType
            || (model.is_pixel() && model.major < 3);
        if !(implicit && decl.usage as u8 == 0 && decl.usage_index == 0) {
            s.push('_');
            s.push_str(decl.usage.name());
            if decl.usage_index != 0 {
                let _ = write!(s, "{}", decl.usage_index);
            }
        }
    }
    if let Some(dst) = &ins.dst {
        match dst.shift {
            0 => {}
            n if n > 0 => {
                let _ = write!(s, "_x{}", 1u32 << n);
            }
            n => {
                let _ = write!(s, "_d{}", 1u32 << (-i32::from(n)));
            }
        }
        if dst.saturate {
            s.push_str("_sat");
        }
        if dst.partial_precision {
            s.push_str("_pp");
        }
        if dst.centroid {
            s.push_str("_centroid");
        }
    }
    s
}

fn relative_text(model: ShaderModel, rel: &RelativeAddress) -> String {
    let mut s = format!("[{}", rel.reg.name(model));
    if rel.reg.kind != RegisterType::Loop || rel.swizzle != Swizzle::IDENTITY {
        s.push_str(&swizzle_text(rel.swizzle));
    }
    s.push(']');
    s
}

fn register_text(
    model: ShaderModel,
    reg: crate::Register,
    rel: &Option<RelativeAddress>,
) -> String {
    let mut s = reg.name(model);
    if let Some(rel) = rel {
        s.push_str(&relative_text(model, rel));
    }
    s
}

/// A destination: register, relative address, write mask.
pub fn dst_text(model: ShaderModel, dst: &DstParam) -> String {
    let mut s = register_text(model, dst.reg, &dst.relative);
    s.push_str(&mask_text(dst.write_mask));
    s
}

fn mask_text(mask: WriteMask) -> String {
    match mask.0 & 0xF {
        0xF => String::new(),
        0 => ".none".to_string(),
        m => {
            let mut s = String::from(".");
            for (i, c) in COMPONENTS.iter().enumerate() {
                if m & (1 << i) != 0 {
                    s.push(*c);
                }
            }
            s
        }
    }
}

/// Nothing for `.xyzw`; otherwise the letters without the trailing
/// repeats of the last one (`.xyyy` is `.xy`, `.zzzz` is `.z`), which the
/// assembler expands back by repeating the last letter.
fn swizzle_text(sw: Swizzle) -> String {
    if sw == Swizzle::IDENTITY {
        return String::new();
    }
    let c = sw.components();
    let mut len = 4;
    while len > 1 && c[len - 2] == c[3] {
        len -= 1;
    }
    let mut s = String::from(".");
    for &x in &c[..len] {
        s.push(COMPONENTS[usize::from(x)]);
    }
    s
}

/// A source: modifier, register, relative address, swizzle.
pub fn src_text(model: ShaderModel, src: &SrcParam) -> String {
    let (prefix, suffix) = match src.modifier {
        SrcModifier::None => ("", ""),
        SrcModifier::Negate => ("-", ""),
        SrcModifier::Bias => ("", "_bias"),
        SrcModifier::BiasNegate => ("-", "_bias"),
        SrcModifier::Sign => ("", "_bx2"),
        SrcModifier::SignNegate => ("-", "_bx2"),
        SrcModifier::Complement => ("1-", ""),
        SrcModifier::X2 => ("", "_x2"),
        SrcModifier::X2Negate => ("-", "_x2"),
        SrcModifier::Dz => ("", "_dz"),
        SrcModifier::Dw => ("", "_dw"),
        SrcModifier::Abs => ("", "_abs"),
        SrcModifier::AbsNegate => ("-", "_abs"),
        SrcModifier::Not => ("!", ""),
    };
    format!(
        "{prefix}{}{suffix}{}",
        register_text(model, src.reg, &src.relative),
        swizzle_text(src.swizzle)
    )
}
