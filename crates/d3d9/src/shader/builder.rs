//! The module builder: every compiled module (translated variants,
//! fixed-function and pre-transformed stages, linked and point-expanded
//! vertex stages) made once per stable id, from any thread.
//!
//! Design notes:
//! - The draw thread and the pipeline workers share one builder. Each id
//!   has a `OnceLock` cell: the first caller makes the module, a caller
//!   arriving meanwhile waits for that one module, and everyone after
//!   reads it. Failures are cached the same way, so a bad shader fails
//!   the same way without being translated again.
//! - Ids are stable keys (`stable_key`) of what the module is made from,
//!   so a recipe recorded in one session names the same modules in the
//!   next; bytecode is looked up by its content key once registered.
//! - Every module made here carries its [`Origin`], which is what a
//!   pipeline recipe records.

use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex, MutexGuard, OnceLock};

use ninebridge_gpu::Gpu;
use ninebridge_translate::FfVertexKey;
use ninebridge_translate::ff::FF_WORLD_MATRICES;

use super::recipe::{BytecodeRef, ModuleRecipe, Origin};
use super::{ShaderProgram, ShaderTranslator, ShaderVariant, compile_program, stable_key};
use crate::FastMap;
use crate::pipeline::{CompiledShader, ConstantsRead};

/// A module or why it could not be made.
pub(crate) type ModuleResult = Result<Arc<CompiledShader>, crate::ShaderError>;

/// Counts of what the builder made (monotonic; devices report differences).
#[derive(Clone, Copy, Debug, Default)]
pub(crate) struct BuilderCounts {
    /// Translator calls.
    pub(crate) translations: u64,
    /// Vertex stages linked to a pixel stage or rewritten for points.
    pub(crate) derived: u64,
}

/// Makes modules once per id, for every thread (see the module notes).
pub(crate) struct ModuleBuilder {
    gpu: Gpu,
    translator: Arc<dyn ShaderTranslator>,
    bytecode: Mutex<FastMap<BytecodeRef, Arc<[u8]>>>,
    modules: Mutex<FastMap<u64, Arc<OnceLock<ModuleResult>>>>,
    translations: AtomicU64,
    derived: AtomicU64,
}

fn lock<T>(m: &Mutex<T>) -> MutexGuard<'_, T> {
    // Nothing runs under these locks that can panic halfway through an
    // update; recover rather than propagate a poisoned lock.
    m.lock().unwrap_or_else(|poisoned| poisoned.into_inner())
}

/// The bytecode's content key (FNV-1a 64 of its tokens, as the shader pack
/// and spec 001 name shaders).
pub(crate) fn content_key_of(code: &[u8]) -> u64 {
    let tokens: Vec<u32> = code
        .chunks_exact(4)
        .map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]]))
        .collect();
    ninebridge_d3dbc::content_key(&tokens)
}

impl ModuleBuilder {
    pub(crate) fn new(gpu: Gpu, translator: Arc<dyn ShaderTranslator>) -> Self {
        ModuleBuilder {
            gpu,
            translator,
            bytecode: Default::default(),
            modules: Default::default(),
            translations: AtomicU64::new(0),
            derived: AtomicU64::new(0),
        }
    }

    /// The translator.
    pub(crate) fn translator(&self) -> &dyn ShaderTranslator {
        self.translator.as_ref()
    }

    /// What the builder made so far.
    pub(crate) fn counts(&self) -> BuilderCounts {
        BuilderCounts {
            translations: self.translations.load(Ordering::Relaxed),
            derived: self.derived.load(Ordering::Relaxed),
        }
    }

    /// Registers `code` as bytecode of `stage` (a shader was created with
    /// it) and returns its reference; `None` when it is too long to name.
    pub(crate) fn register(&self, stage: u8, code: &[u8]) -> Option<BytecodeRef> {
        let r = BytecodeRef {
            stage,
            content: content_key_of(code),
            len: u32::try_from(code.len()).ok()?,
        };
        lock(&self.bytecode).entry(r).or_insert_with(|| code.into());
        Some(r)
    }

    /// Whether bytecode `r` was registered.
    pub(crate) fn has(&self, r: BytecodeRef) -> bool {
        lock(&self.bytecode).contains_key(&r)
    }

    /// The module of `id`, made by `make` unless made (or being made)
    /// already.
    fn module(&self, id: u64, make: impl FnOnce() -> ModuleResult) -> ModuleResult {
        let cell = lock(&self.modules).entry(id).or_default().clone();
        cell.get_or_init(make).clone()
    }

