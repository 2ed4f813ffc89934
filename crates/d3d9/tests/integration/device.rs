//! The device end to end on the default adapter (lavapipe in CI), with
//! shaders written in WGSL to the binding contract and handed over through a
//! test translator (the "bytecode" is the WGSL text).

use crate::common;

use common::{FULL, float_bytes, floats, wgsl_setup};
use ninebridge_d3d9::*;

const PS: &str = r#"
struct K { c: array<vec4<f32>, 224>, i: array<vec4<i32>, 16>, b: array<vec4<u32>, 16> }
@group(1) @binding(0) var<uniform> k: K;
@group(1) @binding(2) var t0: texture_2d<f32>;
@group(1) @binding(3) var s0: sampler;
@fragment fn main(@location(0) tc: vec4<f32>) -> @location(0) vec4<f32> {
    let c = textureSample(t0, s0, tc.xy) * k.c[1] + k.c[0];
    //ALPHATEST
    return c;
}
"#;

fn vertex_bytes(v: &[[f32; 4]]) -> Vec<u8> {
    float_bytes(v.iter().flatten())
}

/// A device with an 8x4 float target, the test shaders, and a declaration
/// of FLOAT2 position + FLOAT2 texcoord (stride 16).
fn setup() -> (Device, SurfaceId) {
    wgsl_setup(8, 4, PS)
}

/// An R32F 2x2 texture (1, 2 / 3, 4) on stage 0.
fn bind_r32f(d: &mut Device) {
    let tex = d
        .create_texture(2, 2, 1, Usage::empty(), Format::R32F, Pool::Managed)
        .unwrap();
    let texels = float_bytes(&[1.0f32, 2.0, 3.0, 4.0]);
    d.lock_rect(tex, 0, None, LockFlags::empty())
        .unwrap()
        .bits
        .copy_from_slice(&texels);
    d.unlock_rect(tex, 0).unwrap();
    d.set_texture(0, Some(tex)).unwrap();
}

#[test]
fn constants_and_r32f_texture_reach_the_pixels() {
    let (mut d, rt) = setup();
    bind_r32f(&mut d);
    d.set_pixel_shader_constant_f(0, &[[0.5, 0.25, 0.0, 0.0], [1.0, 10.0, 100.0, 1.0]])
        .unwrap();
    d.draw_primitive_up(PrimitiveType::TriangleList, 1, &vertex_bytes(&FULL), 16)
        .unwrap();
    let px = floats(&d.get_render_target_data(rt).unwrap());
    // Pixel (0, 0) is sampled at its corner in D3D9: texcoord (0, 0) ->
    // texel (0, 0) = 1.0, and R32F's missing channels read 1.
    assert_eq!(&px[0..4], &[1.5, 10.25, 100.0, 1.0]);
    // Pixel (7, 3): texcoord (7/8, 3/4) -> texel (1, 1) = 4.
    let last = (3 * 8 + 7) * 4;
    assert_eq!(&px[last..last + 4], &[4.5, 10.25, 100.0, 1.0]);
}

#[test]
fn d3d9_pixel_centres_cover_exactly() {
    let (mut d, rt) = setup();
    bind_r32f(&mut d);
    d.set_pixel_shader_constant_f(0, &[[0.0; 4], [0.0, 0.0, 0.0, 0.0]])
        .unwrap();
    d.set_render_state(RenderState::FogColor, 0);
    d.color_fill(rt, 0xff00_0000).unwrap();
    d.set_pixel_shader_constant_f(0, &[[1.0; 4], [0.0; 4]])
        .unwrap();
    // A quad from x = -1 to 0 in clip space covers pixels 0..3 of 8 under
    // D3D9's rules (pixel centres at integer coordinates after the
    // half-pixel shift); a fan draws it.
    let quad = [
        [-1.0, -1.0, 0.0, 0.0],
        [-1.0, 1.0, 0.0, 0.0],
        [0.0, 1.0, 0.0, 0.0],
        [0.0, -1.0, 0.0, 0.0],
    ];
    d.draw_primitive_up(PrimitiveType::TriangleFan, 2, &vertex_bytes(&quad), 16)
        .unwrap();
    let px = floats(&d.get_render_target_data(rt).unwrap());
    let row0: Vec<f32> = (0..8).map(|x| px[x * 4]).collect();
    assert_eq!(row0, [1.0, 1.0, 1.0, 1.0, 0.0, 0.0, 0.0, 0.0]);
    assert_eq!(px[3], 1.0, "colour fill alpha from the D3DCOLOR");
}

