//! Shader modules from naga IR.

use std::borrow::Cow;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{Duration, Instant};

use crate::{Gpu, GpuError};

/// Shader modules created and the time spent creating them.
#[derive(Debug, Default)]
pub(crate) struct ModuleCounters {
    created: AtomicU64,
    nanos: AtomicU64,
}

impl Gpu {
    /// Shader modules created on this device so far (by any clone, any
    /// thread) and the time their creation took.
    pub fn shader_modules_created(&self) -> (u64, Duration) {
        (
            self.modules.created.load(Ordering::Relaxed),
            Duration::from_nanos(self.modules.nanos.load(Ordering::Relaxed)),
        )
    }

    /// Creates a shader module from a naga module (wgpu validates it again
    /// for this device's capabilities); an invalid module is an `Err`.
    pub fn create_shader(
        &self,
        label: &str,
        module: naga::Module,
    ) -> Result<wgpu::ShaderModule, GpuError> {
        let start = Instant::now();
        let result = self.scoped("create_shader_module", |device| {
            device.create_shader_module(wgpu::ShaderModuleDescriptor {
                label: Some(label),
                source: wgpu::ShaderSource::Naga(Cow::Owned(module)),
            })
        });
        self.modules.created.fetch_add(1, Ordering::Relaxed);
        self.modules
            .nanos
            .fetch_add(start.elapsed().as_nanos() as u64, Ordering::Relaxed);
        result
    }
}
