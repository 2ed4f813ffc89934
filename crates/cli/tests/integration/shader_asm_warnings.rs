//! The assembler takes what D3DAssemble takes (issue 28): at every model, a
//! shader D3D9 would reject (out-of-range constant registers, undeclared
//! `v#`/`t#`/`vPos`/`vFace` inputs) assembles with a warning per validator
//! finding and `--strict` refuses it; `disasm` shows it with the same
//! findings as `// warning:` lines, and `asm(disasm(x)) == x`. A token
//! stream without its end token is read by `disasm` with a warning and
//! reassembles with the end token.

use std::path::Path;
use std::process::{Command, Output};

fn ninebridge(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_ninebridge"))
        .args(args)
        .output()
        .expect("run ninebridge")
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

fn words(path: &Path) -> Vec<u32> {
    std::fs::read(path)
        .unwrap()
        .chunks(4)
        .map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]]))
        .collect()
}

fn write_words(path: &Path, words: &[u32]) {
    let bytes: Vec<u8> = words.iter().flat_map(|w| w.to_le_bytes()).collect();
    std::fs::write(path, bytes).unwrap();
}

/// Per model: a shader D3D9 rejects, and a register each finding names.
/// Constant files: 256 vertex registers on a hardware device, 8 for
/// ps_1_x, 32 for ps_2_0/ps_2_x, 224 for ps_3_0.
const INVALID: &[(&str, &str, &[&str])] = &[
    (
        "vs_1_1",
        "vs_1_1\ndcl_position v0\nmov oPos, v0\nmov oD0, c256\nmov oT0, v1\n",
        &["c256", "v1"],
    ),
    (
        "vs_2_0",
        "vs_2_0\ndcl_position v0\nmov oPos, v0\nmov oD0, c256\nmov oT0, v1\n",
        &["c256", "v1"],
    ),
    (
        "vs_2_x",
        "vs_2_x\ndcl_position v0\nmov oPos, v0\nmov oD0, c256\nmov oT0, v1\n",
        &["c256", "v1"],
    ),
    (
        "vs_3_0",
        "vs_3_0\ndcl_position v0\ndcl_position o0\ndcl_texcoord o1\nmov o0, v0\nadd o1, c256, v1\n",
        &["c256", "v1"],
    ),
    ("ps_1_1", "ps_1_1\ntex t0\nadd r0, t0, c8\n", &["c8"]),
    ("ps_1_2", "ps_1_2\ntex t0\nadd r0, t0, c8\n", &["c8"]),
    ("ps_1_3", "ps_1_3\ntex t0\nadd r0, t0, c8\n", &["c8"]),
    ("ps_1_4", "ps_1_4\ntexld r1, t0\nadd r0, r1, c8\n", &["c8"]),
    (
        "ps_2_0",
        "ps_2_0\nadd r0, t0, c32\nadd r0, r0, v0\nmov oC0, r0\n",
        &["c32", "t0", "v0"],
    ),
    (
        "ps_2_x",
        "ps_2_x\nadd r0, t0, c32\nadd r0, r0, v1\nmov oC0, r0\n",
        &["c32", "t0", "v1"],
    ),
    (
        "ps_3_0",
        "ps_3_0\nadd r0, v0, c224\nadd r0, r0, vPos.xyxy\nadd r0, r0, vFace\nmov oC0, r0\n",
        &["c224", "v0", "vPos", "vFace"],
    ),
];

