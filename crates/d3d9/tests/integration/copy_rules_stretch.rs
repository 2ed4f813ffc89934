//! The copy rules of `StretchRect`, `UpdateSurface`, `UpdateTexture` and
//! `GetRenderTargetData` as Windows applies them: the values Wine's
//! `device.c` tests record (`test_stretch_rect`, `test_update_texture_pool`,
//! `test_mipmap_lock`) and the D3D9 reference pages. A refused call leaves
//! the destination's pixels as they were.

use crate::common;

use common::bytecode_device;
use ninebridge_d3d9::*;

fn invalid<T: std::fmt::Debug>(r: D3dResult<T>) -> bool {
    matches!(r, Err(D3dError::InvalidCall(_)))
}

/// The pixels of a render target (or render-target texture level) as read
/// back, whatever their format.
fn pixels(d: &Device, s: SurfaceId) -> Vec<u8> {
    d.get_render_target_data(s).unwrap()
}

fn target(d: &mut Device, format: Format) -> SurfaceId {
    d.create_render_target(8, 8, format, MultiSampleType::None, 0, false)
        .unwrap()
}

/// A level-0 surface of a new 8x8 texture of `usage` in `pool`.
fn level(d: &mut Device, format: Format, usage: Usage, pool: Pool) -> SurfaceId {
    let t = d.create_texture(8, 8, 1, usage, format, pool).unwrap();
    d.get_surface_level(t, 0).unwrap()
}

const POOLS: [Pool; 4] = [Pool::Default, Pool::Managed, Pool::SystemMem, Pool::Scratch];
const FORMATS: [Format; 3] = [Format::A8R8G8B8, Format::X8R8G8B8, Format::R5G6B5];

/// Wine's `test_stretch_rect`, every `ok()` of it: render target to render
/// target copies across formats; texture to texture never; a default-pool
/// texture to a render target; a render target to a texture never;
/// offscreen plain to offscreen plain in the default pool only; texture
/// and offscreen plain never into each other; offscreen plain (default) to
/// a render target; a render target to an offscreen plain surface never.
#[test]
fn stretch_rect_follows_windows_pool_and_type_table() {
    let mut d = bytecode_device();
    let none = TextureFilterType::None;
    for src_format in FORMATS {
        for dst_format in FORMATS {
            let src_rt = target(&mut d, src_format);
            let dst_rt = target(&mut d, dst_format);
            d.stretch_rect(src_rt, None, dst_rt, None, none).unwrap();
            for src_pool in POOLS {
                for dst_pool in POOLS {
                    let case = format!("{src_format:?}/{dst_format:?} {src_pool:?}/{dst_pool:?}");
                    let src = level(&mut d, src_format, Usage::empty(), src_pool);
                    let dst = level(&mut d, dst_format, Usage::empty(), dst_pool);
                    assert!(
                        invalid(d.stretch_rect(src, None, dst, None, none)),
                        "{case}"
                    );
                    let to_rt = d.stretch_rect(src, None, dst_rt, None, none);
                    assert_eq!(to_rt.is_ok(), src_pool == Pool::Default, "{case}");
                    assert!(
                        invalid(d.stretch_rect(src_rt, None, dst, None, none)),
                        "{case}"
                    );
                    if src_pool == Pool::Managed || dst_pool == Pool::Managed {
                        continue;
                    }
                    let src_plain = d
                        .create_offscreen_plain_surface(8, 8, src_format, src_pool)
                        .unwrap();
                    let dst_plain = d
                        .create_offscreen_plain_surface(8, 8, dst_format, dst_pool)
                        .unwrap();
                    let both_default = src_pool == Pool::Default && dst_pool == Pool::Default;
                    let plain = d.stretch_rect(src_plain, None, dst_plain, None, none);
                    assert_eq!(plain.is_ok(), both_default, "{case}");
                    assert!(
                        invalid(d.stretch_rect(src, None, dst_plain, None, none)),
                        "{case}"
                    );
                    assert!(
                        invalid(d.stretch_rect(src_plain, None, dst, None, none)),
                        "{case}"
                    );
                    let plain_to_rt = d.stretch_rect(src_plain, None, dst_rt, None, none);
                    assert_eq!(plain_to_rt.is_ok(), src_pool == Pool::Default, "{case}");
                    assert!(
                        invalid(d.stretch_rect(src_rt, None, dst_plain, None, none)),
                        "{case}"
                    );
                }
            }
        }
    }
}

