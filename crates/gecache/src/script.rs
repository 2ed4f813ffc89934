//! Scripts: a JSON description of memory and GE commands, run against a
//! [`Ge`] (the format of `ninebridge gecache run`).
//!
//! ```json
//! {"memory_size": 4096, "ops": [
//!   {"op": "write", "addr": 0, "hex": "11223344"},
//!   {"op": "tex", "addr": 0, "bufw": 4, "format": "8888", "width": 4, "height": 8},
//!   {"op": "sample", "u": 0, "v": 0},
//!   {"op": "flush"}
//! ]}
//! ```
//!
//! The top level is read first, then each op on its own so an error names
//! the op's index. Ops run in order; the first failure stops the script.

use serde::Deserialize;

use crate::cache::Stats;
use crate::draw::{Blend, Primitive, Sprite};
use crate::error::ScriptError;
use crate::format::TexFormat;
use crate::ge::{BlockTransfer, Ge};
use crate::texture::TextureRegs;

/// The whole script.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawScript {
    memory_size: u64,
    ops: Vec<serde_json::Value>,
}

/// One script op. See the crate documentation for the fields.
#[derive(Clone, Debug, PartialEq, Deserialize)]
#[serde(tag = "op", rename_all = "snake_case", deny_unknown_fields)]
pub enum Op {
    /// Memory changes behind the cache (a CPU write).
    Write {
        /// First byte.
        addr: u32,
        /// The bytes, two hex digits each.
        hex: String,
    },
    /// Sets the texture registers (no flush).
    Tex {
        /// Address of the level.
        addr: u32,
        /// Buffer width in texels.
        bufw: u32,
        /// Texel format.
        format: TexFormat,
        /// Width in texels.
        width: u32,
        /// Height in texels.
        height: u32,
        /// Swizzled storage.
        #[serde(default)]
        swizzled: bool,
        /// Mip level.
        #[serde(default)]
        level: u32,
    },
    /// Samples integer texel `(u, v)`.
    Sample {
        /// Column.
        u: u32,
        /// Row.
        v: u32,
    },
    /// TEXFLUSH.
    Flush,
    /// TEXSYNC.
    Sync,
    /// A display list starts.
    ListStart,
    /// A display list ends (in-flight transfers land).
    ListEnd,
    /// A block transfer, landing at the next `sync` or `list_end`.
    Transfer {
        /// Source address.
        src: u32,
        /// Source stride in pixels.
        src_bufw: u32,
        /// Destination address.
        dst: u32,
        /// Destination stride in pixels.
        dst_bufw: u32,
        /// Width in pixels.
        width: u32,
        /// Height in pixels.
        height: u32,
        /// Bytes per pixel, 2 or 4.
        bpp: u32,
    },
    /// Loads the CLUT (never touches the texture cache).
    Clut {
        /// Address.
        addr: u32,
        /// Bytes, 1 to 1024.
        bytes: u32,
    },
    /// A self-texturing sprite with the current texture.
    Sprite(SpriteOp),
}

/// The `sprite` op's fields; see [`Sprite`].
#[derive(Clone, Debug, PartialEq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SpriteOp {
    /// Left column (default 0).
    #[serde(default)]
    pub x: u32,
    /// Top row (default 0).
    #[serde(default)]
    pub y: u32,
    /// Width in pixels.
    pub width: u32,
    /// Height in pixels.
    pub height: u32,
    /// Texel column of the left column (default `x`: drawn onto itself).
    pub u: Option<i32>,
    /// Texel row of the top row (default `y`).
    pub v: Option<i32>,
    /// Texel step per pixel (default 1).
    #[serde(default = "one")]
    pub du: i32,
    /// Texel step per row (default 1).
    #[serde(default = "one")]
    pub dv: i32,
    /// Framebuffer address (default: the texture's).
    pub fb: Option<u32>,
    /// Framebuffer stride in pixels (default: the texture's `bufw`).
    pub fb_bufw: Option<u32>,
    /// Bilinear filtering (default false).
    #[serde(default)]
    pub bilinear: bool,
    /// `"replace"` (default) or `"average"`.
    #[serde(default)]
    pub blend: Blend,
    /// `"sprite"` (default) or `"triangles"`.
    #[serde(default)]
    pub prim: Primitive,
}

fn one() -> i32 {
    1
}

