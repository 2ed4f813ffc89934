//! Per-shader cost of parse + translate + validate + SPIR-V write, the
//! pipeline MojoShader's SPIR-V profile is compared with in the issue
//! (about 12 us for a 10-instruction ps_2_0, 32-35 us for a 46-slot one).
//! naga's own WGSL front end doing the same job from our WGSL text (parse +
//! validate + SPIR-V) runs side by side as the reference.
//!
//! `cargo bench -p ninebridge-translate --bench translate -- --warm-up-time 1 --measurement-time 3`

use criterion::{Criterion, criterion_group, criterion_main};
use std::hint::black_box;

use ninebridge_translate::{TranslateOptions, to_spirv, to_wgsl, translate};

/// A 10-instruction ps_2_0 (diffuse texture times vertex colour, fog-free).
const SMALL: &str = "ps_2_0
dcl t0
dcl t1
dcl v0
dcl_2d s0
dcl_2d s1
texld r0, t0, s0
texld r1, t1, s1
mul r0, r0, v0
mad r0, r1, c0, r0
mov oC0, r0
";

/// A ps_2_0 of 46 instruction slots (per-pixel lighting with a normal map,
/// specular power, two lights, fresnel term).
const MEDIUM: &str = "ps_2_0
def c10, 2.0, -1.0, 0.0, 1.0
def c11, 16.0, 0.5, 0.25, 0.0
dcl t0
dcl t1.xyz
dcl t2.xyz
dcl t3.xyz
dcl v0
dcl_2d s0
dcl_2d s1
dcl_2d s2
texld r0, t0, s0
texld r1, t0, s1
texld r2, t0, s2
mad r1.xyz, r1, c10.x, c10.y
nrm r3.xyz, r1
nrm r4.xyz, t1
nrm r5.xyz, t2
dp3_sat r6.x, r3, r4
dp3_sat r6.y, r3, r5
add r7.xyz, r4, t3
nrm r8.xyz, r7
dp3_sat r6.z, r3, r8
pow r6.w, r6.z, c11.x
mul r9.xyz, r6.x, c0
mad r9.xyz, r6.y, c1, r9
add r9.xyz, r9, c2
mul r9.xyz, r9, r0
mul r10.xyz, r6.w, c3
mul r10.xyz, r10, r2.x
dp3 r11.x, r3, t3
add r11.x, c10.w, -r11.x
mul r11.y, r11.x, r11.x
mul r11.y, r11.y, r11.y
mad r11.z, r11.y, c11.y, c11.z
mad r9.xyz, r10, r11.z, r9
mul r9.xyz, r9, v0
lrp r9.xyz, c4.w, c4, r9
mov r9.w, r0.w
mul r9.w, r9.w, v0.w
mov oC0, r9
";

fn bench_shader(c: &mut Criterion, name: &str, text: &str) {
    let words = ninebridge_d3dbc::assemble(text).expect("bench shader assembles");
    let options = TranslateOptions::default();
    let full = |words: &[u32]| {
        let program = ninebridge_d3dbc::parse(words).expect("parses");
        let t = translate(&program, &options).expect("translates");
        to_spirv(&t).expect("spir-v")
    };
    let t = translate(&ninebridge_d3dbc::parse(&words).unwrap(), &options).unwrap();
    let wgsl = to_wgsl(&t).unwrap();
    let mut group = c.benchmark_group(name);
    group.bench_function("ninebridge parse+translate+validate+spirv", |b| {
        b.iter(|| full(black_box(&words)))
    });
    group.bench_function("naga wgsl-in parse+validate+spirv (reference)", |b| {
        b.iter(|| {
            let module = naga::front::wgsl::parse_str(black_box(&wgsl)).unwrap();
            let info = naga::valid::Validator::new(
                naga::valid::ValidationFlags::all(),
                naga::valid::Capabilities::empty(),
            )
            .validate(&module)
            .unwrap();
            naga::back::spv::write_vec(&module, &info, &Default::default(), None).unwrap()
        })
    });
    group.finish();
}

fn shaders(c: &mut Criterion) {
    bench_shader(c, "ps_2_0 10 instructions", SMALL);
    bench_shader(c, "ps_2_0 46 slots", MEDIUM);
}

fn corpus(c: &mut Criterion) {
    let Some(dir) =
        ninebridge_testutil::shared_subdir("translate bench corpus", "corpus/d3dbc-wine")
    else {
        return;
    };
    let options = TranslateOptions::default();
    let mut shaders: Vec<Vec<u32>> = Vec::new();
    let mut files: Vec<_> = std::fs::read_dir(dir)
        .unwrap()
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "bin"))
        .collect();
    files.sort();
    for f in files {
        let bytes = std::fs::read(f).unwrap();
        let words: Vec<u32> = bytes
            .chunks_exact(4)
            .map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]]))
            .collect();
        let Ok(p) = ninebridge_d3dbc::parse(&words) else {
            continue;
        };
        if translate(&p, &options).is_ok() {
            shaders.push(words);
        }
    }
    let name = format!("wine corpus ({} shaders)", shaders.len());
    c.bench_function(&name, |b| {
        b.iter(|| {
            for words in &shaders {
                let p = ninebridge_d3dbc::parse(black_box(words)).unwrap();
                let t = translate(&p, &options).unwrap();
                black_box(to_spirv(&t).unwrap());
            }
        })
    });
}

criterion_group!(benches, shaders, corpus);
criterion_main!(benches);
