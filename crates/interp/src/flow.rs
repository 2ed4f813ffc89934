//! Flow-control structure found once per program: where each `if`'s `else`
//! and `endif` are, each loop's end, each label's position.

use ninebridge_d3dbc::{Opcode, Program};

use crate::error::InterpError;

/// Matching positions, by instruction index.
#[derive(Clone, Debug, Default)]
pub(crate) struct Flow {
    /// For `if`/`ifc`: its `else` (if any); for `else`: unused.
    pub else_of: Vec<Option<usize>>,
    /// For `if`/`ifc`/`else`: the `endif`; for `loop`/`rep`: the
    /// `endloop`/`endrep`; for `endloop`/`endrep`: the `loop`/`rep`.
    pub partner: Vec<usize>,
    /// `label l#` positions by label number.
    pub labels: Vec<Option<usize>>,
}

impl Flow {
    /// Matches the program's blocks; unbalanced blocks are
    /// [`InterpError::Malformed`].
    pub fn of(program: &Program) -> Result<Flow, InterpError> {
        let n = program.instructions.len();
        let mut flow = Flow {
            else_of: vec![None; n],
            partner: vec![usize::MAX; n],
            labels: Vec::new(),
        };
        let mut stack: Vec<usize> = Vec::new();
        let malformed = |index, reason| InterpError::Malformed { index, reason };
        for (i, ins) in program.instructions.iter().enumerate() {
            match ins.opcode {
                Opcode::If | Opcode::Ifc | Opcode::Loop | Opcode::Rep => stack.push(i),
                Opcode::Else => {
                    let &open = stack.last().ok_or(malformed(i, "else without if"))?;
                    let op = program.instructions[open].opcode;
                    if !matches!(op, Opcode::If | Opcode::Ifc) || flow.else_of[open].is_some() {
                        return Err(malformed(i, "else without if"));
                    }
                    flow.else_of[open] = Some(i);
                }
                Opcode::EndIf => {
                    let open = stack.pop().ok_or(malformed(i, "endif without if"))?;
                    if !matches!(program.instructions[open].opcode, Opcode::If | Opcode::Ifc) {
                        return Err(malformed(i, "endif closes a loop"));
                    }
                    flow.partner[open] = i;
                    if let Some(e) = flow.else_of[open] {
                        flow.partner[e] = i;
                    }
                }
                Opcode::EndLoop | Opcode::EndRep => {
                    let want = if ins.opcode == Opcode::EndLoop {
                        Opcode::Loop
                    } else {
                        Opcode::Rep
                    };
                    let open = stack.pop().ok_or(malformed(i, "loop end without loop"))?;
                    if program.instructions[open].opcode != want {
                        return Err(malformed(i, "loop end does not match its block"));
                    }
                    flow.partner[open] = i;
                    flow.partner[i] = open;
                }
                Opcode::Label => {
                    let number = ins
                        .src
                        .first()
                        .map(|s| s.reg.index as usize)
                        .ok_or(malformed(i, "label without a register"))?;
                    if number >= 2048 {
                        return Err(malformed(i, "label number out of range"));
                    }
                    if flow.labels.len() <= number {
                        flow.labels.resize(number + 1, None);
                    }
                    flow.labels[number] = Some(i);
                }
                _ => {}
            }
        }
        if let Some(&open) = stack.last() {
            return Err(malformed(open, "block not closed"));
        }
        Ok(flow)
    }
}
