//! Runs one case file on a D3D9 device, mirroring the reference runner the
//! conformance README describes. Every failure is caught per test block and
//! turned into `error` results for that block's probes; nothing aborts.

use std::collections::HashMap;

use ninebridge_d3d9::{
    BytecodeTranslator, CmpFunc, DeclType, DeclUsage, Device, Format, Gpu, PixelShaderId,
    PrimitiveType, RenderState, SamplerState, SurfaceId, TextureId, TransformState, VertexBufferId,
    VertexDeclId, VertexElement, VertexShaderId, Viewport,
};

use super::case::{Block, Case, ClearArgs, Command, DrawArgs, ProbeArgs, UniformArgs, hex_bytes};
use super::report::{ProbeResult, Status};
use super::ulp;

/// The default render target: 640x480 A32B32G32R32F.
const DEFAULT_RT: (u32, u32) = (640, 480);
/// What never-written constant words hold.
const UNSET_WORD: u32 = 0x7f7f_7f7f;

/// The render states the reference runner sets on every draw.
#[derive(Clone, Debug)]
struct RunnerStates {
    alpha_func: CmpFunc,
    alpha_ref: u32,
    flat: bool,
    clip_planes: u32,
    point_size: [f32; 3],
    point_sprite: bool,
    fog_enable: bool,
    fog_table_mode: u32,
    fog_colour: u32,
    fog_start: f32,
    fog_end: f32,
    fog_density: f32,
    ortho: bool,
}

impl Default for RunnerStates {
    fn default() -> Self {
        RunnerStates {
            alpha_func: CmpFunc::Always,
            alpha_ref: 0,
            flat: false,
            clip_planes: 0,
            point_size: [1.0, 1.0, f32::MAX],
            point_sprite: false,
            fog_enable: false,
            fog_table_mode: 0,
            fog_colour: 0,
            fog_start: 0.0,
            fog_end: 1.0,
            fog_density: 1.0,
            ortho: false,
        }
    }
}

/// Resources bound for one test block.
struct BlockEnv {
    vs: VertexShaderId,
    ps: PixelShaderId,
    targets: Vec<(u32, SurfaceId)>,
    layout: InputLayout,
}

/// A declaration and its streams: (stream, buffer, stride).
type InputLayout = (VertexDeclId, Vec<(u32, VertexBufferId, u32)>);

/// A D3DCOLOR from float channels: each value times 255, truncated to 8 bits
/// (as the reference runner's `D3DCOLOR_COLORVALUE`).
pub fn d3dcolor(rgba: [f64; 4]) -> u32 {
    let ch = |v: f64| ((v * 255.0) as i64 as u32) & 0xff;
    (ch(rgba[3]) << 24) | (ch(rgba[0]) << 16) | (ch(rgba[1]) << 8) | ch(rgba[2])
}

fn number_words(ty: &str, values: &[serde_json::Number]) -> Result<Vec<u32>, String> {
    let base = ty.trim_end_matches(|c: char| c.is_ascii_digit());
    values
        .iter()
        .map(|n| match base {
            "float" => n.as_f64().map(|v| (v as f32).to_bits()),
            "int" => n
                .as_i64()
                .and_then(|v| i32::try_from(v).ok())
                .map(|v| v as u32),
            "uint" => n.as_u64().and_then(|v| u32::try_from(v).ok()),
            _ => None,
        })
        .collect::<Option<Vec<u32>>>()
        .ok_or_else(|| {
            format!("uniform type {ty} with values {values:?} is not expressible as 32-bit words")
        })
}

fn format_of(name: &str) -> Result<Format, String> {
    match name {
        "r32g32b32a32-float" => Ok(Format::A32B32G32R32F),
        "r32-float" => Ok(Format::R32F),
        "r32g32-float" => Ok(Format::G32R32F),
        "r16g16b16a16-float" => Ok(Format::A16B16G16R16F),
        _ => Err(format!(
            "format {name} has no D3D9 equivalent (D3DFMT_UNKNOWN)"
        )),
    }
}

fn decl_type(name: &str) -> Result<DeclType, String> {
    match name {
        "r32-float" => Ok(DeclType::Float1),
        "r32g32-float" => Ok(DeclType::Float2),
        "r32g32b32-float" => Ok(DeclType::Float3),
        "r32g32b32a32-float" => Ok(DeclType::Float4),
        "r8g8b8a8-unorm" => Ok(DeclType::UByte4N),
        _ => Err(format!("input layout format {name} has no D3DDECLTYPE")),
    }
}

