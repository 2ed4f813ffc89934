//! `D3DCOLOR` (a `DWORD` 0xAARRGGBB) packing and unpacking.

use crate::light::ColorValue;

/// `D3DCOLOR_ARGB(a, r, g, b)`.
pub const fn d3dcolor_argb(a: u8, r: u8, g: u8, b: u8) -> u32 {
    (a as u32) << 24 | (r as u32) << 16 | (g as u32) << 8 | b as u32
}

/// `D3DCOLOR_RGBA(r, g, b, a)`: the same packing, arguments in RGBA order.
pub const fn d3dcolor_rgba(r: u8, g: u8, b: u8, a: u8) -> u32 {
    d3dcolor_argb(a, r, g, b)
}

/// `D3DCOLOR_XRGB(r, g, b)`: opaque.
pub const fn d3dcolor_xrgb(r: u8, g: u8, b: u8) -> u32 {
    d3dcolor_argb(0xff, r, g, b)
}

/// Splits a `D3DCOLOR` into normalised `[r, g, b, a]`.
pub fn d3dcolor_to_rgba(color: u32) -> [f32; 4] {
    let channel = |shift: u32| ((color >> shift) & 0xff) as f32 / 255.0;
    [channel(16), channel(8), channel(0), channel(24)]
}

/// `D3DCOLOR_COLORVALUE(r, g, b, a)`: each channel times 255, truncated as
/// the macro's `DWORD` cast does (inputs are clamped to [0, 1] first).
pub fn rgba_to_d3dcolor([r, g, b, a]: [f32; 4]) -> u32 {
    let byte = |v: f32| (v.clamp(0.0, 1.0) * 255.0) as u8;
    d3dcolor_argb(byte(a), byte(r), byte(g), byte(b))
}

impl From<u32> for ColorValue {
    /// A `D3DCOLOR` as a [`ColorValue`].
    fn from(color: u32) -> Self {
        let [r, g, b, a] = d3dcolor_to_rgba(color);
        ColorValue { r, g, b, a }
    }
}

impl ColorValue {
    /// The colour as `[r, g, b, a]`.
    pub const fn to_array(self) -> [f32; 4] {
        [self.r, self.g, self.b, self.a]
    }
}
