//! Every real shader a D3D8/D3D9 runtime accepts translates by default,
//! every one that parses translates with `lenient`, and vertex shaders valid
//! under software vertex processing translate in that mode; each validates
//! with all of naga's flags, writes to all four outputs, and its SPIR-V
//! passes `spirv-val` (Wine's d3dbc corpus and the vkd3d conformance bytecode).
//! Skips visibly when the shared data or `spirv-val` is absent.

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};
use std::process::Command;

use ninebridge_translate::{
    SamplerKind, TranslateOptions, to_glsl, to_msl, to_spirv_bytes, to_wgsl, translate,
};

/// Shaders the parser accepts that the translator refuses, with the reason.
/// (File name, substring of the expected error.)
const EXPECTED_REFUSALS: &[(&str, &str)] = &[
    // A D3DAssemble test of label numbering: `call l2047` with no `label l2047`.
    (
        "d3dcompiler_43_asm__global.anon_L817.bin",
        "l2047, which is not defined",
    ),
];

fn spirv_val() -> Option<PathBuf> {
    let found = Command::new("spirv-val").arg("--version").output().is_ok();
    if found {
        Some(PathBuf::from("spirv-val"))
    } else {
        ninebridge_testutil::skip_or_fail(
            "the corpus's spirv-val checks",
            "spirv-val not installed (apt-get install spirv-tools)",
        );
        None
    }
}

/// What became of one shader.
#[derive(Default)]
struct Outcome {
    /// It parsed.
    parsed: bool,
    /// The runtime's rules accept it (hardware device, D3D8 detected) and
    /// the default translation passed.
    strict: bool,
    /// The lenient translation passed.
    lenient: bool,
}

/// Translates, writes every output and runs `spirv-val` on the SPIR-V.
fn translate_and_validate(
    name: &str,
    program: &ninebridge_d3dbc::Program,
    options: &TranslateOptions,
    tag: &str,
    val: Option<&Path>,
    dir: &Path,
) -> Result<(), String> {
    let t = translate(program, options).map_err(|e| format!("{name} ({tag}): {e}"))?;
    to_wgsl(&t).map_err(|e| format!("{name}: {e}"))?;
    to_msl(&t).map_err(|e| format!("{name}: {e}"))?;
    to_glsl(&t).map_err(|e| format!("{name}: {e}"))?;
    let spv = to_spirv_bytes(&t).map_err(|e| format!("{name}: {e}"))?;
    if let Some(val) = val {
        let path = dir.join(format!("{}.{tag}.spv", name.replace('/', "_")));
        std::fs::write(&path, &spv).map_err(|e| e.to_string())?;
        let out = Command::new(val)
            .arg("--target-env")
            .arg("vulkan1.0")
            .arg(&path)
            .output()
            .map_err(|e| e.to_string())?;
        if !out.status.success() {
            return Err(format!(
                "{name} ({tag}): spirv-val: {}{}",
                String::from_utf8_lossy(&out.stdout),
                String::from_utf8_lossy(&out.stderr)
            ));
        }
    }
    Ok(())
}

/// Checks one shader: default variants when the runtime would accept it,
/// the lenient translation always, software vertex processing for vertex
/// shaders it makes valid.
fn check(name: &str, words: &[u32], val: Option<&Path>, dir: &Path) -> Result<Outcome, String> {
    let Ok(program) = ninebridge_d3dbc::parse(words) else {
        return Ok(Outcome::default());
    };
    let mut outcome = Outcome {
        parsed: true,
        ..Default::default()
    };
    let lenient = TranslateOptions {
        lenient: true,
        ..Default::default()
    };
    translate_and_validate(name, &program, &lenient, "lenient", val, dir)?;
    outcome.lenient = true;
    if ninebridge_translate::check(&program, &TranslateOptions::default()).is_ok() {
        let mut variants = vec![TranslateOptions::default()];
        if program.model.is_pixel() {
            variants.push(TranslateOptions {
                alpha_test: Some(ninebridge_translate::CmpFunc::GreaterEqual),
                fog: true,
                d3d9_mul_zero: true,
                sampler_kinds: [SamplerKind::Cube; 16],
                flat_shading: true,
                texture_swizzles: [ninebridge_translate::TextureSwizzle::RED_ONE; 16],
                ..Default::default()
            });
        }
        for (v, options) in variants.iter().enumerate() {
            match translate_and_validate(name, &program, options, &format!("v{v}"), val, dir) {
                Ok(()) => {}
                Err(msg)
                    if EXPECTED_REFUSALS
                        .iter()
                        .any(|(f, why)| *f == name && msg.contains(why)) =>
                {
                    return Ok(outcome);
                }
                Err(msg) => return Err(msg),
            }
        }
        outcome.strict = true;
    }
    let sw = TranslateOptions {
        software_vp: true,
        ..Default::default()
    };
    if program.model.is_vertex() && ninebridge_translate::check(&program, &sw).is_ok() {
        translate_and_validate(name, &program, &sw, "swvp", val, dir)?;
    }
    Ok(outcome)
}

