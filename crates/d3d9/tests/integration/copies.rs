//! Offscreen plain surfaces, their locks, `StretchRect`, `ColorFill` with
//! a rectangle, `GetRenderTargetData` and `UpdateSurface`: each rule of
//! the D3D9 documentation of these methods, with the values it gives.

use crate::common;

use common::bytecode_device;
use ninebridge_d3d9::*;

fn rect(left: i32, top: i32, right: i32, bottom: i32) -> Rect {
    Rect {
        left,
        top,
        right,
        bottom,
    }
}

fn invalid<T: std::fmt::Debug>(r: D3dResult<T>) -> bool {
    matches!(r, Err(D3dError::InvalidCall(_)))
}

/// The BGRA pixels of an A8R8G8B8 surface as `0xAARRGGBB`.
fn argb(d: &Device, s: SurfaceId) -> Vec<u32> {
    d.get_render_target_data(s)
        .unwrap()
        .chunks_exact(4)
        .map(|p| u32::from_le_bytes([p[0], p[1], p[2], p[3]]))
        .collect()
}

fn target(d: &mut Device, w: u32, h: u32) -> SurfaceId {
    d.create_render_target(w, h, Format::A8R8G8B8, MultiSampleType::None, 0, false)
        .unwrap()
}

fn plain(d: &mut Device, w: u32, h: u32, format: Format, pool: Pool) -> SurfaceId {
    d.create_offscreen_plain_surface(w, h, format, pool)
        .unwrap()
}

/// Writes `texels` (tight rows) into a surface through LockRect.
fn fill(d: &mut Device, s: SurfaceId, texels: &[u8]) {
    let lock = d.lock_surface_rect(s, None, LockFlags::empty()).unwrap();
    lock.bits[..texels.len()].copy_from_slice(texels);
    d.unlock_surface_rect(s).unwrap();
}

/// CreateOffscreenPlainSurface: D3DPOOL_MANAGED and depth formats are
/// invalid; default, system-memory and scratch pools are accepted.
#[test]
fn offscreen_plain_surface_pools_and_formats() {
    let mut d = bytecode_device();
    for pool in [Pool::Default, Pool::SystemMem, Pool::Scratch] {
        d.create_offscreen_plain_surface(4, 4, Format::A8R8G8B8, pool)
            .unwrap();
    }
    assert!(invalid(d.create_offscreen_plain_surface(
        4,
        4,
        Format::A8R8G8B8,
        Pool::Managed
    )));
    assert!(invalid(d.create_offscreen_plain_surface(
        4,
        4,
        Format::D16,
        Pool::Default
    )));
}

/// An offscreen plain surface is not a render target (SetRenderTarget
/// needs D3DUSAGE_RENDERTARGET).
#[test]
fn offscreen_plain_surface_is_not_a_render_target() {
    let mut d = bytecode_device();
    let s = plain(&mut d, 4, 4, Format::A8R8G8B8, Pool::Default);
    assert!(invalid(d.set_render_target(0, Some(s))));
}

/// LockRect of a surface: the pitch is a row of texels, a second lock is
/// invalid, D3DLOCK_DISCARD is ignored (plain surfaces are never dynamic;
/// Windows locks them with it), a rectangle outside the surface is
/// invalid, and the bits start at the rectangle's first texel.
#[test]
fn surface_lock_rules() {
    let mut d = bytecode_device();
    let s = plain(&mut d, 4, 4, Format::A8R8G8B8, Pool::SystemMem);
    d.lock_surface_rect(s, None, LockFlags::DISCARD).unwrap();
    d.unlock_surface_rect(s).unwrap();
    assert!(invalid(d.lock_surface_rect(
        s,
        Some(rect(0, 0, 5, 4)),
        LockFlags::empty()
    )));
    let lock = d
        .lock_surface_rect(s, Some(rect(1, 2, 3, 4)), LockFlags::empty())
        .unwrap();
    assert_eq!(lock.pitch, 16);
    lock.bits[..4].copy_from_slice(&0xff11_2233u32.to_le_bytes());
    assert!(invalid(d.lock_surface_rect(s, None, LockFlags::empty())));
    d.unlock_surface_rect(s).unwrap();
    assert!(invalid(d.unlock_surface_rect(s)));
    let lock = d.lock_surface_rect(s, None, LockFlags::READONLY).unwrap();
    let at = (2 * 4 + 1) * 4;
    assert_eq!(lock.bits[at..at + 4], 0xff11_2233u32.to_le_bytes());
}

