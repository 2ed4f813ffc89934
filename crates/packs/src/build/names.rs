//! How a replacement image names the texture it replaces.
//!
//! Accepted file names (case-insensitive, extension `.png` or `.dds`):
//! `<8 hex digits>` (this project's extract output), `0x<1-8 hex digits>`
//! (TexMod's loose files) and `<anything>_0X<1-8 hex digits>` (TexMod's
//! dumps, e.g. `Halo_T_0X1A2B3C4D.dds`).

use std::path::Path;

/// The image kinds a pack can be built from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ImageKind {
    /// A PNG file (any colour type or depth).
    Png,
    /// A DDS file decoded with the texture core.
    Dds,
}

/// The image kind of `path` by extension, or `None` for other files.
pub fn image_kind(path: &Path) -> Option<ImageKind> {
    let ext = path.extension()?.to_str()?;
    if ext.eq_ignore_ascii_case("png") {
        Some(ImageKind::Png)
    } else if ext.eq_ignore_ascii_case("dds") {
        Some(ImageKind::Dds)
    } else {
        None
    }
}

/// The CRC a file name carries, or `None` when it follows no known pattern.
pub fn crc_from_file_name(path: &Path) -> Option<u32> {
    let stem = path.file_stem()?.to_str()?;
    if stem.len() == 8 && stem.bytes().all(|b| b.is_ascii_hexdigit()) {
        return u32::from_str_radix(stem, 16).ok();
    }
    let lower = stem.to_ascii_lowercase();
    let digits = if let Some(hex) = lower.strip_prefix("0x") {
        hex
    } else {
        let at = lower.rfind("_0x")?;
        lower.get(at + 3..)?
    };
    parse_hex(digits)
}

/// A CRC written as `0x<1-8 hex digits>` (the `texmod.def` key).
pub fn crc_from_prefixed_hex(text: &str) -> Option<u32> {
    let text = text.trim();
    let digits = text
        .strip_prefix("0x")
        .or_else(|| text.strip_prefix("0X"))?;
    parse_hex(digits)
}

/// 1-8 hex digits, nothing else.
fn parse_hex(digits: &str) -> Option<u32> {
    let valid = (1..=8).contains(&digits.len()) && digits.bytes().all(|b| b.is_ascii_hexdigit());
    valid
        .then(|| u32::from_str_radix(digits, 16).ok())
        .flatten()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn recognises_the_three_name_patterns() {
        let crc = |name: &str| crc_from_file_name(Path::new(name));
        assert_eq!(crc("1a2b3c4d.png"), Some(0x1A2B_3C4D));
        assert_eq!(crc("dir/00000000.png"), Some(0));
        assert_eq!(crc("0x1A2B3C4D.png"), Some(0x1A2B_3C4D));
        assert_eq!(crc("0Xff.png"), Some(0xFF));
        assert_eq!(crc("Halo_T_0X1A2B3C4D.dds"), Some(0x1A2B_3C4D));
        assert_eq!(crc("a_0x_b_0XDEADBEEF.dds"), Some(0xDEAD_BEEF));
        assert_eq!(crc("1a2b3c4.png"), None);
        assert_eq!(crc("1a2b3c4dd.png"), None);
        assert_eq!(crc("0x123456789.png"), None);
        assert_eq!(crc("0x.png"), None);
        assert_eq!(crc("0xg1.png"), None);
        assert_eq!(crc("texture.png"), None);
        assert_eq!(crc("Halo_T_0X.dds"), None);
        assert_eq!(crc("+1a2b3c4.png"), None);
    }

    #[test]
    fn kinds_by_extension() {
        assert_eq!(image_kind(Path::new("a.PNG")), Some(ImageKind::Png));
        assert_eq!(image_kind(Path::new("a.dds")), Some(ImageKind::Dds));
        assert_eq!(image_kind(Path::new("a.def")), None);
        assert_eq!(image_kind(Path::new("png")), None);
    }

    #[test]
    fn def_keys() {
        assert_eq!(crc_from_prefixed_hex("0x1A2B3C4D"), Some(0x1A2B_3C4D));
        assert_eq!(crc_from_prefixed_hex(" 0Xab "), Some(0xAB));
        assert_eq!(crc_from_prefixed_hex("1A2B3C4D"), None);
    }
}
