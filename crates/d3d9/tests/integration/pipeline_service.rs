//! The pipeline compiler service (spec 001): modules made once and shared,
//! failures cached, prewarm on the workers, recipes recorded in one
//! session and built by the workers of the next before any draw asks, and
//! a damaged manifest starting the session cold. A "session" here is a
//! service on a cache directory; `crates/cli/tests/integration/replay_cli.rs` runs the
//! same in two processes.

use crate::common;

use common::{bytes, float_bytes, gpu, pixels};
use ninebridge_d3d9::*;

const VS: &str = "vs_2_0\ndcl_position v0\ndcl_color v1\nmov oPos, v0\nmov oD0, v1\n";
const PS: &str = "ps_2_0\ndcl v0\nmov oC0, v0\n";
const PS_RED: &str = "ps_2_0\ndef c0, 1, 0, 0, 1\nmov oC0, c0\n";

fn options(dir: Option<&std::path::Path>, workers: usize) -> PipelineOptions {
    PipelineOptions {
        workers,
        prewarm: true,
        cache_dir: dir.map(std::path::Path::to_path_buf),
        trace: false,
    }
}

fn device(options: PipelineOptions) -> Device {
    device_with(options, Box::new(BytecodeTranslator::default()))
}

fn device_with(options: PipelineOptions, translator: Box<dyn ShaderTranslator>) -> Device {
    let gpu = gpu();
    let service = PipelineService::with_options(&gpu, translator, options);
    Device::with_pipeline_service(gpu, service)
}

/// An 8x8 float target, a position + colour declaration, culling off.
fn target(d: &mut Device) -> SurfaceId {
    let rt = d
        .create_render_target(8, 8, Format::A32B32G32R32F, MultiSampleType::None, 0, false)
        .unwrap();
    d.set_render_target(0, Some(rt)).unwrap();
    let decl = d
        .create_vertex_declaration(&[
            VertexElement::new(0, 0, DeclType::Float2, DeclUsage::Position, 0),
            VertexElement::new(0, 8, DeclType::Float4, DeclUsage::Color, 0),
        ])
        .unwrap();
    d.set_vertex_declaration(Some(decl)).unwrap();
    d.set_render_state(RenderState::CullMode, 1);
    d.color_fill(rt, 0).unwrap();
    rt
}

fn triangle() -> Vec<u8> {
    let v: [[f32; 6]; 3] = [
        [-1.0, 1.0, 0.5, 0.25, 0.0, 0.5],
        [3.0, 1.0, 0.5, 0.25, 0.0, 0.5],
        [-1.0, -3.0, 0.5, 0.25, 0.0, 0.5],
    ];
    float_bytes(v.iter().flatten())
}

fn draw(d: &mut Device) {
    d.draw_primitive_up(PrimitiveType::TriangleList, 1, &triangle(), 24)
        .unwrap();
}

/// The draws of a session: shaders with three blend modes and two write
/// masks, then the fixed-function pipeline (no shaders).
fn scene(d: &mut Device) -> Vec<Vec<[f32; 4]>> {
    let rt = target(d);
    let vs = d.create_vertex_shader(&bytes(VS)).unwrap();
    let ps = d.create_pixel_shader(&bytes(PS)).unwrap();
    d.settle_pipelines();
    d.set_vertex_shader(Some(vs)).unwrap();
    d.set_pixel_shader(Some(ps)).unwrap();
    let mut out = Vec::new();
    for (blend, mask) in [(false, 0xf), (true, 0xf), (true, 0x7), (false, 0x3)] {
        d.set_render_state(RenderState::AlphaBlendEnable, u32::from(blend));
        d.set_render_state(RenderState::SrcBlend, 5); // SRCALPHA
        d.set_render_state(RenderState::DestBlend, 6); // INVSRCALPHA
        d.set_render_state(RenderState::ColorWriteEnable, mask);
        draw(d);
        out.push(pixels(d, rt));
    }
    d.set_render_state(RenderState::AlphaBlendEnable, 0);
    d.set_render_state(RenderState::ColorWriteEnable, 0xf);
    d.set_vertex_shader(None).unwrap();
    d.set_pixel_shader(None).unwrap();
    d.set_render_state(RenderState::Lighting, 0);
    d.color_fill(rt, 0).unwrap();
    draw(d);
    out.push(pixels(d, rt));
    out
}

