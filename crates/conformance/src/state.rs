//! The fixed-function state commands of a test block, parsed from their
//! text: `fog ...`, `fog-colour r g b a`, `clip-plane n a b c d`,
//! `clip-plane n disable`, `point-size size min max`, `point-sprite on|off`,
//! `alpha test FUNC [REF]` and `shade mode flat|linear`. The runner applies them to its state.

pub use ninebridge_types::CmpFunc;

use crate::error::StateError;

/// A `fog` command.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Fog {
    /// `fog disable`: fog off.
    Disable,
    /// `fog none`: fog on, no table mode (vertex fog).
    None,
    /// `fog linear PROJ START END`.
    Linear {
        /// The projection is orthographic (`ortho`).
        ortho: bool,
        /// Fog start.
        start: f32,
        /// Fog end.
        end: f32,
    },
    /// `fog exp PROJ DENSITY` (`exp2` when `squared`).
    Exp {
        /// `exp2` rather than `exp`.
        squared: bool,
        /// The projection is orthographic (`ortho`).
        ortho: bool,
        /// Fog density.
        density: f32,
    },
}

/// A parsed state command.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum StateCommand {
    /// `fog ...`
    Fog(Fog),
    /// `fog-colour r g b a`
    FogColour([f64; 4]),
    /// `clip-plane n a b c d`
    ClipPlane {
        /// The plane's index.
        index: u32,
        /// The plane's coefficients.
        plane: [f32; 4],
    },
    /// `point-size size min max`
    PointSize([f32; 3]),
    /// `point-sprite on|off`
    PointSprite(bool),
    /// `clip-plane n disable`
    ClipPlaneDisable {
        /// The plane's index.
        index: u32,
    },
    /// `alpha test FUNC [REF]`
    AlphaTest {
        /// The comparison.
        func: CmpFunc,
        /// The reference value (0..1), when given.
        reference: Option<f32>,
    },
    /// `shade mode flat|linear`: whether shading is flat.
    Shade {
        /// Flat shading.
        flat: bool,
    },
}

/// Parses whitespace-separated numbers.
pub fn floats(words: &[&str]) -> Result<Vec<f64>, StateError> {
    words
        .iter()
        .map(|w| {
            w.parse::<f64>()
                .map_err(|_| StateError::NotANumber(w.to_string()))
        })
        .collect()
}

/// Parses a state command. The command is read from its text, whose leading
/// words name it (`alpha test less 0.5`, `shade mode flat`): case files name
/// the op either by its first word (`alpha`) or by the whole keyword
/// (`alpha test`), so the op only stands in when the text is empty. Anything
/// that is not a well-formed state command is an error naming it, never a
/// silent no-op: a state the runner cannot set would make every later probe
/// meaningless.
pub fn parse_state_command(op: &str, text: &str) -> Result<StateCommand, StateError> {
    let source = if text.trim().is_empty() { op } else { text };
    let words: Vec<&str> = source.split_whitespace().collect();
    match words.as_slice() {
        ["fog", rest @ ..] => parse_fog(rest).map(StateCommand::Fog),
        ["fog-colour", rest @ ..] => {
            let v = exact_floats("fog-colour", rest, 4)?;
            Ok(StateCommand::FogColour([v[0], v[1], v[2], v[3]]))
        }
        ["clip-plane", index, rest @ ..] => {
            let index: u32 = index
                .parse()
                .ok()
                .filter(|i| *i < MAX_CLIP_PLANES)
                .ok_or_else(|| StateError::ClipPlaneIndex(index.to_string()))?;
            if rest == ["disable"] {
                return Ok(StateCommand::ClipPlaneDisable { index });
            }
            let v = exact_floats("clip-plane", rest, 4)?;
            Ok(StateCommand::ClipPlane {
                index,
                plane: [v[0] as f32, v[1] as f32, v[2] as f32, v[3] as f32],
            })
        }
        ["point-size", rest @ ..] => {
            let v = exact_floats("point-size", rest, 3)?;
            Ok(StateCommand::PointSize([
                v[0] as f32,
                v[1] as f32,
                v[2] as f32,
            ]))
        }
        ["point-sprite", "on"] => Ok(StateCommand::PointSprite(true)),
        ["point-sprite", "off"] => Ok(StateCommand::PointSprite(false)),
        ["alpha", "test", rest @ ..] => parse_alpha_test(rest),
        ["shade", "mode", "flat"] => Ok(StateCommand::Shade { flat: true }),
        ["shade", "mode", "linear" | "gouraud"] => Ok(StateCommand::Shade { flat: false }),
        _ => Err(StateError::Unknown(source.to_string())),
    }
}

