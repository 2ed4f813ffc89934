//! `CreateDevice`'s implicit surfaces, scenes and `Present`.
//!
//! Rules (D3D9's reference pages): `CreateDevice` makes the implicit back
//! buffer and, with `EnableAutoDepthStencil`, the automatic depth-stencil
//! surface, binds them, and sets `D3DRS_ZENABLE` to `D3DZB_TRUE` when there
//! is a depth-stencil surface; `BeginScene` inside a scene and `EndScene`
//! outside one are `D3DERR_INVALIDCALL`. `Present` ends the frame (submits
//! what is recorded); a headless device stops there, a device with a
//! window (`window.rs`) then draws the back buffer onto it. The back
//! buffer keeps its contents, which `D3DSWAPEFFECT_DISCARD` allows.
//! `Reset` is in `reset.rs`.

use ninebridge_gpu::Gpu;
use ninebridge_trace::Call;
use ninebridge_trace::step::NoFields;
use ninebridge_types::{CreateFlags, Format, PresentParameters, RenderState};

use super::{Device, window};
use crate::capture::{self, Record};
use crate::error::{D3dError, D3dResult, invalid};
use crate::resource::SurfaceId;
use crate::shader::ShaderTranslator;

/// `D3DPRESENT_BACK_BUFFERS_MAX`.
const MAX_BACK_BUFFERS: u32 = 3;

/// The implicit swap chain's parameters, its window, and the `Reset`
/// state.
#[derive(Debug, Default)]
pub(crate) struct Swap {
    /// The parameters the implicit surfaces were made with, as taken
    /// ([`Device::presentation_parameters`]).
    pub(crate) params: Option<PresentParameters>,
    /// `CreateDevice`'s behaviour flags (vertex processing), which `Reset`
    /// keeps.
    pub(crate) flags: CreateFlags,
    /// The window presented to.
    pub(crate) window: Option<window::DeviceWindow>,
    /// A `Reset` failed and none succeeded since.
    pub(crate) not_reset: bool,
    /// Successful `Reset`s.
    pub(crate) resets: u64,
    /// Additional swap chains (`swap_chains.rs`), in `GetSwapChain` order.
    pub(crate) additional: Vec<super::swap_chains::AdditionalChain>,
    /// The last additional swap chain's number.
    pub(crate) next_chain: u64,
}

/// The surfaces `CreateDevice` made.
#[derive(Clone, Copy, Debug, Default)]
pub(crate) struct Implicit {
    /// The implicit back buffer.
    pub(crate) back_buffer: Option<SurfaceId>,
    /// The automatic depth-stencil surface.
    pub(crate) depth_stencil: Option<SurfaceId>,
}

impl Device {
    /// `IDirect3D9::CreateDevice` on `gpu`: a device with the implicit back
    /// buffer and automatic depth-stencil surface `params` ask for. With
    /// `NINEBRIDGE_TRACE=FILE` set the device captures every call into
    /// FILE (a capture that cannot start is logged and the device goes on
    /// without it).
    pub fn create(
        gpu: Gpu,
        translator: Box<dyn ShaderTranslator>,
        params: &PresentParameters,
        flags: CreateFlags,
    ) -> D3dResult<Device> {
        let mut device = Device::new(gpu, translator);
        if let Some(path) = capture::path_from_env() {
            device.capture_calls(&path)?;
        }
        device.make_implicit_surfaces(params, flags)?;
        Ok(device)
    }

    /// What `CreateDevice` does to a device made by [`Device::new`]: makes
    /// and binds the implicit back buffer and automatic depth-stencil
    /// surface, sets `D3DRS_ZENABLE` accordingly and takes the vertex
    /// processing of `flags`. A device has one set: a second call is
    /// `D3DERR_INVALIDCALL`. A `D3DFMT_UNKNOWN` back buffer (windowed: the
    /// display's format) is `X8R8G8B8`. With a window
    /// ([`Device::attach_window`]) a windowed size of 0 takes the window's
    /// client size and the surface is configured.
    pub fn make_implicit_surfaces(
        &mut self,
        params: &PresentParameters,
        flags: CreateFlags,
    ) -> D3dResult<()> {
        if self.implicit.back_buffer.is_some() {
            return Err(invalid!("the device already has its implicit surfaces"));
        }
        // The trace records the size the device takes, not a 0.
        let mut recorded = *params;
        if let Ok((w, h)) = window::resolve_size(params, self.client_size()) {
            (recorded.back_buffer_width, recorded.back_buffer_height) = (w, h);
        }
        self.start_capture(&recorded, flags);
        // The surfaces are the trace's `CreateDevice`, its first step.
        self.captured(
            |dev| dev.build_implicit_surfaces(params, flags),
            |_, _| Record::Nothing,
        )
    }

