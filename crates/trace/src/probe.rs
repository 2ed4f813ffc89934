//! `Probe` steps and the comparison rules of the README: each compared
//! 8-bit channel of the pixel read as `0xAARRGGBB` may differ from the
//! expected value by at most `max_diff`; `channels` `"rgb"` ignores alpha;
//! `also_allowed` are further accepted values, each with its own
//! `max_diff`; `negate` inverts the check (the pixel must not match
//! `expected`); a `rect` probe checks every pixel of the surface, and its
//! `got` is the first pixel that fails, or the expected value when none does.
//!
//! `broken_allowed` values (Wine's `broken()`: what some Windows drivers or
//! WARP give and the test tolerates) never make a probe pass: they are the
//! deviations of particular drivers, not D3D9's behaviour. A pixel that
//! matches only one of them fails, and the verdict says so
//! ([`Verdict::broken`]) for triage.

use serde::{Deserialize, Serialize};

use crate::value::{Color, SurfaceRef};

/// Which channels a probe compares.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Channels {
    /// Red, green and blue; alpha is ignored.
    Rgb,
    /// Alpha too.
    Argb,
}

/// The helper of the test that read the pixel (an annotation).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum ProbeRead {
    /// `getPixelColor`: the back buffer / render target 0.
    #[serde(rename = "getPixelColor")]
    GetPixelColor,
    /// `getPixelColorFromSurface`.
    #[serde(rename = "getPixelColorFromSurface")]
    GetPixelColorFromSurface,
    /// `get_readback_color`.
    #[serde(rename = "get_readback_color")]
    GetReadbackColor,
    /// `check_rect`.
    #[serde(rename = "check_rect")]
    CheckRect,
    /// `check_rt_color`: every pixel of the surface.
    #[serde(rename = "check_rt_color")]
    CheckRtColor,
    /// A capture of our own.
    #[serde(rename = "ninebridge")]
    Ninebridge,
}

/// Another accepted value.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Alternative {
    /// The value.
    pub expected: Color,
    /// Its tolerance per channel.
    pub max_diff: u32,
}

/// Shader versions that drew into the probed surface (`"fixed_function"`
/// when none).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct DrawnWith {
    /// Pixel shader version.
    pub ps: String,
    /// Vertex shader version.
    pub vs: String,
}

/// `Probe`: a pixel check at this point of the sequence.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Probe {
    /// Index among the trace's probes.
    pub probe_index: u32,
    /// Column (with `y`; or `rect`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub x: Option<u32>,
    /// Row.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub y: Option<u32>,
    /// `[0, 0, w, h]`: every pixel of the surface.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rect: Option<[u32; 4]>,
    /// The surface read.
    pub surface: SurfaceRef,
    /// The helper that read it.
    pub read: ProbeRead,
    /// Shader versions that drew into the surface.
    #[serde(default)]
    pub drawn_with: Vec<DrawnWith>,
    /// Expected `0xAARRGGBB`.
    pub expected: Color,
    /// Tolerance per 8-bit channel.
    pub max_diff: u32,
    /// Channels compared.
    pub channels: Channels,
    /// Line of the `ok()`.
    pub source_line: u32,
    /// Wine failed this probe (the expected value is still Windows').
    #[serde(default)]
    pub todo_wine: bool,
    /// Values some Windows drivers give, tolerated by the test with
    /// `broken()`; matching one of them is not a pass.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub broken_allowed: Vec<Alternative>,
    /// Other accepted values.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub also_allowed: Vec<Alternative>,
    /// The pixel must not match `expected`.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub negate: bool,
}

/// What a probe reads: a pixel, or the whole surface.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ProbeArea {
    /// One pixel.
    Pixel {
        /// Column.
        x: u32,
        /// Row.
        y: u32,
    },
    /// `[left, top, right, bottom]` (`[0, 0, w, h]` in the Wine cases).
    Rect([u32; 4]),
}

/// Which value a pixel matched.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Match {
    /// `expected` (or, for a negated probe, not `expected`).
    Expected,
    /// An `also_allowed` value.
    AlsoAllowed,
}

