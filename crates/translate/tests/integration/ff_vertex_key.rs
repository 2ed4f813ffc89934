//! The fixed-function vertex key ([`FfVertexKey`]): what does not change
//! the generated program is normalised away (lighting states without
//! lighting, stages the pixel stage does not read, inputs nothing reads),
//! out-of-range states behave as [`FfVertexKey::new`] documents, and
//! random states give a module that validates or a typed error. The
//! values the program computes are `tests/ff_vertex.rs`'s.

use ninebridge_d3dbc::assemble_program;
use ninebridge_interp::{Environment, Interpreter, NoTextures, VertexInput};
use ninebridge_translate::TranslateError;
use ninebridge_translate::ff::{
    Blend, BlendIndexType, FfVertexInputs, FfVertexKey, FfVertexStageState, FfVertexState, TexGen,
    VertexFog, ff_vertex_program, ff_vertex_shader,
};
use ninebridge_types::{FogMode, LightType};
use proptest::prelude::*;

fn full_inputs() -> FfVertexInputs {
    FfVertexInputs {
        position: true,
        position1: true,
        normal: true,
        normal1: true,
        blend_weights: 3,
        blend_indices: Some(BlendIndexType::UByte4),
        diffuse: true,
        specular: true,
        point_size: true,
        texcoords: [2, 3, 4, 1, 2, 2, 2, 2],
    }
}

fn key(state: &FfVertexState) -> FfVertexKey {
    FfVertexKey::new(state).expect("key")
}

#[test]
fn key_lighting_off_drops_the_lighting_states() {
    let base = FfVertexState {
        inputs: full_inputs(),
        ..Default::default()
    };
    let other = FfVertexState {
        lights: [Some(LightType::Spot); 8],
        color_vertex: true,
        material_sources: [2, 2, 1, 1],
        local_viewer: true,
        specular_enable: true,
        ..base
    };
    assert_eq!(key(&base), key(&other));
    assert_eq!(key(&other).light_count(), 0);
}

#[test]
fn key_local_viewer_matters_only_with_specular() {
    let lit = FfVertexState {
        inputs: full_inputs(),
        lighting: true,
        lights: [
            Some(LightType::Point),
            None,
            None,
            None,
            None,
            None,
            None,
            None,
        ],
        ..Default::default()
    };
    let local = FfVertexState {
        local_viewer: true,
        ..lit
    };
    assert_eq!(key(&lit), key(&local));
    let spec = FfVertexState {
        specular_enable: true,
        ..lit
    };
    let spec_local = FfVertexState {
        local_viewer: true,
        ..spec
    };
    assert_ne!(key(&spec), key(&spec_local));
}

#[test]
fn key_lights_are_packed_in_order() {
    let mut a = FfVertexState {
        inputs: full_inputs(),
        lighting: true,
        ..Default::default()
    };
    let mut b = a;
    a.lights[1] = Some(LightType::Spot);
    a.lights[5] = Some(LightType::Point);
    b.lights[0] = Some(LightType::Spot);
    b.lights[1] = Some(LightType::Point);
    assert_eq!(key(&a), key(&b));
    assert_eq!(key(&a).light_count(), 2);
}

#[test]
fn key_unread_stages_are_zeroed() {
    let mut a = FfVertexState {
        inputs: full_inputs(),
        ..Default::default()
    };
    let mut b = a;
    b.stages[3] = FfVertexStageState {
        texcoord_index: 0x3_0002,
        transform_flags: 0x104,
        read: false,
    };
    // Even a set past 7 on a stage nobody reads.
    b.stages[4] = FfVertexStageState {
        texcoord_index: 12,
        transform_flags: 2,
        read: false,
    };
    assert_eq!(key(&a), key(&b));
    assert_eq!(key(&b).stage(3), None);
    a.stages[3].read = true;
    assert!(key(&a).stage(3).is_some());
}

