//! `ninebridge shader translate` end to end.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

fn ninebridge(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_ninebridge"))
        .args(args)
        .output()
        .expect("run ninebridge")
}

fn assemble(dir: &Path, name: &str, source: &str) -> PathBuf {
    let src = dir.join(format!("{name}.asm"));
    let bin = dir.join(format!("{name}.bin"));
    std::fs::write(&src, source).expect("write source");
    let o = ninebridge(&[
        "shader",
        "asm",
        src.to_str().unwrap(),
        "-o",
        bin.to_str().unwrap(),
    ]);
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    bin
}

const PS: &str = "ps_2_0\ndcl t0\ndcl_2d s0\ntexld r0, t0, s0\nmov oC0, r0\n";

#[test]
fn translates_to_every_language() {
    let dir = tempfile::tempdir().expect("tempdir");
    let bin = assemble(dir.path(), "ps", PS);
    let bin = bin.to_str().unwrap();
    for (lang, needle) in [
        ("wgsl", "@fragment"),
        ("msl", "fragment "),
        ("glsl", "#version"),
    ] {
        let o = ninebridge(&["shader", "translate", bin, "--to", lang]);
        assert!(
            o.status.success(),
            "{lang}: {}",
            String::from_utf8_lossy(&o.stderr)
        );
        let text = String::from_utf8(o.stdout).expect("text output");
        assert!(
            text.contains(needle),
            "{lang} output lacks {needle:?}:\n{text}"
        );
    }
    let spv = dir.path().join("ps.spv");
    let o = ninebridge(&[
        "shader",
        "translate",
        bin,
        "--to",
        "spv",
        "-o",
        spv.to_str().unwrap(),
    ]);
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let bytes = std::fs::read(&spv).expect("spv written");
    assert_eq!(
        bytes[..4],
        0x0723_0203u32.to_le_bytes(),
        "SPIR-V magic, little-endian"
    );
    assert_eq!(bytes.len() % 4, 0);
}

#[test]
fn variant_flags_change_the_code() {
    let dir = tempfile::tempdir().expect("tempdir");
    let bin = assemble(dir.path(), "ps11", "ps_1_1\ntex t0\nmov r0, t0\n");
    let bin = bin.to_str().unwrap();
    let plain = ninebridge(&["shader", "translate", bin, "--to", "wgsl"]);
    let text = String::from_utf8(plain.stdout).unwrap();
    assert!(text.contains("texture_2d") && !text.contains("discard"));
    let o = ninebridge(&[
        "shader",
        "translate",
        bin,
        "--to",
        "wgsl",
        "--sampler-kinds",
        "cube",
        "--alpha-test",
        "greater",
        "--fog",
    ]);
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let text = String::from_utf8(o.stdout).unwrap();
    assert!(text.contains("texture_cube"), "{text}");
    assert!(text.contains("discard"), "{text}");
    assert!(text.contains("fog_color"), "{text}");
}

#[test]
fn errors_are_one_line_and_fail() {
    let dir = tempfile::tempdir().expect("tempdir");
    let bin = assemble(dir.path(), "ps", PS);
    let bin = bin.to_str().unwrap();
    for args in [
        vec!["shader", "translate", bin, "--to", "hlsl"],
        vec![
            "shader",
            "translate",
            bin,
            "--to",
            "wgsl",
            "--alpha-test",
            "sometimes",
        ],
        vec![
            "shader",
            "translate",
            bin,
            "--to",
            "wgsl",
            "--sampler-kinds",
            "2d,sphere",
        ],
        vec![
            "shader",
            "translate",
            "/nonexistent/shader.bin",
            "--to",
            "wgsl",
        ],
    ] {
        let o = ninebridge(&args);
        assert!(!o.status.success(), "{args:?} succeeded");
        let err = String::from_utf8_lossy(&o.stderr);
        assert!(err.starts_with("error: "), "{args:?}: {err}");
        assert_eq!(err.trim_end().lines().count(), 1, "{args:?}: {err}");
    }
}
