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
    let _e48 = (dot(_e38.xy, _e39.xy) + 0.5f);
    r5_.x = _e48;
    let _e52 = r0_;
    let _e63 = select((1f / _e52.x), bitcast<f32>(((bitcast<u32>(_e52.x) & 2147483648u) | 2139095040u)), (_e52.x == 0f));
    r5_.y = _e63;
    let _e66 = r0_;
    let _e69 = abs(_e66.y);
    let _e74 = select(inverseSqrt(_e69), bitcast<f32>(2139095040u), (_e69 == 0f));
    r5_.z = _e74;
    let _e77 = r0_;
    let _e80 = exp2(_e77.z);
    r5_.w = _e80;
    let _e83 = r0_;
    let _e86 = abs(_e83.w);
    let _e91 = select(log2(_e86), bitcast<f32>(4286578688u), (_e86 == 0f));
    r6_.x = _e91;
    let _e95 = r1_;
    let _e101 = pow(abs(_e95.x), 2f);
    r6_.y = _e101;
    let _e104 = r3_;
    let _e108 = abs(dot(_e104.xyz, _e104.xyz));
    r7_ = (_e104 * vec4(select(inverseSqrt(_e108), bitcast<f32>(2139095040u), (_e108 == 0f))));
    let _e117 = r0_;
    let _e118 = r1_;
    r0_ = (_e117 + _e118);
    let _e120 = r0_;
    let _e121 = r2_;
    r0_ = (_e120 + _e121);
    let _e123 = r0_;
    let _e124 = r3_;
    r0_ = (_e123 + _e124);
    let _e126 = r0_;
    let _e127 = r4_;
    r0_ = (_e126 + _e127);
    let _e129 = r5_;
    let _e130 = r6_;
    let _e131 = r0_;
    r0_ = ((_e129 * _e130) + _e131);
    let _e134 = r0_;
    let _e136 = v0_;
    r0_ = saturate((_e134 * _e136));
    let _e139 = r0_;
    oC0_ = _e139;
    let _e141 = r7_;
    oDepth = _e141.xxxx;
    let _e147 = oC0_;
    let _e148 = oDepth;
    return FragmentOutput(_e147, _e148.x);
}
