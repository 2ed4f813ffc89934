//! D3D9's float rules for the instructions whose pseudo-code in the
//! Direct3D 9 assembly reference differs from plain IEEE arithmetic.
//! Each function cites the rule it implements.

/// Whether `x` reads as zero: ±0 and the denormals, which D3D9 hardware
/// flushes (docs/conformance.md, "Non-finite values and denormals").
pub fn is_zero(x: f32) -> bool {
    x.abs() < f32::MIN_POSITIVE
}

/// `rcp`: `1/x`, with `rcp(1) = 1` exactly; `rcp(±0) = ±inf` (denormals
/// read as zero of their sign). The reference's pseudo-code writes
/// `FLT_MAX` for 0 and its text "infinity"; Windows keeps the zero's sign
/// (vkd3d's rcp probes), which neither clamp gives: the IEEE reciprocal.
pub fn rcp(x: f32) -> f32 {
    if x == 1.0 {
        1.0
    } else if is_zero(x) {
        f32::INFINITY.copysign(x)
    } else {
        1.0 / x
    }
}

/// `rsq`: `1/sqrt(|x|)`; `rsq(±0) = +inf` (denormals too), `rsq(±1) = 1`
/// exactly, `rsq(±inf) = 0`.
pub fn rsq(x: f32) -> f32 {
    let v = x.abs();
    if v == 1.0 {
        1.0
    } else if is_zero(v) {
        f32::INFINITY
    } else {
        1.0 / v.sqrt()
    }
}

/// `log`/`logp` (model 2+): `log2(|x|)`, `-inf` for ±0 and denormals
/// (the pseudo-code's `-FLT_MAX` is not followed, as for `rcp`),
/// `+inf` for ±inf.
pub fn log(x: f32) -> f32 {
    let v = x.abs();
    if is_zero(v) {
        f32::NEG_INFINITY
    } else {
        v.log2()
    }
}

/// `exp`: full-precision `2^x` (IEEE: `2^-inf = 0`, overflow is +inf).
pub fn exp(x: f32) -> f32 {
    x.exp2()
}

/// `pow`: `|a|^b` (the reference: `dest = pow(abs(src0), src1)`), as
/// `2^(b log2|a|)` with the cases that formula leaves undefined fixed:
/// `b = 0` gives 1 (for every `a`, NaN included), `|a| = 1` gives 1 (for
/// every `b`), and `|a| = 0` (or denormal) gives +inf for `b < 0` and 0
/// for `b > 0`. These are IEEE `powf`'s values of `|a|`.
pub fn pow(a: f32, b: f32) -> f32 {
    let a = if is_zero(a) { 0.0 } else { a.abs() };
    a.powf(b)
}

/// vs_1_1 `expp`: (2^floor(w), w - floor(w), 2^w (partial precision), 1)
/// in IEEE arithmetic (w = inf gives (inf, NaN, inf, 1)).
pub fn expp_sm1(w: f32) -> [f32; 4] {
    let f = w.floor();
    [f.exp2(), w - f, w.exp2(), 1.0]
}

/// vs_1_1 `logp` (the DirectX 8 reference's pseudo-code): for |w| != 0
/// (exponent field - 127, the mantissa with exponent 0, log2|w|, 1), read
/// from the bits, so ±inf gives (128, 1, inf, 1) and NaN (128, 1.m, NaN,
/// 1); for ±0 and denormals (-inf, 1, -inf, 1) (the pseudo-code's
/// `MINUS_MAX()`, taken as -inf as for `log`).
pub fn logp_sm1(w: f32) -> [f32; 4] {
    if is_zero(w) {
        return [f32::NEG_INFINITY, 1.0, f32::NEG_INFINITY, 1.0];
    }
    let bits = w.to_bits() & 0x7fff_ffff;
    let exponent = (bits >> 23) as f32 - 127.0;
    let mantissa = f32::from_bits((bits & 0x007f_ffff) | 0x3f80_0000);
    [exponent, mantissa, log(w), 1.0]
}

/// The largest magnitude of `lit`'s power (the reference's `MAXPOWER`).
pub const LIT_MAX_POWER: f32 = 127.9961;

/// `lit`: the reference's pseudo-code, with the power clamped to
/// ±127.9961 (a NaN power stays NaN: `pow` of it is NaN but for y = 1).
pub fn lit(s: [f32; 4]) -> [f32; 4] {
    let mut d = [1.0, 0.0, 0.0, 1.0];
    let power = s[3].clamp(-LIT_MAX_POWER, LIT_MAX_POWER);
    if s[0] > 0.0 {
        d[1] = s[0];
        if s[1] > 0.0 {
            d[2] = pow(s[1], power);
        }
    }
    d
}

