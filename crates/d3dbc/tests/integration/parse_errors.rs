//! Every way a token stream can fail to be a shader, with the instruction
//! index and numbers the error carries.

use ninebridge_d3dbc::{ParseError, parse, parse_bytes};

const END: u32 = 0x0000_FFFF;

fn err(tokens: &[u32]) -> ParseError {
    parse(tokens).expect_err("must be rejected")
}

#[test]
fn header_errors() {
    assert_eq!(err(&[]), ParseError::Empty);
    assert_eq!(
        err(&[0x1234_5678, END]),
        ParseError::BadVersion { token: 0x1234_5678 }
    );
    assert!(matches!(
        err(&[0xFFFE_0400, END]),
        ParseError::UnknownModel {
            token: 0xFFFE_0400,
            ..
        }
    ));
    assert!(matches!(
        err(&[0xFFFF_0105, END]),
        ParseError::UnknownModel { .. }
    ));
    assert_eq!(
        parse_bytes(&[0, 0, 0xFE, 0xFF, 0xFF]),
        Err(ParseError::UnalignedBytes { len: 5 })
    );
}

#[test]
fn missing_end_and_too_long() {
    // vs_1_1, nop, nop and no end token.
    assert_eq!(
        err(&[0xFFFE_0101, 0, 0]),
        ParseError::MissingEnd {
            tokens: 3,
            instruction: 2
        }
    );
    let mut long = vec![0xFFFE_0101];
    long.extend(std::iter::repeat_n(0u32, 70_000));
    long.push(END);
    // The 65535 nops after the version token are instructions 0..65534.
    assert_eq!(
        err(&long),
        ParseError::TooLong {
            max: 65536,
            instruction: 65535
        }
    );
}

#[test]
fn truncated_instruction_names_its_index() {
    // vs_2_0: mov r0, v0 (ok) then add (length 3) with its sources cut off.
    let e = err(&[
        0xFFFE_0200,
        0x0200_0001,
        0x800F_0000,
        0x90E4_0000,
        0x0300_0002,
        0x800F_0000,
    ]);
    assert_eq!(
        e,
        ParseError::Truncated {
            instruction: 1,
            offset: 4,
            what: "instruction",
            needed: 3,
            available: 1
        }
    );
    assert_eq!(e.instruction(), Some(1));
    // A comment longer than what is left.
    assert!(matches!(
        err(&[0xFFFE_0200, 0x0005_FFFE, 1, 2]),
        ParseError::Truncated {
            what: "comment",
            needed: 5,
            available: 2,
            ..
        }
    ));
}

#[test]
fn unknown_opcode() {
    assert_eq!(
        err(&[0xFFFF_0200, 0x0000_0031, END]),
        ParseError::UnknownOpcode {
            instruction: 0,
            offset: 1,
            code: 0x31
        }
    );
}

#[test]
fn length_field_must_match_the_operands() {
    // vs_2_0 mov with length 3 but only dst + src.
    assert!(matches!(
        err(&[
            0xFFFE_0200,
            0x0300_0001,
            0x800F_0000,
            0x90E4_0000,
            0x90E4_0000,
            END
        ]),
        ParseError::LengthMismatch {
            instruction: 0,
            declared: 3,
            actual: 2,
            mnemonic: "mov",
            ..
        }
    ));
    // Model 1 has no length field: a set one is reserved bits.
    assert!(matches!(
        err(&[0xFFFE_0101, 0x0200_0001, 0x800F_0000, 0x90E4_0000, END]),
        ParseError::ReservedBits {
            what: "instruction",
            bits: 0x0200_0000,
            ..
        }
    ));
}

#[test]
fn parameter_field_errors() {
    // Destination without bit 31.
    assert!(matches!(
        err(&[0xFFFE_0101, 0x0000_0001, 0x000F_0000, 0x90E4_0000, END]),
        ParseError::ReservedBits {
            what: "destination",
            offset: 2,
            bits: 0x8000_0000,
            ..
        }
    ));
    // Register type 20 (bits 28..30 = 4, bits 11..12 = 2).
    assert!(matches!(
        err(&[0xFFFE_0101, 0x0000_0001, 0xC00F_1000, 0x90E4_0000, END]),
        ParseError::BadRegisterType { code: 20, .. }
    ));
    // Source modifier 14.
    assert!(matches!(
        err(&[0xFFFE_0101, 0x0000_0001, 0x800F_0000, 0x9EE4_0000, END]),
        ParseError::BadSrcModifier {
            code: 14,
            offset: 3,
            ..
        }
    ));
    // Relative address through r0 instead of a0/aL.
    assert!(matches!(
        err(&[
            0xFFFE_0200,
            0x0300_0001,
            0x800F_0000,
            0xA0E4_2000,
            0x8000_0000,
            END
        ]),
        ParseError::BadAddressRegister { offset: 4, .. }
    ));
}

#[test]
fn declaration_and_control_errors() {
    // dcl with usage 14.
    assert!(matches!(
        err(&[0xFFFE_0200, 0x0200_001F, 0x8000_000E, 0x900F_0000, END]),
        ParseError::BadUsage { code: 14, .. }
    ));
    // dcl sampler with texture type 1.
    assert!(matches!(
        err(&[0xFFFF_0200, 0x0200_001F, 0x8800_0000, 0xA00F_0800, END]),
        ParseError::BadTextureType { code: 1, .. }
    ));
    // if_ with comparison 0, and 7.
    for cmp in [0u32, 7] {
        assert!(matches!(
            err(&[
                0xFFFF_0201,
                0x0200_0029 | cmp << 16,
                0x80E4_0000,
                0x80E4_0001,
                END
            ]),
            ParseError::BadControl { mnemonic: "if", .. }
        ));
    }
    // Controls on an opcode without any.
    assert!(matches!(
        err(&[0xFFFF_0200, 0x0201_0001, 0x800F_0000, 0x80E4_0000, END]),
        ParseError::BadControl {
            mnemonic: "mov",
            control: 1,
            ..
        }
    ));
}

#[test]
fn tokens_after_the_end_token_are_ignored_and_comments_kept() {
    let p = parse(&[0xFFFE_0101, 0x0002_FFFE, 7, 8, 0x0000_0000, END, 0xDEAD]).expect("parses");
    assert_eq!(p.token_count, 6);
    assert_eq!(p.instructions.len(), 1);
    assert_eq!(p.comments.len(), 1);
    assert_eq!(p.comments[0].data, [7, 8]);
    assert_eq!(p.comments[0].before_instruction, 0);
}
