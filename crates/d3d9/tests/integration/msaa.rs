//! Multisampling: forced (`NINEBRIDGE_MSAA`, [`Device::set_msaa`]) on the
//! back buffer and the surfaces that follow it, and requested by the game
//! (`D3DMULTISAMPLE_*`), with the resolve done lazily when the
//! single-sample copy is read (`StretchRect`, readbacks, `Present`) and
//! depth moved between the twins of a depth-stencil surface.

use crate::common;

use common::{WgslTranslator, float_bytes, gpu};
use ninebridge_d3d9::enhance::{MsaaStats, Newer, ResolveMode};
use ninebridge_d3d9::*;

const VS: &str = r#"
struct R { half_pixel: vec4<f32>, clip_planes: array<vec4<f32>, 6>, point: vec4<f32>, viewport: vec4<f32> }
@group(0) @binding(1) var<uniform> r: R;
@vertex fn main(@location(0) pos: vec4<f32>) -> @builtin(position) vec4<f32> {
    return pos + vec4(r.half_pixel.xy * pos.w, 0.0, 0.0);
}
"#;

const PS: &str = r#"
struct K { c: array<vec4<f32>, 224>, i: array<vec4<i32>, 16>, b: array<vec4<u32>, 16> }
@group(1) @binding(0) var<uniform> k: K;
@fragment fn main() -> @location(0) vec4<f32> {
    return k.c[0];
}
"#;

const BLACK: u32 = 0xff00_0000;
const WHITE: u32 = 0xffff_ffff;

/// A WGSL device with `msaa` forced (0: off) and implicit surfaces of
/// `w` x `h` (X8R8G8B8, and D24S8 with `depth`), drawing a constant colour.
fn device(msaa: u32, (w, h): (u32, u32), depth: bool) -> Device {
    let mut d = Device::new(gpu(), Box::new(WgslTranslator));
    d.set_msaa(msaa);
    let params =
        PresentParameters::windowed(w, h, Format::X8R8G8B8, depth.then_some(Format::D24S8));
    d.make_implicit_surfaces(&params, CreateFlags::HARDWARE_VERTEXPROCESSING)
        .unwrap();
    let vs = d.create_vertex_shader(VS.as_bytes()).unwrap();
    let ps = d.create_pixel_shader(PS.as_bytes()).unwrap();
    d.set_vertex_shader(Some(vs)).unwrap();
    d.set_pixel_shader(Some(ps)).unwrap();
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
    d.set_render_state(RenderState::CullMode, 1);
    d
}

/// Draws the triangle `v` (clip-space x, y) at depth `z` in `argb`.
fn triangle(d: &mut Device, v: [[f32; 2]; 3], z: f32, argb: u32) {
    let rgba = d3dcolor_to_rgba(argb);
    d.set_pixel_shader_constant_f(0, &[rgba]).unwrap();
    let data: Vec<f32> = v.iter().flat_map(|p| [p[0], p[1], z]).collect();
    d.draw_primitive_up(PrimitiveType::TriangleList, 1, &float_bytes(&data), 12)
        .unwrap();
}

/// A triangle over the whole target.
fn full(d: &mut Device, z: f32, argb: u32) {
    triangle(d, [[-1.0, 1.0], [3.0, 1.0], [-1.0, -3.0]], z, argb);
}

/// The lower-left half of the target, cut by its diagonal.
const HALF: [[f32; 2]; 3] = [[-1.0, 1.0], [1.0, -1.0], [-1.0, -1.0]];

/// The red channel of every pixel of a BGRA8 surface.
fn reds(d: &Device, s: SurfaceId) -> Vec<u8> {
    d.get_render_target_data(s)
        .unwrap()
        .chunks_exact(4)
        .map(|p| p[2])
        .collect()
}

/// Level 0 of an X8R8G8B8 render-target texture: single-sampled always
/// (a `StretchRect` destination D3D9 accepts from a render target).
fn texture_target(d: &mut Device, w: u32, h: u32) -> SurfaceId {
    let tex = d
        .create_texture(
            w,
            h,
            1,
            Usage::RENDERTARGET,
            Format::X8R8G8B8,
            Pool::Default,
        )
        .unwrap();
    d.get_surface_level(tex, 0).unwrap()
}

