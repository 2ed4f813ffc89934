//! Render targets and render-pass attachments: the bound colour targets
//! resolved to views, and the one place colour and depth-stencil
//! attachments are built for draws, clears and rectangle clears.

use ninebridge_gpu::wgpu;

use crate::device::{Device, MAX_RENDER_TARGETS};
use crate::error::{D3dResult, invalid};

/// A resolved render target of the current state.
pub(super) struct Target {
    pub(super) view: wgpu::TextureView,
    pub(super) format: wgpu::TextureFormat,
    /// Whether the D3D9 format stores alpha: without it, a blend reads the
    /// destination alpha as 1 (`Format::has_alpha`).
    pub(super) alpha: bool,
    pub(super) width: u32,
    pub(super) height: u32,
    /// Set when `view` is a stand-in of the depth-stencil surface's size
    /// for a smaller target (`crate::proxy`).
    pub(super) proxy: Option<crate::proxy::ProxyCopy>,
    /// How the pass uses the target's multisampled twin, when it has one
    /// (`crate::enhance`).
    pub(super) msaa: Option<crate::enhance::PassTwin>,
}

/// The sample count a pass of `targets` renders with.
pub(super) fn targets_samples(targets: &[Option<Target>]) -> u32 {
    targets
        .iter()
        .flatten()
        .find_map(|t| t.msaa.as_ref().filter(|m| m.into_samples))
        .map_or(1, |m| m.samples)
}

/// The multisampled twins a pass of `targets` and `depth` uses.
pub(super) fn pass_twins(
    targets: &[Option<Target>],
    depth: Option<&crate::enhance::PassTwin>,
) -> Vec<crate::enhance::PassTwin> {
    targets
        .iter()
        .flatten()
        .filter_map(|t| t.msaa.clone())
        .chain(depth.cloned())
        .collect()
}

/// The size every bound target covers: the smallest width and height
/// (`u32::MAX` for no targets).
pub(super) fn targets_size(targets: &[Option<Target>]) -> (u32, u32) {
    targets
        .iter()
        .flatten()
        .fold((u32::MAX, u32::MAX), |(w, h), t| {
            (w.min(t.width), h.min(t.height))
        })
}

/// The stand-ins of `targets` (see `crate::proxy`).
pub(super) fn proxies_of(targets: &[Option<Target>]) -> Vec<crate::proxy::ProxyCopy> {
    targets
        .iter()
        .flatten()
        .filter_map(|t| t.proxy.clone())
        .collect()
}

/// An RGBA colour as wgpu's `f64` colour.
pub(super) fn wgpu_color(rgba: [f32; 4]) -> wgpu::Color {
    wgpu::Color {
        r: f64::from(rgba[0]),
        g: f64::from(rgba[1]),
        b: f64::from(rgba[2]),
        a: f64::from(rgba[3]),
    }
}

/// A depth-stencil surface of a pass: its view and format.
pub(super) type DepthSurface = (wgpu::TextureView, wgpu::TextureFormat);

/// The colour attachments of `targets` (unbound slots stay `None`), each
/// loaded with `load` and stored.
pub(super) fn color_attachments(
    targets: &[Option<Target>],
    load: wgpu::LoadOp<wgpu::Color>,
) -> Vec<Option<wgpu::RenderPassColorAttachment<'_>>> {
    targets
        .iter()
        .map(|t| {
            t.as_ref().map(|t| wgpu::RenderPassColorAttachment {
                view: &t.view,
                depth_slice: None,
                // `NINEBRIDGE_MSAA_RESOLVE=every-pass`: every pass resolves.
                resolve_target: t.msaa.as_ref().and_then(|m| m.resolve_target.as_ref()),
                ops: wgpu::Operations {
                    load,
                    store: wgpu::StoreOp::Store,
                },
            })
        })
        .collect()
}

/// The depth-stencil attachment of `surface`, depth loaded with `depth` and
/// stencil with `stencil` (the stencil aspect only where the format has
/// one), both stored.
pub(super) fn depth_attachment(
    (view, format): &DepthSurface,
    depth: wgpu::LoadOp<f32>,
    stencil: wgpu::LoadOp<u32>,
) -> wgpu::RenderPassDepthStencilAttachment<'_> {
    wgpu::RenderPassDepthStencilAttachment {
        view,
        depth_ops: Some(wgpu::Operations {
            load: depth,
            store: wgpu::StoreOp::Store,
        }),
        stencil_ops: format.has_stencil_aspect().then_some(wgpu::Operations {
            load: stencil,
            store: wgpu::StoreOp::Store,
        }),
    }
}

impl Device {
    /// The bound render targets; `srgb` selects the sRGB views where the
    /// format has one.
    pub(super) fn targets(&self, srgb: bool) -> D3dResult<Vec<Option<Target>>> {
        let mut out = Vec::with_capacity(MAX_RENDER_TARGETS);
        let samples = self.msaa_pass_samples();
        for (i, rt) in self.state.render_targets.iter().enumerate() {
            match rt {
                Some(id) => {
                    let s = self.resources.surfaces.get(id.0)?;
                    // sRGB writes use the sRGB view of 8-bit targets; the
                    // pixel shader converts for the others (float targets,
                    // `ShaderVariant::srgb_write`).
                    let (mut view, format) = match (&s.srgb_view, srgb) {
                        (Some(v), true) => (v.clone(), s.texture.format().add_srgb_suffix()),
                        _ => (s.view.clone(), s.texture.format()),
                    };
                    // D3D9 allows a depth-stencil surface larger than the
                    // target; wgpu needs equal sizes: draw into a stand-in.
                    let proxy = self.target_proxy(*id, s, format)?;
                    if let Some(p) = &proxy {
                        view = p.view.clone();
                    }
                    // A multisampled pass draws into the twin.
                    let msaa = match self.msaa_color_use(*id, samples, srgb)? {
                        Some((twin, twin_view)) => {
                            if proxy.is_none() {
                                view = twin_view;
                            }
                            Some(twin)
                        }
                        None => None,
                    };
                    out.push(Some(Target {
                        view,
                        format,
                        alpha: s.format.has_alpha(),
                        width: s.width,
                        height: s.height,
                        proxy,
                        msaa,
                    }));
                }
                None if i == 0 => return Err(invalid!("no render target 0 is set")),
                None => out.push(None),
            }
        }
        while matches!(out.last(), Some(None)) {
            out.pop();
        }
        Ok(out)
    }
}
