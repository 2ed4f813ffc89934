//! Native BC upload eligibility (spec 003), decided per texture, never per
//! level: one ineligible level sends the whole texture to the CPU decoder.
//!
//! A DXT texture goes native only when all of these hold, checked in this
//! order (the first failure is the counted reason):
//!
//! | reason | rule |
//! | --- | --- |
//! | `disabled` | `NINEBRIDGE_NATIVE_BC=0` |
//! | `capability` | the device lacks `TEXTURE_COMPRESSION_BC` |
//! | `format` | the format has no BC equivalent (only DXT1-5 have one) |
//! | `volume` | volume textures (BC 3D textures need a further wgpu feature) |
//! | `block_size` | level 0 is not whole 4x4 blocks (wgpu's rule for BC textures; smaller levels are stored as whole blocks, so 1x1 and 2x2 levels are fine) |
//! | `regen_mips` | `NINEBRIDGE_TEXTURE_REGEN_MIPS=1`: the chain is regenerated in BGRA8 |
//! | `generated_levels` | `AUTOGENMIPMAP`, or a level the game never wrote: those levels are box-filtered in BGRA8 |
//! | `source_size` | a level's bytes are shorter than its whole blocks |
//!
//! DXT2 and DXT4 map to BC2 and BC3: the blocks are the same and, as the CPU
//! decoder does, the stored (premultiplied) colour is sampled as is.

use ninebridge_texture::{Format, level_size};

use crate::backend::GpuFormat;
use crate::config::MipRule;
use crate::source::{TextureDesc, TextureKind, TextureSource, level_extent};

/// Why a DXT texture was CPU-decoded.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Blocked {
    /// `NINEBRIDGE_NATIVE_BC=0`.
    Disabled,
    /// No `TEXTURE_COMPRESSION_BC`.
    Capability,
    /// No BC equivalent.
    Format,
    /// A volume texture.
    Volume,
    /// Level 0 is not whole blocks.
    BlockSize,
    /// The chain is regenerated (`NINEBRIDGE_TEXTURE_REGEN_MIPS=1`).
    RegenMips,
    /// Some level is generated (autogen or never written).
    GeneratedLevels,
    /// A level's bytes are short.
    SourceSize,
}

impl Blocked {
    /// The counter name under `"bc": {"blocked": ...}`.
    pub const fn as_str(self) -> &'static str {
        match self {
            Blocked::Disabled => "disabled",
            Blocked::Capability => "capability",
            Blocked::Format => "format",
            Blocked::Volume => "volume",
            Blocked::BlockSize => "block_size",
            Blocked::RegenMips => "regen_mips",
            Blocked::GeneratedLevels => "generated_levels",
            Blocked::SourceSize => "source_size",
        }
    }
}

/// The BC format a D3D format uploads as, if any.
pub fn bc_format(format: Format) -> Option<GpuFormat> {
    match format {
        Format::Dxt1 => Some(GpuFormat::Bc1),
        Format::Dxt2 | Format::Dxt3 => Some(GpuFormat::Bc2),
        Format::Dxt4 | Format::Dxt5 => Some(GpuFormat::Bc3),
        _ => None,
    }
}

/// The native route's format for this texture, or why it is CPU-decoded.
pub fn eligibility(
    source: &dyn TextureSource,
    native_enabled: bool,
    supports_bc: bool,
    rule: MipRule,
) -> Result<GpuFormat, Blocked> {
    let desc = source.desc();
    if !native_enabled {
        return Err(Blocked::Disabled);
    }
    if !supports_bc {
        return Err(Blocked::Capability);
    }
    let format = bc_format(desc.format).ok_or(Blocked::Format)?;
    if desc.kind == TextureKind::Volume {
        return Err(Blocked::Volume);
    }
    if desc.width % 4 != 0 || desc.height % 4 != 0 {
        return Err(Blocked::BlockSize);
    }
    if rule == MipRule::RegenerateFromLevel0 {
        return Err(Blocked::RegenMips);
    }
    if desc.autogen_mipmap && desc.levels > 1 {
        return Err(Blocked::GeneratedLevels);
    }
    levels_complete(desc, source)?;
    Ok(format)
}