/// A probe's verdict.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Verdict {
    /// `Some` when the probe passes: what matched (for a rect probe, the
    /// weakest match over its pixels).
    pub matched: Option<Match>,
    /// The pixel reported: a pixel probe's pixel; for a rect probe the first
    /// pixel that fails, or `expected` when none does.
    pub got: u32,
    /// For a rect probe, the surface position of `got` when a pixel failed.
    pub at: Option<(u32, u32)>,
    /// The probe failed and `got` matches a `broken_allowed` value: the
    /// device gives what some Windows driver gives, which is still a failure.
    pub broken: bool,
}

/// Whether `got` is within `max_diff` of `expected` on each compared channel.
pub fn channels_match(got: u32, expected: u32, max_diff: u32, channels: Channels) -> bool {
    let shifts: &[u32] = match channels {
        Channels::Rgb => &[0, 8, 16],
        Channels::Argb => &[0, 8, 16, 24],
    };
    shifts.iter().all(|&s| {
        let (g, e) = ((got >> s) & 0xff, (expected >> s) & 0xff);
        g.abs_diff(e) <= max_diff
    })
}

impl Probe {
    /// The area read, `None` when neither or both of `x`/`y` and `rect`
    /// are given (the reader refuses such probes).
    pub fn area(&self) -> Option<ProbeArea> {
        match (self.x, self.y, self.rect) {
            (Some(x), Some(y), None) => Some(ProbeArea::Pixel { x, y }),
            (None, None, Some(r)) => Some(ProbeArea::Rect(r)),
            _ => None,
        }
    }

    /// What one pixel matches, `None` when it fails the probe (a
    /// `broken_allowed` value is a failure: see [`Probe::matches_broken`]).
    pub fn check_pixel(&self, got: u32) -> Option<Match> {
        let main = channels_match(got, self.expected.0, self.max_diff, self.channels);
        if self.negate {
            return (!main).then_some(Match::Expected);
        }
        if main {
            Some(Match::Expected)
        } else if self.any_of(&self.also_allowed, got) {
            Some(Match::AlsoAllowed)
        } else {
            None
        }
    }

    /// Whether `got` matches one of the `broken_allowed` values (what a
    /// tolerated Windows driver gives; not a pass).
    pub fn matches_broken(&self, got: u32) -> bool {
        !self.negate && self.any_of(&self.broken_allowed, got)
    }

    fn any_of(&self, alternatives: &[Alternative], got: u32) -> bool {
        alternatives
            .iter()
            .any(|a| channels_match(got, a.expected.0, a.max_diff, self.channels))
    }

    /// The verdict over the pixels read: one for a pixel probe, the rect's
    /// rows (`width` pixels each) for a rect probe.
    pub fn evaluate(&self, pixels: &[u32], width: u32) -> Verdict {
        let mut weakest = Match::Expected;
        for (i, &p) in pixels.iter().enumerate() {
            match self.check_pixel(p) {
                Some(m) => weakest = weakest.max(m),
                None => {
                    let width = width.max(1) as usize;
                    let at = match self.area() {
                        Some(ProbeArea::Rect([left, top, ..])) => {
                            Some((left + (i % width) as u32, top + (i / width) as u32))
                        }
                        _ => None,
                    };
                    return Verdict {
                        matched: None,
                        got: p,
                        at,
                        broken: self.matches_broken(p),
                    };
                }
            }
        }
        let got = match (self.area(), pixels.first()) {
            (Some(ProbeArea::Pixel { .. }), Some(&p)) => p,
            _ => self.expected.0,
        };
        Verdict {
            matched: (!pixels.is_empty()).then_some(weakest),
            got,
            at: None,
            broken: false,
        }
    }
}

impl PartialOrd for Match {
    fn partial_cmp(&self, other: &Self) -> Option<std::cmp::Ordering> {
        Some(self.cmp(other))
    }
}

impl Ord for Match {
    fn cmp(&self, other: &Self) -> std::cmp::Ordering {
        let rank = |m: &Match| match m {
            Match::Expected => 0,
            Match::AlsoAllowed => 1,
        };
        rank(self).cmp(&rank(other))
    }
}
