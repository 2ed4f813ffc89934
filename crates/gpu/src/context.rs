//! The instance, adapter, device and queue, and the error-scope helper.

use std::sync::Arc;

use crate::error::GpuError;

/// A graphics API wgpu can drive, as named in `NINEBRIDGE_BACKEND`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Backend {
    /// Vulkan (lavapipe in CI, the vendor driver elsewhere).
    Vulkan,
    /// OpenGL / GLES through EGL.
    Gl,
    /// Metal.
    Metal,
    /// Direct3D 12.
    Dx12,
    /// wgpu's no-op backend: every call is validated and recorded, nothing
    /// runs. Pixels read back are zeros; it exists to measure the CPU cost of
    /// our layer and of wgpu without a driver (`ninebridge bench frame`).
    Noop,
}

impl Backend {
    /// Parses a `NINEBRIDGE_BACKEND` value (case-insensitive).
    pub fn parse(name: &str) -> Result<Self, GpuError> {
        match name.trim().to_ascii_lowercase().as_str() {
            "vulkan" | "vk" => Ok(Backend::Vulkan),
            "gl" | "gles" | "opengl" => Ok(Backend::Gl),
            "metal" | "mtl" => Ok(Backend::Metal),
            "dx12" | "d3d12" => Ok(Backend::Dx12),
            "noop" => Ok(Backend::Noop),
            _ => Err(GpuError::UnknownBackend(name.to_string())),
        }
    }

    fn to_wgpu(self) -> wgpu::Backends {
        match self {
            Backend::Vulkan => wgpu::Backends::VULKAN,
            Backend::Gl => wgpu::Backends::GL,
            Backend::Metal => wgpu::Backends::METAL,
            Backend::Dx12 => wgpu::Backends::DX12,
            Backend::Noop => wgpu::Backends::NOOP,
        }
    }
}

/// How to open the GPU.
#[derive(Debug, Clone, Default)]
pub struct GpuOptions {
    /// The backend to use; `None` reads `NINEBRIDGE_BACKEND`, and when that is
    /// unset lets wgpu pick among all backends.
    pub backend: Option<Backend>,
}

impl GpuOptions {
    /// The options from the environment (`NINEBRIDGE_BACKEND`).
    pub fn from_env() -> Result<Self, GpuError> {
        let backend = match std::env::var("NINEBRIDGE_BACKEND") {
            Ok(name) if !name.trim().is_empty() => Some(Backend::parse(&name)?),
            _ => None,
        };
        Ok(GpuOptions { backend })
    }
}

/// The backend sets to try, in order, until one yields an adapter. A named
/// backend is the only attempt. Otherwise the primary backends (Vulkan,
/// Metal, DX12) come first and GL is only initialised when none of them has
/// an adapter: probing GL on a headless machine is slow, and its EGL
/// platform code prints to stderr (`error: XDG_RUNTIME_DIR is invalid ...`).
fn attempt_order(backend: Option<Backend>) -> Vec<wgpu::Backends> {
    match backend {
        Some(b) => vec![b.to_wgpu()],
        None => vec![wgpu::Backends::PRIMARY, wgpu::Backends::GL],
    }
}

/// An open wgpu device with its queue, and the instance and adapter it was
/// opened from (a [`crate::WindowSurface`] is made on the instance and
/// checked against the adapter). Clones share the device.
#[derive(Clone)]
pub struct Gpu {
    instance: wgpu::Instance,
    adapter: wgpu::Adapter,
    device: wgpu::Device,
    queue: crate::Queue,
    adapter_info: wgpu::AdapterInfo,
    features: wgpu::Features,
    limits: wgpu::Limits,
    /// Shader modules created through [`Gpu::create_shader`], shared by
    /// clones (the device's statistics report them).
    pub(crate) modules: Arc<crate::shader::ModuleCounters>,
}

impl std::fmt::Debug for Gpu {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Gpu")
            .field("adapter", &self.adapter_info.name)
            .field("backend", &self.adapter_info.backend)
            .field("features", &self.features)
            .finish()
    }
}

