//! Which instructions feed an output: a backward dataflow over the shader's
//! instructions from one component of an output register to its sources.
//!
//! Straight-line programs (no flow control, no relatively addressed
//! destination, shader model 2 and later) are walked backwards once: an
//! instruction belongs to the slice when it writes a component still
//! needed; an unpredicated write then satisfies that component, and the
//! components its sources read for it become needed. Anything else (loops,
//! branches, subroutines, `o[aL]`) is solved flow-insensitively: every
//! instruction that writes a needed component joins, until nothing changes,
//! and every flow-control instruction joins (its condition decides which
//! writes happen). ps_1_x programs, whose texture instructions read earlier
//! texture registers implicitly (`texm3x3*`, `texbem`, ...), take every
//! instruction. Either way the slice holds at least the instructions that
//! feed the output, so the tolerance drawn from it is never too tight for
//! the instructions that did not run.

use std::collections::HashSet;

use ninebridge_d3dbc::{Instruction, Opcode, Program, Register};

/// One component of one register.
type Slot = (Register, u8);

/// The body indices of the instructions that feed component `comp` of
/// `output` (see the module notes for how).
pub fn slice(program: &Program, output: Register, comp: u8) -> Vec<usize> {
    let body: Vec<(usize, &Instruction)> = program.body().collect();
    if program.model.is_pixel() && program.model.major < 2 {
        return body.iter().map(|(i, _)| *i).collect();
    }
    let straight = body.iter().all(|(_, ins)| {
        !ins.opcode.is_flow_control() && ins.dst.is_none_or(|d| d.relative.is_none())
    });
    let mut needed: HashSet<Slot> = HashSet::from([(output, comp)]);
    if straight {
        let mut out = Vec::new();
        walk_back(
            program,
            body.iter().copied(),
            needed,
            |_| true,
            |index| out.push(index),
        );
        out.reverse();
        return out;
    }
    let mut taken = vec![false; body.len()];
    loop {
        let mut changed = false;
        for (k, (_, ins)) in body.iter().enumerate() {
            if taken[k] {
                continue;
            }
            let hit: Vec<u8> = match ins.dst {
                _ if ins.opcode.is_flow_control() => (0..4).collect(),
                Some(dst) => (0..4u8)
                    .filter(|&c| {
                        dst.write_mask.has(c as usize)
                            && needed.iter().any(|&(r, n)| {
                                n == c
                                    && r.kind == dst.reg.kind
                                    && (r.index == dst.reg.index || dst.relative.is_some())
                            })
                    })
                    .collect(),
                None => Vec::new(),
            };
            if hit.is_empty() {
                continue;
            }
            taken[k] = true;
            changed = true;
            needed.extend(reads(program, ins, &hit));
        }
        if !changed {
            break;
        }
    }
    body.iter()
        .zip(taken)
        .filter(|(_, t)| *t)
        .map(|((i, _), _)| *i)
        .collect()
}

/// The straight-line backward walk: from the slots `needed`, over `body`
/// from its end (flow control is not followed), each instruction that
/// writes a needed component is given to `visit` (its body index); an
/// unpredicated write satisfies those components, and each slot its
/// sources read for them becomes needed when `follow` says so.
pub(crate) fn walk_back<'a>(
    program: &Program,
    body: impl DoubleEndedIterator<Item = (usize, &'a Instruction)>,
    mut needed: HashSet<Slot>,
    mut follow: impl FnMut(Slot) -> bool,
    mut visit: impl FnMut(usize),
) {
    for (index, ins) in body.rev() {
        let Some(dst) = ins.dst else { continue };
        let hit: Vec<u8> = (0..4u8)
            .filter(|&c| dst.write_mask.has(c as usize) && needed.contains(&(dst.reg, c)))
            .collect();
        if hit.is_empty() {
            continue;
        }
        visit(index);
        if ins.predicate.is_none() {
            for &c in &hit {
                needed.remove(&(dst.reg, c));
            }
        }
        for slot in reads(program, ins, &hit) {
            if follow(slot) {
                needed.insert(slot);
            }
        }
    }
}

