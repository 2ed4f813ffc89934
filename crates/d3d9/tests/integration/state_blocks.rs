//! State blocks (`IDirect3DStateBlock9`), each rule of D3D9's
//! documentation ("State Blocks Save and Restore State", the
//! `D3DSTATEBLOCKTYPE` lists, `BeginStateBlock`/`EndStateBlock`,
//! `Capture`, `Apply`) in a test of its own.

use crate::common;

use common::{bytecode_device, bytes, float_bytes, pixels};
use ninebridge_d3d9::*;
use ninebridge_types::{Light, TextureStageState};

/// `D3DSTREAMSOURCE_INDEXEDDATA`.
const INDEXEDDATA: u32 = 1 << 30;

fn invalid<T: std::fmt::Debug>(r: D3dResult<T>) -> bool {
    r.unwrap_err().hresult() == HResult::D3DERR_INVALIDCALL
}

#[test]
fn pixel_block_holds_alphablendenable_but_not_lighting() {
    // ALPHABLENDENABLE is in "Pixel Pipeline: Render State", LIGHTING only
    // in "Vertex Pipeline: Render State".
    let mut d = bytecode_device();
    d.set_render_state(RenderState::AlphaBlendEnable, 1);
    d.set_render_state(RenderState::Lighting, 0);
    let sb = d.create_state_block(StateBlockType::PixelState).unwrap();
    d.set_render_state(RenderState::AlphaBlendEnable, 0);
    d.set_render_state(RenderState::Lighting, 1);
    d.apply_state_block(sb).unwrap();
    assert_eq!(d.get_render_state(RenderState::AlphaBlendEnable), 1);
    assert_eq!(
        d.get_render_state(RenderState::Lighting),
        1,
        "not pixel state"
    );
}

#[test]
fn vertex_block_holds_lighting_but_not_alphablendenable() {
    let mut d = bytecode_device();
    d.set_render_state(RenderState::AlphaBlendEnable, 1);
    d.set_render_state(RenderState::Lighting, 0);
    let sb = d.create_state_block(StateBlockType::VertexState).unwrap();
    d.set_render_state(RenderState::AlphaBlendEnable, 0);
    d.set_render_state(RenderState::Lighting, 1);
    d.apply_state_block(sb).unwrap();
    assert_eq!(d.get_render_state(RenderState::Lighting), 0);
    assert_eq!(d.get_render_state(RenderState::AlphaBlendEnable), 0);
}

#[test]
fn fog_start_is_both_pixel_and_vertex_state() {
    // D3DSTATEBLOCKTYPE's remarks: FOGSTART/FOGEND/FOGDENSITY and
    // TEXCOORDINDEX/TEXTURETRANSFORMFLAGS are in both groups.
    for ty in [StateBlockType::PixelState, StateBlockType::VertexState] {
        let mut d = bytecode_device();
        d.set_render_state(RenderState::FogStart, 0.25f32.to_bits());
        d.set_texture_stage_state(2, TextureStageState::TexCoordIndex, 5)
            .unwrap();
        let sb = d.create_state_block(ty).unwrap();
        d.set_render_state(RenderState::FogStart, 0);
        d.set_texture_stage_state(2, TextureStageState::TexCoordIndex, 2)
            .unwrap();
        d.apply_state_block(sb).unwrap();
        assert_eq!(
            d.get_render_state(RenderState::FogStart),
            0.25f32.to_bits(),
            "{ty:?}"
        );
        assert_eq!(
            d.get_texture_stage_state(2, TextureStageState::TexCoordIndex)
                .unwrap(),
            5,
            "{ty:?}"
        );
    }
}

#[test]
fn pixel_block_holds_colorop_and_vertex_block_does_not() {
    // COLOROP is pixel texture state only.
    for (ty, kept) in [
        (StateBlockType::PixelState, true),
        (StateBlockType::VertexState, false),
    ] {
        let mut d = bytecode_device();
        d.set_texture_stage_state(1, TextureStageState::ColorOp, 4)
            .unwrap();
        let sb = d.create_state_block(ty).unwrap();
        d.set_texture_stage_state(1, TextureStageState::ColorOp, 1)
            .unwrap();
        d.apply_state_block(sb).unwrap();
        let op = d
            .get_texture_stage_state(1, TextureStageState::ColorOp)
            .unwrap();
        assert_eq!(op, if kept { 4 } else { 1 }, "{ty:?}");
    }
}

