//! `ColorFill` as Windows does it: which surfaces it fills (the reference
//! page: render targets, render-target texture levels and default-pool
//! offscreen plain surfaces) and the colour converted to the surface's
//! format, with the values Wine's visual `test_color_fill` records for
//! Windows (0xdeadbeef: R5G6B5 0xadfd, G16R16 0xbebeadad, A16B16G16R16
//! 0xbebeadad 0xdedeefef).

use crate::common;

use common::bytecode_device;
use ninebridge_d3d9::*;

fn invalid<T: std::fmt::Debug>(r: D3dResult<T>) -> bool {
    matches!(r, Err(D3dError::InvalidCall(_)))
}

/// The first `n` bytes of a surface as a lock reads them.
fn first_bytes(d: &mut Device, s: SurfaceId, n: usize) -> Vec<u8> {
    let bits = d
        .lock_surface_rect(s, None, LockFlags::READONLY)
        .unwrap()
        .bits[..n]
        .to_vec();
    d.unlock_surface_rect(s).unwrap();
    bits
}

/// Channels keep their top bits (truncated, as Windows' R5G6B5 0xadfd
/// shows) and 16-bit channels repeat the byte.
#[test]
fn color_fill_converts_the_colour_to_the_format() {
    let mut d = bytecode_device();
    let cases: [(Format, u32, Vec<u8>); 7] = [
        (
            Format::A8R8G8B8,
            0xdead_beef,
            0xdead_beefu32.to_le_bytes().to_vec(),
        ),
        (
            Format::R5G6B5,
            0xdead_beef,
            0xadfdu16.to_le_bytes().to_vec(),
        ),
        (
            Format::G16R16,
            0xdead_beef,
            0xbebe_adadu32.to_le_bytes().to_vec(),
        ),
        (
            Format::A16B16G16R16,
            0xdead_beef,
            [0xbebe_adadu32.to_le_bytes(), 0xdede_efefu32.to_le_bytes()].concat(),
        ),
        // A1R5G5B5: alpha's top bit, then 5 bits each.
        (
            Format::A1R5G5B5,
            0x80ff_8040,
            0xfe08u16.to_le_bytes().to_vec(),
        ),
        (
            Format::A4R4G4B4,
            0xdead_beef,
            0xdabeu16.to_le_bytes().to_vec(),
        ),
        (Format::A8, 0xdead_beef, vec![0xde]),
    ];
    for (format, color, want) in cases {
        let s = d
            .create_offscreen_plain_surface(4, 4, format, Pool::Default)
            .unwrap();
        d.color_fill(s, color).unwrap();
        assert_eq!(first_bytes(&mut d, s, want.len()), want, "{format:?}");
    }
}

/// Luminance formats: a grey fills as its grey level (whatever weights a
/// driver gives red, green and blue), alpha as given.
#[test]
fn color_fill_of_luminance_formats_keeps_a_grey() {
    let mut d = bytecode_device();
    for (format, want) in [(Format::L8, vec![0x80]), (Format::A8L8, vec![0x80, 0xde])] {
        let s = d
            .create_offscreen_plain_surface(4, 4, format, Pool::Default)
            .unwrap();
        d.color_fill(s, 0xde80_8080).unwrap();
        assert_eq!(first_bytes(&mut d, s, want.len()), want, "{format:?}");
    }
}

