//! Instruction opcodes (D3DSIO_*), their operand counts per model, and the
//! comparison / texture-load controls carried in the instruction token.

use crate::model::ShaderModel;

macro_rules! opcodes {
    ($($(#[$doc:meta])* $name:ident = $code:literal, $mnemonic:literal;)*) => {
        /// An instruction opcode: D3DSIO 0..96 plus `phase` (0xFFFD).
        ///
        /// Several opcodes change meaning with the model; the variant is named
        /// after the D3DSIO constant and [`Opcode::mnemonic`] gives the
        /// model-dependent name (`TexCoord` is `texcrd` in ps_1_4, `Tex` is
        /// `texld` from ps_1_4 on).
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
        #[repr(u16)]
        pub enum Opcode {
            $($(#[$doc])* $name = $code,)*
        }

        impl Opcode {
            /// Every opcode, in code order.
            pub const ALL: &'static [Opcode] = &[$(Opcode::$name,)*];

            /// Decodes the low 16 bits of an instruction token, or `None` for
            /// an unassigned code (the comment and end tokens are not opcodes).
            pub fn from_code(code: u16) -> Option<Opcode> {
                match code {
                    $($code => Some(Opcode::$name),)*
                    _ => None,
                }
            }

            /// The model-independent mnemonic (D3DSIO name in lower case).
            pub fn base_mnemonic(self) -> &'static str {
                match self {
                    $(Opcode::$name => $mnemonic,)*
                }
            }
        }
    };
}

opcodes! {
    /// `nop`
    Nop = 0, "nop";
    /// `mov dst, src`
    Mov = 1, "mov";
    /// `add dst, a, b`
    Add = 2, "add";
    /// `sub dst, a, b`
    Sub = 3, "sub";
    /// `mad dst, a, b, c`
    Mad = 4, "mad";
    /// `mul dst, a, b`
    Mul = 5, "mul";
    /// `rcp dst, src`
    Rcp = 6, "rcp";
    /// `rsq dst, src`
    Rsq = 7, "rsq";
    /// `dp3 dst, a, b`
    Dp3 = 8, "dp3";
    /// `dp4 dst, a, b`
    Dp4 = 9, "dp4";
    /// `min dst, a, b`
    Min = 10, "min";
    /// `max dst, a, b`
    Max = 11, "max";
    /// `slt dst, a, b`
    Slt = 12, "slt";
    /// `sge dst, a, b`
    Sge = 13, "sge";
    /// `exp dst, src` (full precision 2^x)
    Exp = 14, "exp";
    /// `log dst, src` (full precision log2)
    Log = 15, "log";
    /// `lit dst, src`
    Lit = 16, "lit";
    /// `dst dst, a, b` (distance vector)
    Dst = 17, "dst";
    /// `lrp dst, t, a, b`
    Lrp = 18, "lrp";
    /// `frc dst, src`
    Frc = 19, "frc";
    /// `m4x4 dst, v, c` (matrix macro)
    M4x4 = 20, "m4x4";
    /// `m4x3 dst, v, c`
    M4x3 = 21, "m4x3";
    /// `m3x4 dst, v, c`
    M3x4 = 22, "m3x4";
    /// `m3x3 dst, v, c`
    M3x3 = 23, "m3x3";
    /// `m3x2 dst, v, c`
    M3x2 = 24, "m3x2";
    /// `call l#`
    Call = 25, "call";
    /// `callnz l#, b#|p0.c`
    CallNz = 26, "callnz";
    /// `loop aL, i#`
    Loop = 27, "loop";
    /// `ret`
    Ret = 28, "ret";
    /// `endloop`
    EndLoop = 29, "endloop";
    /// `label l#`
    Label = 30, "label";
    /// `dcl_*`: declaration (a declaration token, then the register)
    Dcl = 31, "dcl";
    /// `pow dst, a, b`
    Pow = 32, "pow";
    /// `crs dst, a, b`
    Crs = 33, "crs";
    /// `sgn dst, src[, tmp1, tmp2]` (three sources before model 3)
    Sgn = 34, "sgn";
    /// `abs dst, src`
    Abs = 35, "abs";
    /// `nrm dst, src`
    Nrm = 36, "nrm";
    /// `sincos dst, src[, c_a, c_b]` (three sources before model 3)
    SinCos = 37, "sincos";
    /// `rep i#`
    Rep = 38, "rep";
    /// `endrep`
    EndRep = 39, "endrep";
    /// `if b#|p0.c`
    If = 40, "if";
    /// `if_<cmp> a, b`
    Ifc = 41, "if";
    /// `else`
    Else = 42, "else";
    /// `endif`
    EndIf = 43, "endif";
    /// `break`
    Break = 44, "break";
    /// `break_<cmp> a, b`
    BreakC = 45, "break";
    /// `mova a0, src`
    Mova = 46, "mova";
    /// `defb b#, bool`
    DefB = 47, "defb";
    /// `defi i#, x, y, z, w`
    DefI = 48, "defi";
    /// `texcoord t#` (ps_1_0..1_3) / `texcrd r#, t#` (ps_1_4)
    TexCoord = 64, "texcoord";
    /// `texkill r#|t#`
    TexKill = 65, "texkill";
    /// `tex t#` (ps_1_0..1_3) / `texld r#, t#|r#` (ps_1_4) / `texld[p|b] dst, coord, s#` (2+)
    Tex = 66, "tex";
    /// `texbem t#, t#`
    TexBem = 67, "texbem";
    /// `texbeml t#, t#`
    TexBemL = 68, "texbeml";
    /// `texreg2ar t#, t#`
    TexReg2Ar = 69, "texreg2ar";
    /// `texreg2gb t#, t#`
    TexReg2Gb = 70, "texreg2gb";
    /// `texm3x2pad t#, t#`
    TexM3x2Pad = 71, "texm3x2pad";
    /// `texm3x2tex t#, t#`
    TexM3x2Tex = 72, "texm3x2tex";
    /// `texm3x3pad t#, t#`
    TexM3x3Pad = 73, "texm3x3pad";
    /// `texm3x3tex t#, t#`
    TexM3x3Tex = 74, "texm3x3tex";
    /// `texm3x3diff` (D3DSIO_RESERVED0; never valid in D3D9 shaders)
    TexM3x3Diff = 75, "texm3x3diff";
    /// `texm3x3spec t#, t#, c#`
    TexM3x3Spec = 76, "texm3x3spec";
    /// `texm3x3vspec t#, t#`
    TexM3x3VSpec = 77, "texm3x3vspec";
    /// `expp dst, src` (partial precision 2^x)
    ExpP = 78, "expp";
    /// `logp dst, src`
    LogP = 79, "logp";
    /// `cnd dst, cond, a, b`
    Cnd = 80, "cnd";
    /// `def c#, x, y, z, w`
    Def = 81, "def";
    /// `texreg2rgb t#, t#`
    TexReg2Rgb = 82, "texreg2rgb";
    /// `texdp3tex t#, t#`
    TexDp3Tex = 83, "texdp3tex";
    /// `texm3x2depth t#, t#`
    TexM3x2Depth = 84, "texm3x2depth";
    /// `texdp3 t#, t#`
    TexDp3 = 85, "texdp3";
    /// `texm3x3 t#, t#`
    TexM3x3 = 86, "texm3x3";
    /// `texdepth r5`
    TexDepth = 87, "texdepth";
    /// `cmp dst, cond, a, b`
    Cmp = 88, "cmp";
    /// `bem dst, a, b`
    Bem = 89, "bem";
    /// `dp2add dst, a, b, c`
    Dp2Add = 90, "dp2add";
    /// `dsx dst, src`
    Dsx = 91, "dsx";
    /// `dsy dst, src`
    Dsy = 92, "dsy";
    /// `texldd dst, coord, s#, ddx, ddy`
    TexLdd = 93, "texldd";
    /// `setp_<cmp> p0, a, b`
    SetP = 94, "setp";
    /// `texldl dst, coord, s#`
    TexLdl = 95, "texldl";
    /// `breakp p0.c`
    BreakP = 96, "breakp";
    /// `phase` (ps_1_4 phase marker, D3DSIO_PHASE = 0xFFFD)
    Phase = 0xFFFD, "phase";
}

/// Instruction token code of a comment block (not an instruction).
pub const COMMENT_CODE: u16 = 0xFFFE;
/// The end token.
pub const END_TOKEN: u32 = 0x0000_FFFF;

impl Opcode {
    /// The 16-bit code written in the instruction token.
    pub fn code(self) -> u16 {
        self as u16
    }

    /// The mnemonic in `model` without controls or modifiers: `texcrd` for
    /// `TexCoord` in ps_1_4, `texld` for `Tex` from ps_1_4 on.
    pub fn mnemonic(self, model: ShaderModel) -> &'static str {
        match self {
            Opcode::TexCoord if model.is_ps_1_4() => "texcrd",
            Opcode::Tex if model.major >= 2 || model.is_ps_1_4() => "texld",
            _ => self.base_mnemonic(),
        }
    }

    /// `dcl`, `def`, `defi` or `defb`: instructions that declare rather than compute.
    pub fn is_declaration(self) -> bool {
        matches!(
            self,
            Opcode::Dcl | Opcode::Def | Opcode::DefI | Opcode::DefB
        )
    }

    /// `def`, `defi` or `defb`: the instruction carries literal values.
    pub fn is_constant_definition(self) -> bool {
        matches!(self, Opcode::Def | Opcode::DefI | Opcode::DefB)
    }

    /// Flow control (`if`, `loop`, `call`, `label`, `ret`, `break*`, ...).
    pub fn is_flow_control(self) -> bool {
        matches!(
            self,
            Opcode::Call
                | Opcode::CallNz
                | Opcode::Loop
                | Opcode::Ret
                | Opcode::EndLoop
                | Opcode::Label
                | Opcode::Rep
                | Opcode::EndRep
                | Opcode::If
                | Opcode::Ifc
                | Opcode::Else
                | Opcode::EndIf
                | Opcode::Break
                | Opcode::BreakC
                | Opcode::BreakP
        )
    }

    /// Whether the opcode's control bits (16..23) hold a [`Comparison`].
    pub fn has_comparison(self) -> bool {
        matches!(self, Opcode::Ifc | Opcode::BreakC | Opcode::SetP)
    }

    /// A ps_1_x texture-addressing instruction (`tex`, `texcoord`, `texbem`,
    /// `texm3x3*`, `texdepth`, `texkill`, ps_1_4 `texld`/`texcrd`, ...). These
    /// address texture stages by their register number in ps_1_x.
    pub fn is_ps_1x_texture_op(self, model: ShaderModel) -> bool {
        model.is_ps_1x()
            && (matches!(
                self,
                Opcode::TexCoord
                    | Opcode::TexKill
                    | Opcode::Tex
                    | Opcode::TexBem
                    | Opcode::TexBemL
                    | Opcode::TexReg2Ar
                    | Opcode::TexReg2Gb
                    | Opcode::TexM3x2Pad
                    | Opcode::TexM3x2Tex
                    | Opcode::TexM3x3Pad
                    | Opcode::TexM3x3Tex
                    | Opcode::TexM3x3Diff
                    | Opcode::TexM3x3Spec
                    | Opcode::TexM3x3VSpec
                    | Opcode::TexReg2Rgb
                    | Opcode::TexDp3Tex
                    | Opcode::TexM3x2Depth
                    | Opcode::TexDp3
                    | Opcode::TexM3x3
                    | Opcode::TexDepth
            ))
    }

    /// Whether the opcode samples a texture (in any model).
    pub fn samples_texture(self, model: ShaderModel) -> bool {
        match self {
            Opcode::Tex | Opcode::TexLdd | Opcode::TexLdl => true,
            Opcode::TexBem
            | Opcode::TexBemL
            | Opcode::TexReg2Ar
            | Opcode::TexReg2Gb
            | Opcode::TexReg2Rgb
            | Opcode::TexM3x2Tex
            | Opcode::TexM3x3Tex
            | Opcode::TexM3x3Spec
            | Opcode::TexM3x3VSpec
            | Opcode::TexDp3Tex => model.is_ps_1x(),
            _ => false,
        }
    }

    /// Whether the instruction has a destination parameter in `model`.
    /// (`dcl` and `def*` have one too; their payload is separate.) No opcode
    /// changes this with the model today; the parameter keeps the call sites
    /// uniform with [`Opcode::src_count`].
    pub fn has_dst(self, _model: ShaderModel) -> bool {
        !matches!(
            self,
            Opcode::Nop
                | Opcode::Call
                | Opcode::CallNz
                | Opcode::Loop
                | Opcode::Ret
                | Opcode::EndLoop
                | Opcode::Label
                | Opcode::Rep
                | Opcode::EndRep
                | Opcode::If
                | Opcode::Ifc
                | Opcode::Else
                | Opcode::EndIf
                | Opcode::Break
                | Opcode::BreakC
                | Opcode::BreakP
                | Opcode::Phase
        )
    }

    /// Number of source parameters in `model` (not counting the predicate
    /// token of a predicated instruction, nor the literal payload of `def*`
    /// or the declaration token of `dcl`).
    pub fn src_count(self, model: ShaderModel) -> usize {
        use Opcode::*;
        match self {
            Nop | Ret | EndLoop | EndRep | Else | EndIf | Break | Phase => 0,
            Dcl | Def | DefI | DefB | TexKill | TexDepth => 0,
            Mov | Rcp | Rsq | Exp | Log | Lit | Frc | Abs | Nrm | Mova | ExpP | LogP | Dsx
            | Dsy => 1,
            Call | Label | Rep | If | BreakP => 1,
            Add | Sub | Mul | Dp3 | Dp4 | Min | Max | Slt | Sge | Dst | Pow | Crs => 2,
            M4x4 | M4x3 | M3x4 | M3x3 | M3x2 => 2,
            CallNz | Loop | Ifc | BreakC | SetP | Bem | TexLdl => 2,
            Mad | Lrp | Cnd | Cmp | Dp2Add => 3,
            TexLdd => 4,
            Sgn | SinCos => {
                if model.major >= 3 {
                    1
                } else {
                    3
                }
            }
            TexCoord => usize::from(model.is_ps_1_4()),
            Tex => {
                if model.major >= 2 {
                    2
                } else if model.is_ps_1_4() {
                    1
                } else {
                    0
                }
            }
            TexM3x3Spec => 2,
            TexBem | TexBemL | TexReg2Ar | TexReg2Gb | TexM3x2Pad | TexM3x2Tex | TexM3x3Pad
            | TexM3x3Tex | TexM3x3Diff | TexM3x3VSpec | TexReg2Rgb | TexDp3Tex | TexM3x2Depth
            | TexDp3 | TexM3x3 => 1,
        }
    }

    /// Number of literal tokens after the destination: 4 for `def`/`defi`,
    /// 1 for `defb`, 0 otherwise.
    pub fn literal_count(self) -> usize {
        match self {
            Opcode::Def | Opcode::DefI => 4,
            Opcode::DefB => 1,
            _ => 0,
        }
    }
}

/// The comparison of `if_<cmp>`, `break_<cmp>` and `setp_<cmp>`
/// (instruction-token bits 16..18).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Comparison {
    /// `_gt` (1)
    Gt = 1,
    /// `_eq` (2)
    Eq = 2,
    /// `_ge` (3)
    Ge = 3,
    /// `_lt` (4)
    Lt = 4,
    /// `_ne` (5)
    Ne = 5,
    /// `_le` (6)
    Le = 6,
}

impl Comparison {
    /// Decodes the control value (1..6).
    pub fn from_control(value: u8) -> Option<Comparison> {
        Some(match value {
            1 => Comparison::Gt,
            2 => Comparison::Eq,
            3 => Comparison::Ge,
            4 => Comparison::Lt,
            5 => Comparison::Ne,
            6 => Comparison::Le,
            _ => return None,
        })
    }

    /// The suffix without the underscore: `gt`, `eq`, ...
    pub fn suffix(self) -> &'static str {
        match self {
            Comparison::Gt => "gt",
            Comparison::Eq => "eq",
            Comparison::Ge => "ge",
            Comparison::Lt => "lt",
            Comparison::Ne => "ne",
            Comparison::Le => "le",
        }
    }

    /// Decodes a suffix (`gt`, ...).
    pub fn from_suffix(s: &str) -> Option<Comparison> {
        Some(match s {
            "gt" => Comparison::Gt,
            "eq" => Comparison::Eq,
            "ge" => Comparison::Ge,
            "lt" => Comparison::Lt,
            "ne" => Comparison::Ne,
            "le" => Comparison::Le,
            _ => return None,
        })
    }
}

/// The variant of a model 2/3 `texld` (instruction-token bits 16..17).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum TexLdKind {
    /// `texld` (0)
    Plain = 0,
    /// `texldp`: divide the coordinate by its w (1, D3DSI_TEXLD_PROJECT)
    Project = 1,
    /// `texldb`: add w to the LOD bias (2, D3DSI_TEXLD_BIAS)
    Bias = 2,
}

impl TexLdKind {
    /// Decodes the control value.
    pub fn from_control(value: u8) -> Option<TexLdKind> {
        Some(match value {
            0 => TexLdKind::Plain,
            1 => TexLdKind::Project,
            2 => TexLdKind::Bias,
            _ => return None,
        })
    }
}
