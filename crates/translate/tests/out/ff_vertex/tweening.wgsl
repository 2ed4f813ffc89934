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
}

var<private> v2_1: vec4<f32> = vec4<f32>();
var<private> v0_1: vec4<f32> = vec4<f32>();
var<private> r4_: vec4<f32> = vec4<f32>();
@group(0) @binding(0) 
var<uniform> d3d_constants: D3DConstants;
var<private> r0_: vec4<f32> = vec4<f32>();
var<private> v3_1: vec4<f32> = vec4<f32>();
var<private> v1_1: vec4<f32> = vec4<f32>();
var<private> r1_: vec4<f32> = vec4<f32>();
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

@vertex 
fn main(@location(0) v0_: vec4<f32>, @location(1) v1_: vec4<f32>, @location(2) v2_: vec4<f32>, @location(3) v3_: vec4<f32>) -> VertexOutput {
    v0_1 = v0_;
    v1_1 = v1_;
    v2_1 = v2_;
    v3_1 = v3_;
    let _e1 = v2_1;
    let _e3 = v0_1;
    let _e5 = (_e1 + -(_e3));
    let _e10 = d3d_constants.c[12];
    let _e13 = ((_e5 * _e10.yyyy) + _e3);
    let _e16 = v3_1;
    let _e18 = v1_1;
    let _e25 = d3d_constants.c[12];
    let _e30 = r1_;
    let _e31 = select(_e30, ((select(_e5, (_e16 + -(_e18)), vec4<bool>(true, true, true, false)) * _e25.yyyy) + _e18), vec4<bool>(true, true, true, false));
    r1_ = _e31;
    let _e35 = d3d_constants.c[104];
    let _e39 = d3d_constants.c[105];
    let _e43 = d3d_constants.c[106];
    let _e47 = d3d_constants.c[107];
    let _e49 = vec4<f32>(dot(_e13, _e35), dot(_e13, _e39), dot(_e13, _e43), dot(_e13, _e47));
    let _e53 = d3d_constants.c[108];
    let _e59 = d3d_constants.c[109];
    let _e65 = d3d_constants.c[110];
    let _e71 = r3_;
    let _e72 = select(_e71, vec4<f32>(dot(_e31.xyz, _e53.xyz), dot(_e31.xyz, _e59.xyz), dot(_e31.xyz, _e65.xyz), 0f), vec4<bool>(true, true, true, false));
    r3_ = _e72;
    let _e75 = d3d_constants.c[0];
    let _e79 = d3d_constants.c[1];
    let _e83 = d3d_constants.c[2];
    let _e87 = d3d_constants.c[3];
    let _e93 = d3d_constants.c[5];
    let _e97 = d3d_constants.c[7];
    let _e101 = d3d_constants.c[6];
    let _e105 = d3d_constants.c[8];
    let _e107 = vec4(0f);
    let _e109 = vec4(0f);
    let _e115 = d3d_constants.c[52];
    let _e118 = r16_;
    let _e119 = select(_e118, -(_e115), vec4<bool>(true, true, true, false));
    r16_ = _e119;
    r18_.x = 1f;
    let _e126 = d3d_constants.c[50];
    let _e127 = r18_;
    let _e134 = dot(_e72.xyz, _e119.xyz);
    r19_.z = _e134;
    let _e138 = r19_;
    r19_.z = max(_e138.zzzz, vec4(0f)).z;
    let _e144 = r19_;
    r19_.w = (_e144.zzzz * _e127.xxxx).w;
    let _e152 = d3d_constants.c[48];
    let _e153 = r19_;
    let _e160 = d3d_constants.c[4];
    r21_ = _e160;
    let _e163 = select(_e160, (_e160 + select(_e107, ((_e126 * _e127.xxxx) + _e107), vec4<bool>(true, true, true, false))), vec4<bool>(true, true, true, false));
    r21_ = _e163;
    let _e165 = select(_e163, (_e163 * _e101), vec4<bool>(true, true, true, false));
    r21_ = _e165;
    let _e168 = select(_e165, ((_e93 * select(_e109, ((_e152 * _e153.wwww) + _e109), vec4<bool>(true, true, true, false))) + _e165), vec4<bool>(true, true, true, false));
    r21_ = _e168;
    r21_ = select(_e168, (_e168 + _e105), vec4<bool>(true, true, true, false));
    r21_.w = _e93.w;
    r22_ = vec4(0f);
    r22_.w = _e97.w;
    let _e179 = r21_;
    let _e182 = r22_;
    return VertexOutput(vec4<f32>(dot(_e49, _e75), dot(_e49, _e79), dot(_e49, _e83), dot(_e49, _e87)), saturate(saturate(_e179)), saturate(saturate(_e182)));
}
