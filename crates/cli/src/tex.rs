//! `ninebridge tex`: texture tools (being written).

use clap::Subcommand;

/// Texture subcommands.
#[derive(Subcommand)]
pub enum Command {}

pub fn run(cmd: Command) -> anyhow::Result<()> {
    match cmd {}
}
