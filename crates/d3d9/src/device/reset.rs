//! `IDirect3DDevice9::Reset` and `TestCooperativeLevel`.
//!
//! Rules (Microsoft's `IDirect3DDevice9::Reset` page, and what Wine's
//! `test_reset` checks on Windows):
//! - Before `Reset` the application releases its explicit render targets
//!   and depth-stencil surfaces, its `D3DPOOL_DEFAULT` resources
//!   (textures, volume textures, offscreen plain surfaces, vertex and
//!   index buffers) and its state blocks; one still alive makes `Reset`
//!   fail with `D3DERR_INVALIDCALL`. `D3DPOOL_MANAGED`, `SYSTEMMEM` and
//!   `SCRATCH` resources survive, and so do shaders and vertex
//!   declarations (not resources). A state block being recorded is
//!   dropped.
//! - A failed `Reset` leaves the device "not reset":
//!   `TestCooperativeLevel` returns `D3DERR_DEVICENOTRESET` and `Present`
//!   `D3DERR_DEVICELOST` until a `Reset` succeeds.
//! - A successful one recreates the implicit back buffer and automatic
//!   depth-stencil surface at the new size and format (a windowed size of
//!   0 takes the window's client size), binds them, and puts every other
//!   state back to its default: render, sampler and texture-stage states,
//!   transforms, lights, material, clip planes, constants, streams,
//!   indices, textures, shaders and declaration unbound; `ZENABLE` true
//!   only with an automatic depth-stencil surface; the viewport covers the
//!   new back buffer (0, 0, width, height, 0, 1). The scene ends.
//! - The window's surface is configured for the new parameters: size and
//!   present mode. This is how a port resizes: on a window resize it
//!   records the new client size on its [`crate::WindowTarget`] and calls
//!   `Reset` with a size of 0 (or the new size).
//! - Vertex processing is `CreateDevice`'s (its behaviour flags).
//!
//! What the application still references (a `GetBackBuffer` surface not
//! released, as Wine checks) is the C ABI's reference counting, not this
//! device's: handles to the old implicit surfaces are dead afterwards.

use ninebridge_types::{Pool, PresentParameters};

use super::Device;
use crate::capture::Record;
use crate::error::{D3dError, D3dResult, invalid};
use crate::resource::SurfaceKind;

/// What must be released before `Reset` and is still alive.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
struct Unreleased {
    textures: usize,
    render_targets: usize,
    depth_stencils: usize,
    offscreen: usize,
    vertex_buffers: usize,
    index_buffers: usize,
    state_blocks: usize,
}

impl Unreleased {
    /// `None` when nothing is left, else the list for the error.
    fn describe(&self) -> Option<String> {
        let parts: Vec<String> = [
            (self.textures, "D3DPOOL_DEFAULT textures"),
            (self.render_targets, "render targets"),
            (self.depth_stencils, "depth-stencil surfaces"),
            (self.offscreen, "D3DPOOL_DEFAULT offscreen plain surfaces"),
            (self.vertex_buffers, "D3DPOOL_DEFAULT vertex buffers"),
            (self.index_buffers, "D3DPOOL_DEFAULT index buffers"),
            (self.state_blocks, "state blocks"),
        ]
        .into_iter()
        .filter(|(n, _)| *n > 0)
        .map(|(n, what)| format!("{n} {what}"))
        .collect();
        (!parts.is_empty()).then(|| parts.join(", "))
    }
}

impl Device {
    /// `IDirect3DDevice9::Reset` with `params` (see the module notes for
    /// the rules). Works on headless devices too. On failure the device is
    /// not reset ([`Device::test_cooperative_level`]).
    pub fn reset(&mut self, params: &PresentParameters) -> D3dResult<()> {
        self.reset_with(params, false)
    }

    /// `IDirect3DDevice9Ex::Reset`/`ResetEx`: [`Device::reset`] without the
    /// rule that `D3DPOOL_DEFAULT` resources, render targets,
    /// depth-stencil surfaces and state blocks be released first
    /// (Direct3D 9Ex keeps them across a reset: Microsoft's "Direct3D 9Ex
    /// improvements" page, Wine's `d3d9ex.c` `test_reset`).
    pub fn reset_keeping_resources(&mut self, params: &PresentParameters) -> D3dResult<()> {
        self.reset_with(params, true)
    }

