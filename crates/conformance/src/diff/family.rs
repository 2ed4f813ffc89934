//! Instruction families and the tolerance each allows when the GPU's and
//! the interpreter's outputs are compared. Each output component gets the
//! tolerance of the instructions that feed it (`slice`), not the loosest of
//! the whole program: an exact `mul` beside a `sincos` that feeds another
//! output keeps the `mul`'s tolerance.

use ninebridge_d3dbc::{Opcode, Program, Register};

/// A family of instructions with one comparison tolerance.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Family {
    /// `mov`, `add`, `mul`, `mad`, `dp*`, `m*x*`, `min`/`max`, `cmp`, ...:
    /// IEEE operations; a GPU may fuse a multiply-add or reorder a dot product.
    Arithmetic,
    /// `rcp`, `rsq`, `nrm`: GPUs may approximate the reciprocal (D3D9 asks
    /// for about 22 bits).
    Reciprocal,
    /// `exp`, `log`, `expp`, `logp`, `pow`, `lit`: D3D9 asks for 21 bits
    /// (`expp`/`logp`: 10).
    Transcendental,
    /// `sincos`: accurate to an absolute error on [-pi, pi].
    SinCos,
    /// `frc`: `x - floor(x)` keeps the absolute error of `x`, which is
    /// relative to `|x|`, not to the small result; a rounding difference
    /// upstream (a fused or unfused `mad`) grows by `|x| / frc(x)` in ULPs.
    Fraction,
    /// Texture sampling: exact at texel centres of one level (the texel
    /// mode); smooth textures add the allowance of `texerr`.
    Texture,
    /// `dsx`, `dsy`.
    Derivative,
    /// `if`, `loop`, `rep`, `call`, `break`, `setp`, predication.
    Flow,
}

impl Family {
    /// Every family, in table order.
    pub const ALL: [Family; 8] = [
        Family::Arithmetic,
        Family::Reciprocal,
        Family::Transcendental,
        Family::SinCos,
        Family::Fraction,
        Family::Texture,
        Family::Derivative,
        Family::Flow,
    ];

    /// The family's name in reports.
    pub fn name(self) -> &'static str {
        match self {
            Family::Arithmetic => "arithmetic",
            Family::Reciprocal => "reciprocal",
            Family::Transcendental => "transcendental",
            Family::SinCos => "sincos",
            Family::Fraction => "fraction",
            Family::Texture => "texture",
            Family::Derivative => "derivative",
            Family::Flow => "flow",
        }
    }

    /// (ULPs, absolute difference) within which two values agree, before
    /// the per-instruction allowance of [`Tolerance::of`]. IEEE arithmetic,
    /// point sampling at texel centres, derivatives of linear varyings and
    /// comparisons are exact on both sides: only the allowance applies.
    pub fn tolerance(self) -> (u64, f32) {
        match self {
            Family::Arithmetic | Family::Texture | Family::Derivative | Family::Flow => (2, 0.0),
            Family::Reciprocal => (64, 1e-5),
            Family::Transcendental | Family::SinCos | Family::Fraction => (1024, 1e-4),
        }
    }

    /// The family of an opcode (`None`: declarations and markers).
    pub fn of(op: Opcode, program: &Program) -> Option<Family> {
        use Opcode::*;
        Some(match op {
            Dcl | Def | DefI | DefB | Nop | Phase | Label | Ret | EndIf | Else | EndLoop
            | EndRep => return None,
            Rcp | Rsq | Nrm => Family::Reciprocal,
            Exp | Log | ExpP | LogP | Pow | Lit => Family::Transcendental,
            SinCos => Family::SinCos,
            Frc => Family::Fraction,
            Dsx | Dsy => Family::Derivative,
            If | Ifc | Loop | Rep | Call | CallNz | Break | BreakC | BreakP | SetP => Family::Flow,
            op if op.samples_texture(program.model) || op == TexLdd || op == TexLdl => {
                Family::Texture
            }
            _ => Family::Arithmetic,
        })
    }
}

/// The families a program uses (predicated instructions count as flow too).
pub fn families(program: &Program) -> Vec<Family> {
    let all: Vec<usize> = program.body().map(|(i, _)| i).collect();
    families_of(program, &all)
}

/// The families of the instructions at `indices` (body indices).
fn families_of(program: &Program, indices: &[usize]) -> Vec<Family> {
    let mut out: Vec<Family> = Vec::new();
    for &i in indices {
        let ins = &program.instructions[i];
        let mut add = |f| {
            if !out.contains(&f) {
                out.push(f)
            }
        };
        if let Some(f) = Family::of(ins.opcode, program) {
            add(f);
        }
        if ins.predicate.is_some() {
            add(Family::Flow);
        }
    }
    out.sort();
    out
}

