//! Differential testing: each shader run with the same random inputs on the
//! GPU (the translator through the `ninebridge-d3d9` device, `gpu`) and on
//! the reference interpreter, every output compared with the tolerance of
//! the instruction families the shader uses (`family`). Built with both the
//! `device` and `interp` features.
//!
//! Design: the input sets (`random`) alternate between ranges games feed
//! and plain random ranges, four sets apart sharing their constants
//! (`groups`: lavapipe compiles a shader again per distinct constant set);
//! textures are smooth functions with mip chains
//! under linear filtering (`smooth`, the default) or 4x4 random texels
//! point-sampled at texel centres (the strict texel mode). A pixel shader
//! is drawn on a triangle whose varyings are linear in the pixel position
//! (each input set gives a value and its per-pixel gradients, on a 2^-10
//! grid so the interpolation is exact), front- or back-facing by set;
//! pixel (1, 1) is compared with lane 3 of the interpreter's quad, each
//! lane with its own inputs. A vertex shader is drawn as a one-pixel
//! point; its position input (usage POSITION) is drawn inside the view
//! volume so pass-through positions land on a pixel; the interpreter says
//! which pixel (a vertex off the grid or the target is redrawn with new
//! inputs, up to 256 times, the last 128 with the set's own constants
//! instead of its group's), and helper pixel shaders copy four outputs per
//! pass to four float targets; its textures are bound to the vertex
//! texture samplers. `oPos` is checked by the pixel being drawn where the
//! interpreter puts it; `oFog`, `oPts` and vs_3_0 `fog`/`psize` outputs
//! are not observable and not compared.
//!
//! Each output component is compared with the tolerance of the instructions
//! that feed it (`slice`: a backward dataflow from the output register to
//! its sources; `family`: what each instruction may differ by). The
//! oracle's sensitivity is tested by running the interpreter with a
//! deliberate error ([`DiffOptions::fault`]): a sign error in `rcp`, a
//! 2^-19 relative error in `mul`, a level of detail one off must be
//! reported. In the smooth mode an output outside its tolerance gets the
//! allowance of the texture samples that feed it (`texerr`: each sample's
//! coordinate error times the texture's slope, the filter's and the level
//! of detail's precision, carried to the output by rerunning the
//! interpreter with each sample moved); a pixel killed on one side only is
//! within tolerance when moving one sample by its allowance flips the
//! interpreter's `texkill` (a kill operand that close to 0).
//!
//! An output that became non-finite on either side is never agreement:
//! it is reported in its own class ([`OutputClass::NonFinite`]) with the
//! input set that made it, and says whether the two sides follow the
//! non-finite rules (same class and sign). A sample at a non-finite
//! coordinate has no defined value: the interpreter gives NaN and counts
//! it, and the outputs of that input set that came out non-finite follow
//! the rule whatever the GPU's sampler returned. Both sides multiply as
//! [`DiffOptions::float_emulation`] says (the device's translator setting,
//! the interpreter's `mul_zero`).

pub mod condition;
mod family;
mod gpu;
pub mod groups;
pub mod random;
mod slice;
pub mod smooth;
pub mod texerr;

use ninebridge_d3dbc::{DeclUsage, Program, Register, RegisterType};
use ninebridge_interp::{Interpreter, Outputs};
use serde::{Deserialize, Serialize};

pub use family::{Family, REASSOCIATION_ABS, Tolerance, agree, families};
use gpu::{Bench, PixelRig, VertexRig, sentinel_rgba};
pub use random::TextureMode;
pub use slice::slice;

use crate::inputs::InputSet;

