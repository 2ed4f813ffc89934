//! Instruction families and the tolerance each allows when the GPU's and
//! the interpreter's outputs are compared.

use ninebridge_d3dbc::{Opcode, Program};

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
    /// Texture sampling (sampled at texel centres of one level: exact).
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

    /// (ULPs, absolute difference) within which two values agree.
    pub fn tolerance(self) -> (u64, f32) {
        match self {
            Family::Arithmetic | Family::Texture | Family::Derivative | Family::Flow => (16, 1e-5),
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
    let mut out: Vec<Family> = Vec::new();
    for (_, ins) in program.body() {
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

/// Whether `gpu` and `cpu` agree within the loosest tolerance of `families`:
/// within the ULP count, or within the absolute difference (which absorbs
/// cancellation near zero). Two non-finite values agree (NaN with NaN, but
/// also an infinity with NaN or with the other infinity): D3D9 does not
/// define how infinities and NaN propagate, and GPU compilers rewrite
/// arithmetic that only differs there (`x - frc(x)` into `floor(x)`, say);
/// a finite value never agrees with a non-finite one.
///
/// `chain` is the program's instruction count: each instruction may round
/// differently on the two sides (D3D9 does not say whether `mad` is fused,
/// nor in which order `dp*` sums), so 2 ULPs per instruction are added to
/// the families' tolerance.
pub fn agree(gpu: f32, cpu: f32, families: &[Family], chain: usize) -> bool {
    if !gpu.is_finite() || !cpu.is_finite() {
        return !gpu.is_finite() && !cpu.is_finite();
    }
    let (ulps, abs) = families
        .iter()
        .map(|f| f.tolerance())
        .fold((16, 1e-5f32), |(u, a), (fu, fa)| (u.max(fu), a.max(fa)));
    let ulps = ulps + 2 * chain as u64;
    crate::ulp::ulp_distance(gpu, cpu) <= ulps || (gpu - cpu).abs() <= abs
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tolerances_by_family() {
        let next = |x: f32, n: u32| f32::from_bits(x.to_bits() + n);
        // At 1000 one ULP (6.1e-5) is above the absolute tolerance.
        assert!(agree(1000.0, next(1000.0, 16), &[Family::Arithmetic], 0));
        assert!(!agree(1000.0, next(1000.0, 17), &[Family::Arithmetic], 0));
        assert!(agree(1000.0, next(1000.0, 36), &[Family::Arithmetic], 10));
        assert!(!agree(1000.0, next(1000.0, 37), &[Family::Arithmetic], 10));
        // Near 1, the absolute difference of 1e-5 (84 ULPs) decides.
        assert!(agree(1.0, next(1.0, 80), &[Family::Arithmetic], 0));
        assert!(agree(
            100.0,
            next(100.0, 1000),
            &[Family::Arithmetic, Family::Transcendental],
            0
        ));
        assert!(agree(1e-7, -1e-7, &[Family::Arithmetic], 0));
        assert!(agree(f32::NAN, f32::NAN, &[], 0));
        assert!(!agree(f32::NAN, 0.0, &[], 0));
        assert!(!agree(f32::INFINITY, f32::MAX, &[], 0));
        assert!(agree(f32::INFINITY, f32::NAN, &[], 0));
        assert!(agree(f32::NEG_INFINITY, f32::INFINITY, &[], 0));
    }

    #[test]
    fn fractions_keep_the_absolute_error_of_their_input() {
        // frc(15.000001) vs frc(15.000002): one ULP of 15 apart, which is
        // thousands of ULPs of the small results.
        let (a, b) = (15.000001f32, f32::from_bits(15.000001f32.to_bits() + 1));
        let (fa, fb) = (a - a.floor(), b - b.floor());
        assert!(!agree(
            fa * std::f32::consts::TAU,
            fb * std::f32::consts::TAU + 1.2e-5,
            &[Family::Arithmetic],
            4
        ));
        assert!(agree(
            fa * std::f32::consts::TAU,
            fb * std::f32::consts::TAU + 1.2e-5,
            &[Family::Arithmetic, Family::Fraction],
            4
        ));
        let p = ninebridge_d3dbc::assemble_program("ps_2_0\ndcl t0\nfrc r0, t0\nmov oC0, r0\n")
            .unwrap();
        assert_eq!(families(&p), [Family::Arithmetic, Family::Fraction]);
    }

    #[test]
    fn families_of_a_program() {
        let p = ninebridge_d3dbc::assemble_program(
            "ps_2_0\ndcl t0\ndcl_2d s0\ntexld r0, t0, s0\nrcp r1.x, r0.x\nmul oC0, r0, r1.x\n",
        )
        .unwrap();
        assert_eq!(
            families(&p),
            [Family::Arithmetic, Family::Reciprocal, Family::Texture]
        );
    }
}