#[test]
fn indexed_draws_and_pipeline_cache() {
    let (mut d, rt) = setup();
    bind_r32f(&mut d);
    d.set_pixel_shader_constant_f(0, &[[2.0; 4], [0.0; 4]])
        .unwrap();
    let vb = d
        .create_vertex_buffer(64, Usage::WRITEONLY, 0, Pool::Default)
        .unwrap();
    let quad = [
        [-1.0, -1.0, 0.0, 0.0],
        [-1.0, 1.0, 0.0, 0.0],
        [1.0, 1.0, 0.0, 0.0],
        [1.0, -1.0, 0.0, 0.0],
    ];
    d.lock_vertex_buffer(vb, 0, 0, LockFlags::empty())
        .unwrap()
        .copy_from_slice(&vertex_bytes(&quad));
    d.unlock_vertex_buffer(vb).unwrap();
    let ib = d
        .create_index_buffer(12, Usage::WRITEONLY, Format::Index16, Pool::Default)
        .unwrap();
    let idx: Vec<u8> = [0u16, 1, 2, 0, 2, 3]
        .iter()
        .flat_map(|i| i.to_le_bytes())
        .collect();
    d.lock_index_buffer(ib, 0, 0, LockFlags::empty())
        .unwrap()
        .copy_from_slice(&idx);
    d.unlock_index_buffer(ib).unwrap();
    d.set_stream_source(0, Some(vb), 0, 16).unwrap();
    d.set_indices(Some(ib)).unwrap();
    d.draw_indexed_primitive(PrimitiveType::TriangleList, 0, 0, 4, 0, 2)
        .unwrap();
    let pipelines = d.pipeline_count();
    d.draw_indexed_primitive(PrimitiveType::TriangleList, 0, 0, 4, 0, 2)
        .unwrap();
    assert_eq!(d.pipeline_count(), pipelines, "same state, same pipeline");
    let px = floats(&d.get_render_target_data(rt).unwrap());
    assert!(
        px.chunks(4).all(|p| p == [2.0, 2.0, 2.0, 2.0]),
        "{:?}",
        &px[..8]
    );
    // Changing the cull mode bakes a new pipeline.
    d.set_render_state(RenderState::CullMode, 2);
    d.draw_indexed_primitive(PrimitiveType::TriangleList, 0, 0, 4, 0, 2)
        .unwrap();
    assert_eq!(d.pipeline_count(), pipelines + 1);
}

#[test]
fn alpha_test_variant_discards() {
    let (mut d, rt) = setup();
    bind_r32f(&mut d);
    d.color_fill(rt, 0).unwrap();
    // Alpha = 1 * 0 + 0.25 < 0.5: discarded by the alpha-test variant.
    d.set_pixel_shader_constant_f(0, &[[1.0, 1.0, 1.0, 0.25], [0.0; 4]])
        .unwrap();
    d.set_render_state(RenderState::AlphaTestEnable, 1);
    d.set_render_state(RenderState::AlphaFunc, CmpFunc::GreaterEqual.to_d3d());
    d.draw_primitive_up(PrimitiveType::TriangleList, 1, &vertex_bytes(&FULL), 16)
        .unwrap();
    assert!(
        floats(&d.get_render_target_data(rt).unwrap())
            .iter()
            .all(|&v| v == 0.0)
    );
    // ALWAYS is the variant without the test.
    d.set_render_state(RenderState::AlphaFunc, CmpFunc::Always.to_d3d());
    d.draw_primitive_up(PrimitiveType::TriangleList, 1, &vertex_bytes(&FULL), 16)
        .unwrap();
    assert_eq!(
        &floats(&d.get_render_target_data(rt).unwrap())[..4],
        &[1.0, 1.0, 1.0, 0.25]
    );
}

