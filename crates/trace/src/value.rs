//! The scalar encodings of the trace format: floats (JSON numbers, or
//! `{"bits": "0x7fc00000"}` when not finite), `"0xAARRGGBB"` words, hex
//! bytes, the three encodings of binary data, object ids and surface
//! references.

use std::fmt;
use std::io::{Read, Write};

use base64::Engine;
use serde::de::Error as _;
use serde::{Deserialize, Deserializer, Serialize, Serializer};

/// Largest binary blob a trace may describe (decoded), 256 MiB: a limit
/// on what a hostile `fill_count` or zlib stream can make the reader
/// allocate.
pub const MAX_DATA_BYTES: usize = 256 << 20;

/// A 32-bit float; equality is by bits, so NaNs round-trip.
#[derive(Clone, Copy, Debug, Default)]
pub struct F32(pub f32);

impl PartialEq for F32 {
    fn eq(&self, other: &Self) -> bool {
        self.0.to_bits() == other.0.to_bits()
    }
}

impl Serialize for F32 {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        if self.0.is_finite() {
            s.serialize_f32(self.0)
        } else {
            #[derive(Serialize)]
            struct Bits {
                bits: Dword,
            }
            Bits {
                bits: Dword(self.0.to_bits()),
            }
            .serialize(s)
        }
    }
}

impl<'de> Deserialize<'de> for F32 {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        #[derive(Deserialize)]
        #[serde(untagged)]
        enum Repr {
            Number(f64),
            Bits { bits: Dword },
        }
        match Repr::deserialize(d)
            .map_err(|_| D::Error::custom("expected a number or {\"bits\": \"0x...\"}"))?
        {
            Repr::Number(n) => Ok(F32(n as f32)),
            Repr::Bits { bits } => Ok(F32(f32::from_bits(bits.0))),
        }
    }
}

/// A 32-bit word written as `"0x%08x"`: colours (`0xAARRGGBB`), shader
/// tokens, HRESULTs. Reading accepts 1 to 8 hex digits.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Default, PartialOrd, Ord)]
pub struct Dword(pub u32);

/// A `D3DCOLOR` (`0xAARRGGBB`).
pub type Color = Dword;

impl fmt::Debug for Dword {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:#010x}", self.0)
    }
}

impl fmt::Display for Dword {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:#010x}", self.0)
    }
}

/// Parses `0x` and 1 to 8 hex digits.
pub fn parse_dword(text: &str) -> Option<u32> {
    let hex = text
        .strip_prefix("0x")
        .or_else(|| text.strip_prefix("0X"))?;
    if hex.is_empty() || hex.len() > 8 {
        return None;
    }
    u32::from_str_radix(hex, 16).ok()
}

impl Serialize for Dword {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(&self.to_string())
    }
}

impl<'de> Deserialize<'de> for Dword {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let text = String::deserialize(d)?;
        parse_dword(&text)
            .map(Dword)
            .ok_or_else(|| D::Error::custom(format!("{text:?} is not a \"0x%08x\" word")))
    }
}

/// Serde for `HResult` lists as `"0x%08x"` strings.
pub mod hresults {
    use super::*;
    use ninebridge_types::HResult;

    /// Writes the codes.
    pub fn serialize<S: Serializer>(v: &Option<Vec<HResult>>, s: S) -> Result<S::Ok, S::Error> {
        let words: Option<Vec<Dword>> = v
            .as_ref()
            .map(|v| v.iter().map(|h| Dword(h.to_d3d())).collect());
        words.serialize(s)
    }

    /// Reads the codes.
    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Option<Vec<HResult>>, D::Error> {
        let words = Option::<Vec<Dword>>::deserialize(d)?;
        Ok(words.map(|w| w.into_iter().map(|w| HResult::from_d3d(w.0)).collect()))
    }
}

/// Bytes written as lowercase hex.
#[derive(Clone, PartialEq, Eq, Default)]
pub struct HexBytes(pub Vec<u8>);

impl fmt::Debug for HexBytes {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "HexBytes({} bytes)", self.0.len())
    }
}

impl Serialize for HexBytes {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(&hex::encode(&self.0))
    }
}

impl<'de> Deserialize<'de> for HexBytes {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let text = String::deserialize(d)?;
        hex::decode(&text)
            .map(HexBytes)
            .map_err(|e| D::Error::custom(format!("not hex bytes: {e}")))
    }
}