/// Optional features the D3D9 device uses when the adapter offers them.
const WANTED_FEATURES: wgpu::Features = wgpu::Features::TEXTURE_COMPRESSION_BC
    .union(wgpu::Features::FLOAT32_FILTERABLE)
    // D3D9 blends 32-bit float targets (Wine's `pixelshader_blending_test`).
    .union(wgpu::Features::FLOAT32_BLENDABLE)
    .union(wgpu::Features::CLIP_DISTANCES)
    .union(wgpu::Features::DEPTH_CLIP_CONTROL)
    .union(wgpu::Features::POLYGON_MODE_LINE)
    .union(wgpu::Features::DUAL_SOURCE_BLENDING)
    .union(wgpu::Features::ADDRESS_MODE_CLAMP_TO_BORDER)
    .union(wgpu::Features::ADDRESS_MODE_CLAMP_TO_ZERO)
    // The driver's pipeline cache, persisted by ninebridge-pipelines (only
    // Vulkan offers it today).
    .union(wgpu::Features::PIPELINE_CACHE)
    // Pass-level timestamps for `NINEBRIDGE_GPU_PROFILE` (`profile.rs`);
    // enabling the feature costs nothing until a query set is made.
    .union(wgpu::Features::TIMESTAMP_QUERY)
    // Multisample counts beyond WebGPU's guaranteed 4 (2x, 8x) where the
    // adapter has them (`NINEBRIDGE_MSAA`, D3DMULTISAMPLE_* surfaces).
    .union(wgpu::Features::TEXTURE_ADAPTER_SPECIFIC_FORMAT_FEATURES)
    // Timestamps between copies (outside passes) for the same profiler.
    .union(wgpu::Features::TIMESTAMP_QUERY_INSIDE_ENCODERS);

/// Whether the adapter's own format capabilities are meaningful: it reports
/// at least what WebGPU guarantees for `Rgba8Unorm` (sampled, rendered to,
/// copied), which every real adapter does. wgpu's no-op adapter reports no
/// capability for any format.
fn reports_format_features(adapter: &wgpu::Adapter) -> bool {
    let guaranteed = wgpu::TextureUsages::TEXTURE_BINDING
        | wgpu::TextureUsages::RENDER_ATTACHMENT
        | wgpu::TextureUsages::COPY_SRC
        | wgpu::TextureUsages::COPY_DST;
    adapter
        .get_texture_format_features(wgpu::TextureFormat::Rgba8Unorm)
        .allowed_usages
        .contains(guaranteed)
}

impl Gpu {
    /// Opens the first adapter of the chosen backends and creates a device
    /// with every feature of `WANTED_FEATURES` the adapter supports
    /// (`TEXTURE_ADAPTER_SPECIFIC_FORMAT_FEATURES` only where the adapter
    /// reports format capabilities: not on the no-op backend).
    pub fn new(options: &GpuOptions) -> Result<Self, GpuError> {
        let mut attempts = attempt_order(options.backend).into_iter();
        let mut result = Self::open_adapter(attempts.next().unwrap_or(wgpu::Backends::PRIMARY));
        for backends in attempts {
            if result.is_ok() {
                break;
            }
            result = Self::open_adapter(backends);
        }
        let (instance, adapter) = result?;
        let adapter_info = adapter.get_info();
        let mut features = adapter.features() & WANTED_FEATURES;
        if !reports_format_features(&adapter) {
            // wgpu's no-op adapter offers every feature but reports no
            // format capabilities: with adapter-specific format features
            // on, nothing would be renderable or sampleable. Without them
            // wgpu applies WebGPU's guaranteed format features.
            features.remove(wgpu::Features::TEXTURE_ADAPTER_SPECIFIC_FORMAT_FEATURES);
        }
        let limits = adapter.limits();
        let (device, queue) = pollster::block_on(adapter.request_device(&wgpu::DeviceDescriptor {
            label: Some("ninebridge"),
            required_features: features,
            required_limits: limits.clone(),
            ..Default::default()
        }))
        .map_err(|e| GpuError::RequestDevice {
            adapter: adapter_info.name.clone(),
            message: e.to_string(),
        })?;
        // Errors outside a scope are bugs of ours; log them instead of wgpu's
        // default panic so the caller's process survives.
        device.on_uncaptured_error(Arc::new(|err: wgpu::Error| {
            tracing::error!("uncaptured wgpu error: {err}");
        }));
        tracing::info!(
            adapter = %adapter_info.name,
            backend = ?adapter_info.backend,
            ?features,
            "GPU opened"
        );
        Ok(Gpu {
            instance,
            adapter,
            device,
            queue: crate::Queue::inline(queue),
            adapter_info,
            features,
            limits,
            modules: Arc::default(),
        })
    }