    /// The base module of `recipe`.
    pub(crate) fn base(&self, recipe: &ModuleRecipe) -> ModuleResult {
        match recipe {
            ModuleRecipe::Bytecode { code, variant } => self.translated(*code, variant),
            ModuleRecipe::FfPixel(key) => {
                let id = stable_key(&("ff-pixel", key.words()));
                self.module(id, || {
                    let t = ninebridge_translate::ff_pixel_shader(key)?;
                    let program = super::translator::program_of(t);
                    let compiled = compile_program(&self.gpu, program, id)?;
                    Ok(Arc::new(with_origin(compiled, recipe)))
                })
            }
            ModuleRecipe::FfVertex(key) => {
                let id = stable_key(&("ff-vertex", format!("{key:?}")));
                self.module(id, || self.ff_vertex(key, id, recipe))
            }
            ModuleRecipe::Pretransformed { reads, flat } => {
                let id = stable_key(&("pretransformed", &(reads, flat)));
                self.module(id, || self.pretransformed(reads, *flat, id, recipe))
            }
        }
    }

    /// Bytecode `code` translated in `variant`.
    fn translated(&self, code: BytecodeRef, variant: &ShaderVariant) -> ModuleResult {
        let id = translated_id(code, variant, self.translator.settings_key());
        // Not cached: the bytecode may be registered later.
        let bytes = lock(&self.bytecode).get(&code).cloned().ok_or_else(|| {
            crate::ShaderError::Module(format!(
                "bytecode {:016x} ({} bytes) is not registered",
                code.content, code.len
            ))
        })?;
        self.module(id, || {
            self.translations.fetch_add(1, Ordering::Relaxed);
            let program = self.translator.translate(&bytes, variant)?;
            let mut compiled = compile_program(&self.gpu, program, id)?;
            compiled.constants_read = ConstantsRead::of_bytecode(&bytes);
            let recipe = ModuleRecipe::Bytecode {
                code,
                variant: *variant,
            };
            Ok(Arc::new(with_origin(compiled, &recipe)))
        })
    }

    fn ff_vertex(&self, key: &FfVertexKey, id: u64, recipe: &ModuleRecipe) -> ModuleResult {
        let t = ninebridge_translate::ff_vertex_shader(key)?;
        let program = super::translator::program_of(t);
        let mut compiled = compile_program(&self.gpu, program, id)?;
        compiled.constants_read = ConstantsRead::FixedFunction {
            world_matrices: if key.indexed() {
                FF_WORLD_MATRICES as u8
            } else {
                key.world_matrices() as u8
            },
        };
        Ok(Arc::new(with_origin(compiled, recipe)))
    }

    fn pretransformed(
        &self,
        reads: &[(ninebridge_types::DeclUsage, u32)],
        flat: bool,
        id: u64,
        recipe: &ModuleRecipe,
    ) -> ModuleResult {
        let fail = |message: String| crate::ShaderError::Link {
            step: "pre-transformed vertices",
            message,
        };
        let t = ninebridge_translate::rhw::pretransformed_vertex_shader(reads, flat)
            .map_err(|e| fail(e.to_string()))?;
        let program = ShaderProgram {
            module: t.module,
            entry_point: t.entry_point,
            stage: naga::ShaderStage::Vertex,
            inputs: t
                .interface
                .vertex_inputs
                .iter()
                .map(|i| super::ProgramInput {
                    usage: i.usage,
                    usage_index: i.usage_index,
                    location: i.location,
                })
                .collect(),
            unwritten_inputs: Vec::new(),
            moved_varyings: Vec::new(),
        };
        let mut compiled =
            compile_program(&self.gpu, program, id).map_err(|e| fail(e.to_string()))?;
        compiled.constants_read = ConstantsRead::Floats(0);
        Ok(Arc::new(with_origin(compiled, recipe)))
    }

    /// The vertex stage `vs` linked to `ps` and `planes` user clip planes:
    /// its outputs paired with the pixel inputs by semantic, moved to where
    /// the pixel shader reads them, unread ones in the way or beyond
    /// location 15 dropped, missing ones added
    /// (`ninebridge_translate::link::plan`); `vs` itself when nothing
    /// changes.
    pub(crate) fn linked(
        &self,
        vs: &Arc<CompiledShader>,
        ps: &CompiledShader,
        planes: usize,
    ) -> ModuleResult {
        let plan = ninebridge_translate::link::plan(&vs.interface, &ps.interface);
        if plan.is_empty() && planes == 0 {
            return Ok(vs.clone());
        }
        let key: super::LinkKey = (
            vs.id,
            plan.missing
                .iter()
                .map(|m| (m.location, m.unwritten.map(f32::to_bits)))
                .collect(),
            planes,
            plan.moved.clone(),
            plan.dropped.clone(),
        );
        // Links that move and drop nothing keep the id they had before
        // outputs could move (ids name pipelines across sessions).
        let id = if plan.moved.is_empty() && plan.dropped.is_empty() {
            stable_key(&("linked", &(key.0, &key.1, key.2)))
        } else {
            stable_key(&("linked", &key))
        };
        let fail = |message: String| crate::ShaderError::Link {
            step: "linking",
            message,
        };
        self.module(id, || {
            self.derived.fetch_add(1, Ordering::Relaxed);
            let mut module = (*vs.naga).clone();
            ninebridge_translate::link::patch_vertex(&mut module, &vs.entry_point, &plan, planes)
                .map_err(|e| fail(e.to_string()))?;
            let program = ShaderProgram {
                module,
                entry_point: vs.entry_point.clone(),
                stage: naga::ShaderStage::Vertex,
                inputs: vs.inputs.clone(),
                unwritten_inputs: Vec::new(),
                // The linked outputs carry the pixel inputs' semantics.
                moved_varyings: moved_varyings(&ps.interface),
            };
            let mut linked =
                compile_program(&self.gpu, program, id).map_err(|e| fail(e.to_string()))?;
            linked.constants_read = vs.constants_read;
            linked.origin = vs.origin.as_ref().map(|o| {
                Arc::new(Origin {
                    link_planes: Some(planes as u8),
                    ..(**o).clone()
                })
            });
            Ok(Arc::new(linked))
        })
    }

