//! Model rules: what D3D9's runtime refuses in `CreateVertexShader` /
//! `CreatePixelShader`.
//!
//! Design: the validator must never be stricter than Direct3D 9. Each rule
//! below is one the runtime enforces on every device; limits that depend on
//! the device's caps use the largest value any D3D9 device reports
//! (`MaxVertexShaderConst` 256 for hardware vertex models, 8192 for `sw`;
//! 32 temporaries in every model 2+, the 2_x maximum: vkd3d's compiler
//! emits ps_2_0 shaders using r12 that its runner executes on Windows). Rules the runtime applies only with
//! some caps, or that need data flow (read before write, undeclared inputs),
//! are left out: a shader the runtime accepts somewhere must pass here.
//!
//! Checked: opcode availability per model, register files and ranges per
//! model and role (read/written), empty write masks, source and result
//! modifiers per model, relative addressing, predication, co-issue,
//! balanced `if`/`loop`/`rep` blocks, and ps_3_0 `position0` inputs.
//! [`validate_with`] widens the rules for Direct3D 8 vertex shaders and
//! software vertex processing ([`mode`]).

mod error;
pub mod mode;

pub use error::{ValidationError, ValidationErrorKind};
pub use mode::{ValidateOptions, d3d8_vertex_inputs};

use crate::ir::{DeclUsage, DstParam, Instruction, Payload, Program, SrcModifier, SrcParam};
use crate::model::ShaderModel;
use crate::opcode::Opcode;
use crate::register::{Register, RegisterType};

/// Validates a parsed program; an empty list means D3D9 would accept it on
/// a hardware vertex processing device (or, for a vs_1_x shader without
/// any `dcl`, D3D8 would: see [`mode`]).
pub fn validate(program: &Program) -> Vec<ValidationError> {
    validate_with(program, &ValidateOptions::default())
}

/// [`validate`] for a shader created as `options` say (D3D8 bytecode,
/// software vertex processing).
pub fn validate_with(program: &Program, options: &ValidateOptions) -> Vec<ValidationError> {
    let d3d8 = d3d8_vertex_inputs(program, options.d3d8);
    validate_inputs_as(program, d3d8, options.software_vp)
}

/// [`validate_with`] for bytecode created through Direct3D 9
/// (`IDirect3DDevice9::CreateVertexShader`): a vs_1_x shader without any
/// `dcl` is not taken as Direct3D 8 bytecode, so every vertex input it
/// reads must be declared, as D3D9's runtime requires.
pub fn validate_direct3d9(program: &Program, software_vp: bool) -> Vec<ValidationError> {
    validate_inputs_as(program, false, software_vp)
}

/// The rules, with vertex inputs bound the Direct3D 8 way when `d3d8`.
fn validate_inputs_as(program: &Program, d3d8: bool, sw: bool) -> Vec<ValidationError> {
    let model = program.model;
    let mut errors = Vec::new();
    let mut flow: Vec<(Opcode, usize)> = Vec::new();
    for (index, ins) in program.instructions.iter().enumerate() {
        let mut push = |kind| {
            errors.push(ValidationError {
                instruction: Some(index),
                kind,
            })
        };
        if !opcode_allowed(ins.opcode, model) {
            push(ValidationErrorKind::OpcodeNotInModel {
                mnemonic: ins.opcode.mnemonic(model),
                model: model.to_string(),
            });
            continue;
        }
        check_instruction(model, sw, ins, &mut push);
        if !d3d8 {
            check_declared_use(program, ins, &mut push);
        }
        if let Some(kind) = track_flow(&mut flow, ins.opcode, index) {
            push(kind);
        }
    }
    for (opener, at) in flow {
        errors.push(ValidationError {
            instruction: None,
            kind: ValidationErrorKind::UnclosedFlow {
                opener: opener.base_mnemonic(),
                at,
            },
        });
    }
    errors
}

