//! `NINEBRIDGE_POST`: the list of passes, parsed with typed errors.
//!
//! The syntax is a comma-separated list run in the order given:
//! `gamma:G` (G in [`GAMMA_RANGE`]), `fxaa`, `cas` or `cas:S` (S in
//! [`CAS_RANGE`], default [`CAS_DEFAULT`]). An empty value means no passes.

use std::fmt;
use std::ops::RangeInclusive;

use thiserror::Error;

/// The environment variable naming the post-process chain.
pub const POST_VAR: &str = "NINEBRIDGE_POST";
/// The accepted gamma exponents.
pub const GAMMA_RANGE: RangeInclusive<f32> = 0.1..=10.0;
/// The accepted CAS sharpness values.
pub const CAS_RANGE: RangeInclusive<f32> = 0.0..=1.0;
/// CAS sharpness when `cas` has no parameter.
pub const CAS_DEFAULT: f32 = 0.5;
/// What the variable accepts, for the one log line of a rejection.
pub const POST_ACCEPTED: &str =
    "a comma-separated list of gamma:G (G 0.1 to 10), fxaa, cas[:S] (S 0 to 1)";

/// One pass of the chain.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum PostPass {
    /// Every colour channel raised to 1 / the exponent.
    Gamma(f32),
    /// FXAA 3.11-style anti-aliasing.
    Fxaa,
    /// Contrast-adaptive sharpening of this sharpness.
    Cas(f32),
}

impl PostPass {
    /// The pass's name in `NINEBRIDGE_POST`.
    pub fn name(self) -> &'static str {
        match self {
            PostPass::Gamma(_) => "gamma",
            PostPass::Fxaa => "fxaa",
            PostPass::Cas(_) => "cas",
        }
    }

    /// The parameter the shader receives (0 for FXAA).
    pub fn parameter(self) -> f32 {
        match self {
            PostPass::Gamma(g) => g,
            PostPass::Fxaa => 0.0,
            PostPass::Cas(s) => s,
        }
    }
}

impl fmt::Display for PostPass {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PostPass::Fxaa => f.write_str("fxaa"),
            p => write!(f, "{}:{}", p.name(), p.parameter()),
        }
    }
}

/// Why a `NINEBRIDGE_POST` value was rejected.
#[derive(Clone, Debug, Error, PartialEq)]
pub enum PostSpecError {
    /// An entry names no known pass.
    #[error("unknown post pass {0:?} in {POST_VAR} (accepted: {POST_ACCEPTED})")]
    UnknownPass(String),
    /// A parameter is not a number.
    #[error(
        "post pass {pass}: parameter {value:?} is not a number in {POST_VAR} (accepted: {POST_ACCEPTED})"
    )]
    NotANumber {
        /// The pass.
        pass: &'static str,
        /// The text given.
        value: String,
    },
    /// A parameter is outside its range.
    #[error(
        "post pass {pass}: parameter {value} is outside {min} to {max} in {POST_VAR} (accepted: {POST_ACCEPTED})"
    )]
    OutOfRange {
        /// The pass.
        pass: &'static str,
        /// The value given.
        value: f32,
        /// The smallest accepted value.
        min: f32,
        /// The largest accepted value.
        max: f32,
    },
    /// A pass that takes a parameter was given none (`gamma`), or one that
    /// takes none was given one (`fxaa:1`).
    #[error("post pass {pass}: {problem} in {POST_VAR} (accepted: {POST_ACCEPTED})")]
    Parameter {
        /// The pass.
        pass: &'static str,
        /// What is wrong.
        problem: &'static str,
    },
    /// An empty entry (`fxaa,,cas`).
    #[error("empty entry in {POST_VAR} (accepted: {POST_ACCEPTED})")]
    EmptyEntry,
}

fn number(
    pass: &'static str,
    text: &str,
    range: RangeInclusive<f32>,
) -> Result<f32, PostSpecError> {
    let value: f32 = text.trim().parse().map_err(|_| PostSpecError::NotANumber {
        pass,
        value: text.to_owned(),
    })?;
    if !range.contains(&value) {
        return Err(PostSpecError::OutOfRange {
            pass,
            value,
            min: *range.start(),
            max: *range.end(),
        });
    }
    Ok(value)
}

