//! `ninebridge shader`: inspect, disassemble, assemble and translate D3D9 shader bytecode.
//!
//! `info` and `disasm` read little-endian token files (`.bin`, as
//! `GetFunction` returns them); `asm` writes them. A shader that does not
//! parse fails with one line naming the instruction index and the reason.
//! One that parses but that D3D9 would reject is still shown by `info` and
//! `disasm`, with the validator's findings as `// warning:` lines (`--strict`
//! fails instead), and a stream without its end token is read with such a
//! warning; `asm` takes the same text, the findings as `warning:` lines on
//! standard error (`--strict` fails instead), so `asm(disasm(x)) == x`;
//! `translate` refuses it unless `--lenient`, which lists each relaxation on
//! standard error.

use std::fmt::Write as _;
use std::path::{Path, PathBuf};

use anyhow::{Context, Result, bail};
use clap::Subcommand;
use ninebridge_d3dbc::{Program, Register, SamplerTextureType};

/// The `shader` subcommands.
#[derive(Subcommand)]
pub enum Command {
    /// Model, instruction count, registers read and written, samplers, CTAB constants, content key.
    Info {
        /// Shader bytecode (little-endian 32-bit tokens).
        file: PathBuf,
        /// Fail on a shader D3D9 would reject instead of listing the findings.
        #[arg(long)]
        strict: bool,
        #[command(flatten)]
        mode: Mode,
    },
    /// Print the assembly of a shader.
    Disasm {
        /// Shader bytecode (little-endian 32-bit tokens).
        file: PathBuf,
        /// Fail on a shader D3D9 would reject instead of listing the findings.
        #[arg(long)]
        strict: bool,
        #[command(flatten)]
        mode: Mode,
    },
    /// Translate bytecode to WGSL, SPIR-V (binary), MSL or GLSL.
    Translate {
        /// Shader bytecode (little-endian 32-bit tokens).
        file: PathBuf,
        /// Output language: wgsl, spv, msl or glsl.
        #[arg(long, value_name = "LANG")]
        to: String,
        /// Compile in the alpha test (never, less, equal, less-equal, greater,
        /// not-equal, greater-equal, always).
        #[arg(long, value_name = "FUNC")]
        alpha_test: Option<String>,
        /// Compile in fog (pixel shaders below 3.0).
        #[arg(long)]
        fog: bool,
        /// ps_1_x texture kinds of stages 0.. (2d, cube, volume), comma-separated.
        #[arg(long, value_name = "KINDS")]
        sampler_kinds: Option<String>,
        /// D3D9's "0 times anything is 0" multiply.
        #[arg(long)]
        mul_zero: bool,
        /// Translate anything that parses: out-of-range constants read 0,
        /// undeclared inputs are bound by register; each relaxation is listed
        /// on standard error.
        #[arg(long)]
        lenient: bool,
        #[command(flatten)]
        mode: Mode,
        /// Output file (default: standard output).
        #[arg(short, long)]
        output: Option<PathBuf>,
    },
    /// Run a shader on the reference interpreter and print each output
    /// register written (pixel shaders: one pixel, its quad neighbours equal).
    Run {
        /// Shader bytecode (`.bin`), or assembly (`.asm`, `.txt`).
        file: PathBuf,
        /// The inputs as JSON (constants, v#, t#, textures; README's tool
        /// section shows the format). Without it every input reads 0.
        #[arg(long, value_name = "JSON")]
        inputs: Option<PathBuf>,
    },
    /// Run shaders on the GPU (translator + D3D9 device) and on the
    /// reference interpreter with the same random inputs and list every
    /// output that differs beyond the tolerance of the instructions that
    /// feed it.
    Diff {
        /// Shaders (`.bin` bytecode, `.asm`/`.txt` assembly) or folders of `.bin` files.
        #[arg(required = true)]
        files: Vec<PathBuf>,
        /// Random input sets per shader.
        #[arg(long, default_value_t = 16)]
        inputs: u32,
        /// Random seed.
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// Write the report as JSON.
        #[arg(long, value_name = "OUT")]
        json: Option<PathBuf>,
        /// A deliberate error in the interpreter (`rcp-sign`, `mul-ulps:N`,
        /// `lod-plus-one`):
        /// the oracle's sensitivity test, which must then report
        /// disagreements.
        #[arg(long, hide = true, value_parser = parse_fault)]
        fault: Option<ninebridge_interp::Fault>,
        /// Textures: `smooth` (smooth functions with mip chains, linear
        /// filtering, a tolerance from each coordinate's error) or `texel`
        /// (4x4 random texels, point-sampled at texel centres, exact).
        #[arg(long, default_value = "smooth", value_parser = parse_texture_mode)]
        textures: ninebridge_conformance::diff::TextureMode,
        /// Constant sets: input sets N apart share their constants (the
        /// other inputs are their own; lavapipe compiles a shader again per
        /// distinct constant set, docs/conformance.md); 0: every set its own.
        #[arg(long, value_name = "N", default_value_t = ninebridge_conformance::diff::groups::GROUPS)]
        constant_groups: u32,
        /// The multiply both sides use: `off` (IEEE), `strict` (D3D9's
        /// 0 x anything = 0, NINEBRIDGE_FLOAT_EMULATION=strict), or `both`
        /// (a report for each).
        #[arg(long, value_name = "MODE", default_value = "both", value_parser = parse_modes)]
        float_emulation: FloatModes,
    },
    /// Diff a corpus of real shaders (assembly text; a folder or a
    /// `.tar.xz` such as ../shared/corpus/game-shaders/asm.tar.xz) in
    /// parallel, and print the table by game and by instruction family:
    /// agree, disagree, non-finite, not compared, error.
    Corpus {
        /// A folder of `.txt`/`.asm` files or a `.tar.xz` of them.
        path: PathBuf,
        /// A deterministic sample of N shaders (every len/N-th by name).
        #[arg(long, value_name = "N", conflicts_with = "all")]
        sample: Option<usize>,
        /// Every shader (the default).
        #[arg(long)]
        all: bool,
        /// Random input sets per shader.
        #[arg(long, default_value_t = 16)]
        inputs: u32,
        /// Random seed.
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// Threads (default: one per core).
        #[arg(long, value_name = "N", default_value_t = 0)]
        jobs: usize,
        /// Write every shader's result as JSON.
        #[arg(long, value_name = "OUT")]
        json: Option<PathBuf>,
        /// A list of shaders that must agree (one file name a line, `#`
        /// comments): exit 1 when one of them does not.
        #[arg(long, value_name = "LIST")]
        expect: Option<PathBuf>,
        /// Write the names of the shaders that agree (an `--expect` list).
        #[arg(long, value_name = "LIST")]
        write_expect: Option<PathBuf>,
        /// D3D9's multiply on both sides: `strict` or `off` (default: the
        /// device's, `NINEBRIDGE_FLOAT_EMULATION`).
        #[arg(long, value_name = "MODE", value_parser = parse_float_emulation)]
        float_emulation: Option<ninebridge_d3d9::FloatEmulation>,
        /// Textures: `smooth` (the default) or `texel`, as `shader diff`.
        #[arg(long, default_value = "smooth", value_parser = parse_texture_mode)]
        textures: ninebridge_conformance::diff::TextureMode,
        /// Constant sets: input sets N apart share their constants (the
        /// other inputs are their own; lavapipe compiles a shader again per
        /// distinct constant set, docs/conformance.md); 0: every set its own.
        #[arg(long, value_name = "N", default_value_t = ninebridge_conformance::diff::groups::GROUPS)]
        constant_groups: u32,
        /// Run only shaders START..END of the (sampled) corpus, a line per
        /// shader on standard output and the results in `--json`: the
        /// process a larger run starts per part.
        #[arg(long, hide = true, value_name = "START..END", value_parser = parse_part)]
        part: Option<(usize, usize)>,
    },
    /// Assemble D3D assembly text into little-endian tokens. What D3D9
    /// would reject (out-of-range registers, undeclared inputs, ...) is
    /// assembled, as D3DAssemble does, with a warning per finding.
    Asm {
        /// Assembly source (`vs_2_0` ... on the first line).
        file: PathBuf,
        /// Output bytecode file.
        #[arg(short, long)]
        output: PathBuf,
        /// Fail on a shader D3D9 would reject instead of warning.
        #[arg(long)]
        strict: bool,
        #[command(flatten)]
        mode: Mode,
    },
}

