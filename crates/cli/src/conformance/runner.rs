//! The run loop: runs one case file on a D3D9 device, mirroring the reference
//! runner the conformance README describes. Each test block is set up
//! (`resources`), its commands executed (`draw`, `states`) and its probes
//! read back (`probe`). Every failure is caught per test block and turned into
//! `error` results for that block's probes; nothing aborts.

use std::collections::HashMap;

use ninebridge_d3d9::{
    BytecodeTranslator, Device, Gpu, PixelShaderId, SurfaceId, TextureId, VertexBufferId,
    VertexDeclId, VertexShaderId,
};

use super::case::{Block, Case, Command};
use super::report::{ProbeResult, Status};
use super::states::RunnerStates;

/// The default render target: 640x480 A32B32G32R32F.
pub(super) const DEFAULT_RT: (u32, u32) = (640, 480);
/// What never-written constant words hold.
pub(super) const UNSET_WORD: u32 = 0x7f7f_7f7f;

/// Resources bound for one test block.
pub(super) struct BlockEnv {
    pub(super) vs: VertexShaderId,
    pub(super) ps: PixelShaderId,
    pub(super) targets: Vec<(u32, SurfaceId)>,
    pub(super) layout: InputLayout,
}

/// A declaration and its streams: (stream, buffer, stride).
pub(super) type InputLayout = (VertexDeclId, Vec<(u32, VertexBufferId, u32)>);

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
            sticky_failure: None,
            results: Vec::new(),
        };
        for block in case.blocks.iter().filter(|b| b.kind == "test") {
            run.run_block(block);
        }
        run.results
    }
}

pub(super) struct CaseRun<'a> {
    pub(super) name: &'a str,
    pub(super) case: &'a Case,
    pub(super) device: Device,
    pub(super) uniforms: Vec<u32>,
    pub(super) states: RunnerStates,
    pub(super) default_rt: Option<SurfaceId>,
    pub(super) block_surfaces: HashMap<usize, SurfaceId>,
    pub(super) block_textures: HashMap<usize, TextureId>,
    pub(super) block_buffers: HashMap<usize, VertexBufferId>,
    pub(super) vertex_shaders: HashMap<String, VertexShaderId>,
    pub(super) pixel_shaders: HashMap<String, PixelShaderId>,
    pub(super) quad: Option<(VertexBufferId, VertexDeclId)>,
    /// The first `uniform`, `clear rtv` or state command that failed: what
    /// it should have set persists across draws and blocks, so every later
    /// probe of the case is an error rather than a result of wrong state.
    pub(super) sticky_failure: Option<String>,
    pub(super) results: Vec<ProbeResult>,
}

impl CaseRun<'_> {
    /// Records a probe result for `cmd`.
    pub(super) fn result(
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
                "probe" => match (self.sticky_failure.as_ref().or(failure.as_ref()), &env) {
                    (Some(reason), _) => {
                        let reason = reason.clone();
                        self.result(cmd, Status::Error, Vec::new(), reason)
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
                    let is_draw = cmd.op.starts_with("draw");
                    match self.command(cmd, env) {
                        // A failed draw leaves the pixels of that draw
                        // missing; the next draw that works redraws them.
                        Err(reason) if is_draw => {
                            failure = Some(format!("line {}: {}: {reason}", cmd.line, cmd.text));
                        }
                        Err(reason) => {
                            self.sticky_failure.get_or_insert_with(|| {
                                format!("line {}: {}: {reason}", cmd.line, cmd.text)
                            });
                        }
                        Ok(()) if is_draw => failure = None,
                        Ok(()) => {}
                    }
                }
            }
        }
    }
}
