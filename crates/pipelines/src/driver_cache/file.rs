//! The cache file: our header around the driver's blob.
//!
//! Layout (version 1, integers little-endian):
//!
//! | bytes | field |
//! |---|---|
//! | 8 | magic `NB9DRVPC` |
//! | 4 | format version |
//! | 4 + n | cache key (`wgpu::util::pipeline_cache_key`), length then UTF-8 bytes |
//! | 4 + n | adapter name |
//! | 4 + n | driver |
//! | 4 + n | driver info (the driver's version on Mesa and most vendors) |
//! | 4 | PCI vendor id |
//! | 4 | PCI device id |
//! | 8 | blob length |
//! | 4 | CRC-32 of the blob |
//! | n | the blob, as `wgpu::PipelineCache::get_data` returned it |
//!
//! Every header field is checked against a known value (magic, version,
//! this adapter's identity) or against the blob (length, checksum), so a
//! flipped byte anywhere in the file is caught here before the driver sees
//! the blob.

use ninebridge_gpu::wgpu;
use thiserror::Error;

/// The first eight bytes of every cache file.
pub const MAGIC: [u8; 8] = *b"NB9DRVPC";
/// The version of the layout above; a file of another version is discarded.
pub const FORMAT_VERSION: u32 = 1;
/// The longest identity string a file may hold; a longer length field is
/// corruption, not an adapter name.
pub const MAX_STRING_BYTES: usize = 64 * 1024;

/// Who produced a blob: the adapter and driver a blob is only valid for.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CacheIdentity {
    /// `wgpu::util::pipeline_cache_key` of the adapter.
    pub key: String,
    /// The adapter's name.
    pub adapter: String,
    /// The driver's name.
    pub driver: String,
    /// The driver's description, which carries its version.
    pub driver_info: String,
    /// The PCI vendor id.
    pub vendor: u32,
    /// The PCI device id.
    pub device: u32,
}

impl CacheIdentity {
    /// The identity of an adapter whose cache key is `key`.
    pub fn new(key: String, info: &wgpu::AdapterInfo) -> Self {
        CacheIdentity {
            key,
            adapter: info.name.clone(),
            driver: info.driver.clone(),
            driver_info: info.driver_info.clone(),
            vendor: info.vendor,
            device: info.device,
        }
    }

    /// The first field in which `self` (from a file) differs from `ours`,
    /// as (field name, file's value, our value).
    pub fn mismatch(&self, ours: &CacheIdentity) -> Option<(&'static str, String, String)> {
        let strings = [
            ("cache key", &self.key, &ours.key),
            ("adapter", &self.adapter, &ours.adapter),
            ("driver", &self.driver, &ours.driver),
            ("driver info", &self.driver_info, &ours.driver_info),
        ];
        for (field, file, ours) in strings {
            if file != ours {
                return Some((field, file.clone(), ours.clone()));
            }
        }
        let ids = [
            ("vendor id", self.vendor, ours.vendor),
            ("device id", self.device, ours.device),
        ];
        ids.into_iter()
            .find(|(_, file, ours)| file != ours)
            .map(|(field, file, ours)| (field, format!("{file:#06x}"), format!("{ours:#06x}")))
    }
}

/// Why a cache file's bytes are not a valid file of this format.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum FormatError {
    /// The file ends inside the header.
    #[error(
        "truncated in the header: {field} needs {needed} bytes at offset {offset}, the file has {len}"
    )]
    Truncated {
        /// The field being read.
        field: &'static str,
        /// Where it starts.
        offset: usize,
        /// How many bytes it needs.
        needed: usize,
        /// The file's length.
        len: usize,
    },
    /// The file does not start with [`MAGIC`].
    #[error("not a ninebridge driver cache (magic {found:02x?})")]
    Magic {
        /// The first eight bytes.
        found: [u8; 8],
    },
    /// The file is of another format version.
    #[error("format version {found}, this build reads {expected}")]
    Version {
        /// The file's version.
        found: u32,
        /// [`FORMAT_VERSION`].
        expected: u32,
    },
    /// A string's length field is implausible.
    #[error("{field} is {len} bytes long, at most {max} are allowed")]
    StringTooLong {
        /// The string field.
        field: &'static str,
        /// Its length field.
        len: u32,
        /// [`MAX_STRING_BYTES`].
        max: usize,
    },
    /// A string is not UTF-8.
    #[error("{field} is not UTF-8")]
    NotUtf8 {
        /// The string field.
        field: &'static str,
    },
    /// The blob after the header is not as long as the header says.
    #[error("the header announces a blob of {header} bytes, the file holds {actual}")]
    BlobLength {
        /// The length in the header.
        header: u64,
        /// The bytes after the header.
        actual: usize,
    },
    /// The blob's checksum does not match the header's.
    #[error("blob checksum {computed:#010x}, the header says {stored:#010x}")]
    Checksum {
        /// The header's CRC-32.
        stored: u32,
        /// The blob's CRC-32.
        computed: u32,
    },
}