fn levels_complete(desc: &TextureDesc, source: &dyn TextureSource) -> Result<(), Blocked> {
    let levels = if desc.autogen_mipmap { 1 } else { desc.levels };
    for face in 0..desc.faces() {
        for level in 0..levels {
            let bytes = source.level(face, level).ok_or(Blocked::GeneratedLevels)?;
            let (w, h, _) = level_extent(desc, level);
            let needed = level_size(desc.format, w, h).map_err(|_| Blocked::SourceSize)?;
            if bytes.len() < needed {
                return Err(Blocked::SourceSize);
            }
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::source::OwnedSource;

    fn full(desc: TextureDesc) -> OwnedSource {
        let mut s = OwnedSource::new(desc);
        for face in 0..desc.faces() {
            for level in 0..desc.levels {
                let len = s.level_len(level);
                s.write(face, level, vec![0; len]);
            }
        }
        s
    }

    fn check(s: &OwnedSource) -> Result<GpuFormat, Blocked> {
        eligibility(s, true, true, MipRule::D3d9)
    }

    #[test]
    fn dxt_formats_map_to_bc1_3() {
        assert_eq!(bc_format(Format::Dxt1), Some(GpuFormat::Bc1));
        assert_eq!(bc_format(Format::Dxt2), Some(GpuFormat::Bc2));
        assert_eq!(bc_format(Format::Dxt3), Some(GpuFormat::Bc2));
        assert_eq!(bc_format(Format::Dxt4), Some(GpuFormat::Bc3));
        assert_eq!(bc_format(Format::Dxt5), Some(GpuFormat::Bc3));
        assert_eq!(bc_format(Format::A8R8G8B8), None);
        // Spec 003: a 4x4 DXT1 block is 8 bytes, DXT3/DXT5 16, RGBA8 64.
        assert_eq!(GpuFormat::Bc1.image_bytes(4, 4), 8);
        assert_eq!(GpuFormat::Bc2.image_bytes(4, 4), 16);
        assert_eq!(GpuFormat::Bc3.image_bytes(4, 4), 16);
        assert_eq!(GpuFormat::Bgra8.image_bytes(4, 4), 64);
    }

    #[test]
    fn tiny_levels_occupy_whole_blocks() {
        // Spec 003: 1x1, 2x2, 3x3 levels still take one whole block.
        for edge in [1, 2, 3, 4] {
            assert_eq!(GpuFormat::Bc1.image_bytes(edge, edge), 8, "{edge}");
            assert_eq!(GpuFormat::Bc3.image_bytes(edge, edge), 16, "{edge}");
        }
        // A full 8x8 DXT1 chain: 8x8, 4x4, 2x2, 1x1 levels, all native.
        let s = full(TextureDesc::texture_2d(Format::Dxt1, 8, 8, 4));
        assert_eq!(s.level_len(3), 8);
        assert_eq!(check(&s), Ok(GpuFormat::Bc1));
    }

    #[test]
    fn capability_and_switch() {
        let s = full(TextureDesc::texture_2d(Format::Dxt5, 16, 16, 1));
        assert_eq!(
            eligibility(&s, false, true, MipRule::D3d9),
            Err(Blocked::Disabled)
        );
        assert_eq!(
            eligibility(&s, true, false, MipRule::D3d9),
            Err(Blocked::Capability)
        );
        assert_eq!(check(&s), Ok(GpuFormat::Bc3));
    }

    #[test]
    fn non_multiple_of_four_level0_is_blocked() {
        for (w, h) in [(6, 8), (8, 3), (1, 1), (2, 2)] {
            let s = full(TextureDesc::texture_2d(Format::Dxt1, w, h, 1));
            assert_eq!(check(&s), Err(Blocked::BlockSize), "{w}x{h}");
        }
    }

    #[test]
    fn cubes_are_eligible_volumes_are_not() {
        let s = full(TextureDesc::cube(Format::Dxt3, 8, 4));
        assert_eq!(check(&s), Ok(GpuFormat::Bc2));
        let s = full(TextureDesc::volume(Format::Dxt1, 8, 8, 4, 1));
        assert_eq!(check(&s), Err(Blocked::Volume));
    }

    #[test]
    fn one_generated_level_sends_the_whole_texture_to_the_cpu() {
        let mut s = full(TextureDesc::texture_2d(Format::Dxt1, 16, 16, 5));
        s.levels[3] = None;
        assert_eq!(check(&s), Err(Blocked::GeneratedLevels));
        let mut cube = full(TextureDesc::cube(Format::Dxt1, 8, 2));
        cube.levels[5 * 2 + 1] = None;
        assert_eq!(check(&cube), Err(Blocked::GeneratedLevels));
        let mut auto = full(TextureDesc::texture_2d(Format::Dxt1, 16, 16, 5));
        auto.desc.autogen_mipmap = true;
        assert_eq!(check(&auto), Err(Blocked::GeneratedLevels));
        let s = full(TextureDesc::texture_2d(Format::Dxt1, 16, 16, 5));
        assert_eq!(
            eligibility(&s, true, true, MipRule::RegenerateFromLevel0),
            Err(Blocked::RegenMips)
        );
    }

    #[test]
    fn short_source_is_blocked() {
        let mut s = full(TextureDesc::texture_2d(Format::Dxt5, 8, 8, 1));
        s.write(0, 0, vec![0; 63]);
        assert_eq!(check(&s), Err(Blocked::SourceSize));
    }
}
