//! `D3DFORMAT`: every value of `d3d9types.h` (Direct3D 9Ex additions
//! included) and the vendor FOURCC extension formats games probe for.

use crate::macros::d3d_enum;

/// `MAKEFOURCC`: packs four ASCII characters, first character lowest.
pub const fn make_fourcc(code: [u8; 4]) -> u32 {
    u32::from_le_bytes(code)
}

d3d_enum! {
    /// `D3DFORMAT`: a surface, texture, buffer or depth-stencil format.
    ///
    /// Numbered formats use D3D9's small integers; FOURCC formats use
    /// [`make_fourcc`] of their code. The vendor formats at the end are not in
    /// `d3d9types.h`: they are the driver extensions documented by AMD and
    /// NVIDIA that games test with `CheckDeviceFormat`.
    Format {
        /// `D3DFMT_UNKNOWN`.
        Unknown = 0,
        /// `D3DFMT_R8G8B8`: 24-bit RGB.
        R8G8B8 = 20,
        /// `D3DFMT_A8R8G8B8`: bytes B, G, R, A.
        A8R8G8B8 = 21,
        /// `D3DFMT_X8R8G8B8`: bytes B, G, R, unused.
        X8R8G8B8 = 22,
        /// `D3DFMT_R5G6B5`.
        R5G6B5 = 23,
        /// `D3DFMT_X1R5G5B5`.
        X1R5G5B5 = 24,
        /// `D3DFMT_A1R5G5B5`.
        A1R5G5B5 = 25,
        /// `D3DFMT_A4R4G4B4`.
        A4R4G4B4 = 26,
        /// `D3DFMT_R3G3B2`.
        R3G3B2 = 27,
        /// `D3DFMT_A8`: alpha only.
        A8 = 28,
        /// `D3DFMT_A8R3G3B2`.
        A8R3G3B2 = 29,
        /// `D3DFMT_X4R4G4B4`.
        X4R4G4B4 = 30,
        /// `D3DFMT_A2B10G10R10`.
        A2B10G10R10 = 31,
        /// `D3DFMT_A8B8G8R8`: bytes R, G, B, A.
        A8B8G8R8 = 32,
        /// `D3DFMT_X8B8G8R8`.
        X8B8G8R8 = 33,
        /// `D3DFMT_G16R16`.
        G16R16 = 34,
        /// `D3DFMT_A2R10G10B10`.
        A2R10G10B10 = 35,
        /// `D3DFMT_A16B16G16R16`.
        A16B16G16R16 = 36,
        /// `D3DFMT_A8P8`: palette index with alpha.
        A8P8 = 40,
        /// `D3DFMT_P8`: palette index.
        P8 = 41,
        /// `D3DFMT_L8`: luminance.
        L8 = 50,
        /// `D3DFMT_A8L8`: alpha and luminance.
        A8L8 = 51,
        /// `D3DFMT_A4L4`.
        A4L4 = 52,
        /// `D3DFMT_V8U8`: signed bump map.
        V8U8 = 60,
        /// `D3DFMT_L6V5U5`.
        L6V5U5 = 61,
        /// `D3DFMT_X8L8V8U8`.
        X8L8V8U8 = 62,
        /// `D3DFMT_Q8W8V8U8`.
        Q8W8V8U8 = 63,
        /// `D3DFMT_V16U16`.
        V16U16 = 64,
        /// `D3DFMT_A2W10V10U10`.
        A2W10V10U10 = 67,
        /// `D3DFMT_UYVY` (FOURCC `UYVY`).
        Uyvy = make_fourcc(*b"UYVY"),
        /// `D3DFMT_R8G8_B8G8` (FOURCC `RGBG`).
        R8G8B8G8 = make_fourcc(*b"RGBG"),
        /// `D3DFMT_YUY2` (FOURCC `YUY2`).
        Yuy2 = make_fourcc(*b"YUY2"),
        /// `D3DFMT_G8R8_G8B8` (FOURCC `GRGB`).
        G8R8G8B8 = make_fourcc(*b"GRGB"),
        /// `D3DFMT_DXT1` (FOURCC `DXT1`).
        Dxt1 = make_fourcc(*b"DXT1"),
        /// `D3DFMT_DXT2` (FOURCC `DXT2`).
        Dxt2 = make_fourcc(*b"DXT2"),
        /// `D3DFMT_DXT3` (FOURCC `DXT3`).
        Dxt3 = make_fourcc(*b"DXT3"),
        /// `D3DFMT_DXT4` (FOURCC `DXT4`).
        Dxt4 = make_fourcc(*b"DXT4"),
        /// `D3DFMT_DXT5` (FOURCC `DXT5`).
        Dxt5 = make_fourcc(*b"DXT5"),
        /// `D3DFMT_D16_LOCKABLE`.
        D16Lockable = 70,
        /// `D3DFMT_D32`.
        D32 = 71,
        /// `D3DFMT_D15S1`.
        D15S1 = 73,
        /// `D3DFMT_D24S8`.
        D24S8 = 75,
        /// `D3DFMT_D24X8`.
        D24X8 = 77,
        /// `D3DFMT_D24X4S4`.
        D24X4S4 = 79,
        /// `D3DFMT_D16`.
        D16 = 80,
        /// `D3DFMT_L16`.
        L16 = 81,
        /// `D3DFMT_D32F_LOCKABLE`.
        D32FLockable = 82,
        /// `D3DFMT_D24FS8`: 24-bit float depth, 8-bit stencil.
        D24FS8 = 83,
        /// `D3DFMT_D32_LOCKABLE` (Direct3D 9Ex).
        D32Lockable = 84,
        /// `D3DFMT_S8_LOCKABLE` (Direct3D 9Ex).
        S8Lockable = 85,
        /// `D3DFMT_VERTEXDATA`: a vertex buffer's format.
        VertexData = 100,
        /// `D3DFMT_INDEX16`: 16-bit indices.
        Index16 = 101,
        /// `D3DFMT_INDEX32`: 32-bit indices.
        Index32 = 102,
        /// `D3DFMT_Q16W16V16U16`.
        Q16W16V16U16 = 110,
        /// `D3DFMT_MULTI2_ARGB8` (FOURCC `MET1`): a multi-element texture.
        Multi2Argb8 = make_fourcc(*b"MET1"),
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
        /// `D3DFMT_CxV8U8`.
        CxV8U8 = 117,
        /// `D3DFMT_A1`: one bit per pixel (Direct3D 9Ex).
        A1 = 118,
        /// `D3DFMT_A2B10G10R10_XR_BIAS` (Direct3D 9Ex).
        A2B10G10R10XrBias = 119,
        /// `D3DFMT_BINARYBUFFER` (Direct3D 9Ex).
        BinaryBuffer = 199,
        /// Vendor `INTZ`: a depth-stencil texture sampled as depth values.
        Intz = make_fourcc(*b"INTZ"),
        /// Vendor `DF16`: a 16-bit depth texture.
        Df16 = make_fourcc(*b"DF16"),
        /// Vendor `DF24`: a 24-bit depth texture.
        Df24 = make_fourcc(*b"DF24"),
        /// Vendor `RAWZ`: a depth-stencil texture sampled as raw bits.
        Rawz = make_fourcc(*b"RAWZ"),
        /// Vendor `NULL`: a render target without memory, for depth-only passes.
        Null = make_fourcc(*b"NULL"),
        /// Vendor `ATI1`: one-channel block compression (BC4).
        Ati1 = make_fourcc(*b"ATI1"),
        /// Vendor `ATI2`: two-channel block compression (BC5).
        Ati2 = make_fourcc(*b"ATI2"),
        /// `NV12`: planar 4:2:0 YUV (a Y plane, then interleaved U/V at half
        /// resolution); drivers accept it for offscreen plain surfaces that
        /// `StretchRect` converts.
        Nv12 = make_fourcc(*b"NV12"),
        /// `YV12`: planar 4:2:0 YUV (Y plane, then V, then U at half
        /// resolution), as `NV12` for `StretchRect`.
        Yv12 = make_fourcc(*b"YV12"),
    }
}

