//! The frame benchmark behind `ninebridge bench frame` and the criterion
//! bench `frame`: one frame of N draws into one render target, each draw
//! changing what games change between draws (the texture of stage 0, six
//! constant registers, and every 50th draw the blend state), drawn through
//! the D3D9 device and, side by side on the same adapter, encoded directly
//! with wgpu: one pass, one pipeline per blend state, the constants at
//! dynamic offsets of one buffer written once per frame, bind groups made
//! once. The reference is the floor a translation layer can reach on this
//! adapter; the ratio of the two rates is what the device costs.
//!
//! Each side's rate is given twice: end to end (wall clock, waits for the
//! GPU included) and per the calling thread's own CPU time
//! ([`ninebridge_gpu::thread_cpu_time`]), the game thread's cost, which
//! leaves out time spent waiting on the GPU or on another thread.
//! [`FrameBench::ours_counted_frames`] runs a fixed number of device frames
//! in one function that is never inlined, the window the draw-cost guard
//! counts instructions in (callgrind's `--toggle-collect`,
//! `crates/d3d9/benches/draw_cost_budget.txt`).

use std::time::{Duration, Instant};

use ninebridge_gpu::{Gpu, wgpu};

use crate::{
    BytecodeTranslator, D3dResult, DeclType, DeclUsage, Device, Format, LockFlags, PrimitiveType,
    RenderState, SurfaceId, TextureId, VertexElement,
};
use ninebridge_types::{CreateFlags, Pool, PresentParameters, Usage};

// The frame's data is public so that the C ABI's bench
// (`crates/capi/benches/abi_frame.rs`) draws the very same frame.

/// Render target edge in pixels.
pub const EDGE: u32 = 256;
/// Textures the draws cycle through.
pub const TEXTURES: usize = 8;
/// Every this many draws the blend state flips.
pub const BLEND_EVERY: u32 = 50;

/// The frame's vertex shader (assembly).
pub const VS: &str = "vs_2_0\ndcl_position v0\ndcl_texcoord v1\n\
    mad r0, v0, c0, c1\nmov oPos, r0\nmad oT0, v1, c2, c3\n";
/// The frame's pixel shader (assembly).
pub const PS: &str =
    "ps_2_0\ndcl t0.xy\ndcl_2d s0\ntexld r0, t0, s0\nmad r0, r0, c0, c1\nmov oC0, r0\n";

/// The reference's shaders: the same arithmetic, constants in one block
/// per stage at a dynamic offset.
const WGSL: &str = r#"
struct Vc { c: array<vec4<f32>, 4> }
struct Pc { c: array<vec4<f32>, 2> }
@group(0) @binding(0) var<uniform> vc: Vc;
@group(1) @binding(0) var<uniform> pc: Pc;
@group(1) @binding(1) var t0: texture_2d<f32>;
@group(1) @binding(2) var s0: sampler;
struct Out { @builtin(position) pos: vec4<f32>, @location(0) tc: vec4<f32> }
@vertex fn vs(@location(0) pos: vec4<f32>, @location(1) tc: vec4<f32>) -> Out {
    return Out(pos * vc.c[0] + vc.c[1], tc * vc.c[2] + vc.c[3]);
}
@fragment fn fs(@location(0) tc: vec4<f32>) -> @location(0) vec4<f32> {
    return textureSample(t0, s0, tc.xy) * pc.c[0] + pc.c[1];
}
"#;

/// A quad as two triangles: position (FLOAT2) and texture coordinate (FLOAT2).
pub fn quad() -> Vec<u8> {
    let v: [[f32; 4]; 6] = [
        [-1.0, 1.0, 0.0, 0.0],
        [1.0, 1.0, 1.0, 0.0],
        [-1.0, -1.0, 0.0, 1.0],
        [-1.0, -1.0, 0.0, 1.0],
        [1.0, 1.0, 1.0, 0.0],
        [1.0, -1.0, 1.0, 1.0],
    ];
    v.iter().flatten().flat_map(|f| f.to_le_bytes()).collect()
}

/// 16x16 BGRA texels of texture `i`.
pub fn texels(i: usize) -> Vec<u8> {
    (0..256u32)
        .flat_map(|p| {
            [
                (p * 7 + i as u32 * 31) as u8,
                (p * 3) as u8,
                (i * 40) as u8,
                0xff,
            ]
        })
        .collect()
}

