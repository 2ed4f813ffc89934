//! The spec's shader token check (`hsm_shader` in spec 001): the structural
//! rules a ps_2_0 token stream must meet before a pack may carry it. This is a
//! deliberately small, exact rule set, not a bytecode parser; the full parser
//! is the `d3dbc` crate.
//!
//! Rules, in order: the byte length is a multiple of 4 and within
//! 8..=256 KiB; the first token is the version token `0xFFFF0200` (ps_2_0);
//! then every token is either a comment (`0xFFFE` in the low word, its length
//! in bits 16..31), which is skipped whole and must fit, or an instruction whose
//! opcode (low word) is at most 96 and whose length field (bits 24..28) is
//! non-zero and fits, until the end token `0x0000FFFF`, which must be the last
//! token.

use super::error::TokenError;

/// The only accepted version token: `ps_2_0`.
pub const PS_2_0: u32 = 0xFFFF_0200;
/// The end token.
pub const END: u32 = 0x0000_FFFF;
/// Low word of a comment token.
pub const COMMENT: u32 = 0xFFFE;
/// The largest accepted instruction opcode.
pub const MAX_OPCODE: u32 = 96;
/// The smallest shader: a version token and an end token.
pub const MIN_BYTES: usize = 8;
/// The largest shader: 256 KiB.
pub const MAX_BYTES: usize = 256 << 10;

/// Checks one shader's token bytes against the spec's rules.
pub fn check_shader(bytes: &[u8]) -> Result<(), TokenError> {
    let len = bytes.len();
    if len % 4 != 0 {
        return Err(TokenError::Misaligned { bytes: len });
    }
    if !(MIN_BYTES..=MAX_BYTES).contains(&len) {
        return Err(TokenError::Size { bytes: len });
    }
    let tokens: Vec<u32> = bytes
        .chunks_exact(4)
        .map(|word| u32::from_le_bytes([word[0], word[1], word[2], word[3]]))
        .collect();
    let count = tokens.len();
    let version = tokens.first().copied().unwrap_or(0);
    if version != PS_2_0 {
        return Err(TokenError::Version { found: version });
    }
    let mut at = 1;
    while let Some(&token) = tokens.get(at) {
        if token == END {
            if at + 1 != count {
                return Err(TokenError::EndNotLast {
                    position: at,
                    tokens: count,
                });
            }
            return Ok(());
        }
        let opcode = token & 0xFFFF;
        let length = if opcode == COMMENT {
            ((token >> 16) & 0x7FFF) as usize
        } else {
            if opcode > MAX_OPCODE {
                return Err(TokenError::Opcode {
                    position: at,
                    opcode,
                });
            }
            let length = ((token >> 24) & 0xF) as usize;
            if length == 0 {
                return Err(TokenError::ZeroLength {
                    position: at,
                    opcode,
                });
            }
            length
        };
        // The block's tokens must all precede the final (end) token slot.
        if at + 1 + length > count {
            return Err(TokenError::OutOfBounds {
                position: at,
                length,
                tokens: count,
                comment: opcode == COMMENT,
            });
        }
        at += 1 + length;
    }
    Err(TokenError::MissingEnd { tokens: count })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn bytes(tokens: &[u32]) -> Vec<u8> {
        tokens.iter().flat_map(|t| t.to_le_bytes()).collect()
    }

    /// `ps_2_0; texld r0, t0, s0; mov oC0, r0; end` with a 2-token comment.
    fn valid() -> Vec<u32> {
        vec![
            PS_2_0,
            0x0002_FFFE,
            0x4241_5443,
            0,
            0x0300_0042,
            0x800F_0000,
            0xB0E4_0000,
            0xA0E4_0800,
            0x0200_0001,
            0x800F_0800,
            0x80E4_0000,
            END,
        ]
    }

    #[test]
    fn accepts_a_minimal_and_a_typical_shader() {
        assert_eq!(check_shader(&bytes(&[PS_2_0, END])), Ok(()));
        assert_eq!(check_shader(&bytes(&valid())), Ok(()));
    }

    #[test]
    fn each_rule_rejects_alone() {
        let mut misaligned = bytes(&valid());
        misaligned.push(0);
        assert_eq!(
            check_shader(&misaligned),
            Err(TokenError::Misaligned { bytes: 49 })
        );
        assert_eq!(
            check_shader(&bytes(&[END])),
            Err(TokenError::Size { bytes: 4 })
        );
        let mut huge = vec![PS_2_0];
        huge.resize((MAX_BYTES / 4) + 1, 0x0000_FFFE);
        huge.push(END);
        assert!(matches!(
            check_shader(&bytes(&huge)),
            Err(TokenError::Size { .. })
        ));
        let mut vs = valid();
        vs[0] = 0xFFFE_0101;
        assert_eq!(
            check_shader(&bytes(&vs)),
            Err(TokenError::Version { found: 0xFFFE_0101 })
        );
        let mut zero = valid();
        zero[8] = 0x0000_0001;
        assert_eq!(
            check_shader(&bytes(&zero)),
            Err(TokenError::ZeroLength {
                position: 8,
                opcode: 1
            })
        );
        let mut opcode = valid();
        opcode[8] = 0x0200_0061;
        assert_eq!(
            check_shader(&bytes(&opcode)),
            Err(TokenError::Opcode {
                position: 8,
                opcode: 97
            })
        );
        let mut long = valid();
        long[8] = 0x0400_0001;
        assert_eq!(
            check_shader(&bytes(&long)),
            Err(TokenError::OutOfBounds {
                position: 8,
                length: 4,
                tokens: 12,
                comment: false
            })
        );
        let mut comment = valid();
        comment[1] = 0x000B_FFFE;
        assert_eq!(
            check_shader(&bytes(&comment)),
            Err(TokenError::OutOfBounds {
                position: 1,
                length: 11,
                tokens: 12,
                comment: true
            })
        );
        let mut no_end = valid();
        no_end[11] = 0x0000_0000;
        assert!(matches!(
            check_shader(&bytes(&no_end)),
            Err(TokenError::ZeroLength { position: 11, .. })
        ));
        let mut trailing = valid();
        trailing.push(0x0000_FFFE);
        assert_eq!(
            check_shader(&bytes(&trailing)),
            Err(TokenError::EndNotLast {
                position: 11,
                tokens: 13
            })
        );
        // An instruction whose parameters reach exactly the last token leaves
        // no room for the end token.
        assert_eq!(
            check_shader(&bytes(&[PS_2_0, 0x0100_0001, END])),
            Err(TokenError::MissingEnd { tokens: 3 })
        );
    }

    #[test]
    fn opcode_96_is_the_last_accepted_and_comments_hide_their_payload() {
        assert_eq!(check_shader(&bytes(&[PS_2_0, 0x0100_0060, 0, END])), Ok(()));
        // The comment's payload looks like an end token and a bad opcode; it
        // is skipped, not interpreted.
        assert_eq!(
            check_shader(&bytes(&[PS_2_0, 0x0002_FFFE, END, 0xFFFF_FFFF, END])),
            Ok(())
        );
    }
}
