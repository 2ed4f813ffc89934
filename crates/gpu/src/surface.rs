//! Presentation to a window: a wgpu surface the back buffer is drawn onto.
//!
//! Design notes:
//! - A [`WindowSurface`] is made on a [`Gpu`] from a window: safely from an
//!   `Arc` of anything with window and display handles (a winit window), or
//!   unsafely from raw-window-handle 0.6 handles, the C ABI's path (an SDL
//!   window's X11 display and window, a Wayland display and surface). The
//!   adapter must be able to present to it (`get_capabilities` lists a
//!   format), or making it fails with the adapter's name.
//! - Raw handles carry no size and winit's only arrives by event, so the
//!   owner says the size: [`WindowSurface::configure`] with the window's
//!   client size and a present mode ([`fallback_present_mode`] picks the
//!   nearest mode the surface has, with a log line).
//! - [`WindowSurface::present`] acquires the surface texture and draws the
//!   source (the D3D9 back buffer) over it with a small blit pass
//!   (`present.wgsl`): stretched to the surface as D3D9 stretches the back
//!   buffer to the client area, exact when the sizes match. It writes a
//!   non-sRGB format (or a non-sRGB view of an sRGB-only surface), so the
//!   back buffer's values reach the screen unchanged.
//! - A surface that is `Outdated` is configured again and acquired once
//!   more; a `Lost` one is made again from its window and configured; a
//!   `Timeout` or `Occluded` frame is skipped. None of them is an error or
//!   a panic; each is counted in [`PresentStats`].
//! - Methods take `&self` (a mutex inside), so one surface can be shared:
//!   the device presents its frames, and a viewer (`ninebridge replay
//!   --window`) can show a kept frame on the same window.

use std::sync::{Arc, Mutex, MutexGuard};
use std::time::Instant;

use wgpu::rwh::{HasDisplayHandle, HasWindowHandle, RawDisplayHandle, RawWindowHandle};

use crate::blit::Blit;
use crate::context::Gpu;
use crate::error::GpuError;

/// Presentation counters of one surface (the `"present"` statistics).
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct PresentStats {
    /// Frames drawn to the window and presented.
    pub frames: u64,
    /// Frames skipped: the surface timed out, was occluded, or stayed
    /// outdated or lost after one recovery.
    pub skipped: u64,
    /// Configurations after the first: size or present-mode changes, and
    /// recoveries from an outdated or lost surface.
    pub reconfigurations: u64,
    /// Milliseconds spent in [`WindowSurface::present`] (acquire, blit,
    /// submit, present).
    pub present_ms: f64,
}

impl std::ops::AddAssign for PresentStats {
    fn add_assign(&mut self, o: Self) {
        self.frames += o.frames;
        self.skipped += o.skipped;
        self.reconfigurations += o.reconfigurations;
        self.present_ms += o.present_ms;
    }
}

/// What [`WindowSurface::present`] did.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PresentOutcome {
    /// The frame reached the window.
    Presented,
    /// The frame was skipped, for this reason.
    Skipped(SkipReason),
}

/// Why a frame was skipped.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SkipReason {
    /// Acquiring the surface texture timed out.
    Timeout,
    /// The window is occluded (minimised, hidden).
    Occluded,
    /// Still outdated after configuring it again.
    Outdated,
    /// Still lost after making it again.
    Lost,
    /// wgpu reported a validation error while acquiring.
    Validation,
}

/// The present mode to configure when `wanted` may be missing from the
/// surface's `available` modes: `wanted` when there, else Immediate falls
/// back to Mailbox and Mailbox to Immediate (both without vsync), and
/// everything else to Fifo, which every surface has.
pub fn fallback_present_mode(
    wanted: wgpu::PresentMode,
    available: &[wgpu::PresentMode],
) -> wgpu::PresentMode {
    use wgpu::PresentMode as M;
    if available.contains(&wanted) {
        return wanted;
    }
    let next = match wanted {
        M::Immediate => M::Mailbox,
        M::Mailbox => M::Immediate,
        // wgpu resolves these itself.
        M::AutoVsync | M::AutoNoVsync => return wanted,
        _ => M::Fifo,
    };
    if available.contains(&next) {
        next
    } else {
        M::Fifo
    }
}

