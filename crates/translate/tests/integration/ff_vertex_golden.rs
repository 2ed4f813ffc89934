//! Snapshot tests of the fixed-function vertex stage: every
//! `tests/in/ff_vertex/NAME.ffv` describes a state, whose generated
//! program is written as `tests/out/ff_vertex/NAME.asm` and its module as
//! `tests/out/ff_vertex/NAME.wgsl`. `NINEBRIDGE_BLESS=1` rewrites them;
//! review the diff.
//!
//! Format: `#` comments; one statement a line, a head word then words:
//! - `inputs WORD...`: the declaration: `position`, `position1`, `normal`,
//!   `normal1`, `diffuse`, `specular`, `psize`, `weights=N` (components of
//!   `BLENDWEIGHT`), `indices=ubyte4|color|float`, `texN=C` (`TEXCOORD` N
//!   with C components).
//! - `global WORD...`: `lighting`, `colorvertex`, `normalize`,
//!   `localviewer`, `specular`, `indexed`, `range`, `pointscale`, `flat`.
//! - `lights TYPE...`: the enabled lights in order, `directional`, `point`
//!   or `spot`.
//! - `sources D S A E`: the diffuse, specular, ambient and emissive
//!   material sources, `material`, `color1`, `color2` or a number.
//! - `blend VALUE`: `D3DRS_VERTEXBLEND`, `disable`, `1weights`,
//!   `2weights`, `3weights`, `tweening`, `0weights` or a number.
//! - `fog vertex=MODE table=MODE`: `FOGENABLE` on with these modes
//!   (`none`, `exp`, `exp2`, `linear`; a missing one is `none`).
//! - `stage N texcoord=VALUE ttff=VALUE`: stage N is read by the pixel
//!   stage, with these `TEXCOORDINDEX` and `TEXTURETRANSFORMFLAGS` (hex
//!   with `0x`; missing ones 0).

use std::path::{Path, PathBuf};

use ninebridge_translate::ff::{
    BlendIndexType, FfVertexKey, FfVertexStageState, FfVertexState, ff_vertex_program,
    ff_vertex_shader,
};
use ninebridge_translate::to_wgsl;
use ninebridge_types::{FogMode, LightType, MaterialColorSource, VertexBlendFlags};

fn number(text: &str) -> u32 {
    match text.strip_prefix("0x") {
        Some(hex) => u32::from_str_radix(hex, 16).expect("hex"),
        None => text.parse().expect("number"),
    }
}

fn fog_mode(text: &str) -> u32 {
    match text {
        "none" => FogMode::None,
        "exp" => FogMode::Exp,
        "exp2" => FogMode::Exp2,
        "linear" => FogMode::Linear,
        other => return number(other),
    }
    .to_d3d()
}

fn inputs(s: &mut FfVertexState, words: &[&str]) {
    let i = &mut s.inputs;
    for w in words {
        match w.split_once('=') {
            None => match *w {
                "position" => i.position = true,
                "position1" => i.position1 = true,
                "normal" => i.normal = true,
                "normal1" => i.normal1 = true,
                "diffuse" => i.diffuse = true,
                "specular" => i.specular = true,
                "psize" => i.point_size = true,
                other => panic!("input {other}"),
            },
            Some(("weights", n)) => i.blend_weights = n.parse().expect("weights"),
            Some(("indices", t)) => {
                i.blend_indices = Some(match t {
                    "ubyte4" => BlendIndexType::UByte4,
                    "color" => BlendIndexType::Color,
                    "float" => BlendIndexType::Float,
                    other => panic!("index type {other}"),
                })
            }
            Some((name, n)) => {
                let set: usize = name
                    .strip_prefix("tex")
                    .and_then(|k| k.parse().ok())
                    .unwrap_or_else(|| panic!("input {name}"));
                i.texcoords[set] = n.parse().expect("components");
            }
        }
    }
}

