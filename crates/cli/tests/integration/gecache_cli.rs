//! `ninebridge gecache run SCRIPT.json` end to end with the real binary.

use std::process::{Command, Output};

fn run_script(script: &str) -> Output {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("script.json");
    std::fs::write(&path, script).unwrap();
    Command::new(env!("CARGO_BIN_EXE_ninebridge"))
        .args(["gecache", "run", path.to_str().unwrap()])
        .output()
        .unwrap()
}

fn stdout(out: &Output) -> String {
    String::from_utf8_lossy(&out.stdout).into_owned()
}

fn stderr(out: &Output) -> String {
    String::from_utf8_lossy(&out.stderr).into_owned()
}

#[test]
fn samples_print_value_hit_and_the_totals() {
    // Texture A (8888) at 0, texture B (5650) at 0x800 with no flush in
    // between: B's first line is A's (same column, band, level and set),
    // read as 16-bit texels. Then a flush, and B reads its own memory.
    let out = run_script(
        r#"{"memory_size": 4096, "ops": [
            {"op": "write", "addr": 0, "hex": "11223344aabbccdd"},
            {"op": "write", "addr": 2048, "hex": "5566"},
            {"op": "tex", "addr": 0, "bufw": 4, "format": "8888", "width": 4, "height": 8},
            {"op": "sample", "u": 0, "v": 0},
            {"op": "sample", "u": 1, "v": 0},
            {"op": "tex", "addr": 2048, "bufw": 8, "format": "5650", "width": 8, "height": 8},
            {"op": "sample", "u": 1, "v": 0},
            {"op": "flush"},
            {"op": "sample", "u": 0, "v": 0}
        ]}"#,
    );
    assert!(out.status.success(), "{}", stderr(&out));
    assert_eq!(
        stdout(&out),
        concat!(
            "{\"index\":3,\"value\":\"0x44332211\",\"hit\":false}\n",
            "{\"index\":4,\"value\":\"0xddccbbaa\",\"hit\":true}\n",
            "{\"index\":6,\"value\":\"0x00004433\",\"hit\":true}\n",
            "{\"index\":8,\"value\":\"0x00006655\",\"hit\":false}\n",
            "{\"lines_loaded\":2,\"memory_reads\":16}\n",
        )
    );
}

#[test]
fn swizzled_lines_count_one_read_dxt_two() {
    let out = run_script(
        r#"{"memory_size": 4096, "ops": [
            {"op": "tex", "addr": 0, "bufw": 16, "format": "4444", "width": 16, "height": 16, "swizzled": true},
            {"op": "sample", "u": 0, "v": 0},
            {"op": "sample", "u": 8, "v": 8},
            {"op": "tex", "addr": 0, "bufw": 8, "format": "dxt1", "width": 8, "height": 8, "level": 1},
            {"op": "sample", "u": 0, "v": 0}
        ]}"#,
    );
    assert!(out.status.success(), "{}", stderr(&out));
    let text = stdout(&out);
    assert!(
        text.ends_with("{\"lines_loaded\":3,\"memory_reads\":4}\n"),
        "{text}"
    );
}

#[test]
fn clut_sync_list_ops_do_not_flush() {
    let out = run_script(
        r#"{"memory_size": 8192, "ops": [
            {"op": "write", "addr": 0, "hex": "07"},
            {"op": "tex", "addr": 0, "bufw": 16, "format": "clut8", "width": 16, "height": 8},
            {"op": "sample", "u": 0, "v": 0},
            {"op": "write", "addr": 0, "hex": "09"},
            {"op": "clut", "addr": 0, "bytes": 64},
            {"op": "sync"},
            {"op": "list_end"},
            {"op": "list_start"},
            {"op": "transfer", "src": 4096, "src_bufw": 8, "dst": 0, "dst_bufw": 8, "width": 8, "height": 1, "bpp": 2},
            {"op": "sync"},
            {"op": "sample", "u": 0, "v": 0},
            {"op": "flush"},
            {"op": "sample", "u": 0, "v": 0}
        ]}"#,
    );
    assert!(out.status.success(), "{}", stderr(&out));
    // Cached 0x07 until the flush; then the transfer's zero from 4096.
    assert_eq!(
        stdout(&out),
        concat!(
            "{\"index\":2,\"value\":\"0x00000007\",\"hit\":false}\n",
            "{\"index\":10,\"value\":\"0x00000007\",\"hit\":true}\n",
            "{\"index\":12,\"value\":\"0x00000000\",\"hit\":false}\n",
            "{\"lines_loaded\":2,\"memory_reads\":16}\n",
        )
    );
}