/// The surface format to configure and the (non-sRGB) format to draw
/// through: the first 8-bit non-sRGB format offered, else any non-sRGB
/// one, else the first format with its non-sRGB view.
fn pick_formats(
    formats: &[wgpu::TextureFormat],
) -> Option<(wgpu::TextureFormat, wgpu::TextureFormat)> {
    use wgpu::TextureFormat as F;
    let plain = |f: &&F| !f.is_srgb();
    formats
        .iter()
        .find(|f| matches!(f, F::Bgra8Unorm | F::Rgba8Unorm))
        .or_else(|| formats.iter().find(plain))
        .map(|&f| (f, f))
        .or_else(|| formats.first().map(|&f| (f, f.remove_srgb_suffix())))
}

/// Raw handles given to [`WindowSurface::from_raw`], kept to make the
/// surface again when it is lost.
#[derive(Clone, Copy, Debug)]
struct RawHandles {
    display: RawDisplayHandle,
    window: RawWindowHandle,
}

// SAFETY: the handles are plain identifiers (pointers and ids) that this
// crate never dereferences; they are only handed to wgpu's surface
// creation, which the caller of `from_raw` promised is valid for as long
// as the `WindowSurface` lives, from any thread wgpu is used on.
unsafe impl Send for RawHandles {}
// SAFETY: as for `Send`: shared references only copy the identifiers.
unsafe impl Sync for RawHandles {}

/// How to make the surface (again).
enum Source {
    /// A window the surface keeps alive.
    Window(Box<dyn Fn() -> wgpu::SurfaceTarget<'static> + Send + Sync>),
    /// Raw handles the caller keeps valid.
    Raw(RawHandles),
}

impl Source {
    fn create(&self, instance: &wgpu::Instance) -> Result<wgpu::Surface<'static>, GpuError> {
        let made = match self {
            Source::Window(target) => instance.create_surface(target()),
            // SAFETY: `from_raw`'s contract: the handles name a live
            // display and window for as long as the `WindowSurface` (which
            // owns this `Source`) lives.
            Source::Raw(h) => unsafe {
                instance.create_surface_unsafe(wgpu::SurfaceTargetUnsafe::RawHandle {
                    raw_display_handle: Some(h.display),
                    raw_window_handle: h.window,
                })
            },
        };
        made.map_err(|e| GpuError::CreateSurface(e.to_string()))
    }
}

/// What the mutex guards.
struct Inner {
    source: Source,
    surface: wgpu::Surface<'static>,
    /// The surface format and the non-sRGB format the blit writes.
    formats: (wgpu::TextureFormat, wgpu::TextureFormat),
    alpha: wgpu::CompositeAlphaMode,
    modes: Vec<wgpu::PresentMode>,
    config: Option<wgpu::SurfaceConfiguration>,
    blit: Option<Blit>,
    /// The last texture was suboptimal: configure before the next acquire.
    stale: bool,
    stats: PresentStats,
}

/// A window the back buffer is presented to. See the module notes.
pub struct WindowSurface {
    gpu: Gpu,
    inner: Mutex<Inner>,
}

impl std::fmt::Debug for WindowSurface {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let inner = self.lock();
        f.debug_struct("WindowSurface")
            .field("formats", &inner.formats)
            .field("size", &inner.config.as_ref().map(|c| (c.width, c.height)))
            .field("stats", &inner.stats)
            .finish_non_exhaustive()
    }
}

impl WindowSurface {
    /// A surface on `window` (a winit window, say), which it keeps alive.
    /// Fails when wgpu cannot make a surface of its handles, or when the
    /// `gpu`'s adapter cannot present to it.
    pub fn new<W>(gpu: &Gpu, window: Arc<W>) -> Result<WindowSurface, GpuError>
    where
        W: HasWindowHandle + HasDisplayHandle + Send + Sync + 'static,
    {
        let target = move || wgpu::SurfaceTarget::from(window.clone());
        Self::with_source(gpu, Source::Window(Box::new(target)))
    }

    /// A surface on the window named by raw handles: for callers that only
    /// have native handles, such as a C port passing an SDL window's X11
    /// `Display*` and `Window` (`XlibDisplayHandle` + `XlibWindowHandle`),
    /// or its Wayland `wl_display*` and `wl_surface*`.
    ///
    /// # Safety
    ///
    /// `display` and `window` must name a live display connection and
    /// window, and stay valid until the returned surface is dropped (the
    /// surface may be made again from them when it is lost).
    pub unsafe fn from_raw(
        gpu: &Gpu,
        display: RawDisplayHandle,
        window: RawWindowHandle,
    ) -> Result<WindowSurface, GpuError> {
        Self::with_source(gpu, Source::Raw(RawHandles { display, window }))
    }