#[test]
fn sampler_states_split_between_pixel_and_vertex_blocks() {
    // ADDRESSU is pixel sampler state, DMAPOFFSET vertex sampler state.
    let mut d = bytecode_device();
    d.set_sampler_state(0, SamplerState::AddressU, 3).unwrap();
    d.set_sampler_state(0, SamplerState::DmapOffset, 7).unwrap();
    let pixel = d.create_state_block(StateBlockType::PixelState).unwrap();
    let vertex = d.create_state_block(StateBlockType::VertexState).unwrap();
    d.set_sampler_state(0, SamplerState::AddressU, 1).unwrap();
    d.set_sampler_state(0, SamplerState::DmapOffset, 256)
        .unwrap();
    d.apply_state_block(vertex).unwrap();
    assert_eq!(d.get_sampler_state(0, SamplerState::AddressU).unwrap(), 1);
    assert_eq!(d.get_sampler_state(0, SamplerState::DmapOffset).unwrap(), 7);
    d.apply_state_block(pixel).unwrap();
    assert_eq!(d.get_sampler_state(0, SamplerState::AddressU).unwrap(), 3);
}

#[test]
fn textures_transforms_and_viewport_are_only_in_all_blocks() {
    // "Saving All Device States": textures, streams, index buffer,
    // viewport, scissor, transforms, clip planes and material are device
    // state outside the pixel and vertex groups.
    let mut d = bytecode_device();
    let t = common::argb_texture(&mut d, 1, 1, &[0xff00_ff00]);
    let world = [
        [2.0, 0.0, 0.0, 0.0],
        [0.0, 2.0, 0.0, 0.0],
        [0.0, 0.0, 2.0, 0.0],
        [0.0, 0.0, 0.0, 1.0],
    ];
    let vp = Viewport {
        x: 1,
        y: 2,
        width: 3,
        height: 4,
        min_z: 0.0,
        max_z: 1.0,
    };
    d.set_texture(0, Some(t)).unwrap();
    d.set_transform(TransformState::WORLD, world);
    d.set_viewport(vp).unwrap();
    d.set_clip_plane(0, [1.0, 2.0, 3.0, 4.0]).unwrap();
    let blocks = [
        (StateBlockType::All, true),
        (StateBlockType::PixelState, false),
        (StateBlockType::VertexState, false),
    ]
    .map(|(ty, kept)| (ty, kept, d.create_state_block(ty).unwrap()));
    for (ty, kept, sb) in blocks {
        d.set_texture(0, None).unwrap();
        d.set_transform(
            TransformState::WORLD,
            [
                [1.0, 0.0, 0.0, 0.0],
                [0.0, 1.0, 0.0, 0.0],
                [0.0, 0.0, 1.0, 0.0],
                [0.0, 0.0, 0.0, 1.0],
            ],
        );
        d.set_clip_plane(0, [0.0; 4]).unwrap();
        let other = Viewport { x: 0, y: 0, ..vp };
        d.set_viewport(other).unwrap();
        d.apply_state_block(sb).unwrap();
        assert_eq!(d.get_texture(0).unwrap(), kept.then_some(t), "{ty:?}");
        assert_eq!(
            d.get_transform(TransformState::WORLD) == world,
            kept,
            "{ty:?}"
        );
        assert_eq!(
            d.get_viewport(),
            Some(if kept { vp } else { other }),
            "{ty:?}"
        );
        assert_eq!(
            d.get_clip_plane(0).unwrap(),
            if kept { [1.0, 2.0, 3.0, 4.0] } else { [0.0; 4] },
            "{ty:?}"
        );
    }
}

