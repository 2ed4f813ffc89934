//! Float comparison in units in the last place, exactly as the conformance
//! README defines it.

/// Maps a float's bit pattern to an integer whose order is the floats'
/// order: negative patterns become `INT_MIN - x`, so -0 and +0 are both 0.
pub fn ordered(value: f32) -> i64 {
    let x = value.to_bits() as i32;
    if x < 0 {
        i64::from(i32::MIN) - i64::from(x)
    } else {
        i64::from(x)
    }
}

/// The distance in ULPs between two floats.
pub fn ulp_distance(a: f32, b: f32) -> u64 {
    (ordered(a) - ordered(b)).unsigned_abs()
}

/// Whether `got` is within `ulps` of `expected` (0 = exact). The expected
/// value is written with few digits in the case file, so it is first rounded
/// to the nearest `f32`.
pub fn within(expected: f64, got: f32, ulps: u32) -> bool {
    ulp_distance(expected as f32, got) <= u64::from(ulps)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn zero_signs_are_equal() {
        assert_eq!(ulp_distance(0.0, -0.0), 0);
        assert!(within(-0.0, 0.0, 0));
    }

    #[test]
    fn neighbours_are_one_ulp_apart() {
        let x = 0.1f32;
        let next = f32::from_bits(x.to_bits() + 1);
        assert_eq!(ulp_distance(x, next), 1);
        assert!(!within(0.1, next, 0));
        assert!(within(0.1, next, 1));
        // Across zero: the smallest subnormals either side are 2 apart.
        let tiny = f32::from_bits(1);
        assert_eq!(ulp_distance(tiny, -tiny), 2);
    }

    #[test]
    fn expected_values_round_to_nearest_float() {
        // 0.1 as f64 is not an f32; rounding it gives exactly 0.1f32.
        assert!(within(0.1f64, 0.1f32, 0));
        assert!(within(0.7, 0.7f32, 0));
    }

    #[test]
    fn order_is_monotonic() {
        let values = [
            -f32::MAX,
            -1.0,
            -f32::MIN_POSITIVE,
            -0.0,
            0.0,
            f32::MIN_POSITIVE,
            1.0,
            f32::MAX,
            f32::INFINITY,
        ];
        for pair in values.windows(2) {
            assert!(ordered(pair[0]) <= ordered(pair[1]), "{pair:?}");
        }
        assert_eq!(ulp_distance(1.0, 2.0), 1 << 23);
    }
}
