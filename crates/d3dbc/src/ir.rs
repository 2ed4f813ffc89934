//! The typed program model: what one D3D9 token stream says, field by field.
//!
//! Every instruction of the stream, including `dcl` and `def*`, is kept in
//! [`Program::instructions`] in stream order, so the program re-encodes to the
//! same tokens (comment blocks are kept in [`Program::comments`] with their
//! position). [`Program::declarations`] and [`Program::constants`] are decoded
//! views of the `dcl` and `def*` instructions for consumers (the translator)
//! that want them by register; each names the instruction it came from.
//!
//! An "instruction index" anywhere in this crate is an index into
//! [`Program::instructions`].

use crate::ctab::{ConstantTable, CtabError};
use crate::model::ShaderModel;
use crate::opcode::{Comparison, Opcode, TexLdKind};
use crate::register::{Register, RegisterType};

/// A parsed shader.
#[derive(Clone, Debug, PartialEq)]
pub struct Program {
    /// The model from the version token.
    pub model: ShaderModel,
    /// Every instruction in stream order (declarations and definitions too).
    pub instructions: Vec<Instruction>,
    /// `dcl` instructions, decoded.
    pub declarations: Vec<Declaration>,
    /// `def`, `defi` and `defb` instructions, decoded.
    pub constants: Vec<ConstantDef>,
    /// The D3DX constant table, when a comment block carries one.
    pub ctab: Option<ConstantTable>,
    /// Why the first `CTAB` comment could not be read, when it could not
    /// (D3D9 ignores comments, so this does not fail the parse).
    pub ctab_error: Option<CtabError>,
    /// Every comment block, with its position.
    pub comments: Vec<Comment>,
    /// Tokens up to and including the end token.
    pub token_count: usize,
}

impl Program {
    /// Instructions that compute (everything but `dcl`/`def*`), with their index.
    pub fn body(&self) -> impl Iterator<Item = (usize, &Instruction)> {
        self.instructions
            .iter()
            .enumerate()
            .filter(|(_, ins)| !ins.opcode.is_declaration())
    }

    /// The declaration of `reg`, if any.
    pub fn declaration_of(&self, reg: Register) -> Option<&Declaration> {
        self.declarations.iter().find(|d| d.reg == reg)
    }

    /// `is_ps_1x()` of the model.
    pub fn is_ps_1x(&self) -> bool {
        self.model.is_ps_1x()
    }
}

/// One instruction.
#[derive(Clone, Debug, PartialEq)]
pub struct Instruction {
    /// The opcode.
    pub opcode: Opcode,
    /// Raw control bits 16..23 of the instruction token: the comparison of
    /// `if_`/`break_`/`setp_`, the `texld` variant; 0 otherwise.
    pub control: u8,
    /// The destination (also for `dcl` and `def*`).
    pub dst: Option<DstParam>,
    /// Source parameters, in order (not including the predicate).
    pub src: Vec<SrcParam>,
    /// The predicate register of a predicated instruction (`(p0) add ...`,
    /// `(!p0.x) ...`): token bit 28, register read right after the destination.
    pub predicate: Option<SrcParam>,
    /// ps_1_x co-issue (`+mov ...`, token bit 30).
    pub coissue: bool,
    /// `dcl` token or `def*` literals.
    pub payload: Payload,
    /// Offset of the instruction token, in tokens from the version token (0).
    pub offset: usize,
}

impl Instruction {
    /// Builds an instruction with no controls, predicate or payload.
    pub fn new(opcode: Opcode, dst: Option<DstParam>, src: Vec<SrcParam>) -> Self {
        Instruction {
            opcode,
            control: 0,
            dst,
            src,
            predicate: None,
            coissue: false,
            payload: Payload::None,
            offset: 0,
        }
    }