/// Whether an instruction may round differently on two correct
/// implementations beyond its result's last bit: a fused or unfused
/// multiply-add, a dot product summed in another order. Such a difference
/// is relative to the terms, not to the (possibly cancelled) result, so it
/// costs an absolute tolerance ([`REASSOCIATION_ABS`]).
fn reassociates(op: Opcode, program: &Program) -> bool {
    use Opcode::*;
    matches!(
        op,
        Mad | Dp2Add | Dp3 | Dp4 | M4x4 | M4x3 | M3x4 | M3x3 | M3x2 | Lrp | Crs | Nrm | Lit | Bem
    ) || op.is_ps_1x_texture_op(program.model)
}

/// The absolute difference one reassociating instruction may add: a few
/// ULPs of a partial sum of 16 (four products of inputs in [-2, 2]), 2^-18.
pub const REASSOCIATION_ABS: f32 = 3.814_697_3e-6;

/// How far apart the GPU's and the interpreter's value of one output
/// component may be: drawn from the instructions that feed it.
#[derive(Clone, Debug, PartialEq)]
pub struct Tolerance {
    /// Units in the last place.
    pub ulps: u64,
    /// Absolute difference (cancellation near zero).
    pub abs: f32,
    /// A NaN agrees with an infinity of either sign: the output goes
    /// through `frc`, whose `x - frc(x)` GPU compilers rewrite into
    /// `floor(x)` (infinite where D3D9's pseudo-code gives NaN).
    pub nan_matches_infinity: bool,
    /// The families of the instructions that feed the output.
    pub families: Vec<Family>,
    /// How many instructions feed it.
    pub chain: usize,
}

impl Tolerance {
    /// The tolerance of instructions of `families`, `chain` of them, of
    /// which `reassociating` may round differently beyond their result's
    /// last bit: the loosest family's ULPs plus 2 per instruction (each may
    /// round once more on one side), the loosest family's absolute
    /// difference plus [`REASSOCIATION_ABS`] per reassociating instruction.
    pub fn of(families: Vec<Family>, chain: usize, reassociating: usize) -> Tolerance {
        let (ulps, abs) = families
            .iter()
            .map(|f| f.tolerance())
            .fold((2, 0.0f32), |(u, a), (fu, fa)| (u.max(fu), a.max(fa)));
        Tolerance {
            ulps: ulps + 2 * chain as u64,
            abs: abs + REASSOCIATION_ABS * reassociating as f32,
            nan_matches_infinity: families.contains(&Family::Fraction),
            families,
            chain,
        }
    }

    /// The tolerance of component `comp` of `output`: from the instructions
    /// of its backward slice ([`super::slice::slice`]).
    pub fn of_output(program: &Program, output: Register, comp: u8) -> Tolerance {
        let feeding = super::slice::slice(program, output, comp);
        let reassociating = feeding
            .iter()
            .filter(|&&i| reassociates(program.instructions[i].opcode, program))
            .count();
        Tolerance::of(families_of(program, &feeding), feeding.len(), reassociating)
    }
}

/// Whether `gpu` and `cpu` agree within `tol`: within its ULP count, or
/// within its absolute difference (which absorbs cancellation near zero;
/// values below the smallest normal agree with each other and with zero, as
/// GPUs flush denormals). Non-finite values agree only with their own
/// class and sign: NaN with NaN, +inf with +inf, -inf with -inf (and NaN
/// with an infinity where [`Tolerance::nan_matches_infinity`]); a finite
/// value never agrees with a non-finite one.
pub fn agree(gpu: f32, cpu: f32, tol: &Tolerance) -> bool {
    if !gpu.is_finite() || !cpu.is_finite() {
        return match (gpu.is_nan(), cpu.is_nan()) {
            (true, true) => true,
            (false, false) => gpu == cpu,
            _ => tol.nan_matches_infinity && gpu.is_finite() == cpu.is_finite(),
        };
    }
    let tiny = |v: f32| v.abs() < f32::MIN_POSITIVE;
    if tiny(gpu) && tiny(cpu) {
        return true;
    }
    crate::ulp::ulp_distance(gpu, cpu) <= tol.ulps || (gpu - cpu).abs() <= tol.abs
}

#[cfg(test)]
mod tests {
    use super::*;
    use ninebridge_d3dbc::{RegisterType, assemble_program};

    const OC0: Register = Register::new(RegisterType::ColorOut, 0);

    fn arithmetic(chain: usize, reassociating: usize) -> Tolerance {
        Tolerance::of(vec![Family::Arithmetic], chain, reassociating)
    }

    #[test]
    fn tolerances_by_family_and_chain() {
        let next = |x: f32, n: u32| f32::from_bits(x.to_bits() + n);
        // One exact instruction: 2 + 2 ULPs, no absolute slack.
        assert!(agree(1.0, next(1.0, 4), &arithmetic(1, 0)));
        assert!(!agree(1.0, next(1.0, 5), &arithmetic(1, 0)));
        assert!(agree(1000.0, next(1000.0, 22), &arithmetic(10, 0)));
        assert!(!agree(1000.0, next(1000.0, 23), &arithmetic(10, 0)));
        // A mad may be fused: 2^-18 absolute per reassociating instruction.
        assert!(agree(1e-7, 3.5e-6, &arithmetic(1, 1)));
        assert!(!agree(1e-7, 3.5e-6, &arithmetic(1, 0)));
        let transcendental = Tolerance::of(vec![Family::Arithmetic, Family::Transcendental], 1, 0);
        assert!(agree(100.0, next(100.0, 1000), &transcendental));
        // Denormals flush on GPUs.
        assert!(agree(0.0, 1e-40, &arithmetic(1, 0)));
    }

