//! The wgpu backend on a real adapter (lavapipe in CI): every variant is
//! created without a validation error, and a texture wgpu refuses is an
//! error, not a panic or a lost device. Skips visibly without an adapter.

use ninebridge_gpu::Gpu;
use ninebridge_texcache::{
    Config, ContentState, GpuDimension, GpuFormat, GpuTextureDesc, LevelUpload, OwnedSource,
    Resolved, TextureBackend, TextureCache, TextureDesc, WgpuBackend,
};
use ninebridge_texture::Format;

fn gpu() -> Option<Gpu> {
    match Gpu::from_env() {
        Ok(gpu) => Some(gpu),
        Err(e) => {
            eprintln!("SKIP: no wgpu adapter ({e})");
            None
        }
    }
}

fn filled(desc: TextureDesc) -> OwnedSource {
    let mut s = OwnedSource::new(desc);
    for face in 0..desc.faces() {
        for level in 0..desc.levels {
            let len = s.level_len(level);
            s.write(face, level, (0..len).map(|i| i as u8).collect());
        }
    }
    s
}

#[test]
fn every_variant_uploads_on_wgpu() {
    let Some(gpu) = gpu() else { return };
    let backend = WgpuBackend::new(gpu.clone());
    let bc = backend.supports_bc();
    let mut cache = TextureCache::new(backend, &Config::default());
    let descs = [
        TextureDesc::texture_2d(Format::A8R8G8B8, 5, 3, 3),
        TextureDesc::texture_2d(Format::Dxt1, 8, 8, 4),
        TextureDesc::texture_2d(Format::Dxt5, 6, 6, 2),
        TextureDesc::cube(Format::Dxt3, 8, 4),
        TextureDesc::cube(Format::R5G6B5, 3, 2),
        TextureDesc::volume(Format::L8, 4, 4, 3, 1),
    ];
    for (guest, mut desc) in descs.into_iter().enumerate() {
        desc.guest = guest as u32;
        let r = cache
            .resolve(&mut ContentState::new(), &mut filled(desc))
            .unwrap_or_else(|e| panic!("{desc:?}: {e}"));
        let Resolved::Cached(id) = r else {
            panic!("not cached")
        };
        assert!(cache.texture(id).is_some());
    }
    cache.backend_mut().flush().unwrap();
    gpu.wait_idle().unwrap();
    let stats = cache.stats().bc;
    if bc {
        // DXT1 8x8 and DXT3 cube native; DXT5 6x6 is not whole blocks.
        assert_eq!((stats.native_uploads, stats.cpu_decodes), (2, 1));
    } else {
        assert_eq!(stats.blocked.get("capability"), Some(&3));
    }
}

#[test]
fn a_texture_wgpu_refuses_is_an_error() {
    let Some(gpu) = gpu() else { return };
    let mut backend = WgpuBackend::new(gpu.clone());
    // A BC1 texture whose width is not whole blocks: a validation error
    // (or a missing feature without BC), caught by the error scope.
    let desc = GpuTextureDesc {
        dimension: GpuDimension::D2,
        format: GpuFormat::Bc1,
        width: 6,
        height: 8,
        depth_or_layers: 1,
        levels: 1,
    };
    let err = backend.create(&desc, &[]).unwrap_err();
    assert_eq!((err.width, err.height), (6, 8));
    // The device still works.
    let ok = GpuTextureDesc {
        format: GpuFormat::Bgra8,
        ..desc
    };
    let data = [0u8; 6 * 8 * 4];
    let level = LevelUpload {
        level: 0,
        layer: 0,
        width: 6,
        height: 8,
        depth: 1,
        bytes_per_row: 24,
        rows_per_image: 8,
        data: &data,
    };
    backend.create(&ok, &[level]).unwrap();
    backend.flush().unwrap();
    gpu.wait_idle().unwrap();
}
