//! Multisampling settings: the forced count (`NINEBRIDGE_MSAA`), the
//! resolve mode (`NINEBRIDGE_MSAA_RESOLVE`), the counts an adapter offers
//! for a format, and the count a game's `D3DMULTISAMPLE_TYPE` and quality
//! become. Pure rules, unit-tested; the surfaces that carry the samples are
//! `msaa_surface.rs`.
//!
//! Rules:
//! - A forced count is 2, 4 or 8 (0, 1, unset or empty: off); anything
//!   else is refused with one log line naming the variable and the accepted
//!   values, and the device runs without forced MSAA (issue 17, "Bad
//!   input").
//! - A count the adapter cannot do for a format falls back to the nearest
//!   it can (ties to the lower count: fewer samples cost less), with one
//!   log line per (wanted, format).
//! - `D3DMULTISAMPLE_n_SAMPLES` takes quality 0 only (the one level
//!   `CheckDeviceMultiSampleType` reports for a count); `NONMASKABLE`
//!   with quality q takes the q-th count the adapter offers (2, 4, 8, ...
//!   in order), q below the number of counts (D3D9: quality below the
//!   levels reported, else `D3DERR_INVALIDCALL`).

use ninebridge_gpu::{Gpu, wgpu};
use ninebridge_types::MultiSampleType;

/// The environment variable of forced multisampling.
pub const MSAA_VARIABLE: &str = "NINEBRIDGE_MSAA";

/// The environment variable of the resolve mode.
pub const MSAA_RESOLVE_VARIABLE: &str = "NINEBRIDGE_MSAA_RESOLVE";

/// The forced counts accepted.
pub const FORCED_COUNTS: [u32; 3] = [2, 4, 8];

/// Why a value of `NINEBRIDGE_MSAA` (or `replay --msaa`) is refused.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error(
    "{MSAA_VARIABLE}={value:?} is not accepted (accepted values: 2, 4, 8; 0, 1 or empty turn it off); running without forced MSAA"
)]
pub struct MsaaValueError {
    /// The value as given.
    pub value: String,
}

/// Why a value of `NINEBRIDGE_MSAA_RESOLVE` is refused.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error(
    "{MSAA_RESOLVE_VARIABLE}={value:?} is not accepted (accepted values: lazy, every-pass); resolving lazily"
)]
pub struct ResolveModeError {
    /// The value as given.
    pub value: String,
}

/// Why a game's multisample arguments are refused.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum MultisampleError {
    /// Quality other than 0 with `D3DMULTISAMPLE_NONE` or a sample count.
    #[error("multisample quality {quality} of {kind:?} (one quality level: 0)")]
    Quality {
        /// The type asked for.
        kind: MultiSampleType,
        /// The quality asked for.
        quality: u32,
    },
    /// `NONMASKABLE` quality at or past the levels the adapter reports.
    #[error("NONMASKABLE quality {quality} of {levels} levels (the adapter's counts {counts:?})")]
    Level {
        /// The quality asked for.
        quality: u32,
        /// The levels reported (the number of counts above 1).
        levels: u32,
        /// The counts above 1 the adapter offers.
        counts: Vec<u32>,
    },
    /// The adapter has no count above 1 for the format.
    #[error("the adapter offers no multisampling for {format:?}")]
    None {
        /// The GPU format.
        format: wgpu::TextureFormat,
    },
}

/// When the samples of a multisampled target reach its single-sample
/// texture.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum ResolveMode {
    /// When something reads the single-sample texture (the default).
    #[default]
    Lazy,
    /// At the end of every multisampled pass (the baseline to compare).
    EveryPass,
}

/// The forced count of a `NINEBRIDGE_MSAA` value: unset, empty, 0 and 1
/// are off (`None`), 2, 4 and 8 a count, anything else an error.
pub fn parse_msaa(value: Option<&str>) -> Result<Option<u32>, MsaaValueError> {
    let Some(raw) = value else { return Ok(None) };
    let trimmed = raw.trim();
    if trimmed.is_empty() {
        return Ok(None);
    }
    match trimmed.parse::<u32>() {
        Ok(0 | 1) => Ok(None),
        Ok(n) if FORCED_COUNTS.contains(&n) => Ok(Some(n)),
        _ => Err(MsaaValueError {
            value: raw.to_owned(),
        }),
    }
}

/// The mode of a `NINEBRIDGE_MSAA_RESOLVE` value: unset, empty or `lazy`
/// lazy, `every-pass` every pass.
pub fn parse_resolve_mode(value: Option<&str>) -> Result<ResolveMode, ResolveModeError> {
    match value.map(str::trim) {
        None | Some("" | "lazy") => Ok(ResolveMode::Lazy),
        Some("every-pass") => Ok(ResolveMode::EveryPass),
        Some(_) => Err(ResolveModeError {
            value: value.unwrap_or_default().to_owned(),
        }),
    }
}

