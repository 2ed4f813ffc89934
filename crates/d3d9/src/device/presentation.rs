//! `CreateDevice`'s implicit surfaces, scenes and `Present`.
//!
//! Rules (D3D9's reference pages): `CreateDevice` makes the implicit back
//! buffer and, with `EnableAutoDepthStencil`, the automatic depth-stencil
//! surface, binds them, and sets `D3DRS_ZENABLE` to `D3DZB_TRUE` when there
//! is a depth-stencil surface; `BeginScene` inside a scene and `EndScene`
//! outside one are `D3DERR_INVALIDCALL`. There is no window here: `Present`
//! ends the frame (submits what is recorded) and the back buffer keeps its
//! contents, which `D3DSWAPEFFECT_DISCARD` allows.

use ninebridge_gpu::Gpu;
use ninebridge_trace::Call;
use ninebridge_trace::step::NoFields;
use ninebridge_types::{CreateFlags, Format, PresentParameters, RenderState};

use super::Device;
use crate::capture;
use crate::error::{D3dResult, invalid};
use crate::resource::SurfaceId;
use crate::shader::ShaderTranslator;

/// `D3DPRESENT_BACK_BUFFERS_MAX`.
const MAX_BACK_BUFFERS: u32 = 3;

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
    /// display's format) is `X8R8G8B8`.
    pub fn make_implicit_surfaces(
        &mut self,
        params: &PresentParameters,
        flags: CreateFlags,
    ) -> D3dResult<()> {
        if self.implicit.back_buffer.is_some() {
            return Err(invalid!("the device already has its implicit surfaces"));
        }
        self.start_capture(params, flags);
        let (w, h) = (params.back_buffer_width, params.back_buffer_height);
        if w == 0 || h == 0 {
            return Err(invalid!(
                "a {w}x{h} back buffer (without a window the size must be given)"
            ));
        }
        if params.back_buffer_count > MAX_BACK_BUFFERS {
            return Err(invalid!(
                "{} back buffers (D3DPRESENT_BACK_BUFFERS_MAX is {MAX_BACK_BUFFERS})",
                params.back_buffer_count
            ));
        }
        let format = match params.back_buffer_format {
            Format::Unknown => Format::X8R8G8B8,
            f => f,
        };
        let bb = self.create_render_target_untraced(
            w,
            h,
            format,
            params.multisample,
            params.multisample_quality,
            false,
        )?;
        let ds = match params.auto_depth_stencil_format {
            Some(f) => Some(self.create_depth_stencil_surface_untraced(
                w,
                h,
                f,
                params.multisample,
                params.multisample_quality,
                false,
            )?),
            None => None,
        };
        self.implicit = super::presentation::Implicit {
            back_buffer: Some(bb),
            depth_stencil: ds,
        };
        self.set_render_target_untraced(0, Some(bb))?;
        self.set_depth_stencil_surface_untraced(ds)?;
        let zenable = RenderState::zenable_default(ds.is_some());
        if self.state.render.get(RenderState::ZEnable) != zenable {
            self.state.render.set(RenderState::ZEnable, zenable);
            self.state
                .mark(crate::state::Dirty::of_render_state(RenderState::ZEnable));
        }
        self.set_vertex_processing_flags(flags);
        Ok(())
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
        let result = if self.in_scene {
            Err(invalid!("BeginScene inside a scene"))
        } else {
            self.in_scene = true;
            Ok(())
        };
        self.traced(result, |_, _| Call::BeginScene(NoFields {}))
    }

    /// `EndScene`: `D3DERR_INVALIDCALL` outside a scene.
    pub fn end_scene(&mut self) -> D3dResult<()> {
        let result = if self.in_scene {
            self.in_scene = false;
            Ok(())
        } else {
            Err(invalid!("EndScene without BeginScene"))
        };
        self.traced(result, |_, _| Call::EndScene(NoFields {}))
    }

    /// `Present` of the implicit swap chain: submits the recorded work and
    /// counts the frame. The back buffer keeps its contents.
    pub fn present(&mut self) -> D3dResult<()> {
        let result = self.flush();
        if result.is_ok() {
            self.presents += 1;
        }
        // Between frames: the driver's pipeline cache is written once no
        // pipeline was built for its quiet period.
        self.pipelines.service.save(false);
        self.traced(result, |_, _| Call::Present(NoFields {}))
    }

    /// Frames presented so far.
    pub fn present_count(&self) -> u64 {
        self.presents
    }
}