/// StretchRect with D3DTEXF_POINT of a 2x2 surface to a 4x4 target: each
/// source texel covers 2x2 destination pixels.
#[test]
fn stretch_rect_point_magnifies() {
    let mut d = bytecode_device();
    let src = plain(&mut d, 2, 2, Format::A8R8G8B8, Pool::Default);
    let texels: Vec<u8> = [0xffff_0000u32, 0xff00_ff00, 0xff00_00ff, 0xffff_ffff]
        .iter()
        .flat_map(|c| c.to_le_bytes())
        .collect();
    fill(&mut d, src, &texels);
    let dst = target(&mut d, 4, 4);
    d.stretch_rect(src, None, dst, None, TextureFilterType::Point)
        .unwrap();
    let px = argb(&d, dst);
    let want = |x: usize, y: usize| {
        [0xffff_0000u32, 0xff00_ff00, 0xff00_00ff, 0xffff_ffff][(y / 2) * 2 + x / 2]
    };
    for y in 0..4 {
        for x in 0..4 {
            assert_eq!(px[y * 4 + x], want(x, y), "pixel ({x}, {y})");
        }
    }
}

/// StretchRect with D3DTEXF_LINEAR averages: a 2x1 black/white source
/// minified to one pixel samples between them (0x7f or 0x80).
#[test]
fn stretch_rect_linear_filters() {
    let mut d = bytecode_device();
    let src = plain(&mut d, 2, 1, Format::A8R8G8B8, Pool::Default);
    let texels: Vec<u8> = [0xff00_0000u32, 0xffff_ffff]
        .iter()
        .flat_map(|c| c.to_le_bytes())
        .collect();
    fill(&mut d, src, &texels);
    let dst = target(&mut d, 1, 1);
    d.stretch_rect(src, None, dst, None, TextureFilterType::Linear)
        .unwrap();
    let red = (argb(&d, dst)[0] >> 16) & 0xff;
    assert!((0x7f..=0x80).contains(&red), "red {red:#x}");
}

/// Sub-rectangles: the source rectangle lands in the destination rectangle
/// and nothing else changes.
#[test]
fn stretch_rect_sub_rectangles() {
    let mut d = bytecode_device();
    let src = target(&mut d, 4, 4);
    d.color_fill(src, 0xff00_ff00).unwrap();
    d.color_fill_rect(src, Some(rect(2, 2, 4, 4)), 0xffff_0000)
        .unwrap();
    let dst = target(&mut d, 4, 4);
    d.color_fill(dst, 0xff00_0000).unwrap();
    d.stretch_rect(
        src,
        Some(rect(2, 2, 4, 4)),
        dst,
        Some(rect(0, 0, 1, 1)),
        TextureFilterType::Point,
    )
    .unwrap();
    let px = argb(&d, dst);
    assert_eq!(px[0], 0xffff_0000);
    assert!(px[1..].iter().all(|&p| p == 0xff00_0000));
}

/// Format conversion: an R5G6B5 source copied to an A8R8G8B8 target reads
/// as its expanded colour (pure red 0xf800 -> 0xffff0000).
#[test]
fn stretch_rect_converts_formats() {
    let mut d = bytecode_device();
    let src = plain(&mut d, 1, 1, Format::R5G6B5, Pool::Default);
    fill(&mut d, src, &0xf800u16.to_le_bytes());
    let dst = target(&mut d, 2, 2);
    d.stretch_rect(src, None, dst, None, TextureFilterType::None)
        .unwrap();
    assert!(argb(&d, dst).iter().all(|&p| p == 0xffff_0000));
}

