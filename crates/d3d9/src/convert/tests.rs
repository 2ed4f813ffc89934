//! Unit tests of the mappings, with D3D9's values.

use super::*;
use ninebridge_gpu::wgpu;

use crate::state::{RenderStates, SamplerStates};
use ninebridge_types::{DeclType, Format, PrimitiveType, RenderState, SamplerState};

#[test]
fn r32f_expands_missing_channels_to_one() {
    let src = [2.5f32.to_le_bytes(), (-1.0f32).to_le_bytes()].concat();
    let out = convert_texels(Format::R32F, &src);
    let floats: Vec<f32> = out
        .chunks(4)
        .map(|c| f32::from_le_bytes(c.try_into().unwrap()))
        .collect();
    assert_eq!(floats, [2.5, 1.0, 1.0, 1.0, -1.0, 1.0, 1.0, 1.0]);
}

#[test]
fn texture_core_formats_decode_to_bgra8() {
    // L8 0x80 reads (0x80, 0x80, 0x80, 0xff).
    assert_eq!(level_bytes(Format::L8, 2, 1, 1).unwrap(), 2);
    assert_eq!(
        convert_level(Format::L8, 2, 1, 1, &[0x80, 0x00]).unwrap(),
        [0x80, 0x80, 0x80, 0xff, 0, 0, 0, 0xff]
    );
    // One DXT1 block: colour0 pure red, all indices 0 -> red everywhere,
    // for a 2x2 level too (the block is still 8 bytes).
    let block = [0x00, 0xf8, 0x1f, 0x00, 0, 0, 0, 0];
    assert_eq!(level_bytes(Format::Dxt1, 2, 2, 1).unwrap(), 8);
    let out = convert_level(Format::Dxt1, 2, 2, 1, &block).unwrap();
    assert_eq!(out, [0, 0, 0xff, 0xff].repeat(4));
    assert!(convert_level(Format::Dxt1, 4, 4, 1, &block[..4]).is_err());
}

/// `Format` names every D3DFORMAT; the device refuses those it has no
/// GPU format for, and `D3DDECLTYPE_UNUSED` outside the end marker.
#[test]
fn unsupported_formats_and_unused_decl_type_are_errors() {
    for format in [Format::Unknown, Format::P8, Format::Index16, Format::Rawz] {
        assert!(format_info(format).is_err(), "{format:?}");
    }
    assert!(vertex_format(DeclType::Unused).is_err());
}

#[test]
fn x8r8g8b8_alpha_is_opaque() {
    assert_eq!(
        convert_texels(Format::X8R8G8B8, &[1, 2, 3, 0]),
        [1, 2, 3, 255]
    );
}

#[test]
fn default_states_map_to_d3d9_behaviour() {
    let rs = RenderStates::default();
    assert_eq!(blend(&rs).unwrap(), None);
    assert_eq!(
        cull(&rs).unwrap(),
        (wgpu::FrontFace::Cw, Some(wgpu::Face::Back))
    );
    assert_eq!(write_mask(&rs, 0), wgpu::ColorWrites::ALL);
    let key = sampler_key(&SamplerStates::default(), false).unwrap();
    let d = key.descriptor();
    assert_eq!(d.address_mode_u, wgpu::AddressMode::Repeat);
    assert_eq!(d.mag_filter, wgpu::FilterMode::Nearest);
    assert_eq!(d.lod_max_clamp, 0.0, "MIPFILTER NONE samples level 0 only");
}

#[test]
fn separate_alpha_blend() {
    let mut rs = RenderStates::default();
    rs.set(RenderState::AlphaBlendEnable, 1);
    rs.set(RenderState::SrcBlend, 5);
    rs.set(RenderState::DestBlend, 6);
    rs.set(RenderState::SeparateAlphaBlendEnable, 1);
    rs.set(RenderState::BlendOpAlpha, 5);
    let b = blend(&rs).unwrap().unwrap();
    assert_eq!(b.color.src_factor, wgpu::BlendFactor::SrcAlpha);
    assert_eq!(b.alpha.operation, wgpu::BlendOperation::Max);
    assert_eq!(b.alpha.src_factor, wgpu::BlendFactor::One);
    rs.set(RenderState::SrcBlend, 99);
    assert!(matches!(blend(&rs), Err(crate::D3dError::InvalidCall(_))));
}

