//! Texture formats: what each D3D9 format is on the GPU, level sizes in
//! the application's memory, and host texels converted for upload.

use ninebridge_gpu::wgpu;
use ninebridge_texture::FormatExt;

use crate::error::{D3dResult, invalid, not_available};
use ninebridge_types::Format;

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
    /// YUV decoded to BGRA8 (`convert/yuv.rs`).
    Yuv(Format),
    /// A signed format with D3D9's missing channels (`convert/signed.rs`).
    Signed(Format),
    /// 16-bit unsigned-normalised channels (R, G[, B, A] in memory order)
    /// as 32-bit floats, which hold every 16-bit value exactly; missing
    /// blue and alpha read 1 (`G16R16`).
    Unorm16(u8),
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
        | Format::X1R5G5B5
        | Format::Dxt1
        | Format::Dxt2
        | Format::Dxt3
        | Format::Dxt4
        | Format::Dxt5 => {
            // Every one of these the texture core decodes.
            color(0, T::Bgra8Unorm, Upload::Decode(format), T::Bgra8Unorm)
        }
        Format::Yuy2 | Format::Uyvy | Format::Nv12 | Format::Yv12 => {
            color(0, T::Bgra8Unorm, Upload::Yuv(format), T::Bgra8Unorm)
        }
        Format::G16R16 => color(4, T::Rgba32Float, Upload::Unorm16(2), T::Rgba32Float),
        Format::A16B16G16R16 => color(8, T::Rgba32Float, Upload::Unorm16(4), T::Rgba32Float),
        Format::V8U8 => color(2, T::Rgba8Snorm, Upload::Signed(format), T::Rgba8Snorm),
        Format::Q8W8V8U8 => color(4, T::Rgba8Snorm, Upload::Signed(format), T::Rgba8Snorm),
        Format::L6V5U5 => color(2, T::Rgba16Float, Upload::Signed(format), T::Rgba16Float),
        Format::V16U16 | Format::X8L8V8U8 => {
            color(4, T::Rgba16Float, Upload::Signed(format), T::Rgba16Float)
        }
        Format::D16 | Format::D16Lockable => depth(2, T::Depth16Unorm),
        // 32-bit depth as a 32-bit float: more than 24 bits of precision.
        Format::D32 => depth(4, T::Depth32Float),
        // Formats with fewer stencil bits (D24X4S4, D15S1) or float depth
        // (D24FS8) on 24-bit depth and 8-bit stencil: comparisons agree;
        // stencil wrap-around happens at 255 instead of 15 or 1.
        Format::D24FS8 | Format::D24X4S4 | Format::D15S1 => depth(4, T::Depth24PlusStencil8),
        Format::D24S8 => depth(4, T::Depth24PlusStencil8),
        Format::D24X8 => depth(4, T::Depth24Plus),
        Format::D32FLockable => depth(4, T::Depth32Float),
        // The vendor depth textures (`depth_texture_sampling`): INTZ holds
        // stencil (NVIDIA's 24-bit depth, 8-bit stencil), DF16 and DF24
        // (AMD) depth only.
        Format::Intz => depth(4, T::Depth24PlusStencil8),
        Format::Df16 => depth(2, T::Depth16Unorm),
        Format::Df24 => depth(4, T::Depth24Plus),
        _ => return Err(not_available!("format {format:?} is not supported")),
    })
}

/// The GPU format of a `D3DFMT_NULL` render target: a one-byte stand-in
/// that draws never write (their colour write mask is empty) and nothing
/// reads; D3D9 gives such a target no memory at all, wgpu needs an
/// attachment of the pass's size.
pub const NULL_TARGET_FORMAT: wgpu::TextureFormat = wgpu::TextureFormat::R8Unorm;

/// How a depth format is sampled as a texture, `None` when it cannot be a
/// texture. What NVIDIA and AMD drivers offer is the model:
/// - `D16`, `D24S8` and `D24X8` are hardware shadow maps (a comparison
///   with the coordinate's depth, `DepthSampling::Compare`); the other
///   depth formats (`D32`, `D15S1`, `D24FS8`, `D24X4S4`) are surfaces
///   only on those drivers, and the lockable ones (`D16_LOCKABLE`,
///   `D32F_LOCKABLE`) are refused as textures, as this device does not
///   lock depth;
/// - `INTZ` (NVIDIA), `DF16` and `DF24` (AMD) read the stored depth
///   (`DepthSampling::Value`): `INTZ` in every channel, `DF16`/`DF24` in
///   red, as AMD's guide describes them (green and blue 0, alpha 1, as
///   DXVK maps them).
pub fn depth_texture_sampling(format: Format) -> Option<ninebridge_translate::DepthSampling> {
    use ninebridge_translate::DepthSampling as D;
    match format {
        Format::D16 | Format::D24S8 | Format::D24X8 => Some(D::Compare),
        Format::Intz | Format::Df16 | Format::Df24 => Some(D::Value),
        _ => None,
    }
}