/// Binary data of a `TextureData`, `VolumeData`, `SurfaceData` or
/// `BufferData` step, in the encoding it was written with.
#[derive(Clone, PartialEq, Eq)]
pub enum Data {
    /// `data_hex`: the bytes.
    Hex(Vec<u8>),
    /// `fill_hex` repeated `fill_count` times.
    Fill {
        /// One element.
        element: Vec<u8>,
        /// How many times it repeats.
        count: u32,
    },
    /// `data_zlib_base64` + `data_size`: the decoded bytes (compressed
    /// again when written).
    Zlib(Vec<u8>),
}

impl fmt::Debug for Data {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Data::Hex(b) => write!(f, "Hex({} bytes)", b.len()),
            Data::Fill { element, count } => {
                write!(f, "Fill({} bytes x {count})", element.len())
            }
            Data::Zlib(b) => write!(f, "Zlib({} bytes)", b.len()),
        }
    }
}

impl Data {
    /// Number of bytes the data stands for.
    pub fn len(&self) -> usize {
        match self {
            Data::Hex(b) | Data::Zlib(b) => b.len(),
            Data::Fill { element, count } => element.len() * *count as usize,
        }
    }

    /// Whether the data is empty.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// The bytes.
    pub fn bytes(&self) -> std::borrow::Cow<'_, [u8]> {
        match self {
            Data::Hex(b) | Data::Zlib(b) => std::borrow::Cow::Borrowed(b),
            Data::Fill { element, count } => {
                std::borrow::Cow::Owned(element.repeat(*count as usize))
            }
        }
    }
}

/// The fields binary data is spread over in a step.
#[derive(Serialize, Deserialize, Default)]
pub(crate) struct DataFields {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    data_hex: Option<HexBytes>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    fill_hex: Option<HexBytes>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    fill_count: Option<u32>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    data_zlib_base64: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    data_size: Option<u64>,
}

impl TryFrom<DataFields> for Data {
    type Error = String;

    fn try_from(f: DataFields) -> Result<Self, String> {
        match (f.data_hex, f.fill_hex, f.data_zlib_base64) {
            (Some(HexBytes(b)), None, None) => Ok(Data::Hex(b)),
            (None, Some(HexBytes(element)), None) => {
                let count = f.fill_count.ok_or("fill_hex without fill_count")?;
                if element.is_empty() {
                    return Err("fill_hex is empty".into());
                }
                if element.len().saturating_mul(count as usize) > MAX_DATA_BYTES {
                    return Err(format!(
                        "fill of {} bytes x {count} is over {MAX_DATA_BYTES} bytes",
                        element.len()
                    ));
                }
                Ok(Data::Fill { element, count })
            }
            (None, None, Some(b64)) => {
                let size = f.data_size.ok_or("data_zlib_base64 without data_size")?;
                let size = usize::try_from(size)
                    .ok()
                    .filter(|&s| s <= MAX_DATA_BYTES)
                    .ok_or_else(|| format!("data_size {size} is over {MAX_DATA_BYTES} bytes"))?;
                let compressed = base64::engine::general_purpose::STANDARD
                    .decode(b64.as_bytes())
                    .map_err(|e| format!("data_zlib_base64 is not base64: {e}"))?;
                let mut bytes = Vec::with_capacity(size);
                flate2::read::ZlibDecoder::new(compressed.as_slice())
                    .take(size as u64 + 1)
                    .read_to_end(&mut bytes)
                    .map_err(|e| format!("data_zlib_base64 is not a zlib stream: {e}"))?;
                if bytes.len() != size {
                    return Err(format!(
                        "data_zlib_base64 holds {}{} bytes, data_size says {size}",
                        bytes.len().min(size),
                        if bytes.len() > size { "+" } else { "" }
                    ));
                }
                Ok(Data::Zlib(bytes))
            }
            (None, None, None) => {
                Err("no data: one of data_hex, fill_hex or data_zlib_base64 is needed".into())
            }
            _ => Err("more than one of data_hex, fill_hex and data_zlib_base64".into()),
        }
    }
}

impl From<Data> for DataFields {
    fn from(d: Data) -> Self {
        match d {
            Data::Hex(b) => DataFields {
                data_hex: Some(HexBytes(b)),
                ..Default::default()
            },
            Data::Fill { element, count } => DataFields {
                fill_hex: Some(HexBytes(element)),
                fill_count: Some(count),
                ..Default::default()
            },
            Data::Zlib(b) => {
                let mut z =
                    flate2::write::ZlibEncoder::new(Vec::new(), flate2::Compression::default());
                // Writing to a Vec cannot fail.
                let compressed = z
                    .write_all(&b)
                    .and_then(|()| z.finish())
                    .unwrap_or_default();
                DataFields {
                    data_zlib_base64: Some(
                        base64::engine::general_purpose::STANDARD.encode(compressed),
                    ),
                    data_size: Some(b.len() as u64),
                    ..Default::default()
                }
            }
        }
    }
}

