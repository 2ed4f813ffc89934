//! Render targets and render-pass attachments: the bound colour targets
//! resolved to views, and the one place colour and depth-stencil
//! attachments are built for draws, clears and rectangle clears.

use ninebridge_gpu::{ColorTarget, DepthTarget, wgpu};

use super::viewport::DrawViewport;
use crate::enhance::scale::{AxisScale, UNSCALED, physical_rect};
use crate::error::{D3dResult, invalid};
use crate::renderer::Renderer;
use crate::resource::SurfaceId;
use crate::state::MAX_RENDER_TARGETS;

/// A resolved render target of the current state.
pub(super) struct Target {
    pub(super) view: wgpu::TextureView,
    pub(super) format: wgpu::TextureFormat,
    /// Whether the D3D9 format stores alpha: without it, a blend reads the
    /// destination alpha as 1 (`Format::has_alpha`).
    pub(super) alpha: bool,
    /// A `D3DFMT_NULL` target: draws write no colour into its stand-in.
    pub(super) null: bool,
    /// The size of the GPU level drawn into (the logical size times
    /// `scale`).
    pub(super) width: u32,
    /// See `width`.
    pub(super) height: u32,
    /// Resolution scaling: GPU pixels per D3D9 pixel, per axis.
    pub(super) scale: crate::enhance::scale::AxisScale,
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

/// The scale of the first bound target (D3D9's viewport, scissor and
/// clear rectangles are in its pixels).
pub(super) fn targets_scale(targets: &[Option<Target>]) -> crate::enhance::scale::AxisScale {
    targets
        .iter()
        .flatten()
        .next()
        .map_or(crate::enhance::scale::UNSCALED, |t| t.scale)
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
) -> Vec<Option<ColorTarget>> {
    targets
        .iter()
        .map(|t| {
            t.as_ref().map(|t| ColorTarget {
                view: t.view.clone(),
                // `NINEBRIDGE_MSAA_RESOLVE=every-pass`: every pass resolves.
                resolve_target: t.msaa.as_ref().and_then(|m| m.resolve_target.clone()),
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
) -> DepthTarget {
    DepthTarget {
        view: view.clone(),
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

/// The read-only depth-stencil attachment of `surface`: a level of a
/// depth texture that the pass's draws also sample (wgpu allows a texture
/// as a read-only attachment and a sampled texture in one pass).
pub(super) fn read_only_depth_attachment((view, _): &DepthSurface) -> DepthTarget {
    DepthTarget {
        view: view.clone(),
        depth_ops: None,
        stencil_ops: None,
    }
}

/// The scissor rectangle (x, y, width, height) in the pixels of targets
/// of GPU size `size` scaled by `scale`: D3D9's (`[left, top, right,
/// bottom]`, the whole target when unset) scaled and cut to the target.
pub(super) fn scissor_rect(
    scissor: Option<[u32; 4]>,
    size: (u32, u32),
    scale: AxisScale,
) -> (u32, u32, u32, u32) {
    let Some([l, t, r, b]) = scissor else {
        return (0, 0, size.0, size.1);
    };
    let rect = (l, t, r.saturating_sub(l), b.saturating_sub(t));
    let (x, y, w, h) = physical_rect(scale, rect, (u32::MAX, u32::MAX));
    let (x0, y0) = (x.min(size.0), y.min(size.1));
    let x1 = x.saturating_add(w).min(size.0).max(x0);
    let y1 = y.saturating_add(h).min(size.1).max(y0);
    (x0, y0, x1 - x0, y1 - y0)
}

/// A logical size of GPU size `size` scaled by `scale`.
pub(super) fn logical_size(size: (u32, u32), scale: AxisScale) -> (u32, u32) {
    if scale == UNSCALED {
        return size;
    }
    let edge = |v: u32, s: f32| (f64::from(v) / f64::from(s)).round() as u32;
    (edge(size.0, scale[0]), edge(size.1, scale[1]))
}

/// What [`Renderer::draw_viewport`] computes a viewport from.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(crate) struct ViewportKey {
    vp: ninebridge_types::Viewport,
    size: (u32, u32),
    scale: AxisScale,
    uncorrected: bool,
}

impl Renderer {
    /// The viewport of a draw into targets of GPU size `size` scaled by
    /// `scale`: D3D9's (the whole target when unset) in their pixels.
    pub(super) fn draw_viewport(
        &self,
        state: &crate::state::State,
        size: (u32, u32),
        scale: AxisScale,
    ) -> DrawViewport {
        let (w, h) = logical_size(size, scale);
        let vp = state.viewport().unwrap_or(ninebridge_types::Viewport {
            x: 0,
            y: 0,
            width: w,
            height: h,
            min_z: 0.0,
            max_z: 1.0,
        });
        let uncorrected = self.scaling.settings.uncorrected_quads;
        // Most draws keep the viewport and targets of the draw before:
        // comparing the inputs costs less than the clip-space arithmetic.
        let key = ViewportKey {
            vp,
            size,
            scale,
            uncorrected,
        };
        if let Some((last, v)) = self.last_viewport.get() {
            if last == key {
                return v;
            }
        }
        let v = DrawViewport::scaled(&vp, size, scale, uncorrected);
        self.last_viewport.set(Some((key, v)));
        v
    }

    /// The bound render targets; `srgb` selects the sRGB views where the
    /// format has one.
    pub(super) fn targets(
        &self,
        state: &crate::state::State,
        resources: &crate::resource::Resources,
        srgb: bool,
    ) -> D3dResult<Vec<Option<Target>>> {
        let mut out = Vec::with_capacity(MAX_RENDER_TARGETS);
        let samples = self.msaa_pass_samples(state, resources);
        for (i, rt) in state.render_targets().iter().enumerate() {
            match rt {
                Some(id) => {
                    let s = resources.surfaces.get(id.0)?;
                    // sRGB writes use the sRGB view of 8-bit targets; the
                    // pixel shader converts for the others (float targets,
                    // `ShaderVariant::srgb_write`).
                    let (mut view, format) = match (&s.srgb_view, srgb) {
                        (Some(v), true) => (v.clone(), s.texture.format().add_srgb_suffix()),
                        _ => (s.view.clone(), s.texture.format()),
                    };
                    // D3D9 allows a depth-stencil surface larger than the
                    // target; wgpu needs equal sizes: draw into a stand-in.
                    let proxy = self.target_proxy(state, resources, *id, s, format)?;
                    if let Some(p) = &proxy {
                        view = p.view.clone();
                    }
                    let (width, height) = s.physical_size();
                    // A multisampled pass draws into the twin.
                    let msaa = match self.msaa_color_use(resources, *id, samples, srgb)? {
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
                        null: s.format == ninebridge_types::Format::Null,
                        width,
                        height,
                        scale: s.scale,
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

    /// The view and format of surface `id`, as a depth-stencil attachment
    /// of `targets`. A surface that covers the targets in D3D9's pixels but
    /// not in GPU pixels (the targets are scaled and it is not, or less) is
    /// drawn through a twin of the targets' GPU size (`Scaling`), which
    /// keeps its own contents.
    pub(super) fn depth_surface(
        &self,
        resources: &crate::resource::Resources,
        id: SurfaceId,
        targets: &[Option<Target>],
    ) -> D3dResult<DepthSurface> {
        let s = resources.surfaces.get(id.0)?;
        let size = targets_size(targets);
        let (w, h) = s.physical_size();
        let logical = logical_size(size, targets_scale(targets));
        let covers = targets.iter().flatten().next().is_none() || (w >= size.0 && h >= size.1);
        if covers || s.width < logical.0 || s.height < logical.1 {
            return Ok((s.view.clone(), s.texture.format()));
        }
        let size = (w.max(size.0), h.max(size.1));
        let format = s.texture.format();
        let mut twins = self.scaling.depth_twins.borrow_mut();
        if let Some(view) = twins.get(&(id, size)) {
            return Ok((view.clone(), format));
        }
        let texture = self.gpu.scoped("create_texture (depth twin)", |d| {
            d.create_texture(&wgpu::TextureDescriptor {
                label: Some("d3d9 scaled depth-stencil twin"),
                size: wgpu::Extent3d {
                    width: size.0,
                    height: size.1,
                    depth_or_array_layers: 1,
                },
                mip_level_count: 1,
                sample_count: 1,
                dimension: wgpu::TextureDimension::D2,
                format,
                usage: wgpu::TextureUsages::RENDER_ATTACHMENT,
                view_formats: &[],
            })
        })?;
        let view = texture.create_view(&Default::default());
        twins.insert((id, size), view.clone());
        self.scaling.count(|c| c.depth_twins += 1);
        tracing::debug!(
            "depth-stencil surface {} ({}x{}) drawn through a {}x{} twin for scaled targets",
            id.0,
            s.width,
            s.height,
            size.0,
            size.1
        );
        Ok((view, format))
    }
}
