//! Vertex input: primitive types, vertex declaration element types, methods
//! and usages, `D3DVERTEXELEMENT9`, and the patch enumerations.

use crate::macros::{d3d_enum, d3d_flags};

d3d_enum! {
    /// `D3DPRIMITIVETYPE`.
    PrimitiveType {
        /// `D3DPT_POINTLIST`.
        PointList = 1,
        /// `D3DPT_LINELIST`.
        LineList = 2,
        /// `D3DPT_LINESTRIP`.
        LineStrip = 3,
        /// `D3DPT_TRIANGLELIST`.
        TriangleList = 4,
        /// `D3DPT_TRIANGLESTRIP`.
        TriangleStrip = 5,
        /// `D3DPT_TRIANGLEFAN`.
        TriangleFan = 6,
    }
}

impl PrimitiveType {
    /// Vertices (or indices) consumed by `count` primitives, `None` on overflow.
    pub const fn vertex_count(self, count: u32) -> Option<u32> {
        match self {
            PrimitiveType::PointList => Some(count),
            PrimitiveType::LineList => count.checked_mul(2),
            PrimitiveType::LineStrip => count.checked_add(1),
            PrimitiveType::TriangleList => count.checked_mul(3),
            PrimitiveType::TriangleStrip | PrimitiveType::TriangleFan => count.checked_add(2),
        }
    }
}

d3d_enum! {
    /// `D3DDECLTYPE`: the data type of a vertex element.
    DeclType {
        /// `D3DDECLTYPE_FLOAT1`: one float, expanded to (x, 0, 0, 1).
        Float1 = 0,
        /// `D3DDECLTYPE_FLOAT2`: (x, y, 0, 1).
        Float2 = 1,
        /// `D3DDECLTYPE_FLOAT3`: (x, y, z, 1).
        Float3 = 2,
        /// `D3DDECLTYPE_FLOAT4`.
        Float4 = 3,
        /// `D3DDECLTYPE_D3DCOLOR`: bytes B, G, R, A read as normalised r, g, b, a.
        D3dColor = 4,
        /// `D3DDECLTYPE_UBYTE4`: four unsigned bytes read as 0..255.
        UByte4 = 5,
        /// `D3DDECLTYPE_SHORT2`: (x, y, 0, 1) from signed shorts.
        Short2 = 6,
        /// `D3DDECLTYPE_SHORT4`.
        Short4 = 7,
        /// `D3DDECLTYPE_UBYTE4N`: each byte / 255.
        UByte4N = 8,
        /// `D3DDECLTYPE_SHORT2N`: (x / 32767, y / 32767, 0, 1).
        Short2N = 9,
        /// `D3DDECLTYPE_SHORT4N`.
        Short4N = 10,
        /// `D3DDECLTYPE_USHORT2N`: (x / 65535, y / 65535, 0, 1).
        UShort2N = 11,
        /// `D3DDECLTYPE_USHORT4N`.
        UShort4N = 12,
        /// `D3DDECLTYPE_UDEC3`: three unsigned 10-bit values, (x, y, z, 1).
        UDec3 = 13,
        /// `D3DDECLTYPE_DEC3N`: three signed normalised 10-bit values.
        Dec3N = 14,
        /// `D3DDECLTYPE_FLOAT16_2`: two half floats, (x, y, 0, 1).
        Float16x2 = 15,
        /// `D3DDECLTYPE_FLOAT16_4`: four half floats.
        Float16x4 = 16,
        /// `D3DDECLTYPE_UNUSED`: the type of [`VertexElement::END`].
        Unused = 17,
    }
}

impl DeclType {
    /// Size of one element in the vertex stream, in bytes (0 for `Unused`).
    pub const fn size_in_bytes(self) -> u32 {
        match self {
            DeclType::Float1 | DeclType::D3dColor | DeclType::UByte4 | DeclType::Short2 => 4,
            DeclType::UByte4N | DeclType::Short2N | DeclType::UShort2N => 4,
            DeclType::UDec3 | DeclType::Dec3N | DeclType::Float16x2 => 4,
            DeclType::Float2 | DeclType::Short4 | DeclType::Short4N | DeclType::UShort4N => 8,
            DeclType::Float16x4 => 8,
            DeclType::Float3 => 12,
            DeclType::Float4 => 16,
            DeclType::Unused => 0,
        }
    }

    /// Components the element stores (missing ones read as 0, w as 1).
    pub const fn component_count(self) -> u32 {
        match self {
            DeclType::Float1 => 1,
            DeclType::Float2 | DeclType::Short2 | DeclType::Short2N => 2,
            DeclType::UShort2N | DeclType::Float16x2 => 2,
            DeclType::Float3 | DeclType::UDec3 | DeclType::Dec3N => 3,
            DeclType::Float4 | DeclType::D3dColor | DeclType::UByte4 | DeclType::Short4 => 4,
            DeclType::UByte4N | DeclType::Short4N | DeclType::UShort4N | DeclType::Float16x4 => 4,
            DeclType::Unused => 0,
        }
    }
}

