//! Pipeline state: comparisons, vertex formats, topology, culling,
//! blending, write masks and depth-stencil, from D3D9's raw values.

use ninebridge_gpu::wgpu;

use crate::error::{D3dResult, invalid, not_available};
use crate::state::RenderStates;
use ninebridge_types::{
    Blend, BlendOp, CmpFunc, Cull, DeclType, PrimitiveType, RenderState, StencilOp,
};

/// The wgpu comparison for a `D3DCMPFUNC` value.
pub fn compare(value: u32) -> D3dResult<wgpu::CompareFunction> {
    use wgpu::CompareFunction as C;
    Ok(
        match CmpFunc::from_d3d(value)
            .ok_or_else(|| invalid!("D3DCMPFUNC {value} does not exist"))?
        {
            CmpFunc::Never => C::Never,
            CmpFunc::Less => C::Less,
            CmpFunc::Equal => C::Equal,
            CmpFunc::LessEqual => C::LessEqual,
            CmpFunc::Greater => C::Greater,
            CmpFunc::NotEqual => C::NotEqual,
            CmpFunc::GreaterEqual => C::GreaterEqual,
            CmpFunc::Always => C::Always,
        },
    )
}

/// The vertex format wgpu fetches for a declaration type. Types whose D3D9
/// value needs integer-to-float conversion without normalisation (`UBYTE4`,
/// `SHORT2`, `SHORT4`) or 10-bit unpacking (`UDEC3`, `DEC3N`) are fetched as
/// raw integers ([`vertex_fetch`] says how the shader unpacks them).
pub fn vertex_format(ty: DeclType) -> D3dResult<wgpu::VertexFormat> {
    use wgpu::VertexFormat as V;
    Ok(match ty {
        DeclType::Float1 => V::Float32,
        DeclType::Float2 => V::Float32x2,
        DeclType::Float3 => V::Float32x3,
        DeclType::Float4 => V::Float32x4,
        DeclType::D3dColor => V::Unorm8x4Bgra,
        DeclType::UByte4N => V::Unorm8x4,
        DeclType::Short2N => V::Snorm16x2,
        DeclType::Short4N => V::Snorm16x4,
        DeclType::UShort2N => V::Unorm16x2,
        DeclType::UShort4N => V::Unorm16x4,
        DeclType::Float16x2 => V::Float16x2,
        DeclType::Float16x4 => V::Float16x4,
        DeclType::UByte4 => V::Uint8x4,
        DeclType::Short2 => V::Sint16x2,
        DeclType::Short4 => V::Sint16x4,
        DeclType::UDec3 | DeclType::Dec3N => V::Uint32,
        DeclType::Unused => {
            return Err(invalid!(
                "D3DDECLTYPE_UNUSED outside the D3DDECL_END marker"
            ));
        }
    })
}

/// How the vertex shader receives an attribute of type `ty`: floats, or
/// the raw integers of [`vertex_format`] it unpacks.
pub fn vertex_fetch(ty: DeclType) -> ninebridge_translate::VertexFetch {
    use ninebridge_translate::VertexFetch as F;
    match ty {
        DeclType::UByte4 => F::UByte4,
        DeclType::Short2 | DeclType::Short4 => F::Short,
        DeclType::UDec3 => F::UDec3,
        DeclType::Dec3N => F::Dec3N,
        _ => F::Float,
    }
}

/// The wgpu topology for a primitive type; triangle fans are drawn as lists
/// through a generated index buffer.
pub fn topology(ty: PrimitiveType) -> wgpu::PrimitiveTopology {
    use wgpu::PrimitiveTopology as P;
    match ty {
        PrimitiveType::PointList => P::PointList,
        PrimitiveType::LineList => P::LineList,
        PrimitiveType::LineStrip => P::LineStrip,
        PrimitiveType::TriangleList | PrimitiveType::TriangleFan => P::TriangleList,
        PrimitiveType::TriangleStrip => P::TriangleStrip,
    }
}

/// Front face and cull mode for `D3DRS_CULLMODE` (D3D9's front faces are
/// clockwise; `D3DCULL_CCW`, the default, culls counter-clockwise ones).
pub fn cull(rs: &RenderStates) -> D3dResult<(wgpu::FrontFace, Option<wgpu::Face>)> {
    let v = rs.get(RenderState::CullMode);
    match Cull::from_d3d(v) {
        Some(Cull::None) => Ok((wgpu::FrontFace::Cw, None)),
        Some(Cull::Cw) => Ok((wgpu::FrontFace::Cw, Some(wgpu::Face::Front))),
        Some(Cull::Ccw) => Ok((wgpu::FrontFace::Cw, Some(wgpu::Face::Back))),
        None => Err(invalid!("D3DCULL {v} does not exist")),
    }
}

