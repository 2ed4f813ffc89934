//! The texture cache through the device (issue 14): cache-routed textures
//! upload at the first draw that samples them, an unchanged texture is a
//! hit without hashing, a rewritten texture (a new generation) is a new
//! entry, and restoring its bytes finds the old entry again.

mod common;

use common::{float_bytes, floats, wgsl_device};
use ninebridge_d3d9::*;

const VS: &str = r#"
struct R { half_pixel: vec4<f32>, clip_planes: array<vec4<f32>, 6>, point: vec4<f32>, viewport: vec4<f32> }
@group(0) @binding(1) var<uniform> r: R;
struct Out { @builtin(position) pos: vec4<f32>, @location(0) tc: vec4<f32> }
@vertex fn main(@location(0) pos: vec4<f32>, @location(1) tc: vec4<f32>) -> Out {
    var o: Out;
    o.pos = pos + vec4(r.half_pixel.xy * pos.w, 0.0, 0.0);
    o.tc = tc;
    return o;
}
"#;

const PS: &str = r#"
@group(1) @binding(2) var t0: texture_2d<f32>;
@group(1) @binding(3) var s0: sampler;
@fragment fn main(@location(0) tc: vec4<f32>) -> @location(0) vec4<f32> {
    return textureSample(t0, s0, tc.xy);
}
"#;

const FULL: [[f32; 4]; 3] = [
    [-1.0, 1.0, 0.0, 0.0],
    [3.0, 1.0, 2.0, 0.0],
    [-1.0, -3.0, 0.0, 2.0],
];

fn setup() -> (Device, SurfaceId) {
    let mut d = wgsl_device();
    let rt = d
        .create_render_target(4, 4, Format::A32B32G32R32F, MultiSampleType::None, 0, false)
        .unwrap();
    d.set_render_target(0, Some(rt)).unwrap();
    let vs = d.create_vertex_shader(VS.as_bytes()).unwrap();
    let ps = d.create_pixel_shader(PS.as_bytes()).unwrap();
    d.set_vertex_shader(Some(vs)).unwrap();
    d.set_pixel_shader(Some(ps)).unwrap();
    let decl = d
        .create_vertex_declaration(&[
            VertexElement::new(0, 0, DeclType::Float2, DeclUsage::Position, 0),
            VertexElement::new(0, 8, DeclType::Float2, DeclUsage::TexCoord, 0),
        ])
        .unwrap();
    d.set_vertex_declaration(Some(decl)).unwrap();
    d.set_render_state(RenderState::CullMode, 1);
    (d, rt)
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
