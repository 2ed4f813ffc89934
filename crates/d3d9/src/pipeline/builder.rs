//! Building one render pipeline from its key and two compiled modules, on
//! any thread: the bind group layouts (shared by every pipeline with the
//! same bindings) and the driver's pipeline cache.

use std::sync::{Mutex, MutexGuard};
use std::time::{Duration, Instant};

use ninebridge_gpu::wgpu;

use super::{BindingKind, CachedPipeline, CompiledShader, PipelineKey, UsedBinding};
use crate::FastMap;

/// Builds pipelines for every thread of a [`super::PipelineService`].
pub(crate) struct PipelineBuilder {
    gpu: ninebridge_gpu::Gpu,
    /// One layout per distinct set of bindings, with its number.
    layouts: Mutex<FastMap<Vec<UsedBinding>, (u64, wgpu::BindGroupLayout)>>,
    /// The driver's pipeline cache, where the adapter has one and the
    /// cache directory is set.
    pub(crate) driver: Option<ninebridge_pipelines::DriverCache>,
    /// `NINEBRIDGE_PIPELINE_TRACE=1`: log every build with its duration.
    trace: bool,
}

impl PipelineBuilder {
    pub(crate) fn new(
        gpu: ninebridge_gpu::Gpu,
        driver: Option<ninebridge_pipelines::DriverCache>,
        trace: bool,
    ) -> Self {
        PipelineBuilder {
            gpu,
            layouts: Default::default(),
            driver,
            trace,
        }
    }

    fn layouts(&self) -> MutexGuard<'_, FastMap<Vec<UsedBinding>, (u64, wgpu::BindGroupLayout)>> {
        self.layouts
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner())
    }

    /// The shared layout of a group with bindings `used`, and its number.
    fn group_layout(&self, used: Vec<UsedBinding>) -> (u64, wgpu::BindGroupLayout) {
        let mut layouts = self.layouts();
        let next = layouts.len() as u64;
        layouts
            .entry(used)
            .or_insert_with_key(|used| {
                let entries: Vec<_> = used.iter().map(layout_entry).collect();
                let layout =
                    self.gpu
                        .device()
                        .create_bind_group_layout(&wgpu::BindGroupLayoutDescriptor {
                            label: Some("d3d9 bind group layout"),
                            entries: &entries,
                        });
                (next, layout)
            })
            .clone()
    }

    /// Creates the pipeline for `key` (layouts from the shaders' bindings).
    pub(crate) fn create(
        &self,
        key: &PipelineKey,
        vs: &CompiledShader,
        ps: &CompiledShader,
    ) -> Result<CachedPipeline, ninebridge_gpu::GpuError> {
        let start = Instant::now();
        let layouts: Vec<_> = group_bindings(vs, ps)
            .into_iter()
            .map(|used| self.group_layout(used))
            .collect();
        let cache = self.driver.as_ref().map(|d| d.cache());
        let pipeline = create_pipeline(&self.gpu, key, vs, ps, layouts, cache)?;
        if let Some(d) = &self.driver {
            d.note_build();
        }
        if self.trace {
            log_build(vs.id, ps.id, start.elapsed());
        }
        Ok(pipeline)
    }

    /// Writes the driver cache when no pipeline was built for its quiet
    /// period (`flush`: now). A failed write is logged and retried later;
    /// the session goes on without it.
    pub(crate) fn save_driver_cache(&self, flush: bool) {
        if let Some(d) = &self.driver {
            let result = if flush {
                d.flush()
            } else {
                d.save_if_quiet(Instant::now())
            };
            if let Err(e) = result {
                tracing::warn!("[pipelines] driver cache not saved: {e}");
            }
        }
    }
}

fn log_build(vs: u64, ps: u64, took: Duration) {
    let thread = std::thread::current();
    tracing::info!(
        vs = format_args!("{vs:016x}"),
        ps = format_args!("{ps:016x}"),
        ms = took.as_secs_f64() * 1e3,
        thread = thread.name().unwrap_or("unnamed"),
        "[pipelines] built"
    );
}

/// The layout entry of a binding the shaders use. The constants block
/// (binding 0) takes a dynamic offset (the draw's place in the uniform
/// ring); the renderer block (binding 1) is a whole immutable buffer per
/// distinct content, so draws that do not change it bind nothing new
/// (every dynamic offset costs wgpu validation and tracking per draw).
/// Textures and samplers are what the translator declares (float textures
/// and filtering samplers; depth textures, with comparison samplers for
/// shadow maps). Each entry is visible to its own stage only, so the one
/// group of both stages stays within the per-stage limits (16 sampled
/// textures and samplers, 12 uniform buffers).
fn layout_entry(b: &UsedBinding) -> wgpu::BindGroupLayoutEntry {
    let (stage, n) = b.stage_binding();
    let ty = match b.kind {
        BindingKind::Uniform => wgpu::BindingType::Buffer {
            ty: wgpu::BufferBindingType::Uniform,
            has_dynamic_offset: n == 0,
            min_binding_size: None,
        },
        BindingKind::Storage => wgpu::BindingType::Buffer {
            ty: wgpu::BufferBindingType::Storage { read_only: true },
            has_dynamic_offset: n == 0,
            min_binding_size: None,
        },
        BindingKind::Texture(dim, depth) => wgpu::BindingType::Texture {
            sample_type: if depth {
                wgpu::TextureSampleType::Depth
            } else {
                wgpu::TextureSampleType::Float { filterable: true }
            },
            view_dimension: dim,
            multisampled: false,
        },
        BindingKind::Sampler(false) => {
            wgpu::BindingType::Sampler(wgpu::SamplerBindingType::Filtering)
        }
        BindingKind::Sampler(true) => {
            wgpu::BindingType::Sampler(wgpu::SamplerBindingType::Comparison)
        }
    };
    wgpu::BindGroupLayoutEntry {
        binding: b.binding,
        visibility: if stage == 0 {
            wgpu::ShaderStages::VERTEX
        } else {
            wgpu::ShaderStages::FRAGMENT
        },
        ty,
        count: None,
    }
}