fn blend_factor(value: u32) -> D3dResult<wgpu::BlendFactor> {
    use wgpu::BlendFactor as B;
    Ok(match Blend::from_d3d(value) {
        Some(Blend::Zero) => B::Zero,
        Some(Blend::One) => B::One,
        Some(Blend::SrcColor) => B::Src,
        Some(Blend::InvSrcColor) => B::OneMinusSrc,
        Some(Blend::SrcAlpha) => B::SrcAlpha,
        Some(Blend::InvSrcAlpha) => B::OneMinusSrcAlpha,
        Some(Blend::DestAlpha) => B::DstAlpha,
        Some(Blend::InvDestAlpha) => B::OneMinusDstAlpha,
        Some(Blend::DestColor) => B::Dst,
        Some(Blend::InvDestColor) => B::OneMinusDst,
        Some(Blend::SrcAlphaSat) => B::SrcAlphaSaturated,
        Some(Blend::BlendFactor) => B::Constant,
        Some(Blend::InvBlendFactor) => B::OneMinusConstant,
        Some(Blend::BothSrcAlpha | Blend::BothInvSrcAlpha) => {
            return Err(not_available!(
                "D3DBLEND_BOTHSRCALPHA/BOTHINVSRCALPHA ({value}) are not supported"
            ));
        }
        // The Direct3D 9Ex dual-source factors are not D3D9 values.
        Some(Blend::SrcColor2 | Blend::InvSrcColor2) | None => {
            return Err(invalid!("D3DBLEND {value} does not exist"));
        }
    })
}

/// `blend` for a target whose format has no alpha: D3D9 reads the
/// destination alpha as 1 there (the GPU format may store one, as BGRA8
/// does for `X8R8G8B8`), so `DESTALPHA` is `ONE`, `INVDESTALPHA` `ZERO`
/// and `SRCALPHASAT` (`(f, f, f, 1)` with `f = min(As, 1 - Ad)`) is `ZERO`
/// for colour and stays `ONE` for alpha.
pub fn without_destination_alpha(blend: wgpu::BlendState) -> wgpu::BlendState {
    use wgpu::BlendFactor as B;
    let component = |c: wgpu::BlendComponent, saturated: B| {
        let factor = |f: B| match f {
            B::DstAlpha => B::One,
            B::OneMinusDstAlpha => B::Zero,
            B::SrcAlphaSaturated => saturated,
            other => other,
        };
        wgpu::BlendComponent {
            src_factor: factor(c.src_factor),
            dst_factor: factor(c.dst_factor),
            operation: c.operation,
        }
    };
    wgpu::BlendState {
        color: component(blend.color, B::Zero),
        alpha: component(blend.alpha, B::One),
    }
}

fn blend_op(value: u32) -> D3dResult<wgpu::BlendOperation> {
    use wgpu::BlendOperation as O;
    Ok(
        match BlendOp::from_d3d(value)
            .ok_or_else(|| invalid!("D3DBLENDOP {value} does not exist"))?
        {
            BlendOp::Add => O::Add,
            BlendOp::Subtract => O::Subtract,
            BlendOp::RevSubtract => O::ReverseSubtract,
            BlendOp::Min => O::Min,
            BlendOp::Max => O::Max,
        },
    )
}

fn blend_component(src: u32, dst: u32, op: u32) -> D3dResult<wgpu::BlendComponent> {
    let operation = blend_op(op)?;
    // Min and max ignore the factors in D3D9; wgpu requires them to be One.
    let (src_factor, dst_factor) = if matches!(
        operation,
        wgpu::BlendOperation::Min | wgpu::BlendOperation::Max
    ) {
        (wgpu::BlendFactor::One, wgpu::BlendFactor::One)
    } else {
        (blend_factor(src)?, blend_factor(dst)?)
    };
    Ok(wgpu::BlendComponent {
        src_factor,
        dst_factor,
        operation,
    })
}