#[test]
fn vertex_block_holds_lights_and_their_enables() {
    // "Each light from SetLight, as well as whether or not the light is
    // enabled with LightEnable" is vertex state.
    let mut d = bytecode_device();
    let mut light = Light::DEFAULT_DIRECTIONAL;
    light.range = 5.0;
    d.set_light(3, light).unwrap();
    d.light_enable(3, true);
    let sb = d.create_state_block(StateBlockType::VertexState).unwrap();
    let mut other = light;
    other.range = 9.0;
    d.set_light(3, other).unwrap();
    d.light_enable(3, false);
    d.apply_state_block(sb).unwrap();
    assert_eq!(d.get_light(3).unwrap().range, 5.0);
    assert!(d.get_light_enable(3).unwrap());
}

#[test]
fn pixel_block_holds_the_pixel_shader_and_its_constants_not_the_vertex_ones() {
    let mut d = bytecode_device();
    let ps = d
        .create_pixel_shader(&bytes("ps_2_0\nmov oC0, c0\n"))
        .unwrap();
    let vs = d
        .create_vertex_shader(&bytes("vs_2_0\ndcl_position v0\nmov oPos, v0\n"))
        .unwrap();
    d.set_pixel_shader(Some(ps)).unwrap();
    d.set_vertex_shader(Some(vs)).unwrap();
    d.set_pixel_shader_constant_f(7, &[[7.0; 4]]).unwrap();
    d.set_vertex_shader_constant_f(7, &[[8.0; 4]]).unwrap();
    d.set_pixel_shader_constant_b(2, &[true]).unwrap();
    let sb = d.create_state_block(StateBlockType::PixelState).unwrap();
    d.set_pixel_shader(None).unwrap();
    d.set_vertex_shader(None).unwrap();
    d.set_pixel_shader_constant_f(7, &[[0.0; 4]]).unwrap();
    d.set_vertex_shader_constant_f(7, &[[0.0; 4]]).unwrap();
    d.set_pixel_shader_constant_b(2, &[false]).unwrap();
    d.apply_state_block(sb).unwrap();
    assert_eq!(d.get_pixel_shader(), Some(ps));
    assert_eq!(d.get_vertex_shader(), None);
    assert_eq!(d.get_pixel_shader_constant_f(7, 1).unwrap(), [[7.0; 4]]);
    assert_eq!(d.get_pixel_shader_constant_b(2, 1).unwrap(), [true]);
    assert_eq!(d.get_vertex_shader_constant_f(7, 1).unwrap(), [[0.0; 4]]);
}

#[test]
fn vertex_block_holds_declaration_and_stream_frequency_not_the_stream() {
    // Vertex state: "the current vertex declaration" and "for each vertex
    // stream, the divider value from SetStreamSourceFreq"; the stream's
    // buffer is only in D3DSBT_ALL.
    let mut d = bytecode_device();
    let vb = d
        .create_vertex_buffer(64, Usage::empty(), 0, Pool::Default)
        .unwrap();
    d.set_fvf(Fvf::XYZ | Fvf::DIFFUSE).unwrap();
    d.set_stream_source(0, Some(vb), 0, 16).unwrap();
    d.set_stream_source_freq(0, INDEXEDDATA | 3).unwrap();
    let sb = d.create_state_block(StateBlockType::VertexState).unwrap();
    d.set_fvf(Fvf::XYZRHW).unwrap();
    d.set_stream_source(0, None, 0, 0).unwrap();
    d.set_stream_source_freq(0, 1).unwrap();
    d.apply_state_block(sb).unwrap();
    assert_eq!(d.fvf(), Fvf::XYZ | Fvf::DIFFUSE);
    assert_eq!(d.stream_source_freq(0).unwrap(), INDEXEDDATA | 3);
    assert_eq!(d.get_stream_source(0).unwrap(), None);
}

