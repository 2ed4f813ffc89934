//! Resource creation and locks with D3D9's parameters and rules, each
//! expected value from the D3D9 documentation (`CreateTexture`,
//! `CreateIndexBuffer`, `CreateRenderTarget`, `LockRect`, `LockBox`,
//! `SetTexture`).

use crate::common;

use common::wgsl_device;
use ninebridge_d3d9::*;

fn invalid<T: std::fmt::Debug>(r: D3dResult<T>) -> bool {
    matches!(r.map_err(|e| e.hresult()), Err(h) if h == HResult::D3DERR_INVALIDCALL)
}

#[test]
fn usage_and_pool_rules_at_creation() {
    let mut d = wgsl_device();
    let f = Format::A8R8G8B8;
    // Render targets live in the default pool.
    assert!(invalid(d.create_texture(
        4,
        4,
        1,
        Usage::RENDERTARGET,
        f,
        Pool::Managed
    )));
    assert!(
        d.create_texture(4, 4, 1, Usage::RENDERTARGET, f, Pool::Default)
            .is_ok()
    );
    // Dynamic resources cannot be managed.
    assert!(invalid(d.create_texture(
        4,
        4,
        1,
        Usage::DYNAMIC,
        f,
        Pool::Managed
    )));
    assert!(invalid(d.create_vertex_buffer(
        64,
        Usage::DYNAMIC,
        0,
        Pool::Managed
    )));
    // Buffers have no surface usages.
    assert!(invalid(d.create_vertex_buffer(
        64,
        Usage::RENDERTARGET,
        0,
        Pool::Default
    )));
    // Index buffers hold INDEX16 or INDEX32.
    assert!(invalid(d.create_index_buffer(
        64,
        Usage::empty(),
        f,
        Pool::Default
    )));
    assert!(
        d.create_index_buffer(64, Usage::empty(), Format::Index32, Pool::Default)
            .is_ok()
    );
    // Multisample quality needs a multisample type (D3D9: quality below the
    // levels CheckDeviceMultiSampleType reports, one for NONE); a sample
    // count the adapter has is made (tests/msaa.rs), quality 1 of a count
    // is invalid.
    assert!(invalid(d.create_render_target(
        4,
        4,
        f,
        MultiSampleType::None,
        1,
        false
    )));
    let msaa = d.create_render_target(4, 4, f, MultiSampleType::Samples4, 1, false);
    assert_eq!(msaa.unwrap_err().hresult(), HResult::D3DERR_INVALIDCALL);
}

#[test]
fn lock_rules() {
    let mut d = wgsl_device();
    let f = Format::A8R8G8B8;
    let none = LockFlags::empty();
    // Default-pool textures lock only when dynamic; render targets never.
    let default = d
        .create_texture(4, 4, 1, Usage::empty(), f, Pool::Default)
        .unwrap();
    assert!(invalid(d.lock_rect(default, 0, None, none)));
    let rt = d
        .create_texture(4, 4, 1, Usage::RENDERTARGET, f, Pool::Default)
        .unwrap();
    assert!(invalid(d.lock_rect(rt, 0, None, none)));
    let dynamic = d
        .create_texture(4, 4, 1, Usage::DYNAMIC, f, Pool::Default)
        .unwrap();
    assert!(d.lock_rect(dynamic, 0, None, LockFlags::DISCARD).is_ok());
    d.unlock_rect(dynamic, 0).unwrap();
    // DISCARD on a texture that is not dynamic is ignored; UnlockRect of a
    // level that is not locked succeeds (Windows, Wine's
    // test_lockrect_invalid).
    let managed = d
        .create_texture(4, 4, 2, Usage::empty(), f, Pool::Managed)
        .unwrap();
    d.lock_rect(managed, 0, None, LockFlags::DISCARD).unwrap();
    d.unlock_rect(managed, 0).unwrap();
    d.unlock_rect(managed, 0).unwrap();
    // One lock of a level at a time.
    d.lock_rect(managed, 0, None, none).unwrap();
    assert!(invalid(d.lock_rect(managed, 0, None, none)));
    assert!(d.lock_rect(managed, 1, None, none).is_ok(), "another level");
    d.unlock_rect(managed, 0).unwrap();
    d.unlock_rect(managed, 1).unwrap();
    // A failed lock leaves the level unlocked.
    let outside = Rect {
        left: 0,
        top: 0,
        right: 5,
        bottom: 1,
    };
    assert!(invalid(d.lock_rect(managed, 0, Some(outside), none)));
    d.lock_rect(managed, 0, None, none).unwrap();
    d.unlock_rect(managed, 0).unwrap();
    // Empty and inverted rectangles.
    let empty = Rect {
        left: 1,
        top: 1,
        right: 1,
        bottom: 2,
    };
    assert!(invalid(d.lock_rect(managed, 0, Some(empty), none)));
    // Wrong kind of texture.
    assert!(invalid(d.lock_box(managed, 0, none)));
}

