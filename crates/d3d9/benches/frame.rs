//! The frame benchmark (`ninebridge bench frame`) under criterion: a frame
//! of 1000 draws (texture, six constant registers and, every 50th draw, the
//! blend state changing between draws) through the D3D9 device, and the same
//! frame encoded with bare wgpu, in the same run on the same adapter.
//!
//! `cargo bench -p ninebridge-d3d9 --bench frame -- --warm-up-time 1 --measurement-time 3`
//!
//! The second group, `frame_capture`, is the capture overhead: the same
//! device frame with capture off and on (`NINEBRIDGE_TRACE`'s capture, the
//! trace streamed into a file under the target folder), side by side.
//!
//! Without a wgpu adapter the bench prints a note and measures nothing.

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use ninebridge_d3d9::Gpu;
use ninebridge_d3d9::frame_bench::FrameBench;

const DRAWS: u32 = 1000;

fn frame(c: &mut Criterion) {
    let gpu = match Gpu::from_env() {
        Ok(gpu) => gpu,
        Err(e) => {
            eprintln!("frame bench skipped: no wgpu adapter ({e})");
            return;
        }
    };
    let mut bench = FrameBench::new(gpu.clone(), DRAWS).expect("frame bench sets up");
    let mut g = c.benchmark_group("frame_1000_draws");
    g.throughput(Throughput::Elements(u64::from(DRAWS)));
    g.bench_function("d3d9_device", |b| {
        b.iter(|| bench.ours_frame().expect("frame draws"))
    });
    g.bench_function("bare_wgpu", |b| {
        b.iter(|| bench.reference_frame().expect("frame draws"))
    });
    g.finish();
    drop(bench);

    let trace = std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join("frame-capture.json");
    let mut off = FrameBench::new(gpu.clone(), DRAWS).expect("frame bench sets up");
    let mut on = FrameBench::capturing(gpu, DRAWS, &trace).expect("capture starts");
    let mut g = c.benchmark_group("frame_capture");
    g.throughput(Throughput::Elements(u64::from(DRAWS)));
    g.bench_function("capture_off", |b| {
        b.iter(|| off.ours_frame().expect("frame draws"))
    });
    g.bench_function("capture_on", |b| {
        b.iter(|| on.ours_frame().expect("frame draws"))
    });
    g.finish();
    drop(on);
    let _ = std::fs::remove_file(trace);
}

criterion_group!(benches, frame);
criterion_main!(benches);
