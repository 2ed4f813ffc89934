//! Anisotropic filtering: the game's own (`D3DTEXF_ANISOTROPIC` with
//! `D3DSAMP_MAXANISOTROPY`) and the user's override
//! (`NINEBRIDGE_ANISOTROPY=N`, N in 1..=16), as one pure rule.
//!
//! The rule follows DXVK's d3d9 sampler binding (facts read from its
//! source, `D3D9DeviceEx::BindSampler`; no code carried over): anisotropy
//! is only considered when the stage mipmaps (`MIPFILTER` not NONE) and the
//! bound texture has more than one level; the game's own value counts only
//! with `MINFILTER` ANISOTROPIC; the forced value applies where `MINFILTER`
//! is above POINT (LINEAR, ANISOTROPIC, or the quad filters). Samplers of
//! post-process passes (single-level render targets, or `MIPFILTER` NONE,
//! point or linear) are left alone by construction.
//!
//! Where ninebridge differs, and why:
//! - wgpu refuses `anisotropy_clamp > 1` unless the min, mag and mipmap
//!   filters are all linear. A sampler given anisotropy therefore gets
//!   linear mip filtering (a `MIPFILTER` POINT becomes LINEAR: the
//!   transitions between levels blend instead of stepping, the only
//!   visible change besides the anisotropy itself). A `MAGFILTER` POINT is
//!   never turned linear (magnified texels the game wants blocky stay
//!   blocky): such a sampler gets no anisotropy at all.
//! - The override raises and never lowers: a game's `MAXANISOTROPY` above N
//!   is kept (DXVK's option replaces it, and can turn it off with 0).
//! - `MAGFILTER` ANISOTROPIC alone (with a LINEAR min filter) is linear
//!   magnification, as in DXVK: anisotropy is a property of minification.

use ninebridge_types::TextureFilterType as F;

/// The environment variable of the override.
pub const ANISOTROPY_VARIABLE: &str = "NINEBRIDGE_ANISOTROPY";

/// The largest anisotropy wgpu accepts (`anisotropy_clamp`), and D3D9's
/// usual `MaxAnisotropy` cap.
pub const MAX_ANISOTROPY: u16 = 16;

/// What the rule decides for one sampler.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct AnisotropyDecision {
    /// wgpu's `anisotropy_clamp` (1: off).
    pub clamp: u16,
    /// Whether the sampler's min, mag and mipmap filters must all be
    /// linear (true exactly when `clamp > 1`).
    pub all_linear: bool,
    /// Whether the override gave more than the game's own states would.
    pub raised: bool,
}

impl AnisotropyDecision {
    const OFF: AnisotropyDecision = AnisotropyDecision {
        clamp: 1,
        all_linear: false,
        raised: false,
    };
}

/// Whether a raw `D3DTEXTUREFILTERTYPE` filters linearly (LINEAR,
/// ANISOTROPIC and the two quad filters, which drivers treat as linear).
fn linear_class(filter: u32) -> bool {
    matches!(
        F::from_d3d(filter),
        Some(F::Linear | F::Anisotropic | F::PyramidalQuad | F::GaussianQuad)
    )
}

/// The anisotropy of a sampler with raw `MINFILTER`, `MAGFILTER`,
/// `MIPFILTER` and `MAXANISOTROPY` values sampling a texture of
/// `mip_levels` levels, under the override `forced` (see the module notes
/// for the rule).
pub fn anisotropy_rule(
    (min, mag, mip): (u32, u32, u32),
    max_anisotropy: u32,
    mip_levels: u32,
    forced: Option<u16>,
) -> AnisotropyDecision {
    let mipmapped = mip_levels > 1 && matches!(F::from_d3d(mip), Some(F::Point | F::Linear));
    if !mipmapped || !linear_class(min) || !linear_class(mag) {
        return AnisotropyDecision::OFF;
    }
    // D3D9 clamps MAXANISOTROPY to the device's cap (16 here); 0 acts as 1.
    let own = if min == F::Anisotropic.to_d3d() {
        max_anisotropy.clamp(1, u32::from(MAX_ANISOTROPY)) as u16
    } else {
        1
    };
    let forced = forced.map_or(1, |n| n.clamp(1, MAX_ANISOTROPY));
    let clamp = own.max(forced);
    AnisotropyDecision {
        clamp,
        all_linear: clamp > 1,
        raised: clamp > own,
    }
}

/// Why a value of `NINEBRIDGE_ANISOTROPY` is refused.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error(
    "{ANISOTROPY_VARIABLE}={value:?} is not accepted (accepted values: 1-16, wgpu's anisotropy_clamp); running without the anisotropy override"
)]
pub struct AnisotropyValueError {
    /// The value as given.
    pub value: String,
}

/// The override of a `NINEBRIDGE_ANISOTROPY` value: unset or empty is no
/// override, an integer in 1..=16 (surrounding spaces allowed) is the
/// anisotropy, anything else an error.
pub fn parse_anisotropy(value: Option<&str>) -> Result<Option<u16>, AnisotropyValueError> {
    let Some(raw) = value else { return Ok(None) };
    let trimmed = raw.trim();
    if trimmed.is_empty() {
        return Ok(None);
    }
    match trimmed.parse::<u16>() {
        Ok(n) if (1..=MAX_ANISOTROPY).contains(&n) => Ok(Some(n)),
        _ => Err(AnisotropyValueError {
            value: raw.to_owned(),
        }),
    }
}

/// The process's override from the environment, read once: a refused value
/// is logged once (one line naming the variable and the accepted values)
/// and devices run without the override.
pub fn anisotropy_from_env() -> Option<u16> {
    static VALUE: std::sync::OnceLock<Option<u16>> = std::sync::OnceLock::new();
    *VALUE.get_or_init(|| {
        let raw = std::env::var_os(ANISOTROPY_VARIABLE);
        let text = raw.as_ref().map(|v| v.to_string_lossy().into_owned());
        match parse_anisotropy(text.as_deref()) {
            Ok(v) => {
                if let Some(n) = v {
                    tracing::info!("{ANISOTROPY_VARIABLE}={n}: anisotropic filtering raised to {n}x on mipmapped, linearly minified textures");
                }
                v
            }
            Err(e) => {
                tracing::warn!("{e}");
                None
            }
        }
    })
}