#[test]
fn border_color_emulated_samples_clamped_to_edge() {
    let mut ss = SamplerStates::default();
    ss.set(SamplerState::AddressU, 4);
    ss.set(SamplerState::BorderColor, 0xff123456);
    let d = sampler_key(&ss, true).unwrap().descriptor();
    assert_eq!(d.address_mode_u, wgpu::AddressMode::ClampToEdge);
    assert_eq!(d.border_color, None);
    // Without shaders that emulate it, it is refused.
    let ctx = SamplerContext {
        border_supported: true,
        mip_levels: 1,
        ..Default::default()
    };
    assert!(matches!(
        resolve_sampler(&ss, ctx),
        Err(crate::D3dError::NotAvailable(_))
    ));
    ss.set(SamplerState::BorderColor, 0xffffffff);
    assert!(
        sampler_key(&ss, true)
            .unwrap()
            .descriptor()
            .border_color
            .is_some()
    );
}

#[test]
fn integer_decl_types_are_rejected() {
    assert_eq!(
        vertex_format(DeclType::UByte4).unwrap(),
        wgpu::VertexFormat::Uint8x4
    );
    assert_eq!(
        vertex_format(DeclType::Short2).unwrap(),
        wgpu::VertexFormat::Sint16x2
    );
    assert_eq!(
        vertex_format(DeclType::UDec3).unwrap(),
        wgpu::VertexFormat::Uint32
    );
    assert_eq!(
        vertex_format(DeclType::D3dColor).unwrap(),
        wgpu::VertexFormat::Unorm8x4Bgra
    );
}

proptest::proptest! {
    /// Any raw state values map to a descriptor or a typed error.
    #[test]
    fn arbitrary_states_never_panic(values in proptest::collection::vec(proptest::prelude::any::<u32>(), 64)) {
        let mut rs = RenderStates::default();
        let mut ss = SamplerStates::default();
        for (i, v) in values.iter().enumerate() {
            if let Some(state) = RenderState::from_d3d(i as u32 * 4 % 210) {
                rs.set(state, *v);
            }
            if let Some(state) = SamplerState::from_d3d(i as u32 % 12) {
                ss.set(state, *v);
            }
        }
        let results = [
            blend(&rs).err(),
            cull(&rs).err(),
            depth_stencil(&rs, wgpu::TextureFormat::Depth24PlusStencil8).err(),
            sampler_key(&ss, true).err(),
        ];
        for err in results.into_iter().flatten() {
            proptest::prop_assert!(matches!(err, crate::D3dError::InvalidCall(_) | crate::D3dError::NotAvailable(_)));
        }
        let _ = write_mask(&rs, 3);
        if let Some(ty) = DeclType::from_d3d(values[0] % 20) {
            let _ = vertex_format(ty);
        }
    }
}

#[test]
fn primitive_counts() {
    assert_eq!(PrimitiveType::TriangleStrip.vertex_count(2), Some(4));
    assert_eq!(PrimitiveType::TriangleList.vertex_count(u32::MAX), None);
}

#[test]
fn maxmiplevel_picks_the_largest_level_only_with_mipmapping() {
    let mut ss = SamplerStates::default();
    ss.set(SamplerState::MaxMipLevel, 2);
    // MIPFILTER NONE (the default): level 0, whatever MAXMIPLEVEL says.
    let d = sampler_key(&ss, false).unwrap().descriptor();
    assert_eq!((d.lod_min_clamp, d.lod_max_clamp), (0.0, 0.0));
    ss.set(SamplerState::MipFilter, 1);
    let d = sampler_key(&ss, false).unwrap().descriptor();
    assert_eq!(
        d.lod_min_clamp, 2.0,
        "level 2 is the most detailed one used"
    );
}

#[test]
fn depth_bias_is_d3d9_depth_units_in_the_drivers_resolution() {
    // DEPTHBIAS 0.25 of the depth range: 2^(n-1) wgpu units per D3D9 unit
    // on n-bit fixed-point formats (the drivers' r = 2 x 2^-n), 2^23 on
    // 32-bit float depth below 1.
    let mut rs = RenderStates::default();
    rs.set(RenderState::DepthBias, 0.25f32.to_bits());
    rs.set(RenderState::SlopeScaleDepthBias, 2.0f32.to_bits());
    for (format, units) in [
        (wgpu::TextureFormat::Depth16Unorm, 32_768),
        (wgpu::TextureFormat::Depth24PlusStencil8, 8_388_608),
        (wgpu::TextureFormat::Depth32Float, 8_388_608),
    ] {
        let d = depth_stencil(&rs, format).unwrap();
        assert_eq!(d.bias.constant, units / 4, "{format:?}");
        assert_eq!(d.bias.slope_scale, 2.0, "the slope factor is unitless");
    }
}

/// Raw `D3DTEXTUREFILTERTYPE` values (d3d9types.h): NONE 0, POINT 1,
/// LINEAR 2, ANISOTROPIC 3.
const NONE: u32 = 0;
const POINT: u32 = 1;
const LINEAR: u32 = 2;
const ANISO: u32 = 3;

