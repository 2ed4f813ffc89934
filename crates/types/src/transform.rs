//! Transforms: `D3DTRANSFORMSTATETYPE`, `D3DMATRIX` and `D3DVIEWPORT9`.

/// How a [`TransformState`] is read, for `match`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum TransformKind {
    /// `D3DTS_VIEW`.
    View,
    /// `D3DTS_PROJECTION`.
    Projection,
    /// `D3DTS_TEXTUREn`, n in 0..8.
    Texture(u8),
    /// `D3DTS_WORLDMATRIX(n)`, n in 0..256.
    World(u8),
}

/// `D3DTRANSFORMSTATETYPE`: the matrix slot `SetTransform` writes.
///
/// A newtype rather than an enum: the world matrices are the 256 values
/// `D3DTS_WORLDMATRIX(n) = 256 + n`. The value is always a valid D3D9 one.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(try_from = "u32", into = "u32"))]
#[repr(transparent)]
pub struct TransformState(u32);

impl TransformState {
    /// `D3DTS_VIEW`.
    pub const VIEW: Self = Self(2);
    /// `D3DTS_PROJECTION`.
    pub const PROJECTION: Self = Self(3);
    /// `D3DTS_TEXTURE0`.
    pub const TEXTURE0: Self = Self(16);
    /// `D3DTS_TEXTURE1`.
    pub const TEXTURE1: Self = Self(17);
    /// `D3DTS_TEXTURE2`.
    pub const TEXTURE2: Self = Self(18);
    /// `D3DTS_TEXTURE3`.
    pub const TEXTURE3: Self = Self(19);
    /// `D3DTS_TEXTURE4`.
    pub const TEXTURE4: Self = Self(20);
    /// `D3DTS_TEXTURE5`.
    pub const TEXTURE5: Self = Self(21);
    /// `D3DTS_TEXTURE6`.
    pub const TEXTURE6: Self = Self(22);
    /// `D3DTS_TEXTURE7`.
    pub const TEXTURE7: Self = Self(23);
    /// `D3DTS_WORLD` (`D3DTS_WORLDMATRIX(0)`).
    pub const WORLD: Self = Self(256);
    /// `D3DTS_WORLD1`.
    pub const WORLD1: Self = Self(257);
    /// `D3DTS_WORLD2`.
    pub const WORLD2: Self = Self(258);
    /// `D3DTS_WORLD3`.
    pub const WORLD3: Self = Self(259);

    /// Number of distinct slots (view, projection, 8 texture, 256 world).
    pub const COUNT: usize = 2 + 8 + 256;

    /// `D3DTS_WORLDMATRIX(index)`: `256 + index`.
    pub const fn world_matrix(index: u8) -> Self {
        Self(256 + index as u32)
    }

    /// `D3DTS_TEXTUREn` for a stage in 0..8, `None` above.
    pub const fn texture(stage: u32) -> Option<Self> {
        if stage < 8 {
            Some(Self(16 + stage))
        } else {
            None
        }
    }

    /// The slot for a raw D3D9 value, `None` when D3D9 has no such value.
    pub const fn from_d3d(value: u32) -> Option<Self> {
        match value {
            2 | 3 | 16..=23 | 256..=511 => Some(Self(value)),
            _ => None,
        }
    }

    /// The raw D3D9 value.
    pub const fn to_d3d(self) -> u32 {
        self.0
    }

    /// The slot's kind and index.
    pub const fn kind(self) -> TransformKind {
        match self.0 {
            2 => TransformKind::View,
            3 => TransformKind::Projection,
            16..=23 => TransformKind::Texture((self.0 - 16) as u8),
            _ => TransformKind::World((self.0 - 256) as u8),
        }
    }

    /// A dense index in `0..COUNT` (view, projection, textures, worlds), for
    /// flat transform tables.
    pub const fn index(self) -> usize {
        match self.kind() {
            TransformKind::View => 0,
            TransformKind::Projection => 1,
            TransformKind::Texture(n) => 2 + n as usize,
            TransformKind::World(n) => 10 + n as usize,
        }
    }
}

impl TryFrom<u32> for TransformState {
    type Error = u32;
    fn try_from(value: u32) -> Result<Self, u32> {
        Self::from_d3d(value).ok_or(value)
    }
}

impl From<TransformState> for u32 {
    fn from(t: TransformState) -> u32 {
        t.0
    }
}

/// `D3DMATRIX`: row-major 4x4, `m[row][column]`, row vectors (`v * M`).
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[repr(C)]
pub struct Matrix {
    /// The elements, `m[0][3]` is D3D9's `_14`.
    pub m: [[f32; 4]; 4],
}

impl Matrix {
    /// The identity, every transform's initial value.
    pub const IDENTITY: Matrix = Matrix {
        m: [
            [1.0, 0.0, 0.0, 0.0],
            [0.0, 1.0, 0.0, 0.0],
            [0.0, 0.0, 1.0, 0.0],
            [0.0, 0.0, 0.0, 1.0],
        ],
    };

    /// `self * rhs` (apply `self` first, then `rhs`, with row vectors).
    pub fn multiply(&self, rhs: &Matrix) -> Matrix {
        let mut m = [[0.0f32; 4]; 4];
        for (r, row) in m.iter_mut().enumerate() {
            for (c, out) in row.iter_mut().enumerate() {
                *out = (0..4).map(|k| self.m[r][k] * rhs.m[k][c]).sum();
            }
        }
        Matrix { m }
    }

    /// The transpose (column-major view for shader constants).
    pub fn transpose(&self) -> Matrix {
        let mut m = [[0.0f32; 4]; 4];
        for (r, row) in m.iter_mut().enumerate() {
            for (c, out) in row.iter_mut().enumerate() {
                *out = self.m[c][r];
            }
        }
        Matrix { m }
    }
}

impl Default for Matrix {
    fn default() -> Self {
        Matrix::IDENTITY
    }
}

/// `D3DVIEWPORT9`.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[repr(C)]
pub struct Viewport {
    /// Left edge in pixels.
    pub x: u32,
    /// Top edge in pixels.
    pub y: u32,
    /// Width in pixels.
    pub width: u32,
    /// Height in pixels.
    pub height: u32,
    /// Depth mapped from clip z = 0.
    pub min_z: f32,
    /// Depth mapped from clip z = 1.
    pub max_z: f32,
}
