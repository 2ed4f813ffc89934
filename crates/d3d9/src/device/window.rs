//! The window a device presents to, and the presentation rules that
//! depend on it.
//!
//! Design notes:
//! - A [`WindowTarget`] is a [`WindowSurface`] plus the window's current
//!   client size, which raw handles cannot tell: the owner (a port's
//!   window code, `ninebridge replay --window`) sets it on resize. Clones
//!   share both, so the owner keeps one to update while the device holds
//!   another.
//! - `PresentationInterval` picks the present mode
//!   ([`present_mode_for_interval`]); the surface falls back to the
//!   nearest mode it has, with a log line.
//! - At `Present` the implicit back buffer is drawn onto the window,
//!   stretched to the client size as D3D9 stretches it to the client
//!   area; the surface is configured again first when the client size
//!   changed. A client size with a zero edge (minimised) skips the frame.
//! - A back buffer size of 0 in windowed mode takes the client size
//!   ([`resolve_size`]), as `CreateDevice` and `Reset` do with the
//!   window's client rectangle.

use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};

use ninebridge_gpu::{PresentStats, WindowSurface, wgpu};
use ninebridge_types::PresentParameters;

use super::Device;
use crate::error::{D3dResult, invalid};

/// `D3DPRESENT_INTERVAL_DEFAULT`.
pub const PRESENT_INTERVAL_DEFAULT: u32 = 0;
/// `D3DPRESENT_INTERVAL_ONE`.
pub const PRESENT_INTERVAL_ONE: u32 = 0x1;
/// `D3DPRESENT_INTERVAL_TWO`.
pub const PRESENT_INTERVAL_TWO: u32 = 0x2;
/// `D3DPRESENT_INTERVAL_THREE`.
pub const PRESENT_INTERVAL_THREE: u32 = 0x4;
/// `D3DPRESENT_INTERVAL_FOUR`.
pub const PRESENT_INTERVAL_FOUR: u32 = 0x8;
/// `D3DPRESENT_INTERVAL_IMMEDIATE`.
pub const PRESENT_INTERVAL_IMMEDIATE: u32 = 0x8000_0000;

/// The present mode of a `D3DPRESENT_PARAMETERS::PresentationInterval`:
/// `IMMEDIATE` presents without waiting for the vertical blank
/// (`Immediate`; the surface falls back to `Mailbox`, then `Fifo`);
/// `DEFAULT` and `ONE` wait for it (`Fifo`, vsync). `TWO`, `THREE` and
/// `FOUR` ask to wait for every second to fourth blank, which wgpu cannot
/// express: they are `Fifo` too, so such a program runs at the display's
/// rate rather than a half to a quarter of it. Any other value is
/// `D3DERR_INVALIDCALL` (the values are the `D3DPRESENT_INTERVAL_*`
/// constants of `d3d9types.h`).
pub fn present_mode_for_interval(interval: u32) -> D3dResult<wgpu::PresentMode> {
    match interval {
        PRESENT_INTERVAL_IMMEDIATE => Ok(wgpu::PresentMode::Immediate),
        PRESENT_INTERVAL_DEFAULT | PRESENT_INTERVAL_ONE => Ok(wgpu::PresentMode::Fifo),
        PRESENT_INTERVAL_TWO | PRESENT_INTERVAL_THREE | PRESENT_INTERVAL_FOUR => {
            Ok(wgpu::PresentMode::Fifo)
        }
        other => Err(invalid!(
            "PresentationInterval {other:#x} is not a D3DPRESENT_INTERVAL_* value"
        )),
    }
}

/// The back buffer size `params` ask for, given the window's client size
/// when there is a window: in windowed mode a width or height of 0 takes
/// the client's (D3D9's `CreateDevice` and `Reset` use the client
/// rectangle of the device window); otherwise both must be given
/// (`D3DERR_INVALIDCALL`).
pub fn resolve_size(
    params: &PresentParameters,
    client: Option<(u32, u32)>,
) -> D3dResult<(u32, u32)> {
    let (w, h) = (params.back_buffer_width, params.back_buffer_height);
    match client {
        Some((cw, ch)) if params.windowed && (w == 0 || h == 0) => {
            let size = (if w == 0 { cw } else { w }, if h == 0 { ch } else { h });
            if size.0 == 0 || size.1 == 0 {
                return Err(invalid!(
                    "a {w}x{h} back buffer takes the window's size, and its client area is {cw}x{ch}"
                ));
            }
            Ok(size)
        }
        _ if w == 0 || h == 0 => Err(invalid!(
            "a {w}x{h} back buffer (only a windowed device with a window takes the window's size)"
        )),
        _ => Ok((w, h)),
    }
}

