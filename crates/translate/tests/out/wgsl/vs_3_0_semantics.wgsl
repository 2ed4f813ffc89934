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
    @location(0) texcoord0_: vec4<f32>,
    @location(1) texcoord1_: vec4<f32>,
    @location(8) color0_: vec4<f32>,
    @location(10) fog0_: f32,
    @location(2) texcoord2_: vec4<f32>,
    @location(3) texcoord3_: vec4<f32>,
}

@group(0) @binding(2) 
var t_s0_: texture_2d<f32>;
@group(0) @binding(3) 
var s_s0_: sampler;
var<private> v1_1: vec4<f32> = vec4<f32>();
var<private> r0_: vec4<f32> = vec4<f32>();
var<private> p0_: vec4<bool> = vec4<bool>();
@group(0) @binding(0) 
var<uniform> d3d_constants: D3DConstants;
var<private> r1_: vec4<f32> = vec4<f32>();
var<private> r2_: vec4<f32> = vec4<f32>();
var<private> aL: i32 = i32();
var<private> o0_: vec4<f32> = vec4<f32>();
var<private> o1_: vec4<f32> = vec4<f32>();
var<private> o2_: vec4<f32> = vec4<f32>();
var<private> o3_: vec4<f32> = vec4<f32>();
var<private> o4_: vec4<f32> = vec4<f32>();
var<private> o5_: vec4<f32> = vec4<f32>();
var<private> v0_1: vec4<f32> = vec4<f32>();
@group(0) @binding(1) 
var<uniform> d3d_renderer: VertexRenderer;

fn d3d_main() {
    var loop_counter: i32;
    var loop_counter_1: i32;
    var saved_aL: i32;

    let _e1 = v1_1;
    let _e6 = textureSampleLevel(t_s0_, s_s0_, _e1.xy, _e1.w);
    r0_ = _e6;
    let _e9 = r0_;
    p0_ = (_e9 > vec4<f32>(0f, 0f, 0f, 0f));
    let _e15 = r0_;
    let _e19 = d3d_constants.c[1];
    let _e20 = (_e15 + _e19);
    let _e23 = p0_;
    let _e24 = _e23.xxxx;
    let _e25 = r1_;
    r1_ = vec4<f32>(select(_e25.x, _e20.x, _e24.x), select(_e25.y, _e20.y, _e24.y), select(_e25.z, _e20.z, _e24.z), select(_e25.w, _e20.w, _e24.w));
    let _e46 = d3d_constants.c[2];
    let _e50 = p0_;
    let _e53 = r1_;
    r1_ = vec4<f32>(_e53.x, select(_e53.y, _e46.yyyy.y, !(_e50.yyyy).y), _e53.z, _e53.w);
    let _e63 = r0_;
    let _e68 = d3d_constants.c[3];
    if (_e63.xxxx.x < _e68.xxxx.x) {
        let _e76 = d3d_constants.c[4];
        r2_ = _e76;
    } else {
        let _e81 = d3d_constants.c[5];
        r2_ = _e81;
    }
    loop_counter = 0i;
    loop {
        let _e95 = loop_counter;
        if (_e95 >= clamp(vec4<i32>(2i, 0i, 1i, 0i).x, 0i, 255i)) {
            break;
        }
        let _e98 = r2_;
        let _e102 = d3d_constants.c[6];
        r2_ = (_e98 + _e102);
        let _e106 = r2_;
        let _e111 = d3d_constants.c[7];
        if (_e106.xxxx.x >= _e111.xxxx.x) {
            break;
        }
        let _e117 = p0_;
        if _e117.z {
            break;
        }
        continuing {
            let _e120 = loop_counter;
            loop_counter = (_e120 + 1i);
        }
    }
    let _e127 = vec4<i32>(2i, 0i, 1i, 0i);
    loop_counter_1 = 0i;
    let _e136 = aL;
    saved_aL = _e136;
    aL = _e127.y;
    loop {
        let _e141 = loop_counter_1;
        if (_e141 >= clamp(_e127.x, 0i, 255i)) {
            break;
        }
        let _e144 = r2_;
        let _e146 = aL;
        let _e148 = (_e146 + 4i);
        if (_e148 == 0i) {
            o0_ = _e144;
        }
        if (_e148 == 1i) {
            o1_ = _e144;
        }
        if (_e148 == 2i) {
            o2_ = _e144;
        }
        if (_e148 == 3i) {
            o3_ = _e144;
        }
        if (_e148 == 4i) {
            o4_ = _e144;
        }
        if (_e148 == 5i) {
            o5_ = _e144;
        }
        continuing {
            let _e168 = loop_counter_1;
            loop_counter_1 = (_e168 + 1i);
            let _e172 = aL;
            aL = (_e172 + _e127.z);
        }
    }
    let _e175 = saved_aL;
    aL = _e175;
    let _e178 = v0_1;
    o0_ = _e178;
    let _e181 = v1_1;
    o1_.x = _e181.x;
    o1_.y = _e181.y;
    let _e188 = r1_;
    let _e189 = _e188.xyyy;
    o1_.z = _e189.z;
    o1_.w = _e189.w;
    let _e196 = r2_;
    o2_ = _e196;
    let _e199 = r0_;
    o3_.x = _e199.xxxx.x;
}

@vertex 
fn main(@location(0) v0_: vec4<f32>, @location(1) v1_: vec4<f32>) -> VertexOutput {
    v0_1 = v0_;
    v1_1 = v1_;
    d3d_main();
    let _e5 = o0_;
    let _e8 = d3d_renderer.half_pixel;
    let _e18 = o1_;
    let _e21 = o1_;
    let _e24 = o2_;
    let _e26 = o3_;
    let _e30 = o4_;
    let _e32 = o5_;
    return VertexOutput((_e5 + ((_e8 * vec4(_e5.w)) * vec4<f32>(1f, 1f, 0f, 0f))), _e18.xyyy, _e21.zwww, _e24, _e26.xxxx.x, _e30, _e32);
}
