//! Token-level facts: the bridge's token scan, the content key, and the bit
//! layout of instruction and parameter tokens.

use crate::opcode::END_TOKEN;

/// The most tokens the bridge scans for the end token.
pub const MAX_TOKENS: usize = 65536;

/// Instruction token: opcode (bits 0..15).
pub const OPCODE_MASK: u32 = 0x0000_FFFF;
/// Instruction token: control bits 16..23 (comparison, texld variant).
pub const CONTROL_SHIFT: u32 = 16;
/// Instruction token: length in tokens after this one (bits 24..27), model 2+.
pub const LENGTH_SHIFT: u32 = 24;
/// Instruction token: predicated (bit 28).
pub const PREDICATED_BIT: u32 = 1 << 28;
/// Instruction token: ps_1_x co-issue (bit 30).
pub const COISSUE_BIT: u32 = 1 << 30;
/// Comment token: length in tokens (bits 16..30).
pub const COMMENT_LENGTH_SHIFT: u32 = 16;
/// Comment token: length mask after shifting.
pub const COMMENT_LENGTH_MASK: u32 = 0x7FFF;

/// Parameter token: register number (bits 0..10).
pub const REG_NUMBER_MASK: u32 = 0x7FF;
/// Parameter token: relative addressing (bit 13).
pub const RELATIVE_BIT: u32 = 1 << 13;
/// Parameter token: bit 31 is always set.
pub const PARAM_BIT: u32 = 1 << 31;

/// Outcome of the bridge's token scan.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Scan {
    /// Tokens up to and including the end token.
    Complete(usize),
    /// No end token within the words given (or within [`MAX_TOKENS`]).
    NoEnd,
}

/// Counts tokens up to and including the first `0x0000FFFF`, looking at no
/// more than [`MAX_TOKENS`] words, exactly as the bridge does when a shader is
/// created. The scan is word-wise, as the spec's bridge does: a comment or
/// `def` payload word equal to `0x0000FFFF` ends it early. [`crate::parse()`]
/// walks the structure instead and finds the real end token.
pub fn scan_tokens(words: &[u32]) -> Scan {
    match words.iter().take(MAX_TOKENS).position(|&w| w == END_TOKEN) {
        Some(i) => Scan::Complete(i + 1),
        None => Scan::NoEnd,
    }
}

/// The content key: FNV-1a 64 over the little-endian bytes of `tokens`,
/// with 0 (reserved for "no key") mapped to 1.
///
/// Hand-written: the function is four lines and the workspace has no FNV
/// crate; xxhash is used for other keys, but the spec fixes FNV-1a here.
pub fn content_key(tokens: &[u32]) -> u64 {
    let hash = fnv1a64(tokens.iter().flat_map(|t| t.to_le_bytes()));
    if hash == 0 { 1 } else { hash }
}

/// FNV-1a 64 over a byte sequence.
pub fn fnv1a64(bytes: impl IntoIterator<Item = u8>) -> u64 {
    const OFFSET_BASIS: u64 = 0xcbf2_9ce4_8422_2325;
    const PRIME: u64 = 0x0000_0100_0000_01b3;
    bytes.into_iter().fold(OFFSET_BASIS, |hash, byte| {
        (hash ^ u64::from(byte)).wrapping_mul(PRIME)
    })
}

/// Reinterprets little-endian bytes as tokens, or `None` when the length is
/// not a multiple of 4.
pub fn words_from_bytes(bytes: &[u8]) -> Option<Vec<u32>> {
    if bytes.len() % 4 != 0 {
        return None;
    }
    Some(
        bytes
            .chunks_exact(4)
            .map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]]))
            .collect(),
    )
}

/// Writes tokens as little-endian bytes.
pub fn bytes_from_words(words: &[u32]) -> Vec<u8> {
    words.iter().flat_map(|w| w.to_le_bytes()).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fnv1a_matches_reference_vectors() {
        // Published FNV-1a 64 test vectors.
        assert_eq!(fnv1a64(*b""), 0xcbf2_9ce4_8422_2325);
        assert_eq!(fnv1a64(*b"a"), 0xaf63_dc4c_8601_ec8c);
        assert_eq!(fnv1a64(*b"foobar"), 0x8594_4171_f739_67e8);
        // Tokens hash as their little-endian bytes.
        let tokens = [u32::from_le_bytes(*b"foob"), u32::from_le_bytes(*b"ar\0\0")];
        let mut bytes = b"foobar".to_vec();
        bytes.extend([0, 0]);
        assert_eq!(content_key(&tokens), fnv1a64(bytes));
    }

    #[test]
    fn scan_is_word_wise_but_parse_is_structural() {
        // vs_1_1; def c0 with a literal whose bits are the end token; end.
        let tokens = [0xFFFE_0101, 0x51, 0xA00F_0000, 0xFFFF, 0, 0, 0, 0xFFFF];
        assert_eq!(scan_tokens(&tokens), Scan::Complete(4));
        assert_eq!(crate::parse(&tokens).map(|p| p.token_count), Ok(8));
    }

    #[test]
    fn scan_stops_at_end_token() {
        assert_eq!(scan_tokens(&[0xFFFE_0101, 0xFFFF, 7]), Scan::Complete(2));
        assert_eq!(scan_tokens(&[0xFFFE_0101, 1]), Scan::NoEnd);
        let long = vec![0u32; MAX_TOKENS + 4];
        assert_eq!(scan_tokens(&long), Scan::NoEnd);
    }
}
