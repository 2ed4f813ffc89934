diagnostic(off, derivative_uniformity);

struct D3DConstants {
    c: array<vec4<f32>, 224>,
    i: array<vec4<i32>, 16>,
    b: array<vec4<u32>, 16>,
}

struct FragmentOutput {
    @location(0) color0_: vec4<f32>,
}

@group(1) @binding(2) 
var t_s0_: texture_2d<f32>;
@group(1) @binding(3) 
var s_s0_: sampler;
var<private> texcoord0_1: vec4<f32> = vec4<f32>();
var<private> t0_: vec4<f32> = vec4<f32>();
var<private> texcoord1_1: vec4<f32> = vec4<f32>();
var<private> t1_: vec4<f32> = vec4<f32>();
var<private> v0_: vec4<f32> = vec4<f32>();
var<private> r0_: vec4<f32> = vec4<f32>();
var<private> v1_: vec4<f32> = vec4<f32>();
var<private> r1_: vec4<f32> = vec4<f32>();
@group(1) @binding(0) 
var<uniform> d3d_constants: D3DConstants;

@fragment 
fn main(@location(8) color0_: vec4<f32>, @location(9) color1_: vec4<f32>, @location(0) texcoord0_: vec4<f32>, @location(1) texcoord1_: vec4<f32>) -> FragmentOutput {
    v0_ = color0_;
    v1_ = color1_;
    texcoord0_1 = texcoord0_;
    texcoord1_1 = texcoord1_;
    let _e1 = texcoord0_1;
    let _e5 = textureSample(t_s0_, s_s0_, _e1.xy);
    let _e10 = clamp(_e5, vec4<f32>(-8f, -8f, -8f, -8f), vec4<f32>(8f, 8f, 8f, 8f));
    let _e13 = texcoord1_1;
    let _e14 = saturate(_e13);
    let _e25 = v0_;
    let _e29 = clamp((_e10 * _e25), vec4<f32>(-8f, -8f, -8f, -8f), vec4<f32>(8f, 8f, 8f, 8f));
    r0_ = _e29;
    let _e37 = v1_;
    let _e52 = clamp((((((_e10 * vec4(2f)) - vec4(1f)) * _e37) + clamp(vec4<f32>(0.5f, 0.25f, 2f, -3f), vec4<f32>(-1f, -1f, -1f, -1f), vec4<f32>(1f, 1f, 1f, 1f))) * vec4(2f)), vec4<f32>(-8f, -8f, -8f, -8f), vec4<f32>(8f, 8f, 8f, 8f));
    r1_ = _e52;
    let _e61 = d3d_constants.c[1];
    r1_ = select(_e52, saturate(vec4(dot(((clamp(vec4<f32>(_e14.x, _e14.y, _e14.z, 1f), vec4<f32>(-8f, -8f, -8f, -8f), vec4<f32>(8f, 8f, 8f, 8f)) * vec4(2f)) - vec4(1f)).xyz, clamp(_e61, vec4<f32>(-1f, -1f, -1f, -1f), vec4<f32>(1f, 1f, 1f, 1f)).xyz))), vec4<bool>(true, true, true, false));
    r1_.w = clamp((((vec4(1f) - _e29) + (_e10 - vec4(0.5f))).w * 0.5f), -8f, 8f);
    let _e81 = r1_;
    r0_ = select(_e29, clamp((_e29 - -(_e81)), vec4<f32>(-8f, -8f, -8f, -8f), vec4<f32>(8f, 8f, 8f, 8f)), vec4<bool>(true, true, true, false));
    r0_.w = clamp(_e81.wwww, vec4<f32>(-8f, -8f, -8f, -8f), vec4<f32>(8f, 8f, 8f, 8f)).w;
    let _e96 = d3d_constants.c[2];
    let _e100 = r0_;
    let _e106 = clamp(((clamp(_e96, vec4<f32>(-1f, -1f, -1f, -1f), vec4<f32>(1f, 1f, 1f, 1f)) * (_e100 - _e81)) + _e81), vec4<f32>(-8f, -8f, -8f, -8f), vec4<f32>(8f, 8f, 8f, 8f));
    r0_ = _e106;
    let _e110 = d3d_constants.c[3];
    let _e119 = clamp(select(clamp(_e110, vec4<f32>(-1f, -1f, -1f, -1f), vec4<f32>(1f, 1f, 1f, 1f)), _e81, (_e106.wwww > vec4(0.5f))), vec4<f32>(-8f, -8f, -8f, -8f), vec4<f32>(8f, 8f, 8f, 8f));
    r0_ = _e119;
    return FragmentOutput(saturate(_e119));
}
