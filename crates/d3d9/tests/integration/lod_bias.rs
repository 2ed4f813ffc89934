//! `D3DSAMP_MIPMAPLODBIAS`: the sampler stage's bias is added to the level
//! of detail D3D9 computes (and to `texldl`'s level and `texldb`'s bias),
//! on translated shaders. A 4x4 texture drawn one texel per pixel is
//! sampled at level 0; a bias of 1 gives level 1, of 2 level 2, a negative
//! bias stays at level 0 (the most detailed level is the limit).

use crate::common;

use common::{bytecode_device, bytes, float_bytes, pixels};
use ninebridge_d3d9::*;

/// Level colours (0xAARRGGBB): red, green, blue.
const LEVELS: [u32; 3] = [0xffff_0000, 0xff00_ff00, 0xff00_00ff];

fn setup(ps: &str) -> (Device, SurfaceId) {
    let mut d = bytecode_device();
    let rt = d
        .create_render_target(4, 4, Format::A32B32G32R32F, MultiSampleType::None, 0, false)
        .unwrap();
    d.set_render_target(0, Some(rt)).unwrap();
    let vs = d
        .create_vertex_shader(&bytes(
            "vs_3_0\ndcl_position v0\ndcl_texcoord v1\ndcl_position o0\ndcl_texcoord o1\nmov o0, v0\nmov o1, v1\n",
        ))
        .unwrap();
    let ps = d.create_pixel_shader(&bytes(ps)).unwrap();
    d.set_vertex_shader(Some(vs)).unwrap();
    d.set_pixel_shader(Some(ps)).unwrap();
    let decl = d
        .create_vertex_declaration(&[
            VertexElement::new(0, 0, DeclType::Float2, DeclUsage::Position, 0),
            VertexElement::new(0, 8, DeclType::Float4, DeclUsage::TexCoord, 0),
        ])
        .unwrap();
    d.set_vertex_declaration(Some(decl)).unwrap();
    d.set_render_state(RenderState::CullMode, 1);
    let t = d
        .create_texture(4, 4, 3, Usage::empty(), Format::A8R8G8B8, Pool::Managed)
        .unwrap();
    for (level, colour) in LEVELS.iter().enumerate() {
        let edge = 4 >> level;
        let texels: Vec<u8> = (0..edge * edge)
            .flat_map(|_| colour.to_le_bytes())
            .collect();
        d.lock_rect(t, level as u32, None, LockFlags::empty())
            .unwrap()
            .bits
            .copy_from_slice(&texels);
        d.unlock_rect(t, level as u32).unwrap();
    }
    d.set_texture(0, Some(t)).unwrap();
    // D3DTEXF_POINT between levels.
    d.set_sampler_state(0, SamplerState::MipFilter, 1).unwrap();
    (d, rt)
}

/// A quad over the 4x4 target with texture coordinates 0..1 (one texel a
/// pixel: level of detail 0) and `w` in the coordinate's fourth component.
fn draw(d: &mut Device, rt: SurfaceId, w: f32) -> [f32; 4] {
    let v: Vec<f32> = [
        [-1.0, 1.0, 0.0, 0.0],
        [1.0, 1.0, 1.0, 0.0],
        [-1.0, -1.0, 0.0, 1.0],
        [1.0, -1.0, 1.0, 1.0],
    ]
    .iter()
    .flat_map(|&[x, y, u, v]| [x, y, u, v, 0.0, w])
    .collect();
    d.draw_primitive_up(PrimitiveType::TriangleStrip, 2, &float_bytes(&v), 24)
        .unwrap();
    pixels(d, rt)[5]
}

fn bias(d: &mut Device, b: f32) {
    d.set_sampler_state(0, SamplerState::MipMapLodBias, b.to_bits())
        .unwrap();
}

#[test]
fn the_bias_moves_implicit_sampling_between_levels() {
    let (mut d, rt) = setup("ps_2_0\ndcl t0\ndcl_2d s0\ntexld r0, t0, s0\nmov oC0, r0\n");
    assert_eq!(
        draw(&mut d, rt, 0.0),
        d3dcolor_to_rgba(LEVELS[0]),
        "no bias: level 0"
    );
    bias(&mut d, 1.0);
    assert_eq!(draw(&mut d, rt, 0.0), d3dcolor_to_rgba(LEVELS[1]));
    bias(&mut d, 2.0);
    assert_eq!(draw(&mut d, rt, 0.0), d3dcolor_to_rgba(LEVELS[2]));
    bias(&mut d, -1.0);
    assert_eq!(
        draw(&mut d, rt, 0.0),
        d3dcolor_to_rgba(LEVELS[0]),
        "level 0 is the limit"
    );
    // Only stage 0's bias counts for stage 0.
    bias(&mut d, 0.0);
    d.set_sampler_state(1, SamplerState::MipMapLodBias, 2.0f32.to_bits())
        .unwrap();
    assert_eq!(draw(&mut d, rt, 0.0), d3dcolor_to_rgba(LEVELS[0]));
    // A non-finite bias means nothing.
    d.set_sampler_state(0, SamplerState::MipMapLodBias, f32::NAN.to_bits())
        .unwrap();
    assert_eq!(draw(&mut d, rt, 0.0), d3dcolor_to_rgba(LEVELS[0]));
}

#[test]
fn the_bias_adds_to_texldb_and_texldl() {
    let (mut d, rt) = setup("ps_2_0\ndcl t0\ndcl_2d s0\ntexldb r0, t0, s0\nmov oC0, r0\n");
    assert_eq!(
        draw(&mut d, rt, 1.0),
        d3dcolor_to_rgba(LEVELS[1]),
        "texldb's own bias"
    );
    bias(&mut d, 1.0);
    assert_eq!(draw(&mut d, rt, 1.0), d3dcolor_to_rgba(LEVELS[2]), "1 + 1");

    let (mut d, rt) = setup("ps_3_0\ndcl_texcoord v0\ndcl_2d s0\ntexldl r0, v0, s0\nmov oC0, r0\n");
    assert_eq!(draw(&mut d, rt, 0.0), d3dcolor_to_rgba(LEVELS[0]));
    bias(&mut d, 1.0);
    assert_eq!(
        draw(&mut d, rt, 0.0),
        d3dcolor_to_rgba(LEVELS[1]),
        "level 0 + 1"
    );
    assert_eq!(
        draw(&mut d, rt, 1.0),
        d3dcolor_to_rgba(LEVELS[2]),
        "level 1 + 1"
    );
}
