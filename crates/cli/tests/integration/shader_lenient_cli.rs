//! `ninebridge shader` on shaders D3D9 refuses or that come from D3D8 or a
//! software vertex processing device, end to end: `disasm`/`info` show them
//! with `// warning:` lines (`--strict` refuses), `translate` refuses them
//! unless `--lenient` (which lists each relaxation on stderr), accepts sw
//! constants with `--software-vp` and D3D8 vertex shaders as D3D8 does.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

fn ninebridge(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_ninebridge"))
        .args(args)
        .output()
        .expect("run ninebridge")
}

fn stdout(o: &Output) -> String {
    String::from_utf8_lossy(&o.stdout).into_owned()
}

fn stderr(o: &Output) -> String {
    String::from_utf8_lossy(&o.stderr).into_owned()
}

/// Writes the tokens of `asm` (assembled without validation) to `NAME.bin`.
fn bin(dir: &Path, name: &str, asm: &str) -> PathBuf {
    let tokens = ninebridge_d3dbc::assemble(asm).unwrap_or_else(|e| panic!("{asm}: {e}"));
    let path = dir.join(format!("{name}.bin"));
    let bytes: Vec<u8> = tokens.iter().flat_map(|t| t.to_le_bytes()).collect();
    std::fs::write(&path, bytes).expect("write bin");
    path
}

/// ps_1_1 reads c8 in instruction 1: ps_1_x has c0-c7 (D3D9 refuses it).
const PS_C8: &str = "ps_1_1\nmov r0, c0\nadd r0, r0, c8\n";

#[test]
fn disasm_shows_invalid_shaders_with_warnings_that_reassemble() {
    let dir = tempfile::tempdir().expect("tempdir");
    let file = bin(dir.path(), "c8", PS_C8);
    let o = ninebridge(&["shader", "disasm", file.to_str().unwrap()]);
    assert!(o.status.success(), "{}", stderr(&o));
    let text = stdout(&o);
    assert_eq!(
        text.lines().next(),
        Some("// warning: instruction 1: register c8 is out of range for ps_1_1 (it has 8)")
    );
    // The warnings are comments: the text assembles to the same tokens.
    let tokens = ninebridge_d3dbc::assemble(&text).expect("disassembly assembles");
    assert_eq!(tokens, ninebridge_d3dbc::assemble(PS_C8).unwrap());

    let o = ninebridge(&["shader", "info", file.to_str().unwrap()]);
    assert!(o.status.success(), "{}", stderr(&o));
    assert!(stdout(&o).contains("model: ps_1_1"), "{}", stdout(&o));
    assert!(
        stdout(&o).contains("// warning: instruction 1: register c8"),
        "{}",
        stdout(&o)
    );

    let o = ninebridge(&["shader", "disasm", "--strict", file.to_str().unwrap()]);
    assert!(!o.status.success());
    assert_eq!(stderr(&o).lines().count(), 1, "{}", stderr(&o));
}

#[test]
fn valid_shaders_have_no_warnings() {
    let dir = tempfile::tempdir().expect("tempdir");
    let file = bin(dir.path(), "ok", "ps_1_1\nmov r0, c7\n");
    let o = ninebridge(&["shader", "disasm", file.to_str().unwrap()]);
    assert!(o.status.success());
    assert!(!stdout(&o).contains("warning"), "{}", stdout(&o));
}

#[test]
fn translate_refuses_invalid_shaders_unless_lenient() {
    let dir = tempfile::tempdir().expect("tempdir");
    let file = bin(dir.path(), "c8", PS_C8);
    let f = file.to_str().unwrap();
    let o = ninebridge(&["shader", "translate", f, "--to", "wgsl"]);
    assert!(!o.status.success());
    let err = stderr(&o);
    assert_eq!(err.lines().count(), 1, "{err}");
    assert!(
        err.starts_with("error: ") && err.contains("instruction 1"),
        "{err}"
    );
    assert!(err.contains("--lenient"), "{err}");

    let o = ninebridge(&["shader", "translate", f, "--to", "wgsl", "--lenient"]);
    assert!(o.status.success(), "{}", stderr(&o));
    let err = stderr(&o);
    assert_eq!(err.lines().count(), 1, "{err}");
    assert!(err.starts_with("warning: "), "{err}");
    assert!(
        err.contains("instruction 1") && err.contains("relaxed: reads 0"),
        "{err}"
    );
    assert!(stdout(&o).contains("@fragment"), "{}", stdout(&o));
}

