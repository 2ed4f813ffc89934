//! ninebridge-cli's integration tests, one binary: each module was a test file of
//! its own. One binary links the crate and its dependencies once, not once
//! per file (CI's disk and link time); nextest still runs every test in a
//! process of its own.

mod bench_frame;
mod bench_scene;
mod capture_env;
mod conformance_cli;
mod conformance_features;
mod conformance_rules;
mod conformance_vkd3d;
mod gecache_cli;
mod packs_pack;
mod packs_shaderpack;
mod replay_cli;
mod replay_sessions;
mod replay_window;
mod replay_wine;
mod shader_asm_warnings;
mod shader_cli;
mod shader_interp;
mod shader_lenient_cli;
mod shader_translate;
mod support;
mod tex;
mod tools_ux;
mod wine_api_cli;
