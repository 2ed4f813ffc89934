//! Pure translations of D3D9 state into wgpu descriptors. No GPU here: every
//! function is a mapping of plain values, unit-tested on the host.

use ninebridge_gpu::wgpu;
use ninebridge_texture::FormatExt;

use crate::error::{D3dResult, invalid, not_available};
use crate::state::{RenderStates, SamplerStates};
use ninebridge_types::{
    Blend, BlendOp, CmpFunc, Cull, DeclType, Format, PrimitiveType, RenderState, SamplerState,
    StencilOp, TextureAddress, TextureFilterType,
};

/// How host texel data becomes GPU texel data.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Upload {
    /// Bytes are copied as they are.
    Copy,
    /// `X8R8G8B8`: the unused byte is set to 0xff so alpha reads as 1.
    ForceAlpha,
    /// One 32-bit float per texel expanded to (r, 1, 1, 1), D3D9's value for
    /// the channels `R32F` lacks.
    R32ToRgba32,
    /// Two 32-bit floats expanded to (r, g, 1, 1).
    Rg32ToRgba32,
    /// One half float expanded to (r, 1, 1, 1) halves.
    R16ToRgba16,
    /// Two half floats expanded to (r, g, 1, 1) halves.
    Rg16ToRgba16,
    /// Decoded to BGRA8 by the texture core (`ninebridge_texture::decode`).
    Decode(Format),
}

/// What a D3D9 format is on the GPU.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct FormatInfo {
    /// Bytes of one texel in the application's (locked) memory; 0 for the
    /// texture core's formats, sized with [`level_bytes`] (blocks).
    pub host_bytes: u32,
    /// The format of sampled textures.
    pub texture: wgpu::TextureFormat,
    /// How host data is converted for [`FormatInfo::texture`].
    pub upload: Upload,
    /// The format when used as a render target or depth-stencil surface.
    pub target: wgpu::TextureFormat,
    /// Whether this is a depth(-stencil) format.
    pub depth: bool,
}

/// The GPU description of `format`; formats this device does not support
/// are [`D3dError::NotAvailable`](crate::D3dError::NotAvailable).
pub fn format_info(format: Format) -> D3dResult<FormatInfo> {
    use wgpu::TextureFormat as T;
    let color = |host_bytes, texture, upload, target| FormatInfo {
        host_bytes,
        texture,
        upload,
        target,
        depth: false,
    };
    let depth = |host_bytes, target| FormatInfo {
        host_bytes,
        texture: target,
        upload: Upload::Copy,
        target,
        depth: true,
    };
    Ok(match format {
        Format::A8R8G8B8 => color(4, T::Bgra8Unorm, Upload::Copy, T::Bgra8Unorm),
        Format::X8R8G8B8 => color(4, T::Bgra8Unorm, Upload::ForceAlpha, T::Bgra8Unorm),
        Format::A8B8G8R8 => color(4, T::Rgba8Unorm, Upload::Copy, T::Rgba8Unorm),
        Format::R16F => color(2, T::Rgba16Float, Upload::R16ToRgba16, T::R16Float),
        Format::G16R16F => color(4, T::Rgba16Float, Upload::Rg16ToRgba16, T::Rg16Float),
        Format::A16B16G16R16F => color(8, T::Rgba16Float, Upload::Copy, T::Rgba16Float),
        Format::R32F => color(4, T::Rgba32Float, Upload::R32ToRgba32, T::R32Float),
        Format::G32R32F => color(8, T::Rgba32Float, Upload::Rg32ToRgba32, T::Rg32Float),
        Format::A32B32G32R32F => color(16, T::Rgba32Float, Upload::Copy, T::Rgba32Float),
        Format::R5G6B5
        | Format::A1R5G5B5
        | Format::A4R4G4B4
        | Format::A8
        | Format::L8
        | Format::A8L8
        | Format::Dxt1
        | Format::Dxt2
        | Format::Dxt3
        | Format::Dxt4
        | Format::Dxt5 => {
            // Every one of these the texture core decodes.
            color(0, T::Bgra8Unorm, Upload::Decode(format), T::Bgra8Unorm)
        }
        Format::D16 => depth(2, T::Depth16Unorm),
        Format::D24S8 => depth(4, T::Depth24PlusStencil8),
        Format::D24X8 => depth(4, T::Depth24Plus),
        Format::D32FLockable => depth(4, T::Depth32Float),
        _ => return Err(not_available!("format {format:?} is not supported")),
    })
}

