//! Deliberate errors for sensitivity tests of a differential oracle: an
//! [`Interpreter`](crate::Interpreter) made with
//! [`with_fault`](crate::Interpreter::with_fault) computes one instruction
//! wrongly, so a comparison against another implementation (the GPU through
//! the translator) must report it. Never set outside such tests.

/// One instruction computed wrongly on purpose.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Fault {
    /// `rcp` returns `-1/x`: a sign error in its lowering.
    RcpSign,
    /// `mul` moves each finite non-zero result this many `f32` ULPs away
    /// from zero (16 is 2^-19 relative: 4 ULPs of a 21-bit mantissa, the
    /// error D3D9 lets a precise instruction have).
    MulUlps(u32),
    /// Every texture sample one level of detail coarser (a lost or doubled
    /// `texldb` bias, a `texldl` level read off by one).
    LodPlusOne,
}

impl Fault {
    /// Parses `rcp-sign`, `mul-ulps:N` or `lod-plus-one`.
    pub fn parse(text: &str) -> Option<Fault> {
        match text.split_once(':') {
            None if text == "rcp-sign" => Some(Fault::RcpSign),
            None if text == "lod-plus-one" => Some(Fault::LodPlusOne),
            Some(("mul-ulps", n)) => n.parse().ok().map(Fault::MulUlps),
            _ => None,
        }
    }
}

/// `x` moved `ulps` units in the last place away from zero (finite,
/// non-zero values only; the result may overflow to infinity).
pub(crate) fn away_from_zero(x: f32, ulps: u32) -> f32 {
    if x == 0.0 || !x.is_finite() {
        return x;
    }
    f32::from_bits(x.to_bits().saturating_add(ulps))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_the_faults() {
        assert_eq!(Fault::parse("rcp-sign"), Some(Fault::RcpSign));
        assert_eq!(Fault::parse("mul-ulps:16"), Some(Fault::MulUlps(16)));
        assert_eq!(Fault::parse("lod-plus-one"), Some(Fault::LodPlusOne));
        assert_eq!(Fault::parse("mul-ulps:x"), None);
        assert_eq!(Fault::parse("add"), None);
    }

    #[test]
    fn moves_away_from_zero() {
        assert_eq!(away_from_zero(1.0, 16), 1.0 + 16.0 * f32::EPSILON);
        assert_eq!(away_from_zero(-1.0, 16), -(1.0 + 16.0 * f32::EPSILON));
        assert_eq!(away_from_zero(0.0, 16), 0.0);
    }
}