fn words(bytes: &[u8]) -> Vec<u32> {
    bytes
        .chunks_exact(4)
        .map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]]))
        .collect()
}

fn temp_dir(tag: &str) -> PathBuf {
    let dir =
        std::env::temp_dir().join(format!("ninebridge-translate-{tag}-{}", std::process::id()));
    let _ = std::fs::create_dir_all(&dir);
    dir
}

#[test]
fn wine_corpus_translates_and_validates() {
    let Some(dir) =
        ninebridge_testutil::shared_subdir("wine_corpus_translates", "corpus/d3dbc-wine")
    else {
        return;
    };
    let val = spirv_val();
    let tmp = temp_dir("wine");
    let mut entries: Vec<_> = std::fs::read_dir(&dir)
        .expect("corpus dir")
        .filter_map(|e| e.ok())
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|x| x == "bin"))
        .collect();
    entries.sort();
    let (mut parsed, mut strict, mut lenient) = (0, 0, 0);
    let mut failures = Vec::new();
    for path in &entries {
        let name = path.file_name().unwrap().to_string_lossy().to_string();
        let bytes = std::fs::read(path).expect("read corpus file");
        match check(&name, &words(&bytes), val.as_deref(), &tmp) {
            Ok(o) => {
                parsed += usize::from(o.parsed);
                strict += usize::from(o.strict);
                lenient += usize::from(o.lenient);
            }
            Err(e) => failures.push(e),
        }
    }
    let _ = std::fs::remove_dir_all(&tmp);
    eprintln!(
        "wine corpus: {parsed} of {} shaders parse; {strict} valid ones translate by default, {lenient} with lenient",
        entries.len()
    );
    // Everything that parses translates leniently; by default, everything
    // but the 23 shaders D3D9 refuses (d3dbc's wine_corpus REJECTED) and the
    // call to an undefined label.
    assert_eq!(lenient, parsed);
    assert_eq!(
        strict,
        parsed - 24,
        "{strict} of {parsed} translate by default"
    );
    assert!(
        failures.is_empty(),
        "{} failures:\n{}",
        failures.len(),
        failures.join("\n")
    );
}

fn collect_hex(v: &serde_json::Value, out: &mut BTreeSet<String>) {
    match v {
        serde_json::Value::Object(map) => {
            for (k, v) in map {
                if k == "hex" {
                    if let Some(s) = v.as_str() {
                        out.insert(s.to_string());
                    }
                } else {
                    collect_hex(v, out);
                }
            }
        }
        serde_json::Value::Array(items) => items.iter().for_each(|i| collect_hex(i, out)),
        _ => {}
    }
}

fn unhex(s: &str) -> Option<Vec<u8>> {
    (0..s.len() / 2)
        .map(|i| u8::from_str_radix(s.get(2 * i..2 * i + 2)?, 16).ok())
        .collect()
}

#[test]
fn vkd3d_conformance_shaders_translate_and_validate() {
    let Some(dir) =
        ninebridge_testutil::shared_subdir("vkd3d_shaders_translate", "conformance/vkd3d")
    else {
        return;
    };
    let val = spirv_val();
    let tmp = temp_dir("vkd3d");
    let mut hexes = BTreeSet::new();
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .expect("conformance dir")
        .filter_map(|e| e.ok())
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|x| x == "json"))
        .collect();
    files.sort();
    for path in &files {
        let text = std::fs::read_to_string(path).expect("read case");
        let json: serde_json::Value = serde_json::from_str(&text).expect("case is JSON");
        collect_hex(&json, &mut hexes);
    }
    let mut translated = 0;
    let mut failures = Vec::new();
    for (i, hex) in hexes.iter().enumerate() {
        let Some(bytes) = unhex(hex) else { continue };
        match check(&format!("vkd3d#{i}"), &words(&bytes), val.as_deref(), &tmp) {
            Ok(o) => translated += usize::from(o.strict),
            Err(e) => failures.push(e),
        }
    }
    let _ = std::fs::remove_dir_all(&tmp);
    eprintln!(
        "vkd3d: {translated} of {} distinct shaders translated",
        hexes.len()
    );
    assert!(translated > 100, "only {translated} shaders translated");
    assert!(
        failures.is_empty(),
        "{} failures:\n{}",
        failures.len(),
        failures.join("\n")
    );
}