/// The blend state, `None` when `D3DRS_ALPHABLENDENABLE` is off.
pub fn blend(rs: &RenderStates) -> D3dResult<Option<wgpu::BlendState>> {
    use RenderState::*;
    if !rs.flag(AlphaBlendEnable) {
        return Ok(None);
    }
    let color = blend_component(rs.get(SrcBlend), rs.get(DestBlend), rs.get(BlendOp))?;
    let alpha = if rs.flag(SeparateAlphaBlendEnable) {
        blend_component(
            rs.get(SrcBlendAlpha),
            rs.get(DestBlendAlpha),
            rs.get(BlendOpAlpha),
        )?
    } else {
        color
    };
    Ok(Some(wgpu::BlendState { color, alpha }))
}

/// The colour write mask of render target `index` (0..3).
pub fn write_mask(rs: &RenderStates, index: usize) -> wgpu::ColorWrites {
    let state = match index {
        0 => RenderState::ColorWriteEnable,
        1 => RenderState::ColorWriteEnable1,
        2 => RenderState::ColorWriteEnable2,
        _ => RenderState::ColorWriteEnable3,
    };
    // D3DCOLORWRITEENABLE_RED/GREEN/BLUE/ALPHA are bits 0..3, as in wgpu.
    wgpu::ColorWrites::from_bits_truncate(rs.get(state) & 0xf)
}

fn stencil_op(value: u32) -> D3dResult<wgpu::StencilOperation> {
    use wgpu::StencilOperation as S;
    Ok(
        match StencilOp::from_d3d(value)
            .ok_or_else(|| invalid!("D3DSTENCILOP {value} does not exist"))?
        {
            StencilOp::Keep => S::Keep,
            StencilOp::Zero => S::Zero,
            StencilOp::Replace => S::Replace,
            StencilOp::IncrSat => S::IncrementClamp,
            StencilOp::DecrSat => S::DecrementClamp,
            StencilOp::Invert => S::Invert,
            StencilOp::Incr => S::IncrementWrap,
            StencilOp::Decr => S::DecrementWrap,
        },
    )
}

/// The depth-stencil state for a depth surface of `format`.
pub fn depth_stencil(
    rs: &RenderStates,
    format: wgpu::TextureFormat,
) -> D3dResult<wgpu::DepthStencilState> {
    use RenderState::*;
    let z = rs.get(ZEnable) != 0;
    let face = |func, fail, zfail, pass| -> D3dResult<wgpu::StencilFaceState> {
        Ok(wgpu::StencilFaceState {
            compare: compare(rs.get(func))?,
            fail_op: stencil_op(rs.get(fail))?,
            depth_fail_op: stencil_op(rs.get(zfail))?,
            pass_op: stencil_op(rs.get(pass))?,
        })
    };
    let stencil = if rs.flag(StencilEnable) && format.has_stencil_aspect() {
        let front = face(StencilFunc, StencilFail, StencilZFail, StencilPass)?;
        let back = if rs.flag(TwoSidedStencilMode) {
            face(
                CcwStencilFunc,
                CcwStencilFail,
                CcwStencilZFail,
                CcwStencilPass,
            )?
        } else {
            front
        };
        wgpu::StencilState {
            front,
            back,
            read_mask: rs.get(StencilMask) & 0xff,
            write_mask: rs.get(StencilWriteMask) & 0xff,
        }
    } else {
        wgpu::StencilState::default()
    };
    let bias = rs.float(DepthBias);
    // D3D9's DEPTHBIAS is in depth units; wgpu's constant is in units of the
    // driver's minimum resolvable difference r. For an n-bit fixed-point
    // format Vulkan drivers take r = 2 x 2^-n (NVIDIA and lavapipe alike:
    // with 2^-n Wine's `test_depthbias` shows twice D3D9's offset on D16,
    // D24X8 and D24S8), so one D3D9 unit is 2^(n-1) of wgpu's. 32-bit float
    // depth takes r = 2^(e - 23) of the primitive's largest exponent e: 2^23
    // units per D3D9 unit for depths below 1, which the same test passes.
    let units = match format {
        wgpu::TextureFormat::Depth16Unorm => 32_768.0,
        _ => 8_388_608.0,
    };
    Ok(wgpu::DepthStencilState {
        format,
        depth_write_enabled: Some(z && rs.flag(ZWriteEnable)),
        depth_compare: Some(if z {
            compare(rs.get(ZFunc))?
        } else {
            wgpu::CompareFunction::Always
        }),
        stencil,
        bias: wgpu::DepthBiasState {
            constant: (bias * units)
                .round()
                .clamp(i32::MIN as f32, i32::MAX as f32) as i32,
            slope_scale: rs.float(SlopeScaleDepthBias),
            clamp: 0.0,
        },
    })
}