/// The documented failure cases: filters other than NONE/POINT/LINEAR,
/// rectangles outside a surface, overlapping rectangles of one surface,
/// a destination that is not a render target, a system-memory surface,
/// colour to depth, and depth copies with rectangles or of different sizes.
#[test]
fn stretch_rect_failures() {
    let mut d = bytecode_device();
    let a = target(&mut d, 4, 4);
    let b = target(&mut d, 4, 4);
    assert!(invalid(d.stretch_rect(
        a,
        None,
        b,
        None,
        TextureFilterType::Anisotropic
    )));
    assert!(invalid(d.stretch_rect(
        a,
        Some(rect(0, 0, 5, 4)),
        b,
        None,
        TextureFilterType::Point
    )));
    assert!(invalid(d.stretch_rect(
        a,
        Some(rect(1, 1, 1, 3)),
        b,
        None,
        TextureFilterType::Point
    )));
    // Within one surface: copies (even overlapping) but no stretching.
    assert!(invalid(d.stretch_rect(
        a,
        Some(rect(0, 0, 2, 2)),
        a,
        Some(rect(1, 1, 4, 4)),
        TextureFilterType::Point
    )));
    d.color_fill(a, 0xff00_0000).unwrap();
    d.color_fill_rect(a, Some(rect(0, 0, 1, 1)), 0xffff_ffff)
        .unwrap();
    d.stretch_rect(
        a,
        Some(rect(0, 0, 2, 2)),
        a,
        Some(rect(1, 1, 3, 3)),
        TextureFilterType::Point,
    )
    .unwrap();
    let px = argb(&d, a);
    assert_eq!(
        (px[0], px[5], px[10]),
        (0xffff_ffff, 0xffff_ffff, 0xff00_0000)
    );
    let plain_dst = plain(&mut d, 4, 4, Format::A8R8G8B8, Pool::Default);
    assert!(invalid(d.stretch_rect(
        a,
        None,
        plain_dst,
        None,
        TextureFilterType::Point
    )));
    let sysmem = plain(&mut d, 4, 4, Format::A8R8G8B8, Pool::SystemMem);
    assert!(invalid(d.stretch_rect(
        sysmem,
        None,
        a,
        None,
        TextureFilterType::Point
    )));
    let ds = d
        .create_depth_stencil_surface(4, 4, Format::D16, MultiSampleType::None, 0, false)
        .unwrap();
    let ds_small = d
        .create_depth_stencil_surface(2, 2, Format::D16, MultiSampleType::None, 0, false)
        .unwrap();
    let ds2 = d
        .create_depth_stencil_surface(4, 4, Format::D16, MultiSampleType::None, 0, false)
        .unwrap();
    assert!(invalid(d.stretch_rect(
        a,
        None,
        ds,
        None,
        TextureFilterType::Point
    )));
    assert!(invalid(d.stretch_rect(
        ds,
        None,
        ds_small,
        None,
        TextureFilterType::Point
    )));
    assert!(invalid(d.stretch_rect(
        ds,
        Some(rect(0, 0, 4, 4)),
        ds2,
        None,
        TextureFilterType::Point
    )));
    d.stretch_rect(ds, None, ds2, None, TextureFilterType::None)
        .unwrap();
}

/// An offscreen plain surface is a destination of an offscreen plain
/// source.
#[test]
fn stretch_rect_between_plain_surfaces() {
    let mut d = bytecode_device();
    let src = plain(&mut d, 2, 2, Format::A8R8G8B8, Pool::Default);
    fill(&mut d, src, &[0x44; 16]);
    let dst = plain(&mut d, 2, 2, Format::A8R8G8B8, Pool::Default);
    d.stretch_rect(src, None, dst, None, TextureFilterType::Point)
        .unwrap();
    assert!(argb(&d, dst).iter().all(|&p| p == 0x4444_4444));
    // The GPU copy is newer than the host copy: a lock reads it back.
    let lock = d.lock_surface_rect(dst, None, LockFlags::READONLY).unwrap();
    assert_eq!(lock.bits, &[0x44; 16]);
}

