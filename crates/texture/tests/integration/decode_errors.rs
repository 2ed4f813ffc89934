//! Each of the decoder's six errors, with the numbers in its message.

use ninebridge_texture::{
    DecodeError, FORMATS, Format, FormatExt, SizeError, decode, decode_into, level_size,
};

#[test]
fn format_error_for_sizable_but_undecodable_formats() {
    let err = decode(Format::R3G3B2, 1, 1, &[0, 0], 0).unwrap_err();
    assert_eq!(
        err,
        DecodeError::Format {
            format: Format::R3G3B2
        }
    );
    assert_eq!(
        err.to_string(),
        "format R3G3B2 (27) cannot be decoded to BGRA8"
    );
    for f in FORMATS.iter().filter(|f| !f.is_decodable()) {
        assert!(matches!(
            decode(*f, 4, 4, &[0; 1024], 0),
            Err(DecodeError::Format { .. })
        ));
    }
}

/// `Format` names every D3DFORMAT; those the table does not describe
/// (`UNKNOWN`, index formats, vendor formats, ...) are neither sized nor decoded.
#[test]
fn formats_outside_the_table_are_refused() {
    let outside: Vec<Format> = Format::ALL
        .iter()
        .copied()
        .filter(|f| !f.is_sizable())
        .collect();
    assert!(outside.contains(&Format::Unknown) && outside.contains(&Format::Ati2));
    for f in outside {
        assert_eq!(f.block(), None, "{f:?}");
        assert!(matches!(
            decode(f, 4, 4, &[0; 64], 0),
            Err(DecodeError::Format { format }) if format == f
        ));
        assert_eq!(level_size(f, 4, 4), Err(SizeError::Format { format: f }));
    }
}

#[test]
fn dimension_error() {
    for (w, h) in [(0, 1), (1, 0), (8193, 1), (1, 8193)] {
        assert_eq!(
            decode(Format::L8, w, h, &[0; 16], 0),
            Err(DecodeError::Dimension {
                width: w,
                height: h
            })
        );
    }
    let msg = decode(Format::L8, 0, 9000, &[0], 0)
        .unwrap_err()
        .to_string();
    assert_eq!(msg, "dimension 0x9000 is outside 1..=8192");
}

#[test]
fn null_error_for_empty_buffers() {
    assert_eq!(
        decode(Format::Dxt1, 4, 4, &[], 0),
        Err(DecodeError::Null { which: "source" })
    );
    assert_eq!(
        decode_into(Format::Dxt1, 4, 4, &[0; 8], 0, &mut []),
        Err(DecodeError::Null { which: "output" })
    );
}

#[test]
fn pitch_error() {
    let err = decode(Format::A8R8G8B8, 4, 2, &[0; 64], 15).unwrap_err();
    assert_eq!(
        err,
        DecodeError::Pitch {
            pitch: 15,
            row_bytes: 16
        }
    );
    assert_eq!(
        err.to_string(),
        "source pitch 15 is shorter than a row of 16 bytes"
    );
    // DXT rows are rows of blocks: 5 pixels wide is 2 blocks of 8 bytes.
    assert_eq!(
        decode(Format::Dxt1, 5, 4, &[0; 64], 12),
        Err(DecodeError::Pitch {
            pitch: 12,
            row_bytes: 16
        })
    );
}

#[test]
fn source_size_error_counts_only_the_last_rows_own_bytes() {
    // 3 rows of 8 bytes at pitch 10: 10 + 10 + 8 = 28 bytes.
    assert!(decode(Format::R5G6B5, 4, 3, &[0; 28], 10).is_ok());
    let err = decode(Format::R5G6B5, 4, 3, &[0; 27], 10).unwrap_err();
    assert_eq!(
        err,
        DecodeError::SourceSize {
            needed: 28,
            actual: 27
        }
    );
    assert_eq!(err.to_string(), "source has 27 bytes, the level needs 28");
    // A 1x1 DXT1 level still needs its whole 8-byte block.
    assert_eq!(
        decode(Format::Dxt1, 1, 1, &[0; 7], 0),
        Err(DecodeError::SourceSize {
            needed: 8,
            actual: 7
        })
    );
}

#[test]
fn output_size_error() {
    let err = decode_into(Format::Dxt1, 5, 5, &[0; 32], 0, &mut [0; 99]).unwrap_err();
    assert_eq!(
        err,
        DecodeError::OutputSize {
            needed: 100,
            actual: 99
        }
    );
    assert_eq!(
        err.to_string(),
        "output has 99 bytes, 100 are needed for BGRA8"
    );
}

#[test]
fn errors_are_checked_in_spec_order() {
    // Undecodable format wins over a bad dimension; dimension over null; null
    // over pitch; pitch over size.
    assert!(matches!(
        decode(Format::P8, 0, 0, &[], 0),
        Err(DecodeError::Format { .. })
    ));
    assert!(matches!(
        decode(Format::L8, 0, 0, &[], 0),
        Err(DecodeError::Dimension { .. })
    ));
    assert!(matches!(
        decode(Format::L8, 4, 4, &[], 1),
        Err(DecodeError::Null { .. })
    ));
    assert!(matches!(
        decode(Format::L8, 4, 4, &[0], 1),
        Err(DecodeError::Pitch { .. })
    ));
}
