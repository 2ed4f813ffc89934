//! Clears and colour fills. A clear of whole, equally sized targets is a
//! render pass with clear load operations; a clear of part of them (the
//! viewport or scissor rectangle) is drawn (`crate::clear`). Both are
//! recorded into the open encoder after the draws before them, as a pass of
//! their own (`Renderer::with_own_pass`): a clear submits nothing.

use ninebridge_gpu::{PassTargets, wgpu};

use super::targets::{
    DepthSurface, Target, color_attachments, depth_attachment, proxies_of, targets_size, wgpu_color,
};
use crate::enhance::scale::physical_rect;
use crate::error::D3dResult;
use crate::renderer::Renderer;
use crate::resource::Resources;
use crate::resource::SurfaceId;
use crate::state::State;
use ninebridge_types::{ClearFlags, Rect, RenderState, d3dcolor_to_rgba};

/// The intersection of two (left, top, right, bottom) rectangles (possibly empty).
fn intersect(a: [u32; 4], b: [u32; 4]) -> [u32; 4] {
    [
        a[0].max(b[0]),
        a[1].max(b[1]),
        a[2].min(b[2]),
        a[3].min(b[3]),
    ]
}

impl Renderer {
    /// The GPU half of `Clear` (`Device::clear` checks it): the bound
    /// targets and depth-stencil surface cleared inside the viewport (and
    /// the scissor rectangle when that test is on), all of it when `rects`
    /// is empty, otherwise each rectangle intersected with it.
    #[allow(clippy::too_many_arguments)]
    pub(crate) fn clear(
        &mut self,
        state: &State,
        resources: &mut Resources,
        back_buffer: Option<SurfaceId>,
        rects: &[Rect],
        flags: ClearFlags,
        color: u32,
        z: f32,
        stencil: u32,
    ) -> D3dResult<()> {
        // With SRGBWRITEENABLE Windows encodes the clear colour as sRGB too
        // (Wine's `clear_test`): through the sRGB views of 8-bit targets,
        // on the CPU for the others.
        let srgb = state.render().flag(RenderState::SrgbWriteEnable);
        let targets = self.targets(state, resources, srgb)?;
        let samples = super::targets::targets_samples(&targets);
        let mut depth_twin = None;
        let depth = match state.depth_stencil() {
            Some(id)
                if flags.contains(ClearFlags::ZBUFFER) || flags.contains(ClearFlags::STENCIL) =>
            {
                let (depth, twin) = self.msaa_depth_use(resources, back_buffer, id, samples)?;
                depth_twin = twin;
                // Resolution scaling: a single-sample surface less scaled than
                // the targets is drawn through a twin of their size.
                Some(match depth_twin {
                    Some(_) => depth,
                    None => self.depth_surface(resources, id, &targets)?,
                })
            }
            _ => None,
        };
        let mut rgba = d3dcolor_to_rgba(color);
        if srgb && !self.target0_has_srgb_view(state, resources) {
            for c in &mut rgba[..3] {
                *c = linear_to_srgb(*c);
            }
        }
        // D3D9 clears the viewport, within the scissor rectangle when the
        // scissor test is on.
        // Targets drawn through stand-ins (a larger depth-stencil surface)
        // each keep only their own part: the clear covers the largest.
        let stand_in = targets.iter().flatten().any(|t| t.proxy.is_some());
        let (rt_w, rt_h) = if stand_in {
            targets
                .iter()
                .flatten()
                .fold((0, 0), |(w, h), t| (w.max(t.width), h.max(t.height)))
        } else {
            targets_size(&targets)
        };
        // Rectangles are D3D9's (logical pixels) until they are cut, then
        // scaled to the targets' GPU pixels (resolution scaling).
        let scale = super::targets::targets_scale(&targets);
        let (lw, lh) = super::targets::logical_size((rt_w, rt_h), scale);
        let physical = |[l, t, r, b]: [u32; 4]| {
            let (w, h) = (r.saturating_sub(l), b.saturating_sub(t));
            let (x, y, w, h) = physical_rect(scale, (l, t, w, h), (rt_w, rt_h));
            [x, y, x + w, y + h]
        };
        let mut rect = [0, 0, lw, lh];
        if let Some(vp) = state.viewport() {
            rect = intersect(
                rect,
                [
                    vp.x,
                    vp.y,
                    vp.x.saturating_add(vp.width),
                    vp.y.saturating_add(vp.height),
                ],
            );
        }
        if state.render().flag(RenderState::ScissorTestEnable) {
            if let Some(sc) = state.scissor() {
                rect = intersect(rect, sc);
            }
        }
        if rect[0] >= rect[2] || rect[1] >= rect[3] {
            return Ok(());
        }
        if !rects.is_empty() {
            let clamp = |v: i32| u32::try_from(v).unwrap_or(0);
            for r in rects {
                let r = intersect(
                    rect,
                    [clamp(r.left), clamp(r.top), clamp(r.right), clamp(r.bottom)],
                );
                let r = physical(r);
                if r[0] < r[2] && r[1] < r[3] {
                    let d = (depth.clone(), depth_twin.as_ref());
                    self.clear_rect(
                        (state, resources, back_buffer),
                        &targets,
                        d,
                        flags,
                        rgba,
                        z,
                        stencil,
                        r,
                    )?;
                }
            }
            return Ok(());
        }
        let uniform_size = targets
            .iter()
            .flatten()
            .all(|t| (t.width, t.height) == (rt_w, rt_h));
        // A stand-in is larger than its target: clear only the target's part
        // of it and of the depth-stencil surface.
        let rect = physical(rect);
        if rect != [0, 0, rt_w, rt_h] || !uniform_size || stand_in {
            let d = (depth, depth_twin.as_ref());
            return self.clear_rect(
                (state, resources, back_buffer),
                &targets,
                d,
                flags,
                rgba,
                z,
                stencil,
                rect,
            );
        }
        let clear_color = wgpu_color(rgba);
        let proxies = proxies_of(&targets);
        let twins = clear_twins(&targets, depth_twin.as_ref(), flags);
        // The whole of colour and depth is cleared: nothing to move first.
        let cleared = (
            flags.contains(ClearFlags::TARGET),
            flags.contains(ClearFlags::ZBUFFER),
        );
        self.with_own_pass(
            || {
                format!(
                    "clear {}",
                    super::profile::pass_label(state, resources, back_buffer)
                )
                .into()
            },
            |encoder, timestamp_writes| {
                if let Err(e) = self.msaa_prepare(encoder, &twins, cleared) {
                    tracing::error!("multisampling: {e}");
                }
                crate::proxy::copy_in(encoder, &proxies);
                let attachments = if flags.contains(ClearFlags::TARGET) {
                    color_attachments(&targets, wgpu::LoadOp::Clear(clear_color))
                } else {
                    Vec::new()
                };
                let depth_load = if flags.contains(ClearFlags::ZBUFFER) {
                    wgpu::LoadOp::Clear(z.clamp(0.0, 1.0))
                } else {
                    wgpu::LoadOp::Load
                };
                let stencil_load = if flags.contains(ClearFlags::STENCIL) {
                    wgpu::LoadOp::Clear(stencil & 0xff)
                } else {
                    wgpu::LoadOp::Load
                };
                let depth_attachment = depth
                    .as_ref()
                    .map(|d| depth_attachment(d, depth_load, stencil_load));
                let clear = PassTargets {
                    label: "d3d9 clear",
                    colors: attachments,
                    depth: depth_attachment,
                    occlusion: None,
                };
                drop(clear.begin(encoder, timestamp_writes));
                crate::proxy::copy_out(encoder, &proxies);
            },
        );
        Ok(())
    }