fn usage_of(semantic: &str) -> Result<(DeclUsage, u8), String> {
    let lower = semantic.to_ascii_lowercase();
    let name = lower.trim_end_matches(|c: char| c.is_ascii_digit());
    let index: u8 = lower[name.len()..].parse().unwrap_or(0);
    let usage = match name {
        "position" | "sv_position" => DeclUsage::Position,
        "blendweight" => DeclUsage::BlendWeight,
        "blendindices" => DeclUsage::BlendIndices,
        "normal" => DeclUsage::Normal,
        "psize" => DeclUsage::PointSize,
        "texcoord" => DeclUsage::TexCoord,
        "tangent" => DeclUsage::Tangent,
        "binormal" => DeclUsage::Binormal,
        "tessfactor" => DeclUsage::TessFactor,
        "positiont" => DeclUsage::PositionT,
        "color" => DeclUsage::Color,
        "fog" => DeclUsage::Fog,
        "depth" => DeclUsage::Depth,
        "sample" => DeclUsage::Sample,
        _ => return Err(format!("semantic {semantic} has no D3DDECLUSAGE")),
    };
    Ok((usage, index))
}

fn topology(name: &str) -> Result<PrimitiveType, String> {
    match name {
        "point list" => Ok(PrimitiveType::PointList),
        "line list" => Ok(PrimitiveType::LineList),
        "line strip" => Ok(PrimitiveType::LineStrip),
        "triangle list" => Ok(PrimitiveType::TriangleList),
        "triangle strip" => Ok(PrimitiveType::TriangleStrip),
        "triangle fan" => Ok(PrimitiveType::TriangleFan),
        _ => Err(format!("topology {name} is not a D3D9 primitive type")),
    }
}

fn primitive_count(pt: PrimitiveType, vertices: u32) -> u32 {
    match pt {
        PrimitiveType::PointList => vertices,
        PrimitiveType::LineList => vertices / 2,
        PrimitiveType::LineStrip => vertices.saturating_sub(1),
        PrimitiveType::TriangleList => vertices / 3,
        PrimitiveType::TriangleStrip | PrimitiveType::TriangleFan => vertices.saturating_sub(2),
    }
}

fn floats(words: &[&str]) -> Result<Vec<f64>, String> {
    words
        .iter()
        .map(|w| {
            w.parse::<f64>()
                .map_err(|_| format!("{w:?} is not a number"))
        })
        .collect()
}

/// Runs case files on one GPU.
pub struct Runner {
    gpu: Gpu,
}

impl Runner {
    /// A runner on `gpu`.
    pub fn new(gpu: Gpu) -> Self {
        Runner { gpu }
    }

    /// Runs `case` (named `name` in the results) and returns one result per probe.
    pub fn run_case(&self, name: &str, case: &Case) -> Vec<ProbeResult> {
        let device = Device::new(self.gpu.clone(), Box::new(BytecodeTranslator::default()));
        let mut run = CaseRun {
            name,
            case,
            device,
            uniforms: Vec::new(),
            states: RunnerStates::default(),
            default_rt: None,
            block_surfaces: HashMap::new(),
            block_textures: HashMap::new(),
            block_buffers: HashMap::new(),
            vertex_shaders: HashMap::new(),
            pixel_shaders: HashMap::new(),
            quad: None,
            results: Vec::new(),
        };
        for block in case.blocks.iter().filter(|b| b.kind == "test") {
            run.run_block(block);
        }
        run.results
    }
}

struct CaseRun<'a> {
    name: &'a str,
    case: &'a Case,
    device: Device,
    uniforms: Vec<u32>,
    states: RunnerStates,
    default_rt: Option<SurfaceId>,
    block_surfaces: HashMap<usize, SurfaceId>,
    block_textures: HashMap<usize, TextureId>,
    block_buffers: HashMap<usize, VertexBufferId>,
    vertex_shaders: HashMap<String, VertexShaderId>,
    pixel_shaders: HashMap<String, PixelShaderId>,
    quad: Option<(VertexBufferId, VertexDeclId)>,
    results: Vec<ProbeResult>,
}

