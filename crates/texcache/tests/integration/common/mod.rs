//! Helpers shared by the integration tests.
#![allow(dead_code)]

use std::path::Path;

use ninebridge_packs::hvt::{TextureSpec, write_texture_pack};
use ninebridge_texcache::{
    Budget, Config, FakeBackend, FakeTexture, OwnedSource, Resolved, TextureCache, TextureDesc,
};
use ninebridge_texture::Format;

/// A cache on the fake backend with `budget`.
pub fn cache(bc: bool, budget: Budget) -> TextureCache<FakeBackend> {
    cache_with(
        bc,
        &Config {
            budget,
            ..Config::default()
        },
    )
}

/// A cache on the fake backend with `config`.
pub fn cache_with(bc: bool, config: &Config) -> TextureCache<FakeBackend> {
    TextureCache::new(FakeBackend::new(bc), config)
}

/// Unbounded enough for tests.
pub fn big() -> Budget {
    Budget {
        count: 1024,
        bytes: 512 << 20,
    }
}

/// An A8R8G8B8 2D texture of one level filled with `value`.
pub fn argb(guest: u32, width: u32, height: u32, value: u8) -> OwnedSource {
    let mut desc = TextureDesc::texture_2d(Format::A8R8G8B8, width, height, 1);
    desc.guest = guest;
    let mut s = OwnedSource::new(desc);
    s.write(0, 0, vec![value; (width * height * 4) as usize]);
    s
}

/// The fake texture behind a resolution.
pub fn fake(cache: &TextureCache<FakeBackend>, resolved: Resolved) -> FakeTexture {
    match resolved {
        Resolved::Cached(id) => *cache.texture(id).expect("live id"),
        Resolved::RenderTarget => panic!("a render target has no cached texture"),
    }
}

/// Level `level` of layer `layer` as the backend received it.
pub fn uploaded(
    cache: &TextureCache<FakeBackend>,
    resolved: Resolved,
    layer: u32,
    level: u32,
) -> Vec<u8> {
    let texture = fake(cache, resolved);
    cache
        .backend()
        .contents(texture)
        .expect("live texture")
        .levels[&(layer, level)]
        .clone()
}

/// Writes a pack with one `width` x `height` entry of `pixel` for `crc`.
pub fn pack(path: &Path, crc: u32, width: u32, height: u32, pixel: [u8; 4]) {
    let pixels: Vec<u8> = pixel
        .iter()
        .copied()
        .cycle()
        .take((width * height * 4) as usize)
        .collect();
    write_texture_pack(path, &[(TextureSpec { crc, width, height }, &pixels[..])]).unwrap();
}

/// A DXT1 block of one colour: c0 = c1 = `rgb565`, every index 0.
pub fn dxt1_block(rgb565: u16) -> [u8; 8] {
    let [a, b] = rgb565.to_le_bytes();
    [a, b, a, b, 0, 0, 0, 0]
}

/// A DXT1 texture whose every level is written, level `l` filled with
/// blocks of colour `colours[l]`.
pub fn dxt1_chain(width: u32, height: u32, levels: u32, colours: &[u16]) -> OwnedSource {
    let mut s = OwnedSource::new(TextureDesc::texture_2d(Format::Dxt1, width, height, levels));
    for level in 0..levels {
        let len = s.level_len(level);
        let block = dxt1_block(colours[level as usize % colours.len()]);
        s.write(0, level, block.iter().copied().cycle().take(len).collect());
    }
    s
}
