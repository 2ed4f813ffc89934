//! The render thread (`NINEBRIDGE_RENDER_THREAD`): a frame drawn with the
//! thread gives the pixels the inline queue gives, with the buffer, texture
//! and clear traffic of a game between draws and more draws than one
//! hand-over holds; the waits D3D9 requires see the thread's work.

use crate::common;

use common::{bytes, float_bytes, gpu, pixels};
use ninebridge_d3d9::*;

/// Draws per frame: more than one encoder's worth (256), so the thread
/// submits some while the rest are recorded.
const DRAWS: u32 = 600;

/// A device with no render thread (`None`), or one with `Some(n)`
/// finisher threads.
fn device(render_thread: Option<usize>) -> (Device, SurfaceId) {
    let gpu = match render_thread {
        Some(n) => gpu()
            .with_render_thread_and_finishers(n)
            .expect("the threads start"),
        None => gpu(),
    };
    let mut d = Device::new_with_render_thread(
        gpu,
        Box::new(BytecodeTranslator::default()),
        render_thread.is_some(),
    );
    let rt = d
        .create_render_target(4, 4, Format::A32B32G32R32F, MultiSampleType::None, 0, false)
        .unwrap();
    d.set_render_target(0, Some(rt)).unwrap();
    let vs = d
        .create_vertex_shader(&bytes(
            "vs_2_0\ndcl_position v0\ndcl_color v1\nmov oPos, v0\nmov oD0, v1\nmov oT0, c0\n",
        ))
        .unwrap();
    let ps = d
        .create_pixel_shader(&bytes(
            "ps_2_0\ndcl v0\ndcl t0.xy\ndcl_2d s0\ntexld r0, t0, s0\nadd r0, v0, r0\nadd r0, r0, c1\nmov oC0, r0\n",
        ))
        .unwrap();
    d.set_vertex_shader(Some(vs)).unwrap();
    d.set_pixel_shader(Some(ps)).unwrap();
    let decl = d
        .create_vertex_declaration(&[
            VertexElement::new(0, 0, DeclType::Float2, DeclUsage::Position, 0),
            VertexElement::new(0, 8, DeclType::Float4, DeclUsage::Color, 0),
        ])
        .unwrap();
    d.set_vertex_declaration(Some(decl)).unwrap();
    d.set_render_state(RenderState::CullMode, 1);
    // Additive: every draw's colour lands in the sum.
    d.set_render_state(RenderState::AlphaBlendEnable, 1);
    d.set_render_state(RenderState::SrcBlend, 2); // D3DBLEND_ONE
    d.set_render_state(RenderState::DestBlend, 2); // D3DBLEND_ONE
    (d, rt)
}

/// A triangle over the whole 4x4 target in one colour.
fn triangle(color: [f32; 4]) -> Vec<u8> {
    [[-1.0f32, 1.0], [3.0, 1.0], [-1.0, -3.0]]
        .iter()
        .flat_map(|p| [float_bytes(p), float_bytes(&color)].concat())
        .collect()
}

/// A 1x1 A32B32G32R32F managed texture.
fn texture(d: &mut Device) -> TextureId {
    let t = d
        .create_texture(
            1,
            1,
            1,
            Usage::empty(),
            Format::A32B32G32R32F,
            Pool::Managed,
        )
        .unwrap();
    set_texel(d, t, [0.0; 4]);
    t
}

fn set_texel(d: &mut Device, t: TextureId, texel: [f32; 4]) {
    d.lock_rect(t, 0, None, LockFlags::empty())
        .unwrap()
        .bits
        .copy_from_slice(&float_bytes(&texel));
    d.unlock_rect(t, 0).unwrap();
}

