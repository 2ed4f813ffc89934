//! Reading DDS files for the tools.
//!
//! The header is parsed by the `ddsfile` crate; its pixel format is mapped
//! onto [`Format`] (`format_map.rs`) and the payload is addressed with the
//! crate's own [`TextureLayout`] (D3D9 packing: faces back to back, each face
//! holding its whole mip chain; volume levels holding their slices). DX10
//! extended headers are rejected, since DXGI formats are not D3D9 formats.
//! `P8` and `A8P8` files carry a 1024-byte palette (256 R, G, B, A entries)
//! between the header and the first level (the legacy DDS palette layout).
//!
//! Hostile headers are cheap: the size limits are checked before anything is
//! sized, and the payload must hold every level the header declares.

mod error;
mod format_map;

pub use error::DdsError;

use ddsfile::{Caps2, Dds};

use crate::decode::{PALETTE_BYTES, decode, decode_paletted};
use crate::format::{Format, FormatExt, SizeError};
use crate::hash::{content_key_2d, content_key_cube, content_key_volume};
use crate::layout::{LevelRegion, TextureKind, TextureLayout};

/// A parsed DDS file: its D3D format, shape and payload.
#[derive(Clone, Debug)]
pub struct DdsTexture {
    layout: TextureLayout,
    width: u32,
    height: u32,
    depth: u32,
    data: Vec<u8>,
    palette: Option<Vec<u8>>,
}

impl DdsTexture {
    /// Parses a DDS file held in memory.
    pub fn from_bytes(bytes: &[u8]) -> Result<Self, DdsError> {
        let dds = Dds::read(bytes).map_err(|e| match e {
            ddsfile::Error::Io(io) if io.kind() == std::io::ErrorKind::UnexpectedEof => {
                DdsError::ShortHeader { size: bytes.len() }
            }
            ddsfile::Error::ShortFile => DdsError::ShortHeader { size: bytes.len() },
            ddsfile::Error::BadMagicNumber => DdsError::NotDds,
            other => DdsError::Header(other.to_string()),
        })?;
        if let Some(h10) = &dds.header10 {
            return Err(DdsError::Dx10 {
                dxgi_format: h10.dxgi_format as u32,
            });
        }
        let raw = format_map::RawPixelFormat::from_file(bytes);
        let format = format_map::d3d_format(&dds.header.spf, &raw)?;
        let header = &dds.header;
        let (width, height) = (header.width, header.height);
        let caps2 = header.caps2;
        let kind = if caps2.contains(Caps2::CUBEMAP) {
            let faces = [
                Caps2::CUBEMAP_POSITIVEX,
                Caps2::CUBEMAP_NEGATIVEX,
                Caps2::CUBEMAP_POSITIVEY,
                Caps2::CUBEMAP_NEGATIVEY,
                Caps2::CUBEMAP_POSITIVEZ,
                Caps2::CUBEMAP_NEGATIVEZ,
            ]
            .iter()
            .filter(|f| caps2.contains(**f))
            .count() as u32;
            if faces != 6 {
                return Err(DdsError::PartialCube { faces });
            }
            TextureKind::Cube
        } else if caps2.contains(Caps2::VOLUME) && header.depth.is_some_and(|d| d > 1) {
            TextureKind::Volume
        } else {
            TextureKind::Texture2d
        };
        // A missing or zero mip count means one level.
        let levels = header.mip_map_count.unwrap_or(1).max(1);
        let layout = match kind {
            TextureKind::Texture2d => TextureLayout::texture_2d(format, width, height, levels)?,
            TextureKind::Cube => {
                if width != height {
                    return Err(SizeError::Dimension { width, height }.into());
                }
                TextureLayout::cube(format, width, levels, 1)?
            }
            TextureKind::Volume => {
                let depth = header.depth.unwrap_or(1);
                TextureLayout::volume(format, width, height, depth, levels)?
            }
        };
        let mut data = dds.data;
        let palette = if format.needs_palette() {
            if data.len() < PALETTE_BYTES {
                return Err(DdsError::Palette { actual: data.len() });
            }
            let pixels = data.split_off(PALETTE_BYTES);
            Some(std::mem::replace(&mut data, pixels))
        } else {
            None
        };
        if data.len() < layout.total_size() {
            return Err(DdsError::Truncated {
                needed: layout.total_size(),
                actual: data.len(),
            });
        }
        data.truncate(layout.total_size());
        let depth = layout.level(0, 0).map_or(1, |r| r.depth);
        Ok(Self {
            layout,
            width,
            height,
            depth,
            data,
            palette,
        })
    }

