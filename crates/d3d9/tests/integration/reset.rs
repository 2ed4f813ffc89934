//! `IDirect3DDevice9::Reset` and `TestCooperativeLevel` on headless
//! devices, with the rules of Microsoft's `Reset` page ("an application
//! should release any explicit render targets, depth stencil surfaces,
//! additional swap chains, state blocks, and D3DPOOL_DEFAULT resources";
//! "all state information [is] lost"; shaders stay valid) and what Wine's
//! `test_reset` checks on Windows (D3DPOOL_DEFAULT surfaces and volume
//! textures make `Reset` fail with `D3DERR_INVALIDCALL` and
//! `TestCooperativeLevel` then returns `D3DERR_DEVICENOTRESET`; scratch,
//! system-memory and managed resources and shaders survive; the viewport
//! is the new back buffer's, 0..1; the depth-stencil surface is the new
//! automatic one, or none).

use crate::common;

use common::{bytes, gpu};
use ninebridge_d3d9::*;
use ninebridge_types::{Light, Matrix};

fn device(params: &PresentParameters) -> Device {
    Device::create(
        gpu(),
        Box::new(BytecodeTranslator::default()),
        params,
        CreateFlags::HARDWARE_VERTEXPROCESSING,
    )
    .unwrap()
}

fn small() -> PresentParameters {
    PresentParameters::windowed(64, 32, Format::A8R8G8B8, Some(Format::D24S8))
}

fn hr<T: std::fmt::Debug>(r: D3dResult<T>) -> HResult {
    r.unwrap_err().hresult()
}

#[test]
fn reset_makes_implicit_surfaces_of_the_new_size_and_format() {
    let mut d = device(&small());
    let (old_bb, old_ds) = (d.back_buffer().unwrap(), d.auto_depth_stencil().unwrap());
    let params = PresentParameters::windowed(128, 96, Format::X8R8G8B8, None);
    d.reset(&params).unwrap();
    let bb = d.back_buffer().unwrap();
    assert_eq!(d.surface_size(bb).unwrap(), (128, 96));
    assert_eq!(d.surface_format(bb).unwrap(), Format::X8R8G8B8);
    assert_eq!(d.get_render_target(0).unwrap(), Some(bb));
    // EnableAutoDepthStencil FALSE: no depth-stencil surface, ZENABLE off.
    assert_eq!(d.auto_depth_stencil(), None);
    assert_eq!(d.get_depth_stencil_surface(), None);
    assert_eq!(d.get_render_state(RenderState::ZEnable), 0, "D3DZB_FALSE");
    // The old implicit surfaces are gone.
    assert!(d.surface_size(old_bb).is_err());
    assert!(d.surface_size(old_ds).is_err());
    let taken = d.presentation_parameters().unwrap();
    assert_eq!(
        (taken.back_buffer_width, taken.back_buffer_height),
        (128, 96)
    );

    // And back with an automatic depth-stencil surface.
    d.reset(&small()).unwrap();
    let ds = d.auto_depth_stencil().unwrap();
    assert_eq!(d.get_depth_stencil_surface(), Some(ds));
    assert_eq!(d.surface_size(ds).unwrap(), (64, 32));
    assert_eq!(d.get_render_state(RenderState::ZEnable), 1, "D3DZB_TRUE");
    assert_eq!(d.presentation_stats().resets, 2);
}

#[test]
fn reset_puts_every_state_back_to_its_default() {
    let mut d = device(&small());
    d.set_viewport(Viewport {
        x: 10,
        y: 20,
        width: 8,
        height: 4,
        min_z: 0.25,
        max_z: 0.5,
    })
    .unwrap();
    d.set_render_state(RenderState::Lighting, 0);
    d.set_render_state(RenderState::CullMode, 1);
    let mut world = Matrix::IDENTITY.m;
    world[3][0] = 5.0;
    d.set_transform(TransformState::WORLD, world);
    d.set_light(0, Light::DEFAULT_DIRECTIONAL).unwrap();
    d.light_enable(0, true);
    d.set_vertex_shader_constant_f(3, &[[1.0, 2.0, 3.0, 4.0]])
        .unwrap();
    let vs = d
        .create_vertex_shader(&bytes("vs_2_0\ndcl_position v0\nmov oPos, v0\n"))
        .unwrap();
    d.set_vertex_shader(Some(vs)).unwrap();
    let managed = d
        .create_texture(4, 4, 1, Usage::empty(), Format::A8R8G8B8, Pool::Managed)
        .unwrap();
    d.set_texture(0, Some(managed)).unwrap();
    d.begin_scene().unwrap();

    d.reset(&small()).unwrap();

    // The viewport covers the new back buffer, depth 0..1.
    assert_eq!(
        d.get_viewport(),
        Some(Viewport {
            x: 0,
            y: 0,
            width: 64,
            height: 32,
            min_z: 0.0,
            max_z: 1.0,
        })
    );
    assert_eq!(d.get_render_state(RenderState::Lighting), 1, "TRUE");
    assert_eq!(d.get_render_state(RenderState::CullMode), 3, "D3DCULL_CCW");
    assert_eq!(d.get_transform(TransformState::WORLD), Matrix::IDENTITY.m);
    assert!(d.get_light_enable(0).is_err(), "no light is set");
    assert_eq!(
        d.get_vertex_shader_constant_f(3, 1).unwrap(),
        vec![[0.0; 4]]
    );
    assert_eq!(d.get_vertex_shader(), None);
    assert_eq!(d.get_texture(0).unwrap(), None);
    // Shaders and managed textures survive, unbound.
    d.set_vertex_shader(Some(vs)).unwrap();
    assert_eq!(d.texture_level_count(managed).unwrap(), 1);
    // The scene ended with the reset.
    d.begin_scene().unwrap();
    d.end_scene().unwrap();
}