#[test]
fn recording_does_not_change_the_device() {
    // Setters between BeginStateBlock and EndStateBlock are recorded into
    // the block, not applied.
    let mut d = bytecode_device();
    d.begin_state_block().unwrap();
    d.set_render_state(RenderState::ZWriteEnable, 0);
    d.set_texture_stage_state(0, TextureStageState::ColorOp, 1)
        .unwrap();
    d.set_pixel_shader_constant_f(0, &[[5.0; 4]]).unwrap();
    d.set_transform(TransformState::VIEW, [[3.0; 4]; 4]);
    d.light_enable(0, true);
    let sb = d.end_state_block().unwrap();
    assert_eq!(d.get_render_state(RenderState::ZWriteEnable), 1);
    assert_eq!(
        d.get_texture_stage_state(0, TextureStageState::ColorOp)
            .unwrap(),
        4
    );
    assert_eq!(d.get_pixel_shader_constant_f(0, 1).unwrap(), [[0.0; 4]]);
    assert_eq!(d.get_transform(TransformState::VIEW)[0][0], 1.0);
    assert!(invalid(d.get_light_enable(0)), "light 0 was never set");
    // Apply sets what was recorded.
    d.apply_state_block(sb).unwrap();
    assert_eq!(d.get_render_state(RenderState::ZWriteEnable), 0);
    assert_eq!(
        d.get_texture_stage_state(0, TextureStageState::ColorOp)
            .unwrap(),
        1
    );
    assert_eq!(d.get_pixel_shader_constant_f(0, 1).unwrap(), [[5.0; 4]]);
    assert_eq!(d.get_transform(TransformState::VIEW), [[3.0; 4]; 4]);
    assert!(d.get_light_enable(0).unwrap());
}

#[test]
fn recorded_block_applies_only_what_was_recorded() {
    // "This will overwrite only the device state that has been captured in
    // the state block."
    let mut d = bytecode_device();
    d.begin_state_block().unwrap();
    d.set_render_state(RenderState::CullMode, 1);
    let sb = d.end_state_block().unwrap();
    d.set_render_state(RenderState::ZEnable, 1);
    d.set_render_state(RenderState::CullMode, 2);
    d.apply_state_block(sb).unwrap();
    assert_eq!(d.get_render_state(RenderState::CullMode), 1);
    assert_eq!(d.get_render_state(RenderState::ZEnable), 1);
}

#[test]
fn recorded_setters_check_their_arguments() {
    let mut d = bytecode_device();
    d.begin_state_block().unwrap();
    assert!(invalid(d.set_texture_stage_state(
        8,
        TextureStageState::ColorOp,
        1
    )));
    assert!(invalid(d.set_pixel_shader_constant_f(223, &[[0.0; 4]; 2])));
    assert!(invalid(d.set_stream_source_freq(0, 0)));
    assert!(invalid(d.set_texture(16, None)));
    d.end_state_block().unwrap();
}

#[test]
fn capture_refreshes_only_recorded_states() {
    let mut d = bytecode_device();
    d.begin_state_block().unwrap();
    d.set_render_state(RenderState::AlphaRef, 0x10);
    let sb = d.end_state_block().unwrap();
    d.set_render_state(RenderState::AlphaRef, 0x20);
    d.set_render_state(RenderState::FogColor, 0x30);
    d.capture_state_block(sb).unwrap();
    d.set_render_state(RenderState::AlphaRef, 0x40);
    d.set_render_state(RenderState::FogColor, 0x50);
    d.apply_state_block(sb).unwrap();
    assert_eq!(
        d.get_render_state(RenderState::AlphaRef),
        0x20,
        "captured value"
    );
    assert_eq!(
        d.get_render_state(RenderState::FogColor),
        0x50,
        "not in the block"
    );
}

#[test]
fn capture_of_a_created_block_takes_the_current_values() {
    let mut d = bytecode_device();
    let sb = d.create_state_block(StateBlockType::All).unwrap();
    d.set_render_state(RenderState::StencilRef, 9);
    d.capture_state_block(sb).unwrap();
    d.set_render_state(RenderState::StencilRef, 1);
    d.apply_state_block(sb).unwrap();
    assert_eq!(d.get_render_state(RenderState::StencilRef), 9);
}

#[test]
fn begin_twice_is_invalid() {
    let mut d = bytecode_device();
    d.begin_state_block().unwrap();
    assert!(invalid(d.begin_state_block()));
    d.end_state_block().unwrap();
}

#[test]
fn end_without_begin_is_invalid() {
    let mut d = bytecode_device();
    assert!(invalid(d.end_state_block()));
    d.begin_state_block().unwrap();
    d.end_state_block().unwrap();
    assert!(invalid(d.end_state_block()));
}