/// Bytes of one `width` x `height` x `depth` level of `format` in the
/// application's memory (rows of texels or of 4x4 blocks, tightly packed).
pub fn level_bytes(format: Format, width: u32, height: u32, depth: u32) -> D3dResult<usize> {
    let info = format_info(format)?;
    let slice = match info.upload {
        Upload::Decode(core) => ninebridge_texture::level_size(core, width, height)
            .map_err(|e| invalid!("{format:?} level of {width}x{height}: {e}"))?,
        _ => width as usize * height as usize * info.host_bytes as usize,
    };
    Ok(slice * depth as usize)
}

/// Converts one level's texels (`format`'s host layout, tightly packed,
/// `depth` slices) into the bytes of its sampled GPU format.
pub fn convert_level(
    format: Format,
    width: u32,
    height: u32,
    depth: u32,
    src: &[u8],
) -> D3dResult<Vec<u8>> {
    let Upload::Decode(core) = format_info(format)?.upload else {
        return Ok(convert_texels(format, src));
    };
    let slice = level_bytes(format, width, height, 1)?;
    let block_height = core.block().map_or(1, |b| b.height);
    let rows = height.div_ceil(block_height).max(1) as usize;
    let mut out = Vec::with_capacity(width as usize * height as usize * depth as usize * 4);
    for z in 0..depth as usize {
        let start = z * slice;
        let data = src
            .get(start..start + slice)
            .ok_or_else(|| invalid!("level data shorter than {depth} slices"))?;
        let bgra = ninebridge_texture::decode(core, width, height, data, slice / rows)
            .map_err(|e| invalid!("decoding {format:?}: {e}"))?;
        out.extend_from_slice(&bgra);
    }
    Ok(out)
}

/// Converts `src` texels (tightly packed, `format`'s host layout) into the
/// bytes of its sampled GPU format (formats the texture core decodes go
/// through [`convert_level`]).
pub fn convert_texels(format: Format, src: &[u8]) -> Vec<u8> {
    const ONE_F32: [u8; 4] = 1.0f32.to_le_bytes();
    const ONE_F16: [u8; 2] = 0x3c00u16.to_le_bytes();
    // A format without info has no texture to convert for; copy.
    match format_info(format).map_or(Upload::Copy, |info| info.upload) {
        Upload::Copy => src.to_vec(),
        Upload::ForceAlpha => {
            let mut out = src.to_vec();
            for px in out.chunks_exact_mut(4) {
                px[3] = 0xff;
            }
            out
        }
        Upload::R32ToRgba32 => expand(src, 4, &[&ONE_F32, &ONE_F32, &ONE_F32]),
        Upload::Rg32ToRgba32 => expand(src, 8, &[&ONE_F32, &ONE_F32]),
        Upload::R16ToRgba16 => expand(src, 2, &[&ONE_F16, &ONE_F16, &ONE_F16]),
        Upload::Rg16ToRgba16 => expand(src, 4, &[&ONE_F16, &ONE_F16]),
        Upload::Decode(_) => src.to_vec(),
    }
}