/// `mova` (model 2+): round to nearest, ties to even. The reference says
/// "rounding to nearest" without naming the tie rule; IEEE 754's round to
/// nearest is ties-to-even, which is the rule chosen (docs/conformance.md).
/// NaN and denormals give 0 (D3D9 hardware flushes denormals, so a
/// constant holding a small integer's bits indexes as 0); values beyond
/// `i32` saturate.
pub fn round_to_address(x: f32) -> i32 {
    flush_denormal(x).round_ties_even() as i32
}

/// vs_1_1 `mov a0.x, src`: the float is floored (NaN and denormals: 0).
pub fn floor_to_address(x: f32) -> i32 {
    flush_denormal(x).floor() as i32
}

/// A denormal as 0 (sign kept), anything else unchanged.
pub fn flush_denormal(x: f32) -> f32 {
    if x.is_subnormal() {
        0.0f32.copysign(x)
    } else {
        x
    }
}

/// `frc`: `x - floor(x)`.
pub fn frc(x: f32) -> f32 {
    x - x.floor()
}

/// `sgn`: -1, 0 or 1.
pub fn sgn(x: f32) -> f32 {
    if x > 0.0 {
        1.0
    } else if x < 0.0 {
        -1.0
    } else {
        0.0
    }
}

/// `_sat`: clamp to [0, 1]; NaN saturates to 0.
pub fn saturate(x: f32) -> f32 {
    if x > 0.0 { x.min(1.0) } else { 0.0 }
}

/// The D3D9 "0 times anything is 0" multiply (the legacy behaviour some
/// games depend on), used when [`crate::Environment::mul_zero`] is set: +0
/// when either factor is ±0 or a denormal (which D3D9 hardware reads as
/// 0), whatever the other (inf and NaN included); the IEEE product
/// otherwise.
pub fn mul_zero(a: f32, b: f32) -> f32 {
    if is_zero(a) || is_zero(b) { 0.0 } else { a * b }
}

#[cfg(test)]
mod tests {
    use super::*;

    const INF: f32 = f32::INFINITY;
    const DENORMAL: f32 = 1.0e-40;

    #[test]
    fn rcp_rules() {
        assert_eq!(rcp(1.0), 1.0);
        assert_eq!(rcp(0.0), INF);
        assert_eq!(rcp(-0.0), -INF);
        assert_eq!(rcp(4.0), 0.25);
        // Denormals read as zero of their sign.
        assert_eq!(rcp(DENORMAL), INF);
        assert_eq!(rcp(-DENORMAL), -INF);
        assert_eq!(rcp(INF).to_bits(), 0f32.to_bits());
        assert_eq!(rcp(-INF).to_bits(), (-0f32).to_bits());
        assert!(rcp(f32::NAN).is_nan());
    }

    #[test]
    fn rsq_rules() {
        assert_eq!(rsq(0.0), INF);
        assert_eq!(rsq(-0.0), INF);
        assert_eq!(rsq(-DENORMAL), INF);
        assert_eq!(rsq(-4.0), 0.5);
        assert_eq!(rsq(1.0), 1.0);
        assert_eq!(rsq(-1.0), 1.0);
        assert_eq!(rsq(INF), 0.0);
        assert_eq!(rsq(-INF), 0.0);
        assert!(rsq(f32::NAN).is_nan());
    }

    #[test]
    fn log_and_pow_use_the_absolute_value() {
        assert_eq!(log(-8.0), 3.0);
        assert_eq!(log(0.0), -INF);
        assert_eq!(log(-0.0), -INF);
        assert_eq!(log(DENORMAL), -INF);
        assert_eq!(log(-INF), INF);
        assert!(log(f32::NAN).is_nan());
        assert_eq!(pow(-2.0, 3.0), 8.0);
        assert_eq!(pow(-4.0, 0.5), 2.0);
    }

    #[test]
    fn exp_rules() {
        assert_eq!(exp(-INF), 0.0);
        assert_eq!(exp(INF), INF);
        assert_eq!(exp(200.0), INF);
        assert_eq!(exp(DENORMAL), 1.0);
        assert!(exp(f32::NAN).is_nan());
    }

    #[test]
    fn pow_special_cases() {
        // b = 0: 1 for every base.
        for a in [0.0, -0.0, INF, -INF, f32::NAN, 3.0] {
            assert_eq!(pow(a, 0.0), 1.0, "{a}");
        }
        // |a| = 1: 1 for every exponent.
        for b in [INF, -INF, f32::NAN, 7.5] {
            assert_eq!(pow(-1.0, b), 1.0, "{b}");
        }
        assert_eq!(pow(0.0, -1.0), INF);
        assert_eq!(pow(-DENORMAL, -2.0), INF);
        assert_eq!(pow(-0.0, 2.0), 0.0);
        assert_eq!(pow(0.0, INF), 0.0);
        assert_eq!(pow(0.0, -INF), INF);
        assert_eq!(pow(-INF, 2.0), INF);
        assert_eq!(pow(INF, -2.0), 0.0);
        assert_eq!(pow(0.5, INF), 0.0);
        assert_eq!(pow(2.0, INF), INF);
        assert_eq!(pow(2.0, -INF), 0.0);
        assert!(pow(f32::NAN, 2.0).is_nan());
        assert!(pow(2.0, f32::NAN).is_nan());
        assert!(pow(0.0, f32::NAN).is_nan());
    }