#[test]
fn create_capture_and_apply_while_recording_are_invalid() {
    let mut d = bytecode_device();
    let sb = d.create_state_block(StateBlockType::All).unwrap();
    d.begin_state_block().unwrap();
    assert!(invalid(d.create_state_block(StateBlockType::All)));
    assert!(invalid(d.capture_state_block(sb)));
    assert!(invalid(d.apply_state_block(sb)));
    d.end_state_block().unwrap();
}

#[test]
fn a_released_block_is_invalid() {
    let mut d = bytecode_device();
    let sb = d.create_state_block(StateBlockType::PixelState).unwrap();
    d.release_state_block(sb).unwrap();
    assert!(invalid(d.apply_state_block(sb)));
    assert!(invalid(d.capture_state_block(sb)));
    assert!(invalid(d.release_state_block(sb)));
}

#[test]
fn render_targets_are_not_in_state_blocks() {
    let mut d = bytecode_device();
    let a = d
        .create_render_target(4, 4, Format::A8R8G8B8, MultiSampleType::None, 0, false)
        .unwrap();
    let b = d
        .create_render_target(4, 4, Format::A8R8G8B8, MultiSampleType::None, 0, false)
        .unwrap();
    d.set_render_target(0, Some(a)).unwrap();
    let sb = d.create_state_block(StateBlockType::All).unwrap();
    d.set_render_target(0, Some(b)).unwrap();
    d.apply_state_block(sb).unwrap();
    // The viewport set to a's size comes back; b stays bound: a draw
    // reaches b.
    d.set_render_state(RenderState::CullMode, 1);
    d.clear(&[], ClearFlags::TARGET, 0xff00_00ff, 1.0, 0)
        .unwrap();
    let px = d.get_render_target_data(b).unwrap();
    assert_eq!(&px[..4], &[0xff, 0, 0, 0xff], "b was cleared blue (BGRA)");
}

#[test]
fn apply_restores_a_texture_binding_and_shader_constants_in_the_pixels() {
    // Draw with texture T (0.25) and c0 = 1: 0.25 + v0 * c0; change both,
    // apply the block, draw again: the first picture comes back.
    let mut d = bytecode_device();
    let rt = d
        .create_render_target(2, 2, Format::A32B32G32R32F, MultiSampleType::None, 0, false)
        .unwrap();
    d.set_render_target(0, Some(rt)).unwrap();
    let vs = d
        .create_vertex_shader(&bytes(
            "vs_2_0\ndcl_position v0\nmov oPos, v0\nmov oT0, c0\n",
        ))
        .unwrap();
    let ps = d
        .create_pixel_shader(&bytes(
            "ps_2_0\ndcl t0.xy\ndcl_2d s0\ntexld r0, t0, s0\nadd r0, r0, c0\nmov oC0, r0\n",
        ))
        .unwrap();
    d.set_vertex_shader(Some(vs)).unwrap();
    d.set_pixel_shader(Some(ps)).unwrap();
    let decl = d
        .create_vertex_declaration(&[VertexElement::new(
            0,
            0,
            DeclType::Float2,
            DeclUsage::Position,
            0,
        )])
        .unwrap();
    d.set_vertex_declaration(Some(decl)).unwrap();
    d.set_render_state(RenderState::CullMode, 1);
    let quarter = common::argb_texture(&mut d, 1, 1, &[0x4040_4040]);
    let white = common::argb_texture(&mut d, 1, 1, &[0xffff_ffff]);
    d.set_texture(0, Some(quarter)).unwrap();
    d.set_pixel_shader_constant_f(0, &[[0.5; 4]]).unwrap();
    let verts = float_bytes(&[-1.0f32, 1.0, 3.0, 1.0, -1.0, -3.0]);
    let draw = |d: &mut Device| {
        d.draw_primitive_up(PrimitiveType::TriangleList, 1, &verts, 8)
            .unwrap();
        pixels(d, rt)[0]
    };
    let first = draw(&mut d);
    let expected = 0x40 as f32 / 255.0 + 0.5;
    assert!((first[0] - expected).abs() < 1e-3, "{first:?}");
    let sb = d.create_state_block(StateBlockType::All).unwrap();
    d.set_texture(0, Some(white)).unwrap();
    d.set_pixel_shader_constant_f(0, &[[-1.0; 4]]).unwrap();
    let changed = draw(&mut d);
    assert!(changed[0].abs() < 1e-3, "{changed:?}");
    d.apply_state_block(sb).unwrap();
    assert_eq!(d.get_texture(0).unwrap(), Some(quarter));
    let back = draw(&mut d);
    assert_eq!(back, first);
}

