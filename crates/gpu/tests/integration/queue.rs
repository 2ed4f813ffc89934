//! The queue behind a render thread (`Gpu::with_render_thread`) keeps the
//! order, the results and the errors of the inline queue.

use ninebridge_gpu::{Gpu, GpuError, wgpu};

fn gpu() -> Gpu {
    Gpu::from_env().expect("a wgpu adapter (install mesa-vulkan-drivers)")
}

fn buffer(gpu: &Gpu, usage: wgpu::BufferUsages) -> wgpu::Buffer {
    gpu.device().create_buffer(&wgpu::BufferDescriptor {
        label: None,
        size: 4,
        usage,
        mapped_at_creation: false,
    })
}

/// The four bytes of `b` (MAP_READ), read after everything sent so far.
fn read(gpu: &Gpu, b: &wgpu::Buffer) -> [u8; 4] {
    let (sender, receiver) = std::sync::mpsc::channel();
    gpu.queue()
        .map_async(b, 0..4, wgpu::MapMode::Read, move |r| {
            let _ = sender.send(r);
        });
    gpu.wait_idle().expect("the queue drains");
    receiver.recv().unwrap().expect("the buffer maps");
    let bytes: [u8; 4] = b.slice(..).get_mapped_range().unwrap()[..4]
        .try_into()
        .unwrap();
    b.unmap();
    bytes
}

/// Writes 1 to a source buffer, copies it out, writes 2, copies it out
/// again: each copy sees the write sent before it and not the one after.
fn write_copy_write_copy(gpu: &Gpu) -> ([u8; 4], [u8; 4]) {
    use wgpu::BufferUsages as U;
    let source = buffer(gpu, U::COPY_DST | U::COPY_SRC);
    let first = buffer(gpu, U::COPY_DST | U::MAP_READ);
    let second = buffer(gpu, U::COPY_DST | U::MAP_READ);
    // The render thread runs nothing until both pairs are sent: a write
    // that went around it would land before the first copy.
    let held = gpu.queue().pause();
    for (value, out) in [(1u8, &first), (2, &second)] {
        gpu.queue().write_buffer(&source, 0, &[value; 4]);
        let mut encoder = gpu.device().create_command_encoder(&Default::default());
        encoder.copy_buffer_to_buffer(&source, 0, out, 0, 4);
        gpu.submit_encoder("copy", encoder).expect("a valid copy");
    }
    drop(held);
    (read(gpu, &first), read(gpu, &second))
}

/// The render thread with no finisher and with two (what machines of 2
/// and of 8 or more cores get).
fn threaded_variants(gpu: &Gpu) -> [Gpu; 2] {
    [0, 2].map(|n| {
        gpu.with_render_thread_and_finishers(n)
            .expect("the threads start")
    })
}

#[test]
fn writes_and_submissions_keep_their_order_on_the_render_thread() {
    let inline = gpu();
    for threaded in threaded_variants(&inline) {
        order_kept(&inline, &threaded);
    }
}

fn order_kept(inline: &Gpu, threaded: &Gpu) {
    assert!(!inline.queue().is_threaded());
    assert!(threaded.queue().is_threaded());
    let expected = ([1; 4], [2; 4]);
    assert_eq!(write_copy_write_copy(inline), expected);
    assert_eq!(write_copy_write_copy(threaded), expected);
    let stats = threaded.queue().stats();
    assert!(stats.threaded);
    assert_eq!(stats.encoders, 2);
    // A pause, two writes, two encoders, two mappings, and the two waits'
    // fences.
    assert_eq!(stats.operations, 9);
    assert_eq!(stats.bytes_copied, 8);
    assert_eq!(stats.syncs, 2);
    assert_eq!(stats.errors, 0);
    assert_eq!(inline.queue().stats(), Default::default());
    assert!(inline.queue().pause().is_none());
}

