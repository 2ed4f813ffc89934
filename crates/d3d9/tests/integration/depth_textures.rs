//! Depth textures (hardware shadow maps and the vendor depth formats),
//! `D3DFMT_NULL` render targets and RESZ, on lavapipe.
//!
//! Expected values: D3D9 drivers (NVIDIA, AMD) sample a `D16`/`D24S8`/
//! `D24X8` texture as a shadow map, 1 where the coordinate's depth (z,
//! divided by w under `texldp` or `D3DTTFF_PROJECTED`) is at most the
//! stored depth (`LESSEQUAL`), else 0, a linear filter averaging the 2x2
//! comparisons; `INTZ` returns the stored depth in every channel (NVIDIA),
//! `DF16`/`DF24` in red (AMD). Creation rules are Wine's
//! `test_resource_access` results on Windows (depth textures live in the
//! default pool; a level is a depth-stencil surface only with
//! `D3DUSAGE_DEPTHSTENCIL`).

use crate::common;

use common::{bytes, float_bytes, gpu, pixels};
use ninebridge_d3d9::*;
use ninebridge_types::TextureStageState;

const SIZE: u32 = 8;
/// `D3DFVF_XYZRHW | D3DFVF_TEX1 | D3DFVF_TEXCOORDSIZE4(0)`.
const FVF_RHW_TEX4: u32 = 0x004 | 0x100 | (2 << 16);
/// `D3DTTFF_COUNT4 | D3DTTFF_PROJECTED`.
const PROJECTED4: u32 = 4 | 256;

/// A device with the real translator whose pipeline service keeps no
/// persistent cache: this file's recipes stay out of the cache directory
/// later test files share (recipes recorded there are prewarmed in the
/// background of their sessions, which `tests/link.rs`'s module counts
/// see).
fn bytecode_device() -> Device {
    let gpu = gpu();
    let options = PipelineOptions {
        cache_dir: None,
        ..PipelineOptions::from_env()
    };
    let service =
        PipelineService::with_options(&gpu, Box::new(BytecodeTranslator::default()), options);
    Device::with_pipeline_service(gpu, service)
}

fn is_invalid<T: std::fmt::Debug>(r: D3dResult<T>) -> bool {
    matches!(r, Err(e) if e.hresult() == HResult::D3DERR_INVALIDCALL)
}

fn depth_texture(d: &mut Device, format: Format) -> TextureId {
    d.create_texture(SIZE, SIZE, 1, Usage::DEPTHSTENCIL, format, Pool::Default)
        .unwrap()
}

/// A pre-transformed quad over pixels `x0..x1` (all rows) at depth `z`,
/// with texture coordinate (u, v, `coord.0`, `coord.1`), u and v 0..1
/// over the quad (or `uv` everywhere when given).
fn quad(d: &mut Device, (x0, x1): (f32, f32), z: f32, coord: (f32, f32), uv: Option<(f32, f32)>) {
    let (zc, w) = coord;
    let corner = |x: f32, y: f32, u: f32, v: f32| {
        let (u, v) = uv.unwrap_or((u, v));
        [x, y, z, 1.0, u * w, v * w, zc, w]
    };
    let v: Vec<f32> = [
        corner(x0, 0.0, 0.0, 0.0),
        corner(x1, 0.0, 1.0, 0.0),
        corner(x0, SIZE as f32, 0.0, 1.0),
        corner(x1, SIZE as f32, 1.0, 1.0),
    ]
    .concat();
    d.set_fvf(Fvf::from_d3d(FVF_RHW_TEX4)).unwrap();
    d.draw_primitive_up(PrimitiveType::TriangleStrip, 2, &float_bytes(&v), 32)
        .unwrap();
}

/// Draws depth `z` over the left half of `depth`'s level 0 (the rest
/// cleared to 1.0), with render target `rt` bound beside it.
fn depth_pass(d: &mut Device, rt: SurfaceId, depth: TextureId, z: f32) {
    let level = d.get_surface_level(depth, 0).unwrap();
    depth_pass_into(d, rt, level, z);
}

