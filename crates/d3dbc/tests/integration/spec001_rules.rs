//! Spec 001 ("Shader Translation") rules that this crate implements, each
//! exercised alone. Expected values come from the spec's text and D3D9's
//! documented register files, or from an independent computation of FNV-1a 64
//! (the published algorithm: offset basis 14695981039346656037, prime
//! 1099511628211) done outside this code; none was taken from running it.
//! The audit table is `docs/spec001-audit.md`.

use ninebridge_d3dbc::token::{MAX_TOKENS, Scan};
use ninebridge_d3dbc::validate::ValidationErrorKind as K;
use ninebridge_d3dbc::{assemble, content_key, parse, scan_tokens, validate};

const END: u32 = 0x0000_FFFF;

/// "Count tokens up to and including 0x0000FFFF": the end token is counted,
/// nothing after it is.
#[test]
fn token_scan_counts_up_to_and_including_the_end_token() {
    // ps_2_0, mov oC0, c0, end, then words that must not be counted.
    let tokens = [
        0xFFFF_0200,
        0x0200_0001,
        0x800F_0800,
        0xA0E4_0000,
        END,
        0xFFFF_0200,
        END,
    ];
    assert_eq!(scan_tokens(&tokens), Scan::Complete(5));
    // The end token alone is one token.
    assert_eq!(scan_tokens(&[END]), Scan::Complete(1));
}

/// "(at most 65536 words)": an end token that is word 65536 is found, one at
/// word 65537 is not.
#[test]
fn token_scan_looks_at_most_65536_words() {
    assert_eq!(MAX_TOKENS, 65536);
    let mut words = vec![0u32; 65536 + 8];
    words[65535] = END;
    assert_eq!(scan_tokens(&words), Scan::Complete(65536));
    words[65535] = 0;
    words[65536] = END;
    assert_eq!(scan_tokens(&words), Scan::NoEnd);
}

/// "content_key, a 64-bit FNV-1a hash of the token bytes": the bytes are the
/// tokens as stored (little-endian). Values computed independently.
#[test]
fn content_key_is_fnv1a_64_of_the_little_endian_token_bytes() {
    // Minimal ps_2_0: version token and end token.
    assert_eq!(content_key(&[0xFFFF_0200, END]), 0xe1ba_805f_d4e0_51cb);
    // vs_1_1; dcl_position v0; end.
    assert_eq!(
        content_key(&[0xFFFE_0101, 0x0000_001F, 0x8000_0000, 0x900F_0000, END]),
        0xc1a8_c35f_6b1a_442a
    );
    // The big-endian bytes of the first shader hash to 0xce2cc61a34cb800f;
    // a key over them would be wrong.
    assert_ne!(content_key(&[0xFFFF_0200, END]), 0xce2c_c61a_34cb_800f);
}

/// "(never 0)": the published FNV-1a 64 zero-hash input
/// d5 6b b9 53 42 87 08 36 is two tokens; its key must still not be 0.
#[test]
fn content_key_is_never_zero() {
    let zero_hash_input = [0x53b9_6bd5, 0x3608_8742];
    let bytes = [0xd5, 0x6b, 0xb9, 0x53, 0x42, 0x87, 0x08, 0x36];
    assert_eq!(
        ninebridge_d3dbc::token::fnv1a64(bytes),
        0,
        "not a zero-hash input"
    );
    assert_ne!(content_key(&zero_hash_input), 0);
}

