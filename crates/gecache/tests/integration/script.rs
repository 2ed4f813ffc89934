//! The script reader: ops by name, defaults, errors naming the op index.

use ninebridge_gecache::{Op, Script, ScriptError};

#[test]
fn sprite_fields_default_to_drawing_onto_the_texture() {
    let s = Script::from_json(
        r#"{"memory_size": 1024, "ops": [
            {"op": "write", "addr": 0, "hex": "0A0b0C0d"},
            {"op": "tex", "addr": 0, "bufw": 8, "format": "5551", "width": 8, "height": 8},
            {"op": "sprite", "x": 1, "width": 1, "height": 1},
            {"op": "flush"},
            {"op": "sample", "u": 1, "v": 0}
        ]}"#,
    )
    .unwrap();
    let Op::Sprite(sp) = &s.ops[2] else {
        panic!("{:?}", s.ops[2])
    };
    assert_eq!((sp.u, sp.fb, sp.du, sp.bilinear), (None, None, 1, false));
    let out = s.run().unwrap();
    // Pixel 1 sampled texel 1 (u defaults to x) and wrote it back unchanged.
    assert_eq!(out.samples.len(), 1);
    assert_eq!(out.samples[0].0, 4);
    assert_eq!(out.samples[0].1.value, 0x0d0c);
}

#[test]
fn errors_name_the_op_index() {
    let bad = [
        (
            r#"{"memory_size": 16, "ops": [{"op": "sync"}, {"op": "write", "addr": 0, "hex": "abc"}]}"#,
            "op 1: hex: odd number of digits",
        ),
        (
            r#"{"memory_size": 16, "ops": [{"op": "sync"}, {"op": "sync"}, {"u": 1}]}"#,
            "op 2: missing field `op`",
        ),
        (
            r#"{"memory_size": 0, "ops": []}"#,
            "memory_size: memory size 0",
        ),
        (r#"[1, 2]"#, "script: "),
    ];
    for (text, want) in bad {
        let err = Script::from_json(text).and_then(|s| s.run()).unwrap_err();
        let msg = err.to_string();
        assert!(msg.starts_with(want), "{msg}");
        assert!(!msg.contains('\n'));
        if want.starts_with("op ") {
            assert!(matches!(
                err,
                ScriptError::Hex { .. } | ScriptError::Parse { .. }
            ));
        }
    }
}