fn clear(d: &mut Device, argb: u32) {
    d.clear(&[], ClearFlags::TARGET, argb, 1.0, 0).unwrap();
}

fn stats(d: &Device) -> MsaaStats {
    d.msaa_stats()
}

/// Lazy resolve: N draws and a `Present` are one resolve; a `StretchRect`
/// from the back buffer mid-frame adds one, the draws after it and the
/// `Present` one more; nothing read, nothing resolved.
#[test]
fn resolves_happen_once_per_read_of_drawn_samples() {
    let mut d = device(4, (16, 16), false);
    let bb = d.back_buffer().unwrap();
    assert_eq!(d.msaa_surface_state(bb).unwrap().0, 4);
    clear(&mut d, BLACK);
    for _ in 0..3 {
        triangle(&mut d, HALF, 0.5, WHITE);
    }
    assert_eq!(stats(&d).resolves, 0, "nothing read yet");
    assert_eq!(d.msaa_surface_state(bb).unwrap().1, Newer::Samples);
    d.present().unwrap();
    assert_eq!(stats(&d).resolves, 1, "Present reads the back buffer once");
    // Reading it again after the resolve costs nothing.
    let _ = reds(&d, bb);
    d.present().unwrap();
    assert_eq!(stats(&d).resolves, 1);

    // Mid-frame StretchRect from the back buffer: one more.
    triangle(&mut d, HALF, 0.5, WHITE);
    let copy = texture_target(&mut d, 16, 16);
    d.stretch_rect(bb, None, copy, None, TextureFilterType::None)
        .unwrap();
    assert_eq!(stats(&d).resolves, 2);
    full(&mut d, 0.5, WHITE);
    full(&mut d, 0.5, BLACK);
    d.present().unwrap();
    assert_eq!(stats(&d).resolves, 3);
    assert!(stats(&d).passes_multisampled >= 3);

    // Without MSAA there is nothing to resolve.
    let mut plain = device(0, (16, 16), false);
    full(&mut plain, 0.5, WHITE);
    plain.present().unwrap();
    assert_eq!(
        stats(&plain),
        MsaaStats {
            samples: 1,
            ..Default::default()
        }
    );
    assert_eq!(
        plain
            .msaa_surface_state(plain.back_buffer().unwrap())
            .unwrap()
            .0,
        1
    );
}

/// Edges are antialiased: with 4 samples a pixel cut by the triangle's
/// diagonal holds a value between the two colours, with 1 sample none
/// does; pixels away from the edge are the same either way.
#[test]
fn triangle_edges_get_intermediate_values_and_flat_areas_stay() {
    let draw = |msaa: u32| {
        let mut d = device(msaa, (16, 16), false);
        clear(&mut d, BLACK);
        triangle(&mut d, HALF, 0.5, WHITE);
        d.present().unwrap();
        reds(&d, d.back_buffer().unwrap())
    };
    let single = draw(0);
    let multi = draw(4);
    let between = |v: &u8| (1..255).contains(v);
    assert!(!single.iter().any(between), "{single:?}");
    assert!(multi.iter().any(between), "{multi:?}");
    for y in 0..16usize {
        for x in 0..16usize {
            // Pixels two or more away from the triangle's edges: the
            // diagonal x == y, the left column and the bottom row (which
            // D3D9's half-pixel offset puts on pixel centres).
            if x.abs_diff(y) >= 2 && x >= 2 && y <= 13 {
                let i = y * 16 + x;
                assert_eq!(single[i], multi[i], "pixel ({x}, {y})");
            }
        }
    }
}