/// Which surfaces ColorFill fills: render targets, render-target texture
/// levels and default-pool offscreen plain surfaces; never levels of other
/// textures (default, dynamic, managed, system memory), nor offscreen
/// plain surfaces in system memory or scratch, nor depth-stencil surfaces.
/// A refused fill changes nothing.
#[test]
fn color_fill_surface_table() {
    let mut d = bytecode_device();
    let rt = d
        .create_render_target(4, 4, Format::A8R8G8B8, MultiSampleType::None, 0, false)
        .unwrap();
    d.color_fill(rt, 0xff00_00ff).unwrap();
    let rt_tex = d
        .create_texture(
            4,
            4,
            1,
            Usage::RENDERTARGET,
            Format::A8R8G8B8,
            Pool::Default,
        )
        .unwrap();
    let rt_level = d.get_surface_level(rt_tex, 0).unwrap();
    d.color_fill(rt_level, 0xff00_00ff).unwrap();
    assert!(
        d.get_render_target_data(rt_level)
            .unwrap()
            .chunks(4)
            .all(|p| p == [0xff, 0, 0, 0xff])
    );
    for (usage, pool) in [
        (Usage::empty(), Pool::Default),
        (Usage::DYNAMIC, Pool::Default),
        (Usage::empty(), Pool::Managed),
        (Usage::empty(), Pool::SystemMem),
    ] {
        let t = d
            .create_texture(4, 4, 1, usage, Format::A8R8G8B8, pool)
            .unwrap();
        let level = d.get_surface_level(t, 0).unwrap();
        assert!(
            invalid(d.color_fill(level, 0xffff_ffff)),
            "{usage:?} {pool:?}"
        );
        if pool != Pool::Default || usage == Usage::DYNAMIC {
            let lock = d.lock_rect(t, 0, None, LockFlags::READONLY).unwrap();
            assert!(lock.bits.iter().all(|&b| b == 0), "{usage:?} {pool:?}");
            d.unlock_rect(t, 0).unwrap();
        }
    }
    for pool in [Pool::SystemMem, Pool::Scratch] {
        let s = d
            .create_offscreen_plain_surface(4, 4, Format::A8R8G8B8, pool)
            .unwrap();
        assert!(invalid(d.color_fill(s, 0xffff_ffff)), "{pool:?}");
        assert_eq!(first_bytes(&mut d, s, 4), [0; 4], "{pool:?}");
    }
    let ds = d
        .create_depth_stencil_surface(4, 4, Format::D24S8, MultiSampleType::None, 0, false)
        .unwrap();
    assert!(invalid(d.color_fill(ds, 0)));
}

/// A DXT surface filled reads back as blocks that decode to the colour
/// (Windows drivers write blocks of their own; a lock after the fill must
/// see the fill): both colour endpoints the R5G6B5 colour, indices 0;
/// DXT3 alpha 0xf a texel, DXT5 alpha endpoints 0xff. A rectangle fills
/// only its blocks.
#[test]
fn color_fill_of_dxt_surfaces_writes_blocks_of_the_colour() {
    let mut d = bytecode_device();
    let green = [0xe0, 0x07, 0xe0, 0x07, 0, 0, 0, 0];
    let red = [0x00, 0xf8, 0x00, 0xf8, 0, 0, 0, 0];
    for (format, alpha) in [
        (Format::Dxt1, vec![]),
        (Format::Dxt3, vec![0xff; 8]),
        (Format::Dxt5, vec![0xff, 0xff, 0, 0, 0, 0, 0, 0]),
    ] {
        let s = d
            .create_offscreen_plain_surface(8, 8, format, Pool::Default)
            .unwrap();
        d.color_fill(s, 0xff00_ff00).unwrap();
        d.color_fill_rect(
            s,
            Some(Rect {
                left: 4,
                top: 4,
                right: 8,
                bottom: 8,
            }),
            0xffff_0000,
        )
        .unwrap();
        let unit = alpha.len() + 8;
        let bits = first_bytes(&mut d, s, 4 * unit);
        let block = |c: [u8; 8]| [alpha.clone(), c.to_vec()].concat();
        assert_eq!(bits[..unit], block(green), "{format:?}");
        assert_eq!(bits[unit..2 * unit], block(green), "{format:?}");
        assert_eq!(bits[2 * unit..3 * unit], block(green), "{format:?}");
        assert_eq!(bits[3 * unit..], block(red), "{format:?}");
    }
}
