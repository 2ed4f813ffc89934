//! Direct3D 9 shader bytecode ("d3dbc"): the typed program model, parser,
//! validator, disassembler, assembler and D3DX constant tables.
//!
//! ```text
//! bytes --parse--> Program --validate--> Vec<Diagnostic>
//!                    |  ^
//!            disasm  |  |  asm (text -> Program -> tokens)
//!                    v  |
//!                  assembly text
//! ```
//!
//! The [`Program`] keeps every field of every token, so
//! `encode(parse(x)) == x` and `asm(disasm(x)) == x` (comment blocks aside).
//! Everything is pure Rust and never panics on untrusted input.

pub mod asm;
pub mod ctab;
pub mod disasm;
pub mod encode;
pub mod ir;
pub mod model;
pub mod opcode;
pub mod parse;
pub mod register;
pub mod token;
pub mod usage;
pub mod validate;

pub use asm::{AsmError, assemble, assemble_program};
pub use ctab::{ConstantTable, CtabError};
pub use disasm::disassemble;
pub use encode::encode;
pub use ir::{
    Comment, ConstantDef, ConstantValue, DeclToken, DeclUsage, DeclUsageName, Declaration,
    DstParam, Instruction, Payload, Program, RelativeAddress, SamplerTextureType, SrcModifier,
    SrcParam, Swizzle, WriteMask,
};
pub use model::{ShaderKind, ShaderModel};
pub use opcode::{Comparison, Opcode, TexLdKind};
pub use parse::{ParseError, ReadWarning, parse, parse_bytes, read, read_bytes};
pub use register::{Register, RegisterType};
pub use token::{content_key, scan_tokens};
pub use usage::{RegisterUsage, register_usage, samplers};
pub use validate::{
    ValidateOptions, ValidationError, ValidationErrorKind, d3d8_vertex_inputs, validate,
    validate_direct3d9, validate_with,
};
