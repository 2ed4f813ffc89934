//! Helpers shared by the integration tests.
#![allow(dead_code)]

use ninebridge_gecache::{Ge, Sprite, TexFormat, TextureRegs};

/// A machine with 1 MiB of memory.
pub fn ge() -> Ge {
    Ge::new(1 << 20).unwrap()
}

/// Linear registers at `addr`, level 0.
pub fn regs(addr: u32, bufw: u32, format: TexFormat, width: u32, height: u32) -> TextureRegs {
    TextureRegs {
        addr,
        bufw,
        format,
        width,
        height,
        swizzled: false,
        level: 0,
    }
}

/// Sets a linear texture.
pub fn set(ge: &mut Ge, addr: u32, bufw: u32, format: TexFormat, width: u32, height: u32) {
    ge.set_texture(regs(addr, bufw, format, width, height))
        .unwrap();
}

/// Whether texel `(u, v)` hits.
pub fn hit(ge: &mut Ge, u: u32, v: u32) -> bool {
    ge.sample(u, v).unwrap().hit
}

/// The value of texel `(u, v)`.
pub fn value(ge: &mut Ge, u: u32, v: u32) -> u32 {
    ge.sample(u, v).unwrap().value
}

/// Fills `len` bytes at `addr` with one byte.
pub fn fill(ge: &mut Ge, addr: u32, len: usize, byte: u8) {
    ge.write(addr, &vec![byte; len]).unwrap();
}

/// Writes 32-bit words at `addr`.
pub fn words(ge: &mut Ge, addr: u32, words: &[u32]) {
    let bytes: Vec<u8> = words.iter().flat_map(|w| w.to_le_bytes()).collect();
    ge.write(addr, &bytes).unwrap();
}

/// A unique marker for texel `(x, y)` of a 32-bit image.
pub fn marker(x: u32, y: u32) -> u32 {
    0xC000_0000 | y << 12 | x
}

/// Fills a `w` x `h` 8888 image (stride `w`) at `addr` with [`marker`]s.
pub fn markers(ge: &mut Ge, addr: u32, w: u32, h: u32) {
    let all: Vec<u32> = (0..h)
        .flat_map(|y| (0..w).map(move |x| marker(x, y)))
        .collect();
    words(ge, addr, &all);
}

/// The 32-bit pixel at `(x, y)` of an image with stride `w` at `addr`.
pub fn pixel32(ge: &Ge, addr: u32, w: u32, x: u32, y: u32) -> u32 {
    let at = (addr + (y * w + x) * 4) as usize;
    u32::from_le_bytes(ge.memory()[at..at + 4].try_into().unwrap())
}

/// A sprite drawn onto the texture at `fb` (stride `w`), replace, no
/// filtering.
pub fn sprite(fb: u32, w: u32, width: u32, height: u32) -> Sprite {
    Sprite {
        fb,
        fb_bufw: w,
        x: 0,
        y: 0,
        width,
        height,
        u: 0,
        v: 0,
        du: 1,
        dv: 1,
        bilinear: false,
        blend: ninebridge_gecache::Blend::Replace,
        prim: ninebridge_gecache::Primitive::Sprite,
    }
}