    /// Clears `rect` (left, top, right, bottom) by drawing (see `clear.rs`).
    #[allow(clippy::too_many_arguments)]
    pub(super) fn clear_rect(
        &mut self,
        (state, resources, back_buffer): (&State, &Resources, Option<SurfaceId>),
        targets: &[Option<Target>],
        (depth, depth_twin): (Option<DepthSurface>, Option<&crate::enhance::PassTwin>),
        flags: ClearFlags,
        rgba: [f32; 4],
        z: f32,
        stencil: u32,
        rect: [u32; 4],
    ) -> D3dResult<()> {
        let colors: Vec<Option<wgpu::TextureFormat>> = if flags.contains(ClearFlags::TARGET) {
            targets
                .iter()
                .map(|t| t.as_ref().map(|t| t.format))
                .collect()
        } else {
            Vec::new()
        };
        let key = crate::clear::ClearKey {
            samples: super::targets::targets_samples(targets),
            colors,
            depth: depth.as_ref().map(|(_, f)| {
                (
                    *f,
                    flags.contains(ClearFlags::ZBUFFER),
                    flags.contains(ClearFlags::STENCIL),
                )
            }),
        };
        if key.colors.iter().all(Option::is_none) && key.depth.is_none() {
            return Ok(());
        }
        let pipeline = self.clear_pipelines.get(&self.gpu, &key)?;
        let z = z.clamp(0.0, 1.0);
        let buffer = self.uniform_buffer(bytemuck::cast_slice(&[rgba, [z, 0.0, 0.0, 0.0]]))?;
        let group = self.gpu.scoped("create_bind_group (clear)", |d| {
            let layout = pipeline.get_bind_group_layout(0);
            d.create_bind_group(&wgpu::BindGroupDescriptor {
                label: Some("d3d9 clear"),
                layout: &layout,
                entries: &[wgpu::BindGroupEntry {
                    binding: 0,
                    resource: buffer.as_entire_binding(),
                }],
            })
        })?;
        let proxies = proxies_of(targets);
        let twins = clear_twins(targets, depth_twin, flags);
        self.with_own_pass(
            || {
                format!(
                    "clear {}",
                    super::profile::pass_label(state, resources, back_buffer)
                )
                .into()
            },
            |encoder, timestamp_writes| {
                if let Err(e) = self.msaa_prepare(encoder, &twins, (false, false)) {
                    tracing::error!("multisampling: {e}");
                }
                crate::proxy::copy_in(encoder, &proxies);
                {
                    let attachments = if flags.contains(ClearFlags::TARGET) {
                        color_attachments(targets, wgpu::LoadOp::Load)
                    } else {
                        Vec::new()
                    };
                    let depth_attachment = depth
                        .as_ref()
                        .map(|d| depth_attachment(d, wgpu::LoadOp::Load, wgpu::LoadOp::Load));
                    let clear = PassTargets {
                        label: "d3d9 clear (rect)",
                        colors: attachments,
                        depth: depth_attachment,
                        occlusion: None,
                    };
                    let mut pass = clear.begin(encoder, timestamp_writes);
                    let [x0, y0, x1, y1] = rect;
                    pass.set_pipeline(&pipeline);
                    pass.set_viewport(
                        x0 as f32,
                        y0 as f32,
                        (x1 - x0) as f32,
                        (y1 - y0) as f32,
                        0.0,
                        1.0,
                    );
                    pass.set_scissor_rect(x0, y0, x1 - x0, y1 - y0);
                    pass.set_stencil_reference(stencil & 0xff);
                    pass.set_bind_group(0, &group, &[]);
                    pass.draw(0..3, 0..1);
                }
                crate::proxy::copy_out(encoder, &proxies);
            },
        );
        Ok(())
    }

