//! From a D3D texture's levels to the levels of its GPU texture, and the
//! content key naming them.
//!
//! Level rules ([`MipRule`]):
//!
//! - `D3d9` (default): a 2D or cube texture's GPU texture has its D3D level
//!   count; every level the game wrote is decoded as written (Wine's
//!   `maxmip_test` gives levels different contents); a level it never wrote
//!   is the exact box filter of the level above. An `AUTOGENMIPMAP`
//!   texture consumes only level 0 and gets the full box-filter chain.
//! - `RegenerateFromLevel0` (spec 000): only level 0 is consumed; the full
//!   chain is regenerated.
//! - Volumes (spec 000): level 0 only, at most 2048 per side.
//! - Native BC (spec 003): every level's blocks as stored; chosen only when
//!   every level is written ([`crate::bc`]).
//!
//! A level 0 the game never wrote is read as zeros (fresh D3D memory).

use std::borrow::Cow;

use ninebridge_texture::format::full_chain_levels;
use ninebridge_texture::hash::ContentKey;
use ninebridge_texture::mip::mip;
use ninebridge_texture::{FormatExt, decode, level_size};

use crate::backend::{GpuDimension, GpuFormat, GpuTextureDesc, LevelUpload};
use crate::config::MipRule;
use crate::error::UploadError;
use crate::source::{TextureDesc, TextureKind, TextureSource, level_extent};

/// Largest volume side (spec 000).
pub const MAX_VOLUME_EDGE: u32 = 2048;

/// One level ready for the GPU.
#[derive(Debug)]
pub(crate) struct PreparedLevel<'a> {
    level: u32,
    layer: u32,
    width: u32,
    height: u32,
    depth: u32,
    bytes_per_row: u32,
    rows_per_image: u32,
    data: Cow<'a, [u8]>,
}

/// A GPU texture ready to create.
#[derive(Debug)]
pub(crate) struct Prepared<'a> {
    pub desc: GpuTextureDesc,
    pub levels: Vec<PreparedLevel<'a>>,
}

impl<'a> Prepared<'a> {
    /// The accounted bytes: every level of every layer as uploaded.
    pub fn bytes(&self) -> u64 {
        self.levels.iter().map(|l| l.data.len() as u64).sum()
    }

    pub fn uploads(&self) -> Vec<LevelUpload<'_>> {
        self.levels
            .iter()
            .map(|l| LevelUpload {
                level: l.level,
                layer: l.layer,
                width: l.width,
                height: l.height,
                depth: l.depth,
                bytes_per_row: l.bytes_per_row,
                rows_per_image: l.rows_per_image,
                data: &l.data,
            })
            .collect()
    }

    /// Level 0 of layer 0 (BGRA8 textures: the decoded original).
    pub fn level0(&self) -> Option<&[u8]> {
        self.levels.first().map(|l| &*l.data)
    }

    fn push(&mut self, level: u32, layer: u32, (w, h, d): (u32, u32, u32), data: Cow<'a, [u8]>) {
        let format = self.desc.format;
        let b = format.block_dim();
        self.levels.push(PreparedLevel {
            level,
            layer,
            width: w,
            height: h,
            depth: d,
            bytes_per_row: w.div_ceil(b) * format.block_bytes(),
            rows_per_image: h.div_ceil(b),
            data,
        });
    }
}

fn dimension(kind: TextureKind) -> GpuDimension {
    match kind {
        TextureKind::Texture2d => GpuDimension::D2,
        TextureKind::Cube => GpuDimension::Cube,
        TextureKind::Volume => GpuDimension::D3,
    }
}

/// Levels the GPU texture has under `rule`.
pub(crate) fn gpu_levels(desc: &TextureDesc, rule: MipRule) -> u32 {
    let full = full_chain_levels(desc.width, desc.height, 1);
    match (desc.kind, rule) {
        (TextureKind::Volume, _) => 1,
        (_, MipRule::RegenerateFromLevel0) => full,
        _ if desc.autogen_mipmap => full,
        _ => desc.levels.clamp(1, full),
    }
}

/// Levels read from the game under `rule` (the rest are generated).
pub(crate) fn consumed_levels(desc: &TextureDesc, rule: MipRule) -> u32 {
    if desc.kind == TextureKind::Volume
        || desc.autogen_mipmap
        || rule == MipRule::RegenerateFromLevel0
    {
        1
    } else {
        desc.levels.max(1)
    }
}

/// The bytes of a consumed level: as written, or zeros when never written.
/// Checks the length against the level's whole blocks.
pub(crate) fn level_bytes<'s>(
    source: &'s dyn TextureSource,
    face: u32,
    level: u32,
) -> Result<Cow<'s, [u8]>, UploadError> {
    let desc = source.desc();
    let (w, h, d) = level_extent(desc, level);
    let needed = level_size(desc.format, w, h)?
        .checked_mul(d as usize)
        .ok_or(UploadError::Source {
            face,
            level,
            needed: usize::MAX,
            actual: 0,
        })?;
    match source.level(face, level) {
        Some(bytes) if bytes.len() >= needed => Ok(Cow::Borrowed(&bytes[..needed])),
        Some(bytes) => Err(UploadError::Source {
            face,
            level,
            needed,
            actual: bytes.len(),
        }),
        None => Ok(Cow::Owned(vec![0; needed])),
    }
}

