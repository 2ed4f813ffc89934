diagnostic(off, derivative_uniformity);

struct D3DConstants {
    c: array<vec4<f32>, 224>,
    i: array<vec4<i32>, 16>,
    b: array<vec4<u32>, 16>,
}

struct FragmentOutput {
    @location(0) color0_: vec4<f32>,
    @location(1) color1_: vec4<f32>,
}

@group(1) @binding(2) 
var t_s0_: texture_2d<f32>;
@group(1) @binding(3) 
var s_s0_: sampler;
var<private> v0_: vec4<f32> = vec4<f32>();
var<private> r0_: vec4<f32> = vec4<f32>();
var<private> r1_: vec4<f32> = vec4<f32>();
var<private> r2_: vec4<f32> = vec4<f32>();
var<private> aL: i32 = i32();
var<private> v1_: vec4<f32> = vec4<f32>();
var<private> v2_: vec4<f32> = vec4<f32>();
var<private> v3_: vec4<f32> = vec4<f32>();
var<private> vFace: vec4<f32> = vec4<f32>();
var<private> vPos: vec4<f32> = vec4<f32>();
@group(1) @binding(0) 
var<uniform> d3d_constants: D3DConstants;
var<private> r3_: vec4<f32> = vec4<f32>();
var<private> oC0_: vec4<f32> = vec4<f32>();
var<private> oC1_: vec4<f32> = vec4<f32>();

@fragment 
fn main(@location(0) texcoord0_: vec4<f32>, @location(1) texcoord1_: vec4<f32>, @location(8) color0_: vec4<f32>, @location(2) texcoord2_: vec4<f32>, @location(3) texcoord3_: vec4<f32>, @builtin(position) frag_coord: vec4<f32>, @builtin(front_facing) front_facing: bool) -> FragmentOutput {
    var loop_counter: i32;
    var saved_aL: i32;

    v0_.x = texcoord0_.x;
    v0_.y = texcoord0_.y;
    v0_.z = texcoord1_.z;
    v0_.w = texcoord1_.w;
    v1_ = color0_;
    v2_ = texcoord2_;
    v3_ = texcoord3_;
    vPos = (frag_coord - vec4<f32>(0.5f, 0.5f, 0f, 0f));
    vFace = vec4(select(-1f, 1f, front_facing));
    let _e1 = v0_;
    let _e5 = textureSample(t_s0_, s_s0_, _e1.xy);
    r0_ = _e5;
    let _e10 = textureSampleLevel(t_s0_, s_s0_, _e1.zwzw.xy, _e1.w);
    r1_ = _e10;
    r2_ = vec4(0f);
    loop_counter = 0i;
    let _e24 = aL;
    saved_aL = _e24;
    aL = 2i;
    loop {
        let _e26 = loop_counter;
        if (_e26 >= clamp(2i, 0i, 255i)) {
            break;
        }
        let _e28 = r2_;
        let _e29 = aL;
        let _e30 = (_e29 + 0i);
        let _e33 = v0_;
        let _e37 = v1_;
        let _e41 = v2_;
        let _e46 = v3_;
        r2_ = (_e28 + select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), _e33, (_e30 == 0i)), _e37, (_e30 == 1i)), _e41, (_e30 == 2i)), _e46, (_e30 == 3i)));
        continuing {
            let _e50 = loop_counter;
            loop_counter = (_e50 + 1i);
            let _e52 = aL;
            aL = (_e52 + 1i);
        }
    }
    let _e55 = saved_aL;
    aL = _e55;
    let _e57 = vFace;
    if (_e57.x < 0f) {
        let _e61 = r0_;
        r0_ = (_e61 * vec4(0.5f));
    }
    let _e66 = vPos;
    let _e71 = d3d_constants.c[1];
    let _e74 = r0_;
    let _e75 = r2_;
    let _e78 = r1_;
    oC1_ = (_e78 + (_e66.xyxy * _e71));
    let _e81 = v1_;
    oC1_.w = _e81.w;
    let _e106 = oC1_;
    return FragmentOutput((_e74 + _e75), _e106);
}