/// How the shader was created, beyond its version token.
#[derive(clap::Args, Clone, Copy, Debug)]
pub struct Mode {
    /// The device does software vertex processing: vertex shaders may use
    /// c0-c8191, i0-i2047, b0-b2047 (vs_*_sw files).
    #[arg(long)]
    software_vp: bool,
    /// Direct3D 8 bytecode: a vs_1_x shader's v<n> is bound by register
    /// number (D3DVSD_REG) even if it has dcls (detected when it has none).
    // The comment is the `--help` text, which prints it as written.
    #[allow(rustdoc::invalid_html_tags)]
    #[arg(long)]
    d3d8: bool,
}

impl Mode {
    fn validate_options(self) -> ninebridge_d3dbc::ValidateOptions {
        ninebridge_d3dbc::ValidateOptions {
            d3d8: self.d3d8,
            software_vp: self.software_vp,
        }
    }
}

/// Runs one `shader` subcommand.
pub fn run(cmd: Command) -> Result<()> {
    match cmd {
        Command::Info { file, strict, mode } => {
            let (program, read) = read(&file)?;
            let warnings = findings(&program, &read, &file, strict, mode)?;
            print!("{}{warnings}", info_text(&program));
            Ok(())
        }
        Command::Disasm { file, strict, mode } => {
            let (program, read) = read(&file)?;
            let warnings = findings(&program, &read, &file, strict, mode)?;
            print!("{warnings}{}", ninebridge_d3dbc::disassemble(&program));
            Ok(())
        }
        Command::Translate {
            file,
            to,
            alpha_test,
            fog,
            sampler_kinds,
            mul_zero,
            lenient,
            mode,
            output,
        } => {
            let kind = ninebridge_translate::OutputKind::from_name(&to).with_context(|| {
                format!("unknown output language {to:?} (wgsl, spv, msl, glsl)")
            })?;
            if matches!(kind, ninebridge_translate::OutputKind::Spirv)
                && output.is_none()
                && std::io::IsTerminal::is_terminal(&std::io::stdout())
            {
                bail!("SPIR-V is binary and standard output is a terminal: give -o FILE.spv");
            }
            let mut options = ninebridge_translate::TranslateOptions {
                fog,
                d3d9_mul_zero: mul_zero,
                lenient,
                d3d8_inputs: mode.d3d8,
                software_vp: mode.software_vp,
                ..Default::default()
            };
            if let Some(f) = alpha_test {
                options.alpha_test = Some(
                    ninebridge_translate::CmpFunc::from_name(&f)
                        .with_context(|| format!("unknown alpha test function {f:?} (never, less, equal, less-equal, greater, not-equal, greater-equal, always)"))?,
                );
            }
            if let Some(list) = sampler_kinds {
                for (i, k) in list.split(',').enumerate() {
                    let slot = options
                        .sampler_kinds
                        .get_mut(i)
                        .context("more than 16 sampler kinds")?;
                    *slot = ninebridge_translate::SamplerKind::from_name(k).with_context(|| {
                        format!("unknown sampler kind {k:?} (2d, cube, volume)")
                    })?;
                }
            }
            let program = load(&file)?;
            if lenient {
                for r in ninebridge_translate::relaxations(&program, &options) {
                    eprintln!("warning: {}: {r}", file.display());
                }
            } else {
                ninebridge_translate::check(&program, &options)
                    .with_context(|| format!("{} (--lenient translates it)", file.display()))?;
            }
            let translation = ninebridge_translate::translate(&program, &options)
                .with_context(|| file.display().to_string())?;
            let bytes = ninebridge_translate::output::write(&translation, kind)
                .with_context(|| file.display().to_string())?;
            match output {
                Some(path) => std::fs::write(&path, bytes)
                    .with_context(|| format!("cannot write {}", path.display()))?,
                None => {
                    use std::io::Write as _;
                    std::io::stdout()
                        .write_all(&bytes)
                        .context("cannot write to standard output")?;
                }
            }
            Ok(())
        }
        Command::Run { file, inputs } => {
            let program = load_any(&file)?;
            let set: ninebridge_conformance::inputs::InputSet = match &inputs {
                Some(path) => {
                    let text = std::fs::read_to_string(path)
                        .with_context(|| format!("cannot read {}", path.display()))?;
                    serde_json::from_str(&text)
                        .with_context(|| format!("{}: not an inputs file", path.display()))?
                }
                None => Default::default(),
            };
            print!(
                "{}",
                run_text(&program, &set).with_context(|| file.display().to_string())?
            );
            Ok(())
        }
        Command::Diff {
            files,
            inputs,
            seed,
            json,
            fault,
            textures,
            float_emulation,
            constant_groups,
        } => crate::shader_diff::run(
            &files,
            ninebridge_conformance::diff::DiffOptions {
                inputs,
                seed,
                fault,
                textures,
                float_emulation: ninebridge_d3d9::FloatEmulation::Off,
                constant_groups,
            },
            &float_emulation.0,
            json.as_deref(),
        ),
        Command::Corpus {
            path,
            sample,
            all: _,
            inputs,
            seed,
            jobs,
            json,
            expect,
            write_expect,
            float_emulation,
            textures,
            constant_groups,
            part,
        } => crate::shader_corpus::run(&crate::shader_corpus::Args {
            path,
            sample,
            options: ninebridge_conformance::diff::DiffOptions {
                inputs,
                seed,
                fault: None,
                textures,
                float_emulation: float_emulation
                    .unwrap_or_else(ninebridge_d3d9::FloatEmulation::from_env),
                constant_groups,
            },
            jobs,
            json,
            expect,
            write_expect,
            part,
        }),
        Command::Asm {
            file,
            output,
            strict,
            mode,
        } => {
            let text = std::fs::read_to_string(&file)
                .with_context(|| format!("cannot read {}", file.display()))?;
            let program = ninebridge_d3dbc::assemble_program(&text)
                .with_context(|| file.display().to_string())?;
            let options = mode.validate_options();
            if strict {
                check_valid(&program, &file, &options)?;
            } else {
                for e in ninebridge_d3dbc::validate_with(&program, &options) {
                    eprintln!("warning: {}: {e}", file.display());
                }
            }
            let tokens = ninebridge_d3dbc::encode(&program);
            std::fs::write(&output, ninebridge_d3dbc::token::bytes_from_words(&tokens))
                .with_context(|| format!("cannot write {}", output.display()))?;
            Ok(())
        }
    }
}

