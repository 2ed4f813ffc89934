//! Capture: a device writing the calls it receives as a trace. A trace is
//! replayed with the replaying device capturing; the capture, replayed,
//! must give the same pixels in every frame (each `Present` and each
//! render target at the end), and must itself capture to the same steps.

use std::path::Path;

use ninebridge_d3d9::Gpu;
use ninebridge_replay::{Frame, Replayer};
use ninebridge_trace::{Call, Trace};

fn gpu() -> Gpu {
    Gpu::from_env().expect("a wgpu adapter (install mesa-vulkan-drivers)")
}

fn frames_of(
    replayer: &Replayer,
    case: &str,
    trace: &Trace,
) -> (Vec<Frame>, Option<Result<std::path::PathBuf, String>>) {
    let mut frames = Vec::new();
    let report = replayer.run(case, trace, &mut |f| frames.push(f));
    (frames, report.captured)
}

/// Replays `trace` capturing into `dir`, replays the capture, and compares
/// every frame; returns the capture.
fn round_trip(gpu: &Gpu, case: &str, trace: &Trace, dir: &Path) -> Result<Trace, String> {
    let capturing = Replayer::new(gpu.clone()).with_capture(dir);
    let (original, captured) = frames_of(&capturing, case, trace);
    let path = captured
        .ok_or("no capture was made")?
        .map_err(|e| format!("capture failed: {e}"))?;
    let capture = Trace::read_file(&path).map_err(|e| format!("the capture does not read: {e}"))?;
    let (again, _) = frames_of(&Replayer::new(gpu.clone()), case, &capture);
    if original.len() != again.len() {
        return Err(format!(
            "{} frames, the capture replayed gives {}",
            original.len(),
            again.len()
        ));
    }
    for (a, b) in original.iter().zip(&again) {
        if (a.label.as_str(), a.width, a.height) != (b.label.as_str(), b.width, b.height) {
            return Err(format!(
                "frame {} {}x{} is {} {}x{} in the capture",
                a.label, a.width, a.height, b.label, b.width, b.height
            ));
        }
        if let Some(i) =
            (0..a.rgba.len() / 4).find(|&i| a.rgba[i * 4..i * 4 + 4] != b.rgba[i * 4..i * 4 + 4])
        {
            return Err(format!(
                "frame {}: pixel ({}, {}) is {:?}, {:?} in the capture",
                a.label,
                i as u32 % a.width,
                i as u32 / a.width,
                &a.rgba[i * 4..i * 4 + 4],
                &b.rgba[i * 4..i * 4 + 4]
            ));
        }
    }
    Ok(capture)
}

fn demo_scene() -> Trace {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../assets/demo/scene.json");
    Trace::read_file(&path).unwrap()
}

#[test]
fn the_demo_scene_captured_replays_to_the_same_pixels() {
    let gpu = gpu();
    let dir = tempfile::tempdir().unwrap();
    let scene = demo_scene();
    let capture = round_trip(&gpu, "demo", &scene, dir.path()).unwrap();

    // The capture says what the scene did, in the same order.
    let names = |t: &Trace| -> Vec<&'static str> {
        t.steps
            .iter()
            .map(|s| s.call.name())
            .filter(|&n| n != "Probe")
            .collect()
    };
    let count = |t: &Trace, name: &str| names(t).iter().filter(|&&n| n == name).count();
    for call in [
        "CreateTexture",
        "SetTexture",
        "DrawPrimitiveUP",
        "SetRenderTarget",
        "Present",
        "SetPixelShaderConstantF",
    ] {
        assert_eq!(count(&capture, call), count(&scene, call), "{call}");
    }
    // Contents arrive at unlock, one TextureData a written level.
    assert_eq!(
        count(&capture, "TextureData"),
        count(&scene, "TextureData"),
        "TextureData"
    );
    assert!(matches!(capture.steps[0].call, Call::CreateDevice(_)));
    assert_eq!(capture.render_target, scene.render_target);
    assert_eq!(capture.info["recording"]["by"], "ninebridge capture");

    // A capture of the capture is the same steps.
    let dir2 = tempfile::tempdir().unwrap();
    let again = round_trip(&gpu, "demo", &capture, dir2.path()).unwrap();
    assert_eq!(again.steps, capture.steps);
}