    fn with_source(gpu: &Gpu, source: Source) -> Result<WindowSurface, GpuError> {
        let surface = source.create(gpu.instance())?;
        let caps = surface.get_capabilities(gpu.adapter());
        let info = gpu.adapter_info();
        let unsupported = || GpuError::SurfaceUnsupported {
            adapter: info.name.clone(),
            backend: format!("{:?}", info.backend),
        };
        let formats = pick_formats(&caps.formats).ok_or_else(unsupported)?;
        let alpha = if caps.alpha_modes.contains(&wgpu::CompositeAlphaMode::Opaque) {
            wgpu::CompositeAlphaMode::Opaque
        } else {
            caps.alpha_modes
                .first()
                .copied()
                .unwrap_or(wgpu::CompositeAlphaMode::Auto)
        };
        tracing::info!(
            surface_format = ?formats.0,
            view_format = ?formats.1,
            modes = ?caps.present_modes,
            "window surface made"
        );
        Ok(WindowSurface {
            gpu: gpu.clone(),
            inner: Mutex::new(Inner {
                source,
                surface,
                formats,
                alpha,
                modes: caps.present_modes,
                config: None,
                blit: None,
                stale: false,
                stats: PresentStats::default(),
            }),
        })
    }

    fn lock(&self) -> MutexGuard<'_, Inner> {
        // A panic elsewhere while holding the lock leaves plain data.
        self.inner.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// The GPU the surface presents with.
    pub fn gpu(&self) -> &Gpu {
        &self.gpu
    }

    /// The present modes the surface offers.
    pub fn present_modes(&self) -> Vec<wgpu::PresentMode> {
        self.lock().modes.clone()
    }

    /// The configured size, `None` before [`WindowSurface::configure`].
    pub fn size(&self) -> Option<(u32, u32)> {
        self.lock().config.as_ref().map(|c| (c.width, c.height))
    }

    /// The configured present mode.
    pub fn present_mode(&self) -> Option<wgpu::PresentMode> {
        self.lock().config.as_ref().map(|c| c.present_mode)
    }

    /// The format the blit writes (never sRGB).
    pub fn view_format(&self) -> wgpu::TextureFormat {
        self.lock().formats.1
    }

    /// The counters so far.
    pub fn stats(&self) -> PresentStats {
        self.lock().stats
    }

    /// Configures the surface for a `width` x `height` window (its client
    /// size) and `mode`, or the nearest mode the surface has
    /// ([`fallback_present_mode`], logged). Returns the mode configured.
    pub fn configure(
        &self,
        width: u32,
        height: u32,
        mode: wgpu::PresentMode,
    ) -> Result<wgpu::PresentMode, GpuError> {
        let max = self.gpu.limits().max_texture_dimension_2d;
        if width == 0 || height == 0 || width > max || height > max {
            return Err(GpuError::SurfaceSize { width, height, max });
        }
        let mut inner = self.lock();
        let chosen = fallback_present_mode(mode, &inner.modes);
        if chosen != mode {
            tracing::info!(
                wanted = ?mode,
                chosen = ?chosen,
                available = ?inner.modes,
                "the window surface lacks the present mode asked for"
            );
        }
        let (format, view) = inner.formats;
        let config = wgpu::SurfaceConfiguration {
            usage: wgpu::TextureUsages::RENDER_ATTACHMENT,
            format,
            color_space: Default::default(),
            width,
            height,
            present_mode: chosen,
            desired_maximum_frame_latency: 2,
            alpha_mode: inner.alpha,
            view_formats: if view == format { vec![] } else { vec![view] },
        };
        if inner.blit.as_ref().is_none_or(|b| b.format != view) {
            inner.blit = Some(Blit::new(&self.gpu, view)?);
        }
        self.apply(&mut inner, config)?;
        Ok(chosen)
    }

    /// Configures the surface for a new client size, keeping its present
    /// mode (FIFO before any configuration).
    pub fn resize(&self, width: u32, height: u32) -> Result<wgpu::PresentMode, GpuError> {
        let mode = self.present_mode().unwrap_or(wgpu::PresentMode::Fifo);
        self.configure(width, height, mode)
    }

