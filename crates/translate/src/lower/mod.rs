//! Lowering of a parsed D3D9 program to a naga module.
//!
//! Design (after naga's front ends and Ruffle's `naga-agal`): one [`Ctx`]
//! owns the [`Builder`](builder::Builder) (module, cached types, the function
//! being written with its `Emit` ranges and block stack) and walks the
//! instructions once.
//!
//! * Registers are `var<private>` globals created on first use
//!   ([`registers`]); constants come from the stage's uniform block with
//!   `def` values substituted.
//! * Each `label` becomes a function of its own, written before its callers
//!   (naga needs callees first), and the program body then becomes the
//!   function `d3d_main`, which the entry point ([`entry`]) calls after
//!   copying the stage inputs into their registers. A program without
//!   subroutines is written straight into the entry point, the input copies
//!   put in front of it. Either way the entry point ends by building the
//!   outputs from the output registers and applying the pixel extras (fog,
//!   alpha test).
//! * ps_1_x co-issued pairs hold their writes back until both halves are
//!   computed, so each reads the registers as they were before the pair.
//! * Structured D3D flow control (`if/else/endif`, `rep`, `loop`, `break*`)
//!   maps onto naga's `If` and `Loop` through a stack of open frames
//!   ([`flow`]); arithmetic lives in [`alu`], texture sampling in
//!   [`texture`].
//!
//! Derivative-uniformity diagnostics are switched off for the module (as
//! WGSL's `diagnostic(off, derivative_uniformity)`): D3D9 allows `texld` in
//! flow control that naga cannot prove uniform, with undefined gradients in
//! divergent quads exactly as on Windows.

pub(crate) mod alu;
pub(crate) mod builder;
pub(crate) mod entry;
pub(crate) mod flow;
pub(crate) mod registers;
pub(crate) mod texture;

use std::collections::HashMap;

use naga::{GlobalVariable, Handle, ShaderStage};
use ninebridge_d3dbc::{ConstantValue, Instruction, Opcode, Program, ShaderModel};

use crate::error::TranslateError;
use crate::interface::TextureDim;
use crate::options::TranslateOptions;
use builder::Builder;

/// A sampler stage's resources.
#[derive(Clone, Copy)]
pub(crate) struct SamplerSlot {
    pub dim: TextureDim,
    /// A depth texture's sampling (`None`: a colour texture).
    pub depth: crate::options::DepthSampling,
    pub texture: Handle<GlobalVariable>,
    pub sampler: Handle<GlobalVariable>,
}

/// Translation state.
pub(crate) struct Ctx<'a> {
    pub b: Builder,
    pub program: &'a Program,
    pub model: ShaderModel,
    pub stage: ShaderStage,
    pub options: &'a TranslateOptions,
    pub regs: registers::RegMap,
    pub constants: Option<Handle<GlobalVariable>>,
    pub renderer: Option<Handle<GlobalVariable>>,
    pub float_defs: Vec<(u32, [f32; 4])>,
    pub int_defs: Vec<(u32, [i32; 4])>,
    pub bool_defs: Vec<(u32, bool)>,
    pub samplers: [Option<SamplerSlot>; 16],
    /// Index (in `program.instructions`) and opcode of the current instruction.
    pub at: (usize, Opcode),
    pub flow: Vec<flow::Frame>,
    pub label_fns: HashMap<u32, Handle<naga::Function>>,
    /// Texture coordinates a ps_1_x shader reads (`tex`, `texcoord`, ...).
    pub ps1_texcoords: u8,
    /// Writes held back until both halves of a ps_1_x co-issued pair are
    /// computed: (pointer, value, mask, predicate).
    pub coissue_writes: Option<Vec<registers::PendingWrite>>,
    /// `vec4<bool>` module constants of write masks, by mask.
    pub mask_constants: [Option<Handle<naga::Constant>>; 16],
    /// Filled by the entry point builder.
    pub interface: Option<crate::interface::ShaderInterface>,
    /// The pixel renderer block is declared whole
    /// ([`crate::interface::ff_pixel_renderer_layout`]), as the
    /// fixed-function pixel stage needs, rather than its shader part.
    pub ff_renderer: bool,
}

