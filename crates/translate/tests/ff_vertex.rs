//! The fixed-function vertex stage: keys normalise what does not change
//! the code, and every kind of state generates a module that validates.

use ninebridge_translate::ff::{
    Blend, BlendIndexType, FfVertexInputs, FfVertexKey, FfVertexStageState, FfVertexState, TexGen,
    VertexFog, ff_vertex_program, ff_vertex_shader,
};
use ninebridge_types::{FogMode, LightType};

fn inputs() -> FfVertexInputs {
    FfVertexInputs {
        position: true,
        normal: true,
        diffuse: true,
        texcoords: [2, 0, 0, 0, 0, 0, 0, 0],
        ..Default::default()
    }
}

fn state() -> FfVertexState {
    let mut s = FfVertexState {
        inputs: inputs(),
        material_sources: [1, 2, 0, 0],
        color_vertex: true,
        ..Default::default()
    };
    s.stages[0] = FfVertexStageState {
        texcoord_index: 0,
        transform_flags: 0,
        read: true,
    };
    s
}

fn rich() -> FfVertexState {
    let mut s = state();
    s.inputs.specular = true;
    s.inputs.point_size = true;
    s.inputs.blend_weights = 3;
    s.inputs.blend_indices = Some(BlendIndexType::UByte4);
    s.lighting = true;
    s.lights = [
        Some(LightType::Directional),
        Some(LightType::Point),
        Some(LightType::Spot),
        None,
        None,
        None,
        None,
        None,
    ];
    s.specular_enable = true;
    s.local_viewer = true;
    s.normalize_normals = true;
    s.vertex_blend = 3;
    s.indexed_blend = true;
    s.fog_enable = true;
    s.fog_vertex_mode = FogMode::Exp2.to_d3d();
    s.range_fog = true;
    s.point_scale = true;
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
    s
}

#[test]
fn every_feature_at_once_generates_a_valid_module() {
    let key = FfVertexKey::new(&rich()).unwrap();
    let text = ff_vertex_program(&key);
    let t = ff_vertex_shader(&key).unwrap_or_else(|e| panic!("{e}\n{text}"));
    assert_eq!(t.stage, naga::ShaderStage::Vertex);
}
