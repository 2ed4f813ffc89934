//! The replay loop: each step through the mapping layer, its failure (if
//! any) judged against `expected_hr` and turned into taints, probes read
//! back and compared, frames handed out at `Present` and at the end.

use std::collections::HashMap;

use ninebridge_d3d9::{
    BytecodeTranslator, Device, Format, Gpu, RenderState, TextureCacheConfig, TextureStats,
};
use ninebridge_trace::{Call, Enum, Id, Match, Probe, ProbeArea, Step, SurfaceRef, Trace};
use ninebridge_types::TextureStageState;

use crate::map::{self, Failure};
use crate::objects::Objects;
use crate::result::{ProbeResult, Status};
use crate::taint::{DrawContext, LiveState, Scope, Taint, Taints};

/// A picture of a render target: at a `Present` (the back buffer) or at
/// the end of the trace (each bound render target).
#[derive(Clone, Debug)]
pub struct Frame {
    /// `present` or `end-rt<N>`.
    pub label: String,
    /// Width.
    pub width: u32,
    /// Height.
    pub height: u32,
    /// RGBA8 rows.
    pub rgba: Vec<u8>,
}

/// A step that did not do what the trace says.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StepFailure {
    /// Step index.
    pub step: usize,
    /// Call name.
    pub call: &'static str,
    /// The API to blame.
    pub api: String,
    /// Why.
    pub reason: String,
}

/// The device's counters after a trace (summed over traces by the caller).
#[derive(Clone, Debug, Default, PartialEq)]
pub struct DeviceCounters {
    /// Draws recorded.
    pub draws: u64,
    /// Render passes begun for draws.
    pub passes: u64,
    /// Of those, passes recorded for the render thread to encode.
    pub recorded_passes: u64,
    /// Submissions.
    pub submits: u64,
    /// Uniform bytes written.
    pub uniform_bytes: u64,
    /// Pipelines created.
    pub pipelines: u64,
    /// Pipeline and module build statistics, summed over the devices.
    pub build: ninebridge_d3d9::PipelineStats,
    /// Vertex modules derived for draws (linked or point-expanded).
    pub derived_shaders: u64,
    /// Fixed-function pixel modules generated (one per distinct key).
    pub ff_pixel_modules: u64,
    /// Fixed-function vertex modules generated (one per distinct key).
    pub ff_vertex_modules: u64,
    /// Pixel shaders created from a shader pack's replacement.
    pub pack_replacements: u64,
    /// The texture cache's `"textures"` and `"bc"` counters.
    pub textures: TextureStats,
    /// Copies between surfaces and generated levels.
    pub copy: ninebridge_d3d9::CopyStats,
    /// What the device's capture wrote ([`Replayer::with_capture`]).
    pub capture: ninebridge_d3d9::CaptureStats,
    /// `Present`s, `Reset`s and the window's counters
    /// ([`Replayer::with_device_setup`] attaching a window).
    pub present: ninebridge_d3d9::PresentationStats,
    /// GPU time per pass label (`NINEBRIDGE_GPU_PROFILE=1`), one list per
    /// device appended after the other (medians do not sum).
    pub gpu_passes: Vec<ninebridge_d3d9::GpuPassStat>,
    /// Whole frames' GPU time (`NINEBRIDGE_GPU_PROFILE=1`) of the last
    /// device that timed any.
    pub gpu_frame: Option<ninebridge_d3d9::GpuFrameStat>,
    /// Samplers created, and those `NINEBRIDGE_ANISOTROPY` raised.
    pub samplers: ninebridge_d3d9::SamplerStats,
    /// Resolution scaling (`NINEBRIDGE_RENDER_SCALE`, `--scale`).
    pub render_scale: ninebridge_d3d9::ScaleStats,
    /// Multisampling: resolves, depth moves, multisampled passes.
    pub msaa: ninebridge_d3d9::enhance::MsaaStats,
    /// The render thread (`NINEBRIDGE_RENDER_THREAD`).
    pub render_thread: ninebridge_d3d9::RenderThreadStats,
}

impl std::ops::AddAssign for DeviceCounters {
    fn add_assign(&mut self, o: Self) {
        self.draws += o.draws;
        self.passes += o.passes;
        self.recorded_passes += o.recorded_passes;
        self.submits += o.submits;
        self.uniform_bytes += o.uniform_bytes;
        self.pipelines += o.pipelines;
        self.build += o.build;
        self.derived_shaders += o.derived_shaders;
        self.ff_pixel_modules += o.ff_pixel_modules;
        self.ff_vertex_modules += o.ff_vertex_modules;
        self.pack_replacements += o.pack_replacements;
        self.textures += &o.textures;
        let (c, d) = (&mut self.copy, o.copy);
        c.texel_copies += d.texel_copies;
        c.blits += d.blits;
        c.mip_generations += d.mip_generations;
        c.uploads += d.uploads;
        c.stand_ins += d.stand_ins;
        self.capture.steps += o.capture.steps;
        self.capture.left_out += o.capture.left_out;
        self.present += o.present;
        self.gpu_passes.extend(o.gpu_passes);
        if o.gpu_frame.is_some() {
            self.gpu_frame = o.gpu_frame;
        }
        self.samplers.created += o.samplers.created;
        self.samplers.anisotropy_raised += o.samplers.anisotropy_raised;
        self.samplers.anisotropy_override = o.samplers.anisotropy_override;
        self.render_scale += o.render_scale;
        let (m, n) = (&mut self.msaa, o.msaa);
        m.samples = n.samples;
        m.resolves += n.resolves;
        m.depth_resolves += n.depth_resolves;
        m.depth_uploads += n.depth_uploads;
        m.uploads += n.uploads;
        m.stencil_lost += n.stencil_lost;
        m.passes_multisampled += n.passes_multisampled;
        self.render_thread += o.render_thread;
    }
}

