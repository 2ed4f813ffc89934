//! Lock rules of buffers, surfaces, textures and volumes as Windows gives
//! them (Wine's `device.c`: `test_vb_lock_flags`, `test_lockrect_invalid`,
//! `test_surface_blocks`, `test_volume_locking`, `test_lockbox_invalid`,
//! `test_vertex_buffer_read_write`, `test_reset`), and draws that read a
//! buffer the application still holds locked.

use crate::common;

use common::{bytecode_device, bytes, float_bytes};
use ninebridge_d3d9::*;

fn invalid<T: std::fmt::Debug>(r: D3dResult<T>) -> bool {
    matches!(r, Err(D3dError::InvalidCall(_)))
}

fn rect(left: i32, top: i32, right: i32, bottom: i32) -> Rect {
    Rect {
        left,
        top,
        right,
        bottom,
    }
}

/// A device drawing position (float2) + colour (float4) vertices into a
/// 4x4 A8R8G8B8 render target.
fn setup() -> (Device, SurfaceId) {
    let mut d = bytecode_device();
    let rt = d
        .create_render_target(4, 4, Format::A8R8G8B8, MultiSampleType::None, 0, false)
        .unwrap();
    d.set_render_target(0, Some(rt)).unwrap();
    let vs = d
        .create_vertex_shader(&bytes(
            "vs_2_0\ndcl_position v0\ndcl_color v1\nmov oPos, v0\nmov oD0, v1\n",
        ))
        .unwrap();
    let ps = d
        .create_pixel_shader(&bytes("ps_2_0\ndcl v0\nmov oC0, v0\n"))
        .unwrap();
    d.set_vertex_shader(Some(vs)).unwrap();
    d.set_pixel_shader(Some(ps)).unwrap();
    let decl = d
        .create_vertex_declaration(&[
            VertexElement::new(0, 0, DeclType::Float2, DeclUsage::Position, 0),
            VertexElement::new(0, 8, DeclType::Float4, DeclUsage::Color, 0),
        ])
        .unwrap();
    d.set_vertex_declaration(Some(decl)).unwrap();
    d.set_render_state(RenderState::CullMode, 1);
    (d, rt)
}

/// A triangle covering the whole target in `color` (72 bytes).
fn triangle(color: [f32; 4]) -> Vec<u8> {
    let mut out = Vec::new();
    for p in [[-1.0f32, 1.0], [3.0, 1.0], [-1.0, -3.0]] {
        out.extend(float_bytes(&p));
        out.extend(float_bytes(&color));
    }
    out
}

const RED: [f32; 4] = [1.0, 0.0, 0.0, 1.0];
const GREEN: [f32; 4] = [0.0, 1.0, 0.0, 1.0];
const BLUE: [f32; 4] = [0.0, 0.0, 1.0, 1.0];

/// The one colour the whole target shows, as 0xAARRGGBB.
fn shown(d: &Device, rt: SurfaceId) -> u32 {
    let p = d.get_render_target_data(rt).unwrap();
    let px: Vec<u32> = p
        .chunks_exact(4)
        .map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]]))
        .collect();
    assert!(px.iter().all(|&q| q == px[0]), "uniform picture {px:x?}");
    px[0]
}

fn vertex_buffer(d: &mut Device, len: u32, usage: Usage, pool: Pool) -> VertexBufferId {
    d.create_vertex_buffer(len, usage, 0, pool).unwrap()
}

/// Wine's `test_vb_lock_flags`: on Windows XP, the behaviour games depend
/// on, every flag combination locks a dynamic buffer (Windows 7's refusals
/// are marked broken there), bogus bits included.
#[test]
fn every_buffer_lock_flag_combination_succeeds() {
    let mut d = bytecode_device();
    let vb = vertex_buffer(
        &mut d,
        1024,
        Usage::DYNAMIC | Usage::WRITEONLY,
        Pool::Default,
    );
    for bits in [0x10, 0x2000, 0x1000, 0x3000, 0x1010, 0x2010, 0xdead_beef] {
        let flags = LockFlags::from_d3d(bits);
        assert_eq!(d.lock_vertex_buffer(vb, 0, 0, flags).unwrap().len(), 1024);
        d.unlock_vertex_buffer(vb).unwrap();
    }
}