/// A parsed cache file: the identity of its producer and the driver's blob.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CacheFile<'a> {
    /// The format version (always [`FORMAT_VERSION`] once parsed).
    pub version: u32,
    /// Who produced the blob.
    pub identity: CacheIdentity,
    /// The driver's blob, checked against the header's length and CRC-32.
    pub blob: &'a [u8],
}

impl<'a> CacheFile<'a> {
    /// The file's bytes for `blob` produced by `identity`.
    pub fn encode(identity: &CacheIdentity, blob: &[u8]) -> Vec<u8> {
        Self::encode_version(FORMAT_VERSION, identity, blob)
    }

    /// [`CacheFile::encode`] with another version number in the header
    /// (tests build files of other versions with it).
    pub fn encode_version(version: u32, identity: &CacheIdentity, blob: &[u8]) -> Vec<u8> {
        let strings = [
            &identity.key,
            &identity.adapter,
            &identity.driver,
            &identity.driver_info,
        ];
        let header_len = 8 + 4 + strings.iter().map(|s| 4 + s.len()).sum::<usize>() + 4 + 4 + 8 + 4;
        let mut out = Vec::with_capacity(header_len + blob.len());
        out.extend_from_slice(&MAGIC);
        out.extend_from_slice(&version.to_le_bytes());
        for s in strings {
            // A string over 4 GiB cannot come from an adapter; saturating
            // yields a file that fails to parse rather than a wrong one.
            let len = u32::try_from(s.len()).unwrap_or(u32::MAX);
            out.extend_from_slice(&len.to_le_bytes());
            out.extend_from_slice(s.as_bytes());
        }
        out.extend_from_slice(&identity.vendor.to_le_bytes());
        out.extend_from_slice(&identity.device.to_le_bytes());
        out.extend_from_slice(&(blob.len() as u64).to_le_bytes());
        out.extend_from_slice(&crc32fast::hash(blob).to_le_bytes());
        out.extend_from_slice(blob);
        out
    }

    /// Parses and checks a whole file: header, blob length and checksum.
    /// The identity is returned, not judged: compare it with
    /// [`CacheIdentity::mismatch`].
    pub fn parse(bytes: &'a [u8]) -> Result<Self, FormatError> {
        let mut r = Reader { bytes, offset: 0 };
        let magic: [u8; 8] = r.array("magic")?;
        if magic != MAGIC {
            return Err(FormatError::Magic { found: magic });
        }
        let version = r.u32("format version")?;
        if version != FORMAT_VERSION {
            return Err(FormatError::Version {
                found: version,
                expected: FORMAT_VERSION,
            });
        }
        let key = r.string("cache key")?;
        let adapter = r.string("adapter")?;
        let driver = r.string("driver")?;
        let driver_info = r.string("driver info")?;
        let vendor = r.u32("vendor id")?;
        let device = r.u32("device id")?;
        let blob_len = u64::from_le_bytes(r.array("blob length")?);
        let stored = r.u32("blob checksum")?;
        let blob = &bytes[r.offset..];
        if blob_len != blob.len() as u64 {
            return Err(FormatError::BlobLength {
                header: blob_len,
                actual: blob.len(),
            });
        }
        let computed = crc32fast::hash(blob);
        if computed != stored {
            return Err(FormatError::Checksum { stored, computed });
        }
        Ok(CacheFile {
            version,
            identity: CacheIdentity {
                key,
                adapter,
                driver,
                driver_info,
                vendor,
                device,
            },
            blob,
        })
    }
}

