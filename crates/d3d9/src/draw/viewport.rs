//! The viewport of a draw: D3D9's (`SetViewport`) as the pass and the
//! vertex modules take it.
//!
//! D3D9 maps clip space with the whole viewport and clips what falls
//! outside the render target, so a viewport larger than the target, or
//! reaching past it, maps geometry as if the target were that large:
//!
//! ```text
//! X = x_ndc * W / 2 + X0 + W / 2        Y = -y_ndc * H / 2 + Y0 + H / 2
//! ```
//!
//! The pass's viewport stays inside the target (`rect`, D3D9's clamped to
//! it); the vertex renderer block's adjustment (`half_pixel`, see
//! `ninebridge_translate::interface::VERTEX_RENDERER_FIELDS`) scales and
//! moves the clip-space position so that the clamped viewport maps it as
//! D3D9's would, and the clip volume and scissor cut what lies outside.
//! The block's `viewport` field is D3D9's viewport: pre-transformed
//! vertices are placed with it and points sized by it before the
//! adjustment. Clip planes apply to the adjusted position, so they are
//! given in that space ([`adjust_plane`]).
//!
//! Depth: a viewport whose `MaxZ` is not above its `MinZ` maps depth to
//! `[MinZ, MinZ + 0.001]` (what Windows draws in Wine's `test_viewport`:
//! with `MinZ = MaxZ = 0` a vertex at z = 1 lands between the depths
//! 0.0009 and 0.0011), and depths are kept within `[0, 1]` as wgpu takes
//! them ([`depth_range`]).

use crate::enhance::scale::{AxisScale, UNSCALED, physical_rect};
use ninebridge_types::Viewport;

/// The extra depth range a viewport with `MaxZ <= MinZ` maps to.
pub(crate) const EMPTY_DEPTH_RANGE: f32 = 0.001;

/// A draw's viewport, resolved for its render target.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(crate) struct DrawViewport {
    /// The pass viewport's rectangle (x, y, width, height) in pixels: D3D9's
    /// clamped to the target (empty when none of it is on the target).
    pub rect: [u32; 4],
    /// The pass viewport's depth range ([`depth_range`]).
    pub depth: (f32, f32),
    /// What the vertex renderer block holds about the viewport.
    pub block: ViewportBlock,
    /// How far the pass viewport moves right and down, in target pixels
    /// (0.5: D3D9's pixel centres sit at integer window coordinates,
    /// wgpu's at + 0.5).
    pub offset: f32,
}

/// The vertex renderer block's viewport fields.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(crate) struct ViewportBlock {
    /// `half_pixel`: the position adjustment from the clip space of D3D9's
    /// viewport to the pass's (`xy` offset, `zw` scale - 1).
    pub adjust: [f32; 4],
    /// `viewport`: D3D9's viewport (width, height, x, y) in pixels.
    pub viewport: [f32; 4],
}

impl DrawViewport {
    /// `vp` on a render target of `target` (width, height) pixels.
    pub(crate) fn new(vp: &Viewport, target: (u32, u32)) -> Self {
        let (x0, y0) = (vp.x.min(target.0), vp.y.min(target.1));
        let x1 = vp.x.saturating_add(vp.width).min(target.0);
        let y1 = vp.y.saturating_add(vp.height).min(target.1);
        let rect = [x0, y0, x1 - x0, y1 - y0];
        let d3d = [vp.x, vp.y, vp.width, vp.height].map(|v| v as f32);
        let adjust = if rect[2] == 0 || rect[3] == 0 {
            [0.0; 4]
        } else {
            clip_adjustment(d3d, rect.map(|v| v as f32))
        };
        DrawViewport {
            rect,
            depth: depth_range(vp.min_z, vp.max_z),
            block: ViewportBlock {
                adjust,
                viewport: [d3d[2], d3d[3], d3d[0], d3d[1]],
            },
            offset: 0.5,
        }
    }

