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
var<private> oT0_: vec4<f32> = vec4<f32>();
var<private> t0_: vec4<f32> = vec4<f32>();
var<private> oT1_: vec4<f32> = vec4<f32>();
var<private> t1_: vec4<f32> = vec4<f32>();
var<private> v0_: vec4<f32> = vec4<f32>();
var<private> r0_: vec4<f32> = vec4<f32>();
var<private> v1_: vec4<f32> = vec4<f32>();
var<private> r1_: vec4<f32> = vec4<f32>();
@group(1) @binding(0) 
var<uniform> d3d_constants: D3DConstants;

fn d3d_main() {
    let _e1 = oT0_;
    let _e5 = textureSample(t_s0_, s_s0_, _e1.xy);
    t0_ = clamp(_e5, vec4<f32>(-8f, -8f, -8f, -8f), vec4<f32>(8f, 8f, 8f, 8f));
    let _e13 = oT1_;
    let _e14 = saturate(_e13);
    t1_ = clamp(vec4<f32>(_e14.x, _e14.y, _e14.z, 1f), vec4<f32>(-8f, -8f, -8f, -8f), vec4<f32>(8f, 8f, 8f, 8f));
    let _e25 = t0_;
    let _e27 = v0_;
    r0_ = clamp((_e25 * _e27), vec4<f32>(-8f, -8f, -8f, -8f), vec4<f32>(8f, 8f, 8f, 8f));
    let _e34 = t0_;
    let _e41 = v1_;
    r1_ = clamp((((((_e34 * vec4(2f)) - vec4(1f)) * _e41) + clamp(vec4<f32>(0.5f, 0.25f, 2f, -3f), vec4<f32>(-1f, -1f, -1f, -1f), vec4<f32>(1f, 1f, 1f, 1f))) * vec4(2f)), vec4<f32>(-8f, -8f, -8f, -8f), vec4<f32>(8f, 8f, 8f, 8f));
    let _e59 = t1_;
    let _e67 = d3d_constants.c[1];
    let _e75 = saturate(vec4(dot(((_e59 * vec4(2f)) - vec4(1f)).xyz, clamp(_e67, vec4<f32>(-1f, -1f, -1f, -1f), vec4<f32>(1f, 1f, 1f, 1f)).xyz)));
    r1_.x = _e75.x;
    r1_.y = _e75.y;
    r1_.z = _e75.z;
    let _e84 = r0_;
    let _e88 = t0_;
    r1_.w = clamp((((vec4(1f) - _e84) + (_e88 - vec4(0.5f))) * vec4(0.5f)), vec4<f32>(-8f, -8f, -8f, -8f), vec4<f32>(8f, 8f, 8f, 8f)).w;
    let _e101 = r0_;
    let _e103 = r1_;
    let _e108 = clamp((_e101 - -(_e103)), vec4<f32>(-8f, -8f, -8f, -8f), vec4<f32>(8f, 8f, 8f, 8f));
    r0_.x = _e108.x;
    r0_.y = _e108.y;
    r0_.z = _e108.z;
    let _e117 = r1_;
    r0_.w = clamp(_e117.wwww, vec4<f32>(-8f, -8f, -8f, -8f), vec4<f32>(8f, 8f, 8f, 8f)).w;
    let _e128 = d3d_constants.c[2];
    let _e133 = r0_;
    let _e135 = r1_;
    r0_ = clamp(((clamp(_e128, vec4<f32>(-1f, -1f, -1f, -1f), vec4<f32>(1f, 1f, 1f, 1f)) * (_e133 - _e135)) + _e135), vec4<f32>(-8f, -8f, -8f, -8f), vec4<f32>(8f, 8f, 8f, 8f));
    let _e144 = r0_;
    let _e147 = r1_;
    let _e151 = d3d_constants.c[3];
    r0_ = clamp(select(clamp(_e151, vec4<f32>(-1f, -1f, -1f, -1f), vec4<f32>(1f, 1f, 1f, 1f)), _e147, (_e144.wwww > vec4(0.5f))), vec4<f32>(-8f, -8f, -8f, -8f), vec4<f32>(8f, 8f, 8f, 8f));
}

@fragment 
fn main(@location(8) color0_: vec4<f32>, @location(9) color1_: vec4<f32>, @location(0) texcoord0_: vec4<f32>, @location(1) texcoord1_: vec4<f32>) -> FragmentOutput {
    v0_ = color0_;
    v1_ = color1_;
    t0_ = texcoord0_;
    oT0_ = texcoord0_;
    t1_ = texcoord1_;
    oT1_ = texcoord1_;
    d3d_main();
    let _e11 = r0_;
    return FragmentOutput(_e11);
}
