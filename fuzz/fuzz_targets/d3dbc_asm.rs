//! Arbitrary text -> assemble (and parse the result back): never panics.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data);
    if let Ok(tokens) = ninebridge_d3dbc::assemble(&text) {
        let program = ninebridge_d3dbc::parse(&tokens).expect("assembler output parses");
        let _ = ninebridge_d3dbc::validate(&program);
    }
    let _ = ninebridge_d3dbc::ConstantTable::parse(data);
});
