//! The runner: runs one case file on a D3D9 device, mirroring the reference
//! runner the conformance README describes (built with the `device`
//! feature).
//!
//! Design: one [`Runner`] holds the GPU; each case gets a fresh device and a
//! `CaseRun` that owns the case's resources, created on first use and reused
//! by later blocks. Each test block is set up (`resources`, with `textures`
//! and `input_layout`), its commands executed (`draw`, `states`) and its
//! probes read back (`probe`). Every failure is a [`CaseError`], caught per
//! test block and turned into `error` results for that block's probes
//! (state that persists makes it sticky for the rest of the case); nothing
//! aborts.

mod draw;
mod error;
mod input_layout;
mod probe;
mod resources;
mod states;
mod textures;

use std::collections::HashMap;

use ninebridge_d3d9::{
    BytecodeTranslator, Device, PixelShaderId, SurfaceId, TextureId, VertexBufferId, VertexDeclId,
    VertexShaderId,
};

use ninebridge_gpu::Gpu;

use crate::case::{Block, Case, Command};
use crate::report::{ProbeResult, Status};
pub use error::{CaseError, CommandError};
use states::RunnerStates;

/// The default render target: 640x480 A32B32G32R32F.
const DEFAULT_RT: (u32, u32) = (640, 480);
/// What never-written constant words hold.
const UNSET_WORD: u32 = 0x7f7f_7f7f;

/// Resources bound for one test block.
struct BlockEnv {
    vs: VertexShaderId,
    ps: PixelShaderId,
    targets: Vec<(u32, SurfaceId)>,
    layout: InputLayout,
}

/// A declaration and its streams: (stream, buffer, stride).
type InputLayout = (VertexDeclId, Vec<(u32, VertexBufferId, u32)>);

/// Runs case files on one GPU; the cases' devices share one pipeline
/// service (what one case built, the next finds; recipes recorded once).
pub struct Runner {
    gpu: Gpu,
    pipelines: ninebridge_d3d9::PipelineService,
}

impl Runner {
    /// A runner on `gpu`.
    pub fn new(gpu: Gpu) -> Self {
        let pipelines =
            ninebridge_d3d9::PipelineService::new(&gpu, Box::new(BytecodeTranslator::from_env()));
        Runner { gpu, pipelines }
    }

    /// Runs `case` (named `name` in the results) and returns one result per probe.
    pub fn run_case(&self, name: &str, case: &Case) -> Vec<ProbeResult> {
        let device = Device::with_pipeline_service(self.gpu.clone(), self.pipelines.clone());
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
    /// The first `uniform`, `clear rtv` or state command that failed: what
    /// it should have set persists across draws and blocks, so every later
    /// probe of the case is an error rather than a result of wrong state.
    sticky_failure: Option<CommandError>,
    results: Vec<ProbeResult>,
}

/// The error of a slot name that is not a number.
fn slot_error(kind: &'static str, slot: &str) -> CaseError {
    CaseError::Slot {
        kind,
        slot: slot.to_string(),
    }
}

impl CommandError {
    fn new(cmd: &Command, reason: CaseError) -> Self {
        CommandError {
            line: cmd.line,
            text: cmd.text.clone(),
            reason,
        }
    }
}

impl CaseRun<'_> {
    /// Records a probe result for `cmd`.
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
        // The last draw that failed, until a draw works again.
        let mut failed_draw: Option<CommandError> = None;
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
                "probe" => {
                    let reason = match (&self.sticky_failure, &env) {
                        (Some(sticky), _) => Some(sticky.to_string()),
                        (None, Err(setup)) => Some(setup.to_string()),
                        (None, Ok(_)) => failed_draw.as_ref().map(ToString::to_string),
                    };
                    match (reason, &env) {
                        (Some(reason), _) => self.result(cmd, Status::Error, Vec::new(), reason),
                        (None, Ok(env)) => {
                            let targets = env.targets.clone();
                            self.probe(cmd, &targets);
                        }
                        (None, Err(_)) => {}
                    }
                }
                _ => {
                    let Ok(env) = &env else { continue };
                    let is_draw = cmd.op.starts_with("draw");
                    match self.command(cmd, env) {
                        // A failed draw leaves the pixels of that draw
                        // missing; the next draw that works redraws them.
                        Err(reason) if is_draw => {
                            failed_draw = Some(CommandError::new(cmd, reason));
                        }
                        Err(reason) => {
                            self.sticky_failure
                                .get_or_insert_with(|| CommandError::new(cmd, reason));
                        }
                        Ok(()) if is_draw => failed_draw = None,
                        Ok(()) => {}
                    }
                }
            }
        }
    }
}