/// Whether `op` exists in `model`.
pub fn opcode_allowed(op: Opcode, model: ShaderModel) -> bool {
    use Opcode::*;
    let vs = model.is_vertex();
    let ps = model.is_pixel();
    let sm2 = model.major >= 2;
    let sm3 = model.major >= 3;
    let x2 = model.is_2x() || sm3; // 2_x, 2_sw, 3_*
    let ps1 = model.is_ps_1x();
    let ps_minor = |min: u8| ps1 && model.minor >= min;
    match op {
        Nop | Mov | Add | Sub | Mad | Mul | Dp3 | Def => true,
        Dcl => vs || sm2,
        Dp4 => vs || ps_minor(2) || sm2,
        Lrp => ps || sm2,
        Rcp | Rsq | Min | Max | Exp | Log | Frc | M4x4 | M4x3 | M3x4 | M3x3 | M3x2 => vs || sm2,
        Slt | Sge | Lit | Dst | ExpP | LogP => vs,
        Pow | Crs | Abs | Nrm | SinCos => sm2,
        // Documented for vertex shaders; accepted in ps_3_0 too rather than risk
        // refusing a shader the runtime takes.
        Sgn => (vs && sm2) || sm3,
        Mova => vs && sm2,
        Call | CallNz | Ret | Label | Rep | EndRep | If | Else | EndIf => (vs && sm2) || (ps && x2),
        Loop | EndLoop => (vs && sm2) || (ps && sm3),
        DefB | DefI => (vs && sm2) || (ps && x2),
        Ifc | Break | BreakC | SetP | BreakP => x2,
        Cnd => ps1,
        Cmp => ps_minor(2) || (ps && sm2),
        Dp2Add => ps && sm2,
        Dsx | Dsy | TexLdd => ps && x2,
        TexLdl => sm3,
        TexKill => ps,
        Tex => ps,
        TexCoord => ps1,
        TexBem | TexBemL | TexReg2Ar | TexReg2Gb | TexM3x2Pad | TexM3x2Tex | TexM3x3Pad
        | TexM3x3Tex | TexM3x3Spec | TexM3x3VSpec => ps1 && model.minor <= 3,
        TexReg2Rgb | TexDp3Tex | TexM3x2Depth | TexDp3 | TexM3x3 => {
            ps1 && (2..=3).contains(&model.minor)
        }
        TexDepth | Bem | Phase => model.is_ps_1_4(),
        TexM3x3Diff => false,
    }
}

/// [`register_count`] on a device with software vertex processing when
/// `software_vp` is set (larger vertex constant files).
pub fn register_count_with(
    model: ShaderModel,
    kind: RegisterType,
    write: bool,
    software_vp: bool,
) -> Option<u32> {
    if software_vp
        && !write
        && let Some(n) = mode::software_vp_count(model, kind)
    {
        return Some(n);
    }
    register_count(model, kind, write)
}

/// Registers `kind` has in `model` for reading (`write == false`) or
/// writing; `None` when the file cannot be used that way at all.
pub fn register_count(model: ShaderModel, kind: RegisterType, write: bool) -> Option<u32> {
    use RegisterType::*;
    let m = model;
    let sm2 = m.major >= 2;
    let sm3 = m.major >= 3;
    let x2 = m.is_2x() || sm3;
    let sw = m.is_sw();
    let (read, written) = if m.is_vertex() {
        match kind {
            Temp => (Some(if sm2 { 32 } else { 12 }), true),
            Input => (Some(16), false),
            Const => (Some(if sw { 2048 } else { 256 }), false),
            Const2 | Const3 | Const4 if sw => (Some(2048), false),
            Addr => (Some(1), true),
            RastOut if !sm3 => (None, true),
            AttrOut if !sm3 => (None, true),
            TexCrdOut => (None, true),
            ConstInt | ConstBool if sm2 => (Some(if sw { 2048 } else { 16 }), false),
            Loop if sm2 => (Some(1), false),
            Sampler if sm3 => (Some(4), false),
            Label if sm2 => (Some(2048), false),
            Predicate if x2 => (Some(1), true),
            _ => (None, false),
        }
    } else {
        let ps1 = m.is_ps_1x();
        match kind {
            Temp => (
                Some(if ps1 {
                    if m.is_ps_1_4() { 6 } else { 2 }
                } else {
                    32
                }),
                true,
            ),
            Input => (Some(if sm3 { 10 } else { 2 }), false),
            Const => (
                Some(if ps1 {
                    8
                } else if sm3 {
                    if sw { 8192 } else { 224 }
                } else {
                    32
                }),
                false,
            ),
            Addr if !sm3 => (
                Some(if ps1 {
                    if m.is_ps_1_4() { 6 } else { 4 }
                } else {
                    8
                }),
                ps1 && !m.is_ps_1_4(),
            ),
            Sampler if sm2 => (Some(16), false),
            ColorOut if sm2 => (None, true),
            DepthOut if sm2 => (None, true),
            ConstInt | ConstBool if x2 => (Some(16), false),
            Loop if sm3 => (Some(1), false),
            MiscType if sm3 => (Some(2), false),
            Label if x2 => (Some(2048), false),
            Predicate if x2 => (Some(1), true),
            _ => (None, false),
        }
    };
    if write {
        if !written {
            return None;
        }
        Some(match kind {
            RastOut => 3,
            AttrOut => 2,
            TexCrdOut => {
                if m.major >= 3 {
                    12
                } else {
                    8
                }
            }
            ColorOut => 4,
            DepthOut => 1,
            _ => read.unwrap_or(0),
        })
    } else {
        read
    }
}

