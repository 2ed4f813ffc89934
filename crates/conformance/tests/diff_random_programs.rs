//! Differential fuzzing as a property: random valid programs (the
//! interpreter's generator: arithmetic, modifiers, transcendental
//! instructions, derivatives, texturing and nested flow control) drawn on
//! the default adapter (lavapipe in CI) through the translator and the
//! device, and run on the interpreter; every output must agree.
#![cfg(all(feature = "device", feature = "interp"))]

use ninebridge_conformance::diff::{DiffOptions, Differ, ShaderOutcome};
use proptest::prelude::*;

proptest! {
    #![proptest_config(ProptestConfig::with_cases(24))]

    #[test]
    fn random_valid_programs_agree_on_the_gpu(
        words in proptest::collection::vec(any::<[u8; 12]>(), 1..24),
        pixel in any::<bool>(),
        seed in any::<u64>(),
    ) {
        let text = ninebridge_interp::generate::program_text(&words, pixel);
        let program = ninebridge_d3dbc::assemble_program(&text)
            .map_err(|e| TestCaseError::fail(format!("{e}\n{text}")))?;
        prop_assume!(ninebridge_d3dbc::validate(&program).is_empty());
        let gpu = ninebridge_d3d9::Gpu::from_env().expect("a wgpu adapter (install mesa-vulkan-drivers)");
        let differ = Differ::new(gpu);
        match differ.diff("generated", &program, DiffOptions { inputs: 4, seed }) {
            ShaderOutcome::Agree(_) => {}
            ShaderOutcome::Disagree(d) => {
                return Err(TestCaseError::fail(format!("{d:?}\n{text}")));
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
        match differ.diff("generated", &program, DiffOptions { inputs: 4, seed }) {
            ShaderOutcome::Agree(_) => {}
            other => return Err(TestCaseError::fail(format!("{other:?}\n{text}"))),
        }
    }
}
