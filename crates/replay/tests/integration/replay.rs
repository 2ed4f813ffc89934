//! Traces of our own replayed on the default adapter (lavapipe in CI):
//! probes pass and fail as the pixels say, a step the device cannot run
//! turns the probes it could affect into errors naming it (and a whole
//! clear made without taints clears them), `expected_hr` steps must fail
//! and change nothing, objects whose creation failed pass the failure on,
//! and `Present` hands out the back buffer.

use ninebridge_d3d9::Gpu;
use ninebridge_replay::{CaseReport, Frame, Replayer, Status};
use ninebridge_trace::Trace;

const DEVICE: &str = r#"{"call":"CreateDevice","width":64,"height":32,"format":"A8R8G8B8","depth_stencil_format":"D24S8","behavior_flags":["D3DCREATE_HARDWARE_VERTEXPROCESSING"],"windowed":true,"multisample":"D3DMULTISAMPLE_NONE"}"#;

/// vs_2_0: dcl_position v0; dcl_color v1; mov oPos, v0; mov oD0, v1.
const VS: &str = r#"{"call":"CreateVertexShader","id":"vs0","version":"vs_2_0","tokens":["0xfffe0200","0x0200001f","0x80000000","0x900f0000","0x0200001f","0x8000000a","0x900f0001","0x02000001","0xc00f0000","0x90e40000","0x02000001","0xd00f0000","0x90e40001","0x0000ffff"],"opcodes":["dcl","dcl","mov","mov"]}"#;
/// ps_2_0: mov oC0, c0.
const PS: &str = r#"{"call":"CreatePixelShader","id":"ps0","version":"ps_2_0","tokens":["0xffff0200","0x02000001","0x800f0800","0xa0e40000","0x0000ffff"],"opcodes":["mov"]}"#;
const DECL: &str = r#"{"call":"CreateVertexDeclaration","id":"decl0","elements":[{"stream":0,"offset":0,"type":"D3DDECLTYPE_FLOAT3","method":"D3DDECLMETHOD_DEFAULT","usage":"D3DDECLUSAGE_POSITION","usage_index":0},{"stream":0,"offset":12,"type":"D3DDECLTYPE_D3DCOLOR","method":"D3DDECLMETHOD_DEFAULT","usage":"D3DDECLUSAGE_COLOR","usage_index":0}]}"#;

/// A full-target quad (triangle strip), 16-byte vertices.
fn quad_draw() -> String {
    let mut hex = String::new();
    for (x, y) in [(-1.0f32, -1.0f32), (-1.0, 1.0), (1.0, -1.0), (1.0, 1.0)] {
        for f in [x, y, 0.5] {
            hex.push_str(&hex_of(&f.to_le_bytes()));
        }
        hex.push_str("ff00ffff");
    }
    format!(
        r#"{{"call":"DrawPrimitiveUP","type":"D3DPT_TRIANGLESTRIP","count":2,"stride":16,"vertex_count":4,"data_hex":"{hex}"}}"#
    )
}

fn hex_of(b: &[u8]) -> String {
    b.iter().map(|x| format!("{x:02x}")).collect()
}

fn probe(index: u32, x: u32, y: u32, expected: &str) -> String {
    format!(
        r#"{{"call":"Probe","probe_index":{index},"x":{x},"y":{y},"surface":"backbuffer","read":"getPixelColor","expected":"{expected}","max_diff":1,"channels":"rgb","source_line":{},"todo_wine":false}}"#,
        100 + index
    )
}

fn clear(color: &str) -> String {
    format!(
        r#"{{"call":"Clear","rects":null,"flags":["D3DCLEAR_TARGET","D3DCLEAR_ZBUFFER"],"color":"{color}","z":1,"stencil":0}}"#
    )
}

