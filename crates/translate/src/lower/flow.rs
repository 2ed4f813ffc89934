//! Structured flow control: `if`/`if_cmp`/`if pred`/`else`/`endif`,
//! `rep`/`loop` (with `aL`), `break`/`break_cmp`/`breakp`, and
//! `call`/`callnz`/`ret`.
//!
//! Loop counts come from `i#.x` clamped to 0..255 as D3D9 does; `loop`
//! starts `aL` at `i#.y` and steps it by `i#.z`, saving and restoring the
//! enclosing loop's `aL`.

use naga::{
    BinaryOperator as B, Block, Expression, Handle, LocalVariable, MathFunction as M, Span,
    Statement,
};
use ninebridge_d3dbc::{Instruction, Opcode, RegisterType, SrcModifier, SrcParam};

use super::Ctx;
use crate::error::TranslateError;

type Expr = Handle<Expression>;

/// An open flow-control construct.
pub(crate) enum Frame {
    If {
        condition: Expr,
        /// The accept block once `else` was seen.
        accept: Option<Block>,
    },
    Loop {
        counter: Handle<LocalVariable>,
        /// `loop aL`: the step and the saved outer `aL`.
        al: Option<(Expr, Handle<LocalVariable>)>,
    },
}

impl Ctx<'_> {
    fn local(&mut self, name: &str) -> Handle<LocalVariable> {
        let ty = self.b.types.i32;
        self.b.f.function.local_variables.append(
            LocalVariable {
                name: Some(name.to_string()),
                ty,
                init: None,
            },
            Span::UNDEFINED,
        )
    }

    fn local_ptr(&mut self, v: Handle<LocalVariable>) -> Expr {
        self.b.expr(Expression::LocalVariable(v))
    }

    /// A `bool` condition from a flow-control source: `b#`, `!b#`,
    /// `p0.c` or `!p0.c`.
    fn bool_source(&mut self, s: &SrcParam) -> Result<Expr, TranslateError> {
        let v = match s.reg.kind {
            RegisterType::ConstBool => self.bool_const(s.reg.index),
            RegisterType::Predicate => {
                let p = self.load_reg(RegisterType::Predicate, 0);
                self.b.index(p, u32::from(s.swizzle.component(0)))
            }
            _ => {
                return Err(self.err(format!(
                    "{} is not a boolean or predicate register",
                    s.reg.name(self.model)
                )));
            }
        };
        Ok(if s.modifier == SrcModifier::Not {
            self.b.expr(Expression::Unary {
                op: naga::UnaryOperator::LogicalNot,
                expr: v,
            })
        } else {
            v
        })
    }

    /// `src0.x <cmp> src1.x` of `if_cmp`/`break_cmp`.
    fn compare_sources(&mut self, ins: &Instruction) -> Result<Expr, TranslateError> {
        let cmp = ins
            .comparison()
            .ok_or_else(|| self.err("missing comparison"))?;
        let a = self.srcv(ins, 0)?;
        let b = self.srcv(ins, 1)?;
        let a = self.b.index(a, 0);
        let b = self.b.index(b, 0);
        Ok(self.compare(cmp, a, b))
    }

    fn in_loop(&self) -> bool {
        self.flow.iter().any(|f| matches!(f, Frame::Loop { .. }))
    }

    fn break_if(&mut self, condition: Expr) {
        self.b.push_block();
        self.b.stmt(Statement::Break);
        let accept = self.b.pop_block();
        self.b.stmt(Statement::If {
            condition,
            accept,
            reject: Block::new(),
        });
    }

    fn call(&mut self, label: u32) -> Result<(), TranslateError> {
        let Some(&function) = self.label_fns.get(&label) else {
            if self.options.lenient {
                return Ok(());
            }
            return Err(self.err(format!("label l{label} is not defined")));
        };
        self.b.stmt(Statement::Call {
            function,
            arguments: Vec::new(),
            result: None,
        });
        Ok(())
    }

    pub(crate) fn flow_instruction(&mut self, ins: &Instruction) -> Result<(), TranslateError> {
        use Opcode as O;
        match ins.opcode {
            O::If => {
                let s = *self.src_of(ins, 0)?;
                let condition = self.bool_source(&s)?;
                self.b.flush_emit();
                self.flow.push(Frame::If {
                    condition,
                    accept: None,
                });
                self.b.push_block();
            }
            O::Ifc => {
                let condition = self.compare_sources(ins)?;
                self.b.flush_emit();
                self.flow.push(Frame::If {
                    condition,
                    accept: None,
                });
                self.b.push_block();
            }
            O::Else => {
                let Some(Frame::If { accept, .. }) = self.flow.last_mut() else {
                    return Err(self.err("else without if"));
                };
                if accept.is_some() {
                    return Err(self.err("second else for one if"));
                }
                let block = self.b.pop_block();
                if let Some(Frame::If { accept, .. }) = self.flow.last_mut() {
                    *accept = Some(block);
                }
                self.b.push_block();
            }
            O::EndIf => {
                let Some(Frame::If { .. }) = self.flow.last() else {
                    return Err(self.err("endif without if"));
                };
                let Some(Frame::If { condition, accept }) = self.flow.pop() else {
                    return Err(self.err("endif without if"));
                };
                let last = self.b.pop_block();
                let (accept, reject) = match accept {
                    Some(a) => (a, last),
                    None => (last, Block::new()),
                };
                self.b.stmt(Statement::If {
                    condition,
                    accept,
                    reject,
                });
            }
            O::Rep | O::Loop => {
                let int_src = if ins.opcode == O::Rep { 0 } else { 1 };
                let s = *self.src_of(ins, int_src)?;
                if s.reg.kind != RegisterType::ConstInt {
                    return Err(self.err("the loop count must be an integer constant i#"));
                }
                let i = self.int_const(s.reg.index);
                let x = self.b.index(i, 0);
                let lo = self.b.i32(0);
                let hi = self.b.i32(255);
                let count = self.b.math3(M::Clamp, x, lo, hi);
                let counter = self.local("loop_counter");
                let cp = self.local_ptr(counter);
                let zero = self.b.i32(0);
                self.b.store(cp, zero);
                let al = if ins.opcode == O::Loop {
                    let saved = self.local("saved_aL");
                    let sp = self.local_ptr(saved);
                    let outer = self.load_reg(RegisterType::Loop, 0);
                    self.b.store(sp, outer);
                    let init = self.b.index(i, 1);
                    let step = self.b.index(i, 2);
                    let alp = self.reg_ptr(RegisterType::Loop, 0);
                    self.b.store(alp, init);
                    Some((step, saved))
                } else {
                    None
                };
                self.b.flush_emit();
                self.flow.push(Frame::Loop { counter, al });
                self.b.push_block();
                let cp = self.local_ptr(counter);
                let c = self.b.load(cp);
                let done = self.b.binary(B::GreaterEqual, c, count);
                self.break_if(done);
            }
            O::EndRep | O::EndLoop => {
                let Some(Frame::Loop { .. }) = self.flow.last() else {
                    return Err(self.err("end of a loop that is not open"));
                };
                let Some(Frame::Loop { counter, al, .. }) = self.flow.pop() else {
                    return Err(self.err("end of a loop that is not open"));
                };
                let body = self.b.pop_block();
                // continuing: counter += 1; aL += step
                self.b.push_block();
                let cp = self.local_ptr(counter);
                let c = self.b.load(cp);
                let one = self.b.i32(1);
                let n = self.b.binary(B::Add, c, one);
                self.b.store(cp, n);
                if let Some((step, _)) = al {
                    let alp = self.reg_ptr(RegisterType::Loop, 0);
                    let a = self.b.load(alp);
                    let n = self.b.binary(B::Add, a, step);
                    self.b.store(alp, n);
                }
                let continuing = self.b.pop_block();
                self.b.stmt(Statement::Loop {
                    body,
                    continuing,
                    break_if: None,
                });
                if let Some((_, saved)) = al {
                    let sp = self.local_ptr(saved);
                    let v = self.b.load(sp);
                    let alp = self.reg_ptr(RegisterType::Loop, 0);
                    self.b.store(alp, v);
                }
            }
            O::Break => {
                if !self.in_loop() {
                    return Err(self.err("break outside a loop"));
                }
                self.b.stmt(Statement::Break);
            }
            O::BreakC => {
                if !self.in_loop() {
                    return Err(self.err("break outside a loop"));
                }
                let c = self.compare_sources(ins)?;
                self.break_if(c);
            }
            O::BreakP => {
                if !self.in_loop() {
                    return Err(self.err("breakp outside a loop"));
                }
                let s = *self.src_of(ins, 0)?;
                let c = self.bool_source(&s)?;
                self.break_if(c);
            }
            O::Call => {
                let l = self.src_of(ins, 0)?.reg.index;
                self.call(l)?;
            }
            O::CallNz => {
                let l = self.src_of(ins, 0)?.reg.index;
                let s = *self.src_of(ins, 1)?;
                let condition = self.bool_source(&s)?;
                self.b.push_block();
                self.call(l)?;
                let accept = self.b.pop_block();
                self.b.stmt(Statement::If {
                    condition,
                    accept,
                    reject: Block::new(),
                });
            }
            O::Ret => {
                self.b.stmt(Statement::Return { value: None });
            }
            O::Label => {}
            _ => return Err(self.err("not a flow-control instruction")),
        }
        Ok(())
    }
}
