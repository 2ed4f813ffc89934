//! D3D9's float rules for the instructions whose pseudo-code in the
//! Direct3D 9 assembly reference differs from plain IEEE arithmetic.
//! Each function cites the rule it implements.

/// `rcp`: `1/x`, with `rcp(1) = 1` exactly; `rcp(±0) = ±inf` (the reference
/// says "+infinity" for 0; Windows keeps the zero's sign, which is what IEEE
/// division gives).
pub fn rcp(x: f32) -> f32 {
    if x == 1.0 { 1.0 } else { 1.0 / x }
}

/// `rsq`: `1/sqrt(|x|)`; `rsq(±0) = +inf`, `rsq(±1) = 1` exactly.
pub fn rsq(x: f32) -> f32 {
    let v = x.abs();
    if v == 1.0 {
        1.0
    } else if v == 0.0 {
        f32::INFINITY
    } else {
        1.0 / v.sqrt()
    }
}

/// `log`/`logp` (model 2+): `log2(|x|)`, `-inf` for 0.
pub fn log(x: f32) -> f32 {
    let v = x.abs();
    if v == 0.0 {
        f32::NEG_INFINITY
    } else {
        v.log2()
    }
}

/// `exp`: full-precision `2^x`.
pub fn exp(x: f32) -> f32 {
    x.exp2()
}

/// `pow`: `|a|^b` (the reference: `dest = pow(abs(src0), src1)`), with
/// IEEE `powf` edge cases (`pow(0, 0) = 1`, `pow(0, -1) = +inf`).
pub fn pow(a: f32, b: f32) -> f32 {
    a.abs().powf(b)
}

/// vs_1_1 `expp`: (2^floor(w), w - floor(w), 2^w (partial precision), 1).
pub fn expp_sm1(w: f32) -> [f32; 4] {
    let f = w.floor();
    [f.exp2(), w - f, w.exp2(), 1.0]
}

/// vs_1_1 `logp`: for |w| != 0, (exponent, mantissa in [1, 2), log2|w|, 1);
/// for 0, (-inf, 1, -inf, 1) as the reference's pseudo-code writes
/// `MINUS_MAX_VALUE`-like results; we use -inf.
pub fn logp_sm1(w: f32) -> [f32; 4] {
    let v = w.abs();
    if v == 0.0 || !v.is_finite() {
        let l = log(w);
        return [l, 1.0, l, 1.0];
    }
    let e = v.log2().floor();
    let m = v / e.exp2();
    // Rounding at exact powers of two can leave m at 2.0; renormalise.
    let (e, m) = if m >= 2.0 { (e + 1.0, m / 2.0) } else { (e, m) };
    [e, m, v.log2(), 1.0]
}

/// `lit`: the reference's pseudo-code, with the power clamped to
/// ±127.9961.
pub fn lit(s: [f32; 4]) -> [f32; 4] {
    const MAX_POWER: f32 = 127.9961;
    let mut d = [1.0, 0.0, 0.0, 1.0];
    let power = s[3].clamp(-MAX_POWER, MAX_POWER);
    if s[0] > 0.0 {
        d[1] = s[0];
        if s[1] > 0.0 {
            d[2] = s[1].powf(power);
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
/// games depend on), used when [`crate::Environment::mul_zero`] is set.
pub fn mul_zero(a: f32, b: f32) -> f32 {
    if a == 0.0 || b == 0.0 { 0.0 } else { a * b }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rcp_rules() {
        assert_eq!(rcp(1.0), 1.0);
        assert_eq!(rcp(0.0), f32::INFINITY);
        assert_eq!(rcp(-0.0), f32::NEG_INFINITY);
        assert_eq!(rcp(4.0), 0.25);
    }

    #[test]
    fn rsq_rules() {
        assert_eq!(rsq(0.0), f32::INFINITY);
        assert_eq!(rsq(-0.0), f32::INFINITY);
        assert_eq!(rsq(-4.0), 0.5);
        assert_eq!(rsq(1.0), 1.0);
        assert_eq!(rsq(-1.0), 1.0);
    }

    #[test]
    fn log_and_pow_use_the_absolute_value() {
        assert_eq!(log(-8.0), 3.0);
        assert_eq!(log(0.0), f32::NEG_INFINITY);
        assert_eq!(pow(-2.0, 3.0), 8.0);
        assert_eq!(pow(-4.0, 0.5), 2.0);
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
}