#[test]
fn invalid_calls_are_typed_errors_and_the_device_survives() {
    let (mut d, rt) = setup();
    let gone = d
        .create_texture(1, 1, 1, Usage::empty(), Format::R32F, Pool::Managed)
        .unwrap();
    d.release_texture(gone).unwrap();
    assert!(matches!(
        d.set_texture(0, Some(gone)),
        Err(D3dError::BadHandle { .. })
    ));
    // The next texture takes the released slot; the old handle still names
    // nothing (generational handles), the new one works.
    let next = d
        .create_texture(1, 1, 1, Usage::empty(), Format::R32F, Pool::Managed)
        .unwrap();
    let err = d.set_texture(0, Some(gone)).unwrap_err().to_string();
    assert!(
        err.starts_with("D3DERR_INVALIDCALL: texture handle"),
        "{err}"
    );
    assert!(d.release_texture(gone).is_err());
    d.set_texture(0, Some(next)).unwrap();
    d.set_texture(0, None).unwrap();
    assert!(matches!(
        d.set_texture(99, None),
        Err(D3dError::InvalidCall(_))
    ));
    assert!(matches!(
        d.set_vertex_shader_constant_f(255, &[[0.0; 4]; 2]),
        Err(D3dError::InvalidCall(_))
    ));
    assert!(matches!(
        d.create_texture(0, 4, 1, Usage::empty(), Format::R32F, Pool::Managed),
        Err(D3dError::InvalidCall(_))
    ));
    let vb = d
        .create_vertex_buffer(8, Usage::WRITEONLY, 0, Pool::Default)
        .unwrap();
    assert!(matches!(
        d.lock_vertex_buffer(vb, 4, 8, LockFlags::empty()),
        Err(D3dError::InvalidCall(_))
    ));
    // The failed lock left it unlocked; D3D9 answers an unlock of an
    // unlocked buffer with D3D_OK (Wine's d3d9 does the same).
    assert!(d.unlock_vertex_buffer(vb).is_ok());
    // A shader the translator rejects fails the draw, not the process.
    let bad = d.create_pixel_shader(b"this is not wgsl").unwrap();
    d.set_pixel_shader(Some(bad)).unwrap();
    let err = d
        .draw_primitive_up(PrimitiveType::TriangleList, 1, &vertex_bytes(&FULL), 16)
        .unwrap_err();
    assert!(
        matches!(err, D3dError::Shader { stage: "pixel", .. }),
        "{err}"
    );
    // Too few vertex bytes for the primitive count.
    let err = d
        .draw_primitive_up(PrimitiveType::TriangleList, 2, &vertex_bytes(&FULL), 16)
        .unwrap_err();
    assert!(matches!(err, D3dError::InvalidCall(_)), "{err}");
    // The device still draws.
    let ps = d.create_pixel_shader(PS.as_bytes()).unwrap();
    d.set_pixel_shader(Some(ps)).unwrap();
    // Unsupported states are NotAvailable (point fill mode needs a feature
    // the device does not request).
    d.set_render_state(RenderState::FillMode, 1);
    let err = d
        .draw_primitive_up(PrimitiveType::TriangleList, 1, &vertex_bytes(&FULL), 16)
        .unwrap_err();
    assert!(matches!(err, D3dError::NotAvailable(_)), "{err}");
    d.set_render_state(RenderState::FillMode, 3);
    bind_r32f(&mut d);
    d.set_pixel_shader_constant_f(0, &[[0.0; 4], [1.0; 4]])
        .unwrap();
    d.draw_primitive_up(PrimitiveType::TriangleList, 1, &vertex_bytes(&FULL), 16)
        .unwrap();
    assert_eq!(
        &floats(&d.get_render_target_data(rt).unwrap())[..4],
        &[1.0, 1.0, 1.0, 1.0]
    );
}