/// User clip planes D3D9 has (`D3DMAXUSERCLIPPLANES`).
const MAX_CLIP_PLANES: u32 = 8;

/// Exactly `n` numbers after a command's keyword.
fn exact_floats(what: &'static str, words: &[&str], n: usize) -> Result<Vec<f64>, StateError> {
    if words.len() != n {
        return Err(StateError::WrongCount {
            what,
            count: n,
            got: words.join(" "),
        });
    }
    floats(words)
}

/// `fog disable|none`, `fog linear PROJ START END`, `fog exp|exp2 PROJ DENSITY`.
fn parse_fog(words: &[&str]) -> Result<Fog, StateError> {
    let ortho = |proj: &str| match proj {
        "ortho" => Ok(true),
        "non-ortho" => Ok(false),
        other => Err(StateError::FogProjection(other.to_string())),
    };
    Ok(match words {
        ["disable"] => Fog::Disable,
        ["none"] => Fog::None,
        ["linear", proj, start, end] => {
            let v = floats(&[start, end])?;
            Fog::Linear {
                ortho: ortho(proj)?,
                start: v[0] as f32,
                end: v[1] as f32,
            }
        }
        [mode @ ("exp" | "exp2"), proj, density] => Fog::Exp {
            squared: *mode == "exp2",
            ortho: ortho(proj)?,
            density: floats(&[density])?[0] as f32,
        },
        _ => return Err(StateError::Fog(words.join(" "))),
    })
}

/// `alpha test FUNC [REF]`, FUNC possibly two words (`less equal`). The
/// reference is read as a 32-bit float, as the reference runner does.
fn parse_alpha_test(words: &[&str]) -> Result<StateCommand, StateError> {
    let (func_words, reference) = match words.last().and_then(|w| w.parse::<f32>().ok()) {
        Some(r) => (&words[..words.len() - 1], Some(r)),
        None => (words, None),
    };
    let func = match func_words.join(" ").as_str() {
        "never" => CmpFunc::Never,
        "less" => CmpFunc::Less,
        "equal" => CmpFunc::Equal,
        "less equal" => CmpFunc::LessEqual,
        "greater" => CmpFunc::Greater,
        "not equal" => CmpFunc::NotEqual,
        "greater equal" => CmpFunc::GreaterEqual,
        "always" => CmpFunc::Always,
        other => return Err(StateError::AlphaFunc(other.to_string())),
    };
    Ok(StateCommand::AlphaTest { func, reference })
}

