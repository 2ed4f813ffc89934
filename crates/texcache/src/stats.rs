//! The counters written by `--stats-json` under `"textures"` and `"bc"`.

use std::collections::BTreeMap;

use serde::Serialize;

/// Texture cache counters (`"textures"`).
#[derive(Clone, Debug, Default, PartialEq, Serialize)]
pub struct TextureCounters {
    /// Lookups that found their key (a texture reused without upload).
    pub hits: u64,
    /// Textures created and uploaded.
    pub uploads: u64,
    /// Entries evicted to make room.
    pub evictions: u64,
    /// Textures cached now.
    pub cached_count: u64,
    /// Bytes cached now (whole chains).
    pub cached_bytes: u64,
    /// Resolutions that used a replacement (pack or loose file).
    pub pack_matches: u64,
    /// Replacements that failed to upload, the original used instead.
    pub pack_fallbacks: u64,
    /// Resolutions that reused the content key of an unchanged generation.
    pub hash_skips: u64,
}

/// Native BC route counters (`"bc"`, spec 003), counted per texture.
#[derive(Clone, Debug, Default, PartialEq, Serialize)]
pub struct BcCounters {
    /// DXT textures that needed an upload.
    pub requests: u64,
    /// Of those, the ones the rules allowed to go native.
    pub eligible: u64,
    /// Uploaded as BC1-3.
    pub native_uploads: u64,
    /// Decoded to BGRA8 on the CPU.
    pub cpu_decodes: u64,
    /// BC bytes uploaded natively.
    pub compressed_bytes: u64,
    /// BGRA8 bytes uploaded for DXT textures decoded on the CPU.
    pub expanded_bytes: u64,
    /// Milliseconds spent decoding DXT textures (and building their mips).
    pub decode_ms: f64,
    /// Why textures were not eligible, by reason.
    pub blocked: BTreeMap<String, u64>,
}

/// Both counter objects.
#[derive(Clone, Debug, Default, PartialEq, Serialize)]
pub struct Stats {
    /// The texture cache.
    pub textures: TextureCounters,
    /// The native BC route.
    pub bc: BcCounters,
}

impl std::ops::AddAssign<&Stats> for Stats {
    /// Sums two devices' counters (`cached_count` and `cached_bytes` add
    /// up what each held at the end).
    fn add_assign(&mut self, o: &Stats) {
        let (t, u) = (&mut self.textures, &o.textures);
        t.hits += u.hits;
        t.uploads += u.uploads;
        t.evictions += u.evictions;
        t.cached_count += u.cached_count;
        t.cached_bytes += u.cached_bytes;
        t.pack_matches += u.pack_matches;
        t.pack_fallbacks += u.pack_fallbacks;
        t.hash_skips += u.hash_skips;
        let (b, c) = (&mut self.bc, &o.bc);
        b.requests += c.requests;
        b.eligible += c.eligible;
        b.native_uploads += c.native_uploads;
        b.cpu_decodes += c.cpu_decodes;
        b.compressed_bytes += c.compressed_bytes;
        b.expanded_bytes += c.expanded_bytes;
        b.decode_ms += c.decode_ms;
        for (reason, n) in &c.blocked {
            *b.blocked.entry(reason.clone()).or_insert(0) += n;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sums_every_counter() {
        let mut one = Stats::default();
        one.textures.hits = 1;
        one.bc.blocked.insert("volume".into(), 2);
        one.bc.decode_ms = 0.5;
        let mut sum = one.clone();
        sum += &one;
        assert_eq!(sum.textures.hits, 2);
        assert_eq!(sum.bc.blocked["volume"], 4);
        assert_eq!(sum.bc.decode_ms, 1.0);
    }
}
