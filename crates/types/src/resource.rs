//! Resources: memory pools, usage and lock flags, resource types,
//! multisampling, cube faces, rectangles and the surface description.

use crate::format::Format;
use crate::macros::{d3d_enum, d3d_flags};

d3d_enum! {
    /// `D3DPOOL`: where a resource's memory lives.
    Pool {
        /// `D3DPOOL_DEFAULT`: video memory, lost on reset.
        Default = 0,
        /// `D3DPOOL_MANAGED`: copied to the device as needed.
        Managed = 1,
        /// `D3DPOOL_SYSTEMMEM`: system memory.
        SystemMem = 2,
        /// `D3DPOOL_SCRATCH`: system memory the device cannot use.
        Scratch = 3,
    }
}

d3d_flags! {
    /// `D3DUSAGE_*`: how a resource is used (creation) or queried (`QUERY_*`).
    Usage {
        /// `D3DUSAGE_RENDERTARGET`.
        RENDERTARGET = 0x1,
        /// `D3DUSAGE_DEPTHSTENCIL`.
        DEPTHSTENCIL = 0x2,
        /// `D3DUSAGE_WRITEONLY`.
        WRITEONLY = 0x8,
        /// `D3DUSAGE_SOFTWAREPROCESSING`.
        SOFTWAREPROCESSING = 0x10,
        /// `D3DUSAGE_DONOTCLIP`.
        DONOTCLIP = 0x20,
        /// `D3DUSAGE_POINTS`.
        POINTS = 0x40,
        /// `D3DUSAGE_RTPATCHES`.
        RTPATCHES = 0x80,
        /// `D3DUSAGE_NPATCHES`.
        NPATCHES = 0x100,
        /// `D3DUSAGE_DYNAMIC`.
        DYNAMIC = 0x200,
        /// `D3DUSAGE_AUTOGENMIPMAP`.
        AUTOGENMIPMAP = 0x400,
        /// `D3DUSAGE_RESTRICTED_CONTENT` (Direct3D 9Ex).
        RESTRICTED_CONTENT = 0x800,
        /// `D3DUSAGE_RESTRICT_SHARED_RESOURCE_DRIVER` (Direct3D 9Ex).
        RESTRICT_SHARED_RESOURCE_DRIVER = 0x1000,
        /// `D3DUSAGE_RESTRICT_SHARED_RESOURCE` (Direct3D 9Ex).
        RESTRICT_SHARED_RESOURCE = 0x2000,
        /// `D3DUSAGE_DMAP`: a displacement map.
        DMAP = 0x4000,
        /// `D3DUSAGE_QUERY_LEGACYBUMPMAP`.
        QUERY_LEGACYBUMPMAP = 0x8000,
        /// `D3DUSAGE_QUERY_SRGBREAD`.
        QUERY_SRGBREAD = 0x1_0000,
        /// `D3DUSAGE_QUERY_FILTER`.
        QUERY_FILTER = 0x2_0000,
        /// `D3DUSAGE_QUERY_SRGBWRITE`.
        QUERY_SRGBWRITE = 0x4_0000,
        /// `D3DUSAGE_QUERY_POSTPIXELSHADER_BLENDING`.
        QUERY_POSTPIXELSHADER_BLENDING = 0x8_0000,
        /// `D3DUSAGE_QUERY_VERTEXTEXTURE`.
        QUERY_VERTEXTEXTURE = 0x10_0000,
        /// `D3DUSAGE_QUERY_WRAPANDMIP`.
        QUERY_WRAPANDMIP = 0x20_0000,
        /// `D3DUSAGE_NONSECURE` (Direct3D 9Ex).
        NONSECURE = 0x80_0000,
        /// `D3DUSAGE_TEXTAPI` (Direct3D 9Ex).
        TEXTAPI = 0x1000_0000,
    }
}

d3d_flags! {
    /// `D3DLOCK_*`: flags of `Lock`/`LockRect`/`LockBox`.
    LockFlags {
        /// `D3DLOCK_READONLY`.
        READONLY = 0x10,
        /// `D3DLOCK_NOSYSLOCK`.
        NOSYSLOCK = 0x800,
        /// `D3DLOCK_NOOVERWRITE`: the caller does not touch data in use.
        NOOVERWRITE = 0x1000,
        /// `D3DLOCK_DISCARD`: the previous contents may be thrown away.
        DISCARD = 0x2000,
        /// `D3DLOCK_DONOTWAIT`.
        DONOTWAIT = 0x4000,
        /// `D3DLOCK_NO_DIRTY_UPDATE`.
        NO_DIRTY_UPDATE = 0x8000,
    }
}

d3d_enum! {
    /// `D3DRESOURCETYPE`.
    ResourceType {
        /// `D3DRTYPE_SURFACE`.
        Surface = 1,
        /// `D3DRTYPE_VOLUME`.
        Volume = 2,
        /// `D3DRTYPE_TEXTURE`.
        Texture = 3,
        /// `D3DRTYPE_VOLUMETEXTURE`.
        VolumeTexture = 4,
        /// `D3DRTYPE_CUBETEXTURE`.
        CubeTexture = 5,
        /// `D3DRTYPE_VERTEXBUFFER`.
        VertexBuffer = 6,
        /// `D3DRTYPE_INDEXBUFFER`.
        IndexBuffer = 7,
    }
}

