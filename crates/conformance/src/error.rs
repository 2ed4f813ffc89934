//! The errors of the GPU-free parsers: case data (hex, uniform words,
//! resource sizes), state command text and case files. Their messages are
//! the `detail` of the probes they turn into errors, so they name the text
//! that was wrong.

/// Case data that cannot be decoded: hex bytes, uniform values, sizes.
#[derive(Clone, Debug, PartialEq, thiserror::Error)]
pub enum DataError {
    /// A hex field with an odd number of digits.
    #[error("hex data has odd length {0}")]
    OddHexLength(usize),
    /// A pair of characters that is not a hex byte.
    #[error("bad hex byte at offset {offset}")]
    BadHexByte {
        /// Offset of the pair in the (trimmed) text.
        offset: usize,
    },
    /// `uniform` values that do not fit the type's 32-bit words.
    #[error("uniform type {ty} with values {values:?} is not expressible as 32-bit words")]
    UniformWords {
        /// The `uniform` type (`float4`, `int`, ...).
        ty: String,
        /// The values given.
        values: Vec<serde_json::Number>,
    },
    /// A size whose numbers do not parse.
    #[error("size {0:?}")]
    SizeNumber(String),
    /// A size that is not `(2d, w, h)`, `(3d, w, h, d)` or `(cube, n)`.
    #[error("resource size {0:?} is not a D3D9 texture")]
    SizeShape(String),
}

/// State command text that is not a well-formed state command.
#[derive(Clone, Debug, PartialEq, thiserror::Error)]
pub enum StateError {
    /// A word that should be a number.
    #[error("{0:?} is not a number")]
    NotANumber(String),
    /// A command with the wrong number of numbers.
    #[error("{what} takes {count} numbers, got {got:?}")]
    WrongCount {
        /// The command's keyword.
        what: &'static str,
        /// How many numbers it takes.
        count: usize,
        /// What followed the keyword.
        got: String,
    },
    /// A clip-plane index outside 0..7.
    #[error("clip-plane index {0:?} is not 0..7")]
    ClipPlaneIndex(String),
    /// A fog projection other than `ortho` or `non-ortho`.
    #[error("fog projection {0:?} is not ortho or non-ortho")]
    FogProjection(String),
    /// A `fog` command of another shape.
    #[error("fog command {0:?} not understood")]
    Fog(String),
    /// An `alpha test` function that is not a D3DCMPFUNC.
    #[error("alpha test function {0:?}")]
    AlphaFunc(String),
    /// Text that is no state command at all.
    #[error("command {0:?} is not a state command the D3D9 runner knows")]
    Unknown(String),
}

/// A case file that cannot be loaded.
#[derive(Debug, thiserror::Error)]
pub enum LoadError {
    /// The file could not be read.
    #[error("{0}")]
    Read(#[from] std::io::Error),
    /// The file is not a case file.
    #[error("malformed case file: {0}")]
    Malformed(#[from] serde_json::Error),
}