    /// The window's client size, when the device has a window.
    fn client_size(&self) -> Option<(u32, u32)> {
        self.swap.window.as_ref().map(|w| w.target.client_size())
    }

    /// A swap chain's back buffer of `params` (the implicit one's or an
    /// additional one's) for a window of `client` size (none: headless),
    /// and the parameters with D3D9's defaults resolved: at most
    /// `D3DPRESENT_BACK_BUFFERS_MAX` back buffers (0 counts as 1), a
    /// windowed size of 0 takes the client size, windowed `D3DFMT_UNKNOWN`
    /// is `X8R8G8B8`.
    pub(super) fn make_back_buffer(
        &mut self,
        params: &PresentParameters,
        client: Option<(u32, u32)>,
    ) -> D3dResult<(SurfaceId, PresentParameters)> {
        if params.back_buffer_count > MAX_BACK_BUFFERS {
            return Err(invalid!(
                "{} back buffers (D3DPRESENT_BACK_BUFFERS_MAX is {MAX_BACK_BUFFERS})",
                params.back_buffer_count
            ));
        }
        // D3DSWAPEFFECT_COPY has one back buffer; OVERLAY and FLIPEX are
        // Direct3D 9Ex's (Windows, as Wine's test_swapchain_parameters
        // records).
        use ninebridge_types::SwapEffect;
        if params.swap_effect == SwapEffect::Copy && params.back_buffer_count > 1 {
            return Err(invalid!(
                "{} back buffers with D3DSWAPEFFECT_COPY (it has one)",
                params.back_buffer_count
            ));
        }
        if matches!(params.swap_effect, SwapEffect::Overlay | SwapEffect::FlipEx) {
            return Err(invalid!(
                "{:?} is a Direct3D 9Ex swap effect",
                params.swap_effect
            ));
        }
        let (w, h) = window::resolve_size(params, client)?;
        crate::enhance::check_present_multisample(params)?;
        let format = match params.back_buffer_format {
            Format::Unknown => Format::X8R8G8B8,
            f => f,
        };
        let bb = self.create_render_target(
            w,
            h,
            format,
            params.multisample,
            params.multisample_quality,
            false,
        )?;
        let mut resolved = *params;
        resolved.back_buffer_width = w;
        resolved.back_buffer_height = h;
        resolved.back_buffer_format = format;
        resolved.back_buffer_count = params.back_buffer_count.max(1);
        Ok((bb, resolved))
    }

    /// Makes and binds the implicit surfaces of `params` (`CreateDevice`,
    /// and `Reset` after it destroyed the old ones), and configures the
    /// window for them.
    pub(crate) fn build_implicit_surfaces(
        &mut self,
        params: &PresentParameters,
        flags: CreateFlags,
    ) -> D3dResult<()> {
        let mode = match &self.swap.window {
            Some(_) => Some(window::present_mode_for_interval(
                params.presentation_interval,
            )?),
            None => None,
        };
        // The targets that follow the back buffer are scaled with it
        // (`scaling.rs`): the back buffer itself first.
        self.renderer.scaling.back_buffer = window::resolve_size(params, self.client_size()).ok();
        // The back buffer and the surfaces that follow it are multisampled
        // when forced (`crate::enhance`).
        self.renderer.msaa.back_buffer = window::resolve_size(params, self.client_size()).ok();
        let (bb, resolved) = self.make_back_buffer(params, self.client_size())?;
        let (w, h) = (resolved.back_buffer_width, resolved.back_buffer_height);
        let ds = match params.auto_depth_stencil_format {
            Some(f) => match self.create_depth_stencil_surface(
                w,
                h,
                f,
                params.multisample,
                params.multisample_quality,
                false,
            ) {
                Ok(ds) => Some(ds),
                Err(e) => {
                    self.release_surface(bb)?;
                    return Err(e);
                }
            },
            None => None,
        };
        self.implicit = super::presentation::Implicit {
            back_buffer: Some(bb),
            depth_stencil: ds,
        };
        self.set_render_target(0, Some(bb))?;
        self.set_depth_stencil_surface(ds)?;
        let zenable = RenderState::zenable_default(ds.is_some());
        crate::state::StateSink::set_render_state(&mut self.state, RenderState::ZEnable, zenable);
        self.set_vertex_processing_flags(flags);
        self.swap.params = Some(resolved);
        self.swap.flags = flags;
        if let (Some(win), Some(mode)) = (&mut self.swap.window, mode) {
            win.mode = mode;
        }
        self.configure_window()
    }

