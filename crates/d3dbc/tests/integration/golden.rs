//! Golden disassembly snapshots, in the style of naga's snapshot tests:
//! each `tests/in/<model>.asm` (hand-written, one per model) is assembled,
//! validated, disassembled, and compared with `tests/out/<model>.txt`
//! (rewrite with `NINEBRIDGE_BLESS=1` and review the diff). The snapshot
//! itself must assemble back to the same tokens.

use std::path::Path;

use ninebridge_d3dbc::{assemble, disassemble, parse, validate};

const MODELS: &[&str] = &[
    "vs_1_0", "ps_1_0", "vs_1_1", "vs_2_0", "vs_2_x", "vs_3_0", "ps_1_1", "ps_1_2", "ps_1_3",
    "ps_1_4", "ps_2_0", "ps_2_x", "ps_3_0",
];

#[test]
fn disassembly_snapshots() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests");
    let mut failures = Vec::new();
    for model in MODELS {
        let source = std::fs::read_to_string(root.join("in").join(format!("{model}.asm")))
            .unwrap_or_else(|e| panic!("{model}.asm: {e}"));
        let tokens = assemble(&source).unwrap_or_else(|e| panic!("{model}.asm: {e}"));
        let program = parse(&tokens).unwrap_or_else(|e| panic!("{model}: {e}"));
        assert_eq!(
            program.model.to_string(),
            *model,
            "{model}.asm declares its model"
        );
        let errors = validate(&program);
        assert!(errors.is_empty(), "{model}.asm is not valid: {errors:?}");
        let text = disassemble(&program);
        if let Err(e) =
            ninebridge_testutil::check_golden(&root.join("out").join(format!("{model}.txt")), &text)
        {
            failures.push(e);
        }
        assert_eq!(
            assemble(&text).as_ref(),
            Ok(&tokens),
            "{model}: snapshot does not reassemble"
        );
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
