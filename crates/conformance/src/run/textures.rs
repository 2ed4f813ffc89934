//! Textures from `srv` blocks (2D, volume and cube, every level filled from
//! the block's data) and sampler state from `sampler` blocks.

use ninebridge_d3d9::{Format, SamplerState, TextureId};

use super::{CaseError, CaseRun};
use crate::{SizeKind, hex_bytes, parse_size};
use ninebridge_types::{LockFlags, Pool, Usage};

/// The D3D9 format of a resource format name.
pub(super) fn format_of(name: &str) -> Result<Format, CaseError> {
    match name {
        "r32g32b32a32-float" => Ok(Format::A32B32G32R32F),
        "r32-float" => Ok(Format::R32F),
        "r32g32-float" => Ok(Format::G32R32F),
        "r16g16b16a16-float" => Ok(Format::A16B16G16R16F),
        _ => Err(CaseError::Format(name.to_string())),
    }
}

impl CaseRun<'_> {
    /// The texture of `srv` block `index`, created and filled on first use.
    pub(super) fn texture(&mut self, index: usize) -> Result<TextureId, CaseError> {
        if let Some(t) = self.block_textures.get(&index) {
            return Ok(*t);
        }
        let b = self.block(index)?;
        let format = format_of(b.format.as_deref().unwrap_or("?"))?;
        let (w, h, d, kind) = parse_size(b.size.as_deref().unwrap_or(""))?;
        let levels = b.levels.unwrap_or(1).max(1);
        let data = hex_bytes(b.data_u32_hex.as_deref().unwrap_or(""))?;
        let dev = &mut self.device;
        let texel = ninebridge_d3d9::format_info(format)?.host_bytes as usize;
        let mut offset = 0usize;
        let mut take = |len: usize| -> Result<Vec<u8>, CaseError> {
            let chunk = data
                .get(offset..offset + len)
                .ok_or(CaseError::ShortTextureData {
                    len: data.len(),
                    offset,
                })?
                .to_vec();
            offset += len;
            Ok(chunk)
        };
        let level_len = |l: u32, depth: u32| {
            let edge = |e: u32| e.checked_shr(l).unwrap_or(0).max(1) as usize;
            let (lw, lh, ld) = (edge(w), edge(h), edge(depth));
            lw * lh * ld * texel
        };
        let tex = match kind {
            SizeKind::TwoD => {
                let t = dev.create_texture(w, h, levels, Usage::empty(), format, Pool::Managed)?;
                for l in 0..levels {
                    let bytes = take(level_len(l, 1))?;
                    dev.lock_rect(t, l, None, LockFlags::empty())?
                        .bits
                        .copy_from_slice(&bytes);
                    dev.unlock_rect(t, l)?;
                }
                t
            }
            SizeKind::Volume => {
                let t = dev.create_volume_texture(
                    w,
                    h,
                    d,
                    levels,
                    Usage::empty(),
                    format,
                    Pool::Managed,
                )?;
                for l in 0..levels {
                    let bytes = take(level_len(l, d))?;
                    dev.lock_box(t, l, LockFlags::empty())?
                        .bits
                        .copy_from_slice(&bytes);
                    dev.unlock_box(t, l)?;
                }
                t
            }
            SizeKind::Cube => {
                use ninebridge_d3d9::CubeFace::*;
                let t =
                    dev.create_cube_texture(w, levels, Usage::empty(), format, Pool::Managed)?;
                for face in [
                    PositiveX, NegativeX, PositiveY, NegativeY, PositiveZ, NegativeZ,
                ] {
                    for l in 0..levels {
                        let bytes = take(level_len(l, 1))?;
                        dev.lock_cube_rect(t, face, l, None, LockFlags::empty())?
                            .bits
                            .copy_from_slice(&bytes);
                        dev.unlock_cube_rect(t, face, l)?;
                    }
                }
                t
            }
        };
        self.block_textures.insert(index, tex);
        Ok(tex)
    }

    /// Sets stage `stage`'s sampler states from a `sampler` block's lines.
    pub(super) fn sampler(&mut self, stage: u32, lines: &[String]) -> Result<(), CaseError> {
        let dev = &mut self.device;
        let mut set = |s, v| dev.set_sampler_state(stage, s, v).map_err(CaseError::from);
        // A declared sampler defaults to point filtering and clamp.
        for s in [
            SamplerState::AddressU,
            SamplerState::AddressV,
            SamplerState::AddressW,
        ] {
            set(s, 3)?;
        }
        for s in [
            SamplerState::MinFilter,
            SamplerState::MagFilter,
            SamplerState::MipFilter,
        ] {
            set(s, 1)?;
        }
        for line in lines {
            let words: Vec<&str> = line.split_whitespace().collect();
            match words.as_slice() {
                [] => {}
                [comment, ..] if comment.starts_with('%') => {}
                ["filter", min, mag, mip] => {
                    let f = |name: &str| match name {
                        "point" => Ok(1),
                        "linear" => Ok(2),
                        _ => Err(CaseError::SamplerFilter(name.to_string())),
                    };
                    set(SamplerState::MinFilter, f(min)?)?;
                    set(SamplerState::MagFilter, f(mag)?)?;
                    set(SamplerState::MipFilter, f(mip)?)?;
                }
                ["address", modes @ ..] if modes.len() == 3 => {
                    for (s, name) in [
                        SamplerState::AddressU,
                        SamplerState::AddressV,
                        SamplerState::AddressW,
                    ]
                    .into_iter()
                    .zip(modes)
                    {
                        let v = match *name {
                            "wrap" => 1,
                            "mirror" => 2,
                            "clamp" => 3,
                            "border" => 4,
                            other => return Err(CaseError::SamplerAddress(other.to_string())),
                        };
                        set(s, v)?;
                    }
                }
                _ => return Err(CaseError::SamplerLine(line.clone())),
            }
        }
        Ok(())
    }
}