#[test]
fn texture_core_formats_are_decoded_on_upload() {
    let (mut d, rt) = setup();
    let tex = d
        .create_texture(4, 4, 1, Usage::empty(), Format::Dxt1, Pool::Managed)
        .unwrap();
    let level = d.lock_rect(tex, 0, None, LockFlags::empty()).unwrap().bits;
    assert_eq!(level.len(), 8, "one DXT1 block");
    // colour0 = pure red (R5G6B5 0xf800), every index 0.
    level.copy_from_slice(&[0x00, 0xf8, 0x1f, 0x00, 0, 0, 0, 0]);
    d.unlock_rect(tex, 0).unwrap();
    d.set_texture(0, Some(tex)).unwrap();
    d.set_pixel_shader_constant_f(0, &[[0.0; 4], [1.0; 4]])
        .unwrap();
    d.draw_primitive_up(PrimitiveType::TriangleList, 1, &vertex_bytes(&FULL), 16)
        .unwrap();
    let px = floats(&d.get_render_target_data(rt).unwrap());
    assert!(
        px.chunks(4).all(|p| p == [1.0, 0.0, 0.0, 1.0]),
        "{:?}",
        &px[..4]
    );
    assert!(matches!(
        d.create_render_target(4, 4, Format::Dxt1, MultiSampleType::None, 0, false),
        Err(D3dError::NotAvailable(_))
    ));
}

#[test]
fn srgb_writes_and_reads_on_8_bit_formats() {
    let (mut d, _) = setup();
    let rt = d
        .create_render_target(4, 4, Format::A8R8G8B8, MultiSampleType::None, 0, false)
        .unwrap();
    d.set_render_target(0, Some(rt)).unwrap();
    let tex = d
        .create_texture(2, 2, 1, Usage::empty(), Format::A8R8G8B8, Pool::Managed)
        .unwrap();
    d.lock_rect(tex, 0, None, LockFlags::empty())
        .unwrap()
        .bits
        .fill(188);
    d.unlock_rect(tex, 0).unwrap();
    d.set_texture(0, Some(tex)).unwrap();
    // Output = c0 = 0.5 (the texture times c1 = 0).
    d.set_pixel_shader_constant_f(0, &[[0.5; 4], [0.0; 4]])
        .unwrap();
    d.draw_primitive_up(PrimitiveType::TriangleList, 1, &vertex_bytes(&FULL), 16)
        .unwrap();
    let linear = d.get_render_target_data(rt).unwrap()[0];
    d.set_render_state(RenderState::SrgbWriteEnable, 1);
    d.draw_primitive_up(PrimitiveType::TriangleList, 1, &vertex_bytes(&FULL), 16)
        .unwrap();
    let encoded = d.get_render_target_data(rt).unwrap()[0];
    assert!((127..=128).contains(&linear), "{linear}");
    // 0.5 linear is 187.5 in sRGB (drivers round either way).
    assert!((187..=188).contains(&encoded), "{encoded}");
    // SRGBTEXTURE decodes 188 back to about 0.5 when sampling.
    d.set_render_state(RenderState::SrgbWriteEnable, 0);
    let frt = d
        .create_render_target(4, 4, Format::A32B32G32R32F, MultiSampleType::None, 0, false)
        .unwrap();
    d.set_render_target(0, Some(frt)).unwrap();
    d.set_pixel_shader_constant_f(0, &[[0.0; 4], [1.0; 4]])
        .unwrap();
    d.set_sampler_state(0, SamplerState::SrgbTexture, 1)
        .unwrap();
    d.draw_primitive_up(PrimitiveType::TriangleList, 1, &vertex_bytes(&FULL), 16)
        .unwrap();
    let r = floats(&d.get_render_target_data(frt).unwrap())[0];
    assert!((r - 0.5029).abs() < 1e-3, "{r}");
    // Windows applies SRGBWRITEENABLE to every target format (Wine's
    // `srgbwrite_format_test`); a float target's draws are encoded by the
    // translated shader (tests/ff_pixel.rs, with the real translator), and
    // so are its clears (Wine's `clear_test`: 0x7f clears to 0xbb), here on
    // the float target and the 8-bit one.
    let encode = |c: f32| 1.055 * c.powf(1.0 / 2.4) - 0.055;
    d.set_render_state(RenderState::SrgbWriteEnable, 1);
    d.clear(&[], ClearFlags::TARGET, 0xff7f_7f7f, 1.0, 0)
        .unwrap();
    let r = floats(&d.get_render_target_data(frt).unwrap())[0];
    assert!((r - encode(127.0 / 255.0)).abs() < 1e-4, "{r}");
    d.set_render_target(0, Some(rt)).unwrap();
    d.clear(&[], ClearFlags::TARGET, 0xff7f_7f7f, 1.0, 0)
        .unwrap();
    let encoded = d.get_render_target_data(rt).unwrap()[0];
    assert!((0xbb..=0xbc).contains(&encoded), "{encoded:#x}");
    d.set_render_state(RenderState::SrgbWriteEnable, 0);
    d.clear(&[], ClearFlags::TARGET, 0xff7f_7f7f, 1.0, 0)
        .unwrap();
    assert_eq!(d.get_render_target_data(rt).unwrap()[0], 0x7f);
}

