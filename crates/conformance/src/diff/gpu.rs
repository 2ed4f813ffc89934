//! The GPU side of `shader diff`: the shader under test drawn through the
//! translator and the `ninebridge-d3d9` device, with helper shaders that
//! feed a pixel shader its varyings (a triangle over the target) or that
//! capture a vertex shader's outputs (a one-pixel point), read back from
//! A32B32G32R32F targets.
//!
//! A pixel shader's varyings are linear in the pixel position, `v + x *
//! d/dx + y * d/dy` (the input set's gradients): the helper vertex shader
//! computes each vertex's value from its window position. The triangle's
//! corners sit at window (-2, -2), (6, -2) and (-2, 6), 8 pixels apart,
//! so the quad's pixel centres have barycentric weights that are multiples
//! of 2^-4 (with either pixel-centre convention); with values and gradients
//! on a 2^-10 grid (corner values below 4: 12 bits) every product and sum
//! of the interpolation is exact in f32, whatever order a GPU takes.
//! Back-facing sets draw the same corners in the other order.

use ninebridge_d3d9::{
    DeclType, DeclUsage, Device, Format, LockFlags, MultiSampleType, PixelShaderId, Pool,
    PrimitiveType, SamplerState, SurfaceId, Usage, VertexElement, VertexShaderId, Viewport,
};
use ninebridge_d3dbc::{DeclUsageName, Program, RegisterType};

use super::DiffError;
use crate::inputs::{InputSet, TextureInput};

/// The colour targets are filled with before each draw: a pixel that still
/// holds it was not drawn (discarded, or not covered).
pub const SENTINEL: u32 = 0x8040_2010;

/// The sentinel as the float target stores it.
pub fn sentinel_rgba() -> [f32; 4] {
    let ch = |s: u32| ((SENTINEL >> s) & 0xff) as f32 / 255.0;
    [ch(16), ch(8), ch(0), ch(24)]
}

/// A device with four float render targets of `size` pixels.
pub struct Bench {
    pub device: Device,
    pub targets: [SurfaceId; 4],
    /// Pixels along each side of the targets.
    pub size: u32,
}

fn bytes(program: &Program) -> Vec<u8> {
    ninebridge_d3dbc::token::bytes_from_words(&ninebridge_d3dbc::encode(program))
}

fn asm(text: &str) -> Result<Vec<u8>, DiffError> {
    let tokens =
        ninebridge_d3dbc::assemble(text).map_err(|e| DiffError::Helper(format!("{e}\n{text}")))?;
    Ok(ninebridge_d3dbc::token::bytes_from_words(&tokens))
}

/// `dcl_texcoord1`, `dcl_color`: the declaration of a usage.
fn dcl(usage: ninebridge_d3dbc::DeclUsage, index: u8) -> String {
    if index == 0 {
        format!("dcl_{}", usage.name())
    } else {
        format!("dcl_{}{}", usage.name(), index)
    }
}

impl Bench {
    pub fn new(
        gpu: &ninebridge_d3d9::Gpu,
        pipelines: Option<&ninebridge_d3d9::PipelineOptions>,
        size: u32,
        float_emulation: ninebridge_d3d9::FloatEmulation,
    ) -> Result<Self, DiffError> {
        let translator = Box::new(ninebridge_d3d9::BytecodeTranslator { float_emulation });
        // A service of the bench's own, dropped with it: what it built
        // (modules, pipelines) does not outlive the shader.
        let mut device = match pipelines {
            Some(o) => Device::with_pipeline_service(
                gpu.clone(),
                ninebridge_d3d9::PipelineService::with_options(gpu, translator, o.clone()),
            ),
            None => Device::new(gpu.clone(), translator),
        };
        let mut t = Vec::new();
        for _ in 0..4 {
            t.push(device.create_render_target(
                size,
                size,
                Format::A32B32G32R32F,
                MultiSampleType::None,
                0,
                false,
            )?);
        }
        let targets = [t[0], t[1], t[2], t[3]];
        device.set_viewport(Viewport {
            x: 0,
            y: 0,
            width: size,
            height: size,
            min_z: 0.0,
            max_z: 1.0,
        })?;
        device.set_render_state(ninebridge_d3d9::RenderState::CullMode, 1);
        // A depth buffer, depth test off: shaders that write depth (oDepth,
        // texdepth, texm3x2depth) need one on this device (docs/conformance.md).
        let depth = device.create_depth_stencil_surface(
            size,
            size,
            Format::D24S8,
            MultiSampleType::None,
            0,
            false,
        )?;
        device.set_depth_stencil_surface(Some(depth))?;
        device.set_render_state(ninebridge_d3d9::RenderState::ZEnable, 0);
        Ok(Bench {
            device,
            targets,
            size,
        })
    }