/// D3D9 counts buffer locks: a buffer locked twice is unlocked twice, its
/// data reach the GPU at the last unlock, and an unlock of a buffer that is
/// not locked returns D3D_OK.
#[test]
fn buffer_locks_nest_and_extra_unlocks_succeed() {
    let (mut d, rt) = setup();
    let vb = vertex_buffer(&mut d, 144, Usage::empty(), Pool::Managed);
    d.unlock_vertex_buffer(vb).unwrap();
    d.lock_vertex_buffer(vb, 0, 72, LockFlags::empty())
        .unwrap()
        .copy_from_slice(&triangle(RED));
    d.lock_vertex_buffer(vb, 72, 72, LockFlags::empty())
        .unwrap()
        .copy_from_slice(&triangle(GREEN));
    d.unlock_vertex_buffer(vb).unwrap();
    d.unlock_vertex_buffer(vb).unwrap();
    d.unlock_vertex_buffer(vb).unwrap();
    d.set_stream_source(0, Some(vb), 0, 24).unwrap();
    d.draw_primitive(PrimitiveType::TriangleList, 0, 1).unwrap();
    assert_eq!(shown(&d, rt), 0xffff_0000);
    d.draw_primitive(PrimitiveType::TriangleList, 3, 1).unwrap();
    assert_eq!(shown(&d, rt), 0xff00_ff00);
}

/// A ring buffer written with NOOVERWRITE and drawn from while still
/// locked (D3D9 allows the draw; it sees the data written so far): each
/// draw shows the triangle written before it.
#[test]
fn draws_read_a_buffer_locked_with_nooverwrite() {
    let (mut d, rt) = setup();
    let vb = vertex_buffer(
        &mut d,
        216,
        Usage::DYNAMIC | Usage::WRITEONLY,
        Pool::Default,
    );
    d.set_stream_source(0, Some(vb), 0, 24).unwrap();
    d.lock_vertex_buffer(vb, 0, 72, LockFlags::NOOVERWRITE)
        .unwrap()
        .copy_from_slice(&triangle(RED));
    d.draw_primitive(PrimitiveType::TriangleList, 0, 1).unwrap();
    assert_eq!(shown(&d, rt), 0xffff_0000);
    d.lock_vertex_buffer(vb, 72, 72, LockFlags::NOOVERWRITE)
        .unwrap()
        .copy_from_slice(&triangle(GREEN));
    d.draw_primitive(PrimitiveType::TriangleList, 3, 1).unwrap();
    assert_eq!(shown(&d, rt), 0xff00_ff00);
    d.unlock_vertex_buffer(vb).unwrap();
    d.unlock_vertex_buffer(vb).unwrap();
    // Unlocked, the data stay.
    d.draw_primitive(PrimitiveType::TriangleList, 0, 1).unwrap();
    assert_eq!(shown(&d, rt), 0xffff_0000);
}

/// A draw while a buffer is locked without flags, or with DISCARD, sees
/// what was written; draws recorded before the lock keep what they read
/// (the first draw's red shows where the second does not reach).
#[test]
fn draws_read_a_buffer_locked_plainly_or_with_discard() {
    for (usage, flags) in [
        (Usage::empty(), LockFlags::empty()),
        (Usage::DYNAMIC, LockFlags::DISCARD),
    ] {
        let (mut d, rt) = setup();
        let vb = vertex_buffer(&mut d, 72, usage, Pool::Default);
        d.lock_vertex_buffer(vb, 0, 0, LockFlags::empty())
            .unwrap()
            .copy_from_slice(&triangle(RED));
        d.unlock_vertex_buffer(vb).unwrap();
        d.set_stream_source(0, Some(vb), 0, 24).unwrap();
        d.draw_primitive(PrimitiveType::TriangleList, 0, 1).unwrap();
        d.lock_vertex_buffer(vb, 0, 0, flags)
            .unwrap()
            .copy_from_slice(&triangle(BLUE));
        d.draw_primitive(PrimitiveType::TriangleList, 0, 1).unwrap();
        assert_eq!(shown(&d, rt), 0xff00_00ff, "{flags:?}");
        d.unlock_vertex_buffer(vb).unwrap();
        d.draw_primitive(PrimitiveType::TriangleList, 0, 1).unwrap();
        assert_eq!(shown(&d, rt), 0xff00_00ff, "{flags:?}");
    }
}