/// The swizzle of a depth texture's sampled value (every channel holds
/// the comparison or the depth before it).
pub fn depth_texture_swizzle(format: Format) -> ninebridge_translate::TextureSwizzle {
    use ninebridge_translate::{Channel as C, TextureSwizzle as S};
    match format {
        Format::Df16 | Format::Df24 => S([C::R, C::Zero, C::Zero, C::One]),
        _ => S::IDENTITY,
    }
}

/// The GPU format of `format` as a render target (a `CreateRenderTarget`
/// surface or a `D3DUSAGE_RENDERTARGET` texture), `None` when it cannot be
/// one. Most are their sampled format's target; the 16-bit RGB formats
/// draw into BGRA8 (`R5G6B5`, `X1R5G5B5`), `L8` into R8 and `G16R16` into
/// RGBA16F (11 bits of precision: 16-bit normalised formats are an
/// optional wgpu feature).
pub fn render_target_format(format: Format) -> Option<wgpu::TextureFormat> {
    use wgpu::TextureFormat as T;
    if format == Format::Null {
        return Some(NULL_TARGET_FORMAT);
    }
    let info = format_info(format).ok()?;
    if info.depth {
        return None;
    }
    match format {
        Format::R5G6B5 | Format::X1R5G5B5 => Some(T::Bgra8Unorm),
        Format::L8 => Some(T::R8Unorm),
        Format::G16R16 => Some(T::Rgba16Float),
        _ => match info.upload {
            Upload::Decode(_) | Upload::Yuv(_) | Upload::Signed(_) | Upload::Unorm16(_) => None,
            _ => Some(info.target),
        },
    }
}

/// How texels of a render target of `format` read when sampled: the
/// channels D3D9 reads as 1 that the GPU format stores or lacks (alpha of
/// `X8R8G8B8`, green and blue of `R16F`), and luminance in every colour
/// channel. Textures that are not render targets are expanded on upload
/// and need none.
pub fn render_target_swizzle(format: Format) -> ninebridge_translate::TextureSwizzle {
    use ninebridge_translate::TextureSwizzle as S;
    match format {
        Format::X8R8G8B8 | Format::X8B8G8R8 | Format::R5G6B5 | Format::X1R5G5B5 => S::RGB_ONE,
        Format::L8 => S::LUMINANCE,
        Format::R16F | Format::R32F => S::RED_ONE,
        Format::G16R16F | Format::G32R32F | Format::G16R16 => S::RG_ONE,
        _ => S::IDENTITY,
    }
}

/// Bytes of one `width` x `height` x `depth` level of `format` in the
/// application's memory (rows of texels or of 4x4 blocks, tightly packed).
pub fn level_bytes(format: Format, width: u32, height: u32, depth: u32) -> D3dResult<usize> {
    if format == Format::Null {
        // The one-byte stand-in (`NULL_TARGET_FORMAT`).
        return Ok(width as usize * height as usize * depth as usize);
    }
    let info = format_info(format)?;
    let slice = match info.upload {
        Upload::Decode(core) => ninebridge_texture::level_size(core, width, height)
            .map_err(|e| invalid!("{format:?} level of {width}x{height}: {e}"))?,
        Upload::Yuv(yuv) => super::yuv::yuv_bytes(yuv, width, height),
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
    let core = match format_info(format)?.upload {
        Upload::Decode(core) => core,
        Upload::Yuv(yuv) => {
            let slice = super::yuv::yuv_bytes(yuv, width, height);
            let mut out = Vec::new();
            for z in 0..depth as usize {
                let data = src.get(z * slice..(z + 1) * slice).unwrap_or_default();
                out.extend(super::yuv::decode_yuv(yuv, width, height, data));
            }
            return Ok(out);
        }
        _ => return Ok(convert_texels(format, src)),
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
        Upload::Signed(signed) => super::signed::convert_signed(signed, src),
        Upload::Unorm16(channels) => {
            let n = usize::from(channels);
            let mut out = Vec::with_capacity(src.len() / (2 * n) * 16);
            for texel in src.chunks_exact(2 * n) {
                for c in 0..4 {
                    let v = texel.get(2 * c..2 * c + 2).map_or(1.0, |b| {
                        f32::from(u16::from_le_bytes([b[0], b[1]])) / 65535.0
                    });
                    out.extend_from_slice(&v.to_le_bytes());
                }
            }
            out
        }
        Upload::Decode(_) | Upload::Yuv(_) => src.to_vec(),
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