/// Each kind of object that must be released first, made by `make`.
fn fails_until_released(what: &str, make: impl Fn(&mut Device) -> Box<dyn FnOnce(&mut Device)>) {
    let mut d = device(&small());
    let release = make(&mut d);
    assert_eq!(hr(d.reset(&small())), HResult::D3DERR_INVALIDCALL, "{what}");
    assert_eq!(
        hr(d.test_cooperative_level()),
        HResult::D3DERR_DEVICENOTRESET,
        "{what}"
    );
    assert_eq!(hr(d.present()), HResult::D3DERR_DEVICELOST, "{what}");
    release(&mut d);
    d.reset(&small()).unwrap();
    d.test_cooperative_level().unwrap();
    d.present().unwrap();
}

#[test]
fn default_pool_resources_and_state_blocks_must_be_released_first() {
    fails_until_released("D3DPOOL_DEFAULT texture", |d| {
        let t = d
            .create_texture(4, 4, 1, Usage::empty(), Format::A8R8G8B8, Pool::Default)
            .unwrap();
        Box::new(move |d| d.release_texture(t).unwrap())
    });
    fails_until_released("D3DPOOL_DEFAULT volume texture", |d| {
        let t = d
            .create_volume_texture(4, 4, 4, 1, Usage::empty(), Format::A8R8G8B8, Pool::Default)
            .unwrap();
        Box::new(move |d| d.release_texture(t).unwrap())
    });
    fails_until_released("D3DPOOL_DEFAULT offscreen plain surface", |d| {
        let s = d
            .create_offscreen_plain_surface(16, 16, Format::R5G6B5, Pool::Default)
            .unwrap();
        Box::new(move |d| d.release_surface(s).unwrap())
    });
    fails_until_released("render target", |d| {
        let s = d
            .create_render_target(8, 8, Format::A8R8G8B8, MultiSampleType::None, 0, false)
            .unwrap();
        Box::new(move |d| d.release_surface(s).unwrap())
    });
    fails_until_released("depth-stencil surface", |d| {
        let s = d
            .create_depth_stencil_surface(8, 8, Format::D24S8, MultiSampleType::None, 0, false)
            .unwrap();
        Box::new(move |d| d.release_surface(s).unwrap())
    });
    fails_until_released("D3DPOOL_DEFAULT vertex buffer", |d| {
        let b = d
            .create_vertex_buffer(64, Usage::empty(), 0, Pool::Default)
            .unwrap();
        Box::new(move |d| d.release_vertex_buffer(b).unwrap())
    });
    fails_until_released("D3DPOOL_DEFAULT index buffer", |d| {
        let b = d
            .create_index_buffer(64, Usage::empty(), Format::Index16, Pool::Default)
            .unwrap();
        d.set_indices(Some(b)).unwrap();
        Box::new(move |d| {
            d.release_index_buffer(b).unwrap();
            assert_eq!(d.get_indices(), None, "released: unbound");
        })
    });
    fails_until_released("state block", |d| {
        let sb = d.create_state_block(StateBlockType::All).unwrap();
        Box::new(move |d| d.release_state_block(sb).unwrap())
    });
}

#[test]
fn managed_system_memory_and_scratch_resources_survive() {
    let mut d = device(&small());
    let managed = d
        .create_texture(4, 4, 1, Usage::empty(), Format::A8R8G8B8, Pool::Managed)
        .unwrap();
    let sysmem = d
        .create_offscreen_plain_surface(16, 16, Format::R5G6B5, Pool::SystemMem)
        .unwrap();
    let scratch = d
        .create_offscreen_plain_surface(16, 16, Format::R5G6B5, Pool::Scratch)
        .unwrap();
    let vb = d
        .create_vertex_buffer(64, Usage::empty(), 0, Pool::Managed)
        .unwrap();
    let ps = d
        .create_pixel_shader(&bytes("ps_2_0\nmov oC0, c0\n"))
        .unwrap();
    d.reset(&small()).unwrap();
    d.test_cooperative_level().unwrap();
    assert_eq!(d.texture_level_count(managed).unwrap(), 1);
    assert_eq!(d.surface_size(sysmem).unwrap(), (16, 16));
    assert_eq!(d.surface_size(scratch).unwrap(), (16, 16));
    d.set_stream_source(0, Some(vb), 0, 16).unwrap();
    d.set_pixel_shader(Some(ps)).unwrap();
}

