//! What the cache reads from a D3D texture: its description, its level bytes
//! and the readback of GPU-dirty aliases.

pub use ninebridge_texture::layout::TextureKind;
use ninebridge_texture::{Format, level_size};

/// The shape and flags of a D3D texture.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct TextureDesc {
    /// 2D, cube or volume.
    pub kind: TextureKind,
    /// D3D format of the guest bytes.
    pub format: Format,
    /// Width of level 0 (cube: the edge).
    pub width: u32,
    /// Height of level 0 (cube: the edge).
    pub height: u32,
    /// Depth of level 0 (1 unless a volume).
    pub depth: u32,
    /// Stored levels (at least 1).
    pub levels: u32,
    /// The texture's identity in the content key (spec 000 hashes the guest
    /// address): identical bytes in two textures are two cache entries.
    pub guest: u32,
    /// `D3DUSAGE_RENDERTARGET`: sampled from its GPU target, never cached
    /// or replaced.
    pub render_target: bool,
    /// `D3DUSAGE_AUTOGENMIPMAP`: only level 0 is consumed.
    pub autogen_mipmap: bool,
}

impl TextureDesc {
    /// A plain 2D texture with `levels` levels.
    pub fn texture_2d(format: Format, width: u32, height: u32, levels: u32) -> Self {
        Self {
            kind: TextureKind::Texture2d,
            format,
            width,
            height,
            depth: 1,
            levels,
            guest: 0,
            render_target: false,
            autogen_mipmap: false,
        }
    }

    /// A cube texture of `edge` with `levels` levels.
    pub fn cube(format: Format, edge: u32, levels: u32) -> Self {
        Self {
            kind: TextureKind::Cube,
            ..Self::texture_2d(format, edge, edge, levels)
        }
    }

    /// A volume texture.
    pub fn volume(format: Format, width: u32, height: u32, depth: u32, levels: u32) -> Self {
        Self {
            kind: TextureKind::Volume,
            depth,
            ..Self::texture_2d(format, width, height, levels)
        }
    }

    /// Faces: 6 for a cube, else 1.
    pub fn faces(&self) -> u32 {
        if self.kind == TextureKind::Cube { 6 } else { 1 }
    }
}

/// Access to a texture's bytes.
pub trait TextureSource {
    /// The texture.
    fn desc(&self) -> &TextureDesc;

    /// Reads back any GPU-dirty surface sharing level 0's storage, so the
    /// key hashes the current pixels. Returns whether bytes changed (the
    /// cache then advances the generation); an error fails the upload.
    fn flush(&mut self) -> Result<bool, String> {
        Ok(false)
    }

    /// The bytes of `level` of `face` (all slices of a volume level), tightly
    /// packed in the texture's format, or `None` if the game never wrote it.
    fn level(&self, face: u32, level: u32) -> Option<&[u8]>;
}

/// A texture held in plain vectors: for tests, benches and tools.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OwnedSource {
    /// The texture.
    pub desc: TextureDesc,
    /// Bytes by `face * levels + level`; `None` never written.
    pub levels: Vec<Option<Vec<u8>>>,
    /// What the next [`TextureSource::flush`] does: `None` nothing, else the
    /// new level-0 bytes of face 0 (a readback) or the reader's error.
    pub pending_readback: Option<Result<Vec<u8>, String>>,
}

impl OwnedSource {
    /// A texture with no level written.
    pub fn new(desc: TextureDesc) -> Self {
        Self {
            desc,
            levels: vec![None; (desc.faces() * desc.levels) as usize],
            pending_readback: None,
        }
    }

    /// Bytes of one level of this texture (all slices), in whole blocks.
    pub fn level_len(&self, level: u32) -> usize {
        let (w, h, d) = level_extent(&self.desc, level);
        level_size(self.desc.format, w, h).unwrap_or(0) * d as usize
    }

    /// Writes a level.
    pub fn write(&mut self, face: u32, level: u32, bytes: Vec<u8>) {
        let index = (face * self.desc.levels + level) as usize;
        if let Some(slot) = self.levels.get_mut(index) {
            *slot = Some(bytes);
        }
    }
}

impl TextureSource for OwnedSource {
    fn desc(&self) -> &TextureDesc {
        &self.desc
    }

    fn flush(&mut self) -> Result<bool, String> {
        match self.pending_readback.take() {
            None => Ok(false),
            Some(Ok(bytes)) => {
                self.write(0, 0, bytes);
                Ok(true)
            }
            Some(Err(message)) => Err(message),
        }
    }

    fn level(&self, face: u32, level: u32) -> Option<&[u8]> {
        if face >= self.desc.faces() || level >= self.desc.levels {
            return None;
        }
        self.levels
            .get((face * self.desc.levels + level) as usize)?
            .as_deref()
    }
}

/// (width, height, depth) of `level`.
pub fn level_extent(desc: &TextureDesc, level: u32) -> (u32, u32, u32) {
    use ninebridge_texture::format::mip_dimension;
    let depth = if desc.kind == TextureKind::Volume {
        mip_dimension(desc.depth, level)
    } else {
        1
    };
    (
        mip_dimension(desc.width, level),
        mip_dimension(desc.height, level),
        depth,
    )
}
