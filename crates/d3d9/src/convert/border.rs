//! `D3DTADDRESS_BORDER`: the value a border texel samples as, and whether
//! a stage's sampler gives it in hardware or the pixel shader emulates it.
//!
//! wgpu's samplers have three border colours (transparent black, opaque
//! black, opaque white) behind `ADDRESS_MODE_CLAMP_TO_BORDER`. A stage
//! whose border value is one of them on a device with the feature uses
//! the hardware border; any other (or any, without the feature) is
//! emulated: the sampler clamps the bordered axes to the edge and the
//! shader blends the value, a renderer uniform, over the sample
//! (`ninebridge_translate::TranslateOptions::border_emulation`). So only
//! the switch between the two compiles a variant, never a colour change.
//! Vertex texture stages (`texldl` in vs_3_0) are emulated the same way,
//! from the vertex renderer block.
//!
//! The border value is the `D3DSAMP_BORDERCOLOR` in the channels of the
//! bound texture's format ([`border_value`]): a border texel reads as a
//! texel of that format whose stored channels are the colour's, with the
//! channels the format lacks filled as D3D9 fills them for its texels
//! (luminance from red into r, g and b; alpha 1 without alpha; green and
//! blue 1 for the one- and two-channel formats; `A8`'s colour 0). That is
//! how a texture unit converts the border register to the texture's
//! format (OpenGL's `TEXTURE_BORDER_COLOR` rule, which Wine relies on); no
//! Windows trace in `../shared` checks it.

use ninebridge_gpu::wgpu;
use ninebridge_types::{Format, SamplerState, TextureAddress, TextureFilterType, d3dcolor_to_rgba};

use crate::state::SamplerStates;

/// How a stage's `D3DTADDRESS_BORDER` is given.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum BorderMode {
    /// No axis has `D3DTADDRESS_BORDER`.
    None,
    /// The sampler's own border colour.
    Hardware(wgpu::SamplerBorderColor),
    /// Clamp to edge, the shader blends `value` in.
    Emulated {
        /// What a border texel samples as (r, g, b, a).
        value: [f32; 4],
        /// Per axis (u, v, w): 1.0 where the address mode is `BORDER`.
        axes: [f32; 3],
        /// The stage filters linearly (its `MAGFILTER` is not point or
        /// none): the blend follows the filter's footprint.
        linear: bool,
    },
}

/// What a border texel of a texture of `format` samples as for border
/// colour `color` (a `D3DCOLOR`); `None` (no texture) gives the colour.
pub fn border_value(format: Option<Format>, color: u32) -> [f32; 4] {
    let [r, g, b, a] = d3dcolor_to_rgba(color);
    let Some(format) = format else {
        return [r, g, b, a];
    };
    use Format as F;
    match format {
        F::L8 | F::L16 => [r, r, r, 1.0],
        F::A8L8 | F::A4L4 => [r, r, r, a],
        F::A8 | F::A1 => [0.0, 0.0, 0.0, a],
        F::R16F | F::R32F => [r, 1.0, 1.0, 1.0],
        F::G16R16 | F::G16R16F | F::G32R32F | F::V8U8 | F::V16U16 | F::CxV8U8 => [r, g, 1.0, 1.0],
        F::R8G8B8
        | F::X8R8G8B8
        | F::X8B8G8R8
        | F::R5G6B5
        | F::X1R5G5B5
        | F::X4R4G4B4
        | F::R3G3B2
        | F::L6V5U5
        | F::X8L8V8U8
        | F::Yuy2
        | F::Uyvy
        | F::Nv12
        | F::Yv12
        | F::Dxt1 => [r, g, b, 1.0],
        _ => [r, g, b, a],
    }
}

/// The hardware border colour equal to `value`, if there is one.
fn named(value: [f32; 4]) -> Option<wgpu::SamplerBorderColor> {
    use wgpu::SamplerBorderColor as C;
    [
        ([0.0, 0.0, 0.0, 0.0], C::TransparentBlack),
        ([0.0, 0.0, 0.0, 1.0], C::OpaqueBlack),
        ([1.0, 1.0, 1.0, 1.0], C::OpaqueWhite),
    ]
    .into_iter()
    .find(|(v, _)| *v == value)
    .map(|(_, c)| c)
}