/// A refused StretchRect changes nothing: a source rectangle outside the
/// source, a stretch between offscreen plain surfaces and a copy into a
/// texture level leave the destination's pixels as they were.
#[test]
fn refused_stretch_rect_leaves_the_destination_unchanged() {
    let mut d = bytecode_device();
    let src = target(&mut d, Format::A8R8G8B8);
    d.color_fill(src, 0xff00_ff00).unwrap();
    let dst = target(&mut d, Format::A8R8G8B8);
    d.color_fill(dst, 0xff12_3456).unwrap();
    let before = pixels(&d, dst);
    let outside = Rect {
        left: 4,
        top: 4,
        right: 9,
        bottom: 8,
    };
    let point = TextureFilterType::Point;
    assert!(invalid(d.stretch_rect(
        src,
        Some(outside),
        dst,
        None,
        point
    )));
    assert!(invalid(d.stretch_rect(
        src,
        None,
        dst,
        None,
        TextureFilterType::GaussianQuad
    )));
    assert_eq!(pixels(&d, dst), before);
    // Offscreen plain to offscreen plain: no stretching.
    let a = d
        .create_offscreen_plain_surface(8, 8, Format::A8R8G8B8, Pool::Default)
        .unwrap();
    let b = d
        .create_offscreen_plain_surface(8, 8, Format::A8R8G8B8, Pool::Default)
        .unwrap();
    d.color_fill(a, 0xffff_0000).unwrap();
    d.color_fill(b, 0xff00_00ff).unwrap();
    let half = Rect {
        left: 0,
        top: 0,
        right: 4,
        bottom: 4,
    };
    assert!(invalid(d.stretch_rect(a, Some(half), b, None, point)));
    assert!(pixels(&d, b).chunks(4).all(|p| p == [0xff, 0, 0, 0xff]));
    d.stretch_rect(a, None, b, None, point).unwrap();
    assert!(pixels(&d, b).chunks(4).all(|p| p == [0, 0, 0xff, 0xff]));
}

fn depth(d: &mut Device, discard: bool) -> SurfaceId {
    d.create_depth_stencil_surface(8, 8, Format::D16, MultiSampleType::None, 0, discard)
        .unwrap()
}

/// Depth-stencil StretchRect (the reference page's additional
/// restrictions): whole surfaces only, no LINEAR filter, never inside a
/// BeginScene/EndScene pair, never a surface created discardable, never a
/// depth texture level; NONE and POINT copy outside a scene.
#[test]
fn depth_stencil_stretch_rect_rules() {
    let mut d = bytecode_device();
    let (a, b) = (depth(&mut d, false), depth(&mut d, false));
    d.stretch_rect(a, None, b, None, TextureFilterType::None)
        .unwrap();
    d.stretch_rect(a, None, b, None, TextureFilterType::Point)
        .unwrap();
    assert!(invalid(d.stretch_rect(
        a,
        None,
        b,
        None,
        TextureFilterType::Linear
    )));
    d.begin_scene().unwrap();
    assert!(invalid(d.stretch_rect(
        a,
        None,
        b,
        None,
        TextureFilterType::None
    )));
    d.end_scene().unwrap();
    d.stretch_rect(a, None, b, None, TextureFilterType::None)
        .unwrap();
    // Of one format only (D16 into D24S8: no conversion).
    let d24 = d
        .create_depth_stencil_surface(8, 8, Format::D24S8, MultiSampleType::None, 0, false)
        .unwrap();
    assert!(invalid(d.stretch_rect(
        a,
        None,
        d24,
        None,
        TextureFilterType::None
    )));
    let discardable = depth(&mut d, true);
    assert!(invalid(d.stretch_rect(
        a,
        None,
        discardable,
        None,
        TextureFilterType::None
    )));
    assert!(invalid(d.stretch_rect(
        discardable,
        None,
        b,
        None,
        TextureFilterType::None
    )));
    if let Ok(t) = d.create_texture(8, 8, 1, Usage::DEPTHSTENCIL, Format::D16, Pool::Default) {
        let level = d.get_surface_level(t, 0).unwrap();
        assert!(invalid(d.stretch_rect(
            a,
            None,
            level,
            None,
            TextureFilterType::None
        )));
        assert!(invalid(d.stretch_rect(
            level,
            None,
            b,
            None,
            TextureFilterType::None
        )));
    }
}

