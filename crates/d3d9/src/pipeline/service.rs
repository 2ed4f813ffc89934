//! The pipeline compiler service (spec 001, "The compiler service"): the
//! module builder, the pipeline builder, the workers that run both in the
//! background, and the manifest of recipes that lets the next session
//! build before its draws ask.
//!
//! Design notes:
//! - One service per wgpu device, shared by every D3D9 device made on it
//!   ([`crate::Device::with_pipeline_service`]): modules, layouts and
//!   pipelines are the wgpu device's, so D3D9 devices made one after the
//!   other (a game resetting, a replay of many traces) reuse them, as one
//!   process of a game does.
//! - A draw looks its pipeline up in its device's own map first (no lock),
//!   then asks the service ([`ninebridge_pipelines::Service`]'s rules: a
//!   READY one is returned, a QUEUED one claimed and built here, a BUILDING
//!   one waited for, a FAILED one retried).
//! - Recording: a pipeline whose two modules have an origin is written to
//!   the manifest the first time it is built. Loading: the file is read
//!   when the service is made; its records are decoded on a worker (the
//!   `Prepare` queue); a recipe whose bytecode all exists is queued for
//!   building at once, the others as soon as the shaders they need are
//!   created.
//! - Prewarm: a created shader is translated on a worker in its likely
//!   variant before any draw; a pixel variant seen for the first time
//!   ([`PipelineService::note_variant`], or in a loaded recipe) is
//!   translated for every pixel shader created so far and every one
//!   created later.
//! - Worker jobs hold the builders only, never the service, so dropping
//!   the last handle stops and joins the workers.

use std::path::PathBuf;
use std::sync::{Arc, Mutex, MutexGuard};

use ninebridge_pipelines::{Manifest, Queue, Service};

use super::builder::PipelineBuilder;
use super::recipe::{PipelineRecipe, RecipeCodec};
use super::{CachedPipeline, CompiledShader, PipelineKey};
use crate::shader::recipe::{BytecodeRef, ModuleRecipe, PIXEL};
use crate::shader::{ModuleBuilder, ShaderTranslator, ShaderVariant};
use crate::{FastMap, FastSet};

/// Pixel variants at most that [`PipelineService::note_variant`] prewarms
/// for every pixel shader.
const MAX_NOTED_VARIANTS: usize = 16;

/// How a [`PipelineService`] runs.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PipelineOptions {
    /// Worker threads (0 to 6; 0 builds everything on the calling thread).
    pub workers: usize,
    /// Translate created shaders on the workers before any draw.
    pub prewarm: bool,
    /// The directory of the manifest and the driver cache (`None`: neither).
    pub cache_dir: Option<PathBuf>,
    /// Log every pipeline build with its duration and thread.
    pub trace: bool,
}

impl PipelineOptions {
    /// The options of the environment: `NINEBRIDGE_PIPELINE_WORKERS`
    /// (default 3, clamped to 0-6; a value that is not a number is the
    /// default), `NINEBRIDGE_SHADER_PREWARM` (0: off),
    /// `NINEBRIDGE_PIPELINE_CACHE` (0: no directory) /
    /// `NINEBRIDGE_PIPELINE_CACHE_DIR` (default: the platform cache
    /// directory's `ninebridge/pipelines`) and `NINEBRIDGE_PIPELINE_TRACE`
    /// (1: on).
    pub fn from_env() -> Self {
        let var = |name: &str| std::env::var(name).ok();
        PipelineOptions {
            workers: parse_workers(var("NINEBRIDGE_PIPELINE_WORKERS").as_deref()),
            prewarm: var("NINEBRIDGE_SHADER_PREWARM").is_none_or(|v| v.trim() != "0"),
            cache_dir: super::pipeline_cache_dir(),
            trace: var("NINEBRIDGE_PIPELINE_TRACE").is_some_and(|v| v.trim() == "1"),
        }
    }
}