impl<'a> Ctx<'a> {
    fn new(program: &'a Program, options: &'a TranslateOptions) -> Self {
        let stage = if program.model.is_vertex() {
            ShaderStage::Vertex
        } else {
            ShaderStage::Fragment
        };
        let mut ctx = Ctx {
            b: Builder::new(),
            program,
            model: program.model,
            stage,
            options,
            regs: registers::RegMap::default(),
            constants: None,
            renderer: None,
            float_defs: Vec::new(),
            int_defs: Vec::new(),
            bool_defs: Vec::new(),
            samplers: [None; 16],
            at: (0, Opcode::Nop),
            flow: Vec::new(),
            label_fns: HashMap::new(),
            ps1_texcoords: 0,
            mask_constants: [None; 16],
            coissue_writes: None,
            interface: None,
            ff_renderer: false,
        };
        for def in &program.constants {
            match def.value {
                ConstantValue::Float(v) if def.reg.kind.is_float_const() => {
                    let index = def.reg.float_const_index().unwrap_or(0);
                    ctx.float_defs.retain(|(r, _)| *r != index);
                    ctx.float_defs.push((index, v));
                }
                ConstantValue::Int(v) => {
                    ctx.int_defs.retain(|(r, _)| *r != def.reg.index);
                    ctx.int_defs.push((def.reg.index, v));
                }
                ConstantValue::Bool(v) => {
                    ctx.bool_defs.retain(|(r, _)| *r != def.reg.index);
                    ctx.bool_defs.push((def.reg.index, v));
                }
                ConstantValue::Float(_) => {}
            }
        }
        ctx
    }

    /// A context for a module generated without bytecode (the
    /// fixed-function stages): `program` is an empty program of the
    /// stage's kind, and the renderer block is declared whole.
    pub(crate) fn generated(program: &'a Program, options: &'a TranslateOptions) -> Self {
        let mut ctx = Self::new(program, options);
        ctx.ff_renderer = true;
        ctx
    }

    /// An error about the current instruction.
    pub(crate) fn err(&self, reason: impl Into<String>) -> TranslateError {
        TranslateError::Instruction {
            index: self.at.0,
            opcode: self.at.1.mnemonic(self.model).to_string(),
            reason: reason.into(),
        }
    }
}

/// One function's instructions: `d3d_main` (label `None`) or a subroutine.
struct Segment {
    label: Option<u32>,
    instructions: Vec<usize>,
}

/// Splits the body at `label` instructions.
fn segments(program: &Program) -> Vec<Segment> {
    let mut out = vec![Segment {
        label: None,
        instructions: Vec::new(),
    }];
    for (i, ins) in program.body() {
        if ins.opcode == Opcode::Label {
            let label = ins.src.first().map(|s| s.reg.index).unwrap_or(0);
            out.push(Segment {
                label: Some(label),
                instructions: Vec::new(),
            });
            continue;
        }
        if let Some(seg) = out.last_mut() {
            seg.instructions.push(i);
        }
    }
    out
}

fn callees(program: &Program, seg: &Segment) -> Vec<u32> {
    seg.instructions
        .iter()
        .filter_map(|&i| program.instructions.get(i))
        .filter(|ins| matches!(ins.opcode, Opcode::Call | Opcode::CallNz))
        .filter_map(|ins| ins.src.first().map(|s| s.reg.index))
        .collect()
}

/// Whether a `ret` sits inside flow control before the main program's end.
fn nested_ret(program: &Program, seg: &Segment) -> bool {
    let mut depth = 0i32;
    for ins in seg
        .instructions
        .iter()
        .filter_map(|&i| program.instructions.get(i))
    {
        match ins.opcode {
            Opcode::If | Opcode::Ifc | Opcode::Rep | Opcode::Loop => depth += 1,
            Opcode::EndIf | Opcode::EndRep | Opcode::EndLoop => depth -= 1,
            Opcode::Ret if depth > 0 => return true,
            Opcode::Ret => return false,
            _ => {}
        }
    }
    false
}

