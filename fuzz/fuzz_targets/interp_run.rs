//! Any bytes: parse as D3D9 bytecode and run it on the reference
//! interpreter (`ninebridge shader run`) for one vertex or a pixel quad, with
//! constants and inputs taken from the bytes after the program; then parse
//! the remainder as a `shader run --inputs` JSON file. Must never panic:
//! a program the interpreter cannot run is an error.
#![no_main]

use libfuzzer_sys::fuzz_target;
use ninebridge_interp::{Environment, Interpreter, PixelInput, VertexInput};

fuzz_target!(|data: &[u8]| {
    let Some((&split, rest)) = data.split_first() else {
        return;
    };
    let cut = (usize::from(split) * 4).min(rest.len() & !3);
    let (code, extra) = rest.split_at(cut);
    let floats: Vec<f32> = extra
        .chunks_exact(4)
        .map(|w| f32::from_le_bytes([w[0], w[1], w[2], w[3]]))
        .collect();
    let f = |i: usize| floats.get(i % floats.len().max(1)).copied().unwrap_or(0.5);
    if let Ok(program) = ninebridge_d3dbc::parse_bytes(code)
        && let Ok(it) = Interpreter::new(&program)
    {
        let env = Environment {
            float_constants: (0..32).map(|i| [f(i), f(i + 1), f(i + 2), f(i + 3)]).collect(),
            int_constants: (0..16).map(|i| [f(i) as i32, f(i + 1) as i32, f(i + 2) as i32, 0]).collect(),
            bool_constants: (0..16).map(|i| f(i) > 0.0).collect(),
            step_limit: 1 << 16,
            ..Environment::default()
        };
        let textures = ninebridge_interp::NoTextures;
        if program.model.is_vertex() {
            let input = VertexInput {
                v: (0..16).map(|i| [f(i), f(i + 5), f(i + 7), 1.0]).collect(),
            };
            let _ = it.run_vertex(&env, &textures, &input);
        } else {
            let quad = [0, 1, 2, 3].map(|l| {
                let mut p = PixelInput {
                    v: (0..10).map(|i| [f(i + l), f(i), f(i + 2), f(l)]).collect(),
                    ..PixelInput::default()
                };
                p.texcoord = [[f(l), f(l + 1), f(l + 2), 1.0]; 8];
                p
            });
            let _ = it.run_quad(&env, &textures, &quad);
        }
    }
    if let Ok(text) = std::str::from_utf8(extra)
        && let Ok(set) = serde_json::from_str::<ninebridge_conformance::inputs::InputSet>(text)
    {
        let _ = set.environment();
        let _ = set.vertex();
        let _ = set.pixel();
        let _ = set.textures(false);
    }
});
