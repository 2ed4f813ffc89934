//! Snapshot tests, as naga does them: every `tests/in/NAME.asm` (written
//! with the project's assembler) is translated and written as
//! `tests/out/wgsl/NAME.wgsl`, `tests/out/msl/NAME.msl`,
//! `tests/out/glsl/NAME.glsl` and `tests/out/interface/NAME.txt`.
//! `NINEBRIDGE_BLESS=1` rewrites them; review the diff.
//!
//! A line `// options: ...` in an input selects the variant: `alpha=FUNC`,
//! `fog`, `flat`, `mulzero`, `redone=STAGE,...`, `samplers=KIND,KIND,...`,
//! `d3d8`, `swvp`, `lenient`. Inputs without `lenient` must be shaders the
//! runtime accepts; a `lenient` one also snapshots its relaxations in
//! `tests/out/relaxations/NAME.txt`.

use std::path::{Path, PathBuf};
use std::process::Command;

use ninebridge_translate::{
    CmpFunc, SamplerKind, TranslateOptions, to_glsl, to_msl, to_spirv_bytes, to_wgsl, translate,
};

fn options_of(text: &str) -> TranslateOptions {
    let mut o = TranslateOptions::default();
    for line in text.lines() {
        let Some(rest) = line.trim().strip_prefix("// options:") else {
            continue;
        };
        for word in rest.split_whitespace() {
            if let Some(f) = word.strip_prefix("alpha=") {
                o.alpha_test = Some(CmpFunc::from_name(f).expect("alpha function"));
            } else if word == "fog" {
                o.fog = true;
            } else if let Some(list) = word.strip_prefix("redone=") {
                for stage in list.split(',') {
                    let stage: usize = stage.parse().expect("stage number");
                    o.texture_swizzles[stage] = ninebridge_translate::TextureSwizzle::RED_ONE;
                }
            } else if word == "flat" {
                o.flat_shading = true;
            } else if word == "mulzero" {
                o.d3d9_mul_zero = true;
            } else if word == "d3d8" {
                o.d3d8_inputs = true;
            } else if word == "swvp" {
                o.software_vp = true;
            } else if word == "lenient" {
                o.lenient = true;
            } else if let Some(list) = word.strip_prefix("samplers=") {
                for (i, k) in list.split(',').enumerate() {
                    o.sampler_kinds[i] = SamplerKind::from_name(k).expect("sampler kind");
                }
            } else {
                panic!("unknown option {word}");
            }
        }
    }
    o
}

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests")
}

#[test]
fn snapshots() {
    let dir = root().join("in");
    let mut inputs: Vec<PathBuf> = std::fs::read_dir(&dir)
        .expect("tests/in")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "asm"))
        .collect();
    inputs.sort();
    assert!(inputs.len() >= 10, "snapshot inputs missing");
    let spirv_val = Command::new("spirv-val").arg("--version").output().is_ok();
    if !spirv_val {
        ninebridge_testutil::skip_or_fail("spirv-val in snapshots", "spirv-val not installed");
    }
    let mut errors = Vec::new();
    for path in &inputs {
        let name = path.file_stem().unwrap().to_string_lossy().to_string();
        let text = std::fs::read_to_string(path).expect("read input");
        let program = ninebridge_d3dbc::assemble_program(&text)
            .unwrap_or_else(|e| panic!("{name}: assembler: {e}"));
        let options = options_of(&text);
        let relaxations = ninebridge_translate::relaxations(&program, &options);
        if options.lenient {
            assert!(
                !relaxations.is_empty(),
                "{name}: lenient, but nothing to relax"
            );
            let listing: String = relaxations.iter().map(|r| format!("{r}\n")).collect();
            let out = root().join("out/relaxations").join(format!("{name}.txt"));
            if let Err(e) = ninebridge_testutil::check_golden(&out, &listing) {
                errors.push(e);
            }
        } else if let Err(e) = ninebridge_translate::check(&program, &options) {
            panic!("{name}: the runtime would refuse it ({e}); add `lenient`");
        }
        let t = translate(&program, &options).unwrap_or_else(|e| panic!("{name}: {e}"));
        let outputs = [
            ("wgsl", to_wgsl(&t).expect("wgsl")),
            ("msl", to_msl(&t).expect("msl")),
            ("glsl", to_glsl(&t).expect("glsl")),
            ("interface", format!("{:#?}\n", t.interface)),
        ];
        // The WGSL text is valid WGSL: naga's own front end reads it back.
        match naga::front::wgsl::parse_str(&outputs[0].1) {
            Ok(m) => {
                if let Err(e) = naga::valid::Validator::new(
                    naga::valid::ValidationFlags::all(),
                    naga::valid::Capabilities::empty(),
                )
                .validate(&m)
                {
                    errors.push(format!("{name}: WGSL re-validation: {e:?}"));
                }
            }
            Err(e) => errors.push(format!("{name}: WGSL does not parse back: {e}")),
        }
        for (kind, text) in outputs {
            let ext = if kind == "interface" { "txt" } else { kind };
            let out = root().join("out").join(kind).join(format!("{name}.{ext}"));
            if let Err(e) = ninebridge_testutil::check_golden(&out, &text) {
                errors.push(e);
            }
        }
        if spirv_val {
            let spv = to_spirv_bytes(&t).expect("spirv");
            let tmp =
                std::env::temp_dir().join(format!("nb-golden-{name}-{}.spv", std::process::id()));
            std::fs::write(&tmp, spv).expect("write spv");
            let out = Command::new("spirv-val")
                .args(["--target-env", "vulkan1.0"])
                .arg(&tmp)
                .output()
                .expect("spirv-val runs");
            let _ = std::fs::remove_file(&tmp);
            if !out.status.success() {
                errors.push(format!(
                    "{name}: spirv-val: {}",
                    String::from_utf8_lossy(&out.stderr)
                ));
            }
        }
    }
    assert!(errors.is_empty(), "{}", errors.join("\n"));
}