#[test]
fn invalid_shaders_assemble_with_warnings_at_every_model() {
    let dir = tempfile::tempdir().unwrap();
    for (model, source, names) in INVALID {
        let p = |ext: &str| dir.path().join(format!("{model}.{ext}"));
        std::fs::write(p("asm"), source).unwrap();
        // What the validator finds, each finding naming one of the registers.
        let program =
            ninebridge_d3dbc::assemble_program(source).unwrap_or_else(|e| panic!("{model}: {e}"));
        let findings: Vec<String> = ninebridge_d3dbc::validate(&program)
            .iter()
            .map(|e| e.to_string())
            .collect();
        for name in *names {
            assert!(
                findings.iter().any(|f| f.contains(name)),
                "{model}: no finding names {name}: {findings:?}"
            );
        }
        // asm: the tokens, one warning per finding, exit 0.
        let o = ninebridge(&[
            "shader",
            "asm",
            p("asm").to_str().unwrap(),
            "-o",
            p("bin").to_str().unwrap(),
        ]);
        assert!(o.status.success(), "{model}: {}", text(&o.stderr));
        let warnings: Vec<String> = text(&o.stderr).lines().map(str::to_string).collect();
        assert_eq!(warnings.len(), findings.len(), "{model}: {warnings:?}");
        for (w, f) in warnings.iter().zip(&findings) {
            assert!(
                w.starts_with("warning: ") && w.ends_with(f.as_str()),
                "{model}: {w}"
            );
        }
        let x = words(&p("bin"));
        assert_eq!(x, ninebridge_d3dbc::encode(&program), "{model}");
        // --strict refuses, and writes nothing.
        let strict = dir.path().join(format!("{model}-strict.bin"));
        let o = ninebridge(&[
            "shader",
            "asm",
            "--strict",
            p("asm").to_str().unwrap(),
            "-o",
            strict.to_str().unwrap(),
        ]);
        assert!(!o.status.success(), "{model}");
        assert!(
            text(&o.stderr).contains(&findings[0]),
            "{model}: {}",
            text(&o.stderr)
        );
        assert!(!strict.exists(), "{model}");
        // disasm shows it with the same findings; asm(disasm(x)) == x.
        let o = ninebridge(&["shader", "disasm", p("bin").to_str().unwrap()]);
        assert!(o.status.success(), "{model}: {}", text(&o.stderr));
        let listing = text(&o.stdout);
        for f in &findings {
            assert!(
                listing.contains(&format!("// warning: {f}")),
                "{model}: {listing}"
            );
        }
        std::fs::write(p("dis.asm"), &listing).unwrap();
        let o = ninebridge(&[
            "shader",
            "asm",
            p("dis.asm").to_str().unwrap(),
            "-o",
            p("again.bin").to_str().unwrap(),
        ]);
        assert!(o.status.success(), "{model}: {}", text(&o.stderr));
        assert_eq!(
            words(&p("again.bin")),
            x,
            "{model}: asm(disasm(x)) != x\n{listing}"
        );
    }
}

#[test]
fn a_stream_without_its_end_token_is_read_with_a_warning_at_every_model() {
    let dir = tempfile::tempdir().unwrap();
    let valid = [
        "vs_1_1\ndcl_position v0\nmov oPos, v0\n",
        "vs_2_0\ndcl_position v0\nmov oPos, v0\n",
        "vs_2_x\ndcl_position v0\nmov oPos, v0\n",
        "vs_3_0\ndcl_position v0\ndcl_position o0\nmov o0, v0\n",
        "ps_1_1\ntex t0\nmov r0, t0\n",
        "ps_1_2\ntex t0\nmov r0, t0\n",
        "ps_1_3\ntex t0\nmov r0, t0\n",
        "ps_1_4\ntexld r0, t0\n",
        "ps_2_0\ndcl t0\nmov oC0, t0\n",
        "ps_2_x\ndcl t0\nmov oC0, t0\n",
        "ps_3_0\ndcl_texcoord v0\nmov oC0, v0\n",
    ];
    for source in valid {
        let model = source.lines().next().unwrap();
        let whole = ninebridge_d3dbc::assemble(source).unwrap();
        assert_eq!(whole.last(), Some(&0x0000_FFFF));
        let cut = &whole[..whole.len() - 1];
        let bin = dir.path().join(format!("{model}.bin"));
        write_words(&bin, cut);
        // The runtime's parser refuses it; the tools read it.
        assert!(ninebridge_d3dbc::parse(cut).is_err(), "{model}");
        let o = ninebridge(&["shader", "disasm", bin.to_str().unwrap()]);
        assert!(o.status.success(), "{model}: {}", text(&o.stderr));
        let listing = text(&o.stdout);
        let first = listing.lines().next().unwrap_or_default();
        assert!(
            first.starts_with("// warning: instruction ")
                && first.ends_with("missing end token 0x0000ffff, read as if it followed"),
            "{model}: {listing}"
        );
        let o = ninebridge(&["shader", "disasm", "--strict", bin.to_str().unwrap()]);
        assert!(!o.status.success(), "{model}");
        assert!(text(&o.stderr).contains("missing end token"), "{model}");
        // Reassembled, it has its end token: the tokens D3D9 takes.
        let asm = dir.path().join(format!("{model}.asm"));
        std::fs::write(&asm, &listing).unwrap();
        let again = dir.path().join(format!("{model}-again.bin"));
        let o = ninebridge(&[
            "shader",
            "asm",
            asm.to_str().unwrap(),
            "-o",
            again.to_str().unwrap(),
        ]);
        assert!(o.status.success(), "{model}: {}", text(&o.stderr));
        assert_eq!(words(&again), whole, "{model}");
    }
}
