//! The upload flow of spec 000 ("Lookup and replacement flow") over a
//! [`TextureBackend`]: render target, readback, replacement, key, cache
//! lookup, decode or native upload, dump.

use std::time::Instant;

use ninebridge_texture::crc::texmod_crc32;
use ninebridge_texture::decode;

use crate::backend::{GpuFormat, TextureBackend};
use crate::bc::eligibility;
use crate::cache::{Cache, CacheError, CacheId};
use crate::config::{Config, MipRule};
use crate::dump::Dumper;
use crate::error::UploadError;
use crate::generation::ContentState;
use crate::levels::{
    Prepared, content_key, level_bytes, prepare_bgra, prepare_native, prepare_replacement,
};
use crate::replace::{ReplacementConfig, Replacements, replacement_key};
use crate::source::{TextureKind, TextureSource};
use crate::stats::{BcCounters, Stats, TextureCounters};

/// What a draw samples for a texture.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Resolved {
    /// A cached texture ([`TextureCache::texture`]).
    Cached(CacheId),
    /// A render-target texture: sample its GPU target directly, with no
    /// readback and no upload.
    RenderTarget,
}

/// The content-keyed texture cache of one device.
#[derive(Debug)]
pub struct TextureCache<B: TextureBackend> {
    backend: B,
    cache: Cache<B::Texture>,
    rule: MipRule,
    native_bc: bool,
    replacements: Replacements,
    dumper: Option<Dumper>,
    in_scope: bool,
    pack_matches: u64,
    pack_fallbacks: u64,
    hash_skips: u64,
    bc: BcCounters,
}

impl<B: TextureBackend> TextureCache<B> {
    /// A cache on `backend` configured by `config`.
    pub fn new(backend: B, config: &Config) -> Self {
        Self {
            backend,
            cache: Cache::new(config.budget),
            rule: config.mip_rule,
            native_bc: config.native_bc,
            replacements: Replacements::new(ReplacementConfig {
                pack: config.pack.clone(),
                dir: config.texture_dir.clone(),
                watch: config.watch,
            }),
            dumper: config.dump_dir.clone().map(Dumper::new),
            in_scope: false,
            pack_matches: 0,
            pack_fallbacks: 0,
            hash_skips: 0,
            bc: BcCounters::default(),
        }
    }

    /// Uses `replacements` instead of the configured ones.
    pub fn with_replacements(mut self, replacements: Replacements) -> Self {
        self.replacements = replacements;
        self
    }

    /// The backend.
    pub fn backend(&self) -> &B {
        &self.backend
    }

    /// The backend, mutably.
    pub fn backend_mut(&mut self) -> &mut B {
        &mut self.backend
    }

    /// The slot table.
    pub fn cache(&self) -> &Cache<B::Texture> {
        &self.cache
    }

    /// The texture an id names, unless it was evicted since.
    pub fn texture(&self, id: CacheId) -> Option<&B::Texture> {
        self.cache.get(id)
    }

    /// Opens a draw's binding scope: textures resolved until
    /// [`TextureCache::end_bindings`] are never evicted. Changed loose
    /// replacements are dropped here, while nothing is pinned.
    pub fn begin_bindings(&mut self) {
        self.apply_replacement_changes();
        self.cache.begin_bindings();
        self.in_scope = true;
    }

    /// Closes the binding scope.
    pub fn end_bindings(&mut self) {
        self.cache.end_bindings();
        self.in_scope = false;
    }

    /// Drops every cached texture (device reset).
    pub fn clear(&mut self) {
        for texture in self.cache.clear() {
            self.backend.destroy(texture);
        }
    }

    /// The counters.
    pub fn stats(&self) -> Stats {
        Stats {
            textures: TextureCounters {
                hits: self.cache.hits,
                uploads: self.cache.uploads,
                evictions: self.cache.evictions,
                cached_count: self.cache.count() as u64,
                cached_bytes: self.cache.bytes(),
                pack_matches: self.pack_matches,
                pack_fallbacks: self.pack_fallbacks,
                hash_skips: self.hash_skips,
            },
            bc: self.bc.clone(),
        }
    }