/// `D3DSAMP_SRGBTEXTURE` decodes for `TRUE` (1) only: Windows samples the
/// texels as stored for 2, 100 and 0x7e41882a (Wine's srgbtexture_test;
/// drivers that decode there are tolerated with `broken()`).
#[test]
fn srgb_texture_decodes_for_true_only() {
    let (mut d, _) = setup();
    let rt = d
        .create_render_target(4, 4, Format::A32B32G32R32F, MultiSampleType::None, 0, false)
        .unwrap();
    d.set_render_target(0, Some(rt)).unwrap();
    let tex = d
        .create_texture(2, 2, 1, Usage::empty(), Format::A8R8G8B8, Pool::Managed)
        .unwrap();
    d.lock_rect(tex, 0, None, LockFlags::empty())
        .unwrap()
        .bits
        .fill(188);
    d.unlock_rect(tex, 0).unwrap();
    d.set_texture(0, Some(tex)).unwrap();
    // Output = the texture (c1 = 1 times it, plus c0 = 0).
    d.set_pixel_shader_constant_f(0, &[[0.0; 4], [1.0; 4]])
        .unwrap();
    let mut red = |value: u32| {
        d.set_sampler_state(0, SamplerState::SrgbTexture, value)
            .unwrap();
        d.draw_primitive_up(PrimitiveType::TriangleList, 1, &vertex_bytes(&FULL), 16)
            .unwrap();
        floats(&d.get_render_target_data(rt).unwrap())[0]
    };
    for value in [2, 100, 0x7e41_882a, 0] {
        let r = red(value);
        assert!((r - 188.0 / 255.0).abs() < 1e-3, "{value:#x}: {r}");
    }
    let r = red(1);
    assert!((r - 0.5029).abs() < 1e-3, "{r}");
}

