//! The `NINEBRIDGE_*` variables of the texture cache, read through a lookup
//! function so tests pass a map and the device passes the environment.
//!
//! | variable | default | effect |
//! | --- | --- | --- |
//! | `NINEBRIDGE_TEXTURE_BUDGET_COUNT` | 1024 | most cached textures |
//! | `NINEBRIDGE_TEXTURE_BUDGET_MB` | 512 | most cached MiB (whole chains) |
//! | `NINEBRIDGE_TEXTURE_REGEN_MIPS` | 0 | `1`: only level 0 is consumed and the chain is regenerated (spec 000) |
//! | `NINEBRIDGE_NATIVE_BC` | 1 | `0`: DXT textures are always decoded on the CPU (spec 003); read once per process |
//! | `NINEBRIDGE_TEXTURE_PACK` / `NINEBRIDGE_TEXTURE_MODS` | unset / on | `.hvt` pack; `0` ignores it |
//! | `NINEBRIDGE_TEXTURE_DIR` | unset | folder of loose replacement PNG/DDS files named by TexMod CRC |
//! | `NINEBRIDGE_TEXTURE_DIR_WATCH` | 0 | `1`: a changed loose file replaces the texture at its next use |
//! | `NINEBRIDGE_DUMP_TEXTURES` | unset | folder to write each distinct 2D texture once, as `<crc>.png` |
//!
//! A value that does not parse is logged and the default is used.

use std::ffi::OsString;
use std::path::PathBuf;
use std::sync::OnceLock;

use ninebridge_packs::runtime::{PackConfig, TEXTURE_MODS_VAR, TEXTURE_PACK_VAR};

/// `NINEBRIDGE_TEXTURE_BUDGET_COUNT`.
pub const BUDGET_COUNT_VAR: &str = "NINEBRIDGE_TEXTURE_BUDGET_COUNT";
/// `NINEBRIDGE_TEXTURE_BUDGET_MB`.
pub const BUDGET_MB_VAR: &str = "NINEBRIDGE_TEXTURE_BUDGET_MB";
/// `NINEBRIDGE_TEXTURE_REGEN_MIPS`.
pub const REGEN_MIPS_VAR: &str = "NINEBRIDGE_TEXTURE_REGEN_MIPS";
/// `NINEBRIDGE_NATIVE_BC`.
pub const NATIVE_BC_VAR: &str = "NINEBRIDGE_NATIVE_BC";
/// `NINEBRIDGE_TEXTURE_DIR`.
pub const TEXTURE_DIR_VAR: &str = "NINEBRIDGE_TEXTURE_DIR";
/// `NINEBRIDGE_TEXTURE_DIR_WATCH`.
pub const TEXTURE_DIR_WATCH_VAR: &str = "NINEBRIDGE_TEXTURE_DIR_WATCH";
/// `NINEBRIDGE_DUMP_TEXTURES`.
pub const DUMP_TEXTURES_VAR: &str = "NINEBRIDGE_DUMP_TEXTURES";

/// Default most cached textures (spec 000).
pub const DEFAULT_BUDGET_COUNT: usize = 1024;
/// Default most cached bytes: 512 MiB (spec 000).
pub const DEFAULT_BUDGET_BYTES: u64 = 512 << 20;

/// Which levels of a texture reach the GPU.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum MipRule {
    /// D3D9's behaviour: every level the game wrote is uploaded as written;
    /// levels it never wrote, and every level below 0 of an
    /// `AUTOGENMIPMAP` texture, get the exact box-filter chain.
    #[default]
    D3d9,
    /// Spec 000: only level 0 is consumed and the full chain is regenerated
    /// from it (`NINEBRIDGE_TEXTURE_REGEN_MIPS=1`, for games with poor mips).
    RegenerateFromLevel0,
}

/// The cache's limits.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Budget {
    /// Most cached textures.
    pub count: usize,
    /// Most cached bytes (each texture's whole chain).
    pub bytes: u64,
}

impl Default for Budget {
    fn default() -> Self {
        Self {
            count: DEFAULT_BUDGET_COUNT,
            bytes: DEFAULT_BUDGET_BYTES,
        }
    }
}

/// Everything the texture cache reads from the environment.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Config {
    /// Cache limits.
    pub budget: Budget,
    /// Level rule.
    pub mip_rule: MipRule,
    /// Whether DXT textures may be uploaded as BC1-3 (`NINEBRIDGE_NATIVE_BC`).
    pub native_bc: bool,
    /// The `.hvt` pack.
    pub pack: PackConfig,
    /// Folder of loose replacement files.
    pub texture_dir: Option<PathBuf>,
    /// Watch `texture_dir` for changes.
    pub watch: bool,
    /// Folder to dump textures into.
    pub dump_dir: Option<PathBuf>,
}

impl Default for Config {
    fn default() -> Self {
        Self {
            budget: Budget::default(),
            mip_rule: MipRule::D3d9,
            native_bc: true,
            pack: PackConfig {
                path: None,
                enabled: true,
            },
            texture_dir: None,
            watch: false,
            dump_dir: None,
        }
    }
}

