//! Random traces: every step sequence written reads back as the same trace;
//! every D3D9 name written reads back as the same value; damaged text reads
//! as a trace or a typed error, never a panic.

use ninebridge_trace::names::{HeaderName, fvf_text, parse_fvf};
use ninebridge_trace::step::*;
use ninebridge_trace::{Call, Data, Dword, F32, HexBytes, Id, Step, SurfaceRef, Trace};
use ninebridge_types::*;
use proptest::prelude::*;

fn pick<T: Copy + std::fmt::Debug + 'static>(all: &'static [T]) -> impl Strategy<Value = T> {
    (0..all.len()).prop_map(move |i| all[i])
}

fn f32_any() -> impl Strategy<Value = F32> {
    any::<u32>().prop_map(|b| F32(f32::from_bits(b)))
}

fn surface() -> impl Strategy<Value = SurfaceRef> {
    prop_oneof![
        Just(SurfaceRef::BackBuffer),
        Just(SurfaceRef::DepthStencil),
        (0u32..20).prop_map(|n| SurfaceRef::Surface(Id(format!("s{n}")))),
        (0u32..20, proptest::option::of(0u32..6), 0u32..12).prop_map(|(t, face, level)| {
            SurfaceRef::Level {
                texture: Id(if face.is_some() {
                    format!("cube{t}")
                } else {
                    format!("t{t}")
                }),
                face,
                level,
            }
        }),
    ]
}

fn data() -> impl Strategy<Value = Data> {
    prop_oneof![
        proptest::collection::vec(any::<u8>(), 0..64).prop_map(Data::Hex),
        (proptest::collection::vec(any::<u8>(), 1..8), 0u32..64)
            .prop_map(|(element, count)| Data::Fill { element, count }),
        proptest::collection::vec(any::<u8>(), 0..64).prop_map(Data::Zlib),
    ]
}

fn call() -> impl Strategy<Value = Call> {
    prop_oneof![
        (pick(RenderState::ALL), any::<u32>()).prop_map(|(state, value)| {
            Call::SetRenderState(SetRenderState {
                state: state.into(),
                value,
                value_float: None,
                value_hex: None,
                value_name: None,
            })
        }),
        (
            0u32..8,
            pick(TextureStageState::ALL),
            any::<u32>(),
            proptest::option::of(f32_any())
        )
            .prop_map(|(stage, state, value, value_float)| {
                Call::SetTextureStageState(SetTextureStageState {
                    stage,
                    state: state.into(),
                    value,
                    value_float,
                    value_hex: None,
                    value_name: Some("D3DTOP_ADD".into()),
                })
            }),
        (pick(SamplerState::ALL), any::<u32>()).prop_map(|(state, value)| {
            Call::SetSamplerState(SetSamplerState {
                sampler: 257,
                state: state.into(),
                value,
                value_float: None,
                value_hex: Some(Dword(value)),
                value_name: None,
            })
        }),
        (
            proptest::option::of(proptest::collection::vec(any::<[i32; 4]>(), 0..3)),
            0u32..8,
            any::<u32>(),
            f32_any(),
            any::<u32>()
        )
            .prop_map(|(rects, flags, color, z, stencil)| {
                Call::Clear(Clear {
                    rects,
                    flags: ClearFlags::from_d3d(flags),
                    color: Dword(color),
                    z,
                    stencil,
                })
            }),
        (pick(PrimitiveType::ALL), 1u32..16, 0u32..6, any::<u32>()).prop_flat_map(
            |(pt, stride, n, count)| {
                proptest::collection::vec(any::<u8>(), (stride * n) as usize).prop_map(
                    move |bytes| {
                        Call::DrawPrimitiveUp(DrawPrimitiveUp {
                            primitive_type: pt.into(),
                            count,
                            stride,
                            vertex_count: n,
                            data_hex: HexBytes(bytes),
                            layout: None,
                            vertices: None,
                        })
                    },
                )
            }
        ),
        (data(), 0u32..4).prop_map(|(data, offset)| {
            Call::BufferData(BufferData {
                buffer: Id("vb0".into()),
                offset,
                size: data.len() as u32,
                data,
            })
        }),
        (pick(Format::ALL), pick(Pool::ALL), any::<u32>(), 1u32..4096).prop_map(
            |(format, pool, usage, width)| {
                Call::CreateTexture(CreateTexture {
                    id: Id("t0".into()),
                    width,
                    height: width / 2 + 1,
                    levels: 1,
                    format: format.into(),
                    usage: Usage::from_d3d(usage),
                    pool: pool.into(),
                })
            }
        ),
        (0u32..0x10000, 0u32..9).prop_map(|(bits, tex)| {
            let fvf = Fvf::from_d3d((bits & 0xf0ff) | (tex << 8) | (bits << 16));
            Call::SetFvf(SetFvf { fvf })
        }),
        (0u32..300, proptest::array::uniform16(f32_any())).prop_map(|(slot, matrix)| {
            let state = TransformState::from_d3d(slot).unwrap_or(TransformState::VIEW);
            Call::MultiplyTransform(Transform { state, matrix })
        }),
        (
            surface(),
            proptest::option::of(any::<[i32; 4]>()),
            pick(TextureFilterType::ALL)
        )
            .prop_map(|(src, rect, filter)| {
                Call::StretchRect(StretchRect {
                    src: Some(src.clone()),
                    src_rect: rect,
                    dst: Some(src),
                    dst_rect: None,
                    filter: filter.into(),
                })
            }),
        (
            pick(DeclType::ALL),
            pick(DeclUsage::ALL),
            pick(DeclMethod::ALL),
            any::<u8>()
        )
            .prop_map(|(ty, usage, method, usage_index)| {
                Call::CreateVertexDeclaration(CreateVertexDeclaration {
                    id: Id("decl0".into()),
                    elements: vec![DeclElement {
                        stream: 0,
                        offset: 4,
                        ty: ty.into(),
                        method: method.into(),
                        usage: usage.into(),
                        usage_index,
                    }],
                })
            }),
        (
            surface(),
            any::<u32>(),
            0u32..256,
            any::<bool>(),
            any::<bool>()
        )
            .prop_map(|(surface, expected, max_diff, negate, argb)| {
                Call::Probe(Probe {
                    probe_index: 0,
                    x: Some(1),
                    y: Some(2),
                    rect: None,
                    surface,
                    read: ninebridge_trace::ProbeRead::GetPixelColor,
                    drawn_with: vec![],
                    expected: Dword(expected),
                    max_diff,
                    channels: if argb {
                        ninebridge_trace::Channels::Argb
                    } else {
                        ninebridge_trace::Channels::Rgb
                    },
                    source_line: 3,
                    todo_wine: negate,
                    broken_allowed: vec![],
                    also_allowed: vec![ninebridge_trace::Alternative {
                        expected: Dword(!expected),
                        max_diff,
                    }],
                    negate,
                })
            }),
        Just(Call::BeginScene(NoFields {})),
        Just(Call::Present(NoFields {})),
    ]
}

