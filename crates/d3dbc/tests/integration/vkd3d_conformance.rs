//! The D3D9 bytecode embedded as hex in the vkd3d-derived conformance cases
//! (`shared/conformance/vkd3d/*.json`, compiled by vkd3d's HLSL compiler for
//! vs/ps 2.0 and 3.0): each distinct shader parses, validates, carries a
//! readable constant table, and survives disasm -> asm token for token.

use std::collections::BTreeMap;

use ninebridge_d3dbc::{assemble, disassemble, encode, parse_bytes, validate};
use serde_json::Value;

/// Collects every `"hex"` string in a JSON tree.
fn collect_hex(value: &Value, out: &mut Vec<String>) {
    match value {
        Value::Object(map) => {
            for (key, v) in map {
                match (key.as_str(), v) {
                    ("hex", Value::String(s)) => out.push(s.clone()),
                    _ => collect_hex(v, out),
                }
            }
        }
        Value::Array(items) => items.iter().for_each(|v| collect_hex(v, out)),
        _ => {}
    }
}

fn decode_hex(s: &str) -> Option<Vec<u8>> {
    if s.len() % 2 != 0 {
        return None;
    }
    (0..s.len())
        .step_by(2)
        .map(|i| u8::from_str_radix(s.get(i..i + 2)?, 16).ok())
        .collect()
}

#[test]
fn vkd3d_shaders_parse_validate_and_round_trip() {
    let Some(dir) = ninebridge_testutil::shared_subdir("d3dbc vkd3d", "conformance/vkd3d") else {
        return;
    };
    // Distinct shaders, each with the first case file that holds it.
    let mut shaders: BTreeMap<Vec<u8>, String> = BTreeMap::new();
    let mut files = 0;
    for entry in std::fs::read_dir(&dir).expect("conformance dir") {
        let path = entry.expect("dir entry").path();
        if path.extension().is_none_or(|e| e != "json") {
            continue;
        }
        files += 1;
        let text = std::fs::read_to_string(&path).expect("case file");
        let json: Value = serde_json::from_str(&text).expect("valid JSON");
        let mut hex = Vec::new();
        collect_hex(&json, &mut hex);
        let name = path
            .file_name()
            .map(|n| n.to_string_lossy().into_owned())
            .unwrap_or_default();
        for h in hex.iter().filter(|h| !h.is_empty()) {
            let bytes = decode_hex(h).unwrap_or_else(|| panic!("{name}: bad hex"));
            shaders.entry(bytes).or_insert_with(|| name.clone());
        }
    }
    assert_eq!(files, 212, "212 case files");
    assert!(
        shaders.len() > 300,
        "only {} distinct shaders",
        shaders.len()
    );
    let mut failures = Vec::new();
    let mut with_ctab = 0;
    for (bytes, name) in &shaders {
        let program = match parse_bytes(bytes) {
            Ok(p) => p,
            Err(e) => {
                failures.push(format!("{name}: {e}"));
                continue;
            }
        };
        if let Some(e) = validate(&program).first() {
            failures.push(format!("{name}: {e}"));
        }
        if let Some(e) = &program.ctab_error {
            failures.push(format!("{name}: unreadable CTAB: {e}"));
        }
        with_ctab += usize::from(program.ctab.is_some());
        let mut stripped = program.clone();
        stripped.comments.clear();
        let text = disassemble(&program);
        match assemble(&text) {
            Ok(tokens) if tokens == encode(&stripped) => {}
            Ok(_) => failures.push(format!("{name}: asm(disasm(x)) differs\n{text}")),
            Err(e) => failures.push(format!("{name}: {e}\n{text}")),
        }
    }
    // HLSL-compiled shaders carry a table; a few cases give raw bytecode.
    assert!(with_ctab + 10 > shaders.len(), "only {with_ctab} tables");
    assert!(
        failures.is_empty(),
        "{} failures:\n{}",
        failures.len(),
        failures.join("\n")
    );
}