/// A window to present to: its surface and its current client size.
/// Clones share both (see the module notes). A headless target has no
/// surface: it has a client size (for back buffers of size 0) and
/// `Present` shows nothing, as for a window that is never mapped.
#[derive(Clone, Debug)]
pub struct WindowTarget {
    surface: Option<Arc<WindowSurface>>,
    /// Width in the high 32 bits, height in the low.
    client: Arc<AtomicU64>,
}

impl WindowTarget {
    /// A target presenting to `surface`, whose window's client area is
    /// `width` x `height` pixels now.
    pub fn new(surface: WindowSurface, width: u32, height: u32) -> WindowTarget {
        Self::shared(Arc::new(surface), width, height)
    }

    /// As [`WindowTarget::new`], with a surface the caller shares (to show
    /// frames of its own on the same window).
    pub fn shared(surface: Arc<WindowSurface>, width: u32, height: u32) -> WindowTarget {
        let target = WindowTarget {
            surface: Some(surface),
            client: Arc::default(),
        };
        target.set_client_size(width, height);
        target
    }

    /// A window without a surface, whose client area is `width` x
    /// `height` pixels now: a device made on it sizes its back buffers
    /// from it, and presents nowhere (a headless program's window).
    pub fn headless(width: u32, height: u32) -> WindowTarget {
        let target = WindowTarget {
            surface: None,
            client: Arc::default(),
        };
        target.set_client_size(width, height);
        target
    }

    /// Whether two targets are clones of one window.
    pub fn same_window(&self, other: &WindowTarget) -> bool {
        Arc::ptr_eq(&self.client, &other.client)
    }

    /// How many clones of this target are alive (the owner's included).
    pub fn clones(&self) -> usize {
        Arc::strong_count(&self.client)
    }

    /// Draws `texture` onto the window, stretched to the client size, the
    /// surface configured again (in `mode`) first when that size changed.
    /// `false` when the client area has a zero edge (minimised): nothing
    /// is shown, and that is no error.
    /// `gpu` is the drawing device's: the blit and the presentation go
    /// through its queue, after the work that drew `texture`.
    pub(crate) fn show(
        &self,
        gpu: &ninebridge_gpu::Gpu,
        texture: &wgpu::Texture,
        mode: wgpu::PresentMode,
    ) -> D3dResult<bool> {
        self.show_profiled(gpu, texture, mode, None)
    }

    /// [`WindowTarget::show`], the blit timed by `profiler` as `present`.
    pub(crate) fn show_profiled(
        &self,
        gpu: &ninebridge_gpu::Gpu,
        texture: &wgpu::Texture,
        mode: wgpu::PresentMode,
        profiler: Option<&mut ninebridge_gpu::GpuProfiler>,
    ) -> D3dResult<bool> {
        let (cw, ch) = self.client_size();
        if cw == 0 || ch == 0 {
            return Ok(false);
        }
        let Some(surface) = self.surface() else {
            return Ok(true);
        };
        if surface.size() != Some((cw, ch)) || surface.present_mode().is_none() {
            // The last frame's image is presented (on the render thread,
            // if any) before the surface is configured again.
            gpu.queue().sync()?;
            surface.configure(cw, ch, mode)?;
        }
        surface.present_through(gpu, texture, profiler)?;
        Ok(true)
    }

    /// The surface (`None` for a headless target).
    pub fn surface(&self) -> Option<&Arc<WindowSurface>> {
        self.surface.as_ref()
    }

