//! The fixed-function state commands of a test block, parsed from their
//! text: `fog ...`, `fog-colour r g b a`, `clip-plane n a b c d`,
//! `point-size size min max`, `point-sprite on|off`, `alpha test FUNC [REF]`
//! and `shade mode flat|gouraud`. The runner applies them to its state.

/// An alpha test comparison (`D3DCMPFUNC`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AlphaFunc {
    /// `never`
    Never,
    /// `less`
    Less,
    /// `equal`
    Equal,
    /// `less equal`
    LessEqual,
    /// `greater`
    Greater,
    /// `not equal`
    NotEqual,
    /// `greater equal`
    GreaterEqual,
    /// `always`
    Always,
}

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
    /// `alpha test FUNC [REF]`
    AlphaTest {
        /// The comparison.
        func: AlphaFunc,
        /// The reference value (0..1), when given.
        reference: Option<f64>,
    },
    /// `shade mode flat|gouraud`: whether shading is flat.
    Shade {
        /// Flat shading.
        flat: bool,
    },
}

/// Parses whitespace-separated numbers.
pub fn floats(words: &[&str]) -> Result<Vec<f64>, String> {
    words
        .iter()
        .map(|w| {
            w.parse::<f64>()
                .map_err(|_| format!("{w:?} is not a number"))
        })
        .collect()
}

/// Parses the text of a command with op `op`; an op that is not a state
/// command is an error naming it.
pub fn parse_state_command(op: &str, text: &str) -> Result<StateCommand, String> {
    let words: Vec<&str> = text.split_whitespace().collect();
    match op {
        "fog" => {
            let fog = match words.as_slice() {
                ["fog", "disable"] => Fog::Disable,
                ["fog", "none"] => Fog::None,
                ["fog", "linear", proj, start, end] => {
                    let v = floats(&[start, end])?;
                    Fog::Linear {
                        ortho: *proj == "ortho",
                        start: v[0] as f32,
                        end: v[1] as f32,
                    }
                }
                ["fog", mode @ ("exp" | "exp2"), proj, density] => Fog::Exp {
                    squared: *mode == "exp2",
                    ortho: *proj == "ortho",
                    density: floats(&[density])?[0] as f32,
                },
                _ => return Err("fog command not understood".into()),
            };
            Ok(StateCommand::Fog(fog))
        }
        "fog-colour" => {
            let v = floats(words.get(1..5).ok_or("fog-colour needs 4 values")?)?;
            Ok(StateCommand::FogColour([v[0], v[1], v[2], v[3]]))
        }
        "clip-plane" => {
            let index: u32 = words
                .get(1)
                .and_then(|w| w.parse().ok())
                .ok_or("clip-plane index")?;
            let v = floats(words.get(2..6).ok_or("clip-plane needs 4 values")?)?;
            Ok(StateCommand::ClipPlane {
                index,
                plane: [v[0] as f32, v[1] as f32, v[2] as f32, v[3] as f32],
            })
        }
        "point-size" => {
            let v = floats(words.get(1..4).ok_or("point-size needs 3 values")?)?;
            Ok(StateCommand::PointSize([
                v[0] as f32,
                v[1] as f32,
                v[2] as f32,
            ]))
        }
        "point-sprite" => Ok(StateCommand::PointSprite(words.get(1) == Some(&"on"))),
        "alpha" => {
            // `alpha test FUNC [REF]`, FUNC possibly two words.
            let rest = words.get(2..).ok_or("alpha test needs a function")?;
            let (func_words, reference) = match rest.last().and_then(|w| w.parse::<f64>().ok()) {
                Some(r) => (&rest[..rest.len() - 1], Some(r)),
                None => (rest, None),
            };
            let func = match func_words.join(" ").as_str() {
                "never" => AlphaFunc::Never,
                "less" => AlphaFunc::Less,
                "equal" => AlphaFunc::Equal,
                "less equal" => AlphaFunc::LessEqual,
                "greater" => AlphaFunc::Greater,
                "not equal" => AlphaFunc::NotEqual,
                "greater equal" => AlphaFunc::GreaterEqual,
                "always" => AlphaFunc::Always,
                other => return Err(format!("alpha test function {other:?}")),
            };
            Ok(StateCommand::AlphaTest { func, reference })
        }
        "shade" => Ok(StateCommand::Shade {
            flat: words.get(2) == Some(&"flat"),
        }),
        other => Err(format!(
            "command {other:?} is not supported by the D3D9 runner"
        )),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fog_and_alpha_test() {
        assert_eq!(
            parse_state_command("fog", "fog linear ortho 0.1 0.9").unwrap(),
            StateCommand::Fog(Fog::Linear {
                ortho: true,
                start: 0.1,
                end: 0.9
            })
        );
        assert_eq!(
            parse_state_command("alpha", "alpha test less equal 0.5").unwrap(),
            StateCommand::AlphaTest {
                func: AlphaFunc::LessEqual,
                reference: Some(0.5)
            }
        );
        assert!(parse_state_command("alpha", "alpha").is_err());
        assert!(parse_state_command("alpha", "alpha test").is_err());
        assert!(parse_state_command("fog", "fog linear ortho x 1").is_err());
        assert!(parse_state_command("clip-plane", "clip-plane 0 1 2").is_err());
        assert!(parse_state_command("nope", "").is_err());
    }
}