fn depth_pass_into(d: &mut Device, rt: SurfaceId, ds: SurfaceId, z: f32) {
    d.set_render_target(0, Some(rt)).unwrap();
    d.set_depth_stencil_surface(Some(ds)).unwrap();
    d.set_pixel_shader(None).unwrap();
    d.set_texture(0, None).unwrap();
    d.set_render_state(RenderState::ZEnable, 1);
    d.set_render_state(RenderState::ZWriteEnable, 1);
    d.set_render_state(RenderState::ZFunc, 8); // ALWAYS
    d.clear(&[], ClearFlags::TARGET | ClearFlags::ZBUFFER, 0, 1.0, 0)
        .unwrap();
    quad(d, (0.0, SIZE as f32 / 2.0), z, (0.0, 1.0), None);
}

/// A float render target to sample into.
fn sample_target(d: &mut Device) -> SurfaceId {
    d.create_render_target(
        SIZE,
        SIZE,
        Format::A32B32G32R32F,
        MultiSampleType::None,
        0,
        false,
    )
    .unwrap()
}

fn bind_sampling(d: &mut Device, rt: SurfaceId, texture: TextureId, linear: bool) {
    d.set_render_target(0, Some(rt)).unwrap();
    d.set_depth_stencil_surface(None).unwrap();
    d.set_render_state(RenderState::ZEnable, 0);
    d.set_texture(0, Some(texture)).unwrap();
    let filter = if linear { 2 } else { 1 };
    d.set_sampler_state(0, SamplerState::MinFilter, filter)
        .unwrap();
    d.set_sampler_state(0, SamplerState::MagFilter, filter)
        .unwrap();
    d.set_sampler_state(0, SamplerState::MipFilter, 0).unwrap();
    d.set_sampler_state(0, SamplerState::AddressU, 3).unwrap(); // CLAMP
    d.set_sampler_state(0, SamplerState::AddressV, 3).unwrap();
}

fn texld_shader(d: &mut Device, op: &str) -> PixelShaderId {
    d.create_pixel_shader(&bytes(&format!(
        "ps_2_0\ndcl t0\ndcl_2d s0\n{op} r0, t0, s0\nmov oC0, r0\n"
    )))
    .unwrap()
}

/// Row 4's pixels (x 1 and 6: well inside the left and right halves).
fn left_right(d: &Device, rt: SurfaceId) -> ([f32; 4], [f32; 4]) {
    let px = pixels(d, rt);
    let row = 4 * SIZE as usize;
    (px[row + 1], px[row + 6])
}

fn close(a: [f32; 4], b: [f32; 4], tolerance: f32) -> bool {
    a.iter().zip(b).all(|(x, y)| (x - y).abs() <= tolerance)
}

// ---- creation -------------------------------------------------------

#[test]
fn shadow_map_and_vendor_depth_formats_are_default_pool_textures() {
    let mut d = bytecode_device();
    for format in [
        Format::D16,
        Format::D24S8,
        Format::D24X8,
        Format::Intz,
        Format::Df16,
        Format::Df24,
    ] {
        let t = d
            .create_texture(16, 16, 1, Usage::DEPTHSTENCIL, format, Pool::Default)
            .unwrap_or_else(|e| panic!("{format:?}: {e}"));
        let level = d.get_surface_level(t, 0).unwrap();
        let desc = d.surface_desc(level).unwrap();
        assert_eq!(
            (desc.format, desc.usage, desc.pool),
            (format, Usage::DEPTHSTENCIL, Pool::Default)
        );
        // Without D3DUSAGE_DEPTHSTENCIL too (Wine's test_resource_access).
        d.create_texture(16, 16, 1, Usage::empty(), format, Pool::Default)
            .unwrap_or_else(|e| panic!("{format:?} without usage: {e}"));
    }
}

#[test]
fn depth_textures_outside_the_default_pool_are_invalid() {
    let mut d = bytecode_device();
    for pool in [Pool::Managed, Pool::SystemMem, Pool::Scratch] {
        for usage in [Usage::empty(), Usage::DEPTHSTENCIL] {
            assert!(
                is_invalid(d.create_texture(16, 16, 1, usage, Format::D24S8, pool)),
                "{pool:?} {usage:?}"
            );
        }
    }
}