/// The constants of draw `i`: a small quad somewhere on the target.
pub fn constants(i: u32) -> ([[f32; 4]; 4], [[f32; 4]; 2]) {
    let x = (i % 16) as f32 / 8.0 - 0.9375;
    let y = (i / 16 % 16) as f32 / 8.0 - 0.9375;
    let vs = [
        [0.0625, 0.0625, 1.0, 1.0],
        [x, y, 0.0, 0.0],
        [1.0, 1.0, 1.0, 1.0],
        [0.0; 4],
    ];
    let ps = [[0.9, 0.8, 0.7, 1.0], [0.01 * (i % 7) as f32, 0.0, 0.0, 0.0]];
    (vs, ps)
}

fn bytecode(asm: &str) -> D3dResult<Vec<u8>> {
    let tokens =
        ninebridge_d3dbc::assemble(asm).map_err(|e| crate::error::invalid!("bench shader: {e}"))?;
    Ok(tokens.iter().flat_map(|t| t.to_le_bytes()).collect())
}

/// Rates of one measurement.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct FrameRates {
    /// Draws per second through the D3D9 device.
    pub ours_draws_per_s: f64,
    /// Draws per second of the same frame encoded with bare wgpu.
    pub wgpu_draws_per_s: f64,
    /// `ours / wgpu`.
    pub ratio: f64,
    /// Microseconds per draw the device spends recording and submitting
    /// (CPU), and waiting for the GPU to finish.
    pub ours_us_per_draw: (f64, f64),
    /// The same for bare wgpu.
    pub wgpu_us_per_draw: (f64, f64),
    /// Draws per second of the calling thread's own CPU time through the
    /// D3D9 device (the game thread; waits left out); `None` where the
    /// platform has no per-thread CPU clock.
    pub ours_game_thread_draws_per_s: Option<f64>,
    /// The same for bare wgpu (its one thread).
    pub wgpu_game_thread_draws_per_s: Option<f64>,
}

/// Both sides of the frame benchmark, set up once.
pub struct FrameBench {
    draws: u32,
    device: Device,
    textures: Vec<TextureId>,
    target: SurfaceId,
    reference: Reference,
    /// The GPU as given, for the reference: the device's clone may have a
    /// render thread of its own (`NINEBRIDGE_RENDER_THREAD`), the bare-wgpu
    /// side never does.
    reference_gpu: Gpu,
}

impl FrameBench {
    /// Sets up both sides on `gpu` for frames of `draws` draws. The device
    /// is made by [`Device::create`], so `NINEBRIDGE_TRACE` captures it.
    pub fn new(gpu: Gpu, draws: u32) -> D3dResult<Self> {
        Self::build(gpu, draws, None)
    }

    /// [`FrameBench::new`] with the device capturing every call into
    /// `trace` (the capture-overhead benchmark).
    pub fn capturing(gpu: Gpu, draws: u32, trace: &std::path::Path) -> D3dResult<Self> {
        Self::build(gpu, draws, Some(trace))
    }

    fn build(gpu: Gpu, draws: u32, trace: Option<&std::path::Path>) -> D3dResult<Self> {
        let reference = Reference::new(&gpu)?;
        let reference_gpu = gpu.clone();
        let params = PresentParameters::windowed(EDGE, EDGE, Format::A8R8G8B8, None);
        let flags = CreateFlags::HARDWARE_VERTEXPROCESSING;
        let translator = Box::new(BytecodeTranslator::from_env());
        let mut d = match trace {
            Some(path) => {
                let mut d = Device::new(gpu, translator);
                d.capture_calls(path)?;
                d.make_implicit_surfaces(&params, flags)?;
                d
            }
            None => Device::create(gpu, translator, &params, flags)?,
        };
        let target = d
            .back_buffer()
            .ok_or_else(|| crate::error::invalid!("the device has no back buffer"))?;
        let vs = d.create_vertex_shader(&bytecode(VS)?)?;
        let ps = d.create_pixel_shader(&bytecode(PS)?)?;
        d.set_vertex_shader(Some(vs))?;
        d.set_pixel_shader(Some(ps))?;
        let element = |offset, ty, usage| VertexElement::new(0, offset, ty, usage, 0);
        let decl = d.create_vertex_declaration(&[
            element(0, DeclType::Float2, DeclUsage::Position),
            element(8, DeclType::Float2, DeclUsage::TexCoord),
        ])?;
        d.set_vertex_declaration(Some(decl))?;
        let data = quad();
        let vb = d.create_vertex_buffer(data.len() as u32, Usage::WRITEONLY, 0, Pool::Default)?;
        d.lock_vertex_buffer(vb, 0, 0, LockFlags::empty())?
            .copy_from_slice(&data);
        d.unlock_vertex_buffer(vb)?;
        d.set_stream_source(0, Some(vb), 0, 16)?;
        let mut textures = Vec::new();
        for i in 0..TEXTURES {
            let t = d.create_texture(16, 16, 1, Usage::empty(), Format::A8R8G8B8, Pool::Managed)?;
            d.lock_rect(t, 0, None, LockFlags::empty())?
                .bits
                .copy_from_slice(&texels(i));
            d.unlock_rect(t, 0)?;
            textures.push(t);
        }
        d.set_render_state(RenderState::CullMode, 1);
        d.set_render_state(RenderState::SrcBlend, 5); // D3DBLEND_SRCALPHA
        d.set_render_state(RenderState::DestBlend, 6); // D3DBLEND_INVSRCALPHA
        Ok(FrameBench {
            draws,
            device: d,
            textures,
            target,
            reference,
            reference_gpu,
        })
    }