/// Index buffers locked while an indexed draw reads them: the draw uses
/// the indices written so far.
#[test]
fn indexed_draws_read_a_locked_index_buffer() {
    let (mut d, rt) = setup();
    let vb = vertex_buffer(&mut d, 144, Usage::empty(), Pool::Managed);
    let mut data = triangle(RED);
    data.extend(triangle(GREEN));
    d.lock_vertex_buffer(vb, 0, 0, LockFlags::empty())
        .unwrap()
        .copy_from_slice(&data);
    d.unlock_vertex_buffer(vb).unwrap();
    d.set_stream_source(0, Some(vb), 0, 24).unwrap();
    let ib = d
        .create_index_buffer(6, Usage::DYNAMIC, Format::Index16, Pool::Default)
        .unwrap();
    d.set_indices(Some(ib)).unwrap();
    let indices: Vec<u8> = [3u16, 4, 5].iter().flat_map(|i| i.to_le_bytes()).collect();
    d.lock_index_buffer(ib, 0, 0, LockFlags::DISCARD)
        .unwrap()
        .copy_from_slice(&indices);
    d.draw_indexed_primitive(PrimitiveType::TriangleList, 0, 0, 6, 0, 1)
        .unwrap();
    assert_eq!(shown(&d, rt), 0xff00_ff00);
    d.unlock_index_buffer(ib).unwrap();
}

/// Wine's `test_vertex_buffer_read_write` and the DISCARD test of managed
/// and system-memory buffers: a NOOVERWRITE or plain lock reads what was
/// written; DISCARD on a buffer that is not dynamic keeps its contents.
#[test]
fn buffer_locks_read_back_what_was_written() {
    let mut d = bytecode_device();
    let dynamic = vertex_buffer(&mut d, 12, Usage::DYNAMIC, Pool::Default);
    d.lock_vertex_buffer(dynamic, 0, 12, LockFlags::NOOVERWRITE)
        .unwrap()
        .copy_from_slice(&float_bytes(&[3.0, 3.0, 3.0]));
    d.unlock_vertex_buffer(dynamic).unwrap();
    for flags in [LockFlags::NOOVERWRITE, LockFlags::empty()] {
        let got = d
            .lock_vertex_buffer(dynamic, 0, 12, flags)
            .unwrap()
            .to_vec();
        assert_eq!(got, float_bytes(&[3.0, 3.0, 3.0]));
        d.unlock_vertex_buffer(dynamic).unwrap();
    }
    for pool in [Pool::Managed, Pool::SystemMem] {
        let vb = vertex_buffer(&mut d, 8, Usage::empty(), pool);
        d.lock_vertex_buffer(vb, 0, 0, LockFlags::DISCARD)
            .unwrap()
            .copy_from_slice(&[1, 2, 3, 4, 5, 6, 7, 8]);
        d.unlock_vertex_buffer(vb).unwrap();
        let got = d
            .lock_vertex_buffer(vb, 0, 0, LockFlags::DISCARD)
            .unwrap()
            .to_vec();
        assert_eq!(got, [1, 2, 3, 4, 5, 6, 7, 8], "{pool:?}");
        d.unlock_vertex_buffer(vb).unwrap();
    }
}

/// D3DLOCK_DONOTWAIT never answers D3DERR_WASSTILLDRAWING here: the device
/// hands out host copies, so a lock never waits for the GPU.
#[test]
fn donotwait_locks_succeed() {
    let (mut d, _) = setup();
    let vb = vertex_buffer(&mut d, 72, Usage::DYNAMIC, Pool::Default);
    d.set_stream_source(0, Some(vb), 0, 24).unwrap();
    d.draw_primitive(PrimitiveType::TriangleList, 0, 1).unwrap();
    d.lock_vertex_buffer(vb, 0, 0, LockFlags::DONOTWAIT)
        .unwrap();
    d.unlock_vertex_buffer(vb).unwrap();
    let s = d
        .create_offscreen_plain_surface(4, 4, Format::A8R8G8B8, Pool::SystemMem)
        .unwrap();
    d.lock_surface_rect(s, None, LockFlags::DONOTWAIT).unwrap();
    d.unlock_surface_rect(s).unwrap();
}

