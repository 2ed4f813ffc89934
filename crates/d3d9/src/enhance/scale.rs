//! Render-target resolution scaling: `NINEBRIDGE_RENDER_SCALE=F` and
//! `NINEBRIDGE_RT_SCALE_RULES=WxH=F,...`.
//!
//! A scaled target is a GPU texture F times the size the game asked for
//! (its *logical* size, which every D3D9 call still sees: `GetDesc`,
//! rectangles, viewports, locks). What follows the back buffer
//! ([`super::follows_back_buffer`]) takes `NINEBRIDGE_RENDER_SCALE`;
//! a rule names other targets by their exact logical size (the NFSU2
//! port's 256x256 mirror and 128x128 cube faces); a rule wins over the
//! back-buffer rule. Factors lie in 1..=8: the point is more pixels, and
//! a smaller texture would have fewer mip levels than the game created.

use crate::resource::MAX_TEXTURE_EDGE;

/// The variable of the back buffer's scale.
pub const RENDER_SCALE_VARIABLE: &str = "NINEBRIDGE_RENDER_SCALE";
/// The variable of the per-size rules.
pub const RT_SCALE_RULES_VARIABLE: &str = "NINEBRIDGE_RT_SCALE_RULES";
/// The variable naming how the game's full-screen quads meet D3D9's
/// half-pixel offset (`corrected`, the default, or `uncorrected`).
pub const RENDER_SCALE_QUADS_VARIABLE: &str = "NINEBRIDGE_RENDER_SCALE_QUADS";
/// The variable that turns the texel-offset rule off (`0`).
pub const RT_SCALE_OFFSETS_VARIABLE: &str = "NINEBRIDGE_RT_SCALE_OFFSETS";
/// The largest factor accepted.
pub const MAX_RENDER_SCALE: f32 = 8.0;

/// A `NINEBRIDGE_RT_SCALE_RULES` entry: targets of exactly this logical
/// size are scaled by `factor`.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct SizeRule {
    /// Logical width the rule names.
    pub width: u32,
    /// Logical height the rule names.
    pub height: u32,
    /// The factor of those targets.
    pub factor: f32,
}

/// Why a scaling setting was refused.
#[derive(Clone, Debug, PartialEq, thiserror::Error)]
pub enum ScaleSettingError {
    /// `NINEBRIDGE_RENDER_SCALE` is not a number in 1..=8.
    #[error(
        "{RENDER_SCALE_VARIABLE}={value:?} is not accepted (accepted values: a number from 1 to 8, e.g. 2 or 1.5); running without resolution scaling"
    )]
    Factor {
        /// The value as given.
        value: String,
    },
    /// A rule is not `WxH=F` with sizes 1..=16384 and F in 1..=8.
    #[error(
        "{RT_SCALE_RULES_VARIABLE}={value:?}: entry {entry:?} is not accepted (accepted values: comma-separated WxH=F, sizes 1-16384, F from 1 to 8, e.g. 256x256=4); running without the rules"
    )]
    Rule {
        /// The whole value as given.
        value: String,
        /// The entry refused.
        entry: String,
    },
}

fn factor_of(text: &str) -> Option<f32> {
    let f = text.trim().parse::<f32>().ok()?;
    (f.is_finite() && (1.0..=MAX_RENDER_SCALE).contains(&f)).then_some(f)
}

/// The factor of a `NINEBRIDGE_RENDER_SCALE` value: unset or blank is 1 (no
/// scaling), a number in 1..=8 is the factor, anything else an error.
pub fn parse_render_scale(value: Option<&str>) -> Result<f32, ScaleSettingError> {
    match value {
        None => Ok(1.0),
        Some(v) if v.trim().is_empty() => Ok(1.0),
        Some(v) => factor_of(v).ok_or_else(|| ScaleSettingError::Factor {
            value: v.to_owned(),
        }),
    }
}

/// The rules of a `NINEBRIDGE_RT_SCALE_RULES` value (unset or blank: none).
/// One bad entry refuses the whole value.
pub fn parse_scale_rules(value: Option<&str>) -> Result<Vec<SizeRule>, ScaleSettingError> {
    let Some(value) = value else {
        return Ok(Vec::new());
    };
    let edge = |t: &str| {
        t.trim()
            .parse::<u32>()
            .ok()
            .filter(|e| (1..=MAX_TEXTURE_EDGE).contains(e))
    };
    value
        .split(',')
        .filter(|e| !e.trim().is_empty())
        .map(|entry| {
            let rule = entry.split_once('=').and_then(|(size, factor)| {
                let (w, h) = size.split_once(['x', 'X'])?;
                Some(SizeRule {
                    width: edge(w)?,
                    height: edge(h)?,
                    factor: factor_of(factor)?,
                })
            });
            rule.ok_or_else(|| ScaleSettingError::Rule {
                value: value.to_owned(),
                entry: entry.trim().to_owned(),
            })
        })
        .collect()
}