/// The sample count is part of the pipeline key: the same draw into the
/// multisampled back buffer and into a single-sample target of another
/// size (it does not follow the back buffer) needs two pipelines; without
/// MSAA one serves both.
#[test]
fn the_sample_count_is_in_the_pipeline_key() {
    let pipelines = |msaa: u32| {
        let mut d = device(msaa, (16, 8), false);
        let bb = d.back_buffer().unwrap();
        let other = d
            .create_render_target(5, 5, Format::X8R8G8B8, MultiSampleType::None, 0, false)
            .unwrap();
        assert_eq!(d.msaa_surface_state(other).unwrap().0, 1);
        full(&mut d, 0.5, WHITE);
        let before = d.pipeline_count();
        d.set_render_target(0, Some(other)).unwrap();
        full(&mut d, 0.5, WHITE);
        d.set_render_target(0, Some(bb)).unwrap();
        full(&mut d, 0.5, WHITE);
        d.flush().unwrap();
        d.pipeline_count() - before
    };
    assert_eq!(
        pipelines(4),
        1,
        "a pipeline of 1 sample beside the one of 4"
    );
    assert_eq!(pipelines(0), 0);
}

/// A game's `D3DMULTISAMPLE_4_SAMPLES` render target (no forced MSAA):
/// `GetDesc` reports what was asked for, the target renders with 4
/// samples, and `StretchRect` (D3D9's way to resolve one) gives the drawn
/// colours.
#[test]
fn a_requested_4x_target_resolves_through_stretch_rect() {
    let mut d = device(0, (16, 16), false);
    let rt = d
        .create_render_target(
            16,
            16,
            Format::A8R8G8B8,
            MultiSampleType::Samples4,
            0,
            false,
        )
        .unwrap();
    let desc = d.surface_desc(rt).unwrap();
    assert_eq!(desc.multisample, MultiSampleType::Samples4);
    assert_eq!(desc.multisample_quality, 0);
    let counts = d.msaa_counts(wgpu::TextureFormat::Bgra8Unorm);
    assert_eq!(
        d.msaa_surface_state(rt).unwrap().0,
        ninebridge_d3d9::enhance::msaa::nearest_count(4, &counts)
    );
    d.set_render_target(0, Some(rt)).unwrap();
    d.clear(&[], ClearFlags::TARGET, 0xff00_00ff, 1.0, 0)
        .unwrap();
    triangle(&mut d, HALF, 0.5, 0xffff_0000);
    let dst = texture_target(&mut d, 16, 16);
    d.stretch_rect(rt, None, dst, None, TextureFilterType::None)
        .unwrap();
    assert_eq!(stats(&d).resolves, 1);
    let px = d.read_surface_rect(dst, (0, 0, 16, 16)).unwrap();
    let at = |x: usize, y: usize| {
        let i = (y * 16 + x) * 4;
        u32::from_le_bytes([px[i], px[i + 1], px[i + 2], px[i + 3]])
    };
    // X8R8G8B8: the alpha byte is not compared.
    assert_eq!(at(1, 14) & 0xff_ffff, 0xff_0000, "inside the triangle");
    assert_eq!(at(14, 1) & 0xff_ffff, 0x00_00ff, "the cleared part");
    // NONMASKABLE: quality q picks the q-th count; past them is invalid.
    let levels = counts.len() as u32;
    let nm = d
        .create_render_target(
            8,
            8,
            Format::A8R8G8B8,
            MultiSampleType::NonMaskable,
            levels - 1,
            false,
        )
        .unwrap();
    assert_eq!(d.msaa_surface_state(nm).unwrap().0, *counts.last().unwrap());
    let past = d.create_render_target(
        8,
        8,
        Format::A8R8G8B8,
        MultiSampleType::NonMaskable,
        levels,
        false,
    );
    assert_eq!(past.unwrap_err().hresult(), HResult::D3DERR_INVALIDCALL);
    let quality =
        d.create_render_target(8, 8, Format::A8R8G8B8, MultiSampleType::Samples4, 1, false);
    assert_eq!(quality.unwrap_err().hresult(), HResult::D3DERR_INVALIDCALL);
}