/// Wine's `test_reset`: system-memory and scratch offscreen plain surfaces
/// lock with D3DLOCK_DISCARD (ignored: they are not dynamic, and keep
/// their contents); so do managed textures.
#[test]
fn discard_on_resources_that_are_not_dynamic_is_ignored() {
    let mut d = bytecode_device();
    for pool in [Pool::SystemMem, Pool::Scratch] {
        let s = d
            .create_offscreen_plain_surface(2, 2, Format::R5G6B5, pool)
            .unwrap();
        d.lock_surface_rect(s, None, LockFlags::empty())
            .unwrap()
            .bits[..2]
            .copy_from_slice(&[0x34, 0x12]);
        d.unlock_surface_rect(s).unwrap();
        let lock = d.lock_surface_rect(s, None, LockFlags::DISCARD).unwrap();
        assert_eq!(lock.bits[..2], [0x34, 0x12], "{pool:?}");
        d.unlock_surface_rect(s).unwrap();
    }
    let t = d
        .create_texture(2, 2, 1, Usage::empty(), Format::A8R8G8B8, Pool::Managed)
        .unwrap();
    d.lock_rect(t, 0, None, LockFlags::empty()).unwrap().bits[..4].copy_from_slice(&[9; 4]);
    d.unlock_rect(t, 0).unwrap();
    let lock = d.lock_rect(t, 0, None, LockFlags::DISCARD).unwrap();
    assert_eq!(lock.bits[..4], [9; 4]);
    d.unlock_rect(t, 0).unwrap();
}

/// Wine's `test_lockrect_invalid` and `test_surface_double_unlock`:
/// IDirect3DTexture9::UnlockRect and IDirect3DCubeTexture9::UnlockRect of
/// a level that is not locked succeed, and so does UnlockRect of a 2D
/// texture's level surface; a cube face's surface, an offscreen plain
/// surface and UnlockBox of a volume level answer D3DERR_INVALIDCALL.
#[test]
fn unlocking_what_is_not_locked() {
    let mut d = bytecode_device();
    let t = d
        .create_texture(8, 8, 1, Usage::empty(), Format::A8R8G8B8, Pool::Managed)
        .unwrap();
    d.unlock_rect(t, 0).unwrap();
    let level = d.get_surface_level(t, 0).unwrap();
    d.unlock_surface_rect(level).unwrap();
    let cube = d
        .create_cube_texture(8, 1, Usage::empty(), Format::A8R8G8B8, Pool::Managed)
        .unwrap();
    d.unlock_cube_rect(cube, CubeFace::NegativeX, 0).unwrap();
    let face = d
        .get_cube_map_surface(cube, CubeFace::NegativeX, 0)
        .unwrap();
    assert!(invalid(d.unlock_surface_rect(face)));
    for pool in [Pool::Default, Pool::Scratch, Pool::SystemMem] {
        let s = d
            .create_offscreen_plain_surface(8, 8, Format::X8R8G8B8, pool)
            .unwrap();
        assert!(invalid(d.unlock_surface_rect(s)));
        d.lock_surface_rect(s, None, LockFlags::empty()).unwrap();
        d.unlock_surface_rect(s).unwrap();
        assert!(invalid(d.unlock_surface_rect(s)));
    }
    let v = d
        .create_volume_texture(4, 4, 2, 1, Usage::empty(), Format::A8R8G8B8, Pool::Scratch)
        .unwrap();
    d.lock_box(v, 0, LockFlags::empty()).unwrap();
    assert!(invalid(d.lock_box(v, 0, LockFlags::empty())));
    d.unlock_box(v, 0).unwrap();
    assert!(invalid(d.unlock_box(v, 0)));
}