    /// The D3D format of the payload.
    pub fn format(&self) -> Format {
        self.layout.format()
    }

    /// Width of level 0.
    pub fn width(&self) -> u32 {
        self.width
    }

    /// Height of level 0.
    pub fn height(&self) -> u32 {
        self.height
    }

    /// Depth of level 0 (1 unless a volume).
    pub fn depth(&self) -> u32 {
        self.depth
    }

    /// Stored mip levels.
    pub fn levels(&self) -> u32 {
        self.layout.levels()
    }

    /// Faces: 6 for a cube map, else 1.
    pub fn faces(&self) -> u32 {
        self.layout.faces()
    }

    /// 2D, cube or volume.
    pub fn kind(&self) -> TextureKind {
        self.layout.kind()
    }

    /// The payload's layout.
    pub fn layout(&self) -> &TextureLayout {
        &self.layout
    }

    /// Where `level` of `face` lives, or which index does not exist.
    pub fn region(&self, face: u32, level: u32) -> Result<LevelRegion, DdsError> {
        if face >= self.faces() {
            return Err(DdsError::NoSuch {
                what: "face",
                index: face,
                count: self.faces(),
            });
        }
        self.layout.level(face, level).ok_or(DdsError::NoSuch {
            what: "level",
            index: level,
            count: self.levels(),
        })
    }

    /// The raw bytes of one level of one face, all slices (in the D3D format).
    pub fn level_data(&self, face: u32, level: u32) -> Result<&[u8], DdsError> {
        let region = self.region(face, level)?;
        Ok(self.slice_of(region.range()))
    }

    /// The raw bytes of one slice of one level of one face (in the D3D format).
    pub fn level_bytes(&self, face: u32, level: u32, slice: u32) -> Result<&[u8], DdsError> {
        let region = self.region(face, level)?;
        let range = region.slice_range(slice).ok_or(DdsError::NoSuch {
            what: "slice",
            index: slice,
            count: region.depth,
        })?;
        Ok(self.slice_of(range))
    }

    /// Decodes one slice of one level of one face to tight BGRA8.
    pub fn decode_level(&self, face: u32, level: u32, slice: u32) -> Result<Vec<u8>, DdsError> {
        let region = self.region(face, level)?;
        let bytes = self.level_bytes(face, level, slice)?;
        let (format, width, height) = (self.format(), region.width, region.height);
        Ok(match &self.palette {
            Some(palette) => decode_paletted(format, width, height, bytes, 0, palette)?,
            None => decode(format, width, height, bytes, 0)?,
        })
    }

    /// The palette of a `P8`/`A8P8` file: 256 entries of R, G, B, A bytes,
    /// stored between the header and the first level.
    pub fn palette(&self) -> Option<&[u8]> {
        self.palette.as_deref()
    }

    /// Whether [`decode_level`](Self::decode_level) can decode this file's
    /// format (palette formats with their palette).
    pub fn is_decodable(&self) -> bool {
        self.format().is_decodable() || self.palette.is_some()
    }

    /// The TexMod CRC32 of level 0 (face 0, all slices).
    pub fn texmod_crc32(&self) -> Result<u32, DdsError> {
        Ok(crate::crc::texmod_crc32(self.level_data(0, 0)?))
    }

    /// The content key of level 0 as the device would compute it for a
    /// texture at guest address `guest`: 2D, cube (every face) or volume.
    pub fn content_key(&self, guest: u32) -> Result<u64, DdsError> {
        let format = self.format();
        Ok(match self.kind() {
            TextureKind::Texture2d => content_key_2d(
                guest,
                format,
                self.width,
                self.height,
                self.level_data(0, 0)?,
            ),
            TextureKind::Cube => {
                let faces = [0, 1, 2, 3, 4, 5].map(|face| self.level_data(face, 0));
                let [f0, f1, f2, f3, f4, f5] = faces;
                content_key_cube(guest, format, self.width, &[f0?, f1?, f2?, f3?, f4?, f5?])
            }
            TextureKind::Volume => content_key_volume(
                guest,
                format,
                self.width,
                self.height,
                self.depth,
                self.level_data(0, 0)?,
            ),
        })
    }

    /// Bytes of a range the layout produced; the payload was checked to hold
    /// the whole layout, so the fallback is never taken.
    fn slice_of(&self, range: std::ops::Range<usize>) -> &[u8] {
        self.data.get(range).unwrap_or(&[])
    }
}