    fn clear_and_bind(&mut self, count: usize) -> Result<(), DiffError> {
        for (i, t) in self.targets.iter().enumerate() {
            self.device.color_fill(*t, SENTINEL)?;
            let bound = if i < count.max(1) { Some(*t) } else { None };
            self.device.set_render_target(i as u32, bound)?;
        }
        Ok(())
    }

    fn read(&self, target: usize, x: u32, y: u32) -> Result<[f32; 4], DiffError> {
        let b = self
            .device
            .read_surface_rect(self.targets[target], (x, y, 1, 1))?;
        let f = |i: usize| {
            b.get(4 * i..4 * i + 4)
                .map_or(f32::NAN, |w| f32::from_le_bytes([w[0], w[1], w[2], w[3]]))
        };
        Ok([f(0), f(1), f(2), f(3)])
    }

    /// Binds the textures of `set` to the pixel stages (`vertex`: the
    /// vertex texture samplers, `D3DVERTEXTEXTURESAMPLER0 + stage`) with
    /// the filters and address mode each asks for.
    fn textures(
        &mut self,
        set: &InputSet,
        vertex: bool,
    ) -> Result<Vec<ninebridge_d3d9::TextureId>, DiffError> {
        let mut made = Vec::new();
        let first = if vertex {
            ninebridge_types::VERTEX_TEXTURE_SAMPLER0
        } else {
            0
        };
        let stages = if vertex { 4 } else { 16 };
        for stage in 0..stages {
            self.device.set_texture(first + stage, None)?;
        }
        for (&stage, t) in &set.textures {
            if stage >= stages {
                continue;
            }
            let tex = self.texture(t)?;
            let filter = |name: &str| match name {
                "none" => 0,
                "linear" => 2,
                _ => 1,
            };
            let address =
                ninebridge_types::TextureAddress::from_name(&t.address).map_or(1, |a| a.to_d3d());
            self.device.set_texture(first + stage, Some(tex))?;
            for (s, v) in [
                (SamplerState::AddressU, address),
                (SamplerState::AddressV, address),
                (SamplerState::AddressW, address),
                (SamplerState::MagFilter, filter(&t.filter)),
                (SamplerState::MinFilter, filter(&t.filter)),
                (SamplerState::MipFilter, filter(&t.mip_filter)),
                (SamplerState::MaxMipLevel, 0),
            ] {
                self.device.set_sampler_state(first + stage, s, v)?;
            }
            made.push(tex);
        }
        Ok(made)
    }

