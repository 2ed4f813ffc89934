//! Draws without a vertex shader and with untransformed positions go
//! through the fixed-function vertex stage (`ninebridge_translate::ff`).
//! These tests check what the device computes for it: lights and normals
//! brought to camera space, world-space clip planes, the texture stage
//! coordinates, and that values (matrices, lights) compile nothing.
//! Expected colours follow D3D9's "Mathematics of Lighting" formulas.

use crate::common;

use common::{argb_texture, bytecode_device, float_bytes, pixels};
use ninebridge_d3d9::*;
use ninebridge_types::{
    ColorValue, Light, LightType, Material, TextureStageState, TransformState, Vector,
};

/// Rotation by a quarter turn about z (x goes to y), row-major as D3D9.
const ROT_Z: [[f32; 4]; 4] = [
    [0.0, 1.0, 0.0, 0.0],
    [-1.0, 0.0, 0.0, 0.0],
    [0.0, 0.0, 1.0, 0.0],
    [0.0, 0.0, 0.0, 1.0],
];

fn translation(x: f32, y: f32, z: f32) -> [[f32; 4]; 4] {
    [
        [1.0, 0.0, 0.0, 0.0],
        [0.0, 1.0, 0.0, 0.0],
        [0.0, 0.0, 1.0, 0.0],
        [x, y, z, 1.0],
    ]
}

fn color(r: f32, g: f32, b: f32, a: f32) -> ColorValue {
    ColorValue { r, g, b, a }
}

/// A device drawing into a 4x4 float target with `fvf`, culling off.
fn setup(fvf: u32) -> (Device, SurfaceId) {
    let mut d = bytecode_device();
    let rt = d
        .create_render_target(4, 4, Format::A32B32G32R32F, MultiSampleType::None, 0, false)
        .unwrap();
    d.set_render_target(0, Some(rt)).unwrap();
    d.set_fvf(Fvf::from_d3d(fvf)).unwrap();
    d.set_render_state(RenderState::CullMode, 1);
    d.set_render_state(RenderState::ZEnable, 0);
    (d, rt)
}

/// A quad at z = `z` spanning -`s`..`s` in x and y, each vertex followed by
/// `extra` (normal, colour, ...).
fn quad(s: f32, z: f32, extra: &[f32]) -> Vec<u8> {
    let v: Vec<f32> = [[-s, -s], [-s, s], [s, -s], [s, s]]
        .iter()
        .flat_map(|&[x, y]| {
            let mut v = vec![x, y, z];
            v.extend_from_slice(extra);
            v
        })
        .collect();
    float_bytes(&v)
}

fn draw(d: &mut Device, data: &[u8], stride: u32) {
    d.draw_primitive_up(PrimitiveType::TriangleStrip, 2, data, stride)
        .unwrap();
}

fn close(a: [f32; 4], b: [f32; 4]) -> bool {
    a.iter().zip(b).all(|(x, y)| (x - y).abs() < 0.01)
}

/// Lighting happens in camera space: the light direction is given in
/// world space, the normal in model space, and neither the world nor the
/// view rotation changes N . L.
#[test]
fn a_directional_light_lights_by_the_world_space_normal() {
    let (mut d, rt) = setup(0x002 | 0x010); // XYZ | NORMAL
    d.set_transform(TransformState::world_matrix(0), ROT_Z);
    d.set_transform(TransformState::VIEW, ROT_Z);
    d.set_render_state(RenderState::Lighting, 1);
    d.set_material(Material {
        diffuse: color(0.5, 0.25, 1.0, 0.75),
        ..Default::default()
    });
    // Model normal (1, 0, -1)/sqrt2 is (0, 1, -1)/sqrt2 in world space; a
    // light travelling along (0, -1, 1)/sqrt2 hits it head on: N . L = 1.
    let light = Light {
        ty: LightType::Directional,
        diffuse: color(1.0, 1.0, 1.0, 1.0),
        direction: Vector {
            x: 0.0,
            y: -1.0,
            z: 1.0,
        },
        ..Light::DEFAULT_DIRECTIONAL
    };
    d.set_light(0, light).unwrap();
    d.light_enable(0, true);
    let h = std::f32::consts::FRAC_1_SQRT_2;
    draw(&mut d, &quad(2.0, 0.5, &[h, 0.0, -h]), 24);
    let got = pixels(&d, rt)[5];
    // Diffuse = material diffuse * light diffuse * N.L; alpha = the
    // material's diffuse alpha.
    assert!(close(got, [0.5, 0.25, 1.0, 0.75]), "{got:?}");
    // The same light along (1, 0, 0) grazes it (N . L = 0): only the
    // (zero) ambient and emissive terms remain. A view that the device
    // forgot to apply to the light would make it 1/sqrt 2.
    d.set_light(
        0,
        Light {
            direction: Vector {
                x: 1.0,
                y: 0.0,
                z: 0.0,
            },
            ..light
        },
    )
    .unwrap();
    draw(&mut d, &quad(2.0, 0.5, &[h, 0.0, -h]), 24);
    let got = pixels(&d, rt)[5];
    assert!(close(got, [0.0, 0.0, 0.0, 0.75]), "{got:?}");
}

