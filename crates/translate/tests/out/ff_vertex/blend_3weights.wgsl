diagnostic(off, derivative_uniformity);

struct D3DConstants {
    c: array<vec4<f32>, 256>,
    i: array<vec4<i32>, 16>,
    b: array<vec4<u32>, 16>,
}

struct VertexOutput {
    @builtin(position) position: vec4<f32>,
    @location(8) color0_: vec4<f32>,
    @location(9) color1_: vec4<f32>,
    @location(0) texcoord0_: vec4<f32>,
}

var<private> v0_1: vec4<f32> = vec4<f32>();
var<private> r0_: vec4<f32> = vec4<f32>();
var<private> v1_1: vec4<f32> = vec4<f32>();
var<private> r1_: vec4<f32> = vec4<f32>();
var<private> r7_: vec4<f32> = vec4<f32>();
@group(0) @binding(0) 
var<uniform> d3d_constants: D3DConstants;
var<private> r4_: vec4<f32> = vec4<f32>();
var<private> r5_: vec4<f32> = vec4<f32>();
var<private> v2_1: vec4<f32> = vec4<f32>();
var<private> r2_: vec4<f32> = vec4<f32>();
var<private> r3_: vec4<f32> = vec4<f32>();
var<private> oPos: vec4<f32> = vec4<f32>();
var<private> r12_: vec4<f32> = vec4<f32>();
var<private> r13_: vec4<f32> = vec4<f32>();
var<private> r14_: vec4<f32> = vec4<f32>();
var<private> r15_: vec4<f32> = vec4<f32>();
var<private> r9_: vec4<f32> = vec4<f32>();
var<private> r10_: vec4<f32> = vec4<f32>();
var<private> r11_: vec4<f32> = vec4<f32>();
var<private> r16_: vec4<f32> = vec4<f32>();
var<private> r18_: vec4<f32> = vec4<f32>();
var<private> r19_: vec4<f32> = vec4<f32>();
var<private> r21_: vec4<f32> = vec4<f32>();
var<private> r22_: vec4<f32> = vec4<f32>();
var<private> oD0_: vec4<f32> = vec4<f32>(1f, 1f, 1f, 1f);
var<private> oD1_: vec4<f32> = vec4<f32>();
var<private> v4_1: vec4<f32> = vec4<f32>();
var<private> r24_: vec4<f32> = vec4<f32>();
var<private> r27_: vec4<f32> = vec4<f32>();
var<private> oT0_: vec4<f32> = vec4<f32>();