impl Format {
    /// Whether the format holds depth (the `D3DFMT_D*` formats and the
    /// vendor depth textures `INTZ`, `DF16`, `DF24`, `RAWZ`).
    pub const fn is_depth(self) -> bool {
        matches!(
            self,
            Format::D16Lockable
                | Format::D32
                | Format::D15S1
                | Format::D24S8
                | Format::D24X8
                | Format::D24X4S4
                | Format::D16
                | Format::D32FLockable
                | Format::D24FS8
                | Format::D32Lockable
                | Format::Intz
                | Format::Df16
                | Format::Df24
                | Format::Rawz
        )
    }

    /// Whether the format holds stencil bits.
    pub const fn has_stencil(self) -> bool {
        matches!(
            self,
            Format::D15S1
                | Format::D24S8
                | Format::D24X4S4
                | Format::D24FS8
                | Format::S8Lockable
                | Format::Intz
                | Format::Rawz
        )
    }

    /// Whether texels of the format store alpha. Formats without it read
    /// alpha as 1, when sampled and as a blend's destination alpha
    /// (`D3DBLEND_DESTALPHA` on an `X8R8G8B8` target is 1). Depth and
    /// compressed formats with alpha modes (DXT2-5) count as having alpha.
    pub const fn has_alpha(self) -> bool {
        matches!(
            self,
            Format::A8R8G8B8
                | Format::A1R5G5B5
                | Format::A4R4G4B4
                | Format::A8
                | Format::A8R3G3B2
                | Format::A2B10G10R10
                | Format::A8B8G8R8
                | Format::A2R10G10B10
                | Format::A16B16G16R16
                | Format::A8P8
                | Format::A8L8
                | Format::A4L4
                | Format::A2W10V10U10
                | Format::Q8W8V8U8
                | Format::Q16W16V16U16
                | Format::A16B16G16R16F
                | Format::A32B32G32R32F
                | Format::Dxt1
                | Format::Dxt2
                | Format::Dxt3
                | Format::Dxt4
                | Format::Dxt5
        )
    }

    /// Whether the value is a four-character code rather than a small integer.
    pub const fn is_fourcc(self) -> bool {
        self.to_d3d() > 0xff
    }

    /// Whether the format is block compressed (4x4 blocks).
    pub const fn is_block_compressed(self) -> bool {
        matches!(
            self,
            Format::Dxt1
                | Format::Dxt2
                | Format::Dxt3
                | Format::Dxt4
                | Format::Dxt5
                | Format::Ati1
                | Format::Ati2
        )
    }
}
