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
//! recipe in postcard, serde's compact binary form (varints, no field
//! names), so the wgpu states are written by their own derives rather than
//! by a hand-kept table, and a record decodes in about a microsecond. A
//! recipe too large for a record is not recorded (counted in the
//! statistics).

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
        let mut record = vec![0u8; RecipeCodec::RECORD_SIZE];
        let len = postcard::to_slice(self, &mut record[HEAD..]).ok()?.len();
        let crc = crc32fast::hash(&record[HEAD..HEAD + len]);
        record[0..4].copy_from_slice(&(len as u32).to_le_bytes());
        record[4..8].copy_from_slice(&crc.to_le_bytes());
        record[8..16].copy_from_slice(&self.record_key().to_le_bytes());
        Some(record)
    }

    /// The recipe of a valid record; `None` when it does not decode (a
    /// record of another build whose types changed). The key is not
    /// checked against the recipe (the CRC covers the payload; a record
    /// whose key field was changed is only deduplicated under that key).
    pub(crate) fn decode(record: &[u8]) -> Option<PipelineRecipe> {
        postcard::from_bytes(payload(record)?).ok()
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
    // Records of builds before `ShaderVariant::border` decode shifted or
    // not at all: a shifted one names other modules than its key and the
    // service refuses it, so the version stays.
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

impl PipelineRecipe {
    /// A recipe as big as the device makes (four vertex buffers of four
    /// attributes, four blended targets, stencil, a linked point sprite),
    /// numbered `n` (its key names vertex module `0x1234 + n`): for tests and
    /// the manifest benchmark.
    pub(crate) fn sample(n: u64) -> PipelineRecipe {
        use crate::shader::ShaderVariant;
        use crate::shader::recipe::{PIXEL, VERTEX};
        use ninebridge_gpu::wgpu;
        let attributes: Vec<wgpu::VertexAttribute> = (0..4)
            .map(|i| wgpu::VertexAttribute {
                format: wgpu::VertexFormat::Float32x4,
                offset: 16 * i,
                shader_location: i as u32,
            })
            .collect();
        let target = Some(wgpu::ColorTargetState {
            format: wgpu::TextureFormat::Rgba16Float,
            blend: Some(wgpu::BlendState::ALPHA_BLENDING),
            write_mask: wgpu::ColorWrites::RED | wgpu::ColorWrites::ALPHA,
        });
        let face = wgpu::StencilFaceState {
            compare: wgpu::CompareFunction::Equal,
            fail_op: wgpu::StencilOperation::IncrementWrap,
            depth_fail_op: wgpu::StencilOperation::Invert,
            pass_op: wgpu::StencilOperation::Replace,
        };
        let variant = ShaderVariant {
            alpha_test: Some(ninebridge_types::CmpFunc::GreaterEqual),
            fog: true,
            flat: true,
            kind_overrides: 0xffff,
            lod_bias: 0xff,
            projected: [4; 8],
            ..ShaderVariant::default()
        };
        PipelineRecipe {
            key: PipelineKey {
                vs: 0x1234 + n,
                ps: 0x5678,
                buffers: (0..4).map(|i| (16 * i + 64, attributes.clone())).collect(),
                instanced: true,
                instance_slots: 0b1010,
                primitive: wgpu::PrimitiveState {
                    topology: wgpu::PrimitiveTopology::TriangleStrip,
                    strip_index_format: Some(wgpu::IndexFormat::Uint32),
                    cull_mode: Some(wgpu::Face::Back),
                    ..Default::default()
                },
                targets: vec![target; 4],
                depth: Some(wgpu::DepthStencilState {
                    format: wgpu::TextureFormat::Depth24PlusStencil8,
                    depth_write_enabled: Some(true),
                    depth_compare: Some(wgpu::CompareFunction::LessEqual),
                    stencil: wgpu::StencilState {
                        front: face,
                        back: face,
                        read_mask: 0x7f,
                        write_mask: 0x3f,
                    },
                    bias: wgpu::DepthBiasState {
                        constant: 3,
                        slope_scale: 1.5,
                        clamp: 0.0,
                    },
                }),
                samples: 4,
                alpha_to_coverage: n % 2 == 1,
            },
            vs: Origin {
                base: ModuleRecipe::Bytecode {
                    code: BytecodeRef {
                        stage: VERTEX,
                        content: u64::MAX,
                        len: 4096,
                    },
                    variant: ShaderVariant {
                        software_vp: true,
                        ..ShaderVariant::default()
                    },
                },
                link_planes: Some(6),
                points: Some(true),
            },
            ps: ModuleRecipe::Bytecode {
                code: BytecodeRef {
                    stage: PIXEL,
                    content: 7,
                    len: 512,
                },
                variant,
            },
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use ninebridge_gpu::wgpu;

    #[test]
    fn a_recipe_round_trips_through_its_record() {
        let recipe = PipelineRecipe::sample(0);
        let record = recipe.encode().expect("fits a record");
        assert_eq!(record.len(), RecipeCodec::RECORD_SIZE);
        assert!(RecipeCodec::is_valid(&record));
        assert_eq!(RecipeCodec::key(&record), recipe.record_key());
        assert_eq!(PipelineRecipe::decode(&record), Some(recipe.clone()));
        let deps: Vec<_> = recipe.bytecode().collect();
        assert_eq!(deps.len(), 2);
    }

    #[test]
    fn a_damaged_record_is_invalid() {
        let record = PipelineRecipe::sample(0).encode().unwrap();
        // Any flipped payload byte fails the CRC; a length past the record
        // or of 0 is refused; zeros are not a record.
        let len = u32::from_le_bytes(record[0..4].try_into().unwrap()) as usize;
        for at in [HEAD, HEAD + len / 2, HEAD + len - 1, 4, 5] {
            let mut bad = record.clone();
            bad[at] ^= 0x40;
            assert!(!RecipeCodec::is_valid(&bad), "byte {at}");
        }
        for len in [0u32, 1009, u32::MAX] {
            let mut bad = record.clone();
            bad[0..4].copy_from_slice(&len.to_le_bytes());
            assert!(!RecipeCodec::is_valid(&bad), "length {len}");
        }
        assert!(!RecipeCodec::is_valid(&[0; RecipeCodec::RECORD_SIZE]));
        // The key is outside the CRC: a changed key leaves a valid record.
        let mut other = record.clone();
        other[8] ^= 1;
        assert!(RecipeCodec::is_valid(&other));
    }

    #[test]
    fn a_valid_record_of_garbage_decodes_to_nothing() {
        // Bytes that are not a recipe, with a correct CRC.
        let payload = [0xffu8; 300];
        let mut record = vec![0u8; RecipeCodec::RECORD_SIZE];
        record[0..4].copy_from_slice(&(payload.len() as u32).to_le_bytes());
        record[4..8].copy_from_slice(&crc32fast::hash(&payload).to_le_bytes());
        record[HEAD..HEAD + payload.len()].copy_from_slice(&payload);
        assert!(RecipeCodec::is_valid(&record));
        assert_eq!(PipelineRecipe::decode(&record), None);
    }

    #[test]
    fn a_recipe_too_large_for_a_record_is_not_encoded() {
        let mut recipe = PipelineRecipe::sample(0);
        recipe.key.buffers = (0..200u64)
            .map(|i| {
                let attribute = wgpu::VertexAttribute {
                    format: wgpu::VertexFormat::Float32x4,
                    offset: i * 7919 % 65_521,
                    shader_location: (i % 16) as u32,
                };
                (i * 104_729 % 999_983, vec![attribute])
            })
            .collect();
        assert_eq!(recipe.encode(), None);
    }
}