/// A two-valued setting `(on, off)` of `variable`: unset, blank or `on` is
/// true, `off` false; anything else is logged once, naming the variable
/// and both values, and taken as `on` (the default).
fn switch(variable: &str, value: Option<&str>, (on, off): (&str, &str)) -> bool {
    match value.map(str::trim) {
        None | Some("") => true,
        Some(v) if v == on => true,
        Some(v) if v == off => false,
        Some(other) => {
            tracing::warn!(
                "{variable}={other:?} is not accepted (accepted values: {on}, {off}); using {on}"
            );
            true
        }
    }
}

/// A device's scaling settings.
#[derive(Clone, Debug, PartialEq)]
pub struct ScaleSettings {
    /// The factor of the back buffer and what follows it (1: none).
    pub factor: f32,
    /// Targets scaled by their size.
    pub rules: Vec<SizeRule>,
    /// Whether pixel-shader constants that are texel offsets of a scaled
    /// texture are rescaled (`draw/texel_offsets.rs`).
    pub rescale_offsets: bool,
    /// The game draws clip-space quads without D3D9's half-pixel offset
    /// (`NINEBRIDGE_RENDER_SCALE_QUADS=uncorrected`): edges on D3D9 pixel
    /// centres cover those pixels whole, at the price of moving corrected
    /// geometry by half a GPU pixel (`draw/viewport.rs`).
    pub uncorrected_quads: bool,
}

impl Default for ScaleSettings {
    fn default() -> Self {
        ScaleSettings {
            factor: 1.0,
            rules: Vec::new(),
            rescale_offsets: true,
            uncorrected_quads: false,
        }
    }
}

impl ScaleSettings {
    /// The process's settings from the environment, read once: a refused
    /// value is logged once (one line naming the variable and what it
    /// accepts) and that setting is off.
    pub fn from_env() -> ScaleSettings {
        static VALUE: std::sync::OnceLock<ScaleSettings> = std::sync::OnceLock::new();
        VALUE
            .get_or_init(|| {
                let var = |name| std::env::var_os(name).map(|v| v.to_string_lossy().into_owned());
                let factor = parse_render_scale(var(RENDER_SCALE_VARIABLE).as_deref())
                    .unwrap_or_else(|e| {
                        tracing::warn!("{e}");
                        1.0
                    });
                let rules = parse_scale_rules(var(RT_SCALE_RULES_VARIABLE).as_deref())
                    .unwrap_or_else(|e| {
                        tracing::warn!("{e}");
                        Vec::new()
                    });
                let rescale_offsets = switch(
                    RT_SCALE_OFFSETS_VARIABLE,
                    var(RT_SCALE_OFFSETS_VARIABLE).as_deref(),
                    ("1", "0"),
                );
                let uncorrected_quads = !switch(
                    RENDER_SCALE_QUADS_VARIABLE,
                    var(RENDER_SCALE_QUADS_VARIABLE).as_deref(),
                    ("corrected", "uncorrected"),
                );
                let settings = ScaleSettings {
                    factor,
                    rules,
                    rescale_offsets,
                    uncorrected_quads,
                };
                if settings.is_active() {
                    tracing::info!(
                        "resolution scaling: back buffer and what follows it x{factor}, {} size rule(s)",
                        settings.rules.len()
                    );
                }
                settings
            })
            .clone()
    }

    /// Whether anything is scaled.
    pub fn is_active(&self) -> bool {
        self.factor != 1.0 || !self.rules.is_empty()
    }

    /// The factor of a target of logical `size` on a device whose back
    /// buffer is `back_buffer` (none yet: only rules apply).
    pub fn factor_for(&self, size: (u32, u32), back_buffer: Option<(u32, u32)>) -> f32 {
        if let Some(rule) = self.rules.iter().find(|r| (r.width, r.height) == size) {
            return rule.factor;
        }
        match back_buffer {
            Some(bb) if self.factor != 1.0 && super::follows_back_buffer(size, bb) => self.factor,
            _ => 1.0,
        }
    }
}

/// The physical edge of a logical edge scaled by `factor`, at most `limit`.
pub fn physical_edge(logical: u32, factor: f32, limit: u32) -> u32 {
    ((logical as f64 * f64::from(factor)).round() as u32).clamp(1, limit.max(1))
}

/// The ratio physical / logical of each axis.
pub(crate) type AxisScale = [f32; 2];

/// No scaling.
pub(crate) const UNSCALED: AxisScale = [1.0, 1.0];

/// The scale of a GPU size `physical` over a logical size `logical`, per
/// axis.
pub(crate) fn axis_scale(physical: (u32, u32), logical: (u32, u32)) -> AxisScale {
    [
        physical.0 as f32 / logical.0.max(1) as f32,
        physical.1 as f32 / logical.1.max(1) as f32,
    ]
}