impl CaseRun<'_> {
    fn result(
        &mut self,
        cmd: &Command,
        status: Status,
        got: Vec<serde_json::Value>,
        detail: String,
    ) {
        let expected = cmd
            .args
            .get("values")
            .cloned()
            .and_then(|v| v.as_array().cloned())
            .unwrap_or_default();
        self.results.push(ProbeResult {
            case: self.name.to_string(),
            line: cmd.line,
            status,
            expected,
            got,
            detail,
            xcheck: cmd.xcheck_vkd3d_vulkan_lavapipe.clone(),
        });
    }

    fn run_block(&mut self, block: &Block) {
        if !block.runnable {
            let reason = block
                .not_executed_reason
                .clone()
                .unwrap_or_else(|| "not runnable at this model".to_string());
            for cmd in block.commands.iter().filter(|c| c.op == "probe") {
                self.result(cmd, Status::Skip, Vec::new(), reason.clone());
            }
            return;
        }
        let env = self.setup(block);
        let mut failure: Option<String> = env.as_ref().err().cloned();
        for cmd in &block.commands {
            if cmd.skip {
                if cmd.op == "probe" {
                    self.result(
                        cmd,
                        Status::Skip,
                        Vec::new(),
                        "skipped by the reference runner at this model".into(),
                    );
                }
                continue;
            }
            match cmd.op.as_str() {
                "probe" => match (&failure, &env) {
                    (Some(reason), _) => {
                        self.result(cmd, Status::Error, Vec::new(), reason.clone())
                    }
                    (None, Ok(env)) => {
                        let targets = env.targets.clone();
                        self.probe(cmd, &targets);
                    }
                    (None, Err(reason)) => {
                        self.result(cmd, Status::Error, Vec::new(), reason.clone())
                    }
                },
                _ => {
                    let Ok(env) = &env else { continue };
                    if let Err(reason) = self.command(cmd, env) {
                        failure = Some(format!("line {}: {}: {reason}", cmd.line, cmd.text));
                    } else if cmd.op.starts_with("draw") {
                        failure = None;
                    }
                }
            }
        }
    }

    fn shader_hex<'b>(
        &'b self,
        shader: Option<&'b super::case::ShaderRef>,
        stage: &str,
    ) -> Result<&'b str, String> {
        let shader = shader.ok_or_else(|| format!("the test binds no {stage} shader"))?;
        if let Some(err) = &shader.error {
            let first = err.lines().next().unwrap_or("");
            return Err(format!("{stage} shader did not compile: {first}"));
        }
        match (&shader.hex, shader.ok) {
            (Some(hex), Some(true) | None) => Ok(hex),
            _ => Err(format!("{stage} shader has no bytecode")),
        }
    }

    fn setup(&mut self, block: &Block) -> Result<BlockEnv, String> {
        let state = block
            .state
            .as_ref()
            .ok_or("test block without a state section")?;
        // Shaders.
        let vs_hex = self
            .shader_hex(
                block.vs.as_ref().or(self.case.default_vs.as_ref()),
                "vertex",
            )?
            .to_string();
        let ps_hex = self.shader_hex(block.ps.as_ref(), "pixel")?.to_string();
        let vs = match self.vertex_shaders.get(&vs_hex) {
            Some(id) => *id,
            None => {
                let id = self
                    .device
                    .create_vertex_shader(&hex_bytes(&vs_hex)?)
                    .map_err(|e| e.to_string())?;
                self.vertex_shaders.insert(vs_hex, id);
                id
            }
        };
        let ps = match self.pixel_shaders.get(&ps_hex) {
            Some(id) => *id,
            None => {
                let id = self
                    .device
                    .create_pixel_shader(&hex_bytes(&ps_hex)?)
                    .map_err(|e| e.to_string())?;
                self.pixel_shaders.insert(ps_hex, id);
                id
            }
        };
        // Render targets.
        let mut targets = Vec::new();
        for (slot, &index) in &state.rtv {
            let slot: u32 = slot.parse().map_err(|_| format!("rtv slot {slot:?}"))?;
            let surface = match self.block_surfaces.get(&index) {
                Some(s) => *s,
                None => {
                    let b = self.block(index)?;
                    let format = format_of(b.format.as_deref().unwrap_or("?"))?;
                    let (w, h, _, _) = parse_size(b.size.as_deref().unwrap_or(""))?;
                    let s = self
                        .device
                        .create_render_target(w, h, format)
                        .map_err(|e| e.to_string())?;
                    self.block_surfaces.insert(index, s);
                    s
                }
            };
            targets.push((slot, surface));
        }
        if !targets.iter().any(|(slot, _)| *slot == 0) {
            let rt = match self.default_rt {
                Some(rt) => rt,
                None => {
                    let rt = self
                        .device
                        .create_render_target(DEFAULT_RT.0, DEFAULT_RT.1, Format::A32B32G32R32F)
                        .map_err(|e| e.to_string())?;
                    self.default_rt = Some(rt);
                    rt
                }
            };
            targets.push((0, rt));
        }
        targets.sort_unstable();
        for slot in 0..4u32 {
            let surface = targets.iter().find(|(s, _)| *s == slot).map(|(_, id)| *id);
            if slot == 0 || surface.is_some() {
                self.device
                    .set_render_target(slot, surface)
                    .map_err(|e| e.to_string())?;
            } else {
                self.device
                    .set_render_target(slot, None)
                    .map_err(|e| e.to_string())?;
            }
        }
        let (mut w, mut h) = (u32::MAX, u32::MAX);
        for (_, s) in &targets {
            let (sw, sh) = self.device.surface_size(*s).map_err(|e| e.to_string())?;
            w = w.min(sw);
            h = h.min(sh);
        }
        self.device
            .set_viewport(Viewport {
                x: 0,
                y: 0,
                width: w,
                height: h,
                min_z: 0.0,
                max_z: 1.0,
            })
            .map_err(|e| e.to_string())?;
        // Textures and samplers: D3D9 defaults on every stage, then the declared ones.
        for stage in 0..16u32 {
            self.device
                .set_texture(stage, None)
                .map_err(|e| e.to_string())?;
            for (s, v) in [
                (SamplerState::AddressU, 1),
                (SamplerState::AddressV, 1),
                (SamplerState::AddressW, 1),
                (SamplerState::MagFilter, 1),
                (SamplerState::MinFilter, 1),
                (SamplerState::MipFilter, 0),
            ] {
                self.device
                    .set_sampler_state(stage, s, v)
                    .map_err(|e| e.to_string())?;
            }
        }
        for (slot, &index) in &state.srv {
            let stage: u32 = slot.parse().map_err(|_| format!("srv slot {slot:?}"))?;
            let tex = self.texture(index)?;
            self.device
                .set_texture(stage, Some(tex))
                .map_err(|e| e.to_string())?;
        }
        for (slot, &index) in &state.sampler {
            let stage: u32 = slot.parse().map_err(|_| format!("sampler slot {slot:?}"))?;
            let lines = self.block(index)?.lines.clone();
            self.sampler(stage, &lines)?;
        }
        // Vertex buffers and input layout for `draw`.
        // Without one, `draw` runs with an empty declaration (the vertex
        // shader reads no attributes).
        let layout = self.input_layout(state.input_layout, &state.vb)?;
        Ok(BlockEnv {
            vs,
            ps,
            targets,
            layout,
        })
    }

    fn block(&self, index: usize) -> Result<&Block, String> {
        self.case
            .blocks
            .get(index)
            .ok_or_else(|| format!("block {index} does not exist"))
    }

    fn texture(&mut self, index: usize) -> Result<TextureId, String> {
        if let Some(t) = self.block_textures.get(&index) {
            return Ok(*t);
        }
        let b = self.block(index)?;
        let format = format_of(b.format.as_deref().unwrap_or("?"))?;
        let (w, h, d, kind) = parse_size(b.size.as_deref().unwrap_or(""))?;
        let levels = b.levels.unwrap_or(1).max(1);
        let data = hex_bytes(b.data_u32_hex.as_deref().unwrap_or(""))?;
        let dev = &mut self.device;
        let err = |e: ninebridge_d3d9::D3dError| e.to_string();
        let texel = ninebridge_d3d9::format_info(format).host_bytes as usize;
        let mut offset = 0usize;
        let mut take = |len: usize| -> Result<Vec<u8>, String> {
            let chunk = data
                .get(offset..offset + len)
                .ok_or_else(|| {
                    format!(
                        "srv data has {} bytes, more needed at offset {offset}",
                        data.len()
                    )
                })?
                .to_vec();
            offset += len;
            Ok(chunk)
        };
        let level_len = |l: u32, depth: u32| {
            let edge = |e: u32| e.checked_shr(l).unwrap_or(0).max(1) as usize;
            let (lw, lh, ld) = (edge(w), edge(h), edge(depth));
            lw * lh * ld * texel
        };
        let tex = match kind {
            SizeKind::TwoD => {
                let t = dev
                    .create_texture(w, h, levels, false, format)
                    .map_err(err)?;
                for l in 0..levels {
                    let bytes = take(level_len(l, 1))?;
                    dev.lock_rect(t, l).map_err(err)?.copy_from_slice(&bytes);
                    dev.unlock_rect(t, l).map_err(err)?;
                }
                t
            }
            SizeKind::Volume => {
                let t = dev
                    .create_volume_texture(w, h, d, levels, format)
                    .map_err(err)?;
                for l in 0..levels {
                    let bytes = take(level_len(l, d))?;
                    dev.lock_box(t, l).map_err(err)?.copy_from_slice(&bytes);
                    dev.unlock_box(t, l).map_err(err)?;
                }
                t
            }
            SizeKind::Cube => {
                use ninebridge_d3d9::CubeFace::*;
                let t = dev.create_cube_texture(w, levels, format).map_err(err)?;
                for face in [
                    PositiveX, NegativeX, PositiveY, NegativeY, PositiveZ, NegativeZ,
                ] {
                    for l in 0..levels {
                        let bytes = take(level_len(l, 1))?;
                        dev.lock_cube_rect(t, face, l)
                            .map_err(err)?
                            .copy_from_slice(&bytes);
                        dev.unlock_cube_rect(t, face, l).map_err(err)?;
                    }
                }
                t
            }
        };
        self.block_textures.insert(index, tex);
        Ok(tex)
    }

    fn sampler(&mut self, stage: u32, lines: &[String]) -> Result<(), String> {
        let dev = &mut self.device;
        let mut set = |s, v| {
            dev.set_sampler_state(stage, s, v)
                .map_err(|e| e.to_string())
        };
        // A declared sampler defaults to point filtering and clamp.
        for s in [
            SamplerState::AddressU,
            SamplerState::AddressV,
            SamplerState::AddressW,
        ] {
            set(s, 3)?;
        }
        for s in [
            SamplerState::MinFilter,
            SamplerState::MagFilter,
            SamplerState::MipFilter,
        ] {
            set(s, 1)?;
        }
        for line in lines {
            let words: Vec<&str> = line.split_whitespace().collect();
            match words.as_slice() {
                [] => {}
                [comment, ..] if comment.starts_with('%') => {}
                ["filter", min, mag, mip] => {
                    let f = |name: &str| match name {
                        "point" => Ok(1),
                        "linear" => Ok(2),
                        _ => Err(format!("sampler filter {name}")),
                    };
                    set(SamplerState::MinFilter, f(min)?)?;
                    set(SamplerState::MagFilter, f(mag)?)?;
                    set(SamplerState::MipFilter, f(mip)?)?;
                }
                ["address", modes @ ..] if modes.len() == 3 => {
                    for (s, name) in [
                        SamplerState::AddressU,
                        SamplerState::AddressV,
                        SamplerState::AddressW,
                    ]
                    .into_iter()
                    .zip(modes)
                    {
                        let v = match *name {
                            "wrap" => 1,
                            "mirror" => 2,
                            "clamp" => 3,
                            "border" => 4,
                            other => return Err(format!("sampler address mode {other}")),
                        };
                        set(s, v)?;
                    }
                }
                _ => return Err(format!("sampler line {line:?} not understood")),
            }
        }
        Ok(())
    }

    fn input_layout(
        &mut self,
        index: Option<usize>,
        vbs: &std::collections::BTreeMap<String, usize>,
    ) -> Result<InputLayout, String> {
        let lines = match index {
            Some(index) => self.block(index)?.lines.clone(),
            None => Vec::new(),
        };
        let mut elements = Vec::new();
        let mut strides: HashMap<u16, u16> = HashMap::new();
        for line in &lines {
            let words: Vec<&str> = line.split_whitespace().collect();
            let (slot, format, semantic, sem_index) = match words.as_slice() {
                [] => continue,
                [slot, format, semantic] => (slot, format, semantic, None),
                [slot, format, semantic, idx] => (slot, format, semantic, Some(idx)),
                _ => return Err(format!("input layout line {line:?} not understood")),
            };
            let stream: u16 = slot
                .parse()
                .map_err(|_| format!("input layout slot {slot:?}"))?;
            let ty = decl_type(format)?;
            let (usage, mut usage_index) = usage_of(semantic)?;
            if let Some(idx) = sem_index {
                usage_index = idx.parse().map_err(|_| format!("semantic index {idx:?}"))?;
            }
            let offset = strides.entry(stream).or_insert(0);
            elements.push(VertexElement {
                stream,
                offset: *offset,
                ty,
                usage,
                usage_index,
            });
            *offset += ty.size() as u16;
        }
        let decl = self
            .device
            .create_vertex_declaration(&elements)
            .map_err(|e| e.to_string())?;
        let mut streams = Vec::new();
        for (slot, &vb_index) in vbs {
            let stream: u32 = slot.parse().map_err(|_| format!("vb slot {slot:?}"))?;
            let vb = match self.block_buffers.get(&vb_index) {
                Some(vb) => *vb,
                None => {
                    let data =
                        hex_bytes(self.block(vb_index)?.data_u32_hex.as_deref().unwrap_or(""))?;
                    let len = u32::try_from(data.len())
                        .map_err(|_| "vertex buffer too large".to_string())?;
                    let vb = self
                        .device
                        .create_vertex_buffer(len)
                        .map_err(|e| e.to_string())?;
                    self.device
                        .lock_vertex_buffer(vb, 0, 0)
                        .map_err(|e| e.to_string())?
                        .copy_from_slice(&data);
                    self.device
                        .unlock_vertex_buffer(vb)
                        .map_err(|e| e.to_string())?;
                    self.block_buffers.insert(vb_index, vb);
                    vb
                }
            };
            let stride = u32::from(strides.get(&(stream as u16)).copied().unwrap_or(0));
            streams.push((stream, vb, stride));
        }
        Ok((decl, streams))
    }

    fn apply_states(&mut self) -> Result<(), String> {
        let s = self.states.clone();
        let d = &mut self.device;
        d.set_render_state(RenderState::AlphaTestEnable, 1);
        d.set_render_state(RenderState::AlphaFunc, s.alpha_func.to_d3d());
        d.set_render_state(RenderState::AlphaRef, s.alpha_ref);
        d.set_render_state(RenderState::ShadeMode, if s.flat { 1 } else { 2 });
        d.set_render_state(RenderState::Clipping, 1);
        d.set_render_state(RenderState::ClipPlaneEnable, s.clip_planes);
        d.set_render_state(RenderState::PointSize, s.point_size[0].to_bits());
        d.set_render_state(RenderState::PointSizeMin, s.point_size[1].to_bits());
        d.set_render_state(RenderState::PointSizeMax, s.point_size[2].to_bits());
        d.set_render_state(RenderState::PointSpriteEnable, u32::from(s.point_sprite));
        d.set_render_state(RenderState::FogEnable, u32::from(s.fog_enable));
        d.set_render_state(RenderState::FogTableMode, s.fog_table_mode);
        d.set_render_state(RenderState::FogColor, s.fog_colour);
        d.set_render_state(RenderState::FogStart, s.fog_start.to_bits());
        d.set_render_state(RenderState::FogEnd, s.fog_end.to_bits());
        d.set_render_state(RenderState::FogDensity, s.fog_density.to_bits());
        d.set_render_state(RenderState::CullMode, 1);
        let mut proj = [
            [1.0, 0.0, 0.0, 0.0],
            [0.0, 1.0, 0.0, 0.0],
            [0.0, 0.0, 1.0, 0.0],
            [0.0, 0.0, 0.0, 1.0],
        ];
        if !s.ortho {
            proj[3][3] = 1.01;
        }
        d.set_transform(TransformState::Projection, proj);
        // Constants: the words as float4 registers from c0, in both stages.
        let regs: Vec<[f32; 4]> = self
            .uniforms
            .chunks(4)
            .map(|c| {
                let w = |i: usize| f32::from_bits(c.get(i).copied().unwrap_or(UNSET_WORD));
                [w(0), w(1), w(2), w(3)]
            })
            .collect();
        let vs_regs = &regs[..regs.len().min(ninebridge_d3d9::VS_FLOAT_CONSTANTS)];
        let ps_regs = &regs[..regs.len().min(ninebridge_d3d9::PS_FLOAT_CONSTANTS)];
        d.set_vertex_shader_constant_f(0, vs_regs)
            .map_err(|e| e.to_string())?;
        d.set_pixel_shader_constant_f(0, ps_regs)
            .map_err(|e| e.to_string())?;
        Ok(())
    }

    fn command(&mut self, cmd: &Command, env: &BlockEnv) -> Result<(), String> {
        let args = || cmd.args.clone();
        let words: Vec<&str> = cmd.text.split_whitespace().collect();
        match cmd.op.as_str() {
            "uniform" => {
                let a: UniformArgs = serde_json::from_value(args())
                    .map_err(|e| format!("uniform arguments: {e}"))?;
                let words = number_words(&a.ty, &a.values)?;
                let start = a.offset_dwords as usize;
                let end = start + words.len();
                if self.uniforms.len() < end {
                    self.uniforms.resize(end, UNSET_WORD);
                }
                self.uniforms[start..end].copy_from_slice(&words);
                Ok(())
            }
            "draw quad" => {
                self.apply_states()?;
                let (vb, decl) = self.quad()?;
                let d = &mut self.device;
                let err = |e: ninebridge_d3d9::D3dError| e.to_string();
                d.set_vertex_declaration(Some(decl)).map_err(err)?;
                d.set_stream_source(0, Some(vb), 0, 8).map_err(err)?;
                d.set_vertex_shader(Some(env.vs)).map_err(err)?;
                d.set_pixel_shader(Some(env.ps)).map_err(err)?;
                d.draw_primitive(PrimitiveType::TriangleList, 0, 1)
                    .map_err(err)
            }
            "draw" => {
                let a: DrawArgs =
                    serde_json::from_value(args()).map_err(|e| format!("draw arguments: {e}"))?;
                let pt = topology(&a.topology)?;
                let (decl, streams) = &env.layout;
                self.apply_states()?;
                let d = &mut self.device;
                let err = |e: ninebridge_d3d9::D3dError| e.to_string();
                d.set_vertex_declaration(Some(*decl)).map_err(err)?;
                for stream in 0..16 {
                    d.set_stream_source(stream, None, 0, 0).map_err(err)?;
                }
                for (stream, vb, stride) in streams {
                    d.set_stream_source(*stream, Some(*vb), 0, *stride)
                        .map_err(err)?;
                }
                d.set_vertex_shader(Some(env.vs)).map_err(err)?;
                d.set_pixel_shader(Some(env.ps)).map_err(err)?;
                d.draw_primitive(pt, 0, primitive_count(pt, a.vertex_count))
                    .map_err(err)
            }
            "clear rtv" => {
                let a: ClearArgs =
                    serde_json::from_value(args()).map_err(|e| format!("clear arguments: {e}"))?;
                let v = a.value;
                let rgba = [0, 1, 2, 3].map(|i| v.get(i).copied().unwrap_or(0.0));
                let (_, surface) = env
                    .targets
                    .iter()
                    .find(|(s, _)| *s == a.slot)
                    .ok_or(format!("no rtv {}", a.slot))?;
                self.device
                    .color_fill(*surface, d3dcolor(rgba))
                    .map_err(|e| e.to_string())
            }
            "fog" => {
                let s = &mut self.states;
                match words.as_slice() {
                    ["fog", "disable"] => s.fog_enable = false,
                    ["fog", "none"] => {
                        s.fog_enable = true;
                        s.fog_table_mode = 0;
                    }
                    ["fog", "linear", proj, start, end] => {
                        let v = floats(&[start, end])?;
                        s.fog_enable = true;
                        s.fog_table_mode = 3;
                        s.ortho = *proj == "ortho";
                        s.fog_start = v[0] as f32;
                        s.fog_end = v[1] as f32;
                    }
                    ["fog", mode @ ("exp" | "exp2"), proj, density] => {
                        s.fog_enable = true;
                        s.fog_table_mode = if *mode == "exp" { 1 } else { 2 };
                        s.ortho = *proj == "ortho";
                        s.fog_density = floats(&[density])?[0] as f32;
                    }
                    _ => return Err("fog command not understood".into()),
                }
                Ok(())
            }
            "fog-colour" => {
                let v = floats(words.get(1..5).ok_or("fog-colour needs 4 values")?)?;
                self.states.fog_colour = d3dcolor([v[0], v[1], v[2], v[3]]);
                Ok(())
            }
            "clip-plane" => {
                let n: u32 = words
                    .get(1)
                    .and_then(|w| w.parse().ok())
                    .ok_or("clip-plane index")?;
                let v = floats(words.get(2..6).ok_or("clip-plane needs 4 values")?)?;
                self.device
                    .set_clip_plane(n, [v[0] as f32, v[1] as f32, v[2] as f32, v[3] as f32])
                    .map_err(|e| e.to_string())?;
                self.states.clip_planes |= 1 << n;
                Ok(())
            }
            "point-size" => {
                let v = floats(words.get(1..4).ok_or("point-size needs 3 values")?)?;
                self.states.point_size = [v[0] as f32, v[1] as f32, v[2] as f32];
                Ok(())
            }
            "point-sprite" => {
                self.states.point_sprite = words.get(1) == Some(&"on");
                Ok(())
            }
            "alpha" => {
                // `alpha test FUNC [REF]`, FUNC possibly two words.
                let rest = words.get(2..).ok_or("alpha test needs a function")?;
                let (func_words, reference) = match rest.last().and_then(|w| w.parse::<f64>().ok())
                {
                    Some(r) => (&rest[..rest.len() - 1], Some(r)),
                    None => (rest, None),
                };
                let func = match func_words.join(" ").as_str() {
                    "never" => CmpFunc::Never,
                    "less" => CmpFunc::Less,
                    "equal" => CmpFunc::Equal,
                    "less equal" => CmpFunc::LessEqual,
                    "greater" => CmpFunc::Greater,
                    "not equal" => CmpFunc::NotEqual,
                    "greater equal" => CmpFunc::GreaterEqual,
                    "always" => CmpFunc::Always,
                    other => return Err(format!("alpha test function {other:?}")),
                };
                self.states.alpha_func = func;
                if let Some(r) = reference {
                    self.states.alpha_ref = ((r * 255.0) as i64 as u32) & 0xff;
                }
                Ok(())
            }
            "shade" => {
                self.states.flat = words.get(2) == Some(&"flat");
                Ok(())
            }
            other => Err(format!(
                "command {other:?} is not supported by the D3D9 runner"
            )),
        }
    }

    fn quad(&mut self) -> Result<(VertexBufferId, VertexDeclId), String> {
        if let Some(q) = self.quad {
            return Ok(q);
        }
        let err = |e: ninebridge_d3d9::D3dError| e.to_string();
        let verts: Vec<u8> = [-2.0f32, -2.0, -2.0, 4.0, 4.0, -2.0]
            .iter()
            .flat_map(|f| f.to_le_bytes())
            .collect();
        let vb = self
            .device
            .create_vertex_buffer(verts.len() as u32)
            .map_err(err)?;
        self.device
            .lock_vertex_buffer(vb, 0, 0)
            .map_err(err)?
            .copy_from_slice(&verts);
        self.device.unlock_vertex_buffer(vb).map_err(err)?;
        let decl = self
            .device
            .create_vertex_declaration(&[VertexElement {
                stream: 0,
                offset: 0,
                ty: DeclType::Float2,
                usage: DeclUsage::Position,
                usage_index: 0,
            }])
            .map_err(err)?;
        self.quad = Some((vb, decl));
        Ok((vb, decl))
    }

    fn probe(&mut self, cmd: &Command, targets: &[(u32, SurfaceId)]) {
        match self.probe_inner(cmd, targets) {
            Ok((status, got, detail)) => self.result(cmd, status, got, detail),
            Err(reason) => self.result(cmd, Status::Error, Vec::new(), reason),
        }
    }

    fn probe_inner(
        &self,
        cmd: &Command,
        targets: &[(u32, SurfaceId)],
    ) -> Result<(Status, Vec<serde_json::Value>, String), String> {
        let a: ProbeArgs = serde_json::from_value(cmd.args.clone())
            .map_err(|e| format!("probe arguments: {e}"))?;
        let slot: u32 = a
            .target
            .strip_prefix("rtv ")
            .and_then(|s| s.trim().parse().ok())
            .ok_or_else(|| format!("probe of {} is not supported by the D3D9 runner", a.target))?;
        let (_, surface) = targets
            .iter()
            .find(|(s, _)| *s == slot)
            .ok_or(format!("no rtv {slot} bound"))?;
        let [x0, y0, x1, y1] = a.rect;
        if x1 <= x0 || y1 <= y0 {
            return Err(format!("empty probe rectangle {:?}", a.rect));
        }
        let bytes = self
            .device
            .read_surface_rect(*surface, (x0, y0, x1 - x0, y1 - y0))
            .map_err(|e| e.to_string())?;
        let pixels = ((x1 - x0) * (y1 - y0)) as usize;
        let texel = bytes.len() / pixels.max(1);
        let n = a.values.len();
        if n == 0 || texel < 4 * n {
            return Err(format!(
                "probe of {n} values on a target with {texel}-byte texels"
            ));
        }
        let word = |p: usize, i: usize| {
            let o = p * texel + i * 4;
            u32::from_le_bytes([bytes[o], bytes[o + 1], bytes[o + 2], bytes[o + 3]])
        };
        let width = (x1 - x0) as usize;
        let mut first_got = Vec::new();
        for p in 0..pixels {
            let mut ok = true;
            let mut got = Vec::with_capacity(n);
            for (i, expected) in a.values.iter().enumerate() {
                let bits = word(p, i);
                let (pass, value) = match a.kind.as_str() {
                    "rgba" | "f32" => {
                        let v = f32::from_bits(bits);
                        let e = expected.as_f64().ok_or("non-numeric expected value")?;
                        (ulp::within(e, v, a.ulps), float_json(v))
                    }
                    "i32" => (
                        expected.as_i64() == Some(i64::from(bits as i32)),
                        serde_json::json!(bits as i32),
                    ),
                    "u32" => (
                        expected.as_u64() == Some(u64::from(bits)),
                        serde_json::json!(bits),
                    ),
                    other => return Err(format!("probe kind {other}")),
                };
                ok &= pass;
                got.push(value);
            }
            if p == 0 {
                first_got = got.clone();
            }
            if !ok {
                let (px, py) = (x0 as usize + p % width, y0 as usize + p / width);
                return Ok((
                    Status::Fail,
                    got,
                    format!("pixel ({px}, {py}) outside {} ulps", a.ulps),
                ));
            }
        }
        Ok((Status::Pass, first_got, String::new()))
    }
}