#[test]
fn clear_covers_the_viewport_and_scissor_only() {
    let (mut d, rt) = setup();
    let ds = d
        .create_depth_stencil_surface(8, 4, Format::D24S8, MultiSampleType::None, 0, false)
        .unwrap();
    d.set_depth_stencil_surface(Some(ds)).unwrap();
    let all = ClearFlags::TARGET | ClearFlags::ZBUFFER | ClearFlags::STENCIL;
    d.clear(&[], all, 0xff00_0000, 1.0, 0).unwrap();
    // The right half of the target, its top row cut by the scissor.
    d.set_viewport(Viewport {
        x: 4,
        y: 0,
        width: 4,
        height: 4,
        min_z: 0.0,
        max_z: 1.0,
    })
    .unwrap();
    d.set_scissor_rect([0, 1, 8, 4]).unwrap();
    d.set_render_state(RenderState::ScissorTestEnable, 1);
    d.clear(&[], all, 0xffff_0000, 0.0, 7).unwrap();
    let px = floats(&d.get_render_target_data(rt).unwrap());
    let red = |x: usize, y: usize| px[(y * 8 + x) * 4] == 1.0;
    for y in 0..4 {
        for x in 0..8 {
            assert_eq!(red(x, y), x >= 4 && y >= 1, "pixel ({x}, {y})");
        }
    }
    // Depth 0 was written there (1 elsewhere): a draw at z = 0 with ZFUNC
    // EQUAL lands exactly in the cleared rectangle.
    d.set_render_state(RenderState::ScissorTestEnable, 0);
    d.set_render_target(0, Some(rt)).unwrap();
    d.set_render_state(RenderState::ZEnable, 1);
    d.set_render_state(RenderState::ZFunc, CmpFunc::Equal.to_d3d());
    bind_r32f(&mut d);
    d.set_pixel_shader_constant_f(0, &[[0.0, 0.0, 1.0, 1.0], [0.0; 4]])
        .unwrap();
    d.draw_primitive_up(PrimitiveType::TriangleList, 1, &vertex_bytes(&FULL), 16)
        .unwrap();
    let px = floats(&d.get_render_target_data(rt).unwrap());
    for y in 0..4 {
        for x in 0..8 {
            let blue = px[(y * 8 + x) * 4 + 2] == 1.0;
            assert_eq!(blue, x >= 4 && y >= 1, "pixel ({x}, {y})");
        }
    }
}

#[test]
fn render_target_texture_levels_are_surfaces() {
    let (mut d, _) = setup();
    let tex = d
        .create_texture(
            8,
            8,
            2,
            Usage::RENDERTARGET,
            Format::A32B32G32R32F,
            Pool::Default,
        )
        .unwrap();
    let level1 = d.get_surface_level(tex, 1).unwrap();
    assert_eq!(d.surface_size(level1).unwrap(), (4, 4));
    d.color_fill(level1, 0xff00_00ff).unwrap();
    let px = floats(&d.get_render_target_data(level1).unwrap());
    assert_eq!(px.len(), 4 * 4 * 4);
    assert!(px.chunks(4).all(|p| p == [0.0, 0.0, 1.0, 1.0]));
    assert!(matches!(
        d.get_surface_level(tex, 2),
        Err(D3dError::InvalidCall(_))
    ));
}

/// `Clear` with rectangles clears each one, cut to the viewport; an empty
/// or inverted rectangle clears nothing.
#[test]
fn clear_rectangles_are_cut_to_the_viewport() {
    let (mut d, rt) = setup();
    d.clear(&[], ClearFlags::TARGET, 0xff00_0000, 1.0, 0)
        .unwrap();
    d.set_viewport(Viewport {
        x: 0,
        y: 0,
        width: 6,
        height: 4,
        min_z: 0.0,
        max_z: 1.0,
    })
    .unwrap();
    let rect = |left, top, right, bottom| Rect {
        left,
        top,
        right,
        bottom,
    };
    d.clear(
        &[
            rect(1, 1, 3, 3),
            rect(5, -2, 9, 2),
            rect(2, 3, 1, 4),
            rect(0, 0, 0, 4),
        ],
        ClearFlags::TARGET,
        0xffff_0000,
        1.0,
        0,
    )
    .unwrap();
    let px = floats(&d.get_render_target_data(rt).unwrap());
    let red = |x: usize, y: usize| px[(y * 8 + x) * 4] == 1.0;
    for y in 0..4 {
        for x in 0..8 {
            let inside = ((1..3).contains(&x) && (1..3).contains(&y)) || (x == 5 && y < 2);
            assert_eq!(red(x, y), inside, "pixel ({x}, {y})");
        }
    }
}
