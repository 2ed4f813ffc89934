//! Bounds-checked little-endian field reads shared by both pack readers.
//!
//! Every read returns `None` when the field does not fit in the buffer, so a
//! reader can never index out of bounds on a truncated or hostile file.

/// The `u32` at `offset`, or `None` when `offset..offset + 4` is out of bounds.
pub(crate) fn u32_at(bytes: &[u8], offset: usize) -> Option<u32> {
    let end = offset.checked_add(4)?;
    let field: [u8; 4] = bytes.get(offset..end)?.try_into().ok()?;
    Some(u32::from_le_bytes(field))
}

/// The `u64` at `offset`, or `None` when `offset..offset + 8` is out of bounds.
pub(crate) fn u64_at(bytes: &[u8], offset: usize) -> Option<u64> {
    let end = offset.checked_add(8)?;
    let field: [u8; 8] = bytes.get(offset..end)?.try_into().ok()?;
    Some(u64::from_le_bytes(field))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_in_bounds_and_refuses_out_of_bounds() {
        let bytes = [1, 0, 0, 0, 2, 0, 0, 0, 3];
        assert_eq!(u32_at(&bytes, 0), Some(1));
        assert_eq!(u32_at(&bytes, 4), Some(2));
        assert_eq!(u32_at(&bytes, 6), None);
        assert_eq!(u64_at(&bytes, 0), Some(0x0000_0002_0000_0001));
        assert_eq!(u64_at(&bytes, 1), Some(0x0300_0000_0200_0000));
        assert_eq!(u64_at(&bytes, 2), None);
        assert_eq!(u32_at(&bytes, usize::MAX), None);
        assert_eq!(u64_at(&bytes, usize::MAX - 3), None);
    }
}