/// YUY2 and UYVY: BT.601 studio swing, each pixel with its pair's chroma.
/// Y 235, U = V = 128 is white; Y 16 is black; Y 81, U 90, V 240 is red
/// (255, 0, 0 within rounding).
#[test]
fn yuv_surfaces_convert_to_rgb() {
    let mut d = bytecode_device();
    let yuy2 = plain(&mut d, 2, 1, Format::Yuy2, Pool::Default);
    fill(&mut d, yuy2, &[235, 128, 16, 128]);
    let dst = target(&mut d, 2, 1);
    d.stretch_rect(yuy2, None, dst, None, TextureFilterType::Point)
        .unwrap();
    assert_eq!(argb(&d, dst), [0xffff_ffff, 0xff00_0000]);
    let uyvy = plain(&mut d, 2, 1, Format::Uyvy, Pool::Default);
    fill(&mut d, uyvy, &[90, 81, 240, 81]);
    d.stretch_rect(uyvy, None, dst, None, TextureFilterType::Point)
        .unwrap();
    for p in argb(&d, dst) {
        let (r, g, b) = ((p >> 16) & 0xff, (p >> 8) & 0xff, p & 0xff);
        assert!(r >= 0xfd && g <= 2 && b <= 2, "{p:#x}");
    }
    assert!(invalid(d.stretch_rect(
        dst,
        None,
        yuy2,
        None,
        TextureFilterType::Point
    )));
}

/// ColorFill of a rectangle fills only it; default-pool offscreen plain
/// surfaces and render targets can be filled, system-memory surfaces,
/// depth surfaces and levels of textures that are not render targets
/// cannot; a DXT rectangle must lie on 4x4 blocks.
#[test]
fn color_fill_rules() {
    let mut d = bytecode_device();
    let s = plain(&mut d, 4, 4, Format::A8R8G8B8, Pool::Default);
    d.color_fill(s, 0xff00_0000).unwrap();
    d.color_fill_rect(s, Some(rect(1, 1, 3, 2)), 0xffde_adbe)
        .unwrap();
    let px = argb(&d, s);
    for y in 0..4 {
        for x in 0..4 {
            let inside = (1..3).contains(&x) && y == 1;
            let want = if inside { 0xffde_adbe } else { 0xff00_0000 };
            assert_eq!(px[y * 4 + x], want, "pixel ({x}, {y})");
        }
    }
    let sysmem = plain(&mut d, 4, 4, Format::A8R8G8B8, Pool::SystemMem);
    assert!(invalid(d.color_fill(sysmem, 0)));
    let ds = d
        .create_depth_stencil_surface(4, 4, Format::D16, MultiSampleType::None, 0, false)
        .unwrap();
    assert!(invalid(d.color_fill(ds, 0)));
    let tex = d
        .create_texture(4, 4, 1, Usage::empty(), Format::A8R8G8B8, Pool::Default)
        .unwrap();
    let level = d.get_surface_level(tex, 0).unwrap();
    assert!(invalid(d.color_fill(level, 0)));
    let dxt = plain(&mut d, 16, 16, Format::Dxt1, Pool::Default);
    d.color_fill_rect(dxt, Some(rect(4, 4, 8, 8)), 0).unwrap();
    assert!(invalid(d.color_fill_rect(dxt, Some(rect(5, 5, 7, 7)), 0)));
    assert!(invalid(d.color_fill_rect(s, Some(rect(0, 0, 5, 1)), 0)));
}

/// GetRenderTargetData copies a render target into a system-memory surface
/// of its size and format; other pools, sizes and formats are invalid.
#[test]
fn get_render_target_data_rules() {
    let mut d = bytecode_device();
    let rt = target(&mut d, 2, 2);
    d.color_fill(rt, 0xff12_3456).unwrap();
    let sysmem = plain(&mut d, 2, 2, Format::A8R8G8B8, Pool::SystemMem);
    d.get_render_target_data_into(rt, sysmem).unwrap();
    let lock = d
        .lock_surface_rect(sysmem, None, LockFlags::READONLY)
        .unwrap();
    assert_eq!(lock.bits[..4], 0xff12_3456u32.to_le_bytes());
    d.unlock_surface_rect(sysmem).unwrap();
    let default = plain(&mut d, 2, 2, Format::A8R8G8B8, Pool::Default);
    assert!(invalid(d.get_render_target_data_into(rt, default)));
    let bigger = plain(&mut d, 4, 4, Format::A8R8G8B8, Pool::SystemMem);
    assert!(invalid(d.get_render_target_data_into(rt, bigger)));
    let other = plain(&mut d, 2, 2, Format::X8R8G8B8, Pool::SystemMem);
    assert!(invalid(d.get_render_target_data_into(rt, other)));
    assert!(invalid(d.get_render_target_data_into(sysmem, sysmem)));
}

