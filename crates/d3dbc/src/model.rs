//! The shader model named by the version token (`vs_1_1` .. `ps_3_0`, `2_x`, `sw`).

use std::fmt;

/// Which pipeline stage a shader runs in (the high half of the version token).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ShaderKind {
    /// `0xFFFE____`: a vertex shader (`vs_*`).
    Vertex,
    /// `0xFFFF____`: a pixel shader (`ps_*`).
    Pixel,
}

impl ShaderKind {
    /// The assembly prefix: `vs` or `ps`.
    pub fn prefix(self) -> &'static str {
        match self {
            ShaderKind::Vertex => "vs",
            ShaderKind::Pixel => "ps",
        }
    }
}

/// A shader model: kind plus the version numbers of the version token.
///
/// The `2_x` models are encoded as minor version 1 (`vs_2_x` = `0xFFFE0201`); the
/// software models (`vs_2_sw`, `vs_3_sw`, `ps_2_sw`, `ps_3_sw`) as minor 0xFF.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct ShaderModel {
    /// Vertex or pixel.
    pub kind: ShaderKind,
    /// Major version (1, 2 or 3).
    pub major: u8,
    /// Minor version (0..4 for 1.x, 0 or 1 (`2_x`) for 2, 0 for 3, 0xFF for `sw`).
    pub minor: u8,
}

/// The minor version that marks a software-vertex-processing model (`vs_3_sw`).
pub const SW_MINOR: u8 = 0xFF;

impl ShaderModel {
    /// Builds a model from its parts.
    pub const fn new(kind: ShaderKind, major: u8, minor: u8) -> Self {
        ShaderModel { kind, major, minor }
    }

    /// Decodes a version token, or `None` when it is neither a vertex nor a
    /// pixel shader version token. Major and minor are not range-checked here
    /// (the parser does that).
    pub fn from_token(token: u32) -> Option<Self> {
        let kind = match token >> 16 {
            0xFFFE => ShaderKind::Vertex,
            0xFFFF => ShaderKind::Pixel,
            _ => return None,
        };
        Some(ShaderModel {
            kind,
            major: (token >> 8) as u8,
            minor: token as u8,
        })
    }

    /// The version token (`0xFFFE0200` for `vs_2_0`).
    pub fn to_token(self) -> u32 {
        let high = match self.kind {
            ShaderKind::Vertex => 0xFFFE_0000,
            ShaderKind::Pixel => 0xFFFF_0000,
        };
        high | (u32::from(self.major) << 8) | u32::from(self.minor)
    }

    /// Whether this is a model Direct3D 9 defines: vs_1_0, vs_1_1, vs_2_0,
    /// vs_2_x, vs_2_sw, vs_3_0, vs_3_sw, ps_1_0..ps_1_4, ps_2_0, ps_2_x,
    /// ps_2_sw, ps_3_0, ps_3_sw.
    pub fn is_known(self) -> bool {
        matches!(
            (self.kind, self.major, self.minor),
            (ShaderKind::Vertex, 1, 0 | 1)
                | (ShaderKind::Pixel, 1, 0..=4)
                | (_, 2, 0 | 1 | SW_MINOR)
                | (_, 3, 0 | SW_MINOR)
        )
    }

    /// Vertex shader?
    pub fn is_vertex(self) -> bool {
        self.kind == ShaderKind::Vertex
    }

    /// Pixel shader?
    pub fn is_pixel(self) -> bool {
        self.kind == ShaderKind::Pixel
    }

    /// Shader model 1 (vs_1_x / ps_1_x): no instruction length field,
    /// implicit `a0.x` relative addressing, ps_1_x texture ops and modifiers.
    pub fn is_sm1(self) -> bool {
        self.major < 2
    }

    /// A ps_1_0 .. ps_1_4 pixel shader.
    pub fn is_ps_1x(self) -> bool {
        self.is_pixel() && self.major == 1
    }

    /// ps_1_4 (phases, `texld`/`texcrd` with a source, `r#` sampled registers).
    pub fn is_ps_1_4(self) -> bool {
        self.is_pixel() && self.major == 1 && self.minor >= 4
    }

    /// A vs_1_0 / vs_1_1 vertex shader.
    pub fn is_vs_1x(self) -> bool {
        self.is_vertex() && self.major == 1
    }

    /// A software model (`*_sw`).
    pub fn is_sw(self) -> bool {
        self.minor == SW_MINOR
    }

    /// `2_x` (or `2_sw`, which includes every 2_x feature).
    pub fn is_2x(self) -> bool {
        self.major == 2 && (self.minor == 1 || self.minor == SW_MINOR)
    }

    /// Whether instruction tokens carry their length (bits 24..27): models 2 and 3.
    pub fn has_length_field(self) -> bool {
        self.major >= 2
    }

    /// Whether relative addressing uses an explicit extra token (models 2 and 3);
    /// vs_1_1 encodes only the flag and always means `a0.x`.
    pub fn has_relative_token(self) -> bool {
        self.major >= 2
    }

    /// Compares (major, minor) with the given version; `2_x` counts as 2.1 and
    /// `sw` as the highest minor of its major.
    pub fn at_least(self, major: u8, minor: u8) -> bool {
        (self.major, self.minor) >= (major, minor)
    }
}

impl fmt::Display for ShaderModel {
    /// `vs_2_0`, `ps_2_x`, `vs_3_sw`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let prefix = self.kind.prefix();
        match (self.major, self.minor) {
            (2, 1) => write!(f, "{prefix}_2_x"),
            (m, SW_MINOR) => write!(f, "{prefix}_{m}_sw"),
            (m, n) => write!(f, "{prefix}_{m}_{n}"),
        }
    }
}