#[test]
fn key_unread_inputs_are_zeroed() {
    let mut inputs = FfVertexInputs {
        position: true,
        diffuse: true,
        ..Default::default()
    };
    inputs.texcoords[0] = 2;
    let plain = FfVertexState {
        inputs,
        ..Default::default()
    };
    // Without lighting or texture generation nothing reads the normals;
    // without tweening the second position; without blending the
    // weights and indices; no stage reads sets 0 and 4.
    let mut busy_inputs = FfVertexInputs {
        normal: true,
        position1: true,
        normal1: true,
        blend_weights: 2,
        blend_indices: Some(BlendIndexType::Color),
        ..inputs
    };
    busy_inputs.texcoords[4] = 3;
    let busy = FfVertexState {
        inputs: busy_inputs,
        ..Default::default()
    };
    assert_eq!(key(&plain), key(&busy));
    // Reading set 4 makes it a key bit.
    let mut reading = busy;
    reading.stages[0] = FfVertexStageState {
        texcoord_index: 4,
        transform_flags: 0,
        read: true,
    };
    assert_ne!(key(&plain), key(&reading));
    assert_eq!(
        key(&reading).stage(0).unwrap().generation,
        TexGen::PassThrough {
            set: 4,
            components: 3
        }
    );
    // A generated normal reads the normal: then it is a key bit.
    let mut generating = reading;
    generating.stages[0].texcoord_index = 0x1_0000;
    let mut without_normal = generating;
    without_normal.inputs.normal = false;
    assert_ne!(key(&generating), key(&without_normal));
}

#[test]
fn key_texcoordindex_past_7_is_an_error_on_a_read_stage() {
    let mut s = FfVertexState {
        inputs: full_inputs(),
        ..Default::default()
    };
    s.stages[2] = FfVertexStageState {
        texcoord_index: 8,
        transform_flags: 0,
        read: true,
    };
    match FfVertexKey::new(&s) {
        Err(TranslateError::FixedFunction {
            stage: 2,
            state: "D3DTSS_TEXCOORDINDEX",
            value: 8,
            ..
        }) => {}
        other => panic!("expected the TEXCOORDINDEX error, got {other:?}"),
    }
    // A generated coordinate reads no set.
    s.stages[2].texcoord_index = 0x2_0008;
    assert_eq!(
        key(&s).stage(2).unwrap().generation,
        TexGen::CameraSpacePosition
    );
}

#[test]
fn key_unknown_texgen_mode_passes_the_set_through() {
    let mut a = FfVertexState {
        inputs: full_inputs(),
        ..Default::default()
    };
    let mut b = a;
    a.stages[0] = FfVertexStageState {
        texcoord_index: 0x7_0002,
        transform_flags: 0,
        read: true,
    };
    b.stages[0] = FfVertexStageState {
        texcoord_index: 2,
        transform_flags: 0,
        read: true,
    };
    assert_eq!(key(&a), key(&b));
}

#[test]
fn key_unknown_vertexblend_blends_nothing() {
    let base = FfVertexState {
        inputs: full_inputs(),
        indexed_blend: true,
        ..Default::default()
    };
    for raw in [4, 5, 254, 257, 0xffff_ffff] {
        let s = FfVertexState {
            vertex_blend: raw,
            ..base
        };
        assert_eq!(key(&s).blend(), Blend::None, "VERTEXBLEND {raw}");
        assert_eq!(key(&s), key(&base), "VERTEXBLEND {raw} = DISABLE");
    }
}

#[test]
fn key_blend_modes() {
    let base = FfVertexState {
        inputs: full_inputs(),
        ..Default::default()
    };
    // (A closure building the state with `..base` trips a rustc bug:
    // "broken MIR" on the stage array's const length.)
    let with = |vertex_blend: u32, indexed_blend: bool| {
        let mut s = base;
        s.vertex_blend = vertex_blend;
        s.indexed_blend = indexed_blend;
        key(&s)
    };
    assert_eq!(
        with(256, false).blend(),
        Blend::None,
        "0WEIGHTS, not indexed"
    );
    assert_eq!(
        with(256, true).blend(),
        Blend::Weights {
            weights: 0,
            indexed: Some(BlendIndexType::UByte4)
        }
    );
    assert_eq!(
        with(2, false).blend(),
        Blend::Weights {
            weights: 2,
            indexed: None
        }
    );
    assert_eq!(with(2, false).world_matrices(), 3);
    assert!(with(3, true).indexed());
    assert_eq!(with(255, false).blend(), Blend::Tweening);
    // Tweening without a second position blends nothing.
    let no_second = FfVertexState {
        inputs: FfVertexInputs {
            position1: false,
            ..full_inputs()
        },
        vertex_blend: 255,
        ..base
    };
    assert_eq!(key(&no_second).blend(), Blend::None);
    // Indexed blending without indices in the vertex is plain blending.
    let no_indices = FfVertexState {
        inputs: FfVertexInputs {
            blend_indices: None,
            ..full_inputs()
        },
        vertex_blend: 1,
        indexed_blend: true,
        ..base
    };
    assert_eq!(
        key(&no_indices).blend(),
        Blend::Weights {
            weights: 1,
            indexed: None
        }
    );
}

