//! `ninebridge`: one binary, one subcommand group per concern.
//!
//! Each group lives in its own module (`tex.rs`, ...) exposing a clap
//! `Command` enum and a `run` function. Errors reach `main` as `anyhow::Error`
//! and are printed as one line (`error: ...`) with a non-zero exit status.

mod bench;
mod conformance;
mod gecache;
mod pack;
mod shader;
mod shaderpack;
mod tex;

use std::process::ExitCode;

use clap::{Parser, Subcommand};

/// Direct3D 9-era graphics on wgpu: texture, pack and shader tools.
#[derive(Parser)]
#[command(name = "ninebridge", version, about, propagate_version = true)]
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
    /// D3D9 conformance: run the vkd3d-derived shader cases on the device.
    #[command(subcommand)]
    Conformance(conformance::Command),
    /// PSP GE texture cache model: run a script of samples, flushes and sprites.
    #[command(subcommand)]
    Gecache(gecache::Command),
    /// Benchmarks: the D3D9 device beside bare wgpu.
    #[command(subcommand)]
    Bench(bench::Command),
}

fn main() -> ExitCode {
    tracing_subscriber::fmt()
        .with_env_filter(
            tracing_subscriber::EnvFilter::try_from_env("NINEBRIDGE_LOG")
                .unwrap_or_else(|_| tracing_subscriber::EnvFilter::new("warn")),
        )
        .with_writer(std::io::stderr)
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
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(err) => {
            // One line: the chain of causes joined, never a backtrace or panic.
            eprintln!("error: {err:#}");
            ExitCode::FAILURE
        }
    }
}