/// The process's forced count from the environment, read once (a refused
/// value is logged once).
pub fn msaa_from_env() -> Option<u32> {
    static VALUE: std::sync::OnceLock<Option<u32>> = std::sync::OnceLock::new();
    *VALUE.get_or_init(|| {
        let raw = std::env::var_os(MSAA_VARIABLE);
        let text = raw.as_ref().map(|v| v.to_string_lossy().into_owned());
        parse_msaa(text.as_deref()).unwrap_or_else(|e| {
            tracing::warn!("{e}");
            None
        })
    })
}

/// The process's resolve mode from the environment, read once.
pub fn resolve_mode_from_env() -> ResolveMode {
    static VALUE: std::sync::OnceLock<ResolveMode> = std::sync::OnceLock::new();
    *VALUE.get_or_init(|| {
        let raw = std::env::var_os(MSAA_RESOLVE_VARIABLE);
        let text = raw.as_ref().map(|v| v.to_string_lossy().into_owned());
        parse_resolve_mode(text.as_deref()).unwrap_or_else(|e| {
            tracing::warn!("{e}");
            ResolveMode::Lazy
        })
    })
}

/// The counts above 1 that `gpu` renders `format` with, in increasing
/// order (colour formats also need the multisample resolve). Without
/// `TEXTURE_ADAPTER_SPECIFIC_FORMAT_FEATURES` only the counts WebGPU
/// guarantees (4) are valid.
pub fn supported_counts(gpu: &Gpu, format: wgpu::TextureFormat) -> Vec<u32> {
    let features = gpu.features();
    let flags = if features.contains(wgpu::Features::TEXTURE_ADAPTER_SPECIFIC_FORMAT_FEATURES) {
        gpu.adapter().get_texture_format_features(format).flags
    } else {
        format.guaranteed_format_features(features).flags
    };
    if !format.is_depth_stencil_format()
        && !flags.contains(wgpu::TextureFormatFeatureFlags::MULTISAMPLE_RESOLVE)
    {
        return Vec::new();
    }
    [2, 4, 8, 16]
        .into_iter()
        .filter(|&n| flags.sample_count_supported(n))
        .collect()
}

/// Whether `gpu`'s adapter draws into the sampled GPU format of D3D9
/// `format` beyond WebGPU's guaranteed usages: the device enables
/// `TEXTURE_ADAPTER_SPECIFIC_FORMAT_FEATURES` for multisample counts other
/// than 4, which also lets surfaces of such formats (the RGBA8 snorm of
/// `V8U8`) be made where the adapter renders them; the C ABI's format
/// checks ask this.
pub fn adapter_draws_into(gpu: &Gpu, format: ninebridge_types::Format) -> bool {
    let Ok(info) = crate::convert::format_info(format) else {
        return false;
    };
    gpu.features()
        .contains(wgpu::Features::TEXTURE_ADAPTER_SPECIFIC_FORMAT_FEATURES)
        && gpu
            .adapter()
            .get_texture_format_features(info.texture)
            .allowed_usages
            .contains(wgpu::TextureUsages::RENDER_ATTACHMENT)
}

/// The counts above 1 that `gpu` renders surfaces of D3D9 `format` with:
/// render targets in their target format, depth-stencil surfaces in
/// theirs; none for formats that are neither
/// (`CheckDeviceMultiSampleType`).
pub fn format_counts(gpu: &Gpu, format: ninebridge_types::Format) -> Vec<u32> {
    let Ok(info) = crate::convert::format_info(format) else {
        return Vec::new();
    };
    let target = if info.depth {
        Some(info.target)
    } else {
        crate::convert::render_target_format(format)
    };
    target.map_or_else(Vec::new, |t| supported_counts(gpu, t))
}

/// The count of `supported` (counts above 1) nearest to `wanted`, ties to
/// the lower; 1 when there is none.
pub fn nearest_count(wanted: u32, supported: &[u32]) -> u32 {
    supported
        .iter()
        .copied()
        .min_by_key(|&n| (n.abs_diff(wanted), n))
        .unwrap_or(1)
}

/// The count a game's `multisample` and `quality` ask for, given the
/// counts `supported` for the surface's format: `Ok(1)` for none, else the
/// nearest supported count (see the module notes).
pub fn requested_count(
    kind: MultiSampleType,
    quality: u32,
    supported: &[u32],
    format: wgpu::TextureFormat,
) -> Result<u32, MultisampleError> {
    match kind {
        MultiSampleType::None if quality == 0 => Ok(1),
        MultiSampleType::NonMaskable => match supported.get(quality as usize) {
            Some(&n) => Ok(n),
            None => Err(MultisampleError::Level {
                quality,
                levels: supported.len() as u32,
                counts: supported.to_vec(),
            }),
        },
        _ if quality != 0 => Err(MultisampleError::Quality { kind, quality }),
        other => {
            let wanted = other.to_d3d();
            match nearest_count(wanted, supported) {
                1 => Err(MultisampleError::None { format }),
                n => Ok(n),
            }
        }
    }
}

