diagnostic(off, derivative_uniformity);

struct FragmentOutput {
    @location(0) color0_: vec4<f32>,
}

@group(1) @binding(2) 
var t_s0_: texture_2d<f32>;
@group(1) @binding(3) 
var s_s0_: sampler;
@group(1) @binding(8) 
var t_s3_: texture_cube<f32>;
@group(1) @binding(9) 
var s_s3_: sampler;
var<private> texcoord0_1: vec4<f32> = vec4<f32>();
var<private> t0_: vec4<f32> = vec4<f32>();
var<private> texcoord1_1: vec4<f32> = vec4<f32>();
var<private> t1_: vec4<f32> = vec4<f32>();
var<private> texcoord2_1: vec4<f32> = vec4<f32>();
var<private> t2_: vec4<f32> = vec4<f32>();
var<private> texcoord3_1: vec4<f32> = vec4<f32>();
var<private> t3_: vec4<f32> = vec4<f32>();
var<private> v0_: vec4<f32> = vec4<f32>();
var<private> r0_: vec4<f32> = vec4<f32>();

@fragment 
fn main(@location(8) color0_: vec4<f32>, @location(0) texcoord0_: vec4<f32>, @location(1) texcoord1_: vec4<f32>, @location(2) texcoord2_: vec4<f32>, @location(3) texcoord3_: vec4<f32>) -> FragmentOutput {
    v0_ = color0_;
    t0_ = texcoord0_;
    texcoord0_1 = texcoord0_;
    t1_ = texcoord1_;
    texcoord1_1 = texcoord1_;
    t2_ = texcoord2_;
    texcoord2_1 = texcoord2_;
    t3_ = texcoord3_;
    texcoord3_1 = texcoord3_;
    let _e1 = texcoord0_1;
    let _e5 = textureSample(t_s0_, s_s0_, _e1.xy);
    t0_ = clamp(_e5, vec4<f32>(-8f, -8f, -8f, -8f), vec4<f32>(8f, 8f, 8f, 8f));
    let _e12 = t0_;
    let _e20 = texcoord1_1;
    t1_ = clamp(vec4(dot(_e20.xyz, ((_e12 * vec4(2f)) - vec4(1f)).xyz)), vec4<f32>(-8f, -8f, -8f, -8f), vec4<f32>(8f, 8f, 8f, 8f));
    let _e29 = t0_;
    let _e35 = texcoord2_1;
    t2_ = clamp(vec4(dot(_e35.xyz, ((_e29 * vec4(2f)) - vec4(1f)).xyz)), vec4<f32>(-8f, -8f, -8f, -8f), vec4<f32>(8f, 8f, 8f, 8f));
    let _e44 = t0_;
    let _e49 = t1_;
    let _e51 = t2_;
    let _e54 = texcoord3_1;
    let _e58 = vec4<f32>(_e49.x, _e51.x, dot(_e54.xyz, ((_e44 * vec4(2f)) - vec4(1f)).xyz), 1f);
    let _e64 = clamp(vec4<f32>(0f, 0f, 1f, 0f), vec4<f32>(-1f, -1f, -1f, -1f), vec4<f32>(1f, 1f, 1f, 1f));
    let _e79 = textureSample(t_s3_, s_s3_, ((_e58 * vec4(((2f * dot(_e58.xyz, _e64.xyz)) / dot(_e58.xyz, _e58.xyz)))) - _e64).xyz);
    t3_ = clamp(_e79, vec4<f32>(-8f, -8f, -8f, -8f), vec4<f32>(8f, 8f, 8f, 8f));
    let _e84 = t3_;
    let _e86 = v0_;
    r0_ = clamp((_e84 * _e86), vec4<f32>(-8f, -8f, -8f, -8f), vec4<f32>(8f, 8f, 8f, 8f));
    let _e97 = r0_;
    return FragmentOutput(saturate(_e97));
}