    /// The comparison of `if_<cmp>`, `break_<cmp>`, `setp_<cmp>`.
    pub fn comparison(&self) -> Option<Comparison> {
        if self.opcode.has_comparison() {
            Comparison::from_control(self.control)
        } else {
            None
        }
    }

    /// The variant of a model 2/3 `texld` (`texldp`, `texldb`).
    pub fn texld_kind(&self) -> Option<TexLdKind> {
        if self.opcode == Opcode::Tex {
            TexLdKind::from_control(self.control)
        } else {
            None
        }
    }
}

/// Data an instruction carries besides its parameters.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Payload {
    /// Nothing.
    None,
    /// The declaration token of `dcl`.
    Decl(DeclToken),
    /// `def`: four floats, kept as their bits so NaNs and -0 survive.
    Float([u32; 4]),
    /// `defi`: four integers.
    Int([i32; 4]),
    /// `defb`: the raw boolean token (0 = false).
    Bool(u32),
}

/// The fields of a `dcl` token.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct DeclToken {
    /// Usage (bits 0..4); [`DeclUsage::Position`] (0) when none is given.
    pub usage: DeclUsage,
    /// Usage index (bits 16..19).
    pub usage_index: u8,
    /// Texture type of a sampler declaration (bits 27..30).
    pub texture_type: SamplerTextureType,
}

/// A destination parameter.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct DstParam {
    /// The register written.
    pub reg: Register,
    /// Components written.
    pub write_mask: WriteMask,
    /// `_sat`: clamp the result to 0..1.
    pub saturate: bool,
    /// `_pp`: partial precision is enough.
    pub partial_precision: bool,
    /// `_centroid`: centroid interpolation (on `dcl`).
    pub centroid: bool,
    /// ps_1_x shift scale: 1 = `_x2`, 2 = `_x4`, 3 = `_x8`, -1 = `_d2`,
    /// -2 = `_d4`, -3 = `_d8` (a 4-bit signed field).
    pub shift: i8,
    /// Relative addressing of an output register (vs_3_0 `o[aL]`).
    pub relative: Option<RelativeAddress>,
}

impl DstParam {
    /// A plain destination writing `mask` of `reg`.
    pub fn new(reg: Register, write_mask: WriteMask) -> Self {
        DstParam {
            reg,
            write_mask,
            saturate: false,
            partial_precision: false,
            centroid: false,
            shift: 0,
            relative: None,
        }
    }
}

/// A source parameter.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct SrcParam {
    /// The register read.
    pub reg: Register,
    /// Component selection.
    pub swizzle: Swizzle,
    /// Source modifier.
    pub modifier: SrcModifier,
    /// Relative addressing (`c[a0.x + n]`, `c4[aL]`, `v[aL]`).
    pub relative: Option<RelativeAddress>,
}

impl SrcParam {
    /// A plain source reading `reg` with the identity swizzle.
    pub fn new(reg: Register) -> Self {
        SrcParam {
            reg,
            swizzle: Swizzle::IDENTITY,
            modifier: SrcModifier::None,
            relative: None,
        }
    }
}

/// The address register of a relatively addressed parameter.
///
/// In models 2 and 3 an extra token follows the parameter; in vs_1_1 the
/// address is always `a0.x` and there is no extra token.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct RelativeAddress {
    /// `a0` ([`RegisterType::Addr`]) or `aL` ([`RegisterType::Loop`]).
    pub reg: Register,
    /// The swizzle of the address token; its first component selects the
    /// address component (`a0.y` is `.yyyy`; `aL` is written with `.xyzw`).
    pub swizzle: Swizzle,
}

impl RelativeAddress {
    /// The `a0.x` of vs_1_1 relative addressing.
    pub const A0_X: RelativeAddress = RelativeAddress {
        reg: Register::new(RegisterType::Addr, 0),
        swizzle: Swizzle::XXXX,
    };

    /// The component (0 = x .. 3 = w) the address is read from.
    pub fn component(self) -> u8 {
        self.swizzle.component(0)
    }
}