#[test]
fn depth_textures_refuse_other_usages_and_shapes() {
    let mut d = bytecode_device();
    let ds = Usage::DEPTHSTENCIL;
    let default = Pool::Default;
    // Wine's test_resource_access: DYNAMIC | DEPTHSTENCIL and RENDERTARGET
    // with a depth format, DEPTHSTENCIL with a colour format.
    assert!(is_invalid(d.create_texture(
        16,
        16,
        1,
        ds | Usage::DYNAMIC,
        Format::D24S8,
        default
    )));
    assert!(is_invalid(d.create_texture(
        16,
        16,
        1,
        Usage::RENDERTARGET,
        Format::D24S8,
        default
    )));
    assert!(is_invalid(d.create_texture(
        16,
        16,
        1,
        ds,
        Format::A8R8G8B8,
        default
    )));
    // No driver of today makes depth cube maps; volumes are never depth.
    assert!(is_invalid(d.create_cube_texture(
        16,
        1,
        ds,
        Format::D24S8,
        default
    )));
    assert!(is_invalid(d.create_volume_texture(
        16,
        16,
        4,
        1,
        Usage::empty(),
        Format::D16,
        default
    )));
}

#[test]
fn depth_formats_drivers_offer_as_surfaces_only_are_not_textures() {
    let mut d = bytecode_device();
    for format in [
        Format::D32,
        Format::D15S1,
        Format::D24FS8,
        Format::D24X4S4,
        Format::D16Lockable,
        Format::D32FLockable,
    ] {
        assert!(
            is_invalid(d.create_texture(16, 16, 1, Usage::DEPTHSTENCIL, format, Pool::Default)),
            "{format:?}"
        );
    }
}

#[test]
fn lockrect_on_a_depth_texture_is_an_invalid_call() {
    let mut d = bytecode_device();
    let t = depth_texture(&mut d, Format::D24S8);
    assert!(is_invalid(d.lock_rect(t, 0, None, LockFlags::empty())));
    let intz = depth_texture(&mut d, Format::Intz);
    assert!(is_invalid(d.lock_rect(intz, 0, None, LockFlags::READONLY)));
}

#[test]
fn a_level_is_a_depth_stencil_surface_only_with_the_depthstencil_usage() {
    let mut d = bytecode_device();
    let with = depth_texture(&mut d, Format::D24S8);
    let level = d.get_surface_level(with, 0).unwrap();
    d.set_depth_stencil_surface(Some(level)).unwrap();
    assert_eq!(d.get_depth_stencil_surface(), Some(level));
    // Neither a render target.
    assert!(is_invalid(d.set_render_target(0, Some(level))));
    let without = d
        .create_texture(SIZE, SIZE, 1, Usage::empty(), Format::D24S8, Pool::Default)
        .unwrap();
    let level = d.get_surface_level(without, 0).unwrap();
    assert!(is_invalid(d.set_depth_stencil_surface(Some(level))));
}

// ---- shadow maps ----------------------------------------------------

/// A D24S8 shadow map: 0.5 on the left half, 1.0 on the right.
fn shadow_scene(format: Format) -> (Device, SurfaceId, TextureId) {
    let mut d = bytecode_device();
    let colour = d
        .create_render_target(
            SIZE,
            SIZE,
            Format::A8R8G8B8,
            MultiSampleType::None,
            0,
            false,
        )
        .unwrap();
    let map = depth_texture(&mut d, format);
    depth_pass(&mut d, colour, map, 0.5);
    let rt = sample_target(&mut d);
    (d, rt, map)
}

