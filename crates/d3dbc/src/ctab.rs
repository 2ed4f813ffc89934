//! The D3DX constant table (`CTAB` comment block).
//!
//! Layout (all offsets are bytes from the start of the table, which is the
//! comment payload right after the `CTAB` FourCC):
//!
//! ```text
//! header:   Size, Creator, Version, Constants, ConstantInfo, Flags, Target   (28 bytes)
//!           early 20-byte variant: Size, Creator, Version, Constants, ConstantInfo
//! constant: Name, RegisterSet:u16, RegisterIndex:u16, RegisterCount:u16,
//!           Reserved:u16, TypeInfo, DefaultValue                              (20 bytes)
//! type:     Class:u16, Type:u16, Rows:u16, Columns:u16, Elements:u16,
//!           StructMembers:u16, StructMemberInfo                               (16 bytes)
//! member:   Name, TypeInfo                                                    (8 bytes)
//! ```

use std::cell::Cell;

use thiserror::Error;

/// `CTAB` as a little-endian FourCC.
pub const CTAB_FOURCC: u32 = u32::from_le_bytes(*b"CTAB");
/// Size field of the standard header.
pub const HEADER_SIZE: u32 = 28;
/// Size field of the early header some ps_2_0 blobs carry (the spec's
/// `without_legacy_ctab20`): no Flags and no Target.
pub const LEGACY_HEADER_SIZE: u32 = 20;
/// Deepest struct nesting followed (guards against cyclic offsets).
const MAX_TYPE_DEPTH: usize = 16;
/// Most type records read for one table (guards against offsets that make
/// members share types and fan out exponentially).
const MAX_TYPES: usize = 65536;

/// Why a constant table could not be read. Offsets are bytes from the start
/// of the table.
#[derive(Clone, Debug, Error, PartialEq, Eq)]
pub enum CtabError {
    /// The comment does not start with `CTAB`.
    #[error("comment block is not a constant table (FourCC {found:#010x})")]
    NotCtab {
        /// The first payload token.
        found: u32,
    },
    /// The header size is neither 28 nor 20.
    #[error("constant table header size is {size}, expected 28 (or 20 for the early layout)")]
    BadHeaderSize {
        /// The Size field.
        size: u32,
    },
    /// A structure or string runs past the end of the table.
    #[error("constant table {what} at byte {offset} (+{len}) runs past its end ({size} bytes)")]
    OutOfBounds {
        /// What was being read.
        what: &'static str,
        /// Its offset.
        offset: usize,
        /// Bytes needed.
        len: usize,
        /// Table size in bytes.
        size: usize,
    },
    /// A string has no terminating NUL.
    #[error("constant table string at byte {offset} is not terminated")]
    UnterminatedString {
        /// Its offset.
        offset: usize,
    },
    /// Struct members nest too deeply (or cyclically).
    #[error("constant table type at byte {offset} nests deeper than {MAX_TYPE_DEPTH} levels")]
    TooDeep {
        /// Offset of the type that went too deep.
        offset: usize,
    },
    /// More type records than any real table holds (shared or cyclic offsets).
    #[error("constant table has more than {MAX_TYPES} type records")]
    TooManyTypes,
}

/// Register set of a constant (D3DXREGISTER_SET).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum RegisterSet {
    /// `b#` (0)
    Bool,
    /// `i#` (1)
    Int4,
    /// `c#` (2)
    Float4,
    /// `s#` (3)
    Sampler,
    /// Another value.
    Other(u16),
}

impl RegisterSet {
    fn from_code(code: u16) -> RegisterSet {
        match code {
            0 => RegisterSet::Bool,
            1 => RegisterSet::Int4,
            2 => RegisterSet::Float4,
            3 => RegisterSet::Sampler,
            n => RegisterSet::Other(n),
        }
    }

    /// The register prefix: `b`, `i`, `c`, `s` (`?` for other values).
    pub fn prefix(self) -> &'static str {
        match self {
            RegisterSet::Bool => "b",
            RegisterSet::Int4 => "i",
            RegisterSet::Float4 => "c",
            RegisterSet::Sampler => "s",
            RegisterSet::Other(_) => "?",
        }
    }
}