    /// Configures the surface with `config` and counts a reconfiguration
    /// when it was configured before.
    fn apply(&self, inner: &mut Inner, config: wgpu::SurfaceConfiguration) -> Result<(), GpuError> {
        self.gpu.scoped("surface.configure", |device| {
            inner.surface.configure(device, &config)
        })?;
        if inner.config.is_some() {
            inner.stats.reconfigurations += 1;
        }
        inner.config = Some(config);
        inner.stale = false;
        Ok(())
    }

    /// Draws `source` (its level 0, stretched to the configured size) onto
    /// the window and presents it. A frame the surface cannot take is
    /// skipped and counted, never an error; errors are wgpu validation
    /// failures of the blit, or a surface never configured.
    pub fn present(&self, source: &wgpu::Texture) -> Result<PresentOutcome, GpuError> {
        self.present_profiled(source, None)
    }

    /// [`WindowSurface::present`], the blit timed by `profiler` (when
    /// given) as `present`.
    pub fn present_profiled(
        &self,
        source: &wgpu::Texture,
        profiler: Option<&mut crate::GpuProfiler>,
    ) -> Result<PresentOutcome, GpuError> {
        self.present_through(&self.gpu, source, profiler)
    }

    /// [`WindowSurface::present_profiled`] with the blit's writes, its
    /// submission and the presentation sent through `gpu`'s queue: the
    /// queue of the work that drew `source` (a device's, which may have a
    /// render thread of its own), so that they follow that work. `gpu`
    /// shares the surface's wgpu device.
    pub fn present_through(
        &self,
        gpu: &Gpu,
        source: &wgpu::Texture,
        profiler: Option<&mut crate::GpuProfiler>,
    ) -> Result<PresentOutcome, GpuError> {
        let start = Instant::now();
        let mut inner = self.lock();
        let result = self.present_locked(gpu, &mut inner, source, profiler);
        match result {
            Ok(PresentOutcome::Presented) => inner.stats.frames += 1,
            Ok(PresentOutcome::Skipped(reason)) => {
                tracing::debug!(?reason, "present skipped");
                inner.stats.skipped += 1;
            }
            Err(_) => {}
        }
        inner.stats.present_ms += start.elapsed().as_secs_f64() * 1e3;
        result
    }

    /// Shows `width` x `height` RGBA8 pixels (rows packed, `width * 4`
    /// bytes each) on the window, as [`WindowSurface::present`] shows a
    /// texture: a frame its caller kept, shown again.
    pub fn present_rgba(
        &self,
        width: u32,
        height: u32,
        rgba: &[u8],
    ) -> Result<PresentOutcome, GpuError> {
        let expected = width as usize * height as usize * 4;
        if width == 0 || height == 0 || rgba.len() != expected {
            return Err(GpuError::PixelData {
                width,
                height,
                len: rgba.len(),
            });
        }
        let size = wgpu::Extent3d {
            width,
            height,
            depth_or_array_layers: 1,
        };
        let texture = self.gpu.scoped("create_texture", |d| {
            d.create_texture(&wgpu::TextureDescriptor {
                label: Some("kept frame"),
                size,
                mip_level_count: 1,
                sample_count: 1,
                dimension: wgpu::TextureDimension::D2,
                format: wgpu::TextureFormat::Rgba8Unorm,
                usage: wgpu::TextureUsages::TEXTURE_BINDING | wgpu::TextureUsages::COPY_DST,
                view_formats: &[],
            })
        })?;
        self.gpu.queue().write_texture(
            wgpu::TexelCopyTextureInfo {
                texture: &texture,
                mip_level: 0,
                origin: wgpu::Origin3d::ZERO,
                aspect: wgpu::TextureAspect::All,
            },
            rgba,
            wgpu::TexelCopyBufferLayout {
                offset: 0,
                bytes_per_row: Some(width * 4),
                rows_per_image: Some(height),
            },
            size,
        );
        self.present(&texture)
    }

