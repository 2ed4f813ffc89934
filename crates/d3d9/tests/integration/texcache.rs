//! The texture cache through the device (issue 14): cache-routed textures
//! upload at the first draw that samples them, an unchanged texture is a
//! hit without hashing, a rewritten texture (a new generation) is a new
//! entry, and restoring its bytes finds the old entry again.

use crate::common;

use common::{FULL, float_bytes, floats, wgsl_setup};
use ninebridge_d3d9::*;

const PS: &str = r#"
@group(1) @binding(2) var t0: texture_2d<f32>;
@group(1) @binding(3) var s0: sampler;
@fragment fn main(@location(0) tc: vec4<f32>) -> @location(0) vec4<f32> {
    return textureSample(t0, s0, tc.xy);
}
"#;

fn setup() -> (Device, SurfaceId) {
    wgsl_setup(4, 4, PS)
}

/// Writes one DXT1 block of colour `rgb565` into the 4x4 texture.
fn write_block(d: &mut Device, tex: TextureId, rgb565: u16) {
    let [lo, hi] = rgb565.to_le_bytes();
    d.lock_rect(tex, 0, None, LockFlags::empty())
        .unwrap()
        .bits
        .copy_from_slice(&[lo, hi, lo, hi, 0, 0, 0, 0]);
    d.unlock_rect(tex, 0).unwrap();
}

fn draw(d: &mut Device, rt: SurfaceId) -> Vec<f32> {
    let vertices = float_bytes(FULL.iter().flatten());
    d.draw_primitive_up(PrimitiveType::TriangleList, 1, &vertices, 16)
        .unwrap();
    floats(&d.get_render_target_data(rt).unwrap())
}

fn all(px: &[f32], rgba: [f32; 4]) -> bool {
    px.chunks(4).all(|p| p == rgba)
}

#[test]
fn cached_textures_upload_once_per_content() {
    let (mut d, rt) = setup();
    let tex = d
        .create_texture(4, 4, 1, Usage::empty(), Format::Dxt1, Pool::Managed)
        .unwrap();
    write_block(&mut d, tex, 0xf800);
    assert_eq!(
        d.texture_stats().textures.uploads,
        0,
        "unlock uploads nothing"
    );
    d.set_texture(0, Some(tex)).unwrap();
    assert!(all(&draw(&mut d, rt), [1.0, 0.0, 0.0, 1.0]));
    let s = d.texture_stats().textures;
    assert_eq!((s.uploads, s.cached_count), (1, 1));

    // Unchanged: a hit with the stored key.
    draw(&mut d, rt);
    let s = d.texture_stats().textures;
    assert_eq!(s.uploads, 1);
    assert!(s.hits >= 1 && s.hash_skips >= 1, "{s:?}");

    // Rewritten: a new generation, new content, a new entry.
    write_block(&mut d, tex, 0x07e0);
    assert!(all(&draw(&mut d, rt), [0.0, 1.0, 0.0, 1.0]));
    assert_eq!(d.texture_stats().textures.uploads, 2);

    // Restored: the first entry is found again, nothing uploaded.
    write_block(&mut d, tex, 0xf800);
    assert!(all(&draw(&mut d, rt), [1.0, 0.0, 0.0, 1.0]));
    let s = d.texture_stats();
    assert_eq!(s.textures.uploads, 2);
    assert_eq!(s.bc.requests, 2, "DXT1 uploads are routed: {:?}", s.bc);
}

#[test]
fn float_textures_and_render_targets_are_not_cache_routed() {
    let (mut d, rt) = setup();
    let tex = d
        .create_texture(
            1,
            1,
            1,
            Usage::empty(),
            Format::A32B32G32R32F,
            Pool::Managed,
        )
        .unwrap();
    d.lock_rect(tex, 0, None, LockFlags::empty())
        .unwrap()
        .bits
        .copy_from_slice(&float_bytes(&[0.25f32, 0.5, 0.75, 1.0]));
    d.unlock_rect(tex, 0).unwrap();
    d.set_texture(0, Some(tex)).unwrap();
    assert!(all(&draw(&mut d, rt), [0.25, 0.5, 0.75, 1.0]));
    assert_eq!(d.texture_stats().textures.uploads, 0);
}

#[test]
fn a_texture_evicted_while_unbound_is_uploaded_again_when_drawn() {
    // A budget of one texture: drawing A, B, A evicts A, then B; the third
    // draw must not reuse A's first (evicted) entry.
    let (mut d, rt) = setup();
    d.configure_texture_cache(&TextureCacheConfig {
        budget: TextureBudget {
            count: 1,
            bytes: 1 << 20,
        },
        ..TextureCacheConfig::default()
    });
    let mut textures = Vec::new();
    for colour in [0xf800, 0x07e0] {
        let tex = d
            .create_texture(4, 4, 1, Usage::empty(), Format::Dxt1, Pool::Managed)
            .unwrap();
        write_block(&mut d, tex, colour);
        textures.push(tex);
    }
    let red = [1.0, 0.0, 0.0, 1.0];
    let green = [0.0, 1.0, 0.0, 1.0];
    for (i, (tex, colour)) in [(0, red), (1, green), (0, red), (0, red)]
        .into_iter()
        .enumerate()
    {
        d.set_texture(0, Some(textures[tex])).unwrap();
        assert!(all(&draw(&mut d, rt), colour), "draw {i}");
    }
    let s = d.texture_stats().textures;
    assert_eq!((s.uploads, s.evictions), (3, 2), "{s:?}");
    // The last draw found A's new entry without keying it again.
    assert!(s.hits >= 1 && s.hash_skips >= 1, "{s:?}");
}

#[test]
fn rewriting_the_bound_texture_between_draws_is_seen_by_the_next_draw() {
    // No SetTexture between the draws: only the content generation says
    // the texture changed.
    let (mut d, rt) = setup();
    let tex = d
        .create_texture(4, 4, 1, Usage::empty(), Format::Dxt1, Pool::Managed)
        .unwrap();
    d.set_texture(0, Some(tex)).unwrap();
    let vertices = float_bytes(FULL.iter().flatten());
    let vb = d
        .create_vertex_buffer(vertices.len() as u32, Usage::WRITEONLY, 0, Pool::Default)
        .unwrap();
    d.lock_vertex_buffer(vb, 0, 0, LockFlags::empty())
        .unwrap()
        .copy_from_slice(&vertices);
    d.unlock_vertex_buffer(vb).unwrap();
    d.set_stream_source(0, Some(vb), 0, 16).unwrap();
    for colour in [0xf800u16, 0x07e0, 0x001f, 0xf800] {
        write_block(&mut d, tex, colour);
        d.draw_primitive(PrimitiveType::TriangleList, 0, 1).unwrap();
        let want = match colour {
            0xf800 => [1.0, 0.0, 0.0, 1.0],
            0x07e0 => [0.0, 1.0, 0.0, 1.0],
            _ => [0.0, 0.0, 1.0, 1.0],
        };
        let px = floats(&d.get_render_target_data(rt).unwrap());
        assert!(all(&px, want), "{colour:#06x}: {:?}", &px[..4]);
    }
}
