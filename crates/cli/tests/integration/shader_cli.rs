//! `ninebridge shader info|disasm|asm` end to end.

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

const SOURCE: &str = "\
ps_2_0
dcl t0.xy
dcl_2d s0
dcl_cube s1
def c0, 0.5, 1, 0, 0
texld r0, t0, s0
texld r1, t0, s1
mad r0, r0, c0.x, r1
mov oC0, r0
";

#[test]
fn asm_writes_tokens_that_disasm_and_info_read_back() {
    let dir = tempfile::tempdir().expect("tempdir");
    let src = dir.path().join("blend.asm");
    let bin = dir.path().join("blend.bin");
    std::fs::write(&src, SOURCE).expect("write source");
    let o = ninebridge(&[
        "shader",
        "asm",
        src.to_str().unwrap(),
        "-o",
        bin.to_str().unwrap(),
    ]);
    assert!(o.status.success(), "{}", stderr(&o));

    let bytes = std::fs::read(&bin).expect("output written");
    assert_eq!(bytes.len() % 4, 0);
    // Version token first, end token last, little-endian.
    assert_eq!(bytes[..4], 0xFFFF_0200u32.to_le_bytes());
    assert_eq!(bytes[bytes.len() - 4..], 0x0000_FFFFu32.to_le_bytes());

    let o = ninebridge(&["shader", "disasm", bin.to_str().unwrap()]);
    assert!(o.status.success(), "{}", stderr(&o));
    assert_eq!(stdout(&o), SOURCE);

    let o = ninebridge(&["shader", "info", bin.to_str().unwrap()]);
    assert!(o.status.success(), "{}", stderr(&o));
    let info = stdout(&o);
    let words: Vec<u32> = bytes
        .chunks_exact(4)
        .map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]]))
        .collect();
    let key = ninebridge_d3dbc::content_key(&words);
    for line in [
        "model: ps_2_0".to_string(),
        format!("tokens: {}", words.len()),
        format!("content key: {key:#018x}"),
        "instructions: 8 (3 declarations, 1 constant definitions, 4 others)".to_string(),
        "registers read: r0-r1, c0, t0, s0-s1".to_string(),
        "registers written: r0-r1, oC0".to_string(),
        "samplers: s0 2d, s1 cube".to_string(),
        "constant table: none".to_string(),
    ] {
        assert!(
            info.lines().any(|l| l == line),
            "missing {line:?} in:\n{info}"
        );
    }
}

#[test]
fn invalid_bytecode_is_one_line_naming_the_instruction() {
    let dir = tempfile::tempdir().expect("tempdir");
    let bin = dir.path().join("bad.bin");
    // ps_1_1 reading c8 (ps_1_x has c0-c7) in its second instruction.
    let tokens: [u32; 8] = [
        0xFFFF_0101,
        0x0000_0001,
        0x800F_0000,
        0xA0E4_0000,
        0x0000_0001,
        0x800F_0000,
        0xA0E4_0008,
        0x0000_FFFF,
    ];
    std::fs::write(
        &bin,
        tokens
            .iter()
            .flat_map(|t| t.to_le_bytes())
            .collect::<Vec<u8>>(),
    )
    .expect("write");
    // Without --strict the shader is shown with warnings
    // (tests/shader_lenient_cli.rs); with it, refused in one line.
    for sub in ["info", "disasm"] {
        let o = ninebridge(&["shader", sub, "--strict", bin.to_str().unwrap()]);
        assert!(!o.status.success());
        let err = stderr(&o);
        assert_eq!(err.lines().count(), 1, "{err}");
        assert!(err.starts_with("error: "), "{err}");
        assert!(err.contains("instruction 1") && err.contains("c8"), "{err}");
    }

    // Truncated: the mov's source token is missing (and so is the end token).
    std::fs::write(
        &bin,
        [0xFFFF_0101u32, 0x0000_0001, 0x800F_0000]
            .iter()
            .flat_map(|t| t.to_le_bytes())
            .collect::<Vec<u8>>(),
    )
    .expect("write");
    let o = ninebridge(&["shader", "info", bin.to_str().unwrap()]);
    assert!(!o.status.success());
    let err = stderr(&o);
    assert!(
        err.contains("instruction 0") && err.contains("truncated"),
        "{err}"
    );
    assert_eq!(err.lines().count(), 1, "{err}");

    // Not a whole number of tokens.
    std::fs::write(&bin, [0u8; 7]).expect("write");
    let o = ninebridge(&["shader", "disasm", bin.to_str().unwrap()]);
    assert!(!o.status.success());
    assert!(stderr(&o).contains("7 bytes"), "{}", stderr(&o));
}