/// What replaying one trace gave.
#[derive(Clone, Debug, Default)]
pub struct CaseReport {
    /// One result per probe, in order.
    pub results: Vec<ProbeResult>,
    /// Steps that failed where the trace expects success (or succeeded
    /// where it expects failure).
    pub failed_steps: Vec<StepFailure>,
    /// Steps that had to fail, did not reach the device (no API yet), and
    /// so changed nothing, as the trace requires.
    pub unchecked_expected_failures: usize,
    /// The device's counters.
    pub counters: DeviceCounters,
    /// With [`Replayer::with_capture`]: the trace the device captured, or
    /// why there is none.
    pub captured: Option<Result<std::path::PathBuf, String>>,
}

/// Replays traces on one GPU, a fresh device per trace; the devices share
/// one pipeline service, as the devices of one game process do.
pub struct Replayer {
    gpu: Gpu,
    pipelines: ninebridge_d3d9::PipelineService,
    /// The GPU's module counters when the replayer was made.
    modules_before: (u64, std::time::Duration),
    settle: bool,
    /// Whether frames are read back for the `frames` callback.
    frames: bool,
    texture_cache: Option<TextureCacheConfig>,
    capture: Option<std::path::PathBuf>,
    setup: Option<DeviceSetup>,
    on_present: Option<PresentHook>,
}

/// What [`Replayer::with_device_setup`] runs on each device.
pub type DeviceSetup = Box<dyn Fn(&mut Device) + Send + Sync>;

/// What [`Replayer::with_present_hook`] runs after each `Present`.
pub type PresentHook = Box<dyn Fn(&Device) + Send + Sync>;

impl Replayer {
    /// A replayer on `gpu`.
    pub fn new(gpu: Gpu) -> Self {
        let pipelines =
            ninebridge_d3d9::PipelineService::new(&gpu, Box::new(BytecodeTranslator::from_env()));
        Replayer {
            modules_before: gpu.shader_modules_created(),
            gpu,
            pipelines,
            settle: false,
            frames: true,
            texture_cache: None,
            capture: None,
            setup: None,
            on_present: None,
        }
    }

    /// Runs `setup` on each device the replayer makes, before the trace's
    /// first step (`CreateDevice`): `ninebridge replay --window` attaches
    /// its window there ([`Device::attach_window`]), so every `Present`
    /// of the trace reaches the window.
    pub fn with_device_setup(
        mut self,
        setup: impl Fn(&mut Device) + Send + Sync + 'static,
    ) -> Self {
        self.setup = Some(Box::new(setup));
        self
    }

    /// Has every device capture the calls the replay makes into
    /// `<dir>/<case>.json` (the device's own capture, as `NINEBRIDGE_TRACE`
    /// does it): a trace replayed and captured again.
    pub fn with_capture(mut self, dir: &std::path::Path) -> Self {
        self.capture = Some(dir.to_path_buf());
        self
    }

    /// When each device is made and after each shader or vertex
    /// declaration creation, waits until the pipeline workers have nothing
    /// left to do, as a game's loading screen gives them time (`replay
    /// --settle`). Without it the replay runs at full speed.
    pub fn with_settle(mut self, settle: bool) -> Self {
        self.settle = settle;
        self
    }

    /// Runs `hook` on the replaying thread after each `Present` of a trace
    /// that succeeded, whether or not frames are read back: a benchmark
    /// marks its frame boundaries there (`bench scene --replay` reads the
    /// thread's CPU clock), so set-up before the first frame is left out.
    pub fn with_present_hook(mut self, hook: impl Fn(&Device) + Send + Sync + 'static) -> Self {
        self.on_present = Some(Box::new(hook));
        self
    }

    /// With `false`, no frame is read back at `Present` or at the end and
    /// the `frames` callback of [`Replayer::run`] is never called: a replay
    /// that keeps no pictures (a benchmark) then adds no readback, and no
    /// wait for the GPU, to each frame. Default `true`.
    pub fn with_frames(mut self, frames: bool) -> Self {
        self.frames = frames;
        self
    }

    /// The pipeline statistics of every replay so far: the shared
    /// service's counters, with the shader modules created since the
    /// replayer was made (recipes loaded and queued at its creation
    /// included, which no device's own counters see).
    pub fn pipeline_stats(&self) -> ninebridge_d3d9::PipelineStats {
        let mut stats = self.pipelines.stats();
        let (modules, time) = self.gpu.shader_modules_created();
        stats.modules_compiled = modules.saturating_sub(self.modules_before.0);
        stats.modules_ms = time.saturating_sub(self.modules_before.1).as_secs_f64() * 1e3;
        stats
    }