    fn apply_replacement_changes(&mut self) {
        for crc in self.replacements.poll_changes() {
            match self.cache.remove_key(replacement_key(crc)) {
                Ok(Some(texture)) => self.backend.destroy(texture),
                Ok(None) => {}
                // Only reachable inside a scope; the epoch bump already makes
                // every texture look its replacement up again.
                Err(_) => {}
            }
        }
    }

    /// Makes `source` ready for a draw: the texture id to sample, or
    /// [`Resolved::RenderTarget`]. `state` is the texture's
    /// [`ContentState`]; an unchanged generation costs no hashing.
    pub fn resolve(
        &mut self,
        state: &mut ContentState,
        source: &mut dyn TextureSource,
    ) -> Result<Resolved, UploadError> {
        let desc = *source.desc();
        if desc.render_target {
            return Ok(Resolved::RenderTarget);
        }
        match source.flush() {
            Ok(true) => state.touch(),
            Ok(false) => {}
            Err(message) => return Err(UploadError::Readback { message }),
        }
        if !self.in_scope {
            self.apply_replacement_changes();
        }
        let source: &dyn TextureSource = source;
        if desc.kind == TextureKind::Texture2d {
            if let Some(id) = self.resolve_replacement(state, source) {
                return Ok(Resolved::Cached(id));
            }
        }
        let key = match state.stored_key() {
            Some(key) => {
                self.hash_skips += 1;
                key
            }
            None => {
                let key = content_key(source, self.rule)?;
                state.store_key(key);
                key
            }
        };
        if let Some(id) = self.cache.find(key) {
            return Ok(Resolved::Cached(id));
        }
        self.upload_original(key, state, source)
            .map(Resolved::Cached)
    }

    /// The fast path of [`TextureCache::resolve`] for a texture whose last
    /// resolution gave `id` and whose source never flushes: true when the
    /// generation is unchanged since (its key is stored), no replacement
    /// can apply and `id` is still cached under that key; the entry is then
    /// stamped and counted exactly as `resolve` would (a hash skip and a
    /// hit) and `resolve` would return `Resolved::Cached(id)`. False means
    /// the caller must call `resolve`.
    pub fn reuse(&mut self, state: &ContentState, id: CacheId) -> bool {
        if self.replacements.active() {
            return false;
        }
        let Some(key) = state.stored_key() else {
            return false;
        };
        if !self.cache.refresh(id, key) {
            return false;
        }
        self.hash_skips += 1;
        true
    }

    fn level0_crc(state: &mut ContentState, source: &dyn TextureSource) -> Option<u32> {
        if let Some(crc) = state.crc_if_current() {
            return Some(crc);
        }
        let bytes = level_bytes(source, 0, 0).ok()?;
        Some(state.crc_with(|| texmod_crc32(&bytes)))
    }

    /// Spec 000 "Runtime lookup": `None` means use the original.
    fn resolve_replacement(
        &mut self,
        state: &mut ContentState,
        source: &dyn TextureSource,
    ) -> Option<CacheId> {
        if !self.replacements.active() {
            return None;
        }
        let epoch = self.replacements.epoch();
        let crc = match state.replacement(epoch) {
            Some(found) => found,
            None => {
                let crc = Self::level0_crc(state, source)?;
                let found = self.replacements.has(crc).then_some(crc);
                state.set_replacement(self.replacements.epoch(), found);
                found
            }
        }?;
        let key = replacement_key(crc);
        if let Some(id) = self.cache.find(key) {
            self.pack_matches += 1;
            return Some(id);
        }
        let desc = *source.desc();
        let result = match self.replacements.find(crc, (desc.width, desc.height)) {
            Some(replacement) => {
                prepare_replacement(replacement.width, replacement.height, replacement.bytes())
                    .and_then(|prepared| {
                        create_entry(&mut self.cache, &mut self.backend, key, &prepared)
                    })
            }
            None => {
                self.pack_fallbacks += 1;
                return None;
            }
        };
        match result {
            Ok(id) => {
                self.pack_matches += 1;
                Some(id)
            }
            Err(err) => {
                tracing::warn!(
                    "[texture-mod] replacement {crc:08x} not uploaded ({err}); using the original"
                );
                self.pack_fallbacks += 1;
                None
            }
        }
    }

