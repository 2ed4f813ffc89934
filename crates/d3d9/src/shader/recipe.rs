//! How a compiled module is made, as data: what a pipeline recipe records
//! so that the next session (or a worker thread) makes the same module
//! without the draw that first needed it.
//!
//! A vertex stage is a base module (translated bytecode, a fixed-function
//! or pre-transformed stage), possibly linked to the pixel stage it is
//! drawn with and rewritten to expand points: [`Origin`]. A pixel stage is
//! a base module only. Per-draw values (constants, sizes, clip-plane
//! equations) are uniforms and never part of a recipe.

use ninebridge_translate::{FfPixelKey, FfVertexKey};
use ninebridge_types::DeclUsage;
use serde::{Deserialize, Serialize};

use super::ShaderVariant;

/// The stage tag of vertex shader bytecode in module ids and recipes.
pub(crate) const VERTEX: u8 = 0;
/// The stage tag of pixel shader bytecode.
pub(crate) const PIXEL: u8 = 1;

/// Bytecode of one stage, by content: what a recipe needs to exist in the
/// session before it can be built.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub(crate) struct BytecodeRef {
    /// [`VERTEX`] or [`PIXEL`].
    pub(crate) stage: u8,
    /// The bytecode's content key (FNV-1a 64 of its tokens).
    pub(crate) content: u64,
    /// Its length in bytes (a second check against key collisions).
    pub(crate) len: u32,
}

/// A module made from nothing but its recipe (and, for bytecode, the
/// bytecode registered under its content key).
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub(crate) enum ModuleRecipe {
    /// Shader bytecode translated in a variant.
    Bytecode {
        /// Which bytecode.
        code: BytecodeRef,
        /// The variant it is translated in.
        variant: ShaderVariant,
    },
    /// The fixed-function pixel stage of a key.
    FfPixel(FfPixelKey),
    /// The fixed-function vertex stage of a key.
    FfVertex(FfVertexKey),
    /// The vertex stage of pre-transformed vertices: the (usage, index) of
    /// the declaration's elements it passes on, and flat colours.
    Pretransformed {
        /// Elements read, in location order.
        reads: Vec<(DeclUsage, u32)>,
        /// Colours take the first vertex's value.
        flat: bool,
    },
}

impl ModuleRecipe {
    /// The bytecode the recipe needs, if any.
    pub(crate) fn bytecode(&self) -> Option<BytecodeRef> {
        match self {
            ModuleRecipe::Bytecode { code, .. } => Some(*code),
            _ => None,
        }
    }
}

/// How a draw's vertex stage was made from a base module.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub(crate) struct Origin {
    /// The module it starts from.
    pub(crate) base: ModuleRecipe,
    /// Linked to the pixel stage with this many user clip planes
    /// (`None`: drawn as it is).
    pub(crate) link_planes: Option<u8>,
    /// Rewritten to draw points as quads (`Some(sprite)`).
    pub(crate) points: Option<bool>,
}

impl Origin {
    /// A base module drawn as it is.
    pub(crate) fn base(base: ModuleRecipe) -> Self {
        Origin {
            base,
            link_planes: None,
            points: None,
        }
    }
}
