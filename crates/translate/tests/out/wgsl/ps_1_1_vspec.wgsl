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
var<private> oT0_: vec4<f32> = vec4<f32>();
var<private> t0_: vec4<f32> = vec4<f32>();
var<private> oT1_: vec4<f32> = vec4<f32>();
var<private> t1_: vec4<f32> = vec4<f32>();
var<private> oT2_: vec4<f32> = vec4<f32>();
var<private> t2_: vec4<f32> = vec4<f32>();
var<private> oT3_: vec4<f32> = vec4<f32>();
var<private> t3_: vec4<f32> = vec4<f32>();
var<private> r0_: vec4<f32> = vec4<f32>();

fn d3d_main() {
    let _e1 = oT0_;
    let _e5 = textureSample(t_s0_, s_s0_, _e1.xy);
    t0_ = clamp(_e5, vec4<f32>(-8f, -8f, -8f, -8f), vec4<f32>(8f, 8f, 8f, 8f));
    let _e12 = t0_;
    let _e14 = oT1_;
    t1_ = clamp(vec4(dot(_e14.xyz, _e12.xyz)), vec4<f32>(-8f, -8f, -8f, -8f), vec4<f32>(8f, 8f, 8f, 8f));
    let _e23 = t0_;
    let _e25 = oT2_;
    t2_ = clamp(vec4(dot(_e25.xyz, _e23.xyz)), vec4<f32>(-8f, -8f, -8f, -8f), vec4<f32>(8f, 8f, 8f, 8f));
    let _e34 = t0_;
    let _e35 = t1_;
    let _e37 = t2_;
    let _e40 = oT3_;
    let _e45 = vec4<f32>(_e35.x, _e37.x, dot(_e40.xyz, _e34.xyz), 1f);
    let _e46 = oT1_;
    let _e47 = oT2_;
    let _e48 = oT3_;
    let _e52 = vec4<f32>(_e46.w, _e47.w, _e48.w, 1f);
    let _e68 = textureSample(t_s3_, s_s3_, ((_e45 * vec4(((2f * dot(_e45.xyz, _e52.xyz)) / dot(_e45.xyz, _e45.xyz)))) - _e52).xyz);
    t3_ = clamp(_e68, vec4<f32>(-8f, -8f, -8f, -8f), vec4<f32>(8f, 8f, 8f, 8f));
    let _e73 = t3_;
    r0_ = clamp(_e73, vec4<f32>(-8f, -8f, -8f, -8f), vec4<f32>(8f, 8f, 8f, 8f));
}

@fragment 
fn main(@location(0) texcoord0_: vec4<f32>, @location(1) texcoord1_: vec4<f32>, @location(2) texcoord2_: vec4<f32>, @location(3) texcoord3_: vec4<f32>) -> FragmentOutput {
    t0_ = texcoord0_;
    oT0_ = texcoord0_;
    t1_ = texcoord1_;
    oT1_ = texcoord1_;
    t2_ = texcoord2_;
    oT2_ = texcoord2_;
    t3_ = texcoord3_;
    oT3_ = texcoord3_;
    d3d_main();
    let _e13 = r0_;
    return FragmentOutput(_e13);
}