fn state_of(text: &str) -> FfVertexState {
    let mut s = FfVertexState::default();
    for line in text.lines().map(str::trim) {
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let words: Vec<&str> = line.split_whitespace().collect();
        let (head, rest) = words.split_first().expect("a statement");
        match *head {
            "inputs" => inputs(&mut s, rest),
            "global" => {
                for w in rest {
                    match *w {
                        "lighting" => s.lighting = true,
                        "colorvertex" => s.color_vertex = true,
                        "normalize" => s.normalize_normals = true,
                        "localviewer" => s.local_viewer = true,
                        "specular" => s.specular_enable = true,
                        "indexed" => s.indexed_blend = true,
                        "range" => s.range_fog = true,
                        "pointscale" => s.point_scale = true,
                        "flat" => s.flat_shading = true,
                        other => panic!("global {other}"),
                    }
                }
            }
            "lights" => {
                for (slot, w) in s.lights.iter_mut().zip(rest) {
                    *slot = Some(match *w {
                        "directional" => LightType::Directional,
                        "point" => LightType::Point,
                        "spot" => LightType::Spot,
                        other => panic!("light {other}"),
                    });
                }
            }
            "sources" => {
                for (slot, w) in s.material_sources.iter_mut().zip(rest) {
                    *slot = match *w {
                        "material" => MaterialColorSource::Material.to_d3d(),
                        "color1" => MaterialColorSource::Color1.to_d3d(),
                        "color2" => MaterialColorSource::Color2.to_d3d(),
                        other => number(other),
                    };
                }
            }
            "blend" => {
                let w = rest.first().expect("blend value");
                s.vertex_blend = match *w {
                    "disable" => VertexBlendFlags::Disable,
                    "1weights" => VertexBlendFlags::Weights1,
                    "2weights" => VertexBlendFlags::Weights2,
                    "3weights" => VertexBlendFlags::Weights3,
                    "tweening" => VertexBlendFlags::Tweening,
                    "0weights" => VertexBlendFlags::Weights0,
                    other => {
                        s.vertex_blend = number(other);
                        continue;
                    }
                }
                .to_d3d();
            }
            "fog" => {
                s.fog_enable = true;
                for w in rest {
                    match w.split_once('=') {
                        Some(("vertex", m)) => s.fog_vertex_mode = fog_mode(m),
                        Some(("table", m)) => s.fog_table_mode = fog_mode(m),
                        _ => panic!("fog {w}"),
                    }
                }
            }
            "stage" => {
                let (k, words) = rest.split_first().expect("stage number");
                let mut st = FfVertexStageState {
                    read: true,
                    ..Default::default()
                };
                for w in words {
                    match w.split_once('=') {
                        Some(("texcoord", v)) => st.texcoord_index = number(v),
                        Some(("ttff", v)) => st.transform_flags = number(v),
                        _ => panic!("stage {w}"),
                    }
                }
                s.stages[k.parse::<usize>().expect("stage number")] = st;
            }
            other => panic!("unknown statement {other}"),
        }
    }
    s
}

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests")
}

#[test]
fn ff_vertex_snapshots() {
    let dir = root().join("in/ff_vertex");
    let mut inputs: Vec<PathBuf> = std::fs::read_dir(&dir)
        .expect("tests/in/ff_vertex")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "ffv"))
        .collect();
    inputs.sort();
    assert!(
        inputs.len() >= 6,
        "fixed-function vertex snapshot inputs missing"
    );
    let mut errors = Vec::new();
    for path in &inputs {
        let name = path.file_stem().unwrap().to_string_lossy().to_string();
        let text = std::fs::read_to_string(path).expect("read input");
        let key = FfVertexKey::new(&state_of(&text)).unwrap_or_else(|e| panic!("{name}: {e}"));
        let program = ff_vertex_program(&key);
        let t = ff_vertex_shader(&key).unwrap_or_else(|e| panic!("{name}: {e}\n{program}"));
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
        let out = root().join("out/ff_vertex");
        for (file, content) in [
            (format!("{name}.asm"), program),
            (format!("{name}.wgsl"), wgsl),
        ] {
            if let Err(e) = ninebridge_testutil::check_golden(&out.join(file), &content) {
                errors.push(e);
            }
        }
    }
    assert!(errors.is_empty(), "{}", errors.join("\n"));
}
