//! The interpreter never panics: on random valid programs (assembled from
//! a vocabulary of instructions, modifiers and nested flow control, kept
//! when the validator accepts them) and on any token stream that parses.

use ninebridge_d3dbc::{assemble_program, parse, validate};
use ninebridge_interp::{
    CpuTexture, CpuTextures, Environment, Interpreter, PixelInput, SamplerDesc, VertexInput,
};
use ninebridge_types::SamplerSlot;
use proptest::prelude::*;

const SWIZZLES: &[&str] = &["", ".x", ".y", ".w", ".xyzw", ".wzyx", ".yyzz", ".zxwy"];
const MASKS: &[&str] = &["", ".x", ".xy", ".xyz", ".w", ".yw"];

fn reg(kind: u8, n: u8) -> String {
    match kind % 3 {
        0 => format!("r{}", n % 4),
        1 => format!("c{}", n % 8),
        _ => format!("v{}", n % 2),
    }
}

fn src(k: u8, n: u8, s: u8, m: u8) -> String {
    let base = format!("{}{}", reg(k, n), SWIZZLES[s as usize % SWIZZLES.len()]);
    match m % 4 {
        0 => base,
        1 => format!("-{base}"),
        2 => format!("{base}_abs"),
        _ => format!("-{base}_abs"),
    }
}

/// One line of a vs_3_0 / ps_3_0 body from random numbers.
fn line(w: &[u8; 12], pixel: bool, depth: &mut Vec<&'static str>, loops: &mut u32) -> String {
    let dst = format!("r{}{}", w[1] % 4, MASKS[w[2] as usize % MASKS.len()]);
    let sat = if w[3] % 5 == 0 { "_sat" } else { "" };
    let a = src(w[4], w[5], w[6], w[7]);
    let b = src(w[8], w[9], w[10], w[11]);
    let scalar = |s: &str| {
        format!(
            "{}.x",
            s.split('.').next().unwrap_or(s).trim_start_matches('-')
        )
    };
    match w[0] % 24 {
        0 => format!("add{sat} {dst}, {a}, {b}"),
        1 => format!("mul{sat} {dst}, {a}, {b}"),
        2 => format!("mad{sat} {dst}, {a}, {b}, {a}"),
        3 => format!("dp3{sat} {dst}, {a}, {b}"),
        4 => format!("dp4 {dst}, {a}, {b}"),
        5 => format!("rcp {dst}, {}", scalar(&a)),
        6 => format!("rsq {dst}, {}", scalar(&a)),
        7 => format!("exp {dst}, {}", scalar(&a)),
        8 => format!("log {dst}, {}", scalar(&a)),
        9 => format!("pow {dst}, {}, {}", scalar(&a), scalar(&b)),
        10 => format!("frc {dst}, {a}"),
        11 => format!("min {dst}, {a}, {b}"),
        12 => format!("max {dst}, {a}, {b}"),
        13 if pixel => format!("abs {dst}, {a}"),
        13 => format!("slt {dst}, {a}, {b}"),
        14 => format!("lrp {dst}, {a}, {b}, {a}"),
        15 => format!("nrm r{}.xyz, {a}", w[1] % 4),
        16 => format!("sincos r{}.xy, {}", w[1] % 4, scalar(&a)),
        17 if pixel => format!("cmp {dst}, {a}, {b}, {a}"),
        17 => format!("sge {dst}, {a}, {b}"),
        18 if pixel => format!("dsx {dst}, {a}"),
        18 => format!("lit {dst}, {a}"),
        19 if pixel => format!("texld r{}, {a}, s0", w[1] % 4),
        19 => format!(
            "mova a0.x, {}\nmov {dst}, c[a0.x + {}]",
            scalar(&a),
            w[5] % 8
        ),
        20 if depth.len() < 3 => {
            depth.push("endif");
            format!("if_lt {}, {}", scalar(&a), scalar(&b))
        }
        21 if depth.len() < 3 && *loops < 2 => {
            depth.push("endloop");
            *loops += 1;
            "loop aL, i0".to_string()
        }
        22 if depth.contains(&"endloop") => format!("break_ge {}, {}", scalar(&a), scalar(&b)),
        23 if depth.last() == Some(&"endif") => "else".to_string(),
        _ => format!("mov {dst}, {a}"),
    }
}

fn program_text(words: &[[u8; 12]], pixel: bool) -> String {
    let mut s = if pixel {
        "ps_3_0\ndcl_texcoord0 v0\ndcl_texcoord1 v1\ndcl_2d s0\n".to_string()
    } else {
        "vs_3_0\ndcl_position v0\ndcl_normal v1\ndcl_position o0\n".to_string()
    };
    s.push_str("defi i0, 3, 1, 2, 0\ndef c7, 0.5, -1, 2, 0\n");
    for i in 0..4 {
        s.push_str(&format!("mov r{i}, c{i}\n"));
    }
    let mut depth = Vec::new();
    let mut loops = 0;
    let mut elses: Vec<bool> = Vec::new();
    for w in words {
        let l = line(w, pixel, &mut depth, &mut loops);
        if l == "else" {
            if elses.last() == Some(&true) {
                continue;
            }
            if let Some(e) = elses.last_mut() {
                *e = true;
            }
        }
        if l.starts_with("if_") {
            elses.push(false);
        }
        s.push_str(&l);
        s.push('\n');
    }
    while let Some(end) = depth.pop() {
        if end == "endif" {
            elses.pop();
        }
        s.push_str(end);
        s.push('\n');
    }
    s.push_str(if pixel {
        "mov oC0, r0\n"
    } else {
        "mov o0, r0\n"
    });
    s
}

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
