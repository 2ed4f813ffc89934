// The present blit: the back buffer drawn over the whole window surface.
//
// One triangle covers the target. Each target pixel maps to source texel
// space (texel centres at integers) and reads the four nearest texels with
// `textureLoad`, blended bilinearly, clamped at the edges: any float
// format works (no filtering sampler needed), and when the sizes match
// every pixel lands on a texel centre with weights exactly 0, so the
// values reach the surface unchanged. Alpha is written as 1: the window is
// opaque, as D3D9's presentation is.

struct Sizes {
    // The target's width and height in pixels.
    dst: vec2<f32>,
    pad: vec2<f32>,
}

@group(0) @binding(0) var src: texture_2d<f32>;
@group(0) @binding(1) var<uniform> sizes: Sizes;

@vertex
fn vs(@builtin(vertex_index) i: u32) -> @builtin(position) vec4<f32> {
    let x = f32((i << 1u) & 2u);
    let y = f32(i & 2u);
    return vec4<f32>(x * 2.0 - 1.0, 1.0 - y * 2.0, 0.0, 1.0);
}

@fragment
fn fs(@builtin(position) pos: vec4<f32>) -> @location(0) vec4<f32> {
    let size = vec2<f32>(textureDimensions(src));
    let p = pos.xy * size / sizes.dst - 0.5;
    let base = floor(p);
    let f = p - base;
    let hi = vec2<i32>(size) - vec2<i32>(1);
    let p0 = clamp(vec2<i32>(base), vec2<i32>(0), hi);
    let p1 = clamp(vec2<i32>(base) + vec2<i32>(1), vec2<i32>(0), hi);
    let a = textureLoad(src, p0, 0);
    let b = textureLoad(src, vec2<i32>(p1.x, p0.y), 0);
    let c = textureLoad(src, vec2<i32>(p0.x, p1.y), 0);
    let d = textureLoad(src, p1, 0);
    let rgb = mix(mix(a, b, f.x), mix(c, d, f.x), f.y).rgb;
    return vec4<f32>(rgb, 1.0);
}
