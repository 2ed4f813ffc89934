//! The post-process chain at `Present` (`NINEBRIDGE_POST`, issue 17).
//!
//! Design: the chain ([`ninebridge_gpu::post::PostChain`]) runs on the
//! back buffer after the frame's work is submitted and writes a separate
//! "presented image" the device owns; the window is drawn from that image
//! instead of the back buffer. The back buffer itself is never changed, so
//! everything the game reads back (`LockRect`, `GetRenderTargetData`,
//! `StretchRect`, `GetFrontBufferData`) and every conformance probe sees
//! the game's own pixels, as D3D9 gives them; only what is shown changes.
//! Headless devices run the chain too, and [`Device::presented_image`]
//! returns the last presented image: what a window would have shown, and
//! what a screenshot at `Present` should write.
//!
//! The variable is read once when the device is made; a rejected value
//! logs one warning (naming the variable and the accepted values) and the
//! device runs without post-processing. A chain whose pipelines fail to
//! build is logged once and turned off. Additional swap chains are
//! presented without the chain.

use ninebridge_gpu::post::{PostChain, PostPass, post_from_env};
use ninebridge_gpu::{Gpu, GpuError, wgpu};

use super::Device;
use crate::error::D3dResult;

/// The device's chain and its output.
#[derive(Debug, Default)]
pub(crate) struct Post {
    /// The passes asked for (empty: no post-processing).
    passes: Vec<PostPass>,
    /// The built chain (on the first `Present` that needs it).
    chain: Option<PostChain>,
    /// The last presented image, the back buffer's size.
    output: Option<wgpu::Texture>,
    /// Whether `output` holds the last `Present`'s image.
    fresh: bool,
    /// Passes run so far (every pass of every frame counts).
    pub(crate) passes_run: u64,
}

impl Post {
    /// The passes `NINEBRIDGE_POST` asks for.
    pub(crate) fn from_env() -> Post {
        Post {
            passes: post_from_env(),
            ..Post::default()
        }
    }

    /// Runs the chain on `source` and returns the image to present
    /// instead, `None` without a chain.
    fn run(
        &mut self,
        gpu: &Gpu,
        source: &wgpu::Texture,
        profiler: Option<&mut ninebridge_gpu::GpuProfiler>,
    ) -> Result<Option<wgpu::Texture>, GpuError> {
        self.fresh = false;
        if self.passes.is_empty() {
            return Ok(None);
        }
        if self.chain.is_none() {
            match PostChain::new(gpu, &self.passes) {
                Ok(chain) => self.chain = Some(chain),
                Err(err) => {
                    tracing::warn!(
                        "NINEBRIDGE_POST: the post chain failed to build ({err}); running without post-processing"
                    );
                    self.passes.clear();
                    return Ok(None);
                }
            }
        }
        let size = (source.width(), source.height());
        if self
            .output
            .as_ref()
            .is_none_or(|t| (t.width(), t.height()) != size)
        {
            self.output = Some(PostChain::create_target(gpu, size.0, size.1)?);
        }
        let (Some(chain), Some(output)) = (self.chain.as_mut(), self.output.as_ref()) else {
            return Ok(None);
        };
        let run = chain.run_profiled(gpu, source, output, profiler)?;
        self.passes_run += u64::from(run);
        self.fresh = true;
        Ok(Some(output.clone()))
    }
}

impl Device {
    /// Replaces the post-process chain (`NINEBRIDGE_POST`'s passes, read
    /// when the device was made); an empty list turns it off.
    pub fn set_post_passes(&mut self, passes: Vec<PostPass>) {
        self.post = Post {
            passes,
            passes_run: self.post.passes_run,
            ..Post::default()
        };
    }

    /// The post-process passes run at each `Present`, in order.
    pub fn post_passes(&self) -> &[PostPass] {
        &self.post.passes
    }

    /// The image the last `Present` showed after the post-process chain,
    /// as `D3DFMT_A8R8G8B8` bytes (B, G, R, A; rows without padding) of the
    /// back buffer's size; `None` when no chain ran at the last `Present`
    /// (the back buffer is then what was shown).
    pub fn presented_image(&self) -> D3dResult<Option<Vec<u8>>> {
        let Some(output) = self.post.output.as_ref().filter(|_| self.post.fresh) else {
            return Ok(None);
        };
        let mut bytes =
            self.gpu
                .read_texture(output, 0, (0, 0, output.width(), output.height()))?;
        for px in bytes.chunks_exact_mut(4) {
            px.swap(0, 2);
        }
        Ok(Some(bytes))
    }

    /// Runs the chain on the implicit back buffer (after `flush`); the
    /// texture to present: the chain's output, or the back buffer.
    pub(crate) fn post_process_back_buffer(&mut self) -> D3dResult<Option<wgpu::Texture>> {
        let Some(bb) = self.implicit.back_buffer else {
            return Ok(None);
        };
        let texture = self.resources.surfaces.get(bb.0)?.texture.clone();
        let mut rec = self.renderer.recorder.borrow_mut();
        let shown = self.post.run(&self.gpu, &texture, rec.profiler.as_mut())?;
        Ok(Some(shown.unwrap_or(texture)))
    }
}