/// The worker count of `NINEBRIDGE_PIPELINE_WORKERS`'s value.
pub(crate) fn parse_workers(value: Option<&str>) -> usize {
    value
        .and_then(|v| v.trim().parse::<i64>().ok())
        .map_or(ninebridge_pipelines::service::DEFAULT_WORKERS, |n| {
            n.clamp(0, ninebridge_pipelines::service::MAX_WORKERS as i64) as usize
        })
}

/// What the workers' jobs share: the module and pipeline builders.
pub(crate) struct Builders {
    pub(crate) modules: ModuleBuilder,
    pub(crate) pipelines: PipelineBuilder,
}

impl Builders {
    /// Builds the pipeline `recipe` describes: its modules, then the
    /// pipeline. Modules that come out under other ids than the key names
    /// (a recipe of another build) are refused.
    fn build(&self, recipe: &PipelineRecipe) -> Result<CachedPipeline, String> {
        let ps = self.modules.base(&recipe.ps).map_err(|e| e.to_string())?;
        let vs = self
            .modules
            .vertex(&recipe.vs, &ps)
            .map_err(|e| e.to_string())?;
        if vs.id != recipe.key.vs || ps.id != recipe.key.ps {
            return Err(format!(
                "the recipe's modules are {:016x}/{:016x}, its key names {:016x}/{:016x}",
                vs.id, ps.id, recipe.key.vs, recipe.key.ps
            ));
        }
        self.pipelines
            .create(&recipe.key, &vs, &ps)
            .map_err(|e| e.to_string())
    }
}

/// `variant` when it differs from the default only in the state outside
/// the textures (alpha test, fog, flat shading, sRGB writes): the
/// variants [`PipelineService::note_variant`] prewarms for every pixel
/// shader.
fn pixel_extras(variant: &ShaderVariant) -> Option<ShaderVariant> {
    let extras = ShaderVariant {
        alpha_test: variant.alpha_test,
        fog: variant.fog,
        flat: variant.flat,
        srgb_write: variant.srgb_write,
        ..ShaderVariant::default()
    };
    (extras == *variant && extras != ShaderVariant::default()).then_some(extras)
}

/// Recipes and what the service knows of the session's shaders.
#[derive(Default)]
struct Recipes {
    /// The manifest, while recording (closed when full or failing).
    manifest: Option<Manifest<RecipeCodec>>,
    /// Keys of the records in the manifest (loaded or recorded).
    recorded: FastSet<u64>,
    /// Loaded recipes waiting for bytecode, with how many of their
    /// bytecodes are still missing.
    pending: Vec<Option<(PipelineRecipe, usize)>>,
    /// Indices into `pending` by the bytecode they wait for.
    waiting: FastMap<BytecodeRef, Vec<usize>>,
    /// Pixel bytecode created so far (`note_variant` prewarms them).
    pixel_shaders: Vec<BytecodeRef>,
    /// Pixel variants noted so far.
    noted: Vec<ShaderVariant>,
    counts: RecipeCounts,
}

/// Counters of recipes (the `"pipelines"` statistics).
#[derive(Clone, Copy, Debug, Default)]
pub(crate) struct RecipeCounts {
    pub(crate) loaded: u64,
    pub(crate) undecodable: u64,
    pub(crate) queued: u64,
    pub(crate) recorded: u64,
    pub(crate) too_large: u64,
    pub(crate) prewarm_jobs: u64,
}

struct Inner {
    builders: Arc<Builders>,
    /// Declared after `builders`' users: dropping it joins the workers.
    service: Service<PipelineKey, CachedPipeline>,
    recipes: Mutex<Recipes>,
    prewarm: bool,
}

/// The pipeline compiler service of one wgpu device; cheap to clone (the
/// clones share it). See the module notes.
#[derive(Clone)]
pub struct PipelineService {
    inner: Arc<Inner>,
}

impl std::fmt::Debug for PipelineService {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("PipelineService")
            .field("workers", &self.inner.service.workers())
            .finish_non_exhaustive()
    }
}

impl PipelineService {
    /// A service on `gpu` translating with `translator`, configured from
    /// the environment ([`PipelineOptions::from_env`]).
    pub fn new(gpu: &ninebridge_gpu::Gpu, translator: Box<dyn ShaderTranslator>) -> Self {
        Self::with_options(gpu, translator, PipelineOptions::from_env())
    }