#[test]
fn asm_errors_name_the_line() {
    let dir = tempfile::tempdir().expect("tempdir");
    let src = dir.path().join("bad.asm");
    let bin = dir.path().join("bad.bin");
    std::fs::write(&src, "vs_2_0\nmov oPos, v0\nmad r0, r1\n").expect("write");
    let o = ninebridge(&[
        "shader",
        "asm",
        src.to_str().unwrap(),
        "-o",
        bin.to_str().unwrap(),
    ]);
    assert!(!o.status.success());
    let err = stderr(&o);
    assert_eq!(err.lines().count(), 1, "{err}");
    assert!(
        err.contains("line 3") && err.contains("mad takes 4 operands, found 2"),
        "{err}"
    );
    assert!(!bin.exists(), "no output on error");
}

/// A D3DX constant table payload (after the `CTAB` FourCC) naming one
/// float4 `Tint` at c3, with the standard 28-byte header or the early
/// 20-byte one (no flags, no target).
fn ctab_payload(header: u32) -> Vec<u32> {
    let info = header / 4;
    let ty = info + 5;
    let strings = ty + 4;
    let (creator, target, name) = (strings, strings + 2, strings + 4);
    let mut w = vec![header, creator * 4, 0xFFFF_0200, 1, info * 4];
    if header == 28 {
        w.extend([0, target * 4]);
    }
    // Constant: name, set float4 | index 3, count 1, type, no default.
    w.extend([name * 4, 2 | 3 << 16, 1, ty * 4, 0]);
    // Type: vector float, 1x4, 1 element, no members.
    w.extend([1 | 3 << 16, 1 | 4 << 16, 1, 0]);
    for s in [*b"fxc\0\0\0\0\0", *b"ps_2_0\0\0", *b"Tint\0\0\0\0"] {
        w.extend(
            s.chunks_exact(4)
                .map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]])),
        );
    }
    w
}

#[test]
fn info_lists_constant_tables_of_both_header_layouts() {
    let dir = tempfile::tempdir().expect("tempdir");
    for (header, target) in [(28, "\"ps_2_0\""), (20, "\"none (early 20-byte header)\"")] {
        let payload = ctab_payload(header);
        let mut tokens = vec![0xFFFF_0200, (payload.len() as u32 + 1) << 16 | 0xFFFE];
        tokens.push(u32::from_le_bytes(*b"CTAB"));
        tokens.extend(payload);
        // mov oC0, c3; end
        tokens.extend([0x0200_0001, 0x800F_0800, 0xA0E4_0003, 0x0000_FFFF]);
        let bin = dir.path().join(format!("ctab{header}.bin"));
        std::fs::write(
            &bin,
            tokens
                .iter()
                .flat_map(|t| t.to_le_bytes())
                .collect::<Vec<u8>>(),
        )
        .expect("write");
        let o = ninebridge(&["shader", "info", bin.to_str().unwrap()]);
        assert!(o.status.success(), "{}", stderr(&o));
        let info = stdout(&o);
        let want = format!("constant table: 1 constants, creator \"fxc\", target {target}");
        assert!(
            info.lines().any(|l| l == want),
            "missing {want:?} in:\n{info}"
        );
        assert!(info.lines().any(|l| l == "  c3 float 1x4 Tint"), "{info}");
        // The table is a comment: the disassembly summarises it and reassembles without it.
        let o = ninebridge(&["shader", "disasm", bin.to_str().unwrap()]);
        assert!(
            stdout(&o).contains("c3 (1 registers) vector float \"Tint\""),
            "{}",
            stdout(&o)
        );
    }
}