/// A write mask: bit 0 = x .. bit 3 = w.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct WriteMask(pub u8);

impl WriteMask {
    /// `.xyzw` (written as no mask).
    pub const ALL: WriteMask = WriteMask(0xF);

    /// Whether component `i` (0..3) is written.
    pub fn has(self, i: usize) -> bool {
        i < 4 && self.0 & (1 << i) != 0
    }

    /// Number of components written.
    pub fn count(self) -> u32 {
        (self.0 & 0xF).count_ones()
    }
}

/// A source swizzle: two bits per output component (x in bits 0..1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Swizzle(pub u8);

impl Swizzle {
    /// `.xyzw` (written as no swizzle).
    pub const IDENTITY: Swizzle = Swizzle(0xE4);
    /// `.x` (`.xxxx`).
    pub const XXXX: Swizzle = Swizzle(0x00);

    /// Builds a swizzle from four component selectors (each 0..3).
    pub fn from_components(c: [u8; 4]) -> Swizzle {
        Swizzle((c[0] & 3) | (c[1] & 3) << 2 | (c[2] & 3) << 4 | (c[3] & 3) << 6)
    }

    /// Replicates one component (`.y` = `.yyyy`).
    pub fn replicate(c: u8) -> Swizzle {
        Swizzle::from_components([c; 4])
    }

    /// The component (0..3) that output component `i` reads.
    pub fn component(self, i: usize) -> u8 {
        (self.0 >> ((i & 3) * 2)) & 3
    }

    /// The four selectors.
    pub fn components(self) -> [u8; 4] {
        [
            self.component(0),
            self.component(1),
            self.component(2),
            self.component(3),
        ]
    }
}

/// A source modifier (parameter-token bits 24..27).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum SrcModifier {
    /// none (0)
    None = 0,
    /// `-r` (1)
    Negate = 1,
    /// `r_bias`: x - 0.5 (2)
    Bias = 2,
    /// `-r_bias` (3)
    BiasNegate = 3,
    /// `r_bx2`: 2x - 1 (4)
    Sign = 4,
    /// `-r_bx2` (5)
    SignNegate = 5,
    /// `1-r` (6)
    Complement = 6,
    /// `r_x2` (7)
    X2 = 7,
    /// `-r_x2` (8)
    X2Negate = 8,
    /// `r_dz`: divide by z (ps_1_4 texld/texcrd) (9)
    Dz = 9,
    /// `r_dw`: divide by w (ps_1_4 texld/texcrd) (10)
    Dw = 10,
    /// `r_abs` (11)
    Abs = 11,
    /// `-r_abs` (12)
    AbsNegate = 12,
    /// `!b`/`!p0` (13)
    Not = 13,
}

impl SrcModifier {
    /// Decodes the 4-bit field.
    pub fn from_code(code: u32) -> Option<SrcModifier> {
        use SrcModifier::*;
        Some(match code {
            0 => None,
            1 => Negate,
            2 => Bias,
            3 => BiasNegate,
            4 => Sign,
            5 => SignNegate,
            6 => Complement,
            7 => X2,
            8 => X2Negate,
            9 => Dz,
            10 => Dw,
            11 => Abs,
            12 => AbsNegate,
            13 => Not,
            _ => return Option::None,
        })
    }

    /// Whether the modifier negates (after its other effect).
    pub fn negates(self) -> bool {
        matches!(
            self,
            SrcModifier::Negate
                | SrcModifier::BiasNegate
                | SrcModifier::SignNegate
                | SrcModifier::X2Negate
                | SrcModifier::AbsNegate
        )
    }
}

/// Vertex input / interpolated value semantics of `dcl_*` (D3DDECLUSAGE):
/// the shared D3D9 type.
pub use ninebridge_types::DeclUsage;

