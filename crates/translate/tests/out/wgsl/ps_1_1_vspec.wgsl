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
    texcoord3_1 = texcoord3_;
    let _e1 = texcoord0_1;
    let _e5 = textureSample(t_s0_, s_s0_, _e1.xy);
    t0_ = clamp(_e5, vec4<f32>(-8f, -8f, -8f, -8f), vec4<f32>(8f, 8f, 8f, 8f));
    let _e12 = t0_;
    let _e14 = texcoord1_1;
    t1_ = clamp(vec4(dot(_e14.xyz, _e12.xyz)), vec4<f32>(-8f, -8f, -8f, -8f), vec4<f32>(8f, 8f, 8f, 8f));
    let _e23 = t0_;
    let _e25 = texcoord2_1;
    t2_ = clamp(vec4(dot(_e25.xyz, _e23.xyz)), vec4<f32>(-8f, -8f, -8f, -8f), vec4<f32>(8f, 8f, 8f, 8f));
    let _e34 = t0_;
    let _e35 = t1_;
    let _e37 = t2_;
    let _e40 = texcoord3_1;
    let _e45 = vec4<f32>(_e35.x, _e37.x, dot(_e40.xyz, _e34.xyz), 1f);
    let _e46 = texcoord1_1;
    let _e47 = texcoord2_1;
    let _e48 = texcoord3_1;
    let _e52 = vec4<f32>(_e46.w, _e47.w, _e48.w, 1f);
    let _e68 = textureSample(t_s3_, s_s3_, ((_e45 * vec4(((2f * dot(_e45.xyz, _e52.xyz)) / dot(_e45.xyz, _e45.xyz)))) - _e52).xyz);
    t3_ = clamp(_e68, vec4<f32>(-8f, -8f, -8f, -8f), vec4<f32>(8f, 8f, 8f, 8f));
    let _e73 = t3_;
    r0_ = clamp(_e73, vec4<f32>(-8f, -8f, -8f, -8f), vec4<f32>(8f, 8f, 8f, 8f));
    let _e82 = r0_;
    return FragmentOutput(saturate(_e82));
}