/// A float for the results file: JSON has no infinities or NaN, so those
/// are written as the strings `inf`, `-inf` and `nan`.
fn float_json(v: f32) -> serde_json::Value {
    if v.is_finite() {
        serde_json::json!(v)
    } else if v.is_nan() {
        serde_json::json!("nan")
    } else if v > 0.0 {
        serde_json::json!("inf")
    } else {
        serde_json::json!("-inf")
    }
}

/// The shape of a resource.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum SizeKind {
    TwoD,
    Volume,
    Cube,
}

/// Parses `(2d, w, h)`, `(3d, w, h, d)` or `(cube, n)`.
fn parse_size(size: &str) -> Result<(u32, u32, u32, SizeKind), String> {
    let inner = size.trim().trim_start_matches('(').trim_end_matches(')');
    let parts: Vec<&str> = inner.split(',').map(str::trim).collect();
    let num = |s: &str| s.parse::<u32>().map_err(|_| format!("size {size:?}"));
    match parts.as_slice() {
        ["2d", w, h] => Ok((num(w)?, num(h)?, 1, SizeKind::TwoD)),
        ["3d", w, h, d] => Ok((num(w)?, num(h)?, num(d)?, SizeKind::Volume)),
        ["cube", n] => Ok((num(n)?, num(n)?, 1, SizeKind::Cube)),
        _ => Err(format!("resource size {size:?} is not a D3D9 texture")),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn d3dcolor_truncates_like_the_reference_runner() {
        assert_eq!(d3dcolor([0.0, 1.0, 1.0, 1.0]), 0xff00_ffff);
        assert_eq!(d3dcolor([0.5, 0.0, 0.0, 0.0]), 0x007f_0000);
        // -255 truncated to 8 bits is 1.
        assert_eq!(d3dcolor([-1.0, -1.0, -1.0, -1.0]), 0x0101_0101);
    }

    #[test]
    fn uniform_words() {
        let n = |v: serde_json::Value| serde_json::from_value::<serde_json::Number>(v).unwrap();
        assert_eq!(
            number_words("float4", &[n(1.0.into())]).unwrap(),
            [0x3f80_0000]
        );
        assert_eq!(number_words("int", &[n((-1).into())]).unwrap(), [u32::MAX]);
        assert_eq!(number_words("uint", &[n(7.into())]).unwrap(), [7]);
        assert!(number_words("double2", &[n(1.0.into())]).is_err());
    }

    #[test]
    fn non_finite_floats_are_strings() {
        assert_eq!(float_json(f32::INFINITY), "inf");
        assert_eq!(float_json(f32::NEG_INFINITY), "-inf");
        assert_eq!(float_json(f32::NAN), "nan");
        assert_eq!(float_json(0.5), 0.5);
    }

    #[test]
    fn sizes_and_semantics() {
        assert_eq!(parse_size("(2d, 2, 3)").unwrap(), (2, 3, 1, SizeKind::TwoD));
        assert_eq!(parse_size("(cube, 4)").unwrap(), (4, 4, 1, SizeKind::Cube));
        assert!(parse_size("(buffer, 4)").is_err());
        assert_eq!(usage_of("TEXCOORD").unwrap(), (DeclUsage::TexCoord, 0));
        assert_eq!(usage_of("texcoord2").unwrap(), (DeclUsage::TexCoord, 2));
        assert!(usage_of("sv_target").is_err());
        assert_eq!(primitive_count(PrimitiveType::TriangleStrip, 4), 2);
    }
}