/// The assembly spelling of a [`DeclUsage`] (`texcoord`, `psize`).
pub trait DeclUsageName {
    /// The assembly name (`texcoord`).
    fn name(self) -> &'static str;
}

impl DeclUsageName for DeclUsage {
    fn name(self) -> &'static str {
        match self {
            DeclUsage::Position => "position",
            DeclUsage::BlendWeight => "blendweight",
            DeclUsage::BlendIndices => "blendindices",
            DeclUsage::Normal => "normal",
            DeclUsage::PointSize => "psize",
            DeclUsage::TexCoord => "texcoord",
            DeclUsage::Tangent => "tangent",
            DeclUsage::Binormal => "binormal",
            DeclUsage::TessFactor => "tessfactor",
            DeclUsage::PositionT => "positiont",
            DeclUsage::Color => "color",
            DeclUsage::Fog => "fog",
            DeclUsage::Depth => "depth",
            DeclUsage::Sample => "sample",
        }
    }
}

/// The texture type of a sampler declaration (D3DSAMPLER_TEXTURE_TYPE).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum SamplerTextureType {
    /// Not a sampler declaration / not given (0).
    Unknown = 0,
    /// `dcl_2d` (2)
    Texture2d = 2,
    /// `dcl_cube` (3)
    Cube = 3,
    /// `dcl_volume` (4)
    Volume = 4,
}

impl SamplerTextureType {
    /// Decodes the 4-bit field.
    pub fn from_code(code: u32) -> Option<SamplerTextureType> {
        Some(match code {
            0 => SamplerTextureType::Unknown,
            2 => SamplerTextureType::Texture2d,
            3 => SamplerTextureType::Cube,
            4 => SamplerTextureType::Volume,
            _ => return None,
        })
    }

    /// The `dcl_` suffix: `2d`, `cube`, `volume` (empty for unknown).
    pub fn name(self) -> &'static str {
        match self {
            SamplerTextureType::Unknown => "",
            SamplerTextureType::Texture2d => "2d",
            SamplerTextureType::Cube => "cube",
            SamplerTextureType::Volume => "volume",
        }
    }
}

/// A decoded `dcl` instruction.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Declaration {
    /// Index of the `dcl` in [`Program::instructions`].
    pub instruction: usize,
    /// The declared register.
    pub reg: Register,
    /// Its write mask (components declared).
    pub write_mask: WriteMask,
    /// Usage (meaningful for vertex inputs, vs_3_0 outputs and ps_3_0 inputs).
    pub usage: DeclUsage,
    /// Usage index.
    pub usage_index: u8,
    /// Texture type for samplers, [`SamplerTextureType::Unknown`] otherwise.
    pub texture_type: SamplerTextureType,
    /// `_centroid` interpolation.
    pub centroid: bool,
    /// `_pp` interpolation.
    pub partial_precision: bool,
}

/// A decoded `def`/`defi`/`defb`.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct ConstantDef {
    /// Index of the instruction in [`Program::instructions`].
    pub instruction: usize,
    /// `c#`, `i#` or `b#`.
    pub reg: Register,
    /// The value.
    pub value: ConstantValue,
}

/// The value of a constant definition.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum ConstantValue {
    /// `def c#`: four floats.
    Float([f32; 4]),
    /// `defi i#`: four integers.
    Int([i32; 4]),
    /// `defb b#`: a boolean.
    Bool(bool),
}

/// A comment block (`0xFFFE` token with its length in bits 16..30).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Comment {
    /// The instruction index it precedes (== instruction count when it comes
    /// after the last instruction).
    pub before_instruction: usize,
    /// Offset of the comment token, in tokens from the version token.
    pub offset: usize,
    /// The payload tokens (without the comment token).
    pub data: Vec<u32>,
}

impl Comment {
    /// The first payload token as a FourCC (`CTAB` is 0x42415443), if any.
    pub fn fourcc(&self) -> Option<u32> {
        self.data.first().copied()
    }
}