    fn open_adapter(backends: wgpu::Backends) -> Result<(wgpu::Instance, wgpu::Adapter), GpuError> {
        let instance = wgpu::Instance::new(wgpu::InstanceDescriptor {
            backends,
            backend_options: wgpu::BackendOptions {
                noop: if backends.contains(wgpu::Backends::NOOP) {
                    wgpu::NoopBackendOptions::enabled()
                } else {
                    wgpu::NoopBackendOptions::default()
                },
                ..Default::default()
            },
            ..wgpu::InstanceDescriptor::new_without_display_handle()
        });
        let adapter = pollster::block_on(instance.request_adapter(&wgpu::RequestAdapterOptions {
            power_preference: wgpu::PowerPreference::HighPerformance,
            force_fallback_adapter: false,
            compatible_surface: None,
            ..Default::default()
        }))
        .map_err(|e| GpuError::NoAdapter {
            backends: format!("{backends:?}"),
            message: e.to_string(),
        })?;
        Ok((instance, adapter))
    }

    /// Opens the GPU as configured by the environment ([`GpuOptions::from_env`]).
    pub fn from_env() -> Result<Self, GpuError> {
        Gpu::new(&GpuOptions::from_env()?)
    }

    /// The wgpu instance the adapter came from (surfaces are made on it).
    pub fn instance(&self) -> &wgpu::Instance {
        &self.instance
    }

    /// The adapter the device was opened on.
    pub fn adapter(&self) -> &wgpu::Adapter {
        &self.adapter
    }

    /// The wgpu device.
    pub fn device(&self) -> &wgpu::Device {
        &self.device
    }

    /// The queue: every write, submission and presentation goes through
    /// it, in order ([`crate::Queue`]).
    pub fn queue(&self) -> &crate::Queue {
        &self.queue
    }

    /// A clone of this GPU whose queue operations run, in order, on a
    /// render thread of its own ([`crate::Queue`]); other clones keep
    /// their queue. The thread ends when the last clone sharing it drops,
    /// after running what it was sent.
    pub fn with_render_thread(&self) -> Result<Gpu, GpuError> {
        self.threaded(None)
    }

    /// [`Gpu::with_render_thread`] with `finishers` threads finishing
    /// encoders next to the render thread, whatever the machine's cores
    /// call for (0: the render thread finishes them itself).
    pub fn with_render_thread_and_finishers(&self, finishers: usize) -> Result<Gpu, GpuError> {
        self.threaded(Some(finishers))
    }

    fn threaded(&self, finishers: Option<usize>) -> Result<Gpu, GpuError> {
        let raw = self.queue.raw().clone();
        Ok(Gpu {
            queue: crate::Queue::threaded(raw, self.device.clone(), finishers)?,
            ..self.clone()
        })
    }

    /// The adapter's name, driver and backend.
    pub fn adapter_info(&self) -> &wgpu::AdapterInfo {
        &self.adapter_info
    }

    /// The optional features enabled on the device.
    pub fn features(&self) -> wgpu::Features {
        self.features
    }

    /// The device limits (the adapter's own).
    pub fn limits(&self) -> &wgpu::Limits {
        &self.limits
    }

    /// Runs `f` inside validation, out-of-memory and internal error scopes and
    /// returns the first error wgpu reported as `Err`, labelled with `what`.
    pub fn scoped<T>(
        &self,
        what: &'static str,
        f: impl FnOnce(&wgpu::Device) -> T,
    ) -> Result<T, GpuError> {
        crate::queue::scoped(&self.device, what, || f(&self.device))
    }

