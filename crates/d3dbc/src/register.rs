//! Register files (D3DSPR_*) and register references.

use crate::model::ShaderModel;

/// A register file, as encoded in parameter tokens (bits 28..30 and 11..12).
///
/// Several files share a code and differ by stage or model: `Addr` is `a0` in
/// vertex shaders and `t#` in pixel shaders; `TexCrdOut` is `oT#` before
/// vs_3_0 and `o#` in vs_3_0.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum RegisterType {
    /// `r#` (D3DSPR_TEMP, 0)
    Temp = 0,
    /// `v#` (D3DSPR_INPUT, 1)
    Input = 1,
    /// `c#` (D3DSPR_CONST, 2)
    Const = 2,
    /// `a0` in vertex shaders, `t#` in pixel shaders (D3DSPR_ADDR / D3DSPR_TEXTURE, 3)
    Addr = 3,
    /// `oPos`, `oFog`, `oPts` (D3DSPR_RASTOUT, 4)
    RastOut = 4,
    /// `oD#` (D3DSPR_ATTROUT, 5)
    AttrOut = 5,
    /// `oT#` before vs_3_0, `o#` in vs_3_0 (D3DSPR_TEXCRDOUT / D3DSPR_OUTPUT, 6)
    TexCrdOut = 6,
    /// `i#` (D3DSPR_CONSTINT, 7)
    ConstInt = 7,
    /// `oC#` (D3DSPR_COLOROUT, 8)
    ColorOut = 8,
    /// `oDepth` (D3DSPR_DEPTHOUT, 9)
    DepthOut = 9,
    /// `s#` (D3DSPR_SAMPLER, 10)
    Sampler = 10,
    /// `c2048+#` (D3DSPR_CONST2, 11)
    Const2 = 11,
    /// `c4096+#` (D3DSPR_CONST3, 12)
    Const3 = 12,
    /// `c6144+#` (D3DSPR_CONST4, 13)
    Const4 = 13,
    /// `b#` (D3DSPR_CONSTBOOL, 14)
    ConstBool = 14,
    /// `aL` (D3DSPR_LOOP, 15)
    Loop = 15,
    /// `half#` (D3DSPR_TEMPFLOAT16, 16)
    TempFloat16 = 16,
    /// `vPos` (0), `vFace` (1) (D3DSPR_MISCTYPE, 17)
    MiscType = 17,
    /// `l#` (D3DSPR_LABEL, 18)
    Label = 18,
    /// `p0` (D3DSPR_PREDICATE, 19)
    Predicate = 19,
}

impl RegisterType {
    /// `t#` in pixel shaders: the same code as [`RegisterType::Addr`].
    pub const TEXTURE: RegisterType = RegisterType::Addr;
    /// `o#` in vs_3_0: the same code as [`RegisterType::TexCrdOut`].
    pub const OUTPUT: RegisterType = RegisterType::TexCrdOut;

    /// Decodes a 5-bit register type code.
    pub fn from_code(code: u32) -> Option<RegisterType> {
        use RegisterType::*;
        Some(match code {
            0 => Temp,
            1 => Input,
            2 => Const,
            3 => Addr,
            4 => RastOut,
            5 => AttrOut,
            6 => TexCrdOut,
            7 => ConstInt,
            8 => ColorOut,
            9 => DepthOut,
            10 => Sampler,
            11 => Const2,
            12 => Const3,
            13 => Const4,
            14 => ConstBool,
            15 => Loop,
            16 => TempFloat16,
            17 => MiscType,
            18 => Label,
            19 => Predicate,
            _ => return None,
        })
    }

    /// The 5-bit code.
    pub fn code(self) -> u32 {
        self as u32
    }

    /// Whether this file is a floating-point constant file (`c#`, including
    /// the CONST2..4 extensions).
    pub fn is_float_const(self) -> bool {
        matches!(
            self,
            RegisterType::Const
                | RegisterType::Const2
                | RegisterType::Const3
                | RegisterType::Const4
        )
    }