    /// Creates `t` with its mip chain (A32B32G32R32F, managed).
    fn texture(&mut self, t: &TextureInput) -> Result<ninebridge_d3d9::TextureId, DiffError> {
        let to_bytes = |texels: &[[f32; 4]]| -> Vec<u8> {
            texels
                .iter()
                .flat_map(|texel| texel.iter().flat_map(|c| c.to_le_bytes()))
                .collect()
        };
        let levels: Vec<Vec<u8>> = std::iter::once(&t.texels)
            .chain(&t.mips)
            .map(|l| to_bytes(l))
            .collect();
        let count = levels.len() as u32;
        let copy = |dst: &mut [u8], src: &[u8]| {
            let n = dst.len().min(src.len());
            dst[..n].copy_from_slice(&src[..n]);
        };
        let d = &mut self.device;
        let format = Format::A32B32G32R32F;
        Ok(match t.kind.as_str() {
            "cube" => {
                use ninebridge_d3d9::CubeFace::*;
                let tex =
                    d.create_cube_texture(t.width, count, Usage::empty(), format, Pool::Managed)?;
                for (level, data) in levels.iter().enumerate() {
                    let edge = (t.width >> level).max(1) as usize;
                    let face_len = edge * edge * 16;
                    for (i, face) in [
                        PositiveX, NegativeX, PositiveY, NegativeY, PositiveZ, NegativeZ,
                    ]
                    .into_iter()
                    .enumerate()
                    {
                        let chunk = data.get(i * face_len..(i + 1) * face_len).unwrap_or(&[]);
                        let level = level as u32;
                        copy(
                            d.lock_cube_rect(tex, face, level, None, LockFlags::empty())?
                                .bits,
                            chunk,
                        );
                        d.unlock_cube_rect(tex, face, level)?;
                    }
                }
                tex
            }
            "volume" => {
                let tex = d.create_volume_texture(
                    t.width,
                    t.height,
                    t.depth,
                    count,
                    Usage::empty(),
                    format,
                    Pool::Managed,
                )?;
                for (level, data) in levels.iter().enumerate() {
                    let level = level as u32;
                    copy(d.lock_box(tex, level, LockFlags::empty())?.bits, data);
                    d.unlock_box(tex, level)?;
                }
                tex
            }
            _ => {
                let tex = d.create_texture(
                    t.width,
                    t.height,
                    count,
                    Usage::empty(),
                    format,
                    Pool::Managed,
                )?;
                for (level, data) in levels.iter().enumerate() {
                    let level = level as u32;
                    copy(
                        d.lock_rect(tex, level, None, LockFlags::empty())?.bits,
                        data,
                    );
                    d.unlock_rect(tex, level)?;
                }
                tex
            }
        })
    }

    fn constants(&mut self, set: &InputSet, vertex: bool) -> Result<(), DiffError> {
        let limit = if vertex {
            ninebridge_d3d9::VS_FLOAT_CONSTANTS
        } else {
            ninebridge_d3d9::PS_FLOAT_CONSTANTS
        };
        let env = set
            .environment()
            .map_err(|e| DiffError::Helper(e.to_string()))?;
        let f = &env.float_constants[..env.float_constants.len().min(limit)];
        let i = &env.int_constants[..env.int_constants.len().min(16)];
        let b = &env.bool_constants[..env.bool_constants.len().min(16)];
        let d = &mut self.device;
        if vertex {
            d.set_vertex_shader_constant_f(0, f)?;
            d.set_vertex_shader_constant_i(0, i)?;
            d.set_vertex_shader_constant_b(0, b)?;
        } else {
            d.set_pixel_shader_constant_f(0, f)?;
            d.set_pixel_shader_constant_i(0, i)?;
            d.set_pixel_shader_constant_b(0, b)?;
        }
        Ok(())
    }
}

/// A pixel shader under test with the vertex shader that feeds it.
pub struct PixelRig {
    vs: VertexShaderId,
    ps: PixelShaderId,
    /// The triangle, front-facing and back-facing.
    triangles: [ninebridge_d3d9::VertexBufferId; 2],
    decl: ninebridge_d3d9::VertexDeclId,
    /// (varying, input) pairs: which `v#`/`t#` each varying carries.
    feeds: Vec<(u32, Feed)>,
    /// Colour outputs the shader writes.
    pub outputs: usize,
}

/// Which pixel input a varying feeds.
#[derive(Clone, Copy, Debug)]
enum Feed {
    V(u32),
    T(u32),
}

