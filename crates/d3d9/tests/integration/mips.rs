//! Auto-generated mip levels, `SetLOD`, `UpdateTexture` with dirty regions
//! and the signed formats, read through a pixel shader that samples stage
//! 0 at the level in `c0.x` (WGSL to the binding contract).

use crate::common;

use common::{FULL, float_bytes, floats, wgsl_setup};
use ninebridge_d3d9::*;

const PS: &str = r#"
struct K { c: array<vec4<f32>, 224>, i: array<vec4<i32>, 16>, b: array<vec4<u32>, 16> }
@group(1) @binding(0) var<uniform> k: K;
@group(1) @binding(2) var t0: texture_2d<f32>;
@group(1) @binding(3) var s0: sampler;
@fragment fn main(@location(0) tc: vec4<f32>) -> @location(0) vec4<f32> {
    return textureSampleLevel(t0, s0, tc.xy, k.c[0].x);
}
"#;

/// A device drawing into a 4x4 A32B32G32R32F target with the shaders above.
fn setup() -> (Device, SurfaceId) {
    let (mut d, rt) = wgsl_setup(4, 4, PS);
    // D3DTEXF_POINT between levels (D3D9's default NONE samples level 0).
    d.set_sampler_state(0, SamplerState::MipFilter, 1).unwrap();
    (d, rt)
}

/// Draws `texture` sampled at `level` and returns pixel (0, 0) as RGBA.
fn sample(d: &mut Device, rt: SurfaceId, texture: TextureId, level: f32) -> [f32; 4] {
    d.set_render_target(0, Some(rt)).unwrap();
    d.set_texture(0, Some(texture)).unwrap();
    d.set_pixel_shader_constant_f(0, &[[level, 0.0, 0.0, 0.0]])
        .unwrap();
    let v: Vec<f32> = FULL.iter().flatten().copied().collect();
    d.draw_primitive_up(PrimitiveType::TriangleList, 1, &float_bytes(&v), 16)
        .unwrap();
    let px = floats(&d.get_render_target_data(rt).unwrap());
    [px[0], px[1], px[2], px[3]]
}

fn write_level(d: &mut Device, t: TextureId, level: u32, texels: &[u32], flags: LockFlags) {
    let bytes: Vec<u8> = texels.iter().flat_map(|c| c.to_le_bytes()).collect();
    let lock = d.lock_rect(t, level, None, flags).unwrap();
    lock.bits[..bytes.len()].copy_from_slice(&bytes);
    d.unlock_rect(t, level).unwrap();
}

fn close(a: [f32; 4], b: [f32; 4]) -> bool {
    a.iter().zip(b).all(|(x, y)| (x - y).abs() < 0.01)
}

/// White and black columns: their linear average is grey, a point pick is
/// one of them.
const STRIPES: [u32; 16] = [
    0xffff_ffff,
    0xff00_0000,
    0xffff_ffff,
    0xff00_0000,
    0xffff_ffff,
    0xff00_0000,
    0xffff_ffff,
    0xff00_0000,
    0xffff_ffff,
    0xff00_0000,
    0xffff_ffff,
    0xff00_0000,
    0xffff_ffff,
    0xff00_0000,
    0xffff_ffff,
    0xff00_0000,
];

/// D3DUSAGE_AUTOGENMIPMAP: one level for the application, sub-levels made
/// from level 0 after an unlock (linear by default: grey from stripes).
#[test]
fn autogen_sub_levels_follow_level_zero() {
    let (mut d, rt) = setup();
    let t = d
        .create_texture(
            4,
            4,
            0,
            Usage::AUTOGENMIPMAP,
            Format::A8R8G8B8,
            Pool::Managed,
        )
        .unwrap();
    assert!(matches!(
        d.get_surface_level(t, 1),
        Err(D3dError::InvalidCall(_))
    ));
    write_level(&mut d, t, 0, &STRIPES, LockFlags::empty());
    let grey = sample(&mut d, rt, t, 2.0);
    assert!(close(grey, [0.5, 0.5, 0.5, 1.0]), "{grey:?}");
    // SetAutoGenFilterType(POINT) regenerates by picking texels.
    d.set_auto_gen_filter_type(t, TextureFilterType::Point)
        .unwrap();
    let picked = sample(&mut d, rt, t, 2.0);
    assert!(
        close(picked, [1.0; 4]) || close(picked, [0.0, 0.0, 0.0, 1.0]),
        "{picked:?}"
    );
}

