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
    t0_ = texcoord0_;
    texcoord0_1 = texcoord0_;
    t1_ = texcoord1_;
    texcoord1_1 = texcoord1_;
    let _e1 = texcoord0_1;
    let _e5 = textureSample(t_s0_, s_s0_, _e1.xy);
    t0_ = clamp(_e5, vec4<f32>(-8f, -8f, -8f, -8f), vec4<f32>(8f, 8f, 8f, 8f));
    let _e13 = texcoord1_1;
    let _e14 = saturate(_e13);
    t1_ = clamp(vec4<f32>(_e14.x, _e14.y, _e14.z, 1f), vec4<f32>(-8f, -8f, -8f, -8f), vec4<f32>(8f, 8f, 8f, 8f));
    let _e24 = t0_;
    let _e26 = v0_;
    r0_ = clamp((_e24 * _e26), vec4<f32>(-8f, -8f, -8f, -8f), vec4<f32>(8f, 8f, 8f, 8f));
    let _e32 = t0_;
    let _e39 = v1_;
    r1_ = clamp((((((_e32 * vec4(2f)) - vec4(1f)) * _e39) + clamp(vec4<f32>(0.5f, 0.25f, 2f, -3f), vec4<f32>(-1f, -1f, -1f, -1f), vec4<f32>(1f, 1f, 1f, 1f))) * vec4(2f)), vec4<f32>(-8f, -8f, -8f, -8f), vec4<f32>(8f, 8f, 8f, 8f));
    let _e56 = t1_;
    let _e64 = d3d_constants.c[1];
    let _e74 = r1_;
    r1_ = select(_e74, saturate(vec4(dot(((_e56 * vec4(2f)) - vec4(1f)).xyz, clamp(_e64, vec4<f32>(-1f, -1f, -1f, -1f), vec4<f32>(1f, 1f, 1f, 1f)).xyz))), vec4<bool>(true, true, true, false));
    let _e76 = r0_;
    let _e79 = t0_;
    r1_.w = clamp((((vec4(1f) - _e76) + (_e79 - vec4(0.5f))) * vec4(0.5f)), vec4<f32>(-8f, -8f, -8f, -8f), vec4<f32>(8f, 8f, 8f, 8f)).w;
    let _e90 = r0_;
    let _e91 = r1_;
    let _e97 = r1_;
    let _e102 = r0_;
    r0_ = select(_e102, clamp((_e90 - -(_e91)), vec4<f32>(-8f, -8f, -8f, -8f), vec4<f32>(8f, 8f, 8f, 8f)), vec4<bool>(true, true, true, false));
    r0_.w = clamp(_e97.wwww, vec4<f32>(-8f, -8f, -8f, -8f), vec4<f32>(8f, 8f, 8f, 8f)).w;
    let _e108 = d3d_constants.c[2];
    let _e112 = r0_;
    let _e113 = r1_;
    r0_ = clamp(((clamp(_e108, vec4<f32>(-1f, -1f, -1f, -1f), vec4<f32>(1f, 1f, 1f, 1f)) * (_e112 - _e113)) + _e113), vec4<f32>(-8f, -8f, -8f, -8f), vec4<f32>(8f, 8f, 8f, 8f));
    let _e120 = r0_;
    let _e122 = r1_;
    let _e125 = d3d_constants.c[3];
    r0_ = clamp(select(clamp(_e125, vec4<f32>(-1f, -1f, -1f, -1f), vec4<f32>(1f, 1f, 1f, 1f)), _e122, (_e120.wwww > vec4(0.5f))), vec4<f32>(-8f, -8f, -8f, -8f), vec4<f32>(8f, 8f, 8f, 8f));
    let _e139 = r0_;
    return FragmentOutput(saturate(_e139));
}
