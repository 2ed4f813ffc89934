//! What a program touches: registers read and written, samplers used.

use std::collections::{BTreeMap, BTreeSet};

use crate::ir::Program;
use crate::ir::SamplerTextureType;
use crate::opcode::Opcode;
use crate::register::{Register, RegisterType};

/// Registers an instruction stream reads and writes (declarations and
/// definitions excluded; address registers of relative operands count as read).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct RegisterUsage {
    /// Registers read.
    pub read: BTreeSet<Register>,
    /// Registers written.
    pub written: BTreeSet<Register>,
}

/// Collects the registers `program` reads and writes.
pub fn register_usage(program: &Program) -> RegisterUsage {
    let mut usage = RegisterUsage::default();
    for (_, ins) in program.body() {
        if let Some(dst) = &ins.dst {
            // texkill names the register it tests in the destination slot.
            if ins.opcode == Opcode::TexKill {
                usage.read.insert(dst.reg);
            } else {
                usage.written.insert(dst.reg);
            }
            if let Some(rel) = &dst.relative {
                usage.read.insert(rel.reg);
            }
        }
        for src in ins.src.iter().chain(ins.predicate.iter()) {
            usage.read.insert(src.reg);
            if let Some(rel) = &src.relative {
                usage.read.insert(rel.reg);
            }
        }
    }
    usage
}

/// Sampler stages a program uses, with their declared texture type.
///
/// Models 2/3 declare samplers (`dcl_2d s0`); a sampler used but not
/// declared is listed as [`SamplerTextureType::Unknown`]. ps_1_x shaders
/// declare nothing and sample the stage of the texture register they write
/// (`tex t2` samples stage 2, ps_1_4 `texld r1, t0` stage 1); their type
/// comes from the bound texture and is listed as unknown.
pub fn samplers(program: &Program) -> BTreeMap<u32, SamplerTextureType> {
    let mut out = BTreeMap::new();
    let model = program.model;
    for decl in &program.declarations {
        if decl.reg.kind == RegisterType::Sampler {
            out.insert(decl.reg.index, decl.texture_type);
        }
    }
    for (_, ins) in program.body() {
        if model.is_ps_1x() {
            if ins.opcode.samples_texture(model)
                && let Some(dst) = &ins.dst
            {
                out.entry(dst.reg.index)
                    .or_insert(SamplerTextureType::Unknown);
            }
        } else {
            for src in &ins.src {
                if src.reg.kind == RegisterType::Sampler {
                    out.entry(src.reg.index)
                        .or_insert(SamplerTextureType::Unknown);
                }
            }
        }
    }
    out
}
