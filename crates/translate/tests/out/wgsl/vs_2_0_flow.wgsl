diagnostic(off, derivative_uniformity);

struct D3DConstants {
    c: array<vec4<f32>, 256>,
    i: array<vec4<i32>, 16>,
    b: array<vec4<u32>, 16>,
}

struct VertexRenderer {
    half_pixel: vec4<f32>,
    clip_planes: array<vec4<f32>, 6>,
    point: vec4<f32>,
    viewport: vec4<f32>,
}

struct VertexOutput {
    @builtin(position) position: vec4<f32>,
    @location(8) color0_: vec4<f32>,
}

var<private> r0_: vec4<f32> = vec4<f32>();
@group(0) @binding(0) 
var<uniform> d3d_constants: D3DConstants;
var<private> aL: i32 = i32();
var<private> v1_1: vec4<f32> = vec4<f32>();
var<private> a0_: vec4<i32> = vec4<i32>();
var<private> r1_: vec4<f32> = vec4<f32>();
var<private> r2_: vec4<f32> = vec4<f32>();
var<private> r3_: vec4<f32> = vec4<f32>();
var<private> r4_: vec4<f32> = vec4<f32>();
var<private> r5_: vec4<f32> = vec4<f32>();
var<private> r6_: vec4<f32> = vec4<f32>();
var<private> r7_: vec4<f32> = vec4<f32>();
var<private> r8_: vec4<f32> = vec4<f32>();
var<private> r9_: vec4<f32> = vec4<f32>();
var<private> r10_: vec4<f32> = vec4<f32>();
var<private> r11_: vec4<f32> = vec4<f32>();
var<private> v0_1: vec4<f32> = vec4<f32>();
var<private> oD0_: vec4<f32> = vec4<f32>(1f, 1f, 1f, 1f);
var<private> oPos: vec4<f32> = vec4<f32>();
@group(0) @binding(1) 
var<uniform> d3d_renderer: VertexRenderer;

fn d3d_label0_() {
    let _e1 = r0_;
    let _e15 = select((1f / _e1.w), bitcast<f32>(((bitcast<u32>(_e1.w) & 2147483648u) | 2139095040u)), (abs(_e1.w) < 0.000000000000000000000000000000000000011754944f));
    r0_.w = _e15;
}

fn d3d_label1_() {
    let _e1 = r0_;
    let _e11 = select(inverseSqrt(abs(_e1.z)), bitcast<f32>(2139095040u), (abs(_e1.z) < 0.000000000000000000000000000000000000011754944f));
    r0_.z = _e11;
}