#[test]
fn software_vp_flag_opens_the_sw_constant_files() {
    let dir = tempfile::tempdir().expect("tempdir");
    // vs_3_0 reading c256 (test_unsupported_shaders' vs_3_256) and c8191.
    let file = bin(
        dir.path(),
        "sw",
        "vs_3_0\ndcl_position o0\nadd r0, c256, c8191\nmov o0, r0\n",
    );
    let f = file.to_str().unwrap();
    let o = ninebridge(&["shader", "translate", f, "--to", "wgsl"]);
    assert!(!o.status.success());
    assert!(stderr(&o).contains("c256"), "{}", stderr(&o));
    let o = ninebridge(&["shader", "translate", f, "--to", "wgsl", "--software-vp"]);
    assert!(o.status.success(), "{}", stderr(&o));
    assert!(stderr(&o).is_empty(), "{}", stderr(&o));
    assert!(
        stdout(&o).contains("var<storage> d3d_constants"),
        "{}",
        stdout(&o)
    );
    let o = ninebridge(&["shader", "disasm", "--software-vp", "--strict", f]);
    assert!(o.status.success(), "{}", stderr(&o));
}

#[test]
fn d3d8_vertex_shaders_translate_with_register_bound_inputs() {
    let dir = tempfile::tempdir().expect("tempdir");
    // As in Wine's d3d8 tests: no dcl; v0 position, v5 diffuse.
    let file = bin(dir.path(), "d3d8", "vs_1_1\nmov oPos, v0\nmov oD0, v5\n");
    let f = file.to_str().unwrap();
    let o = ninebridge(&["shader", "disasm", "--strict", f]);
    assert!(o.status.success(), "{}", stderr(&o));
    let o = ninebridge(&["shader", "translate", f, "--to", "wgsl"]);
    assert!(o.status.success(), "{}", stderr(&o));
    let wgsl = stdout(&o);
    assert!(wgsl.contains("@location(5) v5"), "{wgsl}");

    // A vs_1_1 with a dcl is D3D9 bytecode; --d3d8 binds it the D3D8 way.
    let file = bin(
        dir.path(),
        "mixed",
        "vs_1_1\ndcl_position v0\nmov oPos, v0\nmov oD0, v5\n",
    );
    let f = file.to_str().unwrap();
    let o = ninebridge(&["shader", "translate", f, "--to", "wgsl"]);
    assert!(!o.status.success());
    assert!(
        stderr(&o).contains("v5 is used but never declared"),
        "{}",
        stderr(&o)
    );
    let o = ninebridge(&["shader", "translate", f, "--to", "wgsl", "--d3d8"]);
    assert!(o.status.success(), "{}", stderr(&o));
}

#[test]
fn malformed_bytecode_is_one_error_line_lenient_or_not() {
    let dir = tempfile::tempdir().expect("tempdir");
    let file = dir.path().join("bad.bin");
    let f = file.to_str().unwrap();
    let cases: [(&[u32], &str); 2] = [
        // ps_2_0, then an instruction announcing 5 parameter tokens with 1 left.
        (&[0xFFFF_0200, 0x0500_0002, 0x800F_0000], "instruction 0"),
        // ps_2_0, mov r0, c0, and no end token where instruction 1 would start.
        (
            &[0xFFFF_0200, 0x0200_0001, 0x800F_0000, 0xA0E4_0000],
            "instruction 1",
        ),
    ];
    for (tokens, at) in cases {
        let bytes: Vec<u8> = tokens.iter().flat_map(|t| t.to_le_bytes()).collect();
        std::fs::write(&file, bytes).expect("write");
        // Without only its end token, the tools (disasm, info) read it
        // with a warning (shader_asm_warnings.rs); translate does not.
        let no_end = at == "instruction 1";
        for args in [
            vec!["shader", "translate", f, "--to", "spv", "--lenient"],
            vec!["shader", "translate", f, "--to", "spv"],
            vec!["shader", "disasm", f],
            vec!["shader", "info", f],
        ] {
            let o = ninebridge(&args);
            if no_end && args[1] != "translate" {
                assert!(o.status.success(), "{args:?}: {}", stderr(&o));
                let out = String::from_utf8_lossy(&o.stdout);
                assert!(
                    out.contains(
                        "// warning: instruction 1 (token 4): missing end token 0x0000ffff"
                    ),
                    "{args:?}: {out}"
                );
                continue;
            }
            assert!(!o.status.success(), "{args:?}");
            let err = stderr(&o);
            assert_eq!(err.lines().count(), 1, "{args:?}: {err}");
            assert!(
                err.starts_with("error: ") && err.contains(at),
                "{args:?}: {err}"
            );
        }
    }
}
