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
    let _e15 = (_e11 < vec4(0.5f));
    let _e20 = select(_e11, vec4(1f), _e15.xyzw);
    r2_ = _e20;
    let _e29 = select(_e20, (_e20.wwww + vec4(0.25f)), (vec4<bool>(false, false, false, true) & !(_e15.wwww)));
    r2_ = _e29;
    if (_e29.x > 0.5f) {
        let _e34 = r2_;
        r2_ = (_e34 * vec4(0.5f));
    } else {
        let _e37 = r2_;
        r2_ = (_e37 + vec4(0.25f));
    }
    loop_counter = 0i;
    loop {
        let _e48 = loop_counter;
        if (_e48 >= clamp(4i, 0i, 255i)) {
            break;
        }
        let _e50 = r2_;
        let _e54 = d3d_constants.c[1];
        let _e55 = (_e50 + _e54);
        r2_ = _e55;
        if (_e55.y > 1f) {
            break;
        }
        continuing {
            let _e61 = loop_counter;
            loop_counter = (_e61 + 1i);
        }
    }
    let _e63 = r2_;
    return FragmentOutput(_e63);
}
