//! The process-wide packs named by the environment (spec 000/001 "Environment
//! variables", with `HALO_*` renamed to `NINEBRIDGE_*`):
//!
//! | variable | effect |
//! | --- | --- |
//! | `NINEBRIDGE_TEXTURE_PACK` | path of the `.hvt` pack |
//! | `NINEBRIDGE_TEXTURE_MODS` | `0` ignores the texture pack |
//! | `NINEBRIDGE_SHADER_PACK` | path of the `.hvs` pack |
//! | `NINEBRIDGE_SHADER_MODS` | `0` ignores the shader pack |
//!
//! Each pack is loaded once, lazily, on first use ([`texture_pack`] on the first
//! texture upload, [`shader_pack`] on the first pixel-shader creation), behind a
//! `OnceLock`, so any number of threads may ask concurrently. When a pack is
//! configured but unusable the reason is logged (`tracing::warn!`) and `None`
//! is returned: the originals are used. [`load_texture_pack`] and
//! [`load_shader_pack`] do the same for an explicit [`PackConfig`] without the
//! process-wide cache.

use std::ffi::OsString;
use std::path::PathBuf;
use std::sync::OnceLock;

use crate::hvs::ShaderPack;
use crate::hvt::{HvtError, TexturePack};

/// Variable naming the `.hvt` pack.
pub const TEXTURE_PACK_VAR: &str = "NINEBRIDGE_TEXTURE_PACK";
/// Variable that disables texture replacement when `0`.
pub const TEXTURE_MODS_VAR: &str = "NINEBRIDGE_TEXTURE_MODS";
/// Variable naming the `.hvs` pack.
pub const SHADER_PACK_VAR: &str = "NINEBRIDGE_SHADER_PACK";
/// Variable that disables shader replacement when `0`.
pub const SHADER_MODS_VAR: &str = "NINEBRIDGE_SHADER_MODS";

/// Where one kind of pack comes from.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct PackConfig {
    /// The pack's path, if one is named.
    pub path: Option<PathBuf>,
    /// False when the `*_MODS` variable is `0`.
    pub enabled: bool,
}

impl PackConfig {
    /// Reads a configuration through `lookup` (the environment, or a map in
    /// tests). An empty path counts as unset; any `mods` value other than `0`
    /// keeps the pack enabled.
    pub fn from_lookup(
        lookup: impl Fn(&str) -> Option<OsString>,
        path_var: &str,
        mods_var: &str,
    ) -> Self {
        let path = lookup(path_var)
            .filter(|p| !p.is_empty())
            .map(PathBuf::from);
        let enabled = lookup(mods_var).is_none_or(|v| v != "0");
        Self { path, enabled }
    }

    /// The texture-pack configuration from the process environment.
    pub fn texture_from_env() -> Self {
        Self::from_lookup(|v| std::env::var_os(v), TEXTURE_PACK_VAR, TEXTURE_MODS_VAR)
    }

    /// The shader-pack configuration from the process environment.
    pub fn shader_from_env() -> Self {
        Self::from_lookup(|v| std::env::var_os(v), SHADER_PACK_VAR, SHADER_MODS_VAR)
    }
}

/// Opens the texture pack `config` names, logging why when it cannot be used.
pub fn load_texture_pack(config: &PackConfig) -> Option<TexturePack> {
    let path = config.path.as_ref()?;
    if !config.enabled {
        tracing::info!(
            "[texture-mod] {TEXTURE_MODS_VAR}=0: ignoring {}",
            path.display()
        );
        return None;
    }
    match TexturePack::open(path) {
        Ok(pack) => {
            tracing::info!(
                "[texture-mod] loaded {} ({} entries, {} bytes)",
                path.display(),
                pack.len(),
                pack.file_size()
            );
            Some(pack)
        }
        Err(err) => {
            // The error text already starts with "pack unavailable" or
            // "unsupported pack size" for those two reasons.
            let reason = match err {
                HvtError::Io { .. } | HvtError::FileTooLarge { .. } => "",
                _ => "invalid pack: ",
            };
            tracing::warn!(
                "[texture-mod] {}: {reason}{err}; using original textures",
                path.display()
            );
            None
        }
    }
}

/// Opens the shader pack `config` names, logging why when it cannot be used.
pub fn load_shader_pack(config: &PackConfig) -> Option<ShaderPack> {
    let path = config.path.as_ref()?;
    if !config.enabled {
        tracing::info!(
            "[shader-mod] {SHADER_MODS_VAR}=0: ignoring {}",
            path.display()
        );
        return None;
    }
    match ShaderPack::open(path) {
        Ok(pack) => {
            tracing::info!(
                "[shader-mod] loaded {} ({} entries)",
                path.display(),
                pack.len()
            );
            Some(pack)
        }
        Err(err) => {
            tracing::warn!(
                "[shader-mod] {}: invalid pack: {err}; using originals",
                path.display()
            );
            None
        }
    }
}

/// The process-wide texture pack, loaded from the environment on first call.
pub fn texture_pack() -> Option<&'static TexturePack> {
    static PACK: OnceLock<Option<TexturePack>> = OnceLock::new();
    PACK.get_or_init(|| load_texture_pack(&PackConfig::texture_from_env()))
        .as_ref()
}

/// The process-wide shader pack, loaded from the environment on first call.
pub fn shader_pack() -> Option<&'static ShaderPack> {
    static PACK: OnceLock<Option<ShaderPack>> = OnceLock::new();
    PACK.get_or_init(|| load_shader_pack(&PackConfig::shader_from_env()))
        .as_ref()
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashMap;

    fn config(vars: &[(&str, &str)]) -> PackConfig {
        let map: HashMap<String, OsString> = vars
            .iter()
            .map(|(k, v)| (k.to_string(), OsString::from(v)))
            .collect();
        PackConfig::from_lookup(|k| map.get(k).cloned(), TEXTURE_PACK_VAR, TEXTURE_MODS_VAR)
    }

    #[test]
    fn reads_path_and_switch() {
        assert_eq!(
            config(&[]),
            PackConfig {
                path: None,
                enabled: true
            }
        );
        assert_eq!(
            config(&[(TEXTURE_PACK_VAR, "a.hvt")]),
            PackConfig {
                path: Some("a.hvt".into()),
                enabled: true
            }
        );
        assert!(!config(&[(TEXTURE_PACK_VAR, "a.hvt"), (TEXTURE_MODS_VAR, "0")]).enabled);
        assert!(config(&[(TEXTURE_PACK_VAR, "a.hvt"), (TEXTURE_MODS_VAR, "1")]).enabled);
        assert_eq!(config(&[(TEXTURE_PACK_VAR, "")]).path, None);
    }

    #[test]
    fn unusable_packs_load_as_none() {
        let missing = PackConfig {
            path: Some("/nonexistent/ninebridge/pack.hvt".into()),
            enabled: true,
        };
        assert!(load_texture_pack(&missing).is_none());
        assert!(load_shader_pack(&missing).is_none());
        assert!(load_texture_pack(&PackConfig::default()).is_none());
    }
}