/// `START..END` of `--part`.
fn parse_part(text: &str) -> Result<(usize, usize), String> {
    let (a, b) = text.split_once("..").ok_or("expected START..END")?;
    let n = |t: &str| t.parse::<usize>().map_err(|e| format!("{t}: {e}"));
    Ok((n(a)?, n(b)?))
}

/// Reads a shader: assembly text for `.asm`/`.txt`, bytecode otherwise.
pub fn load_any(file: &Path) -> Result<Program> {
    let ext = file.extension().and_then(|e| e.to_str()).unwrap_or("");
    if matches!(ext, "asm" | "txt") {
        let text = std::fs::read_to_string(file)
            .with_context(|| format!("cannot read {}", file.display()))?;
        return ninebridge_d3dbc::assemble_program(&text)
            .with_context(|| file.display().to_string());
    }
    load(file)
}

/// The output lines of one interpreter run: `NAME x y z w` per register
/// written (ps_1_x: `r0`, the colour), then `discarded` after `texkill`.
fn run_text(program: &Program, set: &ninebridge_conformance::inputs::InputSet) -> Result<String> {
    let it = ninebridge_interp::Interpreter::new(program)?;
    let env = set.environment()?;
    let vertex = program.model.is_vertex();
    let textures = set.textures(vertex)?;
    let out = if vertex {
        it.run_vertex(&env, &textures, &set.vertex()?)?
    } else if set.v_gradients.is_empty() && set.t_gradients.is_empty() {
        it.run_pixel(&env, &textures, &set.pixel()?)?
    } else {
        // Pixel (0, 0) of a quad whose inputs vary by the gradients.
        let mut quad: [ninebridge_interp::PixelInput; 4] = Default::default();
        for (l, p) in quad.iter_mut().enumerate() {
            *p = set.pixel_at(l as u32 & 1, l as u32 >> 1)?;
        }
        let [first, ..] = it.run_quad(&env, &textures, &quad)?;
        first
    };
    let mut s = String::new();
    for o in &out.values {
        let v = o.value;
        let _ = writeln!(
            s,
            "{} {} {} {} {}",
            o.reg.name(program.model),
            v[0],
            v[1],
            v[2],
            v[3]
        );
    }
    if out.killed {
        let _ = writeln!(s, "discarded");
    }
    Ok(s)
}