/// Parameter class (D3DXPARAMETER_CLASS): 0 scalar, 1 vector, 2 matrix rows,
/// 3 matrix columns, 4 object, 5 struct.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct ParameterClass(pub u16);

impl ParameterClass {
    /// The D3DX name (`vector`, `matrix_columns`, ...).
    pub fn name(self) -> &'static str {
        match self.0 {
            0 => "scalar",
            1 => "vector",
            2 => "matrix_rows",
            3 => "matrix_columns",
            4 => "object",
            5 => "struct",
            _ => "unknown",
        }
    }
}

/// Parameter type (D3DXPARAMETER_TYPE): 0 void, 1 bool, 2 int, 3 float,
/// 4 string, 5..9 textures, 10..14 samplers, ...
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct ParameterType(pub u16);

impl ParameterType {
    /// The D3DX name (`float`, `sampler2d`, ...).
    pub fn name(self) -> &'static str {
        const NAMES: [&str; 20] = [
            "void",
            "bool",
            "int",
            "float",
            "string",
            "texture",
            "texture1d",
            "texture2d",
            "texture3d",
            "texturecube",
            "sampler",
            "sampler1d",
            "sampler2d",
            "sampler3d",
            "samplercube",
            "pixelshader",
            "vertexshader",
            "pixelfragment",
            "vertexfragment",
            "unsupported",
        ];
        NAMES.get(usize::from(self.0)).copied().unwrap_or("unknown")
    }
}

/// The type of a constant or struct member.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TypeInfo {
    /// Class.
    pub class: ParameterClass,
    /// Type.
    pub ty: ParameterType,
    /// Rows.
    pub rows: u16,
    /// Columns.
    pub columns: u16,
    /// Array elements (1 for a non-array).
    pub elements: u16,
    /// Struct members, in order.
    pub members: Vec<StructMember>,
}

/// A member of a struct type.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StructMember {
    /// Member name.
    pub name: String,
    /// Member type.
    pub ty: TypeInfo,
}

/// One constant of the table.
#[derive(Clone, Debug, PartialEq)]
pub struct Constant {
    /// HLSL name.
    pub name: String,
    /// Register set.
    pub register_set: RegisterSet,
    /// First register.
    pub register_index: u16,
    /// Registers used.
    pub register_count: u16,
    /// Type.
    pub ty: TypeInfo,
    /// Default value as 32-bit words (`register_count` × 4), when present.
    pub default_value: Option<Vec<u32>>,
}

/// A parsed constant table.
#[derive(Clone, Debug, PartialEq)]
pub struct ConstantTable {
    /// Header size: 28, or 20 for the early layout.
    pub header_size: u32,
    /// Creator string (compiler name).
    pub creator: String,
    /// Version token of the shader the table was built for.
    pub version: u32,
    /// Flags (0 in the early layout).
    pub flags: u32,
    /// Target profile (`ps_2_0`), absent in the early layout.
    pub target: Option<String>,
    /// Constants, in table order.
    pub constants: Vec<Constant>,
}

impl ConstantTable {
    /// Whether this is the early 20-byte header variant.
    pub fn is_legacy(&self) -> bool {
        self.header_size == LEGACY_HEADER_SIZE
    }

    /// Parses a comment block payload (starting with the `CTAB` FourCC).
    pub fn parse_comment(data: &[u32]) -> Result<ConstantTable, CtabError> {
        let found = data.first().copied().unwrap_or(0);
        if found != CTAB_FOURCC {
            return Err(CtabError::NotCtab { found });
        }
        let bytes: Vec<u8> = data[1..].iter().flat_map(|w| w.to_le_bytes()).collect();
        ConstantTable::parse(&bytes)
    }