impl PixelRig {
    pub fn new(bench: &mut Bench, program: &Program) -> Result<Self, DiffError> {
        let ps = bench.device.create_pixel_shader(&bytes(program))?;
        let mut feeds = Vec::new();
        // Varying k: c(3k) + x * c(3k + 1) + y * c(3k + 2), with (x, y) the
        // window position in v1.
        let value = |k: u32, out: &str| {
            format!(
                "mad r0, v1.x, c{}, c{}\nmad {out}, v1.y, c{}, r0\n",
                3 * k + 1,
                3 * k,
                3 * k + 2
            )
        };
        let vs_text = if program.model.major >= 3 {
            let mut decls = String::new();
            let mut movs = String::new();
            for d in &program.declarations {
                if d.reg.kind != RegisterType::Input {
                    continue;
                }
                let k = feeds.len() as u32 + 1;
                decls.push_str(&format!("{} o{k}\n", dcl(d.usage, d.usage_index)));
                // Each component stays in place (`dcl_texcoord1 v0.zw`
                // reads components z and w of its semantic, as D3D9 links
                // them), so the semantic carries the whole register value.
                movs.push_str(&value(k, &format!("o{k}")));
                feeds.push((k, Feed::V(d.reg.index)));
            }
            format!(
                "vs_3_0\ndcl_position v0\ndcl_texcoord v1\ndcl_position o0\n{decls}mov o0, v0\n{movs}"
            )
        } else {
            let mut s = "vs_2_0\ndcl_position v0\ndcl_texcoord v1\nmov oPos, v0\n".to_string();
            s.push_str(&value(1, "oD0"));
            s.push_str(&value(2, "oD1"));
            feeds.push((1, Feed::V(0)));
            feeds.push((2, Feed::V(1)));
            for t in 0..8 {
                s.push_str(&value(t + 3, &format!("oT{t}")));
                feeds.push((t + 3, Feed::T(t)));
            }
            s
        };
        let vs = bench.device.create_vertex_shader(&asm(&vs_text)?)?;
        let size = bench.size as f32;
        // (window x, window y) of the corners; front-facing order first.
        let corners = [[-2.0f32, -2.0], [6.0, -2.0], [-2.0, 6.0]];
        let vertex = |[x, y]: [f32; 2]| [x / size * 2.0 - 1.0, 1.0 - y / size * 2.0, x, y];
        let front: Vec<u8> = [0, 1, 2]
            .into_iter()
            .flat_map(|i| vertex(corners[i]))
            .flat_map(f32::to_le_bytes)
            .collect();
        let back: Vec<u8> = [0, 2, 1]
            .into_iter()
            .flat_map(|i| vertex(corners[i]))
            .flat_map(f32::to_le_bytes)
            .collect();
        let mut buffers = Vec::new();
        for verts in [front, back] {
            let vb = bench.device.create_vertex_buffer(
                verts.len() as u32,
                Usage::WRITEONLY,
                0,
                Pool::Default,
            )?;
            bench
                .device
                .lock_vertex_buffer(vb, 0, 0, LockFlags::empty())?
                .copy_from_slice(&verts);
            bench.device.unlock_vertex_buffer(vb)?;
            buffers.push(vb);
        }
        let decl = bench.device.create_vertex_declaration(&[
            VertexElement::new(0, 0, DeclType::Float2, DeclUsage::Position, 0),
            VertexElement::new(0, 8, DeclType::Float2, DeclUsage::TexCoord, 0),
        ])?;
        let usage = ninebridge_d3dbc::register_usage(program);
        let outputs = if program.model.is_ps_1x() {
            1
        } else {
            (0..4)
                .filter(|i| {
                    usage
                        .written
                        .contains(&ninebridge_d3dbc::Register::new(RegisterType::ColorOut, *i))
                })
                .map(|i| i as usize + 1)
                .max()
                .unwrap_or(1)
        };
        Ok(PixelRig {
            vs,
            ps,
            triangles: [buffers[0], buffers[1]],
            decl,
            feeds,
            outputs,
        })
    }

