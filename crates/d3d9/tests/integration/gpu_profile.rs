//! Per-pass GPU timing (`NINEBRIDGE_GPU_PROFILE`): a frame drawing into two
//! render targets and the back buffer, presented several times, gives one
//! statistics entry per target (and one for the back buffer's clear) with
//! one count per frame, and the Chrome trace holds one complete event per
//! timed pass.

use crate::common;

use common::{bytes, float_bytes, gpu};
use ninebridge_d3d9::*;
use ninebridge_gpu::post::PostPass;

const FRAMES: u64 = 5;

/// A triangle over the whole target (position FLOAT2, colour FLOAT4).
fn triangle() -> Vec<u8> {
    let mut out = Vec::new();
    for p in [[-1.0f32, 1.0], [3.0, 1.0], [-1.0, -3.0]] {
        out.extend(float_bytes(&p));
        out.extend(float_bytes(&[0.5f32, 0.25, 1.0, 1.0]));
    }
    out
}

fn device() -> Device {
    let mut d = Device::create(
        gpu(),
        Box::new(BytecodeTranslator::default()),
        &PresentParameters::windowed(64, 32, Format::A8R8G8B8, None),
        CreateFlags::HARDWARE_VERTEXPROCESSING,
    )
    .unwrap();
    let vs = d
        .create_vertex_shader(&bytes(
            "vs_2_0\ndcl_position v0\ndcl_color v1\nmov oPos, v0\nmov oD0, v1\n",
        ))
        .unwrap();
    let ps = d
        .create_pixel_shader(&bytes("ps_2_0\ndcl v0\nmov oC0, v0\n"))
        .unwrap();
    d.set_vertex_shader(Some(vs)).unwrap();
    d.set_pixel_shader(Some(ps)).unwrap();
    let decl = d
        .create_vertex_declaration(&[
            VertexElement::new(0, 0, DeclType::Float2, DeclUsage::Position, 0),
            VertexElement::new(0, 8, DeclType::Float4, DeclUsage::Color, 0),
        ])
        .unwrap();
    d.set_vertex_declaration(Some(decl)).unwrap();
    d.set_render_state(RenderState::CullMode, 1);
    d
}

/// Whether profiling is on, decided by the adapter, not by the code under
/// test: with `TIMESTAMP_QUERY` (lavapipe has it) profiling must be on once
/// asked for; without it it must stay off, and the test skips visibly (a
/// failure in CI, whose lavapipe has the feature).
fn profiling_as_the_adapter_allows(d: &Device, test: &str) -> bool {
    let timestamps = d
        .gpu()
        .adapter()
        .features()
        .contains(wgpu::Features::TIMESTAMP_QUERY);
    assert_eq!(
        d.gpu_profiling(),
        timestamps,
        "GPU profiling must be on exactly where the adapter has TIMESTAMP_QUERY"
    );
    if !timestamps {
        ninebridge_testutil::skip_or_fail(
            &format!("gpu_profile::{test}"),
            "the adapter has no TIMESTAMP_QUERY",
        );
    }
    timestamps
}

/// Draws `FRAMES` frames of: target `a`, target `b`, the back buffer.
fn draw_frames(d: &mut Device) {
    let a = d
        .create_render_target(16, 16, Format::A8R8G8B8, MultiSampleType::None, 0, false)
        .unwrap();
    let b = d
        .create_render_target(8, 4, Format::X8R8G8B8, MultiSampleType::None, 0, false)
        .unwrap();
    let bb = d.back_buffer().unwrap();
    let tri = triangle();
    for _ in 0..FRAMES {
        d.begin_scene().unwrap();
        d.set_render_target(0, Some(bb)).unwrap();
        d.clear(&[], ClearFlags::TARGET, 0xff00_0000, 1.0, 0)
            .unwrap();
        for rt in [a, b, bb] {
            d.set_render_target(0, Some(rt)).unwrap();
            d.draw_primitive_up(PrimitiveType::TriangleList, 1, &tri, 24)
                .unwrap();
        }
        d.end_scene().unwrap();
        d.present().unwrap();
    }
}