/// Depth written in a multisampled pass is what a single-sample pass
/// tests against (sample 0 moved to the single-sample twin), and the other
/// way round (the same depth in every sample).
#[test]
fn depth_moves_between_the_twins() {
    let mut d = device(4, (16, 16), true);
    let bb = d.back_buffer().unwrap();
    let ds = d.auto_depth_stencil().unwrap();
    assert_eq!(d.msaa_surface_state(ds).unwrap().0, 4);
    d.set_render_state(RenderState::ZEnable, 1);
    d.set_render_state(RenderState::ZWriteEnable, 1);
    d.set_render_state(RenderState::ZFunc, 2); // D3DCMP_LESS
    d.clear(&[], ClearFlags::TARGET | ClearFlags::ZBUFFER, BLACK, 1.0, 0)
        .unwrap();
    // The scene's depth, in the multisampled pass.
    full(&mut d, 0.5, WHITE);
    // A render-target texture stays single-sampled.
    let level = texture_target(&mut d, 16, 16);
    assert_eq!(d.msaa_surface_state(level).unwrap().0, 1);
    d.set_render_target(0, Some(level)).unwrap();
    d.clear(&[], ClearFlags::TARGET, BLACK, 1.0, 0).unwrap();
    // Behind the scene's depth: hidden; in front: drawn (and written).
    triangle(&mut d, HALF, 0.7, 0xff80_0000);
    assert_eq!(stats(&d).depth_resolves, 1);
    assert_eq!(stats(&d).stencil_lost, 1, "D24S8 keeps the twin's stencil");
    let r = reds(&d, level);
    assert_eq!(r[14 * 16 + 1], 0, "z 0.7 fails against the scene's 0.5");
    full(&mut d, 0.3, 0xff40_0000);
    assert_eq!(reds(&d, level)[14 * 16 + 1], 0x40);
    // Back in the multisampled pass: depth 0.3 from the single-sample pass.
    d.set_render_target(0, Some(bb)).unwrap();
    full(&mut d, 0.4, 0xff20_0000);
    assert_eq!(stats(&d).depth_uploads, 1);
    d.present().unwrap();
    assert_eq!(reds(&d, bb)[8 * 16 + 8], 0xff, "z 0.4 fails against 0.3");
    full(&mut d, 0.2, 0xff10_0000);
    d.present().unwrap();
    assert_eq!(reds(&d, bb)[8 * 16 + 8], 0x10);
}

/// Refused values leave MSAA off; a count the adapter lacks falls back to
/// the nearest it has.
#[test]
fn refused_counts_and_fallbacks() {
    for bad in [3, 16, 32] {
        let d = device(bad, (8, 8), false);
        assert_eq!(d.msaa(), None, "{bad}");
        assert_eq!(d.msaa_surface_state(d.back_buffer().unwrap()).unwrap().0, 1);
    }
    for want in [2, 4, 8] {
        let d = device(want, (8, 8), true);
        let counts = d.msaa_counts(wgpu::TextureFormat::Bgra8Unorm);
        let expect = ninebridge_d3d9::enhance::msaa::nearest_count(want, &counts);
        eprintln!("the adapter's counts for BGRA8: {counts:?}");
        assert_eq!(d.msaa(), Some(want));
        let bb = d.back_buffer().unwrap();
        assert_eq!(
            d.msaa_surface_state(bb).unwrap().0,
            expect,
            "{want} of {counts:?}"
        );
    }
}

/// The every-pass baseline resolves at the end of each multisampled pass:
/// one resolve per pass, and reads add none.
#[test]
fn every_pass_resolves_once_per_multisampled_pass() {
    let mut d = device(4, (16, 16), false);
    d.set_msaa_resolve_mode(ResolveMode::EveryPass);
    let bb = d.back_buffer().unwrap();
    clear(&mut d, BLACK);
    triangle(&mut d, HALF, 0.5, WHITE);
    let copy = texture_target(&mut d, 16, 16);
    d.stretch_rect(bb, None, copy, None, TextureFilterType::None)
        .unwrap();
    full(&mut d, 0.5, WHITE);
    d.present().unwrap();
    let s = stats(&d);
    assert_eq!(s.passes_multisampled, 3, "the clear and two draw passes");
    assert_eq!(s.resolves, s.passes_multisampled);
    assert_eq!(reds(&d, bb)[8 * 16 + 8], 0xff);
}