    #[test]
    fn lit_follows_the_pseudo_code() {
        assert_eq!(lit([0.5, 0.25, 0.0, 2.0]), [1.0, 0.5, 0.0625, 1.0]);
        // x <= 0: no diffuse, no specular.
        assert_eq!(lit([-1.0, 0.5, 0.0, 2.0]), [1.0, 0.0, 0.0, 1.0]);
        // y <= 0: no specular.
        assert_eq!(lit([0.5, 0.0, 0.0, 2.0]), [1.0, 0.5, 0.0, 1.0]);
        // The power is clamped to 127.9961.
        assert_eq!(lit([1.0, 0.5, 0.0, 1000.0])[2], 0.5f32.powf(127.9961));
    }

    #[test]
    fn address_conversions() {
        assert_eq!(round_to_address(1.5), 2);
        assert_eq!(round_to_address(-1.5), -2);
        assert_eq!(round_to_address(0.5), 0);
        assert_eq!(round_to_address(2.5), 2);
        assert_eq!(round_to_address(-0.5), 0);
        assert_eq!(round_to_address(1.49), 1);
        assert_eq!(round_to_address(-1.6), -2);
        assert_eq!(round_to_address(f32::NAN), 0);
        // Integer bits in a float register: 1 and -1 are a denormal and a NaN.
        assert_eq!(floor_to_address(f32::from_bits(0x8000_0001)), 0);
        assert_eq!(floor_to_address(f32::from_bits(1)), 0);
        assert_eq!(round_to_address(f32::from_bits(0x7f_ffff)), 0);
        assert_eq!(floor_to_address(f32::from_bits(u32::MAX)), 0);
        assert_eq!(floor_to_address(-0.5), -1);
        assert_eq!(floor_to_address(1.99), 1);
    }

    #[test]
    fn sm1_exp_and_log_partial_forms() {
        assert_eq!(expp_sm1(2.5), [4.0, 0.5, 2.5f32.exp2(), 1.0]);
        assert_eq!(logp_sm1(8.0), [3.0, 1.0, 3.0, 1.0]);
        assert_eq!(logp_sm1(-12.0), [3.0, 1.5, 12f32.log2(), 1.0]);
        assert_eq!(logp_sm1(0.75), [-1.0, 1.5, 0.75f32.log2(), 1.0]);
        // The exponent and mantissa fields: inf is 2^128 x 1.0.
        assert_eq!(logp_sm1(-INF), [128.0, 1.0, INF, 1.0]);
        let nan = logp_sm1(f32::NAN);
        assert_eq!((nan[0], nan[1], nan[3]), (128.0, 1.5, 1.0));
        assert!(nan[2].is_nan());
        for zero in [0.0, -0.0, DENORMAL] {
            assert_eq!(logp_sm1(zero), [-INF, 1.0, -INF, 1.0]);
        }
        let e = expp_sm1(INF);
        assert_eq!((e[0], e[2], e[3]), (INF, INF, 1.0));
        assert!(e[1].is_nan());
        assert_eq!(expp_sm1(-INF)[0], 0.0);
    }

    #[test]
    fn saturate_and_signs() {
        assert_eq!(saturate(f32::NAN), 0.0);
        assert_eq!(saturate(2.0), 1.0);
        assert_eq!(saturate(-0.5), 0.0);
        assert_eq!(sgn(-3.0), -1.0);
        assert_eq!(sgn(0.0), 0.0);
        assert_eq!(frc(-0.25), 0.75);
        assert_eq!(mul_zero(0.0, f32::INFINITY), 0.0);
    }

    #[test]
    fn the_d3d9_multiply() {
        for other in [INF, -INF, f32::NAN, -3.0, 0.0, -0.0] {
            for zero in [0.0, -0.0, DENORMAL, -DENORMAL] {
                assert_eq!(mul_zero(zero, other).to_bits(), 0, "{zero} x {other}");
                assert_eq!(mul_zero(other, zero).to_bits(), 0, "{other} x {zero}");
            }
        }
        assert_eq!(mul_zero(-2.0, INF), -INF);
        assert!(mul_zero(f32::NAN, 1.0).is_nan());
        assert_eq!(mul_zero(f32::MAX, 2.0), INF);
    }
}
