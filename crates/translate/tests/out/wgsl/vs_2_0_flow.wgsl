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
    r0_.w = vec4(select((1f / _e1.wwww.x), bitcast<f32>(2139095040u), (_e1.wwww.x == 0f))).w;
}

fn d3d_label1_() {
    let _e1 = r0_;
    let _e4 = abs(_e1.zzzz.x);
    r0_.z = vec4(select(inverseSqrt(_e4), bitcast<f32>(2139095040u), (_e4 == 0f))).z;
}

fn d3d_main() {
    var loop_counter: i32;
    var loop_counter_1: i32;
    var saved_aL: i32;

    let _e3 = d3d_constants.c[0];
    r0_ = _e3;
    loop_counter = 0i;
    loop {
        let _e17 = loop_counter;
        if (_e17 >= clamp(vec4<i32>(3i, 0i, 0i, 0i).x, 0i, 255i)) {
            break;
        }
        let _e20 = r0_;
        let _e24 = d3d_constants.c[1];
        r0_ = (_e20 + _e24);
        continuing {
            let _e28 = loop_counter;
            loop_counter = (_e28 + 1i);
        }
    }
    let _e35 = vec4<i32>(4i, 20i, 2i, 0i);
    loop_counter_1 = 0i;
    let _e44 = aL;
    saved_aL = _e44;
    aL = _e35.y;
    loop {
        let _e49 = loop_counter_1;
        if (_e49 >= clamp(_e35.x, 0i, 255i)) {
            break;
        }
        let _e52 = r0_;
        let _e54 = aL;
        let _e57 = u32((_e54 + 0i));
        let _e65 = d3d_constants.c[min(_e57, 255u)];
        r0_ = (_e52 + select(vec4<f32>(0f, 0f, 0f, 0f), _e65, (_e57 < 256u)));
        let _e72 = r0_;
        let _e74 = aL;
        let _e77 = u32((_e74 + 1i));
        let _e85 = d3d_constants.c[min(_e77, 255u)];
        r0_ = (_e72 + select(vec4<f32>(0f, 0f, 0f, 0f), _e85, (_e77 < 256u)));
        continuing {
            let _e91 = loop_counter_1;
            loop_counter_1 = (_e91 + 1i);
            let _e95 = aL;
            aL = (_e95 + _e35.z);
        }
    }
    let _e98 = saved_aL;
    aL = _e98;
    let _e104 = d3d_constants.b[0].x;
    if (_e104 != 0u) {
        let _e108 = r0_;
        let _e112 = d3d_constants.c[2];
        r0_ = (_e108 * _e112);
    } else {
        let _e116 = r0_;
        let _e120 = d3d_constants.c[3];
        let _e124 = d3d_constants.c[4];
        r0_ = ((_e116 * _e120) + _e124);
    }
    d3d_label0_();
    if true {
        d3d_label1_();
    }
    let _e133 = d3d_constants.b[0].x;
    if !((_e133 != 0u)) {
        d3d_label1_();
    }
    let _e138 = v1_1;
    let _e146 = vec4<i32>((floor((abs(_e138) + vec4(0.5f))) * sign(_e138)));
    a0_.x = _e146.x;
    a0_.y = _e146.y;
    let _e153 = a0_;
    let _e157 = u32((_e153.y + 40i));
    let _e165 = d3d_constants.c[min(_e157, 255u)];
    r1_ = select(vec4<f32>(0f, 0f, 0f, 0f), _e165, (_e157 < 256u));
    let _e170 = v1_1;
    r2_ = sign(_e170);
    let _e174 = v1_1;
    let _e178 = abs(dot(_e174.xyz, _e174.xyz));
    r3_ = (_e174 * vec4(select(inverseSqrt(_e178), bitcast<f32>(2139095040u), (_e178 == 0f))));
    let _e188 = v1_1;
    let _e190 = r3_;
    let _e193 = cross(_e188.xyz, _e190.xyz);
    let _e197 = vec4<f32>(_e193.x, _e193.y, _e193.z, 0f);
    r4_.x = _e197.x;
    r4_.y = _e197.y;
    r4_.z = _e197.z;
    let _e206 = v1_1;
    let _e211 = vec4<f32>(cos(_e206.xxxx.x), sin(_e206.xxxx.x), 0f, 0f);
    r5_.x = _e211.x;
    r5_.y = _e211.y;
    let _e218 = v1_1;
    let _e222 = v1_1;
    r6_.x = vec4(pow(abs(_e218.xxxx.x), _e222.yyyy.x)).x;
    let _e232 = v1_1;
    r6_.y = vec4(exp2(_e232.zzzz.x)).y;
    let _e241 = v1_1;
    let _e244 = abs(_e241.wwww.x);
    r6_.z = vec4(select(log2(_e244), bitcast<f32>(4286578688u), (_e244 == 0f))).z;
    let _e255 = v1_1;
    r6_.w = fract(_e255.xxxx).w;
    let _e262 = v1_1;
    r7_ = abs(_e262);
    let _e266 = v1_1;
    let _e268 = r7_;
    r8_ = select(vec4(0f), vec4(1f), (_e266 < _e268));
    let _e276 = v1_1;
    let _e278 = r7_;
    r9_ = select(vec4(0f), vec4(1f), (_e276 >= _e278));
    let _e285 = r8_;
    let _e287 = r9_;
    r10_ = min(_e285, _e287);
    let _e291 = r8_;
    let _e293 = r9_;
    r11_ = max(_e291, _e293);
    let _e297 = r10_;
    let _e299 = r11_;
    let _e301 = r1_;
    r1_ = ((_e297 * (_e299 - _e301)) + _e301);
    let _e307 = v0_1;
    let _e311 = d3d_constants.c[10];
    let _e316 = d3d_constants.c[11];
    let _e321 = d3d_constants.c[12];
    let _e323 = vec4<f32>(dot(_e307, _e311), dot(_e307, _e316), dot(_e307, _e321), 0f);
    r2_.x = _e323.x;
    r2_.y = _e323.y;
    r2_.z = _e323.z;
    let _e332 = v0_1;
    let _e336 = d3d_constants.c[14];
    let _e343 = d3d_constants.c[15];
    let _e350 = d3d_constants.c[16];
    let _e357 = d3d_constants.c[17];
    r3_ = vec4<f32>(dot(_e332.xyz, _e336.xyz), dot(_e332.xyz, _e343.xyz), dot(_e332.xyz, _e350.xyz), dot(_e332.xyz, _e357.xyz));
    let _e364 = v0_1;
    let _e368 = d3d_constants.c[18];
    let _e375 = d3d_constants.c[19];
    let _e379 = vec4<f32>(dot(_e364.xyz, _e368.xyz), dot(_e364.xyz, _e375.xyz), 0f, 0f);
    r4_.x = _e379.x;
    r4_.y = _e379.y;
    let _e386 = r0_;
    let _e388 = r1_;
    r0_ = (_e386 + _e388);
    let _e392 = r0_;
    let _e394 = r2_;
    r0_ = (_e392 + _e394);
    let _e398 = r0_;
    let _e400 = r3_;
    r0_ = (_e398 + _e400);
    let _e404 = r0_;
    let _e406 = r4_;
    r0_ = (_e404 + _e406);
    let _e410 = r0_;
    let _e412 = r5_;
    r0_ = (_e410 + _e412);
    let _e416 = r0_;
    let _e418 = r6_;
    r0_ = (_e416 + _e418);
    let _e422 = r0_;
    oD0_ = _e422;
    let _e425 = v0_1;
    oPos = _e425;
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
