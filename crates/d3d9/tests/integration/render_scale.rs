//! Resolution scaling (`NINEBRIDGE_RENDER_SCALE`, `NINEBRIDGE_RT_SCALE_RULES`;
//! `ninebridge_d3d9::enhance::scale`): the back buffer and the targets that
//! follow it (its size, or its aspect at a power-of-two fraction) are drawn
//! F times larger, targets a rule names by size take the rule's factor, the
//! rest keep their size; D3D9 calls keep seeing the sizes the game asked
//! for (reads are downsampled, host writes drawn up), and the picture is
//! the same picture with more pixels.

use crate::common;

use common::{bytes, gpu};
use ninebridge_d3d9::enhance::{ScaleSettings, SizeRule};
use ninebridge_d3d9::*;

const W: u32 = 64;
const H: u32 = 48;

/// A device whose implicit 64x48 X8R8G8B8 back buffer (with a D24S8
/// automatic depth-stencil surface) is scaled by `settings`.
fn device(settings: ScaleSettings) -> Device {
    let mut d = Device::new(gpu(), Box::new(BytecodeTranslator::default()));
    d.set_render_scale(settings);
    let params = PresentParameters::windowed(W, H, Format::X8R8G8B8, Some(Format::D24S8));
    d.make_implicit_surfaces(&params, CreateFlags::HARDWARE_VERTEXPROCESSING)
        .unwrap();
    d.set_render_state(RenderState::Lighting, 0);
    d.set_render_state(RenderState::CullMode, 1);
    d.set_render_state(RenderState::ZEnable, 0);
    d
}

fn scale(factor: f32) -> ScaleSettings {
    ScaleSettings {
        factor,
        ..Default::default()
    }
}

fn back_buffer(d: &Device) -> SurfaceId {
    d.get_render_target(0).unwrap().unwrap()
}

/// `D3DFVF_XYZRHW | D3DFVF_DIFFUSE` quad covering the D3D9 pixels
/// `[l, r) x [t, b)` (edges half a pixel before the centres), as a strip.
fn pixel_quad(d: &mut Device, [l, t, r, b]: [f32; 4], argb: u32) {
    d.set_fvf(Fvf::from_d3d(0x044)).unwrap();
    let mut v = Vec::new();
    for (x, y) in [(l, t), (r, t), (l, b), (r, b)] {
        for f in [x - 0.5, y - 0.5, 0.5, 1.0] {
            v.extend_from_slice(&f32::to_le_bytes(f));
        }
        v.extend_from_slice(&argb.to_le_bytes());
    }
    d.draw_primitive_up(PrimitiveType::TriangleStrip, 2, &v, 20)
        .unwrap();
}

/// `0xRRGGBB` of each pixel of BGRA bytes.
fn rgb(bytes: &[u8]) -> Vec<u32> {
    bytes
        .chunks_exact(4)
        .map(|p| u32::from_le_bytes([p[0], p[1], p[2], 0]))
        .collect()
}

fn native_size(d: &Device, s: SurfaceId) -> (u32, u32) {
    d.read_surface_native(s).unwrap().0
}

