//! Arithmetic instructions, `setp`, `texkill`, `dsx`/`dsy`, and the
//! destination write (modifiers, masks, predication, co-issue).

use ninebridge_d3dbc::{Comparison, Instruction, Opcode, RegisterType, SrcModifier};

use crate::error::InterpError;
use crate::fault::{Fault, away_from_zero};
use crate::float;
use crate::machine::{Run, unsupported};
use crate::regs::{self, PendingWrite, Target, WriteKind};

/// `a <cmp> b` (for `if_`, `break_`, `setp_`).
pub(crate) fn compare(cmp: Comparison, a: f32, b: f32) -> bool {
    match cmp {
        Comparison::Gt => a > b,
        Comparison::Eq => a == b,
        Comparison::Ge => a >= b,
        Comparison::Lt => a < b,
        Comparison::Ne => a != b,
        Comparison::Le => a <= b,
    }
}

fn dot(a: [f32; 4], b: [f32; 4], n: usize, mul: fn(f32, f32) -> f32) -> f32 {
    let mut s = mul(a[0], b[0]);
    for i in 1..n {
        s += mul(a[i], b[i]);
    }
    s
}

fn plain_mul(a: f32, b: f32) -> f32 {
    a * b
}

impl Run<'_, '_> {
    pub(crate) fn commit(&mut self, lane: usize, w: PendingWrite) {
        self.lanes[lane].commit(w);
    }

    /// Executes one non-flow instruction for the `active` lanes.
    pub(crate) fn instruction(
        &mut self,
        pc: usize,
        ins: &Instruction,
        active: u8,
    ) -> Result<(), InterpError> {
        let model = self.model();
        match ins.opcode {
            Opcode::Dsx | Opcode::Dsy => self.derivative(pc, ins, active),
            Opcode::TexKill => self.texkill(pc, ins, active),
            Opcode::SetP => {
                let cmp = ins
                    .comparison()
                    .ok_or_else(|| unsupported(self.it.program, pc, "comparison"))?;
                for lane in lanes(active) {
                    let (a, b) = self.two(lane, ins, pc)?;
                    let v = [0, 1, 2, 3].map(|i| f32::from(u8::from(compare(cmp, a[i], b[i]))));
                    self.write(lane, pc, ins, v, 0xF)?;
                }
                Ok(())
            }
            op if op.samples_texture(model)
                || op.is_ps_1x_texture_op(model)
                || op == Opcode::Bem =>
            {
                self.texture(pc, ins, active)
            }
            _ => {
                for lane in lanes(active) {
                    let (v, mask) = self.alu(lane, pc, ins)?;
                    self.write(lane, pc, ins, v, mask)?;
                }
                Ok(())
            }
        }
    }

    fn src(
        &self,
        lane: usize,
        ins: &Instruction,
        k: usize,
        pc: usize,
    ) -> Result<[f32; 4], InterpError> {
        let s = ins
            .src
            .get(k)
            .ok_or_else(|| unsupported(self.it.program, pc, "missing operand"))?;
        self.read(lane, s, pc)
    }

    fn two(
        &self,
        lane: usize,
        ins: &Instruction,
        pc: usize,
    ) -> Result<([f32; 4], [f32; 4]), InterpError> {
        Ok((self.src(lane, ins, 0, pc)?, self.src(lane, ins, 1, pc)?))
    }

