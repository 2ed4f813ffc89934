//! Host-only tests of the sealed state and of state blocks as a state
//! plus a mask.

use ninebridge_types::{
    Light, Material, Matrix, RenderState, SamplerState, StateBlockType, TextureStageState,
    TransformState, Viewport,
};

use super::*;

/// A state whose flags are all consumed.
fn clean() -> State {
    let mut s = State::default();
    s.take_dirty();
    s
}

fn light(ty: ninebridge_types::LightType) -> Light {
    Light {
        ty,
        ..Light::DEFAULT_DIRECTIONAL
    }
}

/// A named setter call and the flags its change raises.
type Setter = (&'static str, Box<dyn Fn(&mut dyn StateSink)>, Dirty);

/// Each capturable setter, with a value other than D3D9's default, and
/// the flags its change raises.
fn setters() -> Vec<Setter> {
    let vb = VertexBufferId(1);
    let stream = Stream {
        buffer: vb,
        offset: 0,
        stride: 12,
    };
    let vp = Viewport {
        x: 0,
        y: 0,
        width: 8,
        height: 8,
        min_z: 0.0,
        max_z: 1.0,
    };
    let scale = Matrix {
        m: [
            [2.0, 0.0, 0.0, 0.0],
            [0.0, 2.0, 0.0, 0.0],
            [0.0, 0.0, 2.0, 0.0],
            [0.0, 0.0, 0.0, 1.0],
        ],
    };
    let material = Material {
        power: 3.0,
        ..Material::default()
    };
    vec![
        (
            "render state",
            Box::new(|s| s.set_render_state(RenderState::AlphaBlendEnable, 1)),
            Dirty::PIPELINE,
        ),
        (
            "texture stage state",
            Box::new(|s| s.set_texture_stage_state(1, TextureStageState::ColorOp, 4)),
            Dirty::RENDER_STATE,
        ),
        (
            "sampler state",
            Box::new(|s| s.set_sampler_state(3, SamplerState::MagFilter, 2)),
            Dirty::PS_SAMPLERS,
        ),
        (
            "vertex sampler state",
            Box::new(|s| s.set_sampler_state(17, SamplerState::MagFilter, 2)),
            Dirty::VS_SAMPLERS,
        ),
        (
            "texture",
            Box::new(|s| s.set_texture(2, Some(TextureId(7)))),
            Dirty::PS_RESOURCES,
        ),
        (
            "transform",
            Box::new(move |s| s.set_transform(TransformState::VIEW, scale)),
            Dirty::RENDERER,
        ),
        (
            "light",
            Box::new(|s| {
                s.set_light(0, light(ninebridge_types::LightType::Point));
            }),
            Dirty::empty(),
        ),
        (
            "light enable",
            Box::new(|s| s.light_enable(4, true)),
            Dirty::RENDER_STATE,
        ),
        (
            "material",
            Box::new(move |s| s.set_material(material)),
            Dirty::RENDERER,
        ),
        (
            "clip plane",
            Box::new(|s| s.set_clip_plane(2, [1.0, 0.0, 0.0, 0.5])),
            Dirty::RENDERER,
        ),
        (
            "stream",
            Box::new(move |s| s.set_stream(1, Some(stream))),
            Dirty::STREAMS_CHANGED,
        ),
        (
            "stream frequency",
            Box::new(|s| s.set_stream_freq(1, STREAMSOURCE_INSTANCEDATA | 1)),
            Dirty::VERTEX_LAYOUT,
        ),
        (
            "declaration",
            Box::new(|s| s.set_declaration(Some(VertexDeclId(3)), 0)),
            Dirty::VERTEX_LAYOUT,
        ),
        (
            "vertex shader",
            Box::new(|s| s.set_vertex_shader(Some(VertexShaderId(2)))),
            Dirty::SHADERS | Dirty::PIPELINE,
        ),
        (
            "pixel shader",
            Box::new(|s| s.set_pixel_shader(Some(PixelShaderId(2)))),
            Dirty::SHADERS | Dirty::PIPELINE,
        ),
        (
            "vertex float constants",
            Box::new(|s| s.set_constants_f(true, 4, &[[1.0, 2.0, 3.0, 4.0]])),
            Dirty::VS_CONSTANTS,
        ),
        (
            "pixel integer constants",
            Box::new(|s| s.set_constants_i(false, 2, &[[1, 2, 3, 4]])),
            Dirty::PS_CONSTANTS,
        ),
        (
            "boolean constants",
            Box::new(|s| s.set_constants_b(false, 1, &[true])),
            Dirty::PS_CONSTANTS | Dirty::SHADERS,
        ),
        (
            "viewport",
            Box::new(move |s| s.set_viewport(Some(vp))),
            Dirty::RENDERER | Dirty::SHADERS,
        ),
    ]
}

#[test]
fn each_setter_raises_its_flags_and_only_on_a_change() {
    for (name, set, flags) in setters() {
        let mut s = clean();
        if name == "light" {
            // A light's first SetLight creates it (nothing drawn used it);
            // another type of a disabled light is a renderer value.
            set(&mut s);
            s.take_dirty();
            s.set_light(0, light(ninebridge_types::LightType::Spot));
            assert_eq!(s.take_dirty(), Dirty::RENDERER, "{name}");
            continue;
        }
        set(&mut s);
        assert_eq!(s.take_dirty(), flags, "{name}");
        set(&mut s);
        assert_eq!(
            s.take_dirty(),
            Dirty::empty(),
            "{name}: the same value again"
        );
    }
}

#[test]
fn states_read_at_each_draw_raise_nothing() {
    let mut s = clean();
    s.set_render_state(RenderState::StencilRef, 3);
    s.set_indices(Some(IndexBufferId(1)));
    s.set_scissor(Some([0, 0, 4, 4]));
    assert_eq!(s.dirty(), Dirty::empty());
    assert_eq!(s.scissor(), Some([0, 0, 4, 4]));
}

#[test]
fn a_stride_change_rebuilds_the_layout_a_buffer_change_does_not() {
    let mut s = clean();
    let a = Stream {
        buffer: VertexBufferId(1),
        offset: 0,
        stride: 16,
    };
    s.set_stream(0, Some(a));
    assert_eq!(s.take_dirty(), Dirty::STREAMS_CHANGED);
    s.set_stream(0, None);
    s.set_stream(
        0,
        Some(Stream {
            buffer: VertexBufferId(2),
            ..a
        }),
    );
    assert_eq!(
        s.take_dirty(),
        Dirty::STREAMS,
        "unbound and rebound, same stride"
    );
}

#[test]
fn constants_compare_bit_for_bit_and_check_their_range() {
    let mut s = clean();
    s.set_constants_f(false, 0, &[[0.0; 4]]);
    assert_eq!(s.take_dirty(), Dirty::empty());
    s.set_constants_f(false, 0, &[[-0.0, 0.0, 0.0, 0.0]]);
    assert_eq!(s.take_dirty(), Dirty::PS_CONSTANTS, "-0.0 differs from 0.0");
    let err = s.ps_constants().check(0, 223, 2).unwrap_err();
    assert!(err.to_string().contains("223"), "{err}");
    assert!(s.vs_constants().check(1, 16, 1).is_err());
    assert!(s.vs_constants().check(2, 15, 2).is_err());
    assert!(s.vs_constants().check(0, 255, 1).is_ok());
}

#[test]
fn named_changes_raise_what_they_name() {
    let mut s = clean();
    assert!(s.set_render_target(1, Some(SurfaceId(4))));
    assert_eq!(s.take_dirty(), Dirty::TARGETS_CHANGED);
    assert!(!s.set_render_target(1, Some(SurfaceId(4))));
    s.surface_released(SurfaceId(4));
    assert_eq!(s.take_dirty(), Dirty::TARGETS_CHANGED);
    assert_eq!(s.render_targets()[1], None);
    s.surface_released(SurfaceId(4));
    assert_eq!(s.take_dirty(), Dirty::empty(), "nothing bound");

    let t = TextureId(9);
    let change = s.bind_texture(17, Some(t)).expect("a change");
    s.also(change, Dirty::SHADERS);
    assert_eq!(s.take_dirty(), Dirty::VS_RESOURCES | Dirty::SHADERS);
    assert!(s.bind_texture(17, Some(t)).is_none(), "the same texture");
    assert_eq!(s.texture_released(t), 1 << 17);
    assert_eq!(s.take_dirty(), Dirty::VS_RESOURCES | Dirty::SHADERS);

    let (old, change) = s.set_sampler(0, SamplerState::MipMapLodBias, 1).unwrap();
    s.also(change, Dirty::empty());
    assert_eq!((old, s.take_dirty()), (0, Dirty::SHADERS | Dirty::RENDERER));
    assert!(s.set_sampler(0, SamplerState::MipMapLodBias, 1).is_none());

    s.set_software_vp(true);
    assert_eq!(s.take_dirty(), Dirty::SHADERS | Dirty::VS_CONSTANTS);
    s.set_software_vp(true);
    assert_eq!(s.take_dirty(), Dirty::empty());
}

#[test]
fn draws_consume_the_flags() {
    let mut s = State::default();
    assert_eq!(
        s.take_dirty(),
        Dirty::all(),
        "a new state draws everything afresh"
    );
    s.set_material(Material {
        power: 2.0,
        ..Material::default()
    });
    s.set_render_state(RenderState::ZEnable, 0);
    s.clear_dirty(Dirty::PIPELINE);
    assert_eq!(s.take_dirty(), Dirty::RENDERER);
    assert_eq!(s.dirty(), Dirty::empty());
}

#[test]
fn identity_projection_is_orthographic() {
    let mut s = State::default();
    assert!(s.projection_is_ortho());
    let mut m = Matrix::IDENTITY;
    m.m[2][3] = 1.0;
    s.set_transform(TransformState::PROJECTION, m);
    assert!(!s.projection_is_ortho());
}

/// Every capturable state changed from D3D9's defaults.
fn changed_all() -> State {
    let mut s = clean();
    for (_, set, _) in setters() {
        set(&mut s);
    }
    s.set_render_state(RenderState::Lighting, 0);
    s.set_indices(Some(IndexBufferId(5)));
    s.set_scissor(Some([1, 2, 3, 4]));
    s
}

/// The capturable values of two states are equal.
fn same_values(a: &State, b: &State) -> bool {
    a.render() == b.render()
        && a.samplers() == b.samplers()
        && a.stages() == b.stages()
        && a.textures() == b.textures()
        && a.transforms == b.transforms
        && a.lights() == b.lights()
        && a.material() == b.material()
        && a.clip_planes() == b.clip_planes()
        && a.streams() == b.streams()
        && a.stream_freq() == b.stream_freq()
        && a.indices() == b.indices()
        && a.declaration() == b.declaration()
        && a.fvf() == b.fvf()
        && a.vertex_shader() == b.vertex_shader()
        && a.pixel_shader() == b.pixel_shader()
        && a.vs_constants().floats() == b.vs_constants().floats()
        && a.ps_constants().ints() == b.ps_constants().ints()
        && a.ps_constants().bools() == b.ps_constants().bools()
        && a.viewport() == b.viewport()
        && a.scissor() == b.scissor()
}

#[test]
fn a_block_of_all_states_restores_everything() {
    let before = changed_all();
    let block = Block::captured(&before, Mask::of_type(StateBlockType::All, &before));
    let mut s = before.clone();
    // Back to D3D9's defaults (lights stay: D3D9 never removes one).
    let defaults = State::default();
    let all = Mask::of_type(StateBlockType::All, &s);
    apply_or_capture(&mut s, &defaults, &all);
    assert!(!same_values(&s, &before));
    apply_or_capture(&mut s, &block.state, &block.mask);
    assert!(same_values(&s, &before));
}

#[test]
fn a_pixel_block_restores_pixel_states_and_nothing_else() {
    let mut s = clean();
    let block = Block::captured(&s, Mask::of_type(StateBlockType::PixelState, &s));
    let changed = changed_all();
    let everything = Mask::of_type(StateBlockType::All, &changed);
    apply_or_capture(&mut s, &changed, &everything);
    apply_or_capture(&mut s, &block.state, &block.mask);
    let defaults = State::default();
    // Pixel states: back to what the block captured.
    assert_eq!(s.render().get(RenderState::AlphaBlendEnable), 0);
    assert_eq!(
        s.stages()[1].get(TextureStageState::ColorOp),
        defaults.stages()[1].get(TextureStageState::ColorOp)
    );
    assert_eq!(s.samplers()[3], defaults.samplers()[3]);
    // The pixel sampler-state list covers the vertex samplers too.
    assert_eq!(s.samplers()[17], defaults.samplers()[17]);
    assert_eq!(s.pixel_shader(), None);
    assert_eq!(s.ps_constants().ints()[2], [0; 4]);
    // Vertex states and what only D3DSBT_ALL holds: as they were changed.
    assert_eq!(s.render().get(RenderState::Lighting), 0);
    assert_eq!(s.vertex_shader(), Some(VertexShaderId(2)));
    assert_eq!(s.vs_constants().floats()[4], [1.0, 2.0, 3.0, 4.0]);
    assert_eq!(s.textures()[2], Some(TextureId(7)));
    assert_eq!(s.viewport(), changed.viewport());
    assert_eq!(s.declaration(), Some(VertexDeclId(3)));
    assert_eq!(s.indices(), Some(IndexBufferId(5)));
}

#[test]
fn capture_refreshes_only_the_masked_states() {
    let mut device = clean();
    let mut block = Block::recording(&device);
    block.set_render_state(RenderState::ZFunc, 2);
    block.set_clip_plane(1, [0.0, 1.0, 0.0, 0.0]);
    let mask = block.mask.clone();
    device.set_render_state(RenderState::ZFunc, 7);
    device.set_render_state(RenderState::CullMode, 1);
    device.set_clip_plane(1, [0.0, 0.0, 1.0, 0.0]);
    apply_or_capture(&mut block, &device, &mask);
    assert_eq!(block.mask, mask, "capture holds the same states");
    assert_eq!(block.state.render().get(RenderState::ZFunc), 7);
    assert_eq!(block.state.clip_planes()[1], [0.0, 0.0, 1.0, 0.0]);
    // CullMode is not in the block: applying leaves the device's alone.
    let mut other = clean();
    apply_or_capture(&mut other, &block.state, &block.mask);
    assert_eq!(other.render().get(RenderState::ZFunc), 7);
    assert_eq!(
        other.render().get(RenderState::CullMode),
        RenderState::CullMode.default_value()
    );
}

#[test]
fn recording_writes_the_block_and_leaves_the_state_alone() {
    let device = clean();
    let mut block = Block::recording(&device);
    for (name, set, _) in setters() {
        set(&mut block);
        assert!(block.mask != Mask::default(), "{name} sets a mask bit");
    }
    // The device is untouched; applying the block to it makes the changes.
    let mut s = device.clone();
    assert!(same_values(&s, &device));
    apply_or_capture(&mut s, &block.state, &block.mask);
    let mut expected = clean();
    for (_, set, _) in setters() {
        set(&mut expected);
    }
    assert!(same_values(&s, &expected));
    // A recorded block holds what was set, nothing else.
    assert!(
        block
            .mask
            .render
            .get(RenderState::AlphaBlendEnable.to_d3d() as usize)
    );
    assert!(
        !block
            .mask
            .render
            .get(RenderState::ZEnable.to_d3d() as usize)
    );
    assert!(!block.mask.indices && !block.mask.scissor && block.mask.pixel_shader);
    assert_eq!(
        block.mask.lights.iter().copied().collect::<Vec<_>>(),
        vec![0]
    );
    assert_eq!(
        block.mask.light_enables.iter().copied().collect::<Vec<_>>(),
        vec![4]
    );
}

#[test]
fn a_light_the_device_lacks_keeps_the_blocks_value() {
    let mut block = Block::recording(&State::default());
    let point = light(ninebridge_types::LightType::Point);
    block.set_light(9, point);
    let mask = block.mask.clone();
    apply_or_capture(&mut block, &clean(), &mask);
    assert_eq!(block.state.lights()[&9].light, point);
}
