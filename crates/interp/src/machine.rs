//! The interpreter: per-program preparation, the lanes of one invocation
//! (1 vertex or a 2x2 pixel quad, run in lockstep with a mask of active
//! lanes), and the flow-control loop.

use ninebridge_d3dbc::{
    ConstantValue, Instruction, Opcode, Program, RegisterType, ShaderModel, SrcModifier, SrcParam,
};

use crate::env::{Environment, OutputValue, Outputs, PixelInput, VertexInput};
use crate::error::InterpError;
use crate::flow::Flow;
use crate::regs::{self, Lane, MISC_FACE_REG, MISC_POS, OUT_SLOTS};
use crate::sample::Textures;

/// Flow control may nest this deep (D3D9 allows 4 loops and 4 calls; more is
/// kept for `_sw` models).
const MAX_DEPTH: usize = 64;

/// A program ready to run.
#[derive(Clone, Debug)]
pub struct Interpreter<'p> {
    pub(crate) program: &'p Program,
    pub(crate) flow: Flow,
    pub(crate) float_defs: Vec<Option<[f32; 4]>>,
    pub(crate) int_defs: Vec<Option<[i32; 4]>>,
    pub(crate) bool_defs: Vec<Option<bool>>,
    /// A deliberate error ([`Interpreter::with_fault`]).
    pub(crate) fault: Option<crate::Fault>,
    /// Monte Carlo arithmetic ([`Interpreter::with_perturbation`]).
    pub(crate) perturbation: Option<crate::Perturbation>,
}

/// One open block on the flow-control stack.
#[derive(Clone, Copy, Debug)]
pub(crate) enum Frame {
    If {
        saved: u8,
        cond: u8,
    },
    Loop {
        saved: u8,
        start: usize,
        remaining: i32,
        al: i32,
        step: i32,
        rep: bool,
    },
    Call {
        saved: u8,
        ret: usize,
    },
}

/// The state of one invocation.
pub(crate) struct Run<'a, 'p> {
    pub it: &'a Interpreter<'p>,
    pub env: &'a Environment,
    pub textures: &'a dyn Textures,
    pub lanes: Vec<Lane>,
    pub stack: Vec<Frame>,
    /// Writes held back while a co-issued pair completes.
    pub deferred: Option<Vec<(usize, regs::PendingWrite)>>,
    /// Instructions executed (what the step limit counts).
    pub steps: u64,
    /// The perturbation's random stream (`Interpreter::with_perturbation`).
    pub perturb_state: u64,
}

impl<'p> Interpreter<'p> {
    /// Prepares `program`: matches its blocks and collects its `def*`s.
    pub fn new(program: &'p Program) -> Result<Self, InterpError> {
        let flow = Flow::of(program)?;
        let mut it = Interpreter {
            program,
            flow,
            float_defs: Vec::new(),
            int_defs: Vec::new(),
            bool_defs: Vec::new(),
            fault: None,
            perturbation: None,
        };
        for def in &program.constants {
            let Some(index) = def.reg.float_const_index().or(Some(def.reg.index)) else {
                continue;
            };
            let i = index as usize;
            match def.value {
                ConstantValue::Float(v) if def.reg.kind.is_float_const() => {
                    set(&mut it.float_defs, i, v)
                }
                ConstantValue::Int(v) if def.reg.kind == RegisterType::ConstInt => {
                    set(&mut it.int_defs, i, v)
                }
                ConstantValue::Bool(v) if def.reg.kind == RegisterType::ConstBool => {
                    set(&mut it.bool_defs, i, v)
                }
                _ => {}
            }
        }
        Ok(it)
    }

    /// This interpreter with `fault` in its arithmetic: a sensitivity test's
    /// wrong implementation, which an oracle comparing it with a right one
    /// must catch.
    pub fn with_fault(mut self, fault: crate::Fault) -> Self {
        self.fault = Some(fault);
        self
    }

    /// This interpreter with every rounded result moved by a random
    /// relative amount (`perturb`): runs with a few seeds measure how
    /// ill-conditioned each output is at an input.
    pub fn with_perturbation(mut self, perturbation: crate::Perturbation) -> Self {
        self.perturbation = Some(perturbation);
        self
    }

    /// The program's model.
    pub fn model(&self) -> ShaderModel {
        self.program.model
    }