    /// Whether this is an output register file of `model`.
    pub fn is_output(self, model: ShaderModel) -> bool {
        match self {
            RegisterType::RastOut | RegisterType::AttrOut | RegisterType::TexCrdOut => {
                model.is_vertex()
            }
            RegisterType::ColorOut | RegisterType::DepthOut => model.is_pixel(),
            _ => false,
        }
    }
}

/// `vPos`: [`RegisterType::MiscType`] register 0.
pub const MISC_POSITION: u32 = 0;
/// `vFace`: [`RegisterType::MiscType`] register 1.
pub const MISC_FACE: u32 = 1;
/// `oPos`: [`RegisterType::RastOut`] register 0.
pub const RASTOUT_POSITION: u32 = 0;
/// `oFog`: [`RegisterType::RastOut`] register 1.
pub const RASTOUT_FOG: u32 = 1;
/// `oPts`: [`RegisterType::RastOut`] register 2.
pub const RASTOUT_POINT_SIZE: u32 = 2;

/// A register: file and number (0..2047 as encoded).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Register {
    /// The register file.
    pub kind: RegisterType,
    /// The register number within the file.
    pub index: u32,
}

impl Register {
    /// Builds a register.
    pub const fn new(kind: RegisterType, index: u32) -> Self {
        Register { kind, index }
    }

    /// The constant number of a float constant counting the CONST2..4 files
    /// as continuations (`Const2` register 0 is `c2048`), or `None` for
    /// other files.
    pub fn float_const_index(self) -> Option<u32> {
        let base = match self.kind {
            RegisterType::Const => 0,
            RegisterType::Const2 => 2048,
            RegisterType::Const3 => 4096,
            RegisterType::Const4 => 6144,
            _ => return None,
        };
        Some(base + self.index)
    }

    /// The assembly name of this register in `model`: `r0`, `c12`, `t1`,
    /// `a0`, `oPos`, `oT3`, `o2`, `vFace`, `aL`, `p0`, ...
    pub fn name(self, model: ShaderModel) -> String {
        let n = self.index;
        match self.kind {
            RegisterType::Temp => format!("r{n}"),
            RegisterType::Input => format!("v{n}"),
            RegisterType::Const => format!("c{n}"),
            RegisterType::Const2 => format!("c{}", 2048 + n),
            RegisterType::Const3 => format!("c{}", 4096 + n),
            RegisterType::Const4 => format!("c{}", 6144 + n),
            RegisterType::Addr if model.is_pixel() => format!("t{n}"),
            RegisterType::Addr => format!("a{n}"),
            RegisterType::RastOut => match n {
                RASTOUT_POSITION => "oPos".to_string(),
                RASTOUT_FOG => "oFog".to_string(),
                RASTOUT_POINT_SIZE => "oPts".to_string(),
                _ => format!("oRast{n}"),
            },
            RegisterType::AttrOut => format!("oD{n}"),
            RegisterType::TexCrdOut if model.major >= 3 => format!("o{n}"),
            RegisterType::TexCrdOut => format!("oT{n}"),
            RegisterType::ConstInt => format!("i{n}"),
            RegisterType::ColorOut => format!("oC{n}"),
            RegisterType::DepthOut if n == 0 => "oDepth".to_string(),
            RegisterType::DepthOut => format!("oDepth{n}"),
            RegisterType::Sampler => format!("s{n}"),
            RegisterType::ConstBool => format!("b{n}"),
            RegisterType::Loop if n == 0 => "aL".to_string(),
            RegisterType::Loop => format!("aL{n}"),
            RegisterType::TempFloat16 => format!("half{n}"),
            RegisterType::MiscType => match n {
                MISC_POSITION => "vPos".to_string(),
                MISC_FACE => "vFace".to_string(),
                _ => format!("vMisc{n}"),
            },
            RegisterType::Label => format!("l{n}"),
            RegisterType::Predicate => format!("p{n}"),
        }
    }
}
