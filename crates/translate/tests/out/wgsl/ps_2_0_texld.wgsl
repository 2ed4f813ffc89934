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
    let _e56 = select((1f / _e34.x), bitcast<f32>(((bitcast<u32>(_e34.x) & 2147483648u) | 2139095040u)), (_e34.x == 0f));
    r5_.y = _e56;
    let _e61 = abs(_e34.y);
    let _e66 = select(inverseSqrt(_e61), bitcast<f32>(2139095040u), (_e61 == 0f));
    r5_.z = _e66;
    let _e71 = exp2(_e34.z);
    r5_.w = _e71;
    let _e76 = abs(_e34.w);
    let _e81 = select(log2(_e76), bitcast<f32>(4286578688u), (_e76 == 0f));
    r6_.x = _e81;
    let _e89 = abs(_e35.x);
    let _e97 = select(select(pow(_e89, 2f), 1f, (2f == 0f)), (1f / _e89), ((_e89 == 0f) && (2f < 0f)));
    r6_.y = _e97;
    let _e100 = r3_;
    let _e104 = abs(dot(_e100.xyz, _e100.xyz));
    let _e111 = (_e100 * vec4(select(inverseSqrt(_e104), bitcast<f32>(2139095040u), (_e104 == 0f))));
    let _e113 = (_e34 + _e35);
    r0_ = _e113;
    let _e114 = r2_;
    let _e115 = (_e113 + _e114);
    r0_ = _e115;
    let _e116 = (_e115 + _e100);
    r0_ = _e116;
    let _e117 = r4_;
    let _e118 = (_e116 + _e117);
    r0_ = _e118;
    let _e119 = r5_;
    let _e120 = r6_;
    let _e122 = ((_e119 * _e120) + _e118);
    r0_ = _e122;
    let _e124 = v0_;
    let _e126 = saturate((_e122 * _e124));
    r0_ = _e126;
    return FragmentOutput(_e126, _e111.x);
}
