//! Draw throughput of the D3D9 device: a small textured triangle with a
//! `ps_2_0` shader (assembled by `ninebridge_d3dbc`, translated by the real
//! `BytecodeTranslator`), on the pipeline-cache hit path and as the first
//! draw of a fresh device (translation, pipeline creation), beside a
//! reference measured in the same run: the same triangle drawn with bare
//! wgpu through `ninebridge-gpu` (pipeline and bind group made once, one
//! render pass and submit per draw, as the device does).
//!
//! Batches of [`BATCH`] draws end with a wait for the queue, so the rates
//! include the GPU (lavapipe here) finishing the work.
//!
//! `cargo bench -p ninebridge-d3d9 --bench draw -- --warm-up-time 1 --measurement-time 3`
//!
//! Without a wgpu adapter the bench prints a note and measures nothing.

use std::hint::black_box;

use criterion::{BatchSize, Criterion, Throughput, criterion_group, criterion_main};
use ninebridge_d3d9::*;
use ninebridge_gpu::wgpu;

/// Draws per measured batch (each its own render pass and submit).
const BATCH: u64 = 32;
/// Render target edge in pixels.
const EDGE: u32 = 64;

const VS: &str = "vs_2_0\ndcl_position v0\ndcl_texcoord v1\nmov oPos, v0\nmov oT0, v1\n";
const PS: &str = "ps_2_0\ndcl t0.xy\ndcl_2d s0\ntexld r0, t0, s0\nmov oC0, r0\n";

/// The reference's shaders: the same triangle, textured the same way.
const WGSL: &str = r#"
struct Out { @builtin(position) pos: vec4<f32>, @location(0) tc: vec2<f32> }
@vertex fn vs(@location(0) pos: vec2<f32>, @location(1) tc: vec2<f32>) -> Out {
    return Out(vec4(pos, 0.0, 1.0), tc);
}
@group(0) @binding(0) var t0: texture_2d<f32>;
@group(0) @binding(1) var s0: sampler;
@fragment fn fs(@location(0) tc: vec2<f32>) -> @location(0) vec4<f32> {
    return textureSample(t0, s0, tc);
}
"#;

fn bytecode(asm: &str) -> Vec<u8> {
    ninebridge_d3dbc::assemble(asm)
        .expect("bench shader assembles")
        .iter()
        .flat_map(|t| t.to_le_bytes())
        .collect()
}

/// Position (FLOAT2) and texture coordinate (FLOAT2) of a triangle.
fn triangle() -> Vec<u8> {
    let v: [[f32; 4]; 3] = [
        [-0.8, 0.8, 0.0, 0.0],
        [0.8, 0.8, 1.0, 0.0],
        [-0.8, -0.8, 0.0, 1.0],
    ];
    v.iter().flatten().flat_map(|f| f.to_le_bytes()).collect()
}

/// 4x4 BGRA texels: a checker of two colours.
fn texels() -> Vec<u8> {
    (0..16)
        .flat_map(|i| {
            if (i + i / 4) % 2 == 0 {
                [0x20, 0x80, 0xff, 0xff]
            } else {
                [0xff, 0x40, 0x10, 0xff]
            }
        })
        .collect()
}

/// A device ready to draw the textured triangle (nothing drawn yet).
fn device(gpu: Gpu) -> Device {
    let mut d = Device::new(gpu, Box::new(BytecodeTranslator::default()));
    let rt = d
        .create_render_target(
            EDGE,
            EDGE,
            Format::A8R8G8B8,
            MultiSampleType::None,
            0,
            false,
        )
        .unwrap();
    d.set_render_target(0, Some(rt)).unwrap();
    let vs = d.create_vertex_shader(&bytecode(VS)).unwrap();
    let ps = d.create_pixel_shader(&bytecode(PS)).unwrap();
    d.set_vertex_shader(Some(vs)).unwrap();
    d.set_pixel_shader(Some(ps)).unwrap();
    let element = |offset, ty, usage| VertexElement::new(0, offset, ty, usage, 0);
    let decl = d
        .create_vertex_declaration(&[
            element(0, DeclType::Float2, DeclUsage::Position),
            element(8, DeclType::Float2, DeclUsage::TexCoord),
        ])
        .unwrap();
    d.set_vertex_declaration(Some(decl)).unwrap();
    let data = triangle();
    let vb = d
        .create_vertex_buffer(data.len() as u32, Usage::WRITEONLY, 0, Pool::Default)
        .unwrap();
    d.lock_vertex_buffer(vb, 0, 0, LockFlags::empty())
        .unwrap()
        .copy_from_slice(&data);
    d.unlock_vertex_buffer(vb).unwrap();
    d.set_stream_source(0, Some(vb), 0, 16).unwrap();
    let tex = d
        .create_texture(4, 4, 1, Usage::empty(), Format::A8R8G8B8, Pool::Managed)
        .unwrap();
    d.lock_rect(tex, 0, None, LockFlags::empty())
        .unwrap()
        .bits
        .copy_from_slice(&texels());
    d.unlock_rect(tex, 0).unwrap();
    d.set_texture(0, Some(tex)).unwrap();
    d.set_render_state(RenderState::CullMode, 1);
    d
}

/// The bare-wgpu reference: everything made once, then one render pass,
/// draw and submit per call.
struct Reference {
    gpu: Gpu,
    pipeline: wgpu::RenderPipeline,
    group: wgpu::BindGroup,
    vertices: wgpu::Buffer,
    target: wgpu::TextureView,
}