#[test]
fn pitch_and_rectangle_offsets() {
    let mut d = wgsl_device();
    let none = LockFlags::empty();
    // A8R8G8B8, 5 texels wide: pitch 20; the rectangle from (2, 1) starts
    // 1 * 20 + 2 * 4 = 28 bytes into the level.
    let t = d
        .create_texture(5, 3, 1, Usage::empty(), Format::A8R8G8B8, Pool::Managed)
        .unwrap();
    let at = Rect {
        left: 2,
        top: 1,
        right: 4,
        bottom: 3,
    };
    let locked = d.lock_rect(t, 0, Some(at), none).unwrap();
    assert_eq!(locked.pitch, 20);
    locked.bits[..4].copy_from_slice(&[1, 2, 3, 4]);
    d.unlock_rect(t, 0).unwrap();
    let whole = d.lock_rect(t, 0, None, LockFlags::READONLY).unwrap();
    assert_eq!(whole.bits.len(), 60);
    assert_eq!(&whole.bits[28..32], &[1, 2, 3, 4]);
    assert!(whole.bits[..28].iter().all(|&b| b == 0));
    d.unlock_rect(t, 0).unwrap();
    // DXT1 8x8: rows of 4x4 blocks, 2 blocks of 8 bytes: pitch 16; a
    // rectangle in the default pool lies on blocks; a managed texture locks
    // part of a block, from that block (Windows, Wine's test_surface_blocks).
    let dynamic_dxt = d
        .create_texture(8, 8, 1, Usage::DYNAMIC, Format::Dxt1, Pool::Default)
        .unwrap();
    let dxt = d
        .create_texture(8, 8, 1, Usage::empty(), Format::Dxt1, Pool::Managed)
        .unwrap();
    assert_eq!(d.lock_rect(dxt, 0, None, none).unwrap().pitch, 16);
    d.unlock_rect(dxt, 0).unwrap();
    let odd = Rect {
        left: 2,
        top: 0,
        right: 6,
        bottom: 4,
    };
    assert!(invalid(d.lock_rect(dynamic_dxt, 0, Some(odd), none)));
    assert_eq!(d.lock_rect(dxt, 0, Some(odd), none).unwrap().bits.len(), 32);
    d.unlock_rect(dxt, 0).unwrap();
    let block = Rect {
        left: 4,
        top: 4,
        right: 8,
        bottom: 8,
    };
    assert_eq!(
        d.lock_rect(dxt, 0, Some(block), none).unwrap().bits.len(),
        8
    );
    d.unlock_rect(dxt, 0).unwrap();
    // Volume 4x3x2 A8R8G8B8: rows of 16 bytes, slices of 48.
    let v = d
        .create_volume_texture(4, 3, 2, 1, Usage::empty(), Format::A8R8G8B8, Pool::Managed)
        .unwrap();
    let b = d.lock_box(v, 0, none).unwrap();
    assert_eq!((b.row_pitch, b.slice_pitch, b.bits.len()), (16, 48, 96));
    d.unlock_box(v, 0).unwrap();
}

#[test]
fn system_memory_and_scratch_textures_cannot_be_set() {
    let mut d = wgsl_device();
    for pool in [Pool::SystemMem, Pool::Scratch] {
        let t = d
            .create_texture(4, 4, 1, Usage::empty(), Format::A8R8G8B8, pool)
            .unwrap();
        assert!(invalid(d.set_texture(0, Some(t))), "{pool:?}");
        // They lock, as D3D9 allows.
        d.lock_rect(t, 0, None, LockFlags::empty()).unwrap();
        d.unlock_rect(t, 0).unwrap();
    }
}

/// DXT1-5 textures of every kind and offscreen plain surfaces have a top
/// level in whole 4x4 blocks, in every pool (Windows, as Wine's
/// test_surface_blocks and test_volume_blocks record); ATI1/ATI2 and the
/// YUV formats are not checked this way.
#[test]
fn dxt_resources_are_sized_in_whole_blocks() {
    let mut d = common::bytecode_device();
    for pool in [Pool::Default, Pool::Managed, Pool::SystemMem, Pool::Scratch] {
        for (w, h) in [(1, 1), (2, 4), (4, 6), (6, 8)] {
            let r = d.create_texture(w, h, 1, Usage::empty(), Format::Dxt1, pool);
            assert!(
                matches!(r, Err(D3dError::InvalidCall(_))),
                "{w}x{h} {pool:?}"
            );
            let r = d.create_volume_texture(w, h, 1, 1, Usage::empty(), Format::Dxt5, pool);
            assert!(
                matches!(r, Err(D3dError::InvalidCall(_))),
                "volume {w}x{h} {pool:?}"
            );
        }
        d.create_texture(8, 4, 1, Usage::empty(), Format::Dxt3, pool)
            .unwrap();
        let r = d.create_cube_texture(2, 1, Usage::empty(), Format::Dxt1, pool);
        assert!(matches!(r, Err(D3dError::InvalidCall(_))), "cube {pool:?}");
    }
    let r = d.create_offscreen_plain_surface(2, 2, Format::Dxt1, Pool::SystemMem);
    assert!(matches!(r, Err(D3dError::InvalidCall(_))));
    d.create_offscreen_plain_surface(4, 4, Format::Dxt1, Pool::SystemMem)
        .unwrap();
}

/// Vertex and index buffers are never in D3DPOOL_SCRATCH
/// (`D3DERR_INVALIDCALL`: Windows, as Wine's test_vertex_buffer_alignment
/// records); the other pools make them.
#[test]
fn buffers_are_never_scratch() {
    let mut d = common::bytecode_device();
    let vb = d.create_vertex_buffer(64, Usage::empty(), 0, Pool::Scratch);
    assert!(matches!(vb, Err(D3dError::InvalidCall(_))));
    let ib = d.create_index_buffer(64, Usage::empty(), Format::Index16, Pool::Scratch);
    assert!(matches!(ib, Err(D3dError::InvalidCall(_))));
    for pool in [Pool::Default, Pool::Managed, Pool::SystemMem] {
        d.create_vertex_buffer(64, Usage::empty(), 0, pool).unwrap();
    }
}