/// GetRenderTargetData refuses a multisampled render target (the reference
/// page), and UpdateSurface a multisampled destination; neither changes
/// the destination.
#[test]
fn multisampled_surfaces_are_no_copy_sources_or_update_destinations() {
    let mut d = bytecode_device();
    let Ok(ms) =
        d.create_render_target(8, 8, Format::A8R8G8B8, MultiSampleType::Samples4, 0, false)
    else {
        ninebridge_testutil::skip_or_fail(
            "multisampled_surfaces_are_no_copy_sources_or_update_destinations",
            "no 4x multisampling (lavapipe has it)",
        );
        return;
    };
    let sysmem = d
        .create_offscreen_plain_surface(8, 8, Format::A8R8G8B8, Pool::SystemMem)
        .unwrap();
    assert!(invalid(d.get_render_target_data_into(ms, sysmem)));
    assert!(invalid(d.update_surface(sysmem, None, ms, None)));
    let single = target(&mut d, Format::A8R8G8B8);
    d.get_render_target_data_into(single, sysmem).unwrap();
    d.update_surface(sysmem, None, single, None).unwrap();
}

/// Wine's `test_update_texture_pool`: UpdateTexture copies only from
/// D3DPOOL_SYSTEMMEM to D3DPOOL_DEFAULT (2D and volume textures); every
/// other pair is D3DERR_INVALIDCALL and the destination keeps its texel.
#[test]
fn update_texture_copies_system_memory_to_default_only() {
    let mut d = bytecode_device();
    let kinds = [
        (Pool::Default, Usage::DYNAMIC),
        (Pool::Managed, Usage::empty()),
        (Pool::SystemMem, Usage::empty()),
        (Pool::Scratch, Usage::empty()),
    ];
    for (src_pool, src_usage) in kinds {
        for (dst_pool, dst_usage) in kinds {
            let ok = src_pool == Pool::SystemMem && dst_pool == Pool::Default;
            let want: u32 = if ok { 0x1122_3344 } else { 0x4433_2211 };
            let case = format!("{src_pool:?} -> {dst_pool:?}");
            let src = d
                .create_texture(1, 1, 1, src_usage, Format::A8R8G8B8, src_pool)
                .unwrap();
            let dst = d
                .create_texture(1, 1, 1, dst_usage, Format::A8R8G8B8, dst_pool)
                .unwrap();
            for (t, v) in [(src, 0x1122_3344u32), (dst, 0x4433_2211)] {
                d.lock_rect(t, 0, None, LockFlags::empty()).unwrap().bits[..4]
                    .copy_from_slice(&v.to_le_bytes());
                d.unlock_rect(t, 0).unwrap();
            }
            assert_eq!(d.update_texture(src, dst).is_ok(), ok, "{case}");
            let got = d.lock_rect(dst, 0, None, LockFlags::READONLY).unwrap().bits[..4].to_vec();
            assert_eq!(got, want.to_le_bytes(), "{case}");
            d.unlock_rect(dst, 0).unwrap();

            let src = d
                .create_volume_texture(1, 1, 1, 1, src_usage, Format::A8R8G8B8, src_pool)
                .unwrap();
            let dst = d
                .create_volume_texture(1, 1, 1, 1, dst_usage, Format::A8R8G8B8, dst_pool)
                .unwrap();
            for (t, v) in [(src, 0x1122_3344u32), (dst, 0x4433_2211)] {
                d.lock_box(t, 0, LockFlags::empty()).unwrap().bits[..4]
                    .copy_from_slice(&v.to_le_bytes());
                d.unlock_box(t, 0).unwrap();
            }
            assert_eq!(d.update_texture(src, dst).is_ok(), ok, "volume {case}");
            let got = d.lock_box(dst, 0, LockFlags::READONLY).unwrap().bits[..4].to_vec();
            assert_eq!(got, want.to_le_bytes(), "volume {case}");
            d.unlock_box(dst, 0).unwrap();
        }
    }
}

