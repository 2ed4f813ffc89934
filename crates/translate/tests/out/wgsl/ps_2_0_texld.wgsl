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

fn d3d_main() {
    let _e1 = t0_;
    let _e5 = textureSample(t_s0_, s_s0_, _e1.xy);
    r0_ = _e5;
    let _e8 = t0_;
    let _e15 = textureSample(t_s0_, s_s0_, (_e8 / vec4(_e8.w)).xy);
    r1_ = _e15;
    let _e18 = t0_;
    let _e23 = textureSampleBias(t_s0_, s_s0_, _e18.xy, _e18.w);
    r2_ = _e23;
    let _e26 = t1_;
    let _e30 = textureSample(t_s1_, s_s1_, _e26.xyz);
    r3_ = _e30;
    let _e33 = t1_;
    let _e37 = textureSample(t_s2_, s_s2_, _e33.xyz);
    r4_ = _e37;
    let _e40 = t0_;
    if any((_e40.xyzw < vec4(0f))) {
        discard;
    }
    let _e47 = r0_;
    let _e49 = r1_;
    r5_.x = vec4((dot(_e47.xy, _e49.xy) + vec4<f32>(0.5f, 1f, 0f, 2f).xxxx.x)).x;
    let _e65 = r0_;
    r5_.y = vec4(select((1f / _e65.xxxx.x), bitcast<f32>(2139095040u), (_e65.xxxx.x == 0f))).y;
    let _e78 = r0_;
    let _e81 = abs(_e78.yyyy.x);
    r5_.z = vec4(select(inverseSqrt(_e81), bitcast<f32>(2139095040u), (_e81 == 0f))).z;
    let _e92 = r0_;
    r5_.w = vec4(exp2(_e92.zzzz.x)).w;
    let _e101 = r0_;
    let _e104 = abs(_e101.wwww.x);
    r6_.x = vec4(select(log2(_e104), bitcast<f32>(4286578688u), (_e104 == 0f))).x;
    let _e115 = r1_;
    r6_.y = vec4(pow(abs(_e115.xxxx.x), vec4<f32>(0.5f, 1f, 0f, 2f).wwww.x)).y;
    let _e128 = r3_;
    let _e132 = abs(dot(_e128.xyz, _e128.xyz));
    r7_ = (_e128 * vec4(select(inverseSqrt(_e132), bitcast<f32>(2139095040u), (_e132 == 0f))));
    let _e142 = r0_;
    let _e144 = r1_;
    r0_ = (_e142 + _e144);
    let _e148 = r0_;
    let _e150 = r2_;
    r0_ = (_e148 + _e150);
    let _e154 = r0_;
    let _e156 = r3_;
    r0_ = (_e154 + _e156);
    let _e160 = r0_;
    let _e162 = r4_;
    r0_ = (_e160 + _e162);
    let _e166 = r5_;
    let _e168 = r6_;
    let _e170 = r0_;
    r0_ = ((_e166 * _e168) + _e170);
    let _e175 = r0_;
    let _e177 = v0_;
    r0_ = saturate((_e175 * _e177));
    let _e182 = r0_;
    oC0_ = _e182;
    let _e185 = r7_;
    oDepth = _e185.xxxx;
}

@fragment 
fn main(@location(8) color0_: vec4<f32>, @location(0) texcoord0_: vec4<f32>, @location(1) texcoord1_: vec4<f32>) -> FragmentOutput {
    v0_ = color0_;
    t0_ = texcoord0_;
    t1_ = texcoord1_;
    d3d_main();
    let _e7 = oC0_;
    let _e9 = oDepth;
    return FragmentOutput(_e7, _e9.x);
}