@vertex 
fn main(@location(0) v0_: vec4<f32>, @location(1) v1_: vec4<f32>, @location(2) v2_: vec4<f32>, @location(4) v4_: vec4<f32>) -> VertexOutput {
    v0_1 = v0_;
    v1_1 = v1_;
    v2_1 = v2_;
    v4_1 = v4_;
    let _e1 = v0_1;
    let _e4 = v1_1;
    let _e7 = r1_;
    let _e8 = select(_e7, _e4, vec4<bool>(true, true, true, false));
    r1_ = _e8;
    r7_.x = 1f;
    let _e17 = d3d_constants.c[104];
    let _e21 = d3d_constants.c[105];
    let _e25 = d3d_constants.c[106];
    let _e29 = d3d_constants.c[107];
    let _e35 = d3d_constants.c[108];
    let _e41 = d3d_constants.c[109];
    let _e47 = d3d_constants.c[110];
    let _e53 = r5_;
    let _e54 = select(_e53, vec4<f32>(dot(_e8.xyz, _e35.xyz), dot(_e8.xyz, _e41.xyz), dot(_e8.xyz, _e47.xyz), 0f), vec4<bool>(true, true, true, false));
    r5_ = _e54;
    let _e55 = r7_;
    let _e58 = v2_1;
    r7_.x = (_e55.xxxx + -(_e58.xxxx)).x;
    let _e70 = r3_;
    let _e71 = select(_e70, (_e54 * _e58.xxxx), vec4<bool>(true, true, true, false));
    r3_ = _e71;
    let _e74 = d3d_constants.c[111];
    let _e78 = d3d_constants.c[112];
    let _e82 = d3d_constants.c[113];
    let _e86 = d3d_constants.c[114];
    let _e91 = d3d_constants.c[115];
    let _e97 = d3d_constants.c[116];
    let _e103 = d3d_constants.c[117];
    let _e108 = select(_e54, vec4<f32>(dot(_e8.xyz, _e91.xyz), dot(_e8.xyz, _e97.xyz), dot(_e8.xyz, _e103.xyz), 0f), vec4<bool>(true, true, true, false));
    r5_ = _e108;
    let _e109 = r7_;
    r7_.x = (_e109.xxxx + -(_e58.yyyy)).x;
    let _e122 = select(_e71, ((_e108 * _e58.yyyy) + _e71), vec4<bool>(true, true, true, false));
    r3_ = _e122;
    let _e125 = d3d_constants.c[118];
    let _e129 = d3d_constants.c[119];
    let _e133 = d3d_constants.c[120];
    let _e137 = d3d_constants.c[121];
    let _e142 = d3d_constants.c[122];
    let _e148 = d3d_constants.c[123];
    let _e154 = d3d_constants.c[124];
    let _e159 = select(_e108, vec4<f32>(dot(_e8.xyz, _e142.xyz), dot(_e8.xyz, _e148.xyz), dot(_e8.xyz, _e154.xyz), 0f), vec4<bool>(true, true, true, false));
    r5_ = _e159;
    let _e160 = r7_;
    r7_.x = (_e160.xxxx + -(_e58.zzzz)).x;
    let _e173 = select(_e122, ((_e159 * _e58.zzzz) + _e122), vec4<bool>(true, true, true, false));
    r3_ = _e173;
    let _e176 = d3d_constants.c[125];
    let _e180 = d3d_constants.c[126];
    let _e184 = d3d_constants.c[127];
    let _e188 = d3d_constants.c[128];
    let _e193 = d3d_constants.c[129];
    let _e199 = d3d_constants.c[130];
    let _e205 = d3d_constants.c[131];
    let _e210 = select(_e159, vec4<f32>(dot(_e8.xyz, _e193.xyz), dot(_e8.xyz, _e199.xyz), dot(_e8.xyz, _e205.xyz), 0f), vec4<bool>(true, true, true, false));
    r5_ = _e210;
    let _e211 = r7_;
    let _e214 = ((vec4<f32>(dot(_e1, _e176), dot(_e1, _e180), dot(_e1, _e184), dot(_e1, _e188)) * _e211.xxxx) + ((vec4<f32>(dot(_e1, _e125), dot(_e1, _e129), dot(_e1, _e133), dot(_e1, _e137)) * _e58.zzzz) + ((vec4<f32>(dot(_e1, _e74), dot(_e1, _e78), dot(_e1, _e82), dot(_e1, _e86)) * _e58.yyyy) + (vec4<f32>(dot(_e1, _e17), dot(_e1, _e21), dot(_e1, _e25), dot(_e1, _e29)) * _e58.xxxx))));
    let _e218 = select(_e173, ((_e210 * _e211.xxxx) + _e173), vec4<bool>(true, true, true, false));
    r3_ = _e218;
    let _e221 = d3d_constants.c[0];
    let _e225 = d3d_constants.c[1];
    let _e229 = d3d_constants.c[2];
    let _e233 = d3d_constants.c[3];
    let _e239 = d3d_constants.c[5];
    let _e243 = d3d_constants.c[7];
    let _e247 = d3d_constants.c[6];
    let _e251 = d3d_constants.c[8];
    let _e253 = vec4(0f);
    let _e255 = vec4(0f);
    let _e261 = d3d_constants.c[52];
    let _e264 = r16_;
    let _e265 = select(_e264, -(_e261), vec4<bool>(true, true, true, false));
    r16_ = _e265;
    r18_.x = 1f;
    let _e271 = d3d_constants.c[50];
    let _e272 = r18_;
    let _e279 = dot(_e218.xyz, _e265.xyz);
    r19_.z = _e279;
    let _e283 = r19_;
    r19_.z = max(_e283.zzzz, vec4(0f)).z;
    let _e289 = r19_;
    r19_.w = (_e289.zzzz * _e272.xxxx).w;
    let _e297 = d3d_constants.c[48];
    let _e298 = r19_;
    let _e305 = d3d_constants.c[4];
    r21_ = _e305;
    let _e308 = select(_e305, (_e305 + select(_e253, ((_e271 * _e272.xxxx) + _e253), vec4<bool>(true, true, true, false))), vec4<bool>(true, true, true, false));
    r21_ = _e308;
    let _e310 = select(_e308, (_e308 * _e247), vec4<bool>(true, true, true, false));
    r21_ = _e310;
    let _e313 = select(_e310, ((_e239 * select(_e255, ((_e297 * _e298.wwww) + _e255), vec4<bool>(true, true, true, false))) + _e310), vec4<bool>(true, true, true, false));
    r21_ = _e313;
    r21_ = select(_e313, (_e313 + _e251), vec4<bool>(true, true, true, false));
    r21_.w = _e239.w;
    r22_ = vec4(0f);
    r22_.w = _e243.w;
    let _e324 = r21_;
    let _e327 = r22_;
    let _e331 = v4_1;
    return VertexOutput(vec4<f32>(dot(_e214, _e221), dot(_e214, _e225), dot(_e214, _e229), dot(_e214, _e233)), saturate(saturate(_e324)), saturate(saturate(_e327)), _e331);
}