#[test]
fn point_sampled_shadow_maps_compare_lessequal_exactly() {
    for format in [Format::D16, Format::D24S8, Format::D24X8] {
        let (mut d, rt, map) = shadow_scene(format);
        bind_sampling(&mut d, rt, map, false);
        let ps = texld_shader(&mut d, "texld");
        d.set_pixel_shader(Some(ps)).unwrap();
        // Reference 0.75: behind the left half (0.5), in front of the
        // right (1.0).
        quad(&mut d, (0.0, SIZE as f32), 0.0, (0.75, 1.0), None);
        let (left, right) = left_right(&d, rt);
        assert_eq!(left, [0.0; 4], "{format:?}");
        assert_eq!(right, [1.0; 4], "{format:?}");
        // Reference 0.25: in front of both.
        quad(&mut d, (0.0, SIZE as f32), 0.0, (0.25, 1.0), None);
        let (left, right) = left_right(&d, rt);
        assert_eq!((left, right), ([1.0; 4], [1.0; 4]), "{format:?}");
        let key = d.resolved_sampler(0).unwrap();
        assert!(key.compares());
    }
}

#[test]
fn linear_shadow_maps_average_the_2x2_comparisons() {
    let (mut d, rt, map) = shadow_scene(Format::D24S8);
    bind_sampling(&mut d, rt, map, true);
    let ps = texld_shader(&mut d, "texld");
    d.set_pixel_shader(Some(ps)).unwrap();
    // Every pixel samples at the boundary between texels 3 and 4 of row
    // 4: two texels fail (0.5 < 0.75), two pass.
    quad(
        &mut d,
        (0.0, SIZE as f32),
        0.0,
        (0.75, 1.0),
        Some((0.5, 4.5 / SIZE as f32)),
    );
    let (left, right) = left_right(&d, rt);
    assert!(close(left, [0.5; 4], 0.02), "{left:?}");
    assert!(close(right, [0.5; 4], 0.02), "{right:?}");
    // At texel centres the filter gives the single comparison.
    quad(&mut d, (0.0, SIZE as f32), 0.0, (0.75, 1.0), None);
    let (left, right) = left_right(&d, rt);
    assert!(close(left, [0.0; 4], 1e-3) && close(right, [1.0; 4], 1e-3));
}

#[test]
fn texldp_divides_the_reference_by_w() {
    let (mut d, rt, map) = shadow_scene(Format::D24S8);
    bind_sampling(&mut d, rt, map, false);
    let ps = texld_shader(&mut d, "texldp");
    d.set_pixel_shader(Some(ps)).unwrap();
    // (u w, v w, 1.0, 4): reference 0.25 after the division, in front of
    // both halves; undivided (1.0) it would fail on the left.
    quad(&mut d, (0.0, SIZE as f32), 0.0, (1.0, 4.0), None);
    let (left, right) = left_right(&d, rt);
    assert_eq!((left, right), ([1.0; 4], [1.0; 4]));
    // texld does not divide: reference 1.0 fails against 0.5.
    let plain = texld_shader(&mut d, "texld");
    d.set_pixel_shader(Some(plain)).unwrap();
    let v: Vec<f32> = [[0.0, 0.0], [8.0, 0.0], [0.0, 8.0], [8.0, 8.0]]
        .iter()
        .flat_map(|&[x, y]| [x, y, 0.0, 1.0, x / 8.0, y / 8.0, 1.0, 4.0])
        .collect();
    d.draw_primitive_up(PrimitiveType::TriangleStrip, 2, &float_bytes(&v), 32)
        .unwrap();
    let (left, right) = left_right(&d, rt);
    assert_eq!((left, right), ([0.0; 4], [1.0; 4]));
}

#[test]
fn fixed_function_shadow_maps_compare_projected_coordinates() {
    let (mut d, rt, map) = shadow_scene(Format::D24X8);
    bind_sampling(&mut d, rt, map, false);
    d.set_pixel_shader(None).unwrap();
    d.set_texture_stage_state(0, TextureStageState::ColorOp, 2) // SELECTARG1
        .unwrap();
    d.set_texture_stage_state(0, TextureStageState::ColorArg1, 2) // TEXTURE
        .unwrap();
    d.set_texture_stage_state(0, TextureStageState::TextureTransformFlags, PROJECTED4)
        .unwrap();
    // Reference 1.0 / 4 = 0.25 passes everywhere.
    quad(&mut d, (0.0, SIZE as f32), 0.0, (1.0, 4.0), None);
    let (left, right) = left_right(&d, rt);
    assert_eq!((left, right), ([1.0; 4], [1.0; 4]));
    // Not projected: reference 0.75 / w = 1 fails on the left.
    d.set_texture_stage_state(0, TextureStageState::TextureTransformFlags, 0)
        .unwrap();
    quad(&mut d, (0.0, SIZE as f32), 0.0, (0.75, 1.0), None);
    let (left, right) = left_right(&d, rt);
    assert_eq!((left, right), ([0.0; 4], [1.0; 4]));
}

