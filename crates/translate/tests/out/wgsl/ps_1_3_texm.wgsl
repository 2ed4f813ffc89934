diagnostic(off, derivative_uniformity);

struct FragmentOutput {
    @location(0) color0_: vec4<f32>,
}

@group(1) @binding(2) 
var t_s0_: texture_2d<f32>;
@group(1) @binding(3) 
var s_s0_: sampler;
@group(1) @binding(6) 
var t_s2_: texture_2d<f32>;
@group(1) @binding(7) 
var s_s2_: sampler;
@group(1) @binding(8) 
var t_s3_: texture_2d<f32>;
@group(1) @binding(9) 
var s_s3_: sampler;
var<private> texcoord0_1: vec4<f32> = vec4<f32>();
var<private> t0_: vec4<f32> = vec4<f32>();
var<private> texcoord1_1: vec4<f32> = vec4<f32>();
var<private> t1_: vec4<f32> = vec4<f32>();
var<private> texcoord2_1: vec4<f32> = vec4<f32>();
var<private> t2_: vec4<f32> = vec4<f32>();
var<private> t3_: vec4<f32> = vec4<f32>();
var<private> r0_: vec4<f32> = vec4<f32>();

@fragment 
fn main(@location(0) texcoord0_: vec4<f32>, @location(1) texcoord1_: vec4<f32>, @location(2) texcoord2_: vec4<f32>, @location(3) texcoord3_: vec4<f32>) -> FragmentOutput {
    t0_ = texcoord0_;
    texcoord0_1 = texcoord0_;
    t1_ = texcoord1_;
    texcoord1_1 = texcoord1_;
    t2_ = texcoord2_;
    texcoord2_1 = texcoord2_;
    t3_ = texcoord3_;
    let _e1 = texcoord0_1;
    let _e5 = textureSample(t_s0_, s_s0_, _e1.xy);
    let _e10 = clamp(_e5, vec4<f32>(-8f, -8f, -8f, -8f), vec4<f32>(8f, 8f, 8f, 8f));
    t0_ = _e10;
    let _e19 = texcoord1_1;
    let _e26 = clamp(vec4(dot(_e19.xyz, ((_e10 * vec4(2f)) - vec4(1f)).xyz)), vec4<f32>(-8f, -8f, -8f, -8f), vec4<f32>(8f, 8f, 8f, 8f));
    t1_ = _e26;
    let _e34 = texcoord2_1;
    let _e43 = textureSample(t_s2_, s_s2_, vec4<f32>(_e26.x, dot(_e34.xyz, ((_e10 * vec4(2f)) - vec4(1f)).xyz), 0f, 0f).xy);
    let _e46 = clamp(_e43, vec4<f32>(-8f, -8f, -8f, -8f), vec4<f32>(8f, 8f, 8f, 8f));
    t2_ = _e46;
    let _e52 = textureSample(t_s3_, s_s3_, _e46.wxzw.xy);
    let _e55 = clamp(_e52, vec4<f32>(-8f, -8f, -8f, -8f), vec4<f32>(8f, 8f, 8f, 8f));
    t3_ = _e55;
    let _e60 = clamp((_e46 * _e55), vec4<f32>(-8f, -8f, -8f, -8f), vec4<f32>(8f, 8f, 8f, 8f));
    r0_ = _e60;
    return FragmentOutput(saturate(_e60));
}