    /// One arithmetic instruction for one lane: the value and the
    /// components the instruction itself may write.
    fn alu(
        &self,
        lane: usize,
        pc: usize,
        ins: &Instruction,
    ) -> Result<([f32; 4], u8), InterpError> {
        use Opcode::*;
        let model = self.model();
        let mul: fn(f32, f32) -> f32 = if self.env.mul_zero {
            float::mul_zero
        } else {
            plain_mul
        };
        let s = |k| self.src(lane, ins, k, pc);
        let map2 = |f: &dyn Fn(f32, f32) -> f32| -> Result<[f32; 4], InterpError> {
            let (a, b) = self.two(lane, ins, pc)?;
            Ok([0, 1, 2, 3].map(|i| f(a[i], b[i])))
        };
        let scalar = |f: fn(f32) -> f32| -> Result<[f32; 4], InterpError> { Ok([f(s(0)?[3]); 4]) };
        let all = 0xF;
        Ok(match ins.opcode {
            Mov | Mova => (s(0)?, all),
            Add => (map2(&|a, b| a + b)?, all),
            Sub => (map2(&|a, b| a - b)?, all),
            Mul => match self.it.fault {
                Some(Fault::MulUlps(n)) => (map2(&|a, b| away_from_zero(mul(a, b), n))?, all),
                _ => (map2(&|a, b| mul(a, b))?, all),
            },
            Mad => {
                let (a, b, c) = (s(0)?, s(1)?, s(2)?);
                ([0, 1, 2, 3].map(|i| mul(a[i], b[i]) + c[i]), all)
            }
            Min => (map2(&|a, b| if a < b { a } else { b })?, all),
            Max => (map2(&|a, b| if a >= b { a } else { b })?, all),
            Slt => (map2(&|a, b| if a < b { 1.0 } else { 0.0 })?, all),
            Sge => (map2(&|a, b| if a >= b { 1.0 } else { 0.0 })?, all),
            Dp3 => {
                let (a, b) = self.two(lane, ins, pc)?;
                ([dot(a, b, 3, mul); 4], all)
            }
            Dp4 => {
                let (a, b) = self.two(lane, ins, pc)?;
                ([dot(a, b, 4, mul); 4], all)
            }
            Dp2Add => {
                let (a, b, c) = (s(0)?, s(1)?, s(2)?);
                ([mul(a[0], b[0]) + mul(a[1], b[1]) + c[0]; 4], all)
            }
            Rcp if self.it.fault == Some(Fault::RcpSign) => (scalar(|x| -float::rcp(x))?, all),
            Rcp => (scalar(float::rcp)?, all),
            Rsq => (scalar(float::rsq)?, all),
            Exp => (scalar(float::exp)?, all),
            Log => (scalar(float::log)?, all),
            ExpP if model.major < 2 => (float::expp_sm1(s(0)?[3]), all),
            LogP if model.major < 2 => (float::logp_sm1(s(0)?[3]), all),
            ExpP => (scalar(float::exp)?, all),
            LogP => (scalar(float::log)?, all),
            Pow => {
                let (a, b) = self.two(lane, ins, pc)?;
                ([float::pow(a[3], b[3]); 4], all)
            }
            Lit => (float::lit(s(0)?), all),
            Dst => {
                let (a, b) = self.two(lane, ins, pc)?;
                ([1.0, mul(a[1], b[1]), a[2], b[3]], all)
            }
            Lrp => {
                let (t, a, b) = (s(0)?, s(1)?, s(2)?);
                ([0, 1, 2, 3].map(|i| mul(t[i], a[i] - b[i]) + b[i]), all)
            }
            Frc => (s(0)?.map(float::frc), all),
            Abs => (s(0)?.map(f32::abs), all),
            Sgn => (s(0)?.map(float::sgn), all),
            Crs => {
                let (a, b) = self.two(lane, ins, pc)?;
                (
                    [
                        a[1] * b[2] - a[2] * b[1],
                        a[2] * b[0] - a[0] * b[2],
                        a[0] * b[1] - a[1] * b[0],
                        0.0,
                    ],
                    0b0111,
                )
            }
            Nrm => {
                let a = s(0)?;
                // The mode's multiply in the dot product and the scaling
                // (a zero vector: NaN, or 0 with the D3D9 multiply).
                let f = float::rsq(dot(a, a, 3, mul));
                (a.map(|x| mul(x, f)), all)
            }
            SinCos => {
                let x = s(0)?[3];
                ([x.cos(), x.sin(), 0.0, 0.0], 0b0011)
            }
            M4x4 | M4x3 | M3x4 | M3x3 | M3x2 => {
                let (rows, n) = match ins.opcode {
                    M4x4 => (4, 4),
                    M4x3 => (3, 4),
                    M3x4 => (4, 3),
                    M3x3 => (3, 3),
                    _ => (2, 3),
                };
                let v = s(0)?;
                let m = *ins
                    .src
                    .get(1)
                    .ok_or_else(|| unsupported(self.it.program, pc, "missing operand"))?;
                let mut out = [0.0; 4];
                for (row, o) in out.iter_mut().enumerate().take(rows) {
                    let mut r = m;
                    r.reg.index += row as u32;
                    *o = dot(v, self.read(lane, &r, pc)?, n, mul);
                }
                (out, ((1u16 << rows) - 1) as u8)
            }
            Cnd => {
                let (c, a, b) = (s(0)?, s(1)?, s(2)?);
                (
                    [0, 1, 2, 3].map(|i| if c[i] > 0.5 { a[i] } else { b[i] }),
                    all,
                )
            }
            Cmp => {
                let (c, a, b) = (s(0)?, s(1)?, s(2)?);
                (
                    [0, 1, 2, 3].map(|i| if c[i] >= 0.0 { a[i] } else { b[i] }),
                    all,
                )
            }
            _ => return Err(unsupported(self.it.program, pc, "")),
        })
    }