    /// Runs a vertex shader for one vertex.
    pub fn run_vertex(
        &self,
        env: &Environment,
        textures: &dyn Textures,
        input: &VertexInput,
    ) -> Result<Outputs, InterpError> {
        if !self.program.model.is_vertex() {
            return Err(InterpError::WrongStage {
                model: self.program.model,
                wanted: "vertex",
            });
        }
        let mut lane = Lane::default();
        for (dst, src) in lane.v.iter_mut().zip(&input.v) {
            *dst = *src;
        }
        let mut run = Run::new(self, env, textures, vec![lane]);
        run.execute()?;
        Ok(run.outputs(0))
    }

    /// Runs a pixel shader for a 2x2 quad: lanes 0, 1 are the top row (left,
    /// right), 2, 3 the bottom row. Derivatives (`dsx`, `dsy`, implicit LOD)
    /// are differences across the quad's rows and columns.
    pub fn run_quad(
        &self,
        env: &Environment,
        textures: &dyn Textures,
        inputs: &[PixelInput; 4],
    ) -> Result<[Outputs; 4], InterpError> {
        if !self.program.model.is_pixel() {
            return Err(InterpError::WrongStage {
                model: self.program.model,
                wanted: "pixel",
            });
        }
        let lanes = inputs
            .iter()
            .map(|input| {
                let mut lane = Lane::default();
                for (dst, src) in lane.v.iter_mut().zip(&input.v) {
                    *dst = *src;
                }
                lane.t = input.texcoord;
                lane.tc = input.texcoord;
                lane.pos = [input.position[0], input.position[1], 0.0, 0.0];
                lane.face = input.face;
                lane.out[regs::OUT_DEPTH] = [input.depth, 0.0, 0.0, 0.0];
                lane
            })
            .collect();
        let mut run = Run::new(self, env, textures, lanes);
        run.execute()?;
        Ok([0, 1, 2, 3].map(|i| run.outputs(i)))
    }

    /// Runs a pixel shader for one pixel (its quad neighbours copy it, so
    /// every derivative is 0).
    pub fn run_pixel(
        &self,
        env: &Environment,
        textures: &dyn Textures,
        input: &PixelInput,
    ) -> Result<Outputs, InterpError> {
        let quad = [input.clone(), input.clone(), input.clone(), input.clone()];
        let [first, ..] = self.run_quad(env, textures, &quad)?;
        Ok(first)
    }
}

fn set<T: Copy>(table: &mut Vec<Option<T>>, i: usize, v: T) {
    if i < 1 << 16 {
        if table.len() <= i {
            table.resize(i + 1, None);
        }
        table[i] = Some(v);
    }
}

pub(crate) fn unsupported(program: &Program, index: usize, what: &str) -> InterpError {
    let name = program
        .instructions
        .get(index)
        .map(|i| i.opcode.mnemonic(program.model))
        .unwrap_or("?");
    let instruction = if what.is_empty() {
        name.to_string()
    } else {
        format!("{name}: {what}")
    };
    InterpError::Unsupported { instruction, index }
}

impl<'a, 'p> Run<'a, 'p> {
    fn new(
        it: &'a Interpreter<'p>,
        env: &'a Environment,
        textures: &'a dyn Textures,
        lanes: Vec<Lane>,
    ) -> Self {
        Run {
            it,
            env,
            textures,
            lanes,
            stack: Vec::new(),
            deferred: None,
            steps: 0,
            perturb_state: it.perturbation.map_or(0, |p| p.seed),
        }
    }

    pub fn model(&self) -> ShaderModel {
        self.it.program.model
    }

    fn all_lanes(&self) -> u8 {
        ((1u16 << self.lanes.len()) - 1) as u8
    }

    fn outputs(&self, lane: usize) -> Outputs {
        let l = &self.lanes[lane];
        let mut values = Vec::new();
        for slot in 0..OUT_SLOTS {
            if l.out_mask[slot] != 0 {
                values.push(OutputValue {
                    reg: regs::slot_register(slot),
                    mask: l.out_mask[slot],
                    value: l.out[slot],
                });
            }
        }
        if self.model().is_ps_1x() {
            // ps_1_x: the colour is r0 (saturated on its way to the target).
            values.push(OutputValue {
                reg: ninebridge_d3dbc::Register::new(RegisterType::Temp, 0),
                mask: 0xF,
                value: l.r[0].map(crate::float::saturate),
            });
        }
        Outputs {
            values,
            killed: l.killed,
            undefined_samples: l.undefined_samples,
            first_non_finite: l.first_non_finite.clone(),
        }
    }

    /// The innermost `loop`'s aL (0 outside loops).
    pub fn al(&self) -> i32 {
        for f in self.stack.iter().rev() {
            if let Frame::Loop { al, rep: false, .. } = f {
                return *al;
            }
        }
        0
    }