/// Reads and parses a bytecode file.
fn load(file: &Path) -> Result<Program> {
    let bytes = std::fs::read(file).with_context(|| format!("cannot read {}", file.display()))?;
    ninebridge_d3dbc::parse_bytes(&bytes).with_context(|| file.display().to_string())
}

/// Reads a bytecode file as the tools do: a stream without its end token is
/// read, with a warning ([`ninebridge_d3dbc::read`]).
fn read(file: &Path) -> Result<(Program, Vec<ninebridge_d3dbc::ReadWarning>)> {
    let bytes = std::fs::read(file).with_context(|| format!("cannot read {}", file.display()))?;
    ninebridge_d3dbc::read_bytes(&bytes).with_context(|| file.display().to_string())
}

/// The reader's and the validator's findings as `// warning:` lines (empty
/// when valid), or with `strict` the first of them as the error.
fn findings(
    program: &Program,
    read: &[ninebridge_d3dbc::ReadWarning],
    file: &Path,
    strict: bool,
    mode: Mode,
) -> Result<String> {
    let options = mode.validate_options();
    if strict {
        if let Some(w) = read.first() {
            bail!("{}: {w}", file.display());
        }
        check_valid(program, file, &options)?;
        return Ok(String::new());
    }
    let mut s = String::new();
    for w in read {
        let _ = writeln!(s, "// warning: {w}");
    }
    for e in ninebridge_d3dbc::validate_with(program, &options) {
        let _ = writeln!(s, "// warning: {e}");
    }
    Ok(s)
}

