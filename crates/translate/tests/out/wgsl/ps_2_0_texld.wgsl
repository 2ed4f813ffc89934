diagnostic(off, derivative_uniformity);

struct FragmentOutput {
    @location(0) color0_: vec4<f32>,
    @builtin(frag_depth) depth: f32,
}

@group(1) @binding(2) 
var t_s0_: texture_2d<f32>;
@group(1) @binding(3) 
var s_s0_: sampler;
@group(1) @binding(4) 
var t_s1_: texture_cube<f32>;
@group(1) @binding(5) 
var s_s1_: sampler;
@group(1) @binding(6) 
var t_s2_: texture_3d<f32>;
@group(1) @binding(7) 
var s_s2_: sampler;
var<private> t0_: vec4<f32> = vec4<f32>();
var<private> r0_: vec4<f32> = vec4<f32>();
var<private> r1_: vec4<f32> = vec4<f32>();
var<private> r2_: vec4<f32> = vec4<f32>();
var<private> t1_: vec4<f32> = vec4<f32>();
var<private> r3_: vec4<f32> = vec4<f32>();
var<private> r4_: vec4<f32> = vec4<f32>();
var<private> r5_: vec4<f32> = vec4<f32>();
var<private> r6_: vec4<f32> = vec4<f32>();
var<private> r7_: vec4<f32> = vec4<f32>();
var<private> v0_: vec4<f32> = vec4<f32>();
var<private> oC0_: vec4<f32> = vec4<f32>();
var<private> oDepth: vec4<f32> = vec4<f32>();

@fragment 
fn main(@location(8) color0_: vec4<f32>, @location(0) texcoord0_: vec4<f32>, @location(1) texcoord1_: vec4<f32>) -> FragmentOutput {
    v0_ = color0_;
    t0_ = texcoord0_;
    t1_ = texcoord1_;
    let _e1 = t0_;
    let _e5 = textureSample(t_s0_, s_s0_, _e1.xy);
    r0_ = _e5;
    let _e7 = t0_;
    let _e12 = textureSample(t_s0_, s_s0_, (_e7 / vec4(_e7.w)).xy);
    r1_ = _e12;
    let _e14 = t0_;
    let _e17 = textureSampleBias(t_s0_, s_s0_, _e14.xy, _e14.w);
    r2_ = _e17;
    let _e20 = t1_;
    let _e24 = textureSample(t_s1_, s_s1_, _e20.xyz);
    r3_ = _e24;
    let _e26 = t1_;
    let _e30 = textureSample(t_s2_, s_s2_, _e26.xyz);
    r4_ = _e30;
    let _e32 = t0_;
    if any((_e32.xyzw < vec4(0f))) {
        discard;
    }
    let _e38 = r0_;
    let _e39 = r1_;
    let _e49 = (dot(_e38.xy, _e39.xy) + vec4<f32>(0.5f, 1f, 0f, 2f).xxxx.x);
    r5_.x = _e49;
    let _e53 = r0_;
    let _e60 = select((1f / _e53.xxxx.x), bitcast<f32>(2139095040u), (_e53.xxxx.x == 0f));
    r5_.y = _e60;
    let _e63 = r0_;
    let _e66 = abs(_e63.yyyy.x);
    let _e71 = select(inverseSqrt(_e66), bitcast<f32>(2139095040u), (_e66 == 0f));
    r5_.z = _e71;
    let _e74 = r0_;
    let _e77 = exp2(_e74.zzzz.x);
    r5_.w = _e77;
    let _e80 = r0_;
    let _e83 = abs(_e80.wwww.x);
    let _e88 = select(log2(_e83), bitcast<f32>(4286578688u), (_e83 == 0f));
    r6_.x = _e88;
    let _e92 = r1_;
    let _e99 = pow(abs(_e92.xxxx.x), vec4<f32>(0.5f, 1f, 0f, 2f).wwww.x);
    r6_.y = _e99;
    let _e102 = r3_;
    let _e106 = abs(dot(_e102.xyz, _e102.xyz));
    r7_ = (_e102 * vec4(select(inverseSqrt(_e106), bitcast<f32>(2139095040u), (_e106 == 0f))));
    let _e115 = r0_;
    let _e116 = r1_;
    r0_ = (_e115 + _e116);
    let _e118 = r0_;
    let _e119 = r2_;
    r0_ = (_e118 + _e119);
    let _e121 = r0_;
    let _e122 = r3_;
    r0_ = (_e121 + _e122);
    let _e124 = r0_;
    let _e125 = r4_;
    r0_ = (_e124 + _e125);
    let _e127 = r5_;
    let _e128 = r6_;
    let _e129 = r0_;
    r0_ = ((_e127 * _e128) + _e129);
    let _e132 = r0_;
    let _e134 = v0_;
    r0_ = saturate((_e132 * _e134));
    let _e137 = r0_;
    oC0_ = _e137;
    let _e139 = r7_;
    oDepth = _e139.xxxx;
    let _e145 = oC0_;
    let _e146 = oDepth;
    return FragmentOutput(_e145, _e146.x);
}
