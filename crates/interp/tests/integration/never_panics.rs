//! The interpreter never panics: on random valid programs (assembled from
//! a vocabulary of instructions, modifiers and nested flow control, kept
//! when the validator accepts them) and on any token stream that parses.

use ninebridge_d3dbc::{assemble_program, parse, validate};
use ninebridge_interp::generate::program_text;
use ninebridge_interp::{
    CpuTexture, CpuTextures, Environment, Interpreter, PixelInput, SamplerDesc, VertexInput,
};
use ninebridge_types::SamplerSlot;
use proptest::prelude::*;

fn textures() -> CpuTextures {
    let mut t = CpuTextures::default();
    t.bind(
        SamplerSlot::Pixel(0),
        CpuTexture {
            kind: ninebridge_d3dbc::SamplerTextureType::Texture2d,
            width: 2,
            height: 2,
            depth: 1,
            levels: vec![vec![[0.25, 0.5, 0.75, 1.0]; 4]],
        },
        SamplerDesc::default(),
    );
    t
}

fn run_any(p: &ninebridge_d3dbc::Program, values: &[f32]) {
    let Ok(it) = Interpreter::new(p) else { return };
    let f = |i: usize| values.get(i % values.len().max(1)).copied().unwrap_or(0.0);
    let env = Environment {
        float_constants: (0..16)
            .map(|i| [f(i), f(i + 1), f(i + 2), f(i + 3)])
            .collect(),
        int_constants: vec![[3, 0, 1, 0]; 16],
        step_limit: 100_000,
        ..Environment::default()
    };
    if p.model.is_vertex() {
        let input = VertexInput {
            v: (0..16).map(|i| [f(i + 5), f(i), f(i + 7), 1.0]).collect(),
        };
        let _ = it.run_vertex(&env, &textures(), &input);
    } else {
        let quad = [0, 1, 2, 3].map(|i| {
            let mut p = PixelInput {
                v: (0..10)
                    .map(|k| [f(k + i), f(k + 2 * i), f(k), f(i)])
                    .collect(),
                ..PixelInput::default()
            };
            p.texcoord[0] = [f(i), f(i + 3), 0.0, 1.0];
            p
        });
        let _ = it.run_quad(&env, &textures(), &quad);
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(600))]

    #[test]
    fn random_valid_programs_never_panic(
        words in proptest::collection::vec(any::<[u8; 12]>(), 1..40),
        pixel in any::<bool>(),
        values in proptest::collection::vec(
            prop_oneof![any::<f32>(), -4.0f32..4.0, Just(0.0f32), Just(-0.0f32)], 1..24),
    ) {
        let text = program_text(&words, pixel);
        let p = assemble_program(&text).map_err(|e| TestCaseError::fail(format!("{e}\n{text}")))?;
        let errors = validate(&p);
        prop_assume!(errors.is_empty());
        run_any(&p, &values);
    }

    #[test]
    fn random_valid_ps_1_x_programs_never_panic(
        words in proptest::collection::vec(any::<[u8; 12]>(), 1..10),
        version in any::<u8>(),
        values in proptest::collection::vec(any::<f32>(), 1..24),
    ) {
        let text = ninebridge_interp::generate::program_text_ps1(&words, version);
        let p = assemble_program(&text).map_err(|e| TestCaseError::fail(format!("{e}\n{text}")))?;
        prop_assume!(validate(&p).is_empty());
        run_any(&p, &values);
    }

    #[test]
    fn any_parsed_token_stream_never_panics(
        version in proptest::sample::select(vec![0xFFFE_0101u32, 0xFFFE_0200, 0xFFFE_0300, 0xFFFF_0101, 0xFFFF_0104, 0xFFFF_0200, 0xFFFF_0300]),
        body in proptest::collection::vec(any::<u32>(), 0..64),
        values in proptest::collection::vec(any::<f32>(), 1..8),
    ) {
        let mut tokens = vec![version];
        tokens.extend(body);
        tokens.push(0xFFFF);
        if let Ok(p) = parse(&tokens) {
            run_any(&p, &values);
        }
    }
}

/// The generator does produce programs the validator accepts (the property
/// above is not vacuous).
#[test]
fn the_generator_makes_valid_programs() {
    let words: Vec<[u8; 12]> = (0..30u8)
        .map(|i| [i, i, i, 1, i, i, i, i, i.wrapping_mul(7), i, i, i])
        .collect();
    for pixel in [false, true] {
        let text = program_text(&words, pixel);
        let p = assemble_program(&text).unwrap_or_else(|e| panic!("{e}\n{text}"));
        let errors = validate(&p);
        assert!(errors.is_empty(), "{errors:?}\n{text}");
    }
}

/// The ps_1_x generator makes valid programs too.
#[test]
fn the_ps_1_x_generator_makes_valid_programs() {
    for version in 0..3u8 {
        let words: Vec<[u8; 12]> = (0..12u8)
            .map(|i| [i, i, i, i, i, i.wrapping_mul(3), i, i + 1, i, i + 2, i, i])
            .collect();
        let text = ninebridge_interp::generate::program_text_ps1(&words, version);
        let p = assemble_program(&text).unwrap_or_else(|e| panic!("{e}\n{text}"));
        let errors = validate(&p);
        assert!(errors.is_empty(), "{errors:?}\n{text}");
    }
}