    /// The GPU half of `ColorFill` (`Device::color_fill_rect` checks it
    /// and flushes around it): `r` (x, y, width, height in D3D9 pixels) of
    /// surface `surface` filled with `color`.
    pub(crate) fn color_fill(
        &mut self,
        (state, resources, back_buffer): (&State, &Resources, Option<SurfaceId>),
        surface: SurfaceId,
        r: (u32, u32, u32, u32),
        color: u32,
    ) -> D3dResult<()> {
        let s = resources.surfaces.get(surface.0)?;
        let (width, height) = s.physical_size();
        let r = s.physical_rect(r);
        let target = Target {
            view: s.view.clone(),
            format: s.texture.format(),
            alpha: s.format.has_alpha(),
            null: false,
            width,
            height,
            scale: s.scale,
            proxy: None,
            msaa: None,
        };
        let rgba = d3dcolor_to_rgba(color);
        self.clear_rect(
            (state, resources, back_buffer),
            &[Some(target)],
            (None, None),
            ClearFlags::TARGET,
            rgba,
            0.0,
            0,
            [r.0, r.1, r.0 + r.2, r.1 + r.3],
        )?;
        Ok(())
    }
}

/// The multisampled twins a clear of `flags` renders into: the targets'
/// when it clears colour, the depth-stencil surface's when it has one.
fn clear_twins(
    targets: &[Option<Target>],
    depth: Option<&crate::enhance::PassTwin>,
    flags: ClearFlags,
) -> Vec<crate::enhance::PassTwin> {
    let colors: &[Option<Target>] = if flags.contains(ClearFlags::TARGET) {
        targets
    } else {
        &[]
    };
    super::targets::pass_twins(colors, depth)
}

/// The sRGB encoding of a linear value in [0, 1] (the D3D9 clear colour's
/// channels): 12.92 c up to 0.0031308, 1.055 c^(1/2.4) - 0.055 above.
fn linear_to_srgb(c: f32) -> f32 {
    if c <= 0.003_130_8 {
        12.92 * c
    } else {
        1.055 * c.powf(1.0 / 2.4) - 0.055
    }
}