    /// `vp` (D3D9's, in logical pixels) on a render target of `target`
    /// GPU pixels scaled by `scale` (`crate::enhance::scale`): the pass
    /// viewport is D3D9's scaled, while pre-transformed vertices and
    /// point sizes keep D3D9's viewport (the block's `viewport`), so the
    /// whole picture is drawn larger and nothing in it moves.
    ///
    /// `uncorrected`: the game's clip-space quads do not take D3D9's
    /// half-pixel offset into account (`NINEBRIDGE_RENDER_SCALE_QUADS`);
    /// D3D9's window coordinate X then lands on GPU coordinate F X (not
    /// F (X + 1/2)), so an edge on a D3D9 pixel centre lies on the edge of
    /// that pixel's block of GPU pixels and covers all of it (every sample,
    /// with MSAA too), as D3D9's top-left rule does. Corrected geometry
    /// moves by half a D3D9 pixel instead.
    pub(crate) fn scaled(
        vp: &Viewport,
        target: (u32, u32),
        scale: AxisScale,
        uncorrected: bool,
    ) -> Self {
        if scale == UNSCALED {
            return Self::new(vp, target);
        }
        // Not cut to the target: D3D9's viewport may reach past it.
        let unbounded = (u32::MAX, u32::MAX);
        let (x, y, width, height) =
            physical_rect(scale, (vp.x, vp.y, vp.width, vp.height), unbounded);
        let physical = Viewport {
            x,
            y,
            width,
            height,
            ..*vp
        };
        let mut v = Self::new(&physical, target);
        v.block.viewport = [vp.width, vp.height, vp.x, vp.y].map(|c| c as f32);
        // Half a D3D9 pixel is F / 2 target pixels. The pass viewport moves
        // by half a target pixel as unscaled; the rest moves the geometry
        // (the adjustment), so the clip volume still starts at the target's
        // edge and nothing D3D9 draws there is clipped away.
        if uncorrected {
            // The pass viewport starts at the target's edge: no offset,
            // and nothing in the first half GPU pixel is clipped.
            v.offset = 0.0;
        } else if !v.is_empty() {
            let rest = [0.5 * scale[0] - 0.5, 0.5 * scale[1] - 0.5];
            let d3d = [
                x as f32 + rest[0],
                y as f32 + rest[1],
                width as f32,
                height as f32,
            ];
            v.block.adjust = clip_adjustment(d3d, v.rect.map(|c| c as f32));
        }
        v
    }

    /// Whether none of the viewport is on the target.
    pub(crate) fn is_empty(&self) -> bool {
        self.rect[2] == 0 || self.rect[3] == 0
    }
}

/// The depth range (min, max) the pass maps clip z 0..1 to for D3D9's
/// `MinZ`, `MaxZ`: `MaxZ` when above `MinZ`, else `MinZ` +
/// [`EMPTY_DEPTH_RANGE`]; both then clamped to `[0, 1]` (D3D9's wider
/// ranges clamp the depth written), so min <= max.
pub(crate) fn depth_range(min_z: f32, max_z: f32) -> (f32, f32) {
    let max_z = if max_z > min_z {
        max_z
    } else {
        min_z + EMPTY_DEPTH_RANGE
    };
    (min_z.clamp(0.0, 1.0), max_z.clamp(0.0, 1.0))
}

/// The adjustment (`half_pixel`: x and y offsets in clip units per w, x and
/// y scales - 1) that makes a pass viewport `raster` (x, y, width, height
/// in pixels, nonzero size) map clip space as D3D9's viewport `d3d` does:
/// `x' = x W / w + (2 (X - x) + W - w) / w` (times w for the offset), and
/// `y' = y H / h - (2 (Y - y) + H - h) / h`. Zero when they are the same.
pub(crate) fn clip_adjustment(d3d: [f32; 4], raster: [f32; 4]) -> [f32; 4] {
    let [dx, dy, dw, dh] = d3d;
    let [rx, ry, rw, rh] = raster;
    [
        (2.0 * (dx - rx) + dw - rw) / rw,
        -(2.0 * (dy - ry) + dh - rh) / rh,
        dw / rw - 1.0,
        dh / rh - 1.0,
    ]
}

/// Clip plane `plane` (its dot product with a clip-space position) for
/// positions the adjustment `adjust` has scaled and moved, so that it cuts
/// the same geometry: the inverse transpose of the adjustment applied to
/// the plane. The plane itself when `adjust` is zero.
pub(crate) fn adjust_plane(plane: [f32; 4], adjust: [f32; 4]) -> [f32; 4] {
    if adjust == [0.0; 4] {
        return plane;
    }
    let [ox, oy, zx, zy] = adjust;
    let (sx, sy) = (1.0 + zx, 1.0 + zy);
    let (a, b) = (plane[0] / sx, plane[1] / sy);
    [a, b, plane[2], plane[3] - a * ox - b * oy]
}

#[cfg(test)]
mod tests {
    use super::*;

    fn viewport(x: u32, y: u32, width: u32, height: u32) -> Viewport {
        Viewport {
            x,
            y,
            width,
            height,
            min_z: 0.0,
            max_z: 1.0,
        }
    }