fn d3d_main() {
    var loop_counter: i32;
    var loop_counter_1: i32;
    var saved_aL: i32;

    let _e3 = d3d_constants.c[0];
    r0_ = _e3;
    loop_counter = 0i;
    loop {
        let _e12 = loop_counter;
        if (_e12 >= clamp(3i, 0i, 255i)) {
            break;
        }
        let _e14 = r0_;
        let _e17 = d3d_constants.c[1];
        r0_ = (_e14 + _e17);
        continuing {
            let _e20 = loop_counter;
            loop_counter = (_e20 + 1i);
        }
    }
    loop_counter_1 = 0i;
    let _e31 = aL;
    saved_aL = _e31;
    aL = 20i;
    loop {
        let _e33 = loop_counter_1;
        if (_e33 >= clamp(4i, 0i, 255i)) {
            break;
        }
        let _e35 = r0_;
        let _e36 = aL;
        let _e38 = u32((_e36 + 0i));
        let _e45 = d3d_constants.c[min(_e38, 255u)];
        let _e49 = (_e35 + select(vec4<f32>(0f, 0f, 0f, 0f), _e45, (_e38 < 256u)));
        r0_ = _e49;
        let _e51 = u32((_e36 + 1i));
        let _e58 = d3d_constants.c[min(_e51, 255u)];
        r0_ = (_e49 + select(vec4<f32>(0f, 0f, 0f, 0f), _e58, (_e51 < 256u)));
        continuing {
            let _e63 = loop_counter_1;
            loop_counter_1 = (_e63 + 1i);
            let _e65 = aL;
            aL = (_e65 + 2i);
        }
    }
    let _e68 = saved_aL;
    aL = _e68;
    let _e72 = d3d_constants.b[0].x;
    if (_e72 != 0u) {
        let _e75 = r0_;
        let _e78 = d3d_constants.c[2];
        r0_ = (_e75 * _e78);
    } else {
        let _e80 = r0_;
        let _e83 = d3d_constants.c[3];
        let _e86 = d3d_constants.c[4];
        r0_ = ((_e80 * _e83) + _e86);
    }
    d3d_label0_();
    if true {
        d3d_label1_();
    }
    let _e93 = d3d_constants.b[0].x;
    if !((_e93 != 0u)) {
        d3d_label1_();
    }
    let _e98 = v1_1;
    let _e99 = bitcast<vec4<u32>>(_e98);
    let _e101 = vec4(2139095040u);
    let _e102 = (_e99 & _e101);
    let _e104 = vec4(0u);
    let _e124 = a0_;
    let _e125 = select(_e124, vec4<i32>(round(clamp(select(_e98, vec4(0f), ((_e102 == _e104) | ((_e102 == _e101) & ((_e99 & vec4(8388607u)) != _e104)))), vec4(-2147483600f), vec4(2147483500f)))), vec4<bool>(true, true, false, false));
    a0_ = _e125;
    let _e129 = u32((_e125.y + 40i));
    let _e136 = d3d_constants.c[min(_e129, 255u)];
    let _e138 = select(vec4<f32>(0f, 0f, 0f, 0f), _e136, (_e129 < 256u));
    r1_ = _e138;
    let _e140 = sign(_e98);
    r2_ = _e140;
    let _e144 = dot(_e98.xyz, _e98.xyz);
    let _e154 = (_e98 * vec4(select(inverseSqrt(abs(_e144)), bitcast<f32>(2139095040u), (abs(_e144) < 0.000000000000000000000000000000000000011754944f))));
    r3_ = _e154;
    let _e158 = cross(_e98.xyz, _e154.xyz);
    let _e165 = r4_;
    let _e166 = select(_e165, vec4<f32>(_e158.x, _e158.y, _e158.z, 0f), vec4<bool>(true, true, true, false));
    r4_ = _e166;
    let _e173 = r5_;
    let _e174 = select(_e173, vec4<f32>(cos(_e98.x), sin(_e98.x), 0f, 0f), vec4<bool>(true, true, false, false));
    r5_ = _e174;
    let _e181 = (abs(_e98.x) < 0.000000000000000000000000000000000000011754944f);
    let _e182 = select(abs(_e98.x), 0f, _e181);
    let _e193 = select(select(pow(_e182, _e98.y), 1f, ((_e98.y == 0f) || (_e182 == 1f))), bitcast<f32>(2139095040u), (_e181 && (_e98.y < 0f)));
    r6_.x = _e193;
    let _e199 = exp2(_e98.z);
    r6_.y = _e199;
    let _e210 = select(log2(abs(_e98.w)), bitcast<f32>(4286578688u), (abs(_e98.w) < 0.000000000000000000000000000000000000011754944f));
    r6_.z = _e210;
    r6_.w = fract(_e98.xxxx).w;
    let _e217 = abs(_e98);
    r7_ = _e217;
    let _e222 = select(vec4(0f), vec4(1f), (_e98 < _e217));
    r8_ = _e222;
    let _e227 = select(vec4(0f), vec4(1f), (_e98 >= _e217));
    r9_ = _e227;
    let _e229 = min(_e222, _e227);
    r10_ = _e229;
    let _e231 = max(_e222, _e227);
    r11_ = _e231;
    let _e235 = ((_e229 * (_e231 - _e138)) + _e138);
    r1_ = _e235;
    let _e237 = v0_1;
    let _e240 = d3d_constants.c[10];
    let _e244 = d3d_constants.c[11];
    let _e248 = d3d_constants.c[12];
    let _e251 = select(_e140, vec4<f32>(dot(_e237, _e240), dot(_e237, _e244), dot(_e237, _e248), 0f), vec4<bool>(true, true, true, false));
    r2_ = _e251;
    let _e254 = d3d_constants.c[14];
    let _e260 = d3d_constants.c[15];
    let _e266 = d3d_constants.c[16];
    let _e272 = d3d_constants.c[17];
    let _e276 = vec4<f32>(dot(_e237.xyz, _e254.xyz), dot(_e237.xyz, _e260.xyz), dot(_e237.xyz, _e266.xyz), dot(_e237.xyz, _e272.xyz));
    r3_ = _e276;
    let _e279 = d3d_constants.c[18];
    let _e285 = d3d_constants.c[19];
    let _e290 = select(_e166, vec4<f32>(dot(_e237.xyz, _e279.xyz), dot(_e237.xyz, _e285.xyz), 0f, 0f), vec4<bool>(true, true, false, false));
    r4_ = _e290;
    let _e291 = r0_;
    let _e292 = (_e291 + _e235);
    r0_ = _e292;
    let _e293 = (_e292 + _e251);
    r0_ = _e293;
    let _e294 = (_e293 + _e276);
    r0_ = _e294;
    let _e295 = (_e294 + _e290);
    r0_ = _e295;
    let _e296 = (_e295 + _e174);
    r0_ = _e296;
    let _e297 = r6_;
    let _e298 = (_e296 + _e297);
    r0_ = _e298;
    oD0_ = _e298;
    oPos = _e237;
}

@vertex 
fn main(@location(0) v0_: vec4<f32>, @location(1) v1_: vec4<f32>) -> VertexOutput {
    v0_1 = v0_;
    v1_1 = v1_;
    d3d_main();
    let _e5 = oPos;
    let _e8 = d3d_renderer.half_pixel;
    let _e24 = oD0_;
    return VertexOutput(((_e5 * vec4<f32>((1f + _e8.z), (1f + _e8.w), 1f, 1f)) + ((_e8 * vec4(_e5.w)) * vec4<f32>(1f, 1f, 0f, 0f))), saturate(_e24));
}