#[test]
fn key_fog_modes() {
    let base = FfVertexState {
        inputs: full_inputs(),
        fog_enable: true,
        ..Default::default()
    };
    let fog = |table: u32, vertex: u32, enable: bool| {
        let mut s = base;
        s.fog_table_mode = table;
        s.fog_vertex_mode = vertex;
        s.fog_enable = enable;
        s.range_fog = true;
        key(&s).fog()
    };
    assert_eq!(fog(0, 2, false), VertexFog::None, "FOGENABLE off");
    assert_eq!(fog(3, 2, true), VertexFog::None, "table fog");
    assert_eq!(fog(9, 2, true), VertexFog::None, "unknown table mode");
    assert_eq!(fog(0, 0, true), VertexFog::SpecularAlpha);
    assert_eq!(fog(0, 9, true), VertexFog::None, "unknown vertex mode");
    assert_eq!(
        fog(0, 2, true),
        VertexFog::Computed {
            mode: FogMode::Exp2,
            range: true
        }
    );
}

#[test]
fn key_unknown_material_source_reads_the_material() {
    let base = FfVertexState {
        inputs: full_inputs(),
        lighting: true,
        color_vertex: true,
        material_sources: [0, 0, 0, 0],
        ..Default::default()
    };
    for raw in [3, 7, 0x8000_0000] {
        let s = FfVertexState {
            material_sources: [raw, raw, raw, raw],
            ..base
        };
        assert_eq!(key(&s), key(&base), "source {raw}");
    }
    // A colour the vertex lacks, or COLORVERTEX off, reads the material.
    let colour = FfVertexState {
        material_sources: [1, 2, 1, 2],
        ..base
    };
    assert_ne!(key(&colour), key(&base));
    let no_colours = FfVertexState {
        inputs: FfVertexInputs {
            diffuse: false,
            specular: false,
            ..full_inputs()
        },
        ..colour
    };
    let no_colours_material = FfVertexState {
        material_sources: [0; 4],
        ..no_colours
    };
    assert_eq!(key(&no_colours), key(&no_colours_material));
    let off = FfVertexState {
        color_vertex: false,
        ..colour
    };
    assert_eq!(key(&off), key(&base));
}

#[test]
fn key_transform_counts() {
    let mut s = FfVertexState {
        inputs: full_inputs(),
        ..Default::default()
    };
    for (flags, count, divisor) in [
        (0, 0, None),
        (1, 0, None),
        (2, 2, None),
        (3, 3, None),
        (4, 4, None),
        (5, 0, None),
        (0x102, 2, Some(1)),
        (0x103, 3, Some(2)),
        (0x104, 4, None),
        // Without a transform: the set's last component (set 1 has 3).
        (0x100, 0, Some(2)),
    ] {
        s.stages[0] = FfVertexStageState {
            texcoord_index: 1,
            transform_flags: flags,
            read: true,
        };
        let st = key(&s).stage(0).unwrap();
        assert_eq!(
            (st.transform_count, st.divisor),
            (count, divisor),
            "flags {flags:#x}"
        );
    }
}

// ------------------------------------------------------------- random states

fn arb_inputs() -> impl Strategy<Value = FfVertexInputs> {
    (
        any::<[bool; 8]>(),
        0u8..=4,
        prop_oneof![
            Just(None),
            Just(Some(BlendIndexType::UByte4)),
            Just(Some(BlendIndexType::Color)),
            Just(Some(BlendIndexType::Float)),
        ],
        proptest::array::uniform8(0u8..=4),
    )
        .prop_map(
            |(b, blend_weights, blend_indices, texcoords)| FfVertexInputs {
                position: b[0],
                position1: b[1],
                normal: b[2],
                normal1: b[3],
                blend_weights,
                blend_indices,
                diffuse: b[4],
                specular: b[5],
                point_size: b[6],
                texcoords,
            },
        )
}