d3d_enum! {
    /// `D3DDECLMETHOD`: how the tessellator processes an element.
    DeclMethod {
        /// `D3DDECLMETHOD_DEFAULT`: copied through.
        Default = 0,
        /// `D3DDECLMETHOD_PARTIALU`.
        PartialU = 1,
        /// `D3DDECLMETHOD_PARTIALV`.
        PartialV = 2,
        /// `D3DDECLMETHOD_CROSSUV`.
        CrossUv = 3,
        /// `D3DDECLMETHOD_UV`.
        Uv = 4,
        /// `D3DDECLMETHOD_LOOKUP`.
        Lookup = 5,
        /// `D3DDECLMETHOD_LOOKUPPRESAMPLED`.
        LookupPresampled = 6,
    }
}

d3d_enum! {
    /// `D3DDECLUSAGE`: what a vertex element means.
    DeclUsage {
        /// `D3DDECLUSAGE_POSITION`.
        Position = 0,
        /// `D3DDECLUSAGE_BLENDWEIGHT`.
        BlendWeight = 1,
        /// `D3DDECLUSAGE_BLENDINDICES`.
        BlendIndices = 2,
        /// `D3DDECLUSAGE_NORMAL`.
        Normal = 3,
        /// `D3DDECLUSAGE_PSIZE`.
        PointSize = 4,
        /// `D3DDECLUSAGE_TEXCOORD`.
        TexCoord = 5,
        /// `D3DDECLUSAGE_TANGENT`.
        Tangent = 6,
        /// `D3DDECLUSAGE_BINORMAL`.
        Binormal = 7,
        /// `D3DDECLUSAGE_TESSFACTOR`.
        TessFactor = 8,
        /// `D3DDECLUSAGE_POSITIONT`: a transformed position (no vertex processing).
        PositionT = 9,
        /// `D3DDECLUSAGE_COLOR`.
        Color = 10,
        /// `D3DDECLUSAGE_FOG`.
        Fog = 11,
        /// `D3DDECLUSAGE_DEPTH`.
        Depth = 12,
        /// `D3DDECLUSAGE_SAMPLE`.
        Sample = 13,
    }
}

/// `D3DVERTEXELEMENT9`, typed. The D3D9 wire layout packs `ty`, `method`,
/// `usage` and `usage_index` in one byte each; [`VertexElement::to_bytes`] and
/// [`VertexElement::from_bytes`] convert to and from those 8 bytes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[repr(C)]
pub struct VertexElement {
    /// Vertex stream (`0xFF` in the end marker).
    pub stream: u16,
    /// Byte offset in the stream's vertex.
    pub offset: u16,
    /// Data type.
    pub ty: DeclType,
    /// Tessellator method.
    pub method: DeclMethod,
    /// Meaning.
    pub usage: DeclUsage,
    /// Usage index (`TEXCOORD3` has index 3).
    pub usage_index: u8,
}

impl VertexElement {
    /// `D3DDECL_END()`: `{0xFF, 0, D3DDECLTYPE_UNUSED, 0, 0, 0}`.
    pub const END: VertexElement = VertexElement {
        stream: 0xff,
        offset: 0,
        ty: DeclType::Unused,
        method: DeclMethod::Default,
        usage: DeclUsage::Position,
        usage_index: 0,
    };

    /// An element with `D3DDECLMETHOD_DEFAULT`.
    pub const fn new(
        stream: u16,
        offset: u16,
        ty: DeclType,
        usage: DeclUsage,
        usage_index: u8,
    ) -> Self {
        VertexElement {
            stream,
            offset,
            ty,
            method: DeclMethod::Default,
            usage,
            usage_index,
        }
    }

    /// Whether this is the `D3DDECL_END()` marker (stream 0xFF, type UNUSED).
    pub const fn is_end(&self) -> bool {
        self.stream == 0xff && matches!(self.ty, DeclType::Unused)
    }

    /// The 8-byte `D3DVERTEXELEMENT9` (little-endian words).
    pub const fn to_bytes(&self) -> [u8; 8] {
        let s = self.stream.to_le_bytes();
        let o = self.offset.to_le_bytes();
        [
            s[0],
            s[1],
            o[0],
            o[1],
            self.ty as u8,
            self.method as u8,
            self.usage as u8,
            self.usage_index,
        ]
    }

    /// Reads an 8-byte `D3DVERTEXELEMENT9`; `None` when a byte names no type,
    /// method or usage.
    pub const fn from_bytes(bytes: [u8; 8]) -> Option<Self> {
        let (Some(ty), Some(method), Some(usage)) = (
            DeclType::from_d3d(bytes[4] as u32),
            DeclMethod::from_d3d(bytes[5] as u32),
            DeclUsage::from_d3d(bytes[6] as u32),
        ) else {
            return None;
        };
        Some(VertexElement {
            stream: u16::from_le_bytes([bytes[0], bytes[1]]),
            offset: u16::from_le_bytes([bytes[2], bytes[3]]),
            ty,
            method,
            usage,
            usage_index: bytes[7],
        })
    }
}