    /// Records the window's new client size (call it on every resize): the
    /// next `Present` configures the surface for it and stretches the back
    /// buffer over it; a `Reset` with a 0 size takes it.
    pub fn set_client_size(&self, width: u32, height: u32) {
        let packed = (u64::from(width) << 32) | u64::from(height);
        self.client.store(packed, Ordering::Relaxed);
    }

    /// The client size last recorded.
    pub fn client_size(&self) -> (u32, u32) {
        let packed = self.client.load(Ordering::Relaxed);
        ((packed >> 32) as u32, packed as u32)
    }
}

/// The window part of a device.
#[derive(Debug)]
pub(crate) struct DeviceWindow {
    pub(crate) target: WindowTarget,
    /// The mode asked for by the presentation interval.
    pub(crate) mode: wgpu::PresentMode,
    /// The surface's counters when the device took it (the surface may be
    /// shared with devices before it).
    pub(crate) stats_before: PresentStats,
    /// Frames skipped because the client area had a zero edge.
    pub(crate) minimised: u64,
}

/// A device's presentation counters (the `"present"` statistics).
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct PresentationStats {
    /// `Present` calls that succeeded, with or without a window.
    pub presents: u64,
    /// Successful `Reset` calls.
    pub resets: u64,
    /// The window's counters since the device took it (zeros without a
    /// window); frames skipped while minimised count as skipped.
    pub window: PresentStats,
    /// Post-process passes run at `Present` (`NINEBRIDGE_POST`; each pass
    /// of each frame counts).
    pub post_passes: u64,
}

impl std::ops::AddAssign for PresentationStats {
    fn add_assign(&mut self, o: Self) {
        self.presents += o.presents;
        self.resets += o.resets;
        self.window += o.window;
        self.post_passes += o.post_passes;
    }
}

impl Device {
    /// `IDirect3D9::CreateDevice` with a device window: as
    /// [`Device::create`], and every `Present` draws the implicit back
    /// buffer onto `window`. A windowed back buffer of size 0 takes the
    /// window's client size; `PresentationInterval` picks the present mode
    /// ([`present_mode_for_interval`]). `window`'s surface must have been
    /// made on `gpu`.
    pub fn create_for_window(
        gpu: ninebridge_gpu::Gpu,
        translator: Box<dyn crate::ShaderTranslator>,
        params: &PresentParameters,
        flags: ninebridge_types::CreateFlags,
        window: WindowTarget,
    ) -> D3dResult<Device> {
        let mut device = Device::new(gpu, translator);
        device.attach_window(window)?;
        if let Some(path) = crate::capture::path_from_env() {
            device.capture_calls(&path)?;
        }
        device.make_implicit_surfaces(params, flags)?;
        Ok(device)
    }

    /// Makes the device present to `window` from now on (a replayer
    /// attaches it before the trace's `CreateDevice`; after it, the
    /// surface is configured at once). A device has one window:
    /// attaching another replaces it. `D3DERR_INVALIDCALL` when the
    /// surface was made on another GPU.
    pub fn attach_window(&mut self, window: WindowTarget) -> D3dResult<()> {
        if window
            .surface()
            .is_some_and(|s| s.gpu().device() != self.gpu.device())
        {
            return Err(invalid!("the window surface was made on another GPU"));
        }
        let mode = match &self.swap.params {
            Some(p) => present_mode_for_interval(p.presentation_interval)?,
            None => wgpu::PresentMode::Fifo,
        };
        self.swap.window = Some(DeviceWindow {
            stats_before: window.surface().map(|s| s.stats()).unwrap_or_default(),
            target: window,
            mode,
            minimised: 0,
        });
        if self.implicit.back_buffer.is_some() {
            self.configure_window()?;
        }
        Ok(())
    }

    /// The window the device presents to, if any.
    pub fn window(&self) -> Option<&WindowTarget> {
        self.swap.window.as_ref().map(|w| &w.target)
    }

    /// Configures the window's surface for its client size and mode
    /// (nothing while the client area has a zero edge, or without a
    /// window).
    pub(crate) fn configure_window(&mut self) -> D3dResult<()> {
        let Some(w) = &self.swap.window else {
            return Ok(());
        };
        let (cw, ch) = w.target.client_size();
        if let Some(surface) = w.target.surface()
            && cw > 0
            && ch > 0
        {
            // Nothing of the last frame may still wait on the render
            // thread for the surface's image.
            self.gpu.queue().sync()?;
            surface.configure(cw, ch, w.mode)?;
        }
        Ok(())
    }

