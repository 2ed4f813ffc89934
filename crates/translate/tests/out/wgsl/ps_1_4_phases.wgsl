diagnostic(off, derivative_uniformity);

struct PixelRenderer {
    fog_color: vec4<f32>,
    fog_params: vec4<f32>,
    bumpenv_mat: array<vec4<f32>, 4>,
    bumpenv_lum: array<vec4<f32>, 4>,
    alpha_ref: f32,
    fog_mode: u32,
    fog_use_w: u32,
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
    r0_ = clamp(_e5, vec4<f32>(-8f, -8f, -8f, -8f), vec4<f32>(8f, 8f, 8f, 8f));
    let _e13 = t1_;
    let _e23 = r1_;
    r1_ = select(_e23, clamp((_e13.xyww / vec4(_e13.w)), vec4<f32>(-8f, -8f, -8f, -8f), vec4<f32>(8f, 8f, 8f, 8f)), vec4<bool>(true, true, true, false));
    let _e26 = t2_;
    let _e31 = r2_;
    r2_ = select(_e31, clamp(_e26, vec4<f32>(-8f, -8f, -8f, -8f), vec4<f32>(8f, 8f, 8f, 8f)), vec4<bool>(true, true, true, false));
    let _e33 = r1_;
    let _e34 = r0_;
    let _e38 = d3d_renderer.bumpenv_mat[3];
    let _e63 = r3_;
    r3_ = select(_e63, clamp(vec4<f32>(((_e33.x + (_e38.x * _e34.x)) + (_e38.z * _e34.y)), ((_e33.y + (_e38.y * _e34.x)) + (_e38.w * _e34.y)), 0f, 1f), vec4<f32>(-8f, -8f, -8f, -8f), vec4<f32>(8f, 8f, 8f, 8f)), vec4<bool>(true, true, false, false));
    let _e65 = r3_;
    let _e69 = textureSample(t_s3_, s_s3_, _e65.xy);
    r3_ = clamp(_e69, vec4<f32>(-8f, -8f, -8f, -8f), vec4<f32>(8f, 8f, 8f, 8f));
    let _e74 = t3_;
    let _e78 = textureSample(t_s4_, s_s4_, _e74.xy);
    r4_ = clamp(_e78, vec4<f32>(-8f, -8f, -8f, -8f), vec4<f32>(8f, 8f, 8f, 8f));
    let _e83 = r0_;
    let _e84 = r3_;
    let _e85 = r4_;
    r0_ = clamp(select(_e85, _e84, (_e83 >= vec4(0f))), vec4<f32>(-8f, -8f, -8f, -8f), vec4<f32>(8f, 8f, 8f, 8f));
    let _e92 = r0_;
    let _e99 = r4_;
    r1_ = clamp(select(_e99, clamp(vec4<f32>(0.5f, 0.5f, 0.5f, 1f), vec4<f32>(-1f, -1f, -1f, -1f), vec4<f32>(1f, 1f, 1f, 1f)), (_e92 > vec4(0.5f))), vec4<f32>(-8f, -8f, -8f, -8f), vec4<f32>(8f, 8f, 8f, 8f));
    let _e106 = r2_;
    let _e111 = r5_;
    r5_ = select(_e111, clamp(_e106, vec4<f32>(-8f, -8f, -8f, -8f), vec4<f32>(8f, 8f, 8f, 8f)), vec4<bool>(true, true, false, false));
    let _e113 = r5_;
    oDepth = vec4(select((_e113.x / _e113.y), 1f, (_e113.y == 0f)));
    let _e121 = r0_;
    let _e122 = r1_;
    r0_ = clamp((_e121 * _e122), vec4<f32>(-8f, -8f, -8f, -8f), vec4<f32>(8f, 8f, 8f, 8f));
    let _e131 = r0_;
    let _e133 = oDepth;
    return FragmentOutput(saturate(_e131), _e133.x);
}
