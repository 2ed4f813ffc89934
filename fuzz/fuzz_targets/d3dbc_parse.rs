//! Arbitrary bytes -> parse -> validate (every mode) -> disassemble -> assemble.
//! Nothing may panic, and every parsed shader must survive the text round
//! trip token for token (comment blocks aside).
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    // Whole tokens only: an odd tail is a trivial rejection.
    let mut bytes = data.to_vec();
    bytes.truncate(bytes.len() & !3);
    let Ok(program) = ninebridge_d3dbc::parse_bytes(&bytes) else {
        return;
    };
    // Every validator mode: the widened ones never report more.
    let strict = ninebridge_d3dbc::validate(&program);
    for (d3d8, software_vp) in [(true, false), (false, true), (true, true)] {
        let options = ninebridge_d3dbc::ValidateOptions { d3d8, software_vp };
        let wide = ninebridge_d3dbc::validate_with(&program, &options);
        assert!(wide.len() <= strict.len(), "{options:?} reports more than the default");
    }
    let _ = ninebridge_d3dbc::register_usage(&program);
    let _ = ninebridge_d3dbc::samplers(&program);
    let text = ninebridge_d3dbc::disassemble(&program);
    let mut stripped = program.clone();
    stripped.comments.clear();
    let tokens = ninebridge_d3dbc::assemble(&text)
        .unwrap_or_else(|e| panic!("disassembly does not assemble: {e}\n{text}"));
    assert_eq!(
        tokens,
        ninebridge_d3dbc::encode(&stripped),
        "round trip differs:\n{text}"
    );
});