/// One frame: a clear, then `DRAWS` additive draws, each with its own
/// vertices written into a dynamic buffer (a discard every 8th draw,
/// no-overwrite in between); every 100th draw the texture's texel changes
/// and it adds to that draw only; a pixel constant changes every draw; a
/// clear halfway. Returns the
/// pixels and the sum every pixel must hold.
fn frame(d: &mut Device, rt: SurfaceId) -> (Vec<[f32; 4]>, [f32; 4]) {
    let tri = triangle([0.0; 4]).len() as u32;
    let slots = 8;
    let vb = d
        .create_vertex_buffer(
            tri * slots,
            Usage::DYNAMIC | Usage::WRITEONLY,
            0,
            Pool::Default,
        )
        .unwrap();
    let t = texture(d);
    let blank = texture(d);
    d.clear(&[], ClearFlags::TARGET, 0, 1.0, 0).unwrap();
    let mut sum = [0.0f32; 4];
    // With a render thread: it runs nothing until the frame is recorded,
    // as far behind as it can be (an operation that overtook it would
    // show in the pixels).
    let held = d.gpu().queue().pause();
    for i in 0..DRAWS {
        if i == DRAWS / 2 {
            // Everything so far is cleared: only what follows counts.
            d.clear(&[], ClearFlags::TARGET, 0, 1.0, 0).unwrap();
            sum = [0.0; 4];
        }
        // Dyadic steps: every partial sum is exact in f32.
        let color = [
            (i % 16) as f32 / 1024.0,
            1.0 / 256.0,
            (i % 3) as f32 / 64.0,
            0.0,
        ];
        let slot = i % slots;
        let flags = if slot == 0 {
            LockFlags::DISCARD
        } else {
            LockFlags::NOOVERWRITE
        };
        d.lock_vertex_buffer(vb, slot * tri, tri, flags)
            .unwrap()
            .copy_from_slice(&triangle(color));
        d.unlock_vertex_buffer(vb).unwrap();
        d.set_stream_source(0, Some(vb), 0, 24).unwrap();
        // Uniforms go through the ring, written again at each hand-over.
        // Period 64: no two batches (a flush every 100 draws, at each texture
        // update) hold the same values at the same ring offsets.
        let constant = [0.0, (i % 64) as f32 / 4096.0, 0.0, 0.0];
        d.set_pixel_shader_constant_f(1, &[constant]).unwrap();
        let mut added = [0, 1, 2, 3].map(|c| color[c] + constant[c]);
        if i % 100 == 7 {
            let texel = [0.0, 0.0, 0.0, (i / 100) as f32 + 1.0];
            set_texel(d, t, texel);
            d.set_texture(0, Some(t)).unwrap();
            added[3] += texel[3];
        } else {
            d.set_texture(0, Some(blank)).unwrap();
        }
        d.draw_primitive(PrimitiveType::TriangleList, slot * 3, 1)
            .unwrap();
        for c in 0..4 {
            sum[c] += added[c];
        }
    }
    drop(held);
    (pixels(d, rt), sum)
}

#[test]
fn a_frame_on_the_render_thread_gives_the_inline_frame_s_pixels() {
    let (mut inline, rt) = device(None);
    let (inline_pixels, sum) = frame(&mut inline, rt);
    assert!(
        inline_pixels.iter().all(|p| *p == sum),
        "{inline_pixels:?} != {sum:?}"
    );
    assert!(!inline.render_thread_stats().threaded);
    // Inline, draws go into live wgpu passes.
    assert_eq!(inline.batch_stats().recorded_passes, 0);
    for finishers in [0, 2] {
        let (mut threaded, rt) = device(Some(finishers));
        let (threaded_pixels, threaded_sum) = frame(&mut threaded, rt);
        assert_eq!(threaded_sum, sum);
        assert_eq!(threaded_pixels, inline_pixels, "{finishers} finishers");
        let stats = threaded.render_thread_stats();
        assert!(stats.threaded);
        assert_eq!(stats.errors, 0);
        // Each hand-over of 256 draws is a recorded pass (a piece of work
        // of its own); the readback flushes the rest.
        assert!(stats.encoders > u64::from(DRAWS / 256), "{stats:?}");
        let batch = threaded.batch_stats();
        assert!(batch.recorded_passes >= u64::from(DRAWS / 256), "{batch:?}");
        assert_eq!(batch.recorded_passes, batch.passes, "{batch:?}");
        // Only the readback waited: buffer locks (DISCARD, NOOVERWRITE),
        // texture updates and clears never wait for the thread.
        assert_eq!(stats.syncs, 1, "{stats:?}");
    }
}

#[test]
fn an_event_query_flushed_on_the_render_thread_signals() {
    let (mut d, rt) = device(Some(1));
    d.set_stream_source(0, None, 0, 0).unwrap();
    let vb = d
        .create_vertex_buffer(72, Usage::WRITEONLY, 0, Pool::Default)
        .unwrap();
    d.lock_vertex_buffer(vb, 0, 0, LockFlags::empty())
        .unwrap()
        .copy_from_slice(&triangle([0.25, 0.5, 0.0, 1.0]));
    d.unlock_vertex_buffer(vb).unwrap();
    d.set_stream_source(0, Some(vb), 0, 24).unwrap();
    let t = texture(&mut d);
    d.set_texture(0, Some(t)).unwrap();
    d.clear(&[], ClearFlags::TARGET, 0, 1.0, 0).unwrap();
    d.draw_primitive(PrimitiveType::TriangleList, 0, 1).unwrap();
    let q = d.create_query(QueryType::Event).unwrap();
    d.issue_query(q, IssueFlags::END).unwrap();
    let mut signaled = None;
    for _ in 0..10_000 {
        signaled = d.query_data(q, true).unwrap();
        if signaled.is_some() {
            break;
        }
        std::thread::sleep(std::time::Duration::from_millis(1));
    }
    assert_eq!(signaled, Some(1), "D3DGETDATA_FLUSH reaches the GPU");
    assert!(pixels(&d, rt).iter().all(|p| *p == [0.25, 0.5, 0.0, 1.0]));
}

#[test]
fn the_variable_s_values() {
    assert_eq!(RENDER_THREAD_VARIABLE, "NINEBRIDGE_RENDER_THREAD");
    for on in ["1", "on", "true", " yes "] {
        assert_eq!(parse_render_thread(on), Some(true), "{on}");
    }
    for off in ["0", "OFF", "false", "no"] {
        assert_eq!(parse_render_thread(off), Some(false), "{off}");
    }
    assert_eq!(parse_render_thread("2"), None);
}