#[test]
fn the_back_buffer_and_what_follows_it_are_scaled_other_sizes_keep_theirs() {
    let mut d = device(ScaleSettings {
        factor: 2.0,
        rules: vec![SizeRule {
            width: 16,
            height: 16,
            factor: 4.0,
        }],
        ..Default::default()
    });
    let bb = back_buffer(&d);
    assert_eq!(native_size(&d, bb), (128, 96));
    assert_eq!(d.surface_size(bb).unwrap(), (W, H));
    let ds = d.get_depth_stencil_surface().unwrap();
    assert_eq!(d.surface_size(ds).unwrap(), (W, H));
    let rt = |d: &mut Device, w, h| {
        d.create_render_target(w, h, Format::A8R8G8B8, MultiSampleType::None, 0, false)
            .unwrap()
    };
    // Same size, half, quarter (a bloom chain): x2.
    for (w, h) in [(64, 48), (32, 24), (16, 12)] {
        let s = rt(&mut d, w, h);
        assert_eq!(native_size(&d, s), (2 * w, 2 * h), "{w}x{h}");
        assert_eq!(d.surface_size(s).unwrap(), (w, h));
    }
    // Another aspect or a non-power-of-two fraction: unscaled.
    for (w, h) in [(48, 48), (64, 32), (21, 16)] {
        let s = rt(&mut d, w, h);
        assert_eq!(native_size(&d, s), (w, h), "{w}x{h}");
    }
    // A rule names 16x16 (a mirror, a cube face): x4, also for textures.
    let s = rt(&mut d, 16, 16);
    assert_eq!(native_size(&d, s), (64, 64));
    let cube = d
        .create_cube_texture(16, 1, Usage::RENDERTARGET, Format::A8R8G8B8, Pool::Default)
        .unwrap();
    let face = d
        .get_cube_map_surface(cube, CubeFace::NegativeY, 0)
        .unwrap();
    assert_eq!(native_size(&d, face), (64, 64));
    assert_eq!(d.surface_size(face).unwrap(), (16, 16));
    // A mipmapped render-target texture that follows: every level x2.
    let t = d
        .create_texture(
            32,
            24,
            2,
            Usage::RENDERTARGET,
            Format::A8R8G8B8,
            Pool::Default,
        )
        .unwrap();
    let l1 = d.get_surface_level(t, 1).unwrap();
    assert_eq!(d.surface_size(l1).unwrap(), (16, 12));
    assert_eq!(native_size(&d, l1), (32, 24));
    // Textures that are not render targets, and plain surfaces: unscaled.
    let plain = d
        .create_offscreen_plain_surface(64, 48, Format::A8R8G8B8, Pool::Default)
        .unwrap();
    assert_eq!(native_size(&d, plain), (64, 48));
    // Back buffer, depth-stencil, three followers, the 16x16 target, the
    // cube and the texture.
    assert_eq!(d.render_scale_stats().scaled_targets, 8);
}

/// Draws a few quads, a scissored one and a cleared rectangle on a device
/// scaled by `factor`; returns the back buffer as D3D9 reads it and as the
/// GPU holds it.
fn scene(factor: f32) -> (Vec<u32>, (u32, u32), Vec<u32>) {
    let mut d = device(scale(factor));
    d.clear(&[], ClearFlags::TARGET, 0xff10_2030, 1.0, 0)
        .unwrap();
    d.clear(
        &[Rect {
            left: 40,
            top: 4,
            right: 60,
            bottom: 20,
        }],
        ClearFlags::TARGET,
        0xff00_00ff,
        1.0,
        0,
    )
    .unwrap();
    d.begin_scene().unwrap();
    pixel_quad(&mut d, [4.0, 8.0, 24.0, 40.0], 0xffff_0000);
    // A viewport moves nothing for pre-transformed vertices, but the
    // scissor rectangle cuts them.
    d.set_scissor_rect([30, 30, 50, 44]).unwrap();
    d.set_render_state(RenderState::ScissorTestEnable, 1);
    pixel_quad(&mut d, [28.0, 28.0, 62.0, 46.0], 0xff00_ff00);
    d.set_render_state(RenderState::ScissorTestEnable, 0);
    // Through a viewport and a vertex shader: clip space fills it.
    d.set_viewport(Viewport {
        x: 0,
        y: 40,
        width: 16,
        height: 8,
        min_z: 0.0,
        max_z: 1.0,
    })
    .unwrap();
    let vs = d
        .create_vertex_shader(&bytes("vs_2_0\ndcl_position v0\nmov oPos, v0\n"))
        .unwrap();
    let ps = d
        .create_pixel_shader(&bytes("ps_2_0\nmov oC0, c0\n"))
        .unwrap();
    d.set_vertex_shader(Some(vs)).unwrap();
    d.set_pixel_shader(Some(ps)).unwrap();
    d.set_pixel_shader_constant_f(0, &[[1.0, 1.0, 0.0, 1.0]])
        .unwrap();
    let decl = d
        .create_vertex_declaration(&[VertexElement::new(
            0,
            0,
            DeclType::Float3,
            DeclUsage::Position,
            0,
        )])
        .unwrap();
    d.set_vertex_declaration(Some(decl)).unwrap();
    // Clip space moved left and up by half a pixel of the 16x8 viewport,
    // as D3D9 applications do so that the quad's edges fall between
    // pixels (an uncorrected quad's left and top edges cross pixel centres:
    // scaled, those pixels are half covered).
    let (l, r, t, b) = (
        -1.0 - 1.0 / 16.0,
        1.0 - 1.0 / 16.0,
        1.0 + 1.0 / 8.0,
        -1.0 + 1.0 / 8.0,
    );
    let strip: Vec<u8> = [l, t, 0.5, r, t, 0.5, l, b, 0.5, r, b, 0.5f32]
        .iter()
        .flat_map(|f| f.to_le_bytes())
        .collect();
    d.draw_primitive_up(PrimitiveType::TriangleStrip, 2, &strip, 12)
        .unwrap();
    d.end_scene().unwrap();
    let bb = back_buffer(&d);
    let logical = rgb(&d.get_render_target_data(bb).unwrap());
    let (size, native) = d.read_surface_native(bb).unwrap();
    (logical, size, rgb(&native))
}