    /// D3D9's window x of clip x (per w) for viewport (x0, w).
    fn d3d_window(ndc: f32, x0: f32, w: f32) -> f32 {
        ndc * w / 2.0 + x0 + w / 2.0
    }

    #[test]
    fn a_viewport_inside_the_target_needs_no_adjustment() {
        let v = DrawViewport::new(&viewport(10, 20, 300, 200), (640, 480));
        assert_eq!(v.rect, [10, 20, 300, 200]);
        assert_eq!(v.block.adjust, [0.0; 4]);
        assert_eq!(v.block.viewport, [300.0, 200.0, 10.0, 20.0]);
    }

    /// Clip x (and y) adjusted, then mapped by the clamped viewport, lands
    /// where D3D9's viewport maps it.
    #[test]
    fn the_clamped_viewport_with_the_adjustment_maps_as_d3d9s() {
        for (vp, target) in [
            (viewport(0, 0, 1280, 960), (640, 480)),
            (viewport(100, 100, 640, 480), (640, 480)),
            (viewport(30, 7, 8192, 8192), (640, 480)),
        ] {
            let v = DrawViewport::new(&vp, target);
            let [rx, ry, rw, rh] = v.rect.map(|c| c as f32);
            let [ox, oy, zx, zy] = v.block.adjust;
            for ndc in [-1.5f32, -1.0, -0.25, 0.0, 0.5, 1.0] {
                let x = ndc * (1.0 + zx) + ox;
                let y = ndc * (1.0 + zy) + oy;
                let got_x = x * rw / 2.0 + rx + rw / 2.0;
                let got_y = -y * rh / 2.0 + ry + rh / 2.0;
                let want_x = d3d_window(ndc, vp.x as f32, vp.width as f32);
                let want_y = -ndc * vp.height as f32 / 2.0 + vp.y as f32 + vp.height as f32 / 2.0;
                assert!(
                    (got_x - want_x).abs() < 1e-3,
                    "{vp:?} x {ndc}: {got_x} {want_x}"
                );
                assert!(
                    (got_y - want_y).abs() < 1e-3,
                    "{vp:?} y {ndc}: {got_y} {want_y}"
                );
            }
        }
    }

    #[test]
    fn the_pass_rectangle_is_clamped_to_the_target() {
        assert_eq!(
            DrawViewport::new(&viewport(100, 100, 640, 480), (640, 480)).rect,
            [100, 100, 540, 380]
        );
        assert_eq!(
            DrawViewport::new(&viewport(0, 0, 1280, 960), (640, 480)).rect,
            [0, 0, 640, 480]
        );
        let off = DrawViewport::new(&viewport(700, 0, 64, 64), (640, 480));
        assert!(off.is_empty());
        assert_eq!(off.block.adjust, [0.0; 4]);
    }

    #[test]
    fn depth_ranges_not_increasing_get_a_thousandth() {
        assert_eq!(depth_range(0.0, 0.0), (0.0, 0.001));
        assert_eq!(depth_range(0.5, 0.0), (0.5, 0.501));
        assert_eq!(depth_range(0.5, 0.5), (0.5, 0.501));
        assert_eq!(depth_range(0.25, 0.75), (0.25, 0.75));
        // Within [0, 1], min <= max.
        assert_eq!(depth_range(1.0, 0.0), (1.0, 1.0));
        assert_eq!(depth_range(-1.0, 2.0), (0.0, 1.0));
        assert_eq!(depth_range(-2.0, -3.0), (0.0, 0.0));
    }

    /// A plane's value at an adjusted position is the original plane's at
    /// the position before.
    #[test]
    fn adjusted_planes_cut_the_same_geometry() {
        let adjust = clip_adjustment([100.0, 100.0, 640.0, 480.0], [100.0, 100.0, 540.0, 380.0]);
        let plane = [0.3, -0.7, 0.2, 0.1];
        let plane2 = adjust_plane(plane, adjust);
        for pos in [[0.5f32, -0.25, 0.3, 1.0], [-2.0, 1.5, 0.9, 2.0]] {
            let [ox, oy, zx, zy] = adjust;
            let moved = [
                pos[0] * (1.0 + zx) + ox * pos[3],
                pos[1] * (1.0 + zy) + oy * pos[3],
                pos[2],
                pos[3],
            ];
            let dot = |p: [f32; 4], q: [f32; 4]| p.iter().zip(q).map(|(a, b)| a * b).sum::<f32>();
            assert!((dot(plane, pos) - dot(plane2, moved)).abs() < 1e-5);
        }
        assert_eq!(adjust_plane(plane, [0.0; 4]), plane);
    }
}