/// Why a shader could not be compared.
#[derive(Debug, thiserror::Error)]
pub enum DiffError {
    /// The device refused a call (translation, pipeline, resource).
    #[error("gpu: {0}")]
    Device(#[from] ninebridge_d3d9::D3dError),
    /// The interpreter refused the shader.
    #[error("interpreter: {0}")]
    Interp(#[from] ninebridge_interp::InterpError),
    /// A helper shader or input that could not be built.
    #[error("diff setup: {0}")]
    Helper(String),
    /// Nothing to compare.
    #[error("{0}")]
    Skipped(String),
}

/// Why an output is reported.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum OutputClass {
    /// Finite on both sides and beyond the tolerance.
    Differs,
    /// Non-finite (inf or NaN) on one side or both: never counted as
    /// agreement. `same_class` says whether the two sides follow the rule
    /// ([`agree`]: NaN with NaN, an infinity with the same infinity, every
    /// finite component within tolerance); when it is false the shader
    /// also counts as disagreeing.
    NonFinite {
        /// Both sides give the same non-finite classes (the rule holds).
        same_class: bool,
    },
}

/// One output that differs, or that became non-finite.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct Disagreement {
    /// The shader file.
    pub file: String,
    /// The output register (`oC0`, `oT1`, `o3`, `r0`; `oPos`: the point was
    /// not drawn where the interpreter puts it; `texkill`).
    pub output: String,
    /// Which input set (0-based) of this shader.
    pub input_set: u32,
    /// The GPU's value (JSON writes inf and NaN as null, read back as NaN).
    #[serde(deserialize_with = "nullable_floats")]
    pub gpu: [f32; 4],
    /// The interpreter's value.
    #[serde(deserialize_with = "nullable_floats")]
    pub cpu: [f32; 4],
    /// The families of the instructions that feed this output.
    pub instruction_families: Vec<String>,
    /// Differs, or non-finite.
    pub class: OutputClass,
    /// For a non-finite output: the instruction where the interpreter's
    /// first inf or NaN of that input set began (`#index` in the program,
    /// then its text), what triage starts from.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub origin: Option<String>,
}

impl Disagreement {
    /// Output `output` of input set `set_index` of `file`, with the GPU's
    /// and the interpreter's values and the families feeding it; a
    /// non-finite one carries `origin` (where its first inf or NaN began).
    fn new(
        file: &str,
        set_index: u32,
        origin: &Option<String>,
        output: String,
        (gpu, cpu): ([f32; 4], [f32; 4]),
        instruction_families: Vec<String>,
        class: OutputClass,
    ) -> Self {
        Disagreement {
            file: file.to_string(),
            output,
            input_set: set_index,
            gpu,
            cpu,
            instruction_families,
            origin: matches!(class, OutputClass::NonFinite { .. })
                .then(|| origin.clone())
                .flatten(),
            class,
        }
    }
}

/// Four floats of which JSON wrote the non-finite ones as null: NaN.
fn nullable_floats<'de, D: serde::Deserializer<'de>>(d: D) -> Result<[f32; 4], D::Error> {
    let v: [Option<f32>; 4] = Deserialize::deserialize(d)?;
    Ok(v.map(|c| c.unwrap_or(f32::NAN)))
}

impl Disagreement {
    /// Whether this output breaks a rule: it differs, or it is non-finite
    /// with the two sides in different classes.
    pub fn breaks_rule(&self) -> bool {
        !matches!(self.class, OutputClass::NonFinite { same_class: true })
    }

    /// Whether the output is non-finite on either side.
    pub fn is_non_finite(&self) -> bool {
        matches!(self.class, OutputClass::NonFinite { .. })
    }
}

/// How the compared components of one output (`mask`) came out;
/// `agrees` decides whether component `i` agrees (its tolerance, widened
/// by the smooth mode's texture allowance: `Slack::agree`). `undefined`:
/// the interpreter sampled at a non-finite coordinate in this input set
/// (`Outputs::undefined_samples`), so a non-finite output follows the rule
/// whatever the GPU's sampler made of that coordinate. `undecided`: the
/// conditioning runs (`condition`) changed component `i`'s class, so
/// either class follows the rule.
fn classify(
    g: [f32; 4],
    c: [f32; 4],
    mask: u8,
    undefined: bool,
    agrees: impl Fn(usize) -> bool,
    undecided: impl Fn(usize) -> bool,
) -> Option<OutputClass> {
    let comps = (0..4).filter(|i| mask & (1 << i) != 0);
    let non_finite = comps
        .clone()
        .any(|i| !g[i].is_finite() || !c[i].is_finite());
    let all_agree = comps.clone().all(&agrees);
    match (non_finite, all_agree) {
        (true, same_class) => Some(OutputClass::NonFinite {
            same_class: same_class || undefined || comps.clone().all(|i| agrees(i) || undecided(i)),
        }),
        (false, true) => None,
        (false, false) => Some(OutputClass::Differs),
    }
}

/// A shader that was not compared, and why.
#[derive(Clone, Debug, Serialize)]
pub struct NotCompared {
    /// The shader file.
    pub file: String,
    /// Why (an `Unsupported` instruction, a refused translation, ...).
    pub reason: String,
}

