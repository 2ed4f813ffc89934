//! Physical layout of a texture's mip chain in one allocation.
//!
//! Rules (spec 000 for sizes and limits, spec 003 for the layout pitfalls):
//!
//! - Each level is sized by [`level_size`]: DXT levels occupy whole 4x4
//!   blocks, so a 1x1 or 2x2 DXT1 level is still 8 bytes and the next level
//!   starts after them.
//! - Levels follow each other inside a face (2D: one face; cube: six). A
//!   volume level holds its `depth` slices back to back, each slice sized like
//!   a 2D level, and the depth halves with every level as width and height do.
//! - The storage level count is fixed when the layout is made; how many levels
//!   a sampler later uses (an LOD clamp) never changes any offset.
//! - Cube faces start at multiples of a caller-given power-of-two alignment
//!   (1 for D3D9's packed faces; xemu aligns them to 128 bytes). The face
//!   stride is the face's size rounded up to it and never zero.
//! - Limits: 8192 per side, depth 512, 16 levels (never more than the full
//!   chain). All arithmetic is checked.

use std::ops::Range;

use crate::format::{
    Format, MAX_DEPTH, MAX_DIMENSION, MAX_LEVELS, SizeError, full_chain_levels, level_size,
    mip_dimension,
};

/// The shape of a texture.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum TextureKind {
    /// A plain 2D texture (one face, depth 1).
    Texture2d,
    /// A cube texture: six square faces, depth 1.
    Cube,
    /// A volume texture: one face, `depth` slices per level.
    Volume,
}

/// Where one level of one face lives.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct LevelRegion {
    /// Byte offset from the start of the allocation.
    pub offset: usize,
    /// Bytes of the level (all slices).
    pub size: usize,
    /// Width in pixels.
    pub width: u32,
    /// Height in pixels.
    pub height: u32,
    /// Slices (1 unless a volume).
    pub depth: u32,
    /// Bytes of one slice (`size / depth`).
    pub slice_size: usize,
}

impl LevelRegion {
    /// The byte range of the whole level.
    pub fn range(&self) -> Range<usize> {
        self.offset..self.offset + self.size
    }

    /// The byte range of one slice, if `slice < depth`.
    pub fn slice_range(&self, slice: u32) -> Option<Range<usize>> {
        if slice >= self.depth {
            return None;
        }
        let start = self.offset + self.slice_size * slice as usize;
        Some(start..start + self.slice_size)
    }
}

/// The byte layout of every stored level of every face.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TextureLayout {
    kind: TextureKind,
    format: Format,
    levels: u32,
    /// Regions of face 0; other faces add `face_stride`.
    regions: [LevelRegion; MAX_LEVELS as usize],
    face_stride: usize,
    total: usize,
}

impl TextureLayout {
    /// Lays out a 2D texture with `levels` stored levels (0 = full chain).
    pub fn texture_2d(
        format: Format,
        width: u32,
        height: u32,
        levels: u32,
    ) -> Result<Self, SizeError> {
        Self::new(TextureKind::Texture2d, format, width, height, 1, levels, 1)
    }

    /// Lays out a cube texture of `edge` x `edge` faces with `levels` stored
    /// levels (0 = full chain), each face starting at a multiple of
    /// `face_alignment` bytes (a power of two; 1 packs them as D3D9 does).
    pub fn cube(
        format: Format,
        edge: u32,
        levels: u32,
        face_alignment: u32,
    ) -> Result<Self, SizeError> {
        Self::new(
            TextureKind::Cube,
            format,
            edge,
            edge,
            1,
            levels,
            face_alignment,
        )
    }

    /// Lays out a volume texture with `levels` stored levels (0 = full chain).
    pub fn volume(
        format: Format,
        width: u32,
        height: u32,
        depth: u32,
        levels: u32,
    ) -> Result<Self, SizeError> {
        Self::new(TextureKind::Volume, format, width, height, depth, levels, 1)
    }

    fn new(
        kind: TextureKind,
        format: Format,
        width: u32,
        height: u32,
        depth: u32,
        levels: u32,
        face_alignment: u32,
    ) -> Result<Self, SizeError> {
        if !(1..=MAX_DIMENSION).contains(&width) || !(1..=MAX_DIMENSION).contains(&height) {
            return Err(SizeError::Dimension { width, height });
        }
        if !(1..=MAX_DEPTH).contains(&depth) {
            return Err(SizeError::Depth { depth });
        }
        if !face_alignment.is_power_of_two() {
            return Err(SizeError::Alignment {
                alignment: face_alignment,
            });
        }
        let full = full_chain_levels(width, height, depth).min(MAX_LEVELS);
        let levels = if levels == 0 { full } else { levels };
        if levels > full {
            return Err(SizeError::Levels {
                levels,
                max: full,
                width,
                height,
                depth,
            });
        }
        let overflow = SizeError::Overflow {
            width,
            height,
            depth,
        };
        let mut regions = [LevelRegion::default(); MAX_LEVELS as usize];
        let mut offset = 0usize;
        for (level, region) in (0..levels).zip(regions.iter_mut()) {
            let (w, h) = (mip_dimension(width, level), mip_dimension(height, level));
            let d = mip_dimension(depth, level);
            let slice_size = level_size(format, w, h)?;
            let size = slice_size.checked_mul(d as usize).ok_or(overflow.clone())?;
            *region = LevelRegion {
                offset,
                size,
                width: w,
                height: h,
                depth: d,
                slice_size,
            };
            offset = offset.checked_add(size).ok_or(overflow.clone())?;
        }
        let faces: usize = if kind == TextureKind::Cube { 6 } else { 1 };
        let align = face_alignment as usize;
        let face_stride = offset
            .checked_add(align - 1)
            .map(|n| n & !(align - 1))
            .ok_or(overflow.clone())?;
        let total = face_stride.checked_mul(faces).ok_or(overflow)?;
        Ok(Self {
            kind,
            format,
            levels,
            regions,
            face_stride,
            total,
        })
    }