/// Wine's `test_mipmap_lock`: UpdateSurface refuses a locked source level,
/// UpdateTexture does not look at its levels' locks.
#[test]
fn update_texture_ignores_locked_source_levels() {
    let mut d = bytecode_device();
    let dst = d
        .create_texture(4, 4, 2, Usage::empty(), Format::X8R8G8B8, Pool::Default)
        .unwrap();
    let src = d
        .create_texture(4, 4, 2, Usage::empty(), Format::X8R8G8B8, Pool::SystemMem)
        .unwrap();
    let (s0, s1) = (
        d.get_surface_level(src, 0).unwrap(),
        d.get_surface_level(src, 1).unwrap(),
    );
    let (d0, d1) = (
        d.get_surface_level(dst, 0).unwrap(),
        d.get_surface_level(dst, 1).unwrap(),
    );
    d.lock_surface_rect(s0, None, LockFlags::empty()).unwrap();
    d.lock_surface_rect(s1, None, LockFlags::empty()).unwrap();
    d.unlock_surface_rect(s0).unwrap();
    d.update_surface(s0, None, d0, None).unwrap();
    assert!(invalid(d.update_surface(s1, None, d1, None)));
    d.update_texture(src, dst).unwrap();
    d.unlock_surface_rect(s1).unwrap();
}

/// UpdateTexture's level rules (reference page): the destination's top
/// level matches a source level in size and the source has as many levels
/// from there; types and formats match; an auto-generated destination
/// takes only the source's level 0.
#[test]
fn update_texture_level_and_format_rules() {
    let mut d = bytecode_device();
    let src = d
        .create_texture(8, 8, 2, Usage::empty(), Format::A8R8G8B8, Pool::SystemMem)
        .unwrap();
    let more = d
        .create_texture(8, 8, 3, Usage::empty(), Format::A8R8G8B8, Pool::Default)
        .unwrap();
    assert!(invalid(d.update_texture(src, more)));
    let other_format = d
        .create_texture(8, 8, 2, Usage::empty(), Format::X8R8G8B8, Pool::Default)
        .unwrap();
    assert!(invalid(d.update_texture(src, other_format)));
    let bigger = d
        .create_texture(16, 16, 1, Usage::empty(), Format::A8R8G8B8, Pool::Default)
        .unwrap();
    assert!(invalid(d.update_texture(src, bigger)));
    let cube = d
        .create_cube_texture(8, 2, Usage::empty(), Format::A8R8G8B8, Pool::Default)
        .unwrap();
    assert!(invalid(d.update_texture(src, cube)));
    // A smaller destination takes the source's matching level.
    let smaller = d
        .create_texture(4, 4, 1, Usage::empty(), Format::A8R8G8B8, Pool::Default)
        .unwrap();
    d.update_texture(src, smaller).unwrap();
    let autogen = d
        .create_texture(
            8,
            8,
            0,
            Usage::AUTOGENMIPMAP | Usage::RENDERTARGET,
            Format::A8R8G8B8,
            Pool::Default,
        )
        .unwrap();
    d.lock_rect(src, 0, None, LockFlags::empty())
        .unwrap()
        .bits
        .fill(0x80);
    d.unlock_rect(src, 0).unwrap();
    d.update_texture(src, autogen).unwrap();
    let top = d.get_surface_level(autogen, 0).unwrap();
    assert!(pixels(&d, top).iter().all(|&b| b == 0x80));
}