    /// An integer constant (defi overrides the environment).
    fn int_const(&self, i: u32) -> [i32; 4] {
        let i = i as usize;
        if let Some(Some(v)) = self.it.int_defs.get(i) {
            return *v;
        }
        self.env.int_constants.get(i).copied().unwrap_or([0; 4])
    }

    /// A boolean constant (defb overrides the environment).
    fn bool_const(&self, i: u32) -> bool {
        let i = i as usize;
        if let Some(Some(v)) = self.it.bool_defs.get(i) {
            return *v;
        }
        self.env.bool_constants.get(i).copied().unwrap_or(false)
    }

    /// A uniform or per-lane condition source of `if`/`callnz`/`breakp`:
    /// `b#` (uniform) or `p0.c` (per lane), with `!`.
    fn bool_source(&self, src: &SrcParam, index: usize) -> Result<u8, InterpError> {
        let not = src.modifier == SrcModifier::Not;
        match src.reg.kind {
            RegisterType::ConstBool => {
                let b = self.bool_const(src.reg.index) != not;
                Ok(if b { self.all_lanes() } else { 0 })
            }
            RegisterType::Predicate => {
                let c = src.swizzle.component(0) as usize;
                let mut m = 0;
                for (i, l) in self.lanes.iter().enumerate() {
                    if l.p0[c] != not {
                        m |= 1 << i;
                    }
                }
                Ok(m)
            }
            _ => Err(unsupported(self.it.program, index, "condition register")),
        }
    }

    /// Lanes for which `a <cmp> b` holds (component 0 of each swizzled source).
    fn compare_source(&self, ins: &Instruction, index: usize) -> Result<u8, InterpError> {
        let cmp = ins
            .comparison()
            .ok_or_else(|| unsupported(self.it.program, index, "comparison"))?;
        let (a, b) = match ins.src.as_slice() {
            [a, b, ..] => (a, b),
            _ => return Err(unsupported(self.it.program, index, "operands")),
        };
        let mut m = 0;
        for lane in 0..self.lanes.len() {
            let x = self.read(lane, a, index)?[0];
            let y = self.read(lane, b, index)?[0];
            if crate::alu::compare(cmp, x, y) {
                m |= 1 << lane;
            }
        }
        Ok(m)
    }

    fn push(&mut self, frame: Frame, index: usize) -> Result<(), InterpError> {
        if self.stack.len() >= MAX_DEPTH {
            return Err(InterpError::TooDeep {
                index,
                depth: self.stack.len() + 1,
            });
        }
        self.stack.push(frame);
        Ok(())
    }

    /// Takes `lanes` out of every block above the innermost frame that
    /// `stop` matches (so leaving that block brings them back), and out of
    /// the active mask. `None` when no frame matches.
    fn leave(&mut self, lanes: u8, stop: fn(&Frame) -> bool) -> Option<usize> {
        let k = self.stack.iter().rposition(stop)?;
        for f in &mut self.stack[k + 1..] {
            match f {
                Frame::If { saved, cond } => {
                    *saved &= !lanes;
                    *cond &= !lanes;
                }
                Frame::Loop { saved, .. } | Frame::Call { saved, .. } => *saved &= !lanes,
            }
        }
        Some(k)
    }

