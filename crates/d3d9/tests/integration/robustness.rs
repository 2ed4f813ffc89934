//! Random call sequences with arbitrary state values and arguments give
//! `Ok` or a typed error, never a panic, and the device keeps drawing.

use crate::common;

use common::{float_bytes, wgsl_device};
use ninebridge_d3d9::*;
use proptest::prelude::*;

const STATES: &[RenderState] = &[
    RenderState::CullMode,
    RenderState::FillMode,
    RenderState::ZEnable,
    RenderState::ZFunc,
    RenderState::AlphaBlendEnable,
    RenderState::SrcBlend,
    RenderState::DestBlend,
    RenderState::BlendOp,
    RenderState::SeparateAlphaBlendEnable,
    RenderState::SrcBlendAlpha,
    RenderState::DestBlendAlpha,
    RenderState::BlendOpAlpha,
    RenderState::StencilEnable,
    RenderState::StencilFunc,
    RenderState::StencilPass,
    RenderState::AlphaTestEnable,
    RenderState::AlphaFunc,
    RenderState::ColorWriteEnable,
    RenderState::PointSize,
    RenderState::PointSpriteEnable,
    RenderState::ClipPlaneEnable,
    RenderState::FogEnable,
    RenderState::FogTableMode,
    RenderState::DepthBias,
];

const SAMPLER_STATES: &[SamplerState] = &[
    SamplerState::AddressU,
    SamplerState::AddressV,
    SamplerState::AddressW,
    SamplerState::BorderColor,
    SamplerState::MagFilter,
    SamplerState::MinFilter,
    SamplerState::MipFilter,
    SamplerState::MaxMipLevel,
    SamplerState::MaxAnisotropy,
];

const VS: &str =
    "@vertex fn main(@location(0) p: vec4<f32>) -> @builtin(position) vec4<f32> { return p; }";
const PS: &str = "@fragment fn main() -> @location(0) vec4<f32> { return vec4(1.0); }";

#[derive(Debug, Clone)]
enum Call {
    RenderState(usize, u32),
    SamplerState(u32, usize, u32),
    Texture(u32, u32, u32),
    Lock(u32, u32, u32),
    Constants(u32, usize),
    Draw(u32, u32, u32),
    DrawUp(u32, u32, Vec<u8>, u32),
    Viewport(u32, u32, u32, u32),
}

fn call() -> impl Strategy<Value = Call> {
    prop_oneof![
        (0..STATES.len(), any::<u32>()).prop_map(|(s, v)| Call::RenderState(s, v)),
        (0u32..300, 0..SAMPLER_STATES.len(), 0u32..20)
            .prop_map(|(i, s, v)| Call::SamplerState(i, s, v)),
        (0u32..70, 0u32..70, 0u32..10).prop_map(|(w, h, l)| Call::Texture(w, h, l)),
        (
            any::<u32>(),
            any::<u32>(),
            prop_oneof![
                Just(0u32),
                Just(0x10),
                Just(0x1000),
                Just(0x2000),
                Just(0x3000)
            ]
        )
            .prop_map(|(o, s, f)| Call::Lock(o % 64, s % 64, f)),
        (0u32..300, 0usize..40).prop_map(|(s, n)| Call::Constants(s, n)),
        (1u32..7, 0u32..8, 0u32..8).prop_map(|(p, s, c)| Call::Draw(p, s, c)),
        (
            1u32..7,
            0u32..6,
            proptest::collection::vec(any::<u8>(), 0..96),
            0u32..24
        )
            .prop_map(|(p, c, d, s)| Call::DrawUp(p, c, d, s)),
        (0u32..20, 0u32..20, 0u32..20, 0u32..20)
            .prop_map(|(x, y, w, h)| Call::Viewport(x, y, w, h)),
    ]
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 24, ..ProptestConfig::default() })]
    #[test]
    fn random_call_sequences_leave_a_working_device(calls in proptest::collection::vec(call(), 1..24)) {
        let mut d = wgsl_device();
        let rt = d.create_render_target(16, 16, Format::A32B32G32R32F, MultiSampleType::None, 0, false).unwrap();
        d.set_render_target(0, Some(rt)).unwrap();
        let vs = d.create_vertex_shader(VS.as_bytes()).unwrap();
        let ps = d.create_pixel_shader(PS.as_bytes()).unwrap();
        d.set_vertex_shader(Some(vs)).unwrap();
        d.set_pixel_shader(Some(ps)).unwrap();
        let decl = d.create_vertex_declaration(&[VertexElement::new(0, 0, DeclType::Float2, DeclUsage::Position, 0)]).unwrap();
        d.set_vertex_declaration(Some(decl)).unwrap();
        let vb = d.create_vertex_buffer(64, Usage::WRITEONLY, 0, Pool::Default).unwrap();
        d.set_stream_source(0, Some(vb), 0, 8).unwrap();
        for c in calls {
            match c {
                Call::RenderState(s, v) => d.set_render_state(STATES[s], v),
                Call::SamplerState(i, s, v) => { let _ = d.set_sampler_state(i, SAMPLER_STATES[s], v); }
                Call::Texture(w, h, l) => {
                    if let Ok(t) = d.create_texture(w, h, l, Usage::empty(), Format::A8R8G8B8, Pool::Managed) {
                        let _ = d.lock_rect(t, 0, None, LockFlags::empty()).map(|b| b.bits.fill(0x80));
                        let _ = d.unlock_rect(t, 0);
                        let _ = d.set_texture(0, Some(t));
                    }
                }
                Call::Lock(o, s, f) => {
                    let _ = d.lock_vertex_buffer(vb, o, s, LockFlags::from_d3d(f)).map(|b| b.fill(0));
                    let _ = d.unlock_vertex_buffer(vb);
                }
                Call::Constants(s, n) => { let _ = d.set_pixel_shader_constant_f(s, &vec![[1.0; 4]; n]); }
                Call::Draw(p, s, c) => {
                    if let Some(pt) = PrimitiveType::from_d3d(p) { let _ = d.draw_primitive(pt, s, c); }
                }
                Call::DrawUp(p, c, data, stride) => {
                    if let Some(pt) = PrimitiveType::from_d3d(p) { let _ = d.draw_primitive_up(pt, c, &data, stride); }
                }
                Call::Viewport(x, y, w, h) => {
                    let _ = d.set_viewport(Viewport { x, y, width: w, height: h, min_z: 0.0, max_z: 1.0 });
                }
            }
        }
        // The device still works: reset the state that matters and draw.
        for s in STATES {
            d.set_render_state(*s, RenderStates::default().get(*s));
        }
        d.set_render_state(RenderState::CullMode, 1);
        d.set_render_target(0, Some(rt)).unwrap();
        let tri = float_bytes(&[-1.0f32, -1.0, -1.0, 3.0, 3.0, -1.0]);
        d.draw_primitive_up(PrimitiveType::TriangleList, 1, &tri, 8).unwrap();
        let px = d.get_render_target_data(rt).unwrap();
        prop_assert_eq!(&px[..4], &1.0f32.to_le_bytes());
    }
}
