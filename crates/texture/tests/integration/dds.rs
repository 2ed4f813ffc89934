//! DDS reading: 2D, cube and volume payloads addressed by the layout, keys
//! over the right bytes, and the header errors. Files are built in memory with
//! `ddsfile`, each payload byte numbering its own position.

use ddsfile::{Caps2, D3DFormat as Dd, Dds, NewD3dParams};
use ninebridge_texture::Format;
use ninebridge_texture::dds::{DdsError, DdsTexture};
use ninebridge_texture::hash::{content_key_2d, content_key_cube, content_key_volume};
use ninebridge_texture::layout::TextureKind;

fn file(
    format: Dd,
    w: u32,
    h: u32,
    depth: Option<u32>,
    levels: u32,
    caps2: Option<Caps2>,
    len: usize,
) -> Vec<u8> {
    let mut dds = Dds::new_d3d(NewD3dParams {
        height: h,
        width: w,
        depth,
        format,
        mipmap_levels: Some(levels),
        caps2,
    })
    .unwrap();
    dds.data = (0..len).map(|i| (i * 7 + i / 251) as u8).collect();
    let mut out = Vec::new();
    dds.write(&mut out).unwrap();
    out
}

fn payload(bytes: &[u8]) -> &[u8] {
    &bytes[128..]
}

#[test]
fn texture_2d_levels_use_whole_blocks() {
    // 8x8 DXT1: 32 + 8 + 8 + 8 bytes.
    let bytes = file(Dd::DXT1, 8, 8, None, 4, None, 56);
    let tex = DdsTexture::from_bytes(&bytes).unwrap();
    assert_eq!(
        (tex.format(), tex.width(), tex.height(), tex.depth()),
        (Format::Dxt1, 8, 8, 1)
    );
    assert_eq!(
        (tex.levels(), tex.faces(), tex.kind()),
        (4, 1, TextureKind::Texture2d)
    );
    assert_eq!(tex.level_bytes(0, 0, 0).unwrap(), &payload(&bytes)[..32]);
    assert_eq!(tex.level_bytes(0, 3, 0).unwrap(), &payload(&bytes)[48..56]);
    assert_eq!(tex.decode_level(0, 3, 0).unwrap().len(), 4);
    assert_eq!(
        tex.content_key(5).unwrap(),
        content_key_2d(5, Format::Dxt1, 8, 8, &payload(&bytes)[..32])
    );
    assert_eq!(
        tex.texmod_crc32().unwrap(),
        ninebridge_texture::crc::texmod_crc32(&payload(&bytes)[..32])
    );
    assert!(matches!(
        tex.level_bytes(0, 4, 0),
        Err(DdsError::NoSuch {
            what: "level",
            index: 4,
            count: 4
        })
    ));
    assert!(matches!(
        tex.level_bytes(1, 0, 0),
        Err(DdsError::NoSuch { what: "face", .. })
    ));
    assert!(matches!(
        tex.level_bytes(0, 0, 1),
        Err(DdsError::NoSuch { what: "slice", .. })
    ));
}

#[test]
fn cube_faces_are_packed_with_their_chains() {
    // 4x4 A8R8G8B8, 2 levels: 64 + 16 bytes per face.
    let caps = Caps2::CUBEMAP
        | Caps2::CUBEMAP_POSITIVEX
        | Caps2::CUBEMAP_NEGATIVEX
        | Caps2::CUBEMAP_POSITIVEY
        | Caps2::CUBEMAP_NEGATIVEY
        | Caps2::CUBEMAP_POSITIVEZ
        | Caps2::CUBEMAP_NEGATIVEZ;
    let bytes = file(Dd::A8R8G8B8, 4, 4, None, 2, Some(caps), 6 * 80);
    let tex = DdsTexture::from_bytes(&bytes).unwrap();
    assert_eq!((tex.faces(), tex.kind()), (6, TextureKind::Cube));
    let p = payload(&bytes);
    assert_eq!(tex.level_bytes(2, 1, 0).unwrap(), &p[2 * 80 + 64..3 * 80]);
    assert_eq!(tex.decode_level(5, 0, 0).unwrap(), p[5 * 80..5 * 80 + 64]);
    let faces: [&[u8]; 6] = std::array::from_fn(|f| &p[f * 80..f * 80 + 64]);
    assert_eq!(
        tex.content_key(9).unwrap(),
        content_key_cube(9, Format::A8R8G8B8, 4, &faces)
    );

    // Five faces only.
    let partial = file(
        Dd::A8R8G8B8,
        4,
        4,
        None,
        1,
        Some(caps - Caps2::CUBEMAP_NEGATIVEZ),
        6 * 64,
    );
    assert!(matches!(
        DdsTexture::from_bytes(&partial),
        Err(DdsError::PartialCube { faces: 5 })
    ));
}

#[test]
fn volume_levels_hold_their_slices() {
    // 4x4x4 L8, 3 levels: 4 slices of 16, 2 slices of 4, 1 slice of 1.
    let bytes = file(Dd::L8, 4, 4, Some(4), 3, Some(Caps2::VOLUME), 64 + 8 + 1);
    let tex = DdsTexture::from_bytes(&bytes).unwrap();
    assert_eq!(
        (tex.depth(), tex.kind(), tex.levels()),
        (4, TextureKind::Volume, 3)
    );
    let p = payload(&bytes);
    assert_eq!(tex.level_bytes(0, 0, 3).unwrap(), &p[48..64]);
    assert_eq!(tex.level_bytes(0, 1, 1).unwrap(), &p[68..72]);
    assert_eq!(tex.level_bytes(0, 2, 0).unwrap(), &p[72..73]);
    assert_eq!(tex.region(0, 1).unwrap().depth, 2);
    assert_eq!(
        tex.content_key(0).unwrap(),
        content_key_volume(0, Format::L8, 4, 4, 4, &p[..64])
    );
}

#[test]
fn header_errors_name_the_problem() {
    let short = file(Dd::DXT5, 8, 8, None, 4, None, 16 * 4 + 16 * 3 - 1);
    let err = DdsTexture::from_bytes(&short).unwrap_err();
    assert_eq!(
        err.to_string(),
        "payload has 111 bytes, the header's levels need 112"
    );

    let mut huge = file(Dd::DXT1, 8, 8, None, 1, None, 32);
    huge[12..16].copy_from_slice(&65_541u32.to_le_bytes()); // height
    assert_eq!(
        DdsTexture::from_bytes(&huge).unwrap_err().to_string(),
        "dimension 8x65541 is outside 1..=8192"
    );

    let mut fourcc = file(Dd::DXT1, 8, 8, None, 1, None, 32);
    fourcc[84..88].copy_from_slice(b"ATI2");
    assert_eq!(
        DdsTexture::from_bytes(&fourcc).unwrap_err().to_string(),
        "unsupported FOURCC \"ATI2\" (0x32495441)"
    );

    // A truncated or empty file: too short for the header, with its size.
    for len in [0, 4, 100, 127] {
        let err = DdsTexture::from_bytes(&short[..len]).unwrap_err();
        assert!(matches!(err, DdsError::ShortHeader { size } if size == len));
        assert_eq!(
            err.to_string(),
            format!("file is too short for a DDS header ({len} bytes)")
        );
    }
    let not_dds = DdsTexture::from_bytes(b"PNG\0").unwrap_err();
    assert!(matches!(not_dds, DdsError::NotDds));
    assert_eq!(
        not_dds.to_string(),
        "not a DDS file (it does not start with \"DDS \")"
    );
}