/// `D3DPRESENT_PARAMETERS` asking for `D3DMULTISAMPLE_4_SAMPLES`: the back
/// buffer and the automatic depth-stencil surface are multisampled and
/// report the type; D3D9 refuses it with another swap effect than
/// DISCARD or a lockable back buffer.
#[test]
fn presentation_parameters_multisample_the_implicit_surfaces() {
    let make = |p: &PresentParameters| {
        Device::create(
            gpu(),
            Box::new(WgslTranslator),
            p,
            CreateFlags::HARDWARE_VERTEXPROCESSING,
        )
    };
    let mut p = PresentParameters::windowed(16, 16, Format::X8R8G8B8, Some(Format::D24S8));
    p.multisample = MultiSampleType::Samples4;
    let d = make(&p).unwrap();
    let counts = d.msaa_counts(wgpu::TextureFormat::Bgra8Unorm);
    let expect = ninebridge_d3d9::enhance::msaa::nearest_count(4, &counts);
    for s in [d.back_buffer().unwrap(), d.auto_depth_stencil().unwrap()] {
        assert_eq!(
            d.surface_desc(s).unwrap().multisample,
            MultiSampleType::Samples4
        );
        assert_eq!(d.msaa_surface_state(s).unwrap().0, expect);
    }
    let mut copy = p;
    copy.swap_effect = ninebridge_types::SwapEffect::Copy;
    assert_eq!(
        make(&copy).unwrap_err().hresult(),
        HResult::D3DERR_INVALIDCALL
    );
    let mut lockable = p;
    lockable.flags = 1; // D3DPRESENTFLAG_LOCKABLE_BACKBUFFER
    assert_eq!(
        make(&lockable).unwrap_err().hresult(),
        HResult::D3DERR_INVALIDCALL
    );
}

/// NVIDIA's transparency multisampling (`ninebridge_d3d9::vendor`): with
/// `D3DRS_ADAPTIVETESS_Y` = `ATOC` and the alpha test on, a draw into a
/// multisampled target covers as many samples as its alpha says, so a
/// half-transparent red over black resolves to partly red; with the
/// state off, or the alpha test off, it covers every sample; a
/// single-sample target is drawn whole.
#[test]
fn atoc_turns_alpha_into_coverage_on_multisampled_targets() {
    let mut d = device(0, (16, 16), false);
    let rt = d
        .create_render_target(
            16,
            16,
            Format::A8R8G8B8,
            MultiSampleType::Samples4,
            0,
            false,
        )
        .unwrap();
    let single = d
        .create_render_target(16, 16, Format::A8R8G8B8, MultiSampleType::None, 0, false)
        .unwrap();
    let dst = texture_target(&mut d, 16, 16);
    let mean_red = |d: &mut Device, target: SurfaceId| {
        d.set_render_target(0, Some(target)).unwrap();
        clear(d, BLACK);
        full(d, 0.5, 0x80ff_0000);
        d.stretch_rect(target, None, dst, None, TextureFilterType::None)
            .unwrap();
        // The inside 12x12: away from the triangle's edges.
        let px = d.read_surface_rect(dst, (2, 2, 12, 12)).unwrap();
        px.chunks_exact(4).map(|p| f32::from(p[2])).sum::<f32>() / 144.0
    };
    d.set_render_state(RenderState::AlphaTestEnable, 1);
    d.set_render_state(RenderState::AlphaFunc, 8); // D3DCMP_ALWAYS
    assert_eq!(mean_red(&mut d, rt), 255.0, "ATOC off");
    d.set_render_state(RenderState::AdaptiveTessY, vendor::ATOC);
    // Which samples an alpha covers is the implementation's (lavapipe: 3
    // of 4 for 0x80); some but not all.
    let covered = mean_red(&mut d, rt);
    assert!((32.0..=224.0).contains(&covered), "ATOC on: {covered}");
    assert_eq!(mean_red(&mut d, single), 255.0, "single-sample target");
    d.set_render_state(RenderState::AlphaTestEnable, 0);
    assert_eq!(mean_red(&mut d, rt), 255.0, "alpha test off");
    d.set_render_state(RenderState::AlphaTestEnable, 1);
    d.set_render_state(RenderState::AdaptiveTessY, 0);
    assert_eq!(mean_red(&mut d, rt), 255.0, "D3DFMT_UNKNOWN turns it off");
}