/// The outcome of one shader.
#[derive(Clone, Debug)]
pub enum ShaderOutcome {
    /// Every output of every input set was finite and agreed (count of sets
    /// compared).
    Agree(u32),
    /// Some outputs break a rule ([`Disagreement::breaks_rule`]); the list
    /// holds the shader's non-finite outputs too.
    Disagree(Vec<Disagreement>),
    /// No output breaks a rule, but some became non-finite (on both sides,
    /// in the same class): their own class, never agreement.
    NonFinite(Vec<Disagreement>),
    /// Not compared.
    NotCompared(String),
}

/// Options of a diff run.
#[derive(Clone, Copy, Debug)]
pub struct DiffOptions {
    /// Input sets per shader.
    pub inputs: u32,
    /// The random seed (each shader's sets are derived from it and the file name).
    pub seed: u64,
    /// A deliberate error in the interpreter (the oracle's sensitivity
    /// tests; `None` otherwise).
    pub fault: Option<ninebridge_interp::Fault>,
    /// How textures are made and sampled (`random`).
    pub textures: TextureMode,
    /// How both sides multiply: the device's translator setting and the
    /// interpreter's `mul_zero`.
    pub float_emulation: ninebridge_d3d9::FloatEmulation,
    /// Groups of input sets that share their constants ([`groups`]; 0:
    /// every set draws its own).
    pub constant_groups: u32,
}

impl Default for DiffOptions {
    /// 16 input sets, seed 1, no fault, smooth textures, the IEEE multiply,
    /// [`groups::GROUPS`] constant groups.
    fn default() -> Self {
        DiffOptions {
            inputs: 16,
            seed: 1,
            fault: None,
            textures: TextureMode::Smooth,
            float_emulation: ninebridge_d3d9::FloatEmulation::Off,
            constant_groups: groups::GROUPS,
        }
    }
}

/// Compares shaders on one GPU.
pub struct Differ {
    gpu: ninebridge_d3d9::Gpu,
    /// The options of each bench's pipeline service (`None`: from the
    /// environment).
    pipelines: Option<ninebridge_d3d9::PipelineOptions>,
}

/// Pixels along each side of the vertex-shader targets.
const VERTEX_TARGET: u32 = 16;

/// Draws of a vertex set at most, until the vertex lands on a pixel.
const VERTEX_DRAWS: u32 = 256;

/// Draws of a vertex set with its group's constants before it draws its
/// own.
const GROUP_DRAWS: u32 = 128;

fn name_of(program: &Program, reg: Register) -> String {
    reg.name(program.model)
}

fn hash(text: &str) -> u64 {
    text.bytes().fold(0xcbf2_9ce4_8422_2325u64, |h, b| {
        (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3)
    })
}

impl Differ {
    /// A differ on `gpu`.
    pub fn new(gpu: ninebridge_d3d9::Gpu) -> Self {
        Differ {
            gpu,
            pipelines: None,
        }
    }

    /// A differ whose devices build their pipelines with `options`, not
    /// the environment's (a run over many shaders on many threads: no
    /// worker threads, persistent cache or prewarming per shader).
    pub fn with_pipeline_options(
        gpu: ninebridge_d3d9::Gpu,
        options: ninebridge_d3d9::PipelineOptions,
    ) -> Self {
        Differ {
            gpu,
            pipelines: Some(options),
        }
    }

    /// Compares `program` (from `file`) over `options.inputs` input sets.
    pub fn diff(&self, file: &str, program: &Program, options: DiffOptions) -> ShaderOutcome {
        match self.compare(file, program, options) {
            Ok(d) if d.is_empty() => ShaderOutcome::Agree(options.inputs),
            Ok(d) if d.iter().any(Disagreement::breaks_rule) => ShaderOutcome::Disagree(d),
            Ok(d) => ShaderOutcome::NonFinite(d),
            Err(e) => ShaderOutcome::NotCompared(e.to_string()),
        }
    }

