//! `ninebridge shaderpack build|inspect|verify` end to end.

use std::process::{Command, Output};

fn ninebridge(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_ninebridge"))
        .args(args)
        .output()
        .unwrap()
}

fn stderr(out: &Output) -> String {
    String::from_utf8_lossy(&out.stderr).into_owned()
}

fn tokens(words: &[u32]) -> Vec<u8> {
    words.iter().flat_map(|w| w.to_le_bytes()).collect()
}

/// `ps_2_0; mov oC0, c<n>; end`.
fn ps(n: u32) -> Vec<u8> {
    tokens(&[
        0xFFFF_0200,
        0x0200_0001,
        0x800F_0800,
        0xA0E4_0000 | n,
        0x0000_FFFF,
    ])
}

#[test]
fn build_inspect_verify() {
    let dir = tempfile::tempdir().unwrap();
    let p = |name: &str| dir.path().join(name).to_str().unwrap().to_string();
    for (name, n) in [("a.bin", 0), ("a2.bin", 1), ("b.bin", 2), ("b2.bin", 3)] {
        std::fs::write(p(name), ps(n)).unwrap();
    }
    let pack = p("mods.hvs");
    let out = ninebridge(&[
        "shaderpack",
        "build",
        "--out",
        &pack,
        &format!("{}={}", p("a.bin"), p("a2.bin")),
        &format!("{}={}", p("b.bin"), p("b2.bin")),
    ]);
    assert!(out.status.success(), "{}", stderr(&out));
    assert!(String::from_utf8_lossy(&out.stdout).contains("2 entries, 112 bytes"));

    let out = ninebridge(&["shaderpack", "verify", &pack]);
    assert!(out.status.success());
    assert_eq!(
        String::from_utf8_lossy(&out.stdout),
        "ok: 2 entries; every replacement passes CreatePixelShader and translates\n"
    );

    let out = ninebridge(&["shaderpack", "inspect", &pack]);
    assert_eq!(
        String::from_utf8_lossy(&out.stdout),
        "0 24 20 44 20\n1 72 20 92 20\n"
    );
    let out = ninebridge(&["shaderpack", "inspect", "--json", &pack]);
    let json: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(json["file_size"], 112);
    assert_eq!(json["entries"][1]["replacement_offset"], 92);

    // The pack matches the original bytes and hands back the replacement.
    let pack = ninebridge_packs::ShaderPack::open(&pack).unwrap();
    assert_eq!(pack.find(&ps(2)).unwrap().replacement, ps(3));
}

#[test]
fn failures_name_the_file_and_rule() {
    let dir = tempfile::tempdir().unwrap();
    let p = |name: &str| dir.path().join(name).to_str().unwrap().to_string();
    std::fs::write(p("good.bin"), ps(0)).unwrap();
    let mut bad = ps(1);
    bad[4] = 0x61; // opcode 97
    std::fs::write(p("bad.bin"), &bad).unwrap();
    let pack = p("mods.hvs");
    let out = ninebridge(&[
        "shaderpack",
        "build",
        "--out",
        &pack,
        &format!("{}={}", p("good.bin"), p("bad.bin")),
    ]);
    assert!(!out.status.success());
    let err = stderr(&out);
    assert!(
        err.contains("bad.bin: replacement shader: token 1: opcode 97 above 96"),
        "{err}"
    );
    assert!(!std::path::Path::new(&pack).exists());

    let out = ninebridge(&["shaderpack", "build", "--out", &pack, "no-equals-sign"]);
    assert!(!out.status.success());
    assert!(stderr(&out).contains("expected ORIGINAL=REPLACEMENT"));

    // A pack with a non-zero reserved field fails verify in one line.
    let mut bytes = b"HVSHD001".to_vec();
    bytes.extend_from_slice(&1u32.to_le_bytes());
    bytes.extend_from_slice(&7u32.to_le_bytes());
    std::fs::write(&pack, &bytes).unwrap();
    let out = ninebridge(&["shaderpack", "verify", &pack]);
    assert!(!out.status.success());
    let err = stderr(&out);
    assert_eq!(err.lines().count(), 1);
    assert!(err.contains("reserved field 0x7, must be 0"), "{err}");
}

/// The pack gate is the runtime's: a ps_2_0 replacement reading `c32` (ps_2_0
/// has c0-c31) translates with the library's default options, but
/// `CreatePixelShader` refuses it, and so do `build` and `verify`.
#[test]
fn a_replacement_create_pixel_shader_refuses_is_refused() {
    let dir = tempfile::tempdir().unwrap();
    let p = |name: &str| dir.path().join(name).to_str().unwrap().to_string();
    std::fs::write(p("orig.bin"), ps(0)).unwrap();
    std::fs::write(p("c32.bin"), ps(32)).unwrap();
    // What the device answers for the same bytes.
    let gpu = ninebridge_d3d9::Gpu::from_env().expect("a wgpu adapter");
    let mut device = ninebridge_d3d9::Device::new(
        gpu,
        Box::new(ninebridge_d3d9::BytecodeTranslator::default()),
    );
    let refused = match device.create_pixel_shader(&ps(32)) {
        Err(ninebridge_d3d9::D3dError::InvalidCall(m)) => m,
        other => panic!("CreatePixelShader of a ps_2_0 reading c32: {other:?}"),
    };
    let reason = refused
        .strip_prefix("CreatePixelShader: ")
        .unwrap_or_else(|| panic!("{refused}"));
    assert!(device.create_pixel_shader(&ps(31)).is_ok());
    // The library's default translation takes it: the old gate passed it.
    assert!(ninebridge_translate::translate_bytes(&ps(32), &Default::default()).is_ok());

    let pack = p("mods.hvs");
    let out = ninebridge(&[
        "shaderpack",
        "build",
        "--out",
        &pack,
        &format!("{}={}", p("orig.bin"), p("c32.bin")),
    ]);
    assert!(!out.status.success());
    let err = stderr(&out);
    assert!(err.contains("c32.bin"), "{err}");
    assert!(
        err.contains("CreatePixelShader would refuse the replacement"),
        "{err}"
    );
    // The same reason, word for word, as the device's.
    assert!(err.contains(reason), "{err} (device: {refused})");
    assert!(!std::path::Path::new(&pack).exists());

    // A pack written without the gate (the library's writer) fails verify.
    let mut writer = ninebridge_packs::hvs::ShaderPackWriter::new();
    writer.add(ps(0), ps(32)).unwrap();
    writer.write(std::path::Path::new(&pack)).unwrap();
    let out = ninebridge(&["shaderpack", "verify", &pack]);
    assert!(!out.status.success());
    let err = stderr(&out);
    assert!(err.contains("entry 0"), "{err}");
    assert!(err.contains(reason), "{err}");
}