d3d_enum! {
    /// `D3DMULTISAMPLE_TYPE`: samples per pixel of a render target.
    MultiSampleType {
        /// `D3DMULTISAMPLE_NONE`.
        None = 0,
        /// `D3DMULTISAMPLE_NONMASKABLE`: quality levels instead of a count.
        NonMaskable = 1,
        /// `D3DMULTISAMPLE_2_SAMPLES`.
        Samples2 = 2,
        /// `D3DMULTISAMPLE_3_SAMPLES`.
        Samples3 = 3,
        /// `D3DMULTISAMPLE_4_SAMPLES`.
        Samples4 = 4,
        /// `D3DMULTISAMPLE_5_SAMPLES`.
        Samples5 = 5,
        /// `D3DMULTISAMPLE_6_SAMPLES`.
        Samples6 = 6,
        /// `D3DMULTISAMPLE_7_SAMPLES`.
        Samples7 = 7,
        /// `D3DMULTISAMPLE_8_SAMPLES`.
        Samples8 = 8,
        /// `D3DMULTISAMPLE_9_SAMPLES`.
        Samples9 = 9,
        /// `D3DMULTISAMPLE_10_SAMPLES`.
        Samples10 = 10,
        /// `D3DMULTISAMPLE_11_SAMPLES`.
        Samples11 = 11,
        /// `D3DMULTISAMPLE_12_SAMPLES`.
        Samples12 = 12,
        /// `D3DMULTISAMPLE_13_SAMPLES`.
        Samples13 = 13,
        /// `D3DMULTISAMPLE_14_SAMPLES`.
        Samples14 = 14,
        /// `D3DMULTISAMPLE_15_SAMPLES`.
        Samples15 = 15,
        /// `D3DMULTISAMPLE_16_SAMPLES`.
        Samples16 = 16,
    }
}

d3d_enum! {
    /// `D3DCUBEMAP_FACES`: a face of a cube texture.
    CubeFace {
        /// `D3DCUBEMAP_FACE_POSITIVE_X`.
        PositiveX = 0,
        /// `D3DCUBEMAP_FACE_NEGATIVE_X`.
        NegativeX = 1,
        /// `D3DCUBEMAP_FACE_POSITIVE_Y`.
        PositiveY = 2,
        /// `D3DCUBEMAP_FACE_NEGATIVE_Y`.
        NegativeY = 3,
        /// `D3DCUBEMAP_FACE_POSITIVE_Z`.
        PositiveZ = 4,
        /// `D3DCUBEMAP_FACE_NEGATIVE_Z`.
        NegativeZ = 5,
    }
}

/// `D3DRECT`: a rectangle by corners, right and bottom exclusive.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[repr(C)]
pub struct D3dRect {
    /// Left edge (`x1`).
    pub x1: i32,
    /// Top edge (`y1`).
    pub y1: i32,
    /// Right edge, exclusive (`x2`).
    pub x2: i32,
    /// Bottom edge, exclusive (`y2`).
    pub y2: i32,
}

/// Win32 `RECT` (as taken by `LockRect`, `StretchRect`, `SetScissorRect`):
/// the same corners as [`D3dRect`] under other names.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[repr(C)]
pub struct Rect {
    /// Left edge.
    pub left: i32,
    /// Top edge.
    pub top: i32,
    /// Right edge, exclusive.
    pub right: i32,
    /// Bottom edge, exclusive.
    pub bottom: i32,
}

impl Rect {
    /// Width (`right - left`, 0 when inverted).
    pub const fn width(&self) -> u32 {
        if self.right > self.left {
            self.right.abs_diff(self.left)
        } else {
            0
        }
    }

    /// Height (`bottom - top`, 0 when inverted).
    pub const fn height(&self) -> u32 {
        if self.bottom > self.top {
            self.bottom.abs_diff(self.top)
        } else {
            0
        }
    }
}

impl From<D3dRect> for Rect {
    fn from(r: D3dRect) -> Self {
        Rect {
            left: r.x1,
            top: r.y1,
            right: r.x2,
            bottom: r.y2,
        }
    }
}

impl From<Rect> for D3dRect {
    fn from(r: Rect) -> Self {
        D3dRect {
            x1: r.left,
            y1: r.top,
            x2: r.right,
            y2: r.bottom,
        }
    }
}

/// `D3DLOCKED_RECT` without its pointer: the row pitch of a locked rectangle
/// (the bytes are handed out separately, as a slice).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[repr(C)]
pub struct LockedRectInfo {
    /// Bytes from one row (of blocks, for compressed formats) to the next.
    pub pitch: i32,
}

/// `D3DSURFACE_DESC`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[repr(C)]
pub struct SurfaceDesc {
    /// Pixel format.
    pub format: Format,
    /// Resource type (a surface, or the texture it belongs to).
    pub ty: ResourceType,
    /// Creation usage.
    pub usage: Usage,
    /// Memory pool.
    pub pool: Pool,
    /// Multisample type.
    pub multisample_type: MultiSampleType,
    /// Multisample quality level.
    pub multisample_quality: u32,
    /// Width in pixels.
    pub width: u32,
    /// Height in pixels.
    pub height: u32,
}