    /// Compares `program` (from `file`) over `options.inputs` input sets:
    /// every output that differs, or why the shader could not be compared
    /// (the corpus runner tells errors from shaders not compared by it).
    pub fn compare(
        &self,
        file: &str,
        program: &Program,
        options: DiffOptions,
    ) -> Result<Vec<Disagreement>, DiffError> {
        if let Some(first) = ninebridge_d3dbc::validate(program).first() {
            return Err(DiffError::Skipped(format!(
                "not a valid D3D9 shader: {first}"
            )));
        }
        let mut it = Interpreter::new(program)?;
        if let Some(fault) = options.fault {
            it = it.with_fault(fault);
        }
        let tolerances = Tolerances::new(program);
        // Each set draws from its own stream, so that set k is the same
        // whatever the sets before it drew again (plain sets that
        // overflow, vertices off screen).
        let set_rng = |index: u32| {
            random::Rng::new(
                options.seed ^ hash(file) ^ u64::from(index).wrapping_mul(0x9E37_79B9_7F4A_7C15),
            )
        };
        let mut out = Vec::new();
        let groups = groups::Groups::new(
            program,
            options.constant_groups,
            options.seed ^ hash(file).rotate_left(17),
        );
        // `own_constants`: the set keeps the constants drawn for it instead
        // of its group's (a vertex its group's constants never put on a
        // pixel).
        let draw_with = |rng: &mut random::Rng, index, own_constants: bool| {
            let mut set = random::input_set(
                program,
                rng,
                random::SetOptions {
                    textures: options.textures,
                    index,
                },
            );
            if !own_constants {
                groups.apply(&mut set, index);
            }
            set
        };
        let draw = |rng: &mut random::Rng, index| draw_with(rng, index, false);
        let helper = |e: crate::inputs::InputError| DiffError::Helper(e.to_string());
        let coord_errors = texerr::coord_errors(program);
        let sampling = options.textures == TextureMode::Smooth && texerr::samples(program);
        let mul_zero = options.float_emulation == ninebridge_d3d9::FloatEmulation::Strict;
        if program.model.is_pixel() {
            let mut bench = Bench::new(
                &self.gpu,
                self.pipelines.as_ref(),
                4,
                options.float_emulation,
            )?;
            let rig = PixelRig::new(&mut bench, program)?;
            for set_index in 0..options.inputs {
                let mut rng = set_rng(set_index);
                let mut attempts = 0;
                let (set, textures, cpu) = loop {
                    let set = draw(&mut rng, set_index);
                    let textures = set.textures(false).map_err(helper)?;
                    let cpu = cpu_pixel(&it, &set, &textures, mul_zero)?;
                    attempts += 1;
                    if !redraw_non_finite(set_index, &cpu, attempts) {
                        break (set, textures, cpu);
                    }
                };
                let gpu = rig.run(&mut bench, &set)?;
                let run = CpuRun {
                    it: &it,
                    set: &set,
                    textures: &textures,
                    mul_zero,
                    run: cpu_pixel,
                };
                let slack = run.slack(sampling, &coord_errors, &cpu, set_index);
                let origin = origin_of(program, &cpu);
                let mut differ = |output: String,
                                  g: [f32; 4],
                                  c: [f32; 4],
                                  f: Vec<String>,
                                  class: OutputClass| {
                    out.push(Disagreement::new(
                        file,
                        set_index,
                        &origin,
                        output,
                        (g, c),
                        f,
                        class,
                    ))
                };
                let gpu_killed = gpu.first() == Some(&sentinel_rgba());
                if cpu.killed || gpu_killed {
                    // Killed on one side only disagrees, unless a texture
                    // sample moved by its allowance flips the decision
                    // (a kill operand within the sampling tolerance of 0).
                    let undecided = cpu.killed != gpu_killed
                        && (sampling
                            && texerr::kill_flips(&textures, &coord_errors, |t| {
                                cpu_pixel(&it, &set, t, mul_zero)
                            })
                            .unwrap_or(false)
                            || slack.kill_undecided());
                    if cpu.killed != gpu_killed && !undecided {
                        let kept = cpu.values.first().map_or(sentinel_rgba(), |o| o.value);
                        differ(
                            "texkill".into(),
                            gpu[0],
                            if cpu.killed { sentinel_rgba() } else { kept },
                            tolerances.program_families(),
                            OutputClass::Differs,
                        );
                    }
                    continue;
                }
                for (k, g) in gpu.iter().enumerate() {
                    let reg = if program.model.is_ps_1x() {
                        Register::new(RegisterType::Temp, 0)
                    } else {
                        Register::new(RegisterType::ColorOut, k as u32)
                    };
                    let Some(c) = cpu.values.iter().find(|o| o.reg == reg) else {
                        continue;
                    };
                    let undefined = cpu.undefined_samples > 0;
                    if let Some(class) = classify(
                        *g,
                        c.value,
                        c.mask,
                        undefined,
                        |i| slack.agree(g[i], c.value[i], tolerances.of(reg, i), (reg, i)),
                        |i| slack.class_undecided((reg, i)),
                    ) {
                        differ(
                            name_of(program, reg),
                            *g,
                            c.value,
                            tolerances.families(reg),
                            class,
                        );
                    }
                }
            }
        } else {
            let captured = captured_outputs(program);
            let mut bench = Bench::new(
                &self.gpu,
                self.pipelines.as_ref(),
                VERTEX_TARGET,
                options.float_emulation,
            )?;
            let rig = VertexRig::new(&mut bench, program, &captured)?;
            let mut compared = 0;
            for set_index in 0..options.inputs {
                let mut rng = set_rng(set_index);
                // Redraw inputs until the vertex lands clearly on a pixel
                // (and, in a plain set, its outputs are finite). After
                // `GROUP_DRAWS` draws with the group's constants the set
                // draws its own: constants can hold a vertex off screen
                // whatever the vertex inputs (The Forest's trees move a
                // vertex a million units away beyond a fade distance that
                // a constant gives, in world units).
                let mut found = None;
                let mut attempts = 0;
                for draw_index in 0..VERTEX_DRAWS {
                    let own_constants = draw_index >= GROUP_DRAWS;
                    let set = draw_with(&mut rng, set_index, own_constants);
                    let textures = set.textures(true).map_err(helper)?;
                    let cpu = cpu_vertex(&it, &set, &textures, mul_zero)?;
                    if let Some(px) = pixel_of(program, &cpu) {
                        attempts += 1;
                        let again = redraw_non_finite(set_index, &cpu, attempts);
                        found = Some((set, textures, cpu, px));
                        if !again {
                            break;
                        }
                    }
                }
                let Some((set, textures, cpu, (x, y))) = found else {
                    continue;
                };
                compared += 1;
                let gpu = rig.run(&mut bench, &set, x, y)?;
                let run = CpuRun {
                    it: &it,
                    set: &set,
                    textures: &textures,
                    mul_zero,
                    run: cpu_vertex,
                };
                let slack = run.slack(sampling, &coord_errors, &cpu, set_index);
                let origin = origin_of(program, &cpu);
                let mut differ = |output: String,
                                  g: [f32; 4],
                                  c: [f32; 4],
                                  f: Vec<String>,
                                  class: OutputClass| {
                    out.push(Disagreement::new(
                        file,
                        set_index,
                        &origin,
                        output,
                        (g, c),
                        f,
                        class,
                    ))
                };
                if !gpu.is_empty() && gpu.iter().all(|g| *g == sentinel_rgba()) {
                    differ(
                        "oPos".into(),
                        sentinel_rgba(),
                        [x as f32, y as f32, 0.0, 0.0],
                        tolerances.program_families(),
                        OutputClass::Differs,
                    );
                    continue;
                }
                let below3 = program.model.major < 3;
                for (reg, g) in captured.iter().zip(&gpu) {
                    let Some(c) = cpu.values.iter().find(|o| o.reg == *reg) else {
                        continue;
                    };
                    let mut value = c.value;
                    if below3 && reg.kind == RegisterType::AttrOut {
                        value = value.map(ninebridge_interp::float::saturate);
                    }
                    let undefined = cpu.undefined_samples > 0;
                    if let Some(class) = classify(
                        *g,
                        value,
                        c.mask,
                        undefined,
                        |i| slack.agree(g[i], value[i], tolerances.of(*reg, i), (*reg, i)),
                        |i| slack.class_undecided((*reg, i)),
                    ) {
                        differ(
                            name_of(program, *reg),
                            *g,
                            value,
                            tolerances.families(*reg),
                            class,
                        );
                    }
                }
            }
            if compared == 0 {
                return Err(DiffError::Skipped(
                    "no input set put the vertex on a pixel (no position written, or always outside the view)".into(),
                ));
            }
        }
        Ok(out)
    }
}