fn step() -> impl Strategy<Value = Step> {
    (
        call(),
        proptest::option::of(proptest::collection::vec(any::<u32>(), 0..3)),
    )
        .prop_map(|(call, hrs)| Step {
            call,
            expected_hr: hrs.map(|h| h.into_iter().map(HResult::from_d3d).collect()),
            expected_hr_line: None,
        })
}

fn device() -> Step {
    Step::new(Call::CreateDevice(CreateDevice {
        width: 64,
        height: 32,
        format: (Format::A8R8G8B8).into(),
        depth_stencil_format: Some((Format::D24S8).into()),
        behavior_flags: CreateFlags::HARDWARE_VERTEXPROCESSING,
        windowed: true,
        multisample: (MultiSampleType::None).into(),
    }))
}

fn trace_of(steps: Vec<Step>) -> Trace {
    let mut all = vec![device()];
    all.extend(steps);
    Trace {
        function: Some("random".into()),
        steps: all,
        ..Default::default()
    }
}

proptest! {
    #[test]
    fn random_step_sequences_round_trip(steps in proptest::collection::vec(step(), 0..24)) {
        let trace = trace_of(steps);
        let text = trace.to_json();
        let again = Trace::from_slice(text.as_bytes());
        prop_assert!(again.is_ok(), "{:?}", again.err());
        prop_assert_eq!(again.unwrap(), trace);
    }

    #[test]
    fn damaged_traces_read_or_fail_typed(
        steps in proptest::collection::vec(step(), 0..8),
        cuts in proptest::collection::vec((any::<prop::sample::Index>(), any::<u8>()), 1..4),
    ) {
        let mut bytes = trace_of(steps).to_json().into_bytes();
        for (at, byte) in cuts {
            let i = at.index(bytes.len());
            bytes[i] = byte;
        }
        // Either outcome is fine; a panic fails the test.
        let _ = Trace::from_slice(&bytes);
    }

    #[test]
    fn any_number_in_an_enum_field_round_trips_as_its_value(n in any::<u32>()) {
        let format = ninebridge_trace::Enum::<Format>::from_raw(n);
        prop_assert_eq!(format.raw(), n);
        prop_assert_eq!(format.get().is_ok(), Format::from_d3d(n).is_some());
        let text = serde_json::to_string(&format).unwrap();
        let again: ninebridge_trace::Enum<Format> = serde_json::from_str(&text).unwrap();
        prop_assert_eq!(again, format);
    }

    #[test]
    fn fvf_text_round_trips(bits in any::<u32>()) {
        let fvf = Fvf::from_d3d(bits);
        prop_assert_eq!(parse_fvf(&fvf_text(fvf)), Some(fvf), "{}", fvf_text(fvf));
    }
}

#[test]
fn every_enum_value_round_trips_by_header_name() {
    fn all<T: HeaderName + PartialEq>(values: &[T]) {
        for &v in values {
            assert_eq!(T::parse_header(&v.header_name()), Some(v), "{v:?}");
        }
    }
    all(Format::ALL);
    all(Pool::ALL);
    all(MultiSampleType::ALL);
    all(PrimitiveType::ALL);
    all(DeclType::ALL);
    all(DeclMethod::ALL);
    all(DeclUsage::ALL);
    all(RenderState::ALL);
    all(SamplerState::ALL);
    all(TextureStageState::ALL);
    all(TextureFilterType::ALL);
    all(LightType::ALL);
    assert_eq!(
        MultiSampleType::Samples4.header_name(),
        "D3DMULTISAMPLE_4_SAMPLES"
    );
    assert_eq!(DeclType::Float16x2.header_name(), "D3DDECLTYPE_FLOAT16_2");
    assert_eq!(Format::D16Lockable.header_name(), "D16_LOCKABLE");
    assert_eq!(RenderState::PointScaleA.header_name(), "D3DRS_POINTSCALE_A");
}
