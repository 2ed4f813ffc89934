//! The resource formats of `srv` and `rtv` blocks on the CPU runner, as the
//! GPU runner creates them (`run::textures::format_of`): A32B32G32R32F,
//! R32F, G32R32F and A16B16G16R16F. Textures decode to (r, g, b, a) with
//! D3D9's 1 for the channels a float format lacks; render targets store
//! what the format holds and are probed word by word, as the GPU runner
//! reads a locked surface.

use super::InterpCaseError;

/// A float resource format of the case files.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Format {
    /// `r32g32b32a32-float`: A32B32G32R32F.
    Rgba32f,
    /// `r32-float`: R32F.
    R32f,
    /// `r32g32-float`: G32R32F.
    Rg32f,
    /// `r16g16b16a16-float`: A16B16G16R16F.
    Rgba16f,
}

impl Format {
    /// The format of a case's format name.
    pub(crate) fn parse(name: &str) -> Result<Format, InterpCaseError> {
        Ok(match name {
            "r32g32b32a32-float" => Format::Rgba32f,
            "r32-float" => Format::R32f,
            "r32g32-float" => Format::Rg32f,
            "r16g16b16a16-float" => Format::Rgba16f,
            _ => return Err(InterpCaseError::Format(name.to_string())),
        })
    }

    /// Bytes per texel.
    pub(crate) fn bytes(self) -> usize {
        match self {
            Format::Rgba32f => 16,
            Format::R32f => 4,
            Format::Rg32f | Format::Rgba16f => 8,
        }
    }

    /// One texel's bytes as (r, g, b, a); channels the format lacks read 1.
    pub(crate) fn decode(self, t: &[u8]) -> [f32; 4] {
        let f = |i: usize| f32::from_le_bytes([t[4 * i], t[4 * i + 1], t[4 * i + 2], t[4 * i + 3]]);
        let h = |i: usize| half::f16::from_le_bytes([t[2 * i], t[2 * i + 1]]).to_f32();
        match self {
            Format::Rgba32f => [f(0), f(1), f(2), f(3)],
            Format::R32f => [f(0), 1.0, 1.0, 1.0],
            Format::Rg32f => [f(0), f(1), 1.0, 1.0],
            Format::Rgba16f => [h(0), h(1), h(2), h(3)],
        }
    }

    /// What a render target of this format stores for `v`, as the 32-bit
    /// words a probe reads (16-bit channels round to nearest even, two to a
    /// word).
    pub(crate) fn store(self, v: [f32; 4]) -> Vec<u32> {
        match self {
            Format::Rgba32f => v.iter().map(|x| x.to_bits()).collect(),
            Format::R32f => vec![v[0].to_bits()],
            Format::Rg32f => vec![v[0].to_bits(), v[1].to_bits()],
            Format::Rgba16f => {
                let h = |x: f32| u32::from(half::f16::from_f32(x).to_bits());
                vec![h(v[0]) | h(v[1]) << 16, h(v[2]) | h(v[3]) << 16]
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn float_formats_fill_missing_channels_with_one() {
        let bytes: Vec<u8> = [0.5f32, 0.25]
            .iter()
            .flat_map(|f| f.to_le_bytes())
            .collect();
        assert_eq!(Format::R32f.decode(&bytes), [0.5, 1.0, 1.0, 1.0]);
        assert_eq!(Format::Rg32f.decode(&bytes), [0.5, 0.25, 1.0, 1.0]);
        // Halves 1.0 (0x3c00), -2.0 (0xc000), 0.5 (0x3800), 0 in A16B16G16R16F.
        let halves = [0x00, 0x3c, 0x00, 0xc0, 0x00, 0x38, 0x00, 0x00];
        assert_eq!(Format::Rgba16f.decode(&halves), [1.0, -2.0, 0.5, 0.0]);
    }

    #[test]
    fn targets_store_what_the_format_holds() {
        let v = [0.1f32, 2.0, 3.0, 4.0];
        assert_eq!(Format::R32f.store(v), vec![0.1f32.to_bits()]);
        assert_eq!(Format::Rg32f.store(v).len(), 2);
        // 0.1 rounds to the half 0x2e66; 2.0 is 0x4000.
        assert_eq!(Format::Rgba16f.store(v)[0], 0x2e66 | 0x4000 << 16);
    }
}
