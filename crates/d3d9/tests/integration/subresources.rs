//! Textures reached by their parts (`device/subresources.rs`), with the
//! rules of D3D9's reference pages: `GetLevelDesc` and `GetCubeMapSurface`
//! refuse levels past the count and faces outside `D3DCUBEMAP_FACES`; a
//! cube face's surface locks, copies and names the face's level; `LockBox`
//! of a box starts at its first texel and refuses boxes outside the level
//! or empty.

use crate::common;

use common::wgsl_device;
use ninebridge_d3d9::*;

fn invalid<T: std::fmt::Debug>(r: D3dResult<T>) -> bool {
    matches!(r.map_err(|e| e.hresult()), Err(h) if h == HResult::D3DERR_INVALIDCALL)
}

#[test]
fn textures_describe_their_kind_settings_and_levels() {
    let mut d = wgsl_device();
    let cube = d
        .create_cube_texture(8, 0, Usage::empty(), Format::A8R8G8B8, Pool::Managed)
        .unwrap();
    let desc = d.texture_desc(cube).unwrap();
    assert_eq!(
        (desc.kind, desc.format, desc.pool, desc.levels, desc.lod),
        (TextureKind::Cube, Format::A8R8G8B8, Pool::Managed, 4, 0)
    );
    // D3D9's default auto-generation filter.
    assert_eq!(desc.autogen_filter, TextureFilterType::Linear);
    assert_eq!(d.texture_level_extent(cube, 2).unwrap(), (2, 2, 1));
    assert!(invalid(d.texture_level_extent(cube, 4)));
    d.set_lod(cube, 3).unwrap();
    assert_eq!(d.texture_desc(cube).unwrap().lod, 3);
    let volume = d
        .create_volume_texture(8, 4, 2, 0, Usage::empty(), Format::A8R8G8B8, Pool::Managed)
        .unwrap();
    // Each edge halves to 1: 8x4x2, 4x2x1, 2x1x1, 1x1x1.
    assert_eq!(d.texture_level_count(volume).unwrap(), 4);
    assert_eq!(d.texture_level_extent(volume, 1).unwrap(), (4, 2, 1));
    assert_eq!(d.texture_level_extent(volume, 3).unwrap(), (1, 1, 1));
}

#[test]
fn a_cube_face_surface_is_that_face_s_level() {
    let mut d = wgsl_device();
    let cube = d
        .create_cube_texture(4, 2, Usage::empty(), Format::A8R8G8B8, Pool::SystemMem)
        .unwrap();
    assert!(invalid(d.get_cube_map_surface(
        cube,
        CubeFace::NegativeY,
        2
    )));
    let flat = d
        .create_texture(4, 4, 1, Usage::empty(), Format::A8R8G8B8, Pool::SystemMem)
        .unwrap();
    assert!(invalid(d.get_cube_map_surface(
        flat,
        CubeFace::PositiveX,
        0
    )));
    assert!(
        invalid(d.get_surface_level(cube, 0)),
        "cube faces have their own call"
    );
    let s = d
        .get_cube_map_surface(cube, CubeFace::NegativeY, 1)
        .unwrap();
    let desc = d.surface_desc(s).unwrap();
    assert_eq!(
        (desc.width, desc.height, desc.pool),
        (2, 2, Pool::SystemMem)
    );
    // A lock of the surface is a lock of the face's level.
    d.lock_surface_rect(s, None, LockFlags::empty())
        .unwrap()
        .bits
        .copy_from_slice(&[0x11; 16]);
    assert!(
        invalid(d.lock_cube_rect(cube, CubeFace::NegativeY, 1, None, LockFlags::READONLY)),
        "locked through the surface"
    );
    d.unlock_surface_rect(s).unwrap();
    let bits = d
        .lock_cube_rect(cube, CubeFace::NegativeY, 1, None, LockFlags::READONLY)
        .unwrap()
        .bits
        .to_vec();
    assert_eq!(bits, vec![0x11; 16]);
    d.unlock_cube_rect(cube, CubeFace::NegativeY, 1).unwrap();
    let other = d
        .lock_cube_rect(cube, CubeFace::PositiveY, 1, None, LockFlags::READONLY)
        .unwrap()
        .bits
        .to_vec();
    assert_eq!(other, vec![0; 16], "another face is untouched");
    d.unlock_cube_rect(cube, CubeFace::PositiveY, 1).unwrap();
    d.release_surface(s).unwrap();
}

#[test]
fn a_cube_face_surface_is_a_copy_destination_and_source() {
    let mut d = wgsl_device();
    let sys = d
        .create_offscreen_plain_surface(4, 4, Format::A8R8G8B8, Pool::SystemMem)
        .unwrap();
    d.lock_surface_rect(sys, None, LockFlags::empty())
        .unwrap()
        .bits
        .copy_from_slice(&[0x7f; 64]);
    d.unlock_surface_rect(sys).unwrap();
    let cube = d
        .create_cube_texture(4, 1, Usage::RENDERTARGET, Format::A8R8G8B8, Pool::Default)
        .unwrap();
    let face = d
        .get_cube_map_surface(cube, CubeFace::PositiveZ, 0)
        .unwrap();
    // UpdateSurface into the face, then the face back to system memory.
    d.update_surface(sys, None, face, None).unwrap();
    let back = d
        .create_offscreen_plain_surface(4, 4, Format::A8R8G8B8, Pool::SystemMem)
        .unwrap();
    d.get_render_target_data_into(face, back).unwrap();
    let bits = d
        .lock_surface_rect(back, None, LockFlags::READONLY)
        .unwrap()
        .bits
        .to_vec();
    assert_eq!(bits, vec![0x7f; 64]);
}

#[test]
fn lock_box_of_a_box_starts_at_its_first_texel() {
    let mut d = wgsl_device();
    let v = d
        .create_volume_texture(
            4,
            4,
            4,
            1,
            Usage::empty(),
            Format::A8R8G8B8,
            Pool::SystemMem,
        )
        .unwrap();
    // [left, top, front, right, bottom, back]
    for bad in [[0, 0, 0, 5, 1, 1], [1, 0, 0, 1, 1, 1], [0, 0, 3, 1, 1, 5]] {
        assert!(
            invalid(d.lock_box_region(v, 0, Some(bad), LockFlags::empty())),
            "{bad:?}"
        );
    }
    assert!(
        invalid(d.lock_box_region(v, 1, None, LockFlags::empty())),
        "one level"
    );
    {
        let b = d
            .lock_box_region(v, 0, Some([1, 2, 3, 2, 3, 4]), LockFlags::empty())
            .unwrap();
        assert_eq!((b.row_pitch, b.slice_pitch), (16, 64));
        b.bits[..4].copy_from_slice(&[1, 2, 3, 4]);
    }
    d.unlock_box(v, 0).unwrap();
    let all = d.lock_box(v, 0, LockFlags::READONLY).unwrap().bits.to_vec();
    d.unlock_box(v, 0).unwrap();
    let at = 3 * 64 + 2 * 16 + 4;
    assert_eq!(&all[at..at + 4], &[1, 2, 3, 4], "texel (1, 2, 3)");
    assert_eq!(all.iter().map(|&b| u32::from(b)).sum::<u32>(), 10);
}