fn check_volume(desc: &TextureDesc) -> Result<(), UploadError> {
    if desc.kind == TextureKind::Volume
        && (desc.width > MAX_VOLUME_EDGE
            || desc.height > MAX_VOLUME_EDGE
            || desc.depth > MAX_VOLUME_EDGE)
    {
        return Err(UploadError::VolumeTooLarge {
            width: desc.width,
            height: desc.height,
            depth: desc.depth,
            max: MAX_VOLUME_EDGE,
        });
    }
    Ok(())
}

/// The content key (spec 000's XXH3 chain). With one consumed level it is
/// exactly spec 000's key; with more (the `D3d9` rule) the chain goes on
/// with the level count and each further level's index and bytes (an
/// unwritten level's index has bit 31 set), so textures with equal level 0
/// but different mips are different entries.
pub(crate) fn content_key(source: &dyn TextureSource, rule: MipRule) -> Result<u64, UploadError> {
    let desc = *source.desc();
    let mut key = ContentKey::new()
        .u32(desc.guest)
        .u32(desc.format.to_d3d())
        .u32(desc.width);
    match desc.kind {
        TextureKind::Texture2d => key = key.u32(desc.height),
        TextureKind::Cube => {}
        TextureKind::Volume => key = key.u32(desc.height).u32(desc.depth),
    }
    for face in 0..desc.faces() {
        key = key.bytes(&level_bytes(source, face, 0)?);
    }
    let consumed = consumed_levels(&desc, rule);
    if consumed > 1 {
        key = key.u32(consumed);
        for face in 0..desc.faces() {
            for level in 1..consumed {
                key = match source.level(face, level) {
                    Some(_) => key.u32(level).bytes(&level_bytes(source, face, level)?),
                    None => key.u32(level | 1 << 31),
                };
            }
        }
    }
    Ok(key.finish())
}

/// The native BC texture: every level's stored blocks, borrowed.
pub(crate) fn prepare_native<'s>(
    source: &'s dyn TextureSource,
    format: GpuFormat,
) -> Result<Prepared<'s>, UploadError> {
    let desc = *source.desc();
    let levels = gpu_levels(&desc, MipRule::D3d9);
    let mut prepared = Prepared {
        desc: GpuTextureDesc {
            dimension: dimension(desc.kind),
            format,
            width: desc.width,
            height: desc.height,
            depth_or_layers: desc.faces(),
            levels,
        },
        levels: Vec::new(),
    };
    for face in 0..desc.faces() {
        for level in 0..levels {
            let data = level_bytes(source, face, level)?;
            prepared.push(level, face, level_extent(&desc, level), data);
        }
    }
    Ok(prepared)
}

/// The BGRA8 texture under `rule`: consumed levels decoded, the rest
/// box-filtered from the level above.
pub(crate) fn prepare_bgra<'s>(
    source: &'s dyn TextureSource,
    rule: MipRule,
) -> Result<Prepared<'s>, UploadError> {
    let desc = *source.desc();
    if !desc.format.is_decodable() {
        return Err(UploadError::Format {
            format: desc.format,
        });
    }
    check_volume(&desc)?;
    let levels = gpu_levels(&desc, rule);
    let consumed = consumed_levels(&desc, rule).min(levels);
    let mut prepared = Prepared {
        desc: GpuTextureDesc {
            dimension: dimension(desc.kind),
            format: GpuFormat::Bgra8,
            width: desc.width,
            height: desc.height,
            depth_or_layers: if desc.kind == TextureKind::Volume {
                desc.depth
            } else {
                desc.faces()
            },
            levels,
        },
        levels: Vec::new(),
    };
    for face in 0..desc.faces() {
        for level in 0..levels {
            let extent = level_extent(&desc, level);
            let written = level < consumed && (level == 0 || source.level(face, level).is_some());
            let pixels = match prepared.levels.last() {
                // Levels of one face are pushed in order: the last is the
                // level above.
                Some(above) if !written => mip(&above.data, above.width, above.height, 0)?.2,
                _ => decode_level(&desc, &level_bytes(source, face, level)?, extent)?,
            };
            prepared.push(level, face, extent, Cow::Owned(pixels));
        }
    }
    Ok(prepared)
}

fn decode_level(
    desc: &TextureDesc,
    bytes: &[u8],
    (w, h, d): (u32, u32, u32),
) -> Result<Vec<u8>, UploadError> {
    if d == 1 {
        return Ok(decode(desc.format, w, h, bytes, 0)?);
    }
    let slice = level_size(desc.format, w, h)?;
    let mut out = Vec::with_capacity(w as usize * h as usize * 4 * d as usize);
    for z in 0..d as usize {
        out.extend(decode(
            desc.format,
            w,
            h,
            &bytes[z * slice..(z + 1) * slice],
            0,
        )?);
    }
    Ok(out)
}

/// A replacement image: BGRA8 level 0 and its full box-filter chain.
pub(crate) fn prepare_replacement(
    width: u32,
    height: u32,
    pixels: &[u8],
) -> Result<Prepared<'_>, UploadError> {
    let levels = full_chain_levels(width, height, 1);
    let mut prepared = Prepared {
        desc: GpuTextureDesc {
            dimension: GpuDimension::D2,
            format: GpuFormat::Bgra8,
            width,
            height,
            depth_or_layers: 1,
            levels,
        },
        levels: Vec::new(),
    };
    prepared.push(0, 0, (width, height, 1), Cow::Borrowed(pixels));
    for level in 1..levels {
        let above = &prepared.levels[prepared.levels.len() - 1];
        let (nw, nh, next) = mip(&above.data, above.width, above.height, 0)?;
        prepared.push(level, 0, (nw, nh, 1), Cow::Owned(next));
    }
    Ok(prepared)
}