/// SetClipPlane and GetClipPlane clamp an index past the last plane to the
/// last one, recording or not (Windows, as Wine's test_clip_planes_limits
/// records: every index up to 2 * D3DMAXUSERCLIPPLANES succeeds).
#[test]
fn clip_plane_indices_past_the_last_clamp_to_it() {
    let mut d = bytecode_device();
    let last = MAX_CLIP_PLANES as u32 - 1;
    for i in 0..2 * MAX_CLIP_PLANES as u32 {
        d.set_clip_plane(i, [2.0, 8.0, 5.0, i as f32]).unwrap();
    }
    let high = (2 * MAX_CLIP_PLANES - 1) as f32;
    for i in last..2 * MAX_CLIP_PLANES as u32 {
        assert_eq!(d.get_clip_plane(i).unwrap(), [2.0, 8.0, 5.0, high]);
    }
    assert_eq!(d.get_clip_plane(0).unwrap(), [2.0, 8.0, 5.0, 0.0]);
    d.begin_state_block().unwrap();
    d.set_clip_plane(1000, [1.0, 0.0, 0.0, 0.0]).unwrap();
    let sb = d.end_state_block().unwrap();
    d.set_clip_plane(last, [0.0; 4]).unwrap();
    d.apply_state_block(sb).unwrap();
    assert_eq!(d.get_clip_plane(last).unwrap(), [1.0, 0.0, 0.0, 0.0]);
}

/// Windows' pixel and vertex state blocks hold its own render-state lists
/// (Wine's stateblock.c): SHADEMODE and SPECULARENABLE are vertex states,
/// the material sources and CCW_STENCILFUNC are not pixel states.
#[test]
fn state_block_lists_are_windows_own() {
    for r in [
        RenderState::ShadeMode,
        RenderState::SpecularEnable,
        RenderState::FogEnable,
        RenderState::NormalizeNormals,
    ] {
        assert!(VERTEX_RENDER_STATES.contains(&r), "{r:?}");
    }
    for r in [
        RenderState::CcwStencilFunc,
        RenderState::LocalViewer,
        RenderState::DiffuseMaterialSource,
        RenderState::SpecularEnable,
    ] {
        assert!(!PIXEL_RENDER_STATES.contains(&r), "{r:?}");
    }
    assert!(PIXEL_RENDER_STATES.contains(&RenderState::ShadeMode));
}

/// MultiplyTransform between BeginStateBlock and EndStateBlock changes
/// the device's matrix at once and is not recorded (Windows, as Wine's
/// test_multiply_transform records).
#[test]
fn multiply_transform_is_not_recorded() {
    let mut d = bytecode_device();
    let twice = [
        [2.0, 0.0, 0.0, 0.0],
        [0.0, 2.0, 0.0, 0.0],
        [0.0, 0.0, 2.0, 0.0],
        [0.0, 0.0, 0.0, 1.0],
    ];
    d.begin_state_block().unwrap();
    d.multiply_transform(TransformState::VIEW, twice);
    let sb = d.end_state_block().unwrap();
    assert_eq!(d.get_transform(TransformState::VIEW), twice);
    let identity = [
        [1.0, 0.0, 0.0, 0.0],
        [0.0, 1.0, 0.0, 0.0],
        [0.0, 0.0, 1.0, 0.0],
        [0.0, 0.0, 0.0, 1.0],
    ];
    d.set_transform(TransformState::VIEW, identity);
    d.apply_state_block(sb).unwrap();
    assert_eq!(d.get_transform(TransformState::VIEW), identity);
}