    /// One frame through the device, waited for.
    pub fn ours_frame(&mut self) -> D3dResult<()> {
        self.ours_record()?;
        self.device.gpu().wait_idle()?;
        Ok(())
    }

    /// One frame through the device, recorded and submitted.
    fn ours_record(&mut self) -> D3dResult<()> {
        let d = &mut self.device;
        d.set_render_target(0, Some(self.target))?;
        for i in 0..self.draws {
            let (vs, ps) = constants(i);
            d.set_texture(0, Some(self.textures[i as usize % TEXTURES]))?;
            d.set_vertex_shader_constant_f(0, &vs)?;
            d.set_pixel_shader_constant_f(0, &ps)?;
            if i % BLEND_EVERY == 0 {
                d.set_render_state(RenderState::AlphaBlendEnable, (i / BLEND_EVERY) % 2);
            }
            d.draw_primitive(PrimitiveType::TriangleList, 0, 2)?;
        }
        d.present()?;
        Ok(())
    }

    /// The same frame encoded with bare wgpu, waited for.
    pub fn reference_frame(&mut self) -> D3dResult<()> {
        self.reference.frame(&self.reference_gpu, self.draws)?;
        self.reference_gpu.wait_idle()?;
        Ok(())
    }

    /// `frames` frames through the device, each waited for: the window in
    /// which the draw-cost guard counts instructions (callgrind's
    /// `--toggle-collect=*FrameBench*ours_counted_frames*`). Run frames
    /// before it so that pipelines and bind groups are cached and only the
    /// cached-draw path is counted.
    #[inline(never)]
    pub fn ours_counted_frames(&mut self, frames: u32) -> D3dResult<()> {
        for _ in 0..frames {
            self.ours_frame()?;
        }
        Ok(())
    }

    /// [`FrameBench::ours_counted_frames`] for the bare-wgpu side
    /// (`--toggle-collect=*FrameBench*reference_counted_frames*`).
    #[inline(never)]
    pub fn reference_counted_frames(&mut self, frames: u32) -> D3dResult<()> {
        for _ in 0..frames {
            self.reference_frame()?;
        }
        Ok(())
    }

    /// Frames of both sides, alternating, until each has run for at least
    /// `min_time` (after one warm-up frame each).
    pub fn measure(&mut self, min_time: Duration) -> D3dResult<FrameRates> {
        self.ours_frame()?;
        self.reference_frame()?;
        // (recording, waiting) of each side, and its thread's CPU time.
        let mut ours = [Duration::ZERO; 2];
        let mut reference = [Duration::ZERO; 2];
        let mut ours_cpu = Some(Duration::ZERO);
        let mut reference_cpu = Some(Duration::ZERO);
        let mut frames = 0u32;
        let total = |d: [Duration; 2]| d[0] + d[1];
        while total(ours) < min_time || total(reference) < min_time || frames < 3 {
            let cpu = CpuSpan::start();
            let t = Instant::now();
            self.ours_record()?;
            let recorded = Instant::now();
            self.device.gpu().wait_idle()?;
            ours[0] += recorded - t;
            ours[1] += recorded.elapsed();
            cpu.add_to(&mut ours_cpu);
            let cpu = CpuSpan::start();
            let t = Instant::now();
            self.reference.frame(&self.reference_gpu, self.draws)?;
            let recorded = Instant::now();
            self.reference_gpu.wait_idle()?;
            reference[0] += recorded - t;
            reference[1] += recorded.elapsed();
            cpu.add_to(&mut reference_cpu);
            frames += 1;
        }
        let draws = f64::from(frames) * f64::from(self.draws);
        let ours_rate = draws / total(ours).as_secs_f64();
        let wgpu_rate = draws / total(reference).as_secs_f64();
        let per_draw = |d: [Duration; 2]| {
            (
                d[0].as_secs_f64() * 1e6 / draws,
                d[1].as_secs_f64() * 1e6 / draws,
            )
        };
        Ok(FrameRates {
            ours_draws_per_s: ours_rate,
            wgpu_draws_per_s: wgpu_rate,
            ratio: ours_rate / wgpu_rate,
            ours_us_per_draw: per_draw(ours),
            wgpu_us_per_draw: per_draw(reference),
            ours_game_thread_draws_per_s: ours_cpu.map(|t| draws / t.as_secs_f64()),
            wgpu_game_thread_draws_per_s: reference_cpu.map(|t| draws / t.as_secs_f64()),
        })
    }

