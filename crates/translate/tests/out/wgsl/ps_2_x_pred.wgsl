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
    let _e4 = dpdy(_e1);
    let _e11 = textureSampleGrad(t_s0_, s_s0_, _e1.xy, _e2.xy, _e4.xy);
    r2_ = _e11;
    let _e19 = (_e11 < vec4<f32>(0f, 0.5f, 1f, 0.25f).yyyy);
    let _e24 = select(_e11, vec4<f32>(0f, 0.5f, 1f, 0.25f).zzzz, _e19.xyzw);
    r2_ = _e24;
    let _e33 = select(_e24, (_e24.wwww + vec4<f32>(0f, 0.5f, 1f, 0.25f).wwww), (vec4<bool>(false, false, false, true) & !(_e19.wwww)));
    r2_ = _e33;
    if (_e33.x > 0.5f) {
        let _e39 = r2_;
        r2_ = (_e39 * vec4<f32>(0f, 0.5f, 1f, 0.25f).yyyy);
    } else {
        let _e43 = r2_;
        r2_ = (_e43 + vec4<f32>(0f, 0.5f, 1f, 0.25f).wwww);
    }
    loop_counter = 0i;
    loop {
        let _e55 = loop_counter;
        if (_e55 >= clamp(4i, 0i, 255i)) {
            break;
        }
        let _e57 = r2_;
        let _e61 = d3d_constants.c[1];
        let _e62 = (_e57 + _e61);
        r2_ = _e62;
        if (_e62.y > 1f) {
            break;
        }
        continuing {
            let _e69 = loop_counter;
            loop_counter = (_e69 + 1i);
        }
    }
    let _e71 = r2_;
    return FragmentOutput(_e71);
}
