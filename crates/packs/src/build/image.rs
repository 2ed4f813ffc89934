//! Reading replacement images as BGRA8: PNG through the `png` crate, DDS
//! through the texture core (level 0 of a 2D texture; cube maps and volumes
//! are refused, since an entry holds one 2D image).

use std::fs::File;
use std::io::BufReader;
use std::path::Path;

use ninebridge_texture::dds::DdsTexture;
use ninebridge_texture::layout::TextureKind;
use png::{ColorType, Transformations};

use super::error::BuildError;
use super::names::ImageKind;

/// The largest allocation the PNG decoder may make: a 16-bit RGBA 8192x8192
/// image is 512 MiB (the crate's default of 64 MiB would refuse 4096x4096).
const PNG_DECODE_LIMIT: usize = 1 << 30;

/// A decoded replacement: tight BGRA8, rows top to bottom.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BgraImage {
    /// Width in pixels.
    pub width: u32,
    /// Height in pixels.
    pub height: u32,
    /// `width * height * 4` bytes.
    pub pixels: Vec<u8>,
}

fn png_decoder(path: &Path) -> Result<png::Decoder<BufReader<File>>, BuildError> {
    let file = File::open(path).map_err(|source| BuildError::Io {
        path: path.to_path_buf(),
        source,
    })?;
    let mut decoder = png::Decoder::new_with_limits(
        BufReader::new(file),
        png::Limits {
            bytes: PNG_DECODE_LIMIT,
        },
    );
    decoder.set_transformations(Transformations::normalize_to_color8());
    Ok(decoder)
}

fn png_error(path: &Path) -> impl Fn(png::DecodingError) -> BuildError + '_ {
    move |source| BuildError::Png {
        path: path.to_path_buf(),
        source,
    }
}

fn dds_texture(path: &Path) -> Result<DdsTexture, BuildError> {
    let bytes = std::fs::read(path).map_err(|source| BuildError::Io {
        path: path.to_path_buf(),
        source,
    })?;
    let texture = DdsTexture::from_bytes(&bytes).map_err(|source| BuildError::Dds {
        path: path.to_path_buf(),
        source,
    })?;
    let (kind, layers, layer_name) = match texture.kind() {
        TextureKind::Texture2d => return Ok(texture),
        TextureKind::Cube => ("cube map", texture.faces(), "faces"),
        TextureKind::Volume => ("volume texture", texture.depth(), "slices"),
    };
    Err(BuildError::NotTwoD {
        path: path.to_path_buf(),
        kind,
        layers,
        layer_name,
    })
}

/// The image's width and height, reading as little as the format allows
/// (the PNG header; the DDS file is parsed but not decoded).
pub fn image_size(path: &Path, kind: ImageKind) -> Result<(u32, u32), BuildError> {
    match kind {
        ImageKind::Png => {
            let reader = png_decoder(path)?.read_info().map_err(png_error(path))?;
            let info = reader.info();
            Ok((info.width, info.height))
        }
        ImageKind::Dds => {
            let texture = dds_texture(path)?;
            Ok((texture.width(), texture.height()))
        }
    }
}

/// Whether `width` x `height` fits a pack entry (1..=8192 on each side).
pub fn check_size(width: u32, height: u32) -> Result<(), (u32, u32)> {
    let valid = 1..=crate::hvt::format::MAX_DIMENSION;
    if valid.contains(&width) && valid.contains(&height) {
        Ok(())
    } else {
        Err((width, height))
    }
}

/// Decodes the image to BGRA8.
pub fn load_bgra(path: &Path, kind: ImageKind) -> Result<BgraImage, BuildError> {
    match kind {
        ImageKind::Png => load_png(path),
        ImageKind::Dds => {
            let texture = dds_texture(path)?;
            let pixels = texture
                .decode_level(0, 0, 0)
                .map_err(|source| BuildError::Dds {
                    path: path.to_path_buf(),
                    source,
                })?;
            Ok(BgraImage {
                width: texture.width(),
                height: texture.height(),
                pixels,
            })
        }
    }
}

