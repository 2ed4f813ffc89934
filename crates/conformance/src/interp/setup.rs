//! Setup of a test block on the CPU runner: its shaders (parsed once per
//! case), render targets, textures and samplers, and vertex elements.

use std::rc::Rc;

use ninebridge_d3dbc::{DeclUsage, DeclUsageName, Program, SamplerTextureType};
use ninebridge_interp::{CpuTexture, SamplerDesc};
use ninebridge_types::{TextureAddress, TextureFilterType};

use super::format::Format;
use super::raster::Target;
use super::{BlockEnv, CaseRun, DEFAULT_RT, DEFAULT_TARGET, InterpCaseError};
use crate::case::{Block, ShaderRef, hex_bytes};
use crate::{SizeKind, parse_size};

/// One vertex element of the test's input layout, with its stream's data.
#[derive(Clone, Debug)]
pub(crate) struct Element {
    data: Rc<Vec<u8>>,
    stride: u32,
    offset: u32,
    /// Float components (1..4), or 4 unsigned normalised bytes.
    components: u8,
    unorm8: bool,
    usage: DeclUsage,
    index: u8,
}

/// A vertex's elements: (value expanded to 4 components, usage, index).
pub(crate) type VertexElements = Vec<([f32; 4], DeclUsage, u8)>;

fn slot_error(kind: &'static str, slot: &str) -> InterpCaseError {
    InterpCaseError::Slot {
        kind,
        slot: slot.to_string(),
    }
}

/// Reads `count` vertices from the layout's streams.
pub(crate) fn fetch_vertices(
    layout: &[Element],
    count: u32,
) -> Result<Vec<VertexElements>, InterpCaseError> {
    (0..count)
        .map(|v| {
            layout
                .iter()
                .map(|e| {
                    let base = (v * e.stride + e.offset) as usize;
                    let mut out = [0.0, 0.0, 0.0, 1.0];
                    if e.unorm8 {
                        let bytes = e
                            .data
                            .get(base..base + 4)
                            .ok_or(InterpCaseError::ShortVertexBuffer(v))?;
                        for (o, b) in out.iter_mut().zip(bytes) {
                            *o = f32::from(*b) / 255.0;
                        }
                    } else {
                        for (c, o) in out.iter_mut().enumerate().take(e.components as usize) {
                            let at = base + 4 * c;
                            let w = e
                                .data
                                .get(at..at + 4)
                                .ok_or(InterpCaseError::ShortVertexBuffer(v))?;
                            *o = f32::from_le_bytes([w[0], w[1], w[2], w[3]]);
                        }
                    }
                    Ok((out, e.usage, e.index))
                })
                .collect()
        })
        .collect()
}

fn usage_of(semantic: &str) -> Result<(DeclUsage, u8), InterpCaseError> {
    let lower = semantic.to_ascii_lowercase();
    let name = lower.trim_end_matches(|c: char| c.is_ascii_digit());
    let index: u8 = lower[name.len()..].parse().unwrap_or(0);
    let usage = match name {
        "sv_position" => DeclUsage::Position,
        _ => *DeclUsage::ALL
            .iter()
            .find(|u| u.name() == name)
            .ok_or_else(|| InterpCaseError::Semantic(semantic.to_string()))?,
    };
    Ok((usage, index))
}

