//! Output-merger and rasteriser enumerations: comparison, blending, stencil,
//! culling, fill, shading, fog and depth-buffer modes.

use crate::macros::{d3d_enum, d3d_flags};

d3d_enum! {
    /// `D3DCMPFUNC`: depth, stencil and alpha test comparisons.
    CmpFunc {
        /// `D3DCMP_NEVER`.
        Never = 1,
        /// `D3DCMP_LESS`: `<`.
        Less = 2,
        /// `D3DCMP_EQUAL`: `==`.
        Equal = 3,
        /// `D3DCMP_LESSEQUAL`: `<=`.
        LessEqual = 4,
        /// `D3DCMP_GREATER`: `>`.
        Greater = 5,
        /// `D3DCMP_NOTEQUAL`: `!=`.
        NotEqual = 6,
        /// `D3DCMP_GREATEREQUAL`: `>=`.
        GreaterEqual = 7,
        /// `D3DCMP_ALWAYS`.
        Always = 8,
    }
}

impl CmpFunc {
    /// Whether `incoming <func> reference` passes.
    pub fn compare<T: PartialOrd>(self, incoming: T, reference: T) -> bool {
        match self {
            CmpFunc::Never => false,
            CmpFunc::Less => incoming < reference,
            CmpFunc::Equal => incoming == reference,
            CmpFunc::LessEqual => incoming <= reference,
            CmpFunc::Greater => incoming > reference,
            CmpFunc::NotEqual => incoming != reference,
            CmpFunc::GreaterEqual => incoming >= reference,
            CmpFunc::Always => true,
        }
    }
}

d3d_enum! {
    /// `D3DBLEND`: a blend factor.
    Blend {
        /// `D3DBLEND_ZERO`.
        Zero = 1,
        /// `D3DBLEND_ONE`.
        One = 2,
        /// `D3DBLEND_SRCCOLOR`.
        SrcColor = 3,
        /// `D3DBLEND_INVSRCCOLOR`.
        InvSrcColor = 4,
        /// `D3DBLEND_SRCALPHA`.
        SrcAlpha = 5,
        /// `D3DBLEND_INVSRCALPHA`.
        InvSrcAlpha = 6,
        /// `D3DBLEND_DESTALPHA`.
        DestAlpha = 7,
        /// `D3DBLEND_INVDESTALPHA`.
        InvDestAlpha = 8,
        /// `D3DBLEND_DESTCOLOR`.
        DestColor = 9,
        /// `D3DBLEND_INVDESTCOLOR`.
        InvDestColor = 10,
        /// `D3DBLEND_SRCALPHASAT`.
        SrcAlphaSat = 11,
        /// `D3DBLEND_BOTHSRCALPHA` (source SRCALPHA, destination INVSRCALPHA).
        BothSrcAlpha = 12,
        /// `D3DBLEND_BOTHINVSRCALPHA` (source INVSRCALPHA, destination SRCALPHA).
        BothInvSrcAlpha = 13,
        /// `D3DBLEND_BLENDFACTOR`: `D3DRS_BLENDFACTOR`.
        BlendFactor = 14,
        /// `D3DBLEND_INVBLENDFACTOR`.
        InvBlendFactor = 15,
        /// `D3DBLEND_SRCCOLOR2` (Direct3D 9Ex, dual-source).
        SrcColor2 = 16,
        /// `D3DBLEND_INVSRCCOLOR2` (Direct3D 9Ex, dual-source).
        InvSrcColor2 = 17,
    }
}

d3d_enum! {
    /// `D3DBLENDOP`: how source and destination terms combine.
    BlendOp {
        /// `D3DBLENDOP_ADD`.
        Add = 1,
        /// `D3DBLENDOP_SUBTRACT`: source - destination.
        Subtract = 2,
        /// `D3DBLENDOP_REVSUBTRACT`: destination - source.
        RevSubtract = 3,
        /// `D3DBLENDOP_MIN`.
        Min = 4,
        /// `D3DBLENDOP_MAX`.
        Max = 5,
    }
}

d3d_enum! {
    /// `D3DSTENCILOP`.
    StencilOp {
        /// `D3DSTENCILOP_KEEP`.
        Keep = 1,
        /// `D3DSTENCILOP_ZERO`.
        Zero = 2,
        /// `D3DSTENCILOP_REPLACE`: write `D3DRS_STENCILREF`.
        Replace = 3,
        /// `D3DSTENCILOP_INCRSAT`: increment, clamped.
        IncrSat = 4,
        /// `D3DSTENCILOP_DECRSAT`: decrement, clamped.
        DecrSat = 5,
        /// `D3DSTENCILOP_INVERT`.
        Invert = 6,
        /// `D3DSTENCILOP_INCR`: increment, wrapping.
        Incr = 7,
        /// `D3DSTENCILOP_DECR`: decrement, wrapping.
        Decr = 8,
    }
}

d3d_enum! {
    /// `D3DCULL`: which winding is culled.
    Cull {
        /// `D3DCULL_NONE`.
        None = 1,
        /// `D3DCULL_CW`: cull clockwise triangles.
        Cw = 2,
        /// `D3DCULL_CCW`: cull counter-clockwise triangles.
        Ccw = 3,
    }
}

d3d_enum! {
    /// `D3DFILLMODE`.
    FillMode {
        /// `D3DFILL_POINT`.
        Point = 1,
        /// `D3DFILL_WIREFRAME`.
        Wireframe = 2,
        /// `D3DFILL_SOLID`.
        Solid = 3,
    }
}

d3d_enum! {
    /// `D3DSHADEMODE`.
    ShadeMode {
        /// `D3DSHADE_FLAT`: the first vertex's colour for the whole primitive.
        Flat = 1,
        /// `D3DSHADE_GOURAUD`: interpolated.
        Gouraud = 2,
        /// `D3DSHADE_PHONG` (documented as not supported).
        Phong = 3,
    }
}

d3d_enum! {
    /// `D3DFOGMODE`: the fog formula.
    FogMode {
        /// `D3DFOG_NONE`.
        None = 0,
        /// `D3DFOG_EXP`.
        Exp = 1,
        /// `D3DFOG_EXP2`.
        Exp2 = 2,
        /// `D3DFOG_LINEAR`.
        Linear = 3,
    }
}

d3d_enum! {
    /// `D3DZBUFFERTYPE`: the values of `D3DRS_ZENABLE`.
    ZBufferType {
        /// `D3DZB_FALSE`: no depth test.
        False = 0,
        /// `D3DZB_TRUE`: z-buffering.
        True = 1,
        /// `D3DZB_USEW`: w-buffering.
        UseW = 2,
    }
}

d3d_flags! {
    /// `D3DCOLORWRITEENABLE_*`: the channels `D3DRS_COLORWRITEENABLE` writes.
    ColorWriteEnable {
        /// `D3DCOLORWRITEENABLE_RED`.
        RED = 1 << 0,
        /// `D3DCOLORWRITEENABLE_GREEN`.
        GREEN = 1 << 1,
        /// `D3DCOLORWRITEENABLE_BLUE`.
        BLUE = 1 << 2,
        /// `D3DCOLORWRITEENABLE_ALPHA`.
        ALPHA = 1 << 3,
    }
}

d3d_flags! {
    /// `D3DCLEAR_*`: what `Clear` clears.
    ClearFlags {
        /// `D3DCLEAR_TARGET`: the render targets.
        TARGET = 0x1,
        /// `D3DCLEAR_ZBUFFER`: depth.
        ZBUFFER = 0x2,
        /// `D3DCLEAR_STENCIL`: stencil.
        STENCIL = 0x4,
    }
}
