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
    let _e10 = select((1f / _e1.wwww.x), bitcast<f32>(2139095040u), (_e1.wwww.x == 0f));
    r0_.w = _e10;
}

fn d3d_label1_() {
    let _e1 = r0_;
    let _e4 = abs(_e1.zzzz.x);
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
        let _e13 = loop_counter;
        if (_e13 >= clamp(vec4<i32>(3i, 0i, 0i, 0i).x, 0i, 255i)) {
            break;
        }
        let _e15 = r0_;
        let _e18 = d3d_constants.c[1];
        r0_ = (_e15 + _e18);
        continuing {
            let _e21 = loop_counter;
            loop_counter = (_e21 + 1i);
        }
    }
    let _e27 = vec4<i32>(4i, 20i, 2i, 0i);
    loop_counter_1 = 0i;
    let _e33 = aL;
    saved_aL = _e33;
    aL = _e27.y;
    loop {
        let _e37 = loop_counter_1;
        if (_e37 >= clamp(_e27.x, 0i, 255i)) {
            break;
        }
        let _e39 = r0_;
        let _e40 = aL;
        let _e42 = u32((_e40 + 0i));
        let _e49 = d3d_constants.c[min(_e42, 255u)];
        r0_ = (_e39 + select(vec4<f32>(0f, 0f, 0f, 0f), _e49, (_e42 < 256u)));
        let _e54 = r0_;
        let _e55 = aL;
        let _e57 = u32((_e55 + 1i));
        let _e64 = d3d_constants.c[min(_e57, 255u)];
        r0_ = (_e54 + select(vec4<f32>(0f, 0f, 0f, 0f), _e64, (_e57 < 256u)));
        continuing {
            let _e69 = loop_counter_1;
            loop_counter_1 = (_e69 + 1i);
            let _e71 = aL;
            aL = (_e71 + _e27.z);
        }
    }
    let _e74 = saved_aL;
    aL = _e74;
    let _e78 = d3d_constants.b[0].x;
    if (_e78 != 0u) {
        let _e81 = r0_;
        let _e84 = d3d_constants.c[2];
        r0_ = (_e81 * _e84);
    } else {
        let _e86 = r0_;
        let _e89 = d3d_constants.c[3];
        let _e92 = d3d_constants.c[4];
        r0_ = ((_e86 * _e89) + _e92);
    }
    d3d_label0_();
    if true {
        d3d_label1_();
    }
    let _e99 = d3d_constants.b[0].x;
    if !((_e99 != 0u)) {
        d3d_label1_();
    }
    let _e104 = v1_1;
    let _e115 = a0_;
    a0_ = select(_e115, vec4<i32>((floor((abs(_e104) + vec4(0.5f))) * sign(_e104))), vec4<bool>(true, true, false, false));
    let _e117 = a0_;
    let _e121 = u32((_e117.y + 40i));
    let _e128 = d3d_constants.c[min(_e121, 255u)];
    r1_ = select(vec4<f32>(0f, 0f, 0f, 0f), _e128, (_e121 < 256u));
    let _e132 = v1_1;
    r2_ = sign(_e132);
    let _e135 = v1_1;
    let _e139 = abs(dot(_e135.xyz, _e135.xyz));
    r3_ = (_e135 * vec4(select(inverseSqrt(_e139), bitcast<f32>(2139095040u), (_e139 == 0f))));
    let _e148 = v1_1;
    let _e149 = r3_;
    let _e152 = cross(_e148.xyz, _e149.xyz);
    let _e159 = r4_;
    r4_ = select(_e159, vec4<f32>(_e152.x, _e152.y, _e152.z, 0f), vec4<bool>(true, true, true, false));
    let _e161 = v1_1;
    let _e168 = r5_;
    r5_ = select(_e168, vec4<f32>(cos(_e161.xxxx.x), sin(_e161.xxxx.x), 0f, 0f), vec4<bool>(true, true, false, false));
    let _e170 = v1_1;
    let _e173 = v1_1;
    let _e177 = pow(abs(_e170.xxxx.x), _e173.yyyy.x);
    r6_.x = _e177;
    let _e181 = v1_1;
    let _e184 = exp2(_e181.zzzz.x);
    r6_.y = _e184;
    let _e187 = v1_1;
    let _e190 = abs(_e187.wwww.x);
    let _e195 = select(log2(_e190), bitcast<f32>(4286578688u), (_e190 == 0f));
    r6_.z = _e195;
    let _e198 = v1_1;
    r6_.w = fract(_e198.xxxx).w;
    let _e203 = v1_1;
    r7_ = abs(_e203);
    let _e206 = v1_1;
    let _e207 = r7_;
    r8_ = select(vec4(0f), vec4(1f), (_e206 < _e207));
    let _e214 = v1_1;
    let _e215 = r7_;
    r9_ = select(vec4(0f), vec4(1f), (_e214 >= _e215));
    let _e221 = r8_;
    let _e222 = r9_;
    r10_ = min(_e221, _e222);
    let _e225 = r8_;
    let _e226 = r9_;
    r11_ = max(_e225, _e226);
    let _e229 = r10_;
    let _e230 = r11_;
    let _e231 = r1_;
    r1_ = ((_e229 * (_e230 - _e231)) + _e231);
    let _e236 = v0_1;
    let _e239 = d3d_constants.c[10];
    let _e243 = d3d_constants.c[11];
    let _e247 = d3d_constants.c[12];
    let _e250 = r2_;
    r2_ = select(_e250, vec4<f32>(dot(_e236, _e239), dot(_e236, _e243), dot(_e236, _e247), 0f), vec4<bool>(true, true, true, false));
    let _e252 = v0_1;
    let _e255 = d3d_constants.c[14];
    let _e261 = d3d_constants.c[15];
    let _e267 = d3d_constants.c[16];
    let _e273 = d3d_constants.c[17];
    r3_ = vec4<f32>(dot(_e252.xyz, _e255.xyz), dot(_e252.xyz, _e261.xyz), dot(_e252.xyz, _e267.xyz), dot(_e252.xyz, _e273.xyz));
    let _e278 = v0_1;
    let _e281 = d3d_constants.c[18];
    let _e287 = d3d_constants.c[19];
    let _e292 = r4_;
    r4_ = select(_e292, vec4<f32>(dot(_e278.xyz, _e281.xyz), dot(_e278.xyz, _e287.xyz), 0f, 0f), vec4<bool>(true, true, false, false));
    let _e294 = r0_;
    let _e295 = r1_;
    r0_ = (_e294 + _e295);
    let _e297 = r0_;
    let _e298 = r2_;
    r0_ = (_e297 + _e298);
    let _e300 = r0_;
    let _e301 = r3_;
    r0_ = (_e300 + _e301);
    let _e303 = r0_;
    let _e304 = r4_;
    r0_ = (_e303 + _e304);
    let _e306 = r0_;
    let _e307 = r5_;
    r0_ = (_e306 + _e307);
    let _e309 = r0_;
    let _e310 = r6_;
    r0_ = (_e309 + _e310);
    let _e312 = r0_;
    oD0_ = _e312;
    let _e314 = v0_1;
    oPos = _e314;
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