/// ColorFill of YUY2 and UYVY surfaces writes the colour as BT.601
/// studio-swing Y'CbCr pixel pairs (red: Y 81, Cb 90, Cr 240; white: Y
/// 235, Cb = Cr = 128), which a lock reads and a copy decodes back to the
/// colour; a rectangle splitting a pixel pair is D3DERR_INVALIDCALL and
/// changes nothing.
#[test]
fn color_fill_of_yuv_surfaces() {
    let mut d = bytecode_device();
    for (format, red, white) in [
        (Format::Yuy2, [81, 90, 81, 240], [235, 128, 235, 128]),
        (Format::Uyvy, [90, 81, 240, 81], [128, 235, 128, 235]),
    ] {
        let s = d
            .create_offscreen_plain_surface(4, 2, format, Pool::Default)
            .unwrap();
        d.color_fill(s, 0xffff_ffff).unwrap();
        let half = Rect {
            left: 1,
            top: 0,
            right: 3,
            bottom: 1,
        };
        assert!(invalid(d.color_fill_rect(s, Some(half), 0xffff_0000)));
        let pair = Rect {
            left: 2,
            top: 1,
            right: 4,
            bottom: 2,
        };
        d.color_fill_rect(s, Some(pair), 0xffff_0000).unwrap();
        let lock = d.lock_surface_rect(s, None, LockFlags::READONLY).unwrap();
        let (pitch, bits) = (lock.pitch as usize, lock.bits.to_vec());
        d.unlock_surface_rect(s).unwrap();
        assert_eq!(bits[..4], white, "{format:?}");
        assert_eq!(bits[4..8], white, "{format:?}");
        assert_eq!(bits[pitch..pitch + 4], white, "{format:?}");
        assert_eq!(bits[pitch + 4..pitch + 8], red, "{format:?}");
        let rt = d
            .create_render_target(4, 2, Format::A8R8G8B8, MultiSampleType::None, 0, false)
            .unwrap();
        d.stretch_rect(s, None, rt, None, TextureFilterType::Point)
            .unwrap();
        let px = pixels(&d, rt);
        let at = |x: usize, y: usize| &px[(y * 4 + x) * 4..(y * 4 + x) * 4 + 4];
        let near = |p: &[u8], want: [u8; 4]| p.iter().zip(want).all(|(&a, b)| a.abs_diff(b) <= 2);
        assert!(
            near(at(0, 0), [0xff, 0xff, 0xff, 0xff]),
            "{format:?} {:?}",
            at(0, 0)
        );
        assert!(
            near(at(3, 1), [0, 0, 0xff, 0xff]),
            "{format:?} {:?}",
            at(3, 1)
        );
    }
}