/// Checks the file and number of `reg`. A relatively addressed register
/// only has its file checked: the runtime checks the address at run time.
fn check_register(
    model: ShaderModel,
    sw: bool,
    reg: Register,
    write: bool,
    relative: bool,
    push: &mut impl FnMut(ValidationErrorKind),
) {
    let name = || reg.name(model);
    match register_count_with(model, reg.kind, write, sw) {
        Some(_) if relative => {}
        None => push(ValidationErrorKind::RegisterNotAllowed {
            register: name(),
            role: if write { "written" } else { "read" },
            model: model.to_string(),
        }),
        Some(count) if reg.index >= count => push(ValidationErrorKind::RegisterOutOfRange {
            register: name(),
            count,
            model: model.to_string(),
        }),
        Some(_) => {}
    }
}

/// The register file a `dcl` or `def*` may name: any file the model reads or writes.
fn check_declared(
    model: ShaderModel,
    sw: bool,
    reg: Register,
    push: &mut impl FnMut(ValidationErrorKind),
) {
    let readable = register_count_with(model, reg.kind, false, sw);
    let writable = register_count(model, reg.kind, true);
    match readable.max(writable) {
        None => push(ValidationErrorKind::RegisterNotAllowed {
            register: reg.name(model),
            role: "declared",
            model: model.to_string(),
        }),
        Some(count) if reg.index >= count => push(ValidationErrorKind::RegisterOutOfRange {
            register: reg.name(model),
            count,
            model: model.to_string(),
        }),
        Some(_) => {}
    }
}

fn check_instruction(
    model: ShaderModel,
    sw: bool,
    ins: &Instruction,
    push: &mut impl FnMut(ValidationErrorKind),
) {
    let modifier_error = |m: &str| ValidationErrorKind::ModifierNotInModel {
        modifier: m.to_string(),
        model: model.to_string(),
    };
    if ins.coissue && !model.is_ps_1x() {
        push(ValidationErrorKind::CoissueNotInModel);
    }
    if let Some(p) = &ins.predicate {
        if !(model.is_2x() || model.major >= 3) {
            push(ValidationErrorKind::BadPredicate {
                detail: "the model has no predicate register",
            });
        } else if p.reg.kind != RegisterType::Predicate {
            push(ValidationErrorKind::BadPredicate {
                detail: "the predicate must be p0",
            });
        }
    }
    if let Some(dst) = &ins.dst {
        if ins.opcode.is_declaration() {
            check_declared(model, sw, dst.reg, push);
            if let Payload::Decl(decl) = ins.payload
                && model.is_pixel()
                && model.major >= 3
                && dst.reg.kind == RegisterType::Input
                && decl.usage == DeclUsage::Position
                && decl.usage_index == 0
            {
                push(ValidationErrorKind::PixelInputPosition0 {
                    register: dst.reg.name(model),
                });
            }
        } else {
            // texkill names the register it reads in the destination slot.
            let write = ins.opcode != Opcode::TexKill;
            check_register(model, sw, dst.reg, write, dst.relative.is_some(), push);
        }
        check_dst_modifiers(model, ins, dst, push, &modifier_error);
        if dst.relative.is_some()
            && !(model.is_vertex() && model.major >= 3 && dst.reg.kind == RegisterType::OUTPUT)
        {
            push(ValidationErrorKind::RelativeNotAllowed {
                register: dst.reg.name(model),
                model: model.to_string(),
            });
        }
    }
    for src in &ins.src {
        check_src(model, sw, src, push, &modifier_error);
    }
}

fn check_dst_modifiers(
    model: ShaderModel,
    ins: &Instruction,
    dst: &DstParam,
    push: &mut impl FnMut(ValidationErrorKind),
    modifier_error: &impl Fn(&str) -> ValidationErrorKind,
) {
    if dst.write_mask.0 & 0xF == 0 && !ins.opcode.is_constant_definition() {
        push(ValidationErrorKind::EmptyWriteMask {
            register: dst.reg.name(model),
        });
    }
    if dst.shift != 0 && !model.is_ps_1x() {
        push(modifier_error("shift (_x2/_d2...)"));
    }
    if dst.saturate && model.is_vs_1x() {
        push(modifier_error("_sat"));
    }
    if dst.partial_precision && model.is_sm1() {
        push(modifier_error("_pp"));
    }
    if dst.centroid && (model.is_sm1() || model.is_vertex()) {
        push(modifier_error("_centroid"));
    }
}