#[test]
fn a_scaled_scene_is_the_same_picture_with_more_pixels() {
    let (one, size1, _) = scene(1.0);
    let (two, size2, native) = scene(2.0);
    assert_eq!(size1, (W, H));
    assert_eq!(size2, (2 * W, 2 * H));
    // Read at D3D9's size, the scaled frame is the unscaled one: every
    // edge here lies between pixels, so nothing is averaged.
    let differ: Vec<usize> = (0..one.len()).filter(|&i| one[i] != two[i]).collect();
    assert!(
        differ.is_empty(),
        "{} pixels differ, first {:?}",
        differ.len(),
        differ
            .first()
            .map(|&i| (i as u32 % W, i as u32 / W, one[i], two[i]))
    );
    // The GPU's pixels are the picture at twice the size.
    for y in 0..2 * H {
        for x in 0..2 * W {
            let (got, want) = (
                native[(y * 2 * W + x) as usize],
                one[(y / 2 * W + x / 2) as usize],
            );
            assert!(got == want, "GPU pixel {x},{y}: {got:06x}, not {want:06x}");
        }
    }
    assert_eq!(one[(10 * W + 10) as usize], 0xff0000);
    assert_eq!(one[(8 * W + 50) as usize], 0x0000ff);
    assert_eq!(one[(35 * W + 40) as usize], 0x00ff00);
    assert_eq!(one[(45 * W + 8) as usize], 0xffff00);
}

#[test]
fn stretch_rect_locks_and_updates_see_the_logical_size() {
    let mut d = device(scale(2.0));
    let bb = back_buffer(&d);
    d.clear(&[], ClearFlags::TARGET, 0xff00_0000, 1.0, 0)
        .unwrap();
    d.begin_scene().unwrap();
    pixel_quad(&mut d, [0.0, 0.0, 32.0, 48.0], 0xffff_ffff);
    d.end_scene().unwrap();
    // Into an unscaled target of another size: the source's logical
    // rectangle lands on the destination's.
    let small = d
        .create_render_target(48, 48, Format::X8R8G8B8, MultiSampleType::None, 0, false)
        .unwrap();
    let src = Rect {
        left: 24,
        top: 0,
        right: 40,
        bottom: 16,
    };
    d.stretch_rect(bb, Some(src), small, Some(src), TextureFilterType::None)
        .unwrap();
    let got = rgb(&d.get_render_target_data(small).unwrap());
    assert_eq!(got[(5 * 48 + 31) as usize], 0xffffff);
    assert_eq!(got[(5 * 48 + 32) as usize], 0x000000);
    // A lockable scaled target: written at 64x48 through the lock, drawn
    // up to 128x96, read back as written.
    let lockable = d
        .create_render_target(W, H, Format::A8R8G8B8, MultiSampleType::None, 0, true)
        .unwrap();
    let pattern: Vec<u8> = (0..W * H)
        .flat_map(|i| {
            (if (i % W + i / W) % 2 == 0 {
                0xff20_4060u32
            } else {
                0xff00_0000
            })
            .to_le_bytes()
        })
        .collect();
    {
        let lock = d
            .lock_surface_rect(lockable, None, LockFlags::empty())
            .unwrap();
        for row in 0..H as usize {
            let pitch = lock.pitch as usize;
            let w = W as usize * 4;
            lock.bits[row * pitch..row * pitch + w].copy_from_slice(&pattern[row * w..row * w + w]);
        }
    }
    d.unlock_surface_rect(lockable).unwrap();
    let ((nw, _), native) = d.read_surface_native(lockable).unwrap();
    assert_eq!(nw, 2 * W);
    let native = rgb(&native);
    for (x, y) in [(0u32, 0u32), (1, 0), (2, 0), (3, 1), (5, 7)] {
        let want = if (x / 2 + y / 2) % 2 == 0 {
            0x204060
        } else {
            0
        };
        assert_eq!(native[(y * 2 * W + x) as usize], want, "{x},{y}");
    }
    assert_eq!(
        rgb(&d.get_render_target_data(lockable).unwrap()),
        rgb(&pattern)
    );
    let stats = d.render_scale_stats();
    assert!(
        stats.downsampled_reads >= 2 && stats.upscaled_writes == 1,
        "{stats:?}"
    );
}