// ---- depth values ---------------------------------------------------

#[test]
fn intz_returns_the_depth_value_in_every_channel() {
    let (mut d, rt, map) = shadow_scene(Format::Intz);
    bind_sampling(&mut d, rt, map, false);
    let ps = texld_shader(&mut d, "texld");
    d.set_pixel_shader(Some(ps)).unwrap();
    // The reference plays no part: values, not comparisons.
    quad(&mut d, (0.0, SIZE as f32), 0.0, (0.75, 1.0), None);
    let (left, right) = left_right(&d, rt);
    assert!(close(left, [0.5; 4], 1e-4), "{left:?}");
    assert!(close(right, [1.0; 4], 1e-4), "{right:?}");
    assert!(!d.resolved_sampler(0).unwrap().compares());
}

#[test]
fn df16_and_df24_return_the_depth_value_in_red() {
    for format in [Format::Df16, Format::Df24] {
        let (mut d, rt, map) = shadow_scene(format);
        bind_sampling(&mut d, rt, map, false);
        let ps = texld_shader(&mut d, "texld");
        d.set_pixel_shader(Some(ps)).unwrap();
        quad(&mut d, (0.0, SIZE as f32), 0.0, (0.0, 1.0), None);
        let (left, right) = left_right(&d, rt);
        assert!(
            close(left, [0.5, 0.0, 0.0, 1.0], 1e-4),
            "{format:?} {left:?}"
        );
        assert!(
            close(right, [1.0, 0.0, 0.0, 1.0], 1e-4),
            "{format:?} {right:?}"
        );
    }
}

#[test]
fn a_depth_pass_then_its_sampling_in_the_same_frame_read_the_new_depth() {
    // One scene: depth drawn, sampled, drawn again and sampled again
    // without a Present between (each read sees the pass before it).
    let (mut d, rt, map) = shadow_scene(Format::Intz);
    let colour = d
        .create_render_target(
            SIZE,
            SIZE,
            Format::A8R8G8B8,
            MultiSampleType::None,
            0,
            false,
        )
        .unwrap();
    let ps = texld_shader(&mut d, "texld");
    for z in [0.25f32, 0.625] {
        depth_pass(&mut d, colour, map, z);
        bind_sampling(&mut d, rt, map, false);
        d.set_pixel_shader(Some(ps)).unwrap();
        quad(&mut d, (0.0, SIZE as f32), 0.0, (0.0, 1.0), None);
        let (left, _) = left_right(&d, rt);
        assert!(close(left, [z; 4], 1e-4), "{z}: {left:?}");
    }
}

// ---- NULL render targets --------------------------------------------

#[test]
fn a_null_render_target_draws_depth_only() {
    let mut d = bytecode_device();
    let null = d
        .create_render_target(SIZE, SIZE, Format::Null, MultiSampleType::None, 0, false)
        .unwrap();
    assert_eq!(d.surface_desc(null).unwrap().format, Format::Null);
    let map = depth_texture(&mut d, Format::Intz);
    depth_pass(&mut d, null, map, 0.375);
    let rt = sample_target(&mut d);
    bind_sampling(&mut d, rt, map, false);
    let ps = texld_shader(&mut d, "texld");
    d.set_pixel_shader(Some(ps)).unwrap();
    quad(&mut d, (0.0, SIZE as f32), 0.0, (0.0, 1.0), None);
    let (left, right) = left_right(&d, rt);
    assert!(close(left, [0.375; 4], 1e-4), "{left:?}");
    assert!(close(right, [1.0; 4], 1e-4), "{right:?}");
}