/// The tolerance of each output component, worked out once per shader.
struct Tolerances<'p> {
    program: &'p Program,
    cache: std::cell::RefCell<std::collections::HashMap<(Register, usize), Tolerance>>,
}

impl<'p> Tolerances<'p> {
    fn new(program: &'p Program) -> Self {
        Tolerances {
            program,
            cache: Default::default(),
        }
    }

    /// The tolerance of component `comp` of `reg`.
    fn of(&self, reg: Register, comp: usize) -> Tolerance {
        self.cache
            .borrow_mut()
            .entry((reg, comp))
            .or_insert_with(|| Tolerance::of_output(self.program, reg, comp as u8))
            .clone()
    }

    /// The families feeding any component of `reg`.
    fn families(&self, reg: Register) -> Vec<String> {
        let mut f: Vec<Family> = (0..4)
            .flat_map(|c| self.of(reg, c).families.clone())
            .collect();
        f.sort();
        f.dedup();
        f.iter().map(|f| f.name().to_string()).collect()
    }

    /// The families of the whole program (a killed pixel, a misplaced vertex).
    fn program_families(&self) -> Vec<String> {
        families(self.program)
            .iter()
            .map(|f| f.name().to_string())
            .collect()
    }
}

/// Lane 3 (pixel (1, 1)) of the interpreter's quad at (0, 0), each lane
/// with its own inputs (`InputSet::pixel_at`).
fn cpu_pixel(
    it: &Interpreter<'_>,
    set: &InputSet,
    textures: &dyn ninebridge_interp::Textures,
    mul_zero: bool,
) -> Result<Outputs, DiffError> {
    let helper = |e: crate::inputs::InputError| DiffError::Helper(e.to_string());
    let mut env = set.environment().map_err(helper)?;
    env.mul_zero = mul_zero;
    let mut quad: [ninebridge_interp::PixelInput; 4] = Default::default();
    for (l, p) in quad.iter_mut().enumerate() {
        *p = set.pixel_at(l as u32 & 1, l as u32 >> 1).map_err(helper)?;
    }
    let [_, _, _, last] = it.run_quad(&env, textures, &quad)?;
    Ok(last)
}

