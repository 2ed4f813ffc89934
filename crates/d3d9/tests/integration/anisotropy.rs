//! Anisotropic filtering on lavapipe: the game's own
//! (`D3DTEXF_ANISOTROPIC` with `D3DSAMP_MAXANISOTROPY`) and the
//! `NINEBRIDGE_ANISOTROPY` override (set here through
//! `Device::set_anisotropy_override`, which the variable feeds).
//!
//! A 64x64 texture whose level L is red L*40/255 is drawn over a 16x16
//! target with 4 texels a pixel across and 64 texels a pixel down (u spans
//! 0..1, v 0..16, wrapping), with trilinear filtering: the red channel
//! gives the level of detail sampled. Without anisotropy the level comes
//! from the longer axis, log2(64) = 6; with anisotropy 16 the footprint is
//! covered by up to 16 probes along it and the level comes from
//! log2(64 / 16) = 2 (Vulkan's level-of-detail rule for anisotropic
//! filtering; a driver may approximate it, so the test asks only for a
//! clearly more detailed level).

use crate::common;

use common::{bytecode_device, bytes, float_bytes, pixels};
use ninebridge_d3d9::*;

const LINEAR: u32 = 2;
const ANISOTROPIC: u32 = 3;

fn setup() -> (Device, SurfaceId) {
    let mut d = bytecode_device();
    let rt = d
        .create_render_target(
            16,
            16,
            Format::A32B32G32R32F,
            MultiSampleType::None,
            0,
            false,
        )
        .unwrap();
    d.set_render_target(0, Some(rt)).unwrap();
    let vs = d
        .create_vertex_shader(&bytes(
            "vs_3_0\ndcl_position v0\ndcl_texcoord v1\ndcl_position o0\ndcl_texcoord o1\nmov o0, v0\nmov o1, v1\n",
        ))
        .unwrap();
    let ps = d
        .create_pixel_shader(&bytes(
            "ps_2_0\ndcl t0\ndcl_2d s0\ntexld r0, t0, s0\nmov oC0, r0\n",
        ))
        .unwrap();
    d.set_vertex_shader(Some(vs)).unwrap();
    d.set_pixel_shader(Some(ps)).unwrap();
    let decl = d
        .create_vertex_declaration(&[
            VertexElement::new(0, 0, DeclType::Float2, DeclUsage::Position, 0),
            VertexElement::new(0, 8, DeclType::Float4, DeclUsage::TexCoord, 0),
        ])
        .unwrap();
    d.set_vertex_declaration(Some(decl)).unwrap();
    d.set_render_state(RenderState::CullMode, 1);
    for (state, value) in [
        (SamplerState::MinFilter, LINEAR),
        (SamplerState::MagFilter, LINEAR),
        (SamplerState::MipFilter, LINEAR),
    ] {
        d.set_sampler_state(0, state, value).unwrap();
    }
    (d, rt)
}

/// A 64x64 texture of `levels` levels, level L filled with red L*40.
fn level_texture(d: &mut Device, levels: u32) -> TextureId {
    let t = d
        .create_texture(
            64,
            64,
            levels,
            Usage::empty(),
            Format::A8R8G8B8,
            Pool::Managed,
        )
        .unwrap();
    for level in 0..levels {
        let edge = 64u32 >> level;
        let colour = 0xff00_0000u32 | (level * 40) << 16;
        let texels: Vec<u8> = (0..edge * edge)
            .flat_map(|_| colour.to_le_bytes())
            .collect();
        d.lock_rect(t, level, None, LockFlags::empty())
            .unwrap()
            .bits
            .copy_from_slice(&texels);
        d.unlock_rect(t, level).unwrap();
    }
    t
}