    /// The presentation parameters the implicit swap chain was made with
    /// (`IDirect3DSwapChain9::GetPresentParameters`): sizes of 0 replaced by
    /// the window's, `D3DFMT_UNKNOWN` by the format taken, a back buffer
    /// count of 0 by 1. `None` before `CreateDevice`.
    pub fn presentation_parameters(&self) -> Option<PresentParameters> {
        self.swap.params
    }

    /// The behaviour flags `CreateDevice` was given (empty before it).
    pub fn creation_flags(&self) -> CreateFlags {
        self.swap.flags
    }

    /// The implicit back buffer (`GetBackBuffer(0, 0, ...)`), on a device
    /// made by [`Device::create`].
    pub fn back_buffer(&self) -> Option<SurfaceId> {
        self.implicit.back_buffer
    }

    /// The automatic depth-stencil surface, when `CreateDevice` asked for
    /// one.
    pub fn auto_depth_stencil(&self) -> Option<SurfaceId> {
        self.implicit.depth_stencil
    }

    /// `BeginScene`: `D3DERR_INVALIDCALL` inside a scene.
    pub fn begin_scene(&mut self) -> D3dResult<()> {
        self.captured(
            |dev| {
                if dev.in_scene {
                    Err(invalid!("BeginScene inside a scene"))
                } else {
                    dev.in_scene = true;
                    Ok(())
                }
            },
            |_, _| Call::BeginScene(NoFields {}),
        )
    }

    /// `EndScene`: `D3DERR_INVALIDCALL` outside a scene.
    pub fn end_scene(&mut self) -> D3dResult<()> {
        self.captured(
            |dev| {
                if dev.in_scene {
                    dev.in_scene = false;
                    Ok(())
                } else {
                    Err(invalid!("EndScene without BeginScene"))
                }
            },
            |_, _| Call::EndScene(NoFields {}),
        )
    }

    /// `Present` of the implicit swap chain: submits the recorded work,
    /// draws the back buffer onto the window when the device has one, and
    /// counts the frame. The back buffer keeps its contents. After a
    /// failed [`Device::reset`] it is `D3DERR_DEVICELOST` until a `Reset`
    /// succeeds.
    pub fn present(&mut self) -> D3dResult<()> {
        self.captured(
            |dev| {
                let result = if dev.swap.not_reset {
                    Err(D3dError::DeviceLost(
                        "Present after a failed Reset (Reset the device first)".into(),
                    ))
                } else {
                    // The presented image is read: a multisampled back buffer is
                    // resolved (`crate::enhance`).
                    let bb = dev.implicit.back_buffer;
                    bb.map_or(Ok(()), |bb| dev.msaa_read(bb))
                        .and_then(|()| dev.flush())
                        .and_then(|()| dev.present_to_window())
                };
                if result.is_ok() {
                    dev.presents += 1;
                }
                dev.gpu_profile_end_frame();
                // Between frames: the driver's pipeline cache is written once no
                // pipeline was built for its quiet period.
                dev.renderer.pipelines.service.save(false);
                result
            },
            |_, _| Call::Present(NoFields {}),
        )
    }

    /// Frames presented so far.
    pub fn present_count(&self) -> u64 {
        self.presents
    }
}