    /// The pipeline service the devices share.
    pub fn pipeline_service(&self) -> &ninebridge_d3d9::PipelineService {
        &self.pipelines
    }

    /// Configures every device's texture cache with `config` instead of the
    /// environment (budgets, native BC, packs).
    pub fn with_texture_cache(mut self, config: TextureCacheConfig) -> Self {
        self.texture_cache = Some(config);
        self
    }

    /// Replays `trace` (named `case` in the results); `frames` receives the
    /// pictures.
    pub fn run(&self, case: &str, trace: &Trace, frames: &mut dyn FnMut(Frame)) -> CaseReport {
        let mut device = Device::with_pipeline_service(self.gpu.clone(), self.pipelines.clone());
        if self.settle {
            // Device creation is a pause too: recipes queued when the
            // manifest was read (those needing no shader) are built.
            device.settle_pipelines();
        }
        if let Some(config) = &self.texture_cache {
            device.configure_texture_cache(config);
        }
        if let Some(setup) = &self.setup {
            setup(&mut device);
        }
        let mut captured = None;
        if let Some(dir) = &self.capture {
            let name: String = case
                .chars()
                .map(|c| {
                    if c.is_alphanumeric() || "-_.".contains(c) {
                        c
                    } else {
                        '_'
                    }
                })
                .collect();
            let path = dir.join(format!("{name}.json"));
            if let Err(e) = device.capture_calls(&path) {
                captured = Some(Err(e.to_string()));
            }
        }
        let mut run = Run {
            case,
            settle: self.settle,
            frames: self.frames,
            on_present: self.on_present.as_deref(),
            device,
            objects: Objects::default(),
            live: LiveState::default(),
            surface_taints: HashMap::new(),
            texture_taints: HashMap::new(),
            buffer_taints: HashMap::new(),
            global: Taints::default(),
            rt: Default::default(),
            ds: None,
            bound_textures: HashMap::new(),
            streams: HashMap::new(),
            indices: None,
            ctx: DrawContext::default(),
            fvf: None,
            viewport_full: true,
            scissor_on: false,
            report: CaseReport::default(),
        };
        for (i, step) in trace.steps.iter().enumerate() {
            run.step(i, step, frames);
        }
        if run.frames {
            run.end_frames(frames);
        }
        let stats = run.device.batch_stats();
        run.report.counters = DeviceCounters {
            draws: stats.draws,
            passes: stats.passes,
            recorded_passes: stats.recorded_passes,
            submits: stats.submits,
            uniform_bytes: stats.uniform_bytes,
            render_thread: run.device.render_thread_stats(),
            pipelines: run.device.pipeline_count() as u64,
            build: run.device.pipeline_stats(),
            derived_shaders: run.device.derived_shader_count() as u64,
            ff_pixel_modules: run.device.ff_pixel_module_count() as u64,
            ff_vertex_modules: run.device.ff_vertex_module_count() as u64,
            pack_replacements: run.device.shader_pack_replacements(),
            textures: run.device.texture_stats(),
            copy: run.device.copy_stats(),
            capture: run.device.capture_stats(),
            present: run.device.presentation_stats(),
            gpu_passes: run.device.gpu_pass_stats(),
            gpu_frame: run.device.gpu_frame_stat(),
            samplers: run.device.sampler_stats(),
            render_scale: run.device.render_scale_stats(),
            msaa: run.device.msaa_stats(),
        };
        run.report.captured = captured.or_else(|| {
            run.device
                .finish_trace()
                .map_err(|e| e.to_string())
                .transpose()
        });
        run.report
    }
}

struct Run<'a> {
    case: &'a str,
    /// Settle the pipeline workers after shader and declaration creation.
    settle: bool,
    /// Read frames back ([`Replayer::with_frames`]).
    frames: bool,
    /// [`Replayer::with_present_hook`].
    on_present: Option<&'a (dyn Fn(&Device) + Send + Sync)>,
    device: Device,
    objects: Objects,
    live: LiveState,
    surface_taints: HashMap<String, Taints>,
    texture_taints: HashMap<Id, Taints>,
    buffer_taints: HashMap<Id, Taints>,
    /// Taints of every later probe (the device itself could not be set up,
    /// or accepted a call D3D9 refuses).
    global: Taints,
    rt: [Option<SurfaceRef>; 4],
    ds: Option<SurfaceRef>,
    bound_textures: HashMap<u32, Id>,
    streams: HashMap<u32, Id>,
    indices: Option<Id>,
    ctx: DrawContext,
    /// The FVF last set (even by a failed `SetFVF`), until a declaration
    /// replaces it: what the trace means to draw with.
    fvf: Option<ninebridge_types::Fvf>,
    viewport_full: bool,
    scissor_on: bool,
    report: CaseReport,
}