/// A post-process draw samples a scaled 64x48 render-target texture (red
/// left of logical column 32, green from it) one texel to the right, with
/// the offset `1 / 64` in `c0` as games compute it.
fn offset_tap(settings: ScaleSettings) -> (Vec<u32>, ScaleStats) {
    let mut d = device(settings);
    let t = d
        .create_texture(
            W,
            H,
            1,
            Usage::RENDERTARGET,
            Format::X8R8G8B8,
            Pool::Default,
        )
        .unwrap();
    let level = d.get_surface_level(t, 0).unwrap();
    d.color_fill(level, 0xff00_ff00).unwrap();
    let left = Rect {
        left: 0,
        top: 0,
        right: 32,
        bottom: H as i32,
    };
    d.color_fill_rect(level, Some(left), 0xffff_0000).unwrap();
    let ps = d
        .create_pixel_shader(&bytes(
            "ps_2_0\ndcl t0.xy\ndcl_2d s0\nadd r0.xy, t0, c0\ntexld r0, r0, s0\nmov oC0, r0\n",
        ))
        .unwrap();
    d.set_pixel_shader(Some(ps)).unwrap();
    d.set_pixel_shader_constant_f(0, &[[1.0 / W as f32, 0.0, 0.0, 0.0]])
        .unwrap();
    d.set_texture(0, Some(t)).unwrap();
    for (state, v) in [(SamplerState::MinFilter, 1), (SamplerState::MagFilter, 1)] {
        d.set_sampler_state(0, state, v).unwrap();
    }
    // XYZRHW | TEX1: a full-screen quad whose texture coordinates put
    // texel centres on pixel centres.
    d.set_fvf(Fvf::from_d3d(0x104)).unwrap();
    let mut v = Vec::new();
    for (x, y) in [(0.0f32, 0.0f32), (1.0, 0.0), (0.0, 1.0), (1.0, 1.0)] {
        for f in [x * W as f32 - 0.5, y * H as f32 - 0.5, 0.5, 1.0, x, y] {
            v.extend_from_slice(&f.to_le_bytes());
        }
    }
    d.begin_scene().unwrap();
    d.draw_primitive_up(PrimitiveType::TriangleStrip, 2, &v, 24)
        .unwrap();
    d.end_scene().unwrap();
    let bb = back_buffer(&d);
    let (_, native) = d.read_surface_native(bb).unwrap();
    (rgb(&native), d.render_scale_stats())
}