#[test]
fn null_render_target_textures_are_render_targets_only() {
    let mut d = bytecode_device();
    // Wine's test_surface_format_null: a NULL render-target texture.
    let t = d
        .create_texture(
            128,
            128,
            0,
            Usage::RENDERTARGET,
            Format::Null,
            Pool::Default,
        )
        .unwrap();
    let level = d.get_surface_level(t, 0).unwrap();
    d.set_render_target(0, Some(level)).unwrap();
    assert!(is_invalid(d.create_texture(
        16,
        16,
        1,
        Usage::empty(),
        Format::Null,
        Pool::Default
    )));
    assert!(is_invalid(d.create_cube_texture(
        16,
        1,
        Usage::RENDERTARGET,
        Format::Null,
        Pool::Default
    )));
}

#[test]
fn a_null_target_smaller_than_the_depth_surface_draws_its_part_of_the_depth() {
    // D3D9's size rule holds for NULL targets as for any: the depth
    // surface may be larger than the target, and only the target's part
    // of it is drawn (the viewport is the target's).
    let mut d = bytecode_device();
    let null = d
        .create_render_target(
            SIZE / 2,
            SIZE / 2,
            Format::Null,
            MultiSampleType::None,
            0,
            false,
        )
        .unwrap();
    let map = depth_texture(&mut d, Format::Intz);
    let level = d.get_surface_level(map, 0).unwrap();
    // All of the depth surface cleared through a target of its size (a
    // clear covers the viewport, the target's).
    let full = sample_target(&mut d);
    d.set_render_target(0, Some(full)).unwrap();
    d.set_depth_stencil_surface(Some(level)).unwrap();
    d.clear(&[], ClearFlags::ZBUFFER, 0, 1.0, 0).unwrap();
    d.set_render_target(0, Some(null)).unwrap();
    d.set_render_state(RenderState::ZEnable, 1);
    d.set_render_state(RenderState::ZWriteEnable, 1);
    d.set_render_state(RenderState::ZFunc, 8);
    quad(&mut d, (0.0, SIZE as f32), 0.375, (0.0, 1.0), None);
    let rt = sample_target(&mut d);
    bind_sampling(&mut d, rt, map, false);
    let ps = texld_shader(&mut d, "texld");
    d.set_pixel_shader(Some(ps)).unwrap();
    quad(&mut d, (0.0, SIZE as f32), 0.0, (0.0, 1.0), None);
    let px = pixels(&d, rt);
    let at = |x: usize, y: usize| px[y * SIZE as usize + x];
    assert!(close(at(1, 1), [0.375; 4], 1e-4), "{:?}", at(1, 1));
    assert!(close(at(6, 1), [1.0; 4], 1e-4), "{:?}", at(6, 1));
    assert!(close(at(1, 6), [1.0; 4], 1e-4), "{:?}", at(1, 6));
}

// ---- RESZ -----------------------------------------------------------

#[test]
fn resz_resolves_sample_zero_of_a_multisampled_depth_surface_into_intz() {
    let mut d = bytecode_device();
    let counts = d.msaa_counts(wgpu::TextureFormat::Depth24PlusStencil8);
    if !counts.contains(&4) {
        ninebridge_testutil::skip_or_fail(
            "resz_resolves_sample_zero_of_a_multisampled_depth_surface_into_intz",
            "the adapter has no 4-sample D24S8 (lavapipe has)",
        );
        return;
    }
    let colour = d
        .create_render_target(
            SIZE,
            SIZE,
            Format::A8R8G8B8,
            MultiSampleType::Samples4,
            0,
            false,
        )
        .unwrap();
    let ds = d
        .create_depth_stencil_surface(
            SIZE,
            SIZE,
            Format::D24S8,
            MultiSampleType::Samples4,
            0,
            false,
        )
        .unwrap();
    depth_pass_into(&mut d, colour, ds, 0.25);
    assert_eq!(d.msaa_surface_state(ds).unwrap().0, 4);
    let intz = depth_texture(&mut d, Format::Intz);
    // AMD's protocol: the INTZ texture on sampler 0, a dummy point, then
    // the RESZ code as the point size.
    d.set_texture(0, Some(intz)).unwrap();
    d.set_render_state(RenderState::ZEnable, 0);
    d.set_render_state(RenderState::ZWriteEnable, 0);
    d.set_render_state(RenderState::ColorWriteEnable, 0);
    let point = [0.0f32; 8];
    d.draw_primitive_up(PrimitiveType::PointList, 1, &float_bytes(&point), 32)
        .unwrap();
    let size = d.get_render_state(RenderState::PointSize);
    d.set_render_state(RenderState::PointSize, RESZ_CODE);
    // A command, not a point size.
    assert_eq!(d.get_render_state(RenderState::PointSize), size);
    d.set_render_state(RenderState::ColorWriteEnable, 0xf);
    let rt = sample_target(&mut d);
    bind_sampling(&mut d, rt, intz, false);
    let ps = texld_shader(&mut d, "texld");
    d.set_pixel_shader(Some(ps)).unwrap();
    quad(&mut d, (0.0, SIZE as f32), 0.0, (0.0, 1.0), None);
    let (left, right) = left_right(&d, rt);
    assert!(close(left, [0.25; 4], 1e-4), "{left:?}");
    assert!(close(right, [1.0; 4], 1e-4), "{right:?}");
}