fn flag(lookup: &impl Fn(&str) -> Option<OsString>, var: &str, default: bool) -> bool {
    match lookup(var).as_ref().and_then(|v| v.to_str()).map(str::trim) {
        None | Some("") => default,
        Some("1") => true,
        Some("0") => false,
        Some(other) => {
            tracing::warn!(
                "{var}={other:?} is neither 0 nor 1; using {}",
                default as u8
            );
            default
        }
    }
}

fn positive(lookup: &impl Fn(&str) -> Option<OsString>, var: &str, default: u64) -> u64 {
    match lookup(var).as_ref().and_then(|v| v.to_str()).map(str::trim) {
        None | Some("") => default,
        Some(text) => match text.parse::<u64>() {
            Ok(n) if n > 0 => n,
            _ => {
                tracing::warn!("{var}={text:?} is not a positive integer; using {default}");
                default
            }
        },
    }
}

fn dir(lookup: &impl Fn(&str) -> Option<OsString>, var: &str) -> Option<PathBuf> {
    lookup(var).filter(|v| !v.is_empty()).map(PathBuf::from)
}

impl Config {
    /// Reads the configuration through `lookup`.
    pub fn from_lookup(lookup: impl Fn(&str) -> Option<OsString>) -> Self {
        let count = positive(&lookup, BUDGET_COUNT_VAR, DEFAULT_BUDGET_COUNT as u64);
        let mb = positive(&lookup, BUDGET_MB_VAR, DEFAULT_BUDGET_BYTES >> 20);
        Self {
            budget: Budget {
                count: usize::try_from(count).unwrap_or(usize::MAX),
                bytes: mb.saturating_mul(1 << 20),
            },
            mip_rule: if flag(&lookup, REGEN_MIPS_VAR, false) {
                MipRule::RegenerateFromLevel0
            } else {
                MipRule::D3d9
            },
            native_bc: flag(&lookup, NATIVE_BC_VAR, true),
            pack: PackConfig::from_lookup(&lookup, TEXTURE_PACK_VAR, TEXTURE_MODS_VAR),
            texture_dir: dir(&lookup, TEXTURE_DIR_VAR),
            watch: flag(&lookup, TEXTURE_DIR_WATCH_VAR, false),
            dump_dir: dir(&lookup, DUMP_TEXTURES_VAR),
        }
    }

    /// The process's configuration, read from the environment once (so
    /// `NINEBRIDGE_NATIVE_BC` and the budgets cannot change under live
    /// textures).
    pub fn process() -> &'static Config {
        static CONFIG: OnceLock<Config> = OnceLock::new();
        CONFIG.get_or_init(|| Config::from_lookup(|v| std::env::var_os(v)))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashMap;

    fn config(vars: &[(&str, &str)]) -> Config {
        let map: HashMap<String, OsString> = vars
            .iter()
            .map(|(k, v)| (k.to_string(), OsString::from(v)))
            .collect();
        Config::from_lookup(|k| map.get(k).cloned())
    }

    #[test]
    fn defaults_are_the_documented_ones() {
        let c = config(&[]);
        assert_eq!(c.budget.count, 1024);
        assert_eq!(c.budget.bytes, 512 * 1024 * 1024);
        assert_eq!(c.mip_rule, MipRule::D3d9);
        assert!(c.native_bc);
        assert!(c.pack.enabled && c.pack.path.is_none());
        assert_eq!((c.texture_dir, c.watch, c.dump_dir), (None, false, None));
    }

    #[test]
    fn every_variable_is_read() {
        let c = config(&[
            (BUDGET_COUNT_VAR, "8"),
            (BUDGET_MB_VAR, "16"),
            (REGEN_MIPS_VAR, "1"),
            (NATIVE_BC_VAR, "0"),
            (TEXTURE_PACK_VAR, "a.hvt"),
            (TEXTURE_MODS_VAR, "0"),
            (TEXTURE_DIR_VAR, "mods"),
            (TEXTURE_DIR_WATCH_VAR, "1"),
            (DUMP_TEXTURES_VAR, "dump"),
        ]);
        assert_eq!(
            c.budget,
            Budget {
                count: 8,
                bytes: 16 << 20
            }
        );
        assert_eq!(c.mip_rule, MipRule::RegenerateFromLevel0);
        assert!(!c.native_bc);
        assert_eq!(c.pack.path, Some("a.hvt".into()));
        assert!(!c.pack.enabled);
        assert_eq!(c.texture_dir, Some("mods".into()));
        assert!(c.watch);
        assert_eq!(c.dump_dir, Some("dump".into()));
    }

    #[test]
    fn bad_values_keep_the_defaults() {
        let c = config(&[
            (BUDGET_COUNT_VAR, "0"),
            (BUDGET_MB_VAR, "lots"),
            (NATIVE_BC_VAR, "yes"),
            (TEXTURE_DIR_VAR, ""),
        ]);
        assert_eq!(c.budget, Budget::default());
        assert!(c.native_bc);
        assert_eq!(c.texture_dir, None);
    }
}