/// A point light's attenuation 1 / (a0 + a1 d + a2 d^2), with d measured
/// in world units; past its range the light adds nothing.
#[test]
fn a_point_light_attenuates_with_distance_and_stops_at_its_range() {
    let (mut d, rt) = setup(0x002 | 0x010);
    d.set_transform(TransformState::VIEW, ROT_Z);
    d.set_render_state(RenderState::Lighting, 1);
    d.set_render_state(RenderState::Ambient, 0xff20_2020);
    d.set_material(Material {
        diffuse: color(1.0, 1.0, 1.0, 1.0),
        ambient: color(1.0, 1.0, 1.0, 1.0),
        ..Default::default()
    });
    // The light sits 3 units in front of the quad's centre; every corner
    // (+-2, +-2) is at d = sqrt(4 + 4 + 9) = sqrt(17), along the normal
    // direction's cosine 3 / sqrt(17).
    let light = Light {
        ty: LightType::Point,
        diffuse: color(1.0, 0.5, 0.25, 1.0),
        position: Vector {
            x: 0.0,
            y: 0.0,
            z: -2.5,
        },
        range: 100.0,
        attenuation0: 0.5,
        attenuation1: 0.25,
        attenuation2: 0.0,
        ..Light::DEFAULT_DIRECTIONAL
    };
    d.set_light(3, light).unwrap();
    d.light_enable(3, true);
    draw(&mut d, &quad(2.0, 0.5, &[0.0, 0.0, -1.0]), 24);
    let dist = 17f32.sqrt();
    let k = (3.0 / dist) / (0.5 + 0.25 * dist);
    let ambient = 0x20 as f32 / 255.0;
    let want = [ambient + k, ambient + 0.5 * k, ambient + 0.25 * k, 1.0];
    let got = pixels(&d, rt)[5];
    assert!(close(got, want), "{got:?} vs {want:?}");
    // A range shorter than the distance: the global ambient alone.
    d.set_light(
        3,
        Light {
            range: dist - 0.1,
            ..light
        },
    )
    .unwrap();
    draw(&mut d, &quad(2.0, 0.5, &[0.0, 0.0, -1.0]), 24);
    let got = pixels(&d, rt)[5];
    assert!(close(got, [ambient, ambient, ambient, 1.0]), "{got:?}");
}