    /// A service with `options`. The manifest in `options.cache_dir` is
    /// opened (repaired, migrated) now, and its recipes decoded and queued
    /// by a worker (now, without workers).
    pub fn with_options(
        gpu: &ninebridge_gpu::Gpu,
        translator: Box<dyn ShaderTranslator>,
        options: PipelineOptions,
    ) -> Self {
        let driver = options
            .cache_dir
            .as_ref()
            .and_then(|dir| ninebridge_pipelines::DriverCache::open(gpu, dir));
        let builders = Arc::new(Builders {
            modules: ModuleBuilder::new(gpu.clone(), Arc::from(translator)),
            pipelines: PipelineBuilder::new(gpu.clone(), driver, options.trace),
        });
        let mut recipes = Recipes::default();
        let mut records = None;
        if let Some(dir) = &options.cache_dir {
            match Manifest::<RecipeCodec>::open(
                dir,
                ninebridge_pipelines::manifest::DEVICE_MAX_RECORDS,
            ) {
                Ok(opened) => {
                    recipes.manifest = Some(opened.manifest);
                    records = Some(opened.records);
                }
                Err(e) => tracing::warn!("[pipelines] no manifest this session: {e}"),
            }
        }
        let service = PipelineService {
            inner: Arc::new(Inner {
                builders,
                service: Service::new(options.workers),
                recipes: Mutex::new(recipes),
                prewarm: options.prewarm,
            }),
        };
        if let Some(records) = records.filter(|r| !r.is_empty()) {
            // Decoded and queued on a worker: the caller pays only for
            // reading the file.
            let weak = Arc::downgrade(&service.inner);
            service.inner.service.submit(
                Queue::Prepare,
                Box::new(move || {
                    if let Some(inner) = weak.upgrade() {
                        PipelineService { inner }.load(&records);
                    }
                }),
            );
        }
        service
    }

