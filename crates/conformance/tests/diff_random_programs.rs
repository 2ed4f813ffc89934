//! Differential fuzzing as a property: random valid programs (the
//! interpreter's generator: arithmetic, modifiers, transcendental
//! instructions, derivatives, texturing and nested flow control) drawn on
//! the default adapter (lavapipe in CI) through the translator and the
//! device, and run on the interpreter; every output must agree.
#![cfg(all(feature = "device", feature = "interp"))]

use ninebridge_conformance::diff::{DiffOptions, Differ, ShaderOutcome};
use ninebridge_d3d9::FloatEmulation;

/// `inputs` sets from `seed` in `mode`, without a fault.
fn options(inputs: u32, seed: u64, mode: FloatEmulation) -> DiffOptions {
    DiffOptions {
        inputs,
        seed,
        float_emulation: mode,
        ..DiffOptions::default()
    }
}
use proptest::prelude::*;

proptest! {
    #![proptest_config(ProptestConfig::with_cases(24))]

    #[test]
    fn random_valid_programs_agree_on_the_gpu(
        words in proptest::collection::vec(any::<[u8; 12]>(), 1..24),
        pixel in any::<bool>(),
        seed in any::<u64>(),
        strict in any::<bool>(),
    ) {
        let text = ninebridge_interp::generate::program_text(&words, pixel);
        let program = ninebridge_d3dbc::assemble_program(&text)
            .map_err(|e| TestCaseError::fail(format!("{e}\n{text}")))?;
        prop_assume!(ninebridge_d3dbc::validate(&program).is_empty());
        let gpu = ninebridge_d3d9::Gpu::from_env().expect("a wgpu adapter (install mesa-vulkan-drivers)");
        let differ = Differ::new(gpu);
        let mode = if strict { FloatEmulation::Strict } else { FloatEmulation::Off };
        match differ.diff("generated", &program, options(4, seed, mode)) {
            // Non-finite outputs in the same class on both sides follow the rule.
            ShaderOutcome::Agree(_) | ShaderOutcome::NonFinite(_) => {}
            ShaderOutcome::Disagree(d) => {
                return Err(TestCaseError::fail(format!("{mode:?} {d:?}\n{text}")));
            }
            // A vertex that never lands on a pixel is not a disagreement.
            ShaderOutcome::NotCompared(reason) => {
                prop_assert!(reason.contains("no input set put the vertex"), "{reason}\n{text}");
            }
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(16))]

    /// ps_1_1 .. ps_1_3: modifiers, shifts, clamps, `cnd`, co-issue.
    #[test]
    fn random_ps_1_x_programs_agree_on_the_gpu(
        words in proptest::collection::vec(any::<[u8; 12]>(), 1..8),
        version in any::<u8>(),
        seed in any::<u64>(),
    ) {
        let text = ninebridge_interp::generate::program_text_ps1(&words, version);
        let program = ninebridge_d3dbc::assemble_program(&text)
            .map_err(|e| TestCaseError::fail(format!("{e}\n{text}")))?;
        prop_assume!(ninebridge_d3dbc::validate(&program).is_empty());
        let gpu = ninebridge_d3d9::Gpu::from_env().expect("a wgpu adapter (install mesa-vulkan-drivers)");
        let differ = Differ::new(gpu);
        match differ.diff("generated", &program, options(4, seed, FloatEmulation::Off)) {
            ShaderOutcome::Agree(_) | ShaderOutcome::NonFinite(_) => {}
            other => return Err(TestCaseError::fail(format!("{other:?}\n{text}"))),
        }
    }
}

/// The oracle's sensitivity: the interpreter run with a deliberate error
/// (`Fault`) in one instruction must disagree with the GPU. A sign error in
/// `rcp`, and a `mul` 16 ULPs off (2^-19 relative: 4 ULPs of a 21-bit
/// mantissa, what D3D9 allows a precise instruction), each alone in a
/// shader whose other instructions are exact; without the fault the same
/// shaders agree.
#[test]
fn deliberate_one_instruction_errors_are_caught() {
    use ninebridge_interp::Fault;
    let gpu =
        ninebridge_d3d9::Gpu::from_env().expect("a wgpu adapter (install mesa-vulkan-drivers)");
    let differ = Differ::new(gpu);
    let cases = [
        (
            "ps_2_0\ndcl t0\nrcp r0, t0.x\nadd r0.y, r0.y, c0.x\nmov oC0, r0\n",
            Fault::RcpSign,
        ),
        ("ps_2_0\nmul r0, c0, c1\nmov oC0, r0\n", Fault::MulUlps(16)),
        (
            "vs_2_0\ndcl_position v0\nmov oPos, v0\nmul oD0, v0, c3\nmul r0, c1, c2\nmov oT0, r0\n",
            Fault::MulUlps(16),
        ),
    ];
    for (text, fault) in cases {
        let program = ninebridge_d3dbc::assemble_program(text).unwrap();
        let options = options(8, 7, FloatEmulation::Off);
        match differ.diff("sensitivity", &program, options) {
            ShaderOutcome::Agree(8) => {}
            other => panic!("without a fault: {other:?}\n{text}"),
        }
        let faulty = DiffOptions {
            fault: Some(fault),
            ..options
        };
        match differ.diff("sensitivity", &program, faulty) {
            ShaderOutcome::Disagree(d) => assert!(!d.is_empty()),
            other => panic!("{fault:?} not caught: {other:?}\n{text}"),
        }
    }
}

/// The same shader where `0 x inf` differs by mode: with `off` the output
/// is non-finite (the interpreter's NaN; the GPU's value is the driver's:
/// lavapipe folds `x * 0` with the `def` zero to 0), its own class, never
/// agreement; with `strict` 0 on both sides (agreement).
#[test]
fn zero_times_infinity_is_non_finite_off_and_agrees_strict() {
    let gpu =
        ninebridge_d3d9::Gpu::from_env().expect("a wgpu adapter (install mesa-vulkan-drivers)");
    let differ = Differ::new(gpu);
    let text = "ps_2_0\ndef c0, 0, 1, 0, 0\nrcp r0.x, c0.x\nmul r1, r0.x, c0.x\nmov oC0, r1\n";
    let program = ninebridge_d3dbc::assemble_program(text).unwrap();
    match differ.diff("zero-inf", &program, options(3, 1, FloatEmulation::Off)) {
        ShaderOutcome::NonFinite(d) | ShaderOutcome::Disagree(d) => {
            assert_eq!(d.len(), 3, "{d:?}");
            assert!(d.iter().all(|d| d.is_non_finite()), "{d:?}");
            assert!(d.iter().all(|d| d.cpu.iter().all(|v| v.is_nan())), "{d:?}");
        }
        other => panic!("off: {other:?}"),
    }
    match differ.diff("zero-inf", &program, options(3, 1, FloatEmulation::Strict)) {
        ShaderOutcome::Agree(3) => {}
        other => panic!("strict: {other:?}"),
    }
}