/// Blend and write-mask variants are pipelines of the same two modules:
/// each module is translated and compiled once.
#[test]
fn modules_are_compiled_once_and_shared_by_blend_and_mask_variants() {
    let mut d = device(options(None, 0));
    let rt = target(&mut d);
    // The colour fill made a module of its own.
    let before = d.pipeline_stats().modules_compiled;
    let vs = d.create_vertex_shader(&bytes(VS)).unwrap();
    let ps = d.create_pixel_shader(&bytes(PS)).unwrap();
    d.set_vertex_shader(Some(vs)).unwrap();
    d.set_pixel_shader(Some(ps)).unwrap();
    for (blend, mask) in [(0, 0xf), (1, 0xf), (1, 0x7), (0, 0x3), (0, 0xf)] {
        d.set_render_state(RenderState::AlphaBlendEnable, blend);
        d.set_render_state(RenderState::ColorWriteEnable, mask);
        draw(&mut d);
    }
    let _ = pixels(&d, rt);
    let s = d.pipeline_stats();
    assert_eq!(s.engine_thread_builds, 4, "four distinct pipelines: {s:?}");
    assert_eq!(s.translations, 2, "{s:?}");
    assert_eq!(s.modules_compiled - before, 2, "{s:?}");
    // A second shader object of the same bytes reuses the translation.
    let ps2 = d.create_pixel_shader(&bytes(PS)).unwrap();
    d.set_pixel_shader(Some(ps2)).unwrap();
    draw(&mut d);
    assert_eq!(d.pipeline_stats().translations, 2);
}

/// A shader the translator refuses fails every draw with the same error,
/// translated once (shader objects of the same bytes included).
#[test]
fn a_failed_shader_fails_the_same_way_without_being_translated_again() {
    // Without the creation checks, which refuse the cut shader below
    // (tests/shader_creation.rs): its failure is the translator's.
    let unchecked = common::UncheckedBytecode(BytecodeTranslator::default());
    let mut d = device_with(options(None, 0), Box::new(unchecked));
    target(&mut d);
    let vs = d.create_vertex_shader(&bytes(VS)).unwrap();
    // Cut in the middle of its last instruction: the translator refuses
    // it at the draw.
    let mut bad = bytes(PS);
    bad.truncate(bad.len() - 8);
    let ps = match d.create_pixel_shader(&bad) {
        Ok(ps) => ps,
        Err(e) => panic!("creation accepts it: {e}"),
    };
    d.set_vertex_shader(Some(vs)).unwrap();
    d.set_pixel_shader(Some(ps)).unwrap();
    let first = d
        .draw_primitive_up(PrimitiveType::TriangleList, 1, &triangle(), 24)
        .unwrap_err()
        .to_string();
    let again = d
        .draw_primitive_up(PrimitiveType::TriangleList, 1, &triangle(), 24)
        .unwrap_err()
        .to_string();
    let ps2 = d.create_pixel_shader(&bad).unwrap();
    d.set_pixel_shader(Some(ps2)).unwrap();
    let other = d
        .draw_primitive_up(PrimitiveType::TriangleList, 1, &triangle(), 24)
        .unwrap_err()
        .to_string();
    assert_eq!(first, again);
    assert_eq!(first, other);
    // The pixel stage is made first; its failure ends the draw.
    assert_eq!(d.pipeline_stats().translations, 1, "the bad ps, once");
}

/// With workers, a created shader is translated before any draw asks.
#[test]
fn created_shaders_are_translated_on_the_workers_before_any_draw() {
    let mut d = device(options(None, 2));
    target(&mut d);
    let vs = d.create_vertex_shader(&bytes(VS)).unwrap();
    let ps = d.create_pixel_shader(&bytes(PS)).unwrap();
    d.settle_pipelines();
    let s = d.pipeline_stats();
    assert_eq!((s.prewarm_jobs, s.translations), (2, 2), "{s:?}");
    d.set_vertex_shader(Some(vs)).unwrap();
    d.set_pixel_shader(Some(ps)).unwrap();
    draw(&mut d);
    assert_eq!(d.pipeline_stats().translations, 2, "the draw found both");
}