/// The interpreter's run of a vertex shader on `set`.
fn cpu_vertex(
    it: &Interpreter<'_>,
    set: &InputSet,
    textures: &dyn ninebridge_interp::Textures,
    mul_zero: bool,
) -> Result<Outputs, DiffError> {
    let helper = |e: crate::inputs::InputError| DiffError::Helper(e.to_string());
    let mut env = set.environment().map_err(helper)?;
    env.mul_zero = mul_zero;
    Ok(it.run_vertex(&env, textures, &set.vertex().map_err(helper)?)?)
}

/// The texture allowance of each output component ([`texerr::slack`]).
type TextureExtra = std::collections::BTreeMap<(Register, usize), f32>;

/// The interpreter's run of one input set (`cpu_pixel` or `cpu_vertex`),
/// with what it runs on: the pixel and vertex comparisons build their
/// allowances from it the same way.
struct CpuRun<'a, 'i> {
    it: &'a Interpreter<'i>,
    set: &'a InputSet,
    textures: &'a ninebridge_interp::CpuTextures,
    mul_zero: bool,
    run: fn(
        &Interpreter<'_>,
        &InputSet,
        &dyn ninebridge_interp::Textures,
        bool,
    ) -> Result<Outputs, DiffError>,
}

impl<'a, 'i> CpuRun<'a, 'i> {
    /// The allowances of this set's outputs `cpu` (input set `set_index`):
    /// the texture allowance of `coord_errors` when `sampling`, and the
    /// conditioning allowance.
    fn slack(
        &self,
        sampling: bool,
        coord_errors: &'a std::collections::BTreeMap<u32, texerr::CoordError>,
        cpu: &'a Outputs,
        set_index: u32,
    ) -> Slack<
        impl Fn() -> Result<TextureExtra, DiffError> + '_,
        impl Fn() -> Result<condition::Conditioning, DiffError> + '_,
    > {
        Slack::new(
            sampling,
            move || {
                texerr::slack(self.textures, coord_errors, |t| {
                    (self.run)(self.it, self.set, t, self.mul_zero)
                })
            },
            move || {
                condition::measure(cpu, u64::from(set_index), |p| {
                    let it = self.it.clone().with_perturbation(p);
                    (self.run)(&it, self.set, self.textures, self.mul_zero)
                })
            },
        )
    }
}

/// The allowances of one input set's outputs beyond their plain tolerance,
/// each worked out the first time an output needs it: the texture
/// allowance (`texerr`; smooth textures only) and the conditioning
/// allowance (`condition`).
struct Slack<F, G> {
    sampling: bool,
    textures: F,
    conditioning: G,
    texture_extra: std::cell::OnceCell<TextureExtra>,
    measured: std::cell::OnceCell<condition::Conditioning>,
}