/// Parses a `NINEBRIDGE_POST` value into its passes, in order. Blank means
/// none; names are case-insensitive.
pub fn parse_post(value: &str) -> Result<Vec<PostPass>, PostSpecError> {
    if value.trim().is_empty() {
        return Ok(Vec::new());
    }
    value
        .split(',')
        .map(|entry| {
            let entry = entry.trim();
            if entry.is_empty() {
                return Err(PostSpecError::EmptyEntry);
            }
            let (name, param) = match entry.split_once(':') {
                Some((n, p)) => (n.trim(), Some(p)),
                None => (entry, None),
            };
            match (name.to_ascii_lowercase().as_str(), param) {
                ("gamma", Some(p)) => Ok(PostPass::Gamma(number("gamma", p, GAMMA_RANGE)?)),
                ("gamma", None) => Err(PostSpecError::Parameter {
                    pass: "gamma",
                    problem: "needs an exponent (gamma:2.2)",
                }),
                ("fxaa", None) => Ok(PostPass::Fxaa),
                ("fxaa", Some(_)) => Err(PostSpecError::Parameter {
                    pass: "fxaa",
                    problem: "takes no parameter",
                }),
                ("cas", Some(p)) => Ok(PostPass::Cas(number("cas", p, CAS_RANGE)?)),
                ("cas", None) => Ok(PostPass::Cas(CAS_DEFAULT)),
                _ => Err(PostSpecError::UnknownPass(entry.to_owned())),
            }
        })
        .collect()
}

/// The passes `NINEBRIDGE_POST` asks for: none when it is unset, and none
/// (after one warning naming the variable and the accepted values) when it
/// is rejected.
pub fn post_from_env() -> Vec<PostPass> {
    let Ok(value) = std::env::var(POST_VAR) else {
        return Vec::new();
    };
    match parse_post(&value) {
        Ok(passes) => passes,
        Err(err) => {
            tracing::warn!("{err}; running without post-processing");
            Vec::new()
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_the_issue_example_in_order() {
        assert_eq!(
            parse_post("gamma:2.2,fxaa,cas:0.6").unwrap(),
            vec![PostPass::Gamma(2.2), PostPass::Fxaa, PostPass::Cas(0.6)]
        );
        assert_eq!(
            parse_post(" CAS , fxaa ").unwrap(),
            vec![PostPass::Cas(CAS_DEFAULT), PostPass::Fxaa]
        );
        assert_eq!(parse_post("").unwrap(), vec![]);
        assert_eq!(parse_post("fxaa,fxaa").unwrap().len(), 2);
    }

    #[test]
    fn rejects_unknown_passes_and_bad_parameters() {
        assert_eq!(
            parse_post("fxaa,smaa"),
            Err(PostSpecError::UnknownPass("smaa".into()))
        );
        assert_eq!(
            parse_post("cas:1.5"),
            Err(PostSpecError::OutOfRange {
                pass: "cas",
                value: 1.5,
                min: 0.0,
                max: 1.0
            })
        );
        assert!(matches!(
            parse_post("gamma:0"),
            Err(PostSpecError::OutOfRange { pass: "gamma", .. })
        ));
        assert!(matches!(
            parse_post("gamma:x"),
            Err(PostSpecError::NotANumber { pass: "gamma", .. })
        ));
        assert!(matches!(
            parse_post("gamma"),
            Err(PostSpecError::Parameter { pass: "gamma", .. })
        ));
        assert!(matches!(
            parse_post("fxaa:2"),
            Err(PostSpecError::Parameter { pass: "fxaa", .. })
        ));
        assert_eq!(parse_post("fxaa,,cas"), Err(PostSpecError::EmptyEntry));
        assert!(matches!(
            parse_post("cas:NaN"),
            Err(PostSpecError::OutOfRange { .. })
        ));
    }

    #[test]
    fn the_rejection_line_names_the_variable_and_the_accepted_values() {
        let line = parse_post("blur").unwrap_err().to_string();
        assert!(line.contains(POST_VAR), "{line}");
        assert!(line.contains(POST_ACCEPTED), "{line}");
    }
}