/// Moving a light and the world matrix over 1000 frames changes constants
/// only: no module or pipeline is created after the first frame.
#[test]
fn moving_a_light_and_a_matrix_compiles_nothing_after_the_first_frame() {
    let (mut d, _rt) = setup(0x002 | 0x010 | 0x040); // XYZ | NORMAL | DIFFUSE
    d.set_render_state(RenderState::Lighting, 1);
    d.set_render_state(RenderState::SpecularEnable, 1);
    let data: Vec<f32> = [[-1.0, -1.0], [-1.0, 1.0], [1.0, -1.0], [1.0, 1.0]]
        .iter()
        .flat_map(|&[x, y]| [x, y, 0.5, 0.0, 0.0, -1.0, f32::from_bits(0xff80_8080)])
        .collect();
    let data = float_bytes(&data);
    let mut counts = None;
    for frame in 0..1000 {
        let t = frame as f32 / 1000.0;
        let light = Light {
            ty: LightType::Spot,
            diffuse: color(1.0, 1.0, 1.0, 1.0),
            specular: color(1.0, 1.0, 1.0, 1.0),
            position: Vector {
                x: t.sin(),
                y: t.cos(),
                z: -2.0,
            },
            direction: Vector {
                x: 0.0,
                y: 0.0,
                z: 1.0,
            },
            range: 10.0 + t,
            falloff: 1.0,
            attenuation0: 1.0,
            theta: 0.5,
            phi: 1.0 + t,
            ..Light::DEFAULT_DIRECTIONAL
        };
        d.set_light(0, light).unwrap();
        d.light_enable(0, true);
        d.set_transform(TransformState::world_matrix(0), translation(t, -t, 0.0));
        d.begin_scene().unwrap();
        d.draw_primitive_up(PrimitiveType::TriangleStrip, 2, &data, 28)
            .unwrap();
        d.end_scene().unwrap();
        d.present().unwrap();
        let now = (
            d.ff_vertex_module_count(),
            d.ff_pixel_module_count(),
            d.pipeline_count(),
        );
        match counts {
            None => counts = Some(now),
            Some(first) => assert_eq!(now, first, "frame {frame} compiled something"),
        }
    }
    assert_eq!(counts.unwrap().0, 1);
    // Every pipeline was built by a draw, once; the stage modules too.
    let stats = d.pipeline_stats();
    assert_eq!(stats.engine_thread_builds, d.pipeline_count() as u64);
    assert!(stats.engine_thread_ms > 0.0, "{stats:?}");
    assert!(stats.modules_compiled >= 2, "{stats:?}");
}

/// D3D9 gives the fixed-function pipeline its clip planes in world space
/// (vertex shaders get them in clip space): with a view that moves the
/// scene right by half the target, the plane x >= 0 keeps only what lies
/// right of the target's three-quarter mark.
#[test]
fn clip_planes_are_in_world_space() {
    let (mut d, rt) = setup(0x002 | 0x040); // XYZ | DIFFUSE
    d.set_render_state(RenderState::Lighting, 0);
    d.set_transform(TransformState::VIEW, translation(0.5, 0.0, 0.0));
    d.set_clip_plane(0, [1.0, 0.0, 0.0, 0.0]).unwrap();
    d.set_render_state(RenderState::ClipPlaneEnable, 1);
    d.clear(&[], ClearFlags::TARGET, 0xff00_00ff, 1.0, 0)
        .unwrap();
    draw(&mut d, &quad(2.0, 0.5, &[f32::from_bits(0xffff_ffff)]), 16);
    let row: Vec<[f32; 4]> = pixels(&d, rt)[4..8].to_vec();
    // Pixel centres at clip x = -0.75, -0.25, 0.25, 0.75 are world x =
    // -1.25, -0.75, -0.25, 0.25: only the last is kept.
    let blue = [0.0, 0.0, 1.0, 1.0];
    let white = [1.0; 4];
    assert!(close(row[2], blue), "{row:?}");
    assert!(close(row[3], white), "{row:?}");
}

/// Stage k samples the coordinates the vertex stage writes for it:
/// `D3DTSS_TEXCOORDINDEX` picks the vertex's set; a set past 7 on a stage
/// that samples fails the draw with `D3DERR_INVALIDCALL`.
#[test]
fn texcoordindex_picks_the_set_and_a_set_past_seven_fails_the_draw() {
    let (mut d, rt) = setup(0x002 | 0x200); // XYZ | TEX2 (two 2D sets)
    // Left texel red, right texel green.
    let t = argb_texture(&mut d, 2, 1, &[0xffff_0000, 0xff00_ff00]);
    d.set_texture(0, Some(t)).unwrap();
    d.set_texture_stage_state(0, TextureStageState::ColorOp, 2) // SELECTARG1
        .unwrap();
    // Set 0 reads the left texel, set 1 the right one.
    let data = quad(2.0, 0.5, &[0.25, 0.5, 0.75, 0.5]);
    draw(&mut d, &data, 28);
    assert!(close(pixels(&d, rt)[5], [1.0, 0.0, 0.0, 1.0]));
    d.set_texture_stage_state(0, TextureStageState::TexCoordIndex, 1)
        .unwrap();
    draw(&mut d, &data, 28);
    assert!(close(pixels(&d, rt)[5], [0.0, 1.0, 0.0, 1.0]));
    d.set_texture_stage_state(0, TextureStageState::TexCoordIndex, 9)
        .unwrap();
    let err = d
        .draw_primitive_up(PrimitiveType::TriangleStrip, 2, &data, 28)
        .unwrap_err();
    assert_eq!(err.hresult(), HResult::D3DERR_INVALIDCALL, "{err}");
}

