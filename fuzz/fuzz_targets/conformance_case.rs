//! Arbitrary bytes -> conformance case file -> every text the runner parses
//! (state command text, resource sizes, hex data, uniform, draw and probe
//! arguments, ULP comparison). Nothing may panic. Bytes that are not a case
//! file are also parsed as one command: the first line is the op, the rest
//! its text, so the text parsers are reached without valid JSON.
#![no_main]

use libfuzzer_sys::fuzz_target;
use ninebridge_conformance::case::{ClearArgs, DrawArgs, ProbeArgs, ShaderRef, UniformArgs};
use ninebridge_conformance::{Case, hex_bytes, number_words, parse_size, parse_state_command, ulp};

fn shader(s: Option<&ShaderRef>) {
    if let Some(hex) = s.and_then(|s| s.hex.as_deref()) {
        let _ = hex_bytes(hex);
    }
}

fuzz_target!(|data: &[u8]| {
    if let Ok(text) = std::str::from_utf8(data) {
        let (op, rest) = text.split_once('\n').unwrap_or((text, ""));
        let _ = parse_state_command(op, rest);
        let _ = parse_size(rest);
        let _ = hex_bytes(rest);
    }
    let Ok(case) = serde_json::from_slice::<Case>(data) else {
        return;
    };
    shader(case.default_vs.as_ref());
    for block in &case.blocks {
        shader(block.vs.as_ref());
        shader(block.ps.as_ref());
        if let Some(size) = &block.size {
            let _ = parse_size(size);
        }
        if let Some(hex) = &block.data_u32_hex {
            let _ = hex_bytes(hex);
        }
        for cmd in &block.commands {
            let _ = parse_state_command(&cmd.op, &cmd.text);
            let args = || cmd.args.clone();
            match cmd.op.as_str() {
                "uniform" => {
                    if let Ok(a) = serde_json::from_value::<UniformArgs>(args()) {
                        let _ = number_words(&a.ty, &a.values);
                    }
                }
                "draw" => {
                    let _ = serde_json::from_value::<DrawArgs>(args());
                }
                "clear rtv" => {
                    let _ = serde_json::from_value::<ClearArgs>(args());
                }
                "probe" => {
                    if let Ok(a) = serde_json::from_value::<ProbeArgs>(args()) {
                        for v in a.values.iter().filter_map(|v| v.as_f64()) {
                            let _ = ulp::within(v, v as f32, a.ulps);
                        }
                    }
                }
                _ => {}
            }
        }
    }
});
