//! `GetFrontBufferData` with the rules of D3D9's reference page: an
//! `A8R8G8B8` system-memory surface the size of the screen receives the
//! presented picture converted to `A8R8G8B8` (alpha opaque); any other
//! surface is `D3DERR_INVALIDCALL`.

use crate::common;

use common::gpu;
use ninebridge_d3d9::*;

const SCREEN: (u32, u32) = (40, 20);

fn device(format: Format) -> Device {
    Device::create(
        gpu(),
        Box::new(BytecodeTranslator::default()),
        &PresentParameters::windowed(16, 8, format, None),
        CreateFlags::HARDWARE_VERTEXPROCESSING,
    )
    .unwrap()
}

fn texel(d: &mut Device, s: SurfaceId, x: usize, y: usize) -> [u8; 4] {
    let locked = d.lock_surface_rect(s, None, LockFlags::READONLY).unwrap();
    let at = y * locked.pitch as usize + x * 4;
    let t = locked.bits[at..at + 4].try_into().unwrap();
    d.unlock_surface_rect(s).unwrap();
    t
}

#[test]
fn the_presented_picture_lands_top_left_as_opaque_a8r8g8b8() {
    for format in [Format::X8R8G8B8, Format::A8R8G8B8, Format::R5G6B5] {
        let mut d = device(format);
        // Alpha 0x10: the front buffer shows none of it.
        d.clear(&[], ClearFlags::TARGET, 0x1020_40ff, 1.0, 0)
            .unwrap();
        d.present().unwrap();
        let dest = d
            .create_offscreen_plain_surface(SCREEN.0, SCREEN.1, Format::A8R8G8B8, Pool::SystemMem)
            .unwrap();
        // What lies outside the back buffer stays as it was.
        d.lock_surface_rect(dest, None, LockFlags::empty())
            .unwrap()
            .bits
            .fill(0x77);
        d.unlock_surface_rect(dest).unwrap();
        d.get_front_buffer_data(dest, SCREEN).unwrap();
        let inside = texel(&mut d, dest, 15, 7);
        assert_eq!(inside, [0xff, 0x40, 0x20, 0xff], "{format:?}");
        assert_eq!(texel(&mut d, dest, 16, 0), [0x77; 4], "{format:?}");
        assert_eq!(texel(&mut d, dest, 0, 8), [0x77; 4], "{format:?}");
    }
}

#[test]
fn other_destinations_are_invalid_calls() {
    let mut d = device(Format::X8R8G8B8);
    let invalid = |d: &mut Device, s: SurfaceId| {
        d.get_front_buffer_data(s, SCREEN).map_err(|e| e.hresult())
            == Err(HResult::D3DERR_INVALIDCALL)
    };
    let wrong_size = d
        .create_offscreen_plain_surface(16, 8, Format::A8R8G8B8, Pool::SystemMem)
        .unwrap();
    assert!(invalid(&mut d, wrong_size), "not the screen's size");
    let wrong_format = d
        .create_offscreen_plain_surface(SCREEN.0, SCREEN.1, Format::X8R8G8B8, Pool::SystemMem)
        .unwrap();
    assert!(invalid(&mut d, wrong_format), "not A8R8G8B8");
    let wrong_pool = d
        .create_offscreen_plain_surface(SCREEN.0, SCREEN.1, Format::A8R8G8B8, Pool::Default)
        .unwrap();
    assert!(invalid(&mut d, wrong_pool), "not in system memory");
}