    /// Submits command buffers inside error scopes. With a render thread
    /// the submission happens there, and the `Err` is the first error the
    /// thread met since the last one reported.
    pub fn submit(
        &self,
        commands: impl IntoIterator<Item = wgpu::CommandBuffer>,
    ) -> Result<(), GpuError> {
        if self.queue.is_threaded() {
            self.queue.submit(commands);
            return self.queue.take_error();
        }
        self.scoped("queue.submit", |_| {
            self.queue.submit(commands);
        })
    }

    /// Finishes `encoder` and submits it ([`crate::Queue::submit_encoder`]):
    /// on the render thread when there is one.
    pub fn submit_encoder(
        &self,
        what: &'static str,
        encoder: wgpu::CommandEncoder,
    ) -> Result<(), GpuError> {
        self.queue.submit_encoder(&self.device, what, encoder)
    }

    /// Submits encoders and recorded passes together, in order
    /// ([`crate::Queue::submit_work`]).
    pub fn submit_work(&self, what: &'static str, work: Vec<crate::Work>) -> Result<(), GpuError> {
        self.queue.submit_work(&self.device, what, work)
    }

    /// Blocks until the queue is idle (after the render thread, if any,
    /// has submitted everything it was sent).
    pub fn wait_idle(&self) -> Result<(), GpuError> {
        self.queue.sync()?;
        self.device
            .poll(wgpu::PollType::wait_indefinitely())
            .map(|_| ())
            .map_err(|e| GpuError::Poll(e.to_string()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn gl_is_only_a_fallback() {
        let order = attempt_order(None);
        assert!(order[0].contains(wgpu::Backends::VULKAN));
        assert!(!order[0].contains(wgpu::Backends::GL));
        assert_eq!(order[1..], [wgpu::Backends::GL]);
        assert_eq!(
            attempt_order(Some(Backend::Vulkan)),
            [wgpu::Backends::VULKAN]
        );
        assert_eq!(attempt_order(Some(Backend::Gl)), [wgpu::Backends::GL]);
    }

    /// The no-op backend reports no format capabilities; the device must
    /// still draw into the formats WebGPU guarantees (the back buffer's
    /// `Bgra8Unorm`), as `ninebridge bench frame` does there.
    #[test]
    fn the_noop_backend_renders_into_webgpu_formats() {
        let gpu = Gpu::new(&GpuOptions {
            backend: Some(Backend::Noop),
        })
        .expect("wgpu's no-op backend is compiled in");
        assert!(
            !gpu.features()
                .contains(wgpu::Features::TEXTURE_ADAPTER_SPECIFIC_FORMAT_FEATURES)
        );
        gpu.scoped("a Bgra8Unorm target cleared", |device| {
            let texture = device.create_texture(&wgpu::TextureDescriptor {
                label: None,
                size: wgpu::Extent3d {
                    width: 4,
                    height: 4,
                    depth_or_array_layers: 1,
                },
                mip_level_count: 1,
                sample_count: 1,
                dimension: wgpu::TextureDimension::D2,
                format: wgpu::TextureFormat::Bgra8Unorm,
                usage: wgpu::TextureUsages::RENDER_ATTACHMENT
                    | wgpu::TextureUsages::TEXTURE_BINDING
                    | wgpu::TextureUsages::COPY_SRC,
                view_formats: &[],
            });
            let view = texture.create_view(&Default::default());
            let mut encoder = device.create_command_encoder(&Default::default());
            encoder.begin_render_pass(&wgpu::RenderPassDescriptor {
                color_attachments: &[Some(wgpu::RenderPassColorAttachment {
                    view: &view,
                    depth_slice: None,
                    resolve_target: None,
                    ops: wgpu::Operations {
                        load: wgpu::LoadOp::Clear(wgpu::Color::BLACK),
                        store: wgpu::StoreOp::Store,
                    },
                })],
                ..Default::default()
            });
            gpu.queue().submit([encoder.finish()]);
        })
        .expect("no validation error");
    }
}