impl<F, G> Slack<F, G>
where
    F: Fn() -> Result<TextureExtra, DiffError>,
    G: Fn() -> Result<condition::Conditioning, DiffError>,
{
    fn new(sampling: bool, textures: F, conditioning: G) -> Self {
        Slack {
            sampling,
            textures,
            conditioning,
            texture_extra: std::cell::OnceCell::new(),
            measured: std::cell::OnceCell::new(),
        }
    }

    fn conditioning(&self) -> &condition::Conditioning {
        self.measured
            .get_or_init(|| (self.conditioning)().unwrap_or_default())
    }

    /// Whether `gpu` and `cpu` agree within `tol`, widened by the texture
    /// allowance of `slot` and then by its conditioning allowance when they
    /// do not agree without.
    fn agree(&self, gpu: f32, cpu: f32, tol: Tolerance, slot: (Register, usize)) -> bool {
        if agree(gpu, cpu, &tol) {
            return true;
        }
        let widened = |more: f32| {
            more > 0.0
                && agree(
                    gpu,
                    cpu,
                    &Tolerance {
                        abs: tol.abs + more,
                        ..tol.clone()
                    },
                )
        };
        let texture = if self.sampling {
            let extra = self
                .texture_extra
                .get_or_init(|| (self.textures)().unwrap_or_default());
            extra.get(&slot).copied().unwrap_or(0.0)
        } else {
            0.0
        };
        if widened(texture) {
            return true;
        }
        let conditioning = self.conditioning().allowance.get(&slot).copied();
        widened(texture + conditioning.unwrap_or(0.0))
    }

    /// Whether rounding changes `slot`'s class (finite or not).
    fn class_undecided(&self, slot: (Register, usize)) -> bool {
        self.conditioning().class_changes.contains(&slot)
    }

    /// Whether rounding decides the pixel's `texkill` the other way.
    fn kill_undecided(&self) -> bool {
        self.conditioning().kill_flips
    }
}

/// The outputs a capture pass can read: colours and texture coordinates
/// below vs_3_0; every declared output but position, point size and fog in
/// vs_3_0 (those the shader writes).
fn captured_outputs(program: &Program) -> Vec<Register> {
    let written = ninebridge_d3dbc::register_usage(program).written;
    if program.model.major >= 3 {
        program
            .declarations
            .iter()
            .filter(|d| {
                d.reg.kind == RegisterType::OUTPUT
                    && !matches!(
                        d.usage,
                        DeclUsage::Position | DeclUsage::PointSize | DeclUsage::Fog
                    )
            })
            .map(|d| d.reg)
            .filter(|r| {
                written.contains(r)
                    || program
                        .body()
                        .any(|(_, i)| i.dst.is_some_and(|d| d.relative.is_some()))
            })
            .take(10)
            .collect()
    } else {
        written
            .iter()
            .filter(|r| matches!(r.kind, RegisterType::AttrOut | RegisterType::TexCrdOut))
            .filter(|r| {
                r.index
                    < if r.kind == RegisterType::AttrOut {
                        2
                    } else {
                        8
                    }
            })
            .copied()
            .collect()
    }
}

/// The pixel a one-pixel point of this vertex covers, when it is clearly
/// inside the target (finite, not within 0.05 pixel of a pixel edge, in the
/// depth range, in front of the eye).
/// How many times a plain set is drawn at most while the interpreter's
/// outputs come out non-finite (`redraw_non_finite`).
pub const PLAIN_DRAWS: u32 = 16;

/// Whether input set `index`, drawn `attempts` times so far, is drawn
/// again: a plain set whose interpreter outputs came out inf or NaN is,
/// up to [`PLAIN_DRAWS`] times (its constants stay: they are its group's).
/// Plain sets reach values games do not feed (vectors that are not unit,
/// so `pow(dot(n, h), 200)` of a dot product of 2 overflows); an overflow
/// compares nothing but a class, while another draw of the same ranges
/// compares values. Game sets are never redrawn: what they make
/// non-finite is reported. A plain set that stays non-finite after the
/// last draw is compared and reported as it is.
fn redraw_non_finite(index: u32, cpu: &Outputs, attempts: u32) -> bool {
    let non_finite = cpu
        .values
        .iter()
        .any(|o| (0..4).any(|i| o.mask & (1 << i) != 0 && !o.value[i].is_finite()));
    random::SetKind::of(index) == random::SetKind::Plain && non_finite && attempts < PLAIN_DRAWS
}

/// Where the interpreter's first non-finite value of one invocation began
/// (`Disagreement::origin`).
fn origin_of(program: &Program, out: &Outputs) -> Option<String> {
    let origin = out.first_non_finite.as_ref()?;
    let ins = program.instructions.get(origin.index)?;
    let text = ninebridge_d3dbc::disasm::instruction_text(program.model, ins);
    let operands: Vec<String> = origin.operands.iter().map(|v| format!("{v:?}")).collect();
    Some(format!(
        "#{} {} of {}",
        origin.index,
        text.trim(),
        operands.join(", ")
    ))
}

