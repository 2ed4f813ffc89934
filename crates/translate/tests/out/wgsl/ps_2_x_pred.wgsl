struct D3DConstants {
    c: array<vec4<f32>, 224>,
    i: array<vec4<i32>, 16>,
    b: array<vec4<u32>, 16>,
}

struct FragmentOutput {
    @location(0) color0_: vec4<f32>,
}

@group(1) @binding(2) 
var t_s0_: texture_2d<f32>;
@group(1) @binding(3) 
var s_s0_: sampler;
var<private> t0_: vec4<f32> = vec4<f32>();
var<private> r0_: vec4<f32> = vec4<f32>();
var<private> r1_: vec4<f32> = vec4<f32>();
var<private> r2_: vec4<f32> = vec4<f32>();
var<private> p0_: vec4<bool> = vec4<bool>();
@group(1) @binding(0) 
var<uniform> d3d_constants: D3DConstants;
var<private> oC0_: vec4<f32> = vec4<f32>();

fn d3d_main() {
    var loop_counter: i32;

    let _e1 = t0_;
    let _e2 = dpdx(_e1);
    r0_ = _e2;
    let _e5 = t0_;
    let _e6 = dpdy(_e5);
    r1_ = _e6;
    let _e9 = t0_;
    let _e11 = r0_;
    let _e13 = r1_;
    let _e19 = textureSampleGrad(t_s0_, s_s0_, _e9.xy, _e11.xy, _e13.xy);
    r2_ = _e19;
    let _e22 = r2_;
    p0_ = (_e22 < vec4<f32>(0f, 0.5f, 1f, 0.25f).yyyy);
    let _e32 = vec4<f32>(0f, 0.5f, 1f, 0.25f).zzzz;
    let _e35 = p0_;
    let _e36 = _e35.xyzw;
    let _e37 = r2_;
    r2_ = vec4<f32>(select(_e37.x, _e32.x, _e36.x), select(_e37.y, _e32.y, _e36.y), select(_e37.z, _e32.z, _e36.z), select(_e37.w, _e32.w, _e36.w));
    let _e56 = r2_;
    let _e63 = p0_;
    let _e66 = r2_;
    r2_ = vec4<f32>(_e66.x, _e66.y, _e66.z, select(_e66.w, (_e56.wwww + vec4<f32>(0f, 0.5f, 1f, 0.25f).wwww).w, !(_e63.wwww).w));
    let _e76 = r2_;
    if (_e76.xxxx.x > vec4<f32>(0f, 0.5f, 1f, 0.25f).yyyy.x) {
        let _e84 = r2_;
        r2_ = (_e84 * vec4<f32>(0f, 0.5f, 1f, 0.25f).yyyy);
    } else {
        let _e90 = r2_;
        r2_ = (_e90 + vec4<f32>(0f, 0.5f, 1f, 0.25f).wwww);
    }
    loop_counter = 0i;
    loop {
        let _e107 = loop_counter;
        if (_e107 >= clamp(vec4<i32>(4i, 0i, 1i, 0i).x, 0i, 255i)) {
            break;
        }
        let _e110 = r2_;
        let _e114 = d3d_constants.c[1];
        r2_ = (_e110 + _e114);
        let _e118 = r2_;
        if (_e118.yyyy.x > vec4<f32>(0f, 0.5f, 1f, 0.25f).zzzz.x) {
            break;
        }
        continuing {
            let _e126 = loop_counter;
            loop_counter = (_e126 + 1i);
        }
    }
    let _e130 = r2_;
    oC0_ = _e130;
}

@fragment 
fn main(@location(0) texcoord0_: vec4<f32>) -> FragmentOutput {
    t0_ = texcoord0_;
    d3d_main();
    let _e3 = oC0_;
    return FragmentOutput(_e3);
}
