//! Pipeline recipes: everything a pipeline build reads, as one fixed-size
//! manifest record (spec 001, "Manifest of recipes").
//!
//! A recipe is the pipeline key (vertex layouts, primitive, colour targets
//! with blend and write masks, depth/stencil; the shaders by their stable
//! ids) and how each of its two modules is made ([`Origin`],
//! [`ModuleRecipe`]). Per-draw values are never in it.
//!
//! Record layout (little-endian, [`RecipeCodec::RECORD_SIZE`] bytes):
//! payload length (u32), CRC-32 of the payload (u32), the key (u64, the
//! stable key of the pipeline key), the payload, zeros. The payload is the
//! recipe in CBOR (serde, so the wgpu states are written by their own
//! derives rather than by a hand-kept table), deflated: CBOR names every
//! field, which compresses well. A recipe too large for a record is not
//! recorded (counted in the statistics).

use std::io::Write;

use serde::{Deserialize, Serialize};

use super::PipelineKey;
use crate::shader::recipe::{BytecodeRef, ModuleRecipe, Origin};
use ninebridge_pipelines::RecordCodec;

/// Bytes before the payload.
const HEAD: usize = 16;

/// What rebuilds one pipeline.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub(crate) struct PipelineRecipe {
    /// The pipeline key.
    pub(crate) key: PipelineKey,
    /// How the vertex stage is made.
    pub(crate) vs: Origin,
    /// How the pixel stage is made.
    pub(crate) ps: ModuleRecipe,
}

impl PipelineRecipe {
    /// The bytecode the recipe needs (none, one or two).
    pub(crate) fn bytecode(&self) -> impl Iterator<Item = BytecodeRef> + use<> {
        [self.vs.base.bytecode(), self.ps.bytecode()]
            .into_iter()
            .flatten()
    }

    /// The record's key: the pipeline key's stable key.
    pub(crate) fn record_key(&self) -> u64 {
        crate::shader::stable_key(&self.key)
    }

    /// The recipe as a record; `None` when it does not fit.
    pub(crate) fn encode(&self) -> Option<Vec<u8>> {
        let mut cbor = Vec::with_capacity(1024);
        ciborium::into_writer(self, &mut cbor).ok()?;
        let mut deflate =
            flate2::write::DeflateEncoder::new(Vec::new(), flate2::Compression::default());
        deflate.write_all(&cbor).ok()?;
        let payload = deflate.finish().ok()?;
        if payload.len() > RecipeCodec::RECORD_SIZE - HEAD {
            return None;
        }
        let mut record = vec![0u8; RecipeCodec::RECORD_SIZE];
        record[0..4].copy_from_slice(&(payload.len() as u32).to_le_bytes());
        record[4..8].copy_from_slice(&crc32fast::hash(&payload).to_le_bytes());
        record[8..16].copy_from_slice(&self.record_key().to_le_bytes());
        record[HEAD..HEAD + payload.len()].copy_from_slice(&payload);
        Some(record)
    }

    /// The recipe of a valid record; `None` when it does not decode (a
    /// record of another build whose types changed), or names another key.
    pub(crate) fn decode(record: &[u8]) -> Option<PipelineRecipe> {
        let payload = payload(record)?;
        // Bounded: a record inflates to at most this (a recipe is a few KB).
        let mut cbor = Vec::new();
        let mut inflate = flate2::write::DeflateDecoder::new(LimitedWriter {
            out: &mut cbor,
            left: 1 << 16,
        });
        inflate.write_all(payload).ok()?;
        inflate.finish().ok()?;
        let recipe: PipelineRecipe = ciborium::from_reader(cbor.as_slice()).ok()?;
        (recipe.record_key() == RecipeCodec::key(record)).then_some(recipe)
    }
}

/// A writer that refuses more than `left` bytes (a bomb of a record stops
/// there).
struct LimitedWriter<'a> {
    out: &'a mut Vec<u8>,
    left: usize,
}

impl Write for LimitedWriter<'_> {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        if buf.len() > self.left {
            return Err(std::io::Error::other("recipe inflates past its limit"));
        }
        self.left -= buf.len();
        self.out.extend_from_slice(buf);
        Ok(buf.len())
    }

    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

/// The payload of a record whose length and CRC check out.
fn payload(record: &[u8]) -> Option<&[u8]> {
    let word = |at: usize| {
        record
            .get(at..at + 4)
            .map(|b| u32::from_le_bytes([b[0], b[1], b[2], b[3]]))
    };
    let len = word(0)? as usize;
    let payload = record.get(HEAD..HEAD.checked_add(len)?)?;
    (len > 0 && crc32fast::hash(payload) == word(4)?).then_some(payload)
}

/// The device's manifest records ([`ninebridge_pipelines::RecordCodec`]).
pub(crate) struct RecipeCodec;

impl ninebridge_pipelines::RecordCodec for RecipeCodec {
    const VERSION: u32 = 1;
    const RECORD_SIZE: usize = 1024;

    fn key(record: &[u8]) -> u64 {
        record
            .get(8..16)
            .map_or(0, |b| u64::from_le_bytes(b.try_into().unwrap_or_default()))
    }

    fn is_valid(record: &[u8]) -> bool {
        payload(record).is_some()
    }
}