/// The labels reachable from `d3d_main`, callees before callers.
/// With `lenient`, calls to labels that are not defined are left out (the
/// call does nothing) rather than refused.
fn call_order(
    program: &Program,
    segs: &[Segment],
    lenient: bool,
) -> Result<Vec<usize>, TranslateError> {
    fn visit(
        program: &Program,
        lenient: bool,
        segs: &[Segment],
        seg: usize,
        state: &mut [u8],
        order: &mut Vec<usize>,
    ) -> Result<(), TranslateError> {
        match state.get(seg) {
            Some(2) => return Ok(()),
            Some(1) => {
                return Err(TranslateError::Program(
                    "recursive subroutine calls".to_string(),
                ));
            }
            _ => {}
        }
        if let Some(s) = state.get_mut(seg) {
            *s = 1;
        }
        for label in callees(program, &segs[seg]) {
            let Some(target) = segs.iter().position(|s| s.label == Some(label)) else {
                if lenient {
                    continue;
                }
                return Err(TranslateError::Program(format!(
                    "call to label l{label}, which is not defined"
                )));
            };
            visit(program, lenient, segs, target, state, order)?;
        }
        if let Some(s) = state.get_mut(seg) {
            *s = 2;
        }
        order.push(seg);
        Ok(())
    }
    let mut state = vec![0u8; segs.len()];
    let mut order = Vec::new();
    visit(program, lenient, segs, 0, &mut state, &mut order)?;
    Ok(order)
}

/// Lowers `program`; returns the context holding the finished module.
pub(crate) fn lower<'a>(
    program: &'a Program,
    options: &'a TranslateOptions,
) -> Result<Ctx<'a>, TranslateError> {
    let model = program.model;
    if !model.is_known() {
        return Err(TranslateError::Program(format!(
            "unknown shader model {model}"
        )));
    }
    let mut ctx = Ctx::new(program, options);
    texture::declare_samplers(&mut ctx)?;
    let segs = segments(program);
    let order = call_order(program, &segs, options.lenient)?;
    // Without subroutines and without a `ret` inside flow control, the body
    // goes straight into the entry point (one function less to validate and
    // write); otherwise it is the function `d3d_main` the entry point calls.
    let inline_main = segs.len() == 1 && !nested_ret(program, &segs[0]);
    let mut main_fn = None;
    for seg_index in order {
        let seg = &segs[seg_index];
        let name = match seg.label {
            Some(l) => format!("d3d_label{l}"),
            None => "d3d_main".to_string(),
        };
        ctx.b.f = builder::FnState::new(&name);
        ctx.flow.clear();
        for (k, &i) in seg.instructions.iter().enumerate() {
            let Some(ins) = program.instructions.get(i) else {
                continue;
            };
            ctx.at = (i, ins.opcode);
            if ins.opcode == Opcode::Ret && ctx.flow.is_empty() {
                break;
            }
            // Co-issue is a ps_1_x arithmetic pairing; anything else keeps
            // its writes in order (flow control would move the held values
            // out of scope).
            let next_coissued = model.is_ps_1x()
                && !ins.opcode.is_flow_control()
                && seg
                    .instructions
                    .get(k + 1)
                    .and_then(|&j| program.instructions.get(j))
                    .is_some_and(|n| n.coissue && !n.opcode.is_flow_control());
            if next_coissued && ctx.coissue_writes.is_none() {
                ctx.coissue_writes = Some(Vec::new());
            }
            ctx.instruction(ins)?;
            if !next_coissued {
                ctx.flush_coissue();
            }
        }
        if !ctx.flow.is_empty() {
            return Err(TranslateError::Program(format!(
                "{} flow-control block(s) left open at the end of {name}",
                ctx.flow.len()
            )));
        }
        if seg.label.is_none() && inline_main {
            continue;
        }
        let mut function = ctx.b.take_function(&name);
        function.diagnostic_filter_leaf = Some(entry::derivative_filter(&mut ctx));
        let handle = ctx
            .b
            .module
            .functions
            .append(function, naga::Span::UNDEFINED);
        match seg.label {
            Some(l) => {
                ctx.label_fns.insert(l, handle);
            }
            None => main_fn = Some(handle),
        }
    }
    if main_fn.is_none() && !inline_main {
        return Err(TranslateError::Program("no main program".to_string()));
    }
    entry::build_entry_point(&mut ctx, main_fn)?;
    if inline_main {
        drop_unread_stores(&mut ctx.b.module);
    }
    Ok(ctx)
}