    /// Draws with `set` (back-facing when its `face` is negative) and reads
    /// pixel (1, 1) of each colour output.
    pub fn run(&self, bench: &mut Bench, set: &InputSet) -> Result<Vec<[f32; 4]>, DiffError> {
        let textures = bench.textures(set, false)?;
        bench.constants(set, false)?;
        let mut vc = vec![[0.0f32; 4]; 3 * 12];
        for (k, feed) in &self.feeds {
            let (v, g) = match feed {
                Feed::V(r) => (set.v.get(r), set.v_gradients.get(r)),
                Feed::T(t) => (set.t.get(t), set.t_gradients.get(t)),
            };
            let k = 3 * *k as usize;
            vc[k] = v.copied().unwrap_or([0.0; 4]);
            let [dx, dy] = g.copied().unwrap_or([[0.0; 4]; 2]);
            vc[k + 1] = dx;
            vc[k + 2] = dy;
        }
        bench.device.set_vertex_shader_constant_f(0, &vc)?;
        bench.clear_and_bind(self.outputs)?;
        let vb = self.triangles[usize::from(set.face < 0.0)];
        let d = &mut bench.device;
        d.set_vertex_declaration(Some(self.decl))?;
        d.set_stream_source(0, Some(vb), 0, 16)?;
        d.set_vertex_shader(Some(self.vs))?;
        d.set_pixel_shader(Some(self.ps))?;
        d.draw_primitive(PrimitiveType::TriangleList, 0, 1)?;
        let out = (0..self.outputs)
            .map(|i| bench.read(i, 1, 1))
            .collect::<Result<Vec<_>, _>>()?;
        for t in textures {
            bench.device.release_texture(t)?;
        }
        Ok(out)
    }
}

/// A vertex shader under test with the pixel shaders that capture its
/// outputs, four per pass.
pub struct VertexRig {
    vs: VertexShaderId,
    decl: ninebridge_d3d9::VertexDeclId,
    /// Input registers in the order of the vertex buffer's elements.
    inputs: Vec<u32>,
    /// Per pass: the capture shader and the outputs it reads, in target order.
    pub passes: Vec<(PixelShaderId, Vec<ninebridge_d3dbc::Register>)>,
}