/// A pixel variant seen for the first time (here the alpha test) is
/// prewarmed for every pixel shader created so far, and for those created
/// later.
#[test]
fn a_noted_variant_is_prewarmed_for_every_pixel_shader() {
    let mut d = device(options(None, 2));
    target(&mut d);
    let vs = d.create_vertex_shader(&bytes(VS)).unwrap();
    let ps = d.create_pixel_shader(&bytes(PS)).unwrap();
    d.create_pixel_shader(&bytes(PS_RED)).unwrap();
    d.settle_pipelines();
    assert_eq!(d.pipeline_stats().translations, 3);
    d.set_vertex_shader(Some(vs)).unwrap();
    d.set_pixel_shader(Some(ps)).unwrap();
    d.set_render_state(RenderState::AlphaTestEnable, 1);
    d.set_render_state(RenderState::AlphaFunc, CmpFunc::Greater.to_d3d());
    draw(&mut d);
    d.settle_pipelines();
    // The draw's own variant, and PS_RED's in it.
    assert_eq!(d.pipeline_stats().translations, 5);
    d.create_pixel_shader(&bytes("ps_2_0\ndef c0, 0, 1, 0, 1\nmov oC0, c0\n"))
        .unwrap();
    d.settle_pipelines();
    assert_eq!(d.pipeline_stats().translations, 7, "default + noted");
}

/// Session 1 builds at the draw and records; session 2 (same directory)
/// has every recorded pipeline built by the workers once its shaders
/// exist: no draw builds, and every pixel is the same.
#[test]
fn recorded_pipelines_are_built_by_the_workers_of_the_next_session() {
    let dir = tempfile::tempdir().unwrap();
    let mut one = device(options(Some(dir.path()), 2));
    let first = scene(&mut one);
    let s1 = one.pipeline_stats();
    drop(one);
    // Four blend/mask pipelines of the shaders, one fixed-function.
    assert_eq!(s1.engine_thread_builds, 5, "{s1:?}");
    assert_eq!(s1.recipes_recorded, 5, "{s1:?}");
    assert_eq!(s1.background_builds, 0);

    let mut two = device(options(Some(dir.path()), 2));
    let second = scene(&mut two);
    let s2 = two.pipeline_stats();
    assert_eq!(s2.recipes_loaded, 5, "{s2:?}");
    assert_eq!(s2.engine_thread_builds, 0, "no draw builds: {s2:?}");
    let service = two.pipeline_service().stats();
    assert_eq!(service.background_builds, 5, "{service:?}");
    assert_eq!(s2.prewarm_hits, 5, "{s2:?}");
    assert_eq!(s2.recipes_recorded, 0, "nothing new to record");
    assert_eq!(first, second, "every pixel equals session 1's");
}

/// A recipe waits for its shaders: only the fixed-function pipeline (which
/// needs none) is built before the shaders exist.
#[test]
fn a_recipe_is_queued_when_its_shaders_exist() {
    let dir = tempfile::tempdir().unwrap();
    let mut one = device(options(Some(dir.path()), 1));
    scene(&mut one);
    drop(one);
    let mut two = device(options(Some(dir.path()), 1));
    two.settle_pipelines();
    let before = two.pipeline_stats();
    assert_eq!(before.recipes_loaded, 5);
    // Recipes are queued by the service when it is made, before this
    // device: the device's own counters see none of them, so ask the
    // service.
    let service = two.pipeline_service().stats();
    assert_eq!(
        service.background_builds, 1,
        "the fixed-function one: {service:?}"
    );
    two.create_vertex_shader(&bytes(VS)).unwrap();
    two.settle_pipelines();
    assert_eq!(
        two.pipeline_service().stats().background_builds,
        1,
        "ps missing"
    );
    two.create_pixel_shader(&bytes(PS)).unwrap();
    two.settle_pipelines();
    assert_eq!(two.pipeline_service().stats().background_builds, 5);
}

