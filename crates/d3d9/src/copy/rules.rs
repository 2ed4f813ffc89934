//! Rectangles and host texel copies shared by the copy operations.

use ninebridge_gpu::wgpu;

use crate::convert::{Upload, convert_level, format_info, level_bytes};
use crate::error::{D3dResult, invalid};
use ninebridge_types::{Format, Rect};

/// A rectangle as (x, y, width, height) after checking it lies inside a
/// `w` x `h` surface and is not empty (`None` is the whole surface).
pub(crate) fn check_rect(
    rect: Option<Rect>,
    (w, h): (u32, u32),
    what: &str,
) -> D3dResult<(u32, u32, u32, u32)> {
    let Some(r) = rect else {
        return Ok((0, 0, w, h));
    };
    let inside = r.left >= 0
        && r.top >= 0
        && r.left < r.right
        && r.top < r.bottom
        && r.right as u32 <= w
        && r.bottom as u32 <= h;
    if !inside {
        return Err(invalid!(
            "{what} rectangle {r:?} is empty or outside the {w}x{h} surface"
        ));
    }
    Ok((
        r.left as u32,
        r.top as u32,
        (r.right - r.left) as u32,
        (r.bottom - r.top) as u32,
    ))
}

/// A `ColorFill` rectangle: inside the surface and, for DXT and packed
/// YUV formats, on their blocks ([`lock_block`]; its end may be the
/// surface's edge).
pub(crate) fn check_fill_rect(
    format: Format,
    rect: Option<Rect>,
    size: (u32, u32),
) -> D3dResult<(u32, u32, u32, u32)> {
    let r = check_rect(rect, size, "fill")?;
    let (bw, bh) = lock_block(format);
    let end_ok = |end: u32, b: u32, edge: u32| end % b == 0 || end == edge;
    let on_blocks = r.0 % bw == 0
        && r.1 % bh == 0
        && end_ok(r.0 + r.2, bw, size.0)
        && end_ok(r.1 + r.3, bh, size.1);
    if !on_blocks {
        return Err(invalid!(
            "fill rectangle {rect:?} of a {format:?} surface is not on {bw}x{bh} blocks"
        ));
    }
    Ok(r)
}

/// The blocks a lock rectangle of `format` is measured in: 4x4 for DXT
/// formats, 2x1 for the packed YUV formats (a pixel pair shares its
/// chroma), else 1x1.
pub(crate) fn lock_block(format: Format) -> (u32, u32) {
    if format.is_block_compressed() {
        (4, 4)
    } else if matches!(format, Format::Yuy2 | Format::Uyvy) {
        (2, 1)
    } else {
        (1, 1)
    }
}

/// The block-rule of `LockRect` (Wine's `test_surface_blocks`, as Windows
/// answers): in `D3DPOOL_DEFAULT` a rectangle (x, y, w, h) of a `size`
/// level starts on a block and ends on one or at the level's edge, else
/// `D3DERR_INVALIDCALL`; other pools lock part of a block too, the bits
/// then starting at the block holding the first texel. Returns the
/// rectangle's start rounded down to its block.
pub(crate) fn lock_rect_start(
    format: Format,
    pool: ninebridge_types::Pool,
    (x, y, w, h): (u32, u32, u32, u32),
    (lw, lh): (u32, u32),
) -> D3dResult<(u32, u32)> {
    let (bw, bh) = lock_block(format);
    let on = |v: u32, b: u32, edge: u32| v % b == 0 || v == edge;
    let aligned = x % bw == 0 && y % bh == 0 && on(x + w, bw, lw) && on(y + h, bh, lh);
    if !aligned && pool == ninebridge_types::Pool::Default {
        return Err(invalid!(
            "lock rectangle ({x}, {y}, {w}x{h}) of a {format:?} level in D3DPOOL_DEFAULT is not on {bw}x{bh} blocks"
        ));
    }
    Ok((x / bw * bw, y / bh * bh))
}

/// Block edge of `format` (4 for DXT formats, else 1).
pub(crate) fn block_of(format: Format) -> u32 {
    if format.is_block_compressed() { 4 } else { 1 }
}

/// Row pitch and bytes of one row unit (texel or block) of a `w` x `h`
/// level of `format` in host memory.
pub(crate) fn host_pitch(format: Format, w: u32, h: u32) -> D3dResult<(usize, usize)> {
    let block = block_of(format);
    let rows = h.div_ceil(block).max(1) as usize;
    let plane = if crate::convert::is_planar(format) {
        w as usize * h as usize
    } else {
        level_bytes(format, w, h, 1)?
    };
    let pitch = plane / rows;
    let unit = pitch / (w.div_ceil(block).max(1) as usize);
    Ok((pitch, unit))
}