    /// The device under test (its batching counters, pipelines, ...).
    pub fn device(&self) -> &Device {
        &self.device
    }
}

/// A stretch of the calling thread's CPU time (`None` without a clock).
struct CpuSpan(Option<Duration>);

impl CpuSpan {
    fn start() -> Self {
        CpuSpan(ninebridge_gpu::thread_cpu_time())
    }

    /// Adds the time since [`CpuSpan::start`] to `sum`; a missing clock
    /// makes the sum `None`.
    fn add_to(self, sum: &mut Option<Duration>) {
        let spent = self
            .0
            .zip(ninebridge_gpu::thread_cpu_time())
            .map(|(a, b)| b.saturating_sub(a));
        *sum = sum.zip(spent).map(|(s, d)| s + d);
    }
}

/// The bare-wgpu side.
struct Reference {
    pipelines: [wgpu::RenderPipeline; 2],
    vertex_groups: wgpu::BindGroup,
    pixel_groups: Vec<wgpu::BindGroup>,
    constants: wgpu::Buffer,
    stride: u64,
    vertices: wgpu::Buffer,
    target: wgpu::TextureView,
}

impl Reference {
    fn new(gpu: &Gpu) -> D3dResult<Self> {
        let device = gpu.device();
        let module = naga::front::wgsl::parse_str(WGSL)
            .map_err(|e| crate::error::invalid!("bench WGSL: {}", e.message()))?;
        let shader = gpu.create_shader("frame bench reference", module)?;
        let uniform = |binding, visibility| wgpu::BindGroupLayoutEntry {
            binding,
            visibility,
            ty: wgpu::BindingType::Buffer {
                ty: wgpu::BufferBindingType::Uniform,
                has_dynamic_offset: true,
                min_binding_size: None,
            },
            count: None,
        };
        let vertex_layout = device.create_bind_group_layout(&wgpu::BindGroupLayoutDescriptor {
            label: None,
            entries: &[uniform(0, wgpu::ShaderStages::VERTEX)],
        });
        let pixel_layout = device.create_bind_group_layout(&wgpu::BindGroupLayoutDescriptor {
            label: None,
            entries: &[
                uniform(0, wgpu::ShaderStages::FRAGMENT),
                wgpu::BindGroupLayoutEntry {
                    binding: 1,
                    visibility: wgpu::ShaderStages::FRAGMENT,
                    ty: wgpu::BindingType::Texture {
                        sample_type: wgpu::TextureSampleType::Float { filterable: true },
                        view_dimension: wgpu::TextureViewDimension::D2,
                        multisampled: false,
                    },
                    count: None,
                },
                wgpu::BindGroupLayoutEntry {
                    binding: 2,
                    visibility: wgpu::ShaderStages::FRAGMENT,
                    ty: wgpu::BindingType::Sampler(wgpu::SamplerBindingType::Filtering),
                    count: None,
                },
            ],
        });
        let layout = device.create_pipeline_layout(&wgpu::PipelineLayoutDescriptor {
            label: None,
            bind_group_layouts: &[Some(&vertex_layout), Some(&pixel_layout)],
            immediate_size: 0,
        });
        let pipeline = |blend: Option<wgpu::BlendState>| {
            device.create_render_pipeline(&wgpu::RenderPipelineDescriptor {
                label: Some("frame bench reference"),
                layout: Some(&layout),
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
                    targets: &[Some(wgpu::ColorTargetState {
                        format: wgpu::TextureFormat::Bgra8Unorm,
                        blend,
                        write_mask: wgpu::ColorWrites::ALL,
                    })],
                }),
                multiview_mask: None,
                cache: None,
            })
        };
        let pipelines = [
            pipeline(None),
            pipeline(Some(wgpu::BlendState::ALPHA_BLENDING)),
        ];
        let texture = |usage, edge| {
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
                format: wgpu::TextureFormat::Bgra8Unorm,
                usage,
                view_formats: &[],
            })
        };
        let target =
            texture(wgpu::TextureUsages::RENDER_ATTACHMENT, EDGE).create_view(&Default::default());
        let stride = u64::from(device.limits().min_uniform_buffer_offset_alignment).max(64);
        let constants = device.create_buffer(&wgpu::BufferDescriptor {
            label: None,
            // Per draw: the vertex block at 0, the pixel block at `stride`.
            size: stride * 2 * 100_000,
            usage: wgpu::BufferUsages::UNIFORM | wgpu::BufferUsages::COPY_DST,
            mapped_at_creation: false,
        });
        let sampler = device.create_sampler(&Default::default());
        let binding = |size| {
            wgpu::BindingResource::Buffer(wgpu::BufferBinding {
                buffer: &constants,
                offset: 0,
                size: wgpu::BufferSize::new(size),
            })
        };
        let vertex_groups = device.create_bind_group(&wgpu::BindGroupDescriptor {
            label: None,
            layout: &vertex_layout,
            entries: &[wgpu::BindGroupEntry {
                binding: 0,
                resource: binding(64),
            }],
        });
        let mut pixel_groups = Vec::new();
        for i in 0..TEXTURES {
            let tex = texture(
                wgpu::TextureUsages::TEXTURE_BINDING | wgpu::TextureUsages::COPY_DST,
                16,
            );
            gpu.queue().write_texture(
                tex.as_image_copy(),
                &texels(i),
                wgpu::TexelCopyBufferLayout {
                    offset: 0,
                    bytes_per_row: Some(64),
                    rows_per_image: Some(16),
                },
                tex.size(),
            );
            let view = tex.create_view(&Default::default());
            pixel_groups.push(device.create_bind_group(&wgpu::BindGroupDescriptor {
                label: None,
                layout: &pixel_layout,
                entries: &[
                    wgpu::BindGroupEntry {
                        binding: 0,
                        resource: binding(32),
                    },
                    wgpu::BindGroupEntry {
                        binding: 1,
                        resource: wgpu::BindingResource::TextureView(&view),
                    },
                    wgpu::BindGroupEntry {
                        binding: 2,
                        resource: wgpu::BindingResource::Sampler(&sampler),
                    },
                ],
            }));
        }
        let vertices = device.create_buffer(&wgpu::BufferDescriptor {
            label: None,
            size: quad().len() as u64,
            usage: wgpu::BufferUsages::VERTEX | wgpu::BufferUsages::COPY_DST,
            mapped_at_creation: false,
        });
        gpu.queue().write_buffer(&vertices, 0, &quad());
        Ok(Reference {
            pipelines,
            vertex_groups,
            pixel_groups,
            constants,
            stride,
            vertices,
            target,
        })
    }

    fn frame(&self, gpu: &Gpu, draws: u32) -> D3dResult<()> {
        let draws = draws.min(100_000);
        let mut bytes = vec![0u8; (self.stride * 2 * u64::from(draws)) as usize];
        for i in 0..draws {
            let (vs, ps) = constants(i);
            let at = (self.stride * 2 * u64::from(i)) as usize;
            bytes[at..at + 64].copy_from_slice(bytemuck::cast_slice(&vs));
            let at = at + self.stride as usize;
            bytes[at..at + 32].copy_from_slice(bytemuck::cast_slice(&ps));
        }
        gpu.queue().write_buffer(&self.constants, 0, &bytes);
        let mut encoder = gpu.device().create_command_encoder(&Default::default());
        {
            let mut pass = encoder.begin_render_pass(&wgpu::RenderPassDescriptor {
                label: Some("frame bench reference"),
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
            pass.set_vertex_buffer(0, self.vertices.slice(..));
            for i in 0..draws {
                if i % BLEND_EVERY == 0 {
                    pass.set_pipeline(&self.pipelines[((i / BLEND_EVERY) % 2) as usize]);
                }
                let at = (self.stride * 2 * u64::from(i)) as u32;
                pass.set_bind_group(0, &self.vertex_groups, &[at]);
                pass.set_bind_group(
                    1,
                    &self.pixel_groups[i as usize % TEXTURES],
                    &[at + self.stride as u32],
                );
                pass.draw(0..6, 0..1);
            }
        }
        gpu.submit([encoder.finish()])?;
        Ok(())
    }
}
