//! Samplers: the hashable key of a stage's sampler states and its wgpu
//! descriptor. The key holds only what the descriptor is made of (filters
//! after the anisotropy rule of `anisotropy.rs`, clamps, anisotropy), so
//! the override and the bound texture's level count take part in it only
//! through what they resolve to.

use ninebridge_gpu::wgpu;

use super::BorderMode;
use crate::error::{D3dResult, invalid, not_available};
use crate::state::SamplerStates;
use ninebridge_types::{SamplerState, TextureAddress, TextureFilterType};

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
    /// A shadow-map comparison sampler (`LESSEQUAL`).
    compare: bool,
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

/// What a sampler's resolution depends on besides its states.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct SamplerContext {
    /// Whether the device has `ADDRESS_MODE_CLAMP_TO_BORDER`.
    pub border_supported: bool,
    /// Levels of the texture bound to the stage (1 without one).
    pub mip_levels: u32,
    /// `NINEBRIDGE_ANISOTROPY`'s value, if any.
    pub anisotropy_override: Option<u16>,
    /// The format of the texture bound to the stage (the border value is
    /// in its channels: [`super::border_value`]).
    pub texture_format: Option<ninebridge_types::Format>,
    /// The stage's shaders can emulate a border colour (the device's pixel
    /// and vertex shaders can); without it a border colour wgpu lacks is
    /// refused.
    pub border_emulation: bool,
    /// The stage samples a hardware shadow map: the sampler compares
    /// (`LESSEQUAL`: 1 where the coordinate's depth is at most the stored
    /// one, as NVIDIA's and AMD's D3D9 drivers do).
    pub compare: bool,
}

/// A stage's resolved sampler: its key and whether the override raised
/// its anisotropy (counted, never part of the key).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ResolvedSampler {
    /// The key (the descriptor's content).
    pub key: SamplerKey,
    /// The anisotropy override gave more than the game's states.
    pub raised: bool,
}

/// The sampler key of a stage's states without a texture's level count
/// nor an override (one level: no anisotropy). `border_supported` says
/// whether the device has `ADDRESS_MODE_CLAMP_TO_BORDER`.
#[cfg(test)]
pub fn sampler_key(ss: &SamplerStates, border_supported: bool) -> D3dResult<SamplerKey> {
    resolve_sampler(
        ss,
        SamplerContext {
            border_supported,
            mip_levels: 1,
            anisotropy_override: None,
            texture_format: None,
            border_emulation: true,
            compare: false,
        },
    )
    .map(|r| r.key)
}

/// The sampler of a stage's states in `ctx`.
pub fn resolve_sampler(ss: &SamplerStates, ctx: SamplerContext) -> D3dResult<ResolvedSampler> {
    let border_supported = ctx.border_supported;
    use SamplerState::*;
    let mut addr = [
        address(ss.get(AddressU))?,
        address(ss.get(AddressV))?,
        address(ss.get(AddressW))?,
    ];
    let border = match super::border_mode(ss, ctx.texture_format, border_supported) {
        BorderMode::None => None,
        BorderMode::Hardware(color) => Some(color),
        // The shader blends the border in over a sample clamped to the
        // edge (`convert/border.rs`).
        BorderMode::Emulated { .. } if ctx.border_emulation => {
            for a in &mut addr {
                if *a == wgpu::AddressMode::ClampToBorder {
                    *a = wgpu::AddressMode::ClampToEdge;
                }
            }
            None
        }
        BorderMode::Emulated { value, .. } => {
            return Err(not_available!(
                "border value {value:?} of colour {:#010x} on a stage whose shaders do not emulate it: wgpu's samplers have transparent black, opaque black and opaque white only{}",
                ss.get(BorderColor),
                if border_supported {
                    ""
                } else {
                    " (and this device none)"
                }
            ));
        }
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
    // MAXMIPLEVEL picks the largest level used; without mipmapping
    // (MIPFILTER NONE) Windows samples level 0 whatever it says (Wine's
    // `maxmip_test`).
    let lod_min = if lod_max == 0.0 {
        0
    } else {
        ss.get(MaxMipLevel).min(15)
    };
    let decision = super::anisotropy_rule(
        (ss.get(MinFilter), ss.get(MagFilter), v),
        ss.get(MaxAnisotropy),
        ctx.mip_levels,
        ctx.anisotropy_override,
    );
    // wgpu: anisotropy above 1 needs every filter linear (the rule only
    // asks for it where min and mag filters already are).
    let (min, mag, mip) = if decision.all_linear {
        (
            wgpu::FilterMode::Linear,
            wgpu::FilterMode::Linear,
            wgpu::MipmapFilterMode::Linear,
        )
    } else {
        (min, mag, mip)
    };
    if border.is_none() {
        // Keep keys canonical: the border colour only matters with BORDER.
        for a in &mut addr {
            debug_assert_ne!(*a, wgpu::AddressMode::ClampToBorder);
        }
    }
    let key = SamplerKey {
        address: addr,
        mag,
        min,
        mip,
        lod_min,
        lod_max_bits: lod_max.max(lod_min as f32).to_bits(),
        anisotropy: decision.clamp,
        border,
        compare: ctx.compare,
    };
    Ok(ResolvedSampler {
        key,
        raised: decision.raised,
    })
}

impl SamplerKey {
    /// Whether the sampler compares (a shadow map's `LESSEQUAL`).
    pub fn compares(&self) -> bool {
        self.compare
    }

    /// wgpu's `anisotropy_clamp` of this sampler (1: off).
    pub fn anisotropy(&self) -> u16 {
        self.anisotropy
    }

    /// The wgpu descriptor of this key. `MIPMAPLODBIAS` has no wgpu
    /// equivalent: the pixel shader adds it (see the crate documentation).
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
            compare: self.compare.then_some(wgpu::CompareFunction::LessEqual),
            anisotropy_clamp: self.anisotropy,
            border_color: self.border,
        }
    }
}
