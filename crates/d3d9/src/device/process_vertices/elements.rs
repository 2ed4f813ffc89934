//! Vertex elements as `ProcessVertices` reads and writes them on the CPU:
//! each `D3DDECLTYPE` to the four floats a vertex shader input receives
//! (missing components read 0, a missing w 1: "D3DDECLTYPE", Direct3D 9
//! reference), and four floats back to the type's bytes for the
//! destination buffer.

use half::f16;
use ninebridge_types::DeclType;

fn f32_at(b: &[u8], i: usize) -> f32 {
    f32::from_le_bytes([b[4 * i], b[4 * i + 1], b[4 * i + 2], b[4 * i + 3]])
}

fn i16_at(b: &[u8], i: usize) -> f32 {
    f32::from(i16::from_le_bytes([b[2 * i], b[2 * i + 1]]))
}

fn u16_at(b: &[u8], i: usize) -> f32 {
    f32::from(u16::from_le_bytes([b[2 * i], b[2 * i + 1]]))
}

fn f16_at(b: &[u8], i: usize) -> f32 {
    f16::from_le_bytes([b[2 * i], b[2 * i + 1]]).to_f32()
}

fn u32_of(b: &[u8]) -> u32 {
    u32::from_le_bytes([b[0], b[1], b[2], b[3]])
}

/// The value of an element of type `ty` stored in `b` (which holds at
/// least `ty.size_in_bytes()` bytes), as the vertex shader reads it.
pub(super) fn read(ty: DeclType, b: &[u8]) -> [f32; 4] {
    let n = ty.component_count() as usize;
    let mut v = [0.0, 0.0, 0.0, 1.0];
    match ty {
        DeclType::Float1 | DeclType::Float2 | DeclType::Float3 | DeclType::Float4 => {
            for (i, c) in v.iter_mut().take(n).enumerate() {
                *c = f32_at(b, i);
            }
        }
        // Bytes B, G, R, A.
        DeclType::D3dColor => {
            v = [b[2], b[1], b[0], b[3]].map(|x| f32::from(x) / 255.0);
        }
        DeclType::UByte4 => v = [b[0], b[1], b[2], b[3]].map(f32::from),
        DeclType::UByte4N => v = [b[0], b[1], b[2], b[3]].map(|x| f32::from(x) / 255.0),
        DeclType::Short2 | DeclType::Short4 => {
            for (i, c) in v.iter_mut().take(n).enumerate() {
                *c = i16_at(b, i);
            }
        }
        // -32768 reads -1 as -32767 does.
        DeclType::Short2N | DeclType::Short4N => {
            for (i, c) in v.iter_mut().take(n).enumerate() {
                *c = (i16_at(b, i) / 32767.0).max(-1.0);
            }
        }
        DeclType::UShort2N | DeclType::UShort4N => {
            for (i, c) in v.iter_mut().take(n).enumerate() {
                *c = u16_at(b, i) / 65535.0;
            }
        }
        DeclType::UDec3 => {
            let w = u32_of(b);
            v = [w & 0x3ff, (w >> 10) & 0x3ff, (w >> 20) & 0x3ff, 1].map(|x| x as f32);
        }
        DeclType::Dec3N => {
            let w = u32_of(b);
            let s = |shift: u32| {
                let x = ((w >> shift) & 0x3ff) as i32;
                let x = if x >= 512 { x - 1024 } else { x };
                (x as f32 / 511.0).max(-1.0)
            };
            v = [s(0), s(10), s(20), 1.0];
        }
        DeclType::Float16x2 | DeclType::Float16x4 => {
            for (i, c) in v.iter_mut().take(n).enumerate() {
                *c = f16_at(b, i);
            }
        }
        DeclType::Unused => {}
    }
    v
}

fn put(out: &mut [u8], at: usize, bytes: &[u8]) {
    out[at..at + bytes.len()].copy_from_slice(bytes);
}

fn unorm(x: f32, max: f32) -> f32 {
    (x.clamp(0.0, 1.0) * max).round()
}

fn snorm(x: f32, max: f32) -> f32 {
    (x.clamp(-1.0, 1.0) * max).round()
}

