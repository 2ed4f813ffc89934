// Shared by every post pass: one triangle covering the target, the source
// read with `textureLoad` (any float format, no sampler), clamped at the
// edges, and a bilinear read in texel space (texel centres at integers),
// written out so the CPU reference in the tests computes the same thing.

struct Params {
    // x: the pass's parameter (gamma exponent, CAS sharpness); yzw unused.
    v: vec4<f32>,
}

@group(0) @binding(0) var src: texture_2d<f32>;
@group(0) @binding(1) var<uniform> params: Params;

@vertex
fn vs(@builtin(vertex_index) i: u32) -> @builtin(position) vec4<f32> {
    let x = f32((i << 1u) & 2u);
    let y = f32(i & 2u);
    return vec4<f32>(x * 2.0 - 1.0, 1.0 - y * 2.0, 0.0, 1.0);
}

fn texel(p: vec2<i32>) -> vec4<f32> {
    let last = vec2<i32>(textureDimensions(src)) - vec2<i32>(1, 1);
    return textureLoad(src, clamp(p, vec2<i32>(0, 0), last), 0);
}

// `p` in texel space: (0, 0) is the centre of the first texel.
fn bilinear(p: vec2<f32>) -> vec4<f32> {
    let base = floor(p);
    let f = p - base;
    let i = vec2<i32>(base);
    let top = mix(texel(i), texel(i + vec2<i32>(1, 0)), f.x);
    let bottom = mix(texel(i + vec2<i32>(0, 1)), texel(i + vec2<i32>(1, 1)), f.x);
    return mix(top, bottom, f.y);
}

fn luma(c: vec4<f32>) -> f32 {
    return dot(c.rgb, vec3<f32>(0.299, 0.587, 0.114));
}