#[test]
fn stretchrect_refuses_levels_of_depth_textures() {
    // D3D9's StretchRect reference: depth-stencil copies are between
    // plain depth-stencil surfaces, never textures.
    let mut d = bytecode_device();
    let texture = depth_texture(&mut d, Format::D16);
    let level = d.get_surface_level(texture, 0).unwrap();
    let plain = d
        .create_depth_stencil_surface(SIZE, SIZE, Format::D16, MultiSampleType::None, 0, false)
        .unwrap();
    let none = TextureFilterType::None;
    assert!(is_invalid(d.stretch_rect(level, None, plain, None, none)));
    assert!(is_invalid(d.stretch_rect(plain, None, level, None, none)));
    let other = d
        .create_depth_stencil_surface(SIZE, SIZE, Format::D16, MultiSampleType::None, 0, false)
        .unwrap();
    d.stretch_rect(plain, None, other, None, none).unwrap();
}

#[test]
fn a_lockable_null_render_target_locks() {
    // Wine's test_surface_format_null: LockRect of a lockable NULL target
    // succeeds with a pitch and bits.
    let mut d = bytecode_device();
    let null = d
        .create_render_target(128, 128, Format::Null, MultiSampleType::None, 0, true)
        .unwrap();
    let desc = d.surface_desc(null).unwrap();
    assert_eq!((desc.width, desc.height), (128, 128));
    let lock = d.lock_surface_rect(null, None, LockFlags::empty()).unwrap();
    assert!(lock.pitch > 0 && !lock.bits.is_empty());
    d.unlock_surface_rect(null).unwrap();
}

#[test]
fn resz_without_a_depth_texture_on_sampler_0_changes_nothing() {
    let mut d = bytecode_device();
    let colour = d
        .create_render_target(
            SIZE,
            SIZE,
            Format::A8R8G8B8,
            MultiSampleType::None,
            0,
            false,
        )
        .unwrap();
    let ds = d
        .create_depth_stencil_surface(SIZE, SIZE, Format::D24S8, MultiSampleType::None, 0, false)
        .unwrap();
    depth_pass_into(&mut d, colour, ds, 0.25);
    // A colour texture on sampler 0: refused (logged), its texels kept.
    let texture = common::argb_texture(&mut d, 2, 2, &[0xff00_ff00; 4]);
    d.set_texture(0, Some(texture)).unwrap();
    let size = d.get_render_state(RenderState::PointSize);
    d.set_render_state(RenderState::PointSize, RESZ_CODE);
    assert_eq!(d.get_render_state(RenderState::PointSize), size);
    let rt = sample_target(&mut d);
    bind_sampling(&mut d, rt, texture, false);
    let ps = texld_shader(&mut d, "texld");
    d.set_pixel_shader(Some(ps)).unwrap();
    quad(&mut d, (0.0, SIZE as f32), 0.0, (0.0, 1.0), None);
    let (left, _) = left_right(&d, rt);
    assert_eq!(left, [0.0, 1.0, 0.0, 1.0]);
}