fn replay_with_frames(steps: &[String]) -> (CaseReport, Vec<Frame>) {
    let mut all = vec![DEVICE.to_string()];
    all.extend_from_slice(steps);
    let text = format!(r#"{{"function":"own","steps":[{}]}}"#, all.join(","));
    let trace = Trace::from_slice(text.as_bytes()).expect("test trace reads");
    let gpu = Gpu::from_env().expect("a wgpu adapter (install mesa-vulkan-drivers)");
    let mut frames = Vec::new();
    let report = Replayer::new(gpu).run("own", &trace, &mut |f| frames.push(f));
    (report, frames)
}

fn replay(steps: &[String]) -> CaseReport {
    replay_with_frames(steps).0
}

fn shader_setup() -> Vec<String> {
    vec![
        VS.into(),
        PS.into(),
        DECL.into(),
        r#"{"call":"SetVertexShader","shader":"vs0"}"#.into(),
        r#"{"call":"SetPixelShader","shader":"ps0"}"#.into(),
        r#"{"call":"SetVertexDeclaration","decl":"decl0"}"#.into(),
        r#"{"call":"SetPixelShaderConstantF","start":0,"count":1,"values":[0,1,0,1]}"#.into(),
        r#"{"call":"SetRenderState","state":"D3DRS_ZENABLE","value":0}"#.into(),
    ]
}

#[test]
fn clears_and_probes() {
    let r = replay(&[
        clear("0xffff0000"),
        probe(0, 3, 3, "0x00ff0000"),
        probe(1, 3, 3, "0x0000ff00"),
    ]);
    assert_eq!(r.results[0].status, Status::Pass, "{:?}", r.results[0]);
    assert_eq!(r.results[1].status, Status::Fail);
    assert_eq!(r.results[1].got.as_deref(), Some("0xffff0000"));
    assert_eq!(r.results[1].expected.as_deref(), Some("0x0000ff00"));
    assert!(r.failed_steps.is_empty(), "{:?}", r.failed_steps);
}

#[test]
fn shader_draws_render() {
    let mut steps = shader_setup();
    steps.extend([
        clear("0xffff0000"),
        r#"{"call":"BeginScene"}"#.into(),
        quad_draw(),
        r#"{"call":"EndScene"}"#.into(),
        probe(0, 32, 16, "0x0000ff00"),
    ]);
    let r = replay(&steps);
    assert_eq!(r.results[0].status, Status::Pass, "{:?}", r.results[0]);
    assert_eq!(r.counters.draws, 1);
}

#[test]
fn unsupported_steps_error_the_probes_they_affect_until_a_whole_clear() {
    let steps = [
        clear("0xffff0000"),
        r#"{"call":"SetFVF","fvf":"D3DFVF_XYZ|D3DFVF_DIFFUSE","fvf_value":"0x42"}"#.into(),
        // No vertex buffer is bound to stream 0: the draw fails.
        r#"{"call":"DrawPrimitive","type":"D3DPT_TRIANGLELIST","start_vertex":0,"count":1}"#.into(),
        probe(0, 32, 16, "0x00ff00ff"),
        clear("0xff0000ff"),
        probe(1, 32, 16, "0x000000ff"),
    ];
    let r = replay(&steps);
    let first = &r.results[0];
    assert_eq!(first.status, Status::Error, "{first:?}");
    // SetFVF runs; the draw fails, and is named with the device's reason.
    assert!(
        !first.blocked_by.contains(&"SetFVF".to_string()),
        "{first:?}"
    );
    assert!(
        first
            .blocked_by
            .iter()
            .any(|a| a.starts_with("DrawPrimitive") && a.contains("stream")),
        "{first:?}"
    );
    // The pixel is still read and reported.
    assert_eq!(first.got.as_deref(), Some("0xffff0000"));
    // A whole clear made without taints leaves nothing of the failure.
    assert_eq!(r.results[1].status, Status::Pass, "{:?}", r.results[1]);
}

#[test]
fn state_the_probe_does_not_depend_on_leaves_it_alone() {
    // A texture-stage state matters only to draws without a pixel shader
    // (or ps_1_x for the bump/projection states); a ps_2_0 draw is fine.
    // Stage 9 does not exist: the call fails and leaves the state wrong.
    let mut steps = shader_setup();
    steps.extend([
        r#"{"call":"SetTextureStageState","stage":9,"state":"D3DTSS_COLOROP","value":2}"#.into(),
        clear("0xffff0000"),
        quad_draw(),
        probe(0, 32, 16, "0x0000ff00"),
        r#"{"call":"SetPixelShader","shader":null}"#.into(),
        quad_draw(),
        probe(1, 32, 16, "0x0000ff00"),
    ]);
    let r = replay(&steps);
    assert_eq!(r.results[0].status, Status::Pass, "{:?}", r.results[0]);
    assert_eq!(r.results[1].status, Status::Error, "{:?}", r.results[1]);
    assert!(
        r.results[1]
            .blocked_by
            .contains(&"SetTextureStageState".to_string())
    );
}

#[test]
fn expected_failures_must_fail_with_a_listed_hresult_and_change_nothing() {
    let steps = [
        clear("0xffff0000"),
        // NULL surface: D3DERR_INVALIDCALL, as the trace expects.
        r#"{"call":"ColorFill","surface":null,"rect":null,"color":"0xff00ff00","expected_hr":["0x8876086c"]}"#.into(),
        // Nested BeginScene fails in D3D9.
        r#"{"call":"BeginScene"}"#.into(),
        r#"{"call":"BeginScene","expected_hr":["0x8876086c"]}"#.into(),
        r#"{"call":"EndScene"}"#.into(),
        probe(0, 3, 3, "0x00ff0000"),
        // A call that must fail but succeeds here taints what follows.
        r#"{"call":"ColorFill","surface":"backbuffer","rect":null,"color":"0xff0000ff","expected_hr":["0x8876086c"]}"#.into(),
        probe(1, 3, 3, "0x000000ff"),
    ];
    let r = replay(&steps);
    assert_eq!(r.results[0].status, Status::Pass, "{:?}", r.results[0]);
    assert_eq!(r.results[1].status, Status::Error);
    assert_eq!(r.results[1].blocked_by, ["ColorFill failure cases"]);
    assert_eq!(r.failed_steps.len(), 1, "{:?}", r.failed_steps);
}

/// Enum fields holding a number D3D9 has no name for (Wine's tests pass
/// `D3DFORMAT 0xdeadbeef`, invalid pools, filters, states deliberately):
/// the trace reads, and each call gets D3D9's answer, D3DERR_INVALIDCALL,
/// with nothing changed.
#[test]
fn raw_enum_values_get_d3d9_s_answer() {
    let invalid = r#""expected_hr":["0x8876086c"]"#;
    let steps = [
        clear("0xffff0000"),
        format!(
            r#"{{"call":"CreateTexture","id":"t0","width":4,"height":4,"levels":1,"format":3735928559,"usage":[],"pool":"D3DPOOL_MANAGED",{invalid}}}"#
        ),
        format!(
            r#"{{"call":"CreateTexture","id":"t1","width":4,"height":4,"levels":1,"format":"A8R8G8B8","usage":[],"pool":"0x1234",{invalid}}}"#
        ),
        r#"{"call":"CreateOffscreenPlainSurface","id":"s0","width":8,"height":8,"format":"A8R8G8B8","multisample":"D3DMULTISAMPLE_NONE","pool":"D3DPOOL_SYSTEMMEM"}"#.to_string(),
        format!(
            r#"{{"call":"StretchRect","src":"s0","src_rect":null,"dst":"backbuffer","dst_rect":null,"filter":47839,{invalid}}}"#
        ),
        format!(r#"{{"call":"SetRenderState","state":1000,"value":0,{invalid}}}"#),
        format!(r#"{{"call":"SetSamplerState","sampler":0,"state":200,"value":1,{invalid}}}"#),
        format!(r#"{{"call":"DrawPrimitive","type":99,"start_vertex":0,"count":1,{invalid}}}"#),
        probe(0, 3, 3, "0x00ff0000"),
        // A number D3D9 names is that value.
        r#"{"call":"ColorFill","surface":"backbuffer","rect":null,"color":"0xff00ff00"}"#.into(),
        r#"{"call":"SetRenderState","state":7,"value":0}"#.into(),
        probe(1, 3, 3, "0x0000ff00"),
    ];
    let r = replay(&steps);
    assert!(r.failed_steps.is_empty(), "{:?}", r.failed_steps);
    assert_eq!(r.results[0].status, Status::Pass, "{:?}", r.results[0]);
    assert_eq!(r.results[1].status, Status::Pass, "{:?}", r.results[1]);
    // Without expected_hr the failure is reported with its reason.
    let r = replay(&[r#"{"call":"SetRenderState","state":1000,"value":0}"#.into()]);
    let f = &r.failed_steps[0];
    assert!(f.reason.contains("D3DRENDERSTATETYPE 0x3e8"), "{f:?}");
}

#[test]
fn uncreated_objects_pass_their_failure_on() {
    let steps = [
        clear("0xffff0000"),
        // D3D9 has no managed offscreen plain surfaces: the creation fails.
        r#"{"call":"CreateOffscreenPlainSurface","id":"s0","width":8,"height":8,"format":"A8R8G8B8","multisample":"D3DMULTISAMPLE_NONE","pool":"D3DPOOL_MANAGED"}"#.into(),
        r#"{"call":"StretchRect","src":"s0","src_rect":null,"dst":"backbuffer","dst_rect":null,"filter":"D3DTEXF_NONE"}"#.into(),
        probe(0, 3, 3, "0x00ff0000"),
        r#"{"call":"SetTexture","stage":0,"texture":"t9"}"#.into(),
    ];
    let r = replay(&steps);
    let p = &r.results[0];
    assert_eq!(p.status, Status::Error);
    assert_eq!(
        p.blocked_by,
        ["CreateOffscreenPlainSurface(A8R8G8B8, Managed)"],
        "{p:?}"
    );
    // An id that names nothing is D3DERR_INVALIDCALL.
    let last = r.failed_steps.last().unwrap();
    assert_eq!(last.call, "SetTexture");
    assert!(last.reason.starts_with("D3DERR_INVALIDCALL"), "{last:?}");
}

#[test]
fn present_hands_out_the_back_buffer_as_rgba() {
    let (_, frames) = replay_with_frames(&[clear("0xff0000ff"), r#"{"call":"Present"}"#.into()]);
    // One at Present, one at the end (render target 0).
    assert_eq!(frames.len(), 2);
    let f = &frames[0];
    assert_eq!((f.label.as_str(), f.width, f.height), ("present", 64, 32));
    assert_eq!(&f.rgba[..4], &[0, 0, 255, 255]);
    assert_eq!(frames[1].label, "end-rt0");
}

#[test]
fn whole_surface_probes_report_the_first_differing_pixel() {
    let rect_probe = |i: u32, expected: &str| {
        format!(
            r#"{{"call":"Probe","probe_index":{i},"rect":[0,0,64,32],"surface":"backbuffer","read":"check_rt_color","expected":"{expected}","max_diff":0,"channels":"rgb","source_line":1,"todo_wine":false}}"#
        )
    };
    let r = replay(&[
        clear("0xff00ff00"),
        rect_probe(0, "0x0000ff00"),
        r#"{"call":"Clear","rects":[[10,5,12,7]],"flags":["D3DCLEAR_TARGET"],"color":"0xffff0000","z":1,"stencil":0}"#.into(),
        rect_probe(1, "0x0000ff00"),
    ]);
    assert_eq!(r.results[0].status, Status::Pass);
    assert_eq!(r.results[0].got.as_deref(), Some("0x0000ff00"));
    assert_eq!(r.results[1].status, Status::Fail);
    assert_eq!(r.results[1].got.as_deref(), Some("0xffff0000"));
    assert!(
        r.results[1].detail.contains("(10, 5)"),
        "{}",
        r.results[1].detail
    );
}

/// ps_2_0: dcl v0; mov oC0, v0 (the vertex colour).
const PS_COLOR: &str = r#"{"call":"CreatePixelShader","id":"ps1","version":"ps_2_0","tokens":["0xffff0200","0x0200001f","0x80000000","0x900f0000","0x02000001","0x800f0800","0x90e40000","0x0000ffff"],"opcodes":["dcl","mov"]}"#;

/// A full-target quad whose vertices have colour `argb`.
fn quad_colored(argb: u32) -> String {
    let mut hex = String::new();
    for (x, y) in [(-1.0f32, -1.0f32), (-1.0, 1.0), (1.0, -1.0), (1.0, 1.0)] {
        for f in [x, y, 0.5] {
            hex.push_str(&hex_of(&f.to_le_bytes()));
        }
        hex.push_str(&hex_of(&argb.to_le_bytes()));
    }
    format!(
        r#"{{"call":"DrawPrimitiveUP","type":"D3DPT_TRIANGLESTRIP","count":2,"stride":16,"vertex_count":4,"data_hex":"{hex}"}}"#
    )
}

#[test]
fn each_user_pointer_draw_uses_its_own_vertices() {
    let mut steps = shader_setup();
    steps.extend([
        PS_COLOR.to_string(),
        r#"{"call":"SetPixelShader","shader":"ps1"}"#.into(),
        clear("0xff000000"),
        quad_colored(0xffff_0000),
        probe(0, 32, 16, "0x00ff0000"),
        clear("0xff000000"),
        quad_colored(0xff00_ff00),
        probe(1, 32, 16, "0x0000ff00"),
    ]);
    let r = replay(&steps);
    assert_eq!(r.results[0].status, Status::Pass, "{:?}", r.results[0]);
    assert_eq!(r.results[1].status, Status::Pass, "{:?}", r.results[1]);
}

/// A YUY2 surface written through `SurfaceData` and stretched over the
/// back buffer: Y 235 with neutral chroma is white, Y 16 black.
#[test]
fn yuv_surface_data_is_stretched_to_rgb() {
    let steps = [
        clear("0xffff0000"),
        r#"{"call":"CreateOffscreenPlainSurface","id":"s0","width":2,"height":1,"format":"YUY2","multisample":"D3DMULTISAMPLE_NONE","pool":"D3DPOOL_DEFAULT"}"#.into(),
        r#"{"call":"SurfaceData","surface":"s0","width":2,"height":1,"format":"YUY2","row_pitch":4,"data_hex":"eb801080"}"#.into(),
        r#"{"call":"StretchRect","src":"s0","src_rect":null,"dst":"backbuffer","dst_rect":null,"filter":"D3DTEXF_POINT"}"#.into(),
        probe(0, 3, 3, "0x00ffffff"),
        probe(1, 60, 3, "0x00000000"),
    ];
    let r = replay(&steps);
    for p in &r.results {
        assert_eq!(p.status, Status::Pass, "{p:?}");
    }
}

/// `SurfaceData` holds `row_pitch` x `height` bytes: for a planar YUV
/// surface only the Y plane, so the step fails naming the chroma planes
/// and the probes of the copy are errors.
#[test]
fn planar_yuv_surface_data_without_chroma_is_an_error() {
    let steps = [
        clear("0xffff0000"),
        r#"{"call":"CreateOffscreenPlainSurface","id":"s0","width":2,"height":2,"format":"NV12","multisample":"D3DMULTISAMPLE_NONE","pool":"D3DPOOL_DEFAULT"}"#.into(),
        r#"{"call":"SurfaceData","surface":"s0","width":2,"height":2,"format":"NV12","row_pitch":8,"data_hex":"eb000000000000000000000000000000"}"#.into(),
        r#"{"call":"StretchRect","src":"s0","src_rect":null,"dst":"backbuffer","dst_rect":null,"filter":"D3DTEXF_POINT"}"#.into(),
        probe(0, 3, 3, "0x00ffffff"),
    ];
    let r = replay(&steps);
    assert_eq!(r.results[0].status, Status::Error, "{:?}", r.results[0]);
    assert!(
        r.failed_steps[0].reason.contains("chroma"),
        "{:?}",
        r.failed_steps
    );
}

/// The present hook runs once per `Present` that succeeded, with frames
/// read back or not, and sees the device after the frame's draws.
#[test]
fn the_present_hook_marks_every_frame_without_readback() {
    use std::sync::{Arc, Mutex};
    let mut steps = shader_setup();
    for _ in 0..3 {
        steps.push(clear("0xff000000"));
        steps.push(r#"{"call":"BeginScene"}"#.into());
        steps.push(quad_draw());
        steps.push(r#"{"call":"EndScene"}"#.into());
        steps.push(r#"{"call":"Present"}"#.into());
    }
    let mut all = vec![DEVICE.to_string()];
    all.extend(steps);
    let text = format!(r#"{{"function":"own","steps":[{}]}}"#, all.join(","));
    let trace = Trace::from_slice(text.as_bytes()).expect("test trace reads");
    let gpu = Gpu::from_env().expect("a wgpu adapter (install mesa-vulkan-drivers)");
    for frames in [false, true] {
        let draws = Arc::new(Mutex::new(Vec::new()));
        let seen = draws.clone();
        let replayer = Replayer::new(gpu.clone())
            .with_frames(frames)
            .with_present_hook(move |d| seen.lock().unwrap().push(d.batch_stats().draws));
        let mut read_back = 0;
        let report = replayer.run("own", &trace, &mut |_| read_back += 1);
        assert!(report.failed_steps.is_empty(), "{:?}", report.failed_steps);
        assert_eq!(
            *draws.lock().unwrap(),
            vec![1, 2, 3],
            "frames read back: {frames}"
        );
        assert_eq!(read_back > 0, frames);
    }
}