/// AUTOGENMIPMAP is invalid with more than one level, in system memory and
/// on volumes; SetAutoGenFilterType refuses D3DTEXF_NONE.
#[test]
fn autogen_rules() {
    let (mut d, _) = setup();
    let autogen = Usage::AUTOGENMIPMAP;
    for r in [
        d.create_texture(4, 4, 2, autogen, Format::A8R8G8B8, Pool::Managed),
        d.create_texture(4, 4, 1, autogen, Format::A8R8G8B8, Pool::SystemMem),
        d.create_volume_texture(4, 4, 4, 1, autogen, Format::A8R8G8B8, Pool::Managed),
    ] {
        assert!(matches!(r, Err(D3dError::InvalidCall(_))), "{r:?}");
    }
    let t = d
        .create_texture(4, 4, 1, autogen, Format::A8R8G8B8, Pool::Managed)
        .unwrap();
    assert!(matches!(
        d.set_auto_gen_filter_type(t, TextureFilterType::None),
        Err(D3dError::InvalidCall(_))
    ));
}

/// Rendering into level 0 of an auto-generated render-target texture: the
/// sub-levels follow once level 0 stops being the render target, and
/// GenerateMipSubLevels regenerates them on request.
#[test]
fn autogen_render_target_follows_rendering() {
    let (mut d, rt) = setup();
    let t = d
        .create_texture(
            4,
            4,
            1,
            Usage::RENDERTARGET | Usage::AUTOGENMIPMAP,
            Format::A8R8G8B8,
            Pool::Default,
        )
        .unwrap();
    let level0 = d.get_surface_level(t, 0).unwrap();
    d.set_render_target(0, Some(level0)).unwrap();
    d.clear(&[], ClearFlags::TARGET, 0xff00_ff00, 1.0, 0)
        .unwrap();
    let green = sample(&mut d, rt, t, 2.0);
    assert!(close(green, [0.0, 1.0, 0.0, 1.0]), "{green:?}");
    d.color_fill(level0, 0xffff_0000).unwrap();
    d.generate_mip_sub_levels(t).unwrap();
    let red = sample(&mut d, rt, t, 1.0);
    assert!(close(red, [1.0, 0.0, 0.0, 1.0]), "{red:?}");
}

/// SetLOD on a managed texture: level `lod` is the most detailed one
/// sampled, and the previous value is returned; other pools keep 0.
#[test]
fn set_lod_skips_detailed_levels() {
    let (mut d, rt) = setup();
    let t = d
        .create_texture(4, 4, 3, Usage::empty(), Format::A8R8G8B8, Pool::Managed)
        .unwrap();
    write_level(&mut d, t, 0, &[0xffff_0000; 16], LockFlags::empty());
    write_level(&mut d, t, 1, &[0xff00_ff00; 4], LockFlags::empty());
    write_level(&mut d, t, 2, &[0xff00_00ff; 1], LockFlags::empty());
    assert!(close(sample(&mut d, rt, t, 0.0), [1.0, 0.0, 0.0, 1.0]));
    assert_eq!(d.set_lod(t, 1).unwrap(), 0);
    assert!(close(sample(&mut d, rt, t, 0.0), [0.0, 1.0, 0.0, 1.0]));
    assert_eq!(d.set_lod(t, 7).unwrap(), 1);
    assert!(close(sample(&mut d, rt, t, 0.0), [0.0, 0.0, 1.0, 1.0]));
    let default = d
        .create_texture(4, 4, 3, Usage::empty(), Format::A8R8G8B8, Pool::Default)
        .unwrap();
    assert_eq!(d.set_lod(default, 2).unwrap(), 0);
    assert_eq!(d.set_lod(default, 1).unwrap(), 0);
}