/// UpdateSurface copies a source rectangle to a destination point; the
/// source must be in SYSTEMMEM and the destination in DEFAULT, of one
/// format, neither locked, the rectangle must fit, and DXT rectangles lie
/// on blocks (or end at the surface's edge).
#[test]
fn update_surface_rules() {
    let mut d = bytecode_device();
    let src = plain(&mut d, 2, 2, Format::A8R8G8B8, Pool::SystemMem);
    let texels: Vec<u8> = [0xff00_0001u32, 0xff00_0002, 0xff00_0003, 0xff00_0004]
        .iter()
        .flat_map(|c| c.to_le_bytes())
        .collect();
    fill(&mut d, src, &texels);
    let dst = plain(&mut d, 4, 4, Format::A8R8G8B8, Pool::Default);
    d.color_fill(dst, 0xff00_0000).unwrap();
    d.update_surface(src, Some(rect(1, 0, 2, 2)), dst, Some((3, 2)))
        .unwrap();
    let px = argb(&d, dst);
    assert_eq!(px[2 * 4 + 3], 0xff00_0002);
    assert_eq!(px[3 * 4 + 3], 0xff00_0004);
    assert_eq!(px.iter().filter(|&&p| p != 0xff00_0000).count(), 2);
    assert!(invalid(d.update_surface(dst, None, src, None)));
    assert!(invalid(d.update_surface(src, None, dst, Some((3, 3)))));
    let other = plain(&mut d, 4, 4, Format::X8R8G8B8, Pool::Default);
    assert!(invalid(d.update_surface(src, None, other, None)));
    let dxt_src = plain(&mut d, 8, 8, Format::Dxt1, Pool::SystemMem);
    let dxt_dst = plain(&mut d, 8, 8, Format::Dxt1, Pool::Default);
    d.update_surface(dxt_src, Some(rect(4, 4, 8, 8)), dxt_dst, Some((0, 4)))
        .unwrap();
    assert!(invalid(d.update_surface(
        dxt_src,
        Some(rect(0, 0, 2, 2)),
        dxt_dst,
        None
    )));
    // DXT surfaces have sizes in whole blocks (see resources.rs): a whole
    // source block placed off the destination's block grid is invalid.
    let small = plain(&mut d, 4, 4, Format::Dxt1, Pool::SystemMem);
    assert!(invalid(d.update_surface(
        small,
        None,
        dxt_dst,
        Some((2, 0))
    )));
    d.update_surface(small, None, dxt_dst, Some((4, 0)))
        .unwrap();
    // Neither surface may be locked.
    d.lock_surface_rect(src, None, LockFlags::READONLY).unwrap();
    assert!(invalid(d.update_surface(src, None, dst, None)));
    d.unlock_surface_rect(src).unwrap();
    d.update_surface(src, None, dst, None).unwrap();
}

/// LockRect of a render target: invalid unless it was created lockable; a
/// lockable one holds what was drawn, and what is written reaches it.
#[test]
fn lockable_render_targets_lock() {
    let mut d = bytecode_device();
    let plain_rt = target(&mut d, 2, 2);
    assert!(invalid(d.lock_surface_rect(
        plain_rt,
        None,
        LockFlags::empty()
    )));
    let rt = d
        .create_render_target(2, 2, Format::A8R8G8B8, MultiSampleType::None, 0, true)
        .unwrap();
    d.color_fill(rt, 0xff12_3456).unwrap();
    let lock = d.lock_surface_rect(rt, None, LockFlags::empty()).unwrap();
    assert_eq!(lock.pitch, 8);
    assert_eq!(lock.bits[..4], 0xff12_3456u32.to_le_bytes());
    lock.bits[4..8].copy_from_slice(&0xffab_cdefu32.to_le_bytes());
    d.unlock_surface_rect(rt).unwrap();
    assert_eq!(
        argb(&d, rt),
        [0xff12_3456, 0xffab_cdef, 0xff12_3456, 0xff12_3456]
    );
}