impl VertexRig {
    /// `outputs`: the output registers to capture (position excluded).
    pub fn new(
        bench: &mut Bench,
        program: &Program,
        outputs: &[ninebridge_d3dbc::Register],
    ) -> Result<Self, DiffError> {
        // Direct3D 8 bytecode (a vs_1_x without dcl) through the device's
        // Direct3D 8 entry point; Direct3D 9's refuses it.
        let vs = if ninebridge_d3dbc::d3d8_vertex_inputs(program, false) {
            bench.device.create_vertex_shader_d3d8(&bytes(program))?
        } else {
            bench.device.create_vertex_shader(&bytes(program))?
        };
        let mut elements = Vec::new();
        let mut inputs = Vec::new();
        for d in &program.declarations {
            if d.reg.kind == RegisterType::Input {
                let usage = ninebridge_d3d9::DeclUsage::from_d3d(d.usage as u32)
                    .ok_or_else(|| DiffError::Helper(format!("usage {:?}", d.usage)))?;
                elements.push(VertexElement::new(
                    0,
                    16 * inputs.len() as u16,
                    DeclType::Float4,
                    usage,
                    d.usage_index,
                ));
                inputs.push(d.reg.index);
            }
        }
        let decl = if inputs.is_empty() {
            // Direct3D 8 style: v# by register (D3DVSD_STREAM(0), then
            // D3DVSD_REG(n, FLOAT4) per register read, D3DVSD_END).
            let mut tokens = vec![1 << 29];
            for r in ninebridge_d3dbc::register_usage(program).read {
                if r.kind == RegisterType::Input {
                    tokens.push((2 << 29) | (3 << 16) | r.index);
                    inputs.push(r.index);
                }
            }
            tokens.push(ninebridge_d3d9::D3DVSD_END);
            bench.device.create_vertex_declaration_d3d8(&tokens)?
        } else {
            bench.device.create_vertex_declaration(&elements)?
        };
        let mut passes = Vec::new();
        if outputs.is_empty() {
            // Only the position: a pass that marks the pixel drawn.
            let text = if program.model.major >= 3 {
                "ps_3_0\ndef c0, 1, 1, 1, 1\nmov oC0, c0\n"
            } else {
                "ps_2_0\ndef c0, 1, 1, 1, 1\nmov oC0, c0\n"
            };
            let ps = bench.device.create_pixel_shader(&asm(text)?)?;
            passes.push((ps, Vec::new()));
        }
        for chunk in outputs.chunks(4) {
            let mut text = if program.model.major >= 3 {
                "ps_3_0\n".to_string()
            } else {
                "ps_2_0\n".to_string()
            };
            let mut movs = String::new();
            for (k, reg) in chunk.iter().enumerate() {
                if program.model.major >= 3 {
                    let d = program
                        .declaration_of(*reg)
                        .ok_or_else(|| DiffError::Helper(format!("{reg:?} not declared")))?;
                    text.push_str(&format!("{} v{k}\n", dcl(d.usage, d.usage_index)));
                    movs.push_str(&format!("mov oC{k}, v{k}\n"));
                } else {
                    let src = match reg.kind {
                        RegisterType::AttrOut => format!("v{}", reg.index),
                        _ => format!("t{}", reg.index),
                    };
                    text.push_str(&format!("dcl {src}\n"));
                    movs.push_str(&format!("mov oC{k}, {src}\n"));
                }
            }
            text.push_str(&movs);
            let ps = bench.device.create_pixel_shader(&asm(&text)?)?;
            passes.push((ps, chunk.to_vec()));
        }
        Ok(VertexRig {
            vs,
            decl,
            inputs,
            passes,
        })
    }

    /// Draws the vertex of `set` as a point and reads pixel (x, y) of every
    /// capture pass: one value per captured output, in `passes` order.
    pub fn run(
        &self,
        bench: &mut Bench,
        set: &InputSet,
        x: u32,
        y: u32,
    ) -> Result<Vec<[f32; 4]>, DiffError> {
        let textures = bench.textures(set, true)?;
        bench.constants(set, true)?;
        let data: Vec<u8> = self
            .inputs
            .iter()
            .flat_map(|r| set.v.get(r).copied().unwrap_or([0.0; 4]))
            .flat_map(f32::to_le_bytes)
            .collect();
        let len = (data.len() as u32).max(16);
        let vb = bench
            .device
            .create_vertex_buffer(len, Usage::WRITEONLY, 0, Pool::Default)?;
        let dst = bench
            .device
            .lock_vertex_buffer(vb, 0, 0, LockFlags::empty())?;
        let n = dst.len().min(data.len());
        dst[..n].copy_from_slice(&data[..n]);
        bench.device.unlock_vertex_buffer(vb)?;
        let mut out = Vec::new();
        for (ps, regs) in &self.passes {
            bench.clear_and_bind(regs.len())?;
            let d = &mut bench.device;
            d.set_vertex_declaration(Some(self.decl))?;
            d.set_stream_source(0, Some(vb), 0, len)?;
            d.set_vertex_shader(Some(self.vs))?;
            d.set_pixel_shader(Some(*ps))?;
            d.draw_primitive(PrimitiveType::PointList, 0, 1)?;
            for k in 0..regs.len().max(1) {
                out.push(bench.read(k, x, y)?);
            }
        }
        bench.device.release_vertex_buffer(vb)?;
        for t in textures {
            bench.device.release_texture(t)?;
        }
        Ok(out)
    }
}
