diagnostic(off, derivative_uniformity);

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

@fragment 
fn main(@location(0) texcoord0_: vec4<f32>) -> FragmentOutput {
    var loop_counter: i32;

    t0_ = texcoord0_;
    let _e1 = t0_;
    let _e2 = dpdx(_e1);
    r0_ = _e2;
    let _e4 = t0_;
    let _e5 = dpdy(_e4);
    r1_ = _e5;
    let _e7 = t0_;
    let _e8 = r0_;
    let _e9 = r1_;
    let _e15 = textureSampleGrad(t_s0_, s_s0_, _e7.xy, _e8.xy, _e9.xy);
    r2_ = _e15;
    let _e17 = r2_;
    p0_ = (_e17 < vec4<f32>(0f, 0.5f, 1f, 0.25f).yyyy);
    let _e28 = p0_;
    let _e30 = r2_;
    r2_ = select(_e30, vec4<f32>(0f, 0.5f, 1f, 0.25f).zzzz, _e28.xyzw);
    let _e32 = r2_;
    let _e37 = p0_;
    let _e42 = r2_;
    r2_ = select(_e42, (_e32.wwww + vec4<f32>(0f, 0.5f, 1f, 0.25f).wwww), (vec4<bool>(false, false, false, true) & !(_e37.wwww)));
    let _e44 = r2_;
    if (_e44.x > 0.5f) {
        let _e50 = r2_;
        r2_ = (_e50 * vec4<f32>(0f, 0.5f, 1f, 0.25f).yyyy);
    } else {
        let _e54 = r2_;
        r2_ = (_e54 + vec4<f32>(0f, 0.5f, 1f, 0.25f).wwww);
    }
    loop_counter = 0i;
    loop {
        let _e66 = loop_counter;
        if (_e66 >= clamp(4i, 0i, 255i)) {
            break;
        }
        let _e68 = r2_;
        let _e72 = d3d_constants.c[1];
        r2_ = (_e68 + _e72);
        let _e74 = r2_;
        if (_e74.y > 1f) {
            break;
        }
        continuing {
            let _e81 = loop_counter;
            loop_counter = (_e81 + 1i);
        }
    }
    let _e83 = r2_;
    oC0_ = _e83;
    let _e86 = oC0_;
    return FragmentOutput(_e86);
}
