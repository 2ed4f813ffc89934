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
        r0_ = (_e35 + select(vec4<f32>(0f, 0f, 0f, 0f), _e45, (_e38 < 256u)));
        let _e50 = r0_;
        let _e51 = aL;
        let _e53 = u32((_e51 + 1i));
        let _e60 = d3d_constants.c[min(_e53, 255u)];
        r0_ = (_e50 + select(vec4<f32>(0f, 0f, 0f, 0f), _e60, (_e53 < 256u)));
        continuing {
            let _e65 = loop_counter_1;
            loop_counter_1 = (_e65 + 1i);
            let _e67 = aL;
            aL = (_e67 + 2i);
        }
    }
    let _e70 = saved_aL;
    aL = _e70;
    let _e74 = d3d_constants.b[0].x;
    if (_e74 != 0u) {
        let _e77 = r0_;
        let _e80 = d3d_constants.c[2];
        r0_ = (_e77 * _e80);
    } else {
        let _e82 = r0_;
        let _e85 = d3d_constants.c[3];
        let _e88 = d3d_constants.c[4];
        r0_ = ((_e82 * _e85) + _e88);
    }
    d3d_label0_();
    if true {
        d3d_label1_();
    }
    let _e95 = d3d_constants.b[0].x;
    if !((_e95 != 0u)) {
        d3d_label1_();
    }
    let _e100 = v1_1;
    let _e111 = a0_;
    a0_ = select(_e111, vec4<i32>((floor((abs(_e100) + vec4(0.5f))) * sign(_e100))), vec4<bool>(true, true, false, false));
    let _e113 = a0_;
    let _e117 = u32((_e113.y + 40i));
    let _e124 = d3d_constants.c[min(_e117, 255u)];
    r1_ = select(vec4<f32>(0f, 0f, 0f, 0f), _e124, (_e117 < 256u));
    let _e128 = v1_1;
    r2_ = sign(_e128);
    let _e131 = v1_1;
    let _e135 = abs(dot(_e131.xyz, _e131.xyz));
    r3_ = (_e131 * vec4(select(inverseSqrt(_e135), bitcast<f32>(2139095040u), (_e135 == 0f))));
    let _e144 = v1_1;
    let _e145 = r3_;
    let _e148 = cross(_e144.xyz, _e145.xyz);
    let _e155 = r4_;
    r4_ = select(_e155, vec4<f32>(_e148.x, _e148.y, _e148.z, 0f), vec4<bool>(true, true, true, false));
    let _e157 = v1_1;
    let _e164 = r5_;
    r5_ = select(_e164, vec4<f32>(cos(_e157.x), sin(_e157.x), 0f, 0f), vec4<bool>(true, true, false, false));
    let _e166 = v1_1;
    let _e169 = v1_1;
    let _e173 = pow(abs(_e166.x), _e169.y);
    r6_.x = _e173;
    let _e177 = v1_1;
    let _e180 = exp2(_e177.z);
    r6_.y = _e180;
    let _e183 = v1_1;
    let _e186 = abs(_e183.w);
    let _e191 = select(log2(_e186), bitcast<f32>(4286578688u), (_e186 == 0f));
    r6_.z = _e191;
    let _e194 = v1_1;
    r6_.w = fract(_e194.xxxx).w;
    let _e199 = v1_1;
    r7_ = abs(_e199);
    let _e202 = v1_1;
    let _e203 = r7_;
    r8_ = select(vec4(0f), vec4(1f), (_e202 < _e203));
    let _e210 = v1_1;
    let _e211 = r7_;
    r9_ = select(vec4(0f), vec4(1f), (_e210 >= _e211));
    let _e217 = r8_;
    let _e218 = r9_;
    r10_ = min(_e217, _e218);
    let _e221 = r8_;
    let _e222 = r9_;
    r11_ = max(_e221, _e222);
    let _e225 = r10_;
    let _e226 = r11_;
    let _e227 = r1_;
    r1_ = ((_e225 * (_e226 - _e227)) + _e227);
    let _e232 = v0_1;
    let _e235 = d3d_constants.c[10];
    let _e239 = d3d_constants.c[11];
    let _e243 = d3d_constants.c[12];
    let _e246 = r2_;
    r2_ = select(_e246, vec4<f32>(dot(_e232, _e235), dot(_e232, _e239), dot(_e232, _e243), 0f), vec4<bool>(true, true, true, false));
    let _e248 = v0_1;
    let _e251 = d3d_constants.c[14];
    let _e257 = d3d_constants.c[15];
    let _e263 = d3d_constants.c[16];
    let _e269 = d3d_constants.c[17];
    r3_ = vec4<f32>(dot(_e248.xyz, _e251.xyz), dot(_e248.xyz, _e257.xyz), dot(_e248.xyz, _e263.xyz), dot(_e248.xyz, _e269.xyz));
    let _e274 = v0_1;
    let _e277 = d3d_constants.c[18];
    let _e283 = d3d_constants.c[19];
    let _e288 = r4_;
    r4_ = select(_e288, vec4<f32>(dot(_e274.xyz, _e277.xyz), dot(_e274.xyz, _e283.xyz), 0f, 0f), vec4<bool>(true, true, false, false));
    let _e290 = r0_;
    let _e291 = r1_;
    r0_ = (_e290 + _e291);
    let _e293 = r0_;
    let _e294 = r2_;
    r0_ = (_e293 + _e294);
    let _e296 = r0_;
    let _e297 = r3_;
    r0_ = (_e296 + _e297);
    let _e299 = r0_;
    let _e300 = r4_;
    r0_ = (_e299 + _e300);
    let _e302 = r0_;
    let _e303 = r5_;
    r0_ = (_e302 + _e303);
    let _e305 = r0_;
    let _e306 = r6_;
    r0_ = (_e305 + _e306);
    let _e308 = r0_;
    oD0_ = _e308;
    let _e310 = v0_1;
    oPos = _e310;
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
