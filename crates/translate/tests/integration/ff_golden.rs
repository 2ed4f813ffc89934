//! Snapshot tests of the fixed-function pixel stage: every
//! `tests/in/ff/NAME.ff` describes a state, whose generated module is
//! written as `tests/out/ff/NAME.wgsl` and its interface as
//! `tests/out/ff/NAME.txt`. `NINEBRIDGE_BLESS=1` rewrites them; review the
//! diff.
//!
//! Format: `#` comments; `global` followed by `alpha=FUNC`, `fog`,
//! `specular`, `flat`; or a stage number followed by `colorop=OP`,
//! `colorarg0..2=ARG`, `alphaop=OP`, `alphaarg0..2=ARG`, `resultarg=ARG`,
//! `texture=2d|cube|volume`, `texcoord=N`, `ttff=VALUE` (hex with `0x`).
//! An ARG is a `D3DTA` register name with `|complement` and
//! `|alphareplicate`.

use std::path::{Path, PathBuf};

use ninebridge_translate::ff::{FfPixelKey, FfPixelState};
use ninebridge_translate::interface::TextureDim;
use ninebridge_translate::{CmpFunc, ff_pixel_shader, to_wgsl};
use ninebridge_types::{TextureArg, TextureArgSource, TextureOp};

fn arg(text: &str) -> u32 {
    text.split('|').fold(0, |acc, part| {
        acc | match part {
            "complement" => TextureArg::COMPLEMENT.to_d3d(),
            "alphareplicate" => TextureArg::ALPHAREPLICATE.to_d3d(),
            name => TextureArgSource::from_name(name)
                .unwrap_or_else(|| panic!("argument {name}"))
                .to_d3d(),
        }
    })
}

fn number(text: &str) -> u32 {
    match text.strip_prefix("0x") {
        Some(hex) => u32::from_str_radix(hex, 16).expect("hex"),
        None => text.parse().expect("number"),
    }
}

fn state_of(text: &str) -> FfPixelState {
    let mut s = FfPixelState::default();
    for line in text.lines().map(str::trim) {
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let mut words = line.split_whitespace();
        let head = words.next().unwrap_or_default();
        if head == "global" {
            for w in words {
                match w {
                    "fog" => s.fog = true,
                    "specular" => s.specular = true,
                    "flat" => s.flat_shading = true,
                    w => {
                        let f = w.strip_prefix("alpha=").expect("global word");
                        s.alpha_test = Some(CmpFunc::from_name(f).expect("alpha function"));
                    }
                }
            }
            continue;
        }
        let st = &mut s.stages[head.parse::<usize>().expect("stage number")];
        for w in words {
            let (name, value) = w.split_once('=').expect("name=value");
            let op = || {
                TextureOp::from_name(value)
                    .unwrap_or_else(|| panic!("op {value}"))
                    .to_d3d()
            };
            match name {
                "colorop" => st.color_op = op(),
                "alphaop" => st.alpha_op = op(),
                "colorarg0" => st.color_args[0] = arg(value),
                "colorarg1" => st.color_args[1] = arg(value),
                "colorarg2" => st.color_args[2] = arg(value),
                "alphaarg0" => st.alpha_args[0] = arg(value),
                "alphaarg1" => st.alpha_args[1] = arg(value),
                "alphaarg2" => st.alpha_args[2] = arg(value),
                "resultarg" => st.result_arg = arg(value),
                "texcoord" => st.texcoord_index = number(value),
                "ttff" => st.transform_flags = number(value),
                "texture" => {
                    st.texture = Some(match value {
                        "2d" => TextureDim::D2,
                        "cube" => TextureDim::Cube,
                        "volume" => TextureDim::D3,
                        v => panic!("texture {v}"),
                    })
                }
                n => panic!("unknown state {n}"),
            }
        }
    }
    s
}

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests")
}

#[test]
fn ff_snapshots() {
    let dir = root().join("in/ff");
    let mut inputs: Vec<PathBuf> = std::fs::read_dir(&dir)
        .expect("tests/in/ff")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "ff"))
        .collect();
    inputs.sort();
    assert!(inputs.len() >= 6, "fixed-function snapshot inputs missing");
    let mut errors = Vec::new();
    for path in &inputs {
        let name = path.file_stem().unwrap().to_string_lossy().to_string();
        let text = std::fs::read_to_string(path).expect("read input");
        let key = FfPixelKey::new(&state_of(&text)).unwrap_or_else(|e| panic!("{name}: {e}"));
        let t = ff_pixel_shader(&key).unwrap_or_else(|e| panic!("{name}: {e}"));
        let wgsl = to_wgsl(&t).expect("wgsl");
        // The WGSL text parses back and validates.
        match naga::front::wgsl::parse_str(&wgsl) {
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
        let out = root().join("out/ff");
        for (file, content) in [
            (format!("{name}.wgsl"), wgsl),
            (
                format!("{name}.txt"),
                format!("{key:?}\n{:#?}\n", t.interface),
            ),
        ] {
            if let Err(e) = ninebridge_testutil::check_golden(&out.join(file), &content) {
                errors.push(e);
            }
        }
    }
    assert!(errors.is_empty(), "{}", errors.join("\n"));
}