/// The pixels of level 0 of a texture, as `0xAARRGGBB`.
fn level0(d: &mut Device, t: TextureId) -> Vec<u32> {
    let s = d.get_surface_level(t, 0).unwrap();
    d.get_render_target_data(s)
        .unwrap()
        .chunks_exact(4)
        .map(|p| u32::from_le_bytes([p[0], p[1], p[2], p[3]]))
        .collect()
}

/// UpdateTexture copies what is dirty: all of a new texture, then only
/// what locks (without D3DLOCK_NO_DIRTY_UPDATE) and AddDirtyRect mark;
/// each update clears the source's dirty region.
#[test]
fn update_texture_copies_dirty_regions() {
    let (mut d, _) = setup();
    let src = d
        .create_texture(4, 4, 1, Usage::empty(), Format::A8R8G8B8, Pool::SystemMem)
        .unwrap();
    let dst = d
        .create_texture(4, 4, 1, Usage::empty(), Format::A8R8G8B8, Pool::Default)
        .unwrap();
    write_level(
        &mut d,
        src,
        0,
        &[0xff11_1111; 16],
        LockFlags::NO_DIRTY_UPDATE,
    );
    d.update_texture(src, dst).unwrap();
    assert!(level0(&mut d, dst).iter().all(|&p| p == 0xff11_1111));
    // Not dirty: nothing is copied.
    write_level(
        &mut d,
        src,
        0,
        &[0xff22_2222; 16],
        LockFlags::NO_DIRTY_UPDATE,
    );
    d.update_texture(src, dst).unwrap();
    assert!(level0(&mut d, dst).iter().all(|&p| p == 0xff11_1111));
    // One dirty rectangle: only it is copied.
    d.add_dirty_rect(
        src,
        Some(Rect {
            left: 1,
            top: 2,
            right: 3,
            bottom: 3,
        }),
    )
    .unwrap();
    d.update_texture(src, dst).unwrap();
    let px = level0(&mut d, dst);
    for y in 0..4 {
        for x in 0..4 {
            let dirty = (1..3).contains(&x) && y == 2;
            let want = if dirty { 0xff22_2222 } else { 0xff11_1111 };
            assert_eq!(px[y * 4 + x], want, "pixel ({x}, {y})");
        }
    }
    // A lock's rectangle is dirty.
    let lock = d
        .lock_rect(
            src,
            0,
            Some(Rect {
                left: 0,
                top: 0,
                right: 1,
                bottom: 1,
            }),
            LockFlags::empty(),
        )
        .unwrap();
    lock.bits[..4].copy_from_slice(&0xff33_3333u32.to_le_bytes());
    d.unlock_rect(src, 0).unwrap();
    d.update_texture(src, dst).unwrap();
    let px = level0(&mut d, dst);
    assert_eq!(px[0], 0xff33_3333);
    assert_eq!(px[1], 0xff11_1111);
}

/// UpdateTexture's failure cases: pools other than SYSTEMMEM -> DEFAULT,
/// formats or types that differ, no source level of the destination's
/// size, fewer source levels than the destination has.
#[test]
fn update_texture_rules() {
    let (mut d, _) = setup();
    let mut tex = |w, levels, format, pool| {
        d.create_texture(w, w, levels, Usage::empty(), format, pool)
            .unwrap()
    };
    let src = tex(8, 2, Format::A8R8G8B8, Pool::SystemMem);
    let dst = tex(8, 2, Format::A8R8G8B8, Pool::Default);
    let other_format = tex(8, 2, Format::X8R8G8B8, Pool::Default);
    let bigger = tex(16, 1, Format::A8R8G8B8, Pool::Default);
    let more_levels = tex(8, 3, Format::A8R8G8B8, Pool::Default);
    let smaller = tex(4, 1, Format::A8R8G8B8, Pool::Default);
    let invalid = |r: D3dResult<()>| matches!(r, Err(D3dError::InvalidCall(_)));
    assert!(invalid(d.update_texture(dst, src)));
    assert!(invalid(d.update_texture(src, other_format)));
    assert!(invalid(d.update_texture(src, bigger)));
    assert!(invalid(d.update_texture(src, more_levels)));
    // A source with more levels updates a smaller destination from the
    // level of its size.
    d.update_texture(src, smaller).unwrap();
    d.update_texture(src, dst).unwrap();
    let cube = d
        .create_cube_texture(8, 2, Usage::empty(), Format::A8R8G8B8, Pool::Default)
        .unwrap();
    assert!(invalid(d.update_texture(src, cube)));
}

