//! Shader mod packs (`.hvs`, spec 001 "Shader mod packs"): a pixel shader
//! whose bytes match an entry's original is replaced by the entry's
//! replacement when it is created (never per draw); what the pack does not
//! hold is used as given.

use crate::common;

use std::sync::Arc;

use common::{bytecode_device, bytes, float_bytes, pixels};
use ninebridge_d3d9::*;
use ninebridge_packs::{ShaderPack, ShaderPackWriter};

const RED: &str = "ps_2_0\ndef c0, 1, 0, 0, 1\nmov oC0, c0\n";
const GREEN: &str = "ps_2_0\ndef c0, 0, 1, 0, 1\nmov oC0, c0\n";
const BLUE: &str = "ps_2_0\ndef c0, 0, 0, 1, 1\nmov oC0, c0\n";

fn pack() -> Arc<ShaderPack> {
    let mut w = ShaderPackWriter::new();
    w.add(bytes(RED), bytes(GREEN)).unwrap();
    Arc::new(ShaderPack::from_bytes(w.to_bytes().unwrap()).unwrap())
}

/// The colour a full-target triangle drawn with pixel shader `ps` gives.
fn draw_with(d: &mut Device, rt: SurfaceId, ps: PixelShaderId) -> [f32; 4] {
    d.set_pixel_shader(Some(ps)).unwrap();
    let v: [[f32; 2]; 3] = [[-1.0, 1.0], [3.0, 1.0], [-1.0, -3.0]];
    d.draw_primitive_up(
        PrimitiveType::TriangleList,
        1,
        &float_bytes(v.iter().flatten()),
        8,
    )
    .unwrap();
    pixels(d, rt)[0]
}

fn setup() -> (Device, SurfaceId) {
    setup_on(bytecode_device())
}

/// [`setup`] on the device `d`.
fn setup_on(mut d: Device) -> (Device, SurfaceId) {
    let rt = d
        .create_render_target(2, 2, Format::A32B32G32R32F, MultiSampleType::None, 0, false)
        .unwrap();
    d.set_render_target(0, Some(rt)).unwrap();
    let vs = d
        .create_vertex_shader(&bytes("vs_2_0\ndcl_position v0\nmov oPos, v0\n"))
        .unwrap();
    d.set_vertex_shader(Some(vs)).unwrap();
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
    (d, rt)
}

#[test]
fn a_matching_pixel_shader_is_replaced_at_creation() {
    let (mut d, rt) = setup();
    d.set_shader_pack(Some(pack()));
    let replaced = d.create_pixel_shader(&bytes(RED)).unwrap();
    let untouched = d.create_pixel_shader(&bytes(BLUE)).unwrap();
    assert_eq!(d.shader_pack_replacements(), 1);
    assert_eq!(draw_with(&mut d, rt, replaced), [0.0, 1.0, 0.0, 1.0]);
    assert_eq!(draw_with(&mut d, rt, untouched), [0.0, 0.0, 1.0, 1.0]);
    // The lookup happened at creation: a pack taken away later changes
    // nothing for shaders already created, and new ones are originals.
    d.set_shader_pack(None);
    assert_eq!(draw_with(&mut d, rt, replaced), [0.0, 1.0, 0.0, 1.0]);
    let original = d.create_pixel_shader(&bytes(RED)).unwrap();
    assert_eq!(draw_with(&mut d, rt, original), [1.0, 0.0, 0.0, 1.0]);
    assert_eq!(d.shader_pack_replacements(), 1);
}

#[test]
fn a_shader_matching_only_a_prefix_is_not_replaced() {
    let (mut d, rt) = setup();
    d.set_shader_pack(Some(pack()));
    // The original's tokens with a trailing comment token: other bytes.
    let mut longer = bytes(RED);
    let end = longer.split_off(longer.len() - 4);
    longer.extend_from_slice(&0x0000_fffeu32.to_le_bytes()); // empty comment
    longer.extend_from_slice(&end);
    let ps = d.create_pixel_shader(&longer).unwrap();
    assert_eq!(d.shader_pack_replacements(), 0);
    assert_eq!(draw_with(&mut d, rt, ps), [1.0, 0.0, 0.0, 1.0]);
}

/// Shader objects of the same bytes share one translation per variant
/// (spec 001's translation cache), and a shader the translator refuses
/// fails the same way every time without being translated again.
#[test]
fn the_same_bytecode_is_translated_once_and_failures_are_remembered() {
    // Without the creation checks, which refuse the bad shader below
    // (tests/shader_creation.rs): its failure is the translator's.
    let (mut d, rt) = setup_on(common::unchecked_bytecode_device());
    // Created shaders are translated on the pipeline workers too (prewarm):
    // counts are read once they are idle.
    d.settle_pipelines();
    let before = d.pipeline_stats().translations;
    let a = d.create_pixel_shader(&bytes(BLUE)).unwrap();
    let b = d.create_pixel_shader(&bytes(BLUE)).unwrap();
    assert_eq!(draw_with(&mut d, rt, a), [0.0, 0.0, 1.0, 1.0]);
    assert_eq!(draw_with(&mut d, rt, b), [0.0, 0.0, 1.0, 1.0]);
    d.settle_pipelines();
    // One pixel shader variant for both objects (the vertex shader was
    // translated before).
    assert_eq!(d.pipeline_stats().translations - before, 1);
    // ps_2_0 with an opcode D3D9 does not define (0xaa): refused when
    // translated.
    let bad: Vec<u8> = [0xffff_0200u32, 0x0000_00aa, 0x0000_ffff]
        .iter()
        .flat_map(|t| t.to_le_bytes())
        .collect();
    let translations = d.pipeline_stats().translations;
    let bad1 = d.create_pixel_shader(&bad).unwrap();
    let bad2 = d.create_pixel_shader(&bad).unwrap();
    let v: [[f32; 2]; 3] = [[-1.0, 1.0], [3.0, 1.0], [-1.0, -3.0]];
    let data = float_bytes(v.iter().flatten());
    let mut errors = Vec::new();
    for ps in [bad1, bad2, bad1] {
        d.set_pixel_shader(Some(ps)).unwrap();
        let e = d
            .draw_primitive_up(PrimitiveType::TriangleList, 1, &data, 8)
            .unwrap_err();
        errors.push(e.to_string());
    }
    assert!(errors.iter().all(|e| *e == errors[0]), "{errors:?}");
    d.settle_pipelines();
    assert_eq!(d.pipeline_stats().translations, translations + 1);
}