impl Serialize for Data {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        DataFields::from(self.clone()).serialize(s)
    }
}

impl<'de> Deserialize<'de> for Data {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        Data::try_from(DataFields::deserialize(d)?).map_err(D::Error::custom)
    }
}

/// An object id: `t0`, `cube1`, `vol0`, `s3`, `vb0`, `ib0`, `decl2`, `vs1`, `ps4`.
#[derive(Clone, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(transparent)]
pub struct Id(pub String);

impl fmt::Debug for Id {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl fmt::Display for Id {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

/// A surface a step names.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub enum SurfaceRef {
    /// `"backbuffer"`: the implicit back buffer.
    BackBuffer,
    /// `"depthstencil"`: the automatic depth-stencil surface.
    DepthStencil,
    /// A standalone surface (`s<N>`).
    Surface(Id),
    /// `"<texture>.l<level>"` or `"<cube>.f<face>.l<level>"`.
    Level {
        /// The texture.
        texture: Id,
        /// The cube face (`D3DCUBEMAP_FACES` order), `None` for 2D textures.
        face: Option<u32>,
        /// The mip level.
        level: u32,
    },
}

impl SurfaceRef {
    /// Parses the trace spelling.
    pub fn parse(text: &str) -> SurfaceRef {
        match text {
            "backbuffer" => return SurfaceRef::BackBuffer,
            "depthstencil" => return SurfaceRef::DepthStencil,
            _ => {}
        }
        let level = text.rsplit_once(".l").and_then(|(head, level)| {
            let level: u32 = level.parse().ok()?;
            // Digits only: "t0.l01" is not level 1 of t0 written back.
            if level.to_string() != level_digits(text) {
                return None;
            }
            let (texture, face) = match head.rsplit_once(".f") {
                Some((tex, face)) => {
                    let f: u32 = face.parse().ok()?;
                    (f.to_string() == face && f < 6).then_some((tex, Some(f)))?
                }
                None => (head, None),
            };
            (!texture.is_empty() && !texture.contains('.')).then(|| SurfaceRef::Level {
                texture: Id(texture.to_string()),
                face,
                level,
            })
        });
        level.unwrap_or_else(|| SurfaceRef::Surface(Id(text.to_string())))
    }
}

fn level_digits(text: &str) -> &str {
    text.rsplit_once(".l").map_or("", |(_, l)| l)
}

impl fmt::Display for SurfaceRef {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SurfaceRef::BackBuffer => f.write_str("backbuffer"),
            SurfaceRef::DepthStencil => f.write_str("depthstencil"),
            SurfaceRef::Surface(id) => f.write_str(&id.0),
            SurfaceRef::Level {
                texture,
                face: Some(face),
                level,
            } => write!(f, "{texture}.f{face}.l{level}"),
            SurfaceRef::Level {
                texture,
                face: None,
                level,
            } => write!(f, "{texture}.l{level}"),
        }
    }
}

impl Serialize for SurfaceRef {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(&self.to_string())
    }
}

impl<'de> Deserialize<'de> for SurfaceRef {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        Ok(SurfaceRef::parse(&String::deserialize(d)?))
    }
}

/// Serde for D3D9 `BOOL`s: `true`/`false` or a number (non-zero is true).
pub mod boolish {
    use super::*;

    /// Writes `true` or `false`.
    pub fn serialize<S: Serializer>(v: &bool, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_bool(*v)
    }

    /// Reads a bool or a number.
    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<bool, D::Error> {
        match serde_json::Value::deserialize(d)? {
            serde_json::Value::Bool(b) => Ok(b),
            serde_json::Value::Number(n) => Ok(n.as_f64().is_some_and(|n| n != 0.0)),
            other => Err(D::Error::custom(format!("expected a BOOL, found {other}"))),
        }
    }
}

/// A D3D9 `BOOL` in a list (`true`/`false` or a number when read).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub struct Bool(pub bool);

impl Serialize for Bool {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        boolish::serialize(&self.0, s)
    }
}

impl<'de> Deserialize<'de> for Bool {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        boolish::deserialize(d).map(Bool)
    }
}