#[test]
fn passes_are_timed_per_target_per_frame_and_traced() {
    let mut d = device();
    let trace =
        std::env::temp_dir().join(format!("ninebridge-gpu-trace-{}.json", std::process::id()));
    d.set_gpu_profile(&ProfileOptions {
        enabled: true,
        trace: Some(trace.clone()),
    });
    if !profiling_as_the_adapter_allows(&d, "passes_are_timed_per_target_per_frame_and_traced") {
        return;
    }
    draw_frames(&mut d);
    // With the render thread the draw passes are recorded and timed where
    // the thread encodes them; inline they are live.
    let batch = d.batch_stats();
    if d.render_thread_stats().threaded {
        assert_eq!(batch.recorded_passes, batch.passes, "{batch:?}");
    } else {
        assert_eq!(batch.recorded_passes, 0, "{batch:?}");
    }
    let stats = d.gpu_pass_stats();
    let labels: Vec<&str> = stats.iter().map(|s| s.label.as_str()).collect();
    // Labels sort by name; the targets' handles follow `#`.
    assert_eq!(labels.len(), 4, "{stats:?}");
    assert_eq!(labels[0], "backbuffer");
    assert_eq!(labels[1], "clear backbuffer");
    assert!(labels[2].starts_with("rt 16x16 A8R8G8B8 #"), "{labels:?}");
    assert!(labels[3].starts_with("rt 8x4 X8R8G8B8 #"), "{labels:?}");
    let want = labels.clone();
    for s in &stats {
        assert_eq!(s.count, FRAMES, "{s:?}");
        assert!(s.ms_median >= 0.0 && s.ms_p95 >= s.ms_median, "{s:?}");
    }
    d.flush_gpu_profile();
    let text = std::fs::read_to_string(&trace).unwrap();
    let _ = std::fs::remove_file(&trace);
    let json: serde_json::Value = serde_json::from_str(&text).unwrap();
    let events = json["traceEvents"].as_array().unwrap();
    assert_eq!(events.len() as u64, 4 * FRAMES);
    for e in events {
        assert!(want.contains(&e["name"].as_str().unwrap()), "{e}");
        assert_eq!(e["ph"], "X");
        assert!(e["ts"].as_f64().unwrap() >= 0.0);
        assert!(e["dur"].as_f64().unwrap() >= 0.0);
        assert!(e["pid"].is_u64() && e["tid"].is_u64());
    }
}

#[test]
fn profiling_off_gives_no_statistics() {
    let mut d = device();
    d.set_gpu_profile(&ProfileOptions::default());
    draw_frames(&mut d);
    assert!(d.gpu_pass_stats().is_empty());
}

/// Copies, StretchRect's blit and the post-process passes are timed too,
/// labelled by what they write (`profile.rs`): a texel copy between two
/// targets of one size and format (`copy -> ...`) and a readback
/// (`readback <- ...`), both only where the adapter has
/// `TIMESTAMP_QUERY_INSIDE_ENCODERS`, a stretch to another size
/// (`stretch -> ...`, a render pass), and each post pass at `Present`
/// (`post fxaa`, `post gamma`). The whole frame's total counts every timed
/// pass and copy once, and no resolve.
#[test]
fn copies_blits_and_post_passes_are_timed_per_frame() {
    let mut d = device();
    d.set_gpu_profile(&ProfileOptions {
        enabled: true,
        trace: None,
    });
    if !profiling_as_the_adapter_allows(&d, "copies_blits_and_post_passes_are_timed_per_frame") {
        return;
    }
    let copies_timed = d
        .gpu()
        .features()
        .contains(wgpu::Features::TIMESTAMP_QUERY_INSIDE_ENCODERS);
    d.set_post_passes(vec![PostPass::Fxaa, PostPass::Gamma(2.2)]);
    let a = d
        .create_render_target(16, 16, Format::A8R8G8B8, MultiSampleType::None, 0, false)
        .unwrap();
    let same = d
        .create_render_target(16, 16, Format::A8R8G8B8, MultiSampleType::None, 0, false)
        .unwrap();
    let half = d
        .create_render_target(8, 8, Format::A8R8G8B8, MultiSampleType::None, 0, false)
        .unwrap();
    let tri = triangle();
    for _ in 0..FRAMES {
        d.begin_scene().unwrap();
        d.set_render_target(0, Some(a)).unwrap();
        d.draw_primitive_up(PrimitiveType::TriangleList, 1, &tri, 24)
            .unwrap();
        d.end_scene().unwrap();
        d.stretch_rect(a, None, same, None, TextureFilterType::None)
            .unwrap();
        d.stretch_rect(a, None, half, None, TextureFilterType::Linear)
            .unwrap();
        // GetRenderTargetData: a readback copy (8x8 texels of 4 bytes).
        assert_eq!(d.get_render_target_data(half).unwrap().len(), 8 * 8 * 4);
        d.present().unwrap();
    }
    let stats = d.gpu_pass_stats();
    let labels: Vec<&str> = stats.iter().map(|s| s.label.as_str()).collect();
    let has = |prefix: &str| labels.iter().any(|l| l.starts_with(prefix));
    assert!(has("rt 16x16 A8R8G8B8 #"), "{labels:?}");
    assert!(has("stretch -> rt 8x8 A8R8G8B8 #"), "{labels:?}");
    assert!(labels.contains(&"post fxaa"), "{labels:?}");
    assert!(labels.contains(&"post gamma"), "{labels:?}");
    assert_eq!(
        has("copy -> rt 16x16 A8R8G8B8 #"),
        copies_timed,
        "{labels:?}"
    );
    assert_eq!(
        has("readback <- rt 8x8 A8R8G8B8 #"),
        copies_timed,
        "{labels:?}"
    );
    let per_frame = if copies_timed { 6 } else { 4 };
    assert_eq!(labels.len(), per_frame, "{labels:?}");
    for s in &stats {
        assert_eq!(s.count, FRAMES, "{s:?}");
    }
    let frame = d.gpu_frame_stat().expect("profiling is on");
    assert_eq!(frame.frames, FRAMES);
    assert_eq!(frame.passes_median, per_frame as f64);
    assert_eq!(frame.resolves_median, 0.0);
    // The total is at least the largest label's median (all are >= 0).
    let largest = stats.iter().map(|s| s.ms_median).fold(0.0, f64::max);
    assert!(frame.ms_median >= largest * 0.999, "{frame:?} {stats:?}");
}

