//! The queue behind a render thread (`Gpu::with_render_thread`) keeps the
//! order, the results and the errors of the inline queue.

use ninebridge_gpu::{ColorTarget, Gpu, GpuError, PassOp, PassTargets, RecordedPass, Work, wgpu};

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

/// A 4x4 RGBA8 target that can be drawn into, copied and read.
fn target(gpu: &Gpu) -> wgpu::Texture {
    use wgpu::TextureUsages as U;
    gpu.device().create_texture(&wgpu::TextureDescriptor {
        label: None,
        size: wgpu::Extent3d {
            width: 4,
            height: 4,
            depth_or_array_layers: 1,
        },
        mip_level_count: 1,
        sample_count: 1,
        dimension: wgpu::TextureDimension::D2,
        format: wgpu::TextureFormat::Rgba8Unorm,
        usage: U::RENDER_ATTACHMENT | U::COPY_SRC | U::COPY_DST,
        view_formats: &[],
    })
}

/// A pass on `texture` that loads it, or clears it to `clear`.
fn targets(texture: &wgpu::Texture, clear: Option<wgpu::Color>) -> PassTargets {
    PassTargets {
        label: "test pass",
        colors: vec![Some(ColorTarget {
            view: texture.create_view(&Default::default()),
            resolve_target: None,
            ops: wgpu::Operations {
                load: clear.map_or(wgpu::LoadOp::Load, wgpu::LoadOp::Clear),
                store: wgpu::StoreOp::Store,
            },
        })],
        depth: None,
        occlusion: None,
    }
}

/// A pipeline drawing a full-target triangle in the blend constant.
fn constant_pipeline(gpu: &Gpu) -> wgpu::RenderPipeline {
    let module = gpu
        .device()
        .create_shader_module(wgpu::ShaderModuleDescriptor {
            label: None,
            source: wgpu::ShaderSource::Wgsl(
                "@vertex fn vs(@builtin(vertex_index) i: u32) -> @builtin(position) vec4<f32> {
                     let p = vec2<f32>(f32(i & 1u) * 4.0 - 1.0, f32(i >> 1u) * 4.0 - 1.0);
                     return vec4<f32>(p, 0.0, 1.0);
                 }
                 @fragment fn fs() -> @location(0) vec4<f32> { return vec4<f32>(1.0); }"
                    .into(),
            ),
        });
    gpu.device()
        .create_render_pipeline(&wgpu::RenderPipelineDescriptor {
            label: None,
            layout: None,
            vertex: wgpu::VertexState {
                module: &module,
                entry_point: Some("vs"),
                compilation_options: Default::default(),
                buffers: &[],
            },
            primitive: Default::default(),
            depth_stencil: None,
            multisample: Default::default(),
            fragment: Some(wgpu::FragmentState {
                module: &module,
                entry_point: Some("fs"),
                compilation_options: Default::default(),
                // 1 x the constant + 0 x the target: the blend constant.
                targets: &[Some(wgpu::ColorTargetState {
                    format: wgpu::TextureFormat::Rgba8Unorm,
                    blend: Some(wgpu::BlendState {
                        color: wgpu::BlendComponent {
                            src_factor: wgpu::BlendFactor::Constant,
                            dst_factor: wgpu::BlendFactor::Zero,
                            operation: wgpu::BlendOperation::Add,
                        },
                        alpha: wgpu::BlendComponent::REPLACE,
                    }),
                    write_mask: wgpu::ColorWrites::ALL,
                })],
            }),
            multiview_mask: None,
            cache: None,
        })
}

/// An encoder's live pass clears to red; a recorded pass clears to green;
/// an encoder copies that to a second texture; a recorded pass draws the
/// left half yellow through a pipeline, scissor and blend constant. One
/// submission, in that order: the copy is all green, the target yellow on
/// the left and green on the right, inline and on the render thread.
#[test]
fn recorded_passes_and_encoders_run_in_the_order_given() {
    let inline = gpu();
    let [none, two] = threaded_variants(&inline);
    for gpu in [inline, none, two] {
        let (texture, copy) = (target(&gpu), target(&gpu));
        let pipeline = constant_pipeline(&gpu);
        let mut clear_red = gpu.device().create_command_encoder(&Default::default());
        drop(targets(&texture, Some(wgpu::Color::RED)).begin(&mut clear_red, None));
        let clear_green = RecordedPass {
            targets: targets(&texture, Some(wgpu::Color::GREEN)),
            ops: Vec::new(),
            timestamps: None,
        };
        let mut copy_out = gpu.device().create_command_encoder(&Default::default());
        copy_out.copy_texture_to_texture(
            texture.as_image_copy(),
            copy.as_image_copy(),
            texture.size(),
        );
        let yellow_left = RecordedPass {
            targets: targets(&texture, None),
            ops: vec![
                PassOp::SetPipeline(pipeline),
                PassOp::SetViewport([0.0, 0.0, 4.0, 4.0, 0.0, 1.0]),
                PassOp::SetScissorRect([0, 0, 2, 4]),
                PassOp::SetBlendConstant(wgpu::Color {
                    r: 1.0,
                    g: 1.0,
                    b: 0.0,
                    a: 1.0,
                }),
                PassOp::Draw {
                    vertices: 0..3,
                    instances: 0..1,
                },
            ],
            timestamps: None,
        };
        gpu.submit_work(
            "order",
            vec![
                Work::Encoder(clear_red),
                Work::Pass(clear_green),
                Work::Encoder(copy_out),
                Work::Pass(yellow_left),
            ],
        )
        .expect("valid work");
        let threaded = gpu.queue().is_threaded();
        let copied = gpu.read_texture(&copy, 0, (0, 0, 4, 4)).unwrap();
        assert!(
            copied.chunks(4).all(|p| p == [0, 255, 0, 255]),
            "threaded {threaded}: {copied:?}"
        );
        let drawn = gpu.read_texture(&texture, 0, (0, 0, 4, 4)).unwrap();
        for (i, p) in drawn.chunks(4).enumerate() {
            let expected = if i % 4 < 2 {
                [255, 255, 0, 255]
            } else {
                [0, 255, 0, 255]
            };
            assert_eq!(p, expected, "threaded {threaded}, pixel {i}");
        }
    }
}

/// A vector handed to `write_buffer_vec` is written without a copy: given
/// back at once inline; on the render thread it returns for reuse once
/// written, with its length kept.
#[test]
fn handed_over_vectors_are_written_and_come_back() {
    use wgpu::BufferUsages as U;
    let inline = gpu();
    let b = buffer(&inline, U::COPY_DST | U::MAP_READ);
    let back = inline
        .queue()
        .write_buffer_vec(&b, 0, vec![7, 7, 7, 7, 9, 9], 4);
    assert_eq!(back.as_deref(), Some(&[7, 7, 7, 7, 9, 9][..]));
    assert_eq!(read(&inline, &b), [7; 4]);
    for threaded in threaded_variants(&inline) {
        let b = buffer(&threaded, U::COPY_DST | U::MAP_READ);
        assert!(threaded.queue().recycled_vec().is_none());
        let back = threaded
            .queue()
            .write_buffer_vec(&b, 0, vec![5, 5, 5, 5, 9, 9], 4);
        assert!(back.is_none(), "handed over");
        assert_eq!(read(&threaded, &b), [5; 4]);
        assert_eq!(
            threaded.queue().recycled_vec(),
            Some(vec![5, 5, 5, 5, 9, 9])
        );
        assert_eq!(threaded.queue().stats().bytes_copied, 0);
    }
}