d3d_enum! {
    /// `D3DBASISTYPE`: the basis of a high-order patch.
    BasisType {
        /// `D3DBASIS_BEZIER`.
        Bezier = 0,
        /// `D3DBASIS_BSPLINE`.
        BSpline = 1,
        /// `D3DBASIS_INTERPOLATE` (Catmull-Rom).
        Interpolate = 2,
    }
}

d3d_enum! {
    /// `D3DDEGREETYPE`: the degree of a patch or N-patch interpolation.
    DegreeType {
        /// `D3DDEGREE_LINEAR`.
        Linear = 1,
        /// `D3DDEGREE_QUADRATIC`.
        Quadratic = 2,
        /// `D3DDEGREE_CUBIC`.
        Cubic = 3,
        /// `D3DDEGREE_QUINTIC`.
        Quintic = 5,
    }
}

d3d_enum! {
    /// `D3DPATCHEDGESTYLE`: the values of `D3DRS_PATCHEDGESTYLE`.
    PatchEdgeStyle {
        /// `D3DPATCHEDGE_DISCRETE`.
        Discrete = 0,
        /// `D3DPATCHEDGE_CONTINUOUS`.
        Continuous = 1,
    }
}

d3d_flags! {
    /// `D3DFVF_*`: a flexible vertex format, the vertex layout `SetFVF` and
    /// `CreateVertexBuffer` name. The position kind is a 3-bit field
    /// ([`Fvf::POSITION_MASK`]: `XYZ`, `XYZRHW`, `XYZB1`..`XYZB5`, `XYZW`),
    /// the texture coordinate set count a 4-bit field ([`Fvf::tex_count`]),
    /// and each set's size two bits from bit 16 ([`Fvf::texcoord_size`]).
    Fvf {
        /// `D3DFVF_RESERVED0`.
        RESERVED0 = 0x1,
        /// `D3DFVF_POSITION_MASK`: the position field.
        POSITION_MASK = 0x400e,
        /// `D3DFVF_XYZ`: untransformed position.
        XYZ = 0x2,
        /// `D3DFVF_XYZRHW`: transformed position (x, y, z, 1/w).
        XYZRHW = 0x4,
        /// `D3DFVF_XYZB1`: position and one blend weight.
        XYZB1 = 0x6,
        /// `D3DFVF_XYZB2`.
        XYZB2 = 0x8,
        /// `D3DFVF_XYZB3`.
        XYZB3 = 0xa,
        /// `D3DFVF_XYZB4`.
        XYZB4 = 0xc,
        /// `D3DFVF_XYZB5`.
        XYZB5 = 0xe,
        /// `D3DFVF_XYZW`.
        XYZW = 0x4002,
        /// `D3DFVF_NORMAL`.
        NORMAL = 0x10,
        /// `D3DFVF_PSIZE`.
        PSIZE = 0x20,
        /// `D3DFVF_DIFFUSE`.
        DIFFUSE = 0x40,
        /// `D3DFVF_SPECULAR`.
        SPECULAR = 0x80,
        /// `D3DFVF_TEXCOUNT_MASK`.
        TEXCOUNT_MASK = 0xf00,
        /// `D3DFVF_LASTBETA_UBYTE4`: the last blend weight holds UBYTE4 indices.
        LASTBETA_UBYTE4 = 0x1000,
        /// `D3DFVF_LASTBETA_D3DCOLOR`: the last blend weight holds a D3DCOLOR.
        LASTBETA_D3DCOLOR = 0x8000,
    }
}

impl Fvf {
    /// `D3DFVF_TEXn`: `n` texture coordinate sets (n <= 8).
    pub const fn tex(count: u32) -> Self {
        Self::from_d3d((count & 0xf) << 8)
    }

    /// The position field (`self & D3DFVF_POSITION_MASK`).
    pub const fn position(self) -> Self {
        Self::from_d3d(self.to_d3d() & Self::POSITION_MASK.to_d3d())
    }

    /// The number of texture coordinate sets (`D3DFVF_TEXCOUNT_MASK` field).
    pub const fn tex_count(self) -> u32 {
        (self.to_d3d() >> 8) & 0xf
    }

    /// Components (1 to 4) of texture coordinate set `set`:
    /// `D3DFVF_TEXCOORDSIZEn(set)`, 2 when the bits are 0.
    pub const fn texcoord_size(self, set: u32) -> u32 {
        match (self.to_d3d() >> (16 + 2 * (set & 7))) & 3 {
            0 => 2,
            1 => 3,
            2 => 4,
            _ => 1,
        }
    }

    /// `D3DFVF_TEXCOORDSIZEn(set)` as bits: `size` 1 to 4 (others give 2).
    pub const fn texcoord_size_bits(size: u32, set: u32) -> Self {
        let code = match size {
            1 => 3,
            3 => 1,
            4 => 2,
            _ => 0,
        };
        Self::from_d3d(code << (16 + 2 * (set & 7)))
    }
}