    /// The predicate mask of a predicated instruction for `lane`.
    fn predicate_mask(&self, lane: usize, ins: &Instruction) -> u8 {
        let Some(p) = &ins.predicate else {
            return 0xF;
        };
        let not = p.modifier == SrcModifier::Not;
        let p0 = self.lanes[lane].p0;
        let mut m = 0;
        for i in 0..4 {
            if p0[p.swizzle.component(i) as usize] != not {
                m |= 1 << i;
            }
        }
        m
    }

    /// Writes `value` to the instruction's destination for `lane`, through
    /// its modifiers, write mask, `allowed` components and predicate.
    pub(crate) fn write(
        &mut self,
        lane: usize,
        pc: usize,
        ins: &Instruction,
        value: [f32; 4],
        allowed: u8,
    ) -> Result<(), InterpError> {
        let dst = ins
            .dst
            .as_ref()
            .ok_or_else(|| unsupported(self.it.program, pc, "no destination"))?;
        let model = self.model();
        let index = i64::from(dst.reg.index) + self.offset(lane, dst.relative);
        let at = |n: usize| usize::try_from(index).ok().filter(|&i| i < n);
        let (target, kind) = match dst.reg.kind {
            RegisterType::Temp => (
                at(regs::TEMPS).map_or(Target::Nowhere, Target::Temp),
                WriteKind::Float,
            ),
            RegisterType::Addr if model.is_pixel() => (
                at(regs::TEXCOORDS).map_or(Target::Nowhere, Target::Tex),
                WriteKind::Float,
            ),
            RegisterType::Addr => (
                Target::Addr,
                if ins.opcode == Opcode::Mova {
                    WriteKind::AddrRound
                } else {
                    WriteKind::AddrFloor
                },
            ),
            RegisterType::Predicate => (Target::Pred, WriteKind::Predicate),
            k if k.is_output(model) => (
                regs::out_slot(k, index).map_or(Target::Nowhere, Target::Out),
                WriteKind::Float,
            ),
            _ => {
                return Err(unsupported(
                    self.it.program,
                    pc,
                    "destination register file",
                ));
            }
        };
        let value = match self.it.perturbation {
            Some(p) if kind == WriteKind::Float && crate::perturb::rounds(ins.opcode) => {
                let state = &mut self.perturb_state;
                value.map(|x| crate::perturb::perturb(state, x, p.relative))
            }
            _ => value,
        };
        let ps1_range = (model.is_ps_1x() && matches!(target, Target::Temp(_) | Target::Tex(_)))
            .then_some(self.env.max_pixel_shader_value);
        let value = if kind == WriteKind::Predicate {
            value
        } else {
            regs::dst_modify(value, dst, ps1_range)
        };
        let mask = dst.write_mask.0 & allowed & self.predicate_mask(lane, ins);
        let non_finite = (0..4).any(|i| mask & (1 << i) != 0 && !value[i].is_finite());
        if kind == WriteKind::Float && non_finite && self.lanes[lane].first_non_finite.is_none() {
            let operands = (0..ins.src.len())
                .filter(|&k| ins.src[k].reg.kind != RegisterType::Sampler)
                .filter_map(|k| self.src(lane, ins, k, pc).ok())
                .collect();
            self.lanes[lane].first_non_finite = Some(crate::env::NonFiniteOrigin {
                index: pc,
                operands,
            });
        }
        let w = PendingWrite {
            kind,
            target,
            value,
            mask,
        };
        match &mut self.deferred {
            Some(pending) => pending.push((lane, w)),
            None => self.commit(lane, w),
        }
        Ok(())
    }