    /// Runs the program from its first instruction to its end (or the main
    /// program's `ret`).
    fn execute(&mut self) -> Result<(), InterpError> {
        let program = self.it.program;
        let n = program.instructions.len();
        let mut active = self.all_lanes();
        let mut pc = 0usize;
        let malformed = |index, reason| InterpError::Malformed { index, reason };
        while pc < n {
            let ins = &program.instructions[pc];
            self.steps += 1;
            if self.steps > self.env.step_limit {
                return Err(InterpError::StepLimit { steps: self.steps });
            }
            let flow = &self.it.flow;
            match ins.opcode {
                Opcode::Dcl | Opcode::Def | Opcode::DefI | Opcode::DefB | Opcode::Nop => {}
                Opcode::Phase => {}
                Opcode::If | Opcode::Ifc => {
                    let end = flow.partner[pc];
                    if active == 0 {
                        pc = end + 1;
                        continue;
                    }
                    let cond = if ins.opcode == Opcode::If {
                        let src = ins.src.first().ok_or(malformed(pc, "if without source"))?;
                        self.bool_source(src, pc)?
                    } else {
                        self.compare_source(ins, pc)?
                    } & active;
                    self.push(
                        Frame::If {
                            saved: active,
                            cond,
                        },
                        pc,
                    )?;
                    active = cond;
                    if cond == 0 {
                        // Straight to the else (or endif).
                        pc = flow.else_of[pc].unwrap_or(end);
                        continue;
                    }
                }
                Opcode::Else => match self.stack.last() {
                    Some(Frame::If { saved, cond }) => {
                        active = saved & !cond;
                        if active == 0 {
                            pc = flow.partner[pc];
                            continue;
                        }
                    }
                    _ => return Err(malformed(pc, "else outside an if")),
                },
                Opcode::EndIf => match self.stack.pop() {
                    Some(Frame::If { saved, .. }) => active = saved,
                    _ => return Err(malformed(pc, "endif outside an if")),
                },
                Opcode::Loop | Opcode::Rep => {
                    let end = flow.partner[pc];
                    let rep = ins.opcode == Opcode::Rep;
                    let src = ins
                        .src
                        .get(usize::from(!rep))
                        .ok_or(malformed(pc, "loop without its integer constant"))?;
                    if src.reg.kind != RegisterType::ConstInt {
                        return Err(unsupported(program, pc, "count not in an i# register"));
                    }
                    let i = self.int_const(src.reg.index);
                    // The reference: the count is 0..255.
                    let count = i[0].clamp(0, 255);
                    if active == 0 || count == 0 {
                        pc = end + 1;
                        continue;
                    }
                    self.push(
                        Frame::Loop {
                            saved: active,
                            start: pc,
                            remaining: count,
                            al: i[1],
                            step: i[2],
                            rep,
                        },
                        pc,
                    )?;
                }
                Opcode::EndLoop | Opcode::EndRep => match self.stack.last_mut() {
                    Some(Frame::Loop {
                        saved,
                        start,
                        remaining,
                        al,
                        step,
                        ..
                    }) => {
                        *remaining -= 1;
                        *al = al.wrapping_add(*step);
                        if *remaining > 0 && active != 0 {
                            pc = *start + 1;
                            continue;
                        }
                        active = *saved;
                        self.stack.pop();
                    }
                    _ => return Err(malformed(pc, "loop end outside a loop")),
                },
                Opcode::Break | Opcode::BreakC | Opcode::BreakP => {
                    if active != 0 {
                        let lanes = match ins.opcode {
                            Opcode::Break => active,
                            Opcode::BreakC => self.compare_source(ins, pc)? & active,
                            _ => {
                                let src = ins.src.first().ok_or(malformed(pc, "breakp"))?;
                                self.bool_source(src, pc)? & active
                            }
                        };
                        if lanes != 0 {
                            self.leave(lanes, |f| matches!(f, Frame::Loop { .. }))
                                .ok_or(malformed(pc, "break outside a loop"))?;
                            if self
                                .stack
                                .iter()
                                .rev()
                                .take_while(|f| !matches!(f, Frame::Loop { .. }))
                                .any(|f| matches!(f, Frame::Call { .. }))
                            {
                                return Err(malformed(pc, "break out of a subroutine"));
                            }
                            active &= !lanes;
                        }
                    }
                }
                Opcode::Call | Opcode::CallNz => {
                    let label = ins.src.first().ok_or(malformed(pc, "call without label"))?;
                    let target = flow
                        .labels
                        .get(label.reg.index as usize)
                        .copied()
                        .flatten()
                        .ok_or(malformed(pc, "call to a missing label"))?;
                    let lanes = if ins.opcode == Opcode::CallNz {
                        let src = ins.src.get(1).ok_or(malformed(pc, "callnz condition"))?;
                        self.bool_source(src, pc)? & active
                    } else {
                        active
                    };
                    if lanes != 0 {
                        self.push(
                            Frame::Call {
                                saved: active,
                                ret: pc + 1,
                            },
                            pc,
                        )?;
                        active = lanes;
                        pc = target + 1;
                        continue;
                    }
                }
                Opcode::Ret => {
                    match self.stack.last() {
                        Some(Frame::Call { saved, ret }) => {
                            active = *saved;
                            pc = *ret;
                            self.stack.pop();
                            continue;
                        }
                        None => break,
                        Some(_) => {
                            // A return inside a block: its lanes are done
                            // until the subroutine (or program) ends.
                            if self
                                .leave(active, |f| matches!(f, Frame::Call { .. }))
                                .is_none()
                            {
                                for f in &mut self.stack {
                                    match f {
                                        Frame::If { saved, cond } => {
                                            *saved &= !active;
                                            *cond &= !active;
                                        }
                                        Frame::Loop { saved, .. } | Frame::Call { saved, .. } => {
                                            *saved &= !active
                                        }
                                    }
                                }
                            }
                            active = 0;
                        }
                    }
                }
                Opcode::Label => {
                    // Reached in sequence: the main program ends here.
                    if self.stack.is_empty() {
                        break;
                    }
                    return Err(malformed(pc, "label inside a block"));
                }
                _ => {
                    if active != 0 {
                        let coissued = program
                            .instructions
                            .get(pc + 1)
                            .is_some_and(|next| next.coissue);
                        if coissued && self.deferred.is_none() {
                            self.deferred = Some(Vec::new());
                        }
                        self.instruction(pc, ins, active)?;
                        if !coissued && let Some(pending) = self.deferred.take() {
                            for (lane, w) in pending {
                                self.commit(lane, w);
                            }
                        }
                    }
                }
            }
            pc += 1;
        }
        if let Some(pending) = self.deferred.take() {
            for (lane, w) in pending {
                self.commit(lane, w);
            }
        }
        Ok(())
    }