/// Wine's `test_lockrect_invalid`: a level locked through its texture
/// cannot be locked again, through the texture or its surface; the bits of
/// a rectangle start at top * pitch + left * 4.
#[test]
fn a_locked_level_does_not_lock_twice() {
    let mut d = bytecode_device();
    let t = d
        .create_texture(
            128,
            128,
            1,
            Usage::empty(),
            Format::A8R8G8B8,
            Pool::SystemMem,
        )
        .unwrap();
    let level = d.get_surface_level(t, 0).unwrap();
    let base = d
        .lock_rect(t, 0, None, LockFlags::empty())
        .unwrap()
        .bits
        .as_ptr() as usize;
    assert!(invalid(d.lock_rect(t, 0, None, LockFlags::empty())));
    assert!(invalid(d.lock_surface_rect(
        level,
        None,
        LockFlags::empty()
    )));
    d.unlock_rect(t, 0).unwrap();
    let lock = d
        .lock_surface_rect(level, Some(rect(60, 60, 68, 68)), LockFlags::empty())
        .unwrap();
    let offset = lock.bits.as_ptr() as usize - base;
    assert_eq!(offset, 60 * lock.pitch as usize + 60 * 4);
    d.unlock_surface_rect(level).unwrap();
}

/// Wine's `test_surface_blocks`: in D3DPOOL_DEFAULT a lock of part of a
/// DXT (4x4) or YUY2/UYVY (2x1) block is D3DERR_INVALIDCALL; system
/// memory, scratch and managed resources lock it; whole blocks lock
/// everywhere. A mip level smaller than a block locks whole, and a
/// rectangle past its edge is invalid.
#[test]
fn partial_block_locks_depend_on_the_pool() {
    let mut d = bytecode_device();
    for (format, (bw, bh)) in [
        (Format::Dxt1, (4, 4)),
        (Format::Dxt5, (4, 4)),
        (Format::Yuy2, (2, 1)),
        (Format::Uyvy, (2, 1)),
    ] {
        let partial = [
            rect(bw / 2, 0, bw, bh),
            rect(0, 0, bw / 2, bh),
            rect(0, bh / 2, bw, bh),
            rect(0, 0, bw, bh / 2),
        ];
        let whole = rect(0, 0, bw, bh);
        let partial = partial
            .iter()
            .filter(|r| r.right > r.left && r.bottom > r.top && **r != whole);
        for pool in [Pool::Default, Pool::Scratch, Pool::SystemMem, Pool::Managed] {
            let surface = if matches!(pool, Pool::Default | Pool::Scratch) {
                d.create_offscreen_plain_surface(128, 128, format, pool)
            } else {
                let t = d
                    .create_texture(128, 128, 1, Usage::empty(), format, pool)
                    .unwrap();
                d.get_surface_level(t, 0)
            };
            let Ok(s) = surface else {
                continue;
            };
            for r in partial.clone() {
                let locked = d.lock_surface_rect(s, Some(*r), LockFlags::empty());
                assert_eq!(
                    locked.is_ok(),
                    pool != Pool::Default,
                    "{format:?} {pool:?} {r:?}"
                );
                if pool != Pool::Default {
                    d.unlock_surface_rect(s).unwrap();
                }
            }
            d.lock_surface_rect(s, Some(rect(0, 0, bw, bh)), LockFlags::empty())
                .unwrap();
            d.unlock_surface_rect(s).unwrap();
        }
    }
    let t = d
        .create_texture(4, 4, 2, Usage::DYNAMIC, Format::Dxt1, Pool::Default)
        .unwrap();
    d.lock_rect(t, 1, None, LockFlags::empty()).unwrap();
    d.unlock_rect(t, 1).unwrap();
    d.lock_rect(t, 1, Some(rect(0, 0, 2, 2)), LockFlags::empty())
        .unwrap();
    d.unlock_rect(t, 1).unwrap();
    assert!(invalid(d.lock_rect(
        t,
        1,
        Some(rect(0, 0, 4, 4)),
        LockFlags::empty()
    )));
}

/// Part of a DXT block locked in system memory: the bits start at the
/// block holding the rectangle's first texel.
#[test]
fn a_partial_block_lock_starts_at_its_block() {
    let mut d = bytecode_device();
    let s = d
        .create_offscreen_plain_surface(16, 16, Format::Dxt1, Pool::SystemMem)
        .unwrap();
    let base = d.lock_surface_rect(s, None, LockFlags::empty()).unwrap();
    let (base, pitch) = (base.bits.as_ptr() as usize, base.pitch as usize);
    d.unlock_surface_rect(s).unwrap();
    let lock = d
        .lock_surface_rect(s, Some(rect(6, 5, 8, 8)), LockFlags::empty())
        .unwrap();
    assert_eq!(lock.bits.as_ptr() as usize - base, pitch + 8);
}