fn check_valid(
    program: &Program,
    file: &Path,
    options: &ninebridge_d3dbc::ValidateOptions,
) -> Result<()> {
    let errors = ninebridge_d3dbc::validate_with(program, options);
    if let Some(first) = errors.first() {
        let more = match errors.len() {
            1 => String::new(),
            n => format!(" (and {} more)", n - 1),
        };
        bail!("{}: {first}{more}", file.display());
    }
    Ok(())
}

/// Register names grouped in runs: `c0-c3, r0, r2, v0`.
fn register_list(program: &Program, regs: impl IntoIterator<Item = Register>) -> String {
    let mut runs: Vec<(Register, u32)> = Vec::new();
    for reg in regs {
        match runs.last_mut() {
            Some((start, len)) if start.kind == reg.kind && start.index + *len == reg.index => {
                *len += 1
            }
            _ => runs.push((reg, 1)),
        }
    }
    let names: Vec<String> = runs
        .iter()
        .map(|&(start, len)| {
            let first = start.name(program.model);
            if len == 1 {
                first
            } else {
                let last = Register::new(start.kind, start.index + len - 1);
                format!("{first}-{}", last.name(program.model))
            }
        })
        .collect();
    if names.is_empty() {
        "none".to_string()
    } else {
        names.join(", ")
    }
}

