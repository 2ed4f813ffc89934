diagnostic(off, derivative_uniformity);

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
var<private> oD0_: vec4<f32> = vec4<f32>();
var<private> oPos: vec4<f32> = vec4<f32>();
@group(0) @binding(1) 
var<uniform> d3d_renderer: VertexRenderer;

fn d3d_label0_() {
    let _e1 = r0_;
    let _e14 = select((1f / _e1.w), bitcast<f32>(((bitcast<u32>(_e1.w) & 2147483648u) | 2139095040u)), (_e1.w == 0f));
    r0_.w = _e14;
}

fn d3d_label1_() {
    let _e1 = r0_;
    let _e4 = abs(_e1.z);
    let _e10 = select(inverseSqrt(_e4), bitcast<f32>(2139095040u), (_e4 == 0f));
    r0_.z = _e10;
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
    let _e109 = a0_;
    let _e110 = select(_e109, vec4<i32>((floor((abs(_e98) + vec4(0.5f))) * sign(_e98))), vec4<bool>(true, true, false, false));
    a0_ = _e110;
    let _e114 = u32((_e110.y + 40i));
    let _e121 = d3d_constants.c[min(_e114, 255u)];
    let _e123 = select(vec4<f32>(0f, 0f, 0f, 0f), _e121, (_e114 < 256u));
    r1_ = _e123;
    let _e125 = sign(_e98);
    r2_ = _e125;
    let _e130 = abs(dot(_e98.xyz, _e98.xyz));
    let _e137 = (_e98 * vec4(select(inverseSqrt(_e130), bitcast<f32>(2139095040u), (_e130 == 0f))));
    r3_ = _e137;
    let _e141 = cross(_e98.xyz, _e137.xyz);
    let _e148 = r4_;
    let _e149 = select(_e148, vec4<f32>(_e141.x, _e141.y, _e141.z, 0f), vec4<bool>(true, true, true, false));
    r4_ = _e149;
    let _e156 = r5_;
    let _e157 = select(_e156, vec4<f32>(cos(_e98.x), sin(_e98.x), 0f, 0f), vec4<bool>(true, true, false, false));
    r5_ = _e157;
    let _e163 = pow(abs(_e98.x), _e98.y);
    r6_.x = _e163;
    let _e169 = exp2(_e98.z);
    r6_.y = _e169;
    let _e174 = abs(_e98.w);
    let _e179 = select(log2(_e174), bitcast<f32>(4286578688u), (_e174 == 0f));
    r6_.z = _e179;
    r6_.w = fract(_e98.xxxx).w;
    let _e186 = abs(_e98);
    r7_ = _e186;
    let _e192 = select(vec4(0f), vec4(1f), (_e98 < _e186));
    r8_ = _e192;
    let _e197 = select(vec4(0f), vec4(1f), (_e98 >= _e186));
    r9_ = _e197;
    let _e199 = min(_e192, _e197);
    r10_ = _e199;
    let _e201 = max(_e192, _e197);
    r11_ = _e201;
    let _e205 = ((_e199 * (_e201 - _e123)) + _e123);
    r1_ = _e205;
    let _e207 = v0_1;
    let _e210 = d3d_constants.c[10];
    let _e214 = d3d_constants.c[11];
    let _e218 = d3d_constants.c[12];
    let _e221 = select(_e125, vec4<f32>(dot(_e207, _e210), dot(_e207, _e214), dot(_e207, _e218), 0f), vec4<bool>(true, true, true, false));
    r2_ = _e221;
    let _e224 = d3d_constants.c[14];
    let _e230 = d3d_constants.c[15];
    let _e236 = d3d_constants.c[16];
    let _e242 = d3d_constants.c[17];
    let _e246 = vec4<f32>(dot(_e207.xyz, _e224.xyz), dot(_e207.xyz, _e230.xyz), dot(_e207.xyz, _e236.xyz), dot(_e207.xyz, _e242.xyz));
    r3_ = _e246;
    let _e249 = d3d_constants.c[18];
    let _e255 = d3d_constants.c[19];
    let _e260 = select(_e149, vec4<f32>(dot(_e207.xyz, _e249.xyz), dot(_e207.xyz, _e255.xyz), 0f, 0f), vec4<bool>(true, true, false, false));
    r4_ = _e260;
    let _e261 = r0_;
    let _e262 = (_e261 + _e205);
    r0_ = _e262;
    let _e263 = (_e262 + _e221);
    r0_ = _e263;
    let _e264 = (_e263 + _e246);
    r0_ = _e264;
    let _e265 = (_e264 + _e260);
    r0_ = _e265;
    let _e266 = (_e265 + _e157);
    r0_ = _e266;
    let _e267 = r6_;
    let _e268 = (_e266 + _e267);
    r0_ = _e268;
    oD0_ = _e268;
    oPos = _e207;
}

@vertex 
fn main(@location(0) v0_: vec4<f32>, @location(1) v1_: vec4<f32>) -> VertexOutput {
    v0_1 = v0_;
    v1_1 = v1_;
    d3d_main();
    let _e5 = oPos;
    let _e8 = d3d_renderer.half_pixel;
    let _e18 = oD0_;
    return VertexOutput((_e5 + ((_e8 * vec4(_e5.w)) * vec4<f32>(1f, 1f, 0f, 0f))), saturate(_e18));
}