/// Vertex fog with `D3DFOG_LINEAR` from the camera-space depth: the fog
/// factor (end - z) / (end - start) blends the fog colour in.
#[test]
fn linear_vertex_fog_uses_the_camera_space_depth() {
    let (mut d, rt) = setup(0x002 | 0x040);
    d.set_render_state(RenderState::Lighting, 0);
    d.set_transform(TransformState::VIEW, translation(0.0, 0.0, 0.25));
    d.set_render_state(RenderState::FogEnable, 1);
    d.set_render_state(RenderState::FogVertexMode, 3); // LINEAR
    d.set_render_state(RenderState::FogColor, 0xff00_0000);
    d.set_render_state(RenderState::FogStart, 0.0f32.to_bits());
    d.set_render_state(RenderState::FogEnd, 1.0f32.to_bits());
    draw(&mut d, &quad(2.0, 0.5, &[f32::from_bits(0xffff_ffff)]), 16);
    // Camera z = 0.75: factor 0.25 of the white vertex colour.
    let got = pixels(&d, rt)[5];
    assert!(close(got, [0.25, 0.25, 0.25, 1.0]), "{got:?}");
    assert_eq!(d.ff_vertex_module_count(), 1);
    // Other fog distances are values.
    d.set_render_state(RenderState::FogEnd, 2.0f32.to_bits());
    draw(&mut d, &quad(2.0, 0.5, &[f32::from_bits(0xffff_ffff)]), 16);
    let got = pixels(&d, rt)[5];
    assert!(close(got, [0.625, 0.625, 0.625, 1.0]), "{got:?}");
    assert_eq!(d.ff_vertex_module_count(), 1);
}

/// D3D9 has no primitive restart: index 0xFFFF of a 16-bit strip is vertex
/// 65535 (WebGPU would restart the strip there).
#[test]
fn a_strip_index_of_0xffff_is_a_vertex() {
    let (mut d, rt) = setup(0x002 | 0x040); // XYZ | DIFFUSE
    d.set_render_state(RenderState::Lighting, 0);
    let vertices = 65_536u32;
    let vb = d
        .create_vertex_buffer(vertices * 16, Usage::empty(), 0, Pool::Managed)
        .unwrap();
    let white = f32::from_bits(0xffff_ffff);
    let corner = |x: f32, y: f32| float_bytes(&[x, y, 0.5, white]);
    {
        let bytes = d.lock_vertex_buffer(vb, 0, 0, LockFlags::empty()).unwrap();
        for (i, (x, y)) in [(0usize, (-1.0, -1.0)), (1, (-1.0, 1.0)), (2, (1.0, -1.0))]
            .iter()
            .map(|(i, p)| (*i, *p))
        {
            bytes[i * 16..i * 16 + 16].copy_from_slice(&corner(x, y));
        }
        let last = (vertices as usize - 1) * 16;
        bytes[last..last + 16].copy_from_slice(&corner(1.0, 1.0));
    }
    d.unlock_vertex_buffer(vb).unwrap();
    let ib = d
        .create_index_buffer(8, Usage::empty(), Format::Index16, Pool::Managed)
        .unwrap();
    d.lock_index_buffer(ib, 0, 0, LockFlags::empty())
        .unwrap()
        .copy_from_slice(&[0, 0, 1, 0, 2, 0, 0xff, 0xff]);
    d.unlock_index_buffer(ib).unwrap();
    d.set_stream_source(0, Some(vb), 0, 16).unwrap();
    d.set_indices(Some(ib)).unwrap();
    d.clear(&[], ClearFlags::TARGET, 0xff00_0000, 1.0, 0)
        .unwrap();
    d.draw_indexed_primitive(PrimitiveType::TriangleStrip, 0, 0, vertices, 0, 2)
        .unwrap();
    let px = pixels(&d, rt);
    // The second triangle (1, 2, 65535) covers the top-right corner.
    assert!(close(px[3], [1.0; 4]), "{:?}", px[3]);
    assert!(close(px[12], [1.0; 4]), "{:?}", px[12]);
}