#[test]
fn vertex_shaders_cannot_fetch_depth_textures() {
    // CheckDeviceFormat answers no to D3DUSAGE_QUERY_VERTEXTEXTURE for
    // depth formats (as NVIDIA's and AMD's drivers do); a draw that would
    // fetch one is not available, and nothing is drawn.
    let mut d = bytecode_device();
    let rt = sample_target(&mut d);
    d.set_render_target(0, Some(rt)).unwrap();
    let vs = d
        .create_vertex_shader(&bytes(
            "vs_3_0\ndcl_position v0\ndcl_2d s0\ndcl_position o0\ndcl_color o1\n\
             texldl r0, v0, s0\nmov o0, v0\nmov o1, r0\n",
        ))
        .unwrap();
    let ps = d
        .create_pixel_shader(&bytes("ps_3_0\ndcl_color v0\nmov oC0, v0\n"))
        .unwrap();
    d.set_vertex_shader(Some(vs)).unwrap();
    d.set_pixel_shader(Some(ps)).unwrap();
    let decl = d
        .create_vertex_declaration(&[VertexElement::new(
            0,
            0,
            DeclType::Float4,
            DeclUsage::Position,
            0,
        )])
        .unwrap();
    d.set_vertex_declaration(Some(decl)).unwrap();
    let map = depth_texture(&mut d, Format::D24S8);
    d.set_texture(VERTEX_TEXTURE_SAMPLER0, Some(map)).unwrap();
    let v: Vec<f32> = [[-1.0, 1.0], [1.0, 1.0], [-1.0, -1.0], [1.0, -1.0]]
        .iter()
        .flat_map(|&[x, y]| [x, y, 0.5, 1.0])
        .collect();
    let r = d.draw_primitive_up(PrimitiveType::TriangleStrip, 2, &float_bytes(&v), 16);
    assert!(
        matches!(&r, Err(D3dError::NotAvailable(m)) if m.contains("samples colour")),
        "{r:?}"
    );
    assert_eq!(pixels(&d, rt)[0], [0.0; 4]);
}

#[test]
fn a_depth_texture_bound_read_only_is_sampled_while_it_tests_depth() {
    // Soft particles: the INTZ depth texture stays the depth-stencil
    // surface with depth writes off (the test still runs) while the
    // draw samples it, as D3D9 drivers allow.
    let (mut d, rt, map) = shadow_scene(Format::Intz);
    let level = d.get_surface_level(map, 0).unwrap();
    bind_sampling(&mut d, rt, map, false);
    d.set_depth_stencil_surface(Some(level)).unwrap();
    d.set_render_state(RenderState::ZEnable, 1);
    d.set_render_state(RenderState::ZWriteEnable, 0);
    d.set_render_state(RenderState::ZFunc, 4); // LESSEQUAL
    let ps = texld_shader(&mut d, "texld");
    d.set_pixel_shader(Some(ps)).unwrap();
    // At depth 0.75: behind the left half (0.5, fails the test), in front
    // of the right (1.0, drawn with the depth read there).
    quad(&mut d, (0.0, SIZE as f32), 0.75, (0.0, 1.0), None);
    let (left, right) = left_right(&d, rt);
    assert_eq!(left, [0.0; 4]);
    assert!(close(right, [1.0; 4], 1e-4), "{right:?}");
}

/// A depth texture takes D3DUSAGE_AUTOGENMIPMAP with one level and
/// generates nothing (Windows, as Wine's test_mipmap_gen records for D16;
/// CheckDeviceFormat answers D3DOK_NOAUTOGEN).
#[test]
fn depth_textures_take_autogenmipmap_with_one_level() {
    let mut d = common::bytecode_device();
    let t = d
        .create_texture(64, 64, 0, Usage::AUTOGENMIPMAP, Format::D16, Pool::Default)
        .unwrap();
    assert_eq!(d.texture_level_count(t).unwrap(), 1);
    let t = d
        .create_texture(64, 64, 0, Usage::empty(), Format::D16, Pool::Default)
        .unwrap();
    assert_eq!(d.texture_level_count(t).unwrap(), 7);
}