#[test]
fn a_failed_call_is_captured_with_its_hresult() {
    use ninebridge_d3d9::{BytecodeTranslator, Device, Format, Pool, PresentParameters, Usage};
    use ninebridge_types::{CreateFlags, HResult};
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("failed.json");
    let mut device = Device::new(gpu(), Box::new(BytecodeTranslator::default()));
    device.capture_calls(&path).unwrap();
    let params = PresentParameters::windowed(16, 16, Format::X8R8G8B8, None);
    device
        .make_implicit_surfaces(&params, CreateFlags::HARDWARE_VERTEXPROCESSING)
        .unwrap();
    // EndScene outside a scene, and a texture of 0 width, both invalid.
    assert!(device.end_scene().is_err());
    assert!(
        device
            .create_texture(0, 4, 1, Usage::empty(), Format::A8R8G8B8, Pool::Managed)
            .is_err()
    );
    device.begin_scene().unwrap();
    device.end_scene().unwrap();
    assert!(!path.exists(), "the file appears when the capture ends");
    device.flush_trace().unwrap();
    let t = Trace::read_file(&path).unwrap();
    let calls: Vec<_> = t.steps.iter().map(|s| s.call.name()).collect();
    assert_eq!(
        calls,
        [
            "CreateDevice",
            "EndScene",
            "CreateTexture",
            "BeginScene",
            "EndScene"
        ]
    );
    let hr = |i: usize| t.steps[i].expected_hr.clone();
    assert_eq!(hr(1), Some(vec![HResult::D3DERR_INVALIDCALL]));
    assert_eq!(hr(2), Some(vec![HResult::D3DERR_INVALIDCALL]));
    assert_eq!(hr(3), None);
    // Replayed, the failures fail as recorded: no failed step.
    let report = Replayer::new(gpu()).run("failed", &t, &mut |_| {});
    assert!(report.failed_steps.is_empty(), "{:?}", report.failed_steps);
    drop(device);
    assert_eq!(Trace::read_file(&path).unwrap().steps.len(), 5);
}

#[test]
fn wine_cases_captured_replay_to_the_same_pixels() {
    let Some(dir) = ninebridge_testutil::shared_subdir(
        "wine_cases_captured_replay_to_the_same_pixels",
        "conformance/wine-visual/cases",
    ) else {
        return;
    };
    let gpu = gpu();
    let out = tempfile::tempdir().unwrap();
    let mut failures = Vec::new();
    let mut cases = 0;
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "json"))
        .collect();
    files.sort();
    for path in files {
        let Ok(trace) = Trace::read_file(&path) else {
            continue;
        };
        let case = path.file_stem().unwrap().to_string_lossy().into_owned();
        cases += 1;
        if let Err(e) = round_trip(&gpu, &case, &trace, out.path()) {
            failures.push(format!("{case}: {e}"));
        }
    }
    assert!(cases >= 70, "{cases} cases read");
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// A cube face as a render target: the capture names the face's surface
/// (`t.fN.lM`), and the replay makes it with `GetCubeMapSurface`, so the
/// clear lands on that face and nothing fails.
#[test]
fn a_cube_face_render_target_replays_through_get_cube_map_surface() {
    use ninebridge_d3d9::{
        BytecodeTranslator, ClearFlags, CubeFace, Device, Format, Pool, PresentParameters, Usage,
    };
    use ninebridge_types::CreateFlags;
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("cube.json");
    let mut device = Device::new(gpu(), Box::new(BytecodeTranslator::default()));
    device.capture_calls(&path).unwrap();
    let params = PresentParameters::windowed(8, 8, Format::X8R8G8B8, None);
    device
        .make_implicit_surfaces(&params, CreateFlags::HARDWARE_VERTEXPROCESSING)
        .unwrap();
    let cube = device
        .create_cube_texture(8, 1, Usage::RENDERTARGET, Format::A8R8G8B8, Pool::Default)
        .unwrap();
    let face = device
        .get_cube_map_surface(cube, CubeFace::NegativeY, 0)
        .unwrap();
    device.set_render_target(0, Some(face)).unwrap();
    device
        .clear(&[], ClearFlags::TARGET, 0xff20_4080, 1.0, 0)
        .unwrap();
    device.flush_trace().unwrap();
    let t = Trace::read_file(&path).unwrap();
    let mut frames = Vec::new();
    let report = Replayer::new(gpu()).run("cube", &t, &mut |f| frames.push(f));
    assert!(report.failed_steps.is_empty(), "{:?}", report.failed_steps);
    let rt = frames
        .iter()
        .find(|f| f.label == "end-rt0")
        .expect("render target 0 at the end");
    assert_eq!((rt.width, rt.height), (8, 8));
    assert_eq!(
        &rt.rgba[..4],
        &[0x20, 0x40, 0x80, 0xff],
        "the face's clear colour"
    );
}

