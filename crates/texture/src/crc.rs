//! The TexMod CRC32 that matches `.hvt` texture-pack entries.
//!
//! TexMod's key is the reflected IEEE CRC32 (polynomial `0xEDB88320`, initial
//! value `0xFFFFFFFF`) *without* the final XOR, computed over the raw level-0
//! bytes in the texture's D3D format. Without the final XOR it is exactly the
//! bitwise NOT of the standard CRC-32, so it is built on `crc32fast`, which
//! uses the CPU's carry-less multiply (PCLMULQDQ / PMULL) where available,
//! rather than on a hand-written table loop.

/// TexMod's uncomplemented CRC32 of `bytes`.
///
/// ```
/// assert_eq!(ninebridge_texture::crc::texmod_crc32(b"123456789"), 0x340b_c6d9);
/// ```
pub fn texmod_crc32(bytes: &[u8]) -> u32 {
    !crc32fast::hash(bytes)
}

/// Streaming form of [`texmod_crc32`], for bytes that arrive in pieces.
#[derive(Clone, Debug, Default)]
pub struct TexModCrc32 {
    inner: crc32fast::Hasher,
}

impl TexModCrc32 {
    /// A CRC over no bytes yet.
    pub fn new() -> Self {
        Self::default()
    }

    /// Adds `bytes`.
    pub fn update(&mut self, bytes: &[u8]) {
        self.inner.update(bytes);
    }

    /// The CRC of everything added.
    pub fn finish(&self) -> u32 {
        !self.inner.clone().finalize()
    }
}