fn load_png(path: &Path) -> Result<BgraImage, BuildError> {
    let mut reader = png_decoder(path)?.read_info().map_err(png_error(path))?;
    let (width, height) = (reader.info().width, reader.info().height);
    // Refuse before allocating: the output buffer is sized from the header.
    let size = reader
        .output_buffer_size()
        .filter(|_| check_size(width, height).is_ok())
        .ok_or_else(|| BuildError::Dimensions {
            path: path.to_path_buf(),
            width,
            height,
        })?;
    let mut buf = vec![0u8; size];
    let frame = reader.next_frame(&mut buf).map_err(png_error(path))?;
    let (width, height) = (frame.width, frame.height);
    buf.truncate(frame.buffer_size());
    let pixels = to_bgra(&buf, frame.color_type, frame.line_size, width, height);
    Ok(BgraImage {
        width,
        height,
        pixels,
    })
}

/// Writes tight BGRA8 pixels as an RGBA8 PNG (the `extract` direction).
pub fn save_png(path: &Path, width: u32, height: u32, bgra: &[u8]) -> Result<(), BuildError> {
    let io = |source| BuildError::Io {
        path: path.to_path_buf(),
        source,
    };
    let encode = |source: png::EncodingError| BuildError::Io {
        path: path.to_path_buf(),
        source: std::io::Error::other(source),
    };
    let rgba: Vec<u8> = bgra
        .chunks_exact(4)
        .flat_map(|px| [px[2], px[1], px[0], px[3]])
        .collect();
    let file = File::create(path).map_err(io)?;
    let mut encoder = png::Encoder::new(std::io::BufWriter::new(file), width, height);
    encoder.set_color(ColorType::Rgba);
    encoder.set_depth(png::BitDepth::Eight);
    let mut writer = encoder.write_header().map_err(encode)?;
    writer.write_image_data(&rgba).map_err(encode)?;
    writer.finish().map_err(encode)
}

/// Converts 8-bit rows of any PNG colour type (after expansion) to tight BGRA8.
fn to_bgra(buf: &[u8], color: ColorType, line_size: usize, width: u32, height: u32) -> Vec<u8> {
    let channels = match color {
        ColorType::Grayscale => 1,
        ColorType::GrayscaleAlpha => 2,
        ColorType::Rgb => 3,
        // Indexed is expanded to RGB(A) by `normalize_to_color8`.
        ColorType::Rgba | ColorType::Indexed => 4,
    };
    let (w, h) = (width as usize, height as usize);
    let mut out = Vec::with_capacity(w * h * 4);
    for row in buf.chunks(line_size.max(1)).take(h) {
        for px in row.chunks_exact(channels).take(w) {
            let bgra = match *px {
                [g] => [g, g, g, 255],
                [g, a] => [g, g, g, a],
                [r, g, b] => [b, g, r, 255],
                [r, g, b, a] => [b, g, r, a],
                _ => [0, 0, 0, 0],
            };
            out.extend_from_slice(&bgra);
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn saved_png_loads_back_identically() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("00000001.png");
        let bgra: Vec<u8> = (0..3 * 2 * 4).map(|i| (i * 11) as u8).collect();
        save_png(&path, 3, 2, &bgra).unwrap();
        let image = load_bgra(&path, ImageKind::Png).unwrap();
        assert_eq!((image.width, image.height), (3, 2));
        assert_eq!(image.pixels, bgra);
        // A buffer of the wrong size is refused by the encoder, not written.
        assert!(save_png(&path, 3, 3, &bgra).is_err());
    }

    #[test]
    fn every_colour_type_becomes_bgra() {
        assert_eq!(to_bgra(&[7], ColorType::Grayscale, 1, 1, 1), [7, 7, 7, 255]);
        assert_eq!(
            to_bgra(&[7, 9], ColorType::GrayscaleAlpha, 2, 1, 1),
            [7, 7, 7, 9]
        );
        assert_eq!(to_bgra(&[1, 2, 3], ColorType::Rgb, 3, 1, 1), [3, 2, 1, 255]);
        assert_eq!(
            to_bgra(&[1, 2, 3, 4, 5, 6, 7, 8], ColorType::Rgba, 4, 1, 2),
            [3, 2, 1, 4, 7, 6, 5, 8]
        );
    }
}