/// The signed formats sample as D3D9 defines them: (U, V, 1, 1) for V8U8
/// and V16U16, (U, V, W, Q) for Q8W8V8U8, (U, V, L, 1) for L6V5U5 and
/// X8L8V8U8.
#[test]
fn signed_formats_sample_with_their_missing_channels() {
    let (mut d, rt) = setup();
    let cases: [(Format, Vec<u8>, [f32; 4]); 5] = [
        (Format::V8U8, vec![0x7f, 0x81], [1.0, -1.0, 1.0, 1.0]),
        (
            Format::Q8W8V8U8,
            vec![0x7f, 0x00, 0x81, 0x7f],
            [1.0, 0.0, -1.0, 1.0],
        ),
        (
            Format::V16U16,
            vec![0xff, 0x7f, 0x01, 0x80],
            [1.0, -1.0, 1.0, 1.0],
        ),
        (
            Format::L6V5U5,
            (0x0fu16 | (0x10 << 5) | (0x3f << 10))
                .to_le_bytes()
                .to_vec(),
            [1.0, -1.0, 1.0, 1.0],
        ),
        (
            Format::X8L8V8U8,
            vec![0x00, 0x7f, 0xff, 0x00],
            [0.0, 1.0, 1.0, 1.0],
        ),
    ];
    for (format, texel, want) in cases {
        let t = d
            .create_texture(1, 1, 1, Usage::empty(), format, Pool::Managed)
            .unwrap();
        d.lock_rect(t, 0, None, LockFlags::empty())
            .unwrap()
            .bits
            .copy_from_slice(&texel);
        d.unlock_rect(t, 0).unwrap();
        let got = sample(&mut d, rt, t, 0.0);
        assert!(close(got, want), "{format:?}: {got:?}, want {want:?}");
    }
}

/// 16-bit unsigned formats keep 16 bits a channel: G16R16 samples as
/// (R, G, 1, 1), A16B16G16R16 as (R, G, B, A), each `v / 65535`.
#[test]
fn sixteen_bit_formats_sample_exactly() {
    let (mut d, rt) = setup();
    let words = |w: &[u16]| -> Vec<u8> { w.iter().flat_map(|v| v.to_le_bytes()).collect() };
    let cases = [
        (
            Format::G16R16,
            words(&[0x0101, 0xfffe]),
            [0x0101u16, 0xfffe, 0xffff, 0xffff],
        ),
        (
            Format::A16B16G16R16,
            words(&[0x8000, 0x0001, 0xffff, 0x4000]),
            [0x8000, 0x0001, 0xffff, 0x4000],
        ),
    ];
    for (format, texel, want) in cases {
        let t = d
            .create_texture(1, 1, 1, Usage::empty(), format, Pool::Managed)
            .unwrap();
        d.lock_rect(t, 0, None, LockFlags::empty())
            .unwrap()
            .bits
            .copy_from_slice(&texel);
        d.unlock_rect(t, 0).unwrap();
        let got = sample(&mut d, rt, t, 0.0);
        for (g, w) in got.iter().zip(want) {
            assert!(
                (g - f32::from(w) / 65535.0).abs() < 1e-6,
                "{format:?}: {got:?}"
            );
        }
    }
}