/// How sampler states `ss` give their border for a texture of `format`
/// bound (`None`: no texture), `hardware` saying whether the device has
/// `ADDRESS_MODE_CLAMP_TO_BORDER`. Unknown address modes count as not
/// `BORDER` (the sampler's resolution refuses them).
pub fn border_mode(ss: &SamplerStates, format: Option<Format>, hardware: bool) -> BorderMode {
    let border = TextureAddress::Border.to_d3d();
    let axes = [
        SamplerState::AddressU,
        SamplerState::AddressV,
        SamplerState::AddressW,
    ]
    .map(|s| if ss.get(s) == border { 1.0 } else { 0.0 });
    if axes == [0.0; 3] {
        return BorderMode::None;
    }
    let value = border_value(format, ss.get(SamplerState::BorderColor));
    match named(value) {
        Some(color) if hardware => BorderMode::Hardware(color),
        _ => BorderMode::Emulated {
            value,
            axes,
            linear: !matches!(
                TextureFilterType::from_d3d(ss.get(SamplerState::MagFilter)),
                Some(TextureFilterType::None | TextureFilterType::Point)
            ),
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn states(address: [TextureAddress; 3], color: u32) -> SamplerStates {
        let mut ss = SamplerStates::default();
        ss.set(SamplerState::AddressU, address[0].to_d3d());
        ss.set(SamplerState::AddressV, address[1].to_d3d());
        ss.set(SamplerState::AddressW, address[2].to_d3d());
        ss.set(SamplerState::BorderColor, color);
        ss
    }

    #[test]
    fn border_value_follows_the_format_channels() {
        let c = 0x80ff_4000;
        let [r, g, b, a] = d3dcolor_to_rgba(c);
        assert_eq!(border_value(Some(Format::A8R8G8B8), c), [r, g, b, a]);
        assert_eq!(border_value(Some(Format::X8R8G8B8), c), [r, g, b, 1.0]);
        assert_eq!(border_value(Some(Format::L8), c), [r, r, r, 1.0]);
        assert_eq!(border_value(Some(Format::A8L8), c), [r, r, r, a]);
        assert_eq!(border_value(Some(Format::A8), c), [0.0, 0.0, 0.0, a]);
        assert_eq!(border_value(Some(Format::R32F), c), [r, 1.0, 1.0, 1.0]);
        assert_eq!(border_value(Some(Format::G16R16F), c), [r, g, 1.0, 1.0]);
        assert_eq!(border_value(None, c), [r, g, b, a]);
    }

    #[test]
    fn border_color_named_by_wgpu_uses_the_hardware_border() {
        use wgpu::SamplerBorderColor as C;
        let t = TextureAddress::Border;
        for (color, want) in [
            (0x0000_0000, C::TransparentBlack),
            (0xff00_0000, C::OpaqueBlack),
            (0xffff_ffff, C::OpaqueWhite),
        ] {
            let ss = states([t; 3], color);
            assert_eq!(
                border_mode(&ss, Some(Format::A8R8G8B8), true),
                BorderMode::Hardware(want)
            );
        }
        // An X8R8G8B8 texture reads transparent black's alpha as 1.
        let ss = states([t; 3], 0);
        assert_eq!(
            border_mode(&ss, Some(Format::X8R8G8B8), true),
            BorderMode::Hardware(C::OpaqueBlack)
        );
    }

    #[test]
    fn border_color_emulated_for_arbitrary_colour() {
        let (w, b) = (TextureAddress::Wrap, TextureAddress::Border);
        let ss = states([w, b, w], 0x80ff_0000);
        assert_eq!(
            border_mode(&ss, Some(Format::A8R8G8B8), true),
            BorderMode::Emulated {
                value: d3dcolor_to_rgba(0x80ff_0000),
                axes: [0.0, 1.0, 0.0],
                linear: false,
            }
        );
        // R32F reads (r, 1, 1, 1): opaque black is no wgpu colour there.
        let ss = states([b; 3], 0xff00_0000);
        assert_eq!(
            border_mode(&ss, Some(Format::R32F), true),
            BorderMode::Emulated {
                value: [0.0, 1.0, 1.0, 1.0],
                axes: [1.0; 3],
                linear: false,
            }
        );
    }

    #[test]
    fn border_color_emulated_without_the_hardware_feature() {
        let mut ss = states([TextureAddress::Border; 3], 0xffff_ffff);
        ss.set(SamplerState::MagFilter, TextureFilterType::Linear.to_d3d());
        assert_eq!(
            border_mode(&ss, None, false),
            BorderMode::Emulated {
                value: [1.0; 4],
                axes: [1.0; 3],
                linear: true,
            }
        );
    }

    #[test]
    fn no_border_axis_means_no_border() {
        let ss = states([TextureAddress::Clamp; 3], 0x1234_5678);
        assert_eq!(border_mode(&ss, None, true), BorderMode::None);
    }
}