    /// Draws the implicit back buffer onto the window (after the frame's
    /// work was submitted). Skipped frames are not errors.
    pub(crate) fn present_to_window(&mut self) -> D3dResult<()> {
        // The post-process chain runs with or without a window (post.rs).
        let Some(texture) = self.post_process_back_buffer()? else {
            return Ok(());
        };
        let Some(w) = &mut self.swap.window else {
            return Ok(());
        };
        let mut rec = self.renderer.recorder.borrow_mut();
        if !w
            .target
            .show_profiled(&self.gpu, &texture, w.mode, rec.profiler.as_mut())?
        {
            w.minimised += 1;
        }
        Ok(())
    }

    /// Presentation counters: `Present`s, `Reset`s and the window's
    /// frames, skips, reconfigurations and time.
    pub fn presentation_stats(&self) -> PresentationStats {
        let window = self
            .swap
            .window
            .as_ref()
            .map_or_else(PresentStats::default, |w| {
                let now = w.target.surface().map(|s| s.stats()).unwrap_or_default();
                let b = w.stats_before;
                PresentStats {
                    frames: now.frames - b.frames,
                    skipped: now.skipped - b.skipped + w.minimised,
                    reconfigurations: now.reconfigurations - b.reconfigurations,
                    present_ms: now.present_ms - b.present_ms,
                }
            });
        PresentationStats {
            presents: self.presents,
            resets: self.swap.resets,
            window,
            post_passes: self.post.passes_run,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use ninebridge_types::Format;

    /// A target moves to the thread that owns the device (the C ABI's
    /// `D3DCREATE_MULTITHREADED` devices are shared), and the window's
    /// owner keeps a clone on its own thread.
    #[test]
    fn targets_are_send_and_sync() {
        fn send_sync<T: Send + Sync>() {}
        send_sync::<WindowTarget>();
        send_sync::<WindowSurface>();
    }

    /// `D3DPRESENT_INTERVAL_*` (d3d9types.h) to present modes.
    #[test]
    fn intervals_map_to_present_modes() {
        use wgpu::PresentMode as M;
        let cases = [
            (0, M::Fifo),
            (1, M::Fifo),
            (2, M::Fifo),
            (4, M::Fifo),
            (8, M::Fifo),
            (0x8000_0000, M::Immediate),
        ];
        for (interval, mode) in cases {
            assert_eq!(
                present_mode_for_interval(interval).unwrap(),
                mode,
                "{interval:#x}"
            );
        }
        for bad in [3, 0x10, 0x8000_0001, u32::MAX] {
            let e = present_mode_for_interval(bad).unwrap_err();
            assert_eq!(
                e.hresult(),
                ninebridge_types::HResult::D3DERR_INVALIDCALL,
                "{bad:#x}"
            );
        }
    }

    /// A windowed size of 0 takes the client size; fullscreen or
    /// windowless ones must be given.
    #[test]
    fn zero_sizes_take_the_client_size_only_windowed_with_a_window() {
        let p = |w, h| PresentParameters::windowed(w, h, Format::X8R8G8B8, None);
        assert_eq!(
            resolve_size(&p(0, 0), Some((640, 480))).unwrap(),
            (640, 480)
        );
        assert_eq!(
            resolve_size(&p(0, 100), Some((640, 480))).unwrap(),
            (640, 100)
        );
        assert_eq!(
            resolve_size(&p(320, 0), Some((640, 480))).unwrap(),
            (320, 480)
        );
        assert_eq!(
            resolve_size(&p(320, 240), Some((640, 480))).unwrap(),
            (320, 240)
        );
        assert!(resolve_size(&p(0, 0), None).is_err());
        assert!(resolve_size(&p(0, 0), Some((0, 480))).is_err());
        let mut full = p(0, 0);
        full.windowed = false;
        assert!(resolve_size(&full, Some((640, 480))).is_err());
        assert_eq!(resolve_size(&p(8, 8), None).unwrap(), (8, 8));
    }
}
