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
    let _e11 = textureSample(t_s0_, s_s0_, (_e1 / vec4(_e1.w)).xy);
    r1_ = _e11;
    let _e15 = textureSampleBias(t_s0_, s_s0_, _e1.xy, _e1.w);
    r2_ = _e15;
    let _e18 = t1_;
    let _e22 = textureSample(t_s1_, s_s1_, _e18.xyz);
    r3_ = _e22;
    let _e27 = textureSample(t_s2_, s_s2_, _e18.xyz);
    r4_ = _e27;
    if any((_e1.xyzw < vec4(0f))) {
        discard;
    }
    let _e34 = r0_;
    let _e35 = r1_;
    let _e41 = (dot(_e34.xy, _e35.xy) + 0.5f);
    r5_.x = _e41;
    let _e58 = select((1f / _e34.x), bitcast<f32>(((bitcast<u32>(_e34.x) & 2147483648u) | 2139095040u)), (abs(_e34.x) < 0.000000000000000000000000000000000000011754944f));
    r5_.y = _e58;
    let _e69 = select(inverseSqrt(abs(_e34.y)), bitcast<f32>(2139095040u), (abs(_e34.y) < 0.000000000000000000000000000000000000011754944f));
    r5_.z = _e69;
    let _e74 = exp2(_e34.z);
    r5_.w = _e74;
    let _e85 = select(log2(abs(_e34.w)), bitcast<f32>(4286578688u), (abs(_e34.w) < 0.000000000000000000000000000000000000011754944f));
    r6_.x = _e85;
    let _e95 = (abs(_e35.x) < 0.000000000000000000000000000000000000011754944f);
    let _e96 = select(abs(_e35.x), 0f, _e95);
    let _e106 = select(select(pow(_e96, 2f), 1f, ((2f == 0f) || (_e96 == 1f))), bitcast<f32>(2139095040u), (_e95 && (2f < 0f)));
    r6_.y = _e106;
    let _e109 = r3_;
    let _e112 = dot(_e109.xyz, _e109.xyz);
    let _e121 = (_e109 * vec4(select(inverseSqrt(abs(_e112)), bitcast<f32>(2139095040u), (abs(_e112) < 0.000000000000000000000000000000000000011754944f))));
    let _e123 = (_e34 + _e35);
    r0_ = _e123;
    let _e124 = r2_;
    let _e125 = (_e123 + _e124);
    r0_ = _e125;
    let _e126 = (_e125 + _e109);
    r0_ = _e126;
    let _e127 = r4_;
    let _e128 = (_e126 + _e127);
    r0_ = _e128;
    let _e129 = r5_;
    let _e130 = r6_;
    let _e132 = ((_e129 * _e130) + _e128);
    r0_ = _e132;
    let _e134 = v0_;
    let _e136 = saturate((_e132 * _e134));
    r0_ = _e136;
    return FragmentOutput(_e136, _e121.x);
}