/// The host bytes of rectangle (x, y, rw, rh) of a `w` x `h` level,
/// tightly packed (rows of blocks for DXT formats; the rectangle is block
/// aligned).
pub(crate) fn host_rect(
    format: Format,
    (w, h): (u32, u32),
    level: &[u8],
    (x, y, rw, rh): (u32, u32, u32, u32),
) -> D3dResult<Vec<u8>> {
    let (pitch, unit) = host_pitch(format, w, h)?;
    let block = block_of(format);
    let (bx, by) = ((x / block) as usize, (y / block) as usize);
    let (bw, bh) = (rw.div_ceil(block) as usize, rh.div_ceil(block) as usize);
    let mut out = Vec::with_capacity(bw * bh * unit);
    for row in by..by + bh {
        let start = row * pitch + bx * unit;
        let bytes = level
            .get(start..start + bw * unit)
            .ok_or_else(|| invalid!("rectangle outside the level's host copy"))?;
        out.extend_from_slice(bytes);
    }
    Ok(out)
}

/// Writes tightly packed host bytes `data` of a `rw` x `rh` rectangle at
/// (x, y) into a `w` x `h` host level.
pub(crate) fn put_host_rect(
    format: Format,
    (w, h): (u32, u32),
    level: &mut [u8],
    (x, y, rw, rh): (u32, u32, u32, u32),
    data: &[u8],
) -> D3dResult<()> {
    let (pitch, unit) = host_pitch(format, w, h)?;
    let block = block_of(format);
    let (bx, by) = ((x / block) as usize, (y / block) as usize);
    let (bw, bh) = (rw.div_ceil(block) as usize, rh.div_ceil(block) as usize);
    for row in 0..bh {
        let start = (by + row) * pitch + bx * unit;
        let src = data
            .get(row * bw * unit..(row + 1) * bw * unit)
            .ok_or_else(|| invalid!("rectangle data too short"))?;
        level
            .get_mut(start..start + bw * unit)
            .ok_or_else(|| invalid!("rectangle outside the level's host copy"))?
            .copy_from_slice(src);
    }
    Ok(())
}

/// Converts host bytes of a (rw x rh) rectangle of `format` and writes them
/// at (x, y) of `level`/`layer` of `texture`.
#[allow(clippy::too_many_arguments)]
pub(crate) fn write_rect(
    queue: &ninebridge_gpu::Queue,
    texture: &wgpu::Texture,
    (level, layer): (u32, u32),
    format: Format,
    (x, y, rw, rh): (u32, u32, u32, u32),
    host: &[u8],
) -> D3dResult<()> {
    let data = convert_level(format, rw, rh, 1, host)?;
    let texel = data.len() / (rw as usize * rh as usize).max(1);
    queue.write_texture(
        wgpu::TexelCopyTextureInfo {
            texture,
            mip_level: level,
            origin: wgpu::Origin3d { x, y, z: layer },
            aspect: wgpu::TextureAspect::All,
        },
        &data,
        wgpu::TexelCopyBufferLayout {
            offset: 0,
            bytes_per_row: Some(rw * texel as u32),
            rows_per_image: Some(rh),
        },
        wgpu::Extent3d {
            width: rw,
            height: rh,
            depth_or_array_layers: 1,
        },
    );
    Ok(())
}

/// The host texels of GPU texels read back from a texture of `format`'s
/// sampled GPU format, where the GPU keeps every host bit (`None` for
/// decoded formats).
pub(crate) fn gpu_to_host(
    format: Format,
    gpu_format: wgpu::TextureFormat,
    gpu: &[u8],
) -> Option<Vec<u8>> {
    let keep = |texel: usize, host: usize| {
        gpu.chunks_exact(texel)
            .flat_map(|t| t[..host].iter().copied())
            .collect()
    };
    // Texels in a render-target format: the host layout, except for the
    // formats drawn into a wider GPU format.
    if crate::convert::render_target_format(format) == Some(gpu_format) {
        let unorm =
            |v: u8, bits: u32| (f32::from(v) / 255.0 * ((1 << bits) - 1) as f32).round() as u16;
        match format {
            Format::R5G6B5 | Format::X1R5G5B5 => {
                return Some(
                    gpu.chunks_exact(4)
                        .flat_map(|t| {
                            let (b, g, r) = (t[0], t[1], t[2]);
                            let v = if format == Format::R5G6B5 {
                                unorm(r, 5) << 11 | unorm(g, 6) << 5 | unorm(b, 5)
                            } else {
                                0x8000 | unorm(r, 5) << 10 | unorm(g, 5) << 5 | unorm(b, 5)
                            };
                            v.to_le_bytes()
                        })
                        .collect(),
                );
            }
            Format::L8 => return Some(gpu.to_vec()),
            Format::G16R16 => {
                let half = |t: &[u8]| {
                    let v = half::f16::from_le_bytes([t[0], t[1]]).to_f32();
                    ((v.clamp(0.0, 1.0) * 65535.0).round() as u16).to_le_bytes()
                };
                return Some(
                    gpu.chunks_exact(8)
                        .flat_map(|t| [half(&t[0..2]), half(&t[2..4])].concat())
                        .collect(),
                );
            }
            _ => return Some(gpu.to_vec()),
        }
    }
    match format_info(format).ok()?.upload {
        Upload::Copy | Upload::ForceAlpha => Some(gpu.to_vec()),
        Upload::R32ToRgba32 => Some(keep(16, 4)),
        Upload::Rg32ToRgba32 => Some(keep(16, 8)),
        Upload::R16ToRgba16 => Some(keep(8, 2)),
        Upload::Rg16ToRgba16 => Some(keep(8, 4)),
        Upload::Decode(_) | Upload::Yuv(_) | Upload::Signed(_) | Upload::Unorm16(_) => None,
    }
}