    /// Reads a source parameter for `lane`: register (relative address
    /// applied), swizzle, modifier.
    pub fn read(&self, lane: usize, src: &SrcParam, index: usize) -> Result<[f32; 4], InterpError> {
        let raw = self.fetch(lane, src, index)?;
        Ok(regs::modify(regs::swizzle(raw, src.swizzle), src.modifier))
    }

    /// The relative offset of a parameter for `lane`.
    pub fn offset(&self, lane: usize, rel: Option<ninebridge_d3dbc::RelativeAddress>) -> i64 {
        match rel {
            None => 0,
            Some(r) if r.reg.kind == RegisterType::Loop => i64::from(self.al()),
            Some(r) => i64::from(self.lanes[lane].a0[r.component() as usize]),
        }
    }

    /// The register value before swizzle and modifier.
    pub fn fetch(
        &self,
        lane: usize,
        src: &SrcParam,
        index: usize,
    ) -> Result<[f32; 4], InterpError> {
        let l = &self.lanes[lane];
        let model = self.model();
        let at = i64::from(src.reg.index) + self.offset(lane, src.relative);
        let pick = |file: &[[f32; 4]]| {
            usize::try_from(at)
                .ok()
                .and_then(|i| file.get(i))
                .copied()
                .unwrap_or([0.0; 4])
        };
        Ok(match src.reg.kind {
            RegisterType::Temp => pick(&l.r),
            RegisterType::Input => pick(&l.v),
            k if k.is_float_const() => {
                let base =
                    i64::from(src.reg.float_const_index().unwrap_or(0)) - i64::from(src.reg.index);
                let v = self.float_const(base + at);
                if model.is_ps_1x() {
                    v.map(|x| x.clamp(-1.0, 1.0))
                } else {
                    v
                }
            }
            RegisterType::Addr if model.is_pixel() => pick(&l.t),
            RegisterType::Addr => l.a0.map(|a| a as f32),
            RegisterType::ConstInt => self.int_const(src.reg.index).map(|a| a as f32),
            RegisterType::ConstBool => {
                let b = f32::from(u8::from(self.bool_const(src.reg.index)));
                [b; 4]
            }
            RegisterType::Loop => [self.al() as f32; 4],
            RegisterType::Predicate => l.p0.map(|b| f32::from(u8::from(b))),
            RegisterType::MiscType if src.reg.index == MISC_POS => l.pos,
            RegisterType::MiscType if src.reg.index == MISC_FACE_REG => [l.face; 4],
            k if k.is_output(model) => match regs::out_slot(k, at) {
                Some(s) => l.out[s],
                None => [0.0; 4],
            },
            _ => return Err(unsupported(self.it.program, index, "source register file")),
        })
    }

    /// A float constant: `def` overrides, then the environment; outside the
    /// model's register file, 0.
    fn float_const(&self, i: i64) -> [f32; 4] {
        let limit: i64 = match self.model() {
            m if m.is_vertex() && m.is_sw() => 8192,
            m if m.is_vertex() => 256,
            m if m.major >= 3 => 224,
            m if m.major == 2 => 32,
            _ => 8,
        };
        if !(0..limit).contains(&i) {
            return [0.0; 4];
        }
        let i = i as usize;
        if let Some(Some(v)) = self.it.float_defs.get(i) {
            return *v;
        }
        self.env.float_constants.get(i).copied().unwrap_or([0.0; 4])
    }
}
