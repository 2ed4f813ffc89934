//! The CPU runner: runs a case file through the reference interpreter
//! (`ninebridge-interp`) instead of the GPU, mirroring the reference runner
//! the conformance README describes, so the interpreter is checked against
//! the cases' Windows values (built with the `interp` feature).
//!
//! Design: render targets are not images but histories of layers (`clear
//! rtv` values and draws, each draw with its transformed vertices, pixel
//! shader, constants, textures and states). A probe replays the history of
//! each probed pixel: for every draw, the primitives covering the pixel are
//! shaded in order (`raster`), the pixel shader running on the 2x2 quad
//! around the pixel so derivatives and implicit LOD see their neighbours.
//! Only probed pixels are ever computed. Setup (`setup`: shaders, textures,
//! samplers, vertex buffers) and state commands reuse the case model and
//! state parsing of the GPU-free layer; failures are [`InterpCaseError`]s
//! turned into `error` results exactly as the GPU runner does.

mod error;
mod format;
mod raster;
mod setup;

use std::collections::HashMap;
use std::rc::Rc;

use ninebridge_d3dbc::Program;
use ninebridge_interp::{CpuTexture, SamplerDesc};

use crate::case::{
    Block, Case, ClearArgs, Command, DrawArgs, ProbeArgs, UniformArgs, number_words,
};
use crate::report::{ProbeResult, Status};
use crate::state::{Fog, StateCommand, alpha_ref_dword, parse_state_command};
use crate::ulp;
pub use error::InterpCaseError;
use raster::{DrawRecord, Primitive, Target};

/// The default render target: 640x480 A32B32G32R32F.
const DEFAULT_RT: (u32, u32) = (640, 480);
/// What never-written constant words hold.
const UNSET_WORD: u32 = 0x7f7f_7f7f;
/// The key of the default render target among the rtv blocks.
const DEFAULT_TARGET: usize = usize::MAX;

/// Runs case files on the CPU through the reference interpreter.
#[derive(Clone, Copy, Debug, Default)]
pub struct InterpRunner {
    /// The D3D9 multiply (0 times anything is 0), as the device's
    /// `NINEBRIDGE_FLOAT_EMULATION=strict` sets it for the GPU runner.
    pub mul_zero: bool,
}

impl InterpRunner {
    /// Runs `case` (named `name` in the results) and returns one result per probe.
    pub fn run_case(&self, name: &str, case: &Case) -> Vec<ProbeResult> {
        let mut run = CaseRun {
            name,
            case,
            uniforms: Vec::new(),
            states: States {
                mul_zero: self.mul_zero,
                ..States::default()
            },
            targets: HashMap::new(),
            textures: HashMap::new(),
            programs: HashMap::new(),
            sticky_failure: None,
            results: Vec::new(),
        };
        for block in case.blocks.iter().filter(|b| b.kind == "test") {
            run.run_block(block);
        }
        run.results
    }
}

/// The runner's render and fixed-function states.
#[derive(Clone, Debug)]
pub(crate) struct States {
    pub alpha_func: crate::state::CmpFunc,
    pub alpha_ref: u32,
    pub flat: bool,
    pub clip_planes: [Option<[f32; 4]>; 8],
    pub point_size: [f32; 3],
    pub point_sprite: bool,
    pub fog: Option<Fog>,
    pub fog_colour: [f32; 4],
    /// The interpreter's `mul_zero` (the runner's setting, not a state).
    pub mul_zero: bool,
}

impl Default for States {
    fn default() -> Self {
        States {
            alpha_func: crate::state::CmpFunc::Always,
            alpha_ref: 0,
            flat: false,
            clip_planes: [None; 8],
            point_size: [1.0, 1.0, f32::MAX],
            point_sprite: false,
            fog: None,
            fog_colour: [0.0; 4],
            mul_zero: false,
        }
    }
}

/// What a test block binds.
pub(crate) struct BlockEnv {
    pub vs: Rc<Program>,
    pub ps: Rc<Program>,
    /// (slot, target key).
    pub targets: Vec<(u32, usize)>,
    pub textures: Rc<Vec<(u32, Rc<CpuTexture>, SamplerDesc)>>,
    /// Vertex elements: (stream data, stride, offset, components, unorm8, usage, index).
    pub layout: Vec<setup::Element>,
}

struct CaseRun<'a> {
    name: &'a str,
    case: &'a Case,
    uniforms: Vec<u32>,
    states: States,
    targets: HashMap<usize, Target>,
    textures: HashMap<usize, Rc<CpuTexture>>,
    programs: HashMap<String, Rc<Program>>,
    sticky_failure: Option<String>,
    results: Vec<ProbeResult>,
}