    /// The vertex stage `vs` rewritten to draw points as quads (`sprite`:
    /// point sprites, whose texture coordinates span the quad). Sizes and
    /// the viewport are renderer uniforms: only `sprite` changes the code.
    pub(crate) fn points(&self, vs: &Arc<CompiledShader>, sprite: bool) -> ModuleResult {
        let id = stable_key(&("points", &(vs.id, sprite)));
        let fail = |message: String| crate::ShaderError::Link {
            step: "point expansion",
            message,
        };
        self.module(id, || {
            self.derived.fetch_add(1, Ordering::Relaxed);
            let mut module = (*vs.naga).clone();
            let moved = moved_varyings(&vs.interface);
            ninebridge_translate::link::expand_points(&mut module, &vs.entry_point, sprite, &moved)
                .map_err(|e| fail(e.to_string()))?;
            let program = ShaderProgram {
                module,
                entry_point: vs.entry_point.clone(),
                stage: naga::ShaderStage::Vertex,
                inputs: vs.inputs.clone(),
                unwritten_inputs: Vec::new(),
                moved_varyings: moved,
            };
            let mut expanded =
                compile_program(&self.gpu, program, id).map_err(|e| fail(e.to_string()))?;
            expanded.constants_read = vs.constants_read;
            expanded.origin = vs.origin.as_ref().map(|o| {
                Arc::new(Origin {
                    points: Some(sprite),
                    ..(**o).clone()
                })
            });
            Ok(Arc::new(expanded))
        })
    }

    /// The vertex stage `origin` describes, drawn with pixel stage `ps`.
    pub(crate) fn vertex(&self, origin: &Origin, ps: &CompiledShader) -> ModuleResult {
        let mut vs = self.base(&origin.base)?;
        if let Some(planes) = origin.link_planes {
            vs = self.linked(&vs, ps, usize::from(planes))?;
        }
        if let Some(sprite) = origin.points {
            vs = self.points(&vs, sprite)?;
        }
        Ok(vs)
    }
}

/// The id of bytecode `code` translated in `variant` by a translator whose
/// settings key is `settings` (0 leaves the id as it was before settings
/// keys existed).
fn translated_id(code: BytecodeRef, variant: &ShaderVariant, settings: u64) -> u64 {
    if settings == 0 {
        stable_key(&(code.stage, code.content, code.len, variant))
    } else {
        stable_key(&(code.stage, code.content, code.len, variant, settings))
    }
}

fn with_origin(mut compiled: CompiledShader, recipe: &ModuleRecipe) -> CompiledShader {
    compiled.origin = Some(Arc::new(Origin::base(recipe.clone())));
    compiled
}

/// The (location, semantic location) of the varyings of `stage` that do not
/// sit at their semantic's location.
fn moved_varyings(stage: &[ninebridge_translate::link::StageInput]) -> Vec<(u32, u32)> {
    stage
        .iter()
        .filter(|s| s.location != s.semantic)
        .map(|s| (s.location, s.semantic))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The same bytecode and variant under two translator settings (the
    /// float emulation modes) are two modules.
    #[test]
    fn the_settings_key_is_part_of_the_module_id() {
        let code = BytecodeRef {
            stage: super::super::recipe::PIXEL,
            content: 0x1234,
            len: 64,
        };
        let v = ShaderVariant::default();
        let off = translated_id(code, &v, 0);
        assert_eq!(off, stable_key(&(code.stage, code.content, code.len, &v)));
        assert_ne!(translated_id(code, &v, 1), off);
        assert_eq!(translated_id(code, &v, 1), translated_id(code, &v, 1));
    }
}