#[test]
fn anisotropy_rule_table() {
    // (min, mag, mip), MAXANISOTROPY, levels, override => (clamp, raised).
    // Expected values: D3D9 applies MAXANISOTROPY only with
    // D3DTEXF_ANISOTROPIC (D3DSAMP_MAXANISOTROPY docs); the override
    // follows DXVK's rule (MIPFILTER not NONE, more than one level, min
    // filter above POINT), raising only; wgpu needs linear mag for it.
    type Case = ((u32, u32, u32), u32, u32, Option<u16>, (u16, bool));
    let cases: &[Case] = &[
        // The game's own anisotropy works without the override.
        ((ANISO, LINEAR, LINEAR), 8, 5, None, (8, false)),
        ((ANISO, ANISO, LINEAR), 16, 5, None, (16, false)),
        ((ANISO, LINEAR, POINT), 4, 5, None, (4, false)),
        // MAXANISOTROPY 0 acts as 1; above 16 is clamped.
        ((ANISO, LINEAR, LINEAR), 0, 5, None, (1, false)),
        ((ANISO, LINEAR, LINEAR), 99, 5, None, (16, false)),
        // MAXANISOTROPY without ANISOTROPIC min filter means nothing.
        ((LINEAR, LINEAR, LINEAR), 8, 5, None, (1, false)),
        ((LINEAR, ANISO, LINEAR), 8, 5, None, (1, false)),
        // The override: linear minification of a mipmapped texture.
        ((LINEAR, LINEAR, LINEAR), 1, 5, Some(16), (16, true)),
        ((LINEAR, LINEAR, POINT), 1, 5, Some(8), (8, true)),
        ((ANISO, LINEAR, LINEAR), 4, 5, Some(16), (16, true)),
        // It raises, never lowers.
        ((ANISO, LINEAR, LINEAR), 16, 5, Some(4), (16, false)),
        ((LINEAR, LINEAR, LINEAR), 1, 5, Some(1), (1, false)),
        // Post-process samplers: one level, or no mipmapping.
        ((LINEAR, LINEAR, LINEAR), 1, 1, Some(16), (1, false)),
        ((LINEAR, LINEAR, NONE), 1, 5, Some(16), (1, false)),
        ((ANISO, LINEAR, NONE), 8, 5, None, (1, false)),
        ((ANISO, LINEAR, LINEAR), 8, 1, None, (1, false)),
        // Point minification or point magnification stays as it is.
        ((POINT, LINEAR, LINEAR), 1, 5, Some(16), (1, false)),
        ((POINT, POINT, POINT), 1, 5, Some(16), (1, false)),
        ((LINEAR, POINT, LINEAR), 1, 5, Some(16), (1, false)),
        ((ANISO, POINT, LINEAR), 8, 5, None, (1, false)),
    ];
    for &(filters, max, levels, forced, (clamp, raised)) in cases {
        let d = anisotropy_rule(filters, max, levels, forced);
        assert_eq!(
            (d.clamp, d.raised, d.all_linear),
            (clamp, raised, clamp > 1),
            "{filters:?} max {max} levels {levels} override {forced:?}"
        );
    }
}

fn states(min: u32, mag: u32, mip: u32, max: u32) -> SamplerStates {
    let mut ss = SamplerStates::default();
    ss.set(SamplerState::MinFilter, min);
    ss.set(SamplerState::MagFilter, mag);
    ss.set(SamplerState::MipFilter, mip);
    ss.set(SamplerState::MaxAnisotropy, max);
    ss
}

fn resolved(ss: &SamplerStates, levels: u32, forced: Option<u16>) -> ResolvedSampler {
    resolve_sampler(
        ss,
        SamplerContext {
            border_supported: false,
            mip_levels: levels,
            anisotropy_override: forced,
            ..Default::default()
        },
    )
    .unwrap()
}