impl CaseRun<'_> {
    fn block(&self, index: usize) -> Result<&Block, InterpCaseError> {
        self.case
            .blocks
            .get(index)
            .ok_or(InterpCaseError::NoBlock(index))
    }

    fn program(
        &mut self,
        shader: Option<&ShaderRef>,
        stage: &'static str,
    ) -> Result<Rc<Program>, InterpCaseError> {
        let shader = shader.ok_or(InterpCaseError::NoShader(stage))?;
        if let Some(err) = &shader.error {
            return Err(InterpCaseError::ShaderDidNotCompile {
                stage,
                message: err.lines().next().unwrap_or("").to_string(),
            });
        }
        let hex = match (&shader.hex, shader.ok) {
            (Some(hex), Some(true) | None) => hex.clone(),
            _ => return Err(InterpCaseError::NoBytecode(stage)),
        };
        if let Some(p) = self.programs.get(&hex) {
            return Ok(p.clone());
        }
        let program = ninebridge_d3dbc::parse_bytes(&hex_bytes(&hex)?)
            .map_err(|source| InterpCaseError::Parse { stage, source })?;
        let vertex = stage == "vertex";
        if program.model.is_vertex() != vertex {
            return Err(InterpCaseError::Stage(stage));
        }
        // What D3D9's Create*Shader refuses, the reference runner cannot
        // draw with (the GPU runner's device checks the same rules).
        if let Some(e) = ninebridge_d3dbc::validate_direct3d9(&program, false).first() {
            return Err(InterpCaseError::Refused {
                stage,
                reason: e.to_string(),
            });
        }
        let p = Rc::new(program);
        self.programs.insert(hex, p.clone());
        Ok(p)
    }

    /// Creates what a test block binds.
    pub(super) fn setup(&mut self, block: &Block) -> Result<BlockEnv, InterpCaseError> {
        let state = block.state.as_ref().ok_or(InterpCaseError::NoState)?;
        let vs = self.program(
            block.vs.as_ref().or(self.case.default_vs.as_ref()),
            "vertex",
        )?;
        let ps = self.program(block.ps.as_ref(), "pixel")?;
        let mut targets = Vec::new();
        for (slot, &index) in &state.rtv {
            let slot: u32 = slot.parse().map_err(|_| slot_error("rtv", slot))?;
            if !self.targets.contains_key(&index) {
                let b = self.block(index)?;
                let format = Format::parse(b.format.as_deref().unwrap_or("?"))?;
                let (w, h, _, _) = parse_size(b.size.as_deref().unwrap_or(""))?;
                self.targets.insert(index, Target::new(w, h, format));
            }
            targets.push((slot, index));
        }
        if !targets.iter().any(|(slot, _)| *slot == 0) {
            self.targets
                .entry(DEFAULT_TARGET)
                .or_insert_with(|| Target::new(DEFAULT_RT.0, DEFAULT_RT.1, Format::Rgba32f));
            targets.push((0, DEFAULT_TARGET));
        }
        targets.sort_unstable();
        let mut textures = Vec::new();
        let mut samplers: Vec<(u32, SamplerDesc)> = Vec::new();
        for (slot, &index) in &state.sampler {
            let stage: u32 = slot.parse().map_err(|_| slot_error("sampler", slot))?;
            let lines = self.block(index)?.lines.clone();
            samplers.push((stage, sampler(&lines)?));
        }
        for (slot, &index) in &state.srv {
            let stage: u32 = slot.parse().map_err(|_| slot_error("srv", slot))?;
            let tex = self.texture(index)?;
            // Undeclared stages keep D3D9's defaults (wrap, point, no mip).
            let desc = samplers
                .iter()
                .find(|(s, _)| *s == stage)
                .map(|(_, d)| *d)
                .unwrap_or_default();
            textures.push((stage, tex, desc));
        }
        let layout = self.layout(state.input_layout, &state.vb)?;
        Ok(BlockEnv {
            vs,
            ps,
            targets,
            textures: Rc::new(textures),
            layout,
        })
    }

    fn texture(&mut self, index: usize) -> Result<Rc<CpuTexture>, InterpCaseError> {
        if let Some(t) = self.textures.get(&index) {
            return Ok(t.clone());
        }
        let b = self.block(index)?;
        // Channels a float format lacks read 1 in D3D9 (R32F is (r, 1, 1, 1)).
        let format = Format::parse(b.format.as_deref().unwrap_or("?"))?;
        let texel = format.bytes();
        let (w, h, d, kind) = parse_size(b.size.as_deref().unwrap_or(""))?;
        let levels = b.levels.unwrap_or(1).max(1);
        let data = hex_bytes(b.data_u32_hex.as_deref().unwrap_or(""))?;
        let mut offset = 0usize;
        let mut take = |texels: usize| -> Result<Vec<[f32; 4]>, InterpCaseError> {
            let len = texels * texel;
            let chunk =
                data.get(offset..offset + len)
                    .ok_or(InterpCaseError::ShortTextureData {
                        len: data.len(),
                        offset,
                    })?;
            offset += len;
            Ok(chunk.chunks(texel).map(|t| format.decode(t)).collect())
        };
        let edge = |e: u32, l: u32| e.checked_shr(l).unwrap_or(0).max(1) as usize;
        let (kind, depth, faces) = match kind {
            SizeKind::TwoD => (SamplerTextureType::Texture2d, 1, 1),
            SizeKind::Volume => (SamplerTextureType::Volume, d, 1),
            SizeKind::Cube => (SamplerTextureType::Cube, 1, 6),
        };
        let mut all = Vec::new();
        for _ in 0..faces {
            for l in 0..levels {
                all.push(take(edge(w, l) * edge(h, l) * edge(depth, l))?);
            }
        }
        let t = Rc::new(CpuTexture {
            kind,
            width: w,
            height: h,
            depth,
            levels: all,
        });
        self.textures.insert(index, t.clone());
        Ok(t)
    }

    fn layout(
        &self,
        index: Option<usize>,
        vbs: &std::collections::BTreeMap<String, usize>,
    ) -> Result<Vec<Element>, InterpCaseError> {
        let lines = match index {
            Some(index) => self.block(index)?.lines.clone(),
            None => Vec::new(),
        };
        let mut parsed = Vec::new();
        let mut strides: std::collections::HashMap<u32, u32> = Default::default();
        for line in &lines {
            let words: Vec<&str> = line.split_whitespace().collect();
            let (slot, format, semantic, idx) = match words.as_slice() {
                [] => continue,
                [slot, format, semantic] => (slot, format, semantic, None),
                [slot, format, semantic, idx] => (slot, format, semantic, Some(idx)),
                _ => return Err(InterpCaseError::InputLayoutLine(line.clone())),
            };
            let stream: u32 = slot.parse().map_err(|_| slot_error("input layout", slot))?;
            let (components, unorm8) = match *format {
                "r32-float" => (1, false),
                "r32g32-float" => (2, false),
                "r32g32b32-float" => (3, false),
                "r32g32b32a32-float" => (4, false),
                "r8g8b8a8-unorm" => (4, true),
                _ => return Err(InterpCaseError::DeclType(format.to_string())),
            };
            let (usage, mut usage_index) = usage_of(semantic)?;
            if let Some(idx) = idx {
                usage_index = idx
                    .parse()
                    .map_err(|_| InterpCaseError::Semantic(idx.to_string()))?;
            }
            let offset = strides.entry(stream).or_insert(0);
            parsed.push((stream, *offset, components, unorm8, usage, usage_index));
            *offset += if unorm8 { 4 } else { 4 * components as u32 };
        }
        let mut elements = Vec::new();
        for (stream, offset, components, unorm8, usage, index) in parsed {
            let vb = vbs
                .iter()
                .find(|(slot, _)| slot.parse::<u32>().ok() == Some(stream))
                .map(|(_, &b)| b);
            let data = match vb {
                Some(b) => hex_bytes(self.block(b)?.data_u32_hex.as_deref().unwrap_or(""))?,
                None => Vec::new(),
            };
            elements.push(Element {
                data: Rc::new(data),
                stride: strides.get(&stream).copied().unwrap_or(0),
                offset,
                components,
                unorm8,
                usage,
                index,
            });
        }
        Ok(elements)
    }
}