/// "Early Halo PC ps_2_0 blobs carry a D3DX constant table whose header is 20
/// bytes": such a shader is accepted and its instruction tokens are read
/// unchanged (the fix strips nothing the program needs).
#[test]
fn legacy_20_byte_ctab_header_is_accepted_with_instructions_unchanged() {
    // CTAB payload: FourCC, then a 20-byte header (size 20, creator offset,
    // version, 0 constants, constant-info offset) and a creator string.
    let ctab = [
        u32::from_le_bytes(*b"CTAB"),
        20,
        20,
        0xFFFF_0200,
        0,
        20,
        u32::from_le_bytes(*b"x\0\0\0"),
    ];
    let mut tokens = vec![0xFFFF_0200, (ctab.len() as u32) << 16 | 0xFFFE];
    tokens.extend(ctab);
    // mov oC0, c0; end.
    let body = [0x0200_0001, 0x800F_0800, 0xA0E4_0000, END];
    tokens.extend(body);
    let program = parse(&tokens).expect("a 20-byte CTAB shader parses");
    assert_eq!(program.ctab_error, None);
    assert_eq!(program.ctab.as_ref().map(|t| t.header_size), Some(20));
    assert_eq!(program.instructions.len(), 1);
    assert!(validate(&program).is_empty());
    // Re-encoded, the version and instruction tokens are the ones given.
    let encoded = ninebridge_d3dbc::encode(&program);
    assert_eq!(encoded.first(), Some(&0xFFFF_0200));
    assert!(encoded.ends_with(&body));
}

/// "Halo's shaders are stripped of constant tables but use relative constant
/// addressing (c[a0.x + n], e.g. bone palettes)": accepted without a CTAB.
#[test]
fn relative_constant_addressing_needs_no_constant_table() {
    let tokens = assemble(
        "vs_1_1\ndcl_position v0\ndcl_blendindices v1\nmov a0.x, v1.x\n\
         m4x4 oPos, v0, c[a0.x + 4]\n",
    )
    .expect("assembles");
    let program = parse(&tokens).expect("parses");
    assert!(program.ctab.is_none() && program.ctab_error.is_none());
    assert_eq!(validate(&program), Vec::new());
}

/// The synthetic table covers "the whole register file (256 registers for
/// vertex shaders, 224 for pixel shaders)": D3D9's vs_3_0 and ps_3_0 float
/// constant files.
#[test]
fn constant_register_file_is_256_vertex_and_224_pixel() {
    let check = |src: &str| validate(&parse(&assemble(src).expect(src)).expect(src));
    assert_eq!(check("vs_3_0\ndcl_position o0\nmov o0, c255\n"), Vec::new());
    assert!(matches!(
        check("vs_3_0\ndcl_position o0\nmov o0, c256\n")
            .first()
            .map(|e| &e.kind),
        Some(K::RegisterOutOfRange { count: 256, .. })
    ));
    assert_eq!(check("ps_3_0\nmov oC0, c223\n"), Vec::new());
    assert!(matches!(
        check("ps_3_0\nmov oC0, c224\n").first().map(|e| &e.kind),
        Some(K::RegisterOutOfRange { count: 224, .. })
    ));
}

/// Shader metadata is "bounded to ... 16 attributes ... and 16 samplers":
/// D3D9's vertex input file is v0-v15 and its sampler file s0-s15.
#[test]
fn vertex_inputs_and_samplers_are_bounded_to_16() {
    let check = |src: &str| validate(&parse(&assemble(src).expect(src)).expect(src));
    assert_eq!(
        check("vs_2_0\ndcl_texcoord15 v15\nmov oPos, v15\n"),
        Vec::new()
    );
    assert!(matches!(
        check("vs_2_0\ndcl_texcoord15 v16\nmov oPos, v16\n")
            .first()
            .map(|e| &e.kind),
        Some(K::RegisterOutOfRange { count: 16, .. })
    ));
    assert_eq!(
        check("ps_2_0\ndcl t0\ndcl_2d s15\ntexld r0, t0, s15\nmov oC0, r0\n"),
        Vec::new()
    );
    assert!(matches!(
        check("ps_2_0\ndcl t0\ndcl_2d s16\ntexld r0, t0, s16\nmov oC0, r0\n")
            .first()
            .map(|e| &e.kind),
        Some(K::RegisterOutOfRange { count: 16, .. })
    ));
}