#[test]
fn a_state_block_being_recorded_is_dropped() {
    let mut d = device(&small());
    d.begin_state_block().unwrap();
    d.set_render_state(RenderState::Lighting, 0);
    d.reset(&small()).unwrap();
    assert_eq!(hr(d.end_state_block()), HResult::D3DERR_INVALIDCALL);
    assert_eq!(d.get_render_state(RenderState::Lighting), 1);
}

#[test]
fn bad_parameters_leave_the_device_not_reset() {
    let mut d = device(&small());
    // Without a window a size of 0 has nothing to take.
    let zero = PresentParameters::windowed(0, 0, Format::X8R8G8B8, None);
    assert_eq!(hr(d.reset(&zero)), HResult::D3DERR_INVALIDCALL);
    assert_eq!(
        hr(d.test_cooperative_level()),
        HResult::D3DERR_DEVICENOTRESET
    );
    // Nothing was torn down by parameters refused up front.
    let bb = d.back_buffer().unwrap();
    assert_eq!(d.surface_size(bb).unwrap(), (64, 32));
    let mut four = small();
    four.back_buffer_count = 4;
    assert_eq!(hr(d.reset(&four)), HResult::D3DERR_INVALIDCALL);
    d.reset(&small()).unwrap();
    d.test_cooperative_level().unwrap();
    assert_eq!(d.presentation_stats().resets, 1);
}

#[test]
fn reset_needs_create_device_first() {
    let mut d = Device::new(gpu(), Box::new(BytecodeTranslator::default()));
    assert_eq!(hr(d.reset(&small())), HResult::D3DERR_INVALIDCALL);
}

#[test]
fn the_reset_device_draws_and_presents() {
    let mut d = device(&small());
    d.reset(&PresentParameters::windowed(16, 8, Format::A8R8G8B8, None))
        .unwrap();
    d.clear(&[], ClearFlags::TARGET, 0xff20_4060, 1.0, 0)
        .unwrap();
    d.present().unwrap();
    let bb = d.back_buffer().unwrap();
    let px = d.get_render_target_data(bb).unwrap();
    assert_eq!(px.len(), 16 * 8 * 4);
    // A8R8G8B8 in memory: B, G, R, A.
    assert_eq!(&px[..4], &[0x60, 0x40, 0x20, 0xff]);
    let stats = d.presentation_stats();
    assert_eq!((stats.presents, stats.resets), (1, 1));
    assert_eq!(stats.window, PresentStats::default(), "no window");
}

/// Draws a 2x1 texture (black, white) magnified over the 16x8 back buffer
/// and returns the red byte of pixel (6, 4): 0 with point magnification,
/// 64 with linear (D3D9 samples pixel 6 at u = 6 / 16, texel coordinate
/// 0.375 * 2 - 0.5 = 0.25).
fn magnified_pixel(d: &mut Device, mag: Option<u32>) -> u8 {
    let vs = d
        .create_vertex_shader(&bytes(
            "vs_3_0\ndcl_position v0\ndcl_texcoord v1\ndcl_position o0\ndcl_texcoord o1\nmov o0, v0\nmov o1, v1\n",
        ))
        .unwrap();
    let ps = d
        .create_pixel_shader(&bytes(
            "ps_2_0\ndcl t0\ndcl_2d s0\ntexld r0, t0, s0\nmov oC0, r0\n",
        ))
        .unwrap();
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
    let t = common::argb_texture(d, 2, 1, &[0xff00_0000, 0xffff_ffff]);
    d.set_texture(0, Some(t)).unwrap();
    if let Some(mag) = mag {
        d.set_sampler_state(0, SamplerState::MagFilter, mag)
            .unwrap();
    }
    let v: [f32; 16] = [
        -1.0, 1.0, 0.0, 0.0, 1.0, 1.0, 1.0, 0.0, -1.0, -1.0, 0.0, 1.0, 1.0, -1.0, 1.0, 1.0,
    ];
    d.draw_primitive_up(
        PrimitiveType::TriangleStrip,
        2,
        &common::float_bytes(&v),
        16,
    )
    .unwrap();
    let bb = d.back_buffer().unwrap();
    let px = d.get_render_target_data(bb).unwrap();
    // A8R8G8B8 in memory: B, G, R, A.
    px[(4 * 16 + 6) * 4 + 2]
}

#[test]
fn sampler_states_are_defaults_after_reset() {
    // "All state information is lost": the sampler a stage had before
    // Reset (linear magnification here) must not outlive its states.
    let params = PresentParameters::windowed(16, 8, Format::A8R8G8B8, None);
    let mut d = device(&params);
    let linear = magnified_pixel(&mut d, Some(2));
    assert!((60..=68).contains(&linear), "linear: {linear}");
    d.set_texture(0, None).unwrap();
    d.reset(&params).unwrap();
    assert_eq!(magnified_pixel(&mut d, None), 0, "D3DTEXF_POINT again");
}
