//! Monte Carlo arithmetic: an [`Interpreter`](crate::Interpreter) made with
//! [`with_perturbation`](crate::Interpreter::with_perturbation) moves every
//! result of an instruction that rounds by a random relative amount of at
//! most [`Perturbation::relative`]. Run a few times with different seeds,
//! it measures how far each output moves when each rounding of the program
//! may go another way: how ill-conditioned the output is at that input (a
//! cancellation fed to `rcp` and then `exp`, a value at the threshold of a
//! `cmp`, `frc`, `texkill` or branch). Two correct implementations, a GPU
//! and this interpreter, may differ by that much. (Stochastic arithmetic in
//! the manner of Monte Carlo Arithmetic and CADNA; no crate does it for an
//! interpreter's own instruction set.) Never set outside such measurements.

use ninebridge_d3dbc::Opcode;

/// How results are moved.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Perturbation {
    /// The random stream's seed (one measurement run per seed).
    pub seed: u64,
    /// The largest relative move of a result (2^-22 is 2 ULPs of an f32
    /// near the top of its binade).
    pub relative: f32,
}

/// Whether `op`'s float result is rounded (moved by a perturbation): the
/// arithmetic instructions. Moves, selections (`cmp`, `cnd`, `min`, `max`,
/// `slt`, `sge`, `sgn`, `abs`, `frc` of an exact value), texture samples
/// and flow control are exact or measured elsewhere.
pub(crate) fn rounds(op: Opcode) -> bool {
    use Opcode::*;
    matches!(
        op,
        Add | Sub
            | Mad
            | Mul
            | Rcp
            | Rsq
            | Dp3
            | Dp4
            | Exp
            | Log
            | Lit
            | Dst
            | Lrp
            | M4x4
            | M4x3
            | M3x4
            | M3x3
            | M3x2
            | Pow
            | Crs
            | Nrm
            | SinCos
            | ExpP
            | LogP
            | Dp2Add
            | Dsx
            | Dsy
    )
}

/// The next value of a splitmix64 stream, as a float in [-1, 1].
fn next_unit(state: &mut u64) -> f64 {
    *state = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
    let mut z = *state;
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^= z >> 31;
    (z >> 11) as f64 / (1u64 << 52) as f64 - 1.0
}

/// `x` moved by a random relative amount of at most `relative` (zero and
/// non-finite values stay).
pub(crate) fn perturb(state: &mut u64, x: f32, relative: f32) -> f32 {
    if x == 0.0 || !x.is_finite() {
        return x;
    }
    (f64::from(x) * (1.0 + next_unit(state) * f64::from(relative))) as f32
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn moves_stay_within_the_relative_bound_and_cover_both_signs() {
        let mut state = 7;
        let (mut below, mut above) = (false, false);
        for _ in 0..1000 {
            let y = perturb(&mut state, 3.0, 1.0e-3);
            assert!((y - 3.0).abs() <= 3.0e-3 + 1e-6, "{y}");
            below |= y < 3.0;
            above |= y > 3.0;
        }
        assert!(below && above);
        assert_eq!(perturb(&mut state, 0.0, 1.0e-3), 0.0);
        assert!(perturb(&mut state, f32::INFINITY, 1.0e-3).is_infinite());
    }

    #[test]
    fn only_rounding_instructions_are_moved() {
        assert!(rounds(Opcode::Mad) && rounds(Opcode::Rcp) && rounds(Opcode::Dp2Add));
        assert!(!rounds(Opcode::Mov) && !rounds(Opcode::Cmp) && !rounds(Opcode::Frc));
    }
}