    fn upload_original(
        &mut self,
        key: u64,
        state: &mut ContentState,
        source: &dyn TextureSource,
    ) -> Result<CacheId, UploadError> {
        let desc = *source.desc();
        let compressed = desc.format.is_block_compressed();
        let route = if compressed {
            self.bc.requests += 1;
            match eligibility(
                source,
                self.native_bc,
                self.backend.supports_bc(),
                self.rule,
            ) {
                Ok(format) => {
                    self.bc.eligible += 1;
                    Some(format)
                }
                Err(reason) => {
                    *self
                        .bc
                        .blocked
                        .entry(reason.as_str().to_string())
                        .or_insert(0) += 1;
                    None
                }
            }
        } else {
            None
        };
        let started = Instant::now();
        let prepared = match route {
            Some(format) => prepare_native(source, format)?,
            None => prepare_bgra(source, self.rule)?,
        };
        let decode_ms = started.elapsed().as_secs_f64() * 1e3;
        let id = create_entry(&mut self.cache, &mut self.backend, key, &prepared)?;
        if compressed {
            count_route(&mut self.bc, route.is_some(), prepared.bytes(), decode_ms);
        }
        if desc.kind == TextureKind::Texture2d && self.dumper.is_some() {
            self.dump(state, source, &prepared);
        }
        Ok(id)
    }

    fn dump(
        &mut self,
        state: &mut ContentState,
        source: &dyn TextureSource,
        prepared: &Prepared<'_>,
    ) {
        let Some(crc) = Self::level0_crc(state, source) else {
            return;
        };
        let Some(dumper) = self.dumper.as_mut().filter(|d| d.wants(crc)) else {
            return;
        };
        let desc = source.desc();
        let decoded;
        let bgra = if prepared.desc.format == GpuFormat::Bgra8 {
            prepared.level0()
        } else {
            decoded = level_bytes(source, 0, 0)
                .ok()
                .and_then(|bytes| decode(desc.format, desc.width, desc.height, &bytes, 0).ok());
            decoded.as_deref()
        };
        if let Some(bgra) = bgra {
            dumper.dump(crc, desc.width, desc.height, bgra);
        }
    }
}

fn count_route(bc: &mut BcCounters, native: bool, bytes: u64, decode_ms: f64) {
    if native {
        bc.native_uploads += 1;
        bc.compressed_bytes += bytes;
    } else {
        bc.cpu_decodes += 1;
        bc.expanded_bytes += bytes;
        bc.decode_ms += decode_ms;
    }
}

/// Makes room, creates the GPU texture and inserts it under `key`.
fn create_entry<B: TextureBackend>(
    cache: &mut Cache<B::Texture>,
    backend: &mut B,
    key: u64,
    prepared: &Prepared<'_>,
) -> Result<CacheId, UploadError> {
    let bytes = prepared.bytes();
    for texture in cache.make_room(bytes)? {
        backend.destroy(texture);
    }
    let texture = backend.create(&prepared.desc, &prepared.uploads())?;
    match cache.insert(key, bytes, texture) {
        Ok((id, replaced)) => {
            if let Some(texture) = replaced {
                backend.destroy(texture);
            }
            Ok(id)
        }
        Err(texture) => {
            backend.destroy(texture);
            let budget = cache.budget();
            Err(CacheError::Pinned {
                needed: bytes,
                count: cache.count(),
                bytes: cache.bytes(),
                budget_count: budget.count,
                budget_bytes: budget.bytes,
            }
            .into())
        }
    }
}
