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
    let _e59 = select((1f / _e52.x), bitcast<f32>(2139095040u), (_e52.x == 0f));
    r5_.y = _e59;
    let _e62 = r0_;
    let _e65 = abs(_e62.y);
    let _e70 = select(inverseSqrt(_e65), bitcast<f32>(2139095040u), (_e65 == 0f));
    r5_.z = _e70;
    let _e73 = r0_;
    let _e76 = exp2(_e73.z);
    r5_.w = _e76;
    let _e79 = r0_;
    let _e82 = abs(_e79.w);
    let _e87 = select(log2(_e82), bitcast<f32>(4286578688u), (_e82 == 0f));
    r6_.x = _e87;
    let _e91 = r1_;
    let _e97 = pow(abs(_e91.x), 2f);
    r6_.y = _e97;
    let _e100 = r3_;
    let _e104 = abs(dot(_e100.xyz, _e100.xyz));
    r7_ = (_e100 * vec4(select(inverseSqrt(_e104), bitcast<f32>(2139095040u), (_e104 == 0f))));
    let _e113 = r0_;
    let _e114 = r1_;
    r0_ = (_e113 + _e114);
    let _e116 = r0_;
    let _e117 = r2_;
    r0_ = (_e116 + _e117);
    let _e119 = r0_;
    let _e120 = r3_;
    r0_ = (_e119 + _e120);
    let _e122 = r0_;
    let _e123 = r4_;
    r0_ = (_e122 + _e123);
    let _e125 = r5_;
    let _e126 = r6_;
    let _e127 = r0_;
    r0_ = ((_e125 * _e126) + _e127);
    let _e130 = r0_;
    let _e132 = v0_;
    r0_ = saturate((_e130 * _e132));
    let _e135 = r0_;
    oC0_ = _e135;
    let _e137 = r7_;
    oDepth = _e137.xxxx;
    let _e143 = oC0_;
    let _e144 = oDepth;
    return FragmentOutput(_e143, _e144.x);
}
