//! Real rendering on the default adapter (lavapipe in CI): a WGSL shader
//! parsed by naga draws into an Rgba32Float target that is read back.

use ninebridge_gpu::{Gpu, GpuError, wgpu};

fn gpu() -> Gpu {
    Gpu::from_env().expect("a wgpu adapter (install mesa-vulkan-drivers)")
}

const SHADER: &str = r#"
struct Out { @builtin(position) pos: vec4<f32>, @location(0) color: vec4<f32> }
@vertex fn vs(@builtin(vertex_index) i: u32) -> Out {
    var p = array<vec2<f32>, 3>(vec2(-1.0, -1.0), vec2(3.0, -1.0), vec2(-1.0, 3.0));
    var o: Out;
    o.pos = vec4(p[i], 0.0, 1.0);
    o.color = vec4(0.25, 0.5, -2.0, 1e20);
    return o;
}
@fragment fn fs(v: Out) -> @location(0) vec4<f32> { return v.color; }
"#;

fn target(gpu: &Gpu, format: wgpu::TextureFormat) -> wgpu::Texture {
    gpu.device().create_texture(&wgpu::TextureDescriptor {
        label: None,
        size: wgpu::Extent3d {
            width: 5,
            height: 3,
            depth_or_array_layers: 1,
        },
        mip_level_count: 1,
        sample_count: 1,
        dimension: wgpu::TextureDimension::D2,
        format,
        usage: wgpu::TextureUsages::RENDER_ATTACHMENT | wgpu::TextureUsages::COPY_SRC,
        view_formats: &[],
    })
}

fn pipeline(gpu: &Gpu, format: wgpu::TextureFormat) -> Result<wgpu::RenderPipeline, GpuError> {
    let module = naga::front::wgsl::parse_str(SHADER).expect("test WGSL parses");
    let shader = gpu.create_shader("test", module)?;
    gpu.scoped("create_render_pipeline", |device| {
        device.create_render_pipeline(&wgpu::RenderPipelineDescriptor {
            label: None,
            layout: None,
            vertex: wgpu::VertexState {
                module: &shader,
                entry_point: Some("vs"),
                compilation_options: Default::default(),
                buffers: &[],
            },
            primitive: Default::default(),
            depth_stencil: None,
            multisample: Default::default(),
            fragment: Some(wgpu::FragmentState {
                module: &shader,
                entry_point: Some("fs"),
                compilation_options: Default::default(),
                targets: &[Some(format.into())],
            }),
            multiview_mask: None,
            cache: None,
        })
    })
}

#[test]
fn draws_float_target_and_reads_it_back() {
    let gpu = gpu();
    let format = wgpu::TextureFormat::Rgba32Float;
    let tex = target(&gpu, format);
    let pipe = pipeline(&gpu, format).expect("valid pipeline");
    let view = tex.create_view(&Default::default());
    let mut enc = gpu.device().create_command_encoder(&Default::default());
    {
        let mut pass = enc.begin_render_pass(&wgpu::RenderPassDescriptor {
            color_attachments: &[Some(wgpu::RenderPassColorAttachment {
                view: &view,
                depth_slice: None,
                resolve_target: None,
                ops: wgpu::Operations {
                    load: wgpu::LoadOp::Clear(wgpu::Color::BLACK),
                    store: wgpu::StoreOp::Store,
                },
            })],
            ..Default::default()
        });
        pass.set_pipeline(&pipe);
        pass.draw(0..3, 0..1);
    }
    gpu.submit([enc.finish()]).expect("submit");
    let bytes = gpu.read_texture(&tex, 0, (1, 1, 4, 2)).expect("readback");
    assert_eq!(bytes.len(), 4 * 2 * 16);
    for px in bytes.chunks(16) {
        let v: Vec<f32> = px
            .chunks(4)
            .map(|c| f32::from_le_bytes(c.try_into().unwrap()))
            .collect();
        assert_eq!(v, [0.25, 0.5, -2.0, 1e20]);
    }
}

#[test]
fn invalid_pipeline_is_an_error_not_a_panic() {
    let gpu = gpu();
    // The fragment shader writes vec4<f32> but the target is an integer
    // format: wgpu must reject the pipeline, and we must see an Err.
    let err = pipeline(&gpu, wgpu::TextureFormat::Rgba32Uint).expect_err("mismatched target");
    assert!(
        matches!(
            err,
            GpuError::Validation {
                what: "create_render_pipeline",
                ..
            }
        ),
        "{err}"
    );
    // The device is still usable afterwards.
    pipeline(&gpu, wgpu::TextureFormat::Rgba32Float).expect("device survives");
}

#[test]
fn out_of_bounds_readback_is_rejected() {
    let gpu = gpu();
    let tex = target(&gpu, wgpu::TextureFormat::Rgba32Float);
    let err = gpu
        .read_texture(&tex, 0, (4, 0, 2, 1))
        .expect_err("past the right edge");
    assert!(
        matches!(err, GpuError::RegionOutOfBounds { tex_width: 5, .. }),
        "{err}"
    );
}

#[test]
fn backend_names_parse() {
    assert_eq!(
        ninebridge_gpu::Backend::parse("Vulkan").unwrap(),
        ninebridge_gpu::Backend::Vulkan
    );
    assert_eq!(
        ninebridge_gpu::Backend::parse("gl").unwrap(),
        ninebridge_gpu::Backend::Gl
    );
    assert!(matches!(
        ninebridge_gpu::Backend::parse("glide"),
        Err(GpuError::UnknownBackend(_))
    ));
}