#[test]
fn texel_offsets_of_a_scaled_texture_step_in_its_drawn_texels() {
    let row = |px: &[u32]| px[..(2 * W) as usize].to_vec();
    let (on, stats) = offset_tap(scale(2.0));
    // GPU pixel 62 (the left half of D3D9's pixel 31) reads GPU texel 63:
    // one drawn texel to the right, still red. Without the rule it reads
    // texel 64, two drawn texels away: green.
    assert_eq!(row(&on)[61], 0xff0000);
    assert_eq!(row(&on)[62], 0xff0000);
    assert_eq!(row(&on)[63], 0x00ff00);
    assert_eq!(stats.rescaled_constants, 1, "{stats:?}");
    let (off, stats) = offset_tap(ScaleSettings {
        rescale_offsets: false,
        ..scale(2.0)
    });
    assert_eq!(row(&off)[61], 0xff0000);
    assert_eq!(row(&off)[62], 0x00ff00);
    assert_eq!(stats.rescaled_constants, 0);
    // Unscaled, the same draw reads one texel right of each pixel.
    let (one, _) = offset_tap(scale(1.0));
    assert_eq!(one[30], 0xff0000);
    assert_eq!(one[31], 0x00ff00);
}

#[test]
fn a_depth_stencil_surface_less_scaled_than_its_target_is_drawn_through_a_twin() {
    let mut d = device(scale(2.0));
    // 96x96 follows nothing (unscaled), covers the 64x48 back buffer in
    // D3D9's pixels but not its 128x96 GPU pixels.
    let ds = d
        .create_depth_stencil_surface(96, 96, Format::D24S8, MultiSampleType::None, 0, false)
        .unwrap();
    d.set_depth_stencil_surface(Some(ds)).unwrap();
    d.set_render_state(RenderState::ZEnable, 1);
    d.clear(
        &[],
        ClearFlags::TARGET | ClearFlags::ZBUFFER,
        0xff00_0000,
        0.25,
        0,
    )
    .unwrap();
    d.begin_scene().unwrap();
    // z 0.5 is behind the cleared 0.25: not drawn.
    pixel_quad(&mut d, [0.0, 0.0, 32.0, 48.0], 0xffff_ffff);
    d.set_render_state(RenderState::ZFunc, 8);
    pixel_quad(&mut d, [32.0, 0.0, 64.0, 48.0], 0xffff_ffff);
    d.end_scene().unwrap();
    let px = rgb(&d.get_render_target_data(back_buffer(&d)).unwrap());
    assert_eq!(px[10], 0x000000);
    assert_eq!(px[40], 0xffffff);
    assert_eq!(d.render_scale_stats().depth_twins, 1);
}

#[test]
fn refused_settings_name_the_variable_and_the_accepted_values() {
    use ninebridge_d3d9::enhance::scale::{parse_render_scale, parse_scale_rules};
    let e = parse_render_scale(Some("0.5")).unwrap_err().to_string();
    assert!(
        e.contains("NINEBRIDGE_RENDER_SCALE") && e.contains("from 1 to 8"),
        "{e}"
    );
    let e = parse_scale_rules(Some("256x256=x"))
        .unwrap_err()
        .to_string();
    assert!(
        e.contains("NINEBRIDGE_RT_SCALE_RULES") && e.contains("WxH=F"),
        "{e}"
    );
}

/// A plane whose depth rises across the target, drawn twice: the second
/// time with `D3DRS_ZFUNC` LESS, a slope-scaled bias of -1 and a constant
/// bias of +3/4 of the slope's. D3D9 multiplies the slope bias by the depth
/// slope per pixel, so the second plane passes (net bias -1/4 slope);
/// scaled, the GPU's slope per pixel is half as large, and the device
/// doubles the factor to keep the same net bias.
fn slope_biased(factor: f32) -> Vec<u32> {
    let mut d = device(scale(factor));
    d.set_render_state(RenderState::ZEnable, 1);
    d.clear(
        &[],
        ClearFlags::TARGET | ClearFlags::ZBUFFER,
        0xff00_0000,
        1.0,
        0,
    )
    .unwrap();
    d.set_fvf(Fvf::from_d3d(0x044)).unwrap();
    // z = x / 128: a slope of 1/128 per D3D9 pixel.
    let plane = |argb: u32| {
        let mut v = Vec::new();
        for (x, y) in [(0.0f32, 0.0f32), (64.0, 0.0), (0.0, 48.0), (64.0, 48.0)] {
            for f in [x - 0.5, y - 0.5, x / 128.0, 1.0] {
                v.extend_from_slice(&f.to_le_bytes());
            }
            v.extend_from_slice(&argb.to_le_bytes());
        }
        v
    };
    d.begin_scene().unwrap();
    d.set_render_state(RenderState::ZFunc, 8);
    d.draw_primitive_up(PrimitiveType::TriangleStrip, 2, &plane(0xffff_0000), 20)
        .unwrap();
    d.set_render_state(RenderState::ZFunc, 2);
    d.set_render_state(RenderState::SlopeScaleDepthBias, (-1.0f32).to_bits());
    d.set_render_state(RenderState::DepthBias, (0.75f32 / 128.0).to_bits());
    d.draw_primitive_up(PrimitiveType::TriangleStrip, 2, &plane(0xff00_ff00), 20)
        .unwrap();
    d.end_scene().unwrap();
    rgb(&d.get_render_target_data(back_buffer(&d)).unwrap())
}