#[test]
fn anisotropic_descriptors_have_every_filter_linear() {
    use wgpu::{FilterMode::*, MipmapFilterMode as M};
    // LINEAR min and mag, POINT mip, override 16: wgpu needs a linear
    // mipmap filter for anisotropy, so the descriptor gets one.
    let r = resolved(&states(LINEAR, LINEAR, POINT, 1), 5, Some(16));
    let d = r.key.descriptor();
    assert!(r.raised);
    assert_eq!(
        (
            d.min_filter,
            d.mag_filter,
            d.mipmap_filter,
            d.anisotropy_clamp
        ),
        (Linear, Linear, M::Linear, 16)
    );
    assert_eq!(d.lod_max_clamp, 32.0, "mipmapping stays on");
    // Without the override the same states keep their point mip filter.
    let d = resolved(&states(LINEAR, LINEAR, POINT, 1), 5, None)
        .key
        .descriptor();
    assert_eq!(
        (
            d.min_filter,
            d.mag_filter,
            d.mipmap_filter,
            d.anisotropy_clamp
        ),
        (Linear, Linear, M::Nearest, 1)
    );
    // The game's ANISOTROPIC min filter with MAXANISOTROPY 8.
    let d = resolved(&states(ANISO, LINEAR, LINEAR, 8), 5, None)
        .key
        .descriptor();
    assert_eq!(
        (
            d.min_filter,
            d.mag_filter,
            d.mipmap_filter,
            d.anisotropy_clamp
        ),
        (Linear, Linear, M::Linear, 8)
    );
    // A post-process sampler (render target, one level) is untouched.
    let plain = resolved(&states(LINEAR, LINEAR, NONE, 1), 1, None).key;
    assert_eq!(
        resolved(&states(LINEAR, LINEAR, NONE, 1), 1, Some(16)).key,
        plain
    );
    assert_eq!(plain.descriptor().anisotropy_clamp, 1);
}

#[test]
fn the_key_is_the_resolved_descriptor() {
    // The game's ANISOTROPIC x16 and the override's x16 on LINEAR states
    // resolve to one sampler: only the descriptor counts.
    let own = resolved(&states(ANISO, LINEAR, LINEAR, 16), 5, None);
    let forced = resolved(&states(LINEAR, LINEAR, LINEAR, 1), 5, Some(16));
    assert_eq!(own.key, forced.key);
    assert!(!own.raised && forced.raised);
    // The override changes the key where it applies.
    assert_ne!(
        resolved(&states(LINEAR, LINEAR, LINEAR, 1), 5, None).key,
        forced.key
    );
}

#[test]
fn anisotropy_variable_parsing() {
    assert_eq!(parse_anisotropy(None), Ok(None));
    assert_eq!(parse_anisotropy(Some("")), Ok(None));
    assert_eq!(parse_anisotropy(Some("  ")), Ok(None));
    assert_eq!(parse_anisotropy(Some("1")), Ok(Some(1)));
    assert_eq!(parse_anisotropy(Some("16")), Ok(Some(16)));
    assert_eq!(parse_anisotropy(Some(" 8 ")), Ok(Some(8)));
    for bad in ["0", "17", "-4", "4x", "x16", "2.5", "65536", "on"] {
        let e = parse_anisotropy(Some(bad)).unwrap_err();
        assert_eq!(e.value, bad);
        let line = e.to_string();
        assert!(
            line.contains("NINEBRIDGE_ANISOTROPY") && line.contains("1-16"),
            "one line naming the variable and the accepted values: {line}"
        );
        assert!(!line.contains('\n'));
    }
}

/// The depth formats drivers offer as textures, and how they sample.
#[test]
fn depth_textures_are_shadow_maps_or_depth_values() {
    use ninebridge_translate::{Channel, DepthSampling, TextureSwizzle};
    for format in [Format::D16, Format::D24S8, Format::D24X8] {
        assert_eq!(depth_texture_sampling(format), Some(DepthSampling::Compare));
        assert_eq!(depth_texture_swizzle(format), TextureSwizzle::IDENTITY);
    }
    for format in [Format::Intz, Format::Df16, Format::Df24] {
        assert_eq!(depth_texture_sampling(format), Some(DepthSampling::Value));
        assert!(format_info(format).unwrap().depth, "{format:?}");
    }
    // INTZ: depth in every channel (NVIDIA); DF16/DF24: in red (AMD).
    assert_eq!(
        depth_texture_swizzle(Format::Intz),
        TextureSwizzle::IDENTITY
    );
    let red = TextureSwizzle([Channel::R, Channel::Zero, Channel::Zero, Channel::One]);
    assert_eq!(depth_texture_swizzle(Format::Df24), red);
    for format in [
        Format::D32,
        Format::D15S1,
        Format::D24FS8,
        Format::D16Lockable,
        Format::D32FLockable,
        Format::Rawz,
        Format::A8R8G8B8,
    ] {
        assert_eq!(depth_texture_sampling(format), None, "{format:?}");
    }
    // NULL render targets: a one-byte stand-in, no sampled format.
    assert_eq!(render_target_format(Format::Null), Some(NULL_TARGET_FORMAT));
    assert!(format_info(Format::Null).is_err());
    assert_eq!(level_bytes(Format::Null, 4, 2, 1).unwrap(), 8);
}