fn pixel_of(program: &Program, out: &Outputs) -> Option<(u32, u32)> {
    let pos = if program.model.major >= 3 {
        let d = program.declarations.iter().find(|d| {
            d.reg.kind == RegisterType::OUTPUT
                && d.usage == DeclUsage::Position
                && d.usage_index == 0
        })?;
        out.get(RegisterType::OUTPUT, d.reg.index)?
    } else {
        out.get(RegisterType::RastOut, 0)?
    };
    let [x, y, z, w] = pos;
    // A non-finite position has no defined pixel.
    if pos.iter().any(|v| !v.is_finite()) {
        return None;
    }
    if w.is_nan() || w <= 0.0 || !(0.0..=1.0).contains(&(z / w)) {
        return None;
    }
    let size = VERTEX_TARGET as f32;
    let xw = (x / w + 1.0) * 0.5 * size + 0.5;
    let yw = (1.0 - y / w) * 0.5 * size + 0.5;
    let clear = |v: f32| (v - v.round()).abs() > 0.05 && v >= 0.0 && v < size;
    (clear(xw) && clear(yw)).then(|| (xw.floor() as u32, yw.floor() as u32))
}

/// The result of diffing many shaders, as `shader diff --json` writes it.
#[derive(Clone, Debug, Default, Serialize)]
pub struct DiffReport {
    /// The multiply both sides used (`off` or `strict`).
    pub float_emulation: &'static str,
    /// Shaders given.
    pub shaders: usize,
    /// Shaders whose every compared output was finite and agreed.
    pub agree: usize,
    /// Every output that differs (finite on both sides).
    pub disagree: Vec<Disagreement>,
    /// Every output that became non-finite on either side, with the input
    /// set that made it (class `non-finite`; `same_class` false is a broken
    /// rule).
    pub non_finite: Vec<Disagreement>,
    /// Shaders not compared, with why.
    pub unsupported: Vec<NotCompared>,
}

impl DiffReport {
    /// An empty report of a run in `mode`.
    pub fn new(mode: ninebridge_d3d9::FloatEmulation) -> Self {
        DiffReport {
            float_emulation: mode.name(),
            ..DiffReport::default()
        }
    }

    /// Adds one shader's outcome.
    pub fn add(&mut self, file: &str, outcome: ShaderOutcome) {
        self.shaders += 1;
        match outcome {
            ShaderOutcome::Agree(_) => self.agree += 1,
            ShaderOutcome::Disagree(d) | ShaderOutcome::NonFinite(d) => {
                let (non_finite, differ): (Vec<_>, Vec<_>) =
                    d.into_iter().partition(Disagreement::is_non_finite);
                self.disagree.extend(differ);
                self.non_finite.extend(non_finite);
            }
            ShaderOutcome::NotCompared(reason) => self.unsupported.push(NotCompared {
                file: file.to_string(),
                reason,
            }),
        }
    }

    /// The shaders (file names, sorted, once each) with an output that
    /// breaks a rule: a finite disagreement or a non-finite output whose two
    /// sides differ in class.
    pub fn disagreeing_files(&self) -> Vec<&str> {
        let mut files: Vec<&str> = self
            .disagree
            .iter()
            .chain(self.non_finite.iter().filter(|d| d.breaks_rule()))
            .map(|d| d.file.as_str())
            .collect();
        files.sort_unstable();
        files.dedup();
        files
    }

    /// The shaders with an output that became non-finite (sorted, once
    /// each); one whose two sides differ in class is among
    /// [`DiffReport::disagreeing_files`] too.
    pub fn non_finite_files(&self) -> Vec<&str> {
        let mut files: Vec<&str> = self.non_finite.iter().map(|d| d.file.as_str()).collect();
        files.sort_unstable();
        files.dedup();
        files
    }

    /// Per family: (family, shaders with disagreements that use it,
    /// disagreeing outputs).
    pub fn by_family(&self) -> Vec<(Family, usize, usize)> {
        Family::ALL
            .iter()
            .map(|f| {
                let hits: Vec<&Disagreement> = self
                    .disagree
                    .iter()
                    .filter(|d| d.instruction_families.iter().any(|n| n == f.name()))
                    .collect();
                let mut files: Vec<&str> = hits.iter().map(|d| d.file.as_str()).collect();
                files.sort_unstable();
                files.dedup();
                (*f, files.len(), hits.len())
            })
            .collect()
    }
}