/// A cursor over the header that fails with the field it could not read.
struct Reader<'a> {
    bytes: &'a [u8],
    offset: usize,
}

impl<'a> Reader<'a> {
    fn take(&mut self, field: &'static str, n: usize) -> Result<&'a [u8], FormatError> {
        let end = self
            .offset
            .checked_add(n)
            .filter(|&end| end <= self.bytes.len());
        let Some(end) = end else {
            return Err(FormatError::Truncated {
                field,
                offset: self.offset,
                needed: n,
                len: self.bytes.len(),
            });
        };
        let out = &self.bytes[self.offset..end];
        self.offset = end;
        Ok(out)
    }

    fn array<const N: usize>(&mut self, field: &'static str) -> Result<[u8; N], FormatError> {
        let mut out = [0; N];
        out.copy_from_slice(self.take(field, N)?);
        Ok(out)
    }

    fn u32(&mut self, field: &'static str) -> Result<u32, FormatError> {
        Ok(u32::from_le_bytes(self.array(field)?))
    }

    fn string(&mut self, field: &'static str) -> Result<String, FormatError> {
        let len = self.u32(field)?;
        if len as usize > MAX_STRING_BYTES {
            return Err(FormatError::StringTooLong {
                field,
                len,
                max: MAX_STRING_BYTES,
            });
        }
        let bytes = self.take(field, len as usize)?;
        String::from_utf8(bytes.to_vec()).map_err(|_| FormatError::NotUtf8 { field })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn identity() -> CacheIdentity {
        CacheIdentity {
            key: "wgpu_pipeline_cache_vulkan_65541_0".into(),
            adapter: "llvmpipe (LLVM 19.1.7, 256 bits)".into(),
            driver: "llvmpipe".into(),
            driver_info: "Mesa 25.0.7 (LLVM 19.1.7)".into(),
            vendor: 0x10005,
            device: 0,
        }
    }

    const BLOB: &[u8] = b"the driver's opaque pipeline cache bytes";

    fn header_len() -> usize {
        CacheFile::encode(&identity(), &[]).len()
    }

    #[test]
    fn round_trip() {
        let bytes = CacheFile::encode(&identity(), BLOB);
        assert_eq!(bytes.len(), header_len() + BLOB.len());
        let file = CacheFile::parse(&bytes).unwrap();
        assert_eq!(file.version, FORMAT_VERSION);
        assert_eq!(file.identity, identity());
        assert_eq!(file.blob, BLOB);
        assert_eq!(file.identity.mismatch(&identity()), None);
    }

    #[test]
    fn empty_blob_round_trips() {
        let bytes = CacheFile::encode(&identity(), &[]);
        assert_eq!(CacheFile::parse(&bytes).unwrap().blob, &[] as &[u8]);
    }

    #[test]
    fn every_truncation_of_the_header_fails_as_truncated() {
        let bytes = CacheFile::encode(&identity(), BLOB);
        for cut in 0..header_len() {
            match CacheFile::parse(&bytes[..cut]) {
                Err(FormatError::Truncated {
                    offset,
                    needed,
                    len,
                    ..
                }) => {
                    assert_eq!(len, cut);
                    assert!(offset <= cut && offset + needed > cut, "cut {cut}");
                }
                other => panic!("cut at {cut}: {other:?}"),
            }
        }
    }

    #[test]
    fn every_truncation_of_the_blob_fails_on_its_length() {
        let bytes = CacheFile::encode(&identity(), BLOB);
        for cut in header_len()..bytes.len() {
            assert_eq!(
                CacheFile::parse(&bytes[..cut]),
                Err(FormatError::BlobLength {
                    header: BLOB.len() as u64,
                    actual: cut - header_len(),
                }),
            );
        }
    }

    #[test]
    fn trailing_bytes_fail_on_the_length() {
        let mut bytes = CacheFile::encode(&identity(), BLOB);
        bytes.push(0);
        assert_eq!(
            CacheFile::parse(&bytes),
            Err(FormatError::BlobLength {
                header: BLOB.len() as u64,
                actual: BLOB.len() + 1,
            })
        );
    }

    #[test]
    fn a_flipped_blob_byte_fails_the_checksum() {
        let clean = CacheFile::encode(&identity(), BLOB);
        for at in header_len()..clean.len() {
            let mut bytes = clean.clone();
            bytes[at] ^= 0x01;
            assert!(
                matches!(CacheFile::parse(&bytes), Err(FormatError::Checksum { .. })),
                "flip at {at}"
            );
        }
    }

    /// A flipped bit anywhere in the file either fails to parse or changes
    /// the identity, which the caller compares with its own: no flip yields
    /// the original identity with a blob the header did not describe.
    #[test]
    fn every_flipped_bit_is_caught() {
        let clean = CacheFile::encode(&identity(), BLOB);
        for at in 0..clean.len() {
            for bit in 0..8 {
                let mut bytes = clean.clone();
                bytes[at] ^= 1 << bit;
                if let Ok(file) = CacheFile::parse(&bytes) {
                    assert!(
                        file.identity.mismatch(&identity()).is_some(),
                        "flip of bit {bit} at {at} passed unnoticed"
                    );
                }
            }
        }
    }

    #[test]
    fn magic_and_version_are_checked() {
        let mut bytes = CacheFile::encode(&identity(), BLOB);
        bytes[0] = b'X';
        assert!(matches!(
            CacheFile::parse(&bytes),
            Err(FormatError::Magic { found }) if found[0] == b'X'
        ));
        let other = CacheFile::encode_version(FORMAT_VERSION + 1, &identity(), BLOB);
        assert_eq!(
            CacheFile::parse(&other),
            Err(FormatError::Version {
                found: FORMAT_VERSION + 1,
                expected: FORMAT_VERSION
            })
        );
    }

    #[test]
    fn implausible_string_lengths_are_refused_before_reading() {
        let mut bytes = CacheFile::encode(&identity(), BLOB);
        // The cache key's length field follows magic and version.
        bytes[12..16].copy_from_slice(&u32::MAX.to_le_bytes());
        assert_eq!(
            CacheFile::parse(&bytes),
            Err(FormatError::StringTooLong {
                field: "cache key",
                len: u32::MAX,
                max: MAX_STRING_BYTES
            })
        );
    }

    #[test]
    fn strings_must_be_utf8() {
        let mut bytes = CacheFile::encode(&identity(), BLOB);
        bytes[16] = 0xff;
        assert_eq!(
            CacheFile::parse(&bytes),
            Err(FormatError::NotUtf8 { field: "cache key" })
        );
    }

    #[test]
    fn mismatch_names_the_first_differing_field() {
        let ours = identity();
        let mut theirs = identity();
        theirs.driver_info = "Mesa 24.2.8".into();
        assert_eq!(
            theirs.mismatch(&ours),
            Some((
                "driver info",
                "Mesa 24.2.8".to_string(),
                ours.driver_info.clone()
            ))
        );
        let mut theirs = identity();
        theirs.device = 0x2684;
        assert_eq!(
            theirs.mismatch(&ours),
            Some(("device id", "0x2684".to_string(), "0x0000".to_string()))
        );
        let mut theirs = identity();
        theirs.adapter = "NVIDIA H200".into();
        assert_eq!(theirs.mismatch(&ours).unwrap().0, "adapter");
    }

    proptest::proptest! {
        #[test]
        fn arbitrary_bytes_never_panic(bytes in proptest::collection::vec(proptest::num::u8::ANY, 0..256)) {
            let _ = CacheFile::parse(&bytes);
        }

        #[test]
        fn arbitrary_bytes_after_the_magic_never_panic(tail in proptest::collection::vec(proptest::num::u8::ANY, 0..256)) {
            let mut bytes = MAGIC.to_vec();
            bytes.extend_from_slice(&FORMAT_VERSION.to_le_bytes());
            bytes.extend_from_slice(&tail);
            let _ = CacheFile::parse(&bytes);
        }
    }
}