    fn recipes(&self) -> MutexGuard<'_, Recipes> {
        self.inner
            .recipes
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner())
    }

    /// The module builder.
    pub(crate) fn modules(&self) -> &ModuleBuilder {
        &self.inner.builders.modules
    }

    /// Decodes the manifest's records and queues (or parks) each recipe.
    fn load(&self, records: &ninebridge_pipelines::Records) {
        use ninebridge_pipelines::RecordCodec;
        let mut decoded = Vec::with_capacity(records.len());
        let mut undecodable = 0;
        for record in records.iter() {
            match PipelineRecipe::decode(record) {
                Some(recipe) => decoded.push((RecipeCodec::key(record), recipe)),
                None => undecodable += 1,
            }
        }
        if undecodable > 0 {
            tracing::warn!(
                "[pipelines] {undecodable} recipes of the manifest do not decode in this build; they are rebuilt at the draw"
            );
        }
        let mut ready = Vec::new();
        {
            let mut r = self.recipes();
            r.counts.loaded += decoded.len() as u64;
            r.counts.undecodable += undecodable;
            for (key, recipe) in decoded {
                r.recorded.insert(key);
                // The pixel variants the last session drew with are
                // prewarmed for the shaders this one creates.
                if let ModuleRecipe::Bytecode { code, variant } = &recipe.ps
                    && code.stage == PIXEL
                    && let Some(extras) = pixel_extras(variant)
                    && !r.noted.contains(&extras)
                    && r.noted.len() < MAX_NOTED_VARIANTS
                {
                    r.noted.push(extras);
                }
                let missing: Vec<BytecodeRef> = recipe
                    .bytecode()
                    .filter(|code| !self.modules().has(*code))
                    .collect();
                if missing.is_empty() {
                    ready.push(recipe);
                } else {
                    let index = r.pending.len();
                    r.pending.push(Some((recipe, missing.len())));
                    for code in missing {
                        r.waiting.entry(code).or_default().push(index);
                    }
                }
            }
        }
        for recipe in ready {
            self.queue(recipe);
        }
    }

    /// Queues `recipe` for a worker.
    fn queue(&self, recipe: PipelineRecipe) {
        let builders = self.inner.builders.clone();
        let key = recipe.key.clone();
        // A recipe comes from a file: whatever it makes the generators do,
        // a panic fails the entry (on a worker or a draw that claims it)
        // rather than the host.
        let build = move || {
            std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| builders.build(&recipe)))
                .unwrap_or_else(|_| Err("building the recipe panicked".to_string()))
        };
        let queued = self.inner.service.queue(key, Box::new(build));
        if queued {
            self.recipes().counts.queued += 1;
        }
    }

    /// Registers a created shader's bytecode: it is prewarmed, and the
    /// recipes waiting for it are queued once they wait for nothing else.
    /// `variant`: the vertex variant it is prewarmed in (pixel shaders take
    /// the default and every noted variant).
    pub(crate) fn register_shader(
        &self,
        stage: u8,
        code: &[u8],
        variant: ShaderVariant,
    ) -> Option<BytecodeRef> {
        let r = self.modules().register(stage, code)?;
        let (released, variants) = {
            let mut recipes = self.recipes();
            let mut released = Vec::new();
            for index in recipes.waiting.remove(&r).unwrap_or_default() {
                let slot = &mut recipes.pending[index];
                if let Some((_, missing)) = slot {
                    *missing -= 1;
                    if *missing == 0
                        && let Some((recipe, _)) = slot.take()
                    {
                        released.push(recipe);
                    }
                }
            }
            let mut variants = vec![variant];
            if stage == PIXEL && !recipes.pixel_shaders.contains(&r) {
                recipes.pixel_shaders.push(r);
                variants.extend(recipes.noted.iter().copied());
            }
            (released, variants)
        };
        for recipe in released {
            self.queue(recipe);
        }
        if self.inner.prewarm {
            for variant in variants {
                self.prewarm(ModuleRecipe::Bytecode { code: r, variant });
            }
        }
        Some(r)
    }

    /// Translates `recipe`'s module on a worker.
    fn prewarm(&self, recipe: ModuleRecipe) {
        if self.inner.service.workers() == 0 {
            return;
        }
        self.recipes().counts.prewarm_jobs += 1;
        let builders = self.inner.builders.clone();
        self.inner.service.submit(
            Queue::Translate,
            Box::new(move || {
                // A failure is cached for the draw, which reports it.
                let _ = builders.modules.base(&recipe);
            }),
        );
    }

    /// A pixel variant a draw used: the first time a variant of the
    /// state outside the textures is seen (alpha test, fog, flat shading,
    /// sRGB writes), every pixel shader created so far is prewarmed in it,
    /// and shaders created later are too.
    pub(crate) fn note_variant(&self, variant: &ShaderVariant) {
        if !self.inner.prewarm || self.inner.service.workers() == 0 {
            return;
        }
        let Some(extras) = pixel_extras(variant) else {
            return;
        };
        let shaders = {
            let mut r = self.recipes();
            if r.noted.contains(&extras) || r.noted.len() >= MAX_NOTED_VARIANTS {
                return;
            }
            r.noted.push(extras);
            r.pixel_shaders.clone()
        };
        for code in shaders {
            self.prewarm(ModuleRecipe::Bytecode {
                code,
                variant: extras,
            });
        }
    }

    /// The pipeline of `key` made of `vs` and `ps` (see the module notes),
    /// recorded in the manifest the first time.
    pub(crate) fn pipeline(
        &self,
        key: &PipelineKey,
        vs: &CompiledShader,
        ps: &CompiledShader,
    ) -> Result<Arc<CachedPipeline>, String> {
        let builders = &self.inner.builders;
        let pipeline = self.inner.service.get_or_build(key, || {
            builders
                .pipelines
                .create(key, vs, ps)
                .map_err(|e| e.to_string())
        })?;
        if let (Some(vs), Some(ps)) = (&vs.origin, &ps.origin) {
            self.record(key, vs, ps);
        }
        Ok(pipeline)
    }

    /// Appends the recipe of `key` to the manifest unless it is there.
    fn record(
        &self,
        key: &PipelineKey,
        vs: &crate::shader::recipe::Origin,
        ps: &crate::shader::recipe::Origin,
    ) {
        let mut r = self.recipes();
        if r.manifest.is_none() {
            return;
        }
        let recipe = PipelineRecipe {
            key: key.clone(),
            vs: vs.clone(),
            ps: ps.base.clone(),
        };
        if !r.recorded.insert(recipe.record_key()) {
            return;
        }
        let Some(record) = recipe.encode() else {
            r.counts.too_large += 1;
            return;
        };
        let appended = r.manifest.as_mut().map(|m| m.append(&record));
        match appended {
            Some(Ok(true)) => r.counts.recorded += 1,
            Some(Ok(false)) => {
                tracing::info!("[pipelines] the manifest is full; recording stops");
                r.manifest = None;
            }
            Some(Err(e)) => {
                tracing::warn!("[pipelines] recording stops: {e}");
                r.manifest = None;
            }
            None => {}
        }
    }

    /// Waits until the workers have nothing left to do (a loading screen's
    /// pause; `ninebridge replay --settle`).
    pub fn settle(&self) {
        self.inner.service.settle();
    }

    /// Writes the driver cache when it was quiet long enough (`flush`:
    /// now, and the manifest's appends are synced).
    pub(crate) fn save(&self, flush: bool) {
        self.inner.builders.pipelines.save_driver_cache(flush);
        if flush && let Some(m) = self.recipes().manifest.as_mut() {
            if let Err(e) = m.flush() {
                tracing::warn!("[pipelines] manifest not synced: {e}");
            }
        }
    }

    /// Everything the service counted so far (monotonic).
    pub fn stats(&self) -> super::PipelineStats {
        let service = self.inner.service.stats();
        let recipes = self.recipes().counts;
        let driver = self
            .inner
            .builders
            .pipelines
            .driver
            .as_ref()
            .map(|d| d.stats());
        let driver = driver.as_ref();
        super::PipelineStats {
            engine_thread_builds: service.engine_thread_builds,
            engine_thread_ms: service.engine_thread_ms,
            waits: service.waits,
            wait_ms: service.wait_ms,
            background_builds: service.background_builds,
            background_ms: service.background_ms,
            prewarm_hits: service.prewarm_hits,
            failures: service.failures,
            translations: self.modules().counts().translations,
            recipes_loaded: recipes.loaded,
            recipes_undecodable: recipes.undecodable,
            recipes_queued: recipes.queued,
            recipes_recorded: recipes.recorded,
            recipes_too_large: recipes.too_large,
            prewarm_jobs: recipes.prewarm_jobs,
            driver_cache_loaded_bytes: driver.map_or(0, |d| d.loaded_bytes),
            driver_cache_pipelines: driver.map_or(0, |d| d.pipelines_created),
            driver_cache_saves: driver.map_or(0, |d| d.saves),
            ..Default::default()
        }
    }

    /// Worker threads.
    pub fn workers(&self) -> usize {
        self.inner.service.workers()
    }
}

impl Drop for Inner {
    fn drop(&mut self) {
        // The driver cache and the manifest keep what this session built.
        self.builders.pipelines.save_driver_cache(true);
        if let Ok(mut r) = self.recipes.lock()
            && let Some(m) = r.manifest.as_mut()
        {
            let _ = m.flush();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::parse_workers;

    /// `NINEBRIDGE_PIPELINE_WORKERS`: default 3, clamped to 0-6; a value
    /// that is not a number is the default.
    #[test]
    fn the_worker_count_defaults_to_3_and_is_clamped_to_0_6() {
        assert_eq!(parse_workers(None), 3);
        assert_eq!(parse_workers(Some("0")), 0);
        assert_eq!(parse_workers(Some(" 5 ")), 5);
        assert_eq!(parse_workers(Some("6")), 6);
        assert_eq!(parse_workers(Some("64")), 6);
        assert_eq!(parse_workers(Some("-2")), 0);
        assert_eq!(parse_workers(Some("many")), 3);
        assert_eq!(parse_workers(Some("")), 3);
    }
}