/// What a script printed: one entry per `sample` op, then the counters.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ScriptOutput {
    /// `(op index, sample)` for every `sample` op.
    pub samples: Vec<(usize, crate::Sample)>,
    /// The cache's counters at the end.
    pub stats: Stats,
}

/// A parsed script.
#[derive(Clone, Debug, PartialEq)]
pub struct Script {
    /// Bytes of memory.
    pub memory_size: u64,
    /// The ops, in order.
    pub ops: Vec<Op>,
}

impl Script {
    /// Reads a script from JSON text.
    pub fn from_json(text: &str) -> Result<Self, ScriptError> {
        let raw: RawScript = serde_json::from_str(text).map_err(ScriptError::Json)?;
        let ops = raw
            .ops
            .into_iter()
            .enumerate()
            .map(|(index, v)| {
                Op::deserialize(v).map_err(|error| ScriptError::Parse { index, error })
            })
            .collect::<Result<_, _>>()?;
        Ok(Self {
            memory_size: raw.memory_size,
            ops,
        })
    }

    /// Runs the script on a fresh machine.
    pub fn run(&self) -> Result<ScriptOutput, ScriptError> {
        let mut ge = Ge::new(self.memory_size).map_err(ScriptError::Memory)?;
        let mut samples = Vec::new();
        for (index, op) in self.ops.iter().enumerate() {
            if let Some(s) = run_op(&mut ge, index, op)? {
                samples.push((index, s));
            }
        }
        ge.list_end();
        Ok(ScriptOutput {
            samples,
            stats: ge.stats(),
        })
    }
}

/// Runs one op; returns the sample for `sample` ops.
pub fn run_op(ge: &mut Ge, index: usize, op: &Op) -> Result<Option<crate::Sample>, ScriptError> {
    let run = |error| ScriptError::Run { index, error };
    match op {
        Op::Write { addr, hex } => {
            let bytes =
                parse_hex(hex).map_err(|(reason, at)| ScriptError::Hex { index, reason, at })?;
            ge.write(*addr, &bytes).map_err(run)?;
        }
        &Op::Tex {
            addr,
            bufw,
            format,
            width,
            height,
            swizzled,
            level,
        } => ge
            .set_texture(TextureRegs {
                addr,
                bufw,
                format,
                width,
                height,
                swizzled,
                level,
            })
            .map_err(run)?,
        &Op::Sample { u, v } => return ge.sample(u, v).map(Some).map_err(run),
        Op::Flush => ge.flush(),
        Op::Sync => ge.sync(),
        Op::ListStart => ge.list_start(),
        Op::ListEnd => ge.list_end(),
        &Op::Transfer {
            src,
            src_bufw,
            dst,
            dst_bufw,
            width,
            height,
            bpp,
        } => ge
            .transfer(BlockTransfer {
                src,
                src_bufw,
                dst,
                dst_bufw,
                width,
                height,
                bpp,
            })
            .map_err(run)?,
        &Op::Clut { addr, bytes } => ge.load_clut(addr, bytes).map_err(run)?,
        Op::Sprite(s) => {
            let tex = *ge
                .texture()
                .ok_or(crate::GeError::NoTexture)
                .map_err(run)?
                .regs();
            let sprite = Sprite {
                fb: s.fb.unwrap_or(tex.addr),
                fb_bufw: s.fb_bufw.unwrap_or(tex.bufw),
                x: s.x,
                y: s.y,
                width: s.width,
                height: s.height,
                u: s.u.unwrap_or(i32::try_from(s.x).unwrap_or(i32::MAX)),
                v: s.v.unwrap_or(i32::try_from(s.y).unwrap_or(i32::MAX)),
                du: s.du,
                dv: s.dv,
                bilinear: s.bilinear,
                blend: s.blend,
                prim: s.prim,
            };
            ge.draw(&sprite, |_| {}).map_err(run)?;
        }
    }
    Ok(None)
}

/// Hex digits to bytes; the error says what and at which character.
fn parse_hex(hex: &str) -> Result<Vec<u8>, (&'static str, usize)> {
    if hex.len() % 2 != 0 {
        return Err(("odd number of digits", hex.len()));
    }
    let digit = |at: usize| {
        let c = hex.as_bytes()[at];
        (c as char)
            .to_digit(16)
            .map(|d| d as u8)
            .ok_or(("not a hex digit", at))
    };
    (0..hex.len() / 2)
        .map(|i| Ok(digit(2 * i)? << 4 | digit(2 * i + 1)?))
        .collect()
}