fn check_src(
    model: ShaderModel,
    sw: bool,
    src: &SrcParam,
    push: &mut impl FnMut(ValidationErrorKind),
    modifier_error: &impl Fn(&str) -> ValidationErrorKind,
) {
    check_register(model, sw, src.reg, false, src.relative.is_some(), push);
    let ps1x_only = |name| {
        if model.is_ps_1x() {
            None
        } else {
            Some(modifier_error(name))
        }
    };
    let problem = match src.modifier {
        SrcModifier::None | SrcModifier::Negate => None,
        SrcModifier::Bias | SrcModifier::BiasNegate => ps1x_only("_bias"),
        SrcModifier::Sign | SrcModifier::SignNegate => ps1x_only("_bx2"),
        SrcModifier::Complement => ps1x_only("1-"),
        SrcModifier::X2 | SrcModifier::X2Negate => ps1x_only("_x2"),
        SrcModifier::Dz | SrcModifier::Dw => {
            (!model.is_ps_1_4()).then(|| modifier_error("_dz/_dw"))
        }
        SrcModifier::Abs | SrcModifier::AbsNegate => model.is_sm1().then(|| modifier_error("_abs")),
        SrcModifier::Not => (!matches!(
            src.reg.kind,
            RegisterType::ConstBool | RegisterType::Predicate
        ))
        .then(|| ValidationErrorKind::NotOnNonBoolean {
            register: src.reg.name(model),
        }),
    };
    if let Some(kind) = problem {
        push(kind);
    }
    if let Some(rel) = &src.relative {
        let allowed = match (model.kind, src.reg.kind) {
            (_, k) if k.is_float_const() => model.is_vertex() || model.major >= 3,
            (crate::ShaderKind::Vertex, RegisterType::Input) => model.major >= 3,
            (crate::ShaderKind::Pixel, RegisterType::Input) => model.major >= 3,
            _ => false,
        };
        let address_ok = match rel.reg.kind {
            RegisterType::Addr => model.is_vertex(),
            RegisterType::Loop => model.major >= 3 || (model.is_vertex() && model.major >= 2),
            _ => false,
        };
        if !allowed || !address_ok {
            push(ValidationErrorKind::RelativeNotAllowed {
                register: src.reg.name(model),
                model: model.to_string(),
            });
        }
    }
}

/// Whether `kind` must be declared with `dcl` before `model` uses it.
///
/// Vertex inputs always (D3D9 binds vertex elements through the `dcl`s);
/// vs_3_0 outputs and samplers; pixel-shader inputs, texture coordinates and
/// samplers from ps_2_0 on, and ps_3_0's `vPos`/`vFace`.
pub fn requires_declaration(model: ShaderModel, kind: RegisterType) -> bool {
    match (model.kind, kind) {
        (crate::ShaderKind::Vertex, RegisterType::Input) => true,
        (crate::ShaderKind::Vertex, RegisterType::TexCrdOut | RegisterType::Sampler) => {
            model.major >= 3
        }
        (crate::ShaderKind::Pixel, RegisterType::Input | RegisterType::Sampler) => model.major >= 2,
        (crate::ShaderKind::Pixel, RegisterType::Addr) => model.major == 2,
        (crate::ShaderKind::Pixel, RegisterType::MiscType) => model.major >= 3,
        _ => false,
    }
}

/// Reports registers that need a `dcl` and have none. Relatively addressed
/// operands are skipped: which register they reach is known only at run time.
fn check_declared_use(
    program: &Program,
    ins: &Instruction,
    push: &mut impl FnMut(ValidationErrorKind),
) {
    if ins.opcode.is_declaration() {
        return;
    }
    let model = program.model;
    let dst = ins
        .dst
        .iter()
        .filter(|d| d.relative.is_none())
        .map(|d| d.reg);
    let src = ins
        .src
        .iter()
        .chain(ins.predicate.iter())
        .filter(|s| s.relative.is_none())
        .map(|s| s.reg);
    for reg in dst.chain(src) {
        if requires_declaration(model, reg.kind)
            && !program.declarations.iter().any(|d| d.reg == reg)
        {
            push(ValidationErrorKind::Undeclared {
                register: reg.name(model),
            });
        }
    }
}

/// Updates the open-block stack; returns an error for a stray closer.
fn track_flow(
    flow: &mut Vec<(Opcode, usize)>,
    op: Opcode,
    index: usize,
) -> Option<ValidationErrorKind> {
    let (openers, name): (&[Opcode], &'static str) = match op {
        Opcode::If | Opcode::Ifc | Opcode::Loop | Opcode::Rep => {
            flow.push((op, index));
            return None;
        }
        Opcode::Else => (&[Opcode::If, Opcode::Ifc], "else"),
        Opcode::EndIf => (&[Opcode::If, Opcode::Ifc], "endif"),
        Opcode::EndLoop => (&[Opcode::Loop], "endloop"),
        Opcode::EndRep => (&[Opcode::Rep], "endrep"),
        _ => return None,
    };
    match flow.last() {
        Some((open, _)) if openers.contains(open) => {
            if op != Opcode::Else {
                flow.pop();
            }
            None
        }
        _ => Some(ValidationErrorKind::UnbalancedFlow {
            found: name,
            expected: openers[0].base_mnemonic(),
        }),
    }
}