    /// The error D3D9 allows a precise instruction, 4 ULPs of a 21-bit
    /// mantissa (2^-19 relative, 16 f32 ULPs), in one `mul` is outside the
    /// tolerance of a short arithmetic chain at any magnitude.
    #[test]
    fn a_one_instruction_error_of_2_pow_minus_19_is_outside_short_chains() {
        for x in [0.01f32, 0.5, 1.0, 3.0, 1000.0] {
            let wrong = x * (1.0 + 2f32.powi(-19));
            for chain in 1..=5 {
                assert!(!agree(wrong, x, &arithmetic(chain, 0)), "{x} chain {chain}");
            }
        }
    }

    #[test]
    fn non_finite_values_agree_by_class_and_sign() {
        let t = arithmetic(1, 0);
        assert!(agree(f32::NAN, f32::NAN, &t));
        assert!(agree(f32::INFINITY, f32::INFINITY, &t));
        assert!(agree(f32::NEG_INFINITY, f32::NEG_INFINITY, &t));
        assert!(!agree(f32::INFINITY, f32::NEG_INFINITY, &t));
        assert!(!agree(f32::INFINITY, f32::NAN, &t));
        assert!(!agree(f32::NEG_INFINITY, f32::NAN, &t));
        assert!(!agree(f32::NAN, 0.0, &t));
        assert!(!agree(f32::INFINITY, f32::MAX, &t));
        // Through frc, NaN and an infinity agree; the two infinities never.
        let frc = Tolerance::of(vec![Family::Arithmetic, Family::Fraction], 3, 0);
        assert!(agree(f32::INFINITY, f32::NAN, &frc));
        assert!(agree(f32::NAN, f32::NEG_INFINITY, &frc));
        assert!(!agree(f32::INFINITY, f32::NEG_INFINITY, &frc));
        assert!(!agree(f32::NAN, 1.0, &frc));
    }

    #[test]
    fn fractions_keep_the_absolute_error_of_their_input() {
        // frc(15.000001) vs frc(15.000002): one ULP of 15 apart, which is
        // thousands of ULPs of the small results.
        let (a, b) = (15.000001f32, f32::from_bits(15.000001f32.to_bits() + 1));
        let (fa, fb) = (a - a.floor(), b - b.floor());
        let (x, y) = (
            fa * std::f32::consts::TAU,
            fb * std::f32::consts::TAU + 1.2e-5,
        );
        assert!(!agree(x, y, &arithmetic(4, 0)));
        assert!(agree(
            x,
            y,
            &Tolerance::of(vec![Family::Arithmetic, Family::Fraction], 4, 0)
        ));
        let p = assemble_program("ps_2_0\ndcl t0\nfrc r0, t0\nmov oC0, r0\n").unwrap();
        assert_eq!(families(&p), [Family::Arithmetic, Family::Fraction]);
    }

    #[test]
    fn families_of_a_program() {
        let p = assemble_program(
            "ps_2_0\ndcl t0\ndcl_2d s0\ntexld r0, t0, s0\nrcp r1.x, r0.x\nmul oC0, r0, r1.x\n",
        )
        .unwrap();
        assert_eq!(
            families(&p),
            [Family::Arithmetic, Family::Reciprocal, Family::Texture]
        );
    }

    #[test]
    fn each_output_gets_the_tolerance_of_what_feeds_it() {
        let p = assemble_program(
            "ps_3_0\ndcl_texcoord v0\ndef c0, 0.5, 0.25, 1, 2\nsincos r1.xy, v0.x\n\
             mul r0, v0, c0\nmov oC0, r0\nmov oC1, r1\n",
        )
        .unwrap();
        let exact = Tolerance::of_output(&p, OC0, 0);
        assert_eq!(exact.families, [Family::Arithmetic]);
        assert_eq!((exact.ulps, exact.abs, exact.chain), (6, 0.0, 2));
        let oc1 = Register::new(RegisterType::ColorOut, 1);
        let loose = Tolerance::of_output(&p, oc1, 0);
        assert_eq!(loose.families, [Family::Arithmetic, Family::SinCos]);
        assert_eq!(loose.ulps, 1024 + 4);
        // A fused mad on the way costs its absolute allowance.
        let p = assemble_program("ps_2_0\ndcl t0\nmad r0, t0, c0, c1\nmov oC0, r0\n").unwrap();
        assert_eq!(Tolerance::of_output(&p, OC0, 2).abs, REASSOCIATION_ABS);
    }
}