/// `CheckDeviceMultiSampleType`'s answer for `kind` given the counts
/// `supported`: the number of quality levels (`None`: not available).
/// `D3DMULTISAMPLE_NONE` has one level; a count has one when the adapter
/// has exactly it; `NONMASKABLE` has one per count the adapter offers.
pub fn quality_levels(kind: MultiSampleType, supported: &[u32]) -> Option<u32> {
    match kind {
        MultiSampleType::None => Some(1),
        MultiSampleType::NonMaskable if supported.is_empty() => None,
        MultiSampleType::NonMaskable => Some(supported.len() as u32),
        other => supported.contains(&other.to_d3d()).then_some(1),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn forced_values() {
        assert_eq!(parse_msaa(None), Ok(None));
        assert_eq!(parse_msaa(Some("")), Ok(None));
        assert_eq!(parse_msaa(Some("0")), Ok(None));
        assert_eq!(parse_msaa(Some("1")), Ok(None));
        assert_eq!(parse_msaa(Some(" 4 ")), Ok(Some(4)));
        assert_eq!(parse_msaa(Some("2")), Ok(Some(2)));
        assert_eq!(parse_msaa(Some("8")), Ok(Some(8)));
        for bad in ["3", "16", "-4", "4x", "on"] {
            let e = parse_msaa(Some(bad)).unwrap_err();
            assert_eq!(e.value, bad);
            let text = e.to_string();
            assert!(
                text.contains("NINEBRIDGE_MSAA") && text.contains("2, 4, 8"),
                "{text}"
            );
        }
    }

    #[test]
    fn resolve_modes() {
        assert_eq!(parse_resolve_mode(None), Ok(ResolveMode::Lazy));
        assert_eq!(parse_resolve_mode(Some("lazy")), Ok(ResolveMode::Lazy));
        assert_eq!(
            parse_resolve_mode(Some("every-pass")),
            Ok(ResolveMode::EveryPass)
        );
        assert!(parse_resolve_mode(Some("always")).is_err());
    }

    #[test]
    fn nearest_counts_fall_back_to_what_the_adapter_has() {
        // lavapipe: 4 only (beside 1).
        assert_eq!(nearest_count(8, &[4]), 4);
        assert_eq!(nearest_count(2, &[4]), 4);
        assert_eq!(nearest_count(8, &[2, 4, 8]), 8);
        // A tie between 2 and 4 for 3 goes to the lower.
        assert_eq!(nearest_count(3, &[2, 4]), 2);
        assert_eq!(nearest_count(4, &[]), 1);
    }

    #[test]
    fn game_requests() {
        let f = wgpu::TextureFormat::Bgra8Unorm;
        let counts = [2, 4, 8];
        assert_eq!(requested_count(MultiSampleType::None, 0, &counts, f), Ok(1));
        assert_eq!(
            requested_count(MultiSampleType::Samples4, 0, &counts, f),
            Ok(4)
        );
        assert_eq!(
            requested_count(MultiSampleType::Samples16, 0, &counts, f),
            Ok(8)
        );
        // NONMASKABLE quality q: the q-th count.
        assert_eq!(
            requested_count(MultiSampleType::NonMaskable, 0, &counts, f),
            Ok(2)
        );
        assert_eq!(
            requested_count(MultiSampleType::NonMaskable, 2, &counts, f),
            Ok(8)
        );
        assert!(requested_count(MultiSampleType::NonMaskable, 3, &counts, f).is_err());
        // A count has one quality level.
        assert!(requested_count(MultiSampleType::Samples4, 1, &counts, f).is_err());
        assert!(requested_count(MultiSampleType::None, 1, &counts, f).is_err());
        assert!(requested_count(MultiSampleType::Samples4, 0, &[], f).is_err());
    }

    #[test]
    fn quality_levels_answer_for_the_adapter() {
        assert_eq!(quality_levels(MultiSampleType::None, &[]), Some(1));
        assert_eq!(quality_levels(MultiSampleType::Samples4, &[4]), Some(1));
        assert_eq!(quality_levels(MultiSampleType::Samples2, &[4]), None);
        assert_eq!(quality_levels(MultiSampleType::NonMaskable, &[4]), Some(1));
        assert_eq!(
            quality_levels(MultiSampleType::NonMaskable, &[2, 4, 8]),
            Some(3)
        );
        assert_eq!(quality_levels(MultiSampleType::NonMaskable, &[]), None);
    }
}