/// The register components `ins` reads to compute components `comps` of its
/// destination: the swizzled component of each source for per-component
/// instructions, the replicated one for scalar instructions, every
/// swizzled component otherwise (dot products, matrices, texture lookups,
/// conditions); the rows of a matrix macro; the address registers of
/// relative operands; the predicate.
pub(crate) fn reads(program: &Program, ins: &Instruction, comps: &[u8]) -> Vec<Slot> {
    use Opcode::*;
    let mut out = Vec::new();
    let per_component = matches!(
        ins.opcode,
        Mov | Mova
            | Add
            | Sub
            | Mul
            | Mad
            | Min
            | Max
            | Slt
            | Sge
            | Frc
            | Abs
            | Sgn
            | Lrp
            | Cmp
            | Cnd
            | SetP
    ) && !(ins.opcode == Cnd && program.model.major < 2);
    let scalar = matches!(ins.opcode, Rcp | Rsq | Exp | Log | ExpP | LogP | Pow);
    let rows = match ins.opcode {
        M4x4 | M3x4 => 4,
        M4x3 | M3x3 => 3,
        M3x2 => 2,
        _ => 1,
    };
    for (k, src) in ins.src.iter().enumerate() {
        let selected: Vec<u8> = if per_component {
            comps
                .iter()
                .map(|&c| src.swizzle.component(c as usize))
                .collect()
        } else if scalar {
            vec![src.swizzle.component(3)]
        } else {
            src.swizzle.components().to_vec()
        };
        let count = if k == 1 { rows } else { 1 };
        for row in 0..count {
            let reg = Register::new(src.reg.kind, src.reg.index + row);
            out.extend(selected.iter().map(|&c| (reg, c)));
        }
        if let Some(rel) = src.relative {
            out.push((rel.reg, rel.component()));
        }
    }
    if let Some(p) = &ins.predicate {
        out.extend(p.swizzle.components().map(|c| (p.reg, c)));
    }
    if let Some(rel) = ins.dst.and_then(|d| d.relative) {
        out.push((rel.reg, rel.component()));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use ninebridge_d3dbc::{RegisterType, assemble_program};

    fn ops(text: &str, out: Register, comp: u8) -> Vec<Opcode> {
        let p = assemble_program(text).unwrap();
        slice(&p, out, comp)
            .into_iter()
            .map(|i| p.instructions[i].opcode)
            .collect()
    }

    const OC0: Register = Register::new(RegisterType::ColorOut, 0);

    #[test]
    fn a_component_follows_only_its_sources() {
        let text = "ps_2_0\ndcl t0\nrcp r0.x, t0.x\nmul r0.y, t0.y, t0.y\nmov r1, c0\n\
                    mov oC0, r0.xyxy\n";
        // oC0.x and .z read r0.x (the rcp), .y and .w r0.y (the mul).
        assert_eq!(ops(text, OC0, 0), [Opcode::Rcp, Opcode::Mov]);
        assert_eq!(ops(text, OC0, 1), [Opcode::Mul, Opcode::Mov]);
        assert_eq!(ops(text, OC0, 2), [Opcode::Rcp, Opcode::Mov]);
    }

    #[test]
    fn an_overwritten_value_does_not_feed() {
        let text = "ps_2_0\ndcl t0\nrcp r0, t0.x\nmov r0, t0\nmov oC0, r0\n";
        assert_eq!(ops(text, OC0, 0), [Opcode::Mov, Opcode::Mov]);
    }

    #[test]
    fn flow_control_takes_every_writer_and_the_conditions() {
        let text = "vs_2_0\ndcl_position v0\ndefb b0, true\nmov r0, v0\nif b0\n\
                    rcp r0.x, v0.x\nendif\nmov oPos, v0\nmov oD0, r0\n";
        let got = ops(text, Register::new(RegisterType::AttrOut, 0), 0);
        assert!(got.contains(&Opcode::Rcp), "{got:?}");
        assert!(got.contains(&Opcode::If), "{got:?}");
        assert!(got.contains(&Opcode::Mov), "{got:?}");
    }

    #[test]
    fn matrix_macros_read_their_rows() {
        let text = "vs_2_0\ndcl_position v0\ndef c5, 1, 2, 3, 4\nrcp r1.x, v0.x\n\
                    mov r5, r1.x\nm4x4 oPos, v0, r2\n";
        let oc = ops(text, Register::new(RegisterType::RastOut, 0), 0);
        assert_eq!(oc, [Opcode::Rcp, Opcode::Mov, Opcode::M4x4]);
    }
}