/// Rectangle `(x, y, w, h)` in logical pixels, in the physical pixels of a
/// surface scaled by `scale` whose physical size is `size`: each edge
/// rounded to the nearest pixel (so adjacent rectangles stay adjacent) and
/// kept inside the surface.
pub(crate) fn physical_rect(
    scale: AxisScale,
    (x, y, w, h): (u32, u32, u32, u32),
    size: (u32, u32),
) -> (u32, u32, u32, u32) {
    if scale == UNSCALED {
        return (x, y, w, h);
    }
    let edge = |v: u32, s: f32, max: u32| ((f64::from(v) * f64::from(s)).round() as u32).min(max);
    let (x0, y0) = (edge(x, scale[0], size.0), edge(y, scale[1], size.1));
    let x1 = edge(x.saturating_add(w), scale[0], size.0);
    let y1 = edge(y.saturating_add(h), scale[1], size.1);
    (x0, y0, x1 - x0, y1 - y0)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn factors_from_one_to_eight_are_accepted() {
        assert_eq!(parse_render_scale(None), Ok(1.0));
        assert_eq!(parse_render_scale(Some(" ")), Ok(1.0));
        assert_eq!(parse_render_scale(Some("2")), Ok(2.0));
        assert_eq!(parse_render_scale(Some(" 1.5 ")), Ok(1.5));
        for bad in ["0.5", "0", "9", "two", "NaN", "inf", "-2"] {
            let e = parse_render_scale(Some(bad)).unwrap_err();
            let line = e.to_string();
            assert!(
                line.contains(RENDER_SCALE_VARIABLE) && line.contains("from 1 to 8"),
                "{line}"
            );
        }
    }

    #[test]
    fn rules_name_sizes_and_one_bad_entry_refuses_them_all() {
        assert_eq!(
            parse_scale_rules(Some("256x256=4, 128X128=4,")),
            Ok(vec![
                SizeRule {
                    width: 256,
                    height: 256,
                    factor: 4.0
                },
                SizeRule {
                    width: 128,
                    height: 128,
                    factor: 4.0
                },
            ])
        );
        assert_eq!(parse_scale_rules(None), Ok(vec![]));
        for bad in ["256x256", "256=4", "0x256=2", "256x256=0.5", "256x256=4,x"] {
            let e = parse_scale_rules(Some(bad)).unwrap_err();
            assert!(e.to_string().contains(RT_SCALE_RULES_VARIABLE), "{e}");
        }
    }

    #[test]
    fn two_valued_settings_default_on_and_refuse_other_values() {
        let on_off = ("1", "0");
        assert!(switch("V", None, on_off));
        assert!(switch("V", Some(" "), on_off));
        assert!(switch("V", Some("1"), on_off));
        assert!(!switch("V", Some(" 0 "), on_off));
        // Refused (one warning): the default.
        assert!(switch("V", Some("off"), on_off));
        let quads = ("corrected", "uncorrected");
        assert!(!switch("V", Some("uncorrected"), quads));
        assert!(switch("V", Some("Uncorrected"), quads));
    }

    #[test]
    fn rules_win_and_other_sizes_keep_theirs() {
        let s = ScaleSettings {
            factor: 2.0,
            rules: vec![SizeRule {
                width: 256,
                height: 256,
                factor: 4.0,
            }],
            ..Default::default()
        };
        let bb = Some((640, 480));
        assert_eq!(s.factor_for((640, 480), bb), 2.0);
        assert_eq!(s.factor_for((320, 240), bb), 2.0);
        assert_eq!(s.factor_for((256, 256), bb), 4.0);
        assert_eq!(s.factor_for((512, 512), bb), 1.0);
        assert_eq!(s.factor_for((640, 480), None), 1.0);
        assert_eq!(s.factor_for((256, 256), None), 4.0);
        assert!(!ScaleSettings::default().is_active());
    }

    #[test]
    fn rectangles_scale_edge_by_edge() {
        assert_eq!(
            physical_rect([2.0, 2.0], (10, 20, 30, 40), (1280, 960)),
            (20, 40, 60, 80)
        );
        // Edges round independently: neighbours share an edge.
        let a = physical_rect([1.5, 1.5], (0, 0, 3, 3), (960, 720));
        let b = physical_rect([1.5, 1.5], (3, 3, 3, 3), (960, 720));
        assert_eq!((a.0 + a.2, a.1 + a.3), (b.0, b.1));
        // Kept inside.
        assert_eq!(
            physical_rect([2.0, 2.0], (600, 0, 100, 10), (1280, 960)),
            (1200, 0, 80, 20)
        );
        assert_eq!(physical_edge(320, 1.5, 16384), 480);
        assert_eq!(physical_edge(12000, 2.0, 16384), 16384);
    }
}