/// Wine's `test_update_volumetexture`: UpdateTexture of volume textures
/// succeeds on Windows even for other level counts, sizes and formats; the
/// bytes are copied as they are (a 2x2x1 source fills the first row of a
/// 4x4x1 destination, A8R8G8B8 into X8R8G8B8 keeps the bytes).
#[test]
fn update_texture_of_mismatched_volumes_copies_bytes() {
    let mut d = bytecode_device();
    let cases = [
        (8, 8, 0, 0, Format::A8R8G8B8, Format::A8R8G8B8),
        (8, 8, 4, 4, Format::A8R8G8B8, Format::A8R8G8B8),
        (8, 8, 2, 2, Format::A8R8G8B8, Format::A8R8G8B8),
        (8, 8, 1, 1, Format::A8R8G8B8, Format::A8R8G8B8),
        (8, 8, 4, 0, Format::A8R8G8B8, Format::A8R8G8B8),
        (8, 8, 1, 4, Format::A8R8G8B8, Format::A8R8G8B8),
        (4, 8, 1, 1, Format::A8R8G8B8, Format::A8R8G8B8),
        (8, 8, 4, 4, Format::A8R8G8B8, Format::X8R8G8B8),
    ];
    for (ss, ds, sl, dl, sf, df) in cases {
        let src = d
            .create_volume_texture(ss, ss, ss, sl, Usage::empty(), sf, Pool::SystemMem)
            .unwrap();
        let dst = d
            .create_volume_texture(ds, ds, ds, dl, Usage::empty(), df, Pool::Default)
            .unwrap();
        d.update_texture(src, dst)
            .unwrap_or_else(|e| panic!("{ss} {ds} {sl} {dl} {df:?}: {e}"));
    }
    let src = d
        .create_volume_texture(
            2,
            2,
            1,
            1,
            Usage::empty(),
            Format::A8R8G8B8,
            Pool::SystemMem,
        )
        .unwrap();
    let texels: Vec<u8> = (1..=16).collect();
    d.lock_box(src, 0, LockFlags::empty())
        .unwrap()
        .bits
        .copy_from_slice(&texels);
    d.unlock_box(src, 0).unwrap();
    let dst = d
        .create_volume_texture(4, 4, 1, 1, Usage::DYNAMIC, Format::X8R8G8B8, Pool::Default)
        .unwrap();
    d.update_texture(src, dst).unwrap();
    let lock = d.lock_box(dst, 0, LockFlags::READONLY).unwrap();
    assert_eq!(lock.bits[..16], texels[..]);
    assert!(lock.bits[16..].iter().all(|&b| b == 0));
}

/// GetRenderTargetData into a level of a system-memory texture of the
/// render target's size and format: the level holds the pixels.
#[test]
fn get_render_target_data_into_a_system_memory_texture_level() {
    let mut d = bytecode_device();
    let rt = target(&mut d, Format::A8R8G8B8);
    d.color_fill(rt, 0xff20_4060).unwrap();
    let t = d
        .create_texture(8, 8, 1, Usage::empty(), Format::A8R8G8B8, Pool::SystemMem)
        .unwrap();
    let level = d.get_surface_level(t, 0).unwrap();
    d.get_render_target_data_into(rt, level).unwrap();
    let lock = d.lock_rect(t, 0, None, LockFlags::READONLY).unwrap();
    assert!(
        lock.bits
            .chunks(4)
            .all(|p| p == 0xff20_4060u32.to_le_bytes())
    );
    d.unlock_rect(t, 0).unwrap();
    // A managed texture's level is no destination.
    let managed = d
        .create_texture(8, 8, 1, Usage::empty(), Format::A8R8G8B8, Pool::Managed)
        .unwrap();
    let managed_level = d.get_surface_level(managed, 0).unwrap();
    assert!(invalid(d.get_render_target_data_into(rt, managed_level)));
}

/// A pre-transformed triangle over an 8x8 target at depth `z` in `color`
/// (XYZRHW | DIFFUSE).
fn cover(d: &mut Device, z: f32, color: u32) {
    let mut data = Vec::new();
    for (x, y) in [(0.0f32, 0.0f32), (32.0, 0.0), (0.0, 32.0)] {
        for f in [x, y, z, 1.0] {
            data.extend(f.to_le_bytes());
        }
        data.extend(color.to_le_bytes());
    }
    d.draw_primitive_up(PrimitiveType::TriangleList, 1, &data, 20)
        .unwrap();
}