/// Draws the oblique quad and returns the mean level of detail sampled
/// over the target's inner pixels.
fn mean_level(d: &mut Device, rt: SurfaceId) -> f32 {
    let v: Vec<f32> = [
        [-1.0, 1.0, 0.0, 0.0],
        [1.0, 1.0, 1.0, 0.0],
        [-1.0, -1.0, 0.0, 16.0],
        [1.0, -1.0, 1.0, 16.0],
    ]
    .iter()
    .flat_map(|&[x, y, u, v]| [x, y, u, v, 0.0, 1.0])
    .collect();
    d.draw_primitive_up(PrimitiveType::TriangleStrip, 2, &float_bytes(&v), 24)
        .unwrap();
    let px = pixels(d, rt);
    let mut sum = 0.0;
    let mut n = 0.0;
    for y in 2..14 {
        for x in 2..14 {
            sum += px[y * 16 + x][0] * 255.0 / 40.0;
            n += 1.0;
        }
    }
    sum / n
}

#[test]
fn override_raises_anisotropy_of_mipmapped_linear_samplers() {
    let (mut d, rt) = setup();
    let t = level_texture(&mut d, 7);
    d.set_texture(0, Some(t)).unwrap();
    d.set_anisotropy_override(None).unwrap();
    let plain = mean_level(&mut d, rt);
    assert!(
        (plain - 6.0).abs() < 0.35,
        "without anisotropy the longer axis picks level 6, got {plain}"
    );
    assert_eq!(d.resolved_sampler(0).unwrap().anisotropy(), 1);

    d.set_anisotropy_override(Some(16)).unwrap();
    let key = d.resolved_sampler(0).unwrap();
    let desc = key.descriptor();
    assert_eq!(desc.anisotropy_clamp, 16);
    assert_eq!(
        desc.mipmap_filter,
        ninebridge_gpu::wgpu::MipmapFilterMode::Linear
    );
    let raised = mean_level(&mut d, rt);
    eprintln!("mean level of detail: {plain} without, {raised} with 16x anisotropy");
    // log2(64 / 16) = 2; lavapipe gives exactly that.
    assert!(
        (raised - 2.0).abs() < 0.5,
        "16x anisotropy samples level 2: {raised} vs {plain}"
    );
    assert_eq!(d.sampler_stats().anisotropy_raised, 1);
    assert_eq!(d.sampler_stats().anisotropy_override, 16);
}

#[test]
fn the_games_own_anisotropy_works_without_the_override() {
    let (mut d, rt) = setup();
    d.set_anisotropy_override(None).unwrap();
    let t = level_texture(&mut d, 7);
    d.set_texture(0, Some(t)).unwrap();
    let plain = mean_level(&mut d, rt);
    d.set_sampler_state(0, SamplerState::MinFilter, ANISOTROPIC)
        .unwrap();
    d.set_sampler_state(0, SamplerState::MaxAnisotropy, 16)
        .unwrap();
    assert_eq!(d.resolved_sampler(0).unwrap().anisotropy(), 16);
    let own = mean_level(&mut d, rt);
    assert!(own < plain - 1.0, "{own} vs {plain}");
    assert_eq!(d.sampler_stats().anisotropy_raised, 0, "nothing forced");
}

#[test]
fn single_level_textures_keep_their_sampler_and_stages_follow_the_texture() {
    let (mut d, rt) = setup();
    d.set_anisotropy_override(Some(16)).unwrap();
    // A post-process style source: one level. The override leaves it alone.
    let single = level_texture(&mut d, 1);
    d.set_texture(0, Some(single)).unwrap();
    assert_eq!(d.resolved_sampler(0).unwrap().anisotropy(), 1);
    let level = mean_level(&mut d, rt);
    assert!(level.abs() < 0.01, "level 0 only: {level}");
    assert_eq!(d.sampler_stats().anisotropy_raised, 0);
    // The same stage states with a mipmapped texture bound next: the
    // stage's sampler is resolved again (its texture now has levels).
    let mipped = level_texture(&mut d, 7);
    d.set_texture(0, Some(mipped)).unwrap();
    assert_eq!(d.resolved_sampler(0).unwrap().anisotropy(), 16);
    let raised = mean_level(&mut d, rt);
    assert!(raised < 5.0, "anisotropic after the swap: {raised}");
    assert_eq!(d.sampler_stats().anisotropy_raised, 1);
    // Out-of-range overrides are refused and change nothing.
    assert!(d.set_anisotropy_override(Some(0)).is_err());
    assert!(d.set_anisotropy_override(Some(17)).is_err());
    assert_eq!(d.anisotropy_override(), Some(16));
}
