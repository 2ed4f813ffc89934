//! The content-keyed texture cache (`ninebridge-texcache`, issue 14) behind
//! the device's textures.
//!
//! Design notes:
//! - Textures whose sampled format is BGRA8 and that the texture core
//!   decodes (A8R8G8B8, X8R8G8B8, the 16-bit formats, A8, L8, A8L8, DXT1-5),
//!   render targets excepted, are *cache-routed*: an unlock uploads
//!   nothing, it advances the texture's content generation and marks the
//!   level written. Each draw resolves its bound cache-routed textures
//!   ([`Device::resolve_cached_textures`]) inside a binding scope, so a
//!   texture resolved for one stage is never evicted for another's; the
//!   bind group then names the cache entry's view. Render targets and float
//!   formats keep their own GPU texture.
//! - The cache's variables (budgets, native BC, packs, loose files, dumps,
//!   the mip rule) are read once per process (`Config::process`).

use ninebridge_gpu::wgpu;
use ninebridge_texcache::{
    CacheId, Config, ContentState, Resolved, Stats, TextureCache, TextureDesc, TextureSource,
    WgpuBackend,
};
use ninebridge_texture::FormatExt;
use ninebridge_types::{Format, Usage};

use super::Device;
use crate::error::{D3dResult, invalid};
use crate::resource::{Texture, TextureId, TextureKind};

/// The device's texture cache on wgpu.
pub(crate) type DeviceTextureCache = TextureCache<WgpuBackend>;

/// A new cache on `gpu`, configured from the environment.
pub(crate) fn new_cache(gpu: &ninebridge_gpu::Gpu) -> DeviceTextureCache {
    TextureCache::new(WgpuBackend::new(gpu.clone()), Config::process())
}

/// The cache's state of one cache-routed texture.
#[derive(Debug, Default)]
pub(crate) struct CachedState {
    /// Content generation, key and CRC memory.
    pub(crate) content: ContentState,
    /// Levels written since creation, index `face * levels + level`.
    pub(crate) written: Vec<bool>,
    /// The entry the last draw resolved.
    pub(crate) entry: Option<CacheId>,
}

/// Whether a texture of `format` and `usage` goes through the cache.
///
/// Only managed textures: their contents reach the device through locks,
/// which the cache sees. Default-pool textures are written on the GPU
/// (`UpdateTexture`, `StretchRect`, render targets) and system-memory ones
/// are never sampled; `AUTOGENMIPMAP` textures generate their chain on the
/// GPU.
pub(crate) fn cache_routed(format: Format, usage: Usage, pool: ninebridge_types::Pool) -> bool {
    let bgra = crate::convert::format_info(format)
        .is_ok_and(|info| info.texture == wgpu::TextureFormat::Bgra8Unorm);
    bgra && format.is_decodable()
        && pool == ninebridge_types::Pool::Managed
        && !usage.intersects(Usage::RENDERTARGET | Usage::AUTOGENMIPMAP)
}

/// A texture's bytes as the cache reads them.
struct Source<'a> {
    desc: TextureDesc,
    shadow: &'a [Vec<u8>],
    written: &'a [bool],
}

impl TextureSource for Source<'_> {
    fn desc(&self) -> &TextureDesc {
        &self.desc
    }

    fn level(&self, face: u32, level: u32) -> Option<&[u8]> {
        let index = (face * self.desc.levels + level) as usize;
        self.written
            .get(index)
            .copied()
            .unwrap_or(false)
            .then(|| self.shadow.get(index).map(Vec::as_slice))
            .flatten()
    }
}

impl Texture {
    /// Records a write into (face, level) of the host copy by any path
    /// (unlock, and every copy or fill into a texture level that is added):
    /// a cache-routed texture gets a new content generation, and the level
    /// counts as written, so the next draw that samples it keys it anew.
    /// Returns whether the texture is cache-routed (then nothing is to be
    /// uploaded to `gpu`).
    pub(crate) fn content_changed(&mut self, face: u32, level: u32) -> bool {
        let index = (face * self.levels + level) as usize;
        let Some(cached) = &mut self.cached else {
            return false;
        };
        cached.content.touch();
        if let Some(written) = cached.written.get_mut(index) {
            *written = true;
        }
        true
    }
}

