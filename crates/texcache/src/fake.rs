//! A recording [`TextureBackend`] without a GPU, for tests and benches: it
//! keeps every live texture's description and level bytes, counts calls, and
//! can be told to refuse creations.

use std::collections::BTreeMap;

use crate::backend::{BackendError, GpuTextureDesc, LevelUpload, TextureBackend};

/// A texture of the fake backend: its serial number.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct FakeTexture(pub u64);

/// What the fake backend holds for one live texture.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FakeContents {
    /// How it was created.
    pub desc: GpuTextureDesc,
    /// Bytes by `(layer, level)`.
    pub levels: BTreeMap<(u32, u32), Vec<u8>>,
}

/// The recording backend.
#[derive(Debug, Default)]
pub struct FakeBackend {
    /// Whether it claims BC support.
    pub bc: bool,
    /// Refuse every creation while true.
    pub fail_creates: bool,
    /// Refuse creations of textures wider than this.
    pub fail_wider_than: Option<u32>,
    next: u64,
    live: BTreeMap<FakeTexture, FakeContents>,
    /// Textures created.
    pub created: u64,
    /// Textures destroyed.
    pub destroyed: u64,
    /// Bytes of every level uploaded.
    pub uploaded_bytes: u64,
}

impl FakeBackend {
    /// A backend that does (`bc = true`) or does not support BC.
    pub fn new(bc: bool) -> Self {
        Self {
            bc,
            ..Self::default()
        }
    }

    /// The contents of a live texture.
    pub fn contents(&self, texture: FakeTexture) -> Option<&FakeContents> {
        self.live.get(&texture)
    }

    /// Live textures.
    pub fn live(&self) -> usize {
        self.live.len()
    }
}

impl TextureBackend for FakeBackend {
    type Texture = FakeTexture;

    fn supports_bc(&self) -> bool {
        self.bc
    }

    fn create(
        &mut self,
        desc: &GpuTextureDesc,
        levels: &[LevelUpload<'_>],
    ) -> Result<FakeTexture, BackendError> {
        if self.fail_creates || self.fail_wider_than.is_some_and(|w| desc.width > w) {
            return Err(BackendError::new(desc, "refused by the fake backend"));
        }
        if desc.format.is_compressed() && !self.bc {
            return Err(BackendError::new(desc, "BC is not supported"));
        }
        let mut contents = FakeContents {
            desc: desc.clone(),
            levels: BTreeMap::new(),
        };
        for level in levels {
            let rows = u64::from(level.rows_per_image) * u64::from(level.depth);
            if u64::from(level.bytes_per_row) * rows != level.data.len() as u64 {
                return Err(BackendError::new(
                    desc,
                    format!(
                        "level {} layer {}: {} bytes for {} rows of {}",
                        level.level,
                        level.layer,
                        level.data.len(),
                        rows,
                        level.bytes_per_row
                    ),
                ));
            }
            self.uploaded_bytes += level.data.len() as u64;
            contents
                .levels
                .insert((level.layer, level.level), level.data.to_vec());
        }
        self.next += 1;
        self.created += 1;
        let id = FakeTexture(self.next);
        self.live.insert(id, contents);
        Ok(id)
    }

    fn destroy(&mut self, texture: FakeTexture) {
        if self.live.remove(&texture).is_some() {
            self.destroyed += 1;
        }
    }
}