/// A declared sampler's states: point filtering and clamp unless its lines
/// say otherwise.
fn sampler(lines: &[String]) -> Result<SamplerDesc, InterpCaseError> {
    let mut d = SamplerDesc {
        address: [TextureAddress::Clamp; 3],
        mag: TextureFilterType::Point,
        min: TextureFilterType::Point,
        mip: TextureFilterType::Point,
        ..SamplerDesc::default()
    };
    for line in lines {
        let words: Vec<&str> = line.split_whitespace().collect();
        match words.as_slice() {
            [] => {}
            [comment, ..] if comment.starts_with('%') => {}
            ["filter", min, mag, mip] => {
                let f = |name: &str| match name {
                    "point" => Ok(TextureFilterType::Point),
                    "linear" => Ok(TextureFilterType::Linear),
                    _ => Err(InterpCaseError::SamplerFilter(name.to_string())),
                };
                d.min = f(min)?;
                d.mag = f(mag)?;
                d.mip = f(mip)?;
            }
            ["address", modes @ ..] if modes.len() == 3 => {
                for (a, name) in d.address.iter_mut().zip(modes) {
                    *a = match *name {
                        "wrap" => TextureAddress::Wrap,
                        "mirror" => TextureAddress::Mirror,
                        "clamp" => TextureAddress::Clamp,
                        "border" => TextureAddress::Border,
                        other => return Err(InterpCaseError::SamplerAddress(other.to_string())),
                    };
                }
            }
            _ => return Err(InterpCaseError::SamplerLine(line.clone())),
        }
    }
    Ok(d)
}