#[test]
fn sprite_draws_onto_its_own_texture() {
    // A 4x1 row of 8888 pixels shifted left by one texel: each pixel takes
    // its right neighbour (the line loaded before anything was written).
    let out = run_script(
        r#"{"memory_size": 1024, "ops": [
            {"op": "write", "addr": 0, "hex": "01000000020000000300000004000000"},
            {"op": "tex", "addr": 0, "bufw": 4, "format": "8888", "width": 4, "height": 8},
            {"op": "sprite", "width": 4, "height": 1, "u": 1},
            {"op": "flush"},
            {"op": "sample", "u": 0, "v": 0},
            {"op": "sample", "u": 3, "v": 0}
        ]}"#,
    );
    assert!(out.status.success(), "{}", stderr(&out));
    let lines: Vec<String> = stdout(&out).lines().map(str::to_string).collect();
    assert_eq!(
        lines[0],
        "{\"index\":4,\"value\":\"0x00000002\",\"hit\":false}"
    );
    assert_eq!(
        lines[1],
        "{\"index\":5,\"value\":\"0x00000004\",\"hit\":true}"
    );
}

#[test]
fn bad_scripts_give_one_error_line_naming_the_op() {
    let cases = [
        (
            r#"{"memory_size": 64, "ops": [{"op": "flush"}, {"op": "teleport"}]}"#,
            "op 1: unknown variant `teleport`",
        ),
        (
            r#"{"memory_size": 64, "ops": [{"op": "write", "addr": 60, "hex": "0102030405"}]}"#,
            "op 0: write of 5 bytes at 0x3c is past the 64-byte memory",
        ),
        (
            r#"{"memory_size": 64, "ops": [{"op": "sync"}, {"op": "write", "addr": 0, "hex": "0g"}]}"#,
            "op 1: hex: not a hex digit at byte 1",
        ),
        (
            r#"{"memory_size": 4096, "ops": [{"op": "tex", "addr": 0, "bufw": 16, "format": "8888", "width": 24, "height": 16}]}"#,
            "op 0: texture size 24x16",
        ),
        (
            r#"{"memory_size": 256, "ops": [{"op": "tex", "addr": 0, "bufw": 16, "format": "8888", "width": 16, "height": 16}]}"#,
            "op 0: texture lines span 0x0..0x400, past the 256-byte memory",
        ),
        (
            r#"{"memory_size": 4096, "ops": [{"op": "tex", "addr": 0, "bufw": 16, "format": "9999", "width": 16, "height": 16}]}"#,
            "op 0: unknown variant `9999`",
        ),
        (
            r#"{"memory_size": 64, "ops": [{"op": "sample", "u": 0, "v": 0}]}"#,
            "op 0: no texture is set",
        ),
        (
            r#"{"memory_size": 4096, "ops": [{"op": "tex", "addr": 0, "bufw": 4, "format": "8888", "width": 4, "height": 8}, {"op": "sample", "u": 4, "v": 0}]}"#,
            "op 1: texel (4, 0) is outside the 4x8 texture",
        ),
        (
            r#"{"memory_size": 4096, "ops": [{"op": "clut", "addr": 4000, "bytes": 512}]}"#,
            "op 0: CLUT load of 512 bytes at 0xfa0 is past the 4096-byte memory",
        ),
        (
            r#"{"memory_size": 4096, "ops": [{"op": "tex", "addr": 0, "bufw": 32, "format": "clut4", "width": 32, "height": 8}, {"op": "sprite", "width": 4, "height": 4}]}"#,
            "op 1: the texture format clut4 cannot be a framebuffer",
        ),
        (
            r#"{"memory_size": 4096, "ops": [{"op": "sample", "u": 0, "v": 0, "w": 1}]}"#,
            "op 0: unknown field `w`",
        ),
        (
            r#"{"memory_size": 999999999999, "ops": []}"#,
            "memory_size: memory size 999999999999 must be 1 to 67108864 bytes",
        ),
        (r#"{"memory_size": 64}"#, "missing field `ops`"),
    ];
    for (script, want) in cases {
        let out = run_script(script);
        assert!(!out.status.success(), "{script}");
        assert_eq!(stdout(&out), "", "{script}");
        let err = stderr(&out);
        assert_eq!(err.lines().count(), 1, "{err}");
        assert!(err.starts_with("error: "), "{err}");
        assert!(err.contains(want), "{err} lacks {want}");
    }
}

#[test]
fn missing_script_file_is_one_error_line() {
    let out = Command::new(env!("CARGO_BIN_EXE_ninebridge"))
        .args(["gecache", "run", "/nonexistent/script.json"])
        .output()
        .unwrap();
    assert!(!out.status.success());
    let err = stderr(&out);
    assert!(
        err.starts_with("error: reading /nonexistent/script.json"),
        "{err}"
    );
    assert_eq!(err.lines().count(), 1);
}