/// One DXT block of a single colour: both colour endpoints the R5G6B5
/// colour and every index 0; DXT2/3 alpha explicit (4 bits a texel),
/// DXT4/5 alpha endpoints both `a` and every index 0. (Drivers differ in
/// the blocks they write, Wine's visual `test_color_fill` notes; this one
/// decodes to the colour.)
fn dxt_block(format: Format, (r, g, b, a): (u32, u32, u32, u32)) -> Vec<u8> {
    let c = ((r >> 3) << 11 | (g >> 2) << 5 | b >> 3) as u16;
    let mut colour = Vec::with_capacity(8);
    colour.extend(c.to_le_bytes());
    colour.extend(c.to_le_bytes());
    colour.extend([0u8; 4]);
    match format {
        Format::Dxt2 | Format::Dxt3 => {
            let nibble = (a >> 4) as u8;
            let mut block = vec![nibble << 4 | nibble; 8];
            block.extend(colour);
            block
        }
        Format::Dxt4 | Format::Dxt5 => {
            let mut block = vec![a as u8, a as u8, 0, 0, 0, 0, 0, 0];
            block.extend(colour);
            block
        }
        _ => colour,
    }
}

/// A `D3DCOLOR` converted to one texel of `format` as `ColorFill` writes
/// it (channels truncated to the format's bits; 16-bit channels expanded
/// as `v * 257`; YUY2 and UYVY: a pixel pair, Y'CbCr of BT.601 studio
/// swing, the inverse of how the device decodes them; DXT: a block of the
/// colour), for the formats
/// the device decodes on upload; `None` for the others.
pub(crate) fn encode_color(format: Format, argb: u32) -> Option<Vec<u8>> {
    let [b, g, r, a] = argb.to_le_bytes().map(u32::from);
    if matches!(format, Format::Yuy2 | Format::Uyvy) {
        let (rf, gf, bf) = (r as f32, g as f32, b as f32);
        let q = |v: f32| (v / 255.0).round().clamp(0.0, 255.0) as u8;
        let y = 16 + q(65.481 * rf + 128.553 * gf + 24.966 * bf);
        let u = q(128.0 * 255.0 - 37.797 * rf - 74.203 * gf + 112.0 * bf);
        let v = q(128.0 * 255.0 + 112.0 * rf - 93.786 * gf - 18.214 * bf);
        return Some(if format == Format::Yuy2 {
            vec![y, u, y, v]
        } else {
            vec![u, y, v, y]
        });
    }
    let pack16 = |v: u32| (v as u16).to_le_bytes().to_vec();
    let wide = |v: u32| ((v * 257) as u16).to_le_bytes();
    Some(match format {
        Format::R5G6B5 => pack16((r >> 3) << 11 | (g >> 2) << 5 | b >> 3),
        Format::X1R5G5B5 => pack16(0x8000 | (r >> 3) << 10 | (g >> 3) << 5 | b >> 3),
        Format::A1R5G5B5 => pack16((a >> 7) << 15 | (r >> 3) << 10 | (g >> 3) << 5 | b >> 3),
        Format::A4R4G4B4 => pack16((a >> 4) << 12 | (r >> 4) << 8 | (g >> 4) << 4 | b >> 4),
        Format::A8 => vec![a as u8],
        // Luminance from the red channel, as drivers that keep L8 in a
        // red-only format fill it (a grey is its grey level either way).
        Format::L8 => vec![r as u8],
        Format::A8L8 => vec![r as u8, a as u8],
        Format::Dxt1 | Format::Dxt2 | Format::Dxt3 | Format::Dxt4 | Format::Dxt5 => {
            dxt_block(format, (r, g, b, a))
        }
        Format::G16R16 => [wide(r), wide(g)].concat(),
        Format::A16B16G16R16 => [wide(r), wide(g), wide(b), wide(a)].concat(),
        _ => return None,
    })
}