/// ColorFill converts the colour to the surface's format: R5G6B5 keeps the
/// top 5, 6 and 5 bits of red, green and blue (0xdeadbeef: red 0xad, green
/// 0xbe, blue 0xef -> 0xadfd), which a lock reads and a copy shows expanded
/// again by bit replication.
#[test]
fn color_fill_converts_to_the_format() {
    let mut d = bytecode_device();
    let s = plain(&mut d, 2, 2, Format::R5G6B5, Pool::Default);
    d.color_fill(s, 0xdead_beef).unwrap();
    let lock = d.lock_surface_rect(s, None, LockFlags::READONLY).unwrap();
    let texel = u16::from_le_bytes([lock.bits[0], lock.bits[1]]);
    assert_eq!(texel, 0xadfd);
    d.unlock_surface_rect(s).unwrap();
    let dst = target(&mut d, 2, 2);
    d.stretch_rect(s, None, dst, None, TextureFilterType::Point)
        .unwrap();
    let (r5, g6, b5) = (0xad >> 3, 0xbe >> 2, 0xef >> 3);
    let expand5 = |v: u32| v << 3 | v >> 2;
    let expand6 = |v: u32| v << 2 | v >> 4;
    let want = 0xff00_0000 | expand5(r5) << 16 | expand6(g6) << 8 | expand5(b5);
    assert!(argb(&d, dst).iter().all(|&p| p == want));
}

/// Destinations other than render targets: an offscreen plain surface
/// takes a copy from an offscreen plain surface, never a stretched one nor
/// one from a render target; a texture level that is not a render target
/// takes none (Windows, Wine's test_stretch_rect) and keeps its texels;
/// block-compressed surfaces copy (same format, on 4x4 blocks) but never
/// stretch.
#[test]
fn stretch_rect_destination_table() {
    let mut d = bytecode_device();
    let src = plain(&mut d, 4, 4, Format::A8R8G8B8, Pool::Default);
    fill(&mut d, src, &[0x55; 64]);
    let tex = d
        .create_texture(4, 4, 1, Usage::empty(), Format::A8R8G8B8, Pool::Default)
        .unwrap();
    let level = d.get_surface_level(tex, 0).unwrap();
    let before = argb(&d, level);
    assert!(invalid(d.stretch_rect(
        src,
        None,
        level,
        None,
        TextureFilterType::None
    )));
    assert_eq!(argb(&d, level), before);
    let plain_dst = plain(&mut d, 4, 4, Format::A8R8G8B8, Pool::Default);
    d.stretch_rect(src, None, plain_dst, None, TextureFilterType::None)
        .unwrap();
    assert!(argb(&d, plain_dst).iter().all(|&p| p == 0x5555_5555));
    assert!(invalid(d.stretch_rect(
        src,
        Some(rect(0, 0, 2, 2)),
        plain_dst,
        None,
        TextureFilterType::Point
    )));
    let rt = target(&mut d, 4, 4);
    assert!(invalid(d.stretch_rect(
        rt,
        None,
        level,
        None,
        TextureFilterType::None
    )));
    let dxt_a = plain(&mut d, 8, 8, Format::Dxt1, Pool::Default);
    let dxt_b = plain(&mut d, 8, 8, Format::Dxt1, Pool::Default);
    d.stretch_rect(
        dxt_a,
        Some(rect(4, 0, 8, 4)),
        dxt_b,
        Some(rect(0, 4, 4, 8)),
        TextureFilterType::None,
    )
    .unwrap();
    assert!(invalid(d.stretch_rect(
        dxt_a,
        Some(rect(0, 0, 2, 2)),
        dxt_b,
        Some(rect(0, 0, 2, 2)),
        TextureFilterType::None
    )));
    assert!(invalid(d.stretch_rect(
        dxt_a,
        None,
        rt,
        Some(rect(0, 0, 4, 4)),
        TextureFilterType::Point
    )));
}
