struct D3DConstants {
    c: array<vec4<f32>, 256>,
    i: array<vec4<i32>, 16>,
    b: array<vec4<u32>, 16>,
}

struct VertexRenderer {
    half_pixel: vec4<f32>,
}

struct VertexOutput {
    @builtin(position) position: vec4<f32>,
    @location(8) color0_: vec4<f32>,
    @location(9) color1_: vec4<f32>,
    @location(0) texcoord0_: vec4<f32>,
    @location(1) texcoord1_: vec4<f32>,
    @location(10) fog0_: f32,
}

var<private> v0_1: vec4<f32> = vec4<f32>();
@group(0) @binding(0) 
var<uniform> d3d_constants: D3DConstants;
var<private> oPos: vec4<f32> = vec4<f32>();
var<private> v1_1: vec4<f32> = vec4<f32>();
var<private> r0_: vec4<f32> = vec4<f32>();
var<private> r1_: vec4<f32> = vec4<f32>();
var<private> r2_: vec4<f32> = vec4<f32>();
var<private> r3_: vec4<f32> = vec4<f32>();
var<private> r4_: vec4<f32> = vec4<f32>();
var<private> v3_1: vec4<f32> = vec4<f32>();
var<private> a0_: vec4<i32> = vec4<i32>();
var<private> oD0_: vec4<f32> = vec4<f32>();
var<private> oD1_: vec4<f32> = vec4<f32>();
var<private> v2_1: vec4<f32> = vec4<f32>();
var<private> r5_: vec4<f32> = vec4<f32>();
var<private> r6_: vec4<f32> = vec4<f32>();
var<private> oT0_: vec4<f32> = vec4<f32>();
var<private> oT1_: vec4<f32> = vec4<f32>();
var<private> oFog: vec4<f32> = vec4<f32>();
@group(0) @binding(1) 
var<uniform> d3d_renderer: VertexRenderer;

fn d3d_main() {
    let _e1 = v0_1;
    let _e6 = d3d_constants.c[0];
    let _e11 = d3d_constants.c[1];
    let _e16 = d3d_constants.c[2];
    let _e21 = d3d_constants.c[3];
    oPos = vec4<f32>(dot(_e1, _e6), dot(_e1, _e11), dot(_e1, _e16), dot(_e1, _e21));
    let _e26 = v1_1;
    let _e30 = d3d_constants.c[4];
    let _e37 = d3d_constants.c[5];
    let _e44 = d3d_constants.c[6];
    let _e48 = vec4<f32>(dot(_e26.xyz, _e30.xyz), dot(_e26.xyz, _e37.xyz), dot(_e26.xyz, _e44.xyz), 0f);
    r0_.x = _e48.x;
    r0_.y = _e48.y;
    r0_.z = _e48.z;
    let _e57 = r0_;
    let _e59 = r0_;
    r1_.x = vec4(dot(_e57.xyz, _e59.xyz)).x;
    let _e68 = r1_;
    let _e71 = abs(_e68.xxxx.x);
    r1_.x = vec4(select(inverseSqrt(_e71), bitcast<f32>(2139095040u), (_e71 == 0f))).x;
    let _e82 = r0_;
    let _e84 = r1_;
    let _e86 = (_e82 * _e84.xxxx);
    r0_.x = _e86.x;
    r0_.y = _e86.y;
    r0_.z = _e86.z;
    let _e95 = r0_;
    let _e99 = d3d_constants.c[8];
    r2_.x = vec4(dot(_e95.xyz, _e99.xyz)).x;
    let _e108 = r0_;
    let _e112 = d3d_constants.c[9];
    r2_.y = vec4(dot(_e108.xyz, _e112.xyz)).y;
    let _e123 = d3d_constants.c[10];
    r2_.w = _e123.wwww.w;
    let _e129 = r2_;
    r3_ = vec4<f32>(1f, max(_e129.x, 0f), select(0f, pow(_e129.y, clamp(_e129.w, -128f, 128f)), ((_e129.x > 0f) && (_e129.y > 0f))), 1f);
    let _e146 = r3_;
    let _e149 = vec4<f32>(0.5f, 2f, 0f, 1f);
    r4_ = vec4<f32>(1f, (_e146.y * _e149.y), _e146.z, _e149.w);
    let _e158 = v3_1;
    a0_.x = vec4<i32>(floor(_e158.xxxx)).x;
    let _e166 = r3_;
    let _e169 = a0_;
    let _e172 = (_e169.x + 11i);
    let _e173 = u32(_e172);
    let _e181 = d3d_constants.c[min(_e173, 255u)];
    oD0_ = ((_e166.yyyy * select(select(vec4<f32>(0f, 0f, 0f, 0f), _e181, (_e173 < 256u)), vec4<f32>(0.5f, 2f, 0f, 1f), (_e172 == 90i))) + vec4<f32>(0.5f, 2f, 0f, 1f).xxxx);
    let _e194 = a0_;
    let _e197 = (_e194.x + 12i);
    let _e198 = u32(_e197);
    let _e206 = d3d_constants.c[min(_e198, 255u)];
    oD1_ = select(select(vec4<f32>(0f, 0f, 0f, 0f), _e206, (_e198 < 256u)), vec4<f32>(0.5f, 2f, 0f, 1f), (_e197 == 90i));
    let _e215 = v2_1;
    let _e218 = floor(_e215.xxxx.x);
    r5_ = vec4<f32>(exp2(_e218), (_e215.xxxx.x - _e218), exp2(_e215.xxxx.x), 1f);
    let _e225 = v2_1;
    let _e228 = abs(_e225.yyyy.x);
    let _e233 = select(log2(_e228), bitcast<f32>(4286578688u), (_e228 == 0f));
    let _e234 = abs(_e225.yyyy.x);
    let _e235 = floor(_e233);
    r6_ = vec4<f32>(_e235, select((_e234 / exp2(_e235)), 1f, (_e234 == 0f)), _e233, 1f);
    let _e243 = r5_;
    let _e245 = r6_;
    oT0_ = (_e243 + _e245);
    let _e249 = v2_1;
    oT1_.x = _e249.x;
    oT1_.y = _e249.y;
    let _e256 = r4_;
    oFog = _e256.yyyy;
}

@vertex 
fn main(@location(0) v0_: vec4<f32>, @location(1) v1_: vec4<f32>, @location(2) v2_: vec4<f32>, @location(3) v3_: vec4<f32>) -> VertexOutput {
    v0_1 = v0_;
    v1_1 = v1_;
    v2_1 = v2_;
    v3_1 = v3_;
    d3d_main();
    let _e9 = oPos;
    let _e12 = d3d_renderer.half_pixel;
    let _e22 = oD0_;
    let _e25 = oD1_;
    let _e28 = oT0_;
    let _e30 = oT1_;
    let _e32 = oFog;
    return VertexOutput((_e9 + ((_e12 * vec4(_e9.w)) * vec4<f32>(1f, 1f, 0f, 0f))), saturate(_e22), saturate(_e25), _e28, _e30, _e32.x);
}
