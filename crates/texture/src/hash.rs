//! Content keys: the XXH3 seeded chain that names a texture in the GPU cache.
//!
//! ```text
//! key = 1469598103934665603            (FNV-1a offset basis as the first seed)
//! key = XXH3(&guest_address, 4, key)
//! key = XXH3(&format, 4, key)
//! key = XXH3(&width, 4, key)
//! key = XXH3(&height, 4, key)          (cube: no height; volume: then depth)
//! key = XXH3(level-0 bytes, size, key) (cube: each face in turn; volume: all slices)
//! if key == 0 { key = 1 }
//! ```
//!
//! Integers are hashed as their 4 little-endian bytes. XXH3-64 with a seed is
//! `xxhash_rust::xxh3::xxh3_64_with_seed` (the same function as xxHash 0.8's
//! `XXH3_64bits_withSeed`). The guest address is part of the key, so identical
//! bytes at two addresses are two cache entries; 0 is reserved for "no key".

use xxhash_rust::xxh3::xxh3_64_with_seed;

use crate::format::Format;

/// A content key being built, one field at a time, in the order of the chain.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ContentKey {
    state: u64,
}

impl Default for ContentKey {
    fn default() -> Self {
        Self::new()
    }
}

impl ContentKey {
    /// The initial seed: the 64-bit FNV-1a offset basis.
    pub const SEED: u64 = 1_469_598_103_934_665_603;

    /// A chain at its initial seed.
    pub const fn new() -> Self {
        Self { state: Self::SEED }
    }

    /// Chains a 32-bit field (hashed as 4 little-endian bytes).
    #[must_use]
    pub fn u32(self, value: u32) -> Self {
        self.bytes(&value.to_le_bytes())
    }

    /// Chains a run of bytes.
    #[must_use]
    pub fn bytes(self, bytes: &[u8]) -> Self {
        Self {
            state: xxh3_64_with_seed(bytes, self.state),
        }
    }

    /// The finished key: the chain's value, with 0 mapped to 1.
    pub const fn finish(self) -> u64 {
        if self.state == 0 { 1 } else { self.state }
    }
}

/// Key of a 2D texture: guest address, format, width, height, level-0 bytes.
pub fn content_key_2d(guest: u32, format: Format, width: u32, height: u32, level0: &[u8]) -> u64 {
    ContentKey::new()
        .u32(guest)
        .u32(format.to_d3d())
        .u32(width)
        .u32(height)
        .bytes(level0)
        .finish()
}

/// Key of a cube texture: guest address, format, edge length, then each
/// face's level-0 bytes in face order (no height field).
pub fn content_key_cube(guest: u32, format: Format, edge: u32, faces: &[&[u8]; 6]) -> u64 {
    faces
        .iter()
        .fold(
            ContentKey::new().u32(guest).u32(format.to_d3d()).u32(edge),
            |key, face| key.bytes(face),
        )
        .finish()
}

/// Key of a volume texture: guest address, format, width, height, depth, then
/// the level-0 bytes of all slices.
pub fn content_key_volume(
    guest: u32,
    format: Format,
    width: u32,
    height: u32,
    depth: u32,
    slices: &[u8],
) -> u64 {
    ContentKey::new()
        .u32(guest)
        .u32(format.to_d3d())
        .u32(width)
        .u32(height)
        .u32(depth)
        .bytes(slices)
        .finish()
}