/// StretchRect of D24S8 surfaces (a format wgpu cannot copy) copies depth
/// and stencil: after copying a surface cleared to depth 0.25 and stencil
/// 0x5a, a triangle at z 0.3 fails a LESS depth test and one at 0.2
/// passes; a stencil test EQUAL 0x5a passes and EQUAL 0x5b fails.
#[test]
fn d24s8_stretch_rect_copies_depth_and_stencil() {
    let mut d = bytecode_device();
    let rt = target(&mut d, Format::A8R8G8B8);
    d.set_render_target(0, Some(rt)).unwrap();
    let ds = |d: &mut Device| {
        d.create_depth_stencil_surface(8, 8, Format::D24S8, MultiSampleType::None, 0, false)
            .unwrap()
    };
    let (a, b) = (ds(&mut d), ds(&mut d));
    let both = ClearFlags::ZBUFFER | ClearFlags::STENCIL;
    d.set_depth_stencil_surface(Some(a)).unwrap();
    d.clear(&[], both, 0, 0.25, 0x5a).unwrap();
    d.set_depth_stencil_surface(Some(b)).unwrap();
    d.clear(&[], both, 0, 1.0, 0).unwrap();
    d.stretch_rect(a, None, b, None, TextureFilterType::None)
        .unwrap();
    d.set_fvf(Fvf::from_d3d(0x44)).unwrap();
    d.set_render_state(RenderState::CullMode, 1);
    d.set_render_state(RenderState::ZEnable, 1);
    d.set_render_state(RenderState::ZWriteEnable, 0);
    d.set_render_state(RenderState::ZFunc, 2); // LESS
    d.clear(&[], ClearFlags::TARGET, 0xff00_0000, 0.0, 0)
        .unwrap();
    let shows = |d: &Device, want: u32| {
        pixels(d, rt)
            .chunks(4)
            .all(|p| u32::from_le_bytes([p[0], p[1], p[2], p[3]]) == want)
    };
    cover(&mut d, 0.3, 0xffff_0000);
    assert!(shows(&d, 0xff00_0000), "z 0.3 is behind the copied 0.25");
    cover(&mut d, 0.2, 0xff00_ff00);
    assert!(shows(&d, 0xff00_ff00), "z 0.2 is in front");
    d.set_render_state(RenderState::ZEnable, 0);
    d.set_render_state(RenderState::StencilEnable, 1);
    d.set_render_state(RenderState::StencilFunc, 3); // EQUAL
    d.set_render_state(RenderState::StencilRef, 0x5a);
    cover(&mut d, 0.5, 0xff00_00ff);
    assert!(shows(&d, 0xff00_00ff), "stencil 0x5a was copied");
    d.set_render_state(RenderState::StencilRef, 0x5b);
    cover(&mut d, 0.5, 0xffff_ffff);
    assert!(shows(&d, 0xff00_00ff), "stencil is not 0x5b");
}

/// D24X8 (no stencil) copies its depth the same way.
#[test]
fn d24x8_stretch_rect_copies_depth() {
    let mut d = bytecode_device();
    let rt = target(&mut d, Format::A8R8G8B8);
    d.set_render_target(0, Some(rt)).unwrap();
    let ds = |d: &mut Device| {
        d.create_depth_stencil_surface(8, 8, Format::D24X8, MultiSampleType::None, 0, false)
            .unwrap()
    };
    let (a, b) = (ds(&mut d), ds(&mut d));
    d.set_depth_stencil_surface(Some(a)).unwrap();
    d.clear(&[], ClearFlags::ZBUFFER, 0, 0.25, 0).unwrap();
    d.set_depth_stencil_surface(Some(b)).unwrap();
    d.clear(&[], ClearFlags::ZBUFFER, 0, 1.0, 0).unwrap();
    d.stretch_rect(a, None, b, None, TextureFilterType::Point)
        .unwrap();
    d.set_fvf(Fvf::from_d3d(0x44)).unwrap();
    d.set_render_state(RenderState::CullMode, 1);
    d.set_render_state(RenderState::ZEnable, 1);
    d.set_render_state(RenderState::ZWriteEnable, 0);
    d.set_render_state(RenderState::ZFunc, 2); // LESS
    d.clear(&[], ClearFlags::TARGET, 0xff00_0000, 0.0, 0)
        .unwrap();
    cover(&mut d, 0.3, 0xffff_0000);
    cover(&mut d, 0.2, 0xff00_ff00);
    let px = pixels(&d, rt);
    assert!(px.chunks(4).all(|p| p == [0, 0xff, 0, 0xff]));
    cover(&mut d, 0.3, 0xffff_0000);
    assert!(pixels(&d, rt).chunks(4).all(|p| p == [0, 0xff, 0, 0xff]));
}