    /// Parses the table bytes that follow the `CTAB` FourCC.
    pub fn parse(bytes: &[u8]) -> Result<ConstantTable, CtabError> {
        let r = Reader {
            bytes,
            types_left: Cell::new(MAX_TYPES),
        };
        let size = r.u32(0, "header")?;
        if size != HEADER_SIZE && size != LEGACY_HEADER_SIZE {
            return Err(CtabError::BadHeaderSize { size });
        }
        r.need(0, size as usize, "header")?;
        let creator = r.string_at(r.u32(4, "header")?)?;
        let version = r.u32(8, "header")?;
        let count = r.u32(12, "header")? as usize;
        let info = r.u32(16, "header")? as usize;
        let (flags, target) = if size == HEADER_SIZE {
            let target = r.u32(24, "header")?;
            (r.u32(20, "header")?, Some(r.string_at(target)?))
        } else {
            (0, None)
        };
        // Check the whole constant array fits before allocating for it.
        r.need(info, count.saturating_mul(20), "constant info")?;
        let mut constants = Vec::with_capacity(count);
        for i in 0..count {
            let at = info + i * 20;
            let name = r.string_at(r.u32(at, "constant info")?)?;
            let register_set = RegisterSet::from_code(r.u16(at + 4, "constant info")?);
            let register_index = r.u16(at + 6, "constant info")?;
            let register_count = r.u16(at + 8, "constant info")?;
            let ty = r.type_info(r.u32(at + 12, "constant info")? as usize, 0)?;
            let default_at = r.u32(at + 16, "constant info")? as usize;
            let default_value = if default_at == 0 {
                None
            } else {
                let words = usize::from(register_count) * 4;
                r.need(default_at, words * 4, "default value")?;
                Some(
                    (0..words)
                        .map(|w| r.u32(default_at + w * 4, "default value"))
                        .collect::<Result<Vec<_>, _>>()?,
                )
            };
            constants.push(Constant {
                name,
                register_set,
                register_index,
                register_count,
                ty,
                default_value,
            });
        }
        Ok(ConstantTable {
            header_size: size,
            creator,
            version,
            flags,
            target,
            constants,
        })
    }
}

/// Bounds-checked little-endian reads from the table bytes.
struct Reader<'a> {
    bytes: &'a [u8],
    types_left: Cell<usize>,
}

impl Reader<'_> {
    fn need(&self, offset: usize, len: usize, what: &'static str) -> Result<&[u8], CtabError> {
        offset
            .checked_add(len)
            .and_then(|end| self.bytes.get(offset..end))
            .ok_or(CtabError::OutOfBounds {
                what,
                offset,
                len,
                size: self.bytes.len(),
            })
    }

    fn u32(&self, offset: usize, what: &'static str) -> Result<u32, CtabError> {
        let b = self.need(offset, 4, what)?;
        Ok(u32::from_le_bytes([b[0], b[1], b[2], b[3]]))
    }

    fn u16(&self, offset: usize, what: &'static str) -> Result<u16, CtabError> {
        let b = self.need(offset, 2, what)?;
        Ok(u16::from_le_bytes([b[0], b[1]]))
    }

    fn string_at(&self, offset: u32) -> Result<String, CtabError> {
        let offset = offset as usize;
        let rest = self.bytes.get(offset..).ok_or(CtabError::OutOfBounds {
            what: "string",
            offset,
            len: 1,
            size: self.bytes.len(),
        })?;
        let end = rest
            .iter()
            .position(|&b| b == 0)
            .ok_or(CtabError::UnterminatedString { offset })?;
        Ok(String::from_utf8_lossy(&rest[..end]).into_owned())
    }

    fn type_info(&self, at: usize, depth: usize) -> Result<TypeInfo, CtabError> {
        if depth > MAX_TYPE_DEPTH {
            return Err(CtabError::TooDeep { offset: at });
        }
        let left = self.types_left.get();
        if left == 0 {
            return Err(CtabError::TooManyTypes);
        }
        self.types_left.set(left - 1);
        let what = "type info";
        let member_count = usize::from(self.u16(at + 10, what)?);
        let member_at = self.u32(at + 12, what)? as usize;
        self.need(member_at, member_count * 8, "struct member info")?;
        let mut members = Vec::with_capacity(member_count);
        for m in 0..member_count {
            let entry = member_at + m * 8;
            let name = self.string_at(self.u32(entry, "struct member info")?)?;
            let ty_at = self.u32(entry + 4, "struct member info")? as usize;
            members.push(StructMember {
                name,
                ty: self.type_info(ty_at, depth + 1)?,
            });
        }
        Ok(TypeInfo {
            class: ParameterClass(self.u16(at, what)?),
            ty: ParameterType(self.u16(at + 2, what)?),
            rows: self.u16(at + 4, what)?,
            columns: self.u16(at + 6, what)?,
            elements: self.u16(at + 8, what)?,
            members,
        })
    }
}
