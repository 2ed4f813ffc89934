//! Interpreter speed in shader instructions per second: a skinning-style
//! vertex shader (matrix macros, relative addressing, a loop) and a
//! texturing pixel shader on a quad.

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use ninebridge_d3dbc::{SamplerTextureType, assemble_program};
use ninebridge_interp::{
    CpuTexture, CpuTextures, Environment, Interpreter, PixelInput, SamplerDesc, VertexInput,
};
use ninebridge_types::SamplerSlot;

const VS: &str = "vs_2_0
defi i0, 4, 0, 1, 0
def c200, 0.25, 0.5, 1, 0
dcl_position v0
dcl_normal v1
dcl_blendindices v2
mov r1, c200.w
loop aL, i0
mova a0.x, v2.x
m4x3 r0.xyz, v0, c[a0.x + 10]
add r1.xyz, r1, r0
endloop
mul r1.xyz, r1, c200.x
mov r1.w, c200.z
m4x4 oPos, r1, c0
dp3 r2.x, v1, c4
max r2.x, r2.x, c200.w
mul oD0, r2.x, c5
rcp r3.x, r1.w
mul oT0, v0, r3.x
";

const PS: &str = "ps_2_0
dcl t0
dcl_2d s0
texld r0, t0, s0
mul r1, r0, c0
mad r1, r1, c1, c2
dp3 r2.x, r1, r1
rsq r2.x, r2.x
mul r1.xyz, r1, r2.x
cmp r1, r1, r1, c3
mov oC0, r1
";

/// Instructions executed for one vertex of `VS` (declarations not counted):
/// `mov` and `loop`, 4 iterations of `mova`, `m4x3`, `add`, `endloop`, then
/// 8 after the loop.
const VS_EXECUTED: u64 = 1 + 1 + 4 * 4 + 8;
/// Instructions executed per pixel of `PS` (declarations not counted).
const PS_EXECUTED: u64 = 8;

fn env() -> Environment {
    Environment {
        float_constants: (0..256)
            .map(|i| {
                let f = i as f32 * 0.01;
                [f, 1.0 - f, 0.5, 1.0]
            })
            .collect(),
        ..Environment::default()
    }
}

/// `VS` written in Rust.
fn native_vertex(c: &[[f32; 4]], v: &[[f32; 4]]) -> [[f32; 4]; 3] {
    let dp = |a: [f32; 4], b: [f32; 4], n: usize| (0..n).map(|i| a[i] * b[i]).sum::<f32>();
    let mut r1 = [0.0f32; 4];
    for _ in 0..4 {
        let a0 = v[2][0].round() as usize;
        for row in 0..3 {
            r1[row] += dp(v[0], c[a0 + 10 + row], 4);
        }
    }
    for x in r1.iter_mut().take(3) {
        *x *= 0.25;
    }
    r1[3] = 1.0;
    let pos = [0, 1, 2, 3].map(|row| dp(r1, c[row], 4));
    let d = dp(v[1], c[4], 3).max(0.0);
    let col = c[5].map(|x| x * d);
    let t = v[0].map(|x| x / r1[3]);
    [pos, col, t]
}

fn bench(c: &mut Criterion) {
    let vs = assemble_program(VS).expect("vs assembles");
    let vs_it = Interpreter::new(&vs).expect("vs prepares");
    let env = env();
    let input = VertexInput {
        v: vec![
            [0.5, 0.25, 1.0, 1.0],
            [0.0, 1.0, 0.0, 0.0],
            [2.0, 0.0, 0.0, 0.0],
        ],
    };
    let none = ninebridge_interp::NoTextures;
    let mut g = c.benchmark_group("interp");
    g.throughput(Throughput::Elements(VS_EXECUTED));
    g.bench_function("vertex skinning (instructions)", |b| {
        b.iter(|| vs_it.run_vertex(&env, &none, &input).expect("runs"))
    });
    // The reference: the same vertex computed by compiled Rust (the floor
    // for any interpreter of this shader).
    g.bench_function("vertex skinning, native Rust (reference)", |b| {
        b.iter(|| native_vertex(std::hint::black_box(&env.float_constants), &input.v))
    });

    let ps = assemble_program(PS).expect("ps assembles");
    let ps_it = Interpreter::new(&ps).expect("ps prepares");
    let mut textures = CpuTextures::default();
    textures.bind(
        SamplerSlot::Pixel(0),
        CpuTexture {
            kind: SamplerTextureType::Texture2d,
            width: 4,
            height: 4,
            depth: 1,
            levels: vec![(0..16).map(|i| [i as f32 / 16.0, 0.5, 0.25, 1.0]).collect()],
        },
        SamplerDesc::default(),
    );
    let quad = [0, 1, 2, 3].map(|i| {
        let mut p = PixelInput::default();
        p.texcoord[0] = [
            0.1 + 0.25 * (i & 1) as f32,
            0.1 + 0.25 * (i >> 1) as f32,
            0.0,
            1.0,
        ];
        p
    });
    g.throughput(Throughput::Elements(4 * PS_EXECUTED));
    g.bench_function("pixel quad (instructions)", |b| {
        b.iter(|| ps_it.run_quad(&env, &textures, &quad).expect("runs"))
    });
    g.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