fn arb_stage() -> impl Strategy<Value = FfVertexStageState> {
    (0u32..=9, 0u32..=6, 0u32..=5, any::<bool>(), any::<bool>()).prop_map(
        |(set, mode, count, projected, read)| FfVertexStageState {
            texcoord_index: set | mode << 16,
            transform_flags: count | if projected { 0x100 } else { 0 },
            read,
        },
    )
}

fn arb_light() -> impl Strategy<Value = Option<LightType>> {
    prop_oneof![
        Just(None),
        Just(Some(LightType::Point)),
        Just(Some(LightType::Spot)),
        Just(Some(LightType::Directional)),
    ]
}

fn arb_state() -> impl Strategy<Value = FfVertexState> {
    (
        arb_inputs(),
        any::<[bool; 11]>(),
        proptest::array::uniform8(arb_light()),
        proptest::array::uniform4(0u32..=3),
        prop_oneof![0u32..=4, Just(255), Just(256), any::<u32>()],
        (0u32..=4, 0u32..=4),
        proptest::array::uniform8(arb_stage()),
    )
        .prop_map(
            |(inputs, f, lights, material_sources, vertex_blend, fog, stages)| FfVertexState {
                inputs,
                lighting: f[0],
                lights,
                color_vertex: f[1],
                material_sources,
                normalize_normals: f[2],
                local_viewer: f[3],
                specular_enable: f[4],
                vertex_blend,
                indexed_blend: f[5],
                fog_enable: f[6],
                fog_table_mode: fog.0,
                fog_vertex_mode: fog.1,
                range_fog: f[7],
                point_scale: f[8],
                stages,
                flat_shading: f[9],
                viewport_adjust: f[10],
            },
        )
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(128))]

    /// Every state gives a key whose module validates and whose program
    /// runs in the interpreter, or the typed TEXCOORDINDEX error; never a
    /// panic.
    #[test]
    fn every_state_validates_or_is_a_typed_error(state in arb_state()) {
        match FfVertexKey::new(&state) {
            Ok(key) => {
                let t = ff_vertex_shader(&key);
                prop_assert!(t.is_ok(), "{:?}\n{}", t.err(), ff_vertex_program(&key));
                let program = assemble_program(&ff_vertex_program(&key)).unwrap();
                let it = Interpreter::new(&program).unwrap();
                let ran = it.run_vertex(&Environment::default(), &NoTextures, &VertexInput::default());
                prop_assert!(ran.is_ok(), "{:?}", ran.err());
                // The key is its own normal form.
                prop_assert!(key.light_count() <= 8);
                prop_assert!((1..=4).contains(&key.world_matrices()));
            }
            Err(e) => {
                let typed = matches!(e, TranslateError::FixedFunction { .. });
                prop_assert!(typed, "{}", e);
            }
        }
    }
}

#[test]
fn every_feature_at_once_generates_a_valid_module() {
    let mut s = FfVertexState {
        inputs: full_inputs(),
        lighting: true,
        lights: [
            Some(LightType::Directional),
            Some(LightType::Point),
            Some(LightType::Spot),
            None,
            None,
            None,
            None,
            None,
        ],
        color_vertex: true,
        material_sources: [1, 2, 0, 0],
        specular_enable: true,
        local_viewer: true,
        normalize_normals: true,
        vertex_blend: 3,
        indexed_blend: true,
        fog_enable: true,
        fog_vertex_mode: FogMode::Exp2.to_d3d(),
        range_fog: true,
        point_scale: true,
        ..Default::default()
    };
    for (k, tci) in [0, 0x1_0000, 0x2_0000, 0x3_0000, 0x4_0000]
        .iter()
        .enumerate()
    {
        s.stages[k] = FfVertexStageState {
            texcoord_index: *tci,
            transform_flags: if k % 2 == 0 { 2 } else { 0 },
            read: true,
        };
    }
    let key = key(&s);
    let text = ff_vertex_program(&key);
    let t = ff_vertex_shader(&key).unwrap_or_else(|e| panic!("{e}\n{text}"));
    assert_eq!(t.stage, naga::ShaderStage::Vertex);
}