#[test]
fn an_error_on_the_render_thread_reaches_the_next_call_that_reports() {
    let gpu = gpu().with_render_thread().expect("a thread starts");
    let small = buffer(&gpu, wgpu::BufferUsages::COPY_DST);
    // Eight bytes at offset 4 of a 4-byte buffer: wgpu's validation fails
    // on the thread, not here.
    gpu.queue().write_buffer(&small, 4, &[0; 8]);
    let err = gpu.queue().sync().expect_err("the write was invalid");
    assert!(
        matches!(
            err,
            GpuError::Validation {
                what: "queue.write_buffer",
                ..
            }
        ),
        "{err:?}"
    );
    assert_eq!(gpu.queue().stats().errors, 1);
    // Reported once; the thread goes on.
    gpu.queue().sync().expect("nothing new went wrong");
    assert_eq!(write_copy_write_copy(&gpu), ([1; 4], [2; 4]));
}

#[test]
fn an_invalid_encoder_fails_on_the_thread_and_the_next_submission_says_so() {
    for gpu in threaded_variants(&gpu()) {
        invalid_encoder_reported(&gpu);
    }
}

fn invalid_encoder_reported(gpu: &Gpu) {
    use wgpu::BufferUsages as U;
    let source = buffer(gpu, U::COPY_DST);
    let out = buffer(gpu, U::COPY_DST | U::MAP_READ);
    // The source lacks COPY_SRC: the encoder's finish fails.
    let mut encoder = gpu.device().create_command_encoder(&Default::default());
    encoder.copy_buffer_to_buffer(&source, 0, &out, 0, 4);
    let sent = gpu.submit_encoder("bad copy", encoder);
    let next = gpu.submit(std::iter::empty());
    let reported = sent.err().or(next.err()).or(gpu.queue().sync().err());
    assert!(
        matches!(
            reported,
            Some(GpuError::Validation {
                what: "bad copy",
                ..
            })
        ),
        "{reported:?}"
    );
}

#[test]
fn dropping_the_last_clone_runs_what_was_sent() {
    use wgpu::BufferUsages as U;
    let inline = gpu();
    let out = buffer(&inline, U::COPY_DST | U::MAP_READ);
    let source = buffer(&inline, U::COPY_DST | U::COPY_SRC);
    for (value, threaded) in [7u8, 9].into_iter().zip(threaded_variants(&inline)) {
        threaded.queue().write_buffer(&source, 0, &[value; 4]);
        let mut encoder = threaded
            .device()
            .create_command_encoder(&Default::default());
        encoder.copy_buffer_to_buffer(&source, 0, &out, 0, 4);
        // Not waited for: the drop joins the threads after they ran.
        threaded.submit_encoder("copy", encoder).unwrap();
        drop(threaded);
        assert_eq!(read(&inline, &out), [value; 4]);
    }
}

#[test]
fn readbacks_wait_for_the_render_thread() {
    for gpu in threaded_variants(&gpu()) {
        readback_waits(&gpu);
    }
}

fn readback_waits(gpu: &Gpu) {
    let texture = gpu.device().create_texture(&wgpu::TextureDescriptor {
        label: None,
        size: wgpu::Extent3d {
            width: 2,
            height: 2,
            depth_or_array_layers: 1,
        },
        mip_level_count: 1,
        sample_count: 1,
        dimension: wgpu::TextureDimension::D2,
        format: wgpu::TextureFormat::Rgba8Unorm,
        usage: wgpu::TextureUsages::RENDER_ATTACHMENT | wgpu::TextureUsages::COPY_SRC,
        view_formats: &[],
    });
    let view = texture.create_view(&Default::default());
    let mut encoder = gpu.device().create_command_encoder(&Default::default());
    encoder.begin_render_pass(&wgpu::RenderPassDescriptor {
        color_attachments: &[Some(wgpu::RenderPassColorAttachment {
            view: &view,
            depth_slice: None,
            resolve_target: None,
            ops: wgpu::Operations {
                load: wgpu::LoadOp::Clear(wgpu::Color {
                    r: 1.0,
                    g: 0.0,
                    b: 1.0,
                    a: 1.0,
                }),
                store: wgpu::StoreOp::Store,
            },
        })],
        ..Default::default()
    });
    gpu.submit_encoder("clear", encoder).unwrap();
    let texels = gpu.read_texture(&texture, 0, (0, 0, 2, 2)).unwrap();
    assert_eq!(texels, [255, 0, 255, 255].repeat(4));
}
