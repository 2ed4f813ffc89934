//! `ninebridge`: one binary, one subcommand group per concern.
//!
//! Each group lives in its own module (`tex.rs`, ...) exposing a clap
//! `Command` enum and a `run` function. Errors reach `main` as `anyhow::Error`
//! and are printed as one line (`error: ...`, each cause said once: see
//! `errors.rs`) with a non-zero exit status. A closed standard output (a
//! reader such as `head` that stops early) ends the command quietly, as for
//! other Unix tools: SIGPIPE keeps its default action.

mod backend_stderr;
mod bench;
mod bench_scene;
mod bench_scene_replay;
mod bench_summary;
mod conformance;
mod errors;
mod gecache;
mod image;
mod pack;
mod progress;
mod replay;
mod replay_window;
mod shader;
mod shader_corpus;
mod shader_diff;
mod shaderpack;
mod tex;
mod wine_api;

use std::process::ExitCode;

use clap::{Parser, Subcommand};

/// Direct3D 9 on modern GPUs through wgpu: replay D3D9 call traces through
/// the device, run its conformance suites, benchmark it, and work with
/// textures, packs and shader bytecode.
///
/// The device is a library (`ninebridge-d3d9`, and a C ABI:
/// `libninebridge_d3d9`); this command drives it. Start here:
///
///   ninebridge replay assets/demo/scene.json --png out   draw a D3D9 scene
///   ninebridge conformance run ../shared/conformance/vkd3d
///   ninebridge shader disasm FILE.bin                     read a shader
///   ninebridge tex info FILE.dds                          read a texture
///
/// README.md describes every command and variable.
#[derive(Parser)]
#[command(
    name = "ninebridge",
    version,
    propagate_version = true,
    verbatim_doc_comment
)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Texture tools: inspect, decode and checksum DDS files.
    #[command(subcommand)]
    Tex(tex::Command),
    /// Shader bytecode tools: info, disassemble, assemble, translate.
    #[command(subcommand)]
    Shader(shader::Command),
    /// Texture packs (.hvt): build, inspect, verify, extract.
    #[command(subcommand)]
    Pack(pack::Command),
    /// Shader packs (.hvs): build, inspect, verify.
    #[command(subcommand)]
    Shaderpack(shaderpack::Command),
    /// D3D9 conformance: the vkd3d-derived shader cases on the device, and
    /// Wine's D3D9 API test programs against the C ABI.
    #[command(subcommand)]
    Conformance(conformance::Command),
    /// PSP GE texture cache model: run a script of samples, flushes and sprites.
    #[command(subcommand)]
    Gecache(gecache::Command),
    /// Benchmarks: the D3D9 device beside bare wgpu, the frame-heavy scene
    /// trace and the enhancement cost table.
    #[command(subcommand)]
    Bench(bench::Command),
    /// Image tools: compare renders at two scales.
    #[command(subcommand)]
    Image(image::Command),
    /// Replay D3D9 call traces on the device and check their probes.
    Replay(replay::Args),
}

fn main() -> ExitCode {
    quiet_pipes_and_layers();
    backend_stderr::init();
    tracing_subscriber::fmt()
        .with_env_filter(
            tracing_subscriber::EnvFilter::try_from_env("NINEBRIDGE_LOG")
                // winit warns about what virtual X servers lack (XSETTINGS,
                // a screen of 0 mm) on every `replay --window`; its errors stay.
                .unwrap_or_else(|_| tracing_subscriber::EnvFilter::new("warn,winit=error")),
        )
        .with_writer(backend_stderr::log_writer)
        .init();

    let cli = Cli::parse();
    let result = match cli.command {
        Command::Tex(cmd) => tex::run(cmd),
        Command::Shader(cmd) => shader::run(cmd),
        Command::Conformance(cmd) => conformance::run(cmd),
        Command::Pack(cmd) => pack::run(cmd),
        Command::Shaderpack(cmd) => shaderpack::run(cmd),
        Command::Gecache(cmd) => gecache::run(cmd),
        Command::Bench(cmd) => bench::run(cmd),
        Command::Replay(args) => replay::run(args),
        Command::Image(cmd) => match image::run(cmd) {
            // A difference is a result, not an error: exit status 1, no
            // `error:` line.
            Ok(false) => return ExitCode::FAILURE,
            other => other.map(|_| ()),
        },
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(err) => {
            // One line: the chain of causes, each said once; never a
            // backtrace or panic.
            eprintln!("error: {}", errors::one_line(&err));
            ExitCode::FAILURE
        }
    }
}

/// Process set-up done before anything else runs (no other thread exists yet).
///
/// * SIGPIPE gets its default action back (Rust ignores it, which turns a
///   closed stdout into a `failed printing to stdout` panic): `ninebridge ...
///   | head -3` then ends quietly, as `cat` or `grep` do.
/// * Mesa's Vulkan device-select layer is switched off unless the user set
///   `NODEVICE_SELECT`: it only orders the adapters, which wgpu does itself,
///   and without a display it prints `error: XDG_RUNTIME_DIR is invalid ...`
///   to our stderr, where it reads like one of our error lines.
fn quiet_pipes_and_layers() {
    #[cfg(unix)]
    // SAFETY: restoring a signal's default disposition has no memory-safety
    // requirements; it runs before any other thread exists.
    unsafe {
        libc::signal(libc::SIGPIPE, libc::SIG_DFL);
    }
    if std::env::var_os("NODEVICE_SELECT").is_none() {
        // SAFETY: called first thing in `main`, before any thread is spawned,
        // so nothing reads the environment concurrently.
        unsafe { std::env::set_var("NODEVICE_SELECT", "1") };
    }
}