    /// `dsx`/`dsy`: the difference across the quad's row or column.
    fn derivative(&mut self, pc: usize, ins: &Instruction, active: u8) -> Result<(), InterpError> {
        let n = self.lanes.len();
        let mut v = [[0.0f32; 4]; 4];
        for (lane, slot) in v.iter_mut().enumerate().take(n) {
            *slot = self.src(lane, ins, 0, pc)?;
        }
        let (ddx, ddy) = quad_derivatives(&v, n);
        let d = if ins.opcode == Opcode::Dsx { ddx } else { ddy };
        for lane in lanes(active) {
            self.write(lane, pc, ins, d[lane], 0xF)?;
        }
        Ok(())
    }

    /// `texkill`: the pixel is discarded when a tested component is
    /// negative: x, y, z in ps_1_x (the texture coordinate's u, v, w), the
    /// write-mask's components from ps_2_0 on.
    fn texkill(&mut self, pc: usize, ins: &Instruction, active: u8) -> Result<(), InterpError> {
        let dst = ins
            .dst
            .as_ref()
            .ok_or_else(|| unsupported(self.it.program, pc, "no register"))?;
        let src = ninebridge_d3dbc::SrcParam {
            relative: dst.relative,
            ..ninebridge_d3dbc::SrcParam::new(dst.reg)
        };
        let mask = if self.model().is_ps_1x() {
            0b0111
        } else {
            dst.write_mask.0
        };
        for lane in lanes(active) {
            let v = self.read(lane, &src, pc)?;
            if (0..4).any(|i| mask & (1 << i) != 0 && v[i] < 0.0) {
                self.lanes[lane].killed = true;
            }
        }
        Ok(())
    }
}

/// Per-lane d/dx and d/dy of a quad's values (lanes 0 1 / 2 3); a lone lane
/// has zero derivatives.
pub(crate) fn quad_derivatives(v: &[[f32; 4]; 4], n: usize) -> ([[f32; 4]; 4], [[f32; 4]; 4]) {
    if n < 4 {
        return ([[0.0; 4]; 4], [[0.0; 4]; 4]);
    }
    let sub = |a: [f32; 4], b: [f32; 4]| [0, 1, 2, 3].map(|i| a[i] - b[i]);
    let top = sub(v[1], v[0]);
    let bottom = sub(v[3], v[2]);
    let left = sub(v[2], v[0]);
    let right = sub(v[3], v[1]);
    ([top, top, bottom, bottom], [left, right, left, right])
}

/// The lane numbers set in `mask`.
pub(crate) fn lanes(mask: u8) -> impl Iterator<Item = usize> {
    (0..4).filter(move |i| mask & (1 << i) != 0)
}