impl Reference {
    fn new(gpu: Gpu) -> Self {
        let device = gpu.device();
        let module = naga::front::wgsl::parse_str(WGSL).expect("reference WGSL parses");
        let shader = gpu.create_shader("bench reference", module).unwrap();
        let pipeline = device.create_render_pipeline(&wgpu::RenderPipelineDescriptor {
            label: Some("bench reference"),
            layout: None,
            vertex: wgpu::VertexState {
                module: &shader,
                entry_point: Some("vs"),
                compilation_options: Default::default(),
                buffers: &[Some(wgpu::VertexBufferLayout {
                    array_stride: 16,
                    step_mode: wgpu::VertexStepMode::Vertex,
                    attributes: &wgpu::vertex_attr_array![0 => Float32x2, 1 => Float32x2],
                })],
            },
            primitive: Default::default(),
            depth_stencil: None,
            multisample: Default::default(),
            fragment: Some(wgpu::FragmentState {
                module: &shader,
                entry_point: Some("fs"),
                compilation_options: Default::default(),
                targets: &[Some(wgpu::TextureFormat::Bgra8Unorm.into())],
            }),
            multiview_mask: None,
            cache: None,
        });
        let texture = |format, usage, edge| {
            device.create_texture(&wgpu::TextureDescriptor {
                label: None,
                size: wgpu::Extent3d {
                    width: edge,
                    height: edge,
                    depth_or_array_layers: 1,
                },
                mip_level_count: 1,
                sample_count: 1,
                dimension: wgpu::TextureDimension::D2,
                format,
                usage,
                view_formats: &[],
            })
        };
        let target = texture(
            wgpu::TextureFormat::Bgra8Unorm,
            wgpu::TextureUsages::RENDER_ATTACHMENT,
            EDGE,
        );
        let tex = texture(
            wgpu::TextureFormat::Bgra8Unorm,
            wgpu::TextureUsages::TEXTURE_BINDING | wgpu::TextureUsages::COPY_DST,
            4,
        );
        gpu.queue().write_texture(
            tex.as_image_copy(),
            &texels(),
            wgpu::TexelCopyBufferLayout {
                offset: 0,
                bytes_per_row: Some(16),
                rows_per_image: Some(4),
            },
            tex.size(),
        );
        let view = tex.create_view(&Default::default());
        let sampler = device.create_sampler(&Default::default());
        let group = device.create_bind_group(&wgpu::BindGroupDescriptor {
            label: None,
            layout: &pipeline.get_bind_group_layout(0),
            entries: &[
                wgpu::BindGroupEntry {
                    binding: 0,
                    resource: wgpu::BindingResource::TextureView(&view),
                },
                wgpu::BindGroupEntry {
                    binding: 1,
                    resource: wgpu::BindingResource::Sampler(&sampler),
                },
            ],
        });
        let data = triangle();
        let vertices = device.create_buffer(&wgpu::BufferDescriptor {
            label: None,
            size: data.len() as u64,
            usage: wgpu::BufferUsages::VERTEX | wgpu::BufferUsages::COPY_DST,
            mapped_at_creation: false,
        });
        gpu.queue().write_buffer(&vertices, 0, &data);
        let target = target.create_view(&Default::default());
        Reference {
            gpu,
            pipeline,
            group,
            vertices,
            target,
        }
    }

    fn draw(&self) {
        let mut encoder = self
            .gpu
            .device()
            .create_command_encoder(&Default::default());
        {
            let mut pass = encoder.begin_render_pass(&wgpu::RenderPassDescriptor {
                label: None,
                color_attachments: &[Some(wgpu::RenderPassColorAttachment {
                    view: &self.target,
                    depth_slice: None,
                    resolve_target: None,
                    ops: wgpu::Operations {
                        load: wgpu::LoadOp::Load,
                        store: wgpu::StoreOp::Store,
                    },
                })],
                ..Default::default()
            });
            pass.set_pipeline(&self.pipeline);
            pass.set_bind_group(0, &self.group, &[]);
            pass.set_vertex_buffer(0, self.vertices.slice(..));
            pass.draw(0..3, 0..1);
        }
        self.gpu.queue().submit([encoder.finish()]);
    }
}

fn bench(c: &mut Criterion) {
    let gpu = match Gpu::from_env() {
        Ok(gpu) => gpu,
        Err(e) => {
            println!("d3d9 draw bench skipped: no wgpu adapter ({e})");
            return;
        }
    };
    println!("adapter: {:?}", gpu.adapter_info());
    let mut group = c.benchmark_group("d3d9_draw");
    group.throughput(Throughput::Elements(BATCH));

    let reference = Reference::new(gpu.clone());
    group.bench_function("bare_wgpu_reference", |b| {
        b.iter(|| {
            for _ in 0..BATCH {
                reference.draw();
            }
            reference.gpu.wait_idle().unwrap();
        })
    });

    let mut d = device(gpu.clone());
    d.draw_primitive(PrimitiveType::TriangleList, 0, 1).unwrap();
    group.bench_function("pipeline_cache_hit", |b| {
        b.iter(|| {
            for _ in 0..BATCH {
                d.draw_primitive(black_box(PrimitiveType::TriangleList), 0, 1)
                    .unwrap();
            }
            d.gpu().wait_idle().unwrap();
        })
    });
    group.finish();

    // One draw per fresh device: translation, compilation and pipeline
    // creation (llvmpipe's own compile hits the Mesa disk cache after the
    // first), plus the draw.
    let mut group = c.benchmark_group("d3d9_draw");
    group.throughput(Throughput::Elements(1));
    group.sample_size(10);
    group.bench_function("first_draw", |b| {
        b.iter_batched(
            || device(gpu.clone()),
            |mut d| {
                d.draw_primitive(PrimitiveType::TriangleList, 0, 1).unwrap();
                d.gpu().wait_idle().unwrap();
                d
            },
            BatchSize::PerIteration,
        )
    });
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