fn is_draw(call: &Call) -> bool {
    matches!(
        call,
        Call::DrawPrimitive(_)
            | Call::DrawIndexedPrimitive(_)
            | Call::DrawPrimitiveUp(_)
            | Call::DrawIndexedPrimitiveUp(_)
    )
}

/// Which draws a texture-stage state matters to.
fn stage_state_scope(state: TextureStageState) -> Scope {
    use TextureStageState as T;
    match state {
        T::BumpEnvMat00
        | T::BumpEnvMat01
        | T::BumpEnvMat10
        | T::BumpEnvMat11
        | T::BumpEnvLScale
        | T::BumpEnvLOffset
        | T::TextureTransformFlags => Scope::NoPixelShaderOrPs1,
        T::TexCoordIndex => Scope::NoVertexShader,
        _ => Scope::NoPixelShader,
    }
}

impl Run<'_> {
    fn step(&mut self, i: usize, step: &Step, frames: &mut dyn FnMut(Frame)) {
        if let Call::Probe(p) = &step.call {
            self.probe(p);
            return;
        }
        match &step.call {
            Call::SetFvf(f) => self.fvf = Some(f.fvf),
            Call::SetVertexDeclaration(d) if d.decl.is_some() => self.fvf = None,
            _ => {}
        }
        let result = map::apply(&mut self.device, &mut self.objects, &step.call);
        if self.settle
            && matches!(
                step.call,
                Call::CreateVertexShader(_)
                    | Call::CreatePixelShader(_)
                    | Call::CreateVertexDeclaration(_)
            )
        {
            self.device.settle_pipelines();
        }
        match result {
            Ok(()) if step.must_fail() => {
                let taint = Taint {
                    step: i,
                    call: step.call.name(),
                    api: format!("{} failure cases", step.call.name()),
                    reason: format!("succeeded, D3D9 fails it with {}", hresult_list(step)),
                };
                self.record(&taint);
                self.global.add(&taint);
            }
            Ok(()) => {
                self.succeeded(&step.call);
                if matches!(step.call, Call::Present(_)) {
                    if self.frames {
                        self.present_frame(frames);
                    }
                    if let Some(hook) = self.on_present {
                        hook(&self.device);
                    }
                }
            }
            Err(f) => self.failed(i, step, f),
        }
    }

    fn record(&mut self, t: &Taint) {
        self.report.failed_steps.push(StepFailure {
            step: t.step,
            call: t.call,
            api: t.api.clone(),
            reason: t.reason.clone(),
        });
    }

    fn failed(&mut self, i: usize, step: &Step, f: Failure) {
        if let Some(expected) = &step.expected_hr {
            match f.hresult() {
                Some(hr) if expected.contains(&hr) => return,
                None if step.must_fail() => {
                    // Not run, so nothing changed, as a failing call must.
                    self.report.unchecked_expected_failures += 1;
                    return;
                }
                Some(hr) if step.must_fail() => {
                    // Failed, so nothing changed; only the code differs.
                    self.record(&Taint {
                        step: i,
                        call: step.call.name(),
                        api: format!("{} failure cases", step.call.name()),
                        reason: format!("failed with {hr}, D3D9 gives {}", hresult_list(step)),
                    });
                    return;
                }
                _ => {}
            }
        }
        let api = self.refine_api(&step.call, &f);
        let taint = Taint {
            step: i,
            call: step.call.name(),
            api,
            reason: f.reason(),
        };
        self.record(&taint);
        self.taint_effects(&step.call, &taint);
    }

    /// Names draw failures after what the device lacks for them: render
    /// targets and depth of different sizes, the FVF a draw without a
    /// declaration needed, or what the device refused, in its words.
    fn refine_api(&self, call: &Call, f: &Failure) -> String {
        use ninebridge_d3d9::D3dError;
        let Failure::Device { error, .. } = f else {
            return f.api();
        };
        if !is_draw(call) && !matches!(call, Call::Clear(_)) {
            return f.api();
        }
        if matches!(error, D3dError::Gpu(_)) && self.target_sizes_differ() {
            return "render target and depth-stencil surface of different sizes".into();
        }
        if !is_draw(call) {
            return f.api();
        }
        match error {
            D3dError::InvalidCall(_) if self.live.get("layout").is_some() => self
                .live
                .get("layout")
                .map_or_else(|| f.api(), |t| t.api.clone()),
            e => {
                let text = e.to_string();
                let text = text.split_once(": ").map_or(text.as_str(), |(_, t)| t);
                format!("{}: {}", f.api(), text.chars().take(90).collect::<String>())
            }
        }
    }

    /// Whether render target 0 and the depth-stencil surface differ in size
    /// (D3D9 allows a larger depth-stencil surface).
    fn target_sizes_differ(&self) -> bool {
        let size = |r: &Option<SurfaceRef>| {
            let r = r.as_ref()?;
            let s = match r {
                SurfaceRef::BackBuffer => self.objects.backbuffer?,
                SurfaceRef::DepthStencil => self.objects.depth_stencil?,
                SurfaceRef::Surface(id) => *self.objects.surfaces.get(id)?,
                SurfaceRef::Level {
                    texture,
                    face,
                    level,
                } => *self
                    .objects
                    .levels
                    .get(&(texture.clone(), face.unwrap_or(0), *level))?,
            };
            self.device.surface_size(s).ok()
        };
        match (size(&self.rt[0]), size(&self.ds)) {
            (Some(a), Some(b)) => a != b,
            _ => false,
        }
    }

    /// The taints of what reading surface `r` gives: its pixels' taints,
    /// its texture's, and the failure that left its object uncreated.
    fn read_taints(&self, r: &SurfaceRef) -> Taints {
        let mut out = Taints::default();
        if let Some(ts) = self.surface_taints.get(&r.to_string()) {
            out.extend(ts);
        }
        let id = match r {
            SurfaceRef::Surface(id) => Some(id),
            SurfaceRef::Level { texture, .. } => {
                if let Some(ts) = self.texture_taints.get(texture) {
                    out.extend(ts);
                }
                Some(texture)
            }
            _ => None,
        };
        if let Some(t) = id.and_then(|id| self.objects.missing.get(id)) {
            out.add(t);
        }
        out
    }

    /// The taints a draw carries into its targets: state, bound textures
    /// and buffers.
    fn draw_taints(&self) -> Taints {
        let mut carried = self.live.for_draw(self.ctx);
        for t in self.bound_textures.values() {
            if let Some(ts) = self.texture_taints.get(t) {
                carried.extend(ts);
            }
        }
        for b in self.streams.values().chain(self.indices.iter()) {
            if let Some(ts) = self.buffer_taints.get(b) {
                carried.extend(ts);
            }
        }
        carried
    }

    /// The source a copy reads, if the call is a copy.
    fn copy_source(call: &Call) -> Option<SurfaceRef> {
        match call {
            Call::StretchRect(s) => s.src.clone(),
            Call::UpdateSurface(s) => s.src.clone(),
            Call::GetRenderTargetData(s) => s.src.clone(),
            Call::UpdateTexture(u) => u.src.clone().map(|texture| SurfaceRef::Level {
                texture,
                face: None,
                level: 0,
            }),
            _ => None,
        }
    }

    fn taint_surface(&mut self, r: &SurfaceRef, taints: &Taints) {
        if taints.is_empty() {
            return;
        }
        self.surface_taints
            .entry(r.to_string())
            .or_default()
            .extend(taints);
        if let SurfaceRef::Level { texture, .. } = r {
            self.texture_taints
                .entry(texture.clone())
                .or_default()
                .extend(taints);
        }
    }

    fn untaint_surface(&mut self, r: &SurfaceRef) {
        self.surface_taints.remove(&r.to_string());
    }

    fn targets(&self, color: bool, depth: bool) -> Vec<SurfaceRef> {
        let mut out: Vec<SurfaceRef> = Vec::new();
        if color {
            out.extend(self.rt.iter().flatten().cloned());
        }
        if depth {
            out.extend(self.ds.iter().cloned());
        }
        out
    }

    /// What a failed step leaves wrong.
    fn taint_effects(&mut self, call: &Call, taint: &Taint) {
        let mut one = Taints(vec![taint.clone()]);
        if is_draw(call) {
            one.extend(&self.draw_taints());
        }
        if let Some(src) = Self::copy_source(call) {
            one.extend(&self.read_taints(&src));
        }
        let mut live = |slot: String, scope: Scope| self.live.set(slot, scope, taint.clone());
        match call {
            Call::CreateDevice(_) => self.global.add(taint),
            Call::CreateTexture(c) => self.objects.mark_missing(&c.id, taint.clone()),
            Call::CreateCubeTexture(c) => self.objects.mark_missing(&c.id, taint.clone()),
            Call::CreateVolumeTexture(c) => self.objects.mark_missing(&c.id, taint.clone()),
            Call::CreateRenderTarget(c) => self.objects.mark_missing(&c.id, taint.clone()),
            Call::CreateDepthStencilSurface(c) => self.objects.mark_missing(&c.id, taint.clone()),
            Call::CreateOffscreenPlainSurface(c) => self.objects.mark_missing(&c.id, taint.clone()),
            Call::CreateVertexBuffer(c) => self.objects.mark_missing(&c.id, taint.clone()),
            Call::CreateIndexBuffer(c) => self.objects.mark_missing(&c.id, taint.clone()),
            Call::CreateVertexDeclaration(c) => self.objects.mark_missing(&c.id, taint.clone()),
            Call::CreatePixelShader(c) | Call::CreateVertexShader(c) => {
                self.objects.mark_missing(&c.id, taint.clone())
            }
            Call::TextureData(t) => self
                .texture_taints
                .entry(t.texture.clone())
                .or_default()
                .add(taint),
            Call::VolumeData(t) => self
                .texture_taints
                .entry(t.texture.clone())
                .or_default()
                .add(taint),
            Call::UpdateTexture(u) => {
                if let Some(dst) = &u.dst {
                    self.texture_taints
                        .entry(dst.clone())
                        .or_default()
                        .extend(&one);
                }
            }
            Call::SetLod(s) => self
                .texture_taints
                .entry(s.texture.clone())
                .or_default()
                .add(taint),
            Call::SetAutoGenFilterType(s) => self
                .texture_taints
                .entry(s.texture.clone())
                .or_default()
                .add(taint),
            Call::GenerateMipSubLevels(s) => self
                .texture_taints
                .entry(s.texture.clone())
                .or_default()
                .add(taint),
            Call::BufferData(b) => self
                .buffer_taints
                .entry(b.buffer.clone())
                .or_default()
                .add(taint),
            Call::SurfaceData(s) => self.taint_surface(&s.surface, &one),
            Call::StretchRect(s) => {
                if let Some(dst) = &s.dst {
                    self.taint_surface(dst, &one);
                }
            }
            Call::UpdateSurface(s) => {
                if let Some(dst) = &s.dst {
                    self.taint_surface(dst, &one);
                }
            }
            Call::GetRenderTargetData(s) => {
                if let Some(dst) = &s.dst {
                    self.taint_surface(dst, &one);
                }
            }
            Call::ColorFill(c) => {
                if let Some(s) = &c.surface {
                    self.taint_surface(s, &one);
                }
            }
            Call::SetVertexDeclaration(_) | Call::SetFvf(_) => live("layout".into(), Scope::All),
            Call::SetPixelShader(_) => live("ps".into(), Scope::All),
            Call::SetVertexShader(_) => live("vs".into(), Scope::All),
            Call::SetPixelShaderConstantF(c) | Call::SetVertexShaderConstantF(c) => {
                live(format!("{}{}", call.name(), c.start), Scope::All)
            }
            Call::SetPixelShaderConstantI(c) | Call::SetVertexShaderConstantI(c) => {
                live(format!("{}{}", call.name(), c.start), Scope::All)
            }
            Call::SetPixelShaderConstantB(c) | Call::SetVertexShaderConstantB(c) => {
                live(format!("{}{}", call.name(), c.start), Scope::All)
            }
            Call::SetTextureStageState(s) => {
                // A state D3D9 has no name for changes nothing.
                let Ok(state) = s.state.get() else { return };
                let slot = format!("tss{}.{:?}", s.stage, s.state);
                if s.value == state.default_value(s.stage) {
                    // D3D9's default, which the device has anyway.
                    self.live.clear(&slot);
                } else {
                    live(slot, stage_state_scope(state));
                }
            }
            Call::SetSamplerState(s) => {
                live(format!("samp{}.{:?}", s.sampler, s.state), Scope::All)
            }
            Call::SetTexture(s) => live(format!("tex{}", s.stage), Scope::All),
            Call::SetStreamSource(s) => live(format!("stream{}", s.stream), Scope::All),
            Call::SetStreamSourceFreq(s) => {
                let slot = format!("freq{}", s.stream);
                if s.setting == 1 {
                    self.live.clear(&slot);
                } else {
                    live(slot, Scope::All);
                }
            }
            Call::SetIndices(_) => live("indices".into(), Scope::All),
            Call::SetRenderTarget(s) => {
                live(format!("rt{}", s.index), Scope::Targets);
                if let Some(r) = &s.surface {
                    self.taint_surface(r, &one);
                }
            }
            Call::SetDepthStencilSurface(_) => live("ds".into(), Scope::Targets),
            Call::SetViewport(_) => live("viewport".into(), Scope::Targets),
            Call::SetScissorRect(_) => live("scissor".into(), Scope::Targets),
            Call::SetClipPlane(c) => live(format!("clip{}", c.index), Scope::All),
            Call::MultiplyTransform(t) => {
                live(format!("transform{:?}", t.state), Scope::NoVertexShader)
            }
            Call::SetMaterial(_) => live("material".into(), Scope::NoVertexShader),
            Call::SetLight(l) => live(format!("light{}", l.index), Scope::NoVertexShader),
            Call::LightEnable(l) => live(format!("lightenable{}", l.index), Scope::NoVertexShader),
            Call::SetSoftwareVertexProcessing(s) => {
                if s.software {
                    live("swvp".into(), Scope::All);
                } else {
                    self.live.clear("swvp");
                }
            }
            Call::Clear(c) => {
                let color = c.flags.contains(ninebridge_d3d9::ClearFlags::TARGET);
                let depth = c.flags.contains(ninebridge_d3d9::ClearFlags::ZBUFFER)
                    || c.flags.contains(ninebridge_d3d9::ClearFlags::STENCIL);
                for t in self.targets(color, depth) {
                    self.taint_surface(&t, &one);
                }
            }
            c if is_draw(c) => {
                for t in self.targets(true, true) {
                    self.taint_surface(&t, &one);
                }
            }
            // Render states and transforms cannot fail; scene calls fail
            // without an effect; probes are not steps that run.
            _ => {}
        }
    }

    /// Bookkeeping of a step that worked: what is bound, and the taints a
    /// draw, clear or fill carries into its targets.
    fn succeeded(&mut self, call: &Call) {
        match call {
            Call::CreateDevice(c) => {
                self.rt = [Some(SurfaceRef::BackBuffer), None, None, None];
                self.ds = c.depth_stencil_format.map(|_| SurfaceRef::DepthStencil);
            }
            Call::SetVertexDeclaration(s) if s.decl.is_some() => self.live.clear("layout"),
            Call::SetPixelShader(s) => {
                self.live.clear("ps");
                self.ctx.pixel_shader_major = s
                    .shader
                    .as_ref()
                    .and_then(|id| self.objects.pixel_shader(id).ok())
                    .map(|p| p.1);
            }
            Call::SetVertexShader(s) => {
                self.live.clear("vs");
                self.ctx.vertex_shader = s.shader.is_some();
            }
            Call::SetPixelShaderConstantF(c) | Call::SetVertexShaderConstantF(c) => {
                self.live.clear(&format!("{}{}", call.name(), c.start))
            }
            Call::SetSamplerState(s) => {
                self.live.clear(&format!("samp{}.{:?}", s.sampler, s.state))
            }
            Call::SetTexture(s) => {
                self.live.clear(&format!("tex{}", s.stage));
                match &s.texture {
                    Some(t) => self.bound_textures.insert(s.stage, t.clone()),
                    None => self.bound_textures.remove(&s.stage),
                };
            }
            Call::SetStreamSource(s) => {
                self.live.clear(&format!("stream{}", s.stream));
                match &s.buffer {
                    Some(b) => self.streams.insert(s.stream, b.clone()),
                    None => self.streams.remove(&s.stream),
                };
            }
            Call::SetIndices(s) => {
                self.live.clear("indices");
                self.indices = s.buffer.clone();
            }
            Call::SetRenderTarget(s) => {
                self.live.clear(&format!("rt{}", s.index));
                if let Some(slot) = self.rt.get_mut(s.index as usize) {
                    *slot = s.surface.clone();
                }
                if s.index == 0 {
                    self.viewport_full = true;
                    self.live.clear("viewport");
                    self.live.clear("scissor");
                }
            }
            Call::SetDepthStencilSurface(s) => {
                self.live.clear("ds");
                self.ds = s.surface.clone();
            }
            Call::SetViewport(v) => {
                self.live.clear("viewport");
                let size = self.rt[0].clone().and_then(|r| {
                    let s = map::surface(&mut self.device, &mut self.objects, &r).ok()?;
                    self.device.surface_size(s).ok()
                });
                self.viewport_full = v.x == 0
                    && v.y == 0
                    && size.is_some_and(|(w, h)| (w, h) == (v.width, v.height));
            }
            Call::SetScissorRect(_) => self.live.clear("scissor"),
            Call::SetRenderState(s) if s.state == Enum::Named(RenderState::ScissorTestEnable) => {
                self.scissor_on = s.value != 0;
            }
            Call::SetClipPlane(c) => self.live.clear(&format!("clip{}", c.index)),
            Call::SetTextureStageState(s) => {
                self.live.clear(&format!("tss{}.{:?}", s.stage, s.state))
            }
            Call::MultiplyTransform(t) => self.live.clear(&format!("transform{:?}", t.state)),
            Call::SetMaterial(_) => self.live.clear("material"),
            Call::SetLight(l) => self.live.clear(&format!("light{}", l.index)),
            Call::LightEnable(l) => self.live.clear(&format!("lightenable{}", l.index)),
            Call::Clear(c) => {
                let color = c.flags.contains(ninebridge_d3d9::ClearFlags::TARGET);
                let depth = c.flags.contains(ninebridge_d3d9::ClearFlags::ZBUFFER);
                let mut carried = self.live.for_clear();
                carried.extend(&self.global);
                let whole = c.rects.is_none() && self.viewport_full && !self.scissor_on;
                for t in self.targets(color, depth) {
                    if whole && carried.is_empty() {
                        self.untaint_surface(&t);
                    } else {
                        self.taint_surface(&t, &carried);
                    }
                }
            }
            Call::ColorFill(c) => {
                if let Some(s) = &c.surface {
                    self.untaint_surface(s);
                }
            }
            c if is_draw(c) => {
                let carried = self.draw_taints();
                for t in self.targets(true, true) {
                    self.taint_surface(&t, &carried);
                }
            }
            c => {
                // A copy carries its source's taints.
                let dst = match c {
                    Call::StretchRect(s) => s.dst.clone(),
                    Call::UpdateSurface(s) => s.dst.clone(),
                    Call::GetRenderTargetData(s) => s.dst.clone(),
                    _ => None,
                };
                if let (Some(src), Some(dst)) = (Self::copy_source(c), dst) {
                    let carried = self.read_taints(&src);
                    self.taint_surface(&dst, &carried);
                }
            }
        }
    }

    fn probe(&mut self, p: &Probe) {
        let mut taints = self.global.clone();
        taints.extend(&self.read_taints(&p.surface));
        let read = self.read_probe(p);
        let mut result = ProbeResult {
            case: self.case.to_string(),
            probe_index: Some(p.probe_index),
            source_line: Some(p.source_line),
            status: Status::Error,
            expected: Some(p.expected.to_string()),
            got: None,
            detail: String::new(),
            blocked_by: Vec::new(),
        };
        match read {
            Err(f) => {
                let mut blocked = taints.apis();
                blocked.push(f.api());
                blocked.sort();
                blocked.dedup();
                result.detail = if taints.is_empty() {
                    format!("cannot read {}: {}", p.surface, f.reason())
                } else {
                    format!(
                        "cannot read {}: {}; {}",
                        p.surface,
                        f.reason(),
                        taints.describe()
                    )
                };
                result.blocked_by = blocked;
            }
            Ok((pixels, width)) => {
                let v = p.evaluate(&pixels, width);
                result.got = Some(format!("{:#010x}", v.got));
                if !taints.is_empty() {
                    result.detail = taints.describe();
                    result.blocked_by = taints.apis();
                } else {
                    match v.matched {
                        Some(m) => {
                            result.status = Status::Pass;
                            result.detail = match m {
                                Match::Expected => String::new(),
                                Match::AlsoAllowed => "matches an also_allowed value".into(),
                            };
                        }
                        None => {
                            result.status = Status::Fail;
                            let at =
                                v.at.map_or(String::new(), |(x, y)| format!(" at ({x}, {y})"));
                            let channels = match p.channels {
                                ninebridge_trace::Channels::Rgb => "rgb",
                                ninebridge_trace::Channels::Argb => "argb",
                            };
                            result.detail = format!(
                                "pixel{at} differs by more than {} on {channels}{}{}",
                                p.max_diff,
                                if v.broken {
                                    "; it matches a broken_allowed value (a Windows driver's \
                                     deviation the test tolerates, not a pass)"
                                } else {
                                    ""
                                },
                                if p.todo_wine {
                                    " (todo_wine: Wine fails it too)"
                                } else {
                                    ""
                                }
                            );
                        }
                    }
                }
            }
        }
        self.report.results.push(result);
    }

    /// The probed pixels as `0xAARRGGBB`, with the width of their rows.
    fn read_probe(&mut self, p: &Probe) -> Result<(Vec<u32>, u32), Failure> {
        let s = map::surface(&mut self.device, &mut self.objects, &p.surface)?;
        let format = self.device.surface_format(s).map_err(dev_read)?;
        if !matches!(format, Format::A8R8G8B8 | Format::X8R8G8B8) {
            return Err(Failure::Unsupported {
                api: format!("reading a {format:?} surface as 0xAARRGGBB"),
                detail: format!("{} is {format:?}", p.surface),
            });
        }
        let (x, y, w, h) = match p.area() {
            Some(ProbeArea::Pixel { x, y }) => (x, y, 1, 1),
            Some(ProbeArea::Rect([l, t, r, b])) => (l, t, r - l, b - t),
            None => return Err(Failure::Invalid("probe without an area".into())),
        };
        let bytes = self
            .device
            .read_surface_rect(s, (x, y, w, h))
            .map_err(dev_read)?;
        let pixels = bytes
            .chunks_exact(4)
            .map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]]))
            .collect();
        Ok((pixels, w))
    }

    fn frame_of(&mut self, r: &SurfaceRef, label: String) -> Option<Frame> {
        let s = map::surface(&mut self.device, &mut self.objects, r).ok()?;
        let format = self.device.surface_format(s).ok()?;
        if !matches!(format, Format::A8R8G8B8 | Format::X8R8G8B8) {
            return None;
        }
        // The GPU's pixels: with resolution scaling, the larger image.
        let ((width, height), mut rgba) = self.device.read_surface_native(s).ok()?;
        for px in rgba.chunks_exact_mut(4) {
            px.swap(0, 2);
            if format == Format::X8R8G8B8 {
                px[3] = 0xff;
            }
        }
        Some(Frame {
            label,
            width,
            height,
            rgba,
        })
    }

    fn present_frame(&mut self, frames: &mut dyn FnMut(Frame)) {
        let Some(mut f) = self.frame_of(&SurfaceRef::BackBuffer, "present".into()) else {
            return;
        };
        // With a post-process chain (NINEBRIDGE_POST) the frame is the image
        // Present showed, not the back buffer (which the chain leaves alone).
        if let Ok(Some(shown)) = self.device.presented_image()
            && shown.len() == f.rgba.len()
        {
            for (dst, src) in f.rgba.chunks_exact_mut(4).zip(shown.chunks_exact(4)) {
                dst[..3].copy_from_slice(&[src[2], src[1], src[0]]);
            }
        }
        frames(f);
    }

    fn end_frames(&mut self, frames: &mut dyn FnMut(Frame)) {
        for (i, r) in self.rt.clone().iter().enumerate() {
            if let Some(r) = r {
                if let Some(f) = self.frame_of(r, format!("end-rt{i}")) {
                    frames(f);
                }
            }
        }
    }
}

fn dev_read(error: ninebridge_d3d9::D3dError) -> Failure {
    Failure::Device {
        api: "reading a surface back".into(),
        error,
    }
}

fn hresult_list(step: &Step) -> String {
    step.expected_hr
        .iter()
        .flatten()
        .map(|h| format!("{h}"))
        .collect::<Vec<_>>()
        .join(" or ")
}