fn expand(src: &[u8], texel: usize, fill: &[&[u8]]) -> Vec<u8> {
    let extra: usize = fill.iter().map(|f| f.len()).sum();
    let mut out = Vec::with_capacity(src.len() / texel * (texel + extra));
    for px in src.chunks_exact(texel) {
        out.extend_from_slice(px);
        for f in fill {
            out.extend_from_slice(f);
        }
    }
    out
}

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
/// `SHORT2`, `SHORT4`) or 10-bit unpacking (`UDEC3`, `DEC3N`) have no wgpu
/// vertex format and are rejected.
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
        DeclType::UByte4
        | DeclType::Short2
        | DeclType::Short4
        | DeclType::UDec3
        | DeclType::Dec3N => {
            return Err(not_available!(
                "D3DDECLTYPE {ty:?} ({}) needs unpacking wgpu cannot fetch directly",
                ty.to_d3d()
            ));
        }
        DeclType::Unused => {
            return Err(invalid!(
                "D3DDECLTYPE_UNUSED outside the D3DDECL_END marker"
            ));
        }
    })
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
    // format's resolution (2^-24 for 24-bit depth).
    let units = match format {
        wgpu::TextureFormat::Depth16Unorm => 65535.0,
        wgpu::TextureFormat::Depth32Float | wgpu::TextureFormat::Depth32FloatStencil8 => {
            8_388_608.0
        }
        _ => 16_777_215.0,
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

/// A sampler's wgpu-relevant state, hashable for the sampler cache.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct SamplerKey {
    address: [wgpu::AddressMode; 3],
    mag: wgpu::FilterMode,
    min: wgpu::FilterMode,
    mip: wgpu::MipmapFilterMode,
    /// `lod_min_clamp` (from `MAXMIPLEVEL`, the most detailed level used).
    lod_min: u32,
    /// `lod_max_clamp` as f32 bits (0 when mip filtering is off).
    lod_max_bits: u32,
    anisotropy: u16,
    border: Option<wgpu::SamplerBorderColor>,
}

fn address(value: u32) -> D3dResult<wgpu::AddressMode> {
    use wgpu::AddressMode as A;
    Ok(
        match TextureAddress::from_d3d(value)
            .ok_or_else(|| invalid!("D3DTEXTUREADDRESS {value} does not exist"))?
        {
            TextureAddress::Wrap => A::Repeat,
            TextureAddress::Mirror => A::MirrorRepeat,
            TextureAddress::Clamp => A::ClampToEdge,
            TextureAddress::Border => A::ClampToBorder,
            // MIRRORONCE mirrors once then clamps: exact for coordinates in
            // -1..2, mirror-repeat beyond that (documented approximation).
            TextureAddress::MirrorOnce => A::MirrorRepeat,
        },
    )
}

fn filter(value: u32, what: &str) -> D3dResult<wgpu::FilterMode> {
    use TextureFilterType as F;
    match F::from_d3d(value) {
        Some(F::None | F::Point) => Ok(wgpu::FilterMode::Nearest),
        Some(F::Linear | F::Anisotropic) => Ok(wgpu::FilterMode::Linear),
        // PYRAMIDALQUAD / GAUSSIANQUAD are treated as linear by most drivers.
        Some(F::PyramidalQuad | F::GaussianQuad) => Ok(wgpu::FilterMode::Linear),
        Some(F::FlatCubic | F::GaussianCubic | F::ConvolutionMono) | None => Err(invalid!(
            "D3DTEXTUREFILTERTYPE {value} does not exist for {what}"
        )),
    }
}

/// The sampler key of a stage's states. `border_supported` says whether the
/// device has `ADDRESS_MODE_CLAMP_TO_BORDER`.
pub fn sampler_key(ss: &SamplerStates, border_supported: bool) -> D3dResult<SamplerKey> {
    use SamplerState::*;
    let mut addr = [
        address(ss.get(AddressU))?,
        address(ss.get(AddressV))?,
        address(ss.get(AddressW))?,
    ];
    let border = if addr.contains(&wgpu::AddressMode::ClampToBorder) {
        let color = ss.get(BorderColor);
        let named = match color {
            0x0000_0000 => wgpu::SamplerBorderColor::TransparentBlack,
            0xff00_0000 => wgpu::SamplerBorderColor::OpaqueBlack,
            0xffff_ffff => wgpu::SamplerBorderColor::OpaqueWhite,
            _ => {
                return Err(not_available!(
                    "border colour {color:#010x}: wgpu offers only transparent black, opaque black and opaque white"
                ));
            }
        };
        if !border_supported {
            return Err(not_available!(
                "D3DTADDRESS_BORDER needs ADDRESS_MODE_CLAMP_TO_BORDER"
            ));
        }
        Some(named)
    } else {
        None
    };
    let mag = filter(ss.get(MagFilter), "MAGFILTER")?;
    let min = filter(ss.get(MinFilter), "MINFILTER")?;
    let v = ss.get(MipFilter);
    let (mip, lod_max) = match TextureFilterType::from_d3d(v) {
        Some(TextureFilterType::None) => (wgpu::MipmapFilterMode::Nearest, 0.0f32),
        Some(TextureFilterType::Point) => (wgpu::MipmapFilterMode::Nearest, 32.0),
        Some(TextureFilterType::Linear) => (wgpu::MipmapFilterMode::Linear, 32.0),
        _ => {
            return Err(invalid!(
                "D3DTEXTUREFILTERTYPE {v} does not exist for MIPFILTER"
            ));
        }
    };
    let lod_min = ss.get(MaxMipLevel).min(15);
    let anisotropic = ss.get(MinFilter) == TextureFilterType::Anisotropic.to_d3d()
        || ss.get(MagFilter) == TextureFilterType::Anisotropic.to_d3d();
    let anisotropy = if anisotropic
        && min == wgpu::FilterMode::Linear
        && mag == wgpu::FilterMode::Linear
        && mip == wgpu::MipmapFilterMode::Linear
    {
        ss.get(MaxAnisotropy).clamp(1, 16) as u16
    } else {
        1
    };
    if border.is_none() {
        // Keep keys canonical: the border colour only matters with BORDER.
        for a in &mut addr {
            debug_assert_ne!(*a, wgpu::AddressMode::ClampToBorder);
        }
    }
    Ok(SamplerKey {
        address: addr,
        mag,
        min,
        mip,
        lod_min,
        lod_max_bits: lod_max.max(lod_min as f32).to_bits(),
        anisotropy,
        border,
    })
}

