//! D3D9 enumerations the device takes (`D3DFORMAT`, `D3DPRIMITIVETYPE`,
//! `D3DDECLTYPE`, ...), with their D3D9 numeric values.

/// Declares a `#[repr(u32)]` enum whose variants carry D3D9's values, with a
/// checked `from_d3d` conversion from the raw `DWORD`.
macro_rules! d3d_enum {
    ($(#[$m:meta])* $name:ident { $($(#[$vm:meta])* $var:ident = $val:expr),+ $(,)? }) => {
        $(#[$m])*
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        #[repr(u32)]
        pub enum $name { $($(#[$vm])* $var = $val),+ }
        impl $name {
            /// The variant for a raw D3D9 value, `None` when D3D9 has no such value.
            pub fn from_d3d(value: u32) -> Option<Self> {
                match value { $($val => Some(Self::$var),)+ _ => None }
            }
            /// The raw D3D9 value.
            pub fn to_d3d(self) -> u32 { self as u32 }
        }
    };
}
pub(crate) use d3d_enum;

d3d_enum! {
    /// `D3DFORMAT`: the surface and texture formats this device supports.
    Format {
        /// `D3DFMT_A8R8G8B8`: bytes B, G, R, A.
        A8R8G8B8 = 21,
        /// `D3DFMT_X8R8G8B8`: bytes B, G, R, unused (alpha reads as 1).
        X8R8G8B8 = 22,
        /// `D3DFMT_A8B8G8R8`: bytes R, G, B, A.
        A8B8G8R8 = 32,
        /// `D3DFMT_R5G6B5` (decoded by the texture core).
        R5G6B5 = 23,
        /// `D3DFMT_A1R5G5B5` (decoded by the texture core).
        A1R5G5B5 = 25,
        /// `D3DFMT_A4R4G4B4` (decoded by the texture core).
        A4R4G4B4 = 26,
        /// `D3DFMT_A8` (decoded by the texture core).
        A8 = 28,
        /// `D3DFMT_L8` (decoded by the texture core).
        L8 = 50,
        /// `D3DFMT_A8L8` (decoded by the texture core).
        A8L8 = 51,
        /// `D3DFMT_DXT1` (decoded by the texture core).
        Dxt1 = 0x3154_5844,
        /// `D3DFMT_DXT2` (decoded by the texture core).
        Dxt2 = 0x3254_5844,
        /// `D3DFMT_DXT3` (decoded by the texture core).
        Dxt3 = 0x3354_5844,
        /// `D3DFMT_DXT4` (decoded by the texture core).
        Dxt4 = 0x3454_5844,
        /// `D3DFMT_DXT5` (decoded by the texture core).
        Dxt5 = 0x3554_5844,
        /// `D3DFMT_R16F`.
        R16F = 111,
        /// `D3DFMT_G16R16F`.
        G16R16F = 112,
        /// `D3DFMT_A16B16G16R16F`.
        A16B16G16R16F = 113,
        /// `D3DFMT_R32F`.
        R32F = 114,
        /// `D3DFMT_G32R32F`.
        G32R32F = 115,
        /// `D3DFMT_A32B32G32R32F`.
        A32B32G32R32F = 116,
        /// `D3DFMT_D16`.
        D16 = 80,
        /// `D3DFMT_D24S8`.
        D24S8 = 75,
        /// `D3DFMT_D24X8`.
        D24X8 = 77,
        /// `D3DFMT_D32F_LOCKABLE`.
        D32FLockable = 82,
    }
}

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
    pub fn vertex_count(self, count: u32) -> Option<u32> {
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
    /// `D3DDECLTYPE`: the type of a vertex element.
    DeclType {
        /// One float.
        Float1 = 0,
        /// Two floats (expanded to x, y, 0, 1).
        Float2 = 1,
        /// Three floats.
        Float3 = 2,
        /// Four floats.
        Float4 = 3,
        /// Four bytes B, G, R, A read as normalised r, g, b, a.
        D3dColor = 4,
        /// Four unsigned bytes read as 0..255 floats.
        UByte4 = 5,
        /// Two signed shorts read as floats.
        Short2 = 6,
        /// Four signed shorts read as floats.
        Short4 = 7,
        /// Four normalised unsigned bytes.
        UByte4N = 8,
        /// Two normalised signed shorts.
        Short2N = 9,
        /// Four normalised signed shorts.
        Short4N = 10,
        /// Two normalised unsigned shorts.
        UShort2N = 11,
        /// Four normalised unsigned shorts.
        UShort4N = 12,
        /// Three unsigned 10-bit values.
        UDec3 = 13,
        /// Three normalised signed 10-bit values.
        Dec3N = 14,
        /// Two half floats.
        Float16x2 = 15,
        /// Four half floats.
        Float16x4 = 16,
    }
}

impl DeclType {
    /// Size of one element in bytes.
    pub fn size(self) -> u32 {
        match self {
            DeclType::Float1 | DeclType::D3dColor | DeclType::UByte4 | DeclType::Short2 => 4,
            DeclType::UByte4N | DeclType::Short2N | DeclType::UShort2N => 4,
            DeclType::UDec3 | DeclType::Dec3N | DeclType::Float16x2 => 4,
            DeclType::Float2 | DeclType::Short4 | DeclType::Short4N | DeclType::UShort4N => 8,
            DeclType::Float16x4 => 8,
            DeclType::Float3 => 12,
            DeclType::Float4 => 16,
        }
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
        /// `D3DDECLUSAGE_POSITIONT`.
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

/// One `D3DVERTEXELEMENT9` (the method is always `D3DDECLMETHOD_DEFAULT`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct VertexElement {
    /// Vertex stream.
    pub stream: u16,
    /// Byte offset in the stream's vertex.
    pub offset: u16,
    /// Data type.
    pub ty: DeclType,
    /// Meaning.
    pub usage: DeclUsage,
    /// Usage index.
    pub usage_index: u8,
}

d3d_enum! {
    /// `D3DCMPFUNC`.
    CmpFunc {
        /// Never passes.
        Never = 1,
        /// `<`.
        Less = 2,
        /// `==`.
        Equal = 3,
        /// `<=`.
        LessEqual = 4,
        /// `>`.
        Greater = 5,
        /// `!=`.
        NotEqual = 6,
        /// `>=`.
        GreaterEqual = 7,
        /// Always passes.
        Always = 8,
    }
}

/// Which part of a cube texture (`D3DCUBEMAP_FACES`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum CubeFace {
    /// +X.
    PositiveX = 0,
    /// -X.
    NegativeX = 1,
    /// +Y.
    PositiveY = 2,
    /// -Y.
    NegativeY = 3,
    /// +Z.
    PositiveZ = 4,
    /// -Z.
    NegativeZ = 5,
}

/// `D3DVIEWPORT9`.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Viewport {
    /// Left edge in pixels.
    pub x: u32,
    /// Top edge in pixels.
    pub y: u32,
    /// Width in pixels.
    pub width: u32,
    /// Height in pixels.
    pub height: u32,
    /// Depth mapped from clip z = 0.
    pub min_z: f32,
    /// Depth mapped from clip z = 1.
    pub max_z: f32,
}

/// `D3DCLEAR_*` flags of [`crate::Device::clear`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub struct ClearFlags {
    /// `D3DCLEAR_TARGET`.
    pub target: bool,
    /// `D3DCLEAR_ZBUFFER`.
    pub zbuffer: bool,
    /// `D3DCLEAR_STENCIL`.
    pub stencil: bool,
}

/// Splits a `D3DCOLOR` (0xAARRGGBB) into normalised r, g, b, a.
pub fn d3dcolor_to_rgba(color: u32) -> [f32; 4] {
    let ch = |shift: u32| ((color >> shift) & 0xff) as f32 / 255.0;
    [ch(16), ch(8), ch(0), ch(24)]
}