    /// The texture's shape.
    pub fn kind(&self) -> TextureKind {
        self.kind
    }

    /// The texture's format.
    pub fn format(&self) -> Format {
        self.format
    }

    /// Stored levels per face.
    pub fn levels(&self) -> u32 {
        self.levels
    }

    /// Faces: 6 for a cube, else 1.
    pub fn faces(&self) -> u32 {
        if self.kind == TextureKind::Cube { 6 } else { 1 }
    }

    /// Bytes from the start of one face to the next (aligned, never zero).
    pub fn face_stride(&self) -> usize {
        self.face_stride
    }

    /// Bytes of the whole allocation: `face_stride * faces`.
    pub fn total_size(&self) -> usize {
        self.total
    }

    /// Where `level` of `face` lives, if both exist.
    pub fn level(&self, face: u32, level: u32) -> Option<LevelRegion> {
        if face >= self.faces() || level >= self.levels {
            return None;
        }
        let mut region = *self.regions.get(level as usize)?;
        region.offset += self.face_stride * face as usize;
        Some(region)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dxt1_full_chain_uses_whole_blocks() {
        let l = TextureLayout::texture_2d(Format::Dxt1, 16, 16, 0).unwrap();
        assert_eq!(l.levels(), 5);
        // 16x16: 128, 8x8: 32, 4x4: 8, 2x2: 8, 1x1: 8.
        let sizes: Vec<_> = (0..5).map(|i| l.level(0, i).unwrap().size).collect();
        assert_eq!(sizes, [128, 32, 8, 8, 8]);
        assert_eq!(l.level(0, 4).unwrap().offset, 176);
        assert_eq!(l.total_size(), 184);
        assert_eq!(l.level(0, 5), None);
        assert_eq!(l.level(1, 0), None);
    }

    #[test]
    fn storage_levels_are_independent_of_sampling() {
        let one = TextureLayout::cube(Format::Dxt5, 8, 1, 1).unwrap();
        let all = TextureLayout::cube(Format::Dxt5, 8, 4, 1).unwrap();
        assert_eq!(one.face_stride(), 64);
        // 8x8: 64, 4x4: 16, 2x2: 16, 1x1: 16.
        assert_eq!(all.face_stride(), 112);
        assert_eq!(all.level(1, 0).unwrap().offset, 112);
        assert_eq!(
            all.level(5, 3).unwrap().range(),
            5 * 112 + 96..5 * 112 + 112
        );
        assert_eq!(all.total_size(), 6 * 112);
    }

    #[test]
    fn cube_face_alignment() {
        let packed = TextureLayout::cube(Format::Dxt1, 1, 1, 1).unwrap();
        assert_eq!(packed.face_stride(), 8);
        let xemu = TextureLayout::cube(Format::Dxt1, 4, 3, 128).unwrap();
        // 8 + 8 + 8 = 24 bytes per face, each face at a 128-byte boundary.
        assert_eq!(xemu.face_stride(), 128);
        assert_eq!(xemu.level(3, 2).unwrap().offset, 3 * 128 + 16);
        assert_eq!(
            TextureLayout::cube(Format::Dxt1, 4, 1, 96),
            Err(SizeError::Alignment { alignment: 96 })
        );
        assert!(TextureLayout::cube(Format::Dxt1, 4, 1, 0).is_err());
    }

    #[test]
    fn volume_depth_halves() {
        let l = TextureLayout::volume(Format::A8R8G8B8, 4, 4, 4, 0).unwrap();
        assert_eq!(l.levels(), 3);
        let r1 = l.level(0, 1).unwrap();
        assert_eq!((r1.width, r1.height, r1.depth, r1.size), (2, 2, 2, 32));
        assert_eq!(r1.offset, 256);
        assert_eq!(r1.slice_range(1), Some(272..288));
        assert_eq!(r1.slice_range(2), None);
        assert_eq!(l.total_size(), 256 + 32 + 4);
    }

    #[test]
    fn limits() {
        assert!(matches!(
            TextureLayout::texture_2d(Format::L8, 8193, 1, 1),
            Err(SizeError::Dimension { .. })
        ));
        assert_eq!(
            TextureLayout::volume(Format::L8, 1, 1, 513, 1),
            Err(SizeError::Depth { depth: 513 })
        );
        assert!(matches!(
            TextureLayout::texture_2d(Format::L8, 4, 4, 4),
            Err(SizeError::Levels {
                levels: 4,
                max: 3,
                ..
            })
        ));
        let big = TextureLayout::texture_2d(Format::A32B32G32R32F, 8192, 8192, 0).unwrap();
        assert_eq!(big.levels(), 14);
        assert_eq!(big.level(0, 0).unwrap().size, 8192 * 8192 * 16);
    }
}