impl SamplerKey {
    /// The wgpu descriptor of this key. `MIPMAPLODBIAS` has no wgpu
    /// equivalent and is not applied (see the crate documentation).
    pub fn descriptor(&self) -> wgpu::SamplerDescriptor<'static> {
        wgpu::SamplerDescriptor {
            label: Some("d3d9 sampler"),
            address_mode_u: self.address[0],
            address_mode_v: self.address[1],
            address_mode_w: self.address[2],
            mag_filter: self.mag,
            min_filter: self.min,
            mipmap_filter: self.mip,
            lod_min_clamp: self.lod_min as f32,
            lod_max_clamp: f32::from_bits(self.lod_max_bits),
            compare: None,
            anisotropy_clamp: self.anisotropy,
            border_color: self.border,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn r32f_expands_missing_channels_to_one() {
        let src = [2.5f32.to_le_bytes(), (-1.0f32).to_le_bytes()].concat();
        let out = convert_texels(Format::R32F, &src);
        let floats: Vec<f32> = out
            .chunks(4)
            .map(|c| f32::from_le_bytes(c.try_into().unwrap()))
            .collect();
        assert_eq!(floats, [2.5, 1.0, 1.0, 1.0, -1.0, 1.0, 1.0, 1.0]);
    }

    #[test]
    fn texture_core_formats_decode_to_bgra8() {
        // L8 0x80 reads (0x80, 0x80, 0x80, 0xff).
        assert_eq!(level_bytes(Format::L8, 2, 1, 1).unwrap(), 2);
        assert_eq!(
            convert_level(Format::L8, 2, 1, 1, &[0x80, 0x00]).unwrap(),
            [0x80, 0x80, 0x80, 0xff, 0, 0, 0, 0xff]
        );
        // One DXT1 block: colour0 pure red, all indices 0 -> red everywhere,
        // for a 2x2 level too (the block is still 8 bytes).
        let block = [0x00, 0xf8, 0x1f, 0x00, 0, 0, 0, 0];
        assert_eq!(level_bytes(Format::Dxt1, 2, 2, 1).unwrap(), 8);
        let out = convert_level(Format::Dxt1, 2, 2, 1, &block).unwrap();
        assert_eq!(out, [0, 0, 0xff, 0xff].repeat(4));
        assert!(convert_level(Format::Dxt1, 4, 4, 1, &block[..4]).is_err());
    }

    /// `Format` names every D3DFORMAT; the device refuses those it has no
    /// GPU format for, and `D3DDECLTYPE_UNUSED` outside the end marker.
    #[test]
    fn unsupported_formats_and_unused_decl_type_are_errors() {
        for format in [Format::Unknown, Format::P8, Format::Index16, Format::Intz] {
            assert!(format_info(format).is_err(), "{format:?}");
        }
        assert!(vertex_format(DeclType::Unused).is_err());
    }

    #[test]
    fn x8r8g8b8_alpha_is_opaque() {
        assert_eq!(
            convert_texels(Format::X8R8G8B8, &[1, 2, 3, 0]),
            [1, 2, 3, 255]
        );
    }

    #[test]
    fn default_states_map_to_d3d9_behaviour() {
        let rs = RenderStates::default();
        assert_eq!(blend(&rs).unwrap(), None);
        assert_eq!(
            cull(&rs).unwrap(),
            (wgpu::FrontFace::Cw, Some(wgpu::Face::Back))
        );
        assert_eq!(write_mask(&rs, 0), wgpu::ColorWrites::ALL);
        let key = sampler_key(&SamplerStates::default(), false).unwrap();
        let d = key.descriptor();
        assert_eq!(d.address_mode_u, wgpu::AddressMode::Repeat);
        assert_eq!(d.mag_filter, wgpu::FilterMode::Nearest);
        assert_eq!(d.lod_max_clamp, 0.0, "MIPFILTER NONE samples level 0 only");
    }

    #[test]
    fn separate_alpha_blend() {
        let mut rs = RenderStates::default();
        rs.set(RenderState::AlphaBlendEnable, 1);
        rs.set(RenderState::SrcBlend, 5);
        rs.set(RenderState::DestBlend, 6);
        rs.set(RenderState::SeparateAlphaBlendEnable, 1);
        rs.set(RenderState::BlendOpAlpha, 5);
        let b = blend(&rs).unwrap().unwrap();
        assert_eq!(b.color.src_factor, wgpu::BlendFactor::SrcAlpha);
        assert_eq!(b.alpha.operation, wgpu::BlendOperation::Max);
        assert_eq!(b.alpha.src_factor, wgpu::BlendFactor::One);
        rs.set(RenderState::SrcBlend, 99);
        assert!(matches!(blend(&rs), Err(crate::D3dError::InvalidCall(_))));
    }

    #[test]
    fn arbitrary_border_colour_is_not_available() {
        let mut ss = SamplerStates::default();
        ss.set(SamplerState::AddressU, 4);
        ss.set(SamplerState::BorderColor, 0xff123456);
        assert!(matches!(
            sampler_key(&ss, true),
            Err(crate::D3dError::NotAvailable(_))
        ));
        ss.set(SamplerState::BorderColor, 0xffffffff);
        assert!(
            sampler_key(&ss, true)
                .unwrap()
                .descriptor()
                .border_color
                .is_some()
        );
    }

    #[test]
    fn integer_decl_types_are_rejected() {
        assert!(vertex_format(DeclType::UByte4).is_err());
        assert_eq!(
            vertex_format(DeclType::D3dColor).unwrap(),
            wgpu::VertexFormat::Unorm8x4Bgra
        );
    }

    proptest::proptest! {
        /// Any raw state values map to a descriptor or a typed error.
        #[test]
        fn arbitrary_states_never_panic(values in proptest::collection::vec(proptest::prelude::any::<u32>(), 64)) {
            let mut rs = RenderStates::default();
            let mut ss = SamplerStates::default();
            for (i, v) in values.iter().enumerate() {
                if let Some(state) = RenderState::from_d3d(i as u32 * 4 % 210) {
                    rs.set(state, *v);
                }
                if let Some(state) = SamplerState::from_d3d(i as u32 % 12) {
                    ss.set(state, *v);
                }
            }
            let results = [
                blend(&rs).err(),
                cull(&rs).err(),
                depth_stencil(&rs, wgpu::TextureFormat::Depth24PlusStencil8).err(),
                sampler_key(&ss, true).err(),
            ];
            for err in results.into_iter().flatten() {
                proptest::prop_assert!(matches!(err, crate::D3dError::InvalidCall(_) | crate::D3dError::NotAvailable(_)));
            }
            let _ = write_mask(&rs, 3);
            if let Some(ty) = DeclType::from_d3d(values[0] % 20) {
                let _ = vertex_format(ty);
            }
        }
    }

    #[test]
    fn primitive_counts() {
        assert_eq!(PrimitiveType::TriangleStrip.vertex_count(2), Some(4));
        assert_eq!(PrimitiveType::TriangleList.vertex_count(u32::MAX), None);
    }
}
