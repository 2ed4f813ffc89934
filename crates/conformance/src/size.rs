//! Resource sizes as the case files write them: `(2d, w, h)`,
//! `(3d, w, h, d)` and `(cube, n)`.

use crate::error::DataError;

/// The shape of a resource.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SizeKind {
    /// A 2D texture.
    TwoD,
    /// A volume texture.
    Volume,
    /// A cube texture.
    Cube,
}

/// Parses `(2d, w, h)`, `(3d, w, h, d)` or `(cube, n)` into
/// (width, height, depth, kind).
pub fn parse_size(size: &str) -> Result<(u32, u32, u32, SizeKind), DataError> {
    let inner = size.trim().trim_start_matches('(').trim_end_matches(')');
    let parts: Vec<&str> = inner.split(',').map(str::trim).collect();
    let num = |s: &str| {
        s.parse::<u32>()
            .map_err(|_| DataError::SizeNumber(size.to_string()))
    };
    match parts.as_slice() {
        ["2d", w, h] => Ok((num(w)?, num(h)?, 1, SizeKind::TwoD)),
        ["3d", w, h, d] => Ok((num(w)?, num(h)?, num(d)?, SizeKind::Volume)),
        ["cube", n] => Ok((num(n)?, num(n)?, 1, SizeKind::Cube)),
        _ => Err(DataError::SizeShape(size.to_string())),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sizes() {
        assert_eq!(parse_size("(2d, 2, 3)").unwrap(), (2, 3, 1, SizeKind::TwoD));
        assert_eq!(parse_size("(cube, 4)").unwrap(), (4, 4, 1, SizeKind::Cube));
        assert!(parse_size("(buffer, 4)").is_err());
    }
}
