//! DXT lines: two 4x4 blocks decoded to one 4 x 8 line of 8888 texels.
//!
//! Decision: the block decoding is `ninebridge-texture`'s DXT1/3/5 decoder (a
//! texture-format crate with no D3D9 device dependency), rather than a second
//! copy of the same arithmetic here. It reads blocks in the BC layout (two
//! 5:6:5 endpoints, then the 2-bit indices; DXT3/5 alpha before colour). Spec
//! 002 does not describe the PSP's own block byte order, so the model takes
//! blocks in that layout; the cache behaviour (line shape, sets, tags, the
//! 8x/4x footprint) does not depend on it. The decoded BGRA8 is swapped to
//! the GE's 8888 byte order (R, G, B, A).

use ninebridge_texture::{Format, decode_into};

use crate::format::TexFormat;

/// Decodes the two blocks of a DXT line (`blocks` holds the upper block then
/// the lower one, each `block_bytes` long) into 8 rows of 16 bytes.
/// Returns `false` for a non-DXT format or short input (the caller has
/// already checked both, so this never happens in practice).
pub(crate) fn decode_line(format: TexFormat, blocks: &[u8], line: &mut [u8; 128]) -> bool {
    let (d3d, block) = match format {
        TexFormat::Dxt1 => (Format::Dxt1, 8),
        TexFormat::Dxt3 => (Format::Dxt3, 16),
        TexFormat::Dxt5 => (Format::Dxt5, 16),
        _ => return false,
    };
    if decode_into(d3d, 4, 8, blocks, block, line).is_err() {
        return false;
    }
    for texel in line.chunks_exact_mut(4) {
        texel.swap(0, 2);
    }
    true
}