/// A lazily resolved multisampled target read once a frame (`StretchRect`)
/// shows one `resolve` pass per frame, which the frame totals count; and
/// frames of many submissions (each `StretchRect` submits) are all in the
/// statistics with every pass. (On lavapipe, which finishes work at once,
/// the ring never fills; on the H200 a 4-slot ring without waiting lost
/// most passes of such frames.)
#[test]
fn resolves_are_timed_and_frames_of_many_submissions_stay_whole() {
    let mut d = device();
    d.set_gpu_profile(&ProfileOptions {
        enabled: true,
        trace: None,
    });
    if !profiling_as_the_adapter_allows(
        &d,
        "resolves_are_timed_and_frames_of_many_submissions_stay_whole",
    ) {
        return;
    }
    let ms = d
        .create_render_target(
            16,
            16,
            Format::A8R8G8B8,
            MultiSampleType::Samples4,
            0,
            false,
        )
        .unwrap();
    let plain = d
        .create_render_target(16, 16, Format::A8R8G8B8, MultiSampleType::None, 0, false)
        .unwrap();
    let small = d
        .create_render_target(8, 8, Format::A8R8G8B8, MultiSampleType::None, 0, false)
        .unwrap();
    let tri = triangle();
    // More submissions per frame than the ring once had slots for all
    // frames together.
    const STRETCHES: usize = 40;
    for _ in 0..FRAMES {
        d.begin_scene().unwrap();
        d.set_render_target(0, Some(ms)).unwrap();
        d.draw_primitive_up(PrimitiveType::TriangleList, 1, &tri, 24)
            .unwrap();
        d.end_scene().unwrap();
        d.stretch_rect(ms, None, plain, None, TextureFilterType::None)
            .unwrap();
        for _ in 0..STRETCHES {
            d.stretch_rect(plain, None, small, None, TextureFilterType::Linear)
                .unwrap();
        }
        d.present().unwrap();
    }
    let stats = d.gpu_pass_stats();
    let resolve = stats
        .iter()
        .find(|s| s.label.starts_with("resolve rt 16x16 A8R8G8B8 #"))
        .unwrap_or_else(|| panic!("{stats:?}"));
    assert_eq!(resolve.count, FRAMES, "{resolve:?}");
    let stretch = stats
        .iter()
        .find(|s| s.label.starts_with("stretch -> rt 8x8"))
        .unwrap_or_else(|| panic!("{stats:?}"));
    assert_eq!(stretch.count, FRAMES, "{stretch:?}");
    let frame = d.gpu_frame_stat().expect("profiling is on");
    assert_eq!(frame.frames, FRAMES, "{frame:?}");
    assert_eq!(frame.resolves_median, 1.0, "{frame:?}");
    assert!(frame.passes_median >= (STRETCHES + 2) as f64, "{frame:?}");
}