fn desc_of(id: TextureId, tex: &Texture) -> TextureDesc {
    let kind = match tex.kind {
        TextureKind::TwoD => ninebridge_texcache::TextureKind::Texture2d,
        TextureKind::Cube => ninebridge_texcache::TextureKind::Cube,
        TextureKind::Volume => ninebridge_texcache::TextureKind::Volume,
    };
    TextureDesc {
        kind,
        format: tex.format,
        width: tex.width,
        height: tex.height,
        depth: tex.depth,
        levels: tex.levels,
        guest: (id.0 as u32) ^ ((id.0 >> 32) as u32).rotate_left(16),
        render_target: tex.usage.contains(Usage::RENDERTARGET),
        autogen_mipmap: tex.usage.contains(Usage::AUTOGENMIPMAP),
    }
}

impl Device {
    /// Takes `texture` out of the cache: its own GPU texture gets every
    /// level from the host copies and is drawn from from now on.
    pub(crate) fn uncache_texture(&mut self, texture: TextureId) -> D3dResult<()> {
        self.flush()?;
        let tex = self.resources.textures.get_mut(texture.0)?;
        if tex.cached.take().is_none() {
            return Ok(());
        }
        let tex = self.resources.textures.get(texture.0)?;
        for face in 0..tex.faces() {
            for level in 0..tex.levels {
                self.gpu.scoped("write_texture", |_| {
                    tex.upload(self.gpu.queue(), face, level)
                })??;
            }
        }
        Ok(())
    }

    /// Resolves the cache-routed textures of the stages in `sampled` (bit per
    /// flat stage) for the next draw, raising
    /// the resources flag of a group whose stage now names another entry.
    /// A texture that cannot be made resident fails the draw.
    pub(crate) fn resolve_cached_textures(&mut self, sampled: u32) -> D3dResult<()> {
        self.texcache.begin_bindings();
        let result = self.resolve_bound(sampled);
        self.texcache.end_bindings();
        result
    }

    fn resolve_bound(&mut self, sampled: u32) -> D3dResult<()> {
        let mut bits = sampled;
        while bits != 0 {
            let flat = bits.trailing_zeros() as usize;
            bits &= bits - 1;
            let Some(Some(id)) = self.state.textures().get(flat).copied() else {
                continue;
            };
            let tex = self.resources.textures.get_mut(id.0)?;
            let Some(cached) = tex.cached.as_mut() else {
                continue;
            };
            // Most draws sample what the last one resolved, unchanged: the
            // cache confirms the entry (stamping and counting it as the
            // full lookup would) without keying the texture again. The
            // device's sources never flush (no GPU-written storage).
            if let Some(entry) = cached.entry
                && self.texcache.reuse(&cached.content, entry)
            {
                continue;
            }
            let desc = desc_of(id, tex);
            let Some(cached) = tex.cached.as_mut() else {
                continue;
            };
            let mut source = Source {
                desc,
                shadow: &tex.shadow,
                written: &cached.written,
            };
            let resolved = self
                .texcache
                .resolve(&mut cached.content, &mut source)
                .map_err(|e| invalid!("sampler stage {flat}: {e}"))?;
            let Resolved::Cached(entry) = resolved else {
                continue;
            };
            if cached.entry != Some(entry) {
                cached.entry = Some(entry);
                self.state.texture_contents_moved(flat);
            }
        }
        Ok(())
    }

    /// The view of a cache-routed texture's current entry, if it has one.
    pub(crate) fn cached_view(&self, tex: &Texture, srgb: bool) -> Option<wgpu::TextureView> {
        let entry = tex.cached.as_ref()?.entry?;
        let texture = self.texcache.texture(entry)?;
        Some(if srgb {
            texture.srgb_view.clone()
        } else {
            texture.view.clone()
        })
    }

    /// The bind-group key word of a texture's cache entry (0 for none).
    pub(crate) fn cached_key_word(&self, id: TextureId) -> u64 {
        self.resources
            .textures
            .get(id.0)
            .ok()
            .and_then(|t| t.cached.as_ref()?.entry)
            .map_or(0, CacheId::raw)
    }

    /// Replaces the texture cache with one configured by `config` (budgets,
    /// native BC, packs, ...) instead of the environment. Every cached
    /// texture is dropped and uploaded again at its next draw.
    pub fn configure_texture_cache(&mut self, config: &Config) {
        self.texcache.clear();
        self.texcache = TextureCache::new(WgpuBackend::new(self.gpu.clone()), config);
        // Entry ids of the old cache must not name groups of the new one.
        self.renderer.bindings.forget_views();
        self.renderer.resolved = None;
        self.state.invalidate_all();
    }

    /// The texture cache's counters (`"textures"` and `"bc"` of
    /// `--stats-json`).
    pub fn texture_stats(&self) -> Stats {
        self.texcache.stats()
    }
}