    fn present_locked(
        &self,
        gpu: &Gpu,
        inner: &mut Inner,
        source: &wgpu::Texture,
        profiler: Option<&mut crate::GpuProfiler>,
    ) -> Result<PresentOutcome, GpuError> {
        let config = inner.config.clone().ok_or(GpuError::SurfaceNotConfigured)?;
        if inner.stale {
            self.apply(inner, config.clone())?;
        }
        // The texture acquired for the last frame must be presented (on
        // the render thread, if any) before the next is acquired.
        gpu.queue().sync()?;
        let texture = match self.acquire(inner, &config)? {
            Ok(t) => t,
            Err(reason) => return Ok(PresentOutcome::Skipped(reason)),
        };
        let (_, view_format) = inner.formats;
        let view = texture.texture.create_view(&wgpu::TextureViewDescriptor {
            label: Some("window surface"),
            format: Some(view_format),
            ..Default::default()
        });
        let blit = inner.blit.as_ref().ok_or(GpuError::SurfaceNotConfigured)?;
        let commands = blit.record(gpu, source, &view, (config.width, config.height), profiler)?;
        gpu.submit([commands])?;
        gpu.queue().present(texture);
        Ok(PresentOutcome::Presented)
    }

    /// The next surface texture, recovering once from an outdated or lost
    /// surface; `Ok(Err(reason))` when the frame is to be skipped.
    fn acquire(
        &self,
        inner: &mut Inner,
        config: &wgpu::SurfaceConfiguration,
    ) -> Result<Result<wgpu::SurfaceTexture, SkipReason>, GpuError> {
        use wgpu::CurrentSurfaceTexture as C;
        for attempt in 0..2 {
            let got = self.gpu.scoped("surface.get_current_texture", |_| {
                inner.surface.get_current_texture()
            });
            let current = match got {
                Ok(c) => c,
                Err(e) => {
                    tracing::warn!("acquiring the window surface: {e}");
                    return Ok(Err(SkipReason::Validation));
                }
            };
            let retry = attempt == 0;
            match current {
                C::Success(t) => return Ok(Ok(t)),
                C::Suboptimal(t) => {
                    inner.stale = true;
                    return Ok(Ok(t));
                }
                C::Timeout => return Ok(Err(SkipReason::Timeout)),
                C::Occluded => return Ok(Err(SkipReason::Occluded)),
                C::Validation => return Ok(Err(SkipReason::Validation)),
                C::Outdated if retry => self.apply(inner, config.clone())?,
                C::Outdated => return Ok(Err(SkipReason::Outdated)),
                C::Lost if retry => {
                    // Until the new surface is configured there is no
                    // configuration: a failure here leaves the surface to
                    // be configured again, not acquired unconfigured.
                    inner.config = None;
                    inner.surface = inner.source.create(self.gpu.instance())?;
                    self.apply(inner, config.clone())?;
                    inner.stats.reconfigurations += 1;
                }
                C::Lost => return Ok(Err(SkipReason::Lost)),
            }
        }
        Ok(Err(SkipReason::Lost))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use wgpu::PresentMode as M;
    use wgpu::TextureFormat as F;

    #[test]
    fn missing_modes_fall_back_to_the_nearest() {
        let all = [M::Fifo, M::FifoRelaxed, M::Immediate, M::Mailbox];
        for m in all {
            assert_eq!(fallback_present_mode(m, &all), m);
        }
        assert_eq!(
            fallback_present_mode(M::Immediate, &[M::Fifo, M::Mailbox]),
            M::Mailbox
        );
        assert_eq!(fallback_present_mode(M::Immediate, &[M::Fifo]), M::Fifo);
        assert_eq!(
            fallback_present_mode(M::Mailbox, &[M::Fifo, M::Immediate]),
            M::Immediate
        );
        assert_eq!(fallback_present_mode(M::FifoRelaxed, &[M::Fifo]), M::Fifo);
        assert_eq!(fallback_present_mode(M::Fifo, &[]), M::Fifo);
    }

    #[test]
    fn formats_prefer_plain_8_bit() {
        assert_eq!(
            pick_formats(&[F::Bgra8UnormSrgb, F::Bgra8Unorm]),
            Some((F::Bgra8Unorm, F::Bgra8Unorm))
        );
        assert_eq!(
            pick_formats(&[F::Rgba16Float, F::Rgb10a2Unorm]),
            Some((F::Rgba16Float, F::Rgba16Float))
        );
        // Only sRGB: configured as it is, drawn through the plain view.
        assert_eq!(
            pick_formats(&[F::Rgba8UnormSrgb]),
            Some((F::Rgba8UnormSrgb, F::Rgba8Unorm))
        );
        assert_eq!(pick_formats(&[]), None);
    }
}