/// Stores `v` as an element of type `ty` in `out` (at least
/// `ty.size_in_bytes()` bytes). Float types write only the components in
/// `mask` (bit 0 = x), leaving the others as they were; packed types
/// write the whole element.
pub(super) fn write(ty: DeclType, v: [f32; 4], mask: u8, out: &mut [u8]) {
    let n = ty.component_count() as usize;
    match ty {
        DeclType::Float1 | DeclType::Float2 | DeclType::Float3 | DeclType::Float4 => {
            for (i, c) in v.iter().take(n).enumerate() {
                if mask & (1 << i) != 0 {
                    put(out, 4 * i, &c.to_le_bytes());
                }
            }
        }
        DeclType::Float16x2 | DeclType::Float16x4 => {
            for (i, c) in v.iter().take(n).enumerate() {
                if mask & (1 << i) != 0 {
                    put(out, 2 * i, &f16::from_f32(*c).to_le_bytes());
                }
            }
        }
        DeclType::D3dColor => {
            let [r, g, b, a] = v.map(|x| unorm(x, 255.0) as u8);
            put(out, 0, &[b, g, r, a]);
        }
        DeclType::UByte4 => put(out, 0, &v.map(|x| x.clamp(0.0, 255.0).round() as u8)),
        DeclType::UByte4N => put(out, 0, &v.map(|x| unorm(x, 255.0) as u8)),
        DeclType::Short2 | DeclType::Short4 => {
            for (i, c) in v.iter().take(n).enumerate() {
                let x = c.clamp(-32768.0, 32767.0).round() as i16;
                put(out, 2 * i, &x.to_le_bytes());
            }
        }
        DeclType::Short2N | DeclType::Short4N => {
            for (i, c) in v.iter().take(n).enumerate() {
                put(out, 2 * i, &(snorm(*c, 32767.0) as i16).to_le_bytes());
            }
        }
        DeclType::UShort2N | DeclType::UShort4N => {
            for (i, c) in v.iter().take(n).enumerate() {
                put(out, 2 * i, &(unorm(*c, 65535.0) as u16).to_le_bytes());
            }
        }
        DeclType::UDec3 => {
            let [x, y, z, _] = v.map(|c| c.clamp(0.0, 1023.0).round() as u32);
            put(out, 0, &(x | y << 10 | z << 20).to_le_bytes());
        }
        DeclType::Dec3N => {
            let [x, y, z, _] = v.map(|c| (snorm(c, 511.0) as i32 as u32) & 0x3ff);
            put(out, 0, &(x | y << 10 | z << 20).to_le_bytes());
        }
        DeclType::Unused => {}
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn floats_fill_missing_components_with_0_and_w_with_1() {
        // D3DDECLTYPE_FLOAT2: "(value, value, 0, 1)".
        let b: Vec<u8> = [2.0f32, 3.0].iter().flat_map(|f| f.to_le_bytes()).collect();
        assert_eq!(read(DeclType::Float2, &b), [2.0, 3.0, 0.0, 1.0]);
    }

    #[test]
    fn d3dcolor_is_bgra_bytes_both_ways() {
        // D3DDECLTYPE_D3DCOLOR: "4-D packed unsigned bytes mapped to 0. to
        // 1. range ... (R, G, B, A)" from a D3DCOLOR (A in the top byte).
        let b = 0x80ff_4000u32.to_le_bytes();
        let v = read(DeclType::D3dColor, &b);
        assert_eq!(v, [1.0, 64.0 / 255.0, 0.0, 128.0 / 255.0]);
        let mut out = [0u8; 4];
        write(DeclType::D3dColor, v, 0xf, &mut out);
        assert_eq!(u32::from_le_bytes(out), 0x80ff_4000);
    }

    #[test]
    fn float_writes_keep_the_components_outside_the_mask() {
        let mut out: Vec<u8> = [9.0f32; 4].iter().flat_map(|f| f.to_le_bytes()).collect();
        write(DeclType::Float4, [1.0, 2.0, 3.0, 4.0], 0b0011, &mut out);
        assert_eq!(read(DeclType::Float4, &out), [1.0, 2.0, 9.0, 9.0]);
    }

    #[test]
    fn normalised_shorts_round_trip() {
        let mut out = [0u8; 8];
        write(DeclType::Short4N, [1.0, -1.0, 0.5, 0.0], 0xf, &mut out);
        let v = read(DeclType::Short4N, &out);
        assert_eq!(v[0], 1.0);
        assert_eq!(v[1], -1.0);
        assert!((v[2] - 0.5).abs() < 1e-4);
    }
}