/// The bindings of `vs` and `ps` per bind group (groups 0 to the highest
/// used; a group neither uses is empty), each sorted by binding.
fn group_bindings(vs: &CompiledShader, ps: &CompiledShader) -> Vec<Vec<UsedBinding>> {
    let mut used: Vec<UsedBinding> = vs.bindings.iter().chain(&ps.bindings).copied().collect();
    used.sort_unstable_by_key(|b| (b.group, b.binding));
    used.dedup_by_key(|b| (b.group, b.binding));
    let groups = used.iter().map(|b| b.group + 1).max().unwrap_or(0);
    (0..groups)
        .map(|g| used.iter().filter(|b| b.group == g).copied().collect())
        .collect()
}

/// Creates the pipeline for `key` with the group layouts `layouts`.
fn create_pipeline(
    gpu: &ninebridge_gpu::Gpu,
    key: &PipelineKey,
    vs: &CompiledShader,
    ps: &CompiledShader,
    layouts: Vec<(u64, wgpu::BindGroupLayout)>,
    cache: Option<&wgpu::PipelineCache>,
) -> Result<CachedPipeline, ninebridge_gpu::GpuError> {
    let buffers: Vec<Option<wgpu::VertexBufferLayout<'_>>> = key
        .buffers
        .iter()
        .enumerate()
        .map(|(slot, (stride, attributes))| {
            Some(wgpu::VertexBufferLayout {
                array_stride: *stride,
                step_mode: if key.instanced || key.instance_slots & (1 << slot) != 0 {
                    wgpu::VertexStepMode::Instance
                } else {
                    wgpu::VertexStepMode::Vertex
                },
                attributes,
            })
        })
        .collect();
    let (layout_ids, layouts): (Vec<u64>, Vec<wgpu::BindGroupLayout>) = layouts.into_iter().unzip();
    let pipeline = gpu.scoped("create_render_pipeline", |device| {
        let refs: Vec<Option<&wgpu::BindGroupLayout>> = layouts.iter().map(Some).collect();
        let layout = device.create_pipeline_layout(&wgpu::PipelineLayoutDescriptor {
            label: Some("d3d9 pipeline layout"),
            bind_group_layouts: &refs,
            immediate_size: 0,
        });
        device.create_render_pipeline(&wgpu::RenderPipelineDescriptor {
            label: Some("d3d9 pipeline"),
            layout: Some(&layout),
            vertex: wgpu::VertexState {
                module: &vs.module,
                entry_point: Some(&vs.entry_point),
                compilation_options: Default::default(),
                buffers: &buffers,
            },
            primitive: key.primitive,
            depth_stencil: key.depth.clone(),
            multisample: wgpu::MultisampleState {
                count: key.samples.max(1),
                alpha_to_coverage_enabled: key.alpha_to_coverage,
                ..Default::default()
            },
            fragment: Some(wgpu::FragmentState {
                module: &ps.module,
                entry_point: Some(&ps.entry_point),
                compilation_options: Default::default(),
                targets: &key.targets,
            }),
            multiview_mask: None,
            cache,
        })
    })?;
    Ok(CachedPipeline {
        pipeline,
        layouts,
        layout_ids,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::pipeline::PIXEL_BINDING_BASE;

    fn entry(binding: u32, kind: BindingKind) -> wgpu::BindGroupLayoutEntry {
        layout_entry(&UsedBinding {
            group: 0,
            binding,
            kind,
        })
    }

    /// Each stage sees only its own entries of the draw's one group, and
    /// each stage's constants block (its binding 0) takes a dynamic offset,
    /// its renderer block (binding 1) none.
    #[test]
    fn each_entry_is_visible_to_its_own_stage_and_constants_are_dynamic() {
        let texture = BindingKind::Texture(wgpu::TextureViewDimension::D2, false);
        for (binding, stage) in [
            (0, wgpu::ShaderStages::VERTEX),
            (9, wgpu::ShaderStages::VERTEX),
            (PIXEL_BINDING_BASE, wgpu::ShaderStages::FRAGMENT),
            (PIXEL_BINDING_BASE + 33, wgpu::ShaderStages::FRAGMENT),
        ] {
            assert_eq!(
                entry(binding, texture).visibility,
                stage,
                "binding {binding}"
            );
        }
        let dynamic = |binding, kind| match entry(binding, kind).ty {
            wgpu::BindingType::Buffer {
                has_dynamic_offset, ..
            } => has_dynamic_offset,
            other => panic!("binding {binding}: {other:?}"),
        };
        assert!(dynamic(0, BindingKind::Uniform));
        assert!(dynamic(0, BindingKind::Storage));
        assert!(!dynamic(1, BindingKind::Uniform));
        assert!(dynamic(PIXEL_BINDING_BASE, BindingKind::Uniform));
        assert!(!dynamic(PIXEL_BINDING_BASE + 1, BindingKind::Uniform));
    }
}