/// A D3DCOLOR's channels as the target stores a ColorFill: each value times
/// 255 truncated to 8 bits, then read back as value / 255.
fn d3dcolor_floats(rgba: [f64; 4]) -> [f32; 4] {
    rgba.map(|v| (((v * 255.0) as i64 as u32) & 0xff) as f32 / 255.0)
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
        let mut failed_draw: Option<String> = None;
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
            let located = |e: InterpCaseError| format!("line {}: {}: {e}", cmd.line, cmd.text);
            match cmd.op.as_str() {
                "probe" => {
                    let reason = match (&self.sticky_failure, &env) {
                        (Some(sticky), _) => Some(sticky.clone()),
                        (None, Err(setup)) => Some(setup.to_string()),
                        (None, Ok(_)) => failed_draw.clone(),
                    };
                    match (reason, &env) {
                        (Some(reason), _) => self.result(cmd, Status::Error, Vec::new(), reason),
                        (None, Ok(env)) => {
                            let outcome = self.probe(cmd, env);
                            match outcome {
                                Ok((status, got, detail)) => self.result(cmd, status, got, detail),
                                Err(e) => {
                                    self.result(cmd, Status::Error, Vec::new(), e.to_string())
                                }
                            }
                        }
                        (None, Err(_)) => {}
                    }
                }
                _ => {
                    let Ok(env) = &env else { continue };
                    let is_draw = cmd.op.starts_with("draw");
                    match self.command(cmd, env) {
                        Err(reason) if is_draw => failed_draw = Some(located(reason)),
                        Err(reason) => {
                            self.sticky_failure.get_or_insert_with(|| located(reason));
                        }
                        Ok(()) if is_draw => failed_draw = None,
                        Ok(()) => {}
                    }
                }
            }
        }
    }

    /// The constants as float4 registers (unset words 0x7f7f7f7f).
    fn constants(&self) -> Vec<[f32; 4]> {
        self.uniforms
            .chunks(4)
            .map(|c| {
                let w = |i: usize| f32::from_bits(c.get(i).copied().unwrap_or(UNSET_WORD));
                [w(0), w(1), w(2), w(3)]
            })
            .collect()
    }

    fn command(&mut self, cmd: &Command, env: &BlockEnv) -> Result<(), InterpCaseError> {
        let args = || cmd.args.clone();
        let arguments = |op: &'static str| move |source| InterpCaseError::Arguments { op, source };
        match cmd.op.as_str() {
            "uniform" => {
                let a: UniformArgs =
                    serde_json::from_value(args()).map_err(arguments("uniform"))?;
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
                let verts = raster::quad_vertices();
                self.draw(env, &verts, Primitive::TriangleList, 3)
            }
            "draw" => {
                let a: DrawArgs = serde_json::from_value(args()).map_err(arguments("draw"))?;
                let kind = match a.topology.as_str() {
                    "point list" => Primitive::PointList,
                    "triangle list" => Primitive::TriangleList,
                    "triangle strip" => Primitive::TriangleStrip,
                    other => return Err(InterpCaseError::Topology(other.to_string())),
                };
                let verts = setup::fetch_vertices(&env.layout, a.vertex_count)?;
                self.draw(env, &verts, kind, a.vertex_count)
            }
            "clear rtv" => {
                let a: ClearArgs = serde_json::from_value(args()).map_err(arguments("clear"))?;
                let v = a.value;
                let rgba = [0, 1, 2, 3].map(|i| v.get(i).copied().unwrap_or(0.0));
                let (_, key) = env
                    .targets
                    .iter()
                    .find(|(s, _)| *s == a.slot)
                    .ok_or(InterpCaseError::ClearTarget(a.slot))?;
                let target = self
                    .targets
                    .get_mut(key)
                    .ok_or(InterpCaseError::ClearTarget(a.slot))?;
                target.clear(d3dcolor_floats(rgba));
                Ok(())
            }
            _ => self.state_command(cmd),
        }
    }

    fn state_command(&mut self, cmd: &Command) -> Result<(), InterpCaseError> {
        let s = &mut self.states;
        match parse_state_command(&cmd.op, &cmd.text)? {
            StateCommand::Fog(Fog::Disable) => s.fog = None,
            StateCommand::Fog(f) => s.fog = Some(f),
            StateCommand::FogColour(rgba) => s.fog_colour = d3dcolor_floats(rgba),
            StateCommand::ClipPlane { index, plane } => s.clip_planes[index as usize] = Some(plane),
            StateCommand::ClipPlaneDisable { index } => s.clip_planes[index as usize] = None,
            StateCommand::PointSize(size) => s.point_size = size,
            StateCommand::PointSprite(on) => s.point_sprite = on,
            StateCommand::AlphaTest { func, reference } => {
                s.alpha_func = func;
                s.alpha_ref = alpha_ref_dword(reference);
            }
            StateCommand::Shade { flat } => s.flat = flat,
        }
        Ok(())
    }

    /// Runs the vertex shader on `inputs` and records the draw in every
    /// bound target's history.
    fn draw(
        &mut self,
        env: &BlockEnv,
        inputs: &[Vec<([f32; 4], ninebridge_d3dbc::DeclUsage, u8)>],
        kind: Primitive,
        count: u32,
    ) -> Result<(), InterpCaseError> {
        let constants = self.constants();
        let (w, h) = env
            .targets
            .iter()
            .filter_map(|(_, key)| self.targets.get(key).map(|t| (t.width, t.height)))
            .fold((u32::MAX, u32::MAX), |(a, b), (w, h)| (a.min(w), b.min(h)));
        let record = DrawRecord::new(
            &env.vs,
            env.ps.clone(),
            constants,
            env.textures.clone(),
            self.states.clone(),
            (w, h),
            inputs,
            kind,
            count,
        )?;
        let record = Rc::new(record);
        for (slot, key) in &env.targets {
            if let Some(t) = self.targets.get_mut(key) {
                t.draw(record.clone(), *slot);
            }
        }
        Ok(())
    }

    /// Replays the probed pixels and compares them.
    fn probe(
        &self,
        cmd: &Command,
        env: &BlockEnv,
    ) -> Result<(Status, Vec<serde_json::Value>, String), InterpCaseError> {
        let a: ProbeArgs = serde_json::from_value(cmd.args.clone()).map_err(|source| {
            InterpCaseError::Arguments {
                op: "probe",
                source,
            }
        })?;
        let slot: u32 = a
            .target
            .strip_prefix("rtv ")
            .and_then(|s| s.trim().parse().ok())
            .ok_or_else(|| InterpCaseError::ProbeTarget(a.target.clone()))?;
        let (_, key) = env
            .targets
            .iter()
            .find(|(s, _)| *s == slot)
            .ok_or(InterpCaseError::ProbeUnbound(slot))?;
        let target = self
            .targets
            .get(key)
            .ok_or(InterpCaseError::ProbeUnbound(slot))?;
        let [x0, y0, x1, y1] = a.rect;
        if x1 <= x0 || y1 <= y0 {
            return Err(InterpCaseError::EmptyRect(a.rect));
        }
        if x1 > target.width || y1 > target.height {
            return Err(InterpCaseError::ProbeOutside {
                rect: a.rect,
                width: target.width,
                height: target.height,
            });
        }
        let n = a.values.len();
        let texel = target.format.bytes();
        if n == 0 || 4 * n > texel {
            return Err(InterpCaseError::ProbeValues { values: n, texel });
        }
        let mut first_got = Vec::new();
        let mut cache = raster::QuadCache::default();
        for y in y0..y1 {
            for x in x0..x1 {
                // The words the target stores, as a probe of the locked
                // surface reads them.
                let pixel = target.format.store(target.pixel(x, y, &mut cache)?);
                let mut ok = true;
                let mut got = Vec::with_capacity(n);
                for (i, expected) in a.values.iter().enumerate() {
                    let v = f32::from_bits(pixel[i]);
                    let (pass, value) = match a.kind.as_str() {
                        "rgba" | "f32" => {
                            let e = expected
                                .as_f64()
                                .ok_or(InterpCaseError::NonNumericExpected)?;
                            (ulp::within(e, v, a.ulps), float_json(v))
                        }
                        "i32" => (
                            expected.as_i64() == Some(i64::from(v.to_bits() as i32)),
                            serde_json::json!(v.to_bits() as i32),
                        ),
                        "u32" => (
                            expected.as_u64() == Some(u64::from(v.to_bits())),
                            serde_json::json!(v.to_bits()),
                        ),
                        other => return Err(InterpCaseError::ProbeKind(other.to_string())),
                    };
                    ok &= pass;
                    got.push(value);
                }
                if first_got.is_empty() {
                    first_got = got.clone();
                }
                if !ok {
                    return Ok((
                        Status::Fail,
                        got,
                        format!("pixel ({x}, {y}) outside {} ulps", a.ulps),
                    ));
                }
            }
        }
        Ok((Status::Pass, first_got, String::new()))
    }
}

/// A float for the results file (`inf`, `-inf`, `nan` as strings).
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