/// Wine's `test_volume_locking` and `test_lockrect_invalid`: a default-pool
/// volume locks only when dynamic; managed and scratch volumes are never
/// dynamic; textures are never WRITEONLY.
#[test]
fn volume_lock_and_creation_table() {
    let mut d = bytecode_device();
    let cases = [
        (Pool::Default, Usage::empty(), true, false),
        (Pool::Default, Usage::DYNAMIC, true, true),
        (Pool::SystemMem, Usage::empty(), true, true),
        (Pool::SystemMem, Usage::DYNAMIC, true, true),
        (Pool::Managed, Usage::empty(), true, true),
        (Pool::Managed, Usage::DYNAMIC, false, true),
        (Pool::Scratch, Usage::empty(), true, true),
        (Pool::Scratch, Usage::DYNAMIC, false, true),
    ];
    for (pool, usage, creates, locks) in cases {
        let t = d.create_volume_texture(4, 4, 4, 1, usage, Format::A8R8G8B8, pool);
        assert_eq!(t.is_ok(), creates, "{pool:?} {usage:?}");
        let Ok(t) = t else { continue };
        let locked = d.lock_box(t, 0, LockFlags::empty());
        assert_eq!(locked.is_ok(), locks, "{pool:?} {usage:?}");
        if locks {
            d.unlock_box(t, 0).unwrap();
        }
    }
    for pool in [Pool::Managed, Pool::SystemMem, Pool::Scratch] {
        let two_d = d.create_texture(8, 8, 1, Usage::WRITEONLY, Format::A8R8G8B8, pool);
        assert!(invalid(two_d), "{pool:?}");
        let cube = d.create_cube_texture(8, 1, Usage::WRITEONLY, Format::A8R8G8B8, pool);
        assert!(invalid(cube), "{pool:?}");
    }
    let volume = d.create_volume_texture(
        4,
        4,
        2,
        1,
        Usage::WRITEONLY,
        Format::A8R8G8B8,
        Pool::Scratch,
    );
    assert!(invalid(volume));
}

/// Wine's `test_lockbox_invalid`: boxes are checked (empty, inverted or
/// outside the level are invalid), and the bits of a box start at
/// front * slice pitch + top * row pitch + left * 4.
#[test]
fn lock_box_checks_its_box() {
    let mut d = bytecode_device();
    let v = d
        .create_volume_texture(4, 4, 2, 1, Usage::empty(), Format::A8R8G8B8, Pool::Scratch)
        .unwrap();
    let base = d.lock_box(v, 0, LockFlags::empty()).unwrap().bits.as_ptr() as usize;
    d.unlock_box(v, 0).unwrap();
    let cases: [([u32; 6], bool); 14] = [
        ([0, 0, 0, 2, 2, 1], true),
        ([0, 0, 0, 4, 4, 1], true),
        ([0, 0, 0, 0, 4, 1], false),
        ([0, 0, 0, 4, 0, 1], false),
        ([0, 0, 1, 4, 4, 1], false),
        ([4, 0, 0, 0, 4, 1], false),
        ([0, 4, 0, 4, 0, 1], false),
        ([0, 0, 1, 4, 4, 0], false),
        ([0, 0, 0, 8, 4, 1], false),
        ([0, 0, 0, 4, 8, 1], false),
        ([0, 0, 0, 4, 4, 3], false),
        ([8, 0, 0, 16, 4, 1], false),
        ([0, 8, 0, 4, 16, 1], false),
        ([0, 0, 2, 4, 4, 4], false),
    ];
    for (b, ok) in cases {
        let locked = d.lock_box_region(v, 0, Some(b), LockFlags::empty());
        assert_eq!(locked.is_ok(), ok, "{b:?}");
        if let Ok(l) = locked {
            let want = b[2] * l.slice_pitch + b[1] * l.row_pitch + b[0] * 4;
            assert_eq!(l.bits.as_ptr() as usize - base, want as usize, "{b:?}");
            d.unlock_box(v, 0).unwrap();
        }
    }
}

