//! Shader modules from naga IR.

use std::borrow::Cow;

use crate::{Gpu, GpuError};

impl Gpu {
    /// Creates a shader module from a naga module (wgpu validates it again
    /// for this device's capabilities); an invalid module is an `Err`.
    pub fn create_shader(
        &self,
        label: &str,
        module: naga::Module,
    ) -> Result<wgpu::ShaderModule, GpuError> {
        self.scoped("create_shader_module", |device| {
            device.create_shader_module(wgpu::ShaderModuleDescriptor {
                label: Some(label),
                source: wgpu::ShaderSource::Naga(Cow::Owned(module)),
            })
        })
    }
}