/// A draw made while the application holds its vertex buffer locked reads
/// what was written so far; the capture records those bytes (BufferData)
/// before the draw, so the replay draws the same triangle.
#[test]
fn a_draw_from_a_locked_buffer_captures_the_bytes_first() {
    use ninebridge_d3d9::{
        BytecodeTranslator, Device, Format, Fvf, LockFlags, Pool, PresentParameters, PrimitiveType,
        Usage,
    };
    use ninebridge_types::CreateFlags;
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("locked.json");
    let mut device = Device::new(gpu(), Box::new(BytecodeTranslator::default()));
    device.capture_calls(&path).unwrap();
    let params = PresentParameters::windowed(8, 8, Format::X8R8G8B8, None);
    device
        .make_implicit_surfaces(&params, CreateFlags::HARDWARE_VERTEXPROCESSING)
        .unwrap();
    // XYZRHW | DIFFUSE: 20 bytes a vertex, a triangle over the target.
    device.set_fvf(Fvf::from_d3d(0x44)).unwrap();
    let vb = device
        .create_vertex_buffer(60, Usage::DYNAMIC | Usage::WRITEONLY, 0, Pool::Default)
        .unwrap();
    device.set_stream_source(0, Some(vb), 0, 20).unwrap();
    let mut data = Vec::new();
    for (x, y) in [(0.0f32, 0.0f32), (32.0, 0.0), (0.0, 32.0)] {
        for f in [x, y, 0.5, 1.0] {
            data.extend(f.to_le_bytes());
        }
        data.extend(0xff00_ff00u32.to_le_bytes());
    }
    device
        .lock_vertex_buffer(vb, 0, 0, LockFlags::NOOVERWRITE)
        .unwrap()
        .copy_from_slice(&data);
    device.begin_scene().unwrap();
    device
        .draw_primitive(PrimitiveType::TriangleList, 0, 1)
        .unwrap();
    device.end_scene().unwrap();
    device.unlock_vertex_buffer(vb).unwrap();
    device.flush_trace().unwrap();
    let t = Trace::read_file(&path).unwrap();
    let calls: Vec<_> = t.steps.iter().map(|s| s.call.name()).collect();
    let data_at = calls.iter().position(|&c| c == "BufferData");
    let draw_at = calls.iter().position(|&c| c == "DrawPrimitive");
    assert!(
        data_at.is_some() && data_at < draw_at,
        "BufferData before the draw: {calls:?}"
    );
    let mut frames = Vec::new();
    let report = Replayer::new(gpu()).run("locked", &t, &mut |f| frames.push(f));
    assert!(report.failed_steps.is_empty(), "{:?}", report.failed_steps);
    let rt = frames
        .iter()
        .find(|f| f.label == "end-rt0")
        .expect("render target 0 at the end");
    assert_eq!(&rt.rgba[..4], &[0, 0xff, 0, 0xff], "the triangle's green");
}

/// The device state the C ABI kept before it moved into the device
/// (palettes, clip status, gamma ramps, the cursor) is captured, replays
/// without a failure, and captures again to the same steps; a palette
/// made current while a state block records is not a device call.
#[test]
fn palettes_clip_status_gamma_and_cursor_are_captured_and_replayed() {
    use ninebridge_d3d9::{BytecodeTranslator, Device, Format, Pool, PresentParameters};
    use ninebridge_types::CreateFlags;
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("state.json");
    let mut device = Device::new(gpu(), Box::new(BytecodeTranslator::default()));
    device.capture_calls(&path).unwrap();
    let params = PresentParameters::windowed(16, 16, Format::X8R8G8B8, None);
    device
        .make_implicit_surfaces(&params, CreateFlags::HARDWARE_VERTEXPROCESSING)
        .unwrap();
    let palette: [[u8; 4]; 256] = std::array::from_fn(|i| [i as u8, 2, 3, 0xff]);
    device.set_palette_entries(7, &palette).unwrap();
    assert!(device.set_current_texture_palette(8).is_err(), "never set");
    device.set_current_texture_palette(7).unwrap();
    device.begin_state_block().unwrap();
    device.set_current_texture_palette(7).unwrap();
    let block = device.end_state_block().unwrap();
    device.release_state_block(block).unwrap();
    device.set_clip_status([1, 2]);
    let ramp: [u16; 768] = std::array::from_fn(|i| i as u16);
    device.set_gamma_ramp(0, &ramp);
    let cursor = device
        .create_offscreen_plain_surface(32, 32, Format::A8R8G8B8, Pool::Default)
        .unwrap();
    device
        .set_cursor_properties((3, 4), cursor, (64, 64))
        .unwrap();
    device.set_cursor_position(5, 6);
    assert!(!device.show_cursor(true));
    device.flush_trace().unwrap();
    let t = Trace::read_file(&path).unwrap();
    let calls: Vec<_> = t.steps.iter().map(|s| s.call.name()).collect();
    assert_eq!(
        calls[1..],
        [
            "SetPaletteEntries",
            "SetCurrentTexturePalette",
            "SetCurrentTexturePalette",
            "SetClipStatus",
            "SetGammaRamp",
            "CreateOffscreenPlainSurface",
            "SetCursorProperties",
            "SetCursorPosition",
            "ShowCursor",
        ]
    );
    let out = tempfile::tempdir().unwrap();
    let report = Replayer::new(gpu())
        .with_capture(out.path())
        .run("state", &t, &mut |_| {});
    assert!(report.failed_steps.is_empty(), "{:?}", report.failed_steps);
    let again = Trace::read_file(&report.captured.unwrap().unwrap()).unwrap();
    assert_eq!(again.steps, t.steps);
}
