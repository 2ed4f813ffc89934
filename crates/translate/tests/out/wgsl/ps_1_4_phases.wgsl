diagnostic(off, derivative_uniformity);

struct PixelRenderer {
    fog_color: vec4<f32>,
    fog_params: vec4<f32>,
    bumpenv_mat: array<vec4<f32>, 4>,
    bumpenv_lum: array<vec4<f32>, 4>,
    alpha_ref: f32,
    fog_mode: u32,
    fog_use_w: u32,
    alpha_scale: f32,
    lod_bias: array<vec4<f32>, 4>,
}

struct FragmentOutput {
    @location(0) color0_: vec4<f32>,
    @builtin(frag_depth) depth: f32,
}

@group(1) @binding(2) 
var t_s0_: texture_2d<f32>;
@group(1) @binding(3) 
var s_s0_: sampler;
@group(1) @binding(8) 
var t_s3_: texture_2d<f32>;
@group(1) @binding(9) 
var s_s3_: sampler;
@group(1) @binding(10) 
var t_s4_: texture_2d<f32>;
@group(1) @binding(11) 
var s_s4_: sampler;
var<private> t0_: vec4<f32> = vec4<f32>();
var<private> r0_: vec4<f32> = vec4<f32>();
var<private> t1_: vec4<f32> = vec4<f32>();
var<private> r1_: vec4<f32> = vec4<f32>();
var<private> t2_: vec4<f32> = vec4<f32>();
var<private> r2_: vec4<f32> = vec4<f32>();
@group(1) @binding(1) 
var<uniform> d3d_renderer: PixelRenderer;
var<private> r3_: vec4<f32> = vec4<f32>();
var<private> t3_: vec4<f32> = vec4<f32>();
var<private> r4_: vec4<f32> = vec4<f32>();
var<private> r5_: vec4<f32> = vec4<f32>();
var<private> oDepth: vec4<f32> = vec4<f32>();

@fragment 
fn main(@location(0) texcoord0_: vec4<f32>, @location(1) texcoord1_: vec4<f32>, @location(2) texcoord2_: vec4<f32>, @location(3) texcoord3_: vec4<f32>) -> FragmentOutput {
    t0_ = texcoord0_;
    t1_ = texcoord1_;
    t2_ = texcoord2_;
    t3_ = texcoord3_;
    let _e1 = t0_;
    let _e5 = textureSample(t_s0_, s_s0_, _e1.xy);
    let _e10 = clamp(_e5, vec4<f32>(-8f, -8f, -8f, -8f), vec4<f32>(8f, 8f, 8f, 8f));
    let _e13 = t1_;
    let _e23 = r1_;
    let _e24 = select(_e23, clamp((_e13.xyww / vec4(_e13.w)), vec4<f32>(-8f, -8f, -8f, -8f), vec4<f32>(8f, 8f, 8f, 8f)), vec4<bool>(true, true, true, false));
    r1_ = _e24;
    let _e26 = t2_;
    let _e31 = r2_;
    let _e32 = select(_e31, clamp(_e26, vec4<f32>(-8f, -8f, -8f, -8f), vec4<f32>(8f, 8f, 8f, 8f)), vec4<bool>(true, true, true, false));
    r2_ = _e32;
    let _e36 = d3d_renderer.bumpenv_mat[3];
    let _e61 = r3_;
    let _e62 = select(_e61, clamp(vec4<f32>(((_e24.x + (_e36.x * _e10.x)) + (_e36.z * _e10.y)), ((_e24.y + (_e36.y * _e10.x)) + (_e36.w * _e10.y)), 0f, 1f), vec4<f32>(-8f, -8f, -8f, -8f), vec4<f32>(8f, 8f, 8f, 8f)), vec4<bool>(true, true, false, false));
    r3_ = _e62;
    let _e66 = textureSample(t_s3_, s_s3_, _e62.xy);
    let _e69 = clamp(_e66, vec4<f32>(-8f, -8f, -8f, -8f), vec4<f32>(8f, 8f, 8f, 8f));
    r3_ = _e69;
    let _e71 = t3_;
    let _e75 = textureSample(t_s4_, s_s4_, _e71.xy);
    let _e78 = clamp(_e75, vec4<f32>(-8f, -8f, -8f, -8f), vec4<f32>(8f, 8f, 8f, 8f));
    let _e85 = clamp(select(_e78, _e69, (_e10 >= vec4(0f))), vec4<f32>(-8f, -8f, -8f, -8f), vec4<f32>(8f, 8f, 8f, 8f));
    let _e97 = clamp(select(_e78, clamp(vec4<f32>(0.5f, 0.5f, 0.5f, 1f), vec4<f32>(-1f, -1f, -1f, -1f), vec4<f32>(1f, 1f, 1f, 1f)), (_e85 > vec4(0.5f))), vec4<f32>(-8f, -8f, -8f, -8f), vec4<f32>(8f, 8f, 8f, 8f));
    r1_ = _e97;
    let _e102 = r5_;
    let _e103 = select(_e102, clamp(_e32, vec4<f32>(-8f, -8f, -8f, -8f), vec4<f32>(8f, 8f, 8f, 8f)), vec4<bool>(true, true, false, false));
    r5_ = _e103;
    let _e108 = select((_e103.x / _e103.y), 1f, (_e103.y == 0f));
    return FragmentOutput(saturate(clamp((_e85 * _e97), vec4<f32>(-8f, -8f, -8f, -8f), vec4<f32>(8f, 8f, 8f, 8f))), _e108);
}
