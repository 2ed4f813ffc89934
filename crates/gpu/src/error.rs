//! Errors of the GPU layer.

use thiserror::Error;

/// What can go wrong while talking to wgpu.
#[derive(Debug, Error)]
pub enum GpuError {
    /// `NINEBRIDGE_BACKEND` named a backend this build does not know.
    #[error(
        "unknown backend {0:?} in NINEBRIDGE_BACKEND (expected vulkan, gl, metal, dx12 or noop)"
    )]
    UnknownBackend(String),
    /// No adapter of the requested backends could be found.
    #[error("no GPU adapter found for backends {backends}: {message}")]
    NoAdapter {
        /// The backends that were searched.
        backends: String,
        /// wgpu's reason.
        message: String,
    },
    /// The adapter refused to create a device.
    #[error("request_device failed on {adapter}: {message}")]
    RequestDevice {
        /// The adapter's name.
        adapter: String,
        /// wgpu's reason.
        message: String,
    },
    /// wgpu reported a validation error for the operation named `what`.
    #[error("wgpu validation error in {what}: {message}")]
    Validation {
        /// The operation that failed (for example `create_render_pipeline`).
        what: &'static str,
        /// wgpu's message, flattened to one line.
        message: String,
    },
    /// wgpu ran out of memory during `what`.
    #[error("wgpu out of memory in {what}: {message}")]
    OutOfMemory {
        /// The operation that failed.
        what: &'static str,
        /// wgpu's message.
        message: String,
    },
    /// An internal wgpu error during `what`.
    #[error("wgpu internal error in {what}: {message}")]
    Internal {
        /// The operation that failed.
        what: &'static str,
        /// wgpu's message.
        message: String,
    },
    /// Mapping a readback buffer failed.
    #[error("buffer map failed while reading back {width}x{height} texture: {message}")]
    Map {
        /// Width of the copied region.
        width: u32,
        /// Height of the copied region.
        height: u32,
        /// wgpu's reason.
        message: String,
    },
    /// Waiting for the device failed (device lost or timeout).
    #[error("device poll failed: {0}")]
    Poll(String),
    /// A readback of a format the crate cannot copy to a buffer.
    #[error("cannot read back texture format {0:?}")]
    UnreadableFormat(wgpu::TextureFormat),
    /// wgpu could not make a surface of the window handles given.
    #[error("cannot create a surface for the window: {0}")]
    CreateSurface(String),
    /// The adapter cannot present to the window's surface (its
    /// capabilities list no format).
    #[error("adapter {adapter} ({backend}) cannot present to this window")]
    SurfaceUnsupported {
        /// The adapter's name.
        adapter: String,
        /// The adapter's backend.
        backend: String,
    },
    /// A surface size outside `1..=max` (the device's largest 2D texture).
    #[error("window surface size {width}x{height} is outside 1x1..={max}x{max}")]
    SurfaceSize {
        /// Width asked for.
        width: u32,
        /// Height asked for.
        height: u32,
        /// `max_texture_dimension_2d`.
        max: u32,
    },
    /// Pixels whose length is not `width * height * 4`, or an empty size
    /// ([`crate::WindowSurface::present_rgba`]).
    #[error("{len} bytes of pixels for a {width}x{height} RGBA8 image")]
    PixelData {
        /// Width given.
        width: u32,
        /// Height given.
        height: u32,
        /// Bytes given.
        len: usize,
    },
    /// The render thread could not start, or lost an operation (a caught
    /// panic inside wgpu, named with what it was running).
    #[error("render thread: {0}")]
    RenderThread(String),
    /// A surface presented before [`crate::WindowSurface::configure`].
    #[error("the window surface is presented before it was configured")]
    SurfaceNotConfigured,
    /// A readback region outside the texture.
    #[error(
        "readback region {x},{y} {width}x{height} is outside the {tex_width}x{tex_height} texture"
    )]
    RegionOutOfBounds {
        /// Left edge of the region.
        x: u32,
        /// Top edge of the region.
        y: u32,
        /// Region width.
        width: u32,
        /// Region height.
        height: u32,
        /// Texture width.
        tex_width: u32,
        /// Texture height.
        tex_height: u32,
    },
}

impl GpuError {
    /// Converts a wgpu error popped from an error scope into a [`GpuError`].
    pub(crate) fn from_wgpu(what: &'static str, err: wgpu::Error) -> Self {
        let one_line = |s: String| s.split_whitespace().collect::<Vec<_>>().join(" ");
        match err {
            wgpu::Error::OutOfMemory { source } => GpuError::OutOfMemory {
                what,
                message: one_line(source.to_string()),
            },
            wgpu::Error::Validation { description, .. } => GpuError::Validation {
                what,
                message: one_line(description),
            },
            wgpu::Error::Internal { description, .. } => GpuError::Internal {
                what,
                message: one_line(description),
            },
        }
    }
}