/// Removes the stores to private variables that no `Load` reads, in a
/// module whose only function is the entry point. With the register values
/// the builder reuses, most registers of a straight-line shader (outputs
/// included: the epilogue takes their last stored value) are written and
/// never read back; without the stores the variables are unused, and naga
/// neither validates nor writes them, nor the stores.
fn drop_unread_stores(module: &mut naga::Module) {
    if !module.functions.is_empty() {
        return;
    }
    let globals = &module.global_variables;
    for ep in module.entry_points.iter_mut() {
        let f = &mut ep.function;
        let mut read = vec![false; globals.len()];
        for (_, e) in f.expressions.iter() {
            if let naga::Expression::Load { pointer } = *e {
                if let Some(g) = root_global(&f.expressions, pointer) {
                    read[g.index()] = true;
                }
            }
        }
        let dead = |pointer| {
            root_global(&f.expressions, pointer).is_some_and(|g| {
                globals[g].space == naga::AddressSpace::Private && !read[g.index()]
            })
        };
        let nothing = naga::Statement::Emit(f.expressions.range_from(f.expressions.len()));
        drop_stores_in(&mut f.body, &dead, &nothing);
    }
}

/// The global variable a pointer expression points into, if any.
fn root_global(
    exprs: &naga::Arena<naga::Expression>,
    mut pointer: Handle<naga::Expression>,
) -> Option<Handle<GlobalVariable>> {
    loop {
        match exprs[pointer] {
            naga::Expression::Access { base, .. } | naga::Expression::AccessIndex { base, .. } => {
                pointer = base
            }
            naga::Expression::GlobalVariable(g) => return Some(g),
            _ => return None,
        }
    }
}

/// Replaces the `Store`s whose pointer `dead` accepts, in `block` and the
/// blocks nested in it, by `nothing` (an empty `Emit`, which every consumer
/// skips): in place, as naga's `Block` cannot drop statements without
/// moving all of them.
fn drop_stores_in(
    block: &mut naga::Block,
    dead: &dyn Fn(Handle<naga::Expression>) -> bool,
    nothing: &naga::Statement,
) {
    use naga::Statement as S;
    for (s, _) in block.span_iter_mut() {
        match s {
            S::Store { pointer, .. } if dead(*pointer) => *s = nothing.clone(),
            S::Block(b) => drop_stores_in(b, dead, nothing),
            S::If { accept, reject, .. } => {
                drop_stores_in(accept, dead, nothing);
                drop_stores_in(reject, dead, nothing);
            }
            S::Loop {
                body, continuing, ..
            } => {
                drop_stores_in(body, dead, nothing);
                drop_stores_in(continuing, dead, nothing);
            }
            S::Switch { cases, .. } => {
                for c in cases.iter_mut() {
                    drop_stores_in(&mut c.body, dead, nothing);
                }
            }
            _ => {}
        }
    }
}

impl Ctx<'_> {
    fn instruction(&mut self, ins: &Instruction) -> Result<(), TranslateError> {
        use Opcode as O;
        match ins.opcode {
            O::Nop | O::Dcl | O::Def | O::DefI | O::DefB | O::Phase => Ok(()),
            O::If
            | O::Ifc
            | O::Else
            | O::EndIf
            | O::Rep
            | O::EndRep
            | O::Loop
            | O::EndLoop
            | O::Break
            | O::BreakC
            | O::BreakP
            | O::Call
            | O::CallNz
            | O::Ret
            | O::Label => self.flow_instruction(ins),
            O::Tex
            | O::TexLdd
            | O::TexLdl
            | O::TexKill
            | O::TexCoord
            | O::TexBem
            | O::TexBemL
            | O::TexReg2Ar
            | O::TexReg2Gb
            | O::TexReg2Rgb
            | O::TexM3x2Pad
            | O::TexM3x2Tex
            | O::TexM3x2Depth
            | O::TexM3x3Pad
            | O::TexM3x3
            | O::TexM3x3Tex
            | O::TexM3x3Spec
            | O::TexM3x3VSpec
            | O::TexM3x3Diff
            | O::TexDp3
            | O::TexDp3Tex
            | O::TexDepth
            | O::Bem => self.texture_instruction(ins),
            _ => self.alu_instruction(ins),
        }
    }
}