#[test]
fn slope_scaled_depth_bias_keeps_its_depth_at_any_scale() {
    let one = slope_biased(1.0);
    assert_eq!(
        one[(20 * W + 32) as usize],
        0x00ff00,
        "net bias -1/4 slope passes LESS"
    );
    let two = slope_biased(2.0);
    assert_eq!(two[(20 * W + 32) as usize], 0x00ff00);
}

/// A full-screen quad in clip space from -1 to 1, as many games and Wine's
/// tests draw it, without D3D9's half-pixel offset: its left and top edges
/// lie on the centres of D3D9's first column and row, which the top-left
/// rule covers. Scaled exactly, those pixels are half covered; with
/// `NINEBRIDGE_RENDER_SCALE_QUADS=uncorrected` they are covered whole.
fn clip_space_quad(settings: ScaleSettings) -> Vec<u32> {
    let mut d = device(settings);
    d.clear(&[], ClearFlags::TARGET, 0xff00_0000, 1.0, 0)
        .unwrap();
    d.set_fvf(Fvf::from_d3d(0x042)).unwrap();
    let mut v = Vec::new();
    for (x, y) in [(-1.0f32, 1.0f32), (1.0, 1.0), (-1.0, -1.0), (1.0, -1.0)] {
        for f in [x, y, 0.5] {
            v.extend_from_slice(&f32::to_le_bytes(f));
        }
        v.extend_from_slice(&0xffff_ffffu32.to_le_bytes());
    }
    d.begin_scene().unwrap();
    d.draw_primitive_up(PrimitiveType::TriangleStrip, 2, &v, 16)
        .unwrap();
    d.end_scene().unwrap();
    rgb(&d.get_render_target_data(back_buffer(&d)).unwrap())
}

#[test]
fn uncorrected_quads_cover_the_first_row_and_column_when_asked() {
    let one = clip_space_quad(scale(1.0));
    assert!(
        one.iter().all(|&p| p == 0xffffff),
        "D3D9 covers every pixel"
    );
    let exact = clip_space_quad(scale(2.0));
    // Half of the first column and row: averaged with the black clear.
    assert_ne!(exact[0], 0xffffff);
    assert_ne!(exact[(10 * W) as usize], 0xffffff);
    assert_eq!(exact[(10 * W + 10) as usize], 0xffffff);
    let uncorrected = clip_space_quad(ScaleSettings {
        uncorrected_quads: true,
        ..scale(2.0)
    });
    assert!(uncorrected == one, "covered like D3D9's");
}

#[test]
fn factors_set_from_code_are_kept_within_one_to_eight() {
    let mut d = Device::new(gpu(), Box::new(BytecodeTranslator::default()));
    for (given, kept) in [
        (f32::NAN, 1.0),
        (0.0, 1.0),
        (-3.0, 1.0),
        (100.0, 8.0),
        (2.5, 2.5),
    ] {
        d.set_render_scale(ScaleSettings {
            factor: given,
            rules: vec![SizeRule {
                width: 16,
                height: 16,
                factor: given,
            }],
            ..Default::default()
        });
        assert_eq!(d.render_scale().factor, kept, "{given}");
        assert_eq!(d.render_scale().rules[0].factor, kept, "{given}");
    }
}
