//! Additional swap chains (`CreateAdditionalSwapChain`): a back buffer of
//! their own, presented to a window of their own (or nowhere: headless).
//!
//! Rules (D3D9's reference pages): a swap chain is numbered after the
//! implicit one, densely (`GetSwapChain(1..)`, renumbered when one is
//! released, as `GetNumberOfSwapChains` counts the live ones); its
//! parameters follow `CreateDevice`'s (at most
//! `D3DPRESENT_BACK_BUFFERS_MAX` back buffers, a windowed size of 0 takes
//! the window's client size, windowed `D3DFMT_UNKNOWN` is `X8R8G8B8`,
//! `PresentationInterval` picks the present mode); its back buffer is a
//! render target, so `Reset` refuses to run while one is alive (the
//! application releases its additional swap chains first). Swap chains are
//! not trace steps: a capture counts them as left out.

use ninebridge_types::PresentParameters;

use super::Device;
use super::window::{WindowTarget, present_mode_for_interval};
use crate::capture::Record;
use crate::error::{D3dResult, invalid};
use crate::resource::SurfaceId;

/// An additional swap chain, by a number that stays the same while it
/// lives (not its `GetSwapChain` index, which moves when one before it is
/// released).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct SwapChainId(pub(crate) u64);

/// An additional swap chain.
#[derive(Debug)]
pub(crate) struct AdditionalChain {
    id: SwapChainId,
    back_buffer: SurfaceId,
    params: PresentParameters,
    window: Option<(WindowTarget, ninebridge_gpu::wgpu::PresentMode)>,
}

impl Device {
    /// `CreateAdditionalSwapChain`: a swap chain of `params` presenting to
    /// `window` (none: headless).
    pub fn create_additional_swap_chain(
        &mut self,
        params: &PresentParameters,
        window: Option<WindowTarget>,
    ) -> D3dResult<SwapChainId> {
        self.captured(
            |dev| {
                if let Some(w) = &window
                    && w.surface()
                        .is_some_and(|s| s.gpu().device() != dev.gpu.device())
                {
                    return Err(invalid!("the window surface was made on another GPU"));
                }
                let mode = present_mode_for_interval(params.presentation_interval)?;
                let (back_buffer, resolved) =
                    dev.make_back_buffer(params, window.as_ref().map(|w| w.client_size()))?;
                dev.swap.next_chain += 1;
                let id = SwapChainId(dev.swap.next_chain);
                dev.swap.additional.push(AdditionalChain {
                    id,
                    back_buffer,
                    params: resolved,
                    window: window.map(|w| (w, mode)),
                });
                Ok(id)
            },
            |_, _| Record::LeftOut("CreateAdditionalSwapChain"),
        )
    }

    /// The additional swap chains in `GetSwapChain` order (index 1, 2...).
    pub fn additional_swap_chains(&self) -> Vec<SwapChainId> {
        self.swap.additional.iter().map(|c| c.id).collect()
    }

    fn chain(&self, id: SwapChainId) -> D3dResult<&AdditionalChain> {
        self.swap
            .additional
            .iter()
            .find(|c| c.id == id)
            .ok_or_else(|| invalid!("swap chain {} was released", id.0))
    }

    /// The back buffer of swap chain `id`.
    pub fn swap_chain_back_buffer(&self, id: SwapChainId) -> D3dResult<SurfaceId> {
        Ok(self.chain(id)?.back_buffer)
    }

    /// The parameters swap chain `id` was made with, defaults resolved.
    pub fn swap_chain_parameters(&self, id: SwapChainId) -> D3dResult<PresentParameters> {
        Ok(self.chain(id)?.params)
    }

    /// `IDirect3DSwapChain9::Present` of swap chain `id`: submits the
    /// recorded work and draws its back buffer onto its window (a client
    /// area with a zero edge skips the frame).
    pub fn present_swap_chain(&mut self, id: SwapChainId) -> D3dResult<()> {
        if self.swap.not_reset {
            return Err(crate::error::D3dError::DeviceLost(
                "Present after a failed Reset (Reset the device first)".into(),
            ));
        }
        let back_buffer = self.chain(id)?.back_buffer;
        self.msaa_read(back_buffer)?;
        self.flush()?;
        let chain = self.chain(id)?;
        let Some((target, mode)) = &chain.window else {
            return Ok(());
        };
        let texture = self
            .resources
            .surfaces
            .get(chain.back_buffer.0)?
            .texture
            .clone();
        target.show(&self.gpu, &texture, *mode)?;
        Ok(())
    }

    /// Releases swap chain `id` and its back buffer.
    pub fn release_swap_chain(&mut self, id: SwapChainId) -> D3dResult<()> {
        let at = self
            .swap
            .additional
            .iter()
            .position(|c| c.id == id)
            .ok_or_else(|| invalid!("swap chain {} was released", id.0))?;
        let chain = self.swap.additional.remove(at);
        self.release_surface(chain.back_buffer)
    }
}