fn info_text(program: &Program) -> String {
    let mut s = String::new();
    let tokens = ninebridge_d3dbc::encode(program);
    let usage = ninebridge_d3dbc::register_usage(program);
    let decls = program.declarations.len();
    let defs = program.constants.len();
    let _ = writeln!(s, "model: {}", program.model);
    let _ = writeln!(s, "tokens: {}", program.token_count);
    let _ = writeln!(
        s,
        "content key: {:#018x}",
        ninebridge_d3dbc::content_key(&tokens)
    );
    let _ = writeln!(
        s,
        "instructions: {} ({} declarations, {} constant definitions, {} others)",
        program.instructions.len(),
        decls,
        defs,
        program.instructions.len() - decls - defs
    );
    let _ = writeln!(
        s,
        "registers read: {}",
        register_list(program, usage.read.iter().copied())
    );
    let _ = writeln!(
        s,
        "registers written: {}",
        register_list(program, usage.written.iter().copied())
    );
    let samplers = ninebridge_d3dbc::samplers(program);
    if samplers.is_empty() {
        let _ = writeln!(s, "samplers: none");
    } else {
        let list: Vec<String> = samplers
            .iter()
            .map(|(stage, tt)| match tt {
                SamplerTextureType::Unknown => format!("s{stage} (type from the bound texture)"),
                tt => format!("s{stage} {}", tt.name()),
            })
            .collect();
        let _ = writeln!(s, "samplers: {}", list.join(", "));
    }
    match (&program.ctab, &program.ctab_error) {
        (Some(table), _) => {
            let target = table
                .target
                .as_deref()
                .unwrap_or("none (early 20-byte header)");
            let _ = writeln!(
                s,
                "constant table: {} constants, creator {:?}, target {:?}",
                table.constants.len(),
                table.creator,
                target
            );
            for c in &table.constants {
                let _ = writeln!(
                    s,
                    "  {}{}{} {} {}x{}{} {}",
                    c.register_set.prefix(),
                    c.register_index,
                    match c.register_count {
                        1 => String::new(),
                        n => format!("-{}{}", c.register_set.prefix(), c.register_index + n - 1),
                    },
                    c.ty.ty.name(),
                    c.ty.rows,
                    c.ty.columns,
                    match c.ty.elements {
                        0 | 1 => String::new(),
                        n => format!("[{n}]"),
                    },
                    c.name.escape_debug()
                );
            }
        }
        (None, Some(err)) => {
            let _ = writeln!(s, "constant table: unreadable ({err})");
        }
        (None, None) => {
            let _ = writeln!(s, "constant table: none");
        }
    }
    s
}

/// `--fault`'s value.
/// The modes `shader diff --float-emulation` runs, in order.
#[derive(Clone, Debug)]
pub struct FloatModes(pub Vec<ninebridge_d3d9::FloatEmulation>);

/// `off`, `strict` or `both` (off, then strict).
fn parse_modes(text: &str) -> Result<FloatModes, String> {
    use ninebridge_d3d9::FloatEmulation;
    if text.trim().eq_ignore_ascii_case("both") {
        return Ok(FloatModes(vec![
            FloatEmulation::Off,
            FloatEmulation::Strict,
        ]));
    }
    FloatEmulation::from_name(text)
        .map(|m| FloatModes(vec![m]))
        .ok_or_else(|| format!("{text:?} is not strict, off or both"))
}

/// `strict` or `off`.
fn parse_float_emulation(text: &str) -> Result<ninebridge_d3d9::FloatEmulation, String> {
    ninebridge_d3d9::FloatEmulation::from_name(text)
        .ok_or_else(|| format!("{text:?} is not strict or off"))
}

fn parse_fault(text: &str) -> Result<ninebridge_interp::Fault, String> {
    ninebridge_interp::Fault::parse(text)
        .ok_or_else(|| format!("{text:?}: expected rcp-sign, mul-ulps:N or lod-plus-one"))
}

fn parse_texture_mode(text: &str) -> Result<ninebridge_conformance::diff::TextureMode, String> {
    ninebridge_conformance::diff::TextureMode::parse(text)
        .ok_or_else(|| format!("{text:?}: expected smooth or texel"))
}
