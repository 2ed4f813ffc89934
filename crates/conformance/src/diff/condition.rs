//! The conditioning allowance: how far an output moves when every rounding
//! of the program may go another way.
//!
//! Two correct implementations round differently (fused multiply-adds, a
//! `dp3` summed in another order, an `exp2` a few ULPs off), and an
//! ill-conditioned computation magnifies that: Miasmata's
//! `rcp(max(dot(c39, n), 0) * max(...))` of a dot product that cancels to
//! almost 0, fed to `exp`, gave outputs 150 times apart, and a value within
//! rounding of a threshold (`cmp`, `frc`'s integer part, `texkill`, a
//! branch) is decided either way. The per-instruction tolerances
//! (`family`) cannot know the input's conditioning, so it is measured, as
//! the texture allowance is (`texerr`): the interpreter runs [`RUNS`] more
//! times with Monte Carlo arithmetic (`ninebridge_interp::perturb`: every
//! rounded result moved by a random relative amount of at most
//! [`RELATIVE`], 2 ULPs), and an output component's allowance is twice the
//! farthest any run moved it. A component whose class (finite or not) a
//! run changes is undecided between the classes, and a killed pixel that a
//! run keeps (or the reverse) undecided between killing and keeping.
//!
//! This runs only for outputs outside their plain and texture tolerance,
//! so a well-conditioned output keeps the per-instruction tolerance: a
//! `mul` 2^-19 off in a shader whose other instructions are exact moves its
//! output 8 times farther than 2 ULPs of rounding do, and is still caught
//! (`deliberate_one_instruction_errors_are_caught`).

use std::collections::{BTreeMap, BTreeSet};

use ninebridge_d3dbc::Register;
use ninebridge_interp::{Outputs, Perturbation};

/// Perturbed runs per input set.
pub const RUNS: u64 = 6;

/// The largest relative move of a rounded result: 2^-22, 2 ULPs of an f32
/// at the bottom of its binade.
pub const RELATIVE: f32 = 1.0 / 4_194_304.0;

/// What the perturbed runs of one input set showed.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Conditioning {
    /// Each output component's allowance: twice its farthest move.
    pub allowance: BTreeMap<(Register, usize), f32>,
    /// Components whose class (finite, inf, NaN) some run changed.
    pub class_changes: BTreeSet<(Register, usize)>,
    /// Whether some run decided `texkill` the other way.
    pub kill_flips: bool,
}

/// The class of a value: finite, +inf, -inf or NaN.
fn class(x: f32) -> u8 {
    match x {
        x if x.is_nan() => 3,
        x if x == f32::INFINITY => 1,
        x if x == f32::NEG_INFINITY => 2,
        _ => 0,
    }
}

/// Runs `run` (the interpreter on one input set, with the perturbation it
/// is given) [`RUNS`] times and compares each with `base` (the plain run).
pub fn measure<E>(
    base: &Outputs,
    seed: u64,
    run: impl Fn(Perturbation) -> Result<Outputs, E>,
) -> Result<Conditioning, E> {
    let mut out = Conditioning::default();
    for k in 0..RUNS {
        let moved = run(Perturbation {
            seed: seed ^ (k + 1).wrapping_mul(0xD1B5_4A32_D192_ED03),
            relative: RELATIVE,
        })?;
        out.kill_flips |= moved.killed != base.killed;
        for b in &base.values {
            let Some(m) = moved.values.iter().find(|m| m.reg == b.reg) else {
                continue;
            };
            for c in 0..4 {
                let (x, y) = (b.value[c], m.value[c]);
                if class(x) != class(y) {
                    out.class_changes.insert((b.reg, c));
                    continue;
                }
                if class(x) == 0 {
                    let a = out.allowance.entry((b.reg, c)).or_insert(0.0);
                    *a = a.max(2.0 * (y - x).abs());
                }
            }
        }
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;
    use ninebridge_d3dbc::RegisterType;
    use ninebridge_d3dbc::assemble_program;
    use ninebridge_interp::{Environment, Interpreter, NoTextures, VertexInput};

    fn measure_vs(text: &str, c: Vec<[f32; 4]>) -> (Outputs, Conditioning) {
        let p = assemble_program(text).unwrap();
        let it = Interpreter::new(&p).unwrap();
        let env = Environment {
            float_constants: c,
            ..Environment::default()
        };
        let v = VertexInput::default();
        let base = it.run_vertex(&env, &NoTextures, &v).unwrap();
        let cond = measure(&base, 3, |p| {
            it.clone()
                .with_perturbation(p)
                .run_vertex(&env, &NoTextures, &v)
        })
        .unwrap();
        (base, cond)
    }

    const POS: Register = Register {
        kind: RegisterType::RastOut,
        index: 0,
    };

    /// A well-conditioned product moves by about its rounding; a
    /// cancellation fed to `rcp` moves by orders of magnitude more.
    #[test]
    fn cancellation_is_measured_and_a_product_is_not() {
        let (base, cond) = measure_vs(
            "vs_2_0\ndcl_position v0\nmul r0, c0, c1\nmov oPos, r0\n",
            vec![[1.5; 4], [3.0; 4]],
        );
        let x = base.get(RegisterType::RastOut, 0).unwrap()[0];
        assert!(cond.allowance[&(POS, 0)] <= 4.0 * RELATIVE * x, "{cond:?}");
        // (1 + 2^-20) * 1 - 1 then rcp: 2^20; the product's rounding (2^-22
        // of 1) moves the difference of 2^-20 by up to a quarter.
        let (_, cond) = measure_vs(
            "vs_2_0\ndcl_position v0\nmul r1, c0, c2\nadd r1, r1, -c1\nrcp r0, r1.x\n\
             mov oPos, r0\n",
            vec![[1.0 + 1.0 / 1_048_576.0; 4], [1.0; 4], [1.0; 4]],
        );
        assert!(cond.allowance[&(POS, 0)] > 1.0e5, "{cond:?}");
        assert!(cond.class_changes.is_empty());
    }

    /// A sum that cancels to exactly 0 before `rcp` is +inf plain and
    /// finite when the rounding goes another way: the class is undecided.
    #[test]
    fn a_class_that_rounding_changes_is_undecided() {
        let (base, cond) = measure_vs(
            "vs_2_0\ndcl_position v0\nmul r1, c0, c1\nadd r1, r1, -c2\nrcp r0, r1.x\n\
             mov oPos, r0\n",
            vec![[3.0; 4], [0.1; 4], [0.3; 4]],
        );
        let plain = base.get(RegisterType::RastOut, 0).unwrap()[0];
        // 3 * 0.1 rounds to 0.3 in f32: 0, +inf.
        assert_eq!(plain, f32::INFINITY);
        assert!(cond.class_changes.contains(&(POS, 0)), "{cond:?}");
    }
}