/// A READONLY lock uploads nothing: what is written into its bits never
/// reaches the GPU copy (a copy of the surface shows the old texels).
#[test]
fn readonly_locks_do_not_upload() {
    let mut d = bytecode_device();
    let s = d
        .create_offscreen_plain_surface(2, 2, Format::A8R8G8B8, Pool::Default)
        .unwrap();
    d.color_fill(s, 0xff11_2233).unwrap();
    d.lock_surface_rect(s, None, LockFlags::READONLY)
        .unwrap()
        .bits
        .fill(0x77);
    d.unlock_surface_rect(s).unwrap();
    let rt = d
        .create_render_target(2, 2, Format::A8R8G8B8, MultiSampleType::None, 0, false)
        .unwrap();
    d.stretch_rect(s, None, rt, None, TextureFilterType::None)
        .unwrap();
    let px = d.get_render_target_data(rt).unwrap();
    assert!(px.chunks(4).all(|p| p == 0xff11_2233u32.to_le_bytes()));
}

/// A READONLY texture lock uploads nothing and marks nothing dirty: what is
/// written into its bits reaches neither the texture's GPU copy nor an
/// UpdateTexture destination.
#[test]
fn readonly_texture_locks_change_nothing() {
    let mut d = bytecode_device();
    let src = d
        .create_texture(2, 2, 1, Usage::empty(), Format::A8R8G8B8, Pool::SystemMem)
        .unwrap();
    let dst = d
        .create_texture(
            2,
            2,
            1,
            Usage::RENDERTARGET,
            Format::A8R8G8B8,
            Pool::Default,
        )
        .unwrap();
    let top = d.get_surface_level(dst, 0).unwrap();
    d.lock_rect(src, 0, None, LockFlags::empty())
        .unwrap()
        .bits
        .fill(0x11);
    d.unlock_rect(src, 0).unwrap();
    d.update_texture(src, dst).unwrap();
    d.lock_rect(src, 0, None, LockFlags::READONLY)
        .unwrap()
        .bits
        .fill(0x33);
    d.unlock_rect(src, 0).unwrap();
    d.update_texture(src, dst).unwrap();
    assert!(
        d.get_render_target_data(top)
            .unwrap()
            .iter()
            .all(|&b| b == 0x11)
    );
}

/// D3DLOCK_NO_DIRTY_UPDATE: the lock adds no dirty region, so UpdateTexture
/// (which copies only dirty regions) leaves the destination as it was
/// until AddDirtyRect marks the texture dirty.
#[test]
fn no_dirty_update_locks_are_not_copied_by_update_texture() {
    let mut d = bytecode_device();
    let src = d
        .create_texture(2, 2, 1, Usage::empty(), Format::A8R8G8B8, Pool::SystemMem)
        .unwrap();
    let dst = d
        .create_texture(
            2,
            2,
            1,
            Usage::RENDERTARGET,
            Format::A8R8G8B8,
            Pool::Default,
        )
        .unwrap();
    let top = d.get_surface_level(dst, 0).unwrap();
    d.lock_rect(src, 0, None, LockFlags::empty())
        .unwrap()
        .bits
        .fill(0x11);
    d.unlock_rect(src, 0).unwrap();
    d.update_texture(src, dst).unwrap();
    assert!(
        d.get_render_target_data(top)
            .unwrap()
            .iter()
            .all(|&b| b == 0x11)
    );
    d.lock_rect(src, 0, None, LockFlags::NO_DIRTY_UPDATE)
        .unwrap()
        .bits
        .fill(0x22);
    d.unlock_rect(src, 0).unwrap();
    d.update_texture(src, dst).unwrap();
    assert!(
        d.get_render_target_data(top)
            .unwrap()
            .iter()
            .all(|&b| b == 0x11)
    );
    d.add_dirty_rect(src, None).unwrap();
    d.update_texture(src, dst).unwrap();
    assert!(
        d.get_render_target_data(top)
            .unwrap()
            .iter()
            .all(|&b| b == 0x22)
    );
}
