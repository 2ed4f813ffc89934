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
    v0_.z = texcoord1_.x;
    v0_.w = texcoord1_.y;
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
    r2_ = vec4<f32>(0f, 1f, 0.5f, 0f).xxxx;
    loop_counter = 0i;
    let _e27 = aL;
    saved_aL = _e27;
    aL = 2i;
    loop {
        let _e29 = loop_counter;
        if (_e29 >= clamp(2i, 0i, 255i)) {
            break;
        }
        let _e31 = r2_;
        let _e32 = aL;
        let _e33 = (_e32 + 0i);
        let _e36 = v0_;
        let _e40 = v1_;
        let _e44 = v2_;
        let _e49 = v3_;
        r2_ = (_e31 + select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), _e36, (_e33 == 0i)), _e40, (_e33 == 1i)), _e44, (_e33 == 2i)), _e49, (_e33 == 3i)));
        continuing {
            let _e53 = loop_counter;
            loop_counter = (_e53 + 1i);
            let _e55 = aL;
            aL = (_e55 + 1i);
        }
    }
    let _e58 = saved_aL;
    aL = _e58;
    let _e60 = vFace;
    if (_e60.x < 0f) {
        let _e65 = r0_;
        r0_ = (_e65 * vec4<f32>(0f, 1f, 0.5f, 0f).zzzz);
    }
    let _e70 = vPos;
    let _e75 = d3d_constants.c[1];
    let _e78 = r0_;
    let _e79 = r2_;
    let _e82 = r1_;
    oC1_ = (_e82 + (_e70.xyxy * _e75));
    let _e85 = v1_;
    oC1_.w = _e85.w;
    let _e109 = oC1_;
    return FragmentOutput((_e78 + _e79), _e109);
}