/// A damaged manifest (a torn record, then garbage) is repaired or
/// discarded; the session starts as if cold and draws the same pixels.
#[test]
fn a_damaged_manifest_starts_the_session_cold_and_draws_the_same() {
    let dir = tempfile::tempdir().unwrap();
    let mut one = device(options(Some(dir.path()), 1));
    let first = scene(&mut one);
    drop(one);
    let path = dir.path().join("manifest-v1.bin");
    let bytes_on_disk = std::fs::read(&path).unwrap();
    // Torn: the last record cut in half (it is dropped, the others kept).
    std::fs::write(&path, &bytes_on_disk[..bytes_on_disk.len() - 512]).unwrap();
    let mut two = device(options(Some(dir.path()), 1));
    assert_eq!(scene(&mut two), first);
    assert_eq!(two.pipeline_service().stats().recipes_loaded, 4);
    drop(two);
    // Garbage: discarded whole.
    std::fs::write(&path, vec![0xA5u8; 5000]).unwrap();
    let mut three = device(options(Some(dir.path()), 1));
    assert_eq!(scene(&mut three), first);
    let s = three.pipeline_service().stats();
    assert_eq!((s.recipes_loaded, s.background_builds), (0, 0), "{s:?}");
    // A record whose payload was flipped fails its CRC and is dropped.
    drop(three);
    let mut bytes_on_disk = std::fs::read(&path).unwrap();
    let n = bytes_on_disk.len();
    assert!(n > 16 + 1024, "session 3 recorded again");
    bytes_on_disk[16 + 40] ^= 0xff;
    std::fs::write(&path, &bytes_on_disk).unwrap();
    let mut four = device(options(Some(dir.path()), 1));
    assert_eq!(scene(&mut four), first);
    assert_eq!(
        four.pipeline_service().stats().recipes_loaded,
        ((n - 16) / 1024 - 1) as u64
    );
}

/// `NINEBRIDGE_PIPELINE_CACHE=0`-style options (no directory): nothing is
/// recorded, nothing written.
#[test]
fn without_a_cache_directory_nothing_is_recorded() {
    let mut d = device(options(None, 1));
    scene(&mut d);
    let s = d.pipeline_stats();
    assert_eq!((s.recipes_recorded, s.recipes_loaded), (0, 0));
}

/// `NINEBRIDGE_SHADER_PREWARM=0` (`prewarm: false`): nothing is translated
/// at creation; the draw translates.
#[test]
fn without_prewarm_shaders_are_translated_by_their_first_draw() {
    let mut options = options(None, 2);
    options.prewarm = false;
    let mut d = device(options);
    target(&mut d);
    let vs = d.create_vertex_shader(&bytes(VS)).unwrap();
    let ps = d.create_pixel_shader(&bytes(PS)).unwrap();
    d.settle_pipelines();
    let s = d.pipeline_stats();
    assert_eq!((s.prewarm_jobs, s.translations), (0, 0), "{s:?}");
    d.set_vertex_shader(Some(vs)).unwrap();
    d.set_pixel_shader(Some(ps)).unwrap();
    draw(&mut d);
    assert_eq!(d.pipeline_stats().translations, 2);
}

/// The pixel variants recorded in the last session are prewarmed for the
/// pixel shaders created in this one (spec 001: `variants_seen` seeded
/// from the manifest), before any draw notes them.
#[test]
fn recorded_pixel_variants_are_prewarmed_in_the_next_session() {
    let dir = tempfile::tempdir().unwrap();
    let mut one = device(options(Some(dir.path()), 1));
    target(&mut one);
    let vs = one.create_vertex_shader(&bytes(VS)).unwrap();
    let ps = one.create_pixel_shader(&bytes(PS)).unwrap();
    one.set_vertex_shader(Some(vs)).unwrap();
    one.set_pixel_shader(Some(ps)).unwrap();
    one.set_render_state(RenderState::FogEnable, 1);
    draw(&mut one);
    drop(one);
    let mut two = device(options(Some(dir.path()), 1));
    two.settle_pipelines();
    // Another pixel shader: the default variant and the recorded fog one.
    two.create_pixel_shader(&bytes(PS_RED)).unwrap();
    two.settle_pipelines();
    assert_eq!(two.pipeline_stats().translations, 2);
}