    fn reset_with(&mut self, params: &PresentParameters, keep: bool) -> D3dResult<()> {
        // No trace step expresses a `Reset`: counted as left out. The new
        // implicit surfaces it makes and binds are part of it.
        let result = self.captured(
            |dev| dev.reset_inner(params, keep),
            |_, _| Record::LeftOut("Reset"),
        );
        match &result {
            Ok(()) => {
                self.swap.not_reset = false;
                self.swap.resets += 1;
            }
            Err(e) => {
                tracing::debug!("Reset failed: {e}");
                self.swap.not_reset = true;
            }
        }
        result
    }

    /// A `Reset` the caller refuses before the device gets to it (the C
    /// ABI: the application still holds a reference on an implicit
    /// surface, which Windows refuses, as Wine's `test_reset` records):
    /// the device is left "not reset" as by a failed [`Device::reset`],
    /// and the error is `D3DERR_INVALIDCALL` with `why`.
    pub fn refuse_reset(&mut self, why: &str) -> D3dError {
        tracing::debug!("Reset refused: {why}");
        self.swap.not_reset = true;
        invalid!("Reset refused: {why}")
    }

    /// `IDirect3DDevice9::TestCooperativeLevel`: `D3DERR_DEVICENOTRESET`
    /// after a failed [`Device::reset`] until one succeeds, else `Ok`.
    pub fn test_cooperative_level(&self) -> D3dResult<()> {
        if self.swap.not_reset {
            Err(D3dError::DeviceNotReset(
                "the last Reset failed; Reset the device".into(),
            ))
        } else {
            Ok(())
        }
    }

    fn reset_inner(&mut self, params: &PresentParameters, keep: bool) -> D3dResult<()> {
        if self.swap.params.is_none() {
            return Err(invalid!(
                "Reset of a device without implicit surfaces (CreateDevice first)"
            ));
        }
        // The parameters are checked before anything is torn down.
        let client = self.swap.window.as_ref().map(|w| w.target.client_size());
        super::window::resolve_size(params, client)?;
        if self.swap.window.is_some() {
            super::window::present_mode_for_interval(params.presentation_interval)?;
        }
        if let Some(left) = self.unreleased().describe().filter(|_| !keep) {
            return Err(invalid!(
                "Reset with {left} still alive (release them first)"
            ));
        }
        self.flush()?;
        for surface in [self.implicit.back_buffer, self.implicit.depth_stencil]
            .into_iter()
            .flatten()
        {
            self.release_surface(surface)?;
        }
        self.implicit = Default::default();
        self.discard_recording();
        self.in_scene = false;
        self.state.reset();
        // Default sampler states: each stage's sampler is resolved again.
        self.renderer.samplers.stages = Default::default();
        self.renderer.resolved = None;
        self.renderer.bindings = Default::default();
        let flags = self.swap.flags;
        self.build_implicit_surfaces(params, flags)
    }

    /// What is alive that `Reset` needs released.
    fn unreleased(&self) -> Unreleased {
        let implicit = [self.implicit.back_buffer, self.implicit.depth_stencil];
        let r = &self.resources;
        let mut left = Unreleased {
            textures: r
                .textures
                .iter()
                .filter(|t| t.pool == Pool::Default)
                .count(),
            vertex_buffers: r
                .vertex_buffers
                .iter()
                .filter(|b| b.pool == Pool::Default)
                .count(),
            index_buffers: r
                .index_buffers
                .iter()
                .filter(|b| b.pool == Pool::Default)
                .count(),
            state_blocks: self.live_state_blocks(),
            ..Unreleased::default()
        };
        // Texture levels go with their texture, counted above.
        for s in r.surfaces.iter() {
            match s.kind {
                SurfaceKind::RenderTarget => left.render_targets += 1,
                SurfaceKind::DepthStencil => left.depth_stencils += 1,
                SurfaceKind::OffscreenPlain if s.pool == Pool::Default => left.offscreen += 1,
                _ => {}
            }
        }
        // The implicit surfaces are the device's own.
        for id in implicit.into_iter().flatten() {
            if let Ok(s) = r.surfaces.get(id.0) {
                match s.kind {
                    SurfaceKind::RenderTarget => left.render_targets -= 1,
                    SurfaceKind::DepthStencil => left.depth_stencils -= 1,
                    _ => {}
                }
            }
        }
        left
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn nothing_left_describes_as_none() {
        assert_eq!(Unreleased::default().describe(), None);
        let left = Unreleased {
            textures: 2,
            state_blocks: 1,
            ..Unreleased::default()
        };
        assert_eq!(
            left.describe().as_deref(),
            Some("2 D3DPOOL_DEFAULT textures, 1 state blocks")
        );
    }
}