/// `D3DRS_ALPHAREF` for an `alpha test` reference: the reference times 255,
/// converted to a DWORD by truncation (the reference runner passes
/// `ref * 255.0` where D3D9 takes a DWORD); a missing reference is 0. The
/// device keeps the low 8 bits, as D3D9 does.
pub fn alpha_ref_dword(reference: Option<f32>) -> u32 {
    let r = f64::from(reference.unwrap_or(0.0)) * 255.0;
    // `as` saturates: negative references give 0, huge ones u32::MAX.
    r as u32
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fog_commands() {
        assert_eq!(
            parse_state_command("fog", "fog linear ortho 0.1 0.9").unwrap(),
            StateCommand::Fog(Fog::Linear {
                ortho: true,
                start: 0.1,
                end: 0.9
            })
        );
        assert_eq!(
            parse_state_command("fog", "fog exp2 non-ortho 0.5").unwrap(),
            StateCommand::Fog(Fog::Exp {
                squared: true,
                ortho: false,
                density: 0.5
            })
        );
        assert!(parse_state_command("fog", "fog linear ortho x 1").is_err());
        assert!(parse_state_command("fog", "fog linear sideways 0 1").is_err());
    }

    /// The README names the command `alpha test FUNC [REF]`; case files may
    /// carry the op as `alpha` or as `alpha test`, and both mean the same.
    #[test]
    fn alpha_test_under_either_op_name() {
        for op in ["alpha", "alpha test"] {
            assert_eq!(
                parse_state_command(op, "alpha test less equal 0.5").unwrap(),
                StateCommand::AlphaTest {
                    func: CmpFunc::LessEqual,
                    reference: Some(0.5)
                }
            );
            assert_eq!(
                parse_state_command(op, "alpha test never").unwrap(),
                StateCommand::AlphaTest {
                    func: CmpFunc::Never,
                    reference: None
                }
            );
        }
        assert!(parse_state_command("alpha", "alpha").is_err());
        assert!(parse_state_command("alpha", "alpha test").is_err());
        assert!(parse_state_command("alpha", "alpha test sometimes 0.5").is_err());
    }

    #[test]
    fn all_eight_alpha_functions() {
        let names = [
            ("never", CmpFunc::Never),
            ("less", CmpFunc::Less),
            ("equal", CmpFunc::Equal),
            ("less equal", CmpFunc::LessEqual),
            ("greater", CmpFunc::Greater),
            ("not equal", CmpFunc::NotEqual),
            ("greater equal", CmpFunc::GreaterEqual),
            ("always", CmpFunc::Always),
        ];
        for (name, func) in names {
            let text = format!("alpha test {name} 1.0");
            assert_eq!(
                parse_state_command("alpha test", &text).unwrap(),
                StateCommand::AlphaTest {
                    func,
                    reference: Some(1.0)
                },
                "{text}"
            );
        }
    }

    /// ALPHAREF = reference x 255, truncated to a DWORD (README).
    #[test]
    fn alpha_reference_is_times_255_truncated() {
        assert_eq!(alpha_ref_dword(Some(1.0)), 255);
        assert_eq!(alpha_ref_dword(Some(0.5)), 127);
        assert_eq!(alpha_ref_dword(Some(0.2)), 51);
        assert_eq!(alpha_ref_dword(None), 0);
        assert_eq!(alpha_ref_dword(Some(-1.0)), 0);
    }

    #[test]
    fn shade_mode_under_either_op_name() {
        for op in ["shade", "shade mode"] {
            assert_eq!(
                parse_state_command(op, "shade mode flat").unwrap(),
                StateCommand::Shade { flat: true }
            );
            assert_eq!(
                parse_state_command(op, "shade mode linear").unwrap(),
                StateCommand::Shade { flat: false }
            );
        }
        assert!(parse_state_command("shade", "shade mode phong").is_err());
    }

    #[test]
    fn clip_planes_set_and_disable() {
        assert_eq!(
            parse_state_command("clip-plane", "clip-plane 1  1.0 1.0 0.0 0.0").unwrap(),
            StateCommand::ClipPlane {
                index: 1,
                plane: [1.0, 1.0, 0.0, 0.0]
            }
        );
        assert_eq!(
            parse_state_command("clip-plane", "clip-plane 7 disable").unwrap(),
            StateCommand::ClipPlaneDisable { index: 7 }
        );
        assert!(parse_state_command("clip-plane", "clip-plane 0 1 2").is_err());
        assert!(parse_state_command("clip-plane", "clip-plane 8 1 0 0 0").is_err());
    }

    #[test]
    fn points_and_unknown_commands() {
        assert_eq!(
            parse_state_command("point-size", "point-size 1.0 24.0 36.0").unwrap(),
            StateCommand::PointSize([1.0, 24.0, 36.0])
        );
        assert_eq!(
            parse_state_command("point-sprite", "point-sprite on").unwrap(),
            StateCommand::PointSprite(true)
        );
        assert!(parse_state_command("point-sprite", "point-sprite maybe").is_err());
        assert!(parse_state_command("nope", "").is_err());
        assert!(parse_state_command("depth", "depth less").is_err());
    }
}
