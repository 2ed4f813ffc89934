//! The capture layer: a call the application makes is one step, whatever
//! device methods it runs inside (`Reset` making surfaces, a `*UP` draw
//! filling a vertex buffer, `UnlockRect` of a texture level's surface
//! through the texture's, `ColorFill` through `ColorFill` of a rectangle);
//! a state block's `Apply`, which has no step, is the `Set*` calls it makes;
//! setters recorded into a block leave nothing.

use ninebridge_d3d9::{
    BytecodeTranslator, Device, Format, Gpu, LockFlags, Pool, PresentParameters, PrimitiveType,
    RenderState, TransformState, Usage,
};
use ninebridge_replay::Replayer;
use ninebridge_trace::{Call, Trace};
use ninebridge_types::{CreateFlags, Fvf};

fn gpu() -> Gpu {
    Gpu::from_env().expect("a wgpu adapter (install mesa-vulkan-drivers)")
}

fn matrix(scale: f32) -> [[f32; 4]; 4] {
    let mut m = [[0.0; 4]; 4];
    for (i, row) in m.iter_mut().enumerate() {
        row[i] = if i == 3 { 1.0 } else { scale };
    }
    m
}

#[test]
fn a_call_is_one_step_whatever_it_runs_inside() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("nested.json");
    let mut d = Device::new(gpu(), Box::new(BytecodeTranslator::default()));
    d.capture_calls(&path).unwrap();
    let params = PresentParameters::windowed(16, 16, Format::X8R8G8B8, Some(Format::D24S8));
    // The back buffer and depth-stencil surface are made and bound through
    // the device's own methods: the trace has CreateDevice only.
    d.make_implicit_surfaces(&params, CreateFlags::HARDWARE_VERTEXPROCESSING)
        .unwrap();

    // Recorded into a block: no step.
    d.begin_state_block().unwrap();
    d.set_render_state(RenderState::Lighting, 0);
    d.set_transform(TransformState::WORLD, matrix(2.0));
    let block = d.end_state_block().unwrap();
    // Not recorded by a block (it goes to the device): one step.
    d.multiply_transform(TransformState::WORLD, matrix(3.0));
    // Apply: the Set* calls of what the block holds.
    d.apply_state_block(block).unwrap();
    d.release_state_block(block).unwrap();

    // UnlockRect of a level's surface runs the texture's UnlockRect: one
    // TextureData.
    let t = d
        .create_texture(4, 4, 1, Usage::empty(), Format::A8R8G8B8, Pool::Managed)
        .unwrap();
    let level = d.get_surface_level(t, 0).unwrap();
    d.lock_surface_rect(level, None, LockFlags::empty())
        .unwrap()
        .bits
        .fill(0x80);
    d.unlock_surface_rect(level).unwrap();

    // ColorFill runs ColorFill of the whole rectangle: one step.
    let plain = d
        .create_offscreen_plain_surface(8, 8, Format::A8R8G8B8, Pool::Default)
        .unwrap();
    d.color_fill(plain, 0xff00_ff00).unwrap();
    d.release_surface(plain).unwrap();

    // A *UP draw makes, fills and releases a vertex buffer: one step.
    d.set_fvf(Fvf::from_d3d(0x44)).unwrap(); // XYZRHW | DIFFUSE
    d.begin_scene().unwrap();
    let vertex = |x: f32, y: f32| -> Vec<u8> {
        [x, y, 0.5, 1.0]
            .iter()
            .flat_map(|f| f.to_le_bytes())
            .chain(0xffff_0000u32.to_le_bytes())
            .collect()
    };
    let vertices: Vec<u8> = [(0.0, 0.0), (16.0, 0.0), (0.0, 16.0)]
        .iter()
        .flat_map(|&(x, y)| vertex(x, y))
        .collect();
    d.draw_primitive_up(PrimitiveType::TriangleList, 1, &vertices, 20)
        .unwrap();
    d.end_scene().unwrap();

    // Reset makes and binds new implicit surfaces: no step (left out).
    d.release_texture(t).unwrap();
    d.reset(&params).unwrap();
    d.present().unwrap();

    d.flush_trace().unwrap();
    let trace = Trace::read_file(&path).unwrap();
    let names: Vec<&str> = trace.steps.iter().map(|s| s.call.name()).collect();
    assert_eq!(
        names,
        [
            "CreateDevice",
            "MultiplyTransform",
            "SetRenderState",
            "SetTransform",
            "CreateTexture",
            "TextureData",
            "CreateOffscreenPlainSurface",
            "ColorFill",
            "SetFVF",
            "BeginScene",
            "DrawPrimitiveUP",
            "EndScene",
            "Present",
        ]
    );
    let step = |name: &str| {
        &trace
            .steps
            .iter()
            .find(|s| s.call.name() == name)
            .unwrap()
            .call
    };
    // Apply sets the block's values: LIGHTING 0 and the world matrix
    // recorded (2), not the device's product (6).
    match step("SetRenderState") {
        Call::SetRenderState(s) => {
            assert_eq!((s.state.get(), s.value), (Ok(RenderState::Lighting), 0));
        }
        other => panic!("{other:?}"),
    }
    for (name, scale) in [("MultiplyTransform", 3.0), ("SetTransform", 2.0)] {
        let (Call::MultiplyTransform(m) | Call::SetTransform(m)) = step(name) else {
            panic!("{name}")
        };
        assert_eq!(m.state, TransformState::WORLD, "{name}");
        assert_eq!(
            (m.matrix[0].0, m.matrix[5].0, m.matrix[15].0),
            (scale, scale, 1.0)
        );
    }
    match step("ColorFill") {
        Call::ColorFill(f) => assert_eq!((f.rect, f.color.0), (None, 0xff00_ff00)),
        other => panic!("{other:?}"),
    }
    match step("TextureData") {
        Call::TextureData(data) => assert_eq!((data.level, data.width, data.height), (0, 4, 4)),
        other => panic!("{other:?}"),
    }
    assert!(trace.steps.iter().all(|s| s.expected_hr.is_none()));
    let stats = d.capture_stats();
    assert_eq!((stats.steps, stats.left_out), (13, 1), "Reset is left out");

    // The capture replays without a failed step.
    let report = Replayer::new(gpu()).run("nested", &trace, &mut |_| {});
    assert!(report.failed_steps.is_empty(), "{:?}", report.failed_steps);
}
